"""The turn in progress (the drag-and-drop API of the rules model).

Rules: RULES.md "Moving" (both dice when possible, the larger die when only
one can be played, bar first) and "Bearing off"; a turn may be undone move by
move until confirmed ("Irregularities").  Points are in the mover's numbering,
0 = off (the tray), 25 = the bar.
"""

from __future__ import annotations

import pytest
from helpers.positions import PROPERTY_SETTINGS, board, dice, positions
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from backgammon_qt.model import BAR, OFF, IllegalMoveError, Move, Position, Turn, legal_plays

START = Position.start()


def test_destinations_include_chains_of_several_dice() -> None:
    turn = Turn(START, (5, 3))
    assert turn.legal_destinations(13) == {10, 8, 5}  # 13/5 is 5 then 3 or 3 then 5
    assert turn.legal_destinations(24) == {21, 16}  # 24/19 is blocked, 24/16 goes via 21
    assert turn.legal_destinations(8) == {5, 3}
    assert turn.legal_destinations(6) == {3}  # 6/1 lands on the opponent's 24-point
    assert turn.legal_destinations(7) == frozenset()  # no checker there
    assert turn.movable_points() == {24, 13, 8, 6}
    assert turn.find_move(13, 5) in ((Move(13, 8, 5), Move(8, 5, 3)), (Move(13, 10, 3), Move(10, 5, 5)))


def test_doubles_reach_every_open_point_on_the_way() -> None:
    turn = Turn(START, (3, 3))
    # 24/12 would land on the opponent's 13-point
    assert turn.legal_destinations(24) == {21, 18, 15}
    assert len(turn.find_move(24, 15)) == 3


def test_the_tray_is_a_destination_when_bearing_off() -> None:
    position = board({6: 2, 5: 1, 2: 3}, {18: 2, 22: 1})
    turn = Turn(position, (6, 2))
    assert OFF in turn.legal_destinations(6)
    assert OFF in turn.legal_destinations(2)
    assert OFF not in turn.legal_destinations(5)  # a checker stands on the 6-point
    turn.move(6, OFF)
    assert turn.position.player[OFF] == position.player[OFF] + 1


def test_a_move_that_strands_a_die_is_not_offered() -> None:
    # 24/18 first would leave the 5 unplayable (18/13 and 10/5 are blocked),
    # while 24/19 then 10/4 plays both dice.
    position = board({24: 1, 10: 1, 2: 6, 1: 7}, {12: 2, 20: 2})
    legal = legal_plays(position, (6, 5))
    assert [str(p) for p in legal] == ["24/19 10/4"]
    turn = Turn(position, (6, 5))
    assert turn.legal_destinations(24) == {19}
    assert turn.legal_destinations(10) == {4}
    with pytest.raises(IllegalMoveError):
        turn.move(24, 18)
    with pytest.raises(IllegalMoveError):
        turn.move_by_die(24, 6)
    turn.move_by_die(24, 5)
    assert not turn.can_finish()
    assert turn.legal_destinations(19) == frozenset()
    turn.move(10, 4)
    assert turn.can_finish()
    assert turn.finish() in legal


def test_find_move_returns_the_chain_with_the_hit_on_the_way() -> None:
    # the opponent's blot on its 7-point is the mover's 18; the mover's 19 is blocked
    position = board({6: 5, 8: 3, 13: 5, 24: 2}, {7: 1, 6: 4, 8: 3, 13: 5, 24: 2})
    turn = Turn(position, (6, 5))
    chain = turn.find_move(24, 13)
    assert chain == (Move(24, 18, 6, True), Move(18, 13, 5))
    assert turn.position == position  # find_move only looks
    turn.move(24, 13)
    assert turn.position.opponent[BAR] == 1
    play = turn.finish()
    assert str(play) == "24/18*/13"
    with pytest.raises(IllegalMoveError):
        Turn(position, (6, 5)).find_move(24, 14)


def test_checkers_on_the_bar_enter_first() -> None:
    position = board({BAR: 1, 6: 5, 8: 3, 13: 5, 24: 1}, {6: 5, 8: 3, 13: 5, 24: 2})
    turn = Turn(position, (4, 2))
    assert turn.movable_points() == {BAR}
    assert turn.legal_destinations(13) == frozenset()
    with pytest.raises(IllegalMoveError, match="bar"):
        turn.find_move(13, 9)
    assert turn.legal_destinations(BAR) == {21, 23}  # the 19 is the opponent's 6-point
    turn.move(BAR, 21)
    assert 13 in turn.movable_points()
    turn.move(13, 11)
    assert turn.can_finish()


