"""Qt signals: :func:`disconnect`, for a connection that may be gone.

A widget or controller that follows one object after another (the match
in play) drops its connection to the old one; that connection may already
be gone (the old object deleted, or never connected).  PySide6 before 6.7
raised :class:`RuntimeError` (or :class:`TypeError`) for it, 6.7 and later
warn (``RuntimeWarning: libpyside: Failed to disconnect``) and return
False -- an exception wherever warnings are errors (the test suite).
"""

from __future__ import annotations

import warnings
from collections.abc import Callable

from PySide6.QtCore import SignalInstance

__all__ = ["disconnect"]


def disconnect(signal: SignalInstance, slot: Callable[..., object]) -> bool:
    """Disconnect ``slot`` from ``signal`` when it is connected: True when
    a connection was dropped, False when there was none (or the signal's
    object is gone), without an error or a warning."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="libpyside: Failed to disconnect", category=RuntimeWarning)
        try:
            return bool(signal.disconnect(slot))
        except (RuntimeError, TypeError):
            return False
