"""The review's and the analysis' captions: the marks an analysis puts on
the move list (:func:`move_marks`, :func:`decision_text`), the game list's
titles (:func:`game_title`) and the caption over the review board
(:func:`step_caption`, :func:`review_state`).  No Qt."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Protocol

from backgammon_qt.model.record import GameRecord, MatchRecord

from .board import BoardState
from .move_list import action_text
from .texts import Num, Tr, _plain, _same, _signed

__all__ = ["AnalysedDecision", "MoveMark", "ERROR_MARKS", "ERROR_COLOURS", "move_marks", "decision_text",
           "game_title", "step_caption", "review_state"]


class AnalysedDecision(Protocol):
    """What the move list needs of an analysed decision
    (:class:`backgammon_qt.engine.analysis.Decision` has it)."""

    @property
    def game(self) -> int: ...
    @property
    def action(self) -> int: ...
    @property
    def player(self) -> int: ...
    @property
    def kind(self) -> str: ...
    @property
    def made(self) -> str: ...
    @property
    def best(self) -> str: ...
    @property
    def equity_lost(self) -> float: ...
    @property
    def error(self) -> str: ...


ERROR_MARKS = {"doubtful": "?!", "bad": "?", "very bad": "??"}
"""The mark after an entry of the move list, by error class (gnubg's classes,
the annotators' signs)."""

ERROR_COLOURS = {"doubtful": "#a07800", "bad": "#d35f00", "very bad": "#cc1f1f"}
"""The colour of an entry (and of the play's arrows on the board) by error class."""

_ERROR_ORDER = ("", "doubtful", "bad", "very bad")


@dataclass(frozen=True)
class MoveMark:
    """The analysis of one move-list entry: ``mark`` (``"?!"``, ``"?"``,
    ``"??"`` or ""), the worst ``error`` class of its decisions, the equity
    lost in all, and ``tip``: each decision in words."""

    mark: str
    error: str
    equity_lost: float
    tip: str


_DECISION_TEXTS = {
    (True, True, True): "Checker play {made} (best {best}): {equity}, {error}",
    (True, True, False): "Checker play {made} (best {best}): {equity}",
    (True, False, True): "Checker play {made}: {equity}, {error}",
    (True, False, False): "Checker play {made}: {equity}",
    (False, True, True): "Cube action {made} (best {best}): {equity}, {error}",
    (False, True, False): "Cube action {made} (best {best}): {equity}",
    (False, False, True): "Cube action {made}: {equity}, {error}",
    (False, False, False): "Cube action {made}: {equity}",
}
"""A decision in words, by (a checker play, not the best, an error class
to name): a whole sentence each, where a translation orders the parts."""


def decision_text(d: AnalysedDecision, tr: Tr = _same, words: Tr | None = None, num: Num = _plain) -> str:
    """One decision in words: ``"Checker play 13/9 (best 8/5 6/5): -0.105, bad"``
    (the equity lost by ``num``, the player's locale).
    ``words`` translates the analysis' own words -- a cube action
    (``"take"``), an error class (``"bad"``) -- where they are collected
    (default ``tr``); a play's text is written as it is."""
    words = tr if words is None else words
    made, best = (words(d.made), words(d.best)) if d.kind == "cube" else (d.made, d.best)
    template = _DECISION_TEXTS[(d.kind == "checker", d.best != d.made, bool(d.error))]
    return tr(template).format(made=made, best=best, equity=_signed(-d.equity_lost, 3, num),
                               error=words(d.error) if d.error else "")


def move_marks(game: GameRecord, index: int, decisions: Iterable[AnalysedDecision],
               tr: Tr = _same, words: Tr | None = None, num: Num = _plain) -> dict[int, MoveMark]:
    """The marks of game ``index``'s move-list entries from an analysis'
    ``decisions``, keyed by the entry's step (:attr:`MoveCell.step`): a play
    or cube action at action ``a`` marks the entry of step ``a + 1``; a
    double not offered (its action the roll) marks the turn's play.  An entry
    with several decisions (no double, then the play) takes the worst class
    and the sum of the equity lost."""
    found: dict[int, list[AnalysedDecision]] = {}
    actions = game.actions
    for d in decisions:
        if d.game != index or not 0 <= d.action < len(actions):
            continue
        step = d.action + 1
        if d.kind == "cube" and actions[d.action].kind == "roll":
            step = d.action + 1             # a dance: the "cannot move" entry follows the roll
            for m in range(d.action + 1, len(actions)):
                if actions[m].kind == "move" and actions[m].player == d.player:
                    step = m + 1
                    break
                if actions[m].kind != "move":
                    break
        found.setdefault(step, []).append(d)
    marks = {}
    for step, ds in found.items():
        worst = max((d.error for d in ds), key=_ERROR_ORDER.index)
        marks[step] = MoveMark(ERROR_MARKS.get(worst, ""), worst, sum(d.equity_lost for d in ds),
                               "\n".join(decision_text(d, tr, words, num) for d in ds))
    return marks


def game_title(record: MatchRecord, index: int, tr: Tr = _same) -> str:
    """The game list's row of game ``index`` (0-based): ``"Game 3: 2–1
    (Crawford), Alice wins 2 points"``."""
    game = record.games[index]
    a, b = game.score_before
    o = game.outcome
    if o is None:
        title = tr("Game {n}: {a}\u2013{b} (Crawford)") if game.crawford else tr("Game {n}: {a}\u2013{b}")
    elif game.crawford:
        title = tr("Game {n}: {a}\u2013{b} (Crawford), {w} wins %n point(s)", "", o.points)
    else:
        title = tr("Game {n}: {a}\u2013{b}, {w} wins %n point(s)", "", o.points)
    return title.format(n=index + 1, a=a, b=b, w=record.players[o.winner] if o else "")


def step_caption(record: MatchRecord, index: int, actions: int, state: BoardState, score: tuple[int, int],
                 tr: Tr = _same) -> str:
    """The caption over the review board after ``actions`` actions of game
    ``index`` (0-based): the game and score before its first action, the
    result at its end, else who did what."""
    game = record.games[index]
    names = record.players
    if actions == 0:
        return tr("Game {n}: {pa} {a}, {pb} {b}").format(n=index + 1, pa=names[0], a=score[0], pb=names[1],
                                                         b=score[1])
    if actions == len(game.actions) and game.outcome is not None and state.prompt is not None:
        return state.prompt.text
    action = game.actions[actions - 1]
    who = names[action.player] if action.player in (0, 1) else ""
    words = action_text(game, actions - 1, tr)
    return f"{who}: {words}" if who else words


def review_state(state: BoardState, caption: str) -> BoardState:
    """``state`` made read-only: nothing to pick up, roll, click or answer;
    ``caption`` shown on the board instead of a prompt; no clocks."""
    p0, p1 = (replace(p, clock="", clock_low=False, can_claim=False) for p in state.players)
    return replace(state, players=(p0, p1), mover=None, roll_side=None, dice_clickable=False,
                   cube_clickable=False, cube_offered=False, prompt=None, message=caption)
