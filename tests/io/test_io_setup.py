"""Set-up positions and starting scores in the file formats: GNU Gibbon's
``gibbon/edited.sgf`` read, played on, saved and read back; SGF set-up
nodes (FORMATS.md 2.3) read and written; the native file's ``setup``; the
.mat format's refusal (it cannot hold a set-up) and its starting score; the
summary command."""

from __future__ import annotations

import copy
import json
import random
import re

import pytest
from helpers.corpus import carried
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from backgammon_qt.io import MatchFileError, format_text, load, native, parse_text, save
from backgammon_qt.io.__main__ import main
from backgammon_qt.io.mat import parse_mat
from backgammon_qt.io.sgf import parse_sgf
from backgammon_qt.model import (
    BAR,
    CHECKERS,
    OFF,
    GameRecord,
    Match,
    MatchState,
    Phase,
    Position,
    RuleError,
    RuleOptions,
    Setup,
)

EDITED = "gibbon/edited.sgf"


@pytest.fixture
def edited(corpus_dir):
    """The record of gibbon/edited.sgf (a fresh copy per test)."""
    return load(corpus_dir / EDITED)


def _round_trip(record, fmt: str):
    back, found = parse_text(format_text(record, fmt))
    assert found.name == fmt
    return back


# ---------------------------------------------------------------- gibbon/edited.sgf
def test_edited_sgf_is_read_as_its_set_up(corpus_dir, edited) -> None:
    text = (corpus_dir / EDITED).read_text(encoding="utf-8")
    # Counted by hand from the file: AE[a:x] clears every point, then one checker per letter.
    #   AW[a][a][c][c][f][f][f][h][m][m][m][m][m][x][x]: White (player 0) numbers its points
    #   from a = 1, so 2 on its 1-point, 2 on 3, 3 on 6, 1 on 8, 5 on 13 and 2 on 24: 15, none off.
    #   AB[l][l][l][l][o][q][q][q][s][s][s][s][s][y][y]: Black (player 1) numbers from x = 1
    #   (point = 24 - (letter - a)), so l = 13 (4 checkers), o = 10 (1), q = 8 (3), s = 6 (5),
    #   and y = the bar (2): 15, none off.
    white = {1: 2, 3: 2, 6: 3, 8: 1, 13: 5, 24: 2}
    black = {13: 4, 10: 1, 8: 3, 6: 5, BAR: 2}
    assert sum(white.values()) == sum(black.values()) == CHECKERS
    assert "AW[a][a][c][c][f][f][f][h][m][m][m][m][m][x][x]" in text and "PL[W]DI[53]" in text
    record = edited
    assert record.players == ("Joe Black", "Snow White")       # PW is White = player 0
    assert record.match_length == 7 and record.rules.crawford
    assert record.warnings == []
    [game] = record.games
    assert game.score_before == (6, 3)                          # MI[ws:6][bs:3]
    assert not game.crawford                                    # RU[Crawford] without CrawfordGame
    assert game.actions == [] and game.outcome is None
    setup = game.setup
    assert setup.position == Position.from_points(white, black)
    assert setup.position.player[OFF] == setup.position.opponent[OFF] == 0
    assert setup.on_roll == 0 and setup.dice == (5, 3)         # PL[W], DI[53]
    assert (setup.cube_value, setup.cube_owner) == (2, 0)      # CV[2], CO[w] and CP[w]


def test_edited_sgf_replays_to_white_on_roll_with_5_3(edited) -> None:
    match = Match.replay(edited)
    game = match.game
    assert game.phase is Phase.MOVING and game.on_roll == 0 and game.dice == (5, 3)
    assert match.score == (6, 3) and match.is_post_crawford and not match.is_crawford_game
    state = MatchState.from_match_id(match.match_id())
    assert (state.player_on_roll, state.dice, state.cube_value, state.cube_owner, state.score,
            state.crawford) == (0, (5, 3), 2, 0, (6, 3), False)
    assert "13/8 13/10" in game.turn.legal_plays


