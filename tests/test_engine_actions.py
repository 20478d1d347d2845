"""The actions of issue 3 on small boards: exhaust, ready, move, banish, kill, discard,
recycle, look, gain points, end of turn, and verbs not modelled yet."""

from __future__ import annotations

from typing import Any

from judge.engine import actions as act
from judge.engine.state_paths import value_at
from judge.scenario.board import build_game
from judge.scenario.loader import load_text
from judge.scenario.runner import run_text

HEAD = """name: x
cards:
  Soldat d'essai: {type: unit, might: 2, cost: {energy: 2}}
  Champ d'essai: {type: battlefield}
setup:
  turn: {player: A, phase: PHASE}
  players:
    A:
      main_deck: 3
      hand: [{card: Charm, id: h1}]
      trash: [{card: Charm, id: t1}]
      base:
        - {card: Soldat d'essai, id: s1}
        - {card: Soldat d'essai, id: s2, exhausted: true}
      rune_pool: {energy: 2, power: {fury: 1}}
    B:
      base: [{card: Soldat d'essai, id: e1}]
  battlefields:
    - {card: Champ d'essai, id: bf1}
actions:
"""


def run(actions: str, phase: str = "main") -> Any:
    return run_text(HEAD.replace("PHASE", phase) + actions)


def kinds(result: Any) -> list[str]:
    return [str(e.kind) for e in result.events]


def test_exhausting_an_exhausted_unit_does_nothing_more() -> None:
    result = run("  - exhaust: {target: s2}\n  - exhaust: {targets: [s1]}\n")
    nothing = next(e for e in result.events if e.kind == "nothing")
    assert "414.1.c" in nothing.rules
    assert kinds(result).count("exhaust") == 1 and result.error is None


def test_standard_move_exhausts_and_an_exhausted_unit_cannot_make_one() -> None:
    ok = run("  - move: {unit: s1, to: bf1, standard: true}\n")
    assert ok.error is None
    assert ok.state["battlefields"][0]["units"]["A"][0]["exhausted"] is True
    assert kinds(ok).index("exhaust") < kinds(ok).index("move")
    refused = run("  - move: {unit: s2, to: bf1, standard: true}\n")
    assert refused.error is not None and refused.error.code == "illegal_action"
    assert "144.2" in refused.error.message
    assert "move" not in kinds(refused)


def test_standard_move_only_in_the_main_phase_but_an_effect_move_any_time() -> None:
    refused = run("  - move: {unit: s1, to: bf1, standard: true}\n", phase="draw")
    assert refused.error is not None and "144.1.a" in refused.error.message
    moved = run("  - move: {unit: s2, to: bf1}\n", phase="draw")
    assert moved.error is None and moved.state["battlefields"][0]["units"]["A"][0]["exhausted"] is True


def test_banish_from_anywhere_is_neither_kill_nor_discard() -> None:
    result = run("  - banish: {targets: [h1, t1, s1]}\n")
    assert kinds(result).count("banish") == 3
    assert "kill" not in kinds(result) and "discard" not in kinds(result)
    zones = result.state["players"]["A"]["zones"]
    assert {c["id"] for c in zones["banishment"]} == {"h1", "t1", "s1"}


def test_kill_several_at_once_and_only_on_the_board() -> None:
    result = run("  - kill: {targets: [s1, e1]}\n")
    kills = [e for e in result.events if e.kind == "kill"]
    assert len(kills) == 2 and all(e.data["simultaneous"] for e in kills)
    assert {e.parent for e in kills} == {0}
    refused = run("  - kill: {targets: [h1]}\n")
    assert refused.error is not None and refused.error.code == "illegal_action"


def test_discard_only_from_the_hand() -> None:
    assert run("  - discard: {targets: [h1]}\n").state["players"]["A"]["counts"]["trash"] == 2
    refused = run("  - discard: {targets: [s1]}\n")
    assert refused.error is not None and "422.1" in refused.error.message


def test_recycle_goes_under_the_main_deck() -> None:
    result = run("  - recycle: {targets: [t1]}\n")
    deck = result.state["players"]["A"]["zones"]["main_deck"]
    assert deck[-1]["id"] == "t1" and len(deck) == 4


