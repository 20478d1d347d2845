"""Temporary files of an import (`documents/.ID.*.tmp`): held while written, removed once stale.

An import writes its document to a temporary file, then renames it (atomic). An import killed in
between leaves the temporary file behind; the next import removes every temporary file that no
running import holds (an advisory lock is held while writing, and the system drops it when the
process dies).
"""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path

#: a temporary file younger than this may be one another import has just created, not yet locked.
_GRACE_SECONDS = 2.0


def hold(fd: int) -> None:
    """Mark the temporary file open on `fd` as being written (released when the process ends)."""
    try:
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except (ImportError, OSError):  # no flock here: the age of a file still tells
        pass


def remove_stale(folder: Path) -> list[Path]:
    """Remove the temporary files of imports that died; returns what was removed."""
    removed: list[Path] = []
    try:
        candidates = sorted(folder.glob(".*.tmp"))
    except OSError:
        return removed
    for path in candidates:
        with contextlib.suppress(OSError):
            if not path.is_file() or time.time() - path.stat().st_mtime < _GRACE_SECONDS:
                continue
            if _held(path):
                continue
            path.unlink()
            removed.append(path)
    return removed


def _held(path: Path) -> bool:
    """True while a running import holds the file's lock."""
    try:
        import fcntl
    except ImportError:
        return False
    fd = os.open(path, os.O_RDONLY)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return True
    finally:
        os.close(fd)
    return False