def test_undo_restores_the_position_and_the_dice() -> None:
    turn = Turn(START, (6, 5))
    made = turn.move(24, 13)
    assert len(made) == 2 and turn.remaining_dice == ()
    assert turn.undo() == made[1]
    assert turn.remaining_dice == (made[1].die,)
    assert turn.position.player[made[1].from_point] == 1
    turn.undo_all()
    assert turn.position == START and turn.moves == () and sorted(turn.remaining_dice) == [5, 6]
    with pytest.raises(IllegalMoveError):
        turn.undo()
    assert turn.legal_destinations(24) == {18, 13}


def test_can_finish_only_when_every_die_that_must_be_played_is_played() -> None:
    turn = Turn(START, (4, 4))
    assert not turn.can_finish()
    with pytest.raises(IllegalMoveError):
        turn.finish()
    for _ in range(3):
        turn.move_by_die(13, 4)
        assert not turn.can_finish()
    turn.move_by_die(24, 4)
    assert turn.can_finish()
    assert str(turn.finish()) == "24/20 13/9(3)"


def test_only_one_die_playable_means_the_larger() -> None:
    # either die alone can move the checker on 24, but 24/13 is blocked and
    # the checkers on 1 and 2 cannot bear off
    position = board({24: 1, 2: 7, 1: 7}, {12: 2})
    turn = Turn(position, (5, 6))
    assert turn.max_moves == 1
    assert turn.legal_destinations(24) == {18}
    with pytest.raises(IllegalMoveError):
        turn.move_by_die(24, 5)
    turn.move(24, 18)
    assert turn.can_finish() and turn.remaining_dice == (5,)
    assert turn.movable_points() == frozenset()


def test_last_checker_bears_off_with_both_dice() -> None:
    # 6/off with the 6 alone would leave the 2 unplayed; 6/4/off uses both
    position = board({6: 1}, {20: 2})
    turn = Turn(position, (6, 2))
    assert OFF in turn.legal_destinations(6)
    assert turn.find_move(6, OFF) == (Move(6, 4, 2), Move(4, OFF, 6))
    with pytest.raises(IllegalMoveError):
        turn.move_by_die(6, 6)
    turn.move(6, OFF)
    assert turn.can_finish()
    play = turn.finish()
    assert str(play) == "6/off" and play.position.player[OFF] == 15


def test_a_roll_with_no_legal_play() -> None:
    closed = {p: 2 for p in range(1, 7)}
    position = board({BAR: 1, 6: 14}, {**closed, 13: 3})
    turn = Turn(position, (6, 1))
    assert not turn.has_legal_play() and turn.can_finish()
    assert turn.movable_points() == frozenset() and turn.legal_destinations(BAR) == frozenset()
    play = turn.finish()
    assert play.moves == () and play.position == position


def test_apply_text_makes_the_moves() -> None:
    turn = Turn(START, (6, 5))
    turn.apply_text("24/18 18/13")
    assert turn.can_finish() and str(turn.finish()) == "24/13"
    with pytest.raises(IllegalMoveError):
        Turn(START, (6, 5)).apply_text("24/17")


# --------------------------------------------------------------------------
# Properties: the turn API reaches exactly the legal plays.

@PROPERTY_SETTINGS
@given(positions(), dice, st.randoms(use_true_random=False))
def test_random_moves_end_in_a_legal_play(position: Position, roll, rnd) -> None:
    legal = legal_plays(position, roll)
    turn = Turn(position, roll)
    while not turn.can_finish():
        points = turn.movable_points()
        assert points, f"dead end after {turn.moves}"  # no stranded die
        point = rnd.choice(sorted(points))
        turn.move(point, rnd.choice(sorted(turn.legal_destinations(point))))
    assert turn.movable_points() == frozenset()
    play = turn.finish()
    if legal:
        assert play in legal and len(play.moves) == legal.max_moves
    else:
        assert play.moves == () and play.position == position


def _reachable(turn: Turn, seen: set, finished: set) -> None:
    state = (turn.position, turn.remaining_dice)
    if state in seen:
        return
    seen.add(state)
    if turn.can_finish():
        finished.add(turn.position)
    for point in turn.movable_points():
        for dest in turn.legal_destinations(point):
            made = turn.move(point, dest)
            _reachable(turn, seen, finished)
            for _ in made:
                turn.undo()


@settings(PROPERTY_SETTINGS, max_examples=150)
@given(positions(kind="bear-off") | positions(), dice)
def test_every_legal_play_is_reachable_by_moves(position: Position, roll) -> None:
    legal = legal_plays(position, roll)
    assume(len(legal) <= 30)  # keeps the search small
    finished: set[Position] = set()
    _reachable(Turn(position, roll), set(), finished)
    expected = legal.resulting_positions() or {position}
    assert finished == expected
