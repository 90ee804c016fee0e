"""gnubg's analysis read from its SGF turned into our analysis
(engine/gnubg_import.py): the decisions, their figures and the players'
figures beside gnubg 1.07's own ``show statistics match`` of the same
file, and our analysis written to SGF then read back."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from backgammon_qt import io as match_io
from backgammon_qt.engine.gnubg_import import read_analysis
from backgammon_qt.engine.summary import MatchAnalysis, error_class
from backgammon_qt.io.sgf import format_sgf, parse_sgf

SHARED = Path(__file__).resolve().parents[3] / "shared" / "testdata" / "matches"
GNUBG_SGF = SHARED / "gnubg-sgf"
needs_corpus = pytest.mark.skipif(not GNUBG_SGF.is_dir(), reason="the shared match corpus (../shared) is not beside "
                                  "the checkout")


def _read(name: str) -> tuple[str, object, MatchAnalysis]:
    path = GNUBG_SGF / name
    text = path.read_text(encoding="utf-8")
    record = parse_sgf(text, path)
    return text, record, read_analysis(record.analysis, record)


@needs_corpus
def test_gnubgs_analysis_is_ours_with_gnubgs_statistics() -> None:
    text, record, analysis = _read("match1484923_analyzed.sgf")
    assert analysis.level == "gnubg 1-ply" and analysis.games == tuple(range(len(record.games)))
    stats = analysis.players
    # gnubg 1.07 `load match match1484923_analyzed.sgf` then `show statistics match` (klara, lasse):
    # Unforced moves 86 87; Close or actual cube decisions 10 6; Overall error rate mEMG -12.2 -22.5;
    # Moves marked doubtful 6 4, bad 2 1, very bad 2 4; Luck total EMG +0.140 +3.405; rating Intermediate,
    # Casual player
    assert [s.checker_decisions for s in stats] == [86, 87]
    assert [s.cube_decisions for s in stats] == [10, 6]
    assert [round(s.error_rate, 1) for s in stats] == [12.2, 22.5]
    assert [(s.checker_errors["doubtful"], s.checker_errors["bad"], s.checker_errors["very_bad"])
            for s in stats] == [(6, 2, 2), (4, 1, 4)]
    assert [round(s.luck, 3) for s in stats] == [0.140, 3.405]
    assert [s.rating for s in stats] == ["Intermediate", "Casual player"]
    # every A[] is a checker play: analysed, or a forced play (one candidate, nothing to decide)
    a_values = re.findall(r"(?<![A-Z])A\[[0-9]+\]((?:\[[^\]]*\])+)", text)
    forced = sum(v.count("[") == 1 for v in a_values)
    assert len([d for d in analysis.decisions if d.kind == "checker"]) == len(a_values) - forced
    assert len(analysis.lucks) == len(re.findall(r"(?<![A-Z])LU\[", text))


@needs_corpus
def test_a_decisions_figures_are_the_files() -> None:
    _text, _record, analysis = _read("match1484923_analyzed.sgf")
    first = analysis.decisions_of(1)[0]         # ;B[41ablp]A[0][lpab E ver 3 ... -0.011652 1C ...]...
    assert (first.game, first.kind, first.made, first.best) == (0, "checker", "24/23 13/9", "24/23 13/9")
    assert first.dice == (4, 1) and first.equity_lost == 0 and first.error == ""
    c = first.candidates
    assert [round(x.equity, 6) for x in c[:3]] == [-0.011652, -0.028382, -0.041259]
    assert c[0].chances == (0.495682, 0.1405, 0.006151, 0.139743, 0.00605)
    assert c[0].depth == 2 and c[-1].depth == 1        # gnubg's 1-ply is bgsage's 2; the last at 0-ply
    errors = [d for d in analysis.decisions if d.kind == "checker" and d.error]
    for d in errors:
        best, made = d.candidates[0].equity, next(x.equity for x in d.candidates if x.text == d.made)
        assert d.equity_lost == pytest.approx(best - made) and d.error == error_class(best - made)
    # a double and its take: the doubler's figures, in equities (the file's chances through the table)
    double = next(d for d in analysis.decisions if d.made == "double")
    assert [x.text for x in double.candidates] == ["no double", "double, take", "double, pass"]
    assert double.candidates[2].equity == 1.0 and double.mwc is not None
    answer = next(d for d in analysis.decisions if d.game == double.game and d.action == double.action + 1)
    assert answer.kind == "cube" and answer.made in ("take", "drop")
    assert dict((x.text, x.equity) for x in answer.candidates)["take"] == pytest.approx(
        -double.candidates[1].equity)


@needs_corpus
def test_gnubgs_analysis_written_again_reads_back_the_same() -> None:
    _text, record, analysis = _read("match1486073_analyzed.sgf")
    record.analysis = analysis.to_dict()
    again = parse_sgf(format_sgf(record))
    assert again.warnings == [] and again.analysis["level"] == "gnubg 1-ply"
    back = read_analysis(again.analysis, again)
    _same(analysis, back)


@needs_corpus
@pytest.mark.parametrize(("name", "kinds"), [
    # gnubg's A[] plays at 1 ply (its most common deepest candidate), its DA[] cube decisions at 2
    ("match1484923_analyzed.sgf", ("gnubg 1-ply", "gnubg 2-ply")),
    ("test-match01_analyzed.sgf", ("gnubg 1-ply", "gnubg 2-ply")),
    ("charlot1-charlot2_7p_2025-11-08-2305.sgf", None),              # both at 2 plies: one level says it
])
def test_gnubgs_checker_and_cube_depths_are_each_kept(name: str, kinds: tuple[str, str] | None) -> None:
    """gnubg 1.07 analyses cube decisions deeper than checker plays by
    default: the analysis keeps each kind's level, through our own file
    (to_dict/from_dict) and through SGF written again."""
    _text, record, analysis = _read(name)
    assert analysis.kind_levels == kinds
    assert MatchAnalysis.from_dict(analysis.to_dict(), record).kind_levels == kinds
    record.analysis = analysis.to_dict()
    again = parse_sgf(format_sgf(record))
    assert read_analysis(again.analysis, again).kind_levels == kinds
    older = analysis.to_dict()
    older.pop("kind_levels", None)                     # an analysis kept before the kinds' levels were
    assert MatchAnalysis.from_dict(older, record).kind_levels is None


def _same(ours: MatchAnalysis, back: MatchAnalysis) -> None:
    assert [(d.game, d.action, d.player, d.kind, d.made, d.best, d.error) for d in back.decisions] == [
        (d.game, d.action, d.player, d.kind, d.made, d.best, d.error) for d in ours.decisions]
    for d, e in zip(ours.decisions, back.decisions, strict=True):
        assert e.equity_lost == pytest.approx(d.equity_lost, abs=2e-5)
        assert [(c.text, c.depth) for c in e.candidates] == [(c.text, c.depth) for c in d.candidates]
        assert [c.equity for c in e.candidates] == pytest.approx([c.equity for c in d.candidates], abs=2e-5)
    assert [(r.game, r.action, r.player, r.kind) for r in back.lucks] == [
        (r.game, r.action, r.player, r.kind) for r in ours.lucks]
    assert [r.luck for r in back.lucks] == pytest.approx([r.luck for r in ours.lucks], abs=1e-5)


@pytest.mark.slow
@pytest.mark.skipif(not (SHARED / "galaxy" / "match1486073.txt").exists(), reason="the shared match corpus")
def test_our_analysis_written_to_sgf_reads_back_the_same() -> None:
    from backgammon_qt.engine.analysis import SageAnalyser, analyse_record

    record = match_io.load(SHARED / "galaxy" / "match1486073.txt")
    ours = analyse_record(record, SageAnalyser().evaluate, "expert")
    record.analysis = ours.to_dict()
    again = parse_sgf(format_sgf(record))
    assert again.warnings == [] and again.analysis["level"] == "gnubg 0-ply"     # expert: bgsage 1-ply
    back = read_analysis(again.analysis, again)
    _same(ours, back)


@needs_corpus
@pytest.mark.parametrize(("name", "unforced", "close", "rates"), [
    # gnubg 1.07 `show statistics match` of each file: Unforced moves, Close or actual cube decisions,
    # the overall Error rate mEMG
    ("match1486073_analyzed.sgf", [48, 38], [2, 1], [5.6, 10.6]),
    ("test-match01_analyzed.sgf", [56, 71], [2, 5], [1.3, 15.4]),
    ("charlot1-charlot2_7p_2025-11-08-2305.sgf", [86, 66], [5, 13], [0.0, 0.0]),     # gnubg 2-ply, no luck
])
def test_each_analysed_files_figures_are_gnubgs(name: str, unforced: list[int], close: list[int],
                                                 rates: list[float]) -> None:
    _text, _record, analysis = _read(name)
    stats = analysis.players
    assert [s.checker_decisions for s in stats] == unforced
    assert [s.cube_decisions for s in stats] == close
    assert [round(s.error_rate, 1) for s in stats] == rates


def test_a_rolled_out_play_is_judged_by_its_rollout() -> None:
    text = ("(;FF[4]GM[6]MI[length:0][game:0][ws:0][bs:0]PW[a]PB[b]\n;B[41ablp]"
            "A[0][ablp X ver 3 Score -0.05 0.01 Trials 1296 Output 0.5 0.14 0.006 0.13 0.006 -0.05 -0.05 "
            "StdDev 0 0 0 0 0 0 0 SK 0 ]"
            "[lppq X ver 3 Score 0.08 0.01 Trials 1296 Output 0.5 0.14 0.006 0.13 0.006 0.08 0.08 "
            "StdDev 0 0 0 0 0 0 0 SK 0 ]"
            "[lpst E ver 3 0.5 0.1 0.01 0.1 0.01 0.2 1C 0 1 0.000000 1]\n;W[31hefe]\n)")
    record = parse_sgf(text)
    assert record.warnings == []
    analysis = read_analysis(record.analysis, record)
    (d,) = analysis.decisions
    # the rollouts decide (13/8 best by 0.13: very bad), the 1-ply evaluation of 13/9 6/5 is listed after them
    assert (d.made, d.best, d.error) == ("24/23 13/9", "13/8", "very bad")
    assert d.equity_lost == pytest.approx(0.13)
    assert [(c.text, c.depth) for c in d.candidates] == [("13/8", None), ("24/23 13/9", None), ("13/9 6/5", 2)]
