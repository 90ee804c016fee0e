"""Match analysis (backgammon_qt/engine/analysis.py) and its command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from backgammon_qt.engine import Cancelled, ProcessEngine, SageEngine
from backgammon_qt.engine.__main__ import main as engine_main
from backgammon_qt.engine.analysis import (
    MatchAnalysis,
    SageAnalyser,
    TurnQuery,
    analyse_record,
    error_class,
    luck_class,
    rating_word,
    turn_queries,
)
from backgammon_qt.engine.selfplay import SelfPlayStats, play_game
from backgammon_qt.model import Action, GameRecord, Match, MatchRecord, RandomDice, RuleOptions

pytestmark = pytest.mark.slow          # each analyses games with the engine (README "Tests")

SHARED = Path(__file__).resolve().parents[3] / "shared" / "testdata" / "matches"


@pytest.fixture(scope="module")
def analyser() -> SageAnalyser:
    return SageAnalyser()


def _opening_record(first: str, reply_dice: tuple[int, int], reply: str) -> MatchRecord:
    """A money game: player 0 wins the opening 3-1 and plays ``first``;
    player 1 rolls ``reply_dice`` and plays ``reply``."""
    actions = [Action("opening", 0, (3, 1)), Action("move", 0, play=first),
               Action("roll", 1, reply_dice), Action("move", 1, play=reply)]
    return MatchRecord(players=("Alice", "Bob"), match_length=0, rules=RuleOptions.money(),
                       games=[GameRecord(actions=actions)])


def _seeded_record(seed: int) -> MatchRecord:
    """A whole money game between two beginners (who make mistakes), seeded."""
    match = Match(0, RuleOptions.money(), dice=RandomDice(seed))
    engine = SageEngine("beginner", seed=seed)
    play_game(match.new_game(), (engine, engine), SelfPlayStats())
    return match.to_record()


def test_classes_and_words_are_gnubgs() -> None:
    assert [error_class(x) for x in (0.0, 0.029, 0.03, 0.059, 0.06, 0.119, 0.12, 1.0)] == [
        "", "", "doubtful", "doubtful", "bad", "bad", "very bad", "very bad"]
    assert [luck_class(x) for x in (0.0, 0.3, 0.6, -0.3, -0.6, 0.29)] == [
        "", "lucky", "very lucky", "unlucky", "very unlucky", ""]
    assert rating_word(0.001) == "Supernatural"
    assert rating_word(0.004) == "World class"
    assert rating_word(0.007) == "Expert"
    assert rating_word(0.034) == "Beginner"
    assert rating_word(0.05) == "Awful!"
    assert rating_word(None) == "N/A"


def test_a_clear_blunder_and_the_best_play(analyser: SageAnalyser) -> None:
    # 3-1: 8/5 6/5 (making the 5-point) is the book play; 24/21 24/23 splits badly
    record = _opening_record("24/21 24/23", (6, 4), "24/18 13/9")
    result = analyse_record(record, analyser.evaluate, "expert")
    alice = result.decisions_of(0)
    assert len(alice) == 1
    d = alice[0]
    assert d.kind == "checker" and d.best == "8/5 6/5" and d.made in ("24/21 24/23", "24/23 24/21")
    assert d.equity_lost >= 0.03 and d.error in ("doubtful", "bad", "very bad")
    assert d.candidates[0].text == "8/5 6/5"
    assert any(c.text == d.made for c in d.candidates)
    # the best play loses nothing
    good = analyse_record(_opening_record("8/5 6/5", (6, 4), "24/18 13/9"), analyser.evaluate, "expert")
    assert good.decisions_of(0)[0].equity_lost == 0.0
    assert good.decisions_of(0)[0].error == ""
    assert len(result.lucks) == 2 and result.lucks[0].player == 0
    assert result.players is not None
    assert result.players[0].checker_decisions == 1
    assert result.players[0].error_rate == pytest.approx(1000 * d.equity_lost)
    assert result.players[0].pr == pytest.approx(500 * d.equity_lost)


def test_a_seeded_game_analysed_twice_gives_the_same_figures(analyser: SageAnalyser) -> None:
    record = _seeded_record(11)
    first = analyse_record(record, analyser.evaluate, "expert")
    second = analyse_record(record, SageAnalyser().evaluate, "expert")
    assert first.decisions == second.decisions
    assert first.lucks == second.lucks
    assert first.players == second.players
    assert first.players is not None
    # every checker decision of the record is in the analysis or was forced
    moves = sum(a.kind == "move" for a in record.games[0].actions)
    checker = sum(s.checker_decisions for s in first.players)
    assert 0 < checker <= moves
    assert all(d.equity_lost >= 0 for d in first.decisions)
    # the worst-first list of a player's errors
    for player in (0, 1):
        errors = first.errors_of(player)
        assert [e.equity_lost for e in errors] == sorted((e.equity_lost for e in errors), reverse=True)


def test_the_analysis_round_trips_through_its_dict(analyser: SageAnalyser) -> None:
    record = _seeded_record(3)
    result = analyse_record(record, analyser.evaluate, "expert")
    data = json.loads(json.dumps(result.to_dict()))
    back = MatchAnalysis.from_dict(data, record)
    assert back.level == result.level and back.games == result.games
    assert len(back.decisions) == len(result.decisions)
    for a, b in zip(back.decisions, result.decisions, strict=True):
        assert (a.game, a.action, a.player, a.kind, a.made, a.best, a.error) == (
            b.game, b.action, b.player, b.kind, b.made, b.best, b.error)
        assert a.equity_lost == pytest.approx(b.equity_lost, abs=1e-5)
    assert back.players is not None and result.players is not None
    assert back.players[0].rating == result.players[0].rating
    with pytest.raises(ValueError, match="update the program"):
        MatchAnalysis.from_dict({**data, "version": 99})


def test_cancel_between_turns(analyser: SageAnalyser) -> None:
    record = _seeded_record(5)
    seen: list[int] = []

    def progress(done: int, total: int) -> None:
        seen.append(done)

    with pytest.raises(Cancelled):
        analyse_record(record, analyser.evaluate, "expert", progress=progress, cancel=lambda: len(seen) > 3)
    assert seen[-1] == 3


def test_cube_decisions_are_found() -> None:
    record = _seeded_record(7)
    queries = list(turn_queries(record))
    doubles = sum(a.kind == "double" for a in record.games[0].actions)
    assert sum(q.cube_action == "double" for q in queries) == doubles
    assert all(q.dice is not None or q.answer == "drop" or q is queries[-1] for q in queries)


def test_the_child_process_gives_the_same_analysis(analyser: SageAnalyser) -> None:
    record = _opening_record("24/21 24/23", (6, 4), "24/18 13/9")
    local = analyse_record(record, analyser.evaluate, "expert")
    with ProcessEngine("expert") as engine:
        remote = analyse_record(record, lambda q, lv: engine.analyse_turn(q, lv), "expert")
    assert remote.decisions == local.decisions
    assert remote.lucks == local.lucks


def test_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from backgammon_qt import io as match_io

    path = tmp_path / "game.bgqt"
    match_io.save(_opening_record("24/21 24/23", (6, 4), "24/18 13/9"), path)
    assert engine_main(["analyse", str(path), "--level", "expert", "--moves"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("game 1:")
    moves = [json.loads(line) for line in lines[1:-1]]
    assert {m["player"] for m in moves} == {"Alice", "Bob"}
    assert all(set(m) >= {"player", "kind", "made", "best", "equity_lost"} for m in moves)
    summary = json.loads(lines[-1])
    assert summary["level"] == "expert"
    assert [p["name"] for p in summary["players"]] == ["Alice", "Bob"]
    for p in summary["players"]:
        assert set(p) >= {"name", "checker_decisions", "cube_decisions", "error_rate", "pr", "errors", "luck"}
        assert set(p["errors"]) == {"doubtful", "bad", "very_bad"}
    assert engine_main(["analyse", str(tmp_path / "missing.mat")]) == 1


@pytest.mark.skipif(not SHARED.is_dir(), reason="the shared match corpus (../shared) is not beside the checkout")
def test_a_corpus_match_replays_into_turns() -> None:
    from backgammon_qt import io as match_io

    record = match_io.load(SHARED / "gibbon" / "7point.mat")
    queries = list(turn_queries(record))
    assert {q.game for q in queries} == set(range(len(record.games)))
    assert sum(q.play is not None for q in queries) > 100


def test_the_luck_adjusted_result_counts_finished_games_only(analyser: SageAnalyser) -> None:
    """A finished money game and an unfinished one: the unfinished game's
    luck is in the luck but not in the luck-adjusted result (which has no
    result of that game to adjust)."""
    from dataclasses import replace

    record = _seeded_record(5)
    game = record.games[0]
    assert game.outcome is not None
    unfinished = replace(game, actions=list(game.actions[:12]), outcome=None, side_lines=[])
    record = replace(record, games=[game, unfinished])
    analysis = analyse_record(record, analyser.evaluate, "expert")
    assert analysis.players is not None and analysis.games == (0, 1)
    second = [r for r in analysis.lucks if r.game == 1]
    assert second and any(abs(r.cost) > 1e-3 for r in second)          # the unfinished game has luck
    winner, points = game.outcome.winner, game.outcome.points
    for p, stats in enumerate(analysis.players):
        assert stats.luck == pytest.approx(sum(r.luck for r in analysis.lucks if r.player == p))
        assert stats.luck_per_game[1] == pytest.approx(sum(r.luck for r in second if r.player == p))
        mine = sum(r.cost for r in analysis.lucks if r.game == 0 and r.player == p)
        theirs = sum(r.cost for r in analysis.lucks if r.game == 0 and r.player != p)
        net = points if p == winner else -points
        assert stats.luck_adjusted == pytest.approx(net - (mine - theirs))    # one finished game


def _dropped_games(winners: list[int]) -> MatchRecord:
    """A 7-point match of games that end at once: the opening's loser
    doubles and the winner of ``winners[g]`` is the doubler (the other drops)."""
    games, score = [], [0, 0]
    for winner in winners:
        dropper = 1 - winner
        opening = (3, 1) if dropper == 0 else (1, 3)
        games.append(GameRecord(actions=[Action("opening", dropper, opening), Action("move", dropper, play="8/5 6/5"),
                                         Action("double", winner), Action("drop", dropper)],
                                score_before=(score[0], score[1])))
        score[winner] += 1
    return Match.replay(MatchRecord(players=("Alice", "Bob"), match_length=7, rules=RuleOptions.match(),
                                    games=games)).to_record()


def test_the_luck_adjusted_result_of_a_match_counts_the_games_analysed_only() -> None:
    """Games 1 and 3 analysed whole, game 2 only in part (kept so by a merge):
    the change of match-winning chances is game 1's and game 3's, not game
    2's point (Alice's) too."""
    import bgbot_cpp

    from backgammon_qt.engine.analysis import summarise

    record = _dropped_games([1, 0, 1])            # Bob, Alice, Bob: 0-1, 1-1, 1-2
    assert [g.score_before for g in record.games] == [(0, 0), (0, 1), (1, 1)]

    def met(away_mine: int, away_theirs: int) -> float:
        return float(bgbot_cpp.get_met(away_mine, away_theirs, False))

    analysis = MatchAnalysis("expert", games=(0, 1, 2), partial=1)        # no luck in these games: no roll
    alice, bob = summarise(record, analysis)
    alice_change = (met(7, 6) - met(7, 7)) + (met(6, 5) - met(6, 6))
    assert alice.luck_adjusted == pytest.approx(alice_change)
    assert bob.luck_adjusted == pytest.approx(-alice_change)


def test_a_partial_analysis_says_which_game_is_in_part(analyser: SageAnalyser) -> None:
    from backgammon_qt.engine.analysis import TurnReport, partial_analysis

    record = _seeded_record(5)
    reports: list[TurnReport] = []
    whole = analyse_record(record, analyser.evaluate, "expert", on_turn=reports.append)
    assert reports and reports[-1].done == reports[-1].total == len(reports)
    assert [d for r in reports for d in r.decisions] == whole.decisions
    part = partial_analysis(record, "expert", reports[:5])
    assert part.partial == 0 and part.games == (0,)
    assert part.players is not None and part.players[0].luck_adjusted is None
    again = MatchAnalysis.from_dict(part.to_dict(), record)
    assert again.partial == 0
    complete = partial_analysis(record, "expert", reports)       # every turn reported: not a part
    assert complete.partial is None and complete.players == whole.players


def test_the_roll_and_play_after_a_double_taken_are_rated_with_the_cube_it_left(analyser: SageAnalyser) -> None:
    """Bob doubles, Alice takes (a 5-point match): Bob's roll and play are
    made with the cube at 2 on Alice's side, and rated so: as the model's
    game says it after the take (the tutor asks so), not with the centred
    1-cube of before the double (their cost in match-winning chances was
    half)."""
    from dataclasses import replace

    from backgammon_qt.engine.analysis import turn_decisions
    from backgammon_qt.engine.base import CubeOwner, GameContext

    actions = [Action("opening", 0, (3, 1)), Action("move", 0, play="8/5 6/5"), Action("double", 1),
               Action("take", 0), Action("roll", 1, (6, 4)), Action("move", 1, play="24/18 13/9")]
    record = MatchRecord(players=("Alice", "Bob"), match_length=5, rules=RuleOptions.match(),
                         games=[GameRecord(actions=actions)])
    analysis = analyse_record(record, analyser.evaluate, "expert")
    play = next(d for d in analysis.decisions if d.kind == "checker" and d.player == 1)
    luck = next(r for r in analysis.lucks if r.player == 1)
    # the game as the model has it when Bob has rolled after the take
    rolled = Match.replay(replace(record, games=[GameRecord(actions=actions[:5])])).game
    assert rolled is not None and rolled.cube_value == 2 and rolled.cube_owner == 0 and rolled.on_roll == 1
    context = GameContext.for_game(rolled)
    assert context.cube_owner is CubeOwner.OPPONENT
    query = next(q for q in turn_queries(record) if q.player == 1)
    alone = replace(query, context=context, cube=False, cube_action=None, answer=None)
    decisions, alone_luck = turn_decisions(alone, analyser.evaluate(alone, "expert"))
    (expected,) = decisions
    assert (play.made, play.best) == (expected.made, expected.best)
    assert play.equity_lost == pytest.approx(expected.equity_lost, abs=1e-9)
    assert play.cost == pytest.approx(expected.cost, abs=1e-9)
    assert [(c.text, c.equity) for c in play.candidates] == [(c.text, c.equity) for c in expected.candidates]
    assert alone_luck is not None
    assert (luck.luck, luck.cost) == pytest.approx((alone_luck.luck, alone_luck.cost), abs=1e-9)
    # the double itself is rated before it: with the centred 1-cube
    double = next(d for d in analysis.decisions if d.kind == "cube" and d.made == "double")
    before = replace(query, play=None, dice=None)
    assert before.context.cube_value == 1 and before.context.cube_owner is CubeOwner.CENTRE
    assert double.mwc == analyser.evaluate(before, "expert").mwc


def test_no_double_is_asked_of_a_cube_at_its_cap(analyser: SageAnalyser) -> None:
    """Money with the cube capped at 2: once Alice owns the 2-cube she may
    not redouble, so her turns have no cube decision (a missed double was
    counted against her)."""
    from dataclasses import replace

    rules = replace(RuleOptions.money(), cube_cap=2)
    actions = [Action("opening", 0, (3, 1)), Action("move", 0, play="8/5 6/5"), Action("double", 1),
               Action("take", 0), Action("roll", 1, (2, 1)), Action("move", 1, play="13/11 6/5"),
               Action("roll", 0, (6, 6)), Action("move", 0, play="24/18(2) 13/7(2)")]
    record = MatchRecord(players=("Alice", "Bob"), match_length=0, rules=rules, games=[GameRecord(actions=actions)])
    game = Match.replay(replace(record, games=[GameRecord(actions=actions[:6])])).game
    assert game is not None and game.cube_owner == 0 and not game.can_double()      # the model's rule
    alice = [q for q in turn_queries(record) if q.player == 0 and not q.opening]
    assert len(alice) == 1 and not alice[0].cube
    analysis = analyse_record(record, analyser.evaluate, "expert")
    assert not [d for d in analysis.decisions if d.kind == "cube" and d.player == 0 and d.made == "no double"]
    # without the cap she may redouble: the turn has its cube decision
    uncapped = replace(record, rules=RuleOptions.money())
    assert [q.cube for q in turn_queries(uncapped) if q.player == 0 and not q.opening] == [True]


def test_a_beaver_is_worth_no_more_than_the_doubler_dropping_it() -> None:
    """A double so wrong that the take is worth more than a point to the
    taker: beavered, the doubler drops (losing 2 cubes) rather than play on
    for four times the cube, so the beaver is worth 2, not twice the take."""
    from backgammon_qt.engine.analysis import TurnEval, turn_decisions
    from backgammon_qt.engine.base import GameContext
    from backgammon_qt.model import Position

    context = GameContext(match_length=0, beavers=True)
    query = TurnQuery(game=0, player=1, position=Position.start(), context=context, dice=None, opening=False,
                      cube=True, cube_action="double", answer="take", cube_index=2, answer_index=3)
    take = 1.25                                  # the taker's equity, normalised to the cube before the double
    evaluation = TurnEval(cube=(0.3, -2.0, 1.0), take=take, luck=None, plays=(), legal=0)
    decisions, _luck = turn_decisions(query, evaluation)
    answer = next(d for d in decisions if d.made == "take")
    options = {c.text: c.equity for c in answer.candidates}
    assert options == {"beaver": 2.0, "take": take, "drop": -1.0}
    assert answer.best == "beaver" and answer.equity_lost == pytest.approx(2.0 - take)


def _beavered_record(answer: str) -> MatchRecord:
    """Money with beavers: Alice opens 3-1 (8/5 6/5), Bob doubles at once (a
    blunder), Alice beavers (right: her take is worth more than nothing) and
    Bob answers the redouble with ``answer``."""
    actions = [Action("opening", 0, (3, 1)), Action("move", 0, play="8/5 6/5"), Action("double", 1),
               Action("beaver", 0), Action(answer, 1)]
    if answer == "take":
        actions.append(Action("roll", 1, (6, 5)))
    return MatchRecord(players=("Alice", "Bob"), match_length=0, rules=RuleOptions.money(),
                       games=[GameRecord(actions=actions)])


@pytest.mark.parametrize("answer", ["take", "drop"])
def test_the_redouble_after_a_beaver_is_analysed(analyser: SageAnalyser, answer: str) -> None:
    record = _beavered_record(answer)
    query = next(q for q in turn_queries(record) if q.cube_action == "double")
    assert (query.answer, query.answer_index, query.beaver_answer, query.beaver_answer_index) == (
        "beaver", 3, answer, 4)
    analysis = analyse_record(record, analyser.evaluate, "expert")
    cube = [d for d in analysis.decisions if d.kind == "cube"]
    assert [(d.player, d.made, d.action) for d in cube] == [(1, "double", 2), (0, "beaver", 3), (1, answer, 4)]
    double, beaver, redouble = cube
    assert double.best == "no double" and double.error == "very bad"
    assert beaver.best == "beaver"
    # the redouble's answer: taking plays on for twice the plain take's stake, dropping loses 2
    options = {c.text: c.equity for c in redouble.candidates}
    assert options["drop"] == -2.0
    plain_take = next(c.equity for c in beaver.candidates if c.text == "take")      # the beaverer's plain take
    assert options["take"] == pytest.approx(-2.0 * plain_take)
    assert redouble.best == "take"
    assert (redouble.error == "") == (answer == "take")
    assert redouble.equity_lost == pytest.approx(max(options.values()) - options[answer])


def _setup_record(dice: tuple[int, int] | None = (3, 1)) -> MatchRecord:
    """A money game set up at the start position with Alice on roll and
    ``dice`` given (the position editor's): she plays 24/21 24/23 (a 3-1
    split, not the book 8/5 6/5; rolled first when no dice are given), Bob
    rolls 6-4 and plays 24/18 13/9, Alice rolls 6-5 and plays 13/8 13/7."""
    from backgammon_qt.model import Position
    from backgammon_qt.model.record import Setup

    actions = [] if dice is not None else [Action("roll", 0, (3, 1))]
    actions += [Action("move", 0, play="24/21 24/23"), Action("roll", 1, (6, 4)), Action("move", 1, play="24/18 13/9"),
                Action("roll", 0, (6, 5)), Action("move", 0, play="13/8 13/7")]
    return MatchRecord(players=("Alice", "Bob"), match_length=0, rules=RuleOptions.money(),
                       games=[GameRecord(actions=actions, setup=Setup(Position.start(), 0, dice))])


def test_a_set_up_games_first_play_is_analysed_without_the_luck_of_its_given_dice(analyser: SageAnalyser) -> None:
    """The position editor's game with the dice given starts without a roll
    action: its first play was skipped ("Checker plays 1" after two)."""
    record = _setup_record()
    queries = list(turn_queries(record))
    assert [(q.player, q.dice) for q in queries] == [(0, (3, 1)), (1, (6, 4)), (0, (6, 5))]
    assert not queries[0].with_luck and not queries[0].cube and queries[0].move_index == 0
    result = analyse_record(record, analyser.evaluate, "expert")
    alice = result.decisions_of(0)
    assert [(d.kind, d.action, d.best) for d in alice][:1] == [("checker", 0, "8/5 6/5")]
    assert alice[0].made in ("24/21 24/23", "24/23 24/21") and alice[0].error in ("doubtful", "bad", "very bad")
    assert result.players is not None and result.players[0].checker_decisions == len(
        [d for d in alice if d.kind == "checker"]) >= 1
    assert alice[0].dice == (3, 1)
    # the luck: Bob's 6-4 and Alice's 6-5 rolled, none for the dice the set-up gave
    assert [(r.player, r.dice, r.action) for r in result.lucks] == [(1, (6, 4), 1), (0, (6, 5), 3)]
    # the same game with the dice rolled after the set-up: that roll has its luck, the play the same rating
    rolled = analyse_record(_setup_record(None), analyser.evaluate, "expert")
    assert [(r.player, r.dice) for r in rolled.lucks][:1] == [(0, (3, 1))]
    first = rolled.decisions_of(0)[0]
    assert (first.kind, first.best, first.equity_lost) == ("checker", "8/5 6/5", pytest.approx(alice[0].equity_lost))


def test_a_nackgammon_opening_is_analysed_from_the_nackgammon_start(analyser: SageAnalyser) -> None:
    """Issue 24 (RULES.md "Board and setup", Nackgammon): the opening 2-1
    played 24/22 23/22 needs the checkers on the 23-point; the analysis
    replays the record from the Nackgammon start and rates that play among
    the engine's candidates."""
    actions = [Action("opening", 0, (2, 1)), Action("move", 0, play="24/22 23/22"),
               Action("roll", 1, (6, 4)), Action("move", 1, play="24/18 13/9")]
    record = MatchRecord(players=("Alice", "Bob"), match_length=0,
                         rules=RuleOptions(jacoby=True, beavers=True, variation="nackgammon"),
                         games=[GameRecord(actions=actions)])
    result = analyse_record(record, analyser.evaluate, "expert")
    alice = result.decisions_of(0)
    assert len(alice) == 1 and alice[0].kind == "checker"
    assert any(c.text == alice[0].made for c in alice[0].candidates)
    assert alice[0].equity_lost >= 0.0


