"""The board's palettes, each declared once here; items read the colours of
:data:`THEME` when they paint, so :meth:`Theme.use` changes the board at once.

Four palettes: the classic wooden case with green felt, sand and terracotta
points, ivory and ebony checkers; a light one; a high-contrast one; and one
of blue and orange (Okabe and Ito's colours), told apart with any of the
common colour-vision deficiencies.  In each, the points stand out from the
felt, the checkers as drawn (their face, or their rim of
``CheckerItem.RIM``: at least 3 px in a 1024 px wide window) from whatever
they stand on (both points, the felt, the bar, the tray, their own stack),
and the highlights and the keyboard's ring (a light line over a dark halo)
from what they light, by a contrast of at least 3:1, and the text drawn on
the board (point numbers, the panels, prompts, buttons, the cube's number,
a stack's count, the dice's pips) from what it is drawn on by 4.5:1 (3:1
for the large bold number of a stack); ``scripts/themes.py``
measures it, with simulated deuteranopia, protanopia and tritanopia too.

The faces alone cannot do it: with the points 3:1 from the felt, a light
and a dark face each 3:1 from the felt and from the points would need
luminances 27 times apart (3 x 3 x 3, in WCAG's L + 0.05; two faces
between felt and points could not be 3:1 from each other), and black to
white is 21.  So the light checker has a dark rim (it shows by it on light
points), the dark one a light rim (on the felt), and each face stands out
where its rim does not.  The dice the same: each die has an edge of
``dice_items.DIE_EDGE`` in its checker's rim colour, so a die whose face is
near the felt's (the dark dice on the felt, the light one on the light felt)
stands off it by its edge.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QColor

__all__ = ["Theme", "THEME", "PALETTES", "THEME_NAMES", "THEME_LABELS", "DEFAULT_THEME"]

_Colour = str | tuple[int, int, int, int]

PALETTES: dict[str, dict[str, Any]] = {
    "classic": {
        "background": "#231f1c", "wood_dark": "#4e3220", "wood_light": "#7b5234", "wood_edge": "#2e1d12",
        "felt": "#173328", "felt_light": "#1b3a2e", "tray": "#15281f",
        "point_light": "#d9c69e", "point_dark": "#ee9a6e",
        "text": "#f3e9d6", "text_dim": "#e8dac0", "accent": "#f2c45a",
        "highlight": (255, 214, 92, 110), "highlight_edge": "#ffe27a", "highlight_halo": "#000000",
        "focus": "#ffffff", "focus_halo": "#000000",
        "checker": ("#f1e9d6", "#2c2a2e"), "checker_rim": ("#3b2e1e", "#e6dcc8"),
        "checker_shine": ("#ffffff", "#47444c"), "checker_text": ("#3b2e1e", "#f1e9d6"),
        "die_faces": ("#fbf7ee", "#35322f"), "die_pips": ("#2a2420", "#f1e9d6"),
        "die_edges": ("#3b2e1e", "#e6dcc8"),
        "cube_face": "#f4eedf", "cube_text": "#3a2a1c", "panel": (24, 20, 17, 225),
        "button_text": "#2b1d10", "clock_low": "#ff8a65",
    },
    "light": {
        "background": "#e4dfd4", "wood_dark": "#b9a37f", "wood_light": "#d6c4a2", "wood_edge": "#7d6a4c",
        "felt": "#f2efe6", "felt_light": "#faf8f2", "tray": "#e9e4d6",
        "point_light": "#3b6494", "point_dark": "#a8442f",
        "text": "#1f1b16", "text_dim": "#2f2a22", "accent": "#704300",
        "highlight": (255, 200, 40, 120), "highlight_edge": "#ffd23c", "highlight_halo": "#1a1a1a",
        "focus": "#ffffff", "focus_halo": "#000000",
        "checker": ("#ffffff", "#2a2a2e"), "checker_rim": ("#2a2a2e", "#f0f0f0"),
        "checker_shine": ("#ffffff", "#55555c"), "checker_text": ("#1f1b16", "#ffffff"),
        "die_faces": ("#ffffff", "#2a2a2e"), "die_pips": ("#1f1b16", "#ffffff"),
        "die_edges": ("#2a2a2e", "#f0f0f0"),
        "cube_face": "#ffffff", "cube_text": "#1f1b16", "panel": (250, 248, 242, 235),
        "button_text": "#ffffff", "clock_low": "#a31f17",
    },
    "high_contrast": {
        "background": "#000000", "wood_dark": "#1a1a1a", "wood_light": "#2a2a2a", "wood_edge": "#ffffff",
        "felt": "#000000", "felt_light": "#000000", "tray": "#000000",
        "point_light": "#ffffff", "point_dark": "#ffd700",
        "text": "#ffffff", "text_dim": "#ffffff", "accent": "#ffd700",
        "highlight": (0, 230, 255, 90), "highlight_edge": "#00e5ff", "highlight_halo": "#000000",
        "focus": "#ffffff", "focus_halo": "#000000",
        "checker": ("#ffffff", "#000000"), "checker_rim": ("#000000", "#ffffff"),
        "checker_shine": ("#ffffff", "#000000"), "checker_text": ("#000000", "#ffffff"),
        "die_faces": ("#ffffff", "#000000"), "die_pips": ("#000000", "#ffffff"),
        "die_edges": ("#000000", "#ffffff"),
        "cube_face": "#ffffff", "cube_text": "#000000", "panel": (0, 0, 0, 240),
        "button_text": "#2b1d10", "clock_low": "#ff8a65",
    },
    "colour_safe": {
        "background": "#10161f", "wood_dark": "#26313f", "wood_light": "#3a4a5e", "wood_edge": "#0b1017",
        "felt": "#0c2340", "felt_light": "#102b4d", "tray": "#0a1c33",
        "point_light": "#56b4e9", "point_dark": "#e69f00",
        "text": "#f4f4f4", "text_dim": "#e0e0e0", "accent": "#f0e442",
        "highlight": (240, 228, 66, 110), "highlight_edge": "#f0e442", "highlight_halo": "#000000",
        "focus": "#ffffff", "focus_halo": "#000000",
        "checker": ("#f7f7f7", "#1c1c1c"), "checker_rim": ("#1c1c1c", "#f0f0f0"),
        "checker_shine": ("#ffffff", "#484848"), "checker_text": ("#1c1c1c", "#f7f7f7"),
        "die_faces": ("#f7f7f7", "#1c1c1c"), "die_pips": ("#1c1c1c", "#f7f7f7"),
        "die_edges": ("#1c1c1c", "#f0f0f0"),
        "cube_face": "#f7f7f7", "cube_text": "#1c1c1c", "panel": (12, 20, 32, 230),
        "button_text": "#2b1d10", "clock_low": "#ff8a65",
    },
}
"""Every palette: colour names (items' attributes of :class:`Theme`) to a
``#rrggbb`` text, an ``(r, g, b, alpha)`` tuple, or a pair of them (player
0's, then player 1's)."""

THEME_NAMES = tuple(PALETTES)
DEFAULT_THEME = "classic"
THEME_LABELS: dict[str, str] = {
    "classic": str(QT_TRANSLATE_NOOP("Theme", "Classic: wood and green felt")),
    "light": str(QT_TRANSLATE_NOOP("Theme", "Light")),
    "high_contrast": str(QT_TRANSLATE_NOOP("Theme", "High contrast")),
    "colour_safe": str(QT_TRANSLATE_NOOP("Theme", "Blue and orange (for colour blindness)")),
}
"""The palettes' names for menus (translate with ``QCoreApplication.translate("Theme", label)``)."""


