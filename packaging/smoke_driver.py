"""Drives the real app from inside its own process, for packaging/smoke-test.py.

Runs in the bundle (``backgammon-qt --smoke-test FILE``, through
bundle_main.py) and in a venv (``python packaging/bundle_main.py
--smoke-test FILE``) alike, through the entry point's ``main()``: the
log, the exception hook, the window, the command line's FILE.

- ``--startup-time [MS]``: prints ``painted`` when the board is first
  painted, then quits (the parent times the line); MS milliseconds later
  when given (packaging/repeat-startup.py quits at varied moments).
- ``--smoke-test FILE``: opens FILE, plays the human's turn (the first
  legal play, alphabetically), waits for the computer to answer with its
  own (the engine's child process), rolls, asks for a hint and waits for
  the ranked plays; prints one line of JSON and exits 0, or says what did
  not happen and exits 1 (after 120 s at most).

The seats are the new user's: a human at the bottom, the computer
(Expert) at the top; animations are off.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from typing import Any

DEADLINE_S = 120.0


def main(argv: list[str]) -> int:
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    import backgammon_qt.__main__ as app_main
    from backgammon_qt.app.settings import Settings

    mode, rest = argv[0], argv[1:]
    Settings().set("animation_speed", 0)
    result: dict[str, Any] = {"frozen": bool(getattr(sys, "frozen", False))}
    original = app_main.create_main_window
    keep: list[object] = []

    def finish(code: int, **extra: Any) -> None:
        result.update(extra)
        result["ok"] = code == 0
        print(json.dumps(result), flush=True)
        QTimer.singleShot(0, lambda: QApplication.instance().exit(code))   # type: ignore[union-attr]

    if mode == "--startup-time":
        delay_ms = int(rest[0]) if rest else 0

        class Painted(QObject):
            def eventFilter(self, watched: QObject, event: QEvent) -> bool:
                if event.type() == QEvent.Type.Paint and not keep[1:]:
                    keep.append(True)
                    print("painted", flush=True)
                    QTimer.singleShot(delay_ms, lambda: QApplication.instance().quit())   # type: ignore[union-attr]
                return False

        def create_watched(*args: Any, **kwargs: Any) -> Any:
            window = original(*args, **kwargs)
            watch = Painted(window)
            keep.append(watch)
            window.view.viewport().installEventFilter(watch)
            return window

        app_main.create_main_window = create_watched
        return app_main.main([])

    if mode != "--smoke-test" or len(rest) != 1:
        print("usage: --smoke-test FILE | --startup-time [MS]", file=sys.stderr)
        return 2
    path = rest[0]

    def create_driven(*args: Any, **kwargs: Any) -> Any:
        window = original(*args, **kwargs)
        driver = Driver(window, path, finish)
        keep.append(driver)
        QTimer.singleShot(0, driver.start)
        return window

    app_main.create_main_window = create_driven
    return app_main.main([path])


class Driver:
    """A small state machine polled every 20 ms (a script, not a test)."""

    def __init__(self, window: Any, path: str, finish: Callable[..., None]) -> None:
        from PySide6.QtCore import QTimer

        self.window, self.path, self.finish = window, path, finish
        self.started = time.monotonic()
        self.step = "open"
        self.facts: dict[str, Any] = {}
        self.failed: str | None = None
        self.timer = QTimer()
        self.timer.setInterval(20)
        self.timer.timeout.connect(self.poll)
        window.files.load_failed.connect(self._load_failed)

    def start(self) -> None:
        self.timer.start()

    def _load_failed(self, message: str) -> None:
        self.failed = f"the file did not open: {message}"

    def human_to_act(self) -> bool:
        c, computer = self.window.controller, self.window.computer
        return (c is not None and c.game.to_act == 0 and (computer is None or not computer.acting))

    def poll(self) -> None:
        from backgammon_qt.model.game import Phase

        w = self.window
        if self.failed is not None or time.monotonic() - self.started > DEADLINE_S:
            self.timer.stop()
            self.finish(1, failed=self.failed or f"timed out at step {self.step!r}", **self.facts)
            return
        c = w.controller
        if self.step == "open":
            if w.files.path == self.path:
                self.facts["opened"] = self.path
                self.facts["seconds_to_open"] = round(time.monotonic() - self.started, 2)
                self.step = "human turn"
            return
        g = c.game
        if self.step == "human turn":
            if not self.human_to_act():
                return
            if g.phase is Phase.DOUBLED:
                c.answer("take")
                return
            if g.phase in (Phase.OPENING, Phase.ROLLING):
                c.roll()
                return
            if g.phase is Phase.MOVING:
                legal = g.turn.legal_plays
                play = min(legal, key=str) if len(legal) else None
                if play is not None:
                    for move in play.moves:
                        c.request_move(move.from_point, move.to_point)
                c.end_turn()
                self.facts["human_play"] = str(play) if play is not None else "(no legal move)"
                self.actions_after_human = len(g.record.actions)
                self.step = "computer turn"
            return
        if self.step == "computer turn":
            if len(g.record.actions) <= self.actions_after_human or not self.human_to_act():
                return
            moves = [a for a in g.record.actions[self.actions_after_human:] if a.player == 1 and a.kind == "move"]
            self.facts["computer_play"] = str(moves[-1].play) if moves else "(no move)"
            self.facts["seconds_to_computer_play"] = round(time.monotonic() - self.started, 2)
            self.step = "hint"
            return
        if self.step == "hint":
            if g.phase is Phase.ROLLING:
                c.roll()
                return
            if g.phase is not Phase.MOVING:
                self.failed = f"the human cannot be given a hint in phase {g.phase.value}"
                return
            w.hint_action.trigger()
            self.step = "hint shown"
            return
        if self.step == "hint shown":
            table = w.hint_panel.table
            if table.topLevelItemCount() == 0:
                return
            self.facts["hint_rows"] = table.topLevelItemCount()
            self.facts["best_hint"] = table.topLevelItem(0).text(1)
            self.facts["seconds_total"] = round(time.monotonic() - self.started, 2)
            self.timer.stop()
            self.finish(0, **self.facts)
