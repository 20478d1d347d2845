"""The French ↔ English glossary (`rules_corpus/glossary.yaml`): entries, passages, query expansions.

Each entry pairs an official French term with its official English term (checked rule by
rule against the Core Rules v1.4), the rule that defines it, a short definition written for
this project, and the synonyms players and judges use (English jargon, slang, other forms).

Synonym policy, enforced when the file is loaded:
- a synonym is English jargon, a phrase of several words, or a French word whose only
  meaning in a question about Riftbound is this term (`tap`, `jeton`, `deck vide`);
- an ordinary French word with another common meaning (`pile`, `tour`, `mort`, `poser`,
  colour names…) is never a synonym: the words refused are listed in `AMBIGUOUS_WORDS`;
- a synonym never spells another entry's term; a word of the official vocabulary with two
  meanings is a synonym of both entries (`préparé`: Ready 415 and Staged 461), and `lookup`
  then answers the entry that comes first in the file.
Keys are compared folded: lower case, no accents, words joined by one space (the query
parser of the search splits and folds words the same way).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from judge.corpus.passage import Document, Passage
from judge.errors import CorpusError
from judge.paths import rules_corpus_dir
from judge.text import folded_words

GLOSSARY_FILE = "glossary.yaml"
DOCUMENT_ID = "glossary"
SOURCE = "Glossaire Juge Riftbound"

#: Closed set of entry categories.
CATEGORIES = (
    "keyword", "action", "zone", "phase", "resource", "chain", "combat", "card_type",
    "cost", "concept", "state", "mode",
)  # fmt: skip

#: Ordinary French words (folded) refused as synonyms: they appear in questions with another meaning.
AMBIGUOUS_WORDS: frozenset[str] = frozenset(
    {
        "pile", "tour", "carte", "cartes", "point", "points", "jeu", "partie", "coup", "mort", "morte",
        "poser", "invoquer", "engager", "lancer", "terrain", "couleur", "rouge", "vert", "bleu",
        "orange", "jaune", "violet", "mauve", "neutre", "secret", "public", "prive", "objectif",
        "region", "tenir", "ignore", "ignorer", "activer", "reduction", "retourne", "effet", "bataille",
        "main", "deck", "zone", "phase", "etape", "joueur", "place", "gagner", "perdre", "prendre",
    }
)  # fmt: skip

_FIELDS = ("term", "en", "rule", "synonyms", "category", "definition")
_OPTIONAL = ("slug",)
_STR_TAG = "tag:yaml.org,2002:str"
_NULL_TAG = "tag:yaml.org,2002:null"
_RULE_RE = re.compile(r"^\d{3}(?:\.(?:\d+|[a-z]))*$")
# libyaml when present: the same nodes and marks, several times faster than the pure-Python reader.
_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def fold(text: str) -> str:
    """Folded form used for every comparison: `Quick-Draw` → `quick draw`, `Épuisée` → `epuisee`."""
    return folded_words(text)


def slugify(text: str) -> str:
    """`Coût supplémentaire` → `cout-supplementaire` (the convention of the explanation pages)."""
    return re.sub(r"[^a-z0-9]+", "-", fold(text)).strip("-")


@dataclass(frozen=True)
class GlossaryEntry:
    """One glossary term: official French and English names, defining rule, synonyms, definition."""

    term: str
    en: str
    rule: str | None
    synonyms: tuple[str, ...]
    category: str
    definition: str
    explicit_slug: str = ""
    line: int = 0

    @property
    def slug(self) -> str:
        """Stable identifier (`extenuation`, `equiper-mot-cle`): the `slug:` of the file, else the term's."""
        return self.explicit_slug or slugify(self.term)

    @property
    def names(self) -> tuple[str, ...]:
        """Every name the entry answers to: French term, English term, then the synonyms."""
        return (self.term, self.en, *self.synonyms)

    def to_json(self) -> dict[str, Any]:
        """A plain mapping for the API and the glossary page."""
        return {
            "slug": self.slug,
            "term": self.term,
            "en": self.en,
            "rule": self.rule,
            "synonyms": list(self.synonyms),
            "category": self.category,
            "definition": self.definition,
        }


def glossary_path() -> Path:
    """The embedded glossary file."""
    return rules_corpus_dir() / GLOSSARY_FILE


@functools.lru_cache(maxsize=1)
def _default_path() -> Path:
    return glossary_path().resolve()


def load_glossary(path: Path | None = None) -> list[GlossaryEntry]:
    """The entries of the glossary, in file order; read once per file, validated (`CorpusError` in French)."""
    return list(_load_cached(*_cache_key(path)))


def _cache_key(path: Path | None) -> tuple[Path, int]:
    """The file and its modification time: an edited file is read again."""
    target = path.resolve() if path is not None else _default_path()
    try:
        return target, target.stat().st_mtime_ns
    except OSError as exc:
        raise CorpusError(f"glossaire introuvable : {exc.strerror or exc}", file=str(target)) from exc


