"""The bgsage engine: legal plays only, cube decisions, resignations, levels
(backgammon_qt/engine/sage.py)."""

from __future__ import annotations

import random
import threading
from pathlib import Path

import bgsage
import pytest

from backgammon_qt.engine import (
    LEVELS,
    Cancelled,
    CubeAction,
    CubeOwner,
    Engine,
    GameContext,
    SageEngine,
    TakeAction,
)
from backgammon_qt.engine.board import from_board, to_board
from backgammon_qt.model import Position, legal_plays

MONEY = GameContext()
# Races checked against both bgsage levels (see each test for the verdict).
DOUBLE_TAKE = Position.from_position_id("uPsMAwC4+2wAAA")   # 91 against 97 pips
DOUBLE_PASS = Position.from_position_id("uPsMGAC4+2wAAA")   # 91 against 103 pips
TOO_GOOD = Position.from_position_id("uPsMBgBbAAAAAA")      # 9 against 99 pips, gammon chances
UNDERDOG = Position.from_position_id("tnsPAAC2u0cAAA")      # 70 against 66 pips


@pytest.fixture(scope="module")
def expert() -> SageEngine:
    return SageEngine("expert", seed=1)


@pytest.fixture(scope="module")
def world_class() -> SageEngine:
    return SageEngine("world_class", seed=1)


def self_play_positions(count: int, seed: int) -> list[tuple[Position, tuple[int, int]]]:
    """Positions with a roll and at least two legal plays, from random play."""
    rng = random.Random(seed)
    position = Position.start()
    cases = []
    while len(cases) < count:
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        plays = sorted(legal_plays(position, dice), key=lambda p: p.position.position_id())
        if len(plays) >= 2:
            cases.append((position, dice))
        position = rng.choice(plays).next_position() if plays else position.swapped()
        if position.is_game_over():
            position = Position.start()
    return cases


def test_sage_engine_is_an_engine(expert: SageEngine) -> None:
    assert isinstance(expert, Engine)
    assert expert.level == "expert"
    with pytest.raises(ValueError):
        SageEngine("supernatural")          # not a level


def test_levels_named_for_players_strongest_at_3ply() -> None:
    assert list(LEVELS) == ["beginner", "intermediate", "expert", "world_class", "grandmaster"]
    assert LEVELS["world_class"].eval_level == "2ply" and LEVELS["world_class"].noise == 0
    assert LEVELS["grandmaster"].eval_level == "3ply" and LEVELS["grandmaster"].noise == 0
    noises = [lv.noise for lv in LEVELS.values()]
    assert noises == sorted(noises, reverse=True) and noises[0] > 0


@pytest.mark.parametrize("context", [MONEY, GameContext(minimize_wasted_pips=True),
                                     GameContext(match_length=5, score=(3, 1))])
def test_choose_play_is_always_one_of_our_legal_plays(expert: SageEngine, context: GameContext) -> None:
    for position, dice in self_play_positions(40, seed=3):
        legal = legal_plays(position, dice, minimize_wasted_pips=context.minimize_wasted_pips)
        play = expert.choose_play(position, dice, context)
        assert play in legal
        ranked = expert.rank_plays(position, dice, context)
        assert {r.play for r in ranked} == set(legal)
        assert ranked[0].difference == 0 and all(r.difference <= 0 for r in ranked)
        assert play == ranked[0].play  # expert has no error


def test_no_legal_play_gives_the_empty_play(expert: SageEngine) -> None:
    # mover on the bar, the opponent's home board closed
    position = Position.from_points({25: 1, 13: 14}, {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 13: 3})
    position.validate()
    play = expert.choose_play(position, (6, 5), MONEY)
    assert play.moves == () and play.position == position


def test_last_checker_uses_both_dice_as_our_rules_say(expert: SageEngine, world_class: SageEngine) -> None:
    """Last checker on the 5-point, 6-2 to play, an opposing blot on the
    3-point: bgsage alone also offers 5/off with the 6 (no hit); the rules
    (RULES.md "Moving": use both dice when possible) demand 5/3*/off."""
    position = Position.from_position_id("ppYIYDkQAAAAAA")
    legal = legal_plays(position, (6, 2))
    assert [str(p) for p in legal] == ["5/3*/off"]
    raw = {from_board(m.board) for m in expert._analyzer.checker_play(to_board(position), 6, 2).moves}
    assert raw - legal.resulting_positions()  # bgsage's extra, illegal bear-off
    for engine in (expert, world_class):
        assert str(engine.choose_play(position, (6, 2), MONEY)) == "5/3*/off"
        assert [str(r.play) for r in engine.hint_plays(position, (6, 2), MONEY)] == ["5/3*/off"]


