"""eXtreme Gammon's position text (XG's "copy position" / position export:
an ``XGID=`` line, the players, the score, a diagram and usually an
analysis), read as a match of one set-up game, not yet played.  Read only:
there is no writer.

Example files: ../shared/testdata/matches/xg-positions/.  The position is
read from the ``XGID=`` line (:mod:`backgammon_qt.model.position_text`);
the names from the ``X:... O:...`` line.
"""

from __future__ import annotations

from ..model.match import Match
from ..model.position_text import PositionTextError, looks_like_xg_position, parse_position_text, position_record
from ..model.record import MatchRecord, RecordError
from ..model.rules import RuleOptions
from .errors import MatchFileError, PathArg

__all__ = ["looks_like_xg_position", "parse_xg_position", "format_xg_position"]


def parse_xg_position(text: str, path: PathArg | None = None) -> MatchRecord:
    """The record of the set-up game in XG position ``text``; raises
    :class:`MatchFileError` saying which part is wrong."""
    try:
        parsed = parse_position_text(text)
    except PositionTextError as exc:
        raise MatchFileError("eXtreme Gammon position: {reason}", path, reason=exc) from None
    record = position_record(parsed, ("X", "O"), RuleOptions())
    record.info["comment"] = "eXtreme Gammon position"
    try:
        Match.replay(record)
    except RecordError as exc:
        raise MatchFileError("eXtreme Gammon position: {reason}", path, reason=exc.cause) from None
    return record


def format_xg_position(record: MatchRecord) -> str:
    """Not written: raises :class:`MatchFileError`."""
    raise MatchFileError("eXtreme Gammon position text is read only; save as .bgqt or .sgf")
