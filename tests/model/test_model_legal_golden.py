"""The golden table of legal plays: every case must give exactly gnubg's set.

The table (tests/data/legal_golden.json.gz) holds (Position ID, dice, sorted
resulting Position IDs with the opponent on roll) made by gnubg-nn; how to
regenerate it is in tests/data/make_legal_golden.py.  Like python-chess's perft
files, it runs on every commit without gnubg-nn's help.
"""

from __future__ import annotations

import gzip
import json
from collections import Counter
from pathlib import Path

import pytest

from backgammon_qt.model import IllegalMoveError, Position, legal_plays

TABLE = Path(__file__).resolve().parent.parent / "data" / "legal_golden.json.gz"


@pytest.fixture(scope="module")
def golden() -> dict:
    with gzip.open(TABLE, "rt", encoding="ascii") as f:
        return json.load(f)


def test_golden_table_covers_the_edge_cases(golden: dict) -> None:
    cases = golden["cases"]
    assert len(cases) >= 3000
    families = Counter(case[4] for case in cases)
    assert set(families) == set(golden["families"])
    assert all(n >= 50 for n in families.values()), families
    no_play = sum(1 for case in cases if not case[3])
    assert no_play >= 300
    # random play reaches every phase of the game
    phases = Counter()
    for pid, _d1, _d2, _results, family in cases:
        if family == "random":
            p = Position.from_position_id(pid)
            phases["bear-off" if not any(p.player[7:]) else "race" if p.is_race() else "contact"] += 1
    assert min(phases.values()) >= 100 and len(phases) == 3, phases


def test_legal_plays_match_the_golden_table(golden: dict) -> None:
    failures = []
    for pid, d1, d2, expected, family in golden["cases"]:
        position = Position.from_position_id(pid)
        got = sorted(p.next_position().position_id() for p in legal_plays(position, (d1, d2)))
        if got != expected:
            missing = sorted(set(expected) - set(got))
            extra = sorted(set(got) - set(expected))
            dupes = len(got) - len(set(got))
            failures.append(f"{pid} {d1}-{d2} ({family}): missing {missing} extra {extra}"
                            + (f" duplicates {dupes}" if dupes else ""))
    assert not failures, (f"{len(failures)} of {len(golden['cases'])} golden cases differ from gnubg:\n"
                          + "\n".join(failures[:20]))


def test_legal_plays_queries() -> None:
    start = Position.start()
    legal = legal_plays(start, (6, 5))
    play = legal.parse("24/13")
    assert play in legal and play.position in legal and "24/18 18/13" in legal
    assert start not in legal and "24/18 13/7" not in legal and 42 not in legal
    assert legal.play_for(play.position) == play
    assert legal.resulting_positions() == frozenset(p.position for p in legal)
    assert legal.max_moves == 2 and legal.dice == (6, 5)
    with pytest.raises(IllegalMoveError):
        legal.play_for(start)
    with pytest.raises(ValueError):
        legal_plays(start, (0, 5))
    with pytest.raises(ValueError):
        legal_plays(start, (7, 1))
