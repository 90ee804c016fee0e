"""Move text in gnubg's notation: formatting and parsing.

Expected strings follow gnubg's ``FormatMove`` (drawboard.c, see FORMATS.md
section 0 and 1.2): moves sorted by source then destination, descending; one
checker's moves joined with the intermediate point kept only where it hit
(``24/18*/13``); identical moves counted (``8/2(3)``); ``bar``/``off`` words;
a hit ``*`` once per point.  ``gnubg_oracle.gnubg_move_text`` is an
independent implementation of that algorithm, checked here against the known
strings and then against gnubg-nn's own move steps on random positions.
"""

from __future__ import annotations

from collections import Counter

import pytest
from helpers.gnubg_oracle import gnubg_move_text, gnubg_plays, random_play_cases
from helpers.positions import apply_move, board

from backgammon_qt.model import (
    BAR,
    OFF,
    IllegalMoveError,
    InvalidNotationError,
    Move,
    Position,
    format_moves,
    legal_plays,
    parse_move_text,
)

START = Position.start()
START_SIDE = {6: 5, 8: 3, 13: 5, 24: 2}


# the opponent's start with one checker moved from its 6-point to ``point``
def _opp_blot(point: int) -> dict[int, int]:
    return {6: 4, 8: 3, 13: 5, 24: 2, point: 1}


# (description, position, roll, steps played, gnubg's text)
KNOWN = [
    ("opening 6-2", START, (6, 2), [(24, 18), (13, 11)], "24/18 13/11"),
    ("opening 3-1", START, (3, 1), [(8, 5), (6, 5)], "8/5 6/5"),
    ("6-5 run", START, (6, 5), [(24, 18), (18, 13)], "24/13"),
    ("6-6 three alike", START, (6, 6), [(24, 18), (8, 2), (8, 2), (8, 2)], "24/18 8/2(3)"),
    ("3-3 two alike chains", START, (3, 3), [(24, 21), (24, 21), (21, 18), (21, 18)], "24/18(2)"),
    ("hit on the way", board(START_SIDE, _opp_blot(7)), (6, 5),
     [(24, 18), (18, 13)], "24/18*/13"),
    ("hit counted", board(START_SIDE, {6: 5, 8: 3, 13: 4, 24: 2, 18: 1}), (6, 6),
     [(24, 18), (24, 18), (13, 7), (13, 7)], "24/18(2) 13/7*(2)"),
    ("two land on a hit point", board(START_SIDE, _opp_blot(20)), (3, 1),
     [(8, 5), (6, 5)], "8/5* 6/5"),
    ("enter hitting", board({BAR: 1, 6: 5, 8: 3, 13: 5, 24: 1}, _opp_blot(3)), (3, 2),
     [(BAR, 22), (13, 11)], "bar/22* 13/11"),
    ("enter and run", board({BAR: 1, 6: 5, 8: 3, 13: 5, 24: 1}, START_SIDE), (5, 5),
     [(BAR, 20), (20, 15), (15, 10), (10, 5)], "bar/5"),
    ("bear off", board({6: 1, 5: 2, 4: 2}, {18: 2}), (6, 1), [(6, OFF), (5, 4)], "6/off 5/4"),
    ("bear off doubles", board({2: 2, 1: 2}, {20: 2}), (2, 2),
     [(2, OFF), (2, OFF), (1, OFF), (1, OFF)], "2/off(2) 1/off(2)"),
    ("last checker", board({6: 1}, {20: 2}), (6, 2), [(6, 4), (4, OFF)], "6/off"),
    ("bear off with a hit", board({6: 2, 4: 3}, {22: 1, 15: 2}), (6, 3),
     [(6, OFF), (6, 3)], "6/3* 6/off"),  # sorted by source, then destination
]


def _play(position: Position, roll, steps):
    legal = legal_plays(position, roll)
    result = position
    for s, t in steps:
        result = apply_move(result, s, t)
    return legal, legal.play_for(result)


@pytest.mark.parametrize(("what", "position", "roll", "steps", "text"), KNOWN, ids=[k[0] for k in KNOWN])
def test_known_plays_are_written_as_gnubg_does(what, position: Position, roll, steps, text: str) -> None:
    legal, play = _play(position, roll, steps)
    assert gnubg_move_text(position, steps) == text  # the reference formatter agrees
    assert str(play) == text
    assert format_moves(play.moves) == text
    assert legal.parse(text) == play
    assert play.position in gnubg_plays(position, *roll)


def test_no_legal_move_text() -> None:
    closed = {p: 2 for p in range(1, 7)}
    position = board({BAR: 2, 6: 13}, {**closed, 13: 3})
    legal = legal_plays(position, (5, 2))
    assert not legal
    assert format_moves(()) == ""
    assert legal.parse("").moves == () and str(legal.parse("")) == "(no legal move)"
    assert legal.parse("(no legal move)").position == position


