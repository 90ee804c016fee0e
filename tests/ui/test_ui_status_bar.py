"""The status bar: what to do and what just happened on two lines of their
own, each as wide as the window leaves it; a text too long is cut with …
and whole in its tooltip, and never widens the window."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gui

LONG = ("13/8 6/4: Brikken på baren skal føres ind, før en anden brik kan flyttes, og den kan ikke "
        "komme ind med 5 eller 2 her, fordi begge punkter er lukket af modstanderens brikker på hans hjemmebræt")


def test_the_two_lines_share_the_width_and_a_long_one_is_cut_with_its_tooltip(make_board) -> None:
    board = make_board(opening=(3, 1), size=(1024, 760))
    window = board.window
    status, news = window.status_label, window.news_label
    board.qtbot.waitUntil(lambda: status.width() > 0)
    assert status.width() == news.width()                        # one above the other, as wide
    assert status.width() > window.width() * 0.6                 # most of the bar (the move entry beside)
    assert status.geometry().bottom() < news.geometry().top() + 1
    news.setText("Alice rolled 3-1 and played 8/5 6/5.")
    assert news.toolTip() == "" and not news.is_cut()
    width = window.width()
    assert news.fontMetrics().horizontalAdvance(LONG) > news.width()     # longer than the room
    news.setText(LONG)
    assert news.is_cut()
    assert news.toolTip() == LONG and news.text() == LONG        # the whole text for the tooltip and readers
    assert window.width() == width                               # the window did not grow for it


def test_a_status_tip_does_not_hide_the_two_lines(make_board) -> None:
    board = make_board(opening=(3, 1))
    window = board.window
    status = window.status_label
    board.qtbot.waitUntil(lambda: status.isVisible())
    window.statusBar().showMessage("Take back the last move of this turn")   # as hovering a button does
    assert status.isVisible() and window.news_label.isVisible()
    assert "Roll" in status.text()                                   # still says what to do
