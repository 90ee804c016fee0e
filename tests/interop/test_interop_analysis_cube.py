"""Our cube analysis beside GNU Backgammon 1.07's on known positions, one of
each kind of answer: no double/take (the opening position), double/take and
double/pass (races), too good to double (a blitz with gammons).  gnubg is
asked in the test (``set matchid``, ``set board``, ``hint`` at its 1-ply,
our ``world_class``); its verdict and cubeful equities are read from its
output, never written here: ours must give the same proper action and
equities close to its."""

from __future__ import annotations

import re
import subprocess

import pytest

from backgammon_qt.engine.analysis import SageAnalyser, TurnQuery, turn_decisions
from backgammon_qt.engine.base import GameContext
from backgammon_qt.model import Position, RuleOptions
from backgammon_qt.model.match import Match
from backgammon_qt.model.position_text import parse_position_text, position_record

POSITIONS = {       # the player on roll's view: {point: checkers} of each side, the rest borne off
    "opening": Position.start(),
    "race, a proper double": Position.from_points({6: 4, 5: 3, 4: 3, 3: 2, 2: 2, 1: 1},
                                                  {6: 4, 5: 3, 4: 2, 3: 2, 2: 2, 1: 1, 7: 1}),
    "race, double and pass": Position.from_points({6: 3, 5: 3, 4: 3, 3: 2, 2: 2, 1: 2},
                                                  {6: 2, 5: 2, 4: 3, 3: 2, 2: 2, 1: 2, 8: 2}),
    "blitz, too good": Position.from_points({6: 3, 5: 3, 4: 2, 3: 2, 2: 2, 8: 3},
                                            {25: 2, 24: 2, 13: 5, 6: 3, 8: 1, 1: 2}),
}
LABELS = {"no double": "No double", "double, take": "Double, take", "double, pass": "Double, pass"}


def _gnubg_cube(gnubg: str, match_id: str, position_id: str) -> tuple[str, dict[str, float]]:
    commands = (f"new match 7\nset matchid {match_id}\nset board {position_id}\n"
                "set evaluation cubedecision evaluation plies 1\nhint\n")
    out = subprocess.run([gnubg, "-t", "-q"], input=commands, capture_output=True, text=True, timeout=120).stdout
    proper = re.search(r"Proper cube action: (.+?)(?: \(|$)", out, re.M)
    assert proper is not None, out[-2000:]
    equities = {}
    for key, label in LABELS.items():
        found = re.search(rf"^\d\. {re.escape(label)}\s+([+-]\d+\.\d+)", out, re.M)
        assert found is not None, f"no {label!r} in gnubg's hint:\n{out[-2000:]}"
        equities[key] = float(found.group(1))
    return proper.group(1).strip(), equities


@pytest.mark.parametrize("name", list(POSITIONS))
def test_cube_decisions_agree_with_gnubg(gnubg: str, name: str) -> None:
    position = POSITIONS[name]
    position.validate()
    record = position_record(parse_position_text(position.position_id()), ("A", "B"), RuleOptions.match(),
                             length=7)
    match = Match.replay(record)
    game = match.game
    assert game is not None and game.can_double()
    query = TurnQuery(game=0, player=game.on_roll, position=game.position, context=GameContext.for_game(game),
                      dice=None, opening=False, cube=True, cube_action="double", answer="take")
    evaluation = SageAnalyser().evaluate(query, "world_class")
    decisions, _luck = turn_decisions(query, evaluation)
    double, answer = (d for d in decisions if d.kind == "cube")
    proper, theirs = _gnubg_cube(gnubg, match.match_id(), game.position.position_id())
    # the same proper action: to double or not, and take or pass
    gnubg_doubles = proper.startswith(("Double", "Redouble"))
    assert (double.best == "double") == gnubg_doubles, (proper, double.candidates)
    gnubg_takes = "take" in proper.lower()
    assert (answer.best == "take") == gnubg_takes, (proper, answer.candidates)
    # and cubeful equities near gnubg's (the doubler's, normalised to the cube)
    ours = {c.text: c.equity for c in double.candidates}
    for key in ("no double", "double, take"):
        assert ours[key] == pytest.approx(theirs[key], abs=0.1), (key, ours, theirs)
    assert ours["double, pass"] == pytest.approx(theirs["double, pass"], abs=1e-3)
