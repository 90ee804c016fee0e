"""The native match file (``.bgqt``): versioned JSON holding the full record.

The file holds the players, rule options, match length, and for every game
its score before, Crawford flag, every action (opening roll, each roll and
play, cube actions, resignations, claims) and outcome; plus the session
state: the moves of an unconfirmed turn, the clock banks and each player's
board orientation (DESIGN.md "Files").  Loading replays every action through
the rules model (:meth:`Match.replay`), so a record that the rules do not
allow is refused with a :class:`MatchFileError` naming the game and move,
and nothing of the caller's current match is touched.

Layout (version 1)::

    {"format": "backgammon-qt", "version": 1,
     "players": ["Alice", "Bob"], "match_length": 7,
     "rules": {... RuleOptions.to_dict() ...},      (its "variation" only if "nackgammon")
     "info": {"event": "..."},
     "games": [{"score_before": [0, 0], "crawford": false,
                "actions": [{"kind": "opening", "player": 0, "dice": [5, 2]},
                            {"kind": "move", "player": 0, "play": "13/8 13/11"}, ...],
                "outcome": {"winner": 0, "kind": 2, "cube": 2, "points": 4,
                            "reason": "bearoff"} | null}],
     "turn_moves": [[13, 8]], "clock_banks": [90.0, 71.5] | null,
     "orientations": ["right", "left"]}

A game that starts from a set-up position (:class:`Setup`) has one more
key, and a file with such a game is written as version 2 (so that a
program that reads only version 1 refuses it instead of starting that game
from the opening roll); a game without it starts with the opening roll::

    "setup": {"position_id": "4HPiAWAzTvABMA", "on_roll": 0, "dice": [5, 3] | null,
              "cube_value": 2, "cube_owner": 0 | null}

A game where moves were taken back keeps them beside its actions, in an
optional ``"side_lines"`` key with a layout version of its own (see
:data:`SIDE_LINES_VERSION`); the file's version does not change, since a
reader that ignores the key still replays the game as played::

    "side_lines": {"version": 1, "lines": [{"at": 5, "player": 0, "dice": [5, 2],
                                            "actions": [{"kind": "move", ...}, ...]}]}

A match that was analysed keeps the analysis in one more top-level key,
and such a file is written as version 3 (a program that reads up to
version 2 refuses it, saying it is from a newer backgammon-qt; files
without an analysis keep version 1 or 2)::

    "analysis": {"version": 1, "level": "world_class", "games": [0, 1],
                 "decisions": [...], "lucks": [...]}

A file may name who played each seat, in an optional top-level key (the
autosave writes it, so that a resumed match keeps its computer seats; the
version does not change, since a reader that ignores the key still replays
the match, and a value that is not two short texts is ignored)::

    "seats": ["human", "beginner"]

Rollouts done for the match are kept in one more optional top-level key,
a list of objects each with its own whole-number ``version`` (the layout
of :func:`backgammon_qt.controller.engine_jobs.rollouts.result_to_dict`: the position,
roll, candidates, settings and every batch); the file's version does not
change, since a reader that ignores the key still replays the match::

    "rollouts": [{"version": 1, "position_id": "4HPwATDgc/ABMA", "dice": [3, 1], ...}]

The analysis object is the engine's
(:meth:`backgammon_qt.engine.analysis.MatchAnalysis.to_dict`); this module
checks only that it is an object with a whole-number ``version`` and keeps
it as :attr:`MatchRecord.analysis`; the engine refuses a newer analysis
version when it reads it.

``position_id`` is the gnubg Position ID of the board **seen by the player
on roll** (``on_roll``), i.e. the Position ID gnubg shows for that game
state (FORMATS.md section 3); ``dice`` are the dice already rolled (null:
still to roll); ``cube_owner`` null is the cube in the middle.  The first
game's ``score_before`` is the match's starting score.
"""

from __future__ import annotations

import json
from typing import Any

from ..model.errors import CodedError, IllegalMoveError, InvalidNotationError, RuleError, shown
from ..model.match import MAX_MATCH_LENGTH, Match
from ..model.position import Position
from ..model.record import MAX_CUBE, Action, GameRecord, MatchRecord, Outcome, RecordError, Setup, SideLine, WinKind
from ..model.rules import RuleOptions
from ._build import GameTexts, progress_hook
from ._text import read_text, write_text_atomic
from .errors import MatchFileError, PathArg

