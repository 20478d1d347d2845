"""Moves (445-453) and the standard move (144): who may go where, and the rule each cites."""

from __future__ import annotations

from judge.scenario.runner import RunResult, run_text

BOARD = """name: déplacements
cards:
  Soldat d'essai: {type: unit, might: 2, cost: {energy: 2}}
  Éclaireur: {type: unit, might: 1, keywords: [KEYWORD]}
  Champ nord: {type: battlefield}
  Champ sud: {type: battlefield}
setup:
  mode: 2v2
  turn: {player: A, phase: main}
  players:
    A: {team: rouge, base: [{card: Soldat d'essai, id: a1}]}
    B: {team: bleu}
    C: {team: rouge}
    D: {team: bleu}
  battlefields:
    - card: Champ nord
      id: nord
      units: {A: [{card: Éclaireur, id: g1}], B: [{card: Soldat d'essai, id: b1}]}
    - card: Champ sud
      id: sud
      units: {B: [{card: Soldat d'essai, id: b2}], D: [{card: Soldat d'essai, id: d1}]}
actions:
"""


def run(actions: str, keyword: str = "Gank") -> RunResult:
    return run_text(BOARD.replace("KEYWORD", keyword) + actions)


def test_no_move_of_any_kind_to_a_battlefield_holding_two_other_players_units() -> None:
    for standard in ("false", "true"):
        result = run(f"  - move: {{unit: a1, to: sud, standard: {standard}}}\n")
        assert result.error is not None and result.error.code == "illegal_action"
        assert "449.2" in result.error.message  # before the fix only a standard move was refused


def test_gank_is_the_keyword_that_allows_battlefield_to_battlefield() -> None:
    result = run("  - move: {unit: g1, to: base, standard: true}\n")
    assert result.error is None
    moved = next(e for e in result.events if e.kind == "move")
    assert "144.4.b" in moved.rules and "448" in moved.rules


def test_embuscade_is_ambush_not_gank() -> None:
    text = BOARD.replace("KEYWORD", "Embuscade").replace(
        "      units: {B: [{card: Soldat d'essai, id: b2}], D: [{card: Soldat d'essai, id: d1}]}\n", ""
    )
    refused = run_text(text + "  - move: {unit: g1, to: sud, standard: true}\n")
    assert refused.error is not None and "Gank" in refused.error.message
    allowed = run_text(
        text.replace("[Embuscade]", "[Gank]") + "  - move: {unit: g1, to: sud, standard: true}\n"
    )
    assert allowed.error is None
    assert "144.4.c.1" in next(e for e in allowed.events if e.kind == "move").rules


def test_an_effect_move_cites_449() -> None:
    result = run("  - move: {unit: a1, to: nord}\n")
    assert result.error is None
    moved = next(e for e in result.events if e.kind == "move")
    assert {"420.1", "446.1", "449"} <= set(moved.rules) and not {"144", "448"} & set(moved.rules)
