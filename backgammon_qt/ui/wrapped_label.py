"""A word-wrapped label for the narrow docks (:class:`WrappedLabel`)."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel

__all__ = ["WrappedLabel"]


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
