"""The five languages without a window: the .ts files are complete and keep
every placeholder, the .qm files load, the system language is found, the
setting is remembered, Help > Rules and the file errors follow the language."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from backgammon_qt.app import paths, translations
from backgammon_qt.app.settings import Settings
from backgammon_qt.controller import wording

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "resources" / "translations"
LANGUAGES = ("da", "nb", "nl", "sv")


def ensure_qm() -> None:
    """The .qm files, built as setup.sh builds them when missing or older."""
    subprocess.run(["bash", str(ROOT / "scripts" / "build-translations.sh")], check=True)


@pytest.fixture
def qapp_translated(qapp):
    ensure_qm()
    yield qapp
    translations.remove(qapp)


def messages(language: str) -> list[tuple[str, str, ET.Element]]:
    root = ET.parse(TS_DIR / f"backgammon-qt_{language}.ts").getroot()
    found = []
    for context in root.iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            found.append((context.findtext("name") or "", message.findtext("source") or "", translation))
    return found


def test_the_languages_are_the_five() -> None:
    assert tuple(translations.LANGUAGES) == ("en", *LANGUAGES)
    assert Settings.spec("language").choices == ("", *translations.LANGUAGES)
    assert sorted(p.name for p in TS_DIR.glob("*.ts")) == [f"backgammon-qt_{code}.ts" for code in LANGUAGES]


def test_every_text_of_the_package_is_in_every_ts_and_none_is_unfinished(update_translations) -> None:
    """lupdate run afresh over the package (with the _tr helpers and the
    texts passed through tables) finds nothing the .ts files lack."""
    problems = update_translations.check()
    assert problems == [], "\n".join(problems[:40]) + "\n(run scripts/update-translations.py and translate)"


@pytest.mark.parametrize("language", LANGUAGES)
def test_translations_keep_placeholders_shortcut_marks_and_lines(language) -> None:
    def marks(text: str) -> list[str]:
        return sorted(re.findall(r"\{\w*(?::[^}]*)?\}|%[\dvmp]", text))

    entries = messages(language)
    assert len(entries) > 400
    for context, source, translation in entries:
        forms = [form.text or "" for form in translation.iter("numerusform")]      # a count's forms
        assert translation.get("type") is None, (context, source)
        for text in forms or [translation.text or ""]:
            assert text, (context, source)
            assert marks(text) == marks(source), (context, source, text)
            assert text.count("\n") == source.count("\n"), (context, source)
            assert ("%n" in text) == ("%n" in source), (context, source, text)
            if re.search(r"&\w", source):
                assert len(re.findall(r"&\w", text)) == 1, (context, source, text)


COUNTED = [("", "Wins %n point(s)"), ("", "{w} wins a gammon: %n\u00a0point(s)."),
           ("", "{a} resigns a single game (%n point(s)). {b}, accept or decline?"),
           ("Session", "Opened {name}: %n game(s)."), ("AnalysisPanel", "%n game(s) analysed at {level}."),
           ("DiceLog", "{name} (%n roll(s))"), ("BoardAccess", "{name}'s {p}-point: %n white checker(s)"),
           ("EditorBoard", "{name}'s tray: %n checker(s) borne off"), ("PlayerPanelItem", "%n pip(s) ({d} behind)"),
           ("PositionEditor", "{name}: pip count {pips}, %n checker(s) borne off, {total} of 15 placed."),
           ("ArchiveDialog", "Stopped: the %Ln match(es) analysed so far are kept."),
           ("RolloutPanel", "Done: %Ln trial(s) per play."),
           ("MainWindow", "{name}, offer to resign a gammon (%n point(s) at this cube)? The opponent accepts or "
                          "declines.")]
"""Texts with a count: each a numerus message with the language's plural forms."""


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_count_is_a_numerus_text_with_each_plural_form(language) -> None:
    """A text that counts is Qt's numerus form in every .ts (a form for
    each plural the language has: two in these four), never an ``== 1``
    branch or a word glued on."""
    root = ET.parse(TS_DIR / f"backgammon-qt_{language}.ts").getroot()
    numerus = {}
    for context in root.iter("context"):
        for message in context.iter("message"):
            if message.get("numerus") == "yes":
                forms = [f.text or "" for f in message.iter("numerusform")]
                numerus[(context.findtext("name") or "", message.findtext("source"))] = forms
    assert len(numerus) >= 20
    for key in COUNTED:
        assert key in numerus, key
    # the count as %n, or %Ln where it can reach the thousands (written in the player's locale: "1.296" in Danish)
    assert all(len(forms) == 2 and all(re.search("%L?n", form) for form in forms) for forms in numerus.values())
    sources = {source for _, source, _ in messages(language)}
    assert not sources & {"point", "points", "1 game analysed at {level}.", "{name} (1 roll)",
                          "{w} wins {kind}{how}: {n} {points}."}


