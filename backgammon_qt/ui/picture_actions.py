"""Edit > Copy position as picture and Game > Export position picture...:
the position shown (a step back in the review or an analysed error, else
the live match: as Copy Position ID copies, :meth:`Review.shown_ids`) as a
picture to share (:mod:`.picture`), to the clipboard as an image or to a
PNG or SVG file.

:class:`PictureActions` belongs to the main window (``window.pictures``).
A file that cannot be written is said in a message box; nothing else is
touched.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QGuiApplication

from backgammon_qt.controller.filing import files

from .scene import BoardScene

if TYPE_CHECKING:
    from .picture import PositionPicture
    from .window_protocol import WindowHost

__all__ = ["PictureActions"]

class PictureActions(QObject):
    """Copy position as picture and Export position picture of ``window``.

    Signals:
        exported(str): a picture was written to this path.
        failed(str): a picture could not be written (the message shown).
    """

    exported = Signal(str)
    failed = Signal(str)

    def __init__(self, window: WindowHost) -> None:
        super().__init__(window.widget())
        self.window = window
        self.ask = True          # show failures in a message box (tests turn it off)
        tr = self.tr
        self.copy_action = QAction(tr("Copy position as p&icture"), window.widget())
        self.copy_action.setStatusTip(tr("The board shown, with the names, score, pips and IDs, "
                                         "to the clipboard as an image"))
        self.copy_action.triggered.connect(lambda _checked=False: self.copy())
        window.widget().addAction(self.copy_action)
        self.export_action = QAction(tr("E&xport position picture..."), window.widget())
        self.export_action.setStatusTip(tr("Save the board shown as a PNG image or an SVG drawing"))
        self.export_action.triggered.connect(lambda _checked=False: self.export_dialog())
        window.widget().addAction(self.export_action)

    def picture(self) -> PositionPicture:
        """The picture of the position shown on the window's board (the
        review's scene while an earlier position is shown; its orientation
        and point numbers), with its Position ID and Match ID.  Raises
        :class:`LookupError` before a board is shown."""
        scene = self.window.view.scene()
        if not isinstance(scene, BoardScene):
            scene = self.window.scene
        state = scene.state
        if state is None:
            raise LookupError("no position is shown")
        position_id, match_id, _xgid = self.window.session.review.shown_ids()
        from .picture import PositionPicture  # with the first picture, not before the window's first paint

        return PositionPicture(state, position_id, match_id, home_left=scene.home_left,
                               point_numbers=scene.board.point_numbers)

    def copy(self) -> None:
        """Put the picture on the clipboard as an image."""
        QGuiApplication.clipboard().setImage(self.picture().image())
        self.window.session.say(self.tr("The position is on the clipboard as a picture."))

    def export(self, path: str | Path) -> bool:
        """Write the picture to ``path`` (``.png`` or ``.svg``); False, with
        a message, when it cannot be written."""
        try:
            self.picture().save(path)
        except (OSError, ValueError) as exc:
            # the system's words for an OSError of its own (errno's, not "[Errno 13] ...: 'path'");
            # the picture's own errors are worded already
            why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            message = self.tr("The picture could not be saved.\n\n{why}").format(why=why)
            self.failed.emit(message)
            if self.ask:
                from PySide6.QtWidgets import QMessageBox

                QMessageBox.warning(self.window.widget(), self.tr("Export position picture"), message)
            return False
        self.window.session.say(self.tr("The position picture is saved in {path}.").format(path=path))
        self.exported.emit(str(path))
        return True

    def export_dialog(self) -> bool:
        """Ask for a file name and type, and :meth:`export` there."""
        from PySide6.QtWidgets import QFileDialog  # made at first use, not at start-up

        tr = self.tr
        filters = (tr("PNG image (*.png)"), tr("SVG drawing (*.svg)"))
        start = Path(files.default_folder(self.window.session.files.recent)) / tr("position.png")
        path, chosen = QFileDialog.getSaveFileName(self.window.widget(), tr("Export position picture"), str(start),
                                                   ";;".join(filters))
        if not path:
            return False
        if Path(path).suffix.lower() not in (".png", ".svg"):
            path += ".svg" if chosen == filters[1] else ".png"
        return self.export(path)
