"""The graphics items of the board, drawn with QPainter paths (crisp at any
size).  Items know nothing of the rules: they paint what the scene tells them
and emit signals when they are clicked or dragged; the scene turns those into
requests and the controller decides."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QLineF,
    QPoint,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from backgammon_qt.app.translations import number

from .geometry import BoardGeometry
from .theme import THEME

__all__ = ["BoardItem", "CheckerItem", "DiceItem", "CubeItem", "ButtonItem", "PlayerPanelItem",
           "PromptItem", "HighlightItem"]

FONT_FAMILY = "DejaVu Sans"


def make_font(pixel_size: float, bold: bool = False) -> QFont:
    """A font sized in scene units."""
    font = QFont(FONT_FAMILY)
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    return font


# ---------------------------------------------------------------- the board
class BoardItem(QGraphicsItem):
    """The case, felt, 24 points, bar, trays, cube strip and point numbers.

    Painted once per scale (device-coordinate cache), so a checker dragged
    over it costs only a copy of the cached pixels.
    """

    def __init__(self, geometry: BoardGeometry) -> None:
        super().__init__()
        self.geometry = geometry
        self.point_numbers = True
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(-10)

    def set_geometry(self, geometry: BoardGeometry) -> None:
        self.prepareGeometryChange()        # a portrait case has other bounds
        self.geometry = geometry
        self.update()

    def set_point_numbers(self, shown: bool) -> None:
        self.point_numbers = shown
        self.update()

    def boundingRect(self) -> QRectF:
        return self.geometry.case_rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        g = self.geometry
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # the wooden case
        case = g.case_rect
        wood = QLinearGradient(case.topLeft(), case.bottomRight())
        wood.setColorAt(0.0, THEME.wood_light)
        wood.setColorAt(0.55, THEME.wood_dark)
        wood.setColorAt(1.0, THEME.wood_light.darker(115))
        painter.setPen(QPen(THEME.wood_edge, 2))
        painter.setBrush(QBrush(wood))
        painter.drawRoundedRect(case, 14, 14)
        # a fine grain: faint lines along the case
        grain = QPen(QColor(0, 0, 0, 22), 1)
        painter.setPen(grain)
        y = case.top() + 7
        while y < case.bottom() - 4:
            painter.drawLine(QLineF(case.left() + 8, y, case.right() - 8, y + 3))
            y += 9
        # felt halves
        for half in g.half_rects():
            felt = QRadialGradient(half.center(), max(half.width(), half.height()) * 0.75)
            felt.setColorAt(0.0, THEME.felt_light)
            felt.setColorAt(1.0, THEME.felt)
            painter.setPen(QPen(THEME.wood_edge, 2))
            painter.setBrush(QBrush(felt))
            painter.drawRect(half)
        # the bar: wood with a groove on each edge
        bar = g.bar_rect()
        painter.setPen(QPen(QColor(0, 0, 0, 70), 2))
        if bar.height() > bar.width():
            painter.drawLine(QLineF(bar.left() + 3, bar.top(), bar.left() + 3, bar.bottom()))
            painter.drawLine(QLineF(bar.right() - 3, bar.top(), bar.right() - 3, bar.bottom()))
        else:                               # a portrait board: the bar runs across
            painter.drawLine(QLineF(bar.left(), bar.top() + 3, bar.right(), bar.top() + 3))
            painter.drawLine(QLineF(bar.left(), bar.bottom() - 3, bar.right(), bar.bottom() - 3))
        # trays and the cube strip
        painter.setPen(QPen(THEME.wood_edge, 2))
        painter.setBrush(THEME.tray)
        for rect in (g.tray_rect(0), g.tray_rect(1), g.strip_rect()):
            painter.drawRoundedRect(rect, 6, 6)
        # points
        edge = QPen(QColor(0, 0, 0, 60), 1)
        for b in range(1, 25):
            tri = g.triangle(b)
            colour = THEME.point_dark if b % 2 else THEME.point_light
            grad = QLinearGradient((tri.at(0) + tri.at(1)) / 2, tri.at(2))      # from the base to the tip
            grad.setColorAt(0.0, colour.darker(112))
            grad.setColorAt(1.0, colour.lighter(104))
            painter.setPen(edge)
            painter.setBrush(QBrush(grad))
            painter.drawPolygon(tri)
        # point numbers, from the bottom player's side
        if self.point_numbers:
            painter.setFont(make_font(14, bold=True))
            painter.setPen(THEME.text_dim)
            for b in range(1, 25):
                painter.drawText(g.number_rect(b), Qt.AlignmentFlag.AlignCenter, str(b))


# ---------------------------------------------------------------- checkers
class CheckerItem(QGraphicsObject):
    """One checker of player ``side`` (0 bottom, 1 top).

    The scene places it and says whether it may be picked up; a draggable
    checker's hit area covers its whole stack, so a press anywhere on the
    stack takes the top checker.  A press and release closer than
    :meth:`QApplication.startDragDistance` is a click, not a drag.  In the
    tray the checker is drawn edge-on (``flat``).

    Signals:
        picked_up(object): the checker was pressed (it is draggable).
        dropped(object, QPointF): released after a drag, at this scene point.
        clicked(object, int): released without a drag; 0 = left button, 1 = other.
    """

    picked_up = Signal(object)
    dropped = Signal(object, QPointF)
    clicked = Signal(object, int)

    RADIUS = BoardGeometry.CHECKER / 2
    RIM = 5.5
    """The width of the rim (scene units; 4.6 px in a 1024 px window with a
    dock open): a ring a player sees where the face alone does not stand out
    from the ground (``scripts/themes.py`` measures the checkers as drawn)."""
    SLAB_RIM = 5.0
    """The same for a borne-off checker, seen edge-on in the tray."""

    def __init__(self, side: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.side = side
        self.colour = side           # whose checker it looks like: player 0 light, player 1 dark
        self.location = 0            # the owner's point number (0 = off, 25 = bar)
        self.stack_index = 0
        self.flat = False
        self.count_label = ""
        self.draggable = False
        self._hit = QRectF()
        self._press_screen: QPoint | None = None
        self._press_button = Qt.MouseButton.NoButton
        self.dragging = False
        self._animation: QPropertyAnimation | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(1)
        # gradients are costly: paint once per scale, then copy pixels (a drag only moves them)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # ------------------------------------------------------------ scene calls
    def set_colour(self, player: int) -> None:
        """Draw this checker in ``player``'s colour (the board turned for the
        player on roll puts player 1's checkers at the bottom)."""
        if player != self.colour:
            self.colour = player
            self.update()

    def set_flat(self, flat: bool) -> None:
        if flat != self.flat:
            self.prepareGeometryChange()
            self.flat = flat

    def set_count_label(self, text: str) -> None:
        if text != self.count_label:
            self.count_label = text
            self.update()

    def set_draggable(self, draggable: bool, hit_rect: QRectF | None = None) -> None:
        """Allow picking up; ``hit_rect`` (item coordinates) is the area that
        answers a press (the whole stack)."""
        self.draggable = draggable
        self.prepareGeometryChange()
        self._hit = QRectF(hit_rect) if (draggable and hit_rect is not None) else QRectF()
        self.setAcceptedMouseButtons(
            Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton if draggable else Qt.MouseButton.NoButton)
        self.setCursor(Qt.CursorShape.OpenHandCursor if draggable else Qt.CursorShape.ArrowCursor)

    def move_to(self, target: QPointF, ms: int) -> None:
        """Go to ``target`` (scene), sliding for ``ms`` milliseconds (0: jump)."""
        anim = self._animation
        if anim is not None:
            anim.stop()
        if ms <= 0 or (self.pos() - target).manhattanLength() < 0.5:
            self.setPos(target)
            self._animation_done()
            return
        if anim is None:
            # one animation per checker, made once and reused
            anim = self._animation = QPropertyAnimation(self, b"pos", self)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            anim.finished.connect(self._animation_done)
        anim.setDuration(ms)
        anim.setStartValue(self.pos())
        anim.setEndValue(target)
        anim.start()

    def _animation_done(self) -> None:
        if not self.dragging:
            self.setZValue(1 + self.stack_index * 0.01)

    def cancel_press(self) -> None:
        """Forget the press or drag in progress without a drop or a click
        (the board changed shape under it); the scene lays the checker out."""
        scene = self.scene()
        if scene is not None and scene.mouseGrabberItem() is self:
            self.ungrabMouse()
        if self._press_screen is None and not self.dragging:
            return
        self._press_screen = None
        if self.dragging:
            self.dragging = False
            self.update()
        self.setCursor(Qt.CursorShape.OpenHandCursor if self.draggable else Qt.CursorShape.ArrowCursor)

    def is_animating(self) -> bool:
        return self._animation is not None and \
            self._animation.state() == QAbstractAnimation.State.Running

    # ------------------------------------------------------------ painting
    def boundingRect(self) -> QRectF:
        r = self.RADIUS
        rect = QRectF(-r - 3, -r / 3 - 3, 2 * r + 6, 2 * r / 3 + 6) if self.flat \
            else QRectF(-r - 2, -r - 2, 2 * r + 5, 2 * r + 5)
        return rect.united(self._hit) if not self._hit.isNull() else rect

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.WindingFill)   # the stack's rect must not cut a hole in the disc
        r = self.RADIUS
        if self.flat:
            path.addRect(QRectF(-r, -r / 3, 2 * r, 2 * r / 3))
        else:
            path.addEllipse(QPointF(0, 0), r, r)
        if not self._hit.isNull():
            path.addRect(self._hit)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.colour
        base, rim, shine = THEME.checker[s], THEME.checker_rim[s], THEME.checker_shine[s]
        r = self.RADIUS
        if self.flat:
            rect = QRectF(-r + 3, -BoardGeometry.SLAB / 2 + 1, 2 * r - 6, BoardGeometry.SLAB - 2)
            grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
            grad.setColorAt(0.0, base.lighter(112))
            grad.setColorAt(0.5, base)
            grad.setColorAt(1.0, base.darker(135))
            w = self.SLAB_RIM                  # the rim inside the slab's outline
            painter.setPen(QPen(rim, w))
            painter.setBrush(QBrush(grad))
            painter.drawRoundedRect(rect.adjusted(w / 2, w / 2, -w / 2, -w / 2), 4, 4)
            return
        if self.dragging:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 60))
            painter.drawEllipse(QPointF(2.5, 3.5), r, r)
        else:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 70))
            painter.drawEllipse(QPointF(1.2, 1.8), r, r)
        body = QRadialGradient(QPointF(-r * 0.35, -r * 0.4), r * 1.5)
        body.setColorAt(0.0, shine)
        body.setColorAt(0.35, base)
        body.setColorAt(1.0, base.darker(125))    # scripts/themes.py measures the face's edge in this colour
        painter.setPen(QPen(rim, self.RIM))
        painter.setBrush(QBrush(body))
        painter.drawEllipse(QPointF(0, 0), r + 0.3 - self.RIM / 2, r + 0.3 - self.RIM / 2)
        # the groove of a real checker
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(base.darker(125)), 1.6))
        painter.drawEllipse(QPointF(0, 0), r * 0.66, r * 0.66)
        painter.setPen(QPen(QColor(shine.red(), shine.green(), shine.blue(), 70), 1.0))
        painter.drawEllipse(QPointF(0.6, 0.8), r * 0.66, r * 0.66)
        if self.count_label:
            painter.setFont(make_font(r * 0.85, bold=True))
            painter.setPen(THEME.checker_text[s])
            painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, self.count_label)

    # ------------------------------------------------------------ mouse
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.draggable:
            event.ignore()
            return
        self._press_screen = event.screenPos()
        self._press_button = event.button()
        self.dragging = False
        self.picked_up.emit(self)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press_screen is None or self._press_button != Qt.MouseButton.LeftButton:
            return
        if not self.dragging:
            distance = (event.screenPos() - self._press_screen).manhattanLength()
            if distance < QApplication.startDragDistance():
                return
            self.dragging = True
            if self._animation is not None:
                self._animation.stop()
            self.prepareGeometryChange()
            self._hit = QRectF()
            self.count_label = ""
            self.setZValue(100)
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
            self.update()                 # lifted: a softer, wider shadow
        self.setPos(event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press_screen is None:
            return
        was_dragging = self.dragging
        button = self._press_button
        self._press_screen = None
        self.dragging = False
        if was_dragging:
            self.update()
            self.dropped.emit(self, event.scenePos())
        else:
            self.clicked.emit(self, 0 if button == Qt.MouseButton.LeftButton else 1)


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


def paint_die(painter: QPainter, centre: QPointF, size: float, value: int, colour: int = 0) -> None:
    """Draw a die face showing ``value`` centred at ``centre``, in player
    ``colour``'s colours (0 light, 1 dark, as the checkers)."""
    face = THEME.die_faces[colour]
    rect = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 80))
    painter.drawRoundedRect(rect.translated(1.5, 2.5), size * 0.18, size * 0.18)
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0.0, face.lighter(104))
    grad.setColorAt(1.0, face.darker(112))
    painter.setPen(QPen(face.darker(150), 1))
    painter.setBrush(QBrush(grad))
    painter.drawRoundedRect(rect, size * 0.18, size * 0.18)
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


