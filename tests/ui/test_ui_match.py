"""Whole games: one through the controller with seeded dice, and a whole match
played with the mouse alone on the view's viewport."""

from __future__ import annotations

import pytest

from backgammon_qt.controller.match import MatchController
from backgammon_qt.model import CHECKERS, OFF
from backgammon_qt.model.dice import RandomDice
from backgammon_qt.model.game import Phase
from backgammon_qt.model.match import Match
from backgammon_qt.model.rules import RuleOptions

pytestmark = pytest.mark.gui


def _choose(controller) -> tuple[int, int]:
    """A player's choice, asked the way the board asks: the highest movable
    point, to its farthest legal destination."""
    point = max(controller.movable_points())
    return point, min(controller.legal_destinations(point))


@pytest.mark.parametrize("seed", [3, 11])
def test_a_whole_game_with_seeded_dice_through_the_controller(qtbot, seed) -> None:
    match = Match(1, RuleOptions.match(), ("Alice", "Bob"), RandomDice(seed))
    controller = MatchController(match)
    game = controller.game
    turns = 0
    while game.phase is not Phase.OVER:
        assert turns < 1000, "the game does not end"
        if game.phase in (Phase.OPENING, Phase.ROLLING):
            assert controller.roll()
        else:
            while game.phase is Phase.MOVING and not controller.can_end_turn():
                assert controller.request_move(*_choose(controller))
            # the last checker borne off ends the game by itself (issue 19): no turn left to confirm
            assert game.phase is Phase.OVER or controller.end_turn()
            turns += 1
    outcome = game.outcome
    assert outcome is not None and outcome.reason == "bearoff"
    winner_view = game.position_for(outcome.winner)
    assert winner_view.player[OFF] == CHECKERS
    assert match.is_over and match.winner == outcome.winner
    state = controller.board_state()
    assert state.prompt is not None and "wins the match" in state.prompt.text
    # the record the controller made replays through the rules to the same end
    replayed = Match.replay(match.to_record())
    assert replayed.game.outcome == outcome


def test_two_players_play_a_whole_match_with_the_mouse_alone(make_board) -> None:
    match = Match(3, RuleOptions.match(), ("Alice", "Bob"), RandomDice(7))
    board = make_board(match=match, size=(1000, 720))
    c = board.controller
    gestures = 0
    while not match.is_over:
        gestures += 1
        assert gestures < 3000, "the match does not end"
        game = c.game
        before = (len(match.games), game.phase, game.on_roll, game.position, len(game.record.actions))
        if board.scene.prompt.isVisible():
            board.answer("next_game")
        elif board.scene.roll_button.isVisible() or game.phase is Phase.OPENING:
            board.roll()                          # (after a tied opening roll: the dice roll again)
        elif c.can_end_turn():
            board.click_item(board.scene.dice)
        else:
            assert game.phase is Phase.MOVING, game.phase
            point, dest = _choose(c)
            board.drag(board.checker_at(game.on_roll, point), board.point_centre(game.on_roll, dest))
        after = (len(match.games), game.phase, game.on_roll, game.position, len(game.record.actions))
        assert after != before, "a gesture changed nothing"
    assert "wins the match" in board.scene.prompt.text
    assert [b.key for b in board.scene.prompt.buttons] == ["new_match", "analyse_game"]
    assert max(match.score) == 3 and len(match.games) >= 2
