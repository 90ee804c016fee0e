"""Games that start from a set-up position, and matches that start at a
score other than 0-0.

A :class:`Setup` (an edited position, FORMATS.md 2.3 "Setup nodes") gives
the board seen by player 0, the player on roll, the dice if already rolled
and the cube; a game started from it skips the opening roll (RULES.md
"Starting a game").  A match's starting score counts in its score, and the
Crawford rule (RULES.md "Doubling cube") works from it: when a player is
already at length - 1 at the start, the record says whether the first game
is the Crawford game.
"""

from __future__ import annotations

import copy

import pytest
from helpers.positions import PROPERTY_SETTINGS, positions
from hypothesis import given
from hypothesis import strategies as st

from backgammon_qt.model import (
    BAR,
    Action,
    Game,
    GameRecord,
    GameState,
    Match,
    MatchRecord,
    MatchState,
    Outcome,
    Phase,
    Position,
    RecordError,
    RuleError,
    RuleOptions,
    Setup,
    WinKind,
)

# gibbon/edited.sgf's board (tests/io/test_io_setup.py decodes the file), player 0's view:
# player 0 (White) 2 on 1, 2 on 3, 3 on 6, 1 on 8, 5 on 13, 2 on 24;
# player 1 (Black) 4 on 13, 1 on 10, 3 on 8, 5 on 6, 2 on the bar (own numbering).
EDITED = Position.from_points({1: 2, 3: 2, 6: 3, 8: 1, 13: 5, 24: 2}, {13: 4, 10: 1, 8: 3, 6: 5, BAR: 2})


def edited_setup(**changes) -> Setup:
    values = dict(position=EDITED, on_roll=0, dice=(5, 3), cube_value=2, cube_owner=0)
    values.update(changes)
    return Setup(**values)


def resign_game(match: Match, loser: int, value: int = 1, **new_game) -> Game:
    """Start the next game from a set-up with ``loser`` on roll (no dice), and
    let ``loser`` resign ``value``; returns the finished game."""
    game = match.new_game(setup=Setup(Position.start(), loser), **new_game)
    game.resign(loser, value)
    game.accept_resignation()
    return game


# ---------------------------------------------------------------- a game from a set-up
def test_a_set_up_with_dice_starts_the_turn_with_those_dice() -> None:
    """The set-up's player is on roll with the dice already rolled: no
    opening roll, the turn is being played, the cube as set up."""
    game = Game(RuleOptions.match(), match_length=7, score=(6, 3), setup=edited_setup())
    assert game.phase is Phase.MOVING and game.on_roll == 0 and game.to_act == 0
    assert game.dice == (5, 3) and game.turn.dice == (5, 3)
    assert (game.cube_value, game.cube_owner) == (2, 0)
    assert game.position == EDITED and game.position_for(1) == EDITED.swapped()
    assert game.record.setup == edited_setup() and game.record.actions == []
    # 5-3 for White here (by hand): 13/8 13/10 is a play, the opening 8/3 6/3 as well; nothing is on the bar
    plays = game.turn.legal_plays
    assert "13/8 13/10" in plays and "8/3 6/3" in plays and "24/16" in plays
    assert "bar/20" not in plays and "6/1 3/off" not in plays and len(plays) > 2


def test_player_1_on_roll_sees_the_board_from_their_side() -> None:
    """The set-up's position is player 0's view; the game shows the player
    on roll their own numbering.  Hand-made: player 1 has one checker on
    the bar and player 0 holds its points 1-4 and 6, so with 5-3 player 1
    must enter with the 5 (bar/20: their 20 is player 0's 5)."""
    p0 = {1: 2, 2: 2, 3: 2, 4: 2, 6: 2, 13: 5}          # player 0's own numbering
    p1 = {BAR: 1, 14: 2, 13: 5, 8: 3, 6: 4}            # player 1's own numbering
    game = Game(setup=Setup(Position.from_points(p0, p1), 1, (5, 3)))
    assert game.on_roll == 1 and game.phase is Phase.MOVING
    assert game.position == Position.from_points(p1, p0)
    # by hand: bar/20, then a 3 by any checker (player 0 holds none of 17, 11, 10, 5, 3)
    assert {str(p) for p in game.turn.legal_plays} == {"bar/17", "bar/20 14/11", "bar/20 13/10",
                                                        "bar/20 8/5", "bar/20 6/3"}


