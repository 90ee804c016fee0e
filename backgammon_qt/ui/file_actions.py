"""Match files in the window: Open, Save, Save as, recent files, a file
dropped on the window, the autosave and the offer to resume it.

:class:`FileActions` belongs to the main window (``window.files``).  Files
load on a :class:`QThreadPool` thread (reading, parsing and verifying a long
match takes a tenth of a second or more), with a busy cursor and a busy bar
in the status bar; the window keeps running meanwhile.  A file that cannot be
loaded or saved is reported in a message box naming the file and the reason
(:class:`~backgammon_qt.io.MatchFileError`), and the match in the window is
left as it was.  Formats: the native ``.bgqt``, ``.mat``/``.txt`` and gnubg
SGF (:mod:`backgammon_qt.io`).
"""

from __future__ import annotations

import datetime
import os
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QRunnable, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QMenu, QProgressBar  # the dialogs' classes: imported where used

from backgammon_qt import paths, session
from backgammon_qt.lazy import lazy_import
from backgammon_qt.model.match import Match

io = lazy_import("backgammon_qt.io")     # the file formats load at the first file action, not at start-up

__all__ = ["FileActions", "ask_resume", "OPEN_FILTERS", "SAVE_FILTERS"]

OPEN_FILTERS = ("Match files (*.bgqt *.mat *.txt *.sgf);;backgammon-qt match (*.bgqt);;"
                "Jellyfish match text (*.mat *.txt);;gnubg SGF (*.sgf);;All files (*)")
_SAVE_TYPES = (("backgammon-qt match (*.bgqt)", ".bgqt"), ("Jellyfish match text (*.mat)", ".mat"),
               ("gnubg SGF (*.sgf)", ".sgf"))
SAVE_FILTERS = ";;".join(label for label, _ext in _SAVE_TYPES)

_LOSSY = {
    "mat": "A .mat file keeps the moves, the cube actions and the results, but not the rule options "
           "other than Crawford and Jacoby, a declined resignation, the turn in progress, the clocks "
           "or the board orientation.",
    "sgf": "An SGF file keeps the moves, the cube actions and the results, but not the rule options "
           "other than Crawford, Jacoby and the cube, resignations as moves, the turn in progress, the "
           "clocks or the board orientation.",
}


class _Relay(QObject):
    """Carries a finished load from the pool thread to the GUI thread.

    Signals:
        done(int, object): the job number and ``(record, format name,
            match)`` or the :class:`MatchFileError`.
    """

    done = Signal(int, object)


class _LoadJob(QRunnable):
    def __init__(self, relay: _Relay, job: int, path: str) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._relay, self._job, self._path = relay, job, path

    def run(self) -> None:
        try:
            record, fmt = io.load_with_format(self._path)
            result: object = (record, fmt.name, Match.replay(record))
        except io.MatchFileError as exc:
            result = exc
        except Exception as exc:  # a bug must still reach the user, not die in the pool thread
            result = io.MatchFileError(f"unexpected error while reading ({type(exc).__name__}: {exc})",
                                       self._path)
        self._relay.done.emit(self._job, result)


def ask_resume(parent, text: str) -> str | None:
    """Ask whether to resume the autosaved match: ``"resume"``,
    ``"discard"``, or None when the box was closed without an answer."""
    from PySide6.QtWidgets import QMessageBox  # made at first use, not at start-up

    box = QMessageBox(QMessageBox.Icon.Question, parent.tr("Resume the unfinished match?"), text,
                      QMessageBox.StandardButton.NoButton, parent)
    resume = box.addButton(parent.tr("Resume"), QMessageBox.ButtonRole.AcceptRole)
    discard = box.addButton(parent.tr("Discard"), QMessageBox.ButtonRole.DestructiveRole)
    box.setDefaultButton(resume)
    box.exec()
    clicked = box.clickedButton()
    return "resume" if clicked is resume else "discard" if clicked is discard else None


