"""The record of a match: every action of every game, as the rules model
replays it and the file formats store it.

Players are 0 and 1 (in a .mat file 0 is the left column, in SGF White; in
the app 0 is the player who sat down first).  Move text is gnubg notation in
the mover's own numbering (../shared/testdata/FORMATS.md section 1.2).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import IntEnum, StrEnum
from typing import Any, Final, NotRequired, TypedDict

from .errors import CodedError, InvalidDiceError, InvalidPositionError, InvalidRecordError, RuleError
from .position import BAR, CHECKERS, OFF, Position
from .rules import RuleOptions

__all__ = ["Action", "ActionDict", "ActionKind", "ACTION_KINDS", "GameRecord", "MatchRecord", "Outcome",
           "OutcomeReason", "Setup", "SideLine", "WinKind", "RecordError", "MAX_CUBE"]

MAX_CUBE = 1 << 15
"""The highest cube value a set-up may give (the Match ID holds the cube as
a 4-bit power of two, FORMATS.md section 4)."""

class ActionKind(StrEnum):
    """The kinds of :class:`Action`.  A :class:`~enum.StrEnum`: each member
    is the string it stands for (``ActionKind.ROLL == "roll"``), which is
    what the file formats store.

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

    OPENING = "opening"
    ROLL = "roll"
    MOVE = "move"
    DOUBLE = "double"
    TAKE = "take"
    DROP = "drop"
    BEAVER = "beaver"
    RESIGN = "resign"
    ACCEPT = "accept"
    DECLINE = "decline"
    CLAIM = "claim"


ACTION_KINDS: Final[tuple[ActionKind, ...]] = tuple(ActionKind)
"""Every :class:`ActionKind`, in the order above (each equal to its string)."""
_KIND_OF_TEXT: Final[dict[str, ActionKind]] = {kind.value: kind for kind in ActionKind}


class OutcomeReason(StrEnum):
    """How a game ended (:attr:`Outcome.reason`); a :class:`~enum.StrEnum`
    like :class:`ActionKind`."""

    BEAROFF = "bearoff"  #: the winner bore off all 15 checkers
    DROP = "drop"        #: the loser dropped a double (or a beaver)
    RESIGN = "resign"    #: the loser resigned and the winner accepted
    CLAIM = "claim"      #: the winner claimed on time (the loser's time bank ran out)


def _action_kind(kind: str) -> ActionKind:
    """``kind`` (an :class:`ActionKind` or its string) as the member, or
    :class:`InvalidRecordError`."""
    if kind.__class__ is ActionKind:
        return kind
    member = _KIND_OF_TEXT.get(kind) if kind.__class__ is str else None     # (what a file holds)
    if member is not None:
        return member
    try:
        return ActionKind(kind)
    except ValueError:
        raise InvalidRecordError("unknown action kind {kind}", kind=repr(kind)) from None


def _outcome_reason(reason: str) -> OutcomeReason:
    """``reason`` (an :class:`OutcomeReason` or its string) as the member,
    or :class:`InvalidRecordError`."""
    try:
        return OutcomeReason(reason)
    except ValueError:
        raise InvalidRecordError("unknown outcome reason {reason}", reason=repr(reason)) from None


class WinKind(IntEnum):
    """How big a win is before the cube: 1 single, 2 gammon, 3 backgammon,
    4 backgammon with a checker on the bar under the "bar backgammon 4x"
    option (RULES.md "End of game and scoring")."""

    SINGLE = 1
    GAMMON = 2
    BACKGAMMON = 3
    BAR_BACKGAMMON = 4


# Outcome and Action write their own __init__ (init=False): it takes the
# reason or kind as the enum member or as its plain string (what the file
# readers have) and stores the member, so the field's type is the enum.