def test_a_set_up_without_dice_waits_for_a_roll_or_a_double() -> None:
    """No dice: the player on roll may double (owning the cube) or roll."""
    game = Game(RuleOptions.match(), match_length=7, setup=edited_setup(dice=None))
    assert game.phase is Phase.ROLLING and game.on_roll == 0 and game.dice is None
    assert game.can_double()
    game.roll((6, 5))
    assert game.phase is Phase.MOVING and game.record.actions == [Action("roll", 0, (6, 5))]
    other = Game(RuleOptions.match(), match_length=7, setup=edited_setup(dice=None, on_roll=1))
    assert other.phase is Phase.ROLLING and not other.can_double()      # player 0 owns the cube
    centred = Game(RuleOptions.money(), setup=edited_setup(dice=None, cube_value=1, cube_owner=None))
    assert centred.can_double() and not centred.cube_turned


def test_set_up_dice_with_no_legal_play_pass_at_once() -> None:
    """RULES.md "Moving": a roll that cannot be played passes.  Player 0 is on
    the bar against a closed board (player 1 holds its points 1-6)."""
    closed = Position.from_points({BAR: 1, 13: 14}, {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 13: 3})
    game = Game(setup=Setup(closed, 0, (6, 6)))
    assert game.phase is Phase.ROLLING and game.on_roll == 1
    assert game.last_pass == (0, (6, 6)) and game.turn is None


def test_play_goes_on_from_a_set_up() -> None:
    """The set-up game is a normal game from there on: the 5-3 is played,
    the other player rolls, the record keeps the set-up and the actions."""
    game = Game(RuleOptions.match(), match_length=7, score=(6, 3), setup=edited_setup())
    game.play("13/8 13/10")
    assert game.phase is Phase.ROLLING and game.on_roll == 1
    assert game.position_for(0).player[13] == 3 and game.position_for(0).player[10] == 1
    assert not game.can_double()                       # player 0 owns the cube
    # Black enters on White's 4- and 5-points (their 21 and 20); White's 1, 3 and 6 are made
    game.roll((5, 4))
    assert game.phase is Phase.MOVING
    game.play("bar/21 bar/20")
    assert game.position_for(1).player[BAR] == 0 and game.on_roll == 0
    # the owner at 6 of 7 would win the match with this game: a dead cube, not offered (gnubg refuses it);
    # a record may still hold the redouble, which plays on as written
    assert game.cube_dead and not game.can_double()
    game.double()
    game.take()
    assert (game.cube_value, game.cube_owner) == (4, 1)
    assert [a.kind for a in game.record.actions] == ["move", "roll", "move", "double", "take"]
    assert game.record.setup == edited_setup()


@pytest.mark.parametrize("changes, reason", [
    (dict(on_roll=2), "player on roll must be 0 or 1"),
    (dict(dice=(0, 3)), "dice must be two numbers 1..6"),
    (dict(dice=(7, 1)), "dice must be two numbers 1..6"),
    (dict(dice=(5,)), "dice must be two numbers 1..6"),
    (dict(cube_value=3), "power of two"),
    (dict(cube_value=0), "power of two"),
    (dict(cube_value=1 << 16), "power of two"),
    (dict(cube_owner=2), "cube owner must be 0, 1 or None"),
    (dict(cube_value=1, cube_owner=1), "a cube at 1 is in the middle"),
    (dict(position=Position((*EDITED.player[:13], EDITED.player[13] + 1, *EDITED.player[14:]),
                            EDITED.opponent)), "16 checkers"),
    (dict(position=Position.from_points({1: 2, 3: 2, 6: 3, 8: 1, 13: 5, 24: 2}, {})),
     "player 1 has borne off all 15"),
    (dict(position=Position.from_points({1: 2}, {24: 1})), "holds checkers of both sides"),
    (dict(position="4HPiAWAzTvABMA"), "must be a Position"),
])
def test_impossible_set_ups_are_refused(changes: dict, reason: str) -> None:
    """RULES.md "Board and setup" (15 checkers a side, no point held by
    both), "Doubling cube" (faces are powers of two; a cube at 1 is in the
    middle), dice 1..6, and a game that is not over yet."""
    with pytest.raises(RuleError, match=reason):
        edited_setup(**changes)


def test_a_game_already_over_is_refused() -> None:
    done = Position((15,) + (0,) * 25, Position.start().opponent)
    with pytest.raises(RuleError, match="already over: player 0 has borne off all 15"):
        Setup(done, 1)


