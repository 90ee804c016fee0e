"""Match files in the window: the Open, Save and Save as actions, the recent
files menu, a file dropped on the window, and the start-up question to
resume an autosaved match.

:class:`FileActions` belongs to the main window (``window.files``); the work
without widgets is the :class:`~backgammon_qt.controller.session.Session`'s
(files load off the GUI thread; this shows a busy cursor, a progress bar and
a Cancel button in the status bar meanwhile).  A file that cannot be loaded or saved is
reported in a message box naming the file and the reason, and the match in
the window is left as it was.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QMimeData, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QDropEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QMenu, QProgressBar, QPushButton  # the dialogs' classes: imported where used

from backgammon_qt.controller.filing import files

from .window_questions import Replacing

if TYPE_CHECKING:
    from PySide6.QtWidgets import QToolBar, QWidget

    from backgammon_qt.controller.filing.autosave import Autosaver
    from backgammon_qt.controller.filing.files import Loaded, ResumeOffer
    from backgammon_qt.controller.session import Session

    from .window_protocol import WindowHost

__all__ = ["FileActions", "ask_resume"]


def ask_resume(parent: QWidget, text: str) -> str | None:
    """Ask whether to resume the autosaved match: ``"resume"``,
    ``"discard"``, or None when the box was closed without an answer."""
    from PySide6.QtWidgets import QMessageBox  # made at first use, not at start-up

    box = QMessageBox(QMessageBox.Icon.Question, parent.tr("Resume the unfinished match?"), text,
                      QMessageBox.StandardButton.NoButton, parent)
    resume = box.addButton(parent.tr("Resume"), QMessageBox.ButtonRole.AcceptRole)
    discard = box.addButton(parent.tr("Discard"), QMessageBox.ButtonRole.DestructiveRole)
    later = box.addButton(parent.tr("Not now"), QMessageBox.ButtonRole.RejectRole)
    later.setToolTip(parent.tr("Keep it for the next start"))
    box.setEscapeButton(later)                   # Escape and the window's close button keep it
    box.setDefaultButton(resume)
    box.exec()
    clicked = box.clickedButton()
    return "resume" if clicked is resume else "discard" if clicked is discard else None


class FileActions(QObject):
    """Open, Save, Save as and recent files of ``window`` for ``session``.

    Signals:
        loaded(str): a file was opened and its match is in the window.
        load_failed(str): a file could not be opened (the message shown).
        saved(str): the match was saved to that path.
    """

    loaded = Signal(str)
    load_failed = Signal(str)
    saved = Signal(str)

    def __init__(self, window: WindowHost, session: Session) -> None:
        super().__init__(window.widget())
        self.window = window
        self.session = session
        session.files.loaded.connect(self._loaded)
        session.files.load_failed.connect(self._load_failed)
        session.files.saved.connect(self.saved)
        session.files.file_changed.connect(lambda _path: self.update_title())
        session.match_started.connect(lambda _controller: self.update_title())
        tr = self.tr
        self.open_action = self._action(tr("&Open..."), self.open_dialog, "Ctrl+O",
                                        tr("Open a match file (.bgqt, .mat, .txt, .sgf)"))
        self.save_action = self._action(tr("&Save"), self.save, "Ctrl+S", tr("Save the match"))
        self.save_as_action = self._action(tr("Save &as..."), self.save_as, "Ctrl+Shift+S",
                                           tr("Save the match in a new file, as .bgqt, .mat or .sgf"))
        self.recent_menu = QMenu(tr("O&pen recent"), window.widget())
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.clear_recent_action = QAction(tr("&Clear the list"), self)
        self.clear_recent_action.triggered.connect(self._clear_recent)
        self._fill_recent_menu()
        self.busy_bar = QProgressBar()
        self.busy_bar.setRange(0, 0)
        self.busy_bar.setMaximumWidth(120)
        self.busy_bar.setTextVisible(False)
        self.busy_bar.hide()
        window.widget().statusBar().addPermanentWidget(self.busy_bar)
        self.cancel_button = QPushButton(tr("Cancel"))
        self.cancel_button.setToolTip(tr("Stop opening the file; the match in the window stays"))
        self.cancel_button.clicked.connect(self.cancel_open)
        self.cancel_button.hide()
        window.widget().statusBar().addPermanentWidget(self.cancel_button)
        session.files.load_progress.connect(self._progress)
        session.files.load_cancelled.connect(self._cancelled)
        window.widget().setAcceptDrops(True)
        window.widget().installEventFilter(self)
        self._busy_shown = False

    @property
    def path(self) -> str | None:
        """The file the match in the window came from or was last saved to."""
        return self.session.files.path

    @property
    def autosaver(self) -> Autosaver:
        """The session's autosave."""
        return self.session.autosaver

    @property
    def recent(self) -> files.RecentFiles:
        """The recent files."""
        return self.session.files.recent

    def _action(self, text: str, slot: Callable[[], object], shortcut: str, tip: str) -> QAction:
        action = QAction(text, self.window.widget())
        action.setShortcut(QKeySequence(shortcut))
        action.setStatusTip(tip)
        action.setToolTip(tip)
        action.triggered.connect(lambda _checked=False: slot())
        self.window.widget().addAction(action)   # works while the menu bar is hidden (full screen)
        return action

    def add_to_menu(self, menu: QMenu) -> None:
        """Put Open, Open recent, Save and Save as into ``menu``."""
        menu.addAction(self.open_action)
        menu.addMenu(self.recent_menu)
        menu.addAction(self.save_action)
        menu.addAction(self.save_as_action)

    def add_to_toolbar(self, toolbar: QToolBar) -> None:
        """Put Open and Save on ``toolbar``."""
        toolbar.addAction(self.open_action)
        toolbar.addAction(self.save_action)

    def update_title(self) -> None:
        """Name the match or its file in the window's title."""
        from backgammon_qt.app.paths import APP_TITLE

        self.window.widget().setWindowTitle(f"{self.session.title()} \u2014 {APP_TITLE}")

    def _say(self, text: str) -> None:
        self.window.say(text)

    def _warn(self, title: str, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox  # made at first use, not at start-up

        QMessageBox.warning(self.window.widget(), title, text)

    def _default_dir(self, *, saving: bool = False) -> str:
        """Where the file dialogs start (:func:`.files.default_folder`):
        Open in the last folder opened from or saved to, Save as of a match
        without a file in the last folder saved to."""
        return files.default_folder(self.recent, saving=saving)

    # ------------------------------------------------------------ opening
    @property
    def busy(self) -> bool:
        """True while a file is being loaded."""
        return self.session.files.loading

    def open_dialog(self) -> None:
        """Ask for a file, then (once one is chosen) about the match in
        progress, and open it: a player who cancels the chooser is asked
        nothing."""
        from PySide6.QtWidgets import QFileDialog  # made at first use, not at start-up

        path, _filter = QFileDialog.getOpenFileName(self.window.widget(), self.tr("Open match"), self._default_dir(),
                                                    self.tr(files.OPEN_FILTER))
        if path:
            self._open_asking(path)

    def open_path(self, path: str | os.PathLike[str]) -> None:
        """Load ``path`` off the GUI thread; when it is loaded its match
        replaces the one in the window (``loaded``), else a message box says
        why (``load_failed``) and the window's match stays."""
        if not self._busy_shown:
            QGuiApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
            self.busy_bar.setRange(0, 0)            # busy until the first progress
            self.busy_bar.show()
            self.cancel_button.show()
            self._busy_shown = True
        self.session.files.open(path)

    def cancel_open(self) -> None:
        """Stop opening the file being loaded; the match in the window stays."""
        self.session.files.cancel_load()

    def _progress(self, value: int) -> None:
        if self._busy_shown:
            self.busy_bar.setRange(0, 1000)
            self.busy_bar.setValue(value)

    def _cancelled(self, path: str) -> None:
        self._not_busy()
        self.window.widget().statusBar().showMessage(
            self.tr("Opening {name} was cancelled.").format(name=Path(path).name))

    def _not_busy(self) -> None:
        if self._busy_shown:
            self._busy_shown = False
            self.busy_bar.hide()
            self.cancel_button.hide()
            QGuiApplication.restoreOverrideCursor()

    def _loaded(self, loaded: Loaded) -> None:
        self._not_busy()
        self._fill_recent_menu()
        self.window.show_game_list()
        self.loaded.emit(loaded.path)

    def _load_failed(self, message: str) -> None:
        self._not_busy()
        self.session.autosave.save_now()    # the match in play stays: autosaved again if Close it took it out
        self._warn(self.tr("Open match"), message)
        self.load_failed.emit(message)

    # ------------------------------------------------------------ saving
    def save(self, before: Callable[[], object] | None = None) -> bool:
        """Save to the match's native file (asking first when Play on cut
        the match from it), or ask for a file (Save as).  ``before`` runs
        once every question is answered, just before the file is written
        (Save it first stops a running rollout there); backing out of a
        question or the file dialog never runs it."""
        if self.session.files.save_needs_name():
            return self.save_as(before)
        question = self.session.files.replace_question()
        if question:
            from PySide6.QtWidgets import QMessageBox  # made at first use, not at start-up

            box = QMessageBox(QMessageBox.Icon.Question, self.tr("Save match"), question,
                              QMessageBox.StandardButton.NoButton, self.window.widget())
            replace = box.addButton(self.tr("Replace"), QMessageBox.ButtonRole.DestructiveRole)
            save_as = box.addButton(self.tr("Save as..."), QMessageBox.ButtonRole.AcceptRole)
            box.addButton(QMessageBox.StandardButton.Cancel)
            box.setDefaultButton(save_as)
            box.exec()
            if box.clickedButton() is save_as:
                return self.save_as(before)
            if box.clickedButton() is not replace:
                return False
        path = self.session.files.path
        assert path is not None
        if before is not None:
            before()
        return self.save_to(path)

    def save_as(self, before: Callable[[], object] | None = None) -> bool:
        """Ask for a file name and type and save there (.mat and .sgf after
        a warning of what they leave out; a match the format cannot hold at
        all, a .mat's set-up position say, is refused at once with the
        reason).  ``before`` as in :meth:`save`:
        run only once a file is chosen, just before it is written."""
        from PySide6.QtWidgets import QFileDialog, QMessageBox  # made at first use, not at start-up

        # a match from a file: that file's folder and name (as gnubg); a new match: the last folder saved to
        current = self.session.files.path
        start = (Path(current).with_suffix(".bgqt") if current
                 else Path(self._default_dir(saving=True)) / self.session.files.suggested_name())
        path, chosen = QFileDialog.getSaveFileName(self.window.widget(), self.tr("Save match as"), str(start),
                                                   ";;".join(self.tr(label) for label, _ext in files.SAVE_TYPES))
        if not path:
            return False
        if files.format_name(path) is None:
            ext = next((e for label, e in files.SAVE_TYPES if self.tr(label) == chosen), ".bgqt")
            path += ext
        refusal = self.session.files.save_refusal(path)
        if refusal:         # refused at once: no question about what a save that cannot be made would lose
            self._warn(self.tr("Save match as"),
                       self.tr("The match cannot be saved as {name}.\n\n{error}").format(
                           name=Path(path).name, error=refusal))
            return False
        name = files.format_name(path)
        if name in files.LOSSY:
            paragraphs = [self.tr(files.LOSSY[name])]
            if name == "mat" and self.session.analysis is not None:     # (an SGF file keeps it, as gnubg's)
                paragraphs.append(self.tr("The analysis of this match will not be in the file."))
            kept = len(self.session.rollouts)
            if kept:        # neither format has a place for them (.bgqt keeps them)
                paragraphs.append(self.tr("The %n rollout(s) kept with this match will not be in the file.", "",
                                          kept))
            paragraphs.append(self.tr("Save as {name} anyway? (.bgqt keeps everything.)").format(
                name=Path(path).name))
            answer = QMessageBox.warning(
                self.window.widget(), self.tr("Save match as"), "\n\n".join(paragraphs),
                QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Save)
            if answer != QMessageBox.StandardButton.Save:
                return False
        if before is not None:
            before()
        return self.save_to(path)

    def save_to(self, path: str | os.PathLike[str]) -> bool:
        """Write the match in the window to ``path`` (format by extension)
        and return when it is written: the file is written off the GUI
        thread (the first save of a long session takes a second or more)
        while the window repaints and the status bar shows the progress;
        the players' clicks and keys wait until the save ends, so the
        match is not changed under the save.  A failure is shown in a
        message box and returns False."""
        from PySide6.QtCore import QEventLoop

        part = self.session.files
        if part.saving:                         # (a save already runs: its own caller waits for it)
            return False
        outcome: list[str | None] = []
        loop = QEventLoop()

        def written(_path: str) -> None:
            outcome.append(None)
            loop.quit()

        def failed(reason: str) -> None:
            outcome.append(reason)
            loop.quit()

        part.saved.connect(written)
        part.save_failed.connect(failed)
        part.save_progress.connect(self._progress_saving)
        QGuiApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
        self.busy_bar.setRange(0, 0)            # busy until the first progress
        self.busy_bar.show()
        try:
            part.start_save(path)
            if not outcome:
                loop.exec(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
        finally:
            part.saved.disconnect(written)
            part.save_failed.disconnect(failed)
            part.save_progress.disconnect(self._progress_saving)
            if not self._busy_shown:            # (a load's bar stays)
                self.busy_bar.hide()
            QGuiApplication.restoreOverrideCursor()
        if outcome and outcome[0] is not None:
            self._warn(self.tr("Save match"),
                       self.tr("The match could not be saved.\n\n{error}").format(error=outcome[0]))
            return False
        if not part.unsaved_rollouts() and not part.unsaved_analysis():    # the file keeps all the autosave
            self.session.autosave.forget()                                  # would: it is not offered again
        self._fill_recent_menu()
        return True

    def _progress_saving(self, value: int) -> None:
        self.busy_bar.setRange(0, 1000)
        self.busy_bar.setValue(value)

    # ------------------------------------------------------------ recent files
    def _fill_recent_menu(self) -> None:
        menu = self.recent_menu
        menu.clear()
        recent = self.recent.files()
        for i, file in enumerate(recent, 1):
            action = menu.addAction(f"&{i % 10}  {Path(file).name}")
            action.setToolTip(file)
            action.setStatusTip(file)
            action.setData(file)
            action.triggered.connect(lambda _checked=False, f=file: self._open_asking(f))
        if recent:
            menu.addSeparator()
        menu.addAction(self.clear_recent_action)
        self.clear_recent_action.setEnabled(bool(recent))

    def _open_asking(self, path: str) -> None:
        """Open ``path`` after asking about the match in progress (a recent
        file, a dropped file)."""
        if self.window.confirm_discard(Replacing.OPEN_FILE, Path(path).name):
            self.open_path(path)

    def _clear_recent(self) -> None:
        self.recent.clear()
        self._fill_recent_menu()

    # ------------------------------------------------------------ autosave and resume
    def start_up(self, file: str | None = None) -> None:
        """At start-up, with the window shown: own the autosave (or say that
        another instance does), and offer to resume an unfinished autosaved
        match once the board is painted.  Until the question is answered the
        autosave is not written, so nothing played meanwhile (a computer
        against computer match) replaces the match it asks about.  With
        ``file`` (the command line's FILE) that file is opened and nothing
        is asked over it: once it has opened (or failed to), an autosaved
        match is kept for a later start under another name and the status
        bar says so (:meth:`SessionAutosave.keep_waiting`)."""
        if not self.session.autosave.take():
            self._say(self.session.autosave.disabled_reason)
            if file:
                self.open_path(file)
            return
        self.session.autosave.hold()
        if not file:
            self.window.after_first_paint(self.offer_resume)
            return

        def opened(*_args: object) -> None:
            self.loaded.disconnect(opened)
            self.load_failed.disconnect(opened)
            QTimer.singleShot(0, self.session.autosave.keep_waiting)      # after the message box of a failure

        self.loaded.connect(opened)
        self.load_failed.connect(opened)
        self.open_path(file)

    def offer_resume(self) -> bool:
        """When an unfinished match was autosaved, offer to resume it
        (Resume / Discard).  Returns True when it was resumed.  An autosave
        that cannot be loaded is set aside with a message.  When the
        question is closed without an answer ("Not now") the match is kept
        for a later start under another name, and the match played in this
        session is autosaved (:meth:`SessionAutosave.keep_for_later`)."""
        self.session.autosave.ensure_taken()        # a test or a caller may skip start_up
        offer: ResumeOffer | None = self.session.autosave.offer()
        if offer is None:
            return False
        if offer.record is None:
            if offer.text:
                self._warn(self.tr("Resume match"), offer.text)
            return False
        answer = ask_resume(self.window.widget(), offer.text)
        if answer == "discard":
            self.session.autosave.discard_offer()
            return False
        if answer != "resume" or not self.window.confirm_discard(Replacing.AUTOSAVED_MATCH):
            self.session.autosave.keep_for_later()          # (Cancel of the question above: kept as well)
            return False
        self.session.resume(offer)
        return True

    # ------------------------------------------------------------ drops and closing
    @staticmethod
    def dropped_file(mime: QMimeData | None) -> str | None:
        """The first local match file (known extension) in dropped ``mime`` data."""
        if mime is None or not mime.hasUrls():
            return None
        for url in mime.urls():
            if url.isLocalFile():
                file = url.toLocalFile()
                if files.is_match_file(file):
                    return file
        return None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
            assert isinstance(event, QDropEvent)       # QDragEnterEvent, QDragMoveEvent
            if self.dropped_file(event.mimeData()):
                event.acceptProposedAction()
                return True
        elif kind == QEvent.Type.Drop:
            assert isinstance(event, QDropEvent)
            file = self.dropped_file(event.mimeData())
            if file:
                event.acceptProposedAction()
                dropped = file
                QTimer.singleShot(0, lambda: self._open_asking(dropped))   # asked once the drop is over
                return True
        elif kind == QEvent.Type.Close:
            self.session.autosave.flush()
        return super().eventFilter(watched, event)
