"""Sound (issue 24 item 3): which cues a match's changes play (as data), the
sounds themselves, a game played through the window with sound on and no
audio output (nothing fails, nothing logged as an error), and the Options
switch (off plays nothing, remembered in a new window)."""

from __future__ import annotations

import io
import logging
import sys
import wave

import pytest
from helpers.board import seeded_match

from backgammon_qt.app.settings import Settings
from backgammon_qt.controller.match import MatchController
from backgammon_qt.model import BAR
from backgammon_qt.model.game import Phase
from backgammon_qt.model.match import Match
from backgammon_qt.model.rules import RuleOptions
from backgammon_qt.ui.main_window import MainWindow
from backgammon_qt.ui.sound import RATE, Cue, Heard, SoundOutput, cues_between, samples, wav_bytes

pytestmark = pytest.mark.gui

R, M, H, D, T, E = Cue.ROLL, Cue.MOVE, Cue.HIT, Cue.DOUBLE, Cue.TAKE, Cue.GAME_END

# (what a player does to the game, the cues it plays).  Alice is player 0, Bob player 1;
# points in the mover's numbering.  Alice opens 2-1 with 13/11 6/5 (two blots); Bob's 4
# from his 24-point hits the blot on her 5-point (his 20-point), his 6 from there the one
# on her 11-point (his 14-point).
STEPS = [
    ("opening tie", lambda g: g.roll_opening((3, 3)), [R]),
    ("opening 2-1", lambda g: g.roll_opening((2, 1)), [R]),
    ("13/11", lambda g: g.move(13, 11), [M]),
    ("6/5", lambda g: g.move(6, 5), [M]),
    ("6/5 taken back", lambda g: g.undo(), []),
    ("6/5 again", lambda g: g.move(6, 5), [M]),
    ("Alice ends her turn", lambda g: g.end_turn(), []),
    ("Bob doubles", lambda g: g.double(), [D]),
    ("Alice takes", lambda g: g.take(), [T]),
    ("Bob rolls 4-3", lambda g: g.roll((4, 3)), [R]),
    ("24/20*", lambda g: g.move(24, 20), [H]),
    ("13/10", lambda g: g.move(13, 10), [M]),
    ("Bob ends his turn", lambda g: g.end_turn(), []),
    ("Alice rolls 6-6 on the bar: no play", lambda g: g.roll((6, 6)), [R]),
    ("Bob rolls 6-5 and plays 20/14* 13/8 at once", lambda g: (g.roll((6, 5)), g.play("20/14* 13/8")), [R, H]),
    ("Alice redoubles to 4", lambda g: g.double(), [D]),
    ("Bob drops", lambda g: g.drop(), [E]),
]


def test_the_cues_of_a_game_step_by_step() -> None:
    match = Match(5, RuleOptions.match(), ("Alice", "Bob"))
    game = match.new_game()
    heard = Heard.of(match)
    for name, step, expected in STEPS:
        step(game)
        assert cues_between(heard, match) == expected, name
        heard = Heard.of(match)
    assert game.phase is Phase.OVER and game.position_for(0).player[BAR] == 2
    # the next game's opening roll rolls; a whole new match, or nothing heard yet, plays nothing
    match.new_game()
    match.game.roll_opening((5, 2))
    assert cues_between(heard, match) == [R]
    assert cues_between(heard, Match(5, RuleOptions.match(), ("Alice", "Bob"))) == []
    assert cues_between(None, match) == []


def test_a_whole_play_at_once_and_the_end_of_a_game_heard_with_the_next_game_begun() -> None:
    match = Match(5, RuleOptions.match(), ("Alice", "Bob"))
    game = match.new_game()
    heard = Heard.of(match)
    game.roll_opening((2, 1))
    game.play("13/11 6/5")                 # typed, or the computer's: the play at once
    assert cues_between(heard, match) == [R, M]
    heard = Heard.of(match)
    game.double()
    game.drop()
    match.new_game()
    match.game.roll_opening((6, 1))
    assert cues_between(heard, match) == [D, E, R]


@pytest.mark.parametrize("cue", list(Cue))
def test_each_sound_is_a_short_soft_wav(cue) -> None:
    with wave.open(io.BytesIO(wav_bytes(cue))) as wav:
        assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, RATE)
        assert 0.05 < wav.getnframes() / RATE < 0.5
    pcm = samples(cue)
    assert 0.2 * 32767 < max(abs(s) for s in pcm) <= 0.34 * 32767
    assert samples(cue) == pcm                               # the same every time
    assert len({bytes(samples(c)) for c in Cue}) == len(Cue)   # each cue its own sound


# ------------------------------------------------------------ in the window

@pytest.fixture
def no_audio(monkeypatch):
    """No audio output, as on this machine, whatever the machine: sounddevice
    cannot be imported (``import`` of a None entry in sys.modules raises
    ImportError)."""
    monkeypatch.setitem(sys.modules, "sounddevice", None)


def _record(window) -> list[str]:
    heard: list[str] = []
    window.sound.played.connect(heard.append)
    return heard


