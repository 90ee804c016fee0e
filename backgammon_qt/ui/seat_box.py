"""Choosing who plays a seat in the new-match dialog: a human or the computer
at one of the engine's levels."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLineEdit, QWidget

from backgammon_qt.app.settings import HUMAN
from backgammon_qt.controller.engine_jobs.computer import DEFAULT_NAMES, SEATS, default_name, seat_label

__all__ = ["SeatBox", "seat_row", "default_name"]


class SeatBox(QComboBox):
    """Human, or the computer at a level (weakest first); :meth:`seat`
    answers with the seat's key (:data:`~backgammon_qt.app.settings.HUMAN` or a
    level name)."""

    def __init__(self, seat: str = HUMAN, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        for key in SEATS:
            self.addItem(self.tr(seat_label(key)), key)
        self.set_seat(seat)

    def seat(self) -> str:
        """The chosen seat."""
        seat: str = self.currentData()
        return seat

    def set_seat(self, seat: str) -> None:
        """Show ``seat`` (an unknown one shows Human)."""
        self.setCurrentIndex(max(0, self.findData(seat)))


def seat_row(player: int, name: QLineEdit, box: SeatBox) -> QWidget:
    """The name field and the seat box of ``player`` side by side.  While the
    name is a default one ("Player 2", "Computer"), choosing another seat
    gives it that seat's default name; a name the user typed is kept."""
    row = QWidget()
    layout = QHBoxLayout(row)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(name, 1)
    layout.addWidget(box)
    defaults = {default_name(player, HUMAN), default_name(player, SEATS[-1]), *DEFAULT_NAMES}

    def seat_chosen() -> None:
        if name.text().strip() in defaults or not name.text().strip():
            name.setText(default_name(player, box.seat()))

    box.currentIndexChanged.connect(seat_chosen)
    return row
