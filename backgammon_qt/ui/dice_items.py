"""The dice and the buttons drawn on the board (split from :mod:`.items`,
which still offers these names)."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import (
    QPointF,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from .geometry import BoardGeometry
from .item_fonts import make_font
from .theme import THEME

__all__ = ["ButtonItem", "DiceItem", "DIE_EDGE", "paint_die"]


# ---------------------------------------------------------------- dice
def _pip_positions(value: int) -> list[tuple[float, float]]:
    """Pip centres on a die face, in units of a third of the face from the centre."""
    c, t = 0.0, 1.0
    table = {
        1: [(c, c)],
        2: [(-t, -t), (t, t)],
        3: [(-t, -t), (c, c), (t, t)],
        4: [(-t, -t), (t, -t), (-t, t), (t, t)],
        5: [(-t, -t), (t, -t), (c, c), (-t, t), (t, t)],
        6: [(-t, -t), (t, -t), (-t, c), (t, c), (-t, t), (t, t)],
    }
    return table[value]


DIE_EDGE = 2.5
"""The width of a die's edge (scene units, inside the die's ``size``; about
2 px in a 1024 px wide window), in the theme's ``die_edges`` colour."""


def paint_die(painter: QPainter, centre: QPointF, size: float, value: int, colour: int = 0) -> None:
    """Draw a die face showing ``value`` centred at ``centre`` (``size``: its
    side, scene units), in player ``colour``'s colours (0 light, 1 dark, as
    the checkers), with an edge of :data:`DIE_EDGE` that stands off the felt."""
    face = THEME.die_faces[colour]
    rect = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 80))
    painter.drawRoundedRect(rect.translated(1.5, 2.5), size * 0.18, size * 0.18)
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0.0, face.lighter(104))
    grad.setColorAt(1.0, face.darker(112))
    painter.setPen(QPen(THEME.die_edges[colour], DIE_EDGE))   # the edge: the die stands off the felt by it
    painter.setBrush(QBrush(grad))
    inset = DIE_EDGE / 2
    painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), size * 0.18 - inset, size * 0.18 - inset)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(THEME.die_pips[colour])
    unit = size * 0.27
    for px, py in _pip_positions(value):
        painter.drawEllipse(QPointF(centre.x() + px * unit, centre.y() + py * unit), size * 0.085, size * 0.085)


class DiceItem(QGraphicsObject):
    """A row of dice centred on the item's position; used dice are dimmed.
    When ``clickable`` a soft ring shows that a click ends the turn.

    Signals:
        clicked(): the dice were clicked (left button).
    """

    clicked = Signal()

    SIZE = BoardGeometry.DIE
    GAP = 10.0

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.values: tuple[int, ...] = ()
        self.upright = False         # in a column (portrait board), else in a row
        self.used: tuple[bool, ...] = ()
        self.clickable = False
        self.colour = 0              # whose dice: player 0 light, player 1 dark
        self.current = True          # the roll being played (else the player's last roll, drawn faded)
        self.note = ""               # said beside the dice ("cannot move")
        self.setZValue(5)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_dice(self, values: Iterable[int], used: Iterable[bool] = (), clickable: bool = False,
                 colour: int = 0, current: bool = True, note: str = "") -> None:
        """Show ``values`` (``used`` dimmed; ``current``: the roll being
        played, else a last roll, faded) in player ``colour``'s colours, with
        ``note`` written beside them (e.g. "cannot move")."""
        self.prepareGeometryChange()
        self.values = tuple(values)
        self.used = tuple(used) if used else (False,) * len(self.values)
        self.clickable = clickable
        self.colour, self.current, self.note = colour, current, note
        self.setCursor(Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor)
        self.setVisible(bool(self.values))
        self.update()

    def set_upright(self, upright: bool) -> None:
        """Lay the dice in a column (True) or in a row."""
        if upright != self.upright:
            self.prepareGeometryChange()
            self.upright = upright
            self.update()

    def _die_centre(self, along: float) -> QPointF:
        return QPointF(0, along) if self.upright else QPointF(along, 0)

    def _width(self) -> float:
        n = len(self.values)
        return n * self.SIZE + max(0, n - 1) * self.GAP

    NOTE_H = 26.0

    def _note_rect(self) -> QRectF:
        """Where the note is written: after the dice, across the row."""
        w = max(self._width(), 150.0)
        if self.upright:
            return QRectF(self.SIZE / 2 + 8, -w / 2, self.NOTE_H + 90, w)
        return QRectF(-w / 2, self.SIZE / 2 + 6, w, self.NOTE_H)

    def boundingRect(self) -> QRectF:
        w = self._width() + 24
        if self.upright:
            rect = QRectF(-self.SIZE / 2 - 12, -w / 2, self.SIZE + 24, w)
        else:
            rect = QRectF(-w / 2, -self.SIZE / 2 - 12, w, self.SIZE + 24)
        return rect.united(self._note_rect()) if self.note else rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.clickable:
            glow = self.boundingRect().adjusted(4, 4, -4, -4)
            painter.setPen(QPen(THEME.accent, 2.5))
            painter.setBrush(QColor(THEME.accent.red(), THEME.accent.green(), THEME.accent.blue(), 40))
            painter.drawRoundedRect(glow, 12, 12)
        x = -self._width() / 2 + self.SIZE / 2
        for value, used in zip(self.values, self.used):
            painter.setOpacity(0.35 if used else 1.0 if self.current else 0.6)
            paint_die(painter, self._die_centre(x), self.SIZE, value, self.colour)
            x += self.SIZE + self.GAP
        painter.setOpacity(1.0)
        if self.note:
            painter.setFont(make_font(17, bold=True))
            painter.setPen(THEME.text)
            flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter if self.upright else \
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
            painter.drawText(self._note_rect(), flags, self.note)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.boundingRect().contains(event.pos()):
            self.clicked.emit()


# ---------------------------------------------------------------- buttons
class ButtonItem(QGraphicsObject):
    """A rounded button drawn on the board (Roll, Take, Next game...).

    Signals:
        clicked(str): the button's key, on a left click.
    """

    clicked = Signal(str)

    def __init__(self, key: str, label: str, width: float = 120, height: float = 40,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.label = label
        self.size = (width, height)
        self.hovered = False
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(20)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != self.size:
            self.prepareGeometryChange()
            self.size = (width, height)
            self.update()

    def set_label(self, label: str) -> None:
        self.label = label
        self.update()

    def boundingRect(self) -> QRectF:
        w, h = self.size
        return QRectF(-w / 2, -h / 2, w, h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(1, 1, -1, -1)
        top = THEME.accent.lighter(115) if self.hovered else THEME.accent
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        grad.setColorAt(0.0, top)
        grad.setColorAt(1.0, THEME.accent.darker(125))
        painter.setPen(QPen(THEME.accent.darker(170), 1.2))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.setFont(make_font(rect.height() * 0.42, bold=True))
        painter.setPen(THEME.button_text)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.label)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.boundingRect().contains(event.pos()):
            self.clicked.emit(self.key)
