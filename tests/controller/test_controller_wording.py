"""controller/wording.py: a model error's template translated and filled."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTranslator

from backgammon_qt.controller.wording import CONTEXT, error_text
from backgammon_qt.model.errors import CodedError, RuleError


class _Dictionary(QTranslator):
    def __init__(self, texts: dict[str, str], context: str = CONTEXT) -> None:
        super().__init__()
        self.texts = texts
        self.context = context

    def translate(self, context, source, disambiguation=None, n=-1):
        return self.texts.get(source) if context == self.context else None     # None: not found, the next asked


def test_english_text_is_the_filled_template():
    error = RuleError("the cube is at {value}, above the cap of {cap}", value=128, cap=64)
    assert str(error) == "the cube is at 128, above the cap of 64"
    assert error.template == "the cube is at {value}, above the cap of {cap}"
    assert error.values == {"value": 128, "cap": 64}


def test_template_without_values_keeps_braces():
    assert str(CodedError("use {braces} freely")) == "use {braces} freely"


def test_translation_fills_values_and_words_a_cause(qapp):
    cause = RuleError("no legal {dice} play", dice="6-5")
    outer = CodedError("game {n}: {reason}", n=3, reason=cause)
    translator = _Dictionary({"game {n}: {reason}": "spil {n}: {reason}",
                              "no legal {dice} play": "intet lovligt {dice}-træk"})
    QCoreApplication.installTranslator(translator)
    try:
        assert error_text(outer) == "spil 3: intet lovligt 6-5-træk"
    finally:
        QCoreApplication.removeTranslator(translator)
    assert error_text(outer) == "game 3: no legal 6-5 play"


def test_broken_translation_falls_back_to_english(qapp):
    translator = _Dictionary({"the cube is at {value}": "terningen er på {værdi}"})
    QCoreApplication.installTranslator(translator)
    try:
        assert error_text(RuleError("the cube is at {value}", value=2)) == "the cube is at 2"
    finally:
        QCoreApplication.removeTranslator(translator)


def test_other_exceptions_are_their_text():
    assert error_text(OSError("disk full")) == "disk full"


def test_a_refused_typed_play_gives_the_model_reason_in_the_language(qapp, qtbot):
    """The controller words the model's refusal through error_text: its
    template's translation, the typed text kept as written."""
    from backgammon_qt.controller.match import MatchController
    from backgammon_qt.model.dice import ManualDice
    from backgammon_qt.model.match import Match

    dice = ManualDice([3, 1])
    controller = MatchController(Match(5, players=("Alice", "Bob"), dice=dice))
    controller.roll()
    translator = _Dictionary({"{play}: this roll has a legal play, the turn cannot pass":
                              "{play}: dette slag har et lovligt træk"})
    QCoreApplication.installTranslator(translator)
    try:
        with qtbot.waitSignal(controller.message, timeout=1000) as blocker:
            assert not controller.request_play_text("cannot move")
    finally:
        QCoreApplication.removeTranslator(translator)
    assert blocker.args[0].endswith("'cannot move': dette slag har et lovligt træk")


def test_a_save_refused_by_the_format_is_told_in_the_language(qapp, tmp_path):
    """A .mat file cannot hold a name with ':': io's reason and the model
    error inside it are both worded by their templates' translations."""
    import pytest

    from backgammon_qt.controller.filing.files import SaveError, save_record
    from backgammon_qt.model.match import Match

    record = Match(5, players=("A: B", "Bob")).to_record()
    with pytest.raises(SaveError) as english:
        save_record(record, tmp_path / "m.mat")
    assert str(english.value) == ("m.mat: the name 'A: B' holds a ':', which ends a name in a .mat file; "
                                  "save the match as .sgf or .bgqt")
    translator = _Dictionary({"{problem}; save the match as .sgf or .bgqt": "{problem}; gem som .sgf",
                              "the name {name} holds a ':', which ends a name in a .mat file": "navnet {name} har ':'"})
    QCoreApplication.installTranslator(translator)
    try:
        with pytest.raises(SaveError) as danish:
            save_record(record, tmp_path / "m.mat")
    finally:
        QCoreApplication.removeTranslator(translator)
    assert str(danish.value) == "m.mat: navnet 'A: B' har ':'; gem som .sgf"
    assert not (tmp_path / "m.mat").exists()


def test_a_translation_that_reaches_into_a_value_falls_back_to_english(qapp):
    """A translation may only place the template's values: an index or an
    attribute of one (a typo, or a probe of the program's objects) raised
    TypeError or AttributeError out of error_text, or showed an internal
    object's text; a format that does not fit the value is English too."""
    cause = RuleError("no legal {dice} play", dice="6-5")
    for broken in ("terningen er på {value[0]}", "terningen er på {value.__class__}",
                   "terningen er på {value.real}", "terningen er på {value:,s}", "terningen er på {}"):
        translator = _Dictionary({"the cube is at {value}": broken,
                                  "game {n}: {reason}": broken.replace("value", "reason")})
        QCoreApplication.installTranslator(translator)
        try:
            assert error_text(RuleError("the cube is at {value}", value=2)) == "the cube is at 2", broken
            assert error_text(CodedError("game {n}: {reason}", n=3, reason=cause)) == "game 3: no legal 6-5 play", \
                broken
        finally:
            QCoreApplication.removeTranslator(translator)


def test_a_broken_translation_of_the_place_falls_back_to_english(qapp):
    """describe runs in the loading thread's error handler: a KeyError there
    (a translation of the place that names another value) escaped it, and
    the load never reported.  A broken translation of the place and its
    reason falls back to English; a good one is used."""
    from backgammon_qt.controller.wording import describe
    from backgammon_qt.io import MatchFileError

    error = MatchFileError("the file is empty", "/x/m.mat", line=3, game=1, move=2)
    without_move = MatchFileError("the file is empty", "/x/m.mat", line=3, game=1)
    translator = _Dictionary({"{file}, line {line} (game {game}, move {move}): {reason}":
                              "{file}, linje {m} (spil {game}, træk {0}): {reason}",
                              "{file}, line {line} (game {game}): {reason}":
                              "{file}, linje {line} (spil {game}): {reason}"}, "FileErrors")
    QCoreApplication.installTranslator(translator)
    try:
        assert describe(error) == "m.mat, line 3 (game 1, move 2): the file is empty"
        assert describe(without_move) == "m.mat, linje 3 (spil 1): the file is empty"
    finally:
        QCoreApplication.removeTranslator(translator)
    assert describe(error) == str(error)


def test_a_model_word_inside_an_error_is_translated_and_other_values_are_not(qapp):
    from backgammon_qt.model.errors import Word

    error = RuleError("{kind} by player {player}: {text}", kind=Word("double"), player=1, text="double")
    assert str(error) == "double by player 1: double"
    translator = _Dictionary({"{kind} by player {player}: {text}": "{kind} af spiller {player}: {text}",
                              "double": "doblet"})
    QCoreApplication.installTranslator(translator)
    try:
        assert error_text(error) == "doblet af spiller 1: double"    # the file's own word stays as written
    finally:
        QCoreApplication.removeTranslator(translator)


def test_the_model_words_are_collected_for_translation(update_translations):
    words = {text for context, text, _ in update_translations.variable_texts() if context == "Errors"}
    assert {"moving", "over", "double", "take", "beaver", "resign"} <= words
