"""The bgsage engine (PyPI ``bgsage``, MPL-2.0) behind :class:`Engine`.

bgsage API this module relies on (version pinned in pyproject.toml):

- ``BgBotAnalyzer(eval_level=...)`` with ``eval_level`` ``"1ply"`` (the raw
  neural net, gnubg's "0-ply") or ``"2ply"`` (one more ply of look-ahead,
  gnubg's "1-ply"); thread-safe.
- ``checker_play(board, d1, d2, cube_value, cube_owner, away1=, away2=,
  is_crawford=, jacoby=, beaver=)``: every legal resulting board by bgsage's
  own move generator, best first, with cubeful ``equity``, ``cubeless_equity``
  and post-move ``probs`` (mover's view).
- ``cube_action(board, ...)``: pre-roll ``equity_nd``, ``equity_dt`` (the
  double/beaver equity when ``is_beaver``), ``equity_dp``, normalised to the
  current cube.  Measured on 3,000 self-play positions at both levels (and
  checked on 120 by tests/engine/test_engine_sage.py): ``should_double`` is
  exactly ``min(DT, DP) > ND``, ``should_take`` is ``DT <= DP`` and ``is_beaver`` is
  ``DT < 0`` (DT without beavers), which is how this module adds a level's
  error to cube decisions.
- ``post_move_analytics(board, ...)``: the value of a board right after the
  mover's play; on a flipped board, the pre-roll value for the side to roll.
- ``bgbot_cpp.get_met`` / ``bgbot_cpp.eq2mwc`` (bgsage's compiled core) for
  match-winning chances when answering a resignation in a match.

bgsage cannot interrupt an N-ply search (its ``cancel()`` works for rollouts
only), so ``cancel`` is checked between bgsage calls: a call returns
:class:`Cancelled` within one bgsage search (measured up to about 60 ms at
``1ply`` and 1.2 s at ``2ply`` here).
For a prompt stop use :class:`~backgammon_qt.engine.process.ProcessEngine`,
which kills its child process.

Each bgsage cube evaluation reloads the network weights (about 60 ms here,
holding the GIL), so :meth:`SageEngine.cube_decision` first asks the cheap
1-ply network in money play: when the pre-roll cubeless equity of the player
on roll is below :data:`QUICK_NO_DOUBLE` no double is considered.  Over
8,961 self-play positions (cube centred or owned, Jacoby on or off), the
lowest such estimate where the full evaluation doubled was 0.25 at ``2ply``
and 0.28 at ``1ply``; tests/engine/test_engine_sage.py rechecks it.  Match play always gets the full evaluation
(post-Crawford and other scores double much earlier).
"""

from __future__ import annotations

import random
from typing import Any, Literal

import bgbot_cpp  # bgsage's compiled core (no stubs: pyproject.toml's mypy override)
import bgsage

from ..model import BAR, IllegalMoveError, InvalidPositionError, LegalPlays, Play, Position, legal_plays
from .base import (
    CancelToken,
    Chances,
    CubeAction,
    CubeDecision,
    CubeOwner,
    GameContext,
    RankedPlay,
    TakeAction,
    TakeDecision,
    cube_action_of,
    may_double,
    raise_if_cancelled,
)
from .bgsage_args import OWNER, chances, checker_plays_1ply, cube_args
from .board import from_board, to_board
from .levels import DEFAULT_LEVEL, LEVELS, Level

__all__ = ["Level", "LEVELS", "DEFAULT_LEVEL", "QUICK_NO_DOUBLE", "SageEngine", "may_double", "chances", "cube_args",
           "OWNER"]


QUICK_NO_DOUBLE = 0.15
"""Money play: below this pre-roll cubeless equity (1-ply) the player on roll
is not offered the full cube evaluation (see the module docstring)."""

_TOLERANCE = 1e-5
"""Equal within bgsage's single-precision arithmetic (resignation answers
accept a resignation worth exactly what playing on is worth)."""

