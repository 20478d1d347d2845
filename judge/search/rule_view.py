"""One rule as `judge rule` and `/api/rules/{number}` show it: parents, children, examples, cites."""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from judge.corpus.passage import Document, Passage
from judge.corpus.rule_numbers import normalize_rule_number, sort_key
from judge.corpus.rule_titles import heading_title
from judge.errors import InputError, NotFoundError
from judge.search.context import load_corpus


@dataclass(frozen=True)
class RuleView:
    """A rule with its surroundings in the corpus."""

    passage: Passage
    parents: tuple[Passage, ...]
    children: tuple[Passage, ...]
    examples: tuple[str, ...]
    cites: tuple[tuple[str, bool], ...]  # (cited number, present in the corpus)
    previous: Passage | None
    next: Passage | None
    document: Document | None

    def to_json(self) -> dict[str, Any]:
        """The rule object of `judge rule --json` and `GET /api/rules/{number}`."""
        p = self.passage
        doc = self.document
        return {
            "rule": p.rule,
            "id": p.id,
            "kind": p.kind,
            "title": p.title,
            "text": p.text,
            "source": p.source,
            "url": p.url,
            "breadcrumb": [
                {"rule": q.rule, "title": q.title or q.text[:80], "url": q.url} for q in self.parents
            ],
            "parents": [q.to_json() for q in self.parents],
            "children": [{"rule": c.rule, "text": c.text, "url": c.url} for c in self.children],
            "examples": list(self.examples),
            "cites": [{"rule": n, "exists": ok, "url": f"/regles/{n}"} for n, ok in self.cites],
            "previous": self.previous.rule if self.previous else None,
            "next": self.next.rule if self.next else None,
            "document": {"id": doc.id, "title": doc.title, "version": doc.version, "date": doc.date}
            if doc
            else None,
        }


#: How many siblings (same parent rule) open the suggestions before the nearest numbers in rule order.
SIBLINGS_FIRST = 2


def _parent(number: str) -> str:
    return number.rsplit(".", 1)[0] if "." in number else ""


def closest_numbers(number: str, numbers: Sequence[str], limit: int = 5) -> list[str]:
    """Existing rule numbers nearest to the missing `number`, nearest first: its first sub-rules,
    else its closest siblings (431.2.d, 431.2.c for 431.2.e), then the numbers around it in rule
    order (431.3; for 999.9 the last rules of the corpus); at equal distance, the one before."""
    ordered = sorted(set(numbers) - {number}, key=sort_key)
    keys = [sort_key(n) for n in ordered]
    at = bisect.bisect_left(keys, sort_key(number))

    def distance(i: int) -> tuple[int, bool]:
        return (at - i, False) if i < at else (i - at + 1, True)

    parent, depth = _parent(number), number.count(".")
    # Its own sub-rules when it has some (432.1 for a missing 432), else its siblings.
    children = [i for i, n in enumerate(ordered) if _parent(n) == number]
    siblings = [i for i, n in enumerate(ordered) if _parent(n) == parent and n.count(".") == depth]
    chosen = (children or sorted(siblings, key=distance))[: min(SIBLINGS_FIRST, limit)]
    before, after = at - 1, at
    while len(chosen) < limit and (before >= 0 or after < len(ordered)):
        # Walk outwards from where `number` would be, one step on the nearer side each time.
        if after >= len(ordered) or (before >= 0 and distance(before) <= distance(after)):
            pick, before = before, before - 1
        else:
            pick, after = after, after + 1
        if pick not in chosen:
            chosen.append(pick)
    return [ordered[i] for i in chosen]


def get_rule(number: str, home: Path | None = None) -> RuleView:
    """The rule `number` (`431.2.b`, `règle 431`); `NotFoundError` with the closest numbers otherwise."""
    normal = normalize_rule_number(number or "")
    if normal is None:
        raise InputError(f"« {number} » n'est pas un numéro de règle (attendu par exemple 431.2.b)")
    corpus = load_corpus(home)  # no index needed to show one rule
    passage = corpus.rule(normal)
    numbers = sorted({p.rule for p in corpus.passages if p.rule})
    if passage is None:
        near = closest_numbers(normal, numbers)
        hint = f" Règles proches : {', '.join(near)}." if near else ""
        imported = any(not d.embedded for d in corpus.documents)
        # Without the official text, the stored section title still tells the judge where the rule is.
        section = None if imported else heading_title(normal)
        where = f" (section « {section} »)" if section else ""
        if imported:
            message = f"la règle {normal} n'est pas dans le corpus.{hint}"
        else:
            message = (
                f"la règle {normal}{where} n'est pas dans le corpus embarqué, qui ne contient que des "
                f"extraits : importez les règles officielles avec « judge corpus import FICHIER.pdf ».{hint}"
            )
        raise NotFoundError(message, details={"rule": normal, "closest": near, "section": section})
    parents = tuple(p for p in (corpus.rule(n) for n in passage.parent_rules) if p is not None)
    children = tuple(corpus.children(normal))
    known = set(numbers)
    cites = tuple((n, n in known) for n in passage.cites)
    previous, following = corpus.neighbours(normal)
    document = next((d for d in corpus.documents if d.id == passage.document), None)
    return RuleView(
        passage=passage,
        parents=parents,
        children=children,
        examples=passage.examples,
        cites=cites,
        previous=previous,
        next=following,
        document=document,
    )
