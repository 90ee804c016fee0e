"""gnubg's analysis properties read from its SGF (io/sgf_analysis_read.py,
FORMATS.md section 2 "Analysis properties", gnubg 1.07's sgf.c
``RestoreMoveAnalysis``/``RestoreDoubleAnalysis``/``LU``): every ``A``,
``DA`` and ``LU`` of gnubg's analysed files is read, with the file's
figures, and a property that cannot be read is left out with a warning,
never refusing the match."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from backgammon_qt.io.sgf import parse_sgf

GNUBG_SGF = Path(__file__).resolve().parents[3] / "shared" / "testdata" / "matches" / "gnubg-sgf"
FILES = sorted(GNUBG_SGF.glob("*.sgf")) if GNUBG_SGF.is_dir() else []
needs_corpus = pytest.mark.skipif(not FILES, reason="the shared match corpus (../shared) is not beside the checkout")


def _props(text: str, ident: str) -> list[str]:
    """The first value of each ``ident`` property in ``text`` (a property
    name not part of a longer one: ``A`` is not ``DA``)."""
    return re.findall(rf"(?<![A-Z]){ident}\[((?:[^\\\]]|\\.)*)\]", text)


@needs_corpus
@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_analysis_property_of_gnubgs_files_is_read(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    record = parse_sgf(text, path)
    assert record.warnings == []
    data = record.analysis
    assert data is not None and data["source"] == "gnubg"
    raw = data["gnubg"]
    assert len(raw["moves"]) == len(_props(text, "A")) > 0
    assert len(raw["cubes"]) == len(_props(text, "DA")) > 0
    # gnubg 1.08 writes -inf for a luck it did not analyse: no figure, no warning
    assert len(raw["lucks"]) == len([v for v in _props(text, "LU") if v != "-inf"])
    plies = {int(m) for m in re.findall(r" ([0-9])C ", text)}
    assert re.fullmatch(r"gnubg [0-9]-ply", data["level"]) and int(data["level"][6]) in plies
    assert data["games"] == list(range(len(record.games)))


@needs_corpus
def test_the_figures_are_the_files() -> None:
    path = GNUBG_SGF / "match1484923_analyzed.sgf"
    record = parse_sgf(path.read_text(encoding="utf-8"), path)
    raw = record.analysis["gnubg"]
    # game 1's first play: ;B[41ablp]A[0][lpab E ver 3 0.495682 0.140500 0.006151 0.139743 0.006050 -0.011652 1C ...
    game, action, rank, cands = raw["moves"][0]
    assert (game, rank) == (0, 0) and record.games[0].actions[action].kind == "move"
    assert cands[0] == ["24/23 13/9", [0.495682, 0.1405, 0.006151, 0.139743, 0.00605], -0.011652, 1]
    assert cands[-1][2:] == [-0.351177, 0]          # ...[quqr E ver 3 ... -0.351177 0C ...]
    assert len(cands) == 14
    # the next node: ;W[44xttpfbfb]DA[E ver 3 2C 1 0.000000 1 0.504408 ... 0.500529 ... 0.474559]
    game, at, plies, no_double, double_take = raw["cubes"][0]
    assert (game, plies) == (0, 2) and record.games[0].actions[at].kind == "roll"
    assert no_double == [0.504408, 0.135073, 0.005919, 0.141014, 0.006339, 0.00287, 0.500529]
    assert double_take[6] == 0.474559
    assert raw["lucks"][0][2] == -0.00598                # MR[]LU[-0.00598] on the first play


GOOD = ("(;FF[4]GM[6]MI[length:0][game:0][ws:0][bs:0]PW[a]PB[b]\n"
        ";B[41ablp]{A}LU[0.10000]\n;W[31hefe]\n)")
A_GOOD = ("A[0][ablp E ver 3 0.5 0.1 0.01 0.1 0.01 0.01 1C 0 1 0.000000 1]"
          "[lppq E ver 3 0.5 0.1 0.01 0.1 0.01 0.00 1C 0 1 0.000000 1]")


def test_the_made_play_and_its_rival_read_from_a_small_file() -> None:
    record = parse_sgf(GOOD.format(A=A_GOOD))
    assert record.warnings == []
    assert [c[0] for c in record.analysis["gnubg"]["moves"][0][3]] == ["24/23 13/9", "13/8"]   # our text of the play
    # without the properties, no analysis
    plain = parse_sgf(GOOD.format(A="").replace("LU[0.10000]", ""))
    assert plain.analysis is None and plain.warnings == []


@pytest.mark.parametrize("bad", [
    "A[0][ablp E ver 3 0.5 0.1 garbage]",                                        # garbled figures
    "A[7][ablp E ver 3 0.5 0.1 0.01 0.1 0.01 0.01 1C 0 1 0.000000 1]",            # rank names no candidate
    "A[0][ablp E ver 3 0.5 0.1 0.01 0.1 0.01 nan 1C 0 1 0.000000 1]",             # not a figure
    "A[0][ablp E ver 3 7.5 0.1 0.01 0.1 0.01 0.01 1C 0 1 0.000000 1]",            # chances above 1
    "A[0][xxxx E ver 3 0.5 0.1 0.01 0.1 0.01 0.01 1C 0 1 0.000000 1]",            # not a legal play
    "A[0][lpst E ver 3 0.5 0.1 0.01 0.1 0.01 0.01 1C 0 1 0.000000 1]",            # the play made not among them
    "A[0][ablp X ver 3 Score 0.1 0.2 Trials 1296]",                               # a rollout's record cut short
    "A[0][ablp E ver 3 " + "0.5 " * 100_000 + "]",                                 # huge
    "A[0][ablp E ver 3 " + "1" * 200_000 + "x]",                                   # digits without end
    "A[0]" + "[ablp E ver 3 0.5 0.1 0.01 0.1 0.01 0.01 1C 0 1 0.000000 1]" * 50_000,   # more than the legal plays
])
def test_an_analysis_that_cannot_be_read_is_left_out_with_a_warning(bad: str) -> None:
    record = parse_sgf(GOOD.format(A=bad))
    assert len(record.games) == 1 and len(record.games[0].actions) >= 3      # the match is read
    assert len(record.warnings) == 1
    warning = str(record.warnings[0])
    assert "A[" in warning and "left out" in warning and len(warning) < 200
    assert record.analysis is not None and record.analysis["gnubg"]["moves"] == []
    assert record.analysis["gnubg"]["lucks"][0][2] == 0.1                     # the rest of the node is read


@pytest.mark.parametrize("bad", ["DA[E ver 3 2C 1 0.000000 1 0.5 0.1]", "DA[]", "LU[lucky]"])
def test_a_cube_analysis_or_luck_that_cannot_be_read_is_left_out_with_a_warning(bad: str) -> None:
    record = parse_sgf(GOOD.format(A=A_GOOD + bad).replace("LU[0.10000]", "" if "LU" in bad else "LU[0.10000]"))
    assert len(record.warnings) == 1 and bad[:2] in str(record.warnings[0])
    assert len(record.analysis["gnubg"]["moves"]) == 1



ROLLED = ("A[0][ablp X ver 3 Score 0.0123456789 0.01 Trials 1296 Output 0.5 0.14 0.006 0.13 0.006 0.0123 0.0123 "
          "StdDev 0.001 0.001 0.001 0.001 0.001 0.001 0.001 SK 0 RC 1 1 1 1 0 0 10 1 1 5 \"Mersenne\" 1234 "
          " cube0 E ver 3 0C 1 0.000000 1 ]"
          "[lppq E ver 3 0.5 0.1 0.01 0.1 0.01 -0.02 1C 0 1 0.000000 1]"
          "DA[X ver 3 Eq Trials 1296 NoDouble Output 0.5 0.14 0.006 0.13 0.006 0.0123 0.1 StdDev 0 0 0 0 0 0 0 "
          "DoubleTake Output 0.5 0.14 0.006 0.13 0.006 0.0123 0.05 StdDev 0 0 0 0 0 0 0 SK 0 RC 1 1 1 1 0 0 10 1 1 "
          "5 \"Mersenne\" 1234 ]")


def test_gnubgs_rollouts_are_read_as_written_by_its_write_rollout_analysis() -> None:
    # the form of gnubg 1.07's sgf.c WriteRolloutAnalysis: X ver 3 Score <equity> <score2> Trials <n> Output <7>...
    record = parse_sgf(GOOD.format(A=ROLLED))
    assert record.warnings == []
    raw = record.analysis["gnubg"]
    assert raw["moves"][0][3] == [["24/23 13/9", [0.5, 0.14, 0.006, 0.13, 0.006], 0.0123456789, None],
                                  ["13/8", [0.5, 0.1, 0.01, 0.1, 0.01], -0.02, 1]]
    assert raw["cubes"][0][2:] == [None, [0.5, 0.14, 0.006, 0.13, 0.006, 0.0123, 0.1],
                                   [0.5, 0.14, 0.006, 0.13, 0.006, 0.0123, 0.05]]
    assert record.analysis["level"] == "gnubg 1-ply"          # the plies of what was evaluated
