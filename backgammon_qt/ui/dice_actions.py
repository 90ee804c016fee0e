"""Your own dice in the window: Options > Enter the dice by hand, the dice
pad that asks for each roll (click the two numbers, or type ``54`` and
Enter), and View > Dice log, a dock with each player's counts of every
number and of doubles beside what fair dice give, and a small chart.

With the option on, every roll (the opening roll's two dice too, and the
computer's) waits for the pad: the controller's ``dice_wanted`` shows it.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDockWidget,
    QFrame,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from backgammon_qt.app.signals import disconnect
from backgammon_qt.app.translations import number
from backgammon_qt.model.dice_stats import FEWEST_DICE, DiceStats, Fairness, dice_stats

from .theme import THEME

_NARROW_DOCK = 200      # pixels: a dock column beside the board in a 1024-pixel window (see .dock_room)

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu

    from backgammon_qt.controller.match import MatchController

    from .window_protocol import WindowHost

__all__ = ["DiceActions", "DicePad", "DiceLog", "DiceChart"]


class DicePad(QDialog):
    """Two rows of the numbers 1 to 6 (the first die, the second) and a
    field for both at once (``54``).

    Signals:
        entered(int, int): the two dice.
    """

    entered = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Enter the roll"))
        self.question = QLabel()
        layout = QVBoxLayout(self)
        layout.addWidget(self.question)
        grid = QGridLayout()
        self.labels = (QLabel(), QLabel())
        self.groups = (QButtonGroup(self), QButtonGroup(self))
        self.buttons: tuple[list[QPushButton], list[QPushButton]] = ([], [])
        for row in (0, 1):
            grid.addWidget(self.labels[row], row, 0)
            for d in range(1, 7):
                button = QPushButton(str(d))
                button.setCheckable(True)
                button.setFixedWidth(36)
                self.groups[row].addButton(button, d)
                self.buttons[row].append(button)
                grid.addWidget(button, row, d)
            self.groups[row].idClicked.connect(self._clicked)
        layout.addLayout(grid)
        self.text = QLineEdit()
        self.text.setPlaceholderText(self.tr("or type both, e.g. 54"))
        self.text.setMaxLength(3)
        self.text.returnPressed.connect(self._typed)
        layout.addWidget(self.text)
        self.error = QLabel()
        layout.addWidget(self.error)

    def ask(self, question: str, first: str, second: str) -> None:
        """Show the pad for a new roll."""
        self.question.setText(question)
        self.labels[0].setText(first)
        self.labels[1].setText(second)
        for group in self.groups:
            group.setExclusive(False)
            for button in group.buttons():
                button.setChecked(False)
            group.setExclusive(True)
        self.text.clear()
        self.error.clear()
        self.show()
        self.text.setFocus()

    def _clicked(self, _d: int) -> None:
        a, b = self.groups[0].checkedId(), self.groups[1].checkedId()
        if a > 0 and b > 0:
            self._enter(a, b)

    def _typed(self) -> None:
        text = "".join(self.text.text().split()).replace("-", "")
        if len(text) == 2 and all(c in "123456" for c in text):
            self._enter(int(text[0]), int(text[1]))
        else:
            self.error.setText(self.tr("Two numbers 1 to 6, e.g. 54."))

    def _enter(self, a: int, b: int) -> None:
        self.hide()
        self.entered.emit(a, b)


class DiceChart(QWidget):
    """Bars of how often each number came up for both players, with a
    line at what fair dice give."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stats: tuple[DiceStats, DiceStats] = (DiceStats(), DiceStats())
        self.setMinimumSize(160, 120)       # six bars in a 200-pixel dock column

    def set_stats(self, stats: tuple[DiceStats, DiceStats]) -> None:
        """Draw the chart of ``stats`` (player 0's, player 1's)."""
        self.stats = stats
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        w, h = float(self.width()), float(self.height())
        painter.fillRect(QRectF(0, 0, w, h), THEME.felt)
        top = max(1.0, *(s.numbers[n] for s in self.stats for n in range(1, 7)),
                  *(s.expected_number() for s in self.stats)) * 1.15
        base = h - 18
        slot = w / 6
        bar = slot / 3
        for n in range(1, 7):
            x0 = (n - 1) * slot + slot / 6
            for player in (0, 1):
                count = self.stats[player].numbers[n]
                height = (base - 6) * count / top
                painter.setPen(QPen(THEME.checker_rim[player], 1))
                painter.setBrush(THEME.checker[player])
                painter.drawRect(QRectF(x0 + player * bar, base - height, bar, height))
                expected = self.stats[player].expected_number()
                if expected:
                    y = base - (base - 6) * expected / top
                    painter.setPen(QPen(THEME.accent, 2))
                    painter.drawLine(QPointF(x0 + player * bar, y), QPointF(x0 + (player + 1) * bar, y))
            painter.setPen(THEME.text)
            painter.drawText(QRectF((n - 1) * slot, base, slot, 18), Qt.AlignmentFlag.AlignCenter, str(n))
        painter.end()


