"""A match to N points or a money session: games, score, Crawford.

Rules: ../shared/RULES.md "Doubling cube" (Crawford rule, post-Crawford,
match to N points, money play).  The Crawford game is the first game after a
player reaches one point short of the match length; nobody may double in it.
A win is counted up to what the match needs (a player's score never passes
the match length).  Players are 0 and 1.

A match may start at a score other than 0-0 (``start_score``: a record of a
set-up position at 6-3, say).  When one player is already at length - 1 at
the start, the score cannot tell whether the first game is the Crawford
game (it depends on games that are not in the record): the caller says so
(:meth:`Match.new_game`'s ``crawford``), and when it is not, the match is
post-Crawford from its first game on.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Final

from .dice import DiceSource, RandomDice
from .errors import IllegalMoveError, InvalidMatchError, InvalidNotationError, RuleError
from .game import Game, Phase
from .matchid import GameState, MatchState
from .position import Position
from .record import MatchRecord, OutcomeReason, RecordError, Setup
from .rules import RuleOptions

__all__ = ["Match", "MAX_MATCH_LENGTH"]

MAX_MATCH_LENGTH = 99
"""Longest match accepted (FIBS and most servers stop at 99 points)."""

_END_STATES: Final = {OutcomeReason.DROP: GameState.DROPPED, OutcomeReason.RESIGN: GameState.RESIGNED}
"""The Match ID's game state of a game that ended so (any other end: OVER)."""