__all__ = ["FORMAT_NAME", "VERSION", "GameTextCache", "dumps", "loads", "loads_with_seats", "loads_with_match", "load",
           "load_with_seats", "save"]

FORMAT_NAME = "backgammon-qt"
VERSION = 3
"""The newest layout this program reads and writes: 2 adds the games'
``setup``, 3 the ``analysis``; a file is written with the lowest version
that holds what it has (without either, version 1)."""
_MAX_GAMES = 10_000
_MAX_ACTIONS = 10_000


def _setup_dict(setup: Setup) -> dict[str, object]:
    return {"position_id": setup.on_roll_position.position_id(), "on_roll": setup.on_roll,
            "dice": None if setup.dice is None else list(setup.dice),
            "cube_value": setup.cube_value, "cube_owner": setup.cube_owner}


def _game_dict(g: GameRecord) -> dict[str, object]:
    """A game's JSON object without its ``actions`` (written one a line by
    :func:`_game_text`)."""
    d = {
        "score_before": list(g.score_before),
        "crawford": g.crawford,
        "outcome": None if g.outcome is None else {
            "winner": g.outcome.winner, "kind": int(g.outcome.kind), "cube": g.outcome.cube,
            "points": g.outcome.points, "reason": g.outcome.reason},
    }
    if g.setup is not None:
        d["setup"] = _setup_dict(g.setup)
    if g.side_lines:
        d["side_lines"] = {"version": SIDE_LINES_VERSION, "lines": [
            {"at": s.at, "player": s.player, "dice": None if s.dice is None else list(s.dice),
             "actions": [a.to_dict() for a in s.actions]} for s in g.side_lines]}
    return d


SIDE_LINES_VERSION = 1
"""The layout of a game's ``side_lines`` (the moves taken back): an object
``{"version": 1, "lines": [{"at", "player", "dice", "actions"}]}``.  The key
is optional and beside the game's actions, so a reader that does not know
it (an older backgammon-qt) ignores it and still replays the game; this
one ignores a newer layout the same way."""


def _read_side_lines(data: object, path: PathArg | None, game: int) -> list[SideLine]:
    """A game's side lines (see :data:`SIDE_LINES_VERSION`); a newer layout
    is ignored, a wrong shape raises :class:`MatchFileError`."""
    if data is None:
        return []
    _want(isinstance(data, dict) and isinstance(data.get("version"), int), "side_lines must be an object with "
          "a version number", path=path, game=game)
    assert isinstance(data, dict)
    if data["version"] > SIDE_LINES_VERSION:
        return []
    lines = data.get("lines", [])
    _want(isinstance(lines, list) and len(lines) <= _MAX_ACTIONS, "side_lines.lines must be a list", path=path,
          game=game)
    out = []
    for line in lines:
        try:
            _want(isinstance(line, dict) and isinstance(line.get("actions"), list), "a side line must be an "
                  "object with actions", path=path, game=game)
            dice = line.get("dice")
            out.append(SideLine(_int(line["at"], "a side line's place", 0, _MAX_ACTIONS, path=path, game=game),
                                tuple(Action.from_dict(a) for a in line["actions"][:_MAX_ACTIONS]),
                                _int(line["player"], "a side line's player", 0, 1, path=path, game=game),
                                None if dice is None else (int(dice[0]), int(dice[1]))))
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            if isinstance(exc, MatchFileError):
                raise
            raise MatchFileError("bad side line {text}: {reason}", path, game=game, text=_r(line),
                                 reason=_cut(exc)) from None
    return out


_DICE_TEXTS = {(kind, player): [[""] * 7] + [[""] + [f'{{"kind":"{kind}","player":{player},"dice":[{d0},{d1}]}}'
                                                        for d1 in range(1, 7)] for d0 in range(1, 7)]
               for kind in ("roll", "opening") for player in (-1, 0, 1)}
"""The line of a roll or opening roll with nothing else, by kind and
player, then ``[die 1][die 2]`` (1..6)."""


