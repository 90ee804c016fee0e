#!/usr/bin/env python3
"""Bring resources/translations/*.ts up to date with the package's texts.

    .venv/bin/python scripts/update-translations.py          # update the .ts files
    .venv/bin/python scripts/update-translations.py --check  # exit 1 if a text is missing or unfinished

``pyside6-lupdate`` reads ``self.tr(...)``, ``QCoreApplication.translate(...)``
and ``QT_TRANSLATE_NOOP(...)`` by itself.  It does not know the controller's
``_tr("...")`` helpers (``_tr = ContextTr("Context")``, app.translations'
:class:`ContextTr`), nor the English templates of the model's, io's (and the engine's analysis reader's) errors (the
literal first argument of a call to a class whose name ends in ``Error``,
of ``super().__init__`` in such a class, and of io's helpers that make one,
:data:`ERROR_HELPERS`; controller/wording.py translates them in the context
``"Errors"``), so this script finds those calls with :mod:`ast` and hands
lupdate a generated file of ``QT_TRANSLATE_NOOP("Context", "text")`` lines
(build/translations/helper_texts.py) beside the package's files.  New texts
come in as unfinished; translate them (Qt Linguist, or an editor) and run
scripts/build-translations.sh (setup.sh runs it) to make the .qm files.

A text that counts something is written with Qt's numerus form
(``tr("Wins %n point(s)", "", n)``, a controller's ``_tr(text, None, n)``),
and lupdate gives it a form for each plural of the language (Danish two,
a language like Polish three); English, the source, needs no file
(``app.translations.SourcePlurals`` words "(s)" by the count).  Every text
of the generated file that holds ``%n`` is marked numerus the same way.  A
count that can reach the thousands is written ``%Ln`` (Qt puts it in the
player's locale: "1.296" in Danish, "1,296" in English); its translations
keep ``%Ln``.
"""

from __future__ import annotations

import argparse
import ast
import builtins
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "backgammon_qt"
TS_DIR = ROOT / "resources" / "translations"
LANGUAGES = ("da", "nb", "nl", "sv")
"""The translated languages (English is the source and needs no file)."""


def ts_file(language: str) -> Path:
    return TS_DIR / f"backgammon-qt_{language}.ts"


def _helper_context(tree: ast.Module) -> str | None:
    """The context of the module's ``_tr = ContextTr("Context")``
    (app.translations.ContextTr) or ``def _tr(text): return
    QCoreApplication.translate("Context", text)``, if it has one."""
    for node in tree.body:
        if (isinstance(node, ast.Assign) and [getattr(t, "id", None) for t in node.targets] == ["_tr"]
                and isinstance(node.value, ast.Call) and getattr(node.value.func, "id", None) == "ContextTr"
                and node.value.args and isinstance(node.value.args[0], ast.Constant)
                and isinstance(node.value.args[0].value, str)):
            return node.value.args[0].value
        if isinstance(node, ast.FunctionDef) and node.name == "_tr":
            for call in ast.walk(node):
                if (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)
                        and call.func.attr == "translate" and call.args
                        and isinstance(call.args[0], ast.Constant) and isinstance(call.args[0].value, str)):
                    return call.args[0].value
    return None


def helper_texts(package: Path = PACKAGE) -> list[tuple[str, str, str]]:
    """(context, text, "file:line") of every ``_tr("literal")`` call."""
    found = []
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        context = _helper_context(tree)
        if context is None:
            continue
        for node in ast.walk(tree):      # _tr(text), or _tr(text, None, n) for a numerus text
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "_tr"
                    and node.args and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str)):
                found.append((context, node.args[0].value, f"{path.relative_to(ROOT)}:{node.lineno}"))
    return found


ERROR_CONTEXT = "Errors"
"""The context of the error templates (controller/wording.py ``CONTEXT``)."""

ERROR_PACKAGES = ("model", "io", "engine/summary.py", "engine/gnubg_import.py")
"""The Qt-free code whose errors carry templates: the model and io whole,
and of the engine the modules whose errors reach the player (reading the
analysis kept with a match, ours or gnubg's: :class:`AnalysisDataError`);
the engine's other errors are its own checks of its callers and of its
process, worded in English."""


