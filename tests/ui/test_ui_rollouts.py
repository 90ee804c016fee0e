"""Rollouts in the window (backgammon_qt/ui/rollout_panel.py, the hint
panel's Roll out buttons, the analysis dock's "Roll out this decision";
controller/engine_jobs/rollouts.py): started from the hint with the mouse, stopped and
extended with the panel's buttons, kept with the match in .bgqt.

The rollouts run bgsage's own rollout driver in the job's pool thread (a
stand-in for the engine process, which tests/controller/test_controller_rollouts.py
runs), each batch after the first held until the test lets it go, so that
Stop lands between batches; the hints use the real engine process.  The
tests of an engine that does not stop (at the end) run the panel's own job
with its real engine process, frozen or killed.
"""

from __future__ import annotations

from itertools import pairwise
from types import SimpleNamespace

import pytest
from helpers.computer import click_item, engines, make_window, sliding
from helpers.engines import HeldRollout
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDockWidget

from backgammon_qt.app.settings import HUMAN
from backgammon_qt.controller import presentation
from backgammon_qt.controller.engine_jobs import rollouts
from backgammon_qt.engine import rollout as rollout_api
from backgammon_qt.io import native
from backgammon_qt.model import Position
from backgammon_qt.model.game import Phase

pytestmark = pytest.mark.gui

__all__ = ["engines", "make_window"]

BEAROFF = Position.from_points({6: 2, 5: 2, 4: 2, 2: 1}, {6: 2, 5: 1, 3: 2, 1: 1})


@pytest.fixture
def held(monkeypatch) -> HeldRollout:
    engine = HeldRollout()
    monkeypatch.setattr(rollouts.RolloutJob, "make_engine", staticmethod(lambda: engine))
    return engine


def _hint_for_roll(qtbot, window):
    qtbot.waitUntil(lambda: not sliding(window), timeout=3000)
    click_item(window, window.scene.roll_button)
    assert window.controller.game.phase is Phase.MOVING
    QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    panel = window.hint_panel
    qtbot.waitUntil(lambda: panel.table.topLevelItemCount() > 0, timeout=20000)
    return panel


def _rows(tree) -> list[list[str]]:
    return [[tree.topLevelItem(i).text(c) for c in range(tree.columnCount())]
            for i in range(tree.topLevelItemCount())]


def test_roll_out_the_hints_plays_stop_and_extend_keep_it_with_the_match(qtbot, make_window, held,
                                                                        tmp_path) -> None:
    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    hint = _hint_for_roll(qtbot, window)
    assert hint.rollout_plays_button.isEnabled() and not hint.rollout_cube_button.isEnabled()
    panel = window.rollout_panel
    panel.trials.setValue(72 * 4)
    panel.truncation.setValue(0)
    with qtbot.waitSignal(panel.shown_result, timeout=60000) as first:
        qtbot.mouseClick(hint.rollout_plays_button, Qt.MouseButton.LeftButton)
    assert panel.isVisible() and panel.job.running
    assert panel.stop_button.isEnabled() and not panel.extend_button.isEnabled()
    result = first.args[0]
    assert result.trials == 72
    # the bar and the note count the same unit: trials per play (each play gets every trial)
    assert panel.bar.format().endswith(" of 288 trials per play")
    assert "72 trials per play." in panel.note.text()
    played = [str(p) for p in result.task.candidates]
    assert played == [str(r.play) for r in hint.ranked[:len(played)]] and len(played) >= 2
    rows = _rows(panel.table)
    assert [r[0] for r in rows] == [str(c.play) for c in result.candidates]
    best = result.candidates[0]
    assert float(rows[0][1]) == pytest.approx(best.equity, abs=0.0005)
    assert float(rows[0][2]) == pytest.approx(best.se, abs=0.0005) and best.se > 0
    assert float(rows[0][4].rstrip("%")) == pytest.approx(100 * best.chances.win, abs=0.05)
    # "vs. best": blank for the best play, as in the hint panel (and gnubg, XG); the others' difference
    assert rows[0][3] == "" and hint.table.topLevelItem(0).text(3) == ""
    assert float(rows[1][3]) == pytest.approx(result.candidates[1].equity - best.equity, abs=0.0015)
    assert "95%" in panel.table.topLevelItem(0).toolTip(1)
    assert "win a gammon" in panel.table.topLevelItem(0).toolTip(0)       # said when its column gives way
    header = panel.table.header()
    shown = [c for c in range(panel.table.columnCount()) if not panel.table.isColumnHidden(c)]
    assert {0, 1, 2} <= set(shown)                                         # play, equity, standard error stay
    assert sum(header.sectionSize(c) for c in shown) <= panel.table.viewport().width()   # nothing scrolls
    assert "Alice" in panel.heading.text()

    # Stop: the batch done is kept, shown and kept with the match
    with qtbot.waitSignal(panel.job.finished, timeout=60000) as stopped:
        qtbot.mouseClick(panel.stop_button, Qt.MouseButton.LeftButton)
    kept = stopped.args[0]
    assert kept.stopped and kept.trials == 72 and len(kept.batches) == 1
    assert panel.bar.format() == "Stopped after 72 trials per play."
    assert window.session.rollouts == [kept] and panel.kept.count() == 1
    assert panel.extend_button.isEnabled() and not panel.stop_button.isEnabled()

    # Extend by 72 trials: the numbers of one rollout of 144 from the start
    held.gate.set()
    panel.trials.setValue(72)
    with qtbot.waitSignal(panel.job.finished, timeout=60000) as extended:
        qtbot.mouseClick(panel.extend_button, Qt.MouseButton.LeftButton)
    longer = extended.args[0]
    assert longer.trials == 144 and not longer.stopped
    straight = rollout_api.rollout(kept.task.with_settings(trials=144))
    assert longer.candidates == straight.candidates
    assert window.session.rollouts == [longer]          # the extension replaces what it extends

    # kept with the match: saved in .bgqt and read back
    path = tmp_path / "rolled.bgqt"
    window.session.save_to(path)
    record = native.load(path)
    back, problems = rollouts.results_from_record(record)
    assert problems == [] and len(back) == 1
    assert back[0].candidates == longer.candidates and back[0].task == longer.task
    # opened again in the window: listed in the panel, shown when chosen, and extendable
    window.session.new_match(window.session.last_setup())
    assert window.session.rollouts == [] and panel.kept.count() == 0
    with qtbot.waitSignal(window.session.loaded, timeout=20000):
        window.session.open(path)
    assert len(window.session.rollouts) == 1 and panel.kept.count() == 1
    assert "144 trials" in panel.kept.itemText(0)
    assert panel.kept.currentIndex() == -1
    panel.kept.setFocus()
    QTest.keyClick(panel.kept, Qt.Key.Key_Down)        # chosen with the keyboard
    assert [r[0] for r in _rows(panel.table)] == [str(c.play) for c in longer.candidates]
    # the Trials field is the next extension's size, as set (72), not the kept rollout's 144 done: those
    # are said under the bar
    assert panel.extend_button.isEnabled() and panel.trials.value() == 72
    assert panel.bar.format() == "Done: 144 trials per play."


def _columns(table) -> list[tuple[bool, int]]:
    return [(table.isColumnHidden(c), table.header().sectionSize(c)) for c in range(table.columnCount())]


def test_the_plays_rolled_out_are_in_the_table_before_the_first_batch_is_done(qtbot, make_window, held) -> None:
    """The fresh player's report: while the engine started and played the
    first batch, the table was empty and the panel did not say what was
    rolled out.  The plays are in the table from the start, in the order
    the hint ranked them, their figures blank (the row's tooltip says when
    they come); the first batch's figures fill them, and the columns do
    not move when they come."""
    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    hint = _hint_for_roll(qtbot, window)
    panel = window.rollout_panel
    panel.trials.setValue(72 * 2)
    with qtbot.waitSignal(panel.job.started, timeout=10000) as started:
        qtbot.mouseClick(hint.rollout_plays_button, Qt.MouseButton.LeftButton)
    task = started.args[0]
    assert panel.job.running and panel.result is None          # no batch done yet
    ranked = [str(r.play) for r in hint.ranked]
    rows = _rows(panel.table)
    assert len(rows) == len(task.candidates) >= 2
    assert [r[0] for r in rows] == ranked[:len(rows)]            # the hint's order, best first
    assert all(cell == "" for r in rows for cell in r[1:])       # no figures before the first batch's
    assert panel.table.topLevelItem(0).toolTip(0) == "The figures come when the first batch of trials is done."
    assert panel.table.headerItem().text(0) == "Play"
    before = _columns(panel.table)
    assert {0, 1, 2} <= {c for c, (hidden, _size) in enumerate(before) if not hidden}

    qtbot.waitUntil(lambda: panel.result is not None, timeout=60000)
    result = panel.result
    assert result.trials == 72
    rows = _rows(panel.table)
    assert [r[0] for r in rows] == [str(c.play) for c in result.candidates]
    for row, c in zip(rows, result.candidates, strict=True):
        assert float(row[1]) == pytest.approx(c.equity, abs=0.0005)
        assert float(row[2]) == pytest.approx(c.se, abs=0.0005)
    assert "first batch" not in panel.table.topLevelItem(0).toolTip(0)
    assert _columns(panel.table) == before                       # the figures came into the columns as they were
    with qtbot.waitSignal(panel.job.finished, timeout=60000):
        qtbot.mouseClick(panel.stop_button, Qt.MouseButton.LeftButton)


def test_the_cube_actions_rolled_out_are_in_the_table_before_the_first_batch_is_done(qtbot, make_window,
                                                                                    held) -> None:
    """As for plays: a cube decision's rollout lists its three cube actions
    from the start, figures blank; stopped before its first batch, the rows
    stay (what was rolled out) and no longer promise figures."""
    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    qtbot.waitUntil(lambda: not sliding(window), timeout=3000)
    panel = window.rollout_panel
    panel.trials.setValue(72)
    subject = rollouts.subject_for_game(window.controller.game, "Alice")
    assert subject.is_cube and subject.why_not() is None
    with qtbot.waitSignal(panel.job.started, timeout=10000) as started:
        assert panel.roll_out(subject)
    actions = ["No double", "Double, take", "Double, pass"]
    rows = _rows(panel.table)
    assert [r[0] for r in rows] == actions
    assert all(cell == "" for r in rows for cell in r[1:])
    assert panel.table.headerItem().text(0) == "Cube action"
    assert panel.table.topLevelItem(0).toolTip(0) == "The figures come when the first batch of trials is done."
    before = _columns(panel.table)
    with qtbot.waitSignal(panel.job.finished, timeout=60000) as done:
        held.gate.set()
    cube = done.args[0].cube
    rows = _rows(panel.table)
    assert [r[0] for r in rows] == actions
    assert float(rows[0][1]) == pytest.approx(cube.no_double, abs=0.0005)
    assert float(rows[1][1]) == pytest.approx(cube.double_take, abs=0.0005)
    assert _columns(panel.table) == before

    # stopped before its first batch was done: the rows stay, saying what was rolled out, with no promise
    window.session.new_match(window.session.last_setup())          # (an empty panel)
    assert panel.table.topLevelItemCount() == 0
    panel.job.started.emit(started.args[0])
    assert [r[0] for r in _rows(panel.table)] == actions
    panel.job.finished.emit(None)
    assert [r[0] for r in _rows(panel.table)] == actions and panel.table.topLevelItem(0).toolTip(0) == ""
    assert panel.note.text() == "Stopped before the first batch of trials was done."


