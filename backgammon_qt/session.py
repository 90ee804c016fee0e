"""The session around the match in the window: autosave, resume, recent files.

- :class:`Autosaver` writes the match in the window to
  :func:`autosave_path` (``paths.state_dir()/autosave.bgqt``, the native
  format) after every completed action: each confirmed turn, a roll that
  passed, cube actions, resignations and their answers, a claim, the end of
  a game.  The moves of a turn in progress are written too, a moment later
  (they are cheap, but need not reach the disk before the turn is
  confirmed).  Every write is atomic (:func:`backgammon_qt.io.save`: a
  temporary file, fsync, ``os.replace``), so a kill at any moment leaves the
  last complete save, and loses at most the turn in progress.  The file is
  removed when the match ends.
- :func:`read_autosave` and :func:`remove_autosave` are what the app needs
  at start-up to offer the unfinished match again.
- :class:`RecentFiles` keeps the last opened or saved match files
  (``paths.state_dir()/recent-files.json``).

Players are the match's 0 and 1.  The record saved is
:meth:`Match.to_record` plus the session state of
:class:`~backgammon_qt.model.record.MatchRecord`: the clock banks (timed
rules) and the board orientation (the app shows one board, so both players
get the window's orientation).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from backgammon_qt import paths
from backgammon_qt.lazy import lazy_import
from backgammon_qt.model.game import Phase
from backgammon_qt.model.match import Match
from backgammon_qt.model.record import GameRecord, MatchRecord

io = lazy_import("backgammon_qt.io")     # the file formats load at the first write or read, not at start-up

__all__ = ["AUTOSAVE_NAME", "autosave_path", "read_autosave", "remove_autosave", "session_record",
           "truncated_record", "has_actions", "Autosaver", "RecentFiles"]

AUTOSAVE_NAME = "autosave.bgqt"
RECENT_NAME = "recent-files.json"


def autosave_path() -> Path:
    """Where the unfinished match is autosaved (computed when asked, so a
    test's ``XDG_STATE_HOME`` applies)."""
    return paths.state_dir() / AUTOSAVE_NAME


def session_record(match: Match, clock=None, orientation: str = "right") -> MatchRecord:
    """The record of ``match`` with the session state: the moves of a turn
    in progress, the clock banks (``clock`` a
    :class:`~backgammon_qt.model.clock.Clock`, seconds per player) and the
    board orientation (``"right"``/``"left"``, for both players).  The games
    are copied, so the record stays as it is while the match goes on."""
    record = match.to_record()
    record.games = [_copy(g) for g in record.games]
    record.clock_banks = clock.banks() if clock is not None else None
    record.orientations = (orientation, orientation)
    return record


def _copy(game: GameRecord, **changes) -> GameRecord:
    """A copy of ``game`` that the game going on does not change (its own
    action list), with ``changes``; the set-up and every other field kept."""
    changes.setdefault("actions", list(game.actions))
    return replace(game, score_before=tuple(game.score_before), **changes)


def truncated_record(record: MatchRecord, game: int, actions: int) -> MatchRecord:
    """``record`` cut after the first ``actions`` actions of game ``game``
    (0-based): the games before it whole, that game unfinished unless
    ``actions`` covers all of it, no later games, no turn in progress.
    Raises :class:`IndexError` for a game or action count outside the
    record."""
    if not 0 <= game < len(record.games):
        raise IndexError(f"game {game} is not in the record ({len(record.games)} games)")
    cut = record.games[game]
    if not 0 <= actions <= len(cut.actions):
        raise IndexError(f"game {game} has {len(cut.actions)} actions, not {actions}")
    whole = actions == len(cut.actions)
    games = [_copy(g) for g in record.games[:game]]
    games.append(_copy(cut, actions=list(cut.actions[:actions]), outcome=cut.outcome if whole else None))
    return MatchRecord(record.players, record.match_length, record.rules, games, dict(record.info),
                       list(record.warnings))


def has_actions(match: Match) -> bool:
    """True when anything has happened in ``match`` (a roll at least)."""
    return any(g.record.actions for g in match.games)


def read_autosave() -> MatchRecord | None:
    """The autosaved match, or None when there is none.  Raises
    :class:`~backgammon_qt.io.MatchFileError` when the file cannot be
    loaded (it is left in place)."""
    path = autosave_path()
    if not path.exists():
        return None
    return io.load(path)


def remove_autosave() -> None:
    """Delete the autosave (nothing happens when there is none)."""
    try:
        autosave_path().unlink()
    except FileNotFoundError:
        pass


def _turn_moves(match: Match) -> tuple:
    g = match.game
    if g is None or g.phase is not Phase.MOVING or g.turn is None:
        return ()
    return tuple((m.from_point, m.to_point) for m in g.turn.moves)


def _action_count(match: Match) -> tuple[int, int]:
    g = match.game
    return len(match.games), 0 if g is None else len(g.record.actions)


class Autosaver(QObject):
    """Keeps :func:`autosave_path` equal to the match of the controller it
    is attached to (see the module docstring for when it writes).

    ``orientation`` returns the window's board orientation at save time;
    ``turn_delay_ms`` is how long a move of a turn in progress waits before
    it is written (later moves restart the wait).

    Signals:
        saved(str): the autosave was written (its path) or removed ("").
        failed(str): a write failed; the reason in words.
    """

    saved = Signal(str)
    failed = Signal(str)

    def __init__(self, orientation: Callable[[], str] = lambda: "right", *, turn_delay_ms: int = 300,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._orientation = orientation
        self._controller = None
        self._actions = (0, 0)
        self._turn: tuple = ()
        self.enabled = True
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(turn_delay_ms)
        self._timer.timeout.connect(self.save_now)

    def attach(self, controller) -> None:
        """Follow ``controller`` (a :class:`~backgammon_qt.controller.MatchController`)
        from now on.  Nothing is written until something happens in its match,
        so showing a match (a new one, an opened file) leaves the autosave of
        the previous one alone."""
        self.flush()
        if self._controller is not None:
            try:
                self._controller.changed.disconnect(self._changed)
            except (RuntimeError, TypeError):   # already gone with its controller
                pass
        self._controller = controller
        self._actions = _action_count(controller.match)
        self._turn = _turn_moves(controller.match)
        controller.changed.connect(self._changed)

    def _changed(self) -> None:
        if self._controller is None:
            return
        match = self._controller.match
        actions, turn = _action_count(match), _turn_moves(match)
        if actions != self._actions:        # a completed action: on disk before going on
            self._actions, self._turn = actions, turn
            self._timer.stop()
            self.save_now()
        elif turn != self._turn:            # a move of the turn in progress (or one taken back)
            self._turn = turn
            self._timer.start()

    def pending(self) -> bool:
        """True while a move of the turn in progress waits to be written."""
        return self._timer.isActive()

    def flush(self) -> None:
        """Write a waiting turn in progress now (before quitting)."""
        if self._timer.isActive():
            self._timer.stop()
            self.save_now()

    def save_now(self) -> None:
        """Write the attached match now: removed when the match is over,
        left alone when nothing has happened in it yet."""
        c = self._controller
        if c is None or not self.enabled:
            return
        match = c.match
        try:
            if match.is_over:
                remove_autosave()
                self.saved.emit("")
                return
            if not has_actions(match):
                return
            path = autosave_path()
            path.parent.mkdir(parents=True, exist_ok=True)
            io.save(session_record(match, c.clock, self._orientation()), path)
        except (io.MatchFileError, OSError) as exc:
            self.failed.emit(str(exc))
            return
        self.saved.emit(str(path))


class RecentFiles:
    """The last ``limit`` match files opened or saved, newest first, kept
    as absolute paths in ``path`` (default
    ``paths.state_dir()/recent-files.json``).  A missing or unreadable list
    reads as empty; a list that cannot be written is kept in memory only."""

    def __init__(self, path: str | os.PathLike | None = None, limit: int = 10) -> None:
        self.path = Path(path) if path is not None else paths.state_dir() / RECENT_NAME
        self.limit = limit

    def files(self) -> list[str]:
        """The recent files, newest first."""
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return []
        if not isinstance(data, list):
            return []
        return [p for p in data if isinstance(p, str)][: self.limit]

    def _write(self, files: list[str]) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            io.write_text_atomic(self.path, json.dumps(files[: self.limit], ensure_ascii=False, indent=1) + "\n")
        except (io.MatchFileError, OSError):
            pass

    def add(self, file: str | os.PathLike) -> None:
        """Put ``file`` first (once)."""
        name = os.path.abspath(os.fspath(file))
        self._write([name] + [p for p in self.files() if p != name])

    def remove(self, file: str | os.PathLike) -> None:
        """Take ``file`` off the list."""
        name = os.path.abspath(os.fspath(file))
        self._write([p for p in self.files() if p != name])

    def clear(self) -> None:
        self._write([])
