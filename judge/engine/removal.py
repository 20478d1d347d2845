"""Cards leaving where they are: banish (427), kill (428), discard (422), recycle (416).

Several targets of one action are handled simultaneously: every card is taken from its
place first, then every card arrives: one game action's events are simultaneous (370.1.a.2);
recycled main-deck cards then go under the deck in random order (416.5), runes (wherever they are, 161)
under the rune deck in their owner's order (416.5.a). A card leaving the board leaves its attached
cards where it was (719.5, 435.4.b); the cleanup's recall step (323.7) then sends a gear left at a
battlefield to its controller's base (457.1). The Champion Legend never leaves its zone (107.4.d).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from itertools import permutations
from typing import TYPE_CHECKING, Any

from judge.engine import actions as act
from judge.engine import kill_attribution, triggers
from judge.engine.events import EventKind, NotModelled
from judge.engine.registry import Legality, Verb, register
from judge.engine.state import Card, Zone, at_battlefield, is_permanent_zone
from judge.engine.zones import Place, holder, move_cards, unreplaced, where

if TYPE_CHECKING:
    from judge.engine.game import Game


def _name(card: Card) -> str:
    return card.alias or card.display


def _legend_reason(game: Game, card: Card) -> str | None:
    """107.4.d: the Champion Legend (the card of `legend:`, 103.1.a) never leaves its zone."""
    if game.zone_of(card) == str(Zone.LEGEND):
        return (
            f"{_name(card)} est la légende de champion : elle ne peut être ni retirée ni déplacée de la "
            "zone de légende (107.4.d)"
        )
    return None


def _detach_leaving(game: Game, cards: list[Card]) -> list[Card]:
    """719.5: a top-most card leaving the board for a non-board zone loses its attached cards; they stay
    where it was (435.4, 435.4.b), and a gear left at a battlefield is recalled at the next cleanup
    (435.4.a, 457.1, 323.7). An attached card that leaves in the same action leaves with it, taken
    first (370.1.a.2). Returns the cards in the order to take them: attached ones first."""
    leaving = {id(c) for c in cards}
    for card in cards:
        origin = where(game, card)
        if origin is None or holder(game, card) is not None:
            continue
        for gear in [g for g in card.attached if id(g) not in leaving]:
            card.attached.remove(gear)
            pid = gear.controlled_by
            if at_battlefield(origin.zone):
                Place(origin.zone, pid).container(game).append(gear)
            else:
                origin.container.append(gear)
            game.emit(
                EventKind.DETACH,
                {"card": gear.ref(), "from_card": card.ref(), "player": pid, "to_zone": origin.zone},
                ("719.5", "435.4", "435.4.b"),
            )
    return sorted(cards, key=lambda c: holder(game, c) is None)


def _send(
    game: Game, cards: list[Card], to_zone: Zone, kind: EventKind, rules: tuple[str, ...]
) -> list[Card]:
    """Takes every card from its place, then puts each in its owner's `to_zone` (simultaneously).

    Returns the cards that did go: those whose event a replacement replaced did not (370.1.b)."""
    # One game action: its events are simultaneous (370.1.a.2).
    cited = (*rules, "370.1.a.2") if len(cards) > 1 else rules
    extra = {"simultaneous": len(cards) > 1}
    # 370.1.c: every replacement is asked before anything moves or is detached (a gear that saves the
    # unit it is attached to must still be attached when the death is asked about: 370.3, 370.4).
    moves = [(card, Place(str(to_zone), card.owner)) for card in cards]
    kept = [card for card, _place in unreplaced(game, moves, kind)]
    ordered = _detach_leaving(game, kept)
    placed = [(card, Place(str(to_zone), card.owner)) for card in ordered]
    move_cards(game, placed, kind, cited, extra, checked=True)
    return kept


def banish_legality(game: Game, action: act.Banish) -> str | NotModelled | None:
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


def kill_legality(game: Game, action: act.Kill) -> str | NotModelled | None:
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


def kill_cards(
    game: Game,
    cards: list[Card],
    rules: tuple[str, ...] = ("428.1", "428.2"),
    killers: Mapping[int, kill_attribution.Killer] | None = None,
    lethal: bool = False,
) -> list[Card]:
    """Kills permanents simultaneously: each goes straight to its owner's trash (428.2); then their
    « lorsque je meurs » and the others' death triggers, read as they were (323.4, 383.2.c.2), and
    « lorsque vous éliminez » for the kills someone is responsible for: `killers` (uid → who) for an
    instruction (428.5.b), or, `lethal`, whoever dealt each its lethal damage (428.5.c). Returns the
    cards that died.

    A card whose death a replacement replaced (Zhonya's Hourglass) did not die: its Deathknell does
    not trigger (808.1.d, 808.1.d.1)."""
    known = triggers.last_known(game, cards)
    # read before they move (their damage goes with them, 124.1)
    if lethal:
        killers = kill_attribution.at_cleanup(game, cards)
    died = _send(game, cards, Zone.TRASH, EventKind.KILL, rules)
    # « si elle meurt » waits for this very card (428.5.c): identity, not a name or alias; the list
    # item is replaced, not changed in place, so that a rewound action restores it (snapshot.py).
    for i, waiting in enumerate(game.awaiting_deaths):
        if any(card is waiting.card for card in died):
            game.awaiting_deaths[i] = replace(waiting, killed=True)
    if died:
        triggers.happened(game, "dies", cards=died, known=known)
        _attributed(game, died, known, killers or {})
    return died


def _attributed(
    game: Game,
    died: list[Card],
    known: dict[int, triggers.Known],
    killers: Mapping[int, kill_attribution.Killer],
) -> None:
    """428.5: « lorsque vous éliminez une unité (avec un sort) », once per player and means."""
    groups: dict[kill_attribution.Killer, list[Card]] = {}
    for card in died:
        who = killers.get(card.uid)
        if who is not None:
            groups.setdefault(who, []).append(card)
    for who, cards in groups.items():
        triggers.happened(game, "kills", cards=cards, player=who.player, known=known, means=who.means)


def discarded(game: Game, cards: list[Card], player: str | None) -> None:
    """Cards were discarded, `player` responsible (411): the `discards` triggers."""
    triggers.happened(game, "discards", cards=cards, player=player)


def do_kill(game: Game, action: act.Kill) -> None:
    """428: kill the targets, simultaneously when several (370.1.a.2: one game action)."""
    kill_cards(game, [game.card_by_uid(uid) for uid in action.targets])


def discard_legality(game: Game, action: act.Discard) -> str | NotModelled | None:
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
    cards = [game.card_by_uid(uid) for uid in action.targets]
    gone = _send(game, cards, Zone.TRASH, EventKind.DISCARD, ("422.1",))
    for owner in dict.fromkeys(c.owner for c in gone):  # 411.1: each discards from their own hand
        discarded(game, [c for c in gone if c.owner == owner], owner)


def recycle_legality(game: Game, action: act.Recycle) -> str | NotModelled | None:
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
    cards = [game.card_by_uid(uid) for uid in action.targets]
    runes: dict[str, int] = {}
    for card in cards:
        if card.is_rune:
            runes[card.owner] = runes.get(card.owner, 0) + 1
    if any(n > 4 for n in runes.values()):
        return NotModelled("rune_order", "ordre de plus de 4 runes recyclées ensemble")
    return None


def do_recycle(game: Game, action: act.Recycle) -> None:
    """416: main-deck cards under the main deck in random order (416.5), runes under the rune deck in
    their owner's chosen order (416.5.a)."""
    cards = [game.card_by_uid(uid) for uid in action.targets]
    by_owner: dict[str, list[Card]] = {}
    rune_groups: dict[str, list[Card]] = {}
    for c in cards:
        # 161.2.b, 416.1.b: a rune (by domain or a rune card, wherever it is) goes to the rune deck.
        (rune_groups if c.is_rune else by_owner).setdefault(c.owner, []).append(c)
    # 416.5.a: the owner's order is asked before anything moves, so a missing answer leaves the board as is.
    ordered = {owner: rune_order(game, owner, group) for owner, group in rune_groups.items()}
    _detach_leaving(game, cards)
    for owner, group in by_owner.items():
        game.rng.shuffle(group)  # 416.5: two or more at once go in random order
        group.sort(key=lambda c: holder(game, c) is None)  # an attached card is taken off first
        rules = ("416.1", "416.1.a", "416.5") if len(group) > 1 else ("416.1", "416.1.a")
        move_cards(game, [(c, Place(str(Zone.MAIN_DECK), owner)) for c in group], EventKind.RECYCLE, rules)
    for owner, group in ordered.items():
        rules = ("416.1", "416.1.b", "416.5.a") if len(group) > 1 else ("416.1", "416.1.b")
        move_cards(game, [(c, Place(str(Zone.RUNE_DECK), owner)) for c in group], EventKind.RECYCLE, rules)
    for owner in dict.fromkeys(c.owner for c in cards):  # the owner recycles their own cards (416.1)
        triggers.happened(game, "recycles", cards=[c for c in cards if c.owner == owner], player=owner)


def rune_order(game: Game, owner: str, group: list[Card]) -> list[Card]:
    """416.5.a: the owner chooses the order of several runes (choice `rune_order`, bottom-most last)."""
    if len(group) <= 1:
        return group
    labels = {" > ".join(c.alias or c.display for c in p): list(p) for p in permutations(group)}
    answer = game.choose(owner, "rune_order", list(labels), ("416.5.a",))
    return labels[answer]


def _removal(
    name: str,
    french: str,
    doc: str,
    action: type[act.OnCards],
    legality: Legality,
    perform: Callable[[Game, Any], None],
    where: Callable[[str | None], bool],
) -> Verb:
    """The four removal verbs share their written form: `targets` (or `target`, or `card` + `from`)."""
    return Verb(
        name,
        french=french,
        doc=doc,
        optional=("targets", "target", "card", "from", "player"),
        refs=("target", "targets", "card"),
        scope="hand" if name == "discard" else "board" if name == "kill" else None,
        action=action,
        build=lambda w: action(targets=w.cards, choices=w.choices),
        legality=legality,
        perform=perform,
        candidates=lambda game: [action(targets=(c.uid,)) for c in game.cards_where(where)],
    )


register(
    _removal("banish", "bannir", "chaque cible dans le bannissement de son propriétaire (427)", act.Banish,
             banish_legality, do_banish, lambda z: z is not None),
    _removal("recycle", "recycler", "chaque cible sous le deck de son propriétaire, au hasard (416)",
             act.Recycle, recycle_legality, do_recycle, lambda z: z is not None),
    _removal("discard", "défausser", "chaque cible de la main vers la défausse (422)", act.Discard,
             discard_legality, do_discard, lambda z: z == str(Zone.HAND)),
    _removal("kill", "éliminer", "chaque permanent ciblé vers la défausse de son propriétaire (428)",
             act.Kill, kill_legality, do_kill, is_permanent_zone),
)  # fmt: skip
