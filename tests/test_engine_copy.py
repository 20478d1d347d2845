"""`Game.copy()` is an exact snapshot: the way a play will rewind the costs it paid.

The copy and the original, given the same actions, write the same log and reach the same
board (the random generator's state is copied too); changing one never changes the other.
"""

from __future__ import annotations

from judge.engine.game import Game
from judge.engine.state_paths import state_dict
from judge.scenario.board import build_game
from judge.scenario.loader import load_text
from judge.scenario.model import Scenario
from judge.scenario.verbs import to_action

BOARD = """name: copie
seed: 3
cards:
  Soldat d'essai: {type: unit, might: 2, cost: {energy: 2}}
  Équipement d'essai: {type: gear}
setup:
  players:
    A:
      main_deck: 2
      trash: 7
      base:
        - {card: Soldat d'essai, id: s1, attached: [{card: Équipement d'essai, id: g1}]}
        - {card: Soldat d'essai, id: s2, damage: 1}
    B: {main_deck: 3}
actions:
  - draw: {player: A, count: 4}
  - exhaust: {target: s2}
  - end_turn:
"""


def _play(game: Game, scenario: Scenario) -> None:
    for spec in scenario.actions:
        game.apply(to_action(game, spec, scenario.filename, scenario.aliases), step=spec.index)


def test_the_copy_replays_exactly_like_the_original() -> None:
    scenario = load_text(BOARD)
    game = build_game(scenario)
    game.rng.random()  # the generator has moved: its state, not its seed, must be copied
    twin = game.copy()
    _play(game, scenario)
    _play(twin, scenario)
    assert [e.to_json() for e in twin.log] == [e.to_json() for e in game.log]
    assert state_dict(twin) == state_dict(game)
    assert any(e.kind == "recycle" and e.data["count"] == 7 for e in game.log)  # a shuffle happened


def test_changing_the_copy_leaves_the_original_untouched() -> None:
    scenario = load_text(BOARD)
    game = build_game(scenario)
    before = state_dict(game)
    twin = game.copy()
    _play(twin, scenario)
    assert state_dict(game) == before and game.log == []
    assert state_dict(twin) != before


def test_cards_are_copied_and_definitions_shared() -> None:
    game = build_game(load_text(BOARD))
    twin = game.copy()
    pairs = list(zip(game.all_cards(), twin.all_cards(), strict=True))
    assert all(a is not b and a.uid == b.uid for (a, _za), (b, _zb) in pairs)
    assert all(a.definition is b.definition for (a, _za), (b, _zb) in pairs)
    s1 = next(c for c, _z in twin.all_cards() if c.alias == "s1")
    original_s1 = next(c for c, _z in game.all_cards() if c.alias == "s1")
    assert s1.attached[0] is not original_s1.attached[0] and s1.attached[0].alias == "g1"
    s1.attached.clear()
    assert original_s1.attached  # attachments are the card's own list, copied too
