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
  :meth:`ProcessEngine.analyse_turn <backgammon_qt.engine.process.ProcessEngine>`
  (one call per turn, so a cancel is noticed within one turn);
- :func:`analyse_record` turns the answers into :class:`Decision` and
  :class:`RollLuck` entries and :func:`summarise` into
  :class:`PlayerStats`.

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
  :func:`bgsage.luck.roll_luck` on 1-ply per-roll equities (gnubg uses
  0-ply); lucky >= 0.3, very lucky >= 0.6, unlucky <= -0.3, very unlucky
  <= -0.6;
- the rating word from the error rate (gnubg's ``arThrsRating``: below
  2 mEMG "Supernatural", 5 "World class", 8 "Expert", 12 "Advanced", 18
  "Intermediate", 26 "Casual player", 35 "Beginner", else "Awful!").
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass, field, replace
from typing import Any, Literal

from ..model import (
    ActionKind,
    IllegalMoveError,
    InvalidNotationError,
    LegalPlays,
    Match,
    MatchRecord,
    Phase,
    Play,
    Position,
    RecordError,
    RuleError,
    legal_plays,
)
from .base import CancelToken, Chances, CubeOwner, GameContext, raise_if_cancelled
from .levels import ANALYSIS_LEVELS, DEFAULT_ANALYSIS_LEVEL

__all__ = [
    "ANALYSIS_LEVELS", "DEFAULT_ANALYSIS_LEVEL", "ANALYSIS_VERSION", "THRESHOLDS", "LUCK_THRESHOLDS",
    "RATINGS", "Candidate", "Decision", "RollLuck", "PlayerStats", "MatchAnalysis", "TurnQuery",
    "TurnEval", "TurnReport", "SageAnalyser", "turn_queries", "turn_decisions", "analyse_record",
    "partial_analysis", "summarise", "error_class",
    "luck_class", "rating_word", "CLOSE_CUBE",
]

ANALYSIS_VERSION = 1
"""The version of the analysis data (:meth:`MatchAnalysis.to_dict`)."""

THRESHOLDS = (("very bad", 0.12), ("bad", 0.06), ("doubtful", 0.03))
"""gnubg 1.07's error classes (``show analysis``): equity lost at or above."""

LUCK_THRESHOLDS = (("very lucky", 0.6), ("lucky", 0.3))
"""gnubg's luck classes; unlucky and very unlucky mirror them."""

RATINGS = ((0.002, "Supernatural"), (0.005, "World class"), (0.008, "Expert"), (0.012, "Advanced"),
           (0.018, "Intermediate"), (0.026, "Casual player"), (0.035, "Beginner"))
"""gnubg's ``arThrsRating``: error per decision below which the word applies
(checked from the best word down); above them all "Awful!"."""

CLOSE_CUBE = 0.16
"""gnubg's ``isCloseCubedecision`` threshold."""


def error_class(lost: float) -> str:
    """gnubg's class of an equity loss: "very bad", "bad", "doubtful" or ""."""
    for name, threshold in THRESHOLDS:
        if lost >= threshold - 1e-9:
            return name
    return ""


def luck_class(luck: float) -> str:
    """gnubg's class of a roll's luck: "very lucky", "lucky", "unlucky",
    "very unlucky" or ""."""
    for name, threshold in LUCK_THRESHOLDS:
        if luck >= threshold:
            return name
        if luck <= -threshold:
            return "very unlucky" if name == "very lucky" else "unlucky"
    return ""


def rating_word(error_per_decision: float | None) -> str:
    """gnubg's rating of an error per decision (equity, not millipoints);
    "N/A" for None (no decision)."""
    if error_per_decision is None:
        return "N/A"
    for threshold, word in RATINGS:
        if error_per_decision < threshold:
            return word
    return "Awful!"


