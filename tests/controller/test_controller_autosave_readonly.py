"""A read-only state folder: the autosaved match there is offered (read-only)
and the reason given is the folder, not "another backgammon-qt is running".

The folder is made read-only for real: ``chmod a-w`` for a normal user; as
root (which writes through permissions) in a child process under
``unshare -m`` with a read-only bind mount of the folder.  The session runs
in that child and prints what it saw as JSON.
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]

_CHILD = r"""
import json, os, sys
from pathlib import Path
from PySide6.QtWidgets import QApplication
from backgammon_qt.app.settings import Settings
from backgammon_qt.controller.filing import autosave
from backgammon_qt.controller.session import Session

app = QApplication(["readonly"])
session = Session(Settings(Path(sys.argv[1]) / "settings.ini"))
news = []
session.news.connect(news.append)
took = session.take_autosave()
offer = session.resume_offer()
out = {"took": took, "enabled": session.autosaver.enabled, "reason": session.autosaver.disabled_reason,
       "news": list(news), "offered": offer is not None and offer.record is not None,
       "text": "" if offer is None else offer.text}
before = autosave.autosave_path().read_bytes()
if out["offered"]:
    session.resume(offer)
    out["resumed_actions"] = sum(len(g.record.actions) for g in session.current().match.games)
    out["enabled_after_resume"] = session.autosaver.enabled
    session.current().roll()
    session.autosaver.flush()
out["unchanged"] = autosave.autosave_path().read_bytes() == before
print(json.dumps(out), flush=True)
session.shutdown()
"""


def _read_only_command(folder: Path, command: list[str]) -> list[str]:
    """``command`` run with ``folder`` read-only (see the module docstring);
    skips when this machine cannot make it so."""
    if os.geteuid() != 0:
        folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
        return command
    unshare = shutil.which("unshare")
    if unshare is None:
        pytest.skip("running as root without unshare: a folder cannot be made read-only for root here")
    probe = subprocess.run([unshare, "-m", "sh", "-c", f'mount --bind "{folder}" "{folder}" && '
                            f'mount -o remount,bind,ro "{folder}" && ! touch "{folder}/probe" 2>/dev/null'],
                           capture_output=True, timeout=30)
    if probe.returncode != 0:
        pytest.skip("running as root, and unshare cannot make a read-only bind mount here")
    return [unshare, "-m", "sh", "-c", f'mount --bind "{folder}" "{folder}" && '
            f'mount -o remount,bind,ro "{folder}" && exec "$@"', "sh", *command]


def test_a_read_only_state_folder_offers_the_autosave_and_says_why_nothing_is_autosaved(tmp_path) -> None:
    from backgammon_qt import io
    from backgammon_qt.model.dice import ManualDice
    from backgammon_qt.model.match import Match
    from backgammon_qt.model.rules import RuleOptions

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(REPO_ROOT))
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[var] = str(tmp_path / "child" / var.lower())
        Path(env[var]).mkdir(parents=True)
    state = Path(env["XDG_STATE_HOME"]) / "backgammon-qt"
    state.mkdir()
    match = Match(5, RuleOptions.match(), ("Alice", "Bob"), ManualDice([3, 1, 4, 2, 6, 5]))
    game = match.new_game()
    game.roll_opening((3, 1))
    game.play("8/5 6/5")
    game.roll((4, 2))
    game.play("8/4 6/4")
    io.save(match.to_record(), state / "autosave.bgqt")
    script = tmp_path / "child.py"
    script.write_text(_CHILD)
    try:
        command = _read_only_command(state, [sys.executable, str(script), str(tmp_path)])
        done = subprocess.run(command, capture_output=True, text=True, env=env, cwd=REPO_ROOT, timeout=120)
    finally:
        state.chmod(stat.S_IRWXU)
    assert done.returncode == 0, done.stderr[-3000:]
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["took"] and not seen["enabled"]
    assert "Another backgammon-qt" not in seen["reason"]
    assert str(state) in seen["reason"] and "cannot be written" in seen["reason"]
    assert seen["news"] == [seen["reason"]]                       # said to the player
    assert seen["offered"]                                         # the autosaved match is offered ...
    assert "cannot be written" in seen["text"]                     # ... saying it is read-only
    assert seen["resumed_actions"] == 4                            # resumed whole
    assert not seen["enabled_after_resume"]                        # and not autosaved
    assert seen["unchanged"]
