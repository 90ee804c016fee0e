"""Rollouts in the window: :class:`RolloutJob`, the tasks a player starts,
and the rollouts kept with the match.

A rollout is bgsage's (:mod:`backgammon_qt.engine.rollout`); this module
starts one in an engine child process of the job's own
(:meth:`ProcessEngine.rollout
<backgammon_qt.engine.process.ProcessEngine.rollout>`, bgsage's threads on
every core there), from a pool thread
(:class:`~.worker.EngineWorker`), so neither the GUI thread nor the
computer's and the hints' engine waits for it.  Its progress (the running
equities and standard errors after every batch, the trials done) comes
back as signals; :meth:`RolloutJob.stop` ends it keeping the batches done,
:meth:`RolloutJob.extend` goes on from a result with the next batches of
the same seed sequence (the numbers are those of one longer rollout).

What is rolled out (each a :class:`RolloutTask`):

- :func:`subject_for_game`: the plays of a roll (the hint panel's best
  plays), or the cube decision before a roll (no double, double/take,
  double/pass), of the game in play;
- :func:`subject_for_decision`: an analysed decision of a match record (the
  analysis dock's "Roll out this decision").

A :class:`RolloutSubject` is taken when the player asks; its
:meth:`~RolloutSubject.task` is made with the settings chosen in the
rollout panel.

Perspective and units are the engine's: equities of the player on roll,
normalised to the cube; ``se`` one standard error.

Kept with the match: :func:`result_to_dict` / :func:`result_from_dict`
turn a :class:`RolloutResult` into JSON-ready data and back (its batches
are kept, so a rollout read from a file can be extended); the ``.bgqt``
file holds them in its optional ``"rollouts"`` key
(:mod:`backgammon_qt.io.native`).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal, Slot

from backgammon_qt.app.lazy import lazy_import
from backgammon_qt.app.translations import ContextTr

from .own_engine import OwnEngineJob

if TYPE_CHECKING:
    from backgammon_qt.engine.base import GameContext
    from backgammon_qt.engine.rollout import RolloutResult, RolloutSettings, RolloutTask
    from backgammon_qt.model import MatchRecord, Play, Position
    from backgammon_qt.model.game import Game

rollout_api = lazy_import("backgammon_qt.engine.rollout")
base_api = lazy_import("backgammon_qt.engine.base")
cube_api = lazy_import("backgammon_qt.model.cube")

__all__ = ["RolloutJob", "RolloutSubject", "DICT_VERSION", "make_settings", "task_for_plays", "task_for_cube",
           "subject_for_game", "subject_for_decision", "subject_of_task", "best_plays", "result_to_dict",
           "result_from_dict", "results_from_record", "MAX_CANDIDATES", "PLIES", "extended_task",
           "RolloutPlace", "place_of_task"]


_tr = ContextTr("RolloutJob")


DICT_VERSION = 1
"""The layout version of :func:`result_to_dict`'s data."""

MAX_CANDIDATES = 5
"""The most plays of a hint rolled out (the best ones)."""

CANDIDATE_WINDOW = 0.16
"""Plays of a hint more than this much equity below the best are left out
(the best two are always rolled out)."""

PLIES = (1, 2, 3)
"""The levels of the plays inside the trials, in bgsage's plies (1 = its
network alone, gnubg's 0-ply; 2 = gnubg's 1-ply; 3 = gnubg's 2-ply)."""


def make_settings(**values: Any) -> RolloutSettings:
    """A :class:`RolloutSettings` (the engine's; the window does not import
    the engine): ``trials``, ``target_se``, ``truncation``, ``ply``,
    ``cubeful``, ``seed``, ``batch_trials``.  Raises :class:`ValueError`
    for values out of range."""
    settings: RolloutSettings = rollout_api.RolloutSettings(**values)
    return settings


def _context(game: Game) -> GameContext:
    context: GameContext = base_api.GameContext.for_game(game)
    return context


def task_for_plays(position: Position, dice: tuple[int, int], context: GameContext, plays: Sequence[Play],
                   settings: RolloutSettings) -> RolloutTask:
    """The rollout of ``plays`` (each a legal play of ``dice`` from
    ``position``, seen by the player on roll) under ``context``.  Raises
    :class:`ValueError` when there is no play."""
    task: RolloutTask = rollout_api.RolloutTask(position, context, tuple(dice), tuple(plays), settings)
    return task


