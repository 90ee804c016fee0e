"""Opening docks keeps the window's width (ui/dock_room.py, the docks'
narrow layouts): the hint, rollout and analysis docks opened in a
1024-pixel window leave it 1024 pixels wide (they grew it to about 1220),
the analysis summary is read without a sideways scroll in a narrow dock,
and a dock with no room beside the others is tabbed with them."""

from __future__ import annotations

import pytest
from helpers.computer import click_item, engines, make_window, sliding
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest

from backgammon_qt.app.settings import HUMAN
from backgammon_qt.engine.analysis import MatchAnalysis, PlayerStats

pytestmark = pytest.mark.gui

__all__ = ["engines", "make_window"]


def _stats(name: str, rating: str, luck: float, adjusted: float) -> PlayerStats:
    return PlayerStats(
        name=name, checker_decisions=55, cube_decisions=19, error_total=7.2, error_rate=97.3, pr=48.7,
        checker_error_rate=97.3, cube_error_rate=97.3, errors={"doubtful": 12, "bad": 7, "very_bad": 3},
        checker_errors={}, cube_errors={}, luck=luck, luck_per_game=(luck,), luck_cost=luck,
        lucky={"very lucky": 2, "lucky": 11, "unlucky": 10, "very unlucky": 3}, luck_adjusted=adjusted,
        rating=rating)


def _settle() -> None:
    """The posted layout requests and the tables' delayed layouts done."""
    for _ in range(3):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()


def test_the_hint_rollout_and_analysis_docks_keep_a_1024_window(qtbot, make_window, tmp_path) -> None:
    window = make_window(seats=(HUMAN, HUMAN), opening=(3, 1))
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: window.width() == 1024)
    qtbot.waitUntil(lambda: not sliding(window), timeout=3000)
    click_item(window, window.scene.roll_button)
    QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    hint = window.hint_panel
    qtbot.waitUntil(lambda: hint.table.topLevelItemCount() > 0, timeout=20000)
    _settle()
    assert window.width() == 1024
    window.rollouts_action.trigger()                        # View > Rollouts: tabbed with the hint
    rollout = window.rollout_panel
    qtbot.waitUntil(rollout.isVisible)
    _settle()
    assert window.width() == 1024
    actions = window.analysis
    actions.panel_action.trigger()                         # Analyse > Analysis summary: on the left
    panel = actions.panel
    qtbot.waitUntil(panel.isVisible)
    _settle()
    assert window.width() == 1024
    assert window.dockWidgetArea(panel) == Qt.DockWidgetArea.LeftDockWidgetArea
    assert window.view.width() >= 600                      # the board keeps its room

    # the summary in the narrow dock: stacked, nothing to scroll sideways, every figure whole
    panel.show_analysis(MatchAnalysis("expert", [], [], (_stats("a", "Supernatural", -10.125, 0.3333),
                                                         _stats("b", "Casual player", 12.5, -0.3333)),
                                      (0,), 1.0), ("Alice", "Computer"), money=False)
    _settle()
    narrow = panel.narrow_table
    assert panel.summary.currentWidget() is narrow
    assert narrow.horizontalScrollBar().maximum() == 0
    assert [narrow.item(0, c).text() for c in (0, 1)] == ["Alice", "Computer"]
    assert narrow.item(1, 0).text() == "Error rate (mEMG)" and narrow.item(6, 1).text() == "Casual player"
    metrics = narrow.fontMetrics()
    for r in range(2, narrow.rowCount(), 2):            # the figures, each word whole in its column
        for c in (0, 1):
            text = narrow.item(r, c).text()
            assert all(metrics.horizontalAdvance(word) < narrow.columnWidth(c) for word in text.split()), text
    assert (window.width(), window.height()) == (1024, 768)   # nor taller for the side-by-side summary's rows
    window.grab().save(str(tmp_path / "docks-1024.png"))

    # with room, the summary is side by side again
    window.resize(1400, 768)
    qtbot.waitUntil(lambda: window.width() == 1400)
    window.resizeDocks([panel], [420], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: panel.summary.currentWidget() is panel.table)


