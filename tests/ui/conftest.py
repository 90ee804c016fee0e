"""Fixtures for the board tests: a main window on a match with dice we choose,
and mouse gestures sent to the view's viewport at scene points."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from helpers.board import REAL_QUESTIONS, Board, seeded_match, show_window

from backgammon_qt.app.settings import Settings
from backgammon_qt.model import Position
from backgammon_qt.model.match import Match
from backgammon_qt.model.rules import RuleOptions
from backgammon_qt.ui.main_window import MainWindow


@pytest.fixture(autouse=True)
def questions_answered_yes(monkeypatch) -> None:
    """A modal question would wait forever in a test: the window's questions
    (close the match in progress? resign? quit unsaved?) answer yes, unless a
    test puts the real one back."""
    for name in REAL_QUESTIONS:
        monkeypatch.setattr(MainWindow, name, lambda self, *args: True)


@pytest.fixture
def settings(tmp_path) -> Settings:
    s = Settings(tmp_path / "settings.ini")
    s.set("animation_speed", 0)
    s.set("turn_board", False)     # player 0 stays at the bottom (test_ui_turned.py turns the board)
    return s


@pytest.fixture
def make_board(qtbot, settings) -> Callable[..., Board]:
    """``make_board(position=None, opening=(4, 2), rolls=(), length=5, rules=None, ...)``:
    a shown window on a match whose first game starts from ``position``
    (player 0's view) with the dice given, the opening roll not yet made;
    or on ``match`` as it is."""

    def make(position: Position | None = None, opening=(4, 2), rolls=(), length: int = 5,
             rules: RuleOptions | None = None, names=("Alice", "Bob"), now=None,
             match: Match | None = None, size=(1100, 800)) -> Board:
        if match is None:
            match = seeded_match(names, opening, rolls, length, rules, position=position)
        elif position is not None:
            match.new_game(start=position)
        window = MainWindow(settings=settings, match=match, now=now)
        return Board(qtbot, show_window(qtbot, window, size))

    return make