def test_edited_sgf_plays_on_and_saves_in_every_format_that_can_hold_it(edited, tmp_path) -> None:
    match = Match.replay(edited)
    game = match.game
    game.play("8/3 6/3")                                    # White's 5-3
    assert game.on_roll == 1 and game.phase is Phase.ROLLING
    assert not game.can_double()                            # White owns the cube
    game.roll((5, 4))                                       # Black enters on White's 5- and 4-points
    game.play("bar/20 bar/21")
    assert game.cube_dead and not game.can_double()        # White at 6 of 7: a dead cube, not offered
    game.double()                                           # as a record may have it: played as written
    game.take()
    game.roll((6, 2))
    game.play("13/7 13/11")
    record = match.to_record()
    assert [a.kind for a in record.games[0].actions] == ["move", "roll", "move", "double", "take", "roll", "move"]
    for fmt, ext in (("sgf", ".sgf"), ("native", ".bgqt")):
        path = tmp_path / f"edited{ext}"
        save(record, path)
        back = load(path)
        assert carried(back, fmt) == carried(record, fmt)
        replayed = Match.replay(back)
        assert replayed.game.position == game.position and replayed.match_id() == match.match_id()
    with pytest.raises(MatchFileError, match=r"edited\.mat \(game 1\): the game starts from a set-up "
                                             r"position, which a \.mat file cannot hold; save the match "
                                             r"as \.sgf or \.bgqt"):
        save(record, tmp_path / "edited.mat")
    assert not (tmp_path / "edited.mat").exists()


def test_edited_sgf_round_trips_through_sgf_and_native(edited) -> None:
    for fmt in ("sgf", "native"):
        back = _round_trip(edited, fmt)
        assert back.games == edited.games and back.warnings == []
    text = format_text(edited, "sgf")
    # written as gnubg writes a set-up: the board, who is on roll with the dice, the cube
    assert "\n;PL[W]AE[a:y]AW[" in text and "\n;PL[W]DI[53]\n;CV[2]\n;CP[w])" in text
    assert "MI[length:7][game:0][ws:6][bs:3]" in text and "RU[Crawford]" in text
    assert "CrawfordGame" not in text


def test_summary_of_edited_sgf(corpus_dir, capsys) -> None:
    assert main(["summary", str(corpus_dir / EDITED)]) == 0
    assert json.loads(capsys.readouterr().out) == {
        "format": "sgf",
        "players": ["Joe Black", "Snow White"],
        "match_length": 7,
        "games": [{"score_before": [6, 3], "winner": None, "points": 0, "end": None}],
        "final_score": [6, 3],
        "warnings": [],
    }


# ---------------------------------------------------------------- SGF set-up nodes
HEAD = "(;FF[4]GM[6]MI[length:7][game:0][ws:0][bs:0]PW[W]PB[B]RU[Crawford]"


def _setup(text: str) -> Setup:
    [game] = parse_sgf(text).games
    return game.setup


def test_ae_ranges_clear_only_their_points() -> None:
    # AE[a:f] clears White's 1..6 (White's 5 on its 6-point) and Black's 24..19 (Black's 2 on its 24);
    # the rest of the starting position stays.  Two White checkers go back on f, one Black on a.
    # By hand: White keeps 3 on 8, 5 on 13, 2 on 24 and gets 2 on 6 (12 on the board, 3 off);
    # Black keeps 5 on 13, 3 on 8, 5 on 6 and gets 1 on 24 (14 on the board, 1 off).
    setup = _setup(HEAD + ";AE[a:f]AW[f][f]AB[a];PL[B])")
    assert setup.position == Position.from_points({6: 2, 8: 3, 13: 5, 24: 2}, {24: 1, 13: 5, 8: 3, 6: 5})
    assert setup.position.player[OFF] == 3 and setup.position.opponent[OFF] == 1
    assert setup.on_roll == 1 and setup.dice is None and (setup.cube_value, setup.cube_owner) == (1, None)


