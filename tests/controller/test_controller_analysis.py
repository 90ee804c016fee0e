"""The analysis job (backgammon_qt/controller/engine_jobs/analysis.py) and the analysis
kept in .bgqt files.

The engine's work is kept small (it is not what most of these test): short
seeded games (seed 25's first game has 11 turns, seed 29's two games 9 and
41), and a reference analysis only as far as the job went
(:func:`_analyse_until`).  The tests that analyse are ``slow`` all the same.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from backgammon_qt import io as match_io
from backgammon_qt.controller.engine_jobs.analysis import AnalysisJob, analysis_from_record
from backgammon_qt.engine import Cancelled, SageEngine
from backgammon_qt.engine.analysis import SageAnalyser, TurnReport, analyse_record, turn_queries
from backgammon_qt.engine.selfplay import SelfPlayStats, play_game
from backgammon_qt.io import MatchFileError
from backgammon_qt.model import Match, RandomDice, RuleOptions


def _seeded_record(seed: int, games: int = 1):
    match = Match(0, RuleOptions.money(), dice=RandomDice(seed))
    engine = SageEngine("beginner", seed=seed)
    for _ in range(games):
        play_game(match.new_game(), (engine, engine), SelfPlayStats())
    return match.to_record()


def _analyse_until(record, level: str, enough: Callable[[list[TurnReport]], bool]) -> list[TurnReport]:
    """The reports of the first turns of ``record``'s analysis at ``level``
    (in this process): it stops once ``enough(reports)`` holds, or at the
    match's end."""
    reports: list[TurnReport] = []
    stop = threading.Event()

    def on_turn(report: TurnReport) -> None:
        reports.append(report)
        if enough(reports):
            stop.set()

    try:
        analyse_record(record, SageAnalyser().evaluate, level, on_turn=on_turn, cancel=stop)
    except Cancelled:
        pass
    return reports


@pytest.fixture
def job(qtbot):
    job = AnalysisJob()
    yield job
    job.shutdown()


@pytest.mark.slow
def test_the_job_reports_progress_and_the_analysis(qtbot, job: AnalysisJob) -> None:
    record = _seeded_record(25)
    steps: list[tuple[int, int]] = []
    job.progress.connect(lambda done, total: steps.append((done, total)))
    with qtbot.waitSignal(job.finished, timeout=120_000) as blocker:
        job.start(record, "expert")
    result = blocker.args[0]
    assert not job.running
    assert steps and steps[-1][0] == steps[-1][1] and steps[-1][1] > 0
    assert [d for d, _ in steps] == sorted(d for d, _ in steps)
    local = analyse_record(record, SageAnalyser().evaluate, "expert")
    assert result.decisions == local.decisions
    assert result.players == local.players


@pytest.mark.slow
def test_cancel_mid_match_and_the_job_carries_on(qtbot, job: AnalysisJob) -> None:
    record = _seeded_record(4, games=3)
    with qtbot.waitSignal(job.progress, timeout=60_000, check_params_cb=lambda done, total: done >= 2):
        job.start(record, "world_class")
    assert job.running and job.done < job.total
    finished: list[object] = []
    job.finished.connect(finished.append)
    with qtbot.waitSignal(job.cancelled, timeout=1000):
        job.cancel()
    assert not job.running
    # a new analysis runs to its end in the same job (and engine process)
    short = _seeded_record(25)
    with qtbot.waitSignal(job.finished, timeout=120_000) as blocker:
        job.start(short, "expert")
    assert blocker.args[0].level == "expert"
    assert finished == [blocker.args[0]]           # nothing of the cancelled run came through


def test_an_unknown_level_is_refused(job: AnalysisJob) -> None:
    with pytest.raises(ValueError):
        job.start(_seeded_record(1), "perfect")


