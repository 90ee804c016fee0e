"""Set-up positions put into play: a pasted ID or position text, or a
position made in the editor, becomes a match of one set-up game in the
session.

The parsing is the model's (:mod:`backgammon_qt.model.position_text`);
the rules' checks are :meth:`Match.replay`'s.  What cannot be read or
played is refused with :class:`PositionError` (the model's reason in the
player's language, :func:`~.wording.error_text`) and the match in play
stays.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from backgammon_qt.app.settings import HUMAN
from backgammon_qt.app.translations import ContextTr
from backgammon_qt.model.game import Phase
from backgammon_qt.model.match import Match
from backgammon_qt.model.position_edit import EditedPosition
from backgammon_qt.model.position_text import PositionText, PositionTextError, parse_position_text, position_record
from backgammon_qt.model.record import RecordError, Setup
from backgammon_qt.model.rules import RuleOptions

from .engine_jobs.computer import default_name
from .wording import error_text, sentence

if TYPE_CHECKING:
    from .match import MatchController
    from .session import Session

__all__ = ["PositionError", "EditorStart", "match_from_text", "match_from_setup", "paste", "start_pasted",
           "start_setup", "editor_state", "problem_texts"]


_tr = ContextTr("Positions")


# The model's board checks (Position.validate) speak of "the player on roll" and its numbering;
# the editor names the player and numbers the point as the board it shows does.
_CHECKERS_OF = {
    "the player on roll has {n} checkers (must be 15)": 0,      # the player on roll
    "the opponent has {n} checkers (must be 15)": 1,            # the other player
}
_BOTH_ON_POINT = "point {point} (player on roll's numbering) holds checkers of both sides"


def problem_texts(edited: EditedPosition, bottom: int = 0) -> list[str]:
    """What keeps ``edited`` from being started (:meth:`EditedPosition.problems`),
    in the player's language, each a whole sentence (a capital first, a full
    stop last: :func:`~.wording.sentence`), with the players named and a
    point numbered as on the board whose bottom player is ``bottom`` (0 or
    1); [] when it can be started."""
    texts = []
    for problem in edited.problems():
        values = problem.values
        if problem.template in _CHECKERS_OF:
            player = edited.on_roll ^ _CHECKERS_OF[problem.template]
            count = values["n"]
            n = count if isinstance(count, int) else -1
            texts.append(_tr("{name} has %n checker(s) (must be 15)", None, n).format(name=edited.names[player]))
        elif problem.template == _BOTH_ON_POINT:
            point = values["point"]
            assert isinstance(point, int)
            shown = point if edited.on_roll == bottom else 25 - point
            texts.append(_tr("the {point}-point holds checkers of both players").format(point=shown))
        else:
            texts.append(error_text(problem))
    return [sentence(text) for text in texts]


class PositionError(ValueError):
    """A position that cannot be put into play; the message says why."""


@dataclass(frozen=True)
class EditorStart:
    """What the position editor starts: the :class:`Setup`, the match
    length (0 money), the score before the game, the Crawford game, the
    players' names, who plays each seat (``"human"`` or a level) and the
    variation the match is played in (``"standard"`` or ``"nackgammon"``:
    where its later games start, RULES.md "Board and setup"; None: that of
    the rules it is started under)."""

    setup: Setup
    length: int
    score: tuple[int, int]
    crawford: bool
    players: tuple[str, str]
    seats: tuple[str, str]
    variation: str | None = None


def _replayed(text: PositionText, players: tuple[str, str], rules: RuleOptions, current: Match | None) -> Match:
    if current is not None:
        game = current.game
        length = current.length
        score = game.score if game is not None else current.score
        crawford = bool(game is not None and game.crawford)
    else:
        length, score, crawford = 0, (0, 0), False
    record = position_record(text, players, rules, length=length, score=score, crawford=crawford)
    try:
        match = Match.replay(record, current.dice_source if current is not None else None)
    except RecordError as exc:            # the rules' reason, without the record's game and action
        cause = getattr(exc, "cause", None)
        reason = error_text(cause) if isinstance(cause, BaseException) else exc.reason
        raise PositionError(_tr("This position cannot be played: {reason}.").format(reason=reason)) from None
    except ValueError as exc:
        raise PositionError(_tr("This position cannot be played: {reason}.").format(reason=error_text(exc))) from None
    match.info["comment"] = text.kind
    return match


def match_from_text(text: str, current: Match | None = None, rules: RuleOptions | None = None) -> Match:
    """The match of one set-up game that ``text`` gives (see
    :func:`parse_position_text`), with ``current``'s players and dice (and
    its length and score when the text does not say them).  Its rules are
    what the text says (a Match ID's Crawford game and Jacoby, an XGID's
    Jacoby, beavers and cube limit), else ``rules``: the player's own
    (:meth:`Session.player_rules`; default the standard
    :class:`RuleOptions`), adjusted to the length
    (:meth:`RuleOptions.for_match`) -- never the rules of ``current``, so a
    money session's Crawford-off does not follow a pasted match to N
    (RULES.md "Doubling cube").  Raises :class:`PositionError` naming the
    part that is wrong, in a whole sentence of the player's language."""
    try:
        parsed = parse_position_text(text)
    except PositionTextError as exc:
        # the model's reason is a clause ("the Match ID must be 12 characters, ..."): a sentence frames it
        raise PositionError(_tr("The text cannot be read as a position: {reason}.").format(
            reason=error_text(exc))) from None
    players = current.players if current is not None else (default_name(0), default_name(1))
    return _replayed(parsed, players, rules if rules is not None else RuleOptions(), current)


