"""Fuzzing the parsers: random bytes, random text, mutated match files and
mutated .bgqt JSON never raise anything but MatchFileError, and whatever
they accept is a legal record (it replays through the rules model).

Bounded and seeded: a fixed number of examples, derandomized (the same
inputs on every run, so a failure reproduces); benchmarks/fuzz.py runs the
long, random version.  Time is bounded by pytest-timeout (no wall-clock
assertion)."""

from __future__ import annotations

import copy
import json

from helpers.corpus import CORPUS, DATA, MAT_NAMES, SGF_NAMES, random_record
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from backgammon_qt.io import MatchFileError, format_text, parse_text
from backgammon_qt.io._text import decode_text
from backgammon_qt.io.mat import parse_mat
from backgammon_qt.io.sgf import parse_sgf
from backgammon_qt.model.match import Match

FUZZ = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow], max_examples=150, derandomize=True,
                database=None)

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
    for fmt in ("native", "sgf", "mat"):   # and what we read, we write and read back (or refuse, saying why)
        try:
            text = format_text(record, fmt)
        except MatchFileError:
            assert fmt != "native"
            continue
        back, _fmt = parse_text(text)
        assert [g.actions for g in back.games] == [g.actions for g in record.games], fmt


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


# ---------------------------------------------------------------- .bgqt: any JSON in any place
NATIVE_SEED = json.loads(format_text(random_record(11, 3, games=2), "native"))
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-2, 10**6) | st.floats(allow_nan=True) | st.text(max_size=8)
    | st.sampled_from([10**30, 1.0, 0.5, -1, "move", "double", "13/8", [6, 6], {}]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=6)


def _paths(node, path=()):
    yield path
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, (*path, key))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _paths(value, (*path, i))


ALL_PATHS = [p for p in _paths(NATIVE_SEED) if p]


@FUZZ
@given(st.lists(st.tuples(st.sampled_from(ALL_PATHS), JSON_VALUES, st.booleans()), min_size=1, max_size=3))
def test_mutated_native_json(changes) -> None:
    data = copy.deepcopy(NATIVE_SEED)
    for path, value, delete in changes:
        parent = data
        try:
            for key in path[:-1]:
                parent = parent[key]
            if delete:
                del parent[path[-1]]
            else:
                parent[path[-1]] = value
        except (KeyError, IndexError, TypeError):
            continue                        # an earlier change removed that place
    _check(json.dumps(data).encode())
