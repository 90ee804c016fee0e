"""The game list and stepping through the match in the window.

:class:`MatchBrowser` belongs to the main window (``window.browser``).  Its
dock lists every game of the match and every action of each game (the
opening roll, each roll and play, cube actions, resignations).  Choosing a
row, or stepping with Previous/Next move (Page Up/Page Down, Ctrl+Left/Right)
and Previous/Next game (Ctrl+Page Up/Page Down), shows the position after
that action on a second, read-only board in the window: the review.  The
match itself is not touched while reviewing; Back to the game (Ctrl+End, or
stepping past the last action) shows it again, and Play on from here cuts
the match at the reviewed position (the later actions are dropped) and goes
on playing from there.  The review board is turned as the live board is
(with "Turn the board for the player on roll", for the player to act at the
step, or for the mover of a play just shown), and its point labels are in
that player's numbers even where the board is not turned (gnubg's dynamic
labels): they read as the move text.

Each play and cube action analysed carries its error mark (``?!``, ``?``,
``??`` in the class's colour, the decisions in its tooltip) as the move
list's entries do; the moves taken back (side lines) are greyed rows under
the row of the action made instead, shown but never a step of the game.

The dock is made right after the window's first paint (or when first
used), the review board at the first review: start-up shows the board sooner.

The steps themselves (the record, the cursor, the positions as board
states) are the :class:`~backgammon_qt.controller.review.Review`'s; this
module only shows them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QMenu, QTreeWidgetItem

from backgammon_qt.app.lazy import made_when_used
from backgammon_qt.app.settings import ANIMATION_MS
from backgammon_qt.app.translations import number

from .scene import BoardScene

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDockWidget, QTreeWidget

    from backgammon_qt.controller.review import Step
    from backgammon_qt.controller.session import Session

    from .window_protocol import WindowHost

__all__ = ["MatchBrowser"]

_STEP = Qt.ItemDataRole.UserRole


class MatchBrowser(QObject):
    """The game list dock of ``window`` and the review board showing the
    steps of ``session.review`` (see the module docstring).

    Signals:
        stepped(): the position shown changed (a review step, or back to live).
    """

    stepped = Signal()

    def __init__(self, window: WindowHost, session: Session) -> None:
        super().__init__(window.widget())
        self.window = window
        self.review = session.review
        self.session = session
        self._sized = False
        self.tree: QTreeWidget | None = None        # the list, made with the dock
        self._marked_with: object = None             # the analysis the rows' marks are from
        self._open_game: int | None = None           # the game opened as the one in play
        self._widths: tuple[int, int] | None = None  # the columns' widths set (_size_columns)
        self._longest_word = 0                       # pixels: the longest word of the actions listed
        self._shown_cursor: tuple[int, int] | None = None   # the review's cursor at the last step shown
        window.settings.changed.connect(self._setting_changed)
        self.review.record_changed.connect(self._record_changed)
        self.review.stepped.connect(self._stepped)

        tr = self.tr
        self.prev_game_action = self._action(tr("Previous &game"), "\u00ab " + tr("Game"), self.previous_game,
                                             ["Ctrl+PgUp"])
        self.prev_action = self._action(tr("&Previous move"), "\u2039 " + tr("Move"), self.previous,
                                        ["PgUp", "Ctrl+Left"])
        self.next_action = self._action(tr("&Next move"), tr("Move") + " \u203a", self.next,
                                        ["PgDown", "Ctrl+Right"])
        self.next_game_action = self._action(tr("Next g&ame"), tr("Game") + " \u00bb", self.next_game,
                                             ["Ctrl+PgDown"])
        self.live_action = self._action(tr("&Back to the game"), tr("Back to the game"), self.show_live,
                                        ["Ctrl+End"])
        self.play_on_action = self._action(tr("Play &on from here"), tr("Play on from here"), self.play_on, [],
                                           tr("Go on playing from the position shown; the later moves "
                                              "are dropped"))
        # the dock's own toggleViewAction(), but there before the dock (made after the first paint)
        self.toggle_action = QAction(tr("&Game list"), window.widget())
        self.toggle_action.setCheckable(True)
        self.toggle_action.setShortcut(QKeySequence("Ctrl+L"))
        self.toggle_action.setStatusTip(tr("Show the games and moves of the match, to step through them"))
        self.toggle_action.triggered.connect(self._toggle_dock)
        window.widget().addAction(self.toggle_action)
        self._update_actions()

    @made_when_used
    def dock(self) -> QDockWidget:
        """The game list dock (hidden at first): the list of games and
        actions and the stepping buttons.  Made after the window's first
        paint (or when first used)."""
        # imported here, so that PySide makes these classes after the first paint
        from PySide6.QtWidgets import (
            QDockWidget,
            QHBoxLayout,
            QHeaderView,
            QToolButton,
            QTreeWidget,
            QVBoxLayout,
            QWidget,
        )

        tr = self.tr
        tree = QTreeWidget()
        tree.setColumnCount(3)
        tree.setHeaderLabels([tr("#"), tr("Player"), tr("Action")])
        # a long action (the opening roll's sentence, a play of four moves, a resignation) wraps onto
        # another line of its row, between whole moves, instead of being cut ("Opening roll …")
        tree.setUniformRowHeights(False)
        tree.setWordWrap(True)
        tree.setRootIsDecorated(True)
        tree.setAlternatingRowColors(True)
        tree.setTextElideMode(Qt.TextElideMode.ElideRight)   # (a play is cut after a whole move: WholeMoves)
        header = tree.header()
        header.setStretchLastSection(False)     # the Action column the rest of the width (_size_columns)
        # the number and player columns sized from the font and the names (_size_columns), not
        # to their contents: Qt measures every row for that, at every change (a cost growing
        # with the session)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        # the columns fit the dock (the Action column the rest, its text cut, whole in its tooltip):
        # never a sideways scroll (issue 25: the Action column was cut off at 1024 pixels)
        tree.setIndentation(tree.fontMetrics().horizontalAdvance("0") + 4)
        tree.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        tree.viewport().installEventFilter(self)           # its width sets the columns' (_size_columns)
        tree.setMinimumHeight(tree.fontMetrics().height() * 9)    # a few rows, not two, under the header
        tree.currentItemChanged.connect(self._row_chosen)
        tree.itemExpanded.connect(self._expanded)
        # by keys, as the move list: the arrows step through the rows, Enter shows the row's position
        # (not the window's End turn), Space is the list's (not Roll)
        from .move_list import ENTER_KEYS, KeysKept, WrappedActions

        tree.setItemDelegateForColumn(2, WrappedActions(tree))     # a long action on two lines

        self._keys = KeysKept(tree, (*ENTER_KEYS, Qt.Key.Key_Space))
        tree.itemActivated.connect(lambda item, _column: self._row_chosen(item))
        tree.setAccessibleName(tr("Game list"))
        tree.setAccessibleDescription(tr("The games of the match and the actions of each game, a row an action; "
                                         "the arrow keys or Enter show the position after the action."))

        panel = QWidget()
        layout = QVBoxLayout(panel)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(tree, 1)
        self.buttons = []
        # two stepping buttons a row, the longer labels one a row: the dock narrows with the window
        # (six buttons in two rows kept it 270 px wide)
        for actions in ((self.prev_game_action, self.prev_action), (self.next_action, self.next_game_action),
                        (self.live_action,), (self.play_on_action,)):
            row = QHBoxLayout()
            for action in actions:
                button = QToolButton()
                button.setDefaultAction(action)
                button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
                button.installEventFilter(self)            # Enter presses it too, as Space does
                row.addWidget(button)
                self.buttons.append(button)
            layout.addLayout(row)

        dock = QDockWidget(tr("Game list"), self.window.widget())
        dock.setObjectName("game_list_dock")
        dock.setWidget(panel)
        dock.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea)
        self.window.widget().addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.hide()
        dock.toggleViewAction().toggled.connect(self.toggle_action.setChecked)   # shown or closed
        dock.visibilityChanged.connect(self._shown)
        self.tree = tree
        self._sync_tree(0)                   # the match so far
        self._select(self.review.current())
        return dock

    def _toggle_dock(self, _checked: bool = False) -> None:
        """View > Game list (Ctrl+L): as every dock's entry
        (:meth:`.dock_room.DockRoom.toggle`): closed, open, covered by a tab,
        to the front; in front, closed."""
        self.window.dock_room.toggle(self.dock, self.toggle_action)

    @made_when_used
    def scene(self) -> BoardScene:
        """The read-only review board, made at the first review."""
        settings = self.window.settings
        scene = BoardScene(parent=self)
        scene.set_orientation(settings.get("orientation") == "left")
        scene.set_point_numbers(settings.get("point_numbers"))
        scene.set_animation_ms(ANIMATION_MS[settings.get("animation_speed")])
        return scene

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter or Return on a focused stepping button presses it (a tool
        button answers Space only); the list's width sets its columns'."""
        if event.type() == QEvent.Type.Resize and self.tree is not None and watched is self.tree.viewport():
            self._size_columns()
        if (event.type() == QEvent.Type.KeyPress and watched in getattr(self, "buttons", ())
                and isinstance(event, QKeyEvent) and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and not event.modifiers()):
            watched.click()        # type: ignore[attr-defined]
            return True
        return super().eventFilter(watched, event)

    def _action(self, text: str, short: str, slot: Callable[..., object], keys: list[str], tip: str = "") -> QAction:
        action = QAction(text, self.window.widget())
        action.setIconText(short)
        action.setShortcuts([QKeySequence(k) for k in keys])
        action.setToolTip(tip or text.replace("&", ""))
        if tip:
            action.setStatusTip(tip)
        action.triggered.connect(lambda _checked=False: slot())
        self.window.widget().addAction(action)
        return action

    def show_list(self) -> None:
        """Show the game list dock (a usable width the first time)."""
        first = not self._sized
        self.dock.show()
        if first:
            self._sized = True
            self.window.widget().resizeDocks([self.dock], [330], Qt.Orientation.Horizontal)

    def add_to_menus(self, view_menu: QMenu, go_menu: QMenu) -> None:
        """The Game list toggle into ``view_menu``; the steps into ``go_menu``."""
        view_menu.addAction(self.toggle_action)
        for action in (self.prev_action, self.next_action, self.prev_game_action, self.next_game_action):
            go_menu.addAction(action)
        go_menu.addSeparator()
        go_menu.addAction(self.live_action)
        go_menu.addAction(self.play_on_action)

    # ------------------------------------------------------------ state
    @property
    def reviewing(self) -> bool:
        """True while an earlier position is shown (the board is read-only)."""
        return self.review.reviewing

    @property
    def cursor(self) -> tuple[int, int] | None:
        """The step shown, ``(game, actions)``, or None for the live match."""
        return self.review.cursor

    def live_end(self) -> tuple[int, int]:
        """The step of the match as it is (:meth:`Review.live_end`)."""
        return self.review.live_end()

    def current(self) -> tuple[int, int]:
        """The step shown (:meth:`Review.current`)."""
        return self.review.current()

    def position_id(self) -> str:
        """gnubg Position ID of the position shown (reviewed or live; :meth:`Review.shown_ids`)."""
        return self.review.shown_ids()[0]

    # ------------------------------------------------------------ the list
    def _record_changed(self, first: int) -> None:
        tree = self.tree
        # the list follows play while the player has not scrolled away from its foot to read
        follow = self._at_foot()
        kept = tree.verticalScrollBar().value() if tree is not None else 0
        if tree is not None:
            tree.setUpdatesEnabled(False)     # one layout at the end, not one a row
            tree.blockSignals(True)           # no row becomes current while the list is emptied
        try:
            if tree is not None and first == 0:
                tree.clear()
                self._open_game = None
            self._sync_tree(first)
        finally:
            if tree is not None:
                tree.blockSignals(False)
                tree.setUpdatesEnabled(True)
        if self.review.cursor is None:
            self._select(self.review.live_end(), scroll=follow)
            if tree is not None and not follow:         # (the rows remade from the first game changed)
                tree.verticalScrollBar().setValue(kept)     # where the player scrolled to
        self._update_actions()

    def _sync_tree(self, first: int) -> None:
        """Make the rows of games ``first`` on agree with the record (the
        rows of earlier games do not change).  A game's action rows are made
        when it is expanded (the last game's at once), so the cost follows
        what is on screen, not the length of the match."""
        tree = self.tree
        if tree is None:            # no dock yet: it lists the match when made
            return
        review = self.review
        count = review.game_count()
        tree.blockSignals(True)
        try:
            while tree.topLevelItemCount() > count:
                tree.takeTopLevelItem(tree.topLevelItemCount() - 1)
            for gi in range(min(first, tree.topLevelItemCount()), count):
                if gi < tree.topLevelItemCount():
                    item = tree.topLevelItem(gi)
                    assert item is not None          # gi is below the count
                    item.setText(0, review.game_title(gi))
                else:
                    item = QTreeWidgetItem([review.game_title(gi)])
                    item.setData(0, _STEP, (gi, 0))
                    item.setChildIndicatorPolicy(QTreeWidgetItem.ChildIndicatorPolicy.ShowIndicator)
                    tree.addTopLevelItem(item)
                    item.setFirstColumnSpanned(True)
                if item.isExpanded() or gi == count - 1:
                    self._fill_game(item, gi)
            last = tree.topLevelItem(count - 1)
            if last is not None:
                last.setExpanded(True)
            if self._open_game != count - 1:
                self._close_game(self._open_game)
                self._open_game = count - 1
            self._size_columns()
        finally:
            tree.blockSignals(False)

    def _close_game(self, gi: int | None) -> None:
        """Collapse game ``gi``, opened as the game in play, once a later
        game is played, and drop its rows (made again when it is opened): the
        list's work for an action stays that of one game, however long the
        session (``benchmarks/gui.py --sessions``)."""
        tree = self.tree
        item = tree.topLevelItem(gi) if tree is not None and gi is not None else None
        if item is None:
            return
        cursor = self.review.cursor
        if cursor is not None and cursor[0] == gi:
            return                              # the game reviewed stays open
        item.setExpanded(False)
        item.takeChildren()

    def _measure_words(self, text: str) -> None:
        """Keep the width of ``text``'s longest word (an action listed), the
        Action column's least (:meth:`_size_columns`); the columns are sized
        again when it grows."""
        if self.tree is None:
            return
        metrics = self.tree.fontMetrics()
        longest = max((metrics.horizontalAdvance(word) for word in text.split()), default=0)
        if longest > self._longest_word:
            self._longest_word = longest
            self._widths = None

    def _size_columns(self) -> None:
        """The number column as wide as the longest game's action count
        under the indentation, the player column as the longer name: from
        the font, the names and the games' lengths, not the rows; in a narrow list the player
        column gives way only to leave the Action column its longest word
        (measured as rows are made) and a third of the list, and never
        narrows below a third of it (the name cut, whole in the header's
        tooltip); the Action column takes the rest, its text wrapped."""
        tree = self.tree
        record = self.review.record
        if tree is None:
            return
        metrics = tree.fontMetrics()
        names = record.players if record is not None else ()
        pad = 2 * metrics.horizontalAdvance(" ")      # beside the item's text margins
        # the longest game's action count's digits (two at least): the rows of games closed are made again
        # when opened
        actions = max((len(game.actions) for game in record.games), default=0) if record is not None else 0
        number_width = 2 * tree.indentation() + metrics.horizontalAdvance("0" * max(2, len(str(actions)))) + pad
        name_width = max((metrics.horizontalAdvance(name) for name in names), default=0) + pad
        name_width = max(name_width, metrics.horizontalAdvance(self.tr("Player")) + pad)
        room = tree.viewport().width()
        action_least = max(self._longest_word + pad, room // 3)
        cap = max(room - number_width - action_least, room // 3)
        widths = (number_width, max(min(name_width, cap), 4 * pad))
        if widths != self._widths:             # (a column the player widened stays so)
            self._widths = widths
            tree.setColumnWidth(0, widths[0])
            tree.setColumnWidth(1, widths[1])
        action_width = max(room - tree.columnWidth(0) - tree.columnWidth(1), 4 * pad)    # the rest
        if action_width != tree.columnWidth(2):
            tree.setColumnWidth(2, action_width)
            tree.doItemsLayout()                # the rows' heights for the wrapped actions (a width change only)

    def _fill_game(self, item: QTreeWidgetItem, gi: int) -> None:
        """Make the action rows of game ``gi`` (``item``) agree with the
        record, each with its analysis mark, and the moves taken back in
        the game under the row of the action made instead."""
        row = self.review.game_row(gi)
        for k in range(item.childCount() - 1, -1, -1):     # moves taken back before any action stood
            child = item.child(k)
            if child is not None and child.data(0, _STEP) is None:
                item.takeChild(k)
        while item.childCount() > len(row.actions):
            item.takeChild(item.childCount() - 1)
        have = item.childCount()
        for k in range(max(0, have - 1), len(row.actions)):  # the last row's words may change
            child = item.child(k) if k < have else QTreeWidgetItem(item)
            assert child is not None                 # k is below the count
            child.setData(0, _STEP, (gi, k + 1))
            child.setText(0, str(k + 1))
            child.setText(1, row.actions[k][0])
            child.setText(2, row.actions[k][1])
            self._measure_words(row.actions[k][1])
        self._mark_game(item, gi, row.actions)
        self._side_lines(item, gi)

    def _mark_game(self, item: QTreeWidgetItem, gi: int, actions: tuple[tuple[str, str], ...]) -> None:
        """Each row's analysis mark (``?!``, ``?``, ``??`` in its colour, the
        decisions in its tooltip), as the move list marks its entries
        (:func:`~backgammon_qt.controller.presentation.move_marks`)."""
        from PySide6.QtGui import QBrush, QColor

        from backgammon_qt.controller.presentation import ERROR_COLOURS, move_marks

        from .move_list import analysis_words

        analysis = getattr(self.session, "analysis", None)
        record = self.review.record
        marks = (move_marks(record.games[gi], gi, analysis.decisions, self.tr, analysis_words, number)
                 if analysis is not None and record is not None and gi < len(record.games) else {})
        for k in range(min(item.childCount(), len(actions))):
            child = item.child(k)
            if child is None:
                continue
            mark = marks.get(k + 1)
            text = actions[k][1]
            if mark is not None and mark.mark:
                child.setText(2, f"{text} {mark.mark}")
                child.setForeground(2, QBrush(QColor(ERROR_COLOURS[mark.error])))
            else:
                child.setText(2, text)
                child.setForeground(2, QBrush())
            # the mark's decisions (which name the play), else the whole action: cut in a narrow dock
            child.setToolTip(2, mark.tip if mark is not None and mark.tip else child.text(2))
        self._marked_with = analysis

    def _side_lines(self, item: QTreeWidgetItem, gi: int) -> None:
        """The moves taken back in game ``gi``: greyed rows (not steps of
        the game: they cannot be chosen) under the row of the action made
        instead, or under the last row while none is made yet (under the
        game's own row while it has none: a set-up game's first play taken
        back)."""
        from PySide6.QtGui import QBrush

        from backgammon_qt.controller import presentation
        from backgammon_qt.model.record import GameRecord

        for k in range(item.childCount()):
            child = item.child(k)
            if child is not None and child.childCount():
                child.takeChildren()
        record = self.review.record
        if record is None or gi >= len(record.games):
            return
        game = record.games[gi]
        grey = QBrush(self.tree.palette().color(self.tree.palette().ColorGroup.Disabled,
                                                self.tree.palette().ColorRole.Text)) if self.tree else QBrush()
        for line in game.side_lines:
            anchor = item.child(min(line.at, item.childCount() - 1)) if item.childCount() else item
            if anchor is None:
                continue
            played = GameRecord(game.score_before, game.crawford, [*game.actions[:line.at], *line.actions], None,
                                game.setup)
            for k, action in enumerate(line.actions, line.at):
                name = record.players[action.player] if action.player in (0, 1) else ""
                try:
                    words = presentation.action_text(played, k, self.tr)
                except (IndexError, ValueError):
                    words = str(action.play or action.kind.value)
                row = QTreeWidgetItem(anchor, ["\u21ba", name, words])
                row.setFlags(Qt.ItemFlag.ItemIsEnabled)        # shown, never a step of the game
                tip = self.tr("Taken back by {name}: not part of the game").format(name=record.players[line.player])
                for column in range(3):
                    row.setForeground(column, grey)
                    font = row.font(column)
                    font.setItalic(True)
                    row.setFont(column, font)
                    row.setToolTip(column, tip)
            anchor.setExpanded(True)

    def _shown(self, visible: bool) -> None:
        if visible and getattr(self.session, "analysis", None) is not self._marked_with:
            self.analysis_changed()             # analysed while the list was hidden

    def analysis_changed(self) -> None:
        """The session's analysis changed: mark the rows again."""
        tree = self.tree
        if tree is None:
            return
        for gi in range(tree.topLevelItemCount()):
            item = tree.topLevelItem(gi)
            if item is not None and item.childCount():
                self._mark_game(item, gi, self.review.game_row(gi).actions)

    def _expanded(self, item: QTreeWidgetItem) -> None:
        where = item.data(0, _STEP)
        if item.parent() is None and where is not None:
            self._fill_game(item, where[0])

    def _item(self, gi: int, k: int) -> QTreeWidgetItem | None:
        assert self.tree is not None
        item = self.tree.topLevelItem(gi)
        if item is None or k == 0:
            return item
        if item.childCount() < k:
            self._fill_game(item, gi)
        return item.child(k - 1)

    def _select(self, where: tuple[int, int], scroll: bool = True) -> None:
        """Make the row of step ``where`` the current one; ``scroll``: into
        view, once the rows' wrapped heights are laid out too."""
        if self.tree is None:
            return
        item = self._item(*where)
        if item is None:
            return
        self.tree.blockSignals(True)
        try:
            parent = item.parent()
            if parent is not None:
                parent.setExpanded(True)
            self.tree.setCurrentItem(item)
            if scroll:
                self.tree.scrollToItem(item)
        finally:
            self.tree.blockSignals(False)
        if scroll:
            # again after the delayed layout: a row's height follows its wrapped text, measured later
            QTimer.singleShot(0, self._scroll_to_current)

    def _scroll_to_current(self) -> None:
        tree = self.tree
        item = tree.currentItem() if tree is not None and shiboken6.isValid(tree) else None
        if tree is not None and item is not None:
            tree.scrollToItem(item)

    # ------------------------------------------------------------ stepping
    def go_to(self, gi: int, k: int) -> None:
        """Show the position after ``k`` actions of game ``gi`` (clamped to
        the match); the live end shows the match as it is."""
        previous = self.review.cursor
        step = self.review.go_to(gi, k)
        if step is not None:
            self._show_step(step, previous)

    def _show_step(self, step: Step, previous: tuple[int, int] | None) -> None:
        cursor = self.review.cursor
        assert cursor is not None
        gi, k = cursor
        animate = previous is not None and previous[0] == gi and abs(previous[1] - k) == 1
        # the home board on the side of the player at the bottom, as the live board puts it
        self.scene.set_orientation(self.session.orientations[step.state.bottom_player] == "left")
        self.scene.show_state(step.state, animate=animate)
        view = self.window.view
        if view.scene() is not self.scene:
            view.setScene(self.scene)
            view.fit()
        record = self.review.record
        total = len(record.games[gi].actions) if record is not None else 0
        self.window.show_status(self.tr(
            "Game {g}, move {k} of {n} (Position ID {pid}). Ctrl+End: back to the game.").format(
            g=gi + 1, k=k, n=total, pid=step.position_id))

    def _stepped(self) -> None:
        if self.tree is not None and getattr(self.session, "analysis", None) is not self._marked_with:
            self.analysis_changed()             # analysed since the rows were marked
        if self.review.cursor is None:
            self._show_live_scene()
        # a step of the player's (or back to the game) is scrolled to; play goes on at the list's foot
        # only while the player has not scrolled away from it
        stepped, self._shown_cursor = self.review.cursor is not None or self._shown_cursor is not None, \
            self.review.cursor
        tree = self.tree
        kept = tree.verticalScrollBar().value() if tree is not None else 0
        follow = stepped or self._at_foot()
        self._select(self.review.current(), scroll=follow)
        if tree is not None and not follow:
            tree.verticalScrollBar().setValue(kept)
        self._update_actions()
        self.stepped.emit()

    def _at_foot(self) -> bool:
        """True when the list is scrolled to its foot (the newest row), or has nothing to scroll."""
        bar = self.tree.verticalScrollBar() if self.tree is not None else None
        return bar is None or bar.value() >= bar.maximum()

    def _show_live_scene(self) -> None:
        view = self.window.view
        if view.scene() is not self.window.scene:
            view.setScene(self.window.scene)
            view.fit()

    def show_live(self) -> None:
        """Show the match as it is (leave the review)."""
        self.review.show_live()

    def _stepper(self, move: Callable[[], object]) -> None:
        previous = self.review.cursor
        move()
        if self.review.cursor is not None and self.review.cursor != previous:
            self._show_step(self.review.step(), previous)

    def previous(self) -> None:
        """One action back."""
        self._stepper(self.review.previous)

    def next(self) -> None:
        """One action on."""
        self._stepper(self.review.next)

    def previous_game(self) -> None:
        """The start of the game before (or of this one when it is the first)."""
        self._stepper(self.review.previous_game)

    def next_game(self) -> None:
        """The start of the next game (or the match as it is after the last)."""
        self._stepper(self.review.next_game)

    def play_on(self) -> bool:
        """Cut the match at the reviewed position and play on from there
        (the later actions are dropped).  False when nothing is reviewed."""
        return self.session.play_on()

    def _row_chosen(self, item: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None = None) -> None:
        if item is None:
            return
        where = item.data(0, _STEP)
        if where is not None:
            self.go_to(*where)

    def _update_actions(self) -> None:
        """Enable the steps that go somewhere from the step shown: Previous
        game from the second game on, Next game before the last game."""
        reviewing = self.review.cursor is not None
        at = self.review.current()
        last = self.review.live_end()[0]
        self.prev_action.setEnabled(at != (0, 0))
        self.prev_game_action.setEnabled(at[0] > 0)
        self.next_action.setEnabled(reviewing)
        self.next_game_action.setEnabled(reviewing and at[0] < last)
        self.live_action.setEnabled(reviewing)
        self.play_on_action.setEnabled(reviewing)

    def _setting_changed(self, name: str, value: Any) -> None:
        if not MatchBrowser.scene.made(self):    # made with the settings of its time
            return
        if name == "turn_board" and self.review.cursor is not None:
            self._show_step(self.review.step(), None)          # turned (or not) at once
        elif name == "orientation":
            self.scene.set_orientation(value == "left")
        elif name == "point_numbers":
            self.scene.set_point_numbers(value)
        elif name == "animation_speed":
            self.scene.set_animation_ms(ANIMATION_MS[value])
