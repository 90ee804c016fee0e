"""Bad input: a clear MatchFileError that names the file and the reason; no
other exception, no hang, nothing lost."""

from __future__ import annotations

import os

import pytest
from helpers.corpus import DATA, random_record

from backgammon_qt.io import MAX_FILE_BYTES, MatchFileError, load, save
from backgammon_qt.model.record import Action, MatchRecord


def _load_error(tmp_path, content: bytes | str, name: str = "bad.mat") -> MatchFileError:
    path = tmp_path / name
    if isinstance(content, str):
        content = content.encode("utf-8")
    path.write_bytes(content)
    with pytest.raises(MatchFileError) as info:
        load(path)
    assert str(info.value).startswith(name), str(info.value)   # names the file
    assert "\n" not in str(info.value)                          # one line
    return info.value


GNUBG_MAT = (DATA / "dialect_gnubg.mat").read_text(encoding="utf-8")
GNUBG_SGF = (DATA / "dialect_gnubg.sgf").read_text(encoding="utf-8")


@pytest.mark.parametrize("content, reason", [
    (b"", "the file is empty"),
    (b"  \n\r\n\t ", "the file is empty"),
    (b"\xef\xbb\xbf", "the file is empty"),
    (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "binary file"),
    (bytes(range(256)) * 4, "binary file"),
    (b"7 point match\n Game 1\n Al\x81ce : 0   Bob : 0\n", "neither UTF-8 nor Windows-1252"),
    (b"just some notes\nabout a match\n", "not a backgammon match file"),
    (b"7 point match\n\n", "no game"),
])
def test_content_that_is_not_a_match(tmp_path, content: bytes, reason: str) -> None:
    assert reason in str(_load_error(tmp_path, content))


def test_cp1252_text_is_read_but_bytes_undefined_in_cp1252_are_not(tmp_path) -> None:
    path = tmp_path / "latin.mat"
    path.write_bytes(GNUBG_MAT.replace("Alice", "Ren\xe9e").encode("cp1252"))
    assert load(path).players[0] == "Renée"
    latin = GNUBG_MAT.replace("Alice", "Ren\xe9e").encode("cp1252")
    exc = _load_error(tmp_path, latin.replace(b"\xe9", b"\x8d"))
    assert "byte 0x8d" in str(exc)


def test_a_100_mb_file_is_refused_without_reading_it(tmp_path) -> None:
    path = tmp_path / "huge.mat"
    with open(path, "wb") as f:
        f.write(GNUBG_MAT.encode())
        f.truncate(100 * 1024 * 1024)           # sparse: costs no disk
    with pytest.raises(MatchFileError, match=r"^huge\.mat: the file is larger than 20 MB"):
        load(path)
    assert MAX_FILE_BYTES == 20 * 1024 * 1024


@pytest.mark.parametrize("old, new, reason", [
    (" 3 point match", " 99999 point match", "99999-point match is longer than the 99 points supported"),
    (" 3 point match", " 1234567890123 point match", "absurdly large"),
    ("Alice : 0", "Alice : 123456789", "absurdly large"),
    ("Wins 2 points", "Wins 10000000 points", "absurdly large"),
    ("Wins 2 points", "Wins 99999 points", "99999 points is absurd"),
    ("Doubles => 2", "Doubles => 9999999", "absurdly large"),
    ("31: 8/5 6/5", "77: 8/5 6/5", "dice 77 are not two numbers 1..6"),
    ("31: 8/5 6/5", "33: 8/5 6/5 8/5 6/5", "opening roll cannot be a double"),
])
def test_absurd_numbers_in_a_mat_file(tmp_path, old: str, new: str, reason: str) -> None:
    assert old in GNUBG_MAT
    assert reason in str(_load_error(tmp_path, GNUBG_MAT.replace(old, new)))