# ---------------------------------------------------------------- results
@dataclass(frozen=True)
class Candidate:
    """One ranked option: ``text`` (move text, or a cube action), its
    ``equity`` (the decider's, normalised to the cube) and cubeless
    ``chances`` after it (checker plays; None for cube actions)."""

    text: str
    equity: float
    chances: tuple[float, float, float, float, float] | None = None


@dataclass(frozen=True)
class Decision:
    """One analysed decision.

    ``game`` (0-based) and ``action`` (the index in that game's actions of
    the action taken: the move, double, take...; for a double not offered,
    the roll that followed) say where; ``player`` who decided; ``kind``
    "checker" or "cube"; ``made`` and ``best`` the move text or cube action
    ("double", "no double", "take", "drop", "beaver"); ``equity_lost`` best
    minus made, in the decider's equity (>= 0) normalised to the cube: for
    a cube decision the cube before the double, for a checker play the
    cube it is played with (after a double taken, the doubled one);
    ``cost`` the same in points (money: times that cube) or match-winning
    chances (a match); ``error`` its class ("", "doubtful", "bad", "very
    bad"); ``position_id`` and ``dice`` of the decision (the position
    before the roll from the mover's view, the doubler's for every cube
    decision of the turn; dice None for cube decisions); ``candidates`` the
    best plays, best first (and the play made when it is not among them),
    or for a double the three options in gnubg's order (no double,
    double/take, double/pass: the doubler's equities; a double is worth the
    lower of the last two; "no double" carries the doubler's cubeless
    chances before the roll), or for an answer the answers, best first, in
    the answering player's equities (the doubled player's take, drop and,
    with beavers, beaver; the doubler's take and drop of a beaver, -2 for
    the drop); ``mwc`` in a match the ``(slope, offset)`` that turn the
    decider's equities into their match-winning chances (``offset + slope
    * equity``; None in money play, for a checker play, and in analyses
    kept before it was recorded).
    """

    game: int
    action: int
    player: int
    kind: str
    made: str
    best: str
    equity_lost: float
    cost: float
    error: str
    position_id: str
    dice: tuple[int, int] | None = None
    candidates: tuple[Candidate, ...] = ()
    mwc: tuple[float, float] | None = None

    @property
    def is_error(self) -> bool:
        """At least doubtful."""
        return bool(self.error)


@dataclass(frozen=True)
class RollLuck:
    """The luck of one roll: ``game``, ``action`` (the roll or opening
    roll), ``player`` who rolled ``dice``, ``luck`` (the roller's equity,
    normalised to the cube the roll is played with), ``cost`` (the same in
    points or the roller's match-winning chances) and its ``kind`` (see
    :func:`luck_class`)."""

    game: int
    action: int
    player: int
    dice: tuple[int, int]
    luck: float
    cost: float
    kind: str


@dataclass(frozen=True)
class PlayerStats:
    """One player's figures (see the module docstring for the definitions).

    ``error_rate`` is millipoints per decision and ``pr`` eXtreme Gammon's
    performance rating (None when there was no decision); ``errors`` the
    counts by class of checker plays and cube decisions together,
    ``checker_errors`` and ``cube_errors`` each apart; ``luck`` the total
    luck (equity), ``luck_per_game`` one total per game of
    :attr:`MatchAnalysis.games`, in that order, ``luck_cost`` in points or
    match-winning chances; ``lucky`` the counts of rolls by luck class;
    ``luck_adjusted`` the result with luck taken out, over the finished
    games analysed only (an unfinished game has luck but no result yet):
    money, points per game; a match, the change of match-winning chances
    (+0.5 for winning a match from 0-0); None without a finished game;
    ``rating`` gnubg's word."""

    name: str
    checker_decisions: int
    cube_decisions: int
    error_total: float
    error_rate: float | None
    pr: float | None
    checker_error_rate: float | None
    cube_error_rate: float | None
    errors: dict[str, int]
    checker_errors: dict[str, int]
    cube_errors: dict[str, int]
    luck: float
    luck_per_game: tuple[float, ...]
    luck_cost: float
    lucky: dict[str, int]
    luck_adjusted: float | None
    rating: str

    @property
    def decisions(self) -> int:
        """Checker and cube decisions counted."""
        return self.checker_decisions + self.cube_decisions


