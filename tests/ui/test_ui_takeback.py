"""Taking back a finished turn on the real widgets: against the computer
your turn and its reply go, the position before your turn comes back with
the same dice, and the saved file replays without them (they are kept
beside the game, and the move list marks the entry played again); between
two humans the other player is asked.  Also: a position set up in the editor
analysed (Analyse): the cube decision, and the ranked plays when the dice
are set."""

from __future__ import annotations

import pytest
from helpers.computer import (
    checker_at,
    click_item,
    drag,
    engines,  # noqa: F401
    human_to_act,
    make_window,  # noqa: F401
    play_opening_3_1,
    point_centre,
)
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from backgammon_qt import io
from backgammon_qt.engine import CubeAction
from backgammon_qt.model import Position, legal_plays
from backgammon_qt.model.game import Phase
from backgammon_qt.model.match import Match


def test_a_take_back_against_the_computer(qtbot, make_window, tmp_path) -> None:
    window = make_window(opening=(3, 1), rolls=[(6, 4), (6, 4)])
    window.engines.get("expert").wait_ready()
    actions = window.positions
    assert not actions.take_back_action.isEnabled()
    play_opening_3_1(qtbot, window)
    qtbot.waitUntil(lambda: human_to_act(window) and window.controller.game.phase is Phase.ROLLING, timeout=20000)
    reply = window.controller.game.record.actions[-1]
    assert reply.kind == "move" and reply.player == 1
    assert actions.take_back_action.isEnabled()
    with qtbot.waitSignal(actions.taken_back):
        actions.take_back_action.trigger()
    g = window.controller.game
    assert g.phase is Phase.MOVING and g.on_roll == 0 and g.dice == (3, 1)
    assert g.turn.start == Position.start() and g.turn.moves == ()
    assert [a.kind for a in g.record.actions] == ["opening"]
    (line,) = g.record.side_lines
    assert line.player == 0 and line.dice == (3, 1) and line.actions[0].play == "8/5 6/5"
    assert line.actions[-1] == reply
    # played differently this time: 13/10 24/23, and the computer answers again
    drag(window, checker_at(window, 0, 13), point_centre(window, 0, 10))
    drag(window, checker_at(window, 0, 24), point_centre(window, 0, 23))
    click_item(window, window.scene.dice)
    qtbot.waitUntil(lambda: human_to_act(window) and window.controller.game.phase is Phase.ROLLING, timeout=20000)
    # the move list marks Alice's entry played again
    moves = window.move_list
    moves.show()
    marked = [moves.table.item(r, c) for r in range(moves.table.rowCount()) for c in (0, 1)]
    marked = [i for i in marked if i is not None and "\u21ba" in i.text()]
    assert len(marked) == 1 and "31: 24/23 13/10" in marked[0].text() and "8/5 6/5" in marked[0].toolTip()
    # saved and read again: the main line has no 8/5 6/5; the side line is beside it
    path = tmp_path / "takeback.bgqt"
    window.session.save_to(path)
    record = io.load(path)
    game = record.games[0]
    assert next(a.play for a in game.actions if a.kind == "move") == "24/23 13/10"
    assert all(a.play != "8/5 6/5" for a in game.actions)
    assert game.side_lines[0].actions[0].play == "8/5 6/5"
    replayed = Match.replay(record)
    assert replayed.game is not None and replayed.game.position == window.controller.game.position
    assert "8/5 6/5" not in io.format_text(record, "mat")
    assert "8/5 6/5" not in io.format_text(record, "sgf").replace(" ", "")


def _two_turns(board) -> None:
    """Alice plays 31: 8/5 6/5, Bob 64: 24/18 13/9, with the mouse."""
    board.roll()
    board.drag(board.checker_at(0, 8), board.point_centre(0, 5))
    board.drag(board.checker_at(0, 6), board.point_centre(0, 5))
    board.click_item(board.scene.dice)
    board.roll()
    board.drag(board.checker_at(1, 24), board.point_centre(1, 18))
    board.drag(board.checker_at(1, 13), board.point_centre(1, 9))
    board.click_item(board.scene.dice)


