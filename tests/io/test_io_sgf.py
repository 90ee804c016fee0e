"""gnubg SGF (GM[6]): the SGF syntax, the backgammon properties, the
writer's layout."""

from __future__ import annotations

import re

import pytest
from helpers.corpus import DATA, random_record

from backgammon_qt.io import MatchFileError, format_text, parse_text
from backgammon_qt.io.sgf import format_sgf, parse_sgf, parse_sgf_collection
from backgammon_qt.model.match import Match
from backgammon_qt.model.position import Position
from backgammon_qt.model.record import Action, Setup
from backgammon_qt.model.rules import RuleOptions


def _text(name: str) -> str:
    return (DATA / name).read_text(encoding="utf-8")


# ---------------------------------------------------------------- syntax
def test_collection_values_escapes_and_lines() -> None:
    trees = parse_sgf_collection('(;FF[4]C[a \\] b \\\\ c\\\nd]MI[x:1] [y:2]\n;W[31])\n(;GM[6])')
    assert len(trees) == 2
    root = trees[0].nodes[0]
    assert root.props["C"] == ["a ] b \\ cd"]
    assert root.props["MI"] == ["x:1", "y:2"]
    assert trees[0].nodes[1].line == 3 and trees[0].nodes[1].get("W") == "31"


def test_old_style_long_property_names_keep_their_capitals() -> None:
    [tree] = parse_sgf_collection("(;GaMe[6]AddBlack[a])")
    assert tree.nodes[0].props == {"GM": ["6"], "AB": ["a"]}


def test_variations_main_line_is_the_first() -> None:
    [tree] = parse_sgf_collection("(;GM[6];W[1](;B[2];W[3])(;B[9]))")
    assert [n.get("W") or n.get("B") for n in tree.main_line()[1:]] == ["1", "2", "3"]
    assert tree.has_variations()


@pytest.mark.parametrize("text, reason", [
    ("(;GM[6]C[never closed", "not closed"),
    ("(;GM[6];W[31]", r"a '\)' is missing"),
    (";GM[6]", "outside a game tree"),
    ("(;GM[6]) trailing words", "unexpected"),
    ("(;[31])", "value without a property name"),
    ("()", "empty SGF game tree"),
    ("(" * 100 + ";GM[6]" + ")" * 100, "nested more than 64"),
])
def test_syntax_errors_say_what_and_where(text: str, reason: str) -> None:
    with pytest.raises(MatchFileError, match=reason) as info:
        parse_sgf_collection(text, "x.sgf")
    assert info.value.line == 1 and str(info.value).startswith("x.sgf, line 1")


# ---------------------------------------------------------------- backgammon
@pytest.mark.parametrize("text, game", [
    ("(;FF[4]GM[3]SZ[8];W[e2e4])", "chess"),
    ("(;FF[4]SZ[19];B[pd];W[dp])", "Go"),
    ("(;FF[4]GM[1]SZ[19])", "Go"),
])
def test_sgf_of_another_game_is_not_a_backgammon_match(text: str, game: str) -> None:
    with pytest.raises(MatchFileError, match=f"not a backgammon match file: an SGF file for {game}"):
        parse_text(text, "game.sgf")


def test_set_ups_that_cannot_be_read_are_refused_by_name() -> None:
    # Set-up positions load (tests/io/test_io_setup.py); a cube owned at 1 (CP without CV) is no
    # set-up a game can be in, and a set-up after the first move is not supported.
    text = ("(;FF[4]GM[6]MI[length:7][game:0][ws:6][bs:3]PW[a]PB[b]\n;PL[W]DI[53]\n;CO[w]\n;CP[w]"
            "\n;AE[a:x]AB[l][l]AW[a][a])")
    with pytest.raises(MatchFileError, match=r"line 5 \(game 1, move 4\): a cube at 1 is in the middle"):
        parse_sgf(text, "edited.sgf")
    for prop in ("CO[w]", "CP[b]", "AB[a]"):
        late = f"move 2\\): a set-up \\({prop[:2]}\\) after the game's first move"
        with pytest.raises(MatchFileError, match=late):
            parse_sgf(f"(;FF[4]GM[6]PW[a]PB[b];W[31hefe];{prop};B[31hefe])")


def test_game_numbers_scores_and_crawford_marks_are_read() -> None:
    record = _crawford_match()
    text = format_sgf(record)
    assert re.findall(r"MI\[length:3\]\[game:(\d)\]", text) == ["0", "1", "2"][:len(record.games)]
    assert "RU[Crawford:CrawfordGame]" in text
    back = parse_sgf(text)
    assert [g.crawford for g in back.games] == [g.crawford for g in record.games]
    assert back.warnings == []


def _crawford_match():
    match = Match(3, players=("Alice", "Bob"))
    game = match.new_game()
    game.roll_opening((3, 1))
    game.play("8/5 6/5")
    game.roll((6, 4))
    game.play("24/18 13/9")
    game.double()
    game.take()
    game.resign(1, 1)          # Bob resigns a single at cube 2: 2-0
    game.accept_resignation()
    game = match.new_game()    # the Crawford game
    game.roll_opening((5, 2))
    game.play("13/8 13/11")
    return match.to_record()


