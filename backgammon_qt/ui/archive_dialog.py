"""Analyse > Analyse files… (issue 23): many match files analysed at once,
with a progress bar and Cancel, one row per match, and a chart of a
player's error rate and PR match by match; a click on a match's point (or
a double click on its row) opens the match.  Options > Cluster for long
analyses… names a Dask scheduler to send the work to (empty: this
machine).

The work runs in :class:`~backgammon_qt.controller.engine_jobs.archive.ArchiveAnalysis`
(a thread of its own, worker processes or the cluster): the window never
waits for it.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLocale, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QAction, QColor, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from backgammon_qt.controller.engine_jobs.archive import ArchiveAnalysis, ArchiveRow

if TYPE_CHECKING:
    from .window_protocol import WindowHost

__all__ = ["ErrorRateChart", "ArchiveDialog", "ArchiveActions"]


def nice_scale(maximum: float, ticks: int = 4) -> tuple[float, float]:
    """A scale from 0 that holds ``maximum`` in at most about ``ticks``
    round steps: (top, step), the step 1, 2 or 5 times a power of ten and
    the top a whole number of steps (5 -> (6, 2), 37.5 -> (40, 10); no
    maximum, 0 -> (4, 1))."""
    maximum = maximum if maximum > 0 else 4.0
    raw = maximum / ticks
    magnitude = 10.0 ** math.floor(math.log10(raw))
    step = next(m * magnitude for m in (1.0, 2.0, 5.0, 10.0) if m * magnitude >= raw * (1 - 1e-9))
    return step * math.ceil(maximum / step - 1e-9), step


def _ticks(top: float, step: float) -> list[tuple[float, str]]:
    """0, step, 2 step... up to ``top``, each with its label in the
    player's locale (as many decimals as the step needs)."""
    decimals = max(0, -math.floor(math.log10(step) + 1e-9)) if step < 1 else 0
    locale = QLocale()
    count = round(top / step)
    return [(k * step, locale.toString(k * step, "f", decimals)) for k in range(count + 1)]


