"""The tutor without a window (backgammon_qt/controller/engine_jobs/tutor.py): which
cube actions it holds for a rating, and its ratings of a double, a beaver
and the answers to a beaver, with the engine in this process."""

from __future__ import annotations

import pytest

from backgammon_qt.app.settings import Settings
from backgammon_qt.controller.engine_jobs.tutor import Tutor
from backgammon_qt.controller.match import MatchController
from backgammon_qt.controller.presentation import Answer
from backgammon_qt.controller.session import Session
from backgammon_qt.engine import SageEngine
from backgammon_qt.model.dice import ManualDice
from backgammon_qt.model.game import Phase
from backgammon_qt.model.match import Match
from backgammon_qt.model.rules import RuleOptions


@pytest.fixture
def tutored(qtbot, tmp_path):
    """A money session with beavers between two humans, Alice's opening 3-1
    played 8/5 6/5 (Bob on roll), and a tutor at the expert level."""
    dice = ManualDice()
    dice.push_one(3)
    dice.push_one(1)
    session = Session(Settings(tmp_path / "settings.ini"), Match(0, RuleOptions.money(), ("Alice", "Bob"), dice))
    engine = SageEngine("expert")
    tutor = Tutor(session, lambda: engine, lambda: "expert")
    assert session.act(MatchController.roll)
    assert session.current().request_play_text("8/5 6/5")
    yield session, tutor
    tutor.shutdown()
    session.shutdown()


def _rated(qtbot, tutor: Tutor, action: str):
    with qtbot.waitSignal(tutor.cube_rated, timeout=30_000) as blocker:
        assert tutor.hold_cube(action)
        assert tutor.holding and tutor.hold_cube(action)      # asked again while rated: still held
    rating = blocker.args[0]
    assert rating.action == action and not tutor.holding
    return rating.warning


def test_off_or_not_now_nothing_is_held(tutored) -> None:
    session, tutor = tutored
    assert not tutor.hold_cube("double")                       # the tutor is off
    tutor.enabled = True
    assert not tutor.hold_cube("take")                         # no double to answer
    assert not tutor.hold_cube("beaver")
    assert not tutor.hold_cube("roll")                         # not a cube action
    session.seats = ("human", "expert")
    assert not tutor.hold_cube("double")                       # Bob is the computer's now
    assert not tutor.holding


def test_a_double_a_beaver_and_the_answers_to_it(qtbot, tutored) -> None:
    session, tutor = tutored
    tutor.enabled = True
    game = session.current().game
    assert _rated(qtbot, tutor, "no double") is None           # rolling on is right
    warning = _rated(qtbot, tutor, "double")
    assert warning is not None and warning.player == 1 and warning.best == "no double"
    assert warning.error in ("bad", "very bad") and warning.kind == "cube"
    assert game.phase is Phase.ROLLING                          # held, not made
    assert session.act(MatchController.cube_clicked)            # Bob doubles anyway
    assert _rated(qtbot, tutor, "beaver") is None               # Alice's beaver is right
    drop = _rated(qtbot, tutor, "drop")                          # so is her take; a drop is a blunder
    assert drop is not None and drop.player == 0 and drop.best == "beaver"
    assert session.act(MatchController.answer, Answer.BEAVER)
    assert game.phase is Phase.DOUBLED and game.to_act == 1
    assert not tutor.hold_cube("no double") and not tutor.hold_cube("double")     # no roll nor double now
    # Bob answers the beaver: dropping gives up twice the cube, taking is right
    dropped = _rated(qtbot, tutor, "drop")
    assert dropped is not None and dropped.player == 1 and dropped.best == "take"
    assert dropped.equity_lost > 0.12
    assert _rated(qtbot, tutor, "take") is None


def test_a_new_match_lets_a_held_cube_action_go_unrated(qtbot, tutored) -> None:
    """Asked for the old match, the rating is dropped when a new match comes
    in play before it: nothing held, no rating said for the old match."""
    from PySide6.QtCore import QCoreApplication

    session, tutor = tutored
    tutor.enabled = True
    rated: list[object] = []
    tutor.cube_rated.connect(rated.append)
    assert tutor.hold_cube("double") and tutor.holding
    worker = tutor._worker
    session.start_match(Match(0, RuleOptions.money(), ("Carol", "Dave")))
    assert not tutor.holding
    assert worker.wait(30_000)                  # the old rating's call is done...
    QCoreApplication.processEvents()            # ...and whatever it sent delivered
    assert rated == []


def test_turned_off_while_rating_the_action_held_is_made_unquestioned(qtbot, tutored) -> None:
    _session, tutor = tutored
    tutor.enabled = True
    with qtbot.waitSignal(tutor.cube_rated, timeout=30_000) as blocker:
        assert tutor.hold_cube("double")             # a blunder (see above): a warning were it still on
        tutor.enabled = False
    assert blocker.args[0].action == "double" and blocker.args[0].warning is None
    assert not tutor.holding


def test_a_rating_that_fails_lets_the_held_action_go(qtbot, tutored, monkeypatch) -> None:
    """An error while the answer is read is not swallowed, and the cube
    action held is let go all the same (else it were held for ever: asked
    again, it would only say it is being rated)."""
    from backgammon_qt.engine import analysis

    _session, tutor = tutored
    tutor.enabled = True

    def broken(*_args: object) -> None:
        raise RuntimeError("broken rating")

    monkeypatch.setattr(analysis, "turn_decisions", broken)
    with qtbot.captureExceptions() as exceptions, qtbot.waitSignal(tutor.cube_rated, timeout=30_000) as blocker:
        assert tutor.hold_cube("double")
    assert blocker.args[0].warning is None and not tutor.holding
    assert [str(e[1]) for e in exceptions] == ["broken rating"]


def test_no_engine_to_ask_nothing_held(qtbot, tmp_path) -> None:
    """The engine cannot be had: the error is said, and the cube action is
    not held (it would be for ever)."""
    dice = ManualDice()
    dice.push_one(3)
    dice.push_one(1)
    session = Session(Settings(tmp_path / "settings.ini"), Match(0, RuleOptions.money(), ("Alice", "Bob"), dice))

    def no_engine() -> None:
        raise OSError("no engine process")

    tutor = Tutor(session, no_engine, lambda: "expert")
    tutor.enabled = True
    assert session.act(MatchController.roll)
    assert session.current().request_play_text("8/5 6/5")
    assert session.current().game.can_double()
    with pytest.raises(OSError, match="no engine process"):
        tutor.hold_cube("double")
    assert not tutor.holding
    session.shutdown()
