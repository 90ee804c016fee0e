"""Taking back a finished turn (model/takeback.py): within a game the
player's last play and what followed go back into a side line, the same
dice to play again; at a game's end the finishing play or the drop can be
taken back until the next game starts (its result and the score go with
it); after that, nothing of the game before can be."""

from __future__ import annotations

import pytest

from backgammon_qt.model.dice import ManualDice
from backgammon_qt.model.errors import CodedError, RuleError
from backgammon_qt.model.game import Phase
from backgammon_qt.model.match import Match
from backgammon_qt.model.position import Position
from backgammon_qt.model.record import ActionKind, Setup
from backgammon_qt.model.takeback import side_line_texts, take_back, take_back_point


def _two_turns() -> Match:
    m = Match(5, players=("Alice", "Bob"), dice=ManualDice([3, 1, (6, 4), (5, 2)]))
    g = m.new_game()
    g.roll_opening()
    g.play("8/5 6/5")
    g.roll()
    g.play("24/18 13/9")
    return m


def test_within_a_game_the_play_and_the_reply_go_to_a_side_line() -> None:
    m = _two_turns()
    before = m.game.record.actions[:1]           # the opening roll
    back = take_back(m, 0)
    g = back.game
    assert g is not None and g.phase is Phase.MOVING and g.on_roll == 0 and g.dice == (3, 1)
    assert g.position == Position.start()
    assert g.record.actions == before
    (line,) = g.record.side_lines
    assert line.at == 1 and line.player == 0 and line.dice == (3, 1)
    assert [a.play for a in line.actions if a.kind is ActionKind.MOVE] == ["8/5 6/5", "24/18 13/9"]
    words = side_line_texts(g.record, back.players)
    assert [str(w) for _, w in words] == ["Alice took back 3-1: 8/5 6/5 (then Bob: 6-4: 24/18 13/9)"]
    assert words[0][1].template == "{name} took back {play} (then {then})"      # worded by the controller
    # the main line replays by itself, without the taken-back moves
    again = Match.replay(back.to_record())
    assert again.game.position == g.position and again.game.record.actions == before


def test_the_opponents_last_play_alone_can_be_taken_back() -> None:
    m = _two_turns()
    back = take_back(m, 1)
    g = back.game
    assert g.on_roll == 1 and g.dice == (6, 4) and g.phase is Phase.MOVING
    (line,) = g.record.side_lines
    assert [str(w) for _, w in side_line_texts(g.record, back.players)] == ["Bob took back 6-4: 24/18 13/9"]
    assert line.at == 3           # the opening roll, her play, his roll: his play was the fourth action


def test_nothing_to_take_back_is_refused_with_a_template() -> None:
    m = Match(5, players=("Alice", "Bob"), dice=ManualDice([3, 1]))
    with pytest.raises(RuleError) as info:
        take_back(m, 0)
    assert info.value.template == "no game has started"
    m.new_game().roll_opening()
    with pytest.raises(RuleError) as info:
        take_back(m, 0)
    assert info.value.template == "{name} has played no move in this game to take back"
    assert info.value.values == {"name": "Alice"} and isinstance(info.value, CodedError)


def _bearing_off(length: int = 5) -> Match:
    # Alice (player 0) has one checker left, on her 2-point, and rolls 6-5: her play wins
    alice = {2: 1}
    bob = {6: 5, 5: 5, 4: 5}
    board = Position.from_points(alice, bob)
    m = Match(length, players=("Alice", "Bob"), dice=ManualDice([(6, 5)]))
    m.new_game(setup=Setup(board, 0, (6, 5)))
    return m


def test_at_a_game_boundary_the_winning_bear_off_can_be_taken_back_until_the_next_game() -> None:
    m = _bearing_off()
    g = m.game
    g.play("2/off")
    assert g.outcome is not None and m.score == (2, 0)           # a gammon: Bob has none off
    assert take_back_point(g.record, 0) == 0
    back = take_back(m, 0)
    bg = back.game
    assert bg.outcome is None and bg.phase is Phase.MOVING and bg.dice == (6, 5) and bg.on_roll == 0
    assert back.score == (0, 0) and len(back.games) == 1
    assert [a.play for a in bg.record.side_lines[0].actions] == ["2/off"]
    assert bg.record.side_lines[0].dice == (6, 5)                 # the set-up's dice, the first action's
    assert [str(w) for _, w in side_line_texts(bg.record, back.players)] == ["Alice took back 6-5: 2/off"]


def test_at_a_game_boundary_the_last_game_of_a_match_is_not_over_any_more() -> None:
    m = _bearing_off(length=1)
    m.game.play("2/off")
    assert m.is_over
    back = take_back(m, 0)
    assert not back.is_over and back.game.phase is Phase.MOVING


def test_at_a_game_boundary_a_drop_is_taken_back_and_the_double_is_asked_again() -> None:
    m = Match(5, players=("Alice", "Bob"), dice=ManualDice([3, 1]))
    g = m.new_game()
    g.roll_opening()
    g.play("8/5 6/5")
    g.double()                     # Bob doubles at once ...
    g.drop()                       # ... and Alice drops
    assert g.outcome is not None and m.score == (0, 1)
    assert take_back_point(g.record, 0) == len(g.record.actions) - 1
    back = take_back(m, 0)
    bg = back.game
    assert bg.phase is Phase.DOUBLED and bg.to_act == 0 and bg.doubler == 1 and back.score == (0, 0)
    assert [str(w) for _, w in side_line_texts(bg.record, back.players)] == ["Alice took back the drop"]
    bg.take()
    assert bg.cube_value == 2 and bg.cube_owner == 0
    # Alice's drop is hers to take back, not the doubler's: Bob has no play of his own in the game
    assert take_back_point(g.record, 1) is None


def test_after_the_next_game_starts_the_game_before_cannot_be_taken_back() -> None:
    m = _bearing_off()
    m.game.play("2/off")
    m.new_game()
    with pytest.raises(RuleError):
        take_back(m, 0)
    assert m.games[0].outcome is not None and m.score == (2, 0)


def test_at_a_game_boundary_the_opponents_winning_reply_goes_with_the_play_before_it() -> None:
    """Against the computer: your last play is taken back with its reply, also when the reply won."""
    from backgammon_qt.model import legal_plays

    alice = {13: 1, 6: 14}
    board = Position.from_points(alice, {1: 1})          # Bob: one checker left, on his 1-point
    m = Match(5, players=("Alice", "Bob"), dice=ManualDice([(2, 1)]))
    g = m.new_game(setup=Setup(board, 0, (6, 5)))
    play = str(next(iter(legal_plays(g.position, (6, 5)))))
    g.play(play)
    g.roll()
    g.play("1/off")
    assert g.outcome is not None and g.outcome.winner == 1 and m.score[1] > 0
    back = take_back(m, 0)
    bg = back.game
    assert bg.outcome is None and back.score == (0, 0)
    assert bg.on_roll == 0 and bg.dice == (6, 5) and bg.position == board
    (line,) = bg.record.side_lines
    assert [a.play for a in line.actions if a.kind is ActionKind.MOVE] == [play, "1/off"]
