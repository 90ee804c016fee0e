"""The computer's playing strengths (:data:`LEVELS`) and the default one.

A module of its own, without bgsage, so that the settings and the window can
name the levels at start-up while the engine loads only when first used.
:mod:`.sage` re-exports these names.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Level", "LEVELS", "DEFAULT_LEVEL", "ANALYSIS_LEVELS", "DEFAULT_ANALYSIS_LEVEL", "ANALYSIS_SECONDS"]


@dataclass(frozen=True)
class Level:
    """A playing strength: bgsage's ``eval_level`` and the level's error.

    ``noise`` is the standard deviation (in equity, normalised to the cube)
    of a Gaussian error added to every candidate's equity before the
    computer chooses: each legal play's equity for checker play, and the
    no-double and double/take equities (and the doubled player's take
    equity) for cube decisions.  The errors come from the engine's
    ``random.Random(seed)``, so a seeded engine makes the same choices for
    the same calls.  0.0 plays the engine's best.
    """

    name: str
    label: str
    eval_level: str
    noise: float


LEVELS: dict[str, Level] = {lv.name: lv for lv in (
    Level("beginner", "Beginner", "1ply", 0.120),
    Level("intermediate", "Intermediate", "1ply", 0.035),
    Level("expert", "Expert", "1ply", 0.0),
    Level("world_class", "World class", "2ply", 0.0),
    Level("grandmaster", "Grandmaster", "3ply", 0.0),
)}
"""The levels by name, in order of strength, weakest first (depths as
bgsage counts plies: its 1ply is gnubg's 0-ply).  Each level is measurably
stronger than the one below.  Checker play judged by gnubg's own network at
its 2-ply (benchmarks/strength.py --judged: real positions of the corpus,
money, cubeless; each level against the one below on the same positions,
equity per move with the 95 % interval): Intermediate - Beginner +0.0313
+/- 0.0022, Expert - Intermediate +0.0065 +/- 0.0007, World class - Expert
+0.0014 +/- 0.0004 (3,000 positions), Grandmaster - World class +0.0007
+/- 0.0004 (1,000 positions).  In games against gnubg-nn 0-ply (duplicate
dice, cubeless, 200 pairs, points per game): Beginner -0.85 +/- 0.13,
Intermediate -0.25 +/- 0.13, Expert +0.03 +/- 0.13; games tell World
class from Expert only over far more pairs than were played (-0.04 +/-
0.25 over 80)."""

DEFAULT_LEVEL = "expert"
"""The level a new computer player gets, the strongest that answers in under
150 ms per move on this 2-core machine (benchmarks/engine.py, 200 self-play
positions, load average 0.7): checker play mean 3.5 ms, max 16 ms; cube
decision max 62 ms (a full evaluation); so a whole computer turn stays under
about 80 ms.  ``world_class`` (2-ply) took mean 83 ms, max 530 ms per move.
Measured again with ``grandmaster`` (3-ply, gnubg's 2-ply) on 20 positions
of the corpus's 7-point match, load average 7.4 (a shared machine): checker
play per move Expert mean 1.6 ms (max 14 ms), World class 207 ms (max
770 ms), Grandmaster 1.5 s (max 6.9 s).  No level above Grandmaster: bgsage's
4-ply took 17 to 116 s a move (6 to 46 s of CPU) on 6 positions of the same
match, too long to wait for at the board.
"""


ANALYSIS_LEVELS: dict[str, tuple[str, str]] = {
    "expert": ("Expert: 1-ply (gnubg 0-ply, XG 1-ply)", "1ply"),
    "world_class": ("World class: 2-ply (gnubg 1-ply, XG 2-ply)", "2ply"),
    "grandmaster": ("Grandmaster: 3-ply (gnubg 2-ply, XG 3-ply)", "3ply"),
    "truncated1": ("1T: truncated rollout (XG Roller)", "truncated1"),
    "truncated2": ("2T: truncated rollout (XG Roller+)", "truncated2"),
    "truncated3": ("3T: truncated rollout (XG Roller++)", "truncated3"),
}
"""The match analysis' levels: name -> (label, bgsage ``eval_level``),
weakest first (no level error at any).  Named by what they are, with the
names gnubg and eXtreme Gammon give the same depth, so that numbers are
compared at equal depth: bgsage's 1-ply is the raw network (gnubg's 0-ply),
2-ply one ply of look-ahead (gnubg's 1-ply), 3-ply gnubg's 2-ply; the
truncated rollouts are bgsage's ``truncated1/2/3`` (72 trials cut after 5
plies at 1-ply; 360 trials cut after 7 plies at 2-ply; the same at 3-ply
then 2-ply), made after XG's Roller, Roller+ and Roller++.  The time a
7-point match takes (benchmarks/analysis.py, the corpus's 9-game GNU Gibbon
match, 358 turns, 2-core machine under load 6-8 with 7 other engineers,
CPU seconds): see :data:`ANALYSIS_SECONDS`.  Here, not in :mod:`.analysis`, so that the window names them at
start-up without loading the engine."""

ANALYSIS_SECONDS: dict[str, float] = {
    "expert": 1.4,
    "world_class": 8.0,
    "grandmaster": 34.0,
    "truncated1": 390.0,
    "truncated2": 3000.0,
    "truncated3": 8500.0,
}
"""CPU seconds the analysis of the corpus's 9-game GNU Gibbon 7-point match
(358 turns) takes at each level on this 2-core machine (shown beside the
level's name): Expert, World class and Grandmaster the whole match
(benchmarks/analysis.py, load average 3 to 5: 1.44 s, 7.97 s and 33.8 s;
the wall time 1.3 times as long); 1T extrapolated from 12 turns spread
over the match, 2T and 3T from 3 (rough; the wall time under the load of
an earlier session, 7 to 9, was 3 to 5 times as long).  gnubg 1.07's
``analyse match`` of the same match took 0.40 s at 0-ply, 1.47 s at 1-ply
and 19.9 s at 2-ply (CPU) in the same run.  Before the N-ply checker play
valued only the plays of its move filter (issue 21), World class took 16 s
and Grandmaster 340 s.  A quiet machine with more cores is faster: bgsage
spreads a search over every core."""

DEFAULT_ANALYSIS_LEVEL = "grandmaster"
"""The default analysis level: bgsage 3-ply, gnubg's 2-ply (gnubg's own
default analysis), so that a player's figures compare with gnubg's at
equal depth (issue 21).  About 34 s of CPU for a 7-point match here (gnubg
1.07's 2-ply: 19.9 s in the same run), since issue 21's move filter (about
340 s before).  Against gnubg 1.07's analysis at 2-ply of five real matches
of the corpus (benchmarks/analysis.py --agreement-only --gnubg 5; 10
players, 859 unforced checker plays), World class (2-ply, gnubg's 1-ply)
then Grandmaster: per-player error rates Pearson 0.987 then 0.999 (mean
14.3 then 12.9 mEMG, gnubg 12.5); rating word the same for 6 then 10 of 10
players; checker plays with gnubg's verdict (an error, doubtful or worse,
or not) 96.4 % then 97.3 %, equity lost Pearson 0.976 then 0.993; missed
doubles 57 then 44, gnubg 43 (13 of World class's 14 more in three
matches where gnubg's 2-ply finds none).  The tutor rates at the
level chosen (:func:`~backgammon_qt.controller.engine_jobs.analysis.tutor_level`):
at 3-ply a rating took mean 0.10 s, max 0.57 s for a checker play and mean
0.06 s, max 0.16 s for a cube action (every other turn of the corpus's
7-point match, 150 plays and 131 cube actions, load 4).  A level a player
chooses in the Analyse menu is remembered (the ``analysis_level``
setting); a player who never chose one gets this default."""
