"""The turns of a match record to analyse: :func:`turn_queries` replays a
:class:`~backgammon_qt.model.MatchRecord` through the rules model and
yields one :class:`TurnQuery` per turn (the pre-roll position with its
:class:`GameContext`, the roll, the play made, the cube action taken); pure
Python, no bgsage."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..model import (
    ActionKind,
    IllegalMoveError,
    InvalidNotationError,
    Match,
    MatchRecord,
    Phase,
    Play,
    Position,
    RecordError,
    RuleError,
    legal_plays,
)
from .base import CubeOwner, GameContext

__all__ = ["TurnQuery", "turn_queries", "after_cube"]


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
    :func:`.base.may_double`);
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


class _GameTurns:
    """The turns of one game of a record, collected while its actions are replayed.

    ``pending`` holds the fields of the turn being collected (a :class:`TurnQuery`'s keyword
    arguments); :meth:`flush` yields it (when game ``gi`` is wanted) and starts afresh.  Each
    ``_on_*`` method applies one action to ``game`` and yields the turns it completes.
    """

    def __init__(self, game: Any, gi: int, wanted: bool, minimize_wasted_pips: bool) -> None:
        self.game = game
        self.gi = gi
        self.wanted = wanted
        self.minimize_wasted_pips = minimize_wasted_pips
        self.pending: dict[str, Any] | None = None

    def flush(self) -> Iterator[TurnQuery]:
        if self.pending is not None and self.wanted:
            yield TurnQuery(**self.pending)
        self.pending = None

    def step(self, ai: int, action: Any) -> Iterator[TurnQuery]:
        """Apply action ``ai`` of the game, yielding the turns it completes."""
        game, kind, phase = self.game, action.kind, self.game.phase
        if kind is ActionKind.OPENING:
            yield from self._on_opening(ai, action)
        elif kind in (ActionKind.ROLL, ActionKind.DOUBLE) and phase is Phase.ROLLING:
            yield from self._on_roll_or_double(ai, action)
        elif kind in (ActionKind.TAKE, ActionKind.DROP, ActionKind.BEAVER) and phase is Phase.DOUBLED:
            yield from self._on_answer(ai, action)
        elif kind is ActionKind.MOVE and phase is Phase.MOVING and game.turn is not None:
            yield from self._on_move(ai, action)
        else:
            game.apply(action)

    def _on_opening(self, ai: int, action: Any) -> Iterator[TurnQuery]:
        game = self.game
        game.apply(action)
        if game.on_roll >= 0 and game.dice is not None:
            yield from self.flush()
            mover = game.on_roll
            self.pending = dict(game=self.gi, player=mover, position=game.position,
                                context=_context_for(game, mover), dice=game.dice, opening=True,
                                cube=False, roll_index=ai)
            if game.phase is not Phase.MOVING:   # no legal play (cannot happen at the start)
                yield from self.flush()

    def _on_roll_or_double(self, ai: int, action: Any) -> Iterator[TurnQuery]:
        game = self.game
        mover = game.on_roll
        if self.pending is None or self.pending["player"] != mover or self.pending.get("dice") is not None:
            yield from self.flush()
            context = _context_for(game, mover)
            self.pending = dict(game=self.gi, player=mover, position=game.position, context=context,
                                dice=None, opening=False, cube=game.can_double())
        pending = self.pending
        if action.kind is ActionKind.DOUBLE:
            pending.update(cube_action="double", cube_index=ai)
            game.apply(action)
            return
        if pending.get("cube_action") is None:
            pending.update(cube_action="no double", cube_index=ai)
        game.apply(action)
        pending.update(dice=game.last_pass[1] if game.phase is Phase.ROLLING and game.last_pass
                       else game.dice, roll_index=ai)
        if game.phase is not Phase.MOVING:          # no legal play: passed at once
            yield from self.flush()

    def _on_answer(self, ai: int, action: Any) -> Iterator[TurnQuery]:
        kind, pending = action.kind, self.pending
        if pending is not None and pending.get("answer") is None and pending.get("dice") is None:
            pending.update(answer=kind.value, answer_index=ai)
        elif (pending is not None and pending.get("answer") == "beaver" and pending.get("dice") is None
              and pending.get("beaver_answer") is None and kind is not ActionKind.BEAVER):
            pending.update(beaver_answer=kind.value, beaver_answer_index=ai)   # the redouble's answer
        self.game.apply(action)
        if kind is ActionKind.DROP:
            yield from self.flush()

    def _on_move(self, ai: int, action: Any) -> Iterator[TurnQuery]:
        game, pending = self.game, self.pending
        mover = game.on_roll
        game.apply(action)
        if pending is not None and pending["player"] == mover:
            after = game.position_for(mover)
            legal = legal_plays(pending["position"], pending["dice"],
                                minimize_wasted_pips=self.minimize_wasted_pips)
            try:
                play = legal.play_for(after)
            except IllegalMoveError:
                play = None
            pending.update(play=play, move_index=ai)
        yield from self.flush()


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
        turns = _GameTurns(game, gi, gi in wanted, record.rules.minimize_wasted_pips)
        setup = grec.setup
        if setup is not None and setup.dice is not None and game.phase is Phase.MOVING and game.turn is not None:
            # a set-up with the dice already rolled: its first turn has no roll action; its play is
            # analysed, its roll has no luck (the dice were given, not rolled) nor a cube decision
            mover = game.on_roll
            turns.pending = dict(game=gi, player=mover, position=game.position, context=_context_for(game, mover),
                                 dice=game.dice, opening=False, cube=False, with_luck=False)
        for ai, action in enumerate(grec.actions):
            try:
                yield from turns.step(ai, action)
            except (RuleError, IllegalMoveError, InvalidNotationError) as exc:
                raise RecordError(exc, gi, ai) from None
        yield from turns.flush()


def after_cube(query: TurnQuery) -> GameContext:
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