@dataclass
class MatchAnalysis:
    """The analysis of a match record: ``level`` (an :data:`ANALYSIS_LEVELS`
    name), the decisions and lucks in record order, each player's figures,
    ``games`` (the games analysed, 0-based: a game analysis covers one),
    the ``seconds`` it took and ``partial``: the game (0-based) analysed
    only in part when the analysis was cancelled in it, else None (see
    :func:`partial_analysis`)."""

    level: str
    decisions: list[Decision] = field(default_factory=list)
    lucks: list[RollLuck] = field(default_factory=list)
    players: tuple[PlayerStats, PlayerStats] | None = None
    games: tuple[int, ...] = ()
    seconds: float = 0.0
    partial: int | None = None

    def decisions_of(self, player: int) -> list[Decision]:
        """``player``'s decisions in record order."""
        return [d for d in self.decisions if d.player == player]

    def errors_of(self, player: int, minimum: str = "doubtful") -> list[Decision]:
        """``player``'s errors at least ``minimum``, worst (most equity lost) first."""
        floor = dict((name, t) for name, t in THRESHOLDS)[minimum]
        found = [d for d in self.decisions if d.player == player and d.equity_lost >= floor - 1e-9]
        return sorted(found, key=lambda d: -d.equity_lost)

    def decision_at(self, game: int, action: int) -> Decision | None:
        """The decision of the action ``action`` of game ``game``, if analysed
        (a checker play wins over a cube decision recorded at the same roll)."""
        found = None
        for d in self.decisions:
            if d.game == game and d.action == action:
                if d.kind == "checker":
                    return d
                found = d
        return found

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form (``version`` :data:`ANALYSIS_VERSION`)."""
        def dec(d: Decision) -> dict[str, Any]:
            out = asdict(d)
            out["candidates"] = [[c.text, round(c.equity, 5), list(c.chances) if c.chances else None]
                                 for c in d.candidates]
            out["equity_lost"] = round(d.equity_lost, 5)
            out["cost"] = round(d.cost, 5)
            out["mwc"] = None if d.mwc is None else [round(x, 7) for x in d.mwc]
            return out
        return {
            "version": ANALYSIS_VERSION, "level": self.level, "games": list(self.games),
            "seconds": round(self.seconds, 2), "partial": self.partial,
            "decisions": [dec(d) for d in self.decisions],
            "lucks": [[r.game, r.action, r.player, list(r.dice), round(r.luck, 5), round(r.cost, 5)]
                      for r in self.lucks],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any], record: MatchRecord | None = None) -> MatchAnalysis:
        """Inverse of :meth:`to_dict`; the players' figures are summarised
        again (with ``record``'s names and results when given).  Raises
        :class:`ValueError` for a newer version or a wrong shape."""
        version = data.get("version")
        if not isinstance(version, int) or version > ANALYSIS_VERSION:
            raise ValueError(f"the analysis is version {version!r}; this program reads version "
                             f"{ANALYSIS_VERSION} and older: update the program to read it")
        try:
            decisions = []
            for d in data["decisions"]:
                cands = tuple(Candidate(str(t), float(e), tuple(c) if c else None)
                              for t, e, c in d.get("candidates", []))
                decisions.append(Decision(
                    int(d["game"]), int(d["action"]), int(d["player"]), str(d["kind"]), str(d["made"]),
                    str(d["best"]), float(d["equity_lost"]), float(d["cost"]), str(d["error"]),
                    str(d["position_id"]), tuple(d["dice"]) if d.get("dice") else None,
                    cands, (float(d["mwc"][0]), float(d["mwc"][1])) if d.get("mwc") else None))
            lucks = [RollLuck(int(g), int(a), int(p), (int(dice[0]), int(dice[1])), float(luck), float(cost),
                              luck_class(float(luck)))
                     for g, a, p, dice, luck, cost in data["lucks"]]
            partial = data.get("partial")
            result = cls(str(data["level"]), decisions, lucks, None, tuple(int(g) for g in data["games"]),
                         float(data.get("seconds", 0.0)), None if partial is None else int(partial))
        except (KeyError, TypeError, IndexError) as exc:
            raise ValueError(f"the analysis data is not valid: {exc!r}") from None
        if record is not None:
            result.players = summarise(record, result)
        return result


# ---------------------------------------------------------------- queries
@dataclass(frozen=True)
class TurnQuery:
    """One turn to evaluate (picklable: it crosses to the engine's process).

    ``position`` is the board before the roll seen by ``player`` (the
    mover), ``context`` the game around it; ``dice`` the roll (None when
    the turn ended in a double that was dropped, or the record stops
    before the roll); ``opening`` for the opening roll (no cube decision);
    ``cube`` True when the rules let the mover double before the roll
    (:meth:`Game.can_double <backgammon_qt.model.game.Game.can_double>`:
    not in the Crawford game, not the opponent's cube, below the cube cap;
    the evaluator also leaves out a dead cube in a match, bgsage's test
    :func:`.sage.may_double`);
    ``cube_action`` the action taken before the roll: "double" (then
    ``answer`` "take", "drop" or "beaver" if answered; after a beaver,
    ``beaver_answer`` the doubler's "take" or "drop" of the redouble), or
    "no double";
    ``play`` the play made (None when none was recorded, e.g. no legal
    play); ``game`` and the indices of the actions in the game's record
    (``cube_index``: the double or, for no double, the roll; ``answer_index``;
    ``beaver_answer_index``; ``roll_index``; ``move_index``); ``with_luck``
    False to leave out the luck of the roll (the tutor: it costs a look at
    every roll).
    """

    game: int
    player: int
    position: Position
    context: GameContext
    dice: tuple[int, int] | None
    opening: bool
    cube: bool
    cube_action: str | None = None
    answer: str | None = None
    play: Play | None = None
    cube_index: int = -1
    answer_index: int = -1
    roll_index: int = -1
    move_index: int = -1
    beaver_answer: str | None = None
    beaver_answer_index: int = -1
    with_luck: bool = True


def _context_for(match_game: Any, player: int) -> GameContext:
    return GameContext.for_game(match_game, player)


def turn_queries(record: MatchRecord, games: Sequence[int] | None = None) -> Iterator[TurnQuery]:
    """The turns of ``record`` (of the games numbered in ``games``, 0-based;
    default all) in order, replayed through the rules model.  Raises
    :class:`RecordError` when the record does not replay."""
    from ..model.game import Game

    match = Match(record.match_length, record.rules, record.players)
    if record.games:
        try:
            match.start_score = record.games[0].score_before
        except ValueError as exc:
            raise RecordError(exc, 0) from None
    wanted = set(range(len(record.games))) if games is None else set(games)
    for gi, grec in enumerate(record.games):
        try:
            game: Game = match.new_game(setup=grec.setup, crawford=bool(grec.crawford))
        except RuleError as exc:
            raise RecordError(exc, gi) from None
        pending: dict[str, Any] | None = None      # the turn being collected
        setup = grec.setup
        if setup is not None and setup.dice is not None and game.phase is Phase.MOVING and game.turn is not None:
            # a set-up with the dice already rolled: its first turn has no roll action; its play is
            # analysed, its roll has no luck (the dice were given, not rolled) nor a cube decision
            mover = game.on_roll
            pending = dict(game=gi, player=mover, position=game.position, context=_context_for(game, mover),
                           dice=game.dice, opening=False, cube=False, with_luck=False)

        def flush(g: int = gi) -> Iterator[TurnQuery]:
            nonlocal pending
            if pending is not None and g in wanted:
                yield TurnQuery(**pending)
            pending = None

        for ai, action in enumerate(grec.actions):
            kind = action.kind
            phase = game.phase
            try:
                if kind is ActionKind.OPENING:
                    game.apply(action)
                    if game.on_roll >= 0 and game.dice is not None:
                        yield from flush()
                        mover = game.on_roll
                        pending = dict(game=gi, player=mover, position=game.position,
                                       context=_context_for(game, mover), dice=game.dice, opening=True,
                                       cube=False, roll_index=ai)
                        if game.phase is not Phase.MOVING:   # no legal play (cannot happen at the start)
                            yield from flush()
                    continue
                if kind in (ActionKind.ROLL, ActionKind.DOUBLE) and phase is Phase.ROLLING:
                    mover = game.on_roll
                    if pending is None or pending["player"] != mover or pending.get("dice") is not None:
                        yield from flush()
                        context = _context_for(game, mover)
                        pending = dict(game=gi, player=mover, position=game.position, context=context,
                                       dice=None, opening=False, cube=game.can_double())
                    if kind is ActionKind.DOUBLE:
                        pending.update(cube_action="double", cube_index=ai)
                        game.apply(action)
                        continue
                    if pending.get("cube_action") is None:
                        pending.update(cube_action="no double", cube_index=ai)
                    game.apply(action)
                    pending.update(dice=game.last_pass[1] if game.phase is Phase.ROLLING and game.last_pass
                                   else game.dice, roll_index=ai)
                    if game.phase is not Phase.MOVING:          # no legal play: passed at once
                        yield from flush()
                    continue
                if kind in (ActionKind.TAKE, ActionKind.DROP, ActionKind.BEAVER) and phase is Phase.DOUBLED:
                    if pending is not None and pending.get("answer") is None and pending.get("dice") is None:
                        pending.update(answer=kind.value, answer_index=ai)
                    elif (pending is not None and pending.get("answer") == "beaver" and pending.get("dice") is None
                          and pending.get("beaver_answer") is None and kind is not ActionKind.BEAVER):
                        pending.update(beaver_answer=kind.value, beaver_answer_index=ai)   # the redouble's answer
                    game.apply(action)
                    if kind is ActionKind.DROP:
                        yield from flush()
                    continue
                if kind is ActionKind.MOVE and phase is Phase.MOVING and game.turn is not None:
                    mover = game.on_roll
                    game.apply(action)
                    if pending is not None and pending["player"] == mover:
                        after = game.position_for(mover)
                        legal = legal_plays(pending["position"], pending["dice"],
                                            minimize_wasted_pips=record.rules.minimize_wasted_pips)
                        try:
                            play = legal.play_for(after)
                        except IllegalMoveError:
                            play = None
                        pending.update(play=play, move_index=ai)
                    yield from flush()
                    continue
                game.apply(action)
            except (RuleError, IllegalMoveError, InvalidNotationError) as exc:
                raise RecordError(exc, gi, ai) from None
        yield from flush()


def _after_cube(query: TurnQuery) -> GameContext:
    """The context the roll and the play of ``query``'s turn are made in:
    after a double taken, the cube doubled and the taker's (the mover's
    opponent's); after a beaver the doubler takes, four times the cube and
    the beaverer's; else the context before the roll."""
    ctx = query.context
    if query.cube_action != "double":
        return ctx
    if query.answer == "take":
        factor = 2
    elif query.answer == "beaver" and query.beaver_answer == "take":
        factor = 4
    else:
        return ctx
    return replace(ctx, cube_value=ctx.cube_value * factor, cube_owner=CubeOwner.OPPONENT)


# ---------------------------------------------------------------- evaluation
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
    equities are normalised to that cube.
    """

    cube: tuple[float, float, float] | None
    take: float | None
    luck: float | None
    plays: tuple[tuple[Play, float, Chances], ...]
    legal: int
    mwc: tuple[float, float] | None = None
    cube_chances: tuple[float, float, float, float, float] | None = None
    play_mwc: tuple[float, float] | None = None


class SageAnalyser:
    """Evaluates :class:`TurnQuery` objects with bgsage in this process
    (the engine's child process calls this).  Analyzers are made per
    ``eval_level`` on first use."""

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

    def evaluate(self, query: TurnQuery, level: str) -> TurnEval:
        """Evaluate ``query`` at the analysis level ``level``."""
        import bgbot_cpp
        import bgsage

        from .board import to_board
        from .sage import _chances, _cube_args, may_double

        if level not in ANALYSIS_LEVELS:
            raise ValueError(f"unknown analysis level {level!r}; levels: {', '.join(ANALYSIS_LEVELS)}")
        eval_level = ANALYSIS_LEVELS[level][1]
        analyzer = self._analyzer(eval_level)
        ctx = query.context
        play_ctx = _after_cube(query)       # the roll and the play: after a double taken, its cube
        board = to_board(query.position)
        args = _cube_args(ctx)
        play_args = _cube_args(play_ctx)
        cube: tuple[float, float, float] | None = None
        cube_chances: tuple[float, float, float, float, float] | None = None
        take: float | None = None
        luck: float | None = None
        # luck: 1-ply per-roll equities from a 2-ply (or deeper) cube analysis with details
        detail = None
        if query.dice is not None and query.with_luck:
            lucky = analyzer if eval_level != "1ply" else self._analyzer("2ply")
            detail = lucky.cube_action(board, incl_2ply_details=True, **play_args)
            result = bgsage.roll_luck(detail, *query.dice, is_opening_roll=query.opening)
            luck = result.luck if result is not None else None
        if query.cube and may_double(ctx):
            # the luck's evaluation serves when made at this level with this cube
            r = (detail if detail is not None and eval_level != "1ply" and play_ctx == ctx
                 else analyzer.cube_action(board, **args))
            cube = (r.equity_nd, r.equity_dt, r.equity_dp)
            c = _chances(r.probs)
            cube_chances = (c.win, c.win_gammon, c.win_backgammon, c.lose_gammon, c.lose_backgammon)
            if query.cube_action == "double" or ctx.beavers:
                if ctx.is_money and ctx.beavers:
                    nb = analyzer.cube_action(board, **{**args, "beaver": False})
                    take = -nb.equity_dt
                else:
                    take = -r.equity_dt
        plays: list[tuple[Play, float, Chances]] = []
        n_legal = 0
        if query.dice is not None:
            legal: LegalPlays = legal_plays(query.position, query.dice,
                                            minimize_wasted_pips=ctx.minimize_wasted_pips)
            n_legal = len(legal)
            if n_legal:
                d1, d2 = query.dice
                res = analyzer.checker_play(board, d1, d2, **play_args)
                ours = {tuple(to_board(p.position)): p for p in legal}
                found: dict[Play, tuple[float, float, Chances]] = {}
                for m in res.moves:
                    p = ours.get(tuple(m.board))
                    if p is not None and p not in found:
                        found[p] = (m.equity, m.cubeless_equity, _chances(m.probs))
                pm_args = dict(play_args)
                del pm_args["beaver"]
                wanted = [p for p in legal if p not in found]
                if query.play is not None and query.play not in found:
                    wanted = [query.play]
                elif len(found) >= self.TOP:
                    wanted = []
                for p in wanted:
                    pm = analyzer.post_move_analytics(to_board(p.position), **pm_args)
                    found[p] = (pm.cubeful_equity, pm.cubeless_equity, _chances(pm.probs))
                key: Literal[0, 1] = 0 if ctx.cube else 1
                other: Literal[0, 1] = 1 if ctx.cube else 0
                rows = sorted(found.items(), key=lambda kv: (-kv[1][key], -kv[1][other]))
                keep = rows[:self.TOP]
                if query.play is not None and all(p != query.play for p, _ in keep):
                    keep += [kv for kv in rows if kv[0] == query.play]
                plays = [(p, v[key], v[2]) for p, v in keep]
        mwc = play_mwc = None
        if not ctx.is_money:
            away1, away2 = ctx.away
            def line(cube_value: int) -> tuple[float, float]:
                zero = bgbot_cpp.eq2mwc(0.0, away1, away2, cube_value, ctx.crawford)
                one = bgbot_cpp.eq2mwc(1.0, away1, away2, cube_value, ctx.crawford)
                return float(one - zero), float(zero)
            mwc = line(ctx.cube_value)
            if play_ctx.cube_value != ctx.cube_value:
                play_mwc = line(play_ctx.cube_value)
        return TurnEval(cube, take, luck, tuple(plays), n_legal, mwc, cube_chances, play_mwc)


Evaluator = Callable[[TurnQuery, str], TurnEval]
"""``evaluate(query, level)``: :meth:`SageAnalyser.evaluate`, or the process
engine's ``analyse_turn`` with its cancel token bound."""


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
    play_ctx = _after_cube(q)                 # the roll and the play: with the cube after the cube action
    play_mwc = ev.play_mwc if ev.play_mwc is not None else ev.mwc
    if q.play is not None and ev.legal > 1 and ev.plays:
        best_play, best_eq, _ = ev.plays[0]
        made_eq = next((e for p, e, _ in ev.plays if p == q.play), best_eq)
        lost = max(0.0, best_eq - made_eq)
        cands = tuple(Candidate(str(p), e, (c.win, c.win_gammon, c.win_backgammon, c.lose_gammon,
                                            c.lose_backgammon)) for p, e, c in ev.plays)
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


def analyse_record(record: MatchRecord, evaluate: Evaluator, level: str = DEFAULT_ANALYSIS_LEVEL, *,
                   games: Sequence[int] | None = None,
                   progress: Callable[[int, int], None] | None = None,
                   on_turn: Callable[[TurnReport], None] | None = None,
                   cancel: CancelToken = None) -> MatchAnalysis:
    """Analyse ``record`` (the games in ``games``, default all) at ``level``
    with ``evaluate`` (see :data:`Evaluator`).  ``progress(done, total)`` is
    called before the first turn and after each; ``on_turn`` with each
    turn's :class:`TurnReport` (before its ``progress``); :class:`Cancelled`
    is raised between turns when ``cancel`` is set.  Raises
    :class:`RecordError` for a record that does not replay and
    :class:`ValueError` for an unknown level."""
    if level not in ANALYSIS_LEVELS:
        raise ValueError(f"unknown analysis level {level!r}; levels: {', '.join(ANALYSIS_LEVELS)}")
    t0 = time.perf_counter()
    queries = list(turn_queries(record, games))
    result = MatchAnalysis(level, games=tuple(sorted({q.game for q in queries}
                                                     | set(games if games is not None
                                                           else range(len(record.games))))))
    total = len(queries)
    if progress is not None:
        progress(0, total)
    for i, q in enumerate(queries):
        raise_if_cancelled(cancel)
        ev = evaluate(q, level)
        decisions, luck = turn_decisions(q, ev)
        result.decisions.extend(decisions)
        if luck is not None:
            result.lucks.append(luck)
        if on_turn is not None:
            on_turn(TurnReport(i + 1, total, q.game, tuple(decisions), luck))
        if progress is not None:
            progress(i + 1, total)
    result.seconds = time.perf_counter() - t0
    result.players = summarise(record, result)
    return result


def _counts(decisions: Sequence[Decision]) -> dict[str, int]:
    return {"doubtful": sum(d.error == "doubtful" for d in decisions),
            "bad": sum(d.error == "bad" for d in decisions),
            "very_bad": sum(d.error == "very bad" for d in decisions)}


def summarise(record: MatchRecord, analysis: MatchAnalysis) -> tuple[PlayerStats, PlayerStats]:
    """Each player's figures from ``analysis`` of ``record``."""
    games = list(analysis.games) or list(range(len(record.games)))
    stats = []
    finished = {g for g in games if g < len(record.games) and record.games[g].outcome is not None}
    if analysis.partial is not None:
        finished.discard(analysis.partial)        # analysed in part
    luck_cost = [0.0, 0.0]            # of the finished games: the luck-adjusted result's
    for r in analysis.lucks:
        if r.game in finished:
            luck_cost[r.player] += r.cost
    for player in (0, 1):
        mine = analysis.decisions_of(player)
        checker = [d for d in mine if d.kind == "checker"]
        cube = [d for d in mine if d.kind == "cube"]
        total = sum(d.equity_lost for d in mine)
        n = len(mine)
        rate = 1000.0 * total / n if n else None
        per_game = tuple(sum(r.luck for r in analysis.lucks if r.player == player and r.game == g) for g in games)
        lucks = [r for r in analysis.lucks if r.player == player]
        lucky = {k: sum(r.kind == k for r in lucks) for k in ("very lucky", "lucky", "unlucky", "very unlucky")}
        stats.append(PlayerStats(
            name=record.players[player], checker_decisions=len(checker), cube_decisions=len(cube),
            error_total=total, error_rate=rate, pr=500.0 * total / n if n else None,
            checker_error_rate=1000.0 * sum(d.equity_lost for d in checker) / len(checker) if checker else None,
            cube_error_rate=1000.0 * sum(d.equity_lost for d in cube) / len(cube) if cube else None,
            errors=_counts(mine), checker_errors=_counts(checker), cube_errors=_counts(cube),
            luck=sum(r.luck for r in lucks), luck_per_game=per_game,
            luck_cost=sum(r.cost for r in lucks), lucky=lucky, luck_adjusted=None,
            rating=rating_word(total / n if n else None)))
    adjusted = _luck_adjusted(record, sorted(finished), luck_cost)
    return (replace(stats[0], luck_adjusted=adjusted[0]), replace(stats[1], luck_adjusted=adjusted[1]))


def _luck_adjusted(record: MatchRecord, games: Sequence[int], luck_cost: list[float]) -> tuple[float | None, ...]:
    """gnubg's luck-adjusted result of ``games`` (finished games, fully
    analysed): the actual result minus the luck difference (``luck_cost``,
    each player's luck in those games only).  Money: points won per game; a
    match: match-winning chances: the change of the player's chances over
    those games, summed game by game (+50% for winning a match from 0-0),
    minus the luck difference in chances.  None for both without a
    finished game."""
    finished = [record.games[g] for g in games]
    if not finished:
        return None, None
    net = [0.0, 0.0]
    for grec in finished:
        assert grec.outcome is not None
        w = grec.outcome.winner
        net[w] += grec.outcome.points
        net[1 - w] -= grec.outcome.points
    if record.match_length == 0:
        n = len(finished)
        return tuple((net[p] - (luck_cost[p] - luck_cost[1 - p])) / n for p in (0, 1))
    # a match: the change of match-winning chances over the analysed games
    try:
        import bgbot_cpp
    except ImportError:  # pragma: no cover - bgsage is a dependency
        return None, None
    length = record.match_length

    def mwc(score: tuple[int, int], player: int) -> float:
        a, b = length - score[player], length - score[1 - player]
        if a <= 0:
            return 1.0
        if b <= 0:
            return 0.0
        return float(bgbot_cpp.get_met(a, b, False))

    out = []
    for p in (0, 1):
        # game by game: the games analysed need not follow one another (a game left out, or one
        # analysed in part, is not counted: neither its result nor its luck)
        change = 0.0
        for grec in finished:
            assert grec.outcome is not None
            end = list(grec.score_before)
            end[grec.outcome.winner] += grec.outcome.points
            change += mwc((end[0], end[1]), p) - mwc(grec.score_before, p)
        out.append(change - (luck_cost[p] - luck_cost[1 - p]))
    return tuple(out)
