"""Cards' replacement effects and creations, as rulings: each test a small board and what the rules
say happens (367–375, 443, 179–187, 477.1.b). The boards that only decide the state are scenarios under
`scenarios/remplacements/` and `scenarios/creations/`."""

from __future__ import annotations

from judge.corpus.abilities.kinds import Triggered
from judge.engine import actions as act
from judge.engine.cards import CardType, default_catalogue
from judge.engine.decisions import CHOICE_NAMES, Decision
from judge.engine.events import EventKind
from judge.engine.game import Game
from judge.engine.interpreted import runs_abilities
from judge.engine.snapshot import full_state
from judge.engine.tokens import copied
from judge.render import render_event
from judge.scenario.board import build_game
from judge.scenario.loader import load_text

#: A unit whose death is replaced by… its own death: 370.2 says the replacement applies once.
STUBBORN = """name: x
cards:
  Soldat têtu:
    type: unit
    might: 2
    abilities:
      - replacement:
          replaces: {would_die: {to: self}}
          outcome: {instead: {effects: [kill: self]}}
  Soldat d'essai: {type: unit, might: 2}
  Champ d'essai: {type: battlefield}
setup:
  turn: {player: A, phase: main}
  players:
    A:
      base: [{card: Soldat têtu, id: t}, {card: Sablier de Zhonya, id: z}]
    B: {}
  battlefields:
    - card: Champ d'essai
      id: bf
      units: {A: [{card: Soldat d'essai, id: u, attached: [{card: Ange gardien, id: ange}]}]}
actions: []
"""


def _game() -> Game:
    return build_game(load_text(STUBBORN))


def _zone(game: Game, alias: str) -> str | None:
    card = game.card_by_alias(alias)
    assert card is not None
    return game.zone_of(card)


def _kill(game: Game, alias: str, choices: tuple[object, ...] = ()) -> object:
    card = game.card_by_alias(alias)
    assert card is not None
    return game.apply(act.Kill(targets=(card.uid,), choices=choices))


def test_a_replacement_applies_once_to_an_event_and_to_what_replaces_it() -> None:
    # 370.2: « kill me instead » replaces the death with another death, which it cannot replace again; the
    # Sablier de Zhonya (any friendly unit) applies too, so the player orders them (372.1). Ordered first,
    # the unit's own replacement applies; the death it makes is a new event the Sablier may still replace:
    # the Sablier is killed instead and the unit stays in its base. Nothing loops.
    game = _game()
    decision = _kill(game, "t")
    assert isinstance(decision, Decision) and decision.choice == "replacement_order"
    assert set(decision.options) == {"t", "z"} and decision.player == "A"
    assert game.answer("t") is None
    replaces = [e for e in game.log if e.kind is EventKind.REPLACE]
    # the replacing death is a new event: the Sablier may still replace it (370.2 allows another one)
    assert [e.data["source"]["id"] for e in replaces] == ["t", "z"]
    assert _zone(game, "t") == "base" and _zone(game, "z") == "trash"


def test_an_unanswered_order_of_replacements_is_a_question_to_the_judge() -> None:
    game = _game()
    before = full_state(game)
    decision = _kill(game, "u")  # Ange gardien and the Sablier both apply (372.1)
    assert isinstance(decision, Decision) and decision.rules == ("372", "372.1")
    assert full_state(game)["zones"] == before["zones"]  # rewound exactly, waiting
    assert "replacement_order" in CHOICE_NAMES and "apply_replacement" in CHOICE_NAMES


def test_trying_an_action_on_a_copy_never_touches_the_original() -> None:
    # A replacement's closures keep uids: applying on `Game.copy` (what `legal_actions` does) leaves the
    # original board as it was.
    game = _game()
    before = full_state(game)
    twin = game.copy()
    _kill(twin, "u", ({"replacement_order": "ange"},))
    assert _zone(twin, "ange") == "trash" and _zone(game, "ange") == "battlefield:bf"  # still attached
    assert full_state(game) == before


def test_the_replace_sentence_says_what_was_replaced() -> None:
    game = _game()
    _kill(game, "u", ({"replacement_order": "ange"},))
    (event,) = [e for e in game.log if e.kind is EventKind.REPLACE]
    assert event.data["replaced"] == "die" and event.data["outcome"] == "instead"
    assert render_event(event).startswith("Au lieu de mourir, « Soldat d'essai » : l'effet de remplacement")
    assert "370.1.b" in event.rules


def test_the_shadow_clone_is_the_token_rule_187_11_describes() -> None:
    clone = default_catalogue().get("Clone des ombres")
    assert clone is not None and clone.type is CardType.TOKEN
    assert clone.might == 0 and clone.domains == () and clone.cost.energy == 0  # 185.3.a.1, 185.3.b
    (attack,) = clone.abilities
    assert isinstance(attack, Triggered) and attack.when is not None and attack.when.KEY == "attacks"
    assert attack.optional  # « vous pouvez » bannir une unité de votre défausse
    banish, if_you_do = attack.effects
    assert banish.KEY == "banish" and if_you_do.KEY == "if_you_do"
    (grant,) = if_you_do.effects  # type: ignore[attr-defined]
    assert [str(k) for k in grant.keywords] == ["Assaut 4"] and grant.duration.value == "this_turn"


def test_a_copy_takes_the_copiable_characteristics_cost_included_not_the_might() -> None:
    cat = default_catalogue()
    reflet, broker = cat.get("Reflet"), cat.get("Marchande honnête")
    assert reflet is not None and broker is not None
    made = copied(reflet, broker)
    assert (made.name, made.cost, made.domains) == (broker.name, broker.cost, broker.domains)
    assert made.text == broker.text
    assert made.abilities == broker.abilities and made.keywords == broker.keywords
    assert made.type is CardType.TOKEN and made.might == 0  # 185.1.a; might is not copiable (477.1.b.1)
    for name in ("Sablier de Zhonya", "Tianna Crownguard", "Highlander", "Contre-attaque", "Image miroir"):
        card = cat.get(name)
        assert card is not None and runs_abilities(card), name
