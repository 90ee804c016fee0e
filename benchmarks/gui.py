#!/usr/bin/env python3
"""GUI timings of backgammon-qt, printed in one run.

1. Start-up: the time from process start to the first painted board, and the
   same for a bare PySide6 window (the floor), with their ratio (target
   <= 1.3).  Each is the median of several fresh processes, run alternately.
   For reference, the same for the least a Graphics View board can be: 24
   triangles and 30 checkers drawn with brushes, no application code at all
   (the first QBrush makes PySide build the ``Qt`` namespace's ~90 Python
   enums, which a bare window never does).
2. Dragging: the cost of one mouse move while a checker is held (the move
   event, the item moving, the repaint of what changed), median and 99th
   percentile over many moves (target p99 <= 4 ms), in a landscape window
   (1280x800) and in a tall one (900x1400, the board turned: the bar across);
   then the share of each window's width, height and area the board covers.
3. A computer turn: the longest gap between 5 ms timer ticks on the GUI
   thread while the computer (expert, in its child process) rolls, thinks and
   shows its play checker by checker (target 20 ms, benchmarks/engine.py).
4. Long sessions: the GUI thread's CPU time an action (a roll, a play with
   its end of turn) in game 1 of a new window, in game 12 of the same window
   and in game 200 of an opened 199-game money session, the game list shown
   (target: within 10 % of game 1's), and the memory a game played in the
   window adds; then after 20, 80 and 320 generated money games (seeded
   random play, the game list shown), the time the GUI thread spends on New
   match, on showing an opened file of that match, and on the autosave of
   one completed action (targets at 320 games: under 50 ms and under 5 ms).
5. Start-up beside GNU Backgammon 1.07 (``--beside-gnubg``; needs Xvfb and
   gnubg): from starting each program to the first frame in which its board
   matches the settled frame, read from the memory-mapped screen of an Xvfb
   of its own, for backgammon-qt (``python -m backgammon_qt``), gnubg, a bare
   PySide6 window and the minimal Graphics View board, alternating; medians
   and ratios (targets: no later than gnubg, within 1.3x the minimal board).

Runs on the platform Qt picks (``QT_QPA_PLATFORM``); with no display it uses
``offscreen``.  The user's settings are not touched (temporary XDG folders).

Usage: python benchmarks/gui.py [--runs N] [--moves N] [--sessions | --drag]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

_PAINT_WATCH = """
import os, sys
from PySide6.QtCore import QEvent, QObject, QTimer

class _FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            # report once the paint event has been handled
            QTimer.singleShot(0, lambda: (sys.stdout.write("painted\\n"), sys.stdout.flush(), os._exit(0)))
        return False

_watch = _FirstPaint()
"""

BOARD_CHILD = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([sys.argv[0]])
from backgammon_qt.__main__ import create_main_window
window = create_main_window()
""" + _PAINT_WATCH + """
window.view.viewport().installEventFilter(_watch)
window.show()
app.exec()
"""

BARE_CHILD = """
import sys
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication([sys.argv[0]])
window = QWidget()
window.resize(1024, 760)
""" + _PAINT_WATCH + """
window.installEventFilter(_watch)
window.show()
app.exec()
"""


MINIMAL_BOARD_CHILD = """
import sys
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow
app = QApplication([sys.argv[0]])
window = QMainWindow()
scene = QGraphicsScene(0, 0, 1000, 700)
scene.addRect(0, 0, 1000, 700, QPen(Qt.PenStyle.NoPen), QBrush(QColor("#6b4226")))
for i in range(24):
    x, top = 60 + (i % 12) * 72 + (40 if i % 12 > 5 else 0), i < 12
    tip = 300 if top else 400
    base = 20 if top else 680
    scene.addPolygon(QPolygonF([QPointF(x, base), QPointF(x + 64, base), QPointF(x + 32, tip)]),
                     QPen(Qt.PenStyle.NoPen), QBrush(QColor("#b5562e" if i % 2 else "#e8d3a6")))
for i in range(30):
    x, y = 64 + (i % 12) * 72, 24 + (i // 12) * 58
    scene.addEllipse(x, y, 56, 56, QPen(QColor("#222222"), 2), QBrush(QColor("#f4efe4" if i % 2 else "#303030")))
view = QGraphicsView(scene)
view.setRenderHint(QPainter.RenderHint.Antialiasing)
window.setCentralWidget(view)
window.resize(1024, 760)
""" + _PAINT_WATCH + """
view.viewport().installEventFilter(_watch)
window.show()
app.exec()
"""