def _action_text(a: Action) -> str:
    """One action as one line of JSON without blanks (about 45 bytes: a
    session of 2,000 real games, some 400,000 actions, stays inside the
    20 MiB read): ``json.dumps(a.to_dict(), ensure_ascii=False,
    separators=(",", ":"))``, put together directly when the fields have
    the types the model gives them (ints, text; 2-5x faster: a first save
    of a long session writes every action)."""
    player, dice, play, value = a.player, a.dice, a.play, a.value
    if value is None and player.__class__ is int:      # the two commonest shapes, from tables made once
        if play is None:
            if dice is not None and dice[0].__class__ is int and dice[1].__class__ is int:
                texts = _DICE_TEXTS.get((a.kind, player))
                if texts is not None and 1 <= dice[0] <= 6 and 1 <= dice[1] <= 6:
                    return texts[dice[0]][dice[1]]
        elif dice is None and play.__class__ is str and play.isprintable() and '"' not in play and "\\" not in play:
            return '{"kind":"' + a.kind + '","player":' + str(player) + ',"play":"' + play + '"}'
    if (player.__class__ is not int or (value is not None and value.__class__ is not int)
            or (play is not None and play.__class__ is not str)
            or (dice is not None and (dice[0].__class__ is not int or dice[1].__class__ is not int))):
        return json.dumps(a.to_dict(), ensure_ascii=False, separators=(",", ":"))
    text = '{"kind":"' + a.kind + '","player":' + str(player)      # (a StrEnum member: a plain word)
    if dice is not None:
        text += f',"dice":[{dice[0]},{dice[1]}]'
    if play is not None:
        if play.isprintable() and '"' not in play and "\\" not in play:
            text += ',"play":"' + play + '"'      # (what json.dumps gives: nothing to escape)
        else:
            text += ',"play":' + json.dumps(play, ensure_ascii=False)
    if value is not None:
        text += f',"value":{value}'
    return text + "}"


def _game_text(g: GameRecord) -> str:
    """One game as :func:`dumps` writes it inside ``"games"`` (two levels
    in): one line an action, so that a session of thousands of games stays
    well inside the size read (:data:`~backgammon_qt.io.MAX_FILE_BYTES`)."""
    d = _game_dict(g)
    head = json.dumps({"score_before": d.pop("score_before"), "crawford": d.pop("crawford")},
                      ensure_ascii=False, indent=1)[:-2]      # without "\n}"
    tail = json.dumps(d, ensure_ascii=False, indent=1)[2:]    # without "{\n"
    if g.actions:
        body = ' "actions": [\n  ' + ",\n  ".join(_action_text(a) for a in g.actions) + "\n ]"
    else:
        body = ' "actions": []'
    return "  " + f"{head},\n{body},\n{tail}".replace("\n", "\n  ")


class GameTextCache:
    """The text of finished games, kept between :func:`dumps` calls (the
    autosave writes the same finished games after every action).

    A game is known by identity: pass the same :class:`GameRecord` object,
    unchanged, for its text to be reused; a game without an outcome is
    always written afresh.  Only the games of the last call are kept."""

    def __init__(self) -> None:
        self._texts: dict[int, tuple[GameRecord, str]] = {}

    def texts(self, games: list[GameRecord]) -> list[str]:
        """The text of each of ``games``, in order."""
        old, new = self._texts, {}
        out = []
        for g in games:
            hit = old.get(id(g))
            if hit is not None and hit[0] is g:
                text = hit[1]
            else:
                text = _game_text(g)
            if g.outcome is not None:
                new[id(g)] = (g, text)
            out.append(text)
        self._texts = new
        return out


_TEXTS = GameTexts()
"""The games written last by :func:`dumps` without a cache of its own (a
session saved again encodes only the games that changed)."""


def _rules_dict(rules: RuleOptions) -> dict[str, Any]:
    """The rules as written: ``"variation"`` only for a Nackgammon match, so
    a standard match's file is as before and an older program refuses a
    Nackgammon file ("unknown rule options") instead of playing it from the
    standard start."""
    data = rules.to_dict()
    if data["variation"] == "standard":
        del data["variation"]
    return data


