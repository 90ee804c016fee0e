"""The game flow on screen: opening roll, cube, resignation, automatic pass,
game and match over, the timed rules' clock, the automatic options."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from backgammon_qt.model import BAR, Move, Position
from backgammon_qt.model.game import Phase
from backgammon_qt.model.rules import RuleOptions

pytestmark = pytest.mark.gui


def _play_opening_3_1(board) -> None:
    """Alice wins the opening with 3-1, makes her 5-point and ends the turn."""
    board.roll()
    board.drag(board.checker_at(0, 8), board.point_centre(0, 5))
    board.drag(board.checker_at(0, 6), board.point_centre(0, 5))
    board.click_item(board.scene.dice)
    assert board.game.on_roll == 1 and board.game.phase is Phase.ROLLING


def test_a_tied_opening_roll_is_rolled_again(make_board) -> None:
    board = make_board(opening=(3, 3), rolls=[(5, 2)])
    board.roll()
    assert board.game.phase is Phase.OPENING
    # the tie is said in the status bar; the board shows both dice (not a bubble over one of them)
    assert "roll again" in board.window.news_label.text() and "roll again" in board.window.status_label.text()
    assert not board.scene.banner.isVisible()
    board.roll()
    assert board.game.phase is Phase.MOVING and board.game.on_roll == 0 and board.game.dice == (5, 2)
    assert board.scene.dice.isVisible() and board.scene.dice.values == (5, 2)
    assert board.scene.dice.pos() == board.geometry.dice_centre(0)
    assert "moves first" in board.scene.banner.text


def test_space_rolls(make_board) -> None:
    board = make_board(opening=(6, 1))
    board.view.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_Space)
    assert board.game.phase is Phase.MOVING and board.game.dice == (6, 1)


def test_double_by_clicking_the_cube_then_take(make_board) -> None:
    board = make_board(opening=(3, 1))
    _play_opening_3_1(board)
    assert board.scene.cube.clickable
    board.click_item(board.scene.cube)
    assert board.game.phase is Phase.DOUBLED
    assert board.scene.prompt.isVisible() and "Bob doubles to 2" in board.scene.prompt.text
    assert [b.key for b in board.scene.prompt.buttons] == ["take", "drop"]
    board.answer("take")
    assert board.game.cube_value == 2 and board.game.cube_owner == 0
    assert board.scene.cube.pos() == board.geometry.cube_pos(0)
    assert not board.scene.prompt.isVisible()
    # Bob rolls on; the cube is Alice's now, so Bob cannot double again
    assert not board.scene.cube.clickable and board.scene.roll_button.isVisible()


def test_the_cube_cannot_be_clicked_before_rolling_is_possible(make_board) -> None:
    board = make_board(opening=(3, 1))
    board.click_item(board.scene.cube)              # the opening roll: no doubling
    assert board.game.phase is Phase.OPENING and board.game.cube_value == 1


def test_drop_ends_the_game_and_next_game_starts(make_board) -> None:
    board = make_board(opening=(3, 1), rolls=[])
    _play_opening_3_1(board)
    board.click_item(board.scene.cube)
    board.answer("drop")
    assert board.game.phase is Phase.OVER
    text = board.scene.prompt.text
    assert "Bob wins" in text and "1\u00a0point" in text and "Score: Alice 0, Bob 1" in text
    board.answer("next_game")
    assert len(board.controller.match.games) == 2 and board.game.phase is Phase.OPENING
    assert board.scene.panels[1].score_text == "score 1 \u00b7 4-away"       # a 5-point match


def test_beaver_in_money_play(make_board) -> None:
    board = make_board(opening=(3, 1), length=0, rules=RuleOptions.money())
    _play_opening_3_1(board)
    board.click_item(board.scene.cube)
    assert [b.key for b in board.scene.prompt.buttons] == ["take", "drop", "beaver"]
    board.answer("beaver")
    assert "Alice beavers" in board.scene.prompt.text
    board.answer("take")
    assert board.game.cube_value == 4 and board.game.cube_owner == 0
    assert "Bob takes: the cube is on 4" in board.scene.banner.text


def test_resign_declined_then_accepted(make_board) -> None:
    board = make_board(opening=(3, 1))
    board.roll()
    board.window.resign_actions[1].trigger()         # Game > Resign > Gammon
    assert board.game.phase is Phase.RESIGNED
    assert "Alice resigns a gammon (2 points)" in board.scene.prompt.text
    board.answer("decline")
    assert board.game.phase is Phase.MOVING
    board.drag(board.checker_at(0, 8), board.point_centre(0, 5))     # play goes on
    board.window.resign_actions[0].trigger()         # a single game
    board.answer("accept")
    assert board.game.outcome.winner == 1 and board.game.outcome.points == 1
    assert "Bob wins a single game (resignation): 1\u00a0point." in board.scene.prompt.text   # never split


def test_no_legal_play_passes_with_a_message(make_board) -> None:
    alice = {6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2, 13: 3}
    bob = {BAR: 1, 6: 5, 8: 3, 13: 6}
    board = make_board(Position.from_points(alice, bob), opening=(2, 1), rolls=[(6, 6)])
    board.roll()
    board.drag(board.checker_at(0, 13), board.point_centre(0, 10))    # 13/10 (Bob holds her 12)
    board.click_item(board.scene.dice)
    board.roll()                                     # Bob rolls 6-6 and cannot enter
    assert board.game.on_roll == 0 and board.game.phase is Phase.ROLLING
    # said in the status bar, and on the board under Bob's dice, which stay beside Alice's Roll button
    assert "Bob rolled 6-6 and cannot move" in board.window.news_label.text()
    assert board.scene.last_dice[1].values == (6, 6) and board.scene.last_dice[1].note == "cannot move"


def test_crawford_game_is_marked_and_the_match_ends(make_board) -> None:
    board = make_board(opening=(3, 1), rolls=[], length=3)
    board.controller.match.dice_source.push_one(5)
    board.controller.match.dice_source.push_one(2)
    board.roll()
    board.window.resign_actions[1].trigger()         # Alice resigns a gammon: Bob 2 of 3
    board.answer("accept")
    board.answer("next_game")
    assert board.game.crawford
    assert "Crawford game" in board.scene.panels[1].centre_text
    board.roll()                                     # Alice 5, Bob 2
    assert not board.game.can_double()
    board.window.resign_actions[0].trigger()
    board.answer("accept")
    assert board.controller.match.is_over
    assert "Bob wins the match!" in board.scene.prompt.text
    assert [b.key for b in board.scene.prompt.buttons] == ["new_match", "analyse_game"]


def test_timed_rules_show_the_clock_and_an_empty_bank_lets_the_opponent_claim(make_board) -> None:
    t = [1000.0]
    board = make_board(opening=(3, 1), rules=RuleOptions.timed_preset(), now=lambda: t[0])
    board.roll()
    assert not board.scene.cube.isVisible()
    panel = board.scene.panels[0]
    assert panel.clock.startswith("11 s + bank 1:30")
    t[0] += 11 + 60
    board.qtbot.waitUntil(lambda: panel.clock.startswith("0 s + bank 0:30"), timeout=2000)
    assert not board.scene.panels[1].claim.isVisible()
    t[0] += 31
    board.qtbot.waitUntil(lambda: board.scene.panels[1].claim.isVisible(), timeout=2000)
    board.click_item(board.scene.panels[1].claim)
    o = board.game.outcome
    assert o is not None and o.winner == 1 and o.reason == "claim" and o.points == 2
    assert "(on time)" in board.scene.prompt.text


def test_auto_roll_rolls_when_no_double_is_possible(make_board, settings) -> None:
    settings.set("auto_roll", True)
    board = make_board(opening=(3, 1), rolls=[(6, 5)], rules=RuleOptions(cube=False))
    _play_opening_3_1(board)
    board.qtbot.waitUntil(lambda: board.game.phase is Phase.MOVING, timeout=3000)
    assert board.game.on_roll == 1 and board.game.dice == (6, 5)


def test_auto_play_forced_moves(make_board, settings) -> None:
    settings.set("auto_play_forced", True)
    # Alice's only checker outside her home board stands on 13 and her home checkers cannot
    # move 5 or 6 (no bearing off yet): 13/2 is forced
    alice = {13: 1, 2: 7, 1: 7}
    bob = {6: 5, 5: 5, 4: 5}
    position = Position.from_points(alice, bob)
    board = make_board(position, opening=(6, 5))
    board.roll()
    plays = board.game.turn.legal_plays
    assert len(plays) == 1
    assert board.game.turn.moves == next(iter(plays)).moves
    assert board.controller.can_end_turn()
    assert "Played automatically" in board.scene.banner.text


def test_auto_bear_off_when_no_contact(make_board, settings) -> None:
    settings.set("auto_bear_off", True)
    alice = {6: 3, 5: 3, 4: 3, 3: 2, 2: 2, 1: 2}
    bob = {1: 3, 2: 3, 3: 3, 4: 3, 5: 3}
    board = make_board(Position.from_points(alice, bob), opening=(6, 5))
    board.roll()
    assert sorted(board.game.turn.moves) == sorted([Move(6, 0, 6), Move(5, 0, 5)])
    assert board.game.position.player[0] == 2


def test_point_numbers_toggle_and_are_remembered(make_board, settings) -> None:
    board = make_board()
    assert board.scene.board.point_numbers
    board.window.point_numbers_action.trigger()
    assert not board.scene.board.point_numbers and settings.get("point_numbers") is False


def test_copy_position_and_match_id(make_board) -> None:
    from PySide6.QtGui import QGuiApplication
    board = make_board(opening=(3, 1))
    board.roll()
    board.window.copy_position_action.trigger()
    assert QGuiApplication.clipboard().text() == "4HPwATDgc/ABMA"
    board.window.copy_match_action.trigger()
    assert QGuiApplication.clipboard().text() == board.controller.match.match_id()
    assert len(QGuiApplication.clipboard().text()) == 12


def test_copy_xgid(make_board) -> None:
    from PySide6.QtGui import QGuiApplication

    from backgammon_qt.model.xgid import parse_xgid
    board = make_board(opening=(1, 3), rolls=[(6, 6)])
    board.roll()                             # Bob (player 1, O) wins the opening with 3-1
    board.window.copy_xgid_action.trigger()
    # the starting position as XG writes it (FORMATS.md section 5), O to play 3-1 in a 5-point match
    assert QGuiApplication.clipboard().text() == "XGID=-b----E-C---eE---c-e----B-:0:0:-1:31:0:0:0:5:10"
    board.drag(board.checker_at(1, 8), board.point_centre(1, 5))
    board.drag(board.checker_at(1, 6), board.point_centre(1, 5))
    board.window.end_turn_action.trigger()
    board.window.copy_xgid_action.trigger()
    state = parse_xgid(QGuiApplication.clipboard().text())
    assert state.player_to_act == 0 and state.dice is None and state.score == (0, 0)
    assert state.position == board.game.position and state.position_for(1).player[5] == 2


def test_the_game_ends_with_the_last_checker_borne_off(make_board) -> None:
    """RULES.md "End of game and scoring": the first to bear off all fifteen
    checkers wins; the game ends with that checker, without a click on the
    dice to confirm the turn (issue 19)."""
    alice = {2: 1, 1: 1}
    bob = {6: 5, 5: 5, 4: 5}
    board = make_board(Position.from_points(alice, bob), opening=(6, 5))
    board.roll()
    assert board.game.phase is Phase.MOVING
    board.drag(board.checker_at(0, 2), board.point_centre(0, 0))     # the 6 bears off the 2-point's checker
    assert board.game.phase is Phase.MOVING                           # one checker left
    board.click(board.point_centre(0, 0))                             # the tray: the last one off
    assert board.game.phase is Phase.OVER and board.game.record.actions[-1].kind != "roll"
    assert board.scene.prompt.isVisible() and not board.scene.dice.clickable


def _hidden_under(board, item) -> list[str]:
    """What of the board a prompt's rectangle covers: checkers, the bar, the dice, the cube."""
    scene, rect = board.scene, item.sceneBoundingRect()
    covered = [f"checker of side {side} on {c.location}" for side in (0, 1) for c in scene.checkers[side]
               if c.location != 0 and c.sceneBoundingRect().intersects(rect)]
    if rect.intersects(board.geometry.bar_rect()):
        covered.append("the bar")
    for dice in (scene.dice, *scene.last_dice):
        if dice.isVisible() and dice.sceneBoundingRect().intersects(rect):
            covered.append(f"the dice {dice.values}")
    if scene.cube.isVisible() and scene.cube.sceneBoundingRect().intersects(rect):
        covered.append("the cube")
    return covered


