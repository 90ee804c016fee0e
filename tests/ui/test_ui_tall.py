"""Tall windows and the board's shape: in a window taller than wide the board
turns (the bar across it, the home board in the bottom half) and fills the
window; drags, clicks, the trays, the dice, the cube and the hint marks work
the same; the switch happens live on resize and keeps the turn in progress;
Ctrl+R or a resize during a drag calls the drag off cleanly; the first
painted board is settled; a press anywhere on a point (not the gap between the rows) takes its top
checker; the window has a readable minimum size."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtTest import QTest

from backgammon_qt.model import BAR, OFF, ManualDice, Match, Move, Position, legal_plays
from backgammon_qt.ui.geometry import BoardGeometry
from backgammon_qt.ui.hint_items import PlayPreviewItem, layout_play
from backgammon_qt.ui.main_window import MainWindow
from backgammon_qt.ui.view import BoardView

pytestmark = pytest.mark.gui

TALL = (900, 1400)
WIDE = (1100, 800)


def _tall(make_board, *args, **kwargs):
    board = make_board(*args, size=TALL, **kwargs)
    board.qtbot.waitUntil(lambda: board.scene.portrait)
    return board


def _placed_where_the_layout_says(board) -> None:
    """Every checker stands where the scene's geometry puts it (slabs upright
    in a portrait tray), none is sliding or held."""
    g = board.geometry
    assert board.scene.mouseGrabberItem() is None
    for side in (0, 1):
        for loc in range(26):
            items = sorted(board.checkers_of(side, loc), key=lambda c: c.stack_index)
            for i, item in enumerate(items):
                want = g.slab_pos(side, i) if loc == OFF else g.checker_pos(side, loc, i, len(items))
                assert not item.is_animating() and not item.dragging
                assert (item.pos() - want).manhattanLength() < 0.01, (side, loc, i)
                assert item.rotation() == (90 if loc == OFF and g.portrait else 0)


def test_a_tall_window_turns_the_board_and_fills_it(make_board) -> None:
    board = _tall(make_board)
    g = board.geometry
    assert g.portrait and board.scene.sceneRect() == g.scene_rect
    fx, fy = board.coverage()
    assert fx >= 0.80 and fy >= 0.55, (fx, fy)
    # the bar runs across; the bottom player's home board is the bottom half's right column
    bar = g.bar_rect()
    assert bar.width() > 5 * bar.height()
    centre = board.scene.sceneRect().center()
    for b in range(1, 7):
        column = g.column_rect(b)
        assert column.top() >= bar.bottom() and column.left() >= centre.x()
    assert g.column_rect(1).top() > g.column_rect(6).top()          # 1..6 up from the bottom
    assert g.tray_rect(0).top() > g.column_rect(1).bottom() and g.tray_rect(0).left() > centre.x()
    # the home board on the left: the same, mirrored
    board.window.orientation_action.trigger()
    g = board.geometry
    assert g.portrait and g.home_left
    assert all(g.column_rect(b).top() >= g.bar_rect().bottom() and g.column_rect(b).right() <= centre.x()
               for b in range(1, 7))
    fx, fy = board.coverage()
    assert fx >= 0.80 and fy >= 0.55, (fx, fy)


def test_the_landscape_window_keeps_the_upright_bar(make_board) -> None:
    board = make_board(size=WIDE)
    assert not board.scene.portrait
    bar = board.geometry.bar_rect()
    assert bar.height() > 5 * bar.width()


def test_drags_and_clicks_land_on_the_right_points_in_a_tall_window(make_board) -> None:
    board = _tall(make_board, opening=(3, 1))
    board.roll()
    p = board.to_view(board.checker_at(0, 8))
    QTest.mousePress(board.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p)
    lit = {board.geometry.location_at(path.boundingRect().center(), 0) for path in board.scene.highlight.shapes}
    assert lit == {5, 7, 4}
    QTest.mouseRelease(board.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p)
    board.controller.undo()                  # the press was a click: it played the left die
    assert board.game.turn.moves == ()
    board.drag(board.checker_at(0, 8), board.point_centre(0, 5))
    assert board.game.turn.moves == (Move(8, 5, 3),)
    on_five = board.checkers_of(0, 5)
    assert len(on_five) == 1 and on_five[0].pos() == board.geometry.checker_pos(0, 5, 0, 1)
    # a drop between the columns of points is no move: the checker goes back
    board.drag(board.checker_at(0, 6), QPointF(board.geometry.scene_rect.center().x(),
                                                board.geometry.column_rect(3).center().y()))
    assert len(board.game.turn.moves) == 1
    board.drag(board.checker_at(0, 6), board.point_centre(0, 5))
    assert board.game.turn.moves == (Move(8, 5, 3), Move(6, 5, 1))
    _placed_where_the_layout_says(board)


def test_left_and_right_clicks_play_each_die_in_a_tall_window(make_board) -> None:
    board = _tall(make_board, opening=(6, 5))
    board.roll()
    board.click(board.checker_at(0, 13))
    assert board.game.turn.moves == (Move(13, 7, 6),)
    board.controller.undo()
    board.click(board.checker_at(0, 13), Qt.MouseButton.RightButton)
    assert board.game.turn.moves == (Move(13, 8, 5),)


def test_a_hit_and_the_bar_in_a_tall_window(make_board) -> None:
    position = Position.from_points({8: 3, 6: 5, 13: 5, 24: 2}, {20: 1, 6: 5, 8: 3, 13: 5, 24: 1})
    board = _tall(make_board, position, opening=(3, 1))
    board.roll()
    board.drag(board.checker_at(0, 8), board.point_centre(0, 5))
    assert board.game.turn.moves == (Move(8, 5, 3, True),)
    on_bar = board.checkers_of(1, BAR)
    assert len(on_bar) == 1 and on_bar[0].pos() == board.geometry.checker_pos(1, BAR, 0, 1)
    assert board.geometry.bar_rect().contains(on_bar[0].pos())


def test_bearing_off_in_a_tall_window_by_drag_and_by_click(make_board) -> None:
    position = Position.from_points({6: 3, 5: 3, 4: 3, 3: 2, 2: 2, 1: 2}, {1: 3, 2: 3, 3: 3, 4: 3, 5: 3})
    board = _tall(make_board, position, opening=(6, 5))
    board.roll()
    board.drag(board.checker_at(0, 6), board.point_centre(0, OFF))
    assert board.game.turn.moves == (Move(6, OFF, 6),)
    off = board.checkers_of(0, OFF)
    assert len(off) == 1 and off[0].flat and off[0].pos() == board.geometry.slab_pos(0, 0)
    assert off[0].rotation() == 90                                  # upright in a tray lying across
    assert board.geometry.tray_rect(0).contains(off[0].sceneBoundingRect())
    board.click(board.geometry.tray_rect(0).center())
    assert board.game.turn.moves[-1] == Move(5, OFF, 5)
    assert board.game.position.player[OFF] == 2
    assert board.geometry.tray_rect(0).contains(board.checkers_of(0, OFF)[1].sceneBoundingRect())


def test_dice_cube_roll_button_and_prompts_sit_in_place_in_a_tall_window(make_board) -> None:
    board = _tall(make_board, opening=(3, 1), rolls=[(5, 5)])
    scene, g = board.scene, board.geometry
    outer, home = g.half_rects()
    assert scene.roll_button.isVisible() and home.contains(scene.roll_button.sceneBoundingRect())
    assert scene.cube.isVisible() and g.strip_rect().contains(scene.cube.sceneBoundingRect())
    board.roll()
    board.drag(board.checker_at(0, 8), board.point_centre(0, 5))
    board.drag(board.checker_at(0, 6), board.point_centre(0, 5))
    board.click_item(scene.dice)
    board.roll()                              # Bob's 5-5: four dice in a column in his half
    dice = scene.dice
    assert dice.values == (5, 5, 5, 5) and dice.upright and dice.pos() == g.dice_centre(1)
    assert outer.contains(dice.sceneBoundingRect())
    assert dice.sceneBoundingRect().width() < g.PORTRAIT_GAP        # between the two columns of points
    board.drag(board.checker_at(1, 13), board.point_centre(1, 8))
    assert dice.used == (True, False, False, False)
    # messages and prompts lie on the board
    for rect in (g.message_rect(0), g.message_rect(1), g.message_rect(None)):
        assert outer.united(home).contains(rect)


def test_resizing_between_landscape_and_portrait_keeps_the_turn(make_board, settings) -> None:
    settings.set("animation_speed", 2)
    board = make_board(opening=(3, 1), size=WIDE)
    assert not board.scene.portrait
    board.roll()
    board.drag(board.checker_at(0, 8), board.point_centre(0, 5))
    before = (board.game.position, board.game.turn.moves, board.game.dice)
    board.window.resize(*TALL)
    board.qtbot.waitUntil(lambda: board.scene.portrait)
    assert (board.game.position, board.game.turn.moves, board.game.dice) == before
    _placed_where_the_layout_says(board)
    assert board.scene.dice.upright and board.scene.dice.pos() == board.geometry.dice_centre(0)
    fx, fy = board.coverage()
    assert fx >= 0.80 and fy >= 0.55
    # play on in portrait, then back to landscape
    board.drag(board.checker_at(0, 6), board.point_centre(0, 5))
    board.settle()
    assert board.game.turn.moves == (Move(8, 5, 3), Move(6, 5, 1))
    board.window.resize(*WIDE)
    board.qtbot.waitUntil(lambda: not board.scene.portrait)
    _placed_where_the_layout_says(board)
    assert not board.scene.dice.upright
    assert board.game.turn.moves == (Move(8, 5, 3), Move(6, 5, 1))


def _press_and_hold(board, point: int) -> None:
    a = board.to_view(board.checker_at(0, point))
    QTest.mousePress(board.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, 6):
        QTest.mouseMove(board.viewport, a + type(a)(8 * i, -8 * i))
    assert board.scene.mouseGrabberItem() is not None and board.scene.highlight.shapes


def _release_somewhere(board, point: int) -> None:
    p = board.to_view(board.point_centre(0, point))
    QTest.mouseMove(board.viewport, p)
    QTest.mouseRelease(board.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p)


@pytest.mark.parametrize("size", [WIDE, TALL])
def test_ctrl_r_during_a_drag_calls_it_off(make_board, size) -> None:
    board = make_board(opening=(3, 1), size=size)
    board.qtbot.waitUntil(lambda: board.scene.portrait == (size == TALL))
    board.roll()
    held = max(board.checkers_of(0, 8), key=lambda c: c.stack_index)
    _press_and_hold(board, 8)
    assert held.dragging
    QTest.keyClick(board.window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert board.scene.home_left
    # no half-mirrored board: nothing held, nothing lit, every checker where the new layout says
    assert not held.dragging and board.scene.highlight.shapes == []
    _placed_where_the_layout_says(board)
    _release_somewhere(board, 5)              # the old drop target: no move
    assert board.game.turn.moves == ()
    _placed_where_the_layout_says(board)
    # the board works on at once
    board.drag(board.checker_at(0, 8), board.point_centre(0, 5))
    assert board.game.turn.moves == (Move(8, 5, 3),)


def test_a_resize_that_turns_the_board_during_a_drag_calls_it_off(make_board) -> None:
    board = make_board(opening=(3, 1), size=WIDE)
    board.roll()
    _press_and_hold(board, 8)
    board.window.resize(*TALL)
    board.qtbot.waitUntil(lambda: board.scene.portrait)
    assert board.scene.highlight.shapes == []
    _placed_where_the_layout_says(board)
    _release_somewhere(board, 5)
    assert board.game.turn.moves == ()


class _FirstPaint(QObject):
    """Notes, at the viewport's first paint, whether any checker was sliding
    and whether every checker stood where the layout puts it."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        self.window = window
        self.painted = False
        self.sliding: list = []
        self.misplaced: list = []

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint and not self.painted:
            self.painted = True
            scene = self.window.scene
            g = scene.geometry
            for side in (0, 1):
                for item in scene.checkers[side]:
                    if item.is_animating():
                        self.sliding.append(item)
                    n = sum(1 for c in scene.checkers[side] if c.location == item.location)
                    want = g.slab_pos(side, item.stack_index) if item.location == OFF \
                        else g.checker_pos(side, item.location, item.stack_index, n)
                    if (item.pos() - want).manhattanLength() > 0.01:
                        self.misplaced.append(item)
        return False


