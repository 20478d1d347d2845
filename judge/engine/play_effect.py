"""« Jouez une unité depuis … » as an effect (419, 350): Phénix immortel, The Harrowing, Thrill of the Hunt.

The unit is the effect's source (`ref: self`), a named target (the unit just banished), or one the
controller chooses in the zone among those that pass `filter` (choice `play_card`, « aucune » when the
effect says « vous pouvez »). Its price is computed from its printed cost and paid now, from the pool:
nothing when it is played ignoring its cost (356.1.b.1), its power only when « sans payer son énergie »,
its cost reduced by a `reduce_cost`. A price the pool cannot pay, or a card no longer in the zone, makes
the instruction impossible: it is ignored (359.3.e.6). The unit enters where the controller chooses
(choice `play_place`): their base or a battlefield they control (355.2.a), any battlefield when the card
says so (355.2.b). Only units are modelled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.corpus.abilities import effects as fx
from judge.corpus.abilities.modifiers import IgnoreCost, ReduceCost
from judge.engine import effects
from judge.engine.choices import is_yes, unique_labels, yes_no_problem
from judge.engine.costs import Resources
from judge.engine.events import EventKind
from judge.engine.filters import matches
from judge.engine.play import has_keyword
from judge.engine.state import Card, Zone
from judge.errors import RulesError

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
    price = _price(ctx, effect, card)
    ready = _accelerate(game, ctx.controller, card, price)
    to = _place(game, ctx.controller, effect)
    try:
        effects.play_unit(ctx, card, to, price, ready=ready)
    except RulesError as err:
        if err.code != "cost_unpaid":
            raise
        # 359.3.e.6: a price the pool cannot pay, the instruction cannot be followed
        game.emit(EventKind.NOTHING, {"card": card.ref(), "reason": "cannot_pay"}, ("359.3.e.6",))


def _the_card(ctx: effects.Context, effect: fx.PlayCard) -> Card | None:
    """The unit to play, in `effect.zone`; None (and a `nothing` event) when there is none."""
    game = ctx.game
    if effect.ref is not None:
        found = effects.refs(ctx, effect.ref, None)
        cards: list[Card] = (
            [c for c in found if game.zone_of(c) == effect.zone] if isinstance(found, list) else []
        )
        if not cards:  # 359.3.e.6: it left that zone (or its target is illegal): nothing to play
            shown = {"card": ctx.source.ref()} if ctx.source is not None else {}
            game.emit(EventKind.NOTHING, {**shown, "reason": "not_there"}, ("359.3.e.6",))
            return None
        return cards[0]
    player = game.players[ctx.controller]
    if effect.zone not in _ZONES:
        raise effects.stop(game, ctx.source, f"jouer une carte depuis la zone « {effect.zone} »")
    flt = effect.filter
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
        if cost.any_of or cost.for_each is not None or cost.by is not None:
            raise effects.stop(
                ctx.game, ctx.source, "une réduction calculée sur une carte jouée par un effet"
            )
        reduced = Resources(printed.energy - cost.energy, dict(printed.power))
        for domain, n in cost.power.items:
            reduced.power[str(domain)] = reduced.power.get(str(domain), 0) - n
        reduced.floor()  # 356.6: no component below 0
        return reduced
    return printed


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
    domain = definition.domains[0] if definition.domains else "any"
    price.energy += 1
    price.power[domain] = price.power.get(domain, 0) + 1
    return True


def _place(game: Game, player: str, effect: fx.PlayCard) -> str:
    """355.2: where the unit enters, `base` or `battlefield:ID` (choice `play_place` when several)."""
    place = effect.place.value
    if place == "base":
        return "base"
    fields = [bf.alias for bf in game.battlefields if effect.any_battlefield or bf.controller == player]
    options = ([] if place == "battlefield" else ["base"]) + fields
    if not options:  # no battlefield it may enter: the base (355.2.a)
        return "base"
    answer = game.choose(player, "play_place", options, ("355.2", "355.2.a", "355.2.b"))
    return "base" if answer == "base" else f"battlefield:{answer}"


effects.HANDLERS["play_card"] = play_card
