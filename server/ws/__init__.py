"""The websocket endpoint and its message protocol (docs/protocol.md)."""
