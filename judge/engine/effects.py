"""Executing a spell's or an ability's effects from the ability vocabulary (359.3.d, 407–458).

Effects run top to bottom (359.3.d). A target that is no longer legal when the item resolves is
ignored; information about it is zero or not applicable, and what was computed from it is void
(359.3.e.12): an effect on it, or whose amount reads it, does nothing (a `skip` event says why).
A construct the engine does not interpret stops with `not_modelled`, naming the card: never
silently vanilla (STYLE habit 6).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from judge.corpus.abilities import effects as fx
from judge.corpus.abilities.amounts import CostOf, MightOf
from judge.corpus.abilities.conditions import TargetDied
from judge.corpus.abilities.costs import Power
from judge.corpus.abilities.modifiers import IgnoreCost
from judge.corpus.abilities.triggers import Delayed
from judge.corpus.abilities.values import Destination, Filter, ObjectKind, Target, Who
from judge.engine import kill_attribution, showdown, statics, triggers, zones
from judge.engine.choices import is_yes, yes_no_problem
from judge.engine.costs import (
    Resources,
    add_resource,
    condition_holds,
    make_resources,
    pay_from_pool,
    pay_problem,
)
from judge.engine.events import EventKind, NotModelled
from judge.engine.exhaust import exhaust_card, ready_card
from judge.engine.filters import kind_of, matches
from judge.engine.filters import unsupported_filter as unsupported_filter  # re-exported: its home is filters
from judge.engine.replacement import Pending, replaced
from judge.engine.state import Card, Zone
from judge.errors import NotModelledError, RulesError
from judge.render.words import cost_phrase

if TYPE_CHECKING:
    from judge.engine.game import Game

#: Effects this interpreter runs (the others stop with `not_modelled`).
RUNS = frozenset({
    "damage", "kill", "draw", "buff", "give_might", "give_keyword", "ready", "exhaust", "stun", "recall",
    "banish", "return_to_hand", "create", "add", "channel", "discard", "look", "choose_one", "detach",
    "heal", "move", "if", "pay_to",
    "delayed", "gain_xp", "ready_runes", "if_you_do",
    "create_replacement",
    "burn", "replace_battlefield", "activate_conquer_effects", "swap_back",
    "counter",
    "banish_top",
    "take_control",
    "attach", "weaponmaster",
    "predict",
    "score",
    "players_kill",
    "extra_turn",
    "recycle",
    "next_spell",
    "play_card",
})  # fmt: skip


#: Effects run by the modules that model them (`tokens`: `create`; `replacements_cards`:
#: `create_replacement`; `play_effect`: `play_card`, and `play_unit`, a unit played by an effect), registered
#: there at import so that this interpreter imports none of them.
HANDLERS: dict[str, Callable[[Context, Any], None]] = {}


@dataclass
class Context:
    """What an item's effects read: its controller, its source, its targets (None when illegal)."""

    game: Game
    controller: str
    source: Card | None
    targets: dict[str, list[Card | None]] = field(default_factory=dict)
    created: list[Card] = field(default_factory=list)
    destinations: list[str] = field(default_factory=list)
    paid: list[str] = field(default_factory=list)  # the additional costs paid (356.2)
    battlefield: str | None = None  # a triggered ability's: where its event happened (« ce champ »)
    players: dict[str, str] = field(default_factory=dict)  # the players its item chose as targets (355.5)
    started: int = field(init=False, default=0)  # the log's length when its effects began (`died`)
    #: Bonus damage the spell took from « le prochain sort que vous jouez » (391, 713), and its sources.
    spell_bonus: tuple[int, list[Card]] = (0, [])
    #: Each target's controller as the effects begin: « son contrôleur » once it has left the board
    #: (359.3.e.12: the information last known; a card off the board is nobody's).
    controllers: dict[int, str] = field(init=False, default_factory=dict)

    def __post_init__(self) -> None:
        self.started = len(self.game.log)
        self.controllers = {c.uid: c.controlled_by for cards in self.targets.values() for c in cards if c}


@dataclass(frozen=True)
class AwaitingDeath:
    """« Si elle meurt » waiting for the cleanup after the resolution (428.5.c): the item's context, the
    target whose death it reads, the `if` whose effects (or `otherwise`) run then (`died`), and the
    instructions written after it, which wait with it (359.3.d: top to bottom)."""

    ctx: Context
    card: Card
    effect: fx.If
    rest: tuple[Any, ...] = ()
    mode: int | None = None
    killed: bool = False  # set by `removal.kill_cards` when this very card is killed (not replaced)


def candidates(
    game: Game, target: Target, player: str, source: Card | None = None, at: str | None = None
) -> list[Card]:
    """Every card a target declaration may choose now (355.5); « ici » is where `source` is (`at`: its
    trigger's battlefield, for a source at none)."""
    # a spell to target is on the chain (425: « contrez un sort »), never the one being played
    on_chain = target.filter.kind is ObjectKind.SPELL and target.filter.zone is None
    shielded = statics.shielded(game, player)  # 758: impossible to target for enemy spells
    return [
        c
        for c, zone in game.all_cards()
        if c.definition is not None
        and (zone == str(Zone.CHAIN)) == on_chain
        and not (on_chain and c is source)
        and matches(game, c, target.filter, player, zone=zone, source=source, at=at)
        and c.uid not in shielded
    ]


def stop(game: Game, card: Card | None, what: str) -> NotModelledError:
    """The `not_modelled` error naming the card (never silently vanilla)."""
    name = card.display if card is not None else "la compétence"
    return NotModelledError(
        f"{name} : {what} — pas encore modélisé", details={"step": game.step, "what": "ability", "card": name}
    )


