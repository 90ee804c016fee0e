"""Match analysis: every checker play and cube decision of a match record
rated by the engine, the luck of every roll, and each player's figures as
GNU Backgammon and eXtreme Gammon report them (no Qt).

How it works:

- :func:`turn_queries` walks a :class:`~backgammon_qt.model.MatchRecord`
  through the rules model and yields one :class:`TurnQuery` per turn (the
  pre-roll position with its :class:`GameContext`, the roll, the play made,
  the cube action taken), pure Python;
- an evaluator answers each query with a :class:`TurnEval` (the cube
  equities, the luck of the roll, the ranked plays): :class:`SageAnalyser`
  in this process, or the same in the engine's child process through
  :meth:`ProcessEngine.analyse_turns <backgammon_qt.engine.process.ProcessEngine>`
  (a batch of turns per call, so a cancel is noticed within one batch) or
  ``analyse_turn`` (one turn per call);
- :func:`analyse_record` turns the answers into :class:`Decision` and
  :class:`RollLuck` entries and :func:`summarise` into
  :class:`PlayerStats`.

The modules: :mod:`.queries` (the turns), :mod:`.evaluation` (bgsage's
answers), :mod:`.summary` (the results, classes and players' figures), and
this one (a turn's decisions, the whole analysis); the names of all four
are importable from here.

Conventions (gnubg's, ``analysis.c`` and ``show analysis`` of gnubg 1.07):

- equities are the deciding player's, cubeful when the cube is in use,
  normalised to the cube (gnubg's "EMG" in a match: bgsage's match equity
  expressed on the money scale); a roll and the play after a double taken
  are evaluated with the cube it left (doubled, the taker's), as gnubg
  does; ``equity_lost`` is best minus made (>= 0);
- error classes by the equity lost: doubtful >= 0.03, bad >= 0.06, very bad
  >= 0.12 (gnubg 1.07's defaults, ``show analysis``);
- a checker play is a decision when there was more than one legal play; a
  cube decision is counted when a double was offered, answered, or the
  decision was close (gnubg's ``isCloseCubedecision``: the double's
  equity, take capped at the cash, within 0.16 of no double), or a double
  was missed; in money play with beavers the doubler's take or drop of a
  beaver is one too (take: twice the plain double/take's equity, drop: -2,
  normalised to the cube before the double);
- the error rate is the total equity lost per decision in millipoints
  (gnubg's "Error rate mEMG" of the overall statistics), the PR
  (eXtreme Gammon's performance rating) the same total times 500 per
  decision, i.e. half the error rate;
- luck of a roll: the roller's equity after the best play with the roll
  minus the average over all 21 rolls (15 for the opening roll), bgsage's
  :func:`bgsage.luck_from_equities` on 1-ply per-roll equities at every
  analysis level (gnubg's default, 0-ply; see :mod:`.evaluation`);
  lucky >= 0.3, very lucky >= 0.6, unlucky <= -0.3, very unlucky <= -0.6;
- the rating word from the error rate (gnubg's ``arThrsRating``: below
  2 mEMG "Supernatural", 5 "World class", 8 "Expert", 12 "Advanced", 18
  "Intermediate", 26 "Casual player", 35 "Beginner", else "Awful!").
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..model import MatchRecord
from .base import CancelToken, GameContext, raise_if_cancelled
from .evaluation import BatchEvaluator, Evaluator, SageAnalyser, TurnEval
from .levels import ANALYSIS_LEVELS, DEFAULT_ANALYSIS_LEVEL
from .queries import TurnQuery, after_cube, turn_queries
from .summary import (
    ANALYSIS_VERSION,
    CLOSE_CUBE,
    LUCK_THRESHOLDS,
    RATINGS,
    THRESHOLDS,
    Candidate,
    Decision,
    MatchAnalysis,
    PlayerStats,
    RollLuck,
    error_class,
    luck_class,
    rating_word,
    summarise,
)

__all__ = [
    "ANALYSIS_LEVELS", "DEFAULT_ANALYSIS_LEVEL", "ANALYSIS_VERSION", "THRESHOLDS", "LUCK_THRESHOLDS",
    "RATINGS", "Candidate", "Decision", "RollLuck", "PlayerStats", "MatchAnalysis", "TurnQuery",
    "TurnEval", "TurnReport", "SageAnalyser", "turn_queries", "turn_decisions", "analyse_record",
    "partial_analysis", "summarise", "error_class", "Evaluator", "BatchEvaluator", "BATCH", "DEEP_BATCH",
    "luck_class", "rating_word", "CLOSE_CUBE",
]

BATCH = 32
"""Turns per batch when :func:`analyse_record` is given a batch evaluator
at a 1-ply level: a batch takes about 0.1 s here, so progress moves on and
a cancel is noticed well within a second."""

DEEP_BATCH = 2
"""The same at deeper levels, where a turn takes 0.05 s (2-ply) to minutes
(3T) and a batch gains little (only the luck is batched there): progress
after every two turns."""


def _close(nd: float, dt: float, dp: float) -> bool:
    return min(dt, 1.0, dp) - nd > -CLOSE_CUBE


def _cost(lost: float, ctx: GameContext, mwc: tuple[float, float] | None) -> float:
    if mwc is None:
        return lost * ctx.cube_value
    return lost * mwc[0]


def _answer(options: dict[str, float], made: str) -> tuple[str, float, tuple[Candidate, ...]]:
    """The best of the answers ``options`` (the answering player's
    equities by answer), the equity lost by the answer ``made`` (counted as
    the take when it is not among them) and the options as candidates,
    best first."""
    best = max(options, key=lambda k: options[k])
    lost = max(0.0, options[best] - options.get(made, options["take"]))
    return best, lost, tuple(Candidate(k, v) for k, v in sorted(options.items(), key=lambda kv: -kv[1]))


def turn_decisions(q: TurnQuery, ev: TurnEval) -> tuple[list[Decision], RollLuck | None]:
    """The decisions of one turn (``q`` answered by ``ev``): the cube
    decision (when counted, see the module docstring), the answer to a
    double, the checker play; and the luck of the roll (None without
    one).  The tutor rates a single decision with it."""
    out: list[Decision] = []
    ctx = q.context
    pid = q.position.position_id()
    if ev.cube is not None and q.cube_action is not None:
        nd, dt, dp = ev.cube
        best_double = min(dt, dp)
        doubled = q.cube_action == "double"
        optimal = max(nd, best_double)
        best = "double" if best_double > nd else "no double"
        made_eq = best_double if doubled else nd
        lost = max(0.0, optimal - made_eq)
        cands: tuple[Candidate, ...] = (Candidate("no double", nd, ev.cube_chances),
                                        Candidate("double, take", dt), Candidate("double, pass", dp))
        if doubled or lost > 1e-9 or _close(nd, dt, dp):
            out.append(Decision(q.game, q.cube_index, q.player, "cube", q.cube_action, best, lost,
                                _cost(lost, ctx, ev.mwc), error_class(lost), pid, None, cands, ev.mwc))
        if doubled and q.answer is not None and ev.take is not None:
            take, drop = ev.take, -dp
            options = {"take": take, "drop": drop}
            if ctx.is_money and ctx.beavers:
                # twice the take's stake, but no more than the doubler's drop of the beaver gives (2)
                options["beaver"] = min(2.0 * take, 2.0)
            best_answer, lost, cands = _answer(options, q.answer)
            # the doubled player's chances are one minus the doubler's at minus the equity
            answer_mwc = None if ev.mwc is None else (ev.mwc[0], 1.0 - ev.mwc[1])
            out.append(Decision(q.game, q.answer_index, 1 - q.player, "cube", q.answer, best_answer, lost,
                                _cost(lost, ctx.swapped(), ev.mwc), error_class(lost), pid, None, cands,
                                answer_mwc))
            if q.answer == "beaver" and q.beaver_answer is not None and ctx.is_money:
                # the doubler answers the redouble: play on for twice the plain take's stake (the
                # beaverer owns the cube as after a take), or lose the beavered cube
                best_answer, lost, cands = _answer({"take": -2.0 * take, "drop": -2.0}, q.beaver_answer)
                out.append(Decision(q.game, q.beaver_answer_index, q.player, "cube", q.beaver_answer, best_answer,
                                    lost, _cost(lost, ctx, None), error_class(lost), pid, None, cands))
    play_ctx = after_cube(q)                 # the roll and the play: with the cube after the cube action
    play_mwc = ev.play_mwc if ev.play_mwc is not None else ev.mwc
    if q.play is not None and ev.legal > 1 and ev.plays:
        best_play, best_eq, _ = ev.plays[0]
        made_eq = next((e for p, e, _ in ev.plays if p == q.play), best_eq)
        lost = max(0.0, best_eq - made_eq)
        depths = ev.play_depths or (None,) * len(ev.plays)
        judged = [(p, e, c, d) for (p, e, c), d in zip(ev.plays, depths, strict=True)]
        cands = tuple(Candidate(str(p), e, (c.win, c.win_gammon, c.win_backgammon, c.lose_gammon,
                                            c.lose_backgammon), d) for p, e, c, d in (*judged, *ev.shallow))
        out.append(Decision(q.game, q.move_index, q.player, "checker", str(q.play), str(best_play), lost,
                            _cost(lost, play_ctx, play_mwc), error_class(lost), pid, q.dice, cands))
    luck = None
    if ev.luck is not None and q.dice is not None:
        luck = RollLuck(q.game, q.roll_index, q.player, q.dice, ev.luck, _cost(ev.luck, play_ctx, play_mwc),
                        luck_class(ev.luck))
    return out, luck


@dataclass(frozen=True)
class TurnReport:
    """One turn analysed, as :func:`analyse_record` reports it: ``done``
    turns of ``total``, the turn's ``game``, its ``decisions`` and the
    ``luck`` of its roll (None without one).  :func:`partial_analysis`
    makes an analysis of the turns reported so far."""

    done: int
    total: int
    game: int
    decisions: tuple[Decision, ...]
    luck: RollLuck | None


def partial_analysis(record: MatchRecord, level: str, reports: Sequence[TurnReport],
                     seconds: float = 0.0) -> MatchAnalysis:
    """The analysis of the turns in ``reports`` (the first turns of an
    analysis of ``record`` at ``level`` that was cancelled), summarised:
    its games are those with a turn reported; ``partial`` the last of them
    when not all its turns were (the luck-adjusted result leaves it out).
    Raises :class:`RecordError` for a record that does not replay."""
    games = tuple(sorted({r.game for r in reports}))
    partial = None
    if games:
        last = games[-1]
        if sum(r.game == last for r in reports) < sum(1 for _ in turn_queries(record, [last])):
            partial = last
    result = MatchAnalysis(level, [d for r in reports for d in r.decisions],
                           [r.luck for r in reports if r.luck is not None], None, games, seconds, partial)
    result.players = summarise(record, result)
    return result


def analyse_record(record: MatchRecord, evaluate: Evaluator | None, level: str = DEFAULT_ANALYSIS_LEVEL, *,
                   batch: BatchEvaluator | None = None,
                   games: Sequence[int] | None = None,
                   progress: Callable[[int, int], None] | None = None,
                   on_turn: Callable[[TurnReport], None] | None = None,
                   cancel: CancelToken = None) -> MatchAnalysis:
    """Analyse ``record`` (the games in ``games``, default all) at ``level``
    with ``evaluate`` one turn at a time (see :data:`Evaluator`) or, when
    ``batch`` is given, :data:`BATCH` turns at a time (:data:`DEEP_BATCH`
    above 1-ply; see
    :data:`BatchEvaluator`; faster: bgsage evaluates a batch's positions
    together).  ``progress(done, total)`` is called before the first turn
    and after each; ``on_turn`` with each turn's :class:`TurnReport` (before
    its ``progress``); :class:`Cancelled` is raised between turns (between
    batches) when ``cancel`` is set.  Raises :class:`RecordError` for a
    record that does not replay and :class:`ValueError` for an unknown
    level or no evaluator."""
    if level not in ANALYSIS_LEVELS:
        raise ValueError(f"unknown analysis level {level!r}; levels: {', '.join(ANALYSIS_LEVELS)}")
    if evaluate is None and batch is None:
        raise ValueError("analyse_record needs an evaluator (evaluate or batch)")
    t0 = time.perf_counter()
    queries = list(turn_queries(record, games))
    result = MatchAnalysis(level, games=tuple(sorted({q.game for q in queries}
                                                     | set(games if games is not None
                                                           else range(len(record.games))))))
    total = len(queries)
    if progress is not None:
        progress(0, total)
    step = 1 if batch is None else BATCH if ANALYSIS_LEVELS[level][1] == "1ply" else DEEP_BATCH
    for start in range(0, total, step):
        raise_if_cancelled(cancel)
        chunk = queries[start:start + step]
        if batch is not None:
            answers = batch(chunk, level)
        else:
            assert evaluate is not None
            answers = [evaluate(chunk[0], level)]
        for i, (q, ev) in enumerate(zip(chunk, answers, strict=True), start + 1):
            decisions, luck = turn_decisions(q, ev)
            result.decisions.extend(decisions)
            if luck is not None:
                result.lucks.append(luck)
            if on_turn is not None:
                on_turn(TurnReport(i, total, q.game, tuple(decisions), luck))
            if progress is not None:
                progress(i, total)
    result.seconds = time.perf_counter() - t0
    result.players = summarise(record, result)
    return result
