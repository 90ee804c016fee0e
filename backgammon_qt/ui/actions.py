"""The window's own actions, written once: one table (:data:`WINDOW_ACTIONS`)
of name, text, shortcut, slot, checkable, tip, enabled-by and the words of
Help > Keyboard, from which the main window makes its actions
(:func:`make_actions`), its menus (:data:`MENUS`), its toolbar
(:data:`TOOLBAR`) and Help > Keyboard its rows (:func:`key_help`); the
key-clash test reads the same actions.

The texts are Qt source texts, marked for lupdate with ``QT_TRANSLATE_NOOP``
in context "" (where lupdate filed them when they were ``tr = self.tr``
calls, so the translations made then still apply) and translated at run
time in the context they always had (a menu text in ``MainWindow``, a
key's words in ``KeysDialog``; :data:`backgammon_qt.app.translations.SHARED_CONTEXTS`
finds them in "").
Actions that other parts of the window own (files, the game list,
positions, dice, analysis, the language menu) are made by those parts and
inserted at the hooks of :data:`MENUS` and :data:`TOOLBAR` (a name starting
with ``+``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from backgammon_qt.app.settings import Settings
from backgammon_qt.controller.match import MatchController

from .theme import THEME_LABELS, THEME_NAMES
from .wrapped_label import strip_mnemonic

if TYPE_CHECKING:
    def QT_TRANSLATE_NOOP(context: str, text: str) -> str: ...   # PySide6's returns object
else:
    from PySide6.QtCore import QT_TRANSLATE_NOOP

__all__ = ["Shortcut", "ActionSpec", "MOVES", "WINDOW", "WINDOW_ACTIONS", "MENUS", "TOOLBAR", "make_action",
           "make_actions", "WindowActionAttributes", "Choices", "shortcut_keys", "key_help"]

Shortcut = QKeySequence.StandardKey | Qt.Key | str | list[Qt.Key | str] | None
"""An action's shortcut: a standard key, a key, a key sequence's text,
several of these, or none."""

_FALLBACK_KEYS = {
    QKeySequence.StandardKey.New: "Ctrl+N",
    QKeySequence.StandardKey.Quit: "Ctrl+Q",
    QKeySequence.StandardKey.Undo: "Ctrl+Z",
    QKeySequence.StandardKey.FullScreen: "F11",
    QKeySequence.StandardKey.HelpContents: "F1",
}
"""The usual key of a standard key where the platform has none (Quit on X11)."""

MOVES = "moves"
"""Help > Keyboard's section "Moves and turns"."""
WINDOW = "window"
"""Help > Keyboard's section "Window"."""


@dataclass(frozen=True)
class ActionSpec:
    """One action of the window.

    ``name``: the window's attribute ``{name}_action``; ``text``: the menu
    text (context ``MainWindow``); ``slot``: the window's method called
    when triggered (a dotted path is followed when triggered, so a part made
    when first used is made then: ``"hint_panel.request"``), or ``acts``:
    the :class:`~backgammon_qt.controller.match.MatchController` method the
    window applies to the match on the board (``"roll"``).  A ``checkable``
    action's slot takes the new state.  ``tip`` is the status and tool tip
    (context ``MainWindow``); ``enabled_by`` the field of
    :class:`~backgammon_qt.controller.presentation.EnabledActions` that
    enables it ("" for always).  ``keys_help`` (context ``KeysDialog``) is
    what Help > Keyboard says the keys do, in its ``section`` (:data:`MOVES`
    or :data:`WINDOW`); "" leaves the action out of it."""

    name: str
    text: str
    slot: str = ""
    acts: str = ""
    shortcut: Shortcut = None
    checkable: bool = False
    tip: str = ""
    enabled_by: str = ""
    keys_help: str = ""
    section: str = WINDOW


