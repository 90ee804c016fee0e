"""Playing without sight: the board as assistive technology sees it, and
what happens on it said aloud.

The board view gets an accessible interface of its own (a
:class:`QAccessibleWidget` made by the factory :func:`install` gives Qt):
its name is "Backgammon board", its description what to do now (the status
line), and its children are the board's places and things, each a
:class:`PlaceAccessible` whose name tells its content, for example
"Alice's 6-point: 5 white checkers", "Bar: 1 black checker (Bob's)",
"Alice's dice: 5 and 2, 2 used", "Cube: 2, owned by Bob".  The points are
numbered as the side to move counts them (the keyboard's ring counts the
same way, :mod:`.keyboard`), and the child under the ring has the focus.

:class:`BoardAccess` keeps the texts from the scene's state and says what
changed: each move (from the positions before and after, so the computer's
moves and the mouse's too), each roll, each cube action and each question,
together with the status bar's news.  It sends them as one
:class:`QAccessibleAnnouncementEvent` (Qt 6.8 and later; on Linux the
AT-SPI bridge makes it an ``Object:Announcement`` event that screen readers
such as Orca speak) and emits ``announced``; name changes are
``NameChanged`` events of the children, the ring's moves ``Focus`` events.

The texts are computed from the :class:`~backgammon_qt.controller.presentation.BoardState`
alone by the pure functions :func:`place_texts` and :func:`changes`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QRect, QTimer, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsView, QWidget

from backgammon_qt.app.translations import ContextTr

from .geometry import BAR, OFF

if TYPE_CHECKING:
    from backgammon_qt.controller.match import MatchController
    from backgammon_qt.controller.presentation import BoardState
    from backgammon_qt.model import Play

    from .keyboard import BoardKeys
    from .scene import BoardScene

__all__ = ["BoardAccess", "BoardAccessible", "PlaceAccessible", "changes", "install", "place_keys", "place_texts",
           "spoken_news", "spoken_play"]


_tr = ContextTr("BoardAccess")


def place_keys() -> list[str]:
    """The children's keys, in order: the 24 points (``"1"``..``"24"``, the
    side to move's numbers), ``"bar"``, the trays ``"tray0"`` (bottom)
    ``"tray1"``, ``"dice"``, ``"cube"``, the players ``"player0"``
    ``"player1"`` and ``"prompt"`` (a question on the board)."""
    return [str(p) for p in range(1, 25)] + ["bar", "tray0", "tray1", "dice", "cube", "player0", "player1",
                                             "prompt"]


def _colour(state: BoardState, side: int) -> str:
    return _tr("white") if side ^ state.bottom_player == 0 else _tr("black")


def _white(state: BoardState, side: int) -> bool:
    """``side``'s checkers are the white ones (the bottom player's)."""
    return side ^ state.bottom_player == 0


def _values(values: Sequence[object]) -> str:
    if not values:
        return _tr("none")
    if len(values) == 1:
        return str(values[0])
    return _tr("{first} and {last}").format(first=", ".join(map(str, values[:-1])), last=values[-1])


def viewing_side(state: BoardState) -> int:
    """The side whose numbers the points go by: the side to move, else the bottom one."""
    return state.mover if state.mover is not None else 0


def _counts(state: BoardState, side: int) -> tuple[int, ...]:
    return state.position.player if side == 0 else state.position.opponent


def place_texts(state: BoardState) -> dict[str, str]:
    """Each child's name (by :func:`place_keys`) for ``state``."""
    v = viewing_side(state)
    names = [p.name for p in state.players]
    mine, theirs = _counts(state, v), _counts(state, 1 - v)
    texts: dict[str, str] = {}
    for p in range(1, 25):      # a whole sentence for each case (a count's plural, a colour's agreement)
        if mine[p]:
            text = (_tr("{name}'s {p}-point: %n white checker(s)", None, mine[p]) if _white(state, v)
                    else _tr("{name}'s {p}-point: %n black checker(s)", None, mine[p]))
        elif theirs[25 - p]:
            text = (_tr("{name}'s {p}-point: %n white checker(s) ({other}'s)", None, theirs[25 - p])
                    if _white(state, 1 - v)
                    else _tr("{name}'s {p}-point: %n black checker(s) ({other}'s)", None, theirs[25 - p]))
        else:
            text = _tr("{name}'s {p}-point: empty")
        texts[str(p)] = text.format(name=names[v], p=p, other=names[1 - v])
    on_bar = [(_tr("%n white checker(s) ({name}'s)", None, _counts(state, s)[BAR]) if _white(state, s)
               else _tr("%n black checker(s) ({name}'s)", None, _counts(state, s)[BAR])).format(name=names[s])
              for s in (0, 1) if _counts(state, s)[BAR]]
    texts["bar"] = _tr("Bar: {what}").format(what=", ".join(on_bar)) if on_bar else _tr("Bar: empty")
    for s in (0, 1):
        off = 15 - sum(_counts(state, s)[1:BAR + 1])
        if not off:
            tray = _tr("{name}'s tray: none borne off")
        elif _white(state, s):
            tray = _tr("{name}'s tray: %n white checker(s) borne off", None, off)
        else:
            tray = _tr("{name}'s tray: %n black checker(s) borne off", None, off)
        texts[f"tray{s}"] = tray.format(name=names[s])
    texts["dice"] = _dice_text(state)
    texts["cube"] = _cube_text(state)
    for s in (0, 1):
        info = state.players[s]
        parts = [_tr("{colour}, at the {where}").format(
            colour=_colour(state, s), where=_tr("bottom") if s == 0 else _tr("top")),
            _tr("score {n}, {away}-away").format(n=info.score, away=info.away) if info.away is not None
            else _tr("score {n}").format(n=info.score)]
        parts.append(_tr("%n pip(s)", None, info.pips))
        if info.clock:
            parts.append(_tr("clock {time}").format(time=info.clock))
        if state.on_roll == s:
            parts.append(_tr("on roll"))
        if s == 1 and state.match_text:
            parts.append(state.match_text)      # the match line and its rules, drawn on the top panel
        texts[f"player{s}"] = _tr("{name}: {about}").format(name=info.name, about=", ".join(parts))
    if state.prompt is not None:
        answers = ", ".join(label for _key, label in state.prompt.buttons)
        texts["prompt"] = (_tr("Question: {text} Answers: {answers}").format(text=state.prompt.text, answers=answers)
                           if answers else state.prompt.text)
    else:
        texts["prompt"] = _tr("No question")
    return texts