@pytest.mark.parametrize("old, new, reason", [
    ("MI[length:3]", "MI[length:99999]", "99999-point match"),
    ("MI[length:3]", "MI[length:99999999999]", "absurdly large"),
    ("RE[B+2R]", "RE[B+99999999R]", "absurd"),
    ("W[61mghg]", "W[61mghgzzzz]", "move 3): a move cannot start off the board"),
    ("W[61mghg]", "W[6]", "cannot read the move"),
    ("GM[6]", "GM[3]", "an SGF file for chess"),
])
def test_absurd_values_in_an_sgf_file(tmp_path, old: str, new: str, reason: str) -> None:
    assert old in GNUBG_SGF
    assert reason in str(_load_error(tmp_path, GNUBG_SGF.replace(old, new), "bad.sgf"))


@pytest.mark.parametrize("cut", [40, 120, 200, 260, 300])
def test_truncated_sgf_is_refused(tmp_path, cut: int) -> None:
    exc = _load_error(tmp_path, GNUBG_SGF[:cut], "cut.sgf")
    assert "missing" in exc.reason or "not closed" in exc.reason


def test_truncated_mat_inside_a_move_is_refused_with_the_line(tmp_path) -> None:
    cut = GNUBG_MAT.index("13/7* 8/7") + len("13/7* 8/")
    exc = _load_error(tmp_path, GNUBG_MAT[:cut])
    assert exc.line == 9 and exc.game == 1


def test_truncated_mat_at_a_line_end_is_an_unfinished_match(tmp_path) -> None:
    # indistinguishable from a match saved in play: it loads, the last game open
    path = tmp_path / "cut.mat"
    path.write_text(GNUBG_MAT[:GNUBG_MAT.index("  3)")], encoding="utf-8")
    record = load(path)
    assert record.games[0].outcome is None
    assert record.games[0].actions[-1] == Action("roll", 1, (6, 6))


def test_missing_file_and_folder(tmp_path) -> None:
    with pytest.raises(MatchFileError, match=r"^nothing\.mat: no such file \(/.*nothing\.mat\)$"):
        load(tmp_path / "nothing.mat")
    (tmp_path / "folder.sgf").mkdir()
    with pytest.raises(MatchFileError, match=r"^folder\.sgf: this is a folder"):
        load(tmp_path / "folder.sgf")


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root reads any file")
def test_unreadable_file(tmp_path) -> None:
    path = tmp_path / "locked.mat"
    path.write_text(GNUBG_MAT, encoding="utf-8")
    path.chmod(0)
    try:
        with pytest.raises(MatchFileError, match=r"^locked\.mat: permission denied$"):
            load(path)
    finally:
        path.chmod(0o600)


def test_a_failed_save_leaves_the_old_file_untouched(tmp_path) -> None:
    path = tmp_path / "keep.mat"
    path.write_text(GNUBG_MAT, encoding="utf-8")
    record = random_record(2, 3)
    record.games[0].actions.insert(1, Action("double", 1))     # not the player to act
    with pytest.raises(MatchFileError, match=r"^keep\.mat \(game 1, move 2\): cannot write this record"):
        save(record, path)
    assert path.read_text(encoding="utf-8") == GNUBG_MAT
    assert sorted(p.name for p in tmp_path.iterdir() if p.name != "xdg") == ["keep.mat"]


@pytest.mark.parametrize("value", ["NaN", "Infinity", "-Infinity", "1e400"])
def test_native_clock_times_that_are_not_numbers_of_seconds_are_refused(value: str) -> None:
    from backgammon_qt.io import native
    from backgammon_qt.model import RuleOptions

    record = MatchRecord(("A", "B"), 5, RuleOptions.timed_preset())
    text = native.dumps(record).replace('"bank_seconds": 90.0', f'"bank_seconds": {value}')
    assert value in text
    with pytest.raises(MatchFileError, match="bank_seconds"):
        native.loads(text, "timed.bgqt")