def check_effects(game: Game, card: Card | None, effects: tuple[Any, ...]) -> None:
    """Before an item goes on the chain: every effect is one the interpreter runs."""
    for effect in effects:
        if isinstance(effect, fx.UnmodelledEffect):
            raise stop(game, card, f"« {effect.text} »")
        if effect.KEY not in RUNS:
            raise stop(game, card, f"l'effet « {effect.KEY} »")
        if isinstance(effect, fx.ChooseOne):
            for mode in effect.modes:
                check_effects(game, card, mode.effects)
        flt = getattr(effect, "each", None)
        if flt is not None and unsupported_filter(replace(flt, controlled_by=None)):
            raise stop(game, card, str(unsupported_filter(replace(flt, controlled_by=None))))


# ----- references and amounts ----------------------------------------------------------------


_VOID = object()  # 359.3.e.12: information about an illegal target


def _refs(ctx: Context, ref: str | None, each: Filter | None) -> list[Card] | object:
    """The cards an effect acts on: its `to` (void when the target is illegal) or `each` match."""
    game = ctx.game
    if each is not None and each.controlled_by is not None:  # « qu'il contrôle »: the chosen player's
        whose = ctx.players.get(each.controlled_by)
        if whose is None:
            raise stop(game, ctx.source, f"« {each.controlled_by} » n'est pas un joueur choisi")
        found = _refs(ctx, None, replace(each, controlled_by=None))
        return [c for c in found if c.controlled_by == whose] if isinstance(found, list) else found
    if each is not None:
        return [
            c
            for c, z in game.all_cards()
            if c.definition is not None
            and z != str(Zone.CHAIN)
            and matches(
                game,
                c,
                each,
                ctx.controller,
                zone=z,
                source=ctx.source,
                at=f"battlefield:{ctx.battlefield}" if ctx.battlefield else None,
            )
        ]
    if ref is None or ref == "self":
        return [ctx.source] if ctx.source is not None else _VOID
    if ref == "created":
        return list(ctx.created)
    if ref == "triggering" and ref not in ctx.targets:
        raise stop(game, ctx.source, "la carte de l'événement déclencheur hors d'une compétence déclenchée")
    if ref == "banished_by_this":
        return banished_by(game, ctx.source)
    if ref in ctx.targets:
        chosen = ctx.targets[ref]
        legal = [c for c in chosen if c is not None]
        # 359.3.e.7: every target illegal, the instruction is not executed; 359.3.e.8: some still
        # legal, it is, on those only (the Singularité example)
        return legal if legal or not chosen else _VOID
    raise stop(game, ctx.source, f"la référence « {ref} »")


def refs(ctx: Context, ref: str | None, each: Filter | None) -> list[Card] | object:
    """The cards an effect acts on (`_refs`), for the modules that run parts of effects (`tokens`)."""
    return _refs(ctx, ref, each)


def amount(ctx: Context, value: Any) -> int | object:
    """An amount: a number, or read on the board; void when it reads an illegal target (359.3.e.12)."""
    if isinstance(value, int):
        return value
    if isinstance(value, MightOf):
        cards = _refs(ctx, value.ref, None)
        if cards is _VOID or not isinstance(cards, list) or not cards:
            return _VOID
        return (cards[0].might or 0) + value.plus
    if isinstance(value, CostOf):
        cards = _refs(ctx, value.ref, None)
        if cards is _VOID or not isinstance(cards, list) or not cards or cards[0].definition is None:
            return _VOID
        base: int = cards[0].definition.cost.energy
        return base  # 206: the base cost unless it says otherwise
    raise stop(ctx.game, ctx.source, f"le montant « {getattr(value, 'KEY', value)} »")


def banished_by(game: Game, source: Card | None) -> list[Card]:
    """427.3, 393, 397: the cards this very object banished and that are still banished; never those
    another copy of the same card banished (427.3.a: each copy is another object, another uid)."""
    if source is None:
        return []
    last: dict[int, int] = {}  # card uid → the object that banished it last
    for event in game.log:
        if event.kind is EventKind.BANISH and "card_uid" in event.data:
            last[int(event.data["card_uid"])] = int(event.data["source_uid"])
    found: list[Card] = []
    for uid, by in last.items():
        if by != source.uid:
            continue
        try:
            card = game.card_by_uid(uid)
        except RulesError:
            continue  # a token that ceased to exist (186.1)
        if game.zone_of(card) == str(Zone.BANISHMENT):
            found.append(card)
    return found


def _skip(ctx: Context, effect: Any, why: str, rules: tuple[str, ...] = ()) -> None:
    ctx.game.emit(EventKind.SKIP, {"effect": effect.KEY, "reason": why}, ("359.3.e.12", *rules))


# ----- the effects -----------------------------------------------------------------------------


def run(ctx: Context, effects: tuple[Any, ...], mode: int | None = None) -> None:
    """Executes effects top to bottom (359.3.d); « si vous le faites » reads whether the instruction
    before it did something (an instruction ignored or declined did not)."""
    did = False
    for i, effect in enumerate(effects):
        if ctx.game.over:
            return
        ctx.game.tick()
        if isinstance(effect, fx.IfYouDo):
            if did:
                _if_you_do(ctx, effect)
            continue
        if isinstance(effect, fx.If) and isinstance(effect.condition, TargetDied):
            if _await_death(ctx, effect, effect.condition, tuple(effects[i + 1 :]), mode):
                return  # what follows « si elle meurt » runs after it, at the cleanup (`died`)
            continue
        before = len(ctx.game.log)
        _run_one(ctx, effect, mode)
        did = _did(ctx, effect, ctx.game.log[before:])


#: The event an instruction's own game action logs. « Si vous le faites » refers to that action: when a
#: replacement does something else instead (Zhonya's Hourglass saves the unit), it was not done
#: (359.3.e.14.b, the Poigne mortelle example); a doubled or partly prevented damage still was.
_ACTION_EVENTS = {"kill": EventKind.KILL, "banish": EventKind.BANISH, "damage": EventKind.DAMAGE}
_NOT_DONE = (EventKind.SKIP, EventKind.NOTHING, EventKind.CHOICE)


