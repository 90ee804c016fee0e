"""The board's palette: a wooden case, green felt, sand and brick points,
ivory and ebony checkers.  Colours are declared once here; items read them."""

from __future__ import annotations

from PySide6.QtGui import QColor

__all__ = ["Theme", "THEME"]


class Theme:
    """Colours of the board (all :class:`QColor`)."""

    def __init__(self) -> None:
        self.background = QColor("#231f1c")       # around the board, in the view
        self.wood_dark = QColor("#4e3220")
        self.wood_light = QColor("#7b5234")
        self.wood_edge = QColor("#2e1d12")
        self.felt = QColor("#2f5b4b")
        self.felt_light = QColor("#3a6c59")
        self.tray = QColor("#264a3d")
        self.point_light = QColor("#d9c69e")
        self.point_dark = QColor("#9a4634")
        self.text = QColor("#f3e9d6")
        self.text_dim = QColor("#c8b79b")
        self.accent = QColor("#f2c45a")           # whose turn, highlights
        self.highlight = QColor(255, 214, 92, 120)
        self.highlight_edge = QColor("#ffd65c")
        self.focus = QColor("#ffffff")             # the keyboard's ring, over a dark halo
        self.focus_halo = QColor("#000000")
        # checkers of player 0 (bottom) and player 1 (top)
        self.checker = (QColor("#f1e9d6"), QColor("#2c2a2e"))
        self.checker_rim = (QColor("#bfae8a"), QColor("#0f0e10"))
        self.checker_shine = (QColor("#ffffff"), QColor("#6a666e"))
        self.checker_text = (QColor("#3b2e1e"), QColor("#f1e9d6"))
        self.die_face = QColor("#fbf7ee")
        self.die_pip = QColor("#2a2420")
        # dice of player 0 (light, as the checkers) and player 1 (dark)
        self.die_faces = (self.die_face, QColor("#35322f"))
        self.die_pips = (self.die_pip, QColor("#f1e9d6"))
        self.cube_face = QColor("#f4eedf")
        self.cube_text = QColor("#3a2a1c")
        self.panel = QColor(24, 20, 17, 225)      # prompts and messages


THEME = Theme()
