"""The board's texts: :func:`board_state` describes a
:class:`~backgammon_qt.model.match.Match` as the board shows it
(:class:`BoardState`: the position seen by player 0, the dice, the cube,
the player panels, a prompt over the board, the status line);
:func:`computer_state` is the same state while the computer has the board;
:func:`enabled_actions` the game actions the rules allow now; the news of
an action (a pass, the opening roll, a play) comes from the ``*_news``
functions.  No Qt.

A :class:`BoardState` is by *side*: side 0 is the bottom of the board,
side 1 the top; ``bottom_player`` says which player sits at the bottom
(player 0 unless the board is turned for the player on roll,
:func:`board_state`'s ``bottom``).  Point numbers in texts are the mover's
own (gnubg's: 1..24 toward home).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import TYPE_CHECKING

from backgammon_qt.model.cube import cube_dead
from backgammon_qt.model.game import Game, Phase
from backgammon_qt.model.record import Action, WinKind

from .texts import Tr, _current, _roll_passed, _same, roll_text

if TYPE_CHECKING:
    from backgammon_qt.model.clock import Clock
    from backgammon_qt.model.match import Match
    from backgammon_qt.model.moves import Play
    from backgammon_qt.model.position import Position
    from backgammon_qt.model.rules import RuleOptions

__all__ = ["Answer", "Prompt", "PlayerInfo", "RolledDice", "BoardState", "seen_from", "last_rolls",
           "dance_text", "board_state", "player_infos", "epc_position", "can_claim", "computer_state",
           "with_levels", "opening_news", "pass_news", "played_news", "take_news", "auto_play_news",
           "EnabledActions", "NOTHING_ENABLED", "enabled_actions", "has_hint", "rules_text"]


class Answer(StrEnum):
    """An answer button of a prompt over the board."""

    TAKE = "take"
    DROP = "drop"
    BEAVER = "beaver"
    ACCEPT = "accept"
    DECLINE = "decline"
    NEXT_GAME = "next_game"
    NEW_MATCH = "new_match"
    ANALYSE_GAME = "analyse_game"     #: the end-of-game banner's "Analyse" (this game; the window acts on it)


@dataclass(frozen=True)
class Prompt:
    """A question or announcement over the board: ``text`` and the answer
    buttons as ``(answer, label)`` pairs."""

    text: str
    buttons: tuple[tuple[Answer, str], ...] = ()


@dataclass(frozen=True)
class PlayerInfo:
    """One player's panel: name, match score, pip count, the clock text
    ("" without the timed rules), whether the clock runs low, whether this
    player may claim the win because the opponent's bank is empty, the pip
    difference (this player's pips minus the opponent's: negative is
    ahead in the race), in a match, how many points this player still
    needs (``away``; None in money play) and, when known, the effective
    pip count (``epc``: bgsage's, in pips; None when unknown, see
    :func:`epc_position`)."""

    name: str
    score: int
    pips: int
    clock: str = ""
    clock_low: bool = False
    can_claim: bool = False
    pip_diff: int = 0
    away: int | None = None
    epc: float | None = None


@dataclass(frozen=True)
class RolledDice:
    """The dice a side shows: ``values`` left to right (four for doubles),
    ``used`` flags, ``clickable`` (a click ends the turn) and ``current``:
    the roll being played now (else the side's last roll, shown until that
    player rolls again)."""

    values: tuple[int, ...]
    used: tuple[bool, ...] = ()
    clickable: bool = False
    current: bool = True
    note: str = ""
    """Said under the dice (``"cannot move"`` for a roll that could not be played)."""


@dataclass(frozen=True)
class BoardState:
    """Everything the board shows, with player 0 at the bottom.

    ``position`` is seen by player 0 (``position.player`` are the bottom
    checkers).  ``on_roll``/``mover`` are players (``mover`` only while a
    turn is being played, i.e. checkers may be moved).  ``dice`` are the
    values left to right (four for doubles) with ``dice_used`` flags, shown
    in ``dice_side``'s place.  ``roll_side`` is the player whose Roll
    button shows (None: none).  ``dice_clickable``: a click on the dice ends
    the turn.  The cube shows ``cube_value`` at ``cube_owner``'s end (None:
    centred).  ``prompt`` is a question or announcement over the board,
    ``message`` news worth showing on the board (a pass, the opening roll,
    an automatic play), ``status`` what to do next.
    """

    position: Position
    players: tuple[PlayerInfo, PlayerInfo]
    match_text: str
    on_roll: int | None = None
    mover: int | None = None
    dice: tuple[int, ...] = ()
    dice_used: tuple[bool, ...] = ()
    dice_side: int | None = None
    roll_side: int | None = None
    roll_label: str = "Roll"
    dice_clickable: bool = False
    cube_visible: bool = True
    cube_value: int = 1
    cube_owner: int | None = None
    cube_clickable: bool = False
    cube_offered: bool = False
    prompt: Prompt | None = None
    message: str = ""
    status: str = ""
    rolls: tuple[RolledDice | None, RolledDice | None] = (None, None)
    bottom_player: int = 0
    numbers_side: int = 0
    """The side (0 bottom, 1 top) whose own point numbers (gnubg's, 1..24
    toward that side's home) the board's labels show: the bottom player's,
    except in a review whose board is not turned for the mover (gnubg's
    dynamic labels: the labels read as the move text, in the mover's
    numbers)."""


_WIN_TEXTS = {
    ("bearoff", WinKind.SINGLE): "{w} wins a single game: %n\u00a0point(s).",
    ("bearoff", WinKind.GAMMON): "{w} wins a gammon: %n\u00a0point(s).",
    ("bearoff", WinKind.BACKGAMMON): "{w} wins a backgammon: %n\u00a0point(s).",
    ("bearoff", WinKind.BAR_BACKGAMMON): "{w} wins a backgammon from the bar: %n\u00a0point(s).",
    ("drop", WinKind.SINGLE): "{w} wins the game (the double was dropped): %n\u00a0point(s).",
    ("resign", WinKind.SINGLE): "{w} wins a single game (resignation): %n\u00a0point(s).",
    ("resign", WinKind.GAMMON): "{w} wins a gammon (resignation): %n\u00a0point(s).",
    ("resign", WinKind.BACKGAMMON): "{w} wins a backgammon (resignation): %n\u00a0point(s).",
    ("claim", WinKind.SINGLE): "{w} wins a single game (on time): %n\u00a0point(s).",
    ("claim", WinKind.GAMMON): "{w} wins a gammon (on time): %n\u00a0point(s).",
    ("claim", WinKind.BACKGAMMON): "{w} wins a backgammon (on time): %n\u00a0point(s).",
    ("claim", WinKind.BAR_BACKGAMMON): "{w} wins a backgammon from the bar (on time): %n\u00a0point(s).",
}
"""The end-of-game news, a whole sentence for each way a game ends
(:class:`~backgammon_qt.model.record.OutcomeReason`, :class:`WinKind`):
``{w}`` the winner, ``%n`` the points won (kept on one line with the word)."""

_RESIGN_OFFERS = {1: "{a} resigns a single game (%n point(s)). {b}, accept or decline?",
                  2: "{a} resigns a gammon (%n point(s)). {b}, accept or decline?",
                  3: "{a} resigns a backgammon (%n point(s)). {b}, accept or decline?"}
"""The question of a resignation offered, by its value (1..3)."""

# ------------------------------------------------------------ the clock and the panels
def can_claim(match: Match, clock: Clock | None, player: int) -> bool:
    """True when ``player`` may claim the win: timed rules (a ``clock``),
    the game under way, and the opponent's time bank empty (RULES.md
    "Clocks")."""
    game = _current(match)
    return (clock is not None and game.phase not in (Phase.OPENING, Phase.OVER)
            and clock.is_flagged(1 - player))


def _clock_text(clock: Clock | None, player: int, tr: Tr) -> tuple[str, bool]:
    if clock is None:
        return "", False
    turn_left, bank = clock.remaining(player)
    bank_text = f"{int(bank) // 60}:{int(bank) % 60:02d}"
    if clock.running == player:
        text = tr("{turn} s + bank {bank}").format(turn=int(turn_left + 0.999), bank=bank_text)
    else:
        text = tr("bank {bank}").format(bank=bank_text)
    return text, clock.running == player and turn_left <= 0


def epc_position(match: Match) -> Position | None:
    """The position whose effective pip counts the panels show, player 0's
    view (player 0 as "on roll"), or None when there are none to show: the
    game not under way, or a checker of either side outside its home board
    (on the bar or above its 6-point).  The effective pip count (EPC, as
    gnubg shows it beside the pip count) is the mean number of rolls to bear
    off, the coming roll included, times 49/6 (8.17 pips a roll): bgsage's
    ``epc`` from its one-sided bear-off database, which holds exactly these
    positions."""
    g = match.game
    if g is None or g.phase in (Phase.OPENING, Phase.OVER):
        return None
    position = g.position_for(0)
    for side in (position.player, position.opponent):
        if any(side[point] for point in range(7, 26)):
            return None
    return position


def player_infos(match: Match, clock: Clock | None = None, tr: Tr = _same,
                 epc: tuple[float | None, float | None] | None = None) -> tuple[PlayerInfo, PlayerInfo]:
    """Both players' panels (player 0 first); ``epc`` each player's
    effective pip count when known (see :func:`epc_position`)."""
    pips = _current(match).pip_counts()
    score = match.score
    known = epc if epc is not None else (None, None)

    def info(p: int) -> PlayerInfo:
        text, low = _clock_text(clock, p, tr)
        away = match.length - score[p] if match.length else None
        return PlayerInfo(match.players[p], score[p], pips[p], text, low, can_claim(match, clock, p),
                          pips[p] - pips[1 - p], away, known[p])

    return info(0), info(1)


# ------------------------------------------------------------ the menus
@dataclass(frozen=True)
class EnabledActions:
    """Which of the window's game actions may be used now."""

    roll: bool = False
    end_turn: bool = False
    undo: bool = False
    double: bool = False
    resign: bool = False
    hint: bool = False


