"""The .mat reader and writer on files of our own (tests/data/io): every
producer's spelling of one game gives one record, and the checklist of
FORMATS.md section 1.8."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from helpers.corpus import DATA, random_record

from backgammon_qt.io import MatchFileError, format_text, load, load_with_format, parse_text
from backgammon_qt.io.mat import format_mat, parse_mat
from backgammon_qt.model.game import Phase
from backgammon_qt.model.match import Match
from backgammon_qt.model.record import Action, Outcome, WinKind
from backgammon_qt.model.rules import RuleOptions

DIALECTS = ["dialect_gnubg.mat", "dialect_galaxy.txt", "dialect_xg.txt", "dialect_bgstudio.txt",
            "dialect_gibbon.mat", "dialect_gnubg.sgf", "dialect_gibbon.sgf"]

EXPECTED = [
    Action("opening", 0, (3, 1)), Action("move", 0, play="8/5 6/5"),
    Action("roll", 1, (6, 4)), Action("move", 1, play="24/18 13/9"),
    Action("roll", 0, (6, 1)), Action("move", 0, play="13/7* 8/7"),
    Action("roll", 1, (6, 6)),                                  # on the bar, 66 cannot enter: a dance
    Action("roll", 0, (5, 2)), Action("move", 0, play="13/6"),
    Action("double", 1), Action("take", 0),
    Action("roll", 1, (4, 3)), Action("move", 1, play="bar/21 24/21"),
    Action("roll", 0, (3, 3)), Action("resign", 0, value=1), Action("accept", 1),
]


def _high_first(actions: list[Action]) -> list[Action]:
    return [replace(a, dice=tuple(sorted(a.dice, reverse=True))) if a.kind == "roll" else a
            for a in actions]


@pytest.mark.parametrize("name", DIALECTS)
def test_every_spelling_gives_the_same_record(name: str) -> None:
    record = load(DATA / name)
    assert record.players == ("Alice", "Bob")
    assert record.match_length == 3 and record.rules.crawford
    [game] = record.games
    assert game.score_before == (0, 0) and not game.crawford
    assert _high_first(game.actions) == EXPECTED
    assert game.outcome == Outcome(1, WinKind.SINGLE, 2, 2, "resign")
    assert record.warnings == []


def test_dice_keep_the_order_written() -> None:
    # Gibbon writes dice in the order rolled; the opening die goes to the mover
    actions = load(DATA / "dialect_gibbon.mat").games[0].actions
    assert actions[0] == Action("opening", 0, (3, 1))
    assert actions[4] == Action("roll", 0, (1, 6))


def test_header_tags_become_info_and_rules() -> None:
    record, fmt = load_with_format(DATA / "dialect_xg.txt")
    assert fmt.name == "mat"
    assert record.info == {"site": "Home", "event": "Test night", "Player 1": "Bob", "Player 2": "Alice"}
    record = load(DATA / "dialect_gnubg.mat")
    assert record.info == {"event": "Test night", "date": "2026-01-31"}


def _text(name: str) -> str:
    return (DATA / name).read_text(encoding="utf-8")


def test_cells_are_split_by_tokens_not_columns() -> None:
    text = _text("dialect_gnubg.mat")
    base = parse_mat(text)
    for shift in (" ", "   ", "       "):                  # right-hand cells further right
        moved = re.sub(r"(?m)^(\s+\d+\) .{27} )(\S)", lambda m, shift=shift: m.group(1) + shift + m.group(2), text)
        assert moved != text
        assert parse_mat(moved).games == base.games
    # (not a Wins: gnubg writes a left roll then the left player's win as "51:       Wins 1 point",
    # so a result keeps the column where it stands)
    narrow = re.sub(r"(?m)^(\s+\d+\) \S[^\n]{10,}?)   +(\d\d:|Doubles)", r"\1 \2", text)
    assert narrow != text
    assert parse_mat(narrow).games == base.games


def test_crlf_bom_cp1252_and_utf16_are_read(tmp_path) -> None:
    text = _text("dialect_gnubg.mat").replace("Alice", "Zoë")
    path = tmp_path / "m.mat"
    path.write_bytes(b"\xef\xbb\xbf" + text.replace("\n", "\r\n").encode("utf-8"))
    assert load(path).players == ("Zoë", "Bob")
    path.write_bytes(text.replace("\n", "\r").encode("cp1252"))   # old Mac line ends, Windows-1252
    assert load(path).players == ("Zoë", "Bob")
    path.write_bytes(text.replace("\n", "\r\n").encode("utf-16"))  # UTF-16 with its byte-order mark
    assert load(path).players == ("Zoë", "Bob")


def test_rating_after_a_name_is_cut_off() -> None:
    text = _text("dialect_gnubg.mat").replace(" Alice : 0    ", " Alice,1770 : 0")
    assert parse_mat(text).players == ("Alice", "Bob")


def test_an_illegal_move_names_line_game_and_move() -> None:
    text = _text("dialect_gnubg.mat").replace("61: 13/7* 8/7", "61: 13/7* 8/6")
    with pytest.raises(MatchFileError) as info:
        parse_mat(text, "m.mat")
    exc = info.value
    assert (exc.line, exc.game, exc.move) == (9, 1, 2)
    assert str(exc).startswith("m.mat, line 9 (game 1, move 2): ")
    assert "13/7* 8/6" in str(exc)


def test_unreadable_cell_is_an_error_with_its_line() -> None:
    text = _text("dialect_gnubg.mat").replace(" Doubles => 2", " Redoubles")
    with pytest.raises(MatchFileError, match=r"^m\.mat, line 10 \(game 1, move 3\): .*'Redoubles'"):
        parse_mat(text, "m.mat")


def test_roll_with_a_play_left_unplayed_before_more_moves_is_an_error() -> None:
    text = _text("dialect_gnubg.mat").replace("61: 13/7* 8/7 ", "61: ")
    with pytest.raises(MatchFileError, match="roll has a legal play, but no move is written"):
        parse_mat(text, "m.mat")


def test_wins_line_that_disagrees_with_the_board_is_a_warning() -> None:
    for seed in range(50):
        record = random_record(seed, 1, games=1, resign_rate=0)
        if record.games[0].outcome.reason == "bearoff":
            break
    else:
        pytest.fail("no 1-point game ended by bearing off in 50 seeds")
    out = record.games[0].outcome
    text = format_mat(record)
    wrong = text.replace(f"Wins {out.points} point", f"Wins {out.points + 1} point")
    assert wrong != text
    back = parse_mat(wrong)
    assert back.games[0].outcome == out                    # the board decides
    assert len(back.warnings) == 1 and f"Wins {out.points + 1} point" in back.warnings[0]


def _crawford_breaking_record():
    """A 3-point match: Bob wins the first game 2-0 (Alice doubles, Bob
    takes and redoubles, Alice drops), then Bob doubles in the Crawford
    game (the file breaks the Crawford rule)."""
    match = Match(3, players=("Alice", "Bob"))
    game = match.new_game()
    game.roll_opening((1, 3))
    game.play("8/5 6/5")
    game.double()
    game.take()
    game.roll((6, 4))
    game.play("24/18 13/9")
    game.double()
    game.drop()
    game = match.new_game()
    assert game.crawford
    game.roll_opening((3, 1))
    game.play("8/5 6/5")
    game.crawford = game.record.crawford = False     # as the file has it
    game.double()
    game.take()
    return match.to_record()


def test_double_in_the_crawford_game_is_a_warning_not_an_error() -> None:
    record = _crawford_breaking_record()
    text = format_mat(record)
    back = parse_mat(text)
    assert [g.crawford for g in back.games] == [False, False]
    assert back.games[1].actions == record.games[1].actions
    assert len(back.warnings) == 1 and "Crawford" in back.warnings[0]
    assert back.warnings[0].startswith("game 2, line ")
    # read as a match played without the Crawford rule, so it replays as played
    assert back.rules.crawford is False
    assert Match.replay(back).score == (0, 2)


def test_score_line_that_disagrees_is_a_warning_and_the_replay_wins() -> None:
    record = random_record(11, 7)
    assert len(record.games) > 1
    text = format_mat(record)
    a, b = record.games[1].score_before
    lines = text.split("\n")
    i = next(n for n, ln in enumerate(lines) if ln.strip() == "Game 2") + 1
    lines[i] = lines[i].replace(f": {b}", f": {b + 1}")
    back = parse_mat("\n".join(lines))
    assert back.games[1].score_before == (a, b)
    assert back.warnings and "score" in back.warnings[0]


def test_wins_more_than_the_match_needs_is_capped() -> None:
    # over-length wins are normal (Galaxy: "Wins 8 point and the match" in a 5-point match)
    for seed in range(300):
        record = random_record(seed, 1, games=1)
        if record.games[0].outcome.points > 1:
            break
    else:
        pytest.fail("no 1-point game won with more than 1 point in 300 seeds")
    text = format_mat(record).replace(" points\n", " points and the match\n")
    back = parse_mat(text)
    assert back.games[0].outcome == record.games[0].outcome
    assert Match.replay(back).score == (1, 0) if back.games[0].outcome.winner == 0 else (0, 1)
    assert back.warnings == []


def test_wins_100_points_is_read_as_a_resignation_with_a_warning() -> None:
    text = _text("dialect_gnubg.mat").replace("Wins 2 points", "Wins 100 points")
    back = parse_mat(text)
    assert back.games[0].actions[-2:] == [Action("resign", 0, value=3), Action("accept", 1)]
    assert any("100 points" in w for w in back.warnings)


def test_money_session_zero_point_match() -> None:
    text = _text("dialect_gnubg.mat").replace(" 3 point match", ' 0 point match')
    record = parse_mat(text)
    assert record.match_length == 0 and record.rules.jacoby and record.rules.beavers
    off = parse_mat('; [Jacoby "Off"]\n; [Beaver "Off"]\n' + text)
    assert not off.rules.jacoby and not off.rules.beavers
    back, _ = parse_text(format_text(off, "mat"))
    assert (back.rules.jacoby, back.rules.beavers) == (False, False)


def test_unfinished_match_loads_with_the_last_game_open() -> None:
    text = _text("dialect_gnubg.mat")
    cut = text[:text.index("  4)")]                       # stops after Bob's double
    record = parse_mat(cut)
    assert record.games[0].outcome is None
    assert record.games[0].actions[-1] == Action("double", 1)
    match = Match.replay(record)
    assert match.game.phase is Phase.DOUBLED


def test_writer_layout_is_gnubgs() -> None:
    record = load(DATA / "dialect_gnubg.sgf")
    text = format_mat(record)
    lines = text.split("\n")
    assert lines[:4] == ['; [Event "Test night"]', '; [EventDate "2026.01.31"]', "", " 3 point match"]
    assert " Game 1" in lines
    assert " Alice : 0                      Bob : 0" in lines
    assert "  1) 31: 8/5 6/5                 64: 24/18 13/9 " in lines
    assert "  2) 61: 13/7* 8/7               66: " in lines
    assert any(re.fullmatch(r"  3\) 52: (13/8 8/6|13/11 11/6) +Doubles => 2", ln) for ln in lines)
    assert "  4)  Takes                      43: 25/21 24/21 " in lines
    assert " " * 34 + "Wins 2 points" in lines
    assert parse_mat(text).games == record.games


def test_declined_resignation_is_left_out_of_the_mat_file() -> None:
    match = Match(3, players=("Alice", "Bob"))
    game = match.new_game()
    game.roll_opening((3, 1))
    game.play("8/5 6/5")
    game.resign(1, 2)
    game.decline_resignation()
    game.roll((6, 4))
    game.play("24/18 13/9")
    record = match.to_record()
    back = parse_mat(format_mat(record))
    assert [a.kind for a in back.games[0].actions] == ["opening", "move", "roll", "move"]


def _beaver_taken(then_roll: bool) -> Match:
    """Money: Alice doubles, Bob beavers, Alice takes (RULES.md "Doubling
    cube", option "beavers"); then Alice rolls, or resigns at once."""
    match = Match(0, RuleOptions.money(), ("Alice", "Bob"))
    game = match.new_game()
    game.roll_opening((3, 1))
    game.play("8/5 6/5")
    game.roll((6, 4))
    game.play("24/18 18/14")
    game.double()
    game.beaver()
    game.take()
    if then_roll:
        game.roll((5, 2))
        game.play("13/8 13/11")
    else:
        game.resign(0, 1)
        game.accept_resignation()
    return match


def test_a_beaver_taken_by_the_next_roll_writes_no_takes_and_reads_either_way() -> None:
    # gnubg's export writes no Takes after Beavers; its reader takes the doubler's roll as the take
    record = _beaver_taken(then_roll=True).to_record()
    text = format_mat(record)
    assert "Beavers => 4" in text and "Takes" not in text
    assert parse_mat(text).games == record.games
    explicit = text.replace("  3) 52:", "  3)  Takes\n  4) 52:")       # other writers' explicit Takes
    assert parse_mat(explicit).games == record.games
    assert parse_mat(explicit).warnings == []


def test_a_beaver_taken_then_resigned_keeps_its_takes() -> None:
    # no roll follows to say the take: the file says it
    record = _beaver_taken(then_roll=False).to_record()
    text = format_mat(record)
    assert "Takes" in text
    assert parse_mat(text).games == record.games
