"""The engine's answers to the turns of a match analysis: :class:`TurnEval`
and :class:`SageAnalyser`, which evaluates :class:`~.queries.TurnQuery`
objects with bgsage, one at a time or many at once (no Qt).

Speed (issue 21): each bgsage ``cube_action`` call loads the network
weights again (about 45 ms here, while the evaluation itself takes 0.02 ms
at 1-ply), so a luck worked out from one ``cube_action(incl_2ply_details=
True)`` per roll costs most of an analysis.  :class:`SageAnalyser` makes
bgsage's 1-ply strategy once (with its bear-off database, as
``BgBotAnalyzer`` does) and hands it lists of positions through bgsage's
compiled batch calls (``batch_checker_play``, ``batch_evaluate_positions``:
the calls behind :mod:`bgsage.batch`), so the weights load once per process:

- the luck of every roll, at 1-ply (gnubg's 0-ply, gnubg's default for
  luck) at every analysis level: for each of the 21 rolls (15 at the
  opening) the best play's cubeful equity, the opponent's cube action after
  it included (the opponent's best of no double, double/take, double/pass
  at 1-ply), over the three best plays by bgsage's 1-ply cubeful estimate;
  then :func:`bgsage.luck_from_equities`.  Before this change the same
  per-roll equities came from bgsage's 2-ply ``cube_action`` details, which
  choose the roll's play by their own rule (the per-roll equities differ by
  under 0.01 in most rolls);
- at 1-ply the cube decisions and the checker plays in batches too (the
  same numbers as ``BgBotAnalyzer(eval_level="1ply")``: measured equal on
  every turn of the corpus's 7-point match);
- at 2-ply and 3-ply the checker plays: the 1-ply batch ranks every play,
  the plays that pass :data:`MOVE_FILTERS` (and the play made) get the
  value ``BgBotAnalyzer.checker_play`` gives them, from the same compiled
  call (``cubeful_probs_and_equity_nply``, bgsage's cube-aware N-ply tree,
  with the 1-ply strategy kept here); the analyzer itself runs that tree
  for every legal play, and first an N-ply search of its own whose values
  it then replaces;
- deeper levels take their cube equities from ``BgBotAnalyzer``'s
  recursive ``cube_action``, which reloads the weights (about 20 ms a
  call here: most of a 2-ply cube decision; bgsage has no N-ply cube
  decision on a loaded strategy, and its batch ``batch_evaluate_positions``
  on an N-ply strategy applies Janowski's formula to N-ply cubeless
  chances, which differs from the recursive search by up to 0.09): those
  calls are made only where the cube decision may count (a double, or a
  "no double" that the 1-ply batch does not find clearly far from a
  double: within :data:`PREFILTER` of the close-decision threshold);
  the truncated rollouts rank the plays with ``BgBotAnalyzer.checker_play``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from ..model import LegalPlays, Play, legal_plays
from .base import CancelToken, Chances, GameContext, may_double, raise_if_cancelled
from .levels import ANALYSIS_LEVELS
from .queries import TurnQuery, after_cube
from .summary import CLOSE_CUBE

__all__ = ["TurnEval", "SageAnalyser", "Evaluator", "BatchEvaluator", "PREFILTER", "ROLLS", "LUCK_CANDIDATES",
           "MOVE_FILTERS"]

ROLLS = tuple((a, b) for a in range(1, 7) for b in range(a, 7))
"""The 21 rolls, smaller die first."""

LUCK_CANDIDATES = 3
"""How many plays per roll (bgsage's 1-ply cubeful order) the luck values
with the opponent's cube action."""

PREFILTER = 0.25
"""Deeper levels: a "no double" is looked at with the level's own cube
evaluation unless bgsage's 1-ply batch puts the double more than
``CLOSE_CUBE + PREFILTER`` below no double.  Measured on the 374 cube
turns of three corpus 7-point matches (GNU Gibbon, Galaxy 1486073, gnubg
charlot): 2-ply moved that gap by at most +0.16 where 1-ply put it below
-0.3 (+0.41 only in a position 1.26 away), so no turn skipped with 0.25
(199 of 374) or even 0.05 became a close decision at 2-ply."""


MOVE_FILTERS: dict[str, tuple[tuple[int, float], ...]] = {
    "2ply": ((16, 0.32),),
    "3ply": ((16, 0.32), (5, 0.08)),
}
"""The move filters of the N-ply checker play, by bgsage ``eval_level``:
per ply from 2 up, (how many plays, within what cubeful equity of the
best) of the ply below are evaluated at it; the play made always is.
2-ply: gnubg 1.07's own analysis filter at the same depth (its 1-ply:
"keep the first 0 0-ply moves and up to 16 more moves within equity
0.32", ``show analysis``); 3-ply: the same, then the best 5 within 0.08
at 2-ply (bgsage's own N-ply filter, ``BgBotAnalyzer``'s
``FILTER_MAX_MOVES``/``FILTER_THRESHOLD``; gnubg's 3-ply filter prunes
at 2-ply too, to 4 within 0.08).  ``BgBotAnalyzer.checker_play`` values
every legal play in its N-ply tree instead, on average 22 a roll in the
corpus's 7-point match.  Measured against it on that match (271 checker
plays at 2-ply; 29 at 3-ply, games 1 and 2): the same best play and the
same equity lost for every play made, at a fifth (2-ply) and a fifth
(3-ply) of the CPU time."""


@dataclass(frozen=True)
class TurnEval:
    """The engine's answer to a :class:`TurnQuery`.

    ``cube``: (no double, double/take, double/pass) equities of the mover
    before the roll (double/take being double/beaver when the opponent would
    beaver), ``take``: the doubled player's take equity without a beaver
    (normalised to the cube before the double) — both None when the cube
    was not evaluated; ``luck`` of the roll (None without a roll);
    ``plays`` the ranked plays, best first: (play, equity, chances), cut to
    the best few plus the play made; ``legal`` how many legal plays there
    were; ``mwc``: the conversion of the mover's equities before the roll
    (the cube decision's) to match-winning chances, as ``(slope, offset)``
    (``offset + slope * equity``; None in money play); ``cube_chances``:
    the cubeless chances before the roll (win, win gammon, win backgammon,
    lose gammon, lose backgammon) when the cube was evaluated;
    ``play_mwc`` the conversion for the luck and the plays, made with the
    cube after the turn's cube action (a double taken: the cube doubled,
    the opponent's), None when it is ``mwc``.  The luck and the plays'
    equities are normalised to that cube.  ``play_depths``: the depth each
    of ``plays`` was evaluated at, in bgsage's plies (1: the raw network,
    gnubg's 0-ply; None: a rollout's value, or not known); empty when not
    recorded.  ``shallow``: at the levels with a move filter
    (:data:`MOVE_FILTERS`), the best plays the filter left out of the full
    depth, as (play, equity, chances, depth), each valued at the depth it
    last reached, enough of them to fill the list to
    :attr:`SageAnalyser.TOP` when ``plays`` is shorter; in gnubg 1.07's
    order (``FindnSaveBestMoves``: the plays cut at a deeper stage first,
    each stage's best first).  They are not rivals of ``plays``: the best
    play and the equity lost are judged at the full depth only.
    """

    cube: tuple[float, float, float] | None
    take: float | None
    luck: float | None
    plays: tuple[tuple[Play, float, Chances], ...]
    legal: int
    mwc: tuple[float, float] | None = None
    cube_chances: tuple[float, float, float, float, float] | None = None
    play_mwc: tuple[float, float] | None = None
    play_depths: tuple[int | None, ...] = ()
    shallow: tuple[tuple[Play, float, Chances, int], ...] = ()


Evaluator = Callable[[TurnQuery, str], TurnEval]
"""``evaluate(query, level)``: :meth:`SageAnalyser.evaluate`, or the process
engine's ``analyse_turn`` with its cancel token bound."""

BatchEvaluator = Callable[[Sequence[TurnQuery], str], list[TurnEval]]
"""``evaluate_many(queries, level)``: :meth:`SageAnalyser.evaluate_many`,
or the process engine's ``analyse_turns`` with its cancel token bound."""

_Move = tuple[Sequence[int], float, float, Any]
"""A play bgsage ranked: the board after it, its equity (cubeful), its
cubeless equity, and its chances (our :class:`Chances`, or bgsage's five
probabilities as a list, converted only for the plays a decision keeps)."""

_Ranked = tuple[Play, float, Chances, int | None]
"""A play of a decision as :meth:`SageAnalyser._ranked` keeps it: the play,
its equity, its chances and the depth it was valued at (bgsage's plies;
None: a rollout, or not known)."""


def _depth(eval_level: str) -> int | None:
    """bgsage's plies of an ``eval_level`` ("2ply", "2-ply"); None for a
    rollout ("Rollout", "truncated1"...)."""
    digits = eval_level.removesuffix("ply").removesuffix("-")
    return int(digits) if digits.isdigit() else None


def _optimal(r: dict[str, Any]) -> float:
    """The player on roll's equity with the best cube action of a
    ``batch_evaluate_positions`` answer (bgsage's own rule, as in
    :func:`bgsage.batch.batch_cube_action`)."""
    if not r["should_double"]:
        return float(r["equity_nd"])
    return float(r["equity_dt"] if r["should_take"] else r["equity_dp"])


class SageAnalyser:
    """Evaluates :class:`TurnQuery` objects with bgsage in this process
    (the engine's child process calls this).  ``threads`` is bgsage's
    thread count (0: every core).  bgsage's analyzers and its 1-ply
    strategy are made on first use and kept."""

    TOP = 5
    """How many candidates a decision keeps."""

    def __init__(self, threads: int = 0) -> None:
        self._threads = threads
        self._analyzers: dict[str, Any] = {}

    def _analyzer(self, eval_level: str) -> Any:
        import bgsage

        a = self._analyzers.get(eval_level)
        if a is None:
            a = self._analyzers[eval_level] = bgsage.BgBotAnalyzer(eval_level=eval_level,
                                                                   parallel_threads=self._threads)
        return a

    def _warm(self) -> Any:
        from .bgsage_args import strategy_1ply

        return strategy_1ply()

    # ------------------------------------------------------------ batches
    @staticmethod
    def _owner(name: str) -> Any:
        from .bgsage_args import owner_enum

        return owner_enum(name)

    def _cube_batch(self, items: Sequence[tuple[list[int], dict[str, Any]]]) -> list[dict[str, Any]]:
        """1-ply pre-roll evaluations (bgsage's batch) of ``(board, args)``
        pairs, ``args`` as :func:`.bgsage_args.cube_args` gives them."""
        import bgbot_cpp

        out: list[dict[str, Any] | None] = [None] * len(items)
        groups: dict[tuple[bool, bool], list[int]] = {}
        for i, (_board, args) in enumerate(items):
            money = not (args["away1"] or args["away2"])
            groups.setdefault((bool(args["jacoby"]) and money, bool(args["beaver"]) and money), []).append(i)
        for (jacoby, beaver), idx in groups.items():
            positions: list[tuple[Any, ...]] = []
            for i in idx:
                board, a = items[i]
                owner = self._owner(a["cube_owner"])
                if a["away1"] or a["away2"]:
                    positions.append((board, a["cube_value"], owner, a["away1"], a["away2"], a["is_crawford"]))
                else:
                    positions.append((board, a["cube_value"], owner))
            for i, r in zip(idx, bgbot_cpp.batch_evaluate_positions(positions, self._warm(), self._threads,
                                                                     jacoby=jacoby, beaver=beaver), strict=True):
                out[i] = r
        return [r for r in out if r is not None]

    def _play_batch(self, items: Sequence[tuple[list[int], int, int, dict[str, Any]]]) -> list[list[_Move]]:
        """1-ply checker plays (bgsage's batch) of ``(board, die1, die2,
        args)``: every play bgsage generates, best first."""
        from .bgsage_args import checker_plays_1ply

        return [[(m["board"], m["equity"], m["cubeless_equity"], m["probs"]) for m in moves]
                for moves in checker_plays_1ply(list(items), self._threads)]

    def lucks(self, items: Sequence[tuple[list[int], dict[str, Any], tuple[int, int], bool]]) -> list[float | None]:
        """The luck of each ``(board, args, dice, opening)``: the roller's
        ``board`` before the roll (bgsage's 26 integers, the roller's view),
        the cube after the turn's cube action (``args`` as
        :func:`.bgsage_args.cube_args`), the roll, whether it is the opening roll.
        See the module docstring for the definition; None where bgsage
        finds no luck (no roll weighs)."""
        import bgbot_cpp
        import bgsage

        from .bgsage_args import checker_plays_1ply

        flip = {"centered": "centered", "player": "opponent", "opponent": "player"}
        per_roll = [(board, d1, d2, args) for board, args, _dice, _opening in items for d1, d2 in ROLLS]
        plays = checker_plays_1ply(per_roll, self._threads)
        after: list[tuple[list[int], dict[str, Any]]] = []
        spans: list[tuple[int, int]] = []
        flip_board = bgbot_cpp.flip_board
        for n, (board, args, _dice, _opening) in enumerate(items):
            theirs = {**args, "cube_owner": flip[args["cube_owner"]], "away1": args["away2"], "away2": args["away1"]}
            for moves in plays[n * len(ROLLS):(n + 1) * len(ROLLS)]:
                boards = [m["board"] for m in moves[:LUCK_CANDIDATES]] or [board]   # no legal play: the board stays
                spans.append((len(after), len(boards)))
                after.extend((flip_board(b), theirs) for b in boards)
        answers = self._cube_batch(after)
        out: list[float | None] = []
        for n, (_board, _args, dice, opening) in enumerate(items):
            rolls = []
            for k, (d1, d2) in enumerate(ROLLS):
                start, count = spans[n * len(ROLLS) + k]
                equity = max(-_optimal(r) for r in answers[start:start + count])
                rolls.append(bgsage.RollEquity(d1, d2, equity, 1 if d1 == d2 else 2))
            result = bgsage.luck_from_equities(rolls, dice[0], dice[1], ply=1, level_label="1-ply",
                                               is_opening_roll=opening)
            out.append(None if result is None else float(result.luck))
        return out

    # ------------------------------------------------------------ turns
    def evaluate(self, query: TurnQuery, level: str) -> TurnEval:
        """Evaluate ``query`` at the analysis level ``level`` (see
        :meth:`evaluate_many`)."""
        return self.evaluate_many([query], level)[0]

    def evaluate_many(self, queries: Sequence[TurnQuery], level: str, *,
                      cancel: CancelToken = None) -> list[TurnEval]:
        """Evaluate ``queries`` at the analysis level ``level``, in batches
        (see the module docstring); the answers in the order of the
        queries.  ``cancel`` is checked between bgsage calls.  Raises
        :class:`ValueError` for an unknown level."""
        from .bgsage_args import cube_args
        from .board import to_board

        if level not in ANALYSIS_LEVELS:
            raise ValueError(f"unknown analysis level {level!r}; levels: {', '.join(ANALYSIS_LEVELS)}")
        eval_level = ANALYSIS_LEVELS[level][1]
        boards = [to_board(q.position) for q in queries]
        ctxs = [q.context for q in queries]
        play_ctxs = [after_cube(q) for q in queries]
        args = [cube_args(c) for c in ctxs]
        play_args = [cube_args(c) for c in play_ctxs]

        # the luck of every roll, in one batch
        raise_if_cancelled(cancel)
        luck_items = [(i, boards[i], play_args[i], q.dice, q.opening) for i, q in enumerate(queries)
                      if q.dice is not None and q.with_luck]
        lucks = self.lucks([(b, a, d, o) for _i, b, a, d, o in luck_items])
        luck_of = {item[0]: luck for item, luck in zip(luck_items, lucks, strict=True)}

        raise_if_cancelled(cancel)
        cube = self._cube_decisions(queries, boards, args, eval_level, cancel)
        raise_if_cancelled(cancel)
        legal_of, moves_of, depths_of = self._checker_plays(queries, boards, play_args, eval_level, cancel)

        out = []
        for i, q in enumerate(queries):
            plays: list[_Ranked] = []
            shallow: list[_Ranked] = []
            legal = legal_of.get(i)
            if legal is not None and i in moves_of:
                plays, shallow = self._ranked(q, legal, moves_of[i], depths_of[i], play_args[i], play_ctxs[i],
                                              eval_level, complete=eval_level not in MOVE_FILTERS)
            mwc, play_mwc = _mwc_lines(ctxs[i], play_ctxs[i])
            cube_eq = take = None
            cube_chances = None
            if i in cube:
                cube_eq, c, take = cube[i]
                cube_chances = (c.win, c.win_gammon, c.win_backgammon, c.lose_gammon, c.lose_backgammon)
            out.append(TurnEval(cube_eq, take, luck_of.get(i), tuple((p, e, c) for p, e, c, _d in plays),
                                len(legal) if legal is not None else 0, mwc, cube_chances, play_mwc,
                                tuple(d for _p, _e, _c, d in plays),
                                tuple((p, e, c, d) for p, e, c, d in shallow if d is not None)))
        return out

    def _cube_decisions(self, queries: Sequence[TurnQuery], boards: list[list[int]], args: list[dict[str, Any]],
                        eval_level: str, cancel: CancelToken
                        ) -> dict[int, tuple[tuple[float, float, float], Chances, float | None]]:
        """The cube decisions of :meth:`evaluate_many`, by query index: ((no double, double/take,
        double/drop) equities, chances, the taker's equity when a double was made).  1-ply in one
        batch; deeper only where it may count."""
        ctxs = [q.context for q in queries]
        cubed = [i for i, q in enumerate(queries) if q.cube and may_double(ctxs[i])]
        quick = dict(zip(cubed, self._cube_batch([(boards[i], args[i]) for i in cubed]), strict=True))
        cube: dict[int, tuple[tuple[float, float, float], Chances, float | None]] = {}
        no_beaver = [i for i in cubed if queries[i].cube_action == "double" and ctxs[i].is_money and ctxs[i].beavers]
        if eval_level == "1ply":
            plain_args = [(boards[i], {**args[i], "beaver": False}) for i in no_beaver]
            plain = dict(zip(no_beaver, self._cube_batch(plain_args), strict=True))
            for i in cubed:
                r = quick[i]
                c = chances_of(r["probs"])
                take = None
                if queries[i].cube_action == "double":
                    take = -float(plain[i]["equity_dt"] if i in plain else r["equity_dt"])
                cube[i] = ((float(r["equity_nd"]), float(r["equity_dt"]), float(r["equity_dp"])), c, take)
            return cube
        cube_action = self._cube_action(eval_level)
        for i in cubed:
            q = queries[i]
            r = quick[i]
            if q.cube_action == "no double" and min(r["equity_dt"], r["equity_dp"]) - r["equity_nd"] < -(
                    CLOSE_CUBE + PREFILTER):
                continue                   # far from a double at 1-ply: not a decision at this level either
            raise_if_cancelled(cancel)
            nd, dt, dp, probs = cube_action(boards[i], args[i])
            take = None
            if q.cube_action == "double":
                take = -(cube_action(boards[i], {**args[i], "beaver": False})[1] if i in no_beaver else dt)
            cube[i] = ((nd, dt, dp), probs, take)
        return cube

    def _cube_action(self, eval_level: str) -> Callable[[list[int], dict[str, Any]],
                                                         tuple[float, float, float, Chances]]:
        """``cube_action(board, args)``: (no double, double/take, double/pass, chances) of
        ``BgBotAnalyzer(eval_level).cube_action``.  At N-ply its compiled call itself
        (``cube_decision_nply_unified``, the same arguments), without the analyzer's clearing of
        its N-ply strategy's cache after each call (nothing here uses that strategy).  bgsage's
        thread count does not change the numbers."""
        from .bgsage_args import bearoff_db, chances, owner_enum

        if not (eval_level.endswith("ply") and eval_level[0].isdigit() and int(eval_level[0]) > 1):
            analyzer = self._analyzer(eval_level)

            def analyse(board: list[int], args: dict[str, Any]) -> tuple[float, float, float, Chances]:
                r = analyzer.cube_action(board, **args)
                return r.equity_nd, r.equity_dt, r.equity_dp, chances(r.probs)
            return analyse
        import os

        import bgbot_cpp
        from bgsage.weights import default_weights

        weights = default_weights()
        threads = self._threads if self._threads > 0 else (os.cpu_count() or 2)     # as the analyzer's, at least 2

        def unified(board: list[int], args: dict[str, Any]) -> tuple[float, float, float, Chances]:
            money = not (args["away1"] or args["away2"])
            r = bgbot_cpp.cube_decision_nply_unified(
                board, args["cube_value"], owner_enum(args["cube_owner"]), int(eval_level[0]),
                weights.strategy_type, weights.weight_paths_list, weights.hidden_sizes_list,
                n_threads=max(2, threads), away1=args["away1"], away2=args["away2"],
                is_crawford=args["is_crawford"], jacoby=bool(args["jacoby"]) and money,
                beaver=bool(args["beaver"]) and money, bearoff_db=bearoff_db())
            return float(r["equity_nd"]), float(r["equity_dt"]), float(r["equity_dp"]), chances_of(r["probs"])
        return unified

    def _checker_plays(self, queries: Sequence[TurnQuery], boards: list[list[int]],
                       play_args: list[dict[str, Any]], eval_level: str, cancel: CancelToken
                       ) -> tuple[dict[int, LegalPlays], dict[int, list[_Move]], dict[int, list[int | None]]]:
        """The legal plays of every rolled query of :meth:`evaluate_many`, bgsage's ranked moves
        for those with a play and the depth of each of those moves (bgsage's plies, None for a
        rollout), by query index (1-ply in one batch)."""
        from .bgsage_args import chances
        from .board import to_board

        rolled = [i for i, q in enumerate(queries) if q.dice is not None]
        legal_of: dict[int, LegalPlays] = {}
        for i in rolled:
            q = queries[i]
            assert q.dice is not None
            legal_of[i] = legal_plays(q.position, q.dice, minimize_wasted_pips=q.context.minimize_wasted_pips)
        to_rank = [i for i in rolled if len(legal_of[i])]
        moves_of: dict[int, list[_Move]] = {}
        depths_of: dict[int, list[int | None]] = {}
        if eval_level == "1ply":
            batch = self._play_batch([(boards[i], *legal_of[i].dice, play_args[i]) for i in to_rank])
            moves_of = dict(zip(to_rank, batch, strict=True))
            depths_of = {i: [1] * len(moves) for i, moves in moves_of.items()}
        elif eval_level in MOVE_FILTERS:
            made = [queries[i].play for i in to_rank]
            items = [(boards[i], *legal_of[i].dice, play_args[i], None if p is None else to_board(p.position))
                     for i, p in zip(to_rank, made, strict=True)]
            for i, ranked in zip(to_rank, self._deep_plays(items, eval_level, cancel), strict=True):
                moves_of[i] = [m for m, _d in ranked]
                depths_of[i] = [d for _m, d in ranked]
        else:
            analyzer = self._analyzer(eval_level)
            for i in to_rank:
                raise_if_cancelled(cancel)
                d1, d2 = legal_of[i].dice
                res = analyzer.checker_play(boards[i], d1, d2, **play_args[i])
                moves_of[i] = [(list(m.board), m.equity, m.cubeless_equity, chances(m.probs)) for m in res.moves]
                depths_of[i] = [_depth(m.eval_level) for m in res.moves]
        return legal_of, moves_of, depths_of

    def _deep_plays(self, items: Sequence[tuple[list[int], int, int, dict[str, Any], list[int] | None]],
                    eval_level: str, cancel: CancelToken) -> list[list[tuple[_Move, int]]]:
        """N-ply checker plays (``eval_level`` one of :data:`MOVE_FILTERS`) of ``(board, die1, die2,
        args, forced)``: bgsage's 1-ply batch ranks every play, the filters of :data:`MOVE_FILTERS`
        keep the plays the next ply evaluates (``forced``, the board after the play made, always).
        Every play comes back as (move, depth), its value at the deepest ply it reached, in gnubg
        1.07's order (``FindnSaveBestMoves``): the plays that pass every filter, valued at
        ``eval_level``, best first (bgsage's order: cubeful, then cubeless equity, then the board);
        then those the last filter left out, in their order at the ply below, and so on down to
        the plays only 1-ply valued."""
        one = self._play_batch([(b, d1, d2, a) for b, d1, d2, a, _forced in items])
        # per item: ((board after, cubeful, cubeless, chances), depth), the deepest plays first
        ranked: list[list[tuple[_Move, int]]] = [[((m[0], m[1], m[2], m[3]), 1) for m in moves] for moves in one]
        for depth, (keep, within) in enumerate(MOVE_FILTERS[eval_level], 2):
            for k, (board, _d1, _d2, args, forced) in enumerate(items):
                raise_if_cancelled(cancel)
                moves = [m for m, d in ranked[k] if d == depth - 1]      # valued at the ply below, best first
                below = [(m, d) for m, d in ranked[k] if d < depth - 1]
                best = moves[0][1] if moves else 0.0
                chosen = [tuple(m[0]) for m in moves if best - m[1] < within][:keep]
                if forced is not None and tuple(forced) not in chosen:
                    chosen.append(tuple(forced))
                deep = sorted((self._nply_value(list(after), board, args, depth) for after in chosen),
                              key=lambda m: (-m[1], -m[2], tuple(m[0])))
                searched = set(chosen)
                ranked[k] = ([(m, depth) for m in deep]
                             + [(m, depth - 1) for m in moves if tuple(m[0]) not in searched] + below)
        return ranked

    def _nply_value(self, after: list[int], before: list[int], args: dict[str, Any], n_plies: int) -> _Move:
        """The mover's value of the board ``after`` a play from ``before`` at ``n_plies``: bgsage's
        cube-aware N-ply tree from the opponent's side before their roll
        (``cubeful_probs_and_equity_nply``, the call and arguments of ``BgBotAnalyzer.checker_play``
        at N-ply, which values every legal play so), as (board, cubeful equity, cubeless equity,
        chances), the mover's view."""
        import bgbot_cpp

        from .bgsage_args import bearoff_db, owner_enum, strategy_1ply

        money = not (args["away1"] or args["away2"])
        flipped = {"centered": "centered", "player": "opponent", "opponent": "player"}[args["cube_owner"]]
        r = bgbot_cpp.cubeful_probs_and_equity_nply(
            bgbot_cpp.flip_board(after), owner_enum(flipped), strategy_1ply(), n_plies, n_threads=1,
            cube_value=args["cube_value"], away1=args["away2"], away2=args["away1"],
            is_crawford=args["is_crawford"], jacoby=bool(args["jacoby"]) and money,
            beaver=bool(args["beaver"]) and money, bearoff_db=bearoff_db(), root_board=before)
        win, wg, wb, lg, lb = r["probs"]          # the opponent's
        chances = Chances(1.0 - win, lg, lb, wg, wb)
        cubeless = 2.0 * chances.win - 1.0 + chances.win_gammon - chances.lose_gammon \
            + chances.win_backgammon - chances.lose_backgammon
        return after, -float(r["equity"]), cubeless, chances

    def _ranked(self, query: TurnQuery, legal: LegalPlays, moves: list[_Move], depths: list[int | None],
                args: dict[str, Any], ctx: GameContext, eval_level: str, complete: bool = True
                ) -> tuple[list[_Ranked], list[_Ranked]]:
        """Our legal plays matched to bgsage's ``moves`` (valued at ``depths``) by resulting
        board: the plays judged, best first, cut to :attr:`TOP` plus the play made, and the
        shallow plays that fill the list to :attr:`TOP` (see :attr:`TurnEval.shallow`).  With
        ``complete`` (``moves`` meant to list every play), a play bgsage did not list is
        evaluated on its own (``post_move_analytics``) and every play is judged; without it
        (``moves`` from :meth:`_deep_plays`: the play made among the plays valued at the full
        depth) only the plays valued at the full depth are judged, and the others are the
        shallow ones, deeper first, each depth's best first."""
        from .bgsage_args import chances
        from .board import to_board

        full = max((d for d in depths if d is not None), default=None) if not complete else None
        ours = {tuple(to_board(p.position)): p for p in legal}
        found: dict[Play, tuple[float, float, Chances, int | None]] = {}
        lower: dict[Play, tuple[float, float, Chances, int | None]] = {}
        for (board, equity, cubeless, c), depth in zip(moves, depths, strict=True):
            p = ours.get(tuple(board))
            if p is not None and p not in found and p not in lower:
                into = found if full is None or depth == full else lower
                into[p] = (equity, cubeless, c if isinstance(c, Chances) else chances_of(c), depth)
        wanted = [p for p in legal if p not in found] if complete else []
        if query.play is not None and query.play not in found:
            wanted = [query.play]
        elif len(found) >= self.TOP:
            wanted = []
        if wanted:
            pm_args = dict(args)
            del pm_args["beaver"]
            analyzer = self._analyzer(eval_level)
            depth = _depth(eval_level)
            for p in wanted:
                pm = analyzer.post_move_analytics(to_board(p.position), **pm_args)
                found[p] = (pm.cubeful_equity, pm.cubeless_equity, chances(pm.probs), depth)
        key: Literal[0, 1] = 0 if ctx.cube else 1
        other: Literal[0, 1] = 1 if ctx.cube else 0
        rows = sorted(found.items(), key=lambda kv: (-kv[1][key], -kv[1][other]))
        keep = rows[:self.TOP]
        if query.play is not None and all(p != query.play for p, _ in keep):
            keep += [kv for kv in rows if kv[0] == query.play]
        shallow = sorted(lower.items(), key=lambda kv: (-(kv[1][3] or 0), -kv[1][key], -kv[1][other]))
        return ([(p, v[key], v[2], v[3]) for p, v in keep],
                [(p, v[key], v[2], v[3]) for p, v in shallow[:max(0, self.TOP - len(keep))]])


def _mwc_lines(ctx: GameContext, play_ctx: GameContext
               ) -> tuple[tuple[float, float] | None, tuple[float, float] | None]:
    """The lines from equity to match winning chances in a match (None for money): ``(slope,
    intercept)`` at the cube of ``ctx``, and at the cube of ``play_ctx`` when it differs (else None)."""
    if ctx.is_money:
        return None, None
    import bgbot_cpp

    away1, away2 = ctx.away

    def line(cube_value: int) -> tuple[float, float]:
        zero = bgbot_cpp.eq2mwc(0.0, away1, away2, cube_value, ctx.crawford)
        one = bgbot_cpp.eq2mwc(1.0, away1, away2, cube_value, ctx.crawford)
        return float(one - zero), float(zero)
    mwc = line(ctx.cube_value)
    return mwc, line(play_ctx.cube_value) if play_ctx.cube_value != ctx.cube_value else None


def chances_of(probs: Sequence[float]) -> Chances:
    """Our :class:`Chances` from bgsage's five probabilities (win, win
    gammon, win backgammon, lose gammon, lose backgammon)."""
    win, wg, wb, lg, lb = (float(x) for x in probs)
    return Chances(win, wg, wb, lg, lb)
