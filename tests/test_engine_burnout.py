"""Burn out (431) through the engine: the seeded order, repeated burn out, the immediate win,
the choice of opponent, the step limit."""

from __future__ import annotations

from judge.engine.limits import STEP_LIMIT
from judge.scenario.runner import run_text

BOARD = """name: x
seed: {seed}
setup:
  players:
    A:
      main_deck: 0
      trash:
        - {{card: Charm, id: r1}}
        - {{card: Charm, id: r2}}
        - {{card: Charm, id: r3}}
        - {{card: Charm, id: r4}}
        - {{card: Charm, id: r5}}
    B: {{points: {points}}}
actions:
  - draw: {{player: A, count: {count}}}
"""


def _order(seed: int) -> list[str]:
    result = run_text(BOARD.format(seed=seed, points=0, count=1))
    recycled = next(e for e in result.events if e.kind == "recycle")
    return [c["id"] for c in recycled.data["cards"]]


def test_same_file_and_seed_give_the_same_trace() -> None:
    text = BOARD.format(seed=3, points=0, count=2)
    first, second = run_text(text), run_text(text)
    assert [e.to_json() for e in first.events] == [e.to_json() for e in second.events]


def test_the_seed_decides_the_recycled_order() -> None:
    orders = {tuple(_order(seed)) for seed in range(8)}
    assert len(orders) > 1
    assert all(sorted(o) == ["r1", "r2", "r3", "r4", "r5"] for o in orders)


def test_empty_deck_alone_does_nothing() -> None:
    result = run_text(BOARD.format(seed=0, points=0, count=0))
    assert not [e for e in result.events if e.kind == "burnout"]
    assert result.state["players"]["B"]["points"] == 0


def test_repeated_burn_out_wins_at_once_from_the_second_point() -> None:
    text = """name: x
setup:
  players:
    A: {main_deck: 0, trash: 0, points: 3}
    B: {points: 6}
actions:
  - draw: {player: A, count: 1}
"""
    result = run_text(text)
    kinds = [str(e.kind) for e in result.events]
    assert kinds.count("burnout") == 2
    win = next(e for e in result.events if e.kind == "win")
    assert win.data["immediate"] is True and "431.3.c.1" in win.rules
    assert result.state["winner"] == "B" and result.state["players"]["B"]["points"] == 8
    assert "draw" not in kinds  # the draw never finishes: the game is over


def test_first_burn_out_point_waits_for_cleanup() -> None:
    text = """name: x
setup:
  players:
    A: {main_deck: 0, trash: 2}
    B: {points: 7}
actions:
  - draw: {player: A, count: 1}
"""
    result = run_text(text)
    kinds = [str(e.kind) for e in result.events]
    assert kinds.index("win") > kinds.index("draw")  # the draw is finished first
    win = next(e for e in result.events if e.kind == "win")
    assert win.data["immediate"] is False and "323.1" in win.rules


def test_2v2_asks_which_opponent_and_stops_with_choice_required() -> None:
    text = """name: x
setup:
  mode: 2v2
  players:
    A: {team: r, trash: 1}
    B: {team: b}
    C: {team: r}
    D: {team: b}
actions:
  - draw: {player: A, count: 1}
"""
    result = run_text(text)
    assert result.error is not None and result.error.code == "choice_required"
    assert result.error.details == {
        "step": 0,
        "choice": "burnout_opponent",
        "player": "A",
        "options": ["B", "D"],
    }
    assert not result.ok
    answered = run_text(text.replace("count: 1}", "count: 1, choices: [D]}"))
    assert answered.error is None
    assert answered.state["players"]["D"]["points"] == 1 and answered.state["players"]["B"]["points"] == 1


def test_unreachable_victory_stops_at_the_step_limit() -> None:
    text = """name: x
setup:
  victory_score: 100000
  players:
    A: {main_deck: 0}
    B: {}
actions:
  - draw: {player: A, count: 1}
"""
    result = run_text(text)
    assert result.error is not None and result.error.code == "step_limit"
    assert str(STEP_LIMIT) in result.error.message
    # The looping draw is rewound as a whole: no point given, no burn out left in the log.
    assert result.state["players"]["B"]["points"] == 0
    assert [e.kind for e in result.events] == []
