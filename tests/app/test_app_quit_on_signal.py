"""A signal ends the app as a quit does (app.application.quit_on_signals):
its engine process and multiprocessing's resource tracker end with it and
the autosave's lock is released.

A child process (this file run as a script, ``--drive``) runs the real entry
point, ``backgammon_qt.__main__.main``, offscreen, starts the engine's child
process, and prints ``READY`` once it answers; the test sends the signal and
checks what is left.  Every wait is bounded.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
DEADLINE_S = 60.0


def drive(early: bool, unsaved: bool = False) -> int:
    """The app's own main(), with the expert engine's process started at
    once; ``early``: SIGTERM to itself while the window is made, before Qt's
    event loop runs; ``unsaved``: a rollout is kept with a match where
    nothing was played (no file nor the autosave keeps it: a quit asks), and
    the quit question prints ``ASKED`` instead of waiting for an answer."""
    import backgammon_qt.__main__ as entry

    make_window = entry.create_main_window

    def create_main_window(*args: object, **kwargs: object) -> object:
        if early:
            os.kill(os.getpid(), signal.SIGTERM)
        window = make_window(*args, **kwargs)
        if unsaved:
            from backgammon_qt.controller.engine_jobs import rollouts
            from backgammon_qt.engine import rollout as rollout_api
            from backgammon_qt.ui.main_window import MainWindow

            task = rollouts.subject_for_game(window.controller.game, "A").task(
                rollouts.make_settings(trials=36, truncation=1))
            window.session.keep_rollout(rollout_api.merge(task, [rollout_api.run_batch(task, 0)]))
            assert window.session.quit_work().rollouts == 1

            def asked(self: object, work: object) -> bool:
                print("ASKED", flush=True)
                return True

            MainWindow.confirm_quit_unsaved = asked  # type: ignore[method-assign]
        engine = window.session.engines.get("expert")

        def ready() -> None:
            engine.wait_ready()
            print("READY", engine.pid, flush=True)

        threading.Thread(target=ready, daemon=True).start()
        return window

    entry.create_main_window = create_main_window
    return entry.main(["-platform", "offscreen"])


def children(pid: int) -> set[int]:
    """The process ids whose parent is ``pid`` (from /proc)."""
    found = set()
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.add(int(stat.parent.name))
    return found


def running(pid: int) -> bool:
    """Whether ``pid`` is a live process (a zombie waiting for its reaper is not)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state not in ("Z", "X")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT, signal.SIGHUP])
def test_a_signal_ends_the_app_its_engine_and_the_tracker_and_frees_the_autosave(
        signum: signal.Signals, isolated_user_dirs: dict[str, Path], tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join([str(REPO_ROOT), os.environ.get("PYTHONPATH", "")]))
    errors = tmp_path / "stderr.txt"
    leftovers: set[int] = set()
    with errors.open("w") as stderr, subprocess.Popen(
            [sys.executable, __file__, "--drive"], env=env, stdout=subprocess.PIPE, stderr=stderr,
            text=True, start_new_session=True) as app:
        try:
            lines: list[str] = []
            reader = threading.Thread(target=lambda: lines.extend(app.stdout or []), daemon=True)
            reader.start()
            deadline = time.monotonic() + DEADLINE_S
            while not any(line.startswith("READY") for line in lines):
                assert app.poll() is None, errors.read_text()
                assert time.monotonic() < deadline, "the engine did not start"
                time.sleep(0.05)
            engine_pid = int(next(line for line in lines if line.startswith("READY")).split()[1])
            leftovers = children(app.pid)
            # the engine's process and multiprocessing's resource tracker
            assert engine_pid in leftovers and len(leftovers) == 2
            lock = isolated_user_dirs["XDG_STATE_HOME"] / "backgammon-qt" / "autosave.lock"
            assert lock.is_file()

            app.send_signal(signum)
            status = app.wait(DEADLINE_S)
            assert status == 128 + signum, (status, errors.read_text())
            deadline = time.monotonic() + DEADLINE_S
            while any(running(pid) for pid in leftovers) and time.monotonic() < deadline:
                time.sleep(0.05)
            assert not [pid for pid in leftovers if running(pid)]
            assert not lock.exists()
        finally:
            if app.poll() is None:
                app.kill()
            for pid in leftovers:
                if running(pid):
                    os.kill(pid, signal.SIGKILL)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_a_signal_while_the_app_starts_ends_it_once_it_runs(isolated_user_dirs: dict[str, Path]) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join([str(REPO_ROOT), os.environ.get("PYTHONPATH", "")]))
    try:
        done = subprocess.run([sys.executable, __file__, "--drive-early"], env=env, capture_output=True, text=True,
                              timeout=DEADLINE_S)
    except subprocess.TimeoutExpired:
        pytest.fail(f"the app did not end within {DEADLINE_S} s of a SIGTERM during its start")
    assert done.returncode == 128 + signal.SIGTERM, done.stderr
    assert not (isolated_user_dirs["XDG_STATE_HOME"] / "backgammon-qt" / "autosave.lock").exists()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_a_signal_asks_nothing_even_with_rollouts_a_quit_would_ask_about(isolated_user_dirs: dict[str, Path],
                                                                         tmp_path: Path) -> None:
    """Quitting asks before it loses kept rollouts no file holds; a signal is the answer and asks
    nothing (a question nobody sees would keep the process alive)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join([str(REPO_ROOT), os.environ.get("PYTHONPATH", "")]))
    errors = tmp_path / "stderr.txt"
    with errors.open("w") as stderr, subprocess.Popen(
            [sys.executable, __file__, "--drive-unsaved"], env=env, stdout=subprocess.PIPE, stderr=stderr,
            text=True, start_new_session=True) as app:
        try:
            lines: list[str] = []
            reader = threading.Thread(target=lambda: lines.extend(app.stdout or []), daemon=True)
            reader.start()
            deadline = time.monotonic() + DEADLINE_S
            while not any(line.startswith("READY") for line in lines):
                assert app.poll() is None, errors.read_text()
                assert time.monotonic() < deadline, "the engine did not start"
                time.sleep(0.05)
            app.send_signal(signal.SIGTERM)
            status = app.wait(DEADLINE_S)
            reader.join(DEADLINE_S)
            assert status == 128 + signal.SIGTERM, (status, errors.read_text())
            assert not any(line.startswith("ASKED") for line in lines)
        finally:
            if app.poll() is None:
                app.kill()
            for pid in children(app.pid):
                if running(pid):
                    os.kill(pid, signal.SIGKILL)


if __name__ == "__main__" and sys.argv[1:] in (["--drive"], ["--drive-early"], ["--drive-unsaved"]):
    sys.exit(drive(sys.argv[1] == "--drive-early", sys.argv[1] == "--drive-unsaved"))
