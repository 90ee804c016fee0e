"""Your own dice on the real widgets: with Options > Enter the dice by hand
every roll waits for the dice pad, clicked or typed, and drives a whole game;
the dice log counts them beside what fair dice give."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from helpers.computer import (
    checker_at,
    click_item,
    drag,
    engines,  # noqa: F401
    human_to_act,
    make_window,  # noqa: F401
    point_centre,
)
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from backgammon_qt.model.dice_stats import dice_stats
from backgammon_qt.model.game import Phase


def _enter(board, qtbot, dice: tuple[int, int], typed: bool) -> None:
    pad = board.window.dice_actions.pad
    qtbot.waitUntil(pad.isVisible)
    if typed:
        QTest.keyClicks(pad.text, f"{dice[0]}{dice[1]}")
        QTest.keyClick(pad.text, Qt.Key.Key_Return)
    else:
        for row in (0, 1):
            button = pad.buttons[row][dice[row] - 1]
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def test_manual_dice_drive_a_whole_game(make_board, qtbot, settings) -> None:
    board = make_board(length=1)
    window = board.window
    window.dice_actions.manual_action.trigger()
    assert settings.get("manual_dice")
    rng = random.Random(13)
    entered: list[tuple[int, int]] = []
    turns = 0
    while board.game.phase is not Phase.OVER:
        turns += 1
        assert turns < 400
        game = board.game
        if game.phase in (Phase.OPENING, Phase.ROLLING):
            with qtbot.waitSignal(board.controller.dice_wanted):
                board.roll()
            before = len(game.record.actions)
            dice = (rng.randint(1, 6), rng.randint(1, 6))
            _enter(board, qtbot, dice, typed=turns % 3 == 0)
            qtbot.waitUntil(lambda b=before: len(board.game.record.actions) > b)
            assert board.game.record.actions[-1].dice == dice
            entered.append(dice)
            continue
        assert game.phase is Phase.MOVING
        turn = game.turn
        mover = game.on_roll
        while not turn.can_finish():
            point = min(turn.movable_points())
            dest = min(turn.legal_destinations(point))
            made = len(turn.moves)
            board.drag(board.checker_at(mover, point), board.point_centre(mover, dest))
            assert len(turn.moves) > made
        board.click_item(board.scene.dice)
        board.settle()
    assert board.game.outcome is not None
    # every roll of the record is one entered on the pad, in order
    rolled = [a.dice for a in board.game.record.actions if a.kind in ("opening", "roll")]
    assert rolled == entered and len(entered) > 20
    # the dice log: counts and what fair dice give
    window.dice_actions.log_action.trigger()
    log = window.dice_actions.log
    assert log is not None and log.isVisible()
    stats = dice_stats([board.game.record])
    assert [s.rolls for s in log.stats] == [s.rolls for s in stats]
    assert sum(s.dice for s in stats) == sum(2 if d is not None else 0 for d in rolled)
    assert "fair dice" in log.table.text() and f"{stats[0].expected_number():.1f}" in log.table.text()
    lines = log.fairness.text().splitlines()
    for player, line in enumerate(lines):
        s = stats[player]
        assert line.startswith(board.controller.match.players[player])
        if s.dice >= 30:
            assert f"chi-square {s.chi_square():.1f}" in line
        else:
            assert "too few dice" in line


def test_the_opening_roll_is_entered_die_by_die_and_a_mistyped_roll_is_said(make_board, qtbot) -> None:
    board = make_board()
    board.window.dice_actions.manual_action.trigger()
    with qtbot.waitSignal(board.controller.dice_wanted) as blocker:
        board.roll()
    assert blocker.args == ["opening", -1]
    pad = board.window.dice_actions.pad
    assert "opening roll" in pad.question.text()
    QTest.keyClicks(pad.text, "7x")
    QTest.keyClick(pad.text, Qt.Key.Key_Return)
    assert "Two numbers" in pad.error.text() and board.game.phase is Phase.OPENING
    pad.text.clear()
    QTest.keyClicks(pad.text, "31")
    QTest.keyClick(pad.text, Qt.Key.Key_Return)
    assert board.game.phase is Phase.MOVING and board.game.dice == (3, 1)


def test_the_computers_rolls_wait_for_the_pad_too(qtbot, make_window) -> None:
    window = make_window(opening=(3, 1), rolls=[(1, 1)] * 10)   # the queued dice are never used
    window.engines.get("expert").wait_ready()
    window.dice_actions.manual_action.trigger()
    pad = window.dice_actions.pad
    c = window.controller
    click_item(window, window.scene.roll_button)
    qtbot.waitUntil(pad.isVisible)
    QTest.keyClicks(pad.text, "31")
    QTest.keyClick(pad.text, Qt.Key.Key_Return)
    assert c.game.dice == (3, 1) and c.game.on_roll == 0
    drag(window, checker_at(window, 0, 8), point_centre(window, 0, 5))
    drag(window, checker_at(window, 0, 6), point_centre(window, 0, 5))
    with qtbot.waitSignal(c.dice_wanted, timeout=20000) as blocker:
        click_item(window, window.scene.dice)
    assert blocker.args == ["roll", 1]
    qtbot.waitUntil(pad.isVisible)
    assert "Computer rolls" in pad.question.text()
    for row, d in ((0, 6), (1, 4)):
        QTest.mouseClick(pad.buttons[row][d - 1], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: human_to_act(window) and c.game.phase is Phase.ROLLING, timeout=20000)
    rolls = [a for a in c.game.record.actions if a.kind == "roll"]
    assert rolls[-1].player == 1 and rolls[-1].dice == (6, 4)


def test_the_dice_log_reads_the_chi_square_in_words(make_board, qtbot) -> None:
    """Both players shut out on the bar: every roll dances, so the rolls are all there is.  Alice
    rolls nothing but 1-1 (very unusual), Bob 1-2, 3-4, 5-6 in turn (each number as often)."""
    from backgammon_qt.model.dice import ManualDice
    from backgammon_qt.model.match import Match
    from backgammon_qt.model.position import Position
    from backgammon_qt.model.record import Setup

    side = {1: 3, 2: 3, 3: 2, 4: 2, 5: 2, 6: 2, 25: 1}
    rolls = []
    for k in range(30):
        rolls += [(1, 1), [(1, 2), (3, 4), (5, 6)][k % 3]]
    match = Match(0, players=("Alice", "Bob"), dice=ManualDice(rolls))
    game = match.new_game(setup=Setup(Position.from_points(side, side), 0))
    for _ in rolls:
        game.roll()                                  # a dance: the turn passes by itself
    assert len([a for a in game.record.actions if a.kind == "roll"]) == 60
    board = make_board(match=match)
    window = board.window
    QTest.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    log = window.dice_actions.log
    qtbot.waitUntil(lambda: log is not None and log.isVisible())
    alice, bob = dice_stats([game.record])
    assert alice.chi_square() == 300 and bob.chi_square() == 0     # 60 ones of 60 dice: 5 * 10 + 250
    alice_line, bob_line = log.fairness.text().splitlines()
    assert alice_line == "Alice: chi-square 300.0 (5 degrees of freedom), very unusual: fair dice give this " \
                         "less than 1 time in 100."
    assert bob_line == "Bob: chi-square 0.0 (5 degrees of freedom), the dice look fair."


def test_the_manual_dice_option_is_in_the_language_of_the_window(make_board, qapp) -> None:
    """Options > "Enter the dice by hand" stayed English in Danish: the
    settings' labels are translated in the window's context."""
    import subprocess

    from backgammon_qt.app import translations

    subprocess.run(["bash", str(Path(__file__).resolve().parents[2] / "scripts" / "build-translations.sh")],
                   check=True)
    assert translations.install("da", qapp) == "da"
    try:
        board = make_board()
        assert board.window.dice_actions.manual_action.text() == "Indtast terningerne i hånden"
    finally:
        translations.remove(qapp)


def _overlaps(log) -> list[str]:
    """What the dice log draws over another part or cuts: two parts whose
    places meet, a part shorter than its text needs (a wrapped text for its
    width), a part outside the body."""
    parts = {"table": log.table, "fairness": log.fairness, "chart": log.chart, "note": log.note}
    found = []
    names = list(parts)
    for i, a in enumerate(names):
        widget = parts[a]
        rect = widget.geometry()
        need = widget.heightForWidth(rect.width()) if widget.hasHeightForWidth() else widget.sizeHint().height()
        if a == "chart":
            need = widget.minimumSizeHint().height() if widget.minimumSizeHint().isValid() else widget.minimumHeight()
        if rect.height() < need:
            found.append(f"{a} {rect.height()} high, needs {need}")
        if not log.body.rect().contains(rect):
            found.append(f"{a} {rect} outside the body {log.body.rect()}")
        for b in names[i + 1:]:
            if rect.intersects(parts[b].geometry()):
                found.append(f"{a} {rect} over {b} {parts[b].geometry()}")
    return found


def _settled() -> None:
    from PySide6.QtCore import QCoreApplication

    for _ in range(3):              # the layouts' pending requests done
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()


@pytest.mark.qt_log_ignore("^This plugin does not support raise\\(\\)$")      # offscreen: a floated dock
def test_the_dice_log_lays_out_its_parts_apart_at_its_default_and_minimum_size(make_board, qtbot) -> None:
    """The caption was drawn over the chart and Bob's "fair dice" row cut at
    the bottom (the dock beside the move list); "Alice (1 rolls)"; the
    opening's die counted under "(0 rolls)" (the fresh player's report): a
    roll is counted with its dice, the opening's one die too."""
    board = make_board(opening=(3, 1), rolls=[(6, 5)])
    window = board.window
    window.move_list.show()                 # the two docks share the right side
    board.roll()                            # Alice's opening 3-1 (the opening's dice are no two-dice roll)
    board.drag(board.checker_at(0, 8), board.point_centre(0, 5))
    board.drag(board.checker_at(0, 6), board.point_centre(0, 5))
    window.end_turn_action.trigger()
    board.roll()                            # Bob's 6-5: his one roll
    window.dice_actions.log_action.trigger()
    log = window.dice_actions.log
    qtbot.waitUntil(log.isVisible)
    _settled()
    assert "Bob (2 rolls)" in log.table.text() and "Alice (1 roll)" in log.table.text()
    assert log.table.text().count("fair dice") == 2
    assert _overlaps(log) == []
    # floated and made as small as it goes
    log.setFloating(True)
    qtbot.waitUntil(log.isFloating)
    log.resize(log.minimumSizeHint())
    _settled()
    assert log.height() <= max(log.minimumSizeHint().height(), log.minimumHeight()) + 1
    assert _overlaps(log) == []


