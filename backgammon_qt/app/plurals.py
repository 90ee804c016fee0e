"""English's plural forms of a numerus source text, without Qt (so the
controller's Qt-free presentation package can use it as well as the
application's source-language translator)."""

from __future__ import annotations

__all__ = ["english_plural"]


def english_plural(text: str, n: int) -> str:
    """``text`` with each ``(s)`` and ``(es)`` written as English writes the
    plural of ``n``: left out for a count of 1, ``s`` (``es``) for any other
    (``"Wins %n point(s)"`` -> ``"Wins %n points"``, ``"%n match(es)"`` ->
    ``"%n matches"`` for 2).  ``%n`` is left for the caller (Qt puts the
    count there)."""
    one = n == 1
    return text.replace("(es)", "" if one else "es").replace("(s)", "" if one else "s")
