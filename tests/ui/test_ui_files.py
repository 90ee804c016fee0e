"""Match files in the window: Open (every format), Save and Save as, a refused
file, recent files, a dropped file, ``backgammon-qt FILE``, and stepping
through a loaded match (game list, previous/next move, play on from here).

File dialogs are replaced by monkeypatching ``QFileDialog.getOpenFileName`` /
``getSaveFileName``; message boxes by recording ``QMessageBox.warning``."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from backgammon_qt import __main__ as app_main
from backgammon_qt import io
from backgammon_qt.model.dice import ManualDice, RandomDice
from backgammon_qt.model.game import Phase
from backgammon_qt.model.match import Match
from backgammon_qt.model.rules import RuleOptions

pytestmark = pytest.mark.gui

DATA = Path(__file__).resolve().parents[1] / "data" / "io"
DIALECTS = sorted(p.name for p in DATA.iterdir() if p.name.startswith("dialect_"))


# ---------------------------------------------------------------- helpers
def played_match(seed: int, games: int = 2, extra_actions: int = 9, length: int = 7):
    """A match played through the model with seeded dice (player on roll
    doubles once, at its 6th turn, and the double is taken): ``games - 1``
    finished games and ``extra_actions`` actions of the next.  Returns the
    match and the Position ID after every action: ``ids[(game, k)]`` is the
    board (player on roll's view) after ``k`` actions of ``game``."""
    match = Match(length, RuleOptions.match(), ("Alice", "Bob"), RandomDice(seed))
    ids = {}
    for gi in range(games):
        game = match.new_game()
        ids[(gi, 0)] = game.position.position_id()
        turns = 0
        while game.phase is not Phase.OVER:
            if gi == games - 1 and len(game.record.actions) >= extra_actions:
                break
            if game.phase is Phase.OPENING:
                game.roll_opening()
            elif game.phase is Phase.ROLLING:
                turns += 1
                if turns == 6 and game.can_double():
                    game.double()
                else:
                    game.roll()
            elif game.phase is Phase.DOUBLED:
                game.take()
            elif game.phase is Phase.MOVING:
                game.play(str(min(game.turn.legal_plays, key=str)))
            ids[(gi, len(game.record.actions))] = game.position.position_id()
        if match.is_over:
            break
    return match, ids


def play_turn(controller) -> str:
    """Roll if needed, then play the alphabetically first legal play of the
    turn checker by checker through the controller and confirm it."""
    g = controller.game
    while g.phase in (Phase.OPENING, Phase.ROLLING):
        assert controller.roll()
    assert g.phase is Phase.MOVING
    play = min(g.turn.legal_plays, key=str)
    for move in play.moves:
        assert controller.request_move(move.from_point, move.to_point)
    assert controller.end_turn()
    return str(play)


def actions_of(record) -> list[list]:
    return [list(g.actions) for g in record.games]


@pytest.fixture
def warnings(monkeypatch):
    """Every QMessageBox.warning shown: (title, text); answers Save."""
    shown = []

    def fake(parent, title, text, *args, **kwargs):
        shown.append((title, text))
        return QMessageBox.StandardButton.Save

    monkeypatch.setattr(QMessageBox, "warning", staticmethod(fake))
    return shown


def choose_open(monkeypatch, path) -> list:
    asked = []

    def fake(parent, caption, folder, filters, *args, **kwargs):
        asked.append((caption, folder, filters))
        return str(path), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(fake))
    return asked


def choose_save(monkeypatch, path, chosen_filter="") -> list:
    asked = []

    def fake(parent, caption, folder, filters, *args, **kwargs):
        asked.append((caption, folder, filters))
        return str(path), chosen_filter

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(fake))
    return asked


