"""Rule options: the declared options, the three presets, match/money
adjustment, and the dict form the native file and settings use.

Every option comes from a RULES.md section (named in :data:`OPTIONS` and in
each test's docstring).
"""

from __future__ import annotations

import dataclasses
import json
import re

import pytest

from backgammon_qt.model import OPTIONS, PRESETS, RuleOptions


def test_declared_options_are_exactly_the_fields() -> None:
    """Every rule option is declared once in OPTIONS, with the type of its
    default."""
    fields = {f.name: f for f in dataclasses.fields(RuleOptions)}
    assert [spec.name for spec in OPTIONS] == list(fields)
    defaults = RuleOptions()
    for spec in OPTIONS:
        assert type(getattr(defaults, spec.name)) is spec.type, spec.name
        assert spec.label


def test_each_option_names_a_rules_md_section(shared_dir) -> None:
    """Each option's section is a heading of RULES.md."""
    headings = set(re.findall(r"^## (.+?)\s*(?:\(.*\))?$", (shared_dir / "RULES.md").read_text("utf-8"), re.M))
    for spec in OPTIONS:
        assert spec.section in headings, (spec.name, spec.section)


def test_match_preset_is_the_tournament_rules() -> None:
    """RULES.md 'Doubling cube', 'Starting a game', 'End of game and
    scoring', 'Bearing off': the defaults are the standard tournament rules:
    cube (no cap), Crawford, backgammons count; no Jacoby, beavers or
    automatic doubles; no clock; "minimize wasted pips" off."""
    rules = RuleOptions.match()
    assert rules == RuleOptions() == PRESETS["match"]
    assert rules.cube and rules.cube_cap == 0 and rules.crawford and rules.backgammons_count
    assert not (rules.jacoby or rules.beavers or rules.automatic_doubles or rules.bar_backgammon_4x)
    assert not (rules.timed or rules.minimize_wasted_pips or rules.automatic_resignation_value)


def test_money_preset() -> None:
    """RULES.md 'Doubling cube': money play with the cube, Jacoby and
    beavers."""
    rules = RuleOptions.money()
    assert rules == PRESETS["money"]
    assert rules.cube and rules.jacoby and rules.beavers
    assert not rules.timed and rules.backgammons_count


def test_timed_preset() -> None:
    """RULES.md 'Clocks': no cube, no backgammons, automatic resignation
    value, "minimize wasted pips" on, 11 s a turn and a 90 s bank."""
    rules = RuleOptions.timed_preset()
    assert rules == PRESETS["timed"]
    assert rules.timed and not rules.cube and not rules.backgammons_count
    assert rules.minimize_wasted_pips and rules.automatic_resignation_value
    assert (rules.turn_seconds, rules.bank_seconds) == (11.0, 90.0)
    assert set(PRESETS) == {"match", "money", "timed"}


def test_for_match_switches_money_only_rules_off_and_keeps_the_rest() -> None:
    """RULES.md 'Starting a game' and 'Doubling cube': Jacoby, beavers and
    automatic doubles are money-play rules; Crawford is a match rule."""
    rules = RuleOptions(jacoby=True, beavers=True, automatic_doubles=True, automatic_doubles_limit=2,
                        cube_cap=64, backgammons_count=False, bar_backgammon_4x=True, crawford=True)
    in_match = rules.for_match(7)
    assert not (in_match.jacoby or in_match.beavers or in_match.automatic_doubles)
    assert in_match == dataclasses.replace(rules, jacoby=False, beavers=False, automatic_doubles=False)
    money = rules.for_match(0)
    assert money == dataclasses.replace(rules, crawford=False)
    assert rules.jacoby and rules.crawford    # the original is unchanged (frozen)


@pytest.mark.parametrize("rules", [
    RuleOptions(), RuleOptions.money(), RuleOptions.timed_preset(),
    RuleOptions(cube_cap=64, automatic_doubles=True, automatic_doubles_limit=3, bar_backgammon_4x=True,
                turn_seconds=12.5, bank_seconds=60.0),
])
def test_dict_round_trip_through_json(rules: RuleOptions) -> None:
    """to_dict/from_dict give back the same options, through JSON too."""
    data = rules.to_dict()
    assert set(data) == {spec.name for spec in OPTIONS}
    assert RuleOptions.from_dict(data) == rules
    assert RuleOptions.from_dict(json.loads(json.dumps(data))) == rules


def test_missing_keys_take_their_defaults_and_ints_are_accepted_as_seconds() -> None:
    """from_dict fills missing options with defaults; a whole number of
    seconds is a number of seconds."""
    assert RuleOptions.from_dict({}) == RuleOptions()
    rules = RuleOptions.from_dict({"jacoby": True, "turn_seconds": 15})
    assert rules == RuleOptions(jacoby=True, turn_seconds=15.0)
    assert type(rules.turn_seconds) is float


def test_unknown_keys_are_refused() -> None:
    """from_dict refuses options it does not know (a typo must not pass)."""
    with pytest.raises(ValueError, match="jacobi"):
        RuleOptions.from_dict({"jacobi": True})


@pytest.mark.parametrize("data", [
    {"cube": 1}, {"cube": "yes"}, {"cube": None}, {"jacoby": 0},
    {"cube_cap": True}, {"cube_cap": 64.0}, {"cube_cap": "64"},
    {"automatic_doubles_limit": 1.5},
    {"turn_seconds": "11"}, {"turn_seconds": False}, {"bank_seconds": None},
])
def test_wrong_types_are_refused(data) -> None:
    """from_dict refuses a value of the wrong type."""
    with pytest.raises(ValueError):
        RuleOptions.from_dict(data)


@pytest.mark.parametrize("kwargs", [
    {"cube_cap": 3}, {"cube_cap": 1}, {"cube_cap": -2}, {"cube_cap": 96},
    {"automatic_doubles_limit": -1}, {"turn_seconds": -1.0}, {"bank_seconds": -0.1},
])
def test_invalid_values_are_refused(kwargs) -> None:
    """RULES.md 'Doubling cube' (the cap is a cube face: a power of two),
    'Starting a game' (limit >= 0), 'Clocks' (seconds >= 0)."""
    with pytest.raises(ValueError):
        RuleOptions(**kwargs)
    with pytest.raises(ValueError):
        RuleOptions.from_dict(kwargs)


def test_options_are_immutable() -> None:
    """A rule set in force cannot be changed under a running game."""
    rules = RuleOptions()
    with pytest.raises(dataclasses.FrozenInstanceError):
        rules.cube = False  # type: ignore[misc]


@pytest.mark.parametrize("seconds", [float("nan"), float("inf"), -1.0, 1e9])
def test_clock_times_must_be_real_seconds(seconds: float) -> None:
    """A file's rule options with NaN, infinite or absurd clock times are
    refused (RULES.md "Clocks": 11 s a turn, a 90 s bank)."""
    for name in ("turn_seconds", "bank_seconds"):
        with pytest.raises(ValueError, match=name):
            RuleOptions.from_dict({"timed": True, name: seconds})
