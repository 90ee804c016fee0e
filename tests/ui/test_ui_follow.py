"""A game you can follow (issue 11): every roll seen, the move list, each
player's own board, nothing thrown away unasked, the rule options that
cannot apply greyed out."""

from __future__ import annotations

import pytest
from helpers.board import REAL_QUESTIONS, click_in_message_box
from helpers.computer import (  # noqa: F401 - fixtures (engines, make_window) and helpers
    CLOSED_OUT,
    engines,
    human_to_act,
    make_window,
    play_opening_3_1,
)
from PySide6.QtWidgets import QMessageBox

from backgammon_qt.app.settings import HUMAN
from backgammon_qt.controller.presentation import move_rows
from backgammon_qt.model.game import Phase
from backgammon_qt.model.match import Match
from backgammon_qt.model.rules import RuleOptions
from backgammon_qt.ui.dialogs import NewMatchDialog
from backgammon_qt.ui.main_window import MainWindow


# ---------------------------------------------------------------- every roll seen
def test_the_computers_roll_stays_on_screen_after_its_turn(qtbot, make_window) -> None:
    window = make_window(opening=(3, 1), rolls=[(6, 4), (5, 2)])
    c = window.controller
    play_opening_3_1(qtbot, window)
    qtbot.waitUntil(lambda: human_to_act(window) and c.game.phase is Phase.ROLLING, timeout=20000)
    computer_roll = [a for a in c.game.record.actions if a.kind == "roll"][-1]
    assert computer_roll.player == 1 and computer_roll.dice == (6, 4)
    scene = window.scene
    assert scene.state.bottom_player == 0                   # the human at the bottom, the computer at the top
    top = scene.last_dice[1]
    assert top.isVisible() and top.values == (6, 4) and top.colour == 1    # dark dice, the computer's colour
    assert top.pos() == scene.geometry.dice_centre(1)
    played = [a for a in c.game.record.actions if a.kind == "move"][-1].play
    assert window.news_label.text() == f"Computer rolled 6-4 and played {played}."
    assert scene.panels[1].name == "Computer \u00b7 Expert"      # the computer's level at its name
    # Alice's own last roll (3-1) stays, beside her Roll button (issue 19)
    mine = scene.last_dice[0]
    assert mine.isVisible() and sorted(mine.values) == [1, 3] and scene.roll_button.isVisible()
    assert not mine.sceneBoundingRect().intersects(scene.roll_button.sceneBoundingRect())


def test_a_dance_is_still_shown_after_the_computer_has_answered(qtbot, make_window) -> None:
    window = make_window(position=CLOSED_OUT.swapped(), opening=(5, 2), rolls=[(6, 6), (6, 6)], length=5)
    c = window.controller
    scene = window.scene
    window.roll_action.trigger()                 # Alice wins the opening roll 5-2 and cannot enter
    qtbot.waitUntil(lambda: c.game.on_roll == 1 or c.game.phase is Phase.DOUBLED, timeout=5000)
    qtbot.waitUntil(lambda: human_to_act(window), timeout=20000)     # the computer has acted (it doubles)
    assert c.game.phase is Phase.DOUBLED
    # the question over the board says it first
    assert scene.prompt.text.startswith("Alice rolled 5-2 and cannot move.\nComputer doubles to 2.")
    dance = scene.last_dice[0]
    assert dance.isVisible() and sorted(dance.values) == [2, 5] and dance.colour == 0


def test_an_opening_tie_shows_both_dice(make_board) -> None:
    board = make_board(opening=(4, 4), rolls=[(5, 2)])
    board.controller.roll()
    scene = board.scene
    assert board.game.phase is Phase.OPENING
    shown = [(item.values, item.colour, item.pos()) for item in (scene.dice, *scene.last_dice) if item.isVisible()]
    g = scene.geometry
    assert sorted(shown, key=lambda x: x[1]) == [((4,), 0, g.dice_centre(0)), ((4,), 1, g.dice_centre(1))]
    assert "roll again" in scene.state.status and scene.dice.clickable and not scene.roll_button.isVisible()
    board.click_item(scene.dice)                 # a click on the dice rolls again
    assert len(board.game.record.actions) == 2