def test_ranges_add_one_checker_per_point_and_y_is_either_bar() -> None:
    setup = _setup(HEAD + ";AE[a:y]AW[a:c][y][y]AB[v:x][y];PL[W]DI[21])")
    assert setup.position == Position.from_points({1: 1, 2: 1, 3: 1, BAR: 2}, {3: 1, 2: 1, 1: 1, BAR: 1})


def test_set_up_in_the_root_and_the_first_move_node() -> None:
    # Nothing but a dice roll: the starting position, White on roll with 3-1 (no opening roll)
    record = parse_sgf(HEAD + "PL[W]DI[31];W[31hefe];B[64aglp])")
    [game] = record.games
    assert game.setup == Setup(Position.start(), 0, (3, 1))
    assert [a.kind for a in game.actions] == ["move", "roll", "move"]
    # set-up properties on the first move's node apply before it
    record = parse_sgf(HEAD + ";PL[W]DI[31]W[31hefe])")
    assert record.games[0].setup == Setup(Position.start(), 0, (3, 1))
    assert record.games[0].actions[0].play == "8/5 6/5"


def test_without_pl_the_first_move_says_who_is_on_roll() -> None:
    record = parse_sgf(HEAD + ";AE[a:y]AW[a][b]AB[v][w];B[21vxwx])")     # Black 3/1 2/1
    [game] = record.games
    assert game.setup.on_roll == 1 and game.setup.dice is None
    assert [a.kind for a in game.actions] == ["roll", "move"]


def test_a_first_move_that_repeats_the_set_up_dice_plays_them() -> None:
    text = HEAD + ";AE[a:y]AW[a][b]AB[v][w];PL[B]DI[21];B[12vxwx])"     # dice in either order
    [game] = parse_sgf(text).games
    assert game.setup.dice == (2, 1) and [a.kind for a in game.actions] == ["move"]
    with pytest.raises(MatchFileError, match=r"line 1 \(game 1, move 3\): the set-up gives B the dice 21, "
                                             r"but the first move is B's 43"):
        parse_sgf(HEAD + ";AE[a:y]AW[a][b]AB[v][w];PL[B]DI[21];B[43vzwz])")


def test_set_up_dice_with_no_legal_play_and_the_files_dance() -> None:
    # White on the bar, Black holds all six points of White's entry board (Black's 19..24 = s..x)
    board = ";AE[a:y]AW[y][a]AB[s][s][t][t][u][u][v][v][w][w][x][x]"
    game = Match.replay(parse_sgf(HEAD + board + ";PL[W]DI[66])")).game
    assert game.on_roll == 1 and game.last_pass == (0, (6, 6)) and game.record.actions == []
    # gnubg may write the dance as a node of its own; then Black plays 6/4 6/5
    game = Match.replay(parse_sgf(HEAD + board + ";PL[W]DI[66];W[66];B[21sust])")).game
    assert [a.kind for a in game.record.actions] == ["roll", "move"] and game.on_roll == 0
    with pytest.raises(MatchFileError, match="66 has no legal play here"):
        parse_sgf(HEAD + board + ";PL[W]DI[66];W[66ya])")