WINDOW_ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec("new_match", QT_TRANSLATE_NOOP("", "&New match..."), "new_match_dialog",
               shortcut=QKeySequence.StandardKey.New,
               tip=QT_TRANSLATE_NOOP("", "Start a new match")),
    ActionSpec("move_entry", QT_TRANSLATE_NOOP("", "&Type a move"), "focus_move_entry",
               shortcut=["Ctrl+T", "/"],
               tip=QT_TRANSLATE_NOOP("", "Type a play in gnubg notation, e.g. 8/5 6/5"),
               keys_help=QT_TRANSLATE_NOOP("", "Type a whole play in gnubg notation (8/5 6/5, bar/22*, "
                                                         "6/off) and press Enter; Escape returns to the board"),
               section=MOVES),
    ActionSpec("roll", QT_TRANSLATE_NOOP("", "&Roll"), acts="roll",
               shortcut=Qt.Key.Key_Space, enabled_by="roll",
               keys_help=QT_TRANSLATE_NOOP("", "Roll"), section=MOVES),
    ActionSpec("end_turn", QT_TRANSLATE_NOOP("", "&End turn"), acts="end_turn",
               shortcut=[Qt.Key.Key_Return, Qt.Key.Key_Enter], enabled_by="end_turn",
               keys_help=QT_TRANSLATE_NOOP("", "End the turn"), section=MOVES),
    ActionSpec("undo", QT_TRANSLATE_NOOP("", "&Undo move"), acts="undo",
               shortcut=QKeySequence.StandardKey.Undo, enabled_by="undo",
               tip=QT_TRANSLATE_NOOP("", "Take back the last move of this turn"),
               keys_help=QT_TRANSLATE_NOOP("", "Undo the last move of this turn"), section=MOVES),
    ActionSpec("double", QT_TRANSLATE_NOOP("", "&Double"), acts="cube_clicked",
               shortcut="Ctrl+D", enabled_by="double",
               keys_help=QT_TRANSLATE_NOOP("", "Double"), section=MOVES),
    ActionSpec("hint", QT_TRANSLATE_NOOP("", "&Hint"), "hint_panel.request",
               shortcut="Ctrl+H", enabled_by="hint",
               tip=QT_TRANSLATE_NOOP("", "The best plays or the cube action for the player to act"),
               keys_help=QT_TRANSLATE_NOOP("", "Hint"), section=MOVES),
    ActionSpec("claim", QT_TRANSLATE_NOOP("", "&Claim the win on time"), "_claim",
               shortcut="Ctrl+Shift+W",
               tip=QT_TRANSLATE_NOOP("", "Under the timed rules, when the opponent's time bank is empty"),
               keys_help=QT_TRANSLATE_NOOP("", "Claim the win on time (timed rules, the opponent's bank "
                                                         "empty)"),
               section=MOVES),
    ActionSpec("quit", QT_TRANSLATE_NOOP("", "&Quit"), "close",
               shortcut=QKeySequence.StandardKey.Quit,
               keys_help=QT_TRANSLATE_NOOP("", "Quit")),
    ActionSpec("copy_position", QT_TRANSLATE_NOOP("", "Copy &Position ID"), "copy_position_id",
               shortcut="Ctrl+Shift+P"),
    ActionSpec("copy_match", QT_TRANSLATE_NOOP("", "Copy &Match ID"), "copy_match_id",
               shortcut="Ctrl+Shift+M"),
    ActionSpec("copy_xgid", QT_TRANSLATE_NOOP("", "Copy &XGID"), "copy_xgid",
               shortcut="Ctrl+Shift+X",
               tip=QT_TRANSLATE_NOOP("", "The position, cube, dice and score as eXtreme Gammon writes them")),
    ActionSpec("orientation", QT_TRANSLATE_NOOP("", "&Home board on the left"), "_toggle_orientation",
               shortcut="Ctrl+R", checkable=True,
               tip=QT_TRANSLATE_NOOP("", "Switch the home board between bottom right and bottom left")),
    ActionSpec("point_numbers", QT_TRANSLATE_NOOP("", "Point &numbers"), "_toggle_point_numbers",
               shortcut="Ctrl+Shift+N", checkable=True),
    ActionSpec("move_list", QT_TRANSLATE_NOOP("", "&Move list"), "_toggle_move_list",
               shortcut="Ctrl+M", checkable=True,
               tip=QT_TRANSLATE_NOOP("", "The moves of the game on the board, as gnubg lists them")),
    ActionSpec("full_screen", QT_TRANSLATE_NOOP("", "&Full screen"), "_toggle_full_screen",
               shortcut=QKeySequence.StandardKey.FullScreen, checkable=True,
               keys_help=QT_TRANSLATE_NOOP("", "Full screen")),
    ActionSpec("reduce_motion", QT_TRANSLATE_NOOP("", "Reduce &motion"), "_set_reduce_motion",
               checkable=True,
               tip=QT_TRANSLATE_NOOP("", "Checkers move at once, without sliding (the animation speed is "
                                                   "off while this is on)")),
    ActionSpec("rules", QT_TRANSLATE_NOOP("", "&How to play"), "show_rules",
               shortcut=QKeySequence.StandardKey.HelpContents,
               keys_help=QT_TRANSLATE_NOOP("", "Rules")),
    ActionSpec("keys", QT_TRANSLATE_NOOP("", "&Keyboard"), "show_keys",
               tip=QT_TRANSLATE_NOOP("", "The keys of the board and the window")),
    ActionSpec("about", QT_TRANSLATE_NOOP("", "&About backgammon-qt"), "show_about"),
)
"""Every action the window makes itself; Help > Keyboard lists them in this order."""

