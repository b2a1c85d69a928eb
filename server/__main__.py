"""`python -m server [--host H] [--port P]`: migrate the database, then serve."""

from __future__ import annotations

import argparse
import gc
import logging
import socket

import uvicorn
from fastapi import FastAPI

from server import logs
from server.config import Settings
from server.connections import deadline_http
from server.main import create_app
from server.persistence.db import make_engine
from server.persistence.migrate import upgrade


def main(argv: list[str] | None = None) -> None:
    """Apply the migrations to the configured database and serve the app."""
    parser = argparse.ArgumentParser(prog="python -m server", description=__doc__)
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on")
    parser.add_argument("--port", type=int, default=8000, help="port to listen on")
    parser.add_argument("--log-level", default="info", help="uvicorn log level")
    args = parser.parse_args(argv)
    logging.basicConfig(level=args.log_level.upper())
    logs.install()
    settings = Settings()
    engine = make_engine(settings.db_url)
    upgrade(engine)
    engine.dispose()
    app = create_app(settings)
    tune_gc()
    config = server_config(app, settings, args.host, args.port, args.log_level)
    listening = config.bind_socket()
    if settings.send_buffer_bytes:
        # accepted connections inherit it: a client that stops reading holds at most this
        # much of the kernel's memory (twice it, as Linux counts) until the send timeout
        listening.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, settings.send_buffer_bytes)
    if hasattr(socket, "TCP_USER_TIMEOUT"):  # Linux
        # a client that takes nothing for the send timeout is cut by the kernel, and what
        # was waiting for it dropped: closing a connection waits for its unsent data else
        timeout = int(settings.send_timeout * 1000)
        listening.setsockopt(socket.IPPROTO_TCP, socket.TCP_USER_TIMEOUT, timeout)
    uvicorn.Server(config).run(sockets=[listening])


def server_config(
    app: FastAPI, settings: Settings, host: str, port: int, log_level: str = "info"
) -> uvicorn.Config:
    """How uvicorn serves `app`: its connections' deadlines and sizes, its sockets, the
    proxies it believes."""
    return uvicorn.Config(
        app,
        host=host,
        port=port,
        log_level=log_level,
        http=deadline_http(settings.header_timeout, settings.max_header_bytes),
        timeout_keep_alive=settings.keep_alive_timeout,
        ws="websockets-sansio",  # 8 KiB less per idle socket than the older implementation
        ws_max_size=settings.max_frame_bytes * 2,
        ws_per_message_deflate=settings.ws_compression,
        proxy_headers=bool(settings.forwarded_allow_ips),
        forwarded_allow_ips=settings.forwarded_allow_ips or None,
    )


def tune_gc() -> None:
    """Collect garbage less often: every move makes many short-lived containers, and the
    default thresholds spent about a quarter of the server's time per move in the collector
    (benchmarks.server: 1.02 ms of CPU per move before, 0.79 ms after). What start-up made is
    frozen out of the collector's way."""
    gc.freeze()
    gc.set_threshold(20_000, 20, 20)


if __name__ == "__main__":
    main()
