"""The position editor (Edit > Set up position...): a board of its own
where checkers of either colour go on any point, the bar or off, and the
rest of the state (the player on roll, the dice, the cube, the score, the
match, Crawford, who plays each seat), with live pip and off counts and an
impossible position explained in words.

The board (:class:`EditorBoard`) is drawn with the main board's geometry
and theme, from the main board's side: its bottom player at the bottom
(player 0 unless the board shows player 1 there, as against the computer
with the human in the second seat), their home board at the right or the
left as the main board has it, the points numbered from their side; each
player's checkers keep their colour (player 0's light).  A left click on a point adds a checker of the
colour chosen under "Checkers of" (on a half of the bar or a tray, of the
player whose half it is), a right click removes one; a checker dragged from
a supply (the cube's strip: each player's half, top and bottom) lands where
it is dropped; one dragged from a point moves there.  Everything can be done
from the keyboard too (see :class:`EditorBoard`), and the board's places
have accessible names as the main board's do.

What is wrong is the model's :meth:`EditedPosition.problems`; the dialog
disables Start while there is any.
"""

from __future__ import annotations

import time
from dataclasses import replace

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
from backgammon_qt.controller.positions import EditorStart, problem_texts
from backgammon_qt.model.match import MAX_MATCH_LENGTH
from backgammon_qt.model.position_edit import EditedPosition
from backgammon_qt.model.record import MAX_CUBE

from .accessibility import BoardAccessible, place_texts, release_places
from .geometry import BAR, OFF, BoardGeometry
from .keyboard import TYPED_NUMBER_SECONDS
from .seat_box import SeatBox
from .theme import THEME

__all__ = ["EditorAccess", "EditorBoard", "PositionEditor", "Spot"]

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
            texts[f"tray{p}"] = QCoreApplication.translate("EditorBoard", "{name}'s tray: {n} borne off").format(
                name=s.names[p], n=s.at(p, OFF))
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
        self.setMinimumSize(480, 320)
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


