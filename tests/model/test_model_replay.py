"""Replaying a match record through the rules.

Seeded random matches (money sessions with doubles, takes, drops, beavers
and resignations; 5-point matches through the Crawford game and beyond; a
timed session with claims) are recorded and replayed: the replay must give
the same score, outcomes, cube and final positions.  Records broken in one
place (an illegal move, an action by the wrong player, a wrong score, a
wrong outcome...) must raise :class:`RecordError` naming the game and the
action.  RULES.md "Irregularities": once confirmed, a move is part of the
record.
"""

from __future__ import annotations

import copy
import random
from dataclasses import replace

import pytest

from backgammon_qt.model import (
    Action,
    Game,
    GameRecord,
    Match,
    MatchRecord,
    Outcome,
    Phase,
    RandomDice,
    RecordError,
    RuleError,
    RuleOptions,
    WinKind,
)


def play_game(game: Game, rng: random.Random, *, cube: float = 0.15, resign: float = 0.01,
              claim: float = 0.0, stop_after: int | None = None) -> None:
    """Play ``game`` with random legal decisions (the dice come from the
    game's source).  Half the plays are entered move by move, half as text.
    With ``stop_after``, stop at the first point where the record has that
    many actions and no move is half made."""
    while game.phase is not Phase.OVER:
        if stop_after is not None and len(game.record.actions) >= stop_after:
            return
        phase = game.phase
        if phase is Phase.OPENING:
            game.roll_opening()
        elif phase is Phase.ROLLING:
            r = rng.random()
            if r < claim:
                game.claim(rng.randrange(2))
            elif r < claim + resign:
                game.resign(rng.randrange(2), rng.randint(1, 3))
            elif game.can_double() and r < claim + resign + cube:
                game.double()
            else:
                game.roll()
        elif phase is Phase.DOUBLED:
            r = rng.random()
            if game.can_beaver() and r < 0.3:
                game.beaver()
            elif r < 0.8:
                game.take()
            else:
                game.drop()
        elif phase is Phase.RESIGNED:
            if rng.random() < 0.5:
                game.accept_resignation()
            else:
                game.decline_resignation()
        else:
            play = rng.choice(list(game.turn.legal_plays))
            if rng.random() < 0.5:
                game.play(str(play))
            else:
                for move in play.moves:
                    game.turn.move_by_die(move.from_point, move.die)
                assert game.end_turn().position == play.position


def assert_same_match(replayed: Match, original: Match) -> None:
    assert replayed.score == original.score
    assert replayed.is_over == original.is_over and replayed.winner == original.winner
    assert len(replayed.games) == len(original.games)
    for new, old in zip(replayed.games, original.games, strict=True):
        assert new.outcome == old.outcome
        assert new.crawford == old.crawford and new.score == old.score
        assert (new.cube_value, new.cube_owner, new.phase, new.on_roll) == (
            old.cube_value, old.cube_owner, old.phase, old.on_roll)
        assert new.position_for(0) == old.position_for(0)
        assert new.record.actions == old.record.actions
    assert replayed.match_id() == original.match_id()


def money_session(seed: int, games: int = 6) -> Match:
    match = Match(0, RuleOptions.money(), ("North", "South"), dice=RandomDice(seed))
    rng = random.Random(seed)
    for _ in range(games):
        play_game(match.new_game(), rng)
    return match


def five_point_match(seed: int) -> Match:
    match = Match(5, RuleOptions.match(), dice=RandomDice(seed))
    rng = random.Random(seed)
    while not match.is_over:
        play_game(match.new_game(), rng, cube=0.03, resign=0.005)
    return match


@pytest.mark.parametrize("seed", [1, 3, 4])
def test_money_sessions_with_cube_actions_replay_exactly(seed: int) -> None:
    """RULES.md 'Doubling cube' (take, drop, redoubles, beavers, Jacoby) and
    'End of game and scoring': a money session replays to the same score,
    outcomes and positions."""
    match = money_session(seed)
    kinds = {a.kind for g in match.games for a in g.record.actions}
    assert {"double", "take", "drop", "beaver"} <= kinds      # the session did use the cube
    assert all(g.outcome is not None for g in match.games)
    record = match.to_record()
    assert record.players == ("North", "South") and record.match_length == 0
    replayed = Match.replay(record)
    assert replayed.players == ("North", "South")
    assert_same_match(replayed, match)


def test_resignations_accepted_and_declined_replay() -> None:
    """RULES.md 'End of game and scoring' (resignation accepted or
    declined): sessions with resignations replay."""
    kinds = set()
    for seed in (4, 6):
        match = money_session(seed)
        kinds |= {a.kind for g in match.games for a in g.record.actions}
        assert_same_match(Match.replay(match.to_record()), match)
    assert {"resign", "accept", "decline"} <= kinds


