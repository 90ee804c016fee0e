"""The hint (Ctrl+H): ranked plays after the roll, shown on the board as ghost
checkers and arrows when selected, the cube action before the roll and when
doubled (backgammon_qt/ui/hint_panel.py, hint_items.py, computer.HintAdvisor)."""

from __future__ import annotations

import pytest
from helpers.computer import (
    CLOSED_OUT,
    checker_at,
    click_item,
    drag,
    engines,
    human_to_act,
    make_window,
    play_opening_3_1,
    point_centre,
    sliding,
)
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from backgammon_qt.app.settings import HUMAN
from backgammon_qt.engine import CubeAction
from backgammon_qt.model import BAR, OFF, Position, legal_plays
from backgammon_qt.model.game import Phase
from backgammon_qt.ui.geometry import BoardGeometry
from backgammon_qt.ui.hint_items import layout_play

pytestmark = pytest.mark.gui

__all__ = ["engines", "make_window"]   # fixtures used by name


def _press_hint(window) -> None:
    QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)


def _rows(panel) -> list[list[str]]:
    table = panel.table
    return [[table.topLevelItem(i).text(c) for c in range(table.columnCount())]
            for i in range(table.topLevelItemCount())]


def _settled() -> None:
    from PySide6.QtCore import QCoreApplication

    for _ in range(3):              # the layouts' pending requests done (a dock's new size, the columns')
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()


def _cut_columns(panel) -> list[str]:
    """The columns whose header or a cell is wider than the column (cut),
    and a table wider than its view that cannot scroll sideways."""
    from PySide6.QtWidgets import QStyle

    table = panel.table
    style = table.style()
    cell = 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1)
    head = 2 * style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, table)
    cut = []
    for c in range(table.columnCount()):
        if table.isColumnHidden(c):           # a narrow panel's chances, said below the table instead
            continue
        width = table.columnWidth(c)
        title = table.headerItem().text(c)
        if table.header().fontMetrics().horizontalAdvance(title) + head > width:
            cut.append(f"header {title!r} in {width}")
        for i in range(table.topLevelItemCount()):
            text = table.topLevelItem(i).text(c)
            if table.fontMetrics().horizontalAdvance(text) + cell > width:
                cut.append(f"cell {text!r} in {width}")
    if table.header().length() > table.viewport().width() and table.horizontalScrollBar().maximum() <= 0:
        cut.append(f"{table.header().length()} wide in a view of {table.viewport().width()}, no scrolling")
    return cut


def _checker_places(window) -> list[list[int]]:
    return [sorted(c.location for c in window.scene.checkers[side]) for side in (0, 1)]


