"""The graphics items of the board, drawn with QPainter paths (crisp at any
size).  Items know nothing of the rules: they paint what the scene tells them
and emit signals when they are clicked or dragged; the scene turns those into
requests and the controller decides.

The board, the checkers, the cube and the lit points are drawn here; the
dice and buttons in :mod:`.dice_items`, the players' panels and prompts in
:mod:`.panel_items`, the font in :mod:`.item_fonts`: every item is still
imported from here."""

from __future__ import annotations

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
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from .dice_items import ButtonItem, DiceItem, paint_die
from .geometry import BoardGeometry
from .item_fonts import FONT_FAMILY, make_font
from .panel_items import PlayerPanelItem, PromptItem
from .theme import THEME

__all__ = ["BoardItem", "CheckerItem", "DiceItem", "CubeItem", "ButtonItem", "PlayerPanelItem",
           "PromptItem", "HighlightItem", "FONT_FAMILY", "make_font", "paint_die"]


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
        self.numbers_side = 0          # whose own numbers the labels are: 0 the bottom side's, 1 the top's
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

    def set_numbers_side(self, side: int) -> None:
        """Label the points in side ``side``'s own numbers (0 the bottom
        player's, 1 the top player's: 25 minus the bottom's)."""
        if side != self.numbers_side:
            self.numbers_side = side
            self.update()

    def label_of(self, b: int) -> str:
        """The label written at the bottom player's point ``b`` (1..24)."""
        return str(25 - b if self.numbers_side else b)

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
        # point numbers, from the bottom player's side (or the top player's: numbers_side)
        if self.point_numbers:
            painter.setFont(make_font(14, bold=True))
            painter.setPen(THEME.text_dim)
            for b in range(1, 25):
                painter.drawText(g.number_rect(b), Qt.AlignmentFlag.AlignCenter, self.label_of(b))


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


# ---------------------------------------------------------------- cube
class CubeItem(QGraphicsObject):
    """The doubling cube showing its value (64 while centred at 1).

    Signals:
        clicked(): the cube was clicked (``clickable``, drawn lit: a double;
            else the click is told why nothing happens).
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
