"""Options > Tutor and a play typed in the move box (Ctrl+T): rated before
it is confirmed, as a play made with the mouse is; a bad one is said and
offered to be taken back, one that is not bad is confirmed once rated."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

if str(Path(__file__).parent) not in sys.path:   # helpers by plain name (importlib mode)
    sys.path.insert(0, str(Path(__file__).parent))
from board_support import seeded_match, show_window

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
    assert box is not None and box.isVisible() and "8/5 6/5" in box.text()
    next(b for b in box.buttons() if b.text() == "Take it back").click()
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
    next(b for b in actions.tutor_box.buttons() if b.text() == "Take it back").click()
    qtbot.waitUntil(lambda: actions.tutor_box is None)
    with qtbot.waitSignal(actions.tutor.warning, timeout=5_000) as again:
        _type(window, "24/21 24/23")                    # the same play once more
    assert again.args[0].best == "8/5 6/5"
    assert c.game.on_roll == 0 and len(c.game.turn.moves) == 2     # not confirmed: it waits
    next(b for b in actions.tutor_box.buttons() if b.text() == "Take it back").click()
    qtbot.waitUntil(lambda: actions.tutor_box is None)
    with qtbot.waitSignal(actions.tutor.warning, timeout=5_000):   # and made with the mouse, checker by checker
        c.request_move(24, 21)
        c.request_move(24, 23)
    assert c.game.on_roll == 0
