"""Short French names of the event kinds: the tag shown before each step of a trace."""

from __future__ import annotations

#: `EventKind` value → its French tag (every kind has one; tests/test_render_events.py checks it).
EVENT_KIND_NAMES: dict[str, str] = {
    "action": "action",
    "draw": "pioche",
    "burn": "brûlure",
    "look": "regard",
    "reveal": "révélation",
    "burnout": "exténuation",
    "recycle": "recyclage",
    "gain_point": "point",
    "win": "victoire",
    "exhaust": "épuisement",
    "ready": "préparation",
    "move": "déplacement",
    "banish": "bannissement",
    "kill": "élimination",
    "discard": "défausse",
    "play": "jouer",
    "chain_add": "chaîne",
    "finalize": "finalisation",
    "resolve": "résolution",
    "trigger": "déclenchement",
    "trigger_declined": "déclenchement refusé",
    "replace": "remplacement",
    "skip": "passé",
    "cost_computed": "coût calculé",
    "cost_paid": "coût payé",
    "play_cancelled": "jeu annulé",
    "take_control": "prise de contrôle",
    "lose_control": "perte de contrôle",
    "conquer": "conquête",
    "hold": "occupation",
    "draw_instead_of_point": "pioche au lieu du point",
    "rune_pool_emptied": "réserve vidée",
    "phase": "phase",
    "turn": "tour",
    "choice": "choix",
    "nothing": "sans effet",
    "cleanup": "nettoyage",
    "effect_ended": "fin d'effet",
    "step_limit": "limite d'étapes",
    "put": "placement",
    "heal": "soins",
    "pass": "passe",
    "damage": "dégâts",
    "add_resource": "ressource",
    "stun": "étourdissement",
    "create": "création",
    "channel": "canalisation",
    "recall": "rappel",
    "return": "renvoi",
    "buff": "renforcement",
    "might": "puissance",
    "keyword": "mot-clé",
    "detach": "déséquipement",
    "contested": "contestation",
    "showdown": "confrontation",
    "combat": "combat",
}


def event_kind_name(kind: object) -> str:
    """The French tag of an event kind (`burnout` → `exténuation`); an unknown kind as it is."""
    text = str(kind or "")
    return EVENT_KIND_NAMES.get(text, text)