def test_a_rollout_superseded_by_a_new_one_is_dropped(qtbot, make_window, held) -> None:
    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    hint = _hint_for_roll(qtbot, window)
    panel = window.rollout_panel
    panel.trials.setValue(72 * 3)
    with qtbot.waitSignal(panel.shown_result, timeout=60000):
        qtbot.mouseClick(hint.rollout_plays_button, Qt.MouseButton.LeftButton)
    assert not panel.seed.isEnabled()           # settings are locked while it runs
    assert not panel.trials.isEnabled() and not panel.start_button.isEnabled()
    with qtbot.waitSignal(panel.job.finished, timeout=60000):
        qtbot.mouseClick(panel.stop_button, Qt.MouseButton.LeftButton)
    held.gate.set()
    assert panel.start_button.isEnabled()
    panel.seed.setValue(9)
    panel.trials.setValue(72)
    with qtbot.waitSignal(panel.job.finished, timeout=60000) as again:
        qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    assert again.args[0].task.settings.seed == 9 and again.args[0].trials == 72
    assert len(window.session.rollouts) == 2        # another seed: another rollout, both kept


def test_roll_out_an_analysed_error_and_the_cube_decision_before_a_roll(qtbot, settings, engines, held) -> None:
    from helpers.computer import show

    from backgammon_qt.controller.match import MatchController
    from backgammon_qt.engine.summary import Candidate, Decision, MatchAnalysis, summarise
    from backgammon_qt.model import ManualDice, Match, RuleOptions, legal_plays
    from backgammon_qt.model.record import Setup
    from backgammon_qt.ui.main_window import MainWindow

    match = Match(5, RuleOptions.match(), ("Alice", "Bob"), ManualDice())
    match.new_game(setup=Setup(BEAROFF, 0, (6, 2)))           # Alice to play 6-2 in a set-up position
    window = show(qtbot, MainWindow(settings=settings, match=match, seats=(HUMAN, HUMAN), engines=engines))
    session = window.session
    legal = list(legal_plays(BEAROFF, (6, 2)))
    best, made = legal[0], legal[-1]
    assert session.act(MatchController.request_play_text, str(made), True)
    game = session.current().game
    assert game.phase is Phase.ROLLING and game.on_roll == 1 and game.can_double()

    # an analysis naming Alice's play an error (its figures are not what is tested: the rollout of it is)
    record = session.record()
    error = Decision(0, 0, 0, "checker", str(made), str(best), 0.2, 0.2, "very bad", BEAROFF.position_id(),
                     (6, 2), (Candidate(str(best), 0.1), Candidate(str(made), -0.1)))
    analysis = MatchAnalysis("expert", [error], games=(0,))
    analysis.players = summarise(record, analysis)
    session.analysis = analysis
    dock = window.analysis.panel
    dock.show()
    assert dock.errors.count() == 1 and not dock.rollout_button.isEnabled()
    rect = dock.errors.visualItemRect(dock.errors.item(0))
    qtbot.mouseClick(dock.errors.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert dock.rollout_button.isEnabled()
    panel = window.rollout_panel
    panel.trials.setValue(72 * 3)
    with qtbot.waitSignal(panel.shown_result, timeout=60000) as shown:
        qtbot.mouseClick(dock.rollout_button, Qt.MouseButton.LeftButton)
    task = shown.args[0].task
    assert task.position == BEAROFF and task.dice == (6, 2)
    assert [str(p) for p in task.candidates] == [str(best), str(made)]
    assert {r[0] for r in _rows(panel.table)} == {str(best), str(made)}
    with qtbot.waitSignal(panel.job.finished, timeout=60000):
        qtbot.mouseClick(panel.stop_button, Qt.MouseButton.LeftButton)
    held.gate.set()

    # back to the live board: Bob to roll, the hint's cube decision rolled out
    window.browser.go_to(*window.browser.live_end())
    QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    hint = window.hint_panel
    qtbot.waitUntil(lambda: hint.cube is not None, timeout=20000)
    assert hint.rollout_cube_button.isEnabled() and not hint.rollout_plays_button.isEnabled()
    panel.trials.setValue(72)
    with qtbot.waitSignal(panel.job.finished, timeout=60000) as done:
        qtbot.mouseClick(hint.rollout_cube_button, Qt.MouseButton.LeftButton)
    result = done.args[0]
    assert result.cube is not None and result.task.dice is None
    assert result.task.position == game.position and result.task.context.score == (0, 0)
    rows = _rows(panel.table)
    assert [r[0] for r in rows] == ["No double", "Double, take", "Double, pass"]
    assert float(rows[0][1]) == pytest.approx(result.cube.no_double, abs=0.0005)
    assert float(rows[0][2]) == pytest.approx(result.cube.no_double_se, abs=0.0005)
    assert "Bob" in panel.heading.text() and "Proper cube action" in panel.note.text()
    assert len(session.rollouts) == 2


def test_the_editors_analyse_rolls_out_the_cube_decision_and_the_plays(qtbot, make_window, held) -> None:
    window = make_window(seats=(HUMAN, HUMAN))
    editor = window.positions.make_editor()
    editor.show()
    qtbot.waitExposed(editor)
    editor.dice[0].setCurrentIndex(editor.dice[0].findData(6))
    editor.dice[1].setCurrentIndex(editor.dice[1].findData(5))
    with qtbot.waitSignal(window.positions.started):
        QTest.mouseClick(editor.analyse_button, Qt.MouseButton.LeftButton)
    hint = window.hint_panel
    qtbot.waitUntil(lambda: hint.table.topLevelItemCount() > 0 and hint.cube is not None, timeout=30000)
    assert hint.rollout_cube_button.isEnabled() and hint.rollout_plays_button.isEnabled()
    held.gate.set()
    panel = window.rollout_panel
    panel.trials.setValue(36)
    panel.truncation.setValue(1)
    game = window.controller.game
    with qtbot.waitSignal(panel.job.finished, timeout=120000) as cube:
        qtbot.mouseClick(hint.rollout_cube_button, Qt.MouseButton.LeftButton)
    assert cube.args[0].cube is not None
    assert panel.bar.format() == "Done: 72 trials."                  # a cube decision has no plays
    c = cube.args[0].cube
    best_row = ["No double", "Double, take", "Double, pass"].index(
        presentation.cube_option_text(presentation.best_cube_option(c.no_double, c.double_take, c.double_pass)))
    differences = [row[3] for row in _rows(panel.table)]
    assert differences[best_row] == "" and all(d for i, d in enumerate(differences) if i != best_row)
    assert cube.args[0].task.position == game.turn.start == Position.start() and cube.args[0].task.dice is None
    with qtbot.waitSignal(panel.job.finished, timeout=120000) as plays:
        qtbot.mouseClick(hint.rollout_plays_button, Qt.MouseButton.LeftButton)
    task = plays.args[0].task
    assert task.dice == (6, 5) and task.position == Position.start()
    assert list(task.candidates) == rollouts.best_plays(hint.ranked)
    assert "24/13" in [str(p) for p in task.candidates]              # the best 6-5, among them
    assert len(window.session.rollouts) == 2
    assert panel.bar.format() == "Done: 72 trials per play."


def test_a_new_match_drops_a_running_rollout(qtbot, make_window, held) -> None:
    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    hint = _hint_for_roll(qtbot, window)
    panel = window.rollout_panel
    panel.trials.setValue(72 * 3)
    with qtbot.waitSignal(panel.shown_result, timeout=60000):
        qtbot.mouseClick(hint.rollout_plays_button, Qt.MouseButton.LeftButton)
    assert panel.job.running
    window.session.new_match(window.session.last_setup())
    assert not panel.job.running and panel.table.topLevelItemCount() == 0
    assert "dropped" in panel.heading.text() and not panel.start_button.isEnabled()
    held.gate.set()
    assert panel.job.wait(60000)                      # the dropped rollout's thread is done...
    QCoreApplication.processEvents()                  # ...and whatever it sent is delivered
    assert window.session.rollouts == [] and panel.kept.count() == 0


def test_the_panel_is_named_for_screen_readers_and_reached_by_tab(qtbot, make_window) -> None:
    from PySide6.QtGui import QAccessible
    from PySide6.QtWidgets import QApplication

    window = make_window(seats=(HUMAN, HUMAN))
    panel = window.rollout_panel
    panel.show()
    qtbot.waitExposed(panel)

    def name(widget) -> str:
        iface = QAccessible.queryAccessibleInterface(widget)
        assert iface is not None and iface.isValid()
        return iface.text(QAccessible.Text.Name)

    assert name(panel.table) == "Rollout results" and name(panel.bar) == "Rollout progress"
    assert name(panel.kept) == "Rollouts kept with the match"
    assert name(panel.trials).startswith("Trials") and name(panel.seed).startswith("Seed")
    assert name(panel.target) == "Target standard error"
    panel.trials.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.trials)
    reached = []
    for _ in range(12):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    assert panel.use_target in reached and panel.truncation in reached and panel.ply in reached
    assert panel.cubeful in reached and panel.seed in reached


@pytest.mark.parametrize("context, expected", [
    (dict(match_length=5, score=(4, 2), crawford=True),
     "The cube decision cannot be rolled out: this is the Crawford game, where nobody may double."),
    (dict(cube_value=2, cube_owner="OPPONENT"), "The cube decision cannot be rolled out: the opponent owns the cube."),
    (dict(cube=False), "The cube decision cannot be rolled out: the cube is not in use."),
])
def test_a_subject_that_cannot_be_rolled_out_says_why_in_a_sentence_of_ours(qtbot, make_window, context,
                                                                             expected) -> None:
    """The reason is the panel's own translated sentence, asked of the
    subject first (RolloutSubject.why_not), never the engine's English
    ValueError text."""
    from backgammon_qt.engine.base import CubeOwner, GameContext

    if "cube_owner" in context:
        context["cube_owner"] = CubeOwner[context["cube_owner"]]
    window = make_window(seats=(HUMAN, HUMAN))
    panel = window.rollout_panel
    subject = rollouts.RolloutSubject(Position.start(), GameContext(**context), None, (), "Alice")
    assert subject.why_not() is not None
    assert panel.roll_out(subject) is False
    assert panel.heading.text() == expected
    assert not panel.job.running and panel.start_button.isEnabled()


def test_a_failed_rollout_says_so_and_logs_the_engines_words(qtbot, make_window, caplog) -> None:
    """The worker's sentences (worker.engine_failure_text) go to the log and
    follow the panel's sentence: the rollout failed before a batch was done,
    so nothing of it is kept."""
    window = make_window(seats=(HUMAN, HUMAN))
    panel = window.rollout_panel
    why = "The engine could not answer. Technical detail: EngineError: bgsage stopped"
    with caplog.at_level("ERROR", logger="backgammon_qt.ui.rollout_panel"):
        panel.job.failed.emit(why)
    assert panel.bar.format() == "The rollout failed."
    assert panel.note.text() == ("The rollout ended because the engine failed before its first batch of trials "
                                 "was done: nothing of it is kept. " + why)
    assert window.session.rollouts == []
    assert any(why in r.getMessage() for r in caplog.records)


