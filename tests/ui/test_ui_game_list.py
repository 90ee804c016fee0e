"""The game list (ui/match_browser.py) beside the move list: moves taken
back are greyed rows under the action made instead, shown but never a step
of the game; each analysed play and cube action carries the move list's
error mark in its colour (the same presentation.move_marks)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest

from backgammon_qt.controller.presentation import ERROR_COLOURS, move_marks


def _alice_plays_31(board) -> None:
    """Alice's 3-1 on the board: 8/5 6/5 (the turn not ended)."""
    board.drag(board.checker_at(0, 8), board.point_centre(0, 5))
    board.drag(board.checker_at(0, 6), board.point_centre(0, 5))


def _two_turns(board) -> None:
    """Alice 31: 8/5 6/5, Bob 64: 24/18 13/9, each ended with a click on the dice."""
    board.roll()
    _alice_plays_31(board)
    board.click_item(board.scene.dice)
    board.roll()
    board.drag(board.checker_at(1, 24), board.point_centre(1, 18))
    board.drag(board.checker_at(1, 13), board.point_centre(1, 9))
    board.click_item(board.scene.dice)


def _two_turns_taken_back(board, monkeypatch) -> None:
    """Alice 31: 8/5 6/5, Bob 64: 24/18 13/9, Bob takes his back (Alice agrees) and plays 24/14."""
    _two_turns(board)
    actions = board.window.positions
    actions.ask = False
    monkeypatch.setattr(type(actions), "confirm_take_back", lambda self, who, q: True)
    with board.qtbot.waitSignal(actions.taken_back):
        actions.take_back_action.trigger()
    board.drag(board.checker_at(1, 24), board.point_centre(1, 14))
    board.click_item(board.scene.dice)


def _open_list(board):
    browser = board.window.browser
    QTest.keyClick(board.window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    board.qtbot.waitUntil(lambda: browser.tree is not None and browser.dock.isVisible())
    return browser


def test_a_taken_back_move_is_a_greyed_row_under_the_move_made_instead(make_board, qtbot, monkeypatch) -> None:
    board = make_board(opening=(3, 1), rolls=[(6, 4), (2, 1)])
    _two_turns_taken_back(board, monkeypatch)
    record = board.game.record
    assert [a.play for a in record.actions if a.kind == "move"] == ["8/5 6/5", "24/14"]
    browser = _open_list(board)
    game = browser.tree.topLevelItem(0)
    rows = [game.child(k) for k in range(game.childCount())]
    assert [r.text(2) for r in rows][-1] == "24/14"
    made_instead = rows[-1]                          # Bob's 24/14, where 24/18 13/9 was taken back
    assert made_instead.childCount() == 1
    side = made_instead.child(0)
    assert (side.text(0), side.text(1), side.text(2)) == ("\u21ba", "Bob", "24/18 13/9")
    assert "Taken back by Bob" in side.toolTip(2)
    assert not side.flags() & Qt.ItemFlag.ItemIsSelectable and side.font(2).italic()
    assert side.foreground(2).color() != made_instead.foreground(2).color()
    # a click on it is no step: the board stays live; a click on a row of the game steps there
    tree = browser.tree
    tree.scrollToItem(side)
    QTest.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     tree.visualItemRect(side).center())
    assert board.window.session.review.cursor is None
    QTest.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     tree.visualItemRect(rows[1]).center())
    qtbot.waitUntil(lambda: board.window.session.review.cursor == (0, 2))
    # the rows of the game are still one a step (the side line takes none)
    assert [r.data(0, Qt.ItemDataRole.UserRole) for r in rows] == [(0, k + 1) for k in range(len(rows))]


@dataclass(frozen=True)
class _Decision:
    """An analysed decision as the move list reads it (presentation.AnalysedDecision)."""

    game: int
    action: int
    player: int
    kind: str
    made: str
    best: str
    equity_lost: float
    error: str


@dataclass(frozen=True)
class _Analysis:
    decisions: tuple[_Decision, ...]


