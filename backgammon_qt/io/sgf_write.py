"""The nodes of gnubg's SGF (``GM[6]``) game tree: set-up nodes, one node
per move or cube action with the analysis properties of
:mod:`.sgf_analysis`.  :func:`.sgf.format_sgf` puts them in game trees.

Sources: ../shared/testdata/FORMATS.md section 2 and gnubg's ``sgf.c``.
Player 0 is White (``W[...]``), player 1 Black.
"""

from __future__ import annotations

from ..model.position import BAR
from ..model.record import MatchRecord, Setup
from ._build import replay_game, start_game
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


def _move_nodes(record: MatchRecord, gi: int, index: _AnalysisIndex | None = None) -> list[str]:
    nodes = []
    analysed = _analysis_props(record, gi, index)
    pending: tuple[int, str] | None = None     # a roll waiting for its play
    pending_ai = -1                             # that roll's action (its DA and LU go on the play's node)

    def rolled(ai: int) -> tuple[str, str]:
        """The DA (a turn without a double) and LU of the roll of action ``ai``."""
        return analysed.cube.get(ai, ""), analysed.luck.get(ai, "")

    setup = record.games[gi].setup
    if setup is not None and setup.dice is not None and start_game(record, gi).turn is not None:
        # the set-up's DI holds the roll; the first move repeats it (as gnubg writes)
        pending = (setup.on_roll, f"{setup.dice[0]}{setup.dice[1]}")
    setup_roll = pending
    for ai, (action, play, game) in enumerate(replay_game(record, gi)):
        kind = action.kind
        colour = "WB"[action.player] if action.player in (0, 1) else ""
        if kind in ("opening", "roll"):
            if kind == "opening":
                if action.player not in (0, 1):
                    continue            # a tie, rolled again
                d = action.dice
                assert d is not None
                dice = f"{d[action.player]}{d[1 - action.player]}"
            else:
                assert action.dice is not None
                dice = f"{action.dice[0]}{action.dice[1]}"
            if game.turn is None:                       # no legal play: a dance
                cube, luck = rolled(ai)
                nodes.append(f"{colour}[{dice}]{cube}{luck}")
            else:
                pending, pending_ai = (action.player, dice), ai
        elif kind == "move":
            assert pending is not None and play is not None
            steps = "".join(_letter(m.from_point, action.player) + _letter(m.to_point, action.player)
                            for m in play.moves)
            cube, luck = rolled(pending_ai)
            nodes.append(f"{colour}[{pending[1]}{steps}]{cube}{analysed.moves.get(ai, '')}{luck}")
            pending, pending_ai = None, -1
        elif kind == "double":
            nodes.append(f"{colour}[double]{analysed.cube.get(ai, '')}")
        elif kind == "beaver":
            nodes.append(f"{colour}[double]")
        elif kind in ("take", "drop"):
            nodes.append(f"{colour}[{kind}]{analysed.cube.get(ai, '')}")
        elif kind == "resign" and pending is not None:
            if pending is not setup_roll:           # DI already says the set-up's roll
                nodes.append(f"{'WB'[pending[0]]}[{pending[1]}]{''.join(rolled(pending_ai))}")  # rolled, resigned
            pending, pending_ai = None, -1
    if pending is not None and pending is not setup_roll:
        nodes.append(f"{'WB'[pending[0]]}[{pending[1]}]{''.join(rolled(pending_ai))}")
    return nodes
