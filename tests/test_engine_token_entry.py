"""A created unit token enters the board as a played unit does (439.2): it contests (190.3.a)."""

from __future__ import annotations

from judge.scenario.runner import run_text


def test_a_unit_token_created_at_a_battlefield_its_controller_does_not_control_contests_it() -> None:
    # 190.3.a: contested is applied when a unit of a player who does not control the battlefield
    # « moves or otherwise becomes present there »: a creation there does (439.2, created in place)
    text = """name: essai
cards:
  Invocateur d'essai:
    type: unit
    might: 1
    text: "[E] : créez une Recrue ici."
    abilities:
      - activated: {cost: [exhaust_self], effects: [create: {token: Recrue, place: here}]}
  Plaine d'essai: {type: battlefield}
setup:
  turn: {player: A, phase: main}
  players: {A: {}, B: {}}
  battlefields:
    - {card: Plaine d'essai, id: plaine, controller: B, units: {A: [{card: Invocateur d'essai, id: inv}]}}
actions:
  - activate: {player: A, source: inv, ability: 0}
  - resolve: 1
"""
    result = run_text(text)
    assert result.error is None
    kinds = [(e.kind.value, e.data.get("player")) for e in result.events]
    assert ("create", "A") in kinds and ("contested", "A") in kinds
    assert kinds.index(("contested", "A")) > kinds.index(("create", "A"))