@pytest.mark.parametrize("nodes, where, reason", [
    (";AE[a:y]AW[a:p];PL[W]", "move 2", r"16 of the first player's checkers on the points and the bar \(at most 15\)"),
    (";AB[l];PL[W]", "move 2", "16 of the second player's checkers"),
    (";AE[a:y]AW[a][a]AB[x][a];PL[W]", "move 2",
     r"checkers of both players on one point \(the first player's 1-point, the second player's 24-point\)"),
    (";AE[a:y]AB[a];PL[W]", "move 2", "already over: player 0 has borne off all 15"),
    (";AE[a:y]AW[a]AB[z];PL[W]", "move 1", r"AB\[z\]: z is not a point \(a..x\) or the bar \(y\)"),
    (";AE[x:a];PL[W]", "move 1", "the range x:a runs backwards"),
    (";AE[ab];PL[W]", "move 1", "not a point"),
    (";PL[X]", "move 1", r"PL\[X\] names no player"),
    (";PL[W]DI[73]", "move 1", r"DI\[73\] is not two dice"),
    (";PL[W]CV[3]CP[w]", "move 1", "power of two"),
    (";PL[W]CV[two]", "move 1", r"CV\[two\] is not a cube value"),
    (";PL[W]CV[2]CP[x]", "move 1", r"CP\[x\] names no cube position"),
    (";PL[W]CV[2]CP[w]CO[b]", "move 1", r"CP\[w\] and CO\[b\] put the cube in different places"),
    (";PL[W]CP[w]", "move 1", "a cube at 1 is in the middle"),
    (";AE[a]", "move 1", r"does not say who is on roll \(no PL\[W\] or PL\[B\], and no move follows\)"),
    (";PL[W]CV[2]CP[c]", "move 1", "the set-up cube is at 2 in the middle"),
    (";PL[W]DI[31];W[31hefe];AE[a]", "move 3", r"a set-up \(AE\) after the game's first move is not supported"),
])
def test_impossible_sgf_set_ups_are_refused_saying_where_and_why(nodes: str, where: str, reason: str) -> None:
    with pytest.raises(MatchFileError, match=reason) as info:
        parse_sgf(HEAD + nodes + ")", "x.sgf")
    assert str(info.value).startswith(f"x.sgf, line 1 (game 1, {where})")


def test_root_cv_alone_is_still_automatic_doubles() -> None:
    with pytest.raises(MatchFileError, match=r"cube at 2 \(CV\[2\], automatic doubles\) is not supported"):
        parse_sgf("(;FF[4]GM[6]MI[length:0]CV[2];W[31hefe])")
    assert parse_sgf("(;FF[4]GM[6]MI[length:0]CV[1];W[31hefe])").games[0].setup is None


def test_a_set_up_in_a_later_game() -> None:
    first = HEAD + "RE[W+1R];PL[B]DI[21];B[21sust])"
    second = "(;FF[4]GM[6]MI[length:7][game:1][ws:1][bs:0]PW[W]PB[B]RU[Crawford];AE[a:y]AW[a]AB[x];PL[B])"
    record = parse_sgf(first + "\n" + second)
    assert [g.score_before for g in record.games] == [(0, 0), (1, 0)]
    assert record.games[1].setup == Setup(Position.from_points({1: 1}, {1: 1}), 1)
    assert _round_trip(record, "sgf").games == record.games


# ---------------------------------------------------------------- starting scores and Crawford
def _start_only(score, crawford: bool, length: int = 7, setup: Setup | None = None):
    """A record of one unfinished game at ``score`` (player 1 to roll, no
    set-up unless given)."""
    match = Match(length, start_score=score)
    game = match.new_game(setup=setup, crawford=crawford if match.crawford_undecided else None)
    if setup is None:
        game.roll_opening((1, 3))
        game.play("8/5 6/5")
    return match.to_record()


def test_sgf_says_whether_the_first_game_at_6_3_is_the_crawford_game() -> None:
    """RULES.md "Doubling cube" (the Crawford game comes once, at length - 1):
    at a starting score of 6-3 only the file can say whether it is this game."""
    for crawford in (True, False):
        record = _start_only((6, 3), crawford)
        text = format_text(record, "sgf")
        assert ("RU[Crawford:CrawfordGame]" in text) is crawford
        back = parse_sgf(text)
        assert back.games[0].crawford is crawford and back.games[0].score_before == (6, 3)
        assert back.warnings == []


def test_mat_carries_a_starting_score_both_ways() -> None:
    for score, crawford in (((2, 3), False), ((6, 3), True), ((6, 6), False), ((3, 6), True)):
        record = _start_only(score, crawford)
        text = format_text(record, "mat")
        assert re.search(rf"Game 1\n Player 1 : {score[0]} +Player 2 : {score[1]}\n", text)
        back = parse_mat(text)
        assert carried(back, "mat") == carried(record, "mat") and back.warnings == []


