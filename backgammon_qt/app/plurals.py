"""English's plural forms of a numerus source text, without Qt (so the
controller's Qt-free presentation package can use it as well as the
application's source-language translator)."""

from __future__ import annotations

__all__ = ["english_plural"]


def english_plural(text: str, n: int) -> str:
    """``text`` with each ``(s)`` written as English writes the plural of
    ``n``: left out for a count of 1, ``s`` for any other
    (``"Wins %n point(s)"`` -> ``"Wins %n points"`` for 2).  ``%n`` is
    left for the caller (Qt puts the count there)."""
    return text.replace("(s)", "" if n == 1 else "s")
