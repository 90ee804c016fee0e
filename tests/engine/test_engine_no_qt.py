"""The engine package is pure Python except its worker module."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]

_CODE = """
import importlib, pkgutil, sys
import backgammon_qt.engine as package
names = []
for info in pkgutil.iter_modules(package.__path__, "backgammon_qt.engine."):
    if info.name.rsplit(".", 1)[-1] in ("__main__", "worker"):
        continue
    importlib.import_module(info.name)
    names.append(info.name)
qt = sorted({m.split(".")[0] for m in sys.modules} & {"PySide6", "shiboken6"})
print(",".join(names))
assert not qt, qt
"""


def test_engine_modules_do_not_import_qt() -> None:
    result = subprocess.run([sys.executable, "-c", _CODE], cwd=REPO_ROOT, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    imported = result.stdout.strip().split(",")
    for name in ("base", "board", "sage", "process", "selfplay"):
        assert f"backgammon_qt.engine.{name}" in imported
