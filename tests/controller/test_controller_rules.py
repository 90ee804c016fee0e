"""A match's rules come from the match, never from the last one (issue 19
item 1; RULES.md "Doubling cube": the Crawford rule in a match to N, on by
default; Jacoby and beavers in money play only).

Every way a match is made -- New match, Paste position, the position
editor, Open, Resume, Play on -- is checked: a pasted or set-up position is
played under what it says, else under the player's own rules (the New
match dialog's options, :meth:`Session.player_rules`), adjusted to its
length; an opened or resumed file under its own rules; Play on under the
rules of the match it cuts.  The match line shows the rules in force.
"""

from __future__ import annotations

import dataclasses
import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from backgammon_qt import io
from backgammon_qt.app.settings import HUMAN, Settings
from backgammon_qt.controller import positions, presentation
from backgammon_qt.controller.filing import autosave
from backgammon_qt.controller.match import MatchSetup
from backgammon_qt.controller.session import Session
from backgammon_qt.model.dice import ManualDice
from backgammon_qt.model.game import Phase
from backgammon_qt.model.match import Match
from backgammon_qt.model.position_text import parse_position_text
from backgammon_qt.model.rules import RuleOptions

MONEY_XGID = "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:0:0:10"          # money, no Jacoby, no beavers
MONEY_XGID_JB = "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:6"        # money, Jacoby, beavers, cube to 64
GNUBG_5 = "4PPgASTgc/ABMA:MAGmACAAAAAE"                                    # the issue's: match to 5 at 2-0
XGID_CRAWFORD = "XGID=-b----E-C---eE---c-e----B-:1:1:-1:00:3:4:1:5:10"      # match to 5, 3-4, the Crawford game
POSITION_ID = "4HPwATDgc/ABMA"                                             # the length and score of the match in play
TEXTS = (MONEY_XGID, MONEY_XGID_JB, GNUBG_5, XGID_CRAWFORD, POSITION_ID)


def make_session(tmp: Path, match: Match | None = None, **player: object) -> Session:
    """A session of two humans whose New match options are ``player`` (over the match preset)."""
    s = Settings(tmp / "settings.ini")
    s.set("rule_preset", "match")
    s.set("rule_options", json.dumps(dataclasses.replace(RuleOptions(), **player).to_dict()))
    return Session(s, match if match is not None else Match(0, RuleOptions.money(), ("Alice", "Bob")),
                   seats=(HUMAN, HUMAN))


def in_force(session: Session) -> RuleOptions:
    return session.current().game.rules


# ---------------------------------------------------------------- the faults found
def test_a_match_pasted_after_a_money_position_has_the_crawford_rule(qtbot, tmp_path) -> None:
    """RULES.md "Doubling cube": the issue's sequence -- a money XGID, then gnubg's 5-point match --
    left Crawford off (the money session's), so the Crawford game offered the cube."""
    session = make_session(tmp_path)
    positions.paste(session, MONEY_XGID)
    assert session.current().match.length == 0 and not session.current().match.rules.crawford
    positions.paste(session, GNUBG_5)
    match = session.current().match
    assert match.length == 5 and match.score == (2, 0)
    assert match.rules.crawford
    assert "Crawford rule" in session.board_state().match_text and "no Crawford" not in session.board_state().match_text
    session.shutdown()


def test_the_crawford_game_of_a_pasted_match_offers_no_cube(qtbot, tmp_path) -> None:
    """RULES.md "Doubling cube": at 4-0 in a match to 5 the next game is the Crawford game, nobody may
    double.  A money XGID first, then a 5-point Match ID at 3-0 (player 1 to play), who resigns."""
    session = make_session(tmp_path)
    positions.paste(session, MONEY_XGID)
    positions.paste(session, "4HPwATDgc/ABMA:cAmmADAAAAAE")
    c = session.current()
    assert c.match.score == (3, 0) and c.game.to_act == 1
    assert c.resign(1) and c.answer("accept")
    assert c.match.score == (4, 0)
    c.match.dice_source = ManualDice([6, 1])
    assert c.next_game()
    assert c.game.crawford
    assert c.roll() and c.game.phase is Phase.MOVING
    play = min(c.game.turn.legal_plays, key=str)
    for move in play.moves:
        assert c.request_move(move.from_point, move.to_point)
    assert c.end_turn() and c.game.phase is Phase.ROLLING
    assert not c.game.can_double() and not c.enabled_actions().double
    session.shutdown()