# ---------------------------------------------------------------- the move list
def test_the_move_list_rows_as_gnubg_writes_them() -> None:
    from backgammon_qt.model.dice import ManualDice

    match = Match(5, RuleOptions.match(), ("Alice", "Bob"), ManualDice([3, 1, 6, 4]))
    game = match.new_game()
    game.roll_opening()
    game.play("8/5 6/5")
    game.double()
    game.take()
    game.roll()
    rows = move_rows(game.record)
    assert rows[0].cells[0] is not None and rows[0].cells[0].text == "31: 8/5 6/5"
    assert rows[0].cells[1] is not None and rows[0].cells[1].text == "Doubles => 2"
    assert rows[1].cells[0] is not None and rows[1].cells[0].text == "Takes"
    assert rows[1].cells[1] is not None and rows[1].cells[1].text == "64:"       # the turn in progress
    # each entry steps to the position after it
    assert [rows[0].cells[0].step, rows[0].cells[1].step, rows[1].cells[0].step] == [2, 3, 4]


def test_the_move_list_follows_the_game_and_steps_the_board(make_board) -> None:
    board = make_board(opening=(3, 1), rolls=[(6, 4)], size=(1400, 860))
    window = board.window
    # a window wide enough shows the move list once the board is painted
    board.qtbot.waitUntil(lambda: MainWindow.move_list.made(window) and window.move_list.isVisible(), timeout=5000)
    moves = window.move_list
    assert window.move_list_action.isChecked()
    c = board.controller
    c.roll()
    c.request_move(8, 5)
    c.request_move(6, 5)
    c.end_turn()
    c.roll()
    table = moves.table
    assert table.item(0, 0).text() == "31: 8/5 6/5" and table.item(0, 1).text() == "64:"
    assert table.horizontalHeaderItem(0).text() == "Alice" and table.currentColumn() == 1
    table.cellClicked.emit(0, 0)                 # Alice's opening play: the review shows the board after it
    assert window.browser.reviewing and window.browser.cursor == (0, 2)
    assert table.currentRow() == 0 and table.currentColumn() == 0
    window.browser.show_live()
    assert not window.browser.reviewing


# ---------------------------------------------------------------- each player's own board
def test_the_board_turns_for_the_top_player_and_the_labels_are_his(make_board, settings) -> None:
    settings.set("turn_board", True)
    board = make_board(opening=(3, 1), rolls=[(6, 4)])
    window, scene, c = board.window, board.scene, board.controller
    assert scene.state.bottom_player == 0
    c.roll()
    for move in c.game.turn.legal_plays.parse("8/5 6/5").moves:
        c.request_move(move.from_point, move.to_point)
    c.end_turn()
    board.roll()                                 # Bob 6-4: the board turns to him
    assert scene.state.bottom_player == 1 and scene.state.mover == 0
    bob = c.game.position                        # Bob's view
    g = scene.geometry
    for point in range(1, 25):                   # the point labelled N holds Bob's N-point checkers
        label = g.number_rect(point).center().x()
        here = [item for item in scene.checkers[0] if item.location == point]
        assert len(here) == bob.player[point], point
        assert all(abs(item.pos().x() - label) < 1 for item in here), point
        assert all(item.colour == 1 for item in here)          # Bob's dark checkers, now at the bottom
    assert scene.panels[0].name == "Bob" and scene.panels[1].name == "Alice"
    # drag from the point labelled 24 to the one labelled 18: Bob plays 24/18, as the status, the
    # move list and the game list write it
    board.drag(board.checker_at(0, 24), board.point_centre(0, 18))
    assert [(m.from_point, m.to_point) for m in c.game.turn.moves] == [(24, 18)]
    board.drag(board.checker_at(0, 13), board.point_centre(0, 9))
    window.end_turn_action.trigger()
    assert window.news_label.text() == "Bob rolled 6-4 and played 24/18 13/9."
    assert move_rows(c.game.record)[0].cells[1].text == "64: 24/18 13/9"
    assert scene.state.bottom_player == 0                      # Alice to roll: her board again