def _environment(tmp: str) -> dict[str, str]:
    env = dict(os.environ)
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[var] = tmp
    if not env.get("QT_QPA_PLATFORM") and not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    # as an installed app runs: from compiled bytecode (kept in the temporary folder)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = os.path.join(tmp, "pycache")
    return env


def time_to_first_paint(code: str, env: dict[str, str]) -> float:
    """Seconds from starting a Python process running ``code`` until it says it painted."""
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", code], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    elapsed = time.perf_counter() - start
    proc.wait(timeout=30)
    if line.strip() != "painted":
        raise RuntimeError("the child process did not paint (is Qt able to start here?)")
    return elapsed


def startup(runs: int) -> None:
    with tempfile.TemporaryDirectory(prefix="bgqt-bench-") as tmp:
        env = _environment(tmp)
        for code in (BARE_CHILD, BOARD_CHILD, MINIMAL_BOARD_CHILD):
            time_to_first_paint(code, env)          # warm the disk cache once
        board, bare, minimal = [], [], []
        for _ in range(runs):
            bare.append(time_to_first_paint(BARE_CHILD, env))
            board.append(time_to_first_paint(BOARD_CHILD, env))
            minimal.append(time_to_first_paint(MINIMAL_BOARD_CHILD, env))
    b, f, m = statistics.median(board), statistics.median(bare), statistics.median(minimal)
    print(f"platform: {env['QT_QPA_PLATFORM'] if env.get('QT_QPA_PLATFORM') else 'default'}")
    print(f"start-up to first painted board: {b * 1000:7.1f} ms (median of {runs})")
    print(f"start-up of a bare PySide6 window: {f * 1000:7.1f} ms (the floor)")
    print(f"ratio: {b / f:.2f} (target <= 1.3)")
    print(f"reference, the least a Graphics View board costs (no application code): "
          f"{m * 1000:7.1f} ms, ratio {m / f:.2f}")


WIDE_WINDOW = (1280, 800)
TALL_WINDOW = (900, 1400)


def drag_cost(moves: int, size: tuple[int, int] = WIDE_WINDOW, label: str = "landscape") -> None:
    with tempfile.TemporaryDirectory(prefix="bgqt-bench-") as tmp:
        os.environ.update(_environment(tmp))
        # window updates go out at once instead of on Qt's 5 ms idle timer, so
        # each move's repaint is counted with the move
        os.environ["QT_QPA_UPDATE_IDLE_TIME"] = "0"
        sys.path.insert(0, str(ROOT))
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication

        from backgammon_qt.app.settings import Settings
        from backgammon_qt.model.dice import ManualDice
        from backgammon_qt.model.match import Match
        from backgammon_qt.ui.main_window import MainWindow

        app = QApplication.instance() or QApplication([sys.argv[0]])
        settings = Settings(Path(tmp) / "settings.ini")
        window = MainWindow(settings=settings, match=Match(5, dice=ManualDice([6, 5])))
        window.resize(*size)
        window.show()
        QTest.qWaitForWindowExposed(window)
        window.controller.roll()                  # Player 1 to play 6-5
        QTest.qWait(800)                          # the opening message and the dice are drawn
        view, g = window.view, window.scene.geometry
        viewport = view.viewport()
        start = view.mapFromScene(g.checker_pos(0, 24, 1, 2))
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        app.processEvents()
        # a loop over the board and back, one pixel step at a time
        path = []
        left, right = view.mapFromScene(g.column_rect(12).center()), view.mapFromScene(g.column_rect(1).center())
        for i in range(moves):
            t = (i % 400) / 400
            phase = 1 - abs(1 - 2 * t)
            path.append(start + (left - start) * phase if i % 800 < 400 else start + (right - start) * phase)
        paints = _PaintCounter()
        viewport.installEventFilter(paints)
        costs = []
        missed = 0
        for p in path:
            t0 = time.perf_counter()
            before = paints.count
            QTest.mouseMove(viewport, p)
            for _ in range(10):                   # until the changed region is repainted
                app.processEvents()
                if paints.count > before:
                    break
            else:
                missed += 1
            costs.append((time.perf_counter() - t0) * 1000)
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        costs.sort()
        p99 = costs[min(len(costs) - 1, int(len(costs) * 0.99))]
        shape = "portrait board" if window.scene.portrait else "landscape board"
        print(f"mouse move while dragging, {label} {size[0]}x{size[1]} ({shape}): "
              f"median {statistics.median(costs):.2f} ms, "
              f"p99 {p99:.2f} ms over {len(costs)} moves (target p99 <= 4 ms)"
              + (f"; {missed} moves caused no repaint" if missed else ""))
        window.close()


