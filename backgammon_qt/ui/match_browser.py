"""The game list and stepping through the match in the window.

:class:`MatchBrowser` belongs to the main window (``window.browser``).  Its
dock lists every game of the match and every action of each game (the
opening roll, each roll and play, cube actions, resignations).  Choosing a
row, or stepping with Previous/Next move (Page Up/Page Down, Ctrl+Left/Right)
and Previous/Next game (Ctrl+Page Up/Page Down), shows the position after
that action on a second, read-only board in the window: the review.  The
match itself is not touched while reviewing; Back to the game (Ctrl+End, or
stepping past the last action) shows it again, and Play on from here cuts
the match at the reviewed position (the later actions are dropped) and goes
on playing from there.

The dock is made right after the window's first paint (or when first
used), the review board at the first review: start-up shows the board sooner.

A reviewed position is the record replayed through the rules model up to
that action (:meth:`Match.replay` of the games before, then
:meth:`Game.apply` for each action of the game), described by a
:class:`~backgammon_qt.controller.MatchController` as for the live board.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QTreeWidgetItem

from backgammon_qt import session
from backgammon_qt.controller import BoardState, MatchController
from backgammon_qt.lazy import made_when_used
from backgammon_qt.model.game import Game
from backgammon_qt.model.match import Match
from backgammon_qt.model.record import Action, GameRecord, MatchRecord
from backgammon_qt.settings import ANIMATION_MS

from .scene import BoardScene

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDockWidget, QTreeWidget

__all__ = ["MatchBrowser", "Step", "action_text"]

_STEP = Qt.ItemDataRole.UserRole
_RESIGN = {1: "a single game", 2: "a gammon", 3: "a backgammon"}


@dataclass(frozen=True)
class Step:
    """One reviewed position: what the read-only board shows, and the gnubg
    Position ID (player on roll's view) and Match ID there."""

    state: BoardState
    position_id: str
    match_id: str


def action_text(game: GameRecord, index: int) -> str:
    """Words for action ``index`` (0-based) of ``game``, without the
    player's name: ``"Rolls 6-5"``, ``"13/8 13/11"``, ``"Doubles"``...  A
    roll that no play follows had no legal move (``"Rolls 6-6: no move"``)."""
    a: Action = game.actions[index]
    k = a.kind
    if k == "opening":
        d0, d1 = a.dice or (0, 0)
        if a.player < 0:
            return f"Opening roll: both {d0}, again"
        mine, theirs = (d0, d1) if a.player == 0 else (d1, d0)
        return f"Opening roll {mine}-{theirs}: moves first"
    if k == "roll":
        d1, d2 = a.dice or (0, 0)
        text = f"Rolls {d1}-{d2}"
        later = game.actions[index + 1:]
        # no play after a roll: a dance, unless the roller resigned (or the
        # opponent claimed on time) before moving
        if later and later[0].kind not in ("move", "resign", "claim"):
            text += ": no move"
        return text
    if k == "move":
        return a.play or "(no move)"
    if k == "resign":
        return f"Resigns {_RESIGN.get(a.value or 1, 'a single game')}"
    return {"double": "Doubles", "take": "Takes", "drop": "Drops", "beaver": "Beavers",
            "accept": "Accepts", "decline": "Declines", "claim": "Claims the win on time"}.get(k, k)


def _review_state(state: BoardState, caption: str) -> BoardState:
    """``state`` made read-only: nothing to pick up, roll, click or answer;
    ``caption`` shown on the board instead of a prompt; no clocks."""
    players = tuple(replace(p, clock="", clock_low=False, can_claim=False) for p in state.players)
    return replace(state, players=players, mover=None, roll_side=None, dice_clickable=False, cube_clickable=False,
                   cube_offered=False, prompt=None, message=caption)


class MatchBrowser(QObject):
    """The game list dock of ``window`` (a
    :class:`~backgammon_qt.ui.main_window.MainWindow`) and the review of
    earlier positions of its match (see the module docstring).

    ``cursor`` is ``(game, actions)`` of the reviewed position (0-based
    game, number of its actions applied), or None when the window shows the
    match as it is (live).

    Signals:
        stepped(): the position shown changed (a review step, or back to live).
    """

    stepped = Signal()

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.cursor: tuple[int, int] | None = None
        self.record: MatchRecord | None = None      # copy of the live match's record
        self._signature = None
        self._cache: dict[tuple[int, int], list[Step]] = {}
        self._controller = None
        self._sized = False
        self.tree: QTreeWidget | None = None        # the list, made with the dock
        window.settings.changed.connect(self._setting_changed)

        tr = self.tr
        self.prev_game_action = self._action(tr("Previous &game"), "\u00ab " + tr("Game"), self.previous_game,
                                             ["Ctrl+PgUp"])
        self.prev_action = self._action(tr("&Previous move"), "\u2039 " + tr("Move"), self.previous,
                                        ["PgUp", "Ctrl+Left"])
        self.next_action = self._action(tr("&Next move"), tr("Move") + " \u203a", self.next,
                                        ["PgDown", "Ctrl+Right"])
        self.next_game_action = self._action(tr("Next g&ame"), tr("Game") + " \u00bb", self.next_game,
                                             ["Ctrl+PgDown"])
        self.live_action = self._action(tr("&Back to the game"), tr("Back to the game"), self.show_live,
                                        ["Ctrl+End"])
        self.play_on_action = self._action(tr("Play &on from here"), tr("Play on from here"), self.play_on, [],
                                           tr("Go on playing from the position shown; the later moves "
                                              "are dropped"))
        # the dock's own toggleViewAction(), but there before the dock (made after the first paint)
        self.toggle_action = QAction(tr("&Game list"), window)
        self.toggle_action.setCheckable(True)
        self.toggle_action.setShortcut(QKeySequence("Ctrl+L"))
        self.toggle_action.setStatusTip(tr("Show the games and moves of the match, to step through them"))
        self.toggle_action.triggered.connect(self._toggle_dock)
        window.addAction(self.toggle_action)
        self._update_actions()

    @made_when_used
    def dock(self) -> QDockWidget:
        """The game list dock (hidden at first): the list of games and
        actions and the stepping buttons.  Made after the window's first
        paint (or when first used)."""
        # imported here, so that PySide makes these classes after the first paint
        from PySide6.QtWidgets import (
            QDockWidget,
            QHBoxLayout,
            QHeaderView,
            QToolButton,
            QTreeWidget,
            QVBoxLayout,
            QWidget,
        )

        tr = self.tr
        tree = QTreeWidget()
        tree.setColumnCount(3)
        tree.setHeaderLabels([tr("#"), tr("Player"), tr("Action")])
        tree.setUniformRowHeights(True)
        tree.setRootIsDecorated(True)
        tree.setAlternatingRowColors(True)
        tree.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        header = tree.header()
        header.setStretchLastSection(True)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        tree.currentItemChanged.connect(self._row_chosen)

        panel = QWidget()
        layout = QVBoxLayout(panel)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(tree, 1)
        self.buttons = []
        for actions in ((self.prev_game_action, self.prev_action, self.next_action, self.next_game_action),
                        (self.live_action, self.play_on_action)):
            row = QHBoxLayout()
            for action in actions:
                button = QToolButton()
                button.setDefaultAction(action)
                button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
                row.addWidget(button)
                self.buttons.append(button)
            layout.addLayout(row)

        dock = QDockWidget(tr("Game list"), self.window)
        dock.setObjectName("game_list_dock")
        dock.setWidget(panel)
        dock.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea)
        self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.hide()
        dock.toggleViewAction().toggled.connect(self.toggle_action.setChecked)   # shown or closed
        self.tree = tree
        if self.record is not None:          # the match so far
            self._sync_tree()
            self._select(self.current())
        return dock

    def _toggle_dock(self, checked: bool) -> None:
        """Show or close the dock, as its toggleViewAction() does (which
        in turn keeps :attr:`toggle_action` checked while the dock shows)."""
        if checked == self.dock.isHidden():
            if checked:
                self.dock.show()
            else:
                self.dock.close()

    @made_when_used
    def scene(self) -> BoardScene:
        """The read-only review board, made at the first review."""
        settings = self.window.settings
        scene = BoardScene(parent=self)
        scene.set_orientation(settings.get("orientation") == "left")
        scene.set_point_numbers(settings.get("point_numbers"))
        scene.set_animation_ms(ANIMATION_MS[settings.get("animation_speed")])
        return scene

    def _action(self, text: str, short: str, slot, keys: list[str], tip: str = "") -> QAction:
        action = QAction(text, self.window)
        action.setIconText(short)
        action.setShortcuts([QKeySequence(k) for k in keys])
        action.setToolTip(tip or text.replace("&", ""))
        if tip:
            action.setStatusTip(tip)
        action.triggered.connect(lambda _checked=False: slot())
        self.window.addAction(action)
        return action

    def show_list(self) -> None:
        """Show the game list dock (a usable width the first time)."""
        first = not self._sized
        self.dock.show()
        if first:
            self._sized = True
            self.window.resizeDocks([self.dock], [330], Qt.Orientation.Horizontal)

    def add_to_menus(self, view_menu: QMenu, go_menu: QMenu) -> None:
        """The Game list toggle into ``view_menu``; the steps into ``go_menu``."""
        view_menu.addAction(self.toggle_action)
        for action in (self.prev_action, self.next_action, self.prev_game_action, self.next_game_action):
            go_menu.addAction(action)
        go_menu.addSeparator()
        go_menu.addAction(self.live_action)
        go_menu.addAction(self.play_on_action)

    # ------------------------------------------------------------ state
    @property
    def reviewing(self) -> bool:
        """True while an earlier position is shown (the board is read-only)."""
        return self.cursor is not None

    def live_end(self) -> tuple[int, int]:
        """``(game, actions)`` of the match as it is: the last game, all its actions."""
        games = self.record.games if self.record is not None else []
        if not games:
            return 0, 0
        return len(games) - 1, len(games[-1].actions)

    def current(self) -> tuple[int, int]:
        """The position shown: the cursor, or the live end."""
        return self.cursor if self.cursor is not None else self.live_end()

    def step(self) -> Step:
        """The reviewed step (only while :attr:`reviewing`)."""
        if self.cursor is None:
            raise LookupError("no earlier position is shown")
        gi, k = self.cursor
        return self._steps(gi)[k]

    def position_id(self) -> str:
        """gnubg Position ID of the position shown (reviewed or live)."""
        if self.cursor is None:
            return self.window.controller.position_id()
        return self.step().position_id

    # ------------------------------------------------------------ following the live match
    def match_started(self, controller) -> None:
        """The window shows a new controller: list its match, show it live."""
        if self._controller is not None:
            try:
                self._controller.changed.disconnect(self._live_changed)
            except (RuntimeError, TypeError):
                pass
        self._controller = controller
        controller.changed.connect(self._live_changed)
        if self.tree is not None:
            self.tree.clear()
        self._cache.clear()
        self.record = None
        self._signature = None
        self.cursor = None
        self._show_live_scene()
        self._live_changed()

    def _live_changed(self) -> None:
        c = self._controller
        if c is None:
            return
        match = c.match
        last = match.game
        signature = (len(match.games), len(last.record.actions) if last is not None else 0,
                     last is not None and last.outcome is not None)
        if signature == self._signature:
            return
        self._signature = signature
        self.record = session.session_record(match)
        games = len(self.record.games)
        self._cache = {key: steps for key, steps in self._cache.items()
                       if key[0] < games - 1 or key[1] == len(self.record.games[key[0]].actions)}
        self._sync_tree()
        if self.cursor is None:
            self._select(self.live_end())
        self._update_actions()

    def _sync_tree(self) -> None:
        rec = self.record
        tree = self.tree
        if tree is None:            # no dock yet: it lists the match when made
            return
        tree.blockSignals(True)
        try:
            for gi, game in enumerate(rec.games):
                if gi < tree.topLevelItemCount():
                    item = tree.topLevelItem(gi)
                else:
                    item = QTreeWidgetItem()
                    item.setData(0, _STEP, (gi, 0))
                    tree.addTopLevelItem(item)
                    item.setFirstColumnSpanned(True)
                item.setText(0, self._game_title(gi, game))
                have = item.childCount()
                for k in range(max(0, have - 1), len(game.actions)):  # the last row's words may change
                    child = item.child(k) if k < have else QTreeWidgetItem(item)
                    child.setData(0, _STEP, (gi, k + 1))
                    action = game.actions[k]
                    child.setText(0, str(k + 1))
                    child.setText(1, rec.players[action.player] if action.player in (0, 1) else "")
                    child.setText(2, self.tr(action_text(game, k)))
            last = tree.topLevelItem(len(rec.games) - 1)
            if last is not None:
                last.setExpanded(True)
        finally:
            tree.blockSignals(False)

    def _game_title(self, gi: int, game: GameRecord) -> str:
        a, b = game.score_before
        title = self.tr("Game {n}: {a}\u2013{b}").format(n=gi + 1, a=a, b=b)
        if game.crawford:
            title += self.tr(" (Crawford)")
        if game.outcome is not None:
            title += self.tr(", {w} wins {p}").format(w=self.record.players[game.outcome.winner],
                                                      p=game.outcome.points)
        return title

    def _item(self, gi: int, k: int) -> QTreeWidgetItem | None:
        item = self.tree.topLevelItem(gi)
        if item is None or k == 0:
            return item
        return item.child(k - 1)

    def _select(self, where: tuple[int, int]) -> None:
        if self.tree is None:
            return
        item = self._item(*where)
        if item is None:
            return
        self.tree.blockSignals(True)
        try:
            if item.parent() is not None:
                item.parent().setExpanded(True)
            self.tree.setCurrentItem(item)
            self.tree.scrollToItem(item)
        finally:
            self.tree.blockSignals(False)

    # ------------------------------------------------------------ reviewed positions
    def _steps(self, gi: int) -> list[Step]:
        """Every position of game ``gi``: before the opening roll, then after
        each action."""
        rec = self.record
        game_rec = rec.games[gi]
        key = (gi, len(game_rec.actions))
        steps = self._cache.get(key)
        if steps is not None:
            return steps
        match = Match.replay(session.truncated_record(rec, gi, 0))   # set-up games start from their set-up
        game = match.game
        describer = MatchController(match)     # only describes boards; never shown
        try:
            steps = [self._make_step(describer, match, game, gi, 0)]
            for k, action in enumerate(game_rec.actions, 1):
                game.apply(action)
                steps.append(self._make_step(describer, match, game, gi, k))
        finally:
            describer.deleteLater()
        self._cache[key] = steps
        return steps

    def _make_step(self, describer: MatchController, match: Match, game: Game, gi: int, k: int) -> Step:
        state = describer.board_state()
        rec = self.record
        game_rec = rec.games[gi]
        if k == 0:
            a, b = game.score
            caption = self.tr("Game {n}: {pa} {a}, {pb} {b}").format(n=gi + 1, pa=rec.players[0], a=a,
                                                                     pb=rec.players[1], b=b)
        elif game.outcome is not None and state.prompt is not None:
            caption = state.prompt.text
        else:
            action = game_rec.actions[k - 1]
            who = rec.players[action.player] if action.player in (0, 1) else ""
            words = self.tr(action_text(game_rec, k - 1))
            caption = f"{who}: {words}" if who else words
        return Step(_review_state(state, caption), game.position.position_id(), match.match_id())

    # ------------------------------------------------------------ stepping
    def go_to(self, gi: int, k: int) -> None:
        """Show the position after ``k`` actions of game ``gi`` (clamped to
        the match); the live end shows the match as it is."""
        if self.record is None:
            return
        gi = max(0, min(gi, len(self.record.games) - 1))
        k = max(0, min(k, len(self.record.games[gi].actions)))
        if (gi, k) == self.live_end():
            self.show_live()
            return
        previous = self.cursor
        step = self._steps(gi)[k]
        self.cursor = (gi, k)
        animate = previous is not None and previous[0] == gi and abs(previous[1] - k) == 1
        self.scene.show_state(step.state, animate=animate)
        view = self.window.view
        if view.scene() is not self.scene:
            view.setScene(self.scene)
            view.fit()
        total = len(self.record.games[gi].actions)
        self.window.status_label.setText(self.tr(
            "Game {g}, move {k} of {n} (Position ID {pid}). Ctrl+End: back to the game.").format(
            g=gi + 1, k=k, n=total, pid=step.position_id))
        self._select((gi, k))
        self._update_actions()
        self.stepped.emit()

    def _show_live_scene(self) -> None:
        view = self.window.view
        if view.scene() is not self.window.scene:
            view.setScene(self.window.scene)
            view.fit()

    def show_live(self) -> None:
        """Show the match as it is (leave the review)."""
        was_reviewing = self.cursor is not None
        self.cursor = None
        self._show_live_scene()
        self._select(self.live_end())
        self._update_actions()
        if was_reviewing:
            self.window.refresh()
            self.stepped.emit()

    def previous(self) -> None:
        """One action back."""
        gi, k = self.current()
        if k > 0:
            self.go_to(gi, k - 1)
        elif gi > 0:
            self.go_to(gi - 1, len(self.record.games[gi - 1].actions))

    def next(self) -> None:
        """One action on."""
        if self.cursor is None:
            return
        gi, k = self.cursor
        if k < len(self.record.games[gi].actions):
            self.go_to(gi, k + 1)
        else:
            self.go_to(gi + 1, 0)

    def previous_game(self) -> None:
        """The start of the game before (or of this one when it is the first)."""
        gi, _k = self.current()
        self.go_to(max(0, gi - 1), 0)

    def next_game(self) -> None:
        """The start of the next game (or the match as it is after the last)."""
        if self.cursor is None:
            return
        gi, _k = self.cursor
        if gi + 1 < len(self.record.games):
            self.go_to(gi + 1, 0)
        else:
            self.show_live()

    def play_on(self) -> bool:
        """Cut the match at the reviewed position and play on from there
        (the later actions are dropped).  False when nothing is reviewed."""
        if self.cursor is None:
            return False
        gi, k = self.cursor
        match = Match.replay(session.truncated_record(self.record, gi, k))
        files = getattr(self.window, "files", None)
        if files is not None:
            files.start_match(match, files.path)
        else:
            self.window.start_match(match)
        self.window.news_label.setText(self.tr("Playing on from game {g}, move {k}.").format(g=gi + 1, k=k))
        return True

    def _row_chosen(self, item: QTreeWidgetItem | None, _previous=None) -> None:
        if item is None:
            return
        where = item.data(0, _STEP)
        if where is not None:
            self.go_to(*where)

    def _update_actions(self) -> None:
        reviewing = self.cursor is not None
        at = self.current()
        self.prev_action.setEnabled(at != (0, 0))
        self.prev_game_action.setEnabled(at != (0, 0))
        self.next_action.setEnabled(reviewing)
        self.next_game_action.setEnabled(reviewing)
        self.live_action.setEnabled(reviewing)
        self.play_on_action.setEnabled(reviewing)

    def _setting_changed(self, name: str, value) -> None:
        if not MatchBrowser.scene.made(self):    # made with the settings of its time
            return
        if name == "orientation":
            self.scene.set_orientation(value == "left")
        elif name == "point_numbers":
            self.scene.set_point_numbers(value)
        elif name == "animation_speed":
            self.scene.set_animation_ms(ANIMATION_MS[value])