def test_a_dock_with_no_room_beside_the_others_is_tabbed_with_them(qtbot, make_window) -> None:
    window = make_window(seats=(HUMAN, HUMAN), opening=(3, 1))
    window.resize(900, 768)
    qtbot.waitUntil(lambda: window.width() == 900)
    window.hint_panel.show()
    qtbot.waitUntil(window.hint_panel.isVisible)
    _settle()
    assert window.width() == 900
    window.analysis.panel_action.trigger()
    panel = window.analysis.panel
    qtbot.waitUntil(panel.isVisible)
    _settle()
    assert window.width() == 900                           # not 1012: one dock column beside the board
    assert window.dockWidgetArea(panel) == window.dockWidgetArea(window.hint_panel)
    assert panel in window.tabifiedDockWidgets(window.hint_panel)
    assert not panel.visibleRegion().isEmpty()             # the dock just opened is the tab shown


def _in_front(dock) -> bool:
    """``dock`` is shown and not covered by another tab."""
    return dock.isVisible() and not dock.visibleRegion().isEmpty()


def test_the_move_list_beside_three_docks_keeps_the_window_and_the_board(qtbot, make_window, tmp_path) -> None:
    """The player's report: with the analysis, hint/rollout and game list docks open,
    Ctrl+M made a 1024x760 window 1032x848 and turned the board upright; a second try
    put the move list's tab behind the others."""
    window = make_window(seats=(HUMAN, HUMAN), opening=(3, 1))
    window.resize(1024, 760)
    qtbot.waitUntil(lambda: window.width() == 1024)
    qtbot.waitUntil(lambda: not sliding(window), timeout=3000)
    click_item(window, window.scene.roll_button)
    QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.hint_panel.table.topLevelItemCount() > 0, timeout=20000)
    for action in (window.rollouts_action, window.analysis.panel_action, window.browser.toggle_action):
        action.trigger()
        _settle()
    assert (window.width(), window.height()) == (1024, 760)
    assert not window.scene.geometry.portrait
    for attempt in range(2):
        QTest.keyClick(window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)     # View > Move list
        qtbot.waitUntil(window.move_list.isVisible)
        _settle()
        assert (window.width(), window.height()) == (1024, 760), attempt
        assert not window.scene.geometry.portrait              # the board stays across the window
        assert _in_front(window.move_list), attempt            # its tab in front, not behind the others
        window.grab().save(str(tmp_path / f"move-list-{attempt}.png"))
        QTest.keyClick(window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)     # closed again
        qtbot.waitUntil(lambda: not window.move_list.isVisible())
        _settle()
        assert (window.width(), window.height()) == (1024, 760)


def test_no_dock_grows_the_window(qtbot, make_window, tmp_path) -> None:
    """Every dock, opened one after another in a 1024x768 window, leaves it
    1024x768 and is shown in front of any tabs it joins."""
    window = make_window(seats=(HUMAN, HUMAN), opening=(3, 1))
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: window.width() == 1024 and window.height() == 768)
    qtbot.waitUntil(lambda: not sliding(window), timeout=3000)
    click_item(window, window.scene.roll_button)            # Alice to play 3-1: a hint to ask for
    opened = [
        (window.dice_actions.log_action, lambda: window.dice_actions.log),
        (window.browser.toggle_action, lambda: window.browser.dock),
        (window.move_list_action, lambda: window.move_list),
        (window.hint_action, lambda: window.hint_panel),
        (window.rollouts_action, lambda: window.rollout_panel),
        (window.analysis.panel_action, lambda: window.analysis.panel),
    ]
    for action, dock in opened:
        action.trigger()
        qtbot.waitUntil(lambda dock=dock: dock() is not None and dock().isVisible(), timeout=20000)
        _settle()
        # (a dock's content may come later and grow its least size: the hint's plays)
        qtbot.waitUntil(lambda dock=dock: (window.width(), window.height()) == (1024, 768) and _in_front(dock()))
        assert (window.width(), window.height()) == (1024, 768), dock().windowTitle()
    for _, dock in opened:                                  # every one still open, in its tab
        assert not dock().isHidden(), dock().windowTitle()
    window.grab().save(str(tmp_path / "every-dock-1024.png"))


