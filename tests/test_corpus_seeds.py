"""The embedded corpus: rules excerpts, explanation pages, tooltips, reference cards, seed rule numbers."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.corpus.explanations import read_explanation_page, split_tooltips
from judge.corpus.passage import Passage
from judge.corpus.seeds import seed_corpus, seed_glossary_data, seed_rule_data

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
CORE_TEXT = SHARED / "corpus" / "regles-du-jeu-fr-v1.4.txt"
CORE_JSON = SHARED / "corpus" / "regles-fr-v1.4.json"


@pytest.fixture(scope="module")
def passages() -> dict[str, Passage]:
    return {p.id: p for p in seed_corpus()[1]}


def test_documents_and_kinds(passages: dict[str, Passage]) -> None:
    documents = {d.id: d for d in seed_corpus()[0]}
    assert {"seed:000", "seed:001", "seed:002", "expl:003", "expl:004"} <= set(documents)
    assert documents["seed:000"].kind == "seed" and documents["expl:003"].kind == "explanation"
    kinds = {p.kind for p in passages.values()}
    assert kinds == {"rule", "glossary", "explanation", "card"}
    assert len(passages) == len(seed_corpus()[1])  # ids are unique


@pytest.mark.parametrize(
    ("passage_id", "rule", "parent"),
    [
        ("seed:000:9", "414.1.c", "414.1"),
        ("seed:000:6", "414.1", "414"),
        ("seed:002:11", "427.4", "427"),
        ("seed:001:6:383.4.c.2.a", "383.4.c.2.a", "383.4.c.2"),
    ],
)
def test_rule_numbers_of_known_paragraphs(
    passages: dict[str, Passage], passage_id: str, rule: str, parent: str
) -> None:
    p = passages[passage_id]
    assert p.kind == "rule"
    assert p.rule == rule
    assert p.parent_rules[-1] == parent
    assert p.source.startswith("Extraits des règles")


def test_every_rule_paragraph_has_a_number_and_parents(passages: dict[str, Passage]) -> None:
    rules = [p for p in passages.values() if p.id.startswith("seed:") and p.kind == "rule"]
    assert len(rules) >= 45
    assert all(p.rule and p.parent_rules and p.parents for p in rules)
    assert passages["seed:000:9"].parents == ("Jouer au jeu", "Épuiser")
    assert passages["seed:000:9"].title == "Épuiser"


def test_examples_are_listed_but_text_is_whole(passages: dict[str, Passage]) -> None:
    p = passages["seed:000:4"]
    assert len(p.examples) == 2
    assert p.examples[1].startswith("un équipement possède une compétence")
    assert p.text.count("Exemple :") == 2 and p.examples[0] in p.text  # text is never cut
    assert passages["seed:000:9"].examples == ()


def test_run_on_sub_rules_are_split(passages: dict[str, Passage]) -> None:
    head = passages["seed:001:6"]
    assert "383.4.c.2.a" not in head.text
    assert passages["seed:001:6:383.4.c.2.b"].text.startswith("Les compétences de conquête de tous")
    assert "seed:001:2:188" not in passages  # "Voir règle 188. Contrôle" is a reference, not a sub-rule


def test_cites(passages: dict[str, Passage]) -> None:
    assert passages["seed:001:2"].cites == ("188", "469.1")
    assert passages["seed:002:15"].cites == ("367", "389")


def test_glossary_lines(passages: dict[str, Passage]) -> None:
    terms = {p.title for p in passages.values() if p.id.startswith("seed:") and p.kind == "glossary"}
    assert terms == {"Épuiser", "Déplacer", "Jeton", "Conquérir", "Bannir"}
    assert passages["seed:000:16"].terms == ("Épuiser",)
    assert passages["seed:000:16"].rule is None
    assert len(seed_glossary_data()) == 5


def test_tooltips_split() -> None:
    text = (
        "ajoutez les éventuels Coût supplémentaireUn paiement ajouté au coût de base. Il compte.Voir dans le "
        "glossaire et appliquez. Payer l'ÉnergieUne ressource.Voir dans le glossaire imprimée depuis votre "
        "Réserve runiqueLa réserve temporaire.Voir dans le glossaire ."
    )
    clean, pairs = split_tooltips(text)
    assert (
        clean
        == "ajoutez les éventuels Coût supplémentaire et appliquez. Payer l'Énergie imprimée depuis votre "
        "Réserve runique."
    )
    assert pairs == [
        ("Coût supplémentaire", "Un paiement ajouté au coût de base. Il compte."),
        ("Énergie", "Une ressource."),
        ("Réserve runique", "La réserve temporaire."),
    ]


def test_explanation_pages(passages: dict[str, Passage]) -> None:
    intro = passages["expl:003:0"]
    assert intro.title == "Comment calculer et payer le coût d'une carte ?"
    # The opening passage: the question, its lead and the first short answer (a hit shows the answer).
    question, lead, answer = intro.text.split("\n")
    assert question == intro.title and lead.startswith("Faites les choix de la carte")
    assert "les éventuels Coût supplémentaire et appliquez" in answer
    assert "expl:003:1" not in passages  # merged into the opening; the other ids are unchanged
    second = passages["expl:003:2"]
    assert second.kind == "explanation" and second.title == "La réponse en bref"
    assert second.parents == ("Ressources", "Comment calculer et payer le coût d'une carte ?")
    assert second.text.startswith("Choisissez les coûts supplémentaires optionnels")
    assert "Voir dans le glossaire" not in " ".join(p.text for p in passages.values())
    example = passages["expl:004:14"]
    assert example.title.startswith("Exemple 1 - Piocher 3 cartes")
    assert example.parents[-2:] == ("En pratique", "Exemple")


def test_explanation_page_without_short_answer(tmp_path: Path) -> None:
    page = tmp_path / "009_page.txt"
    page.write_text(
        "Combat\nQui frappe en premier ?\nLe défenseur attend.\nExplication RiftPal\n"
        "Comment ça fonctionne\nLes dégâts sont simultanés.\n",
        encoding="utf-8",
    )
    found = read_explanation_page(page, "009").passages
    assert [p.id for p in found] == ["expl:009:0", "expl:009:1"]
    assert found[0].text == "Qui frappe en premier ?\nLe défenseur attend."
    assert found[1].title == "Comment ça fonctionne" and found[1].text == "Les dégâts sont simultanés."


def test_tooltip_glossary_is_deduplicated(passages: dict[str, Passage]) -> None:
    tooltips = [p for p in passages.values() if p.id.startswith("tooltip:")]
    terms = [p.title for p in tooltips]
    assert len(terms) == len(set(terms))
    assert {"Coût supplémentaire", "Énergie", "Essence runique", "Recycler", "Conquérir"} <= set(terms)
    assert all(p.kind == "glossary" and p.text for p in tooltips)


def test_reference_cards(passages: dict[str, Passage]) -> None:
    card = passages["card:brazen-buccaneer"]
    assert card.kind == "card"
    assert card.terms == ("Brazen Buccaneer",)
    assert card.text.startswith("As you play me, you may discard 1")
    assert card.extra["card_type"] == "Unit"
    assert passages["card:charm"].text == "Move an enemy unit."
    assert passages["card:shadow-temple"].extra["card_type_fr"] == "Champ de bataille"
    # the card block is not also an explanation paragraph
    assert not any(p.text == "Move an enemy unit." for p in passages.values() if p.kind == "explanation")


@pytest.mark.skipif(
    not CORE_TEXT.exists(), reason="../shared/corpus absent : règles officielles indisponibles"
)
@pytest.mark.parametrize("official", [CORE_TEXT, CORE_JSON])
def test_stored_seed_numbers_still_match(official: Path) -> None:
    from judge.corpus.seed_matching import check, load_official, match_seeds

    assert check(match_seeds(load_official(official))) == []
    assert len(seed_rule_data()) >= 45