def task_for_cube(position: Position, context: GameContext, settings: RolloutSettings) -> RolloutTask:
    """The rollout of the cube decision of the player on roll before the
    roll (cubeful).  Raises :class:`ValueError` when doubling is not
    available (Crawford game, the opponent's or a dead cube, no cube)."""
    task: RolloutTask = rollout_api.RolloutTask(position, context, None, (), settings)
    return task


def best_plays(ranked: Sequence[Any], count: int = MAX_CANDIDATES, window: float = CANDIDATE_WINDOW) -> list[Play]:
    """The plays of ``ranked`` (the hint's :class:`RankedPlay` list, best
    first) worth rolling out: the best ``count`` within ``window`` of the
    best, at least the best two."""
    if not ranked:
        return []
    best = ranked[0].equity
    chosen = [r.play for r in ranked[:count] if r.equity >= best - window]
    if len(chosen) < 2 <= len(ranked):
        chosen = [r.play for r in ranked[:2]]
    return chosen


@dataclass(frozen=True)
class RolloutSubject:
    """What a player asked to roll out, taken when asked (the game moves
    on; the subject does not): the ``position`` seen by the player on roll
    (``mover``, a name), its ``context``, the ``dice`` and the candidate
    ``plays`` (after the roll) or None and () for the cube decision before
    it.  :meth:`task` makes the engine's task with the settings chosen."""

    position: Position
    context: GameContext
    dice: tuple[int, int] | None = None
    plays: tuple[Play, ...] = ()
    mover: str = ""

    @property
    def is_cube(self) -> bool:
        """True for the cube decision (no dice)."""
        return self.dice is None

    def why_not(self) -> str | None:
        """None when this subject can be rolled out, else why not, as a
        code for the window to word: ``"no_play"`` (a roll without a
        candidate play), and for the cube decision ``"no_cube"`` (the cube
        is not in use), ``"crawford"`` (the Crawford game: nobody may
        double, RULES.md "Doubling cube"), ``"opponent_cube"`` (the
        opponent owns the cube), ``"cube_cap"`` (a double would pass the
        rules' cube cap, RULES.md "Doubling cube"), ``"dead_cube"`` (in a match, the cube
        already covers what the player on roll needs: the model's rule,
        :func:`backgammon_qt.model.cube.cube_dead`).  The checks :meth:`task` makes."""
        if self.dice is not None:
            return None if self.plays else "no_play"
        c = self.context
        if not c.cube:
            return "no_cube"
        if c.crawford:
            return "crawford"
        if c.cube_owner is base_api.CubeOwner.OPPONENT:
            return "opponent_cube"
        if not cube_api.cube_below_cap(c.cube_value * 2, c.cube_cap):
            return "cube_cap"
        if not base_api.may_double(c):          # the checks above passed: only a dead cube is left
            return "dead_cube"
        return None

    def task(self, settings: RolloutSettings) -> RolloutTask:
        """The :class:`RolloutTask` of this subject with ``settings`` (a
        cube decision is always rolled out cubeful).  Raises
        :class:`ValueError` when it cannot be rolled out (:meth:`why_not`
        says why, in a code; the error's text is English, for the log)."""
        if self.dice is None:
            if not settings.cubeful:
                settings = replace(settings, cubeful=True)
            return task_for_cube(self.position, self.context, settings)
        return task_for_plays(self.position, self.dice, self.context, self.plays, settings)


def subject_of_task(task: RolloutTask, mover: str = "") -> RolloutSubject:
    """The subject a task (a kept rollout's) rolls out."""
    return RolloutSubject(task.position, task.context, task.dice, tuple(task.candidates), mover)


def subject_for_game(game: Game, mover: str = "", plays: Sequence[Play] | None = None) -> RolloutSubject:
    """The subject of ``game`` as it is now: with ``plays`` (after the
    roll, legal plays of the dice from the start of the turn) those plays,
    else the cube decision before the roll (after the roll: before it, from
    the start of the turn; while a double is answered: the doubler's no
    double / double-take / double-pass).
    Raises :class:`ValueError` when the dice are not rolled but plays are given."""
    context = _context(game)
    if plays is not None:
        if game.turn is None or game.dice is None:
            raise ValueError(_tr("the dice are not rolled"))
        return RolloutSubject(game.turn.start, context, game.dice, tuple(plays), mover)
    rolled = game.turn is not None and game.dice is not None
    return RolloutSubject(game.turn.start if rolled and game.turn is not None else game.position, context,
                          None, (), mover)


