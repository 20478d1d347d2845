"""Rulings an adversarial audit found wrong (issue 12), pinned as the trace a judge reads.

Each test is a small board and the French sentence or refusal that says the ruling, with the
rule it rests on; the boards that only decide state are scenarios under `scenarios/`.
"""

from __future__ import annotations

import pytest

from judge.errors import ScenarioError
from judge.render import render_event
from judge.scenario.loader import load_text
from judge.scenario.runner import RunResult, run_text

CARDS = """cards:
  Soldat d'essai: {type: unit, might: 2}
  Épée d'essai: {type: gear}
  Champ d'essai: {type: battlefield}
"""


def _run(setup: str, actions: str, *, seed: int = 0) -> RunResult:
    return run_text(f"name: x\nseed: {seed}\n{CARDS}setup:\n{setup}actions:\n{actions}")


def _sentences(result: RunResult, kind: str) -> list[str]:
    return [render_event(e) for e in result.events if str(e.kind) == kind]


DUEL = """  turn: {player: A, phase: main}
  players:
    A:
      base: [{card: Soldat d'essai, id: a1}, {card: Recrue, id: k1}]
      main_deck: [{card: Soldat d'essai, id: d1}, 3]
      trash: 2
    B:
      base: [{card: Soldat d'essai, id: b1}]
  battlefields: [{card: Champ d'essai, id: bf1}]
"""


def test_a_unit_cannot_carry_two_buffs() -> None:
    # 702.3: one buff at a time; a second is not placed (702.3.a)
    with pytest.raises(ScenarioError, match=r"702\.3"):
        load_text(
            "name: x\n" + CARDS + "setup:\n  players:\n    A: {base: [{card: Soldat d'essai, buffs: 2}]}\n"
            "    B: {}\nactions: []\n"
        )


def test_only_a_unit_is_buffed() -> None:
    with pytest.raises(ScenarioError, match=r"702\.2\.a"):
        load_text(
            "name: x\n" + CARDS + "setup:\n  players:\n    A: {base: [{card: Épée d'essai, buffs: 1}]}\n"
            "    B: {}\nactions: []\n"
        )


def test_a_rune_in_the_main_deck_is_refused_on_load() -> None:
    # 161.1: a rune is not a main-deck card
    with pytest.raises(ScenarioError, match=r"161\.1") as err:
        load_text(
            "name: x\nsetup:\n  players:\n    A: {main_deck: [2, Rune de fureur]}\n    B: {}\nactions: []\n"
        )
    assert err.value.line == 4


def test_rune_power_is_essence_runique_never_puissance() -> None:
    # 163.2: Power is « essence runique »; « puissance » is Might
    result = _run(
        "  turn: {player: A, phase: ending}\n  players:\n    A: {rune_pool: {energy: 1, power: {calm: 1}}}\n"
        "    B: {}\n",
        "  - end_turn:\n",
    )
    (text,) = _sentences(result, "rune_pool_emptied")
    assert text == "La réserve runique de A se vide ; perdu : 1 énergie et 1 essence runique de calme."


def test_a_token_that_is_killed_ceases_to_exist() -> None:
    # 186.1: it ceases to exist, it does not lie in a trash
    result = _run(DUEL, "  - kill: {targets: [k1]}\n")
    (text,) = _sentences(result, "kill")
    assert "cesse d'exister" in text and "défausse" not in text


def test_the_player_responsible_moves_the_opponent_unit() -> None:
    # 411.1: A's effect moves B's unit: A moves it
    result = _run(DUEL, "  - move: {unit: b1, to: bf1}\n")
    (text,) = _sentences(result, "move")
    assert text.startswith("A déplace « Soldat d'essai » (sous le contrôle de B)")


def test_putting_a_predicted_card_back_on_top() -> None:
    result = _run(DUEL, "  - predict: {player: A, then: [{to: main_deck_top}]}\n")
    (text,) = _sentences(result, "put")
    assert text == "A remet « Soldat d'essai » sur le dessus de son deck principal."
    (look,) = [e for e in result.events if str(e.kind) == "look"]
    assert "436.4" not in look.rules  # the deck holds enough cards


def test_a_burn_resumed_after_a_burn_out_says_where_it_stands() -> None:
    result = _run(
        "  turn: {player: A, phase: main}\n  players:\n    A: {main_deck: 1, trash: 2}\n    B: {}\n",
        "  - burn: {player: A, count: 5}\n",
        seed=5,
    )
    texts = _sentences(result, "burn")
    assert texts[1] == (
        "A brûle encore 3 cartes après l'exténuation (4 sur 5) : son deck principal est de nouveau vide."
    )
    assert texts[2] == "A brûle encore 1 carte (5 sur 5)."


def test_standard_move_of_a_teammate_unit_cites_the_team_rule() -> None:
    result = run_text(
        "name: x\n"
        + CARDS
        + """setup:
  mode: 2v2
  turn: {player: A, phase: main}
  players:
    A: {team: r}
    B: {team: b}
    C: {team: r, base: [{card: Soldat d'essai, id: c1}]}
    D: {team: b}
  battlefields: [{card: Champ d'essai, id: bf1}]
actions:
  - move: {unit: c1, to: bf1, standard: true}
"""
    )
    assert result.error is not None and result.error.code == "illegal_action"
    assert "489.8.c.2" in result.error.message and "144.1.a" not in result.error.message


