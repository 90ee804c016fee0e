"""The tutor (Options > Tutor): before a human's play is confirmed, the
analysis rates it; a bad or very bad one (gnubg's classes, equity lost at
least 0.06) is said in a :class:`TutorWarning`, and the window offers to
take it back (the turn's moves are undone, the dice stay).

The play is rated as soon as the turn's moves are complete (every die that
must be played is played, before the dice are clicked to end the turn), at
the analysis level chosen in the Analyse menu, in the analysis' engine
process (:class:`~.analysis.AnalysisJob`'s), off the GUI thread.  Cube
actions are not rated yet (the model cannot take back a double).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from backgammon_qt.app.lazy import lazy_import
from backgammon_qt.app.settings import HUMAN
from backgammon_qt.model.game import Phase
from backgammon_qt.model.legal import legal_plays

if TYPE_CHECKING:
    from collections.abc import Callable

    from .session import Session

analysis_api = lazy_import("backgammon_qt.engine.analysis")
base_api = lazy_import("backgammon_qt.engine.base")
engine_worker = lazy_import("backgammon_qt.controller.worker")

_log = logging.getLogger(__name__)

__all__ = ["Tutor", "TutorWarning", "TUTOR_CLASSES"]

TUTOR_CLASSES = ("bad", "very bad")
"""The error classes the tutor speaks of (gnubg's, from the engine's
``error_class``: equity lost of 0.06 and more)."""


@dataclass(frozen=True)
class TutorWarning:
    """A play the tutor rates bad or worse: ``player``, the play ``made``,
    the ``best`` play, the ``equity_lost`` and its ``error`` class; ``key``
    identifies the turn (the warning is for the position still shown when
    it matches :meth:`Tutor.current_key`)."""

    player: int
    made: str
    best: str
    equity_lost: float
    error: str
    key: tuple[int, int, str]


class Tutor(QObject):
    """Rates each complete human play of ``session`` before it is
    confirmed, while ``enabled``; ``engine`` gives the engine to ask (with
    ``analyse_turn``), ``level`` the analysis level.

    Signals:
        warning(object): a :class:`TutorWarning`.
    """

    warning = Signal(object)

    def __init__(self, session: Session, engine: Callable[[], Any], level: Callable[[], str],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._engine = engine
        self._level = level
        self.enabled = False
        self._asked: tuple[int, int, str] | None = None
        self._worker: Any = None
        self._pending: Any = None        # (key, query) of the rating asked last
        session.changed.connect(self.check)

    def current_key(self) -> tuple[int, int, str] | None:
        """The turn and play being made now, if a complete human play waits
        to be confirmed: (game id, actions so far, the play's position ID)."""
        s = self.session
        if s.review.reviewing or s.computer_acting:
            return None
        game = s.current().game
        turn = game.turn
        if (game.phase is not Phase.MOVING or turn is None or not turn.moves or not turn.can_finish()
                or s.seats[game.on_roll] != HUMAN):
            return None
        return id(game), len(game.record.actions), turn.position.position_id()

    def check(self) -> None:
        """Rate the play being made, if there is a new one (called on every
        change of the session)."""
        if not self.enabled:
            return
        key = self.current_key()
        if key is None or key == self._asked:
            return
        self._asked = key
        game = self.session.current().game
        turn = game.turn
        assert turn is not None and game.dice is not None
        legal = legal_plays(turn.start, game.dice, minimize_wasted_pips=game.rules.minimize_wasted_pips)
        play = legal.play_for(turn.position)
        if len(legal) < 2:
            return
        context = base_api.GameContext.for_game(game)
        query = analysis_api.TurnQuery(game=0, player=game.on_roll, position=turn.start, context=context,
                                       dice=game.dice, opening=False, cube=False, play=play)
        if self._worker is None:
            self._worker = engine_worker.EngineWorker(self._engine(), self)
            self._worker.result_ready.connect(self._answered)
            self._worker.failed.connect(self._failed)
        self._pending = (key, query)
        self._worker.submit(self._worker.engine.analyse_turn, query, self._level())

    def _answered(self, _job: int, evaluation: Any) -> None:
        key, query = self._pending
        if key != self.current_key() or not evaluation.plays:
            return
        best_play, best, _ = evaluation.plays[0]
        made = next((e for p, e, _ in evaluation.plays if p == query.play), best)
        lost = max(0.0, best - made)
        if analysis_api.error_class(lost) in TUTOR_CLASSES:
            self.warning.emit(TutorWarning(query.player, str(query.play), str(best_play), lost,
                                           analysis_api.error_class(lost), key))

    def _failed(self, _job: int, message: str) -> None:
        """The rating failed: the play goes on unrated, and the log says why."""
        _log.warning("the tutor could not rate the play: %s", message)

    def take_back(self) -> bool:
        """Undo the moves of the turn being played (the dice stay)."""
        c = self.session.current()
        undone = False
        while c.game.phase is Phase.MOVING and c.game.turn is not None and c.game.turn.moves:
            if not c.undo():
                break
            undone = True
        return undone

    def shutdown(self) -> None:
        """Drop a rating being computed and wait for its thread."""
        if self._worker is not None:
            self._worker.shutdown(close_engine=False)