def test_ctrl_l_brings_a_covered_game_list_to_the_front(qtbot, make_window) -> None:
    """A fresh player pressed Ctrl+L to see the Game list behind another tab:
    it was closed instead.  A covered Game list comes to the front; Ctrl+L
    closes it once it is in front."""
    window = make_window(seats=(HUMAN, HUMAN), opening=(3, 1))
    game_list = window.browser.dock
    window.browser.toggle_action.trigger()
    qtbot.waitUntil(lambda: _in_front(game_list))
    window.move_list_action.trigger()
    qtbot.waitUntil(lambda: _in_front(window.move_list))
    window.tabifyDockWidget(game_list, window.move_list)
    window.move_list.raise_()
    qtbot.waitUntil(lambda: _in_front(window.move_list) and not _in_front(game_list))
    QTest.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: _in_front(game_list))
    assert window.browser.toggle_action.isChecked()
    QTest.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(game_list.isHidden)
    assert not window.browser.toggle_action.isChecked()


# every dock's entry: (its action, the dock once made, the key that triggers it or None)
_DOCK_ENTRIES = {
    "game list": (lambda w: w.browser.toggle_action, lambda w: w.browser.dock, "Ctrl+L"),
    "move list": (lambda w: w.move_list_action, lambda w: w.move_list, "Ctrl+M"),
    "dice log": (lambda w: w.dice_actions.log_action, lambda w: w.dice_actions.log, "Ctrl+Shift+D"),
    "analysis": (lambda w: w.analysis.panel_action, lambda w: w.analysis.panel, None),
    "rollouts": (lambda w: w.rollouts_action, lambda w: w.rollout_panel, None),
}


@pytest.mark.parametrize("name", sorted(_DOCK_ENTRIES))
def test_every_docks_entry_opens_raises_a_covered_dock_and_closes(qtbot, make_window, name) -> None:
    """One rule for every dock's menu entry and shortcut (ui/dock_room.py
    ``DockRoom.toggle``): closed, it opens; open but covered by another
    dock's tab, it comes to the front (the dice log and the analysis
    closed instead); in front, it closes.  The entry is checked while the
    dock is open."""
    from PySide6.QtGui import QKeySequence

    window = make_window(seats=(HUMAN, HUMAN), opening=(3, 1))
    action_of, dock_of, key = _DOCK_ENTRIES[name]
    action = action_of(window)

    def trigger() -> None:
        if key is None:
            action.trigger()                               # the menu entry
        else:
            sequence = QKeySequence(key)[0]
            QTest.keyClick(window, sequence.key(), sequence.keyboardModifiers())

    trigger()                                              # closed: opened
    qtbot.waitUntil(lambda: dock_of(window) is not None and _in_front(dock_of(window)))
    dock = dock_of(window)
    assert action.isChecked()
    other = window.hint_panel if name != "rollouts" else window.browser.dock
    other.show()
    window.tabifyDockWidget(dock, other)
    other.raise_()
    qtbot.waitUntil(lambda: _in_front(other) and not _in_front(dock))
    assert action.isChecked()                              # covered, still open
    trigger()                                              # covered: to the front, still open
    qtbot.waitUntil(lambda: _in_front(dock))
    assert action.isChecked() and not dock.isHidden()
    trigger()                                              # in front: closed
    qtbot.waitUntil(dock.isHidden)
    assert not action.isChecked()
    qtbot.waitUntil(lambda: _in_front(other))              # the other tab shown again


