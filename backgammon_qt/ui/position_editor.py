"""The position editor (Edit > Set up position...): a board of its own
where checkers of either colour go on any point, the bar or off, and the
rest of the state (the player on roll, the dice, the cube, the score, the
match, Crawford, who plays each seat), with live pip and off counts and an
impossible position explained in words.

The board (:class:`EditorBoard`): a left click on a point adds a checker
of the colour chosen under "Checkers of" (on a bar or tray half, of the
player whose half it is), a right click removes one; a checker dragged
from a supply tray at the left (each player's, top and bottom) lands where
it is dropped; one dragged from a point moves there.  The layout is player
0's (at the bottom, home board at the bottom right): the bottom row is
their points 12..1 from left to right, the top row 13..24.

What is wrong is the model's :meth:`EditedPosition.problems`; the dialog
disables Start while there is any.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QMouseEvent, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from backgammon_qt.app.settings import HUMAN
from backgammon_qt.controller.messages import error_text
from backgammon_qt.controller.positions import EditorStart
from backgammon_qt.model.match import MAX_MATCH_LENGTH
from backgammon_qt.model.position_edit import EditedPosition
from backgammon_qt.model.record import MAX_CUBE

from .seat_box import SeatBox
from .theme import THEME

__all__ = ["EditorBoard", "PositionEditor", "Spot"]

Spot = tuple[str, int]
"""A place on the editor's board: ``("point", p)`` with ``p`` player 0's
point 1..24, ``("bar", player)``, ``("off", player)``, ``("supply", player)``."""

_COLUMNS = 15          # supply, 6 points, bar, 6 points, off
_BAR_COLUMN = 7


class EditorBoard(QWidget):
    """The editor's board for an :class:`EditedPosition` (see the module
    docstring).

    Signals:
        edited(): a checker was added, removed or moved.
    """

    edited = Signal()

    def __init__(self, edited: EditedPosition, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = edited
        self.colour = 0                 # whose checker a left click on a point adds
        self._pressed: tuple[Spot, int] | None = None   # (where, player) of a drag in progress
        self._drag_at: QPoint | None = None
        self.setMinimumSize(480, 320)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(False)

    # ------------------------------------------------------------ geometry
    def _unit(self) -> float:
        return self.width() / _COLUMNS

    def spot_rect(self, spot: Spot) -> QRectF:
        """The rectangle of ``spot`` in widget coordinates."""
        kind, n = spot
        u, h = self._unit(), float(self.height())
        half = h / 2
        if kind == "point":
            column, top = self._point_column(n)
            return QRectF(column * u, 0 if top else half, u, half)
        column = {"supply": 0, "bar": _BAR_COLUMN, "off": _COLUMNS - 1}[kind]
        top = n == 1
        return QRectF(column * u, 0 if top else half, u, half)

    @staticmethod
    def _point_column(point: int) -> tuple[int, bool]:
        """(column, in the top row) of player 0's ``point``."""
        if point <= 12:                       # bottom row, 12..1 left to right
            index = 12 - point                # 0..11
            top = False
        else:                                 # top row, 13..24 left to right
            index = point - 13
            top = True
        column = 1 + index + (1 if index >= 6 else 0)
        return column, top

    def spot_at(self, pos: QPoint | QPointF) -> Spot | None:
        """The spot under ``pos`` (widget coordinates), or None."""
        x, y = pos.x(), pos.y()
        if not (0 <= x < self.width() and 0 <= y < self.height()):
            return None
        column = int(x // self._unit())
        top = y < self.height() / 2
        player = 1 if top else 0
        if column == 0:
            return ("supply", player)
        if column == _BAR_COLUMN:
            return ("bar", player)
        if column == _COLUMNS - 1:
            return ("off", player)
        index = column - 1 - (1 if column > _BAR_COLUMN else 0)
        return ("point", 13 + index if top else 12 - index)

    def spot_centre(self, spot: Spot) -> QPoint:
        """A point inside ``spot`` (for clicks in tests)."""
        return self.spot_rect(spot).center().toPoint()

    # ------------------------------------------------------------ editing
    def _slot(self, spot: Spot, player: int) -> int:
        """``spot`` as ``player``'s own point number (0 off, 25 bar)."""
        kind, n = spot
        if kind == "bar":
            return 25
        if kind == "off":
            return 0
        return n if player == 0 else 25 - n

    def _owner(self, spot: Spot) -> int | None:
        """Whose checkers are on ``spot`` (the chosen colour first when both are)."""
        kind, n = spot
        if kind in ("bar", "off", "supply"):
            return n
        mine = [p for p in (0, 1) if self.state.at(p, self._slot(spot, p))]
        if self.colour in mine:
            return self.colour
        return mine[0] if mine else None

    def add_at(self, spot: Spot, player: int | None = None) -> bool:
        """Add a checker on ``spot`` (of ``player``; default the chosen
        colour on a point, the half's player on the bar or a tray)."""
        kind, n = spot
        if kind == "supply":
            return False
        if player is None:
            player = self.colour if kind == "point" else n
        self.state.add(player, self._slot(spot, player))
        self._changed()
        return True

    def remove_at(self, spot: Spot) -> bool:
        """Remove a checker from ``spot``; False when none is there."""
        player = self._owner(spot)
        if player is None or spot[0] == "supply" or not self.state.remove(player, self._slot(spot, player)):
            return False
        self._changed()
        return True

    def _changed(self) -> None:
        self.update()
        self.edited.emit()

    # ------------------------------------------------------------ mouse
    def mousePressEvent(self, event: QMouseEvent) -> None:
        spot = self.spot_at(event.position())
        if spot is None:
            return
        if event.button() == Qt.MouseButton.RightButton:
            self.remove_at(spot)
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        owner = self._owner(spot)
        self._pressed = (spot, owner if owner is not None else self.colour)
        self._drag_at = event.position().toPoint()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pressed is not None:
            self._drag_at = event.position().toPoint()
            self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self._pressed is None:
            return
        (source, player), self._pressed, self._drag_at = self._pressed, None, None
        target = self.spot_at(event.position())
        if target is None:
            self.update()
            return
        if target == source:                          # a click
            self.add_at(source)
        elif source[0] == "supply":                   # from a player's supply tray
            self.add_at(target, source[1]) if target[0] != "supply" else self.update()
        elif target[0] == "supply":                   # back to the supply: removed
            self.remove_at(source)
        elif self.state.remove(player, self._slot(source, player)):   # a checker moved
            self.state.add(player, self._slot(target, player))
            self._changed()
        else:
            self.update()

    # ------------------------------------------------------------ painting
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        u, w, h = self._unit(), float(self.width()), float(self.height())
        painter.fillRect(QRectF(0, 0, w, h), THEME.wood_dark)
        painter.fillRect(QRectF(u, 0, w - 2 * u, h), THEME.felt)
        for column in (0, _COLUMNS - 1):
            painter.fillRect(QRectF(column * u + 2, 2, u - 4, h - 4), THEME.tray)
        painter.fillRect(QRectF(_BAR_COLUMN * u, 0, u, h), THEME.wood_light)
        painter.setPen(QPen(THEME.wood_edge, 2))
        painter.drawLine(QPointF(0, h / 2), QPointF(u, h / 2))
        painter.drawLine(QPointF(w - u, h / 2), QPointF(w, h / 2))
        font = painter.font()
        font.setPixelSize(max(9, int(u * 0.28)))
        painter.setFont(font)
        for point in range(1, 25):
            rect = self.spot_rect(("point", point))
            top = point > 12
            tip = rect.top() + rect.height() * 0.85 if top else rect.bottom() - rect.height() * 0.85
            base = rect.top() if top else rect.bottom()
            triangle = QPolygonF([QPointF(rect.left(), base), QPointF(rect.right(), base),
                                  QPointF(rect.center().x(), tip)])
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(THEME.point_light if point % 2 else THEME.point_dark))
            painter.drawPolygon(triangle)
            for player in (0, 1):
                count = self.state.at(player, point if player == 0 else 25 - point)
                if count:
                    self._stack(painter, rect, player, count, from_top=top)
        for player in (0, 1):
            self._stack(painter, self.spot_rect(("bar", player)), player, self.state.at(player, 25),
                        from_top=player == 1, centre=True)
            self._stack(painter, self.spot_rect(("off", player)), player, self.state.at(player, 0),
                        from_top=player == 1, flat=True)
            supply = self.spot_rect(("supply", player))
            self._checker(painter, supply.center(), u * 0.42, player, "+")
        painter.setPen(THEME.text)
        painter.drawText(QRectF(0, 0, u, 16), Qt.AlignmentFlag.AlignCenter, self.tr("tray"))
        painter.drawText(QRectF(0, h - 16, u, 16), Qt.AlignmentFlag.AlignCenter, self.tr("tray"))
        painter.drawText(QRectF(w - u, 0, u, 16), Qt.AlignmentFlag.AlignCenter, self.tr("off"))
        painter.drawText(QRectF(w - u, h - 16, u, 16), Qt.AlignmentFlag.AlignCenter, self.tr("off"))
        painter.drawText(QRectF(_BAR_COLUMN * u, h / 2 - 8, u, 16), Qt.AlignmentFlag.AlignCenter, self.tr("bar"))
        # point numbers, player 0's, along the edges
        painter.setPen(THEME.text)
        for point in range(1, 25):
            rect = self.spot_rect(("point", point))
            y = rect.top() + 1 if point > 12 else rect.bottom() - 15
            painter.drawText(QRectF(rect.left(), y, u, 14), Qt.AlignmentFlag.AlignCenter, str(point))
        if self._pressed is not None and self._drag_at is not None:
            self._checker(painter, QPointF(self._drag_at), u * 0.42, self._pressed[1], "")
        painter.end()

    def _stack(self, painter: QPainter, rect: QRectF, player: int, count: int, from_top: bool,
               centre: bool = False, flat: bool = False) -> None:
        if not count:
            return
        u = rect.width()
        if flat:                                  # borne off: thin slices
            step = min(rect.height() / 16, u * 0.22)
            painter.setPen(QPen(THEME.checker_rim[player], 1))
            painter.setBrush(THEME.checker[player])
            for i in range(count):
                y = rect.top() + 18 + i * step if from_top else rect.bottom() - 18 - (i + 1) * step
                painter.drawRect(QRectF(rect.left() + u * 0.12, y, u * 0.76, step * 0.85))
            return
        radius = u * 0.44
        shown = min(count, 5)
        for i in range(shown):
            offset = radius + 16 + i * 2 * radius if not centre else radius + 20 + i * 2 * radius
            y = rect.top() + offset if from_top else rect.bottom() - offset
            text = str(count) if i == shown - 1 and count > 5 else ""
            self._checker(painter, QPointF(rect.center().x(), y), radius, player, text)

    @staticmethod
    def _checker(painter: QPainter, centre: QPointF, radius: float, player: int, text: str) -> None:
        painter.setPen(QPen(THEME.checker_rim[player], max(1.0, radius * 0.12)))
        painter.setBrush(THEME.checker[player])
        painter.drawEllipse(centre, radius * 0.92, radius * 0.92)
        if text:
            painter.setPen(THEME.checker_text[player])
            painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                             Qt.AlignmentFlag.AlignCenter, text)


