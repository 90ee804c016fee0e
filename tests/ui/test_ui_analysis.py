"""Match analysis in the window (issue 12): the Analyse menu, the progress
bar with Cancel, the summary dock, the marks in the move list and the two
plays' arrows on the board."""

from __future__ import annotations

from typing import ClassVar

import pytest
from helpers.board import show_window
from PySide6.QtCore import QCoreApplication, Qt, QTranslator

from backgammon_qt.engine import SageEngine
from backgammon_qt.engine.selfplay import SelfPlayStats, play_game
from backgammon_qt.model import Match, RandomDice, RuleOptions
from backgammon_qt.ui.main_window import MainWindow


def _played_match(seed: int, games: int = 1) -> Match:
    """Money games between two beginners (they make mistakes), replayed
    into a match the window can show."""
    match = Match(0, RuleOptions.money(), ("Alice", "Bob"), RandomDice(seed))
    engine = SageEngine("beginner", seed=seed)
    for _ in range(games):
        play_game(match.new_game(), (engine, engine), SelfPlayStats())
    return Match.replay(match.to_record())


def _window(qtbot, settings, match: Match) -> MainWindow:
    window = MainWindow(settings=settings, match=match)
    show_window(qtbot, window, (1300, 800))
    return window


@pytest.mark.slow
def test_analyse_the_match_summary_marks_and_arrows(qtbot, settings, tmp_path) -> None:
    window = _window(qtbot, settings, _played_match(31, games=2))
    actions = window.analysis
    menu_titles = [a.text() for a in window.menuBar().actions()]
    assert "&Analyse" in menu_titles
    actions.level_actions["expert"].trigger()
    moves = window.move_list
    moves.show()
    with qtbot.waitSignal(actions.job.finished, timeout=120_000):
        actions.match_action.trigger()
        assert actions.progress_bar.isVisible() and actions.cancel_button.isVisible()
    assert not actions.progress_bar.isVisible()
    analysis = window.session.analysis
    assert analysis is not None and analysis.level == "expert"
    panel = actions.panel
    assert panel.isVisible()
    stats = analysis.players
    assert panel.table.item(0, 1).text() == f"{stats[0].error_rate:.1f}"
    assert panel.table.item(2, 2).text() == stats[1].rating
    assert panel.table.item(2, 0).text() == "Rating"                         # the row names: the first column
    assert panel.table.item(2, 2).toolTip().startswith(stats[1].rating)      # whole where the cell elides it
    assert stats[0].rating in panel.ratings.text() and stats[1].rating in panel.ratings.text()
    # the luck of each player in each game
    assert analysis.games == (0, 1)
    luck = panel.luck_table
    assert luck.rowCount() == 2 and luck.verticalHeaderItem(1).text() == "Game 2"
    for game in (0, 1):
        for player in (0, 1):
            mine = [r for r in analysis.lucks if r.game == game and r.player == player]
            assert luck.item(game, player).text() == f"{sum(r.luck for r in mine):+.3f}"
            lucky = sum(r.kind == "lucky" for r in mine)
            # counts after a colon: no plural glued to a count ("very unlucky 1 rolls")
            assert f"Rolls marked lucky: {lucky};" in luck.item(game, player).toolTip()
    # the move list marks the errors, in their colour, worst class first
    marked = [moves.table.item(r, c).text() for r in range(moves.table.rowCount()) for c in (0, 1)
              if moves.table.item(r, c) is not None and moves.table.item(r, c).text().endswith("?")]
    errors = [d for d in analysis.decisions if d.error in ("bad", "very bad")]
    assert bool(marked) == bool(errors)
    # a player's errors, worst first; choosing one steps there and draws both plays
    player = 0 if analysis.errors_of(0) else 1
    panel.player_box.setCurrentIndex(player)
    assert panel.errors.count() == len(analysis.errors_of(player))
    checker = next(i for i in range(panel.errors.count())
                   if panel.errors.item(i).data(Qt.ItemDataRole.UserRole).kind == "checker")
    panel.errors.setCurrentRow(checker)
    d = panel.errors.item(checker).data(Qt.ItemDataRole.UserRole)
    assert window.session.review.cursor == (d.game, d.action)
    assert actions.best_item.isVisible() and actions.made_item.isVisible()
    assert actions.best_item.layout() is not None and actions.made_item.layout() is not None
    assert actions.made_item.colour is not None and actions.made_item.colour != actions.best_item.colour
    assert d.made in panel.candidates.text() and d.best in panel.candidates.text()
    # a position without an analysed play: the arrows go
    window.browser.go_to(*window.browser.live_end())
    assert not actions.best_item.isVisible() and not actions.made_item.isVisible()
    panel.next_button.click()           # from the end of the match: back to the first error, in match order
    first = min(analysis.errors_of(player), key=lambda e: (e.game, e.action, e.kind != "cube"))
    assert panel.errors.currentItem().data(Qt.ItemDataRole.UserRole) is first
    # saved as gnubg's SGF: gnubg's analysis properties on the plays (tests/interop: gnubg reads them)
    window.session.save_to(tmp_path / "analysed.sgf")
    assert "A[" in (tmp_path / "analysed.sgf").read_text(encoding="utf-8")
    # saved with the match, opened again: the analysis is not computed twice
    path = tmp_path / "analysed.bgqt"
    window.session.save_to(path)
    with qtbot.waitSignal(window.session.loaded, timeout=20_000):
        window.session.open(path)
    again = window.session.analysis
    assert again is not None and again is not analysis
    assert [(d.game, d.action, d.error) for d in again.decisions] == [
        (d.game, d.action, d.error) for d in analysis.decisions]
    assert panel.table.item(2, 2).text() == stats[1].rating and panel.isVisible()
    marked_again = [moves.table.item(r, c).text() for r in range(moves.table.rowCount()) for c in (0, 1)
                    if moves.table.item(r, c) is not None and moves.table.item(r, c).text().endswith("?")]
    assert marked_again == marked