def test_tabbed_docks_stay_on_their_side_with_their_names_whole(qtbot, make_window, tmp_path) -> None:
    """The fresh player's report: docks moved to the other side of the window
    when the dock room tabbed them (the rollouts, opened beside the game list,
    hint and dice log on the right, joined the analysis on the left), and
    with four or more tabs their names shrank to "Ga… H…".  Every dock stays
    on its side, and every tab shows its dock's name whole."""
    from PySide6.QtWidgets import QTabBar

    window = make_window(seats=(HUMAN, HUMAN), opening=(3, 1))
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 768))
    qtbot.waitUntil(lambda: not sliding(window), timeout=3000)
    click_item(window, window.scene.roll_button)            # Alice to play 3-1: a hint to ask for
    opened = [
        (window.browser.toggle_action, lambda: window.browser.dock),
        (window.hint_action, lambda: window.hint_panel),
        (window.dice_actions.log_action, lambda: window.dice_actions.log),
        (window.analysis.panel_action, lambda: window.analysis.panel),
        (window.rollouts_action, lambda: window.rollout_panel),
        (window.move_list_action, lambda: window.move_list),
    ]
    for action, dock in opened:
        action.trigger()
        qtbot.waitUntil(lambda dock=dock: dock() is not None and _in_front(dock()), timeout=20000)
        _settle()
        qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 768))
    left = Qt.DockWidgetArea.LeftDockWidgetArea
    right = Qt.DockWidgetArea.RightDockWidgetArea
    for _, dock in opened:
        assert not dock().isHidden(), dock().windowTitle()
        assert window.dockWidgetArea(dock()) == (left if dock() is window.analysis.panel else right), \
            dock().windowTitle()
    window.grab().save(str(tmp_path / "docks-sides.png"))
    # five tabs in one group (as a player may drag them): each name whole, the tabs scrolled
    column = [dock() for _, dock in opened if window.dockWidgetArea(dock()) == right]
    for dock in column[1:]:
        window.tabifyDockWidget(column[0], dock)
    _settle()
    bars = [bar for bar in window.findChildren(QTabBar) if bar.parent() is window and bar.isVisible()]
    assert max(bar.count() for bar in bars) == len(column) == 5
    for bar in bars:
        metrics = bar.fontMetrics()
        for i in range(bar.count()):
            assert bar.tabRect(i).width() > metrics.horizontalAdvance(bar.tabText(i)), bar.tabText(i)
    window.grab().save(str(tmp_path / "docks-five-tabs.png"))


def test_the_hint_list_shows_four_rows_beside_the_other_docks(qtbot, make_window, tmp_path) -> None:
    """The fresh player's report: at 1024x768 with the analysis dock open,
    the hint list showed a single row.  Its least height is four rows, which
    the dock room keeps (it tabs the other docks of the column instead), and
    the lines under it do not cover it."""
    window = make_window(seats=(HUMAN, HUMAN), opening=(3, 1))
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 768))
    qtbot.waitUntil(lambda: not sliding(window), timeout=3000)
    click_item(window, window.scene.roll_button)            # Alice to play 3-1: ten plays to list
    for action in (window.browser.toggle_action, window.dice_actions.log_action, window.rollouts_action,
                   window.move_list_action, window.analysis.panel_action, window.hint_action):
        action.trigger()
        _settle()
    hint = window.hint_panel
    table = hint.table
    qtbot.waitUntil(lambda: table.topLevelItemCount() >= 5, timeout=20000)
    _settle()
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 768) and _in_front(hint))
    viewport = table.viewport()
    whole = [i for i in range(table.topLevelItemCount())
             if viewport.rect().contains(table.visualItemRect(table.topLevelItem(i)))]
    assert len(whole) >= 4, whole
    below = [line for line in (hint.chances_line, hint.note) if line.isVisible()]
    for line in below:                                      # nothing drawn over the list
        assert line.geometry().top() >= table.geometry().bottom(), line.text()
    window.grab().save(str(tmp_path / "hint-rows.png"))


def test_in_danish_the_analysis_opens_on_its_own_side_beside_the_right_docks(qtbot, qapp, settings) -> None:
    """The fresh player's report: in Danish the analysis dock opened on the
    right, tabbed with the others (the first time, in English, on the
    left).  Danish button labels ("Kør rollout af doblingsbeslutningen")
    made the hint dock 232 pixels wide at least and the analysis dock 208,
    too wide for a column on each side of the board in 1024 pixels.  The
    labels wrap: the docks narrow to 200 and the analysis opens on the left."""
    import subprocess
    from pathlib import Path

    from helpers.board import seeded_match, show_window

    from backgammon_qt.app import translations
    from backgammon_qt.ui.main_window import MainWindow

    subprocess.run(["bash", str(Path(__file__).resolve().parents[2] / "scripts" / "build-translations.sh")],
                   check=True)
    assert translations.install("da", qapp) == "da"
    try:
        window = show_window(qtbot, MainWindow(settings=settings, match=seeded_match()), (1024, 768))
        window.hint_panel.show()
        window.dice_actions.log_action.trigger()
        window.browser.toggle_action.trigger()
        qtbot.waitUntil(lambda: window.browser.dock.isVisible())
        _settle()
        assert window.hint_panel.minimumSizeHint().width() <= 200
        window.analysis.panel_action.trigger()
        panel = window.analysis.panel
        qtbot.waitUntil(panel.isVisible)
        _settle()
        assert panel.minimumSizeHint().width() <= 200
        assert window.dockWidgetArea(panel) == Qt.DockWidgetArea.LeftDockWidgetArea
        assert not window.tabifiedDockWidgets(panel)
        assert window.width() == 1024
        window.hint_panel.raise_()
        _settle()
        for button in (window.hint_panel.rollout_cube_button, panel.rollout_button):
            assert button.isVisible()
            assert button.label_text() == button.text().replace("&", "")
            label = button._label
            assert label.height() >= label.heightForWidth(label.width()), button.text()    # its lines whole
        window.grab().save("/tmp/layout2_danish_docks.png")
    finally:
        translations.remove(qapp)