def test_five_point_matches_through_crawford_replay_exactly() -> None:
    """RULES.md 'Doubling cube' (Crawford, post-Crawford, match to N
    points): seeded 5-point matches replay to the same score, winner and
    Crawford games; among them there is a Crawford game and a game after it."""
    crawford = post_crawford = 0
    for seed in (3, 8, 13):
        match = five_point_match(seed)
        assert match.is_over and max(match.score) == 5
        flags = [g.crawford for g in match.games]
        assert flags.count(True) <= 1
        crawford += flags.count(True)
        post_crawford += True in flags[:-1]
        replayed = Match.replay(match.to_record())
        assert_same_match(replayed, match)
        assert replayed.is_over
        with pytest.raises(RuleError):
            replayed.new_game()
    assert crawford >= 2 and post_crawford >= 1


def test_timed_session_with_claims_replays() -> None:
    """RULES.md 'Clocks' (a claim ends the game, gammon x cube) and the
    automatic resignation value: a timed session replays."""
    match = Match(0, RuleOptions.timed_preset(), dice=RandomDice(5))
    rng = random.Random(5)
    for _ in range(6):
        play_game(match.new_game(), rng, claim=0.02, resign=0.02)
    reasons = {g.outcome.reason for g in match.games}
    assert "claim" in reasons
    assert all(g.outcome.kind is not WinKind.BACKGAMMON for g in match.games)
    assert_same_match(Match.replay(match.to_record()), match)


@pytest.mark.parametrize("stop_after", [1, 2, 9, 30])
def test_an_unfinished_last_game_is_left_where_the_record_stops(stop_after: int) -> None:
    """RULES.md 'Irregularities': the record holds the confirmed actions; a
    replay of an unfinished game stops in the same state."""
    match = money_session(7, games=2)
    game = match.new_game()
    play_game(game, random.Random(99), stop_after=stop_after)
    assert game.outcome is None
    replayed = Match.replay(match.to_record())
    assert_same_match(replayed, match)
    assert replayed.game.dice == game.dice
    if game.phase is Phase.MOVING:
        assert replayed.game.turn.remaining_dice == game.turn.remaining_dice


def test_actions_replay_from_their_dict_form() -> None:
    """The record's actions survive to_dict/from_dict (the native file) and
    replay the same."""
    match = money_session(4, games=3)
    record = match.to_record()
    games = [GameRecord(g.score_before, g.crawford, [Action.from_dict(a.to_dict()) for a in g.actions], g.outcome)
             for g in record.games]
    assert_same_match(Match.replay(replace(record, games=games)), match)


# ---------------------------------------------------------------- broken records
@pytest.fixture(scope="module")
def recorded_match() -> Match:
    """A seeded 5-point match of several games (with a Crawford game)."""
    match = five_point_match(8)
    assert len(match.games) >= 4 and any(g.crawford for g in match.games[:-1])
    return match


def broken(match: Match) -> MatchRecord:
    return copy.deepcopy(match.to_record())


def index_of(actions, kind: str, nth: int = 0) -> int:
    return [i for i, a in enumerate(actions) if a.kind == kind][nth]


def assert_record_error(record: MatchRecord, game: int, action: int | None) -> RecordError:
    with pytest.raises(RecordError) as info:
        Match.replay(record)
    err = info.value
    assert (err.game, err.action) == (game, action), str(err)
    assert str(err).startswith(f"game {game + 1}" + (f", action {action + 1}" if action is not None else ""))
    return err


@pytest.mark.parametrize("text", ["24/1", "6/off", "13/7 13/7 13/7", "bar/20", "x/y", "25/20*/14*/8*"])
def test_an_illegal_move_names_its_game_and_action(recorded_match: Match, text: str) -> None:
    """RULES.md 'Moving': a recorded play that the roll does not allow (or
    that is not move text) is refused at its place in the record."""
    record = broken(recorded_match)
    actions = record.games[1].actions
    ai = index_of(actions, "move", 2)
    actions[ai] = replace(actions[ai], play=text)
    assert_record_error(record, 1, ai)


def test_an_action_by_the_wrong_player_names_its_game_and_action(recorded_match: Match) -> None:
    """RULES.md 'Irregularities': only the player on roll may act."""
    for kind in ("roll", "move"):
        record = broken(recorded_match)
        actions = record.games[2].actions
        ai = index_of(actions, kind, 1)
        actions[ai] = replace(actions[ai], player=1 - actions[ai].player)
        assert_record_error(record, 2, ai)
        assert recorded_match.games[2].record.actions[ai].player != actions[ai].player   # a copy was broken