def test_the_first_painted_board_is_settled(qtbot, settings) -> None:
    settings.set("animation_speed", 1)                   # the slowest slide
    window = MainWindow(settings=settings, match=Match(5, dice=ManualDice([3, 1, (6, 5)])))
    watch = _FirstPaint(window)
    window.view.viewport().installEventFilter(watch)
    qtbot.addWidget(window)
    window.resize(*WIDE)
    window.show()
    qtbot.waitUntil(lambda: watch.painted)
    assert watch.sliding == [] and watch.misplaced == []
    assert window.scene.checkers[0][0].location != OFF   # the starting position, not the trays


@pytest.mark.parametrize("how", ["new match", "opened match"])
def test_a_new_or_opened_match_is_shown_at_once_and_moves_still_slide(make_board, settings, how) -> None:
    settings.set("animation_speed", 1)
    board = make_board(opening=(3, 1))
    board.roll()
    board.drag(board.checker_at(0, 8), board.point_centre(0, 5))
    board.drag(board.checker_at(0, 6), board.point_centre(0, 5))
    board.settle()
    if how == "new match":
        board.window.start_match(Match(5, dice=ManualDice([6, 5, (6, 5)])))
    else:                                      # a match in the middle of a game, as an opened file gives it
        match = Match(5, dice=ManualDice([6, 5]))
        match.new_game(start=Position.from_points({6: 5, 5: 5, 4: 5}, {6: 5, 5: 5, 4: 5}))
        board.window.start_match(match)
    assert not any(c.is_animating() for s in (0, 1) for c in board.scene.checkers[s])
    _placed_where_the_layout_says(board)
    # a move during play still slides
    board.roll()
    if how == "new match":
        board.drag(board.checker_at(0, 13), board.point_centre(0, 8))
    else:
        board.drag(board.checker_at(0, 6), board.point_centre(0, OFF))
    assert board.game.turn.moves
    assert any(c.is_animating() for c in board.scene.checkers[0])
    board.settle()


