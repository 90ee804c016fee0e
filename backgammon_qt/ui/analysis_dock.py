"""The analysis dock (:class:`AnalysisPanel`): per player the error rate,
the PR, the rating, the counts of doubtful / bad / very bad decisions and the
luck; below, a player's errors worst first (Next error steps through them
in match order), and the candidates of the one chosen.  Made by
:class:`~backgammon_qt.ui.analysis_panel.AnalysisActions`
(:mod:`.analysis_panel`, which still offers these names)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QFrame,
    QGridLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from backgammon_qt.app.translations import number, percent, translate_in
from backgammon_qt.controller.engine_jobs import analysis as analysis_ctl
from backgammon_qt.controller.presentation import ERROR_COLOURS, action_word, candidate_lines, decision_text

from .wrapped_label import WrappedButton

__all__ = ["AnalysisPanel"]

_DECISION = Qt.ItemDataRole.UserRole


def _error_word(word: str) -> str:
    """An error class of an analysis ("doubtful", "very bad", ...) in the
    window's language (collected in context AnalysisActions from
    engine.analysis.THRESHOLDS by scripts/update-translations.py, else
    AnalysisPanel's)."""
    text = QCoreApplication.translate("AnalysisActions", word)
    return text if text != word else QCoreApplication.translate("AnalysisPanel", word)


def _step_of(d: Any) -> tuple[int, int]:
    """The review step of decision ``d``: the position before its action (0-based game, actions applied)."""
    return int(d.game), int(d.action)


def _match_order(d: Any) -> tuple[int, int, int]:
    """Decision ``d``'s place in the match: game, action, the cube decision before the play of the same roll."""
    return int(d.game), int(d.action), 0 if d.kind == "cube" else 1


def _fmt(value: float | None, digits: int = 1) -> str:
    """A figure of the summary (an error rate, a PR) in the player's locale; "\u2014" for none."""
    return "\u2014" if value is None else number(value, digits)


SHOWN_CANDIDATES = 5
"""The candidates listed under the errors: the best ones, and the play made
wherever it ranks (gnubg's own list puts it last, numbered by its rank);
an analysis of ours holds five, an analysis read from gnubg's file may hold
every play gnubg valued, and the list must not grow the dock."""

class _SummaryTable(QTableWidget):
    """The summary's table; says when it is resized (its columns are fitted
    to the room).

    Signals:
        resized(): the table's width changed.
    """

    resized = Signal()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.resized.emit()       # the columns follow the width; a height change refitting them could loop


class _SummaryStack(QStackedWidget):
    """The summary's two layouts (side by side, stacked); says when it is
    resized (the layout is chosen for the room).

    Signals:
        resized(): the stack's width changed.
    """

    resized = Signal()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.resized.emit()       # the columns follow the width; a height change refitting them could loop

    def minimumSizeHint(self) -> QSize:
        """The layout shown's (a stack's is the largest page's): the
        stacked summary scrolls, so a narrow dock does not make the window
        taller for the rows of the side-by-side one."""
        page = self.currentWidget()
        return page.minimumSizeHint() if page is not None else super().minimumSizeHint()


