"""Rulings on triggered abilities (382–392, 411, 727): what triggers, when its choices are made, the
order of simultaneous triggers as a pending decision, the exact rewind of a looping trigger, and the
delayed triggers that wait for their moment."""

from __future__ import annotations

import pytest

from judge.engine import snapshot
from judge.engine.state_paths import value_at
from judge.engine.triggers import happened
from judge.scenario.board import build_game
from judge.scenario.loader import load_text
from judge.scenario.runner import run_text

HEAD = """name: essai
cards:
  Soldat d'essai: {type: unit, might: 2, cost: {energy: 2}}
  Gardien d'essai:
    type: unit
    might: 2
    cost: {energy: 2}
    abilities:
      - triggered:
          when: {dies: {filter: {kind: unit}}}
          effects: [draw: 1]
  Fou d'essai:
    type: unit
    might: 2
    abilities:
      - triggered:
          when: moves
          effects: [move: {to: self, destination: any}]
  Pont: {type: battlefield}
  Éclair d'essai:
    type: spell
    cost: {energy: 1}
    abilities:
      - spell: {targets: [{name: cible, filter: {kind: unit}}], effects: [stun: cible]}
setup:
  turn: {player: A, phase: main}
  players:
    A:
      base: [{card: Gardien d'essai, id: ga}, {card: Gardien d'essai, id: gb}, {card: Soldat d'essai, id: a1}]
      hand: [{card: Éclair d'essai, id: e}]
      rune_pool: {energy: 1}
      main_deck: 3
    B:
      base: [{card: Gardien d'essai, id: gc}, {card: Soldat d'essai, id: b1}]
      main_deck: 3
actions:
"""


def test_two_triggers_of_one_player_wait_for_their_order_then_the_answer_resumes() -> None:
    result = run_text(HEAD + "  - kill: {target: a1}\n")
    # 383.3.d: A's two guardians trigger together; their order is A's decision, never taken silently
    assert result.error is not None and result.error.code == "choice_required"
    assert result.pending is not None and result.pending.choice == "trigger_order"
    assert result.pending.player == "A"
    assert set(result.pending.options) == {"ga > gb", "gb > ga"}
    base = [c["id"] for c in result.state["players"]["A"]["zones"]["base"]]
    assert "a1" in base  # the kill is rewound while it waits
    game = build_game(load_text(HEAD + "  - kill: {target: a1}\n"))
    from judge.engine import actions as act

    game.apply(act.Kill(targets=(game.card_by_alias("a1").uid,)))  # type: ignore[union-attr]
    assert game.pending is not None
    game.answer("gb > ga")
    names = [(i.source.alias if i.source else None) for i in game.chain]
    # A's first put goes to the bottom; B's guardian, put after (383.3.d.1), is on top: it resolves first
    assert names == ["gb", "ga", "gc"]
    assert value_at(game, "turn.priority") == "B"


def test_each_player_orders_their_own_turn_player_first() -> None:
    text = HEAD + "  - kill: {target: a1, choices: [{trigger_order: ga > gb}]}\n  - resolve: 1\n"
    result = run_text(text)
    assert result.error is None, result.error
    # 383.3.d.1: the turn player's triggers go on the chain first, so B's resolves first
    assert result.state["players"]["B"]["counts"]["hand"] == 1
    assert result.state["players"]["A"]["counts"]["hand"] == 1  # only its spell: A has not drawn yet
    assert len(result.state["chain"]) == 2


def test_a_trigger_that_retriggers_forever_stops_at_the_step_limit_and_rewinds_exactly() -> None:
    # « lorsque je me déplace, déplacez-moi » with one other location: the destination is automatic
    # (355.4.a), so nothing ends the loop (a stun loop would end: a stunned unit is not stunned again)
    text = HEAD.replace("Gardien d'essai, id: ga}, {card: ", "Fou d'essai, id: fou}, {card: ")
    text = text.replace("actions:", "  battlefields:\n    - {card: Pont, id: pont}\nactions:")
    game = build_game(load_text(text + "  - resolve: all\n"))
    from judge.engine.actions import Move

    game.apply(Move(units=(game.card_by_alias("fou").uid,), to="pont", standard=True))  # type: ignore[union-attr]
    before = snapshot.full_state(game)
    from judge.engine.chain import Resolve
    from judge.errors import JudgeError

    try:
        game.apply(Resolve())
    except JudgeError as err:
        assert err.code == "step_limit"
        assert "se redéclenche elle-même sans fin" in err.message and "Fou d'essai" in err.message
    else:
        raise AssertionError("the loop was not stopped")
    assert snapshot.full_state(game) == before  # the board, the log and the queues as before


def test_happened_with_nothing_waiting_changes_nothing() -> None:
    game = build_game(load_text(HEAD + "  - resolve: all\n"))
    before = snapshot.full_state(game)
    happened(game, "conquers", player="A", battlefield="nulle_part")
    assert snapshot.full_state(game) == before


