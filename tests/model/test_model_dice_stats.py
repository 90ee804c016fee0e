"""The dice log's figures (model/dice_stats.py)."""

from __future__ import annotations

import pytest

from backgammon_qt.model.dice_stats import dice_stats
from backgammon_qt.model.record import Action, GameRecord


def test_counts_numbers_doubles_and_the_fair_figures() -> None:
    game = GameRecord(actions=[
        Action("opening", -1, (3, 3)), Action("opening", 0, (5, 2)), Action("move", 0, play="13/8 13/11"),
        Action("roll", 1, (6, 6)), Action("move", 1, play="24/18(2) 13/7(2)"),
        Action("roll", 0, (4, 1)), Action("move", 0, play="24/20 6/5"),
    ])
    a, b = dice_stats([game])
    assert (a.rolls, a.dice, a.doubles) == (1, 4, 0)
    assert a.numbers[1:] == [1, 0, 1, 1, 1, 0]
    assert (b.rolls, b.dice, b.doubles) == (1, 4, 1)
    assert b.numbers[1:] == [0, 1, 1, 0, 0, 2]
    assert a.expected_number() == pytest.approx(4 / 6) and b.expected_doubles() == pytest.approx(1 / 6)
    assert a.chi_square() > 0 and dice_stats([])[0].chi_square() == 0