def _dice_text(state: BoardState) -> str:
    names = [p.name for p in state.players]
    parts = []
    for s, roll in enumerate(state.rolls):
        if roll is None or not roll.values:
            continue
        values = _values(list(roll.values))
        if roll.current:
            used = [v for v, u in zip(roll.values, roll.used, strict=False) if u]
            parts.append(_tr("{name}'s dice: {values}, {used} used").format(name=names[s], values=values,
                                                                             used=_values(used)))
        else:
            parts.append(_tr("{name}'s last roll: {values}").format(name=names[s], values=values))
    if state.roll_side is not None and state.prompt is None:
        parts.append(_tr("{name} to roll").format(name=names[state.roll_side]))
    return "; ".join(parts) if parts else _tr("Dice: not rolled")


def _cube_text(state: BoardState) -> str:
    if not state.cube_visible:
        return _tr("No cube in these rules")
    if state.cube_offered:
        return _tr("Cube: {v}, a double to {w} offered").format(v=state.cube_value, w=2 * state.cube_value)
    if state.cube_owner is None:
        return _tr("Cube: {v}, in the middle").format(v=state.cube_value)
    return _tr("Cube: {v}, owned by {name}").format(v=state.cube_value, name=state.players[state.cube_owner].name)


def _move_text(old: BoardState, new: BoardState, listener: int | None = None) -> str:
    """The move the side to move of ``old`` made to reach ``new`` ("" when the
    positions do not differ by one checker's move of that side), its points
    in the numbers of side ``listener`` (None: the mover's own), a hit said
    in words with whose checker it was."""
    m = old.mover
    if m is None or old.bottom_player != new.bottom_player:
        return ""
    before, after = _counts(old, m), _counts(new, m)
    lost = [p for p in range(26) if after[p] < before[p]]
    gained = [p for p in range(26) if after[p] > before[p]]
    name = old.players[m].name
    if len(lost) != 1 or len(gained) != 1 or before[lost[0]] - after[lost[0]] != 1:
        return ""
    a, b = lost[0], gained[0]
    if a == OFF or b > a:                        # back up the board: a move taken back
        return _tr("{name} takes back a move.").format(name=name)
    turned = listener is not None and listener != m      # the listener counts the points from the other end

    def point(p: int) -> str:
        if p in (BAR, OFF):
            return _tr("bar") if p == BAR else _tr("off")
        return str(25 - p if turned else p)

    if _counts(new, 1 - m)[BAR] <= _counts(old, 1 - m)[BAR]:
        return _tr("{name} moves {a}/{b}.").format(name=name, a=point(a), b=point(b))
    if listener == 1 - m:                        # the listener's own checker went to the bar
        return _tr("{name} moves {a}/{b} and hits your checker on your {b}-point: it is on the bar.").format(
            name=name, a=point(a), b=point(b))
    return _tr("{name} moves {a}/{b} and hits {victim}'s checker: it is on the bar.").format(
        name=name, a=point(a), b=point(b), victim=old.players[1 - m].name)


