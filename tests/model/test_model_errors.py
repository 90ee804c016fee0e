"""model/errors.py: every error kind a player can meet carries its template
and values through pickling (the engine runs in another process and sends
its errors back pickled; one that does not unpickle would surface as a
TypeError in the window instead of the model's words)."""

from __future__ import annotations

import importlib
import pickle
import pkgutil

import pytest

import backgammon_qt.io
import backgammon_qt.model
from backgammon_qt.model.errors import CodedError, IllegalMoveError, RuleError


def _kinds() -> list[type[CodedError]]:
    for package in (backgammon_qt.model, backgammon_qt.io):
        for module in pkgutil.iter_modules(package.__path__):
            if module.name != "__main__":
                importlib.import_module(f"{package.__name__}.{module.name}")
    found, todo = [], [CodedError]
    while todo:
        kind = todo.pop()
        found.append(kind)
        todo.extend(kind.__subclasses__())
    return sorted(found, key=lambda k: f"{k.__module__}.{k.__qualname__}")


KINDS = _kinds()


def _words(value: object) -> object:
    """A value as it is compared: an error by its kind, template and values."""
    if isinstance(value, CodedError):
        return type(value), value.template, {name: _words(v) for name, v in value.values.items()}
    return value


def test_the_kinds_are_found() -> None:
    names = {kind.__name__ for kind in KINDS}
    assert {"CodedError", "RuleError", "IllegalMoveError", "InvalidNotationError", "RecordError",
            "RuleOptionError", "InvalidDiceError", "InvalidPointError", "InvalidMatchError",
            "InvalidRecordError"} <= names


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.__name__)
def test_every_kind_pickles_with_its_template_and_values(kind: type[CodedError]) -> None:
    cause = IllegalMoveError("{play} is not a legal {dice} play here", play="'24/13'", dice="6-5")
    for error in (kind("the cube is at {value}, above the cap of {cap}", value=128, cap=64),
                  kind("the set-up position is not valid: {reason}", reason=cause),
                  kind("a text with {braces} and no values")):
        back = pickle.loads(pickle.dumps(error))
        assert type(back) is kind
        assert (str(back), _words(back)) == (str(error), _words(error))
        with pytest.raises(kind) as raised:
            raise back
        assert raised.value is back


def test_a_cause_keeps_its_own_kind_and_values_through_pickling() -> None:
    error = RuleError("the set-up position is not valid: {reason}",
                      reason=IllegalMoveError("no {die} is left to play", die=5))
    back = pickle.loads(pickle.dumps(error))
    inner = back.values["reason"]
    assert type(inner) is IllegalMoveError
    assert (inner.template, inner.values) == ("no {die} is left to play", {"die": 5})