def test_a_delayed_trigger_is_rewound_with_the_action_that_made_it() -> None:
    text = """name: différé
cards:
  Renouveau d'essai:
    type: spell
    cost: {energy: 1}
    abilities:
      - spell:
          effects:
            - delayed: {when: {phase_ends: turn_end}, effects: [ready_runes: {count: 2, up_to: true}]}
setup:
  turn: {player: A, phase: main}
  players:
    A:
      hand: [{card: Renouveau d'essai, id: sp}]
      rune_pool: {energy: 1}
      runes: [{domain: mind, id: r1, exhausted: true}]
    B: {}
actions:
  - play: {player: A, card: sp}
  - resolve: all
  - end_turn
"""
    result = run_text(text)
    # the delayed trigger asks its runes at the end of the turn (the source page): a pending decision
    assert result.pending is not None and result.pending.choice == "ready_runes"
    assert result.state["turn"]["player"] == "A"  # end_turn rewound while it waits
    game = build_game(load_text(text))
    assert game.delayed == []


CONQUEST = """name: conquête
cards:
  Champ d'essai: {type: battlefield}
setup:
  turn: {player: A, phase: main}
  players:
    A:
      legend: {card: Void Burrower, id: vb}
      base: [{card: Saute-nuages, id: home}]
    B: {}
  battlefields:
    - {card: Champ d'essai, id: bf, controller: A, units: {A: [{card: Saute-nuages, id: there}]}}
actions:
  - resolve: all
"""


def test_conquest_triggers_see_the_units_present_and_the_conquering_player() -> None:
    game = build_game(load_text(CONQUEST))
    there = game.card_by_alias("there")
    assert there is not None
    # 383.4.c.2: « lorsque je conquiers » for the units present (`cards`); 383.4.c.2, 411.4:
    # « lorsque vous conquérez » for the player who conquered; the unit at the base sees nothing
    happened(game, "conquers", cards=[there], player="A", battlefield="bf")
    assert sorted(q.source.alias for q in game.triggered) == ["there", "vb"]
    game.triggered.clear()
    happened(game, "conquers", cards=[], player="B", battlefield="bf")
    assert game.triggered == []


def test_five_triggers_at_once_are_ordered_by_a_list() -> None:
    five = ", ".join(f"{{card: Gardien d'essai, id: g{i}}}" for i in range(5))
    mine = "{card: Gardien d'essai, id: ga}, {card: Gardien d'essai, id: gb}, "
    theirs = "base: [{card: Gardien d'essai, id: gc}, {card: Soldat d'essai, id: b1}]"
    text = HEAD.replace(mine, five + ", ").replace(theirs, "base: []")
    waiting = run_text(text + "  - kill: {target: a1}\n")
    # more than four: the order is a list of every trigger, once each (not 120 options)
    assert waiting.pending is not None and waiting.pending.choice == "trigger_order"
    assert waiting.pending.options == ()
    assert waiting.pending.refusal(["g0", "g1"]) is not None
    order = "[g4, g3, g2, g1, g0]"
    done = run_text(text + f"  - kill: {{target: a1, choices: [{{trigger_order: {order}}}]}}\n")
    assert done.error is None, done.error
    assert len(done.state["chain"]) == 5


PEAK = """name: Pic de Targon
cards:
  Soldat d'essai: {type: unit, might: 2, cost: {energy: 2}}
setup:
  turn: {player: A, phase: main}
  players:
    A:
      runes: [{domain: fury, id: r1, exhausted: true}, {domain: fury, id: r2, exhausted: true}]
    B: {}
  battlefields:
    - {card: Pic de Targon, id: pic, controller: A, units: {A: [{card: Soldat d'essai, id: a1}]}}
actions:
  - resolve: all
"""


def test_targons_peak_readies_runes_at_the_end_of_turn_chosen_then(monkeypatch: pytest.MonkeyPatch) -> None:
    """The source page's example, once the conquest fires `conquers` (the battlefields' work): the
    conquest trigger asks nothing; the delayed trigger chooses its runes at the end of the turn."""
    from judge.engine import actions as act
    from judge.engine import play
    from judge.engine.chain import Resolve

    monkeypatch.setattr(play, "INTERPRETED", play.INTERPRETED | {("trigger", "conquers")})
    monkeypatch.setattr(play, "_TRIGGERED_PROBLEMS", {})
    game = build_game(load_text(PEAK))
    a1 = game.card_by_alias("a1")
    assert a1 is not None
    happened(game, "conquers", cards=[a1], player="A", battlefield="pic")
    game.run_state_checks()
    assert [i.name for i in game.chain] == ["Pic de Targon"]
    asked = len([e for e in game.log if e.kind == "choice"])
    assert game.apply(Resolve()) is None  # the conquest effect resolves: no choice made now
    assert len([e for e in game.log if e.kind == "choice"]) == asked and len(game.delayed) == 1
    assert game.apply(act.EndTurn()) is not None  # at the end of turn the runes are asked
    assert game.pending is not None and game.pending.choice == "ready_runes"
    game.answer(["r1"])
    assert value_at(game, "cards.r1.exhausted") is False and value_at(game, "cards.r2.exhausted") is True
    assert value_at(game, "turn.player") == "B" and game.delayed == []
