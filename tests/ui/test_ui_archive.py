"""Analyse files… in the window (backgammon_qt/ui/archive_dialog.py, issue
23): a match's row and its point on the chart of error rate by match, and a
click on the point (or a double click on the row) asks to open the match."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.board import show_window
from PySide6.QtCore import Qt

from backgammon_qt.controller.engine_jobs.archive import ArchiveAnalysis, ArchiveRow
from backgammon_qt.ui.archive_dialog import ArchiveDialog, ErrorRateChart
from backgammon_qt.ui.main_window import MainWindow

pytestmark = pytest.mark.gui

ROWS = [ArchiveRow(f"/m/match{i}.mat", ("Ann", "Bob"), (40 + i, 38), (3.0 + 4 * i, 9.5), (1.5 + 2 * i, 4.75), False)
        for i in range(4)]


@pytest.fixture
def dialog(qtbot) -> ArchiveDialog:
    d = ArchiveDialog(ArchiveAnalysis())
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    d.job.started.emit(len(ROWS))
    for row in ROWS:
        d.job.match_done.emit(row)
    return d


def test_rows_and_the_chart_follow_the_matches(dialog: ArchiveDialog, tmp_path: Path) -> None:
    assert dialog.progress.value() == 4 and dialog.progress.maximum() == 4
    assert dialog.list.count() == 4
    assert "match0.mat" in dialog.list.item(0).text() and "Ann" in dialog.list.item(0).text()
    assert dialog.player.currentText() == "Ann"
    assert dialog.chart.points() == [(r.source, r.error_rate[0]) for r in ROWS]
    ys = [dialog.chart.point_at(i).y() for i in range(4)]
    assert ys == sorted(ys, reverse=True)          # a higher error rate is drawn higher
    dialog.player.setCurrentText("Bob")
    assert [rate for _, rate in dialog.chart.points()] == [9.5] * 4
    dialog.grab().save(str(tmp_path / "archive.png"))


def test_a_click_on_a_point_or_a_double_click_on_a_row_opens_the_match(qtbot, dialog: ArchiveDialog) -> None:
    point = dialog.chart.point_at(2).toPoint()
    with qtbot.waitSignal(dialog.open_requested) as asked:
        qtbot.mouseClick(dialog.chart, Qt.MouseButton.LeftButton, pos=point)
    assert asked.args == ["/m/match2.mat"]
    rect = dialog.list.visualItemRect(dialog.list.item(1))
    # a double click as a mouse makes it: a press and release, then the double click (the view wants the press)
    qtbot.mouseClick(dialog.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    with qtbot.waitSignal(dialog.open_requested) as asked:
        qtbot.mouseDClick(dialog.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert asked.args == ["/m/match1.mat"]


def test_cancel_asks_the_job_to_stop(qtbot, dialog: ArchiveDialog) -> None:
    assert not dialog.job._cancel.is_set()
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert dialog.job._cancel.is_set() and not dialog.cancel_button.isEnabled()


def test_the_window_has_analyse_files_and_the_cluster_option(qtbot, settings, monkeypatch) -> None:
    from PySide6.QtWidgets import QInputDialog

    window = MainWindow(settings=settings)
    show_window(qtbot, window, (1100, 800))
    _ = window.analysis          # made after the first paint, with the Analyse menu
    archive = window.archive
    analyse_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Analyse")
    assert archive.files_action in analyse_menu.actions()
    assert archive.cluster_action in window.options_menu.actions()
    assert archive.stop_action in window.options_menu.actions()
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a, **k: ("  tcp://10.0.0.5:8786 ", True)))
    archive.cluster_action.trigger()
    assert settings.get("cluster_address") == "tcp://10.0.0.5:8786"
    archive.stop_action.trigger()
    assert settings.get("cluster_if_unreachable") == "stop"


def test_the_chart_starts_on_the_player_of_the_most_matches(qtbot) -> None:
    """The first player listed may have played one match; the chart starts
    on the one who played the most (until the player picks another)."""
    d = ArchiveDialog(ArchiveAnalysis())
    qtbot.addWidget(d)
    d.job.started.emit(4)
    for i, (a, b) in enumerate([("Ann", "Carl"), ("Bob", "Carl"), ("Carl", "Dan")]):
        d.job.match_done.emit(ArchiveRow(f"/m/{i}.mat", (a, b), (40, 40), (5.0, 7.0 + i), (2.5, 3.5), False))
    assert d.player.itemText(0) == "Ann" and d.player.currentText() == "Carl"
    assert [rate for _, rate in d.chart.points()] == [7.0, 8.0, 5.0]
    assert [d.player.itemText(i) for i in range(d.player.count())] == ["Ann", "Carl", "Bob", "Dan"]
    d.player.setFocus()
    qtbot.keyClick(d.player, Qt.Key.Key_Down)                 # the player's own choice: Bob
    d.job.match_done.emit(ArchiveRow("/m/3.mat", ("Carl", "Eve"), (40, 40), (6.0, 5.0), (3.0, 2.5), False))
    assert d.player.currentText() == "Bob"


def _round(value: float) -> bool:
    """``value`` is a whole multiple of 1, 2 or 5 times a power of ten."""
    if value == 0:
        return True
    return any(abs(value / (m * 10.0 ** e) - round(value / (m * 10.0 ** e))) < 1e-9
               for m in (1, 2, 5) for e in range(-3, 4) if value >= m * 10.0 ** e)


@pytest.mark.parametrize("rates, left, right", [
    ([], ["0", "1", "2", "3", "4"], ["0.0", "0.5", "1.0", "1.5", "2.0"]),       # was 0, 1.3, 2.5, 3.8, 5.0
    ([7.6, 3.0], ["0", "2", "4", "6", "8"], ["0", "1", "2", "3", "4"]),
    ([121.1, 15.0, 20.1], ["0", "50", "100", "150"], ["0", "20", "40", "60"]),
])
def test_the_scales_tick_in_round_steps(qtbot, rates, left, right) -> None:
    chart = ErrorRateChart()
    qtbot.addWidget(chart)
    chart.set_points([(f"/m/{i}.mat", r) for i, r in enumerate(rates)])
    assert [label for _, label in chart.left_ticks()] == left
    assert [label for _, label in chart.right_ticks()] == right
    assert all(_round(v) for v, _ in chart.left_ticks() + chart.right_ticks())
    assert chart.left_ticks()[-1][0] >= max(rates, default=0.0)          # every point on the scale


def test_a_long_row_wraps_instead_of_scrolling_sideways(qtbot, tmp_path: Path) -> None:
    d = ArchiveDialog(ArchiveAnalysis())
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    d.job.started.emit(1)
    d.job.match_done.emit(ArchiveRow("/m/match1278964.txt", ("sahlen with a long name", "llabba of the north"),
                                     (45, 41), (7.6, 8.0), (3.78, 4.01), False))
    item = d.list.item(0)
    rect = d.list.visualItemRect(item)
    line = d.list.fontMetrics().height()
    assert d.list.fontMetrics().horizontalAdvance(item.text()) > d.list.viewport().width()   # too long for a line
    assert d.list.horizontalScrollBar().maximum() == 0
    assert rect.width() <= d.list.viewport().width() and rect.height() >= 2 * line           # wrapped
    d.grab().save(str(tmp_path / "archive-wrapped.png"))
