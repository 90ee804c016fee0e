"""The application's main window can be built and shown."""

from __future__ import annotations

import pytest

from backgammon_qt.__main__ import create_main_window

pytestmark = pytest.mark.gui


def test_main_window_shows(qtbot) -> None:
    window = create_main_window()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.isVisible()
    assert window.windowTitle().endswith(", match to 5 \u2014 backgammon-qt")   # a new user's first match