def board_coverage() -> None:
    """The share of the window the board (its case, as drawn) covers, in a
    landscape and in a tall window."""
    with tempfile.TemporaryDirectory(prefix="bgqt-bench-") as tmp:
        os.environ.update(_environment(tmp))
        sys.path.insert(0, str(ROOT))
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication

        from backgammon_qt.app.settings import Settings
        from backgammon_qt.model.match import Match
        from backgammon_qt.ui.main_window import MainWindow

        _app = QApplication.instance() or QApplication([sys.argv[0]])
        for label, size in (("landscape", WIDE_WINDOW), ("tall", TALL_WINDOW)):
            settings = Settings(Path(tmp) / f"settings-{label}.ini")
            window = MainWindow(settings=settings, match=Match(5))
            window.resize(*size)
            window.show()
            QTest.qWaitForWindowExposed(window)
            QTest.qWait(100)
            shapes = [window.scene.portrait]
            if window.scene.portrait:             # for comparison: the upright board in the same window
                shapes.append(False)
            for portrait in shapes:
                window.scene.set_portrait(portrait)
                QTest.qWait(50)
                board = window.view.mapFromScene(window.scene.geometry.case_rect).boundingRect()
                w, h = window.width(), window.height()
                shape = "portrait board" if portrait else "landscape board"
                print(f"board coverage, {label} {w}x{h} ({shape}): {board.width() / w:.0%} of the width, "
                      f"{board.height() / h:.0%} of the height, {board.width() * board.height() / (w * h):.0%} "
                      f"of the area" + (" (tall target: 80% and 55%)" if label == "tall" and portrait else ""))
            window.close()


# The board of each program in its settled window, in screen pixels (left, top, right, bottom):
# no window manager runs, so each window is mapped at (0, 0) in its default size (a fresh
# settings folder).  Only the board is compared: menus, toolbars and status lines may still
# change after it is drawn.
_BOARD_RECTS = {
    "backgammon-qt": (110, 96, 912, 677),     # the board's case (1024x760 window)
    "gnubg": (52, 331, 486, 659),             # gnubg 1.07's board in its default window
    "minimal board": (0, 0, 1024, 760),       # the whole view
    "bare window": (0, 0, 1024, 760),         # the whole window
}
_SETTLED_AFTER = 1.5      # seconds without a change in the board rectangle: settled
_MATCHING = 0.999         # share of the board's pixels equal to the settled frame's: fully drawn


