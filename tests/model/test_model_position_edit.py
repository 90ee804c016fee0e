"""The position editor's model: what makes a position impossible is the
model's own error (Position.validate, Setup, Match), never a second copy of
the rules, and one mistake does not hide another of another kind.  Each
check's test names the section of ../shared/RULES.md it holds to."""

from __future__ import annotations

import pytest

from backgammon_qt.model.errors import CodedError, InvalidPositionError, RuleError
from backgammon_qt.model.match import Match
from backgammon_qt.model.position import Position
from backgammon_qt.model.position_edit import EditedPosition
from backgammon_qt.model.position_text import PositionText, position_record
from backgammon_qt.model.record import Setup
from backgammon_qt.model.rules import RuleOptions


def _edited(**kw: object) -> EditedPosition:
    e = EditedPosition(names=("Alice", "Bob"))
    for k, v in kw.items():
        setattr(e, k, v)
    return e


def _raised(call) -> CodedError:
    """The error ``call`` raises (the model's own words for it)."""
    with pytest.raises(CodedError) as info:
        call()
    return info.value


def _same(a: CodedError, b: CodedError) -> bool:
    return type(a) is type(b) and a.template == b.template and str(a) == str(b)


def test_the_start_is_fine_and_counts() -> None:
    e = _edited()
    assert e.problems() == []
    assert e.counts(0) == (15, 0, 167) and e.counts(1) == (15, 0, 167)


def test_board_and_setup_a_sixteenth_checker_is_the_models_own_error() -> None:
    """RULES.md "Board and setup": 15 checkers each."""
    e = _edited()
    e.add(0, 3)
    problems = e.problems()
    assert len(problems) == 1 and isinstance(problems[0], InvalidPositionError)
    assert _same(problems[0], _raised(lambda: e.position().validate()))
    assert "16" in str(problems[0])
    e.remove(0, 3)
    assert e.problems() == []


def test_board_and_setup_a_point_of_both_colours_is_seen_by_the_player_on_roll() -> None:
    """RULES.md "Board and setup" / "Moving": a point holds one side's checkers.  The board is
    checked as the player on roll sees it, so the point the model names is in that player's
    numbering."""
    e = _edited(on_roll=1)
    e.remove(0, 6)
    e.add(0, 3)            # Alice's 3 ...
    e.remove(1, 6)
    e.add(1, 22)           # ... is Bob's 22: both colours on one point
    problems = e.problems()
    assert len(problems) == 1
    assert _same(problems[0], _raised(lambda: e.position().swapped().validate()))
    assert "22" in str(problems[0])


def test_end_of_game_a_board_with_every_checker_off_is_a_game_over() -> None:
    """RULES.md "End of game and scoring": the first to bear off all 15 has won."""
    e = _edited()
    e.clear()
    e.sides[0][0] = 15
    e.add(1, 6)
    e.fill_off()
    problems = e.problems()
    assert len(problems) == 1 and isinstance(problems[0], RuleError)
    assert _same(problems[0], _raised(lambda: Setup(e.position(), 0)))


def test_clear_then_fill_off() -> None:
    e = _edited()
    e.clear()
    assert any("0 checkers" in str(p) for p in e.problems())
    e.add(0, 1)
    e.add(1, 1)
    e.fill_off()
    assert e.problems() == [] and e.counts(0) == (15, 14, 1)


@pytest.mark.parametrize("cube, owner", [(3, 1), (1, 0), (1 << 16, 0)])
def test_doubling_cube_faces_and_owner_are_the_setups_own_checks(cube: int, owner: int | None) -> None:
    """RULES.md "Doubling cube": faces 2, 4, 8...; every game starts at 1 in the middle."""
    e = _edited(cube_value=cube, cube_owner=owner)
    problems = e.problems()
    assert len(problems) == 1
    assert _same(problems[0], _raised(lambda: Setup(Position.start(), 0, None, cube, owner)))


