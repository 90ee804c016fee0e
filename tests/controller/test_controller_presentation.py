"""What the board says, in any language: whole sentences with Qt's numerus
form for a count (a translation may put the words in its own order and
pick its own plural), numbers through the player's locale (pure: no
QApplication)."""

from __future__ import annotations

from dataclasses import dataclass

from backgammon_qt.controller import presentation
from backgammon_qt.model.dice import ManualDice
from backgammon_qt.model.match import Match
from backgammon_qt.model.rules import RuleOptions


class Recorder:
    """A translation that records each call and words a few texts in
    another order ("%n" first, the name last), as another language might."""

    def __init__(self, words: dict[str, str] | None = None) -> None:
        self.calls: list[tuple[str, int]] = []
        self.words = words or {}

    def __call__(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        self.calls.append((text, n))
        text = self.words.get(text, text)
        return text.replace("%n", str(n)) if n >= 0 else text


def resigned(value: int) -> Match:
    """A match to 5 where Bob, on roll after the opening, resigns ``value``."""
    match = Match(5, RuleOptions.match(), ("Alice", "Bob"), ManualDice([3, 1, 6, 5]))
    game = match.new_game()
    game.roll_opening()
    for move in game.turn.legal_plays.parse("8/5 6/5").moves:
        game.turn.move_by_die(move.from_point, move.die)
    game.end_turn()
    game.resign(1, value)
    return match


def test_a_resignation_is_one_sentence_with_the_count_as_a_numerus() -> None:
    tr = Recorder({"{a} resigns a gammon (%n point(s)). {b}, accept or decline?":
                   "%n pt: {b}, {a} opgiver gammon. Ja/nej?"})
    state = presentation.board_state(resigned(2), tr=tr)
    assert state.prompt is not None and state.prompt.text == "2 pt: Alice, Bob opgiver gammon. Ja/nej?"
    assert ("{a} resigns a gammon (%n point(s)). {b}, accept or decline?", 2) in tr.calls
    assert presentation.board_state(resigned(1)).prompt.text == \
        "Bob resigns a single game (1 point). Alice, accept or decline?"


def test_the_end_of_a_game_is_one_sentence_not_glued_fragments() -> None:
    """The banner was "{w} wins {kind}{how}: {n} {points}." filled with
    translated fragments and patched with .replace(): now one template for
    each way a game ends, the count a numerus."""
    match = resigned(2)
    match.game.accept_resignation()
    template = "{w} wins a gammon (resignation): %n\u00a0point(s)."
    tr = Recorder({template: "%n\u00a0points to {w}, a gammon (resignation)."})
    state = presentation.board_state(match, tr=tr)
    assert state.prompt is not None
    assert state.prompt.text.splitlines()[0] == "2\u00a0points to Alice, a gammon (resignation)."
    assert (template, 2) in tr.calls
    assert all(not text.startswith(" ") and text not in ("point", "points", "a gammon") for text, _ in tr.calls)
    assert presentation.board_state(match).prompt.text.splitlines()[0] == \
        "Alice wins a gammon (resignation): 2\u00a0points."
    rows = presentation.move_rows(match.game.record, tr=tr)
    assert ("Wins %n point(s)", 2) in tr.calls and rows[-1].cells[0].text == "Wins 2 point(s)"
    assert presentation.move_rows(match.game.record)[-1].cells[0].text == "Wins 2 points"


@dataclass(frozen=True)
class Decision:
    game: int = 0
    action: int = 2
    player: int = 0
    kind: str = "checker"
    made: str = "13/9"
    best: str = "8/5 6/5"
    equity_lost: float = 0.105
    error: str = "bad"


def test_a_decision_writes_its_equity_in_the_players_locale() -> None:
    def danish(value: float, decimals: int) -> str:
        return f"{value:.{decimals}f}".replace(".", ",")

    assert presentation.decision_text(Decision(), num=danish) == "Checker play 13/9 (best 8/5 6/5): -0,105, bad"
    assert presentation.decision_text(Decision(equity_lost=-0.02), num=danish).endswith(": +0,020, bad")
    assert presentation.decision_text(Decision()) == "Checker play 13/9 (best 8/5 6/5): -0.105, bad"


def test_a_decision_is_one_sentence_a_translation_may_reorder() -> None:
    """"Checker play" + " (best ...)" + ": -0.105" + ", bad" were glued
    fragments: now one template for each shape of the sentence."""
    tr = Recorder({"Checker play {made} (best {best}): {equity}, {error}": "{error} ({equity}): {made}, not {best}"})
    assert presentation.decision_text(Decision(), tr) == "bad (-0.105): 13/9, not 8/5 6/5"
    assert presentation.decision_text(Decision(best="13/9", error="")) == "Checker play 13/9: -0.105"


def test_a_games_row_counts_its_points_in_plural_forms() -> None:
    """The game list's row said "Alice wins 1" (a count without its noun):
    now the points are a numerus, the whole row one template."""
    match = resigned(1)
    match.game.accept_resignation()
    assert presentation.game_title(match.to_record(), 0) == "Game 1: 0\u20130, Alice wins 1 point"
    match = resigned(2)
    match.game.accept_resignation()
    tr = Recorder({"Game {n}: {a}\u2013{b}, {w} wins %n point(s)": "{w}: %n pt (spil {n})"})
    assert presentation.game_title(match.to_record(), 0, tr) == "Alice: 2 pt (spil 1)"
