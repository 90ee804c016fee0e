"""Errors a player can report (backgammon_qt/app/logs.py): the rotated log
file in the state folder, Qt's messages in it, ``--debug``, and the hook
that logs an uncaught exception, writes the autosave and shows a dialog,
the match going on afterwards."""

from __future__ import annotations

import logging
import logging.handlers
import threading
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QTimer, qWarning
from PySide6.QtWidgets import QApplication

from backgammon_qt import __main__ as app_main
from backgammon_qt import io
from backgammon_qt.app import logs, paths
from backgammon_qt.app.settings import HUMAN, Settings
from backgammon_qt.controller.filing import autosave
from backgammon_qt.model.game import Phase
from backgammon_qt.ui import file_actions
from backgammon_qt.ui.main_window import MainWindow


@pytest.fixture(autouse=True)
def restore_logging() -> Iterator[None]:
    """Every test leaves logging, Qt's message handler and the hooks as it found them."""
    before = (logging.getLogger().level, list(logging.getLogger().handlers))
    yield
    logs.tear_down()
    assert (logging.getLogger().level, logging.getLogger().handlers) == before


def lines(path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


# ---------------------------------------------------------------- the log file
def test_the_log_is_in_the_state_folder_and_says_what_runs() -> None:
    path = logs.set_up(terminal=False, faults=False)
    assert path == paths.state_dir() / "backgammon-qt.log" == logs.log_path()
    logging.getLogger("backgammon_qt.test").info("an info line")
    logging.getLogger("backgammon_qt.test").debug("a debug line")
    text = path.read_text(encoding="utf-8")
    assert "backgammon-qt" in text and "PySide6" in text and "starting" in text
    assert "an info line" in text and "a debug line" not in text


def test_the_log_rotates_and_keeps_three_old_files(tmp_path) -> None:
    path = tmp_path / "state" / "backgammon-qt.log"
    assert logs.set_up(path=path, max_bytes=4000, terminal=False, faults=False) == path
    log = logging.getLogger("backgammon_qt.test")
    for i in range(400):
        log.warning("line %04d of a long session %s", i, "x" * 40)
    kept = sorted(p.name for p in path.parent.iterdir())
    assert kept == ["backgammon-qt.log", "backgammon-qt.log.1", "backgammon-qt.log.2", "backgammon-qt.log.3"]
    assert all(p.stat().st_size <= 4000 for p in path.parent.iterdir())
    assert lines(path)[-1].endswith("line 0399 of a long session " + "x" * 40)
    # the newest old file ends where the current one starts
    assert int(lines(path.with_name("backgammon-qt.log.1"))[-1].split("line ")[1][:4]) + 1 == \
        int(lines(path)[0].split("line ")[1][:4])


def test_debug_raises_the_level(tmp_path) -> None:
    path = tmp_path / "backgammon-qt.log"
    logs.set_up(path=path, terminal=False, faults=False)
    assert logging.getLogger().getEffectiveLevel() == logging.INFO
    logging.getLogger("backgammon_qt.test").debug("quiet")
    logs.set_up(debug=True, path=path, terminal=False, faults=False)      # replaces the first set-up
    assert logging.getLogger().getEffectiveLevel() == logging.DEBUG
    logging.getLogger("backgammon_qt.test").debug("loud")
    text = path.read_text(encoding="utf-8")
    assert "quiet" not in text and "loud" in text and "debug log" in text
    assert len([h for h in logging.getLogger().handlers if isinstance(h, logging.handlers.RotatingFileHandler)]) == 1


def test_an_unwritable_state_folder_means_no_log_not_no_app(tmp_path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the folder should be")
    assert logs.set_up(path=blocker / "backgammon-qt.log", terminal=False, faults=False) is None
    assert logs.current_log_file() is None


def test_qt_messages_go_to_the_log(qapp, tmp_path) -> None:
    path = tmp_path / "backgammon-qt.log"
    logs.set_up(path=path, terminal=False, faults=False)
    logs.install_qt_message_handler()
    qWarning("a warning from Qt's side")
    logs.tear_down()                           # pytest-qt's own handler is back
    assert any(" WARNING  qt [MainThread] a warning from Qt's side" in line for line in lines(path))


# ---------------------------------------------------------------- the entry point
def run_main(qtbot, monkeypatch, argv: list[str], scenario: Callable[[MainWindow], None]) -> None:
    """``backgammon_qt.__main__.main(argv)`` with two human seats and no
    animation, ``scenario(window)`` run in place of the event loop (once
    the start-up question, if any, is past); the window is closed after."""
    settings = Settings()
    settings.set("player_1_seat", HUMAN)
    settings.set("animation_speed", 0)
    made: list[MainWindow] = []
    original = app_main.create_main_window

    def create(*args, **kwargs):
        window = original(*args, **kwargs)
        qtbot.addWidget(window)
        made.append(window)
        return window

    offered: list[bool] = []
    offer = file_actions.FileActions.offer_resume

    def offer_resume(self):
        offered.append(offer(self))
        return offered[-1]

    def loop(_app) -> int:
        window = made[0]
        qtbot.waitExposed(window)
        qtbot.waitUntil(lambda: offered == [False])        # nothing to resume: the autosave is ours
        scenario(window)
        return 0

    monkeypatch.setattr(app_main, "create_main_window", create)
    monkeypatch.setattr(file_actions.FileActions, "offer_resume", offer_resume)
    monkeypatch.setattr(QApplication, "exec", loop)
    assert app_main.main(argv) == 0
    for window in made:
        window.close()                 # lets go of the autosave, as quitting does


def test_main_logs_to_the_state_folder_and_debug_logs_more(qtbot, monkeypatch) -> None:
    seen = {}
    level_before = logging.getLogger().level

    def scenario(window: MainWindow) -> None:
        seen["level"] = logging.getLogger().getEffectiveLevel()
        logging.getLogger("backgammon_qt.test").debug("a debug line while the window runs")
        seen["icon"] = not QApplication.windowIcon().isNull()

    run_main(qtbot, monkeypatch, [], scenario)
    assert seen == {"level": logging.INFO, "icon": True}
    text = logs.log_path().read_text(encoding="utf-8")
    assert "starting" in text and "a debug line" not in text

    run_main(qtbot, monkeypatch, ["--debug"], scenario)
    assert seen["level"] == logging.DEBUG
    assert "a debug line while the window runs" in logs.log_path().read_text(encoding="utf-8")
    assert logging.getLogger().level == level_before                      # main() undid it on leaving


def play_turn(controller) -> None:
    """Roll if needed, then play the alphabetically first legal play and confirm it."""
    g = controller.game
    while g.phase in (Phase.OPENING, Phase.ROLLING):
        assert controller.roll()
    play = min(g.turn.legal_plays, key=str)
    for move in play.moves:
        assert controller.request_move(move.from_point, move.to_point)
    assert controller.end_turn()


def actions(match) -> list[list]:
    return [list(g.record.actions) for g in match.games]


def test_an_exception_in_a_slot_is_logged_saved_and_shown_and_the_match_goes_on(qtbot, monkeypatch) -> None:
    shown: list[dict] = []

    def dialog_exec(dialog: logs.ErrorDialog) -> int:
        # what is on disk when the player reads the dialog
        record = io.load(autosave.autosave_path())
        shown.append({"text": dialog.text(), "info": dialog.informativeText(), "details": dialog.detailedText(),
                      "saved": dialog.saved, "autosave": ([list(g.actions) for g in record.games],
                                                          record.turn_moves)})
        return 0

    monkeypatch.setattr(logs.ErrorDialog, "exec", dialog_exec)

    def boom() -> None:
        raise RuntimeError("a bug in a slot")

    def scenario(window: MainWindow) -> None:
        c = window.controller
        play_turn(c)                                   # a completed turn ...
        while c.game.phase is Phase.ROLLING:
            assert c.roll()
        move = min(c.game.turn.legal_plays, key=str).moves[0]
        assert c.request_move(move.from_point, move.to_point)    # ... and a move of the turn in progress
        assert window.session.autosaver.pending()      # not written yet: it waits for its delay
        QTimer.singleShot(0, boom)                     # a slot that raises, called by Qt's event loop
        qtbot.waitUntil(lambda: len(shown) == 1)
        # the autosave was written before the dialog: the completed actions and the move in progress
        assert shown[0]["autosave"] == (actions(c.match), [(move.from_point, move.to_point)])
        # the match goes on: the turn is finished and saved as usual
        for rest in min((p for p in c.game.turn.legal_plays if p.moves[0] == move), key=str).moves[1:]:
            assert c.request_move(rest.from_point, rest.to_point)
        assert c.end_turn()
        assert window.session.autosaver.flush(10.0)
        assert [list(g.actions) for g in io.load(autosave.autosave_path()).games] == actions(c.match)

    run_main(qtbot, monkeypatch, [], scenario)
    (dialog,) = shown
    assert dialog["text"] == "Something went wrong: RuntimeError: a bug in a slot"
    assert dialog["saved"] is True and "Your match was saved" in dialog["info"]
    assert str(logs.log_path()) in dialog["info"]
    assert 'in boom\n    raise RuntimeError("a bug in a slot")' in dialog["details"]
    text = logs.log_path().read_text(encoding="utf-8")
    assert "CRITICAL backgammon_qt.app.logs [MainThread] uncaught exception in MainThread" in text
    assert "RuntimeError: a bug in a slot" in text and 'raise RuntimeError("a bug in a slot")' in text


def test_an_exception_in_another_thread_is_shown_on_the_gui_thread(qtbot, monkeypatch, tmp_path) -> None:
    logs.set_up(path=tmp_path / "backgammon-qt.log", terminal=False, faults=False)
    hook = logs.install_exception_hook()
    calls: list[str] = []
    hook.call_before_dialog(lambda: calls.append(threading.current_thread().name))
    monkeypatch.setattr(logs.ErrorDialog, "exec",
                        lambda dialog: calls.append(dialog.text() + " on " + threading.current_thread().name) or 0)

    def fail() -> None:
        raise ValueError("a bug in a worker")

    worker = threading.Thread(target=fail, name="worker-1")
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: len(calls) == 2)
    assert calls == ["MainThread", "Something went wrong: ValueError: a bug in a worker on MainThread"]
    assert "uncaught exception in worker-1" in (tmp_path / "backgammon-qt.log").read_text(encoding="utf-8")


def test_one_dialog_per_error_and_a_failed_save_is_said(qtbot, monkeypatch, tmp_path) -> None:
    logs.set_up(path=tmp_path / "backgammon-qt.log", terminal=False, faults=False)
    hook = logs.install_exception_hook()

    def cannot_save() -> bool:
        raise OSError("disk full")

    hook.call_before_dialog(cannot_save)
    shown: list[tuple[str, bool | None]] = []
    monkeypatch.setattr(logs.ErrorDialog, "exec", lambda d: shown.append((d.informativeText(), d.saved)) or 0)

    def repeating() -> None:
        raise KeyError("the same bug every time")

    for _ in range(3):                  # e.g. a paint that fails each time
        QTimer.singleShot(0, repeating)
    qtbot.waitUntil(lambda: (tmp_path / "backgammon-qt.log").read_text(encoding="utf-8")
                    .count("uncaught exception") == 3)
    assert hook.dialogs == 1 and len(shown) == 1
    info, saved = shown[0]
    assert saved is False and "could not be saved" in info
    assert "OSError: disk full" in (tmp_path / "backgammon-qt.log").read_text(encoding="utf-8")


def test_a_log_opened_later_keeps_what_was_logged_before_and_an_error_opens_it_at_once(tmp_path) -> None:
    path = tmp_path / "state" / "backgammon-qt.log"
    assert logs.set_up(path=path, terminal=False, faults=False, open_later=True) == path
    logging.getLogger("backgammon_qt.test").info("logged before the first paint")
    assert not path.exists()                          # the file opens after the first paint
    assert logs.open_log_file() == path
    logging.getLogger("backgammon_qt.test").info("logged after it")
    text = lines(path)
    assert "starting" in text[0] and text[1].endswith("logged before the first paint")
    assert text[2].endswith("logged after it")
    other = tmp_path / "other" / "backgammon-qt.log"
    logs.set_up(path=other, terminal=False, faults=False, open_later=True)
    logging.getLogger("backgammon_qt.test").error("an error at start-up")
    assert lines(other)[-1].endswith("an error at start-up")     # written at once, not kept
