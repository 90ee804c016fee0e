"""The main window: the board view, menus, toolbar and status bar, wired to
one :class:`~backgammon_qt.controller.MatchController` per open match.

Start-up builds only what the first painted board needs (and the menus and
toolbar, whose actions are cheap); the docks (hint panel, game list) are
made right after that first paint, the dialogs when first opened, the engine
at the first computer move or hint (``benchmarks/gui.py`` times it).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QToolBar, QWidget

from backgammon_qt.computer import HUMAN, ComputerPlayer, EngineSet, HintAdvisor
from backgammon_qt.controller import MatchController, MatchSetup
from backgammon_qt.lazy import made_when_used
from backgammon_qt.model.game import Phase
from backgammon_qt.model.match import Match
from backgammon_qt.model.rules import PRESETS, RuleOptions
from backgammon_qt.settings import ANIMATION_MS, Settings

from .file_actions import FileActions
from .match_browser import MatchBrowser
from .scene import BoardScene
from .view import BoardView

if TYPE_CHECKING:
    from .hint_panel import HintPanel

__all__ = ["MainWindow"]

APP_TITLE = "backgammon-qt"

_FALLBACK_KEYS = {
    QKeySequence.StandardKey.New: "Ctrl+N",
    QKeySequence.StandardKey.Quit: "Ctrl+Q",
    QKeySequence.StandardKey.Undo: "Ctrl+Z",
    QKeySequence.StandardKey.FullScreen: "F11",
    QKeySequence.StandardKey.HelpContents: "F1",
}


class MainWindow(QMainWindow):
    """The application window.

    ``settings`` defaults to a :class:`Settings` on the user's settings file;
    ``match`` to a new match from the last used setup (names, length, rules);
    ``now`` is the clock's time source for the timed rules (tests).
    ``seats`` says who plays players 0 and 1 (``"human"`` or a computer
    level; default: the last setup's seats, or two humans for a ``match``
    given); they stay for matches opened later until a new match changes
    them.  ``engines`` is the :class:`~backgammon_qt.computer.EngineSet`
    for the computer and the hints (default: the window's own, closed on
    quit; a given one is left running).
    """

    def __init__(self, settings: Settings | None = None, match: Match | None = None,
                 parent: QWidget | None = None, now=None, seats=None, engines: EngineSet | None = None) -> None:
        super().__init__(parent)
        self._now = now
        self.setWindowTitle(APP_TITLE)
        self.settings = settings if settings is not None else Settings(parent=self)
        self.scene = BoardScene(parent=self)
        self.view = BoardView(self.scene, self)
        self.setCentralWidget(self.view)
        self.controller: MatchController | None = None
        self.rules_dialog = None
        # the computer seats and the hints (computer.py, hint_panel.py)
        self._own_engines = engines is None
        self.engines = engines if engines is not None else EngineSet()
        self.seats = tuple(seats) if seats is not None else (
            self.last_setup().seats if match is None else (HUMAN, HUMAN))
        self.computer: ComputerPlayer | None = None

        self.status_label = QLabel()
        self.news_label = QLabel()
        self.statusBar().addWidget(self.status_label, 1)
        self.statusBar().addPermanentWidget(self.news_label)
        self.files = FileActions(self)        # Open, Save, recent files, drops, autosave (file_actions.py)
        self.browser = MatchBrowser(self)     # game list, stepping, play on (match_browser.py)
        self._make_actions()
        self._make_menus()
        self._make_toolbar()

        self.scene.set_orientation(self.settings.get("orientation") == "left")
        self.scene.set_point_numbers(self.settings.get("point_numbers"))
        self.scene.set_animation_ms(ANIMATION_MS[self.settings.get("animation_speed")])
        self.settings.changed.connect(self._setting_changed)

        self.resize(1024, 760)
        geometry = self.settings.get("window_geometry")
        if geometry:
            self.restoreGeometry(QByteArray.fromHex(geometry.encode("ascii")))
        self.start_match(match if match is not None else self.last_setup().make_match())
        self._after_first_paint = _AfterFirstPaint(self.view.viewport())
        self.after_first_paint(self._make_docks)

    def after_first_paint(self, callback) -> None:
        """Call ``callback()`` once the board has been painted for the first
        time (at once, from the event loop, if it has been already): start-up
        work that the first painted board does not need.  Callbacks run in
        the order given."""
        self._after_first_paint.add(callback)

    def _make_docks(self) -> None:
        """Make the docks, hidden, once the board is on screen: the hint
        panel first, so that it sits above the game list on the right."""
        _ = self.hint_panel
        _ = self.browser.dock

    @made_when_used
    def hint_panel(self) -> HintPanel:
        """The hint dock (:mod:`.hint_panel`), made after the first paint or
        when first used, following the match in the window."""
        from .hint_panel import HintPanel

        panel = HintPanel(self.scene, self.engines, self.hint_action, self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
        panel.hide()
        if self.controller is not None:
            panel.set_controller(self.controller, self.computer)
        return panel

    # ------------------------------------------------------------ actions and menus
    def _action(self, text: str, slot, shortcut=None, checkable: bool = False, tip: str = "") -> QAction:
        action = QAction(text, self)
        if isinstance(shortcut, QKeySequence.StandardKey):
            # the platform's binding, or the usual one where the platform has none (e.g. Quit on X11)
            keys = QKeySequence.keyBindings(shortcut) or [QKeySequence(_FALLBACK_KEYS[shortcut])]
            action.setShortcuts(keys)
        elif shortcut is not None:
            shortcuts = shortcut if isinstance(shortcut, list) else [shortcut]
            action.setShortcuts([QKeySequence(s) for s in shortcuts])
        action.setCheckable(checkable)
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        action.triggered.connect(slot)
        self.addAction(action)    # shortcuts work while the menu bar is hidden (full screen)
        return action

    def _make_actions(self) -> None:
        tr = self.tr
        self.new_match_action = self._action(tr("&New match..."), self.new_match_dialog,
                                             QKeySequence.StandardKey.New, tip=tr("Start a new match"))
        self.roll_action = self._action(tr("&Roll"), lambda: self._call("roll"), Qt.Key.Key_Space)
        self.end_turn_action = self._action(tr("&End turn"), lambda: self._call("end_turn"),
                                            [Qt.Key.Key_Return, Qt.Key.Key_Enter])
        self.double_action = self._action(tr("&Double"), lambda: self._call("cube_clicked"), "Ctrl+D")
        self.hint_action = self._action(tr("&Hint"), lambda: self.hint_panel.request(), "Ctrl+H",
                                        tip=tr("The best plays or the cube action for the player to act"))
        self.resign_actions = []
        for value, label in ((1, tr("&Single game")), (2, tr("&Gammon")), (3, tr("&Backgammon"))):
            self.resign_actions.append(self._action(label, lambda _c=False, v=value: self._call("resign", v)))
        self.quit_action = self._action(tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        self.undo_action = self._action(tr("&Undo move"), lambda: self._call("undo"), QKeySequence.StandardKey.Undo,
                                        tip=tr("Take back the last move of this turn"))
        self.copy_position_action = self._action(tr("Copy &Position ID"), self.copy_position_id, "Ctrl+Shift+P")
        self.copy_match_action = self._action(tr("Copy &Match ID"), self.copy_match_id, "Ctrl+Shift+M")
        self.copy_xgid_action = self._action(tr("Copy &XGID"), self.copy_xgid, "Ctrl+Shift+X",
                                             tip=tr("The position, cube, dice and score as eXtreme Gammon writes them"))
        self.orientation_action = self._action(tr("&Home board on the left"), self._toggle_orientation, "Ctrl+R",
                                               checkable=True,
                                               tip=tr("Switch the home board between bottom right and bottom left"))
        self.orientation_action.setChecked(self.settings.get("orientation") == "left")
        self.point_numbers_action = self._action(tr("Point &numbers"), self._toggle_point_numbers, "Ctrl+Shift+N",
                                                 checkable=True)
        self.point_numbers_action.setChecked(self.settings.get("point_numbers"))
        self.full_screen_action = self._action(tr("&Full screen"), self._toggle_full_screen,
                                               QKeySequence.StandardKey.FullScreen, checkable=True)
        self.option_actions = {}
        for name in ("auto_play_forced", "auto_bear_off", "auto_roll"):
            action = self._action(tr(Settings.spec(name).label), lambda checked, n=name: self.settings.set(n, checked),
                                  checkable=True)
            action.setChecked(self.settings.get(name))
            self.option_actions[name] = action
        self.speed_group = QActionGroup(self)
        self.speed_actions = {}
        for speed, label in ((0, tr("Off")), (1, tr("Slow")), (2, tr("Normal")), (3, tr("Fast"))):
            action = self._action(label, lambda _c=False, s=speed: self.settings.set("animation_speed", s),
                                  checkable=True)
            action.setChecked(self.settings.get("animation_speed") == speed)
            self.speed_group.addAction(action)
            self.speed_actions[speed] = action
        self.rules_action = self._action(tr("&Rules"), self.show_rules, QKeySequence.StandardKey.HelpContents)
        self.about_action = self._action(tr("&About backgammon-qt"), self.show_about)

    def _make_menus(self) -> None:
        tr = self.tr
        bar = self.menuBar()
        game = bar.addMenu(tr("&Game"))
        game.addAction(self.new_match_action)
        self.files.add_to_menu(game)          # Open, Open recent, Save, Save as
        game.addSeparator()
        game.addAction(self.roll_action)
        game.addAction(self.end_turn_action)
        game.addAction(self.double_action)
        game.addAction(self.hint_action)
        self.resign_menu = game.addMenu(tr("Re&sign"))
        for action in self.resign_actions:
            self.resign_menu.addAction(action)
        game.addSeparator()
        game.addAction(self.quit_action)
        edit = bar.addMenu(tr("&Edit"))
        edit.addAction(self.undo_action)
        edit.addSeparator()
        edit.addAction(self.copy_position_action)
        edit.addAction(self.copy_match_action)
        edit.addAction(self.copy_xgid_action)
        view = bar.addMenu(tr("&View"))
        view.addAction(self.orientation_action)
        view.addAction(self.point_numbers_action)
        view.addSeparator()
        view.addAction(self.full_screen_action)
        self.browser.add_to_menus(view, bar.addMenu(tr("G&o")))   # Game list; previous/next move...
        options = bar.addMenu(tr("&Options"))
        for action in self.option_actions.values():
            options.addAction(action)
        speed = options.addMenu(tr("&Animation speed"))
        for action in self.speed_actions.values():
            speed.addAction(action)
        help_menu = bar.addMenu(tr("&Help"))
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.about_action)

    def _make_toolbar(self) -> None:
        toolbar = QToolBar(self.tr("Main"), self)
        toolbar.setObjectName("main_toolbar")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        toolbar.addAction(self.new_match_action)
        self.files.add_to_toolbar(toolbar)    # Open, Save
        toolbar.addAction(self.undo_action)
        toolbar.addAction(self.hint_action)
        toolbar.addAction(self.orientation_action)
        toolbar.addAction(self.point_numbers_action)
        self.addToolBar(toolbar)
        self.toolbar = toolbar

    # ------------------------------------------------------------ the match
    def last_setup(self) -> MatchSetup:
        """The setup of the last new match, from the settings: its rule
        options as chosen in the dialog (the preset's when none are stored
        or the stored ones no longer read)."""
        s = self.settings
        preset = s.get("rule_preset")
        rules = PRESETS[preset]
        stored = s.get("rule_options")
        if stored:
            try:
                rules = RuleOptions.from_dict(json.loads(stored))
            except (ValueError, TypeError, AttributeError):
                pass       # an older or hand-edited settings file: the preset's options
        return MatchSetup((s.get("player_0_name"), s.get("player_1_name")), s.get("match_length"), preset,
                          rules, (s.get("player_0_seat"), s.get("player_1_seat")))


    def start_match(self, match: Match, clock_banks=None) -> MatchController:
        """Show ``match`` on the board, with a new controller (``clock_banks``:
        the time banks of a resumed timed match, seconds per player)."""
        old = self.controller
        if self.computer is not None:
            self.computer.stop()                  # a pending search is cancelled, its answer dropped
            self.computer.deleteLater()
            self.computer = None
        if old is not None:
            old.changed.disconnect(self.refresh)
            old.deleteLater()
        controller = MatchController(match, self.settings, now=self._now, clock_banks=clock_banks, parent=self)
        self.controller = controller
        self.scene.referee = controller
        controller.changed.connect(self.refresh)
        controller.clock_ticked.connect(lambda: self.scene.update_players(controller.player_infos()))
        controller.message.connect(self.news_label.setText)
        controller.new_match_requested.connect(self.new_match_dialog)
        if self.seats != (HUMAN, HUMAN):
            self.computer = ComputerPlayer(controller, self.seats, self.engines, self.settings, parent=self)
            self.computer.failed.connect(self.news_label.setText)
            self.computer.changed.connect(self.refresh)
        if MainWindow.hint_panel.made(self):
            self.hint_panel.set_controller(controller, self.computer)
        if old is None:
            scene = self.scene
            scene.move_requested.connect(lambda a, b: self._call("request_move", a, b))
            scene.die_move_requested.connect(lambda p, w: self._call("request_move_by_die", p, w))
            scene.bear_off_requested.connect(lambda: self._call("request_bear_off"))
            scene.stuck_checker_pressed.connect(lambda p: self._call("explain_stuck_checker", p))
            scene.dice_clicked.connect(lambda: self._call("dice_clicked"))
            scene.roll_clicked.connect(lambda: self._call("roll"))
            scene.cube_clicked.connect(lambda: self._call("cube_clicked"))
            scene.prompt_answered.connect(lambda key: self._call("answer", key))
            scene.claim_requested.connect(lambda player: self._call("claim", player))
        self.files.match_started(controller)     # autosave follows it
        self.browser.match_started(controller)   # game list; leaves a review
        self.news_label.setText("")
        self.refresh()
        return controller

    def _call(self, method: str, *args) -> None:
        if self.computer is not None and self.computer.acting and method != "claim":
            return                                # the computer has the board: human input waits
        if self.controller is not None and not self.browser.reviewing:   # a review is read-only
            getattr(self.controller, method)(*args)

    def refresh(self) -> None:
        """Show the controller's state on the board and in the status bar."""
        c = self.controller
        if c is None:
            return
        state = c.board_state()
        if self.computer is not None:
            state = self.computer.board_state(state)   # nothing answers the mouse while the computer acts
        self.scene.show_state(state)
        self.status_label.setText(state.status)
        phase = c.game.phase
        self.undo_action.setEnabled(phase is Phase.MOVING and c.game.turn is not None and bool(c.game.turn.moves))
        self.roll_action.setEnabled(phase in (Phase.OPENING, Phase.ROLLING))
        self.end_turn_action.setEnabled(c.can_end_turn())
        self.double_action.setEnabled(c.game.can_double())
        self.resign_menu.setEnabled(phase in (Phase.ROLLING, Phase.MOVING))
        self.hint_action.setEnabled(HintAdvisor.has_hint(c.game))
        if self.computer is not None and self.computer.acting:
            for action in (self.undo_action, self.roll_action, self.end_turn_action, self.double_action,
                           self.hint_action):
                action.setEnabled(False)
            self.resign_menu.setEnabled(False)

    def new_match_dialog(self) -> None:
        """Ask for a new match's players and rules, then start it."""
        from .dialogs import NewMatchDialog  # dialogs load when first used (start-up time)

        dialog = NewMatchDialog(self.last_setup(), self)
        if not dialog.exec():     # rejected
            return
        setup = dialog.setup()
        s = self.settings
        s.set("player_0_name", setup.players[0])
        s.set("player_1_name", setup.players[1])
        s.set("match_length", setup.length)
        s.set("rule_preset", setup.preset)
        s.set("rule_options", json.dumps(setup.rules.to_dict(), sort_keys=True))
        s.set("player_0_seat", setup.seats[0])
        s.set("player_1_seat", setup.seats[1])
        self.seats = setup.seats                  # the computer seats of this match and the next ones
        self.start_match(setup.make_match())

    # ------------------------------------------------------------ view options
    def _toggle_orientation(self, checked: bool) -> None:
        self.settings.set("orientation", "left" if checked else "right")

    def _toggle_point_numbers(self, checked: bool) -> None:
        self.settings.set("point_numbers", checked)

    def _toggle_full_screen(self, checked: bool) -> None:
        if checked:
            self.showFullScreen()
        else:
            self.showNormal()

    def _setting_changed(self, name: str, value) -> None:
        if name == "orientation":
            self.scene.set_orientation(value == "left")
            self.orientation_action.setChecked(value == "left")
        elif name == "point_numbers":
            self.scene.set_point_numbers(value)
            self.point_numbers_action.setChecked(value)
        elif name == "animation_speed":
            self.scene.set_animation_ms(ANIMATION_MS[value])
            self.speed_actions[value].setChecked(True)
        elif name in self.option_actions:
            self.option_actions[name].setChecked(value)

    # ------------------------------------------------------------ edit, help
    def copy_position_id(self) -> None:
        if self.controller is not None:
            QGuiApplication.clipboard().setText(self.controller.position_id())

    def copy_match_id(self) -> None:
        if self.controller is not None:
            QGuiApplication.clipboard().setText(self.controller.match_id())

    def copy_xgid(self) -> None:
        if self.controller is not None:
            QGuiApplication.clipboard().setText(self.controller.xgid())

    def show_rules(self) -> None:
        if self.rules_dialog is None:
            from .dialogs import RulesDialog

            self.rules_dialog = RulesDialog(self)
        self.rules_dialog.show()
        self.rules_dialog.raise_()

    def show_about(self) -> None:
        from .dialogs import show_about

        show_about(self)

    def closeEvent(self, event) -> None:
        self.settings.set("window_geometry", bytes(self.saveGeometry().toHex()).decode("ascii"))
        self.shutdown_engines()
        super().closeEvent(event)

    def shutdown_engines(self) -> None:
        """Cancel the computer's and the hint's searches and, when the
        window owns its engines, kill their child processes (on quit)."""
        if self.computer is not None:
            self.computer.stop()
        if MainWindow.hint_panel.made(self):
            self.hint_panel.shutdown()
        if self._own_engines:
            self.engines.close()


class _AfterFirstPaint(QObject):
    """Runs the callbacks :meth:`add`-ed to it, in order, from the event loop
    right after the first paint of ``widget`` (see
    :meth:`MainWindow.after_first_paint`)."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)         # gone with the widget: nothing runs after that
        self._callbacks: list | None = []      # None once painted
        widget.installEventFilter(self)

    def add(self, callback) -> None:
        if self._callbacks is None:
            QTimer.singleShot(0, self, callback)
        else:
            self._callbacks.append(callback)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint and self._callbacks is not None:
            watched.removeEventFilter(self)
            callbacks, self._callbacks = self._callbacks, None
            for callback in callbacks:
                QTimer.singleShot(0, self, callback)
        return False
