"""A free port for a server a test starts in another process or thread."""

from __future__ import annotations

import random
import socket
from pathlib import Path

EPHEMERAL = Path("/proc/sys/net/ipv4/ip_local_port_range")


def free_port() -> int:
    """A port nothing listens on, below the range the kernel gives outgoing connections: a
    port from that range, free when chosen, may be taken by a connection (a browser's, a
    database client's) before the server binds it."""
    lowest = int(EPHEMERAL.read_text().split()[0]) if EPHEMERAL.exists() else 32768
    while True:
        port = random.randrange(10000, lowest)
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
