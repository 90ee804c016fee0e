"""The computer at the board: it plays the computer seats of a match and gives
hints, asking the engine off the GUI thread.

- :class:`EngineSet`: one :class:`~backgammon_qt.engine.ProcessEngine` per
  level, started on first use and shared by every match in the window and by
  the hints; :meth:`EngineSet.close` kills the child processes (on quit).
- :class:`ComputerPlayer`: plays the computer seats of one
  :class:`~backgammon_qt.controller.match.MatchController`.  It watches the
  controller's ``changed`` signal; when a computer seat must act it asks the
  engine through an :class:`~backgammon_qt.controller.engine_jobs.worker.EngineWorker` (a
  pool thread; the engine itself runs in a child process, so the event loop
  never waits for it) and applies the answer through the controller's own
  public methods, exactly as a human's clicks would be: the roll, a double,
  take/drop/beaver, accepting or declining a resignation, and the chosen play
  checker by checker at the animation speed of the settings, then the end of
  the turn.  :meth:`ComputerPlayer.stop` cancels a pending search (a new
  match, a loaded file, quitting); a result that arrives for a situation that
  has changed (a new game) is dropped.
(The hints are :mod:`.hints`.)

A *seat* is :data:`~backgammon_qt.app.settings.HUMAN` or the name of one of the
engine's :data:`~backgammon_qt.engine.LEVELS` (a computer at that level).
Players are the match's 0 (bottom) and 1 (top).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from backgammon_qt import engine as engine_api
from backgammon_qt.app.lazy import lazy_import
from backgammon_qt.app.settings import ANIMATION_MS, DEFAULT_COMPUTER_SEAT, HUMAN
from backgammon_qt.app.signals import disconnect
from backgammon_qt.app.translations import ContextTr
from backgammon_qt.engine.levels import LEVELS
from backgammon_qt.model.game import Phase

from .. import presentation
from ..match import BoardState, MatchController, Options

if TYPE_CHECKING:
    from backgammon_qt.engine import CubeDecision, Engine, ProcessEngine, TakeDecision
    from backgammon_qt.model.moves import Move, Play
    from backgammon_qt.model.turn import Turn

    from .worker import EngineWorker

# The engine loads at the first computer move or hint, not at start-up: the
# engine package's names load when first used (engine/__init__.py), and so
# does the worker module (and with it QThreadPool).
engine_worker = lazy_import("backgammon_qt.controller.engine_jobs.worker")


_tr = ContextTr("ComputerPlayer")


class EngineSource(Protocol):
    """Where the computer seats' engines come from (:class:`EngineSet`, or a
    test's): the engine at a level of :data:`~backgammon_qt.engine.LEVELS`."""

    def get(self, level: str) -> Engine: ...


__all__ = ["HUMAN", "SEATS", "PAUSE_MS", "DEFAULT_NAMES", "seat_label", "default_name", "shown_name", "level_names",
           "valid_seat", "EngineSet", "EngineSource", "ComputerPlayer"]

SEATS: tuple[str, ...] = (HUMAN, *LEVELS)
"""Every seat: a human, then the computer at each level, weakest first."""

assert DEFAULT_COMPUTER_SEAT in LEVELS, "app.settings names a computer level the engine does not have"

PAUSE_MS = 150
"""Milliseconds the computer waits after a checker's slide before its next
action (added to the slide time of the animation speed; no pause when
animations are off)."""

READ_MS = 1500
"""Milliseconds the computer waits before it acts after a human's roll that
could not be played, so that the dice and the message can be read (a third
of it with animations off)."""


DEFAULT_NAMES = ("Player 1", "Player 2", "Computer")
"""The English names a seat has until the player types one (the settings'
and the model's defaults: player 0, player 1, a computer seat); a match
is made with them in the player's language (:func:`shown_name`)."""


def default_name(player: int, seat: str = HUMAN) -> str:
    """The name ``player``'s seat gets unless one is typed, in the player's
    language: "Player 1"/"Player 2" for a human (player 0/1), "Computer"
    for the computer."""
    if seat != HUMAN:
        return _tr("Computer")
    return _tr("Player 1") if player == 0 else _tr("Player 2")


def shown_name(name: str) -> str:
    """``name`` in the player's language when it is one of the English
    :data:`DEFAULT_NAMES` (a setting never changed, a model default), else
    as it was typed."""
    if name == DEFAULT_NAMES[2]:
        return _tr("Computer")
    return default_name(DEFAULT_NAMES.index(name)) if name in DEFAULT_NAMES else name


