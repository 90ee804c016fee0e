"""Every match is its own (issue 19): an opened file's players are humans
unless the file names its seats (not the last match's computer: "charlot2 ·
Expert"); a match the player resumed -- or one whose only progress is a
turn in progress of a set-up position -- is asked about before a file
replaces it, as any match in progress is; and a position pasted or set up
in the window is played under its own rules, shown on the match line."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.board import REAL_QUESTIONS, click_in_message_box, show_window
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from backgammon_qt import io
from backgammon_qt.app.settings import HUMAN
from backgammon_qt.controller import positions
from backgammon_qt.controller.filing import autosave
from backgammon_qt.model.dice import ManualDice
from backgammon_qt.model.match import Match
from backgammon_qt.model.rules import RuleOptions
from backgammon_qt.ui import file_actions
from backgammon_qt.ui.main_window import MainWindow

pytestmark = pytest.mark.gui

MAT = Path(__file__).resolve().parents[1] / "data" / "io" / "dialect_gnubg.mat"   # Alice and Bob, by gnubg
XGID_ROLLED = "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:0:5:10"     # player 0 (X) to play 5-2


def mat_file() -> Path:
    """A match between Alice and Bob exported by gnubg (tests/data/io/README.md)."""
    return MAT


def open_and_wait(qtbot, window: MainWindow, path: Path) -> None:
    with qtbot.waitSignal(window.files.loaded, timeout=10000):
        window.files.open_path(path)


def test_an_opened_file_is_played_by_humans_not_by_the_last_computer_seat(qtbot, settings) -> None:
    match = Match(5, RuleOptions.match(), ("Carol", "Computer"), ManualDice([3, 1]))
    match.new_game()
    window = show_window(qtbot, MainWindow(settings=settings, match=match, seats=(HUMAN, "beginner")),
                         (1100, 800))
    assert window.scene.panels[1].name.endswith("Beginner")          # the computer's seat, named so
    open_and_wait(qtbot, window, mat_file())
    assert window.seats == (HUMAN, HUMAN) and window.computer is None
    names = sorted(panel.name for panel in window.scene.panels)
    assert names == sorted(io.load(MAT).players)                       # no level at either name


def test_an_opened_native_file_that_names_its_seats_keeps_them(qtbot, settings, tmp_path) -> None:
    window = show_window(qtbot, MainWindow(settings=settings, match=Match(5, RuleOptions.match(), ("A", "B")),
                                           seats=(HUMAN, HUMAN)), (1100, 800))
    record = io.load(mat_file())
    path = tmp_path / "seated.bgqt"
    path.write_text(io.native.dumps(record, seats=(HUMAN, "beginner")), encoding="utf-8")
    open_and_wait(qtbot, window, path)
    assert window.seats == (HUMAN, "beginner")
    window.session.shutdown()


def play_a_checker_of_a_pasted_position(window: MainWindow) -> None:
    """Paste a position with the dice rolled and move one checker: the match's only progress is the turn
    in progress (a set-up position has no roll before it)."""
    positions.paste(window.session, XGID_ROLLED)
    c = window.controller
    move = min(c.game.turn.legal_plays, key=str).moves[0]
    assert c.request_move(move.from_point, move.to_point)
    assert not any(g.record.actions for g in c.match.games)


def test_a_turn_in_progress_of_a_set_up_position_is_asked_about(make_board, monkeypatch) -> None:
    board = make_board()
    window = board.window
    play_a_checker_of_a_pasted_position(window)
    monkeypatch.setattr(MainWindow, "confirm_discard", REAL_QUESTIONS["confirm_discard"])
    before = window.controller
    seen = click_in_message_box("Cancel")
    window.files._open_asking(str(mat_file()))
    assert seen and "match in progress" in seen[0]
    assert window.controller is before and not window.files.busy


def test_opening_a_file_over_a_just_resumed_match_asks(make_board, monkeypatch) -> None:
    board = make_board()
    play_a_checker_of_a_pasted_position(board.window)
    board.window.close()                                  # quit: the turn in progress is autosaved
    QApplication.processEvents()
    assert io.load(autosave.autosave_path()).turn_moves
    again = make_board()
    monkeypatch.setattr(file_actions, "ask_resume", lambda parent, text: "resume")
    assert again.window.files.offer_resume()
    resumed = again.window.controller
    monkeypatch.setattr(MainWindow, "confirm_discard", REAL_QUESTIONS["confirm_discard"])
    seen = click_in_message_box("Cancel")
    again.window.files._open_asking(str(mat_file()))
    assert seen and "match in progress" in seen[0]
    assert again.window.controller is resumed             # Cancel: the resumed match stays
    assert again.window.session.unfinished()


# ---------------------------------------------------------------- the rules of a pasted or set-up match, in the window
def test_ctrl_v_of_a_match_after_a_money_position_shows_and_keeps_the_crawford_rule(make_board, qtbot) -> None:
    """RULES.md "Doubling cube" (issue 19 item 1): a money XGID, then gnubg's 5-point match, by Ctrl+V on
    the board; the match line says the rule in force."""
    board = make_board(length=0, rules=RuleOptions.money())
    board.window.positions.ask = False
    board.view.setFocus()
    for text in ("XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:0:0:10", "4PPgASTgc/ABMA:MAGmACAAAAAE"):
        QGuiApplication.clipboard().setText(text)
        with qtbot.waitSignal(board.window.positions.started):
            QTest.keyClick(board.view.viewport(), Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert board.controller.match.length == 5 and board.controller.match.rules.crawford
    assert board.scene.panels[1].centre_text == "Match to 5 \u00b7 Crawford rule"


def test_a_money_session_set_up_as_a_match_in_the_editor_shows_the_crawford_rule(make_board, qtbot) -> None:
    """RULES.md "Doubling cube": the editor's Start from a money session, its length set to 5."""
    board = make_board(length=0, rules=RuleOptions.money())
    actions = board.window.positions
    actions.ask = False
    editor = actions.open_editor()
    qtbot.waitExposed(editor)
    editor.length.setValue(5)
    with qtbot.waitSignal(actions.started):
        QTest.mouseClick(editor.start_button, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         editor.start_button.rect().center())
    assert board.controller.match.length == 5 and board.controller.match.rules.crawford
    assert board.scene.panels[1].centre_text == "Match to 5 \u00b7 Crawford rule"


def test_the_rules_in_force_are_told_to_assistive_technology(make_board) -> None:
    """The match line's rules are read out with the top player's panel, as they are drawn there."""
    from PySide6.QtGui import QAccessible

    from backgammon_qt.ui.accessibility import place_keys

    board = make_board(length=0, rules=RuleOptions(jacoby=True, cube_cap=64))
    iface = QAccessible.queryAccessibleInterface(board.view)
    top = iface.child(place_keys().index("player1")).text(QAccessible.Text.Name)
    assert top.endswith("Money game \u00b7 Jacoby rule, no beavers, cube up to 64"), top
