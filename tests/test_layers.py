"""Every import points down the floors of the server (docs/scaling.md, "Layers").

A module may import modules of its own floor or of the floors below, never above: the
rules of the games know nothing of the rest, the rooms nothing of the sockets, and so on.
Migrations stand above everything (they read the models); their version scripts import no
live code, so that a migration always does what it did when it was written.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# The floors, lowest first: a module's floor is that of its first name under `server`.
FLOORS: tuple[tuple[str, ...], ...] = (
    ("games", "ids", "errors", "config", "logs", "i18n"),  # the rules; plain types, settings, words
    ("clocks", "throttle", "relay"),  # pure timing, rate budgets, the Redis relay
    ("persistence",),  # the database: models, stores
    ("accounts", "sessions", "ratings", "vacations", "lobby", "chat", "mail"),  # services
    ("rooms",),  # the live games: decide and store
    ("ws",),  # sockets: frames, feeds, watchers
    ("api",),  # HTTP routes
    ("main", "__main__", "connections"),  # the application, wired, and its connections
    ("migrations",),  # Alembic's scripts and environment
)
FLOOR = {name: level for level, names in enumerate(FLOORS) for name in names}


def unit(module: str) -> str:
    """The name a module's floor is known by: `server.rooms.hub` -> `rooms`."""
    parts = module.split(".")
    return parts[0] if parts[0] != "server" else parts[1] if len(parts) > 1 else "server"


def imports(path: Path) -> Iterator[tuple[int, str]]:
    """(line, module) for every module `path` imports (`from server import x`: server.x)."""
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            yield from ((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module is not None and not node.level:
            if node.module == "server":
                yield from ((node.lineno, f"server.{alias.name}") for alias in node.names)
            else:
                yield node.lineno, node.module


def upward(root: Path) -> list[str]:
    """Each import of a module on a higher floor by a module under `root`/server, as
    `file:line module`."""
    found = []
    for path in sorted((root / "server").rglob("*.py")):
        module = ".".join(path.relative_to(root).with_suffix("").parts)
        floor = FLOOR.get(unit(module.removesuffix(".__init__")), 0)
        for line, name in imports(path):
            above = name.split(".")[0] in ("server", "migrations") and unit(name) in FLOOR
            if above and FLOOR[unit(name)] > floor:
                found.append(f"{path.relative_to(root)}:{line} {name}")
    return found


def test_every_module_has_a_floor() -> None:
    paths = (ROOT / "server").rglob("*.py")
    units = {unit(".".join(p.relative_to(ROOT).with_suffix("").parts)) for p in paths}
    assert sorted(units - set(FLOOR) - {"__init__"}) == []


def test_every_import_points_down() -> None:
    assert upward(ROOT) == []


def test_an_import_from_a_higher_floor_is_found(tmp_path: Path) -> None:
    (tmp_path / "server" / "rooms").mkdir(parents=True)
    (tmp_path / "server" / "rooms" / "room.py").write_text(
        "from server.persistence.games import Store\nfrom server.ws import frames\n"
    )
    (tmp_path / "server" / "chat.py").write_text("from server import rooms, throttle\n")
    assert upward(tmp_path) == ["server/chat.py:1 server.rooms", "server/rooms/room.py:2 server.ws"]


def test_migrations_import_no_live_code() -> None:
    for path in (ROOT / "migrations" / "versions").glob("*.py"):
        assert [m for _, m in imports(path) if unit(m) in FLOOR] == [], path.name