def seat_label(seat: str) -> str:
    """A seat in words: ``"Human"`` or ``"Computer: Expert"``.  Raises
    :class:`KeyError` for an unknown seat."""
    if seat == HUMAN:
        return _tr("Human")
    return _tr("Computer: {level}").format(level=_tr(LEVELS[seat].label))


def level_names(seats: tuple[str, str]) -> tuple[str, str]:
    """Each seat's level as shown at its name (player 0's first): the
    computer's level in words, "" for a human."""
    a, b = (_tr(LEVELS[seat].label) if seat != HUMAN else "" for seat in seats)
    return a, b


def valid_seat(seat: object, default: str) -> str:
    """``seat`` when it is one of :data:`SEATS` (e.g. read from the settings
    file), else ``default``."""
    return seat if isinstance(seat, str) and seat in SEATS else default


class EngineSet:
    """The engines of one application: a :class:`ProcessEngine` per level,
    made on the first :meth:`get` and kept until :meth:`close`.

    An engine's child process is not started by :meth:`get` (nothing is
    spawned while the window starts up): :meth:`warm_up` starts it from a
    background thread (:meth:`ProcessEngine.wait_ready`, about half a second
    to load bgsage), and otherwise the first engine call starts it, on the
    worker's thread.  Neither the spawn nor the load holds up the GUI
    thread.  ``seed`` seeds every engine's level error (None: random).
    """

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self._engines: dict[str, ProcessEngine] = {}
        self._warm_ups: dict[str, threading.Thread] = {}
        self._closing = threading.Event()

    def get(self, level: str) -> ProcessEngine:
        """The engine at ``level`` (one of :data:`LEVELS`); raises
        :class:`ValueError` for an unknown level."""
        engine = self._engines.get(level)
        if engine is None:
            engine = engine_api.ProcessEngine(level, self.seed, start=False)
            self._engines[level] = engine
        return engine

    def warm_up(self, level: str) -> None:
        """Start loading the engine at ``level`` now, in the background
        (once; later calls do nothing)."""
        if level in self._warm_ups:
            return
        thread = threading.Thread(target=_warm_up, args=(self.get(level), self._closing), daemon=True,
                                  name=f"engine-warm-up-{level}")
        self._warm_ups[level] = thread
        thread.start()

    def close(self) -> None:
        """Kill every engine's child process (a running search ends at once).
        Call it after the workers using the engines have shut down."""
        self._closing.set()
        for thread in self._warm_ups.values():
            thread.join(5.0)       # a warm-up notices within one poll (5 ms) once its spawn returns
        engines, self._engines, self._warm_ups = list(self._engines.values()), {}, {}
        for engine in engines:
            engine.close()
        self._closing = threading.Event()


_log = logging.getLogger(__name__)


def _warm_up(engine: ProcessEngine, closing: threading.Event) -> None:
    try:
        engine.wait_ready(cancel=closing)
    except engine_api.Cancelled:
        pass      # closed while loading (quit at once): the next call starts the child again
    except (engine_api.EngineError, OSError, ValueError) as exc:
        if not closing.is_set():
            # not the user's business yet: the first engine call starts the child again and reports
            _log.warning("the %s engine did not load in the background (%s); it is started again "
                         "at its first use", engine.level, exc)