def test_the_game_list_marks_errors_as_the_move_list_does(make_board, qtbot) -> None:
    board = make_board(opening=(3, 1), rolls=[(6, 4)])
    _two_turns(board)
    browser = _open_list(board)
    game = browser.tree.topLevelItem(0)
    assert game.child(1).text(2) == "8/5 6/5" and game.child(3).text(2) == "24/18 13/9"
    session = board.window.session
    decisions = (_Decision(0, 1, 0, "checker", "8/5 6/5", "8/5 6/5", 0.0, ""),
                 _Decision(0, 3, 1, "checker", "24/18 13/9", "24/14", 0.125, "bad"))
    session.analysis = _Analysis(decisions)
    browser.analysis_changed()
    marks = move_marks(session.review.record.games[0], 0, decisions)
    assert game.child(3).text(2) == f"24/18 13/9 {marks[4].mark}" == "24/18 13/9 ?"
    assert game.child(3).foreground(2).color() == QColor(ERROR_COLOURS["bad"])
    assert game.child(3).toolTip(2) == marks[4].tip
    assert game.child(1).text(2) == "8/5 6/5"                    # no error, no mark
    # the move list shows the same mark
    moves = board.window.move_list
    moves.analysis_changed()
    texts = [moves.table.item(r, c).text() for r in range(moves.table.rowCount()) for c in (0, 1)
             if moves.table.item(r, c) is not None]
    assert any(t.endswith("24/18 13/9 ?") for t in texts)


@pytest.mark.slow
def test_after_a_real_analysis_the_game_list_carries_the_marks(qtbot, settings) -> None:
    """The window's analysis (Analyse > Analyse match) marks the game list as it marks the move list."""
    from helpers.board import show_window

    from backgammon_qt.engine import SageEngine
    from backgammon_qt.engine.selfplay import SelfPlayStats, play_game
    from backgammon_qt.model import Match, RandomDice, RuleOptions
    from backgammon_qt.ui.main_window import MainWindow

    match = Match(0, RuleOptions.money(), ("Alice", "Bob"), RandomDice(31))
    engine = SageEngine("beginner", seed=31)
    play_game(match.new_game(), (engine, engine), SelfPlayStats())
    window = MainWindow(settings=settings, match=Match.replay(match.to_record()))
    show_window(qtbot, window, (1300, 800))
    browser = window.browser
    browser.toggle_action.trigger()
    qtbot.waitUntil(lambda: browser.tree is not None and browser.dock.isVisible())
    actions = window.analysis
    actions.level_actions["expert"].trigger()
    with qtbot.waitSignal(actions.job.finished, timeout=120_000):
        actions.match_action.trigger()
    analysis = window.session.analysis
    record = window.session.review.record
    marks = move_marks(record.games[0], 0, analysis.decisions)
    game = browser.tree.topLevelItem(0)
    shown = {k + 1: game.child(k).text(2) for k in range(game.childCount())}
    marked = {step for step, mark in marks.items() if mark.mark}
    assert marked, "a beginner's game with no error: choose another seed"
    for step, mark in marks.items():
        if mark.mark:
            assert shown[step].endswith(" " + mark.mark), (step, shown[step])
            assert game.child(step - 1).foreground(2).color() == QColor(ERROR_COLOURS[mark.error])
    assert not any(text.endswith("?") for step, text in shown.items() if step not in marked)


def test_a_move_taken_back_and_not_played_again_yet_is_under_the_last_row(make_board, qtbot, monkeypatch) -> None:
    board = make_board(opening=(3, 1), rolls=[(6, 4)])
    board.roll()
    _alice_plays_31(board)
    board.click_item(board.scene.dice)
    actions = board.window.positions
    actions.ask = False
    monkeypatch.setattr(type(actions), "confirm_take_back", lambda self, who, q: True)
    with qtbot.waitSignal(actions.taken_back):
        actions.take_back_action.trigger()
    browser = _open_list(board)
    game = browser.tree.topLevelItem(0)
    assert game.childCount() == 1                       # the opening roll, to be played again
    side = game.child(0).child(0)
    assert side is not None and (side.text(1), side.text(2)) == ("Alice", "8/5 6/5")