NOTHING_ENABLED = EnabledActions()
"""Every action off (while the computer has the board, or in a review)."""


def has_hint(game: Game) -> bool:
    """True when there is a hint for the player to act: before the roll,
    after it, or when doubled (not after a beaver: the doubler answers)."""
    if game.phase is Phase.DOUBLED:
        return game.to_act != game.on_roll
    return game.phase in (Phase.ROLLING, Phase.MOVING)


def enabled_actions(game: Game) -> EnabledActions:
    """The actions the rules allow in ``game`` now."""
    phase = game.phase
    turn = game.turn
    moving = phase is Phase.MOVING and turn is not None
    return EnabledActions(roll=phase in (Phase.OPENING, Phase.ROLLING),
                          end_turn=moving and turn is not None and turn.can_finish(),
                          undo=moving and turn is not None and bool(turn.moves),
                          double=game.can_double(), resign=phase in (Phase.ROLLING, Phase.MOVING),
                          hint=has_hint(game))


# ------------------------------------------------------------ the board
# The rules in force, one whole text for each combination (no fragments glued): Crawford in a match;
# Jacoby and beavers in money play; the cube limit in both (RULES.md "Doubling cube"); a match in which
# the cube is dead from the start (a 1-point match) has no Crawford game and no double at all.  Keys:
# ("match", crawford, capped), ("money", jacoby, beavers, capped), ("no cube",), ("dead cube",).
_RULES_TEXTS: dict[tuple[object, ...], str] = {
    ("no cube",): "no cube",
    ("dead cube",): "no doubling",
    ("match", True, False): "Crawford rule",
    ("match", False, False): "no Crawford rule",
    ("match", True, True): "Crawford rule, cube up to {cap}",
    ("match", False, True): "no Crawford rule, cube up to {cap}",
    ("money", True, True, False): "Jacoby rule and beavers",
    ("money", True, False, False): "Jacoby rule, no beavers",
    ("money", False, True, False): "beavers, no Jacoby rule",
    ("money", False, False, False): "no Jacoby rule, no beavers",
    ("money", True, True, True): "Jacoby rule and beavers, cube up to {cap}",
    ("money", True, False, True): "Jacoby rule, no beavers, cube up to {cap}",
    ("money", False, True, True): "beavers, no Jacoby rule, cube up to {cap}",
    ("money", False, False, True): "no Jacoby rule, no beavers, cube up to {cap}",
}


