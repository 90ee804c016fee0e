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
tabbed with the docks already shown on its side, or the docks of another
side's column are tabbed together (every dock stays on the side the
player put it, or its own side; only where the window is too narrow for a
column on each side does a dock join another side's tabs), the dock is
brought to the front of its tabs, and the window
gets its size back.  A floating dock, and a dock with no other dock shown,
are left as they are.  The tabs show their docks' names whole where they
fit; a little too wide, each name is shortened with an ellipsis; far too
wide (four or five tabs in a column), they are whole and the bar scrolls
(:meth:`DockRoom._name_tabs`); the smallest tab group is joined first.  The docks of a
window state kept in a wider window (restored at start) are fitted the
same way: docks the player put side by side on one side are tabbed
together there, and the two side columns then share the room beside the
board, so that neither is squeezed to its least width.

The board's least width (the central widget's, 600 pixels) is what makes
a dock column on each side fit 1024 pixels; the player who drags a
dock's edge into the board still widens the dock: while the drag lasts
the board may narrow to :data:`DockRoom.DRAGGED_BOARD` pixels (it turns
upright where that shows it bigger), and it keeps the width the player
left it, until a dock is opened or closed (the 600-pixel rule again).

A window made smaller than its docks and the board need (the player's
resize, or a window manager's; without one, Qt's least size is not
enforced) would draw the docks over the board: the room fits the docks
to the new size instead (:meth:`DockRoom._fit`).  It keeps the player's
arrangement (Qt's window state), tabs each side's docks together, then
every dock into one column (the side with the most docks), then lets the
board narrow to :data:`DockRoom.SMALL_BOARD`, and when even that does
not fit hides the docks (each comes back from its menu entry).  When the
window grows again, the player's arrangement comes back as soon as it
fits (each dock on its own side, as wide as before the window shrank:
the state is taken when the window system's resize arrives, before the
window's layout squeezes the docks), with the docks the player opened or
closed meanwhile open or closed; a dock the player moves meanwhile makes
the arrangement of the moment theirs.  A dock whose content grows past
the window's height (the hint's plays arriving) tabs docks the same way
(:meth:`DockRoom._forget_growth`), the player's arrangement kept: it comes
back when a dock is closed and it fits again.

The room also owns the one rule every dock's menu entry and shortcut
follows (:meth:`DockRoom.toggle`): a dock shown in front is closed, a dock
open behind another dock's tab is brought to the front, a closed dock is
opened.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QByteArray, QChildEvent, QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QMouseEvent, QResizeEvent, QWindow
from PySide6.QtWidgets import QDockWidget, QLayout, QMainWindow, QTabBar

__all__ = ["DockRoom"]


class DockRoom(QObject):
    """Watches the docks of ``window`` (every :class:`QDockWidget` child,
    made now or later).  Showing a dock lays the window out at once, before
    the dock's show event: when that made the window wider or taller, the
    dock is tabbed with a shown dock (of its own side first) and raised, and
    the window gets its size back (when it then fits)."""

    DRAGGED_BOARD = 400
    """The least width (pixels) of the board while the player drags a
    dock's edge into it (the board turns upright below about 560)."""

    SMALL_BOARD = 560
    """The least width (pixels) of the board in a window too small for the
    board's own least width beside one column of docks (800 pixels wide)."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self._kept: QByteArray | None = None    # the player's window state, while the docks fit a small window
        self._kept_board: int | None = None     # the board's least width then
        self._fit_due = False                   # a fit posted for this turn of the loop
        self._names_due = False                 # the tabs' names looked at in this turn of the loop
        self._toggled: dict[QDockWidget, bool] = {}     # docks the player opened (closed) while fitted
        self._board_least: int | None = None     # the board's own least width, while the player's drag holds
        self._growth: tuple[QSize, QSize] | None = None     # (old, new) size of a growth in this turn of the loop
        self._busy = False                  # tabbing docks to make room (their growths are not a dock shown)
        self._forced = False                # the growth was forced by the docks' least size
        self._asked: QSize | None = None    # the window's size last asked (not a growth to the docks' least)
        self._before: QByteArray | None = None  # the window state before the native window's resize
        self._handle: QWindow | None = None     # the native window watched (made when the window is shown)
        window.installEventFilter(self)
        for dock in window.findChildren(QDockWidget):
            self._watch(dock)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._handle and event.type() == QEvent.Type.Resize:
            # the window system resizes the window (a window manager, xdotool): the docks' widths
            # before the window's layout squeezes them to the new size (see _fit)
            if self._kept is None and not self._busy and self._fits(self.window.size()):
                self._before = self.window.saveState()
            return False
        if watched is self.window:
            kind = event.type()
            if kind == QEvent.Type.Show and self._handle is None and self.window.windowHandle() is not None:
                self._handle = self.window.windowHandle()
                self._handle.installEventFilter(self)
            child = event.child() if kind == QEvent.Type.ChildPolished and isinstance(event, QChildEvent) else None
            if isinstance(child, QDockWidget):
                self._watch(child)
            elif isinstance(child, QTabBar):          # the tabs of tabbed docks (see _name_tabs)
                child.setElideMode(Qt.TextElideMode.ElideNone)
                child.setUsesScrollButtons(True)
                self._post_tab_names()
            elif kind in (QEvent.Type.LayoutRequest, QEvent.Type.Show):
                self._post_tab_names()              # tabs made, moved or named anew
            elif (kind == QEvent.Type.MouseButtonPress and isinstance(event, QMouseEvent)
                  and event.button() == Qt.MouseButton.LeftButton
                  and self.window.cursor().shape() == Qt.CursorShape.SplitHCursor):
                self._board_dragged()               # a dock's edge taken (the window's separator cursor)
            elif kind == QEvent.Type.MouseButtonRelease and self._board_least is not None:
                board = self.window.centralWidget()
                if board is not None:               # the board keeps the width the player left it
                    board.setMinimumWidth(min(self._board_least, board.width()))
            elif kind == QEvent.Type.Resize and isinstance(event, QResizeEvent):
                old, new = event.oldSize(), event.size()
                grew = new.width() > old.width() or new.height() > old.height()
                layout = self.window.layout()
                least = layout.totalMinimumSize() if layout is not None else QSize()   # with the menu bar
                self._post_tab_names()
                forced = (grew and old.isValid() and old.width() > 0
                          and ((least.width() > old.width() and new.width() <= least.width())
                               or (least.height() > old.height() and new.height() <= least.height())))
                if not forced and not self._busy:
                    self._asked = QSize(new)         # the size the player (or the program) asked
                QTimer.singleShot(0, self._drop_before)     # after the fit this resize posts
                if not self._busy and (self._kept is not None or least.width() > new.width()
                                       or least.height() > new.height()):
                    self._post_fit()                 # smaller than the docks need, or the player's docks kept
                if grew and not self._busy and old.isValid() and old.width() > 0:
                    # the docks' least size made it grow to that size (not the player's nor the
                    # program's resize, which may grow a window that was smaller than its least size)
                    self._forced = self._forced or (
                        (least.width() > old.width() and new.width() <= least.width())
                        or (least.height() > old.height() and new.height() <= least.height()))
                    if self._growth is not None:
                        old = self._growth[0]            # growths in one turn of the loop: from the first size
                    self._growth = (old, new)
                    QTimer.singleShot(0, self._forget_growth)    # only a dock shown now caused it
        elif (isinstance(watched, QDockWidget) and event.type() == QEvent.Type.ShowToParent
              and self.window.isVisible() and self.window.tabifiedDockWidgets(watched)):
            # a dock opened again in its tabs is the tab shown (after the show is done)
            QTimer.singleShot(0, watched, watched.raise_)
        return False

    TAB_SQUEEZE = 1.35
    """How much wider than their bar a tab group's whole names may be and
    still be shortened with an ellipsis (each keeps about three quarters
    of its name); wider, they are shown whole and scrolled."""

    def _post_tab_names(self) -> None:
        if not self._names_due:
            self._names_due = True
            QTimer.singleShot(0, self._name_tabs)

    def _name_tabs(self) -> None:
        """Each dock tab bar's names readable (the fresh player read "st" and
        "t": the names whole but the bar scrolled to the tab in front, the
        first ones cut at its edge).  Names that fit are whole; a few too
        wide for the bar (at most :data:`TAB_SQUEEZE` times its width) are
        shortened with an ellipsis, every tab in the bar; more are whole and
        scrolled (a group of four or five in a 200-pixel column)."""
        self._names_due = False
        if not shiboken6.isValid(self.window):
            return
        for bar in self.window.findChildren(QTabBar):
            if bar.parent() is not self.window or not bar.isVisible() or bar.width() <= 0:
                continue
            need = sum(bar.tabSizeHint(i).width() for i in range(bar.count()))
            squeeze = bar.width() < need <= self.TAB_SQUEEZE * bar.width()
            mode = Qt.TextElideMode.ElideRight if squeeze else Qt.TextElideMode.ElideNone
            if bar.elideMode() != mode or bar.usesScrollButtons() == squeeze:
                bar.setElideMode(mode)
                bar.setUsesScrollButtons(not squeeze)

    def _board_dragged(self) -> None:
        """The player takes a dock's edge: the board may narrow to
        :data:`DRAGGED_BOARD` while the drag lasts."""
        board = self.window.centralWidget()
        if board is None:
            return
        if self._board_least is None:
            self._board_least = board.minimumWidth()
        board.setMinimumWidth(min(self.DRAGGED_BOARD, self._board_least))

    def _board_rule(self, _open: bool = False) -> None:
        """A dock opened or closed: the board's own least width again."""
        least, self._board_least = self._board_least, None
        if least is None or not shiboken6.isValid(self.window):
            return                          # nothing to undo, or the window is going away
        board = self.window.centralWidget()
        if board is not None:
            board.setMinimumWidth(least)

    def covered(self, dock: QDockWidget) -> bool:
        """True when ``dock`` is open (not closed) but behind another dock's
        tab, so that the player cannot see it."""
        return (not dock.isHidden() and not dock.isFloating() and bool(self.window.tabifiedDockWidgets(dock))
                and (not dock.isVisible() or dock.visibleRegion().isEmpty()))

    def toggle(self, dock: QDockWidget, action: QAction | None = None) -> bool:
        """What a dock's menu entry or shortcut does, the same for every
        dock: ``dock`` shown in front (or floating) is closed; open but
        covered by another dock's tab, it is brought to the front (the
        player asked to see it); closed, it is opened, in front of any tabs
        it joins.  ``action``: the dock's checkable entry, whose check is
        set to whether the dock is open afterwards (triggering a checked
        entry unchecks it before its slot runs).  Returns True when the dock
        is open afterwards."""
        if dock.isHidden():
            dock.show()
            dock.raise_()
        elif self.covered(dock):
            dock.raise_()
        else:
            dock.close()
        shown = not dock.isHidden()
        if action is not None:
            action.setChecked(shown)
        return shown

    def _forget_growth(self) -> None:
        """A growth no dock's show took: when the docks' minimum forced it
        (a dock's content grew, e.g. the hint panel's plays arriving), the
        docks in front are tabbed until the window's old size fits.  The
        player's arrangement before is kept (:meth:`player_state`) and comes
        back when it fits again: a dock closed (:meth:`_back`), the window
        grown (:meth:`_fit`)."""
        growth, self._growth = self._growth, None
        forced, self._forced = self._forced, False
        window = self.window
        layout = window.layout()
        if growth is None or not forced or self._busy or layout is None:
            return                          # none, or the player's own resize (or the program's)
        old, least = growth[0], layout.totalMinimumSize()
        if least.width() <= old.width() and least.height() <= old.height():
            window.resize(old)              # the docks' least size grew for a moment
            return
        front = [dock for dock in window.findChildren(QDockWidget)
                 if dock.isVisible() and not dock.isFloating() and not dock.visibleRegion().isEmpty()]
        if self._kept is None:
            self._kept = window.saveState()     # the player's arrangement, given back when it fits
        self._busy = True
        try:
            for dock in sorted(front, key=lambda dock: -dock.minimumSizeHint().height()):
                if self._tab(dock, old, layout, front=False):
                    break
            for dock in front:
                dock.raise_()               # the same tabs in front as before
        finally:
            self._busy = False

    def _watch(self, dock: QDockWidget) -> None:
        if dock.property("dock_room_watched"):
            return
        dock.setProperty("dock_room_watched", True)       # on the dock: gone with it
        dock.installEventFilter(self)
        dock.visibilityChanged.connect(lambda visible, dock=dock: self._shown(dock) if visible else None)
        # opened or closed (not a tab covering it); a slot of the room's, gone with the room
        dock.toggleViewAction().toggled.connect(self._board_rule)
        # while the docks are fitted to a small window: a dock the player opens or closes is so in their
        # arrangement too; a dock they move makes the arrangement of the moment theirs
        dock.toggleViewAction().toggled.connect(lambda shown, dock=dock: self._player_toggled(dock, shown))
        dock.dockLocationChanged.connect(self._player_changed)
        dock.topLevelChanged.connect(self._player_changed)

    def player_state(self) -> QByteArray:
        """The window state (:meth:`QMainWindow.saveState`) to keep: the
        player's arrangement of the docks, not the one fitted to a small
        window (:meth:`_fit`)."""
        return QByteArray(self._kept) if self._kept is not None else self.window.saveState()

    def _player_toggled(self, dock: QDockWidget, shown: bool) -> None:
        """``dock`` opened or closed by the player while the docks are
        fitted: so it is when their arrangement comes back."""
        if not self._busy and self._kept is not None:
            self._toggled[dock] = shown
            if not shown:
                QTimer.singleShot(0, self._back)    # the room it took may let the arrangement back

    def _back(self) -> None:
        """The player's arrangement (kept while the docks are fitted) shown
        again, with the docks opened or closed meanwhile, when it fits the
        window; else the docks stay as they are."""
        window = self.window
        if self._busy or self._kept is None or not shiboken6.isValid(window) or not window.isVisible():
            return
        size = window.size() if self._asked is None else window.size().boundedTo(self._asked)
        now = window.saveState()
        board, narrowed = window.centralWidget(), self._kept_board
        self._busy = True
        try:
            self._board_back()
            window.restoreState(self._kept)
            for other, shown in self._toggled.items():
                if shiboken6.isValid(other):
                    other.setVisible(shown)
            if self._fits(size):
                self._kept = None
                self._toggled.clear()
            else:                           # the docks as they were
                window.restoreState(now)
                if board is not None and narrowed is not None:
                    self._kept_board = narrowed
                    board.setMinimumWidth(self.SMALL_BOARD)
                self._fits(size)
        finally:
            if window.size() != size:
                window.resize(size)
            self._busy = False

    def _player_changed(self, *_args: object) -> None:
        """A dock moved or floated, not by the room: the arrangement of the
        moment is the player's (the one kept is dropped)."""
        if self._busy or self._kept is None or not shiboken6.isValid(self.window):
            return
        self._kept = None
        self._toggled.clear()
        self._board_back()
        self._post_fit()

    def _board_back(self) -> None:
        """The board's least width as it was before :meth:`_fit` narrowed it."""
        board, least = self.window.centralWidget(), self._kept_board
        self._kept_board = None
        if board is not None and least is not None:
            board.setMinimumWidth(least)

    def _drop_before(self) -> None:
        """The state before a resize is for the fit that resize posted only."""
        if not self._fit_due:
            self._before = None

    def _post_fit(self) -> None:
        if not self._fit_due:
            self._fit_due = True
            QTimer.singleShot(0, self._fit)          # once, after the resizes of this turn of the loop

    def _fits(self, size: QSize) -> bool:
        layout = self.window.layout()
        if layout is None:
            return True
        layout.activate()                   # the window's minimum follows the docks changed
        least = layout.totalMinimumSize()
        return least.width() <= size.width() and least.height() <= size.height()

    def _fit(self) -> None:
        """Fit the docks to the window's size (a window made smaller than
        the board and its docks need draws the docks over the board).  From
        the player's arrangement (kept while fitted; when it fits, it is
        shown again and no longer kept): each side's docks tabbed together;
        then every dock in the tabs of the side with the most docks (the
        right on a tie); then the board narrowed to :data:`SMALL_BOARD`;
        then every dock hidden.  The docks in front stay in front where
        they can."""
        self._fit_due = False
        before, self._before = self._before, None
        window = self.window
        if self._busy or not shiboken6.isValid(window) or not window.isVisible():
            return
        size = window.size()
        if self._asked is not None:         # not a growth to the docks' least size on the way (806x721)
            size = size.boundedTo(self._asked)
        self._busy = True
        try:
            if self._kept is not None:      # start from the player's arrangement
                self._board_back()
                window.restoreState(self._kept)
                for dock, shown in self._toggled.items():
                    if shiboken6.isValid(dock):
                        dock.setVisible(shown)      # opened or closed by the player meanwhile
            if self._fits(size):
                self._kept = None
                self._toggled.clear()
                return
            if self._kept is None:          # with the docks' widths before the window shrank
                self._kept = before if before is not None else window.saveState()
                if before is not None:
                    window.restoreState(before)
            docks = [dock for dock in window.findChildren(QDockWidget)
                     if not dock.isHidden() and not dock.isFloating()]
            front = [dock for dock in docks if dock.isVisible() and not dock.visibleRegion().isEmpty()]
            sides: dict[Qt.DockWidgetArea, list[QDockWidget]] = {}
            for dock in docks:
                sides.setdefault(window.dockWidgetArea(dock), []).append(dock)
            right = Qt.DockWidgetArea.RightDockWidgetArea

            def in_front() -> None:
                for dock in reversed(front):
                    dock.raise_()           # the first of the docks in front of each tab group last

            for side in sides.values():     # each side's docks in one tab group
                self._join(side[0], side[1:], lambda: False)
            in_front()
            if self._fits(size):
                return
            biggest = max(sides, key=lambda area: (len(sides[area]), area == right))
            rest = [dock for area, side in sides.items() if area != biggest for dock in side]
            self._join(sides[biggest][0], [dock for dock in rest if dock.isAreaAllowed(biggest)], lambda: False)
            front.sort(key=lambda dock: dock not in sides[biggest])    # its own docks first
            in_front()
            if self._fits(size):
                return
            board = window.centralWidget()
            if board is not None and board.minimumWidth() > self.SMALL_BOARD:
                self._kept_board = board.minimumWidth()
                board.setMinimumWidth(self.SMALL_BOARD)
                if self._fits(size):       # the board takes the room the dock column leaves
                    column = [dock for dock in docks if dock.isVisible() and not dock.visibleRegion().isEmpty()]
                    window.resizeDocks(column, [dock.minimumSizeHint().width() for dock in column],
                                       Qt.Orientation.Horizontal)
                    return
                self._board_back()
            for dock in docks:
                dock.hide()
        finally:
            self._fits(size)                # the window's least size follows the docks
            if window.size() != size:
                window.resize(size)         # Qt grew it to the docks' least size on the way
            self._busy = False
            self._growth = None
            self._forced = False

    def _shown(self, dock: QDockWidget) -> None:
        """``dock`` is shown: the window's size before (before a growth
        laid out with the show, or now) is the one to keep."""
        window = self.window
        if self._busy or dock.isFloating():
            return
        growth = self._growth
        old = growth[0] if growth is not None and window.size() == growth[1] else window.size()
        self._growth = None
        self._forced = False
        # after the show is done (tabbing a dock while it is being shown hides it again; the
        # window may grow after the show too)
        QTimer.singleShot(0, lambda: self._check(dock, old))

    def _check(self, dock: QDockWidget, old: QSize) -> None:
        size = self.window.size()
        if size.width() > old.width() or size.height() > old.height():
            self._make_room(dock, old)

    def _make_room(self, dock: QDockWidget, old: QSize) -> None:
        """Tab ``dock`` with the shown docks of its side (see :meth:`_tab`),
        raise it, and give the window back its size ``old`` when it then
        fits."""
        window = self.window
        layout = window.layout()
        if not dock.isVisible() or dock.isFloating() or layout is None:
            return
        least = layout.totalMinimumSize()
        if least.width() <= old.width() and least.height() <= old.height():
            window.resize(old)              # it fits as it is: the window grew for the docks' preferred sizes
            return
        self._busy = True
        try:
            self._tab(dock, old, layout)
        finally:
            self._busy = False
            self._growth = None

    def _tab(self, dock: QDockWidget, old: QSize, layout: QLayout, front: bool = True) -> bool:
        """:meth:`_make_room`'s tabbing (``front``: ``dock`` raised); True
        when the window's old size ``old`` fits.

        Every dock stays on its side: ``dock`` joins the tabs of the shown
        docks of its side (:meth:`_join`); when that is not enough (or it is
        alone on its side), the docks of each other side are tabbed
        together where that helps: a column taller than the window, or docks
        side by side on one side (dragged there in a wider window, whose
        state comes back at the next start).  Only when even that does not
        fit (a window too narrow for a column on each side) does ``dock``
        join another side's tabs."""
        window = self.window
        area = window.dockWidgetArea(dock)
        shown = [other for other in window.findChildren(QDockWidget)
                 if other is not dock and other.isVisible() and not other.isFloating()]
        sides: dict[Qt.DockWidgetArea, list[QDockWidget]] = {}
        for other in shown:
            sides.setdefault(window.dockWidgetArea(other), []).append(other)

        def fits() -> bool:
            layout.activate()               # the window's minimum follows the tabbed docks
            least = layout.totalMinimumSize()
            return least.width() <= old.width() and least.height() <= old.height()

        done = self._join(dock, sides.pop(area, []), fits)
        for docks in sides.values():
            if done:
                break
            # tabbing a side's docks makes its column shorter; narrower only where the player put
            # docks side by side (a window state kept on a wider screen)
            beside = len({other.x() for other in docks}) > 1
            if len(docks) > 1 and (beside or layout.totalMinimumSize().height() > old.height()):
                done = self._join(docks[0], docks[1:], fits)
        if not done:
            others = [other for other in shown if dock.isAreaAllowed(window.dockWidgetArea(other))]
            self._join(dock, others, fits)
        if front:
            dock.raise_()                   # the dock just opened is the tab shown
        self._share_sides()
        least = layout.totalMinimumSize()
        window.resize(max(old.width(), least.width()), max(old.height(), least.height()))
        return least.width() <= old.width() and least.height() <= old.height()

    def _share_sides(self) -> None:
        """The left and right columns share the width beside the board
        equally, so that neither is squeezed to its least width while the
        other keeps a width from a wider window (Qt takes the room from
        either)."""
        window = self.window
        fronts: dict[Qt.DockWidgetArea, QDockWidget] = {}
        for other in window.findChildren(QDockWidget):
            area = window.dockWidgetArea(other)
            if (other.isVisible() and not other.isFloating() and not other.visibleRegion().isEmpty()
                    and area in (Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea)):
                fronts.setdefault(area, other)
        if len(fronts) == 2:
            docks = list(fronts.values())
            room = sum(other.width() for other in docks)
            window.resizeDocks(docks, [room // 2, room - room // 2], Qt.Orientation.Horizontal)

    def _join(self, dock: QDockWidget, others: list[QDockWidget], fits: Callable[[], bool]) -> bool:
        """Tab ``dock`` with ``others`` until ``fits()``: it joins the
        smallest of their tab groups (a lone dock first: few tabs a group,
        whose names are read whole), then the next of them joins its tabs,
        and so on.  True when the window fits."""
        window = self.window
        others = sorted(others, key=lambda other: len(window.tabifiedDockWidgets(other)))
        joined = bool(window.tabifiedDockWidgets(dock))      # already in a tab group (the rollouts' with the hint)
        for other in others:
            if other in window.tabifiedDockWidgets(dock):
                continue
            if joined:
                window.tabifyDockWidget(dock, other)    # ``other`` joins the dock's tabs
            else:
                window.tabifyDockWidget(other, dock)    # the dock joins ``other``'s
                joined = True
            if fits():
                return True
        return False
