"""Moves and plays, and their text in gnubg's notation.

A :class:`Move` is one checker moved by one die; a :class:`Play` is a whole
turn's moves with the position they lead to.  Point numbers are from the
perspective of the player making the move: 1..24, ``25`` the bar, ``0`` off.

Move text follows gnubg's ``FormatMove`` (drawboard.c): moves ordered by
source point then destination, both descending; the moves of one checker
joined (``24/13``), keeping an intermediate point only where it hits
(``24/18*/13``); repeated moves counted (``8/2(3)``); ``bar`` and ``off``
written out; a hit marked ``*`` once per point.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from .errors import InvalidNotationError, shown
from .position import BAR, OFF, Position

__all__ = ["Move", "Play", "format_moves", "net_movement", "parse_move_text", "parse_move_text_hits"]


class Move(NamedTuple):
    """One checker moved by one die (an immutable value; a named tuple
    rather than a dataclass because the legal-play generator makes tens of
    thousands a second).

    ``from_point`` is 1..25 (25 = bar) and ``to_point`` 0..24 (0 = off), both
    in the mover's numbering; ``die`` is the die value used (1..6; larger
    than ``from_point - to_point`` only for a bear-off from below the die);
    ``hit`` is True when an opposing blot stood on ``to_point``.
    """

    from_point: int
    to_point: int
    die: int
    hit: bool = False

    def __str__(self) -> str:
        return f"{_point_text(self.from_point)}/{_point_text(self.to_point)}{'*' if self.hit else ''}"

    def __repr__(self) -> str:
        return f"Move({self.from_point}, {self.to_point}, die={self.die}{', hit=True' if self.hit else ''})"


def _point_text(point: int) -> str:
    if point == BAR:
        return "bar"
    if point == OFF:
        return "off"
    return str(point)


def format_moves(moves: Iterable[Move]) -> str:
    """gnubg-style text of a sequence of :class:`Move` made in one turn.

    An empty sequence gives the empty string (a turn with no legal play).
    """
    return _format_moves(tuple(moves))


@lru_cache(maxsize=4096)
def _format_moves(moves: tuple[Move, ...]) -> str:
    # cached: the same plays come back again and again in a match file
    hit_points = {m.to_point for m in moves if m.hit}
    steps = sorted(((m.from_point, m.to_point) for m in moves), reverse=True)
    paths: list[list[int]] = [list(s) for s in steps]
    alive = [True] * len(paths)
    for i, path in enumerate(paths):
        if not alive[i]:
            continue
        j = i + 1
        while j < len(paths):
            if alive[j] and path[-1] != OFF and paths[j][0] == path[-1]:
                path.extend(paths[j][1:])
                alive[j] = False
                j = i + 1  # the joined checker may go on with another step
                continue
            j += 1
    groups: dict[tuple[int, ...], int] = {}
    for path, keep in zip(paths, alive):
        if keep:
            # keep the source, the hitting intermediate points, the destination
            key = (path[0], *[p for p in path[1:-1] if p in hit_points], path[-1])
            groups[key] = groups.get(key, 0) + 1
    marked: set[int] = set()
    parts: list[str] = []
    for key, count in groups.items():
        text = _point_text(key[0])
        for point in key[1:]:
            text += "/" + _point_text(point)
            if point in hit_points and point not in marked:
                text += "*"
                marked.add(point)
        parts.append(text + (f"({count})" if count > 1 else ""))
    return " ".join(parts)


def parse_move_text(text: str) -> list[tuple[int, int]]:
    """Parse gnubg move text into ``(from_point, to_point)`` steps.

    Accepts ``24/18 13/11``, ``8/2(3)``, ``bar/22*``, ``6/off``, ``25/22``,
    ``2/off(2) 1/off(2)``, consolidated moves (``24/13``, ``24/18*/13``,
    returned as the single step ``(24, 13)`` and the two steps
    ``(24, 18), (18, 13)``) and commas between moves.  Hit marks are
    accepted (the board decides what is hit; :func:`parse_move_text_hits`
    also returns the marked points).  Points are in the
    mover's numbering; ``bar`` is 25 and ``off`` 0.  An empty or
    ``(no legal move)`` text gives ``[]``.

    Raises :class:`InvalidNotationError` for anything else: a point outside
    0..25, a move from off or to the bar, a dangling ``/``, a bad count, or
    more than four checker moves' worth of steps.
    """
    return parse_move_text_hits(text)[0]


_MAX_TEXT = 200
"""Longest move text parsed (four moves written out need under 40
characters); longer text is refused at once, whatever a file holds."""


_SEPARATORS = re.compile(r"[\s,]+")
_GROUP = re.compile(r"(.+?)(?:\(([0-9]+)\))?")
_POINT = re.compile(r"([0-9]+|bar|b|off|o)(\*)?", re.I)


def parse_move_text_hits(text: str) -> tuple[list[tuple[int, int]], set[int]]:
    """Parse gnubg move text into ``(from_point, to_point)`` steps and the
    set of points marked as hit (``*``); see :func:`parse_move_text`."""
    steps, hits = _parse_cached(text)
    return list(steps), set(hits)


_SIMPLE = re.compile(r"[0-9]{1,2}/[0-9]{1,2}\*?(?: [0-9]{1,2}/[0-9]{1,2}\*?){0,7}")
"""The commonest move text: up to eight single steps ``from/to``, numbers,
a ``*`` after the landing point, one blank between (what the SGF reader
and gnubg's .mat export give)."""


@lru_cache(maxsize=4096)
def _parse_cached(text: str) -> tuple[tuple[tuple[int, int], ...], frozenset[int]]:
    # cached: the same moves come back again and again in a match file
    src = text.strip()
    if _SIMPLE.fullmatch(src):
        # what _parse_text gives for such a text, when every step is one it accepts (else it says why)
        steps: list[tuple[int, int]] = []
        hits: set[int] = set()
        for part in src.split(" "):
            a_text, b_text = part.split("/")
            hit = b_text[-1] == "*"
            a, b = int(a_text), int(b_text[:-1] if hit else b_text)
            if not (0 < a <= BAR and b < BAR and b < a):
                return _parse_text(text)
            steps.append((a, b))
            if hit:
                hits.add(b)
        return tuple(steps), frozenset(hits)
    return _parse_text(text)


def _parse_text(text: str) -> tuple[tuple[tuple[int, int], ...], frozenset[int]]:
    """:func:`parse_move_text_hits` of any text (see :data:`_SIMPLE` for
    the commonest, read at once by :func:`_parse_cached`)."""
    src = text.strip()
    if len(src) > _MAX_TEXT:
        raise InvalidNotationError("move text of {n} characters is too long: {text}", n=len(src), text=shown(src))
    if src.lower() in ("", "(no legal move)", "cannot move", "no legal move"):
        return (), frozenset()
    steps: list[tuple[int, int]] = []
    hit_points: set[int] = set()
    for group in _SEPARATORS.split(src):
        if not group:
            continue
        m = _GROUP.fullmatch(group)
        assert m is not None  # any non-empty text without spaces matches
        body, count = m.group(1), m.group(2)
        points = body.split("/")
        if len(points) < 2 or any(p == "" for p in points):
            raise InvalidNotationError("bad move {move} in {text}", move=shown(group), text=shown(text))
        nums = []
        for p in points:
            pm = _POINT.fullmatch(p)
            if not pm:
                raise InvalidNotationError("bad point {point} in {text}", point=shown(p), text=shown(text))
            word = pm.group(1).lower()
            n = BAR if word in ("bar", "b") else OFF if word in ("off", "o") else int(word)
            if not 0 <= n <= BAR:
                raise InvalidNotationError("point {point} is not 0..25 in {text}", point=n, text=shown(text))
            nums.append(n)
            if pm.group(2):
                hit_points.add(n)
        # A consolidated move keeps its intermediate points only where written.
        group_steps = [(nums[i], nums[i + 1]) for i in range(len(nums) - 1)]
        for a, b in group_steps:
            if a == OFF:
                raise InvalidNotationError("a move cannot start off the board: {move}", move=shown(group))
            if b == BAR:
                raise InvalidNotationError("a move cannot end on the bar: {move}", move=shown(group))
            if b >= a:
                raise InvalidNotationError("a move must go toward home: {move}", move=shown(group))
        n_repeat = 1
        if count is not None:
            n_repeat = int(count)
            if not 1 <= n_repeat <= 4:
                raise InvalidNotationError("bad repeat count ({count}) in {text}", count=count, text=shown(text))
        steps.extend(group_steps * n_repeat)
    if len(steps) > 8:
        raise InvalidNotationError("too many moves in {text}", text=shown(text))
    return tuple(steps), frozenset(hit_points)


def net_movement(steps: Iterable[tuple[int, int]]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The sorted source points and destination points of ``steps``
    (``(from, to)`` pairs) once a point that is both a destination and a
    later source is cancelled: two descriptions of a play with the same net
    movement lead to the same board but for hits on the way."""
    sources: dict[int, int] = {}
    dests: dict[int, int] = {}
    for a, b in steps:
        sources[a] = sources.get(a, 0) + 1
        dests[b] = dests.get(b, 0) + 1
    for p in list(sources):
        if p in dests:
            n = min(sources[p], dests[p])
            sources[p] -= n
            dests[p] -= n
    return (tuple(sorted(p for p, n in sources.items() for _ in range(n))),
            tuple(sorted(p for p, n in dests.items() for _ in range(n))))


@dataclass(frozen=True, slots=True)
class Play:
    """A whole turn: the moves in the order made and the resulting position.

    ``position`` is the board after the play, still seen by the player who
    made it (call :meth:`next_position` for the opponent's view, as gnubg
    shows it after the move).  Two plays are equal when their resulting
    positions are equal (gnubg counts plays this way).
    """

    moves: tuple[Move, ...]
    position: Position

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Play):
            return self.position == other.position
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.position)

    @staticmethod
    def _make(moves: tuple[Move, ...], position: Position) -> Play:
        """Build without the dataclass machinery (internal, hot path; see
        :meth:`Position._make`)."""
        self = _new(Play)
        _set_moves(self, moves)
        _set_position(self, position)
        return self

    def __str__(self) -> str:
        return format_moves(self.moves) if self.moves else "(no legal move)"

    def __repr__(self) -> str:
        return f"Play({str(self)!r} -> {self.position!r})"

    @property
    def dice_used(self) -> tuple[int, ...]:
        """The die values used, in the order the moves were made."""
        return tuple(m.die for m in self.moves)

    @property
    def hits(self) -> int:
        """How many opposing checkers this play sends to the bar."""
        return sum(1 for m in self.moves if m.hit)

    def next_position(self) -> Position:
        """The resulting position with the opponent on roll."""
        return self.position.swapped()


_new = object.__new__
_set_moves: Callable[[Play, tuple[Move, ...]], None] = Play.__dict__["moves"].__set__
_set_position: Callable[[Play, Position], None] = Play.__dict__["position"].__set__
