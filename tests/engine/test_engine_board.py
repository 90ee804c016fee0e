"""Our Position <-> bgsage's 26-int board (backgammon_qt/engine/board.py)."""

from __future__ import annotations

import random

import bgsage
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from backgammon_qt.engine.board import from_board, to_board
from backgammon_qt.model import BAR, CHECKERS, OFF, InvalidPositionError, Position, legal_plays


@st.composite
def positions(draw) -> Position:
    """Valid positions: 15 checkers a side, no point held by both, any
    number on the bars and borne off, the mover with at least one checker
    left."""
    me = [0] * 26
    opp = [0] * 26
    for side, other, least in ((me, opp, 1), (opp, me, 0)):
        for point in draw(st.lists(st.integers(1, BAR), min_size=least, max_size=CHECKERS)):
            # a checker on this side's point p stands on the other side's 25 - p
            if point != BAR and other[25 - point]:
                continue
            side[point] += 1
        side[OFF] = CHECKERS - sum(side)
    position = Position(tuple(me), tuple(opp))
    position.validate()
    return position


def test_start_position_is_bgsage_starting_board() -> None:
    assert to_board(Position.start()) == bgsage.STARTING_BOARD
    assert from_board(bgsage.STARTING_BOARD) == Position.start()


def test_layout_of_each_index() -> None:
    # mover: 2 on the bar, 1 on its 3-point; opponent: 1 on the bar, 3 on
    # its own 20-point (the mover's 5-point)
    position = Position.from_points({BAR: 2, 3: 1}, {BAR: 1, 20: 3})
    board = to_board(position)
    assert board[25] == 2 and board[0] == 1
    assert board[3] == 1 and board[5] == -3
    assert sum(1 for x in board if x) == 4


@settings(max_examples=300, deadline=None)
@given(positions())
def test_round_trip(position: Position) -> None:
    board = to_board(position)
    assert len(board) == 26
    assert from_board(board) == position
    assert to_board(from_board(board)) == board


@settings(max_examples=200, deadline=None)
@given(positions())
def test_swapped_position_is_bgsage_flip(position: Position) -> None:
    assert to_board(position.swapped()) == bgsage.flip_board(to_board(position))


def test_from_board_rejects_bad_boards() -> None:
    with pytest.raises(InvalidPositionError):
        from_board([0] * 25)
    bad = list(bgsage.STARTING_BOARD)
    bad[0] = -1
    with pytest.raises(InvalidPositionError):
        from_board(bad)
    bad = list(bgsage.STARTING_BOARD)
    bad[7] = 3  # 18 checkers for the mover
    with pytest.raises(InvalidPositionError):
        from_board(bad)


def _random_position(rng: random.Random) -> Position:
    while True:
        me, opp = [0] * 26, [0] * 26
        for side in (me, opp):
            side[OFF] = rng.randint(0, 14) if rng.random() < 0.5 else 0
            home = rng.random() < 0.5
            for _ in range(CHECKERS - side[OFF]):
                side[rng.randint(1, 6) if home and rng.random() < 0.9 else rng.randint(1, BAR)] += 1
        position = Position(tuple(me), tuple(opp))
        try:
            position.validate()
        except InvalidPositionError:
            continue
        if not position.is_game_over():
            return position


def test_bgsage_move_generator_agrees_through_the_conversion() -> None:
    """Through the conversion, bgsage's resulting boards contain ours, and
    the only extra ones are its known differences: the unchanged board when
    no play is legal, and a last checker borne off with one die when both
    dice could be played (the position where the mover has finished)."""
    rng = random.Random(11)
    extras = 0
    for _ in range(2000):
        position = _random_position(rng)
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        ours = legal_plays(position, dice).resulting_positions()
        theirs = {from_board(b) for b in bgsage.possible_moves(to_board(position), *dice)}
        assert ours <= theirs, (position, dice)
        for extra in theirs - ours:
            extras += 1
            if ours:
                assert extra.player[OFF] == CHECKERS, (position, dice, extra)
            else:
                assert extra == position
    assert extras > 0  # the sample does meet the differences
