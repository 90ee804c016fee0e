"""gnubg's SGF for backgammon (``GM[6]``): read gnubg's and GNU Gibbon's
files, write gnubg's.

Sources: ../shared/testdata/FORMATS.md section 2 (structure, root
properties, points and moves, setup and analysis properties) and the SGF
backgammon page of the red-bean SGF spec (Gary Wong); the SGF syntax
(game trees, nodes, properties, ``\\``-escapes) is SGF FF[4]'s.

Player 0 is White (``PW``, ``W[...]``), player 1 Black.  A file holds one
game tree per game, numbered from 0 in ``MI[game:n]``.  Points in a move
are letters from White's side: ``a`` is White's 1-point and Black's 24,
``x`` White's 24; ``y`` is the bar and ``z`` off for both colours.

A record that keeps an analysis (:attr:`MatchRecord.analysis`) is written
with gnubg's analysis properties: ``A[...]`` on each analysed checker play
(as gnubg's ``WriteMoveAnalysis``), ``DA[...]`` with each analysed cube
decision (as ``WriteDoubleAnalysis``) and ``LU[...]`` with the luck of each
roll; gnubg 1.07 reads them back (``load match`` then ``show statistics
match`` shows our figures, tests/interop).  Reading keeps gnubg's figures
of them (:mod:`.sgf_analysis_read`) in :attr:`MatchRecord.analysis`, for
the engine to turn into its analysis; one that cannot be read is left
out with a warning.

This module reads; the format's other parts live beside it and are
exported from here too: :mod:`.sgf_syntax` (the SGF syntax and the
letters of points), :mod:`.sgf_write` (:func:`format_sgf`) and
:mod:`.sgf_analysis` (the analysis properties).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import lru_cache

from .. import __version__
from ..model.errors import InvalidNotationError, InvalidPositionError, RuleError, shown
from ..model.game import Phase
from ..model.position import BAR, Position
from ..model.record import MatchRecord, Setup
from ..model.rules import RuleOptions
from ._build import MAX_POINTS, GameTexts, RecordBuilder, Where, progress_hook
from ._text import name_error, text_error
from .errors import MatchFileError, PathArg
from .sgf_analysis import _ANALYSIS_PLIES as _ANALYSIS_PLIES
from .sgf_analysis import _LUCK_MARKS as _LUCK_MARKS
from .sgf_analysis import _analysis_index, _AnalysisIndex
from .sgf_analysis_read import GnubgAnalysis, parse_double_analysis, parse_luck, parse_move_analysis
from .sgf_syntax import MAX_NODES as MAX_NODES
from .sgf_syntax import MAX_TREE_NODES as MAX_TREE_NODES
from .sgf_syntax import MAX_TREES as MAX_TREES
from .sgf_syntax import MAX_VALUES as MAX_VALUES
from .sgf_syntax import SGF_INFO_PROPS, SgfNode, SgfTree, _cut, _letter, _point, looks_like_sgf, parse_sgf_collection
from .sgf_write import _escape, _move_nodes, _setup_nodes

__all__ = ["SgfNode", "SgfTree", "parse_sgf_collection", "parse_sgf", "format_sgf", "check_sgf_writable",
           "looks_like_sgf",
           "SGF_INFO_PROPS"]

_SETUP_PROPS = ("AE", "AB", "AW", "PL", "DI", "CV", "CP", "CO")
"""Set-up properties (FORMATS.md 2.3 "Setup nodes"), in the order a node's
are applied: clear, add, then who is on roll, the dice and the cube."""


# ---------------------------------------------------------------- reading
_MOVE = re.compile(r"^([1-6])([1-6])((?:[a-z][a-z]){0,4})$")
_RESULT = re.compile(r"^([WB])\+([0-9]*)(.*)$", re.I)
_MI_TAG = re.compile(r"^\s*([A-Za-z]+)\s*:\s*(-?[0-9]+)\s*$")


def _match_info(node: SgfNode) -> dict[str, int]:
    info = {}
    for value in node.props.get("MI", []):
        m = _MI_TAG.match(value)
        if m:
            digits = m.group(2).lstrip("-")
            if len(digits) > 6:
                raise InvalidNotationError("MI[{value}] is absurdly large", value=_cut(value))
            info[m.group(1).lower()] = int(m.group(2))
    return info


def _rule_words(node: SgfNode) -> set[str]:
    return {w.strip().lower() for v in node.props.get("RU", []) for w in v.split(":") if w.strip()}


def parse_sgf(text: str, path: PathArg | None = None) -> MatchRecord:
    """The match in gnubg SGF ``text``.

    The first game's ``MI`` scores (``ws``, ``bs``) are the match's
    starting score.  A game whose first nodes are set-up nodes (``AE``,
    ``AB``, ``AW``, ``PL``, ``DI``, ``CV``, ``CP``/``CO``; FORMATS.md 2.3)
    starts from that set-up (:class:`~backgammon_qt.model.record.Setup`):
    the starting position with the cleared points emptied and the added
    checkers put on (checkers of a colour placed on no point and not on
    the bar are borne off), the player on roll (``PL``, else the colour of
    the first move), the dice already rolled, the cube.

    Raises :class:`MatchFileError` for text that is not SGF, an SGF of
    another game (``GM`` other than 6: GM[1] is Go, GM[3] chess), an
    impossible set-up (more than 15 checkers of a colour, both colours on
    one point, a game already over, a cube the rules do not allow), a
    set-up after a game's first move (not supported), or a move the rules
    do not allow (naming the line, game and node).  Disagreements that can
    be read past (``MI`` scores, ``RE`` against the board) become warnings.
    """
    trees = parse_sgf_collection(text, path)
    for i, tree in enumerate(trees):
        gm = (tree.nodes[0].get("GM") or "1").strip()
        if gm != "6":
            kind = {"1": "Go", "2": "Othello", "3": "chess"}.get(gm, f"GM[{gm}]")
            raise MatchFileError("not a backgammon match file: an SGF file for {kind} (GM[{gm}]; backgammon is "
                                 "GM[6])", path, line=tree.line, game=i + 1 if i else None, kind=kind, gm=gm)
    root0 = trees[0].nodes[0]
    try:
        mi0 = _match_info(root0)
    except ValueError as exc:
        raise MatchFileError(exc, path, line=root0.line) from None
    length = mi0.get("length", 0)
    words = _rule_words(root0)
    for unsupported in ("hypergammon1", "hypergammon2", "hypergammon3"):
        if unsupported in words:
            raise MatchFileError("the variant {name} is not supported (only backgammon and nackgammon)", path,
                                 name=shown(unsupported))
    rules = RuleOptions.match() if length else RuleOptions.money()
    rules = replace(rules, crawford=bool(length) and "crawford" in words, cube="nocube" not in words,
                    variation="nackgammon" if "nackgammon" in words else "standard")
    if not length:
        rules = replace(rules, jacoby="jacoby" in words)
    # an empty PW[] is an empty name (written so by format_sgf); only a missing one is "White"
    players = (root0.get("PW", "White") or "", root0.get("PB", "Black") or "")
    marks_crawford = any("crawfordgame" in _rule_words(t.nodes[0]) for t in trees)
    builder = RecordBuilder(path, length, rules, players, Where(root0.line), expected_games=len(trees))
    info: dict[str, str] = {}
    gnubg = GnubgAnalysis()
    for gi, tree in enumerate(trees):
        _read_tree(builder, tree, gi, marks_crawford, info, gnubg)
    record = builder.finish()
    record.info = info
    record.warnings = builder.warnings
    record.analysis = gnubg.to_data()
    return record


def _read_tree(builder: RecordBuilder, tree: SgfTree, gi: int, marks_crawford: bool,
               info: dict[str, str], gnubg: GnubgAnalysis | None = None) -> None:
    root = tree.nodes[0]
    where = Where(root.line)
    try:
        mi = _match_info(root)
    except ValueError as exc:
        raise builder.error(exc, where) from None
    score = (mi["ws"], mi["bs"]) if "ws" in mi and "bs" in mi else None
    if score is not None and max(score) > MAX_POINTS:
        raise builder.error("MI[ws:{white}][bs:{black}]: the scores are absurd", where, white=score[0], black=score[1])
    words = _rule_words(root)
    nodes = tree.main_line()
    setup, setup_where = _read_setup(builder, nodes, gi)
    # The first game's own mark decides when its starting score cannot tell (6-3 in a 7-point match).
    builder.new_game(where, score=score, crawford=("crawfordgame" in words) if marks_crawford or gi == 0 else None,
                     setup=setup, setup_where=setup_where)
    if "game" in mi and mi["game"] != gi and mi["game"] != gi + 1:
        builder.warn("game tree {tree} says MI[game:{number}] (games are numbered from 0)", where, tree=gi + 1,
                     number=mi["game"])
    names = (root.get("PW"), root.get("PB"))
    if names != (None, None) and names != builder.match.players:
        builder.warn("PW[{white}] and PB[{black}] differ from the first game's players", where,
                     white=_cut(names[0]), black=_cut(names[1]))
    if "length" in mi and mi["length"] != builder.match.length:
        builder.warn("MI[length:{given}] differs from the first game's {length}", where, given=mi["length"],
                     length=builder.match.length)
    for ident, key in SGF_INFO_PROPS.items():
        value = root.get(ident)
        if value and key not in info:
            info[key] = value
    if tree.has_variations():
        builder.warn("the game tree has variations; only the main line is read", where)
    last_action = _last_action(nodes)
    for number, node in enumerate(nodes):
        props = node.props
        analysed = gnubg is not None and not props.keys().isdisjoint(_ANALYSIS_PROPS)
        if analysed:
            assert builder.game is not None
            before = (len(builder.game.record.actions), builder.game.position_for(0))
        values = props.get("W")
        if values:
            for value in values:
                _read_action(builder, 0, value.strip(), Where(node.line, number))
        values = props.get("B")
        if values:
            for value in values:
                _read_action(builder, 1, value.strip(), Where(node.line, number))
        if analysed:
            assert gnubg is not None
            _read_analysis(builder, gnubg, gi, node, before, Where(node.line, number))
        if number > last_action >= 0 and "DI" in props and _is_final_roll(nodes, number, last_action):
            _read_final_roll(builder, node, Where(node.line, number))
    result = root.get("RE")
    if result:
        _read_result(builder, result.strip(), where)


_ANALYSIS_PROPS = ("A", "DA", "LU")
"""gnubg's analysis properties read (:mod:`.sgf_analysis_read`)."""


