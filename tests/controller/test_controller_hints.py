"""HintAdvisor with the fake engine (tests/helpers/engines.py): what it asks
the engine for in each phase, what it emits, and that a hint superseded,
cancelled or failed is not shown."""

from __future__ import annotations

import threading

from helpers.engines import NO_DOUBLE, FakeEngine
from PySide6.QtCore import QCoreApplication

from backgammon_qt.controller.engine_jobs.hints import CubeHint, HintAdvisor, PlaysHint
from backgammon_qt.controller.match import MatchController
from backgammon_qt.controller.presentation import Answer
from backgammon_qt.model import Position, legal_plays
from backgammon_qt.model.dice import ManualDice
from backgammon_qt.model.match import Match
from backgammon_qt.model.rules import RuleOptions


def controller_of(opening=(3, 1), rolls=()) -> MatchController:
    dice = ManualDice()
    dice.push_one(opening[0])
    dice.push_one(opening[1])
    for roll in rolls:
        dice.push(*roll)
    return MatchController(Match(5, RuleOptions.match(), ("Alice", "Bob"), dice))


def test_no_hint_before_the_opening_roll(qtbot) -> None:
    engine = FakeEngine()
    advisor = HintAdvisor(engine)
    assert not advisor.request(controller_of()) and not advisor.analyse(controller_of())
    assert engine.calls == [] and not advisor.busy
    advisor.shutdown()


def test_after_the_roll_the_hint_ranks_the_plays_from_the_start_of_the_turn(qtbot) -> None:
    engine = FakeEngine()
    advisor = HintAdvisor(engine)
    c = controller_of()
    c.roll()                                   # Alice to play 3-1
    assert c.request_move(8, 5)                # one move made: the hint is still of the whole turn
    with qtbot.waitSignal(advisor.plays_ready, timeout=5000) as blocker:
        assert advisor.request(c)
    hint = blocker.args[0]
    assert isinstance(hint, PlaysHint)
    assert engine.calls == ["hint_plays"]
    assert hint.mover == "Alice" and hint.dice == "3-1" and hint.moved
    plays = list(legal_plays(Position.start(), (3, 1)))
    assert [r.play for r in hint.ranked] == plays[:HintAdvisor.HINT_PLAYS]
    advisor.shutdown()


def test_before_the_roll_and_when_doubled_the_hint_is_the_cube(qtbot) -> None:
    engine = FakeEngine()
    advisor = HintAdvisor(engine)
    c = controller_of()
    c.roll()
    assert c.request_play_text("8/5 6/5")      # Bob to roll
    with qtbot.waitSignal(advisor.cube_ready, timeout=5000) as blocker:
        assert advisor.request(c)
    hint = blocker.args[0]
    assert isinstance(hint, CubeHint) and hint.decision == NO_DOUBLE
    assert (hint.on_roll, hint.answering, hint.taker) == ("Bob", False, "Bob")
    assert c.cube_clicked()                    # Bob doubles: the hint is Alice's answer
    with qtbot.waitSignal(advisor.cube_ready, timeout=5000) as blocker:
        assert advisor.request(c)
    hint = blocker.args[0]
    assert (hint.on_roll, hint.answering, hint.taker) == ("Bob", True, "Alice")
    assert engine.calls == ["hint_cube", "hint_cube"]
    assert c.answer(Answer.TAKE)
    advisor.shutdown()


def test_analyse_gives_the_cube_and_the_plays_together(qtbot) -> None:
    engine = FakeEngine()
    advisor = HintAdvisor(engine)
    c = controller_of()
    c.roll()
    with qtbot.waitSignal(advisor.analysis_ready, timeout=5000) as blocker:
        assert advisor.analyse(c)
    analysis = blocker.args[0]
    assert analysis.cube.decision == NO_DOUBLE and analysis.plays is not None
    assert analysis.plays.dice == "3-1" and not analysis.plays.moved
    assert engine.calls == ["hint_cube", "hint_plays"]
    advisor.shutdown()


def test_a_cancelled_hint_is_not_shown_and_a_failure_is_reported(qtbot) -> None:
    engine = FakeEngine(gate=threading.Event())
    advisor = HintAdvisor(engine)
    shown: list[object] = []
    advisor.plays_ready.connect(shown.append)
    c = controller_of()
    c.roll()
    assert advisor.request(c)
    assert engine.started.wait(5) and advisor.busy
    advisor.cancel()
    qtbot.waitUntil(lambda: bool(engine.cancelled), timeout=5000)      # the engine saw its cancel token
    assert advisor.worker.wait(5000)
    QCoreApplication.processEvents()
    assert [method for method, _args in engine.cancelled] == ["hint_plays"] and shown == [] and not advisor.busy
    broken = HintAdvisor(FakeEngine(fails={"hint_plays": "the engine process stopped"}))
    with qtbot.waitSignal(broken.failed, timeout=5000) as blocker:
        assert broken.request(c)
    assert "the engine process stopped" in blocker.args[0]
    advisor.shutdown()
    broken.shutdown()


def test_the_cube_hint_says_whether_a_beaver_is_best_without_the_engine_types_in_ui() -> None:
    """RULES.md "Doubling cube", option "beavers": the widgets read the
    taker's best answer from the controller's CubeHint; the hints module
    names the engine's types for type hints only (no module __getattr__
    handing them to the ui at run time)."""
    from dataclasses import replace

    from backgammon_qt.controller.engine_jobs import hints
    from backgammon_qt.engine import CubeAction

    beaver = replace(NO_DOUBLE, action=CubeAction.DOUBLE_BEAVER)
    assert CubeHint(beaver, "Alice", True, "Bob", can_beaver=True).beaver_is_best
    assert not CubeHint(beaver, "Alice", True, "Bob", can_beaver=False).beaver_is_best
    assert not CubeHint(NO_DOUBLE, "Alice", True, "Bob", can_beaver=True).beaver_is_best
    assert not hasattr(hints, "__getattr__") and not hasattr(hints, "CubeAction")


def test_the_hint_writes_the_roll_high_die_first(qtbot) -> None:
    """The player's report: the hint said "to play 1-3" (the dice as rolled)
    where the status bar said "3-1": a roll is written the higher die first,
    as players (and gnubg) write it."""
    engine = FakeEngine()
    advisor = HintAdvisor(engine)
    c = controller_of(opening=(3, 1), rolls=[(1, 3)])
    c.roll()                                   # Alice's opening 3-1: 8/5 6/5
    assert c.request_move(8, 5) and c.request_move(6, 5) and c.end_turn()
    c.roll()                                   # Bob rolls a 1 and a 3
    assert c.game.dice == (1, 3)
    with qtbot.waitSignal(advisor.plays_ready, timeout=5000) as blocker:
        assert advisor.request(c)
    assert blocker.args[0].mover == "Bob" and blocker.args[0].dice == "3-1"
    advisor.shutdown()
