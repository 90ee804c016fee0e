"""The mouse on the board, for the UI tests: a shown main window and
gestures sent to its view's viewport at scene points (DESIGN.md "Tests":
events sent to the view itself do nothing).

Imported as ``helpers.board`` (pytest's ``pythonpath`` holds tests/).
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from backgammon_qt.model import OFF, ManualDice, Match, RuleOptions
from backgammon_qt.ui.main_window import MainWindow

REAL_QUESTIONS = {name: getattr(MainWindow, name)
                  for name in ("confirm_discard", "confirm_resign", "confirm_quit_unsaved")}
"""The window's modal questions (tests/ui/conftest.py answers them yes); tests
of a question put the real one back
(``monkeypatch.setattr(MainWindow, name, REAL_QUESTIONS[name])``)."""


def show_window(qtbot, window: MainWindow, size=(1100, 800)) -> MainWindow:
    """Show ``window`` at ``size``, exposed, with what it makes after its
    first paint made, and active (shortcuts need the active window); closed
    by qtbot at the end of the test."""
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(window.is_ready)
    window.windowHandle().requestActivate()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def seeded_match(names=("Alice", "Bob"), opening=(4, 2), rolls=(), length: int = 5, rules=None, dice=None,
                 position=None) -> Match:
    """A match between ``names`` with the dice chosen: the opening dice
    (player 0's, player 1's) then ``rolls`` (or another ``dice`` source);
    when ``position`` (player 0's view) is given, the first game is started
    from it, the opening roll not yet made."""
    if dice is None:
        dice = ManualDice()
        dice.push_one(opening[0])
        dice.push_one(opening[1])
        for roll in rolls:
            dice.push(*roll)
    match = Match(length, rules or RuleOptions.match(), names, dice)
    if position is not None:
        match.new_game(start=position)
    return match


def windows_made_by_main(qtbot, monkeypatch) -> list[MainWindow]:
    """Make ``backgammon_qt.__main__.main()`` testable: the windows it makes
    are collected in the returned list (and closed by qtbot at the end), and
    ``QApplication.exec`` returns at once instead of running the event loop."""
    from backgammon_qt import __main__ as app_main

    made: list[MainWindow] = []
    original = app_main.create_main_window

    def create(*args, **kwargs):
        window = original(*args, **kwargs)
        qtbot.addWidget(window)
        made.append(window)
        return window

    monkeypatch.setattr(app_main, "create_main_window", create)
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)
    return made


class Board:
    """A shown main window and mouse helpers working on its viewport."""

    def __init__(self, qtbot, window: MainWindow) -> None:
        self.qtbot = qtbot
        self.window = window
        self.view = window.view
        self.scene = window.scene
        self.viewport = window.view.viewport()

    @property
    def controller(self):
        return self.window.controller

    @property
    def game(self):
        return self.window.controller.game

    @property
    def geometry(self):
        return self.scene.geometry

    # ------------------------------------------------------------ places (scene)
    def checker_at(self, side: int, point: int) -> QPointF:
        """Scene centre of the top checker of ``side`` on its own ``point``."""
        pos = self.game.position_for(0)
        counts = pos.player if side == 0 else pos.opponent
        n = counts[point]
        assert n, f"no checker of side {side} on {point}"
        return self.geometry.checker_pos(side, point, n - 1, n)

    def point_centre(self, side: int, point: int) -> QPointF:
        """Scene centre of ``side``'s own ``point`` (or its tray for OFF)."""
        g = self.geometry
        if point == OFF:
            return g.tray_rect(side).center()
        return g.column_rect(g.bottom_number(side, point)).center()

    def to_view(self, p: QPointF) -> QPoint:
        return self.view.mapFromScene(p)

    def coverage(self) -> tuple[float, float]:
        """The share of the window's width and of its height that the board
        (the case, as drawn on screen) covers."""
        rect = self.view.mapFromScene(self.geometry.case_rect).boundingRect()
        return rect.width() / self.window.width(), rect.height() / self.window.height()

    # ------------------------------------------------------------ gestures
    def drag(self, a: QPointF, b: QPointF, steps: int = 6) -> None:
        """Press the left button at scene point ``a``, move to ``b``, release."""
        pa, pb = self.to_view(a), self.to_view(b)
        QTest.mousePress(self.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pa)
        for i in range(1, steps + 1):
            p = pa + (pb - pa) * (i / steps)
            QTest.mouseMove(self.viewport, p)
        QTest.mouseRelease(self.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pb)

    def click(self, p: QPointF, button=Qt.MouseButton.LeftButton) -> None:
        QTest.mouseClick(self.viewport, button, Qt.KeyboardModifier.NoModifier, self.to_view(p))

    def click_item(self, item) -> None:
        self.click(item.mapToScene(item.boundingRect().center()))

    def roll(self) -> None:
        """Click the Roll button, or the dice of a tied opening roll (a click
        on them rolls again)."""
        if not self.scene.roll_button.isVisible() and self.game.phase.value == "opening" and \
                self.scene.dice.isVisible() and self.scene.dice.clickable:
            self.click_item(self.scene.dice)
            return
        assert self.scene.roll_button.isVisible(), "no Roll button on the board"
        self.click_item(self.scene.roll_button)

    def answer(self, key: str) -> None:
        """Click the prompt's button ``key``."""
        for button in self.scene.prompt.buttons:
            if button.key == key:
                self.click_item(button)
                return
        raise AssertionError(f"no {key!r} button in the prompt {self.scene.prompt.text!r}")

    def checkers_of(self, side: int, point: int) -> list:
        return [c for c in self.scene.checkers[side] if c.location == point]

    def settle(self) -> None:
        """Wait until no checker is sliding."""
        self.qtbot.waitUntil(lambda: not any(c.is_animating() for s in (0, 1) for c in self.scene.checkers[s]),
                             timeout=3000)


def click_in_message_box(label: str, informative: list[str] | None = None) -> list[str]:
    """Click the button ``label`` of the next modal message box, whenever it
    opens (polled from the event loop for up to 2 s); returns a list that
    gets the box's text once clicked (and ``informative``, when given, its
    informative text).  A box without that button fails the
    test (pytest-qt reports exceptions raised in Qt callbacks)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    seen: list[str] = []
    tries = [0]

    def poll() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append(box.text())
            if informative is not None:
                informative.append(box.informativeText())
            for button in box.buttons():
                if button.text() == label:
                    button.click()
                    return
            box.reject()
            raise AssertionError(f"no {label!r} button in {[b.text() for b in box.buttons()]}")
        tries[0] += 1
        if tries[0] < 200:
            QTimer.singleShot(10, poll)

    QTimer.singleShot(0, poll)
    return seen


def click_question(window: MainWindow, label: str) -> str:
    """Click the button ``label`` of the window's own question on the board
    (the tutor's, :meth:`BoardScene.ask`) on the view's viewport; returns
    the question's text.  A question without that button fails the test."""
    question = window.scene.question
    assert question.isVisible(), "no question on the board"
    for button in question.buttons:
        if button.label == label:
            text = question.text
            Board(None, window).click_item(button)          # the mouse only: no waiting
            return text
    raise AssertionError(f"no {label!r} button in {[b.label for b in question.buttons]}")