@pytest.mark.slow
def test_cancel_mid_match_and_the_window_carries_on(qtbot, settings) -> None:
    window = _window(qtbot, settings, _played_match(9, games=3))
    actions = window.analysis
    actions.level_actions["world_class"].trigger()
    with qtbot.waitSignal(actions.job.progress, timeout=60_000, check_params_cb=lambda done, total: done >= 2):
        actions.match_action.trigger()
    assert actions.progress_bar.isVisible()
    # the board stays usable meanwhile: step through the match while it runs
    window.browser.go_to(0, 4)
    assert window.session.review.cursor == (0, 4)
    with qtbot.waitSignal(actions.job.cancelled, timeout=2000) as blocker:
        qtbot.mouseClick(actions.cancel_button, Qt.MouseButton.LeftButton)
    assert not actions.progress_bar.isVisible() and not actions.cancel_action.isEnabled()
    # the turns analysed so far are kept, and said to be a part
    partial = window.session.analysis
    assert partial is blocker.args[0] and partial is not None
    assert partial.games == (0,) and partial.partial == 0 and partial.level == "world_class"
    assert partial.decisions and all(d.game == 0 for d in partial.decisions)
    done = actions.job.done
    assert done >= 2 and len(partial.lucks) == done        # every turn so far has a roll: its luck is there
    total = actions.job.total
    assert window.news_label.text() == f"Analysis cancelled: the {done} of {total} turns analysed are shown."
    panel = actions.panel
    assert panel.isVisible() and "Partial" in panel.caption.text() and "game 1" in panel.caption.text()
    assert partial.players is not None and partial.players[0].luck_adjusted is None      # no whole game yet
    assert panel.table.item(0, 1).text() == (f"{partial.players[0].error_rate:.1f}"
                                             if partial.players[0].error_rate is not None else "\u2014")
    # and analyses again, one game this time
    actions.level_actions["expert"].trigger()
    with qtbot.waitSignal(actions.job.finished, timeout=120_000):
        actions.game_action.trigger()
    assert window.session.analysis.games == (0,) and window.session.analysis.partial is None
    assert "Partial" not in panel.caption.text()


