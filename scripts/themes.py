"""Measure the board themes' contrast, as seen and as seen with simulated
colour-vision deficiencies.

    .venv/bin/python scripts/themes.py [--all] [--scale S] [--save FOLDER]

For every theme of ``backgammon_qt.ui.theme.PALETTES`` it prints the contrast
ratio (WCAG 2: (L1 + 0.05) / (L2 + 0.05) of the relative luminances) of:

- *points on felt*: each colour of point against the felt;
- *checkers as drawn*: the board is rendered offscreen (the real
  ``BoardScene``, landscape and portrait, at :data:`DRAWN_SCALE` device pixels per unit, the size a
  1024 x 768 window with a dock open draws it) with each player's checkers at the edge of a
  light and of a dark point, alone near a point's tip (on the felt), on the
  bar, borne off in the tray and on top of a squeezed stack; around each
  checker's outline its pixels are sampled inward and the ground's just
  outside it (rendered without the checker).  A checker shows where a band
  at least :data:`VISIBLE_PX` wide (its face, or its rim) beginning within
  :data:`INSET` of its radius of the outline stands out from the ground;
  each figure is the worst place around the outlines of that kind of
  ground, and says whether the face or the rim carried it.  ``--save
  FOLDER`` keeps the rendered boards;
- *highlights on what they light*: the lit points' outline and the landing
  ring, and the keyboard's focus ring, against the lit (tinted) points, the
  felt, the tray, the wood and the checkers;
- *text on the board*: the point numbers on the wooden frame, the players'
  panels (name, the on-roll name in the accent on its pill, score, pips,
  the clock and the clock running low, the match text) on the background,
  a prompt's or message's text on its panel over whatever lies under it
  (felt, points, checkers, wood), a button's label on the button, the
  dice's note on the felt, the cube's number on the cube, a stack's count
  on the checker and the dice's pips on the dice of each player's colour.
  Text must reach 4.5:1 (WCAG 2.1, 1.4.3, small text); the large bold
  text (a stack's count, 21 px bold at the board's natural size) 3:1.  The
  cube's number is 24 px bold at one or two digits, but 17 px from 128
  up, so it is held to 4.5:1.  The pips are held to 4.5:1 too,
  though a symbol needs only 3:1.  Dice shown faded (used, or the last
  roll) are left out: the fading says they are no longer in play.

The other figures are computed from the palette: each is the worst case
over the colours a painted gradient takes (the points, felt and wood are
drawn with gradients: ``items.py``) and the best of the lines that draw an
edge (a highlight is a light line over a dark halo; a text is its one
colour).  Then the same with the
colours simulated for deuteranopia, protanopia and tritanopia (Machado,
Oliveira and Fernandes 2009, severity 1, applied in linear RGB).  Without
``--all`` only the worst figure of each group is printed.  Exits 1 when a
figure is below its minimum.  ``tests/ui/test_ui_themes.py`` and
``tests/ui/test_ui_checker_faces.py`` import these functions.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from backgammon_qt.ui.geometry import BAR, BoardGeometry
from backgammon_qt.ui.items import CheckerItem
from backgammon_qt.ui.theme import PALETTES, THEME, THEME_NAMES, Theme

__all__ = ["MINIMUM", "TEXT_MINIMUM", "LARGE_TEXT_MINIMUM", "VISIONS", "DRAWN_SCALE", "VISIBLE_PX", "Figure",
           "contrast", "luminance", "simulate", "measure", "measure_drawn", "render_board", "worst", "main"]

MINIMUM = 3.0
"""The least contrast of the board's shapes (WCAG 2.1, 1.4.11 non-text contrast)."""

TEXT_MINIMUM = 4.5
"""The least contrast of the text on the board (WCAG 2.1, 1.4.3, small text)."""

LARGE_TEXT_MINIMUM = 3.0
"""The least contrast of large text (WCAG: 24 px, or 18.66 px bold)."""

