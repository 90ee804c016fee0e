"""Live differential test of the legal plays against gnubg-nn.

Each run plays fresh random games (a new seed from the OS, or ``BGQT_SEED`` to
replay a run) and checks every (position, roll) met on the way: our set of
resulting positions must be gnubg-nn's, and ``max_moves`` the most dice in any
of gnubg's plays.  A failure names the seed and the cases.
"""

from __future__ import annotations

import os
import random

from helpers.gnubg_oracle import board_of, from_board, gnubg_boards, random_play_cases

from backgammon_qt.model import legal_plays

CASES = 10_000


def _seed() -> int:
    text = os.environ.get("BGQT_SEED")
    return int(text) if text else random.SystemRandom().randrange(2**32)


def test_legal_plays_match_gnubg_on_fresh_random_games() -> None:
    seed = _seed()
    failures = []
    for position, (d1, d2) in random_play_cases(seed, CASES):
        ours = legal_plays(position, (d1, d2))
        theirs = gnubg_boards(position, d1, d2)
        got = {board_of(play.position) for play in ours}
        most = max((len(steps) for steps in theirs.values()), default=0)
        if got != theirs.keys() or len(ours) != len(got) or ours.max_moves != most:
            failures.append(
                f"{position.position_id()} {d1}-{d2}: "
                f"missing {sorted(from_board(b).position_id() for b in theirs.keys() - got)} "
                f"extra {sorted(from_board(b).position_id() for b in got - theirs.keys())} "
                f"plays {len(ours)} (distinct {len(got)}) max_moves {ours.max_moves} (gnubg {most})")
    assert not failures, (f"BGQT_SEED={seed}: {len(failures)} of {CASES} cases differ from gnubg-nn "
                          "(ids: mover on roll)\n" + "\n".join(failures[:20]))