def test_the_game_list_is_named_and_keeps_enter_and_space_for_itself(make_board, qtbot) -> None:
    """Enter in the game list shows the row's position (not the window's End turn), Space is the list's
    (not Roll); the list has an accessible name and description."""
    from PySide6.QtGui import QAccessible
    from PySide6.QtWidgets import QApplication

    board = make_board(opening=(3, 1), rolls=[(6, 4)])
    board.roll()
    _alice_plays_31(board)
    browser = _open_list(board)
    tree = browser.tree
    iface = QAccessible.queryAccessibleInterface(tree)
    assert iface is not None and iface.text(QAccessible.Text.Name) == "Game list"
    assert "Enter" in iface.text(QAccessible.Text.Description)
    tree.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is tree)
    QTest.keyClick(tree, Qt.Key.Key_Return)
    assert board.game.on_roll == 0 and len(board.game.turn.moves) == 2       # the turn was not ended
    board.window.end_turn_action.trigger()
    assert board.game.on_roll == 1 and board.game.phase.value == "rolling"
    tree.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is tree)
    QTest.keyClick(tree, Qt.Key.Key_Space)
    assert board.game.phase.value == "rolling" and board.game.on_roll == 1     # Bob has not rolled
    # Enter on a row shows the position after it (the row made current without stepping, as by the list)
    game = tree.topLevelItem(0)
    first = game.child(0)
    tree.blockSignals(True)
    tree.setCurrentItem(first)
    tree.blockSignals(False)
    review = board.window.session.review
    assert review.cursor is None
    with qtbot.waitSignal(review.stepped, timeout=2000):
        QTest.keyClick(tree, Qt.Key.Key_Return)
    assert review.current() == first.data(0, Qt.ItemDataRole.UserRole)


def test_a_set_up_games_first_play_taken_back_is_shown_before_any_row(make_board, qtbot, monkeypatch) -> None:
    """A pasted or set-up position's first play taken back (the game has no action left) is a greyed row
    under the game's own row; the play made instead then becomes the game's first row, the taken-back
    one under it."""
    from backgammon_qt.model.dice import ManualDice
    from backgammon_qt.model.match import Match
    from backgammon_qt.model.position import Position
    from backgammon_qt.model.record import Setup

    match = Match(5, players=("Alice", "Bob"), dice=ManualDice([]))
    match.new_game(setup=Setup(Position.start(), 0, (3, 1)))
    board = make_board(match=match)
    _alice_plays_31(board)
    board.click_item(board.scene.dice)
    actions = board.window.positions
    actions.ask = False
    monkeypatch.setattr(type(actions), "confirm_take_back", lambda self, who, q: True)
    with qtbot.waitSignal(actions.taken_back):
        actions.take_back_action.trigger()
    assert board.game.record.actions == [] and len(board.game.record.side_lines) == 1
    browser = _open_list(board)
    game = browser.tree.topLevelItem(0)
    assert game.childCount() == 1
    side = game.child(0)
    assert (side.text(0), side.text(1), side.text(2)) == ("\u21ba", "Alice", "8/5 6/5")
    assert not side.flags() & Qt.ItemFlag.ItemIsSelectable and side.font(2).italic()
    board.drag(board.checker_at(0, 24), board.point_centre(0, 23))
    board.drag(board.checker_at(0, 13), board.point_centre(0, 10))
    board.click_item(board.scene.dice)
    game = browser.tree.topLevelItem(0)
    assert game.childCount() == 1
    made = game.child(0)
    assert made.text(1) == "Alice" and "24/23" in made.text(2) and not made.font(2).italic()
    assert made.flags() & Qt.ItemFlag.ItemIsSelectable and made.data(0, Qt.ItemDataRole.UserRole) == (0, 1)
    assert made.childCount() == 1 and made.child(0).text(2) == "8/5 6/5"