def spoken_play(name: str, play: Play, dice: tuple[int, int] | None, turned: bool, victim: str | None) -> str:
    """A turn's play said aloud: ``name`` rolled ``dice`` and played each
    move of ``play`` (the mover's numbering) in the listener's numbers
    (``turned``: the listener counts from the other end), a hit said in
    words, on the checker of ``victim`` (None: the listener's own)."""

    def point(p: int) -> str:
        if p in (BAR, OFF):
            return _tr("bar") if p == BAR else _tr("off")
        return str(25 - p if turned else p)

    said = ""
    after_hit = False
    for move in play.moves:
        a, b = point(move.from_point), point(move.to_point)
        if said:
            said += "; " if after_hit else " "        # a pause after the words of a hit
        if not move.hit:
            said += f"{a}/{b}"
        elif victim is None:
            said += _tr("{a}/{b}, hitting your checker").format(a=a, b=b)
        else:
            said += _tr("{a}/{b}, hitting {victim}'s checker").format(a=a, b=b, victim=victim)
        after_hit = move.hit
    said = said or "-"
    if dice is None:
        return _tr("{name} played {play}.").format(name=name, play=said)
    high, low = max(dice), min(dice)
    return _tr("{name} rolled {roll} and played {play}.").format(name=name, roll=f"{high}-{low}", play=said)


def spoken_news(text: str, controller: MatchController | None, bottom_player: int,
                listener: Callable[[], int | None]) -> str:
    """The status bar's news ``text`` as said to a screen reader: a turn's
    play (``controller``'s last) with its hits in words, and the other
    seat's (the computer's) in the numbers of the human listening
    (``listener()``: that player's board side, 0 the bottom, or None; the
    board's bottom side is player ``bottom_player``); other news as it is."""
    c = controller
    played = c.last_played if c is not None else None
    if c is None or played is None or not text or text != played.news:
        return text
    side = listener()
    mover = played.player ^ bottom_player
    theirs = side is not None and mover != side      # the other seat's (the computer's) play
    victim = None if theirs else c.players[1 - played.player]
    return spoken_play(c.players[played.player], played.play, played.dice, theirs, victim)


def changes(old: BoardState | None, new: BoardState, listener: int | None = None) -> list[str]:
    """What to announce when the board goes from ``old`` to ``new``: a move,
    a roll, a cube action, a question, in words; a move's points in the
    numbers of side ``listener`` (0 the bottom; None: the mover's own)."""
    if old is None:
        return []
    said = []
    move = _move_text(old, new, listener)
    if move:
        said.append(move)
    names = [p.name for p in new.players]
    for s, roll in enumerate(new.rolls):
        prev = old.rolls[s]
        if roll is not None and roll.current and (prev is None or not prev.current or prev.values != roll.values):
            said.append(_tr("{name} rolled {values}.").format(name=names[s], values=_values(list(roll.values))))
    if new.cube_offered and not old.cube_offered:
        said.append(_tr("A double to {w} is offered.").format(w=2 * new.cube_value))
    elif (new.cube_value, new.cube_owner) != (old.cube_value, old.cube_owner) and not new.cube_offered:
        said.append(_cube_text(new) + ".")
    if new.prompt is not None and (old.prompt is None or old.prompt.text != new.prompt.text):
        said.append(place_texts(new)["prompt"])
    return said


