"""Legal plays for a position and a roll.

Rules (../shared/RULES.md, "Moving" and "Bearing off"): each die is one move;
doubles are played four times; as many dice as possible must be used, and when
only one of two dice can be used, the larger one if it can; checkers on the bar
enter first; bearing off only with all checkers home, a die larger than the
highest occupied point bearing off from that point.  Option "minimize wasted
pips": among the plays using the most dice, only those wasting the fewest pips
in bear-offs are legal.

Plays that lead to the same position are one play, as gnubg counts them
(``GenerateMoves`` in gnubg's eval.c).  Each play keeps the first move order
found when searching gnubg's way: sources from the bar down to the 1-point,
the dice in the order given, then in the other order.

All point numbers are from the perspective of the player on roll (1..24,
25 = bar, 0 = off).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import SupportsInt, TypeAlias

from .errors import IllegalMoveError, InvalidDiceError, InvalidNotationError, shown
from .moves import Move, Play, _set_moves, _set_position, format_moves, net_movement, parse_move_text_hits
from .position import BAR, OFF, Position, _new, _set_opponent, _set_player

__all__ = ["LegalPlays", "legal_plays", "check_dice"]

_Signature: TypeAlias = tuple[bytes, int, int]
"""A play's signature (see :func:`_generate`): the mover's 26 counts after
it, the bitmask of the points where it hit, the die of a one-die play."""
_Found: TypeAlias = dict[_Signature, tuple[Move, ...]]
"""Signatures and the first sequence of moves found for each."""


def check_dice(dice: Iterable[SupportsInt]) -> tuple[int, int]:
    """Return ``dice`` as a pair of ints 1..6, or raise :class:`ValueError`."""
    try:
        d1, d2 = dice
        d1, d2 = int(d1), int(d2)
    except (TypeError, ValueError) as exc:
        raise InvalidDiceError("dice must be two numbers 1..6, got {got}", got=repr(dice)) from exc
    if not (1 <= d1 <= 6 and 1 <= d2 <= 6):
        raise InvalidDiceError("dice must be 1..6, got {d0} and {d1}", d0=d1, d1=d2)
    return d1, d2


def _opponent_points(opponent: tuple[int, ...]) -> tuple[list[bool], list[bool]]:
    """``(blocked, blot)``, 26 flags each: for the mover's point ``p``
    (1..24), whether the opponent holds it (two or more checkers on their
    point ``25 - p``) or has a blot there."""
    blocked = [False] * 26
    blot = [False] * 26
    for p in range(1, 25):
        n = opponent[25 - p]
        if n >= 2:
            blocked[p] = True
        elif n == 1:
            blot[p] = True
    return blocked, blot


class _Search:
    """A board being moved on, one checker and one die at a time (the turn
    in progress keeps one): the mover's counts, the opponent's points that
    are blocked or hold a blot, the blots hit so far."""

    __slots__ = ("me", "blocked", "blots", "hits", "outside")

    def __init__(self, position: Position) -> None:
        me = list(position.player)
        self.me = me
        self.blocked, self.blots = _opponent_points(position.opponent)
        self.hits = 0
        self.outside = sum(me[7:26])  # checkers not yet in the home board

    def can_move(self, s: int, d: int) -> bool:
        """May a checker move from ``s`` (1..24, ``BAR``) by ``d`` now?
        RULES.md "Moving" (bar first, closed points) and "Bearing off"
        (all home; a larger die only from the highest point).  The two
        search loops below repeat this test inline, not by calling it: a
        call per candidate move made the search 40% slower."""
        me = self.me
        if not me[s]:
            return False
        if me[BAR] and s != BAR:
            return False
        t = s - d
        if t > 0:
            return not self.blocked[t]
        if self.outside:
            return False
        if t == 0:
            return True
        # bearing off with a larger die: only from the highest occupied point
        for q in range(s + 1, 7):
            if me[q]:
                return False
        return True

    def do(self, s: int, d: int) -> Move:
        """Move a checker from ``s`` by ``d`` (the caller checked
        :meth:`can_move`) and return the move."""
        me = self.me
        t = s - d
        if t < 0:
            t = 0
        me[s] -= 1
        me[t] += 1
        hit = False
        if t and self.blots[t] and not (self.hits >> t) & 1:
            self.hits |= 1 << t
            hit = True
        if s > 6 and t <= 6:
            self.outside -= 1
        return _MOVES[s][d][hit]

    def undo(self, move: Move) -> None:
        """Take back ``move``, the last one made."""
        s, t = move.from_point, move.to_point
        me = self.me
        me[s] += 1
        me[t] -= 1
        if move.hit:
            self.hits &= ~(1 << t)
        if s > 6 and t <= 6:
            self.outside += 1


# Every possible single move, made once: _MOVES[from_point][die][hit].
_MOVES = [[[Move(s, max(s - d, 0), d, h) for h in (False, True)] for d in range(7)] for s in range(26)]

# The compiled fast path (_legalc.c, built by setup.py where a C compiler
# exists): the same search, order, dedupe and rules as _pair/_generate and
# _build_plays below, which stay the reference (the property tests, the
# golden table and the gnubg-nn oracle check this model, and
# tests/model/test_model_legal_fast.py checks the two agree).  None when the
# extension was not built: everything then runs in Python.  Its plays() and
# signatures() answer None, and the Python search runs, for what the compiled
# search does not take (a side of more than 30 checkers, a call made while
# another is running: another thread, or a collector callback).
try:
    from . import _legalc as _fast
except ImportError:  # no compiler at install time: the Python search
    _fast = None  # type: ignore[assignment]
if _fast is not None:
    _fast.setup(Position, Play, _MOVES)
# (only from a build of API_VERSION 2 or later: an extension built from an older _legalc.c,
# before a rebuild, has neither function or an older written(), and the Python runs)
_FAST_API = getattr(_fast, "API_VERSION", 1) if _fast is not None else 0
_fast_written: Callable[[tuple[int, ...], tuple[int, ...], list[int], Sequence[tuple[int, int]]],
                        Play | bool | None] | None = _fast.written if _FAST_API >= 2 else None
"""The compiled turn.py ``_written_play_py`` (a play written in a file,
made on the counts), or None where the extension was not built."""
_fast_can_play: Callable[[tuple[int, ...], tuple[int, ...], int, int], bool | None] | None = (
    _fast.can_play if _FAST_API >= 2 else None)
"""The compiled ``Turn.has_legal_play`` on a start's counts, or None."""


