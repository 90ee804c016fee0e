"""The question before the match on the board is closed says what takes its
place in one whole translatable sentence per action (new match, open a
file, paste a position, the editor's position, resume the autosave): no
translated infinitive is put into a sentence of another text (the house
rule for texts: never glue translated fragments).

A translator that marks every text it translates (``«text»``,
helpers.marking) shows the glue: a sentence built from two translated texts
has two pairs of marks."""

from __future__ import annotations

import pytest
from helpers.marking import marked_texts
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from backgammon_qt.ui import file_actions
from backgammon_qt.ui.main_window import MainWindow
from backgammon_qt.ui.window_questions import Replacing, closing_sentence

pytestmark = pytest.mark.gui


@pytest.fixture
def marked(qapp):
    with marked_texts() as translator:
        yield translator


def cancel_the_question() -> list[str]:
    """Cancel (Escape) the next modal message box when it opens; the list
    gets its text."""
    seen: list[str] = []
    tries = [0]

    def poll() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append(box.text())
            box.reject()
            return
        tries[0] += 1
        if tries[0] < 200:
            QTimer.singleShot(10, poll)

    QTimer.singleShot(0, poll)
    return seen


def in_progress(make_board, monkeypatch):
    """A window on a match in progress, whose question before closing it is the real one."""
    from helpers.board import REAL_QUESTIONS

    monkeypatch.setattr(MainWindow, "confirm_discard", REAL_QUESTIONS["confirm_discard"])
    window = make_board(opening=(3, 1)).window
    window.controller.roll()
    return window


def test_new_match_says_so_in_one_text(make_board, monkeypatch, marked) -> None:
    from backgammon_qt.ui.dialogs import NewMatchDialog

    window = in_progress(make_board, monkeypatch)
    monkeypatch.setattr(NewMatchDialog, "exec", lambda dialog: QDialog.DialogCode.Accepted)
    before = window.controller
    seen = cancel_the_question()
    window.new_match_action.trigger()
    assert seen == [f"\u00abTo start a new match, the match in progress ({window.session.summary()}) is closed.\u00bb"]
    assert window.controller is before


def test_opening_a_file_says_so_in_one_text_with_the_files_name(make_board, monkeypatch, marked, tmp_path) -> None:
    window = in_progress(make_board, monkeypatch)
    seen = cancel_the_question()
    window.files._open_asking(str(tmp_path / "other.bgqt"))      # a recent file, a dropped file
    assert seen == [f"\u00abTo open other.bgqt, the match in progress ({window.session.summary()}) is closed.\u00bb"]


def test_pasting_a_position_says_so_in_one_text(make_board, monkeypatch, marked) -> None:
    window = in_progress(make_board, monkeypatch)
    actions = window.positions
    actions.ask = False
    seen = cancel_the_question()
    assert not actions.paste("XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:0:0:10")
    assert seen == [f"\u00abTo play on from the pasted position, the match in progress "
                    f"({window.session.summary()}) is closed.\u00bb"]


def test_the_editors_position_says_so_in_one_text(make_board, monkeypatch, marked, qtbot) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window = in_progress(make_board, monkeypatch)
    before = window.controller
    editor = window.positions.open_editor()
    qtbot.waitExposed(editor)
    seen = cancel_the_question()
    button = editor.start_button
    QTest.mouseClick(button, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, button.rect().center())
    qtbot.waitUntil(lambda: bool(seen))
    assert seen == [f"\u00abTo play on from the set-up position, the match in progress "
                    f"({window.session.summary()}) is closed.\u00bb"]
    assert window.controller is before


def test_resuming_the_autosave_says_so_in_one_text(make_board, monkeypatch, marked) -> None:
    from helpers.board import REAL_QUESTIONS

    old = make_board(opening=(4, 1)).window
    old.controller.roll()
    play = min(old.controller.game.turn.legal_plays, key=str)
    for move in play.moves:
        assert old.controller.request_move(move.from_point, move.to_point)
    assert old.controller.end_turn()
    old.close()                                   # autosaved, offered at the next start
    for widget in QApplication.topLevelWidgets():
        session = getattr(widget, "session", None)
        if session is not None:
            assert session.autosaver.flush(10.0)
    monkeypatch.setattr(MainWindow, "confirm_discard", REAL_QUESTIONS["confirm_discard"])
    window = make_board(opening=(3, 1)).window
    window.controller.roll()                      # this start's match is in progress too
    monkeypatch.setattr(file_actions, "ask_resume", lambda parent, text: "resume")
    seen = cancel_the_question()
    assert not window.files.offer_resume()
    assert seen == [f"\u00abTo resume the autosaved match, the match in progress "
                    f"({window.session.summary()}) is closed.\u00bb"]


@pytest.mark.parametrize("replacing", list(Replacing))
@pytest.mark.parametrize("going_on", [True, False])
def test_each_closing_sentence_is_one_text_with_only_the_summary_and_name_put_in(qapp, marked, replacing,
                                                                              going_on) -> None:
    text = closing_sentence(replacing, "Alice \u2013 Bob, match to 5", in_progress=going_on, name="x{y}.sgf")
    assert text.startswith("\u00abTo ") and text.endswith(" is closed.\u00bb")
    assert text.count("\u00ab") == 1 and text.count("\u00bb") == 1
    assert "(Alice \u2013 Bob, match to 5)" in text
    assert ("the match in progress" in text) == going_on
    assert ("x{y}.sgf" in text) == (replacing is Replacing.OPEN_FILE)
    assert QCoreApplication.translate("MainWindow", "Close it") == "\u00abClose it\u00bb"   # the translator is on
