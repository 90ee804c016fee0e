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

from PySide6.QtCore import QObject, QTimer, Signal

from backgammon_qt.model import BAR, OFF, IllegalMoveError, Position, RuleError
from backgammon_qt.model.clock import Clock
from backgammon_qt.model.game import Game, Phase
from backgammon_qt.model.match import Match
from backgammon_qt.model.record import MAX_CUBE, WinKind
from backgammon_qt.model.rules import RuleOptions
from backgammon_qt.model.xgid import NO_CAP, XgidState

__all__ = ["BoardState", "PlayerInfo", "Prompt", "MatchSetup", "MatchController", "HUMAN"]

HUMAN = "human"
"""The seat of a human player in :attr:`MatchSetup.seats` (any other seat is
the computer at that engine level, see :mod:`backgammon_qt.computer`)."""


_KIND_NAMES = {WinKind.SINGLE: "a single game", WinKind.GAMMON: "a gammon",
               WinKind.BACKGAMMON: "a backgammon", WinKind.BAR_BACKGAMMON: "a backgammon from the bar"}
_RESIGN_NAMES = {1: "a single game", 2: "a gammon", 3: "a backgammon"}


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

    def make_match(self, dice=None) -> Match:
        """A new :class:`Match` as set up here (``dice``: a dice source,
        default fair random dice)."""
        return Match(self.length, self.rules, self.players, dice)


@dataclass(frozen=True)
class Prompt:
    """A question or announcement over the board: ``text`` and the answer
    buttons as ``(key, label)`` pairs (keys: take, drop, beaver, accept,
    decline, next_game, new_match)."""

    text: str
    buttons: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class PlayerInfo:
    """One player's panel: name, match score, pip count, the clock text
    ("" without the timed rules), whether the clock runs low, and whether this
    player may claim the win because the opponent's bank is empty."""

    name: str
    score: int
    pips: int
    clock: str = ""
    clock_low: bool = False
    can_claim: bool = False


@dataclass(frozen=True)
class BoardState:
    """Everything the board shows, with player 0 at the bottom.

    ``position`` is seen by player 0 (``position.player`` are the bottom
    checkers).  ``on_roll``/``mover`` are players (``mover`` only while a
    turn is being played, i.e. checkers may be moved).  ``dice`` are the
    values left to right (four for doubles) with ``dice_used`` flags, shown
    in ``dice_side``'s place.  ``roll_side`` is the player whose Roll
    button shows (None: none).  ``dice_clickable``: a click on the dice ends
    the turn.  The cube shows ``cube_value`` at ``cube_owner``'s end (None:
    centred).  ``prompt`` is a question or announcement over the board,
    ``message`` news worth showing on the board (a pass, the opening roll,
    an automatic play), ``status`` what to do next.
    """

    position: Position
    players: tuple[PlayerInfo, PlayerInfo]
    match_text: str
    on_roll: int | None = None
    mover: int | None = None
    dice: tuple[int, ...] = ()
    dice_used: tuple[bool, ...] = ()
    dice_side: int | None = None
    roll_side: int | None = None
    roll_label: str = "Roll"
    dice_clickable: bool = False
    cube_visible: bool = True
    cube_value: int = 1
    cube_owner: int | None = None
    cube_clickable: bool = False
    cube_offered: bool = False
    prompt: Prompt | None = None
    message: str = ""
    status: str = ""


