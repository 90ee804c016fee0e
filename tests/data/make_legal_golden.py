"""Make tests/data/legal_golden.json.gz: legal plays as gnubg-nn counts them.

Regenerate (deterministic: fixed seeds, gzip without a timestamp, so the same
gnubg-nn gives the same bytes)::

    cd /path/to/backgammon-qt
    PYTHONPATH=tests .venv/bin/python tests/data/make_legal_golden.py

(``PYTHONPATH=tests``: the oracle is ``tests/helpers/gnubg_oracle.py``, as
pytest's ``pythonpath`` finds it.)

The table is read by tests/model/test_model_legal_golden.py.  Each case is
``[position_id, d1, d2, [result ids...], family]``:

- ``position_id``: gnubg Position ID, the player on roll to play ``d1``-``d2``;
- ``result ids``: the sorted Position IDs of the distinct positions gnubg-nn's
  ``moves()`` reaches, each with the OPPONENT on roll (what
  ``play.next_position().position_id()`` gives); an empty list means the roll
  has no legal play;
- ``family``: how the case was made (see ``FAMILIES``).

Every answer comes from gnubg-nn; the model under test is not consulted.  The
positions come from random play from the start (several fixed seeds; contact,
race and bear-off) and from synthetic edge positions (checkers on the bar
against closed points, primes, bear-offs with gaps and stragglers, last
checkers, rolls where only one die or part of a double can be played, rolls
with no legal play).
"""

from __future__ import annotations

import gzip
import json
import random
from importlib import metadata
from pathlib import Path

import gnubg_nn as gnubg
from helpers.gnubg_oracle import ROLLS, random_play_cases, to_board

HERE = Path(__file__).resolve().parent

OUTPUT = HERE / "legal_golden.json.gz"

FAMILIES = {
    "random": "random play from the start, seeds 1..12 (all phases)",
    "bar": "2, 3 or 4 checkers on the bar against 0..6 closed points, all 21 rolls",
    "prime": "back checkers behind a 4-, 5- or 6-point prime, all 21 rolls",
    "bearoff": "bear-offs with gaps, some with stragglers on the 7..9 points, all 21 rolls",
    "last": "one or two checkers left (sometimes with an opposing point in the way), all 21 rolls",
    "larger_die": "either die playable alone but not both: the larger must be played",
    "one_die": "only one of the two dice is playable at all",
    "no_play": "no legal play (besides the closed-board bar cases)",
    "partial_double": "doubles of which only 1..3 can be played",
}


class Layout:
    """A board being built: ``me`` / ``opp`` are 26-lists in each side's own
    numbering (1..24 points, 25 bar; off is whatever is missing from 15)."""

    def __init__(self) -> None:
        self.me = [0] * 26
        self.opp = [0] * 26

    def side(self, who: str) -> list[int]:
        return self.me if who == "me" else self.opp

    def free(self, who: str, p: int) -> bool:
        """May ``who`` put a checker on its own point ``p`` (1..25)?"""
        if p == 25:
            return True
        other = self.opp if who == "me" else self.me
        return other[25 - p] == 0

    def put(self, who: str, p: int, n: int = 1) -> None:
        assert self.free(who, p), (who, p)
        self.side(who)[p] += n
        assert sum(self.side(who)) <= 15

    def scatter(self, rng: random.Random, who: str, n: int, points) -> None:
        """Put up to ``n`` checkers of ``who`` one by one on random free points."""
        points = list(points)
        for _ in range(n):
            ok = [p for p in points if self.free(who, p)]
            if not ok or sum(self.side(who)) >= 15:
                return
            self.put(who, rng.choice(ok))

    def board(self) -> list[list[int]]:
        return [self.opp[1:], self.me[1:]]

    def playable(self) -> bool:
        return any(self.me[1:]) and any(self.opp[1:])


def position_id(board) -> str:
    return gnubg.position_id([list(board[0]), list(board[1])])


def answer(board, d1: int, d2: int) -> tuple[list[str], int]:
    """gnubg's sorted result IDs (opponent on roll) and the most dice any
    play uses (0 for no legal play)."""
    start = position_id(board)
    results = set()
    most = 0
    for key, steps in gnubg.moves(board, d1, d2, 1):
        opp, me = gnubg.boardfromkey(key)
        if position_id([opp, me]) == start:  # unchanged board: no legal play
            continue
        results.add(position_id([me, opp]))
        most = max(most, len(steps))
    return sorted(results), most


class Table:
    def __init__(self) -> None:
        self.cases: list[list] = []
        self.seen: set[tuple[str, int, int]] = set()

    def add(self, board, d1: int, d2: int, family: str) -> bool:
        pid = position_id(board)
        key = (pid, max(d1, d2), min(d1, d2))
        if key in self.seen:
            return False
        self.seen.add(key)
        self.cases.append([pid, d1, d2, answer(board, d1, d2)[0], family])
        return True

    def add_all_rolls(self, layout: Layout, family: str) -> None:
        if layout.playable():
            for d1, d2 in ROLLS:
                self.add(layout.board(), d1, d2, family)


def random_play(table: Table) -> None:
    for seed in range(1, 13):
        for position, (d1, d2) in random_play_cases(seed, 250):
            table.add(to_board(position), d1, d2, "random")


def bar_cases(table: Table, rng: random.Random) -> None:
    for on_bar in (2, 3, 4):
        for closed in range(7):
            for variant in range(2):
                lay = Layout()
                home = rng.sample(range(1, 7), closed)  # opponent's own home points
                for p in home:
                    lay.put("opp", p, 2)
                open_home = [p for p in range(1, 7) if p not in home]
                if variant and open_home:
                    lay.put("opp", rng.choice(open_home))  # a blot to hit on entering
                lay.scatter(rng, "opp", rng.randint(0, 15 - sum(lay.opp)), range(7, 25))
                lay.put("me", 25, on_bar)
                lay.scatter(rng, "me", rng.randint(6, 15 - on_bar), range(1, 25))
                table.add_all_rolls(lay, "bar")