class PlaceAccessible(QAccessibleInterface):
    """One place or thing of the board (a child of :class:`BoardAccessible`)."""

    def __init__(self, board: BoardAccessible, key: str) -> None:
        super().__init__()
        self.board = board
        self.key = key

    def isValid(self) -> bool:
        return self.board.isValid()

    def object(self) -> Any:
        return None

    def window(self) -> Any:
        return self.board.window()

    def rect(self) -> QRect:
        return self.board.access.place_rect(self.key)

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.StaticText if self.key in ("dice", "cube", "player0", "player1", "prompt") \
            else QAccessible.Role.Cell

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return self.board.access.texts.get(self.key, "")
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        pass

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.focusable = self.key.isdigit() or self.key in ("bar", "tray0", "tray1")
        state.focused = self.board.access.focused_key() == self.key and self.board.widget().hasFocus()
        state.readOnly = True
        return state

    def parent(self) -> QAccessibleInterface:
        return self.board

    def child(self, index: int) -> None:  # type: ignore[override]  # Qt takes nullptr: no child
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> None:  # type: ignore[override]  # Qt takes nullptr: no child
        return None


class BoardAccessible(QAccessibleWidget):
    """The board view's accessible interface: its places as children.

    Also the interface of another board drawn from the same places (the
    position editor's): ``view`` is then that widget, ``keys`` its places
    (default :func:`place_keys`), ``name`` its name, and ``access`` anything
    with the :class:`BoardAccess` members the children read (``texts``,
    ``place_rect()``, ``focused_key()``, ``description()``)."""

    def __init__(self, view: QWidget, access: BoardAccess, keys: list[str] | None = None,
                 name: str | None = None) -> None:
        self.name = name if name is not None else _tr("Backgammon board")
        super().__init__(view, QAccessible.Role.Canvas, self.name)
        self.access = access
        self.places = [PlaceAccessible(self, key) for key in (keys if keys is not None else place_keys())]

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return self.name
        if kind == QAccessible.Text.Description:
            return self.access.description()
        return str(super().text(kind))

    def childCount(self) -> int:
        return len(self.places)

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt takes nullptr: no child
        return self.places[index] if 0 <= index < len(self.places) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        for i, place in enumerate(self.places):
            if place is child or (isinstance(child, PlaceAccessible) and child.key == place.key):
                return i
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt takes nullptr: no child
        for place in self.places:
            if place.rect().contains(x, y):
                return place
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt takes nullptr: no child
        key = self.access.focused_key()
        return next((p for p in self.places if p.key == key), None)


_INSTALLED = False


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    access = getattr(obj, "board_access", None)
    if isinstance(access, BoardAccess) and isinstance(obj, QGraphicsView):
        iface = BoardAccessible(obj, access)
        access.interface = iface       # kept while the view lives (Qt deletes it with the view)
        obj.destroyed.connect(lambda *_args, places=iface.places: release_places(places))
        return iface
    return None


def release_places(places: list[PlaceAccessible]) -> None:
    """The board's widget is gone: Qt's cache of interfaces lets go of the
    children ``places`` of its interface (they have no object whose end
    would tell it)."""
    for place in places:
        QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(place))


def install() -> None:
    """Give Qt the factory of the board's interface (once per process)."""
    global _INSTALLED
    if not _INSTALLED:
        QAccessible.installFactory(_factory)
        _INSTALLED = True


