"""Start-up: the window builds only what its first painted board needs (the
engine, the file formats, the docks and the dialogs load later), the docks
are made right after that first paint, and the offer to resume an autosaved
match comes then too (benchmarks/gui.py times the start-up)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication

import backgammon_qt.__main__ as app_main
from backgammon_qt.app.lazy import lazy_import, made_when_used
from backgammon_qt.controller.filing import autosave as session
from backgammon_qt.model.dice import ManualDice
from backgammon_qt.model.game import Phase
from backgammon_qt.model.match import Match
from backgammon_qt.ui import file_actions
from backgammon_qt.ui.main_window import MainWindow
from backgammon_qt.ui.match_browser import MatchBrowser

pytestmark = pytest.mark.gui

REPO_ROOT = Path(__file__).resolve().parents[2]

# A fresh interpreter (nothing pytest imported counts), the user's default
# setup (a computer at the top), the window shown until its docks are made.
_START_UP = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([sys.argv[0]])
from backgammon_qt.__main__ import create_main_window
from backgammon_qt.ui.main_window import MainWindow
from backgammon_qt.ui.match_browser import MatchBrowser

LATER = ("bgsage", "bgbot_cpp", "multiprocessing", "backgammon_qt.io", "backgammon_qt.engine.base",
         "backgammon_qt.engine.process", "backgammon_qt.engine.sage", "backgammon_qt.controller.engine_jobs.worker",
         "backgammon_qt.ui.hint_panel", "backgammon_qt.ui.hint_items", "backgammon_qt.ui.dialogs",
         "backgammon_qt.ui.accessibility", "backgammon_qt.ui.analysis_panel", "backgammon_qt.ui.position_actions",
         "backgammon_qt.ui.dice_actions", "backgammon_qt.ui.language_menu",
         "backgammon_qt.controller.engine_jobs.analysis", "backgammon_qt.controller.positions",
         "backgammon_qt.controller.engine_jobs.tutor", "backgammon_qt.controller.engine_jobs.hints")
ENGINE = ("bgsage", "bgbot_cpp", "multiprocessing", "backgammon_qt.engine.sage")

def loaded(names):
    return sorted(n for n in names if n in sys.modules)

window = create_main_window()
print("window made:", loaded(LATER))
assert window.computer is not None                  # the default seats: a computer at the top
window.show()
while not (MainWindow.hint_panel.made(window) and MatchBrowser.dock.made(window.browser)):
    app.processEvents()
print("docks made:", loaded(ENGINE))
"""


