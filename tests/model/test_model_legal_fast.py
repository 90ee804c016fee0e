"""The compiled fast path of the legal plays (model/_legalc.c) against the
pure-Python model, the reference the golden table, the property tests and
the gnubg-nn oracle check.

Both run on every case: the golden table's (with and without the option
"minimize wasted pips"), every roll of positions met in random games,
random positions from hypothesis, and the odd inputs the fast path hands
back to Python (more checkers than its tables count, a call made while
another is running: from a second thread or from a collector callback; the
cases that once crashed the interpreter run in a subprocess).  They must
give the same plays in the
same order, each with the same moves in the same order and the same
resulting position, the same ``max_moves``, and the same signatures (by
which move text is matched).  Skipped, with the reason, where the extension
was not built (no C compiler at install time): the app then runs the Python
model alone.
"""

from __future__ import annotations

import gzip
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from helpers.positions import PROPERTY_SETTINGS, dice, positions
from hypothesis import given

from backgammon_qt.model import Position, legal
from backgammon_qt.model.legal import LegalPlays

TABLE = Path(__file__).resolve().parent.parent / "data" / "legal_golden.json.gz"

needs_fast_path = pytest.mark.skipif(legal._fast is None, reason="the C fast path was not built (pip install -e . "
                                                                  "with a C compiler builds it)")


def reference(position: Position, roll: tuple[int, int], minimize_wasted_pips: bool = False) -> LegalPlays:
    """The pure-Python model's answer."""
    saved = legal._fast
    legal._fast = None
    try:
        return LegalPlays(position, roll, minimize_wasted_pips=minimize_wasted_pips)
    finally:
        legal._fast = saved


def fast(position: Position, roll: tuple[int, int], minimize_wasted_pips: bool = False) -> LegalPlays:
    """The compiled path's answer (checked to be the compiled path's)."""
    assert legal._fast is not None
    assert legal._fast.plays(position.player, position.opponent, *roll) is not None
    return LegalPlays(position, roll, minimize_wasted_pips=minimize_wasted_pips)


def differences(position: Position, roll: tuple[int, int], minimize_wasted_pips: bool = False) -> list[str]:
    ours, ref = fast(position, roll, minimize_wasted_pips), reference(position, roll, minimize_wasted_pips)
    case = f"{position.position_id()} {roll[0]}-{roll[1]}{' (least waste)' if minimize_wasted_pips else ''}"
    found = []
    if ours.max_moves != ref.max_moves:
        found.append(f"{case}: max_moves {ours.max_moves} != {ref.max_moves}")
    if len(ours) != len(ref) or bool(ours) != bool(ref):
        found.append(f"{case}: {len(ours)} plays != {len(ref)}")
    got = [(p.moves, p.position.player, p.position.opponent) for p in ours]
    want = [(p.moves, p.position.player, p.position.opponent) for p in ref]
    if got != want:
        found.append(f"{case}: plays {[str(p) for p in ours]} != {[str(p) for p in ref]}")
    if list(ours._signature_table().items()) != list(ref._signature_table().items()):
        found.append(f"{case}: signatures differ")
    return found


@needs_fast_path
def test_fast_path_gives_the_models_plays_on_the_golden_table() -> None:
    with gzip.open(TABLE, "rt", encoding="ascii") as f:
        cases = json.load(f)["cases"]
    failures: list[str] = []
    for pid, d1, d2, _expected, _family in cases:
        position = Position.from_position_id(pid)
        failures += differences(position, (d1, d2))
        failures += differences(position, (d1, d2), minimize_wasted_pips=True)
    assert not failures, f"{len(failures)} differences:\n" + "\n".join(failures[:20])


@needs_fast_path
def test_fast_path_gives_the_models_plays_in_random_games() -> None:
    """Every roll, each die first, of 500 positions met in games played at random (by the
    reference model's plays; a fixed seed)."""
    rng = random.Random(22)
    position = Position.start()
    failures: list[str] = []
    for _ in range(500):
        for roll in [(d1, d2) for d1 in range(1, 7) for d2 in range(1, 7)]:
            failures += differences(position, roll)
        plays = list(reference(position, (rng.randint(1, 6), rng.randint(1, 6))))
        position = rng.choice(plays).next_position() if plays else position.swapped()
        if position.is_game_over():
            position = Position.start()
    assert not failures, f"{len(failures)} differences:\n" + "\n".join(failures[:20])


