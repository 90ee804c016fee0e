"""The results of a match analysis and each player's figures: the
:class:`Decision` and :class:`RollLuck` entries, :class:`MatchAnalysis`
(saved with the match), gnubg's error, luck and rating classes, and
:func:`summarise` (pure Python, no bgsage but for the match equity table of
the luck-adjusted result).  The conventions are listed in
:mod:`.analysis`."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from ..model import MatchRecord
from ..model.errors import CodedError

__all__ = [
    "ANALYSIS_VERSION", "THRESHOLDS", "LUCK_THRESHOLDS", "RATINGS", "CLOSE_CUBE", "Candidate", "Decision",
    "RollLuck", "PlayerStats", "MatchAnalysis", "summarise", "error_class", "luck_class", "rating_word",
    "gnubg_plies", "AnalysisDataError",
]

ANALYSIS_VERSION = 1
"""The version of the analysis data (:meth:`MatchAnalysis.to_dict`)."""


class AnalysisDataError(CodedError):
    """Analysis data kept with a match (ours, or gnubg's read from its SGF
    file) that cannot be read: a newer version, a wrong shape, figures that
    do not fit the match.  A :class:`ValueError`; its template is
    translated for the player (context "Errors", as the model's and io's).
    ``game`` and ``action`` (0-based, as :class:`Decision` counts them; None
    when unknown) say where in the match the entry that failed is, for the
    file error the controller makes of it (io's ``MatchFileError``)."""

    game: int | None = None
    action: int | None = None

    def at(self, game: int | None, action: int | None) -> AnalysisDataError:
        """This error, saying it is of the entry at ``game`` and ``action``."""
        self.game, self.action = game, action
        return self

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
    ``equity`` (the decider's, normalised to the cube), cubeless
    ``chances`` after it (checker plays; None for cube actions) and the
    ``depth`` it was evaluated at, in bgsage's plies (1: the raw network,
    gnubg's 0-ply; see :func:`gnubg_plies`): a checker play the move
    filter left out of the analysis level's full depth keeps the value of
    the ply it last reached, as gnubg lists it; None where not known (a
    cube action, a rollout's value, an analysis kept before depths were
    recorded)."""

    text: str
    equity: float
    chances: tuple[float, float, float, float, float] | None = None
    depth: int | None = None


def gnubg_plies(depth: int) -> int:
    """gnubg's ply count of bgsage's ``depth`` (bgsage's N-ply is gnubg's
    N-1 ply: bgsage's 1-ply, the raw network, is gnubg's 0-ply)."""
    return depth - 1


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
    best plays, best first (and the play made when it is not among them;
    for a checker play, those valued at the analysis level's full depth,
    then, to fill the list, the best plays the move filter left at a
    lower depth, as gnubg lists them: see :attr:`Candidate.depth`),
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
    :func:`partial_analysis`).  ``kind_levels``: (the checker plays'
    level, the cube decisions' level) when they differ, as in gnubg's
    analysis read from its SGF file (cube decisions at 2-ply, checker plays
    at 1-ply, say; ``level`` is then the more common one); None when
    ``level`` is every decision's."""

    level: str
    decisions: list[Decision] = field(default_factory=list)
    lucks: list[RollLuck] = field(default_factory=list)
    players: tuple[PlayerStats, PlayerStats] | None = None
    games: tuple[int, ...] = ()
    seconds: float = 0.0
    partial: int | None = None
    kind_levels: tuple[str, str] | None = None

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
        """JSON-ready form (``version`` :data:`ANALYSIS_VERSION`).  Each
        decision's ``candidates`` are ``[text, equity, chances]`` lists and,
        when any depth is known, ``depths`` the candidates' depths in the
        same order (bgsage's plies, null where not known; a key of its own
        so that an analysis written before it, or read by a program
        without it, reads as before); ``kind_levels`` likewise, only when
        set."""
        def dec(d: Decision) -> dict[str, Any]:
            out = asdict(d)
            out["candidates"] = [[c.text, round(c.equity, 5), list(c.chances) if c.chances else None]
                                 for c in d.candidates]
            if any(c.depth is not None for c in d.candidates):
                out["depths"] = [c.depth for c in d.candidates]
            out["equity_lost"] = round(d.equity_lost, 5)
            out["cost"] = round(d.cost, 5)
            out["mwc"] = None if d.mwc is None else [round(x, 7) for x in d.mwc]
            return out
        data = {
            "version": ANALYSIS_VERSION, "level": self.level, "games": list(self.games),
            "seconds": round(self.seconds, 2), "partial": self.partial,
            "decisions": [dec(d) for d in self.decisions],
            "lucks": [[r.game, r.action, r.player, list(r.dice), round(r.luck, 5), round(r.cost, 5)]
                      for r in self.lucks],
        }
        if self.kind_levels is not None:
            data["kind_levels"] = list(self.kind_levels)
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any], record: MatchRecord | None = None) -> MatchAnalysis:
        """Inverse of :meth:`to_dict`; the players' figures are summarised
        again (with ``record``'s names and results when given).  Data with
        a ``gnubg`` key (gnubg's figures read from an SGF file) is read by
        :func:`.gnubg_import.read_analysis` instead (it needs the record).
        Raises :class:`AnalysisDataError` (a ``ValueError``) for data that
        is not an object, a newer version, gnubg's figures, a wrong shape or
        value (the decision's or roll's number in the data and, when it can
        be read, its game and action), or, with ``record``, a decision or
        roll that is not in the match (a game it does not have, a player
        that is not 0 or 1)."""
        if not isinstance(data, dict):
            raise AnalysisDataError("the analysis data is not an object")
        version = data.get("version")
        if not isinstance(version, int) or version > ANALYSIS_VERSION:
            raise AnalysisDataError("the analysis is version {version}; this program reads version {ours} and "
                                    "older: update the program to read it", version=repr(version),
                                    ours=ANALYSIS_VERSION)
        if "gnubg" in data:          # gnubg's figures read from an SGF file (io.sgf_analysis_read)
            raise AnalysisDataError("gnubg's analysis must be read together with its match")
        games = len(record.games) if record is not None else None
        try:
            raw_decisions, raw_lucks = list(data["decisions"]), list(data["lucks"])
            partial = data.get("partial")
            kinds = data.get("kind_levels")
            head = (str(data["level"]), tuple(int(g) for g in data["games"]), float(data.get("seconds", 0.0)),
                    None if partial is None else int(partial), None if kinds is None else (str(kinds[0]),
                                                                                           str(kinds[1])))
        except (KeyError, TypeError, IndexError, ValueError) as exc:
            raise AnalysisDataError("the analysis data is not valid: {detail}", detail=repr(exc)) from None
        decisions = [_entry("decision", n, d, _decision, games) for n, d in enumerate(raw_decisions, 1)]
        lucks = [_entry("roll", n, r, _roll_luck, games) for n, r in enumerate(raw_lucks, 1)]
        level, played, seconds, partial_game, kind_levels = head
        result = cls(level, decisions, lucks, None, played, seconds, partial_game, kind_levels)
        if record is not None:
            result.players = summarise(record, result)
        return result


