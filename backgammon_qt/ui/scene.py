"""The board scene: owns the items and lays them out from a board state.

The scene never decides what is legal.  It asks its *referee* (the
controller: ``movable_points()`` and ``legal_destinations(point)``, points in
the mover's own numbering) which checkers may be picked up and where they
may go, and emits requests; after the controller accepts a move it calls
:meth:`BoardScene.show_state` again and every checker is placed from the new
position, never by pixel arithmetic on the old one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple, Protocol

from PySide6.QtCore import QLocale, QObject, QPointF, QRectF, Signal
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from .geometry import OFF, BoardGeometry
from .items import BoardItem, ButtonItem, CheckerItem, CubeItem, DiceItem, HighlightItem, PlayerPanelItem, PromptItem
from .theme import THEME

if TYPE_CHECKING:
    from backgammon_qt.controller.presentation import BoardState, PlayerInfo

__all__ = ["BoardScene", "Referee"]


class _Places(NamedTuple):
    """Where :meth:`BoardScene._show_decorations` puts things for one state
    (sides are the board's: 0 bottom, 1 top)."""

    current: int | None          # the side whose roll is in play
    button: bool                 # the Roll button is shown
    beside: float                # how far a last roll moves aside to share its gap with the message
    message_side: int | None     # the side whose dice the message stays away from
    banner: bool                 # the message is shown
    banner_over: int | None      # the side whose last roll the message moves aside
    question_side: int | None    # the board's question stays away from this side's dice
    question_area: QRectF        # and goes here
    own_side: int | None         # the window's question stays away from this side's dice


class Referee(Protocol):
    """What the scene asks about the turn in progress (mover's numbering)."""

    def movable_points(self) -> frozenset[int]: ...

    def legal_destinations(self, from_point: int) -> frozenset[int]: ...


class BoardScene(QGraphicsScene):
    """The board: case, points, 30 checkers, dice, cube, player panels,
    prompts.  Player 0 plays from the bottom; the home boards are on the
    right unless :meth:`set_orientation` puts them on the left.

    Points in signals are the mover's own numbers (1..24, ``BAR`` = 25,
    ``OFF`` = 0).

    Signals:
        move_requested(int, int): the mover dropped a checker from a point on another.
        die_move_requested(int, int): a checker on a point was clicked; 0 = left button
            (left die), 1 = right button (right die).
        bear_off_requested(): the mover clicked their tray.
        stuck_checker_pressed(int): the mover pressed one of their checkers that
            cannot move now (its point or ``BAR``), so the reason can be told.
        dice_clicked(): the dice were clicked (end the turn).
        roll_clicked(): the Roll button was clicked.
        cube_clicked(): the cube was clicked (a double where the rules allow it;
            else the controller says why not).
        prompt_answered(str): a prompt button's key (take, drop, next_game...).
        question_answered(str): the key of a button of the question :meth:`ask` shows.
        claim_requested(int): the player (0 or 1) clicked "Claim the win".
        geometry_changed(): the board took another shape (portrait or landscape)
            or orientation; what is drawn from :attr:`geometry` lays itself out again.
        state_shown(): :meth:`show_state` showed a new state (the keyboard's
            ring and the accessible board follow it).
    """

    move_requested = Signal(int, int)
    die_move_requested = Signal(int, int)
    bear_off_requested = Signal()
    stuck_checker_pressed = Signal(int)
    dice_clicked = Signal()
    roll_clicked = Signal()
    cube_clicked = Signal()
    prompt_answered = Signal(str)
    question_answered = Signal(str)
    claim_requested = Signal(int)
    geometry_changed = Signal()
    state_shown = Signal()

    def __init__(self, referee: Referee | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._referee = referee
        self._instant = True             # the next layout puts the checkers in place at once
        self.geometry = BoardGeometry(home_left=False)
        self.setSceneRect(self.geometry.scene_rect)
        self.setBackgroundBrush(THEME.background)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.animation_ms = 220
        self.state: BoardState | None = None
        self._serial = 0                 # bumped by every show_state
        self._active: CheckerItem | None = None
        self._targets: frozenset[int] = frozenset()
        self._layout_pending = False

        self.board = BoardItem(self.geometry)
        self.addItem(self.board)
        self.highlight = HighlightItem()
        self.addItem(self.highlight)
        self.checkers: dict[int, list[CheckerItem]] = {0: [], 1: []}
        for side in (0, 1):
            for _ in range(15):
                item = CheckerItem(side)
                item.picked_up.connect(self._picked_up)
                item.dropped.connect(self._dropped)
                item.clicked.connect(self._clicked)
                item.setPos(self.geometry.slab_pos(side, 0))
                item.set_flat(True)
                self.addItem(item)
                self.checkers[side].append(item)
        self.dice = DiceItem()
        self.dice.clicked.connect(self.dice_clicked)
        self.dice.setVisible(False)
        self.addItem(self.dice)
        # each side's last roll, shown until that player rolls again (never clickable)
        self.last_dice = (DiceItem(), DiceItem())
        for last in self.last_dice:
            last.setVisible(False)
            self.addItem(last)
        self.roll_button = ButtonItem("roll", self.tr("Roll"), 130, 46)
        self.roll_button.clicked.connect(lambda _key: self.roll_clicked.emit())
        self.roll_button.setVisible(False)
        self.addItem(self.roll_button)
        self.cube = CubeItem()
        self.cube.clicked.connect(self._cube_clicked)
        self.addItem(self.cube)
        self.panels = (PlayerPanelItem(0), PlayerPanelItem(1))
        for panel in self.panels:
            panel.claim_clicked.connect(self.claim_requested)
            self.addItem(panel)
        self.prompt = PromptItem()
        self.prompt.answered.connect(self.prompt_answered)
        self.addItem(self.prompt)
        self.question = PromptItem()          # a question of the window's own (the tutor's), see ask()
        self.question.answered.connect(self.question_answered)
        self.addItem(self.question)
        self._question: tuple[str, tuple[tuple[str, str], ...], int] | None = None
        self.banner = PromptItem()
        self.banner.setZValue(25)
        self.addItem(self.banner)
        self._place_fixed_items()

    # ------------------------------------------------------------ options
    @property
    def referee(self) -> Referee | None:
        """Who answers for the turn in progress (the match's controller).  A
        new referee is a new match shown: its first state is put in place at
        once, without checkers sliding there."""
        return self._referee

    @referee.setter
    def referee(self, referee: Referee | None) -> None:
        if referee is not self._referee:
            self._instant = True
        self._referee = referee

    @property
    def home_left(self) -> bool:
        return self.geometry.home_left

    @property
    def portrait(self) -> bool:
        return self.geometry.portrait

    def set_orientation(self, home_left: bool) -> None:
        """Home boards at the bottom left (True) or right (False); the
        position and the turn in progress are kept (a drag in progress is
        called off: the checker goes back to its point)."""
        self._set_geometry(home_left, self.geometry.portrait)

    def set_portrait(self, portrait: bool) -> None:
        """The bar across a board taller than wide (True) or upright (False);
        kept like :meth:`set_orientation`."""
        self._set_geometry(self.geometry.home_left, portrait)

    def set_view_size(self, width: float, height: float) -> None:
        """The view shows the board in ``width`` x ``height`` pixels: take
        the shape that shows it bigger (portrait in a view clearly taller
        than wide, see :meth:`BoardGeometry.prefers_portrait`)."""
        self.set_portrait(BoardGeometry.prefers_portrait(width, height))

    def _set_geometry(self, home_left: bool, portrait: bool) -> None:
        g = self.geometry
        if (home_left, portrait) == (g.home_left, g.portrait):
            return
        self.cancel_drag()
        self.geometry = g = BoardGeometry(home_left=home_left, portrait=portrait)
        self.setSceneRect(g.scene_rect)
        self.board.set_geometry(g)
        self._place_fixed_items()
        if self.state is not None:
            self._show_decorations()
            self._layout_checkers(animate=False)
        self.geometry_changed.emit()

    def cancel_drag(self) -> None:
        """Call off a press or drag in progress: the checker goes back to
        its place (without a move) and the lit points go out."""
        item = self._active
        if item is None:
            return
        item.cancel_press()
        self._finish_press()
        self._layout_checkers(animate=False)

    def restyle(self) -> None:
        """The theme changed (:meth:`.theme.Theme.use`): paint everything
        again in its colours (cached items too)."""
        self.setBackgroundBrush(THEME.background)
        for view in self.views():
            view.setBackgroundBrush(THEME.background)
        for item in self.items():
            item.update()

    def set_point_numbers(self, shown: bool) -> None:
        self.board.set_point_numbers(shown)

    def set_animation_ms(self, ms: int) -> None:
        self.animation_ms = max(0, int(ms))

    # ------------------------------------------------------------ showing a state
    def show_state(self, state: BoardState, animate: bool = True) -> None:
        """Show ``state`` (a :class:`~backgammon_qt.controller.presentation.BoardState`).
        While a checker is held the checkers are laid out after its release."""
        turned = self.state is not None and self.state.bottom_player != state.bottom_player
        self.state = state
        self.board.set_numbers_side(state.numbers_side)
        self._serial += 1
        if self._instant or turned or not any(view.isVisible() for view in self.views()):
            animate = False              # a new match, the first board or the board turned: no slide
        self._instant = False
        self._show_decorations()
        if self._active is not None:
            self._layout_pending = True
        else:
            self._layout_checkers(animate)
        self.state_shown.emit()

    def ask(self, text: str, buttons: Sequence[tuple[str, str]], away_from: int) -> None:
        """Show the question ``text`` with ``buttons`` ((key, label) pairs;
        a click emits :attr:`question_answered` with the key) on the board,
        in the gap between the rows of points of the half away from side
        ``away_from``'s dice (that half's last roll waits under it), until
        :meth:`close_question`.  Where the next click meant for the board
        lands (the dice, a checker) it never is."""
        self._question = (text, tuple(buttons), away_from)
        if self.state is not None:
            self._show_decorations()
        self.state_shown.emit()          # the keyboard's answers and the accessible board follow it

    def close_question(self) -> None:
        """Take the question of :meth:`ask` off the board."""
        if self._question is None:
            return
        self._question = None
        if self.state is not None:
            self._show_decorations()
        else:
            self.question.show_prompt("", (), QRectF())
        self.state_shown.emit()

    def question_text(self) -> str:
        """The text of the question :meth:`ask` shows ("" when none)."""
        return self._question[0] if self._question is not None else ""

    def light_targets(self, side: int, targets: frozenset[int]) -> None:
        """Light ``targets`` (``side``'s own numbers) as for a checker picked
        up (the keyboard's pick-up); empty: lights off."""
        self._show_targets(side, targets)

    def update_players(self, players: Sequence[PlayerInfo]) -> None:
        """Refresh only the player panels (the clock ticked)."""
        if self.state is None:
            return
        for side, panel in enumerate(self.panels):
            self._fill_panel(panel, players[side])

    def _place_fixed_items(self) -> None:
        g = self.geometry
        for dice in (self.dice, *self.last_dice):
            dice.set_upright(g.dice_upright)
        # between the columns of a portrait board the Roll button is narrower
        self.roll_button.set_size(104 if g.portrait else 130, 46)
        for side, panel in enumerate(self.panels):
            panel.set_rect(g.panel_rect(side))

    def _fill_panel(self, panel: PlayerPanelItem, info: PlayerInfo) -> None:
        s = self.state
        if s is None:
            return
        whole = QLocale().toString
        if info.away:                   # in a match, until the match is won
            score = self.tr("score {n} \u00b7 {away}-away").format(n=whole(info.score), away=whole(info.away))
        else:
            score = self.tr("score {n}").format(n=whole(info.score))
        panel.colour = panel.side ^ s.bottom_player
        panel.pip_diff = info.pip_diff
        panel.epc = info.epc
        panel.set_info(info.name, score, info.pips, info.clock, info.clock_low, s.on_roll == panel.side,
                       s.match_text if panel.side == 1 else "", info.can_claim)

    def _show_decorations(self) -> None:
        s = self.state
        assert s is not None           # called once a state is shown
        for side, panel in enumerate(self.panels):
            self._fill_panel(panel, s.players[side])
        places = self._places(s)
        self._show_dice(s, places)
        self._show_last_dice(s, places)
        self._show_roll_button(s, places)
        self._show_cube(s)
        self._show_questions(s, places)
        self._show_banner(s, places)

    def _places(self, s: BoardState) -> _Places:
        """Who has which place on the board for state ``s`` (the dice in
        play, the Roll button, the message, the board's and the window's
        questions): each decoration is then shown from it."""
        g = self.geometry
        current = next((side for side, roll in enumerate(s.rolls) if roll is not None and roll.current), None)
        button = s.roll_side is not None and s.prompt is None
        # a last roll and the message share that side's gap (across a portrait board's, the message is wider);
        # a last roll and the Roll button stand side by side along it (_beside_roll_button)
        beside = DiceItem.SIZE * (1.0 if g.portrait else 0.85)
        # a message is shown in the half away from the dice in play: over the other side's last roll,
        # which then moves aside (as beside the Roll button) so that both are read
        message_side = s.dice_side if s.dice_side is not None else s.roll_side
        banner = bool(s.message) and s.prompt is None and self._question is None    # a question has that place
        banner_over = 1 - message_side if banner and message_side is not None else None
        if button and s.roll_side == banner_over:
            banner_over = None               # the Roll button has the place beside those dice
        # a question goes where no click meant for the board lands and nothing it asks about is hidden:
        # the gap between the rows of points of one half, away from the dice in play (or, before a roll,
        # over the last roll of the player on roll, hidden meanwhile), never over the bar or the cube
        question_side = None
        question_area = QRectF()
        if s.prompt is not None:
            if s.dice_side is not None:
                question_side = s.dice_side
            elif s.on_roll is not None:
                question_side = 1 - s.on_roll
            else:
                question_side = 0
            # no dice in play: in a portrait board either half will do, where it hides the fewest checkers
            question_side, question_area = self._question_place(question_side, s.dice_side is None)
        # the window's own question (the tutor's, about the action just asked for) takes the board's
        # question's place until it is answered: never two questions at once
        own_side = None
        if self._question is not None:
            own_side = self._question[2] if question_side is None else question_side
        return _Places(current, button, beside, message_side, banner, banner_over,
                       question_side, question_area, own_side)

    def _show_dice(self, s: BoardState, p: _Places) -> None:
        """The dice in play (the current roll's, or a state's without rolls)."""
        g = self.geometry
        colour = (s.bottom_player, 1 - s.bottom_player)        # player of each side
        if p.current is None and s.dice and s.dice_side is not None:       # a state without rolls
            self.dice.set_dice(s.dice, s.dice_used, s.dice_clickable, colour[s.dice_side])
            self.dice.setPos(g.dice_centre(s.dice_side))
        elif p.current is not None:
            roll = s.rolls[p.current]
            assert roll is not None
            self.dice.set_dice(roll.values, roll.used, roll.clickable, colour[p.current])
            self.dice.setPos(g.dice_centre(p.current))
        else:
            self.dice.set_dice(())

    def _show_last_dice(self, s: BoardState, p: _Places) -> None:
        """Each side's last roll, unless in play or under a question."""
        g = self.geometry
        colour = (s.bottom_player, 1 - s.bottom_player)        # player of each side
        under = {1 - q for q in (p.question_side, p.own_side) if q is not None}     # whose last roll waits
        for side, item in enumerate(self.last_dice):
            roll = s.rolls[side]
            if side != p.current and roll is not None and side not in under:
                item.set_dice(roll.values, roll.used, False, colour[side], current=roll.current, note=roll.note)
                if p.button and s.roll_side == side:       # beside the Roll button, along the gap
                    # its note ("cannot move") too: the dice and the note together centred across the gap
                    off = item.boundingRect().center()
                    across = QPointF(off.x(), 0.0) if g.portrait else QPointF(0.0, off.y())
                    item.setPos(self._beside_roll_button(side)[0] - across)
                else:
                    shared = p.banner_over == side and not g.portrait
                    item.setPos(g.dice_centre(side, -p.beside if shared else 0.0))
            else:
                item.set_dice(())

    def _beside_roll_button(self, side: int) -> tuple[QPointF, QPointF]:
        """Where ``side``'s last roll and the Roll button stand side by side:
        along the gap between the rows of points (in portrait, between the
        columns), never across it, where they would cover the top of a tall
        stack and its count (:meth:`BoardGeometry.dice_pair`)."""
        g = self.geometry

        def along(rect: QRectF) -> float:
            return rect.height() if g.portrait else rect.width()

        return g.dice_pair(side, along(self.last_dice[side].boundingRect()), along(self.roll_button.boundingRect()))

    def _show_roll_button(self, s: BoardState, p: _Places) -> None:
        self.roll_button.setVisible(p.button)
        if s.roll_side is not None:
            self.roll_button.set_label(s.roll_label)
            shared = s.rolls[s.roll_side] is not None and s.roll_side != p.current
            self.roll_button.setPos(self._beside_roll_button(s.roll_side)[1] if shared
                                    else self.geometry.dice_centre(s.roll_side))

    def _show_cube(self, s: BoardState) -> None:
        self.cube.setVisible(s.cube_visible)
        self.cube.set_cube(s.cube_value, s.cube_owner is None, s.cube_clickable, s.cube_offered)
        self.cube.setPos(self.geometry.cube_pos(s.cube_owner))

    def _show_questions(self, s: BoardState, p: _Places) -> None:
        """The board's prompt and the window's own question (:meth:`ask`)."""
        if s.prompt is not None and p.question_side is not None and self._question is None:
            self.prompt.show_prompt(s.prompt.text, s.prompt.buttons, p.question_area, compact=True)
        else:
            self.prompt.show_prompt("", (), QRectF())
        if self._question is not None and p.own_side is not None:
            text, buttons, _away = self._question
            self.question.show_prompt(text, buttons, self._question_place(p.own_side, False)[1], compact=True)
        else:
            self.question.show_prompt("", (), QRectF())

    def _show_banner(self, s: BoardState, p: _Places) -> None:
        """The state's message, away from the dice in play."""
        g = self.geometry
        if not p.banner:
            self.banner.show_prompt("", (), QRectF())
            return
        area = g.message_rect(p.message_side)
        over = p.banner_over
        if over is not None and s.rolls[over] is not None and over != p.current:
            if g.portrait:               # the dice stand one above the other: the message goes below them
                below = self.last_dice[over].sceneBoundingRect().bottom() + 6
                area = QRectF(area.left(), below, area.width(), 64)
            else:                        # beside that side's last roll, across the gap
                area.moveCenter(g.dice_centre(over, p.beside))
        self.banner.show_prompt(s.message, (), area, compact=True)

    def _question_place(self, side: int, either_half: bool) -> tuple[int, QRectF]:
        """Where a question goes: ``(away_from, area)``, the area in the half
        away from side ``away_from``'s dice (``side``, or the other one
        when ``either_half`` and it hides fewer checkers).  Landscape: the
        gap between the rows of points (:meth:`BoardGeometry.question_rect`),
        where no checker stands.  Portrait: the points run across the half,
        so the question goes up or down the half to where it covers the
        fewest checkers of the state shown (nearest the middle on a tie)."""
        g = self.geometry
        s = self.state
        if not g.portrait or s is None:
            return side, g.question_rect(side)
        r = g.CHECKER / 2
        checkers = []
        for who, counts in enumerate((s.position.player, s.position.opponent)):
            for point in range(1, 26):
                n = counts[point]
                for i in range(n):
                    c = g.checker_pos(who, point, i, n)
                    checkers.append(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r))
        outer, home = g.half_rects()
        best: tuple[tuple[int, bool, float], int, QRectF] | None = None
        for away in (side, 1 - side) if either_half else (side,):
            half = outer if away == 0 else home
            base = g.question_rect(away)
            height = 100.0                          # about a question's height, two lines and its buttons
            steps = int((half.height() - height) // (g.POINT_W / 2))
            for k in range(steps + 1):
                top = half.top() + k * g.POINT_W / 2
                area = QRectF(half.center().x() - 170, top, 340, height)
                covered = sum(area.intersects(c) for c in checkers)
                key = (covered, away != side, abs(area.center().y() - base.center().y()))
                if best is None or key < best[0]:
                    best = (key, away, QRectF(base.left(), top, base.width(), height))
        assert best is not None
        return best[1], best[2]

    def _layout_checkers(self, animate: bool) -> None:
        """Place all 30 checkers from the state's position.  Checkers stay
        where they are when their point still holds them; the others slide
        to the places that gained checkers."""
        self._layout_pending = False
        s = self.state
        if s is None:
            return
        g = self.geometry
        ms = self.animation_ms if animate else 0
        sides = (s.position.player, s.position.opponent)
        movable: frozenset[int] = frozenset()
        if s.mover is not None and self.referee is not None:
            movable = self.referee.movable_points()
        upright = 90 if g.slabs_upright else 0
        for side in (0, 1):
            counts = sides[side]
            for checker in self.checkers[side]:
                checker.set_colour(side ^ s.bottom_player)
            stacks = self._assign(self.checkers[side], counts)
            for loc, items in stacks.items():
                n = len(items)
                for i, item in enumerate(items):
                    item.location = loc
                    item.stack_index = i
                    if loc == OFF:
                        target = g.slab_pos(side, i)
                    else:
                        target = g.checker_pos(side, loc, i, n)
                    item.set_flat(loc == OFF)
                    item.setRotation(upright if loc == OFF else 0)
                    top = i == n - 1
                    item.set_count_label(str(n) if top and loc != OFF and g.is_squeezed(loc, n) else "")
                    can_drag = top and side == s.mover and loc in movable and loc != OFF
                    if can_drag:             # a press anywhere on the point takes it
                        item.set_draggable(True, g.press_rect(side, loc).translated(-target))
                    else:
                        item.set_draggable(False)
                    moving = (item.pos() - target).manhattanLength() > 0.5 and ms > 0
                    item.setZValue(50 if moving else 1 + i * 0.01)
                    item.move_to(target, ms)

    @staticmethod
    def _assign(items: list[CheckerItem], counts: Sequence[int]) -> dict[int, list[CheckerItem]]:
        """Which item stands where: each place keeps the items it had, up to
        its new count (the lowest of the stack first); the rest fill the places
        that gained checkers."""
        by_loc: dict[int, list[CheckerItem]] = {}
        for item in items:
            by_loc.setdefault(item.location, []).append(item)
        spare: list[CheckerItem] = []
        stacks: dict[int, list[CheckerItem]] = {}
        for loc, here in by_loc.items():
            here.sort(key=lambda it: it.stack_index)
            n = counts[loc]
            stacks[loc] = here[:n]
            spare.extend(here[n:])
        for loc in range(26):
            need = counts[loc]
            if not need:
                continue
            have = stacks.setdefault(loc, [])
            while len(have) < need:
                have.append(spare.pop())
        return {loc: its for loc, its in stacks.items() if its}

    # ------------------------------------------------------------ drag and click
    def _picked_up(self, item: CheckerItem) -> None:
        self._active = item
        targets: frozenset[int] = frozenset()
        if self.referee is not None:
            targets = self.referee.legal_destinations(item.location)
        self._targets = targets
        self._show_targets(item.side, targets)

    def _show_targets(self, side: int, targets: frozenset[int]) -> None:
        g = self.geometry
        shapes, rings = [], []
        s = self.state
        for t in sorted(targets):
            path = QPainterPath()
            if t == OFF:
                path.addRoundedRect(g.tray_rect(side), 6, 6)
                shapes.append(path)
                continue
            b = g.bottom_number(side, t)
            path.addPolygon(g.triangle(b))
            path.closeSubpath()
            shapes.append(path)
            # where the checker would land (a hit blot is replaced)
            mine = (s.position.player if side == 0 else s.position.opponent)[t] if s is not None else 0
            rings.append(g.checker_pos(side, t, mine, mine + 1))
        self.highlight.set_targets(shapes, rings)

    def _finish_press(self) -> None:
        self._active = None
        self._targets = frozenset()
        self.highlight.set_targets([], [])

    def _dropped(self, item: CheckerItem, scene_pos: QPointF) -> None:
        self._finish_press()
        target = self.geometry.location_at(scene_pos, item.side)
        serial = self._serial
        if target is not None and target != item.location:
            # a lit place is a move; any other place is asked too, so that the controller says why not
            self.move_requested.emit(item.location, target)
        if self._serial == serial or self._layout_pending:
            # refused or not a legal place: the checker slides back
            self._layout_checkers(animate=True)

    def _clicked(self, item: CheckerItem, which: int) -> None:
        self._finish_press()
        serial = self._serial
        self.die_move_requested.emit(item.location, which)
        if self._serial == serial or self._layout_pending:
            self._layout_checkers(animate=True)

    def _cube_clicked(self) -> None:
        if self.state is not None:      # clickable or not: the controller doubles or says why not
            self.cube_clicked.emit()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mousePressEvent(event)
        s = self.state
        if self.mouseGrabberItem() is not None or s is None or s.mover is None:
            return
        place = self.geometry.location_at(event.scenePos(), s.mover)
        if place == OFF:
            self.bear_off_requested.emit()
        elif place is not None:
            mine = s.position.player if s.mover == 0 else s.position.opponent
            movable = self.referee.movable_points() if self.referee is not None else frozenset()
            if mine[place] and place not in movable:
                self.stuck_checker_pressed.emit(place)
