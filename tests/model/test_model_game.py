"""Game flow: the opening roll, moving and the automatic pass, bearing off and
the end of a game with its score, resignations, and the irregularities rules.

Each test names the RULES.md section it checks.  Positions are built with
``Position.from_points`` (player 0's view, i.e. the side that rolls first
when player 0 wins the opening) and dice are forced, so every game here is
deterministic.  Cube-specific rules are in ``test_model_cube.py``.
"""

from __future__ import annotations

import pytest

from backgammon_qt.model import (
    BAR,
    OFF,
    Action,
    Game,
    IllegalMoveError,
    ManualDice,
    Outcome,
    Phase,
    Position,
    RuleError,
    RuleOptions,
    WinKind,
)

# Player 1 holds every point of its home board (its 1..6 = player 0's 24..19).
CLOSED_BOARD = {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 13: 3}


def board(player0: dict[int, int], player1: dict[int, int]) -> Position:
    """A valid position, player 0's view (player 0 to roll first)."""
    pos = Position.from_points(player0, player1)
    pos.validate()
    return pos


def snapshot(game: Game):
    """What a refused action must leave untouched."""
    return (game.phase, game.on_roll, game.to_act, game.position, game.cube_value, game.cube_owner,
            len(game.record.actions), game.turn.moves if game.turn else None)


# ---------------------------------------------------------------- Starting a game
@pytest.mark.parametrize(("dice", "first", "own_dice"), [((6, 1), 0, (6, 1)), ((2, 5), 1, (5, 2)),
                                                        ((3, 4), 1, (4, 3)), ((5, 4), 0, (5, 4))])
def test_higher_opening_die_moves_first_with_both_dice(dice, first, own_dice) -> None:
    """RULES.md 'Starting a game': one die each; the higher roller moves first
    and plays the two numbers just rolled."""
    game = Game()
    assert game.phase is Phase.OPENING and game.on_roll == -1 and game.to_act == -1
    assert game.roll_opening(dice) == dice
    assert game.on_roll == first and game.to_act == first
    assert game.phase is Phase.MOVING
    assert game.dice == own_dice
    assert sorted(game.turn.remaining_dice) == sorted(dice)
    assert game.record.actions == [Action("opening", first, dice)]


def test_opening_play_is_made_in_the_winners_own_numbering() -> None:
    """RULES.md 'Starting a game' and 'Board and setup': player 1 wins the
    opening and plays its own 13/8 13/11; player 0 sees those checkers on its
    17 and 14 points (the opponent's 24-point is the player's 1-point)."""
    game = Game()
    game.roll_opening((2, 5))
    play = game.play("13/8 13/11")
    assert str(play) == "13/11 13/8"   # gnubg order: destinations descending
    assert game.on_roll == 0 and game.phase is Phase.ROLLING
    seen_by_0 = game.position_for(0)
    assert seen_by_0 == game.position
    assert seen_by_0.opponent[13] == 3 and seen_by_0.opponent[8] == 4 and seen_by_0.opponent[11] == 1
    assert seen_by_0.checker_at(12) == (1, 3)
    assert seen_by_0.checker_at(17) == (1, 4)
    assert seen_by_0.checker_at(14) == (1, 1)
    assert seen_by_0.player == Position.start().player
    assert game.position_for(1).player == seen_by_0.opponent


def test_opening_ties_are_rolled_again() -> None:
    """RULES.md 'Starting a game': ties are re-rolled (no cube change in
    tournament rules)."""
    game = Game(RuleOptions.match())
    assert game.roll_opening((4, 4)) == (4, 4)
    assert game.phase is Phase.OPENING and game.on_roll == -1 and game.turn is None
    assert game.cube_value == 1 and game.cube_owner is None
    game.roll_opening((6, 6))
    game.roll_opening((3, 5))
    assert game.on_roll == 1 and game.dice == (5, 3)
    assert game.record.actions == [Action("opening", -1, (4, 4)), Action("opening", -1, (6, 6)),
                                   Action("opening", 1, (3, 5))]


