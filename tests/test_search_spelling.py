"""Typo correction against the corpus vocabulary (rapidfuzz, OSA distance, phonetic fallback)."""

from __future__ import annotations

from collections import Counter

import pytest

from judge.search.analysis import fold, vocabulary_words
from judge.search.spelling import Correction, Speller, correct_text, is_sure, phonetic_key

_TEXT = """
L'exténuation est une action. Épuiser une unité : l'unité épuisée ne peut pas être épuisée à nouveau.
Bannir une carte la place dans la zone de bannissement. La conquête d'un champ de bataille donne
un point. Défaussez une carte : elle va dans votre défausse. Recycler une rune la place sous le deck.
Choisissez un adversaire qui gagne un point. Un adversaire peut réagir. Les cartes se déplacent.
Conquérir un champ de bataille. Le joueur pioche une carte. Une unité adverse ou alliée. Brûler une
carte. Le coût supplémentaire optionnel.
"""


def _vocabulary(text: str) -> dict[str, tuple[str, int]]:
    counts = Counter(vocabulary_words(text))
    vocab: dict[str, tuple[str, int]] = {}
    for form, n in counts.most_common():
        key = fold(form)
        old = vocab.get(key)
        vocab[key] = (old[0], old[1] + n) if old else (form, n)
    return vocab


@pytest.fixture(scope="module")
def speller() -> Speller:
    return Speller(_vocabulary(_TEXT), names=["Brazen Buccaneer", "Leurre létal"], known=["burnout"])


@pytest.mark.parametrize(
    ("typo", "expected"),
    [
        ("epuisser", "épuiser"),
        ("exténuaton", "exténuation"),
        ("banir", "bannir"),
        ("conquète", "conquête"),
        ("défose", "défausse"),
        ("recylcer", "recycler"),
        ("adversiare", "adversaire"),
        ("bannisement", "bannissement"),
    ],
)
def test_typos_are_corrected(speller: Speller, typo: str, expected: str) -> None:
    assert speller.correct_word(typo) == expected


def test_known_short_and_english_words_are_kept(speller: Speller) -> None:
    assert speller.correct_word("épuisée") == "épuisée"
    assert speller.correct_word("burnout") == "burnout"
    assert speller.correct_word("hold") == "hold"
    assert speller.correct_word("deck") == "deck"
    assert speller.correct_word("xyzzyq") == "xyzzyq"


def test_accents_are_restored_from_the_corpus(speller: Speller) -> None:
    assert speller.correct_word("bruler") == "brûler"
    assert speller.correct_word("conquete") == "conquête"


def test_names_are_corrected_as_whole_phrases(speller: Speller) -> None:
    text, changed, _ = correct_text(speller, "Brazen Bucaneer défausse")
    assert changed and text == "Brazen Buccaneer défausse"
    text, changed, _ = correct_text(speller, "leure letal")
    assert changed and fold(text) == "leurre letal"


def test_correct_text_reports_no_change_for_a_clean_query(speller: Speller) -> None:
    assert correct_text(speller, "épuiser une unité") == ("épuiser une unité", False, "épuiser une unité")


def test_correct_text_keeps_elisions_and_capitals(speller: Speller) -> None:
    text, changed, _ = correct_text(speller, "L'exténuaton et l'adversiare")
    assert changed and text == "L'exténuation et l'adversaire"


def test_only_one_letter_off_a_long_word_is_a_sure_correction(speller: Speller) -> None:
    # « exténuaton » lacks one letter, « adversiare » swaps two (one OSA edit): both sure.
    text, _, sure = correct_text(speller, "L'exténuaton et l'adversiare")
    assert sure == text
    # A card name rebuilt from a phrase is a guess: the sure text keeps it as typed.
    assert correct_text(speller, "Brazen Bucaneer défausse")[2] == "Brazen Bucaneer défausse"
    assert not is_sure(Correction(0, 5, "paris", "pris"))  # five letters: a guess
    assert not is_sure(Correction(0, 6, "impots", "importe"))  # two edits: a guess
    assert not is_sure(Correction(0, 7, "l'acton", "l'action"))  # the elision is no letter of the word
    assert is_sure(Correction(0, 8, "reaktion", "réaction"))  # accents do not count
    assert is_sure(Correction(0, 10, "qu'exténuaton", "qu'exténuation"))


def test_phonetic_key_joins_sound_alikes() -> None:
    assert phonetic_key("defose") == phonetic_key("defausse")


@pytest.mark.parametrize("word", ["tarte", "demain", "gâteau", "matin", "voiture", "mangeait", "choisissez"])
def test_common_french_words_are_not_game_typos(word: str) -> None:
    vocab = _vocabulary(_TEXT + " domain plateau main votre manger chaise choisir")
    assert Speller(vocab).correct_word(word) == word


def test_a_typo_keeps_its_first_letter() -> None:
    speller = Speller(_vocabulary(_TEXT + " piocher"))
    assert speller.correct_word("ipocher") == "piocher"  # the first two letters swapped
    assert speller.correct_word("xiocher") == "xiocher"  # another first letter: not this word
    assert speller.correct_word("piocheer") == "piocher"
