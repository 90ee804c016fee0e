"""Nackgammon in the window (issue 24): the new-match dialog's rule option
starts a Nackgammon match, the match line says so, the choice is
remembered, and the position editor offers the Nackgammon start (RULES.md
"Board and setup", Nackgammon)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog

from backgammon_qt.model.position import Position
from backgammon_qt.model.rules import PRESETS
from backgammon_qt.ui.dialogs import NewMatchDialog

pytestmark = pytest.mark.gui

NACK = Position.start("nackgammon")


def test_nackgammon_chosen_in_the_new_match_dialog_starts_a_nackgammon_match(make_board, settings,
                                                                               monkeypatch) -> None:
    board = make_board()

    def choose_nackgammon(dialog) -> int:
        combo = dialog.option_widgets["variation"]
        assert combo.currentData() == "standard"
        combo.setFocus()
        QTest.keyClick(combo, Qt.Key.Key_Down)              # the next entry: Nackgammon
        assert combo.currentText() == "Nackgammon"
        dialog.preset.setCurrentIndex(dialog.preset.findData("money"))   # a preset keeps the start chosen
        assert combo.currentData() == "nackgammon"
        dialog.preset.setCurrentIndex(dialog.preset.findData("match"))
        dialog.length.setValue(3)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewMatchDialog, "exec", choose_nackgammon)
    board.window.new_match_action.trigger()
    match = board.controller.match
    assert match.rules.variation == "nackgammon" and match.length == 3
    assert board.game.position_for(0) == NACK
    assert board.controller.board_state().match_text.endswith("\u00b7 Nackgammon")
    # remembered: the next dialog opens on Nackgammon
    dialog = NewMatchDialog(board.window.last_setup(), board.window)
    board.qtbot.addWidget(dialog)
    assert dialog.rules().variation == "nackgammon"


def test_the_dialog_offers_both_starts_and_defaults_to_the_standard_one(qtbot) -> None:
    from backgammon_qt.controller.match import MatchSetup

    dialog = NewMatchDialog(MatchSetup(("Ann", "Ben"), 5, "match", PRESETS["match"]))
    qtbot.addWidget(dialog)
    combo = dialog.option_widgets["variation"]
    assert [combo.itemData(i) for i in range(combo.count())] == ["standard", "nackgammon"]
    assert dialog.rules() == PRESETS["match"]


def test_the_position_editor_offers_the_nackgammon_start(make_board, qtbot) -> None:
    board = make_board(opening=(3, 1))
    actions = board.window.positions
    actions.ask = False
    editor = actions.open_editor()
    qtbot.waitExposed(editor)
    button = editor.nack_button
    QTest.mouseClick(button, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, button.rect().center())
    assert editor.state.position() == NACK
    assert editor.problem_text() == ""
    assert "Alice: 194 pips" in editor.counts.text()
    button = editor.reset_button
    QTest.mouseClick(button, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, button.rect().center())
    assert editor.state.position() == Position.start()


@pytest.mark.parametrize("ext", [".mat", ".sgf"])
def test_the_save_warning_does_not_say_the_nackgammon_start_is_lost(make_board, monkeypatch, tmp_path,
                                                                    ext) -> None:
    """Both export formats keep the variation (gnubg's ``Variation`` tag,
    ``RU[...:Nackgammon]``): the warning before saving says so, and the
    file read back is a Nackgammon match."""
    from dataclasses import replace

    from PySide6.QtWidgets import QFileDialog, QMessageBox

    from backgammon_qt import io

    board = make_board(rules=replace(PRESETS["match"], variation="nackgammon"))
    path = tmp_path / f"nack{ext}"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(path), "")))
    shown = []

    def warning(parent, title, text, *args, **kwargs):
        shown.append(text)
        return QMessageBox.StandardButton.Save

    monkeypatch.setattr(QMessageBox, "warning", staticmethod(warning))
    assert board.window.files.save_as()
    assert io.load(path).rules.variation == "nackgammon"
    [text] = shown
    assert "starting position (standard or Nackgammon)" in text
    assert "but not the rule options" not in text


def _click(widget) -> None:
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, widget.rect().center())


def test_the_nackgammon_start_in_the_editor_makes_a_nackgammon_match(make_board, qtbot) -> None:
    """The player sets up the Nackgammon start in a standard match: the
    editor shows the match will be Nackgammon (Later games), the match line
    says so and its next game starts from the Nackgammon start too."""
    from backgammon_qt.model.game import Phase
    from backgammon_qt.model.position import OFF

    board = make_board(opening=(3, 1))
    assert board.controller.match.rules.variation == "standard"
    actions = board.window.positions
    actions.ask = False
    editor = actions.open_editor()
    qtbot.waitExposed(editor)
    assert editor.variation.currentData() == "standard"       # as the match in play
    _click(editor.nack_button)
    assert editor.variation.currentData() == "nackgammon"
    # a short game: Alice has one checker left, on her 3-point, and rolls 3-1
    editor.state.sides[0] = [14, 0, 0, 1] + [0] * 22
    editor.board._changed()
    editor.dice[0].setCurrentIndex(editor.dice[0].findData(3))
    editor.dice[1].setCurrentIndex(editor.dice[1].findData(1))
    assert editor.problem_text() == ""
    with qtbot.waitSignal(actions.started):
        _click(editor.start_button)
    match = board.controller.match
    assert match.rules.variation == "nackgammon"
    assert board.controller.board_state().match_text.endswith("\u00b7 Nackgammon")
    board.drag(board.checker_at(0, 3), board.point_centre(0, OFF))
    board.settle()
    assert board.game.phase is Phase.OVER
    board.answer("next_game")
    assert board.game.position_for(0) == NACK                 # game 2 starts from the start chosen


def test_the_starting_position_in_a_nackgammon_match_makes_a_standard_match(make_board, qtbot) -> None:
    from dataclasses import replace

    board = make_board(opening=(3, 1), rules=replace(PRESETS["match"], variation="nackgammon"))
    actions = board.window.positions
    actions.ask = False
    editor = actions.open_editor()
    qtbot.waitExposed(editor)
    assert editor.variation.currentData() == "nackgammon"     # shown: the match in play is Nackgammon
    _click(editor.reset_button)
    assert editor.state.position() == Position.start() and editor.variation.currentData() == "standard"
    with qtbot.waitSignal(actions.started):
        _click(editor.start_button)
    assert board.controller.match.rules.variation == "standard"
    assert "Nackgammon" not in board.controller.board_state().match_text


def test_later_games_can_be_chosen_in_the_editor(make_board, qtbot) -> None:
    """A position of the player's own (not a start) in a Nackgammon match:
    Later games says Nackgammon, and the player may choose otherwise with
    the keys."""
    board = make_board(opening=(3, 1))
    actions = board.window.positions
    actions.ask = False
    editor = actions.open_editor()
    qtbot.waitExposed(editor)
    editor.variation.setFocus()
    QTest.keyClick(editor.variation, Qt.Key.Key_Down)
    assert editor.variation.currentData() == "nackgammon"
    assert editor.state.position() == Position.start()       # the board as it was
    with qtbot.waitSignal(actions.started):
        _click(editor.start_button)
    assert board.controller.match.rules.variation == "nackgammon"