def test_opening_rolls_one_die_each_from_the_dice_source() -> None:
    """RULES.md 'Starting a game': the opening roll takes one die per player
    from the game's dice source, a tie rolling again; later turns take two."""
    dice = ManualDice([2, 2, 6, 3, (4, 1)])
    game = Game(dice=dice)
    assert game.roll_opening() == (2, 2)
    assert game.roll_opening() == (6, 3)
    assert game.on_roll == 0
    game.play("24/18 13/10")
    assert game.roll() == (4, 1)
    assert game.on_roll == 1 and game.dice == (4, 1)
    assert len(dice) == 0


@pytest.mark.parametrize(("limit", "ties", "cube"), [(1, 1, 2), (1, 3, 2), (2, 1, 2), (2, 2, 4), (2, 3, 4),
                                                     (3, 3, 8), (0, 2, 1)])
def test_automatic_doubles_double_the_cube_per_tie_up_to_the_limit(limit, ties, cube) -> None:
    """RULES.md 'Starting a game': with "automatic doubles" each opening tie
    doubles the stake up to the limit; the cube stays in the middle."""
    rules = RuleOptions(automatic_doubles=True, automatic_doubles_limit=limit)
    game = Game(rules)
    for i in range(ties):
        game.roll_opening((i + 1, i + 1))
        assert game.cube_owner is None and game.phase is Phase.OPENING
    assert game.cube_value == cube
    game.roll_opening((6, 5))
    assert game.cube_value == cube and game.cube_owner is None
    game.play("24/18 13/8")
    assert game.can_double()   # centred: player 1 may double it


@pytest.mark.parametrize("rules", [
    RuleOptions(),                                                        # option off
    RuleOptions(automatic_doubles=True, cube=False),                      # no cube at all
    RuleOptions(automatic_doubles=True, automatic_doubles_limit=3, cube_cap=2),  # capped
])
def test_automatic_doubles_respect_the_option_the_cube_and_the_cap(rules) -> None:
    """RULES.md 'Starting a game' and 'Doubling cube': no automatic double
    without the option or the cube; never past the cube cap."""
    game = Game(rules)
    for i in range(3):
        game.roll_opening((i + 1, i + 1))
    expected = 2 if rules.cube_cap == 2 else 1
    assert game.cube_value == expected and game.cube_owner is None


def test_automatic_doubles_do_not_apply_in_a_match() -> None:
    """RULES.md 'Starting a game': automatic doubles are money play only."""
    rules = RuleOptions(automatic_doubles=True, automatic_doubles_limit=3)
    game = Game(rules, match_length=5)
    game.roll_opening((2, 2))
    game.roll_opening((3, 3))
    assert game.cube_value == 1
    money = Game(rules)
    money.roll_opening((2, 2))
    assert money.cube_value == 2


def test_the_opening_roll_happens_once() -> None:
    """RULES.md 'Starting a game': after the opening roll players roll two
    dice; a second opening roll is refused and changes nothing."""
    game = Game()
    game.roll_opening((3, 1))
    before = snapshot(game)
    with pytest.raises(RuleError):
        game.roll_opening((6, 1))
    assert snapshot(game) == before


@pytest.mark.parametrize("dice", [(0, 3), (3, 7), (1,), "ab", (1, 2, 3)])
def test_bad_opening_dice_are_refused(dice) -> None:
    """RULES.md 'Starting a game': one die each, showing 1..6."""
    game = Game()
    with pytest.raises(RuleError):
        game.roll_opening(dice)
    assert game.phase is Phase.OPENING and game.record.actions == []


@pytest.mark.parametrize("dice", [(6, 0), (7, 1), (2,)])
def test_bad_dice_are_refused(dice) -> None:
    """RULES.md 'Moving': two dice, each 1..6."""
    game = Game()
    game.roll_opening((3, 1))
    game.play("8/5 6/5")
    before = snapshot(game)
    with pytest.raises(RuleError):
        game.roll(dice)
    assert snapshot(game) == before


