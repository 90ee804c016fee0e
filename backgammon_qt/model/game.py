"""One game of backgammon: the opening roll, turns, the cube, resignations
and the outcome.

Rules: ../shared/RULES.md sections "Starting a game", "Moving", "Bearing
off", "End of game and scoring", "Doubling cube", "Clocks" (the claim) and
"Irregularities" (a move is complete when confirmed; only the player on roll
acts).  Players are 0 and 1.  :attr:`Game.position` is always seen by the
player on roll (:attr:`Game.on_roll`); :meth:`Game.position_for` gives
either player's view.

Every action is appended to :attr:`Game.record` (a
:class:`~backgammon_qt.model.record.GameRecord`), and :meth:`Game.apply`
replays such an action, so a saved game replays and is verified.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum
from typing import SupportsInt

from .cube import cube_below_cap, cube_dead, double_allowed
from .dice import DiceSource, RandomDice
from .errors import RuleError, Word
from .moves import Move, Play, _format_moves, format_moves
from .position import BAR, CHECKERS, OFF, Position
from .record import MAX_CUBE, Action, ActionKind, GameRecord, Outcome, OutcomeReason, Setup, WinKind
from .rules import RuleOptions
from .turn import Turn

__all__ = ["Game", "NoDouble", "Phase"]


class Phase(Enum):
    """Where a game stands, i.e. what action is expected next."""

    OPENING = "opening"    #: waiting for the opening roll (one die each)
    ROLLING = "rolling"    #: the player on roll may double (if allowed) or roll
    DOUBLED = "doubled"    #: a double (or beaver) waits for take or drop
    MOVING = "moving"      #: dice rolled; the turn is being played
    RESIGNED = "resigned"  #: a resignation waits for accept or decline
    OVER = "over"          #: the game has ended; see :attr:`Game.outcome`


class NoDouble(Enum):
    """Why the player on roll may not double now (:meth:`Game.why_no_double`),
    in the order the reasons are given: the game's own first (no double at
    all in it), then the moment's, then the cube's (RULES.md "Doubling
    cube"; the dead cube is gnubg 1.07's)."""

    CUBE_NOT_IN_USE = "cube not in use"   #: these rules have no cube (the timed rules, or the cube turned off)
    CRAWFORD = "crawford"                 #: the Crawford game: nobody doubles in it
    CUBE_DEAD = "cube dead"               #: a win of this game already wins the doubler the match (gnubg 1.07)
    OPENING = "opening"                   #: before the opening roll: no one's turn yet
    NOT_NOW = "not now"                   #: not the start of a turn (dice rolled, a question pending, game over)
    OPPONENT_OWNS = "opponent owns"       #: the opponent owns the cube
    CAPPED = "capped"                     #: a double would pass the cube cap


class Game:
    """A game between players 0 and 1.

    ``rules`` are the options in force (already adjusted for match or money
    play by the caller, see :meth:`RuleOptions.for_match`); ``dice`` the
    dice source (default: :class:`RandomDice`, the system random source);
    ``match_length`` 0 for money play; ``score`` the match score before the
    game (player 0, player 1); ``crawford`` True in the Crawford game (no
    doubling, RULES.md "Doubling cube").  ``start`` is a position (seen by
    player 0) to play the opening roll from instead of the starting
    position (tests); ``setup`` a :class:`~backgammon_qt.model.record.Setup`
    to start from instead of the opening roll: that player on roll, that
    cube, and with dice the turn already rolled (phase MOVING; a roll with
    no legal play passes at once, as :meth:`roll` does), else phase
    ROLLING.  The set-up is kept in :attr:`record`.  Raises
    :class:`RuleError` for a set-up these rules do not allow (see
    :meth:`_check_setup`) and :class:`ValueError` when both ``start`` and
    ``setup`` are given.

    Methods that act raise :class:`RuleError` when the rules do not allow
    the action now (wrong phase, wrong player, cube not available) and
    :class:`IllegalMoveError` for an illegal move; a refused action changes
    nothing.
    """

    def __init__(self, rules: RuleOptions | None = None, dice: DiceSource | None = None, *,
                 match_length: int = 0, score: tuple[int, int] = (0, 0), crawford: bool = False,
                 start: Position | None = None, setup: Setup | None = None) -> None:
        if start is not None and setup is not None:
            raise ValueError("a game starts from a start position or from a set-up, not both")
        self.rules = rules if rules is not None else RuleOptions()
        self.dice_source: DiceSource = dice if dice is not None else RandomDice()
        self.match_length = match_length
        score0, score1 = score
        self.score = (score0, score1)
        self.crawford = crawford
        self.phase = Phase.OPENING
        self.on_roll = -1            # player whose turn it is (board perspective); -1 before the opening roll
        self._position = start if start is not None else Position.start(self.rules.variation)
        self.cube_value = 1
        self.cube_owner: int | None = None   # None = centred
        self.cube_turned = False     # a double was taken or beavered this game (Jacoby)
        self.automatic_doubles = 0
        self.dice: tuple[int, int] | None = None
        self.turn: Turn | None = None
        self.outcome: Outcome | None = None
        self.last_pass: tuple[int, tuple[int, int]] | None = None  # (player, dice) of the last automatic pass
        self._doubler: int | None = None
        self._beavered = False
        self._resign: tuple[int, int] | None = None  # (player, value)
        self._resume_phase: Phase | None = None
        self.record = GameRecord(score_before=self.score, crawford=crawford, setup=setup)
        if setup is not None:
            self._start_from(setup)

    # ------------------------------------------------------------ views
    @property
    def position(self) -> Position:
        """The board seen by the player on roll (player 0 before the opening
        roll), including the moves made so far this turn."""
        if self.turn is not None and self.phase in (Phase.MOVING, Phase.RESIGNED):
            return self.turn.position
        return self._position

    def position_for(self, player: int) -> Position:
        """The board seen by ``player`` (0 or 1)."""
        pos = self.position
        viewer = self.on_roll if self.on_roll >= 0 else 0
        return pos if player == viewer else pos.swapped()

    @property
    def to_act(self) -> int:
        """The player who must act now: the player on roll, the doubled
        player, the player asked to accept a resignation; -1 at the opening
        roll and when the game is over."""
        if self.phase in (Phase.ROLLING, Phase.MOVING):
            return self.on_roll
        if self.phase is Phase.DOUBLED:
            return self._responder()
        if self.phase is Phase.RESIGNED:
            assert self._resign is not None
            return 1 - self._resign[0]
        return -1

    @property
    def pending_resignation(self) -> tuple[int, int] | None:
        """``(player, value)`` of a resignation waiting for an answer."""
        return self._resign if self.phase is Phase.RESIGNED else None

    @property
    def doubler(self) -> int | None:
        """While a double waits for an answer: the player who offered it."""
        return self._doubler if self.phase is Phase.DOUBLED else None

    @property
    def offered_cube_value(self) -> int | None:
        """While a double waits for an answer: the cube value if taken."""
        return self.cube_value * 2 if self.phase is Phase.DOUBLED else None

    def pip_counts(self) -> tuple[int, int]:
        """Pip counts (player 0, player 1)."""
        p0 = self.position_for(0).pip_count()
        return p0[0], p0[1]

    # ------------------------------------------------------------ opening
    def roll_opening(self, dice: tuple[int, int] | None = None) -> tuple[int, int]:
        """Roll one die each (RULES.md "Starting a game"); ``dice`` =
        (player 0's die, player 1's die) forces the values.  A tie is rolled
        again (call again); with "automatic doubles" (money play) each tie
        doubles the cube, which stays in the middle, up to the limit.  The
        higher die moves first, playing both dice.  Returns the two dice."""
        self._need(Phase.OPENING)
        if dice is None:
            dice = (self.dice_source.roll_one(), self.dice_source.roll_one())
        d0, d1 = _check_dice(dice)
        if d0 == d1:
            self._log(Action(ActionKind.OPENING, -1, (d0, d1)))
            if (self.rules.automatic_doubles and self.rules.cube and not self.match_length
                    and self.automatic_doubles < self.rules.automatic_doubles_limit
                    and self._cube_below_cap(self.cube_value * 2)):
                self.automatic_doubles += 1
                self.cube_value *= 2
            return d0, d1
        winner = 0 if d0 > d1 else 1
        self._log(Action(ActionKind.OPENING, winner, (d0, d1)))
        self.on_roll = winner
        self._position = self._position if winner == 0 else self._position.swapped()
        mine, theirs = (d0, d1) if winner == 0 else (d1, d0)
        self._start_turn((mine, theirs))
        return d0, d1

    # ------------------------------------------------------------ set-up
    def _check_setup(self, setup: Setup) -> None:
        """Refuse (:class:`RuleError`) a set-up cube these rules do not
        allow (RULES.md "Doubling cube"): above the cube cap; other than 1
        in the middle when the cube is not in use or in the Crawford game;
        above 1 in the middle (only automatic doubles in money play leave
        it there, at most ``automatic_doubles_limit`` times)."""
        value, owner = setup.cube_value, setup.cube_owner
        if not self._cube_below_cap(value):
            raise RuleError("the set-up cube is at {value}, above the cube cap of {cap}", value=value,
                            cap=self.rules.cube_cap)
        if value == 1:
            return
        if not self.rules.cube:
            raise RuleError("the set-up cube is at {value}, but these rules play without the cube", value=value)
        if self.crawford:
            raise RuleError("the set-up cube is at {value}, but nobody doubles in the Crawford game", value=value)
        if owner is None and not (self.rules.automatic_doubles and not self.match_length
                                  and value <= 1 << self.rules.automatic_doubles_limit):
            raise RuleError("the set-up cube is at {value} in the middle, which only automatic doubles "
                            "in money play can do; give the player who owns it", value=value)

    def _start_from(self, setup: Setup) -> None:
        self._check_setup(setup)
        self.on_roll = setup.on_roll
        self._position = setup.on_roll_position
        self.cube_value = setup.cube_value
        self.cube_owner = setup.cube_owner
        self.cube_turned = setup.cube_owner is not None
        if setup.cube_owner is None and setup.cube_value > 1:
            self.automatic_doubles = setup.cube_value.bit_length() - 1
        if setup.dice is not None:
            self._start_turn(_check_dice(setup.dice))
        else:
            self.phase = Phase.ROLLING

    # ------------------------------------------------------------ the cube
    def can_double(self) -> bool:
        """True when the player on roll may double now: before rolling, the
        cube in use (not the Crawford game, not the timed rules), centred or
        owned by that player, below the cap (RULES.md "Doubling cube") and
        not dead (:attr:`cube_dead`).  What the board offers and the
        computer considers."""
        return self._double_allowed() and not self.cube_dead

    def _double_allowed(self) -> bool:
        """The double breaks no rule of RULES.md "Doubling cube" (it may
        still be a dead cube's)."""
        return self.phase is Phase.ROLLING and double_allowed(
            cube_in_use=self.rules.cube, crawford=self.crawford,
            opponent_owns=self.cube_owner not in (None, self.on_roll), cube_value=self.cube_value,
            cube_cap=self.rules.cube_cap)

    @property
    def cube_dead(self) -> bool:
        """True in match play when whoever could double next would win the
        match by winning this game at the cube's value as it is (their score
        plus the cube reaches the length): a double could only help the
        opponent, and gnubg 1.07 refuses it ("The cube is dead; you can't
        double any more"): a 1-point match, the leader after the Crawford
        game (:func:`~backgammon_qt.model.cube.cube_dead`).  Whoever could
        double next is the player on roll, whatever the phase; before the
        opening roll either player, so the cube is dead only if it is dead
        for both (a 1-point match, double match point).  False when the
        cube is not in use or in the Crawford game: nobody doubles there,
        whatever the score, and those are the reasons to give."""
        if not self.rules.cube or self.crawford:
            return False
        players = (self.on_roll,) if self.on_roll >= 0 else (0, 1)
        return all(cube_dead(self.match_length, self.score[p], self.cube_value) for p in players)

    def why_no_double(self) -> NoDouble | None:
        """Why the player on roll may not double now (None: they may,
        :meth:`can_double`): the first reason in :class:`NoDouble`'s order,
        so the Crawford game is said before the moment (a click on the cube
        after rolling in the Crawford game is told there is no doubling in
        this game at all, not to wait for the next turn)."""
        return self._why_not(dead=True)

    def _why_not(self, dead: bool) -> NoDouble | None:
        """:meth:`why_no_double`; ``dead``: a dead cube counts as a reason."""
        if not self.rules.cube:
            return NoDouble.CUBE_NOT_IN_USE
        if self.crawford:
            return NoDouble.CRAWFORD
        if dead and self.cube_dead:
            return NoDouble.CUBE_DEAD
        if self.phase is Phase.OPENING:
            return NoDouble.OPENING
        if self.phase is not Phase.ROLLING:
            return NoDouble.NOT_NOW
        if self.cube_owner not in (None, self.on_roll):
            return NoDouble.OPPONENT_OWNS
        if not self._double_allowed():
            return NoDouble.CAPPED
        return None

    def double(self) -> None:
        """The player on roll doubles.  Raises :class:`RuleError` if the
        double breaks a rule (:meth:`can_double` False for any reason but a
        dead cube).  A dead cube's double is not refused here: no rule
        forbids it, only gnubg's play does, and a record of another program
        may hold one (it replays as played); the board never offers it."""
        if not self._double_allowed():
            raise self._why_no_double()
        self._doubler = self.on_roll
        self._beavered = False
        self._log(Action(ActionKind.DOUBLE, self.on_roll))
        self.phase = Phase.DOUBLED

    def can_beaver(self) -> bool:
        """True when the doubled player may beaver: money play with the
        beaver option, a plain double (not already a beaver) pending."""
        return (self.phase is Phase.DOUBLED and self.rules.beavers and not self.match_length
                and not self._beavered and self._cube_below_cap(self.cube_value * 4))

    def take(self) -> None:
        """The doubled player takes: the cube doubles and they own it (after a
        beaver the beaverer keeps it)."""
        self._need(Phase.DOUBLED)
        taker = self._responder()
        self._log(Action(ActionKind.TAKE, taker))
        self.cube_value *= 2
        self.cube_owner = 1 - self.on_roll if not self._beavered else self._doubler_owner_after_beaver()
        self.cube_turned = True
        self._doubler = None
        self._beavered = False
        self.phase = Phase.ROLLING

    def beaver(self) -> None:
        """The doubled player takes and at once redoubles, keeping the cube
        (RULES.md "Doubling cube", money only); the original doubler must
        now take or drop."""
        if not self.can_beaver():
            raise RuleError("a beaver is allowed only in money play with beavers on, against a plain double")
        beaverer = self._responder()
        self._log(Action(ActionKind.BEAVER, beaverer))
        self.cube_value *= 2          # the take
        self.cube_turned = True
        self._beavered = True         # the redouble waits for an answer from the doubler

    def drop(self) -> None:
        """The doubled player drops and loses the game at the cube value
        before the double (after a beaver: the original doubler drops at the
        beavered value)."""
        self._need(Phase.DOUBLED)
        dropper = self._responder()
        self._log(Action(ActionKind.DROP, dropper))
        self._finish(Outcome(1 - dropper, WinKind.SINGLE, self.cube_value, self.cube_value, OutcomeReason.DROP))

    # ------------------------------------------------------------ rolling and moving
    def roll(self, dice: tuple[int, int] | None = None) -> tuple[int, int]:
        """The player on roll rolls (``dice`` forces the values).  When no
        legal play exists the turn passes at once (:attr:`last_pass` is set;
        RULES.md "Moving").  Returns the dice."""
        self._need(Phase.ROLLING)
        if dice is None:
            dice = self.dice_source.roll()
        d = _check_dice(dice)
        self._log(Action(ActionKind.ROLL, self.on_roll, d))
        self._start_turn(d)
        return d

    def _replay_roll(self, action: Action) -> None:
        """:meth:`roll` of a recorded roll by the player on roll, logging
        ``action`` itself when it says nothing more than the roll would
        log (a replayed session makes no second copy of each action)."""
        if action.dice is None:
            raise RuleError("roll without dice")
        if self.phase is not Phase.ROLLING:
            self._need(Phase.ROLLING)
        d = _check_dice(action.dice)
        plain = action.dice == d and action.play is None and action.value is None
        self.record.actions.append(action if plain else Action(ActionKind.ROLL, self.on_roll, d))
        self._start_turn(d)

    def move(self, from_point: int, to_point: int) -> tuple[Move, ...]:
        """Move a checker of the player on roll (points in their numbering,
        ``BAR``/``OFF`` allowed); see :meth:`Turn.move`."""
        return self._moving_turn().move(from_point, to_point)

    def undo(self) -> Move:
        """Take back the last move of this turn; see :meth:`Turn.undo`."""
        return self._moving_turn().undo()

    def end_turn(self) -> Play:
        """Confirm the turn (RULES.md "Irregularities").  Raises
        :class:`IllegalMoveError` if a die that must be played is unplayed.
        Ends the game when the last checker is borne off."""
        return self._played(self._moving_turn().finish())

    def _played(self, play: Play, recorded: Action | None = None) -> Play:
        """Log the complete ``play`` of the turn and go on (see :meth:`end_turn`);
        ``recorded``, the action replayed, is logged itself when it says
        just that (a replayed session makes no second copy of each action)."""
        moves = play.moves
        text = (_format_moves(moves) if moves.__class__ is tuple else format_moves(moves)) if moves else ""
        if (recorded is not None and recorded.play == text and recorded.dice is None and recorded.value is None
                and recorded.player == self.on_roll):
            self.record.actions.append(recorded)
        else:
            self.record.actions.append(Action(ActionKind.MOVE, self.on_roll, play=text))
        self._after_play(play.position)
        return play

    def play(self, text: str) -> Play:
        """Make a whole play from gnubg move text and confirm it (replay and
        scripts).  Raises :class:`InvalidNotationError` or
        :class:`IllegalMoveError`; on error the turn is left as it was."""
        return self._replay_play(text, None)

    def replay_move(self, player: int, text: str) -> None:
        """:meth:`apply` of ``Action("move", player, play=text)``, without
        making that action: the play is logged in gnubg's words (as
        :meth:`apply` logs a recorded move whose text is not), so a reader
        replaying a file's move text makes one action per move, not two.
        ``player`` is 0 or 1 (the readers' seats).  Raises as :meth:`apply`
        does."""
        if player != self.to_act or player < 0:
            self.apply(Action(ActionKind.MOVE, player, play=text))     # (refused, with apply's reason)
            return
        self._replay_play(text or "", None)

    def _replay_play(self, text: str, recorded: Action | None) -> Play:
        """:meth:`play` of ``text``; ``recorded``: the action replayed (see :meth:`_played`)."""
        turn = self.turn
        if self.phase is not Phase.MOVING or turn is None:
            turn = self._moving_turn()
        if turn._moves:
            raise RuleError("moves were already made this turn")
        return self._played(turn.play_text(text), recorded)

    # ------------------------------------------------------------ resigning
    def resign(self, player: int, value: int | None = None, *, before_opening: bool = False) -> None:
        """``player`` offers to resign a single (1), gammon (2) or
        backgammon (3).  Under "automatic resignation value" the value is
        set by the board: gammon if the resigner has borne off none, else
        single.  Allowed while the game is on and no double is pending.
        ``before_opening`` also allows it before the opening roll, which the
        rules do not offer but a record from another program may hold
        (Backgammon Galaxy writes such games); :meth:`apply` replays it."""
        allowed = (Phase.ROLLING, Phase.MOVING, Phase.OPENING) if before_opening else (Phase.ROLLING, Phase.MOVING)
        if self.phase not in allowed:
            raise RuleError("cannot resign now: the game is {phase}", phase=Word(self.phase.value))
        if player not in (0, 1):
            raise RuleError("player must be 0 or 1, got {got}", got=repr(player))
        if self.rules.automatic_resignation_value:
            value = WinKind.GAMMON if self.position_for(player).player[OFF] == 0 else WinKind.SINGLE
        if value not in (1, 2, 3):
            raise RuleError("a resignation is worth 1, 2 or 3, got {got}", got=repr(value))
        self._log(Action(ActionKind.RESIGN, player, value=int(value)))
        self._resign = (player, int(value))
        self._resume_phase = self.phase
        self.phase = Phase.RESIGNED

    def accept_resignation(self) -> None:
        """The opponent accepts: the game ends, scored as the offered value
        times the cube (Jacoby and "backgammons count" apply)."""
        self._need(Phase.RESIGNED)
        assert self._resign is not None
        player, value = self._resign
        self._log(Action(ActionKind.ACCEPT, 1 - player))
        kind = self._scored_kind(WinKind(value))
        self._finish(Outcome(1 - player, kind, self.cube_value, int(kind) * self.cube_value, OutcomeReason.RESIGN))

    def decline_resignation(self) -> None:
        """The opponent declines: play goes on where it was."""
        self._need(Phase.RESIGNED)
        assert self._resign is not None and self._resume_phase is not None
        self._log(Action(ActionKind.DECLINE, 1 - self._resign[0]))
        self.phase = self._resume_phase
        self._resign = None

    def claim(self, player: int) -> None:
        """Under the timed rules, ``player`` claims the win because the
        opponent's time bank is empty (the caller checks the clock): a
        gammon times the cube (RULES.md "Clocks")."""
        if not self.rules.timed:
            raise RuleError("a win can be claimed on time only under the timed rules")
        if self.phase in (Phase.OVER, Phase.OPENING):
            raise RuleError("cannot claim now ({phase})", phase=Word(self.phase.value))
        if player not in (0, 1):
            raise RuleError("player must be 0 or 1, got {got}", got=repr(player))
        self._log(Action(ActionKind.CLAIM, player))
        self._finish(Outcome(player, WinKind.GAMMON, self.cube_value, 2 * self.cube_value, OutcomeReason.CLAIM))

    # ------------------------------------------------------------ replay
    def apply(self, action: Action) -> Play | None:
        """Replay one recorded action (see :class:`ActionKind`); returns
        the :class:`Play` a ``move`` made (its single-die moves: what the
        file writers write), else None.  Raises :class:`RuleError` /
        :class:`IllegalMoveError` / :class:`InvalidNotationError` when it
        is not allowed here."""
        k = action.kind
        # the commonest two first: a roll or a move by the player on roll (to_act, in these phases)
        if k is ActionKind.MOVE:
            if self.phase is Phase.MOVING and action.player == self.on_roll:
                return self._replay_play(action.play or "", action)
        elif k is ActionKind.ROLL:
            if self.phase is Phase.ROLLING and action.player == self.on_roll:
                self._replay_roll(action)
                return None
        if k is ActionKind.OPENING:
            if action.dice is None:
                raise RuleError("opening roll without dice")
            d0, d1 = _check_dice(action.dice)
            winner = -1 if d0 == d1 else (0 if d0 > d1 else 1)
            if action.player != winner:
                raise RuleError("opening roll {dice} is {result}, the record says {given}", dice=f"{d0}-{d1}",
                                result=(RuleError("a tie") if winner < 0
                                        else RuleError("won by player {player}", player=winner)),
                                given=(RuleError("a tie") if action.player < 0
                                       else RuleError("player {player}", player=action.player)))
            self.roll_opening((d0, d1))
            return None
        if k is ActionKind.CLAIM:
            self.claim(action.player)
            return None
        actor = self.to_act
        if k is ActionKind.RESIGN:
            if action.player not in (0, 1):
                raise RuleError("resignation without a player")
            self.resign(action.player, action.value, before_opening=True)
            return None
        if actor < 0:
            if self.phase is Phase.OPENING:
                raise RuleError("{kind} by player {player} is not allowed before the opening roll", kind=Word(k),
                                player=action.player)
            raise RuleError("{kind} by player {player} is not allowed after the end of the game", kind=Word(k),
                            player=action.player)
        if action.player != actor:
            raise RuleError("{kind} by player {player}, but player {actor} is to act", kind=Word(k),
                            player=action.player, actor=actor)
        if k is ActionKind.ROLL:
            self._replay_roll(action)
        elif k is ActionKind.MOVE:
            return self._replay_play(action.play or "", action)
        elif k is ActionKind.DOUBLE:
            self.double()
        elif k is ActionKind.TAKE:
            self.take()
        elif k is ActionKind.DROP:
            self.drop()
        elif k is ActionKind.BEAVER:
            self.beaver()
        elif k is ActionKind.ACCEPT:
            self.accept_resignation()
        elif k is ActionKind.DECLINE:
            self.decline_resignation()
        else:  # pragma: no cover - ActionKind is closed
            raise RuleError("unknown action {kind}", kind=repr(k))
        return None

    # ------------------------------------------------------------ internals
    def _log(self, action: Action) -> None:
        self.record.actions.append(action)

    def _need(self, phase: Phase) -> None:
        if self.phase is not phase:
            raise RuleError("not allowed now: the game is {phase}, expected {expected}",
                            phase=Word(self.phase.value), expected=Word(phase.value))

    def _moving_turn(self) -> Turn:
        self._need(Phase.MOVING)
        assert self.turn is not None
        return self.turn

    def _responder(self) -> int:
        # the doubled player; after a beaver the original doubler answers
        assert self._doubler is not None
        return self._doubler if self._beavered else 1 - self._doubler

    def _doubler_owner_after_beaver(self) -> int:
        assert self._doubler is not None
        return 1 - self._doubler     # the beaverer keeps the cube

    def _cube_below_cap(self, value: int) -> bool:
        return cube_below_cap(value, self.rules.cube_cap)

    def _why_no_double(self) -> RuleError:
        """The error :meth:`double` raises, for the reason :meth:`why_no_double` gives
        (a dead cube's double is not refused there)."""
        reason = self._why_not(dead=False)
        if reason is NoDouble.CUBE_NOT_IN_USE:
            return RuleError("the cube is not in use under these rules")
        if reason is NoDouble.CRAWFORD:
            return RuleError("no doubling in the Crawford game")
        if reason in (NoDouble.OPENING, NoDouble.NOT_NOW):
            return RuleError("a double is offered only at the start of a turn, before rolling")
        if reason is NoDouble.OPPONENT_OWNS:
            return RuleError("the opponent owns the cube")
        return RuleError("the cube is capped at {cap}", cap=self.rules.cube_cap or MAX_CUBE)

    def _start_turn(self, dice: tuple[int, int]) -> None:
        self.dice = dice
        self.turn = Turn._checked(self._position, dice, self.rules.minimize_wasted_pips)
        if not self.turn.has_legal_play():
            self.last_pass = (self.on_roll, dice)
            self._pass_turn(self._position)
        else:
            self.phase = Phase.MOVING

    def _pass_turn(self, position_after: Position) -> None:
        self.turn = None
        self.dice = None
        self._position = position_after.swapped()
        self.on_roll = 1 - self.on_roll
        self.phase = Phase.ROLLING

    def _after_play(self, position_after: Position) -> None:
        if position_after.player[OFF] == CHECKERS:
            self._position = position_after
            self.turn = None
            kind = self._board_kind(position_after)
            self._finish(Outcome(self.on_roll, kind, self.cube_value, int(kind) * self.cube_value,
                                 OutcomeReason.BEAROFF))
            return
        self.last_pass = None
        self._pass_turn(position_after)

    def _board_kind(self, pos: Position) -> WinKind:
        """Kind of a bear-off win for the player on roll in ``pos``."""
        loser = pos.opponent
        if loser[OFF]:
            kind = WinKind.SINGLE
        elif loser[BAR] or any(loser[p] for p in range(19, 25)):
            kind = WinKind.BACKGAMMON
            if loser[BAR] and self.rules.bar_backgammon_4x:
                kind = WinKind.BAR_BACKGAMMON
        else:
            kind = WinKind.GAMMON
        return self._scored_kind(kind)

    def _scored_kind(self, kind: WinKind) -> WinKind:
        if kind >= WinKind.BACKGAMMON and not self.rules.backgammons_count:
            kind = WinKind.GAMMON
        if (self.rules.jacoby and not self.match_length and not self.cube_turned
                and kind > WinKind.SINGLE):
            kind = WinKind.SINGLE
        return kind

    def _finish(self, outcome: Outcome) -> None:
        self.outcome = outcome
        self.record.outcome = outcome
        self.phase = Phase.OVER
        self.turn = None
        self._resign = None
        self._doubler = None


def _check_dice(dice: Iterable[SupportsInt]) -> tuple[int, int]:
    if dice.__class__ is tuple and len(dice) == 2:      # (what a record holds: two ints, checked at once)
        d0, d1 = dice
        if d0.__class__ is int and d1.__class__ is int and 1 <= d0 <= 6 and 1 <= d1 <= 6:
            return d0, d1
    try:
        d0, d1 = (int(x) for x in dice)
    except (TypeError, ValueError):
        raise RuleError("dice must be two numbers 1..6, got {got}", got=repr(dice)) from None
    if not (1 <= d0 <= 6 and 1 <= d1 <= 6):
        raise RuleError("dice must be 1..6, got {d0} and {d1}", d0=d0, d1=d1)
    return d0, d1
