"""The board: both sides' checkers, from the perspective of the player on roll.

Point numbers follow gnubg: each side numbers its own points 1..24 toward its
home board (its 1-point is the deepest point of its home board), ``BAR`` (25) is
its bar and ``OFF`` (0) its bear-off tray.  A checker on the player's point
``p`` stands on the opponent's point ``25 - p``.

Source of the rules: ../shared/RULES.md, "Board and setup"; of the Position ID:
../shared/testdata/FORMATS.md section 3 and gnubg's manual ("A technical
description of the Position ID").
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import SupportsInt

from .errors import InvalidNotationError, InvalidPointError, InvalidPositionError, shown

__all__ = ["BAR", "OFF", "CHECKERS", "Position", "START", "NACKGAMMON_START", "VARIATIONS"]

BAR = 25
"""Point number of a side's bar, in that side's own numbering."""
OFF = 0
"""Point number of a side's bear-off tray, in that side's own numbering."""
CHECKERS = 15
"""Checkers per side."""

_START_SIDE = (0, 0, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0)
# Nackgammon: gnubg's InitBoard (gnubg.c) for VARIATION_NACKGAMMON -- 4 on the 6, 3 on the 8,
# 4 on the 13, 2 on the 23 and 2 on the 24 (Position ID 4Dl4ADbgOXgANg).
_NACK_SIDE = (0, 0, 0, 0, 0, 0, 4, 0, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2, 0)

VARIATIONS = ("standard", "nackgammon")
"""The starting positions a game may use: ``standard`` backgammon and
``nackgammon`` (standard rules from Nick "Nack" Ballard's start; gnubg's
``set variation nackgammon``)."""


def _side_tuple(counts: Iterable[SupportsInt], name: str) -> tuple[int, ...]:
    side = tuple(int(c) for c in counts)
    if len(side) != 26:
        raise InvalidPositionError("{name} needs 26 counts (off, points 1..24, bar), got {n}", name=name, n=len(side))
    if any(c < 0 for c in side):
        raise InvalidPositionError("{name} has a negative checker count", name=name)
    return side


@dataclass(frozen=True, slots=True)
class Position:
    """Both sides' checkers, seen by the player on roll.

    ``player[i]`` is the number of the on-roll player's checkers on their own
    point ``i`` (``i`` in 1..24), ``player[BAR]`` on their bar and
    ``player[OFF]`` borne off.  ``opponent`` is the same for the other side in
    the other side's own numbering.  Both are tuples of 26 non-negative ints.

    The constructor checks shape only; :meth:`validate` checks the rules
    (15 checkers a side, no point held by both).  Positions are immutable and
    hashable; equal boards compare equal.
    """

    player: tuple[int, ...]
    opponent: tuple[int, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "player", _side_tuple(self.player, "player"))
        object.__setattr__(self, "opponent", _side_tuple(self.opponent, "opponent"))

    # ----------------------------------------------------------------- making
    @classmethod
    def start(cls, variation: str = "standard") -> Position:
        """The starting position of ``variation`` (one of :data:`VARIATIONS`),
        the same for both sides.  ``standard`` (RULES.md "Board and setup"):
        2 on the 24-point, 5 on the 13, 3 on the 8, 5 on the 6.
        ``nackgammon`` (RULES.md "Board and setup", Nackgammon; gnubg's ``InitBoard`` for
        ``VARIATION_NACKGAMMON``): 2 on the 24, 2 on the 23, 4 on the 13,
        3 on the 8, 4 on the 6.  Raises :class:`InvalidPositionError` for
        another name."""
        if variation == "standard":
            return cls(_START_SIDE, _START_SIDE)
        if variation == "nackgammon":
            return cls(_NACK_SIDE, _NACK_SIDE)
        raise InvalidPositionError("unknown variation {name} (known: standard, nackgammon)", name=shown(variation))

    @classmethod
    def from_points(cls, player: dict[int, int], opponent: dict[int, int]) -> Position:
        """Build from ``{point: count}`` maps (each side in its own numbering,
        ``BAR`` = 25 allowed); borne-off counts are whatever is missing from 15.

        Raises :class:`InvalidPositionError` for a point outside 1..25 or more
        than 15 checkers on a side.
        """
        sides = []
        for name, points in (("player", player), ("opponent", opponent)):
            side = [0] * 26
            for point, count in points.items():
                if not 1 <= point <= BAR:
                    raise InvalidPositionError("{name}: point {point} is not 1..24 or the bar (25)", name=name,
                                               point=point)
                side[point] += count
            on_board = sum(side)
            if on_board > CHECKERS:
                raise InvalidPositionError("{name} has {n} checkers on the board (at most 15)", name=name, n=on_board)
            side[OFF] = CHECKERS - on_board
            sides.append(side)
        return cls(tuple(sides[0]), tuple(sides[1]))

    @staticmethod
    def _make(player: tuple[int, ...], opponent: tuple[int, ...]) -> Position:
        """Build without checking (internal, the legal-play generator's hot
        path; both must be 26-tuples of ints).  Sets the slots through
        their descriptors, which is twice as fast as the frozen
        dataclass's way."""
        self = _new(Position)
        _set_player(self, player)
        _set_opponent(self, opponent)
        return self

    # ------------------------------------------------------------ Position ID
    @classmethod
    def from_position_id(cls, position_id: str) -> Position:
        """Parse a 14-character gnubg Position ID.

        gnubg encodes the player NOT on roll first (FORMATS.md section 3), so
        the second half of the key becomes :attr:`player`.  Borne-off counts
        are 15 minus the checkers on the board.

        Raises :class:`InvalidNotationError` if the text is not 14 Base64
        characters or the key does not decode to two sides of at most 15
        checkers.  The result is not validated further (call :meth:`validate`).
        """
        text = position_id.strip()
        if text.lower().startswith("position id:"):
            text = text.split(":", 1)[1].strip()
        if len(text) != 14:
            raise InvalidNotationError("a Position ID has 14 characters, got {n}: {text}", n=len(text),
                                       text=shown(position_id, 40))
        if "=" in text:    # padding would make another, shorter key decode as a different position
            raise InvalidNotationError("not a Position ID ('=' is not one of its characters): {text}",
                                       text=shown(position_id, 40))
        try:
            key = base64.b64decode(text + "==", validate=True)
        except (binascii.Error, ValueError) as exc:
            raise InvalidNotationError("not a Position ID (bad Base64): {text}", text=shown(position_id, 40)) from exc
        bits = int.from_bytes(key, "little")
        sides: list[list[int]] = [[0] * 26, [0] * 26]
        side = 0
        slot = 1  # 1..24 = points, 25 = bar
        for k in range(80):
            if side == 2:
                if (bits >> k) & 1:
                    raise InvalidNotationError("Position ID has bits past both sides: {text}", text=repr(position_id))
                continue
            if (bits >> k) & 1:
                sides[side][slot] += 1
            else:
                slot += 1
                if slot > BAR:
                    side += 1
                    slot = 1
        if side != 2:
            raise InvalidNotationError("Position ID does not hold two sides: {text}", text=repr(position_id))
        for s in sides:
            on_board = sum(s)
            if on_board > CHECKERS and s is sides[0]:
                raise InvalidNotationError("Position ID gives the side not on roll {n} checkers (at most 15): "
                                           "{text}", n=on_board, text=repr(position_id))
            if on_board > CHECKERS:
                raise InvalidNotationError("Position ID gives the side on roll {n} checkers (at most 15): {text}",
                                           n=on_board, text=repr(position_id))
            s[OFF] = CHECKERS - on_board
        return cls(tuple(sides[1]), tuple(sides[0]))

    def position_id(self) -> str:
        """The gnubg Position ID (14 characters) of this position with
        :attr:`player` on roll (encoded second, FORMATS.md section 3)."""
        bits = 0
        k = 0
        for side in (self.opponent, self.player):
            for slot in range(1, 26):
                n = side[slot]
                bits |= ((1 << n) - 1) << k
                k += n + 1
        return base64.b64encode(bits.to_bytes(10, "little")).decode("ascii")[:14]

    def __repr__(self) -> str:
        return f"Position.from_position_id({self.position_id()!r})"

    # ------------------------------------------------------------- queries
    def validate(self) -> None:
        """Check the rules of a position (RULES.md "Board and setup").

        Raises :class:`InvalidPositionError` unless each side has exactly 15
        checkers (points, bar and off together) and no point 1..24 holds
        checkers of both sides.
        """
        if sum(self.player) != CHECKERS:
            raise InvalidPositionError("the player on roll has {n} checkers (must be 15)", n=sum(self.player))
        if sum(self.opponent) != CHECKERS:
            raise InvalidPositionError("the opponent has {n} checkers (must be 15)", n=sum(self.opponent))
        for p in range(1, 25):
            if self.player[p] and self.opponent[25 - p]:
                raise InvalidPositionError("point {point} (player on roll's numbering) holds checkers of both sides",
                                           point=p)
        if self.player[OFF] == CHECKERS and self.opponent[OFF] == CHECKERS:
            raise InvalidPositionError("both sides have borne off all their checkers")

    def swapped(self) -> Position:
        """The same board with the other side on roll."""
        return Position._make(self.opponent, self.player)

    def pip_count(self) -> tuple[int, int]:
        """Pip counts ``(player on roll, opponent)``: the sum over each side's
        checkers of its point number, a checker on the bar counting 25."""
        return (sum(i * c for i, c in enumerate(self.player)),
                sum(i * c for i, c in enumerate(self.opponent)))

    def is_race(self) -> bool:
        """True when no contact is left: every checker of the player on roll
        is past every checker of the opponent."""
        mine = max((p for p in range(1, 26) if self.player[p]), default=0)
        theirs = max((p for p in range(1, 26) if self.opponent[p]), default=0)
        return mine + theirs <= 25 and not (self.player[BAR] or self.opponent[BAR])

    def is_game_over(self) -> bool:
        """True when either side has borne off all 15 checkers."""
        return self.player[OFF] == CHECKERS or self.opponent[OFF] == CHECKERS

    def checker_at(self, point: int) -> tuple[int, int]:
        """``(owner, count)`` on the on-roll player's point 1..24, where owner
        is 0 (player on roll), 1 (opponent) or -1 (empty, count 0)."""
        if not 1 <= point <= 24:
            raise InvalidPointError("point must be 1..24, got {point}", point=point)
        if self.player[point]:
            return 0, self.player[point]
        if self.opponent[25 - point]:
            return 1, self.opponent[25 - point]
        return -1, 0


_new = object.__new__
_set_player: Callable[[Position, tuple[int, ...]], None] = Position.__dict__["player"].__set__
_set_opponent: Callable[[Position, tuple[int, ...]], None] = Position.__dict__["opponent"].__set__

START = Position.start()
NACKGAMMON_START = Position.start("nackgammon")
