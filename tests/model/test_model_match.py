"""A match to N points or a money session: the score, the Crawford game and
post-Crawford, the end of a match, and the rules adjusted for match or
money play.

RULES.md "Doubling cube" (Crawford rule, match to N points, money play) and
"End of game and scoring".  Games are finished quickly by an accepted
resignation (``value`` x cube), so each score below is set up exactly.
"""

from __future__ import annotations

import pytest

from backgammon_qt.model import GameState, Match, Phase, RuleError, RuleOptions, WinKind


def win(match: Match, winner: int, value: int = 1, doubled: bool = False):
    """Play the next game of ``match``: player 0 wins the opening (3-1), and
    when ``doubled`` the loser doubles and the winner takes (cube 2); then
    the loser resigns ``value`` and the winner accepts.  Returns the game."""
    game = match.new_game()
    game.roll_opening((3, 1))
    game.play("8/5 6/5")                      # player 1 to roll
    if doubled:
        if game.on_roll == winner:            # the loser doubles on its own turn
            game.roll((2, 1))
            game.play("13/11 6/5")
        game.double()
        game.take()
    game.resign(1 - winner, value)
    game.accept_resignation()
    assert game.outcome.winner == winner
    return game


def test_the_score_adds_each_games_points() -> None:
    """RULES.md 'Doubling cube' (match to N points) and 'End of game and
    scoring': each game adds kind x cube to its winner's score."""
    match = Match(15)
    assert match.score == (0, 0) and match.game is None
    win(match, 0, 1)
    assert match.score == (1, 0)
    win(match, 1, 2)
    assert match.score == (1, 2)
    g = win(match, 0, 3, doubled=True)
    assert g.outcome.points == 6 and g.cube_value == 2
    assert match.score == (7, 2)
    assert [gm.score for gm in match.games] == [(0, 0), (1, 0), (1, 2)]
    assert [gm.record.score_before for gm in match.games] == [(0, 0), (1, 0), (1, 2)]


def test_crawford_game_comes_first_after_a_player_reaches_length_minus_one() -> None:
    """RULES.md 'Doubling cube' (Crawford rule): the first game after a player
    reaches one point short of the match length is the Crawford game: nobody
    may double; from the next game on the cube is back."""
    match = Match(5)
    win(match, 0, 2)
    game = win(match, 0, 1)
    assert not game.crawford
    assert match.score == (3, 0)
    game = win(match, 1, 1)
    assert not game.crawford and match.score == (3, 1)
    win(match, 0, 1)
    assert match.score == (4, 1)
    crawford = match.new_game()
    assert crawford.crawford and match.is_crawford_game and not match.is_post_crawford
    assert crawford.record.crawford
    crawford.roll_opening((3, 1))
    crawford.play("8/5 6/5")
    assert crawford.phase is Phase.ROLLING and not crawford.can_double()
    with pytest.raises(RuleError):
        crawford.double()
    crawford.resign(0, 1)
    crawford.accept_resignation()
    assert match.score == (4, 2)
    post = match.new_game()
    assert not post.crawford and not match.is_crawford_game and match.is_post_crawford
    post.roll_opening((3, 1))
    post.play("8/5 6/5")
    assert post.can_double()


def test_only_one_crawford_game_per_match() -> None:
    """RULES.md 'Doubling cube' (Crawford rule): when the other player also
    reaches length - 1 after the Crawford game, no second Crawford game."""
    match = Match(5)
    win(match, 1, 2, doubled=True)            # 0-4
    assert win(match, 0, 1).crawford          # the Crawford game: 1-4
    for _ in range(3):
        g = win(match, 0, 1)
        assert not g.crawford
    assert match.score == (4, 4)
    last = match.new_game()
    assert not last.crawford and match.is_post_crawford


def test_crawford_after_jumping_to_length_minus_one() -> None:
    """RULES.md 'Doubling cube' (Crawford rule): reaching length - 1 by a
    big win (0 -> 4 with a doubled gammon) also makes the next game the
    Crawford game."""
    match = Match(5)
    win(match, 1, 2, doubled=True)
    assert match.score == (0, 4)
    assert match.new_game().crawford


