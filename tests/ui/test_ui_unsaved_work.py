"""Nothing done since the match was saved or opened is thrown away unasked
(the fresh player's trust faults): a match finished since its last save,
an analysis that no file holds.  New match, Open, Paste, the editor,
Resume and Quit offer them for saving, as gnubg and XG ask "save changes?";
nothing is asked when nothing changed since the match was saved or opened,
nor for an analysis a file that keeps analyses (.bgqt, gnubg .sgf) holds.

The real questions are put back (tests/ui/conftest.py answers them yes)
and answered by clicking their buttons."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.board import REAL_QUESTIONS, click_in_message_box
from PySide6.QtWidgets import QDialog, QFileDialog

from backgammon_qt.controller.presentation import Answer
from backgammon_qt.io import native
from backgammon_qt.ui.main_window import MainWindow

pytestmark = pytest.mark.gui

OTHER = Path(__file__).resolve().parents[1] / "data" / "io" / "dialect_gnubg.mat"


def _real_questions(monkeypatch) -> None:
    for name in ("confirm_discard", "confirm_quit_unsaved"):
        monkeypatch.setattr(MainWindow, name, REAL_QUESTIONS[name])


def _play_and_resign(window) -> None:
    """Alice opens with 3-1 (8/5 6/5), then Bob, to roll, resigns a single
    game and Alice accepts: the 1-point match is over."""
    c = window.controller
    assert c.roll() and c.request_play_text("8/5 6/5")
    assert c.resign(1) and c.answer(Answer.ACCEPT)
    assert c.match.is_over


def test_a_match_finished_since_it_was_saved_is_offered_for_saving_before_a_file_is_opened(
        make_board, monkeypatch, qtbot, tmp_path) -> None:
    """Saved mid-game (Ctrl+S), played to its end, then Open: the end was dropped without a
    question (only a match in progress was asked about).  Now Open asks; Cancel keeps the match,
    Save it first writes the finished match to its file, and the file opens."""
    _real_questions(monkeypatch)
    window = make_board(opening=(3, 1), length=1).window
    c = window.controller
    assert c.roll() and c.request_play_text("8/5 6/5")
    saved = tmp_path / "mid.bgqt"
    assert window.files.save_to(saved)                      # Ctrl+S in the middle of the game
    assert not window.session.unsaved_work()                 # as its file holds it: nothing to ask
    assert c.resign(1) and c.answer(Answer.ACCEPT)           # Bob resigns: the match is over
    summary = window.session.summary()
    seen = click_in_message_box("Cancel")
    window.files._open_asking(str(OTHER))                    # a recent file, a dropped file
    assert seen == [f"To open {OTHER.name}, the match on the board ({summary}) is closed. It is finished, and "
                    "no file holds the moves played since it was last saved or opened."]
    assert window.controller is c and not window.files.busy
    seen = click_in_message_box("Save it first...")
    with qtbot.waitSignal(window.files.loaded, timeout=20000):
        window.files._open_asking(str(OTHER))
    assert seen
    record = native.load(saved)                              # the file holds the end of the match
    assert record.games[-1].outcome is not None and record.games[-1].outcome.winner == 0
    assert not window.session.unsaved_work()                 # the opened file, unchanged: nothing to ask
    asked: list[object] = []
    monkeypatch.setattr(MainWindow, "confirm_quit_unsaved", lambda self, work: asked.append(work) or True)
    assert window.close() and asked == []


def test_quitting_asks_about_a_match_finished_since_it_was_saved(make_board, monkeypatch, tmp_path) -> None:
    """A finished match's autosave is removed, so a match won since its last save was lost on
    quit without a word.  Now quitting asks, saying so; Cancel keeps the window open."""
    _real_questions(monkeypatch)
    window = make_board(opening=(3, 1), length=1).window
    _play_and_resign(window)
    summary = window.session.summary()
    seen = click_in_message_box("Cancel")
    assert not window.close()
    assert seen == [f"The match on the board ({summary}) is finished, so it is not autosaved, and no file holds "
                    "the moves played since it was last saved or opened: Quit without saving drops them."]
    assert window.isVisible()
    saved = tmp_path / "won.bgqt"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(saved), "")))
    seen = click_in_message_box("Save it first...")
    assert window.close()
    assert seen and not window.isVisible()
    assert native.load(saved).games[-1].outcome is not None


def test_an_analysis_no_file_holds_is_offered_for_saving_and_one_an_sgf_holds_is_not(
        make_board, monkeypatch, qtbot, tmp_path) -> None:
    """A whole-match analysis of a finished .mat was dropped by New match without a word.  Now an
    analysis counts as work until a file that keeps analyses holds it: after a .mat save (which
    keeps none) New match asks; after a .sgf save it asks nothing."""
    from backgammon_qt.ui.dialogs import NewMatchDialog

    _real_questions(monkeypatch)
    window = make_board(opening=(3, 1), length=1).window
    _play_and_resign(window)
    assert window.files.save_to(tmp_path / "won.mat")
    assert not window.session.unsaved_work()                 # the finished match is in its file
    actions = window.analysis
    actions.level_actions["expert"].trigger()
    with qtbot.waitSignal(actions.job.finished, timeout=60_000):
        actions.game_action.trigger()
    assert window.session.analysis is not None
    monkeypatch.setattr(NewMatchDialog, "exec", lambda dialog: QDialog.DialogCode.Accepted)
    before = window.controller
    summary = window.session.summary()
    seen = click_in_message_box("Cancel")
    window.new_match_action.trigger()
    assert seen == [f"To start a new match, the match on the board ({summary}) is closed. No file holds its "
                    "analysis."]
    assert window.controller is before and window.session.analysis is not None
    assert window.files.save_to(tmp_path / "won.sgf")        # gnubg's .sgf keeps the analysis
    assert not window.session.unsaved_work()
    window.new_match_action.trigger()                        # asks nothing (a question would wait: timeout)
    assert window.controller is not before


def test_the_banners_new_match_asks_before_it_drops_a_finished_match_no_file_holds(
        make_board, monkeypatch, qtbot, tmp_path) -> None:
    """Fresh player 26: New match chosen on the end-of-match banner (arrow keys, then Enter)
    started a new match and dropped the finished one, which no file held, without a word.
    Now the banner's New match asks as Game > New match does; Cancel keeps the finished
    match; once it is saved, the banner's New match asks nothing."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from backgammon_qt.ui.dialogs import NewMatchDialog

    _real_questions(monkeypatch)
    board = make_board(opening=(3, 1), length=1)
    window = board.window
    _play_and_resign(window)
    before = window.controller
    assert board.scene.prompt.buttons[0].key == "new_match"
    monkeypatch.setattr(NewMatchDialog, "exec", lambda dialog: QDialog.DialogCode.Accepted)
    board.view.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is board.view)
    summary = window.session.summary()
    seen = click_in_message_box("Cancel")
    QTest.keyClick(board.view, Qt.Key.Key_Right)             # the banner's New match chosen with the keys
    QTest.keyClick(board.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(seen))
    assert seen == [f"To start a new match, the match on the board ({summary}) is closed. It is finished, and "
                    "no file holds the moves played since it was last saved or opened."]
    assert window.controller is before and before.match.is_over       # Cancel: the finished match stays
    assert window.session.unsaved_work()
    assert window.files.save_to(tmp_path / "won.bgqt")
    assert not window.session.unsaved_work()
    QTest.keyClick(board.view, Qt.Key.Key_Right)
    QTest.keyClick(board.view, Qt.Key.Key_Return)            # asks nothing (a question would wait: timeout)
    assert window.controller is not before and not window.controller.match.is_over