def rules_text(rules: RuleOptions, length: int, tr: Tr = _same) -> str:
    """The cube rules in force in a match of ``length`` points (0 money),
    short, for the match line (RULES.md "Doubling cube"): the Crawford rule
    in a match, the Jacoby rule and beavers in money play, the cube limit
    when there is one (``cube_cap``, the highest cube value), or that there
    is no cube: ``"Crawford rule"``, ``"beavers, no Jacoby rule"``...  A
    1-point match, where the cube is dead from the first game (the model's
    rule, :func:`~backgammon_qt.model.cube.cube_dead`; gnubg 1.07's), has
    no Crawford game and no double, and says so instead."""
    capped = bool(rules.cube_cap)
    if not rules.cube:
        key: tuple[object, ...] = ("no cube",)
    elif length and cube_dead(length, 0, 1):
        key = ("dead cube",)
    elif length:
        key = ("match", rules.crawford, capped)
    else:
        key = ("money", rules.jacoby, rules.beavers, capped)
    return tr(_RULES_TEXTS[key]).format(cap=rules.cube_cap)


def _match_text(match: Match, game: Game, tr: Tr) -> str:
    # the game's own state first (the Crawford game, post-Crawford), then the start: a line cut
    # short on a narrow panel loses the rules in force, which do not change from game to game
    parts = []
    said = game.crawford or bool(match.length and match.is_post_crawford)
    if game.crawford:
        parts.append(tr("Crawford game"))
    elif said:
        parts.append(tr("post-Crawford"))
    parts.append(tr("Match to {n}").format(n=match.length) if match.length else tr("Money game"))
    if game.rules.variation == "nackgammon":       # the start (RuleOptions.variation), a whole text
        parts.append(tr("Nackgammon"))
    if said and game.rules.cube and game.rules.crawford:
        # "Crawford game" and "post-Crawford" say the Crawford rule: not "Crawford rule" again (the
        # match line must read whole on a 1024-pixel board beside the pips and the EPC)
        if game.rules.cube_cap:
            parts.append(tr("cube up to {cap}").format(cap=game.rules.cube_cap))
    else:
        parts.append(rules_text(game.rules, match.length, tr))
    text = " \u00b7 ".join(parts)
    if game.rules.timed:
        text += " \u00b7 " + tr("timed")
    return text


