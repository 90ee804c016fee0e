"""The engine in a child process (backgammon_qt/engine/process.py)."""

from __future__ import annotations

import threading
import time

import pytest

from backgammon_qt.engine import (
    Cancelled,
    CubeAction,
    Engine,
    GameContext,
    ProcessEngine,
    RankedPlay,
    SageEngine,
    TakeAction,
)
from backgammon_qt.model import Position, legal_plays

DOUBLE_PASS = Position.from_position_id("uPsMGAC4+2wAAA")


@pytest.fixture(scope="module")
def engine():
    with ProcessEngine("expert", seed=5) as engine:
        engine.wait_ready()
        yield engine


def test_same_answers_as_in_process(engine: ProcessEngine) -> None:
    assert isinstance(engine, Engine)
    local = SageEngine("expert", seed=5)
    context = GameContext()
    for dice in ((3, 1), (6, 6), (5, 2)):
        play = engine.choose_play(Position.start(), dice, context)
        assert play in legal_plays(Position.start(), dice)
        assert play == local.choose_play(Position.start(), dice, context)
    hints = engine.hint_plays(Position.start(), (6, 5), context, 3)
    assert len(hints) == 3 and all(isinstance(h, RankedPlay) for h in hints)
    assert engine.hint_cube(DOUBLE_PASS, context).action is CubeAction.DOUBLE_PASS
    assert engine.cube_decision(DOUBLE_PASS, context).double
    assert engine.take_decision(DOUBLE_PASS, context).action is TakeAction.DROP
    assert engine.answer_resignation(DOUBLE_PASS.swapped(), 1, context)


def test_errors_come_back_as_exceptions(engine: ProcessEngine) -> None:
    with pytest.raises(ValueError, match="1, 2 or 3"):
        engine.answer_resignation(Position.start(), 5, GameContext())
    with pytest.raises(ValueError):
        engine.call("close")  # not an engine call
    with pytest.raises(ValueError):
        ProcessEngine("supernatural")          # not a level


def test_cancel_returns_promptly_and_the_next_call_is_clean(engine: ProcessEngine) -> None:
    event = threading.Event()
    timer = threading.Timer(0.005, event.set)
    timer.start()
    t0 = time.perf_counter()
    with pytest.raises(Cancelled):
        engine.hint_cube(DOUBLE_PASS, GameContext(match_length=7), cancel=event)  # a full evaluation
    assert time.perf_counter() - t0 < 0.05
    timer.join()
    # the cancelled answer is dropped, not returned to the next call
    play = engine.choose_play(Position.start(), (4, 2), GameContext())
    assert str(play) == "8/4 6/4"
    assert engine.restarts == 0


def test_close_kills_the_child_and_a_new_one_starts() -> None:
    engine = ProcessEngine("beginner", seed=1)
    try:
        engine.wait_ready()
        pid = engine.pid
        assert pid is not None
        engine.close()
        assert engine.pid is None
        assert engine.choose_play(Position.start(), (6, 5), GameContext()) in legal_plays(Position.start(), (6, 5))
        assert engine.pid not in (None, pid)
    finally:
        engine.close()
