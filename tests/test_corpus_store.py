"""`load_corpus`: embedded corpus, imported documents, seed-and-official merge, lookups, cache."""

from __future__ import annotations

import collections
import json
from pathlib import Path

import pytest

from judge.corpus.importer import documents_dir, import_document
from judge.corpus.store import load_corpus, normalize_rule_number


def _import_small(small_core: Path, version: str = "1.4") -> None:
    import_document(small_core, version=version)


def test_embedded_corpus_without_import(home: Path) -> None:
    corpus = load_corpus()
    assert not corpus.has_official_rules
    rule = corpus.rule("règle 414.1.c.")
    assert rule is not None and rule.id == "seed:000:9"
    assert rule.source.startswith("Extraits des règles")
    assert [p.rule for p in corpus.children("414.1")] == ["414.1.a", "414.1.b", "414.1.c"]
    before, after = corpus.neighbours("414.1.c")
    assert before is not None and before.rule == "414.1.b"
    assert after is not None and after.rule == "414.2"
    assert corpus.by_id("card:brazen-buccaneer") is not None
    assert corpus.rule("999.9") is None and corpus.rule("n'importe quoi") is None
    assert {"seed:000", "expl:003", "expl:004"} <= {d.id for d in corpus.documents}
    assert "Coût supplémentaire" in corpus.glossary_terms
    assert normalize_rule_number("431.2.b.") == "431.2.b"


def test_seed_and_official_merge_into_one_passage_per_rule(home: Path, small_core: Path) -> None:
    embedded = load_corpus()
    _import_small(small_core)
    corpus = load_corpus()
    assert corpus.has_official_rules and corpus.fingerprint != embedded.fingerprint
    numbered = [
        p
        for p in corpus.passages
        if p.kind == "rule" and p.rule and p.document in ("core", "seed:000", "seed:002")
    ]
    counts = collections.Counter(p.rule for p in numbered)
    assert [n for n, c in counts.items() if c > 1] == []
    rule = corpus.rule("414.1.c")
    assert rule is not None and rule.id == "core:414.1.c"
    assert "Règles du jeu v1.4" in rule.source and "Extraits des règles" in rule.source
    assert rule.extra["seed_ids"] == ["seed:000:9"]
    assert corpus.by_id("seed:000:9") is rule
    # a seed paragraph whose rule is not in this (small) official text stays a seed passage
    other = corpus.rule("144.2")
    assert other is not None and other.id == "seed:000:2"
    assert corpus.rule("414") is not None and corpus.rule("414").kind == "heading"  # type: ignore[union-attr]


def test_seed_wording_kept_when_it_differs(home: Path, tmp_path: Path, small_core_text: str) -> None:
    path = tmp_path / "regles.txt"
    path.write_text(
        small_core_text.replace("ne peut pas être épuisé à nouveau", "ne peut plus être épuisé"),
        encoding="utf-8",
    )
    import_document(path, version="1.4")
    rule = load_corpus().rule("414.1.b")
    assert rule is not None and "ne peut plus" in rule.text
    assert "ne peut pas être épuisé à nouveau" in rule.extra["seed_text"]


def test_cache_follows_the_documents_folder(home: Path, small_core: Path) -> None:
    first = load_corpus()
    assert load_corpus() is first
    _import_small(small_core, "1.4")
    second = load_corpus()
    assert second is not first
    _import_small(small_core, "1.5")
    third = load_corpus()
    assert third.fingerprint != second.fingerprint
    assert third.document("core") is not None and third.document("core").version == "1.5"  # type: ignore[union-attr]


def test_unreadable_stored_document_is_a_warning(home: Path, tmp_path: Path) -> None:
    documents_dir(home).mkdir(parents=True)
    (documents_dir(home) / "core.json").write_text("{pas du json", encoding="utf-8")
    corpus = load_corpus()
    assert not corpus.has_official_rules
    assert corpus.warnings and "réimportez" in corpus.warnings[0]


def test_two_homes_never_see_each_other(tmp_path: Path, small_core: Path) -> None:
    a, b = tmp_path / "a", tmp_path / "b"
    import_document(small_core, home=a)
    assert load_corpus(a).has_official_rules
    assert not load_corpus(b).has_official_rules


def test_full_import_merges_every_seed_rule(home: Path, shared_corpus: Path) -> None:
    import_document(shared_corpus / "regles-du-jeu-fr-v1.4.txt")
    corpus = load_corpus()
    seeds = [p for p in corpus.passages if p.id.startswith("seed:") and p.kind == "rule"]
    assert seeds == []  # every numbered seed paragraph became its official rule
    rule = corpus.rule("359.3.e.12")
    assert rule is not None and rule.extra["seed_ids"] == ["seed:002:2"]
    assert "seed_text" in rule.extra
    kinds = collections.Counter(p.kind for p in corpus.passages)
    assert kinds["rule"] >= 2137 and kinds["heading"] >= 166
    assert [p.rule for p in corpus.children("431.2")] == ["431.2.a", "431.2.b", "431.2.c", "431.2.d"]
    listing = json.loads((documents_dir(home) / "core.json").read_text(encoding="utf-8"))
    assert listing["document"]["passage_count"] == len(listing["passages"])


def test_seed_definitions_point_to_the_project_glossary(home: Path) -> None:
    corpus = load_corpus()
    glossary_ids = {p.id for p in corpus.passages if p.document == "glossary"}
    if not glossary_ids:
        pytest.skip("glossaire du projet absent")
    tooltip = corpus.by_id("tooltip:recycler")
    assert tooltip is not None and tooltip.extra.get("same_as") in glossary_ids
    line = corpus.by_id("seed:000:16")
    assert line is not None and line.kind == "glossary" and line.extra.get("same_as") in glossary_ids


def test_english_core_rules_sit_beside_the_french_ones(home: Path, shared_corpus: Path) -> None:
    import_document(shared_corpus / "regles-du-jeu-fr-v1.4.txt")
    import_document(shared_corpus / "core-rules-en-v1.4.txt")
    assert sorted(p.name for p in documents_dir(home).iterdir()) == ["core-en.json", "core.json"]
    corpus = load_corpus()
    assert [d.id for d in corpus.documents[:2]] == ["core", "core-en"]
    assert corpus.has_official_rules
    rule = corpus.rule("431.2.d")
    assert rule is not None and rule.id == "core:431.2.d" and rule.text.startswith("Réaliser")
    english = corpus.by_id("core-en:431.2.d")
    assert english is not None and english.extra["lang"] == "en"
    assert corpus.rule("359.3.e.12").extra["seed_ids"] == ["seed:002:2"]  # type: ignore[union-attr]
    assert [p.rule for p in corpus.children("431.2")] == ["431.2.a", "431.2.b", "431.2.c", "431.2.d"]
    assert all(p.document == "core" for p in corpus.children("431.2"))


def test_english_rules_alone_fill_the_numbers_the_seeds_lack(home: Path, shared_corpus: Path) -> None:
    import_document(shared_corpus / "core-rules-en-v1.4.txt")
    corpus = load_corpus()
    assert not corpus.has_official_rules  # the French Core Rules are what the pointer asks for
    seed = corpus.rule("414.1.c")
    assert seed is not None and seed.id == "seed:000:9"  # French excerpt before English text
    english = corpus.rule("431.2.d")
    assert english is not None and english.id == "core-en:431.2.d"