# ---------------------------------------------------------------- Moving
def test_opening_roll_with_no_legal_play_passes_automatically() -> None:
    """RULES.md 'Moving': when no die can be used the turn passes by itself
    (a checker on the bar against a closed board)."""
    start = board({BAR: 1, 6: 14}, CLOSED_BOARD)
    game = Game(start=start)
    game.roll_opening((5, 3))
    assert game.last_pass == (0, (5, 3))
    assert game.on_roll == 1 and game.to_act == 1 and game.phase is Phase.ROLLING
    assert game.turn is None and game.dice is None
    assert game.position_for(0) == start   # nothing moved
    assert game.record.actions == [Action("opening", 0, (5, 3))]


def test_roll_with_no_legal_play_passes_automatically() -> None:
    """RULES.md 'Moving': a later roll with no legal play passes too; no move
    is recorded and the opponent is on roll."""
    start = board({BAR: 1, 6: 14}, CLOSED_BOARD)
    game = Game(start=start)
    game.roll_opening((1, 6))                 # player 1 wins with 6-1
    game.play("13/7 13/12")
    assert game.on_roll == 0 and game.last_pass is None
    game.roll((6, 6))
    assert game.last_pass == (0, (6, 6))
    assert game.on_roll == 1 and game.phase is Phase.ROLLING
    assert game.record.actions[-1] == Action("roll", 0, (6, 6))
    assert game.position_for(0).player == start.player
    game.roll((2, 1))                         # player 1 can play: the pass is history
    game.play("7/5 12/11")
    assert game.last_pass is None


def test_checkers_on_the_bar_must_enter_first_and_a_blocked_die_is_lost() -> None:
    """RULES.md 'Moving': a player with checkers on the bar enters them before
    moving any other; enter as many as possible, the rest of the roll is lost."""
    # player 1 holds its 1, 2, 4, 5, 6 points: only its 3-point (player 0's 22) is open
    start = board({BAR: 2, 6: 13}, {1: 2, 2: 2, 4: 2, 5: 2, 6: 2, 13: 5})
    game = Game(start=start)
    game.roll_opening((3, 5))                 # player 1 wins and plays 5-3
    game.play("13/8 13/10")
    game.roll((3, 5))
    assert game.turn.movable_points() == {BAR}
    assert game.turn.legal_destinations(BAR) == {22}
    with pytest.raises(IllegalMoveError):
        game.move(6, 3)
    game.move(BAR, 22)
    assert game.turn.can_finish()             # the second checker cannot enter with the 5
    play = game.end_turn()
    assert str(play) == "bar/22"
    assert game.position_for(0).player[BAR] == 1 and game.position_for(0).player[22] == 1


def test_doubles_are_played_four_times() -> None:
    """RULES.md 'Moving': doubles are played four times."""
    game = Game()
    game.roll_opening((1, 2))
    game.play("13/11 6/5")
    game.roll((3, 3))
    assert game.turn.remaining_dice == (3, 3, 3, 3)
    pips = game.position.pip_count()[0]
    for frm, to in ((8, 5), (8, 5), (6, 3), (6, 3)):
        game.move(frm, to)
    assert game.turn.remaining_dice == ()
    play = game.end_turn()
    assert len(play.moves) == 4 and str(play) == "8/5(2) 6/3(2)"
    assert game.position_for(0).pip_count()[0] == pips - 12


