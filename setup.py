"""The one build step pyproject.toml cannot declare: compiling the
translations.

``resources/translations/*.ts`` (Qt Linguist sources, kept in git) become
``backgammon_qt/resources/translations/*.qm`` (what ``QTranslator`` loads;
git-ignored) in every build: ``pip install .``, ``pip wheel .`` and
``python -m build`` from a clean clone carry the translations without a
step of their own.  The compiler is Qt's ``lrelease``, shipped inside
PySide6-Essentials (``PySide6/lrelease``, the program behind
``pyside6-lrelease``), which is therefore a build requirement in
pyproject.toml.  ``LRELEASE`` names another one.  A build without it
stops with that reason rather than ship an app that speaks only English.

Nor can pyproject.toml declare a C extension: the compiled fast path of the
legal-play generator, ``backgammon_qt/model/_legalc.c`` (Python's C API
alone), is declared here.  It is optional: where no C compiler or Python headers exist
the build warns and goes on, and ``backgammon_qt.model.legal`` runs its
pure-Python search, the reference the tests check it against.

Everything else about the package is declared in pyproject.toml.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
TS_DIR = ROOT / "resources" / "translations"
QM_PACKAGE_DIR = ("backgammon_qt", "resources", "translations")
"""Where the ``.qm`` files go in the built package (pyproject.toml maps
``backgammon_qt.resources`` to ``resources/``)."""


def find_lrelease() -> str:
    """The ``lrelease`` program: ``$LRELEASE``, else the one inside the
    PySide6 package this build can import, else ``pyside6-lrelease`` on
    ``PATH``.  Raises :class:`RuntimeError` when there is none."""
    named = os.environ.get("LRELEASE")
    if named:
        return named
    spec = importlib.util.find_spec("PySide6")
    for folder in (spec.submodule_search_locations or []) if spec is not None else []:
        for name in ("lrelease", "lrelease.exe"):
            candidate = Path(folder) / name
            if candidate.is_file() and os.access(candidate, os.X_OK):
                return str(candidate)
    found = shutil.which("pyside6-lrelease")
    if found:
        return found
    raise RuntimeError("cannot compile the translations: Qt's lrelease was not found (install "
                       "PySide6-Essentials in the build environment, or set LRELEASE)")


class BuildPyWithTranslations(build_py):
    """``build_py`` that also compiles each ``.ts`` to its ``.qm`` beside
    the package's resources (into the source tree for an editable
    install, where the package is imported from)."""

    def run(self) -> None:
        super().run()
        sources = sorted(TS_DIR.glob("*.ts"))
        if not sources:
            return
        if getattr(self, "editable_mode", False):
            target = TS_DIR
        else:
            target = Path(self.build_lib).joinpath(*QM_PACKAGE_DIR)
        target.mkdir(parents=True, exist_ok=True)
        lrelease = find_lrelease()
        for ts in sources:
            qm = target / (ts.stem + ".qm")
            self.announce(f"compiling {ts.name} -> {qm}", level=2)
            result = subprocess.run([lrelease, "-silent", str(ts), "-qm", str(qm)],
                                    capture_output=True, text=True)
            if result.returncode != 0 or not qm.is_file():
                sys.stderr.write(result.stdout + result.stderr)
                raise RuntimeError(f"lrelease failed on {ts.name} (exit status {result.returncode})")
            if target is not TS_DIR:
                self._qm_outputs.append(str(qm))

    def initialize_options(self) -> None:
        super().initialize_options()
        self._qm_outputs: list[str] = []

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        return [*super().get_outputs(include_bytecode), *self._qm_outputs]


LEGAL_FAST_PATH = Extension(
    "backgammon_qt.model._legalc",
    sources=["backgammon_qt/model/_legalc.c"],
    optional=True,  # no compiler: a warning, and the pure-Python search
)


setup(cmdclass={"build_py": BuildPyWithTranslations}, ext_modules=[LEGAL_FAST_PATH])
