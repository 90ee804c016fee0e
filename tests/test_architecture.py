"""Architecture rules that hold for the whole package."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent

# Runs in a fresh interpreter so that nothing pytest or pytest-qt imported counts.
# Imports each Qt-free subpackage that exists so far, and every module inside it
# (except __main__, which would run a command line).
_NO_QT_CODE = """
import importlib, importlib.util, pkgutil, sys

imported = []
for name in ("backgammon_qt.model", "backgammon_qt.io", "backgammon_qt.engine"):
    if importlib.util.find_spec(name) is None:
        continue
    package = importlib.import_module(name)
    imported.append(name)
    for info in pkgutil.walk_packages(package.__path__, name + "."):
        if info.name.rsplit(".", 1)[-1] == "__main__":
            continue
        importlib.import_module(info.name)
        imported.append(info.name)

for name in ("backgammon_qt.controller.presentation",):
    importlib.import_module(name)          # the pure part of the controller (record copies are model.record_copies)
    imported.append(name)

qt = sorted({m.split(".")[0] for m in sys.modules} & {"PySide6", "shiboken6"})
print("imported:", ", ".join(imported) or "(only backgammon_qt)")
assert not qt, "Qt was imported: " + ", ".join(qt)
"""


def test_model_io_engine_and_the_pure_controller_do_not_import_qt() -> None:
    result = subprocess.run(
        [sys.executable, "-c", _NO_QT_CODE],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith("imported:"), result.stdout


def test_the_wheel_lists_every_package_and_ships_the_resources() -> None:
    """pyproject.toml lists the packages by hand (so that resources/ can be
    mapped into the package): a new subpackage must be added there, or a
    wheel install would lack it."""
    import tomllib

    root = Path(__file__).resolve().parent.parent
    config = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    on_disk = {".".join(p.parent.relative_to(root).parts) for p in (root / "backgammon_qt").rglob("__init__.py")}
    listed = set(config["packages"])
    assert listed - {"backgammon_qt.resources"} == on_disk
    assert config["package-dir"]["backgammon_qt.resources"] == "resources"
    # what Help > Rules shows is among the files the wheel takes from resources/
    patterns = config["package-data"]["backgammon_qt.resources"]
    assert any((root / "resources").glob(pattern) for pattern in patterns)
    assert (root / "resources" / "RULES.md").is_file() and "*.md" in patterns