def _read_analysis(builder: RecordBuilder, gnubg: GnubgAnalysis, gi: int, node: SgfNode,
                   before: tuple[int, Position], where: Where) -> None:
    """gnubg's analysis properties of ``node`` (``A``, ``DA``, ``LU``),
    added to ``gnubg`` by the index of the actions the node's move made
    (``before``: the game's action count and White's view of the board
    before it).  A property that cannot be read or placed is left out
    with a warning."""
    game = builder.game
    assert game is not None
    count, board = before
    actions = game.record.actions
    new = {str(a.kind): i for i, a in enumerate(actions[count:], count)}
    roll = new.get("roll", new.get("opening"))
    cube = next((new[k] for k in ("take", "drop", "double", "beaver") if k in new), None)

    def skip(ident: str) -> None:
        builder.warn("{prop}[{value}]: gnubg's analysis here cannot be read; it is left out", where,
                     prop=ident, value=_cut(node.props[ident][0] if node.props[ident] else ""))

    if "A" in node.props:
        move = new.get("move")
        try:
            if move is None:
                raise ValueError("no move")
            player = actions[move].player
            texts = _STEP_TEXTS[player]
            value = (node.get("W") if player == 0 else node.get("B")) or ""
            from ..model.legal import legal_plays

            legal = legal_plays(board if player == 0 else board.swapped(), (int(value[0]), int(value[1])),
                                minimize_wasted_pips=builder.match.rules.minimize_wasted_pips)
            if len(node.props["A"]) - 1 > len(legal):        # (each candidate is another legal play)
                raise ValueError("more candidates than legal plays")
            rank, cands = parse_move_analysis(node.props["A"])
            played = str(legal.parse(actions[move].play or ""))
            plays = [[str(legal.parse(" ".join(texts[c[0][i:i + 2]] for i in range(0, len(c[0]), 2)))),
                      c[1], c[2], c[3]] for c in cands]
            if played not in (p[0] for p in plays):
                raise ValueError("the play made is not among the candidates")
            gnubg.moves.append([gi, move, rank, plays])
        except (ValueError, RuleError, KeyError, IndexError):
            skip("A")
    if "DA" in node.props:
        at = roll if roll is not None else cube      # (a beaver's take is written on the doubler's roll)
        try:
            if at is None:
                raise ValueError("no cube decision")
            plies, no_double, double_take = parse_double_analysis(node.props["DA"][0])
            gnubg.cubes.append([gi, at, plies, no_double, double_take])
        except ValueError:
            skip("DA")
    if "LU" in node.props:
        try:
            if roll is None:
                raise ValueError("no roll")
            luck = parse_luck(node.props["LU"][0])
            if luck is not None:
                gnubg.lucks.append([gi, roll, luck])
        except ValueError:
            skip("LU")


