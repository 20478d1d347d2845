"""A battlefield as the board shows it (169-170, 188-192): who controls it, whether it is contested,
who scored it this turn, and each player's units there with their might, damage and statuses.

The input is loose data: a battlefield of `state_dict` (the engine's board) or of a scenario's
`setup` (`{card, id, controller, units: {ID: [entries]}}`); a missing or odd value falls back to a
neutral wording, never an error.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge.render.words import as_int, plural


def unit_view(card: object) -> dict[str, Any]:
    """One unit: `{"name", "alias", "might", "damage", "lethal", "flags", "keywords", "attached"}`;
    `flags` are its statuses in French (épuisée, étourdie), `lethal` when its damage kills it (142.4.b)."""
    if not isinstance(card, Mapping):
        return {"name": str(card), "alias": None, "might": None, "damage": 0, "lethal": False,
                "flags": [], "keywords": [], "attached": []}  # fmt: skip
    name = str(card.get("name") or card.get("card") or card.get("id") or "unité")
    alias = card.get("id") or card.get("alias")
    might = as_int(card.get("might"))
    damage = as_int(card.get("damage")) or 0
    flags = []
    if card.get("exhausted"):
        flags.append("épuisée")
    if card.get("stunned"):
        flags.append("étourdie")  # 423: it deals no combat damage
    keywords = card.get("keywords")
    attached = card.get("attached")
    return {
        "name": name,
        "alias": str(alias) if alias and alias != name else None,
        "might": might,
        "damage": damage,
        "lethal": might is not None and damage > 0 and damage >= might,
        "flags": flags,
        "keywords": [str(k) for k in keywords] if isinstance(keywords, list) else [],
        "attached": [unit_view(g)["name"] for g in attached] if isinstance(attached, list) else [],
    }


def _side(pid: str, units: object) -> dict[str, Any]:
    cards = [unit_view(u) for u in (units if isinstance(units, list) else [units] if units else [])]
    might = sum(u["might"] or 0 for u in cards)
    return {
        "player": pid,
        "units": cards,
        "might": might,
        "summary": f"{plural(len(cards), 'unité')}, puissance totale {might}" if cards else "aucune unité",
    }


def battlefield_view(key: object, bf: Mapping[str, Any], *, teams: bool = False) -> dict[str, Any]:
    """`{"id", "name", "controller", "contested", "contested_by", "scored", "held_at_scoring", "replaced",
    "sides", "status"}` for the template; the controller's side comes first, then the others as written.
    `held_at_scoring` (who controlled it at this turn's scoring step) matters in team games only
    (469.1.a, 489.8.g.1): it is None in a duel."""
    controller = bf.get("controller")
    controller = str(controller) if controller else None
    contested = bf.get("contested")
    units = bf.get("units") if isinstance(bf.get("units"), Mapping) else {}
    assert isinstance(units, Mapping)
    order = sorted(units, key=lambda p: p != controller)  # stable: the others keep their order
    sides = [_side(str(p), units[p]) for p in order]
    scored = [str(p) for p in bf.get("scored_this_turn") or [] if p]
    held = bf.get("scoring_step_controller") if teams else None
    replaced = bf.get("replaced")
    alias = bf.get("id")
    name = str(bf.get("card") or bf.get("name") or alias or key)
    status = [f"contrôlé par {controller}" if controller else "sans contrôleur"]
    if contested:
        status.append(f"contesté par {contested}" if isinstance(contested, str) else "contesté")
    else:
        status.append("non contesté")
    return {
        "id": str(alias) if alias else name,
        "name": name,
        "controller": controller,
        "contested": bool(contested),
        "contested_by": contested if isinstance(contested, str) else None,
        "scored": scored,
        "held_at_scoring": str(held) if held else None,
        "replaced": [str(r) for r in replaced] if isinstance(replaced, list) else [],
        "sides": sides,
        "status": ", ".join(status),
    }
