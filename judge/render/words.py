"""French words for the trace: plurals, card names in « », lists, zones, phases.

Every helper takes loose event data (the engine's conventions, see `judge.engine.events`)
and never raises on a missing or odd value: it falls back to a neutral wording.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

#: Zone names with their article (105-108), as read in a sentence.
ZONES: dict[str, str] = {
    "hand": "la main",
    "main_deck": "le deck principal",
    "rune_deck": "le deck de runes",
    "trash": "la défausse",
    "banishment": "la zone de bannissement",
    "base": "la base",
    "legend": "la zone de légende",
    "champion": "la zone du champion",
    "chain": "la chaîne",
    "runes": "les runes en jeu",
    "main_deck_top": "le dessus du deck principal",
    "main_deck_bottom": "le dessous du deck principal",
}

#: Phase names (310-317).
PHASES: dict[str, str] = {
    "awaken": "phase d'éveil",
    "beginning": "phase de départ",
    "channel": "phase de canalisation",
    "draw": "phase de pioche",
    "main": "phase principale",
    "ending": "phase de fin de tour",
}

#: Why points are gained, as a short French phrase.
REASONS: dict[str, str] = {
    "burnout": "exténuation",
    "effect": "effet",
    "conquer": "conquête",
    "conquest": "conquête",
    "hold": "occupation",
    "score": "score",
}

#: Domains of power (rune pool).
DOMAINS: dict[str, str] = {
    "fury": "fureur",
    "calm": "calme",
    "mind": "esprit",
    "body": "corps",
    "chaos": "chaos",
    "order": "ordre",
    "universal": "universelle",
    "any": "n'importe quel domaine",  # 809: Protection's power
}


def plural(count: int, singular: str, plural_form: str | None = None) -> str:
    """`1 carte`, `2 cartes`, `0 carte` (French: 0 and 1 take the singular)."""
    word = singular if abs(count) < 2 else (plural_form or singular + "s")
    return f"{count} {word}"


def as_int(value: Any) -> int | None:
    """An integer from event data, or None when the value is not one."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.lstrip("-").isdigit():
        return int(value)
    return None


def join(items: Sequence[str]) -> str:
    """`a`, `a et b`, `a, b et c`."""
    items = [i for i in items if i]
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " et " + items[-1]


def card_name(card: Any) -> str | None:
    """The name of one card reference in « », or None for an anonymous card."""
    if isinstance(card, Mapping):
        name = card.get("name")
        if name:
            return f"« {name} »"
        alias = card.get("id")
        return f"« {alias} »" if alias else None
    if isinstance(card, str) and card:
        return f"« {card} »"
    return None


def card_phrase(card: Any) -> str:
    """One card as read in a sentence: `« Soldat d'essai »`, or `une carte` (`une rune`) when anonymous."""
    if isinstance(card, Mapping) and card.get("rune") is True and not card_name(card):
        return "une rune"
    return card_name(card) or "une carte"


def cards_phrase(cards: Any) -> str:
    """Several cards: named ones in « », anonymous ones counted (`« A » et 2 cartes`)."""
    if not isinstance(cards, Sequence) or isinstance(cards, str):
        return card_phrase(cards)
    named = [n for n in (card_name(c) for c in cards) if n]
    runes = sum(1 for c in cards if isinstance(c, Mapping) and c.get("rune") is True and not card_name(c))
    anonymous = len(cards) - len(named) - runes
    if anonymous:
        named.append(plural(anonymous, "carte") if named else _anonymous(anonymous))
    if runes:
        named.append(plural(runes, "rune") if named or runes > 1 else "une rune")
    return join(named) or "aucune carte"


def _anonymous(count: int) -> str:
    return "une carte" if count == 1 else plural(count, "carte")


def zone_phrase(zone: Any) -> str:
    """A zone with its article: `la défausse`, `le champ de bataille « bf1 »`."""
    text = str(zone) if zone is not None else ""
    if text.startswith("battlefield:"):
        return f"le champ de bataille « {text.split(':', 1)[1]} »"
    return ZONES.get(text, f"la zone « {text} »" if text else "une zone")


def from_phrase(zone: Any) -> str:
    """`de la main`, `du deck principal` (French contraction de + le = du)."""
    text = zone_phrase(zone)
    if text.startswith("le "):
        return "du " + text[3:]
    if text.startswith("les "):
        return "des " + text[4:]
    return "de " + text


def battlefield_phrase(value: Any) -> str:
    """A battlefield given as an alias, a `battlefield:ALIAS` zone or a card reference."""
    if isinstance(value, Mapping):
        name = value.get("name") or value.get("id")
        return f"le champ de bataille « {name} »" if name else "un champ de bataille"
    if isinstance(value, str) and value:
        alias = value.split(":", 1)[1] if value.startswith("battlefield:") else value
        return f"le champ de bataille « {alias} »"
    return "un champ de bataille"


def place_phrase(value: Any) -> str:
    """A destination or origin that may be a zone, `base` or a battlefield alias."""
    text = str(value) if value is not None else ""
    if text in ZONES or text.startswith("battlefield:"):
        return zone_phrase(text)
    return battlefield_phrase(text)


def cost_phrase(cost: Any) -> str:
    """`2 énergies et 1 essence runique de fureur`; a number is energy; nothing is `rien`."""
    amount = as_int(cost)
    if amount is not None:
        return plural(amount, "énergie")
    if not isinstance(cost, Mapping):
        return "rien"
    parts: list[str] = []
    energy = as_int(cost.get("energy"))
    if energy:
        parts.append(plural(energy, "énergie"))
    power = cost.get("power")
    if isinstance(power, Mapping):
        for domain, value in power.items():
            n = as_int(value)
            if n:
                # 163.2: rune power is « essence runique » (« puissance » is Might)
                of = _of_domain(str(domain))
                if of == "universelle" and n >= 2:
                    of = "universelles"
                parts.append(f"{plural(n, 'essence runique', 'essences runiques')} {of}")
    return join(parts) or "rien"


def _of_domain(domain: str) -> str:
    if "|" in domain:  # [C] of a card of several domains (135.2.e.6.c): « de calme ou de chaos »
        return " ou ".join(_of_domain(d) for d in domain.split("|"))
    word = DOMAINS.get(domain, domain)
    if word == "universelle":
        return "universelle"
    return ("d'" if word[:1] in "aeéiou" else "de ") + word
