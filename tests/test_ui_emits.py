"""No widget emits a controller object's signal (issue 20).

The window's modules tell the session what to say with ``Session.say`` or
call a part's method; a signal belongs to the object that declares it.  An
AST pass over ``backgammon_qt/ui`` finds every ``X.sig.emit(...)`` call
whose owner ``X`` names the session, a controller or one of the session's
parts; a second test plants such a call and shows the scan finds it.
"""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parent.parent / "backgammon_qt" / "ui"

CONTROLLER_NAMES = {"session", "controller", "current", "review", "autosave", "autosaver", "analysis",
                    "computer", "loader", "advisor", "epc", "rollouts"}
"""Names that reach a controller-layer object from a widget (``self.session``,
``window.session.review``, ``session.current()``...)."""


def _names(node: ast.expr) -> set[str]:
    """Every attribute and variable name in an owner expression."""
    found: set[str] = set()
    for sub in ast.walk(node):
        if isinstance(sub, ast.Attribute):
            found.add(sub.attr)
        elif isinstance(sub, ast.Name):
            found.add(sub.id)
    return found


def controller_emits(source: str) -> list[tuple[int, str]]:
    """The (line, text) of each ``owner.signal.emit(...)`` in ``source`` whose
    owner names a controller object."""
    hits = []
    for node in ast.walk(ast.parse(source)):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "emit"
                and isinstance(node.func.value, ast.Attribute)
                and _names(node.func.value.value) & CONTROLLER_NAMES):
            hits.append((node.lineno, ast.unparse(node.func)))
    return hits


def test_no_widget_emits_a_controller_signal() -> None:
    found = {f"{path.name}:{line}": text for path in sorted(UI.rglob("*.py"))
             for line, text in controller_emits(path.read_text(encoding="utf-8"))}
    assert found == {}


def test_the_scan_finds_a_planted_emit() -> None:
    planted = ("class Part:\n"
               "    def act(self):\n"
               "        self.window.session.news.emit('hello')\n"
               "        session = self.session\n"
               "        session.current().changed.emit()\n"
               "        self.scene.move_requested.emit(1, 2)\n")
    assert controller_emits(planted) == [(3, "self.window.session.news.emit"),
                                         (5, "session.current().changed.emit")]