@pytest.mark.slow
def test_a_new_match_drops_the_turns_analysed_of_the_old_one(qtbot, settings) -> None:
    """Cancelled by a new match, the analysis of the old match's first turns
    is not kept as the new match's (its decisions are of another record)."""
    window = _window(qtbot, settings, _played_match(9, games=2))
    actions = window.analysis
    actions.level_actions["world_class"].trigger()
    with qtbot.waitSignal(actions.job.progress, timeout=60_000, check_params_cb=lambda done, total: done >= 2):
        actions.match_action.trigger()
    with qtbot.waitSignal(actions.job.cancelled, timeout=2000) as blocker:
        window.session.start_match(_played_match(5))
    assert blocker.args == [None]
    assert window.session.analysis is None and not actions.job.running
    assert not actions.progress_bar.isVisible() and not actions.cancel_action.isEnabled()
    panel = actions.panel
    assert panel.caption.text().startswith("Not analysed yet")


def test_the_tutor_says_a_bad_play_and_takes_it_back(qtbot, settings) -> None:
    from helpers.board import click_question, seeded_match

    window = _window(qtbot, settings, seeded_match(opening=(3, 1), rolls=[(6, 4)], length=0,
                                                   rules=RuleOptions.money()))
    actions = window.analysis
    actions.level_actions["expert"].trigger()
    actions.tutor_action.setChecked(True)
    assert settings.get("tutor") is True
    c = window.controller
    c.roll()                                              # Alice wins the opening 3-1
    assert c.game.on_roll == 0
    with qtbot.waitSignal(actions.tutor.warning, timeout=60_000) as blocker:
        assert c.request_play_text("24/21 24/23", finish=False)    # a bad split instead of 8/5 6/5
    warning = blocker.args[0]
    assert warning.best == "8/5 6/5" and warning.equity_lost >= 0.06 and warning.error in ("bad", "very bad")
    box = actions.tutor_box
    assert box is window.scene.question and box.isVisible()
    assert "8/5 6/5" in box.text
    click_question(window, "Take it back")
    qtbot.waitUntil(lambda: actions.tutor_box is None)
    assert c.game.turn is not None and not c.game.turn.moves     # the moves are undone, the dice stay
    assert c.game.dice == (3, 1)


def test_the_end_of_game_banner_analyses_the_game(qtbot, settings) -> None:
    from helpers.board import Board, seeded_match

    window = _window(qtbot, settings, seeded_match(opening=(4, 2), length=3))
    board = Board(qtbot, window)
    c = window.controller
    c.roll()                                    # Alice wins the opening 4-2
    assert c.request_play_text("8/4 6/4")
    c.resign(1)                                 # Bob resigns a single game
    c.answer("accept")
    assert [b.key for b in window.scene.prompt.buttons] == ["next_game", "analyse_game"]
    window.analysis.level_actions["expert"].trigger()
    with qtbot.waitSignal(window.analysis.job.finished, timeout=60_000):
        board.answer("analyse_game")
    analysis = window.session.analysis
    assert analysis.games == (0,)
    alice = analysis.decisions_of(0)
    assert [d.made for d in alice] == ["8/4 6/4"] and alice[0].error == ""
    assert c.game.phase.value == "over"         # the banner's question is still there: Next game goes on
    board.answer("next_game")
    assert len(c.match.games) == 2


def _answer_tutor(actions, text: str) -> None:
    """Click the tutor's question's button ``text`` on the board."""
    from helpers.board import click_question

    box = actions.tutor_box
    assert box is not None and box.isVisible()
    click_question(actions.window, text)


