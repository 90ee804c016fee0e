"""The position editor's board (:class:`EditorBoard`) and what assistive
technology reads of it (:class:`EditorAccess`): a board of its own, drawn
with the main board's geometry and theme from the main board's side, where
checkers of either colour go on any point, the bar or off; the dialog
around it is :mod:`.position_editor`.  Points are the bottom player's
(1..24, the numbers printed); see :data:`Spot`.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, QObject, QPoint, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QAccessibleInterface,
    QBrush,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QTransform,
)
from PySide6.QtWidgets import (
    QSizePolicy,
    QWidget,
)

from backgammon_qt.app.translations import ContextTr
from backgammon_qt.model.position_edit import EditedPosition

from .accessibility import BoardAccessible, place_texts, release_places
from .geometry import BAR, OFF, BoardGeometry
from .keyboard import TYPED_NUMBER_SECONDS
from .theme import THEME

__all__ = ["EditorAccess", "EditorBoard", "Spot"]


_tr = ContextTr("EditorBoard")

Spot = tuple[str, int]
"""A place on the editor's board: ``("point", p)`` with ``p`` the bottom
player's point 1..24 (the number printed), ``("bar", player)``, ``("off", player)``, ``("supply", player)``."""

class EditorAccess:
    """What assistive technology reads of an :class:`EditorBoard`: the
    main board's accessible interface (:class:`~.accessibility.BoardAccessible`)
    over the editor's places, named as the main board names its places
    (:func:`~.accessibility.place_texts` of the edited position) and the
    supply trays."""

    KEYS = [str(p) for p in range(1, 25)] + ["bar", "tray0", "tray1", "supply0", "supply1"]

    def __init__(self, board: EditorBoard) -> None:
        self.board = board
        self.texts: dict[str, str] = {}
        self.refresh()

    def refresh(self) -> None:
        """The texts again, after an edit."""
        from backgammon_qt.controller.presentation import BoardState, PlayerInfo, seen_from

        s = self.board.state
        players = tuple(PlayerInfo(s.names[p], s.score[p], s.counts(p)[2]) for p in (0, 1))
        state = BoardState(position=s.position(), players=(players[0], players[1]), match_text="",
                           on_roll=s.on_roll, cube_value=s.cube_value, cube_owner=s.cube_owner)
        bottom = self.board.bottom           # the points by the bottom player's numbers, as drawn
        texts = place_texts(seen_from(state, bottom, s.position() if bottom == 0 else s.position().swapped()))
        for p in (0, 1):          # the tray holds what the editor put there (not 15 less the rest)
            texts[f"tray{p}"] = _tr("{name}'s tray: %n checker(s) borne off", None, s.at(p, OFF)).format(
                name=s.names[p])
            texts[f"supply{p}"] = QCoreApplication.translate(
                "EditorBoard", "{name}'s supply: drag a checker from here").format(name=s.names[p])
        self.texts = {key: texts[key] for key in self.KEYS}

    def description(self) -> str:
        return QCoreApplication.translate(      # the board's context, written out so that lupdate files it there
            "EditorBoard", "Arrows or a point's number choose a place; + adds a checker of the colour chosen, "
            "- removes one, C changes the colour, B the bar, O the tray.")

    def focused_key(self) -> str:
        kind, n = self.board.ring
        if kind == "point":
            return str(n)
        return "bar" if kind == "bar" else f"tray{n}" if kind == "off" else f"supply{n}"

    def place_rect(self, key: str) -> QRect:
        if key.isdigit():
            spot: Spot = ("point", int(key))
        elif key == "bar":                  # the whole bar, as the main board's (both players' halves)
            rect = self.board.spot_rect(("bar", 0)).united(self.board.spot_rect(("bar", 1))).toAlignedRect()
            return QRect(self.board.mapToGlobal(rect.topLeft()), rect.size())
        else:
            spot = ("off" if key.startswith("tray") else "supply", int(key[-1]))
        rect = self.board.spot_rect(spot).toAlignedRect()
        return QRect(self.board.mapToGlobal(rect.topLeft()), rect.size())


