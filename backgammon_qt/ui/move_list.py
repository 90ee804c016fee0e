"""The move list: the game on the board, a row a move number and a column
a player, as GNU Backgammon shows it ("54: 13/8 6/2", "Doubles => 2").

:class:`MoveList` is a dock of the main window.  It lists the game shown
(the live game, or the game being reviewed), highlights the entry of the
position shown, and a click on an entry, or Enter on it, steps there (the
review, as the game list does).  The rows come from
:meth:`~backgammon_qt.controller.review.Review.move_rows`; a change of the
live game rebuilds only that game's rows.  When the match has been analysed
(``session.analysis``), each play and cube action is marked by its error
class (``?!``, ``?``, ``??`` in the class's colour) with the equity lost in
its tooltip (:func:`~backgammon_qt.controller.presentation.move_marks`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QTreeView,
    QWidget,
)

from backgammon_qt.app.translations import ContextTr, number
from backgammon_qt.controller.presentation import ERROR_COLOURS, move_marks

if TYPE_CHECKING:
    from backgammon_qt.controller.session import Session

__all__ = ["MoveList", "KeysKept", "ENTER_KEYS", "WholeMoves", "WrappedActions", "analysis_words"]

_STEP = Qt.ItemDataRole.UserRole


ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class Stepper(Protocol):
    """What the move list needs of the game list (:class:`~.match_browser.MatchBrowser`):
    stepping the board to an entry."""

    def go_to(self, gi: int, k: int) -> None:
        """Show the board before action ``k`` of game ``gi`` (both 0-based)."""


analysis_words = ContextTr("AnalysisActions")
"""An analysis word (a cube action, an error class) in the window's
language: they are translated in context AnalysisActions, where
scripts/update-translations.py collects them."""


class WholeMoves(QStyledItemDelegate):
    """Draws a play too long for its column cut after its last whole move
    ("6-4: 24/18 …"), not in the middle of a move as Qt's eliding does
    ("6-4: 24/…/9"); an analysis mark at its end (``?!``, ``?``, ``??``)
    is kept.  The whole text stays in the item (and its tooltip)."""

    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        widget = option.widget
        style = widget.style() if widget is not None else None
        margin = 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1) if style else 4
        room = option.rect.width() - margin - 2
        metrics = option.fontMetrics
        text = option.text
        if room <= 0 or metrics.horizontalAdvance(text) <= room:
            return
        words = text.split(" ")
        mark = words.pop() if len(words) > 1 and set(words[-1]) <= {"?", "!"} else ""
        ending = "\u2026" + (" " + mark if mark else "")
        while len(words) > 1 and metrics.horizontalAdvance(" ".join(words) + " " + ending) > room:
            words.pop()                     # a whole move at a time
        option.text = " ".join(words) + " " + ending


class WrappedActions(QStyledItemDelegate):
    """An action of a tree view's column (the game list's Action) too long
    for the column's width wraps onto more lines of its row, between whole
    moves (a move such as ``6/2(2)`` is never split), so that nothing of it
    is cut; the row is as tall as its wrapped text.  The view must have
    ``wordWrap`` on and uniform row heights off; its parent is the view."""

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        size = super().sizeHint(option, index)
        view = self.parent()
        if not isinstance(view, QTreeView):
            return size
        style = view.style()
        margin = 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1)
        width = max(view.header().sectionSize(index.column()) - margin, 8)
        text = str(index.data() or "")
        rect = option.fontMetrics.boundingRect(QRect(0, 0, width, 1 << 20), int(Qt.TextFlag.TextWordWrap), text)
        return QSize(size.width(), max(size.height(), rect.height() + 2))


class KeysKept(QObject):
    """Keeps ``keys`` pressed in ``widget`` for the widget: a window
    shortcut on one of them (End turn on Enter, Roll on Space) does not
    take the key while the widget has the focus; the widget gets it as a
    key press.  An event filter, so that it serves any list (the move list's
    table, the game list's tree) without a subclass; parented to
    ``widget``."""

    def __init__(self, widget: QWidget, keys: tuple[Qt.Key, ...]) -> None:
        super().__init__(widget)
        self.keys = frozenset(keys)
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
                and Qt.Key(event.key()) in self.keys):
            event.accept()          # the key is the widget's: no shortcut takes it
            return True
        return False


class MoveList(QDockWidget):
    """The move list dock for ``session``'s match; ``browser`` steps the
    board when an entry is chosen."""

    def __init__(self, session: Session, browser: Stepper, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Moves"), parent)
        self.setObjectName("move_list_dock")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea)
        self.session = session
        self.review = session.review
        self.browser = browser
        self.game = -1                     # the game listed (0-based)
        table = QTableWidget(0, 2)
        self._keys = KeysKept(table, ENTER_KEYS)     # Enter is the list's (it steps to the entry), not End turn
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        # a long play ("66: bar/19(2) 13/7*(2)") wraps onto a second line of its row, never cut
        table.setWordWrap(True)
        table.setTextElideMode(Qt.TextElideMode.ElideNone)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.verticalHeader().setMinimumSectionSize(table.fontMetrics().height() + 6)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.cellClicked.connect(self._chosen)
        # by keys: Tab goes on to the next widget (not cell by cell), the arrows move in the list,
        # Enter steps the board to the entry (as a click does)
        table.setTabKeyNavigation(False)
        table.cellActivated.connect(self._chosen)
        table.setAccessibleName(self.tr("Move list"))
        table.setAccessibleDescription(self.tr("The moves of the game shown, a row a move number and a column "
                                               "a player; Enter shows the position after the move."))
        self.table = table
        self.setWidget(table)
        self.setMinimumWidth(200)          # the window narrows to the board beside it (issue 19)
        self.review.record_changed.connect(self._record_changed)
        self.review.stepped.connect(self._refresh)
        self._refresh()

    # ------------------------------------------------------------ what is listed
    def _shown_game(self) -> int:
        return self.review.current()[0]

    def _record_changed(self, _first: int) -> None:
        self._refresh(force=True)

    def _refresh(self, force: bool = False) -> None:
        if self.review.game_count() == 0:
            self.table.setRowCount(0)
            return
        game = self._shown_game()
        if force or game != self.game:
            self._fill(game)
        self._highlight()

    def _fill(self, game: int) -> None:
        self.game = game
        table = self.table
        record = self.review.record
        assert record is not None
        names = record.players
        table.setHorizontalHeaderLabels([names[0] or self.tr("(no name)"), names[1] or self.tr("(no name)")])
        for column in (0, 1):
            header_item = table.horizontalHeaderItem(column)
            if header_item is not None:
                header_item.setToolTip(names[column])
        rows = self.review.move_rows(game)
        analysis = getattr(self.session, "analysis", None)
        marks = (move_marks(record.games[game], game, analysis.decisions, self.tr, analysis_words, number)
                 if analysis is not None and game < len(record.games) else {})
        table.setUpdatesEnabled(False)
        try:
            table.setRowCount(len(rows))
            for r, row in enumerate(rows):
                for column, cell in enumerate(row.cells):
                    item = QTableWidgetItem(cell.text if cell is not None else "")
                    if cell is not None:
                        item.setData(_STEP, cell.step)
                        item.setToolTip(f"{names[column]}: {cell.text}")
                        mark = marks.get(cell.step) if cell.decision else None   # not the result
                        if mark is not None:          # the analysis' verdict on this entry
                            if mark.mark:
                                item.setText(f"{cell.text} {mark.mark}")
                                item.setForeground(QColor(ERROR_COLOURS[mark.error]))
                            item.setToolTip(f"{names[column]}: {cell.text}\n{mark.tip}")
                    else:
                        item.setFlags(Qt.ItemFlag.NoItemFlags)
                    table.setItem(r, column, item)
            table.setVerticalHeaderLabels([str(row.number) for row in rows])
            self._mark_taken_back(game, names)
        finally:
            table.setUpdatesEnabled(True)
        self.setWindowTitle(self.tr("Moves \u2014 game {n}").format(n=game + 1))

    def analysis_changed(self) -> None:
        """The session's analysis changed: mark the entries again."""
        self._refresh(force=True)

    def _mark_taken_back(self, game: int, names: tuple[str, str]) -> None:
        """Mark with ↺ the entries played again after a take-back (what
        was taken back in their tooltip, controller/takebacks.py)."""
        from backgammon_qt.controller.takebacks import taken_back_notes

        record = self.review.record
        if record is None or not 0 <= game < len(record.games) or not record.games[game].side_lines:
            return
        notes = taken_back_notes(record.games[game], names)
        for r in range(self.table.rowCount()):
            for column in (0, 1):
                item = self.table.item(r, column)
                step = item.data(_STEP) if item is not None else None
                if item is not None and step in notes:
                    item.setText(item.text() + " ↺")
                    item.setToolTip(item.toolTip() + "\n" + self.tr("Taken back: {what}").format(what=notes[step]))

    def _highlight(self) -> None:
        """Select the entry of the position shown: the latest entry at or
        before it."""
        game, step = self.review.current()
        if game != self.game:
            return
        best: tuple[int, int] | None = None
        best_step = -1
        table = self.table
        for r in range(table.rowCount()):
            for column in (0, 1):
                item = table.item(r, column)
                value = item.data(_STEP) if item is not None else None
                if isinstance(value, int) and best_step <= value <= step:
                    best, best_step = (r, column), value
        table.blockSignals(True)
        try:
            table.clearSelection()
            if best is not None:
                table.setCurrentCell(*best)
                current = table.item(*best)
                if current is not None:
                    table.scrollToItem(current)
        finally:
            table.blockSignals(False)

    def _chosen(self, row: int, column: int) -> None:
        item = self.table.item(row, column)
        step = item.data(_STEP) if item is not None else None
        if isinstance(step, int):
            self.browser.go_to(self.game, step)
