"""A run's budget (judge.engine.limits): no board makes the engine work for seconds."""

from __future__ import annotations

import time

import pytest

from judge.engine.limits import (
    ACTION_LIMIT,
    BOARD_CARD_LIMIT,
    CARD_ACTION_LIMIT,
    RUN_EVENT_LIMIT,
    RUN_STEP_LIMIT,
)
from judge.errors import ScenarioError
from judge.scenario import budget
from judge.scenario.runner import run_text

HEAD = (
    "name: budget\nsetup:\n  victory_score: 100000\n  players:\n    A: {main_deck: 0, trash: 1}\n    B: {}\n"
)

#: Turns that draw without burning out: each player has a deck for 100 turns (315.4.b).
TURNS = (
    "name: budget\nsetup:\n  victory_score: 100000\n  players:\n"
    "    A: {main_deck: 60}\n    B: {main_deck: 60}\n"
)


def test_too_many_actions_is_an_invalid_file_before_any_work() -> None:
    board = HEAD + "actions:\n" + "  - end_turn\n" * 30_000
    start = time.perf_counter()
    with pytest.raises(ScenarioError) as caught:
        run_text(board, filename="long.yaml")
    assert "trop d'actions : 30000" in caught.value.message and str(ACTION_LIMIT) in caught.value.message
    assert caught.value.line == 8  # where the list of actions begins
    assert time.perf_counter() - start < 3


def test_actions_that_each_stay_under_the_step_limit_still_stop_at_the_run_budget() -> None:
    # Each burn of 150 cards burns out 150 times (431.5): under the 200 steps of one action,
    # but ten of them make 1500 steps, over the run's budget.
    board = HEAD + "actions:\n" + "  - burn: {player: A, count: 150}\n" * 10
    result = run_text(board)
    assert result.error is not None and result.error.code == "step_limit"
    assert f"{RUN_STEP_LIMIT} au plus" in result.error.message
    assert result.error.details["step"] < 9  # stopped before the last action
    assert len(result.events) <= RUN_EVENT_LIMIT + 1000


def test_the_event_budget_stops_a_long_run_with_its_line(monkeypatch: pytest.MonkeyPatch) -> None:
    # Each end_turn logs several events (action, phases, draw, cleanup, turn): 100 of them pass 50.
    monkeypatch.setattr(budget, "RUN_EVENT_LIMIT", 50)
    result = run_text(TURNS + "actions:\n" + "  - end_turn\n" * 100)
    assert result.error is not None and result.error.code == "step_limit"
    assert "événements dans la trace, 50 au plus" in result.error.message
    assert result.error.line == 8 + result.error.details["step"]  # the action that crossed it
    assert len(result.events) <= 50 + 20  # the action that crossed it is kept whole (one turn: ~15 events)


def test_a_step_limit_can_be_expected() -> None:
    board = (
        HEAD + "actions:\n" + "  - burn: {player: A, count: 150}\n" * 10 + "expect:\n  error: step_limit\n"
    )
    assert run_text(board).ok


def test_an_ordinary_board_is_far_from_the_budget() -> None:
    board = TURNS + "actions:\n" + "  - end_turn\n" * 100
    result = run_text(board)
    assert result.error is None and len(result.events) < RUN_EVENT_LIMIT


def test_a_big_board_with_many_actions_is_refused_before_any_work() -> None:
    # Every action looks at every card: 4,000 cards and 500 end_turn took 8 s.
    board = (
        "name: lourd\nsetup:\n  players:\n    A: {main_deck: 1000, trash: 1000, hand: 1000}\n"
        "    B: {main_deck: 1000}\nactions:\n" + "  - end_turn\n" * 500
    )
    start = time.perf_counter()
    with pytest.raises(ScenarioError) as caught:
        run_text(board, filename="lourd.yaml")
    assert "plateau trop lourd : 4000 cartes et 500 actions" in caught.value.message
    assert str(CARD_ACTION_LIMIT) in caught.value.message and caught.value.line == 7
    assert time.perf_counter() - start < 3


def test_a_board_of_too_many_cards_is_refused_before_they_are_made() -> None:
    players = "".join(f"    P{i}: {{main_deck: 1000, trash: 1000}}\n" for i in range(300))
    start = time.perf_counter()
    with pytest.raises(ScenarioError) as caught:
        run_text("name: x\nsetup:\n  players:\n" + players + "actions: []\n")
    assert f"jusqu'à 600000 cartes, {BOARD_CARD_LIMIT} au plus" in caught.value.message
    assert caught.value.line == 3 and time.perf_counter() - start < 2
