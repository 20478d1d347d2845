"""A progress line for `judge corpus import` when it takes over a second (a large PDF)."""

from __future__ import annotations

import sys
import threading
import time
from types import TracebackType
from typing import TextIO

#: nothing is shown for an import faster than this (seconds).
DELAY = 1.0


class Progress:
    """`with Progress() as p: p.stage("lecture du PDF")`: after `DELAY`, a line on standard error
    says which step runs (rewritten in place on a terminal, one line per step otherwise)."""

    def __init__(self, out: TextIO | None = None, delay: float = DELAY, *, enabled: bool = True) -> None:
        self.out = out if out is not None else sys.stderr
        self.enabled = enabled
        self.delay = delay
        self.started = time.perf_counter()
        self._stage = ""
        self._shown = ""
        self._lock = threading.Lock()
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._watch, daemon=True)
        self.printed = False

    def __enter__(self) -> Progress:
        self._thread.start()
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, tb: TracebackType | None
    ) -> None:
        self._done.set()
        self._thread.join()
        if self.printed and self._tty():
            self.out.write("\n")
            self.out.flush()

    def stage(self, name: str) -> None:
        """The step now running; shown at once when the import already took over `delay`."""
        with self._lock:
            self._stage = name
        if time.perf_counter() - self.started >= self.delay:
            self._show()

    def _tty(self) -> bool:
        return bool(getattr(self.out, "isatty", lambda: False)())

    def _show(self) -> None:
        if not self.enabled:
            return
        with self._lock:
            stage = self._stage
            if not stage or stage == self._shown:
                return
            self._shown = stage
            seconds = f"{time.perf_counter() - self.started:.1f}".replace(".", ",")
            line = f"judge : import en cours — {stage} ({seconds} s)…"
            if self._tty():
                self.out.write("\r\x1b[2K" + line)
            else:
                self.out.write(line + "\n")
            self.out.flush()
            self.printed = True

    def _watch(self) -> None:
        if not self._done.wait(self.delay):
            self._show()
            while not self._done.wait(0.2):
                self._show()
