"""A picture of a position to share (issue 24 item 2): Edit > Copy position
as picture, Game > Export position picture (PNG, SVG) and the picture
itself (:mod:`backgammon_qt.ui.picture`).

The PNG is read back by its pixels: at every place a checker can stand
(the scene's geometry, :class:`BoardGeometry`, scaled to the image) the
pixel is matched to the theme's two checker colours, and the checkers
counted per point, on the bar and borne off, by colour, against the
position exported.  The SVG is parsed as XML and its text searched for the
IDs.  The window's actions are driven by their keys and menu entries."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtTest import QTest

from backgammon_qt.model import Position
from backgammon_qt.model.position import BAR, OFF
from backgammon_qt.ui.geometry import BoardGeometry
from backgammon_qt.ui.picture import DEFAULT_WIDTH, PositionPicture, export_position
from backgammon_qt.ui.theme import THEME

pytestmark = pytest.mark.gui

START_XGID = "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:0:0:10"
"""The starting position, player X to play a 5-2 (money; FORMATS.md section 5)."""

# the player to act (at the bottom): 2 on the bar, 3 on the 6, 2 on the 5, 3 on the 4, 5 borne off;
# the other (own numbering): 1 on the bar, 3 on the 1, 2 on the 2, 2 on the 3, 3 on the 12, 4 borne off
BAR_AND_OFF = Position.from_points({BAR: 2, 6: 3, 5: 2, 4: 3}, {BAR: 1, 1: 3, 2: 2, 3: 2, 12: 3})


@pytest.fixture
def theme():
    """The theme in use for a test; the classic one again afterwards."""
    before = THEME.name
    yield THEME
    THEME.use(before)


def colour_at(image: QImage, scene_point: QPointF, scale: float) -> QColor:
    return image.pixelColor(round(scene_point.x() * scale), round(scene_point.y() * scale))


def checker_colour(pixel: QColor) -> int | None:
    """0 or 1: the theme's checker colour ``pixel`` is (each channel within
    12 of the face's), else None (felt, a point, the tray, the bar)."""
    for colour in (0, 1):
        face = THEME.checker[colour]
        if max(abs(pixel.red() - face.red()), abs(pixel.green() - face.green()),
               abs(pixel.blue() - face.blue())) <= 12:
            return colour
    return None


def counted(image: QImage, home_left: bool = False) -> dict[tuple[str, int], int]:
    """Checkers counted on ``image`` (a picture :data:`DEFAULT_WIDTH` wide):
    ``{(place, colour): n}`` for place ``"1"``..``"24"`` (the bottom
    player's numbers), ``"bar0"``/``"bar1"`` (the bottom/top player's half
    of the bar) and ``"off0"``/``"off1"`` (their trays).  Stacks of up to
    five (not squeezed) are read: five places a point."""
    g = BoardGeometry(home_left=home_left)
    scale = DEFAULT_WIDTH / g.width
    counts: dict[tuple[str, int], int] = {}

    def add(place: str, point: QPointF) -> None:
        colour = checker_colour(colour_at(image, point, scale))
        if colour is not None:
            counts[(place, colour)] = counts.get((place, colour), 0) + 1

    for b in range(1, 25):
        for i in range(5):
            add(str(b), g.checker_pos(0, b, i, 5))
    for side in (0, 1):
        for i in range(5):
            add(f"bar{side}", g.checker_pos(side, BAR, i, 5))
        for i in range(15):
            add(f"off{side}", g.slab_pos(side, i))
    return counts


def expected(position: Position, bottom_colour: int) -> dict[tuple[str, int], int]:
    """What :func:`counted` should find for ``position`` (seen by the bottom player, whose checkers
    are ``bottom_colour``)."""
    top_colour = 1 - bottom_colour
    out: dict[tuple[str, int], int] = {}
    for b in range(1, 25):
        for colour, n in ((bottom_colour, position.player[b]), (top_colour, position.opponent[25 - b])):
            if n:
                out[(str(b), colour)] = n
    for side, colour, counts in ((0, bottom_colour, position.player), (1, top_colour, position.opponent)):
        if counts[BAR]:
            out[(f"bar{side}", colour)] = counts[BAR]
        if counts[OFF]:
            out[(f"off{side}", colour)] = counts[OFF]
    return out


@pytest.mark.parametrize("theme_name", ["classic", "light"])
def test_png_of_the_starting_position_counts_its_checkers_by_colour(qapp, tmp_path, theme, theme_name) -> None:
    theme.use(theme_name)
    out = tmp_path / "start.png"
    picture = export_position(START_XGID, out)
    image = QImage(str(out))
    assert image.width() == DEFAULT_WIDTH and image.height() == picture.size().height()
    # X is player 0 and to act: at the bottom, in colour 0
    assert counted(image) == expected(Position.start(), bottom_colour=0)
    assert picture.scene.dice.isVisible() and picture.scene.dice.values == (5, 2)


