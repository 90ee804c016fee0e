"""The gnubg interop suite: GNU Backgammon 1.07 (Debian package ``gnubg``)
as the peer of our file formats (DESIGN.md "Tests": test against the real
peer).  scripts/setup.sh installs gnubg; the suite skips, saying why, only
where it is missing and apt cannot install it."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from helpers.gnubg_driver import find_gnubg

_HERE = Path(__file__).resolve().parent


@pytest.fixture(scope="session")
def gnubg() -> str:
    """The gnubg executable.  Skips when gnubg is missing and this machine
    has no apt-get to install it; fails when apt-get is here (then
    scripts/setup.sh should have installed it)."""
    found = find_gnubg()
    if found:
        return found
    if shutil.which("apt-get") and os.environ.get("BGQT_INTEROP_OPTIONAL") != "1":
        pytest.fail("gnubg is not installed, but apt-get is here: run scripts/setup.sh (it installs the "
                    "Debian package gnubg), or set BGQT_INTEROP_OPTIONAL=1 to skip the interop suite")
    pytest.skip("gnubg is not installed and this machine has no apt-get to install it "
                "(the interop suite needs GNU Backgammon 1.07, Debian package gnubg)")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every interop test is ``slow``: each runs gnubg, some analyse whole
    matches (``-m "not slow"`` is the quick tier, README "Tests")."""
    for item in items:
        if _HERE in item.path.parents:
            item.add_marker(pytest.mark.slow)