def test_save_as_starts_in_the_documents_folder_then_in_the_last_files(make_board, monkeypatch, tmp_path) -> None:
    """Not in the app's own folders (the autosave's, its data folder): the
    user's documents folder (the home folder without one), then the folder
    of the last file saved."""
    from backgammon_qt.app import paths

    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    paths.data_dir().mkdir(parents=True, exist_ok=True)      # the app's own folders are there
    paths.state_dir().mkdir(parents=True, exist_ok=True)
    board = make_board()
    files = board.window.files
    asked = choose_save(monkeypatch, "")                    # the dialog is cancelled
    assert not files.save_as()
    assert Path(asked[-1][1]).parent == home                # no documents folder: the home folder
    (home / "Documents").mkdir()
    assert not files.save_as()
    folder = Path(asked[-1][1])
    assert folder.parent == home / "Documents" and folder.name == board.window.session.suggested_name()
    elsewhere = tmp_path / "matches"
    elsewhere.mkdir()
    choose_save(monkeypatch, elsewhere / "m.bgqt")
    assert files.save_as()
    monkeypatch.setattr(board.window.session, "path", None)     # as for a new match: a name is asked
    asked = choose_save(monkeypatch, "")
    assert not files.save_as()
    assert Path(asked[-1][1]).parent == elsewhere           # the last file saved's folder


def test_save_as_of_an_opened_file_starts_at_it_and_of_a_new_match_where_the_last_save_went(
        make_board, monkeypatch, warnings, tmp_path) -> None:
    """Save as of a match opened from a file proposes that file's folder and
    name (as gnubg); Save as of a new match the folder last saved to (else
    the documents folder), never a folder only opened from (someone else's
    matches). Open starts where the last file was opened or saved."""
    home = tmp_path / "home"
    (home / "Documents").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    theirs = tmp_path / "theirs"
    theirs.mkdir()
    shutil.copy(DATA / "dialect_gnubg.mat", theirs / "their.mat")
    board = make_board()
    window = board.window
    open_via_menu(board, monkeypatch, theirs / "their.mat")
    asked = choose_save(monkeypatch, "")                     # (the dialog is cancelled)
    assert not window.files.save_as()
    assert Path(asked[-1][1]) == theirs / "their.bgqt"       # the opened file's folder and name
    window.session.new_match(window.session.last_setup())
    assert not window.files.save_as()
    assert Path(asked[-1][1]).parent == home / "Documents"   # not the folder only opened from
    opened = choose_open(monkeypatch, "")
    window.files.open_dialog()
    assert Path(opened[-1][1]) == theirs                     # Open: where the last file was opened
    mine = tmp_path / "mine"
    mine.mkdir()
    choose_save(monkeypatch, mine / "m.bgqt")
    assert window.files.save_as()
    open_via_menu(board, monkeypatch, theirs / "their.mat")  # opened again, after the save
    window.session.new_match(window.session.last_setup())
    asked = choose_save(monkeypatch, "")
    assert not window.files.save_as()
    assert Path(asked[-1][1]).parent == mine                 # the last folder saved to


def open_via_menu(board, monkeypatch, path) -> None:
    choose_open(monkeypatch, path)
    with board.qtbot.waitSignals([board.window.files.loaded], timeout=10000):
        board.window.files.open_action.trigger()


# ---------------------------------------------------------------- opening
@pytest.mark.parametrize("name", DIALECTS)
def test_open_each_format_from_the_menu(make_board, monkeypatch, warnings, name) -> None:
    board = make_board()
    window = board.window
    old = window.controller
    choose_open(monkeypatch, DATA / name)
    with board.qtbot.waitSignal(window.files.loaded, timeout=10000) as blocker:
        window.files.open_action.trigger()
        assert window.files.busy            # loading runs off the GUI thread
    assert blocker.args == [str(DATA / name)]
    assert not window.files.busy and QApplication.overrideCursor() is None
    expected = io.load(DATA / name)
    live = window.controller.match.to_record()
    assert window.controller is not old
    assert live.players == expected.players and live.match_length == expected.match_length
    assert actions_of(live) == actions_of(expected)
    assert window.controller.match.score == (0, 2)          # Bob wins 2 points (tests/data/io/README.md)
    assert window.windowTitle().startswith(name)
    assert window.browser.dock.isVisible() and window.browser.tree.topLevelItemCount() == 1
    assert name in window.news_label.text() and not warnings


