"""Nackgammon on the board (issue 24): the match line names it, as a whole
translated text, and the board shows the Nackgammon start (RULES.md "Board
and setup", Nackgammon)."""

from __future__ import annotations

from backgammon_qt.controller import presentation
from backgammon_qt.model import Match, RuleOptions
from backgammon_qt.model.dice import ManualDice
from backgammon_qt.model.position import Position


def test_the_match_line_says_nackgammon_and_the_board_shows_its_start() -> None:
    match = Match(5, RuleOptions(variation="nackgammon"), ("Alice", "Bob"), ManualDice([3, 1]))
    match.new_game()
    state = presentation.board_state(match)
    # the variation first after the length: a line cut short on a narrow panel keeps it
    assert state.match_text == "Match to 5 \u00b7 Nackgammon \u00b7 Crawford rule"
    assert state.position == Position.start("nackgammon")
    assert state.players[0].pips == state.players[1].pips == 2 * 24 + 2 * 23 + 4 * 13 + 3 * 8 + 4 * 6
    shouted = {"Nackgammon": "NACKGAMMON"}
    state = presentation.board_state(match, tr=lambda text: shouted.get(text, text))    # through tr, whole
    assert state.match_text == "Match to 5 \u00b7 NACKGAMMON \u00b7 Crawford rule"
    standard = Match(5, RuleOptions(), ("Alice", "Bob"))
    standard.new_game()
    assert "Nackgammon" not in presentation.board_state(standard).match_text
