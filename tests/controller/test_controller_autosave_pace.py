"""The autosave keeps up at any pace: after a completed turn returns, the file
on disk already holds it, however fast the turns come (README "Autosave":
a kill loses at most the turn in progress).

The match is played through the session's controller as fast as Python
goes, with no wait of any kind between actions; after each completed turn
the autosave is read from disk at once (what a kill -9 at that moment would
leave).  Within a turn (a roll, the moves) the writes are coalesced.
"""

from __future__ import annotations

from backgammon_qt import io
from backgammon_qt.app.settings import Settings
from backgammon_qt.controller.filing import autosave
from backgammon_qt.controller.session import Session
from backgammon_qt.model.dice import RandomDice
from backgammon_qt.model.game import Phase
from backgammon_qt.model.match import Match
from backgammon_qt.model.rules import RuleOptions


def _on_disk() -> list[int]:
    """The number of actions of each game in the autosave on disk now."""
    if not autosave.autosave_path().exists():
        return []
    return [len(g.actions) for g in io.load(autosave.autosave_path()).games]


def test_a_completed_turn_is_on_disk_when_it_returns_at_machine_speed(qtbot, tmp_path) -> None:
    session = Session(Settings(tmp_path / "s.ini"), Match(7, RuleOptions.match(), ("A", "B"), RandomDice(17)))
    assert session.take_autosave()
    c = session.current()
    turns = behind = 0
    while turns < 40:
        game = c.game
        if game.phase in (Phase.OPENING, Phase.ROLLING):
            c.roll()
            if c.game.phase is Phase.MOVING:
                continue                   # the turn in progress: not yet on disk, by design
        elif game.phase is Phase.MOVING:
            for move in min(game.turn.legal_plays, key=str).moves:
                assert c.request_move(move.from_point, move.to_point)
            assert c.end_turn()
        else:
            break                          # the game is over
        turns += 1
        done = [len(g.record.actions) for g in c.match.games]
        if _on_disk() != done:
            behind += 1
    assert turns == 40
    assert behind == 0, f"{behind} of {turns} completed turns were not on disk when they returned"
    qtbot.waitUntil(lambda: not session.autosaver.pending() and session.autosaver.wait_written(0.1), timeout=10000)
    session.shutdown()
