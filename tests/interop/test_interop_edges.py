"""The edges of issue 19 against GNU Backgammon 1.07 itself: small files
written for these tests (tests/data/io/gnubg107/README.md says what each
holds), loaded by gnubg (``import mat`` / ``load match``, ``show board``,
``show score``) and by us, compared.

gnubg is the reference: where it reads a file, we read the same games,
score and final Match ID; where it warns and keeps the match, we keep it
with a warning too.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.gnubg_driver import GnubgResult, run_batch

from backgammon_qt.io import MatchFileError, format_text, load
from backgammon_qt.model.match import Match
from backgammon_qt.model.record import MatchRecord

DATA = Path(__file__).resolve().parents[1] / "data" / "io" / "gnubg107"

pytestmark = pytest.mark.usefixtures("gnubg")


def _final_ids(record: MatchRecord) -> tuple[str, str]:
    """Our Position ID (seen by the Match ID's player on roll, as gnubg
    shows it) and Match ID at the end of ``record``."""
    match = Match.replay(record)
    state = match.match_state()
    assert match.game is not None
    return match.game.position_for(state.player_on_roll).position_id(), match.match_id()


def _load_command(path: Path) -> str:
    return f'{"load match" if path.suffix == ".sgf" else "import mat"} "{path}"'


def _score(record: MatchRecord) -> tuple[int, int]:
    return Match.replay(record).score


@pytest.fixture(scope="module")
def gnubg_reads(gnubg: str, tmp_path_factory) -> dict[str, GnubgResult]:
    """What gnubg shows for each file of tests/data/io/gnubg107, and for
    our .sgf and .mat of each (``name``, ``name.ours.sgf``, ``name.ours.mat``)."""
    folder = tmp_path_factory.mktemp("edges")
    files: dict[str, Path] = {}
    for path in sorted(DATA.iterdir()):
        if path.suffix not in (".mat", ".txt", ".sgf"):
            continue
        files[path.name] = path
        try:
            record = load(path)
        except MatchFileError:
            continue                # (the test of that file says so)
        for fmt in ("sgf", "mat"):
            ours = folder / f"{path.name}.ours.{fmt}"
            ours.write_text(format_text(record, fmt), encoding="utf-8")
            files[ours.name] = ours
    jobs = [[_load_command(path), "show board", "show score"] for path in files.values()]
    return dict(zip(files, run_batch(jobs, gnubg, cwd=folder, timeout=120)))


@pytest.mark.parametrize("name", ["drop_by_left_player.mat", "drop_by_right_player.mat"])
def test_the_final_match_id_after_a_dropped_double_is_gnubg_s(gnubg_reads, name: str) -> None:
    record = load(DATA / name)
    assert record.games[-1].outcome is not None and record.games[-1].outcome.reason == "drop"
    for label in (name, f"{name}.ours.sgf", f"{name}.ours.mat"):
        result = gnubg_reads[label]
        assert result.problems() == [], label
        assert (result.position_id, result.match_id) == _final_ids(record), label


def test_gnubg_s_sgf_of_a_dance_then_a_resignation_reads_as_gnubg_reads_it(gnubg_reads) -> None:
    name = "dance_then_resign.sgf"
    record = load(DATA / name)
    assert record.warnings == []
    result = gnubg_reads[name]
    assert result.problems() == []
    assert result.games == len(record.games) == 1
    assert result.score == _score(record) == (1, 0)
    # the dance is one roll, then Alice's turn; Bob resigned: what gnubg's own file says
    last = record.games[0].actions
    assert [a.kind for a in last[-3:]] == ["roll", "resign", "accept"]
    assert last[-3].player == 1 and last[-2].player == 1
    # and our files of it read the same in gnubg
    for label in (f"{name}.ours.sgf", f"{name}.ours.mat"):
        assert gnubg_reads[label].problems() == [], label
        assert gnubg_reads[label].score == (1, 0), label


def test_a_galaxy_row_with_a_glued_row_number_keeps_the_match_with_a_warning(gnubg_reads) -> None:
    name = "galaxy_glued_row_number.txt"
    record = load(DATA / name)
    assert any("'4)'" in w and "ignored" in w for w in record.warnings), record.warnings
    result = gnubg_reads[name]
    assert any("Unrecognised move" in p for p in result.problems())   # gnubg warns too ...
    assert len(record.games) == 2                                     # ... and keeps both games
    assert (result.position_id, result.match_id) == _final_ids(record)
    for label in (f"{name}.ours.sgf", f"{name}.ours.mat"):
        assert gnubg_reads[label].problems() == [], label
        assert (gnubg_reads[label].position_id, gnubg_reads[label].match_id) == _final_ids(record), label


def test_a_game_resigned_after_the_opening_move_counts_in_gnubg(gnubg_reads) -> None:
    """Galaxy's match 1574521 (1 point): Ben opens 31, Anna resigns.  Read as
    gnubg reads the original, and gnubg reads our .mat of it the same."""
    name = "resigned_after_the_opening.txt"
    record = load(DATA / name)
    assert [a.kind for a in record.games[0].actions] == ["opening", "move", "resign", "accept"]
    assert _score(record) == (0, 1)
    for label in (name, f"{name}.ours.mat"):
        assert gnubg_reads[label].problems() == [] or label == name, label
        assert (gnubg_reads[label].games, gnubg_reads[label].score) == (1, (0, 1)), label


def test_gnubg_keeps_the_game_of_our_sgf_of_a_game_resigned_after_the_opening_move(
        gnubg: str, gnubg_reads, tmp_path) -> None:
    """gnubg 1.07's ``load match`` takes an SGF of one game holding one move
    or cube action for a saved position (sgf.c, CommandLoadMatch: ``nGames ==
    1 && nMoves == 1`` goes to the position before that move), so its ``show
    score`` there says 0-0 -- its own save of this match too.  The game and
    its result are loaded all the same: gnubg's export of it reads as ours."""
    name = "resigned_after_the_opening.txt"
    record = load(DATA / name)
    shown = gnubg_reads[f"{name}.ours.sgf"]
    assert shown.problems() == []
    assert (shown.games, shown.score) == (0, (0, 0))          # gnubg's view: before the one move
    ours = tmp_path / "ours.sgf"
    ours.write_text(format_text(record, "sgf"), encoding="utf-8")
    out = tmp_path / "gnubg.mat"
    run_batch([[_load_command(ours), f'export match mat "{out}"']], gnubg, cwd=tmp_path)
    back = load(out)
    assert [a.kind for a in back.games[0].actions] == ["opening", "move", "resign", "accept"]
    assert _score(back) == (0, 1)
