"""Engines for the tests: :class:`FakeEngine`, a quick engine of known
answers (no bgsage), :class:`GatedEngines`, real engines held at a
gate, for the tests of an engine call in flight, and :class:`HeldRollout`,
bgsage's rollouts held after each batch."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field

from backgammon_qt.engine import Cancelled, CubeAction, CubeDecision, GameContext, RankedPlay
from backgammon_qt.engine import rollout as rollout_api
from backgammon_qt.engine.base import Chances
from backgammon_qt.model import Position, legal_plays
from backgammon_qt.model.moves import Play

EVEN = Chances(0.5, 0.1, 0.0, 0.1, 0.0)
"""Even chances, the fake engine's for every position."""

NO_DOUBLE = CubeDecision(False, CubeAction.NO_DOUBLE, True, 0.1, -0.2, 1.0, EVEN)
"""The fake engine's default cube decision: no double (double, take -0.2; pass +1.0)."""


@dataclass
class FakeEngine:
    """An engine (the :class:`~backgammon_qt.engine.Engine` interface) with
    answers fixed by the test: its plays are the legal plays in the order
    :func:`~backgammon_qt.model.legal_plays` gives them (``choose_play`` the
    first; ``hint_plays`` the first ``n`` with equities 0.0, -0.01,
    -0.02...), its cube decision ``cube``.  Every call is recorded in
    ``calls`` (the method's name).  With a ``gate`` a call waits until the
    gate is set (raising :class:`Cancelled` when its cancel token is set
    first; recorded in ``cancelled`` as the method's name and its position
    and dice) and ``started`` is set when a call waits; with ``fails`` a call
    of that method raises ``RuntimeError(fails[method])``."""

    cube: CubeDecision = NO_DOUBLE
    gate: threading.Event | None = None
    fails: dict[str, str] = field(default_factory=dict)
    name: str = "fake"
    level: str = "test"
    calls: list[str] = field(default_factory=list)
    cancelled: list[tuple[str, tuple[object, ...]]] = field(default_factory=list)
    started: threading.Event = field(default_factory=threading.Event)

    def _enter(self, method: str, cancel: threading.Event | None, *args: object) -> None:
        self.calls.append(method)
        if self.gate is not None:
            self.started.set()
            while not self.gate.wait(0.005):
                if cancel is not None and cancel.is_set():
                    break
            if cancel is not None and cancel.is_set():
                self.cancelled.append((method, args))
                raise Cancelled()
        if method in self.fails:
            raise RuntimeError(self.fails[method])

    def choose_play(self, position: Position, dice: tuple[int, int], context: GameContext, *,
                    cancel: threading.Event | None = None) -> Play:
        self._enter("choose_play", cancel, position, dice)
        return next(iter(legal_plays(position, dice)))

    def hint_plays(self, position: Position, dice: tuple[int, int], context: GameContext, n: int = 10, *,
                   cancel: threading.Event | None = None) -> list[RankedPlay]:
        self._enter("hint_plays", cancel, position, dice)
        plays = list(legal_plays(position, dice))[:n]
        return [RankedPlay(play, -0.01 * i, -0.01 * i, EVEN, -0.01 * i, "fake") for i, play in enumerate(plays)]

    def hint_cube(self, position: Position, context: GameContext, *,
                  cancel: threading.Event | None = None) -> CubeDecision:
        self._enter("hint_cube", cancel, position)
        return self.cube

    cube_decision = hint_cube


class GatedEngines:
    """An engine set (``get(level)``) whose engines are ``engines``' behind a
    gate: every call waits until the test sets ``gate`` (or its cancel token
    is set: then it raises :class:`Cancelled`, recorded in ``cancelled``);
    ``started`` is set when a call waits, ``answered`` records the calls
    answered."""

    def __init__(self, engines) -> None:
        self.engines = engines
        self.gate = threading.Event()
        self.started = threading.Event()
        self.cancelled: list[str] = []
        self.answered: list[str] = []

    def get(self, level: str):
        return _GatedEngine(self, self.engines.get(level))


class _GatedEngine:
    def __init__(self, owner: GatedEngines, engine) -> None:
        self.owner, self.engine = owner, engine
        self.name, self.level = engine.name, engine.level

    def __getattr__(self, method: str):
        call = getattr(self.engine, method)

        def gated(*args, cancel=None, **kwargs):
            self.owner.started.set()
            while not self.owner.gate.wait(0.005):
                if cancel is not None and cancel.is_set():
                    self.owner.cancelled.append(method)
                    raise Cancelled()
            result = call(*args, cancel=cancel, **kwargs)
            self.owner.answered.append(method)
            return result

        return gated


class HeldRollout:
    """A rollout engine (``rollout(task, progress, cancel, previous=...)``
    as :func:`backgammon_qt.engine.rollout.rollout`): bgsage's rollout
    driver in the calling thread, holding after each finished batch (the
    first too) until ``gate`` is set or the rollout is cancelled, so that a
    test can stop or look between batches.  Every progress report is passed
    on, before the hold."""

    def __init__(self) -> None:
        self.gate = threading.Event()

    def rollout(self, task, progress=None, cancel=None, *, previous=None):
        seen = [previous.trials if previous is not None else 0]

        def report(p):
            if progress is not None:
                progress(p)
            if p.result is not None and p.result.trials > seen[0]:
                seen[0] = p.result.trials
                while not self.gate.wait(0.01):       # hold after the batch until the test lets go
                    if cancel is not None and cancel():
                        break
        return rollout_api.rollout(task, report, cancel, previous=previous)
