"""A question naming a catalogue card gets the card and the rules of its keywords (full Core Rules)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.corpus.importer import import_document
from judge.search.api import search

_CORE = Path(__file__).resolve().parents[1].parent / "shared" / "corpus" / "regles-du-jeu-fr-v1.4.txt"


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if not _CORE.is_file():
        pytest.skip("../shared/corpus absent : Règles du jeu indisponibles")
    folder = tmp_path_factory.mktemp("judge_home_card_rules")
    import_document(_CORE, home=folder)
    return folder


def _rules(query: str, home: Path) -> list[str]:
    return [h.passage.rule or h.passage.id for h in search(query, limit=5, home=home).hits]


def test_a_named_card_brings_its_keyword_rule_right_after_it(home: Path) -> None:
    # Watchful Sentry has « Agonie » (Deathknell, 808): the question is about that keyword.
    found = _rules("Watchful Sentry meurt, que se passe-t-il ?", home)
    assert "card:watchful-sentry" in found
    after = found[found.index("card:watchful-sentry") + 1]
    assert after.startswith("808"), found


def test_every_keyword_of_the_card_counts(home: Path) -> None:
    # « Assaut 2 » and « Bouclier 2 » point to 807 and 814, whatever their values.
    found = _rules("Garen, Rugged en attaque", home)
    assert any(r.startswith("807") for r in found) and any(r.startswith("814") for r in found), found


def test_a_rules_question_naming_no_card_gets_no_card_rule(home: Path) -> None:
    assert not any(r.startswith("card:") for r in _rules("Que se passe-t-il quand une unité meurt ?", home))
