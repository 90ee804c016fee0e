"""Shared pytest configuration for backgammon-qt.

- Qt runs offscreen unless QT_QPA_PLATFORM is already set (an Xvfb run can say xcb):
  with no display, the xcb platform would abort the whole pytest process.
- Every test gets its own XDG_* directories under tmp_path, so no test reads or
  writes the real user's settings, saved matches or caches.
- The QApplication speaks English as the app does: with the plural forms of
  the source texts (``tr("%n point(s)", "", n)``: app.translations.SourcePlurals).
- Every test under tests/ui/, or using a QApplication (``qtbot``, ``qapp``,
  directly or through a fixture), is marked ``gui`` (``-m "not gui"`` runs
  the rest).
- The shared helpers are ``tests/helpers/`` (``import helpers.board``):
  pytest's ``pythonpath`` holds tests/.
- No test plays a sound through the machine's speakers: sounddevice (backgammon_qt.ui.sound)
  cannot be imported, as where there is no PortAudio; the app is then silent.
- Hypothesis never fails a test for being slow (CI shares two cores; speed is
  measured by benchmarks/, not by tests).
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType

import pytest
from hypothesis import settings

settings.register_profile("backgammon-qt", deadline=None)
settings.load_profile("backgammon-qt")

# Must happen before the QApplication exists (pytest-qt creates it lazily).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

REPO_ROOT = Path(__file__).resolve().parent.parent
_UI_TESTS = REPO_ROOT / "tests" / "ui"
_QT_FIXTURES = frozenset({"qtbot", "qapp"})


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark ``gui`` every test under tests/ui/ and every test that uses a
    QApplication (its fixtures, those of its fixtures included, name
    ``qtbot`` or ``qapp``)."""
    for item in items:
        if _UI_TESTS in item.path.parents or _QT_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.gui)


@pytest.fixture(autouse=True)
def isolated_user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    """Point XDG_CONFIG_HOME, XDG_DATA_HOME, XDG_STATE_HOME, XDG_CACHE_HOME into tmp_path."""
    dirs = {}
    for var, sub in (
        ("XDG_CONFIG_HOME", "config"),
        ("XDG_DATA_HOME", "data"),
        ("XDG_STATE_HOME", "state"),
        ("XDG_CACHE_HOME", "cache"),
    ):
        path = tmp_path / "xdg" / sub
        path.mkdir(parents=True)
        monkeypatch.setenv(var, str(path))
        dirs[var] = path
    return dirs


@pytest.fixture(autouse=True)
def no_speakers(monkeypatch: pytest.MonkeyPatch) -> None:
    """``import sounddevice`` raises ImportError (a None entry in sys.modules)."""
    monkeypatch.setitem(sys.modules, "sounddevice", None)


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """The ``../shared`` folder next to the repository (test data such as testdata/)."""
    path = REPO_ROOT.parent / "shared"
    if not path.is_dir():
        pytest.skip(f"../shared is absent: expected shared test data at {path}")
    return path


@pytest.fixture(scope="session")
def qapp(qapp):
    """pytest-qt's QApplication with English's plural forms installed, as
    the app's start installs them (app.translations.install)."""
    from backgammon_qt.app import translations

    translations.install_source_plurals(qapp)
    return qapp


@pytest.fixture(scope="session")
def update_translations() -> ModuleType:
    """scripts/update-translations.py as a module (its collectors and
    ``check``), loaded once."""
    spec = importlib.util.spec_from_file_location("update_translations",
                                                  REPO_ROOT / "scripts" / "update-translations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