@pytest.mark.slow
def test_bgqt_keeps_the_analysis(tmp_path: Path) -> None:
    record = _seeded_record(6)
    analysis = analyse_record(record, SageAnalyser().evaluate, "expert")
    record.analysis = analysis.to_dict()
    path = tmp_path / "analysed.bgqt"
    match_io.save(record, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == 3 and data["analysis"]["version"] == 1
    back = match_io.load(path)
    restored, problem = analysis_from_record(back)
    assert problem == "" and restored is not None
    assert [(d.game, d.action, d.made, d.best, d.error) for d in restored.decisions] == [
        (d.game, d.action, d.made, d.best, d.error) for d in analysis.decisions]
    assert restored.players is not None and analysis.players is not None
    assert restored.players[0].rating == analysis.players[0].rating
    assert restored.players[1].errors == analysis.players[1].errors


def test_a_file_without_analysis_still_opens_and_keeps_its_version(tmp_path: Path) -> None:
    record = _seeded_record(2)
    path = tmp_path / "plain.bgqt"
    match_io.save(record, path)
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == 1
    back = match_io.load(path)
    assert back.analysis is None
    assert analysis_from_record(back) == (None, "")


def test_newer_versions_are_refused_with_a_clear_message(tmp_path: Path) -> None:
    record = _seeded_record(2)
    record.analysis = {"version": 99, "level": "world_class", "games": [0], "decisions": [], "lucks": []}
    path = tmp_path / "future.bgqt"
    match_io.save(record, path)
    back = match_io.load(path)                  # the match opens ...
    restored, problem = analysis_from_record(back)
    assert restored is None and "update the program" in problem      # ... its analysis is refused, in words
    data = json.loads(path.read_text(encoding="utf-8"))
    data["version"] = 4
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(MatchFileError, match="newer backgammon-qt"):
        match_io.load(path)
    data["version"] = 3
    data["analysis"] = ["not", "an", "object"]
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(MatchFileError, match="analysis must be an object"):
        match_io.load(path)


def _decision(**changes) -> dict:
    """A decision as MatchAnalysis.to_dict writes it (game 1's fourth action), with ``changes``."""
    d = {"game": 0, "action": 3, "player": 0, "kind": "checker", "made": "8/5 6/5", "best": "8/5 6/5",
         "equity_lost": 0.0, "cost": 0.0, "error": "", "position_id": "4HPwATDgc/ABMA", "dice": [3, 1],
         "candidates": [["8/5 6/5", 0.1, None]]}
    d.update(changes)
    return d


@pytest.mark.parametrize("decisions, lucks, where, why", [
    # a value that is not a number: was a plain ValueError, "could not convert string to float: 'abc'"
    ([_decision(), _decision(equity_lost="abc")], [], " (game 1, move 4)",
     "decision 2 of the analysis is not valid: ValueError(\"could not convert string to float: 'abc'\")"),
    # an entry that is not an object: was an AttributeError, which escaped every caller
    ([5], [], "", "decision 1 of the analysis is not valid: AttributeError(\"'int' object has no attribute 'get'\")"),
    # a roll's luck of the wrong shape: was a plain ValueError ("not enough values to unpack")
    ([], [[0, 1, 0]], " (game 1, move 2)",
     "roll 1 of the analysis is not valid: ValueError('not enough values to unpack (expected 6, got 3)')"),
    # entries the match does not have: were read, and a decision of game 100 or player 5 kept
    ([_decision(game=99)], [], " (game 100, move 4)",
     "decision 1 of the analysis names a game, action or player the match does not have"),
    ([_decision(player=5)], [], " (game 1, move 4)",
     "decision 1 of the analysis names a game, action or player the match does not have"),
])
def test_a_bad_analysis_in_a_file_is_a_file_error_with_where_and_why(tmp_path: Path, decisions, lucks, where,
                                                                      why) -> None:
    """House rule: bad input gets a clear error and loses nothing.  The
    analysis kept in a .bgqt file is file input: a bad entry is io's
    MatchFileError naming the file, the entry's game and move and why
    (the match itself is read; the caller opens it without the analysis)."""
    from backgammon_qt.controller.engine_jobs.analysis import read_record_analysis

    record = _seeded_record(2)
    record.analysis = {"version": 1, "level": "expert", "games": [0], "decisions": decisions, "lucks": lucks}
    path = tmp_path / "bad.bgqt"
    match_io.save(record, path)
    back = match_io.load(path)
    restored, problem = analysis_from_record(back, str(path))
    assert restored is None and problem == f"bad.bgqt{where}: {why}"
    with pytest.raises(MatchFileError) as raised:
        read_record_analysis(back, str(path))
    error = raised.value
    assert error.path == str(path) and error.reason == why
    assert (error.game, error.move) == {" (game 1, move 4)": (1, 4), " (game 100, move 4)": (100, 4),
                                        " (game 1, move 2)": (1, 2), "": (None, None)}[where]


def test_a_file_with_a_bad_analysis_opens_without_it_and_says_where_and_why(qtbot, tmp_path: Path) -> None:
    from backgammon_qt.app.settings import Settings
    from backgammon_qt.controller.session import Session

    record = _seeded_record(2)
    record.analysis = {"version": 1, "level": "expert", "games": [0], "decisions": [5], "lucks": []}
    path = tmp_path / "bad.bgqt"
    match_io.save(record, path)
    session = Session(Settings(tmp_path / "s.ini"))
    news: list[str] = []
    session.news.connect(news.append)
    with qtbot.waitSignal(session.loaded, timeout=10000):
        session.open(path)
    assert session.analysis is None
    assert [len(g.actions) for g in session.record().games] == [len(g.actions) for g in record.games]
    assert news[-1] == ("Opened bad.bgqt: 1 game. Warnings: The analysis in the file was not read: bad.bgqt: "
                        "decision 1 of the analysis is not valid: AttributeError(\"'int' object has no attribute "
                        "'get'\")")
    session.shutdown()


@pytest.mark.slow
def test_a_cancelled_analysis_gives_the_turns_done(qtbot, job: AnalysisJob) -> None:
    record = _seeded_record(4, games=2)
    with qtbot.waitSignal(job.progress, timeout=60_000, check_params_cb=lambda done, total: done >= 3):
        job.start(record, "world_class")
    with qtbot.waitSignal(job.cancelled, timeout=1000) as blocker:
        job.cancel()
    partial = blocker.args[0]
    done = job.done
    assert partial is not None and done >= 3 and not job.running
    # the same as the analysis's first turns (analysed here as far as the job went)
    reports = _analyse_until(record, "world_class", lambda reports: len(reports) == done)
    assert len(reports) == done
    first = [r.luck for r in reports]
    assert None not in first                # every turn of the seeded game's start has a roll
    assert partial.lucks == first
    assert partial.decisions == [d for r in reports for d in r.decisions]
    assert partial.games == (0,) and partial.partial == 0
    assert partial.players is not None and partial.players[0].luck_adjusted is None
    # kept in a .bgqt file, it says it is a part
    record.analysis = partial.to_dict()
    restored, problem = analysis_from_record(record)
    assert problem == "" and restored is not None and restored.partial == 0


def test_nothing_done_nothing_given(qtbot, job: AnalysisJob) -> None:
    job.start(_seeded_record(3), "grandmaster")
    with qtbot.waitSignal(job.cancelled, timeout=1000) as blocker:
        job.cancel()                         # at once: no turn's report has come back to this thread
    assert blocker.args == [None]


@pytest.mark.slow
def test_two_games_analysed_in_part_do_not_merge_as_one_whole() -> None:
    """The match analysed up to the middle of game 2, then game 1 again up to
    its middle: the merge names one game analysed in part (game 1), and game
    2's part is left out (it counted as analysed whole)."""
    from backgammon_qt.controller.engine_jobs.analysis import merge_analyses
    from backgammon_qt.engine.analysis import partial_analysis

    record = _seeded_record(29, games=2)
    assert sum(q.game == 1 for q in turn_queries(record, None)) > 4      # game 2 goes on after its third turn
    # game 1 whole and game 2's first three turns: what the test uses of the analysis
    reports = _analyse_until(record, "expert", lambda reports: sum(r.game == 1 for r in reports) == 3)
    first = [r for r in reports if r.game == 0]
    second = [r for r in reports if r.game == 1]
    assert len(first) > 4 and len(second) == 3
    old = partial_analysis(record, "expert", first + second[:3])
    assert old.games == (0, 1) and old.partial == 1
    new = partial_analysis(record, "expert", first[:3])
    assert new.games == (0,) and new.partial == 0
    merged = merge_analyses(old, new, record)
    assert merged.games == (0,) and merged.partial == 0
    assert merged.decisions == new.decisions and merged.lucks == new.lucks
    # one whole game and the other in part merge as before
    whole_first = partial_analysis(record, "expert", first)
    assert whole_first.partial is None
    again = merge_analyses(old, whole_first, record)
    assert again.games == (0, 1) and again.partial == 1
    assert again.lucks == [r.luck for r in first + second[:3] if r.luck is not None]


def test_the_tutor_rates_at_the_analysis_level_but_never_with_a_rollout() -> None:
    """A truncated rollout takes seconds to minutes a decision: the tutor,
    which holds a human's cube action until it is rated, uses the default
    level then."""
    from backgammon_qt.controller.engine_jobs.analysis import default_level, tutor_level

    assert [tutor_level(lv) for lv in ("expert", "world_class", "grandmaster")] == [
        "expert", "world_class", "grandmaster"]
    assert {tutor_level(lv) for lv in ("truncated1", "truncated2", "truncated3")} == {default_level()}
