"""Query understanding: rule numbers, question words, jargon expansion, odd syntax, long input."""

from __future__ import annotations

import pytest

from judge.search.query import MAX_QUERY_CHARS, parse_query, truncate

_RULES = {"431", "431.2", "431.2.b", "469.1", "103.1.b.4"}


def _parse(query: str, **kwargs: object) -> object:
    return parse_query(query, rule_exists=lambda n: n in _RULES, **kwargs)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("query", "rules"),
    [
        ("431.2", ("431.2",)),
        ("règle 431", ("431",)),
        ("Règle 431.2.B", ("431.2.b",)),
        ("r431.2.b", ("431.2.b",)),
        ("rule 103.1.b.4", ("103.1.b.4",)),
        ("voir 469.1.", ("469.1",)),
    ],
)
def test_rule_numbers_alone(query: str, rules: tuple[str, ...]) -> None:
    parsed = parse_query(query, rule_exists=lambda n: n in _RULES)
    assert parsed.rules == rules
    assert parsed.only_rules


def test_rule_number_with_words_searches_the_words_too() -> None:
    parsed = parse_query("règle 431.2 exténuation", rule_exists=lambda n: n in _RULES)
    assert parsed.rules == ("431.2",) and not parsed.only_rules
    assert parsed.terms == ("extenu",)


def test_a_plain_number_is_not_a_rule_unless_it_exists() -> None:
    parsed = parse_query("coût de 100 énergie", rule_exists=lambda n: n in _RULES)
    assert parsed.rules == ()
    assert "100" in parsed.terms


@pytest.mark.parametrize(
    ("query", "definition", "terms"),
    [
        ("Qu'est-ce qu'épuiser une carte ?", True, ("epuis", "cart")),
        ("c'est quoi la conquête", True, ("conquer",)),
        ("Que se passe-t-il quand je dois piocher ?", False, ("pioch",)),
        ("Est-ce que je peux bannir une unité ?", False, ("bann", "unit")),
        ("Peut-on épuiser une unité déjà épuisée ?", False, ("epuis", "unit", "deja")),
        ("Comment gagne-t-on un point ?", False, ("gagn", "point")),
        # « ça sert à quoi », « y a moyen », « juste »: the tone of a question, not its topic.
        ("ça sert à quoi de recycler une rune ?", False, ("recycl", "run")),
        ("À quoi servent les runes ?", False, ("run",)),
        ("y a moyen de juste piocher ?", False, ("pioch",)),
        # …but only as written: « exacte » and « vrai » are words of the rules.
        ("la quantité exacte de dégâts", False, ("quantit", "exact", "deg")),
    ],
)
def test_question_words_are_not_evidence(query: str, definition: bool, terms: tuple[str, ...]) -> None:
    parsed = parse_query(query)
    assert parsed.definition is definition
    assert parsed.terms == terms


def test_jargon_expands_through_the_glossary() -> None:
    expansions = {"burn out": ["Exténuation"], "burnout": ["Exténuation"], "hold": ["Occuper", "occupation"]}
    parsed = parse_query("Burn out with an empty deck, hold", expansions=expansions)
    assert {"extenu", "occup"} <= set(parsed.expansions)
    assert "burn out" in parsed.expanded_from and "hold" in parsed.expanded_from


@pytest.mark.parametrize(
    "query",
    ['épuiser AND NOT (conquête OR "bannir")', "épuis* field:value x~2 ?", "((((", '"', "?", "*:*", "NOT"],
)
def test_engine_syntax_is_plain_text(query: str) -> None:
    parsed = parse_query(query)
    assert "(" not in "".join(parsed.terms) and "*" not in "".join(parsed.terms)


def test_long_queries_are_cut_at_a_word() -> None:
    text = "exténuation " * 2000
    cut = truncate(text)
    assert len(cut) <= MAX_QUERY_CHARS and cut.endswith("exténuation")
    assert parse_query("a" * 10_000).terms
