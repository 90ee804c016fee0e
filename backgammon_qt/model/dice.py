"""Dice sources: cryptographic by default, seedable for tests and
self-play, manual for entering a match by hand."""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterable
from typing import Protocol

from .errors import InvalidDiceError

__all__ = ["DiceSource", "RandomDice", "ManualDice", "roll_text"]


def roll_text(dice: Iterable[int]) -> str:
    """A roll as players write it, the higher die first: ``"6-4"``,
    ``"3-3"`` (the dice 1..6 in any order; the text is not translated: it
    is the same in every language)."""
    return "-".join(map(str, sorted(dice, reverse=True)))


class DiceSource(Protocol):
    """Anything that rolls dice: ``roll()`` gives two ints 1..6,
    ``roll_one()`` one (the opening roll)."""

    def roll(self) -> tuple[int, int]: ...

    def roll_one(self) -> int: ...


class RandomDice:
    """Fair dice.  With no seed they come from the operating system's random
    source (:class:`random.SystemRandom`, ``os.urandom``: what :mod:`secrets`
    uses, without importing its hashing modules at start-up); with a seed
    from :class:`random.Random`, the same seed giving the same sequence."""

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self._rng = random.SystemRandom() if seed is None else random.Random(seed)

    def roll_one(self) -> int:
        return self._rng.randint(1, 6)

    def roll(self) -> tuple[int, int]:
        return self._rng.randint(1, 6), self._rng.randint(1, 6)


def _check_die(d: object) -> None:
    if not (isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= 6):
        raise InvalidDiceError("a die shows 1..6, got {got}", got=repr(d))


class ManualDice:
    """Dice given in advance, for entering a match by hand or replaying a
    record.  ``push(d1, d2)`` queues a roll, ``push_one(d)`` an opening die.

    ``roll()``/``roll_one()`` raise :class:`LookupError` when nothing is
    queued; ``push``/``push_one`` raise :class:`InvalidDiceError` (a
    :class:`ValueError`) for a value that is not an int 1..6.
    """

    def __init__(self, rolls: Iterable[int | tuple[int, int]] = ()) -> None:
        self._queue: deque[int] = deque()
        for r in rolls:
            if isinstance(r, int):
                self.push_one(r)
            else:
                self.push(*r)

    def push(self, d1: int, d2: int) -> None:
        """Queue a roll; raises :class:`InvalidDiceError` (queueing nothing) if a
        die is not an int 1..6."""
        _check_die(d1)
        _check_die(d2)
        self._queue.extend((d1, d2))

    def push_one(self, d: int) -> None:
        """Queue one die (an opening roll's die)."""
        _check_die(d)
        self._queue.append(d)

    def __len__(self) -> int:
        return len(self._queue)

    def roll_one(self) -> int:
        if not self._queue:
            raise LookupError("no dice entered")
        return self._queue.popleft()

    def roll(self) -> tuple[int, int]:
        if len(self._queue) < 2:
            raise LookupError("no dice entered")
        return self._queue.popleft(), self._queue.popleft()