def _tutored_after_the_opening(qtbot, settings):
    """A 5-point match between two humans with the tutor on (expert):
    Alice has won the opening 3-1 and played 8/5 6/5; Bob is on roll.
    Returns the window, its board driver and its analysis actions."""
    from helpers.board import Board, seeded_match

    from backgammon_qt.app.settings import HUMAN

    settings.set("player_1_seat", HUMAN)                      # two humans: Bob doubles, Alice answers
    window = _window(qtbot, settings, seeded_match(opening=(3, 1), rolls=[(6, 4)], length=5))
    actions = window.analysis
    actions.level_actions["expert"].trigger()
    actions.tutor_action.setChecked(True)
    c = window.controller
    c.roll()                                                  # Alice wins the opening 3-1
    assert c.request_play_text("8/5 6/5")
    return window, Board(qtbot, window), actions


def test_the_tutor_asks_before_a_bad_double_or_drop(qtbot, settings) -> None:
    """A double after the opening play and a drop of it are blunders (a
    5-point match at 0-0): the tutor says so before either is made, "Don't"
    leaves the game as it was, "anyway" makes it; a right take is made
    without a question once rated."""
    from backgammon_qt.model.game import Phase

    window, board, actions = _tutored_after_the_opening(qtbot, settings)
    c = window.controller
    assert c.game.phase is Phase.ROLLING and c.game.on_roll == 1
    actions_before = len(c.game.record.actions)
    # Bob clicks the cube: held while the tutor rates it, then the question
    with qtbot.waitSignal(actions.tutor.cube_rated, timeout=60_000) as blocker:
        board.click_item(window.scene.cube)
        assert c.game.phase is Phase.ROLLING                  # not doubled while it is rated
    rating = blocker.args[0]
    assert rating.action == "double" and rating.warning is not None
    assert rating.warning.best == "no double" and rating.warning.error in ("bad", "very bad")
    assert rating.warning.equity_lost >= 0.06
    box = actions.tutor_box
    assert "no double" in box.text and [b.label for b in box.buttons] == ["Don't double", "Double anyway"]
    _answer_tutor(actions, "Don't double")
    qtbot.waitUntil(lambda: actions.tutor_box is None)
    assert c.game.phase is Phase.ROLLING and len(c.game.record.actions) == actions_before
    # asked again (Ctrl+D's action this time), and doubled anyway
    with qtbot.waitSignal(actions.tutor.cube_rated, timeout=60_000):
        window.double_action.trigger()
    _answer_tutor(actions, "Double anyway")
    qtbot.waitUntil(lambda: c.game.phase is Phase.DOUBLED)
    # Alice drops on the board's prompt: a blunder, said before it is made
    with qtbot.waitSignal(actions.tutor.cube_rated, timeout=60_000) as blocker:
        board.answer("drop")
    warning = blocker.args[0].warning
    assert warning is not None and warning.made == "drop" and warning.best == "take" and warning.player == 0
    assert "dropping is" in actions.tutor_box.text and actions.tutor_box.buttons[1].label == "Drop anyway"
    assert not window.scene.prompt.isVisible()            # one question at a time: the tutor's, in its place
    _answer_tutor(actions, "Don't drop")
    qtbot.waitUntil(lambda: actions.tutor_box is None)
    assert c.game.phase is Phase.DOUBLED and window.scene.prompt.isVisible()   # take or drop, asked again
    # the take is right: rated, then made without a question
    with qtbot.waitSignal(actions.tutor.cube_rated, timeout=60_000) as blocker:
        board.answer("take")
    assert blocker.args[0].warning is None
    qtbot.waitUntil(lambda: c.game.phase is Phase.ROLLING and c.game.cube_value == 2)
    assert actions.tutor_box is None and c.game.cube_owner == 0


