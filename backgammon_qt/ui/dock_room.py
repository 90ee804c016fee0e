"""Opening a dock never makes the window wider or taller when another dock
can take it (issue 19's follow-up: the hint, rollout and analysis docks
opened in a 1024-pixel window grew it to 1220 pixels; the move list opened
beside them grew a 1024x760 window to 1032x848 and turned the board
upright).

Each dock narrows to about 200 pixels (its fields under their labels, its
columns giving way), so the board's 600 and one dock column on each side
fit 1024 pixels.  Where even that does not fit (a narrower window, a
screen narrower than that, long translated words, a third dock stacked in
a column of a 768-pixel window), a dock whose showing grew the window is
tabbed with a dock already shown (one of its own side first, so the
column stays one column; else one of the other side), brought to the
front of its tabs, and the window gets its size back.  A floating dock,
and a dock with no other dock shown, are left as they are.
"""

from __future__ import annotations

from PySide6.QtCore import QChildEvent, QEvent, QObject, QSize, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QDockWidget, QLayout, QMainWindow

__all__ = ["DockRoom"]


class DockRoom(QObject):
    """Watches the docks of ``window`` (every :class:`QDockWidget` child,
    made now or later).  Showing a dock lays the window out at once, before
    the dock's show event: when that made the window wider or taller, the
    dock is tabbed with a shown dock (of its own side first) and raised, and
    the window gets its size back (when it then fits)."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self._watched: set[int] = set()
        self._growth: tuple[QSize, QSize] | None = None     # (old, new) size of a growth in this turn of the loop
        self._busy = False                  # tabbing docks to make room (their growths are not a dock shown)
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
                old, new = event.oldSize(), event.size()
                grew = new.width() > old.width() or new.height() > old.height()
                if grew and not self._busy and old.isValid() and old.width() > 0:
                    if self._growth is not None:
                        old = self._growth[0]            # growths in one turn of the loop: from the first size
                    self._growth = (old, new)
                    QTimer.singleShot(0, self._forget_growth)    # only a dock shown now caused it
        elif (isinstance(watched, QDockWidget) and event.type() == QEvent.Type.ShowToParent
              and self.window.isVisible() and self.window.tabifiedDockWidgets(watched)):
            # a dock opened again in its tabs is the tab shown (after the show is done)
            QTimer.singleShot(0, watched, watched.raise_)
        return False

    def _forget_growth(self) -> None:
        self._growth = None

    def _watch(self, dock: QDockWidget) -> None:
        if id(dock) in self._watched:
            return
        self._watched.add(id(dock))
        dock.installEventFilter(self)
        dock.visibilityChanged.connect(lambda visible, dock=dock: self._shown(dock) if visible else None)

    def _shown(self, dock: QDockWidget) -> None:
        window = self.window
        growth = self._growth
        if growth is None or dock.isFloating() or window.size() != growth[1]:
            return
        self._growth = None
        # after the show is done (tabbing a dock while it is being shown hides it again)
        QTimer.singleShot(0, lambda: self._make_room(dock, growth[0]))

    def _make_room(self, dock: QDockWidget, old: QSize) -> None:
        """Tab ``dock`` with a shown dock, raise it, and give the window
        back its size ``old`` when it then fits: the first shown dock of
        ``dock``'s own side with which the window's minimum fits ``old``,
        else the first of another side; failing both, every shown dock of
        its side in one tab group with it."""
        window = self.window
        layout = window.layout()
        if not dock.isVisible() or dock.isFloating() or layout is None:
            return
        self._busy = True
        try:
            self._tab(dock, old, layout)
        finally:
            self._busy = False
            self._growth = None

    def _tab(self, dock: QDockWidget, old: QSize, layout: QLayout) -> None:
        window = self.window
        area = window.dockWidgetArea(dock)
        others = [other for other in window.findChildren(QDockWidget)
                  if other is not dock and other.isVisible() and not other.isFloating()
                  and dock.isAreaAllowed(window.dockWidgetArea(other))]
        if not others:
            return
        others.sort(key=lambda other: window.dockWidgetArea(other) != area)     # its own side first

        def fits() -> bool:
            layout.activate()               # the window's minimum follows the tabbed docks
            least = layout.minimumSize()
            return least.width() <= old.width() and least.height() <= old.height()

        for other in others:
            window.tabifyDockWidget(other, dock)
            if fits():
                break
        else:                               # one column of tabs on its side
            for other in others:
                if window.dockWidgetArea(other) == area:
                    window.tabifyDockWidget(other, dock)
                    break
            for other in others:
                if window.dockWidgetArea(other) == area and other not in window.tabifiedDockWidgets(dock):
                    window.tabifyDockWidget(dock, other)
            fits()
        dock.raise_()                       # the dock just opened is the tab shown
        least = layout.minimumSize()
        window.resize(max(old.width(), least.width()), max(old.height(), least.height()))
