"""The native file's optional "rollouts" key (backgammon_qt/io/native.py):
kept as written, the file's version unchanged, files without it still
read, and a malformed one refused with the reason."""

from __future__ import annotations

import json

import pytest

from backgammon_qt.io import MatchFileError, native
from backgammon_qt.model import ManualDice, Match, RuleOptions

ROLLOUT = {"version": 1, "position_id": "4HPwATDgc/ABMA", "dice": [3, 1], "candidates": ["8/5 6/5"],
           "batches": [{"index": 0, "seed": 5, "trials": 36, "plays": [[0.1, 0.01, 0.1, 0.01, 0.5, 0.1, 0, 0.1, 0]]}]}


def _record():
    dice = ManualDice()
    dice.push_one(3)
    dice.push_one(1)
    match = Match(5, RuleOptions.match(), ("Alice", "Bob"), dice)
    match.new_game().roll_opening()
    match.game.play("8/5 6/5")
    return match.to_record()


def test_rollouts_are_kept_as_written_and_the_version_stays() -> None:
    record = _record()
    record.rollouts = [ROLLOUT, dict(ROLLOUT, dice=None, candidates=[])]
    text = native.dumps(record)
    assert json.loads(text)["version"] == 1             # a reader that ignores the key still replays it
    back = native.loads(text)
    assert back.rollouts == record.rollouts
    assert native.loads(native.dumps(back)).rollouts == record.rollouts


def test_a_file_without_rollouts_reads_as_before() -> None:
    text = native.dumps(_record())
    assert "rollouts" not in json.loads(text)
    assert native.loads(text).rollouts is None


@pytest.mark.parametrize("bad", [5, {"version": 1}, [{"position_id": "x"}], [{"version": True}], ["text"]])
def test_malformed_rollouts_are_refused_with_the_reason(bad) -> None:
    data = json.loads(native.dumps(_record()))
    data["rollouts"] = bad
    with pytest.raises(MatchFileError, match="rollouts must be a list of objects with a version number"):
        native.loads(json.dumps(data))