def test_bgsage_choice_not_legal_for_us_is_remapped() -> None:
    """With "minimize wasted pips", bgsage's first choice 6/3 5/off wastes a
    pip; the engine plays the best play our rules allow instead."""
    engine = SageEngine("expert")
    position = Position.from_position_id("UldADTjeuwIAAA")
    context = GameContext(minimize_wasted_pips=True)
    legal = legal_plays(position, (6, 3), minimize_wasted_pips=True)
    top = from_board(engine._analyzer.checker_play(to_board(position), 6, 3).moves[0].board)
    assert top not in legal
    play = engine.choose_play(position, (6, 3), context)
    assert play in legal and engine.remapped == 1
    assert str(engine.choose_play(position, (6, 3), MONEY)) == "6/3 5/off"  # without the house rule


def test_hint_plays_ranked_with_chances(expert: SageEngine) -> None:
    hints = expert.hint_plays(Position.start(), (3, 1), MONEY, n=5)
    assert len(hints) == 5
    assert str(hints[0].play) == "8/5 6/5"
    equities = [h.equity for h in hints]
    assert equities == sorted(equities, reverse=True)
    for h in hints:
        c = h.chances
        assert 0 < c.win < 1 and 0 <= c.win_backgammon <= c.win_gammon <= c.win
        assert 0 <= c.lose_backgammon <= c.lose_gammon <= c.lose
        assert h.eval_level == "1-ply"


# ------------------------------------------------------------------ cube
def test_no_double_at_the_start(expert: SageEngine, world_class: SageEngine) -> None:
    for engine in (expert, world_class):
        assert not engine.cube_decision(Position.start(), MONEY).double
        hint = engine.hint_cube(Position.start(), MONEY)
        assert hint.action is CubeAction.NO_DOUBLE and hint.available
        assert hint.no_double > hint.double_take


def test_double_take(expert: SageEngine, world_class: SageEngine) -> None:
    for engine in (expert, world_class):
        decision = engine.cube_decision(DOUBLE_TAKE, MONEY)
        assert decision.double and decision.action is CubeAction.DOUBLE_TAKE
        assert decision.no_double < decision.double_take < decision.double_pass == pytest.approx(1.0)
        answer = engine.take_decision(DOUBLE_TAKE, MONEY)
        assert answer.action is TakeAction.TAKE and answer.take > answer.drop == pytest.approx(-1.0)


def test_double_pass(expert: SageEngine, world_class: SageEngine) -> None:
    for engine in (expert, world_class):
        decision = engine.cube_decision(DOUBLE_PASS, MONEY)
        assert decision.double and decision.action is CubeAction.DOUBLE_PASS
        assert engine.take_decision(DOUBLE_PASS, MONEY).action is TakeAction.DROP


def test_too_good_to_double(expert: SageEngine) -> None:
    decision = expert.cube_decision(TOO_GOOD, MONEY)
    assert not decision.double and decision.action is CubeAction.TOO_GOOD
    assert decision.no_double > decision.double_pass


def test_beaver_in_money_play_only_when_on(expert: SageEngine, world_class: SageEngine) -> None:
    beavers = GameContext(beavers=True)
    for engine in (expert, world_class):
        assert not engine.cube_decision(UNDERDOG, beavers).double
        assert engine.take_decision(UNDERDOG, beavers).action is TakeAction.BEAVER
        assert engine.take_decision(UNDERDOG, MONEY).action is TakeAction.TAKE
        match = GameContext(match_length=7, beavers=True)
        assert engine.take_decision(UNDERDOG, match).action is TakeAction.TAKE
        # a correct double/take is not beavered
        assert engine.take_decision(DOUBLE_TAKE, beavers).action is TakeAction.TAKE
        # the doubler takes a wrong beaver of a proper double
        answer = engine.take_decision(DOUBLE_TAKE, GameContext(beavers=True, cube_value=2), beavered=True)
        assert answer.action is TakeAction.TAKE and answer.take > answer.drop
    with pytest.raises(ValueError):
        expert.take_decision(DOUBLE_TAKE, GameContext(match_length=5), beavered=True)


