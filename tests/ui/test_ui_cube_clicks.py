"""A click on the cube always says why nothing happens (the fresh player's
report: in a 1-point match a click on the cube said nothing).  RULES.md
"Starting a game" (no turn before the opening roll) and "Doubling cube" (a
player doubles at the start of their own turn, before rolling; a 1-point
match's cube is dead, as gnubg 1.07 has it)."""

from __future__ import annotations

import pytest
from helpers.computer import checker_at, click_item, drag, engines, make_window, point_centre, sliding

from backgammon_qt.app.settings import HUMAN
from backgammon_qt.model.game import Phase

pytestmark = pytest.mark.gui

__all__ = ["engines", "make_window"]


def test_a_click_on_the_cube_says_why_nothing_happens_in_a_one_point_match(qtbot, make_window) -> None:
    window = make_window(seats=(HUMAN, HUMAN), opening=(3, 1), length=1)
    qtbot.waitUntil(lambda: not sliding(window), timeout=3000)
    game = window.controller.game
    news = window.news_label

    def click_cube(said: str) -> None:
        window.say("")
        click_item(window, window.scene.cube)           # on the viewport, where the cube is drawn
        qtbot.waitUntil(lambda: news.text() == said)
        assert game.cube_value == 1 and game.cube_owner is None

    # the fresh player's report: before the opening roll and mid-turn the click spoke of a later turn, yet
    # a 1-point match's cube is dead for the whole match (model.cube.cube_dead): said whatever the moment
    dead = "You cannot double: the cube is dead, a win of this game already wins you the match."
    assert game.phase is Phase.OPENING and not window.double_action.isEnabled()
    click_cube(dead)
    assert game.phase is Phase.OPENING
    click_item(window, window.scene.roll_button)            # Alice's opening 3-1
    assert game.phase is Phase.MOVING
    click_cube(dead)
    drag(window, checker_at(window, 0, 8), point_centre(window, 0, 5))
    drag(window, checker_at(window, 0, 6), point_centre(window, 0, 5))
    click_item(window, window.scene.dice)                   # the turn ended: Computer to double or roll
    qtbot.waitUntil(lambda: game.phase is Phase.ROLLING)
    assert game.cube_dead and not window.double_action.isEnabled()
    click_cube(dead)
    assert game.phase is Phase.ROLLING and game.on_roll == 1


def test_a_click_on_the_cube_while_the_computer_acts_says_so(qtbot, make_window) -> None:
    window = make_window(opening=(1, 3), rolls=[(6, 5)])   # the computer wins the opening
    qtbot.waitUntil(lambda: not sliding(window), timeout=3000)
    game = window.controller.game
    click_item(window, window.scene.roll_button)
    assert game.on_roll == 1 and window.computer.acting
    window.say("")
    click_item(window, window.scene.cube)
    assert window.news_label.text() == "You cannot double now: Computer is to act."
    assert game.cube_value == 1 and game.on_roll == 1


def test_in_the_crawford_game_a_click_on_the_cube_says_so_whatever_the_moment(make_board) -> None:
    """Fresh player 25: in the Crawford game a click on the cube after
    rolling gave the moment's reason ("only before rolling"), before
    rolling the Crawford one.  RULES.md "Doubling cube" (Crawford rule):
    nobody doubles in that game at all, so that is said first, at the
    opening roll, mid-turn and before rolling alike."""
    board = make_board(opening=(3, 1), rolls=[(4, 2)], length=2)
    c = board.controller
    board.roll()
    assert c.request_play_text("8/5 6/5")           # the turn ends: Bob on roll
    assert c.cube_clicked() and c.answer("drop")    # Bob doubles, Alice drops: 0-1 in a match to 2
    assert c.next_game() and c.game.crawford
    news = board.window.news_label
    crawford = "No doubling in the Crawford game."

    def click_cube() -> str:
        board.window.say("")
        board.click_item(board.scene.cube)          # on the viewport, where the cube is drawn
        board.qtbot.waitUntil(lambda: news.text() != "")
        assert c.game.cube_value == 1 and c.game.cube_owner is None
        return news.text()

    assert c.game.phase is Phase.OPENING
    assert click_cube() == crawford
    board.roll()                                    # Alice's opening 4-2
    assert c.game.phase is Phase.MOVING and c.game.on_roll == 0
    assert click_cube() == crawford                 # the fresh player's case: after rolling
    assert c.request_play_text("8/4 6/4")
    assert c.game.phase is Phase.ROLLING and c.game.on_roll == 1
    assert click_cube() == crawford
