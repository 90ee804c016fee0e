"""The engine interface: what the computer player and the hints need from
any backgammon engine, and the values it answers with.

Everything here is seen by the player on roll, as :class:`Position` is:
``position.player`` is "the mover", ``context.score[0]`` is the mover's
score, ``CubeOwner.MOVER`` means the mover owns the cube.  Equities are
cubeful (unless the cube is not in use) and normalised to the current cube
value: +1.0 is winning the cube's value, as in gnubg's and bgsage's output.
In match play they are bgsage's match equities expressed on the same scale
(+1.0 = winning the cube's value in match-winning chances).

Implementations: :class:`backgammon_qt.engine.sage.SageEngine` (bgsage, in
this process) and :class:`backgammon_qt.engine.process.ProcessEngine` (the
same in a child process, so the GUI's interpreter is never blocked).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import Enum
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from ..model import Play, Position
from ..model import cube as _cube

if TYPE_CHECKING:
    from ..model.game import Game

__all__ = [
    "Cancelled", "CancelToken", "raise_if_cancelled", "EngineError", "EngineStopped", "EngineUnavailable",
    "CubeOwner", "GameContext", "may_double", "Chances", "RankedPlay",
    "CubeAction", "cube_action_of", "CubeDecision", "TakeAction", "TakeDecision", "Engine",
]


class Cancelled(Exception):
    """An engine call was cancelled (its cancel token was set) before it
    produced a result."""


class EngineError(RuntimeError):
    """The engine failed (e.g. its worker process died).  Its text is
    English, for the log; the controller words the kinds below for the
    player (:func:`backgammon_qt.controller.engine_jobs.worker.engine_failure_text`)."""


class EngineStopped(EngineError):
    """The engine's process ended in the middle of a call (it crashed or
    was killed; ``exit_code`` is its exit code, None when its pipe broke
    first); the next call starts a new one."""

    def __init__(self, message: str, exit_code: int | None = None) -> None:
        super().__init__(message)
        self.exit_code = exit_code

    def __reduce__(self) -> tuple[object, ...]:
        return type(self), (str(self), self.exit_code)


class EngineUnavailable(EngineError):
    """The engine cannot be started: its process cannot be made, or bgsage
    cannot be loaded in it (not installed, broken)."""


CancelToken = threading.Event | Callable[[], bool] | None
"""What an engine call accepts as ``cancel``: a :class:`threading.Event`
(set = cancel), a callable returning True to cancel, or None."""


def raise_if_cancelled(cancel: CancelToken) -> None:
    """Raise :class:`Cancelled` if ``cancel`` (see :data:`CancelToken`) says so."""
    if cancel is None:
        return
    if isinstance(cancel, threading.Event):
        if cancel.is_set():
            raise Cancelled()
    elif cancel():
        raise Cancelled()


class CubeOwner(Enum):
    """Who owns the cube, seen by the player on roll (RULES.md "Doubling
    cube"): in the centre (nobody), the mover, or the opponent."""

    CENTRE = "centre"
    MOVER = "mover"
    OPPONENT = "opponent"


@dataclass(frozen=True)
class GameContext:
    """The state of the game around a position, seen by the player on roll.

    - ``match_length``: points to win the match, 0 for money play.
    - ``score``: (mover's points, opponent's points) in the match; ignored
      in money play.
    - ``cube_value``: the cube's face (1, 2, 4, ...); while a double is
      pending, the value before it is taken (after a beaver, the beavered
      value, as :attr:`Game.cube_value` holds it).
    - ``cube_owner``: :class:`CubeOwner`.
    - ``crawford``: this game is the Crawford game (nobody may double).
    - ``jacoby``, ``beavers``: the money-play options (RULES.md "Doubling
      cube"); ignored in a match.
    - ``minimize_wasted_pips``: the bear-off house rule (RULES.md "Bearing
      off"); the legal plays are filtered by it.
    - ``cube``: the doubling cube is in use at all (off under the timed
      rule set); without it plays are ranked by cubeless equity.
    - ``cube_cap``: the rules' cube cap, the highest cube value allowed
      (RULES.md "Doubling cube", :attr:`RuleOptions.cube_cap`), 0 for none;
      a double past it is refused (:func:`may_double`).

    Raises :class:`ValueError` for a cube value or cap that is not a power
    of two (a cap may be 0), a negative score, or a match score at or past
    the match length.
    """

    match_length: int = 0
    score: tuple[int, int] = (0, 0)
    cube_value: int = 1
    cube_owner: CubeOwner = CubeOwner.CENTRE
    crawford: bool = False
    jacoby: bool = False
    beavers: bool = False
    minimize_wasted_pips: bool = False
    cube: bool = True
    cube_cap: int = 0

    def __post_init__(self) -> None:
        object.__setattr__(self, "score", (int(self.score[0]), int(self.score[1])))
        v = self.cube_value
        if not isinstance(v, int) or v < 1 or v & (v - 1):
            raise ValueError(f"cube value must be a power of two >= 1, got {v!r}")
        cap = self.cube_cap
        if not isinstance(cap, int) or cap < 0 or cap & (cap - 1):
            raise ValueError(f"cube cap must be 0 (none) or a power of two >= 1, got {cap!r}")
        if self.match_length < 0 or min(self.score) < 0:
            raise ValueError("match length and scores must be >= 0")
        if self.match_length and max(self.score) >= self.match_length:
            raise ValueError(f"score {self.score} is not below the match length {self.match_length}")
        if not isinstance(self.cube_owner, CubeOwner):
            raise ValueError(f"cube_owner must be a CubeOwner, got {self.cube_owner!r}")

    @property
    def is_money(self) -> bool:
        """True in money play (no match length)."""
        return self.match_length == 0

    @property
    def away(self) -> tuple[int, int]:
        """Points each side still needs, (mover, opponent); (0, 0) in money
        play (bgsage's ``away1``, ``away2``)."""
        if self.is_money:
            return 0, 0
        return self.match_length - self.score[0], self.match_length - self.score[1]

    @property
    def jacoby_active(self) -> bool:
        """Gammons count single now: money play, the Jacoby rule on and the
        cube not yet turned (in the centre)."""
        return self.is_money and self.jacoby and self.cube_owner is CubeOwner.CENTRE

    def swapped(self) -> GameContext:
        """The same context seen by the other side."""
        owner = {CubeOwner.MOVER: CubeOwner.OPPONENT, CubeOwner.OPPONENT: CubeOwner.MOVER}.get(
            self.cube_owner, CubeOwner.CENTRE)
        return replace(self, score=(self.score[1], self.score[0]), cube_owner=owner)

    @classmethod
    def for_game(cls, game: Game, player: int | None = None) -> GameContext:
        """The context of a model :class:`~backgammon_qt.model.game.Game`
        seen by ``player`` (0 or 1; default: the player on roll, the view
        :attr:`Game.position` has)."""
        if player is None:
            player = game.on_roll if game.on_roll >= 0 else 0
        if game.cube_owner is None:
            owner = CubeOwner.CENTRE
        else:
            owner = CubeOwner.MOVER if game.cube_owner == player else CubeOwner.OPPONENT
        rules = game.rules
        score = game.score if player == 0 else (game.score[1], game.score[0])
        return cls(match_length=game.match_length, score=score, cube_value=game.cube_value,
                   cube_owner=owner, crawford=game.crawford, jacoby=rules.jacoby,
                   beavers=rules.beavers, minimize_wasted_pips=rules.minimize_wasted_pips,
                   cube=rules.cube, cube_cap=rules.cube_cap)


def may_double(context: GameContext) -> bool:
    """True when doubling is possible and not pointless for the player on
    roll of ``context``: the model's rule
    (:func:`backgammon_qt.model.cube.may_double`: the cube in use, not the
    Crawford game, the cube not the opponent's, the double within the
    context's ``cube_cap``, and in a match not dead, gnubg 1.07's rule,
    which bgsage's ``can_double_match`` follows too): what
    :meth:`Game.can_double` offers on the board."""
    return _cube.may_double(cube_in_use=context.cube, crawford=context.crawford,
                            opponent_owns=context.cube_owner is CubeOwner.OPPONENT,
                            cube_value=context.cube_value, match_length=context.match_length,
                            score=context.score[0], cube_cap=context.cube_cap)


@dataclass(frozen=True)
class Chances:
    """Cubeless game-winning chances of one side (0..1): ``win`` (any
    win), ``win_gammon`` (gammon or backgammon), ``win_backgammon``,
    ``lose_gammon``, ``lose_backgammon``."""

    win: float
    win_gammon: float
    win_backgammon: float
    lose_gammon: float
    lose_backgammon: float

    @property
    def lose(self) -> float:
        """Chance of losing (any loss)."""
        return 1.0 - self.win

    def inverted(self) -> Chances:
        """The same chances seen by the other side."""
        return Chances(1.0 - self.win, self.lose_gammon, self.lose_backgammon,
                       self.win_gammon, self.win_backgammon)


@dataclass(frozen=True)
class RankedPlay:
    """One legal play with the engine's evaluation of it.

    ``equity`` is the value the ranking uses (cubeful, or cubeless when the
    cube is not in use), ``cubeless_equity`` the cubeless one, ``chances``
    the mover's chances after the play, ``difference`` ``equity`` minus the
    best play's (0.0 for the best, negative for the others), ``eval_level``
    the depth the value comes from (e.g. ``"2-ply"``).
    """

    play: Play
    equity: float
    cubeless_equity: float
    chances: Chances
    difference: float
    eval_level: str


class CubeAction(Enum):
    """The proper cube action before the roll, seen by the player on roll
    (who may double): the hint shows it, gnubg-style."""

    NO_DOUBLE = "no double"
    TOO_GOOD = "too good to double"      #: no double: playing on beats cashing
    DOUBLE_TAKE = "double, take"
    DOUBLE_PASS = "double, pass"
    DOUBLE_BEAVER = "double, beaver"


def cube_action_of(no_double: float, double_take: float, double_pass: float, context: GameContext) -> CubeAction:
    """The proper cube action for the player on roll from the cubeful
    equities ND, DT, DP (DT without beavers; the mover's view, normalised
    to the cube value), the rule bgsage's ``cube_action`` verdicts follow:
    double when ``min(DT, DP) > ND`` (pass when ``DT > DP``; beaver, in
    money play with beavers allowed, when ``DT < 0``); no double, "too
    good", when ``ND >= DP`` and ``DT > DP``.  Used by
    :class:`~backgammon_qt.engine.sage.SageEngine` and the rollouts."""
    if min(double_take, double_pass) > no_double:
        if double_take > double_pass:
            return CubeAction.DOUBLE_PASS
        if context.is_money and context.beavers and double_take < 0:
            return CubeAction.DOUBLE_BEAVER
        return CubeAction.DOUBLE_TAKE
    if no_double >= double_pass and double_take > double_pass:
        return CubeAction.TOO_GOOD
    return CubeAction.NO_DOUBLE


@dataclass(frozen=True)
class CubeDecision:
    """A cube decision before the roll, for the player on roll.

    ``double`` is what this player does (for a weaker level it includes the
    level's error); ``action`` the action it is based on (see
    :class:`CubeAction`).  ``available`` is False when doubling is not
    possible or pointless (cube not in use, Crawford game, opponent owns the
    cube, a dead cube in a match); then ``double`` is False.

    ``no_double``, ``double_take``, ``double_pass`` are the engine's exact
    cubeful equities for the player on roll (normalised to the current cube;
    ``double_take`` is the double/beaver equity when the opponent would
    beaver); ``chances`` the pre-roll cubeless chances.  They are None when
    the engine did not compute them: doubling unavailable, or (for
    :meth:`Engine.cube_decision` only) a quick estimate ruled a double out
    (``double_take`` and ``double_pass`` None, ``no_double`` the estimate).
    """

    double: bool
    action: CubeAction
    available: bool
    no_double: float | None = None
    double_take: float | None = None
    double_pass: float | None = None
    chances: Chances | None = None
    eval_level: str = ""


class TakeAction(Enum):
    """The answer to a double."""

    TAKE = "take"
    DROP = "drop"
    BEAVER = "beaver"


@dataclass(frozen=True)
class TakeDecision:
    """The answer to a double, by the doubled player: ``action``, and that
    player's cubeful equities if they ``take`` or ``drop`` (normalised to
    the cube value before the double: a money drop is -1.0)."""

    action: TakeAction
    take: float
    drop: float
    eval_level: str = ""


@runtime_checkable
class Engine(Protocol):
    """A backgammon engine: the computer player and the hints.

    Positions are seen by the player on roll (:class:`Position`), and so is
    ``context`` (:class:`GameContext`).  Every method accepts ``cancel`` (a
    :data:`CancelToken`); when it is set the call raises :class:`Cancelled`
    as soon as the implementation can notice (see the implementation's
    docstring for how promptly).
    """

    name: str
    level: str

    def choose_play(self, position: Position, dice: tuple[int, int], context: GameContext, *,
                    cancel: CancelToken = None) -> Play:
        """The play the computer makes: always one of
        ``legal_plays(position, dice, minimize_wasted_pips=context.minimize_wasted_pips)``
        (the empty play when that set is empty)."""
        ...

    def cube_decision(self, position: Position, context: GameContext, *,
                      cancel: CancelToken = None) -> CubeDecision:
        """Before the roll: should the player on roll double?"""
        ...

    def take_decision(self, position: Position, context: GameContext, *, beavered: bool = False,
                      cancel: CancelToken = None) -> TakeDecision:
        """The player on roll (``position.player``) has doubled; the answer
        of the doubled player (take, drop, or beaver when ``context.beavers``
        allows it in money play).  ``context`` is the state before the
        double.  With ``beavered=True`` the doubled player has beavered and
        the answer is the original doubler's (the player on roll): take or
        drop the redouble (never beaver again)."""
        ...

    def answer_resignation(self, position: Position, value: int, context: GameContext, *,
                           resigner_on_roll: bool = True, dice: tuple[int, int] | None = None,
                           cancel: CancelToken = None) -> bool:
        """True to accept a resignation of ``value`` (1 single, 2 gammon, 3
        backgammon, times the cube).  The resigning side is the player on
        roll (``resigner_on_roll``) or the opponent; ``dice`` the roll the
        player on roll has already made this turn, with ``position`` the
        board at the start of that turn."""
        ...

    def hint_plays(self, position: Position, dice: tuple[int, int], context: GameContext,
                   n: int = 10, *, cancel: CancelToken = None) -> list[RankedPlay]:
        """The best ``n`` legal plays, best first, without any level error."""
        ...

    def hint_cube(self, position: Position, context: GameContext, *,
                  cancel: CancelToken = None) -> CubeDecision:
        """The proper cube action before the roll, without any level error
        and never an estimate (all equities computed)."""
        ...
