"""A pasted position shows the state GNU Backgammon 1.07 shows for the same
text: gnubg is given the IDs (``set matchid``, ``set board``) or the XGID
(``set xgid``), then ``show board`` and ``show pipcount``."""

from __future__ import annotations

import re
import subprocess

import pytest

from backgammon_qt.model.match import Match
from backgammon_qt.model.matchid import MatchState
from backgammon_qt.model.position_text import parse_position_text, position_record
from backgammon_qt.model.rules import RuleOptions

TEXTS = [
    "sGfwGQDg28EBBg:cAlvATAAIAAA",
    "0HPhATDg2+ABMA:MIHlAEAAAAAA",
    "4HPwATDgc/ABMA:QYkqASAAIAAA",
    "XGID=-B-CBBB---a---A---ABcbbbd-:1:-1:1:21:3:6:0:7:10",
    "XGID=-aAaBaDaB---bD-b-A-cA-b-b-:0:0:1:00:2:4:0:9:10",
    "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10",
]


def _gnubg_shows(gnubg: str, text: str) -> tuple[str, str, dict[str, int]]:
    if text.startswith("XGID="):
        commands = f"set xgid {text}\n"
    else:
        pid, mid = text.split(":")
        length = MatchState.from_match_id(mid).match_length
        commands = f"new match {length or 1}\nset matchid {mid}\nset board {pid}\n"
    out = subprocess.run([gnubg, "-t", "-q"], input=commands + "show board\nshow pipcount\n", text=True,
                         capture_output=True, timeout=60).stdout
    pid_shown = re.findall(r"Position ID: (\S{14})", out)[-1]
    mid_shown = re.findall(r"Match ID\s*: (\S{12})", out)[-1]
    pips = re.search(r"The pip counts are: (\S+) (\d+), (\S+) (\d+)\.", out)
    assert pips is not None, out
    return pid_shown, mid_shown, {pips.group(1): int(pips.group(2)), pips.group(3): int(pips.group(4))}


@pytest.mark.parametrize("text", TEXTS)
def test_pasted_text_shows_what_gnubg_shows(gnubg: str, text: str) -> None:
    match = Match.replay(position_record(parse_position_text(text), ("A", "B"), RuleOptions()))
    game = match.game
    assert game is not None
    pid, mid, pips = _gnubg_shows(gnubg, text)
    assert game.position.position_id() == pid
    theirs = MatchState.from_match_id(mid)
    ours = MatchState.from_match_id(match.match_id())
    swap = text.startswith("XGID=")           # gnubg makes XG's X (our player 0) its player 1
    zero, one = ("root", "gnubg") if swap else ("gnubg", "root")
    assert game.pip_counts() == (pips[zero], pips[one])
    if swap:
        theirs = MatchState(theirs.cube_value, None if theirs.cube_owner is None else 1 - theirs.cube_owner,
                            1 - theirs.player_on_roll, theirs.crawford, theirs.game_state,
                            1 - theirs.player_to_act, theirs.double_offered, theirs.resignation, theirs.dice,
                            theirs.match_length, (theirs.score[1], theirs.score[0]), theirs.jacoby)
    assert (ours.cube_value, ours.cube_owner, ours.player_on_roll, ours.player_to_act, ours.crawford,
            sorted(ours.dice), ours.match_length, ours.score) == (
        theirs.cube_value, theirs.cube_owner, theirs.player_on_roll, theirs.player_to_act, theirs.crawford,
        sorted(theirs.dice), theirs.match_length, theirs.score)


@pytest.mark.parametrize("text", [
    "XGID=-b----E-C---eE---c-e----B-:0:0:1:D:0:0:0:0:10",
    "XGID=-B-CBBB---a---A---ABcbbbd-:1:-1:-1:D:3:6:0:7:10",
])
def test_a_double_offered_in_an_xgid_is_the_doubler_s_cube_decision_in_gnubg(gnubg: str, text: str) -> None:
    # gnubg 1.07 reads the "D" but cannot hold a double offered in a set-up position: it says so and steps
    # back to the doubler's cube decision.  Ours is that same position, cube and doubler, with the double
    # made (the taker to answer).
    out = subprocess.run([gnubg, "-t", "-q"], input=f"set xgid {text}\nshow board\n", text=True,
                         capture_output=True, timeout=60).stdout
    assert "Stepping back to the offering of the cube" in out, out
    pid, mid, _pips = _gnubg_shows(gnubg, text)
    parsed = parse_position_text(text)
    match = Match.replay(position_record(parsed, ("A", "B"), RuleOptions()))
    game = match.game
    assert game is not None and game.to_act == 1 - game.on_roll and game.doubler == game.on_roll
    assert game.position.position_id() == pid
    theirs = MatchState.from_match_id(mid)
    ours = MatchState.from_match_id(match.match_id())
    assert not theirs.double_offered and ours.double_offered
    # gnubg puts the player on roll at the bottom, as its player 1 (swapping the players when that is O)
    assert theirs.player_on_roll == 1
    swap = game.on_roll == 0
    owner = theirs.cube_owner if theirs.cube_owner is None or not swap else 1 - theirs.cube_owner
    score = (theirs.score[1], theirs.score[0]) if swap else theirs.score
    assert (ours.cube_value, ours.cube_owner, ours.score) == (theirs.cube_value, owner, score)
    assert theirs.player_to_act == theirs.player_on_roll          # gnubg: the doubler's decision


@pytest.mark.parametrize("length, score, crawford_off", [(1, (0, 0), False), (3, (2, 0), True)])
def test_a_dead_cube_is_refused_as_gnubg_refuses_it(gnubg: str, length: int, score: tuple[int, int],
                                                   crawford_off: bool) -> None:
    """RULES.md "Doubling cube" (Crawford rule) and gnubg 1.07: a 1-point
    match has no Crawford game (gnubg's Match ID says so), and the player
    whose win of the game at the cube's value wins the match (1-point match;
    the leader at 2-0 of 3 after the Crawford game) may not double: gnubg
    answers "The cube is dead".  Ours: no Crawford game, not offered."""
    commands = ("set player 0 human\nset player 1 human\nset automatic roll off\n"
                f"new match {length}\nset score {score[0]} {score[1]}\n"
                + ("set crawford off\n" if crawford_off else "")
                + "set turn root\nset dice 3 1\nmove 8/5 6/5\nshow crawford\ndouble\nshow board\n")
    out = subprocess.run([gnubg, "-t", "-q"], input=commands, text=True, capture_output=True, timeout=60).stdout
    assert "This game is not the Crawford game" in out and "The cube is dead" in out, out[-2000:]
    state = MatchState.from_match_id(re.findall(r"Match ID\s*: (\S{12})", out)[-1])
    assert not state.crawford and state.match_length == length
    # the same game in ours: gnubg's player 0 is on roll, at its score, cube in the middle
    match = Match(length, RuleOptions.match(), start_score=(score[0], score[1]))
    game = match.new_game(crawford=False if length > 1 else None)
    assert not game.crawford and (length > 1 or not match.is_post_crawford)
    game.roll_opening((1, 3))                  # player 1 opens, as root did; player 0 to roll
    game.play("8/5 6/5")
    assert game.on_roll == 0 and game.cube_dead and not game.can_double()
