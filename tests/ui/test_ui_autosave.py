"""Autosave and resume in the window: the unfinished match is written to the
state folder after every completed action (the turn in progress shortly
after), removed when the match ends, and offered again at the next start
(Resume / Discard), with the clock banks and the board orientation."""

from __future__ import annotations

import json

import pytest
from helpers.board import click_in_message_box
from PySide6.QtWidgets import QApplication, QMessageBox

from backgammon_qt import io
from backgammon_qt.controller.filing import autosave as session
from backgammon_qt.model.game import Phase
from backgammon_qt.model.rules import RuleOptions
from backgammon_qt.ui import file_actions

pytestmark = pytest.mark.gui


def play_turn(controller) -> None:
    """Roll if needed, then play the alphabetically first legal play checker
    by checker through the controller and confirm it."""
    g = controller.game
    while g.phase in (Phase.OPENING, Phase.ROLLING):
        assert controller.roll()
    play = min(g.turn.legal_plays, key=str)
    for move in play.moves:
        assert controller.request_move(move.from_point, move.to_point)
    assert controller.end_turn()


def autosave_file():
    """The autosave's path, once every open window's autosave writes are on
    disk (they are made on a writer thread) and reported."""
    for widget in QApplication.topLevelWidgets():
        owner = getattr(widget, "session", None)
        if owner is not None:
            assert owner.autosaver.flush(10.0)
    QApplication.processEvents()
    return session.autosave_path()


def saved_actions() -> list[list]:
    return [list(g.actions) for g in io.load(autosave_file()).games]


def live_actions(controller) -> list[list]:
    return [list(g.record.actions) for g in controller.match.games]


def test_a_new_window_writes_nothing_until_something_happens(make_board) -> None:
    path = autosave_file()
    path.parent.mkdir(parents=True)
    path.write_text("left by the last run\n")     # must survive until the user has answered
    board = make_board()
    assert path.read_text() == "left by the last run\n"
    board.window.close()
    assert path.read_text() == "left by the last run\n"


def test_every_completed_action_is_saved_at_once(make_board) -> None:
    board = make_board(opening=(3, 1), rolls=[(6, 4), (5, 5)])
    c = board.window.controller
    path = autosave_file()
    assert not path.exists()
    c.roll()                                      # the opening roll: Alice 3, Bob 1
    assert saved_actions() == live_actions(c)
    play_turn(c)                                  # Alice's 3-1 confirmed
    assert saved_actions() == live_actions(c) and len(saved_actions()[0]) == 2
    c.roll()                                      # Bob's 6-4
    assert saved_actions() == live_actions(c) and saved_actions()[0][-1].kind == "roll"
    c.request_move(24, 18)                        # a move of a turn in progress: written a moment later
    assert io.load(path).turn_moves == []
    assert board.window.files.autosaver.pending()
    board.qtbot.waitUntil(lambda: io.load(path).turn_moves == [(24, 18)], timeout=3000)
    c.undo()                                      # taking it back is saved too
    board.qtbot.waitUntil(lambda: io.load(path).turn_moves == [], timeout=3000)
    play_turn(c)
    assert saved_actions() == live_actions(c) and not board.window.files.autosaver.pending()
    c.cube_clicked()                              # Alice doubles: a cube action
    assert saved_actions()[0][-1].kind == "double"
    c.answer("take")
    assert saved_actions()[0][-1].kind == "take"
    record = io.load(path)
    assert record.players == ("Alice", "Bob") and record.match_length == 5
    assert json.loads(path.read_text())["format"] == "backgammon-qt"


def test_closing_the_window_writes_the_turn_in_progress(make_board) -> None:
    board = make_board(opening=(3, 1))
    c = board.window.controller
    c.roll()
    c.request_move(8, 5)
    assert board.window.files.autosaver.pending()
    board.window.close()
    assert io.load(autosave_file()).turn_moves == [(8, 5)]


def test_the_autosave_is_removed_when_the_match_ends(make_board) -> None:
    board = make_board(opening=(3, 1), length=1)
    c = board.window.controller
    play_turn(c)
    assert autosave_file().exists()
    c.resign(1)                                   # Bob resigns a single game ...
    assert saved_actions()[0][-1].kind == "resign"
    c.answer("accept")                            # ... and the 1-point match is over
    assert c.match.is_over
    assert not autosave_file().exists()


