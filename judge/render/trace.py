"""Events to French: one sentence per event, the rule numbers, the trace as a tree.

The engine never builds display strings (STYLE habit 3): it logs kinds and data, and
this module picks a template of `judge.render.messages` for each event.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from string import Formatter
from typing import Any

from judge.engine.events import Event
from judge.render.context import context
from judge.render.messages import GENERIC, MESSAGES, Template
from judge.render.tree import depths

_FORMATTER = Formatter()


@cache  # a few hundred templates, parsed once each
def _fields(template: str) -> frozenset[str]:
    return frozenset(name for _, name, _, _ in _FORMATTER.parse(template) if name)


def _fits(flags: str, template: str, ctx: Mapping[str, str]) -> bool:
    return all(flag in ctx for flag in flags.split()) and _fields(template) <= ctx.keys()


def _capitalize(sentence: str) -> str:
    # « Soldat » stays as is; a sentence starting with a lowercase word gets a capital
    return sentence[:1].upper() + sentence[1:] if sentence[:1].islower() else sentence


#: "de" before a vowel elides ("la défausse d'Alice"); « quoted names » and one-letter player ids
#: ("de A", read as a label) keep "de".
_ELISION_RE = re.compile(r"\b([Dd])e (?=[AEIOUYÀÂÉÈÊÎÔÛaeiouyàâéèêîôû]\w)")


def _elide(sentence: str) -> str:
    return _ELISION_RE.sub(r"\1'", sentence)


def render_data(kind: str, data: Mapping[str, Any] | None) -> str:
    """The French sentence for an event given as its kind and data (e.g. from `--json`)."""
    ctx = context(kind, data or {})
    ctx.setdefault("kind", kind)
    templates: Sequence[Template] = MESSAGES.get(kind, GENERIC)
    for flags, template in (*templates, *GENERIC):
        if _fits(flags, template, ctx):
            return _capitalize(_elide(template.format_map(ctx)))
    return f"Événement « {kind} »."  # unreachable: the last generic template needs only `kind`


def render_event(event: Event) -> str:
    """One short French sentence for `event` (any kind; missing data never raises)."""
    data: dict[str, Any] = dict(event.data) if isinstance(event.data, Mapping) else {}
    if event.step >= 0:
        data.setdefault("step", event.step)
    return render_data(str(event.kind), data)


def render_rules(rules: Iterable[str]) -> str:
    """`règle 431.2.a` or `règles 431.2.a, 431.2.c`; empty string for no rule."""
    numbers = [str(r) for r in rules if str(r).strip()]
    if not numbers:
        return ""
    return ("règle " if len(numbers) == 1 else "règles ") + ", ".join(numbers)


def render_trace(events: Iterable[Event], *, indent: str = "  ", rules: bool = True) -> list[str]:
    """The trace as lines, indented by parent depth, each followed by its rule numbers."""
    listed = list(events)
    levels = depths(listed)
    lines: list[str] = []
    for event in listed:
        line = indent * levels.get(event.index, 0) + render_event(event)
        cited = render_rules(event.rules) if rules else ""
        lines.append(f"{line} ({cited})" if cited else line)
    return lines
