"""`search()` and `get_rule()` on the embedded corpus, in a private JUDGE_HOME."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from judge.corpus.rule_numbers import closest_numbers
from judge.errors import InputError, NotFoundError
from judge.search.analysis import fold
from judge.search.api import get_rule, search


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("judge_home")


def _top(query: str, home: Path, n: int = 5) -> list[str]:
    return [fold(h.passage.text) for h in search(query, home=home, limit=n).hits]


def test_result_follows_the_json_contract(home: Path) -> None:
    data = search("épuiser une unité", home=home, limit=3).to_json()
    assert set(data) >= {"query", "corrected", "hits"} and data["corrected"] is None
    hit = data["hits"][0]
    assert set(hit) == {"id", "rule", "title", "kind", "source", "text", "snippet", "score", "url"}
    assert "<mark>" in hit["snippet"] and hit["text"] and isinstance(hit["score"], float)
    assert hit["url"] == (f"/regles/{hit['rule']}" if hit["rule"] else f"/passages/{hit['id']}")


def test_snippets_are_escaped(home: Path) -> None:
    for hit in search("coût <script>", home=home).to_json()["hits"]:
        assert "<script>" not in hit["snippet"]
        assert hit["snippet"].replace("<mark>", "").replace("</mark>", "").count("<") == 0


@pytest.mark.parametrize(
    ("typo", "fixed"),
    [
        ("epuisser", "épuiser"),
        ("exténuaton", "exténuation"),
        ("banir", "bannir"),
        ("défose", "défausse"),
        ("recylcer", "recycler"),
        ("adversiare", "adversaire"),
    ],
)
def test_typos_are_corrected_and_reported(home: Path, typo: str, fixed: str) -> None:
    result = search(f"{typo} une carte", home=home)
    assert result.corrected is not None and fixed in result.corrected
    assert result.hits
    assert any(fold(fixed)[:5] in fold(h.passage.text + h.passage.title) for h in result.hits[:5])


def test_accents_or_case_alone_are_no_typo(home: Path) -> None:
    # « Vouliez-vous dire » is for typos: « epuiser une unite » and « EPUISER » are written right.
    for query in ("epuiser une unite", "EPUISER", "Conquete", "conquète"):
        result = search(query, home=home)
        assert result.corrected is None
        assert result.hits
    assert search("epuisser une unite", home=home).corrected == "épuiser une unité"


@pytest.mark.parametrize(
    ("query", "french"),
    [
        ("burn out", "exténuation"),
        ("hold", "occup"),
        ("exhaust", "épuis"),
        ("burnout empty deck", "exténuation"),
    ],
)
def test_english_jargon_finds_the_french_rules(home: Path, query: str, french: str) -> None:
    assert any(fold(french) in text for text in _top(query, home))


def test_rule_number_goes_straight_to_the_rule(home: Path) -> None:
    rule = get_rule("414.1", home=home).passage
    for query in ("414.1", "règle 414.1", "r414.1"):
        hits = search(query, home=home).hits
        assert hits[0].passage.rule == "414.1", query
    children = [h.passage.rule for h in search("414.1", home=home).hits[1:]]
    assert all(c and c.startswith("414.1.") for c in children)
    assert rule.text in search("414.1", home=home).to_json()["hits"][0]["text"]


def test_definition_question_leads_to_the_definition(home: Path) -> None:
    top = _top("Qu'est-ce qu'épuiser une carte ?", home, 3)
    assert any("epuiser est une action" in t or "tourner une carte a l'horizontale" in t for t in top)


def test_boost_rules_lifts_the_applied_rules(home: Path) -> None:
    plain = [h.passage.rule for h in search("épuiser", home=home).hits]
    target = next(r for r in plain[3:] if r)
    boosted = [h.passage.rule for h in search("épuiser", home=home, boost_rules=[target]).hits]
    assert boosted.index(target) < plain.index(target)


def test_kind_filter(home: Path) -> None:
    hits = search("coût", home=home, kinds=["explanation"]).hits
    assert hits and all(h.passage.kind == "explanation" for h in hits)


def test_no_duplicate_text_in_the_top_hits(home: Path) -> None:
    for query in ("exténuation", "bannir", "coût supplémentaire"):
        top = _top(query, home, 5)
        assert len(top) == len(set(top))


@pytest.mark.parametrize(
    "query",
    [
        'épuiser AND NOT (conquête OR "bannir")',
        "épuis* field:value ~2 ?",
        "((((",
        '"',
        "?",
        "*:*",
        "NOT",
        "’’’",
    ],
)
def test_engine_syntax_never_errors(home: Path, query: str) -> None:
    search(query, home=home)


def test_ten_thousand_characters(home: Path) -> None:
    assert search("exténuation " * 900, home=home).hits
    search("a" * 10_000, home=home)


@pytest.mark.parametrize("query", ["", "   ", "\n"])
def test_empty_query_is_refused_in_french(home: Path, query: str) -> None:
    with pytest.raises(InputError, match="vide"):
        search(query, home=home)


def test_bad_limit_is_refused(home: Path) -> None:
    with pytest.raises(InputError):
        search("épuiser", home=home, limit=0)


def test_nothing_found_gives_glossary_suggestions(home: Path) -> None:
    result = search("kronfrontasionnn", home=home)
    assert result.hits == () and "Confrontation" in result.suggestions
    assert result.to_json()["suggestions"] == list(result.suggestions)
    assert search("zzqxj wvkpt", home=home).hits == ()


def test_searches_from_several_threads(home: Path) -> None:
    expected = [h.passage.id for h in search("exténuation deck vide", home=home).hits]
    errors: list[BaseException] = []
    seen: list[list[str]] = []

    def work() -> None:
        try:
            for _ in range(10):
                seen.append([h.passage.id for h in search("exténuation deck vide", home=home).hits])
        except BaseException as err:  # pragma: no cover - reported below
            errors.append(err)

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors and len(seen) == 40 and all(s == expected for s in seen)


def test_get_rule_view(home: Path) -> None:
    view = get_rule("règle 414.1.b", home=home)
    data = view.to_json()
    assert data["rule"] == "414.1.b" and data["text"]
    assert [p["rule"] for p in data["parents"]][-1:] == ["414.1"] or data["parents"] == []
    assert data["url"] == "/regles/414.1.b"


def test_unknown_rule_names_the_closest(home: Path) -> None:
    with pytest.raises(NotFoundError) as err:
        get_rule("414.9", home=home)
    # 414.9 is not a rule of v1.4: said so, with related rules (its section), not neighbouring numbers
    assert "la règle 414.9 n'existe pas dans les Règles du jeu v1.4" in err.value.message
    assert err.value.details["closest"][:2] == ["414", "414.1"]


_NUMBERS = [
    "431", "431.1", "431.1.a", "431.2", "431.2.a", "431.2.b", "431.2.c", "431.2.d", "431.3",
    "431.3.a", "432.1", "432.2", "829.1", "829.1.a", "829.2",
]  # fmt: skip


def test_closest_numbers_siblings_then_rule_order() -> None:
    assert closest_numbers("431.2.e", _NUMBERS) == ["431.2.d", "431.2.c", "431.3", "431.3.a", "431.2.b"]
    assert closest_numbers("999.9", _NUMBERS, limit=3) == ["829.2", "829.1.a", "829.1"]  # the last rules
    assert closest_numbers("432", _NUMBERS, limit=3) == ["432.1", "432.2", "431.3.a"]  # its own sub-rules
    assert closest_numbers("100.1", _NUMBERS, limit=2) == ["431", "431.1"]  # before the first rule
    assert closest_numbers("431.2.e", []) == []


def test_not_a_rule_number(home: Path) -> None:
    with pytest.raises(InputError):
        get_rule("bonjour", home=home)
