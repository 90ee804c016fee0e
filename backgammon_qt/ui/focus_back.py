"""The keys come back to the window after one of its dialogs closes.

A window manager activates the main window again when a dialog over it
closes; without one (a bare X server, Qt's offscreen platform) nothing
does: the closed dialog leaves no active window, so the window's shortcuts
(Ctrl+O, Ctrl+H) and the board's keys (Space) did nothing until the player
clicked the window (the fresh player's report, after a cancelled file
dialog and after the resume question).  :class:`FocusBack` activates the
window again when the focus leaves one of its dialogs for no window at all,
and the widget that had the keys before gets them again.

It never takes the focus from another program: when the focus leaves the
dialog while the dialog is still up (the player switched to another
program: the application is no longer the active one), the dialog is no
longer watched, and its closing later activates nothing.  Back in the
dialog, the player is followed again.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QGuiApplication, QWindow
from PySide6.QtWidgets import QApplication, QWidget

__all__ = ["FocusBack"]


class FocusBack(QObject):
    """Watch the application's focus window for ``window`` (a top-level
    widget): when a dialog of ``window`` (a window transient for it) that
    had the focus is hidden and no window has the focus and no modal
    dialog is left, ``window`` is activated again, its focus widget (else
    ``fallback``) focused.  (Qt says no focus change when the focus window
    goes away with nothing after it: the dialog's hiding is watched.)  A
    dialog that lost the focus while it was shown (to another program) is
    no longer watched."""

    def __init__(self, window: QWidget, fallback: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._fallback = fallback
        self._watched: QWindow | None = None
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.focusWindowChanged.connect(self._focus_window_changed)

    def _is_dialog(self, focused: QWindow | None) -> bool:
        mine = self._window.windowHandle()
        return focused is not None and mine is not None and focused != mine and focused.transientParent() == mine

    def _focus_window_changed(self, focused: QWindow | None) -> None:
        if focused is None and self._watched is not None and self._watched.isVisible():
            self._unwatch()           # the player went to another program, the dialog still up
            return
        if not self._is_dialog(focused) or focused is self._watched:
            return
        assert focused is not None
        self._unwatch()
        self._watched = focused
        focused.visibleChanged.connect(self._dialog_visible)
        focused.destroyed.connect(self._dialog_gone)

    def _unwatch(self) -> None:
        watched, self._watched = self._watched, None
        if watched is not None:
            try:
                watched.visibleChanged.disconnect(self._dialog_visible)
                watched.destroyed.disconnect(self._dialog_gone)
            except (RuntimeError, TypeError):     # already gone
                pass

    def _dialog_visible(self, visible: bool) -> None:
        if not visible:
            self._unwatch()
            QTimer.singleShot(0, self._take_back)     # once it is hidden (a window manager may act first)

    def _dialog_gone(self, *_args: object) -> None:
        self._watched = None
        QTimer.singleShot(0, self._take_back)

    def _take_back(self) -> None:
        window = self._window
        if (QGuiApplication.focusWindow() not in (None, window.windowHandle())
                or QApplication.activeModalWidget() is not None or not window.isVisible() or window.isMinimized()):
            return
        if QApplication.activeWindow() is not window:
            window.activateWindow()
        if QApplication.focusWidget() is None:
            (window.focusWidget() or self._fallback).setFocus()
