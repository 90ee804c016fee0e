"""Stand-ins for :func:`backgammon_qt.engine.cluster.analyse_match` that run
in real worker processes (spawned: a worker imports this module by name, so
the tests put one of these in place of ``analyse_match`` with
``monkeypatch``, and the pickled reference names it).

Imported as ``helpers.archive_tasks`` (pytest's ``pythonpath`` holds tests/).
"""

from __future__ import annotations

import os
import time

from backgammon_qt.engine.cluster import MatchFigures, PlayerFigures
from backgammon_qt.model import MatchRecord


def analyse_or_crash(record: str, level: str) -> MatchFigures:
    """The "record" is a word: ``"crash"`` kills the worker process (as an
    engine that crashes on a hostile match), ``"odd"`` raises a
    ``RuntimeError`` (an engine's failure that is not a ``ValueError``),
    any other gives small figures named after it (after a short while, so
    that several tasks are out at once)."""
    if record == "crash":
        os._exit(3)
    if record == "odd":
        raise RuntimeError("the engine failed on this match")
    time.sleep(0.05)
    return MatchFigures(level, (PlayerFigures(record, 10, 1, 0.25), PlayerFigures("B", 10, 1, 0.5)), 1, 0.05)


def analyse_named(record: MatchRecord, level: str) -> MatchFigures:
    """:func:`analyse_or_crash` for a real :class:`MatchRecord`, the word
    being its first player's name."""
    return analyse_or_crash(record.players[0], level)


def work_for_an_hour(started: str) -> None:
    """A task that writes the file ``started`` and then works for an hour
    (as an analysis at a deep level would), unless its process is stopped."""
    with open(started, "w", encoding="utf-8") as f:
        f.write(str(os.getpid()))
    time.sleep(3600)