def test_between_two_humans_the_other_player_is_asked(make_board, qtbot, monkeypatch) -> None:
    board = make_board(opening=(3, 1), rolls=[(6, 4), (6, 4)])
    actions = board.window.positions
    _two_turns(board)
    asked = []
    monkeypatch.setattr(type(actions), "confirm_take_back", lambda self, who, q: asked.append((who, q)) or False)
    before = board.game.record.actions[:]
    assert not actions.take_back()
    # the roll written as everywhere else in sentences (fresh player 25: "took back 64")
    assert asked and asked[0][0] == "Alice" and "Bob wants to take back 6-4: 24/18 13/9" in asked[0][1]
    assert board.game.record.actions == before
    monkeypatch.setattr(type(actions), "confirm_take_back", lambda self, who, q: True)
    with qtbot.waitSignal(actions.taken_back):
        actions.take_back_action.trigger()
    g = board.game
    assert g.on_roll == 1 and g.dice == (6, 4) and g.phase is Phase.MOVING and len(g.record.side_lines) == 1
    assert board.window.news_label.text() == "Bob took back 6-4: 24/18 13/9."


def _rows(panel) -> list[list[str]]:
    table = panel.table
    return [[table.topLevelItem(i).text(c) for c in range(table.columnCount())]
            for i in range(table.topLevelItemCount())]


def test_the_editor_s_analyse_with_dice_ranks_the_plays_below_the_cube_decision(qtbot, make_window) -> None:
    window = make_window()
    editor = window.positions.make_editor()
    editor.show()
    qtbot.waitExposed(editor)
    assert editor.seats[1].seat() == "expert"
    editor.dice[0].setCurrentIndex(editor.dice[0].findData(6))
    editor.dice[1].setCurrentIndex(editor.dice[1].findData(5))
    with qtbot.waitSignal(window.positions.started):
        QTest.mouseClick(editor.analyse_button, Qt.MouseButton.LeftButton)
    g = window.controller.game
    assert g.phase is Phase.MOVING and g.dice == (6, 5) and window.seats == ("human", "expert")
    panel = window.hint_panel
    qtbot.waitUntil(lambda: panel.table.topLevelItemCount() > 0 and panel.cube is not None, timeout=20000)
    assert panel.isVisible() and panel.heading.text().startswith("Alice to play 6-5")
    # the ranked plays: legal plays of this position, best first
    legal = {str(p) for p in legal_plays(g.turn.start, (6, 5))}
    assert [r[1] for r in _rows(panel)] == [str(r.play) for r in panel.ranked]
    assert {str(r.play) for r in panel.ranked} <= legal and len(panel.ranked) == min(10, len(legal))
    equities = [r.equity for r in panel.ranked]
    assert equities == sorted(equities, reverse=True)
    # and the cube decision before the roll above them, the engine's own figures
    decision = panel.cube.decision
    assert decision.available and decision.action is CubeAction.NO_DOUBLE   # the starting position
    line = panel.cube_line.text()
    assert panel.cube_line.isVisible() and line.startswith("Before the roll: No double")
    assert f"no double {decision.no_double:+.3f}" in line and f"double/pass {decision.double_pass:+.3f}" in line


def test_the_editor_s_analyse_without_dice_gives_the_cube_decision_to_the_side_on_roll(qtbot,
                                                                                        make_window) -> None:
    window = make_window()
    editor = window.positions.make_editor()
    editor.show()
    qtbot.waitExposed(editor)
    editor.on_roll.setCurrentIndex(1)              # the computer's side on roll: analysed at the board
    with qtbot.waitSignal(window.positions.started):
        QTest.mouseClick(editor.analyse_button, Qt.MouseButton.LeftButton)
    g = window.controller.game
    assert g.phase is Phase.ROLLING and g.on_roll == 1 and window.seats == ("human", "human")
    panel = window.hint_panel
    qtbot.waitUntil(lambda: panel.cube is not None, timeout=20000)
    assert panel.heading.text() == "Proper cube action: No double, take."
    rows = _rows(panel)
    assert [r[0] for r in rows] == ["No double", "Double, take", "Double, pass"]
    decision = panel.cube.decision
    assert float(rows[0][1]) == pytest.approx(decision.no_double, abs=0.0005)
    assert float(rows[2][1]) == pytest.approx(decision.double_pass, abs=0.0005)
    assert not panel.cube_line.isVisible() and not panel.ranked
    assert window.controller.game.phase is Phase.ROLLING          # nobody played the computer's side