def test_a_native_outcome_of_an_unknown_reason_is_told_by_the_model_in_its_game() -> None:
    """The model refuses the reason (a CodedError, a ValueError before): the
    message was "the file has a wrong shape (CodedError: ...)", the class's
    name shown to the player and the model's words not translated."""
    import json

    from backgammon_qt.io import load, native

    data = json.loads(native.dumps(load(DATA / "dialect_gnubg.sgf")))
    game = next(i for i, g in enumerate(data["games"]) if g.get("outcome"))
    data["games"][game]["outcome"]["reason"] = "sideways"
    with pytest.raises(MatchFileError) as raised:
        native.loads(json.dumps(data), "m.bgqt")
    assert str(raised.value) == f"m.bgqt (game {game + 1}): unknown outcome reason 'sideways'"
    assert (raised.value.template, raised.value.values) == ("unknown outcome reason {reason}", {"reason": "'sideways'"})


@pytest.mark.parametrize("ext", [".mat", ".sgf"])
def test_a_record_the_rules_refuse_is_refused_with_the_game_and_the_action(tmp_path, ext) -> None:
    """The writers' walk of a game (io/_build.game_turns) says where: the game and the action refused."""
    record = random_record(5, 3)
    actions = record.games[1].actions
    at = next(i for i, a in enumerate(actions) if a.kind == "move" and i > 3)
    actions[at] = Action("move", actions[at].player, play="24/1")
    with pytest.raises(MatchFileError) as info:
        save(record, tmp_path / f"x{ext}")
    assert (info.value.game, info.value.move) == (2, at + 1)
    assert str(info.value).startswith(f"x{ext} (game 2, move {at + 1}): cannot write this record: ")


def _declined_mid_turn() -> MatchRecord:
    """A game where the player on roll rolls, offers to resign, is declined, then plays (RULES.md
    "Resigning": play goes on where it was)."""
    from backgammon_qt.model import ManualDice, Match, RuleOptions

    dice = ManualDice()
    dice.push_one(4)
    dice.push_one(2)
    dice.push(3, 1)
    match = Match(5, RuleOptions.match(), ("A", "B"), dice)
    match.new_game()
    game = match.game
    game.roll_opening()
    game.play("8/4 6/4")
    game.roll()
    game.resign(game.on_roll, 1)
    game.decline_resignation()
    game.play("8/5 6/5")
    return match.to_record()


@pytest.mark.parametrize("ext", [".mat", ".sgf"])
def test_a_resignation_declined_after_the_roll_is_written_with_its_play(tmp_path, ext) -> None:
    """The roll before a declined resignation was written as if not played (the game then ended for the
    walk), and its play found no roll: an AssertionError, an AttributeError under python -O."""
    record = _declined_mid_turn()
    path = tmp_path / f"declined{ext}"
    save(record, path)
    back = load(path)
    kept = [a for a in record.games[0].actions if a.kind not in ("resign", "decline")]   # (neither format keeps them)
    assert back.games[0].actions == kept


def test_writers_refuse_no_record_with_an_assert_even_under_python_o(tmp_path) -> None:
    """Under ``python -O`` asserts are gone: the writers' checks must not be asserts."""
    import subprocess
    import sys

    from helpers.corpus import REPO_ROOT

    code = (
        "import sys\n"
        "from backgammon_qt.io import save, MatchFileError\n"
        "from backgammon_qt.model import ManualDice, Match, RuleOptions\n"
        "d = ManualDice(); d.push_one(4); d.push_one(2); d.push(3, 1)\n"
        "m = Match(5, RuleOptions.match(), ('A', 'B'), d); m.new_game(); g = m.game\n"
        "g.roll_opening(); g.play('8/4 6/4'); g.roll(); g.resign(g.on_roll, 1); g.decline_resignation()\n"
        "g.play('8/5 6/5')\n"
        f"save(m.to_record(), {str(tmp_path / 'o.mat')!r}); save(m.to_record(), {str(tmp_path / 'o.sgf')!r})\n"
        "print('saved')\n"
    )
    run = subprocess.run([sys.executable, "-O", "-c", code], capture_output=True, text=True, timeout=120,
                         cwd=REPO_ROOT, env={**os.environ, "PYTHONPATH": str(REPO_ROOT)})
    assert run.returncode == 0 and run.stdout.strip() == "saved", run.stderr
