"""``python -m backgammon_qt --export-position ID OUT`` (issue 24 item 2):
a picture of a position written without a window and without a display
(no DISPLAY, WAYLAND_DISPLAY or QT_QPA_PLATFORM in the environment), as
PNG or SVG, in the theme of the user's settings; a text that is not a
position exits 2 with a one-line reason and writes nothing.  The picture's
content is checked in tests/ui/test_ui_picture.py."""

from __future__ import annotations

import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from backgammon_qt.app.settings import Settings
from backgammon_qt.ui.theme import PALETTES

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    return subprocess.run([sys.executable, "-m", "backgammon_qt", "--export-position", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


def test_writes_png_and_svg_without_a_display_in_the_theme_in_use(qapp, tmp_path) -> None:
    Settings().set("theme", "light")          # the user's settings (this test's own XDG_CONFIG_HOME)
    png, svg = tmp_path / "pos.png", tmp_path / "pos.svg"
    done = run("XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:0:0:10", str(png))
    assert done.returncode == 0, done.stderr
    image = QImage(str(png))
    assert not image.isNull() and image.width() == 1000
    # the line of IDs under the board lies on the theme's background
    assert image.pixelColor(4, image.height() - 4) == QColor(PALETTES["light"]["background"])
    done = run("4HPwATDgc/ABMA:cAkAAAAAAAAA", str(svg))
    assert done.returncode == 0, done.stderr
    text = " ".join(ET.parse(svg).getroot().itertext())
    assert "4HPwATDgc/ABMA" in text and "cAkAAAAAAAAA" in text


@pytest.mark.parametrize("args", [("not-a-position", "out.png"), ("4HPwATDgc/ABMA", "out.gif")])
def test_a_bad_id_or_suffix_exits_2_with_one_line(tmp_path, args) -> None:
    out = tmp_path / args[1]
    done = run(args[0], str(out))
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("backgammon-qt: cannot export the position: "), done.stderr
    assert not out.exists()
