"""Cards leaving where they are: banish (427), kill (428), discard (422), recycle (416).

Several targets of one action are handled simultaneously: every card is taken from its
place first, then every card arrives: one game action's events are simultaneous (370.1.a.2);
recycled main-deck cards then go under the deck in random order (416.5).
"""

from __future__ import annotations

from itertools import permutations
from typing import TYPE_CHECKING

from judge.engine import actions as act
from judge.engine.events import EventKind
from judge.engine.state import BATTLEFIELD_PREFIX, Card, Location, Zone, at_battlefield, is_permanent_zone
from judge.errors import NotModelledError

if TYPE_CHECKING:
    from judge.engine.game import Game


def _name(card: Card) -> str:
    return card.alias or card.display


def _holder(game: Game, card: Card) -> Card | None:
    """The top-most card `card` is attached to (719), or None."""
    for other, _zone in game.all_cards():
        if any(g is card for g in other.attached):
            return other
    return None


def take_card(game: Game, card: Card) -> Location:
    """Removes a card from where it is, an attached one from its top-most card (718.5.b: it can be
    chosen on its own), and says where that was."""
    holder = _holder(game, card)
    if holder is None:
        return game.take(card)
    holder.attached.remove(card)
    where = game.locate(holder)
    assert where is not None  # an attached card's holder is on the board
    return where


def _detach_all(game: Game, card: Card, origin: Location) -> None:
    """719.5: a top-most card leaving the board for a non-board zone loses its attached cards; they stay
    where it last was (435.4, 435.4.b), and a gear left at a battlefield is recalled at the next
    cleanup (435.4.a, 457.1, 323.7)."""
    for gear in list(card.attached):
        card.attached.remove(gear)
        pid = gear.controlled_by
        if at_battlefield(origin.zone):
            bf = game.battlefield(origin.zone.removeprefix(BATTLEFIELD_PREFIX))
            assert bf is not None
            bf.units.setdefault(pid, []).append(gear)
        else:
            origin.container.append(gear)
        data: dict[str, object] = {
            "card": gear.ref(),
            "from_card": card.ref(),
            "player": pid,
            "to_zone": origin.zone,
        }
        game.emit(EventKind.DETACH, data, ("719.5", "435.4", "435.4.b"))


def _legend_reason(game: Game, card: Card) -> str | None:
    """107.4.d: the Champion Legend (the card of `legend:`, 103.1.a) never leaves its zone."""
    if game.zone_of(card) == str(Zone.LEGEND):
        return (
            f"{_name(card)} est la légende de champion : elle ne peut être ni retirée ni déplacée de la "
            "zone de légende (107.4.d)"
        )
    return None


def _leave_board(card: Card, container: list[Card]) -> bool:
    """Arrived in a non-board zone: temporary changes are gone (124.1); a token ceases to exist (186.1).

    Returns True when the card ceased to exist."""
    card.clear_modifications()
    if card.is_token:
        container.remove(card)
        return True
    return False


def _take_all(game: Game, cards: list[Card]) -> list[Location]:
    """Takes every card from its place (simultaneously), then detaches what they carried (719.5)."""
    # An attached target is taken off its top-most card first: when both go at once, neither is left
    # behind (the gear leaves with the action, 370.1.a.2, and is never detached onto the board).
    order = sorted(range(len(cards)), key=lambda i: _holder(game, cards[i]) is None)
    taken = {i: take_card(game, cards[i]) for i in order}
    origins = [taken[i] for i in range(len(cards))]
    for card, origin in zip(cards, origins, strict=True):
        if card.attached:
            _detach_all(game, card, origin)
    return origins


def _send(game: Game, cards: list[Card], to_zone: Zone, kind: EventKind, rules: tuple[str, ...]) -> None:
    """Takes every card from its place, then puts each in its owner's `to_zone` (simultaneously)."""
    origins = _take_all(game, cards)
    # One game action: its events are simultaneous (370.1.a.2).
    cited = (*rules, "370.1.a.2") if len(cards) > 1 else rules
    for card, origin in zip(cards, origins, strict=True):
        container = game.players[card.owner].zone(to_zone)
        container.append(card)
        _arrived(game, card, container, kind, (origin.zone, to_zone), cited, simultaneous=len(cards) > 1)


def _arrived(
    game: Game,
    card: Card,
    container: list[Card],
    kind: EventKind,
    route: tuple[str, Zone],
    rules: tuple[str, ...],
    **extra: object,
) -> None:
    """A card put into its owner's `container` (`route`: from, to): off-board reset (124.1, 186.1), then
    its event."""
    data: dict[str, object] = {
        "card": card.ref(),
        "player": card.owner,
        "from_zone": route[0],
        "to_zone": str(route[1]),
        **extra,
    }
    if _leave_board(card, container):
        data["ceases_to_exist"] = True
        rules = (*rules, "186.1")
    game.emit(kind, data, rules)


def banish_legality(game: Game, action: act.Banish) -> str | None:
    """Battlefields stay in place for the whole game (170.2.b, 170.4)."""
    for uid in action.targets:
        card = game.card_by_uid(uid)
        if any(bf.card is card for bf in game.battlefields):
            return f"{_name(card)} est un champ de bataille : il reste en place toute la partie (170.2.b)"
        legend = _legend_reason(game, card)
        if legend:
            return legend
    return None


