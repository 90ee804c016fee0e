"""SGF FF[4] syntax for gnubg's backgammon SGF (``GM[6]``): game trees,
nodes, property values, ``\\``-escapes, and the letters of points.

Sources: ../shared/testdata/FORMATS.md section 2 and SGF FF[4].  Shared by
the reader (:mod:`.sgf`), the writer (:mod:`.sgf_write`) and the analysis
properties (:mod:`.sgf_analysis`).

Points in a move are letters from White's side: ``a`` is White's 1-point
and Black's 24, ``x`` White's 24; ``y`` is the bar and ``z`` off for both
colours.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field

from ..model.errors import shown
from ._build import MAX_GAME_ACTIONS, MAX_GAMES
from .errors import MatchFileError, PathArg

__all__ = ["SgfNode", "SgfTree", "parse_sgf_collection", "looks_like_sgf", "SGF_INFO_PROPS", "MAX_TREES",
           "MAX_TREE_NODES", "MAX_NODES", "MAX_VALUES"]

SGF_INFO_PROPS = {"EV": "event", "RO": "round", "PC": "site", "DT": "date", "AN": "annotator",
                  "GC": "comment"}
"""Root properties and the :attr:`MatchRecord.info` keys they become (the
same keys as the .mat header tags, see :data:`.mat.MAT_INFO_TAGS`)."""

_MAX_DEPTH = 64
MAX_TREES = 2 * MAX_GAMES
"""Most game trees (games and variations) read from one file."""
MAX_TREE_NODES = MAX_GAME_ACTIONS + 64
"""Most nodes read in one game tree (its variations included): one per
action, plus a root and set-up nodes."""
MAX_NODES = 1_000_000
"""Most nodes read from one file (about 250 bytes each while read): some
5,000 games of real play, more than a money session of 2,000 games holds
(about 200,000); a real session reaches the 20 MiB size cap first only in
the native format, so this bounds the memory of a hostile file, not a
session."""
MAX_VALUES = 1_000_000
"""Most property values read from one file (gnubg's analysed 25-point
match has about 40,000).  These limits stop a hostile file while it is
read, before the whole tree is built."""

# ---------------------------------------------------------------- SGF syntax
@dataclass(slots=True)
class SgfNode:
    """One node: property identifier -> list of (unescaped) values, and
    the 1-based line where the node starts.  Slotted: a long session's
    file has a few hundred thousand."""

    props: dict[str, list[str]] = field(default_factory=dict)
    line: int = 0

    def get(self, ident: str, default: str | None = None) -> str | None:
        """The first value of ``ident``, or ``default``."""
        values = self.props.get(ident)
        return values[0] if values else default


@dataclass
class SgfTree:
    """A game tree: its sequence of nodes and its variations."""

    nodes: list[SgfNode] = field(default_factory=list)
    children: list[SgfTree] = field(default_factory=list)
    line: int = 0

    def main_line(self) -> list[SgfNode]:
        """The nodes along the first variation at every branch."""
        nodes, tree = list(self.nodes), self
        while tree.children:
            tree = tree.children[0]
            nodes.extend(tree.nodes)
        return nodes

    def has_variations(self) -> bool:
        """True when some node has more than one continuation."""
        stack = [self]
        while stack:
            tree = stack.pop()
            if len(tree.children) > 1:
                return True
            stack.extend(tree.children)
        return False


# Possessive quantifiers: nothing backtracks over a long run of letters or blanks.
_TOKEN = re.compile(r"\s*+(?:(?P<punct>[(;)])|(?P<ident>[A-Za-z]++)\s*+\[|(?P<value>\[))")


_ESCAPED = re.compile(r"\\(\r?\n|.)", re.S)


def _unescape(raw: str) -> str:
    # SGF: "\" escapes the next character; "\" before a line break removes it (a soft
    # break).  One pass, so an escaped backslash before a line break stays a backslash.
    if "\\" not in raw:
        return raw
    return _ESCAPED.sub(lambda m: "" if m.group(1) in ("\n", "\r\n") else m.group(1), raw)


def parse_sgf_collection(text: str, path: PathArg | None = None) -> list[SgfTree]:
    """The game trees of an SGF collection (FF[4] syntax).

    Property identifiers keep only their upper-case letters (FF[3]'s
    ``AddBlack`` is ``AB``).  Raises :class:`MatchFileError` with the line
    for anything that is not SGF: text outside a tree, an unclosed value or
    tree, a property without a value, nesting deeper than 64 levels; and,
    as soon as it is passed, for more than :data:`MAX_TREES` trees,
    :data:`MAX_NODES` nodes (:data:`MAX_TREE_NODES` in one tree) or
    :data:`MAX_VALUES` values (time and memory
    stay linear in the part read).
    """
    trees: list[SgfTree] = []
    stack: list[SgfTree] = []
    node: SgfNode | None = None
    pos = 0
    line_starts = None
    n_trees = n_nodes = n_values = 0
    tree_nodes = 0          # nodes in the current top-level tree
    # The line of each tree and node, counted on from the one before (offsets only grow):
    line, counted = 1, 0

    def line_at(offset: int) -> int:
        nonlocal line_starts
        if line_starts is None:
            line_starts = [m.end() for m in re.finditer(r"\n", text)]
        return bisect.bisect_right(line_starts, offset) + 1

    def fail(reason: str, offset: int, /, **values: object) -> MatchFileError:
        return MatchFileError(reason, path, line=line_at(offset), game=None, move=None, **values)

    token = _TOKEN.match
    value_at = _VALUE.match
    node_at = _NODE.match
    count_lines = text.count
    unescape = _unescape
    while True:
        if stack and not stack[-1].children:
            # the commonest: a node and its first property in one match (as the three tokens below)
            f = node_at(text, pos)
            if f is not None:
                start = f.start(1)
                n_nodes += 1
                if n_nodes > MAX_NODES:
                    raise fail("more than {n} SGF {what}; this is not a real match file", start, n=MAX_NODES,
                               what="nodes")
                tree_nodes += 1
                if tree_nodes > MAX_TREE_NODES:
                    raise fail("more than {n} SGF nodes in one game; this is not a real match file", start,
                               n=MAX_TREE_NODES)
                line += count_lines("\n", counted, start)
                counted = start
                ident = f.group(2)
                values = [unescape(f.group(3))]
                node = SgfNode({ident: values}, line)
                stack[-1].nodes.append(node)
                n_values += 1
                if n_values > MAX_VALUES:
                    raise fail("more than {n} SGF {what}; this is not a real match file", f.start(3),
                               n=MAX_VALUES, what="values")
                if f.group(4) is None:
                    pos = f.end(3) + 1
                    continue
                pos = f.end()
                while True:         # further values of the property (as below)
                    v = value_at(text, pos)
                    if v is None:
                        raise fail("the value of {name} is not closed with ']'", pos, name=shown(ident, 20))
                    n_values += 1
                    if n_values > MAX_VALUES:
                        raise fail("more than {n} SGF {what}; this is not a real match file", pos,
                                   n=MAX_VALUES, what="values")
                    values.append(unescape(v.group(1)))
                    if v.group(2) is None:
                        pos = v.end(1) + 1
                        break
                    pos = v.end()
                continue
        m = token(text, pos)
        if m is None:
            rest = text[pos:].strip()
            if not rest:
                break
            raise fail("not SGF: unexpected {text}", pos + len(text[pos:]) - len(text[pos:].lstrip()),
                       text=shown(rest[:20]))
        pos = m.end()
        kind = m.lastgroup
        start = m.start(kind or 0)   # the token itself, after any blanks
        if kind == "punct":
            punct = m.group("punct")
            if punct == ";":
                if not stack or stack[-1].children:
                    raise fail("not SGF: a node outside a game tree", start)
                n_nodes += 1
                if n_nodes > MAX_NODES:
                    raise fail("more than {n} SGF {what}; this is not a real match file", start, n=MAX_NODES,
                               what="nodes")
                tree_nodes += 1
                if tree_nodes > MAX_TREE_NODES:
                    raise fail("more than {n} SGF nodes in one game; this is not a real match file", start,
                               n=MAX_TREE_NODES)
                line += count_lines("\n", counted, start)
                counted = start
                node = SgfNode({}, line)
                stack[-1].nodes.append(node)
            elif punct == "(":
                if len(stack) >= _MAX_DEPTH:
                    raise fail("SGF variations nested more than {n} deep", start, n=_MAX_DEPTH)
                n_trees += 1
                if n_trees > MAX_TREES:
                    raise fail("more than {n} SGF game trees; this is not a real match file", start, n=MAX_TREES)
                if not stack:
                    tree_nodes = 0
                line += count_lines("\n", counted, start)
                counted = start
                tree = SgfTree(line=line)
                if stack:
                    stack[-1].children.append(tree)
                else:
                    trees.append(tree)
                stack.append(tree)
                node = None
            else:
                if not stack:
                    raise fail("not SGF: ')' without '('", start)
                if not stack[-1].nodes:
                    raise fail("an empty SGF game tree", start)
                stack.pop()
                node = None
        else:
            ident = m.group("ident")
            if node is None:
                raise fail("not SGF: a property outside a node", start)
            if ident is None:
                raise fail("not SGF: a value without a property name", start)
            if not ident.isupper():     # (only ASCII letters: upper-case ones are kept)
                ident = "".join(c for c in ident if c.isupper()) or ident.upper()
            values = node.props.setdefault(ident, [])
            # m ended just after the first "["; read it and any further values
            while True:
                v = value_at(text, pos)
                if v is None:
                    raise fail("the value of {name} is not closed with ']'", pos, name=shown(ident, 20))
                n_values += 1
                if n_values > MAX_VALUES:
                    raise fail("more than {n} SGF {what}; this is not a real match file", pos, n=MAX_VALUES,
                               what="values")
                values.append(unescape(v.group(1)))
                if v.group(2) is None:
                    pos = v.end(1) + 1
                    break
                pos = v.end()
    if stack:
        raise fail("the SGF ends inside a game tree (a ')' is missing)", len(text))
    if not trees:
        raise MatchFileError("no SGF game tree in the file", path)
    return trees


def _cut(text: str | None, limit: int = 30) -> str:
    """``text`` on one line and cut to about ``limit`` characters, for
    messages quoting a property value (hostile input may be huge)."""
    one_line = " ".join((text or "").split())
    return one_line if len(one_line) <= limit else f"{one_line[:limit]}... ({len(text or '')} characters)"


_VALUE = re.compile(r"((?:[^\\\]]++|\\.)*+)\](\s*+\[)?", re.S)
"""A value from just after its ``[``: its text up to the closing ``]``
(the first group: runs of ordinary characters or ``\\`` escapes,
possessive, so an unclosed 20 MB value is one linear pass that keeps no
backtracking state), then the ``[`` of the next value of the same
property when one follows (the second group)."""
_NODE = re.compile(r"\s*+(;)\s*+([A-Z]++)\s*+\[((?:[^\\\]]++|\\.)*+)\](\s*+\[)?", re.S)
"""A node and the first value of its first property, when the property's
name is in upper case (kept as it is): the ``;`` token, the name and the
value of :data:`_TOKEN` and :data:`_VALUE` in one match (the groups: the
``;``, the name, the value's text, the next value's ``[``)."""


def looks_like_sgf(text: str) -> bool:
    """True when ``text`` starts (after blanks) with an SGF game tree."""
    return text.lstrip().startswith("(")


def _point(letter: str, player: int) -> int:
    """A move letter as a point in ``player``'s own numbering (25 bar, 0 off)."""
    if letter == "y":
        return 25
    if letter == "z":
        return 0
    index = ord(letter) - ord("a")        # 0 = White's 1-point
    return index + 1 if player == 0 else 24 - index


def _letter(point: int, player: int) -> str:
    """Inverse of :func:`_point`."""
    if point == 25:
        return "y"
    if point == 0:
        return "z"
    return chr(ord("a") + point - 1) if player == 0 else chr(ord("a") + 24 - point)