def test_resume_restores_the_match_clock_banks_and_orientation(make_board, settings, qtbot) -> None:
    t = [0.0]
    board = make_board(opening=(5, 2), rolls=[(6, 1), (4, 4)], rules=RuleOptions.timed_preset(), now=lambda: t[0])
    c = board.window.controller
    board.window.orientation_action.trigger()     # Alice's home board on the left (she is at the bottom)
    c.roll()
    t[0] += 30.0                                  # Alice takes 30 s: 11 s of turn time, 19 s of her bank
    play_turn(c)
    t[0] += 5.0
    c.roll()                                      # Bob 6-1, one checker moved (the turn in progress)
    play = min(c.game.turn.legal_plays, key=str)
    first = play.moves[0]
    c.request_move(first.from_point, first.to_point)
    board.window.close()                          # a quit with an unfinished match
    saved = io.load(autosave_file())
    assert saved.clock_banks == pytest.approx((71.0, 90.0))
    assert saved.orientations == ("left", "right")   # each player's own; Bob kept the default
    assert saved.turn_moves == [(first.from_point, first.to_point)]

    settings.set("orientation", "right")
    again = make_board(rules=RuleOptions.match())  # the next start: another match on the board
    seen = click_in_message_box("Resume")
    assert again.window.files.offer_resume()
    assert "Alice \u2013 Bob" in seen[0] and "match to 5" in seen[0]
    resumed = again.window.controller
    assert live_actions(resumed) == [list(g.actions) for g in saved.games]
    assert [(m.from_point, m.to_point) for m in resumed.game.turn.moves] == saved.turn_moves
    assert resumed.clock is not None and resumed.clock.bank(0) == pytest.approx(71.0)
    assert resumed.clock.bank(1) == pytest.approx(90.0)
    assert again.scene.home_left and again.window.orientation_action.isChecked()   # Alice's side, restored
    assert settings.get("orientation") == "right"          # a resume does not change the remembered default
    assert again.window.windowTitle() == "Alice \u2013 Bob, match to 5 \u2014 backgammon-qt"   # not tied to a file
    # and the game goes on, autosaved as before
    for move in play.moves[1:]:
        assert resumed.request_move(move.from_point, move.to_point)
    assert resumed.end_turn()
    assert saved_actions()[0][-1].play == str(play)


def test_discard_removes_the_autosave_and_keeps_the_board(make_board, qtbot) -> None:
    board = make_board(opening=(4, 1))
    play_turn(board.window.controller)
    board.window.close()
    assert autosave_file().exists()
    fresh = make_board()
    controller = fresh.window.controller
    click_in_message_box("Discard")
    assert not fresh.window.files.offer_resume()
    assert not autosave_file().exists()
    assert fresh.window.controller is controller


def test_not_now_keeps_the_match_for_later_and_autosaves_this_sessions_match(make_board, monkeypatch) -> None:
    board = make_board(opening=(4, 1))
    play_turn(board.window.controller)
    board.window.close()
    before = autosave_file().read_bytes()
    fresh = make_board(opening=(6, 2))
    window = fresh.window
    window.files.autosaver.enabled = False        # as start_up() leaves it while the question is open
    monkeypatch.setattr(file_actions, "ask_resume", lambda parent, text: None)     # Not now
    assert not window.files.offer_resume()
    assert session.kept_path().read_bytes() == before          # kept for a later start, under another name
    assert "kept" in window.news_label.text() and "autosaved as usual" in window.news_label.text()
    assert window.files.autosaver.enabled and not window.autosave_label.isVisible()
    play_turn(window.controller)                               # this session's match is autosaved
    assert saved_actions() == live_actions(window.controller)
    assert session.kept_path().read_bytes() == before


def test_the_kept_match_is_offered_when_no_autosave_waits_and_resumed_into_the_autosave(
        make_board, monkeypatch) -> None:
    board = make_board(opening=(4, 1))
    play_turn(board.window.controller)
    actions = live_actions(board.window.controller)
    board.window.close()
    autosave_file()
    session.keep_aside()
    asked = []
    monkeypatch.setattr(file_actions, "ask_resume", lambda parent, text: asked.append(text) or "resume")
    fresh = make_board(opening=(6, 2))
    assert fresh.window.files.offer_resume()
    assert len(asked) == 1
    assert live_actions(fresh.window.controller) == actions
    assert saved_actions() == actions                          # the autosave holds it now...
    assert not session.kept_path().exists()                    # ...and it is not offered twice


