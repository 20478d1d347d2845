"""Display structures for a simulation: the trace as a tree, the final board as zones per player."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge.render.battlefield import battlefield_view
from judge.render.tree import Node, trace_tree
from judge.render.words import DOMAINS, PHASES, as_int, plural

__all__ = ["Node", "board_view", "card_label", "cost_table", "source_lines", "trace_tree", "zone_view"]

#: French names of zones and player fields (scenario-format keys → what the judge reads).
ZONE_NAMES: dict[str, str] = {
    "hand": "Main",
    "main_deck": "Deck principal",
    "rune_deck": "Deck de runes",
    "trash": "Défausse",
    "banishment": "Bannissement",
    "base": "Base",
    "legend": "Légende",
    "champion": "Champion",
    "runes": "Runes en jeu",
    "rune_pool": "Réserve de runes",
}
FACT_NAMES: dict[str, str] = {"points": "Points", "xp": "XP", "team": "Équipe"}


def card_label(card: object) -> str:
    """A card as the board shows it: its name, its alias, and its state (épuisée, dégâts)."""
    if not isinstance(card, Mapping):
        return str(card)
    name = str(card.get("card") or card.get("name") or card.get("id") or "carte")
    if card.get("type") == "rune" or card.get("domain"):
        domain = str(card.get("domain") or "")
        name = f"rune de {DOMAINS[domain]}" if domain in DOMAINS else str(card.get("domain") or name)
    alias = card.get("id") or card.get("alias")
    label = name + (f" [{alias}]" if alias and alias != name else "")
    flags = []
    if card.get("exhausted"):
        flags.append("épuisée")
    damage = as_int(card.get("damage"))
    if damage:
        flags.append(plural(damage, "dégât"))
    if card.get("might") is not None:
        flags.append(f"puissance {card['might']}")
    return label + (f" ({', '.join(flags)})" if flags else "")


def zone_view(key: str, value: object) -> dict[str, Any]:
    """`{"key","name","count","cards"}` for one zone written as a list, a count or a mapping."""
    cards: list[str] = []
    count = 0
    if isinstance(value, Mapping) and ("cards" in value or "count" in value):
        raw = value.get("cards")
        if isinstance(raw, list):
            cards = [card_label(c) for c in raw]
        count = int(value.get("count", len(cards)) or 0)
    elif isinstance(value, Mapping):
        cards = [f"{k} : {v}" for k, v in value.items()]
        count = len(cards)
    elif isinstance(value, list):
        count = len(value)
        # Anonymous cards (no name) are only counted, as the scenario file writes them.
        cards = [
            card_label(c)
            for c in value
            if not (isinstance(c, Mapping) and not c.get("name") and not c.get("card"))
        ]
        if cards and len(cards) < count:
            cards.append(plural(count - len(cards), "carte anonyme", "cartes anonymes"))
    elif isinstance(value, int) and not isinstance(value, bool):
        count = value
    elif value is not None:
        cards = [card_label(value)]
        count = 1
    return {"key": key, "name": ZONE_NAMES.get(key, key), "count": count, "cards": cards}


def _player_view(pid: str, pdata: Mapping[str, Any]) -> dict[str, Any]:
    """Facts (points, XP, team) and zones of one player; zones may sit under a `zones:` mapping."""
    facts = [(FACT_NAMES[k], v) for k, v in pdata.items() if k in FACT_NAMES and v is not None]
    raw_zones: dict[str, Any] = {}
    nested = pdata.get("zones")
    if isinstance(nested, Mapping):
        raw_zones.update(nested)
    raw_zones.update({k: v for k, v in pdata.items() if k in ZONE_NAMES})
    counts = pdata.get("counts") if isinstance(pdata.get("counts"), Mapping) else {}
    zones = []
    for key, value in raw_zones.items():
        zone = zone_view(key, value)
        if isinstance(counts, Mapping) and isinstance(counts.get(key), int):
            zone["count"] = counts[key]
        if key == "rune_pool" and isinstance(value, Mapping):
            zone = _pool_view(value)
        zones.append(zone)
    return {"id": str(pdata.get("id", pid)), "facts": facts, "zones": zones}


def _pool_view(pool: Mapping[str, Any]) -> dict[str, Any]:
    """The rune pool as one line ("énergie 2, fury 1"); empty when it holds nothing."""
    energy = int(pool.get("energy", 0) or 0)
    power = pool.get("power") if isinstance(pool.get("power"), Mapping) else {}
    amounts = {d: int(n or 0) for d, n in (power or {}).items()}
    total = energy + sum(amounts.values())
    parts = [f"énergie {energy}"] + [f"{DOMAINS.get(d, d)} {n}" for d, n in amounts.items() if n]
    return {
        "key": "rune_pool",
        "name": ZONE_NAMES["rune_pool"],
        "count": total,
        "cards": [", ".join(parts)] if total else [],
    }


def _summary(state: Mapping[str, Any]) -> str:
    """ "Duel, victoire à 8 · tour 1 de A, phase principale"."""
    parts = []
    mode = state.get("mode")
    if mode:
        label = {"duel": "Duel", "2v2": "2c2"}.get(str(mode), str(mode))
        score = state.get("victory_score")
        parts.append(f"{label}, victoire à {score}" if score else label)
    turn = state.get("turn")
    if isinstance(turn, Mapping) and turn.get("player"):
        raw = str(turn.get("phase") or "")
        phase = PHASES.get(raw, f"phase « {raw} »" if raw else "")
        parts.append(f"tour {turn.get('number', 1)} de {turn['player']}" + (f", {phase}" if phase else ""))
    return " · ".join(parts)


def board_view(state: Mapping[str, Any] | None) -> dict[str, Any]:
    """`{"players": [...], "battlefields": [...], "chain": [...], "winner"}` ready for the template."""
    state = state or {}
    players = []
    raw_players = state.get("players") or {}
    items = raw_players.items() if isinstance(raw_players, Mapping) else enumerate(raw_players)
    for pid, pdata in items:
        if not isinstance(pdata, Mapping):
            continue
        players.append(_player_view(str(pid), pdata))
    raw_bf = state.get("battlefields") or []
    bf_items = raw_bf.items() if isinstance(raw_bf, Mapping) else enumerate(raw_bf)
    teams = state.get("mode") == "2v2"
    battlefields = [battlefield_view(k, bf, teams=teams) for k, bf in bf_items if isinstance(bf, Mapping)]
    chain = state.get("chain") or []
    return {
        "summary": _summary(state),
        "players": players,
        "battlefields": battlefields,
        "chain": [_chain_label(c) for c in chain] if isinstance(chain, list) else [],
        "winner": state.get("winner"),
    }


def _chain_label(item: object) -> str:
    """A chain item: its card, or « compétence de » its source; « en attente » while pending."""
    if not isinstance(item, Mapping):
        return str(item)
    if isinstance(item.get("card"), Mapping):
        label = card_label(item["card"])
    elif isinstance(item.get("source"), Mapping):
        label = "compétence de " + card_label(item["source"])
    else:
        label = str(item.get("name") or "objet")
    return label + (" (en attente)" if item.get("pending") else "")


def source_lines(text: str, error_line: int | None) -> list[dict[str, Any]]:
    """The board's lines numbered from 1, the erroneous one flagged, for "errors pointing at the line".

    An error past the end (YAML cut short) flags the last line.
    """
    lines = text.splitlines() or [""]
    target = min(error_line, len(lines)) if error_line is not None else None
    return [{"number": i, "text": line, "error": i == target} for i, line in enumerate(lines, 1)]


#: The steps of a total cost's computation (356.1-356.5), as the table's rows name them.
COST_STEPS: dict[str, str] = {
    "base": "Coût de base",
    "additional": "Coût supplémentaire",
    "increase": "Augmentation",
    "reduction": "Réduction",
    "total": "Total",
}


def _essence(power: object) -> str:
    """`1 fureur, 2 calme`, or `—` when the step asks no rune power."""
    if not isinstance(power, Mapping):
        return "—"
    parts = [
        # « calm|chaos »: [C] of a card of two domains, either (135.2.e.6.c)
        f"{n} {' ou '.join(DOMAINS.get(d, d) for d in str(domain).split('|'))}"
        for domain, value in power.items()
        if (n := as_int(value))
    ]
    return ", ".join(parts) or "—"


def cost_table(event: object) -> dict[str, Any] | None:
    """For a `cost_computed` event (its `steps`, 356), the rows of its breakdown table:
    `{"caption", "rows": [{"step", "energy", "essence", "rules"}]}`; None for any other event."""
    data = event.get("data") if isinstance(event, Mapping) else getattr(event, "data", None)
    kind = event.get("kind") if isinstance(event, Mapping) else getattr(event, "kind", None)
    if str(kind) != "cost_computed" or not isinstance(data, Mapping):
        return None
    steps = data.get("steps")
    if not isinstance(steps, list) or not steps:
        return None
    rows = [
        {
            "step": COST_STEPS.get(str(s.get("step")), str(s.get("step"))),
            "energy": str(as_int(s.get("energy")) or 0),
            "essence": _essence(s.get("power")),
            "rules": [str(r) for r in s.get("rules") or []],
        }
        for s in steps
        if isinstance(s, Mapping)
    ]
    card = data.get("card")
    name = card.get("name") if isinstance(card, Mapping) else None
    caption = f"Calcul du coût de {name}" if name else "Calcul du coût"
    return {"caption": caption, "rows": rows} if rows else None
