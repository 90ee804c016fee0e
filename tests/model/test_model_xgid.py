"""XGID both ways (FORMATS.md section 5): the vectors there, XG's own position
exports in the corpus (checked against what XG printed beside the XGID: pip
counts, score, cube, who is to play), round trips, and refusals."""

from __future__ import annotations

import re

import pytest
from helpers.positions import PROPERTY_SETTINGS, positions
from hypothesis import assume, given

from backgammon_qt.model import BAR, OFF, InvalidNotationError, InvalidPositionError, Position
from backgammon_qt.model.xgid import XgidState, parse_xgid

# (XGID, pips X, pips O as printed by XG) from FORMATS.md section 5
VECTORS = [
    ("XGID=-B-CBBB---a---A---ABcbbbd-:1:-1:1:21:3:6:0:7:10", 111, 52),
    ("XGID=-aAaBaDaB---bD-b-A-cA-b-b-:0:0:1:00:2:4:0:9:10", 139, 156),
    ("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10", 167, 167),
]


@pytest.mark.parametrize("xgid, pips_x, pips_o", VECTORS)
def test_the_format_notes_vectors(xgid: str, pips_x: int, pips_o: int) -> None:
    state = parse_xgid(xgid)
    assert state.position_for(0).pip_count() == (pips_x, pips_o)
    assert state.xgid() == xgid
    assert parse_xgid(xgid.removeprefix("XGID=")) == state     # the prefix is optional


def test_the_first_vector_decoded_point_by_point() -> None:
    state = parse_xgid(VECTORS[0][0])
    x, o = state.position_for(0).player, state.position_for(1).player
    assert {p: x[p] for p in range(1, 26) if x[p]} == {1: 2, 3: 3, 4: 2, 5: 2, 6: 2, 14: 1, 18: 1, 19: 2}
    assert {p: o[p] for p in range(1, 26) if o[p]} == {15: 1, 5: 3, 4: 2, 3: 2, 2: 2, 1: 4}
    assert x[OFF] == 0 and o[OFF] == 1
    assert state.cube_value == 2 and state.cube_owner == 1          # O owns a 2-cube
    assert state.player_to_act == 0 and state.dice == (2, 1)
    assert state.score == (3, 6) and state.match_length == 7 and not state.crawford
    assert state.cube_cap == 1024


def test_the_starting_position_in_money_play() -> None:
    state = parse_xgid(VECTORS[2][0])
    assert state.position == Position.start() and state.dice is None and state.match_length == 0
    assert not state.jacoby and not state.beavers


def test_xg_position_exports_agree_with_what_xg_printed(shared_dir) -> None:
    folder = shared_dir / "testdata" / "matches" / "xg-positions"
    files = sorted(folder.glob("*.txt"))
    assert files, f"no XG position exports in {folder}"
    for path in files:
        text = path.read_text(encoding="utf-8")
        state = parse_xgid(re.search(r"^XGID=\S+", text, re.M).group(0))
        pips = re.search(r"Pip count\s+X: (\d+)\s+O: (\d+)", text)
        assert state.position_for(0).pip_count() == (int(pips[1]), int(pips[2])), path.name
        score = re.search(r"Score is X:(\d+) O:(\d+) (\d+) pt", text)
        assert state.score == (int(score[1]), int(score[2])) and state.match_length == int(score[3]), path.name
        cube = re.search(r"^Cube: (\d+)(?:, (\w) own cube)?", text, re.M)
        assert state.cube_value == int(cube[1]), path.name
        assert state.cube_owner == {None: None, "X": 0, "O": 1}[cube[2]], path.name
        to_play = re.search(r"^(X|O) to play (\d)(\d)", text, re.M)
        if to_play:
            assert state.player_to_act == "XO".index(to_play[1])
            assert state.dice == (int(to_play[2]), int(to_play[3]))
        else:
            assert re.search(r"^X on roll, cube action", text, re.M)
            assert state.player_to_act == 0 and state.dice is None


@PROPERTY_SETTINGS
@given(positions())
def test_any_position_round_trips(position: Position) -> None:
    assume(any(position.opponent[1:]))          # the opponent has not borne everything off
    for player in (0, 1):
        state = XgidState(position=position, player_to_act=player, dice=(6, 3), cube_value=4, cube_owner=player,
                          score=(2, 5), match_length=7)
        again = parse_xgid(state.xgid())
        assert again == state
        assert again.position_for(player) == position


