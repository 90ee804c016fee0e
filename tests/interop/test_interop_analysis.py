"""Our match analysis beside GNU Backgammon's (``analyse match`` then
``show statistics match``) on a real match of the corpus.  Loose, measured
properties only, never gnubg's numbers: both count the same unforced checker
plays (gnubg's "Unforced moves": more than one legal play), both rank the
two players the same way by error rate, and the error rates are of the same
size.  Ours at the default level (Grandmaster, bgsage 3-ply: gnubg's 2-ply,
the depth of gnubg's own default analysis, so both judge at equal depth).
benchmarks/analysis.py prints the full agreement figures."""

from __future__ import annotations

import dataclasses
import re
import subprocess
from pathlib import Path

import pytest

from backgammon_qt import io as match_io
from backgammon_qt.engine.analysis import DEFAULT_ANALYSIS_LEVEL, SageAnalyser, analyse_record

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "testdata" / "matches"
MATCH = CORPUS / "galaxy" / "match1486073.txt"


def _gnubg_statistics(gnubg: str, path: Path) -> str:
    commands = f"import mat {path}\nanalyse match\nshow statistics match\n"
    done = subprocess.run([gnubg, "-t", "-q"], input=commands, capture_output=True, text=True, timeout=600)
    return done.stdout


def _pair(text: str, label: str) -> tuple[float, float]:
    found = re.search(rf"^{re.escape(label)}\s+([+-]?[\d.]+)\S*\s+(?:\([^)]*\)\s+)?([+-]?[\d.]+)", text, re.M)
    assert found is not None, f"no {label!r} in gnubg's statistics"
    return float(found.group(1)), float(found.group(2))


@pytest.mark.skipif(not MATCH.exists(), reason="the shared match corpus (../shared) is not beside the checkout")
def test_our_analysis_agrees_with_gnubgs(gnubg: str) -> None:
    text = _gnubg_statistics(gnubg, MATCH)
    assert "Overall statistics" in text
    unforced = _pair(text, "Unforced moves")
    overall = text[text.index("Overall statistics"):]
    rates = [abs(x) for x in _pair(overall, "Error rate mEMG (MWC)")]
    ours = analyse_record(match_io.load(MATCH), None, DEFAULT_ANALYSIS_LEVEL, batch=SageAnalyser().evaluate_many)
    assert ours.players is not None
    for p, stats in enumerate(ours.players):
        assert stats.checker_decisions == pytest.approx(unforced[p], abs=2)
        assert stats.error_rate is not None
        # the same size: within a factor of two, or both small (under 10 mEMG apart)
        assert abs(stats.error_rate - rates[p]) < max(10.0, rates[p])
    if abs(rates[0] - rates[1]) > 3.0:        # a clear difference: both see the same player as the weaker
        ours_rates = [s.error_rate or 0.0 for s in ours.players]
        assert (ours_rates[0] > ours_rates[1]) == (rates[0] > rates[1])


@pytest.mark.skipif(not MATCH.exists(), reason="the shared match corpus (../shared) is not beside the checkout")
def test_gnubg_reads_our_analysis_back_from_sgf(gnubg: str, tmp_path: Path) -> None:
    record = match_io.load(MATCH)
    ours = analyse_record(record, SageAnalyser().evaluate, "expert")
    record.analysis = ours.to_dict()
    path = tmp_path / "analysed.sgf"
    match_io.save(record, path)
    assert "A[" in path.read_text(encoding="utf-8")
    back = match_io.load(path)                    # our reader keeps reading it
    assert [len(g.actions) for g in back.games] == [len(g.actions) for g in record.games]
    done = subprocess.run([gnubg, "-t", "-q"], input=f"load match {path}\nshow statistics match\n",
                          capture_output=True, text=True, timeout=120)
    text = done.stdout
    checker = text[text.index("Chequerplay statistics"):text.index("Chequerplay rating")]
    unforced = _pair(checker, "Unforced moves")
    rates = _pair(checker, "Error rate mEMG (MWC)")
    assert ours.players is not None
    luck = _pair(text[text.index("Luck statistics"):], "Luck total EMG (MWC)")
    assert max(luck) > 0 > min(luck)                   # one lucky player, one unlucky: both signs read
    for p, stats in enumerate(ours.players):          # gnubg shows our figures, without analysing
        assert unforced[p] == stats.checker_decisions
        assert abs(rates[p]) == pytest.approx(stats.checker_error_rate, abs=0.1)
        assert luck[p] == pytest.approx(stats.luck, abs=0.005)


