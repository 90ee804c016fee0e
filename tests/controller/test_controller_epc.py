"""The effective pip counts beside the pips when bearing off (issue 21
item 4): which positions have them (pure presentation), the engine's
look-up (bgsage's one-sided bear-off database, in this process and in the
engine's child process), and the advisor that asks the engine off the GUI
thread and puts the answer on the player panels."""

from __future__ import annotations

import pytest

from backgammon_qt.app.settings import Settings
from backgammon_qt.controller.engine_jobs.epc import EpcAdvisor
from backgammon_qt.controller.match import MatchController
from backgammon_qt.controller.presentation import epc_position, player_infos
from backgammon_qt.engine import ProcessEngine, SageEngine
from backgammon_qt.model import Position
from backgammon_qt.model.match import Match
from backgammon_qt.model.record import Setup
from backgammon_qt.model.rules import RuleOptions

ROLL = 49 / 6
"""Pips a roll is worth on average (8.17): one checker on the 1-point needs
exactly one roll, so its EPC is this."""


def _bearing_off(player: dict[int, int], opponent: dict[int, int], on_roll: int = 0) -> Match:
    """A money match whose game starts from ``player``'s and ``opponent``'s
    checkers (player 0's view; the rest borne off), ``on_roll`` to roll."""
    match = Match(0, RuleOptions.money(), ("Alice", "Bob"))
    match.new_game(setup=Setup(Position.from_points(player, opponent), on_roll))
    return match


def test_only_positions_with_every_checker_home_have_an_epc() -> None:
    """RULES.md "Bearing off": a side bears off once all its checkers are in
    its home board; the bear-off database holds those positions."""
    assert epc_position(Match(0, RuleOptions.money())) is None                 # no game yet
    home = _bearing_off({1: 1, 6: 2}, {2: 3})
    assert epc_position(home) == Position.from_points({1: 1, 6: 2}, {2: 3})
    assert epc_position(_bearing_off({1: 1, 7: 1}, {2: 3})) is None           # a checker on the 7-point
    assert epc_position(_bearing_off({1: 1}, {2: 3, 13: 1})) is None          # the opponent's too


def test_the_panels_carry_the_epc_given() -> None:
    match = _bearing_off({1: 1}, {1: 2})
    assert [info.epc for info in player_infos(match)] == [None, None]
    assert [info.epc for info in player_infos(match, epc=(8.2, 12.5))] == [8.2, 12.5]


def test_bgsage_looks_the_epc_up_for_both_sides() -> None:
    engine = SageEngine("expert")
    mine, theirs = engine.epc(Position.from_points({1: 1}, {1: 3}))
    assert mine == pytest.approx(ROLL, abs=1e-4)                 # one checker: off with any roll
    # three on the 1-point: off at once with a double (1 in 6), else in two rolls
    assert theirs == pytest.approx((1 / 6 + 2 * 5 / 6) * ROLL, abs=1e-4)
    assert engine.epc(Position.start()) == (None, None)          # not a bear-off position
    with ProcessEngine("expert") as child:                          # the same through the engine's process
        assert child.epc(Position.from_points({1: 1}, {1: 3})) == (mine, theirs)


class _LookUp:
    """An engine with only the look-up: fixed EPCs by the player on roll's
    checker count, and the positions asked."""

    def __init__(self) -> None:
        self.asked: list[Position] = []

    def epc(self, position: Position, *, cancel: object = None) -> tuple[float, float]:
        self.asked.append(position)
        return float(15 - position.player[0]), float(15 - position.opponent[0])


def test_the_advisor_asks_once_per_position_and_the_panels_show_the_answer(qtbot, tmp_path) -> None:
    match = _bearing_off({1: 1, 2: 1}, {1: 3})
    controller = MatchController(match, Settings(tmp_path / "settings.ini"))
    engine = _LookUp()
    with qtbot.waitSignal(controller.players_changed, timeout=10_000):
        advisor = EpcAdvisor(controller, engine)
    assert [info.epc for info in controller.player_infos()] == [2.0, 3.0]       # player 0's view: 2 and 3 checkers
    assert [info.epc for info in controller.board_state().players] == [2.0, 3.0]
    assert not advisor.request()                                                # asked already
    assert len(engine.asked) == 1 and engine.asked[0] == Position.from_points({1: 1, 2: 1}, {1: 3})
    advisor.stop()


def test_no_epc_asked_or_shown_before_the_bear_off(qtbot, tmp_path) -> None:
    match = Match(0, RuleOptions.money(), ("Alice", "Bob"))
    match.new_game(setup=Setup(Position.start(), 0))          # under way, Alice to roll
    controller = MatchController(match, Settings(tmp_path / "s.ini"))
    engine = _LookUp()
    advisor = EpcAdvisor(controller, engine)
    assert not advisor.request() and engine.asked == []
    assert [info.epc for info in controller.player_infos()] == [None, None]
    controller.set_epc("4HPwATDgc/ABMA", (1.0, 2.0))          # an answer for another position is not shown
    assert [info.epc for info in controller.player_infos()] == [None, None]
    advisor.stop()