def test_a_take_back_is_autosaved_at_once(make_board, qtbot, monkeypatch) -> None:
    """Resuming after a take-back must not bring the taken-back play back."""
    from backgammon_qt.controller.filing import autosave

    board = make_board(opening=(3, 1), rolls=[(6, 4), (6, 4)])
    window = board.window
    assert window.session.take_autosave()
    actions = window.positions
    _two_turns(board)
    assert window.session.autosaver.wait_written(10)
    assert any(a.play == "24/18 13/9" for a in io.load(autosave.autosave_path()).games[0].actions)
    monkeypatch.setattr(type(actions), "confirm_take_back", lambda self, who, q: True)
    with qtbot.waitSignal(actions.taken_back):
        actions.take_back_action.trigger()
    assert window.session.autosaver.wait_written(10)
    saved = io.load(autosave.autosave_path())
    assert not any(a.play == "24/18 13/9" for a in saved.games[0].actions)     # gone from the match
    assert len(saved.games[0].side_lines) == 1                                  # kept beside it
    assert window.session.unfinished()                # not what a file holds: closing it asks first


def test_the_winning_bear_off_is_taken_back_before_the_next_game(make_board, qtbot, monkeypatch) -> None:
    """A game just won is still the game on the board until Next game: its finishing play can be
    taken back (the other player agreeing), and its result and the score go with it."""
    from backgammon_qt.model.dice import ManualDice
    from backgammon_qt.model.position import OFF
    from backgammon_qt.model.record import Setup

    match = Match(5, players=("Alice", "Bob"), dice=ManualDice([]))
    match.new_game(setup=Setup(Position.from_points({2: 1}, {6: 5, 5: 5, 4: 5}), 0, (6, 5)))
    board = make_board(match=match)
    actions = board.window.positions
    actions.ask = False
    assert board.game.on_roll == 0 and board.game.dice == (6, 5)
    board.drag(board.checker_at(0, 2), board.point_centre(0, OFF))
    board.click_item(board.scene.dice)
    qtbot.waitUntil(lambda: board.game.outcome is not None)
    assert board.controller.match.score == (2, 0)
    qtbot.waitUntil(actions.take_back_action.isEnabled)
    asked = []
    monkeypatch.setattr(type(actions), "confirm_take_back", lambda self, who, q: asked.append(q) or True)
    with qtbot.waitSignal(actions.taken_back):
        QTest.keyClick(board.view.viewport(), Qt.Key.Key_Z,
                       Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert asked and "Alice wants to take back 6-5: 2/off" in asked[0]
    g = board.game
    assert g.outcome is None and g.phase is Phase.MOVING and g.dice == (6, 5) and g.on_roll == 0
    assert board.controller.match.score == (0, 0)
    assert g.turn.start.player[2] == 1 and g.turn.start.player[OFF] == 14     # before the play again


def test_a_drop_that_ended_the_game_is_taken_back_and_asked_again(make_board, qtbot, monkeypatch) -> None:
    board = make_board(opening=(3, 1))
    actions = board.window.positions
    actions.ask = False
    board.roll()
    board.drag(board.checker_at(0, 8), board.point_centre(0, 5))
    board.drag(board.checker_at(0, 6), board.point_centre(0, 5))
    board.click_item(board.scene.dice)
    board.click_item(board.scene.cube)           # Bob doubles
    board.answer("drop")                          # Alice drops
    qtbot.waitUntil(lambda: board.game.outcome is not None)
    monkeypatch.setattr(type(actions), "confirm_take_back", lambda self, who, q: True)
    qtbot.waitUntil(actions.take_back_action.isEnabled)
    with qtbot.waitSignal(actions.taken_back):
        actions.take_back_action.trigger()
    g = board.game
    assert g.phase is Phase.DOUBLED and g.to_act == 0 and board.controller.match.score == (0, 0)
    keys = {b.key for b in board.scene.prompt.buttons if b.isVisible()}
    assert {"take", "drop"} <= keys
