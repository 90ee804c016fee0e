"""Command line for match files.

    python -m backgammon_qt.io summary FILE
        prints one JSON object (see :func:`backgammon_qt.io.summary.summary`)
    python -m backgammon_qt.io convert IN OUT
        converts between formats; OUT's extension (.bgqt, .mat, .txt, .sgf) names
        the format written

A file that cannot be loaded or written exits with status 1 and a one-line
reason on stderr.  Warnings about a converted file go to stderr too.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence

from . import FORMATS, MatchFileError, load_with_format, save, verify
from .summary import summary


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python -m backgammon_qt.io",
                                     description="Read, summarise and convert backgammon match files.")
    sub = parser.add_subparsers(dest="command", required=True)
    p_sum = sub.add_parser("summary", help="print a JSON summary of a match file")
    p_sum.add_argument("file")
    p_conv = sub.add_parser("convert", help="convert a match file; the output's extension names "
                                            f"the format ({', '.join(sorted(FORMATS))})")
    p_conv.add_argument("input")
    p_conv.add_argument("output")
    args = parser.parse_args(argv)
    try:
        if args.command == "summary":
            record, fmt = load_with_format(args.file)
            data = summary(record, fmt.name, verify(record, args.file))
            return _write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
        else:
            record, _fmt = load_with_format(args.input)
            save(record, args.output)
            for warning in record.warnings:
                print(f"warning: {warning}", file=sys.stderr)
    except MatchFileError as exc:
        print(f"error: {' '.join(str(exc).split())}", file=sys.stderr)
        return 1
    return 0


def _write(text: str) -> int:
    """Write ``text`` to stdout; 0, or 141 (128 + SIGPIPE, as a shell
    reports it) without a traceback when the reader has gone (``| head``)."""
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:
        # Python's advice (signal docs, "Note on SIGPIPE"): point stdout at devnull so the
        # flush at exit does not raise again
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141
    return 0


if __name__ == "__main__":
    sys.exit(main())
