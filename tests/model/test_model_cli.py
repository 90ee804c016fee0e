"""The rules model's command line, ``python -m backgammon_qt.model``, run as a
subprocess the way a user or a script would."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
from helpers.gnubg_oracle import gnubg_results
from helpers.positions import board

from backgammon_qt.model import BAR, Position, legal_plays

LINE = re.compile(r"^([A-Za-z0-9+/]{14})  (\S.*)$")


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "backgammon_qt.model", *args],
                          capture_output=True, text=True, timeout=60)


def test_legal_lists_the_opening_plays_sorted_by_position_id() -> None:
    result = run("legal", "4HPwATDgc/ABMA", "3", "1")
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    lines = result.stdout.splitlines()
    assert lines[:3] == ["0FfwATDgc/ABMA  8/7 8/5", "0GfwASjgc/ABMA  24/23 8/5", "0HPiATDgc/ABMA  13/10 6/5"]
    assert len(lines) == 16
    ids = [LINE.match(line).group(1) for line in lines]
    assert ids == sorted(ids) and len(set(ids)) == 16
    # each line is a gnubg play: the ID with the opponent on roll, and the text of that play
    start = Position.start()
    assert {Position.from_position_id(i).swapped() for i in ids} == gnubg_results(start, 3, 1)
    legal = legal_plays(start, (3, 1))
    for line in lines:
        pid, text = LINE.match(line).groups()
        assert legal.parse(text).next_position().position_id() == pid


def test_legal_with_no_legal_move_prints_the_board_with_the_opponent_on_roll() -> None:
    closed = {p: 2 for p in range(1, 7)}
    position = board({BAR: 1, 6: 14}, {**closed, 13: 3})
    result = run("legal", position.position_id(), "6", "4")
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"{position.swapped().position_id()}  (no legal move)\n"


def test_minimize_wasted_pips_option() -> None:
    # 6-1 with checkers on the 5 and 2 points: 5/off 2/1 wastes one pip (the 6
    # bears off the 5), 5/4 4/off ("5/off") wastes two (RULES.md "Bearing off")
    position = board({5: 1, 2: 1}, {18: 2})
    plain = run("legal", position.position_id(), "6", "1").stdout.splitlines()
    strict = run("legal", position.position_id(), "6", "1", "--minimize-wasted-pips").stdout.splitlines()
    assert sorted(line.split("  ")[1] for line in plain) == ["5/off", "5/off 2/1"]
    assert [line.split("  ")[1] for line in strict] == ["5/off 2/1"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("legal", "4HPwATDgc/ABM", "3", "1"), "14 characters"),
        (("legal", "4HPwATDgc/AB!A", "3", "1"), "Base64"),
        (("legal", "4HPwATDgc/ABMA", "3", "7"), "1..6"),
        (("legal", "4HPwATDgc/ABMA", "x", "1"), "1..6"),
        (("legal", "4HPwATDgc/ABMA", "0", "1"), "1..6"),
        # decodes, but both sides have checkers on one point
        (("legal", Position(Position.start().player, (0, 2, 0, 0, 0, 0, 5, 0, 3) + (0,) * 4
                            + (5,) + (0,) * 12).position_id(), "3", "1"), "both sides"),
        (("show", "nonsense"), "Position ID"),
    ],
)
def test_bad_input_exits_2_with_one_line(args, message: str) -> None:
    result = run(*args)
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and "error" in lines[0] and message in lines[0], result.stderr


@pytest.mark.parametrize("args", [(), ("legal", "4HPwATDgc/ABMA", "3"), ("frobnicate",),
                                  ("legal", "4HPwATDgc/ABMA", "3", "1", "2")])
def test_usage_errors_exit_2_with_a_usage_line(args) -> None:
    result = run(*args)
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.startswith("usage: ")
    assert "error:" in result.stderr.splitlines()[-1]


def test_show_prints_pips_and_board() -> None:
    result = run("show", "sGfwGQDg28EBBg")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("Position ID: sGfwGQDg28EBBg")
    assert "pips: X 149, O 145" in lines
    assert "bar: X 0, O 0   off: X 0, O 0" in lines
    # the top row reads the points 13..24 of X (on roll): X has 3 on 13, 2 on 21;
    # O's 8-point is X's 17, O's 5- and 6-points are X's 20 and 19
    top = lines[2].replace("|", "").split()
    assert top == ["X3", ".", ".", ".", "O2", ".", "O4", "O2", "X2", ".", ".", "."]
    bottom = lines[3].replace("|", "").split()  # X's points 12..1
    assert bottom == ["O5", ".", "O2", ".", "X3", "X2", "X5", ".", ".", ".", ".", "."]


def test_command_line_does_not_import_qt() -> None:
    code = ("import sys;"
            "import backgammon_qt.model.__main__ as m; m.main(['show', '4HPwATDgc/ABMA']);"
            "assert not {'PySide6', 'shiboken6'} & set(sys.modules), 'Qt imported'")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
