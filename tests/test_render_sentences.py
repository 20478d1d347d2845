"""The exact French of the sentences that explain the rulings (burn out, exhaust, victory…)."""

from __future__ import annotations

from typing import Any

from judge.engine.events import Event, EventKind
from judge.render import render_event
from judge.render.words import cards_phrase, cost_phrase, from_phrase, plural, zone_phrase

SOLDAT = {"name": "Soldat d'essai", "id": "s1"}
ANONYME = {"name": None, "id": None}


def say(kind: EventKind, **data: Any) -> str:
    return render_event(Event(index=0, kind=kind, data=data, step=0))


def test_plural_follows_french_rules() -> None:
    assert plural(0, "carte") == "0 carte"
    assert plural(1, "carte") == "1 carte"
    assert plural(2, "carte") == "2 cartes"
    assert plural(3, "point") == "3 points"


def test_card_lists_name_known_cards_and_count_anonymous_ones() -> None:
    assert cards_phrase([SOLDAT]) == "« Soldat d'essai »"
    assert cards_phrase([ANONYME]) == "une carte"
    assert cards_phrase([ANONYME, ANONYME]) == "2 cartes"
    assert cards_phrase([SOLDAT, {"name": "Éclair", "id": None}, ANONYME]) == (
        "« Soldat d'essai », « Éclair » et 1 carte"
    )
    assert cards_phrase([]) == "aucune carte"


def test_zones_read_in_french_with_contractions() -> None:
    assert zone_phrase("trash") == "la défausse"
    assert zone_phrase("battlefield:bf1") == "le champ de bataille « bf1 »"
    assert from_phrase("main_deck") == "du deck principal"
    assert from_phrase("hand") == "de la main"
    assert from_phrase("banishment") == "de la zone de bannissement"
    assert zone_phrase("nulle_part") == "la zone « nulle_part »"


def test_costs() -> None:
    assert cost_phrase({"energy": 2, "power": {"fury": 1}}) == "2 énergies et 1 essence runique de fureur"
    assert cost_phrase({"power": {"order": 2}}) == "2 essences runiques d'ordre"
    assert cost_phrase(3) == "3 énergies"
    assert cost_phrase({}) == "rien"


def test_partial_draw_then_the_rest_after_burn_out() -> None:
    assert (
        say(EventKind.DRAW, player="A", count=1, requested=3, done=1) == "A pioche 1 carte (il en fallait 3)."
    )
    assert (
        say(EventKind.DRAW, player="A", count=2, requested=3, done=3) == "A pioche encore 2 cartes (3 sur 3)."
    )
    assert say(EventKind.DRAW, player="A", count=2, requested=2, done=2) == "A pioche 2 cartes."
    assert say(EventKind.DRAW, player="A", count=0, requested=1, done=0) == (
        "A ne peut piocher aucune carte (il en fallait 1)."
    )


def test_burn() -> None:
    assert say(EventKind.BURN, player="A", count=1, requested=3, done=1) == (
        "A brûle 1 carte (il en fallait 3) : deck principal vers défausse."
    )
    assert (
        say(EventKind.BURN, player="A", count=2, requested=3, done=3) == "A brûle encore 2 cartes (3 sur 3)."
    )


def test_look_and_reveal_never_burn_out() -> None:
    assert say(EventKind.LOOK, player="A", count=2, requested=5, mode="look") == (
        "A regarde 2 cartes seulement (il en demandait 5) : pas d'exténuation."
    )
    assert say(EventKind.LOOK, player="A", count=0, requested=2) == (
        "A n'a aucune carte à regarder : pas d'exténuation."
    )
    assert say(EventKind.LOOK, player="A", count=1, requested=2, mode="predict") == (
        "A prédit 1 carte seulement (sur 2) : pas d'exténuation."
    )
    assert say(EventKind.REVEAL, player="A", count=1, requested=3) == (
        "A révèle 1 carte seulement (il en demandait 3) : pas d'exténuation."
    )


def test_burn_out_and_its_recycling() -> None:
    assert say(EventKind.BURNOUT, player="A", sequence=1) == "A s'exténue."
    assert say(EventKind.BURNOUT, player="A", sequence=3) == (
        "A s'exténue de nouveau (exténuation n° 3 de la séquence)."
    )
    assert say(EventKind.RECYCLE, player="A", count=5, reason="burnout") == (
        "La défausse de A (5 cartes) est recyclée sous son deck principal dans un ordre aléatoire."
    )
    assert say(EventKind.RECYCLE, player="A", count=1, reason="burnout") == (
        "La défausse de A (1 carte) est recyclée sous son deck principal."
    )
    assert say(EventKind.RECYCLE, player="A", count=0, reason="burnout") == (
        "La défausse de A est vide : rien à recycler."
    )


def test_recycle_by_an_effect() -> None:
    assert say(EventKind.RECYCLE, player="A", card=SOLDAT, to_zone="main_deck") == (
        "A recycle « Soldat d'essai » sous son deck principal."
    )
    assert say(
        EventKind.RECYCLE, player="A", card={"name": "Rune de fureur", "id": None}, to_zone="rune_deck"
    ) == ("A recycle « Rune de fureur » sous son deck de runes.")


def test_points_name_the_burn_out_and_the_total() -> None:
    assert say(EventKind.GAIN_POINT, player="B", amount=1, points=1, reason="burnout", burned_out="A") == (
        "B gagne 1 point (exténuation de A) : il a maintenant 1 point."
    )
    assert say(EventKind.GAIN_POINT, player="A", amount=2, points=5, reason="effect") == (
        "A gagne 2 points (effet) : il a maintenant 5 points."
    )
    assert say(EventKind.GAIN_POINT, player="D", amount=1, points=11, players=["B", "D"]) == (
        "D gagne 1 point : son équipe (B et D) a maintenant 11 points."
    )
    assert say(EventKind.GAIN_POINT, player="B") == "B gagne 1 point."


