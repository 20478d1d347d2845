"""Creations and copies (179–187, 439, 477.1.b): what the `create` effect makes.

A created token is a game object, not a card (185): its controller and owner are the controller of
the effect that created it (182, 183), it has the characteristics its catalogue entry gives it
(187: Recrue 1, Reflet 0, Clone des ombres 0 with its attack trigger…), no cost (185.3.a.1: it
counts as 0) and no domain (185.3.b), enters exhausted unless the effect says « préparé » (184.1)
and may get keywords from the effect (184.3: Reflet « avec Temporaire »). A unit token enters the
board as a played unit does: it contests a battlefield its controller does not control (190.3.a)
and the « arrive préparé / épuisé » replacements apply to it (369.3). A copy effect
(`copy_of`, 477.1.b.1) gives it the copiable characteristics of the copied object as they are now
(477.1.b.1: name, type, tags, cost, domain, text; a copy of a copy copies what the copy is):
the cost too, so a Reflet that copies a unit has that unit's cost (185.3.a.2, the source page).
Might is not in that list (477.1.b.1): the token keeps its own. A token put anywhere off the
board but the chain ceases to exist (186.1, `zones`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from judge.corpus.abilities import effects as fx
from judge.corpus.abilities.keywords import KeywordInstance
from judge.corpus.abilities.values import Place
from judge.engine.cards import CardDef, Cost, default_catalogue
from judge.engine.effects import HANDLERS, Context, amount, refs, stop
from judge.engine.events import EventKind
from judge.engine.state import Card, Zone, at_battlefield


def copied(token: CardDef, model: CardDef, keywords: tuple[KeywordInstance, ...] = ()) -> CardDef:
    """The token's definition once it is a copy of `model` (477.1.b.1): the copiable characteristics
    replace its own; it stays a token (185.1.a) with its own might; `keywords` the effect adds."""
    return replace(
        token,
        name=model.name,
        name_en=model.name_en,
        aliases=(),
        cost=model.cost,
        domains=model.domains,
        keywords=(*model.keywords, *(str(k) for k in keywords)),
        text=model.text,
        abilities=model.abilities,
    )


def create(ctx: Context, effect: fx.Create) -> None:
    """`create`: `count` tokens at `place`, ready if `ready`, with `keywords`, a copy of `copy_of`."""
    game = ctx.game
    definition = default_catalogue().get(effect.token)
    if definition is None:
        raise stop(game, ctx.source, f"créer « {effect.token} », que le catalogue ne connaît pas")
    if effect.place is Place.BASE:
        zone = str(Zone.BASE)
    elif effect.place is Place.HERE:
        here = game.zone_of(ctx.source) if ctx.source is not None else None
        if not at_battlefield(here):
            raise stop(game, ctx.source, "créer « ici » quand la source n'est pas sur un champ de bataille")
        zone = str(here)
    elif effect.place is Place.THERE:
        # « créez-y » (Lillia): where the trigger's event happened, as it was then (359.3.f.3); the base
        # when that was no battlefield
        zone = f"battlefield:{ctx.battlefield}" if ctx.battlefield else str(Zone.BASE)
    else:
        raise stop(game, ctx.source, f"créer à l'emplacement « {effect.place.value} »")
    model: Card | None = None
    if effect.copy_of is not None:
        found = refs(ctx, effect.copy_of, None)
        if not isinstance(found, list) or not found or found[0].definition is None:
            game.emit(EventKind.SKIP, {"effect": "create", "reason": "void"}, ("359.3.e.12",))
            return
        model = found[0]
    n = amount(ctx, effect.count)
    if not isinstance(n, int):
        return
    made = definition
    if model is not None and model.definition is not None:
        made = copied(definition, model.definition, effect.keywords)
    elif effect.keywords:
        made = replace(definition, keywords=(*definition.keywords, *(str(k) for k in effect.keywords)))
    for _ in range(n):
        token = Card(
            uid=game.new_uid(),
            name=made.name,
            owner=ctx.controller,  # 183
            definition=made,
            controller=ctx.controller,  # 182
            base_might=made.might,
            exhausted=not effect.ready,  # 184.1: a unit enters exhausted unless the effect says ready
        )
        place_cards(game, zone, ctx.controller).append(token)
        ctx.created.append(token)
        event = game.emit(
            EventKind.CREATE, create_data(ctx.controller, token, zone, model), create_rules(effect, model)
        )
        with game.inside(event):
            _enter(game, token, zone, ctx.controller)


def _enter(game: Any, token: Card, zone: str, player: str) -> None:
    """A created permanent enters the board where it is created (439.2): 190.3.a, a unit that « becomes
    present » at a battlefield its controller does not control contests it (190.3.a.1); 369.3, the
    replacements of how a unit enters (« arrive préparé / épuisé ») apply to it as to a played one."""
    from judge.engine import replacements_cards, showdown  # rule modules that import this interpreter

    if not token.is_unit:
        return
    bf = game.battlefield(zone.removeprefix("battlefield:")) if at_battlefield(zone) else None
    if bf is not None:
        showdown.contest(game, bf, player, ("190.3.a", "190.3.a.1", "439.2"))
    token.exhausted = replacements_cards.entering(game, token, player, token.exhausted)


HANDLERS["create"] = lambda ctx, effect: create(ctx, effect)


def place_cards(game: Any, zone: str, player: str) -> list[Card]:
    """The list a token is put in: a base, or the player's units at a battlefield."""
    if at_battlefield(zone):
        bf = game.battlefield(zone.removeprefix("battlefield:"))
        assert bf is not None  # the source's own battlefield
        units: list[Card] = bf.units.setdefault(player, [])
        return units
    base: list[Card] = game.players[player].zone(Zone.BASE)
    return base


def create_data(player: str, token: Card, zone: str, model: Card | None) -> dict[str, Any]:
    """The `create` event: the token, where, its might, cost and keywords (a copy: `copy_of`)."""
    d = token.definition
    cost = d.cost if d is not None else Cost()
    data: dict[str, Any] = {
        "player": player,
        "card": token.ref(),
        "to_zone": zone,
        "might": token.might,
        "cost_energy": cost.energy,  # 185.3.a.1: 0 for a token; a copy's is the copied one's
        "cost": {"energy": cost.energy, "power": dict(cost.power)},
        "exhausted": token.exhausted,
    }
    keywords = list(d.keywords) if d is not None else []
    if keywords:
        data["keywords"] = keywords
    if model is not None:
        data["copy_of"] = model.ref()
    return data


def create_rules(effect: fx.Create, model: Card | None) -> tuple[str, ...]:
    """The rules a creation cites: create (439), token (179–187), ready (184.1), copy (477.1.b.1)."""
    rules: tuple[str, ...] = ("439", "182", "183", "187")
    if effect.ready:
        rules += ("184.1",)
    if effect.keywords:
        rules += ("184.3",)
    if model is not None:
        rules += ("477.1.b.1", "185.3.a.2")
    return rules
