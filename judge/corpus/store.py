"""The whole corpus: the embedded documents plus those imported into JUDGE_HOME, loaded once per process.

A seed paragraph that is an official rule becomes that rule's passage once the Core Rules are
imported (official text, the seed's wording kept in `extra["seed_text"]`), never a duplicate.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import re
import threading
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from judge.corpus.cards import card_passages, cards_document, merge_cards
from judge.corpus.glossary import fold, glossary_document, glossary_passages
from judge.corpus.importer import STORE_FORMAT, documents_dir
from judge.corpus.passage import Document, Passage
from judge.corpus.rule_numbers import normalize_rule_number, sort_key
from judge.corpus.seeds import SEED_SOURCE, seed_corpus
from judge.errors import CorpusError
from judge.notices import warn_once
from judge.paths import judge_home, rules_corpus_dir

__all__ = ["Corpus", "document_from_json", "load_corpus", "normalize_rule_number"]

#: The French Core Rules; the English ones are `core-en` (see `importer.document_id`).
_CORE = "core"


def document_from_json(data: dict[str, Any]) -> Document:
    """The inverse of `Document.to_json`."""
    return Document(
        id=str(data["id"]),
        title=str(data.get("title", "")),
        kind=str(data.get("kind", "")),
        version=str(data.get("version", "")),
        date=str(data.get("date", "")),
        passage_count=int(data.get("passage_count", 0)),
        embedded=bool(data.get("embedded", False)),
        path=str(data.get("path", "")),
    )


@dataclass
class Corpus:
    """Every passage and document, with lookups by rule number and by id."""

    passages: list[Passage]
    documents: list[Document]
    fingerprint: str
    warnings: list[str] = field(default_factory=list)
    aliases: dict[str, str] = field(default_factory=dict)
    damaged: list[str] = field(default_factory=list)  # ids of stored documents that could not be read

    def __post_init__(self) -> None:
        self._by_id = {p.id: p for p in self.passages}
        numbered_documents = {d.id for d in self.documents if d.kind in ("core", "seed")}
        numbered = [p for p in self.passages if p.rule and p.document in numbered_documents]
        self._rules: dict[str, Passage] = {}
        for p in sorted(numbered, key=self._preference):
            self._rules.setdefault(p.rule or "", p)
        self._ordered = sorted(
            (p for p in self._rules.values() if p.kind == "rule"), key=lambda p: sort_key(p.rule or "")
        )
        self._position = {p.rule: i for i, p in enumerate(self._ordered)}
        self._children: dict[str, list[Passage]] = {}
        for p in self._rules.values():
            if p.parent_rules and p.rule != p.parent_rules[-1]:
                self._children.setdefault(p.parent_rules[-1], []).append(p)
        for kids in self._children.values():
            kids.sort(key=lambda p: sort_key(p.rule or ""))

    @staticmethod
    def _preference(p: Passage) -> tuple[bool, bool, bool, int]:
        # French before English (core-en), a rule before the heading with its number (801. Mots-clés),
        # the official text before a seed excerpt
        return (p.extra.get("lang", "fr") != "fr", p.kind != "rule", p.document != _CORE, p.order)

    @property
    def has_official_rules(self) -> bool:
        """True once the French Core Rules are imported (the English ones, `core-en`, do not count)."""
        return any(d.id == _CORE for d in self.documents)

    @property
    def glossary_terms(self) -> list[str]:
        """Every glossary term, once each, in corpus order."""
        seen: dict[str, None] = {}
        for p in self.passages:
            if p.kind == "glossary":
                for term in p.terms or (p.title,):
                    seen.setdefault(term, None)
        return list(seen)

    def rule(self, number: str) -> Passage | None:
        """The Core Rules passage with this number (`431.2.b`, `431.2.b.`, `règle 431`), or None."""
        norm = normalize_rule_number(number)
        return self._rules.get(norm) if norm else None

    def children(self, number: str) -> list[Passage]:
        """The rules directly under this one (`431.2` → 431.2.a, 431.2.b, …), in rule order."""
        norm = normalize_rule_number(number)
        return list(self._children.get(norm, [])) if norm else []

    def by_id(self, passage_id: str) -> Passage | None:
        """The passage with this id; a merged seed id (`seed:000:9`) leads to its official rule."""
        found = self._by_id.get(passage_id)
        if found is None and passage_id in self.aliases:
            found = self._by_id.get(self.aliases[passage_id])
        return found

    def neighbours(self, number: str) -> tuple[Passage | None, Passage | None]:
        """The previous and next numbered rules in reading order."""
        norm = normalize_rule_number(number)
        i = self._position.get(norm) if norm else None
        if i is None:
            return None, None
        before = self._ordered[i - 1] if i > 0 else None
        after = self._ordered[i + 1] if i + 1 < len(self._ordered) else None
        return before, after

    def document(self, document_id: str) -> Document | None:
        """The document with this id."""
        return next((d for d in self.documents if d.id == document_id), None)


_cache: dict[str, tuple[tuple[Any, ...], Corpus]] = {}
_lock = threading.Lock()


def _state(home: Path) -> tuple[Any, ...]:
    """What the loaded corpus depends on: the stored documents and the embedded data files."""
    files: list[Path] = []
    folder = documents_dir(home)
    if folder.is_dir():
        files += sorted(p for p in folder.glob("*.json") if not p.name.startswith("."))
    data = rules_corpus_dir()
    files += sorted(data.glob("*.yaml")) + sorted((data / "seeds").glob("*.txt"))
    out: list[tuple[str, int, int]] = []
    for p in files:
        try:
            st = p.stat()
        except OSError:
            continue
        out.append((str(p), st.st_mtime_ns, st.st_size))
    return tuple(out)


def load_corpus(home: Path | None = None) -> Corpus:
    """The corpus of JUDGE_HOME (or `home`): cached, reloaded when a stored document or data file changes."""
    home = home if home is not None else judge_home()
    key = str(home.expanduser().resolve())
    state = _state(home)
    with _lock:
        hit = _cache.get(key)
        if hit is not None and hit[0] == state:
            return hit[1]
        corpus = _build(home)
        _cache[key] = (state, corpus)
        return corpus


def _glossary(warnings: list[str]) -> tuple[list[Document], list[Passage]]:
    """The project glossary's document and passages; a broken glossary file is a warning, not an error."""
    try:
        passages = glossary_passages()
        return [glossary_document()], passages
    except CorpusError as err:
        warnings.append(err.located())
        return [], []