def test_never_double_in_the_crawford_game(expert: SageEngine, world_class: SageEngine) -> None:
    crawford = GameContext(match_length=7, score=(2, 6), crawford=True)
    for engine in (expert, world_class):
        for position in (DOUBLE_TAKE, DOUBLE_PASS, TOO_GOOD):
            decision = engine.cube_decision(position, crawford)
            assert not decision.double and not decision.available
            hint = engine.hint_cube(position, crawford)
            assert not hint.double and not hint.available and hint.no_double is not None
        # the same position after the Crawford game is a double
        assert engine.cube_decision(DOUBLE_PASS, GameContext(match_length=7, score=(2, 6))).double


def test_no_double_without_access_to_the_cube(expert: SageEngine) -> None:
    for context in (GameContext(cube_value=2, cube_owner=CubeOwner.OPPONENT), GameContext(cube=False),
                    GameContext(match_length=5, score=(3, 0), cube_value=2, cube_owner=CubeOwner.MOVER)):
        decision = expert.cube_decision(DOUBLE_PASS, context)
        assert not decision.double and not decision.available
    redouble = GameContext(cube_value=2, cube_owner=CubeOwner.MOVER)
    assert expert.cube_decision(DOUBLE_PASS, redouble).double


def test_no_double_hinted_past_the_cube_cap(expert: SageEngine) -> None:
    """RULES.md 'Doubling cube' (the cap is a setting): with the cube at
    the cap and owned by the player on roll, the board offers no double and
    neither the computer nor the hint considers one; below the cap it does."""
    at_cap = GameContext(cube_value=4, cube_owner=CubeOwner.MOVER, cube_cap=4)
    decision = expert.cube_decision(DOUBLE_PASS, at_cap)
    hint = expert.hint_cube(DOUBLE_PASS, at_cap)
    assert not decision.double and not decision.available
    assert not hint.double and not hint.available and hint.no_double is not None
    below = GameContext(cube_value=2, cube_owner=CubeOwner.MOVER, cube_cap=4)
    assert expert.hint_cube(DOUBLE_PASS, below).double


def test_verdict_rules_match_bgsage() -> None:
    """The module's reading of bgsage's cube verdicts, on 120 positions at
    both levels: double iff min(DT, DP) > ND, take iff DT <= DP, beaver iff
    DT < 0 (DT without beavers)."""
    boards = [to_board(p) for p, _ in self_play_positions(120, seed=8)]
    for level in ("1ply", "2ply"):
        plain = bgsage.batch_evaluate([{"board": b, "cube_value": 1, "cube_owner": "centered"} for b in boards],
                                      eval_level=level, beaver=False, jacoby=False)
        beaver = bgsage.batch_evaluate([{"board": b, "cube_value": 1, "cube_owner": "centered"} for b in boards],
                                       eval_level=level, beaver=True, jacoby=False)
        for p, b in zip(plain, beaver):
            assert p.should_double == (min(p.equity_dt, p.equity_dp) > p.equity_nd)
            assert p.should_take == (p.equity_dt <= p.equity_dp)
            assert b.is_beaver == (p.equity_dt < 0)


def test_quick_estimate_never_hides_a_double(expert: SageEngine) -> None:
    """In money play the 1-ply estimate may skip the full evaluation; over
    self-play positions, whenever the full evaluation doubles so does
    cube_decision."""
    doubles = 0
    for position, _ in self_play_positions(120, seed=21)[::4]:
        if expert.hint_cube(position, MONEY).double:
            doubles += 1
            assert expert.cube_decision(position, MONEY).double
    assert doubles > 0


# ------------------------------------------------------------------ resignation
def test_resignation_answers(expert: SageEngine) -> None:
    # the resigner (on roll) is far behind in a race and has borne off 5: a
    # single is all the opponent can win
    behind = DOUBLE_PASS.swapped()
    assert expert.answer_resignation(behind, 1, MONEY)
    # the resigner has none off and 99 pips against 9: a gammon is likely
    gammoned = TOO_GOOD.swapped()
    assert not expert.answer_resignation(gammoned, 1, MONEY)
    assert expert.answer_resignation(gammoned, 2, MONEY)
    # under the Jacoby rule (cube in the centre) a single is all it is worth
    assert expert.answer_resignation(gammoned, 1, GameContext(jacoby=True))
    # at the start a single is accepted (it beats playing on), not a gammon's worth of nothing
    assert expert.answer_resignation(Position.start(), 1, MONEY)
    # the answering side on roll: the resigner is the opponent
    assert not expert.answer_resignation(TOO_GOOD, 1, MONEY, resigner_on_roll=False)
    assert expert.answer_resignation(TOO_GOOD, 2, MONEY, resigner_on_roll=False)
    with pytest.raises(ValueError):
        expert.answer_resignation(behind, 4, MONEY)


