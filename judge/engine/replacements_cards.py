"""Cards' replacement effects (367–375, 443, 829.1.b.1), built from the ability vocabulary.

- A card's `replacement` ability is in force while its source is in the zone where it works
  (`active_in`, 370.3): `board_replacements` lists them for the replacement step each time it is
  asked, so a card that arrives in the same simultaneous action is not there yet, and one that
  leaves with it still is (370.4).
- `create_replacement` (an effect: « la prochaine fois que… ce tour ») adds a delayed replacement to
  `game.replacements`, bound to the objects its item chose; `next_only` uses it up once applied.
- `entering` asks the replacements of how a permanent enters (369.3: « arrive préparé / épuisé »).
- `flux` is the delayed replacement of a spell played for its Flux cost: banished instead of
  leaving the chain once finalized (829.1.b.1).

What a replacement does instead: `instead` runs its effects (the affected card is `triggering`, and
`attached` for the gear it is attached to), `skip` replaces the event with nothing (443: a `skip`
event), `prevent` deals no damage, `double` deals twice as much, `enters_ready`/`enters_exhausted`
change how the permanent enters, `banish_instead` banishes the spell (829.1.b.1).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from judge.corpus.abilities import effects as fx
from judge.corpus.abilities import replacement as rx
from judge.corpus.abilities.costs import Power
from judge.corpus.abilities.keywords import parse_keyword
from judge.corpus.abilities.values import ObjectKind, Who
from judge.corpus.abilities.values import Zone as AbilityZone
from judge.engine import effects, replacement, zones
from judge.engine.costs import Resources, condition_holds, pay_from_pool
from judge.engine.events import EventKind, NotModelled
from judge.engine.filters import matches
from judge.engine.replacement import Pending, Replacement, replace_step
from judge.engine.state import Card, Zone, is_board_zone
from judge.errors import NotModelledError, RulesError

if TYPE_CHECKING:
    from judge.engine.effects import Context
    from judge.engine.game import Game

#: The outcomes that fit each replaced event (an `enters_ready` on a death means nothing).
_FITS: dict[str, tuple[str, ...]] = {
    "would_die": ("instead", "skip"),
    "would_take_damage": ("prevent", "double", "instead"),
    "would_enter": ("enters_ready", "enters_exhausted"),
    "would_move": ("skip", "instead"),
    "would_draw_phase": ("skip",),
    "would_score": ("skip", "instead"),
    "would_leave_chain": ("banish_instead",),
}
#: The conditions a replacement may carry that the engine reads.
_CONDITIONS = (
    "at_battlefield",
    "opponent_near_victory",
    "legion",
    "opponent_controls_battlefield",
    "played_from",
)


def runs(ability: rx.ReplacementAbility) -> bool:
    """Whether the engine applies this replacement exactly as declared."""
    rep, outcome = ability.replaces, ability.outcome
    if rep is None or outcome is None or outcome.KEY not in _FITS.get(rep.KEY, ()):
        return False
    if ability.condition is not None and ability.condition.KEY not in _CONDITIONS:
        return False
    if any(part.KEY not in ("energy", "power") for part in ability.cost):
        return False
    if isinstance(outcome, rx.Instead):
        # a part marked not modelled runs as far as it applies, then stops naming its text (`effects`)
        return all(e.KEY in effects.RUNS or isinstance(e, fx.UnmodelledEffect) for e in outcome.effects)
    return True


def _active(where: AbilityZone, zone: str | None) -> bool:
    """370.3: where the ability works (the board by default)."""
    if where is AbilityZone.BOARD:
        return is_board_zone(zone)
    if where is AbilityZone.HERE:
        return bool(zone and zone.startswith("battlefield:"))
    return zone == str(where)


def sources(game: Game) -> list[tuple[Card, str]]:
    """The pairs of `game.all_cards()` whose card has a replacement ability, in its order.

    The replacement step asks it at every move: this walk builds no pair for the other cards (most),
    which halves its cost."""
    found: list[tuple[Card, str]] = []
    for zone, cards in game.zone_lists():
        for card in cards:
            d = card.definition
            if d is not None and d.abilities and d.replacement_abilities:
                found.append((card, zone))
            if card.attached:
                found.extend((gear, zone) for gear in card.attached if _replaces(gear))
    found.extend((item.card, str(Zone.CHAIN)) for item in game.chain if item.card and _replaces(item.card))
    found.extend((bf.card, bf.zone_name) for bf in game.battlefields if _replaces(bf.card))
    return found


def _replaces(card: Card) -> bool:
    return card.definition is not None and bool(card.definition.replacement_abilities)


def board_replacements(game: Game) -> Iterator[Replacement]:
    """Every card's replacement ability in force now, where its source is (370.3)."""
    for card, zone in sources(game):
        assert card.definition is not None  # `sources` keeps only cards with one
        for i, ability in card.definition.replacement_abilities:
            rep = ability.replaces
            own = (  # « j'arrive préparé », « bannissez-moi au lieu de quitter la chaîne »: the card itself
                rep is not None
                and rep.KEY in ("would_enter", "would_leave_chain")
                and getattr(rep, "filter", None) is None
                and getattr(rep, "to", None) in (None, "self")
            )
            if not own and not _active(ability.active_in, zone):
                continue
            yield _card_replacement(card, i, ability)


