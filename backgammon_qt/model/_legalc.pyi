"""Types of the compiled fast path of the legal-play generator (_legalc.c)."""

from collections.abc import Sequence

from .moves import Move, Play
from .position import Position

API_VERSION: int

def plays(
    player: tuple[int, ...], opponent: tuple[int, ...], d1: int, d2: int, /
) -> tuple[int, tuple[Play, ...]] | None: ...
def signatures(
    player: tuple[int, ...], opponent: tuple[int, ...], d1: int, d2: int, /
) -> tuple[int, dict[tuple[bytes, int, int], tuple[Move, ...]]] | None: ...
def setup(position: type[Position], play: type[Play], moves: Sequence[Sequence[Sequence[Move]]], /) -> None: ...
def written(
    player: tuple[int, ...], opponent: tuple[int, ...], dice: list[int], steps: Sequence[tuple[int, int]], /
) -> Play | bool | None: ...
def can_play(player: tuple[int, ...], opponent: tuple[int, ...], d1: int, d2: int, /) -> bool | None: ...
