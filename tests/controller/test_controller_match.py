"""MatchController's refusals, driven without a window: each action the
rules do not allow now returns False, says why (the ``message`` signal)
and changes nothing of the game (RULES.md "Moving", "Bearing off",
"Doubling cube", "Clocks")."""

from __future__ import annotations

import dataclasses

import pytest

from backgammon_qt.controller.match import MatchController
from backgammon_qt.controller.presentation import Answer
from backgammon_qt.model import OFF
from backgammon_qt.model.dice import ManualDice
from backgammon_qt.model.game import Phase
from backgammon_qt.model.match import Match
from backgammon_qt.model.rules import RuleOptions


def controller_of(qtbot, opening=(3, 1), rolls=(), rules: RuleOptions | None = None):
    """A controller of Alice (player 0) and Bob in a match to 5 with the
    dice chosen, and the list its messages go to."""
    dice = ManualDice()
    dice.push_one(opening[0])
    dice.push_one(opening[1])
    for roll in rolls:
        dice.push(*roll)
    controller = MatchController(Match(5, rules or RuleOptions.match(), ("Alice", "Bob"), dice))
    said: list[str] = []
    controller.message.connect(said.append)
    return controller, said


def snapshot(controller) -> tuple:
    g = controller.game
    return g.phase, g.on_roll, g.position, len(g.record.actions), g.cube_value, g.cube_owner


def refused(controller, said: list[str], action, *args) -> str:
    """Run a refused ``action``: it returns False, says one thing and leaves the game as it was."""
    before, count = snapshot(controller), len(said)
    assert action(*args) is False
    assert snapshot(controller) == before
    assert len(said) == count + 1 and said[-1]
    return said[-1]


def test_before_the_opening_roll_only_the_roll_is_allowed(qtbot) -> None:
    c, said = controller_of(qtbot)
    assert c.game.phase is Phase.OPENING
    assert refused(c, said, c.request_move, 13, 10) == "No checker can be moved now."
    assert refused(c, said, c.end_turn) == "There is no turn to end now."
    assert refused(c, said, c.undo) == "There is no move to undo this turn."
    assert refused(c, said, c.resign, 1) == "You cannot resign now."
    assert refused(c, said, c.claim, 0) == "There is no win to claim."      # untimed: never a win on time
    # RULES.md "Starting a game": no turn, so no double, before the opening roll
    assert refused(c, said, c.cube_clicked) == ("The cube is not in play until after the opening roll: a player "
                                                "may double at the start of a later turn of their own, before "
                                                "rolling.")
    assert refused(c, said, c.roll, (7, 1)) == "A die shows 1 to 6."
    assert refused(c, said, c.roll, (0, 3)) == "A die shows 1 to 6."
    assert c.roll() and c.game.phase is Phase.MOVING and c.game.on_roll == 0       # Alice's 3 beats Bob's 1


def test_the_leaders_dead_cube_is_said_mid_turn_too(qtbot) -> None:
    """gnubg 1.07's dead cube (model.cube.cube_dead): the leader at 4-2 in
    a match to 5 (no Crawford rule here, so this game may be doubled in)
    cannot usefully double at any moment, so a click on the cube mid-turn
    says the cube is dead, not "only at the start of your own turn"; the
    trailer is told the timing.  RULES.md "Doubling cube"."""
    dice = ManualDice()
    dice.push_one(3)
    dice.push_one(1)
    c = MatchController(Match(5, RuleOptions(crawford=False), ("Alice", "Bob"), dice, start_score=(4, 2)))
    said: list[str] = []
    c.message.connect(said.append)
    dead = "You cannot double: the cube is dead, a win of this game already wins you the match."
    assert refused(c, said, c.cube_clicked) == ("The cube is not in play until after the opening roll: a player "
                                                "may double at the start of a later turn of their own, before "
                                                "rolling.")                 # Bob's cube is alive
    assert c.roll() and c.game.phase is Phase.MOVING and c.game.on_roll == 0       # Alice, the leader
    assert refused(c, said, c.cube_clicked) == dead