@pytest.mark.parametrize("language, one, two", [
    ("en", "Wins 1 point", "Wins 2 points"), ("da", "Vinder 1 point", "Vinder 2 point"),
    ("nb", "Vinner 1 poeng", "Vinner 2 poeng"), ("nl", "Wint 1 punt", "Wint 2 punten"),
    ("sv", "Vinner 1 poäng", "Vinner 2 poäng"),
])
def test_a_count_takes_the_form_of_its_number(qapp_translated, language, one, two) -> None:
    """Qt picks the plural form by the count, English included (the
    source's forms: app.translations.SourcePlurals)."""
    translations.install(language)
    assert QCoreApplication.translate("Review", "Wins %n point(s)", None, 1) == one
    assert QCoreApplication.translate("Review", "Wins %n point(s)", None, 2) == two
    assert QCoreApplication.translate("Session", "Opened {name}: %n game(s).", None, 1).endswith(" 1 {}.".format(
        {"en": "game", "da": "spil", "nb": "spill", "nl": "spel", "sv": "parti"}[language]))


def test_helper_texts_are_found_with_their_context(update_translations) -> None:
    found = {(context, text) for context, text, _ in update_translations.helper_texts()}
    assert ("MatchController", "The checker on the bar must enter first.") in found
    assert ("Session", "The match could not be opened.\n\n{error}") in found
    assert ("FileErrors", "line {line}: {reason}") in found


def test_the_rollout_panels_columns_are_collected_for_translation(update_translations) -> None:
    """The rollout table's headers and their tips reach ``tr`` through a
    class attribute, which lupdate cannot see: the script collects them."""
    from backgammon_qt.ui.rollout_panel import RolloutPanel

    found = {(context, text) for context, text, _ in update_translations.variable_texts()}
    for text in (*RolloutPanel.COLUMNS, *RolloutPanel.COLUMN_TIPS):
        assert ("RolloutPanel", text) in found, text


@pytest.mark.parametrize("names, expected", [
    (["da-DK"], "da"), (["nb-NO"], "nb"), (["nn-NO"], "nb"), (["no"], "nb"), (["nl-BE"], "nl"),
    (["sv-FI"], "sv"), (["en-GB"], "en"), (["de-DE"], "en"), (["de-DE", "da-DK"], "da"), ([], "en"),
])
def test_the_system_language_is_the_first_we_have(names, expected, monkeypatch) -> None:
    monkeypatch.setattr(QLocale, "uiLanguages", lambda self: names)
    assert translations.system_language(QLocale()) == expected
    assert translations.resolve("") == expected
    assert translations.resolve("sv") == "sv"


def test_the_language_setting_is_remembered(tmp_path) -> None:
    path = tmp_path / "settings.ini"
    assert Settings(path).get("language") == ""
    Settings(path).set("language", "nl")
    assert Settings(path).get("language") == "nl"
    with pytest.raises(ValueError):
        Settings(path).set("language", "de")


@pytest.mark.parametrize("language, game, cancel", [
    ("da", "&Spil", "Annuller"), ("nb", "&Spill", "Avbryt"), ("nl", "&Spel", "Annuleren"),
    ("sv", "&Parti", "Avbryt"),
])
def test_install_puts_ours_and_qts_in_and_remove_takes_them_out(qapp_translated, language, game, cancel) -> None:
    assert translations.install(language) == language
    assert translations.current_language() == language
    assert QCoreApplication.translate("MainWindow", "&Game") == game
    # a pure text (lupdate's context "") reached through a controller's context
    assert QCoreApplication.translate("Review", "Money game") != "Money game"
    # Qt's own strings: qtbase_xx (Bokmål: Qt ships Nynorsk)
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == cancel
    translations.remove()
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"
    assert translations.current_language() == "en"