@needs_fast_path
@given(positions(), dice)
@PROPERTY_SETTINGS
def test_fast_path_gives_the_models_plays_on_random_positions(position: Position, roll: tuple[int, int]) -> None:
    assert differences(position, roll) == []
    assert differences(position, roll, minimize_wasted_pips=True) == []
    # move text finds the same play either way (parse matches by signature)
    ours, ref = fast(position, roll), reference(position, roll)
    for play in ref:
        text = str(play)
        assert ours.parse(text).moves == ref.parse(text).moves, text
        assert text in ours


@needs_fast_path
def test_the_fast_path_hands_odd_boards_back_to_python() -> None:
    """Counts the C tables are not sized for (unvalidated positions are
    allowed) are left to the Python search, which gives the answer."""
    crowded = Position(tuple([0] * 24 + [31, 0]), Position.start().opponent)
    assert legal._fast is not None
    assert legal._fast.plays(crowded.player, crowded.opponent, 6, 5) is None
    plays = legal.legal_plays(crowded, (6, 5))
    assert [str(p) for p in plays] == [str(p) for p in reference(crowded, (6, 5))] == ["24/13"]  # 19 and 17 are held
    # every count 0..30, but 34 checkers: 24/18(4) would make the 30 on the
    # 18 point 34 (the C tables stop at 30; this crashed the interpreter), so
    # the search goes to Python
    code = ("from backgammon_qt.model import Position, legal\n"
            "from backgammon_qt.model.legal import LegalPlays\n"
            "p = [0] * 26; p[18] = 30; p[24] = 4\n"
            "o = [0] * 26; o[1] = 2\n"
            "position = Position(tuple(p), tuple(o))\n"
            "assert legal._fast is not None\n"
            "assert legal._fast.plays(position.player, position.opponent, 6, 6) is None\n"
            "assert legal._fast.signatures(position.player, position.opponent, 6, 6) is None\n"
            "print(*(str(play) for play in LegalPlays(position, (6, 6))), sep=';')")
    result = _run(code)
    assert result.returncode == 0, f"exit {result.returncode}: {result.stderr}"
    full = Position(tuple([0] * 18 + [30] + [0] * 5 + [4, 0]), tuple([0, 2] + [0] * 24))
    want = [str(p) for p in reference(full, (6, 6))]
    assert result.stdout.strip().split(";") == want
    assert "24/18(4)" in want


def _run(code: str) -> subprocess.CompletedProcess[str]:
    """`code` run by a fresh interpreter importing this tree (so that a crash
    of the extension fails the test rather than ending the test run)."""
    root = Path(__file__).resolve().parents[2]
    return subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "PYTHONPATH": str(root)})


# Shared by the two tests below: positions with many plays and with few, each
# with its reference answer (the Python search), and a check of an answer.
_CASES = """
import gc, sys, threading, time
from backgammon_qt.model import Position, legal
from backgammon_qt.model.legal import LegalPlays
assert legal._fast is not None

def answer(position, roll):
    plays = LegalPlays(position, roll)
    return (plays.max_moves, [(p.moves, p.position.player, p.position.opponent) for p in plays],
            list(plays._signature_table().items()))

def reference(position, roll):
    saved, legal._fast = legal._fast, None
    try:
        return answer(position, roll)
    finally:
        legal._fast = saved

start = Position.start()
many = (start, (1, 1))                        # dozens of plays
few = (start, (6, 5))                         # a few
blocked = (Position(tuple([0] * 24 + [2, 13]), tuple([0] * 19 + [2] * 6 + [0])), (6, 6))  # none
cases = [many, few, blocked, (start, (3, 1)), (start, (6, 6))]
want = {i: reference(*case) for i, case in enumerate(cases)}
"""


