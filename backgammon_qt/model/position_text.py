"""Read a position from whatever a player copies: a gnubg Position ID, a
``PositionID:MatchID`` pair, gnubg's ID lines (``show board``'s
``Position ID: ...`` / ``Match ID   : ...`` and the one-line form), an
XGID, or eXtreme Gammon's position text (an ``XGID=`` line followed by a
diagram).

Source: ../shared/testdata/FORMATS.md sections 3 to 5.  The result is a
:class:`PositionText`: a :class:`~backgammon_qt.model.record.Setup` (the
board seen by player 0, the player on roll, the dice, the cube) with the
match length, the score and the Crawford state.  Player 0 is gnubg's player
0 and XG's X (the bottom player), as in the IDs the app copies.

Pure: no Qt.  :func:`parse_position_text` raises
:class:`PositionTextError` (a :class:`ValueError`) whose message says which
part is wrong.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from typing import Any

from .errors import CodedError, InvalidNotationError, InvalidPositionError, RuleError, shown
from .match import MAX_MATCH_LENGTH
from .matchid import GameState, MatchState
from .position import Position
from .record import Action, ActionKind, GameRecord, MatchRecord, Setup
from .rules import RuleOptions
from .xgid import NO_CAP, parse_xgid

__all__ = ["PositionText", "PositionTextError", "parse_position_text", "looks_like_xg_position",
           "position_record"]


class PositionTextError(CodedError):
    """Text that does not give a position a game can start from; the
    message names the part (the Position ID, the Match ID, a field of the
    XGID) and why."""


@dataclass(frozen=True)
class PositionText:
    """A position read from text.

    ``setup``: the :class:`Setup` (board seen by player 0, player on roll,
    dice or None, cube).  ``match_length``: 0 for money, or None when the
    text does not say (a Position ID alone: the caller keeps its own match
    length and score).  ``score``: (player 0, player 1).  ``crawford``: the
    game is the Crawford game.  ``jacoby``/``beavers``: money-play rules the
    text names (None: not said).  ``cube_cap``: the cube limit (XG), or None.
    ``kind``: what was read (``"Position ID"``, ``"Position ID and Match
    ID"``, ``"XGID"``, ``"XG position"``).  ``players``: names the text
    gives (XG's position text), else None.  ``double_offered``: the player
    on roll has doubled (before rolling, ``setup.dice`` None) and the
    opponent is to take, drop or beaver (an XGID's ``D``, a Match ID's
    double); the cube is still at its value before the double.
    """

    setup: Setup
    match_length: int | None = None
    score: tuple[int, int] = (0, 0)
    crawford: bool = False
    jacoby: bool | None = None
    beavers: bool | None = None
    cube_cap: int | None = None
    kind: str = "Position ID"
    players: tuple[str, str] | None = None
    double_offered: bool = False


_B64 = r"[A-Za-z0-9+/]"
_POSID_LABEL = re.compile(r"Position\s*ID\s*:\s*(\S+)", re.IGNORECASE)
_MATCHID_LABEL = re.compile(r"Match\s*ID\s*:\s*(\S+)", re.IGNORECASE)
_PAIR = re.compile(rf"^({_B64}{{14}})\s*:\s*({_B64}{{12}})$")
_XGID = re.compile(r"XGID=(\S*)", re.IGNORECASE)
_XG_NAMES = re.compile(r"^X:(.*?)\s{2,}O:(.*)$", re.MULTILINE)


def looks_like_xg_position(text: str) -> bool:
    """True for eXtreme Gammon's position text: an ``XGID=`` line near the
    top and its diagram (no ``point match`` line of a match file)."""
    head = text.lstrip("\ufeff \t\r\n")[:400]
    return head.upper().startswith("XGID=") and "+13-14-15" in text[:3000]


def parse_position_text(text: str) -> PositionText:
    """Read the position in ``text`` (see the module docstring).  Raises
    :class:`PositionTextError` saying which part is wrong."""
    stripped = text.strip().lstrip("\ufeff").strip()
    if not stripped:
        raise PositionTextError("there is nothing to read: the text is empty")
    m = _XGID.search(stripped)
    if m is not None:
        result = _from_xgid(m.group(1))
        if looks_like_xg_position(stripped):
            names = _XG_NAMES.search(stripped)
            players = (names.group(1).strip(), names.group(2).strip()) if names else None
            return dataclasses.replace(result, kind="XG position", players=players)
        return result
    pos_label = _POSID_LABEL.search(stripped)
    match_label = _MATCHID_LABEL.search(stripped)
    if pos_label is not None:
        return _from_ids(pos_label.group(1), match_label.group(1) if match_label else None)
    if match_label is not None:
        raise PositionTextError("there is a Match ID but no Position ID")
    one = " ".join(stripped.split())
    pair = _PAIR.match(one)
    if pair is not None:
        return _from_ids(pair.group(1), pair.group(2))
    if re.fullmatch(rf"{_B64}{{14}}", one):
        return _from_ids(one, None)
    if re.fullmatch(r"[-A-Pa-p]{26}:.*", one):
        return _from_xgid(one)
    if re.fullmatch(rf"{_B64}{{10,20}}", one):
        raise PositionTextError("a Position ID is 14 characters, got {n}: {text}", n=len(one), text=shown(one, 30))
    if ":" in one and len(one) < 60:
        left, right = (s.strip() for s in one.split(":", 1))
        return _from_ids(left, right)
    raise PositionTextError(
        "this is not a position: expected a gnubg Position ID (14 characters), a Position ID and Match ID "
        "(14:12 characters), or an XGID; got {text}", text=shown(one, 40))


def _from_xgid(body: str) -> PositionText:
    try:
        state = parse_xgid(body)
    except (InvalidNotationError, InvalidPositionError) as exc:
        raise PositionTextError(exc.template, **exc.values) from None       # the XGID's own words
    board0 = state.position_for(0)
    setup = _setup(board0, state.player_to_act, state.dice, state.cube_value, state.cube_owner, "XGID")
    return PositionText(setup, state.match_length, state.score, state.crawford,
                        state.jacoby if not state.match_length else None,
                        state.beavers if not state.match_length else None,
                        state.cube_cap if state.cube_cap != NO_CAP else None, "XGID",
                        double_offered=state.doubled)


def _from_ids(position_id: str, match_id: str | None) -> PositionText:
    if len(position_id) != 14:
        raise PositionTextError("the Position ID must be 14 characters, got {n}: {text}", n=len(position_id),
                                text=shown(position_id, 30))
    try:
        seen_by_roller = Position.from_position_id(position_id)
    except InvalidNotationError as exc:
        raise PositionTextError("the Position ID is wrong: {reason}", reason=exc) from None
    if match_id is None:
        setup = _setup(seen_by_roller, 0, None, 1, None, "Position ID")
        return PositionText(setup, None, kind="Position ID")
    if len(match_id) != 12:
        raise PositionTextError("the Match ID must be 12 characters, got {n}: {text}", n=len(match_id),
                                text=shown(match_id, 30))
    try:
        state = MatchState.from_match_id(match_id)
    except InvalidNotationError as exc:
        raise PositionTextError("the Match ID is wrong: {reason}", reason=exc) from None
    if state.double_offered and state.player_to_act == state.player_on_roll:
        raise PositionTextError("the Match ID has a double offered with the doubler to answer it, which no "
                                "game can be in")
    if state.double_offered and any(state.dice):
        raise PositionTextError("the Match ID has a double offered after the dice were rolled")
    if state.resignation:
        raise PositionTextError("the Match ID has a resignation offered, which a set-up position cannot hold")
    if state.game_state in (GameState.OVER, GameState.RESIGNED, GameState.DROPPED):
        raise PositionTextError("the Match ID is of a game that is over")
    length = state.match_length
    if length > MAX_MATCH_LENGTH:
        raise PositionTextError("the Match ID's match length {length} is over {most}", length=length,
                                most=MAX_MATCH_LENGTH)
    if length and max(state.score) >= length:
        raise PositionTextError("the Match ID's score {a}-{b} is not below its match length {length}",
                                a=state.score[0], b=state.score[1], length=length)
    if state.crawford and (not length or length - 1 not in state.score):
        raise PositionTextError("the Match ID marks the Crawford game, but no player is one point short of "
                                "the match")
    d1, d2 = state.dice
    if (d1 == 0) != (d2 == 0):
        raise PositionTextError("the Match ID has one die rolled and not the other ({d1}, {d2})", d1=d1, d2=d2)
    dice = (d1, d2) if d1 else None
    roller = state.player_on_roll
    board0 = seen_by_roller if roller == 0 else seen_by_roller.swapped()
    setup = _setup(board0, roller, dice, state.cube_value, state.cube_owner, "Match ID")
    return PositionText(setup, length, state.score, bool(length) and state.crawford,
                        state.jacoby if not length else None, None, None, "Position ID and Match ID",
                        double_offered=state.double_offered)


def _setup(board0: Position, on_roll: int, dice: tuple[int, int] | None, cube: int, owner: int | None,
           part: str) -> Setup:
    try:
        board0.validate()
    except InvalidPositionError as exc:
        raise PositionTextError("the position is impossible: {reason}", reason=exc) from None
    try:
        return Setup(board0, on_roll, dice, cube, owner)
    except RuleError as exc:
        if part == "XGID":
            raise PositionTextError("the XGID gives a position no game can be in: {reason}", reason=exc) from None
        if part == "Match ID":
            raise PositionTextError("the Match ID gives a position no game can be in: {reason}",
                                    reason=exc) from None
        raise PositionTextError("the Position ID gives a position no game can be in: {reason}", reason=exc) from None


def position_record(text: PositionText, players: tuple[str, str], rules: RuleOptions, *,
                    length: int = 0, score: tuple[int, int] = (0, 0), crawford: bool = False) -> MatchRecord:
    """A :class:`MatchRecord` of one game, not yet played, starting from
    ``text``'s set-up: its match length, score and Crawford state, or
    ``length``, ``score`` and ``crawford`` when the text does not say (a
    Position ID alone).  ``players`` are used unless the text names them;
    ``rules`` are adjusted to what the text says (Crawford, Jacoby,
    beavers, the cube limit).  A double offered in the text is the game's first action
    (the taker answers it).  Replay it (:meth:`Match.replay`) to check it
    against the rules."""
    if text.match_length is not None:
        length, score, crawford = text.match_length, text.score, text.crawford
    if text.cube_cap is not None:               # an XGID's maxcube (none: no limit)
        rules = dataclasses.replace(rules, cube_cap=text.cube_cap)
    changes: dict[str, Any] = {}
    if crawford:
        changes["crawford"] = True
    if text.jacoby is not None and not length:
        changes["jacoby"] = text.jacoby
    if text.beavers is not None and not length:
        changes["beavers"] = text.beavers
    if changes:
        rules = dataclasses.replace(rules, **changes)
    actions = [Action(ActionKind.DOUBLE, text.setup.on_roll)] if text.double_offered else []
    game = GameRecord(score_before=score, crawford=crawford, actions=actions, setup=text.setup)
    return MatchRecord(players=text.players or players, match_length=length, rules=rules.for_match(length),
                       games=[game])
