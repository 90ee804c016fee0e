"""The review board turns as the live board does, and its point labels read
as the move text (the fresh player's report, shot33: lasse's error
"8/5 7/6 (best 11/10* 8/5)" was shown on a board labelled in klara's
numbers, not turned although "Turn the board for the player on roll" was
on).  With the option on, the board is turned for the player to act at the
step shown; with it off, player 0 stays at the bottom and the labels are in
the mover's numbers (gnubg's "dynamic labels")."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.board import show_window
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from backgammon_qt.model import Match, RuleOptions
from backgammon_qt.ui.main_window import MainWindow

FILE = Path(__file__).resolve().parents[3] / "shared" / "testdata" / "matches" / "gnubg-sgf" / \
    "match1484923_analyzed.sgf"
pytestmark = [pytest.mark.gui,
              pytest.mark.skipif(not FILE.exists(), reason="the shared match corpus (../shared) is not beside "
                                 "the checkout")]


def _opened(qtbot, settings) -> MainWindow:
    window = MainWindow(settings=settings, match=Match(5, RuleOptions.match(), ("A", "B")))
    show_window(qtbot, window, (1300, 800))
    window.analysis.panel_action.trigger()
    with qtbot.waitSignal(window.session.loaded, timeout=20_000):
        window.session.open(str(FILE))
    return window


def _labels_of(window, player: int, points: list[int]) -> list[str]:
    """The labels the board shown writes at ``player``'s own ``points``."""
    scene = window.view.scene()
    side = player ^ scene.state.bottom_player
    return [scene.board.label_of(p if side == 0 else 25 - p) for p in points]


def _choose_the_error(window, qtbot, game: int, made: str):
    """Click lasse's error of ``game`` whose play made is ``made`` in the analysis dock's list."""
    panel = window.analysis.panel
    qtbot.waitUntil(panel.isVisible)
    panel.player_box.setCurrentIndex(1)                 # lasse
    for r in range(panel.errors.count()):
        item = panel.errors.item(r)
        d = item.data(Qt.ItemDataRole.UserRole)
        if d.game == game and d.made == made:
            panel.errors.scrollToItem(item)
            with qtbot.waitSignal(window.session.review.stepped):
                QTest.mouseClick(panel.errors.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                                 panel.errors.visualItemRect(item).center())
            return d
    raise AssertionError(f"no error {made} in game {game + 1}")


def _points(play: str) -> list[int]:
    return [int(p.rstrip("*")) for move in play.split() for p in move.split("/") if p.rstrip("*").isdigit()]


def test_with_turn_the_board_on_the_review_turns_for_the_player_on_roll(qtbot, settings, tmp_path) -> None:
    settings.set("turn_board", True)
    window = _opened(qtbot, settings)
    assert window.session.seats == ("human", "human")
    d = _choose_the_error(window, qtbot, 2, "8/5 7/6")
    assert d.player == 1
    scene = window.view.scene()
    assert scene is window.browser.scene and scene.state.bottom_player == 1     # turned for lasse
    assert _labels_of(window, 1, _points(d.made)) == ["8", "5", "7", "6"]
    assert _labels_of(window, 1, _points(d.best)) == ["11", "10", "8", "5"]
    # the arrows are drawn from lasse's side: the best play starts at the bottom side's own point 11
    assert window.analysis.best_item.isVisible()
    window.grab().save(str(tmp_path / "turned.png"))
    # stepping on to klara's roll turns the board for klara; her labels are hers
    browser = window.browser
    browser.go_to(d.game, d.action + 2)
    assert window.view.scene().state.bottom_player == 0
    assert window.view.scene().board.label_of(8) == "8"


def test_with_turn_the_board_off_the_labels_are_the_movers(qtbot, settings, tmp_path) -> None:
    window = _opened(qtbot, settings)                  # turn_board off (tests/ui/conftest.py)
    d = _choose_the_error(window, qtbot, 2, "8/5 7/6")
    scene = window.view.scene()
    assert scene.state.bottom_player == 0               # klara stays at the bottom
    assert _labels_of(window, 1, _points(d.made)) == ["8", "5", "7", "6"]
    window.grab().save(str(tmp_path / "not-turned.png"))
    # klara's own move: her numbers
    browser = window.browser
    browser.go_to(d.game, d.action + 2)
    assert window.view.scene().state.bottom_player == 0
    assert window.view.scene().board.label_of(8) == "8"


def _expected_arrows(window, d):
    """The best play's arrows as drawn afresh on the board shown now."""
    from backgammon_qt.controller.engine_jobs import analysis as analysis_ctl
    from backgammon_qt.ui.hint_items import layout_play

    scene = window.view.scene()
    position, _made, best = analysis_ctl.decision_plays(d)
    return layout_play(scene.geometry, d.player ^ scene.state.bottom_player, position, best).arrows


def test_turning_the_board_in_the_review_moves_the_arrows_with_it(qtbot, settings, tmp_path) -> None:
    """The fresh player's shots 34 and 72: with one of lasse's errors shown,
    Options > "Turn the board for the player on roll" off and on moved the
    checkers, numbers and dice, but the played and best moves' arrows and
    the dashed rings stayed where they were.  They follow the board."""
    settings.set("turn_board", True)
    window = _opened(qtbot, settings)
    d = _choose_the_error(window, qtbot, 2, "8/5 7/6")
    scene = window.view.scene()
    best = window.analysis.best_item
    assert scene.state.bottom_player == 1 and best.isVisible()
    turned = best.layout().arrows
    assert turned == _expected_arrows(window, d)
    action = window.option_actions["turn_board"]
    action.trigger()                                    # off: klara at the bottom
    assert not settings.get("turn_board") and window.view.scene().state.bottom_player == 0
    assert best.isVisible() and best.layout().arrows == _expected_arrows(window, d) != turned
    made = window.analysis.made_item
    assert made.isVisible() and made.layout().arrows[0][0].y() < scene.sceneRect().center().y()   # lasse's at the top
    window.grab().save(str(tmp_path / "turned-off.png"))
    action.trigger()                                    # on again: turned for lasse
    assert window.view.scene().state.bottom_player == 1
    assert best.layout().arrows == turned