def _last_action(nodes: list[SgfNode]) -> int:
    """Index of the last node with a move or cube action (-1 if none),
    looked for from the end (where it is)."""
    for i in range(len(nodes) - 1, -1, -1):
        props = nodes[i].props
        if "W" in props or "B" in props:
            return i
    return -1


def _first_action(nodes: list[SgfNode]) -> int:
    """Index of the first node with a move or cube action (len(nodes) if none)."""
    return next((i for i, n in enumerate(nodes) if "W" in n.props or "B" in n.props), len(nodes))


@dataclass
class _SetupProps:
    """A game's set-up properties as read, their syntax checked only
    (FORMATS.md 2.3): ``board[player][k]`` the checkers of ``player`` on
    letter ``k`` (0..23 = a..x, 24 = y the bar), the starting position as
    the ``AE``/``AB``/``AW`` read so far clear or add to it; ``on_roll``
    from ``PL`` (None: not said), ``dice`` (``DI``), ``cube`` (``CV``) and
    ``owner`` (``CP``/``CO``: None in the middle)."""

    board: list[list[int]]
    on_roll: int | None = None
    dice: tuple[int, int] | None = None
    cube: int = 1
    owner: int | None = None


def _start_board(variation: str) -> list[list[int]]:
    """The starting position of ``variation`` (gnubg sets up from its
    variation's start), checkers by letter from White's side (FORMATS.md 2.3)."""
    board = [[0] * 25, [0] * 25]
    start = Position.start(variation)
    for player in (0, 1):
        for point in range(1, BAR + 1):
            board[player][_index(_letter(point, player))] = start.player[point]
    return board