_DOUBLES = frozenset({CubeAction.DOUBLE_TAKE, CubeAction.DOUBLE_PASS, CubeAction.DOUBLE_BEAVER})
"""The cube actions in which the player on roll doubles."""

_OWNER_FLIPPED = {CubeOwner.CENTRE: "centered", CubeOwner.MOVER: "opponent", CubeOwner.OPPONENT: "player"}


def _as_chances(probs: Any) -> Chances:
    """Our :class:`Chances` from bgsage's ``Probabilities`` or its five
    probabilities as a list (the batch call's)."""
    if isinstance(probs, Chances):
        return probs
    if isinstance(probs, bgsage.Probabilities):
        return chances(probs)
    win, wg, wb, lg, lb = (float(x) for x in probs)
    return Chances(win, wg, wb, lg, lb)


class SageEngine:
    """The bgsage engine at one of the :data:`LEVELS`, in this process.

    ``seed`` seeds the level's error (``random.Random(seed)``; None: from
    the operating system).  ``threads`` is bgsage's thread count (0: as
    many as cores, at least 2).  Raises :class:`ValueError` for an unknown
    level.

    ``remapped`` counts checker plays where bgsage's own first choice was
    not one of our legal plays (bgsage's move generator differs from the
    rules model: it lets the last checker bear off with one die when both
    dice could be played, and knows no "minimize wasted pips").  The play
    made is then the best one that is legal for us.
    """

    name = "bgsage"

    def __init__(self, level: str = DEFAULT_LEVEL, seed: int | None = None, *, threads: int = 0) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}; levels: {', '.join(LEVELS)}")
        self.level = level
        self._level = LEVELS[level]
        self._analyzer = bgsage.BgBotAnalyzer(eval_level=self._level.eval_level, parallel_threads=threads)
        self._quick = (self._analyzer if self._level.eval_level == "1ply"
                       else bgsage.BgBotAnalyzer(eval_level="1ply"))
        self._rng = random.Random(seed)
        self.remapped = 0
        self._analyser: Any = None       # the match analysis's evaluator, made on first use

    def __repr__(self) -> str:
        return f"SageEngine(level={self.level!r})"

    def _noise(self) -> float:
        sigma = self._level.noise
        return self._rng.gauss(0.0, sigma) if sigma else 0.0

    # ------------------------------------------------------------ checker play
    def rank_plays(self, position: Position, dice: tuple[int, int], context: GameContext, *,
                   cancel: CancelToken = None) -> list[RankedPlay]:
        """Every legal play (our rules model's set, with
        ``context.minimize_wasted_pips``) evaluated at this level, best
        first, without the level's error.  bgsage's candidates are matched
        to ours by resulting position; a legal play bgsage did not list is
        evaluated on its own (``post_move_analytics``)."""
        legal = legal_plays(position, dice, minimize_wasted_pips=context.minimize_wasted_pips)
        return self._rank(legal, context, cancel)

    def _rank(self, legal: LegalPlays, context: GameContext, cancel: CancelToken) -> list[RankedPlay]:
        if not legal:
            return []
        raise_if_cancelled(cancel)
        d1, d2 = legal.dice
        board = to_board(legal.position)
        if self._level.eval_level == "1ply":
            # bgsage's batch call, one position: the same numbers as its analyzer's, without a thread per
            # candidate (about 2 ms -> 0.3 ms a move here)
            moves = [(m["board"], m["equity"], m["cubeless_equity"], m["probs"], m["eval_level"])
                     for m in checker_plays_1ply([(board, d1, d2, cube_args(context))], threads=1)[0]]
        else:
            result = self._analyzer.checker_play(board, d1, d2, **cube_args(context))
            moves = [(m.board, m.equity, m.cubeless_equity, m.probs, m.eval_level) for m in result.moves]
        raise_if_cancelled(cancel)
        # match by board (cheaper than building a Position per candidate)
        ours = {tuple(to_board(play.position)): play for play in legal}
        found: dict[Play, tuple[float, float, Any, str]] = {}
        for i, (after, equity, cubeless, probs, eval_level) in enumerate(moves):
            play = ours.get(tuple(after))
            if play is not None:
                if play not in found:
                    found[play] = (equity, cubeless, probs, eval_level)
            elif i == 0:
                self.remapped += 1
        args = cube_args(context)
        del args["beaver"]
        for play in legal:
            if play not in found:
                pm = self._analyzer.post_move_analytics(to_board(play.position), **args)
                found[play] = (pm.cubeful_equity, pm.cubeless_equity, chances(pm.probs), pm.eval_level)
        key: Literal[0, 1] = 0 if context.cube else 1      # cubeful equity, or cubeless without the cube
        other: Literal[0, 1] = 1 if context.cube else 0    # 1 - key, the tie-break
        rows = sorted(found.items(), key=lambda kv: (-kv[1][key], -kv[1][other]))
        best = rows[0][1][key]
        return [RankedPlay(play, v[key], v[1], _as_chances(v[2]), v[key] - best, v[3]) for play, v in rows]

    def choose_play(self, position: Position, dice: tuple[int, int], context: GameContext, *,
                    cancel: CancelToken = None) -> Play:
        """The computer's play: one of our legal plays (the empty play when
        there is none; the only one, without asking bgsage, when there is
        one), the best after adding the level's error to each equity."""
        legal = legal_plays(position, dice, minimize_wasted_pips=context.minimize_wasted_pips)
        if not legal:
            return Play((), position)
        if len(legal) == 1:
            return next(iter(legal))
        if not self._level.noise and self._level.eval_level == "1ply":
            raise_if_cancelled(cancel)
            best = self._best_1ply(legal, context)
            if best is not None:
                return best
        ranked = self._rank(legal, context, cancel)
        if not self._level.noise:
            return ranked[0].play
        return max(ranked, key=lambda r: r.equity + self._noise()).play

    def _best_1ply(self, legal: LegalPlays, context: GameContext) -> Play | None:
        """The first play of :meth:`_rank` at 1-ply, found without ranking every play (the
        computer's move at Expert: bgsage's batch call, then the best of its plays by the same key,
        looked up among ours by its resulting position), or None where the two move generators may
        differ and :meth:`_rank` must match them play by play: a roll that may bear off (bgsage's
        generator lets the last checker bear off with one die, and knows no "minimize wasted
        pips"), bgsage listing another number of plays than ours, or its best not being ours."""
        position = legal.position
        d1, d2 = legal.dice
        me = position.player
        outside = me[BAR] * 19 + sum(n * (p - 6) for p, n in enumerate(me[7:25], 7) if n)
        if outside < (4 * d1 if d1 == d2 else d1 + d2):       # every checker may be home with a die to spare
            return None
        moves = checker_plays_1ply([(to_board(position), d1, d2, cube_args(context))], threads=1)[0]
        if len(moves) != len(legal):
            return None
        key, other = ("equity", "cubeless_equity") if context.cube else ("cubeless_equity", "equity")
        best = max(moves, key=lambda m: (m[key], m[other]))       # the first of the best, as a stable sort
        try:
            return legal.play_for(from_board(best["board"]))
        except (IllegalMoveError, InvalidPositionError):
            return None

    def hint_plays(self, position: Position, dice: tuple[int, int], context: GameContext,
                   n: int = 10, *, cancel: CancelToken = None) -> list[RankedPlay]:
        """The ``n`` best legal plays, best first (no level error)."""
        return self.rank_plays(position, dice, context, cancel=cancel)[:n]

    # ------------------------------------------------------------ cube
    def _cube_action(self, position: Position, context: GameContext, **overrides: Any) -> Any:
        args = cube_args(context)
        args.update(overrides)
        return self._analyzer.cube_action(to_board(position), **args)

    def _verdict(self, r: Any, context: GameContext, noisy: bool) -> tuple[bool, CubeAction]:
        nd, dt, dp = r.equity_nd, r.equity_dt, r.equity_dp
        if noisy:
            nd += self._noise()
            dt += self._noise()
        action = cube_action_of(nd, dt, dp, context)
        return action in _DOUBLES, action

    def _decision(self, r: Any, context: GameContext, noisy: bool) -> CubeDecision:
        double, action = self._verdict(r, context, noisy)
        return CubeDecision(double, action, True, r.equity_nd, r.equity_dt, r.equity_dp,
                            chances(r.probs), r.eval_level)

    def cube_decision(self, position: Position, context: GameContext, *,
                      cancel: CancelToken = None) -> CubeDecision:
        """Should the player on roll double?  With the level's error; in
        money play a quick 1-ply estimate may rule a double out first (then
        ``double_take``/``double_pass`` are None)."""
        if not may_double(context):
            return CubeDecision(False, CubeAction.NO_DOUBLE, False)
        raise_if_cancelled(cancel)
        if context.is_money:
            quick = self._quick.post_move_analytics(
                bgsage.flip_board(to_board(position)), cube_owner=_OWNER_FLIPPED[context.cube_owner],
                cube_value=context.cube_value, jacoby=context.jacoby)
            if -quick.cubeless_equity < QUICK_NO_DOUBLE:
                return CubeDecision(False, CubeAction.NO_DOUBLE, True, no_double=-quick.cubeful_equity,
                                    chances=chances(quick.probs).inverted(),
                                    eval_level=f"{quick.eval_level} estimate")
        r = self._cube_action(position, context)
        raise_if_cancelled(cancel)
        return self._decision(r, context, noisy=True)

    def hint_cube(self, position: Position, context: GameContext, *,
                  cancel: CancelToken = None) -> CubeDecision:
        """The proper cube action (no level error, never the estimate).
        When doubling is not available only ``no_double`` (cubeless when the
        cube is not in use) and ``chances`` are given."""
        raise_if_cancelled(cancel)
        r = self._cube_action(position, context)
        raise_if_cancelled(cancel)
        if not may_double(context):
            equity = r.equity_nd if context.cube else r.cubeless_equity
            return CubeDecision(False, CubeAction.NO_DOUBLE, False, no_double=equity,
                                chances=chances(r.probs), eval_level=r.eval_level)
        return self._decision(r, context, noisy=False)

    # ------------------------------------------------------------ pips
    def epc(self, position: Position) -> tuple[float | None, float | None]:
        """The effective pip counts (bgsage's ``epc``: the mean number of
        rolls to bear off all checkers, the coming roll included, times
        49/6) of the player on roll and of the opponent in ``position``
        (the player on roll's view), each None when that side's checkers are
        not in bgsage's one-sided bear-off database (all in the home board,
        as gnubg shows it).  A table look-up: no search."""
        board = to_board(position)
        mine: float | None = self._quick.epc(board, 0)
        theirs: float | None = self._quick.epc(board, 1)
        return mine, theirs

    # ------------------------------------------------------------ analysis
    def analyse_turn(self, query: Any, level: str, *, cancel: CancelToken = None) -> Any:
        """Evaluate one turn of a match analysis
        (:class:`~backgammon_qt.engine.queries.TurnQuery`) at the analysis
        level ``level``, without the level's error; returns a
        :class:`~backgammon_qt.engine.evaluation.TurnEval`."""
        raise_if_cancelled(cancel)
        return self._analysis().evaluate(query, level)

    def analyse_turns(self, queries: Any, level: str, *, cancel: CancelToken = None) -> Any:
        """Evaluate turns of a match analysis in one batch (see
        :meth:`SageAnalyser.evaluate_many
        <backgammon_qt.engine.evaluation.SageAnalyser.evaluate_many>`)."""
        return self._analysis().evaluate_many(queries, level, cancel=cancel)

    def _analysis(self) -> Any:
        if self._analyser is None:
            from .evaluation import SageAnalyser

            self._analyser = SageAnalyser()
        return self._analyser

    def take_decision(self, position: Position, context: GameContext, *, beavered: bool = False,
                      cancel: CancelToken = None) -> TakeDecision:
        """The answer to the double of the player on roll (see
        :meth:`Engine.take_decision`), with the level's error on the take
        equity.  Raises :class:`ValueError` for ``beavered`` outside money
        play."""
        raise_if_cancelled(cancel)
        if beavered:
            if not context.is_money:
                raise ValueError("a beaver happens only in money play")
            # The original doubler (on roll) takes the redouble: the cube goes
            # to twice the current value, owned by the beaver.
            r = self._cube_action(position, context, cube_value=2 * context.cube_value,
                                  cube_owner="opponent", beaver=False)
            raise_if_cancelled(cancel)
            take, drop = 2.0 * r.equity_nd, -1.0
            action = TakeAction.TAKE if take + self._noise() >= drop else TakeAction.DROP
            return TakeDecision(action, take, drop, r.eval_level)
        r = self._cube_action(position, context, beaver=False)
        raise_if_cancelled(cancel)
        take, drop = -r.equity_dt, -r.equity_dp
        noisy = take + self._noise()
        if noisy < drop:
            action = TakeAction.DROP
        elif context.is_money and context.beavers and noisy > 0:
            action = TakeAction.BEAVER
        else:
            action = TakeAction.TAKE
        return TakeDecision(action, take, drop, r.eval_level)

    # ------------------------------------------------------------ resignation
    def _on_roll_equity(self, position: Position, context: GameContext, dice: tuple[int, int] | None,
                        cancel: CancelToken) -> float:
        """Expected result of the player on roll, per cube: after the best
        play with ``dice``, or before the roll (with the best cube action)."""
        if dice is not None:
            ranked = self.rank_plays(position, dice, context, cancel=cancel)
            if ranked:
                return ranked[0].equity
            return -self._on_roll_equity(position.swapped(), context.swapped(), None, cancel)
        raise_if_cancelled(cancel)
        r = self._cube_action(position, context)
        equity: float
        if not context.cube:
            equity = r.cubeless_equity
        else:
            equity = r.optimal_equity if may_double(context) else r.equity_nd
        return equity

    def answer_resignation(self, position: Position, value: int, context: GameContext, *,
                           resigner_on_roll: bool = True, dice: tuple[int, int] | None = None,
                           cancel: CancelToken = None) -> bool:
        """Accept when the resignation is worth at least what playing on is
        expected to give the answering side (no level error):

        - money play: ``value`` (1 under an active Jacoby rule) against the
          answering side's cubeful equity per cube;
        - a match: the match-winning chances after scoring ``value`` times
          the cube, against those of playing on (bgsage's MET).

        Raises :class:`ValueError` for a value other than 1, 2 or 3.
        """
        if value not in (1, 2, 3):
            raise ValueError(f"a resignation is worth 1, 2 or 3, got {value!r}")
        on_roll = self._on_roll_equity(position, context, dice, cancel)
        if resigner_on_roll:
            answerer = -on_roll
            ctx = context.swapped()
        else:
            answerer = on_roll
            ctx = context
        if ctx.is_money:
            offered = 1 if ctx.jacoby_active else value
            return offered >= answerer - _TOLERANCE
        # ctx is now the answering side's view
        away_me, away_them = ctx.away
        points = value * ctx.cube_value
        crawford_done = ctx.crawford or 1 in (away_me, away_them)
        mwc_accept: float
        if points >= away_me:
            mwc_accept = 1.0
        else:
            left = away_me - points
            mwc_accept = bgbot_cpp.get_met(left, away_them, not crawford_done and left == 1)
        mwc_play: float = bgbot_cpp.eq2mwc(answerer, away_me, away_them, ctx.cube_value, ctx.crawford)
        return mwc_accept >= mwc_play - _TOLERANCE
