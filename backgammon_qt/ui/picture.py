"""A picture of a position to share (on a forum, in a chat): the board as
the window draws it (:class:`~.scene.BoardScene`, in the theme in use), with
the players' names, the score (or money), the pip counts, the dice and the
cube, and under it the whole match line (the length, the variation, the
rules; not on the top panel, where long names and pips would cut it short)
and a line with the gnubg Position ID and Match ID (written as text in an
SVG, so that they can be selected and copied).

:class:`PositionPicture` draws it into a :class:`QImage` (PNG, the
clipboard) or an SVG file (QtSvg's :class:`QSvgGenerator`).  The board is a
scene of its own, never the window's: nothing on it can be clicked, no Roll
button, question or banner is drawn, and the window's board is left as it
is.  Edit > Copy position as picture and Game > Export position picture are
:class:`~.picture_actions.PictureActions`; ``python -m backgammon_qt
--export-position ID OUT`` is :func:`export_position`.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, QSaveFile, QSize, Qt
from PySide6.QtGui import QColor, QImage, QImageWriter, QPainter
from PySide6.QtWidgets import QGraphicsItem

from backgammon_qt.app.translations import ContextTr

from .items import make_font
from .scene import BoardScene
from .theme import THEME

if TYPE_CHECKING:
    from backgammon_qt.controller.presentation import BoardState

__all__ = ["PositionPicture", "picture_state", "FORMATS", "DEFAULT_WIDTH"]

FORMATS = ("png", "svg")
"""The file formats :meth:`PositionPicture.save` writes, by the file name's suffix."""

DEFAULT_WIDTH = 1000
"""The width of a PNG (and of the clipboard's image) in pixels."""

CAPTION = 44.0
"""The height of a line under the board (the match line, the IDs), in scene
units (the board is :attr:`~.geometry.BoardGeometry.width` units wide)."""


_tr = ContextTr("PositionPicture")


def picture_state(state: BoardState) -> BoardState:
    """``state`` as a picture shows it: nothing to click or answer, no Roll
    button, prompt, news or clocks; of the dice only the roll to be played
    (an earlier roll beside it is history, not the position); no match line
    on the top panel (the picture writes it whole under the board)."""
    players = tuple(replace(p, clock="", clock_low=False, can_claim=False) for p in state.players)
    rolls = tuple(r if r is not None and r.current else None for r in state.rolls)
    return replace(state, players=(players[0], players[1]), mover=None, roll_side=None, dice_clickable=False,
                   cube_clickable=False, prompt=None, message="", rolls=(rolls[0], rolls[1]), match_text="")


