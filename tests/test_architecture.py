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


def _public_names(tree) -> set[str] | None:
    """The names of a module's ``__all__`` (None when it has none)."""
    import ast

    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "__all__" for t in node.targets):
            return set(ast.literal_eval(node.value))
    return None


def _uses_across_layers(package: Path) -> list[tuple[str, str, str]]:
    """(module, name, user) for each name a module of one layer (model, io,
    engine, controller, ui, app) takes of another layer's module at run
    time: ``from X import name`` outside ``if TYPE_CHECKING:``, or
    ``alias.name`` of ``alias = lazy_import("X")``; submodules left out."""
    import ast

    def module_of(path: Path) -> str:
        parts = list(path.relative_to(package.parent).with_suffix("").parts)
        return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)

    modules = {module_of(p): p for p in package.rglob("*.py")}
    found = []
    for user, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        here = user if path.name == "__init__.py" else user.rsplit(".", 1)[0]
        typing_only = {id(n) for node in ast.walk(tree) if isinstance(node, ast.If)
                       and getattr(node.test, "id", None) == "TYPE_CHECKING" for n in ast.walk(node)}
        lazy = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and id(node) not in typing_only:
                if node.level:
                    base = here.split(".")
                    base = base[:len(base) - node.level + 1] + ([node.module] if node.module else [])
                    target = ".".join(base)
                else:
                    target = node.module or ""
                found += [(target, alias.name, user) for alias in node.names]
            elif (isinstance(node, ast.Assign) and isinstance(node.value, ast.Call)
                  and getattr(node.value.func, "id", None) == "lazy_import"):
                lazy.update({t.id: node.value.args[0].value for t in node.targets if isinstance(t, ast.Name)})
        found += [(lazy[node.value.id], node.attr, user) for node in ast.walk(tree)
                  if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in lazy]

    def layer(module: str) -> str:
        return module.split(".")[1] if "." in module else module

    return [(target, name, user) for target, name, user in found
            if target in modules and f"{target}.{name}" not in modules and layer(target) != layer(user)
            and not name.startswith("_")]


def test_what_one_layer_takes_of_another_is_in_that_modules_all() -> None:
    """A name another layer uses is public: its module's ``__all__`` lists
    it (``read_analysis`` of engine/gnubg_import.py, which the controller
    reads a file's analysis with, was missing)."""
    import ast

    package = REPO_ROOT / "backgammon_qt"
    uses = _uses_across_layers(package)
    assert ("backgammon_qt.engine.gnubg_import", "read_analysis",
            "backgammon_qt.controller.engine_jobs.analysis") in uses        # the check sees a lazy module's names
    missing = []
    for target, name, user in uses:
        path = package.parent.joinpath(*target.split("."))
        path = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
        public = _public_names(ast.parse(path.read_text(encoding="utf-8")))
        if public is not None and name not in public:
            missing.append(f"{user} takes {name} of {target}")
    assert missing == []
