"""Beavers in our ``.mat`` against GNU Backgammon 1.07 (``gnubg -t -q``).

RULES.md "Doubling cube", option "beavers" (money play only): a player
who is doubled may immediately redouble while keeping the cube; the
original doubler may take or drop.

gnubg's ``export match mat`` writes no ``Takes`` after ``Beavers`` when
the doubler's roll follows (its reader takes that roll as the take), and
``Drops`` after a dropped beaver.  Our writer writes the same text, and
gnubg imports our files with no warning at the same Position ID, Match
ID and cube.

A gnubg 1.07 fault shown here too: its .mat reader keeps a "beaver
pending" flag that only a roll or another cube offer clears, so after a
dropped beaver the next roll it reads (even in the next file) is lost
("Take record found but doesn't follow a double").  gnubg's own export
of such a match reads back the same way; the dropped beaver is therefore
the last game of its file and its job the last of its gnubg process.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from helpers.gnubg_driver import run_batch

from backgammon_qt.io import format_text, load
from backgammon_qt.model.game import Game, Phase
from backgammon_qt.model.match import Match
from backgammon_qt.model.matchid import MatchState
from backgammon_qt.model.record import MatchRecord
from backgammon_qt.model.rules import RuleOptions

pytestmark = pytest.mark.usefixtures("gnubg")


def _play(game: Game, *rolls: tuple[int, int]) -> None:
    """Roll each of ``rolls`` in turn and make the first legal play."""
    for dice in rolls:
        game.roll(dice)
        if game.phase is Phase.MOVING and game.turn is not None:
            game.play(str(next(iter(game.turn.legal_plays))))


def _taken_beavers() -> MatchRecord:
    """A money session: game 1, Alice doubles, Bob beavers, Alice takes
    and plays on, Bob resigns (Alice wins 4); game 2 (open), Bob doubles,
    Alice beavers, Bob takes and both play on (cube 4, owned by Alice)."""
    match = Match(0, RuleOptions.money(), ("Alice", "Bob"))
    game = match.new_game()
    game.roll_opening((3, 1))
    game.play("8/5 6/5")
    _play(game, (6, 4))
    game.double()
    game.beaver()
    game.take()
    _play(game, (5, 2), (6, 3), (4, 1))
    game.resign(1, 1)
    game.accept_resignation()
    game = match.new_game()
    game.roll_opening((6, 3))
    game.play(str(next(iter(game.turn.legal_plays))))
    game.double()
    game.beaver()
    game.take()
    _play(game, (5, 2), (4, 4), (2, 1))
    return match.to_record()


def _dropped_beaver() -> MatchRecord:
    """A money session of one game: Alice doubles, Bob beavers, Alice drops
    (Bob wins 2, the value before the beaver)."""
    match = Match(0, RuleOptions.money(), ("Alice", "Bob"))
    game = match.new_game()
    game.roll_opening((3, 1))
    game.play("8/5 6/5")
    _play(game, (6, 4))
    game.double()
    game.beaver()
    game.drop()
    return match.to_record()


def _games_part(text: str) -> list[str]:
    """The lines of a .mat from its first ``Game`` line on, without
    trailing blanks or empty lines (gnubg's header differs: its date)."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip() == "Game 1")
    return [line.rstrip() for line in lines[start:] if line.strip()]


def test_gnubg_reads_our_beavers_as_it_writes_them(tmp_path: Path, gnubg: str) -> None:
    taken, dropped = _taken_beavers(), _dropped_beaver()
    jobs = []
    for name, record in (("taken", taken), ("dropped", dropped)):        # the dropped beaver last
        ours = tmp_path / f"{name}.mat"
        ours.write_text(format_text(record, "mat"), encoding="utf-8")
        jobs.append([f'import mat "{ours}"', "show board", f'export match mat "{tmp_path / name}.gnubg.mat"'])
    results = run_batch(jobs, gnubg, cwd=tmp_path)

    for name, record, result in (("taken", taken, results[0]), ("dropped", dropped, results[1])):
        assert result.problems() == [], (name, result.text[-2000:])
        match = Match.replay(record)
        state = match.match_state()
        assert match.game is not None
        assert result.position_id == match.game.position_for(state.player_on_roll).position_id(), name
        if name == "taken":
            assert result.match_id == match.match_id(), name
        else:
            # the game is over; gnubg leaves the cube with the beaverer (it plays a beaver as
            # a take and a redouble), we leave it in the middle: the same but for the owner
            theirs_state = MatchState.from_match_id(result.match_id or "")
            assert replace(theirs_state, cube_owner=None) == state, name
        ours = (tmp_path / f"{name}.mat").read_text(encoding="utf-8")
        theirs = (tmp_path / f"{name}.gnubg.mat").read_text(encoding="utf-8")
        assert _games_part(ours) == _games_part(theirs), name
        # gnubg's own text reads back as the same games
        assert load(tmp_path / f"{name}.gnubg.mat").games == record.games, name

    # the cube as gnubg has it: taken beavers at 4, owned by the beaverer (Alice in game 2)
    gnubg_state = MatchState.from_match_id(results[0].match_id or "")
    assert (gnubg_state.cube_value, gnubg_state.cube_owner) == (4, 0)
    assert "Takes" not in (tmp_path / "taken.mat").read_text(encoding="utf-8")
    assert Match.replay(dropped).score == (0, 2)