def test_a_wrong_opening_winner_is_refused(recorded_match: Match) -> None:
    """RULES.md 'Starting a game': the higher die moves first; a record that
    gives the opening to the lower die is refused there."""
    record = broken(recorded_match)
    gi, ai = next((g, i) for g, grec in enumerate(record.games) for i, a in enumerate(grec.actions)
                  if a.kind == "opening" and a.player >= 0)
    opening = record.games[gi].actions[ai]
    record.games[gi].actions[ai] = replace(opening, player=1 - opening.player)
    assert_record_error(record, gi, ai)


def test_a_double_in_the_crawford_game_is_refused(recorded_match: Match) -> None:
    """RULES.md 'Doubling cube' (Crawford): nobody may double in the
    Crawford game; a record that does is refused at the double."""
    record = broken(recorded_match)
    gi = next(i for i, g in enumerate(record.games) if g.crawford)
    actions = record.games[gi].actions
    ai = index_of(actions, "roll", 0)
    actions.insert(ai, Action("double", actions[ai].player))
    assert_record_error(record, gi, ai)


def test_a_wrong_score_before_a_game_is_refused(recorded_match: Match) -> None:
    """RULES.md 'Doubling cube' (match to N points): each game's score
    follows from the games before it."""
    record = broken(recorded_match)
    s0, s1 = record.games[2].score_before
    record.games[2].score_before = (s0, s1 + 1)
    assert_record_error(record, 2, None)


def test_a_wrong_outcome_is_refused(recorded_match: Match) -> None:
    """RULES.md 'End of game and scoring': the recorded outcome must be the
    one the actions give."""
    record = broken(recorded_match)
    real = record.games[1].outcome
    record.games[1].outcome = Outcome(1 - real.winner, real.kind, real.cube, real.points, real.reason)
    assert_record_error(record, 1, None)
    record = broken(recorded_match)
    record.games[1].outcome = replace(real, points=real.points + 1)
    assert_record_error(record, 1, None)


def test_an_outcome_without_the_actions_to_end_the_game_is_refused(recorded_match: Match) -> None:
    """RULES.md 'End of game and scoring': an outcome needs the game's end in
    the actions."""
    record = broken(recorded_match)
    del record.games[1].actions[-1]
    assert_record_error(record, 1, None)


def test_an_unfinished_game_before_the_last_is_refused(recorded_match: Match) -> None:
    """RULES.md 'End of game and scoring': games follow one another; only the
    last game of a record may be unfinished."""
    record = broken(recorded_match)
    del record.games[0].actions[-1]
    record.games[0].outcome = None
    assert_record_error(record, 0, None)


def test_a_game_after_the_match_is_over_is_refused(recorded_match: Match) -> None:
    """RULES.md 'Doubling cube' (match to N points): games are played until
    one player reaches N."""
    record = broken(recorded_match)
    n = len(record.games)
    record.games.append(GameRecord(recorded_match.score, False, []))
    assert_record_error(record, n, None)


def test_a_crawford_flag_that_disagrees_with_the_score_is_refused(recorded_match: Match) -> None:
    """RULES.md 'Doubling cube' (Crawford) and Match.replay's contract: a
    Crawford flag that disagrees with the games before it is refused, naming
    the game."""
    record = broken(recorded_match)
    gi = next(i for i, g in enumerate(record.games) if g.crawford)
    record.games[gi].crawford = False
    assert_record_error(record, gi, None)
    record = broken(recorded_match)
    record.games[0].crawford = True
    assert_record_error(record, 0, None)


def test_a_replay_logs_the_recorded_rolls_and_plays_themselves() -> None:
    # (issue 22: a replayed session makes no second copy of each action) -- and only when
    # the action says just what the rules log: a play in another spelling is logged in gnubg's
    game = Game()
    game.roll_opening((3, 1))
    game.play("8/5 6/5")
    roll = Action("roll", 1, (6, 5))
    plain = Action("move", 1, play="24/13")
    spelled = Action("move", 0, play="13/7, 8/7")
    odd_roll = Action("roll", 1, (2, 1), value=3)     # a field a roll does not use
    replay = Game()
    for action in game.record.actions:
        replay.apply(action)
    for action in (roll, plain, Action("roll", 0, (6, 1)), spelled, odd_roll):
        replay.apply(action)
    logged = replay.record.actions[-5:]
    assert logged[0] is roll and logged[1] is plain
    assert logged[3] is not spelled and logged[3] == Action("move", 0, play="13/7 8/7")
    assert logged[4] is not odd_roll and logged[4] == Action("roll", 1, (2, 1))
