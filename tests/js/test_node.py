"""The browser client's unit tests (tests/js/*.test.mjs) run by node's own test runner."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

HERE = Path(__file__).parent


def test_client_unit_tests_pass() -> None:
    node = shutil.which("node")
    if node is None:
        if os.environ.get("CI"):
            pytest.fail("node is needed for the client's unit tests")
        pytest.skip("node is not installed: the client's unit tests cannot run")
    files = sorted(str(p) for p in HERE.glob("*.test.mjs"))
    assert files, "no client unit tests found"
    run = subprocess.run(
        [node, "--test", *files], capture_output=True, text=True, timeout=120, check=False
    )
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