def _filled_analysis() -> tuple[MatchRecord, MatchAnalysis]:
    """The opening 3-1 of a money game analysed at World class (bgsage
    2-ply) with a list the move filter filled: two plays searched at 2-ply,
    three left at 1-ply (the equities and chances made up)."""
    from backgammon_qt.engine.analysis import Candidate, Decision
    from backgammon_qt.model import Position

    record = _opening_record("8/5 6/5", (6, 4), "24/18 13/9")
    chances = (0.55, 0.15, 0.01, 0.12, 0.005)
    candidates = (Candidate("8/5 6/5", 0.16, chances, 2), Candidate("13/10 6/5", -0.01, chances, 2),
                  Candidate("24/23 13/10", 0.01, chances, 1), Candidate("13/9", -0.02, chances, 1),
                  Candidate("24/21 6/5", -0.03, chances, 1))
    play = Decision(0, 1, 0, "checker", "8/5 6/5", "8/5 6/5", 0.0, 0.0, "", Position.start().position_id(),
                    (3, 1), candidates)
    return record, MatchAnalysis("world_class", [play], [], None, (0,))


def test_the_candidates_depths_round_trip_through_bgqt(tmp_path: Path) -> None:
    """A .bgqt file keeps each candidate's depth; an analysis saved before
    depths were kept (no ``depths``) reads as before, each depth unknown;
    a depth that is not a positive whole number is refused."""
    from backgammon_qt import io as match_io

    record, analysis = _filled_analysis()
    record.analysis = analysis.to_dict()
    path = tmp_path / "filled.bgqt"
    match_io.save(record, path)
    back = match_io.load(path)
    again = MatchAnalysis.from_dict(back.analysis, back)
    assert again.decisions[0].candidates == analysis.decisions[0].candidates
    assert [c.depth for c in again.decisions[0].candidates] == [2, 2, 1, 1, 1]
    old = json.loads(json.dumps(back.analysis))
    del old["decisions"][0]["depths"]
    before = MatchAnalysis.from_dict(old, back).decisions[0].candidates
    assert [(c.text, c.equity, c.chances) for c in before] == [
        (c.text, c.equity, c.chances) for c in analysis.decisions[0].candidates]
    assert [c.depth for c in before] == [None] * 5
    old["decisions"][0]["depths"] = [2, 2, 0, 1, 1]
    with pytest.raises(ValueError, match="not valid"):
        MatchAnalysis.from_dict(old, back)
