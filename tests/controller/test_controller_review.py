"""Review, driven without a window: following a controller's match, stepping
through it (read-only board states with their captions and gnubg IDs),
back to the live match, and the match cut at a step to play on from."""

from __future__ import annotations

import pytest

from backgammon_qt.controller.match import MatchController
from backgammon_qt.controller.review import Review
from backgammon_qt.model import Position
from backgammon_qt.model.dice import ManualDice
from backgammon_qt.model.game import Phase
from backgammon_qt.model.match import Match
from backgammon_qt.model.rules import RuleOptions


def played(qtbot) -> tuple[MatchController, Review, list[int]]:
    """Alice wins the opening 3-1 and plays 8/5 6/5; Bob rolls 6-4 and
    plays 24/14; Alice rolls 5-2 -- followed by a review from the start."""
    dice = ManualDice()
    dice.push_one(3)
    dice.push_one(1)
    dice.push(6, 4)
    dice.push(5, 2)
    c = MatchController(Match(5, RuleOptions.match(), ("Alice", "Bob"), dice))
    review = Review()
    changed: list[int] = []
    review.record_changed.connect(changed.append)
    review.follow(c)
    assert c.roll() and c.request_play_text("8/5 6/5")
    assert c.roll() and c.request_play_text("24/14")
    assert c.roll()
    return c, review, changed


def test_the_review_follows_the_live_match(qtbot) -> None:
    c, review, changed = played(qtbot)
    assert changed and set(changed) == {0}            # one game: its rows may change
    assert review.game_count() == 1 and not review.reviewing
    actions = c.game.record.actions
    assert review.live_end() == (0, len(actions)) == review.current()
    with pytest.raises(LookupError):
        review.step()                                 # the live match is shown
    assert review.shown_ids()[:2] == (c.position_id(), c.match_id())
    rows = review.move_rows(0)
    assert rows[0].cells[0].text == "31: 8/5 6/5" and rows[0].cells[1].text == "64: 24/14"
    assert rows[1].cells[0].text == "52:"              # the turn in progress


def test_stepping_shows_each_earlier_position_read_only(qtbot) -> None:
    c, review, _changed = played(qtbot)
    stepped: list[None] = []
    review.stepped.connect(lambda: stepped.append(None))
    step = review.go_to(0, 0)
    assert step is not None and review.reviewing and review.cursor == (0, 0) and len(stepped) == 1
    assert step.position_id == Position.start().position_id()
    assert step.state.message == "Game 1: Alice 0, Bob 0"           # the caption over the board
    assert step.state.mover is None and step.state.roll_side is None and step.state.prompt is None
    review.next()
    review.next()                                     # after the opening roll and Alice's play
    assert review.cursor == (0, 2)
    assert review.step().state.message == "Alice: 8/5 6/5"
    assert review.shown_ids()[0] == review.step().position_id != c.position_id()
    review.previous()
    assert review.cursor == (0, 1)
    review.go_to(0, 99)                               # clamped to the live end: the live match again
    assert not review.reviewing and review.cursor is None
    review.go_to(0, 1)
    review.show_live()
    assert not review.reviewing and stepped[-1] is None
    with pytest.raises(IndexError):
        review.steps(1)


def test_the_match_cut_at_a_step_plays_on_from_there(qtbot) -> None:
    c, review, _changed = played(qtbot)
    assert review.cut_match() is None                 # nothing to cut while the live match is shown
    review.go_to(0, 2)                                # after Alice's opening play
    cut = review.cut_match()
    assert cut is not None and cut.game is not None
    assert cut.game.phase is Phase.ROLLING and cut.game.on_roll == 1
    assert len(cut.game.record.actions) == 2 and len(c.game.record.actions) > 2
    assert cut.game.position.position_id() == review.step().position_id


def test_following_another_match_leaves_the_review(qtbot) -> None:
    _c, review, changed = played(qtbot)
    review.go_to(0, 1)
    stepped: list[None] = []
    review.stepped.connect(lambda: stepped.append(None))
    other = MatchController(Match(3, RuleOptions.match(), ("Carla", "Dan"), ManualDice()))
    review.follow(other)
    assert not review.reviewing and stepped == [None]
    assert review.live_end() == (0, 0) and changed[-1] == 0
    assert review.game_title(0).startswith("Game 1: 0\u20130")
