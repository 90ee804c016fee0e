"""The doubling cube: when a double may be offered, take, drop, redoubles,
the cap, beavers and the Jacoby rule in money play, no cube in the Crawford
game or under the timed rules.

Each test names its RULES.md section ("Doubling cube" unless said).  Games
start with player 1 winning the opening 3-1 and playing it, so player 0 is
the first who may double.
"""

from __future__ import annotations

import pytest

from backgammon_qt.model import (
    BAR,
    Action,
    Game,
    Outcome,
    Phase,
    Position,
    RuleError,
    RuleOptions,
    Setup,
    WinKind,
)


def player0_to_roll(rules: RuleOptions | None = None, *, start: Position | None = None, **kwargs) -> Game:
    """A game in which player 1 won the opening (3-1, played 8/5 6/5) and
    player 0 is to roll, cube centred."""
    game = Game(rules, start=start, **kwargs)
    game.roll_opening((1, 3))
    game.play("8/5 6/5")
    assert game.on_roll == 0 and game.phase is Phase.ROLLING
    return game


def roll_and_play(game: Game, dice: tuple[int, int] = (2, 1)) -> None:
    """The player on roll rolls ``dice`` and makes the first legal play."""
    game.roll(dice)
    if game.phase is Phase.MOVING:
        game.play(str(next(iter(game.turn.legal_plays))))


def state(game: Game):
    return (game.phase, game.on_roll, game.to_act, game.cube_value, game.cube_owner,
            len(game.record.actions), game.outcome)


def test_double_only_at_the_start_of_the_turn_before_rolling() -> None:
    """RULES.md 'Doubling cube': a player may double only at the start of
    their own turn, before rolling."""
    game = Game()
    assert not game.can_double()              # before the opening roll
    game.roll_opening((1, 3))
    assert not game.can_double()              # player 1 is moving
    game.play("8/5 6/5")
    assert game.can_double()
    game.roll((6, 5))
    assert not game.can_double()
    before = state(game)
    with pytest.raises(RuleError):
        game.double()
    assert state(game) == before


def test_take_doubles_the_stake_and_the_taker_owns_the_cube() -> None:
    """RULES.md 'Doubling cube': the opponent takes: plays on at twice the
    stake and owns the cube; the doubler then rolls."""
    game = player0_to_roll()
    game.double()
    assert game.phase is Phase.DOUBLED
    assert game.to_act == 1 and game.doubler == 0 and game.offered_cube_value == 2
    assert game.cube_value == 1 and game.cube_owner is None     # not turned until taken
    game.take()
    assert game.cube_value == 2 and game.cube_owner == 1
    assert game.phase is Phase.ROLLING and game.on_roll == 0 and game.to_act == 0
    assert game.doubler is None and game.offered_cube_value is None
    assert game.record.actions[-2:] == [Action("double", 0), Action("take", 1)]


def test_only_the_owner_or_the_centre_may_double() -> None:
    """RULES.md 'Doubling cube': only the cube's owner may redouble; the
    player who doubled and was taken may not."""
    game = player0_to_roll()
    game.double()
    game.take()
    assert not game.can_double()              # player 0 to roll, player 1 owns the cube
    before = state(game)
    with pytest.raises(RuleError):
        game.double()
    assert state(game) == before
    roll_and_play(game)
    assert game.on_roll == 1 and game.can_double()
    game.double()
    assert game.offered_cube_value == 4 and game.to_act == 0
    game.take()
    assert game.cube_value == 4 and game.cube_owner == 0


def test_drop_loses_at_the_value_before_the_double() -> None:
    """RULES.md 'Doubling cube': the doubled player drops and loses the game
    at the cube value before the double."""
    game = player0_to_roll()
    game.double()
    game.drop()
    assert game.outcome == Outcome(0, WinKind.SINGLE, 1, 1, "drop")
    assert game.phase is Phase.OVER and game.record.actions[-1] == Action("drop", 1)