class Match:
    """A match of ``length`` points (0 = money session) between
    ``players`` (names of players 0 and 1) under ``rules`` (adjusted with
    :meth:`RuleOptions.for_match`).  ``dice`` is shared by all games.
    ``start_score`` is the score (player 0, player 1) before the first
    game: whole numbers >= 0, each below the length in a match.

    Raises :class:`InvalidMatchError` (a :class:`ValueError`) for a length outside 0..99 and a start score
    outside those bounds.
    """

    def __init__(self, length: int = 0, rules: RuleOptions | None = None,
                 players: tuple[str, str] = ("Player 1", "Player 2"), dice: DiceSource | None = None, *,
                 start_score: tuple[int, int] = (0, 0)) -> None:
        if not isinstance(length, int) or isinstance(length, bool) or not 0 <= length <= MAX_MATCH_LENGTH:
            raise InvalidMatchError("match length must be 0 (money) to {most}, got {got}", most=MAX_MATCH_LENGTH,
                                    got=repr(length))
        self.length = length
        self.games: list[Game] = []
        self.start_score = start_score
        self.rules = (rules if rules is not None else RuleOptions()).for_match(length)
        self.players = (str(players[0]), str(players[1]))
        self.dice_source: DiceSource = dice if dice is not None else RandomDice()
        self.info: dict[str, str] = {}
        # (games summed, the last of them, the start score and length, the score after them): see score
        self._kept_score: tuple[int, Game, tuple[tuple[int, int], int], tuple[int, int]] | None = None

    # ------------------------------------------------------------ state
    @property
    def start_score(self) -> tuple[int, int]:
        """The score (player 0, player 1) before the first game.  Set it
        before the first game starts: :class:`InvalidMatchError` unless two whole
        numbers >= 0, each below the length in a match;
        :class:`RuleError` once a game has started."""
        return self._start_score

    @start_score.setter
    def start_score(self, value: tuple[int, int]) -> None:
        if self.games:
            raise RuleError("the starting score is set before the first game")
        self._start_score = _checked_start_score(value, self.length)

    @property
    def game(self) -> Game | None:
        """The current (last started) game, or None before the first."""
        return self.games[-1] if self.games else None

    @property
    def score(self) -> tuple[int, int]:
        """Points of players 0 and 1: the starting score plus the finished
        games.

        The games before the current one are over, and an ended game never
        changes: their sum is kept, and only the games started since it
        was taken are added (a long session is not summed again at each
        new game)."""
        games = self.games
        kept = self._kept_score
        if (kept is not None and kept[0] < len(games) and games[kept[0] - 1] is kept[1]
                and kept[2] == (self._start_score, self.length)):
            done, score = kept[0], list(kept[3])
        else:
            done, score = 0, list(self._start_score)
        for i in range(done, len(games)):
            if i == len(games) - 1 and i and i != done:
                self._kept_score = (i, games[i - 1], (self._start_score, self.length), (score[0], score[1]))
            outcome = games[i].outcome
            if outcome is not None:
                score[outcome.winner] += self._counted(outcome.points, score[outcome.winner])
        return score[0], score[1]

    def _counted(self, points: int, before: int) -> int:
        return min(points, self.length - before) if self.length else points

    @property
    def is_over(self) -> bool:
        """True when a player has reached the match length (never in money
        play: a session ends when the players stop)."""
        return bool(self.length) and max(self.score) >= self.length

    @property
    def winner(self) -> int | None:
        """The match winner (0 or 1), or None while the match goes on."""
        if not self.is_over:
            return None
        s = self.score
        return 0 if s[0] >= self.length else 1

    def _crawford_next(self, score: tuple[int, int], games_before: list[Game]) -> bool | None:
        """Whether the next game is the Crawford game; None when the score
        cannot tell (the first game, with exactly one player at length - 1
        in the starting score)."""
        if not self.length or not self.rules.crawford:
            return False
        if self.length - 1 not in score:
            return False
        if any(g.crawford for g in games_before):
            return False
        if self.length - 1 in self.start_score:
            if games_before:
                return False        # the first game settled it: it was not the Crawford game
            if self.start_score.count(self.length - 1) == 1:
                return None
            return False            # both at length - 1: the Crawford game is behind them
        return True

    @property
    def crawford_undecided(self) -> bool:
        """True when the next game's Crawford flag cannot be derived from
        the score: no game yet, the Crawford rule on, and exactly one player
        at length - 1 in :attr:`start_score` (see :meth:`new_game`)."""
        return not self.games and self._crawford_next(self.score, []) is None

    @property
    def is_crawford_game(self) -> bool:
        """True when the current game is the Crawford game."""
        return self.game is not None and self.game.crawford

    @property
    def is_post_crawford(self) -> bool:
        """True after the Crawford game has been played (the cube is back),
        including a match that starts post-Crawford (a player at length - 1
        in the starting score and its first game not the Crawford game).
        Never in a 1-point match: both players start one point short, so no
        game is the first "after either player reaches" it (RULES.md
        "Doubling cube", Crawford rule; gnubg's Match ID has no Crawford game
        there either)."""
        if self.length == 1:
            return False
        if any(g.crawford for g in self.games[:-1]) or (
                self.game is not None and not self.game.crawford and any(g.crawford for g in self.games)):
            return True
        return (bool(self.length) and self.rules.crawford and self.length - 1 in self.start_score
                and bool(self.games) and not self.games[0].crawford)

    # ------------------------------------------------------------ playing
    def new_game(self, start: Position | None = None, *, setup: Setup | None = None,
                 crawford: bool | None = None) -> Game:
        """Start the next game and return it.

        ``start`` is a position to play the opening roll from instead of
        the starting position (seen by player 0; tests); ``setup`` a
        :class:`Setup` to start from instead of the opening roll (see
        :class:`Game`).  ``crawford`` is whether this is the Crawford game:
        None derives it from the score (RULES.md "Doubling cube"); when the
        score cannot tell (:attr:`crawford_undecided`) None means it is
        (gnubg's reading of a match file, FORMATS.md 1.5), and False makes
        the match post-Crawford from here on.

        Raises :class:`RuleError` if the current game is not over, the
        match is over, ``crawford`` disagrees with what the score says, or
        the set-up is not allowed under these rules.
        """
        if self.game is not None and self.game.phase is not Phase.OVER:
            raise RuleError("the current game is not over")
        if self.is_over:
            raise RuleError("the match is over")
        score = self.score
        derived = self._crawford_next(score, self.games)
        if derived is None:
            derived = True if crawford is None else bool(crawford)
        elif crawford is not None and bool(crawford) != derived:
            if crawford:
                raise RuleError("this game is marked as the Crawford game; at {score} after the games before, "
                                "it is not one", score=f"{score[0]}-{score[1]}")
            raise RuleError("this game is marked not as the Crawford game; at {score} after the games before, "
                            "it is one", score=f"{score[0]}-{score[1]}")
        game = Game(self.rules, self.dice_source, match_length=self.length, score=score,
                    crawford=derived, start=start, setup=setup)
        self.games.append(game)
        return game

    # ------------------------------------------------------------ record
    def to_record(self) -> MatchRecord:
        """The full record of the match (games with their set-ups, actions,
        outcomes; the first game's ``score_before`` is the starting
        score).  The games' records are the games' own (not copies)."""
        g = self.game
        turn_moves = []
        if g is not None and g.phase is Phase.MOVING and g.turn is not None:
            turn_moves = [(m.from_point, m.to_point) for m in g.turn.moves]
        return MatchRecord(players=self.players, match_length=self.length, rules=self.rules,
                           games=[g.record for g in self.games], info=dict(self.info),
                           turn_moves=turn_moves)

    @classmethod
    def replay(cls, record: MatchRecord, dice: DiceSource | None = None, *,
               progress: Callable[[int, int], None] | None = None) -> Match:
        """Rebuild a match by replaying every action of ``record`` through
        the rules.  The first game's ``score_before`` is the starting score;
        each game starts from its ``setup`` if it has one.  Raises
        :class:`RecordError` naming the game and action (0-based) of the
        first action the rules refuse, a starting score at or past the
        match length, a set-up the rules refuse, or a later game's score or
        a Crawford flag that disagrees with the games before it (the first
        game's flag is taken from the record when the starting score cannot
        tell, see :meth:`new_game`).  The last game may be unfinished; it is
        left where the record stops.

        ``progress(done, total)``, when given, is called before each game
        with the games replayed so far and the number of games, and once
        at the end; whatever it raises stops the replay and goes to the
        caller (a reader's Cancel)."""
        match = cls(record.match_length, record.rules, record.players, dice)
        if record.games:
            try:
                match.start_score = record.games[0].score_before  # the setter checks and normalizes it
            except ValueError as exc:
                raise RecordError(exc, 0) from None
        match.info = dict(record.info)
        for gi, grec in enumerate(record.games):
            if progress is not None:
                progress(gi, len(record.games))
            try:
                game = match.new_game(setup=grec.setup, crawford=bool(grec.crawford))
            except RuleError as exc:
                raise RecordError(exc, gi) from None
            game.record.side_lines = list(grec.side_lines)   # the moves taken back, kept beside the game
            if tuple(grec.score_before) != game.score:
                raise RecordError("the record gives the score before this game as {given}, the games before "
                                  "make it {replayed}", gi,
                                  given=f"{grec.score_before[0]}-{grec.score_before[1]}",
                                  replayed=f"{game.score[0]}-{game.score[1]}")
            for ai, action in enumerate(grec.actions):
                try:
                    game.apply(action)
                except (RuleError, IllegalMoveError, InvalidNotationError) as exc:
                    raise RecordError(exc, gi, ai) from None
            if grec.outcome is not None and game.outcome is not None and grec.outcome != game.outcome:
                raise RecordError("the record says {given}, the replay gives {replayed}", gi, given=grec.outcome,
                                  replayed=game.outcome)
            if grec.outcome is not None and game.outcome is None:
                raise RecordError("the record has an outcome but its actions do not end the game", gi)
            if gi < len(record.games) - 1 and game.outcome is None:
                raise RecordError("a game before the last one is unfinished", gi)
        if progress is not None:
            progress(len(record.games), len(record.games))
        if record.turn_moves:
            g = match.game
            if g is None or g.phase is not Phase.MOVING or g.turn is None:
                raise RecordError("the record has moves of a turn in progress, but no turn is being played",
                                  len(record.games) - 1)
            for from_point, to_point in record.turn_moves:
                try:
                    g.turn.move(from_point, to_point)
                except IllegalMoveError as exc:
                    raise RecordError("turn in progress: {reason}", len(record.games) - 1, reason=exc) from None
        return match

    # ------------------------------------------------------------ IDs
    def match_state(self) -> MatchState:
        """The current state in Match ID terms (FORMATS.md section 4).

        After a game has ended this follows gnubg, which is the reference
        for the Match ID (its manual's "technical description" does not
        cover a finished game; what 1.07 shows does): the game state says
        how it ended (2 bear-off, 3 resigned, 4 dropped), the score
        includes the game's points uncapped (a gammon that wins a 1-point
        match at 0-0 shows 2-0), and see :func:`_after_the_game` for the
        player on roll, the dice and the resignation field."""
        g = self.game
        jacoby = self.rules.jacoby
        if g is None:
            return MatchState(match_length=self.length, score=self.score, game_state=GameState.NONE,
                              jacoby=jacoby)
        on_roll = max(g.on_roll, 0)
        if g.phase is Phase.OPENING:
            state = GameState.NONE
        elif g.phase is Phase.OVER:
            state = _END_STATES.get(g.outcome.reason, GameState.OVER) if g.outcome else GameState.OVER
        else:
            state = GameState.PLAYING
        dice = (0, 0)
        if g.phase in (Phase.MOVING, Phase.RESIGNED) and g.dice is not None:
            dice = (max(g.dice), min(g.dice))
        pending = g.pending_resignation
        to_act = g.to_act if g.to_act >= 0 else on_roll
        resignation = pending[1] if pending else 0
        score = g.score
        if g.phase is Phase.OVER and g.outcome is not None:
            on_roll, to_act, resignation, dice, score = _after_the_game(g, on_roll, to_act)
        return MatchState(
            cube_value=g.cube_value, cube_owner=g.cube_owner, player_on_roll=on_roll,
            crawford=g.crawford, game_state=state, player_to_act=to_act,
            double_offered=g.phase is Phase.DOUBLED, resignation=resignation,
            dice=dice, match_length=self.length, score=score, jacoby=jacoby)

    def match_id(self) -> str:
        """The gnubg Match ID of the current state."""
        return self.match_state().match_id()


