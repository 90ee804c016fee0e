"""Shared by the computer-player and hint tests (test_ui_computer.py,
test_ui_hints.py): one engine set per session, a shown main window with
computer seats, and mouse gestures on the view's viewport.

Imported as ``helpers.computer`` (pytest's ``pythonpath`` holds tests/);
the fixtures are imported into the test modules that use them.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPointF

from backgammon_qt.controller.engine_jobs.computer import HUMAN, EngineSet
from backgammon_qt.model import Position
from backgammon_qt.model.game import Phase
from backgammon_qt.model.rules import RuleOptions
from backgammon_qt.ui.main_window import MainWindow
from helpers.board import Board, seeded_match, show_window

# A closed board: the top player (on roll, this is their view) has points 1..6
# made and three checkers on 13; the bottom player has two on the bar and nine
# on 1..3.  bgsage: double, pass (money and 0-0 to 5).  Any roll of the
# bottom player passes.
CLOSED_OUT = Position.from_points({1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 13: 3}, {25: 2, 1: 3, 2: 3, 3: 3})


@pytest.fixture(scope="session")
def engines():
    """The engines of the test session (started once, killed at the end)."""
    engines = EngineSet(seed=7)
    engines.warm_up("expert")
    yield engines
    engines.close()


def show(qtbot, window: MainWindow, size=(1100, 800)) -> MainWindow:
    return show_window(qtbot, window, size)


@pytest.fixture
def make_window(qtbot, settings, engines) -> Callable[..., MainWindow]:
    """``make_window(seats=("human", "expert"), position=None, opening=(3, 1), rolls=(), length=5,
    rules=None, dice=None)``: a shown window on a new match between Alice (bottom) and the
    Computer (top) whose first game starts from ``position`` (player 0's view), with the dice
    given (``dice``: another dice source)."""

    def make(seats=(HUMAN, "expert"), position: Position | None = None, opening=(3, 1), rolls=(),
             length: int = 5, rules: RuleOptions | None = None, dice=None) -> MainWindow:
        match = seeded_match(("Alice", "Computer"), opening, rolls, length, rules, dice, position)
        return show(qtbot, MainWindow(settings=settings, match=match, seats=seats, engines=engines))

    return make


# ---------------------------------------------------------------- gestures
# Free-function forms of helpers.board.Board's gestures, for tests that hold a window.
def checker_at(window: MainWindow, side: int, point: int) -> QPointF:
    """Scene centre of the top checker of ``side`` on its own ``point``."""
    return Board(None, window).checker_at(side, point)


def point_centre(window: MainWindow, side: int, point: int) -> QPointF:
    """Scene centre of ``side``'s own ``point`` (or its tray for OFF)."""
    return Board(None, window).point_centre(side, point)


def drag(window: MainWindow, a: QPointF, b: QPointF, steps: int = 6) -> None:
    """Press the left button at scene point ``a``, move to ``b``, release (on the viewport)."""
    Board(None, window).drag(a, b, steps)


def click_item(window: MainWindow, item) -> None:
    Board(None, window).click_item(item)


def click_answer(window: MainWindow, key: str) -> None:
    """Click the prompt's button ``key``."""
    Board(None, window).answer(key)


def sliding(window: MainWindow) -> bool:
    """True while a checker slides."""
    return any(c.is_animating() for s in (0, 1) for c in window.scene.checkers[s])


def play_opening_3_1(qtbot, window: MainWindow) -> None:
    """Alice rolls the opening (3-1 for her), makes her 5-point with the
    mouse and ends the turn by clicking the dice."""
    qtbot.waitUntil(lambda: not sliding(window), timeout=3000)
    click_item(window, window.scene.roll_button)
    assert window.controller.game.dice == (3, 1)
    drag(window, checker_at(window, 0, 8), point_centre(window, 0, 5))
    drag(window, checker_at(window, 0, 6), point_centre(window, 0, 5))
    click_item(window, window.scene.dice)


def human_to_act(window: MainWindow, player: int = 0) -> bool:
    """The computer is done: ``player`` is to act and no checker slides."""
    g = window.controller.game
    return g.to_act == player and not window.computer.acting and not sliding(window)


__all__ = ["CLOSED_OUT", "engines", "make_window", "show", "checker_at", "point_centre", "drag", "click_item",
           "click_answer", "play_opening_3_1", "human_to_act", "sliding", "Phase"]
