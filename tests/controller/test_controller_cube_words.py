"""The cube actions in words, one wording for the hint panel, the rollout
panel, the analysis panel's tutor and the analysis dock
(backgammon_qt/controller/presentation/cube.py), and the dock's lines of
a decision's ranked options.  No QApplication: a fake translation shows
the context each text is translated in."""

from __future__ import annotations

import pytest

from backgammon_qt.controller import presentation
from backgammon_qt.engine.summary import Candidate, Decision


def tagged(context: str, text: str) -> str:
    return f"[{context}] {text}"


def test_the_options_of_a_cube_decision_as_rows() -> None:
    assert [presentation.cube_option_text(o) for o in ("no double", "double, take", "double, pass")] == [
        "No double", "Double, take", "Double, pass"]
    assert presentation.cube_option_text("double, take", tagged) == "[HintPanel] Double, take"
    with pytest.raises(KeyError):
        presentation.cube_option_text("redouble")


@pytest.mark.parametrize(("action", "dt", "dp", "words"), [
    ("NO_DOUBLE", 0.3, 1.0, "No double, take"),
    ("TOO_GOOD", 1.2, 1.0, "Too good to double, pass"),
    ("TOO_GOOD", 0.8, 1.0, "Too good to double, take"),       # the opponent's best answer is to take
    ("TOO_GOOD", None, None, "Too good to double, pass"),
    ("DOUBLE_TAKE", 0.6, 1.0, "Double, take"),
    ("DOUBLE_PASS", 1.2, 1.0, "Double, pass"),
    ("DOUBLE_BEAVER", -0.1, 1.0, "Double, beaver"),
])
def test_the_proper_cube_action_in_gnubgs_words(action, dt, dp, words) -> None:
    assert presentation.proper_action_text(action, dt, dp) == words
    assert presentation.proper_action_text(action, dt, dp, tagged) == f"[HintPanel] {words}"


@pytest.mark.parametrize(("nd", "dt", "dp", "words"), [
    (0.5, 0.3, 1.0, "No double, take"),
    (0.5, 0.55, 1.0, "Double, take"),
    (0.9, 1.2, 1.0, "Double, pass"),
    (1.1, 1.2, 1.0, "Too good to double, pass"),
    (0.5, -0.1, 1.0, "No double, take"),          # the equities say nothing of a beaver
])
def test_the_cube_choice_of_three_equities(nd, dt, dp, words) -> None:
    """The rollout panel's verdict words its three means by the engine's
    rule (engine.base.cube_action_of), in the words of the proper action."""
    assert presentation.cube_choice_text(nd, dt, dp) == words


def test_a_cube_action_inside_a_sentence() -> None:
    for word in ("double", "take", "drop", "beaver", "no double", "double, take", "double, pass"):
        assert presentation.action_word(word, tagged) == f"[AnalysisActions] {word}"
    assert presentation.action_word("13/9 6/5", tagged) == "13/9 6/5"     # a play is written as it is


def test_every_text_is_listed_in_its_context_for_the_translators() -> None:
    """scripts/update-translations.py collects CONTEXT_TEXTS: every text a
    function translates is there, in the context it is translated in."""
    used: set[tuple[str, str]] = set()

    def record(context: str, text: str) -> str:
        used.add((context, text))
        return text

    for option in ("no double", "double, take", "double, pass"):
        presentation.cube_option_text(option, record)
    for action in ("NO_DOUBLE", "TOO_GOOD", "DOUBLE_TAKE", "DOUBLE_PASS", "DOUBLE_BEAVER"):
        presentation.proper_action_text(action, 0.8, 1.0, record)
    presentation.proper_action_text("TOO_GOOD", 1.2, 1.0, record)
    for word in ("double", "take", "drop", "beaver", "no double", "double, take", "double, pass"):
        presentation.action_word(word, record)
    for decision in (_checker(), _every_kind_of_line(), _double()):
        presentation.candidate_lines(decision, 5, translate=record)
    listed = {(c, t) for c, texts in presentation.CONTEXT_TEXTS.items() for t in texts}
    assert used == listed


def _checker() -> Decision:
    return Decision(0, 3, 0, "checker", "13/9 6/5", "8/5 6/5", 0.032, 0.032, "doubtful", "4HPwATDgc/ABMA", (3, 1),
                    (Candidate("8/5 6/5", 0.105, (0.5, 0.12, 0.0, 0.1, 0.0), 3),
                     Candidate("24/21 13/12", 0.09, (0.49, 0.11, 0.0, 0.1, 0.0), 3),
                     Candidate("13/9 6/5", 0.073, None, 2)))


