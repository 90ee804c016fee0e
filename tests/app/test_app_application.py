"""The QApplication set-up (backgammon_qt/app/application.py): where Qt
would abort for want of a display (SIGABRT, "could not connect to
display"), the app says why and exits 1, and it waits a moment for a local
X server that is still starting."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from backgammon_qt.app.application import display_problem

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 displays are Linux's here")


def free_display() -> str:
    """A local display number no X server answers on."""
    for number in range(4090, 4190):
        if not Path(f"/tmp/.X11-unix/X{number}").exists():
            return str(number)
    pytest.skip("no free display number")


def test_no_display_is_said_before_qt_aborts() -> None:
    problem = display_problem([], {})
    assert problem is not None and "DISPLAY is not set" in problem and "-platform offscreen" in problem


def test_other_platforms_and_wayland_are_left_to_qt() -> None:
    assert display_problem([], {"QT_QPA_PLATFORM": "offscreen"}) is None
    assert display_problem(["-platform", "offscreen"], {}) is None
    assert display_problem(["-platform=minimal"], {}) is None
    assert display_problem([], {"WAYLAND_DISPLAY": "wayland-0"}) is None
    assert display_problem([], {"DISPLAY": "otherhost:0"}) is None          # remote: Qt finds out
    assert display_problem([], {"QT_QPA_PLATFORM": "xcb"}) is not None     # xcb asked for, no display


def test_a_local_display_that_does_not_answer_is_said() -> None:
    started = time.monotonic()
    problem = display_problem([], {"DISPLAY": f":{free_display()}"}, wait=0.2)
    assert problem is not None and "does not answer" in problem
    assert time.monotonic() - started >= 0.2


def test_a_local_display_starting_late_is_waited_for() -> None:
    number = free_display()
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    ready = threading.Event()

    def start_late() -> None:
        time.sleep(0.3)                                     # the X server comes up after the app
        server.bind("\0/tmp/.X11-unix/X" + number)         # abstract, as Xorg and Xvfb also listen
        server.listen(4)
        ready.set()

    thread = threading.Thread(target=start_late)
    thread.start()
    try:
        assert display_problem([], {"DISPLAY": f":{number}.0"}, wait=5.0) is None
        assert ready.is_set()
    finally:
        thread.join()
        server.close()


def test_the_app_without_a_display_exits_with_the_reason_not_sigabrt(tmp_path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    result = subprocess.run([sys.executable, "-m", "backgammon_qt"], cwd=ROOT, env=env, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 1, (result.returncode, result.stderr)
    assert "cannot start: there is no display" in result.stderr
    log = Path(env["XDG_STATE_HOME"]) / "backgammon-qt" / "backgammon-qt.log"
    assert "CRITICAL backgammon_qt.app.application [MainThread] cannot start" in log.read_text(encoding="utf-8")