def test_channelling_reads_canalise() -> None:
    result = _run(
        "  turn: {player: A, phase: beginning, number: 3}\n  players:\n    A: {rune_deck: [fury, calm]}\n"
        "    B: {}\n",
        "  - next_phase:\n",
    )
    (text,) = _sentences(result, "channel")
    assert text == "A canalise « Rune de fureur » et « Rune de calme » ; elles arrivent préparées."


def test_an_empty_rune_deck_channels_nothing() -> None:
    result = _run(
        "  turn: {player: A, phase: beginning, number: 3}\n  players:\n    A: {}\n    B: {}\n",
        "  - next_phase:\n",
    )
    assert _sentences(result, "channel") == ["A ne canalise aucune rune : son deck de runes est vide."]


def test_the_expiration_step_lists_its_tasks() -> None:
    result = _run("  turn: {player: A, phase: ending}\n  players:\n    A: {}\n    B: {}\n", "  - end_turn:\n")
    (text,) = _sentences(result, "cleanup")
    assert text.startswith("Étape d'expiration du tour de A : nettoyage spécial")
    assert "soins" in text and "pendant ce tour" in text and "réserves runiques" in text


def test_a_detached_gear_and_its_recall_read_as_such() -> None:
    result = _run(
        "  turn: {player: A, phase: main}\n  players:\n    A: {}\n    B: {}\n  battlefields:\n"
        "    - {card: Champ d'essai, id: bf1, units: {A: [{card: Soldat d'essai, id: s1, "
        "attached: [{card: Épée d'essai, id: g1}]}]}}\n",
        "  - kill: {targets: [s1]}\n",
    )
    (detach,) = _sentences(result, "detach")
    assert detach.startswith("« Épée d'essai » se déséquipe de « Soldat d'essai »")
    (recall,) = _sentences(result, "recall")
    assert recall == (
        "Rappel de « Épée d'essai » du champ de bataille « bf1 » vers la base de A "
        "(ce n'est pas un déplacement)."
    )


def test_killing_an_attached_gear_leaves_its_unit() -> None:
    # 718.5.b: an attached card can be chosen on its own
    result = _run(
        "  turn: {player: A, phase: main}\n  players:\n    A:\n      base: [{card: Soldat d'essai, id: s1, "
        "attached: [{card: Épée d'essai, id: g1}]}]\n    B: {}\n",
        "  - kill: {targets: [g1]}\n",
    )
    assert result.error is None
    assert result.state["players"]["A"]["zones"]["trash"] == [{"name": "Épée d'essai", "id": "g1"}]
    assert [c["id"] for c in result.state["players"]["A"]["zones"]["base"]] == ["s1"]


def test_an_attached_gear_does_not_move_alone() -> None:
    result = _run(
        "  turn: {player: A, phase: main}\n  players:\n    A:\n      base: [{card: Soldat d'essai, id: s1, "
        "attached: [{card: Épée d'essai, id: g1}]}]\n    B: {}\n"
        "  battlefields: [{card: Champ d'essai, id: bf1}]\n",
        "  - move: {unit: g1, to: bf1}\n",
    )
    assert result.error is not None and "718.5.c" in result.error.message


def test_a_predicted_card_is_recycled_or_kept_never_drawn() -> None:
    # 436.1, 436.1.a: recycle it or put it back on top
    result = _run(DUEL, "  - predict: {player: A, then: [{to: hand}]}\n")
    assert result.error is not None and result.error.code == "illegal_action"
    assert "436.1" in result.error.message
    assert result.state["players"]["A"]["counts"]["hand"] == 0


def test_the_champion_legend_does_not_move() -> None:
    result = _run(
        "  turn: {player: A, phase: main}\n  players:\n    A: {legend: {card: Grandmaster at Arms, id: lg}}\n"
        "    B: {}\n  battlefields: [{card: Champ d'essai, id: bf1}]\n",
        "  - move: {unit: lg, to: bf1}\n",
    )
    assert result.error is not None and "107.4.d" in result.error.message


def test_a_rune_deck_holds_only_runes() -> None:
    with pytest.raises(ScenarioError, match=r"161\.2"):
        load_text(
            "name: x\n" + CARDS + "setup:\n  players:\n    A: {rune_deck: [fury, Soldat d'essai]}\n"
            "    B: {}\nactions: []\n"
        )


def test_anonymous_runes_are_runes() -> None:
    # `rune_deck: 3` holds runes: channelled they read as runes, recycled they go back to the rune deck
    result = _run(
        "  turn: {player: A, phase: beginning, number: 3}\n  players:\n    A: {rune_deck: 3, main_deck: 2}\n"
        "    B: {}\n",
        "  - next_phase:\n",
    )
    assert _sentences(result, "channel") == ["A canalise 2 runes ; elles arrivent préparées."]
