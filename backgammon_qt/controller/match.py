"""The controller: one QObject per open match, between the board and the rules.

It owns the model objects (:class:`~backgammon_qt.model.match.Match`, the
current :class:`~backgammon_qt.model.game.Game` and its
:class:`~backgammon_qt.model.turn.Turn`, the timed rules'
:class:`~backgammon_qt.model.clock.Clock`), answers the board's question
"where may this checker go?", applies the moves and cube actions the board
asks for, and describes what to show as a :class:`BoardState`.

Players are the match's 0 and 1; player 0 sits at the bottom of the board.
Point numbers in requests are the mover's own (gnubg's: 1..24 toward home,
``BAR`` = 25, ``OFF`` = 0).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from backgammon_qt.app.settings import HUMAN
from backgammon_qt.app.translations import ContextTr
from backgammon_qt.model import BAR, CHECKERS, OFF, IllegalMoveError, Play, Position, RuleError
from backgammon_qt.model.dice import DiceSource
from backgammon_qt.model.game import Game, NoDouble, Phase
from backgammon_qt.model.match import Match
from backgammon_qt.model.record import MAX_CUBE
from backgammon_qt.model.rules import RuleOptions

from . import presentation
from .presentation import Answer, BoardState, PlayerInfo, Prompt
from .wording import error_text

if TYPE_CHECKING:
    from backgammon_qt.model.clock import Clock

__all__ = ["HUMAN", "Answer", "BoardState", "PlayerInfo", "Prompt", "MatchSetup", "MatchController", "Options",
           "xgid_of"]


class Options(Protocol):
    """What the controller reads of the user's options (a
    :class:`~backgammon_qt.app.settings.Settings`)."""

    def get(self, name: str) -> object: ...


@dataclass(frozen=True)
class MatchSetup:
    """How to start a match: the players' names (player 0, at the bottom,
    first), the length (0 = money play), the name of the rule preset it
    started from, the rule options, and who plays each seat: :data:`HUMAN`
    or a computer level name (e.g. ``"expert"``), player 0 first."""

    players: tuple[str, str]
    length: int
    preset: str
    rules: RuleOptions
    seats: tuple[str, str] = (HUMAN, HUMAN)

    def make_match(self, dice: DiceSource | None = None) -> Match:
        """A new :class:`Match` as set up here (``dice``: a dice source,
        default fair random dice)."""
        return Match(self.length, self.rules, self.players, dice)


@dataclass(frozen=True)
class PlayedNews:
    """The news of a confirmed turn (``news``, as the status bar shows it)
    with what it tells: ``player`` (0 or 1) played ``play`` (points in that
    player's numbering) with ``dice`` (None: not known)."""

    news: str
    player: int
    play: Play
    dice: tuple[int, int] | None


_tr = ContextTr("MatchController")


class MatchController(QObject):
    """Runs one match for two players at one machine.

    ``options`` is anything with ``get(name)`` for the settings
    ``auto_play_forced``, ``auto_bear_off`` and ``auto_roll`` (normally a
    :class:`~backgammon_qt.app.settings.Settings`; None: all off).  ``now`` is
    the timed rules' time source (seconds; default :func:`time.monotonic`).
    ``clock_banks`` are the seconds left in each player's time bank (a
    resumed match; default full banks).  Starts the first game if the match
    has none.

    Every ``request_*`` and action method returns True when it did
    something and False when the rules refused (then ``message`` explains).

    Signals:
        changed(): the state to show changed; read :meth:`board_state`.
        clock_ticked(): the clock moved on (only the player panels change).
        players_changed(): what the player panels show changed without a
            change of the game (an effective pip count arrived, see
            :meth:`set_epc`); read :meth:`player_infos` or :meth:`board_state`.
        message(str): news for the status bar (a pass, a refused move...); "" when
            an action brought no news.
        new_match_requested(): the match is over and the players asked for a new one.
        dice_wanted(str, int): the dice are entered by hand (option ``manual_dice``): the
            ``"opening"`` roll or a ``"roll"`` of that player (-1 before the opening) is
            wanted; :meth:`roll` with them rolls.
    """

    changed = Signal()
    clock_ticked = Signal()
    players_changed = Signal()
    message = Signal(str)
    new_match_requested = Signal()
    dice_wanted = Signal(str, int)

    def __init__(self, match: Match, options: Options | None = None, *, now: Callable[[], float] | None = None,
                 clock_banks: tuple[float, float] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.match = match
        self.options = options
        self._news = ""      # for the status bar
        self._banner = ""    # shown on the board until the next action
        self._epc: tuple[str, tuple[float | None, float | None]] | None = None   # position id, EPCs
        self.last_played: PlayedNews | None = None     # the news of the last turn confirmed, and its play
        self.clock: Clock | None = None
        self._timer: QTimer | None = None
        if match.rules.timed:
            from backgammon_qt.model.clock import Clock  # only for the timed rules

            kwargs = {"now": now} if now is not None else {}
            self.clock = Clock(match.rules.turn_seconds, match.rules.bank_seconds, banks=clock_banks, **kwargs)
            self._timer = QTimer(self)
            self._timer.setInterval(200)
            self._timer.timeout.connect(self._tick)
            self._timer.start()
        self._auto_timer = QTimer(self)
        self._auto_timer.setSingleShot(True)
        self._auto_timer.setInterval(450)
        self._auto_timer.timeout.connect(self._auto_roll_now)
        if match.game is None:
            match.new_game()
        self._after_action()

    # ------------------------------------------------------------ state
    @property
    def game(self) -> Game:
        """The current game."""
        game = self.match.game
        assert game is not None
        return game

    def _option(self, name: str) -> bool:
        return bool(self.options.get(name)) if self.options is not None else False

    def _name(self, player: int) -> str:
        return self.match.players[player]

    def position_id(self) -> str:
        """gnubg Position ID of the board (player on roll's view, as gnubg)."""
        return self.game.position.position_id()

    def match_id(self) -> str:
        """gnubg Match ID of the current state."""
        return self.match.match_id()

    def xgid(self) -> str:
        """eXtreme Gammon's XGID of the current state (:func:`xgid_of`)."""
        return xgid_of(self.match)

    # ------------------------------------------------------------ board questions
    def movable_points(self) -> frozenset[int]:
        """Points (mover's numbering) whose top checker may move now."""
        g = self.game
        if g.phase is not Phase.MOVING or g.turn is None:
            return frozenset()
        return g.turn.movable_points()

    def legal_destinations(self, from_point: int) -> frozenset[int]:
        """Where the mover's top checker on ``from_point`` may go now (one or
        more dice, given the moves made this turn); empty if it cannot move."""
        g = self.game
        if g.phase is not Phase.MOVING or g.turn is None:
            return frozenset()
        return g.turn.legal_destinations(from_point)

    # ------------------------------------------------------------ moving
    def request_move(self, from_point: int, to_point: int) -> bool:
        """Move the mover's checker from ``from_point`` to ``to_point`` (a
        chain of dice if needed, hits on the way made)."""
        g = self.game
        if g.phase is not Phase.MOVING:
            return self._refuse(_tr("No checker can be moved now."))
        if g.turn is not None and to_point not in g.turn.legal_destinations(from_point):
            return self._refuse(self._why_not(from_point, to_point))
        try:
            g.move(from_point, to_point)
        except IllegalMoveError as exc:
            return self._refuse_by_rule(exc)
        self._clear_news()
        self._after_action()
        return True

    def _why_not(self, from_point: int, to_point: int) -> str:
        """Why the mover's checker on ``from_point`` cannot go to
        ``to_point`` now (mover's numbering), in words."""
        g = self.game
        turn = g.turn
        assert turn is not None
        dice = presentation.roll_text(turn.remaining_dice)
        where = _tr("the bar") if from_point == BAR else str(from_point)
        position = turn.position
        if from_point != BAR and position.player[BAR]:
            return _tr("The checker on the bar must enter first.")
        if not turn.legal_destinations(from_point):
            return _tr("That checker cannot move with {dice}.").format(dice=dice)
        if to_point == OFF:
            if any(position.player[p] for p in range(7, BAR + 1)):
                return _tr("You can bear off only when all your checkers are in your home board.")
            return _tr("That checker cannot bear off with {dice}.").format(dice=dice)
        if 1 <= to_point <= 24 and position.opponent[25 - to_point] >= 2:
            return _tr("Your {point}-point is held by {name} (%n checker(s)).", None,
                       position.opponent[25 - to_point]).format(point=to_point, name=self._name(1 - g.on_roll))
        return _tr("From {where} the checker cannot reach {point} with {dice}.").format(
            where=where, point=to_point, dice=dice)

    def request_play_text(self, text: str, finish: bool = True) -> bool:
        """Play the mover's turn written in gnubg notation (``8/5 6/5``,
        ``bar/22*``, ``6/off``): the whole turn (moves already made this turn
        are replaced), or else the rest of it after the moves already made
        (a checker moved with the mouse, the others typed); then, when
        ``finish`` and every die that must be played is played, end the
        turn.  An entry that is not notation or neither of the two is refused
        with the reason (the first move that cannot be made from the turn's
        start, and why); the moves made before stay."""
        from backgammon_qt.model import InvalidNotationError
        from backgammon_qt.model.moves import parse_move_text_hits

        g = self.game
        if g.phase is not Phase.MOVING or g.turn is None:
            return self._refuse(_tr("No checker can be moved now."))
        turn = g.turn
        entry = " ".join(text.split())
        try:
            steps, _hits = parse_move_text_hits(entry)
        except InvalidNotationError:
            # a long entry (a file's path pasted into the field) said by its start: the status line
            # keeps the sentence's advice, not the echo, when the window is narrow
            said = entry if len(entry) <= 20 else entry[:19] + "\u2026"
            return self._refuse(_tr("\u201c{text}\u201d is not a move: write it as gnubg does, "
                                    "e.g. 8/5 6/5, bar/22*, 6/off.").format(text=said))
        made = turn.moves
        try:
            turn.apply_text(entry)
        except (InvalidNotationError, IllegalMoveError) as exc:
            turn.undo_all()
            reason = error_text(exc)
            for a, b in steps:         # the first move that cannot be made, said as a drop is
                if not turn.remaining_dice:
                    reason = _tr("{dice} plays %n move(s) at most.", None, len(turn.moves)).format(
                        dice=presentation.roll_text(g.dice or ()))
                    break
                if b not in turn.legal_destinations(a):
                    reason = self._why_not(a, b)
                    break
                turn.move(a, b)
            else:
                if steps:
                    reason = _tr("{text} does not play every die that can be played with {dice}.").format(
                        text=entry, dice=presentation.roll_text(g.dice or ()))
            turn.undo_all()
            for m in made:             # the turn as it was
                turn.move_by_die(m.from_point, m.die)
            if made and self._continue_with(steps):
                return self._finish_typed(finish)
            return self._refuse(_tr("{text}: {reason}").format(text=entry, reason=reason))
        return self._finish_typed(finish)

    def _continue_with(self, steps: list[tuple[int, int]]) -> bool:
        """Make ``steps`` (from, to; the mover's numbering) after the moves
        already made this turn; all or none (True when all were made)."""
        turn = self.game.turn
        assert turn is not None
        before = len(turn.moves)
        for a, b in steps:
            if b not in turn.legal_destinations(a):
                break
            turn.move(a, b)          # one die or a chain of them
        else:
            if steps:
                return True
        while len(turn.moves) > before:
            turn.undo()
        return False

    def _finish_typed(self, finish: bool) -> bool:
        turn = self.game.turn
        if finish and turn is not None and turn.can_finish():
            return self.end_turn()
        self._clear_news()
        self._after_action()
        return True

    def request_move_by_die(self, from_point: int, which: int) -> bool:
        """Move the checker on ``from_point`` by the left die (``which`` 0,
        a left click) or the right die (1, a right click), falling back to the
        other die when the chosen one is used or cannot move this checker."""
        g = self.game
        if g.phase is not Phase.MOVING or g.turn is None or g.dice is None:
            return self._refuse(_tr("No checker can be moved now."))
        turn = g.turn
        order = [g.dice[0], g.dice[1]] if which == 0 else [g.dice[1], g.dice[0]]
        for die in order:
            if die not in turn.remaining_dice:
                continue
            try:
                turn.move_by_die(from_point, die)
            except IllegalMoveError:
                continue
            self._clear_news()
            self._after_action()
            return True
        return self._refuse(_tr("That checker cannot move with the dice left."))

    def explain_stuck_checker(self, point: int) -> bool:
        """Say why the mover's checker on ``point`` (mover's numbering, 1..24
        or ``BAR``) cannot move now: a checker on the bar must enter first,
        every die that can be played is played, or no die left moves it.
        Always returns False (nothing moved); the reason goes to ``message``."""
        g = self.game
        if g.phase is not Phase.MOVING or g.turn is None:
            return self._refuse(_tr("No checker can be moved now."))
        turn = g.turn
        if turn.can_finish() and not turn.movable_points():
            return self._refuse(_tr("Every die that can be played is played: click the dice or press "
                                        "Enter to end the turn."))
        if point != BAR and turn.position.player[BAR]:
            return self._refuse(_tr("The checker on the bar must enter first."))
        return self._refuse(_tr("That checker cannot move with {dice}.").format(
            dice=presentation.roll_text(turn.remaining_dice)))

    def request_bear_off(self) -> bool:
        """Bear off one checker with a single die (the tray was clicked): the
        largest die that bears off, from the highest point it can."""
        g = self.game
        if g.phase is not Phase.MOVING or g.turn is None:
            return self._refuse(_tr("No checker can be borne off now."))
        turn = g.turn
        best = None
        for point in sorted(turn.movable_points(), reverse=True):
            if OFF not in turn.legal_destinations(point):
                continue
            moves = turn.find_move(point, OFF)
            if len(moves) == 1 and (best is None or moves[0].die > best[1]):
                best = (point, moves[0].die)
        if best is None:
            return self._refuse(_tr("No checker can be borne off with one die now."))
        turn.move_by_die(*best)
        self._clear_news()
        self._after_action()
        return True

    def undo(self) -> bool:
        """Take back the last move made this turn."""
        g = self.game
        if g.phase is not Phase.MOVING or g.turn is None or not g.turn.moves:
            return self._refuse(_tr("There is no move to undo this turn."))
        g.undo()
        self._clear_news()
        self._after_action()
        return True

    def situation(self) -> tuple[int, int, str]:
        """What a hint or an engine answer is for: the game, how far its
        record is and the phase.  Checker moves of the turn in progress (and
        taking them back) do not change it."""
        g = self.game
        return id(g), len(g.record.actions), g.phase.value

    def unmoved_turn(self) -> tuple[int, Position] | None:
        """``(mover, position at the start of the turn)`` while a turn is
        being played and no checker has moved yet (the position seen by the
        mover); else None."""
        g = self.game
        if g.phase is not Phase.MOVING or g.turn is None or g.turn.moves:
            return None
        return g.on_roll, g.turn.start

    def can_end_turn(self) -> bool:
        g = self.game
        return g.phase is Phase.MOVING and g.turn is not None and g.turn.can_finish()

    def end_turn(self) -> bool:
        """Confirm the moves made (every die that must be played is played)."""
        g = self.game
        if g.phase is not Phase.MOVING:
            return self._refuse(_tr("There is no turn to end now."))
        dice = g.dice
        try:
            play = g.end_turn()
        except IllegalMoveError:
            return self._refuse(_tr("Play every die that can be played first."))
        phase: Phase = g.phase            # end_turn changed it (mypy would keep the narrowing above)
        mover = g.on_roll if phase is Phase.OVER else 1 - g.on_roll
        self._clear_news()
        self._news = presentation.played_news(self._name(mover), play, dice, _tr)
        self.last_played = PlayedNews(self._news, mover, play, dice)
        self._after_action()
        return True

    # ------------------------------------------------------------ rolling and the cube
    def dice_clicked(self) -> bool:
        """A click on the dice area: roll, or end the turn when it is complete."""
        g = self.game
        if g.phase is Phase.MOVING:
            return self.end_turn()
        return self.roll()

    def roll(self, dice: tuple[int, int] | None = None) -> bool:
        """Roll: the opening roll (one die each) or the player on roll's dice.
        A roll with no legal play passes the turn, with a message.  ``dice``
        forces the values (entered by hand; the opening roll's are player
        0's die, player 1's).  With the option ``manual_dice`` on and no
        ``dice``, nothing is rolled: ``dice_wanted`` asks for them."""
        g = self.game
        self._auto_timer.stop()
        if dice is None and self._option("manual_dice") and g.phase in (Phase.OPENING, Phase.ROLLING):
            self.dice_wanted.emit("opening" if g.phase is Phase.OPENING else "roll", g.on_roll)
            return True
        if dice is not None and (len(dice) != 2 or not all(isinstance(d, int) and 1 <= d <= 6 for d in dice)):
            return self._refuse(_tr("A die shows 1 to 6."))
        self._clear_news()
        names = self.match.players
        if g.phase is Phase.OPENING:
            d0, d1 = g.roll_opening(dice)
            winner = 0 if d0 > d1 else 1
            passed = d0 != d1 and presentation.pass_news(g, names, winner, _tr)
            if passed or d0 == d1:
                # a pass or a tie is news for the status bar; the board shows the dice themselves
                # (a dance marked "cannot move" under them) and the status what to do
                self._news = passed or presentation.opening_news(names, (d0, d1), _tr)
            else:
                self._say(presentation.opening_news(names, (d0, d1), _tr))
        elif g.phase is Phase.ROLLING:
            player = g.on_roll
            g.roll(dice)
            self._news = presentation.pass_news(g, names, player, _tr)
        else:
            return self._refuse(_tr("It is not the time to roll."))
        self._auto_play()
        self._after_action()
        return True

    def cube_clicked(self) -> bool:
        """A click on the cube: the player on roll doubles (if the rules allow)."""
        g = self.game
        reason = g.why_no_double()   # the game's reasons (no cube, Crawford, dead cube) before the moment's
        if reason is NoDouble.CUBE_NOT_IN_USE:
            return self._refuse(_tr("The cube is not in use under these rules."))
        if reason is NoDouble.CRAWFORD:
            return self._refuse(_tr("No doubling in the Crawford game."))
        if reason is NoDouble.CUBE_DEAD:
            # gnubg 1.07's dead cube (Game.cube_dead): dead whatever the moment
            return self._refuse(_tr("You cannot double: the cube is dead, a win of this game already wins "
                                    "you the match."))
        if reason is NoDouble.OPENING:
            # RULES.md "Starting a game", "Doubling cube": no turn before the opening roll
            return self._refuse(_tr("The cube is not in play until after the opening roll: a player may "
                                    "double at the start of a later turn of their own, before rolling."))
        if reason is NoDouble.NOT_NOW and g.phase is Phase.MOVING:
            return self._refuse(_tr("You cannot double now: a player may double only at the start of their "
                                    "own turn, before rolling."))
        if reason is NoDouble.OPPONENT_OWNS:
            return self._refuse(_tr("You cannot double: {name} owns the cube.").format(
                name=self._name(1 - g.on_roll)))
        if reason is not None:       # a question pending, the game over, the cube at its cap
            return self._refuse(_tr("You cannot double now."))
        g.double()
        self._clear_news()
        self._after_action()
        return True

    def answer(self, key: Answer | str) -> bool:
        """An answer from the prompt (an :class:`Answer`, or its value).
        Raises :class:`ValueError` for a value that is not an answer."""
        key = Answer(key)
        g = self.game
        if key in (Answer.TAKE, Answer.DROP, Answer.BEAVER) and g.phase is not Phase.DOUBLED:
            return self._refuse(_tr("There is no double to answer."))
        if key in (Answer.ACCEPT, Answer.DECLINE) and g.phase is not Phase.RESIGNED:
            return self._refuse(_tr("There is no resignation to answer."))
        self._clear_news()
        try:
            if key is Answer.TAKE:
                taker = g.to_act
                g.take()
                self._say(presentation.take_news(self._name(taker), g.cube_value, _tr))
            elif key is Answer.DROP:
                g.drop()
            elif key is Answer.BEAVER:
                g.beaver()
            elif key is Answer.ACCEPT:
                g.accept_resignation()
            elif key is Answer.DECLINE:
                g.decline_resignation()
                self._say(_tr("The resignation is declined: play on."))
            elif key is Answer.NEXT_GAME:
                return self.next_game()
            elif key is Answer.ANALYSE_GAME:
                return True         # the window's analysis acts on it (ui/analysis_panel.py)
            else:    # Answer.NEW_MATCH
                self.new_match_requested.emit()
                return True
        except RuleError as exc:
            return self._refuse_by_rule(exc)
        self._after_action()
        return True

    # ------------------------------------------------------------ resigning, claiming, next game
    def resign(self, value: int = 1) -> bool:
        """The player to act offers to resign ``value`` (1 single, 2 gammon,
        3 backgammon; set by the board under "automatic resignation value")."""
        g = self.game
        player = g.to_act
        if g.phase not in (Phase.ROLLING, Phase.MOVING) or player < 0:
            return self._refuse(_tr("You cannot resign now."))
        try:
            g.resign(player, value)
        except RuleError as exc:
            return self._refuse_by_rule(exc)
        self._clear_news()
        self._after_action()
        return True

    def can_claim(self, player: int) -> bool:
        """True when ``player`` may claim the win: timed rules, game on, and
        the opponent's time bank is empty."""
        return presentation.can_claim(self.match, self.clock, player)

    def claim(self, player: int) -> bool:
        """``player`` claims the win on time (see :meth:`can_claim`)."""
        if not self.can_claim(player):
            return self._refuse(_tr("There is no win to claim."))
        self.game.claim(player)
        self._after_action()
        return True

    def next_game(self) -> bool:
        """Start the next game once this one is over (not after the match)."""
        try:
            self.match.new_game()
        except RuleError as exc:
            return self._refuse_by_rule(exc)
        self._clear_news()
        self._after_action()
        return True

    # ------------------------------------------------------------ automation
    def _auto_play(self) -> None:
        """Forced plays and automatic bear-offs, as the options say."""
        g = self.game
        if g.phase is not Phase.MOVING or g.turn is None or g.turn.moves:
            return
        turn = g.turn
        play = None
        if self._option("auto_play_forced") and len(turn.legal_plays) == 1:
            play = next(iter(turn.legal_plays))
        elif self._option("auto_bear_off") and self._all_home_no_contact(turn.start):
            for candidate in turn.legal_plays:
                if candidate.moves and all(m.to_point == OFF for m in candidate.moves):
                    play = candidate
                    break
        if play is None:
            return
        for move in play.moves:
            turn.move_by_die(move.from_point, move.die)
        self._say(presentation.auto_play_news(play, self._banner, _tr))

    @staticmethod
    def _all_home_no_contact(position: Position) -> bool:
        return position.is_race() and not any(position.player[p] for p in range(7, BAR + 1))

    def _auto_roll_now(self) -> None:
        g = self.game
        if g.phase is Phase.ROLLING and not g.can_double():
            self.roll()

    # ------------------------------------------------------------ clock
    def _sync_clock(self) -> None:
        if self.clock is None:
            return
        g = self.game
        target = g.to_act if g.phase not in (Phase.OPENING, Phase.OVER) else None
        if target is None or target < 0:
            self.clock.stop()
        elif self.clock.running != target:
            self.clock.start(target)

    def _tick(self) -> None:
        self.clock_ticked.emit()

    # ------------------------------------------------------------ bookkeeping
    def _clear_news(self) -> None:
        self._news = self._banner = ""

    def _say(self, text: str) -> None:
        """News for the status bar and the board."""
        self._news = self._banner = text

    def _refuse(self, text: str) -> bool:
        self.message.emit(text)
        return False

    def _refuse_by_rule(self, error: Exception) -> bool:
        """Refuse with the reason the model gives (a clause, "the match is
        over"), framed as a whole sentence in the player's language."""
        return self._refuse(_tr("That is not allowed: {reason}.").format(reason=error_text(error)))

    def _after_action(self) -> None:
        g = self.game
        if (g.phase is Phase.MOVING and g.turn is not None and g.turn.position.player[OFF] == CHECKERS
                and g.turn.can_finish()):
            self.end_turn()          # the last checker is off: the game ends with it, no click to confirm
            return
        self._sync_clock()
        if (self._option("auto_roll") and g.phase is Phase.ROLLING and not g.can_double()):
            self._auto_timer.start()
        self.message.emit(self._news)
        self.changed.emit()

    def player_infos(self) -> tuple[PlayerInfo, PlayerInfo]:
        """Both players' panels (player 0 first)."""
        return presentation.player_infos(self.match, self.clock, _tr, self._epc_now())

    def set_epc(self, position_id: str, epc: tuple[float | None, float | None]) -> None:
        """The effective pip counts (player 0's, player 1's) of the
        position ``position_id`` (player 0's view, see
        :func:`.presentation.epc_position`), worked out by the engine;
        shown while the game stays in that position (``players_changed``
        is emitted when it is the position now)."""
        self._epc = (position_id, (epc[0], epc[1]))
        if self._epc_now() is not None:
            self.players_changed.emit()

    def _epc_now(self) -> tuple[float | None, float | None] | None:
        """The known effective pip counts of the position now, or None."""
        if self._epc is None:
            return None
        position = presentation.epc_position(self.match)
        if position is None or position.position_id() != self._epc[0]:
            return None
        return self._epc[1]

    def enabled_actions(self) -> presentation.EnabledActions:
        """Which game actions the rules allow now (:func:`.presentation.enabled_actions`)."""
        return presentation.enabled_actions(self.game)

    @property
    def players(self) -> tuple[str, str]:
        """The players' names, player 0 first."""
        return self.match.players

    def board_state(self, bottom: int = 0) -> BoardState:
        """What the board shows now, with player ``bottom`` at the bottom
        (:func:`.presentation.board_state`)."""
        return presentation.board_state(self.match, self.clock, self._banner, _tr, bottom, self._epc_now())


def xgid_of(match: Match) -> str:
    """eXtreme Gammon's XGID of ``match``'s current game as it stands
    (FORMATS.md section 5; player 0 is X).  Before the opening roll: the
    starting position with player 0 to act; while a double waits for the
    taker's answer: the doubler's turn with the double offered (dice ``D``,
    as gnubg reads it); after a beaver: the doubler's cube decision.
    Raises :class:`ValueError` for a match without a game."""
    from backgammon_qt.model.xgid import NO_CAP, XgidState  # not needed before the first paint

    g, m = match.game, match
    if g is None:
        raise ValueError("the match has no game yet")
    to_act = g.doubler if g.doubler is not None else max(g.on_roll, 0)
    dice = g.dice if g.phase in (Phase.MOVING, Phase.RESIGNED) else None
    doubled = g.phase is Phase.DOUBLED and g.doubler is not None and g.to_act != g.doubler
    state = XgidState(position=g.position_for(to_act), player_to_act=to_act, dice=dice, doubled=doubled,
                      cube_value=g.cube_value, cube_owner=g.cube_owner, score=g.score,
                      match_length=m.length, crawford=g.crawford and bool(m.length),
                      jacoby=m.rules.jacoby and not m.length, beavers=m.rules.beavers and not m.length,
                      cube_cap=min(m.rules.cube_cap or NO_CAP, MAX_CUBE))
    return state.xgid()
