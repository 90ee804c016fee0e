"""app.signals.disconnect: a connection that may be gone is dropped quietly
(PySide6 6.7+ warns where older ones raised; warnings are errors here)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from backgammon_qt.app.signals import disconnect


class _Sender(QObject):
    fired = Signal()


def test_a_connection_is_dropped_once_and_then_quietly_not(qtbot) -> None:
    sender, heard = _Sender(), []

    def slot() -> None:
        heard.append(1)

    sender.fired.connect(slot)
    assert disconnect(sender.fired, slot) is True
    sender.fired.emit()
    assert heard == []
    assert disconnect(sender.fired, slot) is False        # no warning (an error in this suite), no exception


def test_the_epc_advisor_stops_twice_without_an_error(qtbot) -> None:
    """A new match stops the old match's EPC advisor; a window closing
    stops it again (the SystemError of tests/ui/test_ui_startup.py)."""
    from helpers.engines import FakeEngine

    from backgammon_qt.controller.engine_jobs.epc import EpcAdvisor
    from backgammon_qt.controller.match import MatchController
    from backgammon_qt.model.match import Match

    advisor = EpcAdvisor(MatchController(Match(3, players=("Alice", "Bob"))), FakeEngine())
    advisor.stop()
    advisor.stop()
    assert not advisor.worker.busy
