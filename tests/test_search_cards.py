"""Cards found by name: exact and misspelt names, common words left alone, the command line."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from judge.corpus.cards import card_passage
from judge.search.api import search
from judge.search.cards import CardNames, NamedCard, insert_named
from judge.search.scored import Scored


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("judge_home_cards")


def _ids(query: str, home: Path, **kwargs: object) -> list[str]:
    return [h.passage.id for h in search(query, home=home, **kwargs).hits]  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("query", "card"),
    [
        ("Laurent Bladekeeper", "card:laurent-bladekeeper"),
        ("Fendoir", "card:cleave"),  # French name
        ("cleave", "card:cleave"),  # English name, any case
        ("Charm", "card:charm"),  # a seed's reference card, merged
        ("Que fait Fendoir ?", "card:cleave"),
        ("Yasuo, Épéiste", "card:yasuo-windrider"),
    ],
)
def test_an_exact_card_name_finds_the_card_first(query: str, card: str, home: Path) -> None:
    assert _ids(query, home)[0] == card


def test_a_champion_name_finds_all_its_cards(home: Path) -> None:
    assert set(_ids("Yasuo", home)[:2]) == {"card:yasuo-remorseful", "card:yasuo-windrider"}


def test_a_misspelt_multi_word_name_is_corrected_and_reported(home: Path) -> None:
    result = search("Brazen Bucaneer", home=home)
    assert result.corrected == "Brazen Buccaneer"
    assert result.hits[0].passage.id == "card:brazen-buccaneer"
    result = search("Laurent Bladkeeper", home=home)
    assert result.corrected == "Laurent Bladekeeper"
    assert result.hits[0].passage.id == "card:laurent-bladekeeper"


def test_a_card_named_in_a_question_is_among_the_first_hits(home: Path) -> None:
    ids = _ids("Laurent Bladekeeper peut-il attaquer ?", home)
    assert "card:laurent-bladekeeper" in ids[:5]
    assert ids[0].startswith(("seed:", "expl:", "glossary:", "core:"))  # the rules still open the list


def test_a_common_word_in_a_question_is_not_a_card(home: Path) -> None:
    result = search("Can I block with an exhausted unit", home=home)
    assert result.corrected is None
    assert not [h for h in result.hits if h.passage.kind == "card"]
    result = search("un charme puissant", home=home)  # French "charme" is not the card Charm
    assert result.corrected is None or "Charm " not in result.corrected + " "
    assert "card:charm" not in [h.passage.id for h in result.hits[:3]]  # after the first hits at best


def test_kinds_filter_leaves_cards_out(home: Path) -> None:
    assert not [i for i in _ids("Fendoir", home, kinds=["rule", "glossary"]) if i.startswith("card:")]


def test_names_need_a_whole_word_run() -> None:
    cards = [card_passage("Fendoir", {"name_en": "Cleave", "type": "spell"}),
             card_passage("Yasuo, Repenti", {"name_en": "Yasuo, Remorseful", "type": "unit"}),
             card_passage("Block", {"type": "spell"})]  # fmt: skip
    names = CardNames(cards, is_ordinary=lambda w: w.lower() == "block")
    assert [(c.passage.id, c.whole) for c in names.named(["fendoir"])] == [("card:cleave", True)]
    assert [(c.passage.id, c.whole) for c in names.named(["yasuo", "attaqu"])] == [
        ("card:yasuo-remorseful", False)
    ]
    assert names.named(["block", "unit"]) == []
    assert names.named(["fendoirs"]) == []
    assert [c.passage.id for c in names.named(["block"])] == ["card:block"]


def test_insert_named_places_whole_names_first_and_others_after_three() -> None:
    rules = [Scored(card_passage(f"R{i}", {"type": "spell"}), 10.0 - i, frozenset()) for i in range(6)]
    whole = card_passage("Fendoir", {"type": "spell"})
    part = card_passage("Yasuo", {"type": "unit"})
    out = insert_named(rules, [NamedCard(whole, True), NamedCard(part, False)])
    assert [s.passage.id for s in out][:5] == ["card:fendoir", "card:r0", "card:r1", "card:r2", "card:yasuo"]
    assert out[0].score >= out[1].score


def test_cli_search_finds_a_card(home: Path) -> None:
    env = {**os.environ, "JUDGE_HOME": str(home)}
    proc = subprocess.run(
        [sys.executable, "-m", "judge.cli", "search", "--json", "Charm"],
        capture_output=True, text=True, env=env, timeout=120,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    hits = json.loads(proc.stdout)["hits"]
    assert hits[0]["id"] == "card:charm" and hits[0]["kind"] == "card"
    assert hits[0]["url"] == "/passages/card:charm"
    plain = subprocess.run(
        [sys.executable, "-m", "judge.cli", "search", "Charm"],
        capture_output=True, text=True, env=env, timeout=120,
    )  # fmt: skip
    assert plain.returncode == 0 and "Charm" in plain.stdout


def test_the_card_page_shows_its_facts(client: httpx.Client) -> None:
    page = client.get("/passages/card:cleave")
    assert page.status_code == 200
    assert "<h1>Fendoir</h1>" in page.text
    assert "Fendoir (Cleave) — sort (Fureur), coût 1 énergie." in page.text
    assert "Catalogue de cartes Juge Riftbound" in page.text
    merged = client.get("/passages/card:charm")
    assert "Déplacez une unité ennemie." in merged.text and "Move an enemy unit." in merged.text
