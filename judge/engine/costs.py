"""Costs: the total cost of a play (356) and paying it (357), from the rune pool and the runes.

The total is computed in the order of the source page on costs (356.1–356.5): the base cost (or a
cost played « for »), then the additional costs, the increases, the reductions (a reduction for
one component applies to that component, 356.4.c), then the total-cost modifications; each
component stops at 0 (356.6). `cost_computed` carries the total and each step.

Paying (357): `pay` makes resources first (exhaust a basic rune: 1 energy, 164.2.a; recycle one: 1
power of its domain, 164.2.b; the resource abilities of `pay.use`, 357.1.a), added to the pool (166.1);
then the pool pays, universal power paying any domain (163.2.b). What cannot be paid is
`cost_unpaid`, naming what is missing; `Game.apply` rewinds everything (358.5).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from judge.corpus.abilities.amounts import (
    BattlefieldsControlled,
    CardsPlayedThisTurn,
    CountOf,
    HighestMight,
    PointsOf,
)
from judge.corpus.abilities.costs import Power
from judge.corpus.abilities.kinds import Activated, AdditionalCost
from judge.corpus.abilities.modifiers import Applies, Component, CostCut, IncreaseCost, ReduceCost
from judge.engine import zones
from judge.engine.cards import Cost
from judge.engine.events import EventKind, NotModelled
from judge.engine.exhaust import exhaust_card
from judge.engine.filters import matches
from judge.engine.state import Card, Zone
from judge.errors import NotModelledError, RulesError
from judge.render.words import cost_phrase

if TYPE_CHECKING:
    from judge.engine.game import Game


@dataclass
class Resources:
    """Energy and power by domain (`universal` pays any domain, 163.2.b)."""

    energy: int = 0
    power: dict[str, int] = field(default_factory=dict)

    @classmethod
    def of(cls, cost: Cost) -> Resources:
        """The resources a printed cost asks."""
        return cls(cost.energy, {d: n for d, n in cost.power if n})

    def copy(self) -> Resources:
        """An independent copy."""
        return Resources(self.energy, dict(self.power))

    def floor(self) -> None:
        """356.6: no component below 0."""
        self.energy = max(0, self.energy)
        self.power = {d: n for d, n in self.power.items() if n > 0}

    def to_json(self) -> dict[str, Any]:
        """`{"energy", "power"}`, as in the events."""
        return {"energy": self.energy, "power": dict(self.power)}


def _step(name: str, rules: tuple[str, ...], cost: Resources, **extra: Any) -> dict[str, Any]:
    return {"step": name, "rules": list(rules), **cost.to_json(), **extra}


def _amount(
    game: Game, player: str, mod: ReduceCost | IncreaseCost, chosen: dict[str, str] | None = None
) -> int | NotModelled:
    """How many times a modification applies: once, or « for each » counted on the board, or « for
    each point » of a player chosen as a target (`chosen`: the item's players, by target name)."""
    if mod.for_each is None:
        return 1
    if isinstance(mod.for_each, int):
        return mod.for_each
    if isinstance(mod.for_each, BattlefieldsControlled) and str(mod.for_each.who) in ("opponent", "you"):
        whose = game.opponents(player) if str(mod.for_each.who) == "opponent" else game.teammates(player)
        return sum(1 for bf in game.battlefields if bf.controller in whose)
    if isinstance(mod.for_each, PointsOf) and mod.for_each.scored_this_turn is None:
        ref = mod.for_each.ref
        if ref is not None and chosen is not None and ref in chosen:
            return game.players[chosen[ref]].points
        if ref is None and str(mod.for_each.who) == "you":
            return game.players[player].points
        if ref is None and str(mod.for_each.who) == "opponent" and len(game.opponents(player)) == 1:
            return game.players[game.opponents(player)[0]].points  # a duel: « l'adversaire » is the only one
    if isinstance(mod.for_each, PointsOf) and mod.for_each.ref is None and str(mod.for_each.who) == "you":
        return scored_this_turn(game, player, mod.for_each.scored_this_turn)  # « marqué en occupant ce tour »
    if isinstance(mod.for_each, CardsPlayedThisTurn):  # the FAQ: « joué » here is finalized (359.1)
        return cards_finalized_this_turn(game, player)
    if isinstance(mod.for_each, CountOf) and mod.for_each.filter.controlled_by is None:
        return sum(
            1 for c in game.cards_where(lambda _z: True) if matches(game, c, mod.for_each.filter, player)
        )
    return NotModelled("cost_modifier", f"modification de coût « pour chaque » {mod.for_each.KEY}")


def _applies(mod: ReduceCost | IncreaseCost, own: bool, card: Card, player: str, owner: str) -> bool:
    """Whether a modification from a card (`own`: the card played itself) changes this play."""
    kind = card.definition.type.value if card.definition is not None else ""
    if mod.applies is Applies.SELF:
        return own
    if own:
        return False
    if mod.applies is Applies.SPELLS:
        return kind == "spell" and owner == player
    if mod.applies is Applies.ENEMY_SPELLS:
        return kind == "spell" and owner != player
    if mod.applies is Applies.UNITS:
        return kind == "unit" and owner == player
    if mod.applies is Applies.OPTIONAL_COSTS:  # 356.4.f: the player's own optional additional costs
        return owner == player
    return False


def cards_played_this_turn(game: Game, player: str) -> int:
    """Cards `player` played this turn (the `play` events of cards since the turn began), for Légion (812)."""
    count = 0
    for event in reversed(game.log):
        if event.kind is EventKind.TURN:
            break
        if event.kind is EventKind.PLAY and event.data.get("player") == player and "card" in event.data:
            count += 1
    return count


def cards_finalized_this_turn(game: Game, player: str) -> int:
    """Cards `player` played this turn and finalized (359.1; the FAQ on « jouer »: Bélier, Légion): the
    card being played, still pending on the chain while its cost is computed (356), is not one yet."""
    pending = sum(
        1 for item in game.chain if item.kind == "play" and item.pending and item.controller == player
    )
    return cards_played_this_turn(game, player) - pending


#: `points_of.scored_this_turn` as the `gain_point` reasons say it.
_REASONS = {"conquer": "conquest"}


def scored_this_turn(game: Game, player: str, reason: str | None) -> int:
    """The points `player` scored this turn (`gain_point` events since the turn began), only those scored
    that way when `reason` says (`hold`, `conquest`); all of them otherwise."""
    total = 0
    for event in reversed(game.log):
        if event.kind is EventKind.TURN:
            break
        if event.kind is EventKind.GAIN_POINT and event.data.get("player") == player:
            if reason is None or event.data.get("reason") == _REASONS.get(reason, reason):
                total += int(event.data.get("amount", 0))
    return total


def played_from(game: Game, condition: Any, source: Card) -> bool:
    """Whether `source`, a card being played or resolving, was played from the zone `condition` names
    (`zone`), or from another one (`not_zone`): its chain item remembers it (Flux, 829.1.b; Back Off)."""
    item = next((i for i in game.chain if i.card is source and i.kind == "play"), None)
    if item is None or item.from_zone is None:
        return False
    zone, not_zone = getattr(condition, "zone", None), getattr(condition, "not_zone", None)
    return (zone is None or item.from_zone == str(zone)) and (
        not_zone is None or item.from_zone != str(not_zone)
    )


def condition_holds(game: Game, condition: Any, source: Card, player: str) -> bool | NotModelled:
    """Whether a condition of the vocabulary holds now for `source` controlled by `player`."""
    key = condition.KEY
    if key == "all_of":  # 727.1.b.3: every dependent keyword's condition, read in order
        for part in condition.conditions:
            held = condition_holds(game, part, source, player)
            if held is not True:
                return held
        return True
    if key == "level":  # 824.1.c: the XP of the card's controller, now
        xp = game.players[player].xp
        return bool(xp >= condition.xp and (condition.below is None or xp < condition.below))
    if key == "at_battlefield":
        return str(game.zone_of(source) or "").startswith("battlefield:")
    if key == "opponent_near_victory":  # an opponent within N points of the victory score
        return any(
            game.players[o].points >= game.victory_score - condition.within for o in game.opponents(player)
        )
    if key == "legion":  # 812: another card played this turn (the one being played counts already)
        return cards_played_this_turn(game, player) >= 2
    if key == "in_combat":  # 740.2.c: at the battlefield of the combat in progress, with a designation
        turn = game.turn
        return bool(
            turn.combat
            and turn.showdown is not None
            and game.zone_of(source) == f"battlefield:{turn.showdown}"
            and source.designation is not None
        )
    if key == "conquered_uncontrolled":
        return _conquered_uncontrolled(game, source)
    if key == "played_from":  # « si vous avez joué ceci depuis votre main »: read on its chain item (350)
        return played_from(game, condition, source)
    if key == "exists":  # « s'il y a une unité ennemie préparée ici »
        return any(
            matches(game, c, condition.filter, player, source=source)
            for c in game.board_cards()
            if c.definition is not None
        )
    if key == "attached_this_turn":  # 136.2.d: « si ceci m'était équipé pendant ce tour »
        return _attached_this_turn(game, source)
    if key == "mighty":  # Mighty: 5 Might or more, as it is now
        return (source.might or 0) >= 5
    if key == "hand_at_most":  # « if you have N or fewer cards in your hand »
        return bool(len(game.players[player].zone(Zone.HAND)) <= condition.count)
    return NotModelled("condition", f"{source.display} : la condition « {key} »")


def holds(game: Game, condition: Any, source: Card, player: str) -> bool:
    """`condition_holds`, a condition the engine does not read stopping it with `not_modelled`."""
    held = condition_holds(game, condition, source, player)
    if isinstance(held, NotModelled):
        raise not_modelled(game, held)
    return held


def _attached_this_turn(game: Game, source: Card) -> bool:
    """434: the gear `source` was attached this turn to the card that holds it now (an `attach` event
    since the turn began, to that very card)."""
    top = zones.holder(game, source)
    if top is None:
        return False
    for event in reversed(game.log):
        if event.kind is EventKind.TURN:
            return False
        if event.kind is EventKind.ATTACH and event.data.get("card") == source.ref():
            return bool(event.data.get("target") == top.ref())
    return False


def _conquered_uncontrolled(game: Game, source: Card) -> bool:
    """469.1, 190.2.b: the last conquest of this turn is at the source's battlefield, and its control
    change had no previous controller (the errata of Yone: « a battlefield that was uncontrolled »).
    Conquest effects activated without a conquest (383.4.g.1) log none: they never meet it."""
    zone = str(game.zone_of(source) or "")
    here = zone.removeprefix("battlefield:") if zone.startswith("battlefield:") else None
    taken: dict[str, Any] | None = None
    for event in reversed(game.log):
        if event.kind is EventKind.TURN:
            return False
        if event.kind is EventKind.TAKE_CONTROL and event.data.get("reason") == "conquest":
            taken = dict(event.data)
        if event.kind is EventKind.CONQUER:
            return (
                here is not None
                and event.data.get("battlefield") == here
                and taken is not None
                and taken.get("battlefield") == here
                and "previous" not in taken
            )
    return False


def modifiers(
    game: Game, card: Card, player: str
) -> list[tuple[ReduceCost | IncreaseCost, bool]] | NotModelled:
    """The cost modifications in force for this play: the card's own, then those of the board's
    cards of every player (356.4.a); one with a condition the engine does not read is not modelled."""
    found: list[tuple[ReduceCost | IncreaseCost, bool]] = []
    sources = [(card, True)] + [
        (c, False)
        for c in game.cards_where(lambda z: z in ("base", "legend") or z.startswith("battlefield:"))
    ]
    for source, own in sources:
        if source.definition is None:
            continue
        for ability in source.definition.abilities:
            if not isinstance(ability, (ReduceCost, IncreaseCost)):
                continue
            if not _applies(ability, own, card, player, source.controlled_by):
                continue
            if getattr(ability, "filter", None) is not None:
                return NotModelled("cost_modifier", f"{source.display} : modification de coût à filtre")
            if ability.condition is not None:
                holds = condition_holds(game, ability.condition, source, source.controlled_by)
                if isinstance(holds, NotModelled):
                    return holds
                if not holds:
                    continue
            found.append((ability, own))
    return found


def total_cost(
    game: Game, card: Card, player: str, base: Cost, chosen: list[AdditionalCost]
) -> tuple[Resources, list[dict[str, Any]]]:
    """356: the total cost of playing `card` and each step of its computation."""
    steps: list[dict[str, Any]] = []
    cost = Resources.of(base)
    steps.append(_step("base", ("356.1",), cost))
    additional = Resources()
    mods = modifiers(game, card, player)
    if isinstance(mods, NotModelled):
        raise not_modelled(game, mods)
    for extra in chosen:  # 356.2: additional costs are added
        part_cost = Resources()
        for part in extra.cost:
            if part.KEY == "energy":
                part_cost.energy += getattr(part, "amount", 0)
            elif isinstance(part, Power):
                for dom, n in part.amounts.items:
                    part_cost.power[str(dom)] = part_cost.power.get(str(dom), 0) + n
        if extra.optional:  # 356.4.f: a discount of optional costs reduces this one, down to 0 (356.4.f.1)
            cut_optional_cost(game, player, part_cost, mods)
        additional.energy += part_cost.energy
        for part_dom, n in part_cost.power.items():
            additional.power[part_dom] = additional.power.get(part_dom, 0) + n
    if chosen:
        cost.energy += additional.energy
        for extra_dom, n in additional.power.items():
            cost.power[extra_dom] = cost.power.get(extra_dom, 0) + n
        steps.append(_step("additional", ("356.2", "356.4.f"), cost))
    for mod, _own in mods:
        if isinstance(mod, IncreaseCost):  # 356.3
            times = _amount(game, player, mod)
            if isinstance(times, NotModelled):
                raise not_modelled(game, times)
            cost.energy += mod.energy * times
            for dom, n in mod.power.items:
                cost.power[str(dom)] = cost.power.get(str(dom), 0) + n * times
            steps.append(_step("increase", ("356.3",), cost))
    for mod, _own in mods:
        if isinstance(mod, ReduceCost) and mod.applies is not Applies.OPTIONAL_COSTS:  # 356.4
            if mod.any_of:
                what = NotModelled("cost_modifier", "réduction au choix hors coûts facultatifs")
                raise not_modelled(game, what)
            times = _amount(game, player, mod)
            if isinstance(times, NotModelled):
                raise not_modelled(game, times)
            _reduce(cost, mod, times, _by(game, player, mod))
            steps.append(_step("reduction", ("356.4", "356.4.c", "356.6"), cost))
    waiting = _next_spell_energy_less(game, card, player)
    if waiting:  # 391: « le prochain sort que vous jouez ce tour coûte N de moins » (`next_spell`)
        cost.energy -= waiting
        cost.floor()
        steps.append(_step("reduction", ("356.4", "391", "356.6"), cost))
    cost.floor()
    steps.append(_step("total", ("356.5", "356.6"), cost))
    return cost, steps


def _next_spell_energy_less(game: Game, card: Card, player: str) -> int:
    """What the abilities waiting for `player`'s next spell this turn take off its energy cost (391)."""
    if card.definition is None or card.definition.type.value != "spell":
        return 0
    return sum(w.energy_less for w in game.turn.waiting_for_next_spell(player))


def optional_mods(game: Game, card: Card, player: str) -> list[tuple[ReduceCost | IncreaseCost, bool]]:
    """The cost modifications in force for this play, for `cut_optional_cost` (Accélération)."""
    mods = modifiers(game, card, player)
    if isinstance(mods, NotModelled):
        raise not_modelled(game, mods)
    return mods


def cut_optional_cost(
    game: Game, player: str, part: Resources, mods: list[tuple[ReduceCost | IncreaseCost, bool]]
) -> bool:
    """356.4.f: the reductions of optional additional costs applied to one of them, `part` (Accélération
    as well as a Répétition: the FAQ on Ezreal), down to 0; whether it changed. A reduction « [1] ou [A]
    de moins » (`any_of`) is its controller's choice (`cost_reduction`), asked only when several of its
    alternatives change this cost: one that changes nothing is no option (a choice with one meaningful
    outcome is no decision), so on a cost of energy alone the energy one applies without asking."""
    before = part.copy()
    for mod, _own in mods:
        if not isinstance(mod, ReduceCost) or mod.applies is not Applies.OPTIONAL_COSTS:
            continue
        if mod.any_of and (mod.energy or mod.power.items):
            raise not_modelled(game, NotModelled("cost_modifier", "réduction à la fois fixe et au choix"))
        cuts = mod.any_of or (CostCut(mod.energy, mod.power),)
        outcomes: dict[str, Resources] = {}
        for number, cut in enumerate(cuts):
            after = part.copy()
            _cut(after, cut)
            seen = [r.to_json() for r in outcomes.values()]
            if after.to_json() != part.to_json() and after.to_json() not in seen:
                label = _cut_label(cut, number)
                outcomes[label if label not in outcomes else str(number)] = after
        if not outcomes:
            continue
        options = list(outcomes)
        if len(options) > 1 or mod.any_of:  # 356.4, 356.4.c: the controller picks the alternative
            picked = game.choose(player, "cost_reduction", options, ("356.4", "356.4.c", "356.4.f"))
        else:
            picked = options[0]
        part.energy, part.power = outcomes[picked].energy, outcomes[picked].power
    return part.to_json() != before.to_json()


def power_key(cost: Resources, domain: str) -> str:
    """The cost's power component a change of `domain` applies to: that domain, or the [C] of a card of
    several domains that it can pay (`calm|chaos`, 135.2.e.6.c)."""
    if domain in cost.power or domain == "universal":
        return domain
    return next((key for key in cost.power if domain in key.split("|")), domain)


def _cut(cost: Resources, cut: CostCut) -> None:
    """One alternative taken off `cost`; a power of any domain (`universal`, [A], 135.2.e.5) takes the
    power the cost asks in its first domain first, then the next (never below 0, 356.6)."""
    cost.energy -= cut.energy
    for dom, n in cut.power.items:
        left = n
        for key in [power_key(cost, str(dom))] if str(dom) != "universal" else list(cost.power):
            take = min(left, cost.power.get(key, 0))
            cost.power[key] = cost.power.get(key, 0) - take
            left -= take
    cost.floor()


def _cut_label(cut: CostCut, number: int) -> str:
    """The option naming an alternative: `energy`, `power`, or its number when it mixes them."""
    if cut.energy and not cut.power.items:
        return "energy"
    if cut.power.items and not cut.energy:
        return "power"
    return str(number)


def _reduce(cost: Resources, mod: ReduceCost, times: int, by: int) -> None:
    """356.4: one reduction applied `times` times (plus `by`, read on the board); never below 0 (356.6)."""
    before = cost.copy()
    energy_cut = (mod.energy + by) * times
    if mod.component in (Component.TOTAL, Component.ENERGY):
        cost.energy -= energy_cut
    for dom, n in mod.power.items:
        key = power_key(cost, str(dom))
        if key == "universal":  # a reduction of any domain takes the first one asked
            key = next(iter(cost.power), key)
        cost.power[key] = cost.power.get(key, 0) - n * times
    cost.floor()
    if mod.minimum is not None:  # 356.4.e: the minimum limits this reduction only
        if mod.component is Component.ENERGY:
            cost.energy = max(cost.energy, min(mod.minimum, before.energy))
        else:
            total_before = before.energy + sum(before.power.values())
            floor = min(mod.minimum, total_before)
            if cost.energy + sum(cost.power.values()) < floor:
                cost.energy = floor - sum(cost.power.values())


def ability_total(
    game: Game,
    player: str,
    ability: Activated,
    base: Cost,
    chosen: dict[str, str],
    source: Card | None = None,
) -> tuple[Resources, list[dict[str, Any]]]:
    """356 for an activated ability: its base cost (204.1.b), then its own « cette compétence coûte …
    de moins » (356.4), written on the ability or on its card (`applies: ability`), read once its
    choices are made (355: « l'adversaire choisi »). Only the cost paid changes: an effect that reads
    the ability's cost reads the base cost (206.1)."""
    cost = Resources.of(base)
    steps = [_step("base", ("356.1", "204.1.b"), cost)]
    on_card = source.definition.abilities if source is not None and source.definition is not None else ()
    card_mods = [a for a in on_card if isinstance(a, ReduceCost) and a.applies is Applies.ABILITY]
    for mod in (*ability.reduce_cost, *card_mods):
        own = mod.applies in (Applies.SELF, Applies.ABILITY)
        if not own or mod.filter is not None or mod.condition is not None or mod.any_of:
            what = NotModelled("cost_modifier", "réduction d'une compétence sous condition")
            raise not_modelled(game, what)
        times = _amount(game, player, mod, chosen)
        if isinstance(times, NotModelled):
            raise not_modelled(game, times)
        _reduce(cost, mod, times, _by(game, player, mod))
        steps.append(_step("reduction", ("356.4", "356.6"), cost))
    cost.floor()
    steps.append(_step("total", ("356.5", "356.6"), cost))
    return cost, steps


def _by(game: Game, player: str, mod: ReduceCost) -> int:
    """A reduction « by » an amount read on the board (Foudroiement: the highest might of an ally)."""
    if mod.by is None:
        return 0
    if isinstance(mod.by, int):
        return mod.by
    if isinstance(mod.by, HighestMight):
        mights = [
            c.might or 0 for c in game.cards_where(lambda _z: True) if matches(game, c, mod.by.filter, player)
        ]
        return max(mights, default=0)
    raise not_modelled(game, NotModelled("cost_modifier", f"réduction « de » {mod.by.KEY}"))


def not_modelled(game: Game, what: NotModelled) -> NotModelledError:
    """The `not_modelled` error for what the engine cannot compute or pay yet."""
    return NotModelledError(
        f"{what.text} — pas encore modélisé", details={"step": game.step, "what": what.what}
    )


# ----- paying ----------------------------------------------------------------------------------


def _rune(game: Game, player: str, ref: str) -> Card:
    """A rune of `player` in play named by its `id`; a French error otherwise."""
    card = game.card_by_alias(ref)
    runes = game.players[player].zone(Zone.RUNES)
    if card is None or all(card is not r for r in runes):
        known = ", ".join(r.alias for r in runes if r.alias) or "aucune rune n'a d'id"
        raise RulesError(
            f"paiement : « {ref} » n'est pas une rune en jeu de {player} (runes : {known})",
            code="illegal_action",
            details={"step": game.step},
        )
    return card


def add_resource(
    game: Game, player: str, energy: int, power: dict[str, int], source: Card | None, rules: tuple[str, ...]
) -> None:
    """Adds to `player`'s rune pool, with its `add_resource` event (429)."""
    pool = game.players[player].rune_pool
    pool.energy += energy
    for dom, n in power.items():
        pool.power[dom] = pool.power.get(dom, 0) + n
    data: dict[str, Any] = {"player": player, "energy": energy, "power": dict(power)}
    if source is not None:
        data["source"] = source.ref()
    game.emit(EventKind.ADD_RESOURCE, data, rules)


def exhaust_rune(game: Game, player: str, rune: Card) -> None:
    """164.2.a: exhaust a ready basic rune for 1 energy; an exhausted one cannot pay."""
    if rune.exhausted:
        raise RulesError(
            f"paiement : la rune {rune.alias or rune.display} est déjà épuisée, elle ne peut pas "
            "produire d'énergie (164)",
            code="cost_unpaid",
            details={"step": game.step},
        )
    exhaust_card(game, rune, ("164.2.a", "357.1.a"), actor=player)  # 411.1: the payer, on any turn
    add_resource(game, player, 1, {}, rune, ("164.2.a", "166.1"))


def recycle_rune(game: Game, player: str, rune: Card) -> None:
    """164.2.b: recycle a basic rune (to the bottom of its rune deck) for 1 power of its domain."""
    domain = rune.domain or "universal"
    zones.move_cards(
        game,
        [(rune, zones.Place(str(Zone.RUNE_DECK), rune.owner))],
        EventKind.RECYCLE,
        ("164.2.b", "416", "357.1.a"),
    )
    add_resource(game, player, 0, {domain: 1}, rune, ("164.2.b.1", "166.1"))


def produce(game: Game, player: str, pay: Any, need: Resources) -> None:
    """Makes the resources `pay` names (a mapping, or `auto`), before the pool pays (357.1.a)."""
    if pay is None:
        return
    if pay == "auto":
        _auto(game, player, need)
        return
    runes = game.players[player].zone(Zone.RUNES)
    recycled: list[Card] = []
    for ref in pay.get("recycle") or ():
        ref = str(ref)
        if ref in ("fury", "calm", "mind", "body", "chaos", "order"):
            rune = next((r for r in runes if r.domain == ref and r not in recycled), None)
            if rune is None:
                raise RulesError(
                    f"paiement : {player} n'a pas de rune de {ref} en jeu à recycler",
                    code="cost_unpaid",
                    details={"step": game.step},
                )
        else:
            rune = _rune(game, player, ref)
        recycled.append(rune)
    exhaust = pay.get("exhaust")
    exhausted: list[Card] = []
    if isinstance(exhaust, int) and not isinstance(exhaust, bool):
        ready = [r for r in runes if not r.exhausted and all(r is not x for x in recycled)]
        if len(ready) < exhaust:
            raise RulesError(
                f"paiement : {player} veut épuiser {exhaust} runes mais n'en a que {len(ready)} "
                "de prêtes (164)",
                code="cost_unpaid",
                details={"step": game.step},
            )
        exhausted = ready[:exhaust]
    elif exhaust is not None:
        exhausted = [_rune(game, player, str(ref)) for ref in exhaust]
    for rune in exhausted:
        exhaust_rune(game, player, rune)
    for rune in recycled:
        recycle_rune(game, player, rune)


#: 357.1.a, 444.2.c: uses the resource abilities `pay.use` names; `play` declares it when it is imported
#: (it runs the steps of play, which `costs` does not import: `effects` pays at resolution through here).
ability_user: list[Callable[[Game, str, Any], None]] = []


def make_resources(game: Game, player: str, pay: Any, need: Resources) -> None:
    """What `pay` makes before the pool pays: its runes (164.2), then its resource abilities in order."""
    produce(game, player, pay, need)
    if isinstance(pay, dict) and pay.get("use"):
        for use in ability_user:
            use(game, player, pay)


def pay_problem(game: Game, player: str, pay: Any) -> str | None:
    """Why `pay`, given as an answer, cannot say how to pay (a French reason), or None."""
    shape = (
        "la réponse est true, false, ou comment payer : {exhaust: N | [ids], recycle: [ids], use: [ids]} "
        "(444.2.c)"
    )
    if pay == "auto":
        return None
    if not isinstance(pay, dict) or not pay or not set(pay) <= {"exhaust", "recycle", "use"}:
        return shape
    exhaust = pay.get("exhaust")
    if exhaust is not None and not (_is_count(exhaust) or _is_names(exhaust)):
        return shape
    if not all(pay.get(k) is None or _is_names(pay[k]) for k in ("recycle", "use")):
        return shape
    return None


def _is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _is_names(value: Any) -> bool:
    """A list of ids (or, in `use`, `{source, ability}` mappings)."""
    return isinstance(value, list) and all(
        (isinstance(v, (str, int)) and not isinstance(v, bool))
        or (isinstance(v, dict) and set(v) <= {"source", "ability"} and "source" in v)
        for v in value
    )


def _auto(game: Game, player: str, need: Resources) -> None:
    """`pay: auto`: the runes a legal payment needs, each pick logged as an automatic choice."""
    pool = game.players[player].rune_pool
    runes = list(game.players[player].zone(Zone.RUNES))
    used: list[Card] = []
    universal = pool.power.get("universal", 0)
    spare = {d: k for d, k in pool.power.items() if d != "universal"}  # the pool's power not yet spoken for
    # the named domains first, then a power of any domain ([A], 805.1.a.2) from what is left
    for dom, n in sorted(need.power.items(), key=_payment_order):
        anyone = dom in _ANY_DOMAIN
        among = dom.split("|")  # one domain, or one of several ([C], 135.2.e.6.c)
        missing = n - _take_among(spare, _payers(dom, spare), n)
        take = min(universal, max(0, missing))
        universal -= take
        missing -= take
        runes_of = (r for r in runes if (anyone or r.domain in among) and all(r is not u for u in used))
        candidates = sorted(runes_of, key=lambda r: not r.exhausted)
        for rune in candidates[: max(0, missing)]:
            used.append(rune)
            _log_auto(game, player, "recycle", rune)
            recycle_rune(game, player, rune)
    missing_energy = need.energy - pool.energy
    ready = [r for r in runes if not r.exhausted and all(r is not u for u in used)]
    for rune in ready[: max(0, missing_energy)]:
        _log_auto(game, player, "exhaust", rune)
        exhaust_rune(game, player, rune)


def _log_auto(game: Game, player: str, how: str, rune: Card) -> None:
    game.emit(
        EventKind.CHOICE,
        {
            "player": player,
            "choice": "payment",
            "options": [],
            "answer": f"{how} {rune.alias or rune.display}",
            "automatic": True,
        },
        ("357.1.a",),
    )


#: Cost keys a power of any domain pays: `any` (Protection, 809), `universal` ([A] written in a cost).
_ANY_DOMAIN = ("any", "universal")


def _payment_order(item: tuple[str, int]) -> int:
    """Named domains first, then one of several ([C], `calm|chaos`), then any domain: each is paid from
    what the narrower ones leave."""
    dom = item[0]
    return 2 if dom in _ANY_DOMAIN else 1 if "|" in dom else 0


def _payers(dom: str, power: Mapping[str, int]) -> list[str]:
    """The domains of `power` that pay the cost component `dom`: every one for a power of any domain
    ([A], Protection), those of a [C] (`calm|chaos`), else the domain itself."""
    return [d for d in power if d != "universal"] if dom in _ANY_DOMAIN else dom.split("|")


def _take_among(left: dict[str, int], domains: list[str], n: int) -> int:
    """Takes up to `n` power from `left` among `domains`, in order; returns how much it took."""
    taken = 0
    for d in domains:
        take = min(n - taken, left.get(d, 0))
        left[d] = left.get(d, 0) - take
        taken += take
    return taken


def shortfall(game: Game, player: str, cost: Resources) -> Resources:
    """What the pool lacks to pay `cost` (nothing when it can): energy, then each domain's power, universal
    power covering any domain (357.1, 163.2.b)."""
    pool = game.players[player].rune_pool
    missing = Resources()
    if pool.energy < cost.energy:
        missing.energy = cost.energy - pool.energy
    universal = pool.power.get("universal", 0)
    left = {d: n for d, n in pool.power.items() if d != "universal"}
    for dom, n in sorted(cost.power.items(), key=_payment_order):
        short = n - _take_among(left, _payers(dom, left), n)  # used up as counted
        cover = min(short, universal)
        universal -= cover
        if short > cover:
            missing.power[dom] = short - cover
    return missing


def pay_from_pool(game: Game, player: str, cost: Resources, what: Card | None) -> None:
    """357.1: the pool pays the energy, then each domain's power, universal power for any domain;
    `cost_unpaid` names what is missing."""
    pool = game.players[player].rune_pool
    missing = shortfall(game, player, cost)
    if missing.energy or missing.power:
        name = what.alias or what.display if what is not None else "la compétence"
        raise RulesError(
            f"coût impayé : pour {name}, il manque {cost_phrase(missing.to_json())} "
            f"(coût {cost_phrase(cost.to_json())}, "
            f"réserve {cost_phrase({'energy': pool.energy, 'power': pool.power})}) ; "
            "le jeu est annulé et tout est remis comme avant (358.5)",
            code="cost_unpaid",
            details={"step": game.step, "missing": missing.to_json()},
        )
    pool.energy -= cost.energy
    for dom, n in sorted(cost.power.items(), key=_payment_order):
        # its own domains first (in order for a [C], 135.2.e.6.c), then universal power (163.2.b)
        rest = n - _take_among(pool.power, _payers(dom, pool.power), n)
        if rest:
            pool.power["universal"] = pool.power.get("universal", 0) - rest
    pool.power = {d: n for d, n in pool.power.items() if n}
