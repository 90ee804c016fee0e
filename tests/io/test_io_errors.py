"""MatchFileError: where and why, in words."""

from __future__ import annotations

import pickle

from backgammon_qt.io import MatchFileError


def test_message_names_file_line_game_and_move() -> None:
    exc = MatchFileError("24/18 is not legal", "/home/me/matches/match.mat", line=57, game=3, move=12)
    assert str(exc) == "match.mat, line 57 (game 3, move 12): 24/18 is not legal"
    assert (exc.path, exc.line, exc.game, exc.move, exc.reason) == (
        "/home/me/matches/match.mat", 57, 3, 12, "24/18 is not legal")
    assert isinstance(exc, ValueError)


def test_message_without_location_parts() -> None:
    assert str(MatchFileError("the file is empty", "a.sgf")) == "a.sgf: the file is empty"
    assert str(MatchFileError("bad", game=2)) == "game 2: bad"
    assert str(MatchFileError("bad")) == "bad"


def test_located_fills_only_missing_fields() -> None:
    exc = MatchFileError("bad", line=4).located("x.mat", line=9, game=2)
    assert (exc.path, exc.line, exc.game) == ("x.mat", 4, 2)
    assert str(exc) == "x.mat, line 4 (game 2): bad"


def test_pickles_with_its_fields() -> None:
    exc = pickle.loads(pickle.dumps(MatchFileError("bad", "m.mat", line=1, game=2, move=3)))
    assert (str(exc), exc.move) == ("m.mat, line 1 (game 2, move 3): bad", 3)