def test_a_1_point_matchs_cube_is_dead_before_the_opening_roll(qtbot) -> None:
    dice = ManualDice()
    dice.push_one(3)
    dice.push_one(1)
    c = MatchController(Match(1, RuleOptions.match(), ("Alice", "Bob"), dice))
    said: list[str] = []
    c.message.connect(said.append)
    assert refused(c, said, c.cube_clicked) == ("You cannot double: the cube is dead, a win of this game already "
                                                "wins you the match.")


def test_a_move_the_roll_does_not_allow_is_explained(qtbot) -> None:
    c, said = controller_of(qtbot)
    c.roll()
    # RULES.md "Moving": a point held by two or more of the opponent's checkers is closed
    assert refused(c, said, c.request_move, 13, 12) == "Your 12-point is held by Bob (5 checkers)."
    assert refused(c, said, c.request_move, 13, 7) == "From 13 the checker cannot reach 7 with 3-1."
    # RULES.md "Bearing off": only with all fifteen checkers in the home board
    assert refused(c, said, c.request_move, 6, OFF) == \
        "You can bear off only when all your checkers are in your home board."
    assert refused(c, said, c.roll) == "It is not the time to roll."
    assert refused(c, said, c.end_turn) == "Play every die that can be played first."
    assert refused(c, said, c.undo) == "There is no move to undo this turn."
    # RULES.md "Doubling cube": a double comes at the start of a turn, before rolling
    assert refused(c, said, c.cube_clicked) == ("You cannot double now: a player may double only at the start of "
                                                "their own turn, before rolling.")
    assert c.request_move(8, 5) and c.request_move(6, 5)             # and the legal play is taken
    assert c.end_turn() and c.game.on_roll == 1 and c.game.phase is Phase.ROLLING


def test_the_cube_refusals_say_why(qtbot) -> None:
    # RULES.md "Doubling cube": the owner alone may redouble
    c, said = controller_of(qtbot)
    c.roll()
    assert c.request_play_text("8/5 6/5")
    assert c.game.phase is Phase.ROLLING and c.game.on_roll == 1
    assert c.cube_clicked() and c.game.phase is Phase.DOUBLED                 # Bob doubles
    assert refused(c, said, c.cube_clicked) == "You cannot double now."
    assert c.answer(Answer.TAKE) and c.game.cube_owner == 0                    # Alice takes and owns the cube
    assert refused(c, said, c.cube_clicked) == "You cannot double: Alice owns the cube."
    # without the cube
    c, said = controller_of(qtbot, rules=dataclasses.replace(RuleOptions.match(), cube=False))
    c.roll()
    assert c.request_play_text("8/5 6/5")
    assert refused(c, said, c.cube_clicked) == "The cube is not in use under these rules."


def test_a_dead_cube_is_refused_and_says_why(qtbot) -> None:
    """RULES.md "Doubling cube" (Crawford rule): a 1-point match has no
    Crawford game, and its cube is dead (gnubg 1.07: "The cube is dead;
    you can't double any more"): a click on it is refused, in words."""
    dice = ManualDice()
    dice.push_one(3)
    dice.push_one(1)
    c = MatchController(Match(1, RuleOptions.match(), ("Alice", "Bob"), dice))
    said: list[str] = []
    c.message.connect(said.append)
    c.roll()
    assert c.request_play_text("8/5 6/5")
    assert c.game.phase is Phase.ROLLING and c.game.on_roll == 1
    assert refused(c, said, c.cube_clicked) == \
        "You cannot double: the cube is dead, a win of this game already wins you the match."


def test_an_answer_without_its_question_is_refused(qtbot) -> None:
    c, said = controller_of(qtbot)
    c.roll()
    for answer in (Answer.TAKE, Answer.DROP, Answer.BEAVER, Answer.ACCEPT, Answer.DECLINE):
        refused(c, said, c.answer, answer)
    assert refused(c, said, c.next_game)                                     # the game is not over
    # each said in a whole sentence (the rules' reason is a clause: framed, not shown bare)
    assert all(text[0].isupper() and text.endswith(".") for text in said), said
    with pytest.raises(ValueError):
        c.answer("shrug")