def test_a_dropped_redouble_loses_the_cube_value_before_it() -> None:
    """RULES.md 'Doubling cube': a redouble to 4 dropped loses 2."""
    game = player0_to_roll()
    game.double()
    game.take()
    roll_and_play(game)
    game.double()                             # player 1 redoubles to 4
    game.drop()
    assert game.outcome == Outcome(1, WinKind.SINGLE, 2, 2, "drop")


def test_redoubles_are_unlimited_without_a_cap() -> None:
    """RULES.md 'Doubling cube': redoubles unlimited by default (no cap); the
    cube passes to each taker in turn."""
    game = player0_to_roll()
    for i in range(1, 10):
        doubler = game.on_roll
        assert game.can_double(), f"double {i}"
        game.double()
        game.take()
        assert game.cube_value == 2 ** i and game.cube_owner == 1 - doubler
        roll_and_play(game, (2, 1) if i % 2 else (4, 3))
    assert game.cube_value == 512 and game.phase is Phase.ROLLING


@pytest.mark.parametrize("cap", [2, 4, 64])
def test_the_cube_cannot_pass_the_cap(cap) -> None:
    """RULES.md 'Doubling cube': the cap is a setting (one sheet caps at 64);
    no double past it."""
    game = player0_to_roll(RuleOptions(cube_cap=cap))
    while game.cube_value < cap:
        game.double()
        game.take()
        roll_and_play(game)
    assert game.cube_value == cap and game.on_roll == game.cube_owner
    assert not game.can_double()
    before = state(game)
    with pytest.raises(RuleError):
        game.double()
    assert state(game) == before


def test_no_doubling_in_the_crawford_game() -> None:
    """RULES.md 'Doubling cube': in the Crawford game nobody may double; the
    cube is back in a post-Crawford game, for the trailer (the leader's cube
    is dead, as gnubg 1.07 and bgsage's ``can_double_match`` have it)."""
    crawford = player0_to_roll(match_length=5, score=(4, 2), crawford=True)
    assert not crawford.can_double()
    with pytest.raises(RuleError):
        crawford.double()
    roll_and_play(crawford)
    assert not crawford.can_double()          # nor player 1
    post = player0_to_roll(match_length=5, score=(2, 4), crawford=False)
    assert post.can_double()                  # the trailer: the cube is back
    leader = player0_to_roll(match_length=5, score=(4, 2), crawford=False)
    assert leader.cube_dead and not leader.can_double()   # one win ends the match: dead (gnubg, bgsage)


def test_no_cube_under_the_timed_rules() -> None:
    """RULES.md 'Clocks': the timed rule set has no cube; a claim scores
    gammon x cube with the cube at 1."""
    game = player0_to_roll(RuleOptions.timed_preset())
    assert not game.can_double()
    with pytest.raises(RuleError):
        game.double()
    roll_and_play(game)
    assert not game.can_double() and game.cube_value == 1
    game.claim(0)
    assert game.outcome == Outcome(0, WinKind.GAMMON, 1, 2, "claim")


def test_take_and_drop_need_a_pending_double() -> None:
    """RULES.md 'Doubling cube': take and drop answer a double."""
    game = player0_to_roll()
    for act in (game.take, game.drop, game.beaver):
        with pytest.raises(RuleError):
            act()
    assert game.phase is Phase.ROLLING and game.cube_value == 1


def test_no_double_while_a_resignation_waits() -> None:
    """RULES.md 'Doubling cube' and 'End of game and scoring': a pending
    resignation is answered before anything else."""
    game = player0_to_roll()
    game.resign(1, 1)
    assert not game.can_double()
    with pytest.raises(RuleError):
        game.double()
    game.decline_resignation()
    assert game.can_double()