def subject_for_decision(record: MatchRecord, decision: Any) -> RolloutSubject:
    """The subject of an analysed ``decision`` (an
    :class:`~backgammon_qt.engine.summary.Decision`) of ``record``: for a
    checker play its best candidates and the play made (at most
    :data:`MAX_CANDIDATES` plays, the one made always among them), for a
    cube decision the doubler's cube decision before that roll -- for a
    take or drop too, as gnubg rolls it out: the doubler's no double,
    double/take and double/pass, in the doubler's equities.  Its ``mover``
    is the name of the player whose equities those are (the player on roll
    there: for a take or drop, the doubler, not the player who answered).
    The game is replayed to the decision (:meth:`Match.replay`).  Raises
    :class:`ValueError` when the record does not reach the decision or its
    plays are not legal there."""
    from backgammon_qt.model import Match, legal_plays
    from backgammon_qt.model.game import Phase
    from backgammon_qt.model.record_copies import game_record_alone

    try:
        game_rec = record.games[decision.game]
    except IndexError:
        raise ValueError(_tr("the match has no game {n}").format(n=decision.game + 1)) from None
    actions = game_rec.actions[:decision.action]
    if decision.kind == "cube" and decision.made in ("take", "drop", "beaver") and actions:
        actions = actions[:-1]            # before the double: the doubler's decision
    match = Match.replay(game_record_alone(record, decision.game))
    game = match.game
    assert game is not None
    for action in actions:
        game.apply(action)
    context = _context(game)
    mover = record.players[game.on_roll] if game.on_roll in (0, 1) else ""
    if decision.kind != "checker":
        return RolloutSubject(game.position, context, None, (), mover)
    if game.phase is not Phase.MOVING or game.turn is None or game.dice is None:
        raise ValueError(_tr("the record does not reach this checker play"))
    legal = {str(p): p for p in legal_plays(game.turn.start, game.dice,
                                            minimize_wasted_pips=context.minimize_wasted_pips)}
    texts = [c.text for c in decision.candidates][:MAX_CANDIDATES]
    if decision.made not in texts:
        texts = [*texts[:MAX_CANDIDATES - 1], decision.made]
    plays = tuple(legal[t] for t in texts if t in legal)
    if not plays:
        raise ValueError(_tr("the plays of this decision are not legal in the replayed position"))
    return RolloutSubject(game.turn.start, context, game.dice, plays, mover)


@dataclass(frozen=True)
class RolloutPlace:
    """Where in a match record a rollout's position is: game ``game``
    (0-based) after ``step`` of its actions (the review's step, as
    :meth:`~backgammon_qt.controller.review.Review.go_to` takes it: for a
    roll, after the roll; for a cube decision, before the double or roll),
    ``player`` (0 or 1) on roll there, ``name`` that player's name."""

    game: int
    step: int
    player: int
    name: str


def place_of_task(record: MatchRecord, task: RolloutTask) -> RolloutPlace | None:
    """The first place in ``record`` where ``task`` (a kept rollout's) was
    rolled out from: the same position seen by the player on roll, the
    same match context (score, cube, Crawford) and, for plays, the same
    roll; None when the match never reaches it (a rollout of another match
    or of a position set up).  Every game is replayed
    (:meth:`Match.replay`)."""
    from backgammon_qt.model import Match
    from backgammon_qt.model.game import Phase
    from backgammon_qt.model.record_copies import game_record_alone

    wanted = None if task.dice is None else tuple(sorted(task.dice))
    phase = Phase.ROLLING if task.dice is None else Phase.MOVING
    for gi, game_rec in enumerate(record.games):
        try:
            game = Match.replay(game_record_alone(record, gi)).game
        except ValueError:
            continue
        if game is None:
            continue
        for step in range(len(game_rec.actions) + 1):
            if step:
                try:
                    game.apply(game_rec.actions[step - 1])
                except ValueError:
                    break
            if game.phase is not phase or game.on_roll not in (0, 1):
                continue
            if wanted is not None and (game.dice is None or tuple(sorted(game.dice)) != wanted):
                continue
            position = game.position if wanted is None else (game.turn.start if game.turn is not None else None)
            if position == task.position and _context(game) == task.context:
                return RolloutPlace(gi, step, game.on_roll, record.players[game.on_roll])
    return None