def _after_the_game(g: Game, on_roll: int, to_act: int) -> tuple[int, int, int, tuple[int, int], tuple[int, int]]:
    """``(player on roll, player to act, resignation, dice, score)`` of
    the Match ID of a finished game, as GNU Backgammon 1.07 shows it there
    (``show board`` after the game; checked by tests/interop): the score
    includes the game's points, not capped at the match length (gnubg adds
    them as won); after a bear-off the turn has passed to the loser, dice
    not rolled; after a resignation the offered value and any dice rolled
    before it stay; after a drop the dropper (the loser) is the player to
    act, the doubler stays on roll."""
    out = g.outcome
    assert out is not None
    score = [g.score[0], g.score[1]]
    score[out.winner] += out.points
    resignation, dice = 0, (0, 0)
    if out.reason == OutcomeReason.BEAROFF:
        on_roll = to_act = 1 - out.winner
    elif out.reason == OutcomeReason.DROP:
        to_act = 1 - out.winner          # gnubg leaves the turn with the player who answered
    elif out.reason == OutcomeReason.RESIGN:
        actions = g.record.actions
        at = max((i for i, a in enumerate(actions) if a.kind == "resign"), default=-1)
        if at >= 0:
            resignation = actions[at].value or 0
            before = actions[at - 1] if at > 0 else None
            if before is not None and before.kind in ("roll", "opening") and before.dice is not None:
                dice = (max(before.dice), min(before.dice))
    return on_roll, to_act, resignation, dice, (score[0], score[1])


def _checked_start_score(start_score: Iterable[object], length: int) -> tuple[int, int]:
    """``start_score`` as a pair of ints; :class:`InvalidMatchError` unless both
    are whole numbers >= 0 and, in a match, below ``length`` (anything
    else, not iterable at all too, from an untyped caller)."""
    try:
        start = tuple(start_score)
    except TypeError:
        start = ()
    whole = [n for n in start if isinstance(n, int) and not isinstance(n, bool) and n >= 0]
    if len(start) != 2 or len(whole) != 2:
        raise InvalidMatchError("the starting score must be two whole numbers >= 0, got {got}", got=repr(start_score))
    if length and max(whole) >= length:
        raise InvalidMatchError("the starting score {score} is not below the match length {length}: that match is "
                                "already over", score=f"{whole[0]}-{whole[1]}", length=length)
    return whole[0], whole[1]
