"""Test support: hypothesis strategies for legal positions and rolls, and a
brute-force reference of single-checker moves (RULES.md "Moving" and
"Bearing off") to check the legal-play generator's invariants against.

Positions are drawn by distributing each side's 15 checkers over off (0), the
points 1..24 and the bar (25), the opponent only on points the player on roll
does not hold; the player on roll always has a checker left to move.
"""

from __future__ import annotations

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from backgammon_qt.model import BAR, CHECKERS, OFF, Position

PROPERTY_SETTINGS = settings(
    deadline=None,  # the model's speed is measured by benchmarks/, not here
    max_examples=200,
    # the autouse XDG fixture of tests/conftest.py is function-scoped; it
    # does not hold state that matters between examples
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)

# Where the player on roll's checkers may be drawn, by kind of position.
_MOVER_SLOTS = {
    "anywhere": (0, 25),
    "bear-off": (0, 6),
    "stragglers": (0, 9),
}


@st.composite
def positions(draw, kind: str | None = None) -> Position:
    """A legal position (15 checkers a side, no shared point, the player on
    roll with a checker left): ``kind`` is ``anywhere``, ``bear-off`` (all
    home or off), ``stragglers`` (within the 9-point), ``bar`` (1..4 on the
    bar) or None for any of these."""
    kind = kind or draw(st.sampled_from(("anywhere", "bear-off", "stragglers", "bar")))
    me = [0] * 26
    if kind == "bar":
        me[BAR] = draw(st.integers(1, 4))
        lo, hi = 0, 25
    else:
        lo, hi = _MOVER_SLOTS[kind]
    for slot in draw(st.lists(st.integers(lo, hi), min_size=CHECKERS - me[BAR],
                              max_size=CHECKERS - me[BAR])):
        me[slot] += 1
    if me[OFF] == CHECKERS:
        me[OFF] -= 1
        me[draw(st.integers(1, hi if hi <= 24 else 24))] += 1
    allowed = [OFF, BAR] + [q for q in range(1, 25) if not me[25 - q]]
    opp = [0] * 26
    for slot in draw(st.lists(st.sampled_from(allowed), min_size=CHECKERS, max_size=CHECKERS)):
        opp[slot] += 1
    if opp[OFF] == CHECKERS:
        opp[OFF] -= 1
        opp[BAR] += 1
    position = Position(tuple(me), tuple(opp))
    position.validate()
    return position


dice = st.tuples(st.integers(1, 6), st.integers(1, 6))
"""A roll: two ints 1..6 (either order)."""


# --------------------------------------------------------------------------
# Brute-force reference, written from RULES.md only.

def single_moves(position: Position, die: int) -> list[tuple[int, int]]:
    """The ``(from, to)`` moves of one checker by ``die`` allowed by the
    rules, ignoring the rest of the roll (mover's numbering, 0 = off)."""
    me, opp = position.player, position.opponent
    if me[BAR]:
        sources = [BAR]
    else:
        sources = [p for p in range(24, 0, -1) if me[p]]
    all_home = not any(me[7:26])
    moves = []
    for s in sources:
        t = s - die
        if t >= 1:
            if opp[25 - t] < 2:
                moves.append((s, t))
        elif all_home and (t == 0 or not any(me[s + 1:7])):
            moves.append((s, OFF))
    return moves


def apply_move(position: Position, s: int, t: int) -> Position:
    """``position`` after the mover's checker goes from ``s`` to ``t``,
    hitting a lone opposing checker on ``t``."""
    me, opp = list(position.player), list(position.opponent)
    me[s] -= 1
    me[t] += 1
    if 1 <= t <= 24 and opp[25 - t] == 1:
        opp[25 - t] = 0
        opp[BAR] += 1
    return Position(tuple(me), tuple(opp))


def most_dice(position: Position, roll: tuple[int, int]) -> int:
    """The most dice of ``roll`` that any order of single moves can play."""
    rest = [roll[0]] * 4 if roll[0] == roll[1] else list(roll)

    def search(pos: Position, rest: list[int]) -> int:
        best = 0
        for d in set(rest):
            left = list(rest)
            left.remove(d)
            for s, t in single_moves(pos, d):
                best = max(best, 1 + search(apply_move(pos, s, t), left))
                if best == len(rest):
                    return best
        return best

    return search(position, rest)


def board(player: dict[int, int], opponent: dict[int, int]) -> Position:
    """:meth:`Position.from_points` that also checks the position is legal
    (a hand-made test position must not share a point)."""
    position = Position.from_points(player, opponent)
    position.validate()
    return position