def _every_kind_of_line() -> Decision:
    """A play whose lines are each of the other kinds: the best without
    chances; then with and without chances, at the full depth and below."""
    return Decision(0, 3, 0, "checker", "13/9 6/5", "8/5 6/5", 0.05, 0.05, "doubtful", "4HPwATDgc/ABMA", (3, 1),
                    (Candidate("8/5 6/5", 0.105, None, 3),
                     Candidate("24/21 13/12", 0.09, (0.49, 0.11, 0.0, 0.1, 0.0), 3),
                     Candidate("24/23 13/10", 0.08, None, 3),
                     Candidate("13/9 6/5", 0.055, (0.47, 0.1, 0.0, 0.1, 0.0), 2)))


def _double() -> Decision:
    return Decision(0, 4, 0, "cube", "double", "no double", 0.07, 0.07, "bad", "4HPwATDgc/ABMA", None,
                    (Candidate("no double", 0.4), Candidate("double, take", 0.33), Candidate("double, pass", 1.0)))


def test_a_dock_line_is_one_template_a_translation_may_reorder() -> None:
    """Each line is one whole text (no pieces glued to it): a language
    may put the chances first and the rank last, and word the depth its
    way; the numbers come from the locale's writers given."""
    def reordered(context: str, text: str) -> str:
        if context != "AnalysisPanel":
            return text
        return {
            "{rank}. {play}  {equity}  win {win}, gammon {gammon}{mark}":
                "V {win} G {gammon}: {play} = {equity} (#{rank}){mark}",
            "{rank}. {play}  {equity} ({difference})  win {win}, gammon {gammon}{mark}":
                "V {win} G {gammon}: {play} = {equity} / {difference} (#{rank}){mark}",
            "{rank}. {play}  {equity} ({difference}) [{plies}-ply]{mark}":
                "{mark}{play} = {equity} / {difference}, {plies}-lag (#{rank})",
        }.get(text, "untranslated")

    lines, _shallow, _full = presentation.candidate_lines(
        _checker(), 5, gnubg_plies=True, translate=reordered, equity=lambda v: f"{v:+.2f}".replace(".", ","),
        percent=lambda v: f"{100 * v:.0f} %", count=lambda n: f"<{n}>")
    assert lines == ["V 50 % G 12 %: 8/5 6/5 = +0,10 (#<1>)",
                     "V 49 % G 11 %: 24/21 13/12 = +0,09 / -0,01 (#<2>)",
                     " \u25c013/9 6/5 = +0,07 / -0,03, <1>\u2011lag (#<3>)"]


def test_the_dock_lines_of_a_checker_play() -> None:
    """The best play without a difference, the others with theirs; a play
    valued below the decision's depth tagged with its depth (a
    non-breaking hyphen), in gnubg's count for gnubg's analysis; the play
    made marked."""
    lines, shallow, full = presentation.candidate_lines(_checker(), 5)
    assert lines == ["1. 8/5 6/5  +0.105  win 50.0%, gammon 12.0%",
                     "2. 24/21 13/12  +0.090 (-0.015)  win 49.0%, gammon 11.0%",
                     "3. 13/9 6/5  +0.073 (-0.032) [2\u2011ply] \u25c0"]
    assert shallow and full == 3
    lines, shallow, full = presentation.candidate_lines(_checker(), 5, gnubg_plies=True)
    assert lines[2].endswith("[1\u2011ply] \u25c0") and full == 2
    lines, _shallow, _full = presentation.candidate_lines(_checker(), 1)
    assert [line[:2] for line in lines] == ["1.", "3."]     # the best few and the play made


def test_the_dock_lines_of_a_double() -> None:
    """A double is worth what the opponent's best answer leaves: every
    option but the best has its difference from the best (the best none,
    as the best play, as gnubg and XG list them), the made option is the
    double with the answer that counts, in the analysis' words."""
    lines, shallow, full = presentation.candidate_lines(_double(), 5, translate=tagged)
    assert lines == ["[AnalysisPanel] 1. [AnalysisActions] no double  +0.400",
                     "[AnalysisPanel] 2. [AnalysisActions] double, take  +0.330 (-0.070) \u25c0",
                     "[AnalysisPanel] 3. [AnalysisActions] double, pass  +1.000 (+0.600)"]
    assert not shallow and full is None
    # the best option is the one without a difference, wherever it ranks
    assert presentation.best_cube_option(0.4, 0.33, 1.0) == "no double"
    assert presentation.best_cube_option(0.4, 0.6, 1.0) == "double, take"
    assert presentation.best_cube_option(0.4, 1.2, 1.0) == "double, pass"
    assert presentation.best_cube_option(0.6, 0.6, 1.0) == "no double"       # a tie: playing on
