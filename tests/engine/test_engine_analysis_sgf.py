"""The analysis written to gnubg's SGF (io/sgf.py's writer: ``A``, ``DA``,
``LU`` and the luck marks) beside the analysis it comes from, and the
writer's copies of the engine's constants (io does not import the engine)."""

from __future__ import annotations

from pathlib import Path

import pytest

from backgammon_qt import io as match_io
from backgammon_qt.engine.analysis import LUCK_THRESHOLDS, SageAnalyser, analyse_record
from backgammon_qt.engine.levels import ANALYSIS_LEVELS
from backgammon_qt.io import sgf
from backgammon_qt.io.sgf import parse_sgf_collection

pytestmark = pytest.mark.slow          # they analyse games with the engine (README "Tests")

SHARED = Path(__file__).resolve().parents[3] / "shared" / "testdata" / "matches"
MATCH = SHARED / "galaxy" / "match1486073.txt"          # a 3-point match with a double and a take


def test_the_writers_plies_agree_with_the_analysis_levels() -> None:
    assert set(sgf._ANALYSIS_PLIES) == set(ANALYSIS_LEVELS)
    for name, (_label, eval_level) in ANALYSIS_LEVELS.items():
        if eval_level.startswith("truncated"):
            # a truncated rollout decides at bgsage's 1-, 2- or 3-ply (1T, 2T, 3T): gnubg's 0, 1, 2
            assert sgf._ANALYSIS_PLIES[name] == int(eval_level.removeprefix("truncated")) - 1
            continue
        # bgsage's N-ply is gnubg's (N-1)-ply
        assert eval_level.endswith("ply")
        assert sgf._ANALYSIS_PLIES[name] == int(eval_level.removesuffix("ply")) - 1


def test_the_writers_luck_marks_agree_with_the_engines_classes() -> None:
    assert sorted(t for t, _ in sgf._LUCK_MARKS) == sorted(t for _, t in LUCK_THRESHOLDS)
    by_name = dict(LUCK_THRESHOLDS)
    assert dict(sgf._LUCK_MARKS) == {by_name["very lucky"]: 2, by_name["lucky"]: 1}


@pytest.mark.skipif(not MATCH.exists(), reason="the shared match corpus (../shared) is not beside the checkout")
def test_cube_decisions_and_luck_are_written_where_gnubg_puts_them(tmp_path: Path) -> None:
    record = match_io.load(MATCH)
    ours = analyse_record(record, SageAnalyser().evaluate, "expert")
    record.analysis = ours.to_dict()
    path = tmp_path / "analysed.sgf"
    match_io.save(record, path)
    trees = parse_sgf_collection(path.read_text(encoding="utf-8"))
    nodes = [[n for n in tree.main_line() if "W" in n.props or "B" in n.props] for tree in trees]
    # one LU per analysed roll, its value ours (5 decimals), with a mark for a lucky or unlucky roll
    lus = [(gi, float(n.get("LU") or "nan"), n) for gi, game in enumerate(nodes) for n in game if "LU" in n.props]
    assert len(lus) == len(ours.lucks)
    for (gi, value, node), luck in zip(lus, ours.lucks, strict=True):
        assert gi == luck.game
        assert value == pytest.approx(luck.luck, abs=1e-5)
        colour = "WB"[luck.player]
        mover_node = node.props.get(colour)
        assert mover_node is not None                  # on the roller's own node
        marks = {k: v for k, v in node.props.items() if k in ("GW", "GB")}
        if luck.kind:
            lucky_side = luck.player if luck.luck > 0 else 1 - luck.player
            assert marks == {f"G{'WB'[lucky_side]}": ["2" if luck.kind.startswith("very") else "1"]}
        else:
            assert marks == {}
    # a DA with each cube decision: the double and its answer carry the doubler's no double and
    # double/take, as match-winning chances (the analysis' own conversion)
    doubles = [d for d in ours.decisions if d.kind == "cube" and d.made == "double"]
    assert doubles, "the match has a double"
    cube_nodes = [(gi, n) for gi, game in enumerate(nodes) for n in game
                  if (n.get("W") or n.get("B")) in ("double", "take", "drop")]
    assert cube_nodes
    for gi, node in cube_nodes:
        double = next(d for d in doubles if d.game == gi)
        assert double.mwc is not None
        values = (node.get("DA") or "").split()
        assert values[:3] == ["E", "ver", "3"] and values[3] == "0C"        # expert: bgsage's 1-ply, gnubg's 0-ply
        outputs = [float(x) for x in values[7:]]
        assert len(outputs) == 14
        nd, dt = double.candidates[0].equity, double.candidates[1].equity
        slope, offset = double.mwc
        assert outputs[6] == pytest.approx(offset + slope * nd, abs=1e-6)
        assert outputs[13] == pytest.approx(offset + slope * dt, abs=1e-6)
        assert double.candidates[0].chances is not None
        assert outputs[:5] == pytest.approx(list(double.candidates[0].chances), abs=1e-6)
    # and every analysed turn without a double that was close enough to count
    no_doubles = [d for d in ours.decisions if d.kind == "cube" and d.made == "no double"]
    with_da = sum("DA" in n.props for game in nodes for n in game)
    assert with_da == len(no_doubles) + len(cube_nodes)


