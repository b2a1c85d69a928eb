"""Fixtures and helpers shared by the server's tests (api, rooms, ws, persistence)."""
