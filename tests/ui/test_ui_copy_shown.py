"""What you copy is what you see (issue 19 item 2): while an earlier
position is shown -- stepped to in the review, or an analysed error chosen
in the analysis -- Edit > Copy Position ID, Copy Match ID and Copy XGID copy
that position, not the live match after it.  Driven through the real window
(keys and actions), the clipboard's text checked against what the live copy
gave when that position was the live one."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest

from backgammon_qt.engine.analysis import Decision
from backgammon_qt.model.game import Phase
from backgammon_qt.model.matchid import MatchState
from backgammon_qt.model.xgid import parse_xgid

pytestmark = pytest.mark.gui

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def copied(window) -> tuple[str, str, str]:
    """Copy Position ID, Match ID and XGID by their keys (Ctrl+Shift+P, M, X), each read off the clipboard."""
    texts = []
    for key in (Qt.Key.Key_P, Qt.Key.Key_M, Qt.Key.Key_X):
        QGuiApplication.clipboard().setText("")
        QTest.keyClick(window, key, CTRL_SHIFT)
        texts.append(QGuiApplication.clipboard().text())
    return texts[0], texts[1], texts[2]


def play_game_on(board, turns: int) -> dict[tuple[int, int], tuple[str, str, str]]:
    """Play ``turns`` turns of game 1 (the alphabetically first legal play each), copying the three IDs
    at every step while it is the live one; returns them by step ``(game, actions)``."""
    window, c = board.window, board.window.controller
    seen = {}

    def copy_live() -> None:
        seen[(0, len(c.game.record.actions))] = copied(window)

    copy_live()
    for _ in range(turns):
        while c.game.phase in (Phase.OPENING, Phase.ROLLING):
            assert c.roll()
            copy_live()
        play = min(c.game.turn.legal_plays, key=str)
        for move in play.moves:
            assert c.request_move(move.from_point, move.to_point)
        assert c.end_turn()
        copy_live()
    return seen


def test_copy_takes_the_reviewed_position_not_the_live_match(make_board) -> None:
    board = make_board(opening=(3, 1), rolls=[(6, 4), (5, 2), (4, 4)])
    window = board.window
    seen = play_game_on(board, 3)
    live_end = (0, len(window.controller.game.record.actions))
    assert copied(window) == seen[live_end]          # nothing reviewed: the live match
    assert seen[(0, 1)][0] == "4HPwATDgc/ABMA"          # after the opening roll: the starting position
    start_state = MatchState.from_match_id(seen[(0, 1)][1])
    assert start_state.dice == (3, 1) and start_state.player_on_roll == 0

    # Page Up steps back; every step copies what was live there
    browser = window.browser
    for k in range(live_end[1] - 1, 0, -1):
        QTest.keyClick(window, Qt.Key.Key_PageUp)
        assert browser.cursor == (0, k)
        position_id, match_id, xgid = copied(window)
        assert (position_id, match_id, xgid) == seen[(0, k)], k
        assert position_id != seen[live_end][0] or k == live_end[1] - 1     # not the live board
    # the position on the board is the one in the clipboard's XGID (player 0's view)
    assert browser.cursor == (0, 1)
    state = parse_xgid(copied(window)[2])
    assert state.dice == (3, 1) and state.player_to_act == 0
    assert state.position_for(0) == browser.scene.state.position

    # back to the live match: the live IDs again
    browser.show_live()
    assert not browser.reviewing
    assert copied(window) == seen[live_end]


def test_copy_takes_the_position_of_the_analysed_error_shown(make_board) -> None:
    board = make_board(opening=(3, 1), rolls=[(6, 4), (5, 2), (4, 4)])
    window = board.window
    seen = play_game_on(board, 3)
    # Bob's 6-4 (the 4th action of game 1, after the opening roll, Alice's play and his roll), as an error
    bob_before = seen[(0, 3)]
    assert MatchState.from_match_id(bob_before[1]).dice == (6, 4)
    error = Decision(0, 3, 1, "checker", window.controller.match.games[0].record.actions[3].play or "",
                     "24/14", 0.125, 0.125, "bad", bob_before[0], (6, 4))
    window.analysis.show_decision(error)
    assert window.browser.cursor == (0, 3)
    assert copied(window) == bob_before
    assert copied(window)[0] != window.controller.position_id()     # the live board is elsewhere