def test_a_new_match_closes_the_tutors_question_about_the_old_one(qtbot, settings) -> None:
    """The tutor asks about Bob's blunder double; a new match comes in play
    (a file opened meanwhile, say): the question goes, and the double is
    not made in the new match."""
    from helpers.board import seeded_match

    from backgammon_qt.model.game import Phase

    window, board, actions = _tutored_after_the_opening(qtbot, settings)
    c = window.controller
    with qtbot.waitSignal(actions.tutor.cube_rated, timeout=60_000) as blocker:
        board.click_item(window.scene.cube)
    assert blocker.args[0].warning is not None and actions.tutor_box is not None
    window.session.start_match(seeded_match(opening=(3, 1), length=5))
    assert actions.tutor_box is None and not actions.tutor.holding
    new = window.controller
    assert new is not c and new.game.cube_value == 1 and new.game.phase is not Phase.DOUBLED


def test_without_the_tutor_a_double_is_made_at_once(qtbot, settings) -> None:
    from helpers.board import seeded_match

    from backgammon_qt.app.settings import HUMAN
    from backgammon_qt.model.game import Phase

    settings.set("player_1_seat", HUMAN)
    window = _window(qtbot, settings, seeded_match(opening=(3, 1), length=5))
    actions = window.analysis
    assert not actions.tutor_action.isChecked()
    c = window.controller
    c.roll()
    assert c.request_play_text("8/5 6/5")
    window.double_action.trigger()
    assert c.game.phase is Phase.DOUBLED and not actions.tutor.holding


def test_the_tutor_asks_before_a_roll_that_misses_a_double(qtbot, settings) -> None:
    """A race far enough ahead to double (gnubg: double, pass): Roll on the
    board is held and asked about; "Don't roll" leaves the dice unrolled
    (the cube can still be turned), "Roll anyway" rolls."""
    from helpers.board import Board

    from backgammon_qt.model import Position
    from backgammon_qt.model.game import Phase
    from backgammon_qt.model.position_text import parse_position_text, position_record

    race = Position.from_points({6: 3, 5: 3, 4: 3, 3: 2, 2: 2, 1: 2}, {6: 2, 5: 2, 4: 3, 3: 2, 2: 2, 1: 2, 8: 2})
    record = position_record(parse_position_text(race.position_id()), ("Alice", "Bob"), RuleOptions.match(),
                             length=5)
    window = _window(qtbot, settings, Match.replay(record))
    board = Board(qtbot, window)
    actions = window.analysis
    actions.level_actions["expert"].trigger()
    actions.tutor_action.setChecked(True)
    c = window.controller
    assert c.game.phase is Phase.ROLLING and c.game.on_roll == 0 and c.game.can_double()
    with qtbot.waitSignal(actions.tutor.cube_rated, timeout=60_000) as blocker:
        board.roll()
        assert c.game.phase is Phase.ROLLING and c.game.dice is None       # held while rated
    warning = blocker.args[0].warning
    assert warning is not None and warning.made == "no double" and warning.best == "double"
    assert "rolling without doubling" in actions.tutor_box.text and actions.tutor_box.buttons[1].label == "Roll anyway"
    _answer_tutor(actions, "Don't roll")
    qtbot.waitUntil(lambda: actions.tutor_box is None)
    assert c.game.phase is Phase.ROLLING and c.game.can_double()
    with qtbot.waitSignal(actions.tutor.cube_rated, timeout=60_000):
        board.roll()
    _answer_tutor(actions, "Roll anyway")
    qtbot.waitUntil(lambda: c.game.phase is not Phase.ROLLING or c.game.on_roll != 0)
    assert c.game.cube_value == 1 and any(a.kind == "roll" for a in c.game.record.actions)


