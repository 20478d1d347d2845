"""The card catalogue as corpus passages: one per card, French text from the facts, seed cards merged."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.corpus.cards import (
    CARD_SOURCE,
    card_passage,
    card_passages,
    card_text,
    merge_cards,
    read_catalogue,
)
from judge.corpus.passage import Passage
from judge.corpus.seeds import seed_corpus
from judge.corpus.store import load_corpus
from judge.engine.cards import default_catalogue
from judge.errors import CorpusError


def test_every_catalogue_card_has_one_passage() -> None:
    entries = read_catalogue()
    passages = card_passages(entries)
    assert len(entries) >= 200
    assert len(passages) == len(entries)
    assert len({p.id for p in passages}) == len(passages)
    for (name, entry), p in zip(entries.items(), passages, strict=True):
        assert p.kind == "card" and p.title == name and p.source == CARD_SOURCE
        assert p.id.startswith("card:") and p.url == f"/passages/{p.id}"
        assert p.terms[0] == name and str(entry.get("name_en") or name) in p.terms
        assert p.text.startswith(name)


def test_text_is_built_from_the_facts_in_french() -> None:
    entry = {
        "name_en": "Cleave", "type": "spell", "cost": {"energy": 1, "power": {"fury": 2}},
        "domains": ["fury"], "keywords": ["Action"], "text": "Octroyez Assaut 3 à une unité.",
        "aliases": ["Couperet"],
    }  # fmt: skip
    text = card_text("Fendoir", entry)
    assert text.splitlines() == [
        "Fendoir (Cleave) — sort (Fureur), coût 1 énergie et 2 essences de Fureur.",
        "Mots-clés : Action.",
        "Octroyez Assaut 3 à une unité.",
        "Autres noms : Couperet.",
    ]
    p = card_passage("Fendoir", entry)
    assert p.id == "card:cleave"  # the English name: stable when a French name is found later
    assert p.terms == ("Fendoir", "Cleave", "Couperet")
    unit = card_text("Brazen Buccaneer", {"type": "unit", "might": 5, "cost": {"energy": 6}})
    assert unit == "Brazen Buccaneer — unité, coût 6 énergie, puissance 5."


def test_seed_reference_card_and_catalogue_card_are_one_passage(home: Path) -> None:
    corpus = load_corpus()
    charms = [p for p in corpus.passages if p.id == "card:charm"]
    assert len(charms) == 1
    charm = charms[0]
    assert "Déplacez une unité ennemie." in charm.text  # the catalogue's French summary
    assert "Move an enemy unit." in charm.text  # the seed's English text kept
    assert charm.source.startswith(CARD_SOURCE) and "Explication RiftPal" in charm.source
    assert charm.extra["seed_document"] == "expl:003"
    cards = [p for p in corpus.passages if p.kind == "card"]
    assert len(cards) == len(read_catalogue())
    assert corpus.document("cards") is not None
    assert corpus.by_id("card:cleave") is not None and corpus.by_id("card:cleave").title == "Fendoir"


def test_a_seed_card_named_in_french_keeps_its_id_as_an_alias() -> None:
    seed = Passage(id="card:fendoir", kind="card", text="Give a unit Assault 3.", document="expl:003",
                   source="Explication", title="Fendoir", terms=("Fendoir",))  # fmt: skip
    card = card_passage("Fendoir", {"name_en": "Cleave", "type": "spell"})
    merged, aliases = merge_cards([seed], [card])
    assert [p.id for p in merged] == ["card:cleave"]
    assert aliases == {"card:fendoir": "card:cleave"}
    assert merged[0].text.endswith("Give a unit Assault 3.")


def test_seed_cards_not_in_the_catalogue_stay_as_they_are() -> None:
    _, embedded = seed_corpus()
    seeds = [p for p in embedded if p.kind == "card"]
    merged, _ = merge_cards(embedded, [])
    assert [p for p in merged if p.kind == "card"] == seeds


def test_a_broken_catalogue_is_a_located_corpus_error(tmp_path: Path) -> None:
    path = tmp_path / "cards.yaml"
    path.write_text("version: 1\ncards:\n  Charm: [unclosed\n", encoding="utf-8")
    with pytest.raises(CorpusError) as err:
        read_catalogue(path)
    assert err.value.file == str(path) and err.value.line is not None
    path.write_text("cards:\n  Charm: 3\n", encoding="utf-8")
    with pytest.raises(CorpusError, match="Charm"):
        read_catalogue(path)
    assert read_catalogue(tmp_path / "absent.yaml") == {}


def test_the_engine_reads_the_same_catalogue() -> None:
    catalogue = default_catalogue()
    for name in read_catalogue():
        assert catalogue.get(name) is not None
    assert catalogue.get("Cleave") is catalogue.get("Fendoir")
