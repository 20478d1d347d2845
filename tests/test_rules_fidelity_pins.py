"""Each behaviour of the engine cites the rule that says it.

A pin is a small board, the event a behaviour produces, the rule number that event must
cite, and a few words that the French text of that rule must contain (checked against
`../shared/corpus/regles-du-jeu-fr-v1.4.txt`; that half skips without it). The words are
short markers chosen to tell a rule from its neighbours, never the rule's text: a wrong
citation (a neighbour, a renumbered rule) fails here with the rule's real text shown.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from typing import Any

import pytest
from test_rules_fidelity import official_rules

from judge.engine.game import VICTORY_SCORES
from judge.scenario.runner import RunResult, run_text

BOARD = """name: épingle
seed: 2
cards:
  Soldat d'essai: {type: unit, might: 2, cost: {energy: 2}}
  Éclaireur d'essai: {type: unit, might: 1, keywords: [Gank]}
  Champ d'essai: {type: battlefield}
  Autre champ: {type: battlefield}
setup:
  turn: {player: A, phase: PHASE}
  players:
    A:
      main_deck: [{card: Charm, id: d1}, 2]
      trash: [{card: Charm, id: t1}, 1]
      hand: [{card: Charm, id: h1}]
      base:
        - {card: Soldat d'essai, id: s1}
        - {card: Soldat d'essai, id: s2, exhausted: true}
        - {card: Recrue, id: k1}
      rune_deck: [fury, calm]
      runes: [{domain: fury, id: r1}, {domain: calm, id: r2}]
      rune_pool: {energy: 1}
      points: POINTS_A
    B:
      main_deck: 0
      trash: 0
      points: POINTS_B
      base: [{card: Soldat d'essai, id: e1, damage: 1}]
  battlefields:
    - card: Champ d'essai
      id: bf1
      units: {A: [{card: Éclaireur d'essai, id: g1}, {card: Soldat d'essai, id: a1}]}
    - {card: Autre champ, id: bf2}
actions:
"""


@dataclass(frozen=True)
class Pin:
    """A behaviour, the event that shows it, the rule it must cite and words of that rule."""

    name: str
    actions: str
    kind: str
    rule: str
    words: tuple[str, ...]
    data: dict[str, Any] = field(default_factory=dict)
    phase: str = "main"
    points: tuple[int, int] = (0, 0)


PINS = [
    Pin("déplacement standard : le coût est d'épuiser l'unité", "move: {unit: s1, to: bf1, standard: true}",
        "exhaust", "144.2", ("épuiser l'unité", "coût")),
    Pin("déplacement standard : coût d'épuisement (420)", "move: {unit: s1, to: bf1, standard: true}",
        "exhaust", "420.3.a", ("épuiser",)),
    Pin("déplacement standard de la base vers un champ", "move: {unit: s1, to: bf1, standard: true}",
        "move", "144.4.a", ("base vers un champ de bataille",)),
    Pin("déplacement standard : l'effet est le déplacement", "move: {unit: s1, to: bf1, standard: true}",
        "move", "420.3.b", ("déplacer",)),
    Pin("déplacement standard d'un champ vers la base", "move: {unit: g1, to: base, standard: true}",
        "move", "144.4.b", ("champ de bataille vers leur base",)),
    Pin("Gank : d'un champ de bataille à un autre", "move: {unit: g1, to: bf2, standard: true}",
        "move", "144.4.c.1", ("gank", "à un autre")),
    Pin("déplacement par un effet", "move: {unit: s2, to: bf1}", "move", "446.1", ("déplacement",)),
    Pin("déplacement causé par un effet", "move: {unit: s2, to: bf1}", "move", "449", ("effets de jeu",)),
    Pin("déplacement standard choisi par le joueur", "move: {unit: s1, to: bf1, standard: true}", "move",
        "448", ("déplacement standard",)),
    Pin("épuiser un élément déjà épuisé : rien", "exhaust: {target: s2}", "nothing", "414.1.c",
        ("déjà épuisé", "rien d'autre")),
    Pin("préparer une unité déjà prête : rien", "ready: {target: s1}", "nothing", "415.1.c",
        ("déjà préparée", "rien d'autre")),
    Pin("piocher : vers la main", "draw: {player: A, count: 1}", "draw", "413.1", ("main",)),
    Pin("brûler : vers la défausse", "burn: {player: A, count: 1}", "burn", "440.1", ("défausse",)),
    Pin("exténuation en piochant", "draw: {player: B, count: 1}", "burnout", "431.1.a",
        ("piocher plus de cartes",)),
    Pin("exténuation en brûlant", "burn: {player: B, count: 1}", "burnout", "431.1.b", ("défausse",)),
    Pin("exténuation : la défausse retourne dans le deck", "draw: {player: A, count: 5}", "recycle",
        "431.2.b", ("défausse", "deck principal")),
    Pin("exténuation : un adversaire gagne 1 point", "draw: {player: B, count: 1}", "gain_point", "431.2.c",
        ("adversaire", "1 point")),
    Pin("point d'exténuation : une façon de gagner des points", "draw: {player: B, count: 1}",
        "gain_point", "194.1.d", ("s'exténue",)),
    Pin("exténuations répétées : les points suivants ne s'empêchent pas", "draw: {player: B, count: 1}",
        "gain_point", "431.3.b", ("ni empêchés",), {"preventable": False}, points=(6, 0)),
    Pin("exténuations répétées : victoire immédiate", "draw: {player: B, count: 1}", "win", "431.3.c.1",
        ("immédiatement", "sans avoir à attendre"), points=(6, 0)),
    Pin("victoire au nettoyage (tâche 1)", "gain_points: {player: A, count: 1}", "win", "323.1",
        ("score de la victoire", "plus de points que tout adversaire"), points=(7, 3)),
    Pin("victoire : au moins le score et plus que tout adversaire", "gain_points: {player: A, count: 1}",
        "win", "194.2", ("nettoyage", "plus de points que tout adversaire"), points=(7, 3)),
    Pin("gagner des points par un effet", "gain_points: {player: A, count: 1}", "gain_point", "194.1.c",
        ("gagner un ou plusieurs points",)),
    Pin("regarder au-delà du deck : pas d'exténuation", "look: {player: B, count: 2}", "look", "431.1.c",
        ("regarder ou de révéler", "ne s'exténue pas")),
    Pin("instructions au-delà des cartes vues : ignorées", "look: {player: B, count: 1, then: [{to: hand}]}",
        "skip", "431.1.c.1", ("ignorée",)),
    Pin("prédire au-delà du deck : pas d'exténuation", "predict: {player: B}", "look", "436.4.a",
        ("exténuation",)),
    Pin("bannir : vers la zone de bannissement", "banish: {targets: [h1]}", "banish", "427.1",
        ("zone de bannissement",)),
    Pin("bannir n'est pas éliminer", "banish: {targets: [s1]}", "banish", "427.2.a", ("élimination",)),
    Pin("éliminer : directement dans la défausse", "kill: {targets: [s1]}", "kill", "428.2", ("défausse",)),
    Pin("éliminer plusieurs unités d'une même action : simultanément", "kill: {targets: [s1, s2]}", "kill",
        "370.1.a.2", ("simultanément", "même action")),
    Pin("une création mise hors du plateau cesse d'exister", "kill: {targets: [k1]}", "kill", "186.1",
        ("création", "cesse d'exister")),
    Pin("défausser : de la main à la défausse", "discard: {targets: [h1]}", "discard", "422.1",
        ("main", "défausse")),
    Pin("recycler : sous le deck", "recycle: {targets: [t1]}", "recycle", "416.1", ("en dessous",)),
    Pin("recycler plusieurs cartes : ordre aléatoire", "recycle: {targets: [t1, h1]}", "recycle", "416.5",
        ("ordre aléatoire",)),
    Pin("recycler des runes : ordre choisi par le propriétaire",
        "recycle: {targets: [r1, r2], choices: [r1 > r2]}", "recycle", "416.5.a",
        ("deck de runes", "préférence")),
    Pin("dégâts mortels au nettoyage (tâche 3b)", "exhaust: {target: s1}", "kill", "323.5",
        ("dégâts mortels", "éliminées")),
    Pin("dégâts mortels : au moins la puissance", "exhaust: {target: s1}", "kill", "142.4.b",
        ("supérieure ou égale à la puissance",)),
    Pin("fin de tour : la réserve runique se vide", "end_turn:", "rune_pool_emptied", "317.2.d",
        ("réserve runique",)),
    Pin("fin de tour : soigner toutes les unités", "end_turn:", "heal", "317.2.b", ("soignez",)),
    Pin("fin de tour : le joueur suivant", "end_turn:", "turn", "317.3", ("joueur du tour",)),
    Pin("phase d'éveil : préparer", "exhaust: {target: e1}\n  - end_turn:", "ready", "315.1.b",
        ("prépare",)),
    Pin("phase de canalisation : 2 runes", "next_phase:", "channel", "315.3.b", ("canalise 2 runes",),
        phase="beginning"),
    Pin("canaliser : prendre des runes du deck de runes", "next_phase:", "channel", "430.1",
        ("deck de runes",), phase="beginning"),
    Pin("canaliser : les runes arrivent préparées", "next_phase:", "channel", "430.2.a", ("préparées",),
        phase="beginning"),
    Pin("phase de pioche : 1 carte", "next_phase:", "draw", "315.4.b", ("pioche 1 carte",), phase="channel"),
    Pin("phase principale : la réserve se vide", "next_phase:", "rune_pool_emptied", "316.3",
        ("réserve runique",), phase="draw"),
]  # fmt: skip


def _board(pin: Pin) -> str:
    text = BOARD.replace("PHASE", pin.phase)
    text = text.replace("POINTS_A", str(pin.points[0])).replace("POINTS_B", str(pin.points[1]))
    if pin.rule in ("323.5", "142.4.b"):  # a unit with lethal damage waits for the next cleanup
        text = text.replace("id: e1, damage: 1", "id: e1, damage: 2")
    return text + f"  - {pin.actions}\n"


@functools.cache
def _run(text: str) -> RunResult:
    return run_text(text, filename="<épingle>")


def _normal(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("’", "'")).casefold()


@pytest.mark.parametrize("pin", PINS, ids=lambda p: p.rule + " " + p.name)
def test_the_engine_cites_the_pinned_rule_for_the_behaviour(pin: Pin) -> None:
    result = _run(_board(pin))
    assert result.error is None, result.error and result.error.message
    events = [e for e in result.events if str(e.kind) == pin.kind]
    events = [e for e in events if all(e.data.get(k) == v for k, v in pin.data.items())]
    assert events, f"aucun événement {pin.kind} {pin.data} pour : {pin.name}"
    assert any(pin.rule in e.rules for e in events), [e.rules for e in events]


@pytest.mark.parametrize("pin", PINS, ids=lambda p: p.rule + " " + p.name)
def test_the_pinned_rule_says_what_the_engine_does(pin: Pin) -> None:
    rules = official_rules()
    assert pin.rule in rules, f"{pin.rule} n'existe pas dans les Règles du jeu"
    text = _normal(rules[pin.rule])
    missing = [w for w in pin.words if _normal(w) not in text]
    assert missing == [], f"{pin.rule} dit : {rules[pin.rule][:300]}"


def test_victory_scores_are_those_of_the_game_modes() -> None:
    rules = official_rules()
    assert re.search(r"\b8 points\b", rules["194.3"]) and VICTORY_SCORES["duel"] == 8
    assert rules["485"].startswith("1c1") and rules["485.3"].endswith(": 8")
    assert rules["489"].startswith("2c2") and rules["489.3"].endswith(": 11")
    assert VICTORY_SCORES["2v2"] == 11


def test_a_team_win_and_shared_points_cite_the_team_rules() -> None:
    text = """name: 2c2
setup:
  mode: 2v2
  turn: {player: A, phase: main}
  players:
    A: {team: rouge, points: 10}
    B: {team: bleu, points: 3}
    C: {team: rouge, points: 10}
    D: {team: bleu, points: 3}
actions:
  - gain_points: {player: A, count: 1}
"""
    result = _run(text)
    gain = next(e for e in result.events if e.kind == "gain_point")
    win = next(e for e in result.events if e.kind == "win")
    assert "489.8.d.2" in gain.rules and "489.6.a.3" in win.rules
    assert result.state["winner"] == "A"
    rules = official_rules()
    assert "son équipe" in _normal(rules["489.8.d.2"])
    assert "toute l'équipe" in _normal(rules["489.6.a.3"])


@pytest.mark.parametrize(
    ("actions", "phase", "rule", "words"),
    [
        ("move: {unit: s1, to: bf1, standard: true}", "draw", "144.1.a", ("phase principale",)),
        ("move: {unit: s2, to: bf1, standard: true}", "main", "144.2", ("épuiser l'unité",)),
        ("move: {unit: a1, to: bf2, standard: true}", "main", "144.4", ("destinations",)),
        ("discard: {targets: [t1]}", "main", "422.1", ("main",)),
        ("kill: {targets: [h1]}", "main", "428.1", ("plateau",)),
    ],
)  # fmt: skip
def test_an_illegal_action_names_the_rule_it_breaks(
    actions: str, phase: str, rule: str, words: tuple[str, ...]
) -> None:
    text = _board(Pin("", actions, "", "", (), phase=phase))
    result = _run(text)
    assert result.error is not None and result.error.code == "illegal_action"
    assert f"({rule}" in result.error.message or f", {rule})" in result.error.message, result.error.message
    rules = official_rules()
    assert all(_normal(w) in _normal(rules[rule]) for w in words), rules[rule]


@pytest.mark.parametrize(
    ("rule", "words"),
    [
        ("449.2", ("deux autres joueurs",)),
        ("144.4.a.1", ("deux autres joueurs",)),
        ("447.2.b", ("coéquipiers", "non valides")),
        ("170.3", ("ne peuvent pas être éliminés",)),
        ("170.2.b", ("toute la durée de la partie",)),
        ("107.4.d", ("légende de champion", "retirée")),
        ("107.1.c", ("base de ce joueur",)),
        ("416.1.c", ("son propre deck",)),
        ("810", ("gank",)),
        ("822", ("embuscade",)),
    ],
)
def test_rules_cited_by_refusals_and_keywords_say_so(rule: str, words: tuple[str, ...]) -> None:
    """Rules the engine cites in refusals (`move_legality`, `kill_legality`…) or relies on for keywords."""
    rules = official_rules()
    assert all(_normal(w) in _normal(rules[rule]) for w in words), rules[rule][:300]
