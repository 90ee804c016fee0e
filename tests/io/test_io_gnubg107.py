"""Issue 19's file edges, our side (gnubg's side: tests/interop/test_interop_edges.py).

Each test reads a small file written for it (tests/data/io/gnubg107, or
text made here), and failed before its fix.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from backgammon_qt.io import MatchFileError, format_text, load, parse_text, save
from backgammon_qt.io.mat import MAX_LINE
from backgammon_qt.model.match import Match

DATA = Path(__file__).resolve().parents[1] / "data" / "io" / "gnubg107"

_MAT = """ 3 point match

 Game 1
 Alice : 0                          Bob : 0
  1) 31: 8/5 6/5                     Doubles => 2
  2)  Drops                          Wins 1 point
"""


def test_gnubg_s_dance_written_twice_is_one_dance() -> None:
    record = load(DATA / "dance_then_resign.sgf")
    actions = record.games[0].actions
    # one roll of 32 by Bob with no play, then his resignation, accepted
    assert [(a.kind, a.player) for a in actions[-3:]] == [("roll", 1), ("resign", 1), ("accept", 0)]
    assert sum(1 for a in actions if a.kind == "roll" and a.dice == (3, 2) and a.player == 1) == 1
    assert Match.replay(record).score == (1, 0)


def test_a_move_row_with_a_glued_row_number_keeps_the_move_and_warns() -> None:
    record = load(DATA / "galaxy_glued_row_number.txt")
    game = record.games[0]
    assert [a.play for a in game.actions if a.kind == "move"][-1] == "24/18 13/9"
    assert game.outcome is not None and (game.outcome.winner, game.outcome.points) == (1, 1)
    assert len(record.games) == 2
    assert record.warnings == ["game 1, line 9: '4)' after the move '24/18 13/9' is not a move; ignored"]


@pytest.mark.parametrize("key", ["event", "date", "site", "comment", "annotator"])
def test_a_long_sgf_text_converts_to_a_mat_that_reads_back(key: str) -> None:
    record, _fmt = parse_text(_MAT)
    record.info[key] = "x" * (MAX_LINE + 50)
    sgf, _fmt = parse_text(format_text(record, "sgf"))
    assert sgf.info[key] == record.info[key]
    back, _fmt = parse_text(format_text(sgf, "mat"))
    assert back.info[key] == record.info[key]


def test_a_long_line_of_moves_is_still_refused() -> None:
    text = _MAT.replace("  2)  Drops", "  2)  Drops" + " " * MAX_LINE + "x")
    with pytest.raises(MatchFileError, match="line 6: the line is"):
        parse_text(text)


@pytest.mark.parametrize(("before", "after"), [
    (" 3 point match", " \u0663 point match"),                    # Arabic-Indic three
    ("31: 8/5 6/5", "\u0663\u0661: 8/5 6/5"),                      # the dice
    ("31: 8/5 6/5", "31: \u0668/5 6/5"),                           # a point number
    ("Doubles => 2", "Doubles => \u0662"),
    ("Wins 1 point", "Wins \uff11 point"),                         # a fullwidth one
    ("Bob : 0", "Bob : \u0660"),
])
def test_mat_numbers_are_ascii_digits_only(before: str, after: str) -> None:
    assert before in _MAT
    parse_text(_MAT)                                               # the file as written reads
    with pytest.raises(MatchFileError):
        parse_text(_MAT.replace(before, after))


_SGF = "(;FF[4]GM[6]MI[length:3][game:0][ws:0][bs:0]PW[Alice]PB[Bob]RE[B+1]\n;W[31hefe]\n;B[double]\n;W[drop])\n"


@pytest.mark.parametrize(("before", "after", "unicode_reading"), [
    ("length:3", "length:\u0663", lambda r: r.match_length == 3),
    ("ws:0", "ws:\u0661", lambda r: r.games[0].score_before == (1, 0)),
])
def test_sgf_numbers_are_ascii_digits_only(before: str, after: str, unicode_reading) -> None:
    record, _fmt = parse_text(_SGF)
    assert record.match_length == 3 and record.games[0].outcome is not None
    try:
        back, _fmt = parse_text(_SGF.replace(before, after))
    except MatchFileError:
        return
    assert not unicode_reading(back)


# ---------------------------------------------------------------- a kill during Save
_CHILD = """
import os, sys, time
from backgammon_qt.io import _text
def hang(src, dst):
    print(src, flush=True)
    time.sleep(60)
os.replace = hang
_text.write_text_atomic(sys.argv[1], "a match")
"""


def test_a_kill_during_save_leaves_no_temporary_file_after_the_next_save(tmp_path) -> None:
    import signal
    import subprocess
    import sys

    tmp_path = tmp_path / "files"
    tmp_path.mkdir()
    target = tmp_path / "saved.mat"
    record, _fmt = parse_text(_MAT)
    child = subprocess.Popen([sys.executable, "-c", _CHILD, str(target)], stdout=subprocess.PIPE, text=True,
                             cwd=Path(__file__).resolve().parents[2])
    try:
        assert child.stdout is not None
        tmp = Path(child.stdout.readline().strip())           # the child is between fsync and rename
        assert tmp.exists() and tmp.parent == tmp_path and tmp.name.startswith(".saved.mat.")
        os.kill(child.pid, signal.SIGKILL)
        assert child.wait(timeout=20) == -signal.SIGKILL
    finally:
        if child.poll() is None:
            child.kill()
            child.wait(timeout=20)
        if child.stdout is not None:
            child.stdout.close()
    assert tmp.exists()                                        # what the kill left
    save(record, target)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["saved.mat"]


def test_a_temporary_file_of_a_running_save_is_left_alone(tmp_path) -> None:
    tmp_path = tmp_path / "files"
    tmp_path.mkdir()
    target = tmp_path / "saved.sgf"
    record, _fmt = parse_text(_MAT)
    running = tmp_path / f".saved.sgf.{os.getppid()}-abc123.tmp"   # a live process's write
    old_style = tmp_path / ".saved.sgf.k3j2_x.tmp"                 # an older version's, a day old
    fresh_old_style = tmp_path / ".saved.sgf.q9w8e7.tmp"
    other = tmp_path / f".other.sgf.{2**22 + 12345}-abc.tmp"       # another file's
    for p in (running, old_style, fresh_old_style, other):
        p.write_text("half")
    day_ago = time.time() - 86400
    os.utime(old_style, (day_ago, day_ago))
    save(record, target)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [running.name, fresh_old_style.name, other.name, "saved.sgf"])
