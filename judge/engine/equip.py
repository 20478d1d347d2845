"""Equipping (434, 717–719, 818, 821): the `attach` effect, which Équiper (818.1.c.2: « [Coût] : équipez cet
équipement à une unité que vous contrôlez ») and other effects perform.

The equipped card joins its top-most card where it is (434.4), which is not a move (434.4.a); its
status does not change (434.5). Equipping it to a new top-most card unequips it from the old one
(434.1.f); equipping it to its current one does nothing (434.1.g). The unit chosen is « équipée par »
the gear (818.2), an event triggers can read (818.2.a: the trigger key `equipped`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge.corpus.abilities import effects as fx
from judge.corpus.abilities.kinds import Activated
from judge.engine import costs, triggers, zones
from judge.engine.effects import HANDLERS, Context, refs, stop
from judge.engine.events import EventKind
from judge.engine.state import Card, is_board_zone
from judge.errors import RulesError

if TYPE_CHECKING:
    from judge.engine.game import Game


def _one(ctx: Context, ref: str) -> Card | None:
    """The one card a reference names, or None when it is gone or illegal (359.3.e.12)."""
    found = refs(ctx, ref, None)
    if not isinstance(found, list) or len(found) != 1:
        return None
    card: Card = found[0]
    return card


def attach(ctx: Context, effect: Any) -> None:
    """434: equips `effect.gear` to `effect.to`; an illegal or gone card makes it do nothing (359.3.e)."""
    assert isinstance(effect, fx.Attach)
    game = ctx.game
    gear, top = _one(ctx, effect.gear), _one(ctx, effect.to)
    if gear is None or top is None or zones.where(game, top) is None:
        game.emit(EventKind.SKIP, {"effect": effect.KEY, "reason": "void"}, ("359.3.e.12", "434"))
        return
    if gear is top:
        raise stop(game, ctx.source, "équiper une carte à elle-même")
    equip(game, ctx.controller, gear, top, ("434", "434.4", "434.4.a", "818.2"))


def equip(game: Game, player: str, gear: Card, top: Card, rules: tuple[str, ...]) -> None:
    """Equips `gear` to `top` for `player`: nothing if it already is (434.1.g), else it leaves its old
    top-most card (434.1.f) and joins `top` where it is, not a move (434.4.a)."""
    if any(g is gear for g in top.attached):  # 434.1.g: already equipped to it
        game.emit(EventKind.NOTHING, {"card": gear.ref(), "reason": "already_attached"}, ("434.1.g",))
        return
    before = zones.where(game, gear)
    from_zone = before.zone if before is not None else ""
    zones.take(game, gear)  # 434.1.f: from its old top-most card too; 434.4.a: not a move
    top.attached.append(gear)
    game.emit(
        EventKind.ATTACH,
        {
            "player": player,
            "card": gear.ref(),
            "target": top.ref(),
            "from_zone": from_zone,
            "to_zone": game.zone_of(top) or "",
        },
        rules,
    )
    triggers.happened(game, "equipped", cards=[top], player=player)  # 818.2.a


def equip_ability(gear: Card) -> Activated | None:
    """The gear's Équiper: its activated ability that equips it (818.1.c.2), or None."""
    for ability in gear.definition.abilities if gear.definition is not None else ():
        if isinstance(ability, Activated) and any(
            isinstance(e, fx.Attach) and e.gear == "self" for e in ability.effects
        ):
            return ability
    return None


def weaponmaster(ctx: Context, effect: Any) -> None:
    """821.1.c: « choisissez un objet que vous contrôlez … payez le coût de sa compétence Équiper, réduit
    de [A], pour l'équiper à cette unité ». The cost is the Équiper cost as if activated choosing this
    unit, its modifications included (821.1.c.2, 206.1 « sauf indication contraire »); the pool pays it.
    The Équiper ability is not activated and the unit is not chosen (821.1.c.6)."""
    game, player, unit = ctx.game, ctx.controller, ctx.source
    loc = zones.where(game, unit) if unit is not None else None
    if unit is None or loc is None or not is_board_zone(loc.zone):  # 821.1.c.5: no longer on the board
        game.emit(EventKind.SKIP, {"effect": effect.KEY, "reason": "void"}, ("359.3.e.12", "821.1.c.5"))
        return
    gears = [
        c
        for c in game.cards_where(is_board_zone)
        if c.definition is not None and c.definition.type.value == "gear" and c.controlled_by == player
    ]
    if not gears:
        game.emit(EventKind.NOTHING, {"card": unit.ref(), "reason": "no_gear"}, ("821.1.c",))
        return
    answer = game.choose(player, "weaponmaster_gear", [g.alias or g.display for g in gears], ("821.1.c",))
    gear = next(g for g in gears if (g.alias or g.display) == answer)
    ability = equip_ability(gear)
    if ability is None:  # 821.1.c.4: no equip cost, it cannot be paid
        game.emit(EventKind.NOTHING, {"card": gear.ref(), "reason": "no_equip"}, ("821.1.c.4",))
        return
    from judge.engine.play import cost_parts  # play runs the steps of play, which import the effects

    base, other = cost_parts(ability.cost)
    if other:
        raise stop(game, ctx.source, "Expert en armes avec un coût d'Équiper autre que des ressources")
    total, steps = costs.ability_total(game, player, ability, base, {})
    if total.power.get("any"):  # 821.1.c.3: reduced by [A] only when the cost has one
        total.power["any"] -= 1
        total.floor()
        steps.insert(-1, {"step": "reduction", "rules": ["821.1.c", "821.1.c.3"], **total.to_json()})
        steps[-1] = {**steps[-1], **total.to_json()}
    game.emit(
        EventKind.COST_COMPUTED,
        {"player": player, "card": gear.ref(), **total.to_json(), "steps": steps, "cost": total.to_json()},
        ("821.1.c.2", "356", "356.6"),
    )
    try:
        costs.pay_from_pool(game, player, total, gear)  # checks everything before it takes anything
    except RulesError as unpaid:
        if unpaid.code != "cost_unpaid":
            raise
        game.emit(EventKind.NOTHING, {"card": gear.ref(), "reason": "cost_unpaid"}, ("821.1.c.5",))
        return
    game.emit(
        EventKind.COST_PAID,
        {"player": player, "card": gear.ref(), **total.to_json(), "cost": total.to_json()},
        ("821.1.c", "357.1"),
    )
    equip(game, player, gear, unit, ("821.1.c", "434", "434.4", "434.4.a"))


HANDLERS["attach"] = attach
HANDLERS["weaponmaster"] = weaponmaster
