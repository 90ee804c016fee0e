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

The *portrait* variant (``portrait=True``, for a view taller than wide) is
that landscape board turned so the bar runs across it: the case is the
landscape case reflected in its diagonal (x and y swapped), so the bottom
player's home board lies in the bottom half at the right (points 1..6 up the
right column from the bottom, 7..12 above them, 13..18 down the left column
from the top, 19..24 below them), the trays lie across the bottom (the
bottom player's at the right) and the cube's strip across the top; then it
is mirrored left to right for the home board at the left.  The player panels
stay above and below the case.  Every place is computed in the unmirrored
landscape frame and mapped (:meth:`BoardGeometry._map`), so the two variants
cannot disagree.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF

__all__ = ["BoardGeometry", "BAR", "OFF"]

BAR = 25
OFF = 0


class BoardGeometry:
    """Scene coordinates of points, bar, trays, dice, cube and the two player
    panels, for one orientation (``home_left`` False: home board bottom right)
    and one shape (``portrait``: the bar runs across a board taller than wide)."""

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
    PORTRAIT_GAIN = 1.1   # how much bigger the portrait board must be to be chosen (prefers_portrait)
    PORTRAIT_GAP = 110.0  # the same between the two columns of a portrait board
    SLAB = 17.0           # a borne-off checker in the tray, seen edge-on
    DIE = 46.0
    CUBE = 48.0

    def __init__(self, home_left: bool = False, portrait: bool = False) -> None:
        self.home_left = home_left
        self.portrait = portrait
        # the unmirrored landscape frame: every place is computed here, then mapped
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
        self.inner_bottom = self.inner_top + 2 * self.POINT_LEN + (self.PORTRAIT_GAP if portrait else self.GAP)
        self.mid_y = (self.inner_top + self.inner_bottom) / 2
        self.case_bottom = self.inner_bottom + self.NUMBERS
        self.height = self.case_bottom + self.PANEL
        self._frame_w = self.width     # the landscape frame's extent
        if portrait:                   # the scene's: the case turned, a panel above and below
            self.width = self.case_bottom - self.case_top
            self.height = self._frame_w + 2 * self.PANEL

    @classmethod
    def prefers_portrait(cls, width: float, height: float) -> bool:
        """True when a view of ``width`` x ``height`` pixels shows the
        portrait board at least :attr:`PORTRAIT_GAIN` times bigger than the
        landscape one (each scaled to fit, keeping its aspect): a view about
        1.25 times taller than wide or more.  Not in a view about as tall as
        wide, so that a dock opened beside the board does not turn it."""
        if width <= 0 or height <= 0:
            return False
        land, tall = cls(portrait=False), cls(portrait=True)
        tall_scale = min(width / tall.width, height / tall.height)
        return tall_scale > cls.PORTRAIT_GAIN * min(width / land.width, height / land.height)

    # ------------------------------------------------------------ helpers
    def _map(self, x: float, y: float) -> QPointF:
        """The scene point of the unmirrored landscape frame's point (x, y)."""
        if self.portrait:
            x, y = y - self.case_top, x + self.PANEL
        return QPointF(self.width - x if self.home_left else x, y)

    def _rect(self, x: float, y: float, w: float, h: float) -> QRectF:
        """The scene rectangle of the unmirrored landscape frame's rectangle."""
        return QRectF(self._map(x, y), self._map(x + w, y + h)).normalized()

    @property
    def scene_rect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    @property
    def case_rect(self) -> QRectF:
        return self._rect(0, self.case_top, self._frame_w, self.case_bottom - self.case_top)

    def panel_rect(self, side: int) -> QRectF:
        """The strip above (side 1) or below (side 0) the case with a player's name, score, pips."""
        y = self.height - self.PANEL if side == 0 else 0.0
        return QRectF(0, y, self.width, self.PANEL)

    def half_rects(self) -> tuple[QRectF, QRectF]:
        """The two felt halves: the outer board's (left, or top in portrait,
        as drawn with the home board at the right) and the home board's."""
        h = self.inner_bottom - self.inner_top
        return (self._rect(self.left_x, self.inner_top, self.half_w, h),
                self._rect(self.right_x, self.inner_top, self.half_w, h))

    def bar_rect(self) -> QRectF:
        return self._rect(self.bar_x, self.inner_top, self.BAR_W, self.inner_bottom - self.inner_top)

    def strip_rect(self) -> QRectF:
        """The cube's strip, on the side away from the trays."""
        return self._rect(self.strip_x, self.inner_top, self.STRIP, self.inner_bottom - self.inner_top)

    def _tray_y(self, side: int) -> tuple[float, float]:
        """The landscape frame's top and height of ``side``'s tray."""
        h = (self.inner_bottom - self.inner_top - 20) / 2
        return (self.inner_bottom - h if side == 0 else self.inner_top), h

    def tray_rect(self, side: int) -> QRectF:
        """The bear-off tray of ``side`` (bottom player's below, top player's
        above; in portrait the bottom player's at the home board's side)."""
        y, h = self._tray_y(side)
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
        """The triangle of the bottom player's point ``b``: the two corners of
        its base, then its tip."""
        x = self._column_x(b)
        w = self.POINT_W
        length = self.POINT_LEN * 0.93
        if b > 12:
            base, tip = self.inner_top, self.inner_top + length
        else:
            base, tip = self.inner_bottom, self.inner_bottom - length
        return QPolygonF([self._map(x + 1, base), self._map(x + w - 1, base), self._map(x + w / 2, tip)])

    def number_rect(self, b: int) -> QRectF:
        """Where the number of the bottom player's point ``b`` is written."""
        y = self.case_top if b > 12 else self.inner_bottom
        return self._rect(self._column_x(b), y, self.POINT_W, self.NUMBERS)

    def is_top_row(self, b: int) -> bool:
        """True for the row (landscape) or column (portrait) of points 13..24."""
        return b > 12

    def grab_rect(self, side: int, own_point: int) -> QRectF:
        """Where a press picks up ``side``'s top checker on its own point
        (1..24: the point's whole column; ``BAR``: the half of the bar where
        that side's checkers wait)."""
        if own_point == BAR:
            h = (self.inner_bottom - self.inner_top) / 2
            y = self.inner_top if side == 0 else self.mid_y
            return self._rect(self.bar_x, y, self.BAR_W, h)
        return self.column_rect(self.bottom_number(side, own_point))

    def press_rect(self, side: int, own_point: int) -> QRectF:
        """Where a mouse press picks up ``side``'s top checker on its own
        point: :meth:`grab_rect`, but a point (1..24) only as far as it
        reaches, :data:`POINT_LEN` from its base, where its checkers stand
        however many -- not the gap between the rows of points, where the
        dice and the Roll button are and a click on the empty felt must move
        nothing (a fresh player's click to give the board the keys moved a
        checker)."""
        if own_point == BAR:
            return self.grab_rect(side, BAR)
        b = self.bottom_number(side, own_point)
        y = self.inner_top if b > 12 else self.inner_bottom - self.POINT_LEN
        return self._rect(self._column_x(b), y, self.POINT_W, self.POINT_LEN)

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
            x = self.bar_x + self.BAR_W / 2
            # the bottom player's checkers wait in the upper half (toward where they enter)
            if side == 0:
                return self._map(x, self.mid_y - 20 - r - index * step)
            return self._map(x, self.mid_y + 20 + r + index * step)
        b = self.bottom_number(side, own_point)
        x = self._column_x(b) + self.POINT_W / 2
        step = self._step(count, self.POINT_LEN)
        if b > 12:
            return self._map(x, self.inner_top + r + index * step)
        return self._map(x, self.inner_bottom - r - index * step)

    @property
    def slabs_upright(self) -> bool:
        """True when a borne-off checker stands upright in its tray (portrait:
        the trays lie across the board), False when it lies across it."""
        return self.portrait

    def slab_pos(self, side: int, index: int) -> QPointF:
        """Centre of the ``index``-th borne-off checker in ``side``'s tray."""
        top, h = self._tray_y(side)
        s = self.SLAB
        if side == 0:
            y = top + h - 6 - s / 2 - index * s
        else:
            y = top + 6 + s / 2 + index * s
        return self._map(self.tray_x + self.TRAY / 2, y)

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
    @property
    def dice_upright(self) -> bool:
        """True when dice lie in a column (portrait: the gap between the two
        columns of points is upright), False when they lie in a row."""
        return self.portrait

    def dice_centre(self, side: int, shift: float = 0.0) -> QPointF:
        """Centre of ``side``'s dice: the bottom player's in the half of the
        home board, the top player's in the other half; ``shift`` moves it
        across the gap between the points (two things side by side there:
        a roll that could not be played and the Roll button)."""
        x = (self.right_x if side == 0 else self.left_x) + self.half_w / 2
        return self._map(x, self.mid_y + shift)

    def dice_pair(self, side: int, first: float, second: float, spacing: float = 12.0) -> tuple[QPointF, QPointF]:
        """Centres of two things side by side along ``side``'s dice place
        (where :meth:`dice_centre` is), together centred in its half: a
        last roll (``first``: its length along the gap) and the Roll button
        (``second``).  Along the gap (the rows of points' gap, a column's
        length in portrait) neither leaves it, so neither covers a checker,
        however tall a stack: stacks are squeezed into the points' length."""
        x = (self.right_x if side == 0 else self.left_x) + self.half_w / 2
        total = first + spacing + second
        return (self._map(x - total / 2 + first / 2, self.mid_y),
                self._map(x + total / 2 - second / 2, self.mid_y))

    def cube_pos(self, owner: int | None) -> QPointF:
        """Centre of the cube: mid-strip when centred, else at its owner's end."""
        x = self.strip_x + self.STRIP / 2
        if owner is None:
            return self._map(x, self.mid_y)
        gap = 12 + self.CUBE / 2
        return self._map(x, self.inner_bottom - gap if owner == 0 else self.inner_top + gap)

    def question_rect(self, side: int) -> QRectF:
        """Where a question (answer buttons) is shown: the gap between the
        rows of points of the half away from ``side``'s dice, where no
        checker stands (a point's stack is squeezed into its length), nor the
        bar or the cube; across a portrait board, that half's middle."""
        if self.portrait:
            return self.message_rect(side)
        outer, home = self.half_rects()
        half = outer if side == 0 else home
        return QRectF(half.left() + 6, self.mid_y - self.GAP / 2, half.width() - 12, self.GAP)

    def message_rect(self, side: int | None) -> QRectF:
        """Where a message is shown: the half away from ``side``'s dice
        (None: the middle of the board)."""
        outer, home = self.half_rects()
        board = outer.united(home)
        if side is None:
            return QRectF(board.center().x() - 280, board.center().y() - 90, 560, 180)
        half = outer if side == 0 else home
        if self.portrait:             # across the half (its points run across)
            return QRectF(half.left() + 8, half.center().y() - 70, half.width() - 16, 140)
        return QRectF(half.left() + 8, self.mid_y - 70, half.width() - 16, 140)
