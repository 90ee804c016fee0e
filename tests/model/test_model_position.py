"""Position, the gnubg Position ID and the rules of a board.

Vectors: ../shared/testdata/FORMATS.md section 3 (side A = the player NOT on
roll, side B = the player on roll; points in each side's own numbering).
"""

from __future__ import annotations

import base64

import gnubg_nn as gnubg
import pytest
from helpers.gnubg_oracle import ROLLS, gnubg_results, to_board

from backgammon_qt.model import (
    BAR,
    OFF,
    InvalidNotationError,
    InvalidPositionError,
    Position,
    legal_plays,
)

START_SIDE = {6: 5, 8: 3, 13: 5, 24: 2}

# (Position ID, side A {point: count}, side B {point: count}, pips (B on roll, A))
VECTORS = [
    ("4HPwATDgc/ABMA", START_SIDE, START_SIDE, (167, 167)),
    ("sGfwGQDg28EBBg", {5: 2, 6: 4, 8: 2, 13: 5, 15: 2}, {6: 5, 7: 2, 8: 3, 13: 3, 21: 2}, (149, 145)),
    ("0HPhATDg2+ABMA", {5: 1, 6: 4, 8: 3, 9: 1, 13: 4, 24: 2}, {6: 5, 7: 2, 8: 2, 13: 4, 24: 2}, (160, 162)),
    ("ADAAAQAkIAAAAA", {13: 2, 23: 1}, {15: 1, 17: 1, 24: 1}, (56, 49)),
]


def _points(side) -> dict[int, int]:
    return {p: side[p] for p in range(1, 26) if side[p]}


@pytest.mark.parametrize(("pid", "side_a", "side_b", "pips"), VECTORS)
def test_position_id_vectors_decode(pid: str, side_a: dict, side_b: dict, pips: tuple[int, int]) -> None:
    position = Position.from_position_id(pid)
    assert _points(position.player) == side_b  # on roll
    assert _points(position.opponent) == side_a
    assert position.player[OFF] == 15 - sum(side_b.values())
    assert position.opponent[OFF] == 15 - sum(side_a.values())
    assert position.pip_count() == pips
    position.validate()
    assert position.position_id() == pid
    assert position == Position.from_points(side_b, side_a)
    # gnubg-nn reads the ID the same way ([not on roll, on roll])
    assert [list(side) for side in gnubg.board_from_position_id(pid)] == to_board(position)


def test_start_key_bytes_and_repr() -> None:
    start = Position.start()
    assert start.position_id() == "4HPwATDgc/ABMA"
    key = base64.b64decode(start.position_id() + "==")
    assert key.hex(" ").upper() == "E0 73 F0 01 30 E0 73 F0 01 30"
    assert repr(start) == "Position.from_position_id('4HPwATDgc/ABMA')"
    assert eval(repr(start), {"Position": Position}) == start
    assert Position.from_position_id("Position ID: 4HPwATDgc/ABMA") == start


def test_next_play_of_the_allabout_example_hits() -> None:
    # FORMATS.md: from 0HPhATDg2+ABMA with 3-1 the play 24/20* hits A's blot
    # on B's 20-point (A's 5-point)
    position = Position.from_position_id("0HPhATDg2+ABMA")
    legal = legal_plays(position, (3, 1))
    play = legal.parse("24/20*")
    assert play.hits == 1
    assert play.position.opponent[5] == 0 and play.position.opponent[BAR] == 1


def test_swapped_and_queries() -> None:
    position = Position.from_position_id("sGfwGQDg28EBBg")
    swapped = position.swapped()
    assert swapped.player == position.opponent and swapped.opponent == position.player
    assert swapped.pip_count() == (145, 149)
    assert swapped.swapped() == position
    assert not position.is_race() and not position.is_game_over()
    assert position.checker_at(21) == (0, 2)  # the player on roll's 21-point
    assert position.checker_at(20) == (1, 2)  # the opponent's 5-point
    assert position.checker_at(1) == (-1, 0)
    race = Position.from_points({6: 5, 3: 2}, {5: 4, 12: 1})
    assert race.is_race()
    over = Position.from_points({}, {3: 2})
    assert over.is_game_over()


