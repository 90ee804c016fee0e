"""Turn.apply_text: a play written in gnubg notation is made as written
when it uses every die (each move checked on the board, RULES.md "Moving"
and "Bearing off"), else matched against the legal plays."""

from __future__ import annotations

import random

import pytest

from backgammon_qt.model import IllegalMoveError, Position, Turn, legal_plays


def test_every_written_play_of_random_games_is_one_of_the_legal_plays() -> None:
    """Whatever path apply_text takes, the result is a legal play, and every
    legal play's own text is accepted."""
    rng = random.Random(7)
    position = Position.start()
    for _ in range(400):
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        plays = list(legal_plays(position, dice))
        for play in rng.sample(plays, min(3, len(plays))):
            turn = Turn(position, dice)
            made = turn.apply_text(str(play))
            assert made.position == play.position
            assert turn.can_finish() and turn.position in legal_plays(position, dice)
        position = rng.choice(plays).next_position() if plays else position.swapped()
        if position.is_game_over():
            position = Position.start()


def test_a_checker_on_the_bar_enters_first() -> None:
    """RULES.md "Moving": a player with a checker on the bar moves nothing
    else first, even in a text that uses both dice."""
    position = Position.from_points({25: 1, 13: 5, 8: 3, 6: 5, 24: 1}, {6: 5, 8: 3, 13: 5, 24: 2})
    turn = Turn(position, (6, 5))
    with pytest.raises(IllegalMoveError):
        turn.apply_text("13/7 13/8")
    assert turn.moves == () and turn.position == position
    assert turn.apply_text("bar/20 13/7").position in legal_plays(position, (6, 5))


def test_a_move_onto_a_made_point_is_refused() -> None:
    """RULES.md "Moving": a point with two or more opposing checkers is closed."""
    position = Position.start()           # the opponent holds my 19 (their 6) and 17 (their 8)
    turn = Turn(position, (5, 6))
    with pytest.raises(IllegalMoveError):
        turn.apply_text("24/18 24/19")     # 19 is closed
    assert turn.moves == ()


def test_no_bear_off_with_a_checker_outside() -> None:
    """RULES.md "Bearing off": only with all checkers in the home board."""
    position = Position.from_points({7: 1, 6: 2, 5: 2}, {1: 3, 2: 2})
    turn = Turn(position, (6, 5))
    with pytest.raises(IllegalMoveError):
        turn.apply_text("6/off 5/off")
    assert turn.apply_text("7/1 6/1").position in legal_plays(position, (6, 5))


def test_minimize_wasted_pips_refuses_a_wasteful_play_of_every_die() -> None:
    """RULES.md "Bearing off", option "minimize wasted pips": among plays of
    all the dice, only those wasting the fewest pips."""
    position = Position.from_points({6: 1, 5: 1}, {1: 2})
    assert "6/5 5/off" in legal_plays(position, (6, 1))              # standard rules
    turn = Turn(position, (6, 1), minimize_wasted_pips=True)
    with pytest.raises(IllegalMoveError):
        turn.apply_text("6/5 5/off")                                 # wastes 1 pip
    assert turn.moves == ()
    played = turn.apply_text("6/off 5/4")                            # wastes none
    assert played.position in legal_plays(position, (6, 1), minimize_wasted_pips=True)
