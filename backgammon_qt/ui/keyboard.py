"""Playing without a mouse: a focus ring moved over the board's places with
the keys, and a move entry field that takes gnubg notation.

:class:`BoardKeys` watches the board view's key events (an event filter:
the view itself stays a plain scaling view).  The ring stands on one place
of the side to move, in that side's own numbering (1..24, ``BAR`` = 25,
``OFF`` = 0): the arrow keys move it to the nearest place on screen in
their direction (so they follow the board in either orientation and
shape), a typed number puts it on that point, B on the bar, O on the tray.
Space or Enter picks up the top checker there (its legal destinations
light up, as under the mouse) and, once one is held, puts it down where the
ring stands; Escape puts it back.  While a question is on the board (a
double, a resignation, the end of a game, the tutor's question) the arrow
keys choose among its answers and then Space or Enter gives the one chosen:
no answer is chosen when the question appears, so Space or Enter pressed for
something else (to roll, to end the turn, a key repeated or typed ahead)
never answers it.  Without a chosen answer, Space or Enter on the board's
question only says how to answer it (:attr:`BoardKeys.said`; at the end
of a game or the match, :attr:`BoardKeys.status_said`, which takes the
place of the status line's shorter, mouse-only sentence); on the
tutor's question they are left to the window (Enter ends the turn, which
keeps the play), and say how to answer when the window has no use for
them.  Keys the board does not use now (Space to roll, Enter to end the
turn) are left to the window's shortcuts.  The ring is drawn only while
the board is played by keys: from the first key pressed on it (or focus coming by Tab)
until the next mouse press on the board.

While the view shows an earlier position (the review, read-only:
:attr:`BoardKeys.reviewing`), the keys that act on the live game (a typed
number, B, O, the arrow keys, Space, Enter, Escape with a checker held)
change nothing of it (its ring, held checker, chosen answer) and only ask
the window to say how to go back (:attr:`BoardKeys.refused_in_review`).

The board decides nothing: a put-down is the scene's ``move_requested``,
as a drop is, and the controller accepts or says why not.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView, QLineEdit, QStyleOptionGraphicsItem, QWidget

from .geometry import BAR, OFF
from .theme import THEME

if TYPE_CHECKING:
    from .items import ButtonItem
    from .scene import BoardScene

if TYPE_CHECKING:
    def QT_TRANSLATE_NOOP(context: str, text: str) -> str: ...   # PySide6's returns object
else:
    from PySide6.QtCore import QT_TRANSLATE_NOOP

__all__ = ["BoardKeys", "FocusRingItem", "MoveEntry", "TYPED_NUMBER_SECONDS", "BOARD_KEYS"]

TYPED_NUMBER_SECONDS = 1.2
"""Two digits typed within this time, with no other key between, make one
point number (1 then 3: the 13-point)."""

_DIRECTIONS = {Qt.Key.Key_Left: QPointF(-1, 0), Qt.Key.Key_Right: QPointF(1, 0),
               Qt.Key.Key_Up: QPointF(0, -1), Qt.Key.Key_Down: QPointF(0, 1)}
_PICK_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
BOARD_KEYS: tuple[tuple[str, str], ...] = (
    (QT_TRANSLATE_NOOP("", "Arrow keys"),
     QT_TRANSLATE_NOOP("", "Move the ring to the next point, the bar or the tray in that direction")),
    (QT_TRANSLATE_NOOP("", "1 to 24"),
     QT_TRANSLATE_NOOP("", "Put the ring on that point (your own numbers; two digits typed quickly)")),
    (QT_TRANSLATE_NOOP("", "B / O"),
     QT_TRANSLATE_NOOP("", "Put the ring on the bar / on your bear-off tray")),
    (QT_TRANSLATE_NOOP("", "Space or Enter"),
     QT_TRANSLATE_NOOP("", "Pick up the checker under the ring; with a checker picked up, put it "
                                     "down where the ring is")),
    (QT_TRANSLATE_NOOP("", "Escape"),
     QT_TRANSLATE_NOOP("", "Put the picked-up checker back")),
    (QT_TRANSLATE_NOOP("", "Arrow keys, then Space or Enter"),
     QT_TRANSLATE_NOOP("", "While a question is on the board: choose an answer with the arrow keys, then give "
                           "it (Space or Enter alone never answers a question)")),
)
"""Help > Keyboard's rows for the board's keys above, ``(keys, what they
do)``, Qt source texts (lupdate's context "", translated in ``KeysDialog``'s
where shown, as :mod:`.actions` does)."""
_MODIFIER_KEYS = frozenset(int(k) for k in (Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta,
                                              Qt.Key.Key_AltGr))
"""Keys that are only held for a shortcut (Ctrl+S): pressing one does not show the ring."""


class FocusRingItem(QGraphicsItem):
    """The keyboard's ring: a rectangle drawn twice (a dark halo under a
    light line, so that it shows on any colour of the board); solid on the
    place the ring stands on, dashed around a held checker's place."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.held_rect = QRectF()
        self.setZValue(40)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def set_rects(self, rect: QRectF, held: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect, self.held_rect = QRectF(rect), QRectF(held)
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.united(self.held_rect).adjusted(-6, -6, 6, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for rect, style in ((self.held_rect, Qt.PenStyle.DashLine), (self.rect, Qt.PenStyle.SolidLine)):
            if rect.isNull():
                continue
            painter.setPen(QPen(THEME.focus_halo, 7.0, style))
            painter.drawRoundedRect(rect, 6, 6)
            painter.setPen(QPen(THEME.focus, 3.5, style))
            painter.drawRoundedRect(rect, 6, 6)


class BoardKeys(QObject):
    """The board's keys (see the module's notes), for ``view`` showing ``scene``.

    Signals:
        place_changed(int): the ring moved to a place (the mover's own number,
            ``BAR`` or ``OFF``), or a checker was picked up or put back there.
        answer_focused(int): the answer of a question the arrow keys chose (its index).
        picked_up(int, object): a checker was picked up on a place; the frozenset of
            the places it may go (the side's own numbers, ``OFF`` = 0).
        said(str): a sentence for the status bar's news: how to answer the
            question on the board (Space or Enter pressed with no answer chosen).
        status_said(str): the same, for the question at the end of a game or the
            match: a sentence in place of the status line's (which says only the
            click), so the window does not say the end twice.
        refused_in_review(): one of the board's keys was pressed while the view
            shows an earlier position (:attr:`reviewing`): it did nothing to the
            live game (the window says how to go back to it).
    """

    place_changed = Signal(int)
    answer_focused = Signal(int)
    picked_up = Signal(int, object)
    said = Signal(str)
    status_said = Signal(str)
    refused_in_review = Signal()

    def __init__(self, view: QGraphicsView, scene: BoardScene) -> None:
        super().__init__(view)
        self.view = view
        self.scene = scene
        self.place = 1               # where the ring stands (the side's own numbering)
        self.held: int | None = None  # where the held checker stands
        self.answer: int | None = None   # the answer of the question chosen with the arrow keys (None: none yet)
        self._asked: tuple[str, tuple[str, ...]] | None = None   # the question self.answer belongs to
        self._typed = ""
        self._typed_at = 0.0
        self.keyboard_used = False   # the ring shows once the board is played by keys (or Tab came to it)
        self.ring = FocusRingItem()
        scene.addItem(self.ring)
        scene.state_shown.connect(self._state_shown)
        scene.geometry_changed.connect(self._draw)
        view.installEventFilter(self)
        view.viewport().installEventFilter(self)     # a mouse press hides the ring again

    # ------------------------------------------------------------ what the ring stands on
    @property
    def side(self) -> int:
        """The side whose numbering the ring uses: the side to move, else the bottom one."""
        s = self.scene.state
        return s.mover if s is not None and s.mover is not None else 0

    @property
    def reviewing(self) -> bool:
        """True while the view shows another scene than the live board's (the
        review of an earlier position, ``ui/match_browser.py``): the board is
        read-only, and the keys leave the live game's ring, held checker and
        question alone."""
        return self.view.scene() is not self.scene

    def _answers(self) -> list[ButtonItem]:
        s = self.scene.state
        if self.scene.question_text():          # the window's own question (the tutor's) first
            return list(self.scene.question.buttons)
        return list(self.scene.prompt.buttons) if s is not None and s.prompt is not None else []

    def _question(self) -> tuple[str, tuple[str, ...]] | None:
        """The question on the board, as its text and its answers' keys (None: none)."""
        answers = self._answers()
        if not answers:
            return None
        own = self.scene.question_text()
        return (own or self.scene.prompt.text, tuple(button.key for button in answers))

    def _movable(self) -> frozenset[int]:
        s = self.scene.state
        referee = self.scene.referee
        if s is None or s.mover is None or referee is None:
            return frozenset()
        return referee.movable_points()

    def place_rect(self, place: int) -> QRectF:
        """The scene rectangle the ring draws around ``place`` (1..24 or
        ``BAR`` in the side to move's numbering, ``OFF`` its tray)."""
        g = self.scene.geometry
        if place == OFF:
            return g.tray_rect(self.side)
        return g.grab_rect(self.side, place)

    def _state_shown(self) -> None:
        s = self.scene.state
        if self.held is not None and (s is None or s.mover is None or self.held not in self._movable()):
            self.held = None         # the turn moved on: nothing is held
        asked = self._question()
        if asked != self._asked:     # a new question (or none): no answer is chosen yet
            self._asked, self.answer = asked, None
        self._draw()

    def _draw(self) -> None:
        shown = self.keyboard_used and self.view.hasFocus() and self.scene.state is not None
        answers = self._answers()
        if answers:
            if self.answer is None:  # around the whole question: no answer chosen yet
                box = answers[0].parentItem()
                rect = box.sceneBoundingRect() if box is not None else QRectF()
            else:
                button = answers[self.answer]
                rect = button.mapRectToScene(button.boundingRect())
            self.ring.set_rects(rect.adjusted(-4, -4, 4, 4), QRectF())
        else:
            held = self.place_rect(self.held) if self.held is not None else QRectF()
            self.ring.set_rects(self.place_rect(self.place), held)
        self.ring.setVisible(shown)

    # ------------------------------------------------------------ keys
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress:
            if self.keyboard_used:
                self.keyboard_used = False
                self._draw()
            return False
        if watched is not self.view:
            return False
        if kind in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
            if kind == QEvent.Type.FocusIn and isinstance(event, QFocusEvent) and event.reason() in (
                    Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
                self.keyboard_used = True
            self._draw()
            return False
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) or not isinstance(event, QKeyEvent):
            return False
        shortcut = event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                                         | Qt.KeyboardModifier.MetaModifier)
        function_key = int(Qt.Key.Key_F1) <= event.key() <= int(Qt.Key.Key_F35)   # F11 (full screen), F1 (help)
        if not self.keyboard_used and event.key() not in _MODIFIER_KEYS and not shortcut and not function_key:
            self.keyboard_used = True
            self._draw()
        if not self._wants(event):
            return False
        if kind == QEvent.Type.ShortcutOverride:
            event.accept()           # the key comes to us as a key press, not to a shortcut
            return True
        self._handle(event)
        return True

    def _wants(self, event: QKeyEvent) -> bool:
        """Whether the board uses this key now (else a shortcut may)."""
        if self.scene.state is None:
            return False
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if mods not in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier):
            return False
        key = Qt.Key(event.key())
        if key in _DIRECTIONS:
            return True
        if self.reviewing:           # the live game's keys: taken, to say how to go back (Escape: a held checker)
            text = event.text()
            return (key in _PICK_KEYS or (key == Qt.Key.Key_Escape and self.held is not None)
                    or (bool(text) and (text.isdigit() or text.lower() in ("b", "o"))))
        if self._answers():
            # the tutor's question with no answer chosen leaves Space and Enter to the window's shortcuts
            # (Enter ends the turn and keeps the play), and says how to answer if none took them (a key
            # press comes only then); the board's own question takes them at once, to say how to answer
            return key in _PICK_KEYS and (self.answer is not None or not self.scene.question_text()
                                          or event.type() == QEvent.Type.KeyPress)
        if key in _PICK_KEYS:
            return self.held is not None or self.place in self._movable()
        if key == Qt.Key.Key_Escape:
            return self.held is not None
        text = event.text()
        return bool(text) and (text.isdigit() or text.lower() in ("b", "o"))

    def _handle(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        if not event.text().isdigit() or self.reviewing:
            self._typed = ""         # a number is typed digit after digit, with no other key between
        if self.reviewing:
            self.refused_in_review.emit()    # nothing of the live game is picked up, moved or chosen
            return
        answers = self._answers()
        if answers:
            if event.isAutoRepeat():
                return               # a key held down since before the question chooses and answers nothing
            if key in _DIRECTIONS:
                step = 1 if _DIRECTIONS[key].x() + _DIRECTIONS[key].y() > 0 else -1
                if self.answer is None:      # the first arrow: the first answer (Left, Up: the last)
                    self.answer = 0 if step > 0 else len(answers) - 1
                else:
                    self.answer = (self.answer + step) % len(answers)
                self._draw()
                self.answer_focused.emit(self.answer)
            elif self.answer is None:
                keys = {button.key for button in answers}
                over = bool(keys & {"new_match", "next_game"})
                (self.status_said if over else self.said).emit(self._how_to_answer(answers))
            else:
                button = answers[self.answer]
                self.answer = None
                button.clicked.emit(button.key)
            return
        if key in _DIRECTIONS:
            self.move_ring(_DIRECTIONS[key])
        elif key in _PICK_KEYS:
            self.pick_or_put()
        elif key == Qt.Key.Key_Escape:
            self.put_back()
        else:
            self._typed_key(event.text().lower())

    def _how_to_answer(self, answers: list[ButtonItem]) -> str:
        """The sentence said for Space or Enter on a question with no answer chosen."""
        keys = {button.key for button in answers}
        if "new_match" in keys:
            return self.tr("The match is over. To start a new one, choose New match with the arrow keys and press "
                           "Space or Enter, or click it.")
        if "next_game" in keys:
            return self.tr("The game is over. To go on, choose Next game with the arrow keys and press Space or "
                           "Enter, or click it.")
        if self.scene.question_text():
            return self.tr("To answer the tutor, choose an answer with the arrow keys and press Space or Enter, "
                           "or click the answer.")
        return self.tr("Answer the question on the board first: choose an answer with the arrow keys and press "
                       "Space or Enter, or click the answer.")

    def _typed_key(self, text: str) -> None:
        now = time.monotonic()
        if text == "b":
            self.set_place(BAR)
        elif text == "o":
            self.set_place(OFF)
        else:
            typed = self._typed + text if now - self._typed_at < TYPED_NUMBER_SECONDS else text
            if not 1 <= int(typed) <= 24:
                typed = text
            self._typed, self._typed_at = typed, now
            if 1 <= int(typed) <= 24:
                self.set_place(int(typed))

    # ------------------------------------------------------------ moving the ring, picking up
    def set_place(self, place: int) -> None:
        """Put the ring on ``place`` (the side's own number, ``BAR`` or ``OFF``)."""
        self.place = place
        self._draw()
        self.place_changed.emit(place)

    def move_ring(self, direction: QPointF) -> None:
        """To the nearest place on screen in ``direction`` (the view's
        coordinates, so a mirrored or turned board moves as it is seen)."""
        places = [*range(1, 25), BAR, OFF]

        def at(place: int) -> QPointF:
            return QPointF(self.view.mapFromScene(self.place_rect(place).center()))

        here = at(self.place)
        best, best_cost = None, 0.0
        for place in places:
            if place == self.place:
                continue
            d = at(place) - here
            along = d.x() * direction.x() + d.y() * direction.y()
            if along <= 1:
                continue
            across = abs(d.x() * direction.y() - d.y() * direction.x())
            cost = along + 3 * across
            if best is None or cost < best_cost:
                best, best_cost = place, cost
        if best is not None:
            self.set_place(best)

    def pick_or_put(self) -> None:
        """Pick up the top checker where the ring stands, or put the held one down there."""
        side = self.side
        if self.held is None:
            if self.place not in self._movable():
                return
            self.held = self.place
            referee = self.scene.referee
            targets = referee.legal_destinations(self.place) if referee is not None else frozenset()
            self.scene.light_targets(side, targets)
            self._draw()
            self.place_changed.emit(self.place)
            self.picked_up.emit(self.place, targets)
            return
        source, self.held = self.held, None
        self.scene.light_targets(side, frozenset())
        self._draw()
        if self.place != source:
            self.scene.move_requested.emit(source, self.place)

    def put_back(self) -> None:
        """Put the held checker back (nothing moves)."""
        if self.held is None:
            return
        place, self.held = self.held, None
        self.scene.light_targets(self.side, frozenset())
        self._draw()
        self.place_changed.emit(place)


class MoveEntry(QLineEdit):
    """A field for a whole play in gnubg notation (``8/5 6/5``, ``bar/22*``,
    ``6/off``).  Enter sends it; Escape gives the focus back to the board.

    Signals:
        entered(str): the text, when Enter was pressed on a non-empty field.
    """

    entered = Signal(str)

    def __init__(self, board: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board = board
        self.setPlaceholderText(self.tr("Move, e.g. 8/5 6/5 (Ctrl+T)"))
        self.setAccessibleName(self.tr("Move entry"))
        self.setAccessibleDescription(self.tr("Type a play in gnubg notation, such as 8/5 6/5, bar/22* or 6/off, "
                                              "and press Enter"))
        self.setMinimumWidth(200)
        self.returnPressed.connect(self._send)

    def add_clear_button(self) -> None:
        """The button that clears the field (shown while it holds text):
        the window adds it after its first paint (the style's icon is
        loaded for it)."""
        self.setClearButtonEnabled(True)

    def _send(self) -> None:
        text = self.text().strip()
        if text:
            self.entered.emit(text)

    def event(self, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
                and event.key() in (*_PICK_KEYS, Qt.Key.Key_Escape)):
            event.accept()           # Enter sends the entry (not End turn), Space types a space
            return True
        if (event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
                and event.modifiers() == Qt.KeyboardModifier.ControlModifier
                and event.key() in (Qt.Key.Key_Home, Qt.Key.Key_End)):
            event.ignore()           # the window's Ctrl+End (Back to the game) wins; Home/End move in one line
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.board.setFocus(Qt.FocusReason.ShortcutFocusReason)
            return
        super().keyPressEvent(event)
