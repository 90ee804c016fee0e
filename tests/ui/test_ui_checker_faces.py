"""Checker faces you can see (issue 19, item 7): in every theme, each
player's checkers stand out by a contrast of at least 3:1 (WCAG 2.1, 1.4.11)
from everything they stand on, as the board draws them: their face, or a rim
at least 3 px wide, on both colours of points, the felt, the bar, the tray
and a stack of their own, with normal vision and simulated deuteranopia,
protanopia and tritanopia.  ``scripts/themes.py`` renders the real scene
offscreen and samples its pixels."""

from __future__ import annotations

import pytest
from helpers.scripts import load_script

from backgammon_qt.ui.items import CheckerItem
from backgammon_qt.ui.theme import THEME, THEME_NAMES

pytestmark = pytest.mark.gui

themes = load_script("scripts/themes.py", "themes_script_faces")

WHO = ("player 1's checkers", "player 2's checkers")


@pytest.fixture(autouse=True)
def classic_after():
    yield
    THEME.use("classic")


def _ground(label: str) -> tuple[str, str]:
    """("player 1's checkers", "felt") of "player 1's checkers / felt (by its rim)"."""
    who, rest = label.split(" / ")
    return who, rest.split(" (by its ")[0]


@pytest.mark.parametrize("name", THEME_NAMES)
def test_every_checker_stands_out_from_everything_it_stands_on_as_drawn(qapp, name: str) -> None:
    drawn = themes.measure_drawn(name)
    assert set(drawn) == set(themes.VISIONS)
    for vision, figures in drawn.items():
        # every kind of ground was sampled for both colours (none silently skipped)
        assert {_ground(f.label) for f in figures} == {(w, g) for w in WHO for g in themes.DRAWN_GROUNDS}
        low = [f"{f.label} {f.ratio:.2f}" for f in figures if f.ratio < themes.MINIMUM]
        assert not low, (vision, low)


def test_a_rim_too_thin_to_see_does_not_count(qapp, monkeypatch) -> None:
    """The measure sees what the board draws: with the rims drawn as thin
    as before (2 units round, 1 on a slab: 1-2 px), the classic ivory
    checker on a sand point and the ebony one on the felt, whose faces do
    not stand out there, fall far below 3:1 although their rims' colours
    alone would pass."""
    monkeypatch.setattr(CheckerItem, "RIM", 2.0)
    monkeypatch.setattr(CheckerItem, "SLAB_RIM", 1.0)
    figures = {_ground(f.label): f.ratio for f in themes.measure_drawn("classic")["normal"]}
    assert figures[(WHO[0], "light points")] < 2.0
    assert figures[(WHO[1], "felt")] < 2.0
    assert figures[(WHO[1], "tray")] < 2.0
    ivory_rim, sand = THEME.checker_rim[0], THEME.point_light
    assert themes.contrast(themes._rgb(ivory_rim), themes._rgb(sand)) > 3.0


def test_the_board_is_measured_no_bigger_than_a_1024_px_window_draws_it(make_board) -> None:
    """The rim's width is measured at :data:`DRAWN_SCALE`; a 1024 x 768
    window draws the board bigger (0.91; about 0.84 with a dock open), so its
    rims are at least as wide as measured."""
    board = make_board(size=(1024, 768))
    assert board.window.width() == 1024
    assert themes.DRAWN_SCALE < board.view.transform().m11()
    assert CheckerItem.RIM * themes.DRAWN_SCALE >= themes.VISIBLE_PX + 1.5    # with its anti-aliased edges


def test_the_measured_board_has_checkers_on_every_ground(qapp, tmp_path) -> None:
    """The rendered board (saved with --save) shows the checkers the figures speak of."""
    from PySide6.QtGui import QImage

    path = tmp_path / "high_contrast.png"
    themes.measure_drawn("high_contrast", save=path)
    image = QImage(str(path))
    assert image.width() == round(themes.BoardGeometry().width * themes.DRAWN_SCALE)
    # a white checker's centre at the edge of a white point (bottom number 4) is white, its rim black
    g = themes.BoardGeometry()
    centre = g.checker_pos(0, 4, 0, 1) * themes.DRAWN_SCALE
    rim = (centre + themes.QPointF(0, -(CheckerItem.RADIUS - 2) * themes.DRAWN_SCALE))
    assert image.pixelColor(int(centre.x()), int(centre.y())).lightness() > 200
    assert image.pixelColor(int(rim.x()), int(rim.y())).lightness() < 60
