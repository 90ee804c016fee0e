"""Where everything sits on the board, in scene units.

The scene is laid out for the home board at the bottom right and mirrored left
to right for the home board at the bottom left (text is never mirrored: only
the places move).  Sides are ``0`` for the player at the bottom and ``1`` for
the player at the top.  A side's *own* point numbers are gnubg's (1..24
toward its home, ``BAR`` = 25, ``OFF`` = 0); the bottom player's numbers are
the ones printed on the board, and the top player's point ``p`` is the bottom
player's ``25 - p``.

Unmirrored, left to right: case, cube strip, left half (bottom player's
points 12..7 below, 13..18 above), bar, right half (6..1 below, 19..24
above), bear-off trays (top player's above, bottom player's below), case.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF

__all__ = ["BoardGeometry", "BAR", "OFF"]

BAR = 25
OFF = 0


class BoardGeometry:
    """Scene coordinates of points, bar, trays, dice, cube and the two player
    panels, for one orientation (``home_left`` False: home board bottom right)."""

    CHECKER = 50.0        # checker diameter
    POINT_W = 52.0        # width of a point
    POINT_LEN = 250.0     # room for five checkers
    FRAME = 18.0
    STRIP = 66.0          # the cube's strip
    TRAY = 66.0
    BAR_W = 64.0
    NUMBERS = 28.0        # case above/below the points, where point numbers go
    PANEL = 54.0          # player panels above and below the case
    GAP = 90.0            # between the two rows of points (the dice lie here)
    SLAB = 17.0           # a borne-off checker in the tray, seen edge-on
    DIE = 46.0
    CUBE = 48.0

    def __init__(self, home_left: bool = False) -> None:
        self.home_left = home_left
        f = self.FRAME
        self.strip_x = f
        self.left_x = self.strip_x + self.STRIP + f
        self.half_w = 6 * self.POINT_W
        self.bar_x = self.left_x + self.half_w
        self.right_x = self.bar_x + self.BAR_W
        self.tray_x = self.right_x + self.half_w + f
        self.width = self.tray_x + self.TRAY + f
        self.case_top = self.PANEL
        self.inner_top = self.case_top + self.NUMBERS
        self.inner_bottom = self.inner_top + 2 * self.POINT_LEN + self.GAP
        self.mid_y = (self.inner_top + self.inner_bottom) / 2
        self.case_bottom = self.inner_bottom + self.NUMBERS
        self.height = self.case_bottom + self.PANEL

    # ------------------------------------------------------------ helpers
    def _x(self, x: float, w: float = 0.0) -> float:
        """Left edge of an unmirrored span [x, x+w] in this orientation."""
        return self.width - x - w if self.home_left else x

    def _rect(self, x: float, y: float, w: float, h: float) -> QRectF:
        return QRectF(self._x(x, w), y, w, h)

    @property
    def scene_rect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    @property
    def case_rect(self) -> QRectF:
        return QRectF(0, self.case_top, self.width, self.case_bottom - self.case_top)

    def panel_rect(self, side: int) -> QRectF:
        """The strip above (side 1) or below (side 0) the case with a player's name, score, pips."""
        y = self.case_bottom if side == 0 else 0.0
        return QRectF(0, y, self.width, self.PANEL)

    def half_rects(self) -> tuple[QRectF, QRectF]:
        """The two felt halves (left and right as drawn)."""
        h = self.inner_bottom - self.inner_top
        return (QRectF(self.left_x, self.inner_top, self.half_w, h),
                QRectF(self.right_x, self.inner_top, self.half_w, h))

    def bar_rect(self) -> QRectF:
        return self._rect(self.bar_x, self.inner_top, self.BAR_W, self.inner_bottom - self.inner_top)

    def strip_rect(self) -> QRectF:
        """The cube's strip, on the side away from the trays."""
        return self._rect(self.strip_x, self.inner_top, self.STRIP, self.inner_bottom - self.inner_top)

    def tray_rect(self, side: int) -> QRectF:
        """The bear-off tray of ``side`` (bottom player's below, top player's above)."""
        h = (self.inner_bottom - self.inner_top - 20) / 2
        y = self.inner_bottom - h if side == 0 else self.inner_top
        return self._rect(self.tray_x, y, self.TRAY, h)

    def tray_column(self) -> QRectF:
        """Both trays and the space between: a drop here means 'off'."""
        return self._rect(self.tray_x, self.inner_top, self.TRAY, self.inner_bottom - self.inner_top)

    # ------------------------------------------------------------ points
    @staticmethod
    def bottom_number(side: int, own_point: int) -> int:
        """A side's own point 1..24 as the bottom player's number."""
        return own_point if side == 0 else 25 - own_point

    def _column_x(self, b: int) -> float:
        """Unmirrored left edge of the bottom player's point ``b`` (1..24)."""
        c = 12 - b if b <= 12 else b - 13           # column 0..11 from the left
        base = self.left_x if c < 6 else self.right_x
        return base + (c % 6) * self.POINT_W

    def column_rect(self, b: int) -> QRectF:
        """The drop area of the bottom player's point ``b``: the point's whole
        half-height column."""
        h = (self.inner_bottom - self.inner_top) / 2
        y = self.inner_top if b > 12 else self.mid_y
        return self._rect(self._column_x(b), y, self.POINT_W, h)

    def triangle(self, b: int) -> QPolygonF:
        """The triangle of the bottom player's point ``b``."""
        x = self._x(self._column_x(b), self.POINT_W)
        w = self.POINT_W
        length = self.POINT_LEN * 0.93
        if b > 12:
            base, tip = self.inner_top, self.inner_top + length
        else:
            base, tip = self.inner_bottom, self.inner_bottom - length
        return QPolygonF([QPointF(x + 1, base), QPointF(x + w - 1, base), QPointF(x + w / 2, tip)])

    def number_rect(self, b: int) -> QRectF:
        """Where the number of the bottom player's point ``b`` is written."""
        y = self.case_top if b > 12 else self.inner_bottom
        return self._rect(self._column_x(b), y, self.POINT_W, self.NUMBERS)

    def is_top_row(self, b: int) -> bool:
        return b > 12

    # ------------------------------------------------------------ checkers
    def _step(self, count: int, room: float) -> float:
        d = self.CHECKER
        if count <= 1:
            return d
        return min(d, (room - d) / (count - 1))

    def _room(self, own_point: int) -> float:
        return self.mid_y - self.inner_top - 20 if own_point == BAR else self.POINT_LEN

    def is_squeezed(self, own_point: int, count: int) -> bool:
        """True when ``count`` checkers on ``own_point`` (1..24 or BAR)
        overlap to fit (then the top one shows the count)."""
        return self._step(count, self._room(own_point)) < self.CHECKER

    def checker_pos(self, side: int, own_point: int, index: int, count: int) -> QPointF:
        """Centre of the ``index``-th checker (0 = on the edge) of a stack of
        ``count`` of ``side`` on its own point ``own_point`` (1..24 or BAR).
        Stacks taller than five are squeezed into the point's length."""
        r = self.CHECKER / 2
        if own_point == BAR:
            step = self._step(count, self._room(BAR))
            x = self._x(self.bar_x + self.BAR_W / 2)
            # the bottom player's checkers wait in the upper half (toward where they enter)
            if side == 0:
                return QPointF(x, self.mid_y - 20 - r - index * step)
            return QPointF(x, self.mid_y + 20 + r + index * step)
        b = self.bottom_number(side, own_point)
        x = self._x(self._column_x(b) + self.POINT_W / 2)
        step = self._step(count, self.POINT_LEN)
        if b > 12:
            return QPointF(x, self.inner_top + r + index * step)
        return QPointF(x, self.inner_bottom - r - index * step)

    def slab_pos(self, side: int, index: int) -> QPointF:
        """Centre of the ``index``-th borne-off checker in ``side``'s tray."""
        tray = self.tray_rect(side)
        s = self.SLAB
        if side == 0:
            y = tray.bottom() - 6 - s / 2 - index * s
        else:
            y = tray.top() + 6 + s / 2 + index * s
        return QPointF(tray.center().x(), y)

    def location_at(self, pos: QPointF, side: int) -> int | None:
        """The place under scene point ``pos`` in ``side``'s own numbering:
        1..24 for a point's column, ``BAR``, ``OFF`` for the tray column; None elsewhere."""
        if self.tray_column().contains(pos):
            return OFF
        if self.bar_rect().contains(pos):
            return BAR
        for b in range(1, 25):
            if self.column_rect(b).contains(pos):
                return b if side == 0 else 25 - b
        return None

    # ------------------------------------------------------------ dice, cube
    def dice_centre(self, side: int) -> QPointF:
        """Centre of ``side``'s dice: the bottom player's in the half of the
        home board, the top player's in the other half."""
        left, right = self.half_rects()
        home_half = left if self.home_left else right
        other = right if self.home_left else left
        half = home_half if side == 0 else other
        return QPointF(half.center().x(), self.mid_y)

    def cube_pos(self, owner: int | None) -> QPointF:
        """Centre of the cube: mid-strip when centred, else at its owner's end."""
        strip = self.strip_rect()
        x = strip.center().x()
        if owner is None:
            return QPointF(x, self.mid_y)
        gap = 12 + self.CUBE / 2
        return QPointF(x, strip.bottom() - gap if owner == 0 else strip.top() + gap)

    def message_rect(self, side: int | None) -> QRectF:
        """Where a message is shown: the half away from ``side``'s dice
        (None: the middle of the board)."""
        left, right = self.half_rects()
        if side is None:
            return QRectF(left.left(), self.mid_y - 90, right.right() - left.left(), 180)
        dice = self.dice_centre(side)
        half = left if not left.contains(dice) else right
        return QRectF(half.left() + 8, self.mid_y - 70, half.width() - 16, 140)