def test_victory() -> None:
    assert say(EventKind.WIN, winner="B", points=8) == "B gagne la partie avec 8 points."
    assert say(EventKind.WIN, winner="B", points=8, immediate=True) == (
        "B gagne sur-le-champ avec 8 points, sans attendre le nettoyage."
    )
    assert say(EventKind.WIN, winner="D", points=11, team="bleu", players=["B", "D"]) == (
        "L'équipe « bleu » (B et D) gagne la partie avec 11 points."
    )
    assert say(EventKind.WIN, winner="B") == "B gagne la partie."


def test_exhaust_ready_and_nothing() -> None:
    assert say(EventKind.EXHAUST, card=SOLDAT, player="A") == "A épuise « Soldat d'essai »."
    assert say(EventKind.EXHAUST, card=SOLDAT) == "« Soldat d'essai » est épuisé."
    assert say(EventKind.READY, card=SOLDAT, player="A") == "A prépare « Soldat d'essai »."
    assert say(EventKind.NOTHING, card=SOLDAT, reason="already_exhausted") == (
        "« Soldat d'essai » est déjà épuisé : rien ne se passe."
    )
    assert say(EventKind.NOTHING, card=SOLDAT, reason="already_ready") == (
        "« Soldat d'essai » est déjà préparé : rien ne se passe."
    )
    assert say(EventKind.NOTHING) == "Rien ne se passe."


def test_moves() -> None:
    data = {"card": SOLDAT, "player": "A", "from_zone": "base", "to_zone": "battlefield:bf1"}
    assert say(EventKind.MOVE, standard=True, **data) == (
        "A déplace « Soldat d'essai » de la base vers le champ de bataille « bf1 » (déplacement standard)."
    )
    assert say(EventKind.MOVE, standard=False, **data) == (
        "A déplace « Soldat d'essai » de la base vers le champ de bataille « bf1 »."
    )
    assert say(EventKind.MOVE, card=SOLDAT, to="base") == "« Soldat d'essai » se déplace vers la base."


def test_banish_kill_discard_are_told_apart() -> None:
    assert say(EventKind.BANISH, card=SOLDAT, from_zone="hand") == (
        "Bannissement de « Soldat d'essai » de la main : directement vers la zone de bannissement."
    )
    assert say(EventKind.KILL, card=SOLDAT, from_zone="battlefield:bf1", simultaneous=True) == (
        "Élimination simultanée de « Soldat d'essai » du champ de bataille « bf1 » : "
        "vers la défausse de son propriétaire."
    )
    assert say(EventKind.KILL, cards=[SOLDAT, {"name": "Garde", "id": "g1"}]) == (
        "Élimination simultanée de « Soldat d'essai » et « Garde » : "
        "chacune va dans la défausse de son propriétaire."
    )
    assert say(EventKind.DISCARD, card=SOLDAT, player="A", from_zone="hand") == (
        "A défausse « Soldat d'essai » de la main."
    )


def test_choices() -> None:
    assert say(
        EventKind.CHOICE, player="A", choice="burnout_opponent", options=["B"], answer="B", automatic=True
    ) == ("Un seul choix possible pour l'adversaire qui gagne le point : B, retenu d'office.")
    assert say(EventKind.CHOICE, player="A", choice="burnout_opponent", options=["B", "D"], answer="D") == (
        "A choisit D pour l'adversaire qui gagne le point (options : B et D)."
    )
    assert say(EventKind.CHOICE, player="A", choice="cible", answer="s1") == "A choisit s1 pour « cible »."


def test_end_of_turn() -> None:
    assert say(EventKind.RUNE_POOL_EMPTIED, player="A", lost={"energy": 3, "power": {"fury": 1}}) == (
        "La réserve runique de A se vide ; perdu : 3 énergies et 1 essence runique de fureur."
    )
    assert say(EventKind.PHASE, player="A", phase="ending") == "Début de la phase de fin de tour de A."
    assert say(EventKind.TURN, player="B", number=2) == "Tour 2 : c'est au tour de B."
    assert say(EventKind.EFFECT_ENDED, effect="+2 de puissance") == "Fin de l'effet « +2 de puissance »."


def test_skipped_part_of_a_look() -> None:
    assert say(EventKind.SKIP, player="A", requested=1, count=0, to_zone="trash") == (
        "Plus aucune carte vue pour cette instruction (il en fallait 1) : elle est ignorée."
    )
    assert say(EventKind.SKIP, player="A", requested=3, count=1, to_zone="hand") == (
        "Seulement 1 carte sur 3 : le reste de l'instruction est ignoré (pas d'exténuation)."
    )


def test_action_root_names_the_verb_and_its_number() -> None:
    event = Event(index=0, kind=EventKind.ACTION, data={"verb": "burn", "player": "A"}, step=1)
    assert render_event(event) == "Action 2 : brûler (A)."
    assert render_event(Event(index=0, kind=EventKind.ACTION, data={"verb": "end_turn"}, step=0)) == (
        "Action 1 : finir le tour."
    )


def test_de_elides_before_a_name_starting_with_a_vowel() -> None:
    from judge.render.trace import render_data

    assert render_data("rune_pool_emptied", {"player": "Alice"}) == "La réserve runique d'Alice se vide."
    assert "exténuation d'Alice" in render_data(
        "gain_point", {"player": "Bob", "points": 1, "reason": "burnout", "by": "Alice"}
    )
    # a one-letter player id reads as a label: "de A"
    assert "exténuation de A" in render_data(
        "gain_point", {"player": "B", "points": 1, "reason": "burnout", "by": "A"}
    )