class PositionEditor(QDialog):
    """Set up a position and start it (see the module docstring).

    ``edited`` is the state to start from (e.g. the board in play), ``seats``
    who plays each seat at first.  After ``exec()``, :attr:`choice` is
    ``"play"``, ``"analyse"`` (start it, the player on roll played by a
    human, and show the engine's cube decision and ranked plays), or None.
    """

    def __init__(self, edited: EditedPosition, seats: tuple[str, str] = (HUMAN, HUMAN),
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Set up position"))
        self.state = edited
        self.choice: str | None = None
        self.board = EditorBoard(edited, self)
        self.board.edited.connect(self.update_figures)

        names = edited.names
        side = QVBoxLayout()
        colour_box = QGroupBox(self.tr("Checkers of"))
        colour_layout = QVBoxLayout(colour_box)
        self.colour_group = QButtonGroup(self)
        self.colour_buttons = []
        for player in (0, 1):
            where = self.tr("bottom, light") if player == 0 else self.tr("top, dark")
            button = QRadioButton(f"{names[player]} ({where})")
            button.setChecked(player == 0)
            self.colour_group.addButton(button, player)
            colour_layout.addWidget(button)
            self.colour_buttons.append(button)
        self.colour_group.idClicked.connect(self._colour_chosen)
        side.addWidget(colour_box)
        self.counts = QLabel()
        side.addWidget(self.counts)
        tools = QHBoxLayout()
        self.clear_button = QPushButton(self.tr("Clear"))
        self.clear_button.clicked.connect(self._clear)
        self.reset_button = QPushButton(self.tr("Starting position"))
        self.reset_button.clicked.connect(self._reset)
        self.fill_button = QPushButton(self.tr("Rest borne off"))
        self.fill_button.setToolTip(self.tr("Put each player's missing checkers in their tray"))
        self.fill_button.clicked.connect(self._fill_off)
        for b in (self.clear_button, self.reset_button, self.fill_button):
            tools.addWidget(b)
        side.addLayout(tools)

        form = QFormLayout()
        self.on_roll = QComboBox()
        for player in (0, 1):
            self.on_roll.addItem(names[player], player)
        self.dice = (QComboBox(), QComboBox())
        dice_row = QHBoxLayout()
        for box in self.dice:
            box.addItem(self.tr("not rolled"), 0)
            for d in range(1, 7):
                box.addItem(str(d), d)
            dice_row.addWidget(box)
        self.cube = QComboBox()
        for k in range(MAX_CUBE.bit_length()):       # every cube a game can hold: 1 .. 32768
            self.cube.addItem(str(1 << k), 1 << k)
        self.owner = QComboBox()
        self.owner.addItem(self.tr("in the middle"), -1)
        for player in (0, 1):
            self.owner.addItem(names[player], player)
        self.length = QSpinBox()
        self.length.setRange(0, MAX_MATCH_LENGTH)    # a match on the board may be longer than the dialog's 25
        self.length.setSpecialValueText(self.tr("money"))
        self.scores = (QSpinBox(), QSpinBox())
        score_row = QHBoxLayout()
        for spin in self.scores:
            spin.setRange(0, 98)
            score_row.addWidget(spin)
        self.crawford = QCheckBox(self.tr("This is the Crawford game"))
        self.seats = (SeatBox(seats[0]), SeatBox(seats[1]))
        form.addRow(self.tr("On roll:"), self.on_roll)
        form.addRow(self.tr("Dice:"), dice_row)
        form.addRow(self.tr("Cube:"), self.cube)
        form.addRow(self.tr("Cube owner:"), self.owner)
        form.addRow(self.tr("Match length:"), self.length)
        form.addRow(self.tr("Score ({a} – {b}):").format(a=names[0], b=names[1]), score_row)
        form.addRow("", self.crawford)
        form.addRow(self.tr("{name} is played by:").format(name=names[0]), self.seats[0])
        form.addRow(self.tr("{name} is played by:").format(name=names[1]), self.seats[1])
        side.addLayout(form)
        self.problems = QLabel()
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("color: #b3261e;")
        self.problems.setMinimumWidth(280)
        side.addWidget(self.problems, 1)
        buttons = QHBoxLayout()
        self.start_button = QPushButton(self.tr("Start"))
        self.start_button.setDefault(True)
        self.start_button.setToolTip(self.tr("Play on from this position"))
        self.start_button.clicked.connect(lambda: self._finish("play"))
        self.analyse_button = QPushButton(self.tr("Analyse"))
        self.analyse_button.setToolTip(self.tr("Play on from this position with the player on roll at the board, "
                                               "and show the engine's cube decision and, when the dice are set, "
                                               "its best plays"))
        self.analyse_button.clicked.connect(lambda: self._finish("analyse"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.clicked.connect(self.reject)
        for b in (self.start_button, self.analyse_button, self.cancel_button):
            buttons.addWidget(b)
        side.addLayout(buttons)

        layout = QGridLayout(self)
        layout.addWidget(self.board, 0, 0)
        layout.addLayout(side, 0, 1)
        layout.setColumnStretch(0, 1)
        self._load_fields()
        for widget in (self.on_roll, *self.dice, self.cube, self.owner):
            widget.currentIndexChanged.connect(self._fields_changed)
        for spin in (self.length, *self.scores):
            spin.valueChanged.connect(self._fields_changed)
        self.crawford.toggled.connect(self._fields_changed)
        self.resize(1100, 560)
        self.update_figures()

    # ------------------------------------------------------------ fields
    def _load_fields(self) -> None:
        s = self.state
        self.on_roll.setCurrentIndex(s.on_roll)
        for box, d in zip(self.dice, s.dice or (0, 0), strict=True):
            box.setCurrentIndex(max(0, box.findData(d)))
        self.cube.setCurrentIndex(max(0, self.cube.findData(s.cube_value)))
        self.owner.setCurrentIndex(max(0, self.owner.findData(-1 if s.cube_owner is None else s.cube_owner)))
        self.length.setValue(s.length)
        for spin, n in zip(self.scores, s.score, strict=True):
            spin.setValue(n)
        self.crawford.setChecked(s.crawford)

    def _fields_changed(self) -> None:
        s = self.state
        s.on_roll = int(self.on_roll.currentData())
        d1, d2 = (int(box.currentData()) for box in self.dice)
        s.dice = (d1, d2) if d1 and d2 else None
        s.cube_value = int(self.cube.currentData())
        owner = int(self.owner.currentData())
        s.cube_owner = None if owner < 0 else owner
        s.length = self.length.value()
        s.score = (self.scores[0].value(), self.scores[1].value())
        s.crawford = self.crawford.isChecked()
        self.update_figures()

    def _colour_chosen(self, player: int) -> None:
        self.board.colour = player

    def _clear(self) -> None:
        self.state.clear()
        self.board.update()
        self.update_figures()

    def _reset(self) -> None:
        self.state.reset()
        self.board.update()
        self.update_figures()

    def _fill_off(self) -> None:
        self.state.fill_off()
        self.board.update()
        self.update_figures()

    def update_figures(self) -> None:
        """The counts and the problems after an edit; Start only when none."""
        s = self.state
        lines = []
        for player in (0, 1):
            total, off, pips = s.counts(player)
            lines.append(self.tr("{name}: {pips} pips, {off} off, {total} of 15").format(
                name=s.names[player], pips=pips, off=off, total=total))
        self.counts.setText("\n".join(lines))
        problems = [error_text(problem) for problem in s.problems()]
        d1, d2 = (int(box.currentData()) for box in self.dice)
        if bool(d1) != bool(d2):
            problems.append(self.tr("Choose both dice, or neither (not rolled yet)."))
        self.problems.setText("\n".join(problems))
        self.start_button.setEnabled(not problems)
        self.analyse_button.setEnabled(not problems)

    def problem_text(self) -> str:
        """The problems shown ("" when the position can be started)."""
        return self.problems.text()

    def start(self) -> EditorStart:
        """What to start (call only while Start is enabled)."""
        s = self.state
        seats = [self.seats[0].seat(), self.seats[1].seat()]
        if self.choice == "analyse":            # the analysis is for the player to act, at the board
            seats[s.on_roll] = HUMAN
        return EditorStart(s.setup(), s.length, s.score, s.crawford, s.names, (seats[0], seats[1]))

    def _finish(self, choice: str) -> None:
        if self.state.problems():
            return
        self.choice = choice
        self.accept()
