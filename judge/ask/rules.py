"""The corpus side of an answer: the text of the applied rules, and the closest glossary terms."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from judge.corpus.glossary import GlossaryEntry, load_glossary
from judge.corpus.rule_titles import heading_title
from judge.corpus.store import load_corpus
from judge.search.suggestions import closest_entries

#: what a judge reads when a rule's text is not in the embedded corpus.
IMPORT_HINT = (
    "Texte absent du corpus embarqué (qui ne contient que des extraits) : importez le document "
    "officiel avec « judge corpus import FICHIER.pdf »."
)
#: the one pointer under a list of applied rules whose text is absent.
IMPORT_POINTER = "→ Pour lire ces règles, importez le document officiel : judge corpus import FICHIER.pdf"


def applied_rules(cited: Mapping[str, Sequence[int]], *, home: Path | None = None) -> list[dict[str, Any]]:
    """One entry per rule cited by the trace: number, title, text (None when absent), source, url, events."""
    out: list[dict[str, Any]] = []
    corpus = load_corpus(home)
    for number, events in cited.items():
        passage = corpus.rule(number)
        # A heading holds a title only (rule numbers and titles are facts); its text is not the rule's.
        has_text = passage is not None and passage.kind != "heading" and bool(passage.text.strip())
        out.append(
            {
                "number": number,
                # Without the text, the stored heading title still names the rule ("Exténuation").
                "title": (passage.title if passage else "") or heading_title(number) or "",
                "text": passage.text if passage and has_text else None,
                "source": passage.source if passage else None,
                "url": f"/regles/{number}",
                "events": tuple(events),
                "glossary": None if has_text else _defined_by(number),
            }
        )
    return out


def _defined_by(number: str) -> dict[str, Any] | None:
    """The glossary entry whose defining rule is `number` (a plain-language summary), if any."""
    for entry in load_glossary():
        if entry.rule == number:
            return {"term": entry.term, "definition": entry.definition, "url": f"/glossaire#{entry.slug}"}
    return None


def closest_glossary_terms(question: str, *, count: int = 5) -> list[dict[str, Any]]:
    """The glossary entries whose French or English names are closest to the question's words."""
    return [_glossary_json(entry) for entry in closest_entries(question, count=count)]


def _glossary_json(entry: GlossaryEntry) -> dict[str, Any]:
    return {"term": entry.term, "en": entry.en, "rule": entry.rule, "url": f"/glossaire#{entry.slug}"}
