"""The layer table of DESIGN.md, held for every module of the package.

An AST pass reads each module's imports, module-level, function-level and
lazy ones (``lazy_import("backgammon_qt.io")``, ``importlib.import_module``)
alike, and checks each import of ours against the table.  A second test
plants an upward import and shows the checker refuses it.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "backgammon_qt"

ALLOWED: dict[str, set[str]] = {
    "model": {"model"},
    "io": {"model", "io"},
    "engine": {"model", "engine"},
    "controller": {"model", "io", "engine", "app", "controller"},
    "ui": {"controller", "model", "app", "ui"},
    "app": {"app"},
}
"""Which layers (of ours) each layer may import."""

TOP_LEVEL = {"__init__", "__main__"}
"""Modules kept at the top of the package: the version and the entry point
(which alone may import ui, to start the window, and app)."""

ENTRY_POINT_MAY_IMPORT = {"app", "ui", "controller", "model"}
"""The entry point starts the window (ui), so it may name what the ui may:
the controller, the model's value types (a match to show) and app."""

COMMAND_LINE_MAY_IMPORT: dict[str, set[str]] = {"backgammon_qt.engine.__main__": {"io"}}
"""A layer's command line beyond its layer's table: ``python -m
backgammon_qt.engine analyse FILE`` reads the match file with the io layer
(a script's edge, like the entry point's; no other engine module may)."""


def _layer(module: str) -> str | None:
    """``"ui"`` for ``backgammon_qt.ui.scene``; None for a name not ours or
    the package itself."""
    parts = module.split(".")
    if parts[0] != "backgammon_qt" or len(parts) < 2:
        return None
    return parts[1]


def _resolve(current: str, is_package: bool, node: ast.ImportFrom) -> str:
    if node.level == 0:
        return node.module or ""
    base = current.split(".")
    base = base if is_package else base[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def imports_of(source: str, module: str, is_package: bool = False) -> list[tuple[int, str]]:
    """Every module of ours that ``source`` (the text of ``module``)
    imports, with its line: ``import x``, ``from x import y`` (``y`` counted
    as ``x.y`` when it is a submodule name), relative imports, and the
    strings given to ``lazy_import`` / ``import_module``."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = _resolve(module, is_package, node)
            found.append((node.lineno, base))
            found += [(node.lineno, f"{base}.{alias.name}") for alias in node.names]
        elif isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
            if name in ("lazy_import", "import_module") and node.args and isinstance(node.args[0], ast.Constant) \
                    and isinstance(node.args[0].value, str):
                found.append((node.lineno, node.args[0].value))
    return [(line, name) for line, name in found if name.startswith("backgammon_qt")]


def violations(path: Path, source: str | None = None) -> list[str]:
    """The imports of module ``path`` (a file of the package) that the table refuses."""
    rel = path.relative_to(PACKAGE.parent).with_suffix("")
    parts = list(rel.parts)
    is_package = parts[-1] == "__init__"
    if is_package:
        parts = parts[:-1]
    module = ".".join(parts)
    text = source if source is not None else path.read_text(encoding="utf-8")
    own = _layer(module)
    out = []
    for line, name in imports_of(text, module, is_package):
        target = _layer(name)
        if target == "__main__":
            out.append(f"{module}:{line} imports the entry point {name}")
        if target not in ALLOWED:          # the package itself, its version, the entry point
            continue
        if own is None or own in TOP_LEVEL:
            allowed = ENTRY_POINT_MAY_IMPORT
        else:
            allowed = ALLOWED.get(own, set()) | COMMAND_LINE_MAY_IMPORT.get(module, set())
        if target not in allowed:
            out.append(f"{module}:{line} ({own or 'top level'}) imports {name} ({target})")
    return out


def test_every_module_keeps_to_the_layer_table() -> None:
    modules = sorted(PACKAGE.rglob("*.py"))
    assert len(modules) > 40
    problems = [v for path in modules for v in violations(path)]
    assert problems == []


def test_the_top_level_holds_only_the_version_and_the_entry_point() -> None:
    loose = sorted(p.stem for p in PACKAGE.glob("*.py"))
    assert set(loose) == TOP_LEVEL
    layers = sorted(p.name for p in PACKAGE.iterdir() if (p / "__init__.py").is_file())
    assert layers == sorted(ALLOWED)


def test_the_checker_refuses_upward_and_sideways_imports() -> None:
    """Planted imports: each is found, whatever its form."""
    model = PACKAGE / "model" / "position.py"
    planted = {
        "import backgammon_qt.ui.scene": "imports backgammon_qt.ui.scene (ui)",
        "from backgammon_qt.controller import match": "(controller)",
        "from ..io import mat": "(io)",
        "def f():\n    from backgammon_qt.app import settings": "(app)",
        "x = lazy_import('backgammon_qt.engine.sage')": "(engine)",
    }
    for code, why in planted.items():
        found = violations(model, code + "\n")
        assert len(found) >= 1 and why in found[0], (code, found)
    ui = PACKAGE / "ui" / "scene.py"
    assert any("(io)" in v for v in violations(ui, "from backgammon_qt import io\n"))
    assert any("(engine)" in v for v in violations(ui, "from backgammon_qt.engine import LEVELS\n"))
    app = PACKAGE / "app" / "settings.py"
    assert any("(controller)" in v for v in violations(app, "from backgammon_qt.controller.match import HUMAN\n"))
    # and what is allowed passes
    assert violations(ui, "from backgammon_qt.controller.session import Session\nfrom ..model import BAR\n") == []
    assert violations(PACKAGE / "io" / "mat.py", "from ..model.errors import RuleError\n") == []


def test_no_widget_module_imports_io_or_the_engine() -> None:
    for path in sorted((PACKAGE / "ui").rglob("*.py")):
        names = {name for _line, name in imports_of(path.read_text(encoding="utf-8"), "backgammon_qt.ui.x")}
        assert not {n for n in names if _layer(n) in ("io", "engine")}, path
