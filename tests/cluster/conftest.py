"""Fixtures: a Redis server of the tests' own, and server processes behind nginx on it and
on the PostgreSQL test schema. Where PostgreSQL, redis-server or nginx is missing the tests
are skipped, except when CI is set: there they fail."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import redis

from deploy.cluster import Cluster
from tests.support.ports import free_port


def program(name: str) -> str:
    """The path of program `name` (also looked for in /usr/sbin). Skips, or fails in CI."""
    found = shutil.which(name) or shutil.which(name, path="/usr/sbin:/usr/bin")
    if found is None:
        message = f"{name} is not installed: the multi-process tests need it"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return found


class RedisServer:
    """A redis-server of the tests' own on `port`, keeping nothing on disk."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.url = f"redis://127.0.0.1:{port}/0"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        """Start it and wait until it answers."""
        command = [program("redis-server"), "--port", str(self.port), "--bind", "127.0.0.1"]
        self.process = subprocess.Popen(
            [*command, "--save", "", "--appendonly", "no", "--daemonize", "no"],
            stdout=subprocess.DEVNULL,
        )
        client = redis.Redis(port=self.port)
        for _ in range(100):
            try:
                client.ping()
                return
            except redis.ConnectionError:
                time.sleep(0.05)
        raise RuntimeError("redis-server did not start")

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(10)
            self.process = None


@pytest.fixture
def redis_server() -> Iterator[RedisServer]:
    server = RedisServer(free_port())
    server.start()
    yield server
    server.stop()


def start_cluster(workdir: Path, database: str, redis_url: str, **env: str) -> Cluster:
    """Two server processes behind nginx (no bot delay, quick syncs unless `env` says)."""
    program("nginx")
    cluster = Cluster(
        workdir,
        database_url=database,
        redis_url=redis_url,
        servers=2,
        port=free_port(),
        env={
            "BOT_DELAY": "0",
            "SYNC_INTERVAL": "0.5",
            "MESSAGES_PER_SECOND": "1000",
            "MESSAGE_BURST": "1000",
            "GUESTS_PER_HOUR": "1000000",
            "ARGON2_TIME_COST": "1",
            "ARGON2_MEMORY_COST": "1024",
        }
        | env,
    )
    for attempt in range(3):
        # the servers' ports follow the proxy's: take a proxy port whose next ones are free
        while not all(_free(p) for p in cluster.ports):
            cluster.port = free_port()
        try:
            cluster.start()
            return cluster
        except RuntimeError:
            # another process of the test run took a port between the check and the start
            if attempt == 2 or not _lost_a_port(cluster):
                raise
            cluster.port = free_port()
    raise AssertionError("unreachable")


def _lost_a_port(cluster: Cluster) -> bool:
    """Whether a server of `cluster` found its port taken at start."""
    logs = [cluster.workdir / f"server-{port}.log" for port in cluster.ports]
    return any(log.exists() and "Address already in use" in log.read_text() for log in logs)


def _free(port: int) -> bool:
    with socket.socket() as s:
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


@pytest.fixture
def cluster_factory(
    tmp_path: Path,
    postgres_url: str,
    redis_server: RedisServer,
) -> Iterator[Callable[..., Cluster]]:
    """Starts a cluster (settings in keyword arguments) and stops it after the test."""
    clusters: list[Cluster] = []

    def make(**env: str) -> Cluster:
        workdir = tmp_path / f"cluster{len(clusters)}"
        cluster = start_cluster(workdir, postgres_url, redis_server.url, **env)
        clusters.append(cluster)
        return cluster

    yield make
    for cluster in clusters:
        cluster.stop()
