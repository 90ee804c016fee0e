"""The texts drawn on the board: the players' panels and the prompts with
their answer buttons (split from :mod:`.items`, which still offers these
names)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QLocale,
    QPointF,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from backgammon_qt.app.translations import number

from .dice_items import ButtonItem
from .item_fonts import make_font
from .theme import THEME

__all__ = ["PlayerPanelItem", "PromptItem"]


class PlayerPanelItem(QGraphicsObject):
    """A player's strip above or below the case: checker colour, name,
    score, pip count, clock; marked when it is this player's turn.  Holds the
    "Claim the win" button of the timed rules.

    Signals:
        claim_clicked(int): this panel's player claims the win.
    """

    claim_clicked = Signal(int)

    def __init__(self, side: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.side = side
        self.rect = QRectF()
        self.name = ""
        self.score_text = ""
        self.pips = 0
        self.clock = ""
        self.clock_low = False
        self.on_roll = False
        self.centre_text = ""
        self.colour = side           # whose checker colour the panel shows
        self.pip_diff = 0
        self.epc: float | None = None   # the effective pip count, when known (bearing off)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.claim = ButtonItem("claim", self.tr("Claim the win"), 170, 32, self)
        self.claim.clicked.connect(lambda _key: self.claim_clicked.emit(self.side))
        self.claim.setVisible(False)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(rect)
        self._place_claim()

    def set_info(self, name: str, score_text: str, pips: int, clock: str, clock_low: bool, on_roll: bool,
                 centre_text: str, can_claim: bool) -> None:
        self.name, self.score_text, self.pips = name, score_text, pips
        self.clock, self.clock_low, self.on_roll, self.centre_text = clock, clock_low, on_roll, centre_text
        self.setToolTip(centre_text)      # the whole match line, where a narrow panel cuts it short
        self.claim.setVisible(can_claim)
        self._place_claim()
        self.update()

    def _right_text(self) -> str:
        """The pips (with the difference and, bearing off, the effective pip
        count as gnubg shows it) and the clock, at the right."""
        # the difference in words: more pips is behind in the race (a bare "+9" read as "ahead")
        d = QLocale().toString(abs(self.pip_diff))
        if self.epc is not None:
            e = number(self.epc, 1)
            if self.pip_diff > 0:
                text = self.tr("%n pip(s) ({d} behind), EPC {e}", "", self.pips).format(d=d, e=e)
            elif self.pip_diff < 0:
                text = self.tr("%n pip(s) ({d} ahead), EPC {e}", "", self.pips).format(d=d, e=e)
            else:
                text = self.tr("%n pip(s), EPC {e}", "", self.pips).format(e=e)
        elif self.pip_diff > 0:
            text = self.tr("%n pip(s) ({d} behind)", "", self.pips).format(d=d)
        elif self.pip_diff < 0:
            text = self.tr("%n pip(s) ({d} ahead)", "", self.pips).format(d=d)
        else:
            text = self.tr("%n pip(s)", "", self.pips)
        if self.clock:
            text = f"{self.clock}    {text}"
        return text

    def _free_span(self) -> tuple[float, float]:
        """The stretch of the panel left free between the colour, name and
        score (at the left) and the pips and clock (at the right)."""
        r = self.rect
        name = min(QFontMetricsF(make_font(20, bold=True)).horizontalAdvance(self.name), 300.0)
        score = min(QFontMetricsF(make_font(17)).horizontalAdvance(self.score_text), 200.0)
        right = QFontMetricsF(make_font(17)).horizontalAdvance(self._right_text())
        return r.left() + 22 + 26 + 14 + name + 14 + score + 16, r.right() - 20 - right - 16

    def _place_claim(self) -> None:
        """The claim button in place of the match text: centred on the panel
        where it fits between the sides, else in the middle of the room left."""
        left, right = self._free_span()
        x, half = self.rect.center().x(), self.claim.size[0] / 2
        if x - half < left or x + half > right:
            x = (left + right) / 2
        self.claim.setPos(x, self.rect.center().y())

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        cy = r.center().y()
        x = r.left() + 22
        # the player's checker colour
        rad = 13.0
        name_font, score_font = make_font(20, bold=True), make_font(17)
        if self.on_roll:
            # a soft pill behind the colour, the name and the score
            width = (2 * rad + 14 + QFontMetricsF(name_font).horizontalAdvance(self.name) + 14
                     + QFontMetricsF(score_font).horizontalAdvance(self.score_text) + 40)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(THEME.accent.red(), THEME.accent.green(), THEME.accent.blue(), 45))
            painter.drawRoundedRect(QRectF(r.left() + 6, cy - 20, width, 40), 20, 20)
        painter.setPen(QPen(THEME.checker_rim[self.colour], 1.2))
        painter.setBrush(THEME.checker[self.colour])
        painter.drawEllipse(QPointF(x + rad, cy), rad, rad)
        if self.on_roll:
            painter.setPen(QPen(THEME.accent, 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(x + rad, cy), rad + 4, rad + 4)
        x += 2 * rad + 14
        painter.setFont(name_font)
        painter.setPen(THEME.accent if self.on_roll else THEME.text)
        name_rect = QRectF(x, r.top(), 300, r.height())
        drawn = painter.boundingRect(name_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                                     self.name)
        painter.drawText(name_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.name)
        painter.setFont(score_font)
        painter.setPen(THEME.text_dim)
        painter.drawText(QRectF(drawn.right() + 14, r.top(), 200, r.height()),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.score_text)
        right = QRectF(r.right() - 330, r.top(), 310, r.height())
        painter.setFont(make_font(17))
        painter.setPen(THEME.text)
        text = self._right_text()
        if self.clock:
            painter.setPen(THEME.clock_low if self.clock_low else THEME.text)
        painter.drawText(right, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, text)
        if self.centre_text and not self.claim.isVisible():
            self._paint_centre_text(painter, *self._free_span())

    def shown_centre_text(self) -> str:
        """What the panel shows of the centre text (the match line): whole,
        cut short with an ellipsis, or empty when less than half of it would
        show or the claim button takes its place."""
        if not self.centre_text or self.claim.isVisible():
            return ""
        left, right = self._free_span()
        room = max(0.0, right - left)
        shown = QFontMetricsF(make_font(16)).elidedText(self.centre_text, Qt.TextElideMode.ElideRight, room)
        return shown if len(shown) >= len(self.centre_text) / 2 else ""

    def _paint_centre_text(self, painter: QPainter, left: float, right: float) -> None:
        """The centre text, centred on the panel where it fits between
        ``left`` and ``right`` (the two sides' texts), else centred between
        them and cut short if need be (a narrow portrait panel), or left out
        when less than half of it would show."""
        font = make_font(16)
        metrics = QFontMetricsF(font)
        room = max(0.0, right - left)
        width = min(metrics.horizontalAdvance(self.centre_text), room)
        centre = self.rect.center().x()
        if centre - width / 2 < left or centre + width / 2 > right:
            centre = (left + right) / 2
        shown = self.shown_centre_text()
        if not shown:
            return                    # too little of it would show (the window is narrow, the names long)
        painter.setFont(font)
        painter.setPen(THEME.text_dim)
        painter.drawText(QRectF(centre - width / 2 - 2, self.rect.top(), width + 4, self.rect.height()),
                         Qt.AlignmentFlag.AlignCenter, shown)


class PromptItem(QGraphicsObject):
    """A message or a question over the board, with answer buttons.

    Signals:
        answered(str): the key of the button clicked.
    """

    answered = Signal(str)

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self.rect = QRectF()
        self.buttons: list[ButtonItem] = []
        self.font_size = 18.0
        self.margin = 18.0
        self.button_room = 0.0       # the height under the text that the answer buttons take
        self.setZValue(30)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def show_prompt(self, text: str, buttons: Sequence[tuple[str, str]], area: QRectF, compact: bool = False) -> None:
        """Show ``text`` with ``buttons`` ((key, label) pairs) centred in
        ``area``; ``compact`` uses a smaller font and margins (a message)."""
        for button in self.buttons:
            button.setParentItem(None)  # type: ignore[arg-type]  # PySide6's stub: Qt takes nullptr (no parent)
            if button.scene() is not None:
                button.scene().removeItem(button)
        self.buttons = []
        self.prepareGeometryChange()
        self.text = text
        if not text:
            self.setVisible(False)
            return
        self.font_size = (14.0 if buttons else 15.0) if compact else 18.0
        self.margin = (4.0 if buttons else 10.0) if compact else 18.0
        # a compact question fits the gap between the rows of points: smaller buttons
        bw, bh, gap = (88.0, 30.0, 10.0) if compact else (120.0, 40.0, 16.0)
        if compact and buttons:                  # as wide as the longest label needs (a language's longer word)
            label_metrics = QFontMetricsF(make_font(bh * 0.42, bold=True))
            bw = max(bw, *(label_metrics.horizontalAdvance(label) + 22 for _key, label in buttons))
        self.button_room = bh + (12.0 if compact else 18.0) if buttons else 0.0
        metrics = QFontMetricsF(make_font(self.font_size))
        width = min(area.width(), 560.0)
        text_rect = metrics.boundingRect(QRectF(0, 0, width - 2 * self.margin, 1000),
                                         int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), text)
        n = len(buttons)
        row = n * bw + max(0, n - 1) * gap
        if compact:
            width = min(width, max(text_rect.width(), row) + 2 * self.margin + 8)
        height = text_rect.height() + 2 * self.margin + self.button_room
        centre = area.center()
        self.rect = QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)
        x0 = centre.x() - row / 2 + bw / 2
        for i, (key, label) in enumerate(buttons):
            button = ButtonItem(key, label, bw, bh, self)
            button.setPos(x0 + i * (bw + gap), self.rect.bottom() - self.margin - bh / 2 - 2)
            button.clicked.connect(self.answered)
            self.buttons.append(button)
        self.setVisible(True)
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 6, 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(self.rect.translated(2, 4), 14, 14)
        painter.setPen(QPen(THEME.accent.darker(140), 1.5))
        painter.setBrush(THEME.panel)
        painter.drawRoundedRect(self.rect, 14, 14)
        painter.setFont(make_font(self.font_size))
        painter.setPen(THEME.text)
        m = self.margin
        text_area = QRectF(self.rect.left() + m, self.rect.top() + m, self.rect.width() - 2 * m,
                           self.rect.height() - 2 * m - self.button_room)
        painter.drawText(text_area, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), self.text)
