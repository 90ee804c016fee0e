"""Fuzzing the parsers: random bytes, random text and mutated match files
never raise anything but MatchFileError, and whatever they accept is a
legal record (it replays through the rules model).  Time is bounded by
pytest-timeout (no wall-clock assertion)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from io_support import CORPUS, DATA, MAT_NAMES, SGF_NAMES

from backgammon_qt.io import MatchFileError, parse_text
from backgammon_qt.io._text import decode_text
from backgammon_qt.io.mat import parse_mat
from backgammon_qt.io.sgf import parse_sgf
from backgammon_qt.model.match import Match

FUZZ = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow], max_examples=150)

# Seeds: our own files always; the smaller corpus files when ../shared is there.
SEEDS = [(DATA / name).read_bytes() for name in sorted(p.name for p in DATA.glob("dialect_*"))]
SEEDS += [(CORPUS / name).read_bytes() for name in MAT_NAMES + SGF_NAMES
          if (CORPUS / name).stat().st_size < 6000]

TOKENS = [b"Doubles => 2", b" Takes", b" Drops", b"Wins 3 points", b"Wins 99999 points", b"66:", b"21: ",
          b"25/0", b"bar/off", b"13/7(5)", b"???", b"Cannot Move", b" Game 2\n", b" 0 point match\n",
          b"(", b")", b";", b"[", b"]", b"\\", b"W[double]", b"B[take]", b"MI[length:0]", b"RE[W+3R]",
          b"AB[a]", b"GM[1]", b"\r", b"\x00", b"\xff", b"\xc3", b":", b"\n", b"        "]


def _check(data: bytes) -> None:
    try:
        record, _fmt = parse_text(decode_text(data, "fuzz"), "fuzz")
    except MatchFileError as exc:
        assert str(exc)
        return
    Match.replay(record)          # anything accepted is a legal record


@FUZZ
@given(st.binary(max_size=2000))
def test_random_bytes(data: bytes) -> None:
    _check(data)


@FUZZ
@given(st.text(max_size=600))
def test_random_text_through_both_parsers(text: str) -> None:
    for parse in (parse_mat, parse_sgf):
        try:
            parse(text, "fuzz")
        except MatchFileError:
            pass


@FUZZ
@given(st.sampled_from(["(;FF[4]GM[6]", " 5 point match\n\n Game 1\n a : 0     b : 0\n"]),
       st.lists(st.sampled_from(TOKENS), max_size=60))
def test_token_soup_after_a_valid_start(start: str, tokens: list[bytes]) -> None:
    _check(start.encode() + b" ".join(tokens))


@st.composite
def mutated(draw) -> bytes:
    data = bytearray(draw(st.sampled_from(SEEDS)))
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(["flip", "delete", "insert", "truncate", "line"]))
        at = draw(st.integers(0, max(len(data) - 1, 0)))
        if kind == "flip" and data:
            data[at] = draw(st.integers(0, 255))
        elif kind == "delete":
            del data[at:at + draw(st.integers(1, 40))]
        elif kind == "insert":
            data[at:at] = draw(st.sampled_from(TOKENS))
        elif kind == "truncate":
            del data[at:]
        else:                                    # delete or repeat a whole line
            lines = bytes(data).split(b"\n")
            i = draw(st.integers(0, len(lines) - 1))
            lines[i:i + 1] = [] if draw(st.booleans()) else [lines[i], lines[i]]
            data = bytearray(b"\n".join(lines))
    return bytes(data)


@FUZZ
@given(mutated())
def test_mutated_match_files(data: bytes) -> None:
    _check(data)