def test_the_dice_log_reads_whole_in_a_200_pixel_dock_beside_the_analysis(make_board, qtbot) -> None:
    """The fresh player's report (1024x768, the analysis dock on the left):
    the log's counts were cut after 3, the doubles and the chi-square
    sentences cut at the right, behind a sideways scroll.  At the dock's
    least width every part fits the dock's width."""
    board = make_board(opening=(3, 1), rolls=[(6, 5)], names=("Alice", "Computer"), size=(1024, 768))
    window = board.window
    board.roll()
    window.analysis.panel_action.trigger()             # the analysis on the left
    window.dice_actions.log_action.trigger()           # the dice log on the right
    log = window.dice_actions.log
    qtbot.waitUntil(log.isVisible)
    window.resizeDocks([log], [200], Qt.Orientation.Horizontal)
    _settled()
    assert log.width() <= 210
    area = log.scroll_area
    assert not area.horizontalScrollBar().isVisible()
    room = area.viewport().width()
    for part in (log.table, log.fairness, log.chart, log.note):
        assert part.geometry().right() < room, (part, part.geometry(), room)
    assert log.table.minimumSizeHint().width() <= room
    assert log.table.text().count("fair dice") == 2 and "doubles" in log.table.text()
    log.grab().save("/tmp/layout2_dice_log.png")
    window.grab().save("/tmp/layout2_dice_window.png")


