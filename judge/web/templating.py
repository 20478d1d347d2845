"""Jinja2 templates of `web/templates`, with the filters the pages share (escaping first)."""

from __future__ import annotations

import html
import re
from contextvars import ContextVar
from functools import lru_cache
from typing import Any

from jinja2 import Environment, FileSystemLoader, select_autoescape
from markupsafe import Markup, escape
from starlette.responses import HTMLResponse

from judge.corpus.labels import french_date, passage_kind_label
from judge.corpus.rule_numbers import RULE_NUMBER
from judge.corpus.store import load_corpus
from judge.paths import web_dir
from judge.render.kinds import event_kind_name
from judge.web.board_view import cost_table
from judge.web.page_corpus import current_home
from judge.web.rule_section import known_numbers
from judge.web.typography import french_number, french_typography

#: rule numbers with text in the corpus of the page being rendered (None: link every number).
_known: ContextVar[frozenset[str] | None] = ContextVar("known_rules", default=None)

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


def rule_link(number: str) -> str:
    """A link to the rule's page, or, when its text is not in the corpus, the number marked
    « non importée » (no link to a page without the rule's text)."""
    known = _known.get()
    if known is None or number in known:
        return f'<a href="/regles/{number}">{number}</a>'
    return f'<span class="absent-rule">{number}<small> (non importée)</small></span>'


def rule_known(number: object) -> bool:
    """True when the page may link to this rule (its text is in the corpus)."""
    known = _known.get()
    return known is None or str(number) in known


def link_rules(text: object, typography: bool = True, local: bool = False) -> Markup:
    """Escaped text (French typography) where every "règle NNN" and every dotted rule number links
    to its rule page, or is marked « non importée »; `local`: to `#regle-NUMBER` on the same page
    (the ask page's applied rules)."""
    raw = str(text or "")
    escaped = str(escape(french_typography(raw) if typography else raw))

    def link(number: str) -> str:
        return f'<a href="#regle-{number}">{number}</a>' if local else rule_link(number)

    def word(match: re.Match[str]) -> str:
        return f"{match.group(1)}{link(match.group(2))}"

    linked = _RULE_WORD.sub(word, escaped)
    # Dotted numbers not already inside a link ("431.2.b" alone in the text).
    pieces = re.split(r"(<a [^>]*>.*?</a>|<span class=\"absent-rule\".*?</span>)", linked)
    for i, piece in enumerate(pieces):
        if not piece.startswith(("<a ", "<span ")):
            pieces[i] = _DOTTED.sub(lambda m: link(m.group(1)), piece)
    return Markup("".join(pieces))


def typo(text: object) -> str:
    """The text with French typography for display (non-breaking spaces, « 2 911 », en dashes)."""
    return french_typography(str(text if text is not None else ""))


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
    env.filters["typo"] = typo
    env.filters["number"] = lambda n: french_number(int(n))
    env.globals["rule_link"] = lambda number: Markup(rule_link(str(number)))
    env.globals["rule_known"] = rule_known
    env.globals["cost_table"] = cost_table  # 356: a cost_computed event's breakdown
    return env


def render(
    template: str, context: dict[str, Any], *, status: int = 200, headers: dict[str, str] | None = None
) -> HTMLResponse:
    """Render one page template with its context, and the state of the corpus every page shows
    (the banner while the official rules are not imported, the « non importée » marks)."""
    corpus = load_corpus(current_home.get())
    official = corpus.has_official_rules
    token = _known.set(None if official else known_numbers(corpus))
    try:
        body = environment().get_template(template).render(**{"official_rules": official, **context})
    finally:
        _known.reset(token)
    return HTMLResponse(body, status_code=status, headers=headers)
