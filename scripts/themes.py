"""Measure the board themes' contrast, as seen and as seen with simulated
colour-vision deficiencies.

    .venv/bin/python scripts/themes.py [--all]

For every theme of ``backgammon_qt.ui.theme.PALETTES`` it prints the contrast
ratio (WCAG 2: (L1 + 0.05) / (L2 + 0.05) of the relative luminances) of:

- *points on felt*: each colour of point against the felt;
- *checkers on what they stand on*: each player's checker against the two
  colours of points, the felt, the bar's wood, the tray (borne-off checkers)
  and a checker of its own colour under it (a squeezed stack);
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

Each figure is the worst case over the colours a painted gradient takes
(the points, felt and wood are drawn with gradients: ``items.py``) and the
best of the lines that draw an edge (a checker shows by its face or by its
rim; a highlight is a light line over a dark halo; a text is its one
colour).  Then the same with the
colours simulated for deuteranopia, protanopia and tritanopia (Machado,
Oliveira and Fernandes 2009, severity 1, applied in linear RGB).  Without
``--all`` only the worst figure of each group is printed.  Exits 1 when a
figure is below its minimum.  ``tests/ui/test_ui_themes.py`` imports these
functions.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtGui import QColor

from backgammon_qt.ui.theme import PALETTES, THEME_NAMES, Theme

__all__ = ["MINIMUM", "TEXT_MINIMUM", "LARGE_TEXT_MINIMUM", "VISIONS", "Figure", "contrast", "luminance",
           "simulate", "measure", "worst", "main"]

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


GROUPS = ("points on felt", "checkers on what they stand on", "highlights on what they light",
          "text on the board")

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
    for side, who in ((0, "player 1's checkers"), (1, "player 2's checkers")):
        base, rim = t.checker[side], t.checker_rim[side]
        edges = [[rim], [base, base.darker(125)]]          # items.CheckerItem: the rim, the face's gradient
        for name, ground in (*points.items(), ("felt", felt), ("bar", wood), ("tray", [t.tray])):
            pairs.append((GROUPS[1], f"{who} / {name}", edges, ground, MINIMUM))
        pairs.append((GROUPS[1], f"{who} / its own stack", [[rim]], [base, base.darker(125)], MINIMUM))
    lit = [_over(t.highlight, c) for colours in points.values() for c in colours]
    for name, line, halo in (("target outline", t.highlight_edge, t.highlight_halo),
                             ("focus ring", t.focus, t.focus_halo)):
        grounds = [("lit points", lit), ("felt", felt), ("tray", [t.tray])]
        if name == "focus ring":
            grounds += [("points", [c for cs in points.values() for c in cs]), ("wood", wood),
                        ("checkers", list(t.checker))]
        for gname, ground in grounds:
            pairs.append((GROUPS[2], f"{name} / {gname}", [[line], [halo]], ground, MINIMUM))
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
    return [(GROUPS[3], label, edges, grounds, minimum) for label, edges, grounds, minimum in pairs]


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


def worst(name: str, vision: str = "normal") -> dict[str, Figure]:
    """The figure of each group of theme ``name`` nearest its minimum
    (the lowest, where a group's figures share a minimum)."""
    out: dict[str, Figure] = {}
    for f in measure(name, vision):
        if f.group not in out or f.ratio / f.minimum < out[f.group].ratio / out[f.group].minimum:
            out[f.group] = f
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--all", action="store_true", help="every figure, not only each group's worst")
    args = parser.parse_args(argv)
    failed = 0
    for name in THEME_NAMES:
        assert name in PALETTES
        print(f"{name}")
        for vision in VISIONS:
            figures = measure(name, vision) if args.all else list(worst(name, vision).values())
            print(f"  {vision}")
            for f in figures:
                mark = "" if f.passes else f"   BELOW {f.minimum:g}:1"
                failed += not f.passes
                print(f"    {f.group:32} {f.ratio:5.2f}:1 (>= {f.minimum:g})  {f.label}{mark}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