@needs_fast_path
def test_the_fast_path_gives_a_reentrant_call_its_own_answer() -> None:
    """A legal-plays search started while another is building its objects (a
    garbage-collector pass runs callbacks and finalizers between two
    allocations) gets its own plays, and so does the search it interrupted
    (the compiled search's tables are shared: the inner one is left to
    Python)."""
    code = _CASES + """
inner = []
refused = set()
def callback(phase, info):
    if phase == "start" and len(inner) < 200:
        inner.append(answer(*cases[len(inner) % len(cases)]) == want[len(inner) % len(cases)])
        try:  # a set-up in the middle of a search would swap its tables
            legal._fast.setup(Position, legal.Play, legal._MOVES)
        except RuntimeError as error:
            refused.add(str(error))
gc.callbacks.append(callback)
gc.set_threshold(1)
outer = [answer(*cases[i % len(cases)]) == want[i % len(cases)] for i in range(100)]
gc.callbacks.remove(callback)
gc.set_threshold(700)
print(len(inner), all(inner), all(outer), sorted(refused) == ["_legalc.setup() called during a search"])
"""
    result = _run(code)
    assert result.returncode == 0, f"exit {result.returncode}: {result.stderr}"
    count, inner_right, outer_right, setup_refused = result.stdout.split()
    assert int(count) > 0  # the callback did search during a search
    assert (inner_right, outer_right, setup_refused) == ("True", "True", "True")


@needs_fast_path
def test_the_fast_path_gives_two_threads_their_own_answers() -> None:
    """Two threads computing legal plays at once (the file loader's thread
    replays a match while the GUI thread shows a position) each get their
    own position's plays.  A collector callback that yields the GIL makes
    the threads take turns in the middle of a search."""
    code = _CASES + """
gc.callbacks.append(lambda phase, info: time.sleep(0))
gc.set_threshold(5)
sys.setswitchinterval(1e-6)
wrong = []
def hammer(indexes):
    for _ in range(150):
        for i in indexes:
            if answer(*cases[i]) != want[i]:
                wrong.append(i)
threads = [threading.Thread(target=hammer, args=(idx,)) for idx in ([0, 2, 3], [1, 4])]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(len(wrong))
"""
    result = _run(code)
    assert result.returncode == 0, f"exit {result.returncode}: {result.stderr}"
    assert result.stdout.split() == ["0"]


def test_without_the_fast_path_the_python_model_runs() -> None:
    """Where the extension cannot be imported (not built: no compiler at
    install time), legal.py imports all the same and searches in Python."""
    code = ("import sys; sys.modules['backgammon_qt.model._legalc'] = None\n"
            "from backgammon_qt.model import Position, legal, legal_plays\n"
            "assert legal._fast is None\n"
            "plays = legal_plays(Position.start(), (3, 1))\n"
            "print(len(plays), plays.parse('8/5 6/5').next_position().position_id())")
    root = Path(__file__).resolve().parents[2]
    result = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, timeout=120,
                            env={**os.environ, "PYTHONPATH": str(root)})
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["16", _after_8_5_6_5()]


def _after_8_5_6_5() -> str:
    """The opening 3-1 played 8/5 6/5, as the reference model gives it."""
    return reference(Position.start(), (3, 1)).parse("8/5 6/5").next_position().position_id()


@needs_fast_path
def test_setting_the_fast_path_up_again_keeps_no_stale_references() -> None:
    """setup() called again (a reload) lets go of the classes and moves it
    held, and one that fails part way (a short moves table) lets go of what
    it had taken and leaves the working set-up in place."""
    assert legal._fast is not None
    from backgammon_qt.model.legal import Play
    move = legal._MOVES[24][6][0]
    before = sys.getrefcount(Position), sys.getrefcount(Play), sys.getrefcount(move)
    for _ in range(20):
        legal._fast.setup(Position, Play, legal._MOVES)
    assert (sys.getrefcount(Position), sys.getrefcount(Play), sys.getrefcount(move)) == before
    short = [*legal._MOVES[:25], []]  # the bar's row has no dice
    for _ in range(20):
        with pytest.raises(IndexError):
            legal._fast.setup(Position, Play, short)
    assert (sys.getrefcount(Position), sys.getrefcount(Play), sys.getrefcount(move)) == before
    assert differences(Position.start(), (6, 4)) == []
