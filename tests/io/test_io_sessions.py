"""Long money sessions (issue 22): what the app writes, it reads at any
length; saving again renders only what changed; and the replay's cheap
checks of a written move (apply it as written, check the result) accept
and refuse exactly what matching it against every legal play does.

Sessions come from benchmarks/sessions.py (a few distinct games played
through the model, repeated at the running score)."""

from __future__ import annotations

import importlib.util
import json
import random
import re
from pathlib import Path

import pytest
from helpers.corpus import CORPUS, MATCH_NAMES, REPO_ROOT, params, random_record

from backgammon_qt import io
from backgammon_qt.io import mat, native, sgf
from backgammon_qt.io._build import MAX_GAME_ACTIONS, start_game
from backgammon_qt.model.errors import IllegalMoveError, InvalidNotationError
from backgammon_qt.model.game import Phase
from backgammon_qt.model.legal import LegalPlays
from backgammon_qt.model.match import Match
from backgammon_qt.model.record import GameRecord, MatchRecord
from backgammon_qt.model.rules import RuleOptions
from backgammon_qt.model.turn import Turn

_spec = importlib.util.spec_from_file_location("sessions", REPO_ROOT / "benchmarks" / "sessions.py")
assert _spec is not None and _spec.loader is not None
sessions = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(sessions)

FORMATS = ("bgqt", "sgf", "mat")


def _short_games(count: int) -> MatchRecord:
    """A money session of ``count`` short games: the opening roll, its
    play, a resignation of a single, accepted."""
    match = Match(0, RuleOptions.money(), ("Alice", "Bob"))
    rng = random.Random(5)
    for n in range(count):
        game = match.new_game()
        d0, d1 = rng.sample(range(1, 7), 2)
        game.roll_opening((d0, d1))
        game.play(str(min(game.turn.legal_plays, key=str)))
        game.resign(n % 2, 1)
        game.accept_resignation()
    return match.to_record()


def _same_games(a: MatchRecord, b: MatchRecord) -> bool:
    return [(g.score_before, g.actions, g.outcome) for g in a.games] == \
        [(g.score_before, g.actions, g.outcome) for g in b.games]


# ---------------------------------------------------------------- any length
@pytest.mark.parametrize("ext", FORMATS)
def test_a_session_of_more_than_a_thousand_games_reopens(tmp_path, ext) -> None:
    # 1,000 games used to be the most a .mat or SGF file could hold
    record = _short_games(1_050)
    path = tmp_path / f"long.{ext}"
    io.save(record, path)
    again = io.load(path)
    assert len(again.games) == 1_050 and _same_games(record, again)