def test_view_rollouts_opens_the_panel_with_the_kept_rollouts_of_a_reopened_match(qtbot, make_window,
                                                                                  tmp_path) -> None:
    """View > Rollouts (and the docks' right-click list) reach the panel and
    its Kept list at any time, not only after a rollout was started."""
    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    qtbot.waitUntil(lambda: not sliding(window), timeout=3000)
    click_item(window, window.scene.roll_button)
    game = window.controller.game
    subject = rollouts.subject_for_game(game, "Alice", rollouts.best_plays(
        [SimpleNamespace(play=p, equity=0.0) for p in list(_legal(game))[:2]]))
    task = subject.task(rollouts.make_settings(trials=36, truncation=1))
    kept = rollout_api.merge(task, [rollout_api.run_batch(task, 0)])
    window.session.keep_rollout(kept)
    path = tmp_path / "kept.bgqt"
    window.session.save_to(path)
    with qtbot.waitSignal(window.session.loaded, timeout=20000):
        window.session.open(path)
    entry = [a for a in window.view_menu.actions() if a.text().replace("&", "") == "Rollouts"]
    assert len(entry) == 1 and entry[0].isCheckable() and not entry[0].isChecked()
    # the docks' right-click list has it before any rollout was asked for
    qtbot.waitUntil(lambda: "Rollout" in [a.text() for a in window.createPopupMenu().actions()])
    panel = window.rollout_panel
    assert not panel.isVisible()
    assert panel.toggleViewAction() in window.createPopupMenu().actions()     # the docks' right-click list
    entry[0].trigger()
    qtbot.waitUntil(panel.isVisible)
    assert entry[0].isChecked() and panel.kept.count() == 1 and panel.kept.isEnabled()
    panel.kept.setFocus()
    QTest.keyClick(panel.kept, Qt.Key.Key_Down)
    assert [r[0] for r in _rows(panel.table)] == [str(c.play) for c in kept.candidates]
    panel.close()
    assert not entry[0].isChecked()


def _legal(game):
    from backgammon_qt.model import legal_plays

    return legal_plays(game.turn.start, game.dice)


