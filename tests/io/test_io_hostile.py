"""Every generated hostile shape (benchmarks/hostile_shapes.py) at 2 MB is
refused with a MatchFileError or read, and its peak traced memory stays
small; benchmarks/io.py runs the same shapes at 20 MB and prints their
time and memory (no test asserts wall time)."""

from __future__ import annotations

import importlib.util
import tracemalloc

import pytest
from helpers.corpus import REPO_ROOT

from backgammon_qt.io import MatchFileError, parse_text
from backgammon_qt.io._text import decode_text

_spec = importlib.util.spec_from_file_location("hostile_shapes", REPO_ROOT / "benchmarks" / "hostile_shapes.py")
assert _spec is not None and _spec.loader is not None
hostile_shapes = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(hostile_shapes)
SHAPES = hostile_shapes.SHAPES


def _load(name: str, data: bytes) -> None:
    try:
        parse_text(decode_text(data, name), name)
    except MatchFileError as exc:
        assert str(exc).startswith(name) and "\n" not in str(exc) and len(str(exc)) < 300


@pytest.mark.parametrize("label", sorted(SHAPES))
def test_a_hostile_shape_is_refused_or_read(label: str) -> None:
    name, make = SHAPES[label]
    _load(name, make(2 * 1024 * 1024))


@pytest.mark.parametrize("label", sorted(SHAPES))
def test_a_hostile_shape_costs_bounded_memory(label: str) -> None:
    name, make = SHAPES[label]
    data = make(256 * 1024)          # small: tracing memory makes parsing 20 times slower
    tracemalloc.start()
    try:
        _load(name, data)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    # at most 40 bytes per byte read, or what the node and value limits allow (about 20 MB)
    assert peak < max(40 * len(data), 30_000_000), f"{peak / 1e6:.1f} MB traced for {len(data) / 1e6:.2f} MB"
