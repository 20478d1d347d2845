"""Snippets: the best window of a passage, HTML-escaped, with `<mark>` around matched words."""

from __future__ import annotations

import html
from collections.abc import Collection

from judge.search.analysis import iter_tokens

#: Length of a snippet in characters (about two lines on a phone).
SNIPPET_CHARS = 260


def _window(text: str, starts: list[int], size: int) -> tuple[int, int]:
    """The start and end of the `size`-character window holding the most matches."""
    if len(text) <= size or not starts:
        return 0, min(len(text), size)
    best_start, best_count = starts[0], 0
    j = 0
    for i, s in enumerate(starts):
        while j < len(starts) and starts[j] < s + size:
            j += 1
        if j - i > best_count:
            best_start, best_count = s, j - i
    # Start a little before the first match, at a word boundary.
    start = max(0, best_start - size // 5)
    if start > 0:
        space = text.find(" ", start)
        start = space + 1 if 0 <= space < best_start else start
    end = min(len(text), start + size)
    if end < len(text):
        space = text.rfind(" ", start, end)
        end = space if space > start + size // 2 else end
    return start, end


def make_snippet(text: str, terms: Collection[str], size: int = SNIPPET_CHARS) -> str:
    """An HTML-escaped extract of `text` where words whose term is in `terms` are in `<mark>`."""
    spans = [(t.start, t.end) for t in iter_tokens(text) if t.term in terms]
    start, end = _window(text, [s for s, _ in spans], size)
    out: list[str] = ["… " if start > 0 else ""]
    pos = start
    for s, e in spans:
        if s < start or e > end:
            continue
        out.append(html.escape(text[pos:s], quote=False))
        out.append(f"<mark>{html.escape(text[s:e], quote=False)}</mark>")
        pos = e
    out.append(html.escape(text[pos:end], quote=False))
    if end < len(text):
        out.append(" …")
    return "".join(out)
