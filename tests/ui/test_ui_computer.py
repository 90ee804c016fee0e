"""Playing against the computer (backgammon_qt/controller/engine_jobs/computer.py and its wiring in
the main window): the computer answers a human's turn while the window stays
responsive, plays a whole match against itself through the controller, takes
and drops and doubles, answers a resignation, drops a search that a new
match made stale, and its engine process ends with the window."""

from __future__ import annotations

import logging
import os
import threading

import pytest
from helpers.computer import (
    CLOSED_OUT,
    click_answer,
    click_item,
    engines,
    human_to_act,
    make_window,
    play_opening_3_1,
    show,
)
from helpers.engines import GatedEngines
from PySide6.QtCore import QElapsedTimer, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog

from backgammon_qt.controller.engine_jobs.computer import HUMAN, ComputerPlayer, EngineSet
from backgammon_qt.controller.match import MatchController
from backgammon_qt.model import Position, legal_plays
from backgammon_qt.model.dice import ManualDice, RandomDice
from backgammon_qt.model.game import Game, Phase
from backgammon_qt.model.match import Match
from backgammon_qt.model.rules import RuleOptions
from backgammon_qt.ui.dialogs import NewMatchDialog
from backgammon_qt.ui.main_window import MainWindow

pytestmark = pytest.mark.gui

__all__ = ["engines", "make_window"]   # fixtures used by name


class _TickWatch:
    """A 5 ms QTimer on the GUI thread; ``largest_gap_ms`` is the longest
    time between two ticks (what a frozen event loop would show)."""

    def __init__(self) -> None:
        self.clock = QElapsedTimer()
        self.timer = QTimer()
        self.timer.setInterval(5)
        self.timer.timeout.connect(self._tick)
        self.largest_gap_ms = 0
        self.ticks = 0
        self.on_tick = []

    def start(self) -> None:
        self.clock.start()
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()

    def _tick(self) -> None:
        self.largest_gap_ms = max(self.largest_gap_ms, self.clock.restart())
        self.ticks += 1
        for callback in self.on_tick:
            callback()


def _move_actions(game: Game):
    return [a for a in game.record.actions if a.kind == "move"]


def test_the_computer_answers_a_mouse_turn_and_the_window_stays_responsive(qtbot, make_window, settings) -> None:
    settings.set("animation_speed", 3)     # each checker slides (110 ms), one after the other
    window = make_window(opening=(3, 1), rolls=[(6, 4)])
    c = window.controller
    # The engine is loaded before the measured turn (its start-up is not what
    # is measured); this starts its child again if a warm-up lost it.
    window.engines.get("expert").wait_ready()
    watch = _TickWatch()
    seen_status, computer_moves, refused = set(), [], []

    def tick() -> None:
        seen_status.add(window.status_label.text())
        # human input is off while the computer has the board
        if window.computer.acting and (window.roll_action.isEnabled() or window.scene.state.mover is not None):
            refused.append(window.status_label.text())

    def changed() -> None:
        g = c.game
        if g.on_roll == 1 and g.phase is Phase.MOVING:
            computer_moves.append(len(g.turn.moves))

    watch.on_tick.append(tick)
    c.changed.connect(changed)
    play_opening_3_1(qtbot, window)
    watch.start()
    qtbot.waitUntil(lambda: human_to_act(window) and c.game.phase is Phase.ROLLING, timeout=20000)
    watch.stop()

    g = c.game
    alice, computer = _move_actions(g)
    assert alice.play == "8/5 6/5" and computer.player == 1
    # the computer's play was legal and shown one checker at a time
    after_alice = Game(g.rules, match_length=5)
    for action in g.record.actions[:-2]:
        after_alice.apply(action)
    assert after_alice.on_roll == 1 and after_alice.phase is Phase.ROLLING
    assert computer.play in legal_plays(after_alice.position, (6, 4))
    n_moves = len(legal_plays(after_alice.position, (6, 4)).parse(computer.play).moves)
    assert computer_moves[: n_moves + 1] == list(range(n_moves + 1))
    assert g.phase is Phase.ROLLING and g.on_roll == 0
    assert any("Computer is thinking" in s for s in seen_status)
    assert any(s.startswith("Computer \u00b7 Expert rolled 6-4 and plays ") for s in seen_status) or \
        any(s.startswith("Computer rolled 6-4 and plays ") for s in seen_status)
    assert "Alice: roll" in window.status_label.text()
    assert not refused
    # the event loop ran while the engine worked (how long its longest gap was is a figure:
    # benchmarks/gui.py prints it; tests assert no wall time)
    assert watch.ticks > 20


