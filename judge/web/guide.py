"""The scenario format guide (`docs/format-des-scenarios.md`) as a web page: a small Markdown
subset (titles, paragraphs, lists, tables, code blocks, `code` and **bold**), escaped first."""

from __future__ import annotations

import re
from pathlib import Path

from markupsafe import Markup, escape

from judge.paths import _data_dir

GUIDE = "format-des-scenarios.md"


def guide_path() -> Path:
    """The guide in the wheel (`judge/_data/docs`) or in the checkout's `docs/`."""
    return _data_dir("docs") / GUIDE


def _inline(text: str) -> str:
    html = str(escape(text))
    html = re.sub(r"`([^`]+)`", r"<code>\1</code>", html)
    return re.sub(r"\*\*([^*]+)\*\*", r"<strong>\1</strong>", html)


def markdown_html(source: str) -> Markup:
    """The Markdown subset of the project's docs as HTML."""
    out: list[str] = []
    lines = source.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("```"):
            block: list[str] = []
            i += 1
            while i < len(lines) and not lines[i].startswith("```"):
                block.append(lines[i])
                i += 1
            out.append(f"<pre><code>{escape(chr(10).join(block))}</code></pre>")
        elif m := re.match(r"(#{1,3}) (.*)", line):
            level = len(m.group(1))
            out.append(f"<h{level}>{_inline(m.group(2))}</h{level}>")
        elif line.startswith("|"):
            rows: list[str] = []
            while i < len(lines) and lines[i].startswith("|"):
                cells = [c.strip() for c in re.split(r"(?<!\\)\|", lines[i].strip())[1:-1]]
                if not all(re.fullmatch(r"-+", c) for c in cells):
                    tag = "th" if not rows else "td"
                    rows.append(
                        "<tr>"
                        + "".join(f"<{tag}>{_inline(c.replace(chr(92) + '|', '|'))}</{tag}>" for c in cells)
                        + "</tr>"
                    )
                i += 1
            out.append('<div class="table-wrap"><table>' + "".join(rows) + "</table></div>")
            continue
        elif line.startswith("- "):
            items = []
            while i < len(lines) and (lines[i].startswith("- ") or lines[i].startswith("  ")):
                if lines[i].startswith("- "):
                    items.append(lines[i][2:])
                else:
                    items[-1] += " " + lines[i].strip()
                i += 1
            out.append("<ul>" + "".join(f"<li>{_inline(t)}</li>" for t in items) + "</ul>")
            continue
        elif line.strip():
            para = [line]
            while i + 1 < len(lines) and lines[i + 1].strip() and not re.match(r"[#|`-]", lines[i + 1]):
                i += 1
                para.append(lines[i])
            out.append(f"<p>{_inline(' '.join(para))}</p>")
        i += 1
    return Markup("\n".join(out))