def error_files(package: Path = PACKAGE) -> list[Path]:
    """The files of :data:`ERROR_PACKAGES` (a package's every module, or the module named)."""
    found: list[Path] = []
    for sub in ERROR_PACKAGES:
        where = package / sub
        found += [where] if where.suffix == ".py" else sorted(where.rglob("*.py"))
    return found

ERROR_HELPERS = {"error": 0, "fail": 0, "_want": 1, "warn": 0}
"""Functions of io that make a :class:`MatchFileError` (or a file's
:class:`FileWarning`) from a template, and which argument is the template
(``RecordBuilder.error(reason, where, **values)``, sgf's local
``fail(reason, offset, **values)``, ``native._want(cond, message,
**where_and_values)``, ``RecordBuilder.warn(reason, where, **values)``)."""


def _callee(call: ast.Call) -> str | None:
    func = call.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def error_template_arg(call: ast.Call, class_name: str | None = None) -> ast.expr | None:
    """The argument of ``call`` that is an error's template, if the call
    makes an error: ``SomeError(template, ...)`` (not a built-in exception), ``super().__init__(template,
    ...)`` inside a class ``class_name`` ending in ``Error``, or a helper of
    :data:`ERROR_HELPERS`."""
    name = _callee(call)
    if name is None:
        return None
    index = None
    if name.endswith("Error") and not hasattr(builtins, name):   # ValueError("...") carries no template
        index = 0
    elif name in ERROR_HELPERS:
        index = ERROR_HELPERS[name]
    elif (name == "__init__" and class_name is not None and class_name.endswith("Error")
          and isinstance(call.func, ast.Attribute) and isinstance(call.func.value, ast.Call)
          and _callee(call.func.value) == "super"):
        index = 0
    if index is None or len(call.args) <= index:
        return None
    return call.args[index]


def error_calls(tree: ast.Module) -> list[tuple[ast.Call, ast.expr]]:
    """(call, template argument) of every call in ``tree`` that makes an
    error (see :func:`error_template_arg`)."""
    found: list[tuple[ast.Call, ast.expr]] = []

    def visit(node: ast.AST, class_name: str | None) -> None:
        for child in ast.iter_child_nodes(node):
            inner = child.name if isinstance(child, ast.ClassDef) else class_name
            if isinstance(child, ast.Call):
                arg = error_template_arg(child, class_name)
                if arg is not None:
                    found.append((child, arg))
            visit(child, inner)

    visit(tree, None)
    return found


def error_texts(package: Path = PACKAGE) -> list[tuple[str, str, str]]:
    """(``"Errors"``, template, "file:line") of every error made with a
    literal template in :func:`error_files`."""
    found = []
    for path in error_files(package):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for call, arg in error_calls(tree):
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and arg.value.strip():
                found.append((ERROR_CONTEXT, arg.value, f"{path.relative_to(ROOT)}:{call.lineno}"))
    return found