class FileActions(QObject):
    """Open, Save, Save as and recent files of ``window`` (a
    :class:`~backgammon_qt.ui.main_window.MainWindow`), and its autosave.

    ``path`` is the file the match in the window came from or was last saved
    to (None for a new match); Save writes there when it is a native file
    and asks for a name otherwise.

    Signals:
        loaded(str): a file was opened and its match is in the window.
        load_failed(str): a file could not be opened (the message shown).
        saved(str): the match was saved to this file.
    """

    loaded = Signal(str)
    load_failed = Signal(str)
    saved = Signal(str)

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.path: str | None = None
        self._next_path: str | None = None
        self.recent = session.RecentFiles()
        self.autosaver = session.Autosaver(lambda: window.settings.get("orientation"), parent=self)
        self.autosaver.failed.connect(self._autosave_failed)
        self._job = 0
        self._loading: str | None = None
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.done.connect(self._load_done)
        tr = self.tr
        self.open_action = self._action(tr("&Open..."), self.open_dialog, "Ctrl+O",
                                        tr("Open a match file (.bgqt, .mat, .txt, .sgf)"))
        self.save_action = self._action(tr("&Save"), self.save, "Ctrl+S", tr("Save the match"))
        self.save_as_action = self._action(tr("Save &as..."), self.save_as, "Ctrl+Shift+S",
                                           tr("Save the match in a new file, as .bgqt, .mat or .sgf"))
        self.recent_menu = QMenu(tr("Open &recent"), window)
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.clear_recent_action = QAction(tr("&Clear the list"), self)
        self.clear_recent_action.triggered.connect(self._clear_recent)
        self._fill_recent_menu()
        self.busy_bar = QProgressBar()
        self.busy_bar.setRange(0, 0)
        self.busy_bar.setMaximumWidth(120)
        self.busy_bar.setTextVisible(False)
        self.busy_bar.hide()
        window.statusBar().addPermanentWidget(self.busy_bar)
        window.setAcceptDrops(True)
        window.installEventFilter(self)

    def _action(self, text: str, slot, shortcut: str, tip: str) -> QAction:
        action = QAction(text, self.window)
        action.setShortcut(QKeySequence(shortcut))
        action.setStatusTip(tip)
        action.setToolTip(tip)
        action.triggered.connect(lambda _checked=False: slot())
        self.window.addAction(action)   # works while the menu bar is hidden (full screen)
        return action

    def add_to_menu(self, menu: QMenu) -> None:
        """Put Open, Open recent, Save and Save as into ``menu``."""
        menu.addAction(self.open_action)
        menu.addMenu(self.recent_menu)
        menu.addAction(self.save_action)
        menu.addAction(self.save_as_action)

    def add_to_toolbar(self, toolbar) -> None:
        """Put Open and Save on ``toolbar``."""
        toolbar.addAction(self.open_action)
        toolbar.addAction(self.save_action)

    # ------------------------------------------------------------ the match in the window
    def match_started(self, controller) -> None:
        """The window shows a new controller: follow it with the autosave;
        the file name stays only for a match this object put there."""
        self.path, self._next_path = self._next_path, None
        self.autosaver.attach(controller)
        self._update_title()

    def start_match(self, match: Match, path: str | None = None, clock_banks=None) -> None:
        """Show ``match`` in the window as the contents of ``path``."""
        self._next_path = path
        try:
            self.window.start_match(match, clock_banks=clock_banks)
        finally:
            self._next_path = None

    def _update_title(self) -> None:
        from .main_window import APP_TITLE

        title = f"{Path(self.path).name} \u2014 {APP_TITLE}" if self.path else APP_TITLE
        self.window.setWindowTitle(title)

    def _say(self, text: str) -> None:
        self.window.news_label.setText(text)

    def _warn(self, title: str, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox  # made at first use, not at start-up

        QMessageBox.warning(self.window, title, text)

    def _default_dir(self) -> str:
        if self.path:
            return str(Path(self.path).parent)
        for recent in self.recent.files():
            if Path(recent).parent.is_dir():
                return str(Path(recent).parent)
        return str(paths.data_dir())

    # ------------------------------------------------------------ opening
    @property
    def busy(self) -> bool:
        """True while a file is being loaded."""
        return self._loading is not None

    def open_dialog(self) -> None:
        """Ask for a file and open it."""
        from PySide6.QtWidgets import QFileDialog  # made at first use, not at start-up

        path, _filter = QFileDialog.getOpenFileName(self.window, self.tr("Open match"), self._default_dir(),
                                                    self.tr(OPEN_FILTERS))
        if path:
            self.open_path(path)

    def open_path(self, path: str | os.PathLike) -> None:
        """Load ``path`` off the GUI thread; when it is loaded its match
        replaces the one in the window (``loaded``), else a message box says
        why (``load_failed``) and the window's match stays."""
        path = os.fspath(path)
        self._job += 1          # a newer open wins over one still running
        if self._loading is None:
            QGuiApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
            self.busy_bar.show()
        self._loading = path
        self._say(self.tr("Opening {name}...").format(name=Path(path).name))
        self._pool.start(_LoadJob(self._relay, self._job, path))

    def _load_done(self, job: int, result) -> None:
        if job != self._job:
            return
        path = self._loading or ""
        self._loading = None
        self.busy_bar.hide()
        QGuiApplication.restoreOverrideCursor()
        if isinstance(result, io.MatchFileError):
            if not os.path.exists(path):
                self.recent.remove(path)
            message = self.tr("The match could not be opened.\n\n{error}").format(error=str(result))
            self._say(self.tr("Could not open {name}.").format(name=Path(path).name))
            self._warn(self.tr("Open match"), message)
            self.load_failed.emit(message)
            return
        record, fmt, match = result
        self.show_record(record, match, path, restore_orientation=fmt == "native")
        self.recent.add(path)
        self._fill_recent_menu()
        browser = getattr(self.window, "browser", None)
        if browser is not None:
            browser.show_list()
        games = len(record.games)
        news = self.tr("Opened {name}: {n} game(s).").format(name=Path(path).name, n=games)
        if record.warnings:
            news += " " + self.tr("Warnings: {w}").format(w="; ".join(record.warnings))
        self._say(news)
        self.loaded.emit(path)

    def show_record(self, record, match: Match, path: str | None, restore_orientation: bool) -> None:
        """Put ``match`` (replayed from ``record``) in the window with the
        record's clock banks, and its orientation if asked."""
        if restore_orientation and record.orientations[0] in ("right", "left"):
            self.window.settings.set("orientation", record.orientations[0])
        self.start_match(match, path, clock_banks=record.clock_banks)

    # ------------------------------------------------------------ saving
    def _record(self):
        c = self.window.controller
        return session.session_record(c.match, c.clock, self.window.settings.get("orientation"))

    def save(self) -> bool:
        """Save to the match's native file, or ask for a file (Save as)."""
        if self.path and _format_name(self.path) == "native":
            return self.save_to(self.path)
        return self.save_as()

    def save_as(self) -> bool:
        """Ask for a file name and type and save there (.mat and .sgf after
        a warning of what they cannot keep)."""
        from PySide6.QtWidgets import QFileDialog, QMessageBox  # made at first use, not at start-up

        start = Path(self.path).with_suffix(".bgqt") if self.path else Path(self._default_dir()) / _suggested_name(
            self.window.controller.match)
        path, chosen = QFileDialog.getSaveFileName(self.window, self.tr("Save match as"), str(start),
                                                   self.tr(SAVE_FILTERS))
        if not path:
            return False
        if Path(path).suffix.lower() not in io.FORMATS:
            ext = next((e for label, e in _SAVE_TYPES if self.tr(label) == chosen), ".bgqt")
            path += ext
        fmt = io.format_for_path(path)
        if fmt.name in _LOSSY:
            answer = QMessageBox.warning(
                self.window, self.tr("Save match as"),
                self.tr(_LOSSY[fmt.name]) + "\n\n" + self.tr("Save as {name} anyway? (.bgqt keeps everything.)").format(
                    name=Path(path).name),
                QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Save)
            if answer != QMessageBox.StandardButton.Save:
                return False
        return self.save_to(path)

    def save_to(self, path: str | os.PathLike) -> bool:
        """Write the match in the window to ``path`` (format by extension).
        A failure is shown in a message box and returns False."""
        path = os.fspath(path)
        try:
            Path(path).parent.mkdir(parents=True, exist_ok=True)
            io.save(self._record(), path)
        except (io.MatchFileError, OSError) as exc:
            self._warn(self.tr("Save match"),
                       self.tr("The match could not be saved.\n\n{error}").format(error=str(exc)))
            return False
        self.path = path
        self._update_title()
        self.recent.add(path)
        self._fill_recent_menu()
        self._say(self.tr("Saved to {name}.").format(name=Path(path).name))
        self.saved.emit(path)
        return True

    # ------------------------------------------------------------ recent files
    def _fill_recent_menu(self) -> None:
        menu = self.recent_menu
        menu.clear()
        files = self.recent.files()
        for i, file in enumerate(files, 1):
            action = menu.addAction(f"&{i % 10}  {Path(file).name}")
            action.setToolTip(file)
            action.setStatusTip(file)
            action.setData(file)
            action.triggered.connect(lambda _checked=False, f=file: self.open_path(f))
        if files:
            menu.addSeparator()
        menu.addAction(self.clear_recent_action)
        self.clear_recent_action.setEnabled(bool(files))

    def _clear_recent(self) -> None:
        self.recent.clear()
        self._fill_recent_menu()

    # ------------------------------------------------------------ autosave and resume
    def _autosave_failed(self, reason: str) -> None:
        self._say(self.tr("Autosave failed: {reason}").format(reason=reason))

    def start_up(self, file: str | None = None) -> None:
        """At start-up, with the window shown: open ``file`` (the command
        line's FILE) if given, and offer to resume an unfinished autosaved
        match once the board is painted, or once that file has opened or
        failed to open.  Until the question is answered the autosave is not
        written, so nothing played meanwhile (a computer against computer
        match, the opened file's match) replaces the match it asks about."""
        if session.autosave_path().exists():
            self.autosaver.enabled = False
        if not file:
            self.window.after_first_paint(self.offer_resume)
            return

        def opened(*_args) -> None:
            self.loaded.disconnect(opened)
            self.load_failed.disconnect(opened)
            QTimer.singleShot(0, self.offer_resume)      # after the message box of a failure

        self.loaded.connect(opened)
        self.load_failed.connect(opened)
        self.open_path(file)

    def offer_resume(self) -> bool:
        """At start-up: when an unfinished match was autosaved, offer to
        resume it (Resume / Discard).  Returns True when it was resumed.  An
        autosave that cannot be loaded is set aside (``autosave.bgqt.broken``)
        with a message.  When the question is closed without an answer the
        autosave is kept for the next start, and the match played in this
        session is not autosaved (it would replace it)."""
        held = not self.autosaver.enabled
        self.autosaver.enabled = False          # the question's match stays on disk while it is asked
        path = session.autosave_path()
        try:
            record = session.read_autosave()
        except io.MatchFileError as exc:
            broken = path.with_name(path.name + ".broken")
            try:
                os.replace(path, broken)
            except OSError:
                pass
            self._warn(self.tr("Resume match"),
                       self.tr("The autosaved match could not be restored; the file was set aside "
                               "as {name}.\n\n{error}").format(name=broken, error=str(exc)))
            self._resume_autosave(held)
            return False
        if record is None:
            self._resume_autosave(held)
            return False
        match = Match.replay(record)
        if match.is_over:
            session.remove_autosave()
            self._resume_autosave(held)
            return False
        answer = ask_resume(self.window, self._describe(record, match, path))
        if answer == "discard":
            session.remove_autosave()
            self._resume_autosave(held)
            return False
        if answer != "resume":
            self._say(self.tr("The unfinished match is kept for the next start; this session's match "
                              "is not autosaved."))
            return False
        self.autosaver.enabled = True
        self.show_record(record, match, None, restore_orientation=True)
        self._say(self.tr("The unfinished match was resumed."))
        return True

    def _resume_autosave(self, held: bool) -> None:
        """Autosave again, writing at once what was played while it was held."""
        self.autosaver.enabled = True
        if held:
            self.autosaver.save_now()

    def _describe(self, record, match: Match, path: Path) -> str:
        tr = self.tr
        a, b = record.players
        s = match.score
        what = tr("match to {n}").format(n=record.match_length) if record.match_length else tr("money game")
        try:
            when = datetime.datetime.fromtimestamp(path.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
        except OSError:
            when = "?"
        return tr("An unfinished match was saved when backgammon-qt last stopped ({when}):\n\n"
                  "{a} \u2013 {b}, {what}, score {sa}\u2013{sb}, game {g}.\n\n"
                  "Resume it, or discard it?").format(when=when, a=a, b=b, what=what, sa=s[0], sb=s[1],
                                                       g=len(match.games))

    # ------------------------------------------------------------ drops and closing
    @staticmethod
    def dropped_file(mime) -> str | None:
        """The first local match file (known extension) in dropped ``mime`` data."""
        if mime is None or not mime.hasUrls():
            return None
        for url in mime.urls():
            if url.isLocalFile():
                file = url.toLocalFile()
                if Path(file).suffix.lower() in io.FORMATS:
                    return file
        return None

    def eventFilter(self, watched, event) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
            if self.dropped_file(event.mimeData()):
                event.acceptProposedAction()
                return True
        elif kind == QEvent.Type.Drop:
            file = self.dropped_file(event.mimeData())
            if file:
                event.acceptProposedAction()
                self.open_path(file)
                return True
        elif kind == QEvent.Type.Close:
            self.autosaver.flush()
        return super().eventFilter(watched, event)


def _format_name(path: str) -> str | None:
    """The name of the format ``path``'s extension names, or None."""
    fmt = io.FORMATS.get(Path(path).suffix.lower())
    return fmt.name if fmt is not None else None


def _suggested_name(match: Match) -> str:
    """``Alice-Bob-5pt-2025-01-31.bgqt`` (characters unsafe in file names dropped)."""
    def clean(name: str) -> str:
        kept = "".join(ch for ch in name if ch.isalnum() or ch in " _-").strip().replace(" ", "_")
        return kept or "player"

    what = f"{match.length}pt" if match.length else "money"
    return f"{clean(match.players[0])}-{clean(match.players[1])}-{what}-{datetime.date.today().isoformat()}.bgqt"
