"""Ranking pieces: phrase credit, whole phrases, game terms of several words, engine boosts,
plain English words translated, and their effect on the embedded corpus."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.corpus.passage import Passage
from judge.search.analysis import analyze, fold
from judge.search.api import search
from judge.search.context import SearchContext
from judge.search.english import ENGLISH_TO_FRENCH, translate
from judge.search.index import index_fields
from judge.search.query import parse_query
from judge.search.ranking import (
    FIELD_WEIGHTS,
    _holds_run,
    _merge_compounds,
    _pair_credit,
    _translated,
    engine_terms,
)


def test_pair_side_by_side_in_order_counts_fully() -> None:
    near = {("derni", "point"): 1, ("gagn", "point"): 3}
    assert _pair_credit(("derni", "point"), near) == 1.0
    assert 0.0 < _pair_credit(("point", "derni"), near) < 1.0  # swapped: only near
    assert 0.0 < _pair_credit(("gagn", "point"), near) < 1.0  # three words apart
    assert _pair_credit(("gagn", "deck"), near) == 0.0


def test_whole_phrase_needs_three_terms_in_a_row() -> None:
    sequence = " " + " ".join(analyze("Pour gagner le dernier point via la conquête")) + " "
    assert _holds_run(sequence, analyze("gagner le dernier point"))
    assert not _holds_run(sequence, analyze("dernier point gagner"))


def test_words_of_one_game_term_weigh_as_one_idea() -> None:
    terms = analyze("conquérir un champ de bataille")
    weights = dict.fromkeys(terms, 2.0)
    compound = tuple(analyze("champ de bataille"))
    factors = _merge_compounds(terms, weights, frozenset({compound}))
    assert set(factors) == set(compound)
    merged = sum(weights[t] * factors[t] for t in compound)
    assert 2.0 <= merged < 4.0  # more than the rarer word alone, less than both added
    assert _merge_compounds(terms, weights, frozenset()) == {}


def test_engine_boost_carries_the_term_factor_not_only_the_field_weight() -> None:
    boosts = {(f, t): b for f, t, b in engine_terms({"extenu": 3.0, "deck": 2.0}, factors={"extenu": 0.5})}
    assert boosts[("text", "extenu")] == pytest.approx(FIELD_WEIGHTS["text"] * 0.5)
    assert boosts[("title", "deck")] == pytest.approx(FIELD_WEIGHTS["title"])


def test_plain_english_words_are_translated_but_not_french_ones() -> None:
    assert translate(["burnout", "empty", "deck"]) == ["vide"]
    assert "main" not in ENGLISH_TO_FRENCH and "deck" not in ENGLISH_TO_FRENCH
    parsed = parse_query("burnout empty deck", expansions={"burnout": ["Exténuation"]})
    assert set(analyze("vide exténuation")) <= set(parsed.expansions)
    assert parse_query("deck vide", expansions={}).expansions == ()


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("judge_home_ranking")


def test_english_query_reaches_the_french_words_of_the_answer(home: Path) -> None:
    texts = [fold(h.passage.text) for h in search("burnout empty deck", home=home, limit=3).hits]
    assert any("deck principal vide" in t for t in texts)


def test_short_answer_comes_before_the_details_of_the_same_page(home: Path) -> None:
    hits = [h.passage for h in search("coût supplémentaire optionnel", home=home, limit=10).hits]
    titles = [fold(p.title) for p in hits if p.kind == "explanation" and p.parents]
    assert titles and titles[0] == "la reponse en bref"


def _rule(number: str, text: str, parents: tuple[str, ...] = ()) -> Passage:
    return Passage(
        id="core:" + number, kind="rule", text=text, document="core", source="t", rule=number,
        title="Début du tour", parent_rules=parents,
    )  # fmt: skip


def test_a_rule_that_is_only_a_name_titles_the_rules_under_it() -> None:
    rules = [
        _rule("315", "Début du tour"),
        _rule("315.1", "Phase d'éveil", ("315",)),
        _rule("315.1.a", "Le joueur du tour prépare ses éléments de jeu.", ("315", "315.1")),
        _rule("316.1", "La phase principale commence.", ("316",)),
    ]
    context = SearchContext(
        corpus=None, folder=Path("."), speller=None,  # type: ignore[arg-type]
        expansions={}, glossary_terms=(), by_id={p.id: p for p in rules},
        rule_passage={p.rule or "": p for p in rules},
    )  # fmt: skip
    eveil = frozenset(analyze("phase d'éveil"))
    assert context.subtitle_terms(rules[2]) == eveil
    assert context.subtitle_terms(rules[1]) == eveil
    assert context.subtitle_terms(rules[3]) == frozenset()  # a sentence is not a name


def test_english_table_holds_english_words_only() -> None:
    for english, french in ENGLISH_TO_FRENCH.items():
        assert english.isascii() and english == fold(english), english
        assert fold(french) != english, english  # a word spelt the same in French needs no translation


def _glossary_line(document: str, title: str, text: str) -> Passage:
    return Passage(id=document + ":9", kind="glossary", text=text, document=document, source="t", title=title)


def test_a_seed_glossary_line_defines_its_title_and_the_project_glossary_does_not() -> None:
    seed = _glossary_line("seed:001", "Conquérir", "Gagner un combat sur un champ de bataille = +1 point.")
    ours = _glossary_line("glossary", "Conquérir", "Conquérir (EN : Conquer) — Prendre un champ.")
    context = SearchContext(
        corpus=None, folder=Path("."), speller=None,  # type: ignore[arg-type]
        expansions={}, glossary_terms=(), by_id={p.id: p for p in (seed, ours)}, rule_passage={},
    )  # fmt: skip
    assert context.defined_terms(seed) == frozenset(analyze("conquérir"))
    assert context.defined_terms(ours) == frozenset()  # a short definition: it sums up, the rules answer


@pytest.mark.parametrize(
    ("query", "how"),
    [
        ("Comment gagne-t-on un point de conquête ?", True),
        ("comment fonctionne Embuscade", True),
        ("how does hold work", True),
        ("gagner le dernier point", False),
        ("Que se passe-t-il quand mon deck est vide ?", False),
    ],
)
def test_how_questions_are_recognised(query: str, how: bool) -> None:
    assert parse_query(query).how is how


def test_a_how_question_finds_the_definition_before_a_passing_mention(home: Path) -> None:
    # The empty-deck page mentions "vous gagnez un point en Conquérir" word for word; the glossary
    # line of the excerpts says how a conquest point is won.
    first = search("Comment gagne-t-on un point de conquête ?", home=home, limit=3).hits[0].passage
    assert first.kind == "glossary" and fold(first.title) == "conquerir"


def test_embedded_rules_outrank_an_aside_of_an_explanation_page(home: Path) -> None:
    first = search("gagner le dernier point", home=home, limit=3).hits[0].passage
    assert first.kind == "rule" and "gagner le dernier point" in fold(first.text)


def test_a_french_passage_holds_the_english_words_it_translates() -> None:
    parsed = parse_query(
        "universal power any domain", expansions={"universal power": ["essence runique universelle"]}
    )
    universal = frozenset(analyze("universal power"))
    assert (universal, (frozenset(analyze("essence runique universelle")),)) in parsed.translations
    french = frozenset(analyze("L'essence runique universelle paie n'importe quel domaine"))
    assert _translated(french, parsed.translations) >= universal
    assert (
        not _translated(frozenset(analyze("essence runique")), parsed.translations) & universal
    )  # part only


def test_an_explanation_opening_indexes_its_question_once() -> None:
    opening = Passage(
        id="expl:004:0", kind="explanation", text="Que se passe-t-il ?\nUn deck vide ne fait pas perdre.",
        document="expl:004", source="t", title="Que se passe-t-il ?",
    )  # fmt: skip
    fields = index_fields(opening)
    assert fields["title"] == "Que se passe-t-il ?" and fields["text"] == "Un deck vide ne fait pas perdre."
