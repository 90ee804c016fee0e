"""Reading a pasted position (model/position_text.py): every kind of text a
player copies gives the state GNU Backgammon 1.07 shows for it (the
figures below are what ``gnubg -t -q`` printed for ``set board``/``set
matchid`` or ``set xgid``, then ``show board`` and ``show pipcount``;
tests/interop/test_interop_positions.py asks gnubg again), and what cannot
be read says which part is wrong."""

from __future__ import annotations

from pathlib import Path

import pytest

from backgammon_qt.model.game import Phase
from backgammon_qt.model.match import Match
from backgammon_qt.model.matchid import MatchState
from backgammon_qt.model.position_text import (
    PositionTextError,
    looks_like_xg_position,
    parse_position_text,
    position_record,
)
from backgammon_qt.model.rules import RuleOptions

XG_POSITIONS = Path(__file__).resolve().parents[3] / "shared" / "testdata" / "matches" / "xg-positions"


def _match(text: str) -> Match:
    return Match.replay(position_record(parse_position_text(text), ("A", "B"), RuleOptions()))


def _swapped(state: MatchState) -> MatchState:
    """``state`` with players 0 and 1 exchanged (gnubg makes XG's X its player 1)."""
    def other(p: int | None) -> int | None:
        return None if p is None else 1 - p
    return MatchState(state.cube_value, other(state.cube_owner), 1 - state.player_on_roll, state.crawford,
                      state.game_state, 1 - state.player_to_act, state.double_offered, state.resignation,
                      state.dice, state.match_length, (state.score[1], state.score[0]), state.jacoby)


def _same_state(ours: str, gnubg: str, swap: bool = False) -> None:
    a = MatchState.from_match_id(ours)
    b = MatchState.from_match_id(gnubg)
    if swap:
        b = _swapped(b)
    # the Jacoby bit is each program's own setting, not the position's
    assert (a.cube_value, a.cube_owner, a.player_on_roll, a.crawford, a.player_to_act, a.dice, a.match_length,
            a.score) == (b.cube_value, b.cube_owner, b.player_on_roll, b.crawford, b.player_to_act, b.dice,
                         b.match_length, b.score)


# text, kind, (gnubg's Position ID, Match ID, swap players), pips (player 0, player 1), phase
GNUBG_SHOWN = [
    ("sGfwGQDg28EBBg:cAlvATAAIAAA", "Position ID and Match ID", ("sGfwGQDg28EBBg", "cAlvATAAIAAA", False),
     (145, 149), Phase.MOVING),
    ("0HPhATDg2+ABMA:MIHlAEAAAAAA", "Position ID and Match ID", ("0HPhATDg2+ABMA", "MIHlAEAAAAAA", False),
     (160, 162), Phase.MOVING),
    (" GNU Backgammon  Position ID: 0HPhATDg2+ABMA\n                 Match ID   : MIHlAEAAAAAA\n",
     "Position ID and Match ID", ("0HPhATDg2+ABMA", "MIHlAEAAAAAA", False), (160, 162), Phase.MOVING),
    ("Position ID: sGfwGQDg28EBBg Match ID: cAlvATAAIAAA", "Position ID and Match ID",
     ("sGfwGQDg28EBBg", "cAlvATAAIAAA", False), (145, 149), Phase.MOVING),
    ("XGID=-B-CBBB---a---A---ABcbbbd-:1:-1:1:21:3:6:0:7:10", "XGID", ("b9sBCIC5bYDQAA", "QQnlAGAAGAAE", True),
     (111, 52), Phase.MOVING),
    ("-aAaBaDaB---bD-b-A-cA-b-b-:0:0:1:00:2:4:0:9:10", "XGID", ("Mw5jkCQyz+AhAg", "cAkgAUAAEAAE", True),
     (139, 156), Phase.ROLLING),
]


@pytest.mark.parametrize("text, kind, shown, pips, phase", GNUBG_SHOWN)
def test_pasted_text_gives_what_gnubg_shows(text: str, kind: str, shown: tuple[str, str, bool],
                                            pips: tuple[int, int], phase: Phase) -> None:
    parsed = parse_position_text(text)
    assert parsed.kind == kind
    match = _match(text)
    game = match.game
    assert game is not None and game.phase is phase
    assert game.position.position_id() == shown[0]
    _same_state(match.match_id(), shown[1], swap=shown[2])
    assert game.pip_counts() == pips


def test_position_id_alone_is_player_0_on_roll_before_the_roll() -> None:
    parsed = parse_position_text("  4HPwATDgc/ABMA \n")
    assert parsed.match_length is None and parsed.setup.on_roll == 0 and parsed.setup.dice is None
    record = position_record(parsed, ("A", "B"), RuleOptions(), length=5, score=(1, 3))
    match = Match.replay(record)
    assert match.length == 5 and match.score == (1, 3)
    assert match.game is not None and match.game.phase is Phase.ROLLING