def test_a_finished_games_rows_are_dropped_when_the_next_game_is_played_and_made_again_when_opened(
        make_board, qtbot) -> None:
    """The list keeps only the rows of the game in play (and of games the
    player opens): the work of an action stays that of one game, however
    long the session (issue 22)."""
    board = make_board(opening=(3, 1), rolls=[(5, 2), (4, 1)], length=7)
    browser = _open_list(board)
    tree = browser.tree
    c = board.window.controller
    c.roll()                                          # game 1: Alice wins the opening 3-1 ...
    c.resign(1)                                       # ... and resigns a single game
    c.answer("accept")
    c.answer("next_game")
    c.roll()                                          # game 2: the opening roll, a resignation
    c.resign(1)
    c.answer("accept")
    actions = len(c.game.record.actions)
    rows = [[tree.topLevelItem(1).child(k).text(col) for col in range(3)] for k in range(actions)]
    assert actions >= 2 and tree.topLevelItem(1).childCount() == actions and tree.topLevelItem(1).isExpanded()
    c.answer("next_game")
    qtbot.waitUntil(lambda: tree.topLevelItemCount() == 3)
    second, third = tree.topLevelItem(1), tree.topLevelItem(2)
    assert third.isExpanded() and tree.currentItem() is third
    assert not second.isExpanded() and second.childCount() == 0
    second.setExpanded(True)                          # the player opens game 2: its rows are made again
    assert [[second.child(k).text(col) for col in range(3)] for k in range(second.childCount())] == rows


def test_the_game_list_fits_its_dock_beside_the_hint_in_a_1024_window(qtbot, settings, tmp_path) -> None:
    """The player's report: at 1024 pixels the game list showed 2 rows and its
    Action column was cut off behind a sideways scroll bar.  Its columns now fit
    the dock (the Action column takes the rest, a cut text in full in its
    tooltip) and more rows show."""
    from helpers.board import show_window

    from backgammon_qt.engine import SageEngine
    from backgammon_qt.engine.selfplay import SelfPlayStats, play_game
    from backgammon_qt.model import Match, RandomDice, RuleOptions
    from backgammon_qt.ui.main_window import MainWindow

    match = Match(0, RuleOptions.money(), ("marcel2710", "lasse"), RandomDice(31))
    engine = SageEngine("beginner", seed=31)
    play_game(match.new_game(), (engine, engine), SelfPlayStats())
    window = MainWindow(settings=settings, match=Match.replay(match.to_record()))
    show_window(qtbot, window, (1024, 768))
    qtbot.waitUntil(lambda: window.width() == 1024)
    window.hint_panel.show()
    browser = window.browser
    browser.toggle_action.trigger()
    qtbot.waitUntil(lambda: browser.tree is not None and browser.dock.isVisible())
    tree = browser.tree
    tree.expandItem(tree.topLevelItem(0))
    for _ in range(3):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()
    assert (window.width(), window.height()) == (1024, 768)
    header = tree.header()
    assert tree.horizontalScrollBar().maximum() == 0                   # nothing to scroll sideways
    assert header.length() <= tree.viewport().width()
    assert header.sectionSize(2) >= tree.viewport().width() // 3       # the Action column: a third at least
    game = tree.topLevelItem(0)
    rows = [game.child(k) for k in range(game.childCount())]
    seen = [row for row in rows if tree.viewport().rect().contains(tree.visualItemRect(row))]
    assert len(seen) >= 4, len(seen)
    metrics = tree.fontMetrics()
    cut = [row for row in rows if metrics.horizontalAdvance(row.text(2)) > header.sectionSize(2) - 8]
    assert cut, "no action text wider than its column: choose a longer game"
    for row in cut:                                                     # each cut text whole in its tooltip
        assert row.toolTip(2) == row.text(2)
    window.grab().save(str(tmp_path / "game-list-1024.png"))