def test_the_hint_ranks_the_plays_and_shows_the_chosen_one_without_making_it(qtbot, make_window) -> None:
    window = make_window(opening=(3, 1))
    panel = window.hint_panel
    c = window.controller
    qtbot.waitUntil(lambda: not sliding(window), timeout=3000)
    click_item(window, window.scene.roll_button)
    assert c.game.phase is Phase.MOVING and c.game.dice == (3, 1)
    assert not panel.isVisible() and panel.action.isEnabled()
    panel.show()
    _settled()
    width = panel.width()                                  # shown before any hint: the width it keeps
    _press_hint(window)
    assert panel.isVisible()
    qtbot.waitUntil(lambda: panel.table.topLevelItemCount() > 0, timeout=10000)
    _settled()
    assert panel.width() == width                          # the hint does not widen the panel (nor the board shrink)
    assert _cut_columns(panel) == []

    legal = legal_plays(Position.start(), (3, 1))
    rows = _rows(panel)
    assert len(rows) == min(10, len(legal)) == len(panel.ranked)
    assert [r[0] for r in rows] == [str(i) for i in range(1, len(rows) + 1)]
    assert rows[0][1] == "8/5 6/5"                          # the well-known best 3-1
    assert all(r[1] in legal for r in rows)
    equities = [float(r[2]) for r in rows]
    assert equities == sorted(equities, reverse=True)
    assert rows[0][3] == ""
    for r, equity in zip(rows[1:], equities[1:]):
        assert float(r[3]) <= 0 and float(r[3]) == pytest.approx(equity - equities[0], abs=0.0015)
    for r in rows:
        win, win_gammon, lose_gammon = (float(x.rstrip("%")) for x in r[4:7])
        assert 0 <= win_gammon <= win <= 100 and 0 <= lose_gammon <= 100 - win
    assert "Alice to play 3-1" in panel.heading.text()

    # choose the fourth play with the mouse: the board shows it, the game does not change
    before_id, before_places = c.position_id(), _checker_places(window)
    item = panel.table.topLevelItem(3)
    QTest.mouseClick(panel.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     panel.table.visualItemRect(item).center())
    play = legal.parse(rows[3][1])
    preview = window.hint_panel.preview
    assert preview.isVisible() and preview.scene() is window.scene
    marks = preview.layout()
    g = window.scene.geometry
    assert len(marks.arrows) == len(play.moves)
    assert [g.location_at(a, 0) for a, _b in marks.arrows] == [m.from_point for m in play.moves]
    assert [g.location_at(b, 0) for _a, b in marks.arrows] == [m.to_point for m in play.moves]
    arrived = sum(max(0, play.position.player[p] - Position.start().player[p]) for p in range(26))
    assert len(marks.ghosts) == arrived and len(marks.leaving) == arrived
    assert c.position_id() == before_id and not c.game.turn.moves and _checker_places(window) == before_places

    # another row, another play; a move on the board hides the preview but keeps the ranking
    # (the plays are from the start of the turn), and taking it back shows a play again
    item = panel.table.topLevelItem(0)
    QTest.mouseClick(panel.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     panel.table.visualItemRect(item).center())
    assert [(m.from_point, m.to_point) for m in preview.moves] == [(8, 5), (6, 5)]
    ranked = panel.table.topLevelItemCount()
    drag(window, checker_at(window, 0, 13), point_centre(window, 0, 10))
    assert c.game.turn.moves
    assert panel.table.topLevelItemCount() == ranked and not preview.isVisible()
    assert "Ctrl+Z" in panel.note.text()
    window.undo_action.trigger()                             # the turn is back at its start
    assert not c.game.turn.moves and panel.table.topLevelItemCount() == ranked
    item = panel.table.topLevelItem(1)
    QTest.mouseClick(panel.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     panel.table.visualItemRect(item).center())
    assert preview.isVisible() and preview.moves
    # the end of the turn clears it
    drag(window, checker_at(window, 0, 8), point_centre(window, 0, 5))
    drag(window, checker_at(window, 0, 6), point_centre(window, 0, 5))
    window.end_turn_action.trigger()
    assert panel.table.topLevelItemCount() == 0 and not preview.isVisible()
    assert "Ctrl+H" in panel.heading.text()


def test_the_cube_hint_before_the_roll(qtbot, make_window) -> None:
    window = make_window(opening=(3, 1), rolls=[(6, 4), (5, 2)])
    panel = window.hint_panel
    c = window.controller
    play_opening_3_1(qtbot, window)
    assert not panel.action.isEnabled()                   # the computer's turn: no hint
    qtbot.waitUntil(lambda: human_to_act(window), timeout=20000)
    assert c.game.phase is Phase.ROLLING and c.game.can_double() and panel.action.isEnabled()
    window.hint_panel.action.trigger()
    _settled()
    width = panel.width()
    qtbot.waitUntil(lambda: panel.cube is not None, timeout=10000)
    decision = panel.cube.decision
    assert decision.action is CubeAction.NO_DOUBLE        # Alice's second turn: far too early to double
    assert panel.heading.text() == "Proper cube action: No double, take."     # gnubg's words
    rows = _rows(panel)
    assert [r[0] for r in rows] == ["No double", "Double, take", "Double, pass"]
    nd, dt, dp = (float(r[1]) for r in rows)
    assert nd == pytest.approx(decision.no_double, abs=0.0005) and dp == pytest.approx(1.0, abs=0.0005)
    assert nd > min(dt, dp)
    # the best option's difference is blank, as the best play's (gnubg and XG list the best without one)
    assert rows[0][2] == "" and float(rows[1][2]) < 0
    # every other line its difference from the best, the pass's too (gnubg shows them)
    assert float(rows[2][2]) == pytest.approx(dp - nd, abs=0.0015)
    assert "win" in panel.note.text()
    assert not panel.preview.isVisible()
    _settled()
    assert panel.width() == width and _cut_columns(panel) == []
    assert panel.table.header().isVisible()
    # rolling clears it, the cube's columns too (they read "Cube action" over "Press Ctrl+H")
    click_item(window, window.scene.roll_button)
    assert panel.cube is None and panel.table.topLevelItemCount() == 0
    assert not panel.table.header().isVisible() and "Ctrl+H" in panel.heading.text()