@pytest.mark.parametrize("rules, kwargs, setup, reason", [
    (RuleOptions(cube_cap=4), {}, dict(cube_value=8), "above the cube cap of 4"),
    (RuleOptions.timed_preset(), {}, dict(cube_value=2), "without the cube"),
    (RuleOptions.match(), dict(match_length=7, score=(6, 3), crawford=True), dict(cube_value=2),
     "nobody doubles in the Crawford game"),
    (RuleOptions.match(), dict(match_length=7), dict(cube_value=2, cube_owner=None), "in the middle"),
    (RuleOptions.money(), {}, dict(cube_value=2, cube_owner=None), "in the middle"),
    (RuleOptions(automatic_doubles=True), {}, dict(cube_value=4, cube_owner=None), "in the middle"),
])
def test_set_ups_the_rules_do_not_allow_are_refused(rules, kwargs, setup, reason) -> None:
    """RULES.md "Doubling cube": the cap, no cube under the timed rules or
    in the Crawford game, a cube above 1 in the middle only after automatic
    doubles (money play, at most the limit: one double by default)."""
    with pytest.raises(RuleError, match=reason):
        Game(rules, setup=edited_setup(**setup), **kwargs)


def test_automatic_doubles_leave_a_centred_cube_in_money_play() -> None:
    """RULES.md "Starting a game": ties double the cube, which stays in the
    middle; a set-up may start there."""
    game = Game(RuleOptions(automatic_doubles=True).for_match(0),
                setup=edited_setup(cube_value=2, cube_owner=None, dice=None))
    assert (game.cube_value, game.cube_owner, game.automatic_doubles) == (2, None, 1)
    assert game.can_double() and not game.cube_turned


def test_start_and_set_up_together_are_refused() -> None:
    with pytest.raises(ValueError, match="not both"):
        Game(start=Position.start(), setup=edited_setup())


def test_the_opening_roll_is_not_allowed_in_a_set_up_game() -> None:
    game = Game(setup=edited_setup(dice=None))
    with pytest.raises(RuleError, match="expected opening"):
        game.roll_opening((3, 1))


# ---------------------------------------------------------------- Match ID
def test_match_id_of_a_set_up_game() -> None:
    """FORMATS.md section 4: the Match ID of the set-up state gives the
    player on roll, the dice (higher first), the cube and owner, the score."""
    match = Match(7, start_score=(6, 3))
    match.new_game(setup=edited_setup(dice=(3, 5)), crawford=False)
    state = MatchState.from_match_id(match.match_id())
    assert state == MatchState(cube_value=2, cube_owner=0, player_on_roll=0, crawford=False,
                               game_state=GameState.PLAYING, player_to_act=0, dice=(5, 3),
                               match_length=7, score=(6, 3), jacoby=False)
    match = Match(7, start_score=(6, 3))
    match.new_game(setup=edited_setup(on_roll=1, dice=None, cube_owner=1), crawford=False)
    state = MatchState.from_match_id(match.match_id())
    assert (state.player_on_roll, state.player_to_act, state.dice, state.cube_owner) == (1, 1, (0, 0), 1)


# ---------------------------------------------------------------- starting score and Crawford
def test_the_starting_score_counts_in_the_score() -> None:
    """RULES.md "Doubling cube" (match to N points): the starting score plus
    the games' points, capped at the length."""
    match = Match(7, start_score=(2, 3))
    assert match.score == (2, 3) and not match.is_over
    resign_game(match, 0, 2)                     # player 1 wins 2: 2-5
    assert match.score == (2, 5) and match.games[0].score == (2, 3)
    resign_game(match, 0, 3)                     # player 1 wins 3 of the 2 needed
    assert match.score == (2, 7) and match.is_over and match.winner == 1
    assert [g.record.score_before for g in match.games] == [(2, 3), (2, 5)]
    money = Match(0, start_score=(12, 5))
    resign_game(money, 1, 2)
    assert money.score == (14, 5)


@pytest.mark.parametrize("length, start", [(7, (7, 3)), (7, (0, 9)), (7, (-1, 0)), (7, (1,)), (0, (1.5, 0)),
                                           (5, (True, 0)), (5, "6-3")])
def test_a_starting_score_outside_the_match_is_refused(length: int, start) -> None:
    with pytest.raises(ValueError, match="starting score"):
        Match(length, start_score=start)


def test_the_starting_score_is_set_before_the_first_game() -> None:
    match = Match(7)
    match.start_score = (4, 1)
    assert match.score == (4, 1)
    match.new_game()
    with pytest.raises(RuleError, match="before the first game"):
        match.start_score = (0, 0)


