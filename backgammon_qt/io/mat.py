"""Jellyfish-style text match files (``.mat``, ``.txt``): read every
dialect, write gnubg's.

Source: ../shared/testdata/FORMATS.md section 1 (skeleton 1.1, cells 1.2,
column splitting 1.3, results 1.4, Crawford 1.5, money 1.6, producers 1.7,
the checklist 1.8), which follows gnubg's ``import.c``/``export.c`` and the
real files of gnubg, eXtreme Gammon (``.mat`` and ``.txt``), Backgammon
Galaxy, Backgammon Studio and GNU Gibbon.

Player 0 is the name on the left of the score lines, player 1 the right.
Point numbers in move text are the mover's own (1..24, 25 = bar, 0 = off).

Reading: cells are found by their anchors (``31:``, ``Doubles =>``,
``Takes``, ``Drops``, ``Wins``, ``Losses``), not by fixed columns, and a
cell's column is decided by where it starts, compared with the score line
(FORMATS.md 1.3).  Every roll and move is replayed through the rules model
while reading (see :mod:`._build`), so ``Bar/24``, ``6/Off``, ``(2)``,
consolidated moves, ``Cannot Move``, ``???`` and dances as empty cells all
end up as the same record.

Writing follows gnubg's ``ExportMatchMat``: `` N point match``, `` Game k``,
score lines ``" %-31s%s : %d"``, move lines ``"%3d) %-27s "``, numeric
step-by-step moves with ``25``/``0``, ``Doubles => n``, ``Beavers => n``,
``Takes`` (none after ``Beavers`` when the doubler's roll follows, as
gnubg writes; the reader takes either form), ``Drops``,
``Wins n point(s)``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any

from ..model.errors import CodedError, shown
from ..model.position import Position
from ..model.record import Action, ActionKind, GameRecord, MatchRecord
from ..model.rules import RuleOptions
from ._build import (
    MAX_ACTIONS,
    MAX_GAME_ACTIONS,
    MAX_GAMES,
    MAX_POINTS,
    GameTexts,
    RecordBuilder,
    Turn,
    Where,
    game_turns,
)
from ._text import text_error
from .errors import MatchFileError, PathArg

__all__ = ["parse_mat", "format_mat", "check_mat_writable",
           "looks_like_mat", "mat_name_problem", "mat_name_error", "MAT_INFO_TAGS",
           "MAT_NAME_MAX"]

MAT_INFO_TAGS = {
    "Event": "event",
    "Round": "round",
    "Site": "site",
    "EventDate": "date",
    "EventTime": "time",
    "Transcriber": "annotator",
}
"""Header tags and the :attr:`MatchRecord.info` keys they become (the
formats share these keys; see :mod:`backgammon_qt.io`).  Other tags are
kept under their own name; ``Crawford``, ``Jacoby`` and ``Beaver`` set the
rules; ``Variation`` is ``Backgammon`` or gnubg's ``NackGammon`` (the Nackgammon start)."""

_INFO_KEY_OF_TAG = {tag.lower(): key for tag, key in MAT_INFO_TAGS.items()}
_RULE_TAGS = {"crawford": "crawford", "jacoby": "jacoby", "beaver": "beavers"}

_MATCH_LINE = re.compile(r"^\s*([0-9]+)\s+point\s+match\b", re.I)
_GAME_LINE = re.compile(r"^\s*Game\s+([0-9]+)\s*$", re.I)
# No pattern here may backtrack over a long run of blanks (a 2 MB run must not
# cost more than a pass over it): the score line and header tags are split by
# hand, and quantifiers that meet blanks are possessive.
_SCORE = re.compile(r"[ \t]*+([0-9]++)")
_LAST_SCORE = re.compile(r"[ \t]*+([0-9]++)\s*+")
_TAG_END = re.compile(r'\s*+\]\s*+')
_LONG_BLANKS = re.compile(r"[ \t]{65,}+")
_NUMBERED = re.compile(r"^\s*([0-9]+)\)")
# (the lookahead names every first character of the three kinds of anchor, in either case: it
# rejects most positions at once, before the lookbehind and the three alternatives are tried)
_ANCHOR = re.compile(
    r"(?=[0-9dbrtwl])(?<![\w/*])(?:(?P<dice>[0-9][0-9]):"
    r"|(?P<cube>Doubles|Beavers|Raccoons)\s*=>"
    r"|(?P<word>Takes|Drops|Wins|Losses)\b)", re.I)
