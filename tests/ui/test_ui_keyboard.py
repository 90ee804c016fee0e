"""Playing without a mouse: the focus ring on the board moved with the keys,
checkers picked up and put down with Space/Enter, and the move entry field
(gnubg notation) with its reasons for an illegal entry.  Only key events,
sent to the focused view as a keyboard sends them (shortcuts included)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from backgammon_qt.model import BAR, OFF, Move, Position
from backgammon_qt.model.game import Phase

pytestmark = pytest.mark.gui

# player 0 all home, an opponent blot on player 0's 2-point: 4-1 plays 6/2* 1/off
HIT_AND_BEAR_OFF = Position.from_points({6: 5, 5: 5, 4: 4, 1: 1}, {23: 1, 6: 5, 8: 3, 13: 6})


def focus_board(board) -> None:
    board.view.setFocus(Qt.FocusReason.OtherFocusReason)
    board.qtbot.waitUntil(lambda: QApplication.focusWidget() is board.view)


def keys(board, *names: str) -> None:
    """Press keys on the view: single characters are typed, other names are Qt keys (``"Return"``)."""
    for name in names:
        if len(name) == 1:
            QTest.keyClick(board.view, name)
        else:
            QTest.keyClick(board.view, getattr(Qt.Key, f"Key_{name}"))


def test_a_whole_turn_with_keys_only_hits_and_bears_off(make_board) -> None:
    board = make_board(position=HIT_AND_BEAR_OFF, opening=(4, 1))
    focus_board(board)
    keys(board, "Space")                      # Roll (the window's shortcut: the board does not want Space now)
    assert board.game.phase is Phase.MOVING and board.game.on_roll == 0
    assert board.game.dice in ((4, 1), (1, 4))
    ring = board.window.board_keys
    assert ring.ring.isVisible()
    keys(board, "6", "Return")                # the ring on the 6-point, its top checker picked up
    assert ring.held == 6
    assert len(board.scene.highlight.shapes) >= 2     # 6/5, 6/2 (and 6/1) light up
    keys(board, "2", "Space")                 # put down on the 2-point: a hit
    assert board.game.turn.moves == (Move(6, 2, 4, hit=True),)
    assert board.game.position.opponent[BAR] == 1
    assert ring.held is None and not board.scene.highlight.shapes
    keys(board, "1", "Return", "o", "Return")   # 1/off
    assert board.game.turn.moves[-1] == Move(1, OFF, 1)
    assert sum(board.game.position.player[1:BAR + 1]) == 14
    keys(board, "Return")                     # End turn (the board does not want Enter now)
    assert board.game.on_roll == 1 and board.game.phase is Phase.ROLLING
    assert "6/2* 1/off" in board.window.news_label.text()


def test_arrows_follow_the_board_as_seen_and_escape_puts_back(make_board) -> None:
    board = make_board(opening=(3, 1))
    focus_board(board)
    keys(board, "Space")
    ring = board.window.board_keys
    keys(board, "8")
    assert ring.place == 8
    keys(board, "Left")                       # home board at the right: 9 is left of 8
    assert ring.place == 9
    keys(board, "Right", "Right")
    assert ring.place == 7
    keys(board, "Up")                         # across the board: the top row's point above
    assert board.geometry.is_top_row(board.geometry.bottom_number(0, ring.place))
    keys(board, "b")
    assert ring.place == BAR
    keys(board, "1", "3")                     # two digits: the 13-point
    assert ring.place == 13
    keys(board, "Return", "Escape")           # picked up and put back: nothing moved
    assert ring.held is None and board.game.turn.moves == ()
    keys(board, "Return", "1", "0", "Return")  # 13/10
    assert board.game.turn.moves == (Move(13, 10, 3),)
    QTest.keyClick(board.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)    # Undo
    assert board.game.turn.moves == ()


def test_questions_on_the_board_are_answered_with_keys(make_board) -> None:
    board = make_board(opening=(3, 1), rolls=[(5, 2)])
    focus_board(board)
    keys(board, "Space", "8", "Return", "5", "Return", "6", "Return", "5", "Return", "Return")
    assert board.game.on_roll == 1
    QTest.keyClick(board.view, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)     # Bob doubles
    assert board.scene.prompt.buttons, "a take/drop question"
    first = board.scene.prompt.buttons[0].key
    keys(board, "Right")                      # the first arrow chooses the first answer
    assert board.window.board_keys.answer == 0
    keys(board, "Right", "Right")             # around the answers and back to the first
    assert board.window.board_keys.answer == 0
    keys(board, "Return")
    assert first == "take" and board.game.cube_value == 2


def _doubled(board) -> None:
    """Alice plays her opening 3-1 with keys and ends the turn with Enter; Bob doubles (Ctrl+D)."""
    focus_board(board)
    keys(board, "Space", "8", "Return", "5", "Return", "6", "Return", "5", "Return", "Return")
    QTest.keyClick(board.view, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)     # Bob doubles
    assert board.game.phase is Phase.DOUBLED and board.scene.prompt.buttons


def test_space_or_enter_alone_never_answer_a_double(make_board) -> None:
    """Fresh player 25: Space pressed to roll took the double that had just
    been offered (Take was the answer chosen for the keys).  Space and
    Enter give only an answer chosen with the arrow keys after the question
    appeared; alone (or held down since before) they say how to answer."""
    board = make_board(opening=(3, 1), rolls=[(5, 2)])
    _doubled(board)
    ring = board.window.board_keys
    assert ring.answer is None
    box = board.scene.prompt.sceneBoundingRect()
    assert ring.ring.rect.contains(box)       # the ring stands around the question, on no answer
    keys(board, "Space")                      # meant to roll
    keys(board, "Return")                     # meant to end the turn
    assert board.game.phase is Phase.DOUBLED and board.game.cube_value == 1
    assert board.window.news_label.text().startswith("Answer the question on the board first")
    # a key held down since before the question (its repeats) chooses and answers nothing
    for key, text in ((Qt.Key.Key_Right, ""), (Qt.Key.Key_Space, " "), (Qt.Key.Key_Return, "\r")):
        QApplication.sendEvent(board.view, QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier,
                                                     text, True))
    assert ring.answer is None
    assert board.game.phase is Phase.DOUBLED and board.game.cube_value == 1
    keys(board, "Left", "Return")             # deliberate: the last answer (Drop) chosen, then given
    assert board.game.phase is Phase.OVER and board.game.cube_value == 1


def test_enter_after_the_last_checker_off_does_not_start_a_new_match(make_board, monkeypatch) -> None:
    """Fresh player 25: Enter pressed after bearing off the last checker
    opened the New match dialog (the end-of-match banner's first answer).
    It says how to go on; the arrow keys then Enter start a new match."""
    from backgammon_qt.ui.main_window import MainWindow

    asked: list[bool] = []
    monkeypatch.setattr(MainWindow, "new_match_dialog", lambda self: asked.append(True))
    last = Position.from_points({1: 1}, {6: 5, 8: 3, 13: 7})
    board = make_board(position=last, opening=(4, 1), length=1)
    focus_board(board)
    keys(board, "Space", "1", "Return", "o", "Return")        # 1/off: the match is won
    assert board.game.phase is Phase.OVER and board.controller.match.is_over
    assert board.scene.prompt.buttons[0].key == "new_match"
    window = board.window
    assert window.status_label.text() == "The match is over: click New match to play again."
    keys(board, "Return")                     # meant to end the turn
    keys(board, "Space")
    assert asked == []
    # the keys' sentence takes the status line's place: the end is said once (fresh player 26, shot 44)
    assert window.status_label.text().startswith("The match is over. To start a new one")
    bar = window.status_label.text() + "\n" + window.news_label.text()
    assert bar.count("The match is over") == 1, bar
    keys(board, "Right", "Return")
    assert asked == [True]


def test_the_move_entry_refuses_with_a_reason_then_plays(make_board) -> None:
    board = make_board(opening=(3, 1))
    focus_board(board)
    keys(board, "Space")
    QTest.keyClick(board.view, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    entry = board.window.move_entry
    board.qtbot.waitUntil(entry.hasFocus)
    QTest.keyClicks(entry, "8/2")
    QTest.keyClick(entry, Qt.Key.Key_Return)
    assert board.game.turn.moves == ()
    news = board.window.news_label.text()
    assert news.startswith("8/2:") and "cannot reach 2 with 3-1" in news
    assert entry.text() == "8/2"              # kept, to mend
    entry.clear()
    QTest.keyClicks(entry, "13/x")
    QTest.keyClick(entry, Qt.Key.Key_Return)
    assert "is not a move" in board.window.news_label.text()
    entry.clear()
    QTest.keyClicks(entry, "8/5 6/5")
    QTest.keyClick(entry, Qt.Key.Key_Return)  # played and the turn ended
    assert board.game.on_roll == 1
    assert entry.text() == ""
    assert "played 8/5 6/5" in board.window.news_label.text()
    QTest.keyClick(entry, Qt.Key.Key_Escape)  # back to the board
    board.qtbot.waitUntil(board.view.hasFocus)
    QTest.keyClick(board.view, "/")           # "/" opens the entry too
    board.qtbot.waitUntil(entry.hasFocus)


def test_help_lists_the_keys(make_board) -> None:
    board = make_board()
    board.window.keys_action.trigger()
    dialog = board.window.keys_dialog
    board.qtbot.waitExposed(dialog)
    text = dialog.browser.toPlainText()
    for needle in ("Arrow keys", "Escape", "Ctrl+T", "gnubg notation", "Space", "In a panel beside the board"):
        assert needle in text
    dialog.close()


def test_a_win_on_time_is_claimed_with_a_key(make_board) -> None:
    from backgammon_qt.model.rules import RuleOptions

    t = [1000.0]
    board = make_board(opening=(3, 1), rules=RuleOptions.timed_preset(), now=lambda: t[0])
    focus_board(board)
    keys(board, "Space")
    assert not board.window.claim_action.isEnabled()      # no win to claim: the key does nothing
    QTest.keyClick(board.view, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert board.game.outcome is None
    t[0] += 11 + 90 + 1                       # Alice's turn and bank run out
    board.qtbot.waitUntil(board.window.claim_action.isEnabled, timeout=2000)    # at the clock's next tick
    assert board.controller.can_claim(1)
    QTest.keyClick(board.view, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    o = board.game.outcome
    assert o is not None and o.winner == 1 and o.reason == "claim"


def test_no_win_to_claim_in_an_untimed_match(make_board) -> None:
    board = make_board(opening=(3, 1))
    assert not board.window.claim_action.isEnabled()
    focus_board(board)
    keys(board, "Space")                      # the game under way
    assert not board.window.claim_action.isEnabled()


@pytest.mark.parametrize("size", [(1100, 800), (700, 1100)], ids=["landscape", "portrait"])
def test_the_arrows_follow_a_mirrored_board(make_board, size) -> None:
    board = make_board(opening=(3, 1), size=size)
    board.window.orientation_action.trigger()          # home board on the left
    assert board.scene.home_left
    focus_board(board)
    keys(board, "Space", "8")
    ring = board.window.board_keys
    view = board.view

    def centre(place: int):
        return view.mapFromScene(ring.place_rect(place).center())

    for key, axis, sign in (("Left", "x", -1), ("Right", "x", 1), ("Up", "y", -1), ("Down", "y", 1)):
        keys(board, "8")
        before = centre(8)
        keys(board, key)
        after = centre(ring.place)
        moved = (after.x() - before.x()) if axis == "x" else (after.y() - before.y())
        assert ring.place != 8 and moved * sign > 0, (key, ring.place)
    keys(board, "8", "Return", "5", "Return")          # and a move made on it
    assert board.game.turn.moves == (Move(8, 5, 3),)


def test_ctrl_h_in_the_move_entry_asks_for_the_hint_and_keeps_the_text(make_board) -> None:
    # a fresh player (xdotool on Xvfb, no window manager) saw Ctrl+H erase a character of a typed move
    # instead of asking for the hint; not reproduced with Qt's own key events (offscreen or xcb): a guard
    board = make_board(opening=(3, 1))
    focus_board(board)
    keys(board, "Space")
    QTest.keyClick(board.view, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    entry = board.window.move_entry
    board.qtbot.waitUntil(entry.hasFocus)
    QTest.keyClicks(entry, "8/5")
    with board.qtbot.waitSignal(board.window.hint_action.triggered, timeout=5000):
        QTest.keyClick(entry, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    assert entry.text() == "8/5"


def test_a_long_entry_refused_leaves_the_advice_whole_beside_the_field(make_board) -> None:
    """The fresh player's report (1024 pixels): a file's path typed into
    the move field was refused with a sentence the field cut off ("…, e.g.
    8/5 6/5, bar/2…").  The entry is said by its start, so that the advice
    shows whole in the status line."""
    board = make_board(opening=(3, 1), size=(1024, 768))
    focus_board(board)
    keys(board, "Space")
    QTest.keyClick(board.view, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    entry = board.window.move_entry
    board.qtbot.waitUntil(entry.hasFocus)
    QTest.keyClicks(entry, "/work/shared/testdata/matches/gnubg-sgf/match1484923_analyzed.sgf")
    QTest.keyClick(entry, Qt.Key.Key_Return)
    news = board.window.news_label
    assert news.text().startswith("\u201c/work/shared/testda\u2026\u201d is not a move")
    assert news.text().endswith("e.g. 8/5 6/5, bar/22*, 6/off.")
    assert not news.is_cut(), (news.text(), news.width())
    board.window.grab().save("/tmp/layout2_status.png")


def test_enter_after_the_last_checker_off_does_not_start_the_next_game(make_board) -> None:
    """The same for the end-of-game banner: Enter pressed for the last turn
    leaves the finished game on the board and says how to go on."""
    last = Position.from_points({1: 1}, {6: 5, 8: 3, 13: 7})
    board = make_board(position=last, opening=(4, 1), length=3)
    focus_board(board)
    keys(board, "Space", "1", "Return", "o", "Return")        # 1/off: the game is won
    finished = board.game
    assert finished.phase is Phase.OVER and board.scene.prompt.buttons[0].key == "next_game"
    keys(board, "Return", "Space")
    window = board.window
    assert board.game is finished and window.status_label.text().startswith("The game is over. To go on")
    assert (window.status_label.text() + "\n" + window.news_label.text()).count("The game is over") == 1
    keys(board, "Right", "Return")
    assert board.game is not finished and board.game.phase is Phase.OPENING