def test_the_player_drags_a_dock_wider_into_the_board(qtbot, settings) -> None:
    """The fresh player's report: with the analysis dock on the left, the
    right dock could not be dragged wider (the board's 600-pixel least
    width held it at 212 in a 1024-pixel window).  Dragging its edge into
    the board widens it (the board narrows, to 400 pixels at least); it
    keeps that width; opening another dock brings the board's rule back."""
    from helpers.board import seeded_match, show_window
    from PySide6.QtCore import QPoint

    from backgammon_qt.ui.main_window import MainWindow

    window = show_window(qtbot, MainWindow(settings=settings, match=seeded_match()), (1024, 768))
    window.analysis.panel_action.trigger()
    window.dice_actions.log_action.trigger()
    log = window.dice_actions.log
    qtbot.waitUntil(lambda: log is not None and log.isVisible())
    _settle()
    before = log.width()
    edge = QPoint((window.view.geometry().right() + log.geometry().left()) // 2, window.view.geometry().center().y())
    QTest.mouseMove(window, edge)                   # over the dock's edge: the separator's cursor
    assert window.cursor().shape() == Qt.CursorShape.SplitHCursor
    QTest.mousePress(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, edge)
    for step in range(1, 7):
        QTest.mouseMove(window, edge - QPoint(20 * step, 0))
        QCoreApplication.processEvents()
    QTest.mouseRelease(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, edge - QPoint(120, 0))
    _settle()
    assert log.width() >= before + 100, (before, log.width())
    assert window.width() == 1024 and window.view.width() >= 400
    window.grab().save("/tmp/layout2_dragged.png")
    window.resize(1000, 768)                        # the player's width holds
    _settle()
    assert log.width() >= before + 90
    window.resize(1024, 768)
    window.browser.toggle_action.trigger()          # another dock opened: the board's 600 pixels again
    qtbot.waitUntil(lambda: window.browser.dock.isVisible())
    _settle()
    assert window.view.minimumWidth() == 600 and window.view.width() >= 600


def _docks_in_front(window) -> list:
    from PySide6.QtWidgets import QDockWidget

    return [dock for dock in window.findChildren(QDockWidget) if _in_front(dock)]


def _over_the_board(window) -> list[str]:
    """The titles of the docks drawn over the board (their geometry meets the view's)."""
    board = window.view.geometry()
    return [dock.windowTitle() for dock in _docks_in_front(window) if dock.geometry().intersects(board)]


def test_a_window_made_small_fits_its_docks_and_grown_back_gives_the_players_arrangement(
        qtbot, settings, tmp_path) -> None:
    """The fresh player's report: the window resized to 800x600 (xdotool, no
    window manager to hold Qt's least size) drew the dice log over the board
    and lost the game list; resized back to 1024x768 every dock was tabbed on
    the right (and the window shrank again to 806x600).  At 800x600 no dock
    meets the board (they are tabbed in one column, each still open); at
    700x600 (no room for a column) the docks are hidden, their entries
    unchecked; at 1024x768 again each dock is back on its side, none behind
    a tab, the window 1024x768."""
    from helpers.board import seeded_match, show_window

    from backgammon_qt.ui.main_window import MainWindow

    window = show_window(qtbot, MainWindow(settings=settings, match=seeded_match()), (1024, 768))
    for action in (window.analysis.panel_action, window.browser.toggle_action, window.move_list_action,
                   window.dice_actions.log_action):
        action.trigger()
        _settle()
    docks = [window.analysis.panel, window.browser.dock, window.move_list, window.dice_actions.log]
    qtbot.waitUntil(lambda: all(_in_front(dock) for dock in docks))
    sides = {dock.windowTitle(): window.dockWidgetArea(dock) for dock in docks}
    assert set(sides.values()) == {Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea}
    assert _over_the_board(window) == []

    window.windowHandle().resize(800, 600)          # as the X server does it: Qt's least size not held
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (800, 600))
    _settle()
    window.grab().save(str(tmp_path / "docks-800.png"))
    assert (window.width(), window.height()) == (800, 600)
    assert _over_the_board(window) == []
    assert window.view.width() >= 560                     # the board still across the window
    assert not window.scene.geometry.portrait
    assert all(not dock.isHidden() for dock in docks)     # each still open, behind a tab at worst
    assert _docks_in_front(window)                         # one column of tabs shown

    window.windowHandle().resize(700, 600)          # no room for a dock column beside the board
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (700, 600))
    _settle()
    assert _over_the_board(window) == []
    assert all(dock.isHidden() for dock in docks)
    assert not window.browser.toggle_action.isChecked()   # View > Game list brings it back
    window.move_list_action.trigger()                      # the player opens one: it comes beside the board
    qtbot.waitUntil(lambda: _in_front(window.move_list))
    _settle()
    assert _over_the_board(window) == []

    window.windowHandle().resize(1024, 768)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 768))
    qtbot.waitUntil(lambda: all(_in_front(dock) for dock in docks))
    _settle()
    window.grab().save(str(tmp_path / "docks-1024-again.png"))
    assert (window.width(), window.height()) == (1024, 768)
    assert {dock.windowTitle(): window.dockWidgetArea(dock) for dock in docks} == sides
    assert _over_the_board(window) == []
    assert window.view.width() >= 600
    assert window.browser.toggle_action.isChecked()


