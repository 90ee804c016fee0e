"""The rollout panel: a dock that rolls out a decision and shows the result.

A player starts a rollout from the hint panel (the best plays of a roll,
or the cube decision before it), from an analysed error in the analysis
dock ("Roll out this decision") or after the position editor's Analyse
(which shows its analysis in the hint panel).  As gnubg's rollout window
does, the panel shows the settings (trials or a target standard error,
truncation, the level of the plays inside the trials, cubeful or cubeless,
the seed), a progress bar with the trials done, Stop and Extend, and a
table of the candidates: equity, one standard error (the 95 % interval in
the tooltip), the chances of winning and of winning or losing a gammon,
and the difference from the best (the candidates are listed from the
rollout's start, in the order they were asked for, their figures blank
until the first batch of trials is done).  It is a dock, not a modal dialog, so
the board stays usable while a rollout runs (the work is in an engine
process of its own: :class:`~backgammon_qt.controller.engine_jobs.rollouts.RolloutJob`).
In a short dock (over the Game list in a 768-pixel window) the settings
scroll in an area of their own, and so do the sentences under the table
where the docks of the panel's column leave them no room (they take the
room there is first; the best choice's sentence stays in view); the
buttons, the bar and the table's rows keep their heights, and the window
its height.

A finished or stopped rollout is kept with the match
(:meth:`Session.keep_rollout`, saved in ``.bgqt``), and so are the
finished batches of one whose engine failed; the kept ones are
listed at the top of the panel and can be shown and extended again.

Equities are the player on roll's, normalised to the cube (+1.000 = winning
the cube's value), cubeful unless the rollout is cubeless; chances are
cubeless.
"""

from __future__ import annotations

import logging
import math
import time
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QEventLoop, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDockWidget,
    QDoubleSpinBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from backgammon_qt.app.translations import number, percent, translate_in
from backgammon_qt.controller.engine_jobs import rollouts
from backgammon_qt.controller.presentation import (
    best_cube_option,
    cube_choice_text,
    cube_option_text,
    proper_action_text,
    roll_text,
)

from .wrapped_label import WrappedLabel

if TYPE_CHECKING:
    from backgammon_qt.controller.engine_jobs.rollouts import RolloutSubject
    from backgammon_qt.controller.session import Session

__all__ = ["RolloutPanel"]

log = logging.getLogger(__name__)

_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