def test_a_player_who_turned_crawford_off_gets_it_off_and_sees_it(qtbot, tmp_path) -> None:
    """The player's own choice (New match, Crawford off) is what a pasted match to N is played under,
    and the match line says so."""
    session = make_session(tmp_path, crawford=False)
    positions.paste(session, GNUBG_5)
    assert not in_force(session).crawford
    assert "no Crawford rule" in session.board_state().match_text
    session.shutdown()


def test_a_money_session_set_up_as_a_match_in_the_editor_has_the_crawford_rule(qtbot, tmp_path) -> None:
    """RULES.md "Doubling cube": the editor's start took the money session's rules (Crawford off)."""
    session = make_session(tmp_path)
    state = positions.editor_state(session.current(), session.player_rules())
    state.length = 5
    start = positions.EditorStart(state.setup(), 5, (0, 0), False, state.names, (HUMAN, HUMAN))
    positions.start_setup(session, start)
    assert session.current().match.length == 5 and in_force(session).crawford
    session.shutdown()


def test_a_pasted_money_position_takes_jacoby_and_beavers_from_itself_not_from_the_last_match(qtbot,
                                                                                             tmp_path) -> None:
    """RULES.md "Doubling cube": the XGID's Jacoby, beavers and cube limit; none of them stays for the next
    position pasted (which says none)."""
    session = make_session(tmp_path)
    positions.paste(session, MONEY_XGID_JB)
    rules = in_force(session)
    assert rules.jacoby and rules.beavers and rules.cube_cap == 64
    assert session.board_state().match_text.endswith("Jacoby rule and beavers, cube up to 64")
    positions.paste(session, MONEY_XGID)
    rules = in_force(session)
    assert not rules.jacoby and not rules.beavers and rules.cube_cap == 0
    session.shutdown()


@pytest.mark.parametrize(("rules", "length", "text"), [
    (RuleOptions(), 5, "Crawford rule"),
    (RuleOptions(crawford=False, cube_cap=16), 7, "no Crawford rule, cube up to 16"),
    (RuleOptions.money(), 0, "Jacoby rule and beavers"),
    (RuleOptions(jacoby=True), 0, "Jacoby rule, no beavers"),
    (RuleOptions(beavers=True, cube_cap=8), 0, "beavers, no Jacoby rule, cube up to 8"),
    (RuleOptions.timed_preset(), 3, "no cube"),
    (RuleOptions(), 1, "no doubling"),
    (RuleOptions(crawford=False, cube_cap=16), 1, "no doubling"),
    (RuleOptions(), 2, "Crawford rule"),
    (RuleOptions.timed_preset(), 1, "no cube"),
])
def test_the_match_line_says_the_rules_in_force(rules: RuleOptions, length: int, text: str) -> None:
    """RULES.md "Doubling cube": Crawford in a match, Jacoby and beavers in money play, the cube limit;
    a 1-point match has no Crawford game and a dead cube (gnubg 1.07's rule), so no double at all."""
    match = Match(length, rules, ("Alice", "Bob"))
    match.new_game()
    shown = presentation.board_state(match).match_text
    assert shown.split(" \u00b7 ")[1] == text
    assert presentation.rules_text(match.rules, length) == text
    if length == 1:
        assert "Crawford" not in shown and not match.game.can_double()


# ---------------------------------------------------------------- every way a match is made, at random
def expected_for_text(player: RuleOptions, text: str, current: Match) -> tuple[int, RuleOptions]:
    """The spec (RULES.md "Doubling cube"): the length the text gives (a Position ID alone: the match in
    play's), the player's rules with what the text says over them, the money-only rules off in a match,
    Crawford off in money play and on in a game the text marks as the Crawford game."""
    parsed = parse_position_text(text)
    length = parsed.match_length if parsed.match_length is not None else current.length
    crawford_game = parsed.crawford if parsed.match_length is not None else bool(current.game and
                                                                                  current.game.crawford)
    rules = player
    if parsed.cube_cap is not None:
        rules = dataclasses.replace(rules, cube_cap=parsed.cube_cap)
    if length:
        rules = dataclasses.replace(rules, crawford=rules.crawford or crawford_game, jacoby=False, beavers=False,
                                    automatic_doubles=False)
    else:
        rules = dataclasses.replace(rules, crawford=False,
                                    jacoby=rules.jacoby if parsed.jacoby is None else parsed.jacoby,
                                    beavers=rules.beavers if parsed.beavers is None else parsed.beavers)
    return length, rules


rule_sets = st.builds(RuleOptions, crawford=st.booleans(), jacoby=st.booleans(), beavers=st.booleans(),
                      cube_cap=st.sampled_from([0, 8, 64]))
