"""Rulings on playing, paying and the chain (349–359, 337–340, 359.3.e.12), and the French errors of
bad input: a card that is not where it is played from, an illegal target, a rune that cannot pay,
a cost that cannot be paid (rewound exactly), an ability that does not exist, an answer of the
wrong type, and a chain item that loops until the step limit."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from judge.engine import snapshot
from judge.engine.play import Play
from judge.engine.state_paths import value_at
from judge.errors import JudgeError, ScenarioError
from judge.render import render_event
from judge.scenario.board import build_game
from judge.scenario.loader import load_file, load_text
from judge.scenario.runner import run_text

FIXTURES = Path(__file__).parent / "fixtures" / "chaine_invalides"

HEAD = """name: essai
cards:
  Soldat d'essai: {type: unit, might: 2, cost: {energy: 2}}
  Trait d'essai:
    type: spell
    cost: {energy: 1, power: {fury: 1}}
    keywords: [Réaction]
    abilities:
      - spell:
          targets: [{name: cible, filter: {kind: unit, side: enemy}}]
          effects: [damage: {amount: 2, to: cible}]
  Sort lent:
    type: spell
    cost: {energy: 1}
    abilities:
      - spell: {effects: [draw: 1]}
setup:
  turn: {player: A, phase: main}
  players:
    A:
      hand: [{card: Trait d'essai, id: t}, {card: Sort lent, id: s}, {card: Soldat d'essai, id: u}]
      base: [{card: Soldat d'essai, id: a1}]
      runes: [{domain: fury, id: r1}, {domain: fury, id: r2, exhausted: true}, {domain: calm, id: r3}]
      main_deck: 3
      trash: [{card: Sort lent, id: s2}]
    B:
      base: [{card: Soldat d'essai, id: b1}]
      main_deck: 3
actions:
"""


def run(actions: str) -> Any:
    return run_text(HEAD + actions)


def kinds(result: Any) -> list[str]:
    return [e.kind for e in result.events]


def test_a_spell_paid_by_exhausting_and_recycling_runes_goes_on_the_chain_then_resolves() -> None:
    result = run(
        "  - play: {player: A, card: t, targets: [b1], pay: {exhaust: [r3], recycle: [r1]}}\n"
        "  - resolve: all\n"
    )
    assert result.error is None, result.error
    order = kinds(result)
    steps = [
        "play",
        "chain_add",
        "cost_computed",
        "exhaust",
        "add_resource",
        "recycle",
        "cost_paid",
        "finalize",
    ]
    positions = [order.index(k) for k in steps]
    assert positions == sorted(positions)  # 354 → 356 → 357 → 359, in the rules' order
    computed = next(e for e in result.events if e.kind == "cost_computed")
    assert computed.data["energy"] == 1 and computed.data["power"] == {"fury": 1}
    assert [s["step"] for s in computed.data["steps"]] == ["base", "total"]
    damage = next(e for e in result.events if e.kind == "damage")
    assert damage.data["amount"] == 2 and damage.data["target"]["id"] == "b1"
    assert result.state["players"]["A"]["rune_pool"] == {"energy": 0, "power": {}}


def test_the_resolution_happens_under_the_passes_and_the_card_goes_to_the_trash() -> None:
    result = run(
        "  - play: {player: A, card: t, targets: [b1], pay: {exhaust: [r3], recycle: [r1]}}\n"
        "  - pass: {player: A}\n  - pass: {player: B}\n"
    )
    resolve = next(e for e in result.events if e.kind == "resolve")
    assert "340.1" in resolve.rules
    children = [e.kind for e in result.events if e.parent == resolve.index]
    assert children[0] == "damage" and children[-1] == "put"  # 359.3.d, then the trash (351.2)


def test_a_card_played_from_a_zone_where_it_is_not_is_refused_in_french() -> None:
    result = run("  - play: {player: A, card: s2}\n")
    assert result.error is not None and result.error.code == "illegal_action"
    assert "n'est pas dans la main de A" in result.error.message and "trash" in result.error.message


def test_an_illegal_target_is_refused_and_names_the_legal_ones() -> None:
    result = run("  - play: {player: A, card: t, targets: [a1], pay: {exhaust: [r3], recycle: [r1]}}\n")
    assert result.error is not None and result.error.code == "illegal_action"
    assert "cible illégale" in result.error.message and "b1" in result.error.message


def test_pay_naming_an_exhausted_rune_is_cost_unpaid() -> None:
    result = run("  - play: {player: A, card: s, pay: {exhaust: [r2]}}\n")
    assert result.error is not None and result.error.code == "cost_unpaid"
    assert "r2 est déjà épuisée" in result.error.message


def test_an_unpayable_cost_names_what_is_missing_and_rewinds_exactly() -> None:
    scenario = load_text(HEAD + "  - play: {player: A, card: u}\n")
    game = build_game(scenario)
    before = snapshot.full_state(game)
    card = game.card_by_alias("u")
    assert card is not None
    with pytest.raises(JudgeError) as refused:
        game.apply(Play(player="A", card=card.uid))
    assert refused.value.code == "cost_unpaid"
    assert "il manque 2 énergies" in refused.value.message
    after = snapshot.full_state(game)
    assert {**after, "log": []} == {**before, "log": []}  # 358.5: the board exactly as before
    (cancel,) = after["log"]  # and the trace says the play was cancelled, once, and why
    assert cancel["kind"] == "play_cancelled" and cancel["rules"] == ["358.2", "358.5", "444.2.a"]
    assert cancel["data"] == {
        "reason": "cost_unpaid",
        "message": refused.value.message,
        "player": "A",
        "card": {"name": "Soldat d'essai", "id": "u"},
    }


def test_an_illegal_play_is_cancelled_in_the_trace_and_the_run_still_stops_on_the_error() -> None:
    result = run("  - play: {player: A, card: s2}\n")
    assert result.error is not None and result.error.code == "illegal_action"
    assert kinds(result) == ["play_cancelled"]
    cancel = result.events[0]
    assert cancel.data["reason"] == "illegal_action" and cancel.rules == ("358.5",) and cancel.step == 0
    assert render_event(cancel).startswith("A ne peut pas jouer « Sort lent » : le jeu est annulé")
    assert result.state["players"]["A"]["zones"]["trash"] == [{"name": "Sort lent", "id": "s2"}]  # not moved


def test_an_unpaid_activation_is_cancelled_with_its_own_sentence() -> None:
    result = run_text(Path("scenarios/couts/source_deja_epuisee.yaml").read_text(encoding="utf-8"))
    assert result.error is not None and result.error.code == "cost_unpaid"
    (cancel,) = [e for e in result.events if e.kind == "play_cancelled"]
    assert cancel.data["ability"] == "0" and cancel.data["card"]["id"] == "bal"
    sentence = render_event(cancel)
    assert "ne peut pas activer la compétence de « Baliste de fer » : le coût n'est pas payé" in sentence


def test_a_refused_draw_logs_no_cancel() -> None:
    result = run("  - exhaust: {targets: [u]}\n")
    assert result.error is not None and result.events == []


def test_an_ordinary_spell_cannot_answer_on_the_chain_but_a_reaction_can() -> None:
    refused = run(
        "  - play: {player: A, card: t, targets: [b1], pay: {exhaust: [r3], recycle: [r1]}}\n"
        "  - play: {player: A, card: s}\n"
    )
    assert refused.error is not None and refused.error.code == "illegal_action"
    assert "338.1.a.1" in refused.error.message


def test_a_unit_resolves_at_once_exhausted_at_its_base() -> None:
    game = build_game(load_text(HEAD + "  - play: {player: A, card: u}\n"))
    card = game.card_by_alias("u")
    assert card is not None
    game.apply(Play(player="A", card=card.uid, pay="auto"))
    assert value_at(game, "cards.u.zone") == "base" and value_at(game, "cards.u.exhausted") is True
    assert value_at(game, "chain.count") == 0 and value_at(game, "turn.state") == "neutral_open"
    assert value_at(game, "players.A.runes.exhausted.count") == 3  # r2 was, r1 and r3 paid (164)
    assert any(e.kind == "choice" and e.data.get("automatic") for e in game.log)  # pay: auto says so


def test_an_answer_of_the_wrong_type_is_refused() -> None:
    text = HEAD.replace(
        "  Sort lent:\n",
        "  Sort payant:\n    type: spell\n    cost: {energy: 1}\n"
        "    abilities:\n      - additional_cost: {optional: true, cost: [energy: 1]}\n"
        "      - spell: {effects: [draw: 1]}\n  Sort lent:\n",
    ).replace("{card: Sort lent, id: s}", "{card: Sort payant, id: s}")
    result = run_text(text + "  - play: {player: A, card: s, choices: [3]}\n")
    assert result.error is not None and result.error.code == "illegal_action"
    assert "true ou false" in result.error.message


def test_a_spell_that_loops_stops_at_the_step_limit() -> None:
    effects = ", ".join(["ready: self"] * 260)
    text = HEAD.replace(
        "  Sort lent:\n",
        f"  Sort sans fin:\n    type: spell\n    cost: {{energy: 0}}\n    abilities:\n"
        f"      - spell: {{effects: [{effects}]}}\n  Sort lent:\n",
    ).replace("{card: Sort lent, id: s}", "{card: Sort sans fin, id: s}")
    result = run_text(text + "  - play: {player: A, card: s}\n  - resolve: all\n")
    assert result.error is not None and result.error.code == "step_limit"
    assert "limite de" in result.error.message


@pytest.mark.parametrize("path", sorted(FIXTURES.glob("*.yaml")), ids=lambda p: p.stem)
def test_invalid_chain_files_are_refused_with_their_line(path: Path) -> None:
    with pytest.raises(ScenarioError) as refused:
        load_file(path)
    assert refused.value.line is not None
    expected = path.read_text(encoding="utf-8").splitlines()[0]
    assert expected.startswith("# ATTENDU")


def test_legal_actions_offer_the_payable_plays_and_each_applies() -> None:
    game = build_game(load_text(HEAD + "  - resolve: all\n"))
    plays = [a for a in game.legal_actions() if a.verb == "play"]
    played = {game.card_by_uid(a.card).alias for a in plays if isinstance(a, Play)}
    # the slow spell costs 1 (r1 or r3 pays), the unit 2 (r1 and r3); the spell with a target is not offered
    assert played == {"s", "u"}
    for action in plays:
        twin = build_game(load_text(HEAD + "  - resolve: all\n"))
        twin.apply(action)


REPEAT = """name: répétition
setup:
  turn: {player: A, phase: main}
  players:
    A:
      hand: [{card: Barrage de roquettes, id: br}]
      base: [{card: Recrue, id: r}]
      rune_pool: {energy: 8, power: {mind: 2}}
    B: {}
actions:
  - play: {player: A, card: br, targets: [r], choices: [{additional_cost: ANSWER}, 0]}
"""


def test_a_paid_repeat_asks_its_own_mode_and_runs_once_more() -> None:
    # 820.2: the Répétition's choices are its own, made when the card is played: its mode is asked again
    paid = run_text(REPEAT.replace("ANSWER", "true"))
    assert paid.error is not None and paid.error.code == "choice_required"
    assert "« mode »" in paid.error.message
    # answered (the same mode and target, 820.2.a): 4 + 4 damage, one `repeat` between them (820.1.d)
    both = run_text(
        REPEAT.replace("ANSWER", "true").replace("0]}", "0, 0]}").replace("targets: [r]", "targets: [r, r]")
        + "  - resolve: all\n"
    )
    assert both.error is None, both.error
    kinds = [str(e["kind"]) for e in both.to_json()["events"]]
    assert kinds.count("damage") == 2 and kinds.index("damage") < kinds.index("repeat")
    declined = run_text(REPEAT.replace("ANSWER", "false"))
    assert declined.error is None, declined.error


def test_the_verdict_of_a_chain_names_what_it_did_not_its_steps() -> None:
    from judge.ask.verdict import verdict
    from judge.scenario.runner import run_file

    root = Path(__file__).resolve().parents[1]
    result = run_file(root / "scenarios" / "chaine" / "lifo_la_reponse_se_resout_d_abord.yaml")
    said = verdict(result.to_json())
    assert said is not None and "inflige 3 dégâts" in said and "défausse" not in said
