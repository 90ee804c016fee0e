"""What the window's parts may use of the main window.

The main window (:mod:`.main_window`) is made of parts: the file actions
(:mod:`.file_actions`), the position actions, the dice actions, the
analysis actions, the picture actions, the game list
(:mod:`.match_browser`).  Each part is given a :class:`WindowHost`, not the
:class:`~.main_window.MainWindow`: it reaches the session, the settings,
the board (scene and view), the news line, a discard question and a few
named services of its sibling parts, and the Qt window itself only as a
plain :class:`QMainWindow` (a parent for its dialogs, actions and docks,
the status bar).  So no part imports the main window and the window's
modules have no import circle (``tests/test_import_graph.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from backgammon_qt.app.settings import Settings
    from backgammon_qt.controller.session import Session

    from .dock_room import DockRoom
    from .scene import BoardScene
    from .view import BoardView
    from .window_questions import Replacing

__all__ = ["WindowHost"]


class WindowHost(Protocol):
    """The main window as its parts see it (see the module docstring)."""

    @property
    def session(self) -> Session:
        """The window's session (the match and its parts)."""

    @property
    def settings(self) -> Settings:
        """The user's options."""

    @property
    def scene(self) -> BoardScene:
        """The board of the match in play."""

    @property
    def view(self) -> BoardView:
        """The view showing the board (its scene may be a review's board)."""

    @property
    def dock_room(self) -> DockRoom:
        """The window's docks' room: its :meth:`~.dock_room.DockRoom.toggle`
        is what every dock's menu entry and shortcut does."""

    def widget(self) -> QMainWindow:
        """The Qt window: the parent of a part's dialogs, actions (added to
        it so their shortcuts work while the menu bar is hidden) and docks,
        and the owner of the status bar."""

    def say(self, text: str) -> None:
        """Show ``text`` (a whole sentence in the player's language) on the
        news line of the status bar; "" clears it."""

    def show_status(self, text: str) -> None:
        """Show ``text`` on the status line (whose turn, what to do)."""

    def announce(self, text: str) -> None:
        """Tell a screen reader ``text`` (nothing when none listens)."""

    def confirm_discard(self, replacing: Replacing, name: str = "") -> bool:
        """Before ``replacing`` (e.g. ``Replacing.OPEN_FILE``, the file's
        ``name``) takes the place of a match in progress, kept rollouts not saved or a running rollout: ask whether
        to save it first, close it, or stay.  True to go on."""

    def after_first_paint(self, callback: Callable[[], object]) -> None:
        """Call ``callback()`` once the board has been painted first."""

    def analysis_changed(self) -> None:
        """The match's analysis changed: the move list and the game list
        mark it again."""

    def go_to(self, game: int, action: int) -> None:
        """Show the board before ``action`` (0-based) of ``game`` (0-based)."""

    def show_game_list(self) -> None:
        """Show the game list (a match with several games was opened)."""

    def roll_out(self, subject: object) -> bool:
        """Roll ``subject`` out in the rollout panel; False when it was not
        started."""

    def analyse_hint(self) -> None:
        """Show the hint panel's analysis of the position shown."""

    def open_path(self, path: str) -> None:
        """Open the match file at ``path`` as File > Open does (asking first
        about a match in progress)."""