def test_starting_at_6_3_not_crawford_is_post_crawford() -> None:
    """RULES.md "Doubling cube" (Crawford rule): at 6-3 in a 7-point match the
    score cannot tell whether the Crawford game was played; a first game
    that is not the Crawford game makes the match post-Crawford: the cube
    is in use, and no later game is the Crawford game."""
    match = Match(7, start_score=(6, 3))
    assert match.crawford_undecided
    game = resign_game(match, 0, 2, crawford=False)  # player 1 wins 2: 6-5
    assert not game.crawford and match.is_post_crawford
    assert match.score == (6, 5) and not match.crawford_undecided
    nxt = match.new_game()
    assert not nxt.crawford and match.is_post_crawford
    nxt.roll_opening((4, 2))
    nxt.play("8/4 6/4")
    assert nxt.can_double()                          # the cube is back for player 1
    nxt.resign(0, 1)
    nxt.accept_resignation()                         # 6-6
    with pytest.raises(RuleError, match="marked as the Crawford game"):
        match.new_game(crawford=True)
    assert not match.new_game().crawford


def test_starting_at_6_3_marked_crawford_makes_the_next_game_post_crawford() -> None:
    """RULES.md "Doubling cube": the Crawford game first (no doubling), then
    the cube is back."""
    match = Match(7, start_score=(6, 3))
    game = match.new_game(setup=Setup(Position.start(), 1), crawford=True)
    assert game.crawford and match.is_crawford_game and not match.is_post_crawford
    assert not game.can_double()
    game.resign(1, 1)
    game.accept_resignation()
    assert match.is_over and match.winner == 0
    match = Match(7, start_score=(6, 3))
    resign_game(match, 0, 1, crawford=True)          # 6-4
    with pytest.raises(RuleError, match="marked as the Crawford game"):
        match.new_game(crawford=True)
    nxt = match.new_game()
    assert not nxt.crawford and match.is_post_crawford


def test_an_undecided_first_game_is_the_crawford_game_by_default() -> None:
    """FORMATS.md 1.5: gnubg reads the first game with one player at
    length - 1 as the Crawford game; so does new_game when not told."""
    match = Match(7, start_score=(3, 6))
    assert match.new_game().crawford


def test_starting_at_3_3_the_game_at_6_x_is_the_crawford_game() -> None:
    """RULES.md "Doubling cube": from 3-3 the Crawford game comes as usual,
    the first game after a player reaches 6."""
    match = Match(7, start_score=(3, 3))
    assert not match.crawford_undecided
    with pytest.raises(RuleError, match="marked as the Crawford game"):
        match.new_game(crawford=True)
    first = resign_game(match, 1, 3)                  # player 0 wins 3: 6-3
    assert not first.crawford
    crawford = match.new_game()
    assert crawford.crawford and not match.is_post_crawford
    crawford.roll_opening((4, 1))
    crawford.play("24/23 13/9")
    assert crawford.phase is Phase.ROLLING and not crawford.can_double()
    with pytest.raises(RuleError, match="Crawford"):
        crawford.double()


def test_starting_at_6_6_is_post_crawford() -> None:
    """Both at length - 1: the Crawford game (after the first to reach 6)
    is behind them, so the first game is not it."""
    match = Match(7, start_score=(6, 6))
    assert not match.crawford_undecided
    with pytest.raises(RuleError, match="marked as the Crawford game"):
        match.new_game(crawford=True)
    assert not match.new_game().crawford and match.is_post_crawford


# ---------------------------------------------------------------- record and replay
def edited_match(moves: bool = True) -> Match:
    """gibbon/edited.sgf's match, played on for a few turns when ``moves``."""
    match = Match(7, players=("Joe Black", "Snow White"), start_score=(6, 3))
    game = match.new_game(setup=edited_setup(), crawford=False)
    if moves:
        game.play("13/8 13/10")
        game.roll((5, 4))
        game.play("bar/21 bar/20")
    return match


def test_to_record_and_replay_keep_the_set_up_and_starting_score() -> None:
    match = edited_match()
    record = match.to_record()
    assert record.games[0].setup == edited_setup() and record.games[0].score_before == (6, 3)
    assert not record.games[0].crawford
    replayed = Match.replay(copy.deepcopy(record))
    assert replayed.start_score == (6, 3) and replayed.score == (6, 3)
    assert replayed.match_id() == match.match_id()
    assert replayed.game.position == match.game.position and replayed.game.phase is Phase.ROLLING
    assert replayed.is_post_crawford
    fresh = Match.replay(edited_match(moves=False).to_record())
    assert fresh.game.phase is Phase.MOVING and fresh.game.dice == (5, 3)