def test_png_counts_checkers_on_the_bar_and_borne_off(qapp, tmp_path) -> None:
    out = tmp_path / "bar.png"
    export_position(BAR_AND_OFF.position_id(), out)
    image = QImage(str(out))
    found = counted(image)
    # a Position ID alone: player 0 ("Player 1") to act, at the bottom in colour 0
    assert found == expected(BAR_AND_OFF, bottom_colour=0)
    assert found[("bar0", 0)] == 2 and found[("off0", 0)] == 5
    assert found[("bar1", 1)] == 1 and found[("off1", 1)] == 4


def test_png_with_the_home_board_on_the_left(qapp, tmp_path) -> None:
    out = tmp_path / "left.png"
    picture = export_position(BAR_AND_OFF.position_id(), out, home_left=True)
    assert picture.scene.home_left
    image = QImage(str(out))
    assert counted(image, home_left=True) == expected(BAR_AND_OFF, bottom_colour=0)
    assert counted(image, home_left=False) != expected(BAR_AND_OFF, bottom_colour=0)


def svg_texts(path: Path) -> str:
    root = ET.parse(path).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    return " ".join("".join(e.itertext()) for e in root.iter("{http://www.w3.org/2000/svg}text"))


def test_svg_is_xml_with_the_ids_names_and_pips_in_its_text(qapp, tmp_path) -> None:
    out = tmp_path / "pos.svg"
    text = "4HPwATDgc/ABMA:cAkAAAAAAAAA"
    export_position(text, out)
    texts = svg_texts(out)
    assert "4HPwATDgc/ABMA" in texts and "cAkAAAAAAAAA" in texts
    assert "Player 1" in texts and "Player 2" in texts and "167 pips" in texts
    # drawn as vectors, not as a picture of pixels, and it renders to the PNG's board
    assert "<image" not in out.read_text(encoding="utf-8")
    renderer = QSvgRenderer(str(out))
    assert renderer.isValid()
    image = QImage(DEFAULT_WIDTH, round(DEFAULT_WIDTH * renderer.viewBoxF().height() / renderer.viewBoxF().width()),
                   QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    # the Match ID says player 1 is on roll: Player 2 at the bottom, in colour 1
    assert counted(image) == expected(Position.start(), bottom_colour=1)


@pytest.mark.parametrize("text", ["nonsense", "4HPwATDgc/ABM", ""])
def test_a_bad_id_is_refused_and_nothing_is_written(qapp, tmp_path, text) -> None:
    from backgammon_qt.controller.positions import PositionError

    out = tmp_path / "bad.png"
    with pytest.raises(PositionError):
        export_position(text, out)
    assert not out.exists()


def test_another_suffix_is_refused(qapp, tmp_path) -> None:
    with pytest.raises(ValueError, match=r"\.png or \.svg"):
        export_position("4HPwATDgc/ABMA", tmp_path / "pos.gif")
    assert not [p for p in tmp_path.iterdir() if "pos" in p.name]


# ------------------------------------------------------------ the window's actions
def test_copy_as_picture_puts_the_shown_board_on_the_clipboard(make_board) -> None:
    board = make_board(position=BAR_AND_OFF, opening=(3, 1))
    window = board.window
    clipboard = QGuiApplication.clipboard()
    clipboard.setText("not a picture")
    assert window.pictures.copy_action in window.edit_menu.actions()
    window.pictures.copy_action.trigger()
    image = clipboard.image()
    assert not image.isNull()
    assert image.width() == DEFAULT_WIDTH
    # the board as the window shows it: player 0 (Alice) at the bottom in colour 0, as it stands
    state = window.scene.state
    assert counted(image) == expected(state.position, bottom_colour=state.bottom_player)


def test_the_picture_is_of_the_reviewed_position_when_stepping_back(make_board) -> None:
    board = make_board(opening=(3, 1), rolls=[(6, 4)])
    window, c = board.window, board.window.controller
    while c.game.phase.name in ("OPENING", "ROLLING"):
        assert c.roll()
    start_ids = (c.position_id(), c.match_id())
    play = min(c.game.turn.legal_plays, key=str)
    for move in play.moves:
        assert c.request_move(move.from_point, move.to_point)
    assert c.end_turn()
    live = window.pictures.picture()
    assert (live.position_id, live.match_id) == (c.position_id(), c.match_id())
    QTest.keyClick(window, Qt.Key.Key_PageUp)
    QTest.keyClick(window, Qt.Key.Key_PageUp)
    assert window.browser.reviewing
    shown = window.session.review.shown_ids()
    picture = window.pictures.picture()
    assert (picture.position_id, picture.match_id) == shown[:2]
    assert picture.position_id == start_ids[0] != live.position_id
    image = picture.image()
    assert counted(image) == expected(Position.start(), bottom_colour=0)


def test_export_picture_from_the_menu_writes_png_and_svg(make_board, monkeypatch, tmp_path) -> None:
    from PySide6.QtWidgets import QFileDialog

    board = make_board(position=BAR_AND_OFF, opening=(3, 1))
    window = board.window
    game_menu = window.menuBar().actions()[0].menu()
    assert window.pictures.export_action in game_menu.actions()
    answers = iter([(str(tmp_path / "one"), "SVG drawing (*.svg)"), (str(tmp_path / "two.png"), "")])
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kw: next(answers))
    written: list[str] = []
    window.pictures.exported.connect(written.append)
    window.pictures.export_action.trigger()
    window.pictures.export_action.trigger()
    assert written == [str(tmp_path / "one.svg"), str(tmp_path / "two.png")]
    ids = window.session.review.shown_ids()
    texts = svg_texts(tmp_path / "one.svg")
    assert ids[0] in texts and ids[1] in texts
    assert "Alice" in texts and "Bob" in texts
    state = window.scene.state
    assert counted(QImage(str(tmp_path / "two.png"))) == expected(state.position, bottom_colour=state.bottom_player)