def _editor_factory(_key: str, obj: QObject) -> QAccessibleInterface | None:
    access = getattr(obj, "access", None)        # None while the board is being made: asked again after
    if isinstance(obj, EditorBoard) and isinstance(access, EditorAccess):
        iface = BoardAccessible(obj, access, EditorAccess.KEYS, obj.tr("Position editor board"))  # type: ignore[arg-type]
        obj.interface = iface        # kept while the board lives (else Python lets go of it and its children)
        obj.destroyed.connect(lambda *_args, places=iface.places: release_places(places))
        return iface
    return None


_FACTORY_INSTALLED = False


class EditorBoard(QWidget):
    """The editor's board for an :class:`EditedPosition` (see the module
    docstring), drawn with the main board's :class:`~.geometry.BoardGeometry`
    (``home_left``: the bottom player's home board at the left) and theme,
    player ``bottom`` at the bottom.

    Keyboard: a ring marks a place; the arrows move it to the next place in
    that direction as drawn, a typed number (two digits quickly for 10 to
    24) puts it on that point (the bottom player's numbers, as printed), B
    on the bar and O on the tray of the colour chosen; + (or Insert, Space)
    adds a checker of the colour chosen there, - (or Delete, Backspace)
    removes one, C changes the colour chosen.  Enter is the dialog's (Start).

    Signals:
        edited(): a checker was added, removed or moved.
        colour_changed(int): the colour chosen changed from the keyboard.
        ring_moved(): the ring moved.
    """

    edited = Signal()
    colour_changed = Signal(int)
    ring_moved = Signal()

    def __init__(self, edited: EditedPosition, parent: QWidget | None = None, home_left: bool = False,
                 bottom: int = 0) -> None:
        super().__init__(parent)
        global _FACTORY_INSTALLED
        if not _FACTORY_INSTALLED:
            QAccessible.installFactory(_editor_factory)
            _FACTORY_INSTALLED = True
        self.state = edited
        self.board_geometry = BoardGeometry(home_left=home_left)
        self.bottom = bottom            # the player drawn at the bottom (the geometry's side 0)
        self.colour = bottom            # whose checker a left click on a point adds
        self.ring: Spot = ("point", 1)
        self._typed = ""
        self._typed_at = 0.0
        self._pressed: tuple[Spot, int] | None = None   # (where, player) of a drag in progress
        self._drag_at: QPoint | None = None
        self.setMinimumSize(300, 200)         # scaled down in a small dialog (a 1024x768 screen)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.interface: BoardAccessible | None = None        # made by the factory when first asked
        self.access = EditorAccess(self)
        # with a screen reader running, Qt may have made (and kept) a plain interface while the board
        # was being made, before the factory could know it: let it go, so that the factory is asked
        cached = QAccessible.queryAccessibleInterface(self)
        if cached is not None and not isinstance(cached, BoardAccessible):
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(cached))
        self.setAccessibleName(self.tr("Position editor board"))

    # ------------------------------------------------------------ geometry
    def _transform(self) -> QTransform:
        """Scene (the geometry's case) to widget coordinates, scaled to fit."""
        case = self.board_geometry.case_rect
        scale = min(self.width() / case.width(), self.height() / case.height())
        t = QTransform()
        t.translate((self.width() - case.width() * scale) / 2, (self.height() - case.height() * scale) / 2)
        t.scale(scale, scale)
        t.translate(-case.x(), -case.y())
        return t

    def _scene_rect(self, spot: Spot) -> QRectF:
        g = self.board_geometry
        kind, n = spot
        if kind == "point":
            return g.column_rect(n)
        if kind == "bar":
            return g.grab_rect(self.side(n), BAR)
        if kind == "off":
            return g.tray_rect(self.side(n))
        strip = g.strip_rect()                      # the supplies: the cube's strip, a half each
        half = strip.height() / 2
        return QRectF(strip.left(), strip.top() + (0 if self.side(n) == 1 else half), strip.width(), half)

    def side(self, player: int) -> int:
        """Where ``player`` is drawn: 0 at the bottom, 1 at the top."""
        return player ^ self.bottom

    def spots(self) -> list[Spot]:
        return ([("point", b) for b in range(1, 25)] + [("bar", 0), ("bar", 1), ("off", 0), ("off", 1),
                                                        ("supply", 0), ("supply", 1)])

    def spot_rect(self, spot: Spot) -> QRectF:
        """The rectangle of ``spot`` in widget coordinates."""
        return self._transform().mapRect(self._scene_rect(spot))

    def spot_at(self, pos: QPoint | QPointF) -> Spot | None:
        """The spot under ``pos`` (widget coordinates), or None."""
        inverse, ok = self._transform().inverted()
        if not ok:
            return None
        scene = inverse.map(QPointF(pos))
        return next((spot for spot in self.spots() if self._scene_rect(spot).contains(scene)), None)

    def spot_centre(self, spot: Spot) -> QPoint:
        """A point inside ``spot`` (for clicks in tests)."""
        return self.spot_rect(spot).center().toPoint()

    # ------------------------------------------------------------ editing
    def _slot(self, spot: Spot, player: int) -> int:
        """``spot`` as ``player``'s own point number (0 off, 25 bar)."""
        kind, n = spot
        if kind == "bar":
            return BAR
        if kind == "off":
            return OFF
        return n if player == self.bottom else 25 - n

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
        self.access.refresh()
        self.update()
        self.edited.emit()
        self._name_changed()

    def _name_changed(self) -> None:
        if QAccessible.isActive():
            for i in range(len(EditorAccess.KEYS)):
                event = QAccessibleEvent(self, QAccessible.Event.NameChanged)
                event.setChild(i)
                QAccessible.updateAccessibility(event)

    # ------------------------------------------------------------ keyboard
    def move_ring(self, spot: Spot) -> None:
        """Put the keyboard's ring on ``spot``."""
        self.ring = spot
        self.update()
        self.ring_moved.emit()
        if QAccessible.isActive() and self.hasFocus():
            event = QAccessibleEvent(self, QAccessible.Event.Focus)
            event.setChild(EditorAccess.KEYS.index(self.access.focused_key()))
            QAccessible.updateAccessibility(event)

    def _step(self, dx: int, dy: int) -> None:
        """The ring to the nearest place in the direction (dx, dy) as drawn."""
        ring = self.spot_rect(self.ring)
        here = ring.center()
        least = min(ring.width(), ring.height()) / 2         # a place beside this one, not level with it
        best: tuple[bool, float, Spot] | None = None
        for spot in self.spots():
            c = self.spot_rect(spot).center()
            ax, ay = c.x() - here.x(), c.y() - here.y()
            along = ax * dx + ay * dy
            if along <= least:
                continue
            across = abs(ax * dy) + abs(ay * dx)
            key = (across > along, along + 2 * across)     # those within 45 degrees first, then the nearest
            if best is None or key < best[:2]:
                best = (key[0], key[1], spot)
        if best is not None:
            self.move_ring(best[2])

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        steps: dict[int, tuple[int, int]] = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0),
                                             Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}
        text = event.text().lower()
        if key in steps:
            self._step(*steps[key])
        elif text.isdigit() and text:
            now = time.monotonic()
            typed = self._typed + text if now - self._typed_at < TYPED_NUMBER_SECONDS else text
            if not 1 <= int(typed) <= 24:
                typed = text
            self._typed, self._typed_at = typed, now
            if 1 <= int(typed) <= 24:
                self.move_ring(("point", int(typed)))
            return
        elif text == "b":
            self.move_ring(("bar", self.colour))
        elif text == "o":
            self.move_ring(("off", self.colour))
        elif text == "c":
            self.colour = 1 - self.colour
            self.colour_changed.emit(self.colour)
            self.update()
        elif text in ("+", "=") or key in (Qt.Key.Key_Insert, Qt.Key.Key_Space):   # Enter stays the dialog's
            if self.ring[0] == "supply":
                self.add_at(("off", self.ring[1]))
            else:
                self.add_at(self.ring)
        elif text == "-" or key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.remove_at(self.ring)
        else:
            super().keyPressEvent(event)
            return
        self._typed = ""

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()

    # ------------------------------------------------------------ mouse
    def mousePressEvent(self, event: QMouseEvent) -> None:
        spot = self.spot_at(event.position())
        if spot is None:
            return
        self.setFocus(Qt.FocusReason.MouseFocusReason)
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
        g = self.board_geometry
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), THEME.background)
        painter.setTransform(self._transform())
        painter.fillRect(g.case_rect, THEME.wood_dark)
        for half in g.half_rects():
            painter.fillRect(half, THEME.felt)
        painter.fillRect(g.bar_rect(), THEME.wood_light)
        painter.fillRect(g.strip_rect(), THEME.tray)
        for side in (0, 1):
            painter.fillRect(g.tray_rect(side), THEME.tray)
        painter.setPen(Qt.PenStyle.NoPen)
        for b in range(1, 25):
            painter.setBrush(QBrush(THEME.point_dark if b % 2 else THEME.point_light))   # as the main board
            painter.drawPolygon(g.triangle(b))
        font = painter.font()
        font.setPixelSize(16)
        painter.setFont(font)
        painter.setPen(THEME.text)
        for b in range(1, 25):                     # the bottom player's numbers, as printed on the main board
            painter.drawText(g.number_rect(b), Qt.AlignmentFlag.AlignCenter, str(b))
        radius = g.CHECKER / 2
        low, high = self.bottom, 1 - self.bottom       # the players at the bottom and the top (their colours)
        for b in range(1, 25):             # one stack a point, an impossible second colour on top of the first
            stack = [low] * self.state.at(low, b) + [high] * self.state.at(high, 25 - b)
            for i, player in enumerate(stack):
                text = str(len(stack)) if i == len(stack) - 1 and g.is_squeezed(b, len(stack)) else ""
                self._checker(painter, g.checker_pos(0, b, i, len(stack)), radius, player, text)
        for player in (0, 1):
            side = self.side(player)
            count = self.state.at(player, BAR)
            for i in range(count):
                text = str(count) if i == count - 1 and g.is_squeezed(BAR, count) else ""
                self._checker(painter, g.checker_pos(side, BAR, i, count), radius, player, text)
            painter.setPen(QPen(THEME.checker_rim[player], 1.5))
            painter.setBrush(THEME.checker[player])
            for i in range(self.state.at(player, OFF)):
                c = g.slab_pos(side, i)
                painter.drawRoundedRect(QRectF(c.x() - g.TRAY / 2 + 6, c.y() - g.SLAB / 2 + 1, g.TRAY - 12,
                                               g.SLAB - 2), 3, 3)
            self._checker(painter, self._scene_rect(("supply", player)).center(), radius, player, "+")
        if self.hasFocus():
            painter.setPen(QPen(THEME.focus, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(self._scene_rect(self.ring).adjusted(2, 2, -2, -2))
        if self._pressed is not None and self._drag_at is not None:
            inverse, _ok = self._transform().inverted()
            self._checker(painter, inverse.map(QPointF(self._drag_at)), radius, self._pressed[1], "")
        painter.end()

    @staticmethod
    def _checker(painter: QPainter, centre: QPointF, radius: float, player: int, text: str) -> None:
        painter.setPen(QPen(THEME.checker_rim[player], max(1.0, radius * 0.12)))
        painter.setBrush(THEME.checker[player])
        painter.drawEllipse(centre, radius * 0.92, radius * 0.92)
        if text:
            painter.setPen(THEME.checker_text[player])
            font = painter.font()
            font.setPixelSize(int(radius * 0.9))
            painter.setFont(font)
            painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                             Qt.AlignmentFlag.AlignCenter, text)
