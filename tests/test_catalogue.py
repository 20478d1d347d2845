"""The embedded card catalogue (`rules_corpus/cards.yaml`): schema, keywords, names, and facts.

Facts are checked against the official gallery extraction in ../shared/corpus/cards-en.json
when it is present (development data, never copied into the project).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml

from judge.engine.cards import DOMAINS, CardDef, CardType, default_catalogue, parse_definition
from judge.paths import rules_corpus_dir
from judge.scenario.loader import load_text

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
GALLERY = SHARED / "corpus" / "cards-en.json"
# Cards of the sources that the gallery lacks (tokens defined by rule 187, a seed example).
NOT_IN_GALLERY = {"Recruit", "Shadow Temple", "Sand Soldier", "Mech", "Shadow Clone"}
# Cards with no ability at all keep an empty `text` (judge.ask.cards reports any text as unmodelled).
VANILLA = {"Shipyard Skulker"}
# Gallery superType Token wins over cardTypes (see the file header).
GALLERY_TYPES = {
    "Unit": "unit",
    "Spell": "spell",
    "Gear": "gear",
    "Rune": "rune",
    "Battlefield": "battlefield",
    "Legend": "legend",
}


def _raw_cards() -> dict[str, Any]:
    data = yaml.safe_load((rules_corpus_dir() / "cards.yaml").read_text(encoding="utf-8"))
    cards = data["cards"]
    assert isinstance(cards, dict)
    return cards


@cache
def _definitions() -> tuple[CardDef, ...]:
    return tuple(parse_definition(str(name), raw) for name, raw in _raw_cards().items())


def _keyword_terms() -> set[str]:
    entries = yaml.safe_load((rules_corpus_dir() / "glossary.yaml").read_text(encoding="utf-8"))
    return {e["term"] for e in entries if e.get("category") == "keyword"}


def _english_name(d: CardDef) -> str:
    return d.name_en or d.name


def test_catalogue_loads_through_the_engine_loader() -> None:
    cat = default_catalogue()
    defs = _definitions()
    assert len(defs) >= 240
    for d in defs:
        for name in d.names():
            assert cat.get(name) == d, name


def test_every_card_has_a_valid_type_domains_and_cost() -> None:
    for d in _definitions():
        assert d.type in CardType
        assert all(dom in DOMAINS for dom in d.domains), d.name
        assert len(set(d.domains)) == len(d.domains), d.name
        # Units carry their Might; other kinds never do (tokens may be units).
        if d.type is CardType.UNIT:
            assert d.might is not None, d.name
        elif d.type is not CardType.TOKEN:
            assert d.might is None, d.name
        if d.type in (CardType.LEGEND, CardType.BATTLEFIELD, CardType.TOKEN):
            assert d.cost.energy == 0 and not d.cost.power, d.name
        for dom, _n in d.cost.power:
            # one of its domains, or [C] of a card of several: any of them (135.2.e.6.c, `calm|chaos`)
            assert all(one in d.domains for one in dom.split("|")), (
                f"{d.name} : essence {dom} hors de ses domaines"
            )
        vanilla = d.type is CardType.RUNE or d.name in VANILLA
        assert bool(d.text.strip()) != vanilla, f"{d.name} : résumé manquant ou superflu"


def test_every_keyword_is_a_glossary_term() -> None:
    terms = _keyword_terms()
    for d in _definitions():
        for kw in d.keywords:
            base = re.sub(r" \d+$", "", kw)
            assert base in terms, f"{d.name} : mot-clé « {kw} » absent du glossaire"


def test_no_name_or_alias_is_shared_by_two_cards() -> None:
    counts = Counter(n.casefold() for d in _definitions() for n in set(d.names()))
    assert [n for n, c in counts.items() if c > 1] == []


def test_the_file_has_no_duplicate_keys() -> None:
    text = (rules_corpus_dir() / "cards.yaml").read_text(encoding="utf-8")
    keys = re.findall(r"^  (\S.*):$", text, flags=re.MULTILINE)
    assert len(keys) == len(set(keys)) == len(_raw_cards())


@cache
def _gallery() -> dict[str, dict[str, Any]]:
    if not GALLERY.is_file():
        pytest.skip("../shared/corpus/cards-en.json absent : faits de la galerie non vérifiés")
    cards = json.loads(GALLERY.read_text(encoding="utf-8"))["cards"]
    # The last printing wins; printings of one name share their facts.
    return {c["name"]: c for c in cards}


def test_every_card_agrees_with_the_gallery() -> None:
    gallery = _gallery()
    missing = []
    for d in _definitions():
        g = gallery.get(_english_name(d))
        if g is None:
            missing.append(_english_name(d))
            continue
        kind = "token" if "Token" in g["superTypes"] else GALLERY_TYPES[g["cardTypes"][0]]
        assert d.type.value == kind, d.name
        assert d.might == (int(g["might"]) if g["might"] else None), d.name
        assert d.cost.energy == (int(g["energy"]) if g["energy"] else 0), d.name
        domains = [x.lower() for x in g["domains"] if x != "Colorless"]
        assert list(d.domains) == domains, d.name
        power = sum(n for _dom, n in d.cost.power)
        assert power == (int(g["power"]) if g["power"] else 0), d.name
        if len(domains) > 1 and power:
            # 135.2.e.6.c: the gallery's power of a card of several domains is [C], any of its domains
            assert [dom for dom, _n in d.cost.power] == ["|".join(domains)], d.name
    assert set(missing) == NOT_IN_GALLERY


def _unknown_gallery_names(text: str) -> list[str]:
    """Gallery names found in `text` that the catalogue does not know (longest names first)."""
    cat = default_catalogue()
    unknown = []
    for name in sorted(_gallery(), key=len, reverse=True):
        if name not in text:  # cheap filter before the word-boundary search
            continue
        pattern = r"(?<!\w)" + re.escape(name) + r"(?!\w)"
        if re.search(pattern, text):
            text = re.sub(pattern, "#", text)  # « Cull the Weak » does not also name « Cull »
            if cat.get(name) is None:
                unknown.append(name)
    return unknown


def _shared_file(name: str) -> Path:
    """A file of ../shared/corpus; skips the test with the reason when it is absent."""
    path = SHARED / "corpus" / name
    if not path.is_file():
        pytest.skip(f"../shared/corpus/{name} absent : vérification impossible sans les sources")
    return path


def test_every_card_named_by_the_faqs_and_errata_is_known() -> None:
    text = "\n".join(
        doc["title"] + "\n" + doc["content"]
        for name in ("faqs-en.json", "errata-en.json")
        for doc in json.loads(_shared_file(name).read_text(encoding="utf-8"))
    )
    assert _unknown_gallery_names(text) == []


def test_every_card_quoted_by_the_core_rules_examples_is_known() -> None:
    text = " ".join(_shared_file("core-rules-en-v1.4.txt").read_text(encoding="utf-8").split())
    # « Shadow » only occurs inside « Shadow Isles » and « Shadow Clone » (a tag and a token).
    assert _unknown_gallery_names(text) == ["Shadow"]


@pytest.mark.parametrize(
    ("name", "official"),
    [
        ("Zhonya's Hourglass", "Sablier de Zhonya"),
        ("sablier de zhonya", "Sablier de Zhonya"),
        ("aîné de la forêt", "Aîné de la forêt"),
        ("Aine de la foret", "Aîné de la forêt"),  # a phone keyboard without accents
        ("AINE DE LA FORET", "Aîné de la forêt"),
        ("kog’maw, caustic", "Kog'Maw, Caustic"),  # a typographic apostrophe
        ("Green Father", "Aîné de la forêt"),
        ("Leblanc, Deceiver", "Manipulatrice"),
        ("kog'maw, caustic", "Kog'Maw, Caustic"),
    ],
)
def test_a_scenario_can_put_a_catalogue_card_in_hand(name: str, official: str) -> None:
    scenario = load_text(
        "name: essai\n"
        "setup:\n"
        "  players:\n"
        f"    A: {{hand: [{{card: {json.dumps(name)}, id: x}}]}}\n"
        "    B: {}\n"
        "actions: []\n"
    )
    entry = next(p for p in scenario.setup.players if p.id == "A").zones["hand"][0]
    assert entry.alias == "x"
    assert entry.definition is not None and entry.definition.name == official


def test_french_names_are_the_official_ones_of_the_french_rules() -> None:
    rules = SHARED / "corpus" / "regles-du-jeu-fr-v1.4.txt"
    if not rules.is_file():
        pytest.skip("../shared/corpus/regles-du-jeu-fr-v1.4.txt absent : noms français non vérifiés")
    # The PDF text wraps long lines: compare on single spaces.
    text = " ".join(rules.read_text(encoding="utf-8").split())
    invented = [d.name for d in _definitions() if d.name_en and d.name not in text]
    assert invented == []


def test_an_action_names_a_card_without_its_accents_or_case() -> None:
    from judge.scenario.runner import run_text

    result = run_text(
        "name: essai\n"
        "setup:\n"
        "  players:\n"
        '    A: {hand: ["Aine de la foret"]}\n'
        "    B: {}\n"
        "actions:\n"
        '  - discard: {targets: ["AÎNÉ DE LA FORÊT"]}\n'
        "expect:\n"
        "  state:\n"
        '    players.A.trash: ["Aîné de la forêt"]\n'
    )
    assert result.ok, result.failures