# ---------------------------------------------------------------- beavers
def test_beaver_then_take_the_beaverer_keeps_the_cube() -> None:
    """RULES.md 'Doubling cube' (beavers, money): the doubled player redoubles
    at once, keeping the cube; the original doubler takes at 4."""
    game = player0_to_roll(RuleOptions.money())
    game.double()
    assert game.can_beaver()
    game.beaver()
    assert game.phase is Phase.DOUBLED and game.to_act == 0      # the doubler answers
    assert game.cube_value == 2 and game.offered_cube_value == 4
    assert not game.can_beaver()                                 # one beaver, no raccoon
    with pytest.raises(RuleError):
        game.beaver()
    game.take()
    assert game.cube_value == 4 and game.cube_owner == 1
    assert game.phase is Phase.ROLLING and game.on_roll == 0 and not game.can_double()
    assert game.record.actions[-3:] == [Action("double", 0), Action("beaver", 1), Action("take", 0)]
    roll_and_play(game)
    assert game.on_roll == 1 and game.can_double()               # the beaverer may redouble
    game.double()
    assert game.offered_cube_value == 8


def test_beaver_then_drop_loses_the_beavered_value() -> None:
    """RULES.md 'Doubling cube' (beavers, money): the original doubler drops
    the beaver and loses 2 (the value before the redouble)."""
    game = player0_to_roll(RuleOptions.money())
    game.double()
    game.beaver()
    game.drop()
    assert game.outcome == Outcome(1, WinKind.SINGLE, 2, 2, "drop")
    assert game.record.actions[-1] == Action("drop", 0)


@pytest.mark.parametrize(("rules", "match_length"), [
    (RuleOptions.money(), 7),                       # beavers are money play only
    (RuleOptions(), 0),                             # option off
    (RuleOptions(beavers=True, cube_cap=2), 0),     # a beaver to 4 would pass the cap
])
def test_no_beaver_in_a_match_without_the_option_or_past_the_cap(rules, match_length) -> None:
    """RULES.md 'Doubling cube': beavers only in money play with the option."""
    game = player0_to_roll(rules, match_length=match_length)
    game.double()
    assert not game.can_beaver()
    before = state(game)
    with pytest.raises(RuleError):
        game.beaver()
    assert state(game) == before
    game.take()
    assert game.cube_value == 2 and game.cube_owner == 1


def test_only_the_doubled_player_may_beaver() -> None:
    """RULES.md 'Doubling cube' and 'Irregularities': the beaver is the
    doubled player's answer."""
    game = player0_to_roll(RuleOptions.money())
    game.double()
    with pytest.raises(RuleError):
        game.apply(Action("beaver", 0))
    game.apply(Action("beaver", 1))
    with pytest.raises(RuleError):
        game.apply(Action("take", 1))                            # the doubler answers now
    game.apply(Action("take", 0))
    assert game.cube_value == 4 and game.cube_owner == 1


# ---------------------------------------------------------------- scoring with the cube; Jacoby
# Player 0 bears off its last two checkers (on its 2-point) with 3-2; player 1
# has borne off none: a gammon, or a backgammon with a checker on its 20
# (player 0's 5-point).
GAMMON_LOSER = {6: 13, 8: 2}
BACKGAMMON_LOSER = {6: 12, 8: 2, 20: 1}


def bear_off(rules: RuleOptions, loser: dict[int, int], cube: str = "", **kwargs) -> Outcome:
    """Play the game out: ``cube`` is '' (centred), 'take' or 'beaver'."""
    start = Position.from_points({2: 2}, loser)
    start.validate()
    game = player0_to_roll(rules, start=start, **kwargs)
    if cube:
        game.double()
        if cube == "beaver":
            game.beaver()
        game.take()
    game.roll((3, 2))
    game.play("2/off(2)")
    return game.outcome


@pytest.mark.parametrize(("cube", "cube_value"), [("take", 2), ("beaver", 4)])
def test_points_are_kind_times_cube(cube, cube_value) -> None:
    """RULES.md 'End of game and scoring': gammon 2 x cube, backgammon 3 x
    cube."""
    rules = RuleOptions(beavers=True)
    assert bear_off(rules, GAMMON_LOSER, cube) == Outcome(0, WinKind.GAMMON, cube_value, 2 * cube_value, "bearoff")
    assert bear_off(rules, BACKGAMMON_LOSER, cube) == Outcome(
        0, WinKind.BACKGAMMON, cube_value, 3 * cube_value, "bearoff")


