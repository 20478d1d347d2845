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
from judge.engine.state import Card, Zone, at_battlefield, is_permanent_zone
from judge.errors import NotModelledError

if TYPE_CHECKING:
    from judge.engine.game import Game


def _name(card: Card) -> str:
    return card.alias or card.display


def _check_no_attachments(game: Game, cards: list[Card]) -> None:
    for card in cards:
        if card.attached:
            raise NotModelledError(
                f"{_name(card)} porte des équipements : ce qu'ils deviennent quand elle part "
                "n'est pas encore modélisé",
                details={"step": game.step},
            )


def _leave_board(card: Card, container: list[Card]) -> bool:
    """Arrived off the board: temporary changes are gone (124.1); a token ceases to exist (186.1).

    Returns True when the card ceased to exist."""
    card.exhausted = False
    card.damage = 0
    card.buffs = 0
    card.controller = None
    if card.is_token:
        container.remove(card)
        return True
    return False


def _send(game: Game, cards: list[Card], to_zone: Zone, kind: EventKind, rules: tuple[str, ...]) -> None:
    """Takes every card from its place, then puts each in its owner's `to_zone` (simultaneously)."""
    _check_no_attachments(game, cards)
    origins = [game.take(card) for card in cards]
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
    return None


def do_banish(game: Game, action: act.Banish) -> None:
    """427.1-427.2: straight to banishment from any zone; neither a kill nor a discard (427.2.a-b)."""
    cards = [game.card_by_uid(uid) for uid in action.targets]
    for card in cards:
        if game.zone_of(card) == str(Zone.LEGEND):
            raise NotModelledError(
                "bannir une légende : la légende de champion ne quitte pas sa zone (107.4.d) ; "
                "pas encore modélisé",
                details={"step": game.step},
            )
    _send(game, cards, Zone.BANISHMENT, EventKind.BANISH, ("427.1", "427.2", "427.2.a", "427.2.b"))


def kill_legality(game: Game, action: act.Kill) -> str | None:
    """428.1: only a permanent on the board can be killed (not legends or battlefields: 107.4.d, 170.3)."""
    for uid in action.targets:
        card = game.card_by_uid(uid)
        zone = game.zone_of(card)
        if any(bf.card is card for bf in game.battlefields):
            return f"{_name(card)} est un champ de bataille : il ne peut pas être éliminé (170.3)"
        if not is_permanent_zone(zone):
            return (
                f"{_name(card)} n'est pas un permanent du plateau (zone {zone}) : on ne l'élimine pas (428.1)"
            )
        if card.domain is not None:
            return f"{_name(card)} est une rune, pas un permanent qu'on élimine (428.1)"
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
    return None


def do_recycle(game: Game, action: act.Recycle) -> None:
    """416: main-deck cards under the main deck in random order (416.5), runes under the rune deck in
    their owner's chosen order (416.5.a)."""
    cards = [game.card_by_uid(uid) for uid in action.targets]
    _check_no_attachments(game, cards)
    runes = [c for c in cards if c.domain is not None]
    others = [c for c in cards if c.domain is None]
    origins = {c.uid: game.take(c).zone for c in cards}
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
    rune_groups: dict[str, list[Card]] = {}
    for c in runes:
        rune_groups.setdefault(c.owner, []).append(c)
    for owner, group in rune_groups.items():
        _arrive(
            game,
            owner,
            _rune_order(game, owner, group),
            Zone.RUNE_DECK,
            origins,
            ("416.1", "416.1.b", "416.5.a"),
        )


def _rune_order(game: Game, owner: str, group: list[Card]) -> list[Card]:
    """416.5.a: the owner chooses the order of several runes (choice `rune_order`, bottom-most last)."""
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
