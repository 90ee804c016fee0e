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
        return self._span(self._name_width())

    def _span(self, name: float) -> tuple[float, float]:
        r = self.rect
        score = min(QFontMetricsF(make_font(17)).horizontalAdvance(self.score_text), 200.0)
        right = QFontMetricsF(make_font(17)).horizontalAdvance(self._right_text())
        return r.left() + 22 + 26 + 14 + name + 14 + score + 16, r.right() - 20 - right - 16

    def _name_width(self) -> float:
        """How wide the name is drawn: whole up to 300 (cut short with an
        ellipsis beyond), and shorter still, down to 100, where the match
        line would otherwise lack the room for its first part (the Crawford
        game, post-Crawford) on a line of its own."""
        full = min(QFontMetricsF(make_font(20, bold=True)).horizontalAdvance(self.name), 300.0)
        if not self.centre_text or self.claim.isVisible():
            return full
        need = QFontMetricsF(make_font(16)).horizontalAdvance(self.centre_text.split(" \u00b7 ")[0])
        left, right = self._span(full)
        short = need - (right - left)
        return full if short <= 0 else max(min(full, 100.0), full - short)

    def shown_name(self) -> str:
        """The name as drawn (cut short with an ellipsis where the panel
        lacks the room: :meth:`_name_width`)."""
        return QFontMetricsF(make_font(20, bold=True)).elidedText(self.name, Qt.TextElideMode.ElideRight,
                                                                   self._name_width() + 0.5)

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
            width = (2 * rad + 14 + QFontMetricsF(name_font).horizontalAdvance(self.shown_name()) + 14
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
        name = self.shown_name()
        drawn = painter.boundingRect(name_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name)
        painter.drawText(name_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name)
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
        """What the panel shows of the centre text (the match line), its
        lines joined by a newline: whole on one line where it fits, else on
        two, broken between its parts (" \u00b7 ") where the lines come out
        most even, each cut short with an ellipsis only where even that does
        not fit (never to nothing); empty when the claim button takes its
        place."""
        return "\n".join(self._centre_lines())

    def _centre_lines(self) -> list[str]:
        if not self.centre_text or self.claim.isVisible():
            return []
        left, right = self._free_span()
        room = max(0.0, right - left)
        metrics = QFontMetricsF(make_font(16))
        text = self.centre_text
        if metrics.horizontalAdvance(text) <= room:
            return [text]
        # two lines: broken between the line's parts, else between words
        sep = " \u00b7 " if " \u00b7 " in text else " "
        parts = text.split(sep)
        lines = [text]
        if len(parts) > 1:
            splits = [[sep.join(parts[:k]), sep.join(parts[k:])] for k in range(1, len(parts))]
            lines = min(splits, key=lambda pair: max(metrics.horizontalAdvance(line) for line in pair))
        shown = [metrics.elidedText(line, Qt.TextElideMode.ElideRight, room) for line in lines]
        # the room of no more than an ellipsis: the first letters of each line all the same
        return [line if line.strip("\u2026") else whole[:3] + "\u2026" for line, whole in zip(shown, lines)]

    def _paint_centre_text(self, painter: QPainter, left: float, right: float) -> None:
        """The centre text, centred on the panel where it fits between
        ``left`` and ``right`` (the two sides' texts), else centred between
        them, on two lines where one is too short (a narrow portrait panel,
        long names, the EPC beside the pips; :meth:`shown_centre_text`)."""
        font = make_font(16)
        metrics = QFontMetricsF(font)
        lines = self._centre_lines()
        if not lines:
            return
        width = max(metrics.horizontalAdvance(line) for line in lines)
        centre = self.rect.center().x()
        if centre - width / 2 < left or centre + width / 2 > right:
            centre = (left + right) / 2
        painter.setFont(font)
        painter.setPen(THEME.text_dim)
        step = metrics.lineSpacing()
        top = self.rect.center().y() - step * len(lines) / 2
        for i, line in enumerate(lines):
            painter.drawText(QRectF(centre - width / 2 - 2, top + i * step, width + 4, step),
                             Qt.AlignmentFlag.AlignCenter, line)


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