@pytest.mark.parametrize(
    ("player", "opponent", "message"),
    [
        ((1,) * 16 + (0,) * 10, Position.start().opponent, "16 checkers"),
        (Position.start().player, (0,) * 25 + (14,), "14 checkers"),
        # the opponent's 1-point is the player's 24-point, where the player has 2
        (Position.start().player, (0, 2, 0, 0, 0, 0, 5, 0, 3) + (0,) * 4 + (5,) + (0,) * 12, "both sides"),
        ((15,) + (0,) * 25, (15,) + (0,) * 25, "both sides have borne off"),
    ],
)
def test_validate_rejects_broken_positions(player, opponent, message: str) -> None:
    with pytest.raises(InvalidPositionError, match=message):
        Position(player, opponent).validate()


def test_constructor_checks_shape() -> None:
    with pytest.raises(InvalidPositionError):
        Position((0,) * 25, Position.start().opponent)
    with pytest.raises(InvalidPositionError):
        Position((-1,) + (0,) * 25, Position.start().opponent)
    with pytest.raises(InvalidPositionError):
        Position.from_points({26: 1}, {})
    with pytest.raises(InvalidPositionError):
        Position.from_points({6: 16}, {})


def _id_of_key_bits(bits: str) -> str:
    """A Position ID whose key bits (in order) are ``bits``, padded to 80."""
    value = int(bits[::-1].rjust(80, "0"), 2)  # bit k of the key is bit k of the integer
    return base64.b64encode(value.to_bytes(10, "little")).decode()[:14]


def _side_bits(points: dict[int, int]) -> str:
    """One side's key bits: per slot 1..25, a 1 per checker then a 0."""
    return "".join("1" * points.get(p, 0) + "0" for p in range(1, 26))


def test_key_bit_helpers_match_the_encoder() -> None:
    assert _id_of_key_bits(_side_bits(START_SIDE) * 2) == "4HPwATDgc/ABMA"
    a, b = VECTORS[1][1:3]
    assert _id_of_key_bits(_side_bits(a) + _side_bits(b)) == VECTORS[1][0]


@pytest.mark.parametrize(
    "text",
    [
        "",
        "4HPwATDgc/ABM",  # 13 characters
        "4HPwATDgc/ABMAA",  # 15 characters
        "4HPwATDgc/AB!A",  # not Base64
        "4HPwATDgc/AB A",
        "//////////////",  # all ones: not two sides of 25 slots
        _id_of_key_bits("1" * 16 + "0" * 50),  # 16 checkers on side A's 1-point
        _id_of_key_bits("0" * 25 + "1" * 16 + "0" * 25),  # 16 checkers on side B's 1-point
        _id_of_key_bits("1" * 15 + "0" * 25 + "1" * 15 + "0" * 24 + "1"),  # side B's bar slot never closes
        _id_of_key_bits("0" * 50 + "1"),  # a checker past both sides
    ],
)
def test_from_position_id_rejects_bad_input(text: str) -> None:
    with pytest.raises(InvalidNotationError):
        Position.from_position_id(text)


def test_errors_are_value_errors() -> None:
    with pytest.raises(ValueError):
        Position.from_position_id("nonsense")


@pytest.mark.parametrize(("roll", "count"), [((3, 1), 16), ((1, 3), 16), ((6, 6), 11), ((6, 5), 7)])
def test_number_of_plays_from_the_start(roll: tuple[int, int], count: int) -> None:
    legal = legal_plays(Position.start(), roll)
    assert len(legal) == count
    assert len(set(legal)) == count and legal.max_moves == (4 if roll[0] == roll[1] else 2)


def test_every_opening_roll_matches_gnubg() -> None:
    start = Position.start()
    for roll in ROLLS:
        assert legal_plays(start, roll).resulting_positions() == gnubg_results(start, *roll), roll


def test_position_id_with_padding_or_far_too_long_is_refused_briefly() -> None:
    # '=' would let a shorter key decode as another position (4HPwATDgc/AB== is not 4HPwATDgc/ABMA)
    with pytest.raises(InvalidNotationError, match="'=' is not one of its characters"):
        Position.from_position_id("4HPwATDgc/AB==")
    with pytest.raises(InvalidNotationError, match="14 characters") as info:
        Position.from_position_id("A" * 100_000)
    assert len(str(info.value)) < 120              # the message does not echo the whole text
