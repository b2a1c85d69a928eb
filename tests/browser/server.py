"""A real server for browser tests: `python -m server` in a subprocess on a free port."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import urllib.request
from pathlib import Path

import httpx
import pytest

from tests.support.ports import free_port
from tests.support.waiting import wait_for

ROOT = Path(__file__).resolve().parents[2]


class LiveServer:
    """The server on `url`, with its SQLite database in `data`; stop and start it again."""

    def __init__(
        self,
        data: Path,
        *,
        bot_delay: float = 0.05,
        review_budget: float | None = None,
        template: Path | None = None,
    ) -> None:
        """A server on `data`; `template`, a migrated SQLite file, is copied to be its database
        (the server then has no migration to apply before it answers)."""
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.env = os.environ | {
            "DATA_DIR": str(data),
            "DATABASE_URL": f"sqlite:///{data / 'game.db'}",
            "BOT_DELAY": str(bot_delay),
            "ARGON2_TIME_COST": "1",
            "ARGON2_MEMORY_COST": "8192",
            "WEBHOOKS_ALLOW_PRIVATE": "1",  # the tests' push service and receivers: loopback
        }
        if review_budget is not None:  # seconds of search per decision reviewed
            self.env["REVIEW_BUDGET"] = str(review_budget)
        self.log = data / "server.log"
        if template is not None:
            shutil.copy(template, data / "game.db")
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        """Start the server and wait until it answers. Raises RuntimeError if it does not."""
        self.launch()
        self.wait_started()

    def launch(self) -> None:
        """Start the server's process (`wait_started` waits until it answers)."""
        command = [sys.executable, "-m", "server", "--port", str(self.port)]
        with self.log.open("ab") as log:
            self.process = subprocess.Popen(
                [*command, "--log-level", "warning"],
                cwd=ROOT,
                env=self.env,
                stdout=log,
                stderr=subprocess.STDOUT,
            )

    def wait_started(self) -> None:
        """Wait until the launched server answers. Raises RuntimeError if it does not."""
        try:
            wait_for(self.answers, f"the server to answer on {self.url}")
        except (AssertionError, RuntimeError):
            self.stop()
            tail = self.log.read_text()[-3000:]
            raise RuntimeError(f"the server did not start:\n{tail}") from None

    def answers(self) -> bool:
        """Whether the server answers a request. Raises RuntimeError if its process ended."""
        assert self.process is not None
        if self.process.poll() is not None:
            raise RuntimeError("the server's process ended")
        try:
            with urllib.request.urlopen(f"{self.url}/api/session", timeout=1):
                return True
        except OSError:
            return False

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
            self.process = None


class Spares:
    """Servers launched one test ahead, on migrated SQLite databases of their own, their bots
    moving at once: a test takes one that has had the previous test's time to start."""

    def __init__(self, folders: pytest.TempPathFactory, template: Path) -> None:
        self.folders, self.template = folders, template
        self.next: LiveServer | None = None

    def launch(self) -> LiveServer:
        """A new server, its process started."""
        live = LiveServer(self.folders.mktemp("server"), bot_delay=0, template=self.template)
        live.launch()
        return live

    def take(self) -> LiveServer:
        """A server that answers, the next one launched. Raises RuntimeError if it does not
        start."""
        live = self.next or self.launch()
        self.next = self.launch()
        live.wait_started()
        return live

    def stop(self) -> None:
        """Stop the server launched for a next test."""
        if self.next is not None:
            self.next.stop()


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
