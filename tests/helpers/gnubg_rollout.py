"""GNU Backgammon 1.07's ``rollout`` of a position, read from its output,
for tests/interop/test_interop_rollout.py and benchmarks/rollout.py.

gnubg's commands (gnubg manual, "Commands"; gnubg 1.07's ``set rollout``
help): ``set rollout trials N``, ``set rollout seed S``, ``set rollout
truncation enable off`` (full rollouts), ``set rollout cubeful on|off``,
``set rollout chequerplay plies 0`` and ``set rollout cubedecision plies
0`` (gnubg's 0-ply = bgsage's 1-ply inside the trials), ``set rollout later
enable off``; the position by ``new session`` / ``new match``, ``set
matchid`` and ``set board``, then ``rollout``, which rolls out the current
position before the roll of the player on roll (gnubg's ``CommandRollout``
takes no arguments in 1.07; it offers no cube action at the first turn, as
its cube-decision rollouts do for no double and double/take).

gnubg prints a rollout's result only when its output is a terminal, so it
runs here on a pseudo-terminal.  The result lines are::

      0.514 0.142 0.012 - 0.486 0.124 0.009 CL +0.048 CF +0.126
     [0.012 0.006 0.007 - 0.012 0.008 0.003 CL  0.034 CF  0.093] 1r

(win, win gammon, win backgammon - lose, lose gammon, lose backgammon,
cubeless and cubeful equity of the player on roll, then their standard
errors).
"""

from __future__ import annotations

import math
import os
import pty
import re
import select
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

from backgammon_qt.engine.base import GameContext
from backgammon_qt.engine.rollout import RolloutSettings, candidate_plays, make_task, rollout
from backgammon_qt.model import MatchState, Position

__all__ = ["GnubgRollout", "gnubg_rollout", "Case", "CASES", "Row", "compare"]

_NUM = r"([+-]?\d+\.\d+)"
_RESULT = re.compile(rf"^\s*{_NUM} {_NUM} {_NUM} - {_NUM} {_NUM} {_NUM} CL\s+{_NUM}(?: CF\s+{_NUM})?\s*$", re.M)
_SE = re.compile(rf"^\s*\[{_NUM} {_NUM} {_NUM} - {_NUM} {_NUM} {_NUM} CL\s+{_NUM}(?: CF\s+{_NUM})?\]", re.M)


@dataclass(frozen=True)
class GnubgRollout:
    """One gnubg rollout, seen by the player on roll before the roll:
    ``probs`` (win, win gammon, win backgammon, lose, lose gammon, lose
    backgammon), ``cubeless``/``cubeful`` equity and their standard errors
    ``cubeless_se``/``cubeful_se`` (the cubeful ones None for a cubeless
    rollout); ``seconds`` of wall time; ``text`` the
    output after the rollout."""

    probs: tuple[float | None, ...]
    cubeless: float | None
    cubeful: float | None
    cubeless_se: float | None
    cubeful_se: float | None
    seconds: float
    text: str


def _run_on_pty(command: list[str], commands: str, timeout: float, home: str) -> str:
    master, slave = pty.openpty()
    env = dict(os.environ, HOME=home, LANG="C.UTF-8", LC_ALL="C.UTF-8")
    proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=slave, stderr=slave, env=env, cwd=home)
    os.close(slave)
    assert proc.stdin is not None
    proc.stdin.write(commands.encode())
    proc.stdin.close()
    chunks: list[bytes] = []
    deadline = time.monotonic() + timeout
    try:
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise RuntimeError(f"gnubg's rollout did not finish in {timeout} s")
            ready, _, _ = select.select([master], [], [], min(left, 1.0))
            if not ready:
                if proc.poll() is not None:
                    break
                continue
            try:
                data = os.read(master, 65536)
            except OSError:        # EIO: the child closed the terminal
                break
            if not data:
                break
            chunks.append(data)
    finally:
        os.close(master)
        if proc.poll() is None:
            proc.kill()
        proc.wait(5)
    return b"".join(chunks).decode("utf-8", "replace").replace("\r", "\n")


