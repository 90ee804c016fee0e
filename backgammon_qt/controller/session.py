"""The session: the match in the window and everything around it, without
widgets.

:class:`Session` owns the current :class:`~.match.MatchController`, the
computer seats playing it (:class:`~.engine_jobs.computer.ComputerPlayer`), the engines,
the autosave and its lock, the review of the match, and (its ``files``
part) opening and saving files and the recent files.  The window makes one, connects to its signals
and calls its methods; it never reaches the model's objects, io or the
engine itself.

Players are the match's 0 (bottom) and 1 (top).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Concatenate, ParamSpec

from PySide6.QtCore import QObject, Signal

from backgammon_qt.app.settings import HUMAN, Settings
from backgammon_qt.app.translations import ContextTr
from backgammon_qt.model.match import Match
from backgammon_qt.model.record import MatchRecord
from backgammon_qt.model.record_copies import RecordSnapshots, turn_moves
from backgammon_qt.model.rules import PRESETS, RuleOptions

from . import presentation
from .engine_jobs.computer import ComputerPlayer, EngineSet, shown_name, valid_seat
from .engine_jobs.epc import EpcAdvisor
from .filing import files
from .filing.autosave import AutosaveLock, Autosaver
from .match import MatchController, MatchSetup
from .presentation import BoardState, EnabledActions
from .review import Review
from .session_analyses import SessionAnalyses
from .session_autosave import SessionAutosave
from .session_files import SessionFiles
from .session_seats import SessionSeats

__all__ = ["Session", "UnsavedWork"]

P = ParamSpec("P")


_tr = ContextTr("Session")


@dataclass(frozen=True)
class UnsavedWork:
    """What closing the match in play would lose (:meth:`Session.unsaved_work`):
    ``match`` the match in progress, changed since it was last saved
    (:meth:`Session.unfinished`); ``rollouts`` how many of its kept
    rollouts no ``.bgqt`` file holds; ``rollout_running`` a rollout of it
    still running (dropped when it closes); ``finished`` the match is
    over and moves were played in it since it was last saved or opened
    (:meth:`Session.finished_unsaved`); ``analysis`` its analysis no
    ``.bgqt`` or ``.sgf`` file holds.  False when there is nothing to
    lose.  ``autosaved`` (not work to lose; :meth:`Session.quit_work`
    only) says the autosave holds the match and offers it at the next
    start."""

    match: bool = False
    rollouts: int = 0
    rollout_running: bool = False
    finished: bool = False
    analysis: bool = False
    autosaved: bool = False

    def __bool__(self) -> bool:
        return self.match or self.rollouts > 0 or self.rollout_running or self.finished or self.analysis


class Session(QObject):
    """The match in one window (see the module docstring).

    ``settings`` are the user's options; ``now`` the timed rules' time
    source (tests); ``seats`` who plays players 0 and 1 (:data:`HUMAN` or a
    computer level; default the last setup's seats, or two humans when a
    ``match`` is given); ``engines`` an :class:`EngineSet` (default: the
    session's own, closed by :meth:`shutdown`).  Starts ``match``, or a new
    match as set up last time.

    Parts (each a QObject with its own signals, as a browser tab exposes its
    history and zoom): :attr:`seating` (:class:`SessionSeats`: who plays
    each side, each player's home board side and the bottom player),
    :attr:`autosave` (:class:`SessionAutosave`: the
    autosave writer, its lock and the start-up question), :attr:`analyses`
    (:class:`SessionAnalyses`: the match's analysis and kept rollouts) and
    :attr:`review` (:class:`~.review.Review`: stepping through the match)
    and :attr:`files` (:class:`SessionFiles`: opening and saving, the recent
    files, the match's file and where Play on cut it; its signals are passed
    on as the session's ``file_changed``, ``loaded``, ``load_failed``,
    ``saved`` and ``news``).
    Widgets call the parts' methods, and :meth:`say` for news; they never
    emit a signal of the session or its parts.

    Signals:
        match_started(object): a new :class:`MatchController` is in play.
        changed(): what the board shows changed; read :meth:`board_state`.
        news(str): news for the status bar ("" clears it).
        file_changed(str): the file the match came from or was saved to
            ("" for none).
        orientation_changed(bool): the home board of the player at the
            bottom is now on the left (True) or the right (False).
        loaded(object): a file was opened (a :class:`~.filing.files.Loaded`).
        load_failed(str): a file could not be opened (the message).
        saved(str): the match was saved to that path.
        new_match_requested(): the players asked for a new match.
        rollouts_changed(): the match's kept rollouts (:attr:`rollouts`) were
            read from a file or the autosave, or one was kept.
    """

    QUIT_FLUSH_S = 10.0
    """Seconds quitting waits for the autosave's last write before it asks
    as for a match not autosaved (:meth:`quit_work`)."""

    match_started = Signal(object)
    changed = Signal()
    news = Signal(str)
    file_changed = Signal(str)
    loaded = Signal(object)
    load_failed = Signal(str)
    saved = Signal(str)
    new_match_requested = Signal()
    orientation_changed = Signal(bool)
    rollouts_changed = Signal()

    def __init__(self, settings: Settings, match: Match | None = None, *, now: Callable[[], float] | None = None,
                 seats: tuple[str, str] | None = None, engines: EngineSet | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self._now = now
        self._own_engines = engines is None
        self.engines = engines if engines is not None else EngineSet()
        self.seating = SessionSeats(settings, tuple(seats) if seats is not None else (  # type: ignore[arg-type]
            self.last_setup().seats if match is None else (HUMAN, HUMAN)), self.current, parent=self)
        self.seating.orientation_changed.connect(self.orientation_changed)
        self.controller: MatchController | None = None
        self.computer: ComputerPlayer | None = None
        self.epc: EpcAdvisor | None = None     # the effective pip counts on the panels, from the hint engine
        self.analyses = SessionAnalyses(self)
        self.analyses.changed.connect(self._analyses_changed)
        self.analyses.rollouts_changed.connect(self.rollouts_changed)
        self.files = SessionFiles(self.current, record=self.record, analysis=lambda: self.analyses.analysis,
                                  rollouts=lambda: self.analyses.rollouts, put_in_play=self._put_in_play,
                                  seats=lambda: self.seats, parent=self)
        for signal in ("file_changed", "loaded", "load_failed", "saved", "news"):
            getattr(self.files, signal).connect(getattr(self, signal))
        self.autosave = SessionAutosave(lambda: (self.orientations[0], self.orientations[1]),
                                        seats=lambda: self.seats, analysis=lambda: self.analyses.analysis,
                                        rollouts=lambda: self.analyses.rollouts,
                                        clean_files=lambda: self.files.loader.clean_stale_temporaries(
                                            self.files.recent.files()),
                                        parent=self)
        self.autosave.news.connect(self.news)
        self.review = Review(self)
        self.review.set_bottom_rule(self.seating.bottom_for)    # the review's board turns as the live one
        self._snapshots = RecordSnapshots()
        self._resumed = False          # the match in play was resumed from the autosave
        self.start_match(match if match is not None else self.last_setup().make_match())

    # ------------------------------------------------------------ the match
    def last_setup(self) -> MatchSetup:
        """The setup of the last new match, from the settings: its rule
        options as chosen in the dialog (the preset's when none are stored
        or the stored ones no longer read); seats that are not seats (an
        older or hand-edited settings file) read as the defaults."""
        s = self.settings
        preset = str(s.get("rule_preset"))
        rules = PRESETS[preset]
        stored = s.get("rule_options")
        if isinstance(stored, str) and stored:
            try:
                rules = RuleOptions.from_dict(json.loads(stored))
            except (ValueError, TypeError, AttributeError):
                pass       # an older or hand-edited settings file: the preset's options
        seats = (valid_seat(s.get("player_0_seat"), str(Settings.spec("player_0_seat").default)),
                 valid_seat(s.get("player_1_seat"), str(Settings.spec("player_1_seat").default)))
        length = s.get("match_length")
        return MatchSetup((shown_name(str(s.get("player_0_name"))), shown_name(str(s.get("player_1_name")))),
                          length if isinstance(length, int) else 0, preset, rules, seats)

    def player_rules(self) -> RuleOptions:
        """The rules the player chose for their matches (the last New match
        dialog's options as set, before a match's length switched the
        money-only or match-only ones off; the preset's when none are
        stored): what a pasted or set-up position is played under where the
        position does not say (``positions``), never the rules of the match
        it replaces (RULES.md "Doubling cube": in a match to N the Crawford
        rule is on unless the player turned it off)."""
        return self.last_setup().rules

    def new_match(self, setup: MatchSetup) -> MatchController:
        """Remember ``setup`` as the last one (names, length, rules, seats)
        and start a match from it."""
        s = self.settings
        s.set("player_0_name", setup.players[0])
        s.set("player_1_name", setup.players[1])
        s.set("match_length", setup.length)
        s.set("rule_preset", setup.preset)
        s.set("rule_options", json.dumps(setup.rules.to_dict(), sort_keys=True))
        s.set("player_0_seat", setup.seats[0])
        s.set("player_1_seat", setup.seats[1])
        self.seats = setup.seats                  # the computer seats of this match and the next ones
        return self.start_match(setup.make_match())

    def start_match(self, match: Match, clock_banks: tuple[float, float] | None = None,
                    path: str | None = None, orientations: tuple[str, str] | None = None, *,
                    analysis: Any = None) -> MatchController:
        """Put ``match`` in play with a new controller (``clock_banks``: the
        time banks of a resumed timed match, seconds per player; ``path``:
        the file it came from; ``orientations``: each player's home board
        side, default the remembered one for both; ``analysis``: its
        analysis, a resumed match's, in place before ``match_started``)."""
        self.seating.restore(orientations)
        old = self.controller
        if self.computer is not None:
            self.computer.stop()                  # a pending search is cancelled, its answer dropped
            self.computer.deleteLater()
            self.computer = None
        if self.epc is not None:
            self.epc.stop()
            self.epc.deleteLater()
            self.epc = None
        if old is not None:
            old.changed.disconnect(self.changed)
            old.deleteLater()
        controller = MatchController(match, self.settings, now=self._now, clock_banks=clock_banks, parent=self)
        self.controller = controller
        controller.changed.connect(self.changed)
        controller.message.connect(self.news)
        controller.new_match_requested.connect(self.new_match_requested)
        controller.clock_ticked.connect(self._clock_ticked)
        controller.players_changed.connect(self.changed)
        self.epc = EpcAdvisor(controller, self.engine_for_hints, parent=self)
        self._claimable = False
        if self.seats != (HUMAN, HUMAN):
            self.computer = ComputerPlayer(controller, self.seats, self.engines, self.settings, parent=self)
            self.computer.failed.connect(self.news)
            self.computer.changed.connect(self.changed)
        self._resumed = False
        self._snapshots = RecordSnapshots()
        self.analyses.reset(analysis)
        self.autosave.attach(controller)
        self.review.follow(controller)
        self.files.started(path)              # emits file_changed
        self.match_started.emit(controller)
        self.seating.started()
        self.news.emit("")
        self.changed.emit()
        return controller

    @property
    def analysis(self) -> Any:
        """The analysis of the match in play (:attr:`analyses`; a
        :class:`~backgammon_qt.engine.analysis.MatchAnalysis`), or None.
        Setting a new one (an analysis finished or cancelled) writes the
        autosave with it; until a ``.bgqt`` or ``.sgf`` file holds it,
        closing the match asks first (:meth:`unsaved_work`)."""
        return self.analyses.analysis

    @analysis.setter
    def analysis(self, analysis: Any) -> None:
        self.analyses.analysis = analysis

    @property
    def rollouts(self) -> list[Any]:
        """The rollouts kept with the match in play (:attr:`analyses`), saved
        in ``.bgqt``."""
        return self.analyses.rollouts

    def keep_rollout(self, result: Any, replaces: Any = None) -> None:
        """Keep ``result`` with the match (:meth:`SessionAnalyses.keep_rollout`:
        in the place of ``replaces``, the kept result it extends, else added);
        the match counts as changed."""
        self.analyses.keep_rollout(result, replaces)

    def current(self) -> MatchController:
        """The controller in play (there is always one after ``__init__``)."""
        assert self.controller is not None
        return self.controller

    def unfinished(self) -> bool:
        """True when the match in play has begun (an action, a checker moved
        in the turn in progress -- a set-up position's first turn has no
        roll before it --, or it was resumed: the player chose to keep it),
        is not over, and has changed since it was last saved or opened
        (closing it would lose something)."""
        match = self.current().match
        begun = self._resumed or any(g.record.actions for g in match.games) or bool(turn_moves(match))
        if not begun or match.is_over:
            return False
        return self.files.unsaved()

    def finished_unsaved(self) -> bool:
        """True when the match in play is over and has changed since it was
        last saved or opened: its end is in no file (and not in the
        autosave either, which is removed when a match ends)."""
        match = self.current().match
        return match.is_over and any(g.record.actions for g in match.games) and self.files.unsaved()

    def unsaved_work(self) -> UnsavedWork:
        """What closing the match in play (a new match, a file opened, a
        position pasted or set up, a match resumed) would lose, as gnubg
        and XG ask "save changes?": the match in progress
        (:meth:`unfinished`), a finished match played since it was last
        saved or opened (:meth:`finished_unsaved`), an analysis no
        ``.bgqt`` or ``.sgf`` file holds, the kept rollouts no ``.bgqt``
        file holds (also of a finished match), a running rollout.  The
        window asks before it closes the match when this is true; nothing
        is asked when nothing changed since it was saved or opened."""
        return UnsavedWork(self.unfinished(), self.files.unsaved_rollouts(), self.analyses.rollout_running,
                           finished=self.finished_unsaved(), analysis=self.files.unsaved_analysis())

    def quit_work(self) -> UnsavedWork:
        """What quitting would lose: the match in progress (:meth:`unfinished`)
        when it is not autosaved (:attr:`SessionAutosave.autosaved`: autosaving
        is off, or its last write failed -- what waits for the autosave is
        written first, so a failure of that write counts too); its kept
        rollouts no ``.bgqt`` file holds unless the autosave keeps them
        (:meth:`SessionAutosave.keeps_match`: an unfinished match, autosaved,
        whose rollouts come back when it is resumed; a finished match's
        autosave is removed, a match with nothing played is not written); a
        running rollout (dropped on quit); a finished match played since it
        was last saved or opened (:meth:`finished_unsaved`: its autosave is
        removed); its analysis no ``.bgqt`` or ``.sgf`` file holds unless
        the autosave keeps it with the match.  ``autosaved`` tells whether
        the autosave keeps the match to offer at the next start.  The
        window asks before it quits when this is true; a quit on a signal
        asks nothing."""
        self.autosave.flush(self.QUIT_FLUSH_S)      # (one not done in time: not autosaved, and said so)
        autosaved = self.autosave.autosaved
        keeps = self.autosave.keeps_match()
        return UnsavedWork(not autosaved and self.unfinished(),
                           0 if keeps else self.files.unsaved_rollouts(),
                           self.analyses.rollout_running, finished=self.finished_unsaved(),
                           analysis=not keeps and self.files.unsaved_analysis(), autosaved=keeps)

    def mark_changed(self) -> None:
        """The match in play was changed as a whole (a take-back replaced
        it): it is not what its file holds, and the autosave is written now
        (a new match is otherwise written only once something happens in it)."""
        self.files.forget_saved()
        self.autosave.save_now()

    def _analyses_changed(self) -> None:
        """An analysis was made or a rollout kept: written to the autosave
        now; the files part tells whether a file holds them
        (:meth:`SessionFiles.unsaved_analysis`, :meth:`SessionFiles.unsaved_rollouts`)."""
        self.autosave.save_now()

    def summary(self) -> str:
        """The match in play in a few words: ``"Alice – Bob, match to 5,
        score 2–1"`` (or ``money game``)."""
        match = self.current().match
        a, b = match.score
        text = (_tr("{p0} \u2013 {p1}, match to {n}, score {a}\u2013{b}") if match.length
                else _tr("{p0} \u2013 {p1}, money game, score {a}\u2013{b}"))
        return text.format(p0=match.players[0], p1=match.players[1], n=match.length, a=a, b=b)

    def title(self) -> str:
        """The window's title for the match in play: the file it came from,
        or the players and the length."""
        if self.path:
            return Path(self.path).name
        match = self.current().match
        text = _tr("{p0} \u2013 {p1}, match to {n}") if match.length else _tr("{p0} \u2013 {p1}, money game")
        return text.format(p0=match.players[0], p1=match.players[1], n=match.length)

    @property
    def computer_acting(self) -> bool:
        """True while the computer has the board (human input waits)."""
        return self.computer is not None and self.computer.acting

    def act(self, method: Callable[Concatenate[MatchController, P], object], *args: P.args,
            **kwargs: P.kwargs) -> bool:
        """Call ``method`` (a :class:`MatchController` method, e.g.
        ``MatchController.roll``) on the controller in play for a human's
        input: refused (False) while the computer has the board (but a claim
        on time) or while an earlier position is reviewed (read-only)."""
        if self.controller is None or self.review.reviewing:
            return False
        if self.computer_acting and method is not MatchController.claim:
            if method is MatchController.cube_clicked:      # a click on the cube is always answered
                controller = self.current()
                actor = controller.game.to_act
                self.news.emit(_tr("You cannot double now: {name} is to act.").format(
                    name=controller.players[actor]) if actor in (0, 1) else _tr("You cannot double now."))
            return False
        return bool(method(self.controller, *args, **kwargs))

    @property
    def seats(self) -> tuple[str, str]:
        """Who plays players 0 and 1 (:data:`HUMAN` or a computer level;
        :attr:`seating`)."""
        return self.seating.seats

    @seats.setter
    def seats(self, seats: tuple[str, str]) -> None:
        self.seating.seats = seats

    @property
    def orientations(self) -> list[str]:
        """Each player's home board side, player 0's first (:attr:`seating`)."""
        return self.seating.orientations

    def bottom_player(self) -> int:
        """The player at the bottom of the board (:meth:`SessionSeats.bottom_player`)."""
        return self.seating.bottom_player()

    def home_left(self) -> bool:
        """True when the home board of the player at the bottom is on the left."""
        return self.seating.home_left()

    def set_home_left(self, left: bool) -> None:
        """Put the home board of the player at the bottom on the left (or the
        right) (:meth:`SessionSeats.set_home_left`)."""
        self.seating.set_home_left(left)

    def board_state(self) -> BoardState:
        """What the live board shows, from the side of :meth:`bottom_player`
        (with the computer seats' overlay)."""
        self.seating.follow()
        state = self.current().board_state(self.bottom_player())
        if self.computer is not None:
            state = self.computer.board_state(state)
        return state

    def can_claim(self) -> bool:
        """True when a human may claim the win on time now (timed rules, the
        opponent's bank empty; not while an earlier position is reviewed)."""
        c = self.controller
        if c is None or self.review.reviewing:
            return False
        return any(self.seats[p] == HUMAN and c.can_claim(p) for p in (0, 1))

    def _clock_ticked(self) -> None:
        """The clock moved on: when a claim became possible (a bank ran out),
        or no longer is, what the window enables changed."""
        claimable = self.can_claim()
        if claimable != self._claimable:
            self._claimable = claimable
            self.changed.emit()

    def enabled_actions(self) -> EnabledActions:
        """Which game actions a human may use now."""
        if self.computer_acting or self.review.reviewing:
            return presentation.NOTHING_ENABLED
        return self.current().enabled_actions()

    def record(self) -> MatchRecord:
        """The record of the match in play, with the turn in progress, the
        clock banks and the window's board orientation."""
        c = self.current()
        return self._snapshots.record(c.match, c.clock.banks() if c.clock is not None else None,
                                      (self.orientations[0], self.orientations[1]))

    # ------------------------------------------------------------ review
    def play_on(self) -> bool:
        """Cut the match at the reviewed position and play on from there
        (the later actions are dropped).  False when nothing is reviewed.
        Save then asks before replacing the file it came from."""
        cursor = self.review.cursor
        match = self.review.cut_match()
        if match is None or cursor is None:
            return False
        self.start_match(match, path=self.files.path)
        self.files.cut(cursor)
        self.news.emit(_tr("Playing on from game {g}, move {k}.").format(g=cursor[0] + 1, k=cursor[1]))
        return True

    # ------------------------------------------------------------ files
    @property
    def path(self) -> str | None:
        """The file the match came from or was saved to (:attr:`files`)."""
        return self.files.path

    @path.setter
    def path(self, path: str | None) -> None:
        self.files.path = path

    @property
    def cut_from(self) -> tuple[int, int] | None:
        """Where Play on cut the match from :attr:`path` (game, move; :attr:`files`)."""
        return self.files.cut_from

    @cut_from.setter
    def cut_from(self, cut_from: tuple[int, int] | None) -> None:
        self.files.cut_from = cut_from

    @property
    def recent(self) -> files.RecentFiles:
        """The recent files (:attr:`files`)."""
        return self.files.recent

    @property
    def loader(self) -> files.FileLoader:
        """The file loader (:attr:`files`; kept for the tests that watch it)."""
        return self.files.loader

    def open(self, path: str | os.PathLike[str]) -> None:
        """Load ``path`` off the GUI thread (:meth:`SessionFiles.open`)."""
        self.files.open(path)

    @property
    def loading(self) -> bool:
        """True while a file is being loaded."""
        return self.files.loading

    def _put_in_play(self, loaded: files.Loaded) -> None:
        """Put a loaded file's match in play with its seats, orientation,
        analysis and rollouts (before :attr:`files` says it is opened)."""
        record = loaded.record
        # an opened file's players are humans unless the file names its seats (not the last match's computer)
        seats = loaded.seats or (HUMAN, HUMAN)
        self.seats = (valid_seat(seats[0], HUMAN), valid_seat(seats[1], HUMAN))
        self.show_record(record, loaded.match, loaded.path, restore_orientation=loaded.format == "native")
        if record.analysis is not None:
            from .engine_jobs.analysis import analysis_from_record

            analysis, problem = analysis_from_record(record, loaded.path)
            self.analyses.read(analysis)      # as the file holds it
            if problem:
                record.warnings.append(_tr("The analysis in the file was not read: {why}").format(why=problem))
        if record.rollouts:
            from .engine_jobs.rollouts import results_from_record

            results, problems = results_from_record(record)
            record.warnings.extend(problems)          # whole sentences: "Rollout 2 in the file was not read: ..."
            self.analyses.read_rollouts(results)

    def show_record(self, record: MatchRecord, match: Match, path: str | None, restore_orientation: bool,
                    analysis: Any = None) -> None:
        """Put ``match`` (replayed from ``record``) in play with the
        record's clock banks, and each player's orientation if asked (the
        remembered side for new matches is left as it is); ``analysis``:
        its analysis (see :meth:`start_match`)."""
        orientations = record.orientations if restore_orientation else None
        self.start_match(match, record.clock_banks, path, orientations, analysis=analysis)

    def save_needs_name(self) -> bool:
        """True when Save must ask for a file name (:meth:`SessionFiles.save_needs_name`)."""
        return self.files.save_needs_name()

    def replace_question(self) -> str:
        """The question before Save replaces a cut file (:meth:`SessionFiles.replace_question`)."""
        return self.files.replace_question()

    def save_to(self, path: str | os.PathLike[str]) -> None:
        """Write the match to ``path`` (:meth:`SessionFiles.save_to`).  Raises
        :class:`~.filing.files.SaveError` with the reason in words."""
        self.files.save_to(path)

    def suggested_name(self) -> str:
        """A file name for Save as (:meth:`SessionFiles.suggested_name`)."""
        return self.files.suggested_name()

    def say(self, text: str) -> None:
        """Tell the players ``text`` (a whole sentence in their language) on
        the status bar, as :attr:`news`; "" clears it.  Widgets call this and
        never emit the session's signals."""
        self.news.emit(text)

    # ------------------------------------------------------------ start-up and autosave
    @property
    def autosaver(self) -> Autosaver:
        """The autosave writer (:attr:`autosave` ``.saver``; kept for the tests
        that watch its writes)."""
        return self.autosave.saver

    @property
    def lock(self) -> AutosaveLock:
        """The autosave's lock (:attr:`autosave` ``.lock``)."""
        return self.autosave.lock

    def take_autosave(self) -> bool:
        """Own the autosave for this instance (:meth:`SessionAutosave.take`)."""
        return self.autosave.take()

    def hold_autosave(self) -> None:
        """Write nothing over a waiting autosave (:meth:`SessionAutosave.hold`)."""
        self.autosave.hold()

    def resume_offer(self) -> files.ResumeOffer | None:
        """The autosaved match to offer (:meth:`SessionAutosave.offer`)."""
        return self.autosave.offer()

    def resume(self, offer: files.ResumeOffer) -> None:
        """Resume the offered match (it replaces the one in play) with the
        seats it was played with (a computer seat stays the computer's, at
        its level); an autosave that does not name its seats (an older
        version) keeps the seats of the match in play."""
        assert offer.record is not None and offer.match is not None
        if offer.seats is not None:
            self.seats = (valid_seat(offer.seats[0], HUMAN), valid_seat(offer.seats[1], HUMAN))
        self.autosave.resumed()          # a read-only state folder: resumed, not autosaved
        analysis, problem = None, ""
        if offer.record.analysis is not None:
            from .engine_jobs.analysis import analysis_from_record

            analysis, problem = analysis_from_record(offer.record)
        self.show_record(offer.record, offer.match, None, restore_orientation=True, analysis=analysis)
        if offer.record.rollouts:
            from .engine_jobs.rollouts import results_from_record

            results, _problems = results_from_record(offer.record)     # those that read
            self.analyses.read_rollouts(results)
        self._resumed = True             # kept by the player: replacing it asks, as for any match in progress
        self.autosave.resumed_shown()    # a match kept for later: now the autosave
        news = (_tr("The unfinished match was resumed. The analysis in the file was not read: {why}").format(
            why=problem) if problem else _tr("The unfinished match was resumed."))
        self.news.emit(news)

    def discard(self) -> None:
        """Discard the offered match (:meth:`SessionAutosave.discard_offer`)."""
        self.autosave.discard_offer()

    def keep_for_later(self) -> None:
        """Keep the autosaved match for the next start
        (:meth:`SessionAutosave.keep_for_later`)."""
        self.autosave.keep_for_later()

    # ------------------------------------------------------------ quitting
    def shutdown(self) -> None:
        """Stop the computer, write what waits for the autosave, release its
        lock and, when the session owns its engines, kill their processes."""
        if self.computer is not None:
            self.computer.stop()
        if self.epc is not None:
            self.epc.stop()
        self.autosave.close()
        if self._own_engines:
            self.engines.close()

    def engine_for_hints(self) -> Any:
        """The engine the hints ask (the expert level, without error)."""
        from .engine_jobs.hints import HINT_LEVEL

        return self.engines.get(HINT_LEVEL)
