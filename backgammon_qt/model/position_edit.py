"""A position being set up by hand (the position editor): both players'
checkers, the player on roll, the dice, the cube, the score and the match,
with what makes it impossible said in words.

Players are 0 (bottom) and 1 (top); each side's counts are in its own
numbering (gnubg's: 1..24 toward home, 25 the bar, 0 borne off).  Pure: no
Qt.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .match import MAX_MATCH_LENGTH
from .position import BAR, CHECKERS, OFF, Position
from .record import MAX_CUBE, Setup

__all__ = ["EditedPosition"]


def _side(position: Position, player: int) -> list[int]:
    return list(position.player if player == 0 else position.opponent)


@dataclass
class EditedPosition:
    """The editor's state (mutable).  ``sides[p][i]``: player ``p``'s
    checkers on their own point ``i`` (0 off, 25 bar).  ``dice`` None: not
    rolled yet.  ``cube_owner`` None: in the middle.  ``length`` 0: money."""

    sides: list[list[int]] = field(default_factory=lambda: [_side(Position.start(), 0), _side(Position.start(), 1)])
    on_roll: int = 0
    dice: tuple[int, int] | None = None
    cube_value: int = 1
    cube_owner: int | None = None
    length: int = 0
    score: tuple[int, int] = (0, 0)
    crawford: bool = False
    names: tuple[str, str] = ("Player 1", "Player 2")

    # ------------------------------------------------------------ editing
    def clear(self) -> None:
        """No checker anywhere (not even borne off)."""
        self.sides = [[0] * 26, [0] * 26]

    def reset(self) -> None:
        """The starting position."""
        self.sides = [_side(Position.start(), 0), _side(Position.start(), 1)]

    def add(self, player: int, point: int) -> bool:
        """One more checker of ``player`` on ``point`` (own numbering; 0
        off, 25 bar).  Always added, even a 16th (:meth:`problems` says
        what is wrong); False only for a point outside 0..25."""
        if not 0 <= point <= BAR:
            return False
        self.sides[player][point] += 1
        return True

    def remove(self, player: int, point: int) -> bool:
        """One checker fewer of ``player`` on ``point``; False when none is there."""
        if not 0 <= point <= BAR or not self.sides[player][point]:
            return False
        self.sides[player][point] -= 1
        return True

    def fill_off(self) -> None:
        """Put each side's missing checkers (up to 15) in its tray."""
        for side in self.sides:
            missing = CHECKERS - sum(side)
            if missing > 0:
                side[OFF] += missing

    def at(self, player: int, point: int) -> int:
        return self.sides[player][point]

    # ------------------------------------------------------------ figures
    def counts(self, player: int) -> tuple[int, int, int]:
        """``(checkers in all, borne off, pips)`` of ``player``."""
        side = self.sides[player]
        return sum(side), side[OFF], sum(i * c for i, c in enumerate(side))

    def position(self) -> Position:
        """The board seen by player 0 (unchecked)."""
        return Position(tuple(self.sides[0]), tuple(self.sides[1]))

    @classmethod
    def from_setup(cls, setup: Setup, length: int = 0, score: tuple[int, int] = (0, 0), crawford: bool = False,
                   names: tuple[str, str] = ("Player 1", "Player 2")) -> EditedPosition:
        """The editor's state of ``setup`` (e.g. the game on the board)."""
        return cls([_side(setup.position, 0), _side(setup.position, 1)], setup.on_roll, setup.dice,
                   setup.cube_value, setup.cube_owner, length, score, crawford, names)

    # ------------------------------------------------------------ checks
    def problems(self) -> list[str]:
        """What makes this position impossible to start, in words (empty:
        it can be started)."""
        out: list[str] = []
        names = self.names
        for p in (0, 1):
            total = sum(self.sides[p])
            if total > CHECKERS:
                out.append(f"{names[p]} has {total} checkers: {total - CHECKERS} too many (15 in all, the "
                           "borne-off ones included).")
            elif total < CHECKERS:
                out.append(f"{names[p]} has {total} checkers: {CHECKERS - total} missing (15 in all; "
                           "put the rest on a point or borne off).")
            elif self.sides[p][OFF] == CHECKERS:
                out.append(f"{names[p]} has borne off all 15 checkers: that game is over.")
        for point in range(1, 25):
            a, b = self.sides[0][point], self.sides[1][25 - point]
            if a and b:
                out.append(f"Point {point} (from {names[0]}'s side) holds checkers of both players "
                           f"({a} of {names[0]}, {b} of {names[1]}).")
        cube = self.cube_value
        if cube < 1 or cube & (cube - 1) or cube > MAX_CUBE:
            out.append(f"The cube shows {cube}: it is 1, 2, 4, 8... up to {MAX_CUBE}.")
        elif self.cube_owner is not None and cube == 1:
            out.append("Nobody owns the cube at 1: it is in the middle until someone doubles.")
        elif self.cube_owner is None and cube > 1:
            out.append(f"A cube at {cube} has been doubled, so it belongs to the player who took it, not the "
                       "middle.")
        if self.crawford and cube > 1:
            out.append("Nobody doubles in the Crawford game: the cube stays at 1.")
        if not 0 <= self.length <= MAX_MATCH_LENGTH:
            out.append(f"The match length must be 0 (money) to {MAX_MATCH_LENGTH}.")
        elif self.length:
            for p in (0, 1):
                if self.score[p] >= self.length:
                    out.append(f"{names[p]} has {self.score[p]} points: the match to {self.length} is over.")
            if self.crawford and self.length - 1 not in self.score:
                out.append(f"The Crawford game comes when a player is one point short of the match "
                           f"({self.length - 1} points).")
        elif self.crawford:
            out.append("Money play has no Crawford game.")
        elif any(self.score):
            out.append("Money play has no score.")
        if self.dice is not None and not all(1 <= d <= 6 for d in self.dice):
            out.append("A die shows 1 to 6.")
        return out

    def setup(self) -> Setup:
        """The :class:`Setup` of this position; raises
        :class:`~backgammon_qt.model.errors.RuleError` (call
        :meth:`problems` first)."""
        return Setup(self.position(), self.on_roll, self.dice, self.cube_value, self.cube_owner)
