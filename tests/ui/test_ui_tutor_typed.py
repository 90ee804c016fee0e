"""Options > Tutor and a play typed in the move box (Ctrl+T): rated before
it is confirmed, as a play made with the mouse is; a bad one is said and
offered to be taken back, one that is not bad is confirmed once rated."""

from __future__ import annotations

from helpers.board import click_question, seeded_match, show_window
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from backgammon_qt.model import RuleOptions
from backgammon_qt.ui.main_window import MainWindow


def _tutored(qtbot, settings):
    """A money session between two humans with the tutor on (expert),
    Alice to play the opening 3-1; the window and its analysis actions."""
    window = MainWindow(settings=settings, match=seeded_match(opening=(3, 1), rolls=[(6, 4)], length=0,
                                                              rules=RuleOptions.money()))
    show_window(qtbot, window, (1300, 800))
    actions = window.analysis
    actions.level_actions["expert"].trigger()
    actions.tutor_action.setChecked(True)
    window.controller.roll()                            # Alice wins the opening 3-1
    assert window.controller.game.on_roll == 0
    return window, actions


def _type(window: MainWindow, text: str) -> None:
    QTest.keyClick(window.view, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    entry = window.move_entry
    QTest.keyClicks(entry, text)
    QTest.keyClick(entry, Qt.Key.Key_Return)


def test_a_bad_typed_play_is_said_before_it_is_confirmed(qtbot, settings) -> None:
    window, actions = _tutored(qtbot, settings)
    c = window.controller
    with qtbot.waitSignal(actions.tutor.warning, timeout=60_000) as blocker:
        _type(window, "24/21 24/23")                    # a bad split instead of 8/5 6/5
        assert c.game.on_roll == 0 and c.game.turn is not None and len(c.game.turn.moves) == 2   # not confirmed
    assert window.move_entry.text() == ""
    warning = blocker.args[0]
    assert warning.best == "8/5 6/5" and warning.error in ("bad", "very bad")
    assert c.game.on_roll == 0 and len(c.game.turn.moves) == 2      # still waits after the warning
    box = actions.tutor_box
    assert box is not None and box.isVisible() and "8/5 6/5" in box.text
    click_question(window, "Take it back")
    qtbot.waitUntil(lambda: actions.tutor_box is None)
    assert c.game.turn is not None and not c.game.turn.moves and c.game.dice == (3, 1)


def test_a_typed_play_that_is_not_bad_is_confirmed_once_rated(qtbot, settings) -> None:
    window, actions = _tutored(qtbot, settings)
    c = window.controller
    warnings = []
    actions.tutor.warning.connect(warnings.append)
    with qtbot.waitSignal(c.changed, timeout=60_000, check_params_cb=lambda: c.game.on_roll == 1):
        _type(window, "8/5 6/5")
        assert c.game.on_roll == 0                      # waits for the rating
    assert warnings == [] and actions.tutor_box is None
    assert c.game.record.actions[-1].play == "8/5 6/5"


def test_without_the_tutor_a_typed_play_is_confirmed_at_once(qtbot, settings) -> None:
    window, actions = _tutored(qtbot, settings)
    actions.tutor_action.setChecked(False)
    _type(window, "24/21 24/23")
    assert window.controller.game.on_roll == 1


def test_the_same_bad_play_made_again_is_said_again(qtbot, settings) -> None:
    """Taken back, then made once more (typed, or with the mouse): the tutor says it again
    (from the rating it has: nothing is asked twice) and the play waits to be confirmed."""
    window, actions = _tutored(qtbot, settings)
    c = window.controller
    with qtbot.waitSignal(actions.tutor.warning, timeout=60_000):
        _type(window, "24/21 24/23")
    click_question(window, "Take it back")
    qtbot.waitUntil(lambda: actions.tutor_box is None)
    with qtbot.waitSignal(actions.tutor.warning, timeout=5_000) as again:
        _type(window, "24/21 24/23")                    # the same play once more
    assert again.args[0].best == "8/5 6/5"
    assert c.game.on_roll == 0 and len(c.game.turn.moves) == 2     # not confirmed: it waits
    click_question(window, "Take it back")
    qtbot.waitUntil(lambda: actions.tutor_box is None)
    with qtbot.waitSignal(actions.tutor.warning, timeout=5_000):   # and made with the mouse, checker by checker
        c.request_move(24, 21)
        c.request_move(24, 23)
    assert c.game.on_roll == 0


def test_the_tutors_question_is_beside_the_dice_and_draws_the_best_play(qtbot, settings) -> None:
    """Issue 19: the tutor's question sat over the dice, where the click that
    ends the turn lands, and named the best play only in words.  It is on
    the board in the half away from the dice, hides neither them nor the bar,
    the best play's arrows are drawn while it is asked, and a click on the
    dice (ending the turn) keeps the play and takes the question away."""
    from helpers.board import Board

    window, actions = _tutored(qtbot, settings)
    board = Board(qtbot, window)
    c = window.controller
    with qtbot.waitSignal(actions.tutor.warning, timeout=60_000):
        board.drag(board.checker_at(0, 24), board.point_centre(0, 21))     # the bad split, with the mouse
        board.drag(board.checker_at(0, 24), board.point_centre(0, 23))
    question = window.scene.question
    assert actions.tutor_box is question and question.isVisible() and "8/5 6/5" in question.text
    dice = window.scene.dice
    assert dice.isVisible() and dice.clickable
    rect = question.sceneBoundingRect()
    assert not rect.intersects(dice.sceneBoundingRect()) and not rect.intersects(board.geometry.bar_rect())
    assert [c.location for side in (0, 1) for c in window.scene.checkers[side]
            if c.location and c.sceneBoundingRect().intersects(question.rect)] == []     # nor a checker
    under = [item for item in window.view.items(board.to_view(dice.sceneBoundingRect().center()))
             if item.acceptedMouseButtons() & Qt.MouseButton.LeftButton]
    assert under[0] is dice                                 # the end-turn click finds the dice, not a button
    best = actions.best_item
    assert best.isVisible() and best.scene() is window.scene
    assert sorted((m.from_point, m.to_point) for m in best.moves) == [(6, 5), (8, 5)]
    board.click_item(dice)                                  # the end-turn click: the play is kept
    assert c.game.on_roll == 1 and c.game.record.actions[-1].play == "24/23 24/21"
    qtbot.waitUntil(lambda: actions.tutor_box is None)
    assert not question.isVisible() and not best.isVisible()


def test_the_tutors_sentences_are_whole_for_each_error_class() -> None:
    """Issue 19 item 5: the tutor's sentence is one whole template for each
    error class (and each cube action), never a class word glued into a
    sentence, so a language whose class word agrees with its noun (Danish
    "en dårlig doblingsbeslutning", "et dårligt træk") words each whole."""
    from backgammon_qt.engine.summary import THRESHOLDS
    from backgammon_qt.ui import analysis_panel

    classes = {name for name, _lost in THRESHOLDS}
    assert set(analysis_panel._PLAY_SENTENCES) == classes
    actions = ("double", "take", "drop", "beaver", "no double")
    assert set(analysis_panel._CUBE_SENTENCES) == {(a, c) for a in actions for c in classes}
    for (action, error), text in analysis_panel._CUBE_SENTENCES.items():
        assert "{error}" not in str(text) and f" {error} cube decision" in str(text), (action, error)
    for error, text in analysis_panel._PLAY_SENTENCES.items():
        assert "{error}" not in str(text) and f" {error} play" in str(text), error


def test_space_and_enter_never_answer_the_tutors_question(qtbot, settings) -> None:
    """Fresh player 25: Space chose "Take it back" and the play vanished; the
    status bar said "press Enter to end the turn" but Enter took the play
    back too.  With no answer chosen with the arrow keys, Space does nothing
    to the question and Enter ends the turn (keeping the play, as the
    status bar says); the arrow keys then Enter still take it back."""
    from helpers.board import Board
    from PySide6.QtWidgets import QApplication

    window, actions = _tutored(qtbot, settings)
    board = Board(qtbot, window)
    c = window.controller

    def bad_play() -> None:
        with qtbot.waitSignal(actions.tutor.warning, timeout=60_000):
            board.drag(board.checker_at(0, 24), board.point_centre(0, 21))     # the bad split, with the mouse
            board.drag(board.checker_at(0, 24), board.point_centre(0, 23))
        assert actions.tutor_box is not None
        window.view.setFocus(Qt.FocusReason.OtherFocusReason)
        qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view)

    bad_play()
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    assert actions.tutor_box is not None and len(c.game.turn.moves) == 2    # still asked, the play kept
    assert window.news_label.text().startswith("To answer the tutor, choose an answer with the arrow keys")
    QTest.keyClick(window.view, Qt.Key.Key_Right)       # chosen: Take it back
    QTest.keyClick(window.view, Qt.Key.Key_Return)      # and given
    qtbot.waitUntil(lambda: actions.tutor_box is None)
    assert c.game.turn is not None and not c.game.turn.moves
    bad_play()
    assert "press Enter to end the turn" in window.status_label.text()
    QTest.keyClick(window.view, Qt.Key.Key_Return)      # ends the turn, as the status bar says
    assert c.game.on_roll == 1 and c.game.record.actions[-1].play == "24/23 24/21"
    qtbot.waitUntil(lambda: actions.tutor_box is None)
