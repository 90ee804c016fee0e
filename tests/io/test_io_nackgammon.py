"""Nackgammon in the files (issue 24): gnubg 1.07's own ``.sgf``
(``RU[Crawford:Nackgammon]``) and ``.mat`` (``; [Variation "NackGammon"]``)
read with the Nackgammon start, our exports say it the same way, and the
native file keeps it.  gnubg's side: tests/interop/test_interop_nackgammon.py.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from backgammon_qt.io import MatchFileError, format_text, load, parse_text, save
from backgammon_qt.model.match import Match
from backgammon_qt.model.position import Position
from backgammon_qt.model.record import MatchRecord

DATA = Path(__file__).resolve().parents[1] / "data" / "io" / "gnubg107"
GNUBG_FINAL_POSITION_ID = "BwAA8N0mEAgAAA"      # gnubg's `show board` at the end of the match it wrote


def _final_position_id(record: MatchRecord) -> str:
    match = Match.replay(record)
    assert match.game is not None
    return match.game.position_for(match.match_state().player_on_roll).position_id()


@pytest.mark.parametrize("name", ["nackgammon_3pt.sgf", "nackgammon_3pt.mat"])
def test_gnubg_s_nackgammon_match_reads_from_the_nackgammon_start(name: str) -> None:
    """gnubg's file of a 3-game Nackgammon match: the rule is Nackgammon,
    every game replays from its start (the first play, 24/22 23/22 for an
    opening 21, needs the checkers on the 23-point) and the match ends on
    gnubg's own final board."""
    record = load(DATA / name)
    assert record.rules.variation == "nackgammon"
    assert len(record.games) == 3
    match = Match.replay(record)
    assert [g.record.actions[0].kind.name for g in match.games] == ["OPENING"] * 3
    assert _final_position_id(record) == GNUBG_FINAL_POSITION_ID


def test_our_sgf_says_nackgammon_in_ru_as_gnubg_does_and_reads_back() -> None:
    record = load(DATA / "nackgammon_3pt.sgf")
    text = format_text(record, "sgf")
    assert "RU[Crawford:Nackgammon]" in text
    assert "RU[Crawford:CrawfordGame:Nackgammon]" in text        # gnubg's order, as in its file
    back, _fmt = parse_text(text)
    assert back.rules.variation == "nackgammon"
    assert _final_position_id(back) == GNUBG_FINAL_POSITION_ID
    with pytest.raises(MatchFileError, match=r"(?i)hypergammon3"):       # the other variants stay refused
        parse_text(text.replace("RU[Crawford:Nackgammon]", "RU[Crawford:Hypergammon3]", 1))


def test_our_mat_has_gnubg_s_variation_line_and_reads_back() -> None:
    record = load(DATA / "nackgammon_3pt.sgf")
    text = format_text(record, "mat")
    assert '; [Variation "NackGammon"]' in text.splitlines()
    back, _fmt = parse_text(text)
    assert back.rules.variation == "nackgammon"
    assert _final_position_id(back) == GNUBG_FINAL_POSITION_ID
    standard = format_text(load(DATA / "drop_by_left_player.mat"), "mat")
    assert "Variation" not in standard


def test_the_native_file_keeps_the_variation_and_old_files_read_as_standard(tmp_path) -> None:
    record = load(DATA / "nackgammon_3pt.mat")
    path = tmp_path / "nack.bgqt"
    save(record, path)
    assert json.loads(path.read_text("utf-8"))["rules"]["variation"] == "nackgammon"
    back = load(path)
    assert back.rules.variation == "nackgammon"
    assert _final_position_id(back) == GNUBG_FINAL_POSITION_ID
    plain = tmp_path / "plain.bgqt"
    save(load(DATA / "drop_by_left_player.mat"), plain)
    assert "variation" not in json.loads(plain.read_text("utf-8"))["rules"]     # as before issue 24
    assert load(plain).rules.variation == "standard"


def test_a_nackgammon_set_up_game_in_sgf_starts_from_the_nackgammon_board() -> None:
    """gnubg sets up a game (AE/AB/AW) from its variation's start: with
    RU[Nackgammon], AE[b] empties Black's 23-point and leaves the rest of
    the Nackgammon start (the two checkers taken away count as borne off)."""
    text = ("(;FF[4]GM[6]MI[length:0][game:0][ws:0][bs:0]RU[Nackgammon]PW[A]PB[B]"
            "AE[b]PL[W]DI[31]\n;W[31hefe])")
    record, _fmt = parse_text(text)
    setup = record.games[0].setup
    assert setup is not None and setup.on_roll == 0
    start = Position.start("nackgammon")
    assert setup.position.player == start.player
    want = list(start.opponent)
    want[23], want[0] = 0, 2
    assert setup.position.opponent == tuple(want)

