"""English left in a Danish window (the fresh player's shots 61, 68, 74,
106): the dice log's "doubles" and "fair dice" were written as ``tr()``
inside f-strings, where lupdate does not look, so they never reached the
.ts files; Qt's file dialog kept "Look in:" and "Files of type:" because
Qt 6 writes them "&Look in:" and "Files of &type:" and the Danish, Dutch
and Nynorsk qtbase catalogues shipped with PySide6 have them only without
the mark (app/translations.py, QtTranslator)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QLabel

from backgammon_qt.app import translations

ROOT = Path(__file__).resolve().parents[2]


def _tr_calls_in_f_strings(package: Path) -> list[str]:
    found = []
    for path in sorted(package.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.JoinedStr):
                continue
            for call in ast.walk(node):
                if isinstance(call, ast.Call):
                    func = call.func
                    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                    if name in ("tr", "_tr", "translate"):
                        found.append(f"{path.relative_to(package)}:{call.lineno} {ast.unparse(call)}")
    return found


def test_no_text_is_translated_inside_an_f_string() -> None:
    """lupdate does not look into f-strings: a ``tr("...")`` there never
    reaches the .ts files and stays English in every language."""
    assert _tr_calls_in_f_strings(ROOT / "backgammon_qt") == []


def test_lupdate_collects_the_dice_logs_headers(tmp_path) -> None:
    tool = Path(sys.executable).with_name("pyside6-lupdate")
    ts = tmp_path / "dice.ts"
    subprocess.run([str(tool) if tool.exists() else "pyside6-lupdate", str(ROOT / "backgammon_qt" / "ui" /
                                                                              "dice_actions.py"),
                    "-locations", "none", "-ts", str(ts)], check=True, stdout=subprocess.DEVNULL)
    text = ts.read_text(encoding="utf-8")
    assert "<source>doubles</source>" in text and "<source>fair dice</source>" in text


@pytest.fixture
def language(qapp):
    """Install a language as the start does (translations.install); English again after."""
    def use(code: str) -> str:
        return translations.install(code, qapp)
    yield use
    translations.remove(qapp)


def _labels(dialog: QFileDialog) -> tuple[str, str]:
    return (dialog.findChild(QLabel, "lookInLabel").text(), dialog.findChild(QLabel, "fileTypeLabel").text())


@pytest.mark.parametrize("code, look_in, file_type", [
    ("da", "Kig i:", "Filer af type:"),
    ("nl", "Zoeken in:", "Bestanden van type:"),
    ("nb", "Leit i:", "Filer av typen:"),             # Qt has no Bokmål: its Nynorsk
    ("sv", "&Titta i:", "Filer av &typ:"),            # Swedish has the marked texts
])
def test_qts_file_dialog_is_in_the_language(qtbot, language, code, look_in, file_type) -> None:
    assert language(code) == code
    dialog = QFileDialog(None, "Open match", str(ROOT), "Match files (*.sgf)")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)      # Qt's own, as the player without a desktop saw
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert _labels(dialog) == (look_in, file_type)


def test_a_language_installed_again_translates_the_next_dialog(qtbot, language) -> None:
    """English, then Danish (install replaces the translators): the file
    dialog made after the switch is Danish, its Qt texts included."""
    language("en")
    before = QFileDialog(None, "Open match", str(ROOT))
    before.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(before)
    assert _labels(before) == ("&Look in:", "Files of &type:")
    language("da")
    after = QFileDialog(None, "Open match", str(ROOT))
    after.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(after)
    assert _labels(after) == ("Kig i:", "Filer af type:")


def test_the_save_dialogs_file_types_are_in_the_language(qtbot, language, make_board, monkeypatch) -> None:
    """The fresh player's shot 59: Save as offered "backgammon-qt match
    (*.bgqt)" in a Danish window.  The dialog got ``tr()`` of the joined
    filter, a text no catalogue has (update-translations collects each save
    type's label on its own, as the Open filter whole): each label is now
    translated on its own, so every file type is in the catalogue and Danish."""
    board = make_board()
    assert language("da") == "da"
    asked = []

    def fake(parent, caption, folder, filters, *args, **kwargs):
        asked.append(filters)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(fake))
    assert not board.window.files.save_as()
    types = asked[-1].split(";;")
    assert types == ["backgammon-qt-match (*.bgqt)", "Jellyfish-matchtekst (*.mat)", "gnubg SGF (*.sgf)"]
