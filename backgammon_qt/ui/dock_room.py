"""Opening a dock never widens the window when another dock column can take
it (issue 19's follow-up: the hint, rollout and analysis docks opened in a
1024-pixel window grew it to 1220 pixels).

Each dock narrows to about 200 pixels (its fields under their labels, its
columns giving way), so the board's 600 and one dock column on each side
fit 1024 pixels.  Where even that does not fit (a narrower window, a
screen narrower than that, long translated words), a dock that is opened
on the other side of the board is tabbed with a dock already shown
instead, and the window keeps its width.  A floating dock, and a dock
with no other dock shown, are left as they are.
"""

from __future__ import annotations

from PySide6.QtCore import QChildEvent, QEvent, QObject, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QDockWidget, QMainWindow

__all__ = ["DockRoom"]


class DockRoom(QObject):
    """Watches the docks of ``window`` (every :class:`QDockWidget` child,
    made now or later).  Showing a dock lays the window out at once, before
    the dock's show event: when that widened the window, the dock is tabbed
    with a shown dock of the other side and the window gets its width back
    (when it then fits)."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self._watched: set[int] = set()
        self._growth: tuple[int, int] | None = None     # (old, new) width of a growth in this turn of the loop
        window.installEventFilter(self)
        for dock in window.findChildren(QDockWidget):
            self._watch(dock)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window:
            kind = event.type()
            child = event.child() if kind == QEvent.Type.ChildPolished and isinstance(event, QChildEvent) else None
            if isinstance(child, QDockWidget):
                self._watch(child)
            elif kind == QEvent.Type.Resize and isinstance(event, QResizeEvent):
                old, new = event.oldSize().width(), event.size().width()
                if 0 < old < new:
                    self._growth = (old, new)
                    QTimer.singleShot(0, self._forget_growth)    # only a dock shown now caused it
        return False

    def _forget_growth(self) -> None:
        self._growth = None

    def _watch(self, dock: QDockWidget) -> None:
        if id(dock) in self._watched:
            return
        self._watched.add(id(dock))
        dock.visibilityChanged.connect(lambda visible, dock=dock: self._shown(dock) if visible else None)

    def _shown(self, dock: QDockWidget) -> None:
        window = self.window
        growth = self._growth
        if growth is None or dock.isFloating() or window.width() != growth[1]:
            return
        self._growth = None
        # after the show is done (tabbing a dock while it is being shown hides it again)
        QTimer.singleShot(0, lambda: self._make_room(dock, growth[0]))

    def _make_room(self, dock: QDockWidget, old: int) -> None:
        """Tab ``dock`` with a shown dock of the other side and give the
        window back its width ``old`` when it then fits."""
        window = self.window
        if not dock.isVisible() or dock.isFloating():
            return
        area = window.dockWidgetArea(dock)
        for other in window.findChildren(QDockWidget):
            if (other is not dock and other.isVisible() and not other.isFloating()
                    and window.dockWidgetArea(other) != area and dock.isAreaAllowed(window.dockWidgetArea(other))):
                window.tabifyDockWidget(other, dock)
                dock.raise_()           # the dock just opened is the tab shown
                layout = window.layout()
                if layout is not None and layout.minimumSize().width() <= old:
                    layout.activate()   # the window's minimum follows the tabbed docks
                    window.resize(old, window.height())
                return