def _did(ctx: Context, effect: Any, logged: list[Any]) -> bool:
    """Whether an instruction did something (« si vous le faites », 359.3.e.14): its own action on one
    of its targets for a replaceable action, else any event but a skip, a « nothing » or a choice."""
    kind = _ACTION_EVENTS.get(effect.KEY)
    if kind is None:
        return any(e.kind not in _NOT_DONE for e in logged)
    to = getattr(effect, "to", None)
    chosen = ctx.targets.get(to) if isinstance(to, str) else None
    refs = None if chosen is None else [c.ref() for c in chosen if c is not None]
    return any(
        e.kind is kind and (refs is None or e.data.get("card") in refs or e.data.get("target") in refs)
        for e in logged
    )


def _score(ctx: Context, effect: fx.Score) -> None:
    """194.1.c: an effect makes a player gain points (« vous marquez 1 point », « choisissez un
    adversaire, il marque 1 point »), through the replacement step (`scoring.gain_point`, 443)."""
    from judge.engine import scoring  # the scoring module imports this interpreter's callers

    game = ctx.game
    if effect.who is Who.YOU:
        player = ctx.controller
    elif effect.who is Who.OPPONENT:
        player = game.choose(ctx.controller, "player", list(game.opponents(ctx.controller)), ("194.1.c",))
    else:
        raise stop(game, ctx.source, f"marquer pour « {effect.who.value} »")
    scoring.gain_point(game, player, effect.points, reason="effect", rules=("194.1.c", "359.3.d"))


def _if_holds(ctx: Context, cond: Any) -> bool:
    """359.3.d: a condition written in the effect is read as it resolves (383.2.a.1: « piochez 1 si vous
    avez une carte ou moins en main » is part of the effect, the example of Loose Cannon)."""
    game = ctx.game
    if cond is not None and cond.KEY == "paid_additional_cost":
        return bool(ctx.paid)
    if cond is None or ctx.source is None:
        raise stop(game, ctx.source, f"la condition « {getattr(cond, 'KEY', cond)} »")
    held = condition_holds(game, cond, ctx.source, ctx.controller)
    if isinstance(held, NotModelled):
        raise stop(game, ctx.source, f"la condition « {cond.KEY} »")
    return held


def _await_death(
    ctx: Context, effect: fx.If, cond: TargetDied, rest: tuple[Any, ...], mode: int | None
) -> bool:
    """« Si elle meurt » (the FAQ, Immortal Phoenix; 428.5.c): a unit dealt lethal damage dies at the
    cleanup after the resolution (321, 323.5), so what depends on its death, and what is written after
    it (`rest`), waits for that cleanup (`died`); True then. An illegal target is void (359.3.e.12):
    False, and the rest goes on now."""
    game = ctx.game
    if cond.ref not in ctx.targets:
        raise stop(game, ctx.source, f"« si elle meurt » sur « {cond.ref} », qui n'est pas une cible")
    cards = [c for c in ctx.targets[cond.ref] if c is not None]
    if not cards:
        _skip(ctx, effect, "void")
        return False
    # several targets (« 1 XP par unité ainsi éliminée »): each one's death is read in turn, and what is
    # written after waits with the last
    for i, card in enumerate(cards):
        last = i == len(cards) - 1
        killed = _killed_already(ctx, card)
        # each death runs what follows for that target alone (« la » is the one that died)
        own = ctx if len(cards) == 1 else replace(ctx, targets={**ctx.targets, cond.ref: [card]})
        game.awaiting_deaths.append(AwaitingDeath(own, card, effect, rest if last else (), mode, killed))
        data: dict[str, Any] = {"player": ctx.controller, "target": card.ref(), "reason": "awaiting"}
        if ctx.source is not None:
            data["source"] = ctx.source.ref()
        game.emit(EventKind.DEATH_CHECK, data, ("321", "321.1", "323.5", "428.5.c"))
    return True


def _killed_already(ctx: Context, card: Card) -> bool:
    """« Éliminez-la ; si elle meurt » : killed by this item's own instructions before the check (428.5.b),
    now in the trash (or a token that ceased to exist) after a `kill` event of this item."""
    zone = ctx.game.zone_of(card)
    if not (zone == str(Zone.TRASH) or (zone is None and card.is_token)):
        return False
    return any(
        e.kind is EventKind.KILL and isinstance(ref := e.data.get("card"), dict) and ref == card.ref()
        for e in ctx.game.log[ctx.started :]
    )


def _if_you_do(ctx: Context, effect: fx.IfYouDo) -> None:
    """« Si vous le faites » runs now; as a reflexive trigger (386–388) it makes a new pending item."""
    if not effect.reflexive:
        run(ctx, effect.effects)
        return
    if ctx.source is None:
        raise stop(ctx.game, None, "un déclencheur réflexe sans source")
    triggers.reflexive(ctx.game, effect.effects, ctx.controller, ctx.source)


