"""The window in each language: the menus, the board's words, Qt's own
buttons, a file error, Help > Rules and Options > Language (the translator
is installed for the test and removed after it)."""

from __future__ import annotations

import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QMessageBox

from backgammon_qt.app import translations
from backgammon_qt.ui.dialogs import RulesDialog

ROOT = Path(__file__).resolve().parents[2]

MENUS = {
    "en": ["&Game", "&Edit", "&View", "G&o", "O&ptions", "&Help"],
    "da": ["&Spil", "&Rediger", "&Vis", "&Gå", "&Indstillinger", "&Hjælp"],
    "nb": ["&Spill", "&Rediger", "&Vis", "&Gå", "&Innstillinger", "&Hjelp"],
    "nl": ["&Spel", "&Bewerken", "Bee&ld", "&Ga", "&Opties", "&Help"],
    "sv": ["&Parti", "R&edigera", "&Visa", "&Gå", "Al&ternativ", "&Hjälp"],
}
"""The menu bar's titles in each language (the analysis menu, when there is
one, is left out: it is another part's)."""

ROLL = {"en": "Roll", "da": "Slå", "nb": "Kast", "nl": "Gooien", "sv": "Slå"}
RULES_TITLE = {"en": "How to play backgammon", "da": "Sådan spiller du backgammon", "nb": "Slik spiller du backgammon",
               "nl": "Zo speel je backgammon", "sv": "Så spelar du backgammon"}


@pytest.fixture
def language(request, qapp):
    """Install the translators of ``request.param`` for the test (the .qm
    built as setup.sh builds them), and remove them after it."""
    subprocess.run(["bash", str(ROOT / "scripts" / "build-translations.sh")], check=True)
    assert translations.install(request.param, qapp) == request.param
    yield request.param
    translations.remove(qapp)


def titles(window) -> list[str]:
    known = {title for titles in MENUS.values() for title in titles}
    return [a.text() for a in window.menuBar().actions() if a.text() in known]


@pytest.mark.parametrize("language", list(MENUS), indirect=True)
def test_the_window_shows_its_menus_in_the_language(make_board, language) -> None:
    window = make_board().window
    assert titles(window) == MENUS[language]
    game_menu = window.menuBar().actions()[0].menu()
    english = {"&New match...", "&Roll", "&Quit"}
    shown = {a.text() for a in game_menu.actions()}
    assert (english <= shown) == (language == "en")
    assert window.session.board_state().roll_label == ROLL[language]
    # no two menus share their Alt key (the Swedish Options and Analyse did)
    keys = [a.text().split("&", 1)[1][0].lower() for a in window.menuBar().actions() if "&" in a.text()]
    assert len(keys) == len(set(keys)) == len(window.menuBar().actions()), keys
    options = next(a.menu() for a in window.menuBar().actions() if a.text() == MENUS[language][4])
    assert window.language_menu.menuAction() in options.actions()
    # what the board says, the pure texts of controller.presentation, came through too
    if language != "en":
        assert "Space" not in window.session.board_state().status


@pytest.mark.parametrize("language", ["en", "da", "sv"], indirect=True)
def test_help_rules_shows_the_rules_in_the_language(qtbot, language) -> None:
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == RULES_TITLE[language]
    text = dialog.browser.toPlainText()
    assert ("checker" in text) == (language == "en")
    assert {"da": "brik", "sv": "brick"}.get(language, "checker") in text


@pytest.fixture
def warnings(monkeypatch) -> list[tuple[str, str]]:
    """Every QMessageBox.warning shown: (title, text)."""
    shown = []

    def warning(parent, title, text, *args, **kwargs):
        shown.append((title, text))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", staticmethod(warning))
    return shown


@pytest.mark.parametrize("language", ["da"], indirect=True)
def test_a_bad_file_is_refused_in_danish(make_board, warnings, tmp_path, language) -> None:
    board = make_board()
    bad = tmp_path / "tom.mat"
    bad.write_bytes(b"")
    with board.qtbot.waitSignal(board.window.files.load_failed, timeout=10000) as blocker:
        board.window.files.open_path(bad)
    assert warnings == [("Åbn match", "Matchen kunne ikke åbnes.\n\ntom.mat: filen er tom")]
    assert blocker.args == [warnings[0][1]]