replacement.SOURCES.append(board_replacements)


def _card_replacement(card: Card, index: int, ability: rx.ReplacementAbility) -> Replacement:
    uid, controller = card.uid, card.controlled_by

    def applies(game: Game, pending: Pending) -> bool:
        return _applies(game, pending, ability, uid, controller, {}, None)

    def instead(game: Game, pending: Pending) -> None:
        _instead(game, pending, ability, uid, controller, {})

    return Replacement(
        f"card:{uid}:{index}",
        ("370.3", *_rules(ability)),
        applies,
        instead,
        controller=controller,
        source=uid,
        label=card.alias or card.display,
        outcome=ability.outcome.KEY if ability.outcome else "",
        optional=ability.optional,
        once_per_turn=ability.once_per_turn,
        next_only=ability.next_only,
    )


#: The rules an application cites, by outcome (the event's own rules are in the `replace` event's kind).
_OUTCOME_RULES: dict[str, tuple[str, ...]] = {
    "instead": ("369.1", "370.1.a.1"),
    "skip": ("443.1", "443.4"),
    "prevent": ("369.2",),
    "double": ("369.1",),
    "enters_ready": ("369.3",),
    "enters_exhausted": ("369.3",),
    "banish_instead": ("829.1.b.1",),
}


def _rules(ability: rx.ReplacementAbility) -> tuple[str, ...]:
    """The rules a replacement's application cites: its outcome's, « vous pouvez »'s, « une fois »'s."""
    rules = list(_OUTCOME_RULES.get(ability.outcome.KEY if ability.outcome else "", ()))
    if ability.optional:
        rules += ["371.2", "371.2.a"]
    if ability.once_per_turn:
        rules.append("371.1")
    return tuple(rules)


# ----- which events a replacement sees -------------------------------------------------------------


def _card(game: Game, uid: int) -> Card | None:
    try:
        return game.card_by_uid(uid)
    except RulesError:
        return None  # a token that ceased to exist


def _concerns(
    game: Game, rep: Any, card: Card | None, src: int, controller: str, bound: dict[str, list[int]]
) -> bool:
    """Whether the event's card is the one the replaced event names: `to` (a reference, or a target
    the creating item chose), the objects of a `filter`, or the source itself."""
    if card is None:
        return False
    to, flt = getattr(rep, "to", None), getattr(rep, "filter", None)
    if to == "attached":
        source = _card(game, src)
        return source is not None and zones.holder(game, source) is card
    if to in bound:
        return card.uid in bound[str(to)]
    if flt is not None:
        if flt.other and card.uid == src:
            return False  # « une autre unité »
        return matches(game, card, flt, controller, zone=game.zone_of(card))
    if to is None and rep.KEY in ("would_die", "would_take_damage", "would_move"):
        return True  # no restriction written: every such event
    return card.uid == src  # `to: self`, or the card itself


def _player_fits(game: Game, rep: Any, player: str, controller: str, chosen: str | None) -> bool:
    """Whether the player an event happens to is the one a player-event replacement names."""
    if chosen is not None:
        return player == chosen
    flt = getattr(rep, "filter", None)
    if flt is not None and flt.kind is ObjectKind.OPPONENT and player not in game.opponents(controller):
        return False
    who = getattr(rep, "who", Who.ANY)
    if who in (Who.YOU, Who.CONTROLLER):
        return player == controller
    if who is Who.OPPONENT:
        return player in game.opponents(controller)
    return True