def last_rolls(game: Game) -> tuple[tuple[int, ...] | None, tuple[int, ...] | None]:
    """Each player's last roll in ``game`` (player 0's first), from its
    record: a roll's two dice, or the one die of an opening roll that tied
    (and was not yet rolled again); None for a player who has not rolled.
    The winner of the opening roll plays both dice of that roll."""
    rolls: list[tuple[int, ...] | None] = [None, None]
    for action in game.record.actions:
        if action.dice is None:
            continue
        if action.kind == "opening":
            d0, d1 = action.dice
            if action.player < 0:            # a tie: each player's one die
                rolls = [(d0,), (d1,)]
            else:
                rolls = [None, None]
                rolls[action.player] = (d0, d1) if action.player == 0 else (d1, d0)
        elif action.kind == "roll":
            rolls[action.player] = action.dice
    return rolls[0], rolls[1]


def _last_rolls_passed(game: Game) -> list[tuple[int, Action, bool]]:
    """Each player's last roll in ``game`` (opening rolls won included), as
    ``(index, action, passed)``, latest first."""
    actions = game.record.actions
    found: list[tuple[int, Action, bool]] = []
    seen: set[int] = set()
    for i in range(len(actions) - 1, -1, -1):
        a = actions[i]
        if a.kind not in ("roll", "opening") or a.dice is None or a.player < 0 or a.player in seen:
            continue
        seen.add(a.player)
        live = game.on_roll != a.player and game.phase is not Phase.OVER
        found.append((i, a, _roll_passed(actions, i, live)))
    return found