# The points a checker may leave, in gnubg's order: [True] only the bar while a checker is on it,
# [False] else every point from 24 down.
_SOURCES: tuple[range, tuple[int]] = (range(24, 0, -1), (25,))


def _pair(position: Position, d1: int, d2: int) -> tuple[int, _Found]:
    """:func:`_generate` for two different dice: the same result, in the
    same order, from two flat loops (the commonest case, so written out).
    With the dice the other way round, a play of two checkers that neither
    bear off nor start from the bar was found already, so it is skipped."""
    me = bytearray(position.player)
    blocked, blot = _opponent_points(position.opponent)
    outside0 = sum(me[7:26])
    found: _Found = {}
    singles: _Found = {}
    for a, b in ((d1, d2), (d2, d1)):
        swapped = a == d2 and not me[25]
        for s in _SOURCES[me[25] != 0]:
            if not me[s]:
                continue
            t = s - a
            if t > 0:
                if blocked[t]:
                    continue
                hit = blot[t]
            else:
                if outside0:
                    continue
                if t < 0:
                    if any(me[s + 1:7]):
                        continue
                    t = 0
                hit = False
            m1 = _MOVES[s][a][hit]
            me[s] -= 1
            me[t] += 1
            outside = outside0 - (s > 6 >= t)      # one fewer outside the home board when it came in
            h1 = hit << t                           # the point hit, as a bitmask (0: none)
            second = False
            for s2 in _SOURCES[me[25] != 0]:
                if not me[s2]:
                    continue
                t2 = s2 - b
                if t2 > 0:
                    if blocked[t2]:
                        continue
                    hit2 = blot[t2] and not (h1 >> t2) & 1
                    h = h1 | (hit2 << t2)
                else:
                    if outside:
                        continue
                    if t2 < 0:
                        if any(me[s2 + 1:7]):
                            continue
                        t2 = 0
                    hit2 = False
                    h = h1
                second = True
                if swapped and t and t2 and s2 != t:
                    continue  # the same play as s2 first, then s
                me[s2] -= 1
                me[t2] += 1
                key = (bytes(me), h, 0)
                if key not in found:
                    found[key] = (m1, _MOVES[s2][b][hit2])
                me[s2] += 1
                me[t2] -= 1
            if not second and not found:
                key = (bytes(me), h1, a)
                if key not in singles:
                    singles[key] = (m1,)
            me[s] += 1
            me[t] -= 1
    if found:
        return 2, found
    if singles:
        return 1, singles
    return 0, {(bytes(me), 0, 0): ()}


