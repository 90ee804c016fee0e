"""gnubg Match ID: the match and game state in 12 characters.

Source: ../shared/testdata/FORMATS.md section 4 and gnubg's manual ("A
technical description of the Match ID").  A 9-byte key packed least
significant bit first, Base64-encoded without padding.  Players are gnubg's
0 and 1.
"""

from __future__ import annotations

import base64
import binascii
import re
from dataclasses import dataclass

from .errors import InvalidMatchError, InvalidNotationError

__all__ = ["MatchState", "GameState"]


class GameState:
    """Values of the Match ID's game-state field."""

    NONE = 0
    PLAYING = 1
    OVER = 2
    RESIGNED = 3
    DROPPED = 4


# (name, first bit, width) in key order
_FIELDS = (
    ("cube_log2", 0, 4),
    ("cube_owner", 4, 2),
    ("player_on_roll", 6, 1),
    ("crawford", 7, 1),
    ("game_state", 8, 3),
    ("player_to_act", 11, 1),
    ("double_offered", 12, 1),
    ("resignation", 13, 2),
    ("die1", 15, 3),
    ("die2", 18, 3),
    ("match_length", 21, 15),
    ("score0", 36, 15),
    ("score1", 51, 15),
    ("no_jacoby", 66, 1),
)


@dataclass(frozen=True)
class MatchState:
    """The fields of a Match ID.

    ``cube_value`` (1, 2, 4, ... up to 2**15), ``cube_owner`` (0, 1, or None
    for centred), ``player_on_roll`` (gnubg's fMove: who rolls or rolled),
    ``crawford`` (this is the Crawford game), ``game_state``
    (:class:`GameState`), ``player_to_act`` (fTurn; differs from the player
    on roll while a double or resignation waits), ``double_offered``,
    ``resignation`` (0 none, 1 single, 2 gammon, 3 backgammon), ``dice``
    ((0, 0) when not rolled; gnubg writes the higher die first),
    ``match_length`` (0 = money), ``score`` (player 0, player 1) and
    ``jacoby`` (bit 66 is set when Jacoby is OFF, so a key from before 2011,
    which never sets it, reads as Jacoby on, as gnubg reads it).
    """

    cube_value: int = 1
    cube_owner: int | None = None
    player_on_roll: int = 0
    crawford: bool = False
    game_state: int = GameState.PLAYING
    player_to_act: int = 0
    double_offered: bool = False
    resignation: int = 0
    dice: tuple[int, int] = (0, 0)
    match_length: int = 0
    score: tuple[int, int] = (0, 0)
    jacoby: bool = True

    def match_id(self) -> str:
        """The 12-character Match ID.  Raises :class:`InvalidMatchError` for a field
        out of range (cube not a power of two up to 2**15, scores or length
        over 32767, dice not 0..6)."""
        cube = self.cube_value
        if cube < 1 or cube & (cube - 1) or cube > 1 << 15:
            raise InvalidMatchError("cube value must be a power of two up to 32768, got {got}", got=cube)
        for n in (self.match_length, *self.score):
            if not 0 <= n < 1 << 15:
                raise InvalidMatchError("match length and scores must be 0..32767, got {got}", got=n)
        if not all(0 <= d <= 6 for d in self.dice):
            raise InvalidMatchError("dice must be 0..6, got {got}", got=self.dice)
        values = {
            "cube_log2": cube.bit_length() - 1,
            "cube_owner": 3 if self.cube_owner is None else self.cube_owner,
            "player_on_roll": self.player_on_roll,
            "crawford": int(self.crawford),
            "game_state": self.game_state,
            "player_to_act": self.player_to_act,
            "double_offered": int(self.double_offered),
            "resignation": self.resignation,
            "die1": self.dice[0],
            "die2": self.dice[1],
            "match_length": self.match_length,
            "score0": self.score[0],
            "score1": self.score[1],
            "no_jacoby": int(not self.jacoby),
        }
        key = 0
        for name, first, width in _FIELDS:
            v = values[name]
            if not 0 <= v < 1 << width:
                raise InvalidMatchError("Match ID field {name} out of range: {got}", name=name, got=v)
            key |= v << first
        return base64.b64encode(key.to_bytes(9, "little")).decode("ascii")

    @classmethod
    def from_match_id(cls, match_id: str) -> MatchState:
        """Parse a 12-character Match ID.  Raises
        :class:`InvalidNotationError` for text that is not 12 Base64
        characters, or a cube owner field of 2 (unused by gnubg)."""
        text = match_id.strip()
        if len(text) != 12 or not re.fullmatch(r"[A-Za-z0-9+/]{12}", text):
            raise InvalidNotationError("a Match ID is 12 Base64 characters, got {text}", text=repr(match_id))
        try:
            raw = base64.b64decode(text, validate=True)
        except (binascii.Error, ValueError) as exc:
            raise InvalidNotationError("not a Match ID (bad Base64): {text}", text=repr(match_id)) from exc
        key = int.from_bytes(raw, "little")
        f = {name: (key >> first) & ((1 << width) - 1) for name, first, width in _FIELDS}
        if f["cube_owner"] == 2:
            raise InvalidNotationError("Match ID has an invalid cube owner: {text}", text=repr(match_id))
        if f["die1"] > 6 or f["die2"] > 6:
            raise InvalidNotationError("Match ID has a die over 6: {text}", text=repr(match_id))
        return cls(
            cube_value=1 << f["cube_log2"],
            cube_owner=None if f["cube_owner"] == 3 else f["cube_owner"],
            player_on_roll=f["player_on_roll"],
            crawford=bool(f["crawford"]),
            game_state=f["game_state"],
            player_to_act=f["player_to_act"],
            double_offered=bool(f["double_offered"]),
            resignation=f["resignation"],
            dice=(f["die1"], f["die2"]),
            match_length=f["match_length"],
            score=(f["score0"], f["score1"]),
            jacoby=not f["no_jacoby"],
        )
