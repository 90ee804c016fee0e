"""The cube actions in words, one wording each for every panel that names
them (the hint panel, the rollout panel, the analysis panel's tutor and
the analysis dock), and the analysis dock's list of a decision's ranked
options (:func:`candidate_lines`).  No Qt.

Translation: each text is translated in one context, the one it was
collected in when the panels had their own copies, so that the existing
translations hold: :data:`CUBE_WORDS_CONTEXT` for the words as a table
row or a verdict names them (``"Double, take"``),
:data:`ACTION_WORDS_CONTEXT` for the analysis' own words inside a
sentence (``"take"``, ``"no double"``), :data:`CANDIDATE_CONTEXT` for
the dock's list.  The functions take a :data:`Translate` (Qt's
``QCoreApplication.translate``; default: the English text), and
:data:`CONTEXT_TEXTS` lists every text by its context for
``scripts/update-translations.py``.

The words are gnubg's ("Double, take", "No double, take", "Too good to
double, pass", ...) for the doubler on roll; the analysis' words
(:class:`backgammon_qt.engine.summary.Decision`'s ``made``/``best``,
:class:`backgammon_qt.engine.base.CubeAction`'s values) are the keys.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

__all__ = ["Translate", "CUBE_WORDS_CONTEXT", "ACTION_WORDS_CONTEXT", "CANDIDATE_CONTEXT", "CONTEXT_TEXTS",
           "cube_option_text", "proper_action_key", "proper_action_text", "cube_choice_text", "action_word",
           "candidate_lines", "best_cube_option"]

Translate = Callable[[str, str], str]
"""A translation with its context: ``(context, English text)`` -> the
player's language (``QCoreApplication.translate``)."""


def _english(_context: str, text: str) -> str:
    return text


CUBE_WORDS_CONTEXT = "HintPanel"
"""The context of :data:`_OPTIONS` and :data:`_PROPER` (where the hint
panel collected them first)."""

ACTION_WORDS_CONTEXT = "AnalysisActions"
"""The context of :data:`_ACTION_WORDS` (where the tutor collected them first)."""

CANDIDATE_CONTEXT = "AnalysisPanel"
"""The context of the dock's candidate lines (the analysis dock's class)."""

_OPTIONS = {"no double": "No double", "double, take": "Double, take", "double, pass": "Double, pass"}
"""The three options of a cube decision as a table's rows name them, by
the analysis' word for each (:attr:`Decision.candidates`' texts)."""

_PROPER = {
    "NO_DOUBLE": "No double, take",
    "TOO_GOOD": "Too good to double, pass",
    "TOO_GOOD_TAKE": "Too good to double, take",
    "DOUBLE_TAKE": "Double, take",
    "DOUBLE_PASS": "Double, pass",
    "DOUBLE_BEAVER": "Double, beaver",
}
"""The proper cube action in gnubg's words, the double and its proper
answer, by :class:`~backgammon_qt.engine.base.CubeAction` name
(``TOO_GOOD_TAKE``: too good to double where the opponent would take;
see :func:`proper_action_key`)."""

_ACTION_WORDS = {word: word for word in ("double", "take", "drop", "beaver", "no double", "double, take",
                                         "double, pass")}
"""A cube action inside a sentence, as the analysis names it (the tutor's
"the best is {best}", the dock's "Cube action {made}"), and a cube
decision's options in the dock's list."""

_CANDIDATE_TEXTS: dict[tuple[bool, bool, bool], str] = {
    (False, False, False): "{rank}. {play}  {equity}{mark}",
    (True, False, False): "{rank}. {play}  {equity} ({difference}){mark}",
    (True, True, False): "{rank}. {play}  {equity} ({difference}) [{plies}-ply]{mark}",
    (False, False, True): "{rank}. {play}  {equity}  win {win}, gammon {gammon}{mark}",
    (True, False, True): "{rank}. {play}  {equity} ({difference})  win {win}, gammon {gammon}{mark}",
    (True, True, True): "{rank}. {play}  {equity} ({difference}) [{plies}-ply]  win {win}, gammon {gammon}{mark}",
}
"""A line of :func:`candidate_lines`, one whole template for each of what
it holds, by (the difference from the best, the depth when below the
decision's, the chances after the play): a translation words and orders
the whole line.  ``{mark}`` is the mark of the option made (" \u25c0") or
nothing.  The best play has no difference, so no depth tag either (its
depth is the decision's)."""

