"""Rulings on Ezreal, Prodige: « vos coûts supplémentaires facultatifs coûtent 1 énergie ou une essence de
moins » (356.4.c, 356.4.f, 356.4.f.1; the Spiritforged FAQ: Accélération and Répétition are optional
additional costs). The alternative is the controller's choice, asked only when both change the cost."""

from __future__ import annotations

from typing import Any

from judge.corpus.abilities import iter_constructs, not_modelled
from judge.corpus.abilities.kinds import Triggered
from judge.corpus.abilities.modifiers import ReduceCost
from judge.engine.cards import default_catalogue
from judge.engine.interpreted import missing_constructs
from judge.scenario.runner import run_text

BOARD = """name: ezreal
setup:
  turn: {player: A, phase: main}
  players:
    A:
      hand: [{card: CARD, id: c}]
      base: [{card: "Ezreal, Prodige", id: ez}]
      main_deck: 2
      rune_pool: POOL
    B: {}
actions:
  - play: {player: A, card: c, choices: CHOICES}
"""


def _run(card: str, pool: str, choices: str) -> Any:
    text = BOARD.replace("CARD", card).replace("POOL", pool).replace("CHOICES", choices)
    return run_text(text + "  - resolve: all\n")


def _cost(result: Any) -> dict[str, Any]:
    computed = [e["data"] for e in result.to_json()["events"] if e["kind"] == "cost_computed"]
    return {"energy": computed[-1]["energy"], "power": computed[-1]["power"]}


def test_ezreal_declares_his_discount_as_a_choice_and_no_pseudo_trigger() -> None:
    ezreal = default_catalogue().get("Ezreal, Prodige")
    assert ezreal is not None
    assert not not_modelled(ezreal.abilities) and missing_constructs(ezreal) == []
    reductions = [a for a in ezreal.abilities if isinstance(a, ReduceCost)]
    assert len(reductions) == 1 and len(reductions[0].any_of) == 2
    # his only triggered ability is his own « quand vous me jouez » (discard 1, draw 2)
    assert len([a for a in ezreal.abilities if isinstance(a, Triggered)]) == 1
    assert any(c.KEY == "cost_cut" for c in iter_constructs(ezreal.abilities))


def test_both_alternatives_changing_the_cost_make_a_choice_naming_them() -> None:
    # Blast Corps Cadet: 1 energy and 1 fury power, optional (the FAQ names it among Ezreal's discounts)
    result = _run("Blast Corps Cadet", "{energy: 4, power: {fury: 1}}", "[{additional_cost: true}]")
    assert result.error is not None and result.error.code == "choice_required"
    assert result.error.details["choice"] == "cost_reduction"
    assert result.error.details["options"] == ["energy", "power"]


def test_the_energy_answer_leaves_the_power_to_pay() -> None:
    result = _run(
        "Blast Corps Cadet",
        "{energy: 4, power: {fury: 1}}",
        "[{additional_cost: true}, {cost_reduction: energy}]",
    )
    assert result.error is None, result.error
    assert _cost(result) == {"energy": 2, "power": {"fury": 1}}


def test_a_power_only_optional_cost_is_cut_without_asking_and_counts_as_paid() -> None:
    # Gardien sablier, the example of 356.4.f.1: its optional cost of one calm power reduced to 0, it draws
    result = _run("Gardien sablier", "{energy: 2}", "[{additional_cost: true}]")
    assert result.error is None, result.error
    assert _cost(result) == {"energy": 2, "power": {}}
    events = result.to_json()["events"]
    choices = [e["data"] for e in events if e["kind"] == "choice" and e["data"]["choice"] == "cost_reduction"]
    assert [(c["answer"], c["automatic"]) for c in choices] == [("power", True)]
    assert "draw" in [e["kind"] for e in result.to_json()["events"]]


def test_accelerate_is_an_optional_cost_ezreal_cuts_by_the_power_chosen() -> None:
    # 805.1.a: Accélération costs 1 energy and 1 power of the unit's domain; the player keeps the energy
    result = _run("Blazing Scorcher", "{energy: 6}", "[{additional_cost: true}, {cost_reduction: power}]")
    assert result.error is None, result.error
    assert _cost(result) == {"energy": 6, "power": {}}
    unanswered = _run("Blazing Scorcher", "{energy: 6, power: {fury: 1}}", "[{additional_cost: true}]")
    assert unanswered.error is not None and unanswered.error.code == "choice_required"


def test_a_declined_optional_cost_asks_nothing() -> None:
    result = _run("Blast Corps Cadet", "{energy: 2}", "[{additional_cost: false}]")
    assert result.error is None, result.error
    assert all(e["data"].get("choice") != "cost_reduction" for e in result.to_json()["events"])
