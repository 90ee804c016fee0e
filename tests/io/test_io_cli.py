"""``python -m backgammon_qt.io summary FILE`` and ``convert IN OUT``."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from helpers.corpus import DATA, MATCH_NAMES, REPO_ROOT, carried, load_corpus, params

from backgammon_qt.io import load
from backgammon_qt.io.__main__ import main


def test_summary_as_a_real_command() -> None:
    result = subprocess.run([sys.executable, "-m", "backgammon_qt.io", "summary",
                             str(DATA / "dialect_xg.txt")],
                            cwd=REPO_ROOT, capture_output=True, text=True, encoding="utf-8", timeout=120)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == {
        "format": "mat",
        "players": ["Alice", "Bob"],
        "match_length": 3,
        "games": [{"score_before": [0, 0], "winner": 1, "points": 2, "end": "resign"}],
        "final_score": [0, 2],
        "warnings": [],
    }


def test_unloadable_file_exits_1_with_one_line(tmp_path, capsys) -> None:
    bad = tmp_path / "chess.sgf"
    bad.write_text("(;FF[4]GM[3];W[e2e4])", encoding="utf-8")
    assert main(["summary", str(bad)]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err == ("error: chess.sgf, line 1: not a backgammon match file: an SGF file for chess "
                   "(GM[3]; backgammon is GM[6])\n")


@pytest.mark.parametrize("name", params(MATCH_NAMES))
def test_summary_of_corpus_files(name: str, corpus_dir, capsys) -> None:
    assert main(["summary", str(corpus_dir / name)]) == 0
    data = json.loads(capsys.readouterr().out)
    record = load_corpus(name)
    assert data["format"] == ("sgf" if name.endswith(".sgf") else "mat")
    assert data["players"] == list(record.players) and data["match_length"] == record.match_length
    assert len(data["games"]) == len(record.games)
    score = list(record.games[0].score_before)       # the starting score (6-3 in gibbon/edited.sgf)
    for i, (game, summary) in enumerate(zip(record.games, data["games"])):
        assert summary["score_before"] == list(game.score_before) == score
        if game.outcome is None:                      # only the last game may be unfinished
            assert i == len(record.games) - 1
            assert (summary["winner"], summary["points"], summary["end"]) == (None, 0, None)
            continue
        score[summary["winner"]] += summary["points"]
        if record.match_length:
            score = [min(s, record.match_length) for s in score]
        assert summary["end"] in ("bearoff", "drop", "resign")
    assert data["final_score"] == score
    assert data["warnings"] == []


def test_convert_between_formats(tmp_path, capsys) -> None:
    original = load(DATA / "dialect_bgstudio.txt")
    sgf, mat = tmp_path / "m.sgf", tmp_path / "m.mat"
    assert main(["convert", str(DATA / "dialect_bgstudio.txt"), str(sgf)]) == 0
    assert main(["convert", str(sgf), str(mat)]) == 0
    assert capsys.readouterr() == ("", "")
    assert sgf.read_text(encoding="utf-8").startswith("(;FF[4]GM[6]")
    assert " 3 point match" in mat.read_text(encoding="utf-8")
    assert carried(load(mat), "sgf") == carried(original, "sgf")


def test_convert_to_an_unknown_extension_fails(tmp_path, capsys) -> None:
    assert main(["convert", str(DATA / "dialect_gnubg.mat"), str(tmp_path / "m.pdf")]) == 1
    assert capsys.readouterr().err.startswith("error: m.pdf: unknown file type '.pdf'")
    assert not (tmp_path / "m.pdf").exists()


def test_convert_prints_warnings(tmp_path, capsys) -> None:
    text = (DATA / "dialect_gnubg.mat").read_text(encoding="utf-8")
    text = text.replace("Wins 2 points", "Wins 100 points")
    src = tmp_path / "odd.mat"
    src.write_text(text, encoding="utf-8")
    assert main(["convert", str(src), str(tmp_path / "odd.sgf")]) == 0
    err = capsys.readouterr().err
    assert err.startswith("warning: game 1, line 12: ") and "100 points" in err


@pytest.mark.parametrize("name", ["gnubg-sgf/match1486073_analyzed.sgf", "gnubg-sgf/test-match01_analyzed.sgf",
                                  "gnubg-sgf/charlot1-charlot2_7p_2025-11-08-2305.sgf"])
def test_convert_sgf_to_sgf_keeps_gnubgs_analysis(name: str, tmp_path, capsys) -> None:
    """A trust fault: ``convert x.sgf y.sgf`` dropped the analysis read from the file (``.bgqt`` kept it).
    gnubg's figures (A, DA, LU: every candidate's chances, equity and plies) come back as read."""
    from helpers.corpus import CORPUS

    source = CORPUS / name
    if not source.is_file():
        pytest.skip("the match corpus is not here")
    out = tmp_path / "copy.sgf"
    assert main(["convert", str(source), str(out)]) == 0
    before, after = load(source).analysis, load(out).analysis
    assert before is not None and before["gnubg"]["moves"]
    assert after is not None and after["level"] == before["level"]
    assert after["gnubg"] == before["gnubg"]
    assert load(out).warnings == []
