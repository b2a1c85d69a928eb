"""`python -m deploy.cluster start|stop|status`: several server processes behind nginx, on
this machine, as docker-compose.yml deploys them.

`start` runs `--servers` processes of `python -m server` on the ports after `--port`, all on
one PostgreSQL database (`DATABASE_URL`, created if missing) and one Redis (`REDIS_URL`),
sharing a secret key; then Debian's nginx on `--port` in front of them, with
deploy/nginx/nginx.conf and its server list written into the state directory and run as
`nginx -c FILE -p DIR` (its own pid file and logs, not the system's service). The processes
outlive the command; their ids are kept in the state directory, and `stop` ends them.
`status` shows each process and whether it answers /healthz.
"""

from __future__ import annotations

import argparse
import json
import os
import secrets
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import httpx
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

NGINX_CONF = Path(__file__).resolve().parent / "nginx" / "nginx.conf"
DATABASE = "postgresql+psycopg://postgres@127.0.0.1:5432/nature_table_cluster"
REDIS = "redis://127.0.0.1:6379/1"


def alive(pid: int) -> bool:
    """Whether process `pid` is still running (a finished child of ours is reaped)."""
    try:
        if os.waitpid(pid, os.WNOHANG)[0] == pid:
            return False
    except ChildProcessError:
        pass  # not our child: ask the kernel
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def end(pid: int, timeout: float = 10.0) -> None:
    """Stop process `pid`: SIGTERM, then SIGKILL after `timeout` seconds."""
    if not alive(pid):
        return
    os.kill(pid, signal.SIGTERM)
    deadline = time.monotonic() + timeout
    while alive(pid):
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
        time.sleep(0.05)


def healthy(base: str) -> bool:
    """Whether the server (or proxy) at `base` answers /healthz with 200."""
    try:
        return httpx.get(f"{base}/healthz", timeout=2).status_code == 200
    except httpx.TransportError:
        return False


