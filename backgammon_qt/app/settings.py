"""The user's options, each declared once (name, type, default, label), stored
with :class:`QSettings` in an INI file at :func:`backgammon_qt.app.paths.settings_file`.

Use :class:`Settings`: ``settings.get("orientation")``,
``settings.set("point_numbers", False)``; the ``changed`` signal reports every
change so the window, the board and the controller follow at once.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QSettings, Signal

from . import paths

__all__ = ["HUMAN", "DEFAULT_COMPUTER_SEAT", "SettingSpec", "SETTINGS", "Settings", "ANIMATION_MS"]

HUMAN = "human"
"""The seat of a human player (any other seat is the computer at that engine
level, see :data:`backgammon_qt.controller.engine_jobs.computer.SEATS`)."""

DEFAULT_COMPUTER_SEAT = "expert"
"""The seat a new user plays against (a level of ``backgammon_qt.engine.LEVELS``;
``backgammon_qt.controller.engine_jobs.computer`` checks that it is one)."""


@dataclass(frozen=True)
class SettingSpec:
    """One option: its key, Python type (bool, int or str), default, a label
    for menus and dialogs, and the allowed values (``None`` = any)."""

    name: str
    type: type
    default: Any
    label: str
    choices: tuple[Any, ...] | None = None


SETTINGS: tuple[SettingSpec, ...] = (
    SettingSpec("orientation", str, "right", "Home board at the bottom", ("right", "left")),
    SettingSpec("point_numbers", bool, True, "Show point numbers"),
    SettingSpec("auto_play_forced", bool, False, "Play forced moves automatically"),
    SettingSpec("auto_bear_off", bool, False, "Bear off automatically when there is no contact"),
    SettingSpec("auto_roll", bool, False, "Roll automatically when no double is possible"),
    SettingSpec("animation_speed", int, 2, "Animation speed", (0, 1, 2, 3)),
    SettingSpec("reduce_motion", bool, False, "Reduce motion (checkers move at once, never slide)"),
    SettingSpec("sound", bool, True, "Sound (the dice, the checkers, the cube and the end of a game)"),
    # the names of backgammon_qt.ui.theme.THEME_NAMES (tests hold the two together)
    SettingSpec("theme", str, "classic", "Board colours", ("classic", "light", "high_contrast", "colour_safe")),
    SettingSpec("turn_board", bool, True, "Turn the board for the player on roll (two players at one machine)"),
    SettingSpec("manual_dice", bool, False, "Enter the dice by hand"),
    SettingSpec("tutor", bool, False, "Tutor: before a bad play or cube action, say so and offer to take it back"),
    # checked by the window against the analysis levels it knows (a level no longer offered reads as the default)
    SettingSpec("analysis_level", str, "", "The analysis level last chosen (empty: the default)"),
    SettingSpec("player_0_name", str, "Player 1", "Name of the first player (bottom)"),
    SettingSpec("player_1_name", str, "Computer", "Name of the second player (top)"),
    # the seats' values are checked by the controller (computer.valid_seat), which knows the levels
    SettingSpec("player_0_seat", str, HUMAN, "Who plays at the bottom: a human or the computer at a level"),
    SettingSpec("player_1_seat", str, DEFAULT_COMPUTER_SEAT, "Who plays at the top: a human or the computer "
                "at a level"),
    SettingSpec("match_length", int, 5, "Match length (0 = money play)", tuple(range(26))),
    SettingSpec("rule_preset", str, "match", "Rules", ("match", "money", "timed")),
    SettingSpec("rule_options", str, "", "The rule options of the last new match, as JSON "
                "(RuleOptions.to_dict; empty: the preset's)"),
    SettingSpec("window_geometry", str, "", "Window size and place (hex of Qt's geometry)"),
    SettingSpec("window_docks", str, "", "The docks open and where, with the toolbar (hex of Qt's window state)"),
    SettingSpec("window_dock_names", str, "", "The docks the window state holds (their object names, "
                "comma-separated)"),
    SettingSpec("language", str, "", "Language (after a restart)", ("", "en", "da", "nb", "nl", "sv")),
    SettingSpec("cluster_address", str, "", "The Dask scheduler long analyses are sent to (empty: this machine)"),
    SettingSpec("cluster_if_unreachable", str, "local", "When the cluster cannot be reached: analyse on this "
                "machine, or stop", ("local", "stop")),
)
"""Every option of the app.  Add new options here and nowhere else."""

ANIMATION_MS = {0: 0, 1: 420, 2: 220, 3: 110}
"""Milliseconds a checker takes to slide, by ``animation_speed`` (0 = off)."""

_SPECS = {spec.name: spec for spec in SETTINGS}


class Settings(QObject):
    """The options of :data:`SETTINGS`, read from and written to an INI file.

    ``path`` defaults to :func:`backgammon_qt.app.paths.settings_file` (computed
    when the object is made, so tests' ``XDG_CONFIG_HOME`` applies).  A stored
    value of the wrong type or outside the choices reads as the default.

    Signals:
        changed(str, object): an option's name and its new value, after
            :meth:`set` changed it.
    """

    changed = Signal(str, object)

    def __init__(self, path: str | os.PathLike[str] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = str(path if path is not None else paths.settings_file())
        self._store = QSettings(self.path, QSettings.Format.IniFormat)

    @staticmethod
    def spec(name: str) -> SettingSpec:
        """The declaration of option ``name``; :class:`KeyError` if unknown."""
        return _SPECS[name]

    def get(self, name: str) -> Any:
        """The value of option ``name`` (its default when unset or invalid)."""
        spec = _SPECS[name]
        raw = self._store.value(name)
        if raw is None:
            return spec.default
        value = _convert(raw, spec.type)
        if value is None or (spec.choices is not None and value not in spec.choices):
            return spec.default
        return value

    def set(self, name: str, value: Any) -> None:
        """Store option ``name``.  Raises :class:`KeyError` for an unknown
        name and :class:`ValueError` for a value of the wrong type or not
        among the choices."""
        spec = _SPECS[name]
        if (spec.type is int and isinstance(value, bool)) or not isinstance(value, spec.type):
            raise ValueError(f"setting {name} takes a {spec.type.__name__}, got {value!r}")
        if spec.choices is not None and value not in spec.choices:
            raise ValueError(f"setting {name} must be one of {spec.choices}, got {value!r}")
        old = self.get(name)
        self._store.setValue(name, value)
        self._store.sync()
        if value != old:
            self.changed.emit(name, value)


def _convert(raw: Any, typ: type) -> Any:
    """A QSettings INI value (often a string) as ``typ``, or None."""
    if typ is bool:
        if isinstance(raw, bool):
            return raw
        text = str(raw).strip().lower()
        return {"true": True, "1": True, "false": False, "0": False}.get(text)
    if typ is int:
        try:
            return int(raw)
        except (TypeError, ValueError):
            return None
    return str(raw)
