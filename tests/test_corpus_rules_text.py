"""The rules-text reader and rule-number helpers, on small texts written for the test."""

from __future__ import annotations

import pytest

from judge.corpus.rule_numbers import cites_in, normalize_rule_number, parent_number, sort_key
from judge.corpus.rules_text import parse_date, parse_rules_text

# Invented rules in the layout of the official PDF's text (numbers real, wording made up).
SAMPLE = """Règles du jeu
Dernière mise à jour : 16 juillet 2026
400. Actions de jeu
414. Épuiser
414.1. Épuiser est une action qui marque un élément comme dépensé. Voir règle
188. Contrôle pour plus d'informations.
414.1.a. Pour épuiser une carte, tournez-la.
Exemple : une unité qui se déplace s'épuise.
Elle reste épuisée jusqu'au réveil.
414.1.b. Un élément épuisé ne peut pas l'être à nouveau. Rappel : rien ne se passe.
414.2. Il s'agit d'une action limitée.                414.2.a.              Les joueurs n'épuisent que
sur instruction. 414.2.b.              Sauf un coût.
415. Préparer
416. Préparer rend un élément utilisable, voir règle 414.1 et la section
414.2.
416.1. Une carte préparée est verticale.
"""


def test_numbers_headings_and_run_on_rules() -> None:
    parsed = parse_rules_text(SAMPLE)
    assert parsed.title == "Règles du jeu"
    assert parsed.date == "2026-07-16"
    numbers = [r.number for r in parsed.rules]
    assert numbers == [
        "400",
        "414",
        "414.1",
        "414.1.a",
        "414.1.b",
        "414.2",
        "414.2.a",
        "414.2.b",
        "415",
        "416",
        "416.1",
    ]
    headings = {r.number: r.text for r in parsed.rules if r.heading}
    assert headings == {"400": "Actions de jeu", "414": "Épuiser", "415": "Préparer"}


def test_wrapped_lines_references_and_examples() -> None:
    rules = {r.number: r for r in parse_rules_text(SAMPLE).rules}
    # "188. Contrôle" at the start of a line after "Voir règle" is a reference, not a rule
    assert rules["414.1"].text.endswith("Voir règle 188. Contrôle pour plus d'informations.")
    assert rules["414.1.a"].text == "Pour épuiser une carte, tournez-la."
    assert rules["414.1.a"].examples == [
        "une unité qui se déplace s'épuise. Elle reste épuisée jusqu'au réveil."
    ]
    assert rules["414.1.a"].full_text.splitlines()[1].startswith("Exemple : une unité")
    assert "Rappel : rien ne se passe." in rules["414.1.b"].text  # a reminder stays in its rule
    assert rules["414.2.a"].text == "Les joueurs n'épuisent que sur instruction."
    assert rules["416"].text.endswith("la section 414.2.")


def test_english_layout_with_bullets() -> None:
    text = (
        "Riftbound Core Rules\nLast Updated: 2026-06-18\n050. Silver Rule\n053. Cards refer to themselves.\n"
        "053.1. * Units say I.\n053.2. * Gear says this.\nExample: A gear reads\n“this”.\n"
    )
    parsed = parse_rules_text(text)
    assert parsed.date == "2026-06-18"
    rules = {r.number: r for r in parsed.rules}
    assert rules["053.1"].text == "Units say I."
    assert rules["053.2"].examples == ["A gear reads “this”."]
    assert rules["050"].heading


def test_rule_numbers() -> None:
    assert normalize_rule_number("431.2.b.") == "431.2.b"
    assert normalize_rule_number(" règle 431.2.B ") == "431.2.b"
    assert normalize_rule_number("Règle 431") == "431"
    assert normalize_rule_number("2") == "002"
    assert normalize_rule_number("épuiser") is None
    assert normalize_rule_number("431.b") is None
    assert parent_number("431.2.b") == "431.2"
    assert parent_number("431") is None
    assert sorted(["431.10", "431.9", "431.2.a", "431.2"], key=sort_key) == [
        "431.2",
        "431.2.a",
        "431.9",
        "431.10",
    ]


@pytest.mark.parametrize(
    ("text", "cites"),
    [
        ("Voir règle 188. Contrôle pour plus d'informations. Voir règle 469.1 pour …", ("188", "469.1")),
        ("(voir 144)", ("144",)),
        ("les règles 602.4.a.2 à 602.4.a.4.", ("602.4.a.2", "602.4.a.4")),
        ("reportez-vous à la section 204.8.", ("204.8",)),
        ("See rule 481. Modes of Play", ("481",)),
        ("un coût de 100 points", ()),
    ],
)
def test_cites(text: str, cites: tuple[str, ...]) -> None:
    assert cites_in(text) == cites


def test_dates() -> None:
    assert parse_date("16 juillet 2026") == "2026-07-16"
    assert parse_date("1er août 2025") == "2025-08-01"
    assert parse_date("2026-06-18") == "2026-06-18"