def test_mat_cannot_say_a_match_starts_post_crawford() -> None:
    """RULES.md "Doubling cube": after the Crawford game the cube is back;
    a .mat reader would take a first game at 6-3 as the Crawford game."""
    record = _start_only((6, 3), False)
    with pytest.raises(MatchFileError, match=r"game 1: the match starts at 6-3 after its Crawford game, "
                                             r"which a \.mat file cannot say"):
        format_text(record, "mat")
    record.rules = RuleOptions(crawford=False)            # no Crawford rule: nothing to say
    record.games[0].crawford = False
    assert parse_mat(format_text(record, "mat")).games[0].score_before == (6, 3)


def test_a_mat_whose_first_game_is_at_6_x_starts_with_the_crawford_game() -> None:
    """FORMATS.md 1.5: a reader takes the first game with one player at
    length - 1 as the Crawford game, so does ours with a starting score."""
    text = (" 7 point match\n\n Game 1\n Ann : 3                        Bob : 6\n"
            "  1) 31: 8/5 6/5                 64: 24/18 13/9\n")
    record = parse_mat(text)
    assert record.games[0].score_before == (3, 6) and record.games[0].crawford and record.warnings == []
    with pytest.raises(MatchFileError, match=r"line 3 \(game 1\): the starting score 3-7 is not below "
                                             r"the match length 7"):
        parse_mat(text.replace("Bob : 6", "Bob : 7"), "x.mat")


def test_a_later_game_score_is_still_checked_in_a_mat() -> None:
    record = _start_only((2, 3), False)
    match = Match.replay(record)
    match.game.resign(1, 1)
    match.game.accept_resignation()                        # 3-3
    match.new_game().roll_opening((4, 2))
    text = format_text(match.to_record(), "mat")
    assert "Game 2\n Player 1 : 3 " in text
    back = parse_mat(text.replace("Game 2\n Player 1 : 3 ", "Game 2\n Player 1 : 4 "))
    assert back.games[1].score_before == (3, 3)
    assert len(back.warnings) == 1 and "4-3" in back.warnings[0]


# ---------------------------------------------------------------- the native file
def test_native_setup_is_a_position_id_from_the_player_on_roll(edited) -> None:
    data = json.loads(native.dumps(edited))
    assert data["version"] == 2        # a version-1 reader refuses it instead of playing from the opening
    assert data["games"][0]["setup"] == {"position_id": "4HPiAWAzTvABMA", "on_roll": 0, "dice": [5, 3],
                                         "cube_value": 2, "cube_owner": 0}
    assert Position.from_position_id("4HPiAWAzTvABMA") == edited.games[0].setup.position
    # Black on roll: the Position ID sees the board from Black's side (as gnubg shows it)
    record = copy.deepcopy(edited)
    setup = record.games[0].setup
    record.games[0].setup = Setup(setup.position, 1, None, 2, 1)
    data = json.loads(native.dumps(record))
    pid = data["games"][0]["setup"]["position_id"]
    assert Position.from_position_id(pid) == setup.position.swapped() and pid != "4HPiAWAzTvABMA"
    assert native.loads(native.dumps(record)).games == record.games
    # a game without a set-up has no "setup" key, as in files written before set-ups existed,
    # and such a file stays version 1
    plain = json.loads(native.dumps(_start_only((0, 0), False)))
    assert "setup" not in plain["games"][0] and plain["version"] == 1
    # a file from a newer layout is refused with the reason
    with pytest.raises(MatchFileError, match="newer backgammon-qt"):
        native.loads(json.dumps({**data, "version": native.VERSION + 1}))


