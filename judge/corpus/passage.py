"""The unit of search: one passage of one document, and the document it belongs to."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

#: Kinds of passage (the `kind` of a search hit). `heading` is a numbered title such as "431. Exténuation".
PASSAGE_KINDS = ("rule", "heading", "example", "glossary", "explanation", "card")


@dataclass(frozen=True)
class Passage:
    """One searchable passage: a numbered rule, an example, a glossary entry, an explanation, a card.

    `id` is stable across rebuilds (`core:431.2.b`, `seed:000:12`, `glossary:exténuation`, …).
    `parents` are the titles of the enclosing rules or sections, outermost first, and
    `parent_rules` their numbers; `cites` holds the rule numbers the text refers to.
    """

    id: str
    kind: str
    text: str
    document: str
    source: str
    rule: str | None = None
    title: str = ""
    parents: tuple[str, ...] = ()
    parent_rules: tuple[str, ...] = ()
    cites: tuple[str, ...] = ()
    terms: tuple[str, ...] = ()
    examples: tuple[str, ...] = ()
    order: int = 0
    extra: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    @property
    def url(self) -> str:
        """The web page of this passage: `/regles/NUMBER` for a numbered rule, else `/passages/ID`."""
        if self.rule:
            return f"/regles/{self.rule}"
        return f"/passages/{self.id}"

    def to_json(self) -> dict[str, Any]:
        """A plain mapping, as stored in JUDGE_HOME and sent over the API."""
        return {
            "id": self.id,
            "kind": self.kind,
            "text": self.text,
            "document": self.document,
            "source": self.source,
            "rule": self.rule,
            "title": self.title,
            "parents": list(self.parents),
            "parent_rules": list(self.parent_rules),
            "cites": list(self.cites),
            "terms": list(self.terms),
            "examples": list(self.examples),
            "order": self.order,
            "extra": dict(self.extra),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Passage:
        """The inverse of `to_json`."""
        return cls(
            id=data["id"],
            kind=data["kind"],
            text=data["text"],
            document=data["document"],
            source=data["source"],
            rule=data.get("rule"),
            title=data.get("title", ""),
            parents=tuple(data.get("parents", ())),
            parent_rules=tuple(data.get("parent_rules", ())),
            cites=tuple(data.get("cites", ())),
            terms=tuple(data.get("terms", ())),
            examples=tuple(data.get("examples", ())),
            order=int(data.get("order", 0)),
            extra=dict(data.get("extra", {})),
        )


@dataclass(frozen=True)
class Document:
    """One source document of the corpus (a seed, an explanation page, the official Core Rules…)."""

    id: str
    title: str
    kind: str  # seed, explanation, core, tournament, faq
    version: str
    date: str
    passage_count: int
    embedded: bool = True
    path: str = ""

    def to_json(self) -> dict[str, Any]:
        """A plain mapping for `judge corpus list --json` and the web corpus page."""
        return {
            "id": self.id,
            "title": self.title,
            "kind": self.kind,
            "version": self.version,
            "date": self.date,
            "passage_count": self.passage_count,
            "embedded": self.embedded,
            "path": self.path,
        }
