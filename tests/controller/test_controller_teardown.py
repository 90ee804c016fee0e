"""A script that opens a match in the window and ends without quitting the
application exits cleanly (it ended in SIGSEGV in PySide's own clean-up:
controller/filing/files.py deletes the windows at exit while Python is whole).

Run in a child process: what is tested is how the interpreter ends.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
DATA = REPO_ROOT / "tests" / "data" / "io" / "gnubg107"

_SCRIPT = r"""
import sys
from PySide6.QtWidgets import QApplication
from backgammon_qt.app.settings import Settings
from backgammon_qt.ui.main_window import MainWindow

app = QApplication(["teardown"])
window = MainWindow(settings=Settings(sys.argv[2]))
window.show()
loaded = []
window.session.loader.loaded.connect(loaded.append)
window.session.loader.load(sys.argv[1])
while not loaded:
    app.processEvents()
for _ in range(20):
    app.processEvents()
if sys.argv[3] == "drop":
    window = None                   # drop the window, keep the application
print("end of script", flush=True)
"""


@pytest.mark.parametrize("how", ["drop", "keep"])
@pytest.mark.parametrize("name", ["drop_by_left_player.mat", "dance_then_resign.sgf"])
def test_a_script_ending_without_quitting_exits_cleanly(tmp_path, name: str, how: str) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(REPO_ROOT), PYTHONFAULTHANDLER="1")
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[var] = str(tmp_path / var.lower())
    script = tmp_path / "script.py"
    script.write_text(_SCRIPT)
    done = subprocess.run([sys.executable, str(script), str(DATA / name), str(tmp_path / "s.ini"), how],
                          capture_output=True, text=True, env=env, cwd=REPO_ROOT, timeout=120)
    assert done.stdout.strip().endswith("end of script")
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Error calling Python override" not in done.stderr
    assert "Fatal Python error" not in done.stderr