@pytest.mark.parametrize("size", [(1100, 800), (700, 1000)], ids=["landscape", "portrait"])
def test_the_take_question_hides_neither_the_bar_nor_a_checker(make_board, size) -> None:
    """Issue 19: the take/drop question sat over the middle of the board and
    a checker on the bar; it goes in the gap between the rows of points of a
    half (portrait: up or down a half to where no checker stands), away from
    the bar and the dice."""
    # four-checker stacks on the middle points of both halves (a portrait board's middle rows)
    alice = {BAR: 1, 9: 4, 10: 4, 3: 3, 4: 3}
    bob = {4: 2, 2: 2, 9: 4, 10: 4, 13: 3}             # his 4 and 2 points made: Alice's 4-2 cannot enter
    board = make_board(Position.from_points(alice, bob), opening=(4, 2), length=0, rules=RuleOptions.money(),
                       size=size)
    assert board.scene.portrait == (size[1] > size[0])
    board.roll()
    assert board.game.on_roll == 1 and board.game.phase is Phase.ROLLING
    board.click_item(board.scene.cube)                 # Bob doubles
    assert board.game.phase is Phase.DOUBLED
    prompt = board.scene.prompt
    assert prompt.isVisible() and "take or drop" in prompt.text
    assert board.checkers_of(0, BAR)                   # Alice's checker on the bar, in sight
    assert _hidden_under(board, prompt) == []
    board.answer("take")
    assert board.game.phase is Phase.ROLLING and board.game.cube_value == 2