def dance_text(game: Game, names: tuple[str, str], tr: Tr = _same) -> str:
    """The latest roll, when it could not be played, in words (``"Bob rolled
    6-6 and cannot move."``), or ""."""
    rolls = _last_rolls_passed(game)
    if not rolls or not rolls[0][2]:
        return ""
    a = rolls[0][1]
    assert a.dice is not None
    return tr("{name} rolled {roll} and cannot move.").format(name=names[a.player], roll=roll_text(a.dice))


def _danced(game: Game) -> tuple[bool, bool]:
    """For each player (player 0's first): whether their last roll could not
    be played (and they have not rolled since)."""
    passed = {a.player: done for _i, a, done in _last_rolls_passed(game)}
    return passed.get(0, False), passed.get(1, False)


def seen_from(state: BoardState, bottom: int, position_of_bottom: Position) -> BoardState:
    """``state`` (by player: side = player) with player ``bottom`` at the
    bottom of the board (``position_of_bottom``: the position seen by that
    player): every side-indexed field swapped when ``bottom`` is 1."""
    if bottom == 0:
        return state

    def side(p: int | None) -> int | None:
        return None if p is None else 1 - p

    return replace(state, position=position_of_bottom, players=(state.players[1], state.players[0]),
                   on_roll=side(state.on_roll), mover=side(state.mover), dice_side=side(state.dice_side),
                   roll_side=side(state.roll_side), cube_owner=side(state.cube_owner),
                   rolls=(state.rolls[1], state.rolls[0]), bottom_player=1)


def board_state(match: Match, clock: Clock | None = None, banner: str = "", tr: Tr = _same,
                bottom: int = 0, epc: tuple[float | None, float | None] | None = None) -> BoardState:
    """What the board shows for ``match`` now: its current game with player
    ``bottom`` at the bottom (0, or 1 when the board is turned for player
    1), ``clock`` the timed rules' clock (None: untimed), ``banner`` the news
    shown on the board, ``epc`` the players' effective pip counts when known
    (:func:`player_infos`).  Raises :class:`ValueError` when the match has
    no game yet.

    The game's phase picks what is added to what every phase shows (the
    position, the panels, the cube): :data:`_PHASES`, one function each."""
    g = _current(match)
    on_roll = g.on_roll if g.on_roll >= 0 and g.phase is not Phase.OVER else None
    state = BoardState(position=g.position_for(0), players=player_infos(match, clock, tr, epc),
                       match_text=_match_text(match, g, tr), on_roll=on_roll, cube_visible=g.rules.cube,
                       cube_value=g.cube_value, cube_owner=g.cube_owner, message=banner, roll_label=tr("Roll"))
    state = _with_dance(_with_rolls(_PHASES[g.phase](state, match, g, tr), g, tr), match, g, tr)
    return seen_from(state, bottom, g.position_for(bottom)) if bottom else state


def _tied(g: Game) -> bool:
    """Still the opening after an opening roll: it tied (each die stays on its side)."""
    return g.phase is Phase.OPENING and any(a.kind == "opening" for a in g.record.actions)