def test_scores_in_mi_that_disagree_are_warnings() -> None:
    text = format_sgf(_crawford_match()).replace("[ws:2][bs:0]", "[ws:1][bs:0]")
    back = parse_sgf(text)
    assert back.games[1].score_before == (2, 0)
    assert len(back.warnings) == 1 and "1-0" in back.warnings[0]


def test_re_that_disagrees_with_the_board_is_a_warning() -> None:
    for seed in range(50):
        record = random_record(seed, 1, games=1, resign_rate=0)
        if record.games[0].outcome.reason == "bearoff":
            break
    out = record.games[0].outcome
    text = format_sgf(record)
    colour = "WB"[out.winner]
    wrong = text.replace(f"RE[{colour}+{out.points}]", f"RE[{'BW'[out.winner]}+{out.points}]")
    assert wrong != text
    back = parse_sgf(wrong)
    assert back.games[0].outcome == out and len(back.warnings) == 1 and "RE[" in back.warnings[0]


def test_result_letters_r_and_resign_both_mean_a_resignation() -> None:
    a = parse_sgf(_text("dialect_gnubg.sgf"))
    b = parse_sgf(_text("dialect_gibbon.sgf").replace(";W[resign:2]\n;B[accept]", ""))
    assert a.games[0].outcome == b.games[0].outcome
    assert a.games[0].outcome.reason == "resign" and a.games[0].outcome.points == 2


def test_beaver_is_written_as_a_double_by_the_taker() -> None:
    match = Match(0, RuleOptions.money(), players=("Alice", "Bob"))
    game = match.new_game()
    game.roll_opening((3, 1))
    game.play("8/5 6/5")
    game.double()
    game.beaver()
    game.take()
    record = match.to_record()
    text = format_sgf(record)
    assert "\n;B[double]\n;W[double]\n;B[take])" in text
    back = parse_sgf(text)
    assert back.games[0].actions == record.games[0].actions
    assert back.games[0].actions[-2:] == [Action("beaver", 0), Action("take", 1)]


def test_writer_root_properties() -> None:
    record = parse_sgf(_text("dialect_gnubg.sgf"))
    record.info["comment"] = "bracket ] and backslash \\"
    text = format_text(record, "sgf")
    root = text.split("\n", 1)[0]
    assert root.startswith("(;FF[4]GM[6]CA[UTF-8]AP[backgammon-qt:")
    for prop in ("MI[length:3][game:0][ws:0][bs:0]", "PW[Alice]", "PB[Bob]", "EV[Test night]",
                 "DT[2026-01-31]", "GC[bracket \\] and backslash \\\\]", "RU[Crawford]", "RE[B+2R]"):
        assert prop in root
    lines = text.split("\n")[1:4]
    assert [line[:10] for line in lines] == [";W[31hefe]", ";B[64aglp]", ";W[61mghg]"]
    # gnubg's analysis of the file is written back as read (the first move's A and LU)
    assert lines[0] == (";W[31hefe]A[0][hefe E ver 3 0.500000 0.100000 0.000000 0.100000 0.000000 0.000000 2C 0 1 "
                        "0.000000 1]LU[0.01000]")
    back, fmt = parse_text(text)
    assert fmt.name == "sgf" and back.info["comment"] == "bracket ] and backslash \\"


def test_gnubgs_figures_of_a_set_up_games_first_play_are_written_back() -> None:
    """FORMATS.md 2.3 (set-up nodes) and 2 (analysis properties): a game
    from a set-up that gives the dice has its first play as its first
    action; gnubg's figures read for it are written back at that play,
    each candidate's letters found among the legal plays from the set-up
    (the writer's one replay of the game, ``_build.game_turns``)."""
    match = Match(3, RuleOptions.match(), players=("Alice", "Bob"))
    game = match.new_game(setup=Setup(Position.start(), 1, (6, 5)))
    game.play("24/13")
    record = match.to_record()
    candidates = [["24/13", [0.5, 0.1, 0.0, 0.1, 0.0], 0.1, 2], ["13/7 13/8", [0.4, 0.1, 0.0, 0.1, 0.0], 0.0, 2]]
    record.analysis = {"version": 1, "level": "gnubg 2-ply", "games": [0], "decisions": [], "lucks": [],
                       "gnubg": {"moves": [[0, 0, 0, candidates]], "cubes": [], "lucks": []}}
    text = format_sgf(record)
    assert ";PL[B]DI[65]\n;B[65aggl]A[0][aggl E ver 3 0.500000 0.100000 0.000000 0.100000 0.000000 0.100000 2C 0 1 " \
           "0.000000 1][lrlq E ver 3 0.400000 0.100000 0.000000 0.100000 0.000000 0.000000 2C 0 1 0.000000 1])" in text
