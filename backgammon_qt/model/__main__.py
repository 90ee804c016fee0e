"""Command line of the rules model (no Qt)::

    python -m backgammon_qt.model legal POSITION_ID DIE1 DIE2
    python -m backgammon_qt.model show POSITION_ID

``legal`` prints one line per distinct legal play (as gnubg counts them): the
gnubg Position ID of the result with the opponent now on roll, two spaces, the
play in gnubg's notation; sorted by Position ID.  A roll with no legal play
prints the unchanged board with the opponent on roll and ``(no legal move)``.

``show`` prints the pip counts and a small ASCII board, the player on roll
(``X``) at the bottom, points in X's numbering.

Position IDs are gnubg's (../shared/testdata/FORMATS.md section 3).  A bad
Position ID, an illegal position or bad dice exits with status 2 and one line
on stderr; so do usage errors (after the usage line).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Iterable, Sequence

from .errors import InvalidNotationError, InvalidPositionError
from .legal import legal_plays
from .position import BAR, OFF, Position

PROG = "python -m backgammon_qt.model"


class _UsageError(Exception):
    """A bad argument value, reported in one line with exit status 2."""


def _position(text: str) -> Position:
    try:
        position = Position.from_position_id(text)
        position.validate()
    except (InvalidNotationError, InvalidPositionError) as exc:
        raise _UsageError(str(exc)) from None
    return position


def _die(text: str) -> int:
    if text.strip() not in {"1", "2", "3", "4", "5", "6"}:
        raise _UsageError(f"a die is a number 1..6, got {text!r}")
    return int(text)


def legal_lines(position: Position, d1: int, d2: int, *, minimize_wasted_pips: bool = False) -> list[str]:
    """The output lines of ``legal`` for ``position`` (player on roll to play
    ``d1``-``d2``), sorted by resulting Position ID."""
    plays = legal_plays(position, (d1, d2), minimize_wasted_pips=minimize_wasted_pips)
    if not plays:
        return [f"{position.swapped().position_id()}  (no legal move)"]
    return sorted(f"{play.next_position().position_id()}  {play}" for play in plays)


def board_lines(position: Position) -> list[str]:
    """The output lines of ``show``: the board with the player on roll
    (``X``) at the bottom, point numbers in X's numbering, then bar, off and
    pip counts."""
    me, opp = position.player, position.opponent

    def cell(p: int) -> str:
        if me[p]:
            return f"X{me[p]}"
        if opp[25 - p]:
            return f"O{opp[25 - p]}"
        return "."

    def row(points: Iterable[int], text: Callable[[int], str]) -> str:
        cells = [f"{text(p):>3}" for p in points]
        return " ".join(cells[:6]) + " | " + " ".join(cells[6:])

    top, bottom = range(13, 25), range(12, 0, -1)
    pips = position.pip_count()
    return [
        f"Position ID: {position.position_id()}  (X on roll)",
        row(top, str),
        row(top, cell),
        row(bottom, cell),
        row(bottom, str),
        f"bar: X {me[BAR]}, O {opp[BAR]}   off: X {me[OFF]}, O {opp[OFF]}",
        f"pips: X {pips[0]}, O {pips[1]}",
    ]


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=PROG, description="The backgammon rules model on the command line.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    legal = commands.add_parser("legal", help="list the legal plays for a position and a roll")
    legal.add_argument("position_id", metavar="POSITION_ID", help="gnubg Position ID, player on roll to move")
    legal.add_argument("die1", metavar="DIE1", help="first die, 1..6")
    legal.add_argument("die2", metavar="DIE2", help="second die, 1..6")
    legal.add_argument("--minimize-wasted-pips", action="store_true",
                       help='apply the "minimize wasted pips" bear-off rule (RULES.md)')
    show = commands.add_parser("show", help="print a position's pip counts and board")
    show.add_argument("position_id", metavar="POSITION_ID", help="gnubg Position ID")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (argparse itself exits
    with status 2 on a usage error)."""
    args = _parser().parse_args(argv)
    try:
        position = _position(args.position_id)
        if args.command == "legal":
            lines = legal_lines(position, _die(args.die1), _die(args.die2),
                                minimize_wasted_pips=args.minimize_wasted_pips)
        else:
            lines = board_lines(position)
    except _UsageError as exc:
        print(f"{PROG} {args.command}: error: {exc}", file=sys.stderr)
        return 2
    return _write("\n".join(lines) + "\n")


def _write(text: str) -> int:
    """Write ``text`` to stdout; 0, or 141 (128 + SIGPIPE, as a shell
    reports it) without a traceback when the reader has gone (``| head``)."""
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:
        # Python's advice (signal docs, "Note on SIGPIPE"): point stdout at devnull so the
        # flush at exit does not raise again
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141
    return 0


if __name__ == "__main__":
    sys.exit(main())