def test_a_long_action_in_the_game_list_wraps_whole_onto_more_lines(qtbot, settings, tmp_path) -> None:
    """The fresh player's reports: the game list cut plays in the middle of
    a play ("6-4: 24/…/9"), then after a whole move ("Opening roll …",
    "6/2(2) …", "15/9 … ??": the play pushed out by its error mark).  An
    action wider than the Action column wraps onto more lines of its row,
    between whole moves, and is drawn whole."""
    from helpers.board import show_window
    from PySide6.QtWidgets import QStyleOptionViewItem

    from backgammon_qt.engine import SageEngine
    from backgammon_qt.engine.selfplay import SelfPlayStats, play_game
    from backgammon_qt.model import Match, RandomDice, RuleOptions
    from backgammon_qt.ui.main_window import MainWindow

    match = Match(0, RuleOptions.money(), ("marcel2710", "lasse"), RandomDice(31))
    engine = SageEngine("beginner", seed=31)
    play_game(match.new_game(), (engine, engine), SelfPlayStats())
    window = MainWindow(settings=settings, match=Match.replay(match.to_record()))
    show_window(qtbot, window, (1024, 768))
    qtbot.waitUntil(lambda: window.width() == 1024)
    window.hint_panel.show()
    browser = window.browser
    browser.toggle_action.trigger()
    qtbot.waitUntil(lambda: browser.tree is not None and browser.dock.isVisible())
    tree = browser.tree
    tree.expandItem(tree.topLevelItem(0))
    for _ in range(3):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()
    game = tree.topLevelItem(0)
    rows = [game.child(k) for k in range(game.childCount())]
    from PySide6.QtWidgets import QStyle

    # the text's room in the column: its width less the item's text margins (as the delegate measures)
    width = tree.header().sectionSize(2) - 2 * (tree.style().pixelMetric(
        QStyle.PixelMetric.PM_FocusFrameHMargin, None, tree) + 1)
    metrics = tree.fontMetrics()
    long_rows = [row for row in rows if metrics.horizontalAdvance(row.text(2)) > width]
    assert long_rows, "no action wider than its column: choose a longer game"
    line = metrics.height()
    for row in long_rows:
        rect = tree.visualItemRect(row)
        wrapped = metrics.boundingRect(QRect(0, 0, width, 10000), int(Qt.TextFlag.TextWordWrap), row.text(2))
        assert rect.height() >= wrapped.height() >= 2 * line, (row.text(2), rect.height(), wrapped.height())
        index = tree.indexFromItem(row, 2)
        option = QStyleOptionViewItem()
        option.initFrom(tree.viewport())
        option.rect = tree.visualRect(index)
        option.widget = tree
        option.font = tree.font()
        option.fontMetrics = metrics
        tree.itemDelegateForIndex(index).initStyleOption(option, index)      # what the row draws
        assert option.text == row.text(2)                                    # whole, not cut
    window.grab().save("/tmp/layout2_game_list.png")


def _play_turns(window, turns: int) -> None:
    """``turns`` turns played by the controller: a roll, the first legal play (or none), the turn ended."""
    controller = window.controller
    for _ in range(turns):
        assert controller.roll()
        turn = controller.game.turn
        plays = list(turn.legal_plays) if turn is not None else []
        if plays and len(plays[0].moves):
            assert controller.request_play_text(str(plays[0]))
        else:
            controller.end_turn()
        QCoreApplication.processEvents()


