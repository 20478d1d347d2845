"""Jinja2 templates of `web/templates`, with the filters the pages share (escaping first)."""

from __future__ import annotations

import html
import re
from functools import lru_cache
from typing import Any

from jinja2 import Environment, FileSystemLoader, select_autoescape
from markupsafe import Markup, escape
from starlette.responses import HTMLResponse

from judge.corpus.labels import french_date, passage_kind_label
from judge.corpus.rule_numbers import RULE_NUMBER
from judge.paths import web_dir
from judge.render.kinds import event_kind_name

_MARK = re.compile(r"(</?mark>)")
# "règle 431.2.b", "règle 359.3.e.12": the word, then a whole rule number (not the start of a longer one).
_RULE_WORD = re.compile(rf"(r[eè]gles?\s+)({RULE_NUMBER})(?![\w/]|\.\w)", re.IGNORECASE)
# A dotted rule number alone in the text ("431.2.b", not "v1.4" nor "2026").
_DOTTED = re.compile(rf"(?<![\w./])(?=\d{{3}}\.\d)({RULE_NUMBER})(?![\w/]|\.\w)")


def safe_snippet(snippet: object) -> Markup:
    """A search snippet where `<mark>` is the only HTML kept; everything else is escaped."""
    parts = _MARK.split(str(snippet or ""))
    out = []
    for part in parts:
        if part in ("<mark>", "</mark>"):
            out.append(part)
        else:
            # Undo any escaping done by the search, then escape once: idempotent either way.
            out.append(str(escape(html.unescape(part))))
    text = "".join(out)
    if text.count("<mark>") != text.count("</mark>"):
        text = text.replace("<mark>", "").replace("</mark>", "")
    return Markup(text)


def link_rules(text: object) -> Markup:
    """Escaped text where every "règle NNN" and every dotted rule number links to its rule page."""
    escaped = str(escape(str(text or "")))

    def word(match: re.Match[str]) -> str:
        return f'{match.group(1)}<a href="/regles/{match.group(2)}">{match.group(2)}</a>'

    linked = _RULE_WORD.sub(word, escaped)
    # Dotted numbers not already inside a link ("431.2.b" alone in the text).
    pieces = re.split(r"(<a [^>]*>.*?</a>)", linked)
    for i, piece in enumerate(pieces):
        if not piece.startswith("<a "):
            pieces[i] = _DOTTED.sub(lambda m: f'<a href="/regles/{m.group(1)}">{m.group(1)}</a>', piece)
    return Markup("".join(pieces))


@lru_cache(maxsize=1)
def environment() -> Environment:
    """The shared jinja2 environment (autoescaping on for every template)."""
    env = Environment(
        loader=FileSystemLoader(str(web_dir() / "templates")),
        autoescape=select_autoescape(default=True, default_for_string=True),
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["snippet"] = safe_snippet
    env.filters["link_rules"] = link_rules
    env.filters["event_kind"] = event_kind_name
    env.filters["kind_label"] = passage_kind_label
    env.filters["french_date"] = french_date
    return env


def render(
    template: str, context: dict[str, Any], *, status: int = 200, headers: dict[str, str] | None = None
) -> HTMLResponse:
    """Render one page template with its context."""
    body = environment().get_template(template).render(**context)
    return HTMLResponse(body, status_code=status, headers=headers)
