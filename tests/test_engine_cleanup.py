"""Cleanup (318-323) at its one point: lethal damage (323.5), the end-of-turn special cleanup
(317.2.a) whose usual tasks come before the inserted healing (317.2.b)."""

from __future__ import annotations

from judge.scenario.runner import RunResult, run_text

BOARD = """name: nettoyage
cards:
  Soldat d'essai: {type: unit, might: 2, cost: {energy: 2}}
setup:
  turn: {player: A, phase: PHASE}
  players:
    A:
      base:
        - {card: Soldat d'essai, id: mortel, damage: 2}
        - {card: Soldat d'essai, id: blesse, damage: 1}
        - {card: Soldat d'essai, id: nul, might: 0}
    B: {}
actions:
"""


def run(actions: str, phase: str = "main") -> RunResult:
    return run_text(BOARD.replace("PHASE", phase) + actions)


def zone(result: RunResult, alias: str) -> str:
    for zone_name, cards in result.state["players"]["A"]["zones"].items():
        if any(c["id"] == alias for c in cards):
            return str(zone_name)
    raise AssertionError(f"{alias} introuvable")


def test_end_of_turn_kills_lethal_damage_before_healing() -> None:
    result = run("  - end_turn:\n", phase="ending")
    assert zone(result, "mortel") == "trash"  # before the fix it was healed and stayed in base
    assert zone(result, "blesse") == "base"
    kinds = [str(e.kind) for e in result.events]
    assert kinds.index("kill") < kinds.index("heal") < kinds.index("turn")
    healed = [e.data["card"]["id"] for e in result.events if e.kind == "heal"]
    assert healed == ["blesse"]


def test_lethal_damage_dies_at_the_cleanup_after_any_action() -> None:
    result = run("  - exhaust: {target: blesse}\n")
    kill = next(e for e in result.events if e.kind == "kill")
    assert kill.data["card"]["id"] == "mortel"
    assert {"323.5", "142.4.b", "428.4"} <= set(kill.rules) and "323.4" not in kill.rules
    assert zone(result, "blesse") == "base" and zone(result, "nul") == "base"  # 0 damage is not lethal


def test_a_win_at_the_end_of_turn_cleanup_stops_the_turn() -> None:
    text = BOARD.replace("PHASE", "ending").replace("    B: {}", "    B: {}\n  victory_score: 8")
    text = text.replace("    A:\n", "    A:\n      points: 8\n", 1)
    result = run_text(text + "  - end_turn:\n")
    assert result.state["winner"] == "A"
    assert not [e for e in result.events if e.kind in ("heal", "turn")]
