"""Counts and numbers in the player's language (the house rule: whole
sentences with Qt's plural forms, numbers in the player's locale, no text
glued from translated pieces): the position editor's counts, the pips
beside a player, the analysis summary, Analyse files… and a game's row in
the match browser, in English and in Danish (translation and locale)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTranslator
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from backgammon_qt.app import translations
from backgammon_qt.controller.engine_jobs.archive import ArchiveAnalysis, ArchiveRow
from backgammon_qt.engine.analysis import MatchAnalysis, PlayerStats
from backgammon_qt.ui.archive_dialog import ArchiveDialog
from backgammon_qt.ui.editor_board import EditorAccess

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def danish(qapp):
    """The Danish translators and locale (Qt's default locale: the decimal
    comma) for the test, as Options > Language > Dansk gives them at the
    next start; removed after it."""
    subprocess.run(["bash", str(ROOT / "scripts" / "build-translations.sh")], check=True)
    assert translations.install("da", qapp) == "da"
    assert QLocale().decimalPoint() == ","
    yield
    translations.remove(qapp)


class _Texts(QTranslator):
    """A stand-in translation of whole texts (source -> translation), to see
    that a text reaches the player through its own template."""

    def __init__(self, texts: dict[str, str]) -> None:
        super().__init__()
        self.texts = texts

    def translate(self, context, source, disambiguation=None, n=-1):
        text = self.texts.get(source)
        return None if text is None else text.replace("%n", str(n))


# ------------------------------------------------------------------ the position editor
def _editor_with_borne_off(make_board, qtbot, off: int):
    """The editor on the starting position, ``off`` of Alice's checkers
    moved from her 6-point to her tray with the mouse."""
    board = make_board(opening=(3, 1))
    actions = board.window.positions
    actions.ask = False
    editor = actions.open_editor()
    qtbot.waitExposed(editor)
    eb = editor.board
    for _ in range(off):
        QTest.mouseClick(eb, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier,
                         eb.spot_centre(("point", 6)))
        QTest.mouseClick(eb, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, eb.spot_centre(("off", 0)))
    return editor


def _tray_name(editor) -> str:
    iface = QAccessible.queryAccessibleInterface(editor.board)
    return iface.child(EditorAccess.KEYS.index("tray0")).text(QAccessible.Text.Name)


@pytest.mark.parametrize("off, counts, tray", [
    (1, "Alice: pip count 161, 1 checker borne off, 15 of 15 placed.", "Alice's tray: 1 checker borne off"),
    (2, "Alice: pip count 155, 2 checkers borne off, 15 of 15 placed.", "Alice's tray: 2 checkers borne off"),
])
def test_the_editor_counts_the_checkers_borne_off_in_plural_forms(make_board, qtbot, off, counts, tray) -> None:
    """Was "{n} borne off" and "{off} off": a count without its noun (and
    no plural a language could word)."""
    editor = _editor_with_borne_off(make_board, qtbot, off)
    assert editor.counts.text().splitlines()[0] == counts
    assert _tray_name(editor) == tray


def test_the_editor_counts_in_danish(make_board, qtbot, danish) -> None:
    editor = _editor_with_borne_off(make_board, qtbot, 1)
    assert editor.counts.text().splitlines()[0] == "Alice: pipantal 161, 1 brik taget ud, 15 af 15 placeret."
    assert _tray_name(editor) == "Alices bakke: 1 brik taget ud"


# ------------------------------------------------------------------ the pips beside a player
def _panel_text(make_board, pips: int, diff: int, epc: float | None = None) -> str:
    board = make_board(opening=(3, 1))
    panel = board.scene.panels[0]
    panel.pips, panel.pip_diff, panel.epc = pips, diff, epc
    return panel._right_text()


@pytest.mark.parametrize("pips, diff, epc, text", [
    (1, 0, None, "1 pip"),
    (1, -5, None, "1 pip (5 ahead)"),
    (2, 3, None, "2 pips (3 behind)"),
    (1, 0, 8.25, "1 pip, EPC 8.3"),
])
def test_the_pips_are_counted_in_plural_forms(make_board, pips, diff, epc, text) -> None:
    """Was "pips 1": the count before its noun, worded by its number."""
    assert _panel_text(make_board, pips, diff, epc) == text


def test_the_pips_in_danish(make_board, danish) -> None:
    assert _panel_text(make_board, 61, 4, 67.45) == "61 pips (4 bagud), EPC 67,5"


# ------------------------------------------------------------------ the analysis summary
def _stats(name: str, decisions: int) -> PlayerStats:
    return PlayerStats(
        name=name, checker_decisions=decisions, cube_decisions=19, error_total=0.5, error_rate=6.75, pr=3.375,
        checker_error_rate=6.75, cube_error_rate=6.75, errors={"doubtful": 12, "bad": 7, "very_bad": 3},
        checker_errors={}, cube_errors={}, luck=0.25, luck_per_game=(0.25, 0.0), luck_cost=0.25,
        lucky={"very lucky": 2, "lucky": 11, "unlucky": 10, "very unlucky": 3}, luck_adjusted=0.125,
        rating="Expert")


def _show(make_board, analysis: MatchAnalysis):
    board = make_board(opening=(3, 1), size=(1300, 800))
    panel = board.window.analysis.panel
    panel.show()
    panel.show_analysis(analysis, ("Alice", "Bob"), money=True)
    return panel


def test_the_summarys_counts_and_figures_are_in_the_danish_locale(make_board, danish) -> None:
    """A count of the summary was ``str(n)``: "1234" where Danish writes
    "1.234"; the figures with decimals take the decimal comma."""
    analysis = MatchAnalysis("expert", [], [], (_stats("a", 1234), _stats("b", 55)), (0, 1), 1.0)
    panel = _show(make_board, analysis)
    cells = [panel.table.item(r, 1).text() for r in range(panel.table.rowCount())]
    assert "1.234" in cells and "6,8" in cells and "3,38" in cells, cells


def test_a_partial_analysis_is_captioned_in_one_sentence(make_board, qapp) -> None:
    """The caption of a cancelled analysis was two translations glued: a
    language could not word the count and the game where it stopped as
    one text."""
    whole = ("%n game(s) analysed at {level}. Partial: the analysis was cancelled in game {g}, analysed up to "
             "there (its luck is left out of the luck-adjusted result).")
    translator = _Texts({whole: "%n/{g}: {level}"})
    QCoreApplication.installTranslator(translator)
    try:
        analysis = MatchAnalysis("expert", [], [], (_stats("a", 55), _stats("b", 55)), (0, 1), 1.0, partial=1)
        panel = _show(make_board, analysis)
        assert panel.caption.text().startswith("2/2: ")
    finally:
        QCoreApplication.removeTranslator(translator)


def test_gnubgs_two_depths_are_captioned_in_one_sentence(make_board, qapp) -> None:
    """gnubg's analysis with cube decisions deeper than checker plays is
    captioned with both levels in one text a language may reorder."""
    whole = "%n game(s) analysed: checker plays at {checker}, cube decisions at {cube}."
    translator = _Texts({whole: "{cube} | {checker} | %n"})
    QCoreApplication.installTranslator(translator)
    try:
        analysis = MatchAnalysis("gnubg 1-ply", [], [], (_stats("a", 55), _stats("b", 55)), (0, 1), 1.0,
                                 kind_levels=("gnubg 1-ply", "gnubg 2-ply"))
        panel = _show(make_board, analysis)
        assert panel.caption.text() == "gnubg 2-ply | gnubg 1-ply | 2"
    finally:
        QCoreApplication.removeTranslator(translator)


# ------------------------------------------------------------------ Analyse files…
ROWS = [ArchiveRow("/m/one.mat", ("Ann", "Bob"), (1, 2), (6.75, 9.5), (3.375, 4.75), False),
        ArchiveRow("/m/two.mat", ("Ann", "Bob"), (40, 38), (3.0, 9.5), (1.5, 4.75), False)]


def _archive(qtbot, stopped: bool) -> ArchiveDialog:
    d = ArchiveDialog(ArchiveAnalysis())
    qtbot.addWidget(d)
    d.job.started.emit(len(ROWS) + 1)
    for row in ROWS:
        d.job.match_done.emit(row)
    d.job.finished.emit([], stopped)
    return d


def test_a_match_row_is_one_template_the_language_orders(qtbot, qapp) -> None:
    """The row was glued (``f"{file} — {'; '.join(parts)}"``): a language
    could not put the file after the figures."""
    translator = _Texts({"%1 \u2014 %2; %3": "%2 | %3 (%1)"})
    QCoreApplication.installTranslator(translator)
    try:
        d = _archive(qtbot, stopped=False)
        assert d.list.item(0).text() == ("Ann: error rate 6.8, PR 3.38 (1 decision) | "
                                         "Bob: error rate 9.5, PR 4.75 (2 decisions) (one.mat)")
    finally:
        QCoreApplication.removeTranslator(translator)


def test_analyse_files_in_danish(qtbot, danish) -> None:
    """The stopped status was the last status with "Stopped: ..." glued on
    ("Analyserer 3 filer… Stoppet: ..."); now one sentence that counts."""
    d = _archive(qtbot, stopped=True)
    assert d.list.item(0).text() == ("one.mat \u2014 Ann: fejlrate 6,8, PR 3,38 (1 beslutning); "
                                     "Bob: fejlrate 9,5, PR 4,75 (2 beslutninger)")
    assert d.status.text() == "Stoppet: de 2 matcher, der er analyseret indtil nu, beholdes."
    # a count that can reach the thousands is written in the locale too (%Ln): "1.234", not "1234"
    d.job.match_done.emit(ArchiveRow("/m/long.mat", ("Ann", "Bob"), (1234, 1), (6.75, 9.5), (3.375, 4.75), False))
    assert "(1.234 beslutninger)" in d.list.item(2).text() and "(1 beslutning)" in d.list.item(2).text()


def test_a_finished_analysis_of_files_counts_its_matches(qtbot) -> None:
    d = _archive(qtbot, stopped=False)
    assert d.status.text() == "2 matches analysed."
    d.job.started.emit(1)
    d.job.unreachable.emit("tcp://nowhere:8786", False)
    d.job.finished.emit([], True)
    assert d.status.text() == "The cluster at tcp://nowhere:8786 cannot be reached; nothing was analysed."


# ------------------------------------------------------------------ the match in a few words
def test_the_match_in_a_few_words_is_one_template_the_language_orders(make_board, qapp) -> None:
    """The window's title and the match summary were "{p0} – {p1}, {what}"
    with "match to {n}" translated apart and glued in."""
    translator = _Texts({"{p0} \u2013 {p1}, match to {n}": "{n} points: {p0} v {p1}",
                         "{p0} \u2013 {p1}, match to {n}, score {a}\u2013{b}": "{a}\u2013{b} in {n}: {p0} v {p1}"})
    QCoreApplication.installTranslator(translator)
    try:
        session = make_board(opening=(3, 1)).window.session
        assert session.title() == "5 points: Alice v Bob"
        assert session.summary() == "0\u20130 in 5: Alice v Bob"
    finally:
        QCoreApplication.removeTranslator(translator)


def test_a_rule_options_label_is_a_template_a_language_punctuates(make_board, qapp) -> None:
    """The New match dialog's labels were ``tr(label) + ":"``: French, say,
    writes "Plafond du cube :" and could not."""
    from PySide6.QtWidgets import QFormLayout, QLabel

    from backgammon_qt.ui.dialogs import NewMatchDialog

    translator = _Texts({"{label}:": "{label} :"})
    QCoreApplication.installTranslator(translator)
    try:
        dialog = NewMatchDialog(make_board().window.last_setup())
        labels = [label.text() for form in dialog.findChildren(QFormLayout)
                  for label in (form.labelForField(w) for w in dialog.option_widgets.values()) if label is not None
                  and isinstance(label, QLabel)]
        # the options' labels through the template; "Starting position:" is a whole text of its own
        assert len(labels) > 3 and [text for text in labels if not text.endswith(" :")] == ["Starting position:"]
        dialog.deleteLater()
    finally:
        QCoreApplication.removeTranslator(translator)


def test_a_clock_options_seconds_are_a_counted_text_the_language_words(make_board, qapp) -> None:
    """The clock options' spin boxes showed an untranslated unit (``" s"``):
    now "%n second(s)" translated as a whole, its number's place in it
    splitting it into the box's prefix and suffix, in the count's plural form."""
    from backgammon_qt.ui.dialogs import NewMatchDialog

    dialog = NewMatchDialog(make_board().window.last_setup())
    for name in ("turn_seconds", "bank_seconds"):
        box = dialog.option_widgets[name]
        box.setValue(1)
        assert (box.prefix(), box.suffix()) == ("", " second")
        box.setValue(90)
        assert (box.prefix(), box.suffix()) == ("", " seconds")
    dialog.deleteLater()
    translator = _Texts({"%n second(s)": "sek.\u00a0%n"})           # a language that writes the unit first
    QCoreApplication.installTranslator(translator)
    try:
        dialog = NewMatchDialog(make_board().window.last_setup())
        box = dialog.option_widgets["bank_seconds"]
        box.setValue(45)
        assert (box.prefix(), box.suffix(), box.text()) == ("sek.\u00a0", "", "sek.\u00a045")
        dialog.deleteLater()
    finally:
        QCoreApplication.removeTranslator(translator)
