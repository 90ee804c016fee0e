"""What a fresh player tripped over, fixed: the keyboard ring only while
the board is played by keys; the hint's arrows leave with its panel and
never read "-0.000"; a dock opened at the default size neither turns the
board upright nor widens the window; in hot seat the doubled player
answers from their own side of the board."""

from __future__ import annotations

import pytest
from helpers.computer import click_item, engines, make_window
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from backgammon_qt.app.translations import number
from backgammon_qt.model.game import Phase
from backgammon_qt.ui.geometry import BoardGeometry
from backgammon_qt.ui.view import BoardView

pytestmark = pytest.mark.gui

__all__ = ["engines", "make_window"]   # fixtures used by name


def test_the_ring_shows_only_while_the_board_is_played_by_keys(make_board) -> None:
    board = make_board(opening=(3, 1))
    board.view.setFocus(Qt.FocusReason.OtherFocusReason)
    board.qtbot.waitUntil(board.view.hasFocus)
    ring = board.window.board_keys.ring
    assert not ring.isVisible()                          # focus alone (the window opened) draws no ring
    QTest.keyClick(board.view, Qt.Key.Key_Control)       # a modifier alone is not playing by keys
    assert not ring.isVisible()
    QTest.keyClick(board.view, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)   # a window shortcut neither
    assert not ring.isVisible()
    QTest.keyClick(board.view, Qt.Key.Key_F11)           # full screen is not play either (issue 19)
    board.qtbot.waitUntil(board.window.isFullScreen)
    assert not ring.isVisible()
    QTest.keyClick(board.view, Qt.Key.Key_F11)
    board.qtbot.waitUntil(lambda: not board.window.isFullScreen())
    QTest.keyClick(board.view, Qt.Key.Key_Right)
    assert ring.isVisible()
    board.click(board.point_centre(0, 20))               # the mouse again: the ring goes
    assert not ring.isVisible()
    QTest.keyClick(board.view, "6")
    assert ring.isVisible() and board.window.board_keys.place == 6


def test_an_equity_that_rounds_to_zero_has_no_minus() -> None:
    """The one rule for every equity shown (hints, rollouts, the analysis
    panel, the tutor): app.translations.number."""
    assert number(-0.0004, 3, signed=True) == "+0.000" and number(0.0004, 3, signed=True) == "+0.000"
    assert number(-0.0006, 3, signed=True) == "-0.001" and number(0.125, 3, signed=True) == "+0.125"
    assert number(-0.04, 1) == "0.0" and number(-0.0, 3, signed=True) == "+0.000"


def test_a_view_about_as_tall_as_wide_stays_landscape() -> None:
    assert not BoardGeometry.prefers_portrait(600, 700)       # the board beside a dock, 1024 wide
    assert not BoardGeometry.prefers_portrait(700, 800)
    assert BoardGeometry.prefers_portrait(700, 950) and BoardGeometry.prefers_portrait(900, 1400)


