"""Match analysis in the window: the Analyse menu, the progress bar with
Cancel in the status bar, the analysis dock and the arrows on the board.

- Analyse > Analyse this game (also on the end-of-game banner) / Analyse
  the whole match / Cancel analysis,
  and the level (the default: Grandmaster, 3-ply, the depth of gnubg's own
  default analysis; the level a player chooses is remembered in the
  ``analysis_level`` setting, and the tutor rates at it).  The analysis runs in
  :class:`~backgammon_qt.controller.engine_jobs.analysis.AnalysisJob` (a pool thread and
  an engine process of its own): the board stays usable meanwhile.
- The dock (:class:`AnalysisPanel`, in :mod:`.analysis_dock`): per player the error rate (mEMG per
  decision), the PR, gnubg's rating word, the decisions and the counts of
  doubtful / bad / very bad plays and cube decisions, the luck (in all and
  the lucky and unlucky rolls) and the luck-adjusted result; below, a
  player's errors worst first (Next error steps through them in match order
  from the position shown): choosing one shows the position before it,
  the play made and the best play as arrows of two colours (the play made in
  the colour of its error class, the best in green), and the candidates.
- The move list marks every analysed entry (see :mod:`.move_list`).
- Options > Tutor (:mod:`backgammon_qt.controller.engine_jobs.tutor`): a bad play is said
  before it is confirmed, and a question offers to take it back; a bad
  double, take, drop or beaver, or a roll that misses a double, is said
  before it is made
  (:meth:`AnalysisActions.tutor_holds`, called by the window for every
  human input), and a question asks whether to make it anyway.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QLocale, QObject, QPointF, Qt
from PySide6.QtGui import QAction, QActionGroup, QColor
from PySide6.QtWidgets import QProgressBar, QToolButton

from backgammon_qt.app.translations import number, translate_in
from backgammon_qt.controller.engine_jobs import analysis as analysis_ctl
from backgammon_qt.controller.presentation import ERROR_COLOURS, action_word
from backgammon_qt.model.game import Phase

from .analysis_dock import AnalysisPanel
from .analysis_dock import _fmt as _fmt  # the figures of the summary (tests use it from here)

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu, QMenuBar

    from .window_protocol import WindowHost

__all__ = ["AnalysisActions", "AnalysisPanel", "BEST_COLOUR"]

BEST_COLOUR = QColor("#1f9e4a")
"""The best play's arrows."""


def _noop(*texts: object) -> dict[str, str]:
    """The tutor's cube texts by action, marked for lupdate (context
    AnalysisActions) and translated where used (``self.tr(text)``)."""
    return dict(zip(("double", "take", "drop", "beaver"), map(str, texts), strict=True))


_NO_DOUBLE = ("no double", QT_TRANSLATE_NOOP("AnalysisActions", "Roll anyway?"),
              QT_TRANSLATE_NOOP("AnalysisActions", "Don't roll"), QT_TRANSLATE_NOOP("AnalysisActions", "Roll anyway"))