def _generate(position: Position, dice: list[int]) -> tuple[int, _Found]:
    """Every maximal move sequence from ``position`` for ``dice`` (two
    different dice, or 1..4 equal ones), searched in gnubg's order.

    Returns ``(max_moves, found)`` where ``found`` maps a signature
    ``(mover's 26 counts as bytes, bitmask of hit points, die)`` to the
    first sequence of :class:`Move` steps found for it, keeping only
    sequences that use ``max_moves`` dice.  ``die`` is the die used when a
    play of two different dice uses only one of them, else 0.

    This is the hot loop of the rules model, written flat for speed (see
    benchmarks/legal_plays.py).  Equal dice move checkers from
    non-increasing source points only, which reaches every play once.
    """
    if len(dice) == 2 and dice[0] != dice[1]:
        return _pair(position, dice[0], dice[1])
    me = bytearray(position.player)
    blocked, blot = _opponent_points(position.opponent)
    found: _Found = {}
    best = 0
    steps: list[Move] = []
    d = dice[0]
    depth = len(dice)

    def rec(i: int, top: int, outside: int, hits: int) -> None:
        nonlocal best, found
        last = i == depth - 1
        used = False
        for s in ((25,) if me[25] else range(top, 0, -1)):
            if not me[s]:
                continue
            t = s - d
            if t > 0:
                if blocked[t]:
                    continue
                hit = blot[t] and not (hits >> t) & 1
                h = hits | (1 << t) if hit else hits
            else:
                if outside:
                    continue
                if t < 0:
                    if any(me[s + 1:7]):
                        continue
                    t = 0
                hit = False
                h = hits
            used = True
            me[s] -= 1
            me[t] += 1
            if last:
                # the last die: record the play here rather than one call deeper
                if depth > best:
                    best = depth
                    found = {}
                key = (bytes(me), h, 0)
                if key not in found:
                    found[key] = (*steps, _MOVES[s][d][hit])
            else:
                steps.append(_MOVES[s][d][hit])
                rec(i + 1, s, outside - 1 if s > 6 >= t else outside, h)
                steps.pop()
            me[s] += 1
            me[t] -= 1
        if not used and i >= best:
            # no die left can be played: a shorter play, kept while no longer one exists
            if i > best:
                best = i
                found = {}
            key = (bytes(me), hits, 0)
            if key not in found:
                found[key] = tuple(steps)

    rec(0, 24, sum(me[7:26]), 0)
    return best, found


def _signatures(position: Position, dice: list[int], minimize_wasted_pips: bool) -> tuple[int, _Found]:
    """The legal complete sequences from ``position`` with ``dice`` to play:
    ``(max_moves, {signature: steps})`` (see :func:`_generate`) after the most-dice,
    larger-die and (optionally) least-waste rules."""
    max_moves, found = _generate(position, dice)
    if max_moves == 1 and len(dice) == 2 and dice[0] != dice[1]:
        larger = max(dice)
        if any(k[2] == larger for k in found):
            found = {k: v for k, v in found.items() if k[2] == larger}
    if minimize_wasted_pips and found:
        least = min(_waste(v) for v in found.values())
        found = {k: v for k, v in found.items() if _waste(v) == least}
    return max_moves, found