def test_the_hint_dock_at_the_default_size_keeps_the_board_and_the_window(qtbot, make_window, tmp_path) -> None:
    window = make_window(opening=(3, 1))
    window.resize(1024, 760)
    qtbot.waitUntil(lambda: window.width() == 1024)
    click_item(window, window.scene.roll_button)
    QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    panel = window.hint_panel
    qtbot.waitUntil(lambda: panel.table.topLevelItemCount() > 0, timeout=10000)
    qtbot.waitUntil(lambda: panel.isVisible() and panel.width() > 0)
    QTest.qWait(0)                                        # the layout settles in the event loop
    assert window.width() == 1024
    assert not window.scene.geometry.portrait
    # the ranked plays fit the panel: no sideways scrolling; the chances give way to a line below (issue 19)
    table = panel.table
    assert table.header().length() <= table.viewport().width() and table.horizontalScrollBar().maximum() == 0
    assert panel.compact() and panel.chances_line.isVisible()
    best = panel.ranked[0]
    assert str(best.play) in panel.chances_line.text() and "%" in panel.chances_line.text()
    # a play chosen draws its arrows; closing the panel takes them off the board
    item = panel.table.topLevelItem(0)
    QTest.mouseClick(panel.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     panel.table.visualItemRect(item).center())
    assert panel.preview.isVisible()
    assert str(panel.ranked[0].play) in panel.chances_line.text()
    item = panel.table.topLevelItem(2)
    QTest.mouseClick(panel.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     panel.table.visualItemRect(item).center())
    assert f"after {panel.ranked[2].play} " in panel.chances_line.text()    # the selected play's chances
    window.resize(1600, 900)                               # room for every column: the chances in theirs
    qtbot.waitUntil(lambda: window.width() == 1600)
    window.resizeDocks([panel], [620], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: not panel.compact())
    assert not panel.chances_line.isVisible() and not table.isColumnHidden(6)
    panel.close()
    qtbot.waitUntil(lambda: not panel.isVisible())
    assert not panel.preview.isVisible()
    QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)   # back: a play chosen shows again
    qtbot.waitUntil(lambda: panel.isVisible() and panel.table.topLevelItemCount() > 0, timeout=10000)
    item = panel.table.topLevelItem(1)
    QTest.mouseClick(panel.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     panel.table.visualItemRect(item).center())
    assert panel.preview.isVisible()


def test_in_hot_seat_the_doubled_player_answers_from_their_side(make_board, settings) -> None:
    """RULES.md "Board and setup": the player's own home board is always at the bottom; turned
    for two players at one machine, that is the player who acts, the doubled player too."""
    settings.set("turn_board", True)
    board = make_board(opening=(3, 1), rolls=[(6, 4)])
    c, scene = board.controller, board.scene
    c.roll()
    for move in c.game.turn.legal_plays.parse("8/5 6/5").moves:
        c.request_move(move.from_point, move.to_point)
    c.end_turn()
    assert c.game.on_roll == 1 and scene.state.bottom_player == 1     # Bob to roll: his board
    board.click_item(scene.cube)                                      # Bob doubles
    assert c.game.phase is Phase.DOUBLED
    assert scene.state.bottom_player == 0                             # Alice answers from her side
    board.answer("take")
    assert c.game.phase is Phase.ROLLING and scene.state.bottom_player == 1    # Bob rolls on his own board


def test_a_long_play_in_the_move_list_wraps_instead_of_being_cut(make_board) -> None:
    board = make_board(opening=(3, 1))
    window, c = board.window, board.controller
    window.move_list_action.trigger()
    moves = window.move_list
    board.qtbot.waitUntil(moves.isVisible)
    table = moves.table
    font = table.font()
    font.setPointSize(28)                      # a play wider than its column, as a long one is at the usual size
    table.setFont(font)
    c.roll()
    for move in c.game.turn.legal_plays.parse("8/5 6/5").moves:
        c.request_move(move.from_point, move.to_point)
    c.end_turn()
    item = table.item(0, 0)
    assert item.text() == "31: 8/5 6/5"
    line = table.fontMetrics().height()
    text_width = table.fontMetrics().horizontalAdvance(item.text())
    board.qtbot.waitUntil(lambda: table.rowHeight(0) >= 2 * line)      # wrapped onto a second line
    assert table.columnWidth(0) < text_width
    assert all(table.fontMetrics().horizontalAdvance(word) <= table.columnWidth(0)
               for word in item.text().split())