def test_the_levels_say_their_depth_in_gnubgs_and_xgs_terms_and_their_time(qtbot, settings) -> None:
    """Issue 21: a level is named by what it is, with gnubg's and XG's names
    for the same depth, and the time a 7-point match takes beside it."""
    window = _window(qtbot, settings, _played_match(31))
    texts = {name: action.text() for name, action in window.analysis.level_actions.items()}
    assert list(texts) == ["expert", "world_class", "grandmaster", "truncated1", "truncated2", "truncated3"]
    assert texts["expert"] == "Expert: 1-ply (gnubg 0-ply, XG 1-ply), about 1 second for a 7-point match"
    assert texts["world_class"] == "World class: 2-ply (gnubg 1-ply, XG 2-ply), about 8 seconds for a 7-point match"
    assert texts["grandmaster"] == "Grandmaster: 3-ply (gnubg 2-ply, XG 3-ply), about 34 seconds for a 7-point match"
    assert texts["truncated1"].startswith("1T: truncated rollout (XG Roller), about ")
    assert texts["truncated1"].endswith("minutes for a 7-point match")
    assert texts["truncated3"].startswith("3T: truncated rollout (XG Roller++), about ")
    assert texts["truncated3"].endswith("hours for a 7-point match")


def test_a_new_player_analyses_at_gnubgs_default_depth(qtbot, settings) -> None:
    """Issue 21: the default analysis is at least gnubg 2-ply's depth
    (bgsage 3-ply, Grandmaster), so that a new player's figures compare
    with gnubg's own default analysis; the tutor rates at it too."""
    from backgammon_qt.controller.engine_jobs.analysis import tutor_level

    window = MainWindow(settings=settings)
    show_window(qtbot, window, (1300, 800))
    actions = window.analysis
    assert [name for name, action in actions.level_actions.items() if action.isChecked()] == ["grandmaster"]
    assert actions.level == "grandmaster" and actions.job.level == "grandmaster"
    assert actions.level_actions["grandmaster"].text().startswith("Grandmaster: 3-ply (gnubg 2-ply, XG 3-ply)")
    assert tutor_level(actions.level) == "grandmaster"


def test_a_level_chosen_is_kept_for_the_next_window_and_the_tutor(qtbot, settings) -> None:
    """A player who chose a level in Analyse > Level keeps it in the next
    run (the ``analysis_level`` setting), the tutor rating there too; a
    stored level no longer offered reads as the default."""
    from backgammon_qt.controller.engine_jobs.analysis import tutor_level

    first = MainWindow(settings=settings)
    show_window(qtbot, first, (1300, 800))
    assert settings.get("analysis_level") == ""              # nothing chosen yet: the default follows the program
    first.analysis.level_actions["world_class"].trigger()
    assert settings.get("analysis_level") == "world_class"
    first.close()
    second = MainWindow(settings=settings)
    show_window(qtbot, second, (1300, 800))
    actions = second.analysis
    assert [name for name, action in actions.level_actions.items() if action.isChecked()] == ["world_class"]
    assert actions.level == "world_class" and tutor_level(actions.level) == "world_class"
    second.close()
    settings.set("analysis_level", "perfect")
    third = MainWindow(settings=settings)
    show_window(qtbot, third, (1300, 800))
    assert third.analysis.level == "grandmaster"


class _DanishCounts(QTranslator):
    """Danish plural forms for the levels' times only, as a translator's
    .qm gives them: a numerus text gets the count, a glued one none."""

    FORMS: ClassVar[dict[str, tuple[str, str]]] = {
        "second": ("sekund", "sekunder"), "minute": ("minut", "minutter"), "hour": ("time", "timer")}

    def translate(self, context, source, disambiguation=None, n=-1):
        for unit, (one, many) in self.FORMS.items():
            if context == "AnalysisActions" and source == f"{{level}}, about %n {unit}(s) for a 7-point match" \
                    and n >= 0:
                return f"{{level}}, ca. %n {one if n == 1 else many} for en 7-points match"
        return None