def _waste(steps: tuple[Move, ...]) -> int:
    """Pips wasted by bear-offs with a larger die than needed."""
    return sum(m.die - (m.from_point - m.to_point) for m in steps)


def _result(position: Position, me: Iterable[int], hits: int) -> Position:
    """The position after a play: ``me`` the mover's 26 counts (any
    sequence of ints), ``hits`` the bitmask of the mover's points where a
    blot was hit (each hit checker goes to the opponent's bar)."""
    opp = position.opponent
    if hits:
        counts = list(opp)
        while hits:
            low = hits & -hits
            counts[25 - (low.bit_length() - 1)] = 0
            counts[BAR] += 1
            hits ^= low
        opp = tuple(counts)
    return Position._make(tuple(me), opp)


class LegalPlays:
    """The distinct legal plays for one position and roll.

    Iterate for :class:`Play` objects (gnubg's generation order), ``len()``
    for their number, ``in`` with a :class:`Play`, a resulting
    :class:`Position` (mover's view) or move text.  An empty set means the
    roll has no legal play and the turn passes.

    ``max_moves`` is the number of dice every legal play uses.
    """

    __slots__ = ("position", "dice", "minimize_wasted_pips", "max_moves", "_signatures", "_plays",
                 "_by_position")

    def __init__(self, position: Position, dice: Iterable[SupportsInt], *, minimize_wasted_pips: bool = False) -> None:
        d1, d2 = check_dice(dice)
        self.position = position
        self.dice = (d1, d2)
        self.minimize_wasted_pips = minimize_wasted_pips
        self._by_position: dict[Position, Play] | None = None
        fast = _fast.plays(position.player, position.opponent, d1, d2) if _fast is not None else None
        if fast is not None:
            # the compiled search built the plays; it gives their signatures
            # when they are first asked for (_signature_table)
            self.max_moves, plays = fast
            if minimize_wasted_pips and plays:
                least = min(_waste(play.moves) for play in plays)
                plays = tuple(play for play in plays if _waste(play.moves) == least)
            self._plays: tuple[Play, ...] | None = plays
            self._signatures: _Found | None = None
            return
        roll = [d1] * 4 if d1 == d2 else [d1, d2]
        self.max_moves, self._signatures = _signatures(position, roll, minimize_wasted_pips)
        # Play objects are built on first use: the search itself finds the
        # distinct plays, building objects is for the caller who wants them.
        self._plays = None

    def _signature_table(self) -> _Found:
        """The signatures of the legal plays and the moves of each (see
        :func:`_generate`); when the compiled search found the plays, it is
        asked again for these on first use."""
        if self._signatures is None:
            d1, d2 = self.dice
            answer = _fast.signatures(self.position.player, self.position.opponent, d1, d2) if _fast else None
            if answer is None:  # (an object made where the compiled search ran, used where it is not)
                found = _signatures(self.position, [d1] * 4 if d1 == d2 else [d1, d2], self.minimize_wasted_pips)[1]
            else:
                found = answer[1]
                if self.minimize_wasted_pips and self.max_moves:
                    least = min(_waste(v) for v in found.values())
                    found = {k: v for k, v in found.items() if _waste(v) == least}
            self._signatures = found
        return self._signatures

    def _build_plays(self) -> tuple[Play, ...]:
        if self._plays is None:
            plays: list[Play] = []
            if self.max_moves:
                # _result and the two _make calls, inlined: this loop runs
                # for every play of every roll
                opp0 = self.position.opponent
                append = plays.append
                for (me, hits, _die), steps in self._signature_table().items():
                    if hits:
                        counts = list(opp0)
                        while hits:
                            low = hits & -hits
                            counts[25 - (low.bit_length() - 1)] = 0
                            counts[BAR] += 1
                            hits ^= low
                        opp = tuple(counts)
                    else:
                        opp = opp0
                    position = _new(Position)
                    _set_player(position, tuple(me))
                    _set_opponent(position, opp)
                    play = _new(Play)
                    _set_moves(play, steps)
                    _set_position(play, position)
                    append(play)
            self._plays = tuple(plays)
        return self._plays

    def _build(self) -> dict[Position, Play]:
        """The plays by resulting position (each signature is one position:
        see :func:`_generate`)."""
        if self._by_position is None:
            self._by_position = {play.position: play for play in self._build_plays()}
        return self._by_position

    def __iter__(self) -> Iterator[Play]:
        return iter(self._build_plays())

    def __len__(self) -> int:
        if self._plays is not None:
            return len(self._plays)
        return len(self._signature_table()) if self.max_moves else 0

    def __bool__(self) -> bool:
        return self.max_moves > 0

    def __contains__(self, item: object) -> bool:
        if isinstance(item, Play):
            return item.position in self._build()
        if isinstance(item, Position):
            return item in self._build()
        if isinstance(item, str):
            try:
                self.parse(item)
            except (IllegalMoveError, InvalidNotationError):
                return False
            return True
        return False

    def __repr__(self) -> str:
        return (f"<LegalPlays {self.position.position_id()} {self.dice[0]}{self.dice[1]}: "
                f"{len(self)} plays>")

    def resulting_positions(self) -> frozenset[Position]:
        """The set of positions (mover's view) the legal plays lead to."""
        return frozenset(self._build())

    def play_for(self, position: Position) -> Play:
        """The legal play leading to ``position`` (mover's view); raises
        :class:`IllegalMoveError` if no legal play leads there."""
        try:
            return self._build()[position]
        except KeyError:
            raise IllegalMoveError("no legal {dice} play leads to {position}", dice=f"{self.dice[0]}-{self.dice[1]}",
                                   position=position.position_id()) from None

    def parse(self, text: str) -> Play:
        """The legal play that ``text`` (gnubg notation, see
        :func:`~backgammon_qt.model.moves.parse_move_text`) describes.

        The steps are first made as written, one die each, in the order
        written or else from the highest point down (text lists moves by
        point, not in the order they must be made: ``bar/20*/10 bar/20``);
        a landing point written in the text is where the checker stopped,
        so ``6/3 3/1`` hits on 3 when a blot stands there.  Failing that
        (``24/13``, a step over several dice, or ``6/off`` played with two
        dice), the text is matched by its net movement against every legal
        play, preferring plays that land on the written points and hit the
        written hits, else those that hit nothing on the way.  Raises
        :class:`InvalidNotationError` for bad syntax and
        :class:`IllegalMoveError` if no legal play of this roll matches.
        """
        steps, written_hits = parse_move_text_hits(text)
        if not steps:
            if self:
                raise IllegalMoveError("{play}: this roll has a legal play, the turn cannot pass", play=shown(text))
            return Play((), self.position)
        for order in (steps, sorted(steps, key=lambda st: -st[0])):
            play = self._play_as_written(order)
            if play is not None:
                return play
        want = net_movement(steps)
        matches = [p for p in self
                   if net_movement((m.from_point, m.to_point) for m in p.moves) == want]
        if not matches:
            raise IllegalMoveError("{play} is not a legal {dice} play here", play=shown(text),
                                   dice=f"{self.dice[0]}-{self.dice[1]}")
        if len(matches) > 1:
            dests = set(want[1])
            landings = {b for _, b in steps} - dests
            wanted_on_the_way = written_hits - dests

            def score(p: Play) -> tuple[bool, bool]:
                lands = {m.to_point for m in p.moves}
                hits = {m.to_point for m in p.moves if m.hit} - dests
                return (not landings <= lands, hits != wanted_on_the_way)

            return min(matches, key=score)
        return matches[0]

    def _play_as_written(self, steps: Iterable[tuple[int, int]]) -> Play | None:
        """The legal play made by ``steps`` in this order, or None.  A step
        is one die, or one checker over several dice (``24/13``) taken
        through points where it hits nothing; bearing off uses the exact
        die, else the smallest larger one."""
        board = _Search(self.position)
        d1, d2 = self.dice
        remaining = [d1] * 4 if d1 == d2 else [d1, d2]
        used: list[int] = []
        for a, b in steps:
            chain = self._written_chain(board, a, b, remaining)
            if chain is None:
                return None
            point = a
            for die in chain:
                board.do(point, die)
                point = max(point - die, OFF)
                remaining.remove(die)
                used.append(die)
        if not used:
            return None
        me = bytes(board.me)
        if len(used) == 1 and d1 != d2:
            # one die played: the signature names the die the rules use
            # (the larger where both could), whichever the text implied
            signatures = self._signature_table()
            found = signatures.get((me, board.hits, d1)) or signatures.get((me, board.hits, d2))
        else:
            found = self._signature_table().get((me, board.hits, 0))
        if found is None:
            return None
        if self._by_position is not None:
            return self._by_position[_result(self.position, board.me, board.hits)]
        return Play._make(found, _result(self.position, board.me, board.hits))

    @staticmethod
    def _written_chain(board: _Search, a: int, b: int, remaining: list[int]) -> list[int] | None:
        """Dice that move one checker from ``a`` to ``b`` on ``board``,
        hitting nothing before the last die, or None."""
        if not remaining:
            return None
        single, orders = chain_orders(a, b, remaining)
        if single:
            return [single] if board.can_move(a, single) else None
        for order in orders:
            point, made, reached = a, [], False
            for i, die in enumerate(order):
                if point == OFF or not board.can_move(point, die):
                    break
                move = board.do(point, die)
                made.append(move)
                if i < len(order) - 1 and move.hit:
                    break  # a hit on the way is written out: 24/18*/13
                point = move.to_point
            else:
                reached = point == b
            for move in reversed(made):  # only try: the caller makes the moves
                board.undo(move)
            if reached:
                return order
        return None