def test_not_now_with_a_match_kept_already_says_in_sentences_why_nothing_is_autosaved(
        make_board, monkeypatch) -> None:
    from helpers.board import REAL_QUESTIONS

    board = make_board(opening=(4, 1))
    play_turn(board.window.controller)
    board.window.close()
    before = autosave_file().read_bytes()
    session.kept_path().write_bytes(before)                    # a match kept at an earlier start
    fresh = make_board(opening=(6, 2))
    window = fresh.window
    window.files.autosaver.enabled = False
    monkeypatch.setattr(file_actions, "ask_resume", lambda parent, text: None)
    assert not window.files.offer_resume()
    assert autosave_file().read_bytes() == before              # neither is written over
    reason = window.session.autosave.disabled_reason
    assert "not autosaved" in reason and reason.endswith(".") and ":" not in reason
    play_turn(window.controller)
    seen = click_in_message_box("Cancel")
    assert not REAL_QUESTIONS["confirm_quit_unsaved"](window, window.session.quit_work())
    assert seen and "is not autosaved. An unfinished match" in seen[0] and "autosaved:" not in seen[0]
    window.files.autosaver.flush()
    assert autosave_file().read_bytes() == before


def test_no_autosave_no_question(make_board, monkeypatch) -> None:
    monkeypatch.setattr(file_actions, "ask_resume", lambda parent, text: pytest.fail("asked"))
    assert not make_board().window.files.offer_resume()


def test_a_broken_autosave_is_set_aside_with_a_message(make_board, monkeypatch) -> None:
    path = autosave_file()
    path.parent.mkdir(parents=True)
    path.write_text('{"format": "backgammon-qt", "version": 1, "players": ["A"]}\n')
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda parent, title, text, *a: shown.append(text)))
    monkeypatch.setattr(file_actions, "ask_resume", lambda parent, text: pytest.fail("asked"))
    board = make_board()
    assert not board.window.files.offer_resume()
    assert len(shown) == 1 and "autosave.bgqt" in shown[0] and "players" in shown[0]
    assert not path.exists() and path.with_name("autosave.bgqt.broken").exists()


def test_a_failed_autosave_is_reported_not_raised(make_board, isolated_user_dirs) -> None:
    state = isolated_user_dirs["XDG_STATE_HOME"]
    (state / "backgammon-qt").write_text("a file where the folder should be")
    board = make_board(opening=(3, 1))
    board.window.controller.roll()
    autosave_file()
    assert "Autosave failed" in board.window.news_label.text()


def test_a_file_on_the_command_line_is_not_asked_over_and_the_autosave_is_kept_for_later(
        make_board, qtbot, monkeypatch, tmp_path) -> None:
    from helpers.board import windows_made_by_main

    from backgammon_qt import __main__ as app_main

    board = make_board(opening=(4, 1))
    play_turn(board.window.controller)
    board.window.close()
    before = autosave_file().read_bytes()
    broken = tmp_path / "truncated.mat"
    broken.write_text(" 5 point match\n\n Game 1\n Alice : 0   Bob : 0\n  1) 31: 8/5 6/5   64: 24/1")
    warned = []
    made = windows_made_by_main(qtbot, monkeypatch)
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda parent, title, text, *a: warned.append(text)))
    monkeypatch.setattr(file_actions, "ask_resume", lambda parent, text: pytest.fail("asked over the file"))
    assert app_main.main([str(broken)]) == 0
    window = made[0]
    qtbot.waitUntil(lambda: session.kept_path().exists(), timeout=10000)   # once the file failed to open
    assert len(warned) == 1 and "truncated.mat" in warned[0]
    assert session.kept_path().read_bytes() == before          # the unfinished match is not lost...
    assert "kept" in window.news_label.text()                  # ...and the status bar says so
    assert window.files.autosaver.enabled
    play_turn(window.controller)                               # this session's match is autosaved
    assert saved_actions() == live_actions(window.controller)
    assert session.kept_path().read_bytes() == before


def test_the_autosave_waits_for_the_answer_then_writes_what_was_played(make_board, qtbot, monkeypatch) -> None:
    board = make_board(opening=(4, 1))
    play_turn(board.window.controller)
    board.window.close()
    before = autosave_file().read_bytes()
    fresh = make_board(opening=(6, 2))
    files = fresh.window.files
    files.autosaver.enabled = False          # as start_up() leaves it while an autosave waits for its answer
    play_turn(fresh.window.controller)       # e.g. a computer against computer match playing on
    assert autosave_file().read_bytes() == before
    monkeypatch.setattr(file_actions, "ask_resume", lambda parent, text: "discard")
    assert not files.offer_resume()
    assert saved_actions() == live_actions(fresh.window.controller)   # the new match, written at once