@dataclass(frozen=True, init=False)
class Outcome:
    """The end of a game: ``winner`` (0 or 1), ``kind`` as scored (after
    Jacoby and "backgammons count"), ``cube`` value, ``points`` won
    (``kind * cube``, or the cube value before the double for a drop), and
    ``reason`` (:class:`OutcomeReason`: ``"bearoff"``, ``"drop"``,
    ``"resign"`` or ``"claim"``; given as the member or its string).
    Raises :class:`InvalidRecordError` (a :class:`ValueError`) for another reason."""

    winner: int
    kind: WinKind
    cube: int
    points: int
    reason: OutcomeReason

    def __init__(self, winner: int, kind: WinKind, cube: int, points: int, reason: OutcomeReason | str) -> None:
        object.__setattr__(self, "winner", winner)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "cube", cube)
        object.__setattr__(self, "points", points)
        object.__setattr__(self, "reason", _outcome_reason(reason))


class ActionDict(TypedDict):
    """:meth:`Action.to_dict`'s JSON-ready shape: the kind as its plain
    string, and only the fields the action uses."""

    kind: str
    player: int
    dice: NotRequired[list[int]]
    play: NotRequired[str]
    value: NotRequired[int]


@dataclass(frozen=True, init=False)
class Action:
    """One action of a game; see :class:`ActionKind` for the kinds and
    which fields each uses.  ``kind`` is given as the member or its string
    and kept as the member.  Raises :class:`InvalidRecordError` for an
    unknown kind or a player other than 0 or 1 (-1 only for a tied opening
    roll) and :class:`InvalidDiceError` for dice that are not two ints 1..6
    (both :class:`ValueError`)."""

    kind: ActionKind
    player: int
    dice: tuple[int, int] | None = None
    play: str | None = None
    value: int | None = None

    def __init__(self, kind: ActionKind | str, player: int, dice: Iterable[int] | None = None,
                 play: str | None = None, value: int | None = None) -> None:
        if kind.__class__ is ActionKind:
            member = kind
        else:
            found = _KIND_OF_TEXT.get(kind) if kind.__class__ is str else None
            member = found if found is not None else _action_kind(kind)
        if player not in (0, 1) and not (member is ActionKind.OPENING and player == -1):
            raise InvalidRecordError("action player must be 0 or 1, got {got}", got=repr(player))
        pair: tuple[int, int] | None = None
        if dice is not None:
            if (dice.__class__ is tuple and len(dice) == 2 and dice[0].__class__ is int      # (what the readers give)
                    and dice[1].__class__ is int and 1 <= dice[0] <= 6 and 1 <= dice[1] <= 6):
                pair = dice
            else:
                d = tuple(dice)
                if len(d) != 2 or not all(isinstance(x, int) and 1 <= x <= 6 for x in d):
                    raise InvalidDiceError("dice must be two ints 1..6, got {got}", got=repr(dice))
                pair = (d[0], d[1])
        # stored in the instance's dict: a frozen dataclass refuses setattr (and a replayed
        # session makes a few hundred thousand actions)
        fields = self.__dict__
        fields["kind"] = member
        fields["player"] = player
        fields["dice"] = pair
        fields["play"] = play
        fields["value"] = value

    def to_dict(self) -> ActionDict:
        """JSON-ready dict, without empty fields."""
        d: ActionDict = {"kind": self.kind.value, "player": self.player}
        if self.dice is not None:
            d["dice"] = list(self.dice)
        if self.play is not None:
            d["play"] = self.play
        if self.value is not None:
            d["value"] = self.value
        return d

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> Action:
        """Inverse of :meth:`to_dict` (``d`` as read from JSON, any shape);
        raises :class:`ValueError` (or :class:`KeyError`/:class:`TypeError`
        for a wrong shape)."""
        dice = d.get("dice")
        return cls(d["kind"], d["player"], tuple(dice) if dice is not None else None,
                   d.get("play"), d.get("value"))


