"""The clock of the timed rule set and the claim on time.

RULES.md "Clocks": 11 seconds per turn, then a 90-second bank per player; the
turn time counts down first, then the bank; when a bank runs out the
opponent may claim the win, scored as a gammon x cube; the claim is the
opponent's action, not automatic.  Time comes from a fake ``now`` that the
tests advance by hand: no test sleeps.
"""

from __future__ import annotations

import pytest

from backgammon_qt.model import OFF, Clock, Game, Outcome, Phase, Position, RuleError, RuleOptions, WinKind


class FakeTime:
    """A monotonic clock advanced by hand."""

    def __init__(self, start: float = 1000.0) -> None:
        self.t = start

    def __call__(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += seconds


@pytest.fixture
def now() -> FakeTime:
    return FakeTime()


@pytest.fixture
def clock(now: FakeTime) -> Clock:
    rules = RuleOptions.timed_preset()
    return Clock(rules.turn_seconds, rules.bank_seconds, now=now)


def test_timed_preset_gives_11_seconds_a_turn_and_a_90_second_bank(clock: Clock) -> None:
    """RULES.md 'Clocks': 11 s per turn, then a 90 s bank per player."""
    assert clock.running is None
    for player in (0, 1):
        assert clock.remaining(player) == (11.0, 90.0)
        assert not clock.is_flagged(player)
    assert clock.banks() == (90.0, 90.0)


def test_turn_time_counts_down_first_then_the_bank(clock: Clock, now: FakeTime) -> None:
    """RULES.md 'Clocks': the turn time counts down first, then the bank."""
    clock.start(0)
    assert clock.running == 0
    now.advance(4)
    assert clock.remaining(0) == (7.0, 90.0)
    now.advance(7)
    assert clock.remaining(0) == (0.0, 90.0)
    now.advance(2.5)
    assert clock.remaining(0) == (0.0, 87.5)
    assert clock.bank(0) == 87.5
    assert clock.remaining(1) == (11.0, 90.0)   # the other clock does not run
    clock.stop()
    assert clock.running is None
    now.advance(60)
    assert clock.remaining(0) == (11.0, 87.5)   # stopped: nothing more is charged


def test_the_turn_allowance_does_not_carry_over(clock: Clock, now: FakeTime) -> None:
    """RULES.md 'Clocks': unused turn seconds are lost; each turn starts with
    a fresh 11 s and the bank is untouched."""
    clock.start(0)
    now.advance(3)                              # 8 s unused
    clock.start(1)
    now.advance(1)
    clock.start(0)
    assert clock.remaining(0) == (11.0, 90.0)
    now.advance(12)                             # 11 s, then 1 s of bank (not 19 s of turn)
    assert clock.remaining(0) == (0.0, 89.0)


def test_only_one_clock_runs_and_switching_charges_the_bank(clock: Clock, now: FakeTime) -> None:
    """RULES.md 'Clocks': each player has their own bank; starting one
    player's turn stops the other's clock."""
    clock.start(0)
    now.advance(31)
    clock.start(1)
    assert clock.running == 1 and clock.bank(0) == 70.0
    now.advance(100)
    assert clock.bank(0) == 70.0
    assert clock.bank(1) == 1.0
    clock.start(0)
    assert clock.banks() == (70.0, 1.0)


def test_an_empty_bank_flags_the_player(clock: Clock, now: FakeTime) -> None:
    """RULES.md 'Clocks': when a player's bank runs out (after the turn
    allowance and the whole bank) the player is flagged; the bank stays at
    zero."""
    clock.start(1)
    now.advance(11 + 90 - 0.25)
    assert not clock.is_flagged(1) and clock.bank(1) == pytest.approx(0.25)
    now.advance(0.25)
    assert clock.is_flagged(1) and clock.bank(1) == 0.0
    now.advance(500)
    assert clock.bank(1) == 0.0 and clock.remaining(1) == (0.0, 0.0)
    clock.stop()
    assert clock.is_flagged(1) and not clock.is_flagged(0)
    clock.start(1)                              # a new turn: 11 s, but the bank stays empty
    assert clock.remaining(1) == (11.0, 0.0) and clock.is_flagged(1)


def test_banks_are_restored_from_a_save(now: FakeTime) -> None:
    """RULES.md 'Clocks': the banks are per player and persist across turns
    (a saved match restores them)."""
    clock = Clock(11, 90, now=now, banks=(30.0, 45.5))
    assert clock.banks() == (30.0, 45.5)
    clock.start(1)
    now.advance(20)
    assert clock.banks() == (30.0, 36.5)


def test_bad_clock_settings_and_players_are_refused(now: FakeTime) -> None:
    """RULES.md 'Clocks': times are seconds >= 0; players are 0 and 1."""
    with pytest.raises(ValueError):
        Clock(-1, 90, now=now)
    with pytest.raises(ValueError):
        Clock(11, -0.5, now=now)
    clock = Clock(now=now)
    for player in (2, -1):
        with pytest.raises(ValueError):
            clock.start(player)
    assert clock.running is None


def timed_game() -> Game:
    game = Game(RuleOptions.timed_preset())
    game.roll_opening((3, 1))
    game.play("8/5 6/5")
    return game


def test_claim_is_the_opponents_action_and_scores_a_gammon(clock: Clock, now: FakeTime) -> None:
    """RULES.md 'Clocks': when a bank is empty the game is not over by itself;
    the opponent claims, and the claim counts as a gammon x cube (the cube is
    always 1 under the timed rules)."""
    game = timed_game()                         # player 1 to roll
    clock.start(game.on_roll)
    now.advance(200)
    assert clock.is_flagged(1)
    assert game.phase is Phase.ROLLING and game.outcome is None   # not automatic
    game.roll((6, 5))
    assert game.phase is Phase.MOVING
    game.claim(0)
    assert game.outcome == Outcome(0, WinKind.GAMMON, 1, 2, "claim")
    assert game.phase is Phase.OVER
    assert game.record.actions[-1].kind == "claim" and game.record.actions[-1].player == 0
    with pytest.raises(RuleError):
        game.claim(0)


def test_claim_is_scored_as_gammon_even_if_the_loser_has_borne_off() -> None:
    """RULES.md 'Clocks': the claim counts as a gammon, whatever the board
    (here the flagged player has borne off ten)."""
    start = Position.from_points({6: 5}, {1: 3})
    game = Game(RuleOptions.timed_preset(), start=start)
    game.roll_opening((1, 2))                  # player 1 plays 2-1
    game.play("1/off(2)")
    assert game.position_for(0).player[OFF] == 10 and game.on_roll == 0
    game.claim(1)
    assert game.outcome == Outcome(1, WinKind.GAMMON, 1, 2, "claim")


def test_claims_only_under_the_timed_rules_and_during_a_game() -> None:
    """RULES.md 'Clocks': the claim belongs to the timed rule set; it needs a
    game in progress and a player 0 or 1."""
    untimed = Game()
    untimed.roll_opening((3, 1))
    with pytest.raises(RuleError):
        untimed.claim(1)
    assert untimed.outcome is None
    not_started = Game(RuleOptions.timed_preset())
    with pytest.raises(RuleError):
        not_started.claim(0)
    game = timed_game()
    with pytest.raises(RuleError):
        game.claim(2)
    assert game.phase is Phase.ROLLING and game.outcome is None


def test_timed_preset_rules() -> None:
    """RULES.md 'Clocks': the timed rule set: no cube, wins count 1 or 2 (no
    backgammons), resignation value automatic, "minimize wasted pips" on,
    turns with no legal move pass automatically."""
    rules = RuleOptions.timed_preset()
    assert rules.timed and not rules.cube and not rules.backgammons_count
    assert rules.automatic_resignation_value and rules.minimize_wasted_pips
    assert (rules.turn_seconds, rules.bank_seconds) == (11.0, 90.0)
