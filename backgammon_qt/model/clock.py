"""The clock of the timed rule set (../shared/RULES.md "Clocks").

Each turn a player has ``turn_seconds`` (11 s); when they are used up, the
player's own ``bank_seconds`` (90 s) bank counts down.  The turn allowance
does not carry over.  When a bank is empty the opponent may claim the win
(:meth:`Game.claim`); the claim is the opponent's action, never automatic.

Time comes from an injectable ``now`` callable (seconds, monotonic), so tests
drive it by hand and never sleep.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from .errors import RuleOptionError

__all__ = ["Clock"]


class Clock:
    """Turn time plus a bank for players 0 and 1.

    ``now`` returns seconds from any fixed origin (default
    :func:`time.monotonic`).  Only one player's clock runs at a time.
    """

    def __init__(self, turn_seconds: float = 11.0, bank_seconds: float = 90.0,
                 now: Callable[[], float] = time.monotonic, banks: tuple[float, float] | None = None) -> None:
        if turn_seconds < 0 or bank_seconds < 0:
            raise RuleOptionError("clock times must be >= 0 seconds")
        self.turn_seconds = float(turn_seconds)
        self.bank_seconds = float(bank_seconds)
        self._now = now
        self._banks = list(banks) if banks is not None else [float(bank_seconds)] * 2
        self.running: int | None = None
        self._started = 0.0

    def start(self, player: int) -> None:
        """Start ``player``'s turn: a fresh turn allowance, then the bank.
        Stops whoever was running first."""
        if player not in (0, 1):
            raise ValueError(f"player must be 0 or 1, got {player!r}")
        self.stop()
        self.running = player
        self._started = self._now()

    def stop(self) -> None:
        """Stop the running clock, charging any time beyond the turn
        allowance to that player's bank."""
        if self.running is None:
            return
        player = self.running
        _turn_left, bank_left = self.remaining(player)
        self._banks[player] = bank_left
        self.running = None

    def remaining(self, player: int) -> tuple[float, float]:
        """``(turn seconds left, bank seconds left)`` for ``player`` now;
        the turn part is the full allowance when the player is not running."""
        bank = self._banks[player]
        if self.running != player:
            return self.turn_seconds, bank
        used = self._now() - self._started
        turn_left = self.turn_seconds - used
        if turn_left >= 0:
            return turn_left, bank
        return 0.0, max(0.0, bank + turn_left)

    def bank(self, player: int) -> float:
        """Seconds left in ``player``'s bank now."""
        return self.remaining(player)[1]

    def is_flagged(self, player: int) -> bool:
        """True when ``player``'s bank is empty (the opponent may claim)."""
        return self.remaining(player)[1] <= 0.0

    def banks(self) -> tuple[float, float]:
        """Both banks now, for saving."""
        return self.bank(0), self.bank(1)
