""" "Nothing relevant" is decided by coverage of the question's content words, not by a count."""

from __future__ import annotations

from judge.ask.relevance import MIN_COVERAGE, content_stems, coverage, relevant_hits

_BURNOUT = {
    "rule": "431.2",
    "title": "Exténuation",
    "kind": "rule",
    "snippet": "",
    "text": "Quand un joueur doit piocher et que son deck principal est vide, il s'exténue.",
}


def test_content_stems_fold_accents_drop_stop_words_and_elisions() -> None:
    assert content_stems("Qu'est-ce qu'épuiser une carte ?") == {"epuis", "carte"}
    assert content_stems("épuisée") == content_stems("epuiser")


def test_a_passage_about_the_question_covers_it() -> None:
    assert coverage("je dois piocher avec un deck vide", _BURNOUT) >= MIN_COVERAGE


def test_unrelated_words_cover_nothing() -> None:
    assert coverage("recette de la tarte aux pommes", _BURNOUT) == 0.0
    assert relevant_hits("recette de la tarte aux pommes", [_BURNOUT]) == []


def test_a_spelling_correction_counts_half() -> None:
    card = {"text": "Une carte se joue depuis la main.", "snippet": "<mark>carte</mark>"}
    # "tarte" is a French word the corpus lacks: the correction alone is not an answer.
    assert coverage("recette de tarte", card, corrected="recette de carte") == 0.5 / 2
    assert coverage("piochre vide", _BURNOUT, corrected="piocher vide") == 1.0


def test_words_the_search_marked_count_for_translated_terms() -> None:
    hit = dict(_BURNOUT, snippet="… il s'<mark>exténue</mark> quand son <mark>deck</mark> …")
    assert coverage("burnout deck", hit) == 1.0


def test_a_rule_applied_by_the_simulation_is_always_relevant() -> None:
    assert relevant_hits("tarte aux pommes", [_BURNOUT], boosted=["431.2"]) == [_BURNOUT]