def _opening(state: BoardState, match: Match, g: Game, tr: Tr) -> BoardState:
    if _tied(g):
        return replace(state, status=tr("Both rolled the same: roll again (click the dice or press Space)."))
    return replace(state, roll_side=0, status=tr("Roll for the first move: click Roll or press Space."))


def _rolling(state: BoardState, match: Match, g: Game, tr: Tr) -> BoardState:
    name = match.players[g.on_roll]
    can_double = g.can_double()
    if can_double:
        status = tr("{name}: roll (click Roll or press Space) or double (click the cube).").format(name=name)
    else:
        status = tr("{name}: roll (click Roll or press Space).").format(name=name)
    return replace(state, roll_side=g.on_roll, cube_clickable=can_double, status=status)


def _rolled(state: BoardState, g: Game) -> BoardState:
    """``state`` with the roll being played (four dice for doubles, the used
    ones flagged) on the side of the player on roll."""
    if g.turn is None or g.dice is None:
        return state
    d1, d2 = g.dice
    left = g.turn.remaining_dice
    if d1 == d2:
        used_n = 4 - len(left)
        return replace(state, dice=(d1,) * 4, dice_used=tuple(i < used_n for i in range(4)), dice_side=g.on_roll)
    return replace(state, dice=(d1, d2), dice_used=(d1 not in left, d2 not in left), dice_side=g.on_roll)


def _moving(state: BoardState, match: Match, g: Game, tr: Tr) -> BoardState:
    turn, dice = g.turn, g.dice
    if turn is None or dice is None:
        return state
    name = match.players[g.on_roll]
    left = turn.remaining_dice
    if turn.can_finish():
        status = tr("{name}: click the dice or press Enter to end the turn "
                    "(Ctrl+Z takes a move back).").format(name=name)
    elif len(set(left)) == 2:
        # the mouse buttons as the controller reads them: the left the roll's first die
        status = tr("{name} to play {dice}: drag a checker, or click it (the left button "
                    "plays the {left}, the right button the {right}).").format(
            name=name, dice=roll_text(left), left=dice[0], right=dice[1])
    else:
        status = tr("{name} to play {dice}: drag a checker, or click it to play the "
                    "{die}.").format(name=name, dice=roll_text(left), die=left[0])
    return replace(_rolled(state, g), mover=g.on_roll, dice_clickable=turn.can_finish(), status=status)


def _doubled(state: BoardState, match: Match, g: Game, tr: Tr) -> BoardState:
    names = match.players
    responder = g.to_act
    doubler = 1 - responder
    if g.doubler == responder:   # a beaver: the original doubler answers
        text = tr("{b} beavers: the cube is on {v}. {a}, take or drop?").format(
            b=names[doubler], v=g.offered_cube_value, a=names[responder])
    else:
        text = tr("{a} doubles to {v}. {b}, take or drop?").format(
            a=names[doubler], v=g.offered_cube_value, b=names[responder])
    buttons = [(Answer.TAKE, tr("Take")), (Answer.DROP, tr("Drop"))]
    if g.can_beaver():
        buttons.append((Answer.BEAVER, tr("Beaver")))
    return replace(state, prompt=Prompt(text, tuple(buttons)), cube_offered=True,
                   status=tr("{b}: take or drop.").format(b=names[responder]))


def _resigned(state: BoardState, match: Match, g: Game, tr: Tr) -> BoardState:
    names = match.players
    resigner, value = g.pending_resignation or (0, 1)
    points = value * g.cube_value
    text = tr(_RESIGN_OFFERS.get(value, _RESIGN_OFFERS[1]), "", points).format(
        a=names[resigner], b=names[1 - resigner])
    return replace(_rolled(state, g),
                   prompt=Prompt(text, ((Answer.ACCEPT, tr("Accept")), (Answer.DECLINE, tr("Decline")))),
                   status=tr("{b}: accept or decline the resignation.").format(b=names[1 - resigner]))


