"""Support for the file-format tests: the corpus lists, the record
comparison used by every round trip, and a generator of random legal
matches played through the rules model."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest

from backgammon_qt.io.sgf import SGF_INFO_PROPS
from backgammon_qt.model.game import Phase
from backgammon_qt.model.match import Match
from backgammon_qt.model.record import MatchRecord
from backgammon_qt.model.rules import RuleOptions

REPO_ROOT = Path(__file__).resolve().parents[2]
CORPUS = REPO_ROOT.parent / "shared" / "testdata" / "matches"
DATA = REPO_ROOT / "tests" / "data" / "io"

NOT_MATCHES = {
    "gnubg-text/match1486073_analyzed.txt": "gnubg's text export",
}
"""Corpus files that are not loadable matches, with the reason given."""

XG_POSITIONS = ("xg-positions/01_checkerPosition_EN.txt", "xg-positions/03_DT_EN.txt")
"""Corpus files that are eXtreme Gammon positions: opened as one set-up
game (tests/io/test_io_xgpos.py), not matches."""

PAIRS = [
    ("gnubg/charlot1-charlot2_7p_2025-11-08-2305.mat", "gnubg-sgf/charlot1-charlot2_7p_2025-11-08-2305.sgf"),
    ("gnubg/test-match01.txt", "gnubg-sgf/test-match01_analyzed.sgf"),
    ("galaxy/match1484923.txt", "gnubg-sgf/match1484923_analyzed.sgf"),
    ("galaxy/match1486073.txt", "gnubg-sgf/match1486073_analyzed.sgf"),
    ("gibbon/7point.mat", "gibbon/7point.sgf"),
    ("xg/test.mat", "xg/test.txt"),
]
"""Files holding the same match in two formats (MANIFEST.md)."""


def corpus_names() -> list[str]:
    """Every .mat/.txt/.sgf file of the corpus, relative to it (empty
    when ../shared is absent)."""
    if not CORPUS.is_dir():
        return []
    return sorted(str(p.relative_to(CORPUS)) for p in CORPUS.rglob("*")
                  if p.is_file() and p.suffix.lower() in (".mat", ".txt", ".sgf"))


def params(names: list) -> list:
    """``names`` for ``parametrize``, or one skipped case saying why."""
    if names:
        return names
    return [pytest.param(None, marks=pytest.mark.skip(reason=f"no match corpus at {CORPUS}"))]


MATCH_NAMES = [n for n in corpus_names() if n not in NOT_MATCHES and n not in XG_POSITIONS]
MAT_NAMES = [n for n in MATCH_NAMES if not n.endswith(".sgf")]
SGF_NAMES = [n for n in MATCH_NAMES if n.endswith(".sgf")]


def carried(record: MatchRecord, fmt: str) -> dict:
    """What format ``fmt`` ("native", "mat" or "sgf") can hold of
    ``record``: the players, length, every game exactly (score, Crawford
    flag, actions, outcome, set-up), the rule options the format writes and the
    info it keeps; the native format holds everything but the import
    warnings.  Two records are "the same" for a round trip through ``fmt``
    when these are equal."""
    if fmt == "native":
        return {**vars(record), "warnings": None}
    rules = record.rules
    if record.match_length:
        rule_part = {"crawford": rules.crawford}
    elif fmt == "mat":
        rule_part = {"jacoby": rules.jacoby, "beavers": rules.beavers}
    else:
        rule_part = {"jacoby": rules.jacoby}
    rule_part["variation"] = rules.variation          # .mat and SGF both say Nackgammon (issue 24)
    if fmt == "sgf":
        rule_part["cube"] = rules.cube
        keys = set(SGF_INFO_PROPS.values())
        info = {k: v for k, v in record.info.items() if k in keys}
    else:
        info = dict(record.info)
    return {
        "players": record.players,
        "match_length": record.match_length,
        "rules": rule_part,
        "games": [(g.score_before, g.crawford, g.actions, g.outcome, g.setup) for g in record.games],
        "info": info,
    }


def random_record(seed: int, length: int = 5, *, games: int = 3, unfinished: bool = False,
                  resign_rate: float = 0.04, double_rate: float = 0.08,
                  players: tuple[str, str] = ("Alice", "Bøb Ünger"), variation: str = "standard") -> MatchRecord:
    """A random legal match played through the model: random plays, cube
    actions (doubles, takes, drops, beavers in money play) and
    resignations, at most ``games`` games; ``unfinished`` stops the last
    game in the middle; ``resign_rate`` is the chance of a resignation
    in a turn after the eighth, ``double_rate`` the chance of a double
    when one is allowed (half of the doubles taken, a quarter beavered where
    beavers are allowed, the rest dropped).  Only what .mat and SGF can
    both hold: no opening ties, no declined resignations, resignation values that score as
    offered (1 under Jacoby with the cube not turned).  ``variation``: the
    start (``"nackgammon"``: gnubg's Nackgammon)."""
    rng = random.Random(seed)
    rules = replace(RuleOptions.match() if length else RuleOptions.money(), variation=variation)
    match = Match(length, rules, players)
    for n in range(games):
        if match.is_over:
            break
        game = match.new_game()
        d0, d1 = rng.sample(range(1, 7), 2)
        game.roll_opening((d0, d1))
        stop_after = rng.randint(1, 60) if unfinished and n == games - 1 else None
        turns = 0
        while game.phase is not Phase.OVER:
            turns += 1
            if stop_after is not None and turns > stop_after and game.phase is not Phase.RESIGNED:
                break
            phase = game.phase
            resign = turns > 8 and rng.random() < resign_rate
            if phase is Phase.MOVING:
                if resign:
                    _resign(game, rng, game.on_roll if rng.random() < 0.7 else 1 - game.on_roll)
                else:
                    game.play(str(rng.choice(list(game.turn.legal_plays))))
            elif phase is Phase.ROLLING:
                if game.can_double() and rng.random() < double_rate:
                    game.double()
                elif resign:
                    _resign(game, rng, rng.choice((0, 1)))
                else:
                    game.roll((rng.randint(1, 6), rng.randint(1, 6)))
            elif phase is Phase.DOUBLED:
                r = rng.random()
                if game.can_beaver() and r < 0.25:
                    game.beaver()
                elif r < 0.75:
                    game.take()
                else:
                    game.drop()
            elif phase is Phase.RESIGNED:
                game.accept_resignation()
    return match.to_record()


def _resign(game, rng: random.Random, player: int) -> None:
    jacoby_scores_single = game.rules.jacoby and not game.match_length and not game.cube_turned
    game.resign(player, 1 if jacoby_scores_single else rng.randint(1, 3))


_LOADED: dict[str, MatchRecord] = {}


def load_corpus(name: str) -> MatchRecord:
    """The record of corpus file ``name``, loaded once per test session
    (callers must not change it)."""
    from backgammon_qt.io import load

    if name not in _LOADED:
        _LOADED[name] = load(CORPUS / name)
    return _LOADED[name]
