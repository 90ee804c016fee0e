"""Render the app's SVG icon to the PNG sizes desktops want.

    .venv/bin/python packaging/render-icons.py [--check]

The PNGs are committed (resources/app-icon/hicolor/NxN/apps/), so neither an
install nor a bundle needs a renderer; run this again after changing the
SVG.  It uses Qt's own SVG renderer (QtSvg, in PySide6-Essentials), the
one the app draws its window icon with.  ``--check`` renders into memory
and exits 1 if a committed PNG is missing, of the wrong size or differs
visibly from the SVG (tests/packaging runs the same comparison).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.backgammonqt.BackgammonQt"
SVG = ROOT / "resources" / "app-icon" / f"{APP_ID}.svg"
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
"""The hicolor sizes: panels and menus (16-48), launchers and docks (64-128),
software centres and HiDPI (256-512)."""


def png_path(size: int) -> Path:
    return ROOT / "resources" / "app-icon" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def render(size: int):  # -> QImage (imports Qt lazily, so --help needs none)
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"render-icons: {SVG} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def difference(a, b) -> float:
    """Mean absolute difference of two same-sized ARGB images' channels (0..255)."""
    from PySide6.QtGui import QImage

    a = a.convertToFormat(QImage.Format.Format_ARGB32)
    b = b.convertToFormat(QImage.Format.Format_ARGB32)
    if a.size() != b.size():
        return 255.0
    da, db = bytes(a.constBits()), bytes(b.constBits())
    return sum(abs(x - y) for x, y in zip(da, db)) / len(da)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare the committed PNGs, write nothing")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication, QImage

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    bad = []
    for size in SIZES:
        image, path = render(size), png_path(size)
        if args.check:
            diff = difference(image, QImage(str(path))) if path.is_file() else 255.0
            if diff > 2.0:
                bad.append(f"{path.relative_to(ROOT)}: differs from the SVG by {diff:.1f}")
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(path), "PNG"):
            raise SystemExit(f"render-icons: could not write {path}")
        print(f"{path.relative_to(ROOT)}  {size}x{size}")
    for line in bad:
        print(line, file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