def _over(state: BoardState, match: Match, g: Game, tr: Tr) -> BoardState:
    return replace(state, prompt=_game_over_prompt(match, g, tr), status=_game_over_status(match, tr))


_PHASES: dict[Phase, Callable[[BoardState, Match, Game, Tr], BoardState]] = {
    Phase.OPENING: _opening, Phase.ROLLING: _rolling, Phase.MOVING: _moving, Phase.DOUBLED: _doubled,
    Phase.RESIGNED: _resigned, Phase.OVER: _over,
}
"""What each phase of a game adds to the board (:func:`board_state`)."""


def _with_rolls(state: BoardState, g: Game, tr: Tr) -> BoardState:
    """``state`` with each side's dice: the roll being played, else that
    player's last roll (beside its Roll button too, until they roll again;
    ``"cannot move"`` under a roll that could not be played); after a tied
    opening roll, each player's die on their side."""
    rolls: list[RolledDice | None] = [None, None]
    if _tied(g):
        tie0, tie1 = last_rolls(g)
        rolls = [RolledDice(tie0 or (), (), True), RolledDice(tie1 or (), (), False, True)]
        state = replace(state, dice=tie0 or (), dice_side=0, dice_clickable=True)
    elif state.dice and state.dice_side is not None:
        rolls[state.dice_side] = RolledDice(state.dice, state.dice_used, state.dice_clickable)
    danced = _danced(g)
    for p, last in enumerate(last_rolls(g)):
        if rolls[p] is None and last is not None and g.phase is not Phase.OVER:
            rolls[p] = RolledDice(last, (), False, current=False, note=tr("cannot move") if danced[p] else "")
    return replace(state, rolls=(rolls[0], rolls[1]))


def _with_dance(state: BoardState, match: Match, g: Game, tr: Tr) -> BoardState:
    """``state`` with a roll that could not be played said before a question
    (a double or a resignation): the board shows the prompt only."""
    dance = dance_text(g, match.players, tr)
    prompt = state.prompt
    if dance and prompt is not None and g.phase in (Phase.DOUBLED, Phase.RESIGNED):
        return replace(state, prompt=replace(prompt, text=f"{dance}\n{prompt.text}"))
    return state


def _game_over_prompt(match: Match, g: Game, tr: Tr) -> Prompt:
    o = g.outcome
    if o is None:
        raise ValueError("the game is not over")
    names = match.players
    kind = WinKind.SINGLE if o.reason == "drop" else o.kind
    template = _WIN_TEXTS.get((str(o.reason), kind), _WIN_TEXTS[("bearoff", kind)])
    lines = [tr(template, "", o.points).format(w=names[o.winner])]
    s = match.score
    score = (tr("Score: {a} {sa}, {b} {sb} (match to {n})") if match.length else tr("Score: {a} {sa}, {b} {sb}"))
    lines.append(score.format(a=names[0], sa=s[0], b=names[1], sb=s[1], n=match.length))
    winner = match.winner
    if match.is_over and winner is not None:
        lines.insert(0, tr("{w} wins the match!").format(w=names[winner]))
        return Prompt("\n".join(lines), ((Answer.NEW_MATCH, tr("New match")),
                                         (Answer.ANALYSE_GAME, tr("Analyse"))))
    return Prompt("\n".join(lines), ((Answer.NEXT_GAME, tr("Next game")),
                                     (Answer.ANALYSE_GAME, tr("Analyse"))))


def _game_over_status(match: Match, tr: Tr) -> str:
    if match.is_over:
        return tr("The match is over: click New match to play again.")
    return tr("The game is over: click Next game.")


def with_levels(state: BoardState, levels: tuple[str, str]) -> BoardState:
    """``state`` with each computer seat's level at its name (``levels``:
    player 0's first, "" for a human): ``"Bob \u00b7 Expert"``."""
    b = state.bottom_player
    named = tuple(replace(info, name=f"{info.name} \u00b7 {levels[side ^ b]}") if levels[side ^ b] else info
                  for side, info in enumerate(state.players))
    return replace(state, players=(named[0], named[1]))


