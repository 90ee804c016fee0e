"""eXtreme Gammon's XGID: a position with its cube, dice, score and match in
one line, both ways.

Source: ../shared/testdata/FORMATS.md section 5 (checked against gnubg's
``SetXGID`` and real XG 2.10 position exports).  The form is
``XGID=pos:cube:cubepos:turn:dice:scoreX:scoreO:crawfordjacoby:matchlen:maxcube``
(the ``XGID=`` prefix may be left out).  X is the bottom player, written in
capitals, and is our player 0; O, in small letters, is player 1.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .errors import InvalidNotationError, InvalidPositionError, shown
from .match import MAX_MATCH_LENGTH
from .position import BAR, CHECKERS, OFF, Position
from .record import MAX_CUBE

__all__ = ["XgidState", "parse_xgid", "NO_CAP"]

NO_CAP = 1024
"""The cube limit XG writes when there is none (``maxcube`` 10)."""

_MAX_CUBE_LOG2 = MAX_CUBE.bit_length() - 1
_FORM = re.compile(r"^(?:XGID=)?([-A-Pa-p]{26}):(.*)$")


@dataclass(frozen=True)
class XgidState:
    """What an XGID says, in our terms.

    ``position`` is seen by ``player_to_act`` (0 = X, the bottom player; 1 =
    O), like :attr:`Game.position`; ``dice`` the rolled dice in the order
    written, or None when the player still decides on the cube and rolls;
    ``cube_value`` 1, 2, 4...; ``cube_owner`` 0, 1 or None (centred);
    ``score`` (X, O); ``match_length`` 0 for money; ``crawford`` True in the
    Crawford game (match only); ``jacoby`` and ``beavers`` (money only);
    ``cube_cap`` the highest cube value (XG's ``maxcube``, 2**maxcube; a
    power of two from 1 to :data:`~backgammon_qt.model.record.MAX_CUBE`).
    ``doubled``: ``player_to_act`` has doubled and the opponent is to take,
    drop (or beaver); the dice field is ``D`` then, ``dice`` None and
    ``cube_value`` the value before the double (as gnubg's ``SetXGID``
    reads it).
    The fields are not checked here: :func:`parse_xgid` checks what it reads.
    """

    position: Position
    player_to_act: int
    dice: tuple[int, int] | None
    cube_value: int = 1
    cube_owner: int | None = None
    score: tuple[int, int] = (0, 0)
    match_length: int = 0
    crawford: bool = False
    jacoby: bool = False
    beavers: bool = False
    cube_cap: int = NO_CAP
    doubled: bool = False

    def position_for(self, player: int) -> Position:
        """The board seen by ``player`` (0 = X, 1 = O)."""
        return self.position if player == self.player_to_act else self.position.swapped()

    def xgid(self) -> str:
        """The XGID text (with the ``XGID=`` prefix) of this state."""
        x = self.position_for(0)
        chars = []
        for i in range(26):
            if i == 0:
                mine, theirs = 0, x.opponent[BAR]
            elif i == 25:
                mine, theirs = x.player[BAR], 0
            else:
                mine, theirs = x.player[i], x.opponent[25 - i]
            chars.append(chr(ord("A") + mine - 1) if mine else chr(ord("a") + theirs - 1) if theirs else "-")
        cube_log2 = self.cube_value.bit_length() - 1
        owner = {None: 0, 0: 1, 1: -1}[self.cube_owner]
        turn = 1 if self.player_to_act == 0 else -1
        dice = "D" if self.doubled else f"{self.dice[0]}{self.dice[1]}" if self.dice else "00"
        flags = int(self.crawford) if self.match_length else int(self.jacoby) | int(self.beavers) << 1
        max_cube = self.cube_cap.bit_length() - 1
        return (f"XGID={''.join(chars)}:{cube_log2}:{owner}:{turn}:{dice}:{self.score[0]}:{self.score[1]}:"
                f"{flags}:{self.match_length}:{max_cube}")


def _int_field(text: str, name: str, lo: int, hi: int) -> int:
    if not re.fullmatch(r"-?[0-9]{1,4}", text):
        raise InvalidNotationError("XGID: the {name} field must be a whole number, got {text}",
                                   name=name, text=shown(text, 20))
    value = int(text)
    if not lo <= value <= hi:
        raise InvalidNotationError("XGID: the {name} must be {lo} to {hi}, got {value}", name=name, lo=lo, hi=hi,
                                   value=value)
    return value


def _dice_field(dice_text: str) -> tuple[bool, tuple[int, int] | None]:
    """The XGID dice field: ``(doubled, dice)``; ``dice`` is None before the roll or after a double."""
    doubled = dice_text == "D"
    if not doubled and not re.fullmatch(r"00|[1-6][1-6]", dice_text):
        raise InvalidNotationError("XGID: the dice must be two digits 1-6, 00 before the roll or D for a double "
                                   "offered, got {text}", text=shown(dice_text, 20))
    return doubled, None if doubled or dice_text == "00" else (int(dice_text[0]), int(dice_text[1]))


def _board_counts(board: str) -> tuple[list[int], list[int]]:
    """The 26 XGID board characters as (X's, O's) checker counts, each in its own numbering.

    Raises :class:`InvalidPositionError` for checkers on the wrong bar, more than 15 a side,
    or a side with every checker borne off.
    """
    x = [0] * 26        # X's checkers, X's numbering
    o = [0] * 26        # O's checkers, O's numbering
    for i, c in enumerate(board):
        if c == "-":
            continue
        count = ord(c.lower()) - ord("a") + 1
        if c.isupper():
            if i == 0:
                raise InvalidPositionError("XGID: X checkers on O's bar (board character 1)")
            x[BAR if i == 25 else i] = count
        else:
            if i == 25:
                raise InvalidPositionError("XGID: O checkers on X's bar (board character 26)")
            o[BAR if i == 0 else 25 - i] = count
    for side, counts in (("X", x), ("O", o)):
        total = sum(counts)
        if total > CHECKERS:
            raise InvalidPositionError("XGID: {side} has {total} checkers on the board, more than {most}",
                                       side=side, total=total, most=CHECKERS)
        counts[OFF] = CHECKERS - total
    if all(x[i] == 0 for i in range(1, 26)) or all(o[i] == 0 for i in range(1, 26)):
        raise InvalidPositionError("XGID: one side has borne off every checker; the game is over")
    return x, o


def parse_xgid(text: str) -> XgidState:
    """Read an XGID (FORMATS.md section 5), with or without ``XGID=``.

    The dice field ``D`` says the player to act has doubled
    (:attr:`XgidState.doubled`; the opponent answers).

    Raises :class:`InvalidNotationError` for text that is not an XGID (wrong
    number of fields, a field out of range) and :class:`InvalidPositionError` for a board
    the rules do not allow (more than 15 checkers a side); the message says
    which field.
    """
    text = text.strip()
    m = _FORM.match(text)
    if not m:
        raise InvalidNotationError("not an XGID: expected 26 board characters (- A-P a-p) then 9 fields, got {text}",
                                   text=shown(text))
    board, rest = m.group(1), m.group(2).split(":")
    if len(rest) != 9:
        raise InvalidNotationError("XGID: expected 9 fields after the board, got {n}", n=len(rest))
    cube_log2 = _int_field(rest[0], "cube (log2 of its value)", 0, _MAX_CUBE_LOG2)
    cube_pos = _int_field(rest[1], "cube position", -1, 1)
    turn = _int_field(rest[2], "player to act", -1, 1)
    if turn == 0:
        raise InvalidNotationError("XGID: the player to act must be 1 (X) or -1 (O), got 0")
    doubled, dice = _dice_field(rest[3])
    length = _int_field(rest[7], "match length", 0, MAX_MATCH_LENGTH)
    score_x = _int_field(rest[4], "score of X", 0, max(length - 1, 0))
    score_o = _int_field(rest[5], "score of O", 0, max(length - 1, 0))
    flags = _int_field(rest[6], "Crawford/Jacoby flags", 0, 1 if length else 3)
    max_cube = _int_field(rest[8], "cube limit (log2)", 0, _MAX_CUBE_LOG2)
    if cube_log2 > max_cube:
        raise InvalidNotationError("XGID: the cube is on {value}, above its limit {cap}", value=2 ** cube_log2,
                                   cap=2 ** max_cube)
    if length and flags and max(score_x, score_o) != length - 1:
        raise InvalidNotationError("XGID: the Crawford game needs a player one point short of the match")

    x, o = _board_counts(board)
    seen_by_x = Position(tuple(x), tuple(o))
    seen_by_x.validate()
    player = 0 if turn == 1 else 1
    return XgidState(
        position=seen_by_x if player == 0 else seen_by_x.swapped(), player_to_act=player, dice=dice,
        cube_value=2 ** cube_log2, cube_owner={0: None, 1: 0, -1: 1}[cube_pos], score=(score_x, score_o),
        match_length=length, crawford=bool(length and flags), jacoby=bool(not length and flags & 1),
        beavers=bool(not length and flags & 2), cube_cap=2 ** max_cube, doubled=doubled)