def extended_task(result: RolloutResult, more: int) -> RolloutTask:
    """The task of ``result`` run ``more`` trials further (no target
    standard error: the trials say when it ends)."""
    task: RolloutTask = result.task.with_settings(trials=result.trials + max(1, int(more)), target_se=None)
    return task


# --------------------------------------------------------------------------- kept with the match

_CHANCES = ("win", "win_gammon", "win_backgammon", "lose_gammon", "lose_backgammon")


def _chances_list(c: Any) -> list[float]:
    return [float(getattr(c, name)) for name in _CHANCES]


def result_to_dict(result: RolloutResult) -> dict[str, Any]:
    """``result`` as JSON-ready data (its position, roll, candidates,
    context, settings and every batch), read back by
    :func:`result_from_dict`::

        {"version": 1, "position_id": "...", "dice": [3, 1] | null,
         "candidates": ["8/5 6/5", ...], "context": {...}, "settings": {...},
         "stopped": false,
         "batches": [{"index": 0, "seed": 123, "trials": 72,
                      "plays": [[equity, se, cubeless, cubeless_se, win, wg, wbg, lg, lbg], ...]}
                     | {..., "cube": [nd, nd_se, dt, dt_se, dp, cubeless, cubeless_se, win, ...]}]}
    """
    task = result.task
    ctx = task.context
    context = {"match_length": ctx.match_length, "score": list(ctx.score), "cube_value": ctx.cube_value,
               "cube_owner": ctx.cube_owner.name, "crawford": ctx.crawford, "jacoby": ctx.jacoby,
               "beavers": ctx.beavers, "minimize_wasted_pips": ctx.minimize_wasted_pips, "cube": ctx.cube,
               "cube_cap": ctx.cube_cap}
    batches: list[dict[str, Any]] = []
    for b in result.batches:
        entry: dict[str, Any] = {"index": b.index, "seed": b.seed, "trials": b.trials}
        if b.cube is not None:
            c = b.cube
            entry["cube"] = [c.no_double, c.no_double_se, c.double_take, c.double_take_se, c.double_pass,
                             c.cubeless_equity, c.cubeless_se, *_chances_list(c.chances)]
        else:
            entry["plays"] = [[p.equity, p.se, p.cubeless_equity, p.cubeless_se, *_chances_list(p.chances)]
                              for p in b.plays]
        batches.append(entry)
    return {"version": DICT_VERSION, "position_id": task.position.position_id(),
            "dice": None if task.dice is None else list(task.dice),
            "candidates": [str(p) for p in task.candidates], "context": context,
            "settings": asdict(task.settings), "stopped": bool(result.stopped), "batches": batches}


