"""A real server for browser tests: `python -m server` in a subprocess on a free port."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class LiveServer:
    """The server on `url`, with its SQLite database in `data`; stop and start it again."""

    def __init__(
        self, data: Path, *, bot_delay: float = 0.05, review_budget: float | None = None
    ) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.env = os.environ | {
            "DATA_DIR": str(data),
            "DATABASE_URL": f"sqlite:///{data / 'game.db'}",
            "BOT_DELAY": str(bot_delay),
            "ARGON2_TIME_COST": "1",
            "ARGON2_MEMORY_COST": "8192",
        }
        if review_budget is not None:  # seconds of search per decision reviewed
            self.env["REVIEW_BUDGET"] = str(review_budget)
        self.log = data / "server.log"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        """Start the server and wait until it answers. Raises RuntimeError if it does not."""
        command = [sys.executable, "-m", "server", "--port", str(self.port)]
        with self.log.open("ab") as log:
            self.process = subprocess.Popen(
                [*command, "--log-level", "warning"],
                cwd=ROOT,
                env=self.env,
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                break
            try:
                with urllib.request.urlopen(f"{self.url}/api/session", timeout=1):
                    return
            except OSError:
                time.sleep(0.1)
        self.stop()
        raise RuntimeError(f"the server did not start:\n{self.log.read_text()[-3000:]}")

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
            self.process = None


def public_game(base: str, level: str = "easy") -> int:
    """A started public game of a guest against a bot of `level`, the bot first."""
    with httpx.Client(base_url=base) as http:
        csrf = http.post("/api/guests").json()["csrf"]
        headers = {"X-CSRF-Token": csrf}
        table = http.post("/api/tables", json={"game": "renature", "seats": 2}, headers=headers)
        table_id = table.json()["id"]
        bot = http.post(f"/api/tables/{table_id}/bots", json={"level": level}, headers=headers)
        order = [seat["id"] for seat in reversed(bot.json()["seats"])]
        started = http.post(f"/api/tables/{table_id}/start", json={"order": order}, headers=headers)
        return int(started.json()["game_id"])
