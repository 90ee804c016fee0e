"""The move list and the game list's rows: :func:`move_rows` (the move
list of a game as gnubg shows it, :class:`MoveRow` of :class:`MoveCell`)
and :func:`action_text` (one action in words).  No Qt."""

from __future__ import annotations

from dataclasses import dataclass

from backgammon_qt.model.record import GameRecord

from .texts import Tr, _roll_passed, _same, roll_text

__all__ = ["action_text", "MoveCell", "MoveRow", "move_rows"]

_RESIGNS = {1: "Resigns a single game", 2: "Resigns a gammon", 3: "Resigns a backgammon"}
"""A resignation in the move list, by its value."""

_ACTION_WORDS = {"double": "Doubles", "take": "Takes", "drop": "Drops", "beaver": "Beavers",
                 "accept": "Accepts", "decline": "Declines", "claim": "Claims the win on time"}

# ------------------------------------------------------------ the game list and the review
def action_text(game: GameRecord, index: int, tr: Tr = _same, passed: bool = False) -> str:
    """Words for action ``index`` (0-based) of ``game``, without the
    player's name: ``"Rolls 6-5"``, ``"13/8 13/11"``, ``"Doubles"``...  A
    roll that no play follows had no legal move (``"Rolls 6-6: no move"``).
    Raises :class:`IndexError` for an index outside the game."""
    a = game.actions[index]
    k = a.kind
    if k == "opening":
        d0, d1 = a.dice or (0, 0)
        if a.player < 0:
            return tr("Opening roll: both {die}, again").format(die=d0)
        mine, theirs = (d0, d1) if a.player == 0 else (d1, d0)
        return tr("Opening roll {mine}-{theirs}: moves first").format(mine=mine, theirs=theirs)
    if k == "roll":
        roll = roll_text(a.dice or (0, 0))
        # no play after a roll: a dance, unless the roller resigned (or the
        # opponent claimed on time) before moving; the last roll of a live game
        # is a dance when the game has passed it (``passed``)
        if _roll_passed(game.actions, index, passed):
            return tr("Rolls {roll}: no move").format(roll=roll)
        return tr("Rolls {roll}").format(roll=roll)
    if k == "move":
        return a.play or tr("(no move)")
    if k == "resign":
        return tr(_RESIGNS.get(a.value or 1, _RESIGNS[1]))
    return tr(_ACTION_WORDS.get(k, k))


@dataclass(frozen=True)
class MoveCell:
    """One entry of the move list: ``text`` (``"61: 13/7 8/7"``, ``"Doubles
    => 2"``, ``"Wins 2 points"``) and ``step``, the number of the game's
    actions applied once this entry is done (the review step to show).
    ``decision``: the entry is a play or an action of a player, which an
    analysis marks (:func:`move_marks`); the game's result is not (it shares
    the step of the action that ended the game)."""

    text: str
    step: int
    decision: bool = True


@dataclass(frozen=True)
class MoveRow:
    """One row of the move list: its number (from 1) and each player's
    entry (player 0's first; None where that player did nothing)."""

    number: int
    cells: tuple[MoveCell | None, MoveCell | None]


def move_rows(game: GameRecord, tr: Tr = _same, last_roll_passed: bool = False) -> list[MoveRow]:
    """The move list of ``game`` as gnubg shows it: a row a move number,
    each player's turn in their column (the dice, high first, and the play:
    ``"54: 13/8 6/2"``; ``"66: cannot move"``), cube actions and
    resignations as entries of their own, and the result last.  A last
    roll with no play after it is the turn in progress, unless
    ``last_roll_passed`` (the live game has passed that roll: it could not
    be played)."""
    rows: list[list[MoveCell | None]] = []

    def add(player: int, cell: MoveCell) -> None:
        if not rows or rows[-1][player] is not None or (player == 0 and rows[-1][1] is not None):
            rows.append([None, None])
        rows[-1][player] = cell

    actions = game.actions
    pending: tuple[int, str] | None = None          # a roll waiting for its play: player, dice text
    if game.setup is not None and game.setup.dice is not None:      # a set-up game starts rolled
        pending = (game.setup.on_roll, _dice_text(game.setup.dice))
    for i, a in enumerate(actions):
        k = a.kind
        if pending is not None and not (k == "move" and a.player == pending[0]):
            # the roll had no play after it: a dance (or the roller resigned before moving)
            if k not in ("resign", "claim"):
                add(pending[0], MoveCell(tr("{dice}: cannot move").format(dice=pending[1]), i))
            pending = None
        if k in ("opening", "roll"):
            if a.dice is not None and (k == "roll" or a.player >= 0):     # an opening roll that tied has no play
                pending = (a.player, _dice_text(a.dice))
        elif k == "move" and pending is not None:
            play = a.play or tr("(no move)")           # tr() outside the f-string, where lupdate sees it
            add(a.player, MoveCell(f"{pending[1]}: {play}", i + 1))
            pending = None
        else:
            cell = _action_cell(game, i, tr)
            if cell is not None:
                add(a.player, cell)
    if pending is not None and game.outcome is None:
        if last_roll_passed:
            add(pending[0], MoveCell(tr("{dice}: cannot move").format(dice=pending[1]), len(actions)))
        else:
            add(pending[0], MoveCell(f"{pending[1]}:", len(actions)))        # the turn in progress
    if game.outcome is not None:
        o = game.outcome
        add(o.winner, MoveCell(tr("Wins %n point(s)", "", o.points), len(actions), decision=False))
    return [MoveRow(n, (cells[0], cells[1])) for n, cells in enumerate(rows, 1)]


def _dice_text(dice: tuple[int, ...]) -> str:
    """A roll as the move list writes it, the higher die first: ``"64"``."""
    return "".join(map(str, sorted(dice, reverse=True)))


def _action_cell(game: GameRecord, index: int, tr: Tr) -> MoveCell | None:
    """The move list's entry of action ``index`` when it is a cube action,
    a resignation or a claim (None for any other)."""
    a = game.actions[index]
    k = a.kind
    if k == "double":
        return MoveCell(tr("Doubles => {v}").format(v=_cube_after(game, index)), index + 1)
    if k == "beaver":
        return MoveCell(tr("Beavers => {v}").format(v=_cube_after(game, index)), index + 1)
    if k == "resign":
        return MoveCell(tr(_RESIGNS.get(a.value or 1, _RESIGNS[1])), index + 1)
    if k in _ACTION_WORDS and a.player in (0, 1):
        return MoveCell(tr(_ACTION_WORDS[k]), index + 1)
    return None


def _cube_after(game: GameRecord, index: int) -> int:
    """The cube's value offered by the double or beaver at action ``index``."""
    value = game.setup.cube_value if game.setup is not None else 1
    for a in game.actions[: index + 1]:
        if a.kind in ("double", "beaver"):
            value *= 2
    return value

