"""Computer against computer through the rules model
(backgammon_qt/engine/selfplay.py and the command line)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from backgammon_qt.engine import SageEngine
from backgammon_qt.engine.selfplay import SelfPlayStats, play_game, self_play
from backgammon_qt.model import legal_plays
from backgammon_qt.model.dice import RandomDice
from backgammon_qt.model.game import Game
from backgammon_qt.model.rules import RuleOptions

REPO_ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.slow          # whole games, computer against computer (README "Tests")


def test_fifty_seeded_money_games_every_move_legal() -> None:
    """50 money games (cube, Jacoby, beavers) between a beginner and an
    intermediate player: every play is checked against the legal set of the
    position before it is made, and Game replays it through Turn."""
    engines = (SageEngine("beginner", seed=1), SageEngine("intermediate", seed=2))
    checked = []

    original = engines[0].choose_play, engines[1].choose_play

    def checking(choose):
        def choose_play(position, dice, context, **kw):
            play = choose(position, dice, context, **kw)
            assert play in legal_plays(position, dice, minimize_wasted_pips=context.minimize_wasted_pips)
            checked.append(play)
            return play
        return choose_play

    engines[0].choose_play = checking(original[0])
    engines[1].choose_play = checking(original[1])
    results, stats = self_play(50, seed=2024, engines=engines)
    assert len(results) == 50
    assert stats.illegal_moves == 0
    assert len(checked) == len(stats.move_ms) == sum(r.moves for r in results)
    reasons = {r.reason for r in results}
    assert "bearoff" in reasons and "drop" in reasons  # the cube was really played
    assert max(r.cube for r in results) >= 2
    for r in results:
        assert r.winner in (0, 1) and r.points >= 1
    assert {r.winner for r in results} == {0, 1}


def test_self_play_is_reproducible() -> None:
    def run():
        engine = SageEngine("beginner", seed=9)
        results, stats = self_play(2, seed=9, engines=(engine, engine))
        return results, [str(p) + str(d) for p, d, _ in stats.positions]

    assert run() == run()


def test_match_games_with_a_crawford_game() -> None:
    """Games of matches to 3 points with the cube: the engine sees the match
    score, a Crawford game is played, and nobody doubles in it."""
    engine = SageEngine("expert", seed=4)
    results, stats = self_play(4, seed=5, engines=(engine, engine), match_length=3)
    assert len(results) == 4 and stats.illegal_moves == 0
    assert any(r.crawford for r in results)
    assert all(r.cube == 1 for r in results if r.crawford)
    assert {c.match_length for _, _, c in stats.positions} == {3}
    assert any(c.score != (0, 0) for _, _, c in stats.positions)


def test_minimize_wasted_pips_games() -> None:
    engine = SageEngine("expert", seed=4)
    rules = RuleOptions(minimize_wasted_pips=True, cube=False)
    game = Game(rules, RandomDice(17))
    stats = SelfPlayStats()
    result = play_game(game, (engine, engine), stats)
    assert result.reason == "bearoff" and result.cube == 1
    assert stats.illegal_moves == 0 and not stats.cube_ms


def test_command_line_selfplay() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "backgammon_qt.engine", "selfplay", "--games", "2", "--seed", "3",
         "--level", "beginner"],
        cwd=REPO_ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    lines = run.stdout.strip().splitlines()
    assert len(lines) == 3
    assert lines[0].startswith("game 1: winner ") and lines[1].startswith("game 2: winner ")
    summary = json.loads(lines[-1])
    assert set(summary) >= {"games", "illegal_moves", "mean_ms_per_move", "max_ms_per_move", "points"}
    assert summary["games"] == 2 and summary["illegal_moves"] == 0
    assert summary["max_ms_per_move"] >= summary["mean_ms_per_move"] > 0
    assert sum(summary["points"]) >= 2


def test_command_line_stops_quietly_when_its_reader_goes_away() -> None:
    """``selfplay ... | head -1``: no BrokenPipeError traceback, exit status 141."""
    with subprocess.Popen(
            [sys.executable, "-m", "backgammon_qt.engine", "selfplay", "--games", "500", "--seed", "3",
             "--level", "beginner"],
            cwd=REPO_ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) as run:
        assert run.stdout is not None and run.stderr is not None
        assert run.stdout.readline().startswith("game 1: winner ")
        run.stdout.close()                  # as head does after its line; the next game's line meets a closed pipe
        errors = run.stderr.read()
        status = run.wait(120)
    assert "Traceback" not in errors and "BrokenPipeError" not in errors, errors
    assert status == 141


def test_the_computer_plays_nackgammon_games() -> None:
    """Issue 24: a Nackgammon match (RULES.md "Board and setup", the
    Nackgammon start) played computer against computer: every game starts
    from the Nackgammon board, the engine evaluates it and every play is
    legal."""
    from backgammon_qt.model.position import Position

    engine = SageEngine("expert", seed=6)
    rules = RuleOptions(variation="nackgammon")
    results, stats = self_play(2, seed=8, engines=(engine, engine), match_length=3, rules=rules)
    assert len(results) == 2 and stats.illegal_moves == 0
    start = Position.start("nackgammon")
    first_moves = [p for p, _d, _c in stats.positions if p == start]
    assert len(first_moves) == 2                       # each game's opening play is made from the Nackgammon board
    assert all(r.winner in (0, 1) and r.points >= 1 for r in results)