@pytest.mark.parametrize("context", [MONEY, GameContext(match_length=7)])
def test_resignation_after_the_roll(expert: SageEngine, context: GameContext) -> None:
    """The resigner (on roll) has 15 checkers on the 6-point, the opponent
    one checker left: only a 6 now saves the gammon."""
    position = Position.from_points({6: 15}, {1: 1})
    assert not expert.answer_resignation(position, 1, context)                # before the roll
    assert expert.answer_resignation(position, 1, context, dice=(6, 1))       # a checker comes off
    assert not expert.answer_resignation(position, 1, context, dice=(5, 4))   # gammoned for sure
    assert expert.answer_resignation(position, 2, context, dice=(5, 4))


def test_resignation_in_a_match(expert: SageEngine) -> None:
    # the answering side needs one point: any resignation wins the match
    one_away = GameContext(match_length=7, score=(2, 6))   # resigner on roll has 2, answerer 6
    assert expert.answer_resignation(TOO_GOOD, 1, one_away)
    # a gammonish position where a gammon matters: single declined
    match = GameContext(match_length=7, score=(0, 0))
    gammoned = TOO_GOOD.swapped()
    assert not expert.answer_resignation(gammoned, 1, match)
    assert expert.answer_resignation(gammoned, 2, match)


# ------------------------------------------------------------------ levels
def test_levels_differ_and_are_seeded() -> None:
    cases = self_play_positions(40, seed=5)
    beginner_a = SageEngine("beginner", seed=7)
    beginner_b = SageEngine("beginner", seed=7)
    expert = SageEngine("expert", seed=7)
    a = [beginner_a.choose_play(p, d, MONEY) for p, d in cases]
    b = [beginner_b.choose_play(p, d, MONEY) for p, d in cases]
    e = [expert.choose_play(p, d, MONEY) for p, d in cases]
    assert a == b  # same seed, same choices
    differ = sum(x != y for x, y in zip(a, e))
    assert differ >= 4
    intermediate = SageEngine("intermediate", seed=7)
    i = [intermediate.choose_play(p, d, MONEY) for p, d in cases]
    assert sum(x != y for x, y in zip(i, e)) < differ  # less error than the beginner
    # the cube too: on a borderline double the beginner sometimes errs
    noisy = SageEngine("beginner", seed=3)
    answers = {noisy.cube_decision(DOUBLE_TAKE, MONEY).double for _ in range(25)}
    assert answers == {True, False}


def test_cancel_before_the_search(expert: SageEngine) -> None:
    event = threading.Event()
    event.set()
    position, dice = self_play_positions(1, seed=2)[0]
    with pytest.raises(Cancelled):
        expert.choose_play(position, dice, MONEY, cancel=event)
    with pytest.raises(Cancelled):
        expert.hint_cube(position, MONEY, cancel=lambda: True)
    assert expert.choose_play(position, dice, MONEY, cancel=lambda: False) in legal_plays(position, dice)


MATCH = Path(__file__).resolve().parents[3] / "shared" / "testdata" / "matches" / "gibbon" / "7point.mat"


@pytest.mark.skipif(not MATCH.exists(), reason="the shared match corpus (../shared) is not beside the checkout")
def test_expert_plays_the_first_ranked_play_without_ranking_every_play(monkeypatch) -> None:
    """At Expert the computer's play is :meth:`rank_plays`' first on every
    roll of a 7-point match (match equities, cube owned and centred,
    bear-offs), but only rolls that may bear off go through the ranking of
    every play (there bgsage's and our move generators may differ)."""
    from backgammon_qt import io as match_io
    from backgammon_qt.engine.analysis import turn_queries

    engine = SageEngine("expert", seed=1)
    queries = [q for q in turn_queries(match_io.load(MATCH))
               if q.dice is not None and len(legal_plays(q.position, q.dice)) > 1]
    expected = [engine.rank_plays(q.position, q.dice, q.context)[0].play for q in queries]
    ranked = []
    real = engine._rank

    def counting(legal, context, cancel):
        ranked.append(legal.position)
        return real(legal, context, cancel)
    monkeypatch.setattr(engine, "_rank", counting)
    assert [engine.choose_play(q.position, q.dice, q.context) for q in queries] == expected
    assert len(queries) > 200 and 0 < len(ranked) < len(queries) // 4
    assert all(p.player[25] == 0 and sum(n * (i - 6) for i, n in enumerate(p.player[7:25], 7)) < 24
               for p in ranked)