@pytest.mark.parametrize("ext", ["sgf", "mat"])
def test_one_endless_game_is_still_refused(ext) -> None:
    # the hostile-file protection that replaces the count of all actions: one game has at most so many
    if ext == "sgf":
        text = ("(;FF[4]GM[6]MI[length:0][game:0][ws:0][bs:0]PW[a]PB[b];W[31hefe]"
                + ";B[66];W[66]" * (MAX_GAME_ACTIONS // 2 + 100) + ")")
    else:
        text = " 0 point match\n\n Game 1\n a : 0      b : 0\n" + "  1) 66:           66:\n" * MAX_GAME_ACTIONS
    with pytest.raises(io.MatchFileError, match="in one game"):
        io.parse_text(text, f"endless.{ext}")


@pytest.mark.slow
@pytest.mark.parametrize("ext", FORMATS)
def test_a_two_thousand_game_session_written_by_the_app_reopens(tmp_path, ext) -> None:
    record = sessions.money_session(2_000, seed=7)
    path = tmp_path / f"session.{ext}"
    io.save(record, path)
    assert path.stat().st_size < io.MAX_FILE_BYTES
    again = io.load(path)
    assert len(again.games) == 2_000 and _same_games(record, again)


# ---------------------------------------------------------------- saving what changed
@pytest.mark.parametrize(("module", "render"), [(sgf, "_tree_text"), (mat, "_game_block"), (native, "_game_text")])
def test_saving_again_renders_only_the_games_that_changed(monkeypatch, module, render) -> None:
    record = sessions.money_session(30, seed=2, distinct=10)
    write = {sgf: sgf.format_sgf, mat: mat.format_mat, native: native.dumps}[module]
    write(record)
    calls: list[object] = []
    original = getattr(module, render)

    def counting(*args):
        calls.append(args)
        return original(*args)

    monkeypatch.setattr(module, render, counting)
    assert write(record) and not calls                    # nothing changed: nothing rendered
    last = record.games[-1]
    last.actions.pop()                                   # the last game changes (it is no longer over)
    last.outcome = None
    record.games.append(GameRecord(score_before=(0, 0)))  # (never read back: only the writer's work counts)
    text = write(record)
    assert len(calls) == 2                               # that game and the new one
    module._TEXTS.clear()
    assert write(record) == text                          # what a writer with nothing kept writes


@pytest.mark.parametrize("ext", FORMATS)
def test_a_game_changed_in_place_is_written_afresh(tmp_path, ext) -> None:
    record = random_record(11, 0, games=4)
    path = tmp_path / f"m.{ext}"
    io.save(record, path)
    game = record.games[1]
    game.actions[:] = list(record.games[2].actions)       # the same list object, other actions
    game.outcome = record.games[2].outcome
    score = list(game.score_before)
    for g in record.games[1:]:                            # the games after it at the score it now leaves
        g.score_before = (score[0], score[1])
        assert g.outcome is not None
        score[g.outcome.winner] += g.outcome.points
    io.save(record, path)
    assert _same_games(io.load(path), record)


# ---------------------------------------------------------------- the replay's checks
def _mutations(text: str, rng: random.Random) -> list[str]:
    """Move texts near ``text``: a point moved by one, a move left out or
    doubled, a hit mark added or taken away, the moves in reverse."""
    out = []
    numbers = list(re.finditer(r"\d+", text))
    for m in rng.sample(numbers, min(3, len(numbers))):
        for delta in (-1, 1):
            out.append(text[:m.start()] + str(int(m.group()) + delta) + text[m.end():])
    moves = text.split()
    if len(moves) > 1:
        out += [" ".join(moves[1:]), " ".join(reversed(moves))]
    out += [text + " " + moves[-1] if moves else "24/23", text.replace("*", ""), text.replace("/", "/", 1) + "*",
            "bar/20", "6/off"]
    return out


def _reference(turn: Turn, text: str):
    """The check before the cheap one: the play that ``text`` names among
    every legal play of the roll (the resulting position), or the error."""
    try:
        return LegalPlays(turn.start, turn.dice, minimize_wasted_pips=turn.minimize_wasted_pips).parse(text).position
    except (IllegalMoveError, InvalidNotationError) as exc:
        return type(exc)


def _replayed(turn: Turn, text: str):
    fresh = Turn(turn.start, turn.dice, minimize_wasted_pips=turn.minimize_wasted_pips)
    try:
        return fresh.apply_text(text).position
    except (IllegalMoveError, InvalidNotationError) as exc:
        return type(exc)


def _differential(record: MatchRecord, rng: random.Random) -> int:
    """Replay ``record`` and at every roll and written move compare the
    replay's checks with full generation; returns the moves compared."""
    compared = 0
    for gi, grec in enumerate(record.games):
        game = start_game(record, gi)
        for action in grec.actions:
            if action.kind == "move":
                turn = game.turn
                assert turn is not None
                near = _mutations(action.play or "", rng) if rng.random() < 0.25 else []   # (kept quick)
                for text in [action.play or "", *near]:
                    assert _replayed(turn, text) == _reference(turn, text), (gi, turn.start, turn.dice, text)
                    compared += 1
            game.apply(action)
            if action.kind in ("roll", "opening") and game.dice is None and action.dice is not None \
                    and action.player in (0, 1):
                # the roll passed: no legal play at all, by full generation too
                assert game.phase is not Phase.MOVING
            if game.phase is Phase.MOVING and game.turn is not None and not game.turn.moves:
                fresh = Turn(game.turn.start, game.turn.dice)
                assert fresh.has_legal_play() == (LegalPlays(fresh.start, fresh.dice).max_moves > 0)
    return compared


@pytest.mark.parametrize("name", params(MATCH_NAMES))
def test_the_replay_accepts_and_refuses_as_full_generation_on_the_corpus(name) -> None:
    record = io.load(CORPUS / name)
    moves = sum(a.kind == "move" for g in record.games for a in g.actions)
    assert _differential(record, random.Random(name)) >= moves


@pytest.mark.parametrize("seed", range(6))
def test_the_replay_accepts_and_refuses_as_full_generation_on_random_records(seed) -> None:
    record = random_record(seed, 0 if seed % 2 else 7, games=3)
    assert _differential(record, random.Random(seed)) > 0


def test_whether_a_roll_can_be_played_agrees_with_full_generation() -> None:
    # positions near the end and with checkers on the bar, where a roll often cannot be played
    rng = random.Random(3)
    record = random_record(21, 0, games=4)
    checked = 0
    for gi, grec in enumerate(record.games):
        game = start_game(record, gi)
        for action in grec.actions:
            game.apply(action)
            if game.phase is Phase.ROLLING:
                position = game.position
                for dice in ((rng.randint(1, 6), rng.randint(1, 6)) for _ in range(6)):
                    turn = Turn(position, dice)
                    assert turn.has_legal_play() == (LegalPlays(position, dice).max_moves > 0), (position, dice)
                    checked += 1
    assert checked > 100


# ---------------------------------------------------------------- the match replayed while reading
def _state(match: Match) -> tuple[object, ...]:
    """What a player plays on from: the games as records, the score, the
    rules, and where the last game stands."""
    record = match.to_record()
    game = match.game
    where = None
    if game is not None:
        where = (game.phase, game.on_roll, game.position, game.dice, game.cube_value, game.cube_owner,
                 game.crawford, game.to_act, game.outcome, game.turn.moves if game.turn else None)
    return ([(g.score_before, g.crawford, g.actions, g.outcome, g.setup, g.side_lines) for g in record.games],
            record.turn_moves, match.score, match.rules, match.length, match.players, match.start_score, where)


def _kept(text: str, name: str) -> tuple[MatchRecord, Match | None]:
    with io.keeping_match() as kept:
        record, _fmt = io.parse_text(text, name)
    assert len(kept) <= 1
    return record, kept[0] if kept else None


_TEXT_FILES = [str(CORPUS / n) for n in MATCH_NAMES] + sorted(
    str(p) for p in (REPO_ROOT / "tests" / "data" / "io").rglob("*") if p.suffix in (".mat", ".sgf", ".txt"))


@pytest.mark.parametrize("path", _TEXT_FILES)
def test_the_match_kept_while_reading_is_the_match_replayed_from_the_record(path) -> None:
    # the window plays on from the reader's own replay instead of replaying the record again
    if not Path(path).exists():
        pytest.skip("the shared match corpus (../shared) is not beside the checkout")
    try:
        text = io.decode_text(io.read_bytes(path), path)
        record, match = _kept(text, path)
    except io.MatchFileError:
        with pytest.raises(io.MatchFileError):      # refused: as the plain reader refuses it, nothing kept
            io.load(path)
        return
    replayed = Match.replay(record)
    if match is None:                               # only what the readers do not replay as they read
        assert io.detect_format(text, path).name not in ("sgf", "mat") or record.warnings
        return
    match.info = dict(record.info)
    assert _state(match) == _state(replayed)


@pytest.mark.parametrize("ext", ("sgf", "mat"))
def test_playing_on_from_the_kept_match_leaves_the_record_read_as_it_was(tmp_path, ext) -> None:
    session = sessions.money_session(3)
    session.games[-1] = GameRecord(session.games[-1].score_before)      # the last game not begun
    io.save(session, tmp_path / f"s.{ext}")
    text = (tmp_path / f"s.{ext}").read_text(encoding="utf-8")
    record, match = _kept(text, f"s.{ext}")
    assert match is not None
    before = [list(g.actions) for g in record.games]
    game = match.game
    assert game is not None and game.phase is Phase.OPENING
    game.roll_opening((5, 2))
    assert [list(g.actions) for g in record.games] == before
    assert match.games[-1].record is not record.games[-1]


def test_a_reader_that_changed_the_rules_keeps_no_match() -> None:
    # a double in the Crawford game turns the rule off while reading: the record is replayed afresh
    match = Match(3, players=("Alice", "Bob"))
    game = match.new_game()
    game.roll_opening((1, 3))
    game.play("8/5 6/5")
    game.double()
    game.take()
    game.roll((6, 4))
    game.play("24/18 13/9")
    game.double()
    game.drop()                                      # Bob 2-0: the next game is the Crawford game
    game = match.new_game()
    assert game.crawford
    game.roll_opening((3, 1))
    game.play("8/5 6/5")
    game.crawford = game.record.crawford = False     # as the file has it: Bob doubles in the Crawford game
    game.double()
    game.take()
    text = mat.format_mat(match.to_record())
    record, match = _kept(text, "c.mat")
    assert match is None and not record.rules.crawford
    assert io.parse_text(text, "c.mat")[0].games[1].actions == record.games[1].actions


# ---------------------------------------------------------------- the native writer's action lines
def test_each_action_line_is_the_json_of_its_dict() -> None:
    from backgammon_qt.io.native import _action_text
    from backgammon_qt.model.record import Action

    actions = [a for seed in range(4) for g in random_record(seed, 0 if seed % 2 else 5, games=3).games
               for a in g.actions]
    actions += [Action("move", 0, play='13/7 "8/7\\\\" é\\n'), Action("move", 1, play=""), Action("resign", 1, value=3),
                Action("opening", -1, (4, 4)), Action("roll", True, (6, 5)), Action("move", 0, play="x", value=True)]
    # texts with a character JSON escapes or a printable test refuses (control, DEL, separators, a lone surrogate)
    actions += [Action("move", 0, play=text) for text in ("24/18\x01", "6/5\x7f", "8/7\u2028", "\ud800", "é\xa0",
                                                           "\t13/7", '"', "\\")]
    kinds = set()
    for a in actions:
        assert _action_text(a) == json.dumps(a.to_dict(), ensure_ascii=False, separators=(",", ":"))
        assert Action.from_dict(json.loads(_action_text(a))) == a
        kinds.add(a.kind)
    assert len(kinds) >= 6
