"""A play shown on the board without making it (the hint panel's selection):
ghost checkers where the mover's checkers would land, dashed rings on the
checkers that would leave, arrows from each source to its destination, a
cross on every blot the play hits and a ghost of that checker on the bar.

The item is laid out from the scene's current
:class:`~backgammon_qt.ui.geometry.BoardGeometry` each time it paints, so it
follows the orientation of the board.  It takes no mouse buttons: the board
under it works as usual.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from backgammon_qt.model import BAR, OFF, Move, Position

from .geometry import BoardGeometry
from .theme import THEME

if TYPE_CHECKING:
    from .scene import BoardScene

__all__ = ["PlayLayout", "layout_play", "PlayPreviewItem"]

HIT_COLOUR = QColor("#e25a43")


@dataclass(frozen=True)
class PlayLayout:
    """Where a play's marks go, in scene coordinates: ``arrows`` (one
    ``(source, destination)`` pair of checker centres per move, in order),
    ``ghosts`` (centres of the checkers that would arrive, tray slabs
    included), ``leaving`` (centres of the checkers that would leave),
    ``hits`` (centres of the blots hit) and ``to_bar`` (where those blots
    would wait on the bar)."""

    arrows: tuple[tuple[QPointF, QPointF], ...]
    ghosts: tuple[QPointF, ...]
    leaving: tuple[QPointF, ...]
    hits: tuple[QPointF, ...]
    to_bar: tuple[QPointF, ...] = ()


def _place(g: BoardGeometry, side: int, point: int, index: int, count: int) -> QPointF:
    return g.slab_pos(side, index) if point == OFF else g.checker_pos(side, point, index, count)


def layout_play(geometry: BoardGeometry, side: int, position: Position, moves: Sequence[Move]) -> PlayLayout:
    """The marks of ``moves`` (a turn's moves in order, points in the
    mover's numbering) made from ``position`` (the mover's view at the start
    of the turn) by the checkers of board ``side`` (0 bottom, 1 top)."""
    mine = list(position.player)
    theirs = list(position.opponent)
    arrows, hits = [], []
    for move in moves:
        n = mine[move.from_point]
        source = geometry.checker_pos(side, move.from_point, n - 1, n)
        mine[move.from_point] -= 1
        if move.to_point != OFF and move.hit:
            their_point = BAR - move.to_point          # the same point in the opponent's numbering
            hits.append(geometry.checker_pos(1 - side, their_point, 0, 1))
            theirs[their_point] -= 1
            theirs[BAR] += 1
        k = mine[move.to_point]
        arrows.append((source, _place(geometry, side, move.to_point, k, k + 1)))
        mine[move.to_point] += 1
    ghosts, leaving = [], []
    for point in range(BAR + 1):
        before, after = position.player[point], mine[point]
        for i in range(before, after):
            ghosts.append(_place(geometry, side, point, i, after))
        for i in range(after, before):
            leaving.append(geometry.checker_pos(side, point, i, before))
    on_bar = theirs[BAR]
    to_bar = [geometry.checker_pos(1 - side, BAR, i, on_bar) for i in range(position.opponent[BAR], on_bar)]
    return PlayLayout(tuple(arrows), tuple(ghosts), tuple(leaving), tuple(hits), tuple(to_bar))


class PlayPreviewItem(QGraphicsItem):
    """Shows one play on the board of a :class:`~backgammon_qt.ui.scene.BoardScene`
    (see the module docstring); hidden while there is none.  Its bounds are
    the scene's rectangle, followed when the board changes shape."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.side = 0
        self._drawn_bottom: int | None = None  # the scene's bottom player when the play was given
        self.position: Position | None = None
        self.moves: tuple[Move, ...] = ()
        self.colour: QColor | None = None      # the arrows' and rings' colour (default the theme's accent)
        self.ghosts = True                     # draw the arriving checkers' ghosts
        self.offset = QPointF(0, 0)            # the arrows shifted (two plays' arrows side by side)
        self.setZValue(15)            # over the checkers and dice, under messages and prompts
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def show_play(self, side: int, position: Position, moves: Sequence[Move]) -> None:
        """Show ``moves`` made from ``position`` (the mover's view at the
        start of the turn) by board ``side``'s checkers (``side`` as the
        scene is turned now: when the scene turns the board for the other
        player, :attr:`board_side` follows and the marks are drawn again)."""
        self._drawn_bottom = self._scene_bottom()
        self.side, self.position, self.moves = side, position, tuple(moves)
        self.setVisible(bool(self.moves))
        self.update()

    def clear(self) -> None:
        """Show nothing."""
        self.position, self.moves = None, ()
        self.setVisible(False)

    def _scene_bottom(self) -> int | None:
        state = getattr(self.scene(), "state", None)
        return getattr(state, "bottom_player", None)

    @property
    def board_side(self) -> int:
        """The board side (0 bottom, 1 top) of the mover's checkers as the
        scene is turned now: :attr:`side` as given, the other side after the
        scene turned the board (the player at the bottom changed since)."""
        now = self._scene_bottom()
        if now is None or self._drawn_bottom is None:
            return self.side
        return self.side ^ self._drawn_bottom ^ now

    def _mover(self) -> int:
        """The mover (0 or 1; their checkers' colour): the side given when
        the scene knew no state."""
        return self.side ^ (self._drawn_bottom or 0)

    def layout(self) -> PlayLayout | None:
        """The marks as they are drawn now (None when nothing is shown)."""
        scene = self.scene()
        if self.position is None or not self.moves or scene is None:
            return None
        # this item lives on a BoardScene (the hint panel puts it there)
        return layout_play(cast("BoardScene", scene).geometry, self.board_side, self.position, self.moves)

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:
        if change == QGraphicsItem.GraphicsItemChange.ItemSceneChange and self.scene() is not None:
            old = cast("BoardScene", self.scene())      # (leaving it: it signals this item no more)
            old.geometry_changed.disconnect(self._geometry_changed)
            old.state_shown.disconnect(self._state_shown)
        if change == QGraphicsItem.GraphicsItemChange.ItemSceneHasChanged and value is not None:
            cast("BoardScene", value).geometry_changed.connect(self._geometry_changed)
            cast("BoardScene", value).state_shown.connect(self._state_shown)
        return super().itemChange(change, value)

    def _state_shown(self) -> None:
        if self.isVisible():
            self.update()                     # the board may have turned: the marks move with it

    def _geometry_changed(self) -> None:
        self.prepareGeometryChange()          # the scene's rectangle, and every mark, moved
        self.update()

    def boundingRect(self) -> QRectF:
        scene = self.scene()
        return scene.sceneRect() if scene is not None else QRectF()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        marks = self.layout()
        if marks is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = BoardGeometry.CHECKER / 2 - 1
        ghost = QColor(THEME.checker[self._mover()])
        upright = cast("BoardScene", self.scene()).geometry.slabs_upright
        ghost.setAlpha(150)
        accent = self.colour if self.colour is not None else THEME.accent
        for centre in marks.ghosts if self.ghosts else ():
            painter.setBrush(ghost)
            painter.setPen(QPen(accent, 2.4, Qt.PenStyle.DashLine))
            if self._in_tray(centre):      # a slab, lying across its tray or upright in it
                long, short = 2 * r - 4, BoardGeometry.SLAB - 2
                w, h = (short, long) if upright else (long, short)
                painter.drawRoundedRect(QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h), 4, 4)
            else:
                painter.drawEllipse(centre, r, r)
        hit_ghost = QColor(THEME.checker[1 - self._mover()])
        hit_ghost.setAlpha(150)
        painter.setBrush(hit_ghost)
        painter.setPen(QPen(HIT_COLOUR, 2.4, Qt.PenStyle.DashLine))
        for centre in marks.to_bar:
            painter.drawEllipse(centre, r, r)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(accent, 2.4, Qt.PenStyle.DotLine))
        for centre in marks.leaving:
            painter.drawEllipse(centre, r + 1.5, r + 1.5)
        for source, target in marks.arrows:
            self._arrow(painter, source + self.offset, target + self.offset, r, accent)
        painter.setPen(QPen(HIT_COLOUR, 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        d = r * 0.55
        for c in marks.hits:
            painter.drawLine(QLineF(c.x() - d, c.y() - d, c.x() + d, c.y() + d))
            painter.drawLine(QLineF(c.x() - d, c.y() + d, c.x() + d, c.y() - d))

    def _in_tray(self, centre: QPointF) -> bool:
        return cast("BoardScene", self.scene()).geometry.tray_column().contains(centre)

    @staticmethod
    def _arrow(painter: QPainter, source: QPointF, target: QPointF, r: float, colour: QColor | None = None) -> None:
        accent = colour if colour is not None else THEME.accent
        line = QLineF(source, target)
        length = line.length()
        if length < 1:
            return
        angle = math.atan2(line.dy(), line.dx())
        ux, uy = math.cos(angle), math.sin(angle)
        tip = QPointF(target.x() - ux * r * 0.35, target.y() - uy * r * 0.35)
        head = 18.0
        base = QPointF(tip.x() - ux * head, tip.y() - uy * head)
        # a dark outline under the accent stroke keeps the arrow readable on any point colour
        for stroke, width in ((QColor(0, 0, 0, 140), 7.5), (accent, 4.0)):
            painter.setPen(QPen(stroke, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(QLineF(source, base))
        px, py = -uy * head * 0.55, ux * head * 0.55
        painter.setPen(QPen(QColor(0, 0, 0, 140), 1.5))
        painter.setBrush(accent)
        painter.drawPolygon(QPolygonF([tip, QPointF(base.x() + px, base.y() + py),
                                       QPointF(base.x() - px, base.y() - py)]))
