"""The match analysis' evaluation in batches (backgammon_qt/engine/
evaluation.py): a batch gives what one turn at a time gives, in this
process and through the engine's child process; at 1-ply the plays and the
cube are bgsage's own analyzer's numbers; the luck of a roll is measured
against the average roll, so the lucks of all 21 rolls average out to 0."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import bgsage
import pytest

from backgammon_qt import io as match_io
from backgammon_qt.engine import ProcessEngine, SageEngine
from backgammon_qt.engine.analysis import SageAnalyser, analyse_record, turn_queries
from backgammon_qt.engine.bgsage_args import cube_args
from backgammon_qt.engine.board import to_board
from backgammon_qt.engine.evaluation import ROLLS
from backgammon_qt.engine.queries import after_cube
from backgammon_qt.engine.selfplay import SelfPlayStats, play_game
from backgammon_qt.model import Match, RandomDice, RuleOptions, legal_plays

MATCH = Path(__file__).resolve().parents[3] / "shared" / "testdata" / "matches" / "gibbon" / "7point.mat"


@pytest.fixture(scope="module")
def analyser() -> SageAnalyser:
    return SageAnalyser()


@pytest.fixture(scope="module")
def money_record():
    """Three whole money games (cube, Jacoby, beavers) between a beginner and an expert, seeded."""
    match = Match(0, RuleOptions.money(), dice=RandomDice(5))
    for _ in range(3):
        play_game(match.new_game(), (SageEngine("beginner", seed=5), SageEngine("expert")), SelfPlayStats())
    return match.to_record()


def test_a_batch_is_the_same_as_one_turn_at_a_time(analyser: SageAnalyser, money_record) -> None:
    one = analyse_record(money_record, analyser.evaluate, "expert")
    batch = analyse_record(money_record, None, "expert", batch=analyser.evaluate_many)
    assert batch.decisions == one.decisions and batch.lucks == one.lucks
    assert len(batch.lucks) > 10 and len(batch.decisions) > 10


def test_the_engine_process_analyses_turns_in_batches(money_record) -> None:
    queries = list(turn_queries(money_record))[:12]
    local = SageAnalyser().evaluate_many(queries, "expert")
    with ProcessEngine("expert") as engine:
        assert engine.analyse_turns(queries, "expert") == local
        assert [engine.analyse_turn(q, "expert") for q in queries[:3]] == local[:3]


@pytest.mark.skipif(not MATCH.exists(), reason="the shared match corpus (../shared) is not beside the checkout")
def test_at_1ply_the_plays_and_the_cube_are_bgsages_analyzers(analyser: SageAnalyser) -> None:
    """The batch calls give what ``BgBotAnalyzer(eval_level="1ply")``
    gives, move for move (a 7-point match: match equities)."""
    bgsage_1ply = bgsage.BgBotAnalyzer(eval_level="1ply")
    queries = [q for q in turn_queries(match_io.load(MATCH)) if q.dice is not None][:60]
    answers = analyser.evaluate_many(queries, "expert")
    cubes = 0
    for q, ev in zip(queries, answers, strict=True):
        board, args = to_board(q.position), cube_args(q.context)
        assert q.dice is not None
        if ev.legal > 1:       # played with the cube after the turn's cube action (a double taken: doubled)
            theirs = bgsage_1ply.checker_play(board, *q.dice, **cube_args(after_cube(q))).moves
            assert ev.plays[0][1] == pytest.approx(theirs[0].equity, abs=1e-6)
            assert [round(e, 6) for _p, e, _c in ev.plays[:3]] == [round(m.equity, 6) for m in theirs[:3]]
        if ev.cube is not None:
            cubes += 1
            r = bgsage_1ply.cube_action(board, **args)
            assert ev.cube == pytest.approx((r.equity_nd, r.equity_dt, r.equity_dp), abs=1e-6)
    assert cubes > 10


@pytest.mark.parametrize("opening", [False, True])
def test_the_lucks_of_every_roll_average_out(analyser: SageAnalyser, money_record, opening: bool) -> None:
    """Luck is the roll's value minus the average roll's (gnubg's
    definition): weighted by how often each roll comes (2 for a non-double,
    1 for a double; no doubles at the opening), the lucks sum to 0, and the
    rolls do differ."""
    q = list(turn_queries(money_record))[2 if not opening else 0]
    rolls = [r for r in ROLLS if not (opening and r[0] == r[1])]
    lucks = [ev.luck for ev in analyser.evaluate_many(
        [replace(q, dice=r, play=None, opening=opening) for r in rolls], "expert")]
    assert all(luck is not None for luck in lucks)
    weights = [1 if a == b else 2 for a, b in rolls]
    assert sum(w * luck for w, luck in zip(weights, lucks, strict=True)) == pytest.approx(0.0, abs=1e-5)
    assert max(lucks) - min(lucks) > 0.1


def test_batches_are_short_at_the_deep_levels(money_record) -> None:
    """A batch of 1-ply turns takes a fraction of a second; deeper turns
    take seconds each, so progress (and a cancel) comes every two turns."""
    from backgammon_qt.engine.analysis import BATCH, DEEP_BATCH
    from backgammon_qt.engine.evaluation import TurnEval

    total = len(list(turn_queries(money_record)))
    for level, size in (("expert", BATCH), ("world_class", DEEP_BATCH), ("truncated3", DEEP_BATCH)):
        sizes: list[int] = []

        def nothing(queries, lv, sizes=sizes):
            sizes.append(len(queries))
            return [TurnEval(None, None, None, (), 0) for _ in queries]
        analyse_record(money_record, None, level, batch=nothing)
        assert sum(sizes) == total and max(sizes) == min(size, total)
    assert DEEP_BATCH <= 2 < BATCH


@pytest.mark.skipif(not MATCH.exists(), reason="the shared match corpus (../shared) is not beside the checkout")
def test_at_2ply_the_plays_kept_are_valued_as_bgsages_analyzer_values_them(analyser: SageAnalyser) -> None:
    """The N-ply checker play values only the plays the move filter keeps,
    each exactly as ``BgBotAnalyzer(eval_level="2ply")`` values it (its
    cube-aware 2-ply tree), and the best of them is the analyzer's best;
    the cube equities are the analyzer's (a 7-point match: match
    equities)."""
    from backgammon_qt.engine.evaluation import MOVE_FILTERS

    assert MOVE_FILTERS["2ply"][0] == (16, 0.32)       # gnubg 1.07's analysis filter at 1- and 2-ply
    bgsage_2ply = bgsage.BgBotAnalyzer(eval_level="2ply")
    queries = [q for q in turn_queries(match_io.load(MATCH)) if q.dice is not None][:30]
    checked = cubes = 0
    for q, ev in zip(queries, analyser.evaluate_many(queries, "world_class"), strict=True):
        if ev.cube is not None:
            r = bgsage_2ply.cube_action(to_board(q.position), **cube_args(q.context))
            assert ev.cube == pytest.approx((r.equity_nd, r.equity_dt, r.equity_dp), abs=1e-6)
            cubes += 1
        if ev.legal < 2:
            continue
        assert q.dice is not None
        theirs = {tuple(m.board): m.equity
                  for m in bgsage_2ply.checker_play(to_board(q.position), *q.dice, **cube_args(after_cube(q))).moves}
        for play, equity, _chances in ev.plays:
            assert equity == pytest.approx(theirs[tuple(to_board(play.position))], abs=1e-6)
        assert ev.plays[0][1] == pytest.approx(max(theirs.values()), abs=1e-6)
        assert q.play is None or q.play in [p for p, _e, _c in ev.plays]
        checked += 1
    assert checked > 20 and cubes > 5


def test_the_deep_checker_play_searches_the_plays_the_move_filter_keeps(analyser: SageAnalyser,
                                                                         monkeypatch) -> None:
    """At 2-ply only the plays within the move filter of the best 1-ply
    play (at most 16, gnubg's analysis filter) and the play made go
    through bgsage's 2-ply tree, not every legal play."""
    import bgbot_cpp

    from backgammon_qt.engine import GameContext
    from backgammon_qt.engine.analysis import TurnQuery
    from backgammon_qt.model import Position, legal_plays

    position = Position.from_position_id("4HPwATDgc/ABMA")      # the starting position, 22 to play
    q = TurnQuery(0, 0, position, GameContext(), (2, 2), False, False, with_luck=False)
    assert len(legal_plays(position, (2, 2))) > 17
    calls = []
    real = bgbot_cpp.cubeful_probs_and_equity_nply

    def counting(*args, **kwargs):
        calls.append(args[0])
        return real(*args, **kwargs)
    monkeypatch.setattr(bgbot_cpp, "cubeful_probs_and_equity_nply", counting)
    ev = analyser.evaluate_many([q], "world_class")[0]
    assert 1 <= len(calls) <= 16 and ev.legal > 17
    assert 1 <= len(ev.plays) <= SageAnalyser.TOP


def _gnubg_order(candidates) -> bool:
    """gnubg 1.07's order of an analysed move list (``FindnSaveBestMoves``):
    the deeper plays first, each depth's best first."""
    keys = [(-c.depth, -c.equity) for c in candidates]
    return keys == sorted(keys)


@pytest.mark.skipif(not MATCH.exists(), reason="the shared match corpus (../shared) is not beside the checkout")
def test_a_clear_cut_play_lists_five_with_the_filtered_ones_at_1ply(analyser: SageAnalyser) -> None:
    """At 2-ply a decision whose move filter keeps fewer than five plays
    still lists five, as gnubg 1.07 lists them: the plays searched at 2-ply
    first, then the best of the plays the filter left at 1-ply, each with
    its 1-ply value (bgsage's own 1-ply analyzer's) and its depth; the best
    play and the equity lost are still judged at 2-ply only."""
    from backgammon_qt.engine.analysis import turn_decisions

    bgsage_1ply = bgsage.BgBotAnalyzer(eval_level="1ply")
    queries = [q for q in turn_queries(match_io.load(MATCH)) if q.dice is not None][:24]
    filled = 0
    for q, ev in zip(queries, analyser.evaluate_many(queries, "world_class"), strict=True):
        if ev.legal < 2 or q.play is None:
            continue
        assert ev.play_depths == (2,) * len(ev.plays)
        (d,) = [x for x in turn_decisions(q, ev)[0] if x.kind == "checker"]
        assert len(d.candidates) == min(SageAnalyser.TOP, ev.legal) or len(ev.plays) > SageAnalyser.TOP
        deep = [c for c in d.candidates if c.depth == 2]
        assert [c.text for c in deep] == [str(p) for p, _e, _c in ev.plays]       # judged at 2-ply only
        assert d.best == deep[0].text
        assert d.equity_lost == pytest.approx(deep[0].equity - next(c.equity for c in deep if c.text == d.made))
        shallow = d.candidates[len(deep):]
        assert all(c.depth == 1 for c in shallow) and _gnubg_order(d.candidates)
        if not shallow:
            continue
        filled += 1
        # the best 1-ply plays of those not searched at 2-ply, with their 1-ply values
        assert q.dice is not None
        one = bgsage_1ply.checker_play(to_board(q.position), *q.dice, **cube_args(after_cube(q))).moves
        searched = {tuple(to_board(p.position)) for p, _e, _c in ev.plays}
        by_board = {tuple(to_board(p.position)): str(p)
                    for p in legal_plays(q.position, q.dice, minimize_wasted_pips=q.context.minimize_wasted_pips)}
        rest = [m for m in one if tuple(m.board) not in searched][:len(shallow)]
        assert [by_board.get(tuple(m.board)) for m in rest] == [c.text for c in shallow]
        assert [c.equity for c in shallow] == pytest.approx([m.equity for m in rest], abs=1e-6)
    assert filled >= 2             # the corpus match's first turns have clear-cut plays


@pytest.mark.skipif(not MATCH.exists(), reason="the shared match corpus (../shared) is not beside the checkout")
def test_at_3ply_the_list_is_filled_from_2ply_then_1ply(analyser: SageAnalyser) -> None:
    """At 3-ply the plays the second filter (5 within 0.08 at 2-ply) left
    keep their 2-ply values, listed before the plays the first filter
    left at 1-ply (gnubg's order)."""
    from backgammon_qt.engine.analysis import turn_decisions

    queries = [q for q in turn_queries(match_io.load(MATCH)) if q.dice is not None][:8]
    depths_seen: set[int] = set()
    for q, ev in zip(queries, analyser.evaluate_many(queries, "grandmaster"), strict=True):
        if ev.legal < 2 or q.play is None:
            continue
        (d,) = [x for x in turn_decisions(q, ev)[0] if x.kind == "checker"]
        assert d.candidates[0].depth == 3 and _gnubg_order(d.candidates)
        assert len(d.candidates) == min(SageAnalyser.TOP, ev.legal) or len(ev.plays) > SageAnalyser.TOP
        depths_seen |= {c.depth for c in d.candidates if c.depth is not None}
    assert depths_seen == {1, 2, 3}
