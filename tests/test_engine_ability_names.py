"""Naming an activated ability as a judge would (`activate.ability`, `pay.use`): its number, or words of
it; a name that matches nothing, or several abilities, is a French error listing the card's abilities."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.corpus.abilities.kinds import Activated
from judge.engine.ability_names import activated_of, describe, find_ability
from judge.engine.cards import default_catalogue
from judge.scenario.runner import run_text

ROOT = Path(__file__).resolve().parents[1]


def abilities_of(name: str) -> tuple[list[Activated], str]:
    card = default_catalogue().get(name)
    assert card is not None
    return activated_of(card.abilities), card.text


@pytest.mark.parametrize(
    "typed,index",
    [(0, 0), ("1", 1), ("piocher", 0), ("pioche", 0), ("draw", 0), ("marquer 1 point", 1), ("score", 1),
     ("piocer", 0)],
)  # fmt: skip
def test_renata_s_abilities_by_number_verb_english_key_prefix_or_typo(typed: object, index: int) -> None:
    abilities, text = abilities_of("Renata Glasc, Mastermind")
    assert find_ability(typed, abilities, "Renata", text) == index


def test_a_card_with_one_ability_is_also_named_by_its_text() -> None:
    abilities, text = abilities_of("PO")
    for typed in ("ajouter une essence", "éliminez-le", "add", "Réaction"):
        assert find_ability(typed, abilities, "PO", text) == 0, typed


def test_an_equip_ability_is_named_by_its_keyword() -> None:
    abilities, text = abilities_of("Clepsydre-zéro")
    assert find_ability("Équiper", abilities, "Clepsydre-zéro", text) == 0
    assert find_ability("equip", abilities, "Clepsydre-zéro", text) == 0
    assert find_ability("bannir", abilities, "Clepsydre-zéro", text) == 1


def test_an_ambiguous_name_lists_the_abilities_it_could_mean() -> None:
    abilities, text = abilities_of("Renata Glasc, Mastermind")
    said = find_ability("esprit", abilities, "Renata", text)
    assert isinstance(said, str) and "désigne plusieurs compétences activées de Renata" in said
    assert "0 : 1 énergie et 1 essence runique d'esprit : piocher 1 carte" in said
    assert "1 : 4 énergies et 4 essences runiques d'esprit, épuiser ceci : gagner 1 point" in said


def test_a_name_or_number_that_matches_nothing_lists_every_ability() -> None:
    abilities, text = abilities_of("Baliste de fer")
    for typed in ("voler", 4, True):
        said = find_ability(typed, abilities, "bal", text)
        assert isinstance(said, str) and "0 : épuiser ceci : infliger 2 dégâts" in said, typed


def test_describe_says_cost_keywords_and_effect() -> None:
    abilities, _ = abilities_of("PO")
    said = "éliminer ceci, épuiser ceci : Réaction — ajouter 1 essence runique universelle"
    assert describe(abilities[0]) == said


BOARD = """name: po
setup:
  turn: {player: A, phase: main}
  players:
    A:
      base: [{card: PO, id: po}]
    B: {}
actions:
  - activate: {player: A, source: po, ability: ABILITY}
"""


def test_activating_by_text_is_the_same_play_as_by_number() -> None:
    by_number = run_text(BOARD.replace("ABILITY", "0"))
    by_text = run_text(BOARD.replace("ABILITY", "ajouter"))
    assert by_number.error is None and by_text.error is None
    assert by_text.events[0].data["ability"] == "ajouter"  # the action as written
    assert [(e.kind, e.data) for e in by_text.events[1:]] == [(e.kind, e.data) for e in by_number.events[1:]]


def test_a_resource_ability_used_while_paying_resolves_inside_the_play() -> None:
    path = ROOT / "scenarios" / "couts" / "charm_paye_avec_le_po_pendant_le_paiement.yaml"
    result = run_text(path.read_text(encoding="utf-8"))
    assert result.error is None, result.error
    plays = [e for e in result.events if e.kind == "play"]
    card_play, po_play = plays
    assert po_play.parent == card_play.index  # the trace's tree: used during the play's payment (357.1.a)
    paid = next(e for e in result.events if e.kind == "cost_paid" and e.parent == card_play.index)
    gained = next(e for e in result.events if e.kind == "add_resource" and e.data.get("power"))
    assert gained.index < paid.index  # it resolved at once (400.2), before the pool paid