def test_the_trailer_reaching_length_minus_one_first_also_starts_crawford() -> None:
    """RULES.md 'Doubling cube' (Crawford rule): either player."""
    match = Match(3)
    win(match, 0, 1)
    win(match, 1, 2)                          # 1-2: player 1 is one short
    assert match.score == (1, 2)
    assert match.new_game().crawford


def test_no_crawford_game_with_the_rule_off() -> None:
    """RULES.md 'Doubling cube': the Crawford rule is on by default; with it
    off the cube stays in use at length - 1."""
    match = Match(5, RuleOptions(crawford=False))
    win(match, 0, 2, doubled=True)
    game = match.new_game()
    assert not game.crawford and not match.is_crawford_game
    game.roll_opening((3, 1))
    game.play("8/5 6/5")
    assert game.can_double()


def test_a_win_counts_only_up_to_the_match_length() -> None:
    """RULES.md 'Doubling cube' (match to N points): games are played until
    one player reaches N; a bigger win counts up to N."""
    match = Match(5)
    win(match, 0, 3)
    assert match.score == (3, 0) and not match.is_over and match.winner is None
    game = win(match, 0, 3, doubled=True)
    assert game.outcome.points == 6 and game.outcome.kind is WinKind.BACKGAMMON
    assert match.score == (5, 0)
    assert match.is_over and match.winner == 0
    with pytest.raises(RuleError):
        match.new_game()
    assert len(match.games) == 2


def test_match_over_and_winner_player_1() -> None:
    """RULES.md 'Doubling cube' (match to N points)."""
    match = Match(3)
    win(match, 0, 1)
    win(match, 1, 2)
    win(match, 0, 1)                          # the Crawford game: 2-2
    assert match.score == (2, 2) and not match.is_over
    win(match, 1, 2)
    assert match.score == (2, 3)
    assert match.is_over and match.winner == 1


def test_a_money_session_is_never_over() -> None:
    """RULES.md 'Doubling cube' (money play: an open session, score in
    points)."""
    match = Match(0, RuleOptions.money())
    for i in range(6):
        win(match, i % 2, 3, doubled=True)
        assert not match.is_over and match.winner is None
    assert match.score == (18, 18)
    assert not any(g.crawford for g in match.games)
    assert match.new_game().phase is Phase.OPENING


def test_no_new_game_until_the_current_one_is_over() -> None:
    """RULES.md 'End of game and scoring': games follow one another."""
    match = Match(5)
    game = match.new_game()
    with pytest.raises(RuleError):
        match.new_game()
    game.roll_opening((3, 1))
    with pytest.raises(RuleError):
        match.new_game()
    assert len(match.games) == 1 and match.game is game


@pytest.mark.parametrize("length", [-1, 100, 2.5, "5", None])
def test_match_length_is_0_to_99(length) -> None:
    """RULES.md 'Doubling cube' (match to N points; 0 = money)."""
    with pytest.raises(ValueError):
        Match(length)


def test_longest_and_shortest_matches() -> None:
    """RULES.md 'Doubling cube' (match to N points)."""
    assert Match(99).length == 99
    one = Match(1)
    win(one, 1, 1)
    assert one.is_over and one.winner == 1 and one.score == (0, 1)


def test_match_rules_switch_money_only_options_off() -> None:
    """RULES.md 'Doubling cube' and 'Starting a game': Jacoby, beavers and
    automatic doubles are money-play rules; Crawford is a match rule."""
    money_rules = RuleOptions(jacoby=True, beavers=True, automatic_doubles=True, crawford=True)
    match = Match(7, money_rules)
    assert (match.rules.jacoby, match.rules.beavers, match.rules.automatic_doubles, match.rules.crawford) == (
        False, False, False, True)
    game = match.new_game()
    assert game.rules == match.rules and game.match_length == 7
    game.roll_opening((2, 2))
    assert game.cube_value == 1               # no automatic double
    session = Match(0, money_rules)
    assert (session.rules.jacoby, session.rules.beavers, session.rules.crawford) == (True, True, False)


def test_players_and_match_state_before_the_first_game() -> None:
    """RULES.md 'Doubling cube' (match to N points): before the first game
    the score is 0-0 and no game is being played."""
    match = Match(9, players=("Ann", "Bob"))
    assert match.players == ("Ann", "Bob")
    state = match.match_state()
    assert state.game_state == GameState.NONE and state.match_length == 9 and state.score == (0, 0)


