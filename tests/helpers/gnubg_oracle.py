"""Test support: gnubg-nn as the independent oracle for legal plays.

Board conventions.  gnubg-nn's board is two 25-lists ``[not on roll, on roll]``;
in each, index ``i`` (0..23) counts that side's checkers on its own point
``i + 1`` and index 24 its bar; borne-off checkers are implied.  Our
:class:`Position` keeps 26-tuples (index 0 = off, 1..24 = points, 25 = bar),
so a gnubg side list is exactly our tuple without its first slot.

``gnubg_nn.moves(board, d1, d2, 0)`` gives the position keys of the boards
after each distinct legal play, NOT swapped (the mover is still side [1], a hit
checker sits on side [0]'s index 24); ``verbose=1`` gives ``(key, steps)``
pairs, steps being ``(from, to)`` in the mover's numbering (25 = bar,
0 = off).  For a roll with no legal play it returns nothing or the unchanged
board; :func:`gnubg_plays` normalises both to "no play".

Also here: random play from the starting position driven by gnubg-nn's move
lists (independent of the model under test), and a reference formatter of
gnubg's move text written from the algorithm of gnubg's ``FormatMove``
(drawboard.c; FORMATS.md section 0 names the source).
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import gnubg_nn as gnubg

from backgammon_qt.model import BAR, CHECKERS, OFF, Position

START_ID = "4HPwATDgc/ABMA"
"""gnubg Position ID of the starting position."""

ROLLS = tuple((d1, d2) for d1 in range(1, 7) for d2 in range(1, d1 + 1))
"""The 21 distinct rolls, higher die first."""


def to_board(position: Position) -> list[list[int]]:
    """gnubg-nn board ``[not on roll, on roll]`` of ``position``."""
    return [list(position.opponent[1:]), list(position.player[1:])]


def from_board(board) -> Position:
    """Our :class:`Position` (side [1] on roll) of a gnubg-nn board."""
    opp, me = board
    return Position((CHECKERS - sum(me), *me), (CHECKERS - sum(opp), *opp))


def board_of(position: Position) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The board as the pair of 25-tuples ``gnubg_nn.boardfromkey`` gives
    (cheaper to compare than Positions when checking many cases)."""
    return position.opponent[1:], position.player[1:]


def gnubg_boards(position: Position, d1: int, d2: int) -> dict[tuple, tuple[tuple[int, int], ...]]:
    """:func:`gnubg_plays` keyed by :func:`board_of` of the resulting
    positions instead of the positions themselves."""
    start = board_of(position)
    plays = {}
    for key, steps in gnubg.moves(to_board(position), d1, d2, 1):
        board = gnubg.boardfromkey(key)
        if board != start:  # an unchanged board means "no legal play"
            plays[board] = tuple(steps)
    return plays


def gnubg_plays(position: Position, d1: int, d2: int) -> dict[Position, tuple[tuple[int, int], ...]]:
    """gnubg's distinct legal plays: ``{resulting position (mover's view):
    one representative list of (from, to) steps}``; empty for no legal play."""
    plays = {}
    for key, steps in gnubg.moves(to_board(position), d1, d2, 1):
        result = from_board(gnubg.boardfromkey(key))
        if result != position:  # an unchanged board means "no legal play"
            plays[result] = tuple(steps)
    return plays


def gnubg_results(position: Position, d1: int, d2: int) -> frozenset[Position]:
    """The positions (mover's view) gnubg's legal plays lead to."""
    results = {from_board(gnubg.boardfromkey(k)) for k in gnubg.moves(to_board(position), d1, d2, 0)}
    results.discard(position)
    return frozenset(results)


def random_games(rng: random.Random) -> Iterator[tuple[Position, tuple[int, int]]]:
    """Endless random play from the starting position: yields ``(position on
    roll, roll)`` before each turn; the play is a uniformly random choice
    among gnubg-nn's legal plays.  A finished game starts a new one."""
    board = [list(x) for x in gnubg.board_from_position_id(START_ID)]
    while True:
        d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
        yield from_board(board), (d1, d2)
        keys = gnubg.moves(board, d1, d2, 0)
        if keys:
            opp, me = gnubg.boardfromkey(rng.choice(keys))
            board = [list(me), list(opp)]  # swap: the other side is on roll
            if not any(board[0]):  # the mover has borne off all 15
                board = [list(x) for x in gnubg.board_from_position_id(START_ID)]
        else:
            board = [board[1], board[0]]


def random_play_cases(seed: int, count: int) -> list[tuple[Position, tuple[int, int]]]:
    """``count`` consecutive ``(position, roll)`` cases of :func:`random_games`."""
    games = random_games(random.Random(seed))
    return [next(games) for _ in range(count)]


# --------------------------------------------------------------------------
# Reference formatter of gnubg's move text.

def _point(p: int) -> str:
    return "bar" if p == BAR else "off" if p == OFF else str(p)


def gnubg_move_text(position: Position, steps) -> str:
    """gnubg's text for the one-die ``steps`` ``[(from, to), ...]`` (mover's
    numbering) played from ``position``, following the algorithm of gnubg's
    ``FormatMove``: steps sorted by source then destination, descending; a
    step starting where an earlier one ends continues that checker, the
    joining point kept only if an opposing checker stood on it in
    ``position`` (then marked ``*``); identical paths counted ``(n)``; a
    destination with an opposing checker marked ``*`` unless already marked.
    """
    rows = [[a, b] for a, b in sorted(steps, reverse=True)]
    opp = position.opponent

    def had_opponent(p: int) -> bool:
        return 1 <= p <= 24 and opp[25 - p] > 0

    alive = [True] * len(rows)
    for i, row in enumerate(rows):
        if not alive[i]:
            continue
        for j in range(i + 1, len(rows)):
            if alive[j] and row[-1] == rows[j][0]:
                if had_opponent(row[-1]):
                    row.append(rows[j][1])
                else:
                    row[-1] = rows[j][1]
                alive[j] = False
    paths: list[list[int]] = []
    counts: list[int] = []
    for row, keep in zip(rows, alive):
        if not keep:
            continue
        if row in paths:
            counts[paths.index(row)] += 1
        else:
            paths.append(row)
            counts.append(1)
    marked: set[int] = set()
    parts = []
    for path, count in zip(paths, counts):
        text = _point(path[0])
        for p in path[1:-1]:
            text += f"/{_point(p)}*"
            marked.add(p)
        dest = path[-1]
        text += "/" + _point(dest)
        if had_opponent(dest) and dest not in marked:
            text += "*"
            marked.add(dest)
        parts.append(text + (f"({count})" if count > 1 else ""))
    return " ".join(parts)