# ---------------------------------------------------------------- cube
class CubeItem(QGraphicsObject):
    """The doubling cube showing its value (64 while centred at 1).

    Signals:
        clicked(): the cube was clicked while ``clickable`` (a double).
    """

    clicked = Signal()
    SIZE = BoardGeometry.CUBE

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.value = 1
        self.centred = True
        self.clickable = False
        self.offered = False
        self.setZValue(5)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_cube(self, value: int, centred: bool, clickable: bool, offered: bool) -> None:
        self.value, self.centred, self.clickable, self.offered = value, centred, clickable, offered
        self.setCursor(Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor)
        self.update()

    def boundingRect(self) -> QRectF:
        s = self.SIZE / 2 + 6
        return QRectF(-s, -s, 2 * s, 2 * s)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.SIZE
        rect = QRectF(-s / 2, -s / 2, s, s)
        if self.clickable or self.offered:
            painter.setPen(QPen(THEME.accent, 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 10, 10)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawRoundedRect(rect.translated(1.5, 2.5), 8, 8)
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
        grad.setColorAt(0.0, THEME.cube_face.lighter(104))
        grad.setColorAt(1.0, THEME.cube_face.darker(115))
        painter.setPen(QPen(THEME.cube_face.darker(160), 1))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(rect, 8, 8)
        shown = 64 if self.centred and self.value == 1 else self.value
        text = str(shown)
        painter.setFont(make_font(s * (0.5 if len(text) <= 2 else 0.36), bold=True))
        painter.setPen(THEME.cube_text)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.boundingRect().contains(event.pos()):
            self.clicked.emit()


# ---------------------------------------------------------------- buttons, panels, prompts
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


class PlayerPanelItem(QGraphicsObject):
    """A player's strip above or below the case: checker colour, name,
    score, pip count, clock; marked when it is this player's turn.  Holds the
    "Claim the win" button of the timed rules.

    Signals:
        claim_clicked(int): this panel's player claims the win.
    """

    claim_clicked = Signal(int)

    def __init__(self, side: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.side = side
        self.rect = QRectF()
        self.name = ""
        self.score_text = ""
        self.pips = 0
        self.clock = ""
        self.clock_low = False
        self.on_roll = False
        self.centre_text = ""
        self.colour = side           # whose checker colour the panel shows
        self.pip_diff = 0
        self.epc: float | None = None   # the effective pip count, when known (bearing off)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.claim = ButtonItem("claim", self.tr("Claim the win"), 170, 32, self)
        self.claim.clicked.connect(lambda _key: self.claim_clicked.emit(self.side))
        self.claim.setVisible(False)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(rect)
        self._place_claim()

    def set_info(self, name: str, score_text: str, pips: int, clock: str, clock_low: bool, on_roll: bool,
                 centre_text: str, can_claim: bool) -> None:
        self.name, self.score_text, self.pips = name, score_text, pips
        self.clock, self.clock_low, self.on_roll, self.centre_text = clock, clock_low, on_roll, centre_text
        self.setToolTip(centre_text)      # the whole match line, where a narrow panel cuts it short
        self.claim.setVisible(can_claim)
        self._place_claim()
        self.update()

    def _right_text(self) -> str:
        """The pips (with the difference and, bearing off, the effective pip
        count as gnubg shows it) and the clock, at the right."""
        # the difference in words: more pips is behind in the race (a bare "+9" read as "ahead")
        if self.epc is not None:
            e = number(self.epc, 1)
            if self.pip_diff > 0:
                text = self.tr("pips {n} ({d} behind), EPC {e}").format(n=self.pips, d=self.pip_diff, e=e)
            elif self.pip_diff < 0:
                text = self.tr("pips {n} ({d} ahead), EPC {e}").format(n=self.pips, d=-self.pip_diff, e=e)
            else:
                text = self.tr("pips {n}, EPC {e}").format(n=self.pips, e=e)
        elif self.pip_diff > 0:
            text = self.tr("pips {n} ({d} behind)").format(n=self.pips, d=self.pip_diff)
        elif self.pip_diff < 0:
            text = self.tr("pips {n} ({d} ahead)").format(n=self.pips, d=-self.pip_diff)
        else:
            text = self.tr("pips {n}").format(n=self.pips)
        if self.clock:
            text = f"{self.clock}    {text}"
        return text

    def _free_span(self) -> tuple[float, float]:
        """The stretch of the panel left free between the colour, name and
        score (at the left) and the pips and clock (at the right)."""
        r = self.rect
        name = min(QFontMetricsF(make_font(20, bold=True)).horizontalAdvance(self.name), 300.0)
        score = min(QFontMetricsF(make_font(17)).horizontalAdvance(self.score_text), 200.0)
        right = QFontMetricsF(make_font(17)).horizontalAdvance(self._right_text())
        return r.left() + 22 + 26 + 14 + name + 14 + score + 16, r.right() - 20 - right - 16

    def _place_claim(self) -> None:
        """The claim button in place of the match text: centred on the panel
        where it fits between the sides, else in the middle of the room left."""
        left, right = self._free_span()
        x, half = self.rect.center().x(), self.claim.size[0] / 2
        if x - half < left or x + half > right:
            x = (left + right) / 2
        self.claim.setPos(x, self.rect.center().y())

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        cy = r.center().y()
        x = r.left() + 22
        # the player's checker colour
        rad = 13.0
        name_font, score_font = make_font(20, bold=True), make_font(17)
        if self.on_roll:
            # a soft pill behind the colour, the name and the score
            width = (2 * rad + 14 + QFontMetricsF(name_font).horizontalAdvance(self.name) + 14
                     + QFontMetricsF(score_font).horizontalAdvance(self.score_text) + 40)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(THEME.accent.red(), THEME.accent.green(), THEME.accent.blue(), 45))
            painter.drawRoundedRect(QRectF(r.left() + 6, cy - 20, width, 40), 20, 20)
        painter.setPen(QPen(THEME.checker_rim[self.colour], 1.2))
        painter.setBrush(THEME.checker[self.colour])
        painter.drawEllipse(QPointF(x + rad, cy), rad, rad)
        if self.on_roll:
            painter.setPen(QPen(THEME.accent, 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(x + rad, cy), rad + 4, rad + 4)
        x += 2 * rad + 14
        painter.setFont(name_font)
        painter.setPen(THEME.accent if self.on_roll else THEME.text)
        name_rect = QRectF(x, r.top(), 300, r.height())
        drawn = painter.boundingRect(name_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                                     self.name)
        painter.drawText(name_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.name)
        painter.setFont(score_font)
        painter.setPen(THEME.text_dim)
        painter.drawText(QRectF(drawn.right() + 14, r.top(), 200, r.height()),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.score_text)
        right = QRectF(r.right() - 330, r.top(), 310, r.height())
        painter.setFont(make_font(17))
        painter.setPen(THEME.text)
        text = self._right_text()
        if self.clock:
            painter.setPen(THEME.clock_low if self.clock_low else THEME.text)
        painter.drawText(right, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, text)
        if self.centre_text and not self.claim.isVisible():
            self._paint_centre_text(painter, *self._free_span())

    def _paint_centre_text(self, painter: QPainter, left: float, right: float) -> None:
        """The centre text, centred on the panel where it fits between
        ``left`` and ``right`` (the two sides' texts), else centred between
        them and cut short if need be (a narrow portrait panel), or left out
        when less than half of it would show."""
        font = make_font(16)
        metrics = QFontMetricsF(font)
        room = max(0.0, right - left)
        width = min(metrics.horizontalAdvance(self.centre_text), room)
        centre = self.rect.center().x()
        if centre - width / 2 < left or centre + width / 2 > right:
            centre = (left + right) / 2
        shown = metrics.elidedText(self.centre_text, Qt.TextElideMode.ElideRight, room)
        if len(shown) < len(self.centre_text) / 2:
            return                    # too little of it would show (the window is narrow, the names long)
        painter.setFont(font)
        painter.setPen(THEME.text_dim)
        painter.drawText(QRectF(centre - width / 2 - 2, self.rect.top(), width + 4, self.rect.height()),
                         Qt.AlignmentFlag.AlignCenter, shown)


class PromptItem(QGraphicsObject):
    """A message or a question over the board, with answer buttons.

    Signals:
        answered(str): the key of the button clicked.
    """

    answered = Signal(str)

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self.rect = QRectF()
        self.buttons: list[ButtonItem] = []
        self.font_size = 18.0
        self.margin = 18.0
        self.button_room = 0.0       # the height under the text that the answer buttons take
        self.setZValue(30)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def show_prompt(self, text: str, buttons: Sequence[tuple[str, str]], area: QRectF, compact: bool = False) -> None:
        """Show ``text`` with ``buttons`` ((key, label) pairs) centred in
        ``area``; ``compact`` uses a smaller font and margins (a message)."""
        for button in self.buttons:
            button.setParentItem(None)  # type: ignore[arg-type]  # PySide6's stub: Qt takes nullptr (no parent)
            if button.scene() is not None:
                button.scene().removeItem(button)
        self.buttons = []
        self.prepareGeometryChange()
        self.text = text
        if not text:
            self.setVisible(False)
            return
        self.font_size = (14.0 if buttons else 15.0) if compact else 18.0
        self.margin = (4.0 if buttons else 10.0) if compact else 18.0
        # a compact question fits the gap between the rows of points: smaller buttons
        bw, bh, gap = (88.0, 30.0, 10.0) if compact else (120.0, 40.0, 16.0)
        if compact and buttons:                  # as wide as the longest label needs (a language's longer word)
            label_metrics = QFontMetricsF(make_font(bh * 0.42, bold=True))
            bw = max(bw, *(label_metrics.horizontalAdvance(label) + 22 for _key, label in buttons))
        self.button_room = bh + (12.0 if compact else 18.0) if buttons else 0.0
        metrics = QFontMetricsF(make_font(self.font_size))
        width = min(area.width(), 560.0)
        text_rect = metrics.boundingRect(QRectF(0, 0, width - 2 * self.margin, 1000),
                                         int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), text)
        n = len(buttons)
        row = n * bw + max(0, n - 1) * gap
        if compact:
            width = min(width, max(text_rect.width(), row) + 2 * self.margin + 8)
        height = text_rect.height() + 2 * self.margin + self.button_room
        centre = area.center()
        self.rect = QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)
        x0 = centre.x() - row / 2 + bw / 2
        for i, (key, label) in enumerate(buttons):
            button = ButtonItem(key, label, bw, bh, self)
            button.setPos(x0 + i * (bw + gap), self.rect.bottom() - self.margin - bh / 2 - 2)
            button.clicked.connect(self.answered)
            self.buttons.append(button)
        self.setVisible(True)
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 6, 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(self.rect.translated(2, 4), 14, 14)
        painter.setPen(QPen(THEME.accent.darker(140), 1.5))
        painter.setBrush(THEME.panel)
        painter.drawRoundedRect(self.rect, 14, 14)
        painter.setFont(make_font(self.font_size))
        painter.setPen(THEME.text)
        m = self.margin
        text_area = QRectF(self.rect.left() + m, self.rect.top() + m, self.rect.width() - 2 * m,
                           self.rect.height() - 2 * m - self.button_room)
        painter.drawText(text_area, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), self.text)