@pytest.mark.parametrize("loser", [GAMMON_LOSER, BACKGAMMON_LOSER])
def test_jacoby_gammons_count_single_while_the_cube_is_unturned(loser) -> None:
    """RULES.md 'Doubling cube' (Jacoby rule, money): gammons and backgammons
    count as a single game unless the cube has been turned."""
    assert bear_off(RuleOptions.money(), loser) == Outcome(0, WinKind.SINGLE, 1, 1, "bearoff")


@pytest.mark.parametrize(("cube", "cube_value"), [("take", 2), ("beaver", 4)])
def test_jacoby_gammons_count_once_the_cube_is_turned(cube, cube_value) -> None:
    """RULES.md 'Doubling cube' (Jacoby rule): a take or a beaver turns the
    cube; then the gammon counts."""
    outcome = bear_off(RuleOptions.money(), GAMMON_LOSER, cube)
    assert outcome == Outcome(0, WinKind.GAMMON, cube_value, 2 * cube_value, "bearoff")


def test_jacoby_does_not_apply_without_the_option_or_in_a_match() -> None:
    """RULES.md 'Doubling cube': Jacoby is a money-play option."""
    assert bear_off(RuleOptions(), GAMMON_LOSER).kind is WinKind.GAMMON
    in_match = bear_off(RuleOptions(jacoby=True), GAMMON_LOSER, match_length=5)
    assert in_match == Outcome(0, WinKind.GAMMON, 1, 2, "bearoff")


def test_jacoby_after_an_automatic_double_the_cube_is_still_centred() -> None:
    """RULES.md 'Starting a game' and 'Doubling cube': an automatic double
    leaves the cube in the middle, unturned: under Jacoby a gammon counts
    single, at the doubled stake (as gnubg, which tests for a centred cube)."""
    rules = RuleOptions(jacoby=True, automatic_doubles=True)
    start = Position.from_points({2: 2}, GAMMON_LOSER)
    game = Game(rules, start=start)
    game.roll_opening((5, 5))
    game.roll_opening((3, 2))
    game.play("2/off(2)")
    assert game.outcome == Outcome(0, WinKind.SINGLE, 2, 2, "bearoff")


@pytest.mark.parametrize(("rules", "cube", "expected"), [
    (RuleOptions.money(), "", Outcome(0, WinKind.SINGLE, 1, 1, "resign")),
    (RuleOptions.money(), "take", Outcome(0, WinKind.GAMMON, 2, 4, "resign")),
    (RuleOptions(), "take", Outcome(0, WinKind.GAMMON, 2, 4, "resign")),
    (RuleOptions(backgammons_count=False), "take", Outcome(0, WinKind.GAMMON, 2, 4, "resign")),
])
def test_accepted_resignation_applies_the_cube_and_jacoby(rules, cube, expected) -> None:
    """RULES.md 'End of game and scoring' and 'Doubling cube': an accepted
    resignation scores value x cube, with Jacoby applied."""
    game = player0_to_roll(rules)
    if cube:
        game.double()
        game.take()
    game.resign(1, 2)
    game.accept_resignation()
    assert game.outcome == expected


def test_accepted_backgammon_resignation_with_the_cube() -> None:
    """RULES.md 'End of game and scoring': a backgammon resignation at a
    2-cube is 6; with "backgammons count" off it is a gammon, 4."""
    for options, expected in (({}, Outcome(1, WinKind.BACKGAMMON, 2, 6, "resign")),
                              ({"backgammons_count": False}, Outcome(1, WinKind.GAMMON, 2, 4, "resign"))):
        game = player0_to_roll(RuleOptions(**options))
        game.double()
        game.take()
        game.resign(0, 3)
        game.accept_resignation()
        assert game.outcome == expected


