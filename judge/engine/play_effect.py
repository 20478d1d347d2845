"""« Jouez une unité depuis … » as an effect (419, 350): Phénix immortel, The Harrowing, Thrill of the Hunt.

The unit is the effect's source (`ref: self`), a named target (the unit just banished), or one the
controller chooses in the zone among those that pass `filter` (choice `play_card`, « aucune » when the
effect says « vous pouvez »). Its price is computed from its printed cost and paid now: nothing when it
is played ignoring its cost (356.1.b.1), its power only when « sans payer son énergie », its cost reduced
by a `reduce_cost`. The pool pays, with the player's runes when it is short, as `pay: auto` uses them
(357.1.a). A price that cannot be paid, or a card no longer in the zone, makes the instruction impossible:
it is ignored (359.3.e.6). The unit enters where the controller chooses
(choice `play_place`): their base or a battlefield they control (355.2.a), any battlefield when the card
says so (355.2.b). Only units are modelled.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from judge.corpus.abilities import effects as fx
from judge.corpus.abilities.modifiers import IgnoreCost, ReduceCost
from judge.corpus.abilities.values import Zone as AbilityZone
from judge.engine import chain, effects, snapshot, triggers, zones
from judge.engine.cards import domain_choice
from judge.engine.choices import is_yes, unique_labels, yes_no_problem
from judge.engine.costs import Resources, pay_from_pool, power_key, produce, shortfall
from judge.engine.events import EventKind
from judge.engine.filters import matches
from judge.engine.play import has_keyword
from judge.engine.state import Card, ChainItem, Zone

if TYPE_CHECKING:
    from judge.engine.game import Game

RULES = ("419", "350", "356.1.b")
_ZONES = frozenset(z.value for z in (Zone.HAND, Zone.TRASH, Zone.BANISHMENT, Zone.MAIN_DECK))
NONE = "aucune"


def play_card(ctx: effects.Context, effect: fx.PlayCard) -> None:
    """Plays the unit the effect names or lets the controller choose, for its price, where they choose."""
    game = ctx.game
    card = _the_card(ctx, effect)
    if card is None:
        return
    if not card.is_unit:
        raise effects.stop(game, ctx.source, "jouer depuis une zone une carte qui n'est pas une unité")
    # « son propriétaire la rejoue » (Portal Rescue): its owner plays it, a teammate's unit too (740.1.a)
    player = card.owner if effect.by_owner else ctx.controller
    price = _price(ctx, effect, card)
    ready = _accelerate(game, player, card, price)
    if not _can_pay(game, player, price):  # 359.3.e.6: a price that cannot be paid, nothing is played
        game.emit(EventKind.NOTHING, {"card": card.ref(), "reason": "cannot_pay"}, ("359.3.e.6",))
        return
    to = _place(game, player, effect)
    if to is None:  # 359.3.e.6: no place it may enter
        game.emit(EventKind.NOTHING, {"card": card.ref(), "reason": "no_place"}, ("359.3.e.6", "355.2"))
        return
    play_unit(ctx, card, to, price, ready=ready, player=player)


def play_unit(
    ctx: effects.Context,
    card: Card,
    to: str = "base",
    price: Resources | None = None,
    ready: bool = False,
    player: str | None = None,
) -> None:
    """Plays a unit as an effect (« jouez-la »), `player` (the effect's controller by default) playing it
    for `price` (nothing: ignoring its cost, 356.1.b.1), paid from the pool: the steps of play, then it
    resolves at once (337.2) and enters at `to` (`base` or `battlefield:ID`), exhausted (359.2.c) unless
    `ready` (its Accélération paid, 805.6) or a replacement makes it enter otherwise (369.3); then
    « lorsque vous me jouez » (383.4.a.2)."""
    game = ctx.game
    player = player or ctx.controller
    price = price or Resources()
    root = game.emit(EventKind.PLAY, {"player": player, "card": card.ref()}, ("350", "353", "356.1.b.1"))
    with game.inside(root):
        origin = zones.take(game, card)
        item = ChainItem(controller=player, kind="play", card=card, pending=True, to=to)
        game.chain.append(item)
        card.controller = player
        game.emit(
            EventKind.CHAIN_ADD,
            {"player": player, "card": card.ref(), "from_zone": origin.zone, "to_zone": "chain"},
            ("354",),
        )
        steps = [
            {"step": "base", "rules": ["356.1.b.1"], **price.to_json()},
            {"step": "total", "rules": ["356.5"], **price.to_json()},
        ]
        computed = {
            "player": player,
            "card": card.ref(),
            **price.to_json(),
            "steps": steps,
            "cost": price.to_json(),
        }
        game.emit(EventKind.COST_COMPUTED, computed, ("356", "356.1.b.1"))
        pay_from_pool(game, player, price, card)
        paid = {"player": player, "card": card.ref(), **price.to_json(), "cost": price.to_json()}
        game.emit(EventKind.COST_PAID, paid, ("357.1",))
        item.pending = False
        game.emit(EventKind.FINALIZE, {"player": player, "card": card.ref()}, ("358", "359.1"))
        game.tick()
        event = game.emit(EventKind.RESOLVE, {"player": player, "card": card.ref()}, ("337.2",))
        with game.inside(event):
            # 359.2.c: it enters exhausted; Accélération paid, ready (805.6); « arrive préparé » (369.3)
            chain.enter_board(game, card, to, player, not ready)
    triggers.happened(game, "played", cards=[card], player=player, item=item)  # 383.4.a.2


def _the_card(ctx: effects.Context, effect: fx.PlayCard) -> Card | None:
    """The unit to play, in `effect.zone`; None (and a `nothing` event) when there is none."""
    game = ctx.game
    if effect.ref is not None:
        found = effects.refs(ctx, effect.ref, None)
        # in that zone, and that zone its player's: « votre défausse », « son propriétaire la rejoue »
        whose = ctx.controller if not effect.by_owner else None
        cards: list[Card] = [
            c
            for c in (found if isinstance(found, list) else [])
            if game.zone_of(c) == effect.zone and (whose is None or c.owner == whose)
        ]
        if not cards:  # 359.3.e.6: it left that zone (or its target is illegal): nothing to play
            shown = {"card": ctx.source.ref()} if ctx.source is not None else {}
            game.emit(EventKind.NOTHING, {**shown, "reason": "not_there"}, ("359.3.e.6",))
            return None
        return cards[0]
    player = game.players[ctx.controller]
    if effect.zone not in _ZONES:
        raise effects.stop(game, ctx.source, f"jouer une carte depuis la zone « {effect.zone} »")
    flt = effect.filter
    if flt is not None and flt.zone is None:  # the effect's zone is where the filter looks
        flt = replace(flt, zone=AbilityZone(effect.zone))
    problem = effects.unsupported_filter(flt) if flt is not None else None
    if problem:
        raise effects.stop(game, ctx.source, problem)
    options = [
        c
        for c in player.zone(Zone(effect.zone))
        if c.definition is not None
        and (flt is None or matches(game, c, flt, ctx.controller, zone=effect.zone, source=ctx.source))
    ]
    if not options:
        game.emit(EventKind.NOTHING, {"player": ctx.controller, "reason": "nothing_to_play"}, ("359.3.e.6",))
        return None
    labels = unique_labels(options)
    answer = game.choose(ctx.controller, "play_card", [*labels, *([NONE] if effect.optional else [])], RULES)
    return None if answer == NONE else options[labels.index(answer)]


def _price(ctx: effects.Context, effect: fx.PlayCard, card: Card) -> Resources:
    """356.1.b: what playing it costs now: its printed cost, ignored (or its energy only), or reduced."""
    printed = Resources.of(card.definition.cost) if card.definition is not None else Resources()
    cost = effect.cost
    if isinstance(cost, IgnoreCost):
        return Resources(0, dict(printed.power)) if cost.energy_only else Resources()
    if isinstance(cost, ReduceCost):
        if (
            cost.any_of
            or cost.for_each is not None
            or cost.by is not None
            or cost.minimum is not None
            or cost.condition is not None
            or cost.filter is not None
            or any(str(d) == "universal" for d, _n in cost.power.items)
        ):
            raise effects.stop(
                ctx.game, ctx.source, "une réduction calculée sur une carte jouée par un effet"
            )
        reduced = Resources(printed.energy - cost.energy, dict(printed.power))
        for domain, n in cost.power.items:
            key = power_key(reduced, str(domain))  # a named domain also reduces a [C] it can pay
            reduced.power[key] = reduced.power.get(key, 0) - n
        reduced.floor()  # 356.6: no component below 0
        return reduced
    return printed


def _can_pay(game: Game, player: str, price: Resources) -> bool:
    """Whether `price` can be paid now: from the pool, or with the player's runes as `pay: auto` uses them
    (357.1.a: resources made while paying), their choices logged as automatic; when even the runes do not
    cover it, nothing of them is used."""
    missing = shortfall(game, player, price)
    if not (missing.energy or missing.power):
        return True
    if not game.players[player].zone(Zone.RUNES):
        return False
    before = snapshot.take(game)
    produce(game, player, "auto", price)
    missing = shortfall(game, player, price)
    if missing.energy or missing.power:
        snapshot.restore(game, before)  # the runes stay as they were
        return False
    return True


def _accelerate(game: Game, player: str, card: Card, price: Resources) -> bool:
    """805.1.a, 356.1.b.3 (the Légionnaire d'arrière-garde example): a unit played ignoring its cost may
    still pay its Accélération ([1] and a power of its domain, [A] without one, 805.1.a.2), added to the
    price (choice `additional_cost`); paid, it enters ready (805.6)."""
    definition = card.definition
    if definition is None or not has_keyword(definition.keywords, ("Accélération", "Accelerate")):
        return False
    rules = ("805.1.a", "356.1.b.3", "355.1.a")
    if not is_yes(game.choose_value(player, "additional_cost", yes_no_problem, rules)):
        return False
    domain = domain_choice(definition.domains)  # 805.1.a.1, 805.1.a.2, 135.2.e.6.c
    price.energy += 1
    price.power[domain] = price.power.get(domain, 0) + 1
    return True


def _place(game: Game, player: str, effect: fx.PlayCard) -> str | None:
    """355.2: where the unit enters, `base` or `battlefield:ID` (choice `play_place` when several); None
    when the effect allows no place (« sur un champ de bataille que vous contrôlez », none)."""
    place = effect.place.value
    if place == "base":
        return "base"
    if place not in ("battlefield", "any"):
        raise effects.stop(game, None, f"jouer une unité à l'emplacement « {place} »")
    fields = [bf.alias for bf in game.battlefields if effect.any_battlefield or bf.controller == player]
    options = ([] if place == "battlefield" else ["base"]) + fields
    if not options:
        return None
    answer = game.choose(player, "play_place", options, ("355.2", "355.2.a", "355.2.b"))
    return "base" if answer == "base" else f"battlefield:{answer}"


effects.HANDLERS["play_card"] = play_card
effects.HANDLERS["play_unit"] = play_unit