def test_each_players_home_board_side_is_kept_with_the_match(make_board, settings, tmp_path, monkeypatch) -> None:
    settings.set("turn_board", True)
    board = make_board(opening=(3, 1), rolls=[(6, 4)])
    window, c = board.window, board.controller
    window.orientation_action.trigger()          # Alice: home board on the left
    assert board.scene.geometry.home_left
    c.roll()
    for move in c.game.turn.legal_plays.parse("8/5 6/5").moves:
        c.request_move(move.from_point, move.to_point)
    c.end_turn()
    board.roll()                                 # Bob's turn: his side is still the default, the right
    assert not board.scene.geometry.home_left and not window.orientation_action.isChecked()
    assert window.session.record().orientations == ("left", "right")
    path = tmp_path / "kept.bgqt"
    assert window.files.save_to(path)
    settings.set("orientation", "right")
    again = make_board()
    with again.qtbot.waitSignal(again.window.files.loaded, timeout=10000):
        again.window.files.open_path(path)
    assert again.window.session.orientations == ["left", "right"]
    assert settings.get("orientation") == "right"     # opening a file leaves the remembered default alone


# ---------------------------------------------------------------- nothing thrown away unasked
@pytest.mark.parametrize("answer, replaced", [("Close it", True), ("Cancel", False)])
def test_new_match_over_a_match_in_progress_asks_first(make_board, monkeypatch, answer, replaced) -> None:
    monkeypatch.setattr(MainWindow, "confirm_discard", REAL_QUESTIONS["confirm_discard"])
    monkeypatch.setattr(NewMatchDialog, "exec", lambda dialog: 1)
    board = make_board(opening=(3, 1))
    window = board.window
    old = window.controller
    old.roll()                                   # the match has begun
    seen = click_in_message_box(answer)
    window.new_match_action.trigger()
    assert seen and "the match in progress (Alice \u2013 Bob, match to 5, score 0\u20130)" in seen[0]
    assert (window.controller is not old) is replaced


def test_a_match_not_begun_is_replaced_without_a_question(make_board, monkeypatch) -> None:
    monkeypatch.setattr(MainWindow, "confirm_discard", REAL_QUESTIONS["confirm_discard"])
    monkeypatch.setattr(NewMatchDialog, "exec", lambda dialog: 1)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: pytest.fail("asked"))
    window = make_board().window
    old = window.controller
    window.new_match_action.trigger()
    assert window.controller is not old


# ---------------------------------------------------------------- the new-match dialog
def test_options_that_cannot_apply_are_greyed(qtbot, make_board) -> None:
    dialog = NewMatchDialog(make_board().window.last_setup())
    qtbot.addWidget(dialog)
    w = dialog.option_widgets
    w["timed"].setChecked(False)
    assert not w["turn_seconds"].isEnabled() and not w["bank_seconds"].isEnabled()
    w["timed"].setChecked(True)
    assert w["turn_seconds"].isEnabled() and w["bank_seconds"].isEnabled()
    dialog.length.setValue(0)                    # money play
    w["cube"].setChecked(True)
    assert w["jacoby"].isEnabled() and not w["crawford"].isEnabled()
    w["cube"].setChecked(False)
    assert not w["jacoby"].isEnabled() and not w["beavers"].isEnabled() and not w["cube_cap"].isEnabled()


def test_one_human_sits_at_the_bottom_whatever_the_seat(make_window) -> None:
    window = make_window(seats=("expert", HUMAN), opening=(5, 2), rolls=[(4, 4)])
    # player 1 (named "Computer" here, but the human seat) sits at the bottom with its dark checkers
    assert window.scene.state.bottom_player == 1
    assert window.scene.panels[0].name == "Computer" and window.scene.panels[0].colour == 1
    assert all(item.colour == 1 for item in window.scene.checkers[0])