class WindowActionAttributes:
    """The window's attribute for each action of :data:`WINDOW_ACTIONS`
    (``{name}_action``), typed; :func:`make_actions`' caller sets them
    (``tests/ui/test_ui_actions.py`` holds the two lists equal)."""

    new_match_action: QAction
    move_entry_action: QAction
    roll_action: QAction
    end_turn_action: QAction
    undo_action: QAction
    double_action: QAction
    hint_action: QAction
    claim_action: QAction
    quit_action: QAction
    copy_position_action: QAction
    copy_match_action: QAction
    copy_xgid_action: QAction
    orientation_action: QAction
    point_numbers_action: QAction
    move_list_action: QAction
    full_screen_action: QAction
    reduce_motion_action: QAction
    rules_action: QAction
    keys_action: QAction
    about_action: QAction


MENUS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (QT_TRANSLATE_NOOP("", "&Game"),
     ("new_match", "+files", "+picture_export", "-", "roll", "end_turn", "double", "hint", "move_entry", "claim",
      "+resign", "-", "quit")),
    (QT_TRANSLATE_NOOP("", "&Edit"), ("undo", "-", "copy_position", "copy_match", "copy_xgid", "+picture_copy")),
    (QT_TRANSLATE_NOOP("", "&View"),
     ("orientation", "point_numbers", "-", "full_screen", "move_list", "+rollouts", "+browser")),
    (QT_TRANSLATE_NOOP("", "O&ptions"), ("+options", "+speed", "reduce_motion", "+colours")),
    (QT_TRANSLATE_NOOP("", "&Help"), ("rules", "keys", "about")),
)
"""The menu bar: each menu's title and entries, by action name; ``-`` a
separator, ``+part`` where the window's hook of that name adds entries."""

TOOLBAR: tuple[str, ...] = ("new_match", "+files", "undo", "hint", "orientation", "point_numbers")
"""The toolbar's entries, as in :data:`MENUS`."""


def shortcut_keys(shortcut: Shortcut) -> list[QKeySequence]:
    """The key sequences of ``shortcut``: a standard key's bindings on this
    platform (or the usual one where the platform has none)."""
    if shortcut is None:
        return []
    if isinstance(shortcut, QKeySequence.StandardKey):
        return QKeySequence.keyBindings(shortcut) or [QKeySequence(_FALLBACK_KEYS[shortcut])]
    shortcuts: Sequence[Qt.Key | str] = shortcut if isinstance(shortcut, list) else [shortcut]
    return [QKeySequence(s) for s in shortcuts]


def make_action(owner: QObject, text: str, slot: Callable[..., object], shortcut: Shortcut = None,
                checkable: bool = False, tip: str = "") -> QAction:
    """A :class:`QAction` of ``owner`` (``text`` and ``tip`` already translated)."""
    action = QAction(text, owner)
    keys = shortcut_keys(shortcut)
    if keys:
        action.setShortcuts(keys)
    action.setCheckable(checkable)
    if tip:
        action.setStatusTip(tip)
        action.setToolTip(tip)
    action.triggered.connect(slot)
    return action


def _follow(window: QObject, path: str) -> Callable[..., object]:
    target: object = window
    for part in path.split("."):
        target = getattr(target, part)
    if not callable(target):
        raise TypeError(f"{path} is not callable")
    return target