def test_the_cube_is_not_in_use_with_the_option_off() -> None:
    """RULES.md 'Doubling cube' (the cube is an option of the rule set)."""
    game = player0_to_roll(RuleOptions(cube=False))
    assert not game.can_double()
    with pytest.raises(RuleError):
        game.double()


def test_a_closed_out_player_may_still_double_before_rolling() -> None:
    """RULES.md 'Doubling cube': doubling depends on the cube, not on the
    board: a player on the bar against a closed board may double (then
    passes by itself after rolling)."""
    start = Position.from_points({BAR: 1, 6: 14}, {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 13: 3})
    game = Game(start=start)
    game.roll_opening((1, 6))
    game.play("13/7 13/12")
    assert game.can_double()
    game.double()
    game.take()
    game.roll((5, 5))
    assert game.last_pass == (0, (5, 5)) and game.on_roll == 1 and game.can_double()


@pytest.mark.parametrize(("length", "score", "cube", "dead"), [
    (0, 0, 1, False), (0, 0, 64, False),          # money play: never dead
    (1, 0, 1, True),                              # a 1-point match: dead from the start
    (5, 4, 1, True), (5, 2, 1, False),            # post-Crawford: the leader's cube, the trailer's
    (7, 3, 2, False), (7, 3, 4, True),            # 3 + 4 reaches 7: dead
    (7, 5, 2, True), (7, 4, 2, False),
])
def test_the_dead_cube_rule(length, score, cube, dead) -> None:
    """RULES.md 'Doubling cube' and 'Crawford', with gnubg 1.07's dead cube:
    no double when the doubler's score plus the cube's value reaches the
    match length; the one rule (model/cube.py) the game and the engine use."""
    from backgammon_qt.model.cube import cube_dead, may_double

    assert cube_dead(length, score, cube) is dead
    assert may_double(cube_in_use=True, crawford=False, opponent_owns=False, cube_value=cube,
                      match_length=length, score=score) is not dead
    game = Game(match_length=length, score=(score, 0), setup=Setup(Position.start(), 0, cube_value=cube,
                                                                 cube_owner=None if cube == 1 else 0))
    assert game.cube_dead is dead and game.can_double() is not dead


@pytest.mark.parametrize(("length", "score", "rules", "crawford", "dead"), [
    (1, (0, 0), RuleOptions.match(), False, True),         # a 1-point match: dead for both from the start
    (5, (4, 4), RuleOptions.match(), False, True),         # double match point: dead for both
    (5, (4, 2), RuleOptions(crawford=False), False, False),  # dead for the leader only: player 1 may open
    (5, (4, 2), RuleOptions.match(), True, False),         # the Crawford game: nobody doubles, not "dead"
    (1, (0, 0), RuleOptions(cube=False), False, False),    # no cube: not in use, not "dead"
])
def test_the_dead_cube_before_the_opening_roll_is_the_models(length, score, rules, crawford, dead) -> None:
    """RULES.md 'Doubling cube' with gnubg 1.07's dead cube: before the
    opening roll either player may be the first to double, so
    :attr:`Game.cube_dead` (the one home of the decision; the board's
    refusal asks it) is true when the cube is dead for both; in the Crawford
    game or without the cube nobody doubles whatever the score, which is
    the reason given, not a dead cube.  The same holds once a player is on
    roll: player 0 on roll in each game, whose cube is dead except in the
    Crawford game and without the cube."""
    game = Game(rules, match_length=length, score=score, crawford=crawford)
    assert game.phase is Phase.OPENING and game.cube_dead is dead
    game.roll_opening((1, 3))                 # player 1 opens: player 0, at 4 (or 0 of 1), to roll
    game.play("8/5 6/5")
    assert game.on_roll == 0 and game.phase is Phase.ROLLING and not game.can_double()
    assert game.cube_dead is not (crawford or not rules.cube)


