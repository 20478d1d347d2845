"""Read the explanation pages of the seeds (files 003–004): sections, glossary tooltips, reference cards.

A page is one paragraph a line: a category, the question, the short answer, then sections
(`La réponse en bref`, `Comment ça fonctionne`, `En pratique`, `Exemple`, `Exemple 1 - …`).
Glossary tooltips are glued into the text (`… les éventuels Coût supplémentaireUn paiement
ajouté … payé.Voir dans le glossaire et appliquez …`): the text keeps only the term, the
definition becomes a glossary entry. `Carte de référence` names a card whose block (type,
name, English text) comes a few lines later.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field
from pathlib import Path

from judge.corpus.passage import Document, Passage
from judge.corpus.rule_numbers import cites_in
from judge.text import plain

_TOOLTIP_END = "Voir dans le glossaire"
_GLUE_RE = re.compile(r"[a-zà-ÿœ][A-ZÀ-ÝŒ]")
_META_RE = re.compile(r"^Explication RiftPal\b")
_SECTIONS = {"La réponse en bref": 1, "Comment ça fonctionne": 1, "En pratique": 1, "Exemple": 2}
_SUBSECTION_RE = re.compile(r"^Exemple \d+\s*[-–]\s*\S")
_CARD_HEADER = "Carte de référence"
_SHORT_ANSWER = "La réponse en bref"
#: Card types as printed on the reference cards, with their French names.
CARD_TYPES = {
    "Unit": "Unité", "Spell": "Sort", "Gear": "Équipement", "Battlefield": "Champ de bataille",
    "Legend": "Légende", "Rune": "Rune", "Token": "Création",
    "Unité": "Unité", "Sort": "Sort", "Équipement": "Équipement", "Champ de bataille": "Champ de bataille",
    "Légende": "Légende",
}  # fmt: skip
EXPLANATION_SOURCE = "Explication RiftPal"


@dataclass
class ExplanationPage:
    """One page: its document, its passages (explanations and cards) and the glossary tooltips it holds."""

    document: Document
    passages: list[Passage] = field(default_factory=list)
    glossary: dict[str, str] = field(default_factory=dict)


def slug(text: str) -> str:
    """`Brazen Buccaneer` → `brazen-buccaneer`; `Coût supplémentaire` → `cout-supplementaire`."""
    return "-".join(plain(text).split())


def _term_before(text: str) -> tuple[str, int]:
    """The glossary term that ends `text`: the shortest run of words that starts with a capital."""
    words = list(re.finditer(r"\S+", text))
    for i in range(len(words) - 1, max(-1, len(words) - 5), -1):
        word = words[i].group()
        if re.search(r"[,.;:!?]$", word) and i != len(words) - 1:
            break
        bare = re.sub(r"^[LlDd][’']", "", word)
        if bare[:1].isupper():
            start = words[i].start() + (len(word) - len(bare))
            return text[start:], start
    last = words[-1] if words else None
    return (last.group(), last.start()) if last else ("", len(text))


def split_tooltips(text: str) -> tuple[str, list[tuple[str, str]]]:
    """Remove the glued glossary definitions: the clean text and the (term, definition) pairs in order."""
    out: list[str] = []
    pairs: list[tuple[str, str]] = []
    rest = text
    while True:
        end = rest.find(_TOOLTIP_END)
        if end < 0:
            out.append(rest)
            break
        glues = [m.start() + 1 for m in _GLUE_RE.finditer(rest, 0, end)]
        if not glues:  # not a tooltip: keep the words as they are
            out.append(rest[: end + len(_TOOLTIP_END)])
            rest = rest[end + len(_TOOLTIP_END) :]
            continue
        glue = glues[-1]
        term, term_start = _term_before(rest[:glue])
        definition = rest[glue:end].strip()
        pairs.append((term.strip(), definition))
        out.append(rest[:term_start] + term)
        rest = rest[end + len(_TOOLTIP_END) :]
        if rest[:1].isalnum():
            rest = " " + rest
    clean = "".join(out)
    clean = re.sub(r"\s+([.,])(?=\s|$)", r"\1", clean)  # "runique ." left by a removed tooltip
    return re.sub(r"[ \t]+", " ", clean).strip(), pairs


def read_explanation_page(path: Path, number: str, relative: str = "") -> ExplanationPage:
    """Parse one explanation page (`003_….txt`) into passages; `number` is its file number (`003`)."""
    lines = [line.strip() for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    category, question, summary = [*lines, "", "", ""][:3]
    page = ExplanationPage(
        document=Document(
            id=f"expl:{number}",
            title=question,
            kind="explanation",
            version="",
            date="",
            passage_count=0,
            embedded=True,
            path=relative,
        )
    )
    source = f"{EXPLANATION_SOURCE} : {question}"
    intro, pairs = split_tooltips(summary)
    page.glossary.update({t: d for t, d in pairs if t not in page.glossary})
    opening = [question, intro]
    sections: list[str] = []
    pending_cards: list[str] = []
    i = 3
    # The page opens with its question, its lead and its first short answer in one passage: a hit
    # on the question shows the answer (ids stay those of a page that kept them apart: no `:1`).
    while i < len(lines) and (_META_RE.match(lines[i]) or lines[i] == _SHORT_ANSWER):
        i += 1
    if i < len(lines) and lines[i - 1] == _SHORT_ANSWER and not _is_structure(lines, i):
        text, pairs = split_tooltips(lines[i])
        page.glossary.update({t: d for t, d in pairs if t not in page.glossary})
        opening.append(text)
        sections = [_SHORT_ANSWER]
        i += 1
    else:
        i = 3
    page.passages.append(_explanation(number, 0, "\n".join(opening), source, (category,), question))
    while i < len(lines):
        line = lines[i]
        if _META_RE.match(line):
            i += 1
            continue
        level = _SECTIONS.get(line) or (3 if _SUBSECTION_RE.match(line) else 0)
        if level:
            sections = [*sections[: level - 1], line]
            i += 1
            continue
        if line == _CARD_HEADER and i + 1 < len(lines):
            pending_cards.append(lines[i + 1])
            i += 2
            continue
        if line in CARD_TYPES and i + 2 < len(lines) and lines[i + 1] in pending_cards:
            name, card_text = lines[i + 1], lines[i + 2]
            pending_cards.remove(name)
            page.passages.append(_card(number, name, line, card_text, source, (category, question)))
            i += 3
            continue
        text, pairs = split_tooltips(line)
        page.glossary.update({t: d for t, d in pairs if t not in page.glossary})
        title = sections[-1] if sections else ""
        parents = (category, question, *sections[:-1])
        index = len(page.passages) + (len(opening) > 2)
        page.passages.append(_explanation(number, index, text, source, parents, title))
        i += 1
    page.document = dataclasses.replace(page.document, passage_count=len(page.passages))
    return page


def _is_structure(lines: list[str], i: int) -> bool:
    """True when line `i` is a section title, a meta line or a card block, not a paragraph."""
    line = lines[i]
    return bool(
        _META_RE.match(line)
        or line in _SECTIONS
        or _SUBSECTION_RE.match(line)
        or line == _CARD_HEADER
        or line in CARD_TYPES
    )


def _explanation(
    number: str, index: int, text: str, source: str, parents: tuple[str, ...], title: str
) -> Passage:
    return Passage(
        id=f"expl:{number}:{index}",
        kind="explanation",
        text=text,
        document=f"expl:{number}",
        source=source,
        title=title,
        parents=parents,
        cites=cites_in(text),
        order=index,
    )


def _card(
    number: str, name: str, card_type: str, text: str, source: str, parents: tuple[str, ...]
) -> Passage:
    return Passage(
        id=f"card:{slug(name)}",
        kind="card",
        text=text,
        document=f"expl:{number}",
        source=source,
        title=name,
        parents=parents,
        terms=(name,),
        extra={"card_type": card_type, "card_type_fr": CARD_TYPES[card_type], "lang": "en"},
    )