class RolloutPanel(QDockWidget):
    """The rollout dock.  ``session`` is the window's
    :class:`~backgammon_qt.controller.session.Session` (results are kept
    with its match).  :meth:`roll_out` starts a rollout of a
    :class:`~backgammon_qt.controller.engine_jobs.rollouts.RolloutSubject`; ``job`` (a
    :class:`RolloutJob`, default the panel's own with its own engine
    process) runs it.  Call :meth:`shutdown` on quit.

    Signals:
        shown_result(object): the result shown changed (a progress report
            with a new batch, the end, a kept rollout chosen).
        position_wanted(int, int): a kept rollout of a position of the
            match was chosen: show the board after that many actions
            (second) of that game (first, 0-based), as
            :meth:`~backgammon_qt.controller.review.Review.go_to` takes them.
    """

    shown_result = Signal(object)
    position_wanted = Signal(int, int)

    # gnubg's short heads (its hint list's "Diff.", "W g", "L g"), the full names in the
    # tooltips: the chances fit a narrow dock (the long heads were cut: "Lose g…", "Vinde gamm…")
    COLUMNS = ("Play", "Equity", "\u00b1 SE", "Diff.", "Win", "W g", "L g")
    COLUMN_TIPS = ("The play, or the cube action", "Equity after the play (the player on roll's), or of the "
                   "cube action", "One standard error of the equity; the 95% interval is about two of them "
                   "either side", "Equity minus the best's", "Chance of winning (cubeless)",
                   "Chance of winning a gammon or backgammon (cubeless)",
                   "Chance of losing a gammon or backgammon (cubeless)")

    def __init__(self, session: Session, job: Any = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rollout"))
        self.setObjectName("rollout_panel")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea)
        self.session = session
        self.job = job if job is not None else rollouts.RolloutJob(parent=self)
        self.job.started.connect(self._started)
        self.job.progress.connect(self._progress)
        self.job.finished.connect(self._finished)
        self.job.failed.connect(self._failed)
        self.subject: RolloutSubject | None = None
        self.result: Any = None          # the RolloutResult shown
        self._of_plays = True            # the running rollout is of plays (False: of a cube decision)
        self._extending: Any = None      # the kept result the running rollout extends (it takes its place)
        self._fitted: Any = None         # the rollout whose columns are chosen (kept steady for it)
        self._widths: dict[int, int] = {}   # its columns' widths (pixels), by column
        self._places: dict[int, tuple[Any, Any]] = {}   # id of a kept result: (it, its RolloutPlace or None)

        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)      # as the hint panel: the room of a narrow dock for the table
        kept_row = QHBoxLayout()
        kept_label = QLabel(self.tr("&Kept rollouts"))
        self.kept = QComboBox()
        # narrows with the dock (its entries' whole text in the list that opens)
        self.kept.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.kept.setMinimumContentsLength(8)
        kept_label.setBuddy(self.kept)
        self.kept.setAccessibleName(self.tr("Rollouts kept with the match"))
        self.kept.activated.connect(self._kept_chosen)
        kept_row.addWidget(kept_label)
        kept_row.addWidget(self.kept, 1)
        layout.addLayout(kept_row)
        # the kept rollout shown, said whole above its settings (the box cuts it in a narrow dock:
        # "Game 3, move" of "Game 3, move 54: 3-1: 144 trials, full, seed 1"); in the settings' area,
        # which scrolls in a short dock: the panel is no taller for it
        self.kept_whole = WrappedLabel()
        self.kept_whole.setWordWrap(True)
        self.kept_whole.setTextFormat(Qt.TextFormat.PlainText)
        self.kept_whole.hide()
        self.kept.currentIndexChanged.connect(self._say_kept)
        self.heading = WrappedLabel(self._intro())
        self.heading.setWordWrap(True)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.heading)

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        # in a narrow dock a field goes under its label: the panel narrows to the board's side
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.addRow(self.kept_whole)
        self.trials = QSpinBox()
        self.trials.setRange(36, 1_000_000)
        self.trials.setSingleStep(36)
        self.trials.setValue(rollout_defaults()["trials"])
        self.trials.setGroupSeparatorShown(True)
        self.trials.setToolTip(self.tr("The trials per play (or of the cube decision) of the next rollout: Roll "
                                       "out plays this many, Extend adds this many to the rollout shown. The "
                                       "trials done are said under the bar."))
        form.addRow(self.tr("&Trials:"), self.trials)
        self.use_target = QCheckBox(self.tr("Stop at a standard error o&f"))
        self.target = QDoubleSpinBox()
        self.target.setDecimals(3)
        self.target.setRange(0.001, 0.5)
        self.target.setSingleStep(0.001)
        self.target.setValue(0.01)
        self.target.setEnabled(False)
        self.target.setAccessibleName(self.tr("Target standard error"))
        self.use_target.toggled.connect(self.target.setEnabled)
        form.addRow(self.use_target, self.target)
        self.truncation = QSpinBox()
        self.truncation.setRange(0, 200)
        self.truncation.setSpecialValueText(self.tr("None", "no truncation: every trial is played to the end"))
        self.truncation.setToolTip(self.tr("Plies (one player's turn each) played in each trial before the "
                                           "network judges the position; none plays every game to its end"))
        form.addRow(self.tr("Tr&uncate after (plies):"), self.truncation)
        self.ply = QComboBox()
        for ply in rollouts.PLIES:
            self.ply.addItem(self.tr("{ply}-ply (gnubg {gnubg}-ply)").format(ply=ply, gnubg=ply - 1), ply)
        self.ply.setToolTip(self.tr("The depth of the plays and cube actions inside the trials"))
        form.addRow(self.tr("&Level of the trials:"), self.ply)
        self.cubeful = QCheckBox(self.tr("&Cubeful"))
        self.cubeful.setToolTip(self.tr("The cube is used in the trials"))
        self.cubeful.setChecked(True)
        form.addRow(self.cubeful)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setValue(1)
        self.seed.setToolTip(self.tr("The same seed and settings give the same numbers"))
        form.addRow(self.tr("See&d:"), self.seed)
        # the settings scroll when the dock is short (each row keeps its height; the buttons, the bar
        # and the table under them stay in view)
        settings = QWidget()
        settings.setLayout(form)
        form.setContentsMargins(0, 0, 0, 0)
        self.settings_area = _FittingArea()
        self.settings_area.setObjectName("rollout_settings")
        self.settings_area.setWidgetResizable(True)
        self.settings_area.setFrameShape(QFrame.Shape.NoFrame)
        self.settings_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.settings_area.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.settings_area.setWidget(settings)
        # at the least a field's height: beside the Game list the window stays within a 768-pixel screen
        self.settings_area.setMinimumHeight(self.trials.sizeHint().height() + 2)
        layout.addWidget(self.settings_area)

        buttons = QGridLayout()          # Extend under the others: the panel narrows with the dock
        self.start_button = QPushButton(self.tr("&Roll out"))
        self.start_button.setToolTip(self.tr("Roll out again from the start with these settings"))
        self.start_button.clicked.connect(self.start)
        self.stop_button = QPushButton(self.tr("&Stop"))
        self.stop_button.setToolTip(self.tr("Stop the rollout, keeping the trials done"))
        self.stop_button.clicked.connect(self.stop)
        self.extend_button = QPushButton()
        self.extend_button.clicked.connect(self.extend)
        self.trials.valueChanged.connect(self._label_extend)
        self._label_extend()
        for field in (self.truncation, self.seed):        # another rollout: Extend goes off (see _enable)
            field.valueChanged.connect(self._enable)
        self.ply.currentIndexChanged.connect(self._enable)
        self.cubeful.toggled.connect(self._enable)
        buttons.addWidget(self.start_button, 0, 0)
        buttons.addWidget(self.stop_button, 0, 1)
        buttons.addWidget(self.extend_button, 1, 0, 1, 2)
        layout.addLayout(buttons)
        self.bar = _ProgressBar()
        self.bar.setRange(0, 1000)
        self.bar.setValue(0)
        self.bar.setAccessibleName(self.tr("Rollout progress"))
        progress = QVBoxLayout()                  # the thin bar and its text under it, as one row
        progress.setSpacing(0)
        progress.addWidget(self.bar)
        progress.addWidget(self.bar.line)
        # the batch under way, trial by trial (bgsage's progress inside a batch), apart from the bar and the
        # table, which count finished batches only; and the time left once a batch is done
        self.running = WrappedLabel()
        self.running.setWordWrap(True)
        self.running.setTextFormat(Qt.TextFormat.PlainText)
        self.running.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.running.setAccessibleName(self.tr("The batch under way"))
        self.running.hide()                  # shown while it has something to say: no empty line in a short dock
        progress.addWidget(self.running)
        layout.addLayout(progress)
        self._clock = time.monotonic         # seconds (a test puts its own clock here)
        self._run: tuple[float, int] | None = None      # when the running rollout started, its trials then
        self._batch_shape: tuple[int, int] | None = None   # the running batch's trials per play, and in all

        self.table = QTreeWidget()
        self.table.setRootIsDecorated(False)
        self.table.setUniformRowHeights(True)
        self.table.setAlternatingRowColors(True)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setHeaderLabels([self.tr(c) for c in self.COLUMNS])
        for column, tip in enumerate(self.COLUMN_TIPS):
            self.table.headerItem().setToolTip(column, self.tr(tip))
        self.table.header().setStretchLastSection(False)
        # sized for the rollout shown (_size_columns), not to the numbers of each batch; before one, to contents
        self.table.header().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.table.setAccessibleName(self.tr("Rollout results"))
        self.table.setAccessibleDescription(self.tr("The candidates, best first, with their equities, standard "
                                                    "errors and chances"))
        layout.addWidget(self.table, 1)
        self.table.viewport().installEventFilter(self)      # its width decides the columns shown
        self.verdict = WrappedLabel()            # the best choice and how sure it is (under the table)
        self.verdict.setWordWrap(True)
        self.verdict.setTextFormat(Qt.TextFormat.PlainText)
        self.verdict.setAccessibleName(self.tr("How sure the best choice is"))
        self.note = WrappedLabel()
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        # the sentences under the table scroll in an area of their own when the dock is short (over the
        # Game list in a 768-pixel window): the first batch's sentences (the note's settings, seven lines
        # in a narrow dock) no longer make the window taller, which tabbed the Game list away mid-rollout
        sentences = QWidget()
        sentences_layout = QVBoxLayout(sentences)
        sentences_layout.setContentsMargins(0, 0, 0, 0)
        sentences_layout.addWidget(self.verdict)
        sentences_layout.addWidget(self.note)
        sentences_layout.addStretch(1)
        self.sentences_area = _FittingArea()
        self.sentences_area.setObjectName("rollout_sentences")
        self.sentences_area.setWidgetResizable(True)
        self.sentences_area.setFrameShape(QFrame.Shape.NoFrame)
        self.sentences_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.sentences_area.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.sentences_area.setWidget(sentences)
        # at the least two lines: the sentence naming the best choice, in view however short the dock
        self._sentences_floor = 2 * self.verdict.fontMetrics().lineSpacing() + 2
        self.sentences_area.setMinimumHeight(self._sentences_floor)
        layout.addWidget(self.sentences_area)
        self._sentences_timer = QTimer(self)          # the sentences' room, fitted once the layout has settled
        self._sentences_timer.setSingleShot(True)
        self._sentences_timer.setInterval(0)
        self._sentences_timer.timeout.connect(self._fit_sentences)
        # the table keeps its rows: with the settings scrolling, a short dock (under or over the Game
        # list in a 768-pixel window) no longer squeezes the rows over each other
        self.table.setMinimumHeight(self._table_minimum_height())
        self.setWidget(body)
        self.setMinimumWidth(self.MINIMUM_WIDTH)
        self._enable()
        session.match_started.connect(self._match_started)
        session.analyses.follow_rollouts(self.job)       # a running rollout is asked about before the match closes
        session.analyses.rollouts_changed.connect(lambda: self._fill_kept(self.result))
        self._fill_kept()

    def _intro(self) -> str:
        """The heading while nothing is shown: where rollouts are started."""
        return self.tr("Roll out the best plays or the cube decision from the hint panel, or an "
                       "analysed error from the analysis panel.")

    TABLE_ROWS = (3, 5)
    """The fewest and the most rows the table keeps in view however short
    the dock: its rows (a cube decision's 3, up to
    :data:`~backgammon_qt.controller.engine_jobs.rollouts.MAX_CANDIDATES`
    plays), at least the first."""

    def _table_minimum_height(self, rows: int = 0) -> int:
        """The table's height (pixels) for its header and ``rows`` rows held
        within :data:`TABLE_ROWS` (a row is a line of text and the view's
        margins)."""
        table = self.table
        rows = max(self.TABLE_ROWS[0], min(self.TABLE_ROWS[1], rows))
        row = table.fontMetrics().height() + 4
        frame = 2 * table.frameWidth()
        return table.header().sizeHint().height() + rows * row + frame + 2

    MINIMUM_WIDTH = 200
    """The narrowest the panel gets (pixels): with the board's 600 and the
    analysis dock's 200 on the other side, a 1024-pixel window holds all
    three (its fields go under their labels, the table's columns give way)."""

    WANTED_WIDTH = 470
    """The width the panel asks for (pixels): its table's columns with a
    long play; a narrower window leaves the board its room first and the
    table scrolls sideways."""

    def sizeHint(self) -> QSize:
        """:data:`WANTED_WIDTH`, at most what leaves the board 580 pixels."""
        hint = super().sizeHint()
        window = self.parentWidget()
        room = window.width() - 580 if window is not None else self.WANTED_WIDTH
        return QSize(max(self.minimumWidth(), min(self.WANTED_WIDTH, room)), hint.height())

    # ------------------------------------------------------------ settings
    def settings(self) -> Any:
        """The :class:`RolloutSettings` the fields say.  Raises
        :class:`ValueError` for values the engine refuses."""
        return rollouts.make_settings(
            trials=self.trials.value(), target_se=self.target.value() if self.use_target.isChecked() else None,
            truncation=self.truncation.value(), ply=int(self.ply.currentData()), cubeful=self.cubeful.isChecked(),
            seed=self.seed.value())

    def _show_settings(self, s: Any) -> None:
        """Set the fields that make a rollout the one it is (truncation,
        level, cubeful, seed: those :meth:`_extendable` compares) to those
        of ``s`` (a kept rollout's settings), so that Extend goes on with it,
        as gnubg goes on with a saved rollout's own settings.  The Trials
        field and the target standard error are left as the player set
        them: they say how far the next rollout or extension goes, not how
        far the rollout shown went (its trials done are said under the bar
        and under the table)."""
        self.truncation.setValue(s.truncation)
        self.ply.setCurrentIndex(max(0, self.ply.findData(s.ply)))
        self.cubeful.setChecked(s.cubeful)
        self.seed.setValue(s.seed)

    def _label_extend(self) -> None:
        """Extend adds the Trials field's trials: its label says how many."""
        self.extend_button.setText(self.tr("E&xtend by %Ln trial(s)", "", self.trials.value()))

    def _extendable(self) -> bool:
        """True when the result shown can be extended with the settings
        shown: the fields other than Trials and the target (truncation,
        level, cubeful, seed) are its own."""
        if self.result is None:
            return False
        try:
            return bool(self.settings().same_rollout(self.result.task.settings))
        except ValueError:
            return False

    # ------------------------------------------------------------ actions
    def roll_out(self, subject: RolloutSubject) -> bool:
        """Show the panel and roll out ``subject`` with the settings shown
        (a running rollout is dropped).  False, with the reason shown, when
        it cannot be rolled out."""
        self.show()
        self.raise_()
        self.subject = subject
        return self.start()

    def start(self) -> bool:
        """Roll out the subject shown from the start with the settings shown."""
        if self.subject is None:
            return False
        reason = self.subject.why_not()
        task = None
        if reason is None:
            try:
                task = self.subject.task(self.settings())
            except ValueError:
                log.warning("the rollout could not be made", exc_info=True)
        if task is None:
            self._clear()
            self.heading.setText(self._why_not_text(reason))
            self._enable()
            return False
        self._clear()
        self._extending = None            # a new rollout: kept beside the ones before, never in their place
        self.job.start(task)
        return True

    def _why_not_text(self, reason: str | None) -> str:
        """A :meth:`RolloutSubject.why_not` code in the player's words
        (None: the settings were refused)."""
        tr = self.tr
        texts = {
            "no_play": tr("This cannot be rolled out: there is no play to roll out."),
            "no_cube": tr("The cube decision cannot be rolled out: the cube is not in use."),
            "crawford": tr("The cube decision cannot be rolled out: this is the Crawford game, where nobody may "
                           "double."),
            "opponent_cube": tr("The cube decision cannot be rolled out: the opponent owns the cube."),
            "cube_cap": tr("The cube decision cannot be rolled out: the cube is already at the highest value "
                           "these rules allow."),
            "dead_cube": tr("The cube decision cannot be rolled out: the cube is dead at this score (a double "
                            "cannot gain anything)."),
        }
        return texts.get(reason or "", tr("This cannot be rolled out with these settings."))

    def stop(self) -> None:
        """Stop the running rollout, keeping the trials done."""
        if self.job.running:
            self.job.stop()
            self.stop_button.setEnabled(False)
            self.bar.setFormat(self.tr("Stopping\u2026"))
            self._run = None                  # the batch under way is dropped (the engine stops within a trial)
            self._say_running(self.tr("The batch under way is dropped; the finished batches are kept."))

    STOP_WAIT_MS = 30_000
    """How long (milliseconds) :meth:`stop_and_keep` waits for the engine to
    stop the rollout (it stops within a trial); an engine that has not
    stopped by then is taken to hang, and is ended.  Ending it loses nothing
    a stop would keep: the finished batches are those it reported."""

    def stop_and_keep(self) -> None:
        """Stop the running rollout and return once it has ended: the trials
        of the finished batches are kept with the match, as :meth:`stop`
        keeps them (the batch under way is dropped; the window repaints
        meanwhile, clicks and keys wait).  Before a save that should hold them (the questions
        before the match closes or the app quits: Save it first).

        The wait ends however the job ends (``ended``), and after
        :data:`STOP_WAIT_MS` at the most: an engine that has not answered
        the stop by then is shut down.  When the engine failed
        (:meth:`_failed` keeps what it reported) or was shut down so, the
        finished batches it reported are kept all the same
        (:meth:`_keep_reported`) and a message box says what happened."""
        from PySide6.QtWidgets import QMessageBox  # made at first use, not at start-up

        if not self.job.running:
            return
        loop = QEventLoop()
        timer = QTimer()
        timer.setSingleShot(True)
        timer.setInterval(self.STOP_WAIT_MS)
        late: list[bool] = []
        failed: list[str] = []
        note_failure = failed.append

        def too_late() -> None:
            late.append(True)
            loop.quit()

        timer.timeout.connect(too_late)
        self.job.failed.connect(note_failure)      # after the panel's _failed (it keeps what was reported)
        self.job.ended.connect(loop.quit)          # after the panel's own slots (finished keeps the result)
        try:
            self.stop()
            if self.job.running:
                timer.start()
                loop.exec(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
        finally:
            timer.stop()
            self.job.failed.disconnect(note_failure)
            self.job.ended.disconnect(loop.quit)
        if failed:
            # the engine failed during the wait (its process died): nobody ended the rollout
            text = self._failure_text(self.job.reported() is not None, failed[0])
        elif self.job.running:
            if not late:
                return          # the wait was ended from outside (the app quits; it shuts the job down)
            log.error("The engine did not stop the rollout within %d ms: it is shut down", self.STOP_WAIT_MS)
            self.job.shutdown()
            if self._keep_reported() is not None:
                text = self.tr("The engine did not stop the rollout as asked, so it was ended: the trials of the "
                               "finished batches are kept, the batch under way is lost.")
            else:
                text = self.tr("The engine did not stop the rollout as asked, so it was ended before its first "
                               "batch of trials was done: nothing of it is kept.")
        else:
            return              # stopped as asked (kept by _finished), or dropped on purpose
        QMessageBox.warning(self, self.tr("Rollout"), text)

    def _keep_reported(self) -> Any:
        """The rollout ended without its result (its engine failed, or hung
        and was shut down): keep the finished batches the engine reported
        (:meth:`RolloutJob.reported`, a stopped rollout) with the match, in
        the place of the kept result it extended (``_extending``), and show
        them as :meth:`stop` would.  Returns what was kept, or None when no
        batch had finished (nothing is kept)."""
        result = self.job.reported()
        self._finished(result)
        self._extending = None
        return result

    def _failure_text(self, kept: bool, reason: str) -> str:
        """What the player reads when the rollout's engine failed: whether
        the finished batches' trials were kept (``kept``), then ``reason``,
        the engine's sentences (:func:`~backgammon_qt.controller.engine_jobs.worker.engine_failure_text`)."""
        if kept:
            return self.tr("The rollout ended because the engine failed: the trials of the finished batches are "
                           "kept, the batch under way is lost. {reason}").format(reason=reason)
        return self.tr("The rollout ended because the engine failed before its first batch of trials was done: "
                       "nothing of it is kept. {reason}").format(reason=reason)

    def extend(self) -> None:
        """Go on with the result shown for the trials set in the panel."""
        if self.result is None or self.job.running or not self._extendable():
            return
        self._extending = self.result
        self.job.extend(self.trials.value(), self.result)

    def shutdown(self) -> None:
        """Drop a running rollout and end its engine process (quit)."""
        self.job.shutdown()

    # ------------------------------------------------------------ the job
    def _started(self, task: Any) -> None:
        self.heading.setText(self._title(task))
        self._of_plays = task.dice is not None
        # the first column names what is rolled out from the start (not the last result's kind)
        self.table.headerItem().setText(0, self.tr("Play") if self._of_plays else self.tr("Cube action"))
        if self.result is None:
            self.bar.setRange(0, 0)           # busy until the first batch's trials are in the table
        else:
            self.bar.setValue(int(1000 * self.result.trials / max(1, task.settings.planned_trials)))
        # the engine's process starts (the first time) and loads its networks: a second or two
        self.bar.setFormat(self.tr("Starting the engine\u2026"))
        self._say_running("")
        self._run = (self._clock(), self.result.trials if self.result is not None else 0)
        self._batch_shape = None          # known from the first report inside a batch
        if self.result is None:           # a new rollout: what it rolls out is in the table at once
            self._show_candidates(task)
        self._enable()

    def _progress(self, report: Any) -> None:
        """The bar counts what the table and the note count: the trials of
        the finished batches (each play gets every one of them), of the
        rollout's planned trials; its fill is that share, so it moves a
        batch at a time.  The running batch's trials, which are not in the
        table yet, are said apart in :attr:`running` (:meth:`_show_running`)."""
        if report.batch >= 0 and self._run is not None:
            self._batch_shape = (report.batch_trials, report.batch_units)
            self._show_running(report)
        elif report.result is not None and self._run is not None and self._batch_shape is not None:
            # a batch is done: its trials are in the table now, so the line goes on to the next one
            if report.result.complete:
                self._say_running("")
            else:
                size, units = self._batch_shape
                self._show_running(replace(report, batch=len(report.result.batches), batch_trials=size,
                                           batch_done=0, batch_units=units))
        if report.result is None:               # still busy with the first batch: nothing in the table
            text = (self.tr("{done} of %Ln trial(s) per play", "", report.total) if self._of_plays
                    else self.tr("{done} of %Ln trial(s)", "", report.total))
            self.bar.setRange(0, 1000)          # "0 of ... trials" reads on an empty bar, not a busy (full-looking) one
            self.bar.setValue(0)
            self.bar.setFormat(text.format(done=number(0, 0)))
            return
        self.bar.setRange(0, 1000)
        self.bar.setValue(min(1000, int(1000 * report.trials / max(1, report.total))))
        text = (self.tr("{done} of %Ln trial(s) per play", "", report.total) if self._of_plays
                else self.tr("{done} of %Ln trial(s)", "", report.total))
        self.bar.setFormat(text.format(done=number(report.trials, 0)))
        # a report from the engine's process is a new copy of the same result until a batch is added:
        # the table is filled again only when the numbers change
        if report.result is not self.result and report.result != self.result:
            self._show_result(report.result)
        self._enable()

    def _show_running(self, report: Any) -> None:
        """Say the batch under way in :attr:`running`: its number of the
        rollout's batches, the play being rolled out (bgsage rolls the
        plays out one after the other) and its trials played of the
        batch's, e.g. "Batch 2 of 18 under way: play 3 of 5, 40 of 72
        trials."; once a batch of this run is done, the time left at the
        pace so far (the wall time per batch, running batch included)."""
        size = max(1, report.batch_trials)
        units = max(size, report.batch_units)
        batches = number(max(1, report.total // size), 0)
        batch = number(report.batch + 1, 0)
        plays = units // size
        if self._of_plays and plays > 1:
            play = min(plays, report.batch_done // size + 1)
            text = self.tr("Batch {batch} of {batches} under way: play {play} of {plays}, {done} of %Ln trial(s).",
                           "", size).format(batch=batch, batches=batches, play=number(play, 0),
                                            plays=number(plays, 0),
                                            done=number(report.batch_done - (play - 1) * size, 0))
        else:
            text = self.tr("Batch {batch} of {batches} under way: {done} of %Ln trial(s).", "", size).format(
                batch=batch, batches=batches, done=number(min(size, report.batch_done), 0))
        left = self._time_left(report)
        self._say_running(text if left is None else f"{text} {left}")

    def _say_running(self, text: str) -> None:
        """Put ``text`` in :attr:`running`, shown only when there is one."""
        self.running.setText(text)
        self.running.setVisible(bool(text))

    def _time_left(self, report: Any) -> str | None:
        """The time the rollout still needs at the pace of this run so far
        (in whole sentences), or None before a batch of this run is done.
        With a target standard error it is the most (it may end sooner)."""
        if self._run is None:
            return None
        started, trials_then = self._run
        size = max(1, report.batch_trials)
        done_batches = (report.trials - trials_then) / size
        if done_batches < 1:
            return None
        running = report.batch_done / max(1, report.batch_units)
        per_batch = (self._clock() - started) / (done_batches + running)
        left = max(0.0, per_batch * ((report.total - report.trials) / size - running))
        target = self.result is not None and self.result.task.settings.target_se is not None
        if left < 90:
            seconds = max(5, 5 * round(left / 5))
            return (self.tr("At most about %n second(s) left.", "", seconds) if target
                    else self.tr("About %n second(s) left.", "", seconds))
        minutes = max(2, round(left / 60))
        return (self.tr("At most about %n minute(s) left.", "", minutes) if target
                else self.tr("About %n minute(s) left.", "", minutes))

    def _finished(self, result: Any) -> None:
        self.bar.setRange(0, 1000)
        self._say_running("")
        self._run = None
        if result is None:
            self._no_figures_coming()
            # the bar's text stays short (a narrow dock cuts it); the sentence goes under the table
            self.bar.setFormat(self.tr("Stopped."))
            self.note.setText(self.tr("Stopped before the first batch of trials was done."))
            self._sentences_changed()
            self._enable()
            return
        self._show_result(result)
        self._show_end(result)
        self.session.analyses.keep_rollout(result, replaces=self._extending)   # the kept list follows
        self._extending = None
        self._enable()

    def _show_end(self, result: Any) -> None:
        """The bar at the end of ``result``: full when done, the share of the
        planned trials when it was stopped."""
        of_plays = result.cube is None
        if result.stopped:
            planned = max(1, result.task.settings.planned_trials)
            self.bar.setValue(min(1000, int(1000 * result.trials / planned)))
            self.bar.setFormat(self.tr("Stopped after %Ln trial(s) per play.", "", result.trials) if of_plays
                               else self.tr("Stopped after %Ln trial(s).", "", result.trials))
        else:
            self.bar.setValue(1000)
            self.bar.setFormat(self.tr("Done: %Ln trial(s) per play.", "", result.trials) if of_plays
                               else self.tr("Done: %Ln trial(s).", "", result.trials))

    def _failed(self, message: str) -> None:
        """The rollout's engine failed (``message``: the engine's sentences,
        :func:`~backgammon_qt.controller.engine_jobs.worker.engine_failure_text`,
        also logged): the finished batches it reported are kept as a stopped
        rollout (:meth:`_keep_reported`), and the sentence under the table
        says so (or that nothing was kept)."""
        log.error("The rollout failed: %s", message)
        kept = self._keep_reported()
        if kept is None:
            self.bar.setFormat(self.tr("The rollout failed."))
        self.note.setText(self._failure_text(kept is not None, message))
        self._sentences_changed()

    def _enable(self) -> None:
        running = bool(self.job.running)
        self.start_button.setEnabled(self.subject is not None and not running)
        self.stop_button.setEnabled(running)
        extendable = not running and self._extendable()
        self.extend_button.setEnabled(extendable)
        self.extend_button.setToolTip(
            self.tr("Go on with the rollout shown for the trials set above, with the same seeds as one longer "
                    "rollout") if extendable or self.result is None or running
            else self.tr("The truncation, level, cube or seed set above differ from the rollout shown: Roll out "
                         "starts a new rollout with them, kept beside it."))
        for w in (self.trials, self.use_target, self.truncation, self.ply, self.cubeful, self.seed):
            w.setEnabled(not running)
        self.target.setEnabled(not running and self.use_target.isChecked())
        self.kept.setEnabled(not running and self.kept.count() > 0)

    # ------------------------------------------------------------ showing
    def _clear(self) -> None:
        self.result = None
        self._fitted = None
        self._widths = {}
        self.table.clear()
        self.table.headerItem().setText(0, self.tr("Play"))
        self.note.clear()
        self.verdict.clear()
        self._sentences_changed()
        self._say_running("")
        self._run = None
        self.bar.setRange(0, 1000)
        self.bar.setValue(0)
        self.bar.setFormat("")

    def _title(self, task: Any) -> str:
        name = self.subject.mover if self.subject is not None and self.subject.mover else ""
        if task.dice is None:
            if name:
                return self.tr("Rollout of {name}'s cube decision before the roll.").format(name=name)
            return self.tr("Rollout of the cube decision before the roll.")
        dice = roll_text(task.dice)
        n = len(task.candidates)
        if name:
            return self.tr("Rollout of %n play(s) for {name} to play {dice}.", "", n).format(name=name, dice=dice)
        return self.tr("Rollout of %n play(s) to play {dice}.", "", n).format(dice=dice)

    @staticmethod
    def _subject_key(task: Any) -> tuple[Any, ...]:
        """What a rollout rolls out (its position, roll and candidates): the
        table's columns are sized once for it (:meth:`_size_columns`)."""
        return (task.position, task.dice, task.candidates)

    def _show_candidates(self, task: Any) -> None:
        """Before the first batch of ``task`` is done: its plays in the order
        they were asked for (the hint's ranking, best first), or the cube
        actions of a cube decision, each with its figures blank (the row's
        tooltip says when they come).  The columns get the widths the
        figures will have, so they do not move when the figures come."""
        table = self.table
        table.clear()
        if task.dice is None:
            labels = [cube_option_text(key, translate_in) for key in ("no double", "double, take", "double, pass")]
        else:
            labels = [str(play) or self.tr("(no move)") for play in task.candidates]
        tip = self.tr("The figures come when the first batch of trials is done.")
        for label in labels:
            row = QTreeWidgetItem([label, *[""] * (table.columnCount() - 1)])
            for column in range(1, table.columnCount()):
                row.setTextAlignment(column, _RIGHT)
            row.setToolTip(0, tip)
            table.addTopLevelItem(row)
        table.setMinimumHeight(self._table_minimum_height(len(labels)))
        self._fitted = self._subject_key(task)
        self._size_columns()
        self._fit_columns()

    def _no_figures_coming(self) -> None:
        """The rollout ended before its first batch was done: the rows of
        :meth:`_show_candidates` no longer promise figures."""
        if self.result is None:
            for i in range(self.table.topLevelItemCount()):
                item = self.table.topLevelItem(i)
                if item is not None:
                    item.setToolTip(0, "")

    def _show_result(self, result: Any) -> None:
        """Fill the table from ``result`` (a :class:`RolloutResult`)."""
        self.result = result
        table = self.table
        selected = table.currentIndex().row()
        table.clear()
        settings = result.task.settings
        first_column = self.tr("Cube action") if result.cube is not None else self.tr("Play")
        table.headerItem().setText(0, first_column)
        # (label, equity, se, chances, the best row: its "vs. best" blank, as in the hint and in gnubg and XG)
        rows: list[tuple[str, float, float | None, Any, bool]] = []
        if result.cube is not None:
            c = result.cube
            best_key = best_cube_option(c.no_double, c.double_take, c.double_pass)
            rows = [(cube_option_text(key, translate_in), equity, se, chances, key == best_key)
                    for key, equity, se, chances in (("no double", c.no_double, c.no_double_se, c.chances),
                                                     ("double, take", c.double_take, c.double_take_se, None),
                                                     ("double, pass", c.double_pass, None, None))]
            best = max(c.no_double, min(c.double_take, c.double_pass))
        else:
            rows = [(str(r.play) or self.tr("(no move)"), r.equity, r.se, r.chances, i == 0)
                    for i, r in enumerate(result.candidates)]
            best = rows[0][1] if rows else 0.0
        for label, equity, se, chances, is_best in rows:
            texts = [label, number(equity, 3, signed=True), number(se, 3) if se is not None else "",
                     "" if is_best else number(equity - best, 3, signed=True),
                     percent(chances.win) if chances is not None else "",
                     percent(chances.win_gammon) if chances is not None else "",
                     percent(chances.lose_gammon) if chances is not None else ""]
            row = QTreeWidgetItem(texts)
            for column in range(1, len(texts)):
                row.setTextAlignment(column, _RIGHT)
            if chances is not None:
                row.setToolTip(0, self.tr("Chances (cubeless): win {w}, win a gammon {wg}, lose a gammon "
                                          "{lg}.").format(w=percent(chances.win), wg=percent(chances.win_gammon),
                                                          lg=percent(chances.lose_gammon)))
            if se is not None:
                tip = self.tr("95% interval: {low} to {high}").format(low=number(equity - 1.96 * se, 3, signed=True),
                                                                     high=number(equity + 1.96 * se, 3, signed=True))
                row.setToolTip(1, tip)
                row.setToolTip(2, tip)
            table.addTopLevelItem(row)
        table.setMinimumHeight(self._table_minimum_height(len(rows)))
        subject = self._subject_key(result.task)
        if subject != self._fitted:       # the columns stay as they are between the batches of one rollout
            self._fitted = subject      # and at its end: their widths are those of the widest numbers
            self._size_columns()
            self._fit_columns()
        kept = table.topLevelItem(selected) if selected >= 0 else None
        if kept is not None:
            table.setCurrentItem(kept)
        # whole sentences, one per setting
        sentences = []
        if result.cube is not None:
            c = result.cube
            action = proper_action_text(c.action.name, c.double_take, c.double_pass, translate_in)
            sentences.append(self.tr("Proper cube action: {action}.").format(action=action))
            sentences.append(self.tr("%Ln trial(s).", "", result.trials))
        else:
            sentences.append(self.tr("%Ln trial(s) per play.", "", result.trials))
        sentences.append(self.tr("Cubeful: the cube is used in the trials.") if result.task.cubeful
                         else self.tr("Cubeless: the cube is not used in the trials."))
        sentences.append(self.tr("Truncated: each trial stops after %n turn(s) and the network judges the "
                                 "position.", "", settings.truncation) if settings.truncation
                         else self.tr("Every trial is played to the end of its game."))
        sentences.append(self.tr("The trials are played at {ply}-ply with seed {seed}.").format(
            ply=settings.ply, seed=settings.seed))
        why = self._why_it_ended(result)
        if why:
            sentences.insert(0, why)
        self.note.setText(" ".join(sentences))
        self.verdict.setText(self._verdict(result))
        self._sentences_changed()
        self.shown_result.emit(result)

    def _why_it_ended(self, result: Any) -> str:
        """With a target standard error: whether every standard error
        reached it, or the trials (the limit) ran out first; "" otherwise
        (or while the rollout still runs towards both)."""
        settings = result.task.settings
        target = settings.target_se
        if target is None or not result.batches:
            return ""
        if result.max_se <= target:
            return self.tr("Every standard error reached {se} after %Ln trial(s).", "", result.trials).format(
                se=number(target, 3))
        if result.trials >= settings.planned_trials:
            return self.tr("Stopped at the trial limit of %Ln trial(s) before every standard error reached "
                           "{se}.", "", result.trials).format(se=number(target, 3))
        return ""

    @staticmethod
    def difference_se(se1: float, se2: float) -> float:
        """The standard error of the difference of two rollout equities with
        standard errors ``se1`` and ``se2``, approximated as
        ``sqrt(se1**2 + se2**2)`` (as if the two were independent; the
        candidates share their dice, so the true one is usually smaller and
        this errs on the side of "too close")."""
        return math.hypot(se1, se2)

    SURE = 2.0
    """A difference beyond this many standard errors of the difference
    (about 95 %) names the best choice; closer ones are too close to call."""

    def _verdict(self, result: Any) -> str:
        """The sentence under the table: the best play (or the proper cube
        action with its answer) and whether its lead over the second is
        beyond :data:`SURE` standard errors of the difference
        (:meth:`difference_se`)."""
        tr = self.tr
        if result.cube is not None:
            c = result.cube
            double = min(c.double_take, c.double_pass)
            take = c.double_take <= c.double_pass
            action = cube_choice_text(c.no_double, c.double_take, c.double_pass, translate_in)
            lead = abs(c.no_double - double)
            se = self.difference_se(c.no_double_se, c.double_take_se if take else 0.0)
        else:
            if len(result.candidates) < 2:
                return ""
            first, second = result.candidates[0], result.candidates[1]
            action = str(first.play) or tr("(no move)")
            lead = first.equity - second.equity
            se = self.difference_se(first.se, second.se)
        if lead > self.SURE * se:
            return tr("{choice} is best by {lead} ± {se}.").format(choice=action, lead=number(lead, 3),
                                                                          se=number(se, 3))
        return tr("{choice} leads by {lead} ± {se}: too close to call at this many trials.").format(
            choice=action, lead=number(lead, 3), se=number(se, 3))

    def _match_started(self, _controller: object = None) -> None:
        """Another match is on the board (a file opened, a new match, a
        position pasted or set up): the old match's rollout is no longer
        shown (its kept rollouts stay with the old match's file), a running
        one is dropped (it would be kept with the new match), and the kept
        list is the new match's."""
        self._places.clear()
        running = self.job.running
        if running:
            self.job.cancel()
        self._clear()
        self.subject = None
        self._extending = None
        self.heading.setText(self.tr("The rollout was dropped: another match is on the board.") if running
                             else self._intro())
        self._fill_kept()

    GIVING_WAY = (6, 5, 3, 4)
    """Columns hidden one by one, in this order, while the table is narrower
    than its columns (Lose gammon, Win gammon, vs. best, Win); the chances
    stay in the first column's tooltip."""

    WIDEST: tuple[tuple[str, ...] | None, ...] = (
        None, ("+8.888", "-8.888"), ("8.888",), ("+8.888", "-8.888"), ("100.0%",), ("100.0%",), ("100.0%",))
    """Per column, the widest texts it can hold, as English writes them
    (an equity or a difference of either sign, a standard error, a chance;
    None: the plays, the same all through a rollout), written again in the
    player's locale (:func:`~backgammon_qt.app.translations.number`,
    :func:`~backgammon_qt.app.translations.percent`): the widths of the numbers' columns do not follow the
    numbers, so neither they nor the columns that fit change between the
    batches of a rollout or when it ends."""

    def _size_columns(self) -> None:
        """Give every column of numbers the width of :data:`WIDEST` (each
        sample measured as the table measures a cell: put in the first row
        for the measure, its own text back after it, so that the width is
        the same whether the figures are in or still blank), the first
        column the width of its plays or cube actions; kept in ``_widths``
        for the rollout shown."""
        table = self.table
        header = table.header()
        probe = table.topLevelItem(0)
        widths: dict[int, int] = {}
        for column, widest in enumerate(self.WIDEST):
            content = table.sizeHintForColumn(column)
            if widest is not None and probe is not None:
                own = probe.text(column)
                for sample in widest:
                    probe.setText(column, percent(float(sample[:-1]) / 100) if sample.endswith("%")
                                  else number(float(sample), 3, signed=sample[0] in "+-"))
                    content = max(content, table.sizeHintForColumn(column))
                probe.setText(column, own)
            widths[column] = max(content, header.sectionSizeHint(column))
        self._widths = widths

    def _fit_columns(self) -> None:
        """Show every column that fits the table's width, hiding the others
        in the order of :data:`GIVING_WAY`, so that it does not scroll
        sideways; the columns have the widths of :meth:`_size_columns`
        (before a rollout is shown: their contents')."""
        table = self.table
        header = table.header()
        widths = self._widths or {c: max(table.sizeHintForColumn(c), header.sectionSizeHint(c))
                                  for c in range(table.columnCount())}
        room = table.viewport().width()
        hidden: set[int] = set()
        for column in self.GIVING_WAY:
            if sum(w for c, w in widths.items() if c not in hidden) <= room:
                break
            hidden.add(column)
        for column in range(table.columnCount()):
            if table.isColumnHidden(column) != (column in hidden):
                table.setColumnHidden(column, column in hidden)
            if column not in hidden and header.sectionSize(column) != widths[column]:
                header.resizeSection(column, widths[column])

    def _fit_sentences(self) -> None:
        """Give the sentences under the table their whole height where the
        window has room for it (the docks of the panel's column give way to
        their least heights), and only as much as leaves the window its
        height where it has not (they scroll then; at least two lines:
        the best choice's sentence); a growing panel would make the
        window taller, and the window would tab the docks of its column
        together (:class:`~backgammon_qt.ui.dock_room.DockRoom`), hiding
        the Game list under the panel in the middle of a rollout."""
        area = self.sentences_area
        floor = self._sentences_floor
        full = max(floor, area.sizeHint().height())
        area.setMinimumHeight(full)
        window = self.parentWidget()
        body = self.widget()
        if window is None or body is None or self.isFloating() or not self.isVisible():
            return
        main = window.layout()
        if main is None:
            return
        body.updateGeometry()              # the panel's least height and the window's, asked afresh
        self.updateGeometry()
        excess = main.totalMinimumSize().height() - window.height()
        if excess > 0:
            area.setMinimumHeight(max(floor, full - excess))
            body.updateGeometry()
            self.updateGeometry()

    def _sentences_changed(self) -> None:
        """The sentences under the table changed (or the panel's size): fit
        their room (:meth:`_fit_sentences`) once the layout has settled."""
        self._sentences_timer.start()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._sentences_changed()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.table.viewport() and (
                not isinstance(event, QResizeEvent) or event.size().width() != event.oldSize().width()):
            self._fit_columns()
        return super().eventFilter(watched, event)

    # ------------------------------------------------------------ kept rollouts
    def _place(self, result: Any) -> Any:
        """Where in the match ``result``'s position is (a
        :class:`~backgammon_qt.controller.engine_jobs.rollouts.RolloutPlace`),
        or None; looked up once per kept rollout and match."""
        key = id(result)
        if key not in self._places:
            self._places[key] = (result, rollouts.place_of_task(self.session.record(), result.task))
        return self._places[key][1]

    def _describe(self, result: Any) -> str:
        """A kept rollout's label, e.g. "Game 3, move 14: 3-1: 576 trials,
        full, seed 1" (the game and move where the match reaches its
        position, left out when it does not)."""
        task = result.task
        s = task.settings
        how = (self.tr("truncated after %n turn(s)", "", s.truncation) if s.truncation else self.tr("full"))
        seed = number(s.seed, 0)
        place = self._place(result)
        if place is not None:
            game, move = number(place.game + 1, 0), number(place.step, 0)
            if task.dice is None:
                return self.tr("Game {game}, move {move}: cube decision, %Ln trial(s), {how}, seed {seed}", "",
                               result.trials).format(game=game, move=move, how=how, seed=seed)
            return self.tr("Game {game}, move {move}: {dice}, %Ln trial(s), {how}, seed {seed}", "",
                           result.trials).format(game=game, move=move, dice=roll_text(task.dice), how=how,
                                                 seed=seed)
        if task.dice is None:
            return self.tr("Cube decision: %Ln trial(s), {how}, seed {seed}", "", result.trials).format(
                how=how, seed=seed)
        return self.tr("{dice}: %Ln trial(s), {how}, seed {seed}", "", result.trials).format(
            dice=roll_text(task.dice), how=how, seed=seed)

    def _fill_kept(self, current: Any = None) -> None:
        """List the match's kept rollouts, ``current`` (the one shown) chosen;
        none chosen when it is not among them (a file just opened)."""
        self.kept.clear()
        kept = self.session.analyses.rollouts
        self.kept.setPlaceholderText(self.tr("Choose one to show it") if kept else self.tr("None"))
        chosen = -1
        for i, result in enumerate(self.session.analyses.rollouts):
            self.kept.addItem(self._describe(result), i)
            self.kept.setItemData(i, result.task.position.position_id(), Qt.ItemDataRole.ToolTipRole)
            if result is current:
                chosen = i
        self.kept.setCurrentIndex(chosen)
        self._enable()

    def _say_kept(self, index: int) -> None:
        """The chosen kept rollout's whole description under the box (none
        chosen: nothing)."""
        text = self.kept.itemText(index) if index >= 0 else ""
        self.kept_whole.setText(text)
        self.kept_whole.setVisible(bool(text))

    def _kept_chosen(self, index: int) -> None:
        if self.job.running or not 0 <= index < len(self.session.analyses.rollouts):
            return
        result = self.session.analyses.rollouts[index]
        place = self._place(result)
        self.subject = rollouts.subject_of_task(result.task, place.name if place is not None else "")
        self._show_settings(result.task.settings)
        self.heading.setText(self._title(result.task))
        self._show_result(result)
        self._show_end(result)
        self._enable()
        if place is not None:
            self.position_wanted.emit(place.game, place.step)


class _ProgressBar(QProgressBar):
    """The rollout's progress bar, its text (the format filled in, e.g.
    "72 of 288 trials per play") shown whole in :attr:`line` under it, not
    on the bar: Fusion draws the text across the fill (its two colours split
    a word at the fill's edge) and wraps a sentence longer than a narrow
    dock inside the bar, cut at the top and bottom."""

    def __init__(self) -> None:
        super().__init__()
        self.setTextVisible(False)
        self.setFixedHeight(max(6, self.fontMetrics().height() // 2))     # a thin bar: its text is under it
        self.line = WrappedLabel()
        self.line.setWordWrap(True)
        self.line.setTextFormat(Qt.TextFormat.PlainText)
        self.line.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)

    def _show_text(self) -> None:
        busy = self.maximum() == self.minimum()      # no value to put in the format: the format itself
        self.line.setText(self.format() if busy else self.text())

    def setFormat(self, format: str) -> None:
        super().setFormat(format)
        self._show_text()

    def setValue(self, value: int) -> None:
        super().setValue(value)
        self._show_text()

    def setRange(self, minimum: int, maximum: int) -> None:
        super().setRange(minimum, maximum)
        self._show_text()


class _FittingArea(QScrollArea):
    """A scrolling area of the panel (the settings; the sentences under the
    table): it asks for the whole height of its contents at its width (rows
    wrap under their labels, sentences wrap, in a narrow dock), so that it
    scrolls only when the dock is short."""

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        body = self.widget()
        if body is None:
            return hint
        width = self.viewport().width()
        height = body.heightForWidth(width) if body.hasHeightForWidth() and width > 0 else -1
        if height < 0:
            height = body.sizeHint().height()
        return QSize(hint.width(), height + 2 * self.frameWidth())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()




def rollout_defaults() -> dict[str, int]:
    """The panel's first settings: gnubg's 1296 trials."""
    return {"trials": 1296}
