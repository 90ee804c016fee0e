"""The analysis dock's summary read whole: every figure, header and row name
fits its column at the dock's default width, in English and with long
names and long (translated) words; the error list in the language of the
window (ui/analysis_panel.py)."""

from __future__ import annotations

import subprocess
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QRect, Qt, QTranslator
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QStyle

from backgammon_qt.app import translations
from backgammon_qt.engine.analysis import Candidate, Decision, MatchAnalysis, PlayerStats

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[2]


def _stats(name: str, rate: float, rating: str, luck: float, adjusted: float) -> PlayerStats:
    return PlayerStats(
        name=name, checker_decisions=55, cube_decisions=19, error_total=rate * 74 / 1000, error_rate=rate,
        pr=rate / 2, checker_error_rate=rate, cube_error_rate=rate, errors={"doubtful": 12, "bad": 7, "very_bad": 3},
        checker_errors={}, cube_errors={}, luck=luck, luck_per_game=(luck,), luck_cost=luck,
        lucky={"very lucky": 2, "lucky": 11, "unlucky": 10, "very unlucky": 3}, luck_adjusted=adjusted,
        rating=rating)


def _analysis() -> MatchAnalysis:
    return MatchAnalysis("expert", [], [], (_stats("a", 97.315, "Supernatural", -10.125, 0.3333),
                                            _stats("b", 123.456, "Casual player", +12.5, -0.3333)), (0,), 1.0)


class _LongWords(QTranslator):
    """A stand-in translation with long words (as Danish has): every text
    of the analysis dock without a placeholder is said twice."""

    def translate(self, context, source, disambiguation=None, n=-1):
        if context == "AnalysisPanel" and "{" not in source:
            return f"{source} {source}"
        return None


def _fits(panel) -> list[str]:
    """What does not show whole: a figure or a column header wider than its
    column (the item view's margins counted), a row name that does not fit
    wrapped in its cell, a column wider than the table shows at once (it
    could not be scrolled into view whole)."""
    table = panel.table
    style = table.style()
    cell_margin = 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1)
    header_margin = 2 * style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, table)
    metrics = table.fontMetrics()
    cut = []
    for c in range(table.columnCount()):
        width = table.columnWidth(c)
        if width > table.viewport().width():
            cut.append(f"column {c} of {width} in a view of {table.viewport().width()}")
        head = table.horizontalHeaderItem(c).text()
        if table.horizontalHeader().fontMetrics().horizontalAdvance(head) + header_margin > width:
            cut.append(f"header {head!r} in {width}")
        for r in range(table.rowCount()):
            text = table.item(r, c).text()
            if c == 0:          # a row name: each word on a line of its own at worst, all the lines in the row
                room = QRect(0, 0, width - cell_margin, 10_000)
                lines = metrics.boundingRect(room, Qt.TextFlag.TextWordWrap, text)
                if any(metrics.horizontalAdvance(w) > room.width() for w in text.split()) \
                        or lines.height() > table.rowHeight(r):
                    cut.append(f"row name {text!r} in {width}x{table.rowHeight(r)}")
            elif metrics.horizontalAdvance(text) + cell_margin > width:
                cut.append(f"cell {text!r} in {width}")
    return cut


def _stacked_fits(panel) -> list[str]:
    """What does not show whole in the stacked summary: a name or figure
    word wider than its column (a row name: than the row), wrapped text
    taller than its row, or a sideways scroll."""
    table = panel.narrow_table
    style = table.style()
    cell_margin = 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1)
    cut = [] if table.horizontalScrollBar().maximum() == 0 else ["a sideways scroll"]
    for r in range(table.rowCount()):
        for c in (0, 1):
            item = table.item(r, c)
            if item is None:
                continue
            width = table.columnWidth(0) + table.columnWidth(1) if table.columnSpan(r, c) == 2 \
                else table.columnWidth(c)
            room = QRect(0, 0, width - cell_margin, 10_000)
            font_metrics = QFontMetrics(item.font())
            lines = font_metrics.boundingRect(room, Qt.TextFlag.TextWordWrap, item.text())
            if any(font_metrics.horizontalAdvance(w) > room.width() for w in item.text().split()) \
                    or lines.height() > table.rowHeight(r):
                cut.append(f"{item.text()!r} in {width}x{table.rowHeight(r)}")
    return cut


