"""The stored heading titles: facts that name a rule whose text is not embedded."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.ask.rules import applied_rules
from judge.corpus.rule_titles import extract_titles, heading_title, load_rule_titles


def test_heading_title_walks_up_to_the_nearest_heading() -> None:
    assert heading_title("431.2.c") == "Exténuation"
    assert heading_title("431") == "Exténuation"
    assert heading_title("414.1.c") == "Épuiser"
    assert heading_title("448") == "Déplacement"  # a rule of the section that 445 heads
    assert heading_title("144.4.a") == "Unités"
    assert heading_title("9999.1") is None
    assert heading_title("x") is None


def test_stored_titles_are_short_names_not_rule_text() -> None:
    titles = load_rule_titles()
    assert len(titles) > 150
    assert all(len(title) <= 60 and not title.endswith(".") for title in titles.values())


def test_stored_titles_match_the_official_text(shared_corpus: Path) -> None:
    text = (shared_corpus / "regles-du-jeu-fr-v1.4.txt").read_text(encoding="utf-8")
    assert extract_titles(text) == load_rule_titles()


def test_applied_rule_without_text_is_named_by_its_heading(home: Path) -> None:
    [entry] = applied_rules({"431.2.c": [4]}, home=home)
    if entry["text"] is not None:
        pytest.skip("le texte de 431.2.c est dans le corpus")
    assert entry["title"] == "Exténuation"


def test_missing_rule_names_its_section_in_the_embedded_corpus(home: Path) -> None:
    from judge.errors import NotFoundError
    from judge.search.api import get_rule

    with pytest.raises(NotFoundError) as caught:
        get_rule("431.2.c", home=home)
    assert "section « Exténuation »" in caught.value.message
    assert "judge corpus import" in caught.value.message
    assert caught.value.details["section"] == "Exténuation"
