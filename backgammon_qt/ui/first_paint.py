"""Start-up work left until the board is on screen: :class:`AfterFirstPaint`
runs callbacks right after a widget's first paint
(:meth:`~backgammon_qt.ui.main_window.MainWindow.after_first_paint`), and
:func:`insert_entries` puts the menu entries of a part made then where they
belong."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

__all__ = ["AfterFirstPaint", "insert_entries"]


class AfterFirstPaint(QObject):
    """Runs the callbacks :meth:`add`-ed to it, in order, from the event loop
    right after the first paint of ``widget`` (see
    :meth:`MainWindow.after_first_paint`)."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)         # gone with the widget: nothing runs after that
        self._callbacks: list[Callable[[], object]] | None = []      # None once painted
        widget.installEventFilter(self)

    def add(self, callback: Callable[[], object]) -> None:
        if self._callbacks is None:
            QTimer.singleShot(0, self, callback)
        else:
            self._callbacks.append(callback)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self._callbacks is not None:
            watched.removeEventFilter(self)
            callbacks, self._callbacks = self._callbacks, None
            for callback in callbacks:
                QTimer.singleShot(0, self, callback)
        return False


def insert_entries(window: QWidget, menu: QMenu, before: QAction | None, add: Callable[[QMenu], object]) -> None:
    """Put the entries that ``add(menu)`` appends to a menu into ``menu``
    (of ``window``) before ``before`` (at the end when None), so that a part
    made after the first paint shows its entries where they belong."""
    scratch = QMenu(window)             # kept: a submenu added to it stays its child
    scratch.hide()
    add(scratch)
    for action in scratch.actions():
        scratch.removeAction(action)
        if before is None:
            menu.addAction(action)
        else:
            menu.insertAction(before, action)
