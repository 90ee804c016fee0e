"""gnubg Match ID: the vectors of FORMATS.md section 4, bit 66 (Jacoby),
invalid IDs, and the Match ID of states the model reaches in play.

Source: ../shared/testdata/FORMATS.md section 4 (and gnubg's manual, "A
technical description of the Match ID").  RULES.md sections are named where
a state comes from a rule (the cube, Crawford, resignation).
"""

from __future__ import annotations

import base64
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from backgammon_qt.model import (
    Action,
    GameRecord,
    GameState,
    InvalidNotationError,
    Match,
    MatchRecord,
    MatchState,
    Phase,
    RuleOptions,
)

# FORMATS.md section 4, "Vectors": each ID with its decoded fields.
VECTORS = {
    "QYkqASAAIAAA": MatchState(cube_value=2, cube_owner=0, player_on_roll=1, game_state=GameState.PLAYING,
                               player_to_act=1, dice=(5, 2), match_length=9, score=(2, 4)),
    "cAlvATAAIAAA": MatchState(cube_value=1, cube_owner=None, player_on_roll=1, game_state=GameState.PLAYING,
                               player_to_act=1, dice=(6, 3), match_length=11, score=(3, 4)),
    "MIEFAAAAAAAA": MatchState(cube_value=1, cube_owner=None, player_on_roll=0, game_state=GameState.PLAYING,
                               player_to_act=0, dice=(3, 1), match_length=0),
    "MIHlAEAAAAAA": MatchState(cube_value=1, cube_owner=None, player_on_roll=0, game_state=GameState.PLAYING,
                               player_to_act=0, dice=(3, 1), match_length=7, score=(4, 0)),
    "cAkAAAAAAAAA": MatchState(cube_value=1, cube_owner=None, player_on_roll=1, game_state=GameState.PLAYING,
                               player_to_act=1, dice=(0, 0), match_length=0),
    "cIhuAAAAAAAE": MatchState(cube_value=1, cube_owner=None, player_on_roll=1, game_state=GameState.NONE,
                               player_to_act=1, dice=(5, 3), match_length=3, score=(0, 0), jacoby=False),
}


def set_bits(match_id: str, first: int, width: int, value: int) -> str:
    """``match_id`` with key bits ``first .. first+width-1`` set to ``value``
    (the key is 9 bytes, least significant bit first: FORMATS.md 4)."""
    key = int.from_bytes(base64.b64decode(match_id), "little")
    mask = ((1 << width) - 1) << first
    key = (key & ~mask) | (value << first)
    return base64.b64encode(key.to_bytes(9, "little")).decode("ascii")


@pytest.mark.parametrize("match_id", sorted(VECTORS))
def test_vectors_decode_to_the_listed_fields(match_id: str) -> None:
    """FORMATS.md section 4: every vector decodes to the fields listed."""
    assert MatchState.from_match_id(match_id) == VECTORS[match_id]


@pytest.mark.parametrize("match_id", sorted(VECTORS))
def test_vectors_reencode_to_the_same_id(match_id: str) -> None:
    """FORMATS.md section 4: the fields encode back to the same ID."""
    assert VECTORS[match_id].match_id() == match_id
    assert MatchState.from_match_id(match_id).match_id() == match_id


def test_manual_example_key_bytes() -> None:
    """FORMATS.md section 4: the manual's worked example has the key bytes
    41 89 2A 01 20 00 20 00 00."""
    encoded = VECTORS["QYkqASAAIAAA"].match_id()
    assert base64.b64decode(encoded) == bytes.fromhex("41 89 2A 01 20 00 20 00 00")