def test_a_text_without_a_translation_stays_english_not_blank(qapp_translated) -> None:
    """A miss is a null string (Qt then shows the source), never an empty
    one: a text added after the .ts was made shows in English."""
    from PySide6.QtCore import QObject

    class NewWidget(QObject):
        pass

    translations.install("da")
    assert QCoreApplication.translate("NewWidget", "A text no .ts has") == "A text no .ts has"
    assert NewWidget().tr("A text no .ts has") == "A text no .ts has"
    assert NewWidget().tr("Money game") == "Pengespil"       # found in a shared context


def test_english_installs_only_its_plural_forms(qapp_translated) -> None:
    assert translations.install("en") == "en"
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"
    assert QCoreApplication.translate("MainWindow", "The opponent (s)") == "The opponent (s)"     # no count
    assert QCoreApplication.translate("DiceLog", "{name} (%n roll(s))", None, 0) == "{name} (0 rolls)"
    # "(es)" too: the Analyse files dialog said "10 match(es) analysed."
    assert QCoreApplication.translate("ArchiveDialog", "%Ln match(es) analysed.", None, 1) == "1 match analysed."
    assert QCoreApplication.translate("ArchiveDialog", "%Ln match(es) analysed.", None, 10) == "10 matches analysed."
    # a count that can reach the thousands is written in the locale (%Ln)
    assert QCoreApplication.translate("RolloutPanel", "Done: %Ln trial(s).", None, 1296) == "Done: 1,296 trials."


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_for_players_exist_in_each_language(language) -> None:
    name = translations.localized_resource("how-to-play.md", language)
    assert name == f"how-to-play.{language}.md"
    english = paths.read_resource_text("how-to-play.md")
    text = paths.read_resource_text(name)
    assert text != english and text.count("\n#") == english.count("\n#")   # the same sections
    assert translations.localized_resource("how-to-play.md", "en") == "how-to-play.md"
    assert translations.localized_resource("RULES.md", language) == "RULES.md"   # no copy: English


def _illegal_play_error():
    """The error io raises for an illegal play in a file: the model's own,
    wrapped with the place."""
    from backgammon_qt.io import MatchFileError
    from backgammon_qt.model.errors import IllegalMoveError
    from backgammon_qt.model.legal import legal_plays
    from backgammon_qt.model.position import Position

    with pytest.raises(IllegalMoveError) as raised:
        legal_plays(Position.start(), (6, 5)).parse("24/18 24/18")
    return MatchFileError(raised.value, "/x/match.mat", line=57, game=3, move=12)


def test_file_errors_in_danish(qapp_translated) -> None:
    from backgammon_qt.io import MatchFileError

    error = _illegal_play_error()
    assert str(error) == "match.mat, line 57 (game 3, move 12): '24/18 24/18' is not a legal 6-5 play here"
    translations.install("da")
    assert wording.describe(error) == ("match.mat, linje 57 (spil 3, træk 12): '24/18 24/18' er ikke et "
                                           "lovligt 6-5-træk her")
    assert wording.reason_text(MatchFileError("the file is empty")) == "filen er tom"
    assert wording.reason_text(MatchFileError("something new")) == "something new"   # no translation: as it is
    translations.remove()
    assert wording.describe(error) == str(error)                          # English: as io writes it


class _Errors(QTranslator):
    """A translator of the context "Errors" from a dictionary."""

    def __init__(self, texts: dict[str, str]) -> None:
        super().__init__()
        self.texts = texts

    def translate(self, context, source, disambiguation=None, n=-1):
        return self.texts.get(source, "") if context == "Errors" else ""


def test_a_translated_reason_is_one_line_and_cut_like_the_english_one(qapp) -> None:
    from backgammon_qt.io import MatchFileError

    error = MatchFileError("cannot read {text}", "m.mat", line=3, text="x" * 250)
    translator = _Errors({"cannot read {text}": "kan ikke læse\n{text}\n{text}"})
    QCoreApplication.installTranslator(translator)
    try:
        text = wording.describe(error)
    finally:
        QCoreApplication.removeTranslator(translator)
    reason = text.split(": ", 1)[1]
    assert "\n" not in text and reason.startswith("kan ikke læse xxx")
    assert len(reason) == MatchFileError.MAX_REASON + len("...") and reason.endswith("...")
    assert wording.describe(error) == str(error)


