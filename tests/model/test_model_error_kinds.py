"""Every error the model and the SGF reader raise is of a concrete kind
(DESIGN.md "Model conventions": errors by kind), not a bare
:class:`CodedError`: each site below raised ``CodedError`` itself before.

Each case makes one site raise and checks the kind, that the kind is still
a :class:`ValueError` and a :class:`CodedError` (what the callers catch),
that the English template is the one the translations are keyed by, and
that the error pickles as its kind (errors come back from the engine
process pickled)."""

from __future__ import annotations

import pickle
from collections.abc import Callable

import pytest

import backgammon_qt.model as model
from backgammon_qt.io import sgf
from backgammon_qt.io.sgf_syntax import SgfNode
from backgammon_qt.model.clock import Clock
from backgammon_qt.model.dice import ManualDice
from backgammon_qt.model.errors import CodedError
from backgammon_qt.model.legal import check_dice
from backgammon_qt.model.record import Action, Outcome, WinKind

CASES: list[tuple[str, Callable[[], object], str, str]] = [
    # (id, call, kind's name, template)
    ("dice.py die", lambda: ManualDice([(7, 1)]), "InvalidDiceError", "a die shows 1..6, got {got}"),
    ("legal.py dice shape", lambda: check_dice(("x", 1)), "InvalidDiceError",
     "dice must be two numbers 1..6, got {got}"),
    ("legal.py dice range", lambda: check_dice((0, 3)), "InvalidDiceError", "dice must be 1..6, got {d0} and {d1}"),
    ("record.py action dice", lambda: Action("roll", 0, dice=(3, 9)), "InvalidDiceError",
     "dice must be two ints 1..6, got {got}"),
    ("record.py action kind", lambda: Action("jump", 0), "InvalidRecordError", "unknown action kind {kind}"),
    ("record.py outcome reason", lambda: Outcome(0, WinKind.SINGLE, 1, 1, "sideways"), "InvalidRecordError",
     "unknown outcome reason {reason}"),
    ("record.py action player", lambda: Action("roll", 2, dice=(3, 1)), "InvalidRecordError",
     "action player must be 0 or 1, got {got}"),
    ("clock.py times", lambda: Clock(turn_seconds=-1), "RuleOptionError", "clock times must be >= 0 seconds"),
    ("rules.py cube cap", lambda: model.RuleOptions(cube_cap=3), "RuleOptionError",
     "cube_cap must be 0 (no cap) or a power of two >= 2, got {got}"),
    ("rules.py automatic doubles", lambda: model.RuleOptions(automatic_doubles_limit=-1), "RuleOptionError",
     "automatic_doubles_limit must be >= 0"),
    ("rules.py variation", lambda: model.RuleOptions(variation="hyper"), "RuleOptionError",
     "variation must be one of {known}, got {got}"),
    ("rules.py clock seconds", lambda: model.RuleOptions(bank_seconds=float("nan")), "RuleOptionError",
     "{name} must be 0 to {most} seconds, got {got}"),
    ("rules.py unknown option", lambda: model.RuleOptions.from_dict({"pips": 1}), "RuleOptionError",
     "unknown rule options: {names}"),
    ("rules.py bool option", lambda: model.RuleOptions.from_dict({"crawford": 1}), "RuleOptionError",
     "rule option {name} must be true or false, got {got}"),
    ("rules.py int option", lambda: model.RuleOptions.from_dict({"cube_cap": 2.0}), "RuleOptionError",
     "rule option {name} must be a whole number, got {got}"),
    ("rules.py float option", lambda: model.RuleOptions.from_dict({"turn_seconds": "11"}), "RuleOptionError",
     "rule option {name} must be a number, got {got}"),
    ("rules.py text option", lambda: model.RuleOptions.from_dict({"variation": 1}), "RuleOptionError",
     "rule option {name} must be a text, got {got}"),
    ("position.py point", lambda: model.START.checker_at(25), "InvalidPointError", "point must be 1..24, got {point}"),
    ("match.py length", lambda: model.Match(100), "InvalidMatchError",
     "match length must be 0 (money) to {most}, got {got}"),
    ("match.py start score shape", lambda: model.Match(5, start_score=(1, -1)), "InvalidMatchError",
     "the starting score must be two whole numbers >= 0, got {got}"),
    ("match.py start score over", lambda: model.Match(5, start_score=(5, 0)), "InvalidMatchError",
     "the starting score {score} is not below the match length {length}: that match is already over"),
    ("matchid.py cube", lambda: model.MatchState(cube_value=3).match_id(), "InvalidMatchError",
     "cube value must be a power of two up to 32768, got {got}"),
    ("matchid.py score", lambda: model.MatchState(match_length=1 << 15).match_id(), "InvalidMatchError",
     "match length and scores must be 0..32767, got {got}"),
    ("matchid.py dice", lambda: model.MatchState(dice=(7, 1)).match_id(), "InvalidMatchError",
     "dice must be 0..6, got {got}"),
    ("matchid.py field", lambda: model.MatchState(player_on_roll=2).match_id(), "InvalidMatchError",
     "Match ID field {name} out of range: {got}"),
    ("sgf.py MI", lambda: sgf._match_info(SgfNode({"MI": ["length:1234567"]})), "InvalidNotationError",
     "MI[{value}] is absurdly large"),
    ("sgf.py point list", lambda: sgf._point_list("A"), "InvalidNotationError", "not a point (a..x) or the bar (y)"),
    ("sgf.py point letter", lambda: sgf._point_list("a:z"), "InvalidNotationError",
     "{letter} is not a point (a..x) or the bar (y); checkers not placed are borne off"),
    ("sgf.py range", lambda: sgf._point_list("x:a"), "InvalidNotationError", "the range {lo}:{hi} runs backwards"),
]


@pytest.mark.parametrize(("call", "kind_name", "template"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_each_site_raises_its_concrete_kind(call: Callable[[], object], kind_name: str, template: str) -> None:
    kind = getattr(model, kind_name)            # exported from the model package
    assert issubclass(kind, CodedError) and issubclass(kind, ValueError) and kind is not CodedError
    with pytest.raises(CodedError) as raised:
        call()
    error = raised.value
    assert type(error) is kind, f"{type(error).__name__} raised, {kind_name} expected"
    assert error.template == template
    assert str(error) == template.format(**error.values) if error.values else str(error) == template
    back = pickle.loads(pickle.dumps(error))
    assert (type(back), back.template, back.values, str(back)) == (kind, error.template, error.values, str(error))


def test_every_site_that_raised_a_bare_coded_error_is_covered() -> None:
    """The raise sites named in the cases are every ``raise`` of a kind the
    cases name in those files: a new site of one of these kinds in these
    files is seen here (and a bare ``raise CodedError(`` is refused)."""
    import pathlib

    root = pathlib.Path(model.__file__).parent.parent
    files = {c[0].split()[0] for c in CASES}
    bare = [f"{p.relative_to(root)}" for p in root.rglob("*.py") if "raise CodedError(" in p.read_text("utf-8")]
    assert bare == []
    kinds = {c[2] for c in CASES} - {"InvalidNotationError"}
    counted = 0
    for path in [*(root / "model").glob("*.py"), root / "io" / "sgf.py"]:
        if path.name in files:
            text = path.read_text("utf-8")
            counted += sum(text.count(f"raise {k}(") for k in kinds)
            if path.name == "sgf.py":
                counted += text.count("raise InvalidNotationError(")
    assert counted == len(CASES)
