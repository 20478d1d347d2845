"""« Si elle meurt » (`target_died`) is read at the cleanup that follows the resolution (428.5.c, the FAQ of
Immortal Phoenix): the draw of Disintegrate waits for the death, and an action that waits for a choice in the
continuation leaves nothing half done."""

from __future__ import annotations

from judge.corpus.abilities import effects as fx
from judge.corpus.abilities.conditions import TargetDied
from judge.engine.cards import CardDef
from judge.engine.decisions import Decision
from judge.engine.effects import AwaitingDeath, Context
from judge.engine.game import Game
from judge.engine.interpreted import INTERPRETED, runs_abilities
from judge.engine.removal import kill_cards
from judge.engine.snapshot import full_state
from judge.scenario.board import build_game
from judge.scenario.loader import load_text
from judge.scenario.verbs import to_action

BOARD = """name: si elle meurt
cards:
  Plaine d'essai: {type: battlefield}
  Mur de trois: {type: unit, might: 3, cost: {energy: 3}}
  Sort d'essai:
    type: spell
    cost: {energy: 1}
    domains: [fury]
    text: "Infligez 3 à une unité ; si elle meurt, défaussez 1 carte."
    abilities:
      - spell:
          targets: [{name: cible, filter: {kind: unit}}]
          effects:
          - damage: {amount: 3, to: cible}
          - if:
              condition: {target_died: cible}
              effects: [discard: 1]
setup:
  turn: {player: A, phase: main}
  players:
    A:
      hand: [{card: Sort d'essai, id: s}, {card: Disintegrate, id: d}, {card: Charm, id: c}]
      main_deck: 3
      runes: [fury, fury, fury, fury, fury]
    B: {}
  battlefields:
    - card: Plaine d'essai
      id: nord
      controller: B
      units: {B: [{card: Mur de trois, id: m3}]}
actions:
  - play: {player: A, card: s, targets: [m3], pay: {exhaust: 1}}
  - resolve: all
"""


def _played() -> Game:
    scenario = load_text(BOARD, "si_elle_meurt.yaml")
    game = build_game(scenario)
    game.apply(to_action(game, scenario.actions[0], scenario.filename, scenario.aliases), step=0)
    return game


def test_disintegrate_runs_its_abilities_as_declared() -> None:
    assert ("condition", "target_died") in INTERPRETED
    game = _played()
    disintegrate = next(c.definition for c, _z in game.all_cards() if c.alias == "d")
    assert isinstance(disintegrate, CardDef) and runs_abilities(disintegrate)


def test_a_choice_in_the_continuation_waits_with_the_board_untouched_then_resumes() -> None:
    scenario = load_text(BOARD, "si_elle_meurt.yaml")
    game = _played()
    before = full_state(game)
    decision = game.apply(to_action(game, scenario.actions[1], scenario.filename, scenario.aliases), step=1)
    # the unit died at the cleanup, then the continuation asks which card to discard (422)
    assert isinstance(decision, Decision) and decision.choice == "discard"
    after = full_state(game)
    assert {**after, "pending": None} == {**before, "pending": None}  # rewound: no damage, nothing waiting
    assert game.awaiting_deaths == []
    game.answer("c")
    zones = {c.alias: z for c, z in game.all_cards()}
    assert (zones["m3"], zones["c"], zones["d"]) == ("trash", "trash", "hand")
    assert game.awaiting_deaths == []


TWINS = """name: deux murs
cards:
  Plaine d'essai: {type: battlefield}
  Mur de trois: {type: unit, might: 3, cost: {energy: 3}}
setup:
  turn: {player: A, phase: main}
  players:
    A: {}
    B: {}
  battlefields:
    - card: Plaine d'essai
      id: nord
      controller: B
      units: {B: [{card: Mur de trois}, {card: Mur de trois}]}
actions: []
"""


def test_the_awaited_death_is_this_very_card_not_its_unnamed_twin() -> None:
    # Two look-alikes with no scenario id: killing the other must not count as the awaited target's
    # death (428.2); read by alias (None == None), it would have.
    game = build_game(load_text(TWINS, "deux_murs.yaml"))
    field = game.battlefields[0].card
    target, twin = [c for c, zone in game.all_cards() if zone == "battlefield:nord" and c is not field]
    assert target.alias is None and twin.alias is None
    game.awaiting_deaths.append(
        AwaitingDeath(Context(game, "A", None), target, fx.If(condition=TargetDied(ref="cible")))
    )
    kill_cards(game, [twin])
    assert not game.awaiting_deaths[-1].killed
    kill_cards(game, [target])
    assert game.awaiting_deaths[-1].killed