class _FileErrors(QTranslator):
    """A translator of the context "FileErrors" from a dictionary."""

    def __init__(self, texts: dict[str, str]) -> None:
        super().__init__()
        self.texts = texts

    def translate(self, context, source, disambiguation=None, n=-1):
        return self.texts.get(source) if context == "FileErrors" else None


def test_the_place_of_a_file_error_is_one_template_with_its_reason(qapp) -> None:
    """The place was glued from translated pieces ("line {n}", "game {n}",
    "move {n}", joined by ", ", " (" and ": "): a language could not put
    the reason first or the game before the line."""
    from backgammon_qt.io import MatchFileError
    from backgammon_qt.io.errors import FileWarning

    translator = _FileErrors({
        "{file}, line {line} (game {game}, move {move}): {reason}": "{reason} [{file} {game}/{move}, l. {line}]",
        "game {game}, line {line}: {reason}": "{reason} (l. {line}, g. {game})",
    })
    QCoreApplication.installTranslator(translator)
    try:
        error = MatchFileError("the file is empty", "/x/match.mat", line=57, game=3, move=12)
        assert wording.describe(error) == "the file is empty [match.mat 3/12, l. 57]"
        warning = FileWarning("the file is empty", game=2, line=14)
        assert wording.warning_text(warning) == "the file is empty (l. 14, g. 2)"
    finally:
        QCoreApplication.removeTranslator(translator)
    assert wording.describe(error) == "match.mat, line 57 (game 3, move 12): the file is empty"
    assert wording.describe(MatchFileError("the file is empty", None, game=3)) == "game 3: the file is empty"


