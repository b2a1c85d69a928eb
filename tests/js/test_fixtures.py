"""The client tests' fixtures are what the engines give now: every fixture is written again
by tests/js/fixtures/make.py into a temporary folder and compared with the committed one.

When this fails, an engine's view, patches or moves changed: write the fixtures again with
`python -m tests.js.fixtures.make`, and check that the client's unit tests still pass.
"""

from __future__ import annotations

from pathlib import Path

from tests.js.fixtures import make


def test_the_committed_fixtures_are_what_make_writes(tmp_path: Path) -> None:
    written = make.write(tmp_path)
    assert written, "make.py wrote no fixture"
    stale = [p.name for p in written if p.read_bytes() != (make.HERE / p.name).read_bytes()]
    assert not stale, f"stale fixtures {stale}: run `python -m tests.js.fixtures.make`"
