"""What the platform says when the keyboard focus moves between programs,
for tests on Qt's offscreen platform.

A platform plugin (xcb, Wayland, Windows) tells Qt which of the
application's windows has the keyboard focus, or that none has (the player
switched to another program), through
``QWindowSystemInterface::handleFocusWindowChanged``; on a platform without
its own application state (xcb, offscreen) Qt derives
``QGuiApplication.applicationState()`` from it (Active with a focus window,
Inactive without).  The offscreen platform never says "none", so
:func:`focus_moves_to` makes that call itself, as the platform would, through
the function Qt's GUI library exports (private API: its name and signature
are those of the Qt 6.11 the tests run on; another Qt may name it otherwise).
"""

from __future__ import annotations

import ctypes
from functools import cache
from pathlib import Path
from typing import Any

import PySide6
from PySide6.QtCore import Qt
from PySide6.QtGui import QWindow

__all__ = ["focus_moves_to"]

_SYMBOL = ("_ZN22QWindowSystemInterface24handleFocusWindowChangedINS_19SynchronousDeliveryEEEvP7QWindow"
           "N2Qt11FocusReasonE")
"""``QWindowSystemInterface::handleFocusWindowChanged<SynchronousDelivery>(QWindow*, Qt::FocusReason)``."""


@cache
def _handle_focus_window_changed() -> Any:
    gui = ctypes.CDLL(str(Path(PySide6.__file__).parent / "Qt" / "lib" / "libQt6Gui.so.6"))
    call = getattr(gui, _SYMBOL)
    call.argtypes = [ctypes.c_void_p, ctypes.c_int]
    call.restype = None
    return call


def focus_moves_to(window: QWindow | None) -> None:
    """Tell Qt, as the platform does, that the keyboard focus is now in
    ``window`` (one of the application's windows) or, with None, in no
    window of the application: the player switched to another program.
    Delivered at once (the focus and the application state have changed
    when this returns)."""
    import shiboken6

    address = shiboken6.getCppPointer(window)[0] if window is not None else None
    _handle_focus_window_changed()(address, Qt.FocusReason.ActiveWindowFocusReason.value)