def test_bit_66_is_set_when_jacoby_is_off() -> None:
    """FORMATS.md section 4: bit 66 (extended Match ID) is set when Jacoby is
    off; a clear bit 66 reads as Jacoby on, as gnubg reads it."""
    on = MatchState.from_match_id("cIhuAAAAAAAA")
    off = MatchState.from_match_id("cIhuAAAAAAAE")
    assert on.jacoby is True and off.jacoby is False
    assert replace(on, jacoby=False) == off
    assert replace(off, jacoby=True).match_id() == "cIhuAAAAAAAA"
    assert set_bits("QYkqASAAIAAA", 66, 1, 1) == "QYkqASAAIAAE"
    assert MatchState.from_match_id("QYkqASAAIAAE") == replace(VECTORS["QYkqASAAIAAA"], jacoby=False)


@pytest.mark.parametrize("bit", [67, 68, 69, 70, 71])
def test_bits_67_to_71_are_ignored(bit: int) -> None:
    """FORMATS.md section 4: a decoder ignores bits 67-71 (and writes them
    clear)."""
    for match_id in ("QYkqASAAIAAA", "cIhuAAAAAAAE"):
        noisy = set_bits(match_id, bit, 1, 1)
        assert noisy != match_id
        state = MatchState.from_match_id(noisy)
        assert state == MatchState.from_match_id(match_id)
        assert state.match_id() == match_id


@pytest.mark.parametrize("text", [
    "", "QYkqASAAIAA", "QYkqASAAIAAAA", "QYkqASAA", "QYkqASAAIAA=",   # 12 Base64 characters, no padding
    "QYkqASAA!AAA", "QYkqASAA AAA", "QYkqASAAIAÄA", "QYkq-SAAIAAA",
])
def test_text_that_is_not_12_base64_characters_is_refused(text: str) -> None:
    """FORMATS.md section 4: a Match ID is 12 Base64 characters (a 9-byte
    key needs no padding)."""
    with pytest.raises(InvalidNotationError):
        MatchState.from_match_id(text)


def test_surrounding_white_space_is_ignored() -> None:
    """FORMATS.md section 4 (IDs pasted from text)."""
    assert MatchState.from_match_id("  QYkqASAAIAAA\n") == VECTORS["QYkqASAAIAAA"]


@pytest.mark.parametrize(("first", "width", "value"), [(4, 2, 2), (15, 3, 7), (18, 3, 7)])
def test_invalid_field_values_are_refused(first: int, width: int, value: int) -> None:
    """FORMATS.md section 4: cube owner 2 is unused (0, 1, 3 = centred); a
    die is 0..6."""
    bad = set_bits("QYkqASAAIAAA", first, width, value)
    with pytest.raises(InvalidNotationError):
        MatchState.from_match_id(bad)


@pytest.mark.parametrize("state", [
    MatchState(cube_value=3), MatchState(cube_value=0), MatchState(cube_value=1 << 16),
    MatchState(score=(1 << 15, 0)), MatchState(match_length=-1), MatchState(dice=(7, 1)),
    MatchState(resignation=4), MatchState(game_state=8), MatchState(player_on_roll=2),
])
def test_fields_out_of_range_cannot_be_encoded(state: MatchState) -> None:
    """FORMATS.md section 4: each field has its width (cube log2 4 bits up to
    2**15, length and scores 15 bits, dice 0..6, ...)."""
    with pytest.raises(ValueError):
        state.match_id()


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    cube_log2=st.integers(0, 15), owner=st.sampled_from([0, 1, None]), on_roll=st.integers(0, 1),
    crawford=st.booleans(), game_state=st.integers(0, 4), to_act=st.integers(0, 1),
    doubled=st.booleans(), resignation=st.integers(0, 3), dice=st.tuples(st.integers(0, 6), st.integers(0, 6)),
    length=st.integers(0, (1 << 15) - 1), score=st.tuples(st.integers(0, (1 << 15) - 1), st.integers(0, (1 << 15) - 1)),
    jacoby=st.booleans(),
)
def test_every_state_round_trips(cube_log2, owner, on_roll, crawford, game_state, to_act, doubled, resignation,
                                 dice, length, score, jacoby) -> None:
    """FORMATS.md section 4: fields -> 12-character ID -> the same fields."""
    state = MatchState(cube_value=1 << cube_log2, cube_owner=owner, player_on_roll=on_roll, crawford=crawford,
                       game_state=game_state, player_to_act=to_act, double_offered=doubled,
                       resignation=resignation, dice=dice, match_length=length, score=score, jacoby=jacoby)
    match_id = state.match_id()
    assert len(match_id) == 12
    assert MatchState.from_match_id(match_id) == state