@pytest.mark.parametrize("name, pid, shown, pips, players", [
    ("01_checkerPosition_EN.txt", "b9sBCIC5bYDQAA", "QQnlAGAAGAAE", (111, 52), ("Player 1", "Player 2")),
    ("03_DT_EN.txt", "Mw5jkCQyz+AhAg", "cAkgAUAAEAAE", (139, 156), None),
])
def test_xg_position_text(name: str, pid: str, shown: str, pips: tuple[int, int],
                          players: tuple[str, str] | None) -> None:
    path = XG_POSITIONS / name
    if not path.exists():
        pytest.skip(f"no corpus at {XG_POSITIONS}")
    text = path.read_text(encoding="utf-8-sig")
    assert looks_like_xg_position(text)
    parsed = parse_position_text(text)
    assert parsed.kind == "XG position"
    if players is not None:
        assert parsed.players == players
    match = _match(text)
    assert match.game is not None and match.game.position.position_id() == pid
    _same_state(match.match_id(), shown, swap=True)
    assert match.game.pip_counts() == pips


@pytest.mark.parametrize("text, words", [
    ("", "empty"),
    ("hello there", "not a position"),
    ("4HPwATDgc/ABM", "14 characters, got 13"),
    ("4HPwATDgc/ABMA:QYkqASAAIAA", "Match ID must be 12 characters, got 11"),
    ("4HPwATDgc/AB:QYkqASAAIAAA", "Position ID must be 14 characters, got 12"),
    ("Match ID: QYkqASAAIAAA", "no Position ID"),
    ("////////////AA:QYkqASAAIAAA", "Position ID is wrong"),
    ("4HPwATDgc/ABMA:cAlvATAAIBAA", "score 3-516 is not below"),
    ("XGID=-B-CBBB---a---A---ABcbbbd-:1:-1:1:71:3:6:0:7:10", "dice"),
    ("XGID=-B-CBBB---a---A---ABcbbbd-:1:-1:1:21:3:9:0:7:10", "score of O"),
    ("XGID=-P-CBBB---a---A---ABcbbbd-:1:-1:1:21:3:6:0:7:10", "X has"),
    ("XGID=-B-CBBB---a---A---ABcbbbd-:1:-1:1:21", "9 fields"),
])
def test_what_cannot_be_read_says_which_part(text: str, words: str) -> None:
    with pytest.raises(PositionTextError, match=words):
        parse_position_text(text)


def test_a_cube_in_the_crawford_game_is_refused_by_the_rules() -> None:
    # 2-cube owned by X in the Crawford game at 6-3 of 7
    parsed = parse_position_text("XGID=-B-CBBB---a---A---ABcbbbd-:1:1:1:21:6:3:1:7:10")
    assert parsed.crawford
    with pytest.raises(ValueError, match="Crawford"):
        Match.replay(position_record(parsed, ("A", "B"), RuleOptions()))


@pytest.mark.parametrize("text, doubler", [
    ("XGID=-b----E-C---eE---c-e----B-:0:0:1:D:0:0:0:0:10", 0),      # X doubles, money
    ("XGID=-B-CBBB---a---A---ABcbbbd-:1:-1:-1:D:3:6:0:7:10", 1),    # O redoubles its 2-cube at 3-6 of 7
    ("4HPwATDgc/ABMA:MBmgAAAAAAAA", 0),                               # gnubg's Match ID with a double offered
])
def test_a_double_offered_starts_with_the_taker_to_answer(text: str, doubler: int) -> None:
    parsed = parse_position_text(text)
    assert parsed.double_offered and parsed.setup.dice is None and parsed.setup.on_roll == doubler
    match = _match(text)
    game = match.game
    assert game is not None
    assert game.phase is Phase.DOUBLED and game.on_roll == doubler and game.to_act == 1 - doubler
    assert game.doubler == doubler
    state = MatchState.from_match_id(match.match_id())
    assert state.double_offered and state.player_on_roll == doubler and state.player_to_act == 1 - doubler
    assert state.cube_value == parsed.setup.cube_value          # the cube is turned when the double is taken


@pytest.mark.parametrize("text, words", [
    ("XGID=-B-CBBB---a---A---ABcbbbd-:1:-1:1:D:3:6:0:7:10", "owns the cube"),    # X doubles O's cube
    ("XGID=-B-CBBB---a---A---ABcbbbd-:0:0:1:D:3:6:1:7:10", "Crawford"),         # a double in the Crawford game
])
def test_a_double_the_rules_do_not_allow_is_refused(text: str, words: str) -> None:
    parsed = parse_position_text(text)
    with pytest.raises(ValueError, match=words):
        Match.replay(position_record(parsed, ("A", "B"), RuleOptions()))


def test_an_xgids_cube_limit_is_the_games() -> None:
    """RULES.md "Doubling cube": the cube limit is a rule of the match; an
    XGID's last field (maxcube, 2**n) sets it, 10 (1024) meaning none."""
    capped = "XGID=-b----E-C---eE---c-e----B-:1:1:1:00:0:0:0:0:1"    # X owns a 2-cube, on roll; maxcube 1: 2 at most
    parsed = parse_position_text(capped)
    assert parsed.cube_cap == 2
    game = _match(capped).game
    assert game is not None and game.rules.cube_cap == 2
    assert not game.can_double()                    # X owns the 2-cube, the cap: no redouble
    free = _match("XGID=-b----E-C---eE---c-e----B-:1:1:1:00:0:0:0:0:10").game
    assert free is not None and free.rules.cube_cap == 0 and free.can_double()