def test_three_tabs_in_a_narrow_column_are_read_without_scrolling(qtbot, settings, tmp_path) -> None:
    """The fresh player's report: three docks tabbed in the right column of
    a 1024-pixel window read "st", "Dice log", "Analysis": the bar scrolled
    to the tab in front and cut the first at its edge.  A few names a little
    too wide for the bar are shortened instead: every tab inside the bar,
    each showing the start of its name."""
    from helpers.board import seeded_match, show_window
    from PySide6.QtWidgets import QStyle, QTabBar

    from backgammon_qt.ui.main_window import MainWindow

    window = show_window(qtbot, MainWindow(settings=settings, match=seeded_match()), (1024, 768))
    window.browser.toggle_action.trigger()
    window.dice_actions.log_action.trigger()
    window.analysis.panel_action.trigger()
    panel = window.analysis.panel
    qtbot.waitUntil(lambda: panel is not None and panel.isVisible())
    _settle()
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)      # as the player's window had them
    window.tabifyDockWidget(window.browser.dock, panel)
    window.tabifyDockWidget(window.browser.dock, window.dice_actions.log)
    window.dice_actions.log.raise_()                                      # the last tab in front
    _settle()
    window.resizeDocks([window.dice_actions.log], [212], Qt.Orientation.Horizontal)     # the player's column
    _settle()
    qtbot.waitUntil(lambda: _in_front(window.dice_actions.log))
    bars = [bar for bar in window.findChildren(QTabBar) if bar.parent() is window and bar.isVisible()]
    assert [bar.count() for bar in bars] == [3]
    bar = bars[0]
    window.grab().save(str(tmp_path / "three-tabs.png"))
    assert sum(bar.tabSizeHint(i).width() for i in range(3)) > bar.width()    # the whole names do not fit
    metrics = bar.fontMetrics()
    space = bar.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabHSpace, None, bar)
    for i in range(bar.count()):
        rect = bar.tabRect(i)
        assert bar.rect().contains(rect), (bar.tabText(i), rect, bar.rect())
        start = bar.tabText(i)[:4] + "\u2026"          # its start, four letters at least
        assert rect.width() >= metrics.horizontalAdvance(start) + space, (bar.tabText(i), rect.width())
