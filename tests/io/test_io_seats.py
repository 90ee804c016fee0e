"""The seats in .bgqt (who played each player, written by the autosave): an
optional top-level key; the version stays; a reader that ignores it reads
the same match; a value that is not two short texts is ignored."""

from __future__ import annotations

import json

import pytest

from backgammon_qt.io.native import dumps, loads, loads_with_seats
from backgammon_qt.model.dice import ManualDice
from backgammon_qt.model.match import Match


def _record():
    m = Match(5, players=("Alice", "Bob"), dice=ManualDice([3, 1]))
    m.new_game().roll_opening()
    return m.to_record()


def test_the_seats_are_an_optional_key_that_keeps_the_version() -> None:
    record = _record()
    plain, with_seats = dumps(record), dumps(record, seats=("human", "beginner"))
    assert json.loads(with_seats)["seats"] == ["human", "beginner"]
    assert json.loads(with_seats)["version"] == json.loads(plain)["version"] == 1
    assert "seats" not in json.loads(plain)
    assert loads(with_seats) == loads(plain) == record
    assert loads_with_seats(with_seats) == (record, ("human", "beginner"))
    assert loads_with_seats(plain) == (record, None)


@pytest.mark.parametrize("bad", [["human"], "human", [1, 2], ["human", ""], ["human", "x" * 41], None])
def test_seats_that_are_not_two_short_texts_are_ignored(bad) -> None:
    data = json.loads(dumps(_record()))
    data["seats"] = bad
    assert loads_with_seats(json.dumps(data))[1] is None
