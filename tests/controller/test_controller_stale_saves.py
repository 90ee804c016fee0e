"""At start-up, the temporary files that a save killed in the middle left
beside the recent files are removed (off the GUI thread); a save in
progress elsewhere (a live process) is left alone."""

from __future__ import annotations

import os
import subprocess
import sys

from backgammon_qt.app.settings import Settings
from backgammon_qt.controller.session import Session


def _dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait(timeout=30)
    return child.pid


def test_start_up_removes_what_killed_saves_left_beside_the_recent_files(qtbot, tmp_path) -> None:
    folder = tmp_path / "matches"
    folder.mkdir()
    saved = folder / "saved.sgf"
    saved.write_text("(;GM[6])")
    killed = folder / f".saved.sgf.{_dead_pid()}-k1ll3d.tmp"
    running = folder / f".saved.sgf.{os.getppid()}-runn1ng.tmp"
    for p in (killed, running):
        p.write_text("half a match")
    first = Session(Settings(tmp_path / "a.ini"))
    first.recent.add(saved)
    first.shutdown()
    session = Session(Settings(tmp_path / "b.ini"))
    assert session.take_autosave()
    assert session.loader.wait()
    assert sorted(p.name for p in folder.iterdir()) == sorted([saved.name, running.name])
    session.shutdown()