CONTEXT_TEXTS: dict[str, list[str]] = {
    CUBE_WORDS_CONTEXT: [*_OPTIONS.values(), *_PROPER.values()],
    ACTION_WORDS_CONTEXT: list(_ACTION_WORDS.values()),
    CANDIDATE_CONTEXT: list(_CANDIDATE_TEXTS.values()),
}
"""Every text of this module by the context it is translated in."""


def cube_option_text(option: str, translate: Translate = _english) -> str:
    """One option of a cube decision as a table row names it: ``"no
    double"``, ``"double, take"``, ``"double, pass"`` -> ``"No double"``,
    ``"Double, take"``, ``"Double, pass"``.  Raises :class:`KeyError` for
    another word."""
    return translate(CUBE_WORDS_CONTEXT, _OPTIONS[option])


def proper_action_key(action: str, double_take: float | None = None, double_pass: float | None = None) -> str:
    """The key in :data:`_PROPER` of the proper cube action ``action`` (a
    :class:`~backgammon_qt.engine.base.CubeAction` name): gnubg's "Too
    good to double, take" (``TOO_GOOD_TAKE``) when playing on beats
    doubling and the opponent's best answer would be to take (the
    double/take's equity below the pass's), else ``action``."""
    if action == "TOO_GOOD" and double_take is not None and double_pass is not None and double_take < double_pass:
        return "TOO_GOOD_TAKE"
    return action


def proper_action_text(action: str, double_take: float | None = None, double_pass: float | None = None,
                       translate: Translate = _english) -> str:
    """The proper cube action in gnubg's words (``"No double, take"``,
    ``"Too good to double, pass"``, ``"Double, beaver"``...), from its
    :class:`~backgammon_qt.engine.base.CubeAction` name and the double's
    equities (see :func:`proper_action_key`).  Raises :class:`KeyError`
    for another name."""
    return translate(CUBE_WORDS_CONTEXT, _PROPER[proper_action_key(action, double_take, double_pass)])


def cube_choice_text(no_double: float, double_take: float, double_pass: float,
                     translate: Translate = _english) -> str:
    """The proper cube action of the three cubeful equities (the doubler's,
    normalised to the cube; a rollout's means) in gnubg's words, by
    :func:`backgammon_qt.engine.base.cube_action_of`'s rule (no beaver:
    the equities say nothing of the beaver's)."""
    from backgammon_qt.engine.base import GameContext, cube_action_of  # no bgsage: engine.base is pure

    action = cube_action_of(no_double, double_take, double_pass, GameContext())
    return proper_action_text(action.name, double_take, double_pass, translate)


def best_cube_option(no_double: float, double_take: float, double_pass: float) -> str:
    """The cube decision's best option by its three cubeful equities (the
    doubler's): ``"no double"`` when playing on is worth at least what a
    double leaves (the opponent's best answer, the lower of take and
    pass), else the answer that counts, ``"double, take"`` (also on a tie)
    or ``"double, pass"``.  The one row of a cube table without a
    difference from the best, as gnubg 1.07 and eXtreme Gammon list the
    best option with no difference."""
    double = min(double_take, double_pass)
    if no_double >= double:
        return "no double"
    return "double, take" if double_take <= double_pass else "double, pass"


def action_word(word: str, translate: Translate = _english) -> str:
    """A cube action inside a sentence (``"take"``, ``"no double"``,
    ``"double, pass"``...), as the analysis names it; another word (a
    move's text) is returned as it is."""
    return translate(ACTION_WORDS_CONTEXT, word) if word in _ACTION_WORDS else word


