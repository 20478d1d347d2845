"""757, 758: a passive ability that makes cards impossible to target by enemy spells and abilities."""

from __future__ import annotations

import pytest

from judge.scenario.runner import run_text

BOARD = """name: essai
cards:
  Plaine d'essai: {type: battlefield}
setup:
  turn: {player: B, phase: main}
  players:
    A: {xp: XP}
    B:
      hand: [{card: Rayon Hextech, id: ray}]
      rune_pool: {energy: 1, power: {fury: 1}}
  battlefields:
    - card: Plaine d'essai
      id: plaine
      controller: A
      units: {A: [{card: "Master Yi, Unstoppable", id: yi}]}
actions:
  - play: {player: B, card: ray, targets: [yi]}
  - resolve: all
"""


@pytest.mark.parametrize(("xp", "protected"), [(15, False), (16, True)])
def test_a_level_condition_makes_the_restriction_count_only_from_that_level(xp: int, protected: bool) -> None:
    # Master Yi, Unstoppable: « [Niveau 16] les sorts et compétences ennemis ne peuvent pas me choisir »
    # (727.1.b: the condition is read now, 824.1.c)
    result = run_text(BOARD.replace("XP", str(xp)))
    if protected:
        assert result.error is not None and result.error.code == "illegal_action"
        assert "ne peut pas être choisie par les sorts et compétences ennemis" in result.error.message
        assert "757" in result.error.message and "sa compétence passive" in result.error.message
    else:
        assert result.error is None
        assert any(e.kind.value == "damage" for e in result.events)


def test_the_restriction_never_applies_to_its_controllers_own_spells() -> None:
    # 757.1: « ennemis » — B's own spell chooses B's Pilleuse de ruines (Discipline, +2 might)
    text = """name: essai
setup:
  turn: {player: B, phase: main}
  players:
    A: {}
    B:
      main_deck: 2
      hand: [{card: Discipline, id: disc}]
      rune_pool: {energy: 2}
      base: [{card: Pilleuse de ruines, id: p}]
actions:
  - play: {player: B, card: disc, targets: [p]}
  - resolve: all
"""
    result = run_text(text)
    assert result.error is None
    assert any(e.kind.value == "might" for e in result.events)