def _cards(warnings: list[str]) -> tuple[list[Document], list[Passage]]:
    """The card catalogue's document and passages; a broken catalogue file is a warning, not an error."""
    try:
        passages = card_passages()
    except CorpusError as err:
        warnings.append(err.located())
        return [], []
    return ([cards_document(len(passages))] if passages else []), passages


#: the largest stored document read (the French Core Rules take about 500 KB).
MAX_STORED_BYTES = 64 * 1024 * 1024

_TEXT_FIELDS = ("id", "kind", "text", "document", "source")
_OPTIONAL_TEXT = ("rule", "title")
_TEXT_LISTS = ("parents", "parent_rules", "cites", "terms", "examples")


def _check_passage(data: object, i: int) -> dict[str, Any]:
    """One stored passage, its fields of the right types; `ValueError` in French otherwise."""
    if not isinstance(data, dict):
        raise ValueError(f"passage n° {i + 1} : objet attendu")
    for key in _TEXT_FIELDS:
        if not isinstance(data.get(key), str):
            raise ValueError(f"passage n° {i + 1} : champ « {key} » absent ou non textuel")
    for key in _OPTIONAL_TEXT:
        if data.get(key) is not None and not isinstance(data[key], str):
            raise ValueError(f"passage n° {i + 1} : champ « {key} » non textuel")
    for key in _TEXT_LISTS:
        value = data.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise ValueError(f"passage n° {i + 1} : champ « {key} » : liste de textes attendue")
    if not isinstance(data.get("order", 0), int) or not isinstance(data.get("extra", {}), dict):
        raise ValueError(f"passage n° {i + 1} : champ « order » ou « extra » mal formé")
    return data


def _check_document(data: object) -> dict[str, Any]:
    if not isinstance(data, dict) or not isinstance(data.get("id"), str) or not data["id"]:
        raise ValueError("champ « document » absent ou mal formé")
    for key in ("title", "kind", "version", "date", "path"):
        if not isinstance(data.get(key, ""), str):
            raise ValueError(f"champ « document.{key} » non textuel")
    if not isinstance(data.get("passage_count", 0), int):
        raise ValueError("champ « document.passage_count » non entier")
    return data


def _read_stored(path: Path) -> tuple[Document, list[Passage]]:
    """One stored document, checked field by field; `CorpusError` naming it and how to re-import it."""
    try:
        if not path.is_file():  # a folder, a pipe (that would block): not a stored document
            raise ValueError("ce n'est pas un fichier ordinaire")
        with path.open("rb") as handle:
            raw = handle.read(MAX_STORED_BYTES + 1)
        if len(raw) > MAX_STORED_BYTES:
            raise ValueError("fichier trop volumineux")
        try:
            data = json.loads(raw.decode("utf-8"))
        except UnicodeDecodeError:
            raise ValueError("le fichier n'est pas en UTF-8") from None
        except RecursionError:
            raise ValueError("JSON trop imbriqué") from None
        except json.JSONDecodeError as err:
            raise ValueError(f"JSON illisible ou tronqué (ligne {err.lineno})") from None
        if not isinstance(data, dict):
            raise ValueError("un objet JSON est attendu")
        if data.get("format") != STORE_FORMAT:
            raise ValueError(f"format {str(data.get('format'))[:40]!r} inconnu (attendu : {STORE_FORMAT!r})")
        passages = data.get("passages")
        if not isinstance(passages, list):
            raise ValueError("champ « passages » absent ou mal formé")
        document = document_from_json(_check_document(data.get("document")))
        return document, [Passage.from_json(_check_passage(p, i)) for i, p in enumerate(passages)]
    except (OSError, ValueError, KeyError, TypeError) as err:
        reason = (err.strerror or type(err).__name__) if isinstance(err, OSError) else str(err)
        raise CorpusError(
            f"document importé endommagé ({reason}) : réimportez-le avec « judge corpus import FICHIER » "
            "(le PDF officiel ou son texte) ; les autres documents restent servis",
            file=str(path),
        ) from err