def test_the_hint_when_doubled_says_to_drop(qtbot, make_window) -> None:
    window = make_window(position=CLOSED_OUT.swapped(), opening=(5, 2), length=5)
    panel = window.hint_panel
    c = window.controller
    click_item(window, window.scene.roll_button)            # Alice's roll passes: she is closed out
    qtbot.waitUntil(lambda: c.game.phase is Phase.DOUBLED and not window.computer.acting, timeout=20000)
    _press_hint(window)
    qtbot.waitUntil(lambda: panel.cube is not None, timeout=10000)
    assert panel.cube.decision.action is CubeAction.DOUBLE_PASS
    assert panel.heading.text().startswith("Alice, you should drop")
    assert c.game.phase is Phase.DOUBLED                   # a hint never answers for her


def test_play_layout_marks_hits_and_bear_offs() -> None:
    g = BoardGeometry()
    # the top player (side 1) hits a blot on its 18 (the bottom player's 7) on the way: 24/18*/13
    pos = Position.from_points({24: 2, 13: 5, 8: 3, 6: 5}, {7: 1, 24: 2, 13: 4, 8: 3, 6: 5})
    play = legal_plays(pos, (6, 5)).parse("24/18*/13")
    marks = layout_play(g, 1, pos, play.moves)
    assert marks.hits == (g.checker_pos(0, 7, 0, 1),) and marks.to_bar == (g.checker_pos(0, BAR, 0, 1),)
    assert len(marks.arrows) == 2 and marks.arrows[0][1] == marks.arrows[1][0]   # a chain through 18
    assert marks.ghosts == (g.checker_pos(1, 13, 5, 6),) and marks.leaving == (g.checker_pos(1, 24, 1, 2),)
    # bearing off: the ghosts lie in the tray
    home = Position.from_points({6: 2, 5: 3, 1: 1}, {BAR - 1: 15})
    play = legal_plays(home, (6, 5)).parse("6/off 5/off")
    marks = layout_play(g, 0, home, play.moves)
    assert marks.ghosts == (g.slab_pos(0, 9), g.slab_pos(0, 10))    # on the nine already off
    assert all(g.location_at(b, 0) == OFF for _a, b in marks.arrows)


def test_the_doubled_player_is_told_to_beaver_when_a_beaver_is_best(make_window) -> None:
    """RULES.md "Doubling cube", option "beavers": the panel words the
    controller's CubeHint (its beaver_is_best), not the engine's types."""
    from dataclasses import replace

    from helpers.engines import NO_DOUBLE

    from backgammon_qt.controller.engine_jobs.hints import CubeHint

    window = make_window(opening=(3, 1))
    panel = window.hint_panel
    beaver = replace(NO_DOUBLE, action=CubeAction.DOUBLE_BEAVER, no_double=0.9, double_take=1.2, double_pass=1.0)
    panel._advisor().cube_ready.emit(CubeHint(beaver, "Alice", True, "Computer", can_beaver=True))
    assert panel.heading.text().startswith("Computer, you should beaver")
    panel._advisor().cube_ready.emit(CubeHint(beaver, "Alice", True, "Computer", can_beaver=False))
    assert panel.heading.text().startswith("Computer, you should drop")