@pytest.mark.parametrize("name", ["pos.png", "pos.svg"])
def test_export_to_a_folder_that_is_not_there_says_why(make_board, tmp_path, name) -> None:
    board = make_board()
    pictures = board.window.pictures
    pictures.ask = False
    failures: list[str] = []
    pictures.failed.connect(failures.append)
    assert not pictures.export(tmp_path / "missing" / name)
    assert len(failures) == 1 and "could not be saved" in failures[0]
    assert f"could not be written to {tmp_path / 'missing' / name}:" in failures[0]
    assert not (tmp_path / "missing").exists()


def test_the_picture_is_drawn_by_a_scene_of_its_own(make_board) -> None:
    board = make_board()
    window = board.window
    before = len(window.scene.items())
    picture: PositionPicture = window.pictures.picture()
    assert picture.scene is not window.scene
    assert len(window.scene.items()) == before
    assert not picture.scene.roll_button.isVisible()      # nothing to click in a picture


def test_an_export_error_of_the_system_is_said_in_words(make_board, tmp_path, monkeypatch) -> None:
    """An OSError from the system shows its reason (strerror), not
    Python's "[Errno 13] Permission denied: '...'"."""
    board = make_board()
    pictures = board.window.pictures
    pictures.ask = False
    failures: list[str] = []
    pictures.failed.connect(failures.append)

    def refused(self, path, width=DEFAULT_WIDTH):
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(PositionPicture, "save", refused)
    assert not pictures.export(tmp_path / "pos.png")
    assert failures == ["The picture could not be saved.\n\nPermission denied"]


@pytest.mark.parametrize("name", ["pos.png", "pos.svg"])
def test_export_is_atomic_with_qsavefile_whatever_lies_beside_it(qapp, tmp_path, name) -> None:
    """The export goes through QSaveFile (a temporary of Qt's own, synced
    and renamed): a leftover of the old ".NAME.part" temporary (here one
    that cannot be written over, a folder) neither blocks it nor is
    touched, an existing picture is replaced, and nothing else is left."""
    folder = tmp_path / "pictures"
    folder.mkdir()
    target = folder / name
    target.write_bytes(b"old")
    (folder / f".{name}.part").mkdir()
    export_position(START_XGID, target)
    assert target.read_bytes() != b"old" and target.stat().st_size > 1000
    assert sorted(p.name for p in folder.iterdir()) == sorted([name, f".{name}.part"])


def test_a_failed_export_keeps_the_picture_there(qapp, tmp_path, monkeypatch) -> None:
    """A write that fails (the disk full, say) leaves the picture that was
    there and no temporary beside it."""
    from PySide6.QtGui import QImageWriter

    folder = tmp_path / "pictures"
    folder.mkdir()
    target = folder / "pos.png"
    target.write_bytes(b"old")
    monkeypatch.setattr(QImageWriter, "write", lambda self, image: False)
    with pytest.raises(OSError, match="could not be written to"):
        export_position(START_XGID, target)
    assert target.read_bytes() == b"old" and [p.name for p in folder.iterdir()] == ["pos.png"]