def _applies(
    game: Game,
    pending: Pending,
    ability: rx.ReplacementAbility,
    src: int,
    controller: str,
    bound: dict[str, list[int]],
    chosen_player: str | None,
) -> bool:
    rep, outcome = ability.replaces, ability.outcome
    if rep is None or outcome is None or not runs(ability):
        return False
    card = pending.card
    what = pending.what
    key = rep.KEY
    if key == "would_die":
        fits = pending.kind is EventKind.KILL and _concerns(game, rep, card, src, controller, bound)
    elif key == "would_take_damage":
        fits = pending.kind is EventKind.DAMAGE and _concerns(game, rep, card, src, controller, bound)
        by = getattr(rep, "by", None)
        if fits and by is not None:  # « les dégâts de sorts et de compétences »: not combat damage (465.2.d)
            fits = (pending.data.get("reason") == "combat") == (by is rx.DamageBy.COMBAT)
    elif key == "would_move":
        fits = pending.kind is EventKind.MOVE and _concerns(game, rep, card, src, controller, bound)
    elif key == "would_enter":
        fits = what == "enter" and _concerns(game, rep, card, src, controller, bound)
    elif key == "would_leave_chain":
        fits = what == "leave_chain" and _concerns(game, rep, card, src, controller, bound)
    elif key == "would_draw_phase":
        player = pending.data.get("player")
        fits = (
            what == "draw_phase"
            and isinstance(player, str)
            and _player_fits(game, rep, player, controller, chosen_player)
        )
    elif key == "would_score":
        player = pending.data.get("player")
        reason = getattr(rep, "reason", None)
        fits = (
            what == "point"
            and isinstance(player, str)
            and (
                reason is None
                or pending.data.get("reason") in (reason, "conquer" if reason == "conquest" else reason)
            )
            and _player_fits(game, rep, player, controller, chosen_player)
        )
    else:
        fits = False
    if not fits:
        return False
    source = _card(game, src)
    if (
        ability.condition is not None
        and source is not None
        and not _condition(game, ability, source, controller)
    ):
        return False
    return not ability.cost or _can_pay(game, controller, _cost(ability))


def _condition(game: Game, ability: rx.ReplacementAbility, source: Card, controller: str) -> bool:
    cond = ability.condition
    assert cond is not None
    if cond.KEY == "opponent_controls_battlefield":
        return any(bf.controller in game.opponents(controller) for bf in game.battlefields)
    held = condition_holds(game, cond, source, controller)
    if isinstance(held, NotModelled):
        raise NotModelledError(
            f"{held.text} — pas encore modélisé", details={"step": game.step, "what": held.what}
        )
    return held


def _cost(ability: rx.ReplacementAbility) -> Resources:
    need = Resources()
    for part in ability.cost:
        if part.KEY == "energy":
            need.energy += getattr(part, "amount", 0)
        elif isinstance(part, Power):
            for dom, n in part.amounts.items:
                need.power[str(dom)] = need.power.get(str(dom), 0) + n
    return need


def _can_pay(game: Game, player: str, need: Resources) -> bool:
    """Whether the pool pays `need` now (a replacement with a cost applies only when paid: 371.2)."""
    pool = game.players[player].rune_pool
    if pool.energy < need.energy:
        return False
    spare = pool.power.get("universal", 0)
    for dom, n in need.power.items():
        short = max(0, n - pool.power.get(dom, 0))
        spare -= short
    return spare >= 0


# ----- what happens instead ------------------------------------------------------------------------


def _instead(
    game: Game,
    pending: Pending,
    ability: rx.ReplacementAbility,
    src: int,
    controller: str,
    bound: dict[str, list[int]],
) -> None:
    outcome = ability.outcome
    card = pending.card
    source = _card(game, src)
    if ability.cost:
        need = _cost(ability)
        pay_from_pool(game, controller, need, source)
        game.emit(
            EventKind.COST_PAID, {"player": controller, **need.to_json(), "cost": need.to_json()}, ("357.1",)
        )
    if isinstance(outcome, rx.Instead):
        targets: dict[str, list[Card | None]] = {
            name: [_card(game, uid) for uid in uids] for name, uids in bound.items()
        }
        if card is not None:
            targets.update(triggering=[card], attached=[card])
        ctx = effects.Context(game, controller, source, targets)
        effects.run(ctx, outcome.effects)
    elif isinstance(outcome, rx.Skip):
        data: dict[str, Any] = {"player": replacement.affected_player(game, pending), "reason": "skipped",
                                "effect": pending.what}  # fmt: skip
        if card is not None:
            data["cards"] = [card.ref()]
        game.emit(EventKind.SKIP, data, ("443.1", "443.2", "443.2.a"))
    elif isinstance(outcome, rx.Double) and card is not None:
        amount = int(pending.data.get("amount", 0))
        reason = pending.data.get("reason")  # doubled combat damage is still combat damage (465.2.d)
        kept = reason if isinstance(reason, str) else None
        effects.deal_damage(game, card, 2 * amount, pending.data.get("source"), reason=kept)
    elif isinstance(outcome, (rx.EntersReady, rx.EntersExhausted)):
        state = pending.data.get("state")
        if isinstance(state, dict):
            state["exhausted"] = isinstance(outcome, rx.EntersExhausted)
    elif isinstance(outcome, rx.BanishInstead) and card is not None:
        _banish(game, card)
    # rx.Prevent: nothing replaces the damage (the `replace` event says it was prevented)