def _marks(window) -> list[str]:
    moves = window.move_list
    table = moves.table
    return [table.item(r, c).text() for r in range(table.rowCount()) for c in (0, 1)
            if table.item(r, c) is not None and table.item(r, c).text().endswith("?")]


def test_the_analysis_is_autosaved_and_resumed(make_board, settings, qtbot) -> None:
    """Analyse this game, quit, start again and Resume: the analysis comes
    back (the move list's marks, the dock), as from a saved .bgqt."""
    board = make_board(opening=(3, 1), rolls=[(6, 4)], length=5)
    window = board.window
    c = window.controller
    c.roll()                                        # Alice wins the opening 3-1 ...
    assert c.request_play_text("24/21 24/23")       # ... and splits (a bad play)
    c.roll()
    assert c.request_play_text("24/18 13/9")
    assert window.session.autosaver.wait_written()
    assert "analysis" not in json.loads(autosave_file().read_text())
    actions = window.analysis
    actions.level_actions["expert"].trigger()
    window.move_list.show()
    with qtbot.waitSignal(window.session.autosaver.saved, timeout=60_000):    # written when the analysis ends
        with qtbot.waitSignal(actions.job.finished, timeout=60_000):
            actions.game_action.trigger()
    analysis = window.session.analysis
    assert analysis is not None and analysis.decisions_of(0)
    marks = _marks(window)
    assert marks                                    # the split is marked
    kept = json.loads(autosave_file().read_text())["analysis"]
    assert kept == json.loads(json.dumps(analysis.to_dict()))
    window.close()                                  # quit
    assert json.loads(autosave_file().read_text())["analysis"] == kept

    again = make_board(rules=RuleOptions.match())   # the next start
    click_in_message_box("Resume")
    assert again.window.files.offer_resume()
    resumed = again.window.session.analysis
    assert resumed is not None and json.loads(json.dumps(resumed.to_dict())) == kept
    again.window.move_list.show()
    assert _marks(again.window) == marks
    panel = again.window.analysis.panel
    assert not panel.caption.text().startswith("Not analysed yet")


def test_a_set_up_position_is_autosaved_at_once(make_board, monkeypatch) -> None:
    """A position pasted (or set up in the editor) is the player's work: it is
    written before anything is played in it, so Resume brings it back (the
    autosave used to keep the match closed to start it)."""
    from PySide6.QtGui import QGuiApplication

    board = make_board(opening=(3, 1))
    window = board.window
    play_turn(window.controller)                  # match A, autosaved
    assert saved_actions() == live_actions(window.controller)
    actions = window.positions
    actions.ask = False
    monkeypatch.setattr(type(window), "confirm_discard", lambda self, *what: True)   # "Close it"
    xgid = "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:0:0:10"
    QGuiApplication.clipboard().setText(xgid)
    actions.paste()
    record = io.load(autosave_file())
    assert record.games[0].setup is not None and record.games[0].actions == []
    assert record.games[0].setup.position == window.controller.match.games[0].record.setup.position


def test_a_new_match_takes_the_closed_matchs_autosave_away(make_board, monkeypatch) -> None:
    from PySide6.QtWidgets import QDialog

    from backgammon_qt.ui.dialogs import NewMatchDialog

    board = make_board(opening=(3, 1))
    window = board.window
    play_turn(window.controller)
    assert autosave_file().exists()
    monkeypatch.setattr(type(window), "confirm_discard", lambda self, *what: True)   # "Close it"
    monkeypatch.setattr(NewMatchDialog, "exec", lambda dialog: QDialog.DialogCode.Accepted)
    window.new_match_action.trigger()
    assert not autosave_file().exists()           # the closed match is not offered at the next start


def test_close_it_before_opening_a_file_takes_the_closed_matchs_autosave_away(make_board, monkeypatch) -> None:
    from helpers.board import REAL_QUESTIONS

    from backgammon_qt.ui.main_window import MainWindow
    from backgammon_qt.ui.window_questions import Replacing

    monkeypatch.setattr(MainWindow, "confirm_discard", REAL_QUESTIONS["confirm_discard"])
    board = make_board(opening=(3, 1))
    window = board.window
    play_turn(window.controller)
    assert autosave_file().exists()
    seen = click_in_message_box("Close it")
    assert window.confirm_discard(Replacing.OPEN_FILE, "other.bgqt")
    assert seen and "other.bgqt" in seen[0]
    assert not autosave_file().exists()          # the match closed is not offered at the next start


