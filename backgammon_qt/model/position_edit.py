"""A position being set up by hand (the position editor): both players'
checkers, the player on roll, the dice, the cube, the score and the match,
with what makes it impossible (the model's own errors, see
:meth:`EditedPosition.problems`).

Players are 0 (bottom) and 1 (top); each side's counts are in its own
numbering (gnubg's: 1..24 toward home, 25 the bar, 0 borne off).  Pure: no
Qt.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .errors import CodedError, InvalidPositionError, RuleError
from .match import Match
from .position import BAR, CHECKERS, OFF, Position
from .position_text import PositionText, position_record
from .record import Setup
from .rules import RuleOptions

__all__ = ["EditedPosition"]


def _side(position: Position, player: int) -> list[int]:
    return list(position.player if player == 0 else position.opponent)


@dataclass
class EditedPosition:
    """The editor's state (mutable).  ``sides[p][i]``: player ``p``'s
    checkers on their own point ``i`` (0 off, 25 bar).  ``dice`` None: not
    rolled yet.  ``cube_owner`` None: in the middle.  ``length`` 0: money.
    ``rules``: the rules the position will be played under (the cube cap,
    Crawford...), which :meth:`problems` checks it against."""

    sides: list[list[int]] = field(default_factory=lambda: [_side(Position.start(), 0), _side(Position.start(), 1)])
    on_roll: int = 0
    dice: tuple[int, int] | None = None
    cube_value: int = 1
    cube_owner: int | None = None
    length: int = 0
    score: tuple[int, int] = (0, 0)
    crawford: bool = False
    names: tuple[str, str] = ("Player 1", "Player 2")
    rules: RuleOptions = field(default_factory=RuleOptions)

    # ------------------------------------------------------------ editing
    def clear(self) -> None:
        """No checker anywhere (not even borne off)."""
        self.sides = [[0] * 26, [0] * 26]

    def reset(self, variation: str | None = None) -> None:
        """The starting position of ``variation`` (``"standard"`` or
        ``"nackgammon"``, RULES.md "Board and setup"); None: that of
        :attr:`rules`.  Raises :class:`InvalidPositionError` for another
        name."""
        start = Position.start(self.rules.variation if variation is None else variation)
        self.sides = [_side(start, 0), _side(start, 1)]

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
        """The checkers of ``player`` (0 or 1) at ``point`` in that player's
        own numbering (0 off, 1..24, 25 the bar).  Raises
        :class:`IndexError` for a point outside 0..25."""
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
                   names: tuple[str, str] = ("Player 1", "Player 2"),
                   rules: RuleOptions | None = None) -> EditedPosition:
        """The editor's state of ``setup`` (e.g. the game on the board)."""
        return cls([_side(setup.position, 0), _side(setup.position, 1)], setup.on_roll, setup.dice,
                   setup.cube_value, setup.cube_owner, length, score, crawford, names,
                   rules if rules is not None else RuleOptions())

    # ------------------------------------------------------------ checks
    def problems(self) -> list[CodedError]:
        """What makes this position impossible to start (empty: it can be
        started), each the model's own error (a :class:`CodedError`: its
        template and values, worded by the controller), so that the editor
        never says other than the game would.  Four checks, each on its own
        so that one mistake does not hide another:

        - the board (RULES.md "Board and setup": 15 checkers a side, no
          point held by both): :meth:`Position.validate` of the board seen
          by the player on roll, and again with each side's missing
          checkers borne off (a point held by both is said while checkers
          are still being put on);
        - a game already over (RULES.md "End of game and scoring"): the
          :class:`Setup` of the board;
        - the dice and the cube (RULES.md "Doubling cube": 1, 2, 4...; a
          cube at 1 is in the middle): a :class:`Setup` with them (on the
          starting board, so that a board mistake does not hide them);
        - the match (RULES.md "Doubling cube" on the Crawford game, "Match
          to N points"): a :class:`Match` of this length, score and
          :attr:`rules` as the start adjusts them
          (:func:`~.position_text.position_record`: a game marked as the
          Crawford game puts the Crawford rule in force), starting a game
          from that set-up.
        """
        out: list[CodedError] = []
        board = self.position()
        # the board as it is, then with each side's missing checkers borne off (so that a point
        # held by both is said while checkers are still being put on)
        padded = Position(*(tuple([max(side[OFF], CHECKERS - sum(side[1:])), *side[1:]]) for side in self.sides))
        for candidate in (board, padded):
            seen_by_roller = candidate if self.on_roll == 0 else candidate.swapped()
            try:
                seen_by_roller.validate()
            except InvalidPositionError as exc:
                if not any(str(exc) == str(seen) for seen in out):
                    out.append(exc)
        if not out:
            try:
                Setup(board, self.on_roll)
            except RuleError as exc:
                out.append(exc)
        try:
            cube_setup = Setup(Position.start(), self.on_roll, self.dice, self.cube_value, self.cube_owner)
        except RuleError as exc:
            out.append(exc)
            return out
        # the rules the game is started under: this match's, as the start adjusts them (a game marked
        # as the Crawford game puts the Crawford rule in force, position_record)
        rules = position_record(PositionText(cube_setup, self.length, self.score, self.crawford), self.names,
                                self.rules).rules
        try:
            match = Match(self.length, rules, self.names, start_score=self.score)
            match.new_game(setup=cube_setup, crawford=self.crawford)
        except ValueError as exc:
            out.append(exc if isinstance(exc, CodedError) else CodedError(str(exc)))
        return out

    def setup(self) -> Setup:
        """The :class:`Setup` of this position; raises
        :class:`~backgammon_qt.model.errors.RuleError` (call
        :meth:`problems` first)."""
        return Setup(self.position(), self.on_roll, self.dice, self.cube_value, self.cube_owner)