def test_a_beaver_and_its_answer_carry_no_double_analysis(tmp_path: Path) -> None:
    """SGF writes a beaver as a double: the analysis of the first double is
    on that double and nowhere after it (gnubg would read it as the
    redouble's)."""
    from backgammon_qt.model import Action, GameRecord, MatchRecord, RuleOptions

    actions = [Action("opening", 0, (3, 1)), Action("move", 0, play="8/5 6/5"), Action("double", 1),
               Action("beaver", 0), Action("take", 1), Action("roll", 1, (6, 5))]
    record = MatchRecord(players=("Alice", "Bob"), match_length=0, rules=RuleOptions.money(),
                         games=[GameRecord(actions=actions)])
    ours = analyse_record(record, SageAnalyser().evaluate, "expert")
    assert [d.made for d in ours.decisions if d.kind == "cube"] == ["double", "beaver", "take"]
    record.analysis = ours.to_dict()
    path = tmp_path / "beaver.sgf"
    match_io.save(record, path)
    nodes = [n for n in parse_sgf_collection(path.read_text(encoding="utf-8"))[0].main_line()
             if "W" in n.props or "B" in n.props]
    cube_nodes = [n for n in nodes if (n.get("W") or n.get("B")) in ("double", "take")]
    assert [n.get("W") or n.get("B") for n in cube_nodes] == ["double", "double", "take"]
    assert ["DA" in n.props for n in cube_nodes] == [True, False, False]


def test_a_set_up_games_first_play_carries_its_analysis(tmp_path: Path) -> None:
    """The position editor's game with the dice given: its first play (no
    roll action before it) is analysed, and written with its A[...] on the
    play's node, no LU (the set-up's dice have no luck)."""
    from backgammon_qt.model import Action, GameRecord, MatchRecord, Position, RuleOptions
    from backgammon_qt.model.record import Setup

    actions = [Action("move", 0, play="24/21 24/23"), Action("roll", 1, (6, 4)), Action("move", 1, play="24/18 13/9")]
    record = MatchRecord(players=("Alice", "Bob"), match_length=0, rules=RuleOptions.money(),
                         games=[GameRecord(actions=actions, setup=Setup(Position.start(), 0, (3, 1)))])
    ours = analyse_record(record, SageAnalyser().evaluate, "expert")
    assert [d.action for d in ours.decisions if d.kind == "checker"] == [0, 2]
    record.analysis = ours.to_dict()
    path = tmp_path / "set-up.sgf"
    match_io.save(record, path)
    (tree,) = parse_sgf_collection(path.read_text(encoding="utf-8"))
    plays = [n for n in tree.main_line() if "W" in n.props or "B" in n.props]
    assert len(plays) == 2
    first, second = plays
    assert first.props["W"][0].startswith("31") and "A" in first.props and "LU" not in first.props
    assert first.props["A"][0] == str([c.text for c in ours.decisions[0].candidates].index(ours.decisions[0].made))
    assert "A" in second.props and "LU" in second.props


def test_each_candidate_is_written_at_its_own_depth(tmp_path: Path) -> None:
    """gnubg's SGF records each move's evaluation context (sgf.c
    ``WriteMoveAnalysis``): a play the move filter left at bgsage's 1-ply
    is written as gnubg's 0-ply, the plays searched at 2-ply as 1-ply; an
    analysis without depths is written at its level's plies."""
    from backgammon_qt.engine.analysis import Candidate, Decision, MatchAnalysis
    from backgammon_qt.engine.summary import gnubg_plies
    from backgammon_qt.io.sgf_analysis import _gnubg_plies
    from backgammon_qt.model import Action, GameRecord, MatchRecord, Position, RuleOptions

    assert [_gnubg_plies(n) for n in (1, 2, 3)] == [gnubg_plies(n) for n in (1, 2, 3)] == [0, 1, 2]
    actions = [Action("opening", 0, (3, 1)), Action("move", 0, play="13/10 6/5")]
    record = MatchRecord(players=("Alice", "Bob"), match_length=0, rules=RuleOptions.money(),
                         games=[GameRecord(actions=actions)])
    chances = (0.55, 0.15, 0.01, 0.12, 0.005)
    candidates = (Candidate("8/5 6/5", 0.16, chances, 2), Candidate("13/10 6/5", -0.01, chances, 2),
                  Candidate("24/23 13/10", 0.01, chances, 1), Candidate("13/9", -0.02, chances, 1),
                  Candidate("24/21 6/5", -0.03, chances, 1))
    play = Decision(0, 1, 0, "checker", "13/10 6/5", "8/5 6/5", 0.17, 0.17, "very bad",
                    Position.start().position_id(), (3, 1), candidates)
    analysis = MatchAnalysis("world_class", [play], [], None, (0,))

    def written(data: dict) -> list[str]:
        record.analysis = data
        path = tmp_path / "filled.sgf"
        match_io.save(record, path)
        (tree,) = parse_sgf_collection(path.read_text(encoding="utf-8"))
        (node,) = [n for n in tree.main_line() if "A" in n.props]
        assert node.props["A"][0] == "1"                          # the play made is the second
        return [entry.split()[-5] for entry in node.props["A"][1:]]

    assert written(analysis.to_dict()) == ["1C", "1C", "0C", "0C", "0C"]
    old = analysis.to_dict()
    del old["decisions"][0]["depths"]
    assert written(old) == ["1C"] * 5