def chain_orders(a: int, b: int, remaining: list[int]) -> tuple[int, list[list[int]]]:
    """The dice that may carry one checker from point ``a`` to ``b`` (the
    mover's numbering, 1..25 with 25 the bar; ``b`` 0 for off) with the
    dice ``remaining`` (not empty): ``(die, [])`` when one die does it (the
    exact die, or in a bear-off the smallest die at least ``a``), else
    ``(0, orders)``, the orders of dice to try step by step (none, one or
    two).  Whether each step may be made is the caller's (the board's)
    question; the rule of a written chain (gnubg's ``24/18*/13``: no hit
    before the last die) too.  Shared by :meth:`LegalPlays._written_chain`
    and the counts-only ``turn._written_chain``.  Raises IndexError when
    ``remaining`` is empty (the callers stop before)."""
    if b:
        dist = a - b
        if dist in remaining:
            return dist, []
        d = remaining[0]
        if len(set(remaining)) == 1:
            return 0, ([[d] * (dist // d)] if dist % d == 0 and dist // d <= len(remaining) else [])
        return 0, ([list(remaining), list(reversed(remaining))] if sum(remaining) == dist else [])
    larger = sorted(d for d in remaining if d >= a)
    if larger:
        return larger[0], []
    if len(set(remaining)) == 1:
        d = remaining[0]
        k = -(-a // d)  # dice needed to bear off from a
        return 0, ([[d] * k] if k <= len(remaining) else [])
    return 0, ([list(remaining), list(reversed(remaining))] if sum(remaining) >= a else [])


def legal_plays(position: Position, dice: Iterable[SupportsInt], *, minimize_wasted_pips: bool = False) -> LegalPlays:
    """The distinct legal plays of the player on roll in ``position`` with
    ``dice`` (two ints 1..6; doubles are played four times).

    Raises :class:`ValueError` for dice outside 1..6.  The position is not
    validated here (call :meth:`Position.validate` on untrusted input).
    """
    return LegalPlays(position, dice, minimize_wasted_pips=minimize_wasted_pips)


__all__ += ["format_moves"]