RGB = tuple[float, float, float]

_MACHADO = {
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
VISIONS = ("normal", *_MACHADO)
"""Normal vision, then the simulated deficiencies."""


def _linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _encoded(c: float) -> float:
    c = min(1.0, max(0.0, c))
    return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def luminance(rgb: RGB) -> float:
    """WCAG relative luminance of an sRGB colour (components 0..1)."""
    r, g, b = (_linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: RGB, b: RGB) -> float:
    """WCAG contrast ratio of two sRGB colours, 1..21."""
    la, lb = luminance(a), luminance(b)
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)


def simulate(rgb: RGB, vision: str) -> RGB:
    """``rgb`` as seen with ``vision`` (one of :data:`VISIONS`)."""
    if vision == "normal":
        return rgb
    m = _MACHADO[vision]
    lin = [_linear(c) for c in rgb]
    out = [sum(m[i][j] * lin[j] for j in range(3)) for i in range(3)]
    r, g, b = (_encoded(c) for c in out)
    return r, g, b


def _rgb(colour: QColor) -> RGB:
    return colour.redF(), colour.greenF(), colour.blueF()


def _over(top: QColor, under: QColor) -> QColor:
    """``top`` (with its alpha) painted over the opaque ``under``."""
    a = top.alphaF()
    return QColor.fromRgbF(*(a * t + (1 - a) * u for t, u in zip(_rgb(top), _rgb(under), strict=True)))


@dataclass(frozen=True)
class Figure:
    """One measured pair: its group, what it is, and the contrast."""

    group: str
    label: str
    ratio: float
    minimum: float = MINIMUM

    @property
    def passes(self) -> bool:
        return self.ratio >= self.minimum


GROUPS = ("points on felt", "highlights on what they light", "text on the board")
"""The groups :func:`measure` computes from the palette; the checkers are
measured as drawn (:func:`measure_drawn`, group :data:`DRAWN_GROUP`)."""

_Pair = tuple[str, str, list[list[QColor]], list[QColor], float]


def _pairs(theme: Theme) -> list[_Pair]:
    """(group, label, edges, grounds, minimum): an edge is the colours one
    line of the thing takes (all must stand out); on each colour of its
    grounds the thing shows by its best edge, and the figure is that of its
    worst ground."""
    t = theme

    def point(c: QColor) -> list[QColor]:                  # items.BoardItem: base darker(112), tip lighter(104)
        return [c.darker(112), c.lighter(104)]

    felt = [t.felt, t.felt_light]
    wood = [t.wood_light, t.wood_dark, t.wood_light.darker(115)]
    points = {"light points": point(t.point_light), "dark points": point(t.point_dark)}
    pairs: list[_Pair] = []
    for name, colours in points.items():
        pairs.append((GROUPS[0], f"{name} / felt", [colours], felt, MINIMUM))
    lit = [_over(t.highlight, c) for colours in points.values() for c in colours]
    for name, line, halo in (("target outline", t.highlight_edge, t.highlight_halo),
                             ("focus ring", t.focus, t.focus_halo)):
        grounds = [("lit points", lit), ("felt", felt), ("tray", [t.tray])]
        if name == "focus ring":
            grounds += [("points", [c for cs in points.values() for c in cs]), ("wood", wood),
                        ("checkers", list(t.checker))]
        for gname, ground in grounds:
            pairs.append((GROUPS[1], f"{name} / {gname}", [[line], [halo]], ground, MINIMUM))
    pairs += _text_pairs(t, felt, wood, points)
    return pairs