@pytest.mark.parametrize("size", [WIDE, TALL])
def test_a_press_anywhere_on_a_point_takes_its_top_checker_but_not_in_the_gap_between_the_rows(
        make_board, size) -> None:
    board = make_board(opening=(3, 1), size=size)
    board.qtbot.waitUntil(lambda: board.scene.portrait == (size == TALL))
    board.roll()
    g = board.geometry
    column = g.column_rect(8)
    top = max(board.checkers_of(0, 8), key=lambda c: c.stack_index)
    # the far end of the 8-point, away from its three checkers (toward the middle), still on the point
    # (g.POINT_LEN from its base); the gap between the rows of points beyond it is no point's
    reach = g.press_rect(0, 8)
    far = QPointF(column.center().x(), reach.top() + 4) if not g.portrait \
        else QPointF(reach.left() + 4 if column.left() > g.scene_rect.center().x() - 1
                     else reach.right() - 4, column.center().y())
    gap = QPointF(column.center().x(), column.top() + 4) if not g.portrait \
        else QPointF(column.left() + 4 if column.left() > g.scene_rect.center().x() - 1
                     else column.right() - 4, column.center().y())
    assert not reach.contains(gap)
    # a press on the empty felt between the rows of points (the player's click to give the board the
    # keys, or a miss of the dice) takes nothing
    QTest.mousePress(board.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, board.to_view(gap))
    assert board.scene.mouseGrabberItem() is None
    QTest.mouseRelease(board.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, board.to_view(gap))
    assert not board.game.turn.moves
    assert not top.sceneBoundingRect().isNull()
    assert all((c.pos() - far).manhattanLength() > g.CHECKER for c in board.checkers_of(0, 8))
    a = board.to_view(far)
    QTest.mousePress(board.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    assert board.scene.mouseGrabberItem() is top
    assert {g.location_at(p.boundingRect().center(), 0) for p in board.scene.highlight.shapes} == {5, 7, 4}
    b = board.to_view(board.point_centre(0, 5))
    for i in range(1, 6):
        QTest.mouseMove(board.viewport, a + (b - a) * (i / 5))
    QTest.mouseRelease(board.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
    assert board.game.turn.moves == (Move(8, 5, 3),)
    # a click on the empty end of a column plays the die left (the 1)
    board.click(g.column_rect(24).center())
    assert board.game.turn.moves == (Move(8, 5, 3), Move(24, 23, 1))
    # a press on the column of a point the mover does not hold takes nothing
    board.controller.undo()
    QTest.mousePress(board.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     board.to_view(g.column_rect(3).center()))
    assert board.scene.mouseGrabberItem() is None
    QTest.mouseRelease(board.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       board.to_view(g.column_rect(3).center()))


def test_hint_marks_follow_the_board_into_portrait(make_board) -> None:
    board = make_board(opening=(3, 1), size=WIDE)
    scene = board.scene
    preview = PlayPreviewItem()
    scene.addItem(preview)
    start = Position.start()
    play = legal_plays(start, (3, 1)).parse("8/5 6/5")
    preview.show_play(0, start, play.moves)
    assert preview.boundingRect() == scene.sceneRect()
    board.window.resize(*TALL)
    board.qtbot.waitUntil(lambda: scene.portrait)
    assert preview.boundingRect() == scene.sceneRect() == board.geometry.scene_rect
    marks = preview.layout()
    assert marks == layout_play(board.geometry, 0, start, play.moves)
    g = board.geometry
    assert marks.arrows[0] == (g.checker_pos(0, 8, 2, 3), g.checker_pos(0, 5, 0, 1))
    assert all(g.location_at(dest, 0) == 5 for _src, dest in marks.arrows)


def test_portrait_geometry_places_every_point_once() -> None:
    for home_left in (False, True):
        g = BoardGeometry(home_left=home_left, portrait=True)
        columns = [g.column_rect(b) for b in range(1, 25)]
        assert all(g.scene_rect.contains(c) for c in columns)
        assert all(not a.intersects(b) for i, a in enumerate(columns) for b in columns[i + 1:])
        for b in range(1, 25):
            assert g.location_at(g.column_rect(b).center(), 0) == b
            assert g.location_at(g.column_rect(b).center(), 1) == 25 - b
            assert g.column_rect(b).contains(g.checker_pos(0, b, 4, 5))
            assert not g.column_rect(b).contains(g.number_rect(b).center())
        assert g.location_at(g.tray_rect(0).center(), 0) == OFF
        assert g.location_at(g.bar_rect().center(), 0) == BAR
        assert g.prefers_portrait(900, 1300) and not g.prefers_portrait(1100, 720)
        assert not g.prefers_portrait(800, 800)


def test_the_window_cannot_be_made_too_small_to_read(make_board) -> None:
    board = make_board(size=WIDE)
    board.window.resize(300, 200)
    board.qtbot.waitUntil(lambda: board.view.width() >= BoardView.MINIMUM[0])
    assert board.view.width() >= BoardView.MINIMUM[0] and board.view.height() >= BoardView.MINIMUM[1]
    assert board.window.minimumSizeHint().width() >= BoardView.MINIMUM[0]


def test_the_board_turned_for_the_player_on_roll_is_put_in_place_at_once(make_board, settings) -> None:
    settings.set("turn_board", True)
    settings.set("animation_speed", 1)
    board = make_board(opening=(3, 1), size=TALL)
    board.qtbot.waitUntil(lambda: board.scene.portrait)
    board.roll()
    board.controller.request_move(8, 5)
    board.controller.request_move(6, 5)
    board.settle()
    assert board.scene.state.bottom_player == 0
    board.controller.end_turn()                # Bob on roll: his side comes to the bottom
    assert board.scene.state.bottom_player == 1
    _placed_where_the_layout_says(board)       # no checker slides across the board


def test_the_cube_is_clicked_and_taken_in_a_tall_window(make_board) -> None:
    board = _tall(make_board, opening=(3, 1))
    board.roll()
    board.drag(board.checker_at(0, 8), board.point_centre(0, 5))
    board.drag(board.checker_at(0, 6), board.point_centre(0, 5))
    board.click_item(board.scene.dice)        # Bob to roll, or to double
    scene, g = board.scene, board.geometry
    assert scene.cube.clickable and scene.cube.pos() == g.cube_pos(None)
    board.click_item(scene.cube)
    assert scene.prompt.isVisible() and "Bob doubles to 2" in scene.prompt.text
    outer, home = g.half_rects()
    assert outer.united(home).contains(scene.prompt.sceneBoundingRect())
    board.answer("take")
    assert board.game.cube_value == 2 and board.game.cube_owner == 0
    assert scene.cube.pos() == g.cube_pos(0) and g.strip_rect().contains(scene.cube.sceneBoundingRect())
    assert scene.cube.pos().x() > g.cube_pos(None).x()      # at Alice's end: the home board's side


def test_hint_marks_moved_between_boards_follow_only_the_board_they_are_on(qapp, monkeypatch) -> None:
    """The analysis arrows move between the live board and the review board at every decision
    shown; each arrival connected the scene's signals again and nothing was let go, so every
    board kept signalling (and repainting) marks long gone from it."""
    from backgammon_qt.ui.scene import BoardScene

    live, review = BoardScene(), BoardScene()
    preview = PlayPreviewItem()
    moved: list[bool] = []
    monkeypatch.setattr(preview, "prepareGeometryChange", lambda: moved.append(True))
    for _ in range(3):
        live.addItem(preview)
        live.removeItem(preview)
        review.addItem(preview)
        review.removeItem(preview)
    live.addItem(preview)
    review.geometry_changed.emit()              # a board the marks left: nothing to them
    assert moved == []
    live.geometry_changed.emit()                # the board they are on: once, not once per visit
    assert moved == [True]
