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


def test_may_double_is_bgsage_can_double_match_in_every_match_state() -> None:
    """RULES.md 'Doubling cube' and 'Crawford' with gnubg 1.07's dead cube:
    the engine's may_double (the model's rule) answers as bgsage's
    ``can_double_match`` (the rule the engine used before) for every score of
    matches to 1..11 points, every cube to 64, every owner, Crawford or
    not."""
    import bgsage

    from backgammon_qt.engine.base import may_double
    from backgammon_qt.engine.bgsage_args import OWNER

    checked = 0
    for length in range(1, 12):
        for s0 in range(length):
            for s1 in range(length):
                for cube in (1, 2, 4, 8, 16, 32, 64):
                    for owner in CubeOwner:
                        if (owner is CubeOwner.CENTRE) != (cube == 1):
                            continue
                        for crawford in (False, True):
                            ctx = GameContext(match_length=length, score=(s0, s1), cube_value=cube,
                                              cube_owner=owner, crawford=crawford)
                            peer = bgsage.can_double_match(*ctx.away, cube, OWNER[owner], crawford)
                            assert may_double(ctx) is peer, ctx
                            checked += 1
    assert checked > 5000


def test_may_double_agrees_with_the_game() -> None:
    """RULES.md 'Doubling cube': the engine's may_double of a game's context
    is the game's can_double (money and match, each owner, Crawford, dead
    cubes, no cube, a cube cap: the context carries the rules' cap, so with
    the cube at the cap neither offers a double)."""
    from backgammon_qt.engine.base import may_double
    from backgammon_qt.model import Position, Setup

    cases = 0
    for rules in (RuleOptions(), RuleOptions(cube=False)):
        for length, score, crawford in ((0, (0, 0), False), (5, (4, 2), True), (5, (4, 2), False),
                                        (5, (2, 4), False), (7, (3, 1), False), (1, (0, 0), False)):
            for cube, owner in ((1, None), (2, 0), (2, 1), (4, 0), (4, 1)):
                if (crawford or not rules.cube) and cube > 1:
                    continue
                for on_roll in (0, 1):
                    game = Game(rules, match_length=length, score=score, crawford=crawford,
                                setup=Setup(Position.start(), on_roll, cube_value=cube, cube_owner=owner))
                    assert may_double(GameContext.for_game(game)) is game.can_double(), (length, score, cube,
                                                                                         owner, on_roll)
                    cases += 1
    assert cases > 50
    for cube, owner, offered in ((4, 0, False), (2, 0, True), (1, None, True)):
        capped = Game(RuleOptions(cube_cap=4), setup=Setup(Position.start(), 0, cube_value=cube, cube_owner=owner))
        context = GameContext.for_game(capped)
        assert context.cube_cap == 4
        assert capped.can_double() is offered and may_double(context) is offered, (cube, owner)


def test_a_context_refuses_a_cap_that_is_not_a_power_of_two() -> None:
    """RULES.md 'Doubling cube': the cap is a cube face (0: no cap)."""
    assert GameContext(cube_cap=64).cube_cap == 64 and GameContext().cube_cap == 0
    for cap in (-2, 3, 48):
        with pytest.raises(ValueError):
            GameContext(cube_cap=cap)