def test_open_shortcut_and_menus(make_board) -> None:
    w = make_board().window
    assert w.files.open_action.shortcut().toString() == "Ctrl+O"
    assert w.files.save_action.shortcut().toString() == "Ctrl+S"
    assert w.files.save_as_action.shortcut().toString() == "Ctrl+Shift+S"
    game_menu = w.menuBar().actions()[0].menu()
    texts = [a.text().replace("&", "") for a in game_menu.actions()]
    assert texts[:5] == ["New match...", "Open...", "Open recent", "Save", "Save as..."]
    menus = [a.text().replace("&", "") for a in w.menuBar().actions()]
    assert "Go" in menus


def test_a_corrupt_file_is_refused_and_the_match_stays(make_board, monkeypatch, warnings, tmp_path) -> None:
    board = make_board(opening=(3, 1), rolls=[(6, 4)])
    window = board.window
    play_turn(window.controller)               # Alice plays her opening 3-1
    window.controller.roll()                   # Bob rolls 6-4 ...
    window.controller.request_move(24, 18)     # ... and has moved one checker
    controller = window.controller
    before_record = controller.match.to_record()
    before_id, before_match_id = controller.position_id(), controller.match_id()
    title_before = window.windowTitle()
    bad = tmp_path / "broken.mat"
    text = (DATA / "dialect_gnubg.mat").read_text(encoding="utf-8")
    bad.write_text(text.replace("52: 13/8 8/6", "52: 13/4 8/6"), encoding="utf-8")     # 13/4 is not a 5 or a 2
    assert text != bad.read_text(encoding="utf-8")
    choose_open(monkeypatch, bad)
    with board.qtbot.waitSignal(window.files.load_failed, timeout=10000) as blocker:
        window.files.open_action.trigger()
    assert len(warnings) == 1
    title, message = warnings[0]
    assert title == "Open match" and "broken.mat" in message and "game 1" in message and "13/4" in message
    assert message == blocker.args[0]
    # nothing of the match in the window changed
    assert window.controller is controller
    assert controller.position_id() == before_id and controller.match_id() == before_match_id
    after = controller.match.to_record()
    assert actions_of(after) == actions_of(before_record) and after.turn_moves == [(24, 18)]
    assert window.windowTitle() == title_before and QApplication.overrideCursor() is None


@pytest.mark.parametrize("content, reason", [
    (b"", "empty"),
    (b"\x00\x01\x02binary", "binary"),
    (b"just some words\n", "not a backgammon match file"),
])
def test_files_that_are_not_matches_are_named_with_the_reason(make_board, monkeypatch, warnings, tmp_path,
                                                              content, reason) -> None:
    board = make_board()
    controller = board.window.controller
    bad = tmp_path / "notamatch.txt"
    bad.write_bytes(content)
    choose_open(monkeypatch, bad)
    with board.qtbot.waitSignal(board.window.files.load_failed, timeout=10000):
        board.window.files.open_action.trigger()
    assert len(warnings) == 1 and "notamatch.txt" in warnings[0][1] and reason in warnings[0][1]
    assert board.window.controller is controller


def test_open_dialog_cancelled_does_nothing(make_board, monkeypatch) -> None:
    board = make_board()
    controller = board.window.controller
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: ("", "")))
    board.window.files.open_action.trigger()
    assert not board.window.files.busy and board.window.controller is controller


# ---------------------------------------------------------------- saving
def test_save_as_native_then_save_and_open_again(make_board, monkeypatch, warnings, tmp_path) -> None:
    board = make_board(opening=(5, 2), rolls=[(6, 6), (4, 3)])
    window = board.window
    files = window.files
    play_turn(window.controller)
    play_turn(window.controller)
    asked = choose_save(monkeypatch, tmp_path / "first", "backgammon-qt match (*.bgqt)")
    with board.qtbot.waitSignal(files.saved, timeout=5000) as blocker:
        files.save_action.trigger()            # no file yet: Save asks for one
    target = tmp_path / "first.bgqt"           # the extension of the chosen type is added
    assert blocker.args == [str(target)] and target.is_file() and len(asked) == 1
    assert "*.bgqt" in asked[0][2] and "*.mat" in asked[0][2] and "*.sgf" in asked[0][2]
    assert window.windowTitle().startswith("first.bgqt") and not warnings
    assert actions_of(io.load(target)) == actions_of(window.controller.match.to_record())

    # a move of the next turn, then Ctrl+S writes the same file without asking
    window.controller.roll()
    first = min(window.controller.game.turn.legal_plays, key=str).moves[0]
    window.controller.request_move(first.from_point, first.to_point)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: pytest.fail("asked")))
    QTest.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    saved = io.load(target)
    live = window.controller.match.to_record()
    assert actions_of(saved) == actions_of(live) and saved.turn_moves == [(first.from_point, first.to_point)]
    assert saved.orientations == ("right", "right") and saved.clock_banks is None

    # the saved file opens in a fresh window as the same match, the turn in progress included
    other = make_board()
    open_via_menu(other, monkeypatch, target)
    reopened = other.window.controller
    assert reopened.position_id() == window.controller.position_id()
    assert reopened.match_id() == window.controller.match_id()
    assert reopened.game.turn.moves == window.controller.game.turn.moves


