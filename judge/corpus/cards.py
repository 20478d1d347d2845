"""The card catalogue (`rules_corpus/cards.yaml`) as searchable passages, one a card.

Each card becomes a passage of kind `card`, id `card:<slug of the English name>` (stable when a
French name is found later), with a French text built from the catalogue's facts. A reference
card of the explanation pages (`card:charm`, English text) is the same card: the two become one
passage that keeps the seed's English text after the French one.

The YAML is read here (`read_catalogue`), once for the corpus and for the scenario engine
(`judge.engine.cards` imports it): the dependency goes engine → corpus, never back.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import yaml

from judge.corpus.explanations import slug
from judge.corpus.passage import Document, Passage
from judge.errors import CorpusError
from judge.paths import rules_corpus_dir

CARDS_FILE = "cards.yaml"
CARDS_DOCUMENT = "cards"
CARD_SOURCE = "Catalogue de cartes Juge Riftbound"
#: Card types of the catalogue (scenario format) with their French names, lower case as in a sentence.
TYPE_NAMES = {
    "unit": "unité", "spell": "sort", "gear": "équipement", "rune": "rune",
    "battlefield": "champ de bataille", "legend": "légende", "token": "création",
}  # fmt: skip
#: Domains (134.2.a–f) by their catalogue ids, with their French names (glossary).
DOMAIN_NAMES = {
    "fury": "Fureur", "calm": "Calme", "mind": "Esprit", "body": "Corps", "chaos": "Chaos", "order": "Ordre",
}  # fmt: skip
#: The embedded catalogue is read with libyaml when present (5× faster at start-up); a user's scenario
#: file keeps the line-aware reader (`judge/scenario/yaml_nodes.py`).
_FAST_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def cards_path() -> Path:
    """The embedded catalogue file."""
    return rules_corpus_dir() / CARDS_FILE


def read_catalogue(path: Path | None = None) -> dict[str, Mapping[str, Any]]:
    """Display name → raw mapping of every catalogue card, in file order (empty when the file is absent).

    Raises `CorpusError` (French message, file and line) when the file is not valid YAML or not
    shaped as `cards: {NOM: {…}}`.
    """
    path = path if path is not None else cards_path()
    if not path.is_file():
        return {}
    try:
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=_FAST_LOADER)
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        raise CorpusError(
            f"catalogue de cartes illisible (YAML invalide : {err})", file=str(path), line=line
        ) from err
    except OSError as err:
        raise CorpusError(f"catalogue de cartes illisible ({err})", file=str(path)) from err
    raw = (data or {}).get("cards") if isinstance(data, Mapping) or data is None else None
    if raw is None:
        return {}
    if not isinstance(raw, Mapping):
        raise CorpusError(
            "le catalogue doit contenir « cards: » suivi d'un nom de carte par entrée", file=str(path)
        )
    out: dict[str, Mapping[str, Any]] = {}
    for name, entry in raw.items():
        if not isinstance(entry, Mapping):
            raise CorpusError(
                f"la carte « {name} » doit être décrite par des clés (type, coût…)", file=str(path)
            )
        out[str(name)] = entry
    return out


def english_name(name: str, entry: Mapping[str, Any]) -> str:
    """The card's official English name (the display name when the catalogue gives no other)."""
    return str(entry.get("name_en") or name)


def card_id(name: str, entry: Mapping[str, Any]) -> str:
    """`card:<slug>` of the English name: `Fendoir` (Cleave) → `card:cleave`."""
    return f"card:{slug(english_name(name, entry))}"


def card_names(name: str, entry: Mapping[str, Any]) -> tuple[str, ...]:
    """Every name of a card, once each: display name, English name, aliases."""
    names = [name, english_name(name, entry), *(str(a) for a in entry.get("aliases") or ())]
    return tuple(dict.fromkeys(n for n in names if n.strip()))


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("s" if n > 1 and not word.endswith("s") else "")


def _cost(entry: Mapping[str, Any]) -> str:
    """`coût 1 énergie et 1 essence de Calme` (energy printed, then power by domain, 131)."""
    raw = entry.get("cost")
    if not isinstance(raw, Mapping):
        return ""
    parts = [f"{raw.get('energy', 0)} énergie"]
    power = raw.get("power")
    for domain, n in power.items() if isinstance(power, Mapping) else ():
        name = DOMAIN_NAMES.get(str(domain))
        parts.append(f"{_plural(int(n), 'essence')} de {name}" if name else f"{_plural(int(n), 'essence')}")
    return "coût " + " et ".join(parts)


