"""712–715: bonus damage granted by passive abilities to the damage of spells and abilities."""

from __future__ import annotations

import pytest

from judge.scenario.runner import run_text

BOARD = """name: essai
cards:
  Soldat d'essai: {type: unit, might: 6}
  Plaine d'essai: {type: battlefield}
  Sort d'essai:
    type: spell
    cost: {energy: 1}
    abilities:
      - spell:
          targets: [{name: cible, filter: {kind: unit}}]
          effects: [damage: {amount: AMOUNT, to: cible}]
setup:
  turn: {player: A, phase: main}
  players:
    A:
      base: [{card: "Annie, Enflammée", id: annie}]
      hand: [{card: Sort d'essai, id: s}]
      rune_pool: {energy: 1}
    B: {}
  battlefields:
    - {card: Plaine d'essai, id: plaine, controller: B, units: {B: [{card: Soldat d'essai, id: b1}]}}
actions:
  - play: {player: A, card: s, targets: [b1]}
  - resolve: all
"""


@pytest.mark.parametrize(("amount", "dealt"), [(0, 0), (2, 3)])
def test_bonus_damage_needs_an_instruction_that_deals_damage(amount: int, dealt: int) -> None:
    # 715.4: « si aucun dégât n'a été infligé, alors les dégâts bonus ne s'appliqueront pas »
    result = run_text(BOARD.replace("AMOUNT", str(amount)))
    assert result.error is None
    damage = [e for e in result.events if e.kind.value == "damage"]
    assert [e.data["amount"] for e in damage] == ([dealt] if dealt else [])
    if dealt:
        assert damage[0].data["bonus"] == 1 and "715" in damage[0].rules