def test_roll_out_again_keeps_the_old_rollout_and_extend_follows_the_settings_shown(qtbot, make_window, held,
                                                                                    tmp_path) -> None:
    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    hint = _hint_for_roll(qtbot, window)
    panel = window.rollout_panel
    panel.trials.setValue(72 * 3)
    with qtbot.waitSignal(panel.shown_result, timeout=60000):
        qtbot.mouseClick(hint.rollout_plays_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(panel.job.finished, timeout=60000) as stopped:
        qtbot.mouseClick(panel.stop_button, Qt.MouseButton.LeftButton)
    first = stopped.args[0]
    assert first.stopped and first.trials == 72
    assert panel.kept.itemText(0) == "6-2: 72 trials, full, seed 1"
    # Roll out again, the same subject and settings: a new entry, the stopped one stays kept
    held.gate.set()
    panel.trials.setValue(72)
    with qtbot.waitSignal(panel.job.finished, timeout=60000) as again:
        qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    assert window.session.rollouts == [first, again.args[0]] and panel.kept.count() == 2

    # reopened: the stopped one still says it was stopped; Extend says what it adds
    path = tmp_path / "two.bgqt"
    window.session.save_to(path)
    with qtbot.waitSignal(window.session.loaded, timeout=20000):
        window.session.open(path)
    panel.truncation.setValue(7)
    panel.seed.setValue(5)
    panel.kept.setFocus()
    QTest.keyClick(panel.kept, Qt.Key.Key_Down)        # the stopped one
    assert panel.bar.format() == "Stopped after 72 trials per play." and 0 < panel.bar.value() < 1000
    assert panel.truncation.value() == 0 and panel.seed.value() == 1     # its own settings are shown
    assert panel.extend_button.isEnabled()
    # but the trials are the player's, for the extension (the stopped one's planned 216 are not brought back)
    assert panel.trials.value() == 72
    assert panel.extend_button.text().replace("&", "") == "Extend by 72 trials"
    panel.trials.setValue(144)
    assert panel.extend_button.text().replace("&", "") == "Extend by 144 trials"
    panel.truncation.setValue(3)                       # another rollout: Extend goes off, Roll out stays
    assert not panel.extend_button.isEnabled() and panel.start_button.isEnabled()
    qtbot.mouseClick(panel.extend_button, Qt.MouseButton.LeftButton)
    assert not panel.job.running
    panel.truncation.setValue(0)
    assert panel.extend_button.isEnabled()
    chosen = window.session.rollouts[0]
    with qtbot.waitSignal(panel.job.finished, timeout=60000) as extended:
        qtbot.mouseClick(panel.extend_button, Qt.MouseButton.LeftButton)
    assert extended.args[0].trials == 72 + 144
    assert window.session.rollouts[0] is extended.args[0] and chosen not in window.session.rollouts
    assert len(window.session.rollouts) == 2            # the extension took the place of what it extends


def test_the_trials_field_is_the_next_extensions_size_not_the_trials_done(qtbot, make_window, held,
                                                                          tmp_path) -> None:
    """The fresh player's report: after extending a kept rollout of 72
    trials, choosing it showed its total (72 + the extension) in the Trials
    field, and Extend then offered to add that total; Open and New match
    kept it.  The field is a setting, as gnubg's rollout settings are: the
    size of the next rollout or extension, as the player set it, across
    matches; the trials done are said by the bar, the note and the kept
    list."""
    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    hint = _hint_for_roll(qtbot, window)
    panel = window.rollout_panel
    held.gate.set()
    panel.trials.setValue(72)
    with qtbot.waitSignal(panel.job.finished, timeout=60000):
        qtbot.mouseClick(hint.rollout_plays_button, Qt.MouseButton.LeftButton)
    panel.trials.setValue(144)
    with qtbot.waitSignal(panel.job.finished, timeout=60000) as extended:
        qtbot.mouseClick(panel.extend_button, Qt.MouseButton.LeftButton)
    assert extended.args[0].trials == 72 + 144
    assert panel.trials.value() == 144 and panel.bar.format() == "Done: 216 trials per play."
    assert panel.kept.itemText(0) == "6-2: 216 trials, full, seed 1"

    def choose_kept() -> None:
        panel.kept.setCurrentIndex(-1)
        panel.kept.setFocus()
        QTest.keyClick(panel.kept, Qt.Key.Key_Down)        # chosen with the keyboard (activated)
        assert panel.kept.currentIndex() == 0 and panel.result is window.session.rollouts[0]

    choose_kept()
    assert panel.trials.value() == 144                    # not the 216 done
    assert panel.extend_button.text().replace("&", "") == "Extend by 144 trials"
    assert panel.bar.format() == "Done: 216 trials per play." and "216 trials per play." in panel.note.text()

    # the setting stays the player's through Open and New match (gnubg keeps its rollout settings too)
    path = tmp_path / "extended.bgqt"
    window.session.save_to(path)
    window.session.new_match(window.session.last_setup())
    assert panel.trials.value() == 144
    with qtbot.waitSignal(window.session.loaded, timeout=20000):
        window.session.open(path)
    assert panel.trials.value() == 144
    choose_kept()
    assert panel.trials.value() == 144 and panel.bar.format() == "Done: 216 trials per play."
    assert panel.extend_button.isEnabled()
    with qtbot.waitSignal(panel.job.finished, timeout=60000) as again:
        qtbot.mouseClick(panel.extend_button, Qt.MouseButton.LeftButton)
    assert again.args[0].trials == 216 + 144                # Extend adds what the field says


@pytest.mark.parametrize("target, expected", [
    (0.001, "Stopped at the trial limit of 72 trials before every standard error reached 0.001."),
    (0.5, "Every standard error reached 0.500 after 72 trials."),
])
def test_a_target_standard_error_says_why_the_rollout_ended(qtbot, make_window, held, target, expected) -> None:
    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    hint = _hint_for_roll(qtbot, window)
    held.gate.set()
    panel = window.rollout_panel
    panel.trials.setValue(72)
    panel.use_target.setChecked(True)
    panel.target.setValue(target)
    with qtbot.waitSignal(panel.job.finished, timeout=60000) as done:
        qtbot.mouseClick(hint.rollout_plays_button, Qt.MouseButton.LeftButton)
    assert done.args[0].trials == 72
    assert panel.note.text().startswith(expected)


def test_the_sentence_under_the_table_says_how_sure_the_best_choice_is(qtbot, make_window, held) -> None:
    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    hint = _hint_for_roll(qtbot, window)
    held.gate.set()
    panel = window.rollout_panel
    panel.trials.setValue(72)
    with qtbot.waitSignal(panel.job.finished, timeout=60000) as done:
        qtbot.mouseClick(hint.rollout_plays_button, Qt.MouseButton.LeftButton)
    one, two = done.args[0].candidates[:2]
    lead, se = one.equity - two.equity, (one.se ** 2 + two.se ** 2) ** 0.5
    if lead > 2 * se:
        assert panel.verdict.text() == f"{one.play} is best by {lead:.3f} \u00b1 {se:.3f}."
    else:
        assert panel.verdict.text().endswith("too close to call at this many trials.")
    # the cube: gnubg's words with the answer, sure or too close
    from backgammon_qt.engine.base import CubeAction

    def cube(nd, nd_se, dt, dt_se):
        return SimpleNamespace(cube=SimpleNamespace(no_double=nd, no_double_se=nd_se, double_take=dt,
                                                    double_take_se=dt_se, double_pass=1.0,
                                                    action=CubeAction.NO_DOUBLE), candidates=())
    assert panel._verdict(cube(0.5, 0.01, 0.3, 0.02)) == "No double, take is best by 0.200 \u00b1 0.022."
    assert panel._verdict(cube(0.5, 0.05, 0.55, 0.05)).startswith("Double, take leads by 0.050 \u00b1 0.071")
    assert "too close to call" in panel._verdict(cube(0.5, 0.05, 0.55, 0.05))
    assert panel._verdict(cube(0.9, 0.01, 1.2, 0.02)) == "Double, pass is best by 0.100 \u00b1 0.010."


def test_the_columns_stay_steady_and_the_bar_says_what_it_fills(qtbot, make_window) -> None:
    """Between the batches of one rollout the column set does not change
    (a wider number no longer hides a column); the bar's text counts the
    trials its fill shows; a roll is written high die first."""
    from dataclasses import replace

    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    qtbot.waitUntil(lambda: not sliding(window), timeout=3000)
    click_item(window, window.scene.roll_button)
    game = window.controller.game
    subject = rollouts.subject_for_game(game, "Alice", tuple(_legal(game))[:2])
    task = subject.task(rollouts.make_settings(trials=144, truncation=1))
    first = rollout_api.merge(task, [rollout_api.run_batch(task, 0)])

    def with_win(result, win):
        return replace(result, candidates=tuple(replace(c, chances=replace(c.chances, win=win))
                                                for c in result.candidates))

    narrow, wide = with_win(first, 0.5), with_win(first, 1.0)
    panel = window.rollout_panel
    panel.show()
    qtbot.waitExposed(panel)
    panel.job.started.emit(replace(task, dice=(2, 6)))
    assert "6-2" in panel.heading.text() and "2-6" not in panel.heading.text()
    panel.job.progress.emit(rollout_api.RolloutProgress(72, 144, 0.75, narrow))
    assert panel.bar.format() == "72 of 144 trials per play" and panel.bar.value() == 500   # the table's trials
    table = panel.table
    needed = sum(panel._widths[c] for c in range(table.columnCount()))     # the widths the columns are given
    assert needed >= sum(max(table.sizeHintForColumn(c), table.header().sectionSizeHint(c))
                         for c in range(table.columnCount()))
    window.resize(1600, window.height())
    qtbot.waitUntil(lambda: panel.width() > 300)

    def fit() -> bool:
        window.resizeDocks([panel], [panel.width() + needed - table.viewport().width()], Qt.Orientation.Horizontal)
        return table.viewport().width() == needed
    qtbot.waitUntil(fit)
    assert not any(table.isColumnHidden(c) for c in range(table.columnCount()))
    panel.job.progress.emit(rollout_api.RolloutProgress(108, 144, 0.8, wide))     # "100.0%": a wider column
    assert table.topLevelItem(0).text(4) == "100.0%"
    assert not any(table.isColumnHidden(c) for c in range(table.columnCount()))


def test_the_columns_stay_the_same_when_the_rollout_ends(qtbot, make_window) -> None:
    """The fresh player's report: the table's columns changed when the
    rollout finished.  The columns of numbers have the width of the widest
    number they can hold from the rollout's first batch on, so the end's
    numbers (here wider: a 100.0% chance, an equity below -1) change
    neither their widths nor which columns fit, in a wide panel and in a
    narrow one."""
    from dataclasses import replace

    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    qtbot.waitUntil(lambda: not sliding(window), timeout=3000)
    click_item(window, window.scene.roll_button)
    game = window.controller.game
    subject = rollouts.subject_for_game(game, "Alice", tuple(_legal(game))[:2])
    task = subject.task(rollouts.make_settings(trials=144, truncation=1))
    first = rollout_api.merge(task, [rollout_api.run_batch(task, 0)])
    second = rollout_api.merge(task, [rollout_api.run_batch(task, 0), rollout_api.run_batch(task, 1)])
    ended = replace(second, candidates=tuple(
        replace(c, equity=c.equity - 1.5, chances=replace(c.chances, win=1.0)) for c in second.candidates))
    panel = window.rollout_panel
    panel.show()
    qtbot.waitExposed(panel)
    table, header = panel.table, panel.table.header()

    def columns():
        return [(table.isColumnHidden(c), header.sectionSize(c)) for c in range(table.columnCount())]

    for width in (1600, 1024):
        window.resize(width, window.height())
        qtbot.waitUntil(lambda width=width: window.width() == width)
        panel.job.started.emit(task)
        panel.job.progress.emit(rollout_api.RolloutProgress(72, 144, 0.5, first))
        running = columns()
        assert all(size >= header.sectionSizeHint(c) for c, (hidden, size) in enumerate(running) if not hidden)
        with qtbot.waitSignal(panel.job.finished, timeout=5000):
            panel.job.finished.emit(ended)
        assert table.topLevelItem(0).text(4) == "100.0%" and table.topLevelItem(0).text(1).startswith("-1.")
        assert columns() == running, width
        assert sum(size for hidden, size in running if not hidden) <= table.viewport().width()   # none cut


def test_ctrl_shift_a_analyses_the_match_with_the_focus_in_the_rollout_panel(qtbot, make_window, held) -> None:
    """The window's shortcut (Analyse > Analyse the whole match) reaches the
    menu with the keyboard focus in any field of the rollout dock: no field
    keeps Ctrl+Shift+A for itself (a shortcut override)."""
    from PySide6.QtWidgets import QApplication, QWidget

    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    _hint_for_roll(qtbot, window)
    panel = window.rollout_panel
    window.rollouts_action.trigger()
    qtbot.waitUntil(panel.isVisible)
    action = window.analysis.match_action
    action.triggered.disconnect()                       # counted, not run: the analysis itself is tested elsewhere
    fields = [w for w in [panel, *panel.findChildren(QWidget)]
              if w.isVisible() and w.isEnabled() and w.focusPolicy() != Qt.FocusPolicy.NoFocus]
    assert panel.trials in fields and panel.table in fields
    for field in fields:
        field.setFocus(Qt.FocusReason.MouseFocusReason)
        focused = QApplication.focusWidget()
        assert focused is not None and (focused is field or field.isAncestorOf(focused) or focused.isAncestorOf(field))
        with qtbot.waitSignal(action.triggered, timeout=2000):
            QTest.keyClick(focused, Qt.Key.Key_A,
                           Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)


def test_a_rollout_stopped_before_its_first_batch_says_so_whole_in_a_narrow_panel(qtbot, make_window) -> None:
    """The bar's text fits the panel at its narrowest (the docks narrow to
    keep the window's width); the sentence is under the table, wrapped."""
    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    panel = window.rollout_panel
    window.rollouts_action.trigger()
    qtbot.waitUntil(panel.isVisible)
    window.resizeDocks([panel], [panel.MINIMUM_WIDTH], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: panel.width() <= panel.MINIMUM_WIDTH + 20)
    panel.job.finished.emit(None)
    assert panel.bar.format() == "Stopped."
    assert panel.note.text() == "Stopped before the first batch of trials was done."
    assert panel.bar.fontMetrics().horizontalAdvance(panel.bar.text()) < panel.bar.width()


def test_another_match_clears_the_old_matchs_rollout_from_the_panel(qtbot, make_window, held, tmp_path) -> None:
    """A finished rollout of one match is not shown over the next one (a
    new match, a pasted position, a file opened): the panel shows the new
    match's state -- nothing rolled out, Extend off, its own kept rollouts."""
    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    hint = _hint_for_roll(qtbot, window)
    panel = window.rollout_panel
    panel.trials.setValue(72)
    held.gate.set()
    with qtbot.waitSignal(panel.job.finished, timeout=60000):
        qtbot.mouseClick(hint.rollout_plays_button, Qt.MouseButton.LeftButton)
    assert "Alice" in panel.heading.text() and panel.extend_button.isEnabled()
    path = tmp_path / "rolled.bgqt"
    window.session.save_to(path)

    def cleared() -> None:
        assert panel.table.topLevelItemCount() == 0 and panel.note.text() == "" and panel.verdict.text() == ""
        assert panel.bar.format() == "" and panel.bar.value() == 0
        assert "Alice" not in panel.heading.text() and "dropped" not in panel.heading.text()
        assert not panel.extend_button.isEnabled() and not panel.start_button.isEnabled()

    window.session.new_match(window.session.last_setup())
    cleared()
    assert panel.kept.count() == 0
    assert window.positions.paste(Position.start().position_id())
    cleared()
    with qtbot.waitSignal(window.session.loaded, timeout=20000):
        window.session.open(path)
    cleared()
    assert panel.kept.count() == 1 and panel.kept.currentIndex() == -1      # the opened match's, to choose


def test_an_analysed_take_rolls_out_the_doublers_decision_named_for_the_doubler_and_kept_with_its_place(
        qtbot, settings, engines, held, tmp_path) -> None:
    """Alice's take of Bob's double, rolled out from the analysis dock: the
    rollout is Bob's cube decision (no double, double/take, double/pass in
    Bob's equities, as gnubg rolls a take out), so the heading names Bob.
    Kept with the match, it is listed with its game and move, and choosing
    it again names Bob and puts its position on the board."""
    from helpers.computer import show

    from backgammon_qt.controller.match import MatchController
    from backgammon_qt.engine.summary import Candidate, Decision, MatchAnalysis, summarise
    from backgammon_qt.model import ManualDice, Match, RuleOptions, legal_plays
    from backgammon_qt.model.record import Setup
    from backgammon_qt.ui.main_window import MainWindow

    match = Match(5, RuleOptions.match(), ("Alice", "Bob"), ManualDice())
    match.new_game(setup=Setup(BEAROFF, 0, (6, 2)))           # Alice to play 6-2, then Bob on roll
    window = show(qtbot, MainWindow(settings=settings, match=match, seats=(HUMAN, HUMAN), engines=engines))
    session = window.session
    assert session.act(MatchController.request_play_text, str(next(iter(legal_plays(BEAROFF, (6, 2))))), True)
    game = session.current().game
    assert game.on_roll == 1 and game.can_double()
    before_double = game.position
    assert session.act(MatchController.cube_clicked)           # Bob doubles
    assert session.act(MatchController.answer, "take")         # Alice takes
    record = session.record()
    double_at = len(record.games[0].actions) - 2                # the double's index (the take's is next)
    take = Decision(0, double_at + 1, 0, "cube", "take", "drop", 0.1, 0.1, "bad", before_double.position_id(),
                    None, (Candidate("drop", -1.0), Candidate("take", -1.1)))
    analysis = MatchAnalysis("expert", [take], games=(0,))
    analysis.players = summarise(record, analysis)
    session.analysis = analysis
    dock = window.analysis.panel
    dock.show()
    rect = dock.errors.visualItemRect(dock.errors.item(0))
    qtbot.mouseClick(dock.errors.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    panel = window.rollout_panel
    panel.trials.setValue(72)
    held.gate.set()
    with qtbot.waitSignal(panel.job.finished, timeout=60000) as done:
        qtbot.mouseClick(dock.rollout_button, Qt.MouseButton.LeftButton)
    task = done.args[0].task
    assert task.dice is None and task.position == before_double        # Bob's decision before his double
    assert "Bob's cube decision" in panel.heading.text() and "Alice" not in panel.heading.text()
    assert panel.kept.itemText(0).startswith(f"Game 1, move {double_at}: cube decision, 72 trials")

    # kept with the match: opened again, chosen from the list
    path = tmp_path / "taken.bgqt"
    session.save_to(path)
    session.new_match(session.last_setup())
    with qtbot.waitSignal(session.loaded, timeout=20000):
        session.open(path)
    assert panel.kept.count() == 1 and panel.kept.currentIndex() == -1
    assert not session.review.reviewing
    panel.kept.setFocus()
    QTest.keyClick(panel.kept, Qt.Key.Key_Down)
    assert "Bob's cube decision" in panel.heading.text()
    assert session.review.cursor == (0, double_at)                     # the board shows its position
    assert panel.kept.itemText(0).startswith(f"Game 1, move {double_at}: cube decision")


def test_the_bar_the_note_and_the_table_count_the_same_trials_per_play(qtbot, make_window) -> None:
    """The bar counts the trials per play whose results the table and the
    note show (the finished batches), of the planned trials, and fills that
    share; the running batch's partial work (bgsage's progress inside a
    batch) is not counted as trials.  Before the first batch is done the bar
    is busy, with no count."""
    from dataclasses import replace

    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    qtbot.waitUntil(lambda: not sliding(window), timeout=3000)
    click_item(window, window.scene.roll_button)
    game = window.controller.game
    subject = rollouts.subject_for_game(game, "Alice", tuple(_legal(game))[:2])
    task = subject.task(rollouts.make_settings(trials=1296, truncation=1))
    first = rollout_api.merge(task, [rollout_api.run_batch(task, 0)])
    assert first.trials == 72
    panel = window.rollout_panel
    panel.show()
    qtbot.waitExposed(panel)
    panel.job.started.emit(replace(task, dice=(6, 2)))
    panel.job.progress.emit(rollout_api.RolloutProgress(0, 1296, 0.04, None))     # inside the first batch
    # the fresh player's shot: "0 of 1,296 trials per play" on a busy bar that looked full; now an empty bar
    assert panel.bar.maximum() > 0 and panel.bar.value() == 0
    # the table lists what is rolled out, its figures blank: no figures of a batch not done yet
    assert [r[0] for r in _rows(panel.table)] == [str(p) for p in task.candidates]
    assert all(cell == "" for r in _rows(panel.table) for cell in r[1:])
    # the screenshot's case: 72 trials in the table, the second batch under way (88 of 1296 of the work)
    panel.job.progress.emit(rollout_api.RolloutProgress(72, 1296, 88 / 1296, first))
    assert panel.bar.format() == "72 of 1296 trials per play"
    assert panel.bar.maximum() == 1000 and panel.bar.value() == 1000 * 72 // 1296
    assert "72 trials per play." in panel.note.text()
    assert panel.table.topLevelItemCount() == len(first.candidates)


def test_the_batch_under_way_moves_trial_by_trial_apart_from_the_table_and_says_the_time_left(
        qtbot, make_window) -> None:
    """The fresh player's report: "Starting..." for 45 s and then a bar that
    moves a batch (a minute) at a time.  The line under the bar says the
    batch under way as bgsage plays it, trial by trial (its number, the
    play being rolled out, its trials played), apart from the bar, the
    note and the table, which still count the finished batches only; once
    a batch of the run is done it says the time left at the pace so far."""
    from dataclasses import replace

    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    qtbot.waitUntil(lambda: not sliding(window), timeout=3000)
    click_item(window, window.scene.roll_button)
    game = window.controller.game
    subject = rollouts.subject_for_game(game, "Alice", tuple(_legal(game))[:2])
    task = subject.task(rollouts.make_settings(trials=1296, truncation=1))
    first = rollout_api.merge(task, [rollout_api.run_batch(task, 0)])
    panel = window.rollout_panel
    panel.show()
    qtbot.waitExposed(panel)
    now = [1000.0]
    panel._clock = lambda: now[0]

    def report(trials, done, batch, result):
        panel.job.progress.emit(rollout_api.RolloutProgress(trials, 1296, 0.0, result, batch, 72, done, 144))

    panel.job.started.emit(replace(task, dice=(6, 2)))
    assert panel.bar.format() == "Starting the engine\u2026" and panel.running.text() == ""
    assert not panel.running.isVisible()              # no empty line in a short dock
    blank = [[""] * 6] * 2                             # the plays' figures before a batch is done
    report(0, 0, 0, None)                              # the first batch starts: no figures in the table yet
    assert panel.running.text() == "Batch 1 of 18 under way: play 1 of 2, 0 of 72 trials."
    assert panel.running.isVisible()
    assert panel.bar.value() == 0 < panel.bar.maximum() and panel.bar.format() == "0 of 1296 trials per play"
    assert [r[1:] for r in _rows(panel.table)] == blank
    now[0] += 40
    report(0, 100, 0, None)                            # bgsage's 100th trial: the second play's 28th
    assert panel.running.text() == "Batch 1 of 18 under way: play 2 of 2, 28 of 72 trials."
    assert [r[1:] for r in _rows(panel.table)] == blank and panel.note.text() == ""
    now[0] += 20
    report(72, 0, -1, first)                           # the batch is done: in the table, the bar, the note
    # the line goes on at once to the next batch (never "batch 1 under way" beside batch 1's trials)
    assert panel.running.text() == ("Batch 2 of 18 under way: play 1 of 2, 0 of 72 trials. "
                                    "About 17 minutes left.")
    report(72, 0, 1, first)                            # the next one starts; a minute a batch so far
    assert panel.bar.format() == "72 of 1296 trials per play" and panel.bar.value() == 1000 * 72 // 1296
    assert "72 trials per play." in panel.note.text()
    assert panel.table.topLevelItemCount() == len(first.candidates)
    assert panel.running.text() == ("Batch 2 of 18 under way: play 1 of 2, 0 of 72 trials. "
                                    "About 17 minutes left.")
    now[0] += 30
    report(72, 72, 1, first)                           # half of batch 2 in 30 s more: 60 s a batch
    assert panel.running.text() == ("Batch 2 of 18 under way: play 2 of 2, 0 of 72 trials. "
                                    "About 16 minutes left.")                     # 16.5 batches left
    assert panel.bar.format() == "72 of 1296 trials per play"                   # still the table's count
    with qtbot.waitSignal(panel.job.finished, timeout=5000):
        panel.job.finished.emit(replace(first, stopped=True))
    assert panel.running.text() == "" and not panel.running.isVisible()


def test_the_batch_under_way_is_said_while_a_real_rollout_runs(qtbot, make_window, held, monkeypatch) -> None:
    """Started with the mouse, the job's own pool thread and bgsage: the
    line says the first batch under way before its trials are in the table.
    Every text the line is given is recorded with whether the table had its
    figures then: a short bear-off's play 1 can be over between two looks
    of the test's wait (its reports handled in one go on a loaded machine),
    so the wait is on what was said, not on what is shown at one moment."""
    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    hint = _hint_for_roll(qtbot, window)
    panel = window.rollout_panel
    panel.trials.setValue(72 * 4)
    said: list[tuple[str, bool]] = []           # (the line's text, no figures in the table yet)
    set_text = panel.running.setText

    def record(text: str) -> None:
        first = panel.table.topLevelItem(0)
        said.append((text, first is not None and first.text(1) == ""))
        set_text(text)

    monkeypatch.setattr(panel.running, "setText", record)
    qtbot.mouseClick(hint.rollout_plays_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: any(text.startswith("Batch 1 of 4 under way: play 1 of ") and blank
                                for text, blank in said), timeout=60000)
    assert panel.table.topLevelItemCount() == 2                 # the plays listed from the start
    qtbot.waitUntil(lambda: panel.table.topLevelItem(0).text(1) != "", timeout=60000)     # held after the batch
    # batch 1's trials are in the table: the line is on to batch 2, with the time left at batch 1's pace
    assert panel.running.text().startswith("Batch 2 of 4 under way: play 1 of 2, 0 of 72 trials. About ")
    assert panel.running.text().endswith(" left.")
    assert panel.bar.format() == "72 of 288 trials per play"
    with qtbot.waitSignal(panel.job.finished, timeout=60000):
        qtbot.mouseClick(panel.stop_button, Qt.MouseButton.LeftButton)
    assert panel.running.text() == ""


def test_the_panel_stays_readable_above_the_game_list_in_a_1024_by_768_window(qtbot, make_window,
                                                                            shared_dir) -> None:
    """The player's steps: a match file opened (the Game list dock opens
    under the rollout panel on the right), a cube decision rolled out.  The
    panel's settings rows keep their own height (none squeezed into
    slivers over another), the table shows every row without a sideways
    scrollbar, and the sentences under it are whole (what does not fit the
    dock's height scrolls)."""
    from PySide6.QtWidgets import QLabel

    window = make_window(seats=(HUMAN, HUMAN))
    game = window.controller.game
    task = rollouts.subject_for_game(game, "Alice").task(rollouts.make_settings(trials=72, truncation=1))
    result = rollout_api.merge(task, [rollout_api.run_batch(task, 0)])
    assert result.cube is not None
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: window.width() == 1024)
    with qtbot.waitSignal(window.session.loaded, timeout=30000):
        window.session.open(shared_dir / "testdata/matches/galaxy/match8067917.txt")
    window.browser.show_list()
    window.analysis.panel_action.trigger()            # the analysis dock on the left: the panel is narrow
    game_list = window.findChild(QDockWidget, "game_list_dock")
    qtbot.waitUntil(lambda: game_list is not None and game_list.isVisible())
    panel = window.rollout_panel
    panel.show()
    panel.raise_()
    qtbot.waitUntil(panel.isVisible)
    panel.job.started.emit(task)
    panel.job.progress.emit(rollout_api.RolloutProgress(72, 72, 1.0, result))
    panel.job.finished.emit(result)
    for _ in range(3):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()
    assert window.dockWidgetArea(panel) == window.dockWidgetArea(game_list) and not window.tabifiedDockWidgets(panel)
    assert window.height() == 768                         # the docks' minimums fit: the window did not grow
    assert game_list.isVisible() and not game_list.visibleRegion().isEmpty()

    def no_overlap(widgets, within) -> None:
        for w in widgets:       # the minimum the layout honours: the one set, else the widget's hint
            assert w.height() >= (w.minimumHeight() or w.minimumSizeHint().height()), w
        rows = sorted(((w.mapTo(within, w.rect().topLeft()).y(), w.height(), w) for w in widgets),
                      key=lambda row: row[0])
        for (y1, h1, w1), (y2, _h2, w2) in pairwise(rows):
            assert y1 + h1 <= y2, (w1, w2)                            # no row drawn over the next

    # the settings rows keep their height (in a scrolling area of their own when the dock is short)
    no_overlap([panel.trials, panel.use_target, panel.truncation, panel.ply, panel.cubeful, panel.seed],
               panel.trials.parentWidget())
    settings = panel.trials                                # the settings' widget in the panel's body
    while settings.parentWidget() is not panel.widget():
        settings = settings.parentWidget()
    # and what follows them does too, in view
    no_overlap([panel.kept, panel.heading, settings, panel.start_button, panel.extend_button, panel.bar,
                panel.table, panel.verdict, panel.note], panel)
    table = panel.table
    assert table.horizontalScrollBar().isHidden() or not table.horizontalScrollBar().isVisible()
    rows = table.topLevelItemCount()
    assert rows == 3
    last = table.visualItemRect(table.topLevelItem(rows - 1))
    assert last.bottom() <= table.viewport().height()                    # every row shown
    for label in (panel.note, panel.verdict, panel.heading):
        assert isinstance(label, QLabel) and label.height() >= label.heightForWidth(label.width()), label.text()
    for w in (panel.start_button, panel.bar, table, panel.verdict, panel.note):     # in view, not scrolled away
        assert w.isVisible() and w.mapTo(panel, w.rect().bottomLeft()).y() < panel.height(), w


def test_the_game_list_stays_under_the_panel_when_a_real_rollouts_first_figures_come(qtbot, make_window, held,
                                                                                    shared_dir) -> None:
    """What a player saw at 1024x768 with the Game list under the panel: a
    cube decision rolled out (the line of the batch under way shown), the
    first batch's sentences under the table made the panel taller than its
    room, the window grew and the Game list was tabbed away behind the
    panel in the middle of the rollout.  The sentences scroll in their own
    area when there is no room (the best choice's sentence stays in view);
    the window keeps its height and the docks their places."""
    window = make_window(seats=(HUMAN, HUMAN))
    subject = rollouts.subject_for_game(window.controller.game, "Alice")       # the cube decision before a roll
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: window.width() == 1024)
    with qtbot.waitSignal(window.session.loaded, timeout=30000):
        window.session.open(shared_dir / "testdata/matches/galaxy/match8067917.txt")
    window.browser.show_list()
    window.analysis.panel_action.trigger()            # the analysis dock on the left: the panel is narrow
    game_list = window.findChild(QDockWidget, "game_list_dock")
    qtbot.waitUntil(lambda: game_list is not None and game_list.isVisible())
    panel = window.rollout_panel
    panel.trials.setValue(72 * 2)
    panel.truncation.setValue(1)
    with qtbot.waitSignal(panel.job.started, timeout=10000):
        assert panel.roll_out(subject)
    qtbot.waitUntil(lambda: panel.result is not None, timeout=60000)           # held after the first batch
    for _ in range(3):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()
    assert panel.job.running and panel.running.isVisible()
    assert panel.note.text().startswith("Proper cube action: ") and panel.verdict.text()
    assert window.height() == 768
    assert window.dockWidgetArea(panel) == window.dockWidgetArea(game_list)
    assert not window.tabifiedDockWidgets(panel) and not game_list.visibleRegion().isEmpty()
    area = panel.sentences_area
    verdict_bottom = panel.verdict.mapTo(area.viewport(), panel.verdict.rect().bottomLeft()).y()
    assert verdict_bottom < area.viewport().height()                          # the best choice in view
    # what does not fit scrolls: the note's last line can be brought into view
    note_bottom = panel.note.mapTo(area.widget(), panel.note.rect().bottomLeft()).y()
    assert note_bottom <= area.viewport().height() + area.verticalScrollBar().maximum()
    with qtbot.waitSignal(panel.job.finished, timeout=60000):
        held.gate.set()
    assert window.height() == 768 and not window.tabifiedDockWidgets(panel)