class _CountingGames(list):
    """A match's game list that counts the games read from it."""

    reads = 0

    def __getitem__(self, index):
        _CountingGames.reads += 1
        return super().__getitem__(index)

    def __iter__(self):
        for game in super().__iter__():
            _CountingGames.reads += 1
            yield game


def _summed(match: Match) -> tuple[int, int]:
    score = list(match.start_score)
    for g in match.games:
        if g.outcome is not None:
            winner, points = g.outcome.winner, g.outcome.points
            score[winner] += min(points, match.length - score[winner]) if match.length else points
    return score[0], score[1]


def _resigned_games(match: Match, count: int, first_winner: int = 0) -> None:
    for n in range(count):
        game = match.new_game()
        game.roll_opening((5, 2) if (n + first_winner) % 2 == 0 else (2, 5))
        game.resign(1 - game.on_roll, 1 + n % 3)
        game.accept_resignation()


def test_the_score_of_a_long_session_reads_only_the_games_since_the_last_time() -> None:
    # issue 22: a session of thousands of games is not summed again at each new game
    match = Match(0, RuleOptions.money(), ("A", "B"), start_score=(3, 1))
    _resigned_games(match, 300)
    assert match.score == _summed(match)
    match.games = _CountingGames(match.games)
    _CountingGames.reads = 0
    _CountingGames.reads = 0
    score = match.score
    assert _CountingGames.reads <= 3
    assert score == _summed(match)
    game = match.new_game()                                  # the current game, then over
    assert match.score == score
    game.roll_opening((6, 1))
    game.resign(1, 2)
    game.accept_resignation()
    assert game.outcome is not None and game.outcome.winner == 0
    _CountingGames.reads = 0
    after = match.score
    assert _CountingGames.reads <= 3
    assert after == (score[0] + game.outcome.points, score[1]) == _summed(match)


@pytest.mark.parametrize("length", [0, 7])
def test_the_kept_score_follows_the_games_list_when_it_is_replaced(length) -> None:
    match = Match(length, RuleOptions.match() if length else RuleOptions.money(), ("A", "B"))
    _resigned_games(match, 3 if length else 40)
    full = match.score
    assert full == _summed(match)
    match.games = match.games[:2]                            # (a list of other games: summed afresh)
    assert match.score == _summed(match) != full
    match.games = []
    match.start_score = (2, 0) if length else (5, 5)
    assert match.score == match.start_score


def test_a_one_point_match_has_no_crawford_game_and_a_dead_cube() -> None:
    """RULES.md "Doubling cube" (Crawford rule): the Crawford game is the
    first game *after* a player reaches one point short; in a 1-point match
    both start there, so no game is the Crawford game and none comes after
    one (not post-Crawford).  The cube is dead: a win of the game already
    wins the match, and gnubg 1.07 refuses the double ("The cube is dead;
    you can't double any more"; its Match ID for ``new match 1`` has the
    Crawford bit off)."""
    match = Match(1)
    game = match.new_game()
    assert not game.crawford and not match.is_crawford_game and not match.is_post_crawford
    game.roll_opening((3, 1))
    game.play("8/5 6/5")
    assert game.phase is Phase.ROLLING and game.cube_dead and not game.can_double()
    assert not match.match_state().crawford


def test_the_leader_after_the_crawford_game_has_a_dead_cube() -> None:
    """RULES.md "Doubling cube" (Crawford rule): after the Crawford game the
    cube is back, for the trailer; the leader, one point short, would win
    the match with the game at the cube's value, so the cube is dead for
    them (gnubg 1.07 at 2-0 of 3, Crawford off: "The cube is dead")."""
    match = Match(3)
    win(match, 0, 2)                          # 2-0: the next game is the Crawford game
    win(match, 1, 1)                          # the Crawford game: 2-1
    post = match.new_game()
    assert match.is_post_crawford
    post.roll_opening((3, 1))                 # player 0, the leader, plays first
    post.play("8/5 6/5")
    assert post.on_roll == 1 and post.can_double()       # the trailer may double
    post.roll((2, 1))                         # and rolls instead
    post.play("13/11 6/5")
    assert post.on_roll == 0 and post.cube_owner is None     # the leader, the cube in the middle
    assert post.cube_dead and not post.can_double()
    post.double()             # no rule forbids it: a record of another program may hold one (it replays)
    assert post.phase is Phase.DOUBLED
