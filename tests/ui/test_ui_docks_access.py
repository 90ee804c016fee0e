"""The docks by keyboard and for assistive technology: the move list and
the hint panel are named in Qt's accessibility tree (offscreen platform),
reached with Tab, and worked with the arrow keys and Enter."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel

pytestmark = pytest.mark.gui

NAME = QAccessible.Text.Name
DESCRIPTION = QAccessible.Text.Description


def accessible(widget) -> tuple[str, str]:
    iface = QAccessible.queryAccessibleInterface(widget)
    assert iface is not None and iface.isValid()
    return iface.text(NAME), iface.text(DESCRIPTION)


def focus(board, widget) -> None:
    widget.setFocus(Qt.FocusReason.OtherFocusReason)
    board.qtbot.waitUntil(lambda: QApplication.focusWidget() is widget)


def tab_chain(board, start, presses: int = 12) -> list:
    focus(board, start)
    seen = []
    for _ in range(presses):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget())
    return seen


def play_two_turns(board) -> None:
    """Alice's 3-1 (8/5 6/5), then Bob's 6-5 (24/13)."""
    board.roll()
    board.drag(board.checker_at(0, 8), board.point_centre(0, 5))
    board.drag(board.checker_at(0, 6), board.point_centre(0, 5))
    board.window.end_turn_action.trigger()
    board.roll()
    board.controller.request_move(24, 18)
    board.controller.request_move(18, 13)
    board.window.end_turn_action.trigger()


def test_the_move_list_is_named_reached_by_tab_and_stepped_with_arrows_and_enter(make_board) -> None:
    board = make_board(opening=(3, 1), rolls=[(6, 5)])
    play_two_turns(board)
    window = board.window
    dock = window.move_list
    dock.show()
    table = dock.table
    name, description = accessible(table)
    assert name == "Move list" and "Enter" in description
    assert accessible(dock)[0].startswith("Moves")
    assert table in tab_chain(board, board.view)
    # Tab leaves the table (it does not walk its cells)
    focus(board, table)
    QTest.keyClick(table, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is not table
    # the arrows move in the list, Enter steps the board there
    review = board.window.session.review
    live = review.current()
    focus(board, table)
    assert table.item(table.currentRow(), table.currentColumn()).text().startswith("65:")   # Bob's, the latest
    QTest.keyClick(table, Qt.Key.Key_Left)
    assert review.current() == live                 # moving in the list alone does not step
    row, column = table.currentRow(), table.currentColumn()
    assert table.item(row, column).text().startswith("31:")
    step = table.item(row, column).data(Qt.ItemDataRole.UserRole)
    with board.qtbot.waitSignal(review.stepped, timeout=2000):
        QTest.keyClick(table, Qt.Key.Key_Return)
    assert review.current() == (0, step) != live


def test_the_hint_panel_is_named_reached_by_tab_and_its_plays_chosen_with_arrows(make_board) -> None:
    board = make_board(opening=(3, 1))
    board.roll()
    panel = board.window.hint_panel
    assert panel.request()
    # the engine's answer is queued to this thread: it cannot come before the wait begins
    with board.qtbot.waitSignal(panel.advisor.plays_ready, timeout=30000):
        pass
    tree = panel.table
    name, description = accessible(tree)
    assert name == "Hint" and "arrow keys" in description
    assert tree in tab_chain(board, board.view)
    focus(board, tree)
    assert tree.topLevelItemCount() > 1
    with board.qtbot.waitSignal(panel.play_selected, timeout=2000) as blocker:
        QTest.keyClick(tree, Qt.Key.Key_Down)
    first = blocker.args[0]
    with board.qtbot.waitSignal(panel.play_selected, timeout=2000) as blocker:
        QTest.keyClick(tree, Qt.Key.Key_Down)
    assert blocker.args[0] is not None and blocker.args[0] != first
    assert blocker.args[0] == panel.ranked[tree.indexOfTopLevelItem(tree.currentItem())].play


def test_enter_in_a_dock_list_does_not_end_the_turn(make_board) -> None:
    board = make_board(opening=(3, 1))
    board.roll()
    board.drag(board.checker_at(0, 8), board.point_centre(0, 5))
    board.drag(board.checker_at(0, 6), board.point_centre(0, 5))
    window = board.window
    window.move_list.show()
    window.hint_panel.show()
    for widget in (window.move_list.table, window.hint_panel.table):
        focus(board, widget)
        QTest.keyClick(widget, Qt.Key.Key_Return)
        assert board.game.on_roll == 0 and len(board.game.turn.moves) == 2, widget
    focus(board, board.view)
    QTest.keyClick(board.view, Qt.Key.Key_Return)              # on the board Enter ends the turn
    assert board.game.on_roll == 1


def test_the_analysis_panel_lists_are_named_and_tab_goes_on(make_board) -> None:
    board = make_board(opening=(3, 1))
    analysis = board.window.analysis
    analysis.panel_action.trigger()
    panel = analysis._panel
    board.qtbot.waitUntil(lambda: panel is not None and panel.isVisible())
    for widget, name in ((panel.table, "Analysis summary"), (panel.luck_table, "Luck by game"),
                         (panel.errors, "Errors, worst first")):
        assert accessible(widget)[0] == name
    # the player's box: named, and labelled by "Errors of" (a combo box reads out its value as its name)
    assert panel.player_box.accessibleName() == "Errors of"
    labels = [label for label in panel.findChildren(QLabel) if label.buddy() is panel.player_box]
    assert [label.text() for label in labels] == ["E&rrors of"]
    assert accessible(panel.errors)[1]                   # described too
    focus(board, panel.table)
    QTest.keyClick(panel.table, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is not panel.table   # not trapped in the summary's cells


def test_an_empty_hint_list_takes_no_focus_and_escape_goes_back_to_the_board(make_board) -> None:
    """Issue 19: Tab landed on the empty hint list (nothing to read, no
    focus to see), and Escape in a dock did not give the keys back to the
    board."""
    board = make_board(opening=(3, 1))
    window = board.window
    panel = window.hint_panel
    panel.show()
    window.move_list.show()
    board.qtbot.waitUntil(lambda: panel.isVisible() and window.move_list.isVisible())
    assert panel.table.topLevelItemCount() == 0
    assert panel.table not in tab_chain(board, board.view)          # Tab goes past the empty list
    for widget in (window.move_list.table, window.browser.tree):
        window.browser.dock.show()
        focus(board, widget)
        QTest.keyClick(widget, Qt.Key.Key_Escape)
        assert QApplication.focusWidget() is board.view, widget
    board.roll()
    assert panel.request()
    with board.qtbot.waitSignal(panel.advisor.plays_ready, timeout=30000):
        pass
    assert panel.table in tab_chain(board, board.view)              # with plays, Tab reaches them
    focus(board, panel.table)
    board.controller.request_play_text("8/5 6/5")                   # the turn played: the list is cleared
    assert panel.table.topLevelItemCount() == 0
    assert QApplication.focusWidget() is board.view                 # the focus went back to the board


def test_the_new_match_name_fields_are_named(make_board) -> None:
    from backgammon_qt.ui.dialogs import NewMatchDialog

    board = make_board()
    dialog = NewMatchDialog(board.window.last_setup(), board.window)
    board.qtbot.addWidget(dialog)
    names = [accessible(field)[0] for field in dialog.names]
    assert names == ["Name of the player at the bottom", "Name of the player at the top"]