def _text_pairs(t: Theme, felt: list[QColor], wood: list[QColor], points: dict[str, list[QColor]]) -> list[_Pair]:
    """The text drawn in the scene on what it is drawn on (items.py)."""
    small, large = TEXT_MINIMUM, LARGE_TEXT_MINIMUM
    pill = _over(QColor(t.accent.red(), t.accent.green(), t.accent.blue(), 45), t.background)   # PlayerPanelItem
    under_prompt = [*felt, *(c for cs in points.values() for c in cs), *t.checker, *wood]
    prompt = [_over(t.panel, c) for c in under_prompt]                                          # PromptItem
    button = [t.accent, t.accent.lighter(115), t.accent.darker(125)]                            # ButtonItem
    cube = [t.cube_face.lighter(104), t.cube_face.darker(115)]                                  # CubeItem
    pairs: list[_Pair] = [
        ("point numbers / the frame", [[t.text_dim]], wood, small),
        ("a name / the background", [[t.text]], [t.background], small),
        ("the name on roll / its pill", [[t.accent]], [pill], small),
        ("the score / the background and the pill", [[t.text_dim]], [t.background, pill], small),
        ("pips and the clock / the background", [[t.text]], [t.background], small),
        ("the clock running low / the background", [[t.clock_low]], [t.background], small),
        ("the match text / the background", [[t.text_dim]], [t.background], small),
        ("a prompt's text / its panel over the board", [[t.text]], prompt, small),
        ("a button's label / the button", [[t.button_text]], button, small),
        ("the dice's note / the felt", [[t.text]], felt, small),
        ("the cube's number / the cube", [[t.cube_text]], cube, small),     # 128 and up: 17 px bold
    ]
    for side, who in ((0, "player 1's"), (1, "player 2's")):
        base, face = t.checker[side], t.die_faces[side]
        pairs.append((f"a stack's count / {who} checker", [[t.checker_text[side]]],
                      [t.checker_shine[side], base, base.darker(125)], large))             # CheckerItem
        pairs.append((f"pips / {who} dice", [[t.die_pips[side]]], [face.lighter(104), face.darker(112)],
                      small))                                                              # paint_die
    return [(GROUPS[2], label, edges, grounds, minimum) for label, edges, grounds, minimum in pairs]


def measure(name: str, vision: str = "normal") -> list[Figure]:
    """Every figure of theme ``name`` for ``vision``."""
    theme = Theme(name)
    figures = []
    for group, label, edges, grounds, minimum in _pairs(theme):
        ratio = min(max(min(contrast(simulate(_rgb(e), vision), simulate(_rgb(g), vision)) for e in edge)
                        for edge in edges)
                    for g in grounds)
        figures.append(Figure(group, label, ratio, minimum))
    return figures


DRAWN_GROUP = "checkers as drawn"

DRAWN_SCALE = 0.83
"""Device pixels per scene unit at which the checkers are measured as
drawn: a 1024 x 768 window draws the board at about 0.91 (810 px wide), and
at about 0.84 with a dock (hints, games) open beside it."""

VISIBLE_PX = 3
"""The least width, in device pixels at :data:`DRAWN_SCALE`, of the band of
a checker (its face or its rim) that must stand out from what it stands on.
Thinner lines are hard to see (WCAG 2.2, 2.4.13 asks a focus indicator for
2 CSS px); a line's anti-aliased edges do not count, so a rim must be
drawn about 4.5 px wide to show 3 px of its colour."""

INSET = 0.3
"""How deep inside a checker's outline, as a fraction of its radius, that
band may begin: a rim of the ground's own colour leaves the face standing
out, the checker seen a little smaller (at least 70 % of its size)."""

_STEP = 0.25
"""The step, in device pixels, of the samples across a checker's outline."""

DRAWN_GROUNDS = ("light points", "dark points", "felt", "bar", "tray", "its own stack")
"""What a checker is measured on as drawn."""


@dataclass(frozen=True)
class _Ray:
    """One sample across a checker's outline: the ground just outside it and
    the checker's pixels from the outline inward, 1 px apart."""

    colour: int
    ground: str
    ground_rgb: RGB
    band: tuple[RGB, ...]
    flat: bool


def _application() -> QApplication:
    app = QApplication.instance()
    if isinstance(app, QApplication):
        return app
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    return QApplication([])