def _read_setup_value(props: _SetupProps, ident: str, value: str, node_props: dict[str, list[str]],
                      fail: Callable[..., MatchFileError], i: int) -> None:
    """Apply one value of set-up property ``ident`` (node ``i``, whose
    properties are ``node_props``) to ``props``; ``fail(reason, i,
    **values)`` makes the error for a value that cannot be read."""
    text = value.strip()
    if ident in ("AE", "AB", "AW"):
        try:
            letters = _point_list(text)
        except ValueError as exc:
            raise fail("{ident}[{value}]: {reason}", i, ident=ident, value=_cut(value),
                       reason=exc) from None
        for letter in letters:
            if ident == "AE":
                props.board[0][_index(letter)] = props.board[1][_index(letter)] = 0
            else:
                props.board[0 if ident == "AW" else 1][_index(letter)] += 1
    elif ident == "PL":
        if text.upper() not in ("W", "B"):
            raise fail("PL[{value}] names no player (W or B)", i, value=_cut(value))
        props.on_roll = "WB".index(text.upper())
    elif ident == "DI":
        if not re.fullmatch(r"[1-6][1-6]", text):
            raise fail("DI[{value}] is not two dice 1..6", i, value=_cut(value))
        props.dice = (int(text[0]), int(text[1]))
    elif ident == "CV":
        if not re.fullmatch(r"[0-9]{1,6}", text):
            raise fail("CV[{value}] is not a cube value", i, value=_cut(value))
        props.cube = int(text)
    else:                                   # CP (gnubg) or CO (the spec)
        code = text.lower()
        if code not in ("c", "w", "b", "n"):
            raise fail("{ident}[{value}] names no cube position (c, w, b or n)", i, ident=ident,
                       value=_cut(value))
        new_owner = {"w": 0, "b": 1}.get(code)
        if ident == "CO" and "CP" in node_props and new_owner != props.owner:
            raise fail("CP[{cp}] and CO[{co}] put the cube in different places", i,
                       cp=_cut(node_props["CP"][-1]), co=_cut(value))
        props.owner = new_owner