def do_banish(game: Game, action: act.Banish) -> None:
    """427.1-427.2: straight to banishment from any zone; neither a kill nor a discard (427.2.a-b)."""
    cards = [game.card_by_uid(uid) for uid in action.targets]
    _send(game, cards, Zone.BANISHMENT, EventKind.BANISH, ("427.1", "427.2", "427.2.a", "427.2.b"))


def kill_legality(game: Game, action: act.Kill) -> str | None:
    """428.1: only a permanent on the board can be killed (not legends or battlefields: 107.4.d, 170.3)."""
    for uid in action.targets:
        card = game.card_by_uid(uid)
        zone = game.zone_of(card)
        if any(bf.card is card for bf in game.battlefields):
            return f"{_name(card)} est un champ de bataille : il ne peut pas être éliminé (170.3)"
        if card.is_rune:
            return f"{_name(card)} est une rune, pas un permanent (161.1.a) : on ne l'élimine pas (428.1)"
        legend = _legend_reason(game, card)
        if legend:
            return legend
        if not is_permanent_zone(zone):
            return (
                f"{_name(card)} n'est pas un permanent du plateau (zone {zone}) : on ne l'élimine pas (428.1)"
            )
    return None


def kill_cards(game: Game, cards: list[Card], rules: tuple[str, ...] = ("428.1", "428.2")) -> None:
    """Kills permanents simultaneously: each goes straight to its owner's trash (428.2)."""
    _send(game, cards, Zone.TRASH, EventKind.KILL, rules)


def do_kill(game: Game, action: act.Kill) -> None:
    """428: kill the targets, simultaneously when several (370.1.a.2: one game action)."""
    kill_cards(game, [game.card_by_uid(uid) for uid in action.targets])


def discard_legality(game: Game, action: act.Discard) -> str | None:
    """422.1: discarding moves a card from a hand to its trash."""
    for uid in action.targets:
        card = game.card_by_uid(uid)
        zone = game.zone_of(card)
        if zone != str(Zone.HAND):
            return (
                f"{_name(card)} n'est pas en main (zone {zone}) : on ne défausse que depuis la main (422.1)"
            )
    return None


def do_discard(game: Game, action: act.Discard) -> None:
    """422.1: from the hand straight to the trash, without playing the card."""
    _send(game, [game.card_by_uid(uid) for uid in action.targets], Zone.TRASH, EventKind.DISCARD, ("422.1",))


def recycle_legality(game: Game, action: act.Recycle) -> str | None:
    """416.1: a card is recycled from a zone to the bottom of its deck; not from a deck into itself."""
    for uid in action.targets:
        card = game.card_by_uid(uid)
        zone = game.zone_of(card)
        if zone in (str(Zone.MAIN_DECK), str(Zone.RUNE_DECK), None):
            return (
                f"{_name(card)} est déjà dans un deck (zone {zone}) : recycler la met sous le deck "
                "depuis une autre zone (416.1)"
            )
        if at_battlefield(zone) and any(bf.card is card for bf in game.battlefields):
            return f"{_name(card)} est un champ de bataille : il reste en place toute la partie (170.2.b)"
        legend = _legend_reason(game, card)
        if legend:
            return legend
    return None


def do_recycle(game: Game, action: act.Recycle) -> None:
    """416: main-deck cards under the main deck in random order (416.5), runes under the rune deck in
    their owner's chosen order (416.5.a)."""
    cards = [game.card_by_uid(uid) for uid in action.targets]
    # 161.2.b, 416.1.b: a rune (by domain or a rune card, wherever it is) goes to the rune deck.
    runes = [c for c in cards if c.is_rune]
    others = [c for c in cards if not c.is_rune]
    rune_groups: dict[str, list[Card]] = {}
    for c in runes:
        rune_groups.setdefault(c.owner, []).append(c)
    # 416.5.a: the owner's order is asked before anything moves, so a missing answer leaves the board as is.
    ordered = {owner: rune_order(game, owner, group) for owner, group in rune_groups.items()}
    origins = {c.uid: o.zone for c, o in zip(cards, _take_all(game, cards), strict=True)}
    by_owner: dict[str, list[Card]] = {}
    for c in others:
        by_owner.setdefault(c.owner, []).append(c)
    for owner, group in by_owner.items():
        game.rng.shuffle(group)  # 416.5: two or more at once go in random order
        _arrive(
            game,
            owner,
            group,
            Zone.MAIN_DECK,
            origins,
            ("416.1", "416.1.a", "416.5") if len(group) > 1 else ("416.1", "416.1.a"),
        )
    for owner, group in ordered.items():
        _arrive(
            game,
            owner,
            group,
            Zone.RUNE_DECK,
            origins,
            ("416.1", "416.1.b", "416.5.a"),
        )


def rune_order(game: Game, owner: str, group: list[Card]) -> list[Card]:
    """416.5.a: the owner chooses the order of several runes (choice `rune_order`, bottom-most last)."""
    if len(group) == 1:
        return group
    labels = {" > ".join(c.alias or c.display for c in p): list(p) for p in permutations(group)}
    if len(labels) > 24:
        raise NotModelledError("ordre de plus de 4 runes recyclées ensemble : pas encore modélisé")
    answer = game.choose(owner, "rune_order", list(labels), ("416.5.a",))
    return labels[answer]


def _arrive(
    game: Game, owner: str, group: list[Card], zone: Zone, origins: dict[int, str], rules: tuple[str, ...]
) -> None:
    container = game.players[owner].zone(zone)
    container.extend(group)
    for card in group:
        _arrived(game, card, container, EventKind.RECYCLE, (origins[card.uid], zone), rules)