def test_human_input_waits_while_the_computer_acts(qtbot, make_window) -> None:
    window = make_window(opening=(1, 3), rolls=[(6, 5)])   # the computer wins the opening
    c = window.controller
    assert window.scene.roll_button.isVisible()            # the human rolls the opening for both
    click_item(window, window.scene.roll_button)
    assert c.game.on_roll == 1 and c.game.phase is Phase.MOVING
    assert window.computer.acting and window.scene.state.mover is None
    window.roll_action.trigger()      # refused: nothing happens
    window._act(MatchController.cube_clicked)
    assert c.game.phase is Phase.MOVING and c.game.on_roll == 1
    qtbot.waitUntil(lambda: human_to_act(window), timeout=20000)
    assert c.game.on_roll == 0 and c.game.phase is Phase.ROLLING
    assert window.roll_action.isEnabled() and window.scene.roll_button.isVisible()


def test_a_computer_at_the_bottom_and_the_human_rolls_the_opening(qtbot, make_window) -> None:
    window = make_window(seats=("expert", HUMAN), opening=(5, 2), rolls=[(4, 4)])
    c = window.controller
    assert window.scene.roll_button.isVisible()
    # with one human, the human sits at the bottom: the Roll button is on that side
    assert window.scene.state.bottom_player == 1
    assert window.scene.roll_button.pos() == window.scene.geometry.dice_centre(0)
    assert window.roll_action.isEnabled() and not window.computer.acting
    click_item(window, window.scene.roll_button)
    assert c.game.on_roll == 0 and window.computer.acting                # 5 beats 2: the computer moves
    qtbot.waitUntil(lambda: human_to_act(window, 1), timeout=20000)
    assert c.game.phase is Phase.ROLLING and c.game.on_roll == 1
    assert [a.player for a in c.game.record.actions if a.kind == "move"] == [0]


def _computer_games(qtbot, engines, settings, length: int, seed: int, games: int) -> Match:
    """Games with the computer on both seats (beginner at the bottom, expert
    at the top) through a MatchController, each next game started as a
    player would (Next game): a whole match to ``length``, or ``games``
    money games.  Returns the match."""
    rules = RuleOptions.match() if length else RuleOptions.money()
    match = Match(length, rules, ("Beginner", "Expert"), RandomDice(seed))
    controller = MatchController(match, settings)
    computer = ComputerPlayer(controller, ("beginner", "expert"), engines, settings)
    failures = []
    computer.failed.connect(failures.append)
    while True:
        qtbot.waitUntil(lambda: controller.game.phase is Phase.OVER or bool(failures), timeout=90000)
        assert not failures
        if match.is_over or (not length and len(match.games) == games):
            break
        assert controller.answer("next_game")
    computer.stop()
    assert not computer.acting and not computer.thinking
    return match


def _check_every_play(match: Match) -> int:
    """Replay the match's record on fresh games, checking every play
    against the rules model's legal plays; returns the number of cube actions."""
    record = match.to_record()
    cube_actions = 0
    for record_game in record.games:
        game = Game(match.rules, match_length=match.length, score=record_game.score_before,
                    crawford=record_game.crawford)
        for action in record_game.actions:
            if action.kind == "move":
                assert game.phase is Phase.MOVING and action.player == game.on_roll
                assert action.play in legal_plays(game.turn.start, game.dice,
                                                  minimize_wasted_pips=match.rules.minimize_wasted_pips), action
            cube_actions += action.kind in ("double", "take", "drop", "beaver")
            game.apply(action)
        assert game.outcome == record_game.outcome and game.outcome is not None
    assert Match.replay(record).score == match.score
    return cube_actions