def gnubg_rollout(gnubg: str, position_id: str, match_id: str, *, trials: int, seed: int, cubeful: bool = True,
                  match_length: int = 0, timeout: float = 1800, home: str | os.PathLike[str] | None = None,
                  ) -> GnubgRollout:
    """gnubg's full rollout (0-ply checker play and cube inside the trials,
    ``trials`` trials, seed ``seed``) of the position ``position_id`` (seen
    by the player on roll) with the state of ``match_id`` (the dice must
    not be rolled).  Raises :class:`RuntimeError` when gnubg's output has
    no result."""
    start = f"new match {match_length}" if match_length else "new session"
    commands = "\n".join([
        "set player 0 human", "set player 1 human",
        f"set rollout trials {trials}", f"set rollout seed {seed}", "set rollout truncation enable off",
        f"set rollout cubeful {'on' if cubeful else 'off'}", "set rollout chequerplay plies 0",
        "set rollout cubedecision plies 0", "set rollout later enable off",
        start, f"set matchid {match_id}", f"set board {position_id}", "show board", "rollout", "quit", "",
    ])
    folder = str(Path(home) if home is not None else Path.cwd())
    t0 = time.perf_counter()
    out = _run_on_pty([gnubg, "-t", "-q", "-r"], commands, timeout, folder)
    seconds = time.perf_counter() - t0
    if f"Position ID: {position_id}" not in out:
        raise RuntimeError(f"gnubg did not take the position {position_id}:\n{out[-3000:]}")
    done = out.rfind("Rollout done")
    if done < 0:
        raise RuntimeError(f"gnubg's rollout gave no result:\n{out[-3000:]}")
    tail = out[done:]
    result, se = _RESULT.search(tail), _SE.search(tail)
    if result is None or se is None:
        raise RuntimeError(f"gnubg's rollout result could not be read:\n{tail[-3000:]}")
    r = [float(x) if x is not None else None for x in result.groups()]
    s = [float(x) if x is not None else None for x in se.groups()]
    return GnubgRollout(tuple(r[:6]), r[6], r[7], s[6], s[7], seconds, tail)


# --------------------------------------------------------------------------- ours beside gnubg's

@dataclass(frozen=True)
class Case:
    """A position rolled out by both: ``position`` seen by the player on
    roll (money game, cube centred, no Jacoby rule, no beavers), ``dice``
    the roll whose plays are rolled out, or None for the cube decision."""

    name: str
    position: Position
    dice: tuple[int, int] | None


CASES = (
    Case("opening 31", Position.start(), (3, 1)),
    Case("opening 64", Position.start(), (6, 4)),
    Case("race cube decision", Position.from_points({6: 4, 5: 3, 4: 3, 3: 2, 2: 2, 1: 1},
                                                    {6: 4, 5: 3, 4: 2, 3: 2, 2: 2, 1: 1, 7: 1}), None),
    Case("bear-off 64", Position.from_points({6: 2, 5: 2, 4: 3, 3: 2, 2: 2, 1: 2},
                                             {6: 3, 5: 3, 4: 3, 3: 2, 2: 2, 1: 2}), (6, 4)),
    # the player on roll holds the opponent's 1 and 3 points, 100 pips behind in the race
    Case("back game 63", Position.from_points({24: 2, 22: 2, 13: 3, 8: 3, 6: 3, 5: 2},
                                              {6: 3, 5: 3, 4: 3, 2: 2, 7: 2, 8: 2}), (6, 3)),
)
"""The positions of issue 21's check: opening rolls, a cube decision, a
bear-off, a back game."""