# ---------------------------------------------------------------- Irregularities
def test_a_turn_is_undone_move_by_move_until_confirmed() -> None:
    """RULES.md 'Irregularities': until the player ends the turn the moves may
    be undone step by step; once confirmed they are part of the record."""
    game = Game()
    game.roll_opening((5, 3))
    start = game.position
    game.move(13, 8)
    after_one = game.position
    assert after_one != start and after_one.player[8] == 4
    game.move(8, 5)
    assert game.position.player[5] == 1
    assert game.undo().to_point == 5
    assert game.position == after_one
    assert game.undo().from_point == 13
    assert game.position == start and game.turn.moves == ()
    with pytest.raises(IllegalMoveError):
        game.undo()
    game.move(8, 3)
    game.move(6, 3)
    play = game.end_turn()
    assert str(play) == "8/3 6/3"
    assert game.record.actions[-1] == Action("move", 0, play="8/3 6/3")
    with pytest.raises(RuleError):            # confirmed: no undo any more
        game.undo()


def test_end_turn_refuses_an_incomplete_play() -> None:
    """RULES.md 'Irregularities' and 'Moving': the turn cannot be confirmed
    while a die that must be played is unplayed."""
    game = Game()
    game.roll_opening((6, 1))
    game.move(13, 7)
    before = snapshot(game)
    with pytest.raises(IllegalMoveError):
        game.end_turn()
    assert snapshot(game) == before
    game.move(8, 7)
    game.end_turn()
    assert game.on_roll == 1


def test_actions_out_of_turn_order_are_refused() -> None:
    """RULES.md 'Irregularities': roll, move and confirm only when it is
    their time; a refused action changes nothing."""
    game = Game()
    with pytest.raises(RuleError):
        game.roll((3, 1))
    with pytest.raises(RuleError):
        game.move(13, 10)
    game.roll_opening((3, 1))
    before = snapshot(game)
    with pytest.raises(RuleError):
        game.roll((6, 6))                     # already rolled
    assert snapshot(game) == before
    game.move(8, 5)
    with pytest.raises(RuleError):
        game.play("8/5 6/5")                  # a whole play after a move was made
    assert game.turn.moves and len(game.record.actions) == 1
    game.move(6, 5)
    game.end_turn()
    with pytest.raises(RuleError):
        game.end_turn()                       # player 1 has not rolled yet
    with pytest.raises(RuleError):
        game.move(13, 10)


@pytest.mark.parametrize("action", [Action("roll", 1, (6, 5)), Action("double", 1),
                                    Action("move", 1, play="13/7 13/8")])
def test_only_the_player_on_roll_may_act(action) -> None:
    """RULES.md 'Irregularities': only the player on roll may act (roll,
    double, move); an action by the other player is refused."""
    game = Game()
    game.roll_opening((3, 1))
    game.play("8/5 6/5")
    assert game.on_roll == 1
    if action.kind == "move":
        game.roll((6, 5))
    wrong = Action(action.kind, 0, action.dice, action.play, action.value)
    before = snapshot(game)
    with pytest.raises(RuleError):
        game.apply(wrong)
    assert snapshot(game) == before
    game.apply(action)                        # the right player may
    assert len(game.record.actions) == before[6] + 1


def test_only_the_doubled_player_answers_a_double() -> None:
    """RULES.md 'Irregularities' and 'Doubling cube': the take or drop comes
    from the doubled player, not the doubler."""
    game = Game()
    game.roll_opening((3, 1))
    game.play("8/5 6/5")
    game.apply(Action("double", 1))
    for kind in ("take", "drop"):
        with pytest.raises(RuleError):
            game.apply(Action(kind, 1))
    assert game.phase is Phase.DOUBLED and game.to_act == 0
    game.apply(Action("take", 0))
    assert game.cube_owner == 0