@pytest.mark.parametrize("length, seed, games", [(5, 2024, 0), (0, 99, 3)])
def test_computer_against_computer_through_the_controller(qtbot, engines, settings, length, seed, games) -> None:
    match = _computer_games(qtbot, engines, settings, length, seed, games)
    assert match.is_over if length else len(match.games) == games
    cube_actions = _check_every_play(match)
    print(f"{len(match.games)} games, {cube_actions} cube actions, score {match.score}")


@pytest.mark.slow
def test_fifty_seeded_computer_games_through_the_controller(qtbot, engines, settings) -> None:
    match = _computer_games(qtbot, engines, settings, 0, 5, 50)
    assert len(match.games) == 50
    cube_actions = _check_every_play(match)
    assert cube_actions > 0
    print(f"50 games, {cube_actions} cube actions, points {match.score}")


def test_the_computer_doubles_and_the_human_drops(qtbot, make_window) -> None:
    # Alice (bottom) is closed out: her opening roll passes, the computer is on roll
    window = make_window(position=CLOSED_OUT.swapped(), opening=(5, 2), length=5)
    c = window.controller
    click_item(window, window.scene.roll_button)
    qtbot.waitUntil(lambda: c.game.phase is Phase.DOUBLED, timeout=20000)
    assert c.game.doubler == 1 and c.game.to_act == 0
    assert [b.key for b in window.scene.prompt.buttons] == ["take", "drop"]   # the human answers
    assert not window.computer.acting
    click_answer(window, "drop")
    assert c.game.phase is Phase.OVER and c.game.outcome.winner == 1 and c.game.outcome.points == 1


def test_the_computer_takes_an_early_double_and_accepts_a_resignation(qtbot, make_window) -> None:
    window = make_window(opening=(3, 1), rolls=[(6, 4)], length=7)
    c = window.controller
    play_opening_3_1(qtbot, window)
    qtbot.waitUntil(lambda: human_to_act(window), timeout=20000)
    assert c.game.phase is Phase.ROLLING and c.game.can_double()
    click_item(window, window.scene.cube)
    assert c.game.phase is Phase.DOUBLED and window.computer.acting
    assert window.scene.prompt.isVisible() and not window.scene.prompt.buttons   # the computer answers
    assert "Computer is thinking" in window.status_label.text()
    qtbot.waitUntil(lambda: c.game.phase is not Phase.DOUBLED, timeout=20000)
    assert c.game.cube_value == 2 and c.game.cube_owner == 1     # an early double is a take
    # Alice resigns a backgammon: worth far more than the computer's game, accepted
    window.resign_actions[2].trigger()
    assert c.game.phase is Phase.RESIGNED and window.computer.acting
    qtbot.waitUntil(lambda: c.game.phase is Phase.OVER, timeout=20000)
    assert c.game.outcome.winner == 1 and c.game.outcome.points == 6 and c.game.outcome.reason == "resign"


