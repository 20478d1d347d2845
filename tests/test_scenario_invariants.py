"""The invariants checked after every step catch a card lost, a card in two places, points going down."""

from __future__ import annotations

from judge.engine.state import Zone
from judge.scenario.board import build_game
from judge.scenario.invariants import Invariants
from judge.scenario.loader import load_text

TEXT = """name: x
setup:
  players:
    A: {hand: [{card: Charm, id: c1}], main_deck: 2, points: 3}
    B: {}
actions: []
"""


def _game_and_invariants():  # type: ignore[no-untyped-def]
    game = build_game(load_text(TEXT))
    return game, Invariants(game)


def test_a_clean_board_has_no_failures() -> None:
    game, inv = _game_and_invariants()
    assert inv.check(game, 0) == []


def test_a_lost_card_is_reported() -> None:
    game, inv = _game_and_invariants()
    game.players["A"].zone(Zone.HAND).clear()
    assert any("perdue" in f.message for f in inv.check(game, 0))


def test_a_card_in_two_places_is_reported() -> None:
    game, inv = _game_and_invariants()
    card = game.players["A"].zone(Zone.HAND)[0]
    game.players["A"].zone(Zone.TRASH).append(card)
    assert any("deux endroits" in f.message for f in inv.check(game, 0))


def test_points_going_down_are_reported() -> None:
    game, inv = _game_and_invariants()
    game.players["A"].points = 2
    failures = inv.check(game, 1)
    assert failures and failures[0].path == "players.A.points" and failures[0].step == 1