def test_text_matches_gnubg_steps_on_random_positions() -> None:
    compared = 0
    for position, roll in random_play_cases(20240611, 600):
        legal = legal_plays(position, roll)
        theirs = gnubg_plays(position, *roll)
        for play in legal:
            ours = [(m.from_point, m.to_point) for m in play.moves]
            text = str(play)
            assert text == gnubg_move_text(position, ours), (position, roll, play.moves)
            steps = theirs[play.position]
            if Counter(steps) == Counter(ours):
                assert text == gnubg_move_text(position, steps), (position, roll, steps)
                compared += 1
    assert compared > 1000


# ------------------------------------------------------------------ parsing

@pytest.mark.parametrize(
    ("text", "steps"),
    [
        ("24/13", [(24, 13)]),
        ("24/18*/13", [(24, 18), (18, 13)]),
        ("bar/22", [(25, 22)]),
        ("Bar/22*", [(25, 22)]),
        ("b/22", [(25, 22)]),
        ("25/22", [(25, 22)]),
        ("6/off", [(6, 0)]),
        ("6/Off", [(6, 0)]),
        ("6/0", [(6, 0)]),
        ("8/2(3)", [(8, 2)] * 3),
        ("24/18, 13/11", [(24, 18), (13, 11)]),
        ("24/18,13/11", [(24, 18), (13, 11)]),
        ("  24/18   13/11 ", [(24, 18), (13, 11)]),
        ("2/off(2) 1/off(2)", [(2, 0), (2, 0), (1, 0), (1, 0)]),
        ("", []),
        ("(no legal move)", []),
        ("Cannot Move", []),
    ],
)
def test_parse_move_text(text: str, steps) -> None:
    assert parse_move_text(text) == steps


@pytest.mark.parametrize(
    "text",
    ["24-18", "24/", "/18", "24", "24//18", "24/18(5)", "24/18(0)", "24/18(x)", "26/20", "off/5",
     "5/bar", "5/8", "6/6", "abc", "24/18 x", "6/off/3", "13/11(4) 6/5(4) 8/7",
     # point numbers are ASCII digits only: Arabic-Indic or full-width digits are not gnubg's notation
     "\u0668/\u0665", "\uff18/\uff15", "8/5(\u0662)"],
)
def test_bad_text_raises_invalid_notation(text: str) -> None:
    with pytest.raises(InvalidNotationError):
        parse_move_text(text)
    with pytest.raises(InvalidNotationError):
        legal_plays(START, (6, 5)).parse(text)


def test_parse_expands_runs_through_either_die() -> None:
    legal = legal_plays(START, (6, 5))
    run = legal.parse("24/13")
    assert run == legal.parse("24/18 18/13") == legal.parse("24/18/13")
    assert run.moves[0] == Move(24, 18, 6)  # 24/19 is blocked
    assert "24/13" in legal and "13/2" in legal
    # with the opponent's blot on its 7-point the run hits on the way
    hit = legal_plays(board(START_SIDE, _opp_blot(7)), (6, 5)).parse("24/13")
    assert hit.hits == 1 and str(hit) == "24/18*/13"


@pytest.mark.parametrize(
    "text",
    ["24/17",  # 7 pips is not this roll
     "13/8",  # the 6 must be played too
     "6/off",  # not all checkers home
     "6/1 13/7",  # the 1-point is the opponent's 24-point
     "24/18 24/18",  # a 6 and a 6 is not 6-5
     "24/13 6/1",  # more dice than rolled
     "20/14 13/8",  # no checker on 20
     "(no legal move)",  # there is a legal play
     ],
)
def test_well_formed_but_illegal_play_raises(text: str) -> None:
    legal = legal_plays(START, (6, 5))
    with pytest.raises(IllegalMoveError):
        legal.parse(text)
    assert text not in legal


def test_the_commonest_texts_read_at_once_as_the_full_parser_reads_them() -> None:
    """``from/to`` steps with numbers (what the SGF reader and gnubg's .mat
    give) are read by a short path; it must give what the full parser
    gives, steps, hits and refusals alike, on texts of that shape (points
    out of range, off as a start, the bar as an end, steps backwards, nine
    steps) and near it."""
    import random

    from backgammon_qt.model.moves import _parse_cached, _parse_text

    def outcome(parse: object, text: str) -> object:
        try:
            return parse(text)          # type: ignore[operator]
        except InvalidNotationError as exc:
            return ("refused", str(exc))

    rng = random.Random(22)
    texts = ["24/18 13/11", "8/5* 6/5", "25/22* 8/2", "6/0 5/0", "0/5", "13/25", "5/7", "26/20", "99/1",
             " 24/18  13/11 ", "24/18*/13", "24/18 13/11,", "6/2(2)", "bar/20", "1/0 1/0 1/0 1/0 2/0 2/0 2/0 2/0",
             "1/0 1/0 1/0 1/0 2/0 2/0 2/0 2/0 3/0", "07/01", "24*/18", "24/18**", "\t24/18"]
    for _ in range(5000):
        parts = []
        for _ in range(rng.randint(1, 9)):
            a, b = rng.randint(0, 30), rng.randint(0, 30)
            parts.append(f"{a}/{b}{'*' if rng.random() < 0.2 else ''}")
        texts.append(" ".join(parts))
    for text in texts:
        assert outcome(_parse_cached.__wrapped__, text) == outcome(_parse_text, text), text
