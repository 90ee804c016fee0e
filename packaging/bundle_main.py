"""The PyInstaller bundle's entry script (packaging/backgammon-qt.spec).

It runs :func:`backgammon_qt.__main__.main`, as the ``backgammon-qt``
command does; a spawned engine process (``--multiprocessing-fork`` on its
command line) is taken by ``multiprocessing.freeze_support()``, the first
thing ``main()`` does when frozen.  Two options for the packaging's own
checks, which no player needs, go to :mod:`smoke_driver` (bundled beside
it): ``--smoke-test FILE`` and ``--startup-time``
(packaging/smoke-test.py runs both, in the bundle and in the venv).
"""

from __future__ import annotations

import sys

SMOKE_OPTIONS = ("--smoke-test", "--startup-time")


def run() -> int:
    if len(sys.argv) > 1 and sys.argv[1] in SMOKE_OPTIONS:
        from smoke_driver import main as smoke

        return smoke(sys.argv[1:])
    from backgammon_qt.__main__ import main

    return main()


if __name__ == "__main__":
    sys.exit(run())