def test_a_later_game_may_start_from_a_set_up() -> None:
    match = Match(5)
    resign_game(match, 1)
    game = match.new_game(setup=edited_setup(cube_value=1, cube_owner=None, dice=(6, 2)))
    game.play("24/18 13/11")
    replayed = Match.replay(match.to_record())
    assert replayed.games[1].record.setup == game.record.setup
    assert replayed.game.position == game.position and replayed.score == (1, 0)


WON0 = Outcome(0, WinKind.SINGLE, 1, 1, "resign")
WON1 = Outcome(1, WinKind.SINGLE, 1, 1, "resign")


def _record(*games: GameRecord, length: int = 7) -> MatchRecord:
    return MatchRecord(("A", "B"), length, RuleOptions.match(), list(games))


def _replay_error(record: MatchRecord) -> RecordError:
    with pytest.raises(RecordError) as info:
        Match.replay(record)
    return info.value


def test_replay_takes_the_undecided_crawford_flag_from_the_record() -> None:
    """The first game at 6-3: the record's flag decides; the later games are
    still checked against it."""
    setup = Setup(Position.start(), 1)
    for flag in (False, True):
        first = GameRecord((6, 3), flag, [Action("resign", 1, value=1), Action("accept", 0)], WON0, setup)
        match = Match.replay(_record(first))
        assert match.games[0].crawford is flag and match.is_over
    lost = [Action("resign", 0, value=1), Action("accept", 1)]
    first = GameRecord((6, 3), False, list(lost), WON1, Setup(Position.start(), 0))
    match = Match.replay(_record(first, GameRecord((6, 4), False)))
    assert match.score == (6, 4) and match.is_post_crawford
    err = _replay_error(_record(first, GameRecord((6, 4), True)))
    assert (err.game, err.action) == (1, None) and "Crawford" in str(err)
    first_crawford = GameRecord((6, 3), True, list(lost), WON1, Setup(Position.start(), 0))
    err = _replay_error(_record(first_crawford, GameRecord((6, 4), True)))
    assert err.game == 1 and "Crawford" in str(err)


def test_replay_stays_strict_around_set_ups() -> None:
    lost = [Action("resign", 0, value=1), Action("accept", 1)]
    setup = Setup(Position.start(), 0)
    # a later game's score that does not follow from the start and the games before
    err = _replay_error(_record(GameRecord((2, 3), False, list(lost), WON1, setup), GameRecord((2, 3), False)))
    assert err.game == 1 and "2-4" in str(err)
    # a starting score at the match length
    err = _replay_error(_record(GameRecord((7, 3), False, [], None, setup)))
    assert err.game == 0 and "not below the match length" in str(err)
    # a Crawford flag at 3-3, where the score tells
    err = _replay_error(_record(GameRecord((3, 3), True, [], None, setup)))
    assert err.game == 0 and "Crawford" in str(err)
    # a set-up the rules refuse (cube above the cap), named at its game
    capped = MatchRecord(("A", "B"), 7, RuleOptions(cube_cap=2), [GameRecord((0, 0), False, [], None,
                                                                             edited_setup(cube_value=4))])
    err = _replay_error(capped)
    assert (err.game, err.action) == (0, None) and "cap" in str(err)
    # an opening roll in a set-up game; a roll when the set-up dice are already rolled
    err = _replay_error(_record(GameRecord((0, 0), False, [Action("opening", 0, (3, 1))], None, setup)))
    assert (err.game, err.action) == (0, 0)
    err = _replay_error(_record(GameRecord((0, 0), False, [Action("roll", 0, (3, 1))], None, edited_setup())))
    assert (err.game, err.action) == (0, 0)


@PROPERTY_SETTINGS
@given(position=positions(), on_roll=st.integers(0, 1),
       dice=st.none() | st.tuples(st.integers(1, 6), st.integers(1, 6)),
       cube=st.sampled_from([(1, None), (2, 0), (4, 1), (64, 0)]))
def test_random_set_ups_start_and_replay(position: Position, on_roll: int, dice, cube) -> None:
    """Any legal set-up starts a game whose board, player on roll and cube
    are the set-up's, and whose record replays to the same state."""
    setup = Setup(position, on_roll, dice, *cube)
    match = Match(0, RuleOptions.money())
    game = match.new_game(setup=setup)
    assert game.position_for(0) == position and (game.cube_value, game.cube_owner) == cube
    if dice is None or game.phase is Phase.MOVING:
        assert game.on_roll == on_roll and game.dice == dice
    else:                                         # no legal play: passed at once
        assert game.last_pass == (on_roll, dice) and game.on_roll == 1 - on_roll
    replayed = Match.replay(match.to_record())
    assert replayed.match_id() == match.match_id()
    assert replayed.game.position == game.position