def test_the_window_starts_without_the_engine_the_file_formats_and_the_docks() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")     # the test's own XDG folders (conftest.py)
    result = subprocess.run([sys.executable, "-c", _START_UP], cwd=REPO_ROOT, env=env, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert lines == ["window made: []", "docks made: []"], result.stdout


# The real entry point (log, translations, icon, the window) up to the board's first paint.
_MAIN_TO_FIRST_PAINT = """
import gc, os, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
import backgammon_qt.__main__ as app_main
from backgammon_qt.ui.main_window import MainWindow

NOT_YET = ("logging.handlers", "pickle", "queue", "platform", "backgammon_qt.model.xgid",
           "backgammon_qt.model.clock", "backgammon_qt.app.error_dialog", "backgammon_qt.ui.picture", "wave",
           "datetime")

def collector_and_icon():
    return f"collector {gc.isenabled()}, icon {not QApplication.windowIcon().isNull()}"

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not hasattr(self, "seen"):
            self.seen = True
            print("first paint:", sorted(n for n in NOT_YET if n in sys.modules), flush=True)
            print("clear button:", self.window.move_entry.isClearButtonEnabled(), flush=True)
            print("painting:", collector_and_icon(), flush=True)
            self.timer = QTimer(interval=10, timeout=self.later)
            self.timer.start()
            self.waited = 0
        return False

    def later(self):
        self.waited += 1
        if (gc.isenabled() and not QApplication.windowIcon().isNull()) or self.waited > 500:
            print("after:", collector_and_icon(), flush=True)
            os._exit(0)

watch = FirstPaint()
made = MainWindow.__init__
def init(self, *args, **kwargs):
    made(self, *args, **kwargs)
    watch.window = self
    self.view.viewport().installEventFilter(watch)
MainWindow.__init__ = init
app_main.main([])
"""


def test_the_log_file_the_xgid_the_clock_and_the_dialogs_wait_until_after_the_first_paint() -> None:
    # also the error dialog, the picture, the sound's WAV writer, dates, the move entry's clear button (its
    # icon), the window's icon and Python's cycle collector (off while start-up makes its objects)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")     # the test's own XDG folders (conftest.py)
    result = subprocess.run([sys.executable, "-c", _MAIN_TO_FIRST_PAINT], cwd=REPO_ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.splitlines() == ["first paint: []", "clear button: False",
                                          "painting: collector False, icon False",
                                          "after: collector True, icon True"], result.stdout + result.stderr


# The entry point with a window that is never painted (as one started minimized).
_MAIN_NEVER_PAINTED = """
import gc, os, sys, time
from PySide6.QtWidgets import QApplication
import backgammon_qt.__main__ as app_main
from backgammon_qt.ui.main_window import MainWindow

MainWindow.show = lambda self: None
app_main.COLLECTOR_OFF_MS = 50

def loop():
    print("not painted:", gc.isenabled(), flush=True)
    deadline = time.monotonic() + 20
    while not gc.isenabled() and time.monotonic() < deadline:
        QApplication.processEvents()
        time.sleep(0.005)
    print("later:", gc.isenabled(), flush=True)
    os._exit(0)

QApplication.exec = staticmethod(loop)
app_main.main([])
"""


def test_the_cycle_collector_comes_back_on_even_if_the_window_is_never_painted() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")     # the test's own XDG folders (conftest.py)
    result = subprocess.run([sys.executable, "-c", _MAIN_NEVER_PAINTED], cwd=REPO_ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.splitlines() == ["not painted: False", "later: True"], result.stdout + result.stderr


def test_main_turns_the_cycle_collector_back_on_whatever_happens(monkeypatch) -> None:
    import gc

    def fail(*args) -> int:
        assert not gc.isenabled()              # off while the application and the window are made
        raise RuntimeError("no window")

    monkeypatch.setattr(app_main, "_run", fail)
    with pytest.raises(RuntimeError, match="no window"):
        app_main.main([])
    assert gc.isenabled()


def test_the_docks_are_made_hidden_after_the_first_paint(make_board) -> None:
    board = make_board()
    window = board.window
    board.qtbot.waitUntil(lambda: MatchBrowser.dock.made(window.browser), timeout=3000)
    panel, dock = window.hint_panel, window.browser.dock
    assert not panel.isVisible() and not dock.isVisible()
    assert not window.browser.toggle_action.isChecked()
    # both shown: the hint panel above the game list, on the right
    window.browser.show_list()
    panel.show()
    board.qtbot.waitUntil(lambda: panel.isVisible() and dock.isVisible(), timeout=3000)
    right = Qt.DockWidgetArea.RightDockWidgetArea
    assert window.dockWidgetArea(panel) == right and window.dockWidgetArea(dock) == right
    assert panel.geometry().bottom() < dock.geometry().top()
    assert dock.geometry().left() > window.view.geometry().right()


def _entries(menu) -> list[str]:
    return [action.text() for action in menu.actions() if not action.isSeparator()]


def test_the_parts_made_after_the_first_paint_put_their_entries_where_they_belong(make_board) -> None:
    window = make_board().window          # shown until ready: the late parts are made
    for part in ("board_access", "positions", "dice_actions", "analysis", "language_menu"):
        assert getattr(MainWindow, part).made(window), part
    assert window.move_entry.isClearButtonEnabled()
    bar = [action.text() for action in window.menuBar().actions()]
    assert bar.index("&Analyse") == bar.index("O&ptions") - 1 and bar[-1] == "&Help"
    options = _entries(window.options_menu)
    speed = options.index("&Animation speed")
    assert options.index(window.dice_actions.manual_action.text()) < speed
    assert options.index(window.analysis.tutor_action.text()) < speed
    assert options[-1] == window.language_menu.title()
    edit = _entries(window.edit_menu)
    assert edit[-3:] == [window.positions.take_back_action.text(), window.positions.paste_action.text(),
                         window.positions.setup_action.text()]
    assert window.dice_actions.log_action.text() in _entries(window.view_menu)
    tools = window.toolbar.actions()
    assert tools.index(window.positions.setup_action) == tools.index(window.orientation_action) - 1


def test_a_window_never_painted_makes_its_late_parts_when_first_used(qtbot, settings) -> None:
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    QApplication.processEvents()
    assert not window.is_ready() and not MainWindow.analysis.made(window)
    assert window.analysis.game_action.text() in _entries(window.menuBar().actions()[
        [a.text() for a in window.menuBar().actions()].index("&Analyse")].menu())
    window.shutdown_engines()


def test_a_window_never_painted_makes_its_docks_only_when_used(qtbot, settings) -> None:
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    QApplication.processEvents()
    assert not MainWindow.hint_panel.made(window) and not MatchBrowser.dock.made(window.browser)
    window.browser.show_list()                 # e.g. a file opened before the board was shown
    assert MatchBrowser.dock.made(window.browser) and window.browser.tree.topLevelItemCount() == 1
    assert not MainWindow.hint_panel.made(window)


def test_the_game_list_action_follows_the_dock(make_board) -> None:
    board = make_board()
    browser = board.window.browser
    action = browser.toggle_action
    assert action.isCheckable() and action.shortcut().toString() == "Ctrl+L"
    action.trigger()
    board.qtbot.waitUntil(browser.dock.isVisible, timeout=3000)
    assert action.isChecked()
    browser.dock.close()                        # its title bar's close button
    assert not browser.dock.isVisible() and not action.isChecked()
    action.trigger()
    assert browser.dock.isVisible() and action.isChecked()
    action.trigger()
    assert not browser.dock.isVisible() and not action.isChecked()


def _two_humans(opening=(4, 2)) -> Match:
    dice = ManualDice()
    dice.push_one(opening[0])
    dice.push_one(opening[1])
    return Match(5, players=("Alice", "Bob"), dice=dice)


def test_the_game_list_made_late_lists_the_match_so_far(qtbot, settings) -> None:
    window = MainWindow(settings=settings, match=_two_humans())
    qtbot.addWidget(window)
    c = window.controller
    c.roll()                                    # the opening roll, before the dock exists
    assert not MatchBrowser.dock.made(window.browser)
    window.browser.show_list()
    tree = window.browser.tree
    assert tree.topLevelItemCount() == 1 and tree.topLevelItem(0).childCount() == 1
    assert tree.currentItem() is tree.topLevelItem(0).child(0)    # the live end is selected


class _PaintCount(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def test_the_resume_offer_comes_after_the_first_paint(qtbot, settings, monkeypatch) -> None:
    # an unfinished match, autosaved
    first = MainWindow(settings=settings, match=_two_humans())
    qtbot.addWidget(first)
    c = first.controller
    while c.game.phase is not Phase.MOVING:
        assert c.roll()
    play = min(c.game.turn.legal_plays, key=str)
    for move in play.moves:
        assert c.request_move(move.from_point, move.to_point)
    assert c.end_turn()
    assert first.session.autosaver.flush()           # written on the writer thread
    assert session.autosave_path().exists()
    first.close()

    made, asked = [], []
    paints = _PaintCount()

    def create(*args, **kwargs):
        window = original(*args, **kwargs)
        qtbot.addWidget(window)
        window.view.viewport().installEventFilter(paints)
        made.append(window)
        return window

    original = app_main.create_main_window
    monkeypatch.setattr(app_main, "create_main_window", create)
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)
    monkeypatch.setattr(file_actions, "ask_resume", lambda parent, text: asked.append(paints.count) or None)
    assert app_main.main([]) == 0
    assert not asked                            # not while the window is being made
    qtbot.waitUntil(lambda: bool(asked), timeout=5000)
    assert asked[0] >= 1 and MainWindow.hint_panel.made(made[0])


def test_lazy_import_imports_at_the_first_name_used() -> None:
    name = "backgammon_qt.engine.selfplay"
    was_loaded = name in sys.modules
    module = lazy_import(name)
    assert (name in sys.modules) == was_loaded        # nothing imported yet
    assert callable(module.self_play)
    assert name in sys.modules and module.self_play is sys.modules[name].self_play
    missing = lazy_import("backgammon_qt.no_such_module")
    with pytest.raises(ModuleNotFoundError):
        _ = missing.anything


def test_made_when_used_makes_once_and_says_whether_it_did() -> None:
    class Holder:
        made = 0

        @made_when_used
        def part(self) -> list:
            Holder.made += 1
            return [Holder.made]

    h = Holder()
    assert not Holder.part.made(h) and Holder.made == 0
    assert h.part == [1] and h.part is h.part
    assert Holder.part.made(h) and Holder.made == 1
    assert not Holder.part.made(Holder())


def test_the_session_shuts_down_even_when_a_panels_shutdown_fails(make_board, monkeypatch) -> None:
    """On quit a panel's engine shutdown that raises (an engine process in a bad state) must not
    skip the session's own shutdown: the waiting autosave is written and its lock released."""
    board = make_board()
    window = board.window
    assert window.rollout_panel is not None    # (made, as once a rollout ran)
    ended: list[bool] = []

    def fails() -> None:
        raise ValueError("process object is closed")

    monkeypatch.setattr(window.rollout_panel, "shutdown", fails)
    monkeypatch.setattr(window.session, "shutdown", lambda: ended.append(True))
    with pytest.raises(ValueError):
        window.shutdown_engines()
    assert ended == [True]
    monkeypatch.undo()                          # (the window's own close shuts down for real)
