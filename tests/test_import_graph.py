"""No import circle between the package's modules (issue 20).

An AST pass reads every import of every module of ``backgammon_qt``:
module-level, function-level and ``if TYPE_CHECKING:`` ones alike (a
circle of type-only imports is still a circle in the design).  ``from .
import x`` is an edge to the module ``x`` when ``x`` is one (a compiled
extension such as ``model/_legalc`` counts, by its ``.pyi`` stub), else
to the package.  Strongly connected components of two or more modules
are circles; a second test plants one and shows the search finds it.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "backgammon_qt"


def modules(root: Path) -> dict[str, Path]:
    """Every module of the package under ``root`` by dotted name (packages
    by their ``__init__.py``; compiled extensions by their ``.pyi`` stub)."""
    found: dict[str, Path] = {}
    for path in sorted(root.rglob("*.py*")):
        if path.suffix not in (".py", ".pyi"):
            continue
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found.setdefault(".".join(parts), path)
    return found


def import_graph(root: Path) -> dict[str, set[str]]:
    """module -> the package's modules it imports (any import, anywhere)."""
    mods = modules(root)
    graph: dict[str, set[str]] = {name: set() for name in mods}
    for name, path in mods.items():
        if path.suffix == ".pyi":
            continue
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[:len(package.split(".")) - node.level + 1]
                    where = ".".join(base + ([node.module] if node.module else []))
                else:
                    where = node.module or ""
                targets = [f"{where}.{alias.name}" if f"{where}.{alias.name}" in mods else where
                           for alias in node.names]
            graph[name].update(t for t in targets if t in mods and t != name)
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of two or more modules (Tarjan's
    algorithm, iterative), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_the_package_has_no_import_circle() -> None:
    assert circles(import_graph(PACKAGE)) == []


def test_the_search_finds_a_planted_circle(tmp_path: Path) -> None:
    package = tmp_path / "backgammon_qt"
    (package / "ui").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "ui" / "__init__.py").write_text("")
    (package / "ui" / "window.py").write_text("from . import other\n")
    (package / "ui" / "part.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .window import Window\n")
    (package / "ui" / "other.py").write_text("def late():\n    from backgammon_qt.ui import part\n")
    (package / "ui" / "_fast.pyi").write_text("")
    (package / "ui" / "alone.py").write_text("from . import _fast\n")
    graph = import_graph(package)
    assert graph["backgammon_qt.ui.alone"] == {"backgammon_qt.ui._fast"}
    assert graph["backgammon_qt.ui.other"] == {"backgammon_qt.ui.part"}
    # window -> other (module level) -> part (in a function) -> window (type checking only)
    assert circles(graph) == [["backgammon_qt.ui.other", "backgammon_qt.ui.part", "backgammon_qt.ui.window"]]
