"""One rule as `judge rule` and `/api/rules/{number}` show it: parents, children, examples, cites."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from judge.corpus.passage import Document, Passage
from judge.corpus.rule_numbers import closest_numbers, normalize_rule_number
from judge.corpus.rule_titles import heading_title, related_numbers, unknown_rule_message
from judge.corpus.store import load_corpus
from judge.errors import InputError, NotFoundError


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


def get_rule(number: str, home: Path | None = None) -> RuleView:
    """The rule `number` (`431.2.b`, `règle 431`); `NotFoundError` with the closest numbers otherwise."""
    normal = normalize_rule_number(number or "")
    if normal is None:
        raise InputError(f"« {number} » n'est pas un numéro de règle (attendu par exemple 431.2.b)")
    corpus = load_corpus(home)  # no index needed to show one rule
    passage = corpus.rule(normal)
    numbers = sorted({p.rule for p in corpus.passages if p.rule})
    if passage is None:
        unknown = unknown_rule_message(normal)
        if unknown is not None:
            # a number the rules do not have: related rules (its section), not numeric neighbours
            related = related_numbers(normal, frozenset(numbers))
            also = (
                f" Règles liées : {', '.join(related)}."
                if related
                else " Voir la table des matières (judge serve, page /regles)."
            )
            raise NotFoundError(
                f"{unknown}.{also}", details={"rule": normal, "closest": related, "section": None}
            )
        near = closest_numbers(normal, numbers)
        hint = f" Règles proches : {', '.join(near)}." if near else ""
        imported = any(not d.embedded for d in corpus.documents)
        if corpus.damaged:
            # an imported document that cannot be read was imported: say which, not "never imported"
            hint += (
                f" Document importé endommagé : {', '.join(corpus.damaged)} ; réimportez-le avec "
                "« judge corpus import FICHIER »."
            )
            imported = True
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