def result_from_dict(data: Any) -> RolloutResult:
    """The :class:`RolloutResult` of :func:`result_to_dict`'s data (merged
    again from its batches).  Raises :class:`ValueError` naming what is
    wrong (a newer layout, a missing or malformed field, a play that is not
    legal, batches that do not fit the task).  The context's ``cube_cap``
    may be missing (files written before it was kept): no cap, the
    rules' default."""
    from backgammon_qt.model import Position, legal_plays

    if not isinstance(data, dict):
        raise ValueError(_tr("a rollout must be an object"))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version > DICT_VERSION:
        raise ValueError(_tr("the rollout's layout version {version} is not one this program reads").format(
            version=repr(version)))
    try:
        position = Position.from_position_id(str(data["position_id"]))
        c = data["context"]
        context = base_api.GameContext(
            match_length=int(c["match_length"]), score=(int(c["score"][0]), int(c["score"][1])),
            cube_value=int(c["cube_value"]), cube_owner=base_api.CubeOwner[str(c["cube_owner"])],
            crawford=bool(c["crawford"]), jacoby=bool(c["jacoby"]), beavers=bool(c["beavers"]),
            minimize_wasted_pips=bool(c["minimize_wasted_pips"]), cube=bool(c["cube"]),
            cube_cap=int(c.get("cube_cap", 0)))     # absent in files before the cap was kept: no cap
        s = data["settings"]
        settings = rollout_api.RolloutSettings(
            trials=int(s["trials"]), target_se=None if s.get("target_se") is None else float(s["target_se"]),
            truncation=int(s["truncation"]), ply=int(s["ply"]), cubeful=bool(s["cubeful"]), seed=int(s["seed"]),
            batch_trials=int(s["batch_trials"]), threads=int(s.get("threads", 0)))
        dice = data.get("dice")
        plays: list[Play] = []
        if dice is not None:
            dice = (int(dice[0]), int(dice[1]))
            legal = {str(p): p for p in legal_plays(position, dice,
                                                   minimize_wasted_pips=context.minimize_wasted_pips)}
            for text in data["candidates"]:
                if str(text) not in legal:
                    raise ValueError(_tr("{play} is not a legal play of {dice} here").format(
                        play=repr(text), dice=f"{dice[0]}-{dice[1]}"))
                plays.append(legal[str(text)])
        task = rollout_api.RolloutTask(position, context, dice, tuple(plays), settings)
        chances = base_api.Chances
        batches = []
        for b in data["batches"]:
            index, seed, trials = int(b["index"]), int(b["seed"]), int(b["trials"])
            if "cube" in b:
                v = [float(x) for x in b["cube"]]
                cube = rollout_api.CubeStats(*v[:7], chances(*v[7:12]))
                batches.append(rollout_api.BatchResult(index, seed, trials, cube=cube))
            else:
                stats = []
                for p in b["plays"]:
                    v = [float(x) for x in p]
                    stats.append(rollout_api.PlayStats(*v[:4], chances(*v[4:9])))
                batches.append(rollout_api.BatchResult(index, seed, trials, plays=tuple(stats)))
    except (KeyError, IndexError, TypeError) as exc:
        raise ValueError(_tr("the rollout is malformed ({detail})").format(
            detail=f"{type(exc).__name__}: {exc}")) from None
    result: RolloutResult = rollout_api.merge(task, batches, stopped=bool(data.get("stopped", False)))
    return result


def results_from_record(record: MatchRecord) -> tuple[list[RolloutResult], list[str]]:
    """The rollouts kept in ``record`` (a ``.bgqt`` file's
    :attr:`MatchRecord.rollouts`) and the reasons those that could not be
    read were left out (a whole sentence each, in the player's language:
    "Rollout 2 in the file was not read: ...")."""
    results, problems = [], []
    for i, data in enumerate(record.rollouts or ()):
        try:
            results.append(result_from_dict(data))
        except ValueError as exc:
            problems.append(_tr("Rollout {n} in the file was not read: {why}").format(n=i + 1, why=exc))
    return results, problems


# --------------------------------------------------------------------------- the job

def _run(rollout: Any, task: RolloutTask, previous: RolloutResult | None, *, stop: threading.Event,
         report: Any, cancel: threading.Event) -> RolloutResult | None:
    """The job's call on the pool thread: ``rollout`` (the process engine's)
    stopped by ``stop`` (the result of the batches done comes back) or by
    ``cancel`` (the job is dropped)."""

    def stopping() -> bool:
        return stop.is_set() or cancel.is_set()

    try:
        result: RolloutResult = rollout(task, report, stopping, previous=previous)
    except base_api.Cancelled:
        if cancel.is_set():
            raise
        return previous       # stopped before a batch was done: what there was
    return result