# ---------------------------------------------------------------- Match.match_id()
def test_money_game_ids_match_the_manual() -> None:
    """FORMATS.md section 4 (gnubg.texi 'Introduction' vector): money play,
    Jacoby on (bit 66 clear): player 0 on roll with 3-1 is MIEFAAAAAAAA; after
    the play, player 1 to roll (dice not rolled) is cAkAAAAAAAAA."""
    match = Match(0, RuleOptions.money())
    assert match.match_state().game_state == GameState.NONE
    game = match.new_game()
    game.roll_opening((3, 1))
    assert match.match_id() == "MIEFAAAAAAAA"
    game.play("8/5 6/5")
    assert match.match_id() == "cAkAAAAAAAAA"


def test_the_higher_die_is_written_first() -> None:
    """FORMATS.md section 4: gnubg stores the higher die as die 1."""
    match = Match(0, RuleOptions.money())
    game = match.new_game()
    game.roll_opening((1, 3))                 # player 1 rolled the 3
    assert match.match_state().dice == (3, 1)
    game.play("8/5 6/5")
    game.roll((2, 6))
    assert match.match_state().dice == (6, 2)


# Player 0 wins 2 (a gammon resignation), player 1 wins 4 (a taken double,
# then a gammon resignation); in game 3 player 0 wins the opening 3-1, player
# 1 doubles, player 0 takes, player 1 rolls 5-2: the manual's example state.
MANUAL_EXAMPLE = [
    GameRecord((0, 0), False, [Action("opening", 0, (3, 1)), Action("move", 0, play="8/5 6/5"),
                               Action("resign", 1, value=2), Action("accept", 0)]),
    GameRecord((2, 0), False, [Action("opening", 1, (1, 3)), Action("move", 1, play="8/5 6/5"),
                               Action("double", 0), Action("take", 1),
                               Action("resign", 0, value=2), Action("accept", 1)]),
    GameRecord((2, 4), False, [Action("opening", 0, (3, 1)), Action("move", 0, play="8/5 6/5"),
                               Action("double", 1), Action("take", 0), Action("roll", 1, (2, 5))]),
]


def test_manual_example_state_from_a_replayed_record() -> None:
    """FORMATS.md section 4, QYkqASAAIAAA: a 2-cube owned by player 0, player
    1 has rolled 5-2, 9-point match at 2-4.  Replaying the record above puts
    the model in that state: every field equals the manual's.  Bit 66 differs:
    the manual's ID predates it (clear = Jacoby on), while in a match the
    model's rules have Jacoby off (a money-only rule), so the model's ID is
    the extended one, QYkqASAAIAAE."""
    match = Match.replay(MatchRecord(match_length=9, rules=RuleOptions.match(), games=MANUAL_EXAMPLE))
    assert match.score == (2, 4)
    assert match.match_state() == replace(VECTORS["QYkqASAAIAAA"], jacoby=False)
    assert match.match_id() == "QYkqASAAIAAE"


def test_manual_example_state_in_live_play() -> None:
    """FORMATS.md section 4: the same state reached by calling the game
    methods gives the same ID."""
    match = Match(9)
    for record in MANUAL_EXAMPLE:
        game = match.new_game()
        for action in record.actions:
            game.apply(action)
    assert match.match_id() == "QYkqASAAIAAE"


