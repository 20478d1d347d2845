"""Random action sequences (OpenSpiel's habit): no crash, invariants after every step, same
seed same trace."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from judge.scenario.runner import run_text

BOARD = """name: aléatoire
seed: {seed}
cards:
  Soldat d'essai: {{type: unit, might: 2, cost: {{energy: 2}}}}
  Champ d'essai: {{type: battlefield}}
setup:
  turn: {{player: A, phase: main}}
  players:
    A:
      main_deck: [{{card: Charm, id: d1}}, 2]
      trash: [{{card: Charm, id: t1}}, 1]
      hand: [{{card: Charm, id: h1}}]
      base:
        - {{card: Soldat d'essai, id: s1}}
        - {{card: Soldat d'essai, id: s2, exhausted: true}}
        - {{card: Recrue, id: k1, damage: 0}}
      rune_deck: [fury, calm]
      runes: [{{domain: fury, id: r1}}]
    B:
      main_deck: 1
      base: [{{card: Soldat d'essai, id: e1}}]
  battlefields:
    - {{card: Champ d'essai, id: bf1}}
actions:
{actions}
"""

ALIASES = ["d1", "t1", "h1", "s1", "s2", "e1", "r1", "k1"]
PLAYERS = st.sampled_from("AB")
COUNTS = st.integers(0, 5)
action = st.one_of(
    st.builds(lambda p, n: f"draw: {{player: {p}, count: {n}}}", st.sampled_from("AB"), st.integers(0, 6)),
    st.builds(lambda p, n: f"burn: {{player: {p}, count: {n}}}", st.sampled_from("AB"), st.integers(0, 6)),
    st.builds(lambda n: f"look: {{player: A, count: {n}, then: [{{to: trash, count: 1}}]}}", COUNTS),
    st.builds(
        lambda v, a: f"{v}: {{targets: [{a}]}}",
        st.sampled_from(["exhaust", "ready", "kill", "banish", "recycle", "discard"]),
        st.sampled_from(ALIASES),
    ),
    st.builds(
        lambda a, to, std: f"move: {{unit: {a}, to: {to}, standard: {std}}}",
        st.sampled_from(["s1", "s2", "e1", "k1"]),
        st.sampled_from(["bf1", "base"]),
        st.sampled_from(["true", "false"]),
    ),
    st.builds(lambda p, n: f"gain_points: {{player: {p}, count: {n}}}", PLAYERS, st.integers(0, 2)),
    st.just("end_turn:"),
    st.just("next_phase:"),
)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**16), st.lists(action, min_size=1, max_size=12))
def test_random_play_keeps_the_invariants(seed: int, actions: list[str]) -> None:
    text = BOARD.format(seed=seed, actions="\n".join(f"  - {a}" for a in actions))
    first = run_text(text)  # every reference is an id: never a ScenarioError
    assert [f for f in first.failures if f.what == "invariant"] == []
    if first.error is not None:
        assert first.error.code in {"illegal_action", "not_modelled", "step_limit", "choice_required"}
    second = run_text(text)
    assert [e.to_json() for e in first.events] == [e.to_json() for e in second.events]
