"""Rule options as one declared object, with the three presets.

Every option of ../shared/RULES.md is a field here, declared once with its
type, default and label (the new-match dialog and the native file use
:data:`OPTIONS`).  Defaults are the standard tournament rules.

Nackgammon (the ``variation`` option; proposed for RULES.md "Board and setup",
a subsection "Nackgammon"): standard backgammon -- every rule above unchanged -- played
from another starting position, named for its inventor Nick "Nack"
Ballard.  Each side has two checkers on its 24-point, two
on its 23-point, four on its 13-point, three on its 8-point and four on its
6-point (15 in all).  Source: gnubg's ``InitBoard`` for
``VARIATION_NACKGAMMON`` (gnubg.c; start Position ID ``4Dl4ADbgOXgANg``) and
its command ``set variation nackgammon``; gnubg's ``.sgf`` marks it
``RU[...:Nackgammon]``, its ``.mat`` export ``; [Variation "NackGammon"]``.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any

from .errors import RuleOptionError
from .position import VARIATIONS

__all__ = ["RuleOptions", "OptionSpec", "OPTIONS", "PRESETS"]

MAX_CLOCK_SECONDS = 86_400.0
"""The longest turn time or time bank accepted (a day): NaN, infinity and
absurd values in a file are refused."""


@dataclass(frozen=True)
class OptionSpec:
    """One declared rule option: field name, Python type, label for the UI,
    the RULES.md section it comes from."""

    name: str
    type: type
    label: str
    section: str


@dataclass(frozen=True)
class RuleOptions:
    """The rules a game or match is played under.

    Fields (RULES.md section in brackets):

    - ``cube`` -- the doubling cube is in use ["Doubling cube"; off in the
      timed rule set].
    - ``cube_cap`` -- the highest cube value, or 0 for no cap ["Doubling cube":
      one sheet caps at 64].
    - ``crawford`` -- Crawford rule in matches ["Doubling cube"].
    - ``jacoby`` -- gammons count single unless the cube was turned (money
      only) ["Doubling cube"].
    - ``beavers`` -- a doubled player may redouble at once keeping the cube
      (money only) ["Doubling cube"].
    - ``automatic_doubles`` / ``automatic_doubles_limit`` -- ties on the
      opening roll double the stake, at most ``limit`` times a game (money
      only) ["Starting a game"].
    - ``backgammons_count`` -- a backgammon scores 3x; off scores it as a
      gammon ["End of game and scoring"].
    - ``bar_backgammon_4x`` -- a backgammon with a loser's checker on the bar
      scores 4x ["End of game and scoring"].
    - ``minimize_wasted_pips`` -- among the plays using the most dice, only
      those wasting the fewest pips in bear-offs ["Bearing off"].
    - ``automatic_resignation_value`` -- a resignation is worth a gammon if
      the resigner has borne off none, else a single ["End of game and
      scoring", timed rule set].
    - ``timed`` / ``turn_seconds`` / ``bank_seconds`` -- the clock: seconds
      per turn, then a per-player bank; an empty bank lets the opponent claim
      a gammon ["Clocks"].
    - ``variation`` -- the starting position, one of
      :data:`~backgammon_qt.model.position.VARIATIONS`: ``"standard"`` or
      ``"nackgammon"`` ["Board and setup"; Nackgammon: see the module docstring].
    """

    cube: bool = True
    cube_cap: int = 0
    crawford: bool = True
    jacoby: bool = False
    beavers: bool = False
    automatic_doubles: bool = False
    automatic_doubles_limit: int = 1
    backgammons_count: bool = True
    bar_backgammon_4x: bool = False
    minimize_wasted_pips: bool = False
    automatic_resignation_value: bool = False
    timed: bool = False
    turn_seconds: float = 11.0
    bank_seconds: float = 90.0
    variation: str = "standard"

    def __post_init__(self) -> None:
        if self.cube_cap and (self.cube_cap < 2 or self.cube_cap & (self.cube_cap - 1)):
            raise RuleOptionError("cube_cap must be 0 (no cap) or a power of two >= 2, got {got}", got=self.cube_cap)
        if self.automatic_doubles_limit < 0:
            raise RuleOptionError("automatic_doubles_limit must be >= 0")
        if self.variation not in VARIATIONS:
            raise RuleOptionError("variation must be one of {known}, got {got}", known=", ".join(VARIATIONS),
                                  got=repr(self.variation))
        for name in ("turn_seconds", "bank_seconds"):
            value = getattr(self, name)
            if not 0 <= value <= MAX_CLOCK_SECONDS:     # also refuses NaN
                raise RuleOptionError("{name} must be 0 to {most} seconds, got {got}", name=name,
                                      most=f"{MAX_CLOCK_SECONDS:g}", got=repr(value))

    # ---------------------------------------------------------------- presets
    @classmethod
    def match(cls) -> RuleOptions:
        """Tournament match play: cube, Crawford, backgammons count; no
        Jacoby, beavers or automatic doubles (they are money-play rules)."""
        return cls()

    @classmethod
    def money(cls) -> RuleOptions:
        """Money play as commonly played: cube, Jacoby and beavers on."""
        return cls(jacoby=True, beavers=True)

    @classmethod
    def timed_preset(cls) -> RuleOptions:
        """The timed rule set (RULES.md "Clocks"): 11 s a turn plus a 90 s
        bank; no cube; wins count 1 or 2 (no backgammons); resignation value
        automatic; "minimize wasted pips" on."""
        return cls(cube=False, backgammons_count=False, minimize_wasted_pips=True,
                   automatic_resignation_value=True, timed=True)

    def for_match(self, match_length: int) -> RuleOptions:
        """These options as they apply to a match of ``match_length`` points
        (0 = money): the money-only rules (Jacoby, beavers, automatic
        doubles) are switched off in a match, Crawford in money play."""
        if match_length:
            return replace(self, jacoby=False, beavers=False, automatic_doubles=False)
        return replace(self, crawford=False)

    def to_dict(self) -> dict[str, Any]:
        """The options as a JSON-ready dict."""
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RuleOptions:
        """Options from :meth:`to_dict` output.  Unknown keys raise
        :class:`RuleOptionError` (a :class:`ValueError`); missing keys take their
        defaults; a value of the wrong type or out of range raises :class:`RuleOptionError`."""
        known = {s.name: s for s in OPTIONS}
        unknown = set(data) - set(known)
        if unknown:
            raise RuleOptionError("unknown rule options: {names}", names=", ".join(sorted(unknown)))
        values = {}
        for name, value in data.items():
            typ = known[name].type
            if typ is bool and not isinstance(value, bool):
                raise RuleOptionError("rule option {name} must be true or false, got {got}", name=name,
                                      got=repr(value))
            if typ is int and (isinstance(value, bool) or not isinstance(value, int)):
                raise RuleOptionError("rule option {name} must be a whole number, got {got}", name=name,
                                      got=repr(value))
            if typ is float and (isinstance(value, bool) or not isinstance(value, (int, float))):
                raise RuleOptionError("rule option {name} must be a number, got {got}", name=name,
                                      got=repr(value))
            if typ is str and not isinstance(value, str):
                raise RuleOptionError("rule option {name} must be a text, got {got}", name=name,
                                      got=repr(value))
            values[name] = typ(value)
        return cls(**values)


OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("cube", bool, "Doubling cube", "Doubling cube"),
    OptionSpec("cube_cap", int, "Cube limit (0 = none)", "Doubling cube"),
    OptionSpec("crawford", bool, "Crawford rule", "Doubling cube"),
    OptionSpec("jacoby", bool, "Jacoby rule (money)", "Doubling cube"),
    OptionSpec("beavers", bool, "Beavers (money)", "Doubling cube"),
    OptionSpec("automatic_doubles", bool, "Automatic doubles (money)", "Starting a game"),
    OptionSpec("automatic_doubles_limit", int, "Automatic doubles per game", "Starting a game"),
    OptionSpec("backgammons_count", bool, "Backgammons count", "End of game and scoring"),
    OptionSpec("bar_backgammon_4x", bool, "Backgammon from the bar counts 4x", "End of game and scoring"),
    OptionSpec("minimize_wasted_pips", bool, "Minimize wasted pips", "Bearing off"),
    OptionSpec("automatic_resignation_value", bool, "Automatic resignation value",
               "End of game and scoring"),
    OptionSpec("timed", bool, "Clock (turn time and bank)", "Clocks"),
    OptionSpec("turn_seconds", float, "Seconds per turn", "Clocks"),
    OptionSpec("bank_seconds", float, "Time bank (seconds)", "Clocks"),
    OptionSpec("variation", str, "Starting position", "Board and setup"),
)

PRESETS: dict[str, RuleOptions] = {
    "match": RuleOptions.match(),
    "money": RuleOptions.money(),
    "timed": RuleOptions.timed_preset(),
}
"""The three presets by name: ``match`` (tournament), ``money``, ``timed``."""