def _colour(value: _Colour) -> QColor:
    return QColor(*value) if isinstance(value, tuple) else QColor(value)


class Theme:
    """Colours of the board (all :class:`QColor`, pairs for the two
    players' checkers and dice), from the palette ``name`` of :data:`PALETTES`."""

    def __init__(self, name: str = DEFAULT_THEME) -> None:
        self.name = ""
        self.use(name)

    def use(self, name: str) -> None:
        """Take the colours of palette ``name`` (:class:`KeyError` if unknown).
        Items read them at their next paint: update the scene after it."""
        palette = PALETTES[name]
        self.name = name
        for key, value in palette.items():
            if isinstance(value, tuple) and isinstance(value[0], (str, tuple)):
                setattr(self, key, tuple(_colour(v) for v in value))
            else:
                setattr(self, key, _colour(value))
        # the light player's dice, as its checkers (older items read these names)
        self.die_face, self.die_pip = self.die_faces[0], self.die_pips[0]

    # the attributes set by use(), declared for the type checker
    background: QColor
    wood_dark: QColor
    wood_light: QColor
    wood_edge: QColor
    felt: QColor
    felt_light: QColor
    tray: QColor
    point_light: QColor
    point_dark: QColor
    text: QColor
    text_dim: QColor
    accent: QColor
    highlight: QColor
    highlight_edge: QColor
    highlight_halo: QColor
    focus: QColor
    focus_halo: QColor
    checker: tuple[QColor, QColor]
    checker_rim: tuple[QColor, QColor]
    checker_shine: tuple[QColor, QColor]
    checker_text: tuple[QColor, QColor]
    die_face: QColor
    die_pip: QColor
    die_faces: tuple[QColor, QColor]
    die_pips: tuple[QColor, QColor]
    die_edges: tuple[QColor, QColor]
    cube_face: QColor
    cube_text: QColor
    panel: QColor
    button_text: QColor
    clock_low: QColor


THEME = Theme()