# ---------------------------------------------------------------- Bearing off / End of game and scoring
# Player 0 has two checkers left on its 2-point and bears both off with the
# opening 3-2; player 1 (the loser) is given in its own numbering: its 19..24
# are player 0's home board 6..1.
@pytest.mark.parametrize(("loser", "options", "kind"), [
    ({6: 14}, {}, WinKind.SINGLE),                                   # one borne off
    ({1: 1}, {}, WinKind.SINGLE),                                    # fourteen borne off
    ({6: 15}, {}, WinKind.GAMMON),
    ({6: 14, 18: 1}, {}, WinKind.GAMMON),                            # on the winner's 7-point: not home
    ({6: 14, 19: 1}, {}, WinKind.BACKGAMMON),                        # in the winner's home board
    ({6: 14, 24: 1}, {}, WinKind.BACKGAMMON),                        # on the winner's 1-point
    ({6: 14, BAR: 1}, {}, WinKind.BACKGAMMON),                       # on the bar
    ({6: 14, BAR: 1}, {"bar_backgammon_4x": True}, WinKind.BAR_BACKGAMMON),
    ({6: 14, 20: 1}, {"bar_backgammon_4x": True}, WinKind.BACKGAMMON),  # 4x only from the bar
    ({6: 14, 20: 1}, {"backgammons_count": False}, WinKind.GAMMON),
    ({6: 14, BAR: 1}, {"backgammons_count": False, "bar_backgammon_4x": True}, WinKind.GAMMON),
    ({6: 14, 20: 1}, {"backgammons_count": False, "bar_backgammon_4x": True}, WinKind.GAMMON),
])
def test_bearing_off_the_last_checker_scores_single_gammon_or_backgammon(loser, options, kind) -> None:
    """RULES.md 'End of game and scoring': single (loser has borne off one),
    gammon (none off), backgammon (none off and a checker on the bar or in the
    winner's home board); options "backgammons count" and "bar backgammon
    counts 4x".  Points = kind x cube (cube 1 here)."""
    game = Game(RuleOptions(**options), start=board({2: 2}, loser))
    game.roll_opening((3, 2))
    game.play("2/off(2)")
    assert game.phase is Phase.OVER and game.to_act == -1
    assert game.outcome == Outcome(0, kind, 1, int(kind), "bearoff")
    assert game.record.outcome == game.outcome
    assert game.position.player[OFF] == 15


def test_backgammon_after_a_take_scores_kind_times_cube() -> None:
    """RULES.md 'End of game and scoring' and 'Moving': the closed-out loser
    passes on the opening; the winner doubles, is taken, and bears off with
    the loser still on the bar: backgammon x 2-cube = 6 (8 under "bar
    backgammon counts 4x")."""
    for options, kind in (({}, WinKind.BACKGAMMON), ({"bar_backgammon_4x": True}, WinKind.BAR_BACKGAMMON)):
        game = Game(RuleOptions(**options), start=board({1: 2, 2: 2}, {BAR: 1, 6: 14}))
        game.roll_opening((1, 2))             # player 1 wins: bar/23 and bar/24 are blocked
        assert game.last_pass == (1, (2, 1)) and game.on_roll == 0
        game.double()
        game.take()
        game.roll((2, 2))
        game.play("2/off(2) 1/off(2)")
        assert game.outcome == Outcome(0, kind, 2, 2 * int(kind), "bearoff")


def test_bearing_off_waits_until_a_hit_checker_is_back_home() -> None:
    """RULES.md 'Bearing off': bearing off only with all 15 home; a checker
    hit during bear-off must re-enter and come home first."""
    # player 0 has ten off, four home and one hit checker on the bar
    game = Game(start=board({BAR: 1, 6: 2, 5: 2}, {6: 13, 13: 2}))
    game.roll_opening((6, 5))
    assert game.turn.movable_points() == {BAR}
    assert game.turn.legal_destinations(BAR) == {20, 14}   # its 19 is blocked
    game.move(BAR, 20)
    for point in (6, 5):
        assert OFF not in game.turn.legal_destinations(point)
    assert game.turn.movable_points() == {20}
    game.move(20, 14)
    assert str(game.end_turn()) == "bar/14"
    assert game.position_for(0).player[OFF] == 10