def create_database(url: str) -> None:
    """Create the PostgreSQL database of `url` if it does not exist."""
    target = make_url(url)
    admin = create_engine(target.set(database="postgres"), isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        found = connection.execute(
            text("select 1 from pg_database where datname = :name"), {"name": target.database}
        ).first()
        if found is None:
            connection.execute(text(f'create database "{target.database}"'))
    admin.dispose()


@dataclass
class Cluster:
    """Server processes on ports `port + 1 ..` and nginx on `port`, kept in `workdir`."""

    workdir: Path
    database_url: str = DATABASE
    redis_url: str = REDIS
    servers: int = 2
    port: int = 8080
    env: dict[str, str] = field(default_factory=dict)
    pids: dict[str, int] = field(default_factory=dict)  # "server-PORT" / "nginx" -> pid

    @property
    def state_file(self) -> Path:
        return self.workdir / "cluster.json"

    @property
    def ports(self) -> list[int]:
        """The server processes' ports."""
        return [self.port + 1 + i for i in range(self.servers)]

    @property
    def url(self) -> str:
        """The proxy's base URL."""
        return f"http://127.0.0.1:{self.port}"

    @property
    def channel(self) -> str:
        """The Redis channel its processes relay moves on (their leases' keys begin with it)."""
        return f"nature-table:cluster:{self.port}"

    def server_env(self) -> dict[str, str]:
        """The environment every server process gets."""
        key = self.workdir / "secret_key"
        if not key.exists():
            key.write_text(secrets.token_urlsafe(48))
        return (
            os.environ
            | {
                "DATABASE_URL": self.database_url,
                "REDIS_URL": self.redis_url,
                "REDIS_CHANNEL": self.channel,
                "DATA_DIR": str(self.workdir / "data"),
                "SECRET_KEY": key.read_text(),
                "FORWARDED_ALLOW_IPS": "127.0.0.1",  # the proxy, on this machine
            }
            | self.env
        )

    def start(self) -> None:
        """Start the servers, wait until they answer, then start nginx. Raises RuntimeError
        if one does not come up (what was started is stopped)."""
        self.workdir.mkdir(parents=True, exist_ok=True)
        try:
            for port in self.ports:
                self.start_server(port)
            for port in self.ports:
                self.wait(f"http://127.0.0.1:{port}", f"server-{port}")
            self.start_nginx()
            self.wait(self.url, "nginx")
        except BaseException:
            self.stop()
            raise

    def start_server(self, port: int) -> None:
        """Start the server process on `port` (its output in server-PORT.log)."""
        command = [sys.executable, "-m", "server", "--port", str(port), "--log-level", "warning"]
        with open(self.workdir / f"server-{port}.log", "ab") as log:
            process = subprocess.Popen(
                command,
                env=self.server_env(),
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        self.pids[f"server-{port}"] = process.pid
        self.save()

    def start_nginx(self) -> None:
        """Write nginx's configuration into workdir/nginx and start it there."""
        prefix = self.workdir / "nginx"
        prefix.mkdir(exist_ok=True)
        shutil.copy(NGINX_CONF, prefix / "nginx.conf")
        servers = "".join(
            f"server 127.0.0.1:{p} max_fails=1 fail_timeout=2s;\n" for p in self.ports
        )
        (prefix / "upstreams.conf").write_text(servers)
        (prefix / "listen.conf").write_text(f"listen 127.0.0.1:{self.port};\n")
        nginx = shutil.which("nginx") or "/usr/sbin/nginx"
        command = [nginx, "-p", f"{prefix}/", "-c", str(prefix / "nginx.conf"), "-e", "stderr"]
        with open(self.workdir / "nginx.log", "ab") as log:
            process = subprocess.Popen(
                [*command, "-g", "daemon off;"],
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        self.pids["nginx"] = process.pid
        self.save()

    def wait(self, base: str, name: str, timeout: float = 60.0) -> None:
        """Wait until `base` answers /healthz. Raises RuntimeError if process `name` exits
        or `timeout` seconds pass."""
        deadline = time.monotonic() + timeout
        while not healthy(base):
            if not alive(self.pids[name]):
                raise RuntimeError(f"{name} exited at start: see {self.workdir}")
            if time.monotonic() > deadline:
                raise RuntimeError(f"{name} did not answer at {base}")
            time.sleep(0.1)

    def kill(self, port: int) -> None:
        """Kill the server process on `port` at once (SIGKILL), as a crash would."""
        pid = self.pids.pop(f"server-{port}")
        os.kill(pid, signal.SIGKILL)
        while alive(pid):
            time.sleep(0.01)
        self.save()

    def stop(self) -> None:
        """Stop nginx, then every server process."""
        for name in sorted(self.pids, key=lambda n: n != "nginx"):
            end(self.pids[name])
        self.pids.clear()
        self.save()

    def save(self) -> None:
        self.state_file.write_text(
            json.dumps({"port": self.port, "servers": self.servers, "pids": self.pids})
        )

    @classmethod
    def load(cls, workdir: Path) -> Cluster:
        """The cluster whose state is kept in `workdir` (an empty one if none)."""
        cluster = cls(workdir)
        if cluster.state_file.exists():
            state = json.loads(cluster.state_file.read_text())
            cluster.port, cluster.servers, cluster.pids = (
                state["port"],
                state["servers"],
                state["pids"],
            )
        return cluster

    def status(self) -> list[str]:
        """One line per process: name, pid, running or not, healthy or not."""
        lines = []
        for name, pid in self.pids.items():
            port = self.port if name == "nginx" else int(name.split("-")[1])
            running = alive(pid)
            health = healthy(f"http://127.0.0.1:{port}") if running else False
            lines.append(
                f"{name}: pid {pid}, port {port}, {'running' if running else 'stopped'}, "
                f"{'healthy' if health else 'not answering'}"
            )
        return lines or ["nothing running"]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m deploy.cluster", description=__doc__)
    parser.add_argument("command", choices=("start", "stop", "status"))
    parser.add_argument("--dir", type=Path, default=Path("data/cluster"), help="state directory")
    parser.add_argument("--servers", type=int, default=2, help="server processes")
    parser.add_argument("--port", type=int, default=8080, help="nginx's port; servers after it")
    args = parser.parse_args(argv)
    cluster = Cluster.load(args.dir)
    if args.command == "start":
        if any(alive(pid) for pid in cluster.pids.values()):
            sys.exit(f"already running (see `status`); state in {args.dir}")
        cluster = Cluster(
            args.dir,
            os.environ.get("DATABASE_URL", DATABASE),
            os.environ.get("REDIS_URL", REDIS),
            args.servers,
            args.port,
        )
        create_database(cluster.database_url)
        cluster.start()
        print(f"{args.servers} servers behind nginx at {cluster.url}")
    elif args.command == "stop":
        cluster.stop()
    print("\n".join(cluster.status()))


if __name__ == "__main__":
    main()