class DiceLog(QDockWidget):
    """The dice log dock (see the module docstring); :meth:`refresh`
    reads the records of ``window``'s match."""

    def __init__(self, window: WindowHost) -> None:
        super().__init__(QCoreApplication.translate("MainWindow", "Dice log"), window.widget())
        self.setObjectName("dice_log")
        self.window_ = window
        # laid out top to bottom, each part at least as tall as it needs (the wrapped texts for their
        # width); a dock too short for them all scrolls instead of drawing one over the other
        body = QWidget()
        layout = self.body_layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)    # the room of a 200-pixel dock for the table
        self.table = QLabel()
        self.table.setTextFormat(Qt.TextFormat.RichText)
        self.table.setWordWrap(True)        # the players' names wrap over their two columns
        layout.addWidget(self.table)
        self.fairness = QLabel()           # each player's chi-square, read in words
        self.fairness.setWordWrap(True)
        self.fairness.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.fairness)
        self.chart = DiceChart()
        layout.addWidget(self.chart, 1)
        self.note = QLabel()                # names each player's colour: set by refresh()
        self.note.setTextFormat(Qt.TextFormat.PlainText)     # (the players' names, as typed)
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.scroll_area.setWidget(body)
        self.body = body
        self.setWidget(self.scroll_area)
        self.stats: tuple[DiceStats, DiceStats] = (DiceStats(), DiceStats())

    def refresh(self) -> None:
        """Count the dice of the match in the window again and show them."""
        match = self.window_.session.current().match
        self.stats = dice_stats(g.record for g in match.games)
        self.chart.set_stats(self.stats)
        names = match.players
        # the numbers down the side, each player's counts beside what fair dice give: two narrow
        # columns a player, so that the table reads whole in a 200-pixel dock column (the numbers
        # across the top cut 4 to 6 and the doubles off)
        heads = "".join(
            "<th colspan='2'>{}</th>".format(html.escape(self.tr("{name} (%n roll(s))", "", s.all_rolls).format(
                name=names[player]))) for player, s in enumerate(self.stats))
        fair = html.escape(self.tr("fair dice"))
        sub = "".join(f"<th></th><th align='right'><i>{fair}</i></th>" for _ in (0, 1))
        rows = [f"<tr><th></th>{heads}</tr>", f"<tr><th></th>{sub}</tr>"]
        for n in range(1, 8):
            label = str(n) if n <= 6 else html.escape(self.tr("doubles"))
            cells = ""
            for s in self.stats:
                count, expected = ((s.numbers[n], s.expected_number()) if n <= 6
                                   else (s.doubles, s.expected_doubles()))
                cells += f"<td align='right'>{count}</td><td align='right'><i>{number(expected, 1)}</i></td>"
            rows.append(f"<tr><th align='left'>{label}</th>{cells}</tr>")
        self.table.setText("<table cellspacing='2'>" + "".join(rows) + "</table>")
        self.fairness.setText("\n".join(self.fairness_text(names[p], self.stats[p]) for p in (0, 1)))
        # the bars are in each player's checker colours (player 0's light, as on the board and the
        # score panel), named by player: the bottom player may be either (a pasted position with the
        # second player on roll seats the human there; two players turning the board)
        self.note.setText(self.tr("Bars: each player's count of every number (light: {light}; dark: {dark}). "
                                  "Yellow lines: what fair dice give on average.").format(
                                      light=names[0], dark=names[1]))
        self._fit_size()

    def _fit_size(self) -> None:
        """As wide as the counts' table (not scrolled sideways) where a
        dock column of 200 pixels allows it (the window keeps its width,
        :mod:`.dock_room`), and tall enough to show the table whole; the
        rest scrolls."""
        margins = self.body_layout.contentsMargins()
        bar = self.scroll_area.verticalScrollBar().sizeHint().width()
        self.scroll_area.setMinimumSize(min(self.body.minimumSizeHint().width() + bar, _NARROW_DOCK),
                                   self.table.sizeHint().height() + margins.top() + margins.bottom())

    def fairness_text(self, name: str, stats: DiceStats) -> str:
        """``name``'s chi-square and what it says, in words."""
        verdict = stats.fairness()
        if verdict is Fairness.TOO_FEW:
            return self.tr("{name}: too few dice to tell yet ({n} of the %n dice it takes).", "",
                           FEWEST_DICE).format(name=name, n=QLocale().toString(stats.dice))
        words = {
            Fairness.FAIR: self.tr("the dice look fair"),
            Fairness.UNUSUAL: self.tr("unusual: fair dice give this less than 1 time in 20"),
            Fairness.VERY_UNUSUAL: self.tr("very unusual: fair dice give this less than 1 time in 100"),
        }[verdict]
        return self.tr("{name}: chi-square {chi} (5 degrees of freedom), {verdict}.").format(
            name=name, chi=number(stats.chi_square(), 1), verdict=words)