@dataclass(frozen=True)
class Setup:
    """A game that starts from a set-up position instead of the opening
    roll (an edited position: gnubg's and GNU Gibbon's SGF set-up nodes,
    FORMATS.md section 2.3 "Setup nodes").

    - ``position``: the board **seen by player 0** (``position.player`` is
      player 0's checkers in player 0's numbering, ``position.opponent``
      player 1's in theirs; 25 = bar, 0 = off), whoever is on roll;
      :attr:`on_roll_position` is the same board seen by the player on roll.
    - ``on_roll``: the player on roll, 0 or 1.
    - ``dice``: the dice that player has already rolled, ``(d1, d2)`` with
      1..6 each (first die as shown), or None when they are still to roll
      (or double).
    - ``cube_value``: 1, 2, 4, ... up to :data:`MAX_CUBE`; ``cube_owner``:
      None (in the middle), 0 or 1.

    Raises :class:`RuleError` for a set-up no game can be in, whatever the
    rules: a position that :meth:`Position.validate` refuses (not 15
    checkers a side, both sides on one point), a game already over (a side
    has borne off all 15), a player other than 0/1, dice not 1..6, a cube
    that is not a power of two up to :data:`MAX_CUBE`, or an owned cube at
    1 (RULES.md "Doubling cube": a cube at 1 is in the middle).  What
    depends on the rules (the cube cap, the Crawford game, a game without
    the cube) is checked when a :class:`~backgammon_qt.model.game.Game`
    starts from it.
    """

    position: Position
    on_roll: int
    dice: tuple[int, int] | None = None
    cube_value: int = 1
    cube_owner: int | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.position, Position):
            raise RuleError("a set-up position must be a Position, got {got}", got=type(self.position).__name__)
        try:
            self.position.validate()
        except InvalidPositionError as exc:
            raise RuleError("the set-up position is not valid: {reason}", reason=exc) from None
        for player, side in ((0, self.position.player), (1, self.position.opponent)):
            if side[OFF] == CHECKERS:
                raise RuleError("the set-up position is already over: player {player} has borne off "
                                "all 15 checkers", player=player)
        if self.on_roll not in (0, 1) or isinstance(self.on_roll, bool):
            raise RuleError("the player on roll must be 0 or 1, got {got}", got=repr(self.on_roll))
        if self.dice is not None:
            if not isinstance(self.dice, (tuple, list)):
                raise RuleError("set-up dice must be two numbers 1..6, got {got}", got=repr(self.dice))
            d = tuple(self.dice)
            if len(d) != 2 or not all(isinstance(x, int) and not isinstance(x, bool) and 1 <= x <= 6 for x in d):
                raise RuleError("set-up dice must be two numbers 1..6, got {got}", got=repr(self.dice))
            object.__setattr__(self, "dice", d)
        cube = self.cube_value
        if (not isinstance(cube, int) or isinstance(cube, bool) or cube < 1 or cube & (cube - 1)
                or cube > MAX_CUBE):
            raise RuleError("the cube value must be a power of two from 1 to {cap}, got {got}", cap=MAX_CUBE,
                            got=repr(cube))
        if self.cube_owner is not None and (self.cube_owner not in (0, 1) or isinstance(self.cube_owner, bool)):
            raise RuleError("the cube owner must be 0, 1 or None (in the middle), got {got}",
                            got=repr(self.cube_owner))
        if self.cube_owner is not None and cube == 1:
            raise RuleError("a cube at 1 is in the middle: nobody owns it before a double")

    @classmethod
    def from_board(cls, sides: tuple[Mapping[int, int], Mapping[int, int]], on_roll: object,
                   dice: object = None, cube_value: object = 1, cube_owner: object = None) -> Setup:
        """The set-up of a board given as it is read, checked once here for
        every reader (the SGF and .bgqt readers, the position editor).

        ``sides``: player 0's and player 1's ``{point: count}`` in each
        player's own numbering (1..24, 25 = the bar); checkers not placed
        are borne off.  The other fields are as the class takes them, in
        any type a file may hold (checked here, not by the reader).

        Raises :class:`RuleError` for more than 15 checkers of a player on
        the points and the bar, checkers of both players on one point
        (RULES.md "Board and setup"), or anything the class refuses;
        :class:`InvalidPositionError` for a point outside 1..25.
        """
        counts = []
        for player, side in enumerate(sides):
            placed = sum(side.values())
            if placed > CHECKERS:
                if player == 0:
                    raise RuleError("the set-up puts {n} of the first player's checkers on the points and the "
                                    "bar (at most {most})", n=placed, most=CHECKERS)
                raise RuleError("the set-up puts {n} of the second player's checkers on the points and the "
                                "bar (at most {most})", n=placed, most=CHECKERS)
            counts.append(side)
        for point in range(1, BAR):
            if counts[0].get(point) and counts[1].get(BAR - point):
                raise RuleError("the set-up puts checkers of both players on one point (the first player's "
                                "{point}-point, the second player's {other}-point)", point=point, other=BAR - point)
        position = Position.from_points(dict(counts[0]), dict(counts[1]))
        return cls(position, on_roll, dice, cube_value, cube_owner)  # type: ignore[arg-type]

    @property
    def on_roll_position(self) -> Position:
        """:attr:`position` seen by the player on roll (as
        :attr:`Game.position` and gnubg's Position ID see it)."""
        return self.position if self.on_roll == 0 else self.position.swapped()