@pytest.mark.parametrize("ext, label", [(".mat", "Jellyfish match text (*.mat)"), (".sgf", "gnubg SGF (*.sgf)")])
def test_save_as_mat_or_sgf_warns_what_is_lost(make_board, monkeypatch, warnings, tmp_path, ext, label) -> None:
    board = make_board(opening=(6, 1), rolls=[(5, 5), (2, 1)])
    window = board.window
    for _ in range(3):
        play_turn(window.controller)
    choose_save(monkeypatch, tmp_path / "exported", label)
    assert window.files.save_as()
    target = tmp_path / f"exported{ext}"
    assert target.is_file()
    assert len(warnings) == 1 and "turn in progress" in warnings[0][1] and f"exported{ext}" in warnings[0][1]
    assert actions_of(io.load(target)) == actions_of(window.controller.match.to_record())
    # Save on a .mat/.sgf file asks again (a native name is suggested)
    asked = choose_save(monkeypatch, tmp_path / "native.bgqt")
    assert window.files.save()
    assert asked and asked[0][1].endswith("exported.bgqt") and (tmp_path / "native.bgqt").is_file()


@pytest.mark.parametrize("ext, lost", [(".mat", True), (".sgf", False)])
def test_the_warning_says_an_analysis_is_lost_where_it_is(make_board, monkeypatch, warnings, tmp_path, ext,
                                                          lost) -> None:
    """An analysed match: .mat has no place for the analysis (the warning
    says so), .sgf keeps it as gnubg's analysis properties (not said)."""
    from backgammon_qt.engine.analysis import MatchAnalysis

    board = make_board(opening=(6, 1), rolls=[(5, 5)])
    window = board.window
    play_turn(window.controller)
    window.session.analysis = MatchAnalysis("expert", games=(0,))        # (an analysis with no decision)
    choose_save(monkeypatch, tmp_path / f"analysed{ext}")
    assert window.files.save_as() and (tmp_path / f"analysed{ext}").is_file()
    assert len(warnings) == 1 and ("analysis of this match will not be" in warnings[0][1]) is lost


def test_save_as_cancelled_at_the_warning_writes_nothing(make_board, monkeypatch, tmp_path) -> None:
    board = make_board()
    choose_save(monkeypatch, tmp_path / "x.mat")
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a, **k: QMessageBox.StandardButton.Cancel))
    assert not board.window.files.save_as()
    assert not (tmp_path / "x.mat").exists() and board.window.files.path is None


def test_a_failed_save_is_shown(make_board, monkeypatch, warnings, tmp_path) -> None:
    board = make_board()
    blocker = tmp_path / "a_file"
    blocker.write_text("x")
    assert not board.window.files.save_to(blocker / "inside.bgqt")     # a file where a folder should be
    assert len(warnings) == 1 and "could not be saved" in warnings[0][1]


