"""Our rollouts (bgsage's, through backgammon_qt/engine/rollout.py) beside
GNU Backgammon 1.07's ``rollout`` of the same positions (issue 21 item 5):
two opening rolls, a cube decision, a bear-off and a back game, full
rollouts with small trial counts on both sides (see gnubg_rollout.py for
how gnubg is asked and what is compared).  Each equity must lie within the
combined 95 % interval of the two.  Both sides are seeded, so the test
gives the same numbers on every run; benchmarks/rollout.py prints the
table with more trials."""

from __future__ import annotations

import math

import pytest
from helpers.gnubg_rollout import CASES, Case, compare

TRIALS = 144
"""Trials each side.  At 72 the standard errors themselves are too rough:
gnubg's 72-trial rollout of 64 played 8/2 6/2 gave +0.074 +/- 0.021 (2.6
combined standard errors from ours), its 288-trial one +0.020 +/- 0.011
(ours +0.010 +/- 0.013)."""

MAX_COMBINED_SE = 0.05
"""The largest combined standard error, sqrt(ours^2 + gnubg^2), an
agreement may rest on: without it a noisy or broken rollout (an SE of 0.1)
would agree with anything.  At 144 trials, seed 1, the honest runs give
0.009-0.028 (cubeless and no-double rows: ours 0.009-0.024, gnubg
0-0.018) and 0.038 for double/take, whose equity on the doubled cube
varies more (ours 0.037, gnubg 0.008)."""


@pytest.mark.slow
@pytest.mark.timeout(1200)
@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_rollout_agrees_with_gnubg(gnubg: str, case: Case, tmp_path) -> None:
    rows = compare(gnubg, case, trials=TRIALS, seed=1, home=str(tmp_path))
    assert len(rows) == 2
    for row in rows:
        assert row.ours_se > 0, row
        assert math.hypot(row.ours_se, row.gnubg_se) < MAX_COMBINED_SE, row
        assert row.agree, (f"{row.case}, {row.what} ({row.kind}): ours {row.ours:+.4f} +/- {row.ours_se:.4f}, "
                           f"gnubg {row.gnubg:+.4f} +/- {row.gnubg_se:.4f}, {row.z:.2f} combined SEs apart")
