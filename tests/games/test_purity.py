"""Every game is a pure library: nothing under server/games imports web, database, async
or I/O code (only the standard library's pure modules, pydantic, orjson and server.games), and
`apply` never changes the state it is given, whether it accepts the move or refuses it."""

from __future__ import annotations

import ast
import pickle
import random
import sys
from pathlib import Path

import pytest

import server.games
from server.games import playout, registry
from server.games.base import IllegalMove

PACKAGE = Path(server.games.__file__).parent
FORBIDDEN = {
    "asyncio",
    "http",
    "io",
    "multiprocessing",
    "os",
    "select",
    "selectors",
    "shutil",
    "socket",
    "sqlite3",
    "ssl",
    "subprocess",
    "tempfile",
    "threading",
    "urllib",
}
ALLOWED = {"pydantic", "typing_extensions", "orjson", "server"}


def imported_roots(path: Path) -> set[str]:
    """The top-level modules `path` imports (relative imports left out)."""
    roots: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            roots |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            roots.add(node.module.split(".")[0])
    return roots


def refused_roots(roots: set[str]) -> set[str]:
    """The modules of `roots` an engine may not import."""
    pure = set(sys.stdlib_module_names) - FORBIDDEN
    return {root for root in roots if root not in pure | ALLOWED}


def test_no_engine_module_imports_web_database_async_or_io_code() -> None:
    files = sorted(PACKAGE.rglob("*.py"))
    assert len(files) > 50
    offenders = {str(f): refused_roots(imported_roots(f)) for f in files}
    assert {f: bad for f, bad in offenders.items() if bad} == {}


def test_the_check_sees_a_forbidden_import(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text("import asyncio, json\nfrom sqlalchemy.orm import Session\nimport os.path\n")
    assert refused_roots(imported_roots(module)) == {"asyncio", "sqlalchemy", "os"}


@pytest.mark.parametrize("name", registry.names())
def test_apply_never_changes_the_state_it_is_given(name: str) -> None:
    game = registry.get(name)
    rng = random.Random(5)
    players = game.player_counts[-1]
    for number, (before, seat, _, _, _) in enumerate(playout.random_game(game, players, 5)):
        if number % 5:
            continue
        frozen = pickle.dumps(before)
        legal = game.legal_moves(before, seat)
        for move in rng.sample(legal, min(3, len(legal))):
            game.apply(before, seat, move)
            with pytest.raises(IllegalMove):
                game.apply(before, seat, move | {"type": "no such move"})
        assert pickle.dumps(before) == frozen, f"a move at step {number} changed its input"
