"""Nackgammon (issue 24): standard backgammon from another starting
position, the rule option ``variation`` (RULES.md "Board and setup"; the
start is gnubg's ``InitBoard`` for ``VARIATION_NACKGAMMON``)."""

from __future__ import annotations

import pytest

from backgammon_qt.model import IllegalMoveError, Match, RuleOptions
from backgammon_qt.model.errors import CodedError, InvalidPositionError
from backgammon_qt.model.game import Game
from backgammon_qt.model.position import BAR, OFF, Position

NACK = {24: 2, 23: 2, 13: 4, 8: 3, 6: 4}


def _points(side: tuple[int, ...]) -> dict[int, int]:
    return {p: n for p, n in enumerate(side) if n and p not in (OFF, BAR)}


def test_the_nackgammon_start_has_two_on_the_24_and_23_four_on_the_13_three_on_the_8_four_on_the_6() -> None:
    """RULES.md "Board and setup" (Nackgammon): each side 2 on its 24-point,
    2 on its 23, 4 on its 13, 3 on its 8, 4 on its 6; gnubg's start Position
    ID for it is 4Dl4ADbgOXgANg."""
    start = Position.start("nackgammon")
    assert _points(start.player) == NACK
    assert _points(start.opponent) == NACK
    assert start.position_id() == "4Dl4ADbgOXgANg"
    assert Position.start("standard") == Position.start()
    assert start.pip_count() == (2 * 24 + 2 * 23 + 4 * 13 + 3 * 8 + 4 * 6,) * 2


def test_an_unknown_variation_is_refused() -> None:
    """RULES.md "Board and setup": only the standard and Nackgammon starts."""
    with pytest.raises(InvalidPositionError, match="hypergammon"):
        Position.start("hypergammon")
    with pytest.raises(CodedError, match="variation"):
        RuleOptions(variation="hypergammon")


def test_a_nackgammon_game_starts_from_the_nackgammon_start_and_plays_by_the_standard_rules() -> None:
    """RULES.md "Board and setup" (Nackgammon) and "Moving": the opening 21
    may play 24/22 23/22 (a checker on the 23-point); the same play is
    illegal from the standard start (no checker on the 23-point)."""
    game = Game(RuleOptions(variation="nackgammon"))
    assert game.position == Position.start("nackgammon")
    game.roll_opening((2, 1))
    game.play("24/22 23/22")
    assert _points(game.position.opponent) == {24: 1, 23: 1, 22: 2, 13: 4, 8: 3, 6: 4}

    standard = Game(RuleOptions())
    standard.roll_opening((2, 1))
    with pytest.raises(IllegalMoveError):
        standard.play("24/22 23/22")


def test_every_game_of_a_nackgammon_match_starts_from_the_nackgammon_start() -> None:
    """RULES.md "Board and setup" (Nackgammon): the variation holds for the
    whole match, every game."""
    match = Match(3, RuleOptions(variation="nackgammon"), ("A", "B"))
    for _ in range(2):
        game = match.new_game()
        assert game.position == Position.start("nackgammon")
        game.roll_opening((3, 1))
        game.play("8/5 6/5")
        game.resign(1, 1)
        game.accept_resignation()


def test_the_variation_round_trips_through_the_dict_form_and_is_standard_when_missing() -> None:
    """RULES.md "Board and setup": the native file's rules dict carries the
    variation; an old dict without it is the standard start."""
    rules = RuleOptions(variation="nackgammon")
    assert rules.to_dict()["variation"] == "nackgammon"
    assert RuleOptions.from_dict(rules.to_dict()) == rules
    old = rules.to_dict()
    del old["variation"]
    assert RuleOptions.from_dict(old).variation == "standard"
    with pytest.raises(ValueError, match="variation"):
        RuleOptions.from_dict({"variation": 1})
