"""Cards on a board whose abilities the engine does not model: named, never guessed (STYLE habit 6)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from judge.engine.cards import Catalogue
from judge.engine.interpreted import runs_abilities


def _card_names(node: object) -> Iterator[str]:
    """Names of every card entry in the final board (mappings with a `name` and an `id`)."""
    if isinstance(node, Mapping):
        name = node.get("name")
        if isinstance(name, str) and name and "id" in node:
            yield name
        for value in node.values():
            yield from _card_names(value)
    elif isinstance(node, list):
        for item in node:
            yield from _card_names(item)


def unmodelled_cards(catalogue: Catalogue, state: Mapping[str, Any]) -> list[str]:
    """One French line per card of the final board with a text or keywords but no modelled ability.

    `catalogue` is the scenario's (the embedded catalogue plus the file's `cards:`).
    """
    lines: list[str] = []
    for name in dict.fromkeys(_card_names(state)):
        card = catalogue.get(name)
        if card is None or runs_abilities(card) or not (card.text or card.keywords):
            continue
        what = card.text or ", ".join(card.keywords)
        lines.append(f"« {card.name} » : sa compétence n'est pas modélisée par le moteur ({what})")
    return lines
