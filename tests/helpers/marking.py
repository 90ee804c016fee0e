"""A translator that shows which texts were translated, and how they were
put together: every text of ours comes back as ``«source»`` (Qt's own
contexts, "Q...", are left to Qt).  A sentence glued from two translated
texts shows two pairs of marks; an English text that was never
translated shows none.

Imported as ``helpers.marking`` (pytest's ``pythonpath`` holds tests/);
the ``marked`` fixture installs it for one test."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, QTranslator

__all__ = ["Marking", "marked_texts", "mark"]


def mark(text: str) -> str:
    """``text`` as :class:`Marking` translates it."""
    return f"\u00ab{text}\u00bb"


class Marking(QTranslator):
    """Every text of ours, in any context, as :func:`mark` of its source."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        if context.startswith("Q"):
            return None
        return mark(source.replace("%n", str(n)) if n >= 0 else source)


@contextmanager
def marked_texts() -> Iterator[Marking]:
    """:class:`Marking` installed on the application while the block runs."""
    translator = Marking()
    QCoreApplication.installTranslator(translator)
    try:
        yield translator
    finally:
        QCoreApplication.removeTranslator(translator)