def _place_checkers(scene) -> tuple[list[CheckerItem], list[CheckerItem]]:
    """Put checkers of both colours on every kind of ground of ``scene`` (a
    :class:`~backgammon_qt.ui.scene.BoardScene`, laid out as the scene lays
    out a position: :meth:`BoardGeometry.checker_pos` and ``slab_pos``): at
    the edge of a light and of a dark point, alone near a point's tip (on
    the felt), on the bar, borne off in the tray, and on top of a squeezed
    stack of eight.  Returns (the measured checkers, the stacks under them)."""
    g: BoardGeometry = scene.geometry
    subjects: list[CheckerItem] = []
    under: list[CheckerItem] = []
    # bottom numbers: the light player's (0) in the bottom row, the dark one's (1) in the top row
    places = {0: {"points": (1, 4), "tip": 8, "stack": 11}, 1: {"points": (13, 16), "tip": 19, "stack": 22}}
    for side in (0, 1):
        p = places[side]
        (a, b), tip, stack = p["points"], p["tip"], p["stack"]

        def own(n: int, side: int = side) -> int:
            return n if side == 0 else 25 - n

        spots = [(g.checker_pos(side, own(a), 0, 1), False), (g.checker_pos(side, own(b), 0, 1), False),
                 (g.checker_pos(side, own(tip), 4, 5), False), (g.checker_pos(side, BAR, 0, 1), False),
                 (g.slab_pos(side, 0), True)]
        spots += [(g.checker_pos(side, own(stack), i, 8), False) for i in range(8)]
        for i, (item, (pos, flat)) in enumerate(zip(scene.checkers[side], spots, strict=False)):
            item.set_colour(side)
            item.set_flat(flat)
            item.set_count_label("")
            item.setRotation(90 if flat and g.slabs_upright else 0)
            item.setPos(pos)
            item.setZValue(1 + (i - 5) * 0.01 if i >= 5 else 1)
            (under if 5 <= i < len(spots) - 1 else subjects).append(item)
        for item in scene.checkers[side][len(spots):]:
            item.setVisible(False)
    return subjects, under


def render_board(scene, scale: float = DRAWN_SCALE) -> QImage:
    """``scene`` drawn as a view at ``scale`` device pixels per unit draws it."""
    rect = scene.sceneRect()
    image = QImage(round(rect.width() * scale), round(rect.height() * scale), QImage.Format.Format_RGB32)
    image.fill(THEME.background)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return image


def _ground_kind(g: BoardGeometry, q: QPointF, stack: list[QPointF], m: float) -> str | None:
    """What lies at scene point ``q`` (None: an edge, a seam or the frame,
    where no checker stands); ``m`` scene units around it must be the same."""
    r = BoardGeometry.CHECKER / 2
    near = min((math.hypot((q - c).x(), (q - c).y()) for c in stack), default=2 * r)
    if near < r - m:
        return "its own stack"
    if near < r + m:
        return None
    for side in (0, 1):
        if g.tray_rect(side).adjusted(m, m, -m, -m).contains(q):
            return "tray"
    if g.bar_rect().adjusted(m + 4, m + 4, -m - 4, -m - 4).contains(q):      # inside the grooves
        return "bar"
    probes = [q, q + QPointF(m, 0), q - QPointF(m, 0), q + QPointF(0, m), q - QPointF(0, m)]
    for b in range(1, 25):
        inside = [g.triangle(b).containsPoint(p, Qt.FillRule.OddEvenFill) for p in probes]
        if all(inside):
            return "dark points" if b % 2 else "light points"
        if any(inside):
            return None
    if any(half.adjusted(m, m, -m, -m).contains(q) for half in g.half_rects()):
        return "felt"
    return None