_RESULT = re.compile(r"^(Wins|Losses)\s+([0-9]+)\s+points?(\s+and\s+the\s+match)?\s*\.?$", re.I)
_CUBE = re.compile(r"^(Doubles|Beavers|Raccoons)\s*=>\s*([0-9]+)$", re.I)
_RESIGN_MARK = re.compile(r"^\?{3,4}$")
_GLUED_NUMBER = re.compile(r"(?<=\S)\s+[0-9]{1,4}\)\s*$")
"""A move row's number glued to the end of a move (Backgammon Galaxy)."""
_NAME_RATING = re.compile(r"^(.*?),\s*([0-9]+(?:[.,][0-9]+)?)$")
_MAX_NUMBER_DIGITS = 6
MAX_LINE = 10_000
"""Longest line of moves or scores read (characters).  Real .mat lines are
under 100 (gnubg's import.c reads 128 at a time); a longer one is refused
before it is scanned, so no line can cost more than a pass over 10,000
characters.  Header tags and comment lines (``;``, ``#``) may be longer:
they are read in one pass, and what we write from an SGF's event or
comment must read back."""


def looks_like_mat(text: str) -> bool:
    """True when ``text`` has a ``N point match`` line (FORMATS.md 1.1)."""
    return any(_MATCH_LINE.match(line) for line in text.split("\n", 2000)[:2000])


# ---------------------------------------------------------------- lexing
@dataclass(slots=True)
class _Cell:
    column: int          # 0 left, 1 right
    text: str
    where: Where


@dataclass
class _GameText:
    number: int
    where: Where
    names: tuple[str, str] | None = None
    score: tuple[int, int] | None = None
    cells: list[_Cell] = field(default_factory=list)


def _number(text: str, what: CodedError, path: PathArg | None, where: Where) -> int:
    if len(text) > _MAX_NUMBER_DIGITS:
        raise MatchFileError("{what} {number} is absurdly large", path, line=where.line, move=where.move, what=what,
                             number=shown(text))
    return int(text)


def _split_cells(body: str, offset: int, threshold: int, path: PathArg | None, where: Where) -> list[_Cell]:
    """The cells of one line: text from each anchor to the next, assigned
    to a column by where it starts (FORMATS.md 1.3)."""
    anchors = list(_ANCHOR.finditer(body))
    if not anchors:
        if body.strip():
            raise MatchFileError("cannot read {text}", path, line=where.line, move=where.move,
                                 text=shown(body.strip()))
        return []
    lead = body[:anchors[0].start()].strip()
    if lead:
        raise MatchFileError("cannot read {text}", path, line=where.line, move=where.move, text=shown(lead))
    cells = []
    for i, m in enumerate(anchors):
        end = anchors[i + 1].start() if i + 1 < len(anchors) else len(body)
        column = 1 if offset + m.start() >= threshold else 0
        cells.append(_Cell(column, body[m.start():end].strip(), where))
    # gnubg writes a roll then the result on one line ("51:  Wins 1 point",
    # the roller's opponent resigned): a result cell keeps its own column.
    results: list[_Cell] = []
    while len(cells) > 1 and _RESULT.match(cells[-1].text):
        results.insert(0, cells.pop())
    if len(cells) > 2 or (len(cells) == 2 and cells[0].column == cells[1].column):
        if len(cells) == 2 and cells[0].column == 0:
            cells[1].column = 1      # two cells, the second pushed left by a long first one
        else:
            raise MatchFileError("cannot split this line into two columns", path,
                                 line=where.line, move=where.move)
    return cells + results