def test_the_names_are_whole_the_actions_wrap_and_the_list_follows_play(qtbot, settings, tmp_path) -> None:
    """The fresh player's report (a 1024x768 window, the game list in a
    200-pixel dock beside the hint): the names were cut to "Compu…" while
    the actions wrapped over three lines, and the newest row was not
    scrolled into view as the moves were played.  The names get their width
    (the Action column wraps, its longest word whole); the list follows
    play, unless the player scrolled away to read an earlier row."""
    from helpers.board import seeded_match, show_window

    from backgammon_qt.model import RandomDice
    from backgammon_qt.ui.main_window import MainWindow

    match = seeded_match(("Alice", "Computer"), dice=RandomDice(7), length=0)
    window = show_window(qtbot, MainWindow(settings=settings, match=match, seats=("human", "human")), (1024, 768))
    window.hint_panel.show()
    window.analysis.panel_action.trigger()          # on the left: the right column about 200 pixels
    browser = window.browser
    browser.toggle_action.trigger()
    qtbot.waitUntil(lambda: browser.tree is not None and browser.dock.isVisible())
    tree = browser.tree
    viewport = tree.viewport()

    def newest_seen() -> bool:
        game = tree.topLevelItem(tree.topLevelItemCount() - 1)
        row = game.child(game.childCount() - 1) if game.childCount() else game
        return viewport.rect().contains(tree.visualItemRect(row))

    for turn in range(20):
        _play_turns(window, 1)
        for _ in range(3):
            QCoreApplication.sendPostedEvents()
            QCoreApplication.processEvents()
        assert newest_seen(), turn
    window.grab().save(str(tmp_path / "game-list-follows.png"))
    assert (window.width(), window.height()) == (1024, 768)
    assert browser.dock.width() <= 230
    header = tree.header()
    metrics = tree.fontMetrics()
    from PySide6.QtWidgets import QStyle

    margin = 2 * (tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, tree) + 1)   # the text's
    assert metrics.horizontalAdvance("Computer") + margin <= header.sectionSize(1), header.sectionSize(1)   # whole
    game = tree.topLevelItem(0)
    words = {word for k in range(game.childCount()) for word in game.child(k).text(2).split()}
    assert max(metrics.horizontalAdvance(word) for word in words) + margin <= header.sectionSize(2)
    assert header.length() <= viewport.width()

    # the player scrolls up to read: the list stays there as play goes on
    bar = tree.verticalScrollBar()
    assert bar.maximum() > 0
    bar.setValue(0)
    _play_turns(window, 2)
    for _ in range(3):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()
    assert bar.value() == 0
    assert not newest_seen()
    bar.setValue(bar.maximum())                     # back at the foot: it follows again
    _play_turns(window, 2)
    for _ in range(3):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()
    assert newest_seen()


def test_in_danish_the_opening_roll_is_whole_in_a_narrow_game_list(qtbot, qapp, settings, tmp_path) -> None:
    """The fresh player's report: in Danish the opening roll's row read
    "Åbnings…" in a 200-pixel dock.  Every word of the actions listed is
    whole in the Action column (a narrower number column and indentation
    leave it the room)."""
    import subprocess
    from pathlib import Path

    from helpers.board import seeded_match, show_window
    from PySide6.QtWidgets import QStyle

    from backgammon_qt.app import translations
    from backgammon_qt.ui.main_window import MainWindow

    subprocess.run(["bash", str(Path(__file__).resolve().parents[2] / "scripts" / "build-translations.sh")],
                   check=True)
    assert translations.install("da", qapp) == "da"
    try:
        match = seeded_match(("Alice", "Computer"), opening=(2, 1))
        window = show_window(qtbot, MainWindow(settings=settings, match=match, seats=("human", "human")),
                             (1024, 768))
        window.hint_panel.show()
        window.analysis.panel_action.trigger()
        browser = window.browser
        browser.toggle_action.trigger()
        qtbot.waitUntil(lambda: browser.tree is not None and browser.dock.isVisible())
        assert window.controller.roll()                       # the opening roll: Alice 2, Computer 1
        for _ in range(3):
            QCoreApplication.sendPostedEvents()
            QCoreApplication.processEvents()
        tree = browser.tree
        assert browser.dock.width() <= 230
        game = tree.topLevelItem(0)
        texts = [game.child(k).text(2) for k in range(game.childCount())]
        assert any(text.startswith("Åbningsslag") for text in texts), texts
        metrics = tree.fontMetrics()
        margin = 2 * (tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, tree) + 1)
        longest = max(metrics.horizontalAdvance(word) for text in texts for word in text.split())
        assert longest + margin <= tree.header().sectionSize(2), (longest, tree.header().sectionSize(2))
        assert tree.header().length() <= tree.viewport().width()
        window.grab().save(str(tmp_path / "game-list-danish.png"))
    finally:
        translations.remove(qapp)
