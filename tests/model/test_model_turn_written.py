"""The play a text writes, made on the counts (model/turn.py
``_written_play_py``, and the compiled ``_legalc.written`` when it was built)
against the turn's own steps on its search board (``_Search`` and
``LegalPlays._written_chain``, the way ``Turn.apply_text`` made a written
play before it was written out flat for speed).

The same answer on every case: the same moves in the same order (the SGF
writer writes one letter pair per move), the same counts and hits after,
the same refusal and the same "some step was made" (which orders the dice
left); and ``Turn.has_legal_play`` agrees with the legal plays.  Rules:
RULES.md "Moving" and "Bearing off".
"""

from __future__ import annotations

import random
from itertools import permutations

import pytest
from helpers.positions import PROPERTY_SETTINGS, dice, positions
from hypothesis import given

from backgammon_qt.model import Position, Turn, legal_plays, turn
from backgammon_qt.model.legal import LegalPlays, _result, _Search
from backgammon_qt.model.moves import Move, Play, parse_move_text_hits
from backgammon_qt.model.position import OFF

Answer = tuple[tuple[Move, ...], tuple[int, ...], tuple[int, ...]] | bool
"""A play made (its moves, then its position's two sides) or whether some step was made."""


def answer(made: Play | bool | None) -> Answer:
    """A written play's answer, to compare: a :class:`Play` (equal by its
    position alone) as its moves and both sides."""
    assert made is not None, "the compiled path handed a real board back to Python"
    if isinstance(made, Play):
        return made.moves, made.position.player, made.position.opponent
    return made


def reference(start: Position, dice_left: list[int], steps: list[tuple[int, int]]) -> Answer:
    """The written play made one step at a time on a :class:`_Search`, as
    ``Turn.apply_text`` made it with ``_push_written``/``_push``/``_pop``."""
    board = _Search(start)
    remaining = list(dice_left)
    moves: list[Move] = []
    made_some = False
    for order in (steps, sorted(steps, key=lambda st: -st[0])):
        complete = True
        for a, b in order:
            chain = LegalPlays._written_chain(board, a, b, remaining)
            if chain is None:
                complete = False
                break
            made_some = True
            point = a
            for d in chain:
                assert point != OFF and d in remaining and board.can_move(point, d)
                m = board.do(point, d)
                moves.append(m)
                remaining.remove(d)
                point = m.to_point
        if complete and not remaining:
            position = _result(start, board.me, board.hits)
            return tuple(moves), position.player, position.opponent
        while moves:                        # undo_all: each die goes back, the dice left sorted
            m = moves.pop()
            board.undo(m)
            remaining.append(m.die)
            remaining.sort(reverse=True)
    return made_some


def implementations() -> list[tuple[str, object]]:
    """The written-out Python, and the compiled one when it was built."""
    def python(start: Position, dice_left: list[int], steps: list[tuple[int, int]]) -> Answer:
        return answer(turn._written_play_py(start, dice_left, steps))

    found: list[tuple[str, object]] = [("python", python)]
    compiled = turn._fast_written
    if compiled is not None:
        def run(start: Position, dice_left: list[int], steps: list[tuple[int, int]]) -> Answer:
            return answer(compiled(start.player, start.opponent, dice_left, steps))
        found.append(("compiled", run))
    return found


def texts(position: Position, roll: tuple[int, int], rng: random.Random) -> list[str]:
    """Move texts to try: each legal play in gnubg's words, one step per
    die in the order made and shuffled, plus random steps (mostly illegal)."""
    found = []
    for play in list(legal_plays(position, roll))[:12]:
        found.append(str(play))
        steps = [f"{m.from_point}/{m.to_point}" for m in play.moves]
        found.append(" ".join(steps))
        found.append(" ".join(reversed(steps)))
        found.append(" ".join(rng.sample(steps, len(steps))))
    for _ in range(6):
        steps = []
        for _ in range(rng.randint(1, 4)):
            a = rng.choice([25, *range(1, 25)])
            steps.append(f"{a}/{max(a - rng.randint(1, 12), 0)}")
        found.append(" ".join(steps))
    return found


def differences(position: Position, roll: tuple[int, int], rng: random.Random) -> list[str]:
    found = []
    d1, d2 = roll
    for dice_left in ([[d1] * 4] if d1 == d2 else [[d1, d2], [d2, d1]]):
        for text in texts(position, roll, rng):
            steps, _hits = parse_move_text_hits(text)
            if not steps:
                continue
            want = reference(position, list(dice_left), list(steps))
            for name, written in implementations():
                got = written(position, list(dice_left), list(steps))        # type: ignore[operator]
                if got != want:
                    found.append(f"{name}: {position.position_id()} {dice_left} {text!r}: {got} != {want}")
    legal = bool(legal_plays(position, roll))
    compiled = turn._fast_can_play
    if compiled is not None and compiled(position.player, position.opponent, *roll) is not legal:
        found.append(f"compiled can_play: {position.position_id()} {roll}")
    saved, turn._fast_can_play = turn._fast_can_play, None
    try:
        if Turn(position, roll).has_legal_play() is not legal:
            found.append(f"has_legal_play: {position.position_id()} {roll}")
    finally:
        turn._fast_can_play = saved
    return found