def _board_sides(board: list[list[int]]) -> tuple[dict[int, int], dict[int, int]]:
    """A set-up board by letter (see :class:`_SetupProps`) as each player's
    ``{point: count}`` in their own numbering, for :meth:`Setup.from_board`
    (which checks it)."""
    white, black = ({_point(chr(ord("a") + k), player): n for k, n in enumerate(board[player]) if n}
                    for player in (0, 1))
    return white, black


def _read_setup(builder: RecordBuilder, nodes: list[SgfNode], gi: int) -> tuple[Setup | None, Where]:
    """The set-up of a game tree's main line (``nodes``, the root first):
    the set-up properties of the nodes up to and including the first node
    with an action, applied in order (FORMATS.md 2.3).  Returns
    ``(None, ...)`` for a game with no set-up, else the set-up and where
    its last set-up node is.  Raises :class:`MatchFileError` for an
    impossible set-up or set-up properties after the first action."""
    first = _first_action(nodes)
    at = [i for i, node in enumerate(nodes) if not node.props.keys().isdisjoint(_SETUP_PROPS)]
    game = gi + 1

    def fail(reason: str | BaseException, i: int, /, **values: object) -> MatchFileError:
        return MatchFileError(reason, builder.path, line=nodes[i].line, game=game, move=i, **values)

    last_action = _last_action(nodes)
    at = [i for i in at if not _is_final_roll(nodes, i, last_action)]
    late = [i for i in at if i > first]
    if late:
        props = ", ".join(p for p in _SETUP_PROPS if p in nodes[late[0]].props)
        raise fail("a set-up ({props}) after the game's first move is not supported", late[0], props=props)
    root_cv = nodes[0].get("CV")
    if at == [0] and set(_SETUP_PROPS) & set(nodes[0].props) == {"CV"}:
        if (root_cv or "1").strip() == "1":
            return None, Where(nodes[0].line, 0)
        raise fail("a game starting with the cube at {cube} (CV[{cube}], automatic doubles) is not supported", 0,
                   cube=root_cv)
    if not at:
        return None, Where(nodes[0].line, 0)

    read = _SetupProps(_start_board(builder.match.rules.variation))
    for i in at:
        node_props = nodes[i].props
        for ident in _SETUP_PROPS:
            for value in node_props.get(ident, []):
                _read_setup_value(read, ident, value, node_props, fail, i)
    last = at[-1]
    on_roll = read.on_roll
    if first < len(nodes) and (on_roll is None or read.dice is None):
        # gnubg 1.07 writes PL[W] with its set-up board whoever is on roll (checked by
        # tests/interop): with no set-up dice, the colour of the first action decides
        on_roll = 0 if "W" in nodes[first].props else 1
    elif on_roll is None:
        raise fail("the set-up does not say who is on roll (no PL[W] or PL[B], and no move follows)", last)
    try:
        setup = Setup.from_board(_board_sides(read.board), on_roll, read.dice, read.cube, read.owner)
    except (RuleError, InvalidPositionError) as exc:
        raise fail(exc, last) from None
    return setup, Where(nodes[last].line, last)


def _is_final_roll(nodes: list[SgfNode], i: int, last_action: int) -> bool:
    """True when node ``i`` is gnubg's "rolled, then resigned": a node with
    ``DI`` (and ``PL``) and no other set-up property, after the game's last
    move.  gnubg 1.07 saves the roll of a player who rolled and then
    resigned, or whose opponent resigned, so (its "set dice" record)."""
    props = nodes[i].props
    return (0 <= last_action < i and "DI" in props
            and not any(p in props for p in _SETUP_PROPS if p not in ("PL", "DI")))


def _read_final_roll(builder: RecordBuilder, node: SgfNode, where: Where) -> None:
    """The roll of a :func:`_is_final_roll` node, with nothing played."""
    game = builder.game
    assert game is not None
    text = (node.get("DI") or "").strip()
    if not re.fullmatch(r"[1-6][1-6]", text):
        raise builder.error("DI[{value}] is not two dice 1..6", where, value=_cut(text))
    colour = (node.get("PL") or "").strip().upper()
    if colour and colour not in ("W", "B"):
        raise builder.error("PL[{value}] names no player (W or B)", where, value=_cut(colour))
    player = "WB".index(colour) if colour else game.to_act
    if player not in (0, 1):
        raise builder.error("DI[{value}] after the end of the game", where, value=text)
    builder.roll(player, (int(text[0]), int(text[1])), None, where)