def test_a_match_saved_to_a_file_is_not_offered_again(make_board, monkeypatch, tmp_path) -> None:
    board = make_board(opening=(3, 1))
    window = board.window
    play_turn(window.controller)
    assert autosave_file().exists()
    assert window.files.save_to(tmp_path / "kept.bgqt")
    assert not autosave_file().exists()          # the file holds it: nothing to offer as unsaved
    window.close()
    monkeypatch.setattr(file_actions, "ask_resume", lambda parent, text: pytest.fail("asked"))
    assert not make_board().window.files.offer_resume()
    # played on after the save: autosaved again
    fresh = make_board(opening=(4, 2))
    play_turn(fresh.window.controller)
    assert autosave_file().exists()


def test_a_file_that_fails_to_open_after_close_it_leaves_the_match_autosaved(
        make_board, qtbot, monkeypatch, tmp_path) -> None:
    board = make_board(opening=(3, 1))
    window = board.window
    play_turn(window.controller)
    window.session.autosave.forget()             # Close it took it out of the autosave
    assert not autosave_file().exists()
    broken = tmp_path / "truncated.mat"
    broken.write_text(" 5 point match\n\n Game 1\n Alice : 0   Bob : 0\n  1) 31: 8/5 6/5   64: 24/1")
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: None))
    with qtbot.waitSignal(window.files.load_failed, timeout=10000):
        window.files.open_path(broken)
    assert saved_actions() == live_actions(window.controller)   # still on the board: still autosaved


def test_a_match_kept_for_later_is_not_replaced_in_the_offer_by_what_plays_before_the_answer(
        make_board, monkeypatch) -> None:
    board = make_board(opening=(4, 1))
    play_turn(board.window.controller)
    board.window.close()
    autosave_file()
    session.keep_aside()
    fresh = make_board(opening=(6, 2))
    fresh.window.session.autosave.hold()         # as start_up() does before the question
    play_turn(fresh.window.controller)           # e.g. a computer against computer match playing on
    assert not autosave_file().exists()          # nothing written that the offer would take instead
    asked = []
    monkeypatch.setattr(file_actions, "ask_resume", lambda parent, text: asked.append(text) or "discard")
    assert not fresh.window.files.offer_resume()
    assert len(asked) == 1 and not session.kept_path().exists()     # the kept match was the one offered
    assert saved_actions() == live_actions(fresh.window.controller)  # and this match autosaved at once


def test_quitting_after_a_failed_autosave_asks_and_says_why(make_board, qtbot, monkeypatch) -> None:
    """A trust fault: the quit question was skipped whenever autosaving was on,
    also when the last write had failed -- what is on disk was then not the
    match in play, and quitting lost it without a word.  Now a failed write
    (the autosave's name taken by a folder: the real writer fails) shows "Not
    autosaved" at once, and quitting asks, saying in sentences that the last
    autosave could not be written and why; once a write succeeds again,
    quitting asks nothing."""
    from helpers.board import REAL_QUESTIONS

    from backgammon_qt.ui.main_window import MainWindow

    board = make_board(opening=(4, 1), rolls=[(6, 4), (5, 3)])
    window = board.window
    c = window.controller
    play_turn(c)                                  # Alice's 4-1: autosaved
    assert saved_actions() == live_actions(c)
    path = autosave_file()
    path.unlink()
    path.mkdir()                                  # a folder where the autosave goes: the next write fails
    play_turn(c)                                  # Bob's 6-4, not on disk
    qtbot.waitUntil(window.autosave_label.isVisible, timeout=5000)
    assert window.files.autosaver.enabled         # autosaving is on ...
    assert not window.session.autosave.autosaved  # ... yet the match is not autosaved
    assert "could not be written" in window.autosave_label.toolTip()
    monkeypatch.setattr(MainWindow, "confirm_quit_unsaved", REAL_QUESTIONS["confirm_quit_unsaved"])
    seen = click_in_message_box("Cancel")
    assert not window.close()                     # File > Quit, the title bar: asked, and Cancel stays
    assert seen and window.isVisible()
    assert "(Alice \u2013 Bob, match to 5, score 0\u20130) is not autosaved." in seen[0]
    assert "The last autosave could not be written" in seen[0] and "Is a directory" in seen[0]
    assert seen[0].endswith(". Quit without saving drops it.")      # what the answer does, said
    path.rmdir()                                  # the autosave can be written again
    play_turn(c)                                  # Alice's 5-3: written
    assert saved_actions() == live_actions(c)
    qtbot.waitUntil(lambda: not window.autosave_label.isVisible(), timeout=5000)
    asked = []
    monkeypatch.setattr(MainWindow, "confirm_quit_unsaved", lambda self, work: asked.append(work))
    assert window.close()
    assert asked == []