class HighlightItem(QGraphicsItem):
    """Marks where the picked-up checker may go: lit points and tray."""

    def __init__(self) -> None:
        super().__init__()
        self.shapes: list[QPainterPath] = []
        self.rings: list[QPointF] = []
        self._bounds = QRectF()
        self.setZValue(0.5)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_targets(self, shapes: list[QPainterPath], rings: list[QPointF]) -> None:
        self.prepareGeometryChange()
        self.shapes = shapes
        self.rings = rings
        bounds = QRectF()
        for path in shapes:
            bounds = bounds.united(path.boundingRect())
        r = BoardGeometry.CHECKER / 2 + 3
        for c in rings:
            bounds = bounds.united(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r))
        self._bounds = bounds.adjusted(-3, -3, 3, 3)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # a light line over a dark halo: one of the two stands out on any colour (scripts/themes.py)
        painter.setPen(QPen(THEME.highlight_halo, 5.5))
        painter.setBrush(THEME.highlight)
        for path in self.shapes:
            painter.drawPath(path)
        painter.setPen(QPen(THEME.highlight_edge, 2.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for path in self.shapes:
            painter.drawPath(path)
        r = BoardGeometry.CHECKER / 2 - 1
        for colour, width in ((THEME.highlight_halo, 5.0), (THEME.highlight_edge, 2.2)):
            painter.setPen(QPen(colour, width, Qt.PenStyle.DashLine if width < 3 else Qt.PenStyle.SolidLine))
            for c in self.rings:
                painter.drawEllipse(c, r, r)