def prime_cases(table: Table, rng: random.Random) -> None:
    for length in (4, 5, 6):
        for _variant in range(3):
            lay = Layout()
            top = rng.randint(12, 24 - 1)  # the mover's highest point of the prime
            for p in range(top - length + 1, top + 1):
                lay.put("opp", 25 - p, 2)
            behind = [*list(range(top + 1, 25)), 25]
            for _ in range(rng.randint(1, 3)):
                lay.put("me", rng.choice(behind))
            lay.scatter(rng, "me", rng.randint(5, 15 - sum(lay.me)), range(1, top - length + 1))
            lay.scatter(rng, "opp", rng.randint(0, 15 - sum(lay.opp)), range(1, 25))
            table.add_all_rolls(lay, "prime")


def bearoff_cases(table: Table, rng: random.Random) -> None:
    for stragglers in (0, 0, 1, 1, 2, 3, 1, 2):
        for contact in (False, True):
            lay = Layout()
            if contact:  # an opposing anchor (and maybe a blot) in the mover's home board
                lay.put("opp", 25 - rng.randint(1, 6), 2)
                if rng.random() < 0.5:
                    lay.scatter(rng, "opp", 1, range(19, 25))
            for _ in range(stragglers):
                lay.scatter(rng, "me", 1, range(7, 10))
            home = [p for p in range(1, 7) if lay.free("me", p)]
            occupied = rng.sample(home, min(len(home), rng.randint(2, 4)))
            lay.scatter(rng, "me", rng.randint(3, 14 - stragglers), occupied)
            lay.scatter(rng, "opp", rng.randint(3, 15 - sum(lay.opp)), range(1, 19))
            table.add_all_rolls(lay, "bearoff")


def last_checker_cases(table: Table, rng: random.Random) -> None:
    for p in range(1, 7):
        for extra in (None, "second", "block"):
            lay = Layout()
            lay.put("me", p)
            if extra == "second":
                lay.put("me", rng.randint(1, 6))
            elif extra == "block" and p > 1:
                lay.put("opp", 25 - rng.randint(1, p - 1), 2)
            lay.scatter(rng, "opp", rng.randint(1, 15 - sum(lay.opp)), range(1, 19))
            table.add_all_rolls(lay, "last")
    # a straggler just outside with the last checkers
    for p in (7, 8, 9, 10):
        lay = Layout()
        lay.put("me", p)
        lay.put("me", rng.randint(1, 6))
        lay.scatter(rng, "opp", 8, range(1, 13))
        table.add_all_rolls(lay, "last")


def blocked_layout(rng: random.Random) -> Layout:
    """Few movable checkers against many opposing points."""
    lay = Layout()
    lay.put("me", 25, rng.choice((0, 0, 1, 1, 2, 3)))
    for _ in range(rng.randint(1, 4)):
        lay.scatter(rng, "me", 1, range(10, 25))
    for p in rng.sample(range(1, 25), rng.randint(4, 7)):
        if lay.free("opp", 25 - p) and sum(lay.opp) <= 13:
            lay.put("opp", 25 - p, 2)
    lay.scatter(rng, "me", 15 - sum(lay.me), range(1, 4))
    lay.scatter(rng, "opp", rng.randint(0, 15 - sum(lay.opp)), range(1, 25))
    return lay


def constrained_cases(table: Table, rng: random.Random) -> None:
    wanted = {"larger_die": 120, "one_die": 60, "no_play": 100, "partial_double": 150}
    got = dict.fromkeys(wanted, 0)
    for _ in range(200_000):
        if all(got[f] >= wanted[f] for f in wanted):
            break
        lay = blocked_layout(rng)
        if not lay.playable():
            continue
        board = lay.board()
        d1, d2 = rng.choice(ROLLS)
        results, most = answer(board, d1, d2)
        family = None
        if not results:
            family = "no_play"
        elif d1 == d2 and most < 4:
            family = "partial_double"
        elif d1 != d2 and most == 1:
            alone = [bool(answer(board, d, d)[0]) for d in (d1, d2)]
            family = "larger_die" if all(alone) else "one_die"
        if family and got[family] < wanted[family] and table.add(board, d1, d2, family):
            got[family] += 1
    missing = {f: wanted[f] - got[f] for f in wanted if got[f] < wanted[f]}
    assert not missing, f"could not find enough cases: {missing}"


def main() -> None:
    rng = random.Random(20240611)
    table = Table()
    random_play(table)
    bar_cases(table, rng)
    prime_cases(table, rng)
    bearoff_cases(table, rng)
    last_checker_cases(table, rng)
    constrained_cases(table, rng)
    data = {
        "about": "Legal plays from gnubg-nn; made by tests/data/make_legal_golden.py",
        "gnubg_nn": metadata.version("gnubg-nn"),
        "case": ["position_id", "d1", "d2", "sorted result ids (opponent on roll)", "family"],
        "families": FAMILIES,
        "cases": table.cases,
    }
    raw = json.dumps(data, separators=(",", ":")).encode("ascii")
    with open(OUTPUT, "wb") as f, gzip.GzipFile(filename="", fileobj=f, mode="wb", mtime=0) as gz:
        gz.write(raw)
    counts: dict[str, int] = {}
    for case in table.cases:
        counts[case[4]] = counts.get(case[4], 0) + 1
    print(f"wrote {OUTPUT} ({OUTPUT.stat().st_size} bytes): {len(table.cases)} cases", counts)


if __name__ == "__main__":
    main()