@pytest.mark.parametrize("size", [(1100, 800), (600, 1000)], ids=["landscape", "portrait"])
def test_a_match_line_short_of_room_keeps_the_crawford_game(make_board, size) -> None:
    """A long name leaves the match line too little room: it goes on two lines (in a narrow
    portrait window cut short at the end if need be), the Crawford game first, never left out;
    and "Crawford rule" is not said again beside "Crawford game"."""
    board = make_board(opening=(3, 1), rolls=[], length=3, names=("Alice", "Bartholomew-Maximilian of Habsburg"),
                       size=size)
    board.controller.match.dice_source.push_one(5)
    board.controller.match.dice_source.push_one(2)
    board.roll()
    board.window.resign_actions[1].trigger()         # Alice resigns a gammon: Bob 2 of 3
    board.answer("accept")
    board.answer("next_game")
    assert board.game.crawford
    panel = board.scene.panels[1]
    assert panel.centre_text == "Crawford game \u00b7 Match to 3"
    shown = panel.shown_centre_text()
    if size[0] > size[1]:
        assert shown == panel.centre_text                          # room for it whole
    else:
        assert shown.split("\n")[0] == "Crawford game" and shown.count("\n") == 1
    panel.scene().views()[0].grab().save(f"/tmp/board_crawford_line_{size[0]}.png")
    panel.scene().views()[0].grab().save("/tmp/layout2_crawford_line.png")
