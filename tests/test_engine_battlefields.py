"""Control, conquest and hold (190, 469-471, 489.8): the verbs `take_control`, `conquer`, `hold`, read as
rulings on small boards."""

from __future__ import annotations

from typing import Any

from judge.render.trace import render_event
from judge.scenario.runner import run_text

HEAD = """name: x
cards:
  Soldat: {type: unit, might: 2}
  Autel: {type: battlefield}
  Pont: {type: battlefield}
setup:
  turn: {player: A, phase: main}
  players:
    A: {points: POINTS, main_deck: 2}
    B: {points: 3}
  battlefields:
    - {card: Autel, id: autel, units: {A: [{card: Soldat, id: u1}]}}
    - {card: Pont, id: pont, SCORED units: {A: [{card: Soldat, id: u2}]}}
actions:
"""


def run(actions: str, points: int = 3, pont_scored: bool = False) -> Any:
    scored = "controller: A, scored_this_turn: [A]," if pont_scored else ""
    return run_text(HEAD.replace("POINTS", str(points)).replace("SCORED", scored) + actions)


def kinds(result: Any) -> list[str]:
    return [e.kind for e in result.events]


def test_take_control_scores_nothing() -> None:
    result = run("  - take_control: {player: A, battlefield: autel}\n")
    assert result.error is None
    assert result.state["players"]["A"]["points"] == 3
    assert "gain_point" not in kinds(result)
    event = next(e for e in result.events if e.kind == "take_control")
    assert "190.2.b" in event.rules and "sans marquer de point" in render_event(event)


def test_conquest_point_is_one_per_battlefield_per_turn() -> None:
    result = run(
        "  - conquer: {player: A, battlefield: autel}\n"
        "  - take_control: {player: B, battlefield: autel}\n"
        "  - conquer: {player: A, battlefield: autel}\n"
    )
    assert result.error is None
    assert result.state["players"]["A"]["points"] == 4
    second = [e for e in result.events if e.kind == "conquer"][1]
    assert second.data["scored"] is False and second.data["reason"] == "already_scored"
    assert "470" in second.rules and "aucun point" in render_event(second)


def test_final_conquest_point_needs_every_battlefield_scored() -> None:
    short = run("  - conquer: {player: A, battlefield: autel}\n", points=7)
    assert short.state["players"]["A"]["points"] == 7
    instead = next(e for e in short.events if e.kind == "draw_instead_of_point")
    assert instead.data["missing"] == ["pont"] and "471.1.b.1" in instead.rules
    assert short.state["winner"] is None
    full = run("  - conquer: {player: A, battlefield: autel}\n", points=7, pont_scored=True)
    assert full.state["players"]["A"]["points"] == 8 and full.state["winner"] == "A"
    assert "draw_instead_of_point" not in kinds(full)


def test_hold_point_is_never_restricted() -> None:
    result = run(
        "  - take_control: {player: A, battlefield: autel}\n  - hold: {player: A, battlefield: autel}\n",
        points=7,
    )
    assert result.state["players"]["A"]["points"] == 8 and result.state["winner"] == "A"
    point = next(e for e in result.events if e.kind == "gain_point")
    assert point.data["reason"] == "hold" and "471.1.a.1" in point.rules


def test_hold_needs_control_and_conquer_needs_someone_elses() -> None:
    hold = run("  - hold: {player: A, battlefield: autel}\n")
    assert hold.error is not None and hold.error.code == "illegal_action" and "469.2" in hold.error.message
    conquer = run("  - conquer: {player: A, battlefield: pont}\n", pont_scored=True)
    assert conquer.error is not None and conquer.error.code == "illegal_action"


def test_a_hold_ability_triggers_after_the_point_and_a_conquest_does_not_trigger_it() -> None:
    text = """name: x
setup:
  turn: {player: A, phase: beginning}
  players:
    A: {points: 1}
    B: {}
  battlefields: [{card: Fosse de combat navori, id: bf, controller: A, units: {A: [{card: Soldat, id: u1}]}}]
cards:
  Soldat: {type: unit, might: 2}
actions:
  - hold: {player: A, battlefield: bf}
  - resolve: all
"""
    result = run_text(text)
    assert result.error is None, result.error
    order = [e.kind for e in result.events if e.kind in ("gain_point", "trigger", "buff")]
    # 471: the point first, then the hold ability (471.2.b) on the chain; « ici » is the Fosse.
    assert order == ["gain_point", "trigger", "buff"]
    trigger = next(e for e in result.events if e.kind == "trigger")
    assert "383.4.d" in trigger.rules and "lorsque vous occupez ici" in render_event(trigger)
    # The same battlefield has no conquest ability: conquering it triggers nothing.
    conquered = run_text(text.replace("controller: A, ", "").replace("hold:", "conquer:"))
    assert conquered.error is None and conquered.state["players"]["A"]["points"] == 2
    assert "trigger" not in kinds(conquered)