def test_look_beyond_the_deck_never_burns_out() -> None:
    result = run("  - look: {player: A, count: 5, then: [{to: trash, count: 4}]}\n")
    assert "burnout" not in kinds(result)
    look = next(e for e in result.events if e.kind == "look")
    assert look.data["count"] == 3 and look.data["requested"] == 5
    skip = next(e for e in result.events if e.kind == "skip")
    assert "431.1.c.1" in skip.rules
    assert result.state["players"]["A"]["counts"]["trash"] == 4


def test_end_turn_empties_the_rune_pool_and_passes_the_turn() -> None:
    result = run("  - end_turn:\n")
    emptied = next(e for e in result.events if e.kind == "rune_pool_emptied")
    assert emptied.data["player"] == "A" and "317.2.d" in emptied.rules
    assert result.state["players"]["A"]["rune_pool"] == {"energy": 0, "power": {}}
    assert result.state["turn"] == {"player": "B", "phase": "awaken", "number": 2}


def test_gain_points_and_conquest_points_far_from_victory() -> None:
    result = run("  - gain_points: {player: B, count: 2}\n")
    assert result.state["players"]["B"]["points"] == 2
    # 471.1.b: far from the victory score, a conquest point is not restricted.
    conquest = run("  - gain_points: {player: B, count: 1, reason: conquest}\n")
    assert conquest.error is None and conquest.state["players"]["B"]["points"] == 1


def test_legality_is_a_query_and_apply_changes() -> None:
    game = build_game(load_text(HEAD.replace("PHASE", "main")))
    s2 = next(c for c, _z in game.all_cards() if c.alias == "s2")
    before = len(game.log)
    assert game.legality(act.Move(units=(s2.uid,), to="bf1", standard=True)) is not None
    assert len(game.log) == before and value_at(game, "cards.s2.zone") == "base"
    snapshot = game.copy()
    game.apply(act.Move(units=(s2.uid,), to="bf1"))
    assert value_at(game, "cards.s2.zone") == "battlefield:bf1"
    assert value_at(snapshot, "cards.s2.zone") == "base"


def test_game_over_refuses_further_actions() -> None:
    text = (
        HEAD.replace("PHASE", "main")
        + "  - gain_points: {player: B, count: 8}\n  - draw: {player: A, count: 1}\n"
    )
    result = run_text(text)
    assert result.state["winner"] == "B"
    assert result.error is not None and result.error.code == "illegal_action"


def test_next_phase_runs_each_phase_of_the_next_turn() -> None:
    text = """name: x
setup:
  turn: {player: A, phase: ending, number: 3}
  players:
    A: {}
    B:
      main_deck: 0
      trash: 2
      rune_deck: [fury, calm, body]
      runes: [{domain: fury, exhausted: true}]
      rune_pool: {energy: 1}
actions:
  - next_phase:
  - next_phase:
  - next_phase:
  - next_phase:
  - next_phase:
"""
    result = run_text(text)
    assert result.error is None
    phases = [e.data["phase"] for e in result.events if e.kind == "phase"]
    assert phases == ["awaken", "beginning", "channel", "draw", "main"]
    b = result.state["players"]["B"]
    assert [r["exhausted"] for r in b["runes"]] == [False, False, False]
    assert b["counts"]["rune_deck"] == 1 and b["counts"]["hand"] == 1
    assert result.state["players"]["A"]["points"] == 1  # B burned out in the draw phase (315.4.b.1)
    assert result.state["turn"] == {"player": "B", "phase": "main", "number": 4}


def test_a_killed_token_ceases_to_exist_and_a_card_forgets_its_state() -> None:
    text = HEAD.replace("PHASE", "main").replace(
        "        - {card: Soldat d'essai, id: s1}\n",
        "        - {card: Soldat d'essai, id: s1}\n        - {card: Recrue, id: k1}\n",
    )
    result = run_text(text + "  - kill: {targets: [k1, s2]}\n")
    gone = next(e for e in result.events if e.kind == "kill" and e.data["card"]["id"] == "k1")
    assert gone.data["ceases_to_exist"] is True and "186.1" in gone.rules
    assert [c["id"] for c in result.state["players"]["A"]["zones"]["trash"]] == ["t1", "s2"]
    assert not [f for f in result.failures if f.what == "invariant"]
