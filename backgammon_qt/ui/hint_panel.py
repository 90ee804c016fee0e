"""The hint panel: a dock that shows the engine's advice for the player to act.

Before the roll it shows the cube action (no double / double, take / double,
pass) with the three equities; when doubled, whether to take, drop or
beaver; after the roll the best plays, ranked, with equity, the difference
to the best and the chances of winning and of winning or losing a gammon.
Selecting a play shows it on the board (ghost checkers and arrows, see
:mod:`.hint_items`) without making it.  The hint is computed off the GUI
thread (:class:`~backgammon_qt.controller.engine_jobs.computer.HintAdvisor`) and cleared by the next
action on the board (a move, the end of the turn, a roll...).

Equities are the player on roll's, normalised to the cube (+1.000 = winning
the cube's value), cubeful when the cube is in use; chances are cubeless.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from backgammon_qt.app.translations import number, percent, translate_in
from backgammon_qt.controller.engine_jobs import rollouts
from backgammon_qt.controller.engine_jobs.hints import CubeHint, HintAdvisor, PlaysHint, PositionAnalysis
from backgammon_qt.controller.presentation import best_cube_option, cube_option_text, proper_action_text
from backgammon_qt.model.game import Phase

from .hint_items import PlayPreviewItem
from .move_list import ENTER_KEYS, KeysKept
from .wrapped_label import WrappedButton, WrappedLabel

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from backgammon_qt.controller.engine_jobs.hints import RankedPlay
    from backgammon_qt.controller.match import MatchController
    from backgammon_qt.controller.session import Session

    from .scene import BoardScene

__all__ = ["HintPanel"]


class _WrappedPlays(QStyledItemDelegate):
    """The play column's rows as tall as the longest play wrapped at its
    spaces to the column's width (a tree view sizes its rows unwrapped);
    every row alike, as a list of plays reads best (a row the height of its
    own play made rows of one and two lines)."""

    def __init__(self, view: QTreeWidget) -> None:
        super().__init__(view)
        self.view = view

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        hint = super().sizeHint(option, index)
        view = self.view
        margin = 2 * (view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1)
        width = max(view.columnWidth(index.column()) - margin, 1)
        model, parent = index.model(), index.parent()
        tallest = max((option.fontMetrics.boundingRect(QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap,
                                                       str(model.index(row, index.column(), parent).data() or ""))
                       .height() for row in range(model.rowCount(parent))), default=0)
        return QSize(hint.width(), max(hint.height(), tallest + 2))


class HintPanel(QDockWidget):
    """The hint dock.  ``scene`` is the board scene (the selected play is
    shown on it); ``session`` the window's
    :class:`~backgammon_qt.controller.session.Session` (the hints use its
    engine at :data:`~backgammon_qt.controller.engine_jobs.hints.HINT_LEVEL`, which plays
    without error; it is started on the first hint, and the panel follows
    every match the session starts); ``action`` the window's Hint
    action (Ctrl+H), kept as :attr:`action`: it calls :meth:`request`, and
    the window enables it while a human is to act (the panel itself is
    made after the window's first paint, or at the first hint).  Call
    :meth:`shutdown` on quit.

    Signals:
        play_selected(object): the :class:`~backgammon_qt.model.Play` chosen
            in the list, or None when the selection is cleared.
        play_chosen(object): the :class:`~backgammon_qt.model.Play` of a row
            double-clicked (or Enter on it) to be played: emitted only while
            the plays shown are for the turn in play, with its dice, and a
            human is to move (the window moves its checkers, as if dragged;
            the player ends the turn).
        rollout_requested(object): the player asked to roll out the best
            plays shown or the cube decision (a
            :class:`~backgammon_qt.controller.engine_jobs.rollouts.RolloutSubject`).
    """

    play_selected = Signal(object)
    play_chosen = Signal(object)
    rollout_requested = Signal(object)

    MINIMUM_WIDTH = 200
    """The narrowest the panel gets (pixels): the board's minimum beside it
    leaves an 820 px window room for it; its table gives way in columns
    (:meth:`_fit_columns`)."""

    MINIMUM_ROWS = 4
    """The fewest one-line rows the list of plays shows (its minimum height,
    which the dock room keeps when it makes room for other docks: at
    1024x768 beside the analysis and the game list it showed one row)."""

    # gnubg's short heads (its hint list's "Diff.", "W g", "L g"), the full names in the
    # tooltips: the chances fit a narrow dock (the long heads were cut: "Ta…")
    COLUMNS = ("#", "Play", "Equity", "Diff.", "Win", "W g", "L g")
    COLUMN_TIPS = ("Rank", "The play", "Equity after the play (the player on roll's)",
                   "Equity minus the best play's", "Chance of winning", "Chance of winning a gammon or backgammon",
                   "Chance of losing a gammon or backgammon")

    def __init__(self, scene: BoardScene, session: Session, action: QAction,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Hint"))
        self.setObjectName("hint_panel")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea)
        self.scene = scene
        self.session = session
        self.advisor: HintAdvisor | None = None
        self.controller: MatchController | None = None
        self.ranked: list[RankedPlay] = []        # the hints.RankedPlay shown, best first
        self._situation: tuple[int, int, str] | None = None     # what the hint shown is for
        self.cube: CubeHint | None = None

        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)      # the room of a 200-pixel dock for the plays
        self.heading = WrappedLabel()
        self.heading.setWordWrap(True)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.heading)
        self.cube_line = WrappedLabel()       # an analysis's cube decision above its ranked plays
        self.cube_line.setWordWrap(True)
        self.cube_line.setTextFormat(Qt.TextFormat.PlainText)
        self.cube_line.hide()
        layout.addWidget(self.cube_line)
        self.table = QTreeWidget()
        self._keys = KeysKept(self.table, ENTER_KEYS)   # Enter is the list's, not the window's End turn
        self.table.setRootIsDecorated(False)
        # a long play wraps at its spaces onto a second line where the panel is narrow (_fit_columns)
        self.table.setWordWrap(True)
        self.table.setItemDelegateForColumn(1, _WrappedPlays(self.table))
        self.table.setAlternatingRowColors(True)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setHeaderLabels([self.tr(c) for c in self.COLUMNS])
        self.table.header().setStretchLastSection(False)
        self.table.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        # and a move longer than the column is cut at its end (the play whole in its tooltip)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.table.itemActivated.connect(self._activated)   # a double click, or Enter on a row
        self.table.setAccessibleName(self.tr("Hint"))
        self.table.setAccessibleDescription(self.tr("The best plays, best first, or the cube actions with their "
                                                    "equities; the arrow keys select a play to see it on the board, "
                                                    "Enter or a double click plays it."))
        layout.addWidget(self.table, 1)
        self._fit_height()
        # in a narrow panel the chances' columns give way: the selected play's chances are said here
        self.chances_line = WrappedLabel()
        self.chances_line.setWordWrap(True)
        self.chances_line.setTextFormat(Qt.TextFormat.PlainText)
        self.chances_line.hide()
        layout.addWidget(self.chances_line)
        self.table.viewport().installEventFilter(self)       # its width decides the columns shown
        self.note = WrappedLabel()
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        # rollouts (ui/rollout_panel.py) of what the hint shows; one above the other, so that the two
        # buttons side by side do not widen the panel (and the window) beyond its minimum (issue 19)
        rollout_row = QVBoxLayout()
        self.rollout_plays_button = WrappedButton(self.tr("Roll out the plays"))
        self.rollout_plays_button.setToolTip(self.tr("Roll out the best plays shown (in the rollout panel)"))
        self.rollout_plays_button.clicked.connect(self.roll_out_plays)
        self.rollout_cube_button = WrappedButton(self.tr("Roll out the cube"))
        self.rollout_cube_button.setToolTip(self.tr("Roll out the cube decision before the roll: no double, "
                                                    "double/take, double/pass (in the rollout panel)"))
        self.rollout_cube_button.clicked.connect(self.roll_out_cube)
        rollout_row.addWidget(self.rollout_plays_button)
        rollout_row.addWidget(self.rollout_cube_button)
        layout.addLayout(rollout_row)
        self._enable_rollouts()
        self.setWidget(body)
        self._fit_width()                   # once: a new hint never changes the panel's width

        self.preview = PlayPreviewItem()
        scene.addItem(self.preview)
        self.visibilityChanged.connect(self._visibility_changed)
        self.action = action
        self._show_message(self.tr("Press Ctrl+H for a hint: the cube action before the roll, "
                                   "the best plays after it."))
        session.match_started.connect(self._follow)
        self._follow(session.current())

    def _visibility_changed(self, visible: bool) -> None:
        """The panel closed: its arrows leave the board (shown again, the
        selected play draws them again)."""
        if not visible and not self.isVisible():      # not merely covered by a tabbed dock
            self.preview.clear()
        elif visible:
            self._selection_changed()

    # ------------------------------------------------------------ the match
    def _follow(self, controller: MatchController) -> None:
        """Follow ``controller`` (the match in play)."""
        if self.controller is not None:
            try:
                self.controller.changed.disconnect(self._situation_changed)
            except (RuntimeError, TypeError):
                pass
        self.controller = controller
        controller.changed.connect(self._situation_changed)
        self._situation_changed()

    def available(self) -> bool:
        """True when a hint can be asked for now: a human is to act before
        the roll, after it, or when doubled."""
        return self.session.enabled_actions().hint

    def request(self) -> bool:
        """Show the panel and compute the hint for the player to act (the
        Hint action).  False when there is none now."""
        self.show()
        self.raise_()
        if not self.available():
            self._clear()
            self._show_message(self.tr("No hint now: a hint is for the player to act, before or after "
                                       "the roll, or when doubled."))
            return False
        self._clear()
        self.heading.setText(self.tr("Thinking\u2026"))
        self._situation = self.session.current().situation()
        self._advisor().request(self.session.current())
        return True

    def analyse(self) -> bool:
        """Show the panel and analyse the position to act: the cube
        decision before the roll and, when the dice are rolled, the ranked
        plays below it (the position editor's Analyse).  False when there
        is no hint now."""
        self.show()
        self.raise_()
        if not self.available():
            self._clear()
            self._show_message(self.tr("No analysis now: it is for the player to act, before or after "
                                       "the roll, or when doubled."))
            return False
        self._clear()
        self.heading.setText(self.tr("Analysing\u2026"))
        self._situation = self.session.current().situation()
        self._advisor().analyse(self.session.current())
        return True

    def _advisor(self) -> HintAdvisor:
        if self.advisor is None:
            self.advisor = HintAdvisor(self.session.engine_for_hints(), self)
            self.advisor.plays_ready.connect(self._plays_ready)
            self.advisor.cube_ready.connect(self._cube_ready)
            self.advisor.analysis_ready.connect(self._analysis_ready)
            self.advisor.failed.connect(lambda message: self._show_message(     # the engine's sentences
                self.tr("No hint could be worked out. {reason}").format(reason=message)))
        return self.advisor

    def shutdown(self) -> None:
        """Drop a hint being computed and wait for the pool thread (quit)."""
        if self.advisor is not None:
            self.advisor.shutdown()

    # ------------------------------------------------------------ answers
    def _situation_changed(self) -> None:
        controller = self.controller
        if self.ranked and controller is not None and controller.situation() == self._situation:
            # the same turn, checkers moved or taken back: the ranked plays still hold, and the row
            # whose play the board now shows (one double-clicked, or moved by hand) stays selected,
            # its chances said below; no ghost of it on the board that already shows it
            shown = self._row_on_board(controller)
            if shown is None:
                self.table.clearSelection()
            else:
                self.table.blockSignals(True)
                self.table.setCurrentItem(shown)
                self.table.blockSignals(False)
                self.table.viewport().update()
                self._show_chances()
            self.preview.clear()
            self._show_plays_note(controller.unmoved_turn() is None)
            return
        if self.advisor is not None:
            self.advisor.cancel()
        self._clear()
        self._show_message(self.tr("Press Ctrl+H for a hint."))

    def _row_on_board(self, controller: MatchController) -> QTreeWidgetItem | None:
        """The row of the ranked play the board shows now (the turn's moves
        made so far end where that play ends), else None (no checker moved
        yet, or moves that are no ranked play)."""
        game = controller.game
        if game.phase is not Phase.MOVING or game.turn is None or not game.turn.moves:
            return None
        now = game.position
        for i, ranked in enumerate(self.ranked):
            if ranked.play.moves and ranked.play.position == now:
                return self.table.topLevelItem(i)
        return None

    def _show_plays_note(self, moved: bool) -> None:
        if moved:
            self.note.setText(self.tr("Plays from the start of the turn; take back this turn's moves "
                                      "(Ctrl+Z) to see one on the board."))
        else:
            self.note.setText(self.tr("Select a play to see it on the board."))

    def _clear(self) -> None:
        self.ranked, self.cube = [], None
        self.cube_line.clear()
        self.cube_line.hide()
        self.table.blockSignals(True)
        self.table.clear()
        self.table.blockSignals(False)
        self.table.header().hide()           # no columns of a hint no longer shown (a cube hint's after the roll)
        self.table.setColumnCount(1)         # nor their widths (an empty table never scrolls sideways)
        self._fit_columns()
        self._focusable(False)
        self._enable_rollouts()

    def _focusable(self, rows: bool) -> None:
        """An empty list takes no focus (Tab goes past it: nothing there to
        read or choose); one emptied while it had the focus gives it back to
        the board."""
        table = self.table
        had = table.hasFocus()
        table.setFocusPolicy(Qt.FocusPolicy.StrongFocus if rows else Qt.FocusPolicy.NoFocus)
        if had and not rows:
            for view in self.scene.views():
                view.setFocus(Qt.FocusReason.OtherFocusReason)
        self.preview.clear()
        self.note.setText("")

    def _show_message(self, text: str) -> None:
        self.heading.setText(text)
        self._enable_rollouts()

    # ------------------------------------------------------------ rollouts
    def _cube_available(self) -> bool:
        decision = self.cube.decision if self.cube is not None else None
        return decision is not None and bool(decision.available) and decision.no_double is not None

    def _enable_rollouts(self) -> None:
        """The Roll out buttons: the plays while ranked plays are shown, the
        cube while a cube decision is shown (before the roll, or above an
        analysis's plays)."""
        if not hasattr(self, "rollout_plays_button"):
            return
        self.rollout_plays_button.setEnabled(bool(self.ranked))
        self.rollout_cube_button.setEnabled(self._cube_available())

    def roll_out_plays(self) -> bool:
        """Ask for a rollout of the best plays shown (``rollout_requested``);
        False when none are shown."""
        controller = self.controller
        if not self.ranked or controller is None:
            return False
        mover = controller.players[controller.game.on_roll]
        try:
            subject = rollouts.subject_for_game(controller.game, mover, rollouts.best_plays(self.ranked))
        except ValueError:
            return False
        self.rollout_requested.emit(subject)
        return True

    def roll_out_cube(self) -> bool:
        """Ask for a rollout of the cube decision shown (``rollout_requested``);
        False when none is shown."""
        controller = self.controller
        if not self._cube_available() or controller is None or self.cube is None:
            return False
        self.rollout_requested.emit(rollouts.subject_for_game(controller.game, self.cube.on_roll))
        return True

    def _plays_ready(self, hint: PlaysHint) -> None:
        self._clear()
        self.ranked = list(hint.ranked)
        self.heading.setText(self.tr("{name} to play {dice}: the best plays, best first.").format(
            name=hint.mover, dice=hint.dice))
        self.table.setColumnCount(len(self.COLUMNS))
        self.table.setHeaderLabels([self.tr(c) for c in self.COLUMNS])
        for column, tip in enumerate(self.COLUMN_TIPS):
            self.table.headerItem().setToolTip(column, self.tr(tip))
        self.table.header().show()
        for rank, ranked in enumerate(self.ranked, 1):
            c = ranked.chances
            row = QTreeWidgetItem([str(rank), str(ranked.play) or self.tr("(no move)"),
                                   number(ranked.equity, 3, signed=True),
                                   number(ranked.difference, 3, signed=True) if rank > 1 else "",
                                   percent(c.win), percent(c.win_gammon),
                                   percent(c.lose_gammon)])
            for column in range(2, len(self.COLUMNS)):
                row.setTextAlignment(column, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            row.setData(0, Qt.ItemDataRole.UserRole, rank - 1)
            row.setToolTip(1, row.text(1))          # whole where a narrow panel cuts it
            self.table.addTopLevelItem(row)
        self._show_plays_note(hint.moved)
        self._fit_columns()
        self._focusable(bool(self.ranked))
        self._enable_rollouts()

    CHANCE_COLUMNS = (4, 5, 6)
    """The ranked plays' columns of chances (Win, Win gammon, Lose gammon)."""
    GIVING_WAY = (6, 5, 4)
    """The ranked plays' columns hidden one by one, in this order, while the
    table is narrower than its columns: the chances (said below the table
    for the selected play instead); the rank, the play, its equity and the
    difference to the best always stay, the play cut to the room left."""

    def compact(self) -> bool:
        """True while the ranked plays' chance columns are hidden (the panel
        is narrower than all the columns) and the selected play's chances
        are said below the table instead."""
        return bool(self.ranked) and any(self.table.isColumnHidden(c) for c in self.CHANCE_COLUMNS)

    def _fit_columns(self) -> None:
        """Show every column of the ranked plays that fits the table's width,
        hiding the others in the order of :data:`GIVING_WAY`; where the rest
        is still too wide, the play column gets the room the others leave
        (a long play wrapped, whole in its tooltip), so that the table never
        scrolls sideways in a narrow window."""
        table = self.table
        header = table.header()
        hidden: set[int] = set()
        play_width = 0                  # the play column's width where it is cut (0: to its contents)
        if self.ranked:
            widths = {c: max(table.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in range(table.columnCount())}
            room = table.viewport().width()
            bar = table.verticalScrollBar()
            if bar.isHidden():
                # room for the bar as if shown: the wrapped rows' heights decide whether it shows, and a
                # width that changed with it would wrap them again (the bar on and off without end)
                room -= table.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, bar)
            for column in self.GIVING_WAY:
                if sum(w for c, w in widths.items() if c not in hidden) <= room:
                    break
                hidden.add(column)
            others = sum(w for c, w in widths.items() if c not in hidden and c != 1)
            if others + widths[1] > room:
                play_width = max(room - others, header.sectionSizeHint(1))
        for column in range(len(self.COLUMNS)):
            if table.isColumnHidden(column) != (column in hidden):
                table.setColumnHidden(column, column in hidden)
        wrapped = header.sectionResizeMode(1) != QHeaderView.ResizeMode.ResizeToContents
        if play_width:
            header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(1, play_width)
        else:
            header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        if self.ranked or wrapped:
            # the rows' heights for the play column's width now (wrapped or not): a row's height is
            # kept from when it was added, at the column's width then (rows of 44 and 16 pixels)
            table.doItemsLayout()
        self._fit_height()
        self.chances_line.setVisible(self.compact())
        self._show_chances()

    def _show_chances(self) -> None:
        """The chances of the selected play (else the best) below the table, while compact."""
        if not self.ranked or not self.chances_line.isVisible():
            self.chances_line.clear()
            return
        items = self.table.selectedItems()
        ranked = self.ranked[items[0].data(0, Qt.ItemDataRole.UserRole) if items else 0]
        c = ranked.chances
        self.chances_line.setText(self.tr("Chances after {play} (cubeless): win {w}, win a gammon {wg}, "
                                          "lose a gammon {lg}.").format(
            play=str(ranked.play) or self.tr("(no move)"), w=percent(c.win),
            wg=percent(c.win_gammon), lg=percent(c.lose_gammon)))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.Resize and watched is self.table.viewport() and self.ranked
                and isinstance(event, QResizeEvent) and event.size().width() != event.oldSize().width()):
            # a width change only: the columns' widths come from the rows in view (sizeHintForColumn), so
            # refitting on a height change (the horizontal bar shown or hidden) changed them again without end
            self._fit_columns()
        return super().eventFilter(watched, event)

    def _cube_ready(self, hint: CubeHint) -> None:
        self._clear()
        self.cube = hint
        decision = hint.decision
        if not decision.available or decision.no_double is None:
            self._show_message(self.tr("No cube decision: doubling is not possible now."))
            return
        nd, dt, dp = decision.no_double, decision.double_take, decision.double_pass
        best = max(nd, min(dt, dp))
        proper = proper_action_text(decision.action.name, dt, dp, translate_in)
        if hint.answering:
            if hint.beaver_is_best:
                answer = self.tr("beaver")
            elif dt > dp:
                answer = self.tr("drop")
            else:
                answer = self.tr("take")
            self.heading.setText(self.tr("{name}, you should {answer} (the proper cube action is "
                                         "\u201c{proper}\u201d).").format(name=hint.taker, answer=answer,
                                                                        proper=proper))
        else:
            self.heading.setText(self.tr("Proper cube action: {proper}.").format(proper=proper))
        self.table.setColumnCount(3)
        self.table.setHeaderLabels([self.tr("Cube action"), self.tr("Equity"), self.tr("Diff.")])
        self.table.header().show()
        # after a double the opponent picks the answer that is worse for the doubler: the other
        # answer's line is no choice of the doubler's (said in its tooltip); every line has its
        # difference from the best but the best's own (blank), as gnubg and XG list them and as the
        # plays' rows do
        answered = "double, take" if dt <= dp else "double, pass"
        best_key = best_cube_option(nd, dt, dp)
        for key, value in (("no double", nd), ("double, take", dt), ("double, pass", dp)):
            label = cube_option_text(key, translate_in)
            counts = key in ("no double", answered)
            row = QTreeWidgetItem([label, number(value, 3, signed=True),
                                   "" if key == best_key else number(value - best, 3, signed=True)])
            if not counts:
                row.setToolTip(0, self.tr("Not the opponent's best answer to a double, so not a choice of yours"))
            for column in (1, 2):
                row.setTextAlignment(column, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            row.setFlags(row.flags() & ~Qt.ItemFlag.ItemIsSelectable)
            self.table.addTopLevelItem(row)
        self._focusable(True)
        if decision.chances is not None:
            c = decision.chances
            self.note.setText(self.tr("Equities of {name}, on roll. Chances (cubeless): win {w}, win a gammon {wg}, "
                                      "lose a gammon {lg}.").format(
                name=hint.on_roll, w=percent(c.win),
                wg=percent(c.win_gammon), lg=percent(c.lose_gammon)))
        self._enable_rollouts()

    def _analysis_ready(self, analysis: PositionAnalysis) -> None:
        if analysis.plays is None:
            self._cube_ready(analysis.cube)
            return
        self._plays_ready(analysis.plays)
        self.cube = analysis.cube
        self.cube_line.setText(self.cube_summary(analysis.cube))
        self.cube_line.show()
        self._enable_rollouts()

    def cube_summary(self, hint: CubeHint) -> str:
        """The cube decision before the roll in one line (above an
        analysis's ranked plays)."""
        decision = hint.decision
        if not decision.available or decision.no_double is None:
            return self.tr("Before the roll: no cube decision (doubling was not possible).")
        proper = proper_action_text(decision.action.name, decision.double_take, decision.double_pass,
                                    translate_in)
        return self.tr("Before the roll: {proper} (no double {nd}, double/take {dt}, double/pass {dp}).").format(
            proper=proper, nd=number(decision.no_double, 3, signed=True),
            dt=number(decision.double_take if decision.double_take is not None else 0.0, 3, signed=True),
            dp=number(decision.double_pass if decision.double_pass is not None else 0.0, 3, signed=True))

    _wanted_width = 260

    def _fit_height(self) -> None:
        """The list's minimum height: its header and :attr:`MINIMUM_ROWS`
        rows (one-line rows, or the rows shown where their plays wrap) above
        a sideways scroll bar.  Fitted again with the columns (a change of
        width or of the plays shown), never on a change of height."""
        table = self.table
        row = table.fontMetrics().height() + 2 * table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameVMargin) + 4
        if table.topLevelItemCount():
            row = max(row, table.sizeHintForRow(0))         # the rows are alike (_WrappedPlays)
        scroll_bar = table.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, table)
        table.setMinimumHeight(table.header().sizeHint().height() + self.MINIMUM_ROWS * row + scroll_bar
                               + 2 * table.frameWidth())

    def _fit_width(self) -> None:
        """The panel's width, set once when made: wide enough for the ranked
        plays' columns with a long play (up to a limit that leaves the board
        its room); it stays so whatever hint comes, and a table wider than
        that scrolls sideways."""
        table = self.table
        metrics = table.fontMetrics()
        samples = ("10", "bar/22* 13/7* 8/5(2)", "+0.000", "-0.000", "100.0%", "100.0%", "100.0%")
        margin = 2 * (table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1) + 8
        header_margin = 2 * table.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, table) + 8
        columns = sum(max(metrics.horizontalAdvance(sample) + margin,
                          table.header().fontMetrics().horizontalAdvance(self.tr(title)) + header_margin)
                      for sample, title in zip(samples, self.COLUMNS, strict=True))
        wanted = columns + 2 * table.frameWidth() + table.verticalScrollBar().sizeHint().width() + 14
        # the width asked for (the dock's size hint, at most 560) and a small minimum: in a narrow
        # window the panel gives way (the table scrolls) and the window never grows for it
        self._wanted_width = max(self.MINIMUM_WIDTH, min(wanted, 560))
        self.setMinimumWidth(self.MINIMUM_WIDTH)

    def sizeHint(self) -> QSize:
        """The width :meth:`_fit_width` asked for, at most what leaves the
        board its minimum beside it."""
        hint = super().sizeHint()
        window = self.parentWidget()
        room = window.width() - 620 if window is not None else self._wanted_width
        return QSize(max(self.MINIMUM_WIDTH, min(self._wanted_width, room)), hint.height())

    def _activated(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        """A row double-clicked or Enter on it: its play is to be played
        (``play_chosen``) when the ranked plays are for the turn in play (the
        same game, record and phase, so the same dice) and a human is to
        move; otherwise nothing."""
        index = item.data(0, Qt.ItemDataRole.UserRole)
        controller = self.controller
        if (not self.ranked or not isinstance(index, int) or not 0 <= index < len(self.ranked)
                or controller is None or controller.situation() != self._situation
                or controller.game.phase is not Phase.MOVING or not self.available()):
            return
        play = self.ranked[index].play
        if play.moves:                      # (no move: the turn ends by itself)
            self.play_chosen.emit(play)

    def _selection_changed(self) -> None:
        items = self.table.selectedItems()
        play = None
        if items and self.ranked:
            play = self.ranked[items[0].data(0, Qt.ItemDataRole.UserRole)].play
        start = self.controller.unmoved_turn() if self.controller is not None else None
        if play is not None and start is not None:
            side = start[0] ^ self.session.bottom_player()          # the scene's side of the mover
            self.preview.show_play(side, start[1], play.moves)
        else:
            self.preview.clear()
        self._show_chances()
        self.play_selected.emit(play)