"""A roll when a double was right: its question and two buttons."""
_PLAY_SENTENCES = {
    "doubtful": QT_TRANSLATE_NOOP("AnalysisActions", "Tutor: {made} is a doubtful play ({lost}); the best is {best}."),
    "bad": QT_TRANSLATE_NOOP("AnalysisActions", "Tutor: {made} is a bad play ({lost}); the best is {best}."),
    "very bad": QT_TRANSLATE_NOOP("AnalysisActions", "Tutor: {made} is a very bad play ({lost}); the best is {best}."),
}
"""The tutor's sentence about a checker play, whole for each error class
(a language whose class word agrees with the noun words each one its own way)."""
_CUBE_SENTENCES = {
    ("double", "doubtful"): QT_TRANSLATE_NOOP(
        "AnalysisActions", "Tutor: doubling now is a doubtful cube decision ({lost}); the best is {best}."),
    ("double", "bad"): QT_TRANSLATE_NOOP(
        "AnalysisActions", "Tutor: doubling now is a bad cube decision ({lost}); the best is {best}."),
    ("double", "very bad"): QT_TRANSLATE_NOOP(
        "AnalysisActions", "Tutor: doubling now is a very bad cube decision ({lost}); the best is {best}."),
    ("take", "doubtful"): QT_TRANSLATE_NOOP(
        "AnalysisActions", "Tutor: taking is a doubtful cube decision ({lost}); the best is {best}."),
    ("take", "bad"): QT_TRANSLATE_NOOP(
        "AnalysisActions", "Tutor: taking is a bad cube decision ({lost}); the best is {best}."),
    ("take", "very bad"): QT_TRANSLATE_NOOP(
        "AnalysisActions", "Tutor: taking is a very bad cube decision ({lost}); the best is {best}."),
    ("drop", "doubtful"): QT_TRANSLATE_NOOP(
        "AnalysisActions", "Tutor: dropping is a doubtful cube decision ({lost}); the best is {best}."),
    ("drop", "bad"): QT_TRANSLATE_NOOP(
        "AnalysisActions", "Tutor: dropping is a bad cube decision ({lost}); the best is {best}."),
    ("drop", "very bad"): QT_TRANSLATE_NOOP(
        "AnalysisActions", "Tutor: dropping is a very bad cube decision ({lost}); the best is {best}."),
    ("beaver", "doubtful"): QT_TRANSLATE_NOOP(
        "AnalysisActions", "Tutor: beavering is a doubtful cube decision ({lost}); the best is {best}."),
    ("beaver", "bad"): QT_TRANSLATE_NOOP(
        "AnalysisActions", "Tutor: beavering is a bad cube decision ({lost}); the best is {best}."),
    ("beaver", "very bad"): QT_TRANSLATE_NOOP(
        "AnalysisActions", "Tutor: beavering is a very bad cube decision ({lost}); the best is {best}."),
    ("no double", "doubtful"): QT_TRANSLATE_NOOP(
        "AnalysisActions", "Tutor: rolling without doubling is a doubtful cube decision ({lost}); the best is {best}."),
    ("no double", "bad"): QT_TRANSLATE_NOOP(
        "AnalysisActions", "Tutor: rolling without doubling is a bad cube decision ({lost}); the best is {best}."),
    ("no double", "very bad"): QT_TRANSLATE_NOOP(
        "AnalysisActions", "Tutor: rolling without doubling is a very bad cube decision ({lost}); the best is "
                           "{best}."),
}
"""The tutor's sentence about a cube action, whole for each action and error class."""
_CUBE_QUESTIONS = _noop(QT_TRANSLATE_NOOP("AnalysisActions", "Double anyway?"),
                        QT_TRANSLATE_NOOP("AnalysisActions", "Take anyway?"),
                        QT_TRANSLATE_NOOP("AnalysisActions", "Drop anyway?"),
                        QT_TRANSLATE_NOOP("AnalysisActions", "Beaver anyway?"))
_CUBE_STOPS = _noop(QT_TRANSLATE_NOOP("AnalysisActions", "Don't double"),
                    QT_TRANSLATE_NOOP("AnalysisActions", "Don't take"),
                    QT_TRANSLATE_NOOP("AnalysisActions", "Don't drop"),
                    QT_TRANSLATE_NOOP("AnalysisActions", "Don't beaver"))
_CUBE_ANYWAY = _noop(QT_TRANSLATE_NOOP("AnalysisActions", "Double anyway"),
                     QT_TRANSLATE_NOOP("AnalysisActions", "Take anyway"),
                     QT_TRANSLATE_NOOP("AnalysisActions", "Drop anyway"),
                     QT_TRANSLATE_NOOP("AnalysisActions", "Beaver anyway"))
