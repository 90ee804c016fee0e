"""The position editor's model: impossible positions said in words."""

from __future__ import annotations

import pytest

from backgammon_qt.model.match import Match
from backgammon_qt.model.position_edit import EditedPosition
from backgammon_qt.model.position_text import PositionText, position_record
from backgammon_qt.model.rules import RuleOptions


def _edited(**kw: object) -> EditedPosition:
    e = EditedPosition(names=("Alice", "Bob"))
    for k, v in kw.items():
        setattr(e, k, v)
    return e


def test_the_start_is_fine_and_counts() -> None:
    e = _edited()
    assert e.problems() == []
    assert e.counts(0) == (15, 0, 167) and e.counts(1) == (15, 0, 167)


def test_a_sixteenth_checker_and_a_shared_point() -> None:
    e = _edited()
    e.add(0, 3)
    e.add(1, 22)           # Bob's 22 is Alice's 3
    words = " ".join(e.problems())
    assert "Alice has 16 checkers: 1 too many" in words
    assert "Bob has 16 checkers" in words
    assert "Point 3 (from Alice's side) holds checkers of both players" in words
    e.remove(0, 3)
    e.remove(1, 22)
    assert e.problems() == []


def test_clear_then_fill_off() -> None:
    e = _edited()
    e.clear()
    assert "Alice has 0 checkers: 15 missing" in " ".join(e.problems())
    e.add(0, 1)
    e.add(1, 1)
    e.fill_off()
    assert e.problems() == [] and e.counts(0) == (15, 14, 1)


@pytest.mark.parametrize("kw, words", [
    ({"cube_value": 3}, "The cube shows 3"),
    ({"cube_value": 1, "cube_owner": 0}, "Nobody owns the cube at 1"),
    ({"cube_value": 4}, "belongs to the player who took it"),
    ({"length": 7, "score": (6, 2), "crawford": True, "cube_value": 2, "cube_owner": 1}, "Crawford game"),
    ({"length": 7, "score": (7, 2)}, "Alice has 7 points"),
    ({"length": 7, "score": (5, 2), "crawford": True}, "one point short"),
    ({"length": 0, "crawford": True}, "Money play has no Crawford"),
])
def test_impossible_states(kw: dict[str, object], words: str) -> None:
    assert any(words in p for p in _edited(**kw).problems())


def test_a_valid_edit_starts_a_game() -> None:
    e = _edited(length=7, score=(6, 3), crawford=False, cube_value=2, cube_owner=1, dice=(3, 1), on_roll=1)
    assert e.problems() == []
    record = position_record(PositionText(e.setup(), e.length, e.score, e.crawford), e.names, RuleOptions())
    match = Match.replay(record)
    assert match.game is not None and match.game.on_roll == 1 and match.game.dice == (3, 1)
