"""`python -m server` in a subprocess on a fixed port and database: started, killed
(SIGKILL), restarted on the same database, its memory read from /proc."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from benchmarks.server import database, drop, free_port, wait_ready

FAST_LIMITS = {  # for clients that move as fast as they can
    "MESSAGES_PER_SECOND": "1000",
    "MESSAGE_BURST": "1000",
}


class Server:
    """One server process at a time on `url`; `env` is added to the server's environment."""

    def __init__(
        self, url: str, workdir: Path, env: dict[str, str] | None = None, name: str = ""
    ) -> None:
        self.url = url
        self.name = name  # the application_name of its PostgreSQL connections
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.ws_url = f"ws://127.0.0.1:{self.port}/ws"
        self.env = os.environ | {
            "DATABASE_URL": url,
            "DATA_DIR": str(workdir),
            "SECRET_KEY": "reliability",  # the same key after a restart: sessions survive
            "BOT_DELAY": "0.05",
            "GUESTS_PER_HOUR": "1000000",  # every client comes from this machine's address
        }
        self.env |= env or {}
        self.process: subprocess.Popen[bytes] | None = None

    async def start(self) -> None:
        """Start the server and wait until it answers."""
        self.process = subprocess.Popen(
            [sys.executable, "-m", "server", "--port", str(self.port), "--log-level", "error"],
            env=self.env,
        )
        await wait_ready(self.base, self.process)

    def kill(self) -> None:
        """SIGKILL the server: no shutdown, no flushing, connections cut."""
        assert self.process is not None
        os.kill(self.process.pid, signal.SIGKILL)
        self.process.wait()

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=30)

    @property
    def pid(self) -> int:
        assert self.process is not None
        return self.process.pid

    def rss_kib(self) -> int:
        """The server's resident memory (VmRSS), in KiB."""
        for line in Path(f"/proc/{self.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        raise RuntimeError("no VmRSS")


@asynccontextmanager
async def serving(
    kind: str, workdir: Path, env: dict[str, str] | None = None
) -> AsyncIterator[Server]:
    """A started server on a new database of `kind` (sqlite or postgres), dropped after."""
    url, schema = database(kind, workdir)
    name = f"renature_{schema}" if schema else ""
    if name:
        url += f"&application_name={name}"
    server = Server(url, workdir, env, name)
    try:
        await server.start()
        yield server
    finally:
        server.stop()
        if schema is not None:
            drop(schema)
