"""What the engine keeps to go faster never outlives the game or grows without limit (a long-running server
reads many scenarios, each with its own inline cards), and the random generator that a snapshot rewinds
without copying its state draws exactly as Python's."""

from __future__ import annotations

import gc
import random
import weakref

from judge.corpus.abilities.kinds import Triggered
from judge.engine import play
from judge.engine.rng import GameRandom
from judge.engine.state import Zone
from judge.scenario.board import build_game
from judge.scenario.loader import load_text
from judge.scenario.runner import run_scenario

GAME = """name: "essai {n}"
cards:
  Soldat d'essai {n}: {{type: unit, might: 2, cost: {{energy: 2}}}}
  Gardien d'essai {n}:
    type: unit
    might: 2
    abilities:
      - triggered: {{when: {{dies: {{filter: {{kind: unit, other: true}}}}}}, effects: [draw: 1]}}
  Bouclier d'essai {n}:
    type: unit
    might: 3
    abilities:
      - replacement: {{replaces: {{would_die: {{filter: {{kind: unit, side: enemy}}}}}}, outcome: skip}}
setup:
  turn: {{player: A, phase: main}}
  players:
    A:
      main_deck: 3
      base:
        - {{card: "Gardien d'essai {n}", id: g}}
        - {{card: "Soldat d'essai {n}", id: s}}
        - {{card: "Bouclier d'essai {n}", id: b}}
    B: {{main_deck: 3}}
actions:
  - kill: {{target: s}}
  - resolve: all
"""


def test_a_finished_games_inline_cards_are_not_kept_by_the_engine() -> None:
    """Triggered and replacement abilities are read once per definition and kept on it: once the games
    are over, nothing keeps their definitions alive, however many distinct games were played."""
    gone: list[weakref.ref[object]] = []
    for n in range(30):
        scenario = load_text(GAME.format(n=n), f"essai_{n}.yaml")
        result = run_scenario(scenario)
        assert result.ok, result.error  # the guardian drew when the soldier died: the caches were used
        assert [e.kind for e in result.events].count("trigger") == 1
        gone.extend(weakref.ref(d) for d in scenario.cards.values())
        del scenario, result
    gc.collect()
    assert gone and all(ref() is None for ref in gone)


def test_the_memo_of_triggered_abilities_not_run_stays_bounded() -> None:
    """`play.triggered_problem` remembers its answer per ability, never more than its limit."""
    limit = play.TRIGGERED_PROBLEMS_LIMIT
    kept = [Triggered(effects=()) for _ in range(limit + 50)]  # distinct objects, all alive
    for ability in kept:
        assert play.triggered_problem(ability) is None
    assert len(play._TRIGGERED_PROBLEMS) <= limit
    assert play.triggered_problem(kept[0]) is None  # asked again after the memo was emptied: the same


def test_the_games_generator_shuffles_as_pythons_for_the_same_seed() -> None:
    for seed in range(20):
        ours, python = GameRandom(seed), random.Random(seed)
        for size in (2, 3, 7, 30):
            a, b = list(range(size)), list(range(size))
            ours.shuffle(a)
            python.shuffle(b)
            assert a == b
        assert ours.getstate() == python.getstate()


def test_a_checkpoint_rewinds_the_generator_to_its_state_then_even_nested() -> None:
    rng = GameRandom(7)
    outer = rng.checkpoint()
    at_outer = rng.getstate()
    rng.shuffle(list(range(10)))
    inner = rng.checkpoint()
    at_inner = rng.getstate()
    rng.random()
    rng.rewind(inner)
    assert rng.getstate() == at_inner
    rng.rewind(outer)
    assert rng.getstate() == at_outer
    untouched = rng.checkpoint()
    rng.rewind(untouched)  # nothing drawn since: nothing to put back
    assert rng.getstate() == at_outer


def test_a_refused_action_after_a_shuffle_leaves_the_generator_as_before() -> None:
    """The snapshot of `apply` rewinds the generator: the next shuffle is the one the refused action had."""
    game = build_game(load_text(GAME.format(n=0), "essai.yaml"))
    before = game.rng.getstate()
    twin = game.copy()
    assert twin.rng.getstate() == before and isinstance(twin.rng, GameRandom)
    from judge.engine import snapshot

    snap = snapshot.take(game)
    game.rng.shuffle(game.players["A"].zone(Zone.MAIN_DECK))
    snapshot.restore(game, snap)
    assert game.rng.getstate() == before


def test_the_replacement_steps_walk_finds_what_all_cards_lists_in_its_order() -> None:
    """`replacements_cards.sources` is `all_cards` without the cards that replace nothing: the same
    cards, zones and order, on every scenario board of the project (gear, chain, battlefields)."""
    from pathlib import Path

    from judge.engine import replacements_cards
    from judge.scenario.loader import load_file

    seen = 0
    for path in sorted(Path(__file__).resolve().parents[1].joinpath("scenarios").rglob("*.yaml")):
        game = build_game(load_file(path))
        everything = game.all_cards()
        expected = [(c, z) for c, z in everything if c.definition and c.definition.replacement_abilities]
        assert replacements_cards.sources(game) == expected, path
        seen += bool(expected)
    assert seen >= 10  # boards with replacement abilities were among them
