"""A kill -9 in the middle of a match loses at most the turn in progress.

A child process (this file run as a script, ``--drive SEED``) starts the
app's real main window and controller offscreen with autosave on and seeded
dice, and plays checker by checker from the event loop; after each completed
turn it prints one JSON line (the actions so far and the Position ID) and
flushes.  The parent reads lines until N turns are done, kills the child with
SIGKILL, then loads the autosave from the child's state folder, resumes it in
a window through the app's own resume path, and checks that the resumed
match holds every action up to the last reported turn (the same actions, the
same position), and at most the next turn's roll and play beyond it.

Every wait is bounded (line reads, the child's exit, the reader thread).
"""

from __future__ import annotations

import json
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent
DEADLINE_S = 90.0


# ---------------------------------------------------------------- the child
def drive(seed: int) -> None:
    """Play a 7-point match in the real window until killed (or over)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from backgammon_qt.app.settings import Settings
    from backgammon_qt.model.dice import RandomDice
    from backgammon_qt.model.game import Phase
    from backgammon_qt.model.match import Match
    from backgammon_qt.model.rules import RuleOptions
    from backgammon_qt.ui.main_window import MainWindow

    app = QApplication(["killed-autosave-driver"])
    settings = Settings(Path(os.environ["XDG_CONFIG_HOME"]) / "settings.ini")
    settings.set("animation_speed", 0)
    window = MainWindow(settings=settings, match=Match(7, RuleOptions.match(), ("Alice", "Bob"), RandomDice(seed)))
    window.show()
    state = {"turns": 0, "plan": []}

    def report(turn_done: bool) -> None:
        # a completed action is handed to the autosave's writer thread at once and is on disk a few
        # milliseconds later: report it once it is there (the claim tested is what is on disk after a kill)
        assert window.session.autosaver.wait_written(10.0)
        c = window.controller
        state["turns"] += turn_done
        games = [[a.to_dict() for a in g.record.actions] for g in c.match.games]
        print(json.dumps({"turn_done": turn_done, "turn": state["turns"], "games": games,
                          "position_id": c.position_id(), "match_id": c.match_id()}), flush=True)

    def step() -> None:
        c = window.controller
        g = c.game
        if g.phase is Phase.OPENING:
            c.roll()
            report(False)
        elif g.phase is Phase.ROLLING:
            c.roll()
            report(g.phase is Phase.ROLLING)      # still rolling: no legal play, the turn passed
        elif g.phase is Phase.MOVING:
            if not g.turn.moves and not state["plan"]:
                state["plan"] = list(min(g.turn.legal_plays, key=str).moves)
            if state["plan"]:
                move = state["plan"].pop(0)
                assert c.request_move(move.from_point, move.to_point)
                report(False)
            else:
                assert c.end_turn()
                report(True)
        elif g.phase is Phase.OVER:
            if c.match.is_over:
                print(json.dumps({"done": True}), flush=True)
                app.quit()
                return
            c.next_game()
        QTimer.singleShot(2, step)

    QTimer.singleShot(0, step)
    app.exec()


# ---------------------------------------------------------------- the parent
def _reader(stream, lines: queue.Queue) -> None:
    for line in stream:
        lines.put(line)
    lines.put(None)


@pytest.mark.slow
@pytest.mark.parametrize("seed, turns, more_steps", [(11, 6, 0), (23, 13, 2), (5, 9, 3)])
def test_kill_9_loses_at_most_the_turn_in_progress(tmp_path, qtbot, monkeypatch, seed, turns, more_steps) -> None:
    """Killed right after the ``turns``-th confirmed turn, or ``more_steps``
    rolls and checker moves later (in the turn in progress)."""
    from backgammon_qt import io
    from backgammon_qt.app.settings import Settings
    from backgammon_qt.model import record_copies as records
    from backgammon_qt.model.match import Match
    from backgammon_qt.model.record import Action
    from backgammon_qt.ui import file_actions
    from backgammon_qt.ui.main_window import MainWindow

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[var] = str(tmp_path / "child" / var.lower())
        Path(env[var]).mkdir(parents=True)
    stderr = open(tmp_path / "child-stderr.txt", "w")
    proc = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--drive", str(seed)],
                            stdout=subprocess.PIPE, stderr=stderr, text=True, env=env, cwd=REPO_ROOT)
    lines: queue.Queue = queue.Queue()
    reader = threading.Thread(target=_reader, args=(proc.stdout, lines), daemon=True)
    reader.start()
    reports = []
    try:
        deadline = time.monotonic() + DEADLINE_S
        after = 0
        while after < more_steps or not reports or reports[-1]["turn"] < turns:
            try:
                line = lines.get(timeout=max(0.1, deadline - time.monotonic()))
            except queue.Empty:
                pytest.fail(f"the driver reported {len(reports)} steps in {DEADLINE_S} s")
            if line is None:
                pytest.fail("the driver stopped early: " + (tmp_path / "child-stderr.txt").read_text())
            reports.append(json.loads(line))
            after = after + 1 if reports[-1]["turn"] >= turns and not reports[-1]["turn_done"] else 0
        os.kill(proc.pid, signal.SIGKILL)        # in the middle of whatever it is doing
        assert proc.wait(timeout=20) == -signal.SIGKILL
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(timeout=20)
        stderr.close()
    reader.join(timeout=20)
    assert not reader.is_alive()
    proc.stdout.close()
    while True:                                  # lines printed before the kill landed
        line = lines.get_nowait() if not lines.empty() else None
        if line is None:
            break
        reports.append(json.loads(line))
    assert reports[-1]["turn"] >= turns
    last = [r for r in reports if r["turn_done"]][-1]        # the last confirmed turn
    newest = reports[-1]                                     # the last thing done before the kill

    # the autosave: every action up to the last reported turn, at most one more turn's roll and play
    autosave = tmp_path / "child" / "xdg_state_home" / "backgammon-qt" / "autosave.bgqt"
    saved = io.load(autosave)                    # whole (atomic writes) and legal (replayed)
    expected = [[Action.from_dict(a) for a in g] for g in last["games"]]
    got = [list(g.actions) for g in saved.games]
    assert len(got) == len(expected)
    assert got[:-1] == expected[:-1]
    done = len(expected[-1])
    assert got[-1][:done] == expected[-1]
    extra = got[-1][done:]
    assert len(got[-1]) >= len(newest["games"][-1])       # a roll after that turn is saved too
    assert len(extra) <= 2
    if extra:
        assert extra[0].kind == "roll" and all(a.player == extra[0].player for a in extra)
        assert len(extra) == 1 or extra[1].kind == "move"
    assert not saved.turn_moves or len(extra) == 1
    at_last_turn = Match.replay(records.truncated_record(saved, len(got) - 1, done))
    assert at_last_turn.game.position.position_id() == last["position_id"]
    assert at_last_turn.match_id() == last["match_id"]

    # resumed through the app: the same match, the same position
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "child" / "xdg_state_home"))
    monkeypatch.setattr(file_actions, "ask_resume", lambda parent, text: "resume")
    window = MainWindow(settings=Settings(tmp_path / "parent-settings.ini"))
    qtbot.addWidget(window)
    assert window.files.offer_resume()
    resumed = window.controller
    assert [list(g.record.actions) for g in resumed.match.games] == got
    whole = Match.replay(saved)
    assert resumed.position_id() == whole.game.position.position_id()
    assert resumed.match_id() == whole.match_id()
    if saved.turn_moves:
        assert [(m.from_point, m.to_point) for m in resumed.game.turn.moves] == saved.turn_moves


if __name__ == "__main__":
    if sys.argv[1:2] == ["--drive"]:
        drive(int(sys.argv[2]))
