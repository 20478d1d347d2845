"""Matching one trace event against an `expect.events` / `no_events` pattern.

A pattern's fields are read the way an author writes the action: `card: s1` also matches an
event that moved several cards (`cards`), `cards: [c1, c2]` matches them in any order, `to:` /
`from:` match `to_zone` / `from_zone` (a battlefield by its alias, with or without
`battlefield:`), `count:` matches a gain_point's `amount`, and a card may be named by `id`,
French or English name."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge.engine.events import Event
from judge.engine.game import Game
from judge.scenario.model import EventPattern


def card_names(game: Game) -> dict[str, str]:
    """Every accepted spelling (casefolded) of the cards in the game → their display name."""
    out: dict[str, str] = {}
    for card, _zone in game.all_cards():
        if card.definition is not None and card.name is not None:
            for n in card.definition.names():
                out[n.casefold()] = card.name
    return out


def matches(event: Event, pattern: EventPattern, names: Mapping[str, str] | None = None) -> bool:
    """True when `event` has the pattern's kind and every field it names."""
    if str(event.kind) != pattern.kind:
        return False
    for key, want in pattern.fields.items():
        if key in ("rule", "rules"):
            wanted = want if isinstance(want, list) else [want]
            if not all(any(r == str(w) or r.startswith(f"{w}.") for r in event.rules) for w in wanted):
                return False
            continue
        if not _field_matches(event.data, key, want, names or {}):
            return False
    return True


def _field_matches(data: Mapping[str, Any], key: str, want: Any, names: Mapping[str, str]) -> bool:
    if key not in data and f"{key}_zone" in data:  # `to: bf` as the move action writes it
        return _zone_matches(data[f"{key}_zone"], want)
    if key == "count" and key not in data and "amount" in data:  # gain_points writes `count`
        key = "amount"
    have = data.get(key)
    if key == "card" and have is None and isinstance(data.get("cards"), list):
        return any(_is_card(c) and _card_is(c, want, names) for c in data["cards"])
    if key == "cards" and have is None and _is_card(data.get("card")):
        have = [data["card"]]
    if isinstance(have, dict) and "name" in have:
        return _card_is(have, want, names)
    if isinstance(have, list) and isinstance(want, list) and all(_is_card(c) for c in have):
        return _same(have, want, names)
    return values_equal(have, want)


def _is_card(value: Any) -> bool:
    return isinstance(value, dict) and "name" in value


def _card_is(card: Mapping[str, Any], want: Any, names: Mapping[str, str]) -> bool:
    text = str(want)
    if text in (card.get("id"), card.get("name")):
        return True
    return card.get("name") is not None and names.get(text.casefold()) == card.get("name")


def _same(cards: list[Any], wanted: list[Any], names: Mapping[str, str]) -> bool:
    """Multiset match, ids first so that a name never takes the card an id names."""
    if len(cards) != len(wanted):
        return False
    left = list(cards)
    for item in sorted(wanted, key=lambda w: not any(str(w) == c.get("id") for c in cards)):
        hit = next((c for c in left if _card_is(c, item, names)), None)
        if hit is None:
            return False
        left.remove(hit)
    return True


def _zone_matches(zone: Any, want: Any) -> bool:
    text = str(zone)
    return text == str(want) or text == f"battlefield:{want}"


def values_equal(actual: Any, expected: Any) -> bool:
    """The scenario files' equality: booleans and null exactly, numbers by value, the rest as text."""
    if isinstance(expected, bool) or isinstance(actual, bool):
        return actual is expected
    if isinstance(expected, (int, float)) and isinstance(actual, (int, float)):
        return actual == expected
    if expected is None or actual is None:
        return actual is expected
    return str(actual) == str(expected)
