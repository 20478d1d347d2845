"""The French analyzer: word forms of one game idea meet, elisions and rule numbers survive."""

from __future__ import annotations

import pytest

from judge.search.analysis import analyze, fold, iter_tokens, term_of


@pytest.mark.parametrize(
    "forms",
    [
        ["épuiser", "épuisée", "epuise", "épuisées", "épuisent", "epuisee", "Épuisé"],
        ["conquérir", "conquête", "conquis", "conquiert", "conquièrent", "conquerir", "conquete"],
        ["piocher", "pioche", "piochez", "piochent", "pioché"],
        ["exténuation", "exténuer", "exténué", "extenuation", "exténuent"],
        ["bannir", "banni", "bannissement", "bannissez"],
        ["défausse", "défausser", "défaussez", "defausse", "défaussent"],
        ["recycler", "recyclez", "recyclage"],
        ["nettoyage", "nettoyer", "nettoie"],
        ["réduction", "réduire", "réduit", "réduisez"],
        ["prédiction", "prédire"],
        ["modification", "modifier", "modifié"],
        ["remplissage", "remplir", "remplit"],
        ["entre", "entrent"],
        ["trouver", "trouve", "trouvent"],
        ["remettre", "remet", "remettez"],
        ["prendre", "prend"],
        ["mourir", "meurt", "meurent", "mort"],
        ["payer", "paie", "paient", "payez"],
    ],
)
def test_forms_of_one_idea_share_a_term(forms: list[str]) -> None:
    assert len({term_of(f.lower()) for f in forms}) == 1, {f: term_of(f.lower()) for f in forms}


def test_elisions_are_stripped_and_stop_words_dropped() -> None:
    assert analyze("L'exténuation donne un point à l'adversaire") == ["extenu", "don", "point", "adversair"]
    assert analyze("jusqu'à ce que lorsqu'il pioche") == ["pioch"]
    assert analyze("d’Épuiser") == analyze("épuiser")
    # English question words carry no evidence either ("where does it go", "what happens if").
    assert analyze("where does a recycled rune go") == analyze("recycled rune")


def test_rule_numbers_stay_whole() -> None:
    assert analyze("Voir règle 469.1 et 431.2.b.") == ["voir", "regl", "469.1", "431.2.b"]
    assert analyze("103.1.b.4") == ["103.1.b.4"]


def test_accents_fold_last() -> None:
    assert fold("Épuisée œuvre") == "epuisee oeuvre"
    assert term_of("dégâts") == term_of("degats")


def test_tokens_keep_their_offsets() -> None:
    text = "Si l'unité est épuisée"
    tokens = list(iter_tokens(text))
    assert [text[t.start : t.end] for t in tokens] == ["l'unité", "épuisée"]
    assert [t.pos for t in tokens] == [0, 1]


@pytest.mark.parametrize("word", ["moment", "permanent", "présent", "argent", "différent", "souvent"])
def test_words_in_ent_that_are_no_verb_keep_it(word: str) -> None:
    # Third-person plurals lose -ent (entrent → entr); these are nouns, adjectives or adverbs.
    term = term_of(word)
    assert term is not None and term.endswith("ent"), term
