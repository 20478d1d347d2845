"""The one card-moving primitive: every card that changes place goes through `move_cards`.

It is the one place that asks the replacement effects (370.1.c: `replacement.replaced` sees the
move before it happens), that resets a card arriving off the board (124.1: a new object; 186.1:
a token ceases to exist) and that logs the move's event; triggers will listen to those events.
A group taken from the top of a deck (a draw, a burn, runes channelled) is one event with its
`cards`; separate cards (a kill, a move) are one event each, taken first and then put, since the
cards of one game action move simultaneously (370.1.a.2).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from judge.engine.events import Event, EventKind
from judge.engine.replacement import Pending, applicable, replaced
from judge.engine.state import Card, Location, Zone, at_battlefield, is_board_zone
from judge.errors import RulesError

if TYPE_CHECKING:
    from judge.engine.game import Game


@dataclass(frozen=True)
class Place:
    """Where a card goes: a zone (`hand`, …, or `battlefield:ALIAS`), whose, and which end of a list."""

    zone: str
    player: str
    top: bool = False  # decks are written top first: True puts the cards on top

    def container(self, game: Game) -> list[Card]:
        """The list of cards this place is."""
        if at_battlefield(self.zone):
            bf = game.battlefield(self.zone.removeprefix("battlefield:"))
            if bf is None:
                raise RulesError(f"champ de bataille « {self.zone} » inconnu")
            return bf.units.setdefault(self.player, [])
        return game.players[self.player].zone(Zone(self.zone))


def holder(game: Game, card: Card) -> Card | None:
    """The top-most card `card` is attached to (719), or None."""
    # `game.all_cards` order, without building each (card, zone) pair: asked at every move of a card
    # not in a zone's list; `in` compares cards by identity (`Card` has eq=False)
    for loc in game.locations():
        for other in loc.container:
            if other.attached:
                if card in other.attached:
                    return other
                for gear in other.attached:
                    if gear.attached and card in gear.attached:
                        return gear
    for item in game.chain:
        if item.card is not None and card in item.card.attached:
            return item.card
    for bf in game.battlefields:
        if card in bf.card.attached:
            return bf.card
    return None


def where(game: Game, card: Card) -> Location | None:
    """Where a card is; an attached card is where its top-most card is (719.3)."""
    loc = game.locate(card)
    if loc is None:
        top = holder(game, card)
        if top is not None:
            return game.locate(top)
    return loc


def take(game: Game, card: Card) -> Location:
    """Removes a card from where it is (an attached one from its top-most card: 718.5.b, it can be
    chosen on its own; one on the chain with its item: 340.1, 359) and says where that was."""
    loc = game.locate(card)
    if loc is None:
        top = holder(game, card)
        if top is not None:
            top.attached.remove(card)
            loc = game.locate(top)
    if loc is None:
        for item in game.chain:
            if item.card is card:  # a card leaving the chain takes its item with it (340.1, 359)
                game.chain.remove(item)
                return Location(str(Zone.CHAIN), item.controller, [])
        raise RulesError(f"{card.display} n'est dans aucune zone d'où elle puisse partir")
    if card in loc.container:
        loc.container.remove(card)
    return loc


def _put(game: Game, cards: Sequence[Card], place: Place) -> list[Card]:
    """Puts `cards` at `place`; off the board each is a new object (124.1) and a token is gone (186.1).

    Returns the tokens that ceased to exist."""
    container = place.container(game)
    if place.top:
        container[0:0] = cards
    else:
        container.extend(cards)
    gone: list[Card] = []
    if not is_board_zone(place.zone):
        for card in cards:
            card.clear_modifications()  # 124.1: statuses, damage, buffs, granted keywords, control
            if card.is_token:
                container.remove(card)
                gone.append(card)
    return gone


def on_chain(game: Game, card: Card) -> bool:
    """Whether `card` is a chain item's card."""
    return any(item.card is card for item in game.chain)


def pending_move(game: Game, card: Card, place: Place, kind: EventKind) -> Pending:
    """The pending event of one card's move, for the replacement step (370.1.c)."""
    origin = where(game, card)
    from_zone = origin.zone if origin else (str(Zone.CHAIN) if on_chain(game, card) else None)
    return Pending(kind, {"card": card, "from_zone": from_zone, "to_zone": place.zone})