@functools.lru_cache(maxsize=8)
def _load_cached(path: Path, stamp: int) -> tuple[GlossaryEntry, ...]:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise CorpusError(f"glossaire illisible : {exc}", file=str(path)) from exc
    entries = parse_entries(text, str(path))
    _check_consistency(entries, str(path))
    return tuple(entries)


def _check_consistency(entries: Iterable[GlossaryEntry], file: str) -> None:
    """Rules that involve several entries: unique slugs and pairs, synonyms that do not steal a term."""
    entries = list(entries)
    terms = {fold(e.term): e.term for e in entries}
    seen_slugs: dict[str, int] = {}
    seen_pairs: dict[tuple[str, str, str | None], int] = {}
    for e in entries:
        if e.slug in seen_slugs:
            raise CorpusError(
                f"identifiant « {e.slug} » déjà utilisé ligne {seen_slugs[e.slug]} : "
                "ajoutez un champ « slug » différent",
                file=file,
                line=e.line,
            )
        seen_slugs[e.slug] = e.line
        # The same pair may head two rules (Amplification / Empower: 441 action, 827 keyword).
        pair = (fold(e.term), fold(e.en), e.rule)
        if pair in seen_pairs:
            raise CorpusError(
                f"la paire « {e.term} » / « {e.en} » (règle {e.rule}) "
                f"est déjà définie ligne {seen_pairs[pair]}",
                file=file,
                line=e.line,
            )
        seen_pairs[pair] = e.line
        for synonym in e.synonyms:
            key = fold(synonym)
            other = terms.get(key)
            if other is not None and key != fold(e.term):
                raise CorpusError(
                    f"le synonyme « {synonym} » de « {e.term} » est le terme d'une autre entrée "
                    f"(« {other} ») : retirez-le",
                    file=file,
                    line=e.line,
                )


def parse_entries(text: str, file: str = GLOSSARY_FILE) -> list[GlossaryEntry]:
    """Entries of a glossary YAML text, each checked; the error names the file and the line."""
    try:
        root = yaml.compose(text, Loader=_LOADER)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        raise CorpusError(
            f"glossaire illisible : YAML invalide ({exc.problem or exc.context})",
            file=file,
            line=mark.line + 1 if mark else None,
        ) from exc
    except yaml.YAMLError as exc:
        raise CorpusError(f"glossaire illisible : YAML invalide ({exc})", file=file) from exc
    if root is None:
        raise CorpusError("glossaire vide : une liste d'entrées est attendue", file=file, line=1)
    if not isinstance(root, yaml.SequenceNode):
        raise CorpusError(
            "le glossaire doit être une liste d'entrées (« - term: … »)", file=file, line=_line(root)
        )
    return [_entry(node, file) for node in root.value]


def _line(node: yaml.Node) -> int:
    return int(node.start_mark.line) + 1


def _entry(node: yaml.Node, file: str) -> GlossaryEntry:
    """One entry from its YAML node, every field checked."""
    line = _line(node)
    if not isinstance(node, yaml.MappingNode):
        raise CorpusError("chaque entrée doit être un tableau « term: …, en: … »", file=file, line=line)
    fields: dict[str, yaml.Node] = {}
    for key_node, value_node in node.value:
        key = key_node.value if isinstance(key_node, yaml.ScalarNode) else None
        if key not in _FIELDS and key not in _OPTIONAL:
            expected = ", ".join(_FIELDS + _OPTIONAL)
            raise CorpusError(
                f"champ inconnu « {key} » (attendus : {expected})", file=file, line=_line(key_node)
            )
        if key in fields:
            raise CorpusError(f"champ « {key} » répété", file=file, line=_line(key_node))
        fields[str(key)] = value_node
    missing = [name for name in _FIELDS if name not in fields]
    if missing:
        raise CorpusError(f"champ(s) manquant(s) : {', '.join(missing)}", file=file, line=line)
    term = _text(fields["term"], "term", file)
    category = _text(fields["category"], "category", file)
    if category not in CATEGORIES:
        raise CorpusError(
            f"catégorie « {category} » inconnue pour « {term} » (attendues : {', '.join(CATEGORIES)})",
            file=file,
            line=_line(fields["category"]),
        )
    slug = _text(fields["slug"], "slug", file) if "slug" in fields else ""
    if slug and slug != slugify(slug):
        raise CorpusError(
            f"identifiant « {slug} » invalide : minuscules sans accents et tirets (ex. « {slugify(slug)} »)",
            file=file,
            line=_line(fields["slug"]),
        )
    return GlossaryEntry(
        term=term,
        en=_text(fields["en"], "en", file),
        rule=_rule(fields["rule"], term, file),
        synonyms=_synonyms(fields["synonyms"], term, file),
        category=category,
        definition=_text(fields["definition"], "definition", file),
        explicit_slug=slug,
        line=line,
    )