def _decision(d: Any) -> Decision:
    """A :class:`Decision` from :meth:`MatchAnalysis.to_dict`'s form."""
    depths = d.get("depths") or []
    cands = tuple(Candidate(str(t), float(e), tuple(c) if c else None,
                            _depth(depths[k] if k < len(depths) else None))
                  for k, (t, e, c) in enumerate(d.get("candidates", [])))
    return Decision(
        int(d["game"]), int(d["action"]), int(d["player"]), str(d["kind"]), str(d["made"]),
        str(d["best"]), float(d["equity_lost"]), float(d["cost"]), str(d["error"]),
        str(d["position_id"]), tuple(d["dice"]) if d.get("dice") else None,
        cands, (float(d["mwc"][0]), float(d["mwc"][1])) if d.get("mwc") else None)


def _roll_luck(r: Any) -> RollLuck:
    """A :class:`RollLuck` from :meth:`MatchAnalysis.to_dict`'s form."""
    g, a, p, dice, luck, cost = r
    return RollLuck(int(g), int(a), int(p), (int(dice[0]), int(dice[1])), float(luck), float(cost),
                    luck_class(float(luck)))


def _entry(kind: str, n: int, raw: Any, read: Any, games: int | None) -> Any:
    """Entry number ``n`` (1-based) of the analysis data's decisions
    (``kind`` "decision") or rolls ("roll") read by ``read``: raises
    :class:`AnalysisDataError` naming it and, when they can be read, its
    game and action, for a wrong shape or value, a player not 0 or 1, a
    game or action below 0 or (``games``: the match's number of games) a
    game the match does not have."""
    where = _where(raw)
    try:
        entry = read(raw)
    except (KeyError, TypeError, IndexError, ValueError, AttributeError) as exc:
        if kind == "decision":
            raise AnalysisDataError("decision {n} of the analysis is not valid: {detail}", n=n,
                                    detail=repr(exc)).at(*where) from None
        raise AnalysisDataError("roll {n} of the analysis is not valid: {detail}", n=n,
                                detail=repr(exc)).at(*where) from None
    if entry.player not in (0, 1) or entry.game < 0 or entry.action < 0 or (games is not None
                                                                           and entry.game >= games):
        if kind == "decision":
            raise AnalysisDataError("decision {n} of the analysis names a game, action or player the match "
                                    "does not have", n=n).at(*where)
        raise AnalysisDataError("roll {n} of the analysis names a game, action or player the match does not "
                                "have", n=n).at(*where)
    return entry


