"""Request bodies are small and arrive promptly: a body announced or sent beyond
`max_bytes` gets 413, one that has not fully arrived `timeout` seconds after the request
began gets 408; either way the connection is closed and the application reads no more."""

from __future__ import annotations

import asyncio

from starlette.datastructures import Headers
from starlette.requests import ClientDisconnect
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from server.i18n import gettext


class BodyLimitMiddleware:
    """Refuses request bodies over `max_bytes` (413) or slower than `timeout` seconds (408)."""

    def __init__(self, app: ASGIApp, max_bytes: int, timeout: float) -> None:
        self.app = app
        self.max_bytes = max_bytes
        self.timeout = timeout

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        announced = Headers(scope=scope).get("content-length", "")
        if announced.isdigit() and int(announced) > self.max_bytes:
            await self._refuse(send, 413)
            return
        refused = False
        received = 0
        deadline = asyncio.get_running_loop().time() + self.timeout

        async def limited_receive() -> Message:
            nonlocal refused, received
            if refused:
                return {"type": "http.disconnect"}
            left = deadline - asyncio.get_running_loop().time()
            try:
                message = await asyncio.wait_for(receive(), max(left, 0.0))
            except TimeoutError:
                refused = True
                await self._refuse(send, 408)
                return {"type": "http.disconnect"}
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.max_bytes:
                    refused = True
                    await self._refuse(send, 413)
                    return {"type": "http.disconnect"}
            return message

        async def guarded_send(message: Message) -> None:
            if not refused:  # the application's answer, unless the body was refused
                await send(message)

        try:
            await self.app(scope, limited_receive, guarded_send)
        except ClientDisconnect:
            if not refused:
                raise

    async def _refuse(self, send: Send, status: int) -> None:
        if status == 413:
            detail = gettext("The request body is larger than {n} bytes.", n=self.max_bytes)
        else:
            detail = gettext("The request body did not arrive within {n:g} s.", n=self.timeout)
        code = "too_large" if status == 413 else "too_slow"
        response = JSONResponse(
            {"error": code, "detail": detail}, status_code=status, headers={"connection": "close"}
        )
        await response({"type": "http"}, _nothing, send)


async def _nothing() -> Message:
    return {"type": "http.disconnect"}