def _outline(item: CheckerItem) -> list[tuple[QPointF, QPointF]]:
    """Points of ``item``'s outline and their outward unit normals (scene)."""
    r = BoardGeometry.CHECKER / 2
    local: list[tuple[QPointF, QPointF]] = []
    if item.flat:                       # items.CheckerItem.paint: the slab's rectangle
        top, bottom = -BoardGeometry.SLAB / 2 + 1, BoardGeometry.SLAB / 2 - 1
        x = -r + 10
        while x <= r - 10:
            local += [(QPointF(x, top), QPointF(0, -1)), (QPointF(x, bottom), QPointF(0, 1))]
            x += 2
    else:
        for k in range(0, 360, 4):
            n = QPointF(math.cos(math.radians(k)), math.sin(math.radians(k)))
            local.append((n * r, n))
    out = []
    for p, n in local:
        sp = item.mapToScene(p)
        sn = item.mapToScene(p + n) - sp
        out.append((sp, sn))
    return out


def _pixel(image: QImage, p: QPointF) -> RGB:
    c = image.pixelColor(int(p.x()), int(p.y()))
    return c.redF(), c.greenF(), c.blueF()


def _rays(name: str, scale: float, save: Path | None = None) -> list[_Ray]:
    """Render theme ``name``'s board, landscape and portrait, with checkers
    on every kind of ground (saved as the PNG ``save``, and its
    ``-portrait`` sibling, if given) and sample across each measured
    checker's outline."""
    _application()
    from backgammon_qt.ui.scene import BoardScene

    before = THEME.name
    THEME.use(name)
    rays = []
    try:
        for portrait in (False, True):
            scene = BoardScene()
            scene.set_portrait(portrait)
            scene.cube.setVisible(False)
            subjects, under = _place_checkers(scene)
            drawn = render_board(scene, scale)
            if save is not None:
                drawn.save(str(save.with_stem(save.stem + "-portrait") if portrait else save))
            for item in subjects:
                item.setVisible(False)
            bare = render_board(scene, scale)
            rays += _sample(scene.geometry, subjects, [item.pos() for item in under], drawn, bare, scale)
            scene.clear()
        return rays
    finally:
        THEME.use(before)


def _sample(g: BoardGeometry, subjects: list[CheckerItem], stack: list[QPointF], drawn: QImage, bare: QImage,
            scale: float) -> list[_Ray]:
    """Rays across the outlines of ``subjects``, sampled from ``drawn`` and
    (the ground) from ``bare``, the board drawn without them."""
    depth = round((INSET * BoardGeometry.CHECKER / 2 * scale + VISIBLE_PX) / _STEP)
    rays = []
    for item in subjects:
        for p, n in _outline(item):
            outside = p + n * (2.5 / scale)
            kind = _ground_kind(g, outside, stack, 2.0 / scale)
            if kind is None:
                continue
            band = tuple(_pixel(drawn, (p - n * ((k + 0.5) * _STEP / scale)) * scale) for k in range(depth))
            # the ground 2.5, 3.5 and 4.5 px out, the middle one by luminance: a line on
            # it as thin as a checker's groove below is not the ground
            ground = sorted((_pixel(bare, (p + n * ((k + 2.5) / scale)) * scale) for k in range(3)),
                            key=luminance)[1]
            rays.append(_Ray(item.colour, kind, ground, band, item.flat))
    return rays


def _best_band(ray: _Ray, vision: str, cache: dict[RGB, float]) -> tuple[float, int]:
    """The contrast of the best :data:`VISIBLE_PX` wide band of ``ray``
    beginning within :data:`INSET` of the outline, and where it begins (in
    samples).  The width is measured along the ray, across the outline: a
    pixel crossed on the slant counts for the length of the ray inside it."""
    def lum(rgb: RGB) -> float:
        if rgb not in cache:
            cache[rgb] = luminance(simulate(rgb, vision))
        return cache[rgb]

    g = lum(ray.ground_rgb)
    ratios = [(max(lum(b), g) + 0.05) / (min(lum(b), g) + 0.05) for b in ray.band]
    width = round(VISIBLE_PX / _STEP)
    best, where = 0.0, 0
    for k0 in range(len(ratios) - width + 1):
        low = min(ratios[k0:k0 + width])
        if low > best:
            best, where = low, k0
    return best, where


