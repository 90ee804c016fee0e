"""The effective pip counts (EPC) on the players' panels, asked of the
engine off the GUI thread (:class:`EpcAdvisor`).

Apart from :mod:`.hints` so that a window starts without the hints' code:
every match has an advisor from its start, the hint panel only once it is
opened."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from backgammon_qt.app.lazy import lazy_import
from backgammon_qt.app.signals import disconnect

from ..presentation import epc_position

if TYPE_CHECKING:
    from ..match import MatchController

engine_worker = lazy_import("backgammon_qt.controller.engine_jobs.worker")

__all__ = ["EpcAdvisor"]


class EpcAdvisor(QObject):
    """Keeps the effective pip counts of ``controller``'s game on its
    player panels: whenever the game reaches a position of bgsage's
    bear-off database (:func:`.presentation.epc_position`) it asks
    ``engine`` (anything with the process engine's ``epc(position)``, or a
    function giving it, called at the first such position: a match that
    never reaches one starts no engine) on a pool thread and hands the answer to
    :meth:`MatchController.set_epc <.match.MatchController.set_epc>`.  The
    look-up itself is a table read in the engine's process (no search), so
    the answer follows within milliseconds; the GUI thread never waits for
    it, nor loads bgsage.

    Signals:
        failed(str): the engine failed (the panels show the pips alone).
    """

    failed = Signal(str)

    def __init__(self, controller: MatchController, engine: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        # ``engine``: the engine, or a callable giving it; asked for (and its worker made) at the first
        # position with EPCs, so a match that never reaches one starts no engine for them
        self._engine = engine
        self._worker: Any = None
        self._asked: str | None = None          # the position id asked (player 0's view)
        controller.changed.connect(self.request)
        self._listening = True                  # connected to the controller's changes (stop() once)
        self.request()

    @property
    def worker(self) -> Any:
        """The :class:`~.worker.EngineWorker` asking the engine, made when first needed."""
        if self._worker is None:
            engine = self._engine() if callable(self._engine) and not hasattr(self._engine, "epc") else self._engine
            self._worker = engine_worker.EngineWorker(engine, self)
            self._worker.result_ready.connect(self._answered)
            self._worker.failed.connect(lambda _job, message: self.failed.emit(message))
        return self._worker

    def request(self) -> bool:
        """Ask for the effective pip counts of the position now, when it
        has them and they were not asked for already; True when asked."""
        position = epc_position(self.controller.match)
        if position is None:
            return False
        pid = position.position_id()
        epc = getattr(self.worker.engine, "epc", None)      # an engine without the look-up: pips alone
        if pid == self._asked or epc is None:
            return False
        self._asked = pid
        self.worker.submit(epc, position)
        return True

    def stop(self) -> None:
        """Stop asking (a new match): drop a pending answer; the engine is left running."""
        if self._listening:
            self._listening = False
            disconnect(self.controller.changed, self.request)
        if self._worker is not None:
            self._worker.shutdown(close_engine=False)

    def _answered(self, _job: int, result: Any) -> None:
        if self._asked is not None:
            self.controller.set_epc(self._asked, result)