def variable_texts() -> list[tuple[str, str, str]]:
    """(context, text, where) of the texts that reach ``tr`` through a
    variable (labels in tables of the app's modules), read from the modules
    themselves so that the list cannot fall behind them."""
    sys.path.insert(0, str(ROOT))
    from backgammon_qt.app.settings import SETTINGS
    from backgammon_qt.controller import presentation
    from backgammon_qt.controller.filing import files
    from backgammon_qt.engine.levels import LEVELS
    from backgammon_qt.model.rules import OPTIONS
    from backgammon_qt.ui import dialogs, hint_panel

    tables: list[tuple[str, str, object]] = [
        ("MainWindow", "app.settings.SETTINGS", [spec.label for spec in SETTINGS]),
        ("ComputerPlayer", "engine.levels.LEVELS", [level.label for level in LEVELS.values()]),
        ("NewMatchDialog", "model.rules.OPTIONS", [spec.label for spec in OPTIONS]),
        ("NewMatchDialog", "ui.dialogs.NewMatchDialog.PRESET_LABELS",
         getattr(dialogs.NewMatchDialog, "PRESET_LABELS", {})),
        ("FileActions", "controller.filing.files", [files.OPEN_FILTER, *(label for label, _ in files.SAVE_TYPES),
                                             *files.LOSSY.values()]),
        ("HintPanel", "ui.hint_panel", [*getattr(hint_panel.HintPanel, "COLUMNS", ()),
                                        *getattr(hint_panel.HintPanel, "COLUMN_TIPS", ()),
                                        *getattr(hint_panel, "_CUBE_WORDS", {}).values()]),
    ]
    # the cube actions' words and the analysis dock's lines, each in the context it is translated in
    tables += [(context, "controller.presentation.cube", texts)
               for context, texts in getattr(presentation, "CONTEXT_TEXTS", {}).items()]
    try:   # the analysis (issue 12): its table rows, levels, rating words and error classes
        from backgammon_qt.engine import analysis
        from backgammon_qt.ui import analysis_panel
    except ImportError:
        pass
    else:
        panel = getattr(analysis_panel, "AnalysisPanel", None)
        tables += [
            ("AnalysisPanel", "ui.analysis_panel.AnalysisPanel.ROWS", list(getattr(panel, "ROWS", ()))),
            ("AnalysisPanel", "engine.analysis.RATINGS", [word for _, word in getattr(analysis, "RATINGS", ())]
             + ([analysis.rating_word(1.0)] if hasattr(analysis, "rating_word") else [])),
            ("AnalysisActions", "engine.analysis.ANALYSIS_LEVELS",
             [label for label, _ in getattr(analysis, "ANALYSIS_LEVELS", {}).values()]),
            ("AnalysisActions", "engine.analysis.THRESHOLDS",
             [word for word, _ in getattr(analysis, "THRESHOLDS", ())]),
        ]
    try:   # the rollout panel's table (issue 20)
        from backgammon_qt.ui import rollout_panel
    except ImportError:
        pass
    else:
        rollouts = getattr(rollout_panel, "RolloutPanel", None)
        tables.append(("RolloutPanel", "ui.rollout_panel.RolloutPanel.COLUMNS/COLUMN_TIPS",
                       [*getattr(rollouts, "COLUMNS", ()), *getattr(rollouts, "COLUMN_TIPS", ())]))
    # the model's words inside its error messages (model.errors.Word): a game's phases, the action kinds
    from backgammon_qt.model.game import Phase
    from backgammon_qt.model.record import ActionKind, OutcomeReason

    tables.append(("Errors", "model Word values (Phase, ActionKind, OutcomeReason)",
                   sorted({phase.value for phase in Phase} | {str(kind) for kind in ActionKind}
                          | {str(reason) for reason in OutcomeReason})))
    for table, texts in presentation.TEXT_TABLES.items():
        tables.append(("", f"controller.presentation.{table}", texts))
    found = []
    for context, where, texts in tables:
        values = texts.values() if isinstance(texts, dict) else texts
        for text in values:  # type: ignore[attr-defined]
            if isinstance(text, str) and text.strip():
                found.append((context, text, where))
    return found


