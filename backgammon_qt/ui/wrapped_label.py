"""A word-wrapped label and a push button whose label wraps, for the
narrow docks (:class:`WrappedLabel`, :class:`WrappedButton`)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QStylePainter,
    QWidget,
)

__all__ = ["WrappedLabel", "WrappedButton"]



def strip_mnemonic(text: str) -> str:
    """``text`` without its mnemonic's "&" ("&&", a shown "&", stays one "&"):
    ``"&Open && save"`` -> ``"Open & save"``."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")

class WrappedLabel(QLabel):
    """A word-wrapped label whose minimum height is that of its lines at
    its width, so that a short dock does not draw the next widget over its
    last lines (a dock's layout asks for minimum sizes, not heights for
    widths).  The minimum follows a change of the label's width or text,
    never of its height (a refit on a height change can loop)."""

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        if self.wordWrap() and self.width() > 0 and self.text():
            return QSize(hint.width(), max(hint.height(), self.heightForWidth(self.width())))
        return hint

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()           # its lines, and so its minimum height, changed


class WrappedButton(QPushButton):
    """A push button whose label wraps onto more lines where the button is
    narrower than the label (a long translated label in a 200-pixel dock:
    Danish "Kør rollout af doblingsbeslutningen" made the hint dock 232
    pixels wide at least, too wide for a dock column on each side of the
    board in a 1024-pixel window).  Its least width is its longest word's;
    its least height that of its lines at its width (refit on a width
    change only).  The button's own text is kept (its mnemonic, screen
    readers), drawn by the wrapping label instead of the button."""

    _PADDING = 8        # pixels each side of the label, within the button's frame

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self._label = QLabel(self)
        self._label.setWordWrap(True)
        self._label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._label.setTextFormat(Qt.TextFormat.PlainText)
        self._label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(self._PADDING, 2, self._PADDING, 2)
        layout.addWidget(self._label)
        # narrower than its one-line text where the dock is (a push button's least width is its
        # text's); as tall as its lines
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self._show_text()

    def setText(self, text: str) -> None:
        super().setText(text)
        self._show_text()

    def _show_text(self) -> None:
        # the text without its mnemonic's "&" ("&&" is a shown "&")
        self._label.setText(strip_mnemonic(self.text()))
        self.updateGeometry()

    def label_text(self) -> str:
        """The text drawn on the button (its mnemonic's "&" left out)."""
        return self._label.text()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = ""                    # the label draws it, wrapped
        painter.drawControl(QStyle.ControlElement.CE_PushButton, option)

    def _height(self, one_line: int) -> int:
        """The button's height for its label's lines at its width (at least
        ``one_line``, a one-line button's)."""
        if self.width() <= 0:
            return one_line
        lines = self._label.heightForWidth(max(self.width() - 2 * self._PADDING, 1))
        return max(one_line, lines + 8)

    def minimumSizeHint(self) -> QSize:
        # (QPushButton's own minimumSizeHint asks sizeHint: not called here)
        one_line = super().sizeHint().height()
        metrics = self._label.fontMetrics()
        words = self._label.text().split()
        width = max((metrics.horizontalAdvance(word) for word in words), default=0) + 2 * self._PADDING + 4
        return QSize(width, self._height(one_line))

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), self._height(hint.height()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()           # its lines, and so its least height, changed