def test_doubling_cube_a_cube_mistake_is_not_hidden_by_a_board_mistake() -> None:
    """RULES.md "Board and setup" and "Doubling cube" together: both said."""
    e = _edited(cube_value=3, cube_owner=0)
    e.add(0, 3)
    kinds = [type(p) for p in e.problems()]
    assert kinds == [InvalidPositionError, RuleError]


@pytest.mark.parametrize("kw", [
    {"length": 7, "score": (6, 2), "crawford": True, "cube_value": 2, "cube_owner": 1},   # a cube in Crawford
    {"length": 7, "score": (5, 2), "crawford": True},                                      # not 1-away
    {"length": 0, "crawford": True},                                                       # money
    {"cube_value": 4},                                                                     # a turned cube, centred
])
def test_doubling_cube_crawford_rule_is_the_matchs_own_check(kw: dict[str, object]) -> None:
    """RULES.md "Doubling cube": the Crawford game (nobody doubles; only after a player reaches
    one point short); a cube above 1 has been turned, so it has an owner."""
    e = _edited(**kw)
    problems = e.problems()
    assert len(problems) == 1

    def start() -> None:
        match = Match(e.length, RuleOptions(), e.names, start_score=e.score)
        match.new_game(setup=Setup(Position.start(), 0, None, e.cube_value, e.cube_owner), crawford=e.crawford)

    assert _same(problems[0], _raised(start))


def test_match_to_n_points_a_score_at_the_length_is_the_matchs_own_check() -> None:
    """RULES.md "Doubling cube", last item: games are played until one player reaches N."""
    e = _edited(length=7, score=(7, 2))
    problems = e.problems()
    assert len(problems) == 1
    assert _same(problems[0], _raised(lambda: Match(7, RuleOptions(), e.names, start_score=(7, 2))))


def test_the_rules_of_the_match_are_the_ones_checked() -> None:
    """RULES.md "Doubling cube": the cube cap is a setting."""
    assert _edited(cube_value=128, cube_owner=0).problems() == []
    capped = _edited(cube_value=128, cube_owner=0, rules=RuleOptions(cube_cap=64))
    assert len(capped.problems()) == 1 and "64" in str(capped.problems()[0])


def test_a_valid_edit_starts_a_game() -> None:
    e = _edited(length=7, score=(6, 3), crawford=False, cube_value=2, cube_owner=1, dice=(3, 1), on_roll=1)
    assert e.problems() == []
    record = position_record(PositionText(e.setup(), e.length, e.score, e.crawford), e.names, RuleOptions())
    match = Match.replay(record)
    assert match.game is not None and match.game.on_roll == 1 and match.game.dice == (3, 1)


def test_board_and_setup_a_shared_point_is_said_while_checkers_are_missing() -> None:
    """RULES.md "Board and setup": both the count and the shared point, each in the model's words."""
    e = _edited()
    e.clear()
    e.add(0, 3)
    e.add(1, 22)
    problems = e.problems()
    assert len(problems) == 2 and all(isinstance(p, InvalidPositionError) for p in problems)
    assert _same(problems[0], _raised(lambda: e.position().validate()))
    assert "3" in str(problems[1]) and str(problems[1]) != str(problems[0])


def test_doubling_cube_a_crawford_game_marked_under_rules_without_it_is_started_as_the_start_would() -> None:
    """RULES.md "Doubling cube": the Crawford rule is an option of the match.  A game marked as the
    Crawford game puts the rule in force when it is started (position_record, as a pasted XGID's
    flag does), so the editor does not refuse it ("at 6-2 ... it is not one")."""
    rules = RuleOptions(crawford=False)
    e = _edited(length=7, score=(6, 2), crawford=True, rules=rules)
    assert e.problems() == []
    match = Match.replay(position_record(PositionText(e.setup(), e.length, e.score, e.crawford), e.names, rules))
    assert match.game is not None and match.game.crawford
    # and a Crawford game no score allows is still refused under those rules
    wrong = _edited(length=7, score=(5, 2), crawford=True, rules=rules)
    assert len(wrong.problems()) == 1 and "Crawford" in str(wrong.problems()[0])