def dumps(record: MatchRecord, cache: GameTextCache | None = None, *, seats: tuple[str, str] | None = None) -> str:
    """The JSON text of ``record`` (UTF-8 safe, stable key order; one space
    of indent a level; one line an action).  With a ``cache`` the finished
    games written by an earlier call are not encoded again (the text is the
    same); without one, the games written unchanged by the last call are
    not (:class:`~._build.GameTexts`).  ``seats``:
    who plays players 0 and 1, written as the optional ``"seats"`` key."""
    head = {
        "format": FORMAT_NAME,
        "version": (3 if record.analysis is not None
                    else 2 if any(g.setup is not None for g in record.games) else 1),
        "players": list(record.players),
        "match_length": record.match_length,
        "rules": _rules_dict(record.rules),
        "info": dict(record.info),
    }
    tail: dict[str, Any] = {
        "turn_moves": [list(m) for m in record.turn_moves],
        "clock_banks": None if record.clock_banks is None else list(record.clock_banks),
        "orientations": list(record.orientations),
    }
    if seats is not None:
        tail["seats"] = [str(seats[0]), str(seats[1])]
    if record.analysis is not None:
        tail["analysis"] = record.analysis
    if record.rollouts:
        tail["rollouts"] = record.rollouts
    if cache is not None:
        games = cache.texts(record.games)
    else:
        games = _TEXTS.texts(record.games, lambda gi: tuple(record.games[gi].side_lines),
                             lambda gi: _game_text(record.games[gi]))
    head_text = json.dumps(head, ensure_ascii=False, indent=1)[:-2]        # without "\n}"
    tail_text = json.dumps(tail, ensure_ascii=False, indent=1)[2:]         # without "{\n"
    games_text = ' "games": [\n' + ",\n".join(games) + "\n ]" if games else ' "games": []'
    return f"{head_text},\n{games_text},\n{tail_text}\n"


def _r(value: object) -> str:
    """``repr(value)`` cut to about 60 characters (hostile input may be huge)."""
    text = repr(value)
    return text if len(text) <= 60 else f"{text[:60]}... ({len(text)} characters)"


def _cut(exc: BaseException) -> CodedError | str:
    """A cause quoted in a message: a model error as it is (translated with
    its values), any other as its text cut by :func:`shown`."""
    return exc if isinstance(exc, CodedError) else shown(str(exc))


def _want(cond: bool, message: str, **where: Any) -> None:
    """Raise :class:`MatchFileError` (``message`` a template; ``where`` the
    location fields and the template's values) unless ``cond``."""
    if not cond:
        raise MatchFileError(message, **where)


def _text(value: object, name: str, **where: Any) -> str:
    _want(isinstance(value, str), "{name} must be text, got {got}", name=name, got=_r(value), **where)
    assert isinstance(value, str)
    return value


def _check_action(a: dict[str, Any], path: PathArg | None, game: int, move: int) -> None:
    """Refuse (:class:`MatchFileError`) an action object whose fields have
    the wrong JSON types: ``kind`` text, ``player`` a whole number (not
    ``1.0``, which would pass as 1), ``dice`` two whole numbers, ``play``
    text, ``value`` a whole number."""
    dice, play, value = a.get("dice"), a.get("play"), a.get("value")
    if (type(a.get("kind")) is str and type(a.get("player")) is int
            and (dice is None or (type(dice) is list and len(dice) == 2
                                  and type(dice[0]) is int and type(dice[1]) is int))
            and (play is None or type(play) is str) and (value is None or type(value) is int)):
        return      # the shape of every action written (JSON's own types): no message to prepare
    where = {"path": path, "game": game, "move": move}
    _text(a.get("kind"), "an action's kind", **where)
    player = a.get("player")
    _want(isinstance(player, int) and not isinstance(player, bool), "an action's player must be 0 or 1 "
          "(or -1 for a tied opening roll), got {got}", got=_r(player), **where)
    dice = a.get("dice")
    _want(dice is None or (isinstance(dice, list) and len(dice) == 2
                           and all(isinstance(d, int) and not isinstance(d, bool) for d in dice)),
          "an action's dice must be two whole numbers, got {got}", got=_r(dice), **where)
    if a.get("play") is not None:
        _text(a["play"], "an action's play", **where)
    value = a.get("value")
    _want(value is None or (isinstance(value, int) and not isinstance(value, bool)),
          "an action's value must be a whole number, got {got}", got=_r(value), **where)


def _int(value: object, name: str, lo: int, hi: int, **where: Any) -> int:
    if not (isinstance(value, int) and not isinstance(value, bool) and lo <= value <= hi):
        raise MatchFileError("{name} must be a whole number {lo}..{hi}, got {got}", name=name, lo=lo, hi=hi,
                             got=_r(value), **where)
    return value


def loads(text: str, path: PathArg | None = None) -> MatchRecord:
    """Parse and verify a native file's text.  Raises
    :class:`MatchFileError` (with ``path``, and ``game``/``move`` where the
    problem is in a game) for text that is not our JSON, a newer version,
    a wrong shape, or a record that the rules refuse on replay."""
    return loads_with_seats(text, path)[0]


