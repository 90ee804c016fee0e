"""Generated hostile match files: the shapes that once cost minutes or
gigabytes (issue 10), at any size.  Used by benchmarks/io.py (20 MB, the
largest file read) and by tests/io/test_io_hostile.py (small sizes).

Each shape is ``(file name, make)``: ``make(size)`` returns about ``size``
bytes of a file that is plausible up to where it turns hostile.
"""

from __future__ import annotations

import json
from collections.abc import Callable

__all__ = ["SHAPES"]

_MAT_HEAD = " 7 point match\n\n Game 1\n Alice : 0                      Bob : 0\n"
_SGF_HEAD = "(;FF[4]GM[6]MI[length:7][game:0][ws:0][bs:0]PW[Alice]PB[Bob]"


def _fill(head: str, unit: str, tail: str, size: int) -> bytes:
    count = max(1, (size - len(head) - len(tail)) // max(len(unit), 1))
    return (head + unit * count + tail).encode("utf-8")


def _native_actions(size: int) -> bytes:
    action = {"kind": "roll", "player": 0, "dice": [6, 6]}
    count = (size - 200) // (len(json.dumps(action)) + 2)
    data = {"format": "backgammon-qt", "version": 1, "players": ["a", "b"], "match_length": 0,
            "games": [{"actions": [action] * count}]}
    return json.dumps(data).encode()


SHAPES: dict[str, tuple[str, Callable[[int], bytes]]] = {
    "mat: blanks in the score line": ("a.mat", lambda n: _fill(" 7 point match\n Game 1\n Alice : 0", " ",
                                                                "Bob : 0\n  1) 31: 8/5 6/5\n", n)),
    "mat: blanks then no second score": ("b.mat", lambda n: _fill(" 7 point match\n Game 1\n Alice : 0", " ",
                                                                   "Bob x\n", n)),
    "mat: blanks in a header tag": ("c.mat", lambda n: _fill("; [Event", " ", "x\n" + _MAT_HEAD, n)),
    "mat: blanks in a move cell": ("d.mat", lambda n: _fill(_MAT_HEAD + "  1) 31:", " ", "8/5 6/5\n", n)),
    "mat: lines of 9,000 blanks between cells": ("i.mat", lambda n: _fill(_MAT_HEAD, "  1) 31: 8/5 6/5" + " " * 9000
                                                                         + "64: 24/18 13/9\n", "", n)),
    "mat: lines of 9,000 blanks in score lines": ("j.mat", lambda n: _fill(" 0 point match\n", " Game 1\n a : 0"
                                                                         + " " * 9000 + "b : 0\n", "", n)),
    "mat: one long move line": ("e.mat", lambda n: _fill(_MAT_HEAD + "  1) 31: ", "8/5 ", "\n", n)),
    "mat: a million games": ("f.mat", lambda n: _fill(" 0 point match\n", " Game 1\n a : 0   b : 0\n", "", n)),
    "mat: digits": ("g.mat", lambda n: _fill(" 7 point match\n Game 1\n Alice : ", "9", "  Bob : 0\n", n)),
    "mat: commas and digits in a name": ("h.mat", lambda n: _fill(" 7 point match\n Game 1\n A", ",1",
                                                                   " : 0   Bob : 0\n", n)),
    "sgf: empty game trees": ("a.sgf", lambda n: _fill("", "(;)", "", n)),
    "sgf: one game of empty nodes": ("b.sgf", lambda n: _fill(_SGF_HEAD, ";", ")", n)),
    "sgf: empty values": ("c.sgf", lambda n: _fill(_SGF_HEAD + "C", "[]", ")", n)),
    "sgf: one long value": ("d.sgf", lambda n: _fill(_SGF_HEAD + "C[", "x", "])", n)),
    "sgf: an unclosed value of backslashes": ("e.sgf", lambda n: _fill(_SGF_HEAD + "C[", "\\]", "", n)),
    "sgf: a long property name": ("f.sgf", lambda n: _fill(_SGF_HEAD, "Q", " x)", n)),
    "sgf: letters then blanks": ("g.sgf", lambda n: _fill(_SGF_HEAD + "Q" * (n // 2), " ", "x)", n)),
    "sgf: deep nesting": ("h.sgf", lambda n: _fill("", "(;", "", n)),
    "sgf: analysed-like nodes under the limits": ("j.sgf", lambda n: _fill(_SGF_HEAD, ";W[31hefe]A[ver 3][" + "x" * 190
                                                                         + "]LU[0.1]GW[1]", ")", n)),
    "sgf: many dances": ("i.sgf", lambda n: _fill(_SGF_HEAD + ";W[31hefe]", ";B[66];W[66]", ")", n)),
    "bgqt: deep nesting": ("a.bgqt", lambda n: _fill("", "[", "", n)),
    "bgqt: a huge number": ("b.bgqt", lambda n: _fill('{"format": "backgammon-qt", "version": ', "9", "}", n)),
    "bgqt: a million actions": ("c.bgqt", _native_actions),
    "bgqt: one long name": ("d.bgqt", lambda n: _fill('{"format": "backgammon-qt", "version": 1, "players": ["',
                                                       "x", '", "b"]}', n)),
}
