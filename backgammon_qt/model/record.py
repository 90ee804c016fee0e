"""The record of a match: every action of every game, as the rules model
replays it and the file formats store it.

Players are 0 and 1 (in a .mat file 0 is the left column, in SGF White; in
the app 0 is the player who sat down first).  Move text is gnubg notation in
the mover's own numbering (../shared/testdata/FORMATS.md section 1.2).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum

from .errors import RuleError
from .rules import RuleOptions

__all__ = ["Action", "ACTION_KINDS", "GameRecord", "MatchRecord", "Outcome", "WinKind", "RecordError"]

ACTION_KINDS = ("opening", "roll", "move", "double", "take", "drop", "beaver",
                "resign", "accept", "decline", "claim")
"""The kinds of :class:`Action`:

- ``opening``: the opening roll; ``dice`` = (player 0's die, player 1's die);
  ``player`` the winner, or -1 for a tie (rolled again).
- ``roll``: ``player`` rolled ``dice`` (first die as shown, any order).  A
  roll with no legal play passes by itself: no ``move`` follows.
- ``move``: ``player`` played ``play`` (gnubg move text) with the dice of the
  preceding ``roll`` or ``opening``.
- ``double``, ``take``, ``drop``, ``beaver``: cube actions by ``player``.
- ``resign``: ``player`` offers ``value`` (1 single, 2 gammon, 3
  backgammon); ``accept``/``decline``: the opponent's answer.
- ``claim``: ``player`` claims the win because the opponent's time bank is
  empty (timed rules).
"""


class WinKind(IntEnum):
    """How big a win is before the cube: 1 single, 2 gammon, 3 backgammon,
    4 backgammon with a checker on the bar under the "bar backgammon 4x"
    option (RULES.md "End of game and scoring")."""

    SINGLE = 1
    GAMMON = 2
    BACKGAMMON = 3
    BAR_BACKGAMMON = 4


@dataclass(frozen=True)
class Outcome:
    """The end of a game: ``winner`` (0 or 1), ``kind`` as scored (after
    Jacoby and "backgammons count"), ``cube`` value, ``points`` won
    (``kind * cube``, or the cube value before the double for a drop), and
    ``reason``: ``"bearoff"``, ``"drop"``, ``"resign"`` or ``"claim"``."""

    winner: int
    kind: WinKind
    cube: int
    points: int
    reason: str


@dataclass(frozen=True)
class Action:
    """One action of a game; see :data:`ACTION_KINDS` for the kinds and
    which fields each uses."""

    kind: str
    player: int
    dice: tuple[int, int] | None = None
    play: str | None = None
    value: int | None = None

    def __post_init__(self) -> None:
        if self.kind not in ACTION_KINDS:
            raise ValueError(f"unknown action kind {self.kind!r}")
        if self.player not in (0, 1) and not (self.kind == "opening" and self.player == -1):
            raise ValueError(f"action player must be 0 or 1, got {self.player!r}")
        if self.dice is not None:
            d = tuple(self.dice)
            if len(d) != 2 or not all(isinstance(x, int) and 1 <= x <= 6 for x in d):
                raise ValueError(f"dice must be two ints 1..6, got {self.dice!r}")
            object.__setattr__(self, "dice", d)

    def to_dict(self) -> dict:
        """JSON-ready dict, without empty fields."""
        d: dict = {"kind": self.kind, "player": self.player}
        if self.dice is not None:
            d["dice"] = list(self.dice)
        if self.play is not None:
            d["play"] = self.play
        if self.value is not None:
            d["value"] = self.value
        return d

    @classmethod
    def from_dict(cls, d: dict) -> "Action":
        """Inverse of :meth:`to_dict`; raises :class:`ValueError` (or
        :class:`KeyError`/:class:`TypeError` for a wrong shape)."""
        dice = d.get("dice")
        return cls(d["kind"], d["player"], tuple(dice) if dice is not None else None,
                   d.get("play"), d.get("value"))


@dataclass
class GameRecord:
    """One game: the score before it, whether it is the Crawford game, its
    actions in order, and its outcome (None while unfinished)."""

    score_before: tuple[int, int] = (0, 0)
    crawford: bool = False
    actions: list[Action] = field(default_factory=list)
    outcome: Outcome | None = None


@dataclass
class MatchRecord:
    """A whole match or money session: names of players 0 and 1,
    ``match_length`` (0 = money), the rules, the games, free-form ``info``
    (event, site, date...) and import ``warnings``.

    The session state that a save keeps besides the actions:
    ``turn_moves``, the single-die moves ``(from, to)`` made so far in an
    unconfirmed turn (mover's numbering); ``clock_banks``, the seconds left
    in each player's time bank under the timed rules (None otherwise);
    ``orientations``, each player's board orientation, ``"right"`` or
    ``"left"`` for the side of their home board.
    """

    players: tuple[str, str] = ("Player 1", "Player 2")
    match_length: int = 0
    rules: RuleOptions = field(default_factory=RuleOptions)
    games: list[GameRecord] = field(default_factory=list)
    info: dict[str, str] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)
    turn_moves: list[tuple[int, int]] = field(default_factory=list)
    clock_banks: tuple[float, float] | None = None
    orientations: tuple[str, str] = ("right", "right")


class RecordError(RuleError):
    """A record that the rules do not allow: ``game`` (0-based) and
    ``action`` (0-based index in that game's actions) say where."""

    def __init__(self, message: str, game: int | None = None, action: int | None = None) -> None:
        where = []
        if game is not None:
            where.append(f"game {game + 1}")
        if action is not None:
            where.append(f"action {action + 1}")
        super().__init__(f"{', '.join(where)}: {message}" if where else message)
        self.game = game
        self.action = action
        self.reason = message