def test_a_new_match_cancels_a_pending_search(qtbot, settings, engines, monkeypatch) -> None:
    gated = GatedEngines(engines)
    dice = ManualDice()
    dice.push_one(1)
    dice.push_one(3)          # the computer wins the opening: it must choose a play with 3-1
    window = show(qtbot, MainWindow(settings=settings, match=Match(5, RuleOptions.match(), ("Alice", "Computer"),
                                                                    dice), seats=(HUMAN, "expert"), engines=gated))
    old = window.controller
    click_item(window, window.scene.roll_button)
    assert old.game.on_roll == 1 and old.game.phase is Phase.MOVING
    qtbot.waitUntil(gated.started.is_set, timeout=10000)
    old_computer = window.computer
    assert old_computer.thinking
    position = old.game.position

    def fake_exec(dialog) -> int:
        dialog.names[0].setText("Carla")
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewMatchDialog, "exec", fake_exec)
    window.new_match_action.trigger()             # Ctrl+N while the computer thinks
    assert window.controller is not old and window.computer is not old_computer
    assert gated.cancelled == ["choose_play"]     # the search saw its cancel token
    assert not old_computer.thinking and not old_computer.acting
    gated.gate.set()
    for worker in old_computer.workers.values():   # the cancelled search ends; its answer is delivered (and dropped)
        assert worker.wait(5000)
    QApplication.processEvents()
    # no stale move: the old game is as it was, the new match has its own opening
    assert old.game.position == position and not old.game.turn.moves
    assert window.controller.game.phase is Phase.OPENING
    assert window.controller.match.players == ("Carla", "Computer")
    # the engine still answers after the cancelled search: the computer plays its opening
    dice = ManualDice()
    dice.push_one(2)
    dice.push_one(6)
    window.start_match(Match(5, RuleOptions.match(), ("Alice", "Computer"), dice))
    click_item(window, window.scene.roll_button)
    qtbot.waitUntil(lambda: human_to_act(window), timeout=20000)
    played = [a for a in window.controller.game.record.actions if a.kind == "move"]
    assert len(played) == 1 and played[0].player == 1
    assert played[0].play in legal_plays(Position.start(), (6, 2))


def test_quitting_kills_the_engine_process(qtbot, settings) -> None:
    window = show(qtbot, MainWindow(settings=settings))         # default seats: human against the computer
    assert window.seats == (HUMAN, "expert") and window.computer is not None
    engine = window.engines.get("expert")
    qtbot.waitUntil(lambda: MainWindow.hint_panel.made(window), timeout=10000)   # start-up done: docks made
    assert engine.pid is None           # nothing is spawned while the window starts up
    click_item(window, window.scene.roll_button)     # the match is under way: the engine loads
    qtbot.waitUntil(lambda: engine.pid is not None, timeout=10000)
    pid = engine.pid
    os.kill(pid, 0)                     # the child runs
    window.close()
    assert engine.pid is None and not window.computer.acting
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)                 # killed and reaped


def test_the_new_match_dialog_chooses_the_seats_and_remembers_them(qtbot, settings, monkeypatch) -> None:
    window = show(qtbot, MainWindow(settings=settings, engines=EngineSet()))
    setup = window.last_setup()
    assert setup.seats == (HUMAN, "expert") and setup.players == ("Player 1", "Computer")  # a new user
    dialog = NewMatchDialog(setup, window)
    qtbot.addWidget(dialog)
    assert [dialog.seats[1].itemText(i) for i in range(dialog.seats[1].count())] == [
        "Human", "Computer: Beginner", "Computer: Intermediate", "Computer: Expert", "Computer: World class",
        "Computer: Grandmaster"]
    dialog.seats[1].set_seat(HUMAN)
    assert dialog.names[1].text() == "Player 2"        # a default name follows the seat
    dialog.names[0].setText("Dana")
    dialog.seats[0].set_seat("beginner")
    assert dialog.names[0].text() == "Dana"            # a typed name stays
    assert dialog.setup().seats == ("beginner", HUMAN)

    def fake_exec(d) -> int:
        d.seats[0].set_seat("world_class")
        d.seats[1].set_seat("intermediate")
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewMatchDialog, "exec", fake_exec)
    window.new_match_action.trigger()
    assert window.seats == ("world_class", "intermediate") and window.computer.seats == window.seats
    assert settings.get("player_0_seat") == "world_class" and settings.get("player_1_seat") == "intermediate"
    assert window.last_setup().seats == ("world_class", "intermediate")
    window.close()
    window.engines.close()


