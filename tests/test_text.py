"""One folding and one tokenizer: the glossary, the search and `judge ask` compare words alike."""

from judge.ask.relevance import content_words
from judge.corpus.glossary import fold as glossary_fold
from judge.search.analysis import analyze, normalized
from judge.text import fold, plain, strip_elision, words


def test_case_and_accents_fold_to_one_word() -> None:
    assert fold("ÉPUISÉE") == fold("épuisée") == fold("epuisee") == "epuisee"
    assert fold("Œuvre") == "oeuvre"


def test_apostrophes_are_one_character() -> None:
    assert fold("l’unité") == fold("l'unité") == "l'unite"
    assert words("L’exténuation, jusqu'à 431.2.b") == ["l'exténuation", "jusqu'à", "431.2.b"]


def test_elisions_are_stripped_once() -> None:
    assert strip_elision("l'exténuation") == "exténuation"
    assert strip_elision("jusqu'à") == "à"
    assert strip_elision("aujourd'hui") == "aujourd'hui"


def test_glossary_search_and_ask_fold_alike() -> None:
    assert glossary_fold("Quick-Draw") == "quick draw"
    assert normalized("Brûler (440) : œuvre") == plain("Brûler (440) : œuvre") == "bruler 440 oeuvre"
    # The same word, accented or not, is one term for the search and one stem for `judge ask`.
    assert analyze("épuisée") == analyze("EPUISEE")
    assert content_words("L’unité épuisée") == content_words("l'unite EPUISEE")