def loads_with_seats(text: str, path: PathArg | None = None) -> tuple[MatchRecord, tuple[str, str] | None]:
    """:func:`loads`, and the file's optional ``"seats"`` (None when it has
    none, or none that reads as two short texts)."""
    record, seats, _match = loads_with_match(text, path)
    return record, seats


def loads_with_match(text: str, path: PathArg | None = None) -> tuple[MatchRecord, tuple[str, str] | None, Match]:
    """:func:`loads_with_seats`, and the match that verifying the record
    replayed (``Match.replay(record)``: the window plays on from it without
    replaying the file a second time)."""
    try:
        return _loads(text, path)
    except MatchFileError:
        raise
    except (TypeError, ValueError, AttributeError, KeyError, IndexError, OverflowError) as exc:
        # a shape the checks below did not foresee: still only a MatchFileError
        raise MatchFileError("the file has a wrong shape ({kind}: {detail})", path, kind=type(exc).__name__,
                             detail=shown(str(exc))) from None


def _seats(data: object) -> tuple[str, str] | None:
    """The optional ``"seats"`` value: two short texts, else None (ignored)."""
    if (isinstance(data, list) and len(data) == 2
            and all(isinstance(s, str) and 0 < len(s) <= 40 for s in data)):
        return (data[0], data[1])
    return None


def _loads(text: str, path: PathArg | None) -> tuple[MatchRecord, tuple[str, str] | None, Match]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise MatchFileError("not valid JSON ({detail})", path, line=exc.lineno, detail=exc.msg) from None
    except RecursionError:
        raise MatchFileError("JSON nested too deeply", path) from None
    except ValueError as exc:        # e.g. a number of more than 4,300 digits
        raise MatchFileError("not valid JSON ({detail})", path, detail=shown(str(exc))) from None
    _want(isinstance(data, dict) and data.get("format") == FORMAT_NAME,
          "not a backgammon-qt match file", path=path)
    version = data.get("version")
    _want(isinstance(version, int) and not isinstance(version, bool), "the file has no version number",
          path=path)
    _want(version <= VERSION, "the file is from a newer backgammon-qt (format version {version}; "
          "this program reads up to {most})", path=path, version=_r(version), most=VERSION)
    try:
        players = data["players"]
        _want(isinstance(players, list) and len(players) == 2 and all(isinstance(p, str) for p in players),
              "players must be two names", path=path)
        length = _int(data["match_length"], "match_length", 0, MAX_MATCH_LENGTH, path=path)
        rules_data = data.get("rules", {})
        _want(isinstance(rules_data, dict), "rules must be an object", path=path)
        try:
            rules = RuleOptions.from_dict(rules_data)
        except (ValueError, TypeError) as exc:
            raise MatchFileError("rules: {reason}", path, reason=exc) from None
        info = data.get("info", {})
        _want(isinstance(info, dict) and all(isinstance(v, str) for v in info.values()),
              "info must map names to text", path=path)
        games_data = data["games"]
        _want(isinstance(games_data, list) and len(games_data) <= _MAX_GAMES,
              "games must be a list of at most {n}", path=path, n=_MAX_GAMES)
        games = [_read_game(g, gi, path) for gi, g in enumerate(games_data, 1)]
        turn_moves = _read_turn_moves(data.get("turn_moves", []), path)
        banks = _read_banks(data.get("clock_banks"), path)
        orientations = data.get("orientations", ["right", "right"])
        _want(isinstance(orientations, list) and len(orientations) == 2
              and all(o in ("right", "left") for o in orientations),
              'orientations must be two of "right"/"left"', path=path)
        analysis = data.get("analysis")
        _want(analysis is None or (isinstance(analysis, dict) and isinstance(analysis.get("version"), int)
                                   and not isinstance(analysis.get("version"), bool)),
              "analysis must be an object with a version number", path=path)
        rollouts = data.get("rollouts")
        _want(rollouts is None or (isinstance(rollouts, list) and all(
            isinstance(r, dict) and isinstance(r.get("version"), int) and not isinstance(r.get("version"), bool)
            for r in rollouts)), "rollouts must be a list of objects with a version number", path=path)
    except KeyError as exc:
        raise MatchFileError("missing field {field}", path, field=repr(exc.args[0])) from None
    record = MatchRecord(tuple(players), length, rules, games, {str(k): v for k, v in info.items()}, [],
                         turn_moves, banks, (orientations[0], orientations[1]), analysis, rollouts or None)
    match = verify(record, path)
    return record, _seats(data.get("seats")), match