@dataclass(frozen=True)
class SideLine:
    """Actions that were played and then taken back (a take-back of a
    finished turn): ``at``, the index in the game's actions where they
    stood (the game went on from there without them), ``actions``, what
    was played from there (the taker's play and anything after it, e.g.
    the computer's reply), ``player``, who took back, and ``dice``, the roll that play
    was made with (it stays in the game: the player plays it again).  Not part of the
    game: replays, analyses and exports see only the main line."""

    at: int
    actions: tuple[Action, ...]
    player: int
    dice: tuple[int, int] | None = None


@dataclass
class GameRecord:
    """One game: the score before it, whether it is the Crawford game, its
    actions in order, its outcome (None while unfinished), and its
    ``setup`` when it starts from a set-up position instead of the opening
    roll (see :class:`Setup`; None for a normal game).  ``side_lines``: the
    moves taken back in it, oldest first (:class:`SideLine`); they are
    kept beside the game, never in its actions.

    The first game's ``score_before`` is the match's starting score (a match
    may start at a score other than 0-0, e.g. a set-up position at 6-3);
    every later game's follows from the games before it."""

    score_before: tuple[int, int] = (0, 0)
    crawford: bool = False
    actions: list[Action] = field(default_factory=list)
    outcome: Outcome | None = None
    setup: Setup | None = None
    side_lines: list[SideLine] = field(default_factory=list)


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

    ``analysis``: the engine's analysis of the match as JSON-ready data
    (:meth:`backgammon_qt.engine.analysis.MatchAnalysis.to_dict`, carrying
    its own ``version``), kept so that it is not computed twice; None when
    the match was not analysed.  The model does not read it.

    ``rollouts``: the rollouts done for the match as JSON-ready data, each
    an object with its own ``version``
    (:func:`backgammon_qt.controller.engine_jobs.rollouts.result_to_dict`); None when
    there are none.  The model does not read them.
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
    analysis: dict[str, Any] | None = None
    rollouts: list[dict[str, Any]] | None = None


class RecordError(RuleError):
    """A record that the rules do not allow: ``game`` (0-based) and
    ``action`` (0-based index in that game's actions) say where.

    ``reason`` is the why without the place, as text; ``cause`` is the
    same as a :class:`CodedError` (the error given, or the template given
    with ``values``), which a translation words inside the place."""

    def __init__(self, message: str | BaseException, game: int | None = None, action: int | None = None,
                 **values: object) -> None:
        if isinstance(message, CodedError):
            cause = message
        else:
            cause = CodedError(message if isinstance(message, str) else str(message), **values)
        if game is not None and action is not None:
            super().__init__("game {game}, action {action}: {reason}", game=game + 1, action=action + 1,
                             reason=cause)
        elif game is not None:
            super().__init__("game {game}: {reason}", game=game + 1, reason=cause)
        elif action is not None:
            super().__init__("action {action}: {reason}", action=action + 1, reason=cause)
        else:
            super().__init__(cause.template, **cause.values)
        self.game = game
        self.action = action
        self.cause = cause
        self.reason = str(cause)

    def __reduce__(self) -> tuple[object, ...]:
        return (type(self), (self.cause, self.game, self.action))