def test_may_double_refuses_each_rule_on_its_own() -> None:
    """RULES.md 'Doubling cube': the cube not in use, the Crawford game, the
    opponent's cube and the cap each refuse a double that is otherwise fine;
    a dead cube breaks no rule (double_allowed) but is not offered
    (may_double)."""
    from backgammon_qt.model.cube import double_allowed, may_double

    fine = dict(cube_in_use=True, crawford=False, opponent_owns=False, cube_value=2)
    assert double_allowed(**fine) and may_double(**fine, match_length=7, score=3)
    for change in (dict(cube_in_use=False), dict(crawford=True), dict(opponent_owns=True)):
        assert not double_allowed(**{**fine, **change}) and not may_double(**{**fine, **change})
    assert double_allowed(**fine, cube_cap=4) and not double_allowed(**fine, cube_cap=2)
    assert not double_allowed(**{**fine, "cube_value": 1 << 15})      # MAX_CUBE bounds every cube
    assert double_allowed(**fine) and not may_double(**fine, match_length=7, score=5)


def test_beavers_jacoby_and_automatic_doubles_do_not_change_who_may_double() -> None:
    """RULES.md 'Doubling cube' (money options): after automatic doubles the
    cube stays in the middle and either player may double it; after a
    beaver the beaverer owns the cube and only they may redouble."""
    rules = RuleOptions(beavers=True, jacoby=True, automatic_doubles=True)
    game = Game(rules)
    game.roll_opening((2, 2))                      # a tie: the cube turns to 2, in the middle
    assert game.cube_value == 2 and game.cube_owner is None
    game.roll_opening((1, 3))
    game.play("8/5 6/5")
    assert game.on_roll == 0 and game.can_double()
    game.double()
    game.beaver()                                  # player 1 beavers: 4, player 0 to answer
    game.take()
    assert game.cube_value == 8 and game.cube_owner == 1
    assert not game.can_double()                   # player 0 on roll: the opponent's cube
    roll_and_play(game)
    assert game.on_roll == 1 and game.can_double()


def test_why_no_double_gives_the_game_s_reason_before_the_moment_s() -> None:
    """RULES.md 'Doubling cube' (Crawford rule): nobody doubles in the
    Crawford game, so that is the reason given at any moment of it, not
    "only before rolling" once the dice are rolled (fresh player 25); the
    cube not in use likewise.  Outside those, the moment comes before the
    cube's owner, and None when the double is allowed."""
    from backgammon_qt.model.game import NoDouble

    crawford = Game(RuleOptions.match(), match_length=5, score=(4, 2), crawford=True)
    assert crawford.why_no_double() is NoDouble.CRAWFORD           # before the opening roll
    crawford.roll_opening((1, 3))
    assert crawford.phase is Phase.MOVING and crawford.why_no_double() is NoDouble.CRAWFORD
    with pytest.raises(RuleError, match="Crawford"):
        crawford.double()
    crawford.play("8/5 6/5")
    assert crawford.why_no_double() is NoDouble.CRAWFORD
    timed = Game(RuleOptions.timed_preset())
    timed.roll_opening((1, 3))
    assert timed.why_no_double() is NoDouble.CUBE_NOT_IN_USE
    game = player0_to_roll()
    assert game.why_no_double() is None and game.can_double()
    game.double()
    assert game.why_no_double() is NoDouble.NOT_NOW
    game.take()
    game.roll((2, 1))
    assert game.phase is Phase.MOVING
    assert game.why_no_double() is NoDouble.NOT_NOW                # mid-turn
    game.play(str(next(iter(game.turn.legal_plays))))
    assert game.on_roll == 1 and game.cube_owner == 1 and game.why_no_double() is None    # the taker redoubles
    roll_and_play(game)
    assert game.on_roll == 0 and game.why_no_double() is NoDouble.OPPONENT_OWNS
    opening = Game(RuleOptions.match(), match_length=5)
    assert opening.why_no_double() is NoDouble.OPENING
