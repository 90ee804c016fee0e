"""The view: shows the board scene scaled to the window, nothing more (it
tells a :class:`~.scene.BoardScene` its size, and the scene takes the shape
that fits it: portrait in a tall view)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from .scene import BoardScene
from .theme import THEME

__all__ = ["BoardView"]


class BoardView(QGraphicsView):
    """Scales the whole scene into the widget, keeping its aspect
    (``fitInView`` on every resize and whenever the scene's rectangle
    changes); no scrollbars, no interaction of its own.  Never smaller than
    :attr:`MINIMUM` pixels, where the board's smallest text is still read."""

    MINIMUM = (600, 460)

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # The same plain QWidget viewport Qt would make, but made here, in
        # Python: the first time viewport() hands Qt's own to Python, PySide
        # looks up its type by making every widget class and its enums
        # (about 25 ms at start-up, where the window watches the first paint).
        self.setViewport(QWidget())
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setBackgroundBrush(THEME.background)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(*self.MINIMUM)
        scene.sceneRectChanged.connect(lambda _rect: self.fit())    # the board turned (portrait/landscape)

    def fit(self) -> None:
        """Scale the scene to fill the view, keeping its aspect ratio."""
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def _tell_size(self) -> None:
        scene = self.scene()
        if isinstance(scene, BoardScene):
            viewport = self.viewport()
            scene.set_view_size(viewport.width(), viewport.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._tell_size()
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._tell_size()
        self.fit()