def _native_with_setup(**setup) -> str:
    data = json.loads(native.dumps(_start_only((0, 0), False)))
    data["games"].insert(0, {"score_before": [0, 0], "crawford": False, "outcome": None,
                             "actions": [{"kind": "resign", "player": 0, "value": 1},
                                         {"kind": "accept", "player": 1}]})
    data["games"][0]["outcome"] = {"winner": 1, "kind": 1, "cube": 1, "points": 1, "reason": "resign"}
    data["games"][1]["score_before"] = [0, 1]
    data["games"][1]["actions"] = []
    data["games"][0]["setup"] = {"position_id": "4HPwATDgc/ABMA", "on_roll": 0, "dice": None,
                                 "cube_value": 1, "cube_owner": None}
    data["games"][1]["setup"] = {"position_id": "4HPwATDgc/ABMA", "on_roll": 1, "dice": [6, 5],
                                 "cube_value": 1, "cube_owner": None, **setup}
    return json.dumps(data)


def test_native_set_ups_load_in_any_game() -> None:
    record = native.loads(_native_with_setup())
    assert [g.setup.on_roll for g in record.games] == [0, 1]
    assert Match.replay(record).game.dice == (6, 5)


@pytest.mark.parametrize("change, reason", [
    (dict(position_id="not an id!!!!!"), "setup: position_id is not a Position ID"),
    (dict(position_id=12), "setup: position_id must be a gnubg Position ID"),
    (dict(position_id=Position((0,) * 24 + (15, 0), (0, 15) + (0,) * 24).position_id()),
     "setup: the set-up position is not valid"),
    (dict(position_id=Position((0, 15) + (0,) * 24, (15,) + (0,) * 25).position_id()),
     "setup: the set-up position is already over"),
    (dict(on_roll=2), "setup: the player on roll must be 0 or 1, got 2"),
    (dict(on_roll=True), "setup: the player on roll must be 0 or 1, got True"),
    (dict(dice=[7, 1]), r"setup: set-up dice must be two numbers 1..6, got \(7, 1\)"),
    (dict(dice=5), "setup: set-up dice must be two numbers 1..6, got 5"),
    (dict(cube_value=3), "setup: the cube value must be a power of two"),
    (dict(cube_value="2"), "setup: the cube value must be a power of two from 1 to 32768, got '2'"),
    (dict(cube_owner=5), r"setup: the cube owner must be 0, 1 or None \(in the middle\), got 5"),
    (dict(cube_owner=0), "setup: a cube at 1 is in the middle"),
    (dict(colour="white"), "setup: colour is not a set-up field"),
    (dict(cube_value=2, cube_owner=None), "the set-up cube is at 2 in the middle"),
])
def test_malformed_native_set_ups_name_the_game_and_field(change: dict, reason: str) -> None:
    with pytest.raises(MatchFileError, match=reason) as info:
        native.loads(_native_with_setup(**change), "m.bgqt")
    assert str(info.value).startswith("m.bgqt (game 2")


# The set-up rules live in the model (Setup, issue 20 item 6): both readers parse only the syntax
# and hand the fields to Setup, whose RuleError is the reason the player reads, with the game.
_SGF_BAD_SET_UPS = [
    ";AE[a:y]AW[a:p];PL[W]",                  # 16 checkers of player 0 (White)
    ";AB[l];PL[W]",                           # 16 checkers of player 1 (Black)
    ";AE[a:y]AW[a][a]AB[x][a];PL[W]",         # both players on White's 1 (Black's 24)
    ";AE[a:y]AB[a];PL[W]",                    # player 0 has borne off all 15
    ";PL[W]CV[3]CP[w]",                       # the cube is not a power of two
    ";PL[W]CP[w]",                            # an owned cube at 1
]
_NATIVE_BAD_SET_UPS = [
    dict(position_id=Position((0,) * 24 + (15, 0), (0, 15) + (0,) * 24).position_id()),
    dict(position_id=Position((0, 15) + (0,) * 24, (15,) + (0,) * 25).position_id()),
    dict(on_roll=2), dict(on_roll=True), dict(on_roll="1"), dict(on_roll=None),
    dict(dice=[7, 1]), dict(dice=5), dict(dice=[1, 2, 3]), dict(dice=[True, 2]), dict(dice="65"),
    dict(cube_value=3), dict(cube_value="2"), dict(cube_value=2.0), dict(cube_value=None),
    dict(cube_owner=5), dict(cube_owner="0"), dict(cube_owner=0),
]


