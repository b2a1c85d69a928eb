"""The engines are pure libraries: no web, database, async or socket code under server/games."""

import ast
from pathlib import Path

import server.games

FORBIDDEN = {"fastapi", "sqlalchemy", "starlette", "asyncio", "websockets", "uvicorn", "redis"}


def imported_roots(path: Path) -> set[str]:
    roots: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            roots |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            roots.add(node.module.split(".")[0])
    return roots


def test_no_engine_module_imports_web_database_or_async_code() -> None:
    files = list(Path(server.games.__file__).parent.rglob("*.py"))
    assert len(files) > 5
    offenders = {str(f): imported_roots(f) & FORBIDDEN for f in files}
    assert {f: bad for f, bad in offenders.items() if bad} == {}


def test_the_check_sees_a_forbidden_import(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text("import asyncio\nfrom sqlalchemy.orm import Session\n")
    assert imported_roots(module) & FORBIDDEN == {"asyncio", "sqlalchemy"}
