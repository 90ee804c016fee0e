"""A match record in a few numbers, as one JSON-ready dict (the
``summary`` command of ``python -m backgammon_qt.io``)."""

from __future__ import annotations

from ..model.match import Match
from ..model.record import MatchRecord

__all__ = ["summary"]


def summary(record: MatchRecord, format_name: str, match: Match | None = None) -> dict[str, object]:
    """``{"format", "players": [left, right], "match_length", "games":
    [{"score_before": [a, b], "winner": 0|1, "points", "end"}],
    "final_score": [a, b], "warnings": [...]}``.

    Player 0 is the left column of a .mat file and White in SGF.
    ``points`` are what the game scored (the cube times single, gammon or
    backgammon), before a match score is capped at the match length;
    ``end`` is ``"bearoff"``, ``"drop"``, ``"resign"`` or ``"claim"``.  An
    unfinished last game has ``winner`` and ``end`` None and ``points`` 0
    (a game from a set-up position is summarised like any other game).
    ``final_score`` is the starting score (the first game's
    ``score_before``, 6-3 for a set-up position at that score) plus the
    finished games, capped at the match length (model rules:
    :attr:`Match.score`).  ``match`` is the
    replayed record if the caller has it (else it is replayed here).
    """
    if match is None:
        match = Match.replay(record)
    games = []
    for game in record.games:
        out = game.outcome
        games.append({
            "score_before": list(game.score_before),
            "winner": out.winner if out else None,
            "points": out.points if out else 0,
            "end": out.reason if out else None,
        })
    return {
        "format": format_name,
        "players": list(record.players),
        "match_length": record.match_length,
        "games": games,
        "final_score": list(match.score),
        "warnings": list(record.warnings),
    }