def test_7_point_vector_after_a_4_point_game() -> None:
    """FORMATS.md section 4, MIHlAEAAAAAA: 7-point match at 4-0, player 0 on
    roll with 3-1 (bit 66 set by the model: Jacoby off in a match)."""
    match = Match(7)
    game = match.new_game()
    game.roll_opening((3, 1))
    game.play("8/5 6/5")
    game.double()                             # player 1 doubles, player 0 takes
    game.take()
    game.resign(1, 2)
    game.accept_resignation()
    match.new_game().roll_opening((3, 1))
    assert match.match_state() == replace(VECTORS["MIHlAEAAAAAA"], jacoby=False)
    assert match.match_id() == "MIHlAEAAAAAE"


def opened(match: Match):
    game = match.new_game()
    game.roll_opening((3, 1))
    game.play("8/5 6/5")                      # player 1 to roll
    return game


def test_pending_double_sets_the_player_to_act_and_the_double_flag() -> None:
    """FORMATS.md section 4 (fTurn differs from fMove while a double is
    pending) and RULES.md 'Doubling cube'."""
    match = Match(5)
    game = opened(match)
    game.double()
    state = MatchState.from_match_id(match.match_id())
    assert state == MatchState(cube_value=1, cube_owner=None, player_on_roll=1, game_state=GameState.PLAYING,
                               player_to_act=0, double_offered=True, match_length=5, jacoby=False)
    game.take()
    state = MatchState.from_match_id(match.match_id())
    assert (state.cube_value, state.cube_owner, state.player_to_act, state.double_offered) == (2, 0, 1, False)


def test_pending_resignation_and_its_end() -> None:
    """FORMATS.md section 4 (resignation field; game state 3 resigned) and
    RULES.md 'End of game and scoring'."""
    match = Match(0, RuleOptions.money())
    game = opened(match)
    game.roll((6, 5))
    game.resign(1, 2)
    state = MatchState.from_match_id(match.match_id())
    assert (state.game_state, state.resignation, state.player_on_roll, state.player_to_act, state.dice) == (
        GameState.PLAYING, 2, 1, 0, (6, 5))
    game.decline_resignation()
    assert MatchState.from_match_id(match.match_id()).resignation == 0
    game.resign(1, 3)
    game.accept_resignation()
    assert MatchState.from_match_id(match.match_id()).game_state == GameState.RESIGNED


def play_out(game) -> None:
    """Finish a game by play: player 0 always rolls 6-6, player 1 2-1, each
    making the first legal play."""
    while game.outcome is None:
        if game.phase is Phase.ROLLING:
            game.roll((6, 6) if game.on_roll == 0 else (2, 1))
        else:
            game.play(str(next(iter(game.turn.legal_plays))))


def test_dropped_and_finished_games() -> None:
    """FORMATS.md section 4 (game state 4 ended by a drop, 2 over) and
    RULES.md 'Doubling cube', 'End of game and scoring'."""
    match = Match(0, RuleOptions.money())
    game = opened(match)
    game.double()
    game.drop()
    assert MatchState.from_match_id(match.match_id()).game_state == GameState.DROPPED
    game = match.new_game()
    game.roll_opening((6, 5))
    play_out(game)
    assert game.outcome.reason == "bearoff" and game.outcome.winner == 0
    state = MatchState.from_match_id(match.match_id())
    # as gnubg 1.07 shows it after a bear-off (tests/interop): the turn has passed to the loser
    assert state.game_state == GameState.OVER and state.player_on_roll == 1


def test_crawford_game_sets_the_crawford_bit() -> None:
    """FORMATS.md section 4 (bit 7) and RULES.md 'Doubling cube' (Crawford)."""
    match = Match(3)
    game = opened(match)
    game.resign(1, 2)
    game.accept_resignation()
    opened(match)
    state = MatchState.from_match_id(match.match_id())
    assert state.crawford and state.score == (2, 0) and state.match_length == 3
