"""Stepping through the match in the window: the review.

:class:`Review` follows the live match of a controller and keeps its record
(:class:`~backgammon_qt.model.record_copies.RecordSnapshots`: the finished games are copied once).
A *step* is ``(game, actions)``: 0-based game, number of its actions
applied.  :meth:`Review.go_to` and the steps around it show an earlier
position as a :class:`Step` (a read-only :class:`BoardState` with a
caption, and the gnubg IDs there); :meth:`Review.show_live` returns to the
match as it is; :meth:`Review.play_on` cuts the match at the step shown.

Costs are bounded by the game on screen: a game's steps are made by
replaying that game alone from its score (:func:`~backgammon_qt.model.record_copies.game_record_alone`),
never the games before it, and kept until that game changes.

Players are the match's 0 and 1.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from PySide6.QtCore import QObject, Signal

from backgammon_qt.app.signals import disconnect
from backgammon_qt.app.translations import ContextTr
from backgammon_qt.model.match import Match
from backgammon_qt.model.record import MatchRecord
from backgammon_qt.model.record_copies import RecordSnapshots, game_record_alone, truncated_record

from . import presentation
from .match import MatchController, xgid_of
from .presentation import BoardState

__all__ = ["Step", "Review", "GameRow"]


_tr = ContextTr("Review")


@dataclass(frozen=True)
class Step:
    """One reviewed position: what the read-only board shows, and the gnubg
    Position ID (player on roll's view), Match ID and XGID there; ``player``
    is the player whose view the step is (:meth:`Review.steps`; -1 for
    none), the board turned for that player where the live board would be
    (:meth:`Review.set_bottom_rule`)."""

    state: BoardState
    position_id: str
    match_id: str
    xgid: str = ""
    player: int = -1


@dataclass(frozen=True)
class GameRow:
    """One game of the game list: its title and, for each action, the
    player's name ("" for none) and the words."""

    title: str
    actions: tuple[tuple[str, str], ...]


class Review(QObject):
    """The review of the live match of :meth:`follow`-ed controllers.

    ``cursor`` is the step shown, or None while the live match is shown.

    Signals:
        record_changed(int): the live match's record changed; the number of
            the first game (0-based) whose rows may differ.
        stepped(): the position shown changed (a step, or back to live).
    """

    record_changed = Signal(int)
    stepped = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.cursor: tuple[int, int] | None = None
        self.record: MatchRecord | None = None
        self._controller: MatchController | None = None
        self._snapshots = RecordSnapshots()
        self._signature: tuple[int, int, bool] | None = None
        self._steps_cache: dict[tuple[int, int], list[Step]] = {}
        self._levels: tuple[str, str] = ("", "")
        self._bottom_rule: Callable[[int], int] | None = None

    def set_bottom_rule(self, rule: Callable[[int], int] | None) -> None:
        """``rule(player)``: the player at the bottom of the board when
        ``player`` acts (:meth:`~.session_seats.SessionSeats.bottom_for`: the
        live board's rule); None keeps player 0 at the bottom.  The steps
        shown (:meth:`step`, :meth:`go_to`) are turned by it, and their
        point labels are always in the step's player's numbers, so that
        they read as the move text (gnubg's "dynamic labels" where the
        board is not turned)."""
        self._bottom_rule = rule

    def _seen(self, step: Step) -> Step:
        """``step`` (player 0 at the bottom) as the board shows it: turned
        by the bottom rule for the step's player, the labels in that
        player's numbers."""
        player = step.player
        bottom = self._bottom_rule(player) if self._bottom_rule is not None else 0
        state = step.state
        if bottom == 1:
            state = presentation.seen_from(state, 1, state.position.swapped())
        if player in (0, 1):
            state = replace(state, numbers_side=player ^ bottom)
        return replace(step, state=state)

    def set_levels(self, levels: tuple[str, str]) -> None:
        """The computer seats' levels shown at their names in every step
        (player 0's first, "" for a human), as on the live board."""
        if levels != self._levels:
            self._levels = levels
            self._steps_cache.clear()

    # ------------------------------------------------------------ following the live match
    def follow(self, controller: MatchController) -> None:
        """Follow ``controller``'s match from now on (the review is left)."""
        if self._controller is not None:
            disconnect(self._controller.changed, self._live_changed)
        self._controller = controller
        self._snapshots = RecordSnapshots()
        self.record = None
        self._signature = None
        self._steps_cache.clear()
        was_reviewing = self.cursor is not None
        self.cursor = None
        controller.changed.connect(self._live_changed)
        self._live_changed()
        if was_reviewing:
            self.stepped.emit()

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
        old = self.record
        self._signature = signature
        self.record = self._snapshots.record(match)
        games = len(self.record.games)
        first = 0 if old is None else max(0, min(len(old.games), games) - 1)
        self._steps_cache = {key: steps for key, steps in self._steps_cache.items()
                             if key[0] < games and key[1] == len(self.record.games[key[0]].actions)}
        self.record_changed.emit(first)

    # ------------------------------------------------------------ the game list
    def game_count(self) -> int:
        """The number of games in the record."""
        return len(self.record.games) if self.record is not None else 0

    def game_title(self, index: int) -> str:
        """The game list's row of game ``index`` (0-based), without its
        actions.  Raises :class:`IndexError` for a game outside the record."""
        rec = self.record
        if rec is None or not 0 <= index < len(rec.games):
            raise IndexError(f"no game {index}")
        return presentation.game_title(rec, index, _tr)

    def game_row(self, index: int) -> GameRow:
        """The game list's row of game ``index`` (0-based) and its actions.
        Raises :class:`IndexError` for a game outside the record."""
        rec = self.record
        if rec is None or not 0 <= index < len(rec.games):
            raise IndexError(f"no game {index}")
        game = rec.games[index]
        passed = index == len(rec.games) - 1 and self._last_roll_passed(index)
        actions = tuple((rec.players[a.player] if a.player in (0, 1) else "",
                         presentation.action_text(game, k, _tr, passed)) for k, a in enumerate(game.actions))
        return GameRow(presentation.game_title(rec, index, _tr), actions)

    def move_rows(self, index: int) -> list[presentation.MoveRow]:
        """The move list of game ``index`` (0-based): :func:`.presentation.move_rows`.
        Raises :class:`IndexError` for a game outside the record."""
        rec = self.record
        if rec is None or not 0 <= index < len(rec.games):
            raise IndexError(f"no game {index}")
        passed = index == len(rec.games) - 1 and self._last_roll_passed(index)
        return presentation.move_rows(rec.games[index], _tr, passed)

    def _last_roll_passed(self, index: int) -> bool:
        """True when game ``index`` is the live game and its last action is
        a roll that the game has passed (it could not be played)."""
        rec = self.record
        if rec is None or self._controller is None:
            return False
        live = self._controller.match.game
        actions = rec.games[index].actions
        return (live is not None and bool(actions) and actions[-1].kind in ("roll", "opening")
                and actions[-1].player >= 0 and live.on_roll != actions[-1].player)

    # ------------------------------------------------------------ steps
    @property
    def reviewing(self) -> bool:
        """True while an earlier position is shown (the board is read-only)."""
        return self.cursor is not None

    def live_end(self) -> tuple[int, int]:
        """The step of the match as it is: the last game, all its actions."""
        games = self.record.games if self.record is not None else []
        if not games:
            return 0, 0
        return len(games) - 1, len(games[-1].actions)

    def current(self) -> tuple[int, int]:
        """The step shown: the cursor, or the live end."""
        return self.cursor if self.cursor is not None else self.live_end()

    def step(self) -> Step:
        """The step shown; raises :class:`LookupError` while the live match is shown."""
        if self.cursor is None:
            raise LookupError("no earlier position is shown")
        gi, k = self.cursor
        return self._seen(self.steps(gi)[k])

    def shown_ids(self) -> tuple[str, str, str]:
        """The gnubg Position ID (player on roll's view), Match ID and the
        XGID of the position shown: the reviewed step's (a position stepped
        to, an analysed error shown), else the live match's -- what Copy
        Position ID, Copy Match ID and Copy XGID copy."""
        if self.cursor is not None:
            step = self.step()
            return step.position_id, step.match_id, step.xgid
        c = self._controller
        if c is None:
            raise LookupError("no match is followed")
        return c.position_id(), c.match_id(), c.xgid()

    def steps(self, gi: int) -> list[Step]:
        """Every position of game ``gi``: before its first action, then
        after each action, player 0 at the bottom (:meth:`step` turns
        them).  Each step's ``player`` is the player to act there, as the
        live board turns for (the player on roll, the doubled player); a
        step right after a play is its mover's, so that the play shown
        reads in the numbers of its text (and slides, not turned away).
        Raises :class:`IndexError` for a game outside the record."""
        rec = self.record
        if rec is None or not 0 <= gi < len(rec.games):
            raise IndexError(f"no game {gi}")
        game_rec = rec.games[gi]
        key = (gi, len(game_rec.actions))
        steps = self._steps_cache.get(key)
        if steps is not None:
            return steps
        match = Match.replay(game_record_alone(rec, gi))     # this game alone, from its score and set-up
        game = match.game
        assert game is not None
        score = game.score

        def make(k: int) -> Step:
            state = presentation.with_levels(presentation.board_state(match, None, "", _tr), self._levels)
            caption = presentation.step_caption(rec, gi, k, state, score, _tr)
            last = game_rec.actions[k - 1] if k else None
            if last is not None and last.kind == "move" and last.player in (0, 1):
                player = last.player
            else:
                player = game.to_act if game.to_act >= 0 else game.on_roll
                if player not in (0, 1) and last is not None:
                    player = last.player
            return Step(presentation.review_state(state, caption), game.position.position_id(), match.match_id(),
                        xgid_of(match), player if player in (0, 1) else -1)

        steps = [make(0)]
        for k, action in enumerate(game_rec.actions, 1):
            game.apply(action)
            steps.append(make(k))
        self._steps_cache[key] = steps
        return steps

    def go_to(self, gi: int, k: int) -> Step | None:
        """Show the step after ``k`` actions of game ``gi`` (clamped to the
        match) and return it; the live end shows the match as it is
        (None)."""
        if self.record is None or not self.record.games:
            return None
        gi = max(0, min(gi, len(self.record.games) - 1))
        k = max(0, min(k, len(self.record.games[gi].actions)))
        if (gi, k) == self.live_end():
            self.show_live()
            return None
        step = self._seen(self.steps(gi)[k])
        self.cursor = (gi, k)
        self.stepped.emit()
        return step

    def show_live(self) -> None:
        """Show the match as it is (leave the review)."""
        if self.cursor is None:
            return
        self.cursor = None
        self.stepped.emit()

    def previous(self) -> None:
        """One action back."""
        gi, k = self.current()
        if k > 0:
            self.go_to(gi, k - 1)
        elif gi > 0 and self.record is not None:
            self.go_to(gi - 1, len(self.record.games[gi - 1].actions))

    def next(self) -> None:
        """One action on (only while reviewing)."""
        if self.cursor is None or self.record is None:
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
        if self.cursor is None or self.record is None:
            return
        gi, _k = self.cursor
        if gi + 1 < len(self.record.games):
            self.go_to(gi + 1, 0)
        else:
            self.show_live()

    def cut_match(self) -> Match | None:
        """The match cut at the step shown (the later actions dropped), to
        play on from; None while the live match is shown."""
        if self.cursor is None or self.record is None:
            return None
        gi, k = self.cursor
        return Match.replay(truncated_record(self.record, gi, k))