class BoardAccess(QObject):
    """The texts of ``view``'s board (``scene``) for assistive technology,
    and the announcements; ``keys`` is the keyboard's ring (the focused
    child follows it).

    Signals:
        announced(str): the words just announced (moves, rolls, cube actions,
            questions and the status bar's news of one action, together).
    """

    announced = Signal(str)

    def __init__(self, view: QGraphicsView, scene: BoardScene, keys: BoardKeys | None = None,
                 listener: Callable[[], int | None] | None = None) -> None:
        super().__init__(view)
        install()
        self.view = view
        self.scene = scene
        self.keys = keys
        self.listener = listener if listener is not None else (lambda: None)
        self._labels: dict[str, str] = {}          # the answers' labels by key, of every question shown
        self.interface: BoardAccessible | None = None
        self.texts: dict[str, str] = {}
        self._previous: BoardState | None = None
        self._queue: list[str] = []
        self._flush = QTimer(self)
        self._flush.setSingleShot(True)
        self._flush.setInterval(0)
        self._flush.timeout.connect(self._announce_now)
        # made after the window's first paint: Qt may have made (and kept) a plain interface
        # for the view by then; let it go, so that the factory is asked for the board's
        cached = QAccessible.queryAccessibleInterface(view)
        if cached is not None:
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(cached))
        view.board_access = self       # type: ignore[attr-defined]  # found by the factory
        view.setAccessibleName(_tr("Backgammon board"))
        scene.state_shown.connect(self._state_shown)
        if keys is not None:
            keys.place_changed.connect(self._focus_moved)
            keys.picked_up.connect(self._picked_up)
            keys.answer_focused.connect(self._answer_focused)
        scene.prompt_answered.connect(self._answered)
        scene.question_answered.connect(self._answered)
        self._state_shown()            # the board already shown

    # ------------------------------------------------------------ what the interface reads
    def description(self) -> str:
        s = self.scene.state
        return s.status if s is not None else ""

    def focused_key(self) -> str:
        if self.keys is None:
            return ""
        place = self.keys.place
        if place == BAR:
            return "bar"
        if place == OFF:
            s = self.scene.state
            return f"tray{viewing_side(s) if s is not None else 0}"
        return str(place)

    def place_rect(self, key: str) -> QRect:
        """The place's rectangle on the screen (global coordinates)."""
        g = self.scene.geometry
        s = self.scene.state
        side = viewing_side(s) if s is not None else 0
        if key.isdigit():
            rect = g.grab_rect(side, int(key))
        elif key == "bar":
            rect = g.bar_rect()
        elif key.startswith("tray"):
            rect = g.tray_rect(int(key[-1]))
        elif key == "dice":
            rect = self.scene.dice.sceneBoundingRect()
        elif key == "cube":
            rect = self.scene.cube.sceneBoundingRect()
        elif key.startswith("player"):
            rect = g.panel_rect(int(key[-1]))
        else:
            rect = self.scene.prompt.sceneBoundingRect()
        local = self.view.mapFromScene(rect).boundingRect()
        viewport = self.view.viewport()
        return QRect(viewport.mapToGlobal(local.topLeft()), local.size())

    # ------------------------------------------------------------ changes
    def _state_shown(self) -> None:
        state = self.scene.state
        if state is None:
            return
        old_texts, self.texts = self.texts, place_texts(state)
        self._queue.extend(changes(self._previous, state, self.listener()))
        for button in (*self.scene.prompt.buttons, *self.scene.question.buttons):
            self._labels[button.key] = button.label
        self._previous = state
        if self._queue:
            self._flush.start()
        if QAccessible.isActive():
            for i, key in enumerate(place_keys()):
                if old_texts.get(key) != self.texts[key]:
                    event = QAccessibleEvent(self.view, QAccessible.Event.NameChanged)
                    event.setChild(i)
                    QAccessible.updateAccessibility(event)
            QAccessible.updateAccessibility(QAccessibleEvent(self.view, QAccessible.Event.DescriptionChanged))

    def announce(self, text: str) -> None:
        """Say ``text`` (the status bar's news) with the board's changes of the same action."""
        if text:
            self._queue.append(text)
            self._flush.start()

    def _announce_now(self) -> None:
        seen: list[str] = []
        for text in self._queue:
            if text not in seen:
                seen.append(text)
        self._queue = []
        if not seen:
            return
        message = " ".join(seen)
        event = QAccessibleAnnouncementEvent(self.view, message)
        QAccessible.updateAccessibility(event)
        self.announced.emit(message)

    def _answer_focused(self, index: int) -> None:
        """The arrow keys chose an answer of the question on the board: say it."""
        buttons = self.scene.question.buttons if self.scene.question_text() else self.scene.prompt.buttons
        if 0 <= index < len(buttons):
            self._queue.append(_tr("Answer {n} of {count}: {answer}.").format(
                n=index + 1, count=len(buttons), answer=buttons[index].label))
            self._flush.start()

    def _answered(self, key: str) -> None:
        """A question was answered (a click, or Enter on the answer chosen): say which answer, first."""
        label = self._labels.get(key)
        if label:
            self._queue.insert(0, _tr("Answered: {answer}.").format(answer=label))
            self._flush.start()

    def _picked_up(self, place: int, targets: frozenset[int]) -> None:
        where = _tr("the bar") if place == BAR else str(place)
        to = [_tr("off") if t == OFF else str(t) for t in sorted(targets, reverse=True)]
        self._queue.append(_tr("Picked up the checker on {where}: it may go to {places}.").format(
            where=where, places=_values(to)))
        self._flush.start()

    def _focus_moved(self, _place: int) -> None:
        if not self.view.hasFocus():
            return
        key = self.focused_key()
        index = place_keys().index(key) if key in place_keys() else -1
        if index >= 0 and QAccessible.isActive():
            event = QAccessibleEvent(self.view, QAccessible.Event.Focus)
            event.setChild(index)
            QAccessible.updateAccessibility(event)