class _Candidate(Protocol):
    @property
    def text(self) -> str: ...
    @property
    def equity(self) -> float: ...
    @property
    def chances(self) -> tuple[float, ...] | None: ...
    @property
    def depth(self) -> int | None: ...


class _Decision(Protocol):
    @property
    def kind(self) -> str: ...
    @property
    def made(self) -> str: ...
    @property
    def candidates(self) -> Sequence[_Candidate]: ...


def candidate_lines(d: _Decision, shown: int, *, gnubg_plies: bool = False, translate: Translate = _english,
                    equity: Callable[[float], str] = lambda v: f"{v:+.3f}",
                    percent: Callable[[float], str] = lambda v: f"{100 * v:.1f}%",
                    count: Callable[[int], str] = str) -> tuple[list[str], bool, int | None]:
    """The ranked options of decision ``d`` (an analysed decision:
    :class:`backgammon_qt.engine.summary.Decision`), one line each:
    ``"2. 13/9 6/5  -0.105 (-0.032)  win 46.9%, gammon 12.0% \u25c0"``: the
    rank, the play (a cube option in :func:`action_word`'s words), the
    equity and, but for the best option, its difference from the best (as
    gnubg 1.07 and eXtreme Gammon list them: the best has none; for a cube
    decision the best is :func:`best_cube_option`: a double is worth what
    the opponent's best answer leaves, the lower of take and pass), the depth a checker play
    was valued at when below the decision's (``"[1-ply]"``, in gnubg's
    count when ``gnubg_plies``: an analysis read from gnubg's file), the
    chances after it, and a mark on the option made; each line is one
    whole translated template (:data:`_CANDIDATE_TEXTS`).  Only the first
    ``shown`` options are listed, and the one made wherever it ranks.

    ``equity`` writes an equity (signed, 3 decimals), ``percent`` a share
    and ``count`` a whole number, in the player's locale.  Returns
    ``(lines, shallow, full)``: whether a line has a depth tag, and the
    decision's depth as shown (the best play's; None for a cube decision,
    a rollout's value or an analysis without depths).
    """
    lines: list[str] = []
    full: int | None = d.candidates[0].depth if d.candidates and d.kind == "checker" else None

    def shown_plies(depth: int) -> int:
        return depth - 1 if gnubg_plies else depth    # gnubg counts one ply fewer (its 0-ply is bgsage's 1-ply)

    shallow = False
    cube = d.kind == "cube" and d.made in ("double", "no double")
    if cube:
        nd, dt, dp = (c.equity for c in d.candidates)
        best = max(nd, min(dt, dp))
        made_text = "no double" if d.made == "no double" else ("double, take" if dt <= dp else "double, pass")
        best_text = best_cube_option(nd, dt, dp)
    else:
        best = d.candidates[0].equity if d.candidates else 0.0
        made_text = d.made
        best_text = d.candidates[0].text if d.candidates else ""
    for i, c in enumerate(d.candidates, 1):
        if i > shown and c.text != made_text:
            continue            # gnubg's file may hold every play it valued: the best few and the play made
        has_diff = c.text != best_text if cube else i != 1
        tagged = full is not None and c.depth is not None and c.depth != full
        shallow = shallow or tagged
        template = translate(CANDIDATE_CONTEXT, _CANDIDATE_TEXTS[has_diff, tagged, c.chances is not None])
        # the depth tag beside the equity it qualifies; a non-breaking hyphen: a narrow dock does not split it
        template = template.replace("{plies}-", "{plies}\u2011")
        win, gammon = (c.chances[0], c.chances[1]) if c.chances is not None else (0.0, 0.0)
        lines.append(template.format(
            rank=count(i), play=action_word(c.text, translate) if d.kind == "cube" else c.text,
            equity=equity(c.equity), difference=equity(c.equity - best) if has_diff else "",
            plies=count(shown_plies(c.depth)) if tagged and c.depth is not None else "",
            win=percent(win), gammon=percent(gammon), mark=" \u25c0" if c.text == made_text else ""))
    return lines, shallow, None if full is None else shown_plies(full)