CUBE_MATCH = CORPUS / "gibbon" / "7point.mat"      # a 7-point match with many cube decisions
CUBE_GAME = 7
"""Its game 8, at 5-5 (29 turns, 27 close or actual cube decisions): the
one game analysed, so the test costs a twelfth of the match's engine work."""


def _count(text: str, label: str) -> tuple[int, int]:
    found = re.search(rf"^{re.escape(label)}\s+(\d+)\s+(?:\([^)]*\)\)\s+)?(\d+)", text, re.M)
    assert found is not None, f"no {label!r} in gnubg's statistics"
    return int(found.group(1)), int(found.group(2))


@pytest.mark.skipif(not CUBE_MATCH.exists(), reason="the shared match corpus (../shared) is not beside the checkout")
def test_gnubg_reads_our_cube_decisions_and_luck_back_from_sgf(gnubg: str, tmp_path: Path) -> None:
    """gnubg's statistics of our SGF (without analysing it) show our cube
    decisions (DA) and luck (LU with the luck marks): the same counts, the
    same luck, and the cube error rates gnubg works out from our equities
    are ours (gnubg converts our match-winning chances back with its own
    match equity table, hence the tolerance).  One game of the match,
    saved as a match of its own that starts at that game's score."""
    whole = match_io.load(CUBE_MATCH)
    record = dataclasses.replace(whole, games=[whole.games[CUBE_GAME]])
    assert record.games[0].score_before != (0, 0) and not record.games[0].crawford
    ours = analyse_record(record, SageAnalyser().evaluate, "expert")
    assert ours.players is not None
    record.analysis = ours.to_dict()
    path = tmp_path / "analysed.sgf"
    match_io.save(record, path)
    done = subprocess.run([gnubg, "-t", "-q"], input=f"load match {path}\nshow statistics match\n",
                          capture_output=True, text=True, timeout=120)
    text = done.stdout
    luck = text[text.index("Luck statistics"):text.index("Cube statistics")]
    cube = text[text.index("Cube statistics"):text.index("Overall statistics")]
    totals = _pair(luck, "Luck total EMG (MWC)")
    close = _count(cube, "Close or actual cube decisions")
    cube_rates = _pair(cube, "Error rate mEMG (MWC)")
    marks = {kind: _count(luck, f"Rolls marked {kind}") for kind in ("very lucky", "lucky", "unlucky", "very unlucky")}
    assert sum(s.cube_decisions for s in ours.players) > 20          # the match has cube action to compare
    for p, stats in enumerate(ours.players):
        assert totals[p] == pytest.approx(stats.luck, abs=0.005)
        for kind, counts in marks.items():
            assert counts[p] == stats.lucky[kind], kind
        assert close[p] == stats.cube_decisions
        assert stats.cube_error_rate is not None
        assert abs(cube_rates[p]) == pytest.approx(stats.cube_error_rate, rel=0.05, abs=0.5)


FILTER_MATCH = CORPUS / "gibbon" / "7point.mat"     # its first game has clear-cut plays (a short list at 2-ply)


def _gnubg_move_lists(text: str) -> list[list[tuple[int, int, str, float]]]:
    """The move lists of gnubg's ``export match text``: per analysed
    checker play, its rows as (rank, gnubg plies, move, equity)."""
    lists: list[list[tuple[int, int, str, float]]] = []
    for found in re.finditer(r"^\*?\s+(\d+)\. Cubeful (\d+)-ply\s+(.+?)\s+Eq\.:\s*([+-]?[\d.]+)", text, re.M):
        rank, plies, move, equity = int(found.group(1)), int(found.group(2)), found.group(3), float(found.group(4))
        if rank == 1:
            lists.append([])
        lists[-1].append((rank, plies, move, equity))
    return lists