lengths = st.sampled_from([0, 1, 5, 7])
actions = st.one_of(
    st.tuples(st.just("new"), lengths, rule_sets),
    st.tuples(st.just("paste"), st.sampled_from(TEXTS)),
    st.tuples(st.just("editor"), lengths),
    st.tuples(st.just("open"), lengths, rule_sets),
    st.tuples(st.just("resume"), lengths, rule_sets),
    st.tuples(st.just("play on")),
)


def a_file_match(length: int, rules: RuleOptions) -> Match:
    """A match of ``length`` under ``rules`` with its opening roll made (something to resume)."""
    match = Match(length, rules, ("Carol", "Dave"), ManualDice([5, 2]))
    match.new_game().roll_opening()
    return match


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(player=rule_sets, steps=st.lists(actions, min_size=1, max_size=7))
def test_every_way_a_match_is_made_takes_its_own_rules(qtbot, player: RuleOptions,
                                                      steps: list[tuple]) -> None:
    """RULES.md "Doubling cube": after each of a random sequence of New match, Paste, Set up (editor),
    Open, Resume and Play on, the rules in force are the ones that match was made with -- never the
    rules of the match before it -- and the match line shows them."""
    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        session = make_session(tmp, **{f: getattr(player, f) for f in ("crawford", "jacoby", "beavers",
                                                                        "cube_cap")})
        assert session.take_autosave()
        try:
            for n, step in enumerate(steps):
                kind = step[0]
                current = session.current().match
                mine = session.player_rules()
                if kind == "new":
                    _, length, rules = step
                    session.new_match(MatchSetup(("Alice", "Bob"), length, "match", rules))
                    want = rules.for_match(length)
                    player = rules                      # the New match options are the player's from now on
                    assert session.player_rules() == rules
                elif kind == "paste":
                    length, want = expected_for_text(mine, step[1], current)
                    try:
                        positions.paste(session, step[1])
                    except positions.PositionError:
                        continue             # a Position ID alone cannot be put in every match: the match stays
                elif kind == "editor":
                    length = step[1]
                    state = positions.editor_state(session.current(), mine)
                    state.reset()
                    state.dice, state.cube_value, state.cube_owner = None, 1, None
                    start = positions.EditorStart(state.setup(), length, (0, 0), False, state.names, (HUMAN, HUMAN))
                    positions.start_setup(session, start)
                    want = mine.for_match(length)
                elif kind == "open":
                    _, length, rules = step
                    path = tmp / f"file{n}.bgqt"
                    io.native.save(a_file_match(length, rules).to_record(), path)
                    with qtbot.waitSignal(session.loaded, timeout=10000):
                        session.open(path)
                    want = rules.for_match(length)
                elif kind == "resume":
                    _, length, rules = step
                    assert session.autosaver.flush(10.0)
                    io.native.save(a_file_match(length, rules).to_record(), autosave.autosave_path())
                    offer = session.resume_offer()
                    assert offer is not None and offer.record is not None
                    session.resume(offer)
                    want = rules.for_match(length)
                else:                                    # play on from the start of the game shown
                    c = session.current()
                    if c.game.phase in (Phase.OPENING, Phase.ROLLING):
                        c.roll()
                    length, want = current.length, current.rules
                    gi = len(c.match.games) - 1
                    if session.review.go_to(gi, 0) is None or not session.play_on():
                        continue
                match = session.current().match
                assert match.length == length, step
                assert match.rules == want, (step, match.rules, want)
                assert session.current().game.rules.crawford == (want.crawford and bool(length)), step
                assert presentation.rules_text(want, length) in session.board_state().match_text, step
            assert player == session.player_rules()
        finally:
            session.shutdown()
            autosave.autosave_path().unlink(missing_ok=True)      # the next example starts without one


def test_a_one_point_match_is_not_said_post_crawford_nor_offers_the_cube() -> None:
    """RULES.md "Doubling cube" (Crawford rule): no Crawford game is ever
    played in a 1-point match, so its match line does not say
    "post-Crawford"; the cube is dead (gnubg 1.07 refuses the double), so
    the status does not offer it and the cube is not clickable."""
    match = Match(1, RuleOptions(), ("Alice", "Bob"), ManualDice([3, 1]))
    match.new_game()
    state = presentation.board_state(match)
    assert "post-Crawford" not in state.match_text and "Crawford game" not in state.match_text
    match.game.roll_opening((3, 1))
    match.game.play("8/5 6/5")
    state = presentation.board_state(match)
    assert match.game.phase is Phase.ROLLING
    assert not state.cube_clickable and "double" not in state.status
    assert "post-Crawford" not in state.match_text