class _BrokenEngines:
    """Engines whose checker play fails (a crashed engine process)."""

    def __init__(self, engines) -> None:
        self.engines = engines

    def get(self, level: str):
        return _BrokenEngine(self.engines.get(level))


class _BrokenEngine:
    def __init__(self, engine) -> None:
        self.engine = engine
        self.name, self.level = engine.name, engine.level

    def __getattr__(self, method: str):
        return getattr(self.engine, method)

    def choose_play(self, *args, cancel=None, **kwargs):
        from backgammon_qt.engine import EngineStopped

        raise EngineStopped("the engine process stopped (exit code -9)", -9)

    hint_plays = hint_cube = choose_play


def test_a_failed_hint_says_why_in_whole_sentences(qtbot, settings, engines) -> None:
    """Was "No hint: the engine failed (EngineError: ...)." with the
    engine's English inside; now the panel's sentence, the engine's
    translated one, the English detail last."""
    dice = ManualDice()
    dice.push_one(3)
    dice.push_one(1)          # Alice wins the opening: her 3-1 to play
    window = show(qtbot, MainWindow(settings=settings, match=Match(5, RuleOptions.match(), ("Alice", "Bob"), dice),
                                    engines=_BrokenEngines(engines)))
    click_item(window, window.scene.roll_button)
    qtbot.waitUntil(lambda: window.hint_panel.action.isEnabled())
    QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    panel = window.hint_panel
    qtbot.waitUntil(lambda: "could be worked out" in panel.heading.text(), timeout=10000)
    assert panel.heading.text() == ("No hint could be worked out. The engine stopped unexpectedly; it is started "
                                    "again when it is next needed. Technical detail: the engine process stopped "
                                    "(exit code -9)")


def test_an_engine_failure_is_reported_and_the_human_may_take_over(qtbot, settings, engines) -> None:
    dice = ManualDice()
    dice.push_one(1)
    dice.push_one(3)          # the computer wins the opening
    window = show(qtbot, MainWindow(settings=settings, match=Match(5, RuleOptions.match(), ("Alice", "Computer"),
                                                                    dice), seats=(HUMAN, "expert"),
                                    engines=_BrokenEngines(engines)))
    c = window.controller
    click_item(window, window.scene.roll_button)
    qtbot.waitUntil(lambda: "could not move" in window.news_label.text(), timeout=10000)
    # whole sentences in the player's language, the English detail last
    assert window.news_label.text() == ("The computer could not move. The engine stopped unexpectedly; it is "
                                        "started again when it is next needed. Technical detail: the engine "
                                        "process stopped (exit code -9)")
    assert c.game.on_roll == 1 and c.game.phase is Phase.MOVING and not c.game.turn.moves
    assert not window.computer.acting and window.scene.state.mover == 1   # the board is the human's again
    assert window.hint_panel.action.isEnabled()
    assert c.request_move(8, 5) and c.request_move(6, 5) and c.end_turn()  # the computer's 3-1, by hand
    assert c.game.on_roll == 0 and c.game.phase is Phase.ROLLING


def test_a_failed_background_warm_up_is_logged_and_a_cancelled_one_is_not(caplog) -> None:
    from backgammon_qt import engine as engine_api
    from backgammon_qt.controller.engine_jobs import computer

    class Failing:
        level = "expert"

        def __init__(self, error) -> None:
            self.error = error

        def wait_ready(self, cancel) -> None:
            raise self.error

    closing = threading.Event()
    with caplog.at_level(logging.WARNING, logger="backgammon_qt.controller.engine_jobs.computer"):
        computer._warm_up(Failing(engine_api.EngineError("bgsage failed to load")), closing)
        computer._warm_up(Failing(engine_api.Cancelled()), closing)
        closing.set()      # quitting: a failure while closing is expected
        computer._warm_up(Failing(OSError("killed")), closing)
    messages = [r.getMessage() for r in caplog.records]
    assert len(messages) == 1
    assert "expert engine did not load" in messages[0] and "bgsage failed to load" in messages[0]
