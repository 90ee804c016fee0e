"""The dice a match has rolled, per player: how often each number came up,
the doubles, and what fair dice give on average, so a player can see the
dice are fair (issue 13, "your own dice").

Counted from the records: every ``roll`` action (two dice) and each
player's die of every opening roll, ties included.  Pure: no Qt.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum

from .record import ActionKind, GameRecord

__all__ = ["DiceStats", "Fairness", "dice_stats", "CHI_SQUARE_5_PERCENT", "CHI_SQUARE_1_PERCENT", "FEWEST_DICE"]

CHI_SQUARE_5_PERCENT = 11.070
"""Pearson's chi-square with 5 degrees of freedom that fair dice exceed 5%
of the time (the 0.95 quantile of the chi-square distribution)."""
CHI_SQUARE_1_PERCENT = 15.086
"""The same, exceeded 1% of the time (the 0.99 quantile)."""
FEWEST_DICE = 30
"""Fewer dice than this (fewer than 5 expected of each number) are too few
for the chi-square to say anything (the usual rule for Pearson's test)."""


class Fairness(StrEnum):
    """What a player's chi-square says about their dice."""

    TOO_FEW = "too few"            # fewer than FEWEST_DICE dice: nothing to say yet
    FAIR = "fair"                  # below the 5% line: what fair dice give 19 times in 20
    UNUSUAL = "unusual"            # between the 5% and 1% lines
    VERY_UNUSUAL = "very unusual"  # above the 1% line


@dataclass
class DiceStats:
    """One player's dice: ``rolls`` (two-dice rolls), ``openings`` (the
    player's one die of each opening roll, a tie's included), ``dice``
    (dice in all, the opening dice included), ``numbers[n]`` how many dice
    showed ``n`` (index 1..6; 0 unused), ``doubles``."""

    rolls: int = 0
    openings: int = 0
    dice: int = 0
    numbers: list[int] = field(default_factory=lambda: [0] * 7)
    doubles: int = 0

    @property
    def all_rolls(self) -> int:
        """Every roll of the player: the two-dice rolls and the opening
        rolls' one die each (RULES.md "Starting a game")."""
        return self.rolls + self.openings

    def expected_number(self) -> float:
        """How many dice fair dice show each number, on average."""
        return self.dice / 6

    def expected_doubles(self) -> float:
        """How many doubles fair dice give in :attr:`rolls`, on average."""
        return self.rolls / 6

    def number_sd(self) -> float:
        """The standard deviation of a number's count with fair dice."""
        return math.sqrt(self.dice * (1 / 6) * (5 / 6))

    def doubles_sd(self) -> float:
        """The standard deviation of the count of doubles with fair dice
        (each roll a double with chance 1/6)."""
        return math.sqrt(self.rolls * (1 / 6) * (5 / 6))

    def chi_square(self) -> float:
        """Pearson's chi-square of the six numbers' counts against fair dice
        (5 degrees of freedom: above 11.07 happens 5% of the time with fair
        dice).  0 with no dice."""
        e = self.expected_number()
        if not e:
            return 0.0
        return sum((self.numbers[n] - e) ** 2 / e for n in range(1, 7))

    def fairness(self) -> Fairness:
        """What :meth:`chi_square` says: too few dice to tell (fewer than
        :data:`FEWEST_DICE`), fair (below :data:`CHI_SQUARE_5_PERCENT`),
        unusual (below :data:`CHI_SQUARE_1_PERCENT`) or very unusual."""
        if self.dice < FEWEST_DICE:
            return Fairness.TOO_FEW
        chi = self.chi_square()
        if chi < CHI_SQUARE_5_PERCENT:
            return Fairness.FAIR
        return Fairness.UNUSUAL if chi < CHI_SQUARE_1_PERCENT else Fairness.VERY_UNUSUAL


def dice_stats(games: Iterable[GameRecord]) -> tuple[DiceStats, DiceStats]:
    """Players 0's and 1's :class:`DiceStats` over ``games``."""
    stats = (DiceStats(), DiceStats())
    for game in games:
        for action in game.actions:
            if action.dice is None:
                continue
            if action.kind is ActionKind.OPENING:
                for player, die in enumerate(action.dice):
                    stats[player].openings += 1
                    stats[player].dice += 1
                    stats[player].numbers[die] += 1
            elif action.kind is ActionKind.ROLL:
                s = stats[action.player]
                s.rolls += 1
                s.dice += 2
                for die in action.dice:
                    s.numbers[die] += 1
                if action.dice[0] == action.dice[1]:
                    s.doubles += 1
    return stats