def _run_one(ctx: Context, effect: Any, mode: int | None) -> None:
    game = ctx.game
    key = effect.KEY
    if isinstance(effect, fx.UnmodelledEffect):  # the card's text, never guessed
        raise stop(game, ctx.source, f"« {effect.text} »")
    if isinstance(effect, fx.ChooseOne):
        if mode is None or not 0 <= mode < len(effect.modes):
            raise stop(game, ctx.source, "un mode non choisi")
        run(ctx, effect.modes[mode].effects)
        return
    if isinstance(effect, fx.If):
        run(ctx, effect.effects if _if_holds(ctx, effect.condition) else effect.otherwise)
        return
    if isinstance(effect, fx.PayOptional):
        _pay_to(ctx, effect)
        return
    if isinstance(effect, fx.Draw):
        if effect.who is not Who.YOU:
            raise stop(game, ctx.source, f"piocher pour « {effect.who.value} »")
        if effect.to is not None:
            _draw_these(ctx, effect)
            return
        drawer, rules = _drawer(ctx, effect)
        if drawer is None:  # « son contrôleur » of a target become illegal
            _skip(ctx, effect, "linked", rules)
            return
        n = amount(ctx, effect.count)
        if not isinstance(n, int):
            _skip(ctx, effect, "void")
            return
        from judge.engine.draw import take_from_deck

        take_from_deck(game, drawer, n, EventKind.DRAW, Zone.HAND, ("413.1", "359.3.d", *rules))
        return
    if isinstance(effect, fx.Score):
        _score(ctx, effect)
        return
    if isinstance(effect, fx.Add):
        n = amount(ctx, effect.energy)
        power = {str(d): k for d, k in effect.power.items}
        add_resource(game, ctx.controller, n if isinstance(n, int) else 0, power, ctx.source, ("429", "168"))
        return
    if isinstance(effect, fx.Channel):
        player = game.players[ctx.controller]
        deck = player.zone(Zone.RUNE_DECK)
        cards = deck[: effect.count]
        zones.move_top(
            game,
            deck,
            effect.count,
            zones.Place(str(Zone.RUNES), ctx.controller),
            EventKind.CHANNEL,
            ("430",),
            {"player": ctx.controller},
            from_zone=str(Zone.RUNE_DECK),
        )
        for rune in cards:
            rune.controller = ctx.controller
            rune.exhausted = effect.exhausted
        return
    handler = HANDLERS.get(key)
    if handler is not None:  # `create` (tokens), `create_replacement` (replacements_cards)
        handler(ctx, effect)
        return
    if isinstance(effect, Delayed):  # 389–391: it triggers later; its choices are made then
        triggers.add_delayed(game, effect, ctx.controller, ctx.source)
        return
    if isinstance(effect, fx.BanishTop):
        _banish_top(ctx, effect)
        return
    if isinstance(effect, fx.Predict):
        _predict(ctx)
        return
    if isinstance(effect, fx.Burn):  # 440: the top cards to the trash, with burn out when short (431)
        from judge.engine.draw import take_from_deck

        take_from_deck(game, ctx.controller, effect.count, EventKind.BURN, Zone.TRASH, ("440.1", "359.3.d"))
        return
    if isinstance(effect, fx.ReplaceBattlefield | fx.ActivateConquerEffects | fx.SwapBack):
        from judge.engine import battlefield_effects

        battlefield_effects.run(ctx, effect)
        return
    if isinstance(effect, fx.GainXp):
        n = amount(ctx, effect.amount)
        if not isinstance(n, int):
            _skip(ctx, effect, "void")
            return
        player = game.players[ctx.controller]
        player.xp += n
        game.emit(EventKind.XP, {"player": ctx.controller, "amount": n, "xp": player.xp}, ("824", "729"))
        return
    if isinstance(effect, fx.ReadyRunes):
        _ready_runes(ctx, effect)
        return
    if isinstance(effect, fx.DiscardCards):
        if effect.who is not Who.YOU:
            raise stop(game, ctx.source, f"défausser pour « {effect.who.value} »")
        discard_from_hand(game, ctx.controller, effect.count, ("422", "359.3.d"))
        return
    if isinstance(effect, fx.Look):
        _look(ctx, effect)
        return
    if isinstance(effect, fx.Damage) and effect.split:
        _split_damage(ctx, effect)
        return
    targets = _refs(ctx, getattr(effect, "to", None), getattr(effect, "each", None))
    if targets is _VOID or not isinstance(targets, list):
        _skip(ctx, effect, "illegal_target")  # 359.3.e.12: nothing happens to an illegal target
        return
    if isinstance(effect, fx.Damage):
        n = amount(ctx, effect.amount)
        source_cards = _refs(ctx, effect.source, None) if effect.source != "self" else [ctx.source]
        if not isinstance(n, int) or source_cards is _VOID:
            _skip(ctx, effect, "void")  # 359.3.e.12: the computation that used it is void
            return
        source = source_cards[0] if isinstance(source_cards, list) and source_cards else None
        # 417.6.b.3: a unit the instruction names as the source deals it, not the spell or ability (Défi):
        # the bonus damage of spells and abilities does not apply to it
        by_unit = effect.source != "self"
        for card in targets:
            # 715.2, 715.4: each target's own bonus, and none for an instruction that deals nothing
            bonus: tuple[int, list[Card]] = (0, [])
            if n > 0 and not by_unit:
                bonus = _with_spell_bonus(ctx, statics.bonus_damage(game, ctx.controller, card))
            deal_damage(game, card, n + bonus[0], source, bonus, dealt_by=ctx.source, by_unit=by_unit)
        return
    if key == "kill":  # one instruction, one game action: its kills are simultaneous (370.1.a.2)
        from judge.engine.removal import kill_cards

        by = kill_attribution.Killer(ctx.controller, kill_attribution.means_of(ctx.source))  # 428.5.b
        kill_cards(game, list(targets), killers={c.uid: by for c in targets})
        return
    for card in targets:
        _on_card(ctx, effect, key, card)


def _with_spell_bonus(ctx: Context, bonus: tuple[int, list[Card]]) -> tuple[int, list[Card]]:
    """714: the passive bonus damage plus the spell's own, from « le prochain sort que vous jouez » (391)."""
    if not ctx.spell_bonus[0]:
        return bonus
    return bonus[0] + ctx.spell_bonus[0], [*bonus[1], *ctx.spell_bonus[1]]


