"""Sound for the roll, a checker's move, a hit, a double, a take and the end
of a game (issue 24), off by the Options switch ``sound`` (app/settings.py).

What is heard is read from the match, not from the widgets:
:class:`SoundCues` listens to the session's ``changed`` signal, compares what
the match holds now with what it held at the last signal
(:class:`Heard`), and :func:`cues_between` lists the new cues in order
(the actions logged since, :class:`~backgammon_qt.model.record.ActionKind`,
then the checkers moved in the turn in progress).  A new match, an opened
file or a take-back that replaces the match plays nothing; a checker taken
back plays nothing.

Players who turn on "Reduce motion" see the checkers jump at once: the cue
plays when the match changes, never at the end of a slide, so it marks the
jump for them (and for players who look away, the computer's roll and
move).  The sounds are short (under half a second) and soft (peak a third
of full scale), with no sudden loud one; the switch sits beside Reduce
motion in the Options menu.

The library: `sounddevice <https://python-sounddevice.readthedocs.io>`_
(MIT licence, compatible with GPL-3.0-or-later; its wheel is 33 kB, with
cffi and pycparser about 2 MB installed), which plays through PortAudio
(MIT-style licence; bundled in the Windows and macOS wheels, the distro's
``libportaudio2`` on Linux).  Qt's own ``QSoundEffect`` was the other
choice: it is in ``PySide6-Addons`` only, a 175 MB wheel, 438 MB installed
(of which QtMultimedia is 5 MB), for five short sounds.  Debian's players
(``aplay``, ``paplay``) would need a process per sound and exist on Linux
only.

The sounds are made here, not copied: :func:`samples` synthesises each cue
(tones and noise bursts, 16-bit mono PCM at :data:`RATE` Hz) and
:func:`wav_bytes` wraps one in a WAV file with the stdlib :mod:`wave`.

Where there is no audio output (no PortAudio library, no device, a device
that fails), nothing fails: :class:`SoundOutput` logs one ``info`` line
and plays nothing from then on.  Playing happens on a worker thread, so
the window never waits for the sound card.
"""

from __future__ import annotations

import io
import logging
import math
import random
import threading
from array import array
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, Qt, Signal

from backgammon_qt.app.lazy import lazy_import
from backgammon_qt.model.game import Phase
from backgammon_qt.model.match import Match
from backgammon_qt.model.moves import Move
from backgammon_qt.model.record import ActionKind

if TYPE_CHECKING:
    import queue
    import wave
else:
    queue = lazy_import("queue")     # with the first cue, not before the window's first paint
    wave = lazy_import("wave")

__all__ = ["Cue", "Heard", "RATE", "SoundCues", "SoundOutput", "cues_between", "samples", "wav_bytes"]

log = logging.getLogger(__name__)

RATE = 22050
"""Samples per second of the synthesised sounds (16-bit, mono)."""


class Cue(StrEnum):
    """The sounds: the dice rolled (an opening roll too), a checker moved,
    a checker hit (instead of the move's sound), the cube turned (a double
    or a beaver), a double taken, a game ended (by bearing off, a drop, an
    accepted resignation or a claim on time)."""

    ROLL = "roll"
    MOVE = "move"
    HIT = "hit"
    DOUBLE = "double"
    TAKE = "take"
    GAME_END = "game_end"


_ACTION_CUES: dict[ActionKind, Cue] = {
    ActionKind.OPENING: Cue.ROLL,
    ActionKind.ROLL: Cue.ROLL,
    ActionKind.DOUBLE: Cue.DOUBLE,
    ActionKind.BEAVER: Cue.DOUBLE,
    ActionKind.TAKE: Cue.TAKE,
}
"""The cue of each logged action but ``move`` (its play decides: hit or
move) and those heard only through the game's end (drop, accept, claim) or
not at all (resign, decline)."""


@dataclass(frozen=True)
class Heard:
    """What the match held when its cues were last chosen: the match
    object's ``id``, the number of games, the number of actions logged in
    the last game, the checkers moved in the turn in progress (the
    player on roll's numbering) and whether the last game was over."""

    match: int
    games: int
    actions: int
    moves: tuple[Move, ...]
    over: bool

    @classmethod
    def of(cls, match: Match) -> Heard:
        g = match.game
        if g is None:
            return cls(id(match), 0, 0, (), False)
        moves = tuple(g.turn.moves) if g.turn is not None and g.phase is Phase.MOVING else ()
        return cls(id(match), len(match.games), len(g.record.actions), moves, g.record.outcome is not None)


