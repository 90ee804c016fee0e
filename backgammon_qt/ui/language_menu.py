"""Options > Language: the system's language or one of the app's, each named
in itself; the choice is the ``language`` setting and applies at the next
start (the menu says so)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from backgammon_qt.app.settings import Settings
from backgammon_qt.app.translations import LANGUAGES

__all__ = ["LanguageMenu"]


class LanguageMenu(QMenu):
    """The language choices as radio items, then a note that a change applies
    after a restart.  ``actions_by_code`` maps ``""`` (system) and each
    language code to its action."""

    def __init__(self, settings: Settings, parent: QWidget | None = None, *,
                 say: Callable[[str], None] | None = None) -> None:
        super().__init__(parent)
        self._say = say          # the window's news line (WindowHost.say), or None
        self.setTitle(self.tr("&Language"))
        self.settings = settings
        self.group = QActionGroup(self)
        self.actions_by_code: dict[str, QAction] = {}
        chosen = settings.get("language")
        for code, name in (("", self.tr("System language")), *LANGUAGES.items()):
            action = QAction(name, self)
            action.setCheckable(True)
            action.setChecked(code == chosen)
            action.triggered.connect(lambda _checked=False, c=code: self._choose(c))
            self.group.addAction(action)
            self.addAction(action)
            self.actions_by_code[code] = action
        self.addSeparator()
        self.note = QAction(self.tr("A new language applies when backgammon-qt is started again."), self)
        self.note.setEnabled(False)
        self.addAction(self.note)

    def _choose(self, code: str) -> None:
        self.settings.set("language", code)
        if self._say is not None:
            self._say(self.tr("The language will change at the next start."))
