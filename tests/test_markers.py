"""The ``gui`` marker is given by tests/conftest.py, not by hand: to every
test under tests/ui/ and to every test that uses a QApplication."""

from __future__ import annotations

import pytest


@pytest.fixture
def through_a_fixture(qtbot):
    return qtbot


def test_a_test_with_qtbot_is_gui(request: pytest.FixtureRequest, qtbot) -> None:
    assert request.node.get_closest_marker("gui") is not None


def test_a_fixture_with_qtbot_makes_its_test_gui(request: pytest.FixtureRequest, through_a_fixture) -> None:
    assert request.node.get_closest_marker("gui") is not None


def test_a_test_without_qt_is_not_gui(request: pytest.FixtureRequest, tmp_path) -> None:
    assert request.node.get_closest_marker("gui") is None