def cues_between(before: Heard | None, match: Match) -> list[Cue]:
    """The cues, in order, of what happened in ``match`` since ``before``
    (:meth:`Heard.of` the match then; None: nothing was heard yet).  Empty
    when ``match`` is another match than ``before``'s, or has fewer games
    (a new match, an opened file, a take-back that replaced it)."""
    after = Heard.of(match)
    if before is None or before.match != after.match or after.games < before.games:
        return []
    out: list[Cue] = []
    heard_moves = before.moves
    first = max(before.games - 1, 0)
    for index in range(first, after.games):
        game = match.games[index]
        same = index == before.games - 1
        for action in game.record.actions[before.actions if same else 0:]:
            if action.kind is ActionKind.MOVE:
                if heard_moves:             # the turn whose checkers were heard one by one is confirmed
                    heard_moves = ()
                elif action.play:           # a whole play at once (typed, or the computer's)
                    out.append(Cue.HIT if "*" in action.play else Cue.MOVE)
            elif action.kind in _ACTION_CUES:
                out.append(_ACTION_CUES[action.kind])
        if game.record.outcome is not None and not (same and before.over):
            out.append(Cue.GAME_END)
    unchanged = (after.games, after.actions) == (before.games, before.actions)
    new_moves: tuple[Move, ...] = after.moves
    if unchanged:
        kept = len(before.moves)
        new_moves = after.moves[kept:] if after.moves[:kept] == before.moves else ()
    out.extend(Cue.HIT if m.hit else Cue.MOVE for m in new_moves)
    return out


# ------------------------------------------------------------ the sounds

_PEAK = 0.33          # of full scale: soft, nothing startles


def _tone(freq: float, seconds: float, decay: float, start: float = 0.0) -> list[tuple[int, float]]:
    """(sample index, value in -1..1) of a sine at ``freq`` Hz with an
    exponential decay (``decay`` per second), from ``start`` seconds."""
    first = int(start * RATE)
    return [(first + i, math.sin(2 * math.pi * freq * i / RATE) * math.exp(-decay * i / RATE))
            for i in range(int(seconds * RATE))]


def _click(start: float, seconds: float, rng: random.Random, decay: float = 90.0) -> list[tuple[int, float]]:
    """A noise burst (a die or a checker knocking) from ``start`` seconds."""
    first = int(start * RATE)
    return [(first + i, rng.uniform(-1, 1) * math.exp(-decay * i / RATE)) for i in range(int(seconds * RATE))]


def samples(cue: Cue) -> array[int]:
    """The sound of ``cue``: 16-bit signed mono samples at :data:`RATE` Hz
    (an :class:`array.array` of type ``"h"``), under half a second, the
    loudest sample at most a third of full scale.  The same every time."""
    rng = random.Random(cue.value)
    parts: list[tuple[int, float]] = []
    if cue is Cue.ROLL:                    # dice rattling: four knocks, each lower
        for k, at in enumerate((0.0, 0.045, 0.1, 0.17)):
            parts += _click(at, 0.04, rng)
            parts += [(i, v * 0.5) for i, v in _tone(1400 - 200 * k, 0.03, 120, at)]
    elif cue is Cue.MOVE:                  # a checker set down: a short wooden tock
        parts += _tone(440, 0.08, 60)
        parts += [(i, v * 0.3) for i, v in _click(0.0, 0.02, rng, 300)]
    elif cue is Cue.HIT:                   # a checker knocked off: two sharp knocks
        for at in (0.0, 0.06):
            parts += _tone(880, 0.07, 70, at)
            parts += [(i, v * 0.6) for i, v in _click(at, 0.025, rng, 200)]
    elif cue is Cue.DOUBLE:                # the cube turned: two low thuds
        for at in (0.0, 0.13):
            parts += _tone(180, 0.12, 35, at)
    elif cue is Cue.TAKE:                  # taken: two notes rising
        parts += _tone(660, 0.12, 20)
        parts += _tone(880, 0.18, 15, 0.1)
    else:                                  # the game is over: three notes rising
        for k, freq in enumerate((523.25, 659.25, 783.99)):
            parts += _tone(freq, 0.22, 10, 0.12 * k)
    length = max(i for i, _v in parts) + 1
    mix = [0.0] * length
    for i, v in parts:
        mix[i] += v
    scale = _PEAK * 32767 / max(abs(v) for v in mix)
    return array("h", (round(v * scale) for v in mix))


