"""Moving checkers with the mouse on the view's viewport: drags, drops, clicks,
undo, ending the turn, both orientations."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from backgammon_qt.model import BAR, OFF, Move, Position
from backgammon_qt.model.game import Phase

pytestmark = pytest.mark.gui

START = Position.start()


def test_drag_to_a_legal_point_moves_the_checker(make_board) -> None:
    board = make_board(opening=(3, 1))
    board.roll()
    assert board.game.on_roll == 0 and board.game.dice == (3, 1)
    board.drag(board.checker_at(0, 8), board.point_centre(0, 5))
    assert board.game.turn.moves == (Move(8, 5, 3),)
    pos = board.game.position
    assert pos.player[8] == 2 and pos.player[5] == 1
    # the scene was laid out again from the model: one checker item on 5, where the layout puts it
    on_five = board.checkers_of(0, 5)
    assert len(on_five) == 1
    assert on_five[0].pos() == board.geometry.checker_pos(0, 5, 0, 1)
    assert len(board.checkers_of(0, 8)) == 2


def test_drop_on_an_illegal_point_slides_back(make_board, settings) -> None:
    settings.set("animation_speed", 3)
    board = make_board(opening=(3, 1))
    board.roll()
    board.settle()
    before = board.game.position
    item = board.checkers_of(0, 8)[-1]
    home = QPointF(item.pos())
    board.drag(board.checker_at(0, 8), board.point_centre(0, 2))   # 8 to 2 needs a 6
    assert board.game.position == before
    assert board.game.turn.moves == ()
    assert item.location == 8
    board.settle()
    assert item.pos() == home
    # a drop off the board (on the top panel) goes back too
    board.drag(board.checker_at(0, 8), board.geometry.panel_rect(1).center())
    board.settle()
    assert board.game.position == before and item.pos() == home


def test_the_legal_destinations_light_up_while_the_button_is_down(make_board) -> None:
    board = make_board(opening=(3, 1))
    board.roll()
    p = board.to_view(board.checker_at(0, 8))
    QTest.mousePress(board.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p)
    # 8/5 with the 3, 8/7 with the 1, 8/4 with both
    assert len(board.scene.highlight.shapes) == 3
    lit = {board.geometry.location_at(path.boundingRect().center(), 0) for path in board.scene.highlight.shapes}
    assert lit == {5, 7, 4}
    QTest.mouseRelease(board.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p)
    assert board.scene.highlight.shapes == []


def test_a_hit_sends_the_blot_to_the_bar(make_board) -> None:
    position = Position.from_points({8: 3, 6: 5, 13: 5, 24: 2}, {20: 1, 6: 5, 8: 3, 13: 5, 24: 1})
    position.validate()
    board = make_board(position, opening=(3, 1))
    board.roll()
    board.drag(board.checker_at(0, 8), board.point_centre(0, 5))
    assert board.game.turn.moves == (Move(8, 5, 3, True),)
    assert board.game.position.opponent[BAR] == 1
    on_bar = board.checkers_of(1, BAR)
    assert len(on_bar) == 1 and on_bar[0].pos() == board.geometry.checker_pos(1, BAR, 0, 1)


def test_entering_from_the_bar_comes_first(make_board) -> None:
    """RULES.md "Moving": checkers on the bar enter before any other moves;
    pressing another checker says so."""
    position = Position.from_points({BAR: 1, 6: 5, 8: 3, 13: 5, 24: 1}, {6: 5, 8: 3, 13: 5, 24: 2})
    board = make_board(position, opening=(4, 2))
    board.roll()
    before = board.game.position
    # a checker on the 13-point cannot be picked up while one is on the bar
    board.drag(board.checker_at(0, 13), board.point_centre(0, 9))
    assert board.game.position == before
    assert board.window.news_label.text() == "The checker on the bar must enter first."
    board.drag(board.checker_at(0, BAR), board.point_centre(0, 21))
    assert board.game.turn.moves == (Move(BAR, 21, 4),)
    assert board.game.position.player[BAR] == 0 and board.game.position.player[21] == 1


def test_pressing_a_checker_that_cannot_move_says_why(make_board) -> None:
    """RULES.md "Moving" (a point with two opposing checkers is closed; every
    die that can be played must be): the status bar tells why a pressed
    checker cannot move."""
    # the opponent holds their 6 and 7 points: with 6-5 the back checkers are stuck
    position = Position.from_points({24: 2, 13: 5, 8: 3, 6: 5}, {6: 5, 7: 2, 8: 3, 13: 5})
    board = make_board(position, opening=(6, 5))
    board.roll()
    assert 24 not in board.controller.movable_points()
    board.click(board.checker_at(0, 24))
    assert board.game.turn.moves == ()
    assert board.window.news_label.text() == "That checker cannot move with 6-5."
    board.drag(board.checker_at(0, 13), board.point_centre(0, 2))
    assert len(board.game.turn.moves) == 2
    board.click(board.checker_at(0, 8))
    assert len(board.game.turn.moves) == 2
    assert board.window.news_label.text().startswith("Every die that can be played is played")
    # an empty stretch of a point the mover does not hold says nothing
    board.window.news_label.setText("")
    board.click(board.point_centre(0, 20))
    assert board.window.news_label.text() == ""


def test_bearing_off_onto_the_tray_by_drag_and_by_click(make_board) -> None:
    position = Position.from_points({6: 3, 5: 3, 4: 3, 3: 2, 2: 2, 1: 2}, {1: 3, 2: 3, 3: 3, 4: 3, 5: 3})
    board = make_board(position, opening=(6, 5))
    board.roll()
    board.drag(board.checker_at(0, 6), board.point_centre(0, OFF))
    assert board.game.turn.moves == (Move(6, OFF, 6),)
    assert board.game.position.player[OFF] == 1
    off = board.checkers_of(0, OFF)
    assert len(off) == 1 and off[0].flat and off[0].pos() == board.geometry.slab_pos(0, 0)
    # a click on the tray bears off with the die left (the 5, from the 5-point)
    board.click(board.geometry.tray_rect(0).center())
    assert board.game.turn.moves[-1] == Move(5, OFF, 5)
    assert board.game.position.player[OFF] == 2


def test_one_drag_can_use_both_dice(make_board) -> None:
    board = make_board(opening=(6, 5))
    board.roll()
    board.drag(board.checker_at(0, 24), board.point_centre(0, 13))
    moves = board.game.turn.moves
    assert len(moves) == 2 and moves[0].from_point == 24 and moves[-1].to_point == 13
    assert board.game.position.player[13] == 6 and board.game.position.player[24] == 1
    assert board.controller.can_end_turn()


def test_left_click_plays_the_left_die_and_right_click_the_other(make_board) -> None:
    board = make_board(opening=(6, 5))
    board.roll()
    assert board.game.dice == (6, 5)
    board.click(board.checker_at(0, 13))
    assert board.game.turn.moves == (Move(13, 7, 6),)
    board.controller.undo()
    board.click(board.checker_at(0, 13), Qt.MouseButton.RightButton)
    assert board.game.turn.moves == (Move(13, 8, 5),)


def test_a_short_wiggle_is_a_click_not_a_drag(make_board) -> None:
    board = make_board(opening=(6, 5))
    board.roll()
    p = board.to_view(board.checker_at(0, 13))
    QTest.mousePress(board.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p)
    QTest.mouseMove(board.viewport, p + type(p)(1, 1))
    QTest.mouseRelease(board.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p + type(p)(1, 1))
    assert board.game.turn.moves == (Move(13, 7, 6),)


def test_undo_by_shortcut_and_by_button_takes_moves_back_one_by_one(make_board) -> None:
    board = make_board(opening=(3, 1))
    board.roll()
    board.drag(board.checker_at(0, 8), board.point_centre(0, 5))
    board.drag(board.checker_at(0, 6), board.point_centre(0, 5))
    assert len(board.game.turn.moves) == 2
    board.view.setFocus()
    QTest.keyClick(board.window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert board.game.turn.moves == (Move(8, 5, 3),)
    button = board.window.toolbar.widgetForAction(board.window.undo_action)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert board.game.turn.moves == ()
    assert board.game.position == START
    assert len(board.checkers_of(0, 8)) == 3 and len(board.checkers_of(0, 6)) == 5
    assert not board.window.undo_action.isEnabled()


def test_clicking_the_dice_ends_a_complete_turn_only(make_board) -> None:
    board = make_board(opening=(3, 1))
    board.roll()
    board.drag(board.checker_at(0, 8), board.point_centre(0, 5))
    board.click_item(board.scene.dice)            # one die still to play: nothing happens
    assert board.game.phase is Phase.MOVING and board.game.on_roll == 0
    board.drag(board.checker_at(0, 6), board.point_centre(0, 5))
    assert board.scene.dice.clickable
    board.click_item(board.scene.dice)
    assert board.game.phase is Phase.ROLLING and board.game.on_roll == 1
    assert board.game.position_for(0).player[5] == 2
    # Bob's Roll button now shows in his half
    assert board.scene.roll_button.isVisible()
    assert board.scene.roll_button.pos() == board.geometry.dice_centre(1)


def test_enter_ends_the_turn(make_board) -> None:
    board = make_board(opening=(6, 5))
    board.roll()
    board.drag(board.checker_at(0, 24), board.point_centre(0, 13))
    board.view.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_Return)
    assert board.game.on_roll == 1 and board.game.phase is Phase.ROLLING


def _mirror(board, p: QPointF) -> QPointF:
    return QPointF(board.geometry.width - p.x(), p.y())


def test_after_switching_orientation_the_same_drags_land_on_the_mirrored_places(make_board, settings) -> None:
    board = make_board(opening=(3, 1))
    board.roll()
    right_8 = board.checker_at(0, 8)
    right_5 = board.point_centre(0, 5)
    board.drag(board.checker_at(0, 6), board.point_centre(0, 5))      # 6/5 before the switch
    right_on_5 = board.checkers_of(0, 5)[0].pos()
    board.window.orientation_action.trigger()
    assert board.scene.home_left and settings.get("orientation") == "left"
    # the turn in progress is kept; the checkers stand on the mirrored places
    assert board.game.turn.moves == (Move(6, 5, 1),)
    assert board.checkers_of(0, 5)[0].pos() == _mirror(board, right_on_5)
    assert board.checker_at(0, 8) == _mirror(board, right_8)
    for item in board.checkers_of(0, 8):
        assert item.pos() == board.geometry.checker_pos(0, 8, item.stack_index, 3)
    # the mirrored drag 8/5 makes the same move
    board.drag(_mirror(board, right_8), _mirror(board, right_5))
    assert board.game.turn.moves == (Move(6, 5, 1), Move(8, 5, 3))
    assert board.game.position.player[5] == 2
    # the home board is at the bottom left: the 1-point is the leftmost bottom point
    assert board.geometry.column_rect(1).left() < board.geometry.column_rect(12).left()
    assert board.geometry.tray_rect(0).right() < board.geometry.column_rect(1).left()


def test_orientation_shortcut_and_memory(make_board, settings, tmp_path) -> None:
    board = make_board()
    board.view.setFocus()
    QTest.keyClick(board.window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert board.scene.home_left
    from backgammon_qt.app.settings import Settings
    assert Settings(settings.path).get("orientation") == "left"
    QTest.keyClick(board.window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert not board.scene.home_left
    assert Settings(settings.path).get("orientation") == "right"


def test_top_player_drags_in_their_own_numbering(make_board) -> None:
    board = make_board(opening=(1, 3))        # Bob (top) wins the opening with 3-1
    board.roll()
    assert board.game.on_roll == 1
    board.drag(board.checker_at(1, 8), board.point_centre(1, 5))
    assert board.game.turn.moves == (Move(8, 5, 3),)
    # Bob's 5-point is Alice's 20-point: the top row, right half
    item = board.checkers_of(1, 5)[0]
    assert item.pos() == board.geometry.checker_pos(1, 5, 0, 1)
    assert board.geometry.is_top_row(board.geometry.bottom_number(1, 5))
    # Alice's checkers cannot be picked up on Bob's turn
    before = board.game.position
    board.drag(board.checker_at(0, 13), board.point_centre(0, 10))
    assert board.game.position == before


def test_tall_stacks_are_squeezed_and_show_their_count(make_board) -> None:
    position = Position.from_points({6: 7, 8: 3, 13: 5}, {6: 5, 8: 3, 13: 5, 24: 2})
    board = make_board(position)
    items = sorted(board.checkers_of(0, 6), key=lambda c: c.stack_index)
    assert [c.count_label for c in items] == [""] * 6 + ["7"]
    ys = [c.pos().y() for c in items]
    g = board.geometry
    assert max(ys) - min(ys) <= g.POINT_LEN - g.CHECKER + 0.01      # all seven within the point
    assert all(c.count_label == "" for c in board.checkers_of(0, 13))  # five fit: no count


def test_doubles_show_four_dice_and_used_ones_are_dimmed(make_board) -> None:
    board = make_board(opening=(3, 1), rolls=[(5, 5)])
    board.roll()
    board.drag(board.checker_at(0, 8), board.point_centre(0, 5))
    board.drag(board.checker_at(0, 6), board.point_centre(0, 5))
    board.click_item(board.scene.dice)
    board.roll()
    dice = board.scene.dice
    assert dice.values == (5, 5, 5, 5) and dice.used == (False,) * 4
    assert dice.pos() == board.geometry.dice_centre(1)
    board.drag(board.checker_at(1, 13), board.point_centre(1, 8))
    assert dice.used == (True, False, False, False)