def _banish(game: Game, card: Card) -> None:
    zones.move_cards(
        game,
        [(card, zones.Place(str(Zone.BANISHMENT), card.owner))],
        EventKind.BANISH,
        ("829.1.b.1", "427.1"),
    )


# ----- replacements that effects create ------------------------------------------------------------


def create(ctx: Context, effect: rx.CreateReplacement) -> None:
    """`create_replacement`: a delayed replacement bound to the objects its item chose (the targets
    its `to` names), for this turn or for good; with `choose_player` its controller names a player now."""
    game = ctx.game
    ability = effect.replacement
    if not runs(ability):
        raise effects.stop(game, ctx.source, "ce remplacement créé par un effet")
    bound = {name: [c.uid for c in cards if c is not None] for name, cards in ctx.targets.items()}
    if ctx.source is not None:
        bound.setdefault("self", [ctx.source.uid])
    chosen: str | None = ctx.players.get(str(getattr(ability.replaces, "to", None)))  # a player target
    if chosen is None and getattr(ability.replaces, "choose_player", False):
        chosen = game.choose(ctx.controller, "player", list(game.order), ("443.1.b", "359.3.d"))
    name = f"created:{len(game.log)}"
    controller = ctx.controller
    src = ctx.source.uid if ctx.source is not None else -1

    def applies(g: Game, pending: Pending) -> bool:
        return _applies(g, pending, ability, src, controller, bound, chosen)

    def instead(g: Game, pending: Pending) -> None:
        _instead(g, pending, ability, src, controller, bound)

    created = Replacement(
        name,
        ("389", *_rules(ability)),
        applies,
        instead,
        controller=controller,
        source=ctx.source.uid if ctx.source is not None else None,
        label=(ctx.source.alias or ctx.source.display) if ctx.source is not None else "effet",
        outcome=ability.outcome.KEY if ability.outcome else "",
        optional=ability.optional,
        once_per_turn=ability.once_per_turn,
        next_only=ability.next_only,
        turn=game.turn.number if effect.duration.value == "this_turn" else None,
    )
    game.replacements.append(created)
    data: dict[str, Any] = {
        "player": controller,
        "reason": "replacement_created",
        "replaced": ability.replaces.KEY if ability.replaces else "",
        "outcome": created.outcome,
    }
    if ctx.source is not None:
        data["source"] = ctx.source.ref()
    if chosen is not None:
        data["target_player"] = chosen
    targets = [c for cards in ctx.targets.values() for c in cards if c is not None]
    if targets:
        data["cards"] = [c.ref() for c in targets]
    game.emit(EventKind.REPLACEMENT_CREATED, data, ("367", "389", "801.3.a.2"))


effects.HANDLERS["create_replacement"] = lambda ctx, effect: create(ctx, effect)


# ----- how a permanent enters ----------------------------------------------------------------------


def entering(game: Game, card: Card, controller: str, exhausted: bool) -> bool:
    """369.3: whether `card` enters exhausted once every « arrive préparé / épuisé » applied, each once
    (370.2), in its controller's order (372)."""
    state = {"exhausted": exhausted}
    pending = Pending(EventKind.PUT, {"card": card, "enters": True, "state": state, "player": controller})
    while (name := replace_step(game, pending)) is not None:
        pending = replace(pending, applied=pending.applied | {name})
    return state["exhausted"]


# ----- Flux (829.1.b.1) ----------------------------------------------------------------------------

FLUX = parse_keyword("Flux").keyword


def has_flux(card: Card) -> bool:
    """Whether a spell has Flux (829.1)."""
    words = card.definition.keywords if card.definition else ()
    return any(str(w).split(" ")[0] in (FLUX.name, FLUX.en) for w in words)


def flux(game: Game, card: Card, controller: str) -> None:
    """829.1.b.1: played for its Flux cost, the spell is banished instead of leaving the chain once it
    is a finalized item (a delayed replacement, used up once applied)."""
    uid = card.uid

    def applies(g: Game, pending: Pending) -> bool:
        moving = pending.card
        if moving is None or moving.uid != uid or pending.what != "leave_chain":
            return False
        return any(item.card is moving and not item.pending for item in g.chain)

    def instead(g: Game, pending: Pending) -> None:
        if pending.card is not None:
            _banish(g, pending.card)

    game.replacements.append(
        Replacement(
            f"flux:{uid}:{len(game.log)}",
            ("829.1.b.1", "389"),
            applies,
            instead,
            controller=controller,
            source=uid,
            label=f"Flux de {card.alias or card.display}",
            outcome="banish_instead",
            next_only=True,
        )
    )