def test_written_plays_of_random_games_are_made_as_the_turn_made_them() -> None:
    """Every roll of 150 positions met in games played at random (a fixed seed)."""
    rng = random.Random(2022)
    position = Position.start()
    failures: list[str] = []
    for _ in range(150):
        for roll in [(d1, d2) for d1 in range(1, 7) for d2 in range(d1, 7)]:
            failures += differences(position, roll, rng)
        plays = list(legal_plays(position, (rng.randint(1, 6), rng.randint(1, 6))))
        position = rng.choice(plays).next_position() if plays else position.swapped()
        if position.is_game_over():
            position = Position.start()
    assert not failures, f"{len(failures)} differences:\n" + "\n".join(failures[:20])


@given(positions(), dice)
@PROPERTY_SETTINGS
def test_written_plays_on_random_positions_are_made_as_the_turn_made_them(position: Position,
                                                                          roll: tuple[int, int]) -> None:
    assert differences(position, roll, random.Random(position.position_id())) == []


def test_the_order_of_the_dice_left_chooses_the_path_of_a_combined_move() -> None:
    """``24/13`` with 6-5 goes 24/18/13 or 24/19/13 by the order of the dice
    left, which the SGF writer writes as two letter pairs: both ways agree."""
    start = Position.from_points({24: 2, 13: 5, 8: 3, 6: 5}, {24: 15})     # 19 and 18 open
    for dice_left in ([6, 5], [5, 6]):
        want = reference(start, dice_left, [(24, 13)])
        assert isinstance(want, tuple) and [m.die for m in want[0]] == dice_left
        assert answer(Turn(start, tuple(dice_left)).apply_text("24/13")) == want
        for _name, written in implementations():
            assert written(start, dice_left, [(24, 13)]) == want       # type: ignore[operator]


def test_a_step_made_then_taken_back_leaves_the_dice_in_order() -> None:
    """A text whose first step is made but whose next is not (13/8, then 13/7
    onto a held point) answers True: the turn then holds its dice high
    first, and its second try starts from them."""
    start = Position.start()
    opponent = list(start.opponent)
    opponent[6] -= 2
    opponent[18] += 2          # the mover's 7-point held
    position = Position(start.player, tuple(opponent))
    position.validate()
    assert reference(position, [5, 6], [(13, 8), (13, 7)]) is True
    for text in ("13/7 13/8", "13/8 13/7", "24/18 24/19", "6/1 8/2", "24/13", "13/8 6/off"):
        steps, _ = parse_move_text_hits(text)
        for dice_left in ([5, 6], [6, 5]):
            want = reference(position, dice_left, list(steps))
            for _name, written in implementations():
                assert written(position, dice_left, list(steps)) == want, text     # type: ignore[operator]


def test_every_permutation_of_a_doubles_play_is_made_alike() -> None:
    start = Position.start()
    steps = [(13, 9), (13, 9), (24, 20), (6, 2)]
    for order in set(permutations(steps)):
        want = reference(start, [4] * 4, list(order))
        for _name, written in implementations():
            assert written(start, [4] * 4, list(order)) == want        # type: ignore[operator]


def test_the_compiled_path_hands_what_it_does_not_take_back_to_python() -> None:
    """Counts above its bound, more steps than it holds, a step that is
    not a pair of small ints: None, and the Python answers."""
    compiled = turn._fast_written
    if compiled is None:
        pytest.skip("the C fast path was not built (pip install -e . with a C compiler builds it)")
    start = Position.start()
    huge = Position(tuple([0] * 13 + [1001] + [0] * 12), start.opponent)
    assert compiled(huge.player, huge.opponent, [6, 5], [(13, 7), (13, 8)]) is None
    assert answer(Turn(huge, (6, 5)).apply_text("13/7 13/8")) == reference(huge, [6, 5], [(13, 7), (13, 8)])
    # 31 checkers: after a play a count could pass what the C tables hold (its answer is built from them)
    crowded = Position(tuple([0] * 13 + [31] + [0] * 12), start.opponent)
    assert compiled(crowded.player, crowded.opponent, [6, 5], [(13, 7), (13, 8)]) is None
    assert answer(Turn(crowded, (6, 5)).apply_text("13/7 13/8")) == reference(crowded, [6, 5],
                                                                               [(13, 7), (13, 8)])
    can_play = turn._fast_can_play
    assert can_play is not None
    assert can_play(huge.player, huge.opponent, 6, 5) is None and Turn(huge, (6, 5)).has_legal_play()
    assert can_play(start.player, start.opponent, 0, 5) is None
    assert can_play(start.player, start.opponent, 6.0, 5) is None
    assert compiled(start.player, start.opponent, [6, 5], [(13, 7)] * 17) is None
    assert compiled(start.player, start.opponent, [6, 5], [(13, 7.0)]) is None
    assert compiled(start.player, start.opponent, [6, 5], [(13, 40)]) is None
    assert compiled(start.player, start.opponent, (6, 5), [(13, 7)]) is None
    assert answer(compiled(start.player, start.opponent, [6, 5], [(13, 7), (13, 8)])) == reference(
        start, [6, 5], [(13, 7), (13, 8)])


def test_a_turn_made_for_checked_dice_is_the_turn_made_with_the_check() -> None:
    """Turn._checked (the game's own roll, its dice checked already) sets up the same turn as
    Turn(...) does: every attribute alike, so a field added to one and forgotten in the other fails here."""
    from backgammon_qt.model import Position
    from backgammon_qt.model.turn import Turn

    for roll in ((6, 5), (3, 3), (1, 2)):
        for minimize in (False, True):
            made = Turn(Position.start(), roll, minimize_wasted_pips=minimize)
            checked = Turn._checked(Position.start(), roll, minimize)
            assert vars(checked).keys() == vars(made).keys()
            assert {k: v for k, v in vars(checked).items() if k != "_cache"} == \
                {k: v for k, v in vars(made).items() if k != "_cache"}
