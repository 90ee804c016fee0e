"""Dice sources: seedable random dice, dice from the system source by default,
and manual dice for entering a match by hand.

RULES.md "Starting a game" (one die each for the opening roll) and "Moving"
(two dice, 1..6).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from backgammon_qt.model import Game, ManualDice, RandomDice


def rolls(dice, n: int = 300):
    return [dice.roll() for _ in range(n)] + [dice.roll_one() for _ in range(n)]


def test_seeded_dice_are_reproducible() -> None:
    """The same seed gives the same sequence; another seed another one."""
    assert rolls(RandomDice(7)) == rolls(RandomDice(7))
    assert rolls(RandomDice(7)) != rolls(RandomDice(8))
    assert RandomDice(7).seed == 7


def test_dice_show_1_to_6_and_every_face_comes_up() -> None:
    """RULES.md 'Moving': a die shows 1..6; over 3,000 seeded rolls each face
    appears a fair share (at least 400 of an expected 500 per face)."""
    dice = RandomDice(2024)
    faces = Counter()
    for _ in range(1500):
        d1, d2 = dice.roll()
        faces.update((d1, d2))
    assert set(faces) == {1, 2, 3, 4, 5, 6}
    assert min(faces.values()) >= 400
    assert all(1 <= dice.roll_one() <= 6 for _ in range(200))


def test_unseeded_dice_come_from_the_system_source(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without a seed the dice come from :class:`random.SystemRandom` (the
    operating system's random source, as :mod:`secrets` uses), not a
    seedable generator."""
    made = []

    class FakeSystemRandom:
        def __init__(self) -> None:
            made.append(self)
            self.calls = 0

        def randint(self, a: int, b: int) -> int:
            assert (a, b) == (1, 6)
            self.calls += 1
            return 4

    monkeypatch.setattr(random, "SystemRandom", FakeSystemRandom)
    dice = RandomDice()
    assert dice.seed is None
    assert dice.roll() == (4, 4) and dice.roll_one() == 4
    assert len(made) == 1 and made[0].calls == 3
    seeded = RandomDice(1)
    seeded.roll()
    assert len(made) == 1 and made[0].calls == 3   # a seeded source does not use the system source


def test_manual_dice_come_out_in_order() -> None:
    """Manual dice: rolls entered in advance (ints are single opening dice,
    pairs are rolls), taken in order."""
    dice = ManualDice([5, 2, (6, 6)])
    dice.push(3, 1)
    dice.push_one(4)
    assert len(dice) == 7
    assert dice.roll_one() == 5 and dice.roll_one() == 2
    assert dice.roll() == (6, 6)
    assert dice.roll() == (3, 1)
    assert dice.roll_one() == 4
    assert len(dice) == 0


def test_manual_dice_raise_lookup_error_when_empty() -> None:
    """Manual dice raise LookupError when nothing is queued; an unpaired die
    stays queued."""
    dice = ManualDice()
    with pytest.raises(LookupError):
        dice.roll()
    with pytest.raises(LookupError):
        dice.roll_one()
    dice.push_one(3)
    with pytest.raises(LookupError):
        dice.roll()
    assert dice.roll_one() == 3


@pytest.mark.parametrize("bad", [0, 7, -1, "3", 2.0, None])
def test_manual_dice_refuse_a_bad_value(bad) -> None:
    """RULES.md 'Moving': a die shows 1..6; anything else is a ValueError."""
    dice = ManualDice()
    with pytest.raises(ValueError):
        dice.push_one(bad)
    if isinstance(bad, int):                  # an int in the list is one die
        with pytest.raises(ValueError):
            ManualDice([bad])
    with pytest.raises(ValueError):
        ManualDice([(bad, 1)])
    assert len(dice) == 0


def test_a_refused_roll_queues_nothing() -> None:
    """A roll with a bad die is refused whole: its good die must not stay in
    the queue and shift every later roll."""
    dice = ManualDice()
    with pytest.raises(ValueError):
        dice.push(3, 7)
    assert len(dice) == 0
    dice.push(6, 5)
    assert dice.roll() == (6, 5)


def test_a_game_takes_its_dice_from_its_source() -> None:
    """RULES.md 'Starting a game': one die each at the opening, then two per
    roll, from the game's dice source."""
    game = Game(dice=ManualDice([4, 1, (5, 5)]))
    assert game.roll_opening() == (4, 1)
    game.play("13/9 6/5")
    assert game.roll() == (5, 5)
    assert game.turn.remaining_dice == (5, 5, 5, 5)
    seeded = [Game(dice=RandomDice(11)) for _ in range(2)]
    assert seeded[0].roll_opening() == seeded[1].roll_opening()