def test_the_levels_time_is_one_sentence_with_plural_forms(qtbot, settings) -> None:
    """The time beside a level is a whole sentence with Qt's plural forms
    (a translation picks the form by the count), not "1 second" / "{n}
    seconds" glued into another sentence."""
    translator = _DanishCounts()
    QCoreApplication.installTranslator(translator)
    try:
        window = _window(qtbot, settings, _played_match(31))
    finally:
        QCoreApplication.removeTranslator(translator)
    texts = {name: action.text() for name, action in window.analysis.level_actions.items()}
    assert texts["expert"] == "Expert: 1-ply (gnubg 0-ply, XG 1-ply), ca. 1 sekund for en 7-points match"
    assert texts["world_class"] == "World class: 2-ply (gnubg 1-ply, XG 2-ply), ca. 8 sekunder for en 7-points match"
    assert texts["grandmaster"].endswith(" ca. 34 sekunder for en 7-points match")
    assert texts["truncated1"].endswith(" minutter for en 7-points match")
    assert texts["truncated3"].endswith(" timer for en 7-points match")


def test_a_pasted_position_does_not_keep_the_old_matchs_arrows(qtbot, settings) -> None:
    """An error of the analysed match chosen (its arrows drawn), then a new
    position pasted: the list's clearing does not choose an old decision
    again, so no arrows of the old match are drawn on the new one."""
    window = _window(qtbot, settings, _played_match(31))
    actions = window.analysis
    actions.level_actions[next(iter(actions.level_actions))].trigger()      # the quickest level
    with qtbot.waitSignal(actions.job.finished, timeout=120_000):
        actions.match_action.trigger()
    panel = actions.panel
    analysis = window.session.analysis
    assert analysis is not None
    panel.player_box.setCurrentIndex(0 if analysis.errors_of(0) else 1)
    checker = next(i for i in range(panel.errors.count())
                   if panel.errors.item(i).data(Qt.ItemDataRole.UserRole).kind == "checker")
    panel.errors.setCurrentRow(checker)
    assert actions.best_item.isVisible()
    from backgammon_qt.controller import positions

    positions.paste(window.session, "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:3:0:10")
    assert window.session.analysis is None and panel.errors.count() == 0
    assert not actions.best_item.isVisible() and not actions.made_item.isVisible()


def test_a_cube_decisions_candidates_are_marked_for_translation() -> None:
    """The ranked list names a cube decision's candidates as the analysis
    does (engine.analysis: "no double", "double, take", "double, pass");
    each is marked for translation (context AnalysisActions) like the
    other cube words, not left English: the one table of the cube words
    (controller.presentation.cube), collected by update-translations."""
    import ast
    from pathlib import Path

    from backgammon_qt.controller import presentation
    from backgammon_qt.engine import analysis

    words = {node.args[0].value for node in ast.walk(ast.parse(Path(analysis.__file__).read_text()))
             if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Candidate"
             and node.args and isinstance(node.args[0], ast.Constant)}
    assert {"no double", "double, take", "double, pass"} <= words
    marked = set(presentation.CONTEXT_TEXTS["AnalysisActions"])
    assert words <= marked and all(presentation.action_word(w, lambda c, t: f"{c}:{t}") == f"AnalysisActions:{w}"
                                   for w in words)


def test_a_failed_analysis_says_why_in_whole_sentences(qtbot, settings, monkeypatch) -> None:
    """Was "The analysis failed: EngineError: the engine process stopped
    (exit code -9)": the engine's English inside the window's sentence; now
    the window's sentence, the engine's, the English detail last."""
    from backgammon_qt.controller.engine_jobs.analysis import AnalysisJob
    from backgammon_qt.engine import EngineStopped

    class Crashed:
        def analyse_turns(self, *args, **kwargs):
            raise EngineStopped("the engine process stopped (exit code -9)", -9)

        def close(self) -> None:
            pass

    monkeypatch.setattr(AnalysisJob, "make_engine", staticmethod(Crashed))
    window = _window(qtbot, settings, _played_match(3))
    actions = window.analysis
    with qtbot.waitSignal(actions.job.failed, timeout=60_000):
        actions.match_action.trigger()
    assert window.news_label.text() == ("The analysis failed. The engine stopped unexpectedly; it is started again "
                                        "when it is next needed. Technical detail: the engine process stopped "
                                        "(exit code -9)")
    assert not actions.progress_bar.isVisible()
