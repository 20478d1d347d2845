"""French names of passage and document kinds, and French dates: what the CLI and the pages show."""

from __future__ import annotations

from judge.corpus.passage import Document

#: Passage kinds (`Passage.kind`) as a judge reads them.
PASSAGE_KIND_LABELS: dict[str, str] = {
    "rule": "Règle",
    "heading": "Titre",
    "example": "Exemple",
    "glossary": "Glossaire",
    "explanation": "Explication",
    "card": "Carte",
}

#: Document kinds (`Document.kind`) as a judge reads them.
DOCUMENT_KIND_LABELS: dict[str, str] = {
    "core": "règles du jeu",
    "tournament": "règles de tournoi",
    "seed": "extraits des règles",
    "explanation": "explication",
    "glossary": "glossaire",
    "faq": "FAQ",
    "cards": "catalogue de cartes",
}

_MONTHS = ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
           "novembre", "décembre")  # fmt: skip


def passage_kind_label(kind: str) -> str:
    """`rule` → `Règle`; an unknown kind as it is."""
    return PASSAGE_KIND_LABELS.get(kind, kind)


def is_english(document: Document) -> bool:
    """True for an English document (`core-en`: see `importer.document_id`)."""
    return document.id.endswith("-en")


def document_kind_label(document: Document) -> str:
    """`règles du jeu`, `règles du jeu (anglais)`, `extraits des règles`, …"""
    label = DOCUMENT_KIND_LABELS.get(document.kind, document.kind)
    return label + (" (anglais)" if is_english(document) else "")


def french_date(iso: str) -> str:
    """`2026-07-16` → `16 juillet 2026`; other text unchanged, empty stays empty."""
    parts = iso.split("-")
    if len(parts) == 3 and all(p.isdigit() for p in parts) and 1 <= int(parts[1]) <= 12:
        day = int(parts[2])
        return f"{'1er' if day == 1 else day} {_MONTHS[int(parts[1]) - 1]} {parts[0]}"
    return iso