def _read_turn_moves(moves_data: Any, path: PathArg | None) -> list[tuple[int, int]]:
    """The file's ``"turn_moves"``: the moves of a turn being played, as
    (from, to) point pairs."""
    turn_moves = []
    _want(isinstance(moves_data, list) and len(moves_data) <= 4, "turn_moves must be a list of at most 4 "
          "[from, to] pairs", path=path)
    for m in moves_data:
        _want(isinstance(m, list) and len(m) == 2, "turn_moves must be [from, to] pairs", path=path)
        turn_moves.append((_int(m[0], "a move's from-point", 1, 25, path=path),
                           _int(m[1], "a move's to-point", 0, 24, path=path)))
    return turn_moves


def _read_banks(banks: Any, path: PathArg | None) -> tuple[float, float] | None:
    """The file's ``"clock_banks"``: each player's time bank in seconds, or None."""
    if banks is None:
        return None
    _want(isinstance(banks, list) and len(banks) == 2
          and all(isinstance(b, (int, float)) and not isinstance(b, bool) and 0 <= b <= 1e6
                  for b in banks), "clock_banks must be two numbers of seconds", path=path)
    return (float(banks[0]), float(banks[1]))


def _read_game(g: Any, gi: int, path: PathArg | None) -> GameRecord:
    """Game ``gi`` (1-based) of a file's ``"games"``; a wrong shape raises
    :class:`MatchFileError` naming the game (a missing field ``KeyError``)."""
    _want(isinstance(g, dict), "a game must be an object", path=path, game=gi)
    sb = g.get("score_before", [0, 0])
    _want(isinstance(sb, list) and len(sb) == 2, "score_before must be two numbers", path=path, game=gi)
    score = (_int(sb[0], "score", 0, 1 << 20, path=path, game=gi),
             _int(sb[1], "score", 0, 1 << 20, path=path, game=gi))
    acts = g.get("actions", [])
    _want(isinstance(acts, list) and len(acts) <= _MAX_ACTIONS,
          "actions must be a list of at most {n}", path=path, game=gi, n=_MAX_ACTIONS)
    actions = _read_actions(acts, path, gi)
    outcome = _read_outcome(g.get("outcome"), path, gi)
    setup = _read_setup(g["setup"], path, gi) if g.get("setup") is not None else None
    crawford = g.get("crawford", False)
    _want(isinstance(crawford, bool), "crawford must be true or false", path=path, game=gi)
    return GameRecord(score, crawford, actions, outcome, setup, _read_side_lines(g.get("side_lines"), path, gi))


def _read_actions(acts: list[Any], path: PathArg | None, gi: int) -> list[Action]:
    """The :class:`Action` of each object in game ``gi``'s ``"actions"``."""
    actions: list[Action] = []
    append = actions.append
    for ai, a in enumerate(acts, 1):
        if a.__class__ is dict:
            # the shape of every action written (JSON's own types, see _check_action): made at once
            get = a.get
            kind, player, dice, play, value = get("kind"), get("player"), get("dice"), get("play"), get("value")
            if (kind.__class__ is str and player.__class__ is int
                    and (dice is None or (dice.__class__ is list and len(dice) == 2
                                          and dice[0].__class__ is int and dice[1].__class__ is int))
                    and (play is None or play.__class__ is str) and (value is None or value.__class__ is int)):
                try:
                    append(Action(kind, player, (dice[0], dice[1]) if dice is not None else None, play, value))
                    continue
                except ValueError:
                    pass            # (the checks below give the message)
        try:
            _want(isinstance(a, dict), "an action must be an object", path=path, game=gi, move=ai)
            _check_action(a, path, gi, ai)
            actions.append(Action.from_dict(a))
        except (KeyError, TypeError, ValueError) as exc:
            if isinstance(exc, MatchFileError):
                raise
            raise MatchFileError("bad action {action}: {reason}", path, game=gi, move=ai, action=_r(a),
                                 reason=_cut(exc)) from None
    return actions


