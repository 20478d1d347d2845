"""Judges' own words for what the rules call otherwise: the paraphrase table and its matching."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.corpus.paraphrases import Paraphrase, load_paraphrases
from judge.errors import CorpusError
from judge.search.analysis import analyze
from judge.search.api import search
from judge.search.chat_words import expand_chat
from judge.search.paraphrase import Paraphrases

_TABLE = Paraphrases(
    [
        Paraphrase("recycler", ("remettre sous le deck",), "416"),
        Paraphrase("instructions liées", ("si vous le faites",), "000"),
        Paraphrase("déplacer", ("bouger",), "144"),
    ]
)


def test_a_phrasing_matches_through_its_word_forms_and_one_word_between() -> None:
    assert _TABLE.find("les cartes, on les remet vite sous le deck ?") == [
        ("remettre sous le deck", "recycler")
    ]
    assert _TABLE.find("je peux bouger mon unité ?") == [("bouger", "déplacer")]


def test_a_phrasing_out_of_order_or_spread_out_does_not_match() -> None:
    assert _TABLE.find("le deck, je le remets dessus puis sous la main") == []


def test_a_phrasing_that_analysis_leaves_with_one_term_matches_word_for_word_only() -> None:
    # « si vous le faites » keeps only `fait`: any « faites » would match it otherwise.
    assert _TABLE.find("une compétence quand vous faites une action") == []
    assert _TABLE.find("si vous le faites, piochez 2") == [("si vous le faites", "instructions liées")]


def test_the_embedded_table_loads_and_each_rules_word_is_a_word_of_the_rules() -> None:
    entries = load_paraphrases()
    assert len(entries) >= 300
    for entry in entries:
        assert analyze(entry.rules_words), entry
        assert entry.player, entry


def test_a_malformed_table_names_the_file_and_the_entry(tmp_path: Path) -> None:
    bad = tmp_path / "paraphrases.yaml"
    bad.write_text('- rules_words: "recycler"\n  player: "remettre sous le deck"\n', encoding="utf-8")
    with pytest.raises(CorpusError, match=r"paraphrases\.yaml, entrée 1"):
        load_paraphrases(bad)


def test_a_judges_phrasing_finds_the_rule_in_the_rules_words() -> None:
    # The embedded corpus: « bouger » is what players say, the rules say « déplacer ».
    hits = search("je peux bouger une unité pendant le tour adverse ?", limit=5).hits
    assert any("déplac" in h.passage.text.lower() for h in hits)


@pytest.mark.parametrize(
    ("typed", "written"),
    [
        ("c koi la chaîne", "c'est quoi la chaîne"),
        ("pk je pioche", "pourquoi je pioche"),
        ("qd ya combat", "quand il y a combat"),
        ("règle 423.1.c", "règle 423.1.c"),
        ("coût [C]", "coût [C]"),
        ("on peu la jouer quand", "on peut la jouer quand"),  # « peut » typed short after a subject
        ("peu importe qui la contrôle", "peu importe qui la contrôle"),
        ("trop peu de cartes", "trop peu de cartes"),
    ],
)
def test_texting_shorthand_is_written_out_but_not_inside_rule_numbers(typed: str, written: str) -> None:
    assert expand_chat(typed) == written


def test_a_texted_definition_question_still_finds_the_definition() -> None:
    # « koi » used to weigh like the rarest word of the corpus, and the floor turned it all down.
    result = search("c koi la chaine", limit=3)
    assert result.hits and not result.nothing_relevant
    assert "chaîne" in result.hits[0].passage.text.lower()