@pytest.mark.skipif(not FILTER_MATCH.exists(), reason="the shared match corpus (../shared) is not beside the checkout")
def test_gnubg_lists_our_candidates_at_their_own_depths(gnubg: str, tmp_path: Path) -> None:
    """A play the move filter left at bgsage's 1-ply is written at its own
    depth, and gnubg 1.07 reads it so: loaded from our SGF (not analysed
    again), ``export match text`` lists each of our analysed checker plays'
    candidates in our order, each at its own depth ("Cubeful 1-ply" for
    bgsage's 2-ply, "Cubeful 0-ply" for the plays left at 1-ply) with our
    equity."""
    whole = match_io.load(FILTER_MATCH)
    record = dataclasses.replace(whole, games=[whole.games[0]])
    ours = analyse_record(record, None, "world_class", batch=SageAnalyser().evaluate_many)
    checker = [d for d in ours.decisions if d.kind == "checker"]
    assert any(c.depth == 1 for d in checker for c in d.candidates)       # some lists were filled at 1-ply
    record.analysis = ours.to_dict()
    path = tmp_path / "filled.sgf"
    match_io.save(record, path)
    out = tmp_path / "filled.txt"
    subprocess.run([gnubg, "-t", "-q"], input=f"load match {path}\nexport match text {out}\n",
                   capture_output=True, text=True, timeout=120)
    lists = _gnubg_move_lists(out.read_text(encoding="utf-8"))
    assert len(lists) == len(checker)
    for d, rows in zip(checker, lists, strict=True):
        assert [(plies, move) for _rank, plies, move, _eq in rows] == [
            ((c.depth or 0) - 1, c.text) for c in d.candidates]
        assert [eq for *_rest, eq in rows] == pytest.approx([c.equity for c in d.candidates], abs=0.0015)


GNUBG_ANALYSED = CORPUS / "gnubg-sgf" / "match1484923_analyzed.sgf"


@pytest.mark.skipif(not GNUBG_ANALYSED.exists(), reason="the shared match corpus (../shared) is not beside the "
                    "checkout")
def test_gnubgs_analysis_read_and_written_again_gives_gnubg_its_statistics(gnubg: str, tmp_path: Path) -> None:
    """gnubg's analysed SGF read (io.sgf_analysis_read, engine.gnubg_import)
    and saved again as our SGF: gnubg's statistics of both files are the
    same (unforced moves, marks, close cube decisions, error rates, luck)."""
    from backgammon_qt.engine.gnubg_import import read_analysis

    record = match_io.load(GNUBG_ANALYSED)
    record.analysis = read_analysis(record.analysis, record).to_dict()
    path = tmp_path / "again.sgf"
    match_io.save(record, path)
    texts = []
    for source in (GNUBG_ANALYSED, path):
        done = subprocess.run([gnubg, "-t", "-q"], input=f"load match {source}\nshow statistics match\n",
                              capture_output=True, text=True, timeout=120)
        texts.append(done.stdout)
    labels = ("Unforced moves", "Moves marked doubtful", "Moves marked bad", "Moves marked very bad",
              "Close or actual cube decisions", "Luck total EMG (MWC)")
    for label in labels:
        assert _pair(texts[1], label) == _pair(texts[0], label), label
    rates = [re.findall(r"^Error rate mEMG \(MWC\)\s+(\S+)\s+\([^)]*\)\s+(\S+)", t, re.M) for t in texts]
    assert len(rates[0]) == 3 and rates[1] == rates[0]        # checker play, cube, overall


def test_gnubgs_analysis_converted_sgf_to_sgf_gives_gnubg_its_statistics(gnubg: str, tmp_path: Path) -> None:
    """``python -m backgammon_qt.io convert x.sgf y.sgf`` writes gnubg's figures as read (no engine):
    gnubg's statistics of both files are the same."""
    from backgammon_qt.io.__main__ import main

    path = tmp_path / "converted.sgf"
    assert main(["convert", str(GNUBG_ANALYSED), str(path)]) == 0
    texts = []
    for source in (GNUBG_ANALYSED, path):
        done = subprocess.run([gnubg, "-t", "-q"], input=f"load match {source}\nshow statistics match\n",
                              capture_output=True, text=True, timeout=120)
        texts.append(done.stdout)
    labels = ("Unforced moves", "Moves marked doubtful", "Moves marked bad", "Moves marked very bad",
              "Close or actual cube decisions", "Luck total EMG (MWC)")
    for label in labels:
        assert _pair(texts[1], label) == _pair(texts[0], label), label
    rates = [re.findall(r"^Error rate mEMG \(MWC\)\s+(\S+)\s+\([^)]*\)\s+(\S+)", t, re.M) for t in texts]
    assert len(rates[0]) == 3 and rates[1] == rates[0]        # checker play, cube, overall