class _CandidatesArea(QScrollArea):
    """The chosen error's candidates (``label``, word-wrapped) under the
    error list: as tall as the text wrapped at the area's width where there
    is room, scrolled up and down where there is not.  Its least height is a
    few lines whatever the text, so that the part above it (Next error)
    keeps its place as the player steps through errors of one to six
    candidates.  Its wanted height follows a change of its width or text,
    never of its height."""

    def __init__(self, label: QLabel) -> None:
        super().__init__()
        self.setWidget(label)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumHeight(6 * label.fontMetrics().lineSpacing())     # three candidates, wrapped

    def sizeHint(self) -> QSize:
        label = self.widget()
        # at the width beside a scroll bar, shown or not: the hint does not follow the bar
        width = max(self.width() - self.verticalScrollBar().sizeHint().width() - 2 * self.frameWidth(), 1)
        height = label.heightForWidth(width) if isinstance(label, QLabel) and label.text() else 0
        return QSize(super().sizeHint().width(), max(height + 2 * self.frameWidth(), self.minimumHeight()))

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()             # the label's text changed: so did the wanted height
        return super().event(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()


class AnalysisPanel(QDockWidget):
    """The analysis dock: the summary per player, the luck by game, and a
    player's errors.

    Signals:
        decision_chosen(object): a :class:`Decision` of the error list was chosen.
        rollout_requested(object): "Roll out this decision" was pressed for
            the chosen :class:`Decision`.
        said(str): news for the status bar (Next error went back to the
            first error; "" takes that news back at the next step or when
            another player's errors are listed).
    """

    decision_chosen = Signal(object)
    rollout_requested = Signal(object)
    said = Signal(str)

    ROWS = ("Error rate (mEMG)", "PR", "Rating", "Checker plays", "Cube decisions", "Doubtful", "Bad",
            "Very bad", "Luck (EMG)", "Lucky / very lucky rolls", "Unlucky / very unlucky rolls",
            "Luck-adjusted result")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Analysis"), parent)
        self.setObjectName("analysis_dock")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea)
        self.analysis: Any = None
        self.shown_step: Callable[[], tuple[int, int]] | None = None
        """The step the board shows, ``(game, actions)`` 0-based (the
        review's :meth:`~backgammon_qt.controller.review.Review.current`):
        where Next error goes on from."""
        self._wrap_said = False
        """True while the status bar may still show Next error's "back to
        the first one" (taken back at the next step: it would go stale)."""
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)    # the room of a 200-pixel dock for the tables and tabs
        self.caption = QLabel(self.tr("Not analysed yet: Analyse > Analyse the whole match."))
        self.caption.setWordWrap(True)
        layout.addWidget(self.caption)
        # the row names are the first column (they wrap in a narrow dock), each player's figures a
        # column as wide as its widest text, header included: nothing is cut
        table = _SummaryTable(len(self.ROWS), 3)
        table.resized.connect(self._fit_columns)
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        table.setWordWrap(True)
        table.setTextElideMode(Qt.TextElideMode.ElideNone)
        header = table.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        table.setHorizontalScrollMode(QTableWidget.ScrollMode.ScrollPerPixel)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)     # as tall as its rows
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.verticalHeader().setMinimumSectionSize(table.fontMetrics().height() + 6)
        self.table = table
        # a dock too narrow for the row names beside both players' figures shows them stacked:
        # each row name on a line of its own, the two players' figures under it (no sideways scroll)
        # (the players' names in its first row, wrapped: a header would cut a long name)
        self.narrow_table = _SummaryTable(1 + 2 * len(self.ROWS), 2)
        narrow = self.narrow_table
        narrow.verticalHeader().hide()
        narrow.horizontalHeader().hide()
        narrow.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        narrow.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        narrow.setWordWrap(True)
        narrow.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        narrow.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        narrow.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for r in range(len(self.ROWS)):
            narrow.setSpan(1 + 2 * r, 0, 1, 2)
        self.summary = _SummaryStack()
        self.summary.addWidget(table)
        self.summary.addWidget(narrow)
        self.summary.resized.connect(self._fit_columns)
        self._fill_row_names()
        # tall enough for every row, wrapped or not (again when a column's width changes)
        table.verticalHeader().sectionResized.connect(self._fit_height)
        self._fit_height()
        self.luck_table = QTableWidget(0, 2)
        # for the keyboard and screen readers: each list named; Tab goes on to the next field
        # instead of walking the cells (the arrows read them)
        for widget, name, description in (
                (table, self.tr("Analysis summary"),
                 self.tr("Each player's error rate, PR, rating, errors by kind, luck and luck-adjusted result")),
                (narrow, self.tr("Analysis summary"),
                 self.tr("Each player's error rate, PR, rating, errors by kind, luck and luck-adjusted result")),
                (self.luck_table, self.tr("Luck by game"), self.tr("Each player's luck in each game, in EMG"))):
            widget.setTabKeyNavigation(False)
            widget.setAccessibleName(name)
            widget.setAccessibleDescription(description)
        self.luck_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.luck_table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        # the players' columns share the width (a long name cut in the header, whole in its tooltip):
        # never a sideways scroll in a narrow dock
        self.luck_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.luck_table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.luck_table.verticalHeader().setDefaultSectionSize(table.verticalHeader().defaultSectionSize())
        self.tabs = QTabWidget()
        self.tabs.addTab(self.summary, self.tr("Summary"))
        self.tabs.addTab(self.luck_table, self.tr("Luck by game"))
        self.tabs.setUsesScrollButtons(False)          # the tabs share the width, a label cut only as a last resort
        self.tabs.tabBar().setElideMode(Qt.TextElideMode.ElideRight)
        for i in range(self.tabs.count()):
            self.tabs.setTabToolTip(i, self.tabs.tabText(i))
        # the summary above the errors: it gets the room it needs first (the player may drag the
        # handle between them); the error list takes what is left
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.tabs)
        lower = QWidget()
        lower_layout = QVBoxLayout(lower)
        lower_layout.setContentsMargins(0, 0, 0, 0)
        self.splitter.addWidget(lower)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.splitterMoved.connect(self._handle_dragged)
        self._dragged = False               # the player placed the handle: the summary's room is theirs
        layout.addWidget(self.splitter, 1)
        # the rating words in full (the table's narrow cells elide them in a narrow dock)
        self.ratings = QLabel()
        self.ratings.setWordWrap(True)
        self.ratings.setTextFormat(Qt.TextFormat.PlainText)
        lower_layout.addWidget(self.ratings)
        row = QGridLayout()
        errors_of = QLabel(self.tr("E&rrors of"))
        row.addWidget(errors_of, 0, 0)
        self.player_box = QComboBox()
        errors_of.setBuddy(self.player_box)     # its name for screen readers; Alt+R (the menus have Alt+E)
        self.player_box.setAccessibleName(self.tr("Errors of"))
        self.player_box.currentIndexChanged.connect(self._fill_errors)
        row.addWidget(self.player_box, 0, 1)
        row.setColumnStretch(1, 1)
        lower_layout.addLayout(row)
        self.errors = QListWidget()
        self.errors.setAccessibleName(self.tr("Errors, worst first"))
        self.errors.setAccessibleDescription(self.tr("The chosen player's errors, the worst first; choosing one "
                                                     "shows it on the board. Next error steps through them in "
                                                     "match order."))
        self.errors.setWordWrap(True)               # long plays wrap, not scroll sideways
        self.errors.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.errors.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.errors.currentItemChanged.connect(self._chosen)
        self.errors.setMinimumHeight(4 * self.errors.fontMetrics().height() + 8)     # a few lines at least
        lower_layout.addWidget(self.errors, 1)
        self.errors_part = lower
        # the stacked summary's rows wrap to the width: its room follows (unless the player dragged)
        narrow.verticalHeader().sectionResized.connect(self._summary_room_later)
        self._room_pending = False
        self.candidates = QLabel()
        self.candidates.setWordWrap(True)
        self.candidates.setTextFormat(Qt.TextFormat.PlainText)
        self.candidates.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # in the splitter's lower part under the list, in a room of its own: the part above keeps its place
        self.candidates_area = _CandidatesArea(self.candidates)
        lower_layout.addWidget(self.candidates_area)
        self.candidates_area.hide()         # no error chosen: the error list takes its room
        self.rollout_button = WrappedButton(self.tr("R&oll out this decision"))
        self.rollout_button.setToolTip(self.tr("Roll out the chosen error's best plays and the play made, or "
                                               "its cube decision (in the rollout panel)"))
        self.rollout_button.setEnabled(False)
        self.rollout_button.clicked.connect(self._roll_out)
        # Next error at the dock's foot, above the rollout button: it stays in place while the player
        # steps (the chosen error's candidates, the summary's wrapped rows, the tab shown and the
        # dock's width move what is above it)
        self.next_button = QPushButton(self.tr("Next error"))
        self.next_button.clicked.connect(self.next_error)
        layout.addWidget(self.next_button, 0, Qt.AlignmentFlag.AlignRight)
        layout.addWidget(self.rollout_button)
        self.setWidget(body)
        # the window narrows to the board beside it (issue 19), and a 1024-pixel window holds the
        # board with this dock on one side and the hint or rollout dock on the other
        self.setMinimumWidth(200)

    ERROR_ROWS = 3
    """The error list's rows (wrapped) shown whole before the summary gets
    more room (it scrolls up and down instead)."""

    WANTED_WIDTH = 320
    """The width the dock asks for (pixels): the summary side by side with
    a player's longest figure; a narrower dock shows it stacked."""

    def sizeHint(self) -> QSize:
        """:data:`WANTED_WIDTH`, at most what leaves the board 580 pixels."""
        hint = super().sizeHint()
        window = self.parentWidget()
        room = window.width() - 580 if window is not None else self.WANTED_WIDTH
        return QSize(max(self.minimumWidth(), min(self.WANTED_WIDTH, room)), hint.height())

    def show_analysis(self, analysis: Any, players: tuple[str, str], money: bool) -> None:
        """Show ``analysis`` (a :class:`MatchAnalysis`, or None for none);
        ``money`` for money play (the luck-adjusted result in points)."""
        self.analysis = analysis
        table = self.table
        table.setHorizontalHeaderLabels(["", *players])
        for column, name in enumerate(players):
            item = QTableWidgetItem(name)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            font = item.font()
            font.setBold(True)
            item.setFont(font)
            self.narrow_table.setItem(0, column, item)
        self.luck_table.setHorizontalHeaderLabels(list(players))
        for column, name in enumerate(players):
            head = self.luck_table.horizontalHeaderItem(column)
            if head is not None:
                head.setToolTip(name)            # whole where the narrow dock cuts it
        self.player_box.blockSignals(True)
        self.player_box.clear()
        self.player_box.addItems(list(players))
        self.player_box.blockSignals(False)
        if analysis is None or analysis.players is None:
            self.caption.setText(self.tr("Not analysed yet: Analyse > Analyse the whole match."))
            table.clearContents()
            for r in range(1, self.narrow_table.rowCount()):
                self.narrow_table.takeItem(r, 0)
                self.narrow_table.takeItem(r, 1)
            self._fill_row_names()
            self.luck_table.setRowCount(0)
            self.ratings.clear()
            self.errors.blockSignals(True)     # clearing moves the current row through the old decisions:
            self.errors.clear()                # none of them is chosen (drawn on the new match's board)
            self.errors.blockSignals(False)
            self._set_candidates("")
            self.rollout_button.setEnabled(False)
            # read from the top again: the caption, the summary's first rows, its first tab
            self.tabs.setCurrentIndex(0)
            for scrolled in (table, self.narrow_table, self.luck_table, self.errors):
                scrolled.scrollToTop()
            return
        def level_label(level: str) -> str:
            return QCoreApplication.translate("AnalysisActions",       # where the levels' names are collected
                                              analysis_ctl.analysis_levels().get(level, level))

        games = len(analysis.games)
        partial = None if analysis.partial is None else QLocale().toString(analysis.partial + 1)
        if analysis.kind_levels is not None:        # gnubg's: cube decisions deeper than checker plays
            checker, cube = (level_label(level) for level in analysis.kind_levels)
            if partial is None:
                caption = self.tr("%n game(s) analysed: checker plays at {checker}, cube decisions at {cube}.",
                                  "", games).format(checker=checker, cube=cube)
            else:
                caption = self.tr("%n game(s) analysed: checker plays at {checker}, cube decisions at {cube}. "
                                  "Partial: the analysis was cancelled in game {g}, analysed up to there (its "
                                  "luck is left out of the luck-adjusted result).", "",
                                  games).format(checker=checker, cube=cube, g=partial)
        elif partial is None:
            caption = self.tr("%n game(s) analysed at {level}.", "", games).format(level=level_label(analysis.level))
        else:
            caption = self.tr("%n game(s) analysed at {level}. Partial: the analysis was cancelled in game {g}, "
                              "analysed up to there (its luck is left out of the luck-adjusted result).", "",
                              games).format(level=level_label(analysis.level), g=partial)
        self.caption.setText(caption)
        self._fill_luck(analysis)
        self.ratings.setText(self.tr("Rating: {p0}, {r0}; {p1}, {r1}.").format(
            p0=players[0], r0=self.tr(analysis.players[0].rating), p1=players[1],
            r1=self.tr(analysis.players[1].rating)))
        for column, s in enumerate(analysis.players):
            if s.luck_adjusted is None:
                adjusted = "\u2014"
            elif money:
                adjusted = self.tr("{ppg} points per game").format(ppg=number(s.luck_adjusted, 3, signed=True))
            else:
                adjusted = percent(s.luck_adjusted, signed=True)
            whole = QLocale().toString          # the counts in the player's locale (1.234 in Danish)
            values = (_fmt(s.error_rate), _fmt(s.pr, 2), self.tr(s.rating), whole(s.checker_decisions),
                      whole(s.cube_decisions), whole(s.errors["doubtful"]), whole(s.errors["bad"]),
                      whole(s.errors["very_bad"]), number(s.luck, 3, signed=True),
                      f"{whole(s.lucky['lucky'])} / {whole(s.lucky['very lucky'])}",
                      f"{whole(s.lucky['unlucky'])} / {whole(s.lucky['very unlucky'])}", adjusted)
            for r, text in enumerate(values):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                # the whole text where a narrow dock elides it
                item.setToolTip(self.tr("{text}: gnubg's rating of the error rate").format(text=text) if r == 2
                                else text)
                table.setItem(r, column + 1, item)
                self.narrow_table.setItem(2 + 2 * r, column, item.clone())
        self._fit_columns()
        self._fill_errors()
        self._summary_room_later()

    def _handle_dragged(self, *_args: object) -> None:
        self._dragged = True

    def _summary_room_later(self, *_args: object) -> None:
        if not self._room_pending:
            self._room_pending = True
            QTimer.singleShot(0, self._give_summary_room)

    def _give_summary_room(self) -> None:
        """The summary's tab as tall as its page needs (every row, no
        scroll up and down), the error list the rest, but no less than its
        least nor than :data:`ERROR_ROWS` of its rows (the summary scrolls
        then); left as it is once the player dragged the handle."""
        self._room_pending = False
        splitter = self.splitter
        total = sum(splitter.sizes())
        if self._dragged or total <= 0:
            return
        page = self.summary.currentWidget()
        if not isinstance(page, QTableWidget):
            return
        header = page.horizontalHeader()
        need = (page.verticalHeader().length() + (header.height() if header.isVisibleTo(page) else 0)
                + 2 * page.frameWidth() + 2)
        need += self.tabs.height() - self.summary.height() if self.tabs.height() > self.summary.height() \
            else self.tabs.tabBar().sizeHint().height() + 4
        errors = self.errors
        errors.doItemsLayout()              # the rows wrapped at the list's width
        rows = sum(errors.visualItemRect(errors.item(i)).height() for i in range(min(self.ERROR_ROWS, errors.count())))
        wanted = rows + 2 * errors.frameWidth() + 2
        part = self.errors_part
        layout = part.layout()
        if layout is not None:
            layout.activate()               # the candidates shown or hidden: the rest of the part laid out
        # the part's other lines at their height (wrapped: more than the layout's least)
        lower = max(part.minimumSizeHint().height(), part.height() - errors.height() + wanted)
        top = max(self.tabs.minimumSizeHint().height(), min(need, total - lower))
        if splitter.sizes()[0] != top:
            splitter.setSizes([top, total - top])

    def _fit_height(self, *_args: object) -> None:
        table = self.table
        rows = max(table.verticalHeader().length(), table.verticalHeader().minimumSectionSize() * len(self.ROWS))
        table.setMinimumHeight(rows + table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth() + 2
                               + table.horizontalScrollBar().sizeHint().height() + 6)

    def _fill_row_names(self) -> None:
        """The summary's first column: the rows' names, wrapped where the
        dock is narrow (never narrower than their longest word)."""
        table = self.table
        margin = 2 * (table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1) + 2
        longest = 0
        for r, name in enumerate(self.ROWS):
            text = self.tr(name)
            item = QTableWidgetItem(text)
            item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            table.setItem(r, 0, item)
            self.narrow_table.setItem(1 + 2 * r, 0, item.clone())
            longest = max([longest, *(table.fontMetrics().horizontalAdvance(word) for word in text.split())])
        self._name_width = longest + margin
        self._fit_columns()

    def _fit_columns(self) -> None:
        """The row names take the room the figures leave, but no less than
        their longest word; where that leaves too little room, the summary
        is shown stacked (:attr:`narrow_table`), and only where even that
        is too narrow does it scroll sideways."""
        table = self.table
        header = table.horizontalHeader()
        figures = sum(max(table.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in (1, 2))
        frame = 2 * table.frameWidth() + 2
        stacked = self.summary.width() - frame - figures < self._name_width
        page = self.narrow_table if stacked else table
        if self.summary.currentWidget() is not page:
            self.summary.setCurrentWidget(page)
            self.summary.updateGeometry()       # its minimum is the page's
            self._summary_room_later()
        if table.viewport().width() - figures >= self._name_width:
            header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        else:
            header.setSectionResizeMode(0, QHeaderView.ResizeMode.Fixed)
            header.resizeSection(0, self._name_width)

    def _fill_luck(self, analysis: Any) -> None:
        """The luck of each player in each game analysed (equity normalised
        to the cube); the tooltip counts the game's lucky and unlucky rolls."""
        luck = self.luck_table
        games = list(analysis.games)
        luck.setRowCount(len(games))
        luck.setVerticalHeaderLabels([self.tr("Game {g}").format(g=QLocale().toString(g + 1)) for g in games])
        for column, s in enumerate(analysis.players):
            for r, (g, value) in enumerate(zip(games, s.luck_per_game, strict=True)):
                kinds = [x.kind for x in analysis.lucks if x.game == g and x.player == column]
                item = QTableWidgetItem(number(value, 3, signed=True))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setToolTip(self.tr("Rolls marked lucky: {lucky}; very lucky: {very_lucky}; unlucky: "
                                        "{unlucky}; very unlucky: {very_unlucky}.").format(
                                            **{key.replace(" ", "_"): QLocale().toString(kinds.count(key))
                                               for key in ("lucky", "very lucky", "unlucky", "very unlucky")}))
                luck.setItem(r, column, item)

    def _unsay(self) -> None:
        """Take back Next error's "back to the first one" news, if it said it last."""
        if self._wrap_said:
            self._wrap_said = False
            self.said.emit("")

    def _fill_errors(self) -> None:
        self._unsay()                     # another player's errors: the wrap news was of the other list
        self.errors.blockSignals(True)
        self.errors.clear()
        self.errors.blockSignals(False)
        self._set_candidates("")
        self.rollout_button.setEnabled(False)
        if self.analysis is None:
            return
        player = max(0, self.player_box.currentIndex())
        for d in self.analysis.errors_of(player):
            item = QListWidgetItem(self.tr("Game {g}: {what}").format(g=QLocale().toString(d.game + 1),
                                                                      what=self.decision_text(d)))
            item.setToolTip(item.text())
            item.setForeground(QColor(ERROR_COLOURS[d.error]))
            item.setData(_DECISION, d)
            self.errors.addItem(item)
        self.next_button.setEnabled(self.errors.count() > 0)
        self._summary_room_later()          # the list's rows, wrapped, ask their room

    def decision_text(self, d: Any) -> str:
        """Decision ``d`` in words, in the window's language: the cube
        actions' words (:func:`~backgammon_qt.controller.presentation.action_word`)
        and the error classes (engine.analysis.THRESHOLDS) are translated
        where they were collected, context AnalysisActions."""
        words = replace(d, error=_error_word(d.error) if d.error else "")
        if d.kind == "cube":
            words = replace(words, made=action_word(d.made, translate_in), best=action_word(d.best, translate_in))
        return decision_text(words, self.tr, num=number)

    def next_error(self) -> None:
        """Step to the chosen player's next error in match order (game by
        game, move by move, as gnubg steps through its marked moves) after
        the position shown (:attr:`shown_step`; else after the error
        chosen in the list); after the last, back to the first, and
        :attr:`said` says so.  The list itself stays worst first."""
        items = [item for item in (self.errors.item(r) for r in range(self.errors.count()))
                 if item is not None and item.data(_DECISION) is not None]
        if not items:
            return
        order = sorted(items, key=lambda item: _match_order(item.data(_DECISION)))
        here = self.errors.currentItem()
        at = self.shown_step() if self.shown_step is not None else None
        if here is not None and here in order and (at is None or _step_of(here.data(_DECISION)) == at):
            later = order[order.index(here) + 1:]          # the error shown: the one after it
        else:
            later = [item for item in order if at is None or _step_of(item.data(_DECISION)) > at]
        if later:
            self._unsay()
            self.errors.setCurrentItem(later[0])
            return
        first = order[0]
        self.errors.setCurrentItem(first)
        d = first.data(_DECISION)
        self._wrap_said = True
        self.said.emit(self.tr("No more errors of {name} after this position: back to the first one, in game "
                               "{g}.").format(name=self.player_box.currentText(),
                                              g=QLocale().toString(d.game + 1)))

    def _chosen(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None = None) -> None:
        if item is None:
            return
        d = item.data(_DECISION)
        self.show_candidates(d)
        self.rollout_button.setEnabled(d is not None)
        self.decision_chosen.emit(d)

    def _roll_out(self) -> None:
        item = self.errors.currentItem()
        if item is not None and item.data(_DECISION) is not None:
            self.rollout_requested.emit(item.data(_DECISION))

    def _set_candidates(self, text: str) -> None:
        """The chosen error's candidates ``text`` under the list ("": none,
        their place hidden, the list takes it); the summary's room is
        measured again (the list keeps its rows)."""
        self.candidates.setText(text)
        if self.candidates_area.isHidden() == bool(text):
            self.candidates_area.setVisible(bool(text))
            self._summary_room_later()

    def show_candidates(self, d: Any) -> None:
        """The ranked options of decision ``d`` under the list; a checker
        play's candidate valued at a lower depth than the decision (the
        move filter left it out of the full depth, as gnubg lists it) is
        tagged with its depth ("[1-ply]" after its equity, counted as the
        caption counts: bgsage's plies as our analysis levels name them, or
        gnubg's (one fewer) for an analysis read from gnubg's file, whose
        level is "gnubg N-ply"), and the tooltip says why."""
        self.candidates.setToolTip("")
        if d is None:
            self._set_candidates("")
            return
        lines, shallow, full = candidate_lines(
            d, SHOWN_CANDIDATES, gnubg_plies=str(getattr(self.analysis, "level", "")).startswith("gnubg "),
            translate=translate_in, equity=lambda v: number(v, 3, signed=True), percent=percent,
            count=QLocale().toString)
        self._set_candidates("\n".join(lines))
        if shallow and full is not None:
            self.candidates.setToolTip(self.tr(
                "A play tagged with a depth was evaluated only at that depth: the move filter kept it out of "
                "the {plies}-ply search, and gnubg lists such plays the same way.").format(
                    plies=QLocale().toString(full)))