def _index(letter: str) -> int:
    """0..24 for a..y."""
    return ord(letter) - ord("a")


def _point_list(text: str) -> list[str]:
    """The letters of one point-list value: ``l`` or a range ``a:x``
    (both ends included; SGF's compressed point list).  Only a..y (the
    points and the bar); raises :class:`InvalidNotationError` otherwise."""
    m = re.fullmatch(r"([a-z])(?:\s*:\s*([a-z]))?", text)
    if not m:
        raise InvalidNotationError("not a point (a..x) or the bar (y)")
    lo, hi = m.group(1), m.group(2) or m.group(1)
    for letter in (lo, hi):
        if letter > "y":
            raise InvalidNotationError(
                "{letter} is not a point (a..x) or the bar (y); checkers not placed are borne off", letter=letter)
    if hi < lo:
        raise InvalidNotationError("the range {lo}:{hi} runs backwards", lo=lo, hi=hi)
    return [chr(c) for c in range(ord(lo), ord(hi) + 1)]


_STEP_TEXTS = [{a + b: f"{_point(a, player)}/{_point(b, player)}" for a in map(chr, range(97, 123))
                for b in map(chr, range(97, 123))} for player in (0, 1)]
"""A move's letter pair (``_MOVE``'s a..z) as move text in each player's
own numbering (``"ab"`` is White's ``1/2``): made once, not at each move."""


@lru_cache(maxsize=4096)
def _move_text(player: int, steps: str) -> str:
    """A move's letter pairs (``_MOVE``'s third group) as move text in
    ``player``'s numbering (cached: the same moves come back again and again)."""
    texts = _STEP_TEXTS[player]
    return " ".join([texts[steps[i:i + 2]] for i in range(0, len(steps), 2)])


def _read_action(builder: RecordBuilder, player: int, value: str, where: Where) -> None:
    word = value.lower()
    m = _MOVE.match(word)           # (the commonest first: no word below is a move)
    if m:
        d1, d2, steps = m.groups()
        builder.roll(player, (ord(d1) - 48, ord(d2) - 48), _move_text(player, steps), where)
        return
    game = builder.game
    assert game is not None
    if word == "double":
        kind = "beaver" if game.phase is Phase.DOUBLED and game.to_act == player else "double"
        builder.cube(kind, player, where)
        return
    if word in ("take", "drop"):
        builder.cube(word, player, where)
        return
    if word.startswith("resign"):
        # Gibbon writes the points offered: "resign:2" at cube 2 is a single
        m = re.fullmatch(r"resign(?::([0-9]{1,6}))?", word)
        if not m:
            raise builder.error("cannot read {text}", where, text=shown(value))
        builder.resign_points(player, int(m.group(1) or game.cube_value), where, what=value)
        return
    if word in ("accept", "reject", "decline"):
        builder.answer_resignation(word == "accept", where)
        return
    raise builder.error("cannot read the move {text}", where, text=shown(value))


def _read_result(builder: RecordBuilder, result: str, where: Where) -> None:
    m = _RESULT.match(result)
    if not m:
        if result.lower() not in ("0", "draw", "void", "?"):
            builder.warn("RE[{value}] is not a result this program reads", where, value=_cut(result))
        return
    winner = 0 if m.group(1).upper() == "W" else 1
    rest = m.group(3).strip().lower()
    resigned = rest.startswith("r")
    if not m.group(2):
        game = builder.game
        if game is not None and game.outcome is not None:
            return
        raise builder.error("RE[{value}] gives no points", where, value=_cut(result))
    if len(m.group(2)) > 6 or int(m.group(2)) > MAX_POINTS:
        raise builder.error("RE[{value}]: the points are absurd", where, value=_cut(result))
    builder.result(winner, int(m.group(2)), where, resigned=resigned, what=f"RE[{_cut(result)}]")


# ---------------------------------------------------------------- writing
def check_sgf_writable(record: MatchRecord) -> None:
    """Refuse (:class:`MatchFileError`) what an SGF file cannot carry back,
    as :func:`format_sgf` does before it writes: a player's name or an info
    text that a text file cannot hold (:func:`~._text.name_problem`,
    :func:`~._text.text_problem`).  Cheap (no game is replayed), so that
    a save can be refused before it is asked for."""
    for name in record.players:
        problem = name_error(name)
        if problem:
            raise MatchFileError("{problem}; save the match as .bgqt", problem=problem)
    for key in SGF_INFO_PROPS.values():
        problem = text_error(str(record.info.get(key, "")), f"the {key}")
        if problem:
            raise MatchFileError("{problem}; save the match as .bgqt", problem=problem)