def test_a_game_with_sound_on_and_no_audio_output(make_board, settings, no_audio, caplog, qtbot) -> None:
    caplog.set_level(logging.DEBUG)
    assert settings.get("sound") is True                 # on for a new user
    board = make_board(opening=(2, 1), rolls=[(4, 3)])
    window = board.window
    heard = _record(window)
    news: list[str] = []
    window.session.news.connect(news.append)
    board.roll()
    board.drag(board.checker_at(0, 13), board.point_centre(0, 11))
    board.drag(board.checker_at(0, 6), board.point_centre(0, 5))
    board.click_item(board.scene.dice)                   # Alice ends her turn
    board.click_item(board.scene.cube)                   # Bob doubles
    board.answer("take")
    board.roll()                                         # Bob 4-3
    board.drag(board.checker_at(1, 24), board.point_centre(1, 20))     # hits Alice's blot
    board.drag(board.checker_at(1, 13), board.point_centre(1, 10))
    board.click_item(board.scene.dice)
    assert board.game.position_for(0).player[BAR] == 1
    board.click_item(board.scene.cube)                   # Alice redoubles
    board.answer("drop")
    assert board.game.phase is Phase.OVER
    assert heard == ["roll", "move", "move", "double", "take", "roll", "hit", "move", "double", "game_end"]
    output = window.sound.output
    assert isinstance(output, SoundOutput)
    qtbot.waitUntil(lambda: not output.available, timeout=5000)    # the worker found no output
    board.answer("next_game")
    board.game.dice_source.push_one(5)
    board.game.dice_source.push_one(2)
    board.roll()                                         # cues go on being chosen, none is played
    assert heard[-1] == "roll" and not output.available
    # the player is told once, in the status bar's news (soon replaced by the next news) ...
    qtbot.waitUntil(lambda: "No sound: there is no audio output." in news, timeout=5000)
    assert news.count("No sound: there is no audio output.") == 1
    # ... and Options > Sound says so for the rest of the session, with the reason in its tooltip
    sound = window.option_actions["sound"]
    assert sound in window.options_menu.actions()
    qtbot.waitUntil(lambda: sound.text() == "Sound (no audio output on this computer)", timeout=5000)
    assert "no audio output" in sound.toolTip() and sound.statusTip() == sound.toolTip()
    assert sound.isChecked()                             # the setting itself is kept for the next time
    sound.trigger()                                      # off and on again: it still says so
    assert settings.get("sound") is False
    sound.trigger()
    assert settings.get("sound") is True and sound.text() == "Sound (no audio output on this computer)"
    assert [r for r in caplog.records if r.levelno >= logging.ERROR] == []
    ours = [r for r in caplog.records if r.name == "backgammon_qt.ui.sound"]
    assert len(ours) == 1 and ours[0].levelno == logging.INFO and "no audio output" in ours[0].getMessage()


def test_the_switch_off_plays_nothing_and_is_remembered(make_board, settings, no_audio, qtbot) -> None:
    board = make_board(opening=(2, 1))
    action = board.window.option_actions["sound"]
    assert action.isChecked() and action.menu() is None
    assert action in board.window.options_menu.actions()
    action.trigger()                                     # Options > Sound: off
    assert settings.get("sound") is False and not action.isChecked()
    heard = _record(board.window)
    board.roll()
    board.drag(board.checker_at(0, 13), board.point_centre(0, 11))
    assert heard == [] and board.game.phase is Phase.MOVING
    again = MainWindow(settings=Settings(settings.path), match=seeded_match(("Alice", "Bob"), (2, 1), [], 5, None))
    qtbot.addWidget(again)
    assert not again.option_actions["sound"].isChecked()
    heard_again = _record(again)
    assert again.session.act(MatchController.roll) and heard_again == []
    again.option_actions["sound"].trigger()              # on again: the next move is heard
    assert again.settings.get("sound") is True
    assert again.session.act(MatchController.request_move, 13, 11) and heard_again == ["move"]


def test_an_output_device_that_fails_is_given_up_once_quietly(monkeypatch, caplog, qtbot) -> None:
    """sounddevice loads but the device cannot be opened (PortAudio's
    "Error querying device -1" where there is none): one info line, no
    error, and later cues are not tried."""
    opened: list[int] = []

    class NoDevice:
        def __init__(self, **kwargs) -> None:
            opened.append(kwargs["samplerate"])
            raise RuntimeError("Error querying device -1")

    monkeypatch.setitem(sys.modules, "sounddevice", type(sys)("sounddevice"))
    monkeypatch.setattr(sys.modules["sounddevice"], "RawOutputStream", NoDevice, raising=False)
    caplog.set_level(logging.DEBUG)
    output = SoundOutput()
    output.play(Cue.ROLL)
    qtbot.waitUntil(lambda: not output.available, timeout=5000)
    output.play(Cue.MOVE)
    output.play(Cue.HIT)
    assert opened == [RATE]
    assert [(r.levelno, r.getMessage()) for r in caplog.records if r.name == "backgammon_qt.ui.sound"] == [
        (logging.INFO, "No sound: there is no audio output (Error querying device -1)")]


def test_an_output_plays_each_cue_in_order_as_16_bit_mono(monkeypatch, qtbot) -> None:
    """Where sounddevice has a device: one stream per cue, at RATE Hz,
    mono int16, written the cue's samples, in the order asked."""
    written: list[tuple[dict, bytes]] = []

    class Stream:
        def __init__(self, **kwargs) -> None:
            self.kwargs = kwargs

        def __enter__(self):
            return self

        def __exit__(self, *exc) -> None:
            pass

        def write(self, data: bytes) -> None:
            written.append((self.kwargs, data))

    fake = type(sys)("sounddevice")
    fake.RawOutputStream = Stream  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "sounddevice", fake)
    output = SoundOutput()
    for cue in (Cue.ROLL, Cue.HIT, Cue.GAME_END):
        output.play(cue)
    qtbot.waitUntil(lambda: len(written) == 3, timeout=5000)
    assert [data for _kwargs, data in written] == [samples(c).tobytes() for c in (Cue.ROLL, Cue.HIT, Cue.GAME_END)]
    assert all(kwargs == {"samplerate": RATE, "channels": 1, "dtype": "int16"} for kwargs, _data in written)
    assert output.available