class PositionPicture:
    """The picture of ``state`` (a :class:`BoardState` as the board shows
    it, e.g. the window's ``scene.state``: player ``state.bottom_player`` at
    the bottom) with ``position_id`` and ``match_id`` written under the board,
    below the whole match line (``state.match_text``, when there is one).
    ``home_left``: the bottom player's home board on the left, as in the
    window; ``point_numbers``: the points numbered (in the numbers of
    ``state.numbers_side``: the bottom player's, or the mover's on a review
    board not turned), as in the window.  Always the landscape board.  Needs a
    running QApplication (the offscreen platform will do)."""

    def __init__(self, state: BoardState, position_id: str, match_id: str, home_left: bool = False,
                 point_numbers: bool = True) -> None:
        self.position_id = position_id
        self.match_id = match_id
        self.match_text = state.match_text
        self.scene = BoardScene()
        self.scene.set_orientation(home_left)
        self.scene.set_point_numbers(point_numbers)
        self.scene.set_animation_ms(0)
        self.scene.show_state(picture_state(state), animate=False)
        for item in self.scene.items():       # painted afresh on every device: vectors in an SVG
            item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self.board_rect = QRectF(self.scene.geometry.scene_rect)

    def caption(self) -> str:
        """The line under the board: ``"Position ID: … Match ID: …"``."""
        return _tr("Position ID: {position}    Match ID: {match}").format(
            position=self.position_id, match=self.match_id)

    def size(self, width: int = DEFAULT_WIDTH) -> QSize:
        """The picture's size in pixels when ``width`` pixels wide."""
        r = self.board_rect
        return QSize(width, round(width * (r.height() + self._lines_height()) / r.width()))

    def _lines_height(self) -> float:
        """The height of the lines under the board, in scene units."""
        return 2 * CAPTION - 8 if self.match_text else CAPTION

    def board_target(self, width: int = DEFAULT_WIDTH) -> QRectF:
        """Where the board (the scene's rectangle) lies in a picture
        ``width`` pixels wide: scene point (x, y) is at ``(x * s, y * s)``
        with ``s = width / scene width`` (the IDs are below it)."""
        s = width / self.board_rect.width()
        return QRectF(0, 0, width, self.board_rect.height() * s)

    def paint(self, painter: QPainter, width: int = DEFAULT_WIDTH) -> None:
        """Draw the picture ``width`` pixels wide with ``painter`` from (0, 0)."""
        size = self.size(width)
        painter.fillRect(QRectF(0, 0, size.width(), size.height()), THEME.background)
        target = self.board_target(width)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.scene.render(painter, target, self.board_rect, Qt.AspectRatioMode.KeepAspectRatio)
        s = width / self.board_rect.width()
        painter.save()
        painter.scale(s, s)
        painter.setPen(QColor(THEME.text))
        painter.setFont(make_font(17))
        top = self.board_rect.height()
        if self.match_text:
            line = QRectF(0, top, self.board_rect.width(), CAPTION - 8)
            painter.drawText(line, int(Qt.AlignmentFlag.AlignCenter), self.match_text)
            top += CAPTION - 8
        line = QRectF(0, top, self.board_rect.width(), CAPTION - 8)
        painter.drawText(line, int(Qt.AlignmentFlag.AlignCenter), self.caption())
        painter.restore()

    def image(self, width: int = DEFAULT_WIDTH) -> QImage:
        """The picture as an image ``width`` pixels wide (ARGB32)."""
        image = QImage(self.size(width), QImage.Format.Format_ARGB32)
        image.fill(THEME.background)
        painter = QPainter(image)
        try:
            self.paint(painter, width)
        finally:
            painter.end()
        return image

    def save(self, path: str | Path, width: int = DEFAULT_WIDTH) -> None:
        """Write the picture to ``path``: PNG or SVG by its suffix
        (``.png``/``.svg``, any case), ``width`` pixels (SVG: user units)
        wide.  Written atomically with Qt's :class:`QSaveFile` (a temporary
        file beside it, flushed to disk and renamed over it on commit), so
        a failed write leaves what was there.  Raises :class:`ValueError`
        for another suffix and :class:`OSError` (its text in the player's
        words) when it cannot be written."""
        path = Path(path)
        kind = path.suffix.lower().lstrip(".")
        if kind not in FORMATS:
            raise ValueError(_tr("A position picture is saved as .png or .svg, not {name}.").format(name=path.name))
        data = self.svg(width) if kind == "svg" else None
        image = self.image(width) if kind == "png" else None
        file = QSaveFile(str(path))
        why = ""
        if not file.open(QIODevice.OpenModeFlag.WriteOnly):
            why = file.errorString()
        elif image is not None:
            writer = QImageWriter(file, QByteArray(b"png"))
            if not writer.write(image):
                why = writer.errorString()
        elif data is not None and file.write(data) != len(data):
            why = file.errorString()
        if not why and not file.commit():
            why = file.errorString()
        if why:
            file.cancelWriting()
            raise OSError(_tr("The picture could not be written to {path}: {why}").format(path=path, why=why))

    def svg(self, width: int = DEFAULT_WIDTH) -> bytes:
        """The picture as an SVG document (UTF-8), ``width`` user units wide;
        the names, pips and IDs are ``<text>`` in it."""
        from PySide6.QtSvg import QSvgGenerator  # QtSvg only when an SVG is made

        size = self.size(width)
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        generator = QSvgGenerator()
        generator.setOutputDevice(buffer)
        generator.setSize(size)
        generator.setViewBox(QRectF(0, 0, size.width(), size.height()))
        generator.setTitle(_tr("Backgammon position"))
        generator.setDescription(self.caption())
        painter = QPainter(generator)
        try:
            self.paint(painter, width)
        finally:
            painter.end()
        return bytes(buffer.data().data())


# the board's texts (score, away, the match's length) as the window's board says them
_match_tr = ContextTr("MatchController")


def export_position(text: str, out: str | Path, home_left: bool = False, point_numbers: bool = True,
                    width: int = DEFAULT_WIDTH) -> PositionPicture:
    """Write the picture of the position in ``text`` (a gnubg Position ID,
    ``PositionID:MatchID``, an XGID or anything Paste position reads:
    :func:`~backgammon_qt.model.position_text.parse_position_text`) to
    ``out`` (``.png`` or ``.svg``), the player to act at the bottom, the
    players named "Player 1" and "Player 2" (an XG position's own names are
    not kept).  Returns the picture.  Raises
    :class:`~backgammon_qt.controller.positions.PositionError` for a text
    that is not a position that can be played, :class:`ValueError` for
    another suffix, :class:`OSError` when the file cannot be written."""
    from backgammon_qt.controller import presentation
    from backgammon_qt.controller.positions import match_from_text

    kind = Path(out).suffix.lower().lstrip(".")
    if kind not in FORMATS:
        raise ValueError(_tr("A position picture is saved as .png or .svg, not {name}.").format(name=Path(out).name))
    match = match_from_text(text)
    game = match.game
    assert game is not None                 # a pasted position is one set-up game
    bottom = game.to_act if game.to_act in (0, 1) else 0
    state = presentation.board_state(match, None, "", _match_tr, bottom)
    picture = PositionPicture(state, game.position.position_id(), match.match_id(), home_left, point_numbers)
    picture.save(out, width)
    return picture