def test_an_analysed_drop_marks_the_drop_and_not_the_result(make_board) -> None:
    from dataclasses import dataclass

    from backgammon_qt.engine.analysis import Decision

    @dataclass(frozen=True)
    class Analysis:                              # the session's analysis as the move list reads it
        decisions: tuple[Decision, ...]

    board = make_board(opening=(3, 1), rolls=[(6, 4)])
    window, c = board.window, board.controller
    c.roll()
    for move in c.game.turn.legal_plays.parse("8/5 6/5").moves:
        c.request_move(move.from_point, move.to_point)
    c.end_turn()
    board.click_item(board.scene.cube)               # Bob doubles
    board.answer("drop")                             # Alice drops: Bob wins 1 point
    record = window.session.review.record
    drop = max(i for i, a in enumerate(record.games[0].actions) if a.kind == "drop")
    window.session.analysis = Analysis((Decision(0, drop, 0, "cube", "drop", "take", 0.5, 0.5, "very bad",
                                                 position_id=""),))
    window.move_list_action.trigger()
    moves = window.move_list
    board.qtbot.waitUntil(moves.isVisible)
    moves.analysis_changed()
    texts = [moves.table.item(r, col).text() for r in range(moves.table.rowCount()) for col in (0, 1)
             if moves.table.item(r, col) is not None]
    assert "Drops ??" in texts                       # the drop, marked
    assert any(t.startswith("Wins 1 point") for t in texts)
    assert not any(t.startswith("Wins") and "?" in t for t in texts)     # the result, not marked
    # the decision's words in the tooltip are the analysis' own, translated where they are collected
    from PySide6.QtCore import QCoreApplication, QTranslator

    class Words(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            table = {"drop": "opgiv", "take": "tag", "very bad": "meget dårligt"}
            return table.get(source) if context == "AnalysisActions" else None

    def drop_tip() -> str:
        table = moves.table
        return next(table.item(r, col).toolTip() for r in range(table.rowCount()) for col in (0, 1)
                    if table.item(r, col) is not None and table.item(r, col).text() == "Drops ??")

    assert "drop (best take): -0.500, very bad" in drop_tip()
    words = Words()
    QCoreApplication.installTranslator(words)
    try:
        moves.analysis_changed()
        assert "opgiv (best tag): -0.500, meget dårligt" in drop_tip()
    finally:
        QCoreApplication.removeTranslator(words)


def test_the_status_names_the_die_each_mouse_button_plays(make_board) -> None:
    """Said by number, not by place: in a tall window the dice lie one above the other."""
    board = make_board(opening=(1, 3), rolls=[(6, 4), (2, 2)])     # Bob wins the opening roll with 3-1
    window, c = board.window, board.controller
    board.roll()
    g = c.game
    assert g.dice is not None
    left, right = g.dice
    status = window.status_label.text()
    assert f"the left button plays the {left}, the right button the {right}" in status
    assert f"to play {max(left, right)}-{min(left, right)}" in status      # the higher die first, as players write
    mover = g.on_roll
    side = mover ^ window.session.bottom_player()
    board.click(board.checker_at(side, 24), Qt.MouseButton.RightButton)   # the right button: the right die
    assert [(m.from_point, m.to_point) for m in g.turn.moves] == [(24, 24 - right)]
    assert f"click it to play the {left}" in window.status_label.text()   # one die left: either button


@pytest.mark.parametrize("size", [(1100, 800), (900, 1400)])
def test_a_message_moves_the_last_roll_aside_instead_of_covering_it(make_board, size) -> None:
    from dataclasses import replace

    board = make_board(opening=(3, 1), rolls=[(6, 4)], size=size)
    c, scene = board.controller, board.scene
    board.roll()
    for move in c.game.turn.legal_plays.parse("8/5 6/5").moves:
        c.request_move(move.from_point, move.to_point)
    c.end_turn()
    board.roll()                                          # Bob's 6-4 in play; Alice's 3-1 her last roll
    state = scene.state
    alice = 0 ^ state.bottom_player                       # Alice's side of the board
    assert state.rolls[alice] is not None and not state.rolls[alice].current
    last = scene.last_dice[alice]
    plain = last.sceneBoundingRect()
    scene.show_state(replace(state, message="Bob takes: the cube is on 2. (a long message for the test)"))
    banner = scene.banner.mapRectToScene(scene.banner.boundingRect())
    assert scene.banner.isVisible() and last.isVisible()
    assert not banner.intersects(last.sceneBoundingRect())          # both can be read
    if size[0] > size[1]:
        assert last.sceneBoundingRect() != plain                     # the roll moved aside, across the gap
    else:
        assert banner.top() > last.sceneBoundingRect().bottom()      # the message under the upright dice
    assert scene.sceneRect().contains(banner)


def test_the_pip_difference_says_who_is_ahead_in_the_race(make_board) -> None:
    board = make_board(opening=(3, 1))
    c, scene = board.controller, board.scene
    board.roll()
    for move in c.game.turn.legal_plays.parse("8/5 6/5").moves:
        c.request_move(move.from_point, move.to_point)
    c.end_turn()
    alice, bob = scene.panels[0], scene.panels[1]            # Alice at the bottom
    assert alice._right_text() == "163 pips (4 ahead)"       # fewer pips to go: ahead
    assert bob._right_text() == "167 pips (4 behind)"


def test_the_computers_level_stays_at_its_name_when_stepping_back(qtbot, make_window) -> None:
    window = make_window(opening=(3, 1))
    scene = window.scene
    assert scene.panels[1].name == "Computer \u00b7 Expert"
    click_item(window, window.scene.roll_button)
    window.browser.go_to(0, 0)                         # the position before the opening roll
    assert window.browser.reviewing and window.session.review.cursor == (0, 0)
    shown = window.session.review.steps(0)[0].state    # what the board shows there
    assert [info.name for info in shown.players] == ["Alice", "Computer \u00b7 Expert"]


@pytest.mark.parametrize("size", [(1100, 800), (700, 1000)], ids=["landscape", "portrait"])
def test_your_own_last_roll_stays_beside_your_roll_button(make_board, size) -> None:
    board = make_board(opening=(4, 2), rolls=[(6, 5)], size=size)
    c = board.controller
    board.roll()
    assert c.request_play_text("8/4 6/4")
    board.roll()                                   # Bob
    assert c.request_play_text("24/13")
    scene = board.scene
    assert c.game.on_roll == 0 and scene.roll_button.isVisible()
    mine = scene.last_dice[0]                      # Alice's 4-2, on her side, not under her Roll button
    assert mine.isVisible() and mine.values == (4, 2)
    assert not mine.sceneBoundingRect().intersects(scene.roll_button.sceneBoundingRect())
    assert scene.last_dice[1].isVisible() and scene.last_dice[1].values == (6, 5)


def test_the_docks_let_the_window_narrow_to_the_board_and_one_dock_column(make_board) -> None:
    """The board's minimum (600 px) and the narrowest dock column beside it:
    the window shrinks to about 830 px with the hint, the game list and the
    move list open (their minimums held it at 906 px; issue 19)."""
    board = make_board(size=(1024, 760))
    window = board.window
    for dock in (window.hint_panel, window.browser.dock, window.move_list):
        dock.show()
    board.qtbot.waitUntil(lambda: window.move_list.isVisible() and window.browser.dock.isVisible())
    assert window.minimumSizeHint().width() <= 830
    window.resize(840, 760)
    board.qtbot.waitUntil(lambda: window.width() == 840)
    assert window.view.width() >= BoardView.MINIMUM[0]
    assert all(dock.width() >= dock.minimumSizeHint().width() for dock in (window.hint_panel, window.move_list))
    buttons = window.browser.buttons                # the game list's buttons all shown, none cut
    assert all(b.isVisible() and b.width() >= b.sizeHint().width() for b in buttons)


@pytest.mark.parametrize("size", [(1024, 768), (700, 1000)], ids=["landscape", "portrait"])
@pytest.mark.parametrize("stacks", [(1, 2), (3, 4), (5, 6)])
def test_the_roll_button_never_covers_a_tall_stack_or_its_count(make_board, size, stacks) -> None:
    """Beside her last roll, Alice's Roll button stood over the top of her 6-checker stack on the
    4-point and its count "6" (a player's screenshot at 1024x768).  Both players hold 6 checkers on
    two points of the home half (across the cases, every point of it): neither the button nor the
    last roll beside it touches any checker (the count is drawn on the top one)."""
    from backgammon_qt.model import Position

    p, q = stacks
    side = {p: 6, q: 6, 13: 3}
    board = make_board(position=Position.from_points(side, side), opening=(4, 3), rolls=[(4, 3)], size=size)
    c, scene = board.controller, board.scene
    board.roll()                                   # Alice 4-3 from the opening roll
    assert c.request_play_text("13/9 13/10")
    board.roll()                                   # Bob 4-3
    assert c.request_play_text("13/9 13/10")
    assert c.game.on_roll == 0 and scene.roll_button.isVisible()
    mine = scene.last_dice[0]
    assert mine.isVisible() and mine.values == (4, 3)
    tall = [item for s in (0, 1) for item in scene.checkers[s] if item.location in (p, q)]
    assert len(tall) == 24 and {item.count_label for item in tall} >= {"6"}
    for item in tall:
        for thing in (scene.roll_button, mine):
            assert not thing.sceneBoundingRect().intersects(item.sceneBoundingRect()), (thing, item.location)
    assert not mine.sceneBoundingRect().intersects(scene.roll_button.sceneBoundingRect())


def test_a_dances_note_beside_the_roll_button_covers_no_tall_stack(make_board) -> None:
    """Alice dances against a closed board; once Bob has played, her 5-2 and its "cannot move"
    stand beside her Roll button, the dice and the note inside the gap: clear of her stacks of 6
    and 7 on the 1- and 2-points."""
    from backgammon_qt.model import Position

    alice, bob = {25: 2, 1: 6, 2: 7}, {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 13: 3}
    board = make_board(position=Position.from_points(alice, bob), opening=(5, 2), rolls=[(4, 3)], size=(1024, 768))
    c, scene = board.controller, board.scene
    board.roll()                                   # the opening roll: Alice's 5-2 dances
    assert c.game.on_roll == 1
    board.roll()                                   # Bob 4-3
    assert c.request_play_text("13/9 13/10")
    assert c.game.on_roll == 0 and scene.roll_button.isVisible()
    mine = scene.last_dice[0]
    assert mine.isVisible() and mine.note == "cannot move"
    tall = [item for item in scene.checkers[0] if item.location in (1, 2)]
    assert len(tall) == 13 and {item.count_label for item in tall} >= {"6", "7"}
    for item in tall:
        for thing in (scene.roll_button, mine):
            assert not thing.sceneBoundingRect().intersects(item.sceneBoundingRect()), (thing, item.location)
    assert not mine.sceneBoundingRect().intersects(scene.roll_button.sceneBoundingRect())


def test_the_match_line_reads_whole_beside_the_epc_at_1024_by_768(qtbot, make_window) -> None:
    """Post-Crawford in a bear-off against the computer at 1024x768: once the effective pip counts
    showed beside the pips, the match line "post-Crawford · Match to 3 · Crawford rule" left the
    panel altogether (a player's screenshot).  It says the Crawford rule once, and reads whole, on
    two lines where one is too short, within the room between the name and the pips."""
    from PySide6.QtGui import QFontMetricsF, QGuiApplication

    from backgammon_qt.model import Position
    from backgammon_qt.model.matchid import MatchState
    from backgammon_qt.ui.item_fonts import make_font

    window = make_window()
    window.resize(1024, 768)
    alice, computer = {1: 1, 2: 2, 5: 1}, {2: 1, 3: 2, 4: 1, 6: 1}
    text = Position.from_points(alice, computer).position_id() + ":" + MatchState(
        match_length=3, score=(2, 2), player_on_roll=0, player_to_act=0).match_id()
    window.positions.ask = False
    QGuiApplication.clipboard().setText(text)
    with qtbot.waitSignal(window.positions.started):
        window.positions.paste_action.trigger()
    match, panel = window.controller.match, window.scene.panels[1]
    assert match.is_post_crawford and window.session.bottom_player() == 0
    qtbot.waitUntil(lambda: panel.epc is not None and window.scene.panels[0].epc is not None, timeout=20000)
    assert "EPC" in panel._right_text()
    assert panel.centre_text == "post-Crawford \u00b7 Match to 3"
    shown = panel.shown_centre_text()
    assert "\u2026" not in shown and " \u00b7 ".join(shown.split("\n")) == panel.centre_text
    left, right = panel._free_span()
    metrics = QFontMetricsF(make_font(16))
    assert all(metrics.horizontalAdvance(line) <= right - left for line in shown.split("\n"))
    window.grab().save("/tmp/board_match_line_epc.png")
