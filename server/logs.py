"""Logging that keeps secrets out: invitation tokens in request paths are masked."""

from __future__ import annotations

import logging
import re

TOKEN_PATH = re.compile(r"(/invites?/|/reset/|/account/verify/|/unsubscribe/)[^/?#\s\"]+")


def redact(text: str) -> str:
    """`text` with the token of any invitation path replaced by '***'."""
    return TOKEN_PATH.sub(r"\1***", text)


class RedactTokens(logging.Filter):
    """Masks invitation tokens in a record's message and arguments (access logs name paths)."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.msg = redact(str(record.msg))
        if isinstance(record.args, tuple):
            record.args = tuple(redact(a) if isinstance(a, str) else a for a in record.args)
        return True


def install() -> None:
    """Mask invitation tokens in the access log and in every message of the root logger."""
    for name in ("uvicorn.access", "uvicorn.error", ""):
        logging.getLogger(name).addFilter(RedactTokens())
