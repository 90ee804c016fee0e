"""Property tests of the legal-play generator on random legal positions.

Invariants (RULES.md "Moving" and "Bearing off"): checkers are conserved and
hit checkers go to the bar; each play's pip change is the dice it used (less
with a bear-off from below the die); every play uses the most dice any order
can use (checked by brute force); the larger-die rule; Position IDs and move
text round-trip; and the result agrees with gnubg-nn on these positions too
(they are wilder than positions met in play: many on the bar, odd stacks).
"""

from __future__ import annotations

from collections import Counter

import gnubg_nn as gnubg
from helpers.gnubg_oracle import gnubg_results, to_board
from helpers.positions import PROPERTY_SETTINGS, apply_move, dice, most_dice, positions, single_moves
from hypothesis import given, settings

from backgammon_qt.model import BAR, CHECKERS, OFF, Position, legal_plays


@PROPERTY_SETTINGS
@given(positions(), dice)
def test_plays_conserve_checkers_and_hits_go_to_the_bar(position: Position, roll) -> None:
    opp = position.opponent
    for play in legal_plays(position, roll):
        after = play.position
        after.validate()
        assert sum(after.player) == CHECKERS and sum(after.opponent) == CHECKERS
        # replaying the moves one by one gives the play's position
        replayed = position
        for move in play.moves:
            replayed = apply_move(replayed, move.from_point, move.to_point)
        assert replayed == after, str(play)
        # the opponent loses exactly the hit blots, and they are on its bar
        hit_points = {m.to_point for m in play.moves if m.hit}
        assert len(hit_points) == play.hits
        assert after.opponent[BAR] == opp[BAR] + play.hits
        assert after.opponent[OFF] == opp[OFF]
        for q in range(1, 25):
            if 25 - q in hit_points:
                assert opp[q] == 1 and after.opponent[q] == 0
            else:
                assert after.opponent[q] == opp[q]


@PROPERTY_SETTINGS
@given(positions(), dice)
def test_pip_change_is_the_dice_used(position: Position, roll) -> None:
    full = Counter([roll[0]] * 4 if roll[0] == roll[1] else roll)
    legal = legal_plays(position, roll)
    for play in legal:
        used = play.dice_used
        assert len(used) == legal.max_moves
        assert not Counter(used) - full, f"{play} uses {used} of {roll}"
        for m in play.moves:
            if m.to_point == OFF:
                assert m.die >= m.from_point
            else:
                assert m.from_point - m.to_point == m.die
        pips = position.pip_count()[0] - play.position.pip_count()[0]
        if any(m.to_point == OFF for m in play.moves):
            assert pips <= sum(used)
        else:
            assert pips == sum(used)


@PROPERTY_SETTINGS
@given(positions(), dice)
def test_plays_use_the_most_dice_possible(position: Position, roll) -> None:
    legal = legal_plays(position, roll)
    assert legal.max_moves == most_dice(position, roll)
    assert bool(legal) == (legal.max_moves > 0)


@PROPERTY_SETTINGS
@given(positions(), dice)
def test_only_one_die_playable_means_the_larger(position: Position, roll) -> None:
    legal = legal_plays(position, roll)
    small, large = sorted(roll)
    if small == large or legal.max_moves != 1:
        return
    if single_moves(position, large):
        assert all(play.dice_used == (large,) for play in legal)
    else:
        assert all(play.dice_used == (small,) for play in legal)


@PROPERTY_SETTINGS
@given(positions(), dice)
def test_legal_plays_agree_with_gnubg(position: Position, roll) -> None:
    legal = legal_plays(position, roll)
    assert legal.resulting_positions() == gnubg_results(position, *roll)
    assert len(legal) == len(legal.resulting_positions())


@PROPERTY_SETTINGS
@given(positions())
def test_position_id_round_trips(position: Position) -> None:
    pid = position.position_id()
    assert Position.from_position_id(pid) == position
    assert pid == gnubg.position_id(to_board(position))


@settings(PROPERTY_SETTINGS, max_examples=200)
@given(positions(), dice)
def test_move_text_round_trips(position: Position, roll) -> None:
    legal = legal_plays(position, roll)
    plays = list(legal)
    # parsing replays the text on a Turn (about 1 ms); a double can have
    # hundreds of plays, so take an even sample of at most 25 of them
    for play in plays[::max(1, len(plays) // 25)]:
        text = str(play)
        parsed = legal.parse(text)
        assert parsed == play and parsed.position == play.position, text
        assert text in legal
