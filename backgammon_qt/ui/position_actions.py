"""Studying positions in the window: Edit > Paste position (Ctrl+V, on the
board too), Edit > Set up position... (also on the toolbar) and Edit > Take
back turn (Ctrl+Shift+Z: a finished turn, and the computer's reply; between
two humans the other player is asked).

:class:`PositionActions` belongs to the main window (``window.positions``);
the work without widgets is :mod:`backgammon_qt.controller.positions`'s.
What cannot be read or played is said in a message box, and the match in
the window stays.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence

from backgammon_qt.controller import positions, takebacks
from backgammon_qt.controller.wording import error_text

from .window_questions import Replacing

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu, QToolBar

    from .position_editor import PositionEditor
    from .window_protocol import WindowHost

__all__ = ["PositionActions"]


class PositionActions(QObject):
    """Paste position and Set up position of ``window``.

    Signals:
        started(): a pasted or set-up position is in play.
        refused(str): a position could not be put into play (the message shown).
        taken_back(): a finished turn was taken back.
    """

    started = Signal()
    refused = Signal(str)
    taken_back = Signal()

    def __init__(self, window: WindowHost) -> None:
        super().__init__(window.widget())
        self.window = window
        self.editor: PositionEditor | None = None
        self.ask = True          # show refusals in a message box (tests turn it off)
        tr = self.tr
        self.paste_action = QAction(tr("P&aste position"), window.widget())
        self.paste_action.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Paste)
                                       or [QKeySequence("Ctrl+V")])
        self.paste_action.setStatusTip(tr("Play on from a gnubg Position ID (and Match ID), an XGID or an "
                                          "eXtreme Gammon position on the clipboard"))
        self.paste_action.triggered.connect(lambda: self.paste())
        window.widget().addAction(self.paste_action)
        self.setup_action = QAction(tr("Set up p&osition..."), window.widget())
        self.setup_action.setShortcut(QKeySequence("Ctrl+E"))
        self.setup_action.setStatusTip(tr("Put the checkers, dice and cube where you want and play on"))
        self.setup_action.setToolTip(tr("Set up a position"))
        self.setup_action.triggered.connect(lambda: self.open_editor())
        window.widget().addAction(self.setup_action)
        self.take_back_action = QAction(tr("Take &back turn"), window.widget())
        self.take_back_action.setShortcut(QKeySequence("Ctrl+Shift+Z"))
        self.take_back_action.setStatusTip(tr("Take back your last finished turn (and the computer's reply), "
                                              "keeping it beside the game"))
        self.take_back_action.triggered.connect(lambda: self.take_back())
        window.widget().addAction(self.take_back_action)
        window.session.changed.connect(self._update_take_back)
        self._update_take_back()

    def add_to_menu(self, menu: QMenu) -> None:
        """Append Take back turn, a separator, Paste position and Set up position to ``menu``."""
        menu.addAction(self.take_back_action)
        menu.addSeparator()
        menu.addAction(self.paste_action)
        menu.addAction(self.setup_action)

    def add_to_toolbar(self, toolbar: QToolBar) -> None:
        """Append Set up position to ``toolbar``."""
        toolbar.addAction(self.setup_action)

    # ------------------------------------------------------------ paste
    def paste(self, text: str | None = None) -> bool:
        """Play on from the position in ``text`` (default: the clipboard's
        text).  False, with a message, when it cannot be read."""
        if text is None:
            text = QGuiApplication.clipboard().text()
        session = self.window.session
        if session.review.reviewing or session.files.loading:
            return self._refuse(self.tr("Go back to the game (or wait for the file) before pasting a position."))
        try:
            match = positions.match_from_text(text, session.current().match, session.player_rules())
        except positions.PositionError as exc:
            return self._refuse(self.tr("The clipboard does not hold a position that can be played.\n\n{why}")
                                .format(why=exc))
        if not self.window.confirm_discard(Replacing.PASTED_POSITION):
            return False
        positions.start_pasted(session, match)
        self.started.emit()
        return True

    def _refuse(self, message: str, title: str = "") -> bool:
        """Say why ``message``: in the status bar, and in a box titled
        ``title`` (default "Paste position") when the actions may ask."""
        self.window.session.say(message.split("\n")[-1])
        self.refused.emit(message)
        if self.ask:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(self.window.widget(), title or self.tr("Paste position"), message)
        return False

    # ------------------------------------------------------------ take-backs
    def _update_take_back(self) -> None:
        self.take_back_action.setEnabled(takebacks.offer(self.window.session) is not None)

    def confirm_take_back(self, asked: str, question: str) -> bool:
        """Ask the other player (``asked``) whether the take-back may be made."""
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(self.window.widget(), self.tr("{name}, may they take back?").format(name=asked),
                                      question)
        return answer == QMessageBox.StandardButton.Yes

    def take_back(self) -> bool:
        """Take back the last finished turn (see the module docstring)."""
        session = self.window.session
        what = takebacks.offer(session)
        if what is None:
            session.say(self.tr("There is no finished turn to take back."))
            return False
        names = session.current().players
        if what.ask is not None:
            question = self.tr("{name} wants to take back {play}. Do you agree, {other}?").format(
                name=names[what.player], play=what.play, other=names[what.ask])
            if not self.confirm_take_back(names[what.ask], question):
                session.say(self.tr("{other} does not agree: the turn stands.").format(other=names[what.ask]))
                return False
        try:
            takebacks.apply(session, what)
        except ValueError as exc:
            return self._refuse(self.tr("The turn cannot be taken back: {reason}.").format(reason=error_text(exc)),
                                self.tr("Take back turn"))
        self.taken_back.emit()
        return True

    # ------------------------------------------------------------ the editor
    def make_editor(self) -> PositionEditor:
        """A new editor on the board in play (not shown)."""
        from .position_editor import PositionEditor

        session = self.window.session
        state = positions.editor_state(session.current(), session.player_rules())    # started under these
        editor = PositionEditor(state, session.seats, self.window.widget(),
                                home_left=session.home_left(), bottom=session.bottom_player())   # as the board
        self.editor = editor
        editor.finished.connect(lambda _result: self._editor_closed(editor))
        return editor

    def open_editor(self) -> PositionEditor:
        """Show the editor (modeless); Start puts its position into play."""
        editor = self.make_editor()
        editor.open()
        return editor

    def _editor_closed(self, editor: PositionEditor) -> None:
        if editor.choice is None or not self.window.confirm_discard(Replacing.SET_UP_POSITION):
            return
        try:
            positions.start_setup(self.window.session, editor.start())
        except positions.PositionError as exc:
            self._refuse(str(exc), self.tr("Set up position"))
            return
        self.started.emit()
        if editor.choice == "analyse":
            self.window.analyse_hint()