@pytest.mark.parametrize("ext", [".sgf", ".mat"])
def test_an_export_says_the_kept_rollouts_are_left_out(qtbot, make_window, monkeypatch, tmp_path, ext) -> None:
    """Save as .sgf or .mat warns of what the format cannot keep; with
    rollouts kept with the match, a whole sentence counts them (neither
    format holds them; a fresh player was not told)."""
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    qtbot.waitUntil(lambda: not sliding(window), timeout=3000)
    click_item(window, window.scene.roll_button)
    game = window.controller.game
    subject = rollouts.subject_for_game(game, "Alice", rollouts.best_plays(
        [SimpleNamespace(play=p, equity=0.0) for p in list(_legal(game))[:2]]))
    task = subject.task(rollouts.make_settings(trials=36, truncation=1))
    window.session.keep_rollout(rollout_api.merge(task, [rollout_api.run_batch(task, 0)]))
    shown: list[str] = []

    def warn(parent, title, text, *args):
        shown.append(text)
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "warning", staticmethod(warn))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(tmp_path / f"x{ext}"), "")))
    assert not window.files.save_as()
    assert len(shown) == 1
    paragraphs = shown[0].split("\n\n")
    assert "The 1 rollout kept with this match will not be in the file." in paragraphs
    assert paragraphs[-1].startswith("Save as x" + ext)