def _text(node: yaml.Node, name: str, file: str) -> str:
    """A non-empty string field (a YAML 1.1 `yes`, `on` or number is refused, not converted)."""
    if not isinstance(node, yaml.ScalarNode) or node.tag != _STR_TAG or not str(node.value).strip():
        raise CorpusError(
            f"le champ « {name} » doit être un texte non vide, pas « {_shown(node)} »",
            file=file,
            line=_line(node),
        )
    return str(node.value).strip()


def _rule(node: yaml.Node, term: str, file: str) -> str | None:
    """The defining rule number, quoted (`"170.10"` would become 170.1 as a YAML number), or null."""
    if isinstance(node, yaml.ScalarNode) and node.tag == _NULL_TAG:
        return None
    if not isinstance(node, yaml.ScalarNode) or node.tag != _STR_TAG or not _RULE_RE.match(node.value):
        raise CorpusError(
            f"numéro de règle invalide pour « {term} » : « {_shown(node)} » (attendu : un numéro "
            'entre guillemets comme "431" ou "469.1", ou null)',
            file=file,
            line=_line(node),
        )
    return str(node.value)


def _synonyms(node: yaml.Node, term: str, file: str) -> tuple[str, ...]:
    """The synonyms: a list of texts, none repeated, none refused by the synonym policy."""
    if not isinstance(node, yaml.SequenceNode):
        raise CorpusError(
            f"le champ « synonyms » de « {term} » doit être une liste (éventuellement vide : [])",
            file=file,
            line=_line(node),
        )
    out: list[str] = []
    seen = {fold(term)}
    for item in node.value:
        synonym = _text(item, "synonyms", file)
        key = fold(synonym)
        if key in seen:
            raise CorpusError(
                f"synonyme « {synonym} » en double pour « {term} »", file=file, line=_line(item)
            )
        if key in AMBIGUOUS_WORDS:
            raise CorpusError(
                f"synonyme « {synonym} » refusé pour « {term} » : mot français courant qui a un autre sens "
                "(voir AMBIGUOUS_WORDS dans judge/corpus/glossary.py)",
                file=file,
                line=_line(item),
            )
        seen.add(key)
        out.append(synonym)
    return tuple(out)


def _shown(node: yaml.Node) -> str:
    if isinstance(node, yaml.ScalarNode):
        return str(node.value)
    return "une liste" if isinstance(node, yaml.SequenceNode) else "un tableau"


def glossary_document() -> Document:
    """The glossary as a corpus document (for `judge corpus list`)."""
    return Document(
        id=DOCUMENT_ID,
        title=SOURCE,
        kind="glossary",
        version="1.4",
        date="",
        passage_count=len(load_glossary()),
        embedded=True,
        path=f"rules_corpus/{GLOSSARY_FILE}",
    )


def glossary_passages() -> list[Passage]:
    """One `glossary` passage per entry: `Terme (EN : English) — définition`, citing its defining rule."""
    return [
        Passage(
            id=f"glossary:{entry.slug}",
            kind="glossary",
            text=f"{entry.term} (EN : {entry.en}) — {entry.definition}",
            document=DOCUMENT_ID,
            source=SOURCE,
            rule=None,
            title=entry.term,
            cites=(entry.rule,) if entry.rule else (),
            terms=tuple(dict.fromkeys(entry.names)),
            order=order,
            extra={"category": entry.category, "en": entry.en, "slug": entry.slug},
        )
        for order, entry in enumerate(load_glossary())
    ]


def expansions() -> dict[str, list[str]]:
    """Folded English term, synonym or slang → the French term(s) it stands for (`burnout` → `Exténuation`).

    A key that is the folded French term of the same entry is left out (it needs no expansion).
    """
    return {key: list(terms) for key, terms in _expansions(*_cache_key(None)).items()}


@functools.lru_cache(maxsize=2)
def _expansions(path: Path, stamp: int) -> dict[str, tuple[str, ...]]:
    table: dict[str, list[str]] = {}
    for entry in _load_cached(path, stamp):
        own = fold(entry.term)
        for name in (entry.en, *entry.synonyms):
            key = fold(name)
            if key and key != own and entry.term not in table.setdefault(key, []):
                table[key].append(entry.term)
    return {key: tuple(terms) for key, terms in table.items()}


def lookup(text: str) -> GlossaryEntry | None:
    """The entry named exactly `text` (folded): a French term first, then an English term, then a synonym."""
    return _lookup_table(*_cache_key(None)).get(fold(text))


@functools.lru_cache(maxsize=2)
def _lookup_table(path: Path, stamp: int) -> dict[str, GlossaryEntry]:
    entries = _load_cached(path, stamp)
    table: dict[str, GlossaryEntry] = {}
    # Priority by pass: French terms win over English terms, which win over synonyms.
    for names_of in (lambda e: (e.term,), lambda e: (e.en,), lambda e: e.synonyms):
        for entry in entries:
            for name in names_of(entry):
                table.setdefault(fold(name), entry)
    return table
