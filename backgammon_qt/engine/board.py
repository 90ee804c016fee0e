"""Conversion between our :class:`~backgammon_qt.model.Position` and the
26-integer board that bgsage (and its C++ core ``bgbot_cpp``) uses.

bgsage's board is always from the view of the player on roll (the mover), the
same view as :class:`Position`:

- ``board[1..24]``: the mover's point ``i`` in the mover's numbering (gnubg's,
  1..24 toward home); a positive count is the mover's checkers there, a
  negative count the opponent's (the opponent's own point ``25 - i``);
- ``board[25]``: the mover's checkers on the bar (a count >= 0);
- ``board[0]``: the opponent's checkers on the bar, also a count >= 0
  (bgsage's own docstring in ``bgsage/gnubg.py`` says so, and its move
  generator writes a hit checker there as ``+1``);
- borne-off checkers are not stored: each side has 15 minus what is on the
  board.

Checked against ``bgsage.STARTING_BOARD`` and ``bgsage.flip_board`` in
tests/engine/test_engine_board.py.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..model import BAR, CHECKERS, OFF, InvalidPositionError, Position

__all__ = ["to_board", "from_board"]


def to_board(position: Position) -> list[int]:
    """The bgsage board (26 ints, mover's view) of ``position`` with
    :attr:`Position.player` as the mover."""
    me, opp = position.player, position.opponent
    # point p: the mover's checkers there minus the opponent's on its own point 25 - p (one pass, no index
    # arithmetic: this runs for every legal play of every move the computer makes)
    return [opp[BAR], *[m - o for m, o in zip(me[1:25], opp[24:0:-1], strict=True)], me[BAR]]


def from_board(board: Sequence[int]) -> Position:
    """The :class:`Position` of a bgsage board (26 ints, mover's view), the
    mover becoming :attr:`Position.player`.  Borne-off counts are 15 minus
    the checkers on the board.

    Raises :class:`InvalidPositionError` if ``board`` does not have 26
    entries, a bar count is negative, or a side has more than 15 checkers.
    """
    if len(board) != 26:
        raise InvalidPositionError(f"a bgsage board has 26 entries, got {len(board)}")
    if board[0] < 0 or board[BAR] < 0:
        raise InvalidPositionError(f"bar counts must be >= 0, got {board[0]} and {board[BAR]}")
    me = [0] * 26
    opp = [0] * 26
    for p in range(1, 25):
        n = int(board[p])
        if n > 0:
            me[p] = n
        elif n < 0:
            opp[25 - p] = -n
    me[BAR] = int(board[BAR])
    opp[BAR] = int(board[0])
    for side, name in ((me, "mover"), (opp, "opponent")):
        on_board = sum(side)
        if on_board > CHECKERS:
            raise InvalidPositionError(f"the {name} has {on_board} checkers on a bgsage board (at most 15)")
        side[OFF] = CHECKERS - on_board
    return Position(tuple(me), tuple(opp))