class PositionEditor(QDialog):
    """Set up a position and start it (see the module docstring).

    ``edited`` is the state to start from (e.g. the board in play), ``seats``
    who plays each seat at first, ``bottom`` the player drawn at the bottom
    (the main board's), ``home_left`` where the bottom player's
    home board is drawn.  The board has the focus first; Tab goes on
    through the fields.  After ``exec()``, :attr:`choice` is
    ``"play"``, ``"analyse"`` (start it, the player on roll played by a
    human, and show the engine's cube decision and ranked plays), or None.
    """

    def __init__(self, edited: EditedPosition, seats: tuple[str, str] = (HUMAN, HUMAN),
                 parent: QWidget | None = None, home_left: bool = False, bottom: int = 0) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Set up position"))
        self.state = edited
        self.choice: str | None = None
        self.board = EditorBoard(edited, self, home_left, bottom)
        self.board.edited.connect(self.update_figures)

        names = edited.names
        side = QVBoxLayout()
        colour_box = QGroupBox(self.tr("Checkers of"))
        colour_layout = QVBoxLayout(colour_box)
        self.colour_group = QButtonGroup(self)
        self.colour_buttons: list[QRadioButton] = []
        for player in (0, 1):
            where = {(0, 0): self.tr("bottom, light"), (1, 1): self.tr("top, dark"),
                     (0, 1): self.tr("top, light"), (1, 0): self.tr("bottom, dark")}[player, self.board.side(player)]
            button = QRadioButton(f"{names[player]} ({where})")
            button.setChecked(player == self.board.colour)
            self.colour_group.addButton(button, player)
            colour_layout.addWidget(button)
            self.colour_buttons.append(button)
        self.colour_group.idClicked.connect(self._colour_chosen)
        self.board.colour_changed.connect(lambda player: self.colour_buttons[player].setChecked(True))
        side.addWidget(colour_box)
        # how to put checkers on, in sight (a player from gnubg or XG would otherwise guess)
        self.how_to = QLabel(self.tr("Click a point, the bar or a tray to add a checker of the colour chosen; "
                                     "right-click to take one away; drag checkers, or drag from a supply. "
                                     "Keys: arrows or a point's number, + and -, C for the other colour."))
        self.how_to.setWordWrap(True)
        side.addWidget(self.how_to)
        self.counts = QLabel()
        side.addWidget(self.counts)
        tools = QHBoxLayout()
        self.clear_button = QPushButton(self.tr("Clear"))
        self.clear_button.clicked.connect(self._clear)
        self.reset_button = QPushButton(self.tr("Starting position"))
        self.reset_button.clicked.connect(self._reset)
        self.nack_button = QPushButton(self.tr("Nackgammon start"))
        self.nack_button.setToolTip(self.tr("Two checkers each on the 24- and 23-points, four on the 13, three "
                                            "on the 8 and four on the 6"))
        self.nack_button.clicked.connect(self._reset_nackgammon)
        self.fill_button = QPushButton(self.tr("Rest borne off"))
        self.fill_button.setToolTip(self.tr("Put each player's missing checkers in their tray"))
        self.fill_button.clicked.connect(self._fill_off)
        for b in (self.clear_button, self.reset_button, self.nack_button, self.fill_button):
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
        # where the match's later games start: shown, and set by the start buttons (a rule never
        # changes behind the player's back)
        self.variation = QComboBox()
        self.variation.addItem(self.tr("Standard backgammon"), "standard")
        self.variation.addItem(self.tr("Nackgammon"), "nackgammon")
        self.variation.setToolTip(self.tr("Where the later games of the match start (and what the match line "
                                          "and a saved file say). The Starting position and Nackgammon start "
                                          "buttons set it."))
        self.seats = (SeatBox(seats[0]), SeatBox(seats[1]))
        form.addRow(self.tr("On roll:"), self.on_roll)
        form.addRow(self.tr("Dice:"), dice_row)
        form.addRow(self.tr("Cube:"), self.cube)
        form.addRow(self.tr("Cube owner:"), self.owner)
        form.addRow(self.tr("Match length:"), self.length)
        form.addRow(self.tr("Score ({a} – {b}):").format(a=names[0], b=names[1]), score_row)
        form.addRow("", self.crawford)
        form.addRow(self.tr("Later games:"), self.variation)
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
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)
        for widget in (self.on_roll, *self.dice, self.cube, self.owner):
            widget.currentIndexChanged.connect(self._fields_changed)
        for spin in (self.length, *self.scores):
            spin.valueChanged.connect(self._fields_changed)
        self.crawford.toggled.connect(self._fields_changed)
        self.variation.currentIndexChanged.connect(self._fields_changed)
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
        self.variation.setCurrentIndex(max(0, self.variation.findData(s.rules.variation)))

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
        s.rules = replace(s.rules, variation=str(self.variation.currentData()))
        self.update_figures()

    def _colour_chosen(self, player: int) -> None:
        self.board.colour = player

    def _clear(self) -> None:
        self.state.clear()
        self.board._changed()

    def _reset(self) -> None:
        self._start_of("standard")

    def _reset_nackgammon(self) -> None:
        self._start_of("nackgammon")

    def _start_of(self, variation: str) -> None:
        """The start of ``variation``, and the match in that variation (shown in Later games)."""
        self.state.reset(variation)
        self.variation.setCurrentIndex(self.variation.findData(variation))
        self.board._changed()

    def _fill_off(self) -> None:
        self.state.fill_off()
        self.board._changed()

    def update_figures(self) -> None:
        """The counts and the problems after an edit; Start only when none."""
        s = self.state
        lines = []
        for player in (0, 1):
            total, off, pips = s.counts(player)
            lines.append(self.tr("{name}: %n pip(s), {off} off, {total} of 15", "", pips).format(
                name=s.names[player], off=off, total=total))
        self.counts.setText("\n".join(lines))
        problems = problem_texts(s, self.board.bottom)     # the players named, the points as drawn
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
        return EditorStart(s.setup(), s.length, s.score, s.crawford, s.names, (seats[0], seats[1]),
                           s.rules.variation)

    def _finish(self, choice: str) -> None:
        if self.state.problems():
            return
        self.choice = choice
        self.accept()
