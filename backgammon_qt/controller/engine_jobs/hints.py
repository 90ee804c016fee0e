"""Hints: the engine's advice for the player to act, asked off the GUI thread.

:class:`HintAdvisor` asks an engine (the engine's best, without a level's
error) for the cube action before the roll and when doubled, and for the
ranked plays after the roll, through an
:class:`~backgammon_qt.controller.engine_jobs.worker.EngineWorker`; the answers come
back as :class:`PlaysHint` and :class:`CubeHint`, with the names and dice the
hint panel shows.  What the widgets need of the engine's answers is said
here (:attr:`CubeHint.beaver_is_best`); its answer types are named here for
their type hints only (the widgets do not import the engine package).

Equities are the player on roll's, normalised to the cube (+1.000 = winning
the cube's value), cubeful when the cube is in use; chances are cubeless.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from backgammon_qt import engine as engine_api
from backgammon_qt.app.lazy import lazy_import
from backgammon_qt.model.game import Phase

from ..presentation import has_hint, roll_text

if TYPE_CHECKING:
    from collections.abc import Iterable

    # the answer types, for the widgets' type hints (``X as X``: named here on purpose)
    from backgammon_qt.engine import CubeDecision as CubeDecision
    from backgammon_qt.engine import Engine
    from backgammon_qt.engine import RankedPlay as RankedPlay
    from backgammon_qt.model.game import Game
    from backgammon_qt.model.turn import Turn

    from ..match import MatchController

engine_worker = lazy_import("backgammon_qt.controller.engine_jobs.worker")

__all__ = ["HintAdvisor", "PlaysHint", "CubeHint", "PositionAnalysis", "HINT_LEVEL"]

HINT_LEVEL = "expert"
"""The engine level the hints use (it plays without added error)."""


@dataclass(frozen=True)
class PlaysHint:
    """The ranked plays for ``mover`` (a name) to play ``dice`` (e.g.
    ``"6-5"``), best first; ``moved``: moves of the turn were made already
    (the plays are from the start of the turn)."""

    ranked: tuple[RankedPlay, ...]
    mover: str
    dice: str
    moved: bool


@dataclass(frozen=True)
class CubeHint:
    """The proper cube action seen by ``on_roll`` (a name); ``answering``:
    the player to act (``taker``) answers a double, and ``can_beaver`` says
    whether a beaver is allowed."""

    decision: CubeDecision
    on_roll: str
    answering: bool
    taker: str
    can_beaver: bool

    @property
    def beaver_is_best(self) -> bool:
        """The taker's best answer is a beaver, and a beaver is allowed
        (RULES.md "Doubling cube", option "beavers")."""
        return self.can_beaver and self.decision.action is engine_api.CubeAction.DOUBLE_BEAVER


@dataclass(frozen=True)
class PositionAnalysis:
    """The position to act analysed (the position editor's Analyse): the
    cube decision before the roll of the player on roll (when doubled, the
    taker's question) and, once the dice are rolled, the ranked plays
    (``plays`` None before the roll)."""

    cube: CubeHint
    plays: PlaysHint | None


class HintAdvisor(QObject):
    """Asks ``engine`` (an :class:`~backgammon_qt.engine.Engine`) for the
    hint of the player to act in a :class:`MatchController`'s game, on a
    pool thread.

    Signals:
        plays_ready(object): a :class:`PlaysHint`.
        cube_ready(object): a :class:`CubeHint`.
        analysis_ready(object): a :class:`PositionAnalysis` (:meth:`analyse`).
        failed(str): the engine failed (why: whole sentences, :func:`.worker.engine_failure_text`).
    """

    plays_ready = Signal(object)
    cube_ready = Signal(object)
    analysis_ready = Signal(object)
    failed = Signal(str)

    HINT_PLAYS = 10
    """How many plays a hint ranks."""

    def __init__(self, engine: Engine, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.worker = engine_worker.EngineWorker(engine, self)
        self.worker.result_ready.connect(self._answered)
        self.worker.failed.connect(lambda _job, message: self.failed.emit(message))
        self._wrap: Callable[[Any], None] | None = None      # turns the engine's answer into the hint to emit

    @property
    def busy(self) -> bool:
        """True while a hint is being computed."""
        return bool(self.worker.busy)

    def _asked(self, controller: MatchController) -> tuple[Any, tuple[str, str], Any, Any] | None:
        """What a hint on ``controller``'s game is asked with: the game, the
        players' names, the engine's context and the engine; None when there
        is no hint now (see :func:`.presentation.has_hint`)."""
        game = controller.game
        if not has_hint(game):
            return None
        return game, controller.players, engine_api.GameContext.for_game(game), self.worker.engine

    def request(self, controller: MatchController) -> bool:
        """Start computing the hint for ``controller``'s game as it is now
        (superseding an earlier request); False when there is none (see
        :func:`.presentation.has_hint`)."""
        asked = self._asked(controller)
        if asked is None:
            return False
        game, names, context, engine = asked
        if game.phase is Phase.MOVING and game.turn is not None and game.dice is not None:
            turn, dice, mover = game.turn, game.dice, names[game.on_roll]
            self._wrap = lambda ranked: self.plays_ready.emit(_plays_hint(ranked, mover, dice, turn))
            self.worker.submit(engine.hint_plays, turn.start, dice, context, self.HINT_PLAYS)
        else:
            words = _cube_words(game, names)
            self._wrap = lambda decision: self.cube_ready.emit(CubeHint(decision, *words))
            self.worker.submit(engine.hint_cube, game.position, context)
        return True

    def analyse(self, controller: MatchController) -> bool:
        """As :meth:`request`, but both the cube decision before the roll
        and, when the dice are rolled, the ranked plays, emitted together
        as ``analysis_ready``; False when there is no hint now."""
        asked = self._asked(controller)
        if asked is None:
            return False
        game, names, context, engine = asked
        words = _cube_words(game, names)
        turn, dice, mover = game.turn, game.dice, names[game.on_roll]
        rolled = game.phase is Phase.MOVING and turn is not None and dice is not None
        board = turn.start if rolled and turn is not None else game.position
        plays_count = self.HINT_PLAYS

        def job(cancel: Any = None) -> tuple[Any, Any]:
            decision = engine.hint_cube(board, context, cancel=cancel)
            ranked = engine.hint_plays(board, dice, context, plays_count, cancel=cancel) if rolled else None
            return decision, ranked

        def wrap(result: tuple[Any, Any]) -> None:
            decision, ranked = result
            plays = (_plays_hint(ranked, mover, dice, turn)
                     if ranked is not None and turn is not None and dice is not None else None)
            self.analysis_ready.emit(PositionAnalysis(CubeHint(decision, *words), plays))

        self._wrap = wrap
        self.worker.submit(job)
        return True

    def cancel(self) -> None:
        """Drop the hint being computed."""
        self.worker.cancel()
        self._wrap = None

    def shutdown(self) -> None:
        """Cancel and wait for the pool thread (the engine is left running)."""
        self.worker.shutdown(close_engine=False)

    def _answered(self, _job: int, result: Any) -> None:
        wrap, self._wrap = self._wrap, None
        if wrap is not None:
            wrap(result)


def _plays_hint(ranked: Iterable[RankedPlay], mover: str, dice: tuple[int, int], turn: Turn) -> PlaysHint:
    """The :class:`PlaysHint` of ``ranked`` for ``mover`` to play ``dice``
    in ``turn`` (moves of it made by the time the answer came, or not)."""
    return PlaysHint(tuple(ranked), mover, roll_text(dice), bool(turn.moves))   # "3-1", as the status bar


def _cube_words(game: Game, names: tuple[str, str]) -> tuple[str, bool, str, bool]:
    """A :class:`CubeHint`'s words after its decision, as ``game`` is now:
    the player on roll, answering a double or not, the player to act, a
    beaver allowed."""
    answering = game.phase is Phase.DOUBLED
    return names[game.on_roll], answering, names[game.to_act], answering and game.can_beaver()