def _read_outcome(o: Any, path: PathArg | None, gi: int) -> Outcome | None:
    """The :class:`Outcome` of game ``gi``'s ``"outcome"`` (None: not over)."""
    if o is None:
        return None
    _want(isinstance(o, dict), "an outcome must be an object or null", path=path, game=gi)
    try:
        return Outcome(_int(o["winner"], "the winner", 0, 1, path=path, game=gi),
                       WinKind(_int(o["kind"], "the kind of win", 1, 4, path=path, game=gi)),
                       _int(o["cube"], "the cube", 1, MAX_CUBE, path=path, game=gi),
                       _int(o["points"], "the points", 0, 4 * MAX_CUBE, path=path, game=gi),
                       _text(o["reason"], "the reason", path=path, game=gi))
    except KeyError as exc:
        raise MatchFileError("the outcome has no {field}", path, game=gi, field=repr(exc.args[0])) from None
    except CodedError as exc:                   # an unknown reason ("bearoff", "drop", ...)
        raise MatchFileError(exc, path, game=gi) from None


_SETUP_KEYS = ("position_id", "on_roll", "dice", "cube_value", "cube_owner")


def _read_setup(data: object, path: PathArg | None, game: int) -> Setup:
    """The :class:`Setup` of a game's ``"setup"`` object.  Only the syntax is
    read here (an object of known fields, a Position ID): a wrong shape raises
    :class:`MatchFileError` naming the game (1-based) and the field; the
    set-up's rules (on roll, dice, cube) are :class:`Setup`'s, whose
    :class:`RuleError` is wrapped as ``"setup: {reason}"`` with the game."""
    def bad(field: str, why: CodedError) -> MatchFileError:
        return MatchFileError("setup: {field} {why}", path, game=game, field=field, why=why)

    if not isinstance(data, dict):
        raise MatchFileError("setup must be an object", path, game=game)
    unknown = sorted(set(data) - set(_SETUP_KEYS))
    if unknown:
        raise bad(unknown[0], CodedError("is not a set-up field"))
    pid = data.get("position_id")
    if not isinstance(pid, str):
        raise bad("position_id", CodedError("must be a gnubg Position ID, got {got}", got=_r(pid)))
    try:
        position = Position.from_position_id(pid)
    except InvalidNotationError as exc:
        raise bad("position_id", CodedError("is not a Position ID ({reason})", reason=exc)) from None
    # the set-up's rules (on roll 0 or 1, dice 1..6, the cube) are Setup's to check
    on_roll, dice = data.get("on_roll"), data.get("dice")
    cube, owner = data.get("cube_value", 1), data.get("cube_owner")
    if isinstance(dice, list):
        dice = tuple(dice)
    if on_roll == 1 and not isinstance(on_roll, bool):
        position = position.swapped()       # the file's view is the player on roll's
    try:
        return Setup(position, on_roll, dice, cube, owner)  # type: ignore[arg-type]
    except RuleError as exc:
        raise MatchFileError("setup: {reason}", path, game=game, reason=exc) from None


def verify(record: MatchRecord, path: PathArg | None = None) -> Match:
    """Replay ``record`` through the rules and return the match (reporting
    each game to the progress of :func:`~._build.reporting`); a record
    the rules refuse raises :class:`MatchFileError` naming the game and
    move (1-based)."""
    try:
        return Match.replay(record, progress=progress_hook())
    except RecordError as exc:
        raise MatchFileError(exc.cause, path,
                             game=None if exc.game is None else exc.game + 1,
                             move=None if exc.action is None else exc.action + 1) from None
    except (RuleError, IllegalMoveError, InvalidNotationError, ValueError) as exc:
        raise MatchFileError(exc, path) from None


def load(path: PathArg) -> MatchRecord:
    """Read, parse and verify a native file.  Raises :class:`MatchFileError`."""
    return loads(read_text(path), path)


def load_with_seats(path: PathArg) -> tuple[MatchRecord, tuple[str, str] | None]:
    """:func:`load`, and the file's optional seats (:func:`loads_with_seats`)."""
    return loads_with_seats(read_text(path), path)


def save(record: MatchRecord, path: PathArg, *, seats: tuple[str, str] | None = None) -> None:
    """Write ``record`` to ``path`` atomically (temporary file, fsync,
    rename), with ``seats`` as the optional ``"seats"`` key when given
    (:func:`dumps`).  Raises :class:`MatchFileError` naming the file and
    the OS's reason; the old file is left whole on failure."""
    write_text_atomic(path, dumps(record, seats=seats))