@pytest.mark.parametrize("pasted", [None, "4HPwATDgc/ABMA:cAkAAAAAAAAA"])
def test_the_dice_logs_legend_names_the_colours_the_board_draws(qtbot, make_window, pasted) -> None:
    """The README's Position ID and Match ID (the second player on roll) pasted against the computer
    seats Alice second, at the bottom in the second player's dark checkers: the dice log's legend
    said "light: the bottom player".  It names each colour's player as the board draws them (a
    pixel of a checker's face, the score panel's disc) -- before and after the paste."""
    from PySide6.QtGui import QColor, QGuiApplication

    from backgammon_qt.ui.theme import THEME

    window = make_window()
    QTest.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    log = window.dice_actions.log
    qtbot.waitUntil(lambda: log is not None and log.isVisible())       # open before the paste: it follows
    if pasted is not None:
        window.positions.ask = False
        QGuiApplication.clipboard().setText(pasted)
        with qtbot.waitSignal(window.positions.started):
            window.positions.paste_action.trigger()
        assert window.controller.game.on_roll == 1          # the Match ID's player on roll ...
    match, session = window.controller.match, window.session
    bottom = session.bottom_player()
    assert match.players[bottom] == "Alice"                 # ... is the human, at the bottom
    # the colour drawn for each side of the board: a pixel of its checkers' face, and the panel's disc
    view = window.view
    shot = view.viewport().grab().toImage()
    ratio = shot.devicePixelRatio()

    def face(side: int) -> QColor:
        item = window.scene.checkers[side][0]
        centre = view.mapFromScene(item.sceneBoundingRect().center())
        return shot.pixelColor(int(centre.x() * ratio), int(centre.y() * ratio))

    drawn = {side: face(side).lightness() for side in (0, 1)}
    light_side = 0 if drawn[0] > drawn[1] else 1
    for side in (0, 1):
        assert window.scene.panels[side].colour == window.scene.checkers[side][0].colour
    light_player = bottom if light_side == 0 else 1 - bottom
    assert f"light: {match.players[light_player]}; dark: {match.players[1 - light_player]}" in log.note.text()
    # the chart draws each player's bars in that player's checker colour, as the board does
    assert THEME.checker[light_player].lightness() > THEME.checker[1 - light_player].lightness()