@dataclass(frozen=True)
class Row:
    """One equity both rolled out, for the player on roll in the case's
    position (after the play, for a play): ``what`` (the play, or ``no
    double`` / ``double/take``), ``kind`` (``cubeless`` for plays,
    ``cubeful`` for the cube), ours and gnubg's with their standard errors
    and trials, and the seconds each took."""

    case: str
    what: str
    kind: str
    ours: float
    ours_se: float
    gnubg: float
    gnubg_se: float
    trials: int
    ours_seconds: float
    gnubg_seconds: float

    @property
    def z(self) -> float:
        """The difference in combined standard errors."""
        return abs(self.ours - self.gnubg) / max(1e-9, math.hypot(self.ours_se, self.gnubg_se))

    @property
    def agree(self) -> bool:
        """Within the combined 95 % interval: ``|ours - gnubg| <= 1.96
        sqrt(se_ours^2 + se_gnubg^2)``."""
        return self.z <= 1.96


def compare(gnubg: str, case: Case, *, trials: int, seed: int, home: str, candidates: int = 2,
            batch_trials: int = 72) -> list[Row]:
    """Roll ``case`` out with ours (:mod:`backgammon_qt.engine.rollout`,
    full, 1-ply inside the trials) and gnubg's (full, 0-ply), ``trials``
    each.  Plays (the best ``candidates`` of our 2-ply ranking) are rolled
    out cubeless on both sides, since gnubg 1.07's ``rollout`` offers no
    cube action at the first turn while ours (as gnubg's own move rollouts)
    does; the cube decision cubeful, gnubg's double/take as a rollout with
    the cube at 2 on the opponent's side (its own cube rollouts roll out
    that state), times 2 to normalise it to the cube before the double."""
    context = GameContext()
    bt = batch_trials if trials % batch_trials == 0 else 36
    if case.dice is None:
        settings = RolloutSettings(trials=trials, seed=seed, batch_trials=bt)
        t0 = time.perf_counter()
        result = rollout(make_task(case.position, context, None, settings))
        ours_s = time.perf_counter() - t0
        cube = result.cube
        assert cube is not None
        pid = case.position.position_id()
        nd = gnubg_rollout(gnubg, pid, MatchState(jacoby=False).match_id(), trials=trials, seed=seed, home=home)
        dt = gnubg_rollout(gnubg, pid, MatchState(cube_value=2, cube_owner=1, jacoby=False).match_id(),
                           trials=trials, seed=seed, home=home)
        assert nd.cubeful is not None and nd.cubeful_se is not None
        assert dt.cubeful is not None and dt.cubeful_se is not None
        return [Row(case.name, "no double", "cubeful", cube.no_double, cube.no_double_se, nd.cubeful,
                    nd.cubeful_se, trials, ours_s / 2, nd.seconds),
                Row(case.name, "double/take", "cubeful", cube.double_take, cube.double_take_se, 2 * dt.cubeful,
                    2 * dt.cubeful_se, trials, ours_s / 2, dt.seconds)]
    plays = candidate_plays(case.position, case.dice, context, count=candidates, window=10.0)
    settings = RolloutSettings(trials=trials, seed=seed, batch_trials=bt, cubeful=False)
    t0 = time.perf_counter()
    result = rollout(make_task(case.position, context, case.dice, settings, plays))
    ours_s = time.perf_counter() - t0
    rows = []
    opponent_on_roll = MatchState(player_on_roll=1, player_to_act=1, jacoby=False).match_id()
    for c in sorted(result.candidates, key=lambda c: plays.index(c.play)):
        g = gnubg_rollout(gnubg, c.play.next_position().position_id(), opponent_on_roll, trials=trials,
                          seed=seed, cubeful=False, home=home)
        assert g.cubeless is not None and g.cubeless_se is not None
        rows.append(Row(case.name, str(c.play), "cubeless", c.cubeless_equity, c.cubeless_se, -g.cubeless,
                        g.cubeless_se, trials, ours_s / len(plays), g.seconds))
    return rows