def card_text(name: str, entry: Mapping[str, Any]) -> str:
    """The French card line: `Charm — sort (Calme), coût 1 énergie et 1 essence de Calme. Déplacez…`."""
    english = english_name(name, entry)
    head = name if english == name else f"{name} ({english})"
    kind = TYPE_NAMES.get(str(entry.get("type")), str(entry.get("type") or "carte"))
    domains = [DOMAIN_NAMES.get(str(d), str(d)) for d in entry.get("domains") or ()]
    facts = [kind + (f" ({', '.join(domains)})" if domains else "")]
    if cost := _cost(entry):
        facts.append(cost)
    if isinstance(entry.get("might"), int):
        facts.append(f"puissance {entry['might']}")
    lines = [f"{head} — {', '.join(facts)}."]
    keywords = [str(k) for k in entry.get("keywords") or ()]
    if keywords:
        lines.append(f"Mots-clés : {', '.join(keywords)}.")
    if summary := str(entry.get("text") or "").strip():
        lines.append(summary)
    others = [a for a in card_names(name, entry) if a not in (name, english)]
    if others:
        lines.append(f"Autres noms : {' ; '.join(others)}.")
    return "\n".join(lines)


def card_passage(name: str, entry: Mapping[str, Any], order: int = 0) -> Passage:
    """The passage of one catalogue card."""
    extra: dict[str, Any] = {
        "card_type": str(entry.get("type") or ""),
        "card_type_fr": TYPE_NAMES.get(str(entry.get("type")), "").capitalize(),
        "name_en": english_name(name, entry),
        "domains": [str(d) for d in entry.get("domains") or ()],
        "keywords": [str(k) for k in entry.get("keywords") or ()],
        "lang": "fr",
    }
    if isinstance(entry.get("might"), int):
        extra["might"] = entry["might"]
    return Passage(
        id=card_id(name, entry),
        kind="card",
        text=card_text(name, entry),
        document=CARDS_DOCUMENT,
        source=CARD_SOURCE,
        title=name,
        parents=("Cartes",),
        terms=card_names(name, entry),
        order=order,
        extra=extra,
    )


def card_passages(entries: Mapping[str, Mapping[str, Any]] | None = None) -> list[Passage]:
    """One passage per catalogue card, in file order; a second card with the same id is left out."""
    entries = read_catalogue() if entries is None else entries
    out: dict[str, Passage] = {}
    for i, (name, entry) in enumerate(entries.items()):
        passage = card_passage(name, entry, i)
        out.setdefault(passage.id, passage)
    return list(out.values())


def cards_document(count: int) -> Document:
    """The catalogue as a corpus document."""
    return Document(
        id=CARDS_DOCUMENT,
        title=CARD_SOURCE,
        kind="cards",
        version="",
        date="",
        passage_count=count,
        embedded=True,
        path=f"rules_corpus/{CARDS_FILE}",
    )


def merge_cards(
    embedded: Iterable[Passage], cards: Iterable[Passage]
) -> tuple[list[Passage], dict[str, str]]:
    """The embedded passages with each catalogue card merged into the seed's reference card of the
    same name (one passage: the catalogue's facts, then the seed's English text), the other cards
    after; and seed id → card id where the two differ (for `Corpus.by_id`)."""
    cards = list(cards)
    by_slug: dict[str, Passage] = {}
    for c in cards:
        for name in c.terms:
            by_slug.setdefault(slug(name), c)
    merged: set[str] = set()
    aliases: dict[str, str] = {}
    out: list[Passage] = []
    for p in embedded:
        card = by_slug.get(p.id.removeprefix("card:")) if p.kind == "card" else None
        if card is None or card.id in merged:
            out.append(p)
            continue
        merged.add(card.id)
        if p.id != card.id:
            aliases[p.id] = card.id
        out.append(
            dataclasses.replace(
                card,
                text=f"{card.text}\nTexte de la carte de référence (anglais) : {p.text}",
                source=f"{CARD_SOURCE} · {p.source}",
                parents=p.parents,
                terms=tuple(dict.fromkeys((*card.terms, *p.terms))),
                extra={**card.extra, "seed_card": p.id, "seed_document": p.document, "seed_text": p.text},
            )
        )
    return out + [c for c in cards if c.id not in merged], aliases
