"""The embedded corpus: the rules excerpts (seed files 000–002) and the explanation pages (003–004).

An excerpt file is a title line, then paragraphs separated by blank lines. A paragraph is one
official rule (sometimes with deeper sub-rules run on inside it: `… 383.4.c.2.a. Les
compétences …`, which become passages of their own) or, at the end, a glossary definition
without its term. Which rule each paragraph is, and which term a definition defines, is data
in `rules_corpus/seed_rules.yaml` and `rules_corpus/seed_glossary.yaml`, found by
`python -m judge.corpus.seed_matching` and checked by hand.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from judge.corpus.explanations import read_explanation_page, slug
from judge.corpus.passage import Document, Passage
from judge.corpus.rule_numbers import RULE_NUMBER, cites_in
from judge.corpus.rules_text import is_reference_context, split_examples
from judge.errors import CorpusError
from judge.paths import rules_corpus_dir

#: Source shown for a seed paragraph while the official document is not imported.
SEED_SOURCE = "Extraits des règles"
SEED_RULES_FILE = "seed_rules.yaml"
SEED_GLOSSARY_FILE = "seed_glossary.yaml"
_INLINE_RULE_RE = re.compile(rf"(?<=\s)({RULE_NUMBER})\.\s+(?=\S)")
_EXCERPT_FILES = ("000", "001", "002")


@dataclass(frozen=True)
class SeedPiece:
    """One paragraph of an excerpt file, or one sub-rule run on inside a paragraph."""

    seed: str  # "000"
    key: str  # "12" for paragraph 12, "6:383.4.c.2.a" for a sub-rule inside paragraph 6
    text: str
    inline_rule: str | None = None  # the number printed before a run-on sub-rule

    @property
    def fingerprint(self) -> str:
        """A short hash of the normalised text: the key of the data files."""
        return fingerprint(self.text)


def fingerprint(text: str) -> str:
    """sha1 of the lower-cased, space-collapsed text, 12 hex digits."""
    norm = re.sub(r"\s+", " ", text).strip().lower()
    return hashlib.sha1(norm.encode("utf-8")).hexdigest()[:12]


def seeds_dir() -> Path:
    """The folder of the five seed documents."""
    return rules_corpus_dir() / "seeds"


def seed_files() -> list[tuple[str, Path]]:
    """(number, path) of every seed file, in order (`000_4136….txt` → "000")."""
    folder = seeds_dir()
    if not folder.is_dir():
        raise CorpusError("dossier des extraits embarqués introuvable", file=str(folder))
    return [(p.name[:3], p) for p in sorted(folder.glob("[0-9][0-9][0-9]_*.txt"))]


def read_excerpt_file(seed: str, path: Path) -> tuple[str, list[SeedPiece]]:
    """The title line and the pieces of one excerpt file, paragraphs numbered from 1."""
    blocks = [b.strip() for b in re.split(r"\n\s*\n", path.read_text(encoding="utf-8")) if b.strip()]
    title, paragraphs = (blocks[0], blocks[1:]) if blocks else ("", [])
    pieces: list[SeedPiece] = []
    for index, paragraph in enumerate(paragraphs, start=1):
        text = re.sub(r"\s+", " ", paragraph)
        cuts = [m for m in _INLINE_RULE_RE.finditer(text) if not is_reference_context(text[: m.start()])]
        head = text[: cuts[0].start()].strip() if cuts else text
        pieces.append(SeedPiece(seed, str(index), head))
        for i, cut in enumerate(cuts):
            end = cuts[i + 1].start() if i + 1 < len(cuts) else len(text)
            number = cut.group(1)
            pieces.append(SeedPiece(seed, f"{index}:{number}", text[cut.end() : end].strip(), number))
    return title, pieces


def _load_yaml(name: str) -> dict[str, Any]:
    path = rules_corpus_dir() / name
    if not path.exists():
        return {}
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except yaml.YAMLError as err:
        raise CorpusError(f"fichier de données invalide : {err}", file=str(path)) from err
    if not isinstance(data, dict):
        raise CorpusError("fichier de données invalide : une table était attendue", file=str(path))
    return data


def seed_rule_data() -> dict[tuple[str, str], dict[str, Any]]:
    """(seed, fingerprint) → {rule, parents, parent_rules, …} from `seed_rules.yaml`."""
    rows = _load_yaml(SEED_RULES_FILE).get("paragraphs", []) or []
    return {(str(r["seed"]), str(r["fingerprint"])): r for r in rows if r.get("rule")}


def seed_glossary_data() -> dict[tuple[str, str], str]:
    """(seed, fingerprint) → the term a glossary line defines, from `seed_glossary.yaml`."""
    rows = _load_yaml(SEED_GLOSSARY_FILE).get("definitions", []) or []
    return {(str(r["seed"]), str(r["fingerprint"])): str(r["term"]) for r in rows}


def _excerpt_passages(
    seed: str, path: Path, rules: dict[tuple[str, str], dict[str, Any]], glossary: dict[tuple[str, str], str]
) -> tuple[Document, list[Passage]]:
    title, pieces = read_excerpt_file(seed, path)
    doc_id = f"seed:{seed}"
    passages: list[Passage] = []
    for order, piece in enumerate(pieces):
        own_text, _markers, examples = split_examples(piece.text)
        term = glossary.get((seed, piece.fingerprint))
        data = rules.get((seed, piece.fingerprint), {})
        number = data.get("rule") or piece.inline_rule
        parents = tuple(data.get("parents", ()))
        extra: dict[str, Any] = {"seed_file": path.name, "paragraph": piece.key}
        if term:
            passages.append(Passage(
                id=f"seed:{seed}:{piece.key}", kind="glossary", text=piece.text, document=doc_id,
                source=SEED_SOURCE, title=term, terms=(term,), order=order, extra=extra,
            ))  # fmt: skip
            continue
        passages.append(Passage(
            id=f"seed:{seed}:{piece.key}",
            kind="rule",
            text=piece.text,
            document=doc_id,
            source=SEED_SOURCE,
            rule=number,
            title=parents[-1] if parents else "",
            parents=parents,
            parent_rules=tuple(data.get("parent_rules", ())),
            cites=cites_in(piece.text, exclude=number),
            examples=tuple(examples) if own_text != piece.text else (),
            order=order,
            extra=extra,
        ))  # fmt: skip
    document = Document(
        id=doc_id, title=f"{title} ({_ordinal(int(seed) + 1)} extrait)", kind="seed", version="", date="",
        passage_count=len(passages), embedded=True, path=f"rules_corpus/seeds/{path.name}",
    )  # fmt: skip
    return document, passages


def _ordinal(n: int) -> str:
    """1 → « 1er », 2 → « 2e » (a person's numbering, never the file's « 000 »)."""
    return "1er" if n == 1 else f"{n}e"


@lru_cache(maxsize=2)
def _embedded(stamp: tuple[tuple[str, int], ...]) -> tuple[tuple[Document, ...], tuple[Passage, ...]]:
    rules, glossary = seed_rule_data(), seed_glossary_data()
    documents: list[Document] = []
    passages: list[Passage] = []
    tooltips: dict[str, tuple[str, str]] = {}
    for seed, path in seed_files():
        if seed in _EXCERPT_FILES:
            document, found = _excerpt_passages(seed, path, rules, glossary)
        else:
            page = read_explanation_page(path, seed, f"rules_corpus/seeds/{path.name}")
            document, found = page.document, page.passages
            for term, definition in page.glossary.items():
                tooltips.setdefault(term, (definition, page.document.title))
        documents.append(document)
        passages.extend(found)
    for order, (term, (definition, page_title)) in enumerate(tooltips.items()):
        passages.append(Passage(
            id=f"tooltip:{slug(term)}", kind="glossary", text=definition, document="tooltips",
            source="Glossaire des explications RiftPal", title=term, terms=(term,), order=order,
            extra={"page": page_title},
        ))  # fmt: skip
    documents.append(Document(
        id="tooltips", title="Glossaire des explications RiftPal", kind="glossary", version="", date="",
        passage_count=len(tooltips), embedded=True, path="rules_corpus/seeds/",
    ))  # fmt: skip
    return tuple(documents), tuple(passages)


def seed_corpus() -> tuple[list[Document], list[Passage]]:
    """The documents and passages of the five seed files (excerpts, explanations, cards, tooltips)."""
    data = rules_corpus_dir()
    files = [data / SEED_RULES_FILE, data / SEED_GLOSSARY_FILE, *sorted((data / "seeds").glob("*.txt"))]
    # reread when a data file changes
    stamp = tuple((str(p), p.stat().st_mtime_ns) for p in files if p.exists())
    documents, passages = _embedded(stamp)
    return list(documents), list(passages)