def test_nothing_can_be_done_once_the_game_is_over() -> None:
    """RULES.md 'End of game and scoring': the first to bear off all 15 wins;
    the game is over."""
    game = Game(start=board({1: 1}, {6: 15}))
    game.roll_opening((4, 1))
    game.play("1/off")
    assert game.outcome.winner == 0 and game.outcome.kind is WinKind.GAMMON
    for act in (lambda: game.roll((3, 1)), game.double, lambda: game.resign(1, 1), game.take,
                game.accept_resignation, lambda: game.roll_opening((3, 1))):
        with pytest.raises(RuleError):
            act()
    assert game.phase is Phase.OVER


# ---------------------------------------------------------------- Resignation
def resigned_game(rules: RuleOptions | None = None, start: Position | None = None) -> Game:
    game = Game(rules, start=start)
    game.roll_opening((3, 1))                 # player 0 on roll, moving
    return game


@pytest.mark.parametrize("value", [1, 2, 3])
@pytest.mark.parametrize("resigner", [0, 1])
def test_an_accepted_resignation_scores_the_offered_value(value, resigner) -> None:
    """RULES.md 'End of game and scoring': the resigning player offers a
    single, gammon or backgammon; the opponent accepts: value x cube."""
    game = resigned_game()
    game.resign(resigner, value)
    assert game.phase is Phase.RESIGNED and game.to_act == 1 - resigner
    assert game.pending_resignation == (resigner, value)
    game.accept_resignation()
    assert game.outcome == Outcome(1 - resigner, WinKind(value), 1, value, "resign")
    assert game.record.actions[-2:] == [Action("resign", resigner, value=value), Action("accept", 1 - resigner)]


def test_a_resigned_backgammon_counts_as_a_gammon_without_backgammons() -> None:
    """RULES.md 'End of game and scoring': with "backgammons count" off a
    backgammon scores as a gammon (2)."""
    game = resigned_game(RuleOptions(backgammons_count=False))
    game.resign(1, 3)
    game.accept_resignation()
    assert game.outcome == Outcome(0, WinKind.GAMMON, 1, 2, "resign")


def test_a_declined_resignation_before_rolling_resumes_play() -> None:
    """RULES.md 'End of game and scoring': the opponent may decline; play
    goes on in the same phase (here: before the roll)."""
    game = resigned_game()
    game.play("8/5 6/5")                      # player 1 to roll
    before = snapshot(game)
    game.resign(1, 2)
    assert game.to_act == 0
    with pytest.raises(RuleError):
        game.roll((6, 1))                     # the answer comes first
    with pytest.raises(RuleError):
        game.resign(1, 1)
    game.decline_resignation()
    assert game.pending_resignation is None
    assert snapshot(game)[:6] == before[:6]
    assert game.record.actions[-1] == Action("decline", 0)
    game.roll((6, 1))
    assert game.phase is Phase.MOVING and game.on_roll == 1


def test_a_declined_resignation_during_a_move_keeps_the_moves_made() -> None:
    """RULES.md 'End of game and scoring' and 'Irregularities': a resignation
    offered mid-turn and declined leaves the turn as it was."""
    game = resigned_game()
    game.move(8, 5)
    partial = game.position
    game.resign(0, 1)
    assert game.position == partial
    with pytest.raises(RuleError):
        game.move(6, 5)
    game.decline_resignation()
    assert game.phase is Phase.MOVING and game.turn.moves == ((8, 5, 3, False),)
    game.move(6, 5)
    assert str(game.end_turn()) == "8/5 6/5"


@pytest.mark.parametrize(("player", "value"), [(0, 0), (0, 4), (1, None), (2, 1), (-1, 1)])
def test_a_resignation_must_be_single_gammon_or_backgammon_by_a_player(player, value) -> None:
    """RULES.md 'End of game and scoring': a resignation is a single, gammon
    or backgammon offered by one of the two players."""
    game = resigned_game()
    before = snapshot(game)
    with pytest.raises(RuleError):
        game.resign(player, value)
    assert snapshot(game) == before