def _split_damage(ctx: Context, effect: fx.Damage) -> None:
    """355.14: the damage split among the targets still legal (an illegal one is left out, 359.3.e),
    the bonus damage added to the total first (715.3); dealt to each as one action."""
    from judge.engine import split_damage

    if effect.to is None or effect.to not in ctx.targets:
        raise stop(ctx.game, ctx.source, "des dégâts répartis sans cibles choisies")
    targets = [c for c in ctx.targets[effect.to] if c is not None]
    n = amount(ctx, effect.amount)
    source_cards = _refs(ctx, effect.source, None) if effect.source != "self" else [ctx.source]
    if not targets or not isinstance(n, int) or source_cards is _VOID:
        _skip(ctx, effect, "illegal_target" if not targets else "void", ("355.14",))
        return
    source = source_cards[0] if isinstance(source_cards, list) and source_cards else None
    if n <= 0:
        return  # 715.4: no damage, no bonus
    by_unit = effect.source != "self"  # 417.6.b.3: a unit named as the source deals it, with no spell bonus
    bonus, granted = (
        (0, []) if by_unit else _with_spell_bonus(ctx, split_damage.split_bonus(ctx.game, ctx.controller))
    )
    for i, (card, share) in enumerate(split_damage.split(ctx.game, ctx.controller, targets, n + bonus)):
        # 715.3: the bonus is added once, to the total split: the trace says so on the first share only
        shown = (bonus, granted) if bonus and i == 0 else (0, [])
        deal_damage(ctx.game, card, share, source, shown, dealt_by=ctx.source, by_unit=by_unit)


def _pay_to(ctx: Context, effect: fx.PayOptional) -> None:
    """« Vous pouvez payer X pour Y »: decided and paid at resolution, from the pool (the source page)."""
    game = ctx.game
    need = Resources()
    for part in effect.cost:
        if part.KEY == "energy":
            need.energy += getattr(part, "amount", 0)
        elif isinstance(part, Power):
            for dom, n in part.amounts.items:
                need.power[str(dom)] = need.power.get(str(dom), 0) + n
        else:
            raise stop(game, ctx.source, f"payer « {part.KEY} » à la résolution")

    # 444.2.c: the answer may say how to pay: runes and Réaction abilities that add resources
    def refusal(value: Any) -> str | None:
        return yes_no_problem(value) and pay_problem(game, ctx.controller, value)

    answer = game.choose_value(ctx.controller, "pay_to", refusal, ("359.3.d", "444"))
    if answer is False or answer == "non":
        return
    if answer not in (True, "oui"):
        make_resources(game, ctx.controller, answer, need)
    try:
        pay_from_pool(game, ctx.controller, need, ctx.source)
    except RulesError as err:  # 444.2: one pays only what the pool holds; otherwise answer false
        missing = cost_phrase(err.details.get("missing", {}))
        raise RulesError(
            f"coût impayé à la résolution : {ctx.controller} choisit de payer mais il manque {missing} "
            "dans sa réserve ; faites des ressources dans la réponse ({exhaust: …, recycle: …, use: …}, "
            "444.2.c) ou répondez false : l'effet est alors ignoré (444.2, 444.2.b)",
            code="cost_unpaid",
            details={"step": game.step, "missing": err.details.get("missing", {})},
        ) from None
    game.emit(
        EventKind.COST_PAID,
        {"player": ctx.controller, **need.to_json(), "cost": need.to_json()},
        ("357.1", "444"),
    )
    run(ctx, effect.effects)


def _ready_runes(ctx: Context, effect: fx.ReadyRunes) -> None:
    """415: ready runes of the controller; « jusqu'à N » chosen now (choice `ready_runes`, a list)."""
    game = ctx.game
    exhausted = [c for c in game.players[ctx.controller].zone(Zone.RUNES) if c.exhausted]
    if not exhausted:
        game.emit(EventKind.NOTHING, {"reason": "no_exhausted_rune", "player": ctx.controller}, ("415.1.c",))
        return
    labels = {c.alias or f"{c.display} n° {i + 1}": c for i, c in enumerate(exhausted)}
    if not effect.up_to and len(exhausted) <= effect.count:
        chosen = list(exhausted)  # every exhausted rune: nothing to choose
    else:

        def check(value: Any) -> str | None:
            names = value if isinstance(value, list) else [value]
            if any(str(n) not in labels for n in names) or len(set(map(str, names))) != len(names):
                return f"la réponse est une liste de runes épuisées parmi : {', '.join(labels)}"
            if len(names) > effect.count or (not effect.up_to and len(names) != effect.count):
                return f"{'au plus' if effect.up_to else 'exactement'} {effect.count} rune(s)"
            return None

        answer = game.choose_value(ctx.controller, "ready_runes", check, ("415", "355.13"))
        chosen = [labels[str(n)] for n in (answer if isinstance(answer, list) else [answer])]
    for rune in chosen:
        ready_card(game, rune, ("415", "359.3.d"), actor=ctx.controller)


def discard_from_hand(game: Game, player: str, count: int, rules: tuple[str, ...]) -> None:
    """422: `player` discards `count` cards of their choice (choice `discard`), as many as they have."""
    from judge.engine.removal import discarded

    gone: list[Card] = []
    for _ in range(count):
        hand = game.players[player].zone(Zone.HAND)
        if not hand:
            break
        options = list(dict.fromkeys(c.alias or c.display for c in hand))
        answer = game.choose(player, "discard", options, rules)
        card = next(c for c in hand if (c.alias or c.display) == answer)
        zones.move_cards(game, [(card, zones.Place(str(Zone.TRASH), card.owner))], EventKind.DISCARD, rules)
        gone.append(card)
    if gone:
        discarded(game, gone, player)  # « une ou plusieurs cartes »: one discard of them all