def format_sgf(record: MatchRecord) -> str:
    """The match as gnubg writes SGF: one game tree per game, ``MI`` with
    games from 0, ``RU`` and ``RE``, one node per move or cube action.

    A game that starts from a set-up gets gnubg's set-up nodes after its
    root: ``PL`` with ``AE[a:y]`` and ``AW``/``AB`` for every checker, then
    ``PL`` and the dice (``DI``) if rolled, ``CV`` and ``CP`` when the cube
    is not at 1 in the middle; the first game's ``MI`` scores are the starting score.

    What gnubg's SGF cannot hold is left out: resignations as actions
    (only ``RE[..R]`` says the loser resigned), a declined resignation, a
    claim on time (written as a resignation), rule options other than
    Crawford, Jacoby, the cube and the variation (the Nackgammon start).  Raises :class:`MatchFileError` for a
    record the rules do not allow, and for a name or info text that a
    text file cannot carry back (:func:`~._text.name_problem`,
    :func:`~._text.text_problem`).
    """
    check_sgf_writable(record)
    if record.analysis is not None:       # (the analysis is free-form data: not cached)
        index = _analysis_index(record.analysis)    # (each game's entries found once, not once a game)
        hook = progress_hook()              # (a save reporting its progress: see reporting)
        out = []
        for gi in range(len(record.games)):
            if hook is not None:
                hook(gi, len(record.games))
            out.append(_tree_text(record, gi, index))
    else:
        out = _TEXTS.texts(record.games, lambda gi: _tree_context(record, gi), lambda gi: _tree_text(record, gi))
    return "\n".join(out) + "\n"


_TEXTS = GameTexts()
"""The game trees written last (a session saved again renders only the
games that changed)."""


def _tree_context(record: MatchRecord, gi: int) -> tuple[object, ...]:
    """What game ``gi``'s tree says of the record besides the game itself."""
    info = tuple(sorted(record.info.items())) if gi == 0 else None
    return gi, record.match_length, record.players, record.rules, info


def _tree_text(record: MatchRecord, gi: int, index: _AnalysisIndex | None = None) -> str:
    """Game ``gi`` as one SGF game tree (see :func:`format_sgf`)."""
    grec = record.games[gi]
    root = ["FF[4]", "GM[6]", "CA[UTF-8]", f"AP[backgammon-qt:{__version__}]",
            f"MI[length:{record.match_length}][game:{gi}][ws:{grec.score_before[0]}]"
            f"[bs:{grec.score_before[1]}]",
            f"PW[{_escape(record.players[0])}]", f"PB[{_escape(record.players[1])}]"]
    if gi == 0:
        for ident, key in SGF_INFO_PROPS.items():
            if record.info.get(key):
                root.append(f"{ident}[{_escape(str(record.info[key]))}]")
    words = []
    if record.match_length and record.rules.crawford:
        words.append("Crawford")
        if grec.crawford:
            words.append("CrawfordGame")
    if not record.match_length and record.rules.jacoby:
        words.append("Jacoby")
    if record.rules.variation == "nackgammon":
        words.append("Nackgammon")      # gnubg's sgf.c: RU[...:Nackgammon]
    if not record.rules.cube:
        words.append("NoCube")
    if words:
        root.append(f"RU[{':'.join(words)}]")
    if grec.outcome is not None:
        o = grec.outcome
        root.append(f"RE[{'WB'[o.winner]}+{o.points}{'' if o.reason in ('bearoff', 'drop') else 'R'}]")
    nodes = ["(;" + "".join(root)]
    if grec.setup is not None:
        nodes.extend(_setup_nodes(grec.setup))
    try:
        nodes.extend(_move_nodes(record, gi, index))
    except MatchFileError as exc:            # (game_turns': the game and the action it refused)
        raise MatchFileError("cannot write this record: {reason}", game=exc.game or gi + 1, move=exc.move,
                             reason=exc.cause) from None
    except ValueError as exc:
        raise MatchFileError("cannot write this record: {reason}", game=gi + 1, reason=exc) from None
    return "\n;".join(nodes) + ")"
