"""Moves taken back (GameRecord.side_lines) in .bgqt: kept in an optional,
versioned key beside the game's actions; a reader that does not know the
key replays the same game; a newer layout is ignored; .mat and SGF leave
them out."""

from __future__ import annotations

import json

import pytest

from backgammon_qt import io
from backgammon_qt.io import MatchFileError
from backgammon_qt.io.native import dumps, loads
from backgammon_qt.model.dice import ManualDice
from backgammon_qt.model.match import Match
from backgammon_qt.model.takeback import side_line_texts, take_back, take_back_point


def _taken_back() -> Match:
    m = Match(5, players=("Alice", "Bob"), dice=ManualDice([3, 1, (6, 4), (6, 4)]))
    g = m.new_game()
    g.roll_opening()
    g.play("8/5 6/5")
    g.roll()
    g.play("24/18 13/9")
    m = take_back(m, 0)
    assert m.game is not None
    m.game.play("13/10 24/23")
    m.game.roll()
    m.game.play("24/14")
    return m


def test_take_back_keeps_the_side_line_and_the_main_line_without_it() -> None:
    m = _taken_back()
    rec = m.to_record().games[0]
    assert [a.play for a in rec.actions if a.kind == "move"] == ["24/23 13/10", "24/14"]
    (line,) = rec.side_lines
    assert line.at == 1 and line.player == 0 and line.dice == (3, 1)
    assert [a.play for a in line.actions if a.kind == "move"] == ["8/5 6/5", "24/18 13/9"]
    assert [(ln, str(t)) for ln, t in side_line_texts(rec, m.players)] == [
        (line, "Alice took back 3-1: 8/5 6/5 (then Bob: 6-4: 24/18 13/9)")]
    assert take_back_point(rec, 1) == 3


def test_native_round_trip_and_older_or_newer_readers() -> None:
    record = _taken_back().to_record()
    text = dumps(record)
    data = json.loads(text)
    assert data["version"] == 1 and data["games"][0]["side_lines"]["version"] == 1
    again = loads(text)
    assert again.games[0].side_lines == record.games[0].side_lines
    assert again.games[0].actions == record.games[0].actions
    # a reader that ignores the key replays the same game
    del data["games"][0]["side_lines"]
    plain = loads(json.dumps(data))
    assert plain.games[0].actions == record.games[0].actions and plain.games[0].side_lines == []
    # a newer layout of the key is ignored, a broken one refused in words
    data = json.loads(text)
    data["games"][0]["side_lines"]["version"] = 99
    assert loads(json.dumps(data)).games[0].side_lines == []
    data["games"][0]["side_lines"] = {"version": 1, "lines": [{"at": "x"}]}
    with pytest.raises(MatchFileError, match="side line"):
        loads(json.dumps(data))


def test_exports_leave_the_side_lines_out() -> None:
    record = _taken_back().to_record()
    assert "8/5 6/5" not in io.format_text(record, "mat")
    sgf = io.format_text(record, "sgf")
    assert "W[31hefe]" not in sgf and "W[31xwmj]" in sgf     # 8/5 6/5 taken back, 24/23 13/10 played


def test_a_side_line_without_a_play_does_not_shift_the_notes_of_the_later_ones() -> None:
    """A side line holding only a roll (which a .bgqt may carry) has no words;
    the note of the next one stays at its own place in the game."""
    from dataclasses import replace

    from backgammon_qt.controller.takebacks import taken_back_notes
    from backgammon_qt.model.record import Action, SideLine

    m = _taken_back()
    rec = m.to_record().games[0]
    (real,) = rec.side_lines
    empty = SideLine(0, (Action("roll", 1, (2, 1)),), 1)
    rec = replace(rec, side_lines=[empty, real])
    notes = taken_back_notes(rec, m.players)
    assert notes == {real.at + 1: "Alice took back 3-1: 8/5 6/5 (then Bob: 6-4: 24/18 13/9)"}