def deal_damage(
    game: Game,
    card: Card,
    n: int,
    source: Card | None,
    bonus: tuple[int, list[Card]] = (0, []),
    reason: str | None = None,
    dealt_by: Card | None = None,
    by_unit: bool = False,
) -> None:
    """417: marks damage on a unit (lethal damage kills at cleanup, 323.5), unless a replacement
    prevents, doubles or otherwise replaces it (367, 370.1.c). `bonus`: the bonus damage `n` holds and
    the cards that grant it (715: a replacement or a reduction counts them in, 715.4.a); `reason`:
    `combat` for combat damage a replacement deals again (doubled), which stays combat damage;
    `dealt_by`: the source of the spell or ability dealing it (`source` by default), for 428.5.c;
    `by_unit`: `source` is a unit the instruction names as the source (417.6.b.3)."""
    if n <= 0:
        return
    pending_data: dict[str, Any] = {"card": card, "amount": n, "source": source}
    if reason is not None:
        pending_data["reason"] = reason
    if replaced(game, Pending(EventKind.DAMAGE, pending_data)):
        return
    card.damage += n
    # 428.5.c: who would be killing it, if the damage proves lethal at the next cleanup
    if reason == "combat":
        kill_attribution.mark_damage(
            game, card, None, combat_player=(source.controlled_by if source else None)
        )
    else:
        kill_attribution.mark_damage(game, card, source if by_unit else dealt_by or source, by_unit=by_unit)
    data: dict[str, Any] = {"amount": n, "target": card.ref(), "player": card.controller}
    if reason is not None:
        data["reason"] = reason
    if source is not None:
        data["source"] = source.ref()
    rules: tuple[str, ...] = ("417", "359.3.d")
    if bonus[0]:
        data["bonus"] = bonus[0]
        data["bonus_from"] = [c.ref() for c in bonus[1]]
        rules = (*rules, "713", "714", "715")
    game.emit(EventKind.DAMAGE, data, rules)


def _on_card(ctx: Context, effect: Any, key: str, card: Card) -> None:
    game = ctx.game
    if key == "buff":
        if card.buffs:
            game.emit(EventKind.NOTHING, {"card": card.ref(), "reason": "already_buffed"}, ("426",))
        else:
            card.buffs = 1
            game.emit(EventKind.BUFF, {"card": card.ref(), "player": card.controller}, ("426",))
    elif key == "give_might":
        n = amount(ctx, effect.amount)
        if not isinstance(n, int):
            _skip(ctx, effect, "void")
            return
        if effect.minimum is not None and n < 0:  # « au minimum N »: a malus stops at the minimum
            before = card.real_might or 0  # 143.2.b.1: from the real value
            n = max(n, min(0, effect.minimum - before))
        card.might_bonus += n
        game.turn_effects.append(f"{n:+d} puissance pour {card.alias or card.display}")
        game.emit(
            EventKind.MIGHT,
            {"card": card.ref(), "amount": n, "duration": effect.duration.value},
            ("801.3.a.2",),
        )
    elif key == "give_keyword":
        words = [str(k) for k in effect.keywords]
        if effect.duration.value == "permanent":  # no duration: it lasts while the card stays (124.1)
            card.lasting_keywords = (*card.lasting_keywords, *words)
        else:  # « pendant ce tour »: it ends at the expiration step (317.2.c)
            card.granted_keywords = (*card.granted_keywords, *words)
            game.turn_effects.append(f"{', '.join(words)} pour {card.alias or card.display}")
        data: dict[str, Any] = {"card": card.ref(), "keywords": words, "duration": effect.duration.value}
        if effect.duration.value == "permanent":
            data["reason"] = "lasting"
        game.emit(EventKind.KEYWORD, data, ("801.3.a",))
    elif key == "take_control":
        _take_control(ctx, card)
    elif key == "ready":
        ready_card(game, card, actor=ctx.controller)  # 411.1: the effect's controller is responsible
    elif key == "exhaust":
        exhaust_card(game, card, actor=ctx.controller)
    elif key == "stun":
        if card.stunned:  # 423.1.a.1: not stunned again, so « lorsque vous étourdissez » does not trigger
            game.emit(EventKind.NOTHING, {"card": card.ref(), "reason": "already_stunned"}, ("423.1.a.1",))
            return
        card.stunned = True
        game.emit(EventKind.STUN, {"card": card.ref(), "player": card.controller}, ("423",))
        triggers.happened(game, "stuns", cards=[card], player=ctx.controller)  # 411: who stunned it
    elif key == "heal":
        if card.damage:
            healed, card.damage = card.damage, 0
            game.emit(EventKind.HEAL, {"card": card.ref(), "amount": healed}, ("418",))
    elif key in ("recall", "banish", "return_to_hand", "move"):
        _relocate(ctx, effect, key, card)
    elif key == "detach":
        if not card.attached:
            game.emit(EventKind.NOTHING, {"card": card.ref(), "reason": "nothing_attached"}, ("435",))
            return
        gear = card.attached.pop(0)  # 435: the gear stays on the board, at its controller's base
        game.players[gear.controlled_by].zone(Zone.BASE).append(gear)
        game.emit(
            EventKind.MOVE,
            {
                "card": gear.ref(),
                "player": gear.controlled_by,
                "from_zone": game.zone_of(card) or "base",
                "to_zone": "base",
                "reason": "detached",
            },
            ("435",),
        )
    else:
        raise stop(game, ctx.source, f"l'effet « {key} »")