# ---------------------------------------------------------------- recent files, drops, command line
def test_recent_files_newest_first_reopen_and_clear(make_board, monkeypatch, warnings, tmp_path) -> None:
    board = make_board()
    files = board.window.files
    a, b = tmp_path / "a.mat", tmp_path / "b.sgf"
    shutil.copy(DATA / "dialect_gnubg.mat", a)
    shutil.copy(DATA / "dialect_gnubg.sgf", b)
    open_via_menu(board, monkeypatch, a)
    open_via_menu(board, monkeypatch, b)
    assert files.recent.files() == [str(b), str(a)]
    files.recent_menu.aboutToShow.emit()
    entries = [act for act in files.recent_menu.actions() if act.data()]
    assert [act.data() for act in entries] == [str(b), str(a)]
    assert entries[0].text().endswith("b.sgf")
    with board.qtbot.waitSignal(files.loaded, timeout=10000) as blocker:
        entries[1].trigger()
    assert blocker.args == [str(a)] and files.recent.files() == [str(a), str(b)]
    # the list is kept in the state folder, for the next run
    from backgammon_qt.controller.filing.files import RecentFiles
    assert RecentFiles().files() == [str(a), str(b)]
    # a recent file that has gone is reported and taken off the list
    b.unlink()
    with board.qtbot.waitSignal(files.load_failed, timeout=10000):
        files.open_path(b)
    assert "b.sgf" in warnings[-1][1] and "no such file" in warnings[-1][1]
    assert files.recent.files() == [str(a)]
    files.clear_recent_action.trigger()
    assert files.recent.files() == []
    assert not files.clear_recent_action.isEnabled()


def _mime(path) -> QMimeData:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    return mime