def test_no_resignation_before_the_opening_roll_or_while_doubled() -> None:
    """RULES.md 'End of game and scoring' and 'Doubling cube': a resignation
    is offered while the game is being played, not over a pending double."""
    game = Game()
    with pytest.raises(RuleError):
        game.resign(0, 1)
    game.roll_opening((3, 1))
    game.play("8/5 6/5")
    game.double()
    with pytest.raises(RuleError):
        game.resign(0, 1)
    assert game.phase is Phase.DOUBLED
    with pytest.raises(RuleError):
        game.accept_resignation()
    with pytest.raises(RuleError):
        game.decline_resignation()


@pytest.mark.parametrize(("resigner_off", "offered", "kind"), [
    (0, 1, WinKind.GAMMON), (0, 3, WinKind.GAMMON), (0, None, WinKind.GAMMON),
    (1, 3, WinKind.SINGLE), (1, 2, WinKind.SINGLE), (5, None, WinKind.SINGLE),
])
def test_timed_rules_set_the_resignation_value_automatically(resigner_off, offered, kind) -> None:
    """RULES.md 'End of game and scoring' (timed rule set): the resignation
    value is automatic: gammon if the resigner has borne off none, else
    single, whatever was offered."""
    resigner = {6: 15 - resigner_off} if resigner_off else {6: 5, 8: 3, 13: 5, 24: 2}
    start = board({6: 5, 8: 3, 13: 5, 24: 2}, resigner)   # player 1 resigns
    game = Game(RuleOptions.timed_preset(), start=start)
    game.roll_opening((3, 1))
    game.resign(1, offered)
    assert game.pending_resignation == (1, int(kind))
    assert game.record.actions[-1] == Action("resign", 1, value=int(kind))
    game.accept_resignation()
    assert game.outcome == Outcome(0, kind, 1, int(kind), "resign")


def test_automatic_resignation_value_counts_moves_made_this_turn() -> None:
    """RULES.md 'End of game and scoring' (timed rule set): a resigner who has
    just borne off a checker (this turn) resigns a single."""
    game = Game(RuleOptions.timed_preset(), start=board({6: 2, 5: 13}, {6: 5, 8: 3, 13: 5, 24: 2}))
    game.roll_opening((6, 1))
    game.move(6, OFF)
    game.resign(0)
    assert game.pending_resignation == (0, 1)


def test_minimize_wasted_pips_applies_to_the_games_turns() -> None:
    """RULES.md 'Bearing off' (option "minimize wasted pips", on in the timed
    rule set): among the plays using both dice only the one wasting the
    fewest pips is legal; off by default."""
    start = board({1: 1, 4: 1}, {6: 15})
    standard = Game(start=start)
    standard.roll_opening((6, 3))
    assert "4/1/off" in standard.turn.legal_plays and len(standard.turn.legal_plays) == 2
    timed = Game(RuleOptions.timed_preset(), start=start)
    timed.roll_opening((6, 3))
    assert [str(p) for p in timed.turn.legal_plays] == ["4/off 1/off"]
    with pytest.raises(IllegalMoveError):
        timed.play("4/1/off")
    assert timed.phase is Phase.MOVING and timed.turn.moves == ()
    timed.play("4/off 1/off")
    assert timed.outcome == Outcome(0, WinKind.GAMMON, 1, 2, "bearoff")


def test_a_refused_replayed_opening_changes_nothing() -> None:
    """RULES.md 'Starting a game' (the higher die moves first) and the Game
    contract "a refused action changes nothing": replaying an opening roll
    credited to the lower die is refused and leaves the game waiting for the
    opening roll."""
    game = Game()
    with pytest.raises(RuleError):
        game.apply(Action("opening", 1, (6, 1)))
    assert game.phase is Phase.OPENING and game.on_roll == -1
    assert game.record.actions == []
    game.apply(Action("opening", 0, (6, 1)))
    assert game.on_roll == 0 and game.phase is Phase.MOVING
