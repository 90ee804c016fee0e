"""docs/screenshot-editor.png: the position editor on XG's example position
(XGID=-B-CBBB---a---A---ABcbbbd-:1:-1:1:21:3:6:0:7:10) with a 16th checker
added for the top player, so that the explanation shows and Start is off.
Offscreen (``widget.grab()``), no display needed:

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/screenshot_editor.py [PATH]
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from backgammon_qt.app import translations
from backgammon_qt.model.position_edit import EditedPosition
from backgammon_qt.model.position_text import parse_position_text
from backgammon_qt.ui.position_editor import PositionEditor


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[1] / "docs" / \
        "screenshot-editor.png"
    app = QApplication(sys.argv[:1])
    translations.install("en", app)          # as the app does: a count's English plural forms ("1 checker")
    text = parse_position_text("XGID=-B-CBBB---a---A---ABcbbbd-:1:-1:1:21:3:6:0:7:10")
    edited = EditedPosition.from_setup(text.setup, text.match_length or 0, text.score, text.crawford,
                                       ("Alice", "Bob"))
    edited.add(1, 13)            # a 16th checker for Bob: explained, Start off
    editor = PositionEditor(edited, ("human", "expert"))
    editor.resize(1150, 560)
    editor.show()
    app.processEvents()
    editor.grab().save(str(out))
    print(out)


if __name__ == "__main__":
    main()