def _part(theme: Theme, ray: _Ray, start: int) -> str:
    """Whether the band beginning ``start`` px inside is the checker's rim or its face."""
    mid = ray.band[start + round(VISIBLE_PX / _STEP) // 2]
    rim, face = _rgb(theme.checker_rim[ray.colour]), _rgb(theme.checker[ray.colour])

    def far(c: RGB) -> float:
        return sum((a - b) ** 2 for a, b in zip(mid, c, strict=True))
    return "rim" if far(rim) < far(face) else "face"


def measure_drawn(name: str, scale: float = DRAWN_SCALE, save: Path | None = None) -> dict[str, list[Figure]]:
    """The checkers of theme ``name`` as drawn, for every vision: for each
    colour of checker and each kind of ground it stands on, the contrast of
    the best band :data:`VISIBLE_PX` wide (its face or its rim) beginning
    within :data:`INSET` of its outline, over the ground just outside it, at
    the worst place around its outline.  Renders the real scene
    (``BoardScene``) offscreen at ``scale``; needs a ``QApplication`` (one is
    made if there is none, offscreen unless ``QT_QPA_PLATFORM`` says otherwise);
    ``save``: a PNG path for the rendered board."""
    rays = _rays(name, scale, save)
    theme = Theme(name)
    out: dict[str, list[Figure]] = {}
    for vision in VISIONS:
        cache: dict[RGB, float] = {}
        worst_of: dict[tuple[int, str], tuple[float, str]] = {}
        for ray in rays:
            ratio, start = _best_band(ray, vision, cache)
            key = (ray.colour, ray.ground)
            if key not in worst_of or ratio < worst_of[key][0]:
                worst_of[key] = (ratio, _part(theme, ray, start))
        figures = []
        for (colour, ground), (ratio, part) in sorted(worst_of.items(),
                                                     key=lambda kv: (kv[0][0], DRAWN_GROUNDS.index(kv[0][1]))):
            who = "player 1's checkers" if colour == 0 else "player 2's checkers"
            figures.append(Figure(DRAWN_GROUP, f"{who} / {ground} (by its {part})", ratio))
        out[vision] = figures
    return out


def worst(name: str, vision: str = "normal", figures: list[Figure] | None = None) -> dict[str, Figure]:
    """The figure of each group nearest its minimum (the lowest, where a
    group's figures share a minimum): of ``figures``, or of theme ``name``'s
    palette figures (:func:`measure`) when None."""
    out: dict[str, Figure] = {}
    for f in measure(name, vision) if figures is None else figures:
        if f.group not in out or f.ratio / f.minimum < out[f.group].ratio / out[f.group].minimum:
            out[f.group] = f
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--all", action="store_true", help="every figure, not only each group's worst")
    parser.add_argument("--scale", type=float, default=DRAWN_SCALE,
                        help=f"device pixels per scene unit for the checkers as drawn (default {DRAWN_SCALE:g})")
    parser.add_argument("--save", metavar="FOLDER", type=Path,
                        help="save each theme's measured board there as THEME.png")
    args = parser.parse_args(argv)
    failed = 0
    for name in THEME_NAMES:
        assert name in PALETTES
        print(f"{name}")
        drawn = measure_drawn(name, args.scale, save=args.save / f"{name}.png" if args.save else None)
        for vision in VISIONS:
            figures = measure(name, vision) + drawn[vision]
            if not args.all:
                figures = list(worst(name, vision, figures).values())
            print(f"  {vision}")
            for f in figures:
                mark = "" if f.passes else f"   BELOW {f.minimum:g}:1"
                failed += not f.passes
                print(f"    {f.group:32} {f.ratio:5.2f}:1 (>= {f.minimum:g})  {f.label}{mark}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
