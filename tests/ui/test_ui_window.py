"""The window around the board: scaling, menus, dialogs, settings and paths."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QDialog

from backgammon_qt.app import paths
from backgammon_qt.app.settings import SETTINGS, Settings
from backgammon_qt.controller.match import MatchSetup
from backgammon_qt.model.rules import PRESETS, RuleOptions
from backgammon_qt.ui.dialogs import NewMatchDialog, RulesDialog

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (2560, 1440)])
def test_the_board_keeps_its_aspect_and_fills_the_view(make_board, size) -> None:
    board = make_board(size=size)
    board.qtbot.waitUntil(lambda: board.window.width() == size[0], timeout=2000)
    view, scene = board.view, board.scene
    shown = view.mapFromScene(scene.sceneRect()).boundingRect()
    vp = view.viewport().rect()
    assert vp.contains(shown.adjusted(1, 1, -1, -1))
    # one side touches the viewport's edges (fit), the aspect is the scene's
    fills_width = shown.width() >= vp.width() - 6
    fills_height = shown.height() >= vp.height() - 6
    assert fills_width or fills_height
    t = view.transform()
    assert t.m11() == pytest.approx(t.m22())
    assert not view.horizontalScrollBar().isVisible() and not view.verticalScrollBar().isVisible()


def test_window_title_menus_and_standard_shortcuts(make_board) -> None:
    w = make_board().window
    assert w.windowTitle() == "Alice \u2013 Bob, match to 5 \u2014 backgammon-qt"   # the match on the board
    menus = [a.text().replace("&", "") for a in w.menuBar().actions()]
    assert menus[:3] == ["Game", "Edit", "View"] and menus[-1] == "Help"
    assert w.undo_action.shortcut().toString() == "Ctrl+Z"
    assert w.new_match_action.shortcut().toString() == "Ctrl+N"
    assert w.quit_action.shortcut().toString() == "Ctrl+Q"
    assert w.orientation_action.isCheckable()


def test_status_bar_says_what_to_do_next(make_board) -> None:
    board = make_board(opening=(3, 1))
    assert "Roll" in board.window.status_label.text()
    board.roll()
    assert "Alice to play 3-1" in board.window.status_label.text()


def test_new_match_dialog_presets_and_result(qtbot) -> None:
    dialog = NewMatchDialog(MatchSetup(("Ann", "Ben"), 7, "match", PRESETS["match"]))
    qtbot.addWidget(dialog)
    assert dialog.length.value() == 7 and dialog.length.maximum() == 25
    dialog.preset.setCurrentIndex(dialog.preset.findData("timed"))
    setup = dialog.setup()
    assert setup.rules == RuleOptions.timed_preset() and setup.length == 7
    dialog.preset.setCurrentIndex(dialog.preset.findData("money"))
    assert dialog.length.value() == 0 and dialog.length.text() == "Money game"
    dialog.option_widgets["beavers"].setChecked(False)
    dialog.names[1].setText("  ")
    setup = dialog.setup()
    assert setup.players == ("Ann", "Player 2") and setup.length == 0 and setup.preset == "money"
    assert setup.rules == RuleOptions(jacoby=True, beavers=False)


def test_the_match_length_says_point_or_points_as_it_changes(qtbot) -> None:
    """The spin box's unit follows its value in the plural form of the count
    (a fresh player saw "1 points"): typed and stepped with the keys."""
    from PySide6.QtCore import Qt

    dialog = NewMatchDialog(MatchSetup(("Ann", "Ben"), 1, "match", PRESETS["match"]))
    qtbot.addWidget(dialog)
    assert dialog.length.text() == "1 point"
    dialog.length.setFocus()
    qtbot.keyClick(dialog.length, Qt.Key.Key_Up)
    assert dialog.length.value() == 2 and dialog.length.text() == "2 points"
    qtbot.keyClick(dialog.length, Qt.Key.Key_Down)
    assert dialog.length.text() == "1 point"
    dialog.length.lineEdit().selectAll()
    qtbot.keyClicks(dialog.length, "11")
    assert dialog.length.value() == 11 and dialog.length.text() == "11 points"


def test_a_one_point_match_greys_the_crawford_rule_and_the_cube_limit(qtbot) -> None:
    """RULES.md "Doubling cube": a 1-point match has no Crawford game and
    its cube is dead (nobody doubles), so neither option applies there."""
    dialog = NewMatchDialog(MatchSetup(("Ann", "Ben"), 5, "match", PRESETS["match"]))
    qtbot.addWidget(dialog)
    crawford, cap = dialog.option_widgets["crawford"], dialog.option_widgets["cube_cap"]
    assert crawford.isEnabled() and cap.isEnabled()
    dialog.length.setValue(1)
    assert not crawford.isEnabled() and not cap.isEnabled()
    dialog.length.setValue(2)
    assert crawford.isEnabled() and cap.isEnabled()


@pytest.mark.parametrize("ticked", [True, False])
def test_a_one_point_match_unticks_the_crawford_rule_and_gives_the_choice_back(qtbot, ticked) -> None:
    """The fresh player's shot 37: at length 1 "Crawford rule" was greyed
    but still ticked.  It is unticked while greyed (a 1-point match has no
    Crawford game, RULES.md "Doubling cube"), and the player's own tick or
    no tick comes back when the length goes up again, by the keys as a
    player changes it."""
    dialog = NewMatchDialog(MatchSetup(("Ann", "Ben"), 2, "match", PRESETS["match"]))
    qtbot.addWidget(dialog)
    crawford = dialog.option_widgets["crawford"]
    crawford.setChecked(ticked)
    qtbot.keyClick(dialog.length, Qt.Key.Key_Down)
    assert dialog.length.value() == 1
    assert not crawford.isEnabled() and not crawford.isChecked() and not dialog.rules().crawford
    qtbot.keyClick(dialog.length, Qt.Key.Key_Up)
    assert dialog.length.value() == 2 and crawford.isEnabled()
    assert crawford.isChecked() is ticked and dialog.rules().crawford is ticked


def test_a_one_point_match_opened_unticks_the_crawford_rule(qtbot) -> None:
    dialog = NewMatchDialog(MatchSetup(("Ann", "Ben"), 1, "match", PRESETS["match"]))
    qtbot.addWidget(dialog)
    crawford = dialog.option_widgets["crawford"]
    assert not crawford.isEnabled() and not crawford.isChecked()
    dialog.length.setValue(7)
    assert crawford.isChecked()                         # the preset's Crawford rule


def test_two_players_with_one_name_are_told_apart(qtbot) -> None:
    from backgammon_qt.app.settings import HUMAN

    dialog = NewMatchDialog(MatchSetup(("Player 1", "Computer"), 5, "match", PRESETS["match"], (HUMAN, "expert")))
    qtbot.addWidget(dialog)
    dialog.seats[0].set_seat("beginner")          # computer against computer: both default to "Computer"
    assert dialog.names[0].text() == dialog.names[1].text() == "Computer"
    assert dialog.setup().players == ("Computer 1", "Computer 2")
    dialog.names[0].setText("Ann")
    dialog.names[1].setText("ann ")
    assert dialog.setup().players == ("Ann 1", "ann 2")
    dialog.names[1].setText("Ben")
    assert dialog.setup().players == ("Ann", "Ben")


def test_new_match_dialog_refuses_a_bad_cube_limit(qtbot, monkeypatch) -> None:
    dialog = NewMatchDialog(MatchSetup(("A", "B"), 5, "match", PRESETS["match"]))
    qtbot.addWidget(dialog)
    dialog.option_widgets["cube_cap"].setValue(3)
    warnings = []
    monkeypatch.setattr("backgammon_qt.ui.dialogs.QMessageBox.warning", lambda *a: warnings.append(a[2]))
    dialog.accept()
    assert warnings and "power of two" in warnings[0]
    assert dialog.result() != QDialog.DialogCode.Accepted


def test_a_new_match_from_the_dialog_replaces_the_board(make_board, settings, monkeypatch) -> None:
    board = make_board()
    old = board.controller

    def fake_exec(dialog) -> int:
        dialog.names[0].setText("Carla")
        dialog.length.setValue(11)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewMatchDialog, "exec", fake_exec)
    board.window.new_match_action.trigger()
    assert board.controller is not old
    assert board.controller.match.players[0] == "Carla" and board.controller.match.length == 11
    assert settings.get("player_0_name") == "Carla" and settings.get("match_length") == 11
    assert board.scene.panels[0].name == "Carla"


def test_rule_options_changed_in_the_dialog_are_remembered(make_board, settings, monkeypatch) -> None:
    board = make_board()

    def fake_exec(dialog) -> int:
        dialog.preset.setCurrentIndex(dialog.preset.findData("money"))
        dialog.option_widgets["beavers"].setChecked(False)
        dialog.option_widgets["cube_cap"].setValue(16)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewMatchDialog, "exec", fake_exec)
    board.window.new_match_action.trigger()
    chosen = RuleOptions(jacoby=True, beavers=False, cube_cap=16)
    assert board.controller.match.rules == chosen.for_match(0)
    # the next new match starts from the same options, not the preset's
    setup = board.window.last_setup()
    assert setup.preset == "money" and setup.rules == chosen
    dialog = NewMatchDialog(setup, board.window)
    board.qtbot.addWidget(dialog)
    assert dialog.rules() == chosen
    # options stored by another version that no longer read: the preset's
    settings.set("rule_options", '{"no_such_rule": true}')
    assert board.window.last_setup().rules == PRESETS["money"]


def test_rules_are_shown_from_the_shipped_resource(qtbot) -> None:
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    assert "Crawford rule" in text and "Bearing off" in text and "Playing with the mouse" in text
    assert paths.read_resource_text("how-to-play.md").startswith("# How to play backgammon")
    # written for players: no developers' wording from the rule reference (RULES.md)
    lowered = text.casefold()
    for wording in ("the app must", "must implement", "sheet", "project"):
        assert wording not in lowered, wording


def test_settings_are_declared_once_and_stored(tmp_path) -> None:
    names = [s.name for s in SETTINGS]
    assert len(names) == len(set(names))
    s = Settings(tmp_path / "a.ini")
    assert s.get("orientation") == "right" and s.get("animation_speed") == 2
    seen = []
    s.changed.connect(lambda name, value: seen.append((name, value)))
    s.set("animation_speed", 0)
    s.set("auto_roll", True)
    assert seen == [("animation_speed", 0), ("auto_roll", True)]
    again = Settings(tmp_path / "a.ini")
    assert again.get("animation_speed") == 0 and again.get("auto_roll") is True
    with pytest.raises(ValueError):
        s.set("orientation", "up")
    with pytest.raises(ValueError):
        s.set("animation_speed", True)


def test_settings_and_paths_follow_the_xdg_folders(isolated_user_dirs) -> None:
    config = isolated_user_dirs["XDG_CONFIG_HOME"]
    assert paths.settings_file() == config / "backgammon-qt" / "settings.ini"
    assert Settings().path == str(paths.settings_file())
    assert paths.data_dir().is_relative_to(isolated_user_dirs["XDG_DATA_HOME"])


def test_a_bad_stored_value_reads_as_the_default(tmp_path) -> None:
    path = tmp_path / "b.ini"
    path.write_text("[General]\norientation=sideways\nanimation_speed=fast\npoint_numbers=false\n")
    s = Settings(path)
    assert s.get("orientation") == "right" and s.get("animation_speed") == 2
    assert s.get("point_numbers") is False


def test_scene_rect_is_the_board(make_board) -> None:
    board = make_board()
    assert board.scene.sceneRect() == QRectF(0, 0, board.geometry.width, board.geometry.height)


def test_the_shipped_rules_are_the_projects_rules(shared_dir) -> None:
    assert paths.read_resource_text("RULES.md") == (shared_dir / "RULES.md").read_text(encoding="utf-8")


def test_void_qt_calls_keep_none_alive(qtbot) -> None:
    """PySide6-Essentials 6.12.0 on Python 3.11 drops a reference to None on
    every call of a Qt method that returns nothing, and the interpreter then
    aborts ("none_dealloc").  pyproject.toml keeps that build out; this test
    catches a build with the bug if the pin is ever lifted."""
    import sys

    from PySide6.QtCore import QObject

    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(1000):
        probe.setObjectName("probe")
    assert before - sys.getrefcount(None) <= 10
