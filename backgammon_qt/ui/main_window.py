"""The main window: the board view, menus, toolbar and status bar, wired to
one :class:`~backgammon_qt.controller.match.MatchController` per open match.

Start-up builds only what the first painted board needs: the board, the
status bar, the menus and toolbar with the window's own actions.  Right
after that first paint come the parts that add their own actions and menus
(positions, dice, analysis, the language menu: each inserted where it
belongs) and the board's accessibility, then the docks (hint panel, game
list); the dialogs are made when first opened, the engine at the first
computer move or hint (``benchmarks/gui.py`` times it).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QCoreApplication, Qt, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QDockWidget, QLabel, QMainWindow, QMenu, QToolBar, QVBoxLayout, QWidget

from backgammon_qt.app.lazy import made_when_used
from backgammon_qt.app.paths import APP_TITLE
from backgammon_qt.app.settings import ANIMATION_MS, HUMAN, Settings
from backgammon_qt.controller.engine_jobs.computer import level_names
from backgammon_qt.controller.match import MatchController, MatchSetup
from backgammon_qt.controller.presentation import Answer, EnabledActions
from backgammon_qt.controller.session import Session, UnsavedWork
from backgammon_qt.model.match import Match

from . import actions, window_questions
from .actions import WindowActionAttributes
from .dock_room import DockRoom
from .file_actions import FileActions
from .first_paint import AfterFirstPaint, insert_entries
from .focus_back import FocusBack
from .keyboard import BOARD_KEYS, BoardKeys, MoveEntry
from .match_browser import MatchBrowser
from .picture_actions import PictureActions
from .scene import BoardScene
from .sound import SoundCues
from .status_text import StatusText
from .theme import THEME
from .view import BoardView

if TYPE_CHECKING:
    from backgammon_qt.controller.engine_jobs.computer import ComputerPlayer, EngineSet

    from .accessibility import BoardAccess
    from .analysis_panel import AnalysisActions
    from .dialogs import RulesDialog
    from .dice_actions import DiceActions
    from .hint_panel import HintPanel
    from .language_menu import LanguageMenu
    from .move_list import MoveList
    from .position_actions import PositionActions
    from .rollout_panel import RolloutPanel

__all__ = ["APP_TITLE", "MainWindow"]

class MainWindow(QMainWindow, WindowActionAttributes):
    """The application window.

    ``settings`` defaults to a :class:`Settings` on the user's settings file;
    ``match`` to a new match from the last used setup (names, length, rules);
    ``now`` is the clock's time source for the timed rules (tests).
    ``seats`` says who plays players 0 and 1 (``"human"`` or a computer
    level; default: the last setup's seats, or two humans for a ``match``
    given); they stay for matches opened later until a new match changes
    them.  ``engines`` is the :class:`~backgammon_qt.controller.engine_jobs.computer.EngineSet`
    for the computer and the hints (default: the window's own, closed on
    quit; a given one is left running).

    ``ready`` is emitted once what start-up leaves until after the first
    paint has been made (:meth:`is_ready` says whether it has).
    """

    ready = Signal()

    def __init__(self, settings: Settings | None = None, match: Match | None = None,
                 parent: QWidget | None = None, now: Callable[[], float] | None = None,
                 seats: tuple[str, str] | None = None, engines: EngineSet | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(APP_TITLE)
        self.settings = settings if settings is not None else Settings(parent=self)
        THEME.use(self.settings.get("theme"))                  # before the board is made in its colours
        if self.settings.get("reduce_motion") and self.settings.get("animation_speed"):
            self.settings.set("animation_speed", 0)
        self._speed_before_reduced = 2                         # the speed "reduce motion" turned off
        self.scene = BoardScene(parent=self)
        self.view = BoardView(self.scene, self)
        self.setCentralWidget(self.view)
        self.board_keys = BoardKeys(self.view, self.scene)     # the focus ring (keyboard.py)
        self.focus_back = FocusBack(self, self.view)          # the keys back after a dialog, without a window manager
        self.rules_dialog: RulesDialog | None = None
        # two lines across the status bar: what to do now, and what just happened (each as wide as
        # the window leaves them; a longer text is cut with … and whole in its tooltip)
        self.status_label = StatusText()
        self.news_label = StatusText()
        lines = QWidget()
        column = QVBoxLayout(lines)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.status_label)
        column.addWidget(self.news_label)
        # permanent: a menu's or button's status tip (shown while hovering) must not hide them
        self.statusBar().addPermanentWidget(lines, 1)
        self.status_label.setAccessibleName(self.tr("What to do"))
        self.news_label.setAccessibleName(self.tr("News"))
        self.move_entry = MoveEntry(self.view)                  # a play typed in gnubg notation
        self.statusBar().addPermanentWidget(self.move_entry)
        self.autosave_label = QLabel()          # shown while this window's match is not autosaved
        self.autosave_label.hide()
        self.statusBar().addPermanentWidget(self.autosave_label)
        # the match and everything around it, without widgets (controller/session.py)
        self.session = Session(self.settings, match, now=now, seats=seats, engines=engines, parent=self)
        self.files = FileActions(self, self.session)       # Open, Save, recent files, drops (file_actions.py)
        self.browser = MatchBrowser(self, self.session)    # game list, stepping, play on (match_browser.py)
        self.sound = SoundCues(self.session, self.settings, parent=self)   # the roll, moves, cube (sound.py)
        # made after the first paint (or when first read): positions, dice_actions, analysis,
        # language_menu, board_access -- see _make_after_first_paint
        self.files.update_title()
        self._make_actions()
        self._make_menus()
        self._make_toolbar()

        self.scene.set_orientation(self.session.home_left())
        self.scene.set_point_numbers(self.settings.get("point_numbers"))
        self.scene.set_animation_ms(ANIMATION_MS[self.settings.get("animation_speed")])
        self.settings.changed.connect(self._setting_changed)
        self._connect_scene()
        self.move_entry.entered.connect(self._play_text)
        self.board_keys.said.connect(self._say_and_announce)    # how to answer a question (Space alone does not)
        self.board_keys.status_said.connect(self._show_status_and_announce)    # how to go on after a game
        self.board_keys.refused_in_review.connect(self._say_reviewing)    # a live game's key on an earlier position
        # Escape in a dock (the hint, the move list, the game list, the analysis) gives the keys back to the board
        self.escape_shortcut = QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.escape_to_board)
        # a dock opened where the window has no room for another dock column is tabbed instead
        self.dock_room: DockRoom = DockRoom(self)
        session = self.session
        session.changed.connect(self.refresh)
        session.news.connect(self.news_label.setText)
        session.autosave.written.connect(self._show_autosave_state)     # a failed write shows at once
        session.match_started.connect(self._match_started)
        session.new_match_requested.connect(self.new_match_dialog)
        session.review.stepped.connect(self.refresh)
        session.seating.orientation_changed.connect(self._orientation_changed)

        self.resize(1024, 760)
        geometry = self.settings.get("window_geometry")
        if geometry:
            self.restoreGeometry(QByteArray.fromHex(geometry.encode("ascii")))
        self._match_started(session.current())
        self.refresh()
        self._after_first_paint = AfterFirstPaint(self.view.viewport())
        self._ready = False
        self.after_first_paint(self._make_after_first_paint)
        self.after_first_paint(self._make_docks)
        self.after_first_paint(self._set_ready)

    # ------------------------------------------------------------ what the session holds
    @property
    def controller(self) -> MatchController:
        """The controller of the match in play."""
        return self.session.current()

    @property
    def computer(self) -> ComputerPlayer | None:
        """The computer seats' player of the match in play (None: two humans)."""
        return self.session.computer

    @property
    def engines(self) -> EngineSet:
        """The engines of the computer seats and the hints."""
        return self.session.engines

    @property
    def seats(self) -> tuple[str, str]:
        """Who plays players 0 and 1 (``"human"`` or a computer level)."""
        return self.session.seats

    def after_first_paint(self, callback: Callable[[], object]) -> None:
        """Call ``callback()`` once the board has been painted for the first
        time (at once, from the event loop, if it has been already): start-up
        work that the first painted board does not need.  Callbacks run in
        the order given."""
        self._after_first_paint.add(callback)

    # ------------------------------------------------------------ what the parts may use (window_protocol.WindowHost)
    def widget(self) -> QMainWindow:
        """The Qt window (:meth:`.window_protocol.WindowHost.widget`)."""
        return self

    def say(self, text: str) -> None:
        """Show ``text`` on the news line ("" clears it)."""
        self.news_label.setText(text)

    def show_status(self, text: str) -> None:
        """Show ``text`` on the status line."""
        self.status_label.setText(text)

    def _say_and_announce(self, text: str) -> None:
        self.say(text)
        self.announce(text)

    def _show_status_and_announce(self, text: str) -> None:
        self.show_status(text)
        self.announce(text)

    def announce(self, text: str) -> None:
        """Tell a screen reader ``text``, once the board for screen readers
        is made (nothing before: no one listens yet)."""
        if MainWindow.board_access.made(self):
            self.board_access.announce(text)

    def analysis_changed(self) -> None:
        """The match's analysis changed: the move list (when made) and the
        game list mark it again."""
        if MainWindow.move_list.made(self):
            self.move_list.analysis_changed()
        self.browser.analysis_changed()      # the game list's marks (nothing while it has no rows)

    def go_to(self, game: int, action: int) -> None:
        """Show the board before ``action`` of ``game`` (both 0-based)."""
        self.browser.go_to(game, action)

    def show_game_list(self) -> None:
        """Show the game list."""
        self.browser.show_list()

    def roll_out(self, subject: object) -> bool:
        """Roll ``subject`` (a :class:`~.rollout_panel.RolloutSubject`) out in
        the rollout panel; False when it was not started."""
        return bool(self.rollout_panel.roll_out(subject))

    def analyse_hint(self) -> None:
        """Show the hint panel's analysis of the position shown."""
        self.hint_panel.analyse()

    def open_path(self, path: str) -> None:
        """Open the match file at ``path`` (:meth:`.file_actions.FileActions.open_path`)."""
        self.files.open_path(path)

    def is_ready(self) -> bool:
        """True once the parts made after the first paint are all made."""
        return self._ready

    def _set_ready(self) -> None:
        self._ready = True
        self.ready.emit()

    def _make_after_first_paint(self) -> None:
        """What the first painted board does not need, made right after it:
        the parts with menus and actions of their own, and the board's
        accessibility (each is also made at its first use, e.g. by a test),
        and the move entry's clear button."""
        for part in (MainWindow.board_access, MainWindow.positions, MainWindow.dice_actions,
                     MainWindow.analysis, MainWindow.language_menu):
            part.__get__(self, MainWindow)
        self.move_entry.add_clear_button()

    @made_when_used
    def board_access(self) -> BoardAccess:
        """The board for screen readers (:mod:`.accessibility`)."""
        from .accessibility import BoardAccess

        access = BoardAccess(self.view, self.scene, self.board_keys, listener=self.listening_side)
        self.session.news.connect(self._announce_news)
        return access

    def _announce_news(self, text: str) -> None:
        """Say the status bar's news (:func:`.accessibility.spoken_news`)."""
        from .accessibility import spoken_news

        self.board_access.announce(spoken_news(text, self.session.controller, self.session.bottom_player(),
                                               self.listening_side))

    def listening_side(self) -> int | None:
        """The board side (0 the bottom) of the one human at the board when
        the computer has the other seat: the computer's moves are said in
        that player's numbers.  None with two humans (each hears a move in
        its mover's numbers) or two computer seats."""
        humans = [player for player in (0, 1) if self.seats[player] == HUMAN]
        return humans[0] ^ self.session.bottom_player() if len(humans) == 1 else None

    @made_when_used
    def positions(self) -> PositionActions:
        """Paste a position, the editor, take-backs (:mod:`.position_actions`):
        its entries at the end of the Edit menu, Set up position on the
        toolbar before the orientation switch."""
        from .position_actions import PositionActions

        positions = PositionActions(self)
        positions.add_to_menu(self.edit_menu)
        scratch = QToolBar(self)
        scratch.hide()
        positions.add_to_toolbar(scratch)
        for action in scratch.actions():
            self.toolbar.insertAction(self.orientation_action, action)
        scratch.deleteLater()
        return positions

    @made_when_used
    def dice_actions(self) -> DiceActions:
        """Dice by hand and the dice log (:mod:`.dice_actions`): the log in
        the View menu, the option before the animation speed."""
        from .dice_actions import DiceActions

        dice = DiceActions(self)
        dice.add_to_view_menu(self.view_menu)
        insert_entries(self, self.options_menu, self.speed_menu.menuAction(), dice.add_to_options_menu)
        return dice

    @made_when_used
    def analysis(self) -> AnalysisActions:
        """The Analyse menu (before Options), the tutor's option, the
        progress, the dock and the arrows (:mod:`.analysis_panel`)."""
        from .analysis_panel import AnalysisActions

        analysis = AnalysisActions(self)
        bar = self.menuBar()
        menu = analysis.add_menu(bar)
        bar.removeAction(menu.menuAction())
        bar.insertAction(self.options_menu.menuAction(), menu.menuAction())
        insert_entries(self, self.options_menu, self.speed_menu.menuAction(), analysis.add_to_options_menu)
        # Analyse files… (before Cancel analysis) and the cluster's options (:mod:`.archive_dialog`)
        from .archive_dialog import ArchiveActions

        self.archive = ArchiveActions(self, lambda: analysis.level)
        menu.insertAction(analysis.cancel_action, self.archive.files_action)
        insert_entries(self, self.options_menu, self.speed_menu.menuAction(), self.archive.add_to_options_menu)
        if self.session.analysis is not None:      # a file with its analysis opened before this was made
            analysis._file_loaded(None)
        return analysis

    @made_when_used
    def language_menu(self) -> LanguageMenu:
        """Options > Language (:mod:`.language_menu`), applied at the next start."""
        from .language_menu import LanguageMenu

        menu = LanguageMenu(self.settings, self, say=self.say)
        self.options_menu.addMenu(menu)
        return menu

    def _make_docks(self) -> None:
        """Make the docks, hidden, once the board is on screen: the hint
        panel first, so that it sits above the game list on the right."""
        _ = self.hint_panel
        _ = self.browser.dock
        # the rollout dock is made (hidden) once the match has kept rollouts, so that the docks'
        # right-click list reaches them too (View > Rollouts makes it at any time)
        self.session.rollouts_changed.connect(self._make_rollout_panel_for_kept)
        if self._restore_docks():
            return                          # the docks as the player left them, the move list's too
        if self.width() >= 1200:            # no window state yet: the move list where there is room beside the board
            self.move_list.show()

    def _dock_makers(self) -> dict[str, Callable[[], QDockWidget]]:
        """Each dock's object name (in the saved window state) and what makes it."""
        return {"hint_panel": lambda: self.hint_panel, "game_list_dock": lambda: self.browser.dock,
                "move_list_dock": lambda: self.move_list, "rollout_panel": lambda: self.rollout_panel,
                "dice_log": lambda: self.dice_actions.make_log(), "analysis_dock": lambda: self.analysis.panel}

    def _save_docks(self) -> None:
        """Keep which docks are open and where (Qt's window state), with the
        names of the docks it holds (the window makes its docks when first
        used, so the next start makes these before restoring)."""
        makers = self._dock_makers()
        names = [dock.objectName() for dock in self.findChildren(QDockWidget) if dock.objectName() in makers]
        # the player's arrangement, not the docks fitted to a small window (DockRoom.player_state)
        self.settings.set("window_docks", bytes(self.dock_room.player_state().toHex().data()).decode("ascii"))
        self.settings.set("window_dock_names", ",".join(names))

    def _restore_docks(self) -> bool:
        """The docks as they were when the window last closed (after the
        first paint: each dock the saved state holds is made, then placed and
        shown or hidden as it was).  False when nothing was saved or Qt
        could not read it."""
        state = self.settings.get("window_docks")
        if not state:
            return False
        makers = self._dock_makers()
        for name in self.settings.get("window_dock_names").split(","):
            if name in makers:
                makers[name]()
        return bool(self.restoreState(QByteArray.fromHex(state.encode("ascii"))))

    @made_when_used
    def move_list(self) -> MoveList:
        """The move list dock (:mod:`.move_list`), made after the first paint
        or when first used."""
        from .move_list import MoveList

        dock = MoveList(self.session, self.browser, self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.hide()
        dock.toggleViewAction().toggled.connect(self.move_list_action.setChecked)
        return dock

    def _toggle_move_list(self, _checked: bool) -> None:
        """View > Move list (Ctrl+M), as every dock's entry (:meth:`.dock_room.DockRoom.toggle`);
        kept, as every dock's, in the window state (:meth:`_save_docks`)."""
        self.dock_room.toggle(self.move_list, self.move_list_action)

    def _toggle_rollouts(self, _checked: bool = False) -> None:
        """View > Rollouts, as every dock's entry (:meth:`.dock_room.DockRoom.toggle`)."""
        self.dock_room.toggle(self.rollout_panel, self.rollouts_action)

    @made_when_used
    def hint_panel(self) -> HintPanel:
        """The hint dock (:mod:`.hint_panel`), made after the first paint or
        when first used, following the match in the window."""
        from .hint_panel import HintPanel

        panel = HintPanel(self.scene, self.session, self.hint_action, self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
        panel.hide()
        panel.rollout_requested.connect(lambda subject: self.rollout_panel.roll_out(subject))
        panel.play_chosen.connect(self._play_hint)          # a row double-clicked, or Enter on it
        return panel

    @made_when_used
    def rollout_panel(self) -> RolloutPanel:
        """The rollout dock (:mod:`.rollout_panel`), made at the first
        rollout: on the right, tabbed with the hint panel."""
        from .rollout_panel import RolloutPanel

        panel = RolloutPanel(self.session, parent=self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
        self.tabifyDockWidget(self.hint_panel, panel)
        panel.hide()
        panel.toggleViewAction().toggled.connect(self.rollouts_action.setChecked)
        panel.position_wanted.connect(self.go_to)        # a kept rollout chosen: its position on the board
        return panel

    # ------------------------------------------------------------ actions and menus
    def _make_actions(self) -> None:
        """The window's actions from the one table (:data:`.actions.WINDOW_ACTIONS`),
        each as ``{name}_action``; then the choices made from other tables
        (:class:`.actions.Choices`: resignations, options, speeds, colours)."""
        self.window_actions = actions.make_actions(self)
        for name, action in self.window_actions.items():
            setattr(self, f"{name}_action", action)
        self.pictures = PictureActions(self)     # Copy position as picture, Export position picture
        self.orientation_action.setChecked(self.session.home_left())
        self.point_numbers_action.setChecked(self.settings.get("point_numbers"))
        self.reduce_motion_action.setChecked(self.settings.get("reduce_motion"))
        self.choices = choices = actions.Choices(self, self.settings, self._resign)
        self.sound.silenced.connect(choices.sound_unavailable, Qt.ConnectionType.QueuedConnection)
        self.resign_actions, self.option_actions = choices.resign_actions, choices.option_actions
        self.speed_group, self.speed_actions = choices.speed_group, choices.speed_actions
        self.theme_group, self.theme_actions = choices.theme_group, choices.theme_actions

    def _set_reduce_motion(self, checked: bool) -> None:
        self.settings.set("reduce_motion", checked)

    def _make_menus(self) -> None:
        """The menu bar from :data:`.actions.MENUS`; the window's parts add
        theirs at its hooks (:meth:`_menu_part`)."""
        bar = self.menuBar()
        self.menus: list[QMenu] = []
        for title, entries in actions.MENUS:
            menu = bar.addMenu(QCoreApplication.translate("MainWindow", title))
            self.menus.append(menu)
            for entry in entries:
                if entry == "-":
                    menu.addSeparator()
                elif entry.startswith("+"):
                    self._menu_part(entry[1:], menu)
                else:
                    menu.addAction(self.window_actions[entry])
        self.edit_menu = self.menus[1]        # positions adds Take back, Paste position, Set up position
        self.view_menu = self.menus[2]        # dice_actions adds the Dice log
        self.options_menu = self.menus[3]     # dice_actions, analysis add theirs before the speed; Language last

    def _menu_part(self, part: str, menu: QMenu) -> None:
        """The entries :data:`.actions.MENUS` leaves to a part of the window."""
        tr = self.tr
        if part == "files":
            self.files.add_to_menu(menu)          # Open, Open recent, Save, Save as
        elif part == "picture_export":
            menu.addAction(self.pictures.export_action)
        elif part == "picture_copy":
            menu.addAction(self.pictures.copy_action)
        elif part == "resign":
            self.resign_menu = menu.addMenu(tr("Res&ign"))
            for action in self.resign_actions:
                self.resign_menu.addAction(action)
        elif part == "browser":
            # Game list; previous/next move... (Alt+O is Go; analysis puts its menu before it)
            self.browser.add_to_menus(menu, self.menuBar().addMenu(tr("G&o")))
        elif part == "rollouts":      # the rollout dock, with the match's kept rollouts (made after the first paint)
            self.rollouts_action = menu.addAction(tr("&Rollouts"))
            self.rollouts_action.setCheckable(True)
            self.rollouts_action.setStatusTip(tr("Show the rollout panel and the rollouts kept with the match"))
            self.rollouts_action.triggered.connect(self._toggle_rollouts)
        elif part == "options":
            for action in self.option_actions.values():
                menu.addAction(action)
        elif part == "speed":
            self.speed_menu = menu.addMenu(tr("&Animation speed"))
            for action in self.speed_actions.values():
                self.speed_menu.addAction(action)
            self.speed_menu.setEnabled(not self.settings.get("reduce_motion"))
        elif part == "colours":
            colours = menu.addMenu(tr("Board &colours"))
            for action in self.theme_actions.values():
                colours.addAction(action)

    def _make_toolbar(self) -> None:
        toolbar = QToolBar(self.tr("Main"), self)
        toolbar.setObjectName("main_toolbar")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for entry in actions.TOOLBAR:                 # positions puts Set up position after the hint
            if entry == "+files":
                self.files.add_to_toolbar(toolbar)    # Open, Save
            else:
                toolbar.addAction(self.window_actions[entry])
        self.addToolBar(toolbar)
        self.toolbar = toolbar

    # ------------------------------------------------------------ the match
    def last_setup(self) -> MatchSetup:
        """The setup of the last new match (:meth:`Session.last_setup`)."""
        return self.session.last_setup()

    def start_match(self, match: Match, clock_banks: tuple[float, float] | None = None) -> MatchController:
        """Show ``match`` on the board, with a new controller (``clock_banks``:
        the time banks of a resumed timed match, seconds per player)."""
        return self.session.start_match(match, clock_banks)

    def _connect_scene(self) -> None:
        scene = self.scene
        scene.move_requested.connect(lambda a, b: self._act(MatchController.request_move, a, b))
        scene.die_move_requested.connect(lambda p, w: self._act(MatchController.request_move_by_die, p, w))
        scene.bear_off_requested.connect(lambda: self._act(MatchController.request_bear_off))
        scene.stuck_checker_pressed.connect(lambda p: self._act(MatchController.explain_stuck_checker, p))
        scene.dice_clicked.connect(lambda: self._act(MatchController.dice_clicked))
        scene.roll_clicked.connect(lambda: self._act(MatchController.roll))
        scene.cube_clicked.connect(lambda: self._act(MatchController.cube_clicked))
        scene.prompt_answered.connect(lambda key: self._act(MatchController.answer, Answer(key)))
        # the scene speaks of sides (0 bottom); the controller of players
        scene.claim_requested.connect(
            lambda side: self._act(MatchController.claim, side ^ self.session.bottom_player()))

    def _match_started(self, controller: MatchController) -> None:
        self.scene.referee = controller
        self.session.review.set_levels(level_names(self.session.seats))    # "Bob · Expert" when stepping back too
        controller.clock_ticked.connect(lambda: self.scene.update_players(controller.player_infos()))

    def confirm_resign(self, value: int) -> bool:
        """Ask the player to act whether to offer this resignation (1 a
        single game, 2 a gammon, 3 a backgammon, times the cube)."""
        c = self.controller
        return window_questions.ask_resign(self, c.players[c.game.to_act], value, value * c.game.cube_value)

    def _resign(self, value: int) -> None:
        if self.session.enabled_actions().resign and self.confirm_resign(value):
            self._act(MatchController.resign, value)

    def _make_rollout_panel_for_kept(self) -> None:
        """Make the rollout dock (hidden) once the match has kept rollouts."""
        if self.session.rollouts:
            _ = self.rollout_panel


    def _act(self, method: Callable[..., object], *args: object) -> None:
        """A human's input: ``method`` of the controller in play, unless the
        computer has the board or a review is shown (:meth:`Session.act`)."""
        if MainWindow.analysis.made(self) and self.analysis.tutor_holds(method, *args):
            return          # the tutor rates the cube action first (ui/analysis_panel.py)
        self.session.act(method, *args)

    def refresh(self) -> None:
        """Show the session's state on the board and in the status bar."""
        if self.session.controller is None or self.browser.reviewing:
            self._enable(self.session.enabled_actions())
            return
        state = self.session.board_state()
        self.scene.show_state(state)
        self.status_label.setText(state.status)
        self._show_autosave_state()
        self._enable(self.session.enabled_actions())

    def _show_autosave_state(self) -> None:
        autosaver = self.session.autosave
        reason = autosaver.not_autosaved_reason           # "" when autosaved (SessionAutosave.autosaved)
        off = bool(reason)
        self.autosave_label.setText(self.tr("Not autosaved") if off else "")
        self.autosave_label.setToolTip(reason)
        self.autosave_label.setStyleSheet("color: #b5482c; font-weight: bold;" if off else "")
        self.autosave_label.setVisible(off)

    def confirm_discard(self, replacing: window_questions.Replacing, name: str = "") -> bool:
        """Before ``replacing`` (e.g. ``Replacing.NEW_MATCH``; ``name``: the
        file's name when a file is opened) takes the place of the match on
        the board when that loses work done since it was saved or opened
        (:meth:`Session.unsaved_work`: a match in progress, a finished match
        played on, an analysis, kept rollouts not saved, a running
        rollout): ask whether to save it first, close it, or stay.  True to
        go on (saved, or closing it was chosen)."""
        work = self.session.unsaved_work()
        if not work:
            return True
        if not window_questions.ask_discard(self, replacing, self.session.summary(), self._save_first,
                                            in_progress=work.match, rollouts=work.rollouts,
                                            rollout_running=work.rollout_running, finished=work.finished,
                                            analysis=work.analysis, name=name):
            return False
        if work.match or work.analysis:    # saved in a file, or closed by the player: not offered at the next start
            self.session.autosave.forget()
        return True

    def _save_first(self) -> bool:
        """The questions' Save it first: the match is saved (File > Save);
        once the file is chosen, and only then, a running rollout is stopped
        and its trials done kept with the match
        (:meth:`RolloutPanel.stop_and_keep`) so the file holds them.
        Backing out of the file dialog acts as Cancel: the rollout runs on.
        True once it is saved."""
        if MainWindow.rollout_panel.made(self):
            return self.files.save(before=self.rollout_panel.stop_and_keep)
        return self.files.save()

    def _enable(self, enabled: EnabledActions) -> None:
        for spec in actions.WINDOW_ACTIONS:           # each action by its field of EnabledActions
            if spec.enabled_by:
                self.window_actions[spec.name].setEnabled(getattr(enabled, spec.enabled_by))
        self.resign_menu.setEnabled(enabled.resign)
        self.claim_action.setEnabled(self.session.can_claim())      # a win on time to claim (Session.can_claim)

    def new_match_dialog(self) -> None:
        """Ask for a new match's players and rules, then start it."""
        from .dialogs import NewMatchDialog  # dialogs load when first used (start-up time)

        dialog = NewMatchDialog(self.last_setup(), self)
        if not dialog.exec():     # rejected
            return
        if not self.confirm_discard(window_questions.Replacing.NEW_MATCH):
            return
        self.session.new_match(dialog.setup())
        self.session.autosave.forget()      # the match closed is not offered at the next start

    # ------------------------------------------------------------ view options
    def _toggle_orientation(self, checked: bool) -> None:
        self.session.seating.set_home_left(checked)

    def _orientation_changed(self, home_left: bool) -> None:
        self.scene.set_orientation(home_left)
        self.orientation_action.setChecked(home_left)

    def _toggle_point_numbers(self, checked: bool) -> None:
        self.settings.set("point_numbers", checked)

    def _toggle_full_screen(self, checked: bool) -> None:
        if checked:
            self.showFullScreen()
        else:
            self.showNormal()

    def _setting_changed(self, name: str, value: Any) -> None:
        if name == "turn_board":
            self.refresh()
        if name == "point_numbers":
            self.scene.set_point_numbers(value)
            self.point_numbers_action.setChecked(value)
        elif name == "animation_speed":
            self.scene.set_animation_ms(ANIMATION_MS[value])
            self.speed_actions[value].setChecked(True)
        elif name in self.option_actions:
            self.option_actions[name].setChecked(value)
        elif name == "theme":
            THEME.use(value)
            self.scene.restyle()
            if MatchBrowser.scene.made(self.browser):       # the review board too (its items cache their paint)
                self.browser.scene.restyle()
            self.theme_actions[value].setChecked(True)
        elif name == "reduce_motion":
            self.reduce_motion_action.setChecked(value)
            self.speed_menu.setEnabled(not value)
            if value:
                self._speed_before_reduced = self.settings.get("animation_speed") or self._speed_before_reduced
                self.settings.set("animation_speed", 0)
            else:
                self.settings.set("animation_speed", self._speed_before_reduced)

    # ------------------------------------------------------------ edit, help
    # the position shown is copied: a step back in the review or an analysed error, else the live match
    def copy_position_id(self) -> None:
        QGuiApplication.clipboard().setText(self.session.review.shown_ids()[0])

    def copy_match_id(self) -> None:
        QGuiApplication.clipboard().setText(self.session.review.shown_ids()[1])

    def copy_xgid(self) -> None:
        QGuiApplication.clipboard().setText(self.session.review.shown_ids()[2])

    def show_rules(self) -> None:
        if self.rules_dialog is None:
            from .dialogs import RulesDialog

            self.rules_dialog = RulesDialog(self)
        self.rules_dialog.show()
        self.rules_dialog.raise_()

    def show_keys(self) -> None:
        """Help > Keyboard: the keys (:class:`.dialogs.KeysDialog`)."""
        from .dialogs import KeysDialog

        menus = [a.menu() for a in self.menuBar().actions()]     # the parts' menus (Go, Analysis) too
        sections = actions.key_help(self.window_actions, [m for m in menus if isinstance(m, QMenu)],
                            self.escape_shortcut.key(), BOARD_KEYS)
        dialog = KeysDialog(sections, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        self.keys_dialog = dialog

    def _claim(self) -> None:
        """Game > Claim the win on time: for the player who may (the board's button, by keyboard)."""
        c = self.controller
        player = next((p for p in (0, 1) if c.can_claim(p)), 0)
        self._act(MatchController.claim, player)

    def escape_to_board(self) -> None:
        """Escape: from a dock, the focus goes back to the board."""
        widget = QApplication.focusWidget()
        while widget is not None and not isinstance(widget, QDockWidget):
            widget = widget.parentWidget()
        if widget is not None:
            self.view.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def focus_move_entry(self) -> None:
        """Game > Type a move: the keys go to the move entry, its text selected."""
        self.move_entry.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.move_entry.selectAll()

    def _say_reviewing(self) -> None:
        """Say that an earlier position is shown (read-only) and which key
        goes back to the game (Go > Back to the game's shortcut)."""
        key = self.browser.live_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        self._say_and_announce(self.tr("You are looking at an earlier position: press {key} to go back to "
                                       "the game.").format(key=key))

    def _play_text(self, text: str) -> None:
        """A play typed in the move entry: played, or refused with the reason
        in the status bar (the entry keeps the text to mend); while an
        earlier position is shown, nothing is played and the status bar
        says how to go back to the game."""
        if self.session.review.reviewing:
            self._say_reviewing()
            return
        tutor = self.analysis.tutor if MainWindow.analysis.made(self) and self.analysis.tutor.enabled else None
        if self.session.act(MatchController.request_play_text, text, tutor is None):
            if tutor is not None:
                tutor.finish_when_rated()      # rated first, as a play made with the mouse (ui/analysis_panel.py)
            self.move_entry.clear()
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)   # the keys are the board's again (Space rolls)

    def _play_hint(self, play: object) -> None:
        """A play double-clicked (or Enter) in the hint list: its checkers
        moved on the board as if dragged there (the turn's moves made before
        are replaced), and the turn left to end as a play made by hand is
        (End turn, Enter, a click on the dice: the tutor rates it then;
        Undo takes the moves back).  The keys go to the board (Enter ends
        the turn).  While an earlier position is shown, nothing is played
        and the status bar says how to go back to the game."""
        if self.session.review.reviewing:
            self._say_reviewing()
            return
        if self.session.act(MatchController.request_play_text, str(play), False):
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_about(self) -> None:
        from .dialogs import show_about

        show_about(self)

    def closeEvent(self, event: QCloseEvent) -> None:
        """The window closes (File > Quit, Ctrl+Q, the title bar): when
        quitting would lose work (:meth:`Session.quit_work`) ask first, and
        stay open on Cancel.  A quit on a signal does not come here
        (``app.application.quit_on_signals``): it asks nothing."""
        work = self.session.quit_work()
        if work and not self.confirm_quit_unsaved(work):
            event.ignore()
            return
        self.settings.set("window_geometry", bytes(self.saveGeometry().toHex().data()).decode("ascii"))
        self._save_docks()
        self.shutdown_engines()
        super().closeEvent(event)

    def confirm_quit_unsaved(self, work: UnsavedWork) -> bool:
        """Quitting would lose ``work``: the match in progress when it is not
        autosaved (another instance owns the autosave, or a match kept for a
        later start waits and "Not now" could not keep a second one aside,
        or the last autosave could not be written:
        :attr:`SessionAutosave.not_autosaved_reason` says which), kept
        rollouts neither a ``.bgqt`` file nor the autosave keeps, a running
        rollout, a finished match played since it was last saved or opened
        (its autosave is removed), an analysis no file holds.  The question
        says what happens to the match (autosaved and offered at the next
        start, or saved in its file, or dropped).  Offer to save the match
        first (as ``.bgqt``, which keeps its rollouts), to quit without
        saving, or to stay.  True to quit."""
        files = self.session.files
        saved_in = Path(files.path).name if files.path and not files.unsaved() else ""
        return window_questions.ask_quit_unsaved(self, self.session.summary(),
                                                 self.session.autosave.not_autosaved_reason, self._save_first,
                                                 in_progress=work.match, rollouts=work.rollouts,
                                                 rollout_running=work.rollout_running, finished=work.finished,
                                                 analysis=work.analysis, autosaved=work.autosaved,
                                                 saved_in=saved_in)

    def shutdown_engines(self) -> None:
        """Cancel the computer's and the hint's searches, write what waits for
        the autosave and, when the window owns its engines, kill their child
        processes (on quit).  The session's own shutdown (the autosave
        written, its lock released) runs even when a panel's fails."""
        try:
            if MainWindow.hint_panel.made(self):
                self.hint_panel.shutdown()
            if MainWindow.analysis.made(self):
                self.analysis.shutdown()
                self.archive.shutdown()
            if MainWindow.rollout_panel.made(self):
                self.rollout_panel.shutdown()
        finally:
            self.session.shutdown()
