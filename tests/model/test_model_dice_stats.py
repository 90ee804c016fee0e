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
    # RULES.md "Starting a game": each opening roll (the tie re-rolled too) is one die each
    assert (a.openings, a.all_rolls, b.openings, b.all_rolls) == (2, 3, 2, 3)
    assert a.numbers[1:] == [1, 0, 1, 1, 1, 0]
    assert (b.rolls, b.dice, b.doubles) == (1, 4, 1)
    assert b.numbers[1:] == [0, 1, 1, 0, 0, 2]
    assert a.expected_number() == pytest.approx(4 / 6) and b.expected_doubles() == pytest.approx(1 / 6)
    assert a.chi_square() > 0 and dice_stats([])[0].chi_square() == 0


def test_chi_square_against_values_worked_by_hand() -> None:
    from backgammon_qt.model.dice_stats import DiceStats

    # 4 dice showing 1, 3, 4, 5: 4/6 expected of each; four numbers seen once give (1 - 2/3)^2 / (2/3) = 1/6
    # each, two never seen (0 - 2/3)^2 / (2/3) = 2/3 each: 4/6 + 4/3 = 2
    few = DiceStats(rolls=2, dice=4, numbers=[0, 1, 0, 1, 1, 1, 0])
    assert few.chi_square() == pytest.approx(2.0)
    # 60 dice, 10 expected of each: 20 ones and 8 of every other number give (10^2 + 5 * 2^2) / 10 = 12
    ones = DiceStats(rolls=30, dice=60, numbers=[0, 20, 8, 8, 8, 8, 8])
    assert ones.chi_square() == pytest.approx(12.0)
    # and exactly 10 of each: 0
    assert DiceStats(rolls=30, dice=60, numbers=[0, 10, 10, 10, 10, 10, 10]).chi_square() == 0


def test_fairness_reads_the_chi_square_against_the_5_and_1_percent_lines() -> None:
    from backgammon_qt.model.dice_stats import DiceStats, Fairness

    assert DiceStats(rolls=2, dice=4, numbers=[0, 1, 0, 1, 1, 1, 0]).fairness() is Fairness.TOO_FEW
    # 60 dice: 16 10 10 10 8 6 give (36 + 4 + 16) / 10 = 5.6, below 11.07
    assert DiceStats(rolls=30, dice=60, numbers=[0, 16, 10, 10, 10, 8, 6]).fairness() is Fairness.FAIR
    assert DiceStats(rolls=30, dice=60, numbers=[0, 20, 8, 8, 8, 8, 8]).fairness() is Fairness.UNUSUAL   # 12
    # 24 ones and 36 spread 7 8 7 7 7: (196 + 9 + 4 + 9 + 9 + 9) / 10 = 23.6, past 15.09
    assert DiceStats(rolls=30, dice=60, numbers=[0, 24, 7, 8, 7, 7, 7]).fairness() is Fairness.VERY_UNUSUAL