def unreplaced(
    game: Game, moves: Sequence[tuple[Card, Place]], kind: EventKind
) -> list[tuple[Card, Place]]:
    """The moves no replacement effect replaces, every one asked before any card moves (370.1.c):
    a card arriving in the same action cannot replace the others' (370.3), one leaving with them
    can (370.4); what a replacement does instead happens first (373.1.a)."""
    waiting = list(enumerate(moves))
    kept: list[tuple[int, tuple[Card, Place]]] = []
    while waiting:
        i, (card, place) = waiting.pop(_next_replaced(game, waiting, kind))
        if not replaced(game, pending_move(game, card, place, kind)):
            kept.append((i, (card, place)))
    return [move for _i, move in sorted(kept, key=lambda kv: kv[0])]


def _next_replaced(game: Game, waiting: list[tuple[int, tuple[Card, Place]]], kind: EventKind) -> int:
    """373, 373.2: simultaneous events are replaced one by one; when one replacement could apply to
    several of them, its controller chooses the event it applies to first (choice
    `replacement_event`); otherwise they go in the action's order."""
    if len(waiting) < 2:
        return 0
    seen: dict[str, list[int]] = {}
    owners: dict[str, str] = {}
    for n, (_i, (card, place)) in enumerate(waiting):
        for r in applicable(game, pending_move(game, card, place, kind)):
            seen.setdefault(r.name, []).append(n)
            owners[r.name] = r.controller or card.controlled_by
    shared = next((name for name, events in seen.items() if len(events) >= 2), None)
    if shared is None:
        return 0
    labels: dict[str, int] = {}
    for n in seen[shared]:
        card = waiting[n][1][0]
        label = card.alias or card.display
        while label in labels:
            label += "'"
        labels[label] = n
    answer = game.choose(owners[shared], "replacement_event", list(labels), ("373", "373.2"))
    return labels[answer]


def move_cards(
    game: Game,
    moves: Sequence[tuple[Card, Place]],
    kind: EventKind,
    rules: tuple[str, ...],
    data: dict[str, Any] | None = None,
    *,
    checked: bool = False,
) -> list[Event]:
    """Moves each card to its place, simultaneously (all taken, then all put), one event per card.

    Each event's data is `card`, `player` (the card's owner unless `data` says), `from_zone`,
    `to_zone`, then `data`; a move a replacement effect replaces does not happen (370.1.b).
    `checked`: the caller already asked the replacement step (`unreplaced`)."""
    kept = list(moves) if checked else unreplaced(game, moves, kind)
    taken: list[tuple[Card, Place, str]] = []
    for card, place in kept:
        if where(game, card) is None and not on_chain(game, card):
            continue  # what a replacement did instead already took it away (a token gone)
        taken.append((card, place, take(game, card).zone))
    events = []
    for card, place, origin_zone in taken:
        event_data: dict[str, Any] = {
            "card": card.ref(),
            "player": card.owner,
            "from_zone": origin_zone,
            "to_zone": place.zone,
            **(data or {}),
        }
        cited = rules
        if _put(game, [card], place):
            event_data["ceases_to_exist"] = True
            cited = (*rules, "186.1")
        events.append(game.emit(kind, event_data, cited))
    return events


def move_group(
    game: Game,
    source: list[Card],
    cards: Sequence[Card],
    place: Place,
    kind: EventKind,
    rules: tuple[str, ...],
    data: dict[str, Any],
    *,
    from_zone: str,
    **after: Any,
) -> Event | None:
    """Moves `cards` (all in `source`) to `place` as one group, with one event.

    The event's data is `data`, then `cards`, `from_zone`, `to_zone` and `after`; None when a
    replacement effect did something else instead (370.1.b)."""
    pending = Pending(kind, {**data, "count": len(cards), "from_zone": from_zone, "to_zone": place.zone})
    if replaced(game, pending):
        return None
    moving = list(cards)
    source[:] = [c for c in source if all(c is not m for m in moving)]
    _put(game, moving, place)
    return game.emit(
        kind,
        {**data, "cards": [c.ref() for c in moving], "from_zone": from_zone, "to_zone": place.zone, **after},
        rules,
    )


def move_top(
    game: Game,
    source: list[Card],
    count: int,
    place: Place,
    kind: EventKind,
    rules: tuple[str, ...],
    data: dict[str, Any],
    *,
    from_zone: str,
    **after: Any,
) -> Event | None:
    """Moves the top `count` cards of `source` (a deck) to `place` as one group (`move_group`)."""
    return move_group(game, source, source[:count], place, kind, rules, data, from_zone=from_zone, **after)
