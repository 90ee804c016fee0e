"""The kinds of a record's actions and the reasons a game ends are
:class:`~enum.StrEnum` members (:class:`ActionKind`, :class:`OutcomeReason`):
the rules model makes and compares members, the file readers may give the
plain strings, and what is written to disk is the plain strings, as before.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from backgammon_qt.io import native
from backgammon_qt.model import Action, ActionKind, Match, Outcome, OutcomeReason, WinKind
from backgammon_qt.model.record import ACTION_KINDS


def test_the_kinds_are_the_strings_of_the_file_formats() -> None:
    assert [str(k) for k in ActionKind] == ["opening", "roll", "move", "double", "take", "drop", "beaver",
                                            "resign", "accept", "decline", "claim"]
    assert ACTION_KINDS == tuple(ActionKind)
    assert [str(r) for r in OutcomeReason] == ["bearoff", "drop", "resign", "claim"]
    assert ActionKind.ROLL == "roll" and "roll" in ACTION_KINDS and f"{ActionKind.ROLL}" == "roll"


def test_a_plain_string_becomes_the_member() -> None:
    action = Action("roll", 0, (3, 1))
    assert action.kind is ActionKind.ROLL
    assert action == Action(ActionKind.ROLL, 0, (3, 1))
    assert replace(action, kind="opening").kind is ActionKind.OPENING
    assert Action.from_dict({"kind": "take", "player": 1}).kind is ActionKind.TAKE
    outcome = Outcome(1, WinKind.SINGLE, 2, 2, "drop")
    assert outcome.reason is OutcomeReason.DROP
    assert outcome == Outcome(1, WinKind.SINGLE, 2, 2, OutcomeReason.DROP)


@pytest.mark.parametrize("kind", ["fly", "Roll", "ROLL", "", 3, None])
def test_an_unknown_action_kind_is_refused(kind: object) -> None:
    with pytest.raises(ValueError, match=r"^unknown action kind "):
        Action(kind, 0)  # type: ignore[arg-type]  # what an untyped reader may pass
    with pytest.raises(ValueError, match=r"^unknown action kind "):
        Action.from_dict({"kind": kind, "player": 0})


def test_an_unknown_outcome_reason_is_refused() -> None:
    with pytest.raises(ValueError, match=r"^unknown outcome reason 'timeout'$"):
        Outcome(0, WinKind.SINGLE, 1, 1, "timeout")


def test_to_dict_gives_plain_strings() -> None:
    d = Action(ActionKind.MOVE, 1, play="8/5 6/5").to_dict()
    assert d == {"kind": "move", "player": 1, "play": "8/5 6/5"}
    assert type(d["kind"]) is str
    assert Action.from_dict(d) == Action("move", 1, play="8/5 6/5")


def test_the_game_records_members_and_the_file_keeps_the_strings() -> None:
    match = Match(0)
    game = match.new_game()
    game.roll_opening((3, 1))
    game.play("8/5 6/5")
    game.double()
    game.drop()
    record = match.to_record()
    kinds = [a.kind for a in record.games[0].actions]
    assert kinds == [ActionKind.OPENING, ActionKind.MOVE, ActionKind.DOUBLE, ActionKind.DROP]
    assert all(type(k) is ActionKind for k in kinds)
    assert game.outcome is not None and game.outcome.reason is OutcomeReason.DROP

    text = native.dumps(record)
    data = json.loads(text)
    game_data = data["games"][0]
    assert [a["kind"] for a in game_data["actions"]] == ["opening", "move", "double", "drop"]
    assert game_data["outcome"]["reason"] == "drop"
    assert '"kind":"opening"' in text and '"reason": "drop"' in text and "ActionKind" not in text   # (an action a line)

    loaded = native.loads(text)
    assert loaded.games == record.games
    assert loaded.games[0].actions[0].kind is ActionKind.OPENING
    assert loaded.games[0].outcome is not None and loaded.games[0].outcome.reason is OutcomeReason.DROP
    assert native.dumps(loaded) == text