def test_a_narrow_hint_keeps_the_rank_and_difference_and_cuts_the_long_plays(qtbot, make_window, tmp_path) -> None:
    """The player's report: with long plays (2-2, 4-4) in a 200-pixel hint
    dock the "#" and "vs. best" columns disappeared.  They stay; the play
    column takes the rest, a long play wrapped at its spaces onto a second
    line (each move whole) and whole in its tooltip; every row of the
    same height."""
    window = make_window(seats=(HUMAN, HUMAN), opening=(3, 1), rolls=[(2, 2)])
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: window.width() == 1024)
    play_opening_3_1(qtbot, window)
    qtbot.waitUntil(lambda: not sliding(window), timeout=3000)
    click_item(window, window.scene.roll_button)                       # the Computer's 2-2
    assert window.controller.game.dice == (2, 2)
    window.analysis.panel_action.trigger()                              # the player's: the analysis on the left
    panel = window.hint_panel
    panel.show()
    _press_hint(window)
    qtbot.waitUntil(lambda: panel.table.topLevelItemCount() > 0, timeout=20000)
    _settled()
    assert window.width() == 1024 and panel.width() <= 220
    assert "to play 2-2" in panel.heading.text()
    table = panel.table
    for column in (0, 1, 2, 3):                                         # #, Play, Equity, vs. best
        assert not table.isColumnHidden(column), table.headerItem().text(column)
    assert table.header().length() <= table.viewport().width()          # no sideways scroll
    metrics = table.fontMetrics()
    for column in (0, 2, 3):                                            # the figures whole
        for i in range(table.topLevelItemCount()):
            text = table.topLevelItem(i).text(column)
            assert metrics.horizontalAdvance(text) < table.columnWidth(column), text
    plays = [table.topLevelItem(i) for i in range(table.topLevelItemCount())]
    cut = [row for row in plays if metrics.horizontalAdvance(row.text(1)) + 6 > table.columnWidth(1)]
    assert cut, "no play wider than its column: a longer roll is needed"
    for row in cut:
        assert row.toolTip(1) == row.text(1)                            # whole in its tooltip
        moves = row.text(1).split()
        assert all(metrics.horizontalAdvance(move) + 6 <= table.columnWidth(1) for move in moves), row.text(1)
        lines = -(-len(moves) // 2) if len(moves) > 1 else 1
        assert table.visualItemRect(row).height() >= lines * metrics.height(), row.text(1)   # wrapped, not cut
    # every row as tall as the others (the fresh player's report: rows of uneven height)
    assert len({table.visualItemRect(row).height() for row in plays}) == 1, \
        [(row.text(1), table.visualItemRect(row).height()) for row in plays]
    window.grab().save(str(tmp_path / "hint-2-2-200.png"))


def test_the_chance_columns_heads_are_short_and_the_chances_show_in_a_400_pixel_dock(qtbot, make_window) -> None:
    """The fresh player's report: the hint table's last head read "Ta…"
    behind a sideways scroll.  The gammon chances have gnubg's short heads
    (W g, L g; the full names in their tooltips): in a 400-pixel dock
    every column shows, heads and figures whole, with no sideways scroll
    (the long heads left Lose gammon out)."""
    window = make_window(seats=(HUMAN, HUMAN), opening=(3, 1))
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: window.width() == 1024)
    qtbot.waitUntil(lambda: not sliding(window), timeout=3000)
    click_item(window, window.scene.roll_button)
    panel = window.hint_panel
    panel.show()
    window.resizeDocks([panel], [400], Qt.Orientation.Horizontal)
    _press_hint(window)
    qtbot.waitUntil(lambda: panel.table.topLevelItemCount() > 0, timeout=20000)
    _settled()
    assert panel.width() >= 390
    table = panel.table
    assert [c for c in range(table.columnCount()) if table.isColumnHidden(c)] == []
    assert _cut_columns(panel) == []
    assert table.header().length() <= table.viewport().width()          # no sideways scroll
    head = table.headerItem()
    assert [head.text(5), head.text(6)] == ["W g", "L g"]
    assert "gammon" in head.toolTip(5) and "gammon" in head.toolTip(6)
    panel.grab().save("/tmp/layout2_hint_heads.png")


def test_the_hints_arrows_follow_the_board_when_it_turns(qtbot, make_window) -> None:
    """The fresh player's report (review, shots 34 and 72; the same marks
    in play): switching "Turn the board for the player on roll" turned the
    checkers but left the arrows on the side they were drawn for."""
    window = make_window(seats=(HUMAN, HUMAN), opening=(1, 3))     # Bob wins the opening
    window.settings.set("turn_board", True)
    qtbot.waitUntil(lambda: not sliding(window), timeout=3000)
    click_item(window, window.scene.roll_button)
    c = window.controller
    assert c.game.phase is Phase.MOVING and c.game.on_roll == 1
    assert window.scene.state.bottom_player == 1                   # turned for Bob
    window.hint_panel.show()
    _press_hint(window)
    panel = window.hint_panel
    qtbot.waitUntil(lambda: panel.table.topLevelItemCount() > 0, timeout=10000)
    item = panel.table.topLevelItem(0)
    QTest.mouseClick(panel.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     panel.table.visualItemRect(item).center())
    preview = panel.preview
    assert preview.isVisible()
    froms = [m.from_point for m in preview.moves]
    g = window.scene.geometry
    assert [g.location_at(a, 0) for a, _b in preview.layout().arrows] == froms     # Bob at the bottom
    window.option_actions["turn_board"].trigger()                    # off: Alice at the bottom, Bob on top
    assert window.scene.state.bottom_player == 0 and preview.isVisible()
    assert [g.location_at(a, 1) for a, _b in preview.layout().arrows] == froms


def _double_click_row(panel, row: int) -> None:
    """A double click as the mouse makes it (press, release, double-click press, release)."""
    at = panel.table.visualItemRect(panel.table.topLevelItem(row)).center()
    viewport = panel.table.viewport()
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)