def _relocate(ctx: Context, effect: Any, key: str, card: Card) -> None:
    game = ctx.game
    if key == "banish":
        # 427.3, 393: the banish remembers which object did it, for « les cartes bannies avec ceci »
        zones.move_cards(
            game,
            [(card, zones.Place(str(Zone.BANISHMENT), card.owner))],
            EventKind.BANISH,
            ("427",),
            _banish_link(ctx, card),
        )
    elif key == "return_to_hand":
        zones.move_cards(game, [(card, zones.Place(str(Zone.HAND), card.owner))], EventKind.RETURN, ("419",))
    elif key == "recall":
        if game.zone_of(card) == str(Zone.BASE):
            return
        zones.move_cards(
            game, [(card, zones.Place(str(Zone.BASE), card.controlled_by))], EventKind.RECALL, ("454", "455")
        )
    else:
        if effect.destination not in (Destination.BASE, Destination.ANY, Destination.BATTLEFIELD):
            raise stop(game, ctx.source, "déplacer vers l'emplacement d'une autre cible")
        here = game.zone_of(card)
        options = [] if effect.destination is Destination.BATTLEFIELD else ["base"]
        options += [bf.alias for bf in game.battlefields if effect.destination is not Destination.BASE]
        options = [o for o in options if (str(Zone.BASE) if o == "base" else f"battlefield:{o}") != here]
        if not options:
            return
        # 355.4: the destination was chosen with the item's other choices (`play.make_choices`)
        if ctx.destinations:
            answer = ctx.destinations.pop(0)
            if answer not in options:
                return  # 355.4.a: not another location than the unit's own any more
        else:
            answer = game.choose(ctx.controller, "destination", options, ("355.4", "355.4.a"))
        zone = str(Zone.BASE) if answer == "base" else f"battlefield:{answer}"
        moved = zones.move_cards(
            game,
            [(card, zones.Place(zone, card.controlled_by))],
            EventKind.MOVE,
            ("420", "355.4"),
            {"player": ctx.controller},  # 411.1: who is responsible for the move
        )
        bf = game.battlefield(answer)
        if moved and bf is not None:  # 190.3.a.1, 450: the destination becomes contested
            with game.inside(moved[0]):
                showdown.contest(game, bf, card.controlled_by, ("190.3.a.1", "450"))
        if moved:  # 411.1: the controller of the spell or ability is responsible for its move
            triggers.moved(game, card, ctx.controller, here, zone)


def _banish_link(ctx: Context, card: Card) -> dict[str, Any]:
    """427.3, 393: what a banish remembers of the object that did it, for « les cartes bannies avec ceci »."""
    if ctx.source is None:
        return {}
    return {"source": ctx.source.ref(), "source_uid": ctx.source.uid, "card_uid": card.uid}


def _banish_top(ctx: Context, effect: fx.BanishTop) -> None:
    """427: the top cards of the controller's main deck, banished one by one from the top, each linked
    to this object (427.3: « piochez-la » later reads only these)."""
    game = ctx.game
    deck = game.players[ctx.controller].zone(Zone.MAIN_DECK)
    if len(deck) < effect.count:  # 431.1.b: burning out while banishing from the deck
        raise stop(game, ctx.source, "bannir du deck principal plus de cartes qu'il n'en reste (exténuation)")
    for card in list(deck[: effect.count]):
        zones.move_cards(
            game,
            [(card, zones.Place(str(Zone.BANISHMENT), card.owner))],
            EventKind.BANISH,
            ("427", "427.2", "359.3.d"),
            _banish_link(ctx, card),
        )


#: The zones « piochez-la » takes a named card from (413.1: « d'une zone »).
_DRAWN_FROM = frozenset({str(Zone.BANISHMENT), str(Zone.TRASH), str(Zone.MAIN_DECK)})


def _drawer(ctx: Context, effect: fx.Draw) -> tuple[str | None, tuple[str, ...]]:
    """Who draws: the effect's controller, or with `of` the player who controlled that target
    (« son contrôleur pioche 2 »); None when that target became illegal, for an instruction linked
    to an ignored one is ignored too (359.3.e.14.a), even when the one before was replaced (359.3.e.14.b)."""
    if effect.of is None:
        return ctx.controller, ()
    cards = _refs(ctx, effect.of, None)
    if cards is _VOID or not isinstance(cards, list) or not cards:
        return None, ("359.3.e.14.a",)
    card = cards[0]
    return ctx.controllers.get(card.uid, card.controlled_by), ("359.3.e.14",)


def _draw_these(ctx: Context, effect: fx.Draw) -> None:
    """413.1: drawing is taking a card from a zone into the hand; « piochez-la » names the card, so it
    comes from where it is (413.1.a: the top of the deck only when the text does not say which)."""
    game = ctx.game
    cards = _refs(ctx, effect.to, None)
    if cards is _VOID or not isinstance(cards, list):
        _skip(ctx, effect, "illegal_target")
        return
    if not cards:  # 427.3.a: nothing this object banished is still there
        game.emit(EventKind.NOTHING, {"player": ctx.controller, "reason": "no_linked_card"}, ("427.3", "397"))
        return
    by_zone: dict[tuple[str, str], list[Card]] = {}
    for card in cards:
        by_zone.setdefault((card.owner, game.zone_of(card) or ""), []).append(card)
    drawn: list[Card] = []
    reason = "linked" if effect.to == "banished_by_this" else "named"  # 427.3: the trace says why this card
    for (owner, zone), group in by_zone.items():
        if zone not in _DRAWN_FROM:  # a card on the board or the chain is not drawn (413.1: into the hand)
            raise stop(game, ctx.source, f"piocher une carte qui est dans la zone « {zone} »")
        moved = zones.move_group(
            game,
            game.players[owner].zone(Zone(zone)),
            group,
            zones.Place(str(Zone.HAND), ctx.controller),
            EventKind.DRAW,
            ("413.1", "427.3", "359.3.d"),
            {"player": ctx.controller, "count": len(group), "reason": reason},
            from_zone=zone,
        )
        if moved is not None:
            drawn += group
    if drawn:
        triggers.happened(game, "draws", cards=drawn, player=ctx.controller)  # 413: the player draws


def _take_control(ctx: Context, card: Card) -> None:
    """188, 191: the effect's controller takes control of the unit, which stays where it is (no move);
    on a battlefield it joins its new controller's units there."""
    game = ctx.game
    previous = card.controlled_by
    if previous == ctx.controller:
        return
    zone = game.zone_of(card)
    bf = next((b for b in game.battlefields if b.zone_name == zone), None)
    if bf is None:
        raise stop(game, ctx.source, "prendre le contrôle d'un permanent hors d'un champ de bataille")
    mine = bf.units.get(previous, [])
    del mine[next(i for i, c in enumerate(mine) if c is card)]
    bf.units.setdefault(ctx.controller, []).append(card)
    card.controller = ctx.controller
    game.emit(
        EventKind.TAKE_CONTROL,
        {"player": ctx.controller, "card": card.ref(), "previous": previous},
        ("188", "191"),
    )