def _model_reason(exc: MatchFileError) -> RuleError:
    """The model's RuleError inside a reader's error (SGF: the cause itself; .bgqt: "setup: {reason}")."""
    cause = exc.cause
    reason = cause if isinstance(cause, RuleError) else cause.values.get("reason")
    assert isinstance(reason, RuleError), f"not the model's reason: {exc}"
    return reason


@pytest.mark.parametrize("nodes", _SGF_BAD_SET_UPS)
def test_every_bad_sgf_set_up_is_refused_with_its_game_and_the_models_reason(nodes: str) -> None:
    with pytest.raises(MatchFileError) as info:
        parse_sgf(HEAD + nodes + ")", "x.sgf")
    assert info.value.game == 1
    assert str(_model_reason(info.value)) in str(info.value)


@pytest.mark.parametrize("change", _NATIVE_BAD_SET_UPS)
def test_every_bad_native_set_up_is_refused_with_its_game_and_the_models_reason(change: dict) -> None:
    with pytest.raises(MatchFileError) as info:
        native.loads(_native_with_setup(**change), "m.bgqt")
    assert info.value.game == 2
    assert str(_model_reason(info.value)) in str(info.value)


def test_setup_from_board_is_the_one_check_of_a_set_up_board() -> None:
    start = Position.start()
    sides = ({p: n for p, n in enumerate(start.player) if p and n},
             {p: n for p, n in enumerate(start.opponent) if p and n})
    assert Setup.from_board(sides, 1, (6, 5)) == Setup(start, 1, (6, 5))
    with pytest.raises(RuleError, match=r"16 of the second player's checkers on the points and the bar \(at most 15\)"):
        Setup.from_board((sides[0], {**sides[1], 3: 1}), 0)
    with pytest.raises(RuleError,
                       match=r"both players on one point \(the first player's 5-point, the second player's 20-point\)"):
        Setup.from_board(({5: 1}, {20: 1}), 0)


def test_a_native_setup_that_is_not_an_object() -> None:
    data = json.loads(_native_with_setup())
    data["games"][1]["setup"] = [1, 2]
    with pytest.raises(MatchFileError, match=r"m.bgqt \(game 2\): setup must be an object"):
        native.loads(json.dumps(data), "m.bgqt")


# ---------------------------------------------------------------- random set-ups
def _random_setup(rng: random.Random) -> Setup:
    """A legal set-up: 15 checkers a side spread over off, the points and the
    bar, no point shared, neither side all off; dice or not; a cube."""
    while True:
        me = [0] * 26
        for _ in range(CHECKERS):
            me[rng.choice([OFF, BAR, *list(range(1, 25))])] += 1
        opp = [0] * 26
        free = [OFF, BAR] + [q for q in range(1, 25) if not me[25 - q]]
        for _ in range(CHECKERS):
            opp[rng.choice(free)] += 1
        if me[OFF] < CHECKERS and opp[OFF] < CHECKERS:
            break
    dice = None if rng.random() < 0.3 else (rng.randint(1, 6), rng.randint(1, 6))
    cube, owner = rng.choice([(1, None), (2, 0), (2, 1), (8, 1)])
    return Setup(Position(tuple(me), tuple(opp)), rng.randint(0, 1), dice, cube, owner)