for _texts, _text in zip((_CUBE_QUESTIONS, _CUBE_STOPS, _CUBE_ANYWAY), _NO_DOUBLE[1:], strict=True):
    _texts[_NO_DOUBLE[0]] = str(_text)


class AnalysisActions(QObject):
    """The window's analysis: actions, menu, status-bar progress, the dock,
    the board's arrows (see the module docstring)."""

    def _level_text(self, level: str, seconds: float) -> str:
        """The level's name with the time it takes for a 7-point match,
        rounded to the unit that reads best, as one sentence with Qt's
        plural forms of the count."""
        if seconds < 90:
            return self.tr("{level}, about %n second(s) for a 7-point match", "",
                           max(1, round(seconds))).format(level=level)
        if seconds < 90 * 60:
            return self.tr("{level}, about %n minute(s) for a 7-point match", "",
                           round(seconds / 60)).format(level=level)
        return self.tr("{level}, about %n hour(s) for a 7-point match", "",
                       round(seconds / 3600)).format(level=level)

    def __init__(self, window: WindowHost) -> None:
        super().__init__(window.widget())
        self.window = window
        self.session = window.session
        tr = self.tr
        self.job = analysis_ctl.AnalysisJob(parent=self)
        self.job.progress.connect(self._progress)
        self.job.finished.connect(self._finished)
        self.job.failed.connect(self._failed)
        self.job.cancelled.connect(self._cancelled)
        self.game_action = QAction(tr("Analyse this &game"), self)
        self.game_action.setToolTip(tr("Every play and cube decision of the game shown, and the luck of each roll"))
        self.game_action.triggered.connect(self.analyse_game)
        self.match_action = QAction(tr("Analyse the whole &match"), self)
        self.match_action.setShortcut("Ctrl+Shift+A")
        self.match_action.triggered.connect(self.analyse_match)
        self.cancel_action = QAction(tr("&Cancel analysis"), self)
        self.cancel_action.triggered.connect(self.job.cancel)
        self.cancel_action.setEnabled(False)
        self.panel_action = QAction(tr("Analysis &summary"), self)
        self.panel_action.setCheckable(True)
        self.panel_action.triggered.connect(self._toggle_panel)
        self.level_group = QActionGroup(self)
        self.level_actions: dict[str, QAction] = {}
        seconds = analysis_ctl.analysis_level_seconds()
        levels = analysis_ctl.analysis_levels()
        chosen = str(window.settings.get("analysis_level"))        # "" until a player chooses one
        chosen = chosen if chosen in levels else analysis_ctl.default_level()
        for name, label in levels.items():
            text = tr(label)
            if name in seconds:        # what the level costs, so that a player can choose knowing it
                text = self._level_text(text, seconds[name])
            action = QAction(text, self, checkable=True)
            action.setData(name)
            action.setChecked(name == chosen)
            self.level_group.addAction(action)
            self.level_actions[name] = action
        self.level_group.triggered.connect(lambda action: window.settings.set("analysis_level", str(action.data())))
        # the status bar: a progress bar and Cancel, shown while an analysis runs
        self.progress_bar = QProgressBar()
        self.progress_bar.setFormat(tr("Analysing %v/%m"))
        # wide enough for its text at a thousand turns (the status bar squeezes it otherwise)
        text_width = self.progress_bar.fontMetrics().horizontalAdvance(tr("Analysing %v/%m").replace("%v", "9999")
                                                                         .replace("%m", "9999"))
        self.progress_bar.setMinimumWidth(text_width + 40)
        self.progress_bar.setMaximumWidth(max(220, text_width + 40))
        self.progress_bar.hide()
        self.cancel_button = QToolButton()
        self.cancel_button.setText(tr("Cancel"))
        self.cancel_button.clicked.connect(self.job.cancel)
        self.cancel_button.hide()
        window.widget().statusBar().addPermanentWidget(self.progress_bar)
        window.widget().statusBar().addPermanentWidget(self.cancel_button)
        # the board: the play made and the best play
        self._items: tuple[Any, Any] | None = None     # (best, made) PlayPreviewItems, made when first drawn
        self._panel: AnalysisPanel | None = None
        # the tutor: a bad play is said before it is confirmed, with an offer to take it back
        from backgammon_qt.controller.engine_jobs.tutor import Tutor

        self.tutor = Tutor(self.session, self.job.engine, lambda: analysis_ctl.tutor_level(self.level), self)
        self.tutor.warning.connect(self._tutor_warning)
        self.tutor.cube_rated.connect(self._cube_rated)
        self._held: tuple[Any, tuple[Any, ...]] | None = None      # the cube action the tutor rates first
        self.tutor_action = QAction(tr("&Tutor: warn before a bad play or cube action"), self, checkable=True)
        self.tutor_action.setToolTip(tr("Before a play the analysis rates bad or worse is confirmed, say so "
                                        "and offer to take it back; before such a cube action is made (a "
                                        "double, take or drop, or a roll that misses a double), say so and "
                                        "ask whether to make it"))
        self.tutor_action.setChecked(bool(window.settings.get("tutor")))
        self.tutor.enabled = self.tutor_action.isChecked()
        self.tutor_action.toggled.connect(self._toggle_tutor)
        self.tutor_box: Any = None           # the tutor's question on the board (a PromptItem) while it is asked
        self._question: tuple[Any, Any] | None = None     # (warning, done) of that question
        window.scene.question_answered.connect(self._question_answered)
        self.session.changed.connect(self._session_changed)
        self.session.match_started.connect(self._match_started)
        self.session.files.loaded.connect(self._file_loaded)
        window.scene.prompt_answered.connect(self._prompt_answered)     # the end-of-game banner's button
        self.session.review.stepped.connect(self._stepped)

    # ------------------------------------------------------------ menus
    def add_menu(self, bar: QMenuBar) -> QMenu:
        """Add the Analyse menu to ``bar``."""
        menu = bar.addMenu(self.tr("&Analyse"))
        menu.addAction(self.game_action)
        menu.addAction(self.match_action)
        menu.addAction(self.cancel_action)
        menu.addSeparator()
        levels = menu.addMenu(self.tr("&Level"))
        for action in self.level_actions.values():
            levels.addAction(action)
        menu.addAction(self.panel_action)
        return menu

    def add_to_options_menu(self, menu: QMenu) -> None:
        """Add the tutor's switch to the Options menu."""
        menu.addAction(self.tutor_action)

    def _toggle_tutor(self, checked: bool) -> None:
        self.window.settings.set("tutor", checked)
        self.tutor.enabled = checked
        if checked:
            self.tutor.check()

    def _tutor_warning(self, warning: Any) -> None:
        """A bad play: said on the board, away from the dice (where the
        click that ends the turn lands), with the best play's arrows; Take
        it back undoes the turn's moves, Keep it (or ending the turn) keeps
        the play."""
        tr = self.tr
        template = _PLAY_SENTENCES.get(warning.error, _PLAY_SENTENCES["bad"])
        text = tr(str(template)).format(made=warning.made, lost=number(-warning.equity_lost, 3, signed=True),
                                        best=warning.best)

        def done(key: str) -> None:
            if key == "back" and self.tutor.current_key() == warning.key:
                self.tutor.take_back()

        self._ask(text, tr("Take it back?"), (("back", tr("Take it back")), ("keep", tr("Keep it"))),
                  warning, done)
        plays = self.tutor.plays_of(warning)
        if plays is not None:                       # the better play on the board, as the analysis shows it
            position, _made, best = plays
            scene = self.window.scene
            item = self.best_item
            if item.scene() is not scene:
                if item.scene() is not None:
                    item.scene().removeItem(item)
                scene.addItem(item)
            item.show_play(warning.player ^ self.session.bottom_player(), position, best)

    def _ask(self, text: str, question: str, buttons: tuple[tuple[str, str], ...], warning: Any,
             done: Any) -> None:
        """Put the tutor's question on the board (``text`` and ``question``
        with ``buttons``, (key, label) pairs) in the half away from the dice
        of ``warning``'s player, said in the news line and to a screen
        reader; ``done(key)`` is called with the button clicked.  It goes
        when the game moves on from what it asks about."""
        self.close_question()
        self._question = (warning, done)
        scene = self.window.scene
        # the board says the sentence (the buttons ask the question), so that it fits between the rows of points
        scene.ask(text, buttons, warning.player ^ self.session.bottom_player())
        self.tutor_box = scene.question
        self.window.say(text)
        self.window.announce(text + " " + question)

    def _question_answered(self, key: str) -> None:
        if self._question is None:
            return
        _warning, done = self._question
        self.close_question()
        done(key)

    def close_question(self) -> None:
        """Take the tutor's question (and the best play's arrows it drew) off the board."""
        if self._question is None:
            return
        self._question = None
        self.tutor_box = None
        self.window.scene.close_question()
        self.clear_arrows()

    def _session_changed(self) -> None:
        """The game moved on (the turn ended, moves taken back, a new
        match): a question about what is no longer on the board goes."""
        if self._question is None:
            return
        warning, _done = self._question
        now = self.tutor.current_key() if warning.kind == "checker" else self.tutor.cube_key(warning.made)
        if now != warning.key:
            self.close_question()

    # ------------------------------------------------------------ the tutor's cube actions
    def tutor_holds(self, method: Any, *args: Any) -> bool:
        """For the window's every human input (``method`` of the match
        controller and its arguments): True when it is a cube action the
        tutor rates before it is made (it is made, or asked about, when the
        rating comes: :meth:`_cube_rated`); False to act at once."""
        from backgammon_qt.controller.match import MatchController
        from backgammon_qt.controller.presentation import Answer

        if method is MatchController.cube_clicked:
            action = "double"
        elif (method in (MatchController.roll, MatchController.dice_clicked) and self.session.controller is not None
              and self.session.current().game.phase is Phase.ROLLING):
            action = "no double"          # a roll when the player might double: a double missed?
        elif method is MatchController.answer and args and str(args[0]) in ("take", "drop", "beaver"):
            action = str(args[0])
        else:
            return False
        if not self.tutor.hold_cube(action):
            return False
        if self._held is None:
            self.window.say(self.tr("Tutor: rating the cube action..."))
        self._held = (method, tuple(Answer(a) if isinstance(a, str) else a for a in args))
        return True

    def _cube_rated(self, rating: Any) -> None:
        """The held cube action's rating: made at once when it is not bad,
        else a question: make it anyway, or not."""
        held, self._held = self._held, None
        if held is None or self.tutor.cube_key(rating.action) != rating.key:
            return            # the game moved on meanwhile (a new match, a review): nothing to make
        method, args = held
        warning = rating.warning
        if warning is None:
            self.window.say("")
            self.session.act(method, *args)
            return
        tr = self.tr
        template = _CUBE_SENTENCES.get((warning.made, warning.error), _CUBE_SENTENCES[(warning.made, "bad")])
        text = tr(str(template)).format(lost=number(-warning.equity_lost, 3, signed=True),
                                        best=action_word(warning.best, translate_in))

        def done(key: str) -> None:
            if key == "anyway" and self.tutor.cube_key(warning.made) == warning.key:
                self.session.act(method, *args)

        self._ask(text, tr(_CUBE_QUESTIONS[warning.made]),
                  (("stop", tr(_CUBE_STOPS[warning.made])), ("anyway", tr(_CUBE_ANYWAY[warning.made]))),
                  warning, done)

    @property
    def level(self) -> str:
        """The analysis level chosen in the menu."""
        checked = self.level_group.checkedAction()
        return str(checked.data()) if checked is not None else analysis_ctl.default_level()

    @property
    def panel(self) -> AnalysisPanel:
        """The analysis dock, made when first used."""
        if self._panel is None:
            panel = AnalysisPanel(self.window.widget())
            # the move list is on the right
            self.window.widget().addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, panel)
            panel.hide()
            panel.decision_chosen.connect(self.show_decision)
            panel.rollout_requested.connect(self.roll_out)
            panel.shown_step = self.session.review.current      # Next error goes on from the position shown
            panel.said.connect(self.window.say)
            # shown or closed (not merely covered by a tabbed dock, which visibilityChanged also says)
            panel.toggleViewAction().toggled.connect(self.panel_action.setChecked)
            self._panel = panel
            self._refresh_panel()
        return self._panel

    def roll_out(self, d: Any) -> bool:
        """Roll out decision ``d`` of the match's analysis in the rollout
        panel (:mod:`.rollout_panel`); False, said in the status bar, when
        the match does not reach it."""
        from backgammon_qt.controller.engine_jobs.rollouts import subject_for_decision

        record = self.session.record()
        try:
            subject = subject_for_decision(record, d)   # named for the player whose equities it rolls out
        except ValueError as exc:
            self.window.say(self.tr("This decision cannot be rolled out: {reason}").format(
                reason=str(exc)))
            return False
        return self.window.roll_out(subject)

    def _toggle_panel(self, _checked: bool = False) -> None:
        """Analyse > Analysis summary, as every dock's entry (:meth:`.dock_room.DockRoom.toggle`)."""
        self.window.dock_room.toggle(self.panel, self.panel_action)

    # ------------------------------------------------------------ running
    def analyse_game(self) -> None:
        """Analyse the game shown (the live one, or the one reviewed)."""
        self._start([self.session.review.current()[0]])

    def analyse_match(self) -> None:
        """Analyse every game of the match."""
        self._start(None)

    def _prompt_answered(self, key: str) -> None:
        if key == "analyse_game":
            self.analyse_game()

    def _start(self, games: list[int] | None) -> None:
        record = self.session.record()
        if not record.games:
            self.window.say(self.tr("Nothing to analyse yet."))
            return
        self.job.start(record, self.level, games)
        self.progress_bar.setRange(0, 0)           # busy until the first report
        self.progress_bar.show()
        self.cancel_button.show()
        self.cancel_action.setEnabled(True)
        self.window.say(self.tr("Analysing..."))

    def _progress(self, done: int, total: int) -> None:
        self.progress_bar.setRange(0, total)
        self.progress_bar.setValue(done)
        self.progress_bar.setToolTip(self.tr("Analysing: {done} of %Ln turn(s)", "", total).format(
            done=QLocale().toString(done)))

    def _stopped(self) -> None:
        self.progress_bar.hide()
        self.cancel_button.hide()
        self.cancel_action.setEnabled(False)

    def _finished(self, analysis: Any) -> None:
        self._stopped()
        analysis = analysis_ctl.merge_analyses(self.session.analysis, analysis, self.session.record())
        self.session.analysis = analysis
        self._refresh_panel()
        self.panel.show()
        self.panel.raise_()
        self.window.say(self.tr("Analysis done in %Ln second(s).", "", round(analysis.seconds)))
        self._mark_move_list()

    def _failed(self, message: str) -> None:
        self._stopped()
        self.window.say(self.tr("The analysis failed. {reason}").format(reason=message))   # the engine's sentences

    def _cancelled(self, partial: Any) -> None:
        """Cancelled: the turns analysed so far are kept when there was no
        analysis yet (or only a part of one at the same level); a whole
        analysis there was stays."""
        self._stopped()
        old = self.session.analysis
        if partial is not None and (old is None or (old.partial is not None and old.level == partial.level)):
            self.session.analysis = analysis_ctl.merge_analyses(old, partial, self.session.record())
            self._refresh_panel()
            self.panel.show()
            self._mark_move_list()
            self.window.say(self.tr("Analysis cancelled: the {done} of %Ln turn(s) analysed are shown.",
                                                   "", self.job.total).format(done=QLocale().toString(self.job.done)))
            return
        self.window.say(self.tr("Analysis cancelled."))

    def _match_started(self, _controller: object) -> None:
        # the turns analysed so far are of the match replaced: not kept for this one
        self.job.cancel(keep=False)
        # nor is a cube action held for the tutor's rating, nor the tutor's question about that match
        self._held = None
        self.close_question()
        self.clear_arrows()
        if self._panel is not None:
            self._refresh_panel()
            if self.session.analysis is None and not self._panel.isHidden():
                self._panel.close()           # the new match has no analysis: the board gets its room back
        self._mark_move_list()

    def _file_loaded(self, _loaded: object) -> None:
        """A file was opened: show the analysis it kept, if any."""
        if self.session.analysis is not None:
            self._refresh_panel()
            self._mark_move_list()
            if self.panel.isHidden():
                self.window.dock_room.toggle(self.panel, self.panel_action)     # opened

    def _mark_move_list(self) -> None:
        self.window.analysis_changed()

    def _refresh_panel(self) -> None:
        if self._panel is None:
            return
        c = self.session.current()
        self._panel.show_analysis(self.session.analysis, c.players, c.match.length == 0)

    def shutdown(self) -> None:
        """Stop a running analysis and its engine process (quitting)."""
        self.tutor.shutdown()
        self.job.shutdown()

    # ------------------------------------------------------------ the board
    def _arrow_items(self) -> tuple[Any, Any]:
        if self._items is None:
            # not at start-up (the first board does not need it)
            from .hint_items import PlayPreviewItem

            best, made = PlayPreviewItem(), PlayPreviewItem()
            best.colour = BEST_COLOUR
            made.ghosts = False
            made.offset = QPointF(7, -7)     # beside the best play's arrows where both take a path
            self._items = (best, made)
        return self._items

    @property
    def best_item(self) -> Any:
        """The best play's marks on the board (a :class:`PlayPreviewItem`)."""
        return self._arrow_items()[0]

    @property
    def made_item(self) -> Any:
        """The play made's marks, in the colour of its error class."""
        return self._arrow_items()[1]

    def show_decision(self, d: Any) -> None:
        """Step the board to the position before decision ``d`` and draw its
        plays (a checker play) on it."""
        self.window.go_to(d.game, d.action)
        self._draw(d)

    def _draw(self, d: Any) -> None:
        plays = analysis_ctl.decision_plays(d) if d is not None else None
        if plays is None:
            self.clear_arrows()
            return
        position, made, best = plays
        # put on the scene shown when drawn (the review shows a scene of its own)
        shown = self.window.view.scene() or self.window.scene
        for item in (self.best_item, self.made_item):
            if item.scene() is not shown:
                if item.scene() is not None:
                    item.scene().removeItem(item)
                shown.addItem(item)
        state = getattr(shown, "state", None)       # the review board may be turned otherwise than the live one
        side = d.player ^ (state.bottom_player if state is not None else self.session.bottom_player())
        self.best_item.show_play(side, position, best)
        if d.made != d.best:
            self.made_item.colour = QColor(ERROR_COLOURS.get(d.error, "#7a7a7a"))
            self.made_item.show_play(side, position, made)
        else:
            self.made_item.clear()

    def clear_arrows(self) -> None:
        """Take the arrows off the board."""
        if self._items is not None:
            for item in self._items:
                item.clear()

    def _stepped(self) -> None:
        analysis = self.session.analysis
        cursor = self.session.review.cursor
        if analysis is None or cursor is None:
            self.clear_arrows()
            return
        d = analysis.decision_at(*cursor)
        if d is not None and d.kind == "checker":
            self._draw(d)
        else:
            self.clear_arrows()
        if d is not None and self._panel is not None:
            self._panel.show_candidates(d)          # a cube decision's options too