@pytest.mark.parametrize(("names", "long_words"), [(("Alice", "Computer"), False),
                                                   (("Alexandra Christensen", "Maximilian Johannsen"), True)])
def test_every_figure_of_the_summary_fits_its_column(make_board, qapp, names, long_words) -> None:
    translator = _LongWords()
    if long_words:
        qapp.installTranslator(translator)
    try:
        board = make_board(opening=(3, 1), names=names, size=(1300, 800))
        actions = board.window.analysis
        actions.panel_action.trigger()
        panel = actions.panel
        board.qtbot.waitUntil(panel.isVisible)
        panel.show_analysis(_analysis(), names, money=False)
        table = panel.table
        assert table.item(0, 1).text() == "97.3" and table.item(11, 1).text() == "+33.3%"
        assert table.item(2, 1).text() == ("Supernatural Supernatural" if long_words else "Supernatural")
        assert panel.width() <= 420                       # the dock's default width, not widened for it
        for _ in range(3):              # the table's delayed layout (its sections resized) done
            QCoreApplication.sendPostedEvents()
            QCoreApplication.processEvents()
        if panel.summary.currentWidget() is table:
            assert table.horizontalHeader().length() > 0
            assert _fits(panel) == []
            # the whole table is there to see: sideways by its scroll bar where the dock is too narrow
            wanted = sum(table.columnWidth(c) for c in range(table.columnCount()))
            assert wanted <= table.viewport().width() or table.horizontalScrollBar().maximum() > 0
        else:
            # too narrow for the row names beside the figures: stacked, nothing to scroll sideways
            assert _stacked_fits(panel) == []
    finally:
        QCoreApplication.removeTranslator(translator)


@pytest.fixture
def danish(qapp):
    """The Danish translators installed for the test (the .qm built as
    setup.sh builds them), removed after it."""
    subprocess.run(["bash", str(ROOT / "scripts" / "build-translations.sh")], check=True)
    assert translations.install("da", qapp) == "da"
    yield
    translations.remove(qapp)


def test_the_error_list_says_the_cube_actions_and_error_classes_in_the_language(make_board, danish) -> None:
    """Danish: "Doblingsbeslutning drop (bedste take): -1.669, very bad" had
    the cube actions and the error class in English (and its equity a
    decimal point, where Danish writes -1,669)."""
    drop = Decision(0, 5, 1, "cube", "drop", "take", 1.669, 1.669, "very bad", "4HPwATDgc/ABMA", None,
                    (Candidate("take", -0.5), Candidate("drop", -1.0)))
    double = Decision(0, 4, 0, "cube", "double", "no double", 0.07, 0.07, "bad", "4HPwATDgc/ABMA", None,
                      (Candidate("no double", 0.4), Candidate("double, take", 0.33), Candidate("double, pass", 1.0)))
    play = Decision(0, 2, 1, "checker", "13/9", "8/5 6/5", 0.04, 0.04, "doubtful", "4HPwATDgc/ABMA", (3, 1),
                    (Candidate("8/5 6/5", 0.1), Candidate("13/9", 0.06)))
    analysis = _analysis()
    analysis.decisions = [play, double, drop]
    board = make_board(opening=(3, 1), size=(1300, 800))
    panel = board.window.analysis.panel
    panel.show()
    panel.show_analysis(analysis, ("Alice", "Bob"), money=False)
    panel.player_box.setCurrentIndex(1)
    texts = [panel.errors.item(i).text() for i in range(panel.errors.count())]
    assert texts == ["Spil 1: Doblingsbeslutning pas (bedste tag): -1,669, meget dårligt",
                     "Spil 1: Træk 13/9 (bedste 8/5 6/5): -0,040, tvivlsomt"]
    panel.player_box.setCurrentIndex(0)
    assert panel.errors.item(0).text() == "Spil 1: Doblingsbeslutning dobling (bedste ingen dobling): -0,070, dårligt"
    panel.errors.setCurrentRow(0)
    assert panel.candidates.text().startswith("1. ingen dobling  +0,400")