class _Framebuffer:
    """An Xvfb display whose screen is a memory-mapped XWD file (``-fbdir``):
    the benchmark reads each frame from memory, with no X request and no
    screenshot process competing with the program timed."""

    def __init__(self, tmp: str) -> None:
        import mmap
        import struct

        rfd, wfd = os.pipe()
        self.proc = subprocess.Popen(
            ["Xvfb", "-displayfd", str(wfd), "-screen", "0", "1280x1024x24", "-fbdir", tmp,
             "-nolisten", "tcp", "-noreset"],
            pass_fds=(wfd,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(wfd)
        with os.fdopen(rfd) as r:
            self.display = ":" + r.readline().strip()
        path = Path(tmp) / "Xvfb_screen0"
        with open(path, "rb") as f:
            self._map = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
        header = struct.unpack(">25I", self._map[:100])
        width, height, line = header[4], header[5], header[12]
        import numpy

        pixels = numpy.frombuffer(self._map, dtype=numpy.uint32, offset=len(self._map) - line * height)
        self.screen = pixels.reshape(height, line // 4)[:, :width]

    def crop(self, rect: tuple[int, int, int, int]):
        left, top, right, bottom = rect
        return (self.screen[top:bottom, left:right] & 0xFFFFFF).copy()

    def close(self) -> None:
        self.proc.kill()                      # first: the server never outlives the benchmark
        self.proc.wait(timeout=10)
        del self.screen                       # the mmap closes once no array points into it
        self._map.close()


def _cpu_seconds(pid: int) -> float:
    """The CPU time (user and system) process ``pid`` has used so far, in
    seconds (Linux /proc; 0 elsewhere)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return 0.0


def _time_to_drawn_board(command: list[str], rect: tuple[int, int, int, int], env: dict[str, str],
                         fb: _Framebuffer, limit: float = 30.0) -> tuple[float, float] | None:
    """Seconds from starting ``command`` until the first frame whose board
    rectangle ``rect`` matches the settled frame (the board as it stays once
    nothing has changed for :data:`_SETTLED_AFTER` s): every distinct frame is
    kept with its time (the screen polled about every 2 ms), then compared
    with the last.  With it, the CPU seconds the program had used by then
    (less sensitive to the machine's load than the wall time).  None when
    nothing settles within ``limit`` seconds."""
    import numpy

    blank = fb.crop(rect)
    frames: list[tuple[float, float, Any]] = []
    start = time.perf_counter()
    proc = subprocess.Popen(command, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    try:
        last = blank
        changed = start
        while True:
            now = time.perf_counter()
            frame = fb.crop(rect)
            if not numpy.array_equal(frame, last):
                frames.append((now - start, _cpu_seconds(proc.pid), frame))
                last, changed = frame, now
            elif frames and now - changed > _SETTLED_AFTER:
                break
            if now - start > limit:
                return None
            time.sleep(0.002)
    finally:
        proc.kill()
        proc.wait(timeout=10)
    settled = frames[-1][2]
    if len(numpy.unique(settled)) < 3:
        return None                           # nothing drawn there: not a board
    for at, cpu, frame in frames:
        if numpy.count_nonzero(frame == settled) >= _MATCHING * settled.size:
            return at, cpu
    return None


def _measure_alternately(runs: int, figures: dict[str, list[tuple[float, float]]], env: dict[str, str],
                         commands: dict[str, list[str]], fb: _Framebuffer) -> None:
    """``runs`` rounds of the start-ups, one after another, so that load affects all alike."""
    for _ in range(runs):
        for name, command in commands.items():
            took = _time_to_drawn_board(command, _BOARD_RECTS[name], env, fb)
            if took is not None:
                figures[name].append(took)


def startup_beside_gnubg(runs: int = 5) -> None:
    """The start-up to a fully drawn board beside GNU Backgammon's, a bare
    PySide6 window's and a minimal Graphics View board's, all measured the
    same way: a real window on an Xvfb display of this benchmark's own, the
    time from starting the program to the first frame in which the board
    matches the settled frame (see :func:`_time_to_drawn_board`).
    backgammon-qt is started as a player starts it (``python -m
    backgammon_qt``: log, translations, icon, the window).  Needs Xvfb,
    numpy and gnubg (Debian packages ``xvfb``, ``gnubg``); says so and returns
    without them."""
    import shutil

    gnubg = shutil.which("gnubg") or ("/usr/games/gnubg" if Path("/usr/games/gnubg").exists() else None)
    try:
        import numpy  # noqa: F401
    except ImportError:
        gnubg = None
    if not shutil.which("Xvfb") or gnubg is None:
        print("start-up beside gnubg: skipped (needs Xvfb, numpy and gnubg)")
        return
    figures: dict[str, list[tuple[float, float]]] = {name: [] for name in _BOARD_RECTS}
    with tempfile.TemporaryDirectory(prefix="bgqt-bench-") as tmp:
        env = _environment(tmp)
        env.pop("QT_QPA_PLATFORM", None)              # a real window
        env["HOME"] = tmp                             # gnubg's settings stay in the temporary folder
        fb = _Framebuffer(tmp)
        env["DISPLAY"] = fb.display
        unwatched = {code: code.replace(_PAINT_WATCH, "").replace(
            "view.viewport().installEventFilter(_watch)\n", "").replace(
            "window.installEventFilter(_watch)\n", "") for code in (MINIMAL_BOARD_CHILD, BARE_CHILD)}
        commands = {
            "backgammon-qt": [sys.executable, "-m", "backgammon_qt"],
            "gnubg": [gnubg, "-q", "-w"],
            "minimal board": [sys.executable, "-c", unwatched[MINIMAL_BOARD_CHILD]],
            "bare window": [sys.executable, "-c", unwatched[BARE_CHILD]],
        }
        try:
            _measure_alternately(1, {name: [] for name in commands}, env, commands, fb)   # warm the caches
            _measure_alternately(runs, figures, env, commands, fb)
        finally:
            fb.close()
    load = os.getloadavg()[0]
    print(f"start-up to a fully drawn board (the first frame matching the settled one), "
          f"median of {runs} alternating runs, load average {load:.1f} on {os.cpu_count()} cores:")
    med: dict[str, tuple[float, float]] = {}
    for name, v in figures.items():
        if v:
            med[name] = (statistics.median(w for w, _c in v) * 1000, statistics.median(c for _w, c in v) * 1000)
            print(f"  {name:14s} {med[name][0]:7.1f} ms, {med[name][1]:6.0f} ms of CPU  "
                  f"({len(v)} of {runs} runs settled)")
    if {"backgammon-qt", "gnubg", "minimal board"} <= med.keys():
        for i, what in ((0, "time"), (1, "CPU time")):
            ours = med["backgammon-qt"][i]
            print(f"{what}: backgammon-qt / gnubg {ours / med['gnubg'][i]:.2f} (target <= 1.0); "
                  f"/ minimal board {ours / med['minimal board'][i]:.2f} (target <= 1.3)"
                  + (f"; / bare window {ours / med['bare window'][i]:.2f}" if "bare window" in med else ""))


def computer_turn_stall(turns: int = 5) -> None:
    with tempfile.TemporaryDirectory(prefix="bgqt-bench-") as tmp:
        os.environ.update(_environment(tmp))
        sys.path.insert(0, str(ROOT))
        from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication

        from backgammon_qt.app.settings import Settings
        from backgammon_qt.model.dice import RandomDice
        from backgammon_qt.model.game import Phase
        from backgammon_qt.model.match import Match
        from backgammon_qt.ui.main_window import MainWindow

        _app = QApplication.instance() or QApplication([sys.argv[0]])
        settings = Settings(Path(tmp) / "settings-computer.ini")
        window = MainWindow(settings=settings, match=Match(0, None, ("Alice", "Computer"), RandomDice(3)),
                            seats=("human", "expert"))
        window.show()
        QTest.qWaitForWindowExposed(window)
        window.engines.get("expert").wait_ready()
        c = window.controller
        gaps: list[float] = []
        clock = QElapsedTimer()
        timer = QTimer()
        timer.setInterval(5)
        timer.timeout.connect(lambda: gaps.append(clock.restart()))
        for _ in range(turns):
            while not (c.game.phase is Phase.MOVING and c.game.on_roll == 0) and c.game.phase is not Phase.OVER:
                if c.game.phase in (Phase.OPENING, Phase.ROLLING) and not window.computer.acting:
                    c.roll()
                else:
                    QTest.qWait(5)
            if c.game.phase is Phase.OVER:
                break
            play = min(c.game.turn.legal_plays, key=str)
            for move in play.moves:
                c.request_move(move.from_point, move.to_point)
            loop = QEventLoop()
            clock.start()
            timer.start()
            c.end_turn()                              # the computer's turn follows
            while window.computer.acting:
                QTimer.singleShot(5, loop.quit)
                loop.exec()
            timer.stop()
        print(f"a computer turn: longest GUI-thread gap {max(gaps):.0f} ms over {len(gaps)} ticks "
              f"(target 20 ms, animations included)")
        window.close()


def generated_money_match(games: int, seed: int = 7):
    """A money session of ``games`` finished games and one just started,
    played with seeded random plays through the rules model (no cube)."""
    import random

    from backgammon_qt.model.dice import RandomDice
    from backgammon_qt.model.game import Phase
    from backgammon_qt.model.match import Match
    from backgammon_qt.model.rules import RuleOptions

    rng = random.Random(seed)
    match = Match(0, RuleOptions.money(), ("Alice", "Bob"), RandomDice(seed))
    for _ in range(games):
        game = match.new_game()
        while game.phase is not Phase.OVER:
            if game.phase is Phase.OPENING:
                game.roll_opening()
                continue
            if game.phase is Phase.ROLLING:
                game.roll()
                continue
            turn = game.turn
            assert turn is not None, game.phase
            play = rng.choice(sorted(turn.legal_plays, key=str))
            for move in play.moves:
                turn.move_by_die(move.from_point, move.die)
            game.end_turn()
    match.new_game()
    return match


def session_costs(sizes=(20, 80, 320)) -> None:
    with tempfile.TemporaryDirectory(prefix="bgqt-bench-") as tmp:
        os.environ.update(_environment(tmp))
        sys.path.insert(0, str(ROOT))
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication

        from backgammon_qt import io
        from backgammon_qt.app.settings import Settings
        from backgammon_qt.model.match import Match
        from backgammon_qt.ui.main_window import MainWindow

        app = QApplication.instance() or QApplication([sys.argv[0]])
        for n in sizes:
            settings = Settings(Path(tmp) / f"settings-{n}.ini")
            settings.set("animation_speed", 0)
            match = generated_money_match(n)
            moves = sum(len(g.record.actions) for g in match.games)
            window = MainWindow(settings=settings, match=match)
            window.show()
            QTest.qWaitForWindowExposed(window)
            window.browser.show_list()
            app.processEvents()
            session = window.session
            # the autosave of one completed action: what the GUI thread spends (the writer thread does the rest)
            autosaves = []
            for _ in range(15):
                t0 = time.perf_counter()
                session.autosaver.save_now()
                autosaves.append((time.perf_counter() - t0) * 1000)
                assert session.autosaver.wait_written(30)
            # showing an opened file of this match (the GUI thread's part; reading is on a pool thread)
            path = Path(tmp) / f"session-{n}.bgqt"
            io.save(session.record(), path)
            record, _fmt = io.load_with_format(path)
            replayed = Match.replay(record)
            t0 = time.perf_counter()
            session.show_record(record, replayed, str(path), restore_orientation=True)
            app.processEvents()
            opened = (time.perf_counter() - t0) * 1000
            # New match
            t0 = time.perf_counter()
            session.start_match(Match(0, None, ("Alice", "Bob")))
            app.processEvents()
            new_match = (time.perf_counter() - t0) * 1000
            print(f"after {n:3d} games ({moves:5d} actions): New match {new_match:6.1f} ms, "
                  f"an opened file shown {opened:6.1f} ms, autosave on the GUI thread median "
                  f"{statistics.median(autosaves):.2f} ms, max {max(autosaves):.2f} ms")
            window.close()
        print("targets at 320 games: New match and Open under 50 ms, autosave under 5 ms on the GUI thread")


def _rss_mb() -> float:
    """This process's resident memory now, in MB (Linux /proc; 0 elsewhere)."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1e6
    except (OSError, ValueError):
        return 0.0


def _play_game_in_window(window, app, rng) -> list[float]:
    """Play one game of the window's match to its end through the controller
    (seeded random plays, no cube), as a player's clicks do, each action
    followed by the events it posted; the GUI thread's CPU time of each
    action (a roll, a play with its end of turn), in ms."""
    from backgammon_qt.model.game import Phase

    costs = []
    c = window.controller
    while c.game.phase is not Phase.OVER:
        t0 = time.thread_time()
        if c.game.phase in (Phase.OPENING, Phase.ROLLING):
            c.roll()
        else:
            turn = c.game.turn
            play = rng.choice(sorted(turn.legal_plays, key=str))
            for move in play.moves:
                c.request_move_by_die(move.from_point, 0 if move.die == turn.dice[0] else 1) \
                    or c.request_move(move.from_point, move.to_point)
            c.end_turn()
        app.processEvents()
        costs.append((time.thread_time() - t0) * 1000)
    return costs


def action_costs(later: int = 12, session: int = 200) -> None:
    """The GUI thread's CPU time an action (roll, or play and end of turn)
    as the session grows: in game 1 of a new window, in game ``later`` of
    the same window (every game played in it, the game list shown), and in
    game ``session`` of an opened ``session - 1``-game money session with
    the list shown and every game in it expanded; the memory a game played
    in the window adds."""
    import random

    with tempfile.TemporaryDirectory(prefix="bgqt-bench-") as tmp:
        os.environ.update(_environment(tmp))
        sys.path.insert(0, str(ROOT))
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication

        from backgammon_qt.app.settings import Settings
        from backgammon_qt.model.match import Match
        from backgammon_qt.model.rules import RuleOptions
        from backgammon_qt.ui.main_window import MainWindow

        app = QApplication.instance() or QApplication([sys.argv[0]])
        rng = random.Random(11)
        settings = Settings(Path(tmp) / "settings-actions.ini")
        settings.set("animation_speed", 0)
        window = MainWindow(settings=settings, match=Match(0, RuleOptions.money(), ("Alice", "Bob")))
        window.show()
        QTest.qWaitForWindowExposed(window)
        window.browser.show_list()
        app.processEvents()
        first = statistics.median(_play_game_in_window(window, app, rng))
        rss = _rss_mb()
        for _ in range(later - 2):
            window.controller.next_game()
            _play_game_in_window(window, app, rng)
        window.controller.next_game()
        late = statistics.median(_play_game_in_window(window, app, rng))
        per_game = (_rss_mb() - rss) / (later - 1)
        window.close()

        longest = {}
        for opened in (False, True):
            match = generated_money_match(session - 1)
            settings = Settings(Path(tmp) / f"settings-session-{opened}.ini")
            settings.set("animation_speed", 0)
            window = MainWindow(settings=settings, match=match)
            window.show()
            QTest.qWaitForWindowExposed(window)
            window.browser.show_list()
            if opened:
                window.browser.tree.expandAll()
            app.processEvents()
            longest[opened] = statistics.median(_play_game_in_window(window, app, rng))
            window.close()
    print(f"GUI-thread CPU an action (median): game 1 {first:.1f} ms; game {later} of the same window "
          f"{late:.1f} ms ({late / first:.2f}x); game {session} of an opened {session - 1}-game session "
          f"{longest[False]:.1f} ms ({longest[False] / first:.2f}x; target <= 1.10x)")
    print(f"  the same with every game of the list opened (all its rows shown): {longest[True]:.1f} ms "
          f"({longest[True] / first:.2f}x: Qt's tree lays out every row shown again at each new row)")
    print(f"memory a game played in the window adds: {per_game:.2f} MB")


def _PaintCounter():
    """A QObject that counts the paint events of what it filters (made when
    called: Qt is imported only once the environment is set)."""
    from PySide6.QtCore import QEvent, QObject

    class PaintCounter(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.count = 0

        def eventFilter(self, obj, event) -> bool:
            if event.type() == QEvent.Type.Paint:
                self.count += 1
            return False

    return PaintCounter()


def main() -> int:
    parser = argparse.ArgumentParser(description="GUI timings of backgammon-qt.")
    parser.add_argument("--runs", type=int, default=11, help="fresh processes per start-up figure")
    parser.add_argument("--moves", type=int, default=1000, help="mouse moves in the drag figure")
    parser.add_argument("--sessions", action="store_true", help="only the long-session figures")
    parser.add_argument("--beside-gnubg", action="store_true",
                        help="only the start-up beside gnubg's (needs Xvfb, numpy and gnubg)")
    parser.add_argument("--drag", action="store_true", help="only the drag and board-coverage figures")
    args = parser.parse_args()
    if args.beside_gnubg:
        startup_beside_gnubg(max(3, args.runs))          # alone: as many rounds as asked
        return 0
    if args.drag:
        drag_cost(args.moves)
        drag_cost(args.moves, TALL_WINDOW, "tall")
        board_coverage()
        return 0
    if not args.sessions:
        startup(args.runs)
        drag_cost(args.moves)
        drag_cost(args.moves, TALL_WINDOW, "tall")
        board_coverage()
        computer_turn_stall()
        startup_beside_gnubg(max(3, args.runs // 2))
    action_costs()
    session_costs()
    return 0


if __name__ == "__main__":
    sys.exit(main())
