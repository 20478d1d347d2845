"""Files written by outsiders strictly against spec/scenario-format.md: the spellings it allows."""

from __future__ import annotations

import pytest

from judge.errors import ScenarioError
from judge.scenario.loader import load_text
from judge.scenario.runner import run_text

_BOARD = """name: "essai"
setup:
  players:
    A: {hand: [Charm], legend: {card: Loose Cannon, id: leg}}
    B: {}
  battlefields: [{card: Fosse de combat navori, id: bf}]
actions:
  - ACTION
"""


EMPTY_RESOLVES = [
    "resolve: {count: 1}", "resolve: {all: true}", "resolve: all", "resolve: 2", "resolve: {count: all}",
]  # fmt: skip


@pytest.mark.parametrize("action", EMPTY_RESOLVES)
def test_resolve_on_an_empty_chain_does_nothing(action: str) -> None:
    result = run_text(_BOARD.replace("ACTION", action), filename="essai.yaml")
    assert result.error is None and not [e for e in result.events if e.kind == "resolve"]


def test_pass_without_a_chain_is_refused() -> None:
    result = run_text(_BOARD.replace("ACTION", "pass: {player: A}"), filename="essai.yaml")
    assert result.error is not None and result.error.code == "illegal_action"
    assert "339" in result.error.message


def test_resolve_bare_word_other_than_all_is_a_clear_error() -> None:
    with pytest.raises(ScenarioError) as err:
        load_text(_BOARD.replace("ACTION", "resolve: tout"), "essai.yaml")
    assert err.value.line == 8 and "mapping" in err.value.message


_TEAMS = """name: "2c2"
setup:
  mode: 2v2
  players:
    A: {team: rouge, points: A_POINTS}
    B: {team: bleu}
    C: {team: rouge, C_POINTS}
    D: {team: bleu}
actions: []
"""


def test_team_score_written_on_one_teammate_is_shared() -> None:
    text = _TEAMS.replace("A_POINTS", "10").replace(", C_POINTS", "")
    result = run_text(text + "expect: {state: {players.C.points: 10}}\n", filename="t.yaml")
    assert result.ok, result.failures


def test_two_different_team_scores_are_still_an_error() -> None:
    text = _TEAMS.replace("A_POINTS", "10").replace("C_POINTS", "points: 4")
    with pytest.raises(ScenarioError, match=r"489\.8\.d\.1"):
        load_text(text, "t.yaml")


_MOVE = """name: "dépl"
setup:
  turn: {player: A, phase: main}
  players:
    A: {base: [{card: Stalwart Poro, id: p}], hand: [{card: Charm, id: c1}, {card: Charm, id: c2}]}
    B: {}
  battlefields: [{card: Navori Fighting Pit, id: bf}]
actions:
  - move: {unit: p, to: bf, standard: true}
  - banish: {targets: [c1, c2]}
  - gain_points: {player: A, count: 2}
expect:
  events: [PATTERN]
"""


@pytest.mark.parametrize(
    ("pattern", "ok"),
    [
        ("{kind: move, to: bf}", True),
        ("{kind: move, to: 'battlefield:bf'}", True),
        ("{kind: move, from: base, to: bf}", True),
        ("{kind: move, to: base}", False),
        ("{kind: move, card: Stalwart Poro}", True),
        ("{kind: move, card: Charm}", False),
        ("{kind: action, card: c2}", True),
        ("{kind: action, cards: [c2, c1]}", True),
        ("{kind: action, cards: [c1]}", False),
        ("{kind: banish, cards: [c2]}", True),
        ("{kind: gain_point, count: 2}", True),
        ("{kind: gain_point, count: 1}", False),
    ],
)
def test_event_fields_read_as_the_action_is_written(pattern: str, ok: bool) -> None:
    result = run_text(_MOVE.replace("PATTERN", pattern), filename="m.yaml")
    assert result.error is None
    assert result.ok is ok, result.failures
