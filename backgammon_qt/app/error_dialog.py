"""The dialog shown after an uncaught exception
(:class:`~backgammon_qt.app.logs.ExceptionHook`), in a module of its own so
that start-up does not make a message box class before the window's first
paint; ``logs.ErrorDialog`` is this class."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QMessageBox, QWidget

__all__ = ["ErrorDialog"]


class ErrorDialog(QMessageBox):
    """What the player sees after an uncaught exception: what happened,
    that the match was saved (or not), and where the log is, with the
    traceback under "Show Details" and a button that opens the log's
    folder."""

    def __init__(self, summary: str, details: str, log_file: Path | None, saved: bool | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Critical)
        self.setWindowTitle(self.tr("backgammon-qt: an error"))
        self.setText(self.tr("Something went wrong: %1").replace("%1", summary))
        lines = []
        if saved is True:
            lines.append(self.tr("Your match was saved, and you can go on playing. If the board "
                                 "misbehaves, quit: the next start offers to resume the match."))
        elif saved is False:
            lines.append(self.tr("The match could not be saved; save it with Game > Save as."))
        if log_file is not None:
            lines.append(self.tr("The details are in the log file %1; please attach it when you "
                                 "report the problem.").replace("%1", str(log_file)))
        else:
            lines.append(self.tr("No log file could be written; the details are below."))
        self.setInformativeText("\n\n".join(lines))
        self.setDetailedText(details)
        self.setStandardButtons(QMessageBox.StandardButton.Close)
        self.log_file = log_file
        self.saved = saved
        self.summary = summary
        self.details = details
        if log_file is not None:
            # opens the folder in the file manager (and, as every button of a message box, closes it)
            self.open_folder = self.addButton(self.tr("Open the log folder"),
                                              QMessageBox.ButtonRole.ActionRole)
            self.open_folder.clicked.connect(self.show_log_folder)

    def show_log_folder(self) -> None:
        if self.log_file is not None:
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.log_file.parent)))
