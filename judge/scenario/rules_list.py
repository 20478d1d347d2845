"""A scenario's `rules:` list: each item is a rule number (`431.2.b`) or a passage id, and
must exist in the corpus (spec/scenario-format.md).

Once the official Core Rules are imported (`judge corpus import`), a rule number is checked
against them; with only the embedded corpus, which holds the seed excerpts and not the whole
rules, it is checked against the list of every Core Rules number stored as facts in
`rules_corpus/rule_titles.yaml` (numbers, never the text). Either way an unknown number is
an error that names the closest existing numbers. A passage id is checked when its document
(`seed:000`, `glossary`, `core`…) is in the corpus, and accepted otherwise.

The corpus is imported and loaded only when there is something it can verify, so a
scenario run (`judge run`, `judge check`) pays for it only on a machine where official
documents were imported; the load is cached for the process.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from judge.corpus.rule_numbers import closest_numbers, is_rule_number
from judge.paths import judge_home

if TYPE_CHECKING:
    from judge.corpus.store import Corpus


@dataclass(frozen=True)
class UnknownRule:
    """A `rules:` item the corpus does not hold, with the French reason and the closest numbers."""

    ref: str
    line: int
    message: str
    closest: tuple[str, ...]


def _stored_documents_exist() -> bool:
    # The folder `judge corpus import` writes to (`judge.corpus.importer.documents_dir`), read
    # here without importing the corpus package: no stored document, no official rules.
    folder = judge_home() / "documents"
    try:
        return any(p.suffix == ".json" and not p.name.startswith(".") for p in folder.iterdir())
    except OSError:
        return False


def _corpus() -> Corpus:
    from judge.corpus.store import load_corpus  # lazily: a run without `rules:` never pays for it

    return load_corpus()


def _unknown_numbers(
    numbers: list[tuple[str, int]], exists: Callable[[str], bool], candidates: set[str], where: str
) -> list[UnknownRule]:
    """The numbers that do not `exist`, each with the closest of the `candidates`."""
    ordered = sorted(candidates)
    out: list[UnknownRule] = []
    for ref, line in numbers:
        if not exists(ref):
            near = tuple(closest_numbers(ref, ordered, limit=3))
            hint = f" ; numéros proches : {', '.join(near)}" if near else ""
            out.append(UnknownRule(ref, line, f"la règle « {ref} » n'existe pas dans {where}{hint}", near))
    return out


def _stored_numbers(numbers: list[tuple[str, int]]) -> list[UnknownRule]:
    """The numbers missing from the stored list of Core Rules numbers (none when it is absent)."""
    from judge.corpus.rule_titles import load_rule_numbers, numbers_version

    known = load_rule_numbers()
    if not known:
        return []
    version = f" v{numbers_version()}" if numbers_version() else ""
    return _unknown_numbers(numbers, known.__contains__, set(known), f"les Règles du jeu{version}")


def unknown_rules(refs: list[tuple[str, int]]) -> list[UnknownRule]:
    """The items of a `rules:` list (ref, line) the corpus shows not to exist; empty when it cannot tell."""
    numbers = [(r, n) for r, n in refs if is_rule_number(r)]
    ids = [(r, n) for r, n in refs if not is_rule_number(r)]
    official = bool(numbers) and _stored_documents_exist()
    if not official and not ids:
        return _stored_numbers(numbers)
    corpus = _corpus()
    if corpus.has_official_rules:
        core = corpus.document("core")
        version = f" v{core.version}" if core is not None and core.version else ""
        existing = {p.rule for p in corpus.passages if p.rule}
        where = f"les Règles du jeu importées{version}"
        out = _unknown_numbers(numbers, lambda ref: corpus.rule(ref) is not None, existing, where)
    else:
        out = _stored_numbers(numbers)  # a passage id brought the corpus in; the numbers still count
    documents = {d.id for d in corpus.documents}
    for ref, line in ids:
        document = ref.rsplit(":", 1)[0] if ref.count(":") else ref
        known_document = document in documents or ref.split(":", 1)[0] in documents
        if known_document and corpus.by_id(ref) is None:
            message = f"le passage « {ref} » n'existe pas dans le corpus (document « {document} »)"
            out.append(UnknownRule(ref, line, message, ()))
    return out