def test_money_flags_round_trip() -> None:
    for jacoby in (False, True):
        for beavers in (False, True):
            state = XgidState(position=Position.start(), player_to_act=1, dice=None, jacoby=jacoby,
                              beavers=beavers, cube_cap=64)
            assert parse_xgid(state.xgid()) == state


@pytest.mark.parametrize("text, words", [
    ("", "not an XGID"),
    ("XGID=-b----E-C---eE---c-e----B", "not an XGID"),
    ("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0", "9 fields"),
    ("XGID=-b----E-C---eE---c-e----B-:0:0:0:00:0:0:0:0:10", "player to act"),
    ("XGID=-b----E-C---eE---c-e----B-:0:0:1:07:0:0:0:0:10", "dice"),
    ("XGID=-b----E-C---eE---c-e----B-:0:0:1:D1:0:0:0:0:10", "D for a double offered"),
    ("XGID=-b----E-C---eE---c-e----B-:0:2:1:00:0:0:0:0:10", "cube position"),
    ("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:7:0:0:7:10", "score of X"),
    ("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:1:7:10", "Crawford"),
    ("XGID=-b----E-C---eE---c-e----B-:11:0:1:00:0:0:0:0:10", "above its limit"),
    ("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:100:10", "match length"),
    ("XGID=-b----E-C---eE---c-e----B-:x:0:1:00:0:0:0:0:10", "whole number"),
])
def test_malformed_xgids_are_refused_with_the_field(text: str, words: str) -> None:
    with pytest.raises(InvalidNotationError, match=words):
        parse_xgid(text)


@pytest.mark.parametrize("board, words", [
    ("-P----E-C---eE---c-e----B-", "more than 15"),      # 16 X checkers on the 1-point, and the rest
    ("Ab----E-C---eE---c-e----B-", "X checkers on O's bar"),
    ("-b----E-C---eE---c-e----Ba", "O checkers on X's bar"),
    ("--------------------------", "borne off every checker"),
])
def test_impossible_boards_are_refused(board: str, words: str) -> None:
    with pytest.raises(InvalidPositionError, match=words):
        parse_xgid(f"XGID={board}:0:0:1:00:0:0:0:0:10")


def test_bar_checkers_are_read_for_both_sides() -> None:
    # from the starting position, O's two back checkers (character 2) go to O's bar
    # (character 1) and one of X's from its 6-point (character 7) to X's bar (character 26)
    board = list("-b----E-C---eE---c-e----B-")
    board[0], board[1], board[6], board[25] = "b", "-", "D", "A"
    state = parse_xgid(f"XGID={''.join(board)}:0:0:-1:31:0:0:0:0:10")
    assert state.position_for(0).player[BAR] == 1 and state.position_for(1).player[BAR] == 2
    assert state.player_to_act == 1 and state.position.player[BAR] == 2


def test_a_double_offered_is_read_with_the_doubler_to_act_and_the_cube_before_it() -> None:
    # gnubg's SetXGID: "D" in the dice field is a double offered by the player the turn field names
    # (the opponent is to answer); the cube field is the cube before the double
    state = parse_xgid("XGID=-b----E-C---eE---c-e----B-:1:-1:-1:D:2:4:0:7:10")
    assert state.doubled and state.dice is None
    assert state.player_to_act == 1 and state.cube_value == 2 and state.cube_owner == 1
    assert state.position == Position.start()
    assert state.xgid() == "XGID=-b----E-C---eE---c-e----B-:1:-1:-1:D:2:4:0:7:10"
    assert not parse_xgid(VECTORS[1][0]).doubled


def test_numbers_are_ascii_digits_only() -> None:
    """A field written with other Unicode digits (Arabic-Indic 3 for the
    match length) is not an XGID (FORMATS.md section 5: decimal numbers)."""
    good = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:3:10"
    assert parse_xgid(good).match_length == 3
    with pytest.raises(InvalidNotationError):
        parse_xgid(good.replace(":0:3:10", ":0:\u0663:10"))