def test_a_double_click_or_enter_on_a_hint_plays_it_as_a_play_made_by_hand(qtbot, make_window) -> None:
    """The hint's list: a double click on a row moves that play's checkers
    for the player on roll as a drag would (Undo takes them back; End turn
    puts the play in the record), Enter on the selected row too; a double
    click when the plays are not for the turn in play does nothing."""
    window = make_window(seats=(HUMAN, HUMAN), opening=(3, 1), rolls=[(6, 4), (5, 2)])
    panel = window.hint_panel
    c = window.controller
    qtbot.waitUntil(lambda: not sliding(window), timeout=3000)
    click_item(window, window.scene.roll_button)
    assert c.game.phase is Phase.MOVING and c.game.dice == (3, 1)
    _press_hint(window)
    qtbot.waitUntil(lambda: panel.table.topLevelItemCount() > 2, timeout=10000)
    legal = legal_plays(Position.start(), (3, 1))
    second, third = (legal.parse(_rows(panel)[i][1]) for i in (1, 2))    # not the best: not what a computer plays
    start_id, start_places = c.position_id(), _checker_places(window)
    _double_click_row(panel, 1)
    assert legal.parse(" ".join(f"{m.from_point}/{m.to_point}" for m in c.game.turn.moves)) == second
    assert c.game.on_roll == 0 and _checker_places(window) != start_places
    assert window.view.hasFocus()                            # Enter now ends the turn
    window.undo_action.trigger()                             # taken back as moves made by hand are
    window.undo_action.trigger()
    assert not c.game.turn.moves and c.position_id() == start_id and _checker_places(window) == start_places

    # Enter on the selected row plays it too; End turn puts it in the record
    panel.table.setFocus()
    panel.table.setCurrentItem(panel.table.topLevelItem(2))
    QTest.keyClick(panel.table, Qt.Key.Key_Return)
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    played = [a for a in c.game.record.actions if a.kind == "move"]
    assert len(played) == 1 and legal.parse(played[0].play) == third and c.game.on_roll == 1

    # while an earlier position is reviewed in the game list, the plays shown are not played
    click_item(window, window.scene.roll_button)
    assert c.game.phase is Phase.MOVING and c.game.dice == (6, 4)
    _press_hint(window)
    qtbot.waitUntil(lambda: panel.table.topLevelItemCount() > 0, timeout=10000)
    window.browser.go_to(0, 0)
    assert window.browser.reviewing and panel.table.topLevelItemCount() > 0
    _double_click_row(panel, 0)
    window.browser.show_live()
    assert not c.game.turn.moves and c.game.on_roll == 1 and c.game.dice == (6, 4)


def test_the_played_row_stays_selected_with_its_chances_and_every_row_is_as_tall(qtbot, make_window,
                                                                                 tmp_path) -> None:
    """The fresh player's report: in the hint dock as the window opens it
    (1024x768), the 10th row was drawn shorter than the other nine, and
    after a double click played row 2 no row stayed selected while the
    chances below the list still named row 1's play.  Every row is as tall
    as the others; the row played stays selected, its chances said below
    (the list is for the turn in play); moved back, no row is selected."""
    window = make_window(seats=(HUMAN, HUMAN), opening=(3, 1), rolls=[(2, 2)])
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: window.width() == 1024)
    play_opening_3_1(qtbot, window)
    qtbot.waitUntil(lambda: not sliding(window), timeout=3000)
    click_item(window, window.scene.roll_button)
    c = window.controller
    assert c.game.dice == (2, 2)
    panel = window.hint_panel
    panel.show()
    _press_hint(window)
    qtbot.waitUntil(lambda: panel.table.topLevelItemCount() >= 10, timeout=20000)
    _settled()
    table = panel.table
    window.grab().save(str(tmp_path / "hint-rows.png"))
    rows = [table.topLevelItem(i) for i in range(table.topLevelItemCount())]
    heights = [table.visualItemRect(row).height() for row in rows]
    assert len(set(heights)) == 1, heights
    assert panel.compact() and panel.chances_line.isVisible()     # the chances below the list, as in the shot

    second = rows[1].text(1)
    _double_click_row(panel, 1)
    qtbot.waitUntil(lambda: len(c.game.turn.moves) > 0)
    _settled()
    assert table.selectedItems() == [rows[1]]
    assert table.currentItem() is rows[1]
    assert panel.chances_line.text().startswith(f"Chances after {second} "), panel.chances_line.text()
    assert not panel.preview.isVisible()                          # no ghost of it on the moved board
    window.grab().save(str(tmp_path / "hint-played.png"))

    for _ in range(len(c.game.turn.moves)):                       # taken back: no play is on the board
        window.undo_action.trigger()
    assert not c.game.turn.moves and table.selectedItems() == []
