"""A turn in progress, for the drag-and-drop controller.

The player makes moves one checker at a time; the turn offers only moves
after which the whole turn can still be completed legally (RULES.md "Moving":
as many dice as possible, the larger die when only one can be used, bar
first; "Bearing off"; and the "minimize wasted pips" option), so no move
strands a die that had to be played.  Moves are taken back one by one
(RULES.md "Irregularities": a move is complete when the player confirms).

Point numbers are from the perspective of the player on roll: 1..24,
``BAR`` (25) and ``OFF`` (0, the bear-off tray).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import permutations
from typing import SupportsInt

from .errors import IllegalMoveError
from .legal import (
    _MOVES,
    LegalPlays,
    _fast_can_play,
    _fast_written,
    _generate,
    _result,
    _Search,
    _Signature,
    chain_orders,
    check_dice,
)
from .moves import Move, Play, _parse_cached
from .position import BAR, OFF, Position

__all__ = ["Turn"]


def _can_move(me: list[int], opp: tuple[int, ...], outside: int, s: int, d: int) -> bool:
    """:meth:`_Search.can_move` on the mover's counts ``me``, the
    opponent's ``opp`` (their numbering: the mover's point ``t`` is their
    ``25 - t``) and ``outside``, the mover's checkers outside the home
    board."""
    if not me[s] or (me[BAR] and s != BAR):
        return False
    t = s - d
    if t > 0:
        return opp[25 - t] < 2
    if outside:
        return False
    return t == 0 or not any(me[s + 1:7])


def _written_chain(me: list[int], opp: tuple[int, ...], outside: int, hits: int, a: int, b: int,
                   remaining: list[int]) -> list[int] | None:
    """:meth:`LegalPlays._written_chain` on the counts (see :func:`_can_move`;
    ``hits`` the bitmask of the points hit so far): the dice that move one
    checker from ``a`` to ``b``, hitting nothing before the last die, or
    None."""
    if not remaining:
        return None
    single, orders = chain_orders(a, b, remaining)
    if single:
        return [single] if _can_move(me, opp, outside, a, single) else None
    for order in orders:            # (tried on a copy of the counts)
        counts, out, hit_mask, point, last = list(me), outside, hits, a, len(order) - 1
        for i, die in enumerate(order):
            if point == OFF or not _can_move(counts, opp, out, point, die):
                break
            t = point - die if point > die else OFF
            counts[point] -= 1
            counts[t] += 1
            hit = t and opp[25 - t] == 1 and not (hit_mask >> t) & 1
            if hit:
                hit_mask |= 1 << t
            if point > 6 >= t:
                out -= 1
            if i < last and hit:
                break  # a hit on the way is written out: 24/18*/13
            point = t
        else:
            if point == b:
                return order
    return None


def _written_play_py(start: Position, dice: list[int], steps: Sequence[tuple[int, int]]) -> Play | bool:
    """The play ``steps`` (``(from, to)`` pairs of move text) make from
    ``start`` with ``dice`` (the dice left to play, in their order), made
    as written: one checker per step (see :func:`_written_chain`), in the
    order written, else from the highest point down; each move checked on
    the board.  Returns the :class:`Play` when it uses every die, which
    makes it a legal play (RULES.md "Moving" restricts only
    plays that leave dice unused); else whether some step could be made
    (a turn that made it and took it back has its dice in descending
    order).  The turn's own steps (``_push``/``_pop``), written out on the
    counts: a replayed record makes every play so.  The reference of the
    compiled ``_legalc.written`` (tests/model/test_model_turn_written.py)."""
    opp = start.opponent
    made_some = False
    for order in (steps, sorted(steps, key=lambda st: -st[0])):
        remaining = sorted(dice, reverse=True) if made_some else list(dice)
        me = list(start.player)
        outside = sum(me[7:26])
        hits = 0
        moves: list[Move] = []
        for a, b in order:
            chain = _written_chain(me, opp, outside, hits, a, b, remaining)
            if chain is None:
                break
            made_some = True
            point = a
            for d in chain:
                t = point - d if point > d else OFF
                me[point] -= 1
                me[t] += 1
                hit = bool(t and opp[25 - t] == 1 and not (hits >> t) & 1)
                if hit:
                    hits |= 1 << t
                if point > 6 >= t:
                    outside -= 1
                moves.append(_MOVES[point][d][hit])
                remaining.remove(d)
                point = t
        else:
            if not remaining:
                return Play._make(tuple(moves), _result(start, tuple(me), hits))
    return made_some


class Turn:
    """The moves made so far in one turn, and what may still be done.

    ``Turn(position, dice)`` starts a turn of the player on roll in
    ``position`` (mover's view) with ``dice`` (two ints 1..6).  Raises
    :class:`ValueError` for bad dice.
    """

    def __init__(self, position: Position, dice: Iterable[SupportsInt], *, minimize_wasted_pips: bool = False,
                 legal: LegalPlays | None = None) -> None:
        d1, d2 = check_dice(dice)
        self.start = position
        self.dice = (d1, d2)
        self.minimize_wasted_pips = minimize_wasted_pips
        self._legal = legal
        self._legal_keys: frozenset[_Signature] | None = None
        self._board: _Search | None = None     # the current state, made on first use (see _search)
        self._moves: list[Move] = []
        self._remaining: list[int] = [d1] * 4 if d1 == d2 else [d1, d2]
        self._cache: dict[int, dict[int, tuple[int, ...]]] = {}
        self._written: Play | None = None      # the play apply_text made as written, complete

    @classmethod
    def _checked(cls, position: Position, dice: tuple[int, int], minimize_wasted_pips: bool) -> Turn:
        """``Turn(position, dice, minimize_wasted_pips=...)`` for dice the
        caller has checked already (two ints 1..6: the game's own roll)."""
        self = cls.__new__(cls)
        d1, d2 = dice
        self.start = position
        self.dice = dice
        self.minimize_wasted_pips = minimize_wasted_pips
        self._legal = None
        self._legal_keys = None
        self._board = None
        self._moves = []
        self._remaining = [d1] * 4 if d1 == d2 else [d1, d2]
        self._cache = {}
        self._written = None
        return self

    # ------------------------------------------------------------- state
    @property
    def _search(self) -> _Search:
        """The board after the moves made so far, made on first use: a
        play replayed from its text is made on the counts (see
        :func:`_written_play_py`), and the turn ends without one."""
        board = self._board
        if board is None:
            board = self._board = _Search(self.start)
            for m in self._moves:
                board.do(m.from_point, m.die)
        return board

    @property
    def moves(self) -> tuple[Move, ...]:
        """The moves made so far, in order."""
        return tuple(self._moves)

    @property
    def remaining_dice(self) -> tuple[int, ...]:
        """The die values not used yet (doubles: up to four)."""
        return tuple(self._remaining)

    @property
    def position(self) -> Position:
        """The board after the moves made so far (mover's view)."""
        return _result(self.start, tuple(self._search.me), self._search.hits)

    @property
    def legal_plays(self) -> LegalPlays:
        """The distinct legal plays of this roll from the start of the turn
        (searched on first use: a play that uses every die needs no search
        to be known legal)."""
        if self._legal is None:
            self._legal = LegalPlays(self.start, self.dice, minimize_wasted_pips=self.minimize_wasted_pips)
        return self._legal

    @property
    def max_moves(self) -> int:
        """How many dice a complete play uses with this roll."""
        return self.legal_plays.max_moves

    def has_legal_play(self) -> bool:
        """False when the roll cannot be played at all (the turn passes):
        some die can move some checker from the start of the turn (the test
        of :meth:`_Search.can_move`, on the start's counts)."""
        if self._legal is not None:
            return self.max_moves > 0
        me, opp = self.start.player, self.start.opponent
        d1, d2 = self.dice
        if _fast_can_play is not None:
            answer = _fast_can_play(me, opp, d1, d2)
            if answer is not None:
                return answer
        dice = (d1,) if d1 == d2 else (d1, d2)
        if me[BAR]:             # only the bar may move: a die whose entry point is not held
            return any(opp[d] < 2 for d in dice)        # (the mover's point 25 - d is the opponent's d)
        outside = any(me[7:BAR])
        for p in range(24, 0, -1):      # the back checkers first: most rolls stop at once
            if me[p]:
                for d in dice:
                    t = p - d
                    if t > 0:
                        if opp[25 - t] < 2:
                            return True
                    elif not outside and (t == 0 or not any(me[p + 1:7])):
                        return True
        return False

    def _uses_every_die(self) -> bool:
        # A play of every die, each move legal when made, is a legal play
        # (RULES.md "Moving" restricts only plays that leave dice unused);
        # "minimize wasted pips" alone also compares plays of all the dice.
        return not self._remaining and not self.minimize_wasted_pips

    def can_finish(self) -> bool:
        """True when the moves made form a complete legal play, so the
        player may end the turn (always True for a roll with no legal play)."""
        return self._uses_every_die() or self._key() in self._legal_key_set()

    def _legal_key_set(self) -> frozenset[_Signature]:
        if self._legal_keys is None:
            self._legal_keys = frozenset(self.legal_plays._signature_table())
        return self._legal_keys

    def finish(self) -> Play:
        """The complete play.  Raises :class:`IllegalMoveError` if a die that
        must be played is still unplayed."""
        if not self.can_finish():
            raise IllegalMoveError("the turn is not complete: a die that must be played is unplayed")
        if not self._moves:
            return Play((), self.start)
        return Play(tuple(self._moves), self.position)

    # ------------------------------------------------------------- queries
    def legal_destinations(self, from_point: int) -> frozenset[int]:
        """Points (mover's view; ``OFF`` = 0 for the tray) where the top
        checker on ``from_point`` (1..24 or ``BAR``) may go now, with one die
        or several dice in a row, such that the turn can still be completed.
        Empty when that checker cannot move."""
        return frozenset(self._chains(from_point))

    def movable_points(self) -> frozenset[int]:
        """The points (1..24, ``BAR``) whose top checker has a legal destination."""
        me = self._search.me
        return frozenset(p for p in range(1, 26) if me[p] and self._chains(p))

    def find_move(self, from_point: int, to_point: int) -> tuple[Move, ...]:
        """The move, or the shortest legal chain of moves of one checker
        (with any hits on the way), from ``from_point`` to ``to_point``.

        Raises :class:`IllegalMoveError` when no chain of the remaining dice
        gets there legally with the turn still completable.
        """
        chains = self._chains(from_point)
        if to_point not in chains:
            raise self._why_not(from_point, to_point)
        return self._preview(from_point, chains[to_point])

    def move(self, from_point: int, to_point: int) -> tuple[Move, ...]:
        """Make the move(s) of :meth:`find_move` and return them."""
        chain = self._chains(from_point).get(to_point)
        if chain is None:
            raise self._why_not(from_point, to_point)
        return self._apply_chain(from_point, chain)

    def move_by_die(self, from_point: int, die: int) -> Move:
        """Move the top checker on ``from_point`` by one die of value ``die``
        (the click convention).  Raises :class:`IllegalMoveError` if that die
        is not left or that move cannot be part of a complete legal play."""
        if die not in self._remaining:
            raise IllegalMoveError("no {die} is left to play", die=die)
        if not self._chain_ok(from_point, (die,)):
            raise IllegalMoveError("the checker on {point} cannot move {die} now", point=from_point, die=die)
        return self._apply_chain(from_point, (die,))[0]

    def undo(self) -> Move:
        """Take back the last move made (one die).  Raises
        :class:`IllegalMoveError` when no move has been made this turn."""
        if not self._moves:
            raise IllegalMoveError("no move to undo this turn")
        self._cache.clear()
        return self._pop()

    def undo_all(self) -> None:
        """Take back every move of this turn."""
        while self._moves:
            self.undo()

    def apply_text(self, text: str) -> Play:
        """Make the play written in gnubg notation (see
        :meth:`LegalPlays.parse`) from the start of the turn and return it.
        Raises :class:`InvalidNotationError` or :class:`IllegalMoveError`;
        on error the turn is unchanged.

        A text whose moves use every die as written is made as written
        (each move checked on the board), with no search of all plays;
        anything else is matched against the legal plays."""
        if self._moves:
            self.undo_all()
        self._written = None
        steps = _parse_cached(text)[0]
        if steps and not self.minimize_wasted_pips:
            start = self.start
            made = (_fast_written(start.player, start.opponent, self._remaining, steps)
                    if _fast_written is not None else None)
            if made is None:
                made = _written_play_py(start, self._remaining, steps)
            if isinstance(made, Play):
                self._moves = list(made.moves)
                self._remaining = []
                self._board = None
                self._cache.clear()
                self._written = made
                return made
            if made:        # (steps were made and taken back: the dice left are in order, as _pop leaves them)
                self._remaining.sort(reverse=True)
        play = self.legal_plays.parse(text)
        for m in play.moves:
            self._push(m.from_point, (m.die,))
        self._cache.clear()
        return play

    def play_text(self, text: str) -> Play:
        """:meth:`apply_text`, then :meth:`finish`: the complete play that
        ``text`` names (a play made as written is complete already, and is
        not built twice).  Raises as those do; on error the turn is
        unchanged by the text."""
        play = self.apply_text(text)
        if play is self._written:
            return play
        return self.finish()

    # ------------------------------------------------------------ internals
    def _single_die(self, first_die: int, total_moves: int) -> int:
        """The die part of a play signature (see legal._generate)."""
        d1, d2 = self.dice
        return first_die if total_moves == 1 and d1 != d2 else 0

    def _key(self) -> _Signature:
        s = self._search
        first = self._moves[0].die if self._moves else 0
        return (bytes(s.me), s.hits, self._single_die(first, len(self._moves)))

    def _completable(self) -> bool:
        """Can the current state be completed to a legal play?"""
        s = self._search
        need = self.max_moves - len(self._moves)
        if need == 0:
            return self._key() in self._legal_key_set()
        max_left, found = _generate(self.position, list(self._remaining))
        if max_left != need:
            return False
        for (me, hits, _die), steps in found.items():
            first = self._moves[0].die if self._moves else (steps[0].die if steps else 0)
            if (me, hits | s.hits, self._single_die(first, self.max_moves)) in self._legal_key_set():
                return True
        return False

    def _push(self, from_point: int, chain: Iterable[int]) -> list[Move] | None:
        """Move one checker from ``from_point`` by the dice of ``chain`` in
        order and return the moves; if a step cannot be made, take back the
        steps made and return None."""
        s = self._search
        made: list[Move] = []
        point = from_point
        for d in chain:
            if point == OFF or d not in self._remaining or not s.can_move(point, d):
                for _ in made:
                    self._pop()
                return None
            m = s.do(point, d)
            self._moves.append(m)
            self._remaining.remove(d)
            made.append(m)
            point = m.to_point
        return made

    def _pop(self) -> Move:
        """Take back the last move (internal: the cache is the caller's)."""
        board = self._search         # (made before the move is taken off the list)
        m = self._moves.pop()
        board.undo(m)
        self._remaining.append(m.die)
        self._remaining.sort(reverse=True)
        return m

    def _chain_ok(self, from_point: int, chain: tuple[int, ...]) -> bool:
        made = self._push(from_point, chain)
        if made is None:
            return False
        ok = self._completable()
        for _ in made:
            self._pop()
        return ok

    def _chains(self, from_point: int) -> dict[int, tuple[int, ...]]:
        cached = self._cache.get(from_point)
        if cached is not None:
            return cached
        result: dict[int, tuple[int, ...]] = {}
        if 1 <= from_point <= BAR and self._search.me[from_point] and self._remaining:
            candidates: set[tuple[int, ...]] = set()
            for n in range(1, len(self._remaining) + 1):
                candidates.update(permutations(self._remaining, n))
            # Shortest chains first; then one that hits nothing on the way
            # (as ``13/5`` in text means: gnubg writes ``13/8*/5`` for a hit
            # on the way); then the larger die first.
            ranked: dict[int, tuple[tuple[int, bool, list[int]], tuple[int, ...]]] = {}
            for chain in candidates:
                dest = self._chain_end(from_point, chain)
                if dest is None:
                    continue
                rank = (len(chain), self._hits_on_the_way(from_point, chain), [-d for d in chain])
                if dest in ranked and ranked[dest][0] <= rank:
                    continue
                if self._chain_ok(from_point, chain):
                    ranked[dest] = (rank, chain)
            result = {dest: chain for dest, (rank, chain) in ranked.items()}
        self._cache[from_point] = result
        return result

    def _hits_on_the_way(self, from_point: int, chain: tuple[int, ...]) -> bool:
        """Would moving one checker along ``chain`` hit a blot before its
        last step?"""
        blots, hits = self._search.blots, self._search.hits
        point = from_point
        for d in chain[:-1]:
            point -= d
            if point > 0 and blots[point] and not (hits >> point) & 1:
                return True
        return False

    @staticmethod
    def _chain_end(from_point: int, chain: tuple[int, ...]) -> int | None:
        point = from_point
        for d in chain:
            if point == OFF:
                return None
            point = max(point - d, OFF)
        return point

    def _preview(self, from_point: int, chain: tuple[int, ...]) -> tuple[Move, ...]:
        made = self._push(from_point, chain) or []
        for _ in made:
            self._pop()
        return tuple(made)

    def _apply_chain(self, from_point: int, chain: tuple[int, ...]) -> tuple[Move, ...]:
        made = self._push(from_point, chain)
        if made is None:
            raise IllegalMoveError("the checker on {point} cannot move {dice}", point=from_point,
                                   dice="-".join(map(str, chain)))
        self._cache.clear()
        return tuple(made)

    def _why_not(self, from_point: int, to_point: int) -> IllegalMoveError:
        if not (1 <= from_point <= BAR) or not self._search.me[from_point]:
            return IllegalMoveError("no checker of the player on roll on point {point}", point=from_point)
        if self._search.me[BAR] and from_point != BAR:
            return IllegalMoveError("checkers on the bar must enter first")
        if not self._remaining:
            return IllegalMoveError("all dice are played")
        left = "-".join(map(str, self._remaining))
        if to_point == OFF:
            return IllegalMoveError("{point} to off is not a legal move with {dice} left", point=from_point,
                                    dice=left)
        return IllegalMoveError("{point} to {to} is not a legal move with {dice} left", point=from_point,
                                to=to_point, dice=left)
