"""The Forest Shuffle library imports only the standard library and server.games."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import server.games.forest_shuffle as package

FILES = sorted(Path(package.__file__).parent.rglob("*.py"))


def imports(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
    return names


def test_only_the_standard_library_and_server_games_are_imported() -> None:
    assert len(FILES) >= 3
    for path in FILES:
        for name in imports(path):
            root = name.split(".")[0]
            assert root in sys.stdlib_module_names or name.startswith("server.games."), (path, name)


def test_the_package_itself_imports_nothing() -> None:
    init = Path(package.__file__)
    assert imports(init) == set()
    assert ast.get_docstring(ast.parse(init.read_text()))