def write_helper_file(target: Path) -> Path:
    """The file of texts lupdate cannot find by itself: a
    ``QT_TRANSLATE_NOOP`` line each; a text with ``%n`` as a ``tr(text, "",
    n)`` call inside a class named as its context (lupdate marks only
    ``tr`` calls with a count numerus)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    lines = ["# Generated by scripts/update-translations.py for lupdate; not imported.",
             "from PySide6.QtCore import QT_TRANSLATE_NOOP", ""]
    numerus: dict[str, list[str]] = {}
    for context, text, where in [*helper_texts(), *error_texts(), *variable_texts()]:
        if "%n" in text or "%Ln" in text:     # a count (%Ln: written in the locale, for the thousands)
            numerus.setdefault(context, []).append(f"tr({text!r}, '', n)  # {where}")
        else:
            lines.append(f"QT_TRANSLATE_NOOP({context!r}, {text!r})  # {where}")
    for context, calls in numerus.items():
        if context:
            lines += ["", f"class {context}:", "    def texts(self, n):", *(f"        self.{c}" for c in calls)]
        else:
            lines += ["", "def texts(tr, n):", *(f"    {c}" for c in calls)]
    target.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return target


def sources() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


def lupdate(ts_files: list[Path], helper: Path) -> None:
    tool = Path(sys.executable).with_name("pyside6-lupdate")
    command = [str(tool) if tool.exists() else "pyside6-lupdate", *map(str, sources()), str(helper),
               "-no-obsolete", "-locations", "none", "-source-language", "en", "-ts", *map(str, ts_files)]
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)


def messages(ts: Path, numerus_only: bool = False) -> dict[tuple[str, str], ET.Element]:
    """(context, source) -> the <translation> element of every message
    (``numerus_only``: of every numerus one, a text with a count)."""
    root = ET.parse(ts).getroot()
    found = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            if numerus_only and message.get("numerus") != "yes":
                continue
            source = message.findtext("source") or ""
            translation = message.find("translation")
            assert translation is not None
            found[(name, source)] = translation
    return found


MOVED = {"Errors": ("FileErrors",)}
"""Contexts whose texts came from others: a new, unfinished text of the key
context takes the translation the same source text had in one of those
(the file errors' reasons were translated in "FileErrors" by their English
pattern before the errors carried templates)."""


def carry_over(ts: Path, before: dict[tuple[str, str], tuple[str, str | None]]) -> int:
    """Fill the unfinished texts of the contexts in :data:`MOVED` from
    ``before`` ((context, source) -> (translation, type) read before
    lupdate ran); returns how many were filled."""
    tree = ET.parse(ts)
    filled = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if name not in MOVED or translation is None or translation.get("type") != "unfinished":
                continue
            source = message.findtext("source") or ""
            for old in MOVED[name]:
                text, kind = before.get((old, source), ("", "unfinished"))
                if text and kind is None:
                    translation.text = text
                    del translation.attrib["type"]
                    filled += 1
                    break
    if filled:     # lupdate's own head kept (ElementTree drops the doctype)
        ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
                      + ET.tostring(tree.getroot(), encoding="unicode") + "\n", encoding="utf-8")
    return filled


def check() -> list[str]:
    """What is wrong with the committed .ts files: texts of the package not
    in them, unfinished entries."""
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        helper = write_helper_file(Path(tmp) / "helper_texts.py")
        fresh = Path(tmp) / "fresh.ts"
        lupdate([fresh], helper)
        wanted = set(messages(fresh))
    for language in LANGUAGES:
        ts = ts_file(language)
        if not ts.exists():
            problems.append(f"{ts.relative_to(ROOT)} is missing")
            continue
        have = messages(ts)
        for context, source in sorted(wanted - set(have)):
            problems.append(f"{ts.name}: not in the file: [{context}] {source!r}")
        for (context, source), translation in sorted(have.items()):
            if translation.get("type") in ("unfinished", "vanished", "obsolete") or not _finished(translation):
                problems.append(f"{ts.name}: unfinished: [{context}] {source!r}")
    return problems


def _finished(translation: ET.Element) -> bool:
    """The translation has its text, or every plural form of a numerus one."""
    forms = list(translation.iter("numerusform"))
    return all(form.text for form in forms) if forms else bool(translation.text)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only check; exit 1 on a problem")
    args = parser.parse_args()
    if args.check:
        problems = check()
        for problem in problems:
            print(problem)
        if problems:
            print("run scripts/update-translations.py and translate the new texts", file=sys.stderr)
        return 1 if problems else 0
    TS_DIR.mkdir(parents=True, exist_ok=True)
    helper = write_helper_file(ROOT / "build" / "translations" / "helper_texts.py")
    before = {language: {key: (t.text or "", t.get("type")) for key, t in messages(ts_file(language)).items()}
              for language in LANGUAGES if ts_file(language).exists()}
    lupdate([ts_file(language) for language in LANGUAGES], helper)
    for language in LANGUAGES:
        ts = ts_file(language)
        moved = carry_over(ts, before.get(language, {}))
        if moved:
            print(f"{ts.name}: {moved} translations carried over from the contexts they moved from ({MOVED})")
        root = ET.parse(ts).getroot()
        unfinished = sum(1 for t in root.iter("translation") if t.get("type") == "unfinished")
        print(f"{ts.name}: {sum(1 for _ in root.iter('message'))} texts, {unfinished} unfinished")
    return 0


if __name__ == "__main__":
    sys.exit(main())