def test_a_play_left_at_a_lower_depth_is_tagged_with_it(make_board, qtbot, tmp_path) -> None:
    """The candidates of a checker play analysed at 2-ply, two searched at
    2-ply and three the move filter left at 1-ply (as gnubg lists them):
    the three carry a "[1-ply]" tag, the two do not, the tooltip says why;
    in a 200-pixel dock the list wraps inside the dock (nothing cut)."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QApplication

    chances = (0.55, 0.15, 0.01, 0.12, 0.005)
    play = Decision(0, 1, 0, "checker", "13/10 6/5", "8/5 6/5", 0.17, 0.17, "very bad", "4HPwATDgc/ABMA", (3, 1),
                    (Candidate("8/5 6/5", 0.16, chances, 2), Candidate("13/10 6/5", -0.01, chances, 2),
                     Candidate("24/23 13/10", 0.01, chances, 1), Candidate("13/9", -0.02, chances, 1),
                     Candidate("24/21 6/5", -0.03, chances, 1)))
    analysis = _analysis()
    analysis.level = "world_class"
    analysis.decisions = [play]
    board = make_board(opening=(3, 1), size=(1024, 768))
    window = board.window
    panel = window.analysis.panel
    window.analysis.panel_action.trigger()
    qtbot.waitUntil(panel.isVisible)
    window.resizeDocks([panel], [200], Qt.Orientation.Horizontal)
    panel.show_analysis(analysis, ("Alice", "Bob"), money=False)
    assert panel.errors.count() == 1 and panel.candidates.text() == ""
    rect = panel.errors.visualItemRect(panel.errors.item(0))
    qtbot.mouseClick(panel.errors.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: panel.candidates.text() != "")
    lines = panel.candidates.text().split("\n")
    assert [line.split("  ")[0] for line in lines] == [
        "1. 8/5 6/5", "2. 13/10 6/5", "3. 24/23 13/10", "4. 13/9", "5. 24/21 6/5"]
    assert ["[1\u2011ply]" in line for line in lines] == [False, False, True, True, True]   # a hyphen that holds
    assert "+0.010 (-0.150) [1\u2011ply]" in lines[2]           # beside the equity it qualifies
    assert lines[1].endswith("\u25c0")                         # the play made, searched at 2-ply
    assert "move filter" in panel.candidates.toolTip() and "2-ply" in panel.candidates.toolTip()
    for _ in range(5):
        QApplication.processEvents()
    assert panel.width() <= 260
    label = panel.candidates
    assert label.geometry().right() <= label.parentWidget().width()       # wraps inside the dock
    assert label.mapTo(panel, QPoint(label.width(), 0)).x() <= panel.width()
    panel.grab().save(str(tmp_path / "candidates-200.png"))
    # a decision with every candidate at the same depth has no tags and no tooltip
    even = Decision(0, 1, 0, "checker", "13/10 6/5", "8/5 6/5", 0.17, 0.17, "very bad", "4HPwATDgc/ABMA", (3, 1),
                    tuple(Candidate(c.text, c.equity, c.chances, 2) for c in play.candidates))
    panel.show_candidates(even)
    assert "ply]" not in panel.candidates.text() and panel.candidates.toolTip() == ""


def _settle() -> None:
    for _ in range(3):              # the tables' delayed layouts (their sections resized) done
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()


def test_the_narrow_dock_gives_the_summary_its_room_and_no_tab_scrolls_sideways(make_board, tmp_path) -> None:
    """The player's report (a 1024-pixel window, the dock about 200 pixels
    wide): the summary sat in a box of about 180 pixels that scrolled up and
    down while the empty error list below took more room, cells were cut
    ("Supernat..."), the Luck by game tab scrolled sideways and its label was
    cut.  The summary now gets the room it needs before the error list, and
    no tab scrolls sideways."""
    names = ("marcel2710", "lasse")
    board = make_board(opening=(3, 1), names=names, size=(1024, 768))
    window = board.window
    window.hint_panel.show()
    actions = window.analysis
    actions.panel_action.trigger()
    panel = actions.panel
    board.qtbot.waitUntil(panel.isVisible)
    games = tuple(range(15))
    players = tuple(replace(_stats(n, rate, rating, 1.25, 0.1), luck_per_game=tuple(-0.617 + g / 7 for g in games))
                    for n, rate, rating in (("a", 9.1, "Supernatural"), ("b", 7.9, "Supernatural")))
    panel.show_analysis(MatchAnalysis("expert", [], [], players, games, 1.0), names, money=False)
    _settle()
    assert (window.width(), window.height()) == (1024, 768)
    assert panel.width() <= 220                               # about 200 pixels
    narrow = panel.narrow_table
    assert panel.summary.currentWidget() is narrow
    errors = panel.errors
    # the summary whole, or the error list no taller than its least
    assert narrow.verticalScrollBar().maximum() == 0 or errors.height() <= errors.minimumHeight() + 2, \
        (narrow.verticalScrollBar().maximum(), errors.height(), errors.minimumHeight())
    assert narrow.height() > errors.height()
    assert _stacked_fits(panel) == []                         # "Supernatural" whole, not "Supernat..."
    window.grab().save(str(tmp_path / "summary-200.png"))
    # the Luck by game tab: its label whole, its table without a sideways scroll
    tabs = panel.tabs
    bar = tabs.tabBar()
    for i in range(bar.count()):
        rect = bar.tabRect(i)
        assert bar.rect().contains(rect), (bar.tabText(i), rect, bar.rect())
        assert bar.fontMetrics().horizontalAdvance(bar.tabText(i).replace("&", "")) < rect.width(), bar.tabText(i)
    tabs.setCurrentWidget(panel.luck_table)
    _settle()
    luck = panel.luck_table
    assert luck.horizontalScrollBar().maximum() == 0
    assert luck.horizontalHeader().length() <= luck.viewport().width()
    metrics = luck.fontMetrics()
    for r in range(luck.rowCount()):
        for c in (0, 1):
            assert metrics.horizontalAdvance(luck.item(r, c).text()) < luck.columnWidth(c), luck.item(r, c).text()
    for c, name in enumerate(names):                          # a cut name whole in its tooltip
        assert luck.horizontalHeaderItem(c).toolTip() == name
    window.grab().save(str(tmp_path / "luck-200.png"))


def test_next_error_stays_in_place_while_stepping_through_the_errors(make_board, qtbot, tmp_path) -> None:
    """The fresh player's report: in the narrow analysis dock (a 1024x768
    window) the Next error button moved as the list under it changed height
    (the chosen error's candidates, one to six lines).  Stepping through
    errors with one, three and five candidates leaves it where it was."""
    from PySide6.QtCore import QPoint

    chances = (0.55, 0.15, 0.01, 0.12, 0.005)
    plays = ("8/5 6/5", "13/10 6/5", "24/23 13/10", "13/9", "24/21 6/5")

    def decision(action: int, count: int) -> Decision:
        return Decision(0, action, 0, "checker", plays[1], plays[0], 0.17, 0.17, "very bad", "4HPwATDgc/ABMA",
                        (3, 1), tuple(Candidate(text, 0.16 - i / 50, chances, 2)
                                      for i, text in enumerate(plays[:count])))

    analysis = _analysis()
    analysis.decisions = [decision(2 * i, count) for i, count in enumerate((5, 1, 3, 5, 1))]
    board = make_board(opening=(3, 1), size=(1024, 768))
    window = board.window
    window.analysis.panel_action.trigger()
    panel = window.analysis.panel
    qtbot.waitUntil(panel.isVisible)
    window.resizeDocks([panel], [200], Qt.Orientation.Horizontal)
    panel.show_analysis(analysis, ("Alice", "Bob"), money=False)
    _settle()
    assert panel.errors.count() == 5
    button = panel.next_button
    places = []
    for step in range(6):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        _settle()
        assert panel.candidates.text() != ""
        places.append(button.mapTo(panel, QPoint(0, 0)))
        panel.grab().save(str(tmp_path / f"next-error-{step}.png"))
    assert len(set(places)) == 1, places
    assert (window.width(), window.height()) == (1024, 768)


def test_a_new_match_closes_the_analysis_and_it_reopens_at_the_top(qtbot, settings) -> None:
    """After New match the old match's analysis dock does not stay open and
    empty (scrolled where the old summary was read): it closes, and opened
    again it says there is no analysis yet, read from the top."""
    from helpers.board import seeded_match, show_window

    from backgammon_qt.ui.main_window import MainWindow

    window = show_window(qtbot, MainWindow(settings=settings, match=seeded_match()), (1024, 768))
    window.session.analysis = _analysis()
    actions = window.analysis
    actions.panel_action.trigger()                  # Analyse > Analysis summary
    panel = actions.panel
    qtbot.waitUntil(panel.isVisible)
    assert panel.caption.text().startswith("1 game analysed")
    summary = panel.summary.currentWidget()
    bar = summary.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)      # the summary scrolls in a 768-pixel window
    bar.setValue(bar.maximum())                     # the player read down to the luck
    panel.tabs.setCurrentIndex(1)                   # and looked at the luck by game
    window.session.start_match(seeded_match())      # Game > New match
    qtbot.waitUntil(panel.isHidden)
    assert not actions.panel_action.isChecked()
    actions.panel_action.trigger()                  # opened again
    qtbot.waitUntil(panel.isVisible)
    assert panel.caption.text().startswith("Not analysed yet")
    assert panel.summary.currentWidget().verticalScrollBar().value() == 0
    assert panel.tabs.currentIndex() == 0           # the summary (saying there is none), not an empty tab
    panel.grab().save("/tmp/layout2_analysis_new_match.png")


def test_next_error_stays_in_place_at_any_width_and_tab(make_board, qtbot) -> None:
    """The fresh player's report: Next error was at y = 518, 504 and 483 in
    the dock as its width and the tab shown changed (the summary's rows
    wrap to the width, the luck tab is shorter).  It stays where it is."""
    from PySide6.QtCore import QPoint

    board = make_board(opening=(3, 1), size=(1024, 768))
    window = board.window
    window.analysis.panel_action.trigger()
    panel = window.analysis.panel
    qtbot.waitUntil(panel.isVisible)
    panel.show_analysis(_analysis(), ("Alice", "Bob"), money=False)
    places = set()
    for width in (200, 320, 420):
        window.resizeDocks([panel], [width], Qt.Orientation.Horizontal)
        for tab in (0, 1, 0):
            panel.tabs.setCurrentIndex(tab)
            _settle()
            places.add(panel.next_button.mapTo(panel, QPoint(0, panel.next_button.height())).y()
                       - panel.height())
        panel.grab().save(f"/tmp/layout2_next_{width}.png")
    assert len(places) == 1, places


def test_the_error_list_gets_the_room_below_the_summary(make_board, qtbot, tmp_path) -> None:
    """The fresh player's report (a 1024x768 window, the dock 200 pixels
    wide): the error list showed two or three rows with empty room under it
    (the chosen error's candidates' place, empty).  The list takes the room
    below the summary: three of its wrapped rows whole at least, and no
    empty room between it and Next error while no error is chosen; chosen,
    the candidates show under the list, which keeps two rows whole."""
    plays = ("8/5 6/5", "13/10 6/5", "24/23 13/10", "13/9", "24/21 6/5")
    decisions = [Decision(0, 2 * i, 0, "checker", "13/5*(2) 13/9 8/4", "13/5*(2)", 0.337, 0.337, "very bad",
                          "4HPwATDgc/ABMA", (4, 4),
                          tuple(Candidate(text, 0.16 - j / 50, (0.55, 0.15, 0.01, 0.12, 0.005), 2)
                                for j, text in enumerate(plays[:3])))
                 for i in range(12)]
    analysis = _analysis()
    analysis.decisions = decisions
    board = make_board(opening=(3, 1), size=(1024, 768))
    window = board.window
    window.analysis.panel_action.trigger()
    panel = window.analysis.panel
    qtbot.waitUntil(panel.isVisible)
    window.resizeDocks([panel], [200], Qt.Orientation.Horizontal)
    panel.show_analysis(analysis, ("Alice", "Bob"), money=False)
    _settle()
    errors = panel.errors

    def whole_rows() -> int:
        view = errors.viewport().rect()
        return sum(view.contains(errors.visualItemRect(errors.item(i))) for i in range(errors.count()))

    window.grab().save(str(tmp_path / "errors-room.png"))
    assert errors.visualItemRect(errors.item(0)).height() > 2 * errors.fontMetrics().height()   # wrapped rows
    assert whole_rows() >= 3, whole_rows()
    below = panel.next_button.mapTo(panel, panel.next_button.rect().topLeft()).y() \
        - errors.mapTo(panel, errors.rect().bottomLeft()).y()
    assert below <= 2 * errors.fontMetrics().height(), below       # no empty room under the list
    errors.setCurrentRow(0)
    _settle()
    assert panel.candidates_area.isVisible() and panel.candidates.text()
    window.grab().save(str(tmp_path / "errors-room-chosen.png"))
    assert whole_rows() >= 2, whole_rows()
    assert (window.width(), window.height()) == (1024, 768)
