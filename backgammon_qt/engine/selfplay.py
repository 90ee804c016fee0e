"""Computer against computer through the rules model: whole games with the
cube, seeded dice, every engine decision applied by
:class:`~backgammon_qt.model.game.Game` (which refuses anything illegal).

Used by ``python -m backgammon_qt.engine selfplay``, the tests and the
benchmark.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from ..model import IllegalMoveError, Position, RuleError
from ..model.dice import RandomDice
from ..model.game import Game, Phase
from ..model.match import Match
from ..model.rules import RuleOptions
from .base import Engine, GameContext, TakeAction

__all__ = ["GameResult", "SelfPlayStats", "play_game", "self_play"]


@dataclass
class SelfPlayStats:
    """Figures over a self-play run.

    ``illegal_moves`` counts engine plays the rules model refused
    (``Game.play`` raised or the play was not in the turn's legal set); it
    must stay 0.  ``remapped`` counts plays where bgsage's own first choice
    was not one of our legal plays and the best legal one was made instead
    (from :attr:`SageEngine.remapped`).  ``move_ms`` holds the wall time of
    every checker-play decision (forced plays included), ``cube_ms`` of
    every cube or take decision.
    """

    illegal_moves: int = 0
    remapped: int = 0
    move_ms: list[float] = field(default_factory=list)
    cube_ms: list[float] = field(default_factory=list)
    positions: list[tuple[Position, tuple[int, int], GameContext]] = field(default_factory=list)


@dataclass(frozen=True)
class GameResult:
    """One finished game: ``winner`` (0 or 1), ``points`` won, number of
    checker plays ``moves``, the outcome's ``reason`` (bearoff, drop...),
    the final cube value and whether it was the Crawford game."""

    winner: int
    points: int
    moves: int
    reason: str
    cube: int
    crawford: bool = False


def play_game(game: Game, engines: tuple[Engine, Engine], stats: SelfPlayStats,
              on_play: Callable[[Game], None] | None = None) -> GameResult:
    """Play ``game`` to its end with ``engines[0]`` for player 0 and
    ``engines[1]`` for player 1.  Raises :class:`IllegalMoveError` (after
    counting it in ``stats``) if an engine's play is refused."""
    moves = 0
    while game.phase is Phase.OPENING:
        game.roll_opening()
    while game.phase is not Phase.OVER:
        engine = engines[game.to_act]
        context = GameContext.for_game(game)
        if game.phase is Phase.ROLLING:
            if game.can_double():
                t0 = time.perf_counter()
                decision = engine.cube_decision(game.position, context)
                stats.cube_ms.append((time.perf_counter() - t0) * 1000)
                if decision.double:
                    game.double()
                    continue
            game.roll()
        elif game.phase is Phase.DOUBLED:
            beavered = game.to_act == game.on_roll  # the doubler answers a beaver
            t0 = time.perf_counter()
            answer = engine.take_decision(game.position, context, beavered=beavered)
            stats.cube_ms.append((time.perf_counter() - t0) * 1000)
            if answer.action is TakeAction.BEAVER and game.can_beaver():
                game.beaver()
            elif answer.action is TakeAction.DROP:
                game.drop()
            else:
                game.take()
        elif game.phase is Phase.MOVING:
            assert game.turn is not None and game.dice is not None
            position, dice = game.turn.start, game.dice
            stats.positions.append((position, dice, context))
            remapped = getattr(engine, "remapped", 0)
            t0 = time.perf_counter()
            play = engine.choose_play(position, dice, context)
            stats.move_ms.append((time.perf_counter() - t0) * 1000)
            stats.remapped += getattr(engine, "remapped", 0) - remapped
            if play not in game.turn.legal_plays:
                stats.illegal_moves += 1
                raise IllegalMoveError(f"engine play {play} is not legal in {position!r} with {dice}")
            try:
                game.play(str(play))
            except (IllegalMoveError, RuleError):
                stats.illegal_moves += 1
                raise
            moves += 1
            if on_play is not None:
                on_play(game)
        else:  # pragma: no cover - self-play never resigns
            raise RuleError(f"unexpected phase {game.phase}")
    outcome = game.outcome
    assert outcome is not None
    return GameResult(outcome.winner, outcome.points, moves, outcome.reason, outcome.cube, game.crawford)


def self_play(games: int, seed: int, engines: tuple[Engine, Engine], *, match_length: int = 0,
              rules: RuleOptions | None = None, stats: SelfPlayStats | None = None,
              report: Callable[[int, GameResult], None] | None = None) -> tuple[list[GameResult], SelfPlayStats]:
    """Play ``games`` games with dice from ``RandomDice(seed)``: money
    games (``match_length`` 0; rules default :meth:`RuleOptions.money`:
    cube, Jacoby, beavers) or the games of successive matches to
    ``match_length`` (rules default :meth:`RuleOptions.match`), a new match
    starting when one ends.  ``report(i, result)`` is called after game
    ``i`` (1-based)."""
    if rules is None:
        rules = RuleOptions.money() if match_length == 0 else RuleOptions.match()
    dice = RandomDice(seed)
    stats = stats if stats is not None else SelfPlayStats()
    results: list[GameResult] = []
    match = Match(match_length, rules, dice=dice)
    for i in range(1, games + 1):
        if match.is_over:
            match = Match(match_length, rules, dice=dice)
        game = match.new_game()
        result = play_game(game, engines, stats)
        results.append(result)
        if report is not None:
            report(i, result)
    return results, stats