@pytest.mark.parametrize("language", ["nl"], indirect=True)
def test_an_illegal_move_in_a_file_is_refused_in_dutch(make_board, warnings, tmp_path, language) -> None:
    board = make_board()
    text = (ROOT / "tests" / "data" / "io" / "dialect_gnubg.mat").read_text(encoding="utf-8")
    bad = tmp_path / "kapot.mat"
    bad.write_text(text.replace("52: 13/8 8/6", "52: 13/4 8/6"), encoding="utf-8")     # 13/4 is not a 5 or a 2
    with board.qtbot.waitSignal(board.window.files.load_failed, timeout=10000):
        board.window.files.open_path(bad)
    assert len(warnings) == 1
    title, message = warnings[0]
    assert title == "Match openen"
    assert message.startswith("De match kon niet worden geopend.\n\nkapot.mat, regel ")
    assert "(spel 1, zet " in message and "13/4" in message


def _illegal_move_file(tmp_path) -> Path:
    text = (ROOT / "tests" / "data" / "io" / "dialect_gnubg.mat").read_text(encoding="utf-8")
    bad = tmp_path / "kapot.mat"
    bad.write_text(text.replace("52: 13/8 8/6", "52: 13/4 8/6"), encoding="utf-8")     # 13/4 is not a 5 or a 2
    return bad


@pytest.mark.parametrize("language", ["da"], indirect=True)
def test_the_reason_of_a_bad_file_is_shown_in_danish(make_board, warnings, tmp_path, language) -> None:
    """The model's own error (an illegal play) reaches the dialog worded
    by the Danish translation of its template, the quoted play as written."""
    board = make_board()
    with board.qtbot.waitSignal(board.window.files.load_failed, timeout=10000):
        board.window.files.open_path(_illegal_move_file(tmp_path))
    assert warnings == [("Åbn match", "Matchen kunne ikke åbnes.\n\nkapot.mat, linje 10 (spil 1, træk 3): "
                                      "'13/4 8/6' er ikke et lovligt 5-2-træk her")]


class _Errors(QTranslator):
    """Words for the context "Errors" from a dictionary (a text the .ts
    files may not have yet)."""

    def __init__(self, texts: dict[str, str]) -> None:
        super().__init__()
        self.texts = texts

    def translate(self, context, source, disambiguation=None, n=-1):
        return self.texts.get(source) if context == "Errors" else None     # None: not ours, ask the next


@pytest.mark.parametrize("language", ["da"], indirect=True)
def test_a_file_error_is_worded_by_the_translation_of_its_template(make_board, warnings, tmp_path,
                                                                     language) -> None:
    """A reason io writes with values (the opening roll a double) is
    looked up by its template, not its English text, and filled in."""
    text = (ROOT / "tests" / "data" / "io" / "dialect_gnubg.mat").read_text(encoding="utf-8")
    first = next(line for line in text.splitlines() if line.strip().startswith("1)"))
    roll = first.split(")", 1)[1].split(":", 1)[0].strip()
    bad = tmp_path / "dobbelt.mat"
    bad.write_text(text.replace(first, first.replace(f"{roll}:", "33:", 1), 1), encoding="utf-8")
    template = ("the opening roll cannot be a double ({dice}): each player rolls one die and ties are "
                "rolled again")
    translator = _Errors({template: "åbningsslaget kan ikke være en dublet ({dice})"})
    QCoreApplication.installTranslator(translator)
    board = make_board()
    try:
        with board.qtbot.waitSignal(board.window.files.load_failed, timeout=10000):
            board.window.files.open_path(bad)
    finally:
        QCoreApplication.removeTranslator(translator)
    assert len(warnings) == 1
    title, message = warnings[0]
    assert title == "Åbn match"
    assert message.startswith("Matchen kunne ikke åbnes.\n\ndobbelt.mat, linje ")
    assert message.endswith("(spil 1, træk 1): åbningsslaget kan ikke være en dublet (33)")


def test_options_language_remembers_the_choice_and_says_when_it_applies(make_board, settings) -> None:
    window = make_board().window
    menu = window.language_menu
    assert menu.actions_by_code[""].isChecked()               # the system's, by default
    assert [a.text() for a in menu.actions_by_code.values()][1:] == list(translations.LANGUAGES.values())
    menu.actions_by_code["sv"].trigger()
    assert settings.get("language") == "sv"
    assert menu.actions_by_code["sv"].isChecked() and not menu.actions_by_code[""].isChecked()
    assert "started again" in menu.note.text() and not menu.note.isEnabled()
    assert "next start" in window.news_label.text()          # on the status bar's news line, kept in sight
    assert translations.current_language() == "en"          # the window stays as it is until a restart