def test_a_file_dropped_on_the_window_opens(make_board, tmp_path) -> None:
    board = make_board()
    window = board.window
    mime = _mime(DATA / "dialect_xg.txt")
    pos = QPointF(window.width() / 2, window.height() / 2)
    enter = QDragEnterEvent(pos.toPoint(), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, enter)
    assert enter.isAccepted()
    other = tmp_path / "picture.png"
    other.write_bytes(b"\x89PNG")
    other_mime = _mime(other)        # the event does not own its data: keep it alive
    refused = QDragEnterEvent(pos.toPoint(), Qt.DropAction.CopyAction, other_mime, Qt.MouseButton.LeftButton,
                              Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, refused)
    assert not refused.isAccepted()
    drop = QDropEvent(pos, Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    with board.qtbot.waitSignal(window.files.loaded, timeout=10000) as blocker:
        QApplication.sendEvent(window, drop)
    assert blocker.args == [str(DATA / "dialect_xg.txt")]
    assert actions_of(window.controller.match.to_record()) == actions_of(io.load(DATA / "dialect_xg.txt"))


def test_the_command_line_opens_a_file(qtbot, monkeypatch) -> None:
    from helpers.board import windows_made_by_main

    made = windows_made_by_main(qtbot, monkeypatch)
    assert app_main.main([str(DATA / "dialect_gnubg.sgf")]) == 0
    window = made[0]
    qtbot.waitUntil(lambda: window.files.path is not None, timeout=10000)
    assert window.files.path == str(DATA / "dialect_gnubg.sgf")
    assert actions_of(window.controller.match.to_record()) == actions_of(io.load(DATA / "dialect_gnubg.sgf"))


# ---------------------------------------------------------------- stepping through a loaded match
@pytest.fixture
def loaded(make_board, monkeypatch, tmp_path):
    """A window on a saved two-game match (the second game unfinished),
    opened from its file; returns (board, match, ids)."""
    match, ids = played_match(seed=7)
    assert len(match.games) == 2 and match.games[0].outcome is not None
    path = tmp_path / "two-games.bgqt"
    io.save(match.to_record(), path)
    board = make_board()
    open_via_menu(board, monkeypatch, path)
    return board, match, ids


def test_stepping_back_and_forth_shows_each_position(loaded) -> None:
    board, match, ids = loaded
    window, browser = board.window, board.window.browser
    first, second = (len(g.record.actions) for g in match.games)
    assert browser.live_end() == (1, second) and not browser.reviewing
    assert browser.tree.topLevelItemCount() == 2
    assert browser.tree.topLevelItem(0).childCount() == 0     # made when game 1 is opened in the list
    assert browser.tree.topLevelItem(1).childCount() == second
    browser.tree.topLevelItem(0).setExpanded(True)
    assert browser.tree.topLevelItem(0).childCount() == first
    live_id = window.controller.position_id()
    assert live_id == ids[(1, second)]

    # Page Up steps back through the second game into the end of the first
    expected = [(1, k) for k in range(second - 1, -1, -1)] + [(0, first), (0, first - 1)]
    for where in expected:
        QTest.keyClick(window, Qt.Key.Key_PageUp)
        assert browser.cursor == where
        assert browser.position_id() == ids[where]
        assert window.view.scene() is browser.scene
        shown = browser.scene.state.position
        assert ids[where] in (shown.position_id(), shown.swapped().position_id())   # player 0's view
    # the live match is untouched, and the board is read-only while reviewing
    assert window.controller.position_id() == live_id
    assert browser.scene.state.mover is None and browser.scene.state.roll_side is None
    window.roll_action.trigger()
    assert actions_of(window.controller.match.to_record()) == actions_of(match.to_record())

    # forward again with the action and Ctrl+Right, to the live end
    window.browser.next_action.trigger()
    assert browser.cursor == (0, first) and browser.position_id() == ids[(0, first)]
    QTest.keyClick(window, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert browser.cursor == (1, 0) and browser.position_id() == ids[(1, 0)]
    for k in range(1, second):
        QTest.keyClick(window, Qt.Key.Key_PageDown)
        assert browser.cursor == (1, k) and browser.position_id() == ids[(1, k)]
    QTest.keyClick(window, Qt.Key.Key_PageDown)
    assert not browser.reviewing and window.view.scene() is window.scene
    assert browser.position_id() == live_id


def test_choosing_rows_and_games_in_the_list(loaded) -> None:
    board, match, ids = loaded
    browser = board.window.browser
    tree = browser.tree
    actions = match.games[0].record.actions
    index = next(i for i in range(4, len(actions)) if actions[i].kind == "move")
    tree.topLevelItem(0).setExpanded(True)           # an earlier game's rows are made when it is opened
    row = tree.topLevelItem(0).child(index)          # after that move of game 1
    tree.setCurrentItem(row)
    assert browser.cursor == (0, index + 1) and browser.position_id() == ids[(0, index + 1)]
    assert row.text(0) == str(index + 1)
    assert row.text(1) == match.players[actions[index].player] and row.text(2) == actions[index].play
    roll = tree.topLevelItem(0).child(index - 1)
    d1, d2 = actions[index - 1].dice
    assert row.text(1) == roll.text(1) and roll.text(2) == f"Rolls {d1}-{d2}"
    tree.setCurrentItem(tree.topLevelItem(1))        # a game row: its start
    assert browser.cursor == (1, 0)
    board.window.browser.prev_game_action.trigger()
    assert browser.cursor == (0, 0) and browser.position_id() == ids[(0, 0)]
    QTest.keyClick(board.window, Qt.Key.Key_PageDown, Qt.KeyboardModifier.ControlModifier)
    assert browser.cursor == (1, 0)
    QTest.keyClick(board.window, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    assert not browser.reviewing
    assert "Game 1: 0\u20130" in tree.topLevelItem(0).text(0) and "wins" in tree.topLevelItem(0).text(0)


def test_previous_and_next_game_are_enabled_where_they_go_somewhere(loaded, make_board) -> None:
    board, _match, _ids = loaded
    browser = board.window.browser
    prev_game, next_game = browser.prev_game_action, browser.next_game_action
    assert prev_game.isEnabled() and not next_game.isEnabled()       # the live match: game 2, the last
    browser.go_to(1, 3)
    assert prev_game.isEnabled() and not next_game.isEnabled()       # still the last game
    browser.go_to(0, 2)
    assert not prev_game.isEnabled() and next_game.isEnabled()       # game 1: no game before it
    next_game.trigger()
    assert browser.cursor == (1, 0) and prev_game.isEnabled() and not next_game.isEnabled()
    prev_game.trigger()
    assert browser.cursor == (0, 0) and not prev_game.isEnabled()
    one = make_board(opening=(3, 1))                                 # a match of one game
    one.window.controller.roll()
    assert not one.window.browser.prev_game_action.isEnabled()
    assert not one.window.browser.next_game_action.isEnabled()


def test_play_on_from_a_middle_position(loaded) -> None:
    board, match, ids = loaded
    window, browser = board.window, board.window.browser
    # a position in the middle of the first game, after a move (the next player to roll)
    full = match.games[0].record.actions
    gi, k = 0, next(i + 1 for i in range(6, len(full)) if full[i].kind == "move")
    assert k < len(full) - 4
    browser.go_to(gi, k)
    assert browser.reviewing and browser.play_on_action.isEnabled()
    path = window.files.path
    browser.play_on_action.trigger()
    assert not browser.reviewing and window.view.scene() is window.scene
    live = window.controller.match
    assert len(live.games) == 1 and list(live.games[0].record.actions) == list(full[:k])
    assert window.controller.position_id() == ids[(gi, k)]
    assert window.files.path == path                  # still the same document
    assert browser.tree.topLevelItemCount() == 1 and browser.tree.topLevelItem(0).childCount() == k
    # and the game goes on from there in the window
    game = live.game
    assert game.phase is Phase.ROLLING
    game.dice_source = ManualDice([(2, 1), (3, 1), (4, 1)])
    play_turn(window.controller)
    assert len(live.games[0].record.actions) > k
    assert list(live.games[0].record.actions)[:k] == list(full[:k])
    assert browser.tree.topLevelItem(0).childCount() == len(live.games[0].record.actions)


def test_play_on_from_the_end_of_an_unfinished_match(loaded) -> None:
    board, _match, _ids = loaded
    window = board.window
    assert not window.browser.play_on_action.isEnabled()   # the end is the match itself
    before = len(window.controller.game.record.actions)
    window.controller.game.dice_source = ManualDice([(6, 5), (4, 2), (3, 1)])
    play_turn(window.controller)
    assert len(window.controller.game.record.actions) > before
    assert window.browser.tree.topLevelItem(1).childCount() == len(window.controller.game.record.actions)


def test_the_game_list_tells_a_dance_from_a_resignation_after_the_roll() -> None:
    """A roll with no play after it is a dance ("no move") only when the
    roller did not resign before moving (XG writes such rolls as ``???``)."""
    from backgammon_qt.controller.presentation import action_text
    from backgammon_qt.model.record import Action, GameRecord

    game = GameRecord(actions=[Action("opening", 0, (3, 1)), Action("move", 0, play="8/5 6/5"),
                               Action("roll", 1, (6, 6)), Action("roll", 0, (5, 3)),
                               Action("resign", 0, value=1), Action("accept", 1)])
    assert action_text(game, 2) == "Rolls 6-6: no move"
    assert action_text(game, 3) == "Rolls 5-3"


# ---------------------------------------------------------------- a set-up position
def test_a_set_up_position_opens_steps_plays_on_saves_and_autosaves(make_board, monkeypatch, warnings, tmp_path,
                                                                   shared_dir) -> None:
    """GNU Gibbon's edited.sgf: Joe Black (White, player 0) to play 5-3 at 6-3
    in a 7-point match, post-Crawford, cube 2 on his side (FORMATS.md 2)."""
    from backgammon_qt.model.record_copies import RecordSnapshots

    source = shared_dir / "testdata" / "matches" / "gibbon" / "edited.sgf"
    board = make_board()
    window = board.window
    open_via_menu(board, monkeypatch, source)
    c = window.controller
    assert c.match.score == (6, 3) and c.game.phase is Phase.MOVING and c.game.dice == (5, 3)
    assert c.game.cube_value == 2 and c.game.cube_owner == 0 and not c.game.crawford
    assert "Joe Black to play 5-3" in window.status_label.text()
    assert board.scene.panels[0].score_text == "score 6 \u00b7 1-away"           # a 7-point match
    assert board.scene.panels[1].score_text == "score 3 \u00b7 4-away"
    start_id = c.position_id()
    # play on: 13/8 13/10, then Black's turn
    board.drag(board.checker_at(0, 13), board.point_centre(0, 8))
    board.drag(board.checker_at(0, 13), board.point_centre(0, 10))
    window.end_turn_action.trigger()
    assert c.game.on_roll == 1 and c.game.phase is Phase.ROLLING
    # the game list starts at the set-up, not at an opening roll
    window.browser.go_to(0, 0)
    assert window.browser.reviewing and window.browser.position_id() == start_id
    window.browser.show_live()
    # autosave keeps the set-up: the saved session replays to the same state
    again = Match.replay(io.native.loads(io.native.dumps(RecordSnapshots().record(c.match))))
    assert again.match_id() == c.match_id() and again.games[0].record.setup == c.game.record.setup
    # Save as .bgqt, open it in another window: the same match
    choose_save(monkeypatch, tmp_path / "edited.bgqt", "backgammon-qt match (*.bgqt)")
    with board.qtbot.waitSignal(window.files.saved, timeout=5000):
        window.files.save_as_action.trigger()
    other = make_board()
    open_via_menu(other, monkeypatch, tmp_path / "edited.bgqt")
    assert other.window.controller.match_id() == c.match_id()
    assert other.window.controller.position_id() == c.position_id()
    # and play on from the set-up itself, from the game list
    window.browser.go_to(0, 0)
    window.browser.play_on_action.trigger()
    assert not window.browser.reviewing
    live = window.controller
    assert live.position_id() == start_id and live.game.dice == (5, 3) and live.match.score == (6, 3)
    assert not warnings


def test_a_save_as_mat_that_will_be_refused_is_refused_at_once(make_board, monkeypatch, warnings, tmp_path,
                                                               shared_dir) -> None:
    """A match from a set-up position (GNU Gibbon's edited.sgf) saved as .mat:
    one warning, the refusal with its reason, and no "Save anyway?" first
    (a .mat file cannot hold a set-up position, FORMATS.md 1); nothing is
    written and the match keeps its file.  As .sgf it is saved after the
    warning of what is left out."""
    source = shared_dir / "testdata" / "matches" / "gibbon" / "edited.sgf"
    board = make_board()
    window = board.window
    open_via_menu(board, monkeypatch, source)
    choose_save(monkeypatch, tmp_path / "won", "Jellyfish match text (*.mat)")
    window.files.save_as_action.trigger()                # the menu entry, as the player chose it
    assert not (tmp_path / "won.mat").exists()
    assert len(warnings) == 1
    _title, text = warnings[0]
    assert "cannot be saved as won.mat" in text and "set-up position" in text
    assert "anyway" not in text and "A .mat file keeps" not in text
    assert window.files.path == str(source)
    choose_save(monkeypatch, tmp_path / "kept.sgf")
    assert window.files.save_as() and (tmp_path / "kept.sgf").is_file()
    assert len(warnings) == 2 and "An SGF file keeps" in warnings[1][1] and "anyway" in warnings[1][1]


@pytest.mark.parametrize("text", ["4HPwATDgc/ABMA:cAkAAAAAAAAA", "4HPwATDgc/ABMA"])
def test_the_readme_s_pasted_starting_position_saves_as_mat(make_board, monkeypatch, warnings, tmp_path,
                                                            qtbot, text: str) -> None:
    """The fresh player's report: the README's example IDs (the starting
    position) pasted with Edit > Paste position, then Save as .mat, were
    refused as "a set-up position, which a .mat file cannot hold".  The
    game is an ordinary one: the file is written (after the usual warning
    of what .mat leaves out) and reads back with the same games and score."""
    from PySide6.QtGui import QGuiApplication

    board = make_board()
    window = board.window
    window.positions.ask = False
    monkeypatch.setattr(window, "confirm_discard", lambda *_a: True)
    QGuiApplication.clipboard().setText(text)
    with qtbot.waitSignal(window.positions.started):
        window.positions.paste_action.trigger()
    record = window.controller.match.to_record()
    assert record.games[0].setup is not None
    choose_save(monkeypatch, tmp_path / "start", "Jellyfish match text (*.mat)")
    window.files.save_as_action.trigger()
    assert (tmp_path / "start.mat").is_file(), warnings
    assert not any("set-up position" in t for _title, t in warnings)
    back = io.load(tmp_path / "start.mat")
    assert back.match_length == record.match_length and len(back.games) == len(record.games)
    assert back.games[0].score_before == record.games[0].score_before and back.games[0].setup is None
    assert Match.replay(back).score == window.controller.match.score