def _where(raw: Any) -> tuple[int | None, int | None]:
    """The game and action (0-based) an entry of the analysis data names,
    when they are whole numbers (None each otherwise)."""
    if isinstance(raw, dict):
        game, action = raw.get("game"), raw.get("action")
    elif isinstance(raw, list | tuple) and len(raw) >= 2:
        game, action = raw[0], raw[1]
    else:
        return None, None

    def whole(value: Any) -> int | None:
        return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None

    return whole(game), whole(action)


def _depth(value: object) -> int | None:
    """A candidate's depth as :meth:`MatchAnalysis.to_dict` writes it (a
    positive whole number or null).  Raises ``TypeError`` for anything
    else."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise TypeError(f"a candidate's depth must be a positive whole number, not {value!r}")
    return value


def _counts(decisions: Sequence[Decision]) -> dict[str, int]:
    return {"doubtful": sum(d.error == "doubtful" for d in decisions),
            "bad": sum(d.error == "bad" for d in decisions),
            "very_bad": sum(d.error == "very bad" for d in decisions)}


def summarise(record: MatchRecord, analysis: MatchAnalysis) -> tuple[PlayerStats, PlayerStats]:
    """Each player's figures from ``analysis`` of ``record``."""
    games = list(analysis.games) or list(range(len(record.games)))
    finished = {g for g in games if g < len(record.games) and record.games[g].outcome is not None}
    if analysis.partial is not None:
        finished.discard(analysis.partial)        # analysed in part
    luck_cost = [0.0, 0.0]            # of the finished games: the luck-adjusted result's
    for r in analysis.lucks:
        if r.game in finished:
            luck_cost[r.player] += r.cost
    stats = [_player_stats(record, analysis, player, games) for player in (0, 1)]
    adjusted = _luck_adjusted(record, sorted(finished), luck_cost)
    return (replace(stats[0], luck_adjusted=adjusted[0]), replace(stats[1], luck_adjusted=adjusted[1]))


def _player_stats(record: MatchRecord, analysis: MatchAnalysis, player: int, games: Sequence[int]) -> PlayerStats:
    """The figures of ``player`` (0 or 1) in ``analysis`` of ``record`` over ``games`` (0-based),
    without the luck-adjusted result (:func:`summarise` adds it)."""
    mine = analysis.decisions_of(player)
    checker = [d for d in mine if d.kind == "checker"]
    cube = [d for d in mine if d.kind == "cube"]
    total = sum(d.equity_lost for d in mine)
    n = len(mine)
    rate = 1000.0 * total / n if n else None
    per_game = tuple(sum(r.luck for r in analysis.lucks if r.player == player and r.game == g) for g in games)
    lucks = [r for r in analysis.lucks if r.player == player]
    lucky = {k: sum(r.kind == k for r in lucks) for k in ("very lucky", "lucky", "unlucky", "very unlucky")}
    return PlayerStats(
        name=record.players[player], checker_decisions=len(checker), cube_decisions=len(cube),
        error_total=total, error_rate=rate, pr=500.0 * total / n if n else None,
        checker_error_rate=1000.0 * sum(d.equity_lost for d in checker) / len(checker) if checker else None,
        cube_error_rate=1000.0 * sum(d.equity_lost for d in cube) / len(cube) if cube else None,
        errors=_counts(mine), checker_errors=_counts(checker), cube_errors=_counts(cube),
        luck=sum(r.luck for r in lucks), luck_per_game=per_game,
        luck_cost=sum(r.cost for r in lucks), lucky=lucky, luck_adjusted=None,
        rating=rating_word(total / n if n else None))


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
