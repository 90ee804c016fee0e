"""An engine call's argument that holds the engine's child process up, for
the tests of a busy engine (tests/engine/test_engine_process.py)."""

from __future__ import annotations

import textwrap
from pathlib import Path


class Gate:
    """An argument that holds the child up where it is unpickled, as a long
    search would: it writes ``started`` and waits (up to ``timeout``
    seconds) until ``release`` exists; then it is None (so the call itself
    fails, which does not matter to the tests using it)."""

    def __init__(self, started: Path, release: Path, timeout: float) -> None:
        self.started, self.release, self.timeout = started, release, timeout

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return exec, (textwrap.dedent(f"""
            import pathlib, time
            pathlib.Path({str(self.started)!r}).touch()
            deadline = time.monotonic() + {self.timeout}
            while not pathlib.Path({str(self.release)!r}).exists() and time.monotonic() < deadline:
                time.sleep(0.01)
            """),)