class ErrorRateChart(QWidget):
    """A player's error rate (mEMG per decision, left scale) and PR (half of
    it, right scale) match by match, in the order the matches are listed:
    one point a match, joined by a line.

    Signals:
        match_clicked(str): the file of the match whose point was clicked.
    """

    match_clicked = Signal(str)

    MARGIN = 44.0
    RADIUS = 4.0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumSize(360, 180)
        self._points: list[tuple[str, float]] = []      # (file, error rate)
        self.setToolTip(self.tr("Click a match's point to open it"))

    def set_points(self, points: list[tuple[str, float]]) -> None:
        """The matches to draw: (file, error rate) in order."""
        self._points = list(points)
        self.update()

    def points(self) -> list[tuple[str, float]]:
        return list(self._points)

    def _top(self) -> float:
        return nice_scale(max((rate for _, rate in self._points), default=0.0))[0]

    def left_ticks(self) -> list[tuple[float, str]]:
        """The error-rate scale's ticks: (value, label in the player's
        locale), 0 to the top in round steps (1, 2 or 5 times a power of ten)."""
        top, step = nice_scale(max((rate for _, rate in self._points), default=0.0))
        return _ticks(top, step)

    def right_ticks(self) -> list[tuple[float, str]]:
        """The PR scale's ticks (PR is half the error rate): round steps of
        their own up to half the left scale's top."""
        half = self._top() / 2
        _, step = nice_scale(half)
        return [(v, label) for v, label in _ticks(half, step) if v <= half + 1e-9]

    def point_at(self, i: int) -> QPointF:
        """Where match ``i``'s point is drawn (widget coordinates)."""
        area = self._area()
        n = len(self._points)
        x = area.left() + (area.width() * (i + 0.5) / n if n else 0.0)
        y = area.bottom() - area.height() * self._points[i][1] / self._top()
        return QPointF(x, y)

    def _area(self) -> QRectF:
        m = self.MARGIN
        return QRectF(m, 12.0, max(1.0, self.width() - 2 * m), max(1.0, self.height() - 12.0 - 28.0))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text = pal.windowText().color()
        area = self._area()
        painter.fillRect(self.rect(), pal.base())
        grid = QColor(text)
        grid.setAlpha(50)
        top = self._top()
        for value, label in self.left_ticks():
            y = area.bottom() - area.height() * value / top
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(text)
            painter.drawText(QRectF(0, y - 8, self.MARGIN - 4, 16),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
        for value, label in self.right_ticks():           # PR: its own round ticks, at PR x 2 on the left scale
            y = area.bottom() - area.height() * 2 * value / top
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(area.right(), y), QPointF(area.right() + 3, y))
            painter.setPen(text)
            painter.drawText(QRectF(area.right() + 5, y - 8, self.MARGIN - 5, 16),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
        painter.drawText(QRectF(0, area.bottom() + 6, self.width(), 20), Qt.AlignmentFlag.AlignCenter,
                         self.tr("Error rate (left, mEMG) and PR (right) by match"))
        if not self._points:
            return
        line = QColor(40, 110, 200)
        path = QPainterPath()
        for i in range(len(self._points)):
            p = self.point_at(i)
            if i == 0:
                path.moveTo(p)
            else:
                path.lineTo(p)
        painter.setPen(QPen(line, 2))
        painter.drawPath(path)
        painter.setBrush(line)
        for i in range(len(self._points)):
            painter.drawEllipse(self.point_at(i), self.RADIUS, self.RADIUS)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        pos = event.position()
        best, found = 12.0 ** 2, None
        for i, (source, _) in enumerate(self._points):
            p = self.point_at(i)
            d = (p.x() - pos.x()) ** 2 + (p.y() - pos.y()) ** 2
            if d <= best:
                best, found = d, source
        if found is not None:
            self.match_clicked.emit(found)
        super().mousePressEvent(event)


class ArchiveDialog(QDialog):
    """The progress, the matches and the chart of one archive analysis.

    Signals:
        open_requested(str): the player asked to open this match file.
    """

    open_requested = Signal(str)

    def __init__(self, job: ArchiveAnalysis, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Analyse files"))
        self.job = job
        self.rows: list[ArchiveRow] = []
        layout = QVBoxLayout(self)
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        bar = QHBoxLayout()
        self.progress = QProgressBar()
        self.progress.setFormat(self.tr("%v of %m files"))
        bar.addWidget(self.progress, 1)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.clicked.connect(self._cancel)
        bar.addWidget(self.cancel_button)
        layout.addLayout(bar)
        pick = QHBoxLayout()
        pick.addWidget(QLabel(self.tr("Player:")))
        self.player = QComboBox()
        self.player.currentTextChanged.connect(self._redraw)
        self.player.activated.connect(self._player_chosen)
        self._matches_of: dict[str, int] = {}     # each player's matches so far
        self._player_picked = False               # the player chose one: it stays
        self._nothing_analysed = False            # the cluster could not be reached: the status says so
        pick.addWidget(self.player, 1)
        layout.addLayout(pick)
        self.chart = ErrorRateChart()
        self.chart.match_clicked.connect(self.open_requested)
        layout.addWidget(self.chart, 2)
        self.list = QListWidget()
        self.list.setWordWrap(True)               # a row's players wrap under its file: no sideways scrolling
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.list.setAlternatingRowColors(True)    # a wrapped row stays told apart from the next
        self.list.itemDoubleClicked.connect(self._activated)
        layout.addWidget(self.list, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(640, 560)
        job.collecting.connect(self._collecting)
        job.started.connect(self._started)
        job.match_done.connect(self.add_row)
        job.file_failed.connect(self._file_failed)
        job.unreachable.connect(self._unreachable)
        job.finished.connect(self._finished)
        job.failed.connect(self._failed)

    # ------------------------------------------------------------ the job's reports
    def _collecting(self, found: int) -> None:
        """The folders are walked (off the GUI thread): a busy bar, the files found so far."""
        self.progress.setRange(0, 0)
        self.status.setText(self.tr("Looking for match files: %n found so far…", "", found))
        self.cancel_button.setEnabled(True)

    def _started(self, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(0)
        self.status.setText(self.tr("Analysing %Ln file(s)…", "", total))
        self._nothing_analysed = False
        self.cancel_button.setEnabled(True)

    def _step(self) -> None:
        self.progress.setValue(self.progress.value() + 1)

    def add_row(self, row: ArchiveRow) -> None:
        """Show a match analysed (and its point on the chart)."""
        self._step()
        self.rows.append(row)
        locale = QLocale()
        parts = []
        for name, n, rate, pr in zip(row.names, row.decisions, row.error_rate, row.pr):
            if rate is None or pr is None:
                parts.append(self.tr("%1: no decisions").replace("%1", name))
            else:
                parts.append(self.tr("%1: error rate %2, PR %3 (%Ln decision(s))", "", n)
                             .replace("%1", name).replace("%2", locale.toString(rate, "f", 1))
                             .replace("%3", locale.toString(pr, "f", 2)))
        from pathlib import Path

        # one line of the list: the file, then each player's figures (the language orders and punctuates it)
        line = (self.tr("%1 — %2; %3").replace("%1", Path(row.source).name).replace("%2", parts[0])
                .replace("%3", parts[1]) if len(parts) == 2
                else self.tr("%1 — %2").replace("%1", Path(row.source).name).replace("%2", "; ".join(parts)))
        item = QListWidgetItem(line)
        item.setData(Qt.ItemDataRole.UserRole, row.source)
        item.setToolTip(row.source)
        self.list.addItem(item)
        for name in row.names:
            self._matches_of[name] = self._matches_of.get(name, 0) + 1
            if self.player.findText(name) < 0:
                self.player.addItem(name)
        if not self._player_picked:           # the chart shows the player of the most matches (first seen on a tie)
            most = max(self._matches_of.values())
            busiest = next(name for name, n in self._matches_of.items() if n == most)
            self.player.setCurrentText(busiest)
        self._redraw()

    def looking(self) -> None:
        """An analysis is asked: the files are being looked for (folders
        are walked on the job's thread before ``started``)."""
        self.progress.setRange(0, 0)
        self.status.setText(self.tr("Looking for match files…"))
        self.cancel_button.setEnabled(True)

    def _player_chosen(self, _index: int) -> None:
        self._player_picked = True

    def clear(self) -> None:
        """Forget the rows, the players and the chart (a new analysis)."""
        self.rows.clear()
        self.list.clear()
        self.player.clear()
        self._matches_of.clear()
        self._player_picked = False
        self.chart.set_points([])

    def _file_failed(self, source: str, text: str) -> None:
        """A file not analysed: the job's sentence that names it and says why
        (ArchiveAnalysis.file_failed), its whole path in the tooltip."""
        self._step()
        item = QListWidgetItem(text)
        item.setToolTip(source)
        self.list.addItem(item)

    def _unreachable(self, address: str, fell_back: bool) -> None:
        if fell_back:
            self.status.setText(self.tr("The cluster at %1 cannot be reached; the files are analysed on this "
                                        "machine.").replace("%1", address))
        else:
            self.status.setText(self.tr("The cluster at %1 cannot be reached; nothing was analysed.")
                                .replace("%1", address))
            self._nothing_analysed = True

    def _finished(self, players: list[dict[str, Any]], stopped: bool) -> None:
        self.cancel_button.setEnabled(False)
        if stopped and self._nothing_analysed:
            pass             # the status says why nothing was analysed: the cluster cannot be reached
        elif stopped:
            self.status.setText(self.tr("Stopped: the %Ln match(es) analysed so far are kept.", "", len(self.rows)))
        else:
            self.status.setText(self.tr("%Ln match(es) analysed.", "", len(self.rows)))

    def _failed(self, reason: str) -> None:
        self.cancel_button.setEnabled(False)
        self.status.setText(self.tr("The analysis stopped. %1").replace("%1", reason))   # reason: its detail

    # ------------------------------------------------------------ the player's actions
    def _cancel(self) -> None:
        self.job.cancel()
        self.cancel_button.setEnabled(False)

    def _activated(self, item: QListWidgetItem) -> None:
        source = item.data(Qt.ItemDataRole.UserRole)
        if source:
            self.open_requested.emit(str(source))

    def _redraw(self) -> None:
        name = self.player.currentText()
        points = []
        for row in self.rows:
            for who, rate in zip(row.names, row.error_rate):
                if who == name and rate is not None:
                    points.append((row.source, rate))
        self.chart.set_points(points)

    def reject(self) -> None:
        self.job.cancel()
        super().reject()


class ArchiveActions(QObject):
    """Analyse > Analyse files… and Options > Cluster for long analyses…"""

    def __init__(self, window: WindowHost, level: Callable[[], str]) -> None:
        super().__init__(window.widget())
        self.window = window
        self._level = level
        self.job = ArchiveAnalysis(self)
        self.dialog: ArchiveDialog | None = None
        self.files_action = QAction(self.tr("Analyse &files…"), self)
        self.files_action.setToolTip(self.tr("Analyse many match files at once, on this machine or a cluster"))
        self.files_action.triggered.connect(self.choose_files)
        self.cluster_action = QAction(self.tr("Cl&uster for long analyses…"), self)
        self.cluster_action.triggered.connect(self.choose_cluster)
        self.stop_action = QAction(self.tr("&Stop when the cluster cannot be reached"), self, checkable=True)
        self.stop_action.setToolTip(self.tr("Otherwise the files are analysed on this machine"))
        self.stop_action.setChecked(window.settings.get("cluster_if_unreachable") == "stop")
        self.stop_action.toggled.connect(
            lambda on: window.settings.set("cluster_if_unreachable", "stop" if on else "local"))

    def add_to_menu(self, menu: QMenu) -> None:
        menu.addAction(self.files_action)

    def add_to_options_menu(self, menu: QMenu) -> None:
        menu.addAction(self.cluster_action)
        menu.addAction(self.stop_action)

    def choose_files(self) -> None:
        """Ask for match files and analyse them."""
        paths, _ = QFileDialog.getOpenFileNames(self.window.widget(), self.tr("Analyse files"), "",
                                                self.tr("Match files (*.bgqt *.sgf *.mat *.txt);;All files (*)"))
        if paths:
            self.analyse(paths)

    def analyse(self, paths: list[str]) -> ArchiveDialog:
        """Show the dialog and analyse ``paths`` (files or folders) at the
        Analyse menu's level on the cluster named in Options."""
        if self.dialog is None:
            self.dialog = ArchiveDialog(self.job, self.window.widget())
            self.dialog.open_requested.connect(self.window.open_path)
        dialog = self.dialog
        dialog.show()
        dialog.raise_()
        if self.job.running:            # one analysis at a time: the one under way stays on show
            return dialog
        dialog.clear()
        dialog.looking()
        settings = self.window.settings
        self.job.start(paths, self._level(), str(settings.get("cluster_address")),
                       settings.get("cluster_if_unreachable") == "local")
        return dialog

    def choose_cluster(self) -> None:
        """Ask for the Dask scheduler's address (empty: this machine)."""
        settings = self.window.settings
        text, ok = QInputDialog.getText(
            self.window.widget(), self.tr("Cluster for long analyses"),
            self.tr("The address of a Dask scheduler (like tcp://192.168.1.10:8786), or nothing to use this "
                    "machine's cores:"), text=str(settings.get("cluster_address")))
        if ok:
            settings.set("cluster_address", text.strip())

    def shutdown(self) -> None:
        """At quit: the analysis under way stops now, its workers with it
        (:meth:`ArchiveAnalysis.shutdown`)."""
        self.job.shutdown()
