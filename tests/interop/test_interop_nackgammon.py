"""Nackgammon against gnubg itself (issue 24): gnubg 1.07 plays a
Nackgammon match computer against computer (``set variation nackgammon``,
both players ``gnubg``), saves it (``save match``, ``export match mat``);
we read both files with the Nackgammon start and gnubg's final board, and
our own ``.sgf`` and ``.mat`` of that match load in a fresh gnubg (whose
default is standard backgammon) with no warning and the same final
Position ID and Match ID."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.gnubg_driver import GnubgResult, run_batch

from backgammon_qt.io import format_text, load
from backgammon_qt.model.match import Match
from backgammon_qt.model.record import MatchRecord

_PLAY = ["set variation nackgammon", "set player 0 gnubg", "set player 1 gnubg",
         "set player 0 chequerplay evaluation plies 0", "set player 1 chequerplay evaluation plies 0",
         "set player 0 cubedecision evaluation plies 0", "set player 1 cubedecision evaluation plies 0"]


def _final_ids(record: MatchRecord) -> tuple[str, str]:
    match = Match.replay(record)
    assert match.game is not None
    return match.game.position_for(match.match_state().player_on_roll).position_id(), match.match_id()


def _resigned(record: MatchRecord) -> bool:
    out = record.games[-1].outcome
    return out is not None and out.reason == "resign"


@pytest.fixture(scope="module")
def played(tmp_path_factory, gnubg: str) -> tuple[Path, list[GnubgResult]]:
    """gnubg's own Nackgammon matches (seeds 3 and 11, 3 points): the folder
    of its files and what it showed at the end of each match."""
    folder = tmp_path_factory.mktemp("nack")
    jobs = [[*_PLAY, f"set seed {seed}", "new match 3", "show board",
             f'save match "{folder}/gnubg{seed}.sgf"', f'export match mat "{folder}/gnubg{seed}.mat"']
            for seed in (3, 11)]
    return folder, run_batch(jobs, gnubg, cwd=folder, timeout=300)


@pytest.mark.parametrize("seed", [3, 11])
def test_gnubg_s_nackgammon_match_reads_in_ours_and_ours_reads_in_gnubg(played, gnubg: str, seed: int) -> None:
    folder, results = played
    shown = results[[3, 11].index(seed)]
    assert shown.problems() == []
    jobs, labels, checked = [], [], 0
    for fmt in ("sgf", "mat"):
        record = load(folder / f"gnubg{seed}.{fmt}")
        assert record.rules.variation == "nackgammon", fmt
        position_id, _match_id = _final_ids(record)
        if not (fmt == "sgf" and _resigned(record)):
            # (gnubg's SGF of a resigned last game ends where the moves end; its .mat says "Wins").
            # Only the board: the Match ID gnubg shows right after playing differs from a loaded one
            assert position_id == shown.position_id, fmt
        ours = folder / f"ours{seed}.{fmt}"
        ours.write_text(format_text(record, fmt), encoding="utf-8")
        command = "load match" if fmt == "sgf" else "import mat"
        jobs.append([f'{command} "{ours}"', "show board"])
        labels.append((fmt, record))
    for (fmt, record), result in zip(labels, run_batch(jobs, gnubg, cwd=folder, timeout=300)):
        assert result.problems() == [], f"{fmt}: gnubg says {result.problems()}"
        if fmt == "sgf" and _resigned(record):
            continue
        checked += 1
        assert (result.position_id, result.match_id) == _final_ids(record), fmt
    assert checked >= 1          # at least the .mat compared its final board
