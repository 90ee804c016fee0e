"""The session's seats part: who plays each side and which way each player
sees the board.

:class:`SessionSeats` is one of the named parts of
:class:`~.session.Session` (``session.seating``).  Players are the match's
0 and 1; "bottom" is the player whose side of the board is drawn at the
bottom of the window.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from backgammon_qt.app.settings import HUMAN, Settings

from .match import MatchController

__all__ = ["SessionSeats"]


class SessionSeats(QObject):
    """The seats (``HUMAN`` or a computer level, player 0's first) and each
    player's home board side (``"left"`` or ``"right"``) of one session.

    ``current`` returns the controller in play (who acts decides the
    bottom player when two humans turn the board).

    Signals:
        orientation_changed(bool): the home board of the player at the
            bottom is now on the left (True) or the right (False).
    """

    orientation_changed = Signal(bool)

    def __init__(self, settings: Settings, seats: tuple[str, str], current: Callable[[], MatchController],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self._current = current
        self.seats: tuple[str, str] = seats
        self.orientations: list[str] = [self._remembered()] * 2   # each player's home board side, player 0's first
        self._bottom = 0

    def _remembered(self) -> str:
        return "left" if self._settings.get("orientation") == "left" else "right"

    def restore(self, orientations: tuple[str, str] | None) -> None:
        """A match starts: each player's side as given (a file's or a
        take-back's; anything but "left" counts as "right"), default the
        remembered side (the ``orientation`` setting) for both."""
        if orientations is None:
            orientations = (self._remembered(), self._remembered())
        self.orientations = [o if o in ("right", "left") else "right" for o in orientations]

    def started(self) -> None:
        """The new match is in play: emit the bottom player's side."""
        self._bottom = self.bottom_player()
        self.orientation_changed.emit(self.home_left())

    def follow(self) -> None:
        """Before the board is drawn: when the bottom player changed (two
        humans turning the board), emit that player's side."""
        bottom = self.bottom_player()
        if bottom != self._bottom:
            self._bottom = bottom
            self.orientation_changed.emit(self.home_left())

    def humans(self) -> list[int]:
        """The human players, in order."""
        return [p for p in (0, 1) if self.seats[p] == HUMAN]

    def bottom_player(self) -> int:
        """The player at the bottom of the board: with one human, the human;
        with two and "turn the board" on, the player who acts (the player on
        roll, the doubled player answering a double, the player asked to
        accept a resignation; after the game, the last player on roll;
        player 0 before the opening roll); else player 0."""
        game = self._current().game
        return self.bottom_for(game.to_act if game.to_act >= 0 else game.on_roll)

    def bottom_for(self, actor: int) -> int:
        """The player at the bottom of the board when player ``actor`` acts
        (-1: none, e.g. before the opening roll): with one human, the
        human; with two and "turn the board" on, ``actor`` (player 0 for
        none); else player 0.  The review turns its board by this rule too."""
        humans = self.humans()
        if len(humans) == 1:
            return humans[0]
        if len(humans) == 2 and self._settings.get("turn_board") and actor in (0, 1):
            return actor
        return 0

    def home_left(self) -> bool:
        """True when the home board of the player at the bottom is on the left."""
        return self.orientations[self.bottom_player()] == "left"

    def set_home_left(self, left: bool) -> None:
        """Put the home board of the player at the bottom on the left (or the
        right); it is that player's side for this match.

        The remembered side for new matches (the ``orientation`` setting)
        follows only the switches of the first human seat: the human against
        the computer, player 0 between two humans (and player 0 when the
        computer plays both sides).  A switch by the second human changes
        only that player's side for this match, so it does not become the
        first one's side in the next match."""
        value = "left" if left else "right"
        player = self.bottom_player()
        self.orientations[player] = value
        humans = self.humans()
        if player == (humans[0] if humans else 0):
            self._settings.set("orientation", value)
        self.orientation_changed.emit(left)
