"""The errors of the model and io carry literal templates.

controller/wording.py translates an error by its template (context
"Errors") and scripts/update-translations.py collects the templates from
the calls that make errors: so a template written as an f-string, a
``.format()``-ed or concatenated text or ``str(...)`` of another error
would reach the player in English.  This reads every call that makes an
error in backgammon_qt/model and backgammon_qt/io (the same calls the
script reads) and holds the template argument to a string literal or an
error passed on whole; the programmer-error checks that a player cannot
reach (a wrong argument from our own code) are listed by name.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from backgammon_qt.io import MatchFileError

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "backgammon_qt"


PROGRAMMER_ERRORS = {
    # (file, the template as written): checks of our own code's arguments, never met by a player
    ("model/clock.py", 'f"player must be 0 or 1, got {player!r}"'),
    ("model/__main__.py", "str(exc)"),              # the command line's usage errors, English by design
    ("model/__main__.py", 'f"a die is a number 1..6, got {text!r}"'),
    # a step outside the record: the review and the rollouts cut only at steps they hold (model/record_copies.py)
    ("model/record_copies.py", 'f"game {game} is not in the record ({len(record.games)} games)"'),
    ("model/record_copies.py", 'f"game {game} has {len(cut.actions)} actions, not {actions}"'),
    # the package's lazy names (PEP 562): Python's own wording for a name the module does not have
    ("model/__init__.py", 'f"module {__name__!r} has no attribute {name!r}"'),
    # a fallback that wraps an error without a template as it is (its text is all there is)
    ("model/position_edit.py", "str(exc)"),
    # the SGF writer's depth of a candidate: MatchAnalysis holds only depths its reader checked
    ("io/sgf_analysis.py", 'f"not a depth: {depth!r}"'),
    # a depth that is not a whole number: caught at once and worded in "the analysis data is not valid"
    ("engine/summary.py", 'f"a candidate\'s depth must be a positive whole number, not {value!r}"'),
}
"""Error calls allowed a ready-made text."""


def _ready_made(arg: ast.expr) -> bool:
    """True when ``arg`` is a text made at run time: an f-string, a
    ``.format()`` or ``%`` or ``+`` of texts, ``str(...)`` of something."""
    if isinstance(arg, ast.JoinedStr):
        return True
    if isinstance(arg, ast.BinOp) and isinstance(arg.op, (ast.Mod, ast.Add)):
        return True
    if isinstance(arg, ast.Call):
        func = arg.func
        if isinstance(func, ast.Attribute) and func.attr in ("format", "format_map", "join"):
            return True
        if isinstance(func, ast.Name) and func.id in ("str", "repr"):
            return True
    return False


def _sites(script) -> list[tuple[str, int, str, bool]]:
    """(file, line, the template argument's source, whether it is ready-made)
    of every error call in model/, io/ and the engine's analysis readers
    (``script``: update-translations.py's module)."""
    found = []
    for path in script.error_files(PACKAGE):
        text = path.read_text(encoding="utf-8")
        tree = ast.parse(text)
        for call, arg in _all_error_calls(script, tree):
            source = ast.get_source_segment(text, arg) or ast.unparse(arg)
            found.append((path.relative_to(PACKAGE).as_posix(), call.lineno, " ".join(source.split()),
                          _ready_made(arg)))
    return found


def _all_error_calls(script, tree: ast.Module):
    """The script's error calls, and the built-in exceptions too (a
    ``ValueError(f"...")`` a player can meet must be a CodedError)."""
    seen = {id(call) for call, _ in script.error_calls(tree)}
    yield from script.error_calls(tree)
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and id(node) not in seen and isinstance(node.func, ast.Name)
                and node.func.id.endswith("Error") and node.args):
            yield node, node.args[0]


def test_no_error_a_player_can_meet_is_made_from_a_ready_made_text(update_translations) -> None:
    bad = [f"{file}:{line}: {source}" for file, line, source, ready in _sites(update_translations)
           if ready and (file, source) not in PROGRAMMER_ERRORS]
    assert bad == [], "an error with a ready-made text (write a literal template and values):\n" + "\n".join(bad)


def test_the_allowlist_names_only_sites_that_exist(update_translations) -> None:
    sites = {(file, source) for file, _, source, ready in _sites(update_translations) if ready}
    assert PROGRAMMER_ERRORS <= sites, PROGRAMMER_ERRORS - sites


def test_the_check_sees_the_kinds_of_ready_made_text(update_translations) -> None:
    script = update_translations
    tree = ast.parse('raise RuleError(f"a {x}")\nraise MatchFileError("a {x}".format(x=1), p)\n'
                     'raise self.error(str(exc), where)\n_want(ok, "a " + b)\nraise RuleError("the {x}", x=1)\n'
                     'class SomeError(CodedError):\n    def __init__(self):\n        super().__init__(f"{self}")\n')
    kinds = [_ready_made(arg) for _, arg in _all_error_calls(script, tree)]
    assert sorted(kinds) == [False, True, True, True, True, True]


def test_the_templates_are_collected_for_translation(update_translations) -> None:
    texts = {text for context, text, _ in update_translations.error_texts()}
    assert {"the set-up cube is at {value}, above the cube cap of {cap}", "{play} is not a legal {dice} play here",
            "game {game}, action {action}: {reason}", "the file is empty", "cannot read {text}"} <= texts
    assert "no dice entered" not in texts      # a LookupError: no template, not translated
    # the analysis kept with a match (ours or gnubg's, engine/summary.py, engine/gnubg_import.py) reaches the player
    assert {"the gnubg analysis does not fit the match: {reason}", "the gnubg analysis data is not valid",
            "the analysis is version {version}; this program reads version {ours} and older: update the "
            "program to read it"} <= texts


_LOCATION = {"path", "line", "game", "move"}
"""Keywords of MatchFileError (and native's ``_want``) that say where, not values."""

_TAKES_LOCATION = {"MatchFileError", "_want"}
"""The calls whose location keywords say where.  io's other helpers fill
the location themselves (``RecordBuilder.error(reason, where, **values)``,
sgf's ``fail(reason, offset, **values)``): a location keyword given to
them is passed to MatchFileError twice, a TypeError where the error is made."""


def _fields(template: str) -> list[str]:
    import string

    return [field for _, field, _, _ in string.Formatter().parse(template) if field is not None]


def _wrong_values(script, tree: ast.Module) -> list[tuple[int, str]]:
    """(line, what is wrong) of each error call whose literal template does
    not get exactly the values it names, or names one by other than its plain
    name (error_text fills the values by name, a cause as its words).  A
    ``**where`` spread of native's location is taken as location only; calls
    that spread another dict of values are left out."""
    wrong = []
    for call, arg in script.error_calls(tree):
        if not (isinstance(arg, ast.Constant) and isinstance(arg.value, str)):
            continue
        callee = script._callee(call)
        spread = [k.value for k in call.keywords if k.arg is None]
        if spread and not (callee in _TAKES_LOCATION
                           and all(isinstance(v, ast.Name) and v.id == "where" for v in spread)):
            continue                                   # **values: checked where it is built
        given = {k.arg for k in call.keywords if k.arg is not None}
        if callee in _TAKES_LOCATION:
            given -= _LOCATION
        fields = _fields(arg.value)
        odd = [field for field in fields if not field.isidentifier()]
        named = set(fields)
        if odd:
            wrong.append((call.lineno, f"names {odd}, not values by their plain names"))
        elif named != given and (named or given):
            wrong.append((call.lineno, f"names {sorted(named)}, given {sorted(given)}"))
    return wrong


def test_every_template_gets_the_values_it_names(update_translations) -> None:
    """A placeholder without its value would raise KeyError where the error
    is made (a crash instead of the message); a value without its
    placeholder is lost."""
    script = update_translations
    wrong = []
    for path in script.error_files(PACKAGE):
        for line, what in _wrong_values(script, ast.parse(path.read_text(encoding="utf-8"))):
            wrong.append(f"{path.relative_to(PACKAGE)}:{line}: {what}")
    assert wrong == [], "\n".join(wrong)


def test_the_values_check_sees_what_would_crash(update_translations) -> None:
    """The check's own cases: a value missing, a location keyword given to
    a helper that sets the location itself (a TypeError: MatchFileError got
    it twice), a template naming an attribute, and native's ``**where``
    calls, checked with the spread taken as the location."""
    script = update_translations
    tree = ast.parse('raise RuleError("the cube is at {value}")\n'
                     'raise fail("not SGF: {text}", offset, text=t, line=3)\n'
                     'raise self.error("{text} after the result", where, text=t, game=2)\n'
                     'raise RuleError("the cube is at {cube.value}", cube=c)\n'
                     '_want(ok, "{name} must be text", **where)\n'
                     '_want(ok, "{name} must be text", name=n, **where)\n'
                     'raise MatchFileError("cannot read {text}", path, line=4, text=t)\n'
                     'raise MatchFileError("{what} before the first game", **values)\n')
    assert [line for line, _ in _wrong_values(script, tree)] == [1, 2, 3, 4, 5]
    with pytest.raises(TypeError):            # what the second and third lines would do
        MatchFileError("not SGF: {text}", None, line=1, game=None, move=None, **{"text": "x", "line": 3})
