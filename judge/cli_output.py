"""The `judge` command's text output, wrapped to the terminal's width (100 columns where unknown).

Every command prints through `sys.stdout`; wrapping here, line by line, keeps each line's
indentation for its continuation lines and leaves short lines (tables) exactly as written.
"""

from __future__ import annotations

import re
import shutil
import textwrap
from typing import TextIO

_INDENT = re.compile(r"^(\s*(?:\d+\.\s|[-•]\s)?)")


def terminal_width() -> int:
    """The terminal's width, 100 columns when unknown (a pipe, CI)."""
    return shutil.get_terminal_size((100, 24)).columns


def wrap_line(line: str, width: int) -> str:
    """One output line cut at spaces to `width` columns, continuation lines under its text."""
    if len(line) <= width:
        return line
    lead = _INDENT.match(line)
    indent = " " * len(lead.group(1)) if lead else ""
    return textwrap.fill(
        line,
        width=width,
        subsequent_indent=indent,
        break_long_words=False,
        break_on_hyphens=False,
        replace_whitespace=False,
        drop_whitespace=True,
    )


class WrappingWriter:
    """A text stream that wraps each complete line before writing it to `target`."""

    def __init__(self, target: TextIO, width: int) -> None:
        self.target = target
        self.width = width
        self._pending = ""

    def write(self, text: str) -> int:
        """Buffers up to the next newline, then writes the wrapped lines."""
        self._pending += text
        *lines, self._pending = self._pending.split("\n")
        for line in lines:
            self.target.write(wrap_line(line, self.width) + "\n")
        return len(text)

    def flush(self) -> None:
        """Writes what is left (a last line without newline) and flushes the target."""
        if self._pending:
            self.target.write(wrap_line(self._pending, self.width))
            self._pending = ""
        self.target.flush()

    def __getattr__(self, name: str) -> object:
        return getattr(self.target, name)
