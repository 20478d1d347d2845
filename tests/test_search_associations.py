"""Judges' words → rules' words, learned from the judges' phrasings (judge.search.associations)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.search import associations
from judge.search.api import search
from judge.search.context import get_context

_RULES = Path(__file__).resolve().parents[1].parent / "shared" / "corpus" / "regles-du-jeu-fr-v1.4.txt"


def _rule(*terms: str) -> frozenset[str]:
    return frozenset(terms)


def test_a_word_judges_use_where_the_rules_say_another_is_learned() -> None:
    # « couch » (couchée) is said of five rules that say « epuis » (épuisée); « unit » is in every rule.
    pairs = [(_rule("epuis", "unit", f"x{i}"), (_rule("couch", "unit"),)) for i in range(5)]
    pairs += [(_rule("unit", f"y{i}"), (_rule("autre", "unit"),)) for i in range(20)]
    learned = associations.learn(pairs)
    assert [term for term, _ in learned["couch"]] == ["epuis"]  # the rare rule word, not « unit »
    assert "autre" not in learned  # said of many rules that share nothing rare: no association


def test_a_pair_seen_too_rarely_is_not_kept() -> None:
    pairs = [(_rule("epuis", f"x{i}"), (_rule("couch"),)) for i in range(associations.MIN_USES - 1)]
    pairs += [(_rule(f"y{i}"), (_rule("autre"),)) for i in range(20)]
    assert associations.learn(pairs) == {}


def test_saved_associations_read_back(tmp_path: Path) -> None:
    learned = {"couch": (("epuis", 2.375), ("prepar", 0.685))}
    associations.save(tmp_path / "a.json", learned)
    assert associations.load(tmp_path / "a.json") == learned
    (tmp_path / "b.json").write_text("[1, 2]", encoding="utf-8")
    with pytest.raises(TypeError):
        associations.load(tmp_path / "b.json")


def test_without_imported_rules_there_are_no_associations(home: Path) -> None:
    # The embedded corpus's quoted rules have no phrasings (judge.corpus.asked), so nothing is learned.
    assert get_context(home).associations == {}


def test_the_imported_rules_teach_the_judges_words(tmp_path: Path) -> None:
    if not _RULES.is_file():
        pytest.skip("../shared/corpus absent : règles officielles indisponibles")
    from judge.corpus.importer import import_document

    import_document(_RULES, home=tmp_path)
    learned = get_context(tmp_path).associations
    assert ("epuis" in dict(learned["couch"])) and ("deplac" in dict(learned["boug"]))
    # « mon unité couchée peut attaquer ? »: the rules of exhausted units, without the word « couchée ».
    hits = search("mon unité couchée peut-elle encore attaquer ?", home=tmp_path).hits
    assert any("épuis" in h.passage.text for h in hits[:5])