LEGEND = """name: x
setup:
  players:
    A: {legend: {card: Aîné de la forêt}}
    B: {}
  battlefields: [{card: Autel, id: autel, units: {A: [Soldat], B: [Soldat]}}]
cards:
  Soldat: {type: unit, might: 2}
  Autel: {type: battlefield}
actions:
  - conquer: {player: WHO, battlefield: autel, choices: CHOICES}
"""


def test_a_when_you_conquer_ability_speaks_of_its_controller_only() -> None:
    # 383.4.c.2: « lorsque vous conquérez » of A's legend triggers when A conquers, not when B does.
    mine = run_text(LEGEND.replace("WHO", "A").replace("CHOICES", "[{use_trigger: false}]"))
    assert [e.data["card"]["name"] for e in mine.events if e.kind == "trigger"] == ["Aîné de la forêt"]
    theirs = run_text(LEGEND.replace("WHO", "B").replace("CHOICES", "[]"))
    assert theirs.error is None and "trigger" not in kinds(theirs)


def test_an_unscored_conquest_triggers_nothing() -> None:
    # 471.2.c: already scored this turn, no point and no conquest ability.
    text = LEGEND.replace("WHO", "A").replace("CHOICES", "[]")
    text = text.replace("id: autel,", "id: autel, scored_this_turn: [A],")
    result = run_text(text)
    assert result.error is None and "trigger" not in kinds(result)


def test_two_v_two_teammate_battlefield_gives_no_point() -> None:
    text = """name: x
setup:
  mode: 2v2
  turn: {player: A1, phase: main, number: 5}
  players:
    A1: {team: bleu, points: 4}
    B1: {team: rouge}
    A2: {team: bleu, points: 4}
    B2: {team: rouge}
  battlefields: [{card: Autel, id: autel, controller: A2, units: {A1: [Soldat]}}]
cards:
  Soldat: {type: unit, might: 2}
  Autel: {type: battlefield}
actions:
  - conquer: {player: A1, battlefield: autel}
"""
    result = run_text(text)
    assert result.error is None and result.state["players"]["A1"]["points"] == 4
    event = next(e for e in result.events if e.kind == "conquer")
    assert event.data["reason"] == "teammate_held" and "469.1.a" in event.rules


def test_scoring_step_holds_each_controlled_battlefield_once() -> None:
    text = """name: x
setup:
  turn: {player: A, phase: awaken}
  players:
    A: {points: 1}
    B: {}
  battlefields:
    - {card: Autel, id: autel, controller: A, units: {A: [Soldat]}}
    - {card: Pont, id: pont, controller: A, scored_this_turn: [A], units: {A: [Soldat]}}
    - {card: Forge, id: forge, controller: B, units: {B: [Soldat]}}
cards:
  Soldat: {type: unit, might: 2}
  Autel: {type: battlefield}
  Pont: {type: battlefield}
  Forge: {type: battlefield}
actions:
  - next_phase:
"""
    result = run_text(text)
    assert result.error is None
    holds = [e for e in result.events if e.kind == "hold"]
    # 315.2.b.2: the turn player's battlefields only; the one already scored this turn gives nothing (470).
    assert [(e.data["battlefield"], e.data["scored"]) for e in holds] == [("autel", True)]
    assert result.state["players"]["A"]["points"] == 2
    fosse = text.replace("{card: Autel, id: autel", "{card: Fosse de combat navori, id: autel")
    waiting = run_text(fosse)
    # 471.2.b: the Fosse's hold ability waits on the chain; the phase goes on once it is empty (335).
    assert waiting.error is None and waiting.state["chain"][0]["name"] == "Fosse de combat navori"