def test_the_new_match_dialog_words_a_name_the_files_cannot_hold_by_its_template(qtbot, warnings) -> None:
    """The refusal of a name with a control character is io's template,
    translated (a stand-in translator), inside the dialog's own words."""
    from backgammon_qt.controller.match import MatchSetup
    from backgammon_qt.model.rules import PRESETS
    from backgammon_qt.ui.dialogs import NewMatchDialog

    dialog = NewMatchDialog(MatchSetup(("Ann", "Ben"), 5, "match", PRESETS["match"]))
    qtbot.addWidget(dialog)
    dialog.names[0].setText("Ann\x07")
    translator = _Errors({"{what} holds the control character {char}, which a text match file cannot hold":
                          "{what} har styretegnet {char}", "the name {name}": "navnet {name}"})
    QCoreApplication.installTranslator(translator)
    try:
        dialog.accept()
    finally:
        QCoreApplication.removeTranslator(translator)
    assert warnings == [("New match", "Choose another name: navnet 'Ann\\x07' har styretegnet '\\x07'.")]
    assert dialog.result() != dialog.DialogCode.Accepted


def _bare(text: str) -> str:
    """An action's text as read: ``&`` marks and a trailing ``...`` left out."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip(".\u2026").strip().casefold()


PROMPT_WORDS = ("Roll", "Take", "Drop", "Beaver", "Accept", "Decline", "Next game", "New match", "Analyse")
"""The buttons over the board (controller.presentation's prompts)."""


def _alt_keys_shared(menu) -> list[tuple[str, list[str]]]:
    """The Alt keys that two items of ``menu`` (or of one of its sub-menus)
    share: (key, the items' texts)."""
    keys: dict[str, list[str]] = {}
    shared = []
    for action in menu.actions():
        text = action.text().replace("&&", "")
        if "&" in text:
            keys.setdefault(text.split("&", 1)[1][0].casefold(), []).append(action.text())
        if action.menu() is not None:
            shared += _alt_keys_shared(action.menu())
    return shared + [(key, texts) for key, texts in keys.items() if len(texts) > 1]


@pytest.mark.parametrize("language", ["en", "da", "nb", "nl", "sv"], indirect=True)
def test_no_two_items_of_a_menu_share_their_alt_key(make_board, language) -> None:
    """In each menu an item's Alt key opens that item alone (the Danish Game
    menu had &Slå and &Skriv et træk, the Dutch Go menu &Vorige zet and
    &Verder spelen vanaf hier; English's Game menu Open &recent and &Roll,
    &Save and Re&sign, its Edit menu &Undo and Set &up, Copy &Position and
    &Paste); the Analyse menu included."""
    window = make_board().window
    assert window.analysis is not None                  # the Analyse menu, made when first used
    menus = [a.menu() for a in window.menuBar().actions() if a.menu() is not None]
    assert len(menus) >= 7
    assert [shared for menu in menus for shared in _alt_keys_shared(menu)] == []


@pytest.mark.parametrize("language", ["da", "nb", "nl", "sv"])
def test_no_two_actions_share_one_translation(make_board, language) -> None:
    """In every shipped language, two actions or buttons with different
    English texts never read the same (Norwegian "Drop" was "Gi opp", the
    words of Resign): every action of the window (menus, sub-menus, docks)
    and every button over the board, looked up in the language's .ts."""
    from PySide6.QtGui import QAction

    shown = {a.text() for a in make_board().window.findChildren(QAction) if a.text()} | set(PROMPT_WORDS)
    assert len(shown) > 60
    meaning: dict[str, set[str]] = {}
    root = ET.parse(ROOT / "resources" / "translations" / f"backgammon-qt_{language}.ts").getroot()
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        if source in shown:
            meaning.setdefault(_bare(message.findtext("translation") or ""), set()).add(_bare(source))
    assert sum(len(sources) for sources in meaning.values()) > 60
    shared = {text: sorted(sources) for text, sources in meaning.items() if len(sources) > 1}
    assert shared == {}, shared


def _menu_items(menu) -> list[str]:
    """The texts of ``menu``'s items and its sub-menus' items, ``&`` left out."""
    found = []
    for action in menu.actions():
        found.append(action.text().replace("&", "").rstrip(".\u2026").strip())
        if action.menu() is not None:
            found += _menu_items(action.menu())
    return [text for text in found if text]


@pytest.mark.parametrize("language", list(MENUS), indirect=True)
def test_how_to_play_names_the_menu_items_as_the_window_does(make_board, language) -> None:
    """Every "Menu > Item" of Help > Rules (resources/how-to-play.<language>.md)
    is an item of that menu in the language's window (the Danish text named
    an Options item renamed since)."""
    window = make_board().window
    menus = {a.text().replace("&", ""): _menu_items(a.menu()) for a in window.menuBar().actions() if a.menu()}
    name = "how-to-play.md" if language == "en" else f"how-to-play.{language}.md"
    text = " ".join((ROOT / "resources" / name).read_text(encoding="utf-8").split())
    named = 0
    for title, items in menus.items():
        for found in re.finditer(re.escape(title) + " > ", text):
            rest = text[found.end():]
            # an item may be named without its parenthesis: "Turn the board for the player on roll"
            assert any(rest.startswith(item.split(" (")[0]) for item in items), (title, rest[:60], items)
            named += 1
    assert named >= 6


@pytest.mark.parametrize("language", ["en", "da", "nb", "nl", "sv"], indirect=True)
def test_numbers_are_written_in_the_players_locale(language) -> None:
    """Equities, chances, error rates and the dice log's figures go through
    QLocale: ``-0,088`` and ``46,9 %`` in Danish (Bokmål and Swedish write
    their minus as the locale does, U+2212)."""
    from PySide6.QtCore import QLocale

    from backgammon_qt.app.translations import number, percent
    from backgammon_qt.ui import analysis_panel

    point = "." if language == "en" else ","
    minus = QLocale(language).negativeSign()
    assert number(-0.088, 3, signed=True) == f"{minus}0{point}088"
    assert number(0.125, 3, signed=True) == f"+0{point}125" and number(-0.0001, 3, signed=True) == f"+0{point}000"
    assert percent(0.469) == ("46.9%" if language == "en" else "46,9\u00a0%")
    assert analysis_panel._fmt(12.34) == f"12{point}3"
    translations.remove()
    assert number(-0.088, 3, signed=True) == "-0.088"              # back to the locale before


@pytest.mark.parametrize("language, names", [
    ("en", ("Player 1", "Computer", "Player 2")), ("da", ("Spiller 1", "Computer", "Spiller 2")),
    ("sv", ("Spelare 1", "Datorn", "Spelare 2")),
], indirect=["language"])
def test_a_match_made_with_the_default_names_has_them_in_the_language(tmp_path, language, names) -> None:
    """The settings' default names ("Player 1", "Computer", English) become
    the language's when a match is made; a name the player typed stays as
    typed; a pasted position without a match names its players too."""
    from backgammon_qt.app.settings import Settings
    from backgammon_qt.controller import positions
    from backgammon_qt.controller.session import Session

    settings = Settings(tmp_path / "settings.ini")
    session = Session(settings)
    assert session.last_setup().players == names[:2]
    settings.set("player_0_name", "Alice")
    assert Session(settings).last_setup().players == ("Alice", names[1])
    pasted = positions.match_from_text("4HPwATDgc/ABMA")
    assert pasted.players == (names[0], names[2])


@pytest.mark.parametrize("language", ["da"], indirect=True)
def test_a_file_warning_reaches_the_player_in_danish(make_board, warnings, tmp_path, language) -> None:
    """A file read with a warning (its result line says 1 point at cube 2,
    not a whole single game): the news says the warning by its template,
    in Danish, with its game and line, the values as the file has them."""
    text = (ROOT / "tests" / "data" / "io" / "dialect_gnubg.mat").read_text(encoding="utf-8")
    odd = tmp_path / "skæv.mat"
    odd.write_text(text.replace("Wins 2 points", "Wins 1 point"), encoding="utf-8")
    board = make_board()
    with board.qtbot.waitSignal(board.window.files.loaded, timeout=10000):
        board.window.files.open_path(odd)
    news = board.window.news_label.text()
    assert not warnings and "skæv.mat" in news
    assert ("spil 1, linje 12: 'Wins 1 point' giver 1 point ved doblingsterning 2: hverken et enkelt spil, "
            "en gammon eller en backgammon; registreret som en opgivelse til 1 (2 point)") in news, news
    assert "gives" not in news and "game 1" not in news
