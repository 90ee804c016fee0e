"""The board's font: every text drawn on the board is set in it, sized in
scene units (split from :mod:`.items`, which still offers both names)."""

from __future__ import annotations

from PySide6.QtGui import QFont

__all__ = ["FONT_FAMILY", "make_font"]

FONT_FAMILY = "DejaVu Sans"


def make_font(pixel_size: float, bold: bool = False) -> QFont:
    """A font sized in scene units."""
    font = QFont(FONT_FAMILY)
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    return font