def wav_bytes(cue: Cue) -> bytes:
    """The sound of ``cue`` as a WAV file (16-bit mono PCM, :data:`RATE` Hz)."""
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(samples(cue).tobytes())
    return buffer.getvalue()


# ------------------------------------------------------------ playing

class Output(Protocol):
    def play(self, cue: Cue) -> None: ...


class SoundOutput:
    """Plays cues through sounddevice on a worker thread, one after the
    other (a cue arriving while three wait is dropped: the sound would come
    late).  The first failure -- no sounddevice, no PortAudio library, no
    output device, a device that fails -- is logged once at ``info`` level
    and the output is silent from then on (:attr:`available` is False);
    then ``gave_up()`` is called once, on the worker thread."""

    def __init__(self, gave_up: Callable[[], None] | None = None) -> None:
        self.available = True
        self._gave_up = gave_up
        self._queue: queue.Queue[Cue] | None = None       # made with the first cue
        self._thread: threading.Thread | None = None
        self._pcm: dict[Cue, bytes] = {}

    def play(self, cue: Cue) -> None:
        if not self.available:
            return
        if self._queue is None:
            self._queue = queue.Queue(maxsize=3)
        try:
            self._queue.put_nowait(cue)
        except queue.Full:
            return
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="sound", daemon=True)
            self._thread.start()

    def _run(self) -> None:
        try:
            # loads PortAudio: off the GUI thread, and only once a cue plays
            import sounddevice
        except (ImportError, OSError) as error:
            self._give_up(error)
            return
        waiting = self._queue
        assert waiting is not None                 # made by play() before this thread starts
        while True:
            cue = waiting.get()
            if cue not in self._pcm:           # made here, once: up to 12 ms each, not on the GUI thread
                self._pcm[cue] = samples(cue).tobytes()
            try:
                with sounddevice.RawOutputStream(samplerate=RATE, channels=1, dtype="int16") as stream:
                    stream.write(self._pcm[cue])
            except Exception as error:     # PortAudioError, a device gone...: play nothing more
                self._give_up(error)
                waiting.task_done()
                return
            waiting.task_done()

    def _give_up(self, error: BaseException) -> None:
        log.info("No sound: there is no audio output (%s)", error)
        self.available = False             # after the log line: a test waiting on this reads it
        while self._queue is not None:     # what waits is not played
            try:
                self._queue.get_nowait()
                self._queue.task_done()
            except queue.Empty:
                break
        if self._gave_up is not None:
            self._gave_up()


class SoundCues(QObject):
    """Plays the cues of the match in ``session`` (a
    :class:`~backgammon_qt.controller.session.Session`, anything with
    ``changed`` and ``current()``) while the option
    ``sound`` of ``settings`` is on.  ``output`` defaults to a
    :class:`SoundOutput`.

    When the default output gives up (no audio output), the player reads
    it once in the status bar's news (``session.news``), and the window's
    Options > Sound says so for the rest of the session
    (:meth:`.actions.Choices.sound_unavailable`): nothing is heard this session.

    Signals:
        played(str): a cue (a :class:`Cue` value) was handed to the output.
        silenced(): the output gave up (from its worker thread; queued).
    """

    played = Signal(str)
    silenced = Signal()

    def __init__(self, session: Any, settings: Any, output: Output | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.settings = settings
        self.output: Output = output if output is not None else SoundOutput(gave_up=self.silenced.emit)
        self._said_silent = False
        self.silenced.connect(self._say_silent, Qt.ConnectionType.QueuedConnection)
        self._heard = Heard.of(session.current().match)
        session.changed.connect(self._changed)

    def _say_silent(self) -> None:
        if not self._said_silent:
            self._said_silent = True
            self.session.say(self.tr("No sound: there is no audio output."))

    def _changed(self) -> None:
        match = self.session.current().match
        cues = cues_between(self._heard, match)
        self._heard = Heard.of(match)
        if not self.settings.get("sound"):
            return
        for cue in cues:
            self.output.play(cue)
            self.played.emit(cue.value)