def _pick_seen(ctx: Context, effect: fx.Look, eligible: list[Card]) -> Card | None:
    """Chooses one of the cards seen (choice `look_card`, « aucune » when optional), then does `then`."""
    game = ctx.game
    if effect.choose_count != 1:
        raise stop(game, ctx.source, "choisir plusieurs cartes parmi celles regardées")
    labels = {c.alias or c.display: c for c in eligible}
    options = [*labels, *(["aucune"] if effect.optional else [])]
    answer = game.choose(ctx.controller, "look_card", options, ("436", "424"))
    if answer == "aucune":
        return None
    card = labels[answer]
    if effect.then is fx.Then.TO_HAND:
        zones.move_cards(game, [(card, zones.Place(str(Zone.HAND), ctx.controller))], EventKind.PUT, ("424",))
        return card
    if (
        not isinstance(effect.play_cost, IgnoreCost)
        or effect.play_cost.energy_only
        or kind_of(card) != "unit"
    ):
        raise stop(game, ctx.source, "jouer une carte regardée autrement qu'une unité gratuitement")
    if card.definition is not None and any(a.KEY != "activated" for a in card.definition.abilities):
        raise stop(game, card, "les compétences de l'unité jouée depuis le deck")
    if effect.then is fx.Then.BANISH_AND_PLAY:
        zones.move_cards(
            game, [(card, zones.Place(str(Zone.BANISHMENT), card.owner))], EventKind.BANISH, ("427",)
        )
    HANDLERS["play_unit"](ctx, card)  # play_effect.play_unit: it reads the replacement step
    return card


def _predict(ctx: Context) -> None:
    """436.1: look at the top card of the main deck and choose whether to recycle it (choice `predict`);
    436.4, 436.4.a: with an empty deck, nothing to look at and no burn out."""
    game = ctx.game
    deck = game.players[ctx.controller].zone(Zone.MAIN_DECK)
    seen = deck[:1]
    from judge.engine.draw import seen_now

    seen_now(game, seen)  # a text that acts as the card is looked at (Nocturne)
    rules: tuple[str, ...] = ("436.1",) if seen else ("436.1", "436.4", "436.4.a")
    game.emit(
        EventKind.LOOK,
        {
            "player": ctx.controller,
            "count": len(seen),
            "requested": 1,
            "cards": [c.ref() for c in seen],
            "from_zone": str(Zone.MAIN_DECK),
            "mode": "predict",
        },
        rules,
    )
    if not seen:
        return
    answer = game.choose_value(ctx.controller, "predict", yes_no_problem, ("436.1",), ("oui", "non"))
    if not is_yes(answer):
        return  # it stays on top of the deck
    bottom = zones.Place(str(Zone.MAIN_DECK), ctx.controller)
    zones.move_cards(game, [(seen[0], bottom)], EventKind.RECYCLE, ("416.1", "436.1"))
    triggers.happened(game, "recycles", cards=seen, player=ctx.controller)  # 416.1: a recycle all the same


def _look(ctx: Context, effect: fx.Look) -> None:
    """Look at the top cards, maybe choose one that passes the filter, then the rest (424, 436).

    With `choose_might_max` reading an illegal target the limit is void: no card can be chosen
    (359.3.e.12, the source page's lure)."""
    game = ctx.game
    player = game.players[ctx.controller]
    deck = player.zone(Zone.MAIN_DECK)
    seen = deck[: effect.count]
    from judge.engine.draw import revealed_now, seen_now

    seen_now(game, seen)  # a text that acts as the card is looked at (Nocturne)
    event = game.emit(
        EventKind.REVEAL if effect.reveal else EventKind.LOOK,
        {
            "player": ctx.controller,
            "count": len(seen),
            "requested": effect.count,
            "cards": [c.ref() for c in seen],
        },
        ("424", "436", "431.3"),
    )
    if effect.reveal:
        with game.inside(event):
            revealed_now(game, seen)  # 370.1.b.1: Titan souterrain adds [2]
    chosen: list[Card] = []
    if effect.choose is not None:
        limit = amount(ctx, effect.choose_might_max) if effect.choose_might_max is not None else None
        if limit is _VOID:
            eligible: list[Card] = []
            game.emit(EventKind.SKIP, {"effect": "look", "reason": "void"}, ("359.3.e.12",))
        else:
            eligible = [
                c
                for c in seen
                if c.definition is not None
                and kind_of(c) == effect.choose.kind.value
                and (limit is None or (isinstance(limit, int) and (c.might or 0) <= limit))
            ]
        if eligible:
            picked = _pick_seen(ctx, effect, eligible)
            if picked is not None:
                chosen.append(picked)
    rest = [c for c in seen if all(c is not x for x in chosen)]
    if effect.rest is fx.Rest.RECYCLE and rest:
        game.rng.shuffle(rest)  # 416.5: several cards recycled at once go in random order
        zones.move_cards(
            game,
            [(c, zones.Place(str(Zone.MAIN_DECK), ctx.controller)) for c in rest],
            EventKind.RECYCLE,
            ("416.1", "416.5", "436"),
        )
        triggers.happened(game, "recycles", cards=rest, player=ctx.controller)  # 416.1: they recycle
    elif effect.rest is fx.Rest.TRASH and rest:
        zones.move_group(
            game,
            deck,
            rest,
            zones.Place(str(Zone.TRASH), ctx.controller),
            EventKind.PUT,
            ("436",),
            {"player": ctx.controller},
            from_zone=str(Zone.MAIN_DECK),
        )
