"""Building a :class:`MatchRecord` from a file, one action at a time,
through the rules model.

The text formats (.mat, SGF) say what happened turn by turn; this builder
feeds each turn to the model's :class:`~backgammon_qt.model.match.Match`
and :class:`~backgammon_qt.model.game.Game`, so every move is checked on
the board as it is read (and an error names the line), move text in any
producer's spelling is stored in gnubg's form (``str(play)``), and the
outcome of every game comes from the rules.  The builder adds only what a
file leaves implicit:

- the opening roll: a file shows the two opening dice as one roll of the
  player who moved; the higher die goes to the mover (FORMATS.md 1.2);
- a dance written twice (the same roll by the same player, nothing
  played, when the turn has passed): read once, as gnubg 1.07 reads the
  ``;B[22];B[22]`` it writes for a dance followed by a resignation;
- a roll with nothing played although a play was possible, followed by a
  result: the roller resigned after rolling (gnubg writes ``51:`` then
  ``Wins``; XG and Backgammon Studio ``51: ???``);
- a result that the actions do not reach (``Wins`` in .mat, ``RE[..R]`` in
  SGF): the loser resigned; the value is the points divided by the cube,
  rounded **up** to a whole single, gammon or backgammon (as GNU
  Backgammon 1.07 reads them: 1/3/5/7 points at cube 2 are a resigned
  single/gammon/backgammon/backgammon, scored 2/4/6/6; checked against
  gnubg by tests/interop).  Backgammon Galaxy writes the points of a
  match's last game capped at what the winner needed (``Wins 3 point and
  the match`` for a gammon at cube 2 when 3 were needed); such a cap is
  read without a warning;
- a game resigned before its opening roll (Backgammon Galaxy writes
  ``Losses 3 point`` then ``Wins 3 point``): kept, scored, with a
  warning (gnubg drops such a game silently, which loses its points);
- the Crawford game, as gnubg infers it (FORMATS.md 1.5): the first game
  with one player at length - 1.  A double in it is accepted with a
  warning (the game is then replayed as a non-Crawford game), and the
  games after it are post-Crawford;
- the starting score: the first game's score in the file (a match may
  start at 6-3); when it has one player at length - 1 the file's own
  Crawford mark decides (SGF ``CrawfordGame``), else (.mat) that game is
  the Crawford game, as gnubg reads it;
- the take of a beaver: gnubg's .mat and SGF write none (in gnubg the
  original doubler must accept a beaver), the doubler's next roll says it;
- a set-up position (SGF set-up nodes) starts its game instead of the
  opening roll; when it gives the dice, the file's first move repeats
  them, and only its play is applied.

Players are 0 and 1 (.mat left column / SGF White = 0).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import NamedTuple

from ..model.errors import CodedError, IllegalMoveError, InvalidNotationError, RuleError, Word, shown
from ..model.game import Game, Phase
from ..model.match import MAX_MATCH_LENGTH, Match
from ..model.moves import Play
from ..model.position import Position
from ..model.record import Action, ActionKind, GameRecord, MatchRecord, Setup
from ..model.rules import RuleOptions
from .errors import FileWarning, MatchFileError, PathArg

__all__ = ["RecordBuilder", "Where", "replay_game", "start_game", "Turn", "game_turns", "GameTexts", "reporting",
           "progress_hook", "keeping_match", "MAX_GAMES", "MAX_GAME_ACTIONS", "MAX_ACTIONS", "MAX_POINTS"]

MAX_GAMES = 10_000
"""Most games read from one file.  A money session never ends, so this is
no count a session reaches: 10,000 games of real play are several times
what the 20 MiB file size cap (:data:`~backgammon_qt.io.MAX_FILE_BYTES`)
holds in the native format; it bounds the memory of a file of empty
games (the same bound as the native format's)."""
MAX_GAME_ACTIONS = 10_000
"""Most actions read in one game (a real game has about 100 to 200; a
long back game with dances a few hundred); a hostile file of one endless
game is refused once past it, after bounded time."""
MAX_ACTIONS = 4_000_000
"""Most actions read from one file, all games together: more than a file
of the largest size read (20 MiB, at 5 bytes or more an action) can hold
of real play, so only the size bounds a real session; the time to replay
grows with the size (off the window's thread, with progress and Cancel)."""
MAX_POINTS = 10_000
"""Largest score or number of points read; anything bigger is refused as
absurd (the largest cube in a real match is 64 or so)."""

_MODEL_ERRORS = (RuleError, IllegalMoveError, InvalidNotationError)

THE_RESULT = CodedError("the result")
THE_RESIGNATION = CodedError("the resignation")
"""What a result or a resignation is called in a message when the file's
own words are not quoted (translated like any error text)."""




_LOCAL = threading.local()


@contextmanager
def reporting(progress: Callable[[int, int], None]) -> Iterator[None]:
    """While in the block, on this thread, a reader calls
    ``progress(done, total)`` as it replays each game: ``done`` the games
    replayed so far, ``total`` the games in the file (0 while unknown); a
    writer as it writes each game (``done`` the games written so far, of
    ``total``, then ``total`` of ``total``).
    Whatever ``progress`` raises stops the reading and goes to the caller
    (a Cancel); it is not turned into a :class:`MatchFileError`."""
    old = getattr(_LOCAL, "progress", None)
    _LOCAL.progress = progress
    try:
        yield
    finally:
        _LOCAL.progress = old


def progress_hook() -> Callable[[int, int], None] | None:
    """The ``progress`` of the innermost :func:`reporting` block on this
    thread, or None."""
    hook: Callable[[int, int], None] | None = getattr(_LOCAL, "progress", None)
    return hook


@contextmanager
def keeping_match() -> Iterator[list[Match]]:
    """While in the block, on this thread, a reader that replays the file
    as it reads it (.mat, SGF) puts the :class:`Match` it replayed in the
    list yielded, so that a caller who plays on does not replay the record
    a second time (``Match.replay(record)`` of the record read gives the
    same match).  The match's games keep game records of their own: playing
    on does not change the record read.  The list stays empty when the
    reader kept none (another format; a file whose Crawford double changed
    the rules while it was read, which ``Match.replay`` replays under the
    changed rules from the start)."""
    old = getattr(_LOCAL, "kept", None)
    kept: list[Match] = []
    _LOCAL.kept = kept
    try:
        yield kept
    finally:
        _LOCAL.kept = old


class Where(NamedTuple):
    """Where in the file an action comes from: 1-based ``line`` (text
    formats) and ``move`` (the file's own move or node number).  A named
    tuple (immutable): a reader makes one for every action."""

    line: int | None = None
    move: int | None = None


_NOWHERE = Where()
"""No line, no move (the default)."""


def _ascii_digits(text: str) -> bool:
    """True when every digit in ``text`` is an ASCII digit 0-9 (Python's
    ``int()`` and ``\\d`` take any Unicode digit: ``'٣'`` is 3)."""
    return text.isascii() or all(ch.isascii() for ch in text if ch.isdigit() or ch.isnumeric())


class RecordBuilder:
    """Replays a file's turns through the model while it is read.

    ``path`` names the file in errors.  Every method raises
    :class:`MatchFileError` with the game number and ``where`` when the
    rules refuse the action.  :attr:`warnings` collects what the file got
    wrong but could be read anyway.
    """

    def __init__(self, path: PathArg | None, match_length: int, rules: RuleOptions, players: tuple[str, str],
                 where: Where = _NOWHERE, *, expected_games: int = 0) -> None:
        self.path = path
        self._expected_games = expected_games      # for the progress reported (0: unknown)
        self._progress = progress_hook()
        if not 0 <= match_length <= MAX_MATCH_LENGTH:
            raise MatchFileError("a {length}-point match is longer than the {most} points supported", path,
                                 line=where.line, length=match_length, most=MAX_MATCH_LENGTH)
        self.match = Match(match_length, rules, players)
        self.warnings: list[str] = []      # FileWarning: the English text, and the template to translate
        self.game: Game | None = None
        self._crawford_seen = False
        self._actions = 0
        self._unplayed: tuple[int, Where] | None = None   # (player, where) of a roll left unplayed
        self._setup_dice = False     # the game's set-up rolled dice that no move of the file has repeated yet
        self._rules_changed = False  # a double in the Crawford game turned the Crawford rule off

    # ------------------------------------------------------------ helpers
    @property
    def game_number(self) -> int:
        """1-based number of the current game (0 before the first)."""
        return len(self.match.games)

    def name(self, player: int) -> str:
        """Player ``player``'s name for a message, cut short when long."""
        name = " ".join(self.match.players[player].split())
        return name if len(name) <= 40 else name[:40] + "..."

    def error(self, reason: str | BaseException, where: Where = _NOWHERE, **values: object) -> MatchFileError:
        """A :class:`MatchFileError` at ``where`` in the current game: the
        reason is a template with ``values`` or a model error."""
        return MatchFileError(reason, self.path, line=where.line,
                              game=self.game_number or None, move=where.move, **values)

    def warn(self, reason: str, where: Where = _NOWHERE, **values: object) -> None:
        """Add a warning (a :class:`FileWarning`): ``reason`` a template
        filled with ``values``, at ``where`` in the current game."""
        self.warnings.append(FileWarning(reason, game=self.game_number or None, line=where.line, **values))

    def _next_action(self, where: Where) -> Game:
        """The game the next action goes to, once the limits allow one more."""
        game = self.game
        if game is None:
            raise self.error("an action before the first game", where)
        if self._unplayed is not None:
            raise self._unplayed_error()
        self._actions += 1
        if self._actions > MAX_ACTIONS:
            raise self.error("more than {n} actions; this is not a real match file", where, n=MAX_ACTIONS)
        if len(game.record.actions) >= MAX_GAME_ACTIONS:
            raise self.error("more than {n} actions in one game; this is not a real match file", where,
                             n=MAX_GAME_ACTIONS)
        return game

    def _apply(self, action: Action, where: Where) -> None:
        game = self._next_action(where)
        try:
            game.apply(action)
        except _MODEL_ERRORS as exc:
            raise self.error(exc, where) from None

    def _apply_move(self, player: int, play: str, where: Where) -> None:
        """:meth:`_apply` of ``Action("move", player, play=play)``, without
        making that action (see :meth:`Game.replay_move`)."""
        game = self._next_action(where)
        try:
            game.replay_move(player, play)
        except _MODEL_ERRORS as exc:
            raise self.error(exc, where) from None

    def _unplayed_error(self) -> MatchFileError:
        assert self._unplayed is not None
        player, at = self._unplayed
        return self.error("{name}'s roll has a legal play, but no move is written and no resignation follows", at,
                          name=self.name(player))

    # ------------------------------------------------------------ games
    def new_game(self, where: Where = _NOWHERE, *, score: tuple[int, int] | None = None,
                 crawford: bool | None = None, setup: Setup | None = None,
                 setup_where: Where | None = None) -> Game:
        """Start the next game.  ``score`` is the score the file gives
        before it: the starting score for the first game (refused at or
        past the match length), else checked against the results so far (a
        difference is a warning).  ``crawford`` is the file's own Crawford
        mark (SGF), else it is inferred from the score; for a first game
        whose score cannot tell, the mark decides (None: it is the Crawford
        game).  ``setup`` starts the game from a set-up position (refused
        when the rules do not allow it, at ``setup_where`` if given)."""
        if self.game is not None:
            self._check_finished(where)
        if self._progress is not None:
            self._progress(len(self.match.games), max(self._expected_games, len(self.match.games)))
        if len(self.match.games) >= MAX_GAMES:
            raise MatchFileError("more than {n} games; this is not a real match file", self.path,
                                 line=where.line, game=len(self.match.games) + 1, move=where.move, n=MAX_GAMES)
        if not self.match.games and score is not None and tuple(score) != self.match.start_score:
            try:
                self.match.start_score = (score[0], score[1])
            except ValueError as exc:
                raise MatchFileError(exc, self.path, line=where.line, game=1) from None
        undecided = self.match.crawford_undecided
        try:
            game = self.match.new_game(setup=setup, crawford=crawford if undecided else None)
        except RuleError as exc:
            self.game = None
            number = len(self.match.games) + 1
            if self.match.is_over:
                raise MatchFileError("a game after the end of the match ({reason})", self.path,
                                     line=where.line, game=number, reason=exc) from None
            at = setup_where or where       # else the rules refuse the set-up
            raise MatchFileError(exc, self.path, line=at.line, game=number, move=at.move) from None
        self.game = game
        self._setup_dice = setup is not None and setup.dice is not None
        inferred = game.crawford and not self._crawford_seen
        if inferred:
            self._crawford_seen = True
        if crawford is not None and crawford != inferred and not undecided:
            if crawford:
                self.warn("the file marks this game as the Crawford game, the score says it is not; "
                          "following the score", where)
            else:
                self.warn("the file does not mark this game as the Crawford game, the score says it is; "
                          "following the score", where)
        if score is not None and tuple(score) != tuple(game.score):
            self.warn("the file gives the score as {given}, the results of the games before make it {replayed}",
                      where, given=f"{score[0]}-{score[1]}", replayed=f"{game.score[0]}-{game.score[1]}")
        return game

    def _check_finished(self, where: Where) -> None:
        if self._unplayed is not None:
            raise self._unplayed_error()
        assert self.game is not None
        if self.game.phase is not Phase.OVER:
            raise self.error("this game has no result, but another game follows", where)

    # ------------------------------------------------------------ turns
    def roll(self, player: int, dice: tuple[int, int], play: str | None,
             where: Where = _NOWHERE, *, resigns: bool = False) -> None:
        """``player`` rolled ``dice`` and played ``play`` (move text in any
        spelling the model parses; ``None`` or ``""`` when nothing is
        written).  The game's first roll is the opening roll.  Nothing
        written is a dance when no play is legal; otherwise the roller must
        resign next (``resigns=True`` says the file marks it, ``???``)."""
        game = self.game
        if game is None:
            raise self.error("a roll before the first game", where)
        d1, d2 = dice
        if not (1 <= d1 <= 6 and 1 <= d2 <= 6):
            raise self.error("dice {dice} are not two numbers 1..6", where, dice=f"{d1}{d2}")
        phase = game.phase
        if phase is Phase.ROLLING and player != game.on_roll and self._repeats_dance(player, dice, play):
            return      # (in the rolling phase the player on roll is the one to act)
        if self._setup_dice:
            self._setup_dice = False
            setup = game.record.setup
            assert setup is not None and setup.dice is not None
            same = player == setup.on_roll and sorted(dice) == sorted(setup.dice)
            if game.phase is Phase.MOVING:
                # the set-up rolled these dice already: the file's first move repeats them
                if not same:
                    raise self.error("the set-up gives {name} the dice {dice}, but the first move is "
                                     "{mover}'s {rolled}", where, name=self.name(setup.on_roll),
                                     dice=f"{setup.dice[0]}{setup.dice[1]}", mover=self.name(player),
                                     rolled=f"{d1}{d2}")
                self._play_rolled(player, dice, play, where, resigns)
                return
            if same:
                # the set-up's roll had no legal play and passed; the file writes that dance
                if play and play.strip():
                    raise self.error("{dice} has no legal play here, but the file plays {play}", where,
                                     dice=f"{d1}{d2}", play=shown(play.strip()))
                return
            # else the set-up's roll passed and this is the next player's roll
        if (phase is Phase.DOUBLED and player == game.to_act and game.record.actions
                and game.record.actions[-1].kind == "beaver"):
            # gnubg writes no answer to a beaver (in gnubg the original doubler must accept it):
            # the doubler's roll says the beaver was taken
            self._apply(Action("take", player), where)
            phase = game.phase
        if phase is Phase.OPENING:
            if d1 == d2:
                raise self.error("the opening roll cannot be a double ({dice}): each player "
                                 "rolls one die and ties are rolled again", where, dice=f"{d1}{d2}")
            high, low = max(d1, d2), min(d1, d2)
            self._apply(Action("opening", player, (high, low) if player == 0 else (low, high)), where)
        else:
            self._apply(Action(ActionKind.ROLL, player, (d1, d2)), where)
        self._play_rolled(player, dice, play, where, resigns)

    def _repeats_dance(self, player: int, dice: tuple[int, int], play: str | None) -> bool:
        """True when this roll writes again the dance just before it: the
        same player, the same dice, nothing played, the turn already passed.
        gnubg 1.07 writes a dance followed by a resignation so
        (``;B[22];B[22]``) and reads the second as nothing."""
        game = self.game
        if game is None or game.phase is not Phase.ROLLING or player == game.to_act or (play and play.strip()):
            return False
        last = game.record.actions[-1] if game.record.actions else None
        return (last is not None and last.kind == "roll" and last.player == player and last.dice is not None
                and sorted(last.dice) == sorted(dice))

    def _play_rolled(self, player: int, dice: tuple[int, int], play: str | None, where: Where,
                     resigns: bool) -> None:
        """The play written after a roll (see :meth:`roll`)."""
        game = self.game
        assert game is not None
        if play and not play.isascii() and not _ascii_digits(play):
            raise self.error("cannot read the move {play}: point numbers are written with the digits 0-9", where,
                             play=shown(play.strip()))
        if game.phase is Phase.MOVING:
            if play and ("!" <= play[0] <= "~" or play.strip()):    # (printable ASCII first: not blank)
                if resigns:
                    raise self.error("a move and a resignation in one cell", where)
                self._apply_move(player, play, where)
            else:
                self._unplayed = (player, where)
        elif play and play.strip() and play.strip().lower() not in ("cannot move", "(no legal move)"):
            raise self.error("{dice} has no legal play here, but the file plays {play}", where,
                             dice=f"{dice[0]}{dice[1]}", play=shown(play.strip()))

    def cube(self, kind: str, player: int, where: Where = _NOWHERE, *, value: int | None = None) -> None:
        """A cube action: ``kind`` is ``double``, ``take``, ``drop`` or
        ``beaver``; ``value`` the cube value the file writes with a double
        or beaver (checked, a difference is a warning).  A double in the
        Crawford game is accepted with a warning (FORMATS.md 1.5)."""
        game = self.game
        if game is None:
            raise self.error("{what} before the first game", where, what=Word(kind))
        if kind == "double" and game.crawford and game.phase is Phase.ROLLING:
            # The match was played without the Crawford rule: read it so, and
            # the record replays as it was played (Match.replay checks the
            # Crawford flags against the rules and the score).
            self.warn("a double in the Crawford game: the file breaks the Crawford rule; "
                      "read as a match without the Crawford rule", where)
            self.match.rules = replace(self.match.rules, crawford=False)
            self._rules_changed = True
            game.rules = self.match.rules
            game.crawford = False
            game.record.crawford = False
        expected = None
        if kind == "double":
            expected = game.cube_value * 2
        elif kind == "beaver":
            expected = game.cube_value * 4
        self._apply(Action(kind, player), where)
        if value is not None and expected is not None and value != expected:
            self.warn("the file writes the cube as {value}, it is {expected}", where, value=value, expected=expected)

    def resign(self, player: int, value: int, where: Where = _NOWHERE) -> None:
        """``player`` offers to resign ``value`` (1..3)."""
        self._unplayed = None
        self._apply(Action("resign", player, value=value), where)

    def resign_points(self, player: int, points: int, where: Where = _NOWHERE, *,
                      what: str | CodedError = THE_RESIGNATION) -> None:
        """``player`` resigns a game worth ``points``: the value is
        ``points / cube`` rounded **up**, at most 3 (a backgammon), as GNU
        Backgammon 1.07 reads a ``Wins`` line that the moves do not reach
        (1/3/5/7 points at cube 2 are 1/2/3/3).  A warning says so when the
        points are not a whole single, gammon or backgammon, unless they
        are the points the winner needed to end the match (Backgammon
        Galaxy caps ``Wins N and the match`` so) and the rounded value
        reaches them."""
        game = self.game
        if game is None:
            raise self.error("{what} before the first game", where, what=what)
        cube = game.cube_value
        value = min(max(-(-points // cube), 1), 3)
        if points != value * cube and not (self._ends_match(1 - player, value * cube)
                                           and points == self._needed(1 - player)):
            self.warn("{what} gives {points} points at cube {cube}: not a single, gammon or backgammon; "
                      "recorded as a resignation worth {value} ({worth} points), as gnubg reads it", where,
                      what=what, points=points, cube=cube, value=value, worth=value * cube)
        self.resign(player, value, where)

    def _needed(self, player: int) -> int:
        """Points ``player`` still needs to win the match (0 in money play)."""
        if not self.match.length:
            return 0
        return self.match.length - self.match.score[player]

    def _ends_match(self, winner: int, points: int) -> bool:
        """True when ``winner`` winning ``points`` now ends the match."""
        return bool(self.match.length) and points >= self._needed(winner)

    def answer_resignation(self, accept: bool, where: Where = _NOWHERE) -> None:
        """The opponent accepts or declines the pending resignation."""
        game = self.game
        if game is None or game.phase is not Phase.RESIGNED:
            raise self.error("an answer to a resignation that was not offered", where)
        self._apply(Action("accept" if accept else "decline", game.to_act), where)

    # ------------------------------------------------------------ results
    def result(self, winner: int, points: int, where: Where = _NOWHERE, *,
               resigned: bool | None = None, what: str | CodedError = THE_RESULT) -> None:
        """The file says ``winner`` won ``points`` (``resigned``: the file
        says the loser resigned; None when it does not say).  A game the
        actions already ended is cross-checked (a difference is a warning);
        otherwise the loser resigns: value = points / cube, clamped to 1..3
        with a warning when that is not a whole 1, 2 or 3."""
        game = self.game
        if game is None:
            raise self.error("{what} before the first game", where, what=what)
        if points < 1 or points > MAX_POINTS:
            raise self.error("{what} gives {points} points, which no game can score", where, what=what, points=points)
        if game.phase is Phase.OVER:
            self._unplayed = None
            out = game.outcome
            assert out is not None
            capped = (out.winner == winner and out.points > points and self.match.is_over
                      and points == self.match.length - game.score[winner])
            if (out.winner != winner or out.points != points) and not capped:
                said = dict(what=what, winner=winner, name=self.name(winner), points=points, other=out.winner,
                            other_name=self.name(out.winner), got=out.points, how=Word(out.reason))
                if points == 1:
                    self.warn("{what} says player {winner} ({name}) won 1 point; the game as played gives "
                              "player {other} ({other_name}) {got} ({how})", where, **said)
                else:
                    self.warn("{what} says player {winner} ({name}) won {points} points; the game as played "
                              "gives player {other} ({other_name}) {got} ({how})", where, **said)
            elif resigned and out.reason != "resign":
                self.warn("{what} says the loser resigned, but the game ended by {how}", where, what=what,
                          how=Word(out.reason))
            return
        if game.phase is Phase.OPENING:
            # Backgammon Galaxy: a game resigned before its opening roll.
            # gnubg drops it (and its points); it is kept here, scored.
            self.warn("{what} ends a game before its opening roll: read as a resignation before the game began",
                      where, what=what)
        if game.phase is Phase.DOUBLED:
            if game.to_act == 1 - winner:
                self.warn("{what} follows a double with no answer; taken as a drop", where, what=what)
                self._apply(Action("drop", 1 - winner), where)
                self.result(winner, points, where, resigned=resigned, what=what)
                return
            raise self.error("{what} names player {winner} as the winner, but player {winner} "
                             "has a double to answer", where, what=what, winner=winner)
        if game.phase is Phase.RESIGNED:
            self.answer_resignation(True, where)
            self.result(winner, points, where, resigned=resigned, what=what)
            return
        if resigned is False:
            self.warn("{what} gives a winner, but the game is not over; taken as a resignation", where, what=what)
        self.resign_points(1 - winner, points, where, what=what)
        self.answer_resignation(True, where)

    # ------------------------------------------------------------ the end
    def finish(self, where: Where = _NOWHERE) -> MatchRecord:
        """The record.  The last game may be unfinished (a match saved in
        play), even with its last roll not played yet."""
        if not self.match.games:
            raise self.error("the file holds no game", where)
        record = self.match.to_record()
        kept = getattr(_LOCAL, "kept", None)
        if kept is not None and not self._rules_changed:
            for game in self.match.games:           # (the record keeps the records read)
                game.record = replace(game.record, actions=list(game.record.actions),
                                      side_lines=list(game.record.side_lines))
            kept.append(self.match)
        return record


def start_game(record: MatchRecord, index: int) -> Game:
    """Game ``index`` of ``record`` as it starts: at its score, with its
    Crawford flag, from its set-up if it has one (before any action).
    Raises :class:`RuleError` for a set-up the rules refuse."""
    grec = record.games[index]
    return Game(record.rules.for_match(record.match_length), match_length=record.match_length,
                score=grec.score_before, crawford=grec.crawford, setup=grec.setup)


def replay_game(record: MatchRecord, index: int) -> Iterator[tuple[Action, Play | None, Game]]:
    """Replay game ``index`` of ``record`` through the model for a writer:
    yields each action, the :class:`Play` it made (``move`` actions, else
    None) and the game after it.  Writers need the plays' single-die steps
    (gnubg writes ``24/18 18/13``, SGF one letter pair per die), which the
    record's move text does not spell out.

    Raises the model's errors (``ValueError`` subclasses) for an action the
    rules refuse.
    """
    grec = record.games[index]
    game = start_game(record, index)
    apply = game.apply
    for action in grec.actions:
        if action.kind is ActionKind.MOVE and action.player != game.to_act:
            raise RuleError("move by player {player}, but player {actor} is to act", player=action.player,
                            actor=game.to_act)
        yield action, apply(action), game


class Turn(NamedTuple):
    """One entry of a game as the text formats write it (see :func:`game_turns`);
    a named tuple (immutable, and made for every turn of every game written).

    - ``kind`` ``"roll"``: ``player`` rolled ``dice`` (an opening roll's
      mover's die first) and played ``play``, or nothing (``play`` None: a
      dance, or a roll not played because a resignation followed or the
      record ends there).  ``action``: the index of the roll's action in
      the game (-1 for the dice of a set-up, ``from_setup`` True: the
      set-up says them); ``play_action`` that of the move (-1: none);
      ``start`` the board at the start of the turn, seen by ``player``
      (None for a dance), from which the play's alternatives are legal.
    - ``kind`` ``"double"``, ``"beaver"``, ``"take"`` or ``"drop"``: a cube
      action by ``player``, ``action`` its index, ``cube_value`` the cube's
      value in the game after it (a double turns the cube on its take, so
      a double's offered value is twice this).
    """

    kind: str
    player: int
    dice: tuple[int, int] | None = None
    play: Play | None = None
    action: int = -1
    play_action: int = -1
    cube_value: int = 1
    from_setup: bool = False
    start: Position | None = None


def _rolled(action: Action) -> tuple[int, int]:
    """The dice of a roll or (won) opening action, the roller's die first."""
    d = action.dice
    assert d is not None
    return (d[action.player], d[1 - action.player]) if action.kind == "opening" else (d[0], d[1])


def game_turns(record: MatchRecord, index: int) -> Iterator[Turn]:
    """Game ``index`` of ``record`` as the .mat and SGF writers walk it (a
    roll paired with its play, cube actions), replayed through the model
    (:func:`replay_game`).  A tied opening roll, resignations and their
    answers and time claims are left out (the result says them); a roll
    that was not played (a resignation accepted after it, or the record
    ends there) is yielded last -- after a resignation declined, the roll
    is paired with the play that follows.  A set-up that gives the dice,
    with a play to make, opens with that roll (``from_setup``; the file's
    first move repeats it, as gnubg writes).  Raises
    :class:`MatchFileError` (its ``game`` ``index + 1`` and ``move`` the
    1-based action the rules refuse, the model's reason kept) for a record
    the rules refuse, and the model's :class:`RuleError` for a set-up they
    refuse."""
    pending: Turn | None = None         # a roll waiting for its play
    setup = record.games[index].setup
    if setup is not None and setup.dice is not None:
        first = start_game(record, index).turn
        if first is not None:
            pending = Turn("roll", setup.on_roll, setup.dice, from_setup=True, start=first.start)
    at = -1                             # the last action replayed (the one after it is the one refused)
    try:
        for ai, (action, play, game) in enumerate(replay_game(record, index)):
            at = ai
            kind = action.kind
            if kind in ("opening", "roll"):
                if action.player not in (0, 1):
                    continue                # a tie, rolled again
                if game.turn is None:       # no legal play: a dance
                    yield Turn("roll", action.player, _rolled(action), action=ai)
                else:
                    pending = Turn("roll", action.player, _rolled(action), action=ai, start=game.turn.start)
            elif kind == "move":
                if pending is None or play is None:
                    raise MatchFileError("a move by player {player} without a roll before it", game=index + 1,
                                         move=ai + 1, player=action.player)
                yield Turn("roll", pending.player, pending.dice, play, pending.action, ai,
                           from_setup=pending.from_setup, start=pending.start)
                pending = None
            elif kind in ("double", "beaver", "take", "drop"):
                yield Turn(kind, action.player, action=ai, cube_value=game.cube_value)
    except _MODEL_ERRORS as exc:
        raise MatchFileError(exc, game=index + 1, move=at + 2) from None
    if pending is not None:
        yield pending                   # rolled, then resigned (accepted), or the record ends there


def _snapshot(game: GameRecord) -> tuple[object, ...]:
    """What a writer reads of ``game``: its score, Crawford flag, actions
    (frozen values; the tuple compares them by identity first, so an
    unchanged game compares in a few microseconds), outcome and set-up."""
    return (game.score_before, game.crawford, tuple(game.actions), game.outcome, game.setup)


class GameTexts:
    """The text a writer made of each game, kept from one call to the next,
    so that saving a long session again renders only the games that
    changed (a game played on, a new game), not every game.

    A game's text is reused only when the same :class:`GameRecord` object
    comes again with the same score, Crawford flag, actions, outcome and
    set-up, and the same ``context`` (whatever else of the record the text
    depends on: its place, the players, the rules...); anything else is
    rendered afresh.  Only the games of the last call are kept.  Safe to
    share between threads: a call reads the entries of an earlier one and
    replaces them whole (a lost entry is rendered again)."""

    def __init__(self) -> None:
        self._entries: dict[int, tuple[GameRecord, tuple[object, ...], Hashable, str]] = {}

    def texts(self, games: list[GameRecord], context: Callable[[int], Hashable],
              render: Callable[[int], str]) -> list[str]:
        """The text of each of ``games`` in order: ``render(index)`` for a
        game not written unchanged by the last call, whose ``context(index)``
        must also compare equal."""
        old = self._entries
        new: dict[int, tuple[GameRecord, tuple[object, ...], Hashable, str]] = {}
        out = []
        hook = progress_hook()                  # (a save reporting its progress: see reporting)
        for index, game in enumerate(games):
            if hook is not None:
                hook(index, len(games))
            snapshot = _snapshot(game)
            where = context(index)
            hit = old.get(id(game))
            if hit is not None and hit[0] is game and hit[1] == snapshot and hit[2] == where:
                text = hit[3]
            else:
                text = render(index)
            new[id(game)] = (game, snapshot, where, text)
            out.append(text)
        self._entries = new
        if hook is not None:
            hook(len(games), len(games))
        return out

    def clear(self) -> None:
        """Forget every text."""
        self._entries = {}
