"""Driving GNU Backgammon (``gnubg -t -q``, the Debian package ``gnubg``)
as the peer of the file formats: one gnubg process reads the commands for
a whole batch of files, and its output is split back per file.

gnubg's commands used (gnubg manual, "Commands"): ``import mat FILE``,
``load match FILE`` (SGF), ``export match mat FILE``, ``save match FILE``,
``show board`` (prints the Position ID and Match ID of the current
position: the end of the last game after a load), ``show score``.
"""

from __future__ import annotations

import itertools
import os
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

__all__ = ["GnubgResult", "find_gnubg", "run_batch", "WARNING_WORDS"]

_MARK = "bgqtmark"
_MARK_LINE = re.compile(rf"No help available for topic `{_MARK}(\d+)'")
_POSITION_ID = re.compile(r"Position ID: ([A-Za-z0-9+/]{14})")
_MATCH_ID = re.compile(r"Match ID\s*: ([A-Za-z0-9+/]{12})")
_SCORE = re.compile(r"The score \(after (\d+) games?\) is: (.*) (\d+), (.*) (\d+) \(")

WARNING_WORDS = ("warning", "unrecognised", "invalid", "not a valid", "error", "cannot", "can't",
                 "failed", "no such")
"""Words that, in gnubg's output after a load, mean it did not read the
file cleanly (its import code prints ``WARNING: Invalid move`` and
``Unrecognised move ... in .mat file``)."""


def find_gnubg() -> str | None:
    """The gnubg executable (Debian installs it as /usr/games/gnubg), or None."""
    found = shutil.which("gnubg")
    if found:
        return found
    return "/usr/games/gnubg" if os.access("/usr/games/gnubg", os.X_OK) else None


@dataclass
class GnubgResult:
    """What gnubg printed for one file: the raw ``text``, the last Position
    ID and Match ID it showed, the number of games and the final score
    from ``show score`` (None when absent)."""

    text: str
    position_id: str | None
    match_id: str | None
    games: int | None
    score: tuple[int, int] | None

    def problems(self) -> list[str]:
        """The lines of the output that look like a warning or an error."""
        return [line for line in self.text.splitlines()
                if any(word in line.lower() for word in WARNING_WORDS)]


def _result(text: str) -> GnubgResult:
    pids = _POSITION_ID.findall(text)
    mids = _MATCH_ID.findall(text)
    scores = _SCORE.findall(text)
    games = score = None
    if scores:
        g, _a, sa, _b, sb = scores[-1]
        games, score = int(g), (int(sa), int(sb))
    return GnubgResult(text, pids[-1] if pids else None, mids[-1] if mids else None, games, score)


def run_batch(jobs: list[list[str]], gnubg: str, *, timeout: float = 120,
              cwd: str | os.PathLike | None = None) -> list[GnubgResult]:
    """Run every job (a list of gnubg commands) in one ``gnubg -t -q``
    process and return what gnubg printed for each, in order.  Each job
    starts with ``new match`` confirmations off, so one file's state never
    leaks into the next.  Raises :class:`RuntimeError` when gnubg does not
    finish within ``timeout`` seconds or its output cannot be split."""
    lines = ["set confirm new off", "set confirm save off", "set display off"]
    for i, job in enumerate(jobs):
        lines.append(f"help {_MARK}{i}")
        lines.extend(job)
    lines.append(f"help {_MARK}{len(jobs)}")
    lines.append("quit")
    env = dict(os.environ, HOME=str(Path(cwd or ".").resolve()), LANG="C.UTF-8", LC_ALL="C.UTF-8")
    # stderr joins stdout, both line-buffered (stdbuf), so a file's errors stay with its part
    command = [gnubg, "-t", "-q", "-r"]
    stdbuf = shutil.which("stdbuf")
    if stdbuf:
        command = [stdbuf, "-oL", "-eL", *command]
    try:
        proc = subprocess.run(command, input="\n".join(lines) + "\n", stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True, encoding="utf-8", errors="replace",
                              timeout=timeout, cwd=cwd, env=env)
    except subprocess.TimeoutExpired as exc:
        raise RuntimeError(f"gnubg did not finish {len(jobs)} jobs in {timeout} s") from exc
    out = proc.stdout
    parts: dict[int, str] = {}
    marks = list(_MARK_LINE.finditer(proc.stdout))
    for here, nxt in itertools.pairwise(marks):
        parts[int(here.group(1))] = proc.stdout[here.end():nxt.start()]
    if len(parts) != len(jobs):
        raise RuntimeError(f"gnubg's output could not be split into {len(jobs)} jobs:\n{out[-3000:]}")
    return [_result(parts[i]) for i in range(len(jobs))]