def match_from_setup(start: EditorStart, rules: RuleOptions, current: Match | None = None) -> Match:
    """The match of one game from the editor's ``start`` under ``rules``
    (the player's own, :meth:`Session.player_rules`, adjusted to the
    start's length and Crawford game as :func:`match_from_text` does; with
    ``current``'s dice source), in the start's variation where it says one
    (the player chose it in the editor).  Raises :class:`PositionError`."""
    if start.variation is not None:
        rules = replace(rules, variation=start.variation)
    text = PositionText(start.setup, start.length, start.score, start.crawford,
                        kind="Set-up position", players=start.players)
    return _replayed(text, start.players, rules, current)


def paste(session: Session, text: str) -> MatchController:
    """Put the position in ``text`` into play in ``session`` (the seats
    stay).  Raises :class:`PositionError`; then the match in play stays."""
    return start_pasted(session, match_from_text(text, session.current().match, session.player_rules()))


def start_pasted(session: Session, match: Match) -> MatchController:
    """Put ``match`` (from :func:`match_from_text`) into play in ``session``.
    Against the computer the human takes the side to act in the pasted
    position (a position is pasted to be studied, not for the computer to
    play it at once); the names go with the seats."""
    humans = [p for p in (0, 1) if session.seats[p] == HUMAN]
    game = match.game
    if len(humans) == 1 and game is not None and game.to_act >= 0 and game.to_act != humans[0]:
        session.seats = (session.seats[1], session.seats[0])
        match.players = (match.players[1], match.players[0])
    controller = session.start_match(match)
    session.news.emit(_pasted_sentence(match.info.get("comment", "")))
    return controller


def _pasted_sentence(kind: str) -> str:
    """What was pasted, a whole sentence per format (``kind``: a
    :class:`~backgammon_qt.model.position_text.PositionText`'s kind), so
    that each language words the format's name in its sentence."""
    if kind == "Position ID":
        return _tr("Pasted: a Position ID. Play on from this position.")
    if kind == "Position ID and Match ID":
        return _tr("Pasted: a Position ID and Match ID. Play on from this position.")
    if kind == "XGID":
        return _tr("Pasted: an XGID. Play on from this position.")
    if kind == "XG position":
        return _tr("Pasted: an XG position. Play on from this position.")
    return _tr("Pasted. Play on from this position.")


def start_setup(session: Session, start: EditorStart) -> MatchController:
    """Put the editor's position into play with its seats.  Raises
    :class:`PositionError`; then the match in play and the seats stay."""
    current = session.current().match
    match = match_from_setup(start, session.player_rules(), current)
    session.seats = start.seats
    controller = session.start_match(match)
    session.news.emit(_tr("Playing on from the set-up position."))
    return controller


def editor_state(controller: MatchController, rules: RuleOptions | None = None) -> EditedPosition:
    """The position editor's starting state: the board in play (the
    position at the start of the turn being played, with that turn's dice;
    not rolled before a roll), its cube, the match's length and score, the
    players' names; ``rules``: what it will be started under and checked
    against (the player's own, :meth:`Session.player_rules`, as
    :func:`start_setup` uses; default the match's) in the variation of the
    match in play (the board shown comes from it; the editor shows the
    variation and lets the player change it)."""
    game, match = controller.game, controller.match
    unmoved = controller.unmoved_turn()
    board = game.position_for(0)
    if game.turn is not None and game.phase is Phase.MOVING and unmoved is None:
        start = game.turn.start
        board = start if game.on_roll == 0 else start.swapped()
    on_roll = max(game.on_roll, 0)
    over = board.player[0] == 15 or board.opponent[0] == 15
    rules = replace(rules if rules is not None else match.rules, variation=match.rules.variation)
    edited = EditedPosition(names=match.players, rules=rules)
    if not over:
        edited.sides = [list(board.player), list(board.opponent)]
    edited.on_roll = on_roll
    if game.phase is Phase.MOVING and game.dice is not None:
        edited.dice = (game.dice[0], game.dice[1])
    edited.cube_value, edited.cube_owner = game.cube_value, game.cube_owner
    edited.length = match.length
    edited.score = game.score if not match.is_over else (0, 0)
    edited.crawford = game.crawford
    if edited.problems():
        edited.cube_value, edited.cube_owner, edited.crawford = 1, None, False
        if match.length and max(edited.score) >= match.length:
            edited.score = (0, 0)
    return edited