def test_the_first_column_names_what_is_rolled_out_from_its_start(qtbot, make_window) -> None:
    """A fresh player saw "Cube action" over a rollout of plays just started, and over the
    cleared table: the header followed the last result shown."""
    window = make_window(seats=(HUMAN, HUMAN), opening=(3, 1))
    game = window.controller.game
    cube_task = rollouts.subject_for_game(game, "Alice").task(rollouts.make_settings(trials=72, truncation=1))
    result = rollout_api.merge(cube_task, [rollout_api.run_batch(cube_task, 0)])
    qtbot.waitUntil(lambda: not sliding(window), timeout=3000)
    click_item(window, window.scene.roll_button)                      # Alice to play 3-1
    qtbot.waitUntil(lambda: window.controller.game.turn is not None, timeout=3000)
    game = window.controller.game
    plays_task = rollouts.subject_for_game(game, "Alice", rollouts.best_plays(
        [SimpleNamespace(play=p, equity=0.0) for p in list(_legal(game))[:2]])).task(
            rollouts.make_settings(trials=36, truncation=1))
    panel = window.rollout_panel
    panel.show()
    qtbot.waitExposed(panel)
    panel.job.started.emit(cube_task)
    assert panel.table.headerItem().text(0) == "Cube action"
    panel.job.progress.emit(rollout_api.RolloutProgress(72, 72, 1.0, result))
    panel.job.finished.emit(result)
    assert panel.table.headerItem().text(0) == "Cube action"
    panel.job.started.emit(plays_task)                                 # over the cube's table: "Play"
    assert panel.table.headerItem().text(0) == "Play"
    panel.job.started.emit(cube_task)
    assert panel.table.headerItem().text(0) == "Cube action"
    window.session.new_match(window.session.last_setup())           # the panel is cleared
    assert panel.table.topLevelItemCount() == 0 and panel.table.headerItem().text(0) == "Play"


def test_the_bars_text_is_whole_under_the_bar_not_across_its_fill(qtbot, make_window, tmp_path) -> None:
    """The fresh player's report: the rollout bar's text was partly covered
    by its fill (Fusion draws it across the fill, and wraps a sentence
    longer than the narrow bar inside it, cut).  The bar draws no text; the
    line under it says the bar's text whole, wrapped in the narrow panel."""
    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    panel = window.rollout_panel
    window.rollouts_action.trigger()
    qtbot.waitUntil(panel.isVisible)
    window.resizeDocks([panel], [panel.MINIMUM_WIDTH], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: panel.width() <= panel.MINIMUM_WIDTH + 20)
    bar = panel.bar
    assert not bar.isTextVisible()
    panel.job.finished.emit(None)                        # stopped before the first batch
    assert bar.format() == "Stopped." and bar.line.text() == "Stopped."
    bar.setValue(500)
    bar.setFormat("Stopped after 1,296 trials per play.")   # the longest of the bar's texts, in a 200-pixel dock
    for _ in range(3):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()
    line = bar.line
    assert line.text() == "Stopped after 1,296 trials per play." and line.isVisible()
    assert line.geometry().top() >= bar.geometry().bottom()                    # under the bar, not on it
    assert line.height() >= line.heightForWidth(line.width())                 # every line of it shown
    assert line.mapTo(panel, line.rect().topRight()).x() <= panel.width()
    panel.grab().save(str(tmp_path / "rollout-bar-200.png"))


def test_a_running_rollout_is_asked_about_before_another_file_or_position_replaces_the_match(
        qtbot, make_window, held, monkeypatch, tmp_path) -> None:
    """A trust fault: opening another file (or pasting a position...) dropped a running rollout without a
    question when the match itself was saved.  Now the window asks as for a match in progress; Cancel
    keeps the match and the rollout running, Close it drops it."""
    from helpers.board import REAL_QUESTIONS, click_in_message_box

    from backgammon_qt.ui.main_window import MainWindow

    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    hint = _hint_for_roll(qtbot, window)
    window.session.save_to(tmp_path / "saved.bgqt")          # the match itself is on disk as it is
    other = tmp_path / "other.bgqt"
    window.session.save_to(other)
    assert not window.session.unfinished()
    panel = window.rollout_panel
    panel.trials.setValue(72 * 3)
    with qtbot.waitSignal(panel.shown_result, timeout=60000):
        qtbot.mouseClick(hint.rollout_plays_button, Qt.MouseButton.LeftButton)
    assert panel.job.running
    monkeypatch.setattr(MainWindow, "confirm_discard", REAL_QUESTIONS["confirm_discard"])
    before = window.controller
    seen = click_in_message_box("Cancel")
    window.files._open_asking(str(other))
    assert seen and "A rollout of it is running" in seen[0]
    assert window.controller is before and not window.files.busy and panel.job.running   # Cancel keeps it all
    seen = click_in_message_box("Close it")
    assert window.positions.paste(Position.start().position_id())
    assert seen and "A rollout of it is running" in seen[0]
    assert window.controller is not before and not panel.job.running
    held.gate.set()
    assert panel.job.wait(60000)
    QCoreApplication.processEvents()


def test_kept_rollouts_not_saved_are_asked_about_and_save_it_first_keeps_them(qtbot, make_window, monkeypatch,
                                                                           tmp_path) -> None:
    """A rollout kept with a match that has not begun (or is over, or saved without them): opening
    another file asked nothing and lost it.  Now: Cancel keeps it, Save it first writes it to .bgqt."""
    from helpers.board import REAL_QUESTIONS, click_in_message_box
    from PySide6.QtWidgets import QFileDialog

    from backgammon_qt.ui.main_window import MainWindow

    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    game = window.controller.game
    task = rollouts.subject_for_game(game, "Alice").task(rollouts.make_settings(trials=36, truncation=1))
    kept = rollout_api.merge(task, [rollout_api.run_batch(task, 0)])
    window.session.keep_rollout(kept)
    assert not window.session.unfinished()                   # nothing played: only the rollout is at stake
    other = tmp_path / "other.bgqt"
    native.save(window.session.record(), other)
    monkeypatch.setattr(MainWindow, "confirm_discard", REAL_QUESTIONS["confirm_discard"])
    before = window.controller
    seen = click_in_message_box("Cancel")
    window.files._open_asking(str(other))
    assert seen and "No file holds the 1 rollout kept with it." in seen[0]
    assert window.controller is before and window.session.rollouts == [kept]
    saved = tmp_path / "kept.bgqt"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(saved), "")))
    seen = click_in_message_box("Save it first...")
    with qtbot.waitSignal(window.session.loaded, timeout=20000):
        window.files._open_asking(str(other))
    assert seen
    back, problems = rollouts.results_from_record(native.load(saved))
    assert problems == [] and len(back) == 1 and back[0].candidates == kept.candidates
    assert window.session.rollouts == [] and not window.session.unsaved_work()


def test_resuming_the_autosaved_match_asks_about_kept_rollouts_not_saved(qtbot, make_window, monkeypatch) -> None:
    """Resume replaces the match on the board too: its kept rollouts no file holds are asked about; Cancel
    keeps them (and the autosave, for the next start)."""
    from helpers.board import REAL_QUESTIONS, click_in_message_box, seeded_match

    from backgammon_qt.controller.filing.files import ResumeOffer
    from backgammon_qt.ui import file_actions
    from backgammon_qt.ui.main_window import MainWindow

    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    task = rollouts.subject_for_game(window.controller.game, "Alice").task(
        rollouts.make_settings(trials=36, truncation=1))
    kept = rollout_api.merge(task, [rollout_api.run_batch(task, 0)])
    window.session.keep_rollout(kept)
    autosaved = seeded_match(("Carol", "Dan"), (3, 1))
    offer = ResumeOffer(autosaved.to_record(), autosaved, "Resume it?")
    monkeypatch.setattr(window.session.autosave, "offer", lambda: offer)
    kept_for_later = []
    monkeypatch.setattr(window.session.autosave, "keep_for_later", lambda: kept_for_later.append(True))
    monkeypatch.setattr(file_actions, "ask_resume", lambda parent, text: "resume")
    monkeypatch.setattr(MainWindow, "confirm_discard", REAL_QUESTIONS["confirm_discard"])
    before = window.controller
    seen = click_in_message_box("Cancel")
    assert not window.files.offer_resume()
    assert seen and "No file holds the 1 rollout kept with it." in seen[0]
    assert window.controller is before and window.session.rollouts == [kept] and kept_for_later