def test_the_qm_files_are_not_committed_and_go_into_the_wheel() -> None:
    ignored = (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines()
    assert "resources/translations/*.qm" in ignored
    assert '"translations/*.qm"' in (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert "build-translations.sh" in (ROOT / "scripts" / "setup.sh").read_text(encoding="utf-8")


def test_build_translations_rebuilds_only_what_is_stale(tmp_path) -> None:
    ensure_qm()
    qm = TS_DIR / "backgammon-qt_da.qm"
    before = qm.stat().st_mtime_ns
    ensure_qm()
    assert qm.stat().st_mtime_ns == before
    assert sys.executable   # (the venv's lrelease is what the script uses)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_file_errors_prefixes_are_translated(language) -> None:
    """"rules:" and "setup:" (the native file's parts a reason names) were
    left in English in every language."""
    texts = {(context, source): translation.text for context, source, translation in messages(language)}
    for source in ("rules: {reason}", "setup: {reason}", "setup: {field} {why}"):
        text = texts[("Errors", source)] or ""
        assert not text.startswith(("rules:", "setup:")), (source, text)


DISTINCT = [
    ("score", [("BoardScene", "score {n}"), ("", "Score: {a} {sa}, {b} {sb}")],
     "position", [("", "P&aste position"), ("", "Set up p&osition...")]),
    ("roll", [("Errors", "roll")], "hit", [("BoardAccess", "{a}/{b}, hitting your checker"),
                                          ("BoardAccess", "{a}/{b}, hitting {victim}'s checker")]),
    ("drop", [("", "Drop"), ("", "Drops")], "resign", [("MainWindow", "Resign"), ("", "Res&ign")]),
]
"""Things a language must not call by one word: the match score and a
position (Danish, Norwegian and Swedish said "stilling"/"ställning" for
both), a roll and a hit (Danish "slag"), a drop and a resignation
(Norwegian "Gi opp")."""


def _words(text: str) -> set[str]:
    return {w.casefold() for w in re.findall(r"[^\W\d_]{3,}", re.sub(r"\{\w*\}|&", "", text))}


@pytest.mark.parametrize("language", LANGUAGES)
def test_one_word_never_names_two_things(language) -> None:
    texts = {(context, source): translation.text or "" for context, source, translation in messages(language)}
    for one, one_keys, other, other_keys in DISTINCT:
        a = set().union(*(_words(texts[key]) for key in one_keys))
        b = set().union(*(_words(texts[key]) for key in other_keys))
        assert not a & b, (language, one, other, a & b)


def test_a_plural_form_left_empty_is_unfinished(update_translations) -> None:
    """--check finds a numerus text with one of its forms missing (a
    language with three plurals, Polish say, needs all three)."""
    done = ET.fromstring("<translation><numerusform>%n punkt</numerusform><numerusform>%n punkty</numerusform>"
                         "<numerusform>%n punktów</numerusform></translation>")
    half = ET.fromstring("<translation><numerusform>%n punkt</numerusform><numerusform>%n punkty</numerusform>"
                         "<numerusform></numerusform></translation>")
    assert update_translations._finished(done) and not update_translations._finished(half)
    assert update_translations._finished(ET.fromstring("<translation>Slå</translation>"))
    assert not update_translations._finished(ET.fromstring("<translation></translation>"))


def test_a_context_tr_translates_in_its_context(qapp_translated) -> None:
    """app.translations.ContextTr: the one ``_tr`` of the modules outside a
    QObject, in its context, with a numerus count; the script collects the
    texts of a module's ``_tr = ContextTr("...")`` in that context."""
    from backgammon_qt.app.translations import ContextTr

    translations.install("da")
    assert ContextTr("Review")("Wins %n point(s)", None, 2) == "Vinder 2 point"
    assert ContextTr("Session")("Opened {name}: %n game(s).", None, 1).endswith(" 1 spil.")
    assert repr(ContextTr("Session")) == "ContextTr('Session')"


def test_no_module_writes_its_own_tr_helper() -> None:
    """One helper (app.translations.ContextTr), not a copy per module: no
    function of the package is only a ``QCoreApplication.translate`` of a
    fixed context, handing on its text."""
    import ast

    package = Path(__file__).resolve().parents[2] / "backgammon_qt"
    copies = []
    for path in sorted(package.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.FunctionDef):
                continue
            body = [s for s in node.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
            if (len(body) == 1 and isinstance(body[0], ast.Return)
                    and isinstance(body[0].value, ast.Call) and getattr(body[0].value.func, "attr", "") == "translate"
                    and len(body[0].value.args) > 1 and isinstance(body[0].value.args[0], ast.Constant)
                    and node.args.args and getattr(body[0].value.args[1], "id", None) == node.args.args[0].arg):
                copies.append(f"{path.relative_to(package)}:{node.lineno} {node.name}")
    assert copies == []


def test_an_analysis_in_a_file_that_cannot_be_read_is_said_in_danish(qapp_translated) -> None:
    """The analysis kept with a match (gnubg's read from its SGF file, or
    ours from a newer program) was refused in English ("the gnubg analysis
    data is not valid"): its errors carry templates now, collected for
    translation like the model's and io's."""
    from backgammon_qt.controller.engine_jobs.analysis import analysis_from_record
    from backgammon_qt.io import load

    record = load(ROOT / "tests" / "data" / "io" / "dialect_gnubg.mat")
    translations.install("da")
    record.analysis = {"version": 1, "gnubg": "nothing"}
    assert analysis_from_record(record) == (None, "gnubg-analysedataene er ugyldige")
    record.analysis = {"version": 7, "level": "expert"}
    assert analysis_from_record(record) == (
        None, "analysen er version 7; dette program læser version 1 og ældre: opdater programmet for at læse den")
    record.analysis = {"version": 1, "level": "expert"}
    assert analysis_from_record(record)[1] == "analysedataene er ugyldige: KeyError('decisions')"


def test_a_rollout_in_a_file_that_cannot_be_read_is_said_in_danish(qapp_translated) -> None:
    """The reasons were English and glued after "rollout 2: " inside "A
    rollout in the file was not read: {why}"; now one sentence with the
    rollout's number, its reason translated."""
    from backgammon_qt.controller.engine_jobs.rollouts import results_from_record
    from backgammon_qt.io import load

    record = load(ROOT / "tests" / "data" / "io" / "dialect_gnubg.mat")
    record.rollouts = [5, {"version": 99}]
    translations.install("da")
    assert results_from_record(record) == ([], [
        "Rollout 1 i filen blev ikke læst: en rollout skal være et objekt",
        "Rollout 2 i filen blev ikke læst: rollouten har layoutversion 99, som dette program ikke læser"])