def test_an_illegal_drop_says_why(make_board) -> None:
    board = make_board(opening=(3, 1))
    board.roll()                                   # Alice 3-1
    board.window.news_label.setText("an old message")
    board.drag(board.checker_at(0, 24), board.point_centre(0, 19))     # Bob's 6-point
    assert board.window.news_label.text() == "Your 19-point is held by Bob (5 checkers)."
    assert not board.game.turn.moves and len(board.checkers_of(0, 24)) == 2   # it slid back
    board.drag(board.checker_at(0, 13), board.point_centre(0, 5))
    assert board.window.news_label.text() == "From 13 the checker cannot reach 5 with 3-1."


def test_a_name_no_file_can_keep_is_refused_at_entry(qtbot, make_board) -> None:
    dialog = NewMatchDialog(make_board().window.last_setup())
    qtbot.addWidget(dialog)
    dialog.names[0].setText("Ann\x07ie")                  # a control character: no match file keeps it
    with pytest.raises(ValueError, match="control character"):
        dialog.setup()
    dialog.names[0].setText("Ann: the champion")          # .mat cannot hold it, .sgf and .bgqt can
    assert dialog.setup().players[0] == "Ann: the champion"


def test_a_dance_stays_marked_under_its_dice_beside_the_roll_button(make_board) -> None:
    """Hot seat: Bob is closed out and dances; his dice stay, marked "cannot
    move", on his side, and still beside his Roll button once Alice has
    played; the move list and the game list say it at once."""
    board = make_board(position=CLOSED_OUT, opening=(5, 2), rolls=[(6, 6), (4, 3)])
    window, scene, c = board.window, board.scene, board.controller
    board.roll()                                   # Alice 5-2
    for move in c.game.turn.legal_plays.parse(str(min(c.game.turn.legal_plays, key=str))).moves:
        c.request_move(move.from_point, move.to_point)
    c.end_turn()
    board.roll()                                   # Bob 6-6 from the bar: no entry, the turn passes
    assert c.game.on_roll == 0 and c.game.phase is Phase.ROLLING
    bob = scene.last_dice[1]
    assert bob.isVisible() and bob.values == (6, 6) and bob.note == "cannot move"
    assert scene.roll_button.isVisible()           # Alice's Roll button, on her side
    rows = window.session.review.move_rows(0)
    assert rows[-1].cells[1] is not None and rows[-1].cells[1].text == "66: cannot move"
    assert window.session.review.game_row(0).actions[-1][1] == "Rolls 6-6: no move"
    board.roll()                                   # Alice 4-3, Bob's dance still shown until he rolls
    assert bob.isVisible() and bob.note == "cannot move"


def test_the_editor_keeps_a_long_match_and_a_big_cube(make_board) -> None:
    """A match longer than the new-match dialog's 25 points, or a cube past
    64, is shown as it is in the editor (and not cut when a field is touched)."""
    match = Match(31, RuleOptions.match(), ("Alice", "Bob"))
    board = make_board(match=match)
    editor = board.window.positions.make_editor()
    assert editor.length.value() == 31
    assert editor.cube.findData(32768) >= 0 and editor.cube.findData(128) >= 0
    editor.scores[0].setValue(3)                     # touching a field writes the fields back
    assert editor.start().length == 31


def test_a_typed_move_finishes_a_turn_begun_with_the_mouse(make_board) -> None:
    """A checker moved with the mouse, the rest typed: the entry is taken as
    the rest of the turn (a whole turn typed still replaces the moves made)."""
    board = make_board(opening=(3, 1))
    c = board.controller
    board.roll()                                   # Alice 3-1
    board.drag(board.checker_at(0, 8), board.point_centre(0, 5))
    assert c.request_play_text("6/5")              # the rest of 8/5 6/5
    assert board.game.on_roll == 1                 # the turn was ended
    assert board.game.record.actions[-1].play == "8/5 6/5"


def test_a_typed_entry_that_fits_neither_way_keeps_the_moves_made(make_board) -> None:
    board = make_board(opening=(3, 1))
    c = board.controller
    board.roll()
    board.drag(board.checker_at(0, 8), board.point_centre(0, 5))
    assert not c.request_play_text("13/2")
    assert [(m.from_point, m.to_point) for m in board.game.turn.moves] == [(8, 5)]