def test_quitting_with_a_running_rollout_asks_and_cancel_keeps_the_window_and_the_rollout(
        qtbot, make_window, held, monkeypatch) -> None:
    """A trust fault: File > Quit dropped a running rollout without a question (the match itself is
    autosaved).  Now quitting asks; Cancel keeps the window open and the rollout running, Quit without
    saving quits and drops it.  The question says what happens in sentences: the match is autosaved
    and offered at the next start, also after Quit without saving (it said the match was closed and
    "they are dropped", then Resume brought the match back), the rollout is dropped with its trials,
    and Save it first saves the match in a file that Game > Open recent opens again."""
    from helpers.board import REAL_QUESTIONS, click_in_message_box

    from backgammon_qt.controller.filing import files
    from backgammon_qt.ui.main_window import MainWindow

    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    hint = _hint_for_roll(qtbot, window)
    assert window.session.autosave.keeps_match()             # the match itself comes back on resume
    panel = window.rollout_panel
    panel.trials.setValue(72 * 3)
    with qtbot.waitSignal(panel.shown_result, timeout=60000):
        qtbot.mouseClick(hint.rollout_plays_button, Qt.MouseButton.LeftButton)
    assert panel.job.running
    monkeypatch.setattr(MainWindow, "confirm_quit_unsaved", REAL_QUESTIONS["confirm_quit_unsaved"])
    summary = window.session.summary()
    informative: list[str] = []
    seen = click_in_message_box("Cancel", informative)
    window.quit_action.trigger()                             # File > Quit
    assert seen == [f"The match in progress ({summary}) is autosaved: it is offered again at the next start, "
                    "also after Quit without saving. A rollout of it is running: Save it first stops it and "
                    "keeps the trials of its finished batches with the match (the batch under way is dropped); "
                    "Quit without saving drops the rollout with every trial it has done."]
    assert informative == ["Save it first saves the match in a file (as .bgqt, to keep its rollouts) and then "
                           "quits; Game > Open recent opens it again."]
    assert window.isVisible() and panel.job.running          # Cancel: nothing was closed
    window.windowHandle().requestActivate()                  # (the question had the focus)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    seen = click_in_message_box("Quit without saving")
    QTest.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)   # Ctrl+Q asks the same
    assert seen and "A rollout of it is running" in seen[0]
    assert not window.isVisible() and not panel.job.running
    offer = files.resume_offer()                             # as the question said: offered at the next start
    assert offer.match is not None and offer.match.players == window.controller.match.players
    held.gate.set()
    assert panel.job.wait(60000)
    QCoreApplication.processEvents()


def test_quitting_asks_about_kept_rollouts_the_autosave_does_not_keep_and_save_it_first_keeps_them(
        qtbot, make_window, monkeypatch, tmp_path) -> None:
    """A rollout kept with a match where nothing was played yet (the autosave writes no such match):
    quitting lost it without a question.  Now Cancel keeps the window and the rollout; Save it first
    writes it to .bgqt and quits."""
    from helpers.board import REAL_QUESTIONS, click_in_message_box
    from PySide6.QtWidgets import QFileDialog

    from backgammon_qt.ui.main_window import MainWindow

    window = make_window(seats=(HUMAN, HUMAN))
    task = rollouts.subject_for_game(window.controller.game, "Alice").task(
        rollouts.make_settings(trials=36, truncation=1))
    kept = rollout_api.merge(task, [rollout_api.run_batch(task, 0)])
    window.session.keep_rollout(kept)
    assert not window.session.autosave.keeps_match() and not window.session.unfinished()
    monkeypatch.setattr(MainWindow, "confirm_quit_unsaved", REAL_QUESTIONS["confirm_quit_unsaved"])
    seen = click_in_message_box("Cancel")
    assert not window.close()
    assert seen and seen[0].startswith("Quitting loses the 1 rollout kept with the match on the board (Alice")
    assert window.isVisible() and window.session.rollouts == [kept]
    saved = tmp_path / "kept.bgqt"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(saved), "")))
    seen = click_in_message_box("Save it first...")
    assert window.close()
    assert seen and not window.isVisible()
    back, problems = rollouts.results_from_record(native.load(saved))
    assert problems == [] and len(back) == 1 and back[0].candidates == kept.candidates


def test_quitting_an_autosaved_match_with_kept_rollouts_asks_nothing_and_they_come_back(
        qtbot, make_window, monkeypatch) -> None:
    """Only what would really be lost is asked about: the autosave of an unfinished match keeps its
    kept rollouts, and resuming it restores them."""
    from backgammon_qt.controller.filing import files
    from backgammon_qt.ui.main_window import MainWindow

    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    task = rollouts.subject_for_game(window.controller.game, "Alice").task(
        rollouts.make_settings(trials=36, truncation=1))
    kept = rollout_api.merge(task, [rollout_api.run_batch(task, 0)])
    window.session.keep_rollout(kept)
    qtbot.waitUntil(lambda: not sliding(window), timeout=3000)
    click_item(window, window.scene.roll_button)             # the opening roll: the autosave writes the match
    assert window.controller.game.phase is Phase.MOVING
    asked = []
    monkeypatch.setattr(MainWindow, "confirm_quit_unsaved", lambda self, work: asked.append(work))
    assert window.close()
    assert asked == []
    offer = files.resume_offer()
    back, problems = rollouts.results_from_record(offer.record)
    assert problems == [] and [r.candidates for r in back] == [kept.candidates]


def test_save_it_first_on_quit_stops_a_running_rollout_and_saves_its_trials_done(
        qtbot, make_window, held, monkeypatch, tmp_path) -> None:
    """Save it first keeps what the question names: the running rollout is stopped (after the batch
    under way), kept with the match as Stop keeps it, and written to the .bgqt before the app quits."""
    from helpers.board import REAL_QUESTIONS, click_in_message_box
    from PySide6.QtWidgets import QFileDialog

    from backgammon_qt.ui.main_window import MainWindow

    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    hint = _hint_for_roll(qtbot, window)
    panel = window.rollout_panel
    panel.trials.setValue(72 * 3)
    with qtbot.waitSignal(panel.shown_result, timeout=60000):
        qtbot.mouseClick(hint.rollout_plays_button, Qt.MouseButton.LeftButton)
    assert panel.job.running and window.session.rollouts == []
    saved = tmp_path / "quit.bgqt"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(saved), "")))
    monkeypatch.setattr(MainWindow, "confirm_quit_unsaved", REAL_QUESTIONS["confirm_quit_unsaved"])
    seen = click_in_message_box("Save it first...")
    assert window.close()
    assert seen and "Save it first stops it and keeps the trials of its finished batches" in seen[0]
    assert not window.isVisible() and not panel.job.running
    back, problems = rollouts.results_from_record(native.load(saved))
    assert problems == [] and len(back) == 1 and back[0].stopped and back[0].trials == 72
    held.gate.set()
    assert panel.job.wait(60000)
    QCoreApplication.processEvents()


def test_the_chance_columns_heads_are_short_and_whole_in_a_narrow_dock(qtbot, make_window) -> None:
    """The fresh player's report: the rollout table's heads read "Lose g…"
    and "Vinde gamm…" in a dock beside the analysis.  The gammon chances
    have gnubg's short heads (W g, L g; the full names in their tooltips),
    so that in a dock 400 pixels wide (the board's 600 beside it in a
    1024-pixel window) every column shows with its head whole and the
    table does not scroll sideways (the long heads left out Lose gammon)."""
    from PySide6.QtWidgets import QStyle

    window = make_window(seats=(HUMAN, HUMAN))
    game = window.controller.game
    task = rollouts.subject_for_game(game, "Alice").task(rollouts.make_settings(trials=72, truncation=1))
    result = rollout_api.merge(task, [rollout_api.run_batch(task, 0)])
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: window.width() == 1024)
    panel = window.rollout_panel
    panel.show()
    panel.raise_()
    qtbot.waitUntil(panel.isVisible)
    window.resizeDocks([panel], [400], Qt.Orientation.Horizontal)
    panel.job.started.emit(task)
    panel.job.progress.emit(rollout_api.RolloutProgress(72, 72, 1.0, result))
    panel.job.finished.emit(result)
    for _ in range(3):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()
    table = panel.table
    head = table.headerItem()
    assert panel.width() >= 390
    assert [c for c in range(table.columnCount()) if table.isColumnHidden(c)] == []
    assert not table.horizontalScrollBar().isVisible()
    margin = 2 * table.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, table)
    metrics = table.header().fontMetrics()
    for c in range(table.columnCount()):
        assert table.header().sectionSize(c) >= metrics.horizontalAdvance(head.text(c)) + margin, head.text(c)
    assert [head.text(c) for c in (5, 6)] == ["W g", "L g"]
    assert "gammon" in head.toolTip(5) and "gammon" in head.toolTip(6)
    panel.grab().save("/tmp/layout2_rollout_heads.png")


def test_the_kept_rollout_chosen_is_said_whole_in_a_narrow_dock(qtbot, make_window, tmp_path) -> None:
    """The fresh player's report: the Kept rollouts box cut its entry
    ("Game 3, move") in the dock beside the board.  The chosen kept
    rollout's description is read whole under the box."""
    from PySide6.QtWidgets import QLabel

    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: not sliding(window), timeout=3000)
    click_item(window, window.scene.roll_button)
    game = window.controller.game
    subject = rollouts.subject_for_game(game, "Alice", rollouts.best_plays(
        [SimpleNamespace(play=p, equity=0.0) for p in list(_legal(game))[:2]]))
    task = subject.task(rollouts.make_settings(trials=36, truncation=1))
    window.session.keep_rollout(rollout_api.merge(task, [rollout_api.run_batch(task, 0)]))
    window.analysis.panel_action.trigger()            # the analysis dock on the left: the panel is narrow
    window.rollouts_action.trigger()
    panel = window.rollout_panel
    qtbot.waitUntil(panel.isVisible)
    panel.kept.setFocus()
    QTest.keyClick(panel.kept, Qt.Key.Key_Down)       # the kept rollout chosen
    for _ in range(3):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()
    description = panel.kept.currentText()
    box = panel.kept
    assert box.fontMetrics().horizontalAdvance(description) > box.width()       # the box cuts it
    whole = [label for label in panel.findChildren(QLabel)
             if label.isVisible() and label.text() == description]
    assert whole, "the description is nowhere whole"
    label = whole[0]
    assert label.height() >= label.heightForWidth(label.width())
    panel.grab().save("/tmp/layout2_kept.png")