class ComputerPlayer(QObject):
    """Plays the computer seats of ``controller`` (see the module docstring).

    ``seats`` gives player 0's and player 1's seat; ``engines`` is an
    :class:`EngineSet` (anything with ``get(level)`` returning an
    :class:`~backgammon_qt.engine.Engine`; its ``warm_up(level)``, if any,
    is called at the first action on the board); ``options`` anything with
    ``get("animation_speed")`` (a :class:`~backgammon_qt.app.settings.Settings`;
    None: no animation, no pause).

    The opening roll is the computer's only when both seats are computers
    (with a human at the board, the human rolls it).  The computer never
    resigns; a game that is over waits for someone to click Next game.

    Signals:
        failed(str): the engine failed (whole sentences that say why).  The computer
            gives that situation up: a human may act for it (roll, move its
            checkers), and it plays again from the next situation.
        changed(): what the board shows for the computer changed without a
            change of the game (its play was chosen, it gave up): show
            :meth:`board_state` again.
    """

    failed = Signal(str)
    changed = Signal()

    def __init__(self, controller: MatchController, seats: tuple[str, str], engines: EngineSource,
                 options: Options | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        if len(seats) != 2 or any(seat not in SEATS for seat in seats):
            raise ValueError(f"seats must be two of {SEATS}, got {seats!r}")
        self.controller = controller
        self.seats = (seats[0], seats[1])
        self.options = options
        self._computers = tuple(player for player in (0, 1) if self.is_computer(player))
        self.workers: dict[int, EngineWorker] = {}   # by computer player, made at its first search
        # player, job, what to do with the answer, situation
        self._pending: tuple[int, int, Callable[[Any], None], tuple[object, ...]] | None = None
        self._turn: Turn | None = None      # the Turn whose play is being shown
        self._play: Play | None = None
        self._moves: list[Move] = []        # the play's moves still to show
        self._stuck: tuple[object, ...] | None = None
        self._stopped = False
        self._engines = engines
        self._warm = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._act)
        controller.changed.connect(self._changed)
        if self._computers:
            self._timer.start(self._step_ms())

    # ------------------------------------------------------------ questions
    def is_computer(self, player: int) -> bool:
        """True when ``player`` (0 or 1) is played by the computer."""
        return self.seats[player] != HUMAN

    def actor(self) -> int | None:
        """The computer seat that must act now, or None (a human is to act,
        or nobody: the game is over)."""
        g = self.controller.game
        if g.phase is Phase.OPENING:
            return 0 if self.is_computer(0) and self.is_computer(1) else None
        player = g.to_act
        return player if player >= 0 and self.is_computer(player) else None

    @property
    def acting(self) -> bool:
        """True while the computer has the board: a computer seat is to act
        (thinking, or showing its play).  Human input waits meanwhile."""
        if self._stopped or not self._computers:
            return False
        return bool(self._moves) or (self.actor() is not None and self._situation() != self._stuck)

    @property
    def thinking(self) -> bool:
        """True while an engine search is pending."""
        return self._pending is not None

    def board_state(self, state: BoardState) -> BoardState:
        """``state`` as the board should show it with the computer seats
        (:func:`.presentation.computer_state`): nothing answers the mouse
        while the computer acts, and each computer's level is at its name."""
        if self._stopped or not self._computers:
            return state
        g = self.controller.game
        play = self._play if self._play is not None and self._turn is g.turn else None
        return presentation.computer_state(state, self.controller.match, (self.is_computer(0), self.is_computer(1)),
                                           self.acting, self.actor(), play, _tr, level_names(self.seats))

    # ------------------------------------------------------------ stopping
    def stop(self) -> None:
        """Stop for good: cancel a pending search (its result is dropped),
        stop showing a play, leave the engines running for the next match."""
        if self._stopped:
            return
        self._stopped = True
        self._timer.stop()
        self._pending = None
        self._moves = []
        self._play = self._turn = None
        disconnect(self.controller.changed, self._changed)
        for worker in self.workers.values():
            worker.shutdown(close_engine=False)

    # ------------------------------------------------------------ the loop
    def _step_ms(self) -> int:
        speed = self.options.get("animation_speed") if self.options is not None else 0
        ms = ANIMATION_MS.get(speed if isinstance(speed, int) else 0, 0)
        return ms + PAUSE_MS if ms else 0

    def _situation(self) -> tuple[object, ...]:
        """What an engine answer is for: the game, how far its record is, the
        phase and the turn (an answer for another situation is stale)."""
        g = self.controller.game
        return (id(g), len(g.record.actions), g.phase, id(g.turn), len(g.turn.moves) if g.turn else 0)

    def _changed(self) -> None:
        if self._stopped:
            return
        if not self._warm:      # the match is under way: load the engines now (not at start-up)
            self._warm = True
            warm_up = getattr(self._engines, "warm_up", None)
            if warm_up is not None:
                for level in {self.seats[player] for player in self._computers}:
                    warm_up(level)
        if self._pending is not None and self._pending[3] != self._situation():
            self.workers[self._pending[0]].cancel()     # the situation moved on: drop that search
            self._pending = None
        if self._moves and self.controller.game.turn is not self._turn:
            self._moves = []
        if self._play is not None and self.controller.game.turn is not self._turn:
            self._play = self._turn = None
        self._timer.start(self._read_ms() or self._step_ms())

    def _read_ms(self) -> int:
        """The pause to read a human's roll that passed, when that is the
        news now (0 otherwise)."""
        g = self.controller.game
        passed = g.last_pass
        if passed is None or self.is_computer(passed[0]) or g.on_roll == passed[0]:
            return 0
        actions = g.record.actions
        if not actions or actions[-1].kind not in ("roll", "opening") or actions[-1].player != passed[0]:
            return 0                  # the computer has acted since
        return READ_MS if self._step_ms() else READ_MS // 3

    def _act(self) -> None:
        """Do the computer's next step, if it has one (called by the timer)."""
        if self._stopped or self._pending is not None:
            return
        if self._moves:
            self._next_move()
            return
        player = self.actor()
        if player is None:
            return
        situation = self._situation()
        if situation == self._stuck:
            return
        c = self.controller
        g = c.game
        if g.phase is Phase.OPENING:
            c.roll()
            return
        context = engine_api.GameContext.for_game(g)
        engine = self._worker(player).engine
        if g.phase is Phase.ROLLING:
            if g.can_double():
                self._ask(player, self._cube_answered, engine.cube_decision, g.position, context)
            else:
                c.roll()
        elif g.phase is Phase.DOUBLED:
            self._ask(player, self._take_answered, engine.take_decision, g.position, context,
                      beavered=g.to_act == g.on_roll)
        elif g.phase is Phase.RESIGNED and g.pending_resignation is not None:
            resigner, value = g.pending_resignation
            turn = g.turn if g.dice is not None else None
            self._ask(player, self._resignation_answered, engine.answer_resignation,
                      turn.start if turn is not None else g.position, value, context,
                      resigner_on_roll=resigner == g.on_roll, dice=g.dice if turn is not None else None)
        elif g.phase is Phase.MOVING and g.turn is not None:
            turn = g.turn
            if turn.moves:                 # played already (automatic play of a forced move)
                if turn.can_finish():
                    c.end_turn()
                else:
                    c.undo()
                return
            self._ask(player, self._play_answered, engine.choose_play, turn.start, g.dice, context)

    def _ask(self, player: int, then: Callable[[Any], None], call: Callable[..., Any], *args: Any,
             **kwargs: Any) -> None:
        """Ask ``call(*args, **kwargs)`` of computer ``player``'s engine;
        ``then(result)`` follows with the answer if the situation is the same."""
        job = self._worker(player).submit(call, *args, **kwargs)
        self._pending = (player, job, then, self._situation())

    def _worker(self, player: int) -> EngineWorker:
        """The worker asking computer ``player``'s engine (made at its first search)."""
        worker = self.workers.get(player)
        if worker is None:
            worker = engine_worker.EngineWorker(self._engines.get(self.seats[player]), self)
            worker.result_ready.connect(lambda job, value: self._answered(player, job, value))
            worker.failed.connect(lambda job, message: self._failed(player, job, message))
            self.workers[player] = worker
        return worker

    def _answered(self, player: int, job: int, result: Any) -> None:
        pending = self._pending
        if self._stopped or pending is None or pending[:2] != (player, job):
            return
        self._pending = None
        if pending[3] != self._situation():
            self._timer.start(0)
            return
        pending[2](result)

    def _cube_answered(self, result: CubeDecision) -> None:
        c = self.controller
        if result.double and c.game.can_double():
            c.cube_clicked()
        else:
            c.roll()

    def _take_answered(self, result: TakeDecision) -> None:
        action = result.action
        if action is engine_api.TakeAction.BEAVER and not self.controller.game.can_beaver():
            action = engine_api.TakeAction.TAKE
        self.controller.answer(presentation.Answer(action.value))

    def _resignation_answered(self, result: bool) -> None:
        self.controller.answer(presentation.Answer.ACCEPT if result else presentation.Answer.DECLINE)

    def _play_answered(self, result: Play) -> None:
        turn = self.controller.game.turn
        if turn is None or result not in turn.legal_plays:
            self._give_up(_tr("The engine chose {play}, which is not a legal play here.").format(play=str(result)))
            return
        self._turn, self._play, self._moves = turn, result, list(result.moves)
        self.changed.emit()
        self._timer.start(self._step_ms())

    def _failed(self, player: int, job: int, message: str) -> None:
        pending = self._pending
        if self._stopped or pending is None or pending[:2] != (player, job):
            return
        self._pending = None
        self._give_up(_tr("The computer could not move. {reason}").format(reason=message))   # whole sentences

    def _give_up(self, message: str) -> None:
        self._moves = []
        self._play = self._turn = None
        self._stuck = self._situation()
        self.failed.emit(message)
        self.changed.emit()

    def _next_move(self) -> None:
        """Show the next checker of the chosen play (one checker, one die)."""
        c = self.controller
        g = c.game
        turn = g.turn
        if g.phase is not Phase.MOVING or turn is None or turn is not self._turn or g.dice is None:
            self._moves = []
            return
        move = self._moves.pop(0)
        done = len(turn.moves)
        which = 0 if move.die == g.dice[0] else 1
        if not c.request_move_by_die(move.from_point, which) or len(turn.moves) != done + 1 \
                or turn.moves[-1][:3] != move[:3]:
            self._give_up(_tr("The computer's move {from_}/{to} was refused.").format(
                from_=move.from_point, to=move.to_point))
        # the controller's changed signal starts the timer for the next step