def _lex(text: str, path: PathArg | None) -> tuple[list[tuple[str, str]], list[str], int, list[_GameText]]:
    """Header tags, comment lines, the match length and the games' text."""
    lines = text.split("\n")
    tags: list[tuple[str, str]] = []
    comments: list[str] = []
    length = None
    start = 0
    for i, line in enumerate(lines):
        if not line.lstrip().startswith((";", "#")):
            _check_length(line, path, i + 1)
        m = _MATCH_LINE.match(line)
        if m:
            length = _number(m.group(1), CodedError("the match length"), path, Where(i + 1))
            start = i + 1
            break
        tag = _header_tag(line)
        if tag:
            tags.append(tag)
        elif line.lstrip().startswith((";", "#")):
            comment = line.lstrip()[1:].strip()
            if comment:
                comments.append(comment)
    if length is None:
        raise MatchFileError("not a backgammon match file (no 'N point match' line)", path)

    games: list[_GameText] = []
    game: _GameText | None = None
    threshold = 20
    expect_score = False
    cell_count = 0
    for i in range(start, len(lines)):
        line = lines[i]
        stripped = line.strip()
        if not stripped:
            continue
        if stripped[0] in ";#" and not (expect_score and _score_line(line) is not None):
            continue                # a comment, unless it is the score line of a name starting so
        if len(line) > MAX_LINE:
            _check_length(line, path, i + 1)
        where = Where(i + 1)
        gm = _GAME_LINE.match(line)
        if gm:
            if len(games) >= MAX_GAMES:
                raise MatchFileError("more than {n} games; this is not a real match file", path,
                                     line=i + 1, game=len(games) + 1, n=MAX_GAMES)
            game = _GameText(len(games) + 1, where)
            games.append(game)
            expect_score = True
            continue
        if game is None:
            raise MatchFileError("cannot read {text} before the first 'Game' line", path,
                                 line=i + 1, text=shown(stripped))
        if expect_score:
            expect_score = False
            parts = _score_line(line)
            if parts is None:
                raise MatchFileError("expected the score line 'name : score   name : score', found {text}", path,
                                     line=i + 1, game=game.number, text=shown(stripped))
            name_a, score_a, name_b, score_b, b_start = parts
            game.names = (_name(name_a), _name(name_b))
            game.score = (_number(score_a, CodedError("the score"), path, where),
                          _number(score_b, CodedError("the score"), path, where))
            # Right-hand cells start near the right name; left ones right
            # after the move number (FORMATS.md 1.3).
            threshold = min(max((5 + b_start) // 2, 12), 30)
            continue
        if len(line) > 256:
            # a cell's column depends only on whether it starts before the threshold (at most
            # column 30): runs of more than 64 blanks can shrink to 64, so the cells' scan stays short
            line = _LONG_BLANKS.sub(" " * 64, line)
        nm = _NUMBERED.match(line)
        if nm:
            where = Where(i + 1, _number(nm.group(1), CodedError("the move number"), path, where))
            body_offset = nm.end()
            body = line[body_offset:]
        else:
            body_offset = 0
            body = line
        try:
            cells = _split_cells(body, body_offset, threshold, path, where)
        except MatchFileError as exc:
            raise exc.located(game=game.number) from None
        game.cells.extend(cells)
        cell_count += len(cells)
        if cell_count > MAX_ACTIONS:
            raise MatchFileError("more than {n} moves and cube actions; this is not a real match file", path,
                                 line=i + 1, game=game.number, n=MAX_ACTIONS)
        if len(game.cells) > MAX_GAME_ACTIONS:
            raise MatchFileError("more than {n} moves and cube actions in one game; this is not a real match "
                                 "file", path, line=i + 1, game=game.number, n=MAX_GAME_ACTIONS)
    return tags, comments, length, games


def _check_length(line: str, path: PathArg | None, number: int) -> None:
    """Refuse a line of moves or scores longer than :data:`MAX_LINE`
    (header tags and comments are read in one pass, whatever their length:
    an SGF's event or comment becomes one)."""
    if len(line) > MAX_LINE:
        raise MatchFileError("the line is {n} characters long; no match file has lines of more than {most}",
                             path, line=number, n=len(line), most=MAX_LINE)


def _score_line(line: str) -> tuple[str, str, str, str, int] | None:
    """``(left name, left score, right name, right score, column of the
    right name)`` of a score line ``name : score   name : score``, or None.

    Split as gnubg's import.c reads it (``%[^:]:%d %[^:]:%d``): each name
    runs to its colon, so names hold no ``:``; either name may be empty,
    and the right name may follow the left score with no blank (gnubg's
    export pads the left part to 31 columns and leaves no blank after a
    longer one).  Linear in the line's length."""
    first = line.find(":")
    if first < 0:
        return None
    sa = _SCORE.match(line, first + 1)
    if sa is None:
        return None
    second = line.find(":", sa.end())
    if second < 0:
        return None
    sb = _LAST_SCORE.fullmatch(line, second + 1)
    if sb is None:
        return None
    right = line[sa.end():second]
    blanks = len(right) - len(right.lstrip())
    b_start = sa.end() + blanks if right.strip() else second
    return line[:first], sa.group(1), right, sb.group(1), b_start


def _header_tag(line: str) -> tuple[str, str] | None:
    """``(tag, value)`` of a header line ``; [Tag "value"]``, or None.
    The value runs from the first ``"`` to the last; linear in the line."""
    text = line.lstrip()
    if not text.startswith((";", "#")):
        return None
    text = text[1:].lstrip()
    if not text.startswith("["):
        return None
    open_quote = text.find('"')
    close_quote = text.rfind('"')
    if open_quote < 0 or close_quote == open_quote:
        return None
    tag = text[1:open_quote]
    if not tag.strip() or "]" in tag or not tag[-1:].isspace() or not _TAG_END.fullmatch(text, close_quote + 1):
        return None
    return tag.strip(), text[open_quote + 1:close_quote]


MAT_NAME_MAX = 31
"""Longest player name a .mat file holds: gnubg's import.c reads at most 31
characters of a name (``%31[^:]``) and gnubg's names hold 31."""


def mat_name_error(name: str) -> CodedError | None:
    """Why ``name`` cannot be written to a .mat file and read back as the
    same name (by this program and by gnubg), or None when it can.  For
    :func:`format_mat`, which refuses such a record (and, as text,
    :func:`mat_name_problem`).

    A .mat name cannot be empty (this program reads one, but gnubg 1.07
    aborts with a buffer overflow on it), cannot hold ``:`` (it ends the
    name on the score line),
    a line break or another control character, blanks at either end (they
    are trimmed on reading), a ``,`` followed by only digits at the end
    (read as a GamesGrid rating, FORMATS.md 1.1), or more than
    :data:`MAT_NAME_MAX` characters (gnubg reads no more)."""
    if not name:
        return CodedError("an empty name, which gnubg cannot read in a .mat file (gnubg 1.07 aborts on it)")
    if ":" in name:
        return CodedError("the name {name} holds a ':', which ends a name in a .mat file", name=shown(name))
    if any(ch < " " or ch == "\x7f" for ch in name):
        return CodedError("the name {name} holds a line break or another control character", name=shown(name))
    if name != name.strip():
        return CodedError("the name {name} starts or ends with a blank, which a .mat file drops", name=shown(name))
    rating = _NAME_RATING.match(name)
    if rating and rating.group(1).strip():
        return CodedError("the name {name} ends in ',' and digits, which a .mat file reads as a rating",
                          name=shown(name))
    if len(name) > MAT_NAME_MAX:
        return CodedError("the name {name} is {n} characters long; a .mat file holds at most {most} (gnubg reads "
                          "no more)", name=shown(name), n=len(name), most=MAT_NAME_MAX)
    return None


def mat_name_problem(name: str) -> str | None:
    """:func:`mat_name_error` as English text, for the new-match dialog to
    call before a match starts."""
    error = mat_name_error(name)
    return None if error is None else str(error)


def _name(text: str) -> str:
    name = text.strip()
    m = _NAME_RATING.match(name)
    if m and m.group(1).strip():
        name = m.group(1).strip()   # "Amirrr,1770": a rating after the name (FORMATS.md 1.1)
    return name


# ---------------------------------------------------------------- reading
def _rules(length: int, tags: list[tuple[str, str]], path: PathArg | None) -> RuleOptions:
    rules = RuleOptions.match() if length else RuleOptions.money()
    for tag, value in tags:
        key = tag.strip().lower()
        if key == "variation":
            # gnubg's export writes ; [Variation "NackGammon"] (and nothing for standard backgammon)
            name = value.strip().lower()
            if name == "nackgammon":
                rules = replace(rules, variation="nackgammon")
            elif name not in ("backgammon", ""):
                raise MatchFileError("the variant {name} is not supported (only backgammon and nackgammon)", path,
                                     name=shown(value))
        if key in _RULE_TAGS:
            flag = value.strip().lower()
            change: dict[str, Any] = {}
            if flag in ("on", "yes", "true", "1"):
                change[_RULE_TAGS[key]] = True
            elif flag in ("off", "no", "false", "0"):
                change[_RULE_TAGS[key]] = False
            rules = replace(rules, **change)
    return rules


def _info(tags: list[tuple[str, str]], comments: list[str]) -> dict[str, str]:
    info: dict[str, str] = {}
    for tag, value in tags:
        if tag.lower() in _RULE_TAGS or tag.lower() == "variation":
            continue
        key = _INFO_KEY_OF_TAG.get(tag.lower(), tag)
        if key == "date":
            value = _date_from_mat(value)
        elif key == "time":
            value = value.replace(".", ":")
        info[key] = value
    if comments:
        info["comment"] = "\n".join(comments)
    return info


def _date_from_mat(value: str) -> str:
    m = re.fullmatch(r"\s*([0-9]{4})[.\-/]([0-9]{1,2})[.\-/]([0-9]{1,2})\s*", value)
    return f"{m.group(1)}-{int(m.group(2)):02d}-{int(m.group(3)):02d}" if m else value


def parse_mat(text: str, path: PathArg | None = None) -> MatchRecord:
    """The match in ``text`` (a .mat file's decoded text, LF line ends).

    The first game's score line is the match's starting score (FORMATS.md
    1.1: "scores are the scores at the start of that game"); when it has
    one player at length - 1, that game is the Crawford game (as gnubg
    reads it, FORMATS.md 1.5).

    Raises :class:`MatchFileError` (naming ``path``, the line, game and
    move) for text that is not a match file, a line that cannot be read, a
    starting score at or past the match length, or a move the rules do not
    allow.  What can be read but looks wrong (a score line that disagrees
    with the results, a double in the Crawford game, a ``Wins`` line that
    disagrees with the board) goes into the record's ``warnings``.
    """
    tags, comments, length, games = _lex(text, path)
    if not games:
        raise MatchFileError("the file has a match-length line but no game", path)
    names = games[0].names or ("", "")
    builder = RecordBuilder(path, length, _rules(length, tags, path), names, games[0].where,
                            expected_games=len(games))
    for gt in games:
        _read_game(builder, gt, names)
    record = builder.finish()
    record.info = _info(tags, comments)
    record.warnings = builder.warnings
    return record


def _read_game(builder: RecordBuilder, gt: _GameText, names: tuple[str, str]) -> None:
    builder.new_game(gt.where, score=gt.score)
    if gt.names is not None and gt.names != names:
        builder.warn("the score line names {a} and {b}, the first game {first_a} and {first_b}", gt.where,
                     a=shown(gt.names[0]), b=shown(gt.names[1]), first_a=shown(names[0]), first_b=shown(names[1]))
    result: tuple[int, int, Where, bool] | None = None   # winner, points, where, "and the match"
    loser_mark: tuple[int, int, Where] | None = None
    resigner: int | None = None
    for cell in gt.cells:
        player, text, where = cell.column, cell.text, cell.where
        dm = _ROLL_CELL.match(text)         # (the commonest; a result cell is never a roll cell)
        rm = _RESULT.match(text) if dm is None else None
        if rm:
            points = _number(rm.group(2), CodedError("the number of points"), builder.path, where)
            if points > MAX_POINTS:
                raise builder.error("{text}: {points} points is absurd", where, text=shown(text), points=points)
            if rm.group(1).lower() == "losses":
                loser_mark = (player, points, where)
            elif result is None:
                result = (player, points, where, bool(rm.group(3)))
            else:
                builder.warn("a second result {text} is ignored", where, text=shown(text))
            continue
        if result is not None:
            raise builder.error("{text} after the result of the game", where, text=shown(text))
        if dm:
            if _read_roll(builder, player, dm, where):
                resigner = player
            continue
        cm = _CUBE.match(text)
        if cm:
            word = cm.group(1).lower()
            if word == "raccoons":
                raise builder.error("raccoons (a redouble after a beaver) are not supported", where)
            value = _number(cm.group(2), CodedError("the cube value"), builder.path, where)
            builder.cube("double" if word == "doubles" else "beaver", player, where, value=value)
            continue
        word = text.lower()
        if word in ("takes", "drops"):
            builder.cube("take" if word == "takes" else "drop", player, where)
            continue
        raise builder.error("cannot read {text}", where, text=shown(text))
    _read_game_end(builder, gt, result, loser_mark, resigner)


_ROLL_CELL = re.compile(r"^([0-9])([0-9]):\s*(.*)$")
"""A roll cell: its two dice and the rest (the move)."""


def _read_roll(builder: RecordBuilder, player: int, dm: re.Match[str], where: Where) -> bool:
    """A roll cell (``dm``: its dice and the rest) of ``player``; True when
    the roller resigned after rolling (``???``)."""
    dice = (int(dm.group(1)), int(dm.group(2)))
    rest = dm.group(3).strip()
    resigns = bool(_RESIGN_MARK.match(rest))
    if resigns or rest.lower() == "cannot move":
        rest = ""
    glued = _GLUED_NUMBER.search(rest) if ")" in rest else None      # (the pattern needs its ")")
    if glued:
        # Backgammon Galaxy: the next row's number glued to a move ("21/18 18/14   24)");
        # gnubg 1.07 warns and reads the move before it
        builder.warn("{glued} after the move {move} is not a move; ignored", where,
                     glued=shown(glued.group().strip()), move=shown(rest[:glued.start()].strip()))
        rest = rest[:glued.start()].strip()
    builder.roll(player, dice, rest, where, resigns=resigns)
    return resigns


def _read_game_end(builder: RecordBuilder, gt: _GameText, result: tuple[int, int, Where, bool] | None,
                   loser_mark: tuple[int, int, Where] | None, resigner: int | None) -> None:
    """The end of a game read by :func:`_read_game`: its ``Wins`` cell
    (``result``: winner, points, where, "and the match"), its ``Losses``
    cell (``loser_mark``) and the player who resigned after rolling."""
    if result is not None:
        winner, points, where, match_end = result
        if resigner is not None and resigner == winner:
            builder.warn("the player who resigned after rolling ('???') is written as the winner", where)
        builder.result(winner, points, where, what=f"'Wins {points} point{'s' if points != 1 else ''}'")
        if match_end and not builder.match.is_over:
            builder.warn("'and the match' is written, but the match is not over after this game", where)
    elif builder.game is not None and builder.game.outcome is not None:
        builder.warn("the game ends without a 'Wins' line", gt.where)
    if loser_mark is not None:
        outcome = builder.game.outcome if builder.game is not None else None
        loser, points, where = loser_mark
        if result is not None and result[2].line == where.line:
            loser = 1 - result[0]   # on the winner's line, pushed right by what is glued before it
        if outcome is not None and (outcome.winner == loser or outcome.points != points):
            builder.warn("'Losses {points} point(s)' disagrees with the result of the game", where, points=points)


# ---------------------------------------------------------------- writing
_INFO_TAG_ORDER = ("site", "Match ID", "event", "round", "Player 1", "Player 2", "Player 1 Elo",
                   "Player 2 Elo", "date", "time", "Unrated", "CubeLimit", "annotator")


def _header(record: MatchRecord) -> list[str]:
    lines = []
    tag_of = {v: k for k, v in MAT_INFO_TAGS.items()}
    keys = [k for k in _INFO_TAG_ORDER if k in record.info]
    keys += [k for k in record.info if k not in keys and k != "comment"]
    for key in keys:
        value = str(record.info[key]).replace("\n", " ")
        if key == "date":
            m = re.fullmatch(r"([0-9]{4})-([0-9]{2})-([0-9]{2})", value)
            value = f"{m.group(1)}.{m.group(2)}.{m.group(3)}" if m else value
        elif key == "time":
            value = value.replace(":", ".")
        lines.append(f'; [{tag_of.get(key, key)} "{value}"]')
    rules = record.rules
    if rules.variation == "nackgammon":
        lines.append('; [Variation "NackGammon"]')      # as gnubg 1.07's export (export.c)
    if record.match_length:
        if not rules.crawford:
            lines.append('; [Crawford "Off"]')
    else:
        lines.append(f'; [Jacoby "{"On" if rules.jacoby else "Off"}"]')
        lines.append(f'; [Beaver "{"On" if rules.beavers else "Off"}"]')
    for comment in str(record.info.get("comment", "")).split("\n"):
        if comment.strip():
            lines.append(f"; {comment}")
    return lines


def _points(n: int) -> str:
    return f"Wins {n} point{'s' if n != 1 else ''}"


_STEPS = [[[f"{a}/{b}", f"{a}/{b}*"] for b in range(26)] for a in range(26)]
"""A move as gnubg's export writes it, ``_STEPS[from_point][to_point][hit]``
(points as numbers: ``25/22``, ``6/0``; made once)."""


def _cells(record: MatchRecord, index: int) -> tuple[list[tuple[int, str]], tuple[int, int] | None]:
    """The cells of game ``index`` in order as (column, text), and the
    result line (winner, points) if the game has ended.  Replays the game
    to write the plays step by step as gnubg does."""
    cells: list[tuple[int, str]] = []
    turns = list(game_turns(record, index))
    for ti, turn in enumerate(turns):
        if turn.kind == "take" and _implied_take(turns, ti):
            continue
        if turn.kind == "roll":
            assert turn.dice is not None
            dice = f"{turn.dice[0]}{turn.dice[1]}: "
            if turn.play is None:       # a dance, or rolled, then resigned
                cells.append((turn.player, dice))
                continue
            steps = [_STEPS[m.from_point][m.to_point][m.hit] for m in turn.play.moves]
            cells.append((turn.player, dice + " ".join(steps) + (" " if len(steps) < 4 else "")))
        elif turn.kind == "double":
            cells.append((turn.player, f" Doubles => {turn.cube_value * 2}"))
        elif turn.kind == "beaver":
            cells.append((turn.player, f" Beavers => {turn.cube_value * 2}"))
        else:                           # take, drop
            cells.append((turn.player, f" {turn.kind.capitalize()}s"))
    # resign, accept, decline, claim: the result line says it (.mat cannot
    # show a declined resignation)
    out = record.games[index].outcome
    return cells, ((out.winner, out.points) if out is not None else None)


def _implied_take(turns: list[Turn], ti: int) -> bool:
    """True when ``turns[ti]``, a take, answers a beaver and the taker's
    roll comes next: gnubg's ``export match mat`` writes no ``Takes`` after
    ``Beavers`` (in gnubg the original doubler must accept a beaver), and
    gnubg 1.07's reader takes the doubler's next roll as the take.  An
    explicit ``Takes`` there makes gnubg add a second take (its reader
    still expects one at that roll).  Kept where no roll of the taker
    follows in the game (a resignation, or the record ends): the file
    then says the take, which a roll cannot."""
    take = turns[ti]
    nxt = turns[ti + 1] if ti + 1 < len(turns) else None
    return (ti > 0 and turns[ti - 1].kind == "beaver" and nxt is not None and nxt.kind == "roll"
            and nxt.player == take.player)


def ordinary_start(record: MatchRecord, index: int) -> GameRecord | None:
    """Game ``index`` of ``record`` as the ordinary game it is when it
    starts from a set-up that an ordinary game starts from, else None (also
    for a game with no set-up).

    Such a set-up is the starting position of the record's variation
    (RULES.md "Board and setup"), no dice rolled yet and the cube in the
    middle at 1 (a pasted starting Position ID, ``4HPwATDgc/ABMA``); its
    game has no action yet, or first the roll of the player on roll with
    two different dice -- the opening roll that player would have won
    (RULES.md "Starting a game": a tie is rolled again).  That roll becomes
    the ``opening`` action (player 0's die first); the rest is kept.  A
    set-up player's double before the first roll, or a first roll of a
    double, is no ordinary game (None): a .mat file, which starts every
    game with the opening roll, cannot hold it (FORMATS.md 1.1)."""
    grec = record.games[index]
    setup = grec.setup
    if (setup is None or setup.dice is not None or setup.cube_value != 1 or setup.cube_owner is not None
            or setup.position != Position.start(record.rules.variation)):
        return None
    actions = list(grec.actions)
    if actions:
        first = actions[0]
        if first.kind != ActionKind.ROLL or first.player != setup.on_roll or first.dice is None:
            return None
        high, low = max(first.dice), min(first.dice)
        if high == low:
            return None
        actions[0] = Action(ActionKind.OPENING, first.player, (high, low) if first.player == 0 else (low, high))
    return replace(grec, actions=actions, setup=None)


def _ordinary_games(record: MatchRecord, index: int) -> MatchRecord:
    """``record`` with game ``index`` as :func:`ordinary_start` gives it
    where it gives one (a shallow copy; ``record`` is not changed)."""
    game = ordinary_start(record, index)
    if game is None:
        return record
    games = list(record.games)
    games[index] = game
    return replace(record, games=games)


def check_mat_writable(record: MatchRecord) -> None:
    """Refuse (:class:`MatchFileError`) what .mat cannot say, as
    :func:`format_mat` does before it writes (a name, an info text, a game
    from a set-up position, a first game after the Crawford game): cheap
    (no game is replayed), so that a save can be refused before it is
    asked for.  Returns None when the record can be written as far as
    these checks go."""
    for name in record.players:
        problem = mat_name_error(name)
        if problem:
            raise MatchFileError("{problem}; save the match as .sgf or .bgqt", problem=problem)
    for key, value in record.info.items():
        problem = text_error(str(value), f"the {key}")
        if problem:
            raise MatchFileError("{problem}; save the match as .bgqt", problem=problem)
    for gi, grec in enumerate(record.games):
        if grec.setup is not None and ordinary_start(record, gi) is None:
            raise MatchFileError("the game starts from a set-up position, which a .mat file cannot hold; "
                                 "save the match as .sgf or .bgqt", game=gi + 1)
    if not record.games:
        return
    first = record.games[0]
    n = record.match_length
    if n and record.rules.crawford and list(first.score_before).count(n - 1) == 1 and not first.crawford:
        a, b = first.score_before
        raise MatchFileError("the match starts at {score} after its Crawford game, which a .mat file "
                             "cannot say (its first game would read as the Crawford game); save the match "
                             "as .sgf or .bgqt", game=1, score=f"{a}-{b}")


_TEXTS = GameTexts()
"""The games written last (a session saved again renders only the games
that changed)."""


def _game_block(record: MatchRecord, gi: int) -> str:
    """Game ``gi``'s lines (its ``Game`` line to its result), as
    :func:`format_mat` writes them."""
    record = _ordinary_games(record, gi)
    left, right = record.players
    grec = record.games[gi]
    out: list[str] = []
    try:
        cells, result = _cells(record, gi)
    except MatchFileError as exc:            # (game_turns': the game and the action it refused)
        raise MatchFileError("cannot write this record: {reason}", game=exc.game or gi + 1, move=exc.move,
                             reason=exc.cause) from None
    except ValueError as exc:
        raise MatchFileError("cannot write this record: {reason}", game=gi + 1, reason=exc) from None
    out.append(f" Game {gi + 1}")
    head = f"{left} : {grec.score_before[0]}"
    # gnubg pads to 31 columns and leaves no blank after a longer head;
    # one blank is kept there, which gnubg reads as well
    out.append(f" {head:<31}{' ' if len(head) >= 31 else ''}{right} : {grec.score_before[1]}")
    line_no = 0
    line: str | None = None      # the open line holding a left cell
    for column, text in cells:
        if column == 0:
            if line is not None:
                out.append(line)
            line_no += 1
            line = f"{line_no:3d}) {text:<27} "
        else:
            if line is None:
                line_no += 1
                line = f"{line_no:3d}) {'':<27} "
            out.append(line + text)
            line = None
    if result is not None:
        winner, points = result
        if line is not None and cells[-1] == (0, " Drops"):
            # gnubg: a left-hand drop and the right player's win share the line
            out.append(f"{line_no:3d}) {' Drops' + ' ' * 23 + _points(points)} ")
        else:
            if line is not None:
                out.append(line)
            out.append(("      " if winner == 0 else " " * 34) + _points(points))
    elif line is not None:
        out.append(line)
    return "\n".join(out)


def format_mat(record: MatchRecord) -> str:
    """The match as gnubg's ``export match mat`` writes it (LF line ends).

    What .mat cannot hold is left out: a declined resignation, a claim on
    time (written as its result, ``Wins n points``), rule options other
    than Crawford (matches) and Jacoby/beavers (money); a header value is
    one line (a line break becomes a blank) and a comment keeps its lines'
    text without blanks at either end or empty lines; empty info is
    left out.  The first game's
    score line is the starting score (read back as such by
    :func:`parse_mat`).

    Raises :class:`MatchFileError` for a record the rules do not allow, and
    for what .mat cannot say at all, rather than write a file that reads
    back as another match: a player name that :func:`mat_name_problem`
    refuses, a game that starts from a set-up position (but one that is
    the start of an ordinary game, :func:`ordinary_start`, is written as
    that game), and
    a match starting with a player at length - 1 whose first game is not
    the Crawford game (a reader takes that game as the Crawford game,
    FORMATS.md 1.5).
    """
    check_mat_writable(record)
    out: list[str] = _header(record)
    if out:
        out.append("")
    out.append(f" {record.match_length} point match")
    out.append("")
    blocks = _TEXTS.texts(record.games, lambda gi: (gi, record.players, record.match_length, record.rules),
                          lambda gi: _game_block(record, gi))
    for block in blocks:
        out.append(block)
        out.append("")
        out.append("")
    while out and out[-1] == "":
        out.pop()
    return "\n".join(out) + "\n"