class MatchController(QObject):
    """Runs one match for two players at one machine.

    ``options`` is anything with ``get(name)`` for the settings
    ``auto_play_forced``, ``auto_bear_off`` and ``auto_roll`` (normally a
    :class:`~backgammon_qt.settings.Settings`; None: all off).  ``now`` is
    the timed rules' time source (seconds; default :func:`time.monotonic`).
    ``clock_banks`` are the seconds left in each player's time bank (a
    resumed match; default full banks).  Starts the first game if the match
    has none.

    Every ``request_*`` and action method returns True when it did
    something and False when the rules refused (then ``message`` explains).

    Signals:
        changed(): the state to show changed; read :meth:`board_state`.
        clock_ticked(): the clock moved on (only the player panels change).
        message(str): news for the status bar (a pass, a refused move...); "" when
            an action brought no news.
        new_match_requested(): the match is over and the players asked for a new one.
    """

    changed = Signal()
    clock_ticked = Signal()
    message = Signal(str)
    new_match_requested = Signal()

    def __init__(self, match: Match, options=None, *, now: Callable[[], float] | None = None,
                 clock_banks: tuple[float, float] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.match = match
        self.options = options
        self._news = ""      # for the status bar
        self._banner = ""    # shown on the board until the next action
        self.clock: Clock | None = None
        self._timer: QTimer | None = None
        if match.rules.timed:
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
        """eXtreme Gammon's XGID of the current state (FORMATS.md section 5;
        player 0 is X).  Before the opening roll: the starting position with
        player 0 to act; while a double waits: the doubler's cube decision."""
        g, m = self.game, self.match
        to_act = g.doubler if g.doubler is not None else max(g.on_roll, 0)
        dice = g.dice if g.phase in (Phase.MOVING, Phase.RESIGNED) else None
        state = XgidState(position=g.position_for(to_act), player_to_act=to_act, dice=dice,
                          cube_value=g.cube_value, cube_owner=g.cube_owner, score=g.score,
                          match_length=m.length, crawford=g.crawford and bool(m.length),
                          jacoby=m.rules.jacoby and not m.length, beavers=m.rules.beavers and not m.length,
                          cube_cap=min(m.rules.cube_cap or NO_CAP, MAX_CUBE))
        return state.xgid()

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
            return self._refuse(self.tr("No checker can be moved now."))
        try:
            g.move(from_point, to_point)
        except IllegalMoveError as exc:
            return self._refuse(str(exc))
        self._clear_news()
        self._after_action()
        return True

    def request_move_by_die(self, from_point: int, which: int) -> bool:
        """Move the checker on ``from_point`` by the left die (``which`` 0,
        a left click) or the right die (1, a right click), falling back to the
        other die when the chosen one is used or cannot move this checker."""
        g = self.game
        if g.phase is not Phase.MOVING or g.turn is None or g.dice is None:
            return self._refuse(self.tr("No checker can be moved now."))
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
        return self._refuse(self.tr("That checker cannot move with the dice left."))

    def explain_stuck_checker(self, point: int) -> bool:
        """Say why the mover's checker on ``point`` (mover's numbering, 1..24
        or ``BAR``) cannot move now: a checker on the bar must enter first,
        every die that can be played is played, or no die left moves it.
        Always returns False (nothing moved); the reason goes to ``message``."""
        g = self.game
        if g.phase is not Phase.MOVING or g.turn is None:
            return self._refuse(self.tr("No checker can be moved now."))
        turn = g.turn
        if turn.can_finish() and not turn.movable_points():
            return self._refuse(self.tr("Every die that can be played is played: click the dice or press "
                                        "Enter to end the turn."))
        if point != BAR and turn.position.player[BAR]:
            return self._refuse(self.tr("The checker on the bar must enter first."))
        return self._refuse(self.tr("That checker cannot move with {dice}.").format(
            dice="-".join(map(str, turn.remaining_dice))))

    def request_bear_off(self) -> bool:
        """Bear off one checker with a single die (the tray was clicked): the
        largest die that bears off, from the highest point it can."""
        g = self.game
        if g.phase is not Phase.MOVING or g.turn is None:
            return self._refuse(self.tr("No checker can be borne off now."))
        turn = g.turn
        best = None
        for point in sorted(turn.movable_points(), reverse=True):
            if OFF not in turn.legal_destinations(point):
                continue
            moves = turn.find_move(point, OFF)
            if len(moves) == 1 and (best is None or moves[0].die > best[1]):
                best = (point, moves[0].die)
        if best is None:
            return self._refuse(self.tr("No checker can be borne off with one die now."))
        turn.move_by_die(*best)
        self._clear_news()
        self._after_action()
        return True

    def undo(self) -> bool:
        """Take back the last move made this turn."""
        g = self.game
        if g.phase is not Phase.MOVING or g.turn is None or not g.turn.moves:
            return self._refuse(self.tr("There is no move to undo this turn."))
        g.undo()
        self._clear_news()
        self._after_action()
        return True

    def can_end_turn(self) -> bool:
        g = self.game
        return g.phase is Phase.MOVING and g.turn is not None and g.turn.can_finish()

    def end_turn(self) -> bool:
        """Confirm the moves made (every die that must be played is played)."""
        g = self.game
        if g.phase is not Phase.MOVING:
            return self._refuse(self.tr("There is no turn to end now."))
        try:
            play = g.end_turn()
        except IllegalMoveError:
            return self._refuse(self.tr("Play every die that can be played first."))
        mover = 1 - g.on_roll if g.phase is not Phase.OVER else g.on_roll
        self._clear_news()
        self._news = self.tr("{name} played {play}.").format(name=self._name(mover), play=str(play) or "-")
        self._after_action()
        return True

    # ------------------------------------------------------------ rolling and the cube
    def dice_clicked(self) -> bool:
        """A click on the dice area: roll, or end the turn when it is complete."""
        g = self.game
        if g.phase is Phase.MOVING:
            return self.end_turn()
        return self.roll()

    def roll(self) -> bool:
        """Roll: the opening roll (one die each) or the player on roll's dice.
        A roll with no legal play passes the turn, with a message."""
        g = self.game
        self._auto_timer.stop()
        self._clear_news()
        if g.phase is Phase.OPENING:
            d0, d1 = g.roll_opening()
            if d0 == d1:
                self._say(self.tr("Both rolled {die}: roll again.").format(die=d0))
            else:
                winner = 0 if d0 > d1 else 1
                self._say(self._pass_news(winner) or self.tr(
                    "{a} rolled {d0}, {b} rolled {d1}: {w} moves first.").format(
                    a=self._name(0), d0=d0, b=self._name(1), d1=d1, w=self._name(winner)))
        elif g.phase is Phase.ROLLING:
            player = g.on_roll
            g.roll()
            self._say(self._pass_news(player))
        else:
            return self._refuse(self.tr("It is not the time to roll."))
        self._auto_play()
        self._after_action()
        return True

    def _pass_news(self, player: int) -> str:
        """The message for ``player``'s roll that passed (no legal play), or ""."""
        g = self.game
        if g.last_pass is None or g.last_pass[0] != player or g.on_roll == player:
            return ""
        d = g.last_pass[1]
        return self.tr("{name} rolled {d1}-{d2} and cannot move: the turn passes to {other}.").format(
            name=self._name(player), d1=d[0], d2=d[1], other=self._name(1 - player))

    def cube_clicked(self) -> bool:
        """A click on the cube: the player on roll doubles (if the rules allow)."""
        g = self.game
        if not g.can_double():
            if g.phase is Phase.ROLLING and not g.rules.cube:
                return self._refuse(self.tr("The cube is not in use under these rules."))
            return self._refuse(self.tr("You cannot double now."))
        g.double()
        self._clear_news()
        self._after_action()
        return True

    def answer(self, key: str) -> bool:
        """An answer from the prompt: take, drop, beaver, accept, decline,
        next_game, new_match."""
        g = self.game
        self._clear_news()
        try:
            if key == "take":
                taker = g.to_act
                g.take()
                self._say(self.tr("{name} takes: the cube is on {v}.").format(name=self._name(taker), v=g.cube_value))
            elif key == "drop":
                g.drop()
            elif key == "beaver":
                g.beaver()
            elif key == "accept":
                g.accept_resignation()
            elif key == "decline":
                g.decline_resignation()
                self._say(self.tr("The resignation is declined: play on."))
            elif key == "next_game":
                return self.next_game()
            elif key == "new_match":
                self.new_match_requested.emit()
                return True
            else:
                return self._refuse(f"unknown answer {key!r}")
        except RuleError as exc:
            return self._refuse(str(exc))
        self._after_action()
        return True

    # ------------------------------------------------------------ resigning, claiming, next game
    def resign(self, value: int = 1) -> bool:
        """The player to act offers to resign ``value`` (1 single, 2 gammon,
        3 backgammon; set by the board under "automatic resignation value")."""
        g = self.game
        player = g.to_act
        if g.phase not in (Phase.ROLLING, Phase.MOVING) or player < 0:
            return self._refuse(self.tr("You cannot resign now."))
        try:
            g.resign(player, value)
        except RuleError as exc:
            return self._refuse(str(exc))
        self._clear_news()
        self._after_action()
        return True

    def can_claim(self, player: int) -> bool:
        """True when ``player`` may claim the win: timed rules, game on, and
        the opponent's time bank is empty."""
        g = self.game
        return (self.clock is not None and g.phase not in (Phase.OPENING, Phase.OVER)
                and self.clock.is_flagged(1 - player))

    def claim(self, player: int) -> bool:
        """``player`` claims the win on time (see :meth:`can_claim`)."""
        if not self.can_claim(player):
            return self._refuse(self.tr("There is no win to claim."))
        self.game.claim(player)
        self._after_action()
        return True

    def next_game(self) -> bool:
        """Start the next game once this one is over (not after the match)."""
        try:
            self.match.new_game()
        except RuleError as exc:
            return self._refuse(str(exc))
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
        auto = self.tr("Played automatically: {play}.").format(play=str(play))
        self._say(f"{self._banner} {auto}" if self._banner else auto)

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

    def _clock_text(self, player: int) -> tuple[str, bool]:
        if self.clock is None:
            return "", False
        turn_left, bank = self.clock.remaining(player)
        bank_text = f"{int(bank) // 60}:{int(bank) % 60:02d}"
        if self.clock.running == player:
            text = self.tr("{turn} s + bank {bank}").format(turn=int(turn_left + 0.999), bank=bank_text)
        else:
            text = self.tr("bank {bank}").format(bank=bank_text)
        return text, self.clock.running == player and turn_left <= 0

    # ------------------------------------------------------------ bookkeeping
    def _clear_news(self) -> None:
        self._news = self._banner = ""

    def _say(self, text: str) -> None:
        """News for the status bar and the board."""
        self._news = self._banner = text

    def _refuse(self, text: str) -> bool:
        self.message.emit(text)
        return False

    def _after_action(self) -> None:
        self._sync_clock()
        g = self.game
        if (self._option("auto_roll") and g.phase is Phase.ROLLING and not g.can_double()):
            self._auto_timer.start()
        self.message.emit(self._news)
        self.changed.emit()

    def player_infos(self) -> tuple[PlayerInfo, PlayerInfo]:
        """Both players' panels (player 0 first)."""
        g = self.game
        pips = g.pip_counts()
        score = self.match.score
        infos = []
        for p in (0, 1):
            clock, low = self._clock_text(p)
            infos.append(PlayerInfo(self._name(p), score[p], pips[p], clock, low, self.can_claim(p)))
        return infos[0], infos[1]

    def board_state(self) -> BoardState:
        """What the board shows now."""
        g = self.game
        m = self.match
        phase = g.phase
        on_roll = g.on_roll if g.on_roll >= 0 and phase is not Phase.OVER else None
        if m.length:
            match_text = self.tr("Match to {n}").format(n=m.length)
        else:
            match_text = self.tr("Money game")
        if g.crawford:
            match_text += " \u00b7 " + self.tr("Crawford game")
        if g.rules.timed:
            match_text += " \u00b7 " + self.tr("timed")
        state = dict(position=g.position_for(0), players=self.player_infos(), match_text=match_text,
                     on_roll=on_roll, cube_visible=g.rules.cube, cube_value=g.cube_value,
                     cube_owner=g.cube_owner, message=self._banner)
        if phase is Phase.OPENING:
            state.update(roll_side=0, roll_label=self.tr("Roll"),
                         status=self.tr("Roll for the first move: click Roll or press Space."))
        elif phase is Phase.ROLLING:
            name = self._name(g.on_roll)
            can_double = g.can_double()
            state.update(roll_side=g.on_roll, roll_label=self.tr("Roll"), cube_clickable=can_double)
            if can_double:
                state["status"] = self.tr("{name}: roll (click Roll or press Space) or double "
                                          "(click the cube).").format(name=name)
            else:
                state["status"] = self.tr("{name}: roll (click Roll or press Space).").format(name=name)
        elif phase in (Phase.MOVING, Phase.RESIGNED) and g.turn is not None and g.dice is not None:
            turn = g.turn
            d1, d2 = g.dice
            if d1 == d2:
                used_n = 4 - len(turn.remaining_dice)
                state.update(dice=(d1,) * 4, dice_used=tuple(i < used_n for i in range(4)))
            else:
                left = turn.remaining_dice
                state.update(dice=(d1, d2), dice_used=(d1 not in left, d2 not in left))
            state["dice_side"] = g.on_roll
            if phase is Phase.MOVING:
                name = self._name(g.on_roll)
                state["mover"] = g.on_roll
                state["dice_clickable"] = turn.can_finish()
                if turn.can_finish():
                    state["status"] = self.tr("{name}: click the dice or press Enter to end the turn "
                                              "(Ctrl+Z takes a move back).").format(name=name)
                else:
                    state["status"] = self.tr("{name} to play {dice}: drag a checker, or click it "
                                              "(left button: left die, right button: right die).").format(
                        name=name, dice="-".join(map(str, turn.remaining_dice)))
        if phase is Phase.DOUBLED:
            responder = g.to_act
            doubler = 1 - responder
            offered = g.offered_cube_value
            if g.doubler == responder:   # a beaver: the original doubler answers
                text = self.tr("{b} beavers: the cube is on {v}. {a}, take or drop?").format(
                    b=self._name(doubler), v=offered, a=self._name(responder))
            else:
                text = self.tr("{a} doubles to {v}. {b}, take or drop?").format(
                    a=self._name(doubler), v=offered, b=self._name(responder))
            buttons = [("take", self.tr("Take")), ("drop", self.tr("Drop"))]
            if g.can_beaver():
                buttons.append(("beaver", self.tr("Beaver")))
            state.update(prompt=Prompt(text, tuple(buttons)), cube_offered=True,
                         status=self.tr("{b}: take or drop.").format(b=self._name(responder)))
        elif phase is Phase.RESIGNED:
            resigner, value = g.pending_resignation or (0, 1)
            points = value * g.cube_value
            text = self.tr("{a} resigns {what} ({n} {points}). {b}, accept or decline?").format(
                a=self._name(resigner), what=self.tr(_RESIGN_NAMES[value]), n=points,
                points=self._points_word(points), b=self._name(1 - resigner))
            state.update(prompt=Prompt(text, (("accept", self.tr("Accept")), ("decline", self.tr("Decline")))),
                         status=self.tr("{b}: accept or decline the resignation.").format(
                             b=self._name(1 - resigner)))
        elif phase is Phase.OVER:
            state.update(prompt=self._game_over_prompt(), status=self._game_over_status())
        return BoardState(**state)

    def _points_word(self, n: int) -> str:
        return self.tr("point") if n == 1 else self.tr("points")

    def _game_over_prompt(self) -> Prompt:
        g = self.game
        m = self.match
        o = g.outcome
        assert o is not None
        how = {"drop": self.tr(" (the double was dropped)"), "resign": self.tr(" (resignation)"),
               "claim": self.tr(" (on time)")}.get(o.reason, "")
        lines = [self.tr("{w} wins {kind}{how}: {n} {points}.").format(
            w=self._name(o.winner), kind=self.tr(_KIND_NAMES[o.kind]) if o.reason != "drop" else
            self.tr("the game"), how=how, n=o.points, points=self._points_word(o.points))]
        s = m.score
        lines.append(self.tr("Score: {a} {sa}, {b} {sb}").format(a=self._name(0), sa=s[0], b=self._name(1),
                                                               sb=s[1]) + (
            self.tr(" (match to {n})").format(n=m.length) if m.length else ""))
        if m.is_over:
            lines.insert(0, self.tr("{w} wins the match!").format(w=self._name(m.winner)))
            return Prompt("\n".join(lines), (("new_match", self.tr("New match")),))
        return Prompt("\n".join(lines), (("next_game", self.tr("Next game")),))

    def _game_over_status(self) -> str:
        if self.match.is_over:
            return self.tr("The match is over: click New match to play again.")
        return self.tr("The game is over: click Next game.")
