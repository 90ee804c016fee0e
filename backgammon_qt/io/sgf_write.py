"""The nodes of gnubg's SGF (``GM[6]``) game tree: set-up nodes, one node
per move or cube action with the analysis properties of
:mod:`.sgf_analysis`.  :func:`.sgf.format_sgf` puts them in game trees.

Sources: ../shared/testdata/FORMATS.md section 2 and gnubg's ``sgf.c``.
Player 0 is White (``W[...]``), player 1 Black.
"""

from __future__ import annotations

from ..model.position import BAR
from ..model.record import MatchRecord, Setup
from ._build import game_turns
from .sgf_analysis import _analysis_props, _AnalysisIndex
from .sgf_syntax import _letter

__all__: list[str] = []


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace("]", "\\]")


def _setup_nodes(setup: Setup) -> list[str]:
    """gnubg's set-up nodes for ``setup`` (FORMATS.md 2.3): the board, who
    is on roll and the dice, the cube."""
    board = ["AE[a:y]"]
    for ident, player in (("AW", 0), ("AB", 1)):
        side = setup.position.player if player == 0 else setup.position.opponent
        letters = "".join(f"[{_letter(p, player)}]" * side[p] for p in range(1, BAR + 1))
        if letters:
            board.append(ident + letters)
    # PL in the board's node, as gnubg writes it (gnubg 1.07 reads a PL of its own node as nothing)
    nodes = [f"PL[{'WB'[setup.on_roll]}]" + "".join(board)]
    if setup.dice is not None:
        nodes.append(f"PL[{'WB'[setup.on_roll]}]DI[{setup.dice[0]}{setup.dice[1]}]")
    if setup.cube_value != 1:
        nodes.append(f"CV[{setup.cube_value}]")
    if setup.cube_owner is not None:
        nodes.append(f"CP[{'wb'[setup.cube_owner]}]")
    return nodes


_PAIRS = [[[_letter(a, player) + _letter(b, player) for b in range(BAR + 1)] for a in range(BAR + 1)]
          for player in (0, 1)]
"""A move's two letters, ``_PAIRS[player][from_point][to_point]`` (made once)."""


def _move_nodes(record: MatchRecord, gi: int, index: _AnalysisIndex | None = None) -> list[str]:
    nodes = []
    turns = list(game_turns(record, gi))
    analysed = _analysis_props(record, gi, turns, index)
    for turn in turns:
        colour = "WB"[turn.player]
        if turn.kind == "roll":
            if turn.from_setup and turn.play is None:
                continue                # the set-up's DI says its roll
            assert turn.dice is not None
            dice = f"{turn.dice[0]}{turn.dice[1]}"
            # the roll's DA (a turn without a double) and LU go on the play's node
            cube, luck = analysed.cube.get(turn.action, ""), analysed.luck.get(turn.action, "")
            if turn.play is None:       # a dance, or rolled, then resigned
                nodes.append(f"{colour}[{dice}]{cube}{luck}")
                continue
            pairs = _PAIRS[turn.player]
            steps = "".join([pairs[m.from_point][m.to_point] for m in turn.play.moves])
            nodes.append(f"{colour}[{dice}{steps}]{cube}{analysed.moves.get(turn.play_action, '')}{luck}")
        elif turn.kind == "beaver":
            nodes.append(f"{colour}[double]")
        else:                           # double, take, drop
            nodes.append(f"{colour}[{turn.kind}]{analysed.cube.get(turn.action, '')}")
    return nodes
