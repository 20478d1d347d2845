"""Warnings a person must read once (a damaged file on disk, an index rebuilt), on standard error.

Standard error keeps `--json` output valid; each message is shown once per process, however many
times the damaged file is met (a search loads the corpus several times).
"""

from __future__ import annotations

import sys
import threading

_shown: set[str] = set()
_lock = threading.Lock()


def warn_once(message: str) -> None:
    """Write `judge : attention : MESSAGE` on standard error, the first time only."""
    with _lock:
        if message in _shown:
            return
        _shown.add(message)
    try:
        sys.stderr.write(f"judge : attention : {message}\n")
        sys.stderr.flush()
    except (OSError, ValueError):  # no usable standard error (closed, a broken pipe): nothing to do
        pass