def _build(home: Path) -> Corpus:
    documents, embedded = seed_corpus()
    warnings: list[str] = []
    damaged: list[str] = []
    imported: list[tuple[Document, list[Passage]]] = []
    folder = documents_dir(home)
    if folder.is_dir():
        for path in sorted(p for p in folder.glob("*.json") if not p.name.startswith(".")):
            try:
                imported.append(_read_stored(path))
            except CorpusError as err:
                warnings.append(err.located())
                damaged.append(path.stem)
                warn_once(err.located())
    glossary_documents, glossary = _glossary(warnings)
    card_documents, cards = _cards(warnings)
    # A catalogue card and the seed's reference card of the same name are one passage.
    embedded, card_aliases = merge_cards(embedded, cards)
    passages, aliases = merge_seeds(link_glossary(embedded, glossary), imported)
    aliases.update(card_aliases)
    passages += glossary
    # French before English: core, core-en, tournament
    documents = (
        sorted((d for d, _ in imported), key=lambda d: (d.kind, d.id))
        + documents
        + glossary_documents
        + card_documents
    )
    return Corpus(passages=passages, documents=documents, fingerprint=_fingerprint(passages, documents),
                  warnings=warnings, aliases=aliases, damaged=damaged)  # fmt: skip


def _normal(text: str) -> str:
    return (
        re.sub(r"\s+", " ", re.sub(r"\s+([.,;:])", r"\1", re.sub(r"(['’])\s+", r"\1", text))).strip().lower()
    )


def merge_seeds(
    embedded: list[Passage], imported: list[tuple[Document, list[Passage]]]
) -> tuple[list[Passage], dict[str, str]]:
    """Imported passages, then embedded ones; a seed rule found in the French Core Rules merges into it."""
    official: dict[str, Passage] = {}
    out: list[Passage] = []
    for document, passages in imported:
        for p in passages:
            if document.id == _CORE and p.kind == "rule" and p.rule:
                official.setdefault(p.rule, p)
        out += passages
    merged: dict[str, list[Passage]] = {}
    kept: list[Passage] = []
    for p in embedded:
        if p.kind == "rule" and p.rule and p.rule in official and p.id.startswith("seed:"):
            merged.setdefault(p.rule, []).append(p)
        else:
            kept.append(p)
    aliases: dict[str, str] = {}
    if merged:
        replaced: dict[str, Passage] = {}
        for number, seeds in merged.items():
            rule = official[number]
            extra = {**rule.extra, "seed_ids": [s.id for s in seeds]}
            differing = [s.text for s in seeds if _normal(s.text) != _normal(rule.text)]
            if differing:
                extra["seed_text"] = "\n".join(differing)
            replaced[rule.id] = dataclasses.replace(
                rule, source=f"{rule.source} · {SEED_SOURCE}", extra=extra
            )
            aliases.update({s.id: rule.id for s in seeds})
        out = [replaced.get(p.id, p) for p in out]
    return out + kept, aliases


def link_glossary(embedded: list[Passage], glossary: list[Passage]) -> list[Passage]:
    """Mark a seed or tooltip definition whose term the project glossary also defines (`extra["same_as"]`)."""
    by_term = {fold(term): p.id for p in glossary for term in (p.title, *p.terms[:1]) if term}
    out: list[Passage] = []
    for p in embedded:
        same = by_term.get(fold(p.title)) if p.kind == "glossary" else None
        out.append(dataclasses.replace(p, extra={**p.extra, "same_as": same}) if same else p)
    return out


def _fingerprint(passages: Iterable[Passage], documents: Iterable[Document]) -> str:
    digest = hashlib.sha256()
    for d in documents:
        digest.update(json.dumps(d.to_json(), sort_keys=True, ensure_ascii=False).encode("utf-8"))
    for p in passages:
        digest.update(json.dumps(p.to_json(), sort_keys=True, ensure_ascii=False).encode("utf-8"))
    return digest.hexdigest()[:16]


def clear_cache() -> None:
    """Forget every loaded corpus (tests, and after an import in the same process)."""
    with _lock:
        _cache.clear()