class DiceActions(QObject):
    """The manual dice option, the pad and the dice log of ``window``."""

    def __init__(self, window: WindowHost) -> None:
        super().__init__(window.widget())
        self.window = window
        settings = window.settings
        # the settings' labels are collected for translation in the window's context (update-translations)
        self.manual_action = QAction(QCoreApplication.translate("MainWindow", settings.spec("manual_dice").label),
                                     window.widget())
        self.manual_action.setCheckable(True)
        self.manual_action.setChecked(bool(settings.get("manual_dice")))
        self.manual_action.setStatusTip(self.tr("Click or type every roll yourself, e.g. to replay a game "
                                                "played with real dice"))
        self.manual_action.toggled.connect(lambda checked: settings.set("manual_dice", checked))
        window.widget().addAction(self.manual_action)
        self.log_action = QAction(self.tr("&Dice log"), window.widget())
        self.log_action.setCheckable(True)
        self.log_action.setShortcut(QKeySequence("Ctrl+Shift+D"))
        self.log_action.setStatusTip(self.tr("Each player's dice: the count of every number and of doubles"))
        self.log_action.triggered.connect(self._toggle_log)
        window.widget().addAction(self.log_action)
        self.pad = DicePad(window.widget())
        self.pad.entered.connect(self._entered)
        self.log: DiceLog | None = None
        self._controller: MatchController | None = None
        self._want: tuple[str, int] | None = None
        window.session.match_started.connect(self._follow)
        window.session.changed.connect(self._changed)
        self._follow(window.session.current())

    def add_to_options_menu(self, menu: QMenu) -> None:
        """Append the Enter the dice by hand switch to ``menu``."""
        menu.addAction(self.manual_action)

    def add_to_view_menu(self, menu: QMenu) -> None:
        """Append the Dice log switch to ``menu``."""
        menu.addAction(self.log_action)

    def _follow(self, controller: MatchController) -> None:
        if self._controller is not None:
            disconnect(self._controller.dice_wanted, self._wanted)
        self._controller = controller
        controller.dice_wanted.connect(self._wanted)
        self.pad.hide()
        self._changed()

    def _wanted(self, kind: str, player: int) -> None:
        names = self.window.session.current().players
        self._want = (kind, player)
        if kind == "opening":
            self.pad.ask(self.tr("The opening roll: one die each."), names[0], names[1])
        else:
            self.pad.ask(self.tr("{name} rolls:").format(name=names[player]), self.tr("first die"),
                         self.tr("second die"))

    def _entered(self, a: int, b: int) -> None:
        controller = self.window.session.current()
        self._want = None
        controller.roll((a, b))       # the computer's roll too: the dice come from the pad

    def _toggle_log(self, _checked: bool = False) -> None:
        """View > Dice log (Ctrl+Shift+D), as every dock's entry (:meth:`.dock_room.DockRoom.toggle`)."""
        log = self.make_log()
        if log.isHidden():
            log.refresh()
        self.window.dock_room.toggle(log, self.log_action)

    def make_log(self) -> DiceLog:
        """The dice log dock, made (hidden, on the right) when first asked for."""
        if self.log is None:
            self.log = DiceLog(self.window)
            self.window.widget().addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log)
            self.log.hide()
            # shown or closed, not covered by another dock's tab (a covered tab stays open)
            self.log.toggleViewAction().toggled.connect(self.log_action.setChecked)
            # shown by the window's restored state: counted now
            self.log.visibilityChanged.connect(lambda visible: self.log.refresh() if visible and self.log else None)
        return self.log

    def _changed(self) -> None:
        if self.log is not None and self.log.isVisible():
            self.log.refresh()