def _slot(window: QObject, spec: ActionSpec) -> Callable[..., object]:
    """What ``spec``'s action calls when triggered (the window's parts looked
    up then, not when the action is made)."""
    if spec.acts:
        method = getattr(MatchController, spec.acts)
        return lambda _checked=False: _follow(window, "_act")(method)
    if spec.checkable:
        return lambda checked: _follow(window, spec.slot)(checked)
    return lambda _checked=False: _follow(window, spec.slot)()


def make_actions(window: QWidget, specs: Iterable[ActionSpec] = WINDOW_ACTIONS) -> dict[str, QAction]:
    """The actions of ``specs`` made for ``window`` (texts translated in
    context ``MainWindow``), by name; each is also the window's own, so that
    its shortcut works while the menu bar is hidden (full screen)."""
    translate = QCoreApplication.translate
    made = {}
    for spec in specs:
        action = make_action(window, translate("MainWindow", spec.text), _slot(window, spec), spec.shortcut,
                             spec.checkable, translate("MainWindow", spec.tip) if spec.tip else "")
        window.addAction(action)
        made[spec.name] = action
    return made


class Choices:
    """The window's actions made from other tables than :data:`WINDOW_ACTIONS`,
    each the window's own (``window.addAction``): ``resign_actions`` (Game >
    Resign: a single game, a gammon, a backgammon; ``resign`` called with
    the value 1..3), ``option_actions`` (the play options, by setting name),
    ``speed_actions`` (the animation speeds 0..3, one checked in
    ``speed_group``) and ``theme_actions`` (the board colours by theme name,
    in ``theme_group``); each choice sets its ``settings`` value."""

    OPTIONS = ("auto_play_forced", "auto_bear_off", "auto_roll", "turn_board", "sound")
    """The play options of the Options menu, by setting name."""
    RESIGNS = ((1, QT_TRANSLATE_NOOP("", "&Single game")), (2, QT_TRANSLATE_NOOP("", "&Gammon")),
               (3, QT_TRANSLATE_NOOP("", "&Backgammon")))
    """Game > Resign's entries: the value resigned (RULES.md "End of game and scoring") and the text."""
    SPEEDS = ((0, QT_TRANSLATE_NOOP("", "Off")), (1, QT_TRANSLATE_NOOP("", "Slow")),
              (2, QT_TRANSLATE_NOOP("", "Normal")), (3, QT_TRANSLATE_NOOP("", "Fast")))
    """Options > Animation speed's entries: the setting's value and the text."""

    def __init__(self, window: QWidget, settings: Settings, resign: Callable[[int], object]) -> None:
        translate = QCoreApplication.translate

        def add(text: str, slot: Callable[..., object], checked: bool | None = None) -> QAction:
            action = make_action(window, text, slot, checkable=checked is not None)
            action.setChecked(bool(checked))
            window.addAction(action)
            return action

        self.resign_actions = [add(translate("MainWindow", label), lambda _c=False, v=value: resign(v))
                               for value, label in self.RESIGNS]
        self.option_actions = {
            name: add(translate("MainWindow", Settings.spec(name).label),
                      lambda checked, n=name: settings.set(n, checked), settings.get(name))
            for name in self.OPTIONS}
        self.speed_group = QActionGroup(window)
        self.speed_actions = {}
        for speed, label in self.SPEEDS:
            label = translate("MainWindow", label)
            self.speed_actions[speed] = add(label, lambda _c=False, s=speed: settings.set("animation_speed", s),
                                            settings.get("animation_speed") == speed)
            self.speed_group.addAction(self.speed_actions[speed])
        self.theme_group = QActionGroup(window)
        self.theme_actions = {}
        for name in THEME_NAMES:
            self.theme_actions[name] = add(translate("Theme", THEME_LABELS[name]),
                                           lambda _c=False, n=name: settings.set("theme", n),
                                           settings.get("theme") == name)
            self.theme_group.addAction(self.theme_actions[name])

    def sound_unavailable(self) -> None:
        """Options > Sound says, for the rest of the session, that nothing can
        be heard (the sound output gave up: no audio output); it still
        switches the setting, which later sessions use."""
        action = self.option_actions["sound"]
        action.setText(QCoreApplication.translate("MainWindow", "Sound (no audio output on this computer)"))
        tip = QCoreApplication.translate(
            "MainWindow", "No sound can be played: this computer has no audio output that works "
            "(no sound device, or its sound library is missing). The setting is kept for the next time.")
        action.setToolTip(tip)
        action.setStatusTip(tip)


