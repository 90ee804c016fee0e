"""The engine interface's values (backgammon_qt/engine/base.py)."""

from __future__ import annotations

import threading

import pytest

from backgammon_qt.engine import Cancelled, Chances, CubeOwner, GameContext
from backgammon_qt.engine.base import raise_if_cancelled
from backgammon_qt.model.dice import ManualDice
from backgammon_qt.model.game import Game
from backgammon_qt.model.rules import RuleOptions


def test_context_validation_and_away_scores() -> None:
    ctx = GameContext(match_length=7, score=(2, 5), cube_value=2, cube_owner=CubeOwner.MOVER)
    assert ctx.away == (5, 2) and not ctx.is_money
    assert GameContext().away == (0, 0) and GameContext().is_money
    for bad in (dict(cube_value=3), dict(cube_value=0), dict(match_length=5, score=(5, 0)),
                dict(score=(-1, 0)), dict(cube_owner="mover")):
        with pytest.raises(ValueError):
            GameContext(**bad)


def test_context_swapped() -> None:
    ctx = GameContext(match_length=7, score=(2, 5), cube_value=4, cube_owner=CubeOwner.MOVER, crawford=True)
    other = ctx.swapped()
    assert other.score == (5, 2) and other.cube_owner is CubeOwner.OPPONENT and other.away == (2, 5)
    assert other.cube_value == 4 and other.crawford
    assert other.swapped() == ctx
    assert GameContext().swapped().cube_owner is CubeOwner.CENTRE


def test_jacoby_active_only_in_money_with_the_cube_centred() -> None:
    assert GameContext(jacoby=True).jacoby_active
    assert not GameContext(jacoby=True, cube_value=2, cube_owner=CubeOwner.OPPONENT).jacoby_active
    assert not GameContext(jacoby=True, match_length=5).jacoby_active
    assert not GameContext().jacoby_active


def test_context_for_game() -> None:
    # player 1 wins the opening roll (2 against 5) and plays; player 0 doubles, player 1 takes
    rules = RuleOptions.money().for_match(0)
    game = Game(rules, ManualDice([2, 5]), match_length=0)
    game.roll_opening()
    assert game.on_roll == 1
    ctx = GameContext.for_game(game)
    assert ctx.cube_owner is CubeOwner.CENTRE and ctx.jacoby and ctx.beavers and ctx.is_money
    game.play("13/8 13/11")
    game.double()
    game.take()
    ctx = GameContext.for_game(game)  # player 0 on roll; player 1 took and owns the cube
    assert game.on_roll == 0 and game.cube_owner == 1
    assert ctx.cube_value == 2 and ctx.cube_owner is CubeOwner.OPPONENT
    assert GameContext.for_game(game, player=1).cube_owner is CubeOwner.MOVER


def test_context_for_match_game_scores_from_the_viewer() -> None:
    game = Game(RuleOptions.match().for_match(7), ManualDice([6, 1]), match_length=7, score=(4, 6),
                crawford=True)
    game.roll_opening()
    assert game.on_roll == 0
    assert GameContext.for_game(game).score == (4, 6)
    ctx1 = GameContext.for_game(game, player=1)
    assert ctx1.score == (6, 4) and ctx1.away == (1, 3) and ctx1.crawford
    assert not ctx1.jacoby and not ctx1.beavers


def test_chances_inverted() -> None:
    c = Chances(0.6, 0.2, 0.05, 0.1, 0.01)
    assert c.lose == pytest.approx(0.4)
    assert c.inverted() == Chances(pytest.approx(0.4), 0.1, 0.01, 0.2, 0.05)
    assert c.inverted().inverted() == Chances(pytest.approx(0.6), 0.2, 0.05, 0.1, 0.01)


def test_cancel_tokens() -> None:
    raise_if_cancelled(None)
    event = threading.Event()
    raise_if_cancelled(event)
    raise_if_cancelled(lambda: False)
    event.set()
    with pytest.raises(Cancelled):
        raise_if_cancelled(event)
    with pytest.raises(Cancelled):
        raise_if_cancelled(lambda: True)
