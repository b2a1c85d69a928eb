"""`GET /healthz`: whether this process can serve, that is reach its database (for load
balancers and container health checks)."""

from __future__ import annotations

from fastapi import APIRouter
from sqlalchemy import text

from server.api.deps import DB

router = APIRouter(include_in_schema=False)


@router.get("/healthz")
def healthz(db: DB) -> dict[str, str]:
    """`{"status": "ok"}`; 503 `unavailable` when the database cannot be reached."""
    db.execute(text("select 1"))
    return {"status": "ok"}
