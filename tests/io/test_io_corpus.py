"""Every match file of ../shared/testdata/matches loads, agrees with its own
result lines, and files holding one match in two formats give one record.

The results are read back from the files here by a separate, simple scan
(``Wins n point(s)`` and its column, score lines, ``RE[]``, ``MI[]``), not
by the parser under test."""

from __future__ import annotations

import re

import pytest
from helpers.corpus import CORPUS, MAT_NAMES, MATCH_NAMES, NOT_MATCHES, PAIRS, SGF_NAMES, load_corpus, params

from backgammon_qt.io import MatchFileError, load, load_with_format
from backgammon_qt.io._text import read_text
from backgammon_qt.model.match import Match
from backgammon_qt.model.record import Action


@pytest.mark.parametrize("name", params(MATCH_NAMES))
def test_corpus_file_loads_and_replays(name: str, corpus_dir) -> None:
    record = load_corpus(name)
    assert record.games, name
    assert all(p.strip() for p in record.players)
    # The record replays through the model to the same outcomes.
    match = Match.replay(record)
    assert [g.outcome for g in match.games] == [g.outcome for g in record.games]
    # Every game but possibly the last is finished; these files have no oddities.
    assert all(g.outcome is not None for g in record.games[:-1])
    assert record.warnings == []


@pytest.mark.parametrize("name", params(sorted(NOT_MATCHES)))
def test_corpus_non_match_files_are_refused_with_the_reason(name: str, corpus_dir) -> None:
    with pytest.raises(MatchFileError) as info:
        load(corpus_dir / name)
    assert NOT_MATCHES[name] in str(info.value)
    assert str(info.value).startswith(name.rsplit("/", 1)[1])


def _mat_results(text: str) -> list[tuple[tuple[int, int], tuple[int, int] | None]]:
    """Per game: the score line and the (winner column, points) of its
    first ``Wins`` (None if none), by a plain scan of the file."""
    games = []
    blocks = re.split(r"^\s*Game\s+\d+\s*$", text, flags=re.M)[1:]
    for block in blocks:
        lines = [ln for ln in block.split("\n") if ln.strip()]
        score = tuple(int(x) for x in re.findall(r":\s*(\d+)", lines[0]))
        result = None
        for ln in lines[1:]:
            m = re.search(r"\bWins (\d+) points?", ln)
            if m:
                result = (0 if m.start() < 20 else 1, int(m.group(1)))
                break
        games.append((score, result))
    return games


@pytest.mark.parametrize("name", params(MAT_NAMES))
def test_mat_results_agree_with_wins_lines_and_score_lines(name: str, corpus_dir) -> None:
    record = load_corpus(name)
    scanned = _mat_results(read_text(corpus_dir / name))
    assert len(scanned) == len(record.games)
    for game, (score, result) in zip(record.games, scanned):
        assert game.score_before == score
        if result is None:
            assert game.outcome is None
        else:
            assert game.outcome is not None
            assert (game.outcome.winner, game.outcome.points) == result


@pytest.mark.parametrize("name", params(SGF_NAMES))
def test_sgf_results_agree_with_re_and_mi(name: str, corpus_dir) -> None:
    record = load_corpus(name)
    text = read_text(corpus_dir / name)
    # one game tree per game: each starts with "(;" (comments in these files hold no "(;")
    trees = text.split("(;")[1:]
    assert len(trees) == len(record.games)
    for i, (game, tree) in enumerate(zip(record.games, trees)):
        [(ws, bs)] = re.findall(r"\[ws:(\d+)\]\[bs:(\d+)\]", tree)
        assert game.score_before == (int(ws), int(bs))
        results = re.findall(r"RE\[([WB])\+(\d+)([^\]]*)\]", tree)
        if not results:                   # an unfinished last game (gibbon/edited.sgf): no RE
            assert i == len(record.games) - 1 and game.outcome is None
            continue
        [(colour, points, rest)] = results
        assert game.outcome is not None
        assert (game.outcome.winner, game.outcome.points) == ("WB".index(colour), int(points))
        assert (game.outcome.reason == "resign") == rest.startswith("R")


@pytest.mark.parametrize("pair", params(PAIRS))
def test_one_match_in_two_formats_gives_one_record(pair, corpus_dir) -> None:
    first, second = (load_corpus(name) for name in pair)
    assert first.players == second.players       # no pair of the corpus swaps its players
    assert first.match_length == second.match_length
    assert first.rules.crawford == second.rules.crawford
    assert len(first.games) == len(second.games)
    for a, b in zip(first.games, second.games):
        assert (a.score_before, a.crawford, a.outcome) == (b.score_before, b.crawford, b.outcome)
        assert a.actions == b.actions


def test_dialect_details_of_the_corpus(corpus_dir) -> None:
    # XG: BOM + CRLF, names from the score line (not the header's Player 1)
    record, fmt = load_with_format(corpus_dir / "xg/test.mat")
    assert fmt.name == "mat"
    assert record.players == ("Kévin Unger", "Maxence Job")
    assert record.info["event"] == "HSBT Paris 2023" and record.info["date"] == "2023-11-26"
    # gnubg: a roll followed by a resignation ("51: " then Wins)
    record = load_corpus("gnubg/gnubg_roll_then_resign_1p.mat")
    actions = record.games[0].actions
    assert actions[-3:] == [Action("roll", 1, (5, 1)), Action("resign", 1, value=1), Action("accept", 0)]
    # Backgammon Studio "61: ????": the roller resigns after rolling
    record = load_corpus("bgstudio/solnze - Lasse 3pt Backgammon Studio 2024_05_11 19_56_16.txt")
    assert [a.kind for a in record.games[1].actions[-3:]] == ["roll", "resign", "accept"]
    # Dances: a roll with no move after it, written as "Cannot Move" or as an empty cell
    for name in ("bgstudio/Llabba - petruhl 11pt Backgammon Studio 2023_03_03 18_42_33.txt",
                 "gnubg/gnubg_selfplay_drops_7p.mat"):
        acts = [a for g in load_corpus(name).games for a in g.actions]
        dances = [i for i, a in enumerate(acts[:-1]) if a.kind == "roll" and acts[i + 1].kind != "move"]
        assert dances, name
    # Galaxy: a single game won with the cube at 8 in a 5-point match: the score is capped
    record = load_corpus("galaxy/match1278964.txt")
    assert record.games[0].outcome.points == 8
    assert Match.replay(record).score == (5, 0)
    # Crawford inferred from the scores: charlot game 4 starts 6-2 in a 7-point match
    record = load_corpus("gnubg/charlot1-charlot2_7p_2025-11-08-2305.mat")
    assert [g.crawford for g in record.games] == [False, False, False, True]


def test_corpus_path_is_relative_to_the_repository() -> None:
    assert CORPUS.parts[-3:] == ("shared", "testdata", "matches")