def _keys_text(keys: Sequence[QKeySequence]) -> str:
    return QKeySequence.listToString(list(keys), QKeySequence.SequenceFormat.NativeText)


def _plain(text: str) -> str:
    """A menu text without its mnemonic and its trailing dots: ``"&Open..."`` -> ``"Open"``."""
    return strip_mnemonic(text).rstrip(".\u2026")


def _menu_rows(menu: QMenu, skip: set[QAction]) -> list[tuple[str, str]]:
    rows = []
    for action in menu.actions():
        sub = action.menu()
        if isinstance(sub, QMenu):
            rows += _menu_rows(sub, skip)
        elif action not in skip and not action.shortcut().isEmpty() and not action.isSeparator():
            rows.append((_keys_text([action.shortcut()]), _plain(action.text())))
    return rows


_ON_THE_BOARD = QT_TRANSLATE_NOOP("KeysDialog", "On the board")
_MOVES_AND_TURNS = QT_TRANSLATE_NOOP("", "Moves and turns")
_WINDOW = QT_TRANSLATE_NOOP("", "Window")
_MENU_KEYS = QT_TRANSLATE_NOOP("", "Open a menu (every action is in one); Tab moves between the fields of a dialog")
_PANEL_ESCAPE = QT_TRANSLATE_NOOP("", "In a panel beside the board (hint, lists, analysis): back to the board")


def key_help(actions: dict[str, QAction], menus: Sequence[QMenu], escape: QKeySequence,
             board: Sequence[tuple[str, str]]) -> list[tuple[str, list[tuple[str, str]]]]:
    """Help > Keyboard's sections, (heading, [(keys, what they do)]):
    ``board`` the board's own keys (:data:`.keyboard.BOARD_KEYS`, translated
    in context ``KeysDialog``); the moves and turns from the window's
    ``actions`` (by name, as :func:`make_actions` made them) with their
    :attr:`ActionSpec.keys_help`; then every other entry with a shortcut of
    the menu bar's ``menus`` (the window's parts' actions included) in menu
    order, its first key, in its menu text (or its words in the table), the menus' own keys (their mnemonics) and
    ``escape``, the key that gives the keys back to the board from a panel.
    The keys are written as the platform writes them."""
    translate = QCoreApplication.translate
    moves: list[tuple[str, str]] = []
    window: list[tuple[str, str]] = []
    described: dict[QAction, str] = {}
    for spec in WINDOW_ACTIONS:
        action = actions.get(spec.name)
        if action is not None and spec.keys_help:
            described[action] = translate("KeysDialog", spec.keys_help)
            # every key of a list of keys, a standard key's first (the platform's own)
            own_keys = action.shortcuts() if isinstance(spec.shortcut, list) else [action.shortcut()]
            if spec.section == MOVES and not own_keys[0].isEmpty():
                moves.append((_keys_text(own_keys), described[action]))
    moved = {actions[s.name] for s in WINDOW_ACTIONS if s.section == MOVES and s.name in actions}
    for menu in menus:
        for keys, text in _menu_rows(menu, moved):
            window.append((keys, text))
    # a window action's own words where it has them ("Rules" for "How to play")
    own = {_plain(a.text()): words for a, words in described.items()}
    window = [(keys, own.get(text, text)) for keys, text in window]
    mnemonics = [QKeySequence.mnemonic(menu.title()) for menu in menus]
    window.append((_keys_text([m for m in mnemonics if not m.isEmpty()]), translate("KeysDialog", _MENU_KEYS)))
    window.append((_keys_text([escape]), translate("KeysDialog", _PANEL_ESCAPE)))
    board_rows = [(translate("KeysDialog", k), translate("KeysDialog", v)) for k, v in board]
    return [(translate("KeysDialog", heading), rows) for heading, rows in
            ((_ON_THE_BOARD, board_rows), (_MOVES_AND_TURNS, moves), (_WINDOW, window))]
