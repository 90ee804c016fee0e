"""Studying positions on the real widgets: a position set up in the
editor with the mouse and started offers on the board exactly the model's
legal destinations; pasted IDs and opened XG position files give the state
gnubg shows; what cannot be read leaves the match as it was."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from backgammon_qt.model.position import BAR, OFF
from backgammon_qt.model.turn import Turn

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "testdata" / "matches"


def _click(widget, point, button=Qt.MouseButton.LeftButton) -> None:
    QTest.mouseClick(widget, button, Qt.KeyboardModifier.NoModifier, point)


def _lit(board) -> set[int]:
    return {board.geometry.location_at(path.boundingRect().center(), 0) for path in board.scene.highlight.shapes}


def test_a_position_set_up_in_the_editor_offers_the_models_destinations(make_board, qtbot) -> None:
    board = make_board(opening=(3, 1))
    actions = board.window.positions
    actions.ask = False
    editor = actions.open_editor()
    qtbot.waitExposed(editor)
    eb = editor.board
    _click(editor.clear_button, editor.clear_button.rect().center())
    assert "Alice has 0 checkers" in editor.problem_text() and not editor.start_button.isEnabled()
    # Alice (light): 3 on her 6, 2 on her 8, 1 on the bar; the rest off
    for point, n in ((6, 3), (8, 2)):
        for _ in range(n):
            _click(eb, eb.spot_centre(("point", point)))
    # a checker dragged from Alice's supply tray to the bar
    QTest.mousePress(eb, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, eb.spot_centre(("supply", 0)))
    QTest.mouseMove(eb, eb.spot_centre(("point", 3)))
    QTest.mouseRelease(eb, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, eb.spot_centre(("bar", 0)))
    # Bob (dark): two on Alice's 4 (his 21), one blot on Alice's 5 (his 20), 3 on his 6 (Alice's 19)
    radio = editor.colour_buttons[1]
    _click(radio, QPoint(8, radio.height() // 2))
    assert eb.colour == 1
    for point, n in ((4, 2), (5, 1), (19, 3)):
        for _ in range(n):
            _click(eb, eb.spot_centre(("point", point)))
    # one too many, shown, then taken away with the right button
    _click(eb, eb.spot_centre(("point", 19)))
    _click(eb, eb.spot_centre(("point", 6)))      # Bob's checker on Alice's 6: both colours there
    assert "The 6-point holds checkers of both players." in editor.problem_text()   # Alice's 6, as drawn
    _click(eb, eb.spot_centre(("point", 6)), Qt.MouseButton.RightButton)   # Bob's first (his colour chosen)
    _click(eb, eb.spot_centre(("point", 19)), Qt.MouseButton.RightButton)
    _click(editor.fill_button, editor.fill_button.rect().center())
    assert editor.problem_text() == "", editor.problem_text()
    state = editor.state
    assert state.sides[0][6] == 3 and state.sides[0][8] == 2 and state.sides[0][BAR] == 1
    assert state.sides[0][OFF] == 9 and state.sides[1][21] == 2 and state.sides[1][6] == 3
    assert "Alice: pip count 59, 9 checkers borne off, 15 of 15 placed." in editor.counts.text()
    assert "Bob: pip count 80, 9 checkers borne off, 15 of 15 placed." in editor.counts.text()
    # the dice 3-1, Alice on roll
    editor.dice[0].setCurrentIndex(editor.dice[0].findData(3))
    editor.dice[1].setCurrentIndex(editor.dice[1].findData(1))
    assert editor.start_button.isEnabled()
    with qtbot.waitSignal(actions.started):
        _click(editor.start_button, editor.start_button.rect().center())
    game = board.game
    assert game.on_roll == 0 and game.dice == (3, 1)
    model = Turn(state.position(), (3, 1))
    movable = model.movable_points()
    assert movable == {BAR}
    for point in range(1, 26):
        counts = board.game.position_for(0).player
        if not counts[point]:
            continue
        p = board.to_view(board.checker_at(0, point))
        QTest.mousePress(board.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p)
        assert _lit(board) == set(model.legal_destinations(point)), point
        QTest.mouseRelease(board.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p)
    assert set(model.legal_destinations(BAR)) == {22, 24, 21}   # bar/22 bar/24, and bar/21 with both dice


@pytest.mark.parametrize("text, pid, pips, on_roll, dice, length, score", [
    ("sGfwGQDg28EBBg:cAlvATAAIAAA", "sGfwGQDg28EBBg", (145, 149), 1, (6, 3), 11, (3, 4)),
    (" GNU Backgammon  Position ID: 0HPhATDg2+ABMA\n                 Match ID   : MIHlAEAAAAAA\n",
     "0HPhATDg2+ABMA", (160, 162), 0, (3, 1), 7, (4, 0)),
    ("XGID=-B-CBBB---a---A---ABcbbbd-:1:-1:1:21:3:6:0:7:10", "b9sBCIC5bYDQAA", (111, 52), 0, (2, 1), 7, (3, 6)),
    ("XGID=-aAaBaDaB---bD-b-A-cA-b-b-:0:0:1:00:2:4:0:9:10", "Mw5jkCQyz+AhAg", (139, 156), 0, None, 9, (2, 4)),
])
def test_ctrl_v_on_the_board_plays_on_from_the_pasted_position(make_board, qtbot, text, pid, pips, on_roll, dice,
                                                               length, score) -> None:
    board = make_board()
    board.window.positions.ask = False
    QGuiApplication.clipboard().setText(text)
    board.view.setFocus()
    with qtbot.waitSignal(board.window.positions.started):
        QTest.keyClick(board.view.viewport(), Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    game = board.game
    assert game.position.position_id() == pid and game.pip_counts() == pips
    assert game.on_roll == on_roll and game.dice == dice
    assert board.controller.match.length == length and game.score == score
    assert board.controller.position_id() == pid


def test_the_edit_menu_pastes_a_position_id_keeping_the_match(make_board, qtbot) -> None:
    board = make_board(length=5)
    board.window.positions.ask = False
    QGuiApplication.clipboard().setText("4HPwATDgc/ABMA")
    with qtbot.waitSignal(board.window.positions.started):
        board.window.positions.paste_action.trigger()
    assert board.controller.match.length == 5 and board.game.phase.value == "rolling"


@pytest.mark.parametrize("text", ["4HPwATDgc/ABM", "4HPwATDgc/ABMA:QYkqASAAIAA", "XGID=-B-CBBB:1", "hello",
                                  "XGID=-B-CBBB---a---A---ABcbbbd-:1:1:1:21:6:3:1:7:10",
                                  "4HPwATDgc/ABMA:cAkAAAAAAAA"])
def test_a_broken_id_leaves_the_match_unchanged(make_board, qtbot, text) -> None:
    board = make_board(opening=(3, 1))
    board.roll()
    board.drag(board.checker_at(0, 8), board.point_centre(0, 5))
    before = (board.controller, board.game.position, board.game.turn.moves, board.controller.match_id())
    board.window.positions.ask = False
    QGuiApplication.clipboard().setText(text)
    with qtbot.waitSignal(board.window.positions.refused) as blocker:
        QTest.keyClick(board.view.viewport(), Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert blocker.args[0]
    assert (board.controller, board.game.position, board.game.turn.moves, board.controller.match_id()) == before
    # the status bar says why in a whole sentence (a fresh player saw "the Match ID must be 12 characters, ...")
    news = board.window.news_label.text()
    assert news[0].isupper() and news.endswith("."), news
    assert "\n" not in news


@pytest.mark.parametrize("name, pid", [("01_checkerPosition_EN.txt", "b9sBCIC5bYDQAA"),
                                       ("03_DT_EN.txt", "Mw5jkCQyz+AhAg")])
def test_open_reads_an_xg_position_file(make_board, qtbot, name, pid) -> None:
    path = CORPUS / "xg-positions" / name
    if not path.exists():
        pytest.skip(f"no corpus at {CORPUS}")
    board = make_board()
    with qtbot.waitSignal(board.window.session.loaded, timeout=10000):
        board.window.session.open(path)
    assert board.game.position.position_id() == pid


def test_a_pasted_xgid_with_a_double_offered_asks_the_taker(make_board, qtbot) -> None:
    # O (Bob, player 1) redoubles his 2-cube at 3-6 of 7: Alice is asked to take or drop
    board = make_board()
    board.window.positions.ask = False
    QGuiApplication.clipboard().setText("XGID=-B-CBBB---a---A---ABcbbbd-:1:-1:-1:D:3:6:0:7:10")
    with qtbot.waitSignal(board.window.positions.started):
        QTest.keyClick(board.view.viewport(), Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    game = board.game
    assert game.phase.value == "doubled" and game.on_roll == 1 and game.to_act == 0
    keys = {button.key for button in board.scene.prompt.buttons if button.isVisible()}
    assert {"take", "drop"} <= keys, board.scene.prompt.text
    board.answer("take")
    qtbot.waitUntil(lambda: board.game.cube_value == 4)
    assert board.game.cube_owner == 0 and board.game.phase.value == "rolling" and board.game.on_roll == 1


def _open_editor(board, qtbot):
    actions = board.window.positions
    actions.ask = False
    editor = actions.open_editor()
    qtbot.waitExposed(editor)
    return editor


def test_the_editor_draws_with_the_boards_geometry_and_its_home_board_side(make_board, qtbot) -> None:
    from backgammon_qt.ui.geometry import BoardGeometry

    board = make_board(opening=(3, 1))
    board.window.orientation_action.trigger()              # View > Home board on the left
    assert board.window.session.home_left()
    editor = _open_editor(board, qtbot)
    eb = editor.board
    assert eb.board_geometry.home_left
    left = BoardGeometry(home_left=True)
    # the points lie in the main board's order: 1 at the left, 12 at the right of the bottom row
    xs = [eb.spot_rect(("point", b)).center().x() for b in range(1, 13)]
    assert xs == sorted(xs)
    assert [left.column_rect(b).center().x() for b in range(1, 13)] == sorted(
        left.column_rect(b).center().x() for b in range(1, 13))
    assert eb.spot_rect(("off", 0)).center().x() < xs[0]   # the trays beside the home board, at the left
    # a click lands on the point drawn there
    _click(eb, eb.spot_centre(("point", 1)))
    assert editor.state.sides[0][1] == 1
    assert eb.spot_at(eb.spot_centre(("point", 1))) == ("point", 1)


def test_the_editor_works_from_the_keyboard(make_board, qtbot) -> None:
    board = make_board(opening=(3, 1))
    editor = _open_editor(board, qtbot)
    eb = editor.board
    qtbot.waitUntil(eb.hasFocus)
    state = editor.state
    QTest.keyClicks(eb, "8")                          # the ring to Alice's 8-point
    assert eb.ring == ("point", 8)
    QTest.keyClick(eb, Qt.Key.Key_Plus)               # one more of the colour chosen (Alice's)
    assert state.sides[0][8] == 4 and "16 checkers" in editor.problem_text()
    QTest.keyClick(eb, Qt.Key.Key_Minus)
    assert state.sides[0][8] == 3 and editor.problem_text() == ""
    QTest.keyClicks(eb, "20")                         # two digits quickly: the 20-point
    assert eb.ring == ("point", 20)
    QTest.keyClick(eb, Qt.Key.Key_Left)               # as drawn: the 19-point is left of the 20
    assert eb.ring == ("point", 19)
    QTest.keyClick(eb, Qt.Key.Key_C)                  # Bob's colour
    assert eb.colour == 1 and editor.colour_buttons[1].isChecked()
    QTest.keyClick(eb, Qt.Key.Key_Delete)             # one of Bob's five off his 6-point (Alice's 19)
    assert state.sides[1][6] == 4
    QTest.keyClick(eb, Qt.Key.Key_B)                  # Bob's half of the bar
    assert eb.ring == ("bar", 1)
    QTest.keyClick(eb, Qt.Key.Key_Space)
    assert state.sides[1][25] == 1 and editor.problem_text() == ""
    QTest.keyClick(eb, Qt.Key.Key_Down)               # the ring moves by the drawing; it never leaves the board
    assert eb.spot_at(eb.spot_rect(eb.ring).center()) == eb.ring
    # Tab goes on to the fields, through to Start
    QTest.keyClick(eb, Qt.Key.Key_Tab)
    assert not eb.hasFocus()
    seen = set()
    for _ in range(40):
        widget = QApplication.focusWidget()
        seen.add(widget)
        if widget is editor.start_button:
            break
        QTest.keyClick(widget, Qt.Key.Key_Tab)
    assert editor.start_button in seen and editor.on_roll in seen and editor.cube in seen


def test_the_editor_board_has_accessible_names_like_the_board(make_board, qtbot) -> None:
    from PySide6.QtGui import QAccessible

    from backgammon_qt.ui.position_editor import EditorAccess

    board = make_board(opening=(3, 1))
    editor = _open_editor(board, qtbot)
    eb = editor.board
    iface = QAccessible.queryAccessibleInterface(eb)
    assert iface is not None and iface.isValid() and iface.text(QAccessible.Text.Name) == "Position editor board"
    assert iface.childCount() == len(EditorAccess.KEYS)
    names = {key: iface.child(i).text(QAccessible.Text.Name) for i, key in enumerate(EditorAccess.KEYS)}
    assert names["6"] == "Alice's 6-point: 5 white checkers"
    assert names["19"] == "Alice's 19-point: 5 black checkers (Bob's)"
    assert names["tray0"] == "Alice's tray: 0 checkers borne off"
    _click(eb, eb.spot_centre(("point", 6)), Qt.MouseButton.RightButton)
    child = iface.child(EditorAccess.KEYS.index("6"))
    assert child.text(QAccessible.Text.Name) == "Alice's 6-point: 4 white checkers"
    eb.setFocus()
    QTest.keyClicks(eb, "13")
    focused = iface.focusChild()
    assert focused is not None and focused.text(QAccessible.Text.Name).startswith("Alice's 13-point")
    assert child.rect().contains(eb.mapToGlobal(eb.spot_centre(("point", 6))))


def test_a_double_copied_as_an_xgid_pastes_back_as_the_same_question(make_board, qtbot) -> None:
    board = make_board(opening=(3, 1))
    board.roll()
    board.drag(board.checker_at(0, 8), board.point_centre(0, 5))
    board.drag(board.checker_at(0, 6), board.point_centre(0, 5))
    board.click_item(board.scene.dice)
    board.click_item(board.scene.cube)                 # Bob doubles: Alice to answer
    assert board.game.phase.value == "doubled" and board.game.to_act == 0
    board.window.copy_xgid_action.trigger()
    text = QGuiApplication.clipboard().text()
    assert text.split(":")[4] == "D" and text.split(":")[3] == "-1"     # O (Bob) has doubled
    from backgammon_qt.model.matchid import MatchState

    def state(b):
        m = MatchState.from_match_id(b.controller.match_id())
        return (b.game.position, m.cube_value, m.cube_owner, m.player_on_roll, m.player_to_act, m.double_offered,
                m.score, m.match_length)

    before = state(board)
    assert before[5]                                   # a double offered, in gnubg's Match ID too
    other = make_board(opening=(4, 2))
    other.window.positions.ask = False
    with qtbot.waitSignal(other.window.positions.started):
        other.window.positions.paste(text)
    g = other.game
    assert state(other) == before
    assert g.phase.value == "doubled" and g.to_act == 0 and g.doubler == 1


def test_enter_on_the_editor_board_starts_the_position(make_board, qtbot) -> None:
    board = make_board(opening=(3, 1))
    editor = _open_editor(board, qtbot)
    qtbot.waitUntil(editor.board.hasFocus)
    QTest.keyClicks(editor.board, "6")
    QTest.keyClick(editor.board, Qt.Key.Key_Minus)
    QTest.keyClicks(editor.board, "5")
    QTest.keyClick(editor.board, Qt.Key.Key_Plus)       # 6/5, by keys
    with qtbot.waitSignal(board.window.positions.started):
        QTest.keyClick(editor.board, Qt.Key.Key_Return)
    assert board.game.position_for(0).player[5] == 1 and board.game.position_for(0).player[6] == 4


def test_the_editor_is_seen_from_the_boards_bottom_player(make_board, qtbot, settings) -> None:
    """When the board shows player 1 at the bottom (here two players at one board turned for the player
    to act, a pasted position with O to act; against the computer with the human in the second seat
    too), with their home board side: the editor too, its points by that player's numbers, each
    player's checkers in their own colour."""
    settings.set("turn_board", True)
    board = make_board()
    window = board.window
    window.positions.ask = False
    QGuiApplication.clipboard().setText("XGID=-b----E-C---eE---c-e----B-:0:0:-1:00:0:0:0:0:10")
    with qtbot.waitSignal(window.positions.started):
        QTest.keyClick(window.view.viewport(), Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    session = window.session
    assert session.bottom_player() == 1
    window.orientation_action.trigger()                    # the human's home board on the left
    assert session.home_left() and session.orientations == ["right", "left"]
    editor = window.positions.open_editor()
    qtbot.waitExposed(editor)
    eb = editor.board
    assert eb.bottom == 1 and eb.board_geometry.home_left and eb.colour == 1
    assert editor.colour_buttons[1].isChecked() and "bottom, dark" in editor.colour_buttons[1].text()
    # the bottom player's tray below the top player's, the home board's points at the left
    assert eb.spot_rect(("off", 1)).center().y() > eb.spot_rect(("off", 0)).center().y()
    assert eb.spot_rect(("point", 1)).center().x() < eb.spot_rect(("point", 12)).center().x()
    from PySide6.QtGui import QAccessible

    from backgammon_qt.ui.position_editor import EditorAccess

    iface = QAccessible.queryAccessibleInterface(eb)
    names = {key: iface.child(i).text(QAccessible.Text.Name) for i, key in enumerate(EditorAccess.KEYS)}
    name = editor.state.names[1]
    assert names["6"] == f"{name}'s 6-point: 5 black checkers"
    assert names["19"].startswith(f"{name}'s 19-point: 5 white checkers")
    bar = iface.child(EditorAccess.KEYS.index("bar")).rect()        # the whole bar, both players' halves
    assert all(bar.contains(eb.mapToGlobal(eb.spot_centre(("bar", p)))) for p in (0, 1))
    # a click on the 6-point drawn there adds one of the bottom player's own 6-point checkers
    _click(eb, eb.spot_centre(("point", 6)))
    assert editor.state.sides[1][6] == 6 and editor.state.sides[0][19] == 0
    QTest.keyClicks(eb, "24")                              # the number printed: the top player's 1-point
    QTest.keyClick(eb, Qt.Key.Key_C)
    QTest.keyClick(eb, Qt.Key.Key_Plus)
    assert editor.state.sides[0][1] == 1


def test_the_editors_problems_name_the_player_and_number_the_point_as_drawn() -> None:
    """RULES.md "Board and setup": 15 checkers a side, no point held by both.
    The model's check speaks of the player on roll and its numbering; the
    editor names the player and numbers the point as its board shows it."""
    from backgammon_qt.controller.positions import problem_texts
    from backgammon_qt.model.position import Position
    from backgammon_qt.model.position_edit import EditedPosition
    from backgammon_qt.model.record import Setup

    edited = EditedPosition.from_setup(Setup(Position.start(), 1), names=("Alice", "Bob"))
    edited.add(1, 24)                                   # a 16th checker for Bob, on roll
    assert problem_texts(edited, bottom=0) == ["Bob has 16 checkers (must be 15)."]
    edited.remove(1, 24)
    edited.remove(1, 24)                                # one of Bob's back checkers ...
    edited.add(1, 19)                                   # ... on his 19-point, where Alice has five (her 6)
    texts = problem_texts(edited, bottom=0)
    assert "The 6-point holds checkers of both players." in texts          # as Alice, at the bottom, sees it
    assert "The 19-point holds checkers of both players." in problem_texts(edited, bottom=1)


def test_the_editor_shows_the_dice_of_the_turn_being_played(make_board, qtbot) -> None:
    board = make_board(opening=(3, 1))
    board.roll()                                            # Alice plays 3-1
    board.drag(board.checker_at(0, 8), board.point_centre(0, 5))    # one move made: the editor shows the turn's start
    editor = _open_editor(board, qtbot)
    assert [box.currentData() for box in editor.dice] == [3, 1]
    assert [box.currentText() for box in editor.dice] == ["3", "1"]
    assert editor.state.sides[0][8] == 3 and editor.problem_text() == ""
    editor.reject()
    board.drag(board.checker_at(0, 6), board.point_centre(0, 5))
    board.click_item(board.scene.dice)                      # Bob to roll: no dice yet
    editor = _open_editor(board, qtbot)
    assert [box.currentData() for box in editor.dice] == [0, 0]


def test_the_editor_board_has_its_children_with_a_screen_reader_running(make_board, qtbot) -> None:
    """Issue 19: under AT-SPI the editor's board had no children ("Cannot
    create accessible child interface for object: EditorBoard"): with
    accessibility active, Qt asked for the board's interface while it was
    being made and kept a plain one.  Asked as a bridge asks (accessibility
    active before the editor opens, through the dialog's interface, with no
    reference of ours kept), the board has its places as children."""
    import gc

    from PySide6.QtGui import QAccessible

    from backgammon_qt.ui.position_editor import EditorAccess

    board = make_board(opening=(3, 1))
    QAccessible.setActive(True)                 # what a running screen reader's bridge does
    try:
        editor = _open_editor(board, qtbot)
        gc.collect()
        dialog = QAccessible.queryAccessibleInterface(editor)
        children = [dialog.child(i) for i in range(dialog.childCount())]
        found = [c for c in children if c is not None and c.text(QAccessible.Text.Name) == "Position editor board"]
        assert len(found) == 1
        iface = found[0]
        del children, found
        gc.collect()                            # nothing of ours holds the interface now
        iface = QAccessible.queryAccessibleInterface(editor.board)
        assert iface.childCount() == len(EditorAccess.KEYS)
        names = [iface.child(i).text(QAccessible.Text.Name) for i in range(iface.childCount())]
        assert names[5] == "Alice's 6-point: 5 white checkers"
        assert names[EditorAccess.KEYS.index("tray0")] == "Alice's tray: 0 checkers borne off"
        assert iface.child(5).parent().text(QAccessible.Text.Name) == "Position editor board"
    finally:
        QAccessible.setActive(False)


def test_the_editor_fits_a_1024_by_768_window_its_board_scaled_down(make_board, qtbot, tmp_path) -> None:
    """The player's report: Set up position opened 1100 pixels wide over a
    1024-pixel screen.  In a 1024x768 window it opens no bigger, its least
    size fits 1024x768, and its board scales down to the room left."""
    board = make_board(opening=(3, 1), size=(1024, 768))
    editor = _open_editor(board, qtbot)
    least = editor.minimumSizeHint()
    assert least.width() <= 1024 and least.height() <= 768, least
    assert editor.width() <= 1024 and editor.height() <= 768, editor.size()
    editor.resize(800, 600)                                # smaller still: the board gives way
    qtbot.waitUntil(lambda: editor.width() <= 800)
    eb = editor.board
    assert eb.isVisible() and eb.width() < 480
    for b in range(1, 25):                                 # every point drawn whole in the smaller board
        assert eb.rect().contains(eb.spot_rect(("point", b)).toAlignedRect()), b
    editor.resize(1024, 768)
    qtbot.waitUntil(lambda: editor.width() == 1024)
    editor.grab().save(str(tmp_path / "editor-1024.png"))
    editor.reject()


def test_the_editors_cube_at_1_is_in_the_middle_and_its_problems_are_sentences(make_board, qtbot) -> None:
    """RULES.md "Doubling cube": a cube at 1 is in the middle.  In the editor
    an owner chosen for a cube at 1 lifts it to 2, and a cube set to 1 goes
    to the middle: neither leaves a problem to mend by hand.  What is shown
    is whole sentences, each starting with a capital."""
    board = make_board(opening=(3, 1))
    editor = _open_editor(board, qtbot)
    assert editor.cube.currentData() == 1 and editor.owner.currentData() == -1
    editor.owner.setFocus()
    QTest.keyClick(editor.owner, Qt.Key.Key_Down)          # Alice owns it ...
    assert editor.owner.currentData() == 0 and editor.cube.currentData() == 2     # ... at 2
    assert editor.state.cube_value == 2 and editor.state.cube_owner == 0
    assert editor.problem_text() == "" and editor.start_button.isEnabled()
    editor.cube.setFocus()
    QTest.keyClick(editor.cube, Qt.Key.Key_Down)           # 4, still hers
    assert editor.cube.currentData() == 4 and editor.owner.currentData() == 0
    QTest.keyClick(editor.cube, Qt.Key.Key_Home)           # back to 1: in the middle
    assert editor.cube.currentData() == 1 and editor.owner.currentData() == -1
    assert editor.state.cube_value == 1 and editor.state.cube_owner is None
    assert editor.problem_text() == "" and editor.start_button.isEnabled()
    # a problem the model words (the Crawford game in money play), shown as a sentence
    editor.length.setFocus()
    editor.length.selectAll()
    QTest.keyClicks(editor.length, "0")
    editor.crawford.setChecked(True)
    _click(editor.clear_button, editor.clear_button.rect().center())
    lines = editor.problem_text().split("\n")
    assert len(lines) >= 3 and not editor.start_button.isEnabled(), lines
    assert all(line[0].isupper() and line.endswith(".") for line in lines), lines
