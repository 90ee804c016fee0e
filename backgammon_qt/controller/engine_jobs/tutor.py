"""The tutor (Options > Tutor): the analysis rates a human's play before
it is confirmed, and a cube action before it is made; a bad or very bad
one (gnubg's classes, equity lost at least 0.06) is said in a
:class:`TutorWarning`.

- A play is rated as soon as the turn's moves are complete (every die that
  must be played is played, before the dice are clicked to end the turn);
  the window offers to take it back (the turn's moves are undone, the dice
  stay).  A play typed whole in the move box goes through the same check:
  it is made, not yet confirmed, and :meth:`Tutor.finish_when_rated` ends
  the turn once the rating says it is not bad (a bad one is said and waits,
  as a play made with the mouse does).
- A double, take, drop or beaver, and a roll when the player might have
  doubled (a missed double, "no double"), is rated before it is made
  (:meth:`Tutor.hold_cube`: the window holds the action until the rating
  comes, as :attr:`Tutor.cube_rated`); a bad one is said and the window asks
  whether to make it anyway, so "take it back" is "do not make it" (the
  model cannot take back a cube action).  The answer to a beaver (the
  doubler's take or drop of the redouble) is rated too.

Ratings are made at the analysis level chosen in the Analyse menu, in the
analysis' engine process (:class:`~.analysis.AnalysisJob`'s), off the GUI
thread.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from backgammon_qt.app.lazy import lazy_import
from backgammon_qt.app.settings import HUMAN
from backgammon_qt.model.game import Phase
from backgammon_qt.model.legal import legal_plays
from backgammon_qt.model.record import ActionKind

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..session import Session

analysis_api = lazy_import("backgammon_qt.engine.analysis")
base_api = lazy_import("backgammon_qt.engine.base")
engine_worker = lazy_import("backgammon_qt.controller.engine_jobs.worker")

_log = logging.getLogger(__name__)

__all__ = ["Tutor", "TutorWarning", "CubeRating", "TUTOR_CLASSES", "CUBE_ACTIONS"]

TUTOR_CLASSES = ("bad", "very bad")
"""The error classes the tutor speaks of (gnubg's, from the engine's
``error_class``: equity lost of 0.06 and more)."""


CUBE_ACTIONS = ("double", "no double", "take", "drop", "beaver")
"""The cube actions the tutor rates ("no double": rolling when doubling
was possible, a double missed)."""


@dataclass(frozen=True)
class TutorWarning:
    """A play or cube action the tutor rates bad or worse: ``player`` who
    makes it (0 or 1), the play or cube action ``made`` (one of
    :data:`CUBE_ACTIONS` for a cube action), the ``best`` one ("no double"
    for a double that should not be made), the ``equity_lost`` (that
    player's equity, normalised to the cube: the cube before the double for
    a cube action) and its ``error`` class; ``key`` identifies
    the turn (the warning is for the position still shown when it matches
    :meth:`Tutor.current_key`, or :meth:`Tutor.cube_key` for a cube
    action); ``kind`` "checker" or "cube"."""

    player: int
    made: str
    best: str
    equity_lost: float
    error: str
    key: tuple[int, int, str]
    kind: str = "checker"


@dataclass(frozen=True)
class CubeRating:
    """The tutor's answer to :meth:`Tutor.hold_cube`: the cube ``action``
    held, ``key`` the moment it was asked (see :meth:`Tutor.cube_key`) and
    ``warning`` a :class:`TutorWarning` when the action is bad or worse
    (None when it is not, or could not be rated: then make it)."""

    action: str
    key: tuple[int, int, str]
    warning: TutorWarning | None = None


class Tutor(QObject):
    """Rates each complete human play of ``session`` before it is
    confirmed, and each human cube action held by :meth:`hold_cube`, while
    ``enabled``; ``engine`` gives the engine to ask (with
    ``analyse_turn``), ``level`` the analysis level.

    Signals:
        warning(object): a :class:`TutorWarning` for a play.
        cube_rated(object): a :class:`CubeRating` for the cube action held.
    """

    warning = Signal(object)
    cube_rated = Signal(object)

    def __init__(self, session: Session, engine: Callable[[], Any], level: Callable[[], str],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._engine = engine
        self._level = level
        self.enabled = False
        self._asked: tuple[int, int, str] | None = None
        self._worker: Any = None
        self._pending: Any = None        # (kind, key, query, action) of the rating asked last
        self._held: tuple[int, int, str] | None = None     # the cube action waiting for its rating
        self._rated: tuple[int, int, str] | None = None    # the play whose rating came last
        self._finish: tuple[int, int, str] | None = None   # the typed play to confirm once rated
        self._shown: tuple[int, int, str] | None = None    # the complete play on the board now
        self._said: TutorWarning | None = None             # the last warning about a play
        session.changed.connect(self.check)
        session.match_started.connect(self._match_started)

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
        if key == self._shown:
            return
        self._shown = key
        if key is None:
            return
        if key == self._asked:
            # the same play made again (taken back, then played once more): warned again, not asked again
            if self._said is not None and self._said.key == key:
                self.warning.emit(self._said)
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
                                       dice=game.dice, opening=False, cube=False, play=play, with_luck=False)
        self._ask("checker", key, query)

    def plays_of(self, warning: TutorWarning) -> tuple[Any, tuple[Any, ...], tuple[Any, ...]] | None:
        """For a play ``warning`` about the turn still being played (its key
        the current one): the mover's position at the start of the turn
        (a :class:`~backgammon_qt.model.Position`, the mover's view) and the
        moves of the play made and of the best play, for the board's arrows;
        None for a cube action, a turn that moved on, or a play not found."""
        if warning.kind != "checker" or warning.key != self.current_key():
            return None
        game = self.session.current().game
        turn = game.turn
        assert turn is not None and game.dice is not None         # a current key: a turn being played
        plays = {str(p): p for p in legal_plays(turn.start, game.dice,
                                                minimize_wasted_pips=game.rules.minimize_wasted_pips)}
        made, best = plays.get(warning.made), plays.get(warning.best)
        if made is None or best is None:
            return None
        return turn.start, made.moves, best.moves

    def finish_when_rated(self) -> bool:
        """A play typed whole (the move box) was made and waits to be
        confirmed: end the turn once the tutor has rated it and found it not
        bad, or at once when there is no rating to wait for (the tutor is
        off, the play is the only one, or it was rated already).  A bad play
        is said (:attr:`warning`) and waits, as one made with the mouse does,
        to be taken back or confirmed.  True when the turn was ended now."""
        from ..match import MatchController

        key = self.current_key()
        if key is None:
            return False            # not a whole human play (a part of one typed): nothing to confirm
        pending = self._pending
        if (self.enabled and pending is not None and pending[0] == "checker" and pending[1] == key
                and self._rated != key):
            self._finish = key
            return False
        if self.enabled and self._said is not None and self._said.key == key:
            return False            # rated bad already: said again (check), it waits as a mouse play does
        return self.session.act(MatchController.end_turn)

    def _confirm(self, key: tuple[int, int, str]) -> None:
        """End the turn of the typed play ``key`` if it still waits."""
        from ..match import MatchController

        if self._finish == key:
            self._finish = None
            if key == self.current_key():
                self.session.act(MatchController.end_turn)

    def _ask(self, kind: str, key: tuple[int, int, str], query: Any, action: str = "") -> None:
        if self._worker is None:
            self._worker = engine_worker.EngineWorker(self._engine(), self)
            self._worker.result_ready.connect(self._answered)
            self._worker.failed.connect(self._failed)
        if self._held is not None and kind == "checker":     # a newer question supersedes a held cube action's
            self._release(None)
        self._pending = (kind, key, query, action)
        self._worker.submit(self._worker.engine.analyse_turn, query, self._level())

    # ------------------------------------------------------------ cube actions
    def cube_key(self, action: str) -> tuple[int, int, str] | None:
        """The cube action ``action`` (one of :data:`CUBE_ACTIONS`) a human
        may make now, as (game id, actions so far, action); None when it
        is not a human's to make now."""
        s = self.session
        if action not in CUBE_ACTIONS or s.review.reviewing or s.computer_acting or s.controller is None:
            return None
        game = s.current().game
        if action in ("double", "no double"):
            ok = game.can_double()
        elif action == "beaver":
            ok = game.can_beaver()
        else:
            ok = game.phase is Phase.DOUBLED
        if not ok or game.to_act < 0 or s.seats[game.to_act] != HUMAN:
            return None
        return id(game), len(game.record.actions), action

    def hold_cube(self, action: str) -> bool:
        """Before a human makes the cube action ``action`` (one of
        :data:`CUBE_ACTIONS`; "no double" before a roll): True when the tutor rates it first (the caller
        holds the action until :attr:`cube_rated` says what the rating is;
        True again while that rating is awaited), False when the action
        should be made at once (the tutor is off, or it is not a cube action
        the tutor rates now)."""
        if not self.enabled:
            return False
        key = self.cube_key(action)
        if key is None:
            return False
        if key == self._held:
            return True
        game = self.session.current().game
        doubler = game.on_roll
        answer, beaver_answer = (None if action in ("double", "no double") else action), None
        context = base_api.GameContext.for_game(game, doubler)
        actions = game.record.actions
        if answer is not None and actions and actions[-1].kind is ActionKind.BEAVER:
            # the doubler answers a beaver: rated as the double beavered, its cube as before the double
            answer, beaver_answer = "beaver", action
            context = replace(context, cube_value=game.cube_value // 2)
        query = analysis_api.TurnQuery(game=0, player=doubler, position=game.position_for(doubler),
                                       context=context, dice=None, opening=False, cube=True,
                                       cube_action="no double" if action == "no double" else "double",
                                       answer=answer, beaver_answer=beaver_answer)
        self._ask("cube", key, query, action)
        self._held = key          # once asked (no answer comes before this returns: it is queued)
        return True

    @property
    def holding(self) -> bool:
        """True while a cube action waits for its rating."""
        return self._held is not None

    def _release(self, warning: TutorWarning | None) -> None:
        key, self._held = self._held, None
        if key is not None:
            self.cube_rated.emit(CubeRating(key[2], key, warning))

    def _cube_answered(self, key: tuple[int, int, str], query: Any, action: str, evaluation: Any) -> None:
        if key != self._held:
            return
        warning = None
        try:
            if self.enabled and key == self.cube_key(action):         # not turned off meanwhile
                decisions, _luck = analysis_api.turn_decisions(query, evaluation)
                player = query.player if query.answer is None or query.beaver_answer else 1 - query.player
                mine = next((d for d in decisions if d.kind == "cube" and d.player == player and d.made == action),
                            None)
                if mine is not None and mine.error in TUTOR_CLASSES:
                    warning = TutorWarning(player, action, mine.best, mine.equity_lost, mine.error, key, "cube")
        finally:
            self._release(warning)          # whatever happens, the action held is let go

    # ------------------------------------------------------------ answers
    def _answered(self, _job: int, evaluation: Any) -> None:
        if self._pending is None:
            return            # asked for a match no longer in play
        kind, key, query, action = self._pending
        if kind == "cube":
            self._cube_answered(key, query, action, evaluation)
            return
        self._rated = key
        if key != self.current_key():
            return
        if self.enabled:
            decisions, _luck = analysis_api.turn_decisions(query, evaluation)
            mine = next((d for d in decisions if d.kind == "checker"), None)
            if mine is not None and mine.error in TUTOR_CLASSES:
                if self._finish == key:
                    self._finish = None           # a typed play said bad waits as a mouse play does
                self._said = TutorWarning(query.player, mine.made, mine.best, mine.equity_lost, mine.error, key)
                self.warning.emit(self._said)
                return
        self._confirm(key)

    def _failed(self, _job: int, message: str) -> None:
        """The rating failed: the play or cube action goes on unrated, and
        the log says why."""
        _log.warning("the tutor could not rate the %s: %s",
                     "cube action" if self._pending and self._pending[0] == "cube" else "play", message)
        if self._pending and self._pending[0] == "cube":
            self._release(None)
        elif self._pending:
            self._confirm(self._pending[1])     # a typed play goes on unrated

    def _match_started(self, _controller: object) -> None:
        """A new match (or a file) is in play: the rating asked for the one
        before is dropped, and a cube action held for it is let go unmade
        (no :attr:`cube_rated` follows for it)."""
        self._held = self._asked = self._pending = self._rated = self._finish = self._shown = None
        self._said = None
        if self._worker is not None:
            self._worker.cancel()

    def take_back(self) -> bool:
        """Undo the moves of the turn being played (the dice stay)."""
        self._finish = None
        c = self.session.current()
        undone = False
        while c.game.phase is Phase.MOVING and c.game.turn is not None and c.game.turn.moves:
            if not c.undo():
                break
            undone = True
        return undone

    def shutdown(self) -> None:
        """Drop a rating being computed and wait for its thread."""
        self._held = None
        if self._worker is not None:
            self._worker.shutdown(close_engine=False)
