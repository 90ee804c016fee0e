"""The window's actions come from one table (ui/actions.py): the menus, the
toolbar, Help > Keyboard and the enabled states follow it, and no key
opens two actions."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QMenu

from backgammon_qt.controller.presentation import EnabledActions
from backgammon_qt.ui.actions import MENUS, TOOLBAR, WINDOW_ACTIONS, WindowActionAttributes

pytestmark = pytest.mark.gui

_WINDOW_WIDE = (Qt.ShortcutContext.WindowShortcut, Qt.ShortcutContext.ApplicationShortcut)


def _menu_actions(menu: QMenu) -> list[QAction]:
    found = []
    for action in menu.actions():
        sub = action.menu()
        if isinstance(sub, QMenu):
            found += _menu_actions(sub)
        elif not action.isSeparator():
            found.append(action)
    return found


def _menu_bar_actions(window) -> list[QAction]:
    found = []
    for action in window.menuBar().actions():
        menu = action.menu()
        if isinstance(menu, QMenu):
            found += _menu_actions(menu)
    return found


def key_owners(window) -> dict[str, set[str]]:
    """Every key of the window (its actions', its menus' and its toolbar's,
    those of the parts made after the first paint included, and its
    shortcuts) and what it opens, by the key's portable text."""
    owners: dict[str, set[str]] = {}
    actions = {*window.findChildren(QAction), *_menu_bar_actions(window), *window.actions()}
    for action in actions:
        if action.shortcutContext() not in _WINDOW_WIDE:
            continue
        for key in action.shortcuts():
            owners.setdefault(key.toString(QKeySequence.SequenceFormat.PortableText), set()).add(
                f"{action.text()} ({id(action):x})")
    for shortcut in window.findChildren(QShortcut):
        if shortcut.context() in _WINDOW_WIDE and not shortcut.key().isEmpty():
            owners.setdefault(shortcut.key().toString(QKeySequence.SequenceFormat.PortableText), set()).add(
                f"shortcut ({id(shortcut):x})")
    return owners


def test_no_key_opens_two_actions(make_board) -> None:
    window = make_board().window
    owners = key_owners(window)
    assert {"Space", "Ctrl+Z", "Ctrl+O", "Ctrl+L", "Ctrl+E", "Esc"} <= owners.keys()   # every part's keys are read
    clashes = {key: sorted(names) for key, names in owners.items() if len(names) > 1}
    assert not clashes


def test_the_clash_check_sees_a_key_given_twice(make_board) -> None:
    window = make_board().window
    window.move_list_action.setShortcut(QKeySequence("Ctrl+L"))        # the game list's key
    assert len(key_owners(window)["Ctrl+L"]) == 2


def test_the_table_builds_the_attributes_the_menus_and_the_toolbar(make_board) -> None:
    window = make_board().window
    names = [spec.name for spec in WINDOW_ACTIONS]
    assert len(set(names)) == len(names)
    assert set(WindowActionAttributes.__annotations__) == {f"{name}_action" for name in names}
    listed = [entry for _title, entries in MENUS for entry in entries if entry[0] not in "+-"]
    assert sorted(listed) == sorted(names)          # each action in one menu, once
    in_menus = _menu_bar_actions(window)
    for spec in WINDOW_ACTIONS:
        action = getattr(window, f"{spec.name}_action")
        assert action is window.window_actions[spec.name] and action in in_menus
        assert action.isCheckable() == spec.checkable
        assert action.text() == spec.text           # English: the source text
        assert action.statusTip() == spec.tip
    toolbar = window.toolbar.actions()
    own = [a for a in toolbar if a in window.window_actions.values()]
    assert own == [window.window_actions[e] for e in TOOLBAR if e[0] != "+"][:len(own)]
    assert {e for e in TOOLBAR if e[0] != "+"} <= {n for n, a in window.window_actions.items() if a in toolbar}
    titles = [a.text() for a in window.menuBar().actions()]
    assert [title for title, _entries in MENUS] == [t for t in titles if t in {m for m, _e in MENUS}]


def test_the_enabled_states_follow_the_table(make_board) -> None:
    window = make_board().window
    fields = {f.name for f in dataclasses.fields(EnabledActions)}
    tied = {spec.name: spec.enabled_by for spec in WINDOW_ACTIONS if spec.enabled_by}
    assert set(tied.values()) <= fields and {"roll", "end_turn", "undo", "double", "hint"} <= set(tied.values())
    for flags in (EnabledActions(), EnabledActions(roll=True, hint=True), EnabledActions(end_turn=True, undo=True),
                  EnabledActions(double=True)):
        window._enable(flags)
        for name, field in tied.items():
            assert window.window_actions[name].isEnabled() == getattr(flags, field), (name, flags)


def test_help_lists_every_key_of_the_menus(make_board) -> None:
    board = make_board()
    window = board.window
    window.keys_action.trigger()
    board.qtbot.waitExposed(window.keys_dialog)
    text = window.keys_dialog.browser.toPlainText()
    window.keys_dialog.close()
    for action in _menu_bar_actions(window):
        if not action.shortcut().isEmpty():
            assert action.shortcut().toString(QKeySequence.SequenceFormat.NativeText) in text, action.text()
    for spec in WINDOW_ACTIONS:
        if spec.keys_help and not window.window_actions[spec.name].shortcut().isEmpty():
            assert spec.keys_help in text
    for menu in ("Alt+G", "Alt+E", "Alt+V", "Alt+O", "Alt+P", "Alt+H"):
        assert menu in text