class RolloutJob(QObject, OwnEngineJob):
    """Runs one rollout at a time off the GUI thread (see the module
    docstring).  ``engine`` is any object with the process engine's
    ``rollout`` (default: a :class:`ProcessEngine` of the job's own,
    started at the first :meth:`start` and killed by :meth:`shutdown`).

    Signals:
        started(object): a rollout (the :class:`RolloutTask`) has begun.
        progress(object): a ``RolloutProgress`` (``trials`` done in finished
            batches, ``total``, ``fraction`` 0..1, ``result`` merged so far
            or None before the first batch; inside a batch, the batch under
            way and its trials played: ``batch``, ``batch_done``...).
        finished(object): the :class:`RolloutResult` (``stopped`` True when
            :meth:`stop` ended it early), or None when it was stopped before
            a batch was done.
        failed(str): the rollout failed (the reason).
        ended(): the job runs no rollout any more, however it ended: after
            ``finished`` or ``failed``, and on :meth:`cancel` and
            :meth:`shutdown` of a running rollout (which emit nothing else).
            A rollout superseded by :meth:`start` does not end the job.
    """

    started = Signal(object)
    progress = Signal(object)
    finished = Signal(object)
    failed = Signal(str)
    ended = Signal()

    def __init__(self, engine: Any = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._engine = engine
        self._own_engine = engine is None
        self._worker: Any = None
        self._stop = threading.Event()
        self._running = False
        self.task: RolloutTask | None = None
        self.result: RolloutResult | None = None
        self._previous: RolloutResult | None = None     # the result the running rollout extends

    @property
    def running(self) -> bool:
        """True while a rollout runs."""
        return self._running

    def start(self, task: RolloutTask, previous: RolloutResult | None = None) -> None:
        """Roll out ``task`` (from ``previous``, a result of the same
        rollout, when extending), superseding a running rollout (its result
        is dropped)."""
        worker = self._the_worker()
        self._stop = threading.Event()
        self.task, self.result, self._previous = task, previous, previous
        self._running = True
        worker.submit_reporting(_run, worker.engine.rollout, task, previous, stop=self._stop)
        self.started.emit(task)

    def extend(self, more: int, result: RolloutResult | None = None) -> None:
        """Go on with ``result`` (default the last one) for ``more`` trials,
        with the next batches of its seed sequence.  Raises
        :class:`ValueError` when there is no result to extend."""
        result = result if result is not None else self.result
        if result is None:
            raise ValueError(_tr("there is no rollout to extend"))
        self.start(extended_task(result, more), previous=result)

    def stop(self) -> None:
        """End the running rollout keeping the batches done: ``finished``
        follows with them (``stopped`` set) once the running batch is left."""
        if self._running:
            self._stop.set()

    def cancel(self) -> None:
        """Drop the running rollout (no result is emitted for it; ``ended`` is)."""
        if self._worker is not None:
            self._worker.cancel()
        self._end()

    def shutdown(self, msecs: int = 3000) -> None:
        """Cancel, kill the job's own engine process and wait for the pool
        thread (``ended`` when a rollout was running)."""
        running, self._running = self._running, False
        if self._worker is not None:
            self._worker.shutdown(close_engine=self._own_engine, msecs=msecs)
        elif self._own_engine and self._engine is not None:
            self._engine.close()
        if running:
            self.ended.emit()

    def _end(self) -> None:
        """The running rollout is over (``ended``); nothing when none runs."""
        if self._running:
            self._running = False
            self.ended.emit()

    def reported(self) -> RolloutResult | None:
        """The result of the rollout's finished batches as the engine last
        reported them, as :meth:`stop` would have ended it (``stopped`` set
        unless it was complete; the result extended, as it was, when no
        batch was finished since; None when no batch was finished): what
        can still be kept of a rollout whose engine failed or did not
        answer the stop."""
        result = self.result
        if result is None or result is self._previous or result.complete:
            return result
        return replace(result, stopped=True)

    def wait(self, msecs: int = 60000) -> bool:
        """Wait up to ``msecs`` for the pool thread (tests, quitting); True
        when it finished (a result still wanted comes through the event loop)."""
        return self._worker is None or bool(self._worker.wait(msecs))

    @Slot(int, object)
    def _on_progress(self, _job: int, report: Any) -> None:
        if not self._running:
            return
        if report.result is not None:
            self.result = report.result
        self.progress.emit(report)

    @Slot(int, object)
    def _on_result(self, _job: int, result: Any) -> None:
        if not self._running:
            return
        self._running = False
        self.result = result
        self.finished.emit(result)
        if not self._running:          # (a slot of it may have started another)
            self.ended.emit()

    @Slot(int, str)
    def _on_failed(self, _job: int, message: str) -> None:
        if not self._running:
            return
        self._running = False
        self.failed.emit(message)
        if not self._running:          # (a slot of it may have started another)
            self.ended.emit()