def _escape_the_file_dialog() -> list[str]:
    """Press Escape in the next modal file dialog (Qt's own, as the tests
    run it), whenever it opens (polled for up to 4 s); returns a list that
    gets the dialog's title once it was escaped."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QFileDialog

    seen: list[str] = []
    tries = [0]

    def poll() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QFileDialog):
            seen.append(dialog.windowTitle())
            QTest.keyClick(dialog, Qt.Key.Key_Escape)
            return
        tries[0] += 1
        if tries[0] < 400:
            QTimer.singleShot(10, poll)

    QTimer.singleShot(0, poll)
    return seen


def test_escape_in_the_save_dialog_after_save_it_first_leaves_the_rollout_running(
        qtbot, make_window, held, monkeypatch) -> None:
    """The fresh player's trust fault: Ctrl+Q (or New match) with a rollout running, Save it first...,
    then Escape in the save dialog: the window stayed open but the rollout was stopped.  Backing out
    of the save acts as Cancel: the rollout runs on, nothing is kept or written, the window stays."""
    from helpers.board import REAL_QUESTIONS

    from backgammon_qt.ui.main_window import MainWindow

    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    hint = _hint_for_roll(qtbot, window)
    panel = window.rollout_panel
    panel.trials.setValue(72 * 3)
    with qtbot.waitSignal(panel.shown_result, timeout=60000):
        qtbot.mouseClick(hint.rollout_plays_button, Qt.MouseButton.LeftButton)
    assert panel.job.running and window.session.rollouts == []
    monkeypatch.setattr(MainWindow, "confirm_quit_unsaved", REAL_QUESTIONS["confirm_quit_unsaved"])
    monkeypatch.setattr(MainWindow, "confirm_discard", REAL_QUESTIONS["confirm_discard"])
    try:
        _escape_after_save_it_first(window, "quit")
    finally:
        held.gate.set()
    assert panel.job.wait(60000)                             # it ends as planned
    QCoreApplication.processEvents()


def _escape_after_save_it_first(window, asked: str) -> None:
    """Ctrl+Q (or New match's question), Save it first..., Escape in the save dialog."""
    from helpers.board import click_in_message_box

    panel = window.rollout_panel
    before = window.controller
    seen = click_in_message_box("Save it first...")
    escaped = _escape_the_file_dialog()
    if asked == "quit":
        QTest.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    else:
        from backgammon_qt.ui.window_questions import Replacing

        assert not window.confirm_discard(Replacing.NEW_MATCH)
    assert seen and "A rollout of it is running" in seen[0]
    assert escaped                                           # the real file dialog was shown and escaped
    assert window.isVisible() and window.controller is before
    assert panel.job.running and panel.stop_button.isEnabled()   # the rollout runs on: nothing was stopped
    assert window.session.rollouts == [] and window.files.path is None


# ---------------------------------------------------------------- an engine that does not stop
# These run the panel's own job with its real engine process; the process is frozen (SIGSTOP)
# after its first batch, so that it cannot answer the stop.  pytest-timeout's thread method
# bounds them: a wait that never ends would hang the nested event loop, where its signal cannot.

def _click_ok_when_it_says(words: str) -> list[str]:
    """Click OK in the next modal message box that says ``words`` (other boxes
    are left to their own helpers), polled from the event loop; returns a
    list that gets the box's text."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    seen: list[str] = []
    tries = [0]

    def poll() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and words in box.text():
            seen.append(box.text())
            box.button(QMessageBox.StandardButton.Ok).click()
            return
        tries[0] += 1
        if tries[0] < 6000:
            QTimer.singleShot(10, poll)

    QTimer.singleShot(0, poll)
    return seen


def _frozen_after_the_first_batch(qtbot, window) -> int:
    """Roll out the hint's plays with the panel's own engine process, wait for
    the first batch in the table, then freeze the process (SIGSTOP); returns its id."""
    import os
    import signal

    hint = _hint_for_roll(qtbot, window)
    panel = window.rollout_panel
    panel.trials.setValue(72 * 10_000)          # far more than the test lasts: it is running when frozen
    with qtbot.waitSignal(panel.shown_result, timeout=120_000):
        qtbot.mouseClick(hint.rollout_plays_button, Qt.MouseButton.LeftButton)
    pid = panel.job.engine().pid
    assert pid is not None and panel.job.running
    os.kill(pid, signal.SIGSTOP)
    return pid


def _gone(pid: int) -> bool:
    import os

    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def _end(pid: int) -> None:
    """Kill ``pid`` if it is still there (a test that failed leaves no frozen process)."""
    import os
    import signal

    if not _gone(pid):
        os.kill(pid, signal.SIGKILL)


@pytest.mark.timeout(240, method="thread")
def test_save_it_first_with_an_engine_that_does_not_stop_ends_it_keeps_its_batches_and_says_so(
        qtbot, make_window, monkeypatch, tmp_path, caplog) -> None:
    """The read-through's fault: Save it first waited for the rollout's end with the window's input
    shut out, and an engine that never answered the stop froze the window for good.  Now the wait
    is bounded (RolloutPanel.STOP_WAIT_MS): the engine is shut down, the batches it reported are
    kept and saved, and a message box says so in a sentence."""
    from helpers.board import REAL_QUESTIONS, click_in_message_box
    from PySide6.QtWidgets import QFileDialog

    from backgammon_qt.ui.main_window import MainWindow
    from backgammon_qt.ui.rollout_panel import RolloutPanel

    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    panel = window.rollout_panel
    pid = _frozen_after_the_first_batch(qtbot, window)
    try:
        monkeypatch.setattr(RolloutPanel, "STOP_WAIT_MS", 300)
        saved = tmp_path / "hung.bgqt"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(saved), "")))
        monkeypatch.setattr(MainWindow, "confirm_quit_unsaved", REAL_QUESTIONS["confirm_quit_unsaved"])
        asked = click_in_message_box("Save it first...")
        told = _click_ok_when_it_says("did not stop the rollout")
        with caplog.at_level("ERROR", logger="backgammon_qt.ui.rollout_panel"):
            assert window.close()
        assert asked and "Save it first stops it and keeps the trials of its finished batches" in asked[0]
        assert told == ["The engine did not stop the rollout as asked, so it was ended: the trials of the "
                        "finished batches are kept, the batch under way is lost."]
        assert any("did not stop the rollout" in r.getMessage() for r in caplog.records)
        assert not window.isVisible() and not panel.job.running
        assert _gone(pid)                                   # the frozen process was killed
        back, problems = rollouts.results_from_record(native.load(saved))
        assert problems == [] and len(back) == 1
        kept = back[0]
        assert kept.stopped and kept.trials >= 72 and kept.trials % 72 == 0
        # the batches the engine reported, the numbers of bgsage's rollout of that many trials
        assert kept.candidates == rollout_api.rollout(kept.task.with_settings(trials=kept.trials)).candidates
    finally:
        _end(pid)


@pytest.mark.timeout(240, method="thread")
def test_an_engine_killed_while_save_it_first_waits_keeps_the_batches_it_reported(qtbot, make_window) -> None:
    """The engine's process dies while stop_and_keep waits for it (killed, frozen before it could
    answer the stop): the wait ends, the batches the engine reported are kept with the match,
    and the player reads what happened: the engine failed (the reviewer's fault: the box said
    "The engine did not stop the rollout as asked, so it was ended", though nobody ended it)."""
    import os
    import signal

    from PySide6.QtCore import QTimer

    from backgammon_qt.app.translations import number

    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    panel = window.rollout_panel
    pid = _frozen_after_the_first_batch(qtbot, window)
    try:
        shown = panel.result
        told = _click_ok_when_it_says("kept")
        QTimer.singleShot(0, lambda: os.kill(pid, signal.SIGKILL))     # once the wait has begun
        panel.stop_and_keep()
        assert told == [KILLED_KEPT]
        assert not panel.job.running
        assert len(window.session.rollouts) == 1
        kept = window.session.rollouts[0]
        assert kept.stopped and kept.trials >= shown.trials and kept.task == shown.task
        assert panel.bar.format() == f"Stopped after {number(kept.trials, 0)} trials per play."
        assert panel.kept.count() == 1 and panel.start_button.isEnabled()
    finally:
        _end(pid)
        panel.shutdown()


KILLED = ("The engine stopped unexpectedly; it is started again when it is next needed. Technical detail: the "
          "engine process stopped (exit code -9)")
"""The engine's sentences (worker.engine_failure_text) for its process killed with SIGKILL."""

KILLED_KEPT = ("The rollout ended because the engine failed: the trials of the finished batches are kept, the "
               "batch under way is lost. " + KILLED)


def _running_after_the_first_batch(qtbot, window, start) -> int:
    """Start a long rollout with the panel's own engine process (``start``: a click), wait
    for a batch of it in the table; returns the process's id."""
    panel = window.rollout_panel
    panel.trials.setValue(72 * 10_000)          # far more than the test lasts: it is running when killed
    with qtbot.waitSignal(panel.shown_result, timeout=120_000):
        start()
    pid = panel.job.engine().pid
    assert pid is not None and panel.job.running
    return pid


@pytest.mark.timeout(240, method="thread")
def test_an_engine_killed_during_a_rollout_keeps_the_batches_it_reported_and_says_so(qtbot, make_window,
                                                                                     caplog) -> None:
    """The reviewer's fault: a rollout whose engine crashed in an ordinary run (not while Save it
    first waited) kept nothing: the table showed its figures, but the match's kept rollouts did
    not hold them, they did not count as unsaved, and closing the match or quitting dropped them
    without asking.  Now the finished batches the engine reported are kept as a stopped rollout,
    count as unsaved, and the sentence under the table says what happened."""
    import os
    import signal

    from backgammon_qt.app.translations import number

    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    panel = window.rollout_panel
    hint = _hint_for_roll(qtbot, window)
    pid = _running_after_the_first_batch(
        qtbot, window, lambda: qtbot.mouseClick(hint.rollout_plays_button, Qt.MouseButton.LeftButton))
    try:
        shown = panel.result
        with caplog.at_level("ERROR", logger="backgammon_qt.ui.rollout_panel"), \
                qtbot.waitSignal(panel.job.ended, timeout=60_000):
            os.kill(pid, signal.SIGKILL)
        assert not panel.job.running
        assert len(window.session.rollouts) == 1
        kept = window.session.rollouts[0]
        assert kept is panel.result and kept.stopped and kept.task == shown.task
        assert kept.trials >= shown.trials and kept.trials % 72 == 0
        assert window.session.files.unsaved_rollouts() == 1
        assert window.session.unsaved_work().rollouts == 1
        assert panel.note.text() == KILLED_KEPT
        assert panel.bar.format() == f"Stopped after {number(kept.trials, 0)} trials per play."
        assert panel.kept.count() == 1 and panel.start_button.isEnabled() and panel.extend_button.isEnabled()
        assert any(KILLED in r.getMessage() for r in caplog.records)
        # the batches the engine reported, the numbers of bgsage's rollout of that many trials
        assert kept.candidates == rollout_api.rollout(kept.task.with_settings(trials=kept.trials)).candidates
    finally:
        _end(pid)
        panel.shutdown()


@pytest.mark.timeout(240, method="thread")
def test_an_engine_killed_during_an_extension_keeps_its_batches_in_the_place_of_the_rollout_extended(
        qtbot, make_window) -> None:
    """An extension whose engine crashes keeps the batches it reported in the place of the kept
    rollout it extends, as a finished or stopped extension does (one kept rollout, not two)."""
    import os
    import signal

    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    panel = window.rollout_panel
    hint = _hint_for_roll(qtbot, window)
    panel.trials.setValue(72)
    with qtbot.waitSignal(panel.job.finished, timeout=120_000):
        qtbot.mouseClick(hint.rollout_plays_button, Qt.MouseButton.LeftButton)
    first = panel.result
    assert window.session.rollouts == [first] and first.trials == 72 and not first.stopped
    pid = _running_after_the_first_batch(
        qtbot, window, lambda: qtbot.mouseClick(panel.extend_button, Qt.MouseButton.LeftButton))
    try:
        qtbot.waitUntil(lambda: panel.result.trials > first.trials, timeout=60_000)
        with qtbot.waitSignal(panel.job.ended, timeout=60_000):
            os.kill(pid, signal.SIGKILL)
        assert len(window.session.rollouts) == 1
        kept = window.session.rollouts[0]
        assert kept is panel.result and kept is not first
        assert kept.stopped and kept.trials > first.trials and kept.task.settings.seed == first.task.settings.seed
        assert window.session.files.unsaved_rollouts() == 1
        assert panel.note.text() == KILLED_KEPT
    finally:
        _end(pid)
        panel.shutdown()


@pytest.mark.timeout(240, method="thread")
def test_a_rollout_dropped_while_save_it_first_waits_ends_the_wait_and_keeps_nothing(qtbot, make_window) -> None:
    """The job ends without a result while stop_and_keep waits (dropped: RolloutJob.cancel emits no
    finished and no failed): the wait ends at once, nothing is kept and nothing is asked."""
    from PySide6.QtCore import QTimer

    window = make_window(seats=(HUMAN, HUMAN), position=BEAROFF, opening=(6, 2))
    panel = window.rollout_panel
    pid = _frozen_after_the_first_batch(qtbot, window)
    try:
        told = _click_ok_when_it_says("kept")          # any of the panel's boxes
        QTimer.singleShot(0, panel.job.cancel)          # once the wait has begun
        panel.stop_and_keep()
        assert not panel.job.running
        assert window.session.rollouts == [] and told == []
    finally:
        _end(pid)
        panel.shutdown()