def _random_set_up_match(seed: int):
    """A 7-point match from a random starting score and set-up, with a few
    random turns played (the game may end)."""
    rng = random.Random(seed)
    start = (rng.randint(0, 6), rng.randint(0, 6))
    match = Match(7, players=("Ann", "Bob"), start_score=start)
    setup = _random_setup(rng)
    crawford = rng.random() < 0.5 if match.crawford_undecided else None
    if crawford:
        setup = Setup(setup.position, setup.on_roll, setup.dice)      # no cube in the Crawford game
    game = match.new_game(setup=setup, crawford=crawford)
    for _ in range(rng.randint(0, 6)):
        if game.phase is Phase.MOVING:
            game.play(str(rng.choice(list(game.turn.legal_plays))))
        elif game.phase is Phase.ROLLING:
            game.roll((rng.randint(1, 6), rng.randint(1, 6)))
        else:
            break
    return match.to_record()


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6))
def test_random_set_ups_round_trip(seed: int) -> None:
    record = _random_set_up_match(seed)
    for fmt in ("sgf", "native"):
        back = _round_trip(record, fmt)
        assert carried(back, fmt) == carried(record, fmt) and back.warnings == []
    with pytest.raises(MatchFileError, match="set-up position"):
        format_text(record, "mat")


def test_a_set_up_game_record_without_setup_is_not_the_same_match() -> None:
    # the set-up is part of the record: dropping it makes the moves an illegal replay
    record = next(r for r in map(_random_set_up_match, range(100)) if r.games[0].actions)
    stripped = copy.deepcopy(record)
    stripped.games[0] = GameRecord(record.games[0].score_before, record.games[0].crawford,
                                   list(record.games[0].actions), record.games[0].outcome)
    with pytest.raises(MatchFileError, match=r"game 1, move 1"):
        native.loads(native.dumps(stripped))


# README "Paste a position" / "A picture to share": the starting position, with and without its Match ID
README_IDS = ("4HPwATDgc/ABMA:cAkAAAAAAAAA", "4HPwATDgc/ABMA")


def _pasted(text: str, length: int = 0, score: tuple[int, int] = (0, 0)) -> Match:
    from backgammon_qt.controller.positions import match_from_text
    current = Match(length, players=("Ann", "Bob"), start_score=score) if length else None
    if current is not None:
        current.new_game()
    return match_from_text(text, current)


@pytest.mark.parametrize("text", README_IDS)
@pytest.mark.parametrize("turns", [0, 3])
def test_a_pasted_starting_position_is_saved_as_mat_as_an_ordinary_game(text: str, turns: int) -> None:
    """The README's starting Position ID pasted (a set-up game that is the
    opening position, no dice, the cube in the middle at 1) is written to
    .mat as the ordinary game it is; read back: the same game's plays and
    position, the same score.  Before, .mat refused it as a set-up."""
    match = _pasted(text, 5, (1, 2)) if text == README_IDS[1] else _pasted(text)
    game = match.game
    assert game is not None and game.record.setup is not None
    rolls = iter([(1, 3), (6, 4), (5, 5), (2, 1)])
    for _ in range(turns):
        game.roll(next(rolls))
        game.play(str(next(iter(game.turn.legal_plays))))
    record = match.to_record()
    back = parse_mat(format_text(record, "mat"))
    assert back.warnings == [] and back.match_length == record.match_length
    assert back.games[0].setup is None and back.games[0].score_before == record.games[0].score_before
    assert [a.play for a in back.games[0].actions if a.kind == "move"] == \
        [a.play for a in record.games[0].actions if a.kind == "move"]
    replayed = Match.replay(back)
    assert replayed.score == match.score
    assert replayed.game is not None and replayed.game.position_for(0) == game.position_for(0)


def test_a_set_up_start_that_an_ordinary_game_cannot_have_is_still_refused_as_mat() -> None:
    """From the pasted starting position: the player on roll doubles before
    rolling, or rolls a double first -- no opening roll gives that, so .mat
    (whose games start with the opening roll) refuses it; a set-up that is
    not the starting position is refused as before."""
    doubled = _pasted(README_IDS[0])
    assert doubled.game is not None
    doubled.game.double()
    rolled_double = _pasted(README_IDS[0])
    assert rolled_double.game is not None
    rolled_double.game.roll((5, 5))
    other = _pasted("jGfkASjg8wcBMA")                            # not the starting position
    for match in (doubled, rolled_double, other):
        with pytest.raises(MatchFileError, match="set-up position"):
            format_text(match.to_record(), "mat")
