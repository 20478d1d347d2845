"""`legal_actions(game)`: a query without side effects, and complete legality: every action it
offers applies without being refused, and an action it leaves out is refused before any event."""

from __future__ import annotations

import pytest

from judge.engine import actions as act
from judge.engine.game import Game
from judge.engine.snapshot import full_state
from judge.engine.state import Zone
from judge.errors import JudgeError
from judge.scenario.board import build_game
from judge.scenario.loader import load_text

BOARD = """name: actions légales
seed: 2
cards:
  Soldat d'essai: {type: unit, might: 2, cost: {energy: 2}}
  Équipement d'essai: {type: gear}
  Champ d'essai: {type: battlefield}
setup:
  turn: {player: A, phase: main}
  players:
    A:
      main_deck: 3
      trash: 2
      hand: [{card: Charm, id: h1}]
      base:
        - {card: Soldat d'essai, id: s1}
        - {card: Soldat d'essai, id: s2, exhausted: true}
        - {card: Soldat d'essai, id: s3, attached: [{card: Équipement d'essai, id: g1}]}
      runes: [{domain: fury, id: r1}]
    B: {main_deck: 1, base: [{card: Soldat d'essai, id: e1}]}
  battlefields:
    - {card: Champ d'essai, id: bf1}
actions: []
"""


def _game() -> Game:
    return build_game(load_text(BOARD, "legal.yaml"))


def test_listing_the_legal_actions_changes_nothing() -> None:
    game = _game()
    before = full_state(game)
    offered = game.legal_actions()
    assert offered and full_state(game) == before


def test_every_offered_action_applies_without_being_refused() -> None:
    offered = _game().legal_actions()
    verbs = {a.verb for a in offered}
    assert {"draw", "exhaust", "move", "kill", "discard", "end_turn"} <= verbs
    for action in offered:
        game = _game()
        game.apply(action)  # raises if legality accepted what the performer then refuses


def test_exhausting_a_card_in_hand_is_refused_before_any_event() -> None:
    game = _game()
    hand = game.players["A"].zone(Zone.HAND)[0]
    assert hand.alias == "h1"
    assert act.Exhaust(targets=(hand.uid,)) not in game.legal_actions()
    before = full_state(game)
    with pytest.raises(JudgeError, match=r"414\.1"):
        game.apply(act.Exhaust(targets=(hand.uid,)))
    assert full_state(game) == before and game.log == []


def test_a_standard_move_of_an_exhausted_unit_is_not_offered() -> None:
    game = _game()
    s2 = next(c for c, _z in game.all_cards() if c.alias == "s2")
    assert act.Move(units=(s2.uid,), to="bf1", standard=True) not in game.legal_actions()
    assert act.Move(units=(s2.uid,), to="bf1", standard=False) in game.legal_actions()
