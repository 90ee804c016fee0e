"""A match gnubg analysed, opened from its SGF: gnubg's analysis is in the
Analysis dock (said to be gnubg's, at its plies), the move list marks its
errors and Next error steps through them (io/sgf_analysis_read.py,
engine/gnubg_import.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.board import show_window
from PySide6.QtCore import QCoreApplication, Qt

from backgammon_qt.model import Match, RuleOptions
from backgammon_qt.ui.main_window import MainWindow

GNUBG_SGF = Path(__file__).resolve().parents[3] / "shared" / "testdata" / "matches" / "gnubg-sgf"
FILE = GNUBG_SGF / "match1484923_analyzed.sgf"
pytestmark = pytest.mark.skipif(not FILE.exists(), reason="the shared match corpus (../shared) is not beside the "
                                "checkout")


def _opened(qtbot, settings) -> MainWindow:
    window = MainWindow(settings=settings, match=Match(5, RuleOptions.match(), ("A", "B")))
    show_window(qtbot, window, (1300, 800))
    window.analysis.panel_action.trigger()
    window.move_list.show()
    with qtbot.waitSignal(window.session.loaded, timeout=20_000):
        window.session.open(str(FILE))
    return window


def test_gnubgs_analysis_is_in_the_dock_the_move_list_and_next_error(qtbot, settings) -> None:
    window = _opened(qtbot, settings)
    analysis = window.session.analysis
    assert analysis is not None and analysis.level == "gnubg 1-ply"
    panel = window.analysis.panel
    qtbot.waitUntil(panel.isVisible)
    assert "Not analysed" not in panel.caption.text()
    assert "gnubg 1-ply" in panel.caption.text() and "Grandmaster" not in panel.caption.text()
    # gnubg analysed the cube decisions at 2-ply, the checker plays at 1-ply: the caption says both
    assert panel.caption.text() == (f"{len(analysis.games)} games analysed: checker plays at gnubg 1-ply, "
                                    "cube decisions at gnubg 2-ply.")
    # gnubg 1.07's `show statistics match` of this file: error rates 12.2 and 22.5, Intermediate, Casual player
    assert [panel.table.item(0, c).text() for c in (1, 2)] == ["12.2", "22.5"]
    assert [panel.table.item(2, c).text() for c in (1, 2)] == ["Intermediate", "Casual player"]
    # the list: a player's errors, worst first; choosing one steps the board there
    player = 1
    panel.player_box.setCurrentIndex(player)
    assert panel.errors.count() == len(analysis.errors_of(player)) > 1
    panel.errors.setCurrentRow(1)
    d = panel.errors.item(1).data(Qt.ItemDataRole.UserRole)
    assert d is analysis.errors_of(player)[1]
    assert window.session.review.cursor == (d.game, d.action)
    assert d.made in panel.candidates.text() and d.best in panel.candidates.text()
    assert d.error == "very bad"                # lasse's second worst
    # the move list marks the bad and very bad ones of the game it shows (the error's)
    shown = window.move_list.game
    assert shown == d.game
    moves = window.move_list.table
    marked = [moves.item(r, c).text() for r in range(moves.rowCount()) for c in (0, 1)
              if moves.item(r, c) is not None and moves.item(r, c).text().endswith("?")]
    assert len(marked) == sum(d.error in ("bad", "very bad") for d in analysis.decisions if d.game == shown) > 0


@pytest.mark.slow
def test_an_analysis_of_ours_replaces_gnubgs(qtbot, settings) -> None:
    window = _opened(qtbot, settings)
    assert window.session.analysis.level == "gnubg 1-ply"
    actions = window.analysis
    actions.level_actions["expert"].trigger()
    window.browser.go_to(0, 0)
    with qtbot.waitSignal(actions.job.finished, timeout=120_000):
        actions.game_action.trigger()
    analysis = window.session.analysis
    assert analysis.level == "expert" and analysis.games == (0,)
    assert "Expert" in actions.panel.caption.text() and "gnubg 1-ply" not in actions.panel.caption.text()


def test_gnubgs_candidates_are_tagged_in_gnubgs_count_of_plies(qtbot, settings) -> None:
    # the caption says "gnubg 1-ply": a play gnubg valued at its 0-ply is tagged "[0-ply]", as gnubg lists it
    window = _opened(qtbot, settings)
    panel = window.analysis.panel
    analysis = window.session.analysis
    shallow = [d for d in analysis.decisions if d.kind == "checker" and d.candidates
               and any(c.depth is not None and c.depth < d.candidates[0].depth for c in d.candidates[:5])]
    assert shallow, "gnubg's 1-ply analysis lists plays it valued at 0-ply"
    panel.show_candidates(shallow[0])
    text = panel.candidates.text()
    assert "[0\u2011ply]" in text and "[1\u2011ply]" not in text
    assert "0-ply search" not in panel.candidates.toolTip() and "1-ply search" in panel.candidates.toolTip()


def test_stepping_through_gnubgs_errors_keeps_a_1024_by_768_window(qtbot, settings) -> None:
    # a fresh player: Next error on gnubg's analysis grew the window to 1024x1031 (gnubg's file holds
    # every play it valued; the list under the errors shows the best five and the play made)
    window = _opened(qtbot, settings)
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 768))
    panel = window.analysis.panel
    qtbot.waitUntil(panel.isVisible)
    analysis = window.session.analysis
    assert max(len(d.candidates) for d in analysis.decisions) > 6        # more than the list shows
    for player in (0, 1):
        panel.player_box.setCurrentIndex(player)
        panel.errors.setCurrentRow(0)
        for _ in range(min(8, panel.errors.count() - 1)):
            qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
            d = panel.errors.currentItem().data(Qt.ItemDataRole.UserRole)
            lines = panel.candidates.text().splitlines()
            assert len([line for line in lines if line[:1].isdigit()]) <= 6
            assert any(d.made in line for line in lines)
            QCoreApplication.processEvents()
            assert (window.width(), window.height()) == (1024, 768)


def _in_match_order(errors: list) -> list:
    return sorted(errors, key=lambda d: (d.game, d.action, d.kind != "cube"))


def test_next_error_steps_in_match_order_and_wraps_with_a_message(qtbot, settings) -> None:
    """The fresh player's report: Next error went worst first, game 3, game 1,
    game 3.  gnubg steps through its marked moves in match order: so does
    Next error, from the position shown, back to the first after the last
    (the status bar says so); the list stays worst first."""
    window = _opened(qtbot, settings)
    panel = window.analysis.panel
    qtbot.waitUntil(panel.isVisible)
    review = window.session.review
    player = 1
    panel.player_box.setCurrentIndex(player)
    errors = window.session.analysis.errors_of(player)
    assert [panel.errors.item(r).data(Qt.ItemDataRole.UserRole) for r in range(panel.errors.count())] == errors
    ordered = _in_match_order(errors)
    assert ordered != errors and len({d.game for d in errors}) > 1      # worst first jumps between games
    window.browser.go_to(0, 0)                                          # the start of the match
    seen = []
    for _ in ordered:
        with qtbot.waitSignal(review.stepped):
            qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
        d = panel.errors.currentItem().data(Qt.ItemDataRole.UserRole)
        assert review.cursor == (d.game, d.action)
        seen.append(d)
    assert seen == ordered
    assert "No more errors" not in window.news_label.text()
    # after the last: back to the first, said in the status bar
    with qtbot.waitSignal(review.stepped):
        qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert panel.errors.currentItem().data(Qt.ItemDataRole.UserRole) is ordered[0]
    assert review.cursor == (ordered[0].game, ordered[0].action)
    assert window.news_label.text() == (f"No more errors of lasse after this position: back to the first one, "
                                        f"in game {ordered[0].game + 1}.")
    # from a position stepped to by hand (the game list), Next error goes on from there
    middle = ordered[len(ordered) // 2]
    window.browser.go_to(middle.game, middle.action + 1)
    with qtbot.waitSignal(review.stepped):
        qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    after = [d for d in ordered if (d.game, d.action) > (middle.game, middle.action + 1)]
    assert panel.errors.currentItem().data(Qt.ItemDataRole.UserRole) is after[0]


def test_next_errors_wrap_news_goes_when_it_goes_stale(qtbot, settings) -> None:
    """The fresh player's shots 28 and 32: "No more errors of klara after
    this position: back to the first one, in game 1." stayed in the status
    line through every later Next error, and after "Errors of" was switched
    to lasse.  The next step takes it back, and so does another player's list."""
    window = _opened(qtbot, settings)
    panel = window.analysis.panel
    qtbot.waitUntil(panel.isVisible)
    review = window.session.review
    panel.player_box.setCurrentIndex(0)
    assert panel.player_box.currentText() == "klara"
    ordered = _in_match_order(window.session.analysis.errors_of(0))
    assert len(ordered) > 1
    last = ordered[-1]
    window.browser.go_to(last.game, last.action + 1)                   # after klara's last error
    with qtbot.waitSignal(review.stepped):
        qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert window.news_label.text().startswith("No more errors of klara after this position")
    with qtbot.waitSignal(review.stepped):                              # on to the second: the news is stale
        qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert review.cursor == (ordered[1].game, ordered[1].action)
    assert "No more errors" not in window.news_label.text()
    window.browser.go_to(last.game, last.action + 1)
    with qtbot.waitSignal(review.stepped):
        qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert window.news_label.text().startswith("No more errors of klara")
    panel.player_box.setCurrentIndex(1)                                 # Errors of: lasse
    assert panel.player_box.currentText() == "lasse"
    assert "No more errors" not in window.news_label.text()