def computer_state(state: BoardState, match: Match, computers: tuple[bool, bool], acting: bool,
                   actor: int | None, play: Play | None = None, tr: Tr = _same,
                   levels: tuple[str, str] = ("", "")) -> BoardState:
    """``state`` as the board shows it with computer seats (``computers``:
    whether player 0 and player 1 are the computer): at the opening roll the
    Roll button is a human's; while the computer acts (``acting``; ``actor``
    the computer seat to act, ``play`` the play it is showing, if any)
    nothing answers the mouse (no checker to drag, no Roll button, no
    clickable dice or cube, a prompt without buttons) and the status says
    the computer is thinking or what it plays.  ``levels`` are the computer
    seats' level names (player 0's first; "" for a human), shown at their
    names."""
    g = _current(match)
    b = state.bottom_player
    state = with_levels(state, levels)
    if g.phase is Phase.OPENING and state.roll_side is not None and computers[state.roll_side ^ b]:
        humans = [p for p in (0, 1) if not computers[p]]
        if humans:
            return replace(state, roll_side=humans[0] ^ b)
    if not acting:
        return state
    if g.phase is Phase.OPENING:
        status = tr("The computers roll for the first move.")
    else:
        name = match.players[actor if actor is not None else g.on_roll]
        if play is not None and g.dice is not None:
            status = tr("{name} rolled {roll} and plays {play}.").format(name=name, roll=roll_text(g.dice),
                                                                       play=str(play))
        else:
            status = tr("{name} is thinking\u2026").format(name=name)
    prompt = replace(state.prompt, buttons=()) if state.prompt is not None else None
    return replace(state, mover=None, dice_clickable=False, roll_side=None, cube_clickable=False,
                   prompt=prompt, status=status)


# ------------------------------------------------------------ news of an action
def opening_news(names: tuple[str, str], dice: tuple[int, int], tr: Tr = _same) -> str:
    """The news of an opening roll (``dice``: player 0's die, player 1's)."""
    d0, d1 = dice
    if d0 == d1:
        return tr("Both rolled {die}: roll again.").format(die=d0)
    winner = 0 if d0 > d1 else 1
    return tr("{a} rolled {d0}, {b} rolled {d1}: {w} moves first.").format(
        a=names[0], d0=d0, b=names[1], d1=d1, w=names[winner])


def pass_news(game: Game, names: tuple[str, str], player: int, tr: Tr = _same) -> str:
    """The news of ``player``'s roll that passed (no legal play), or ""
    when the last roll did not pass."""
    if game.last_pass is None or game.last_pass[0] != player or game.on_roll == player:
        return ""
    return tr("{name} rolled {roll} and cannot move: the turn passes to {other}.").format(
        name=names[player], roll=roll_text(game.last_pass[1]), other=names[1 - player])


def played_news(name: str, play: Play, dice: tuple[int, int] | None = None, tr: Tr = _same) -> str:
    """``"Alice rolled 5-3 and played 13/8 13/10."`` (without the dice
    when they are not given)."""
    if dice is None:
        return tr("{name} played {play}.").format(name=name, play=str(play) or "-")
    return tr("{name} rolled {roll} and played {play}.").format(name=name, roll=roll_text(dice),
                                                               play=str(play) or "-")


def take_news(name: str, cube_value: int, tr: Tr = _same) -> str:
    """``"Bob takes: the cube is on 2."``"""
    return tr("{name} takes: the cube is on {v}.").format(name=name, v=cube_value)


def auto_play_news(play: Play, banner: str = "", tr: Tr = _same) -> str:
    """The news of a play made automatically, after ``banner`` (the news
    already on the board, e.g. the opening roll)."""
    auto = tr("Played automatically: {play}.").format(play=str(play))
    return f"{banner} {auto}" if banner else auto

