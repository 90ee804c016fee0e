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


def test_the_reason_is_a_template_with_values_kept_through_located_and_pickling() -> None:
    exc = MatchFileError("the file is larger than {n} MB; no match file is that big", "big.mat", n=20)
    assert str(exc) == "big.mat: the file is larger than 20 MB; no match file is that big"
    assert (exc.template, exc.values) == ("the file is larger than {n} MB; no match file is that big", {"n": 20})
    for copy in (exc.located(line=3), pickle.loads(pickle.dumps(exc))):
        assert (copy.template, copy.values) == (exc.template, exc.values)


def test_a_model_error_is_kept_as_the_cause_with_its_place() -> None:
    from backgammon_qt.model.errors import IllegalMoveError
    from backgammon_qt.model.record import RecordError

    cause = IllegalMoveError("{play} is not a legal {dice} play here", play="'24/13'", dice="6-5")
    record_error = RecordError(cause, 1, 4)
    assert str(record_error) == "game 2, action 5: '24/13' is not a legal 6-5 play here"
    assert record_error.values["reason"] is cause and record_error.reason == str(cause)
    back = pickle.loads(pickle.dumps(record_error))
    assert (str(back), back.game, back.action, back.cause.template) == (str(record_error), 1, 4, cause.template)
    exc = MatchFileError(record_error.cause, "m.sgf", game=2, move=5)
    assert exc.cause is cause and str(exc) == "m.sgf (game 2, move 5): '24/13' is not a legal 6-5 play here"


def test_a_hostile_reason_is_one_line_and_cut_whatever_its_values() -> None:
    exc = MatchFileError("cannot read {text}", text="x\n" * 400)
    assert "\n" not in exc.reason and len(exc.reason) == MatchFileError.MAX_REASON + 3
    assert exc.values["text"] == "x\n" * 400       # the values stay whole; the words shown are cut
