"""Triggered abilities (382–392, 411): the one call a rule module makes when something happens that a
triggered ability may wait for, and which abilities it makes trigger.

A rule module that performs a game action a trigger condition names (a play, a move, a death, a
draw…) calls `happened(game, key, ...)` once the action is done, with `key` the trigger construct's
key (`judge.corpus.abilities.triggers`: `played`, `moves`, `dies`, `draws`, …), the cards it is
about, the player responsible (411) and the battlefield. For `conquers` and `holds`, `cards` are the
units present (« lorsque je conquiers » is one of them; « lorsque vous conquérez » reads `player`,
« ici » reads `battlefield`). `happened` finds every triggered ability
whose condition is met, where it works:

- a trigger without `filter` on an object event is about its source itself (« lorsque vous me
  jouez », « lorsque je me déplace », Agonie): the source is one of the event's cards, wherever it
  is now (the played unit on the board, the dead unit in the trash: 323.4 reads it as it was);
- any other trigger works from the board (384.2): its source must be on the board after the
  event, so one that left at the same moment does not trigger (383.2.c.2, Viktor);
- the delayed triggers in force (`game.delayed`, 389–392) trigger once, wherever their source is.

The trigger condition is checked now (383.2.c), with any condition written right after it
(383.2.a.1), dependent keywords included (727.1.b.3, 727.1.c.1): `condition`. « Vous » is the player
responsible for the action (411.4); « une fois par tour » counts the times it was done (383.3.e.1).
Each one that triggers logs a `trigger` event (its controller, its source, the event it came from:
`cause`) and waits in `game.triggered` until the current task is over; `trigger_items` then puts
them on the chain as pending items, ordered by their controllers, and finalizes them (337).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from judge.corpus.abilities.kinds import Triggered
from judge.corpus.abilities.triggers import Delayed, TriggerEvent
from judge.corpus.abilities.values import Filter, ObjectKind, Phase, Side, Who
from judge.corpus.abilities.values import Zone as AbilityZone
from judge.engine import costs, keyword_abilities, kill_attribution
from judge.engine.cards import TRASH_TRIGGER_KEYS
from judge.engine.events import EventKind
from judge.engine.filters import kind_of
from judge.engine.state import Card, ChainItem, Zone, at_battlefield
from judge.engine.trigger_text import describe
from judge.errors import NotModelledError

if TYPE_CHECKING:
    from judge.engine.game import Game

#: Events about objects: without a filter, the trigger is about its source itself.
OBJECT_KEYS = frozenset(
    {"played", "attacks", "defends", "moves", "dies", "discards", "stuns", "recycles", "equipped", "leaves",
     "wins_combat"}
)  # fmt: skip
#: Scoring events (471.2): their conquest and hold effects (383.4.c, 383.4.d) say so in the trace.
SCORE_KEYS = frozenset({"conquers", "holds"})


@dataclass(frozen=True)
class Known:
    """What a card was just before an event moved it (323.4: its last place, stats, controller)."""

    controller: str
    zone: str | None
    might: int | None
    kind: str


@dataclass(frozen=True)
class DelayedTrigger:
    """389–392: a triggered ability a resolving effect created; it triggers once at `when`, whether its
    source is still on the board or not (392), and makes its choices then (the source page)."""

    ability: Triggered
    source: Card | None
    controller: str
    turn: int | None  # « pendant ce tour »: the turn it was made; None: until it triggers

    @property
    def when(self) -> TriggerEvent | None:
        """Its trigger condition."""
        return self.ability.when


@dataclass(frozen=True)
class Triggering:
    """A triggered ability that has triggered (383.3), waiting to go on the chain as a pending item."""

    source: Card
    ability: Triggered
    index: int  # its position among its source's abilities; -1 for a delayed trigger
    controller: str
    key: str
    event: int  # the `trigger` event's index: its chain_add, choices and finalize are logged under it
    cards: tuple[Card, ...] = ()
    battlefield: str | None = None


def last_known(game: Game, cards: Iterable[Card]) -> dict[int, Known]:
    """The cards as they are now, for an event about to move them (`happened(..., known=)`)."""
    return {
        c.uid: Known(controller=c.controlled_by, zone=game.zone_of(c), might=c.might, kind=kind_of(c))
        for c in cards
    }


def happened(
    game: Game,
    key: str,
    *,
    cards: Iterable[Card] = (),
    player: str | None = None,
    battlefield: str | None = None,
    item: ChainItem | None = None,
    known: Mapping[int, Known] | None = None,
    only: Iterable[Card] | None = None,
    means: str | None = None,
) -> None:
    """Tells triggered abilities that `key` happened to `cards` (`player` responsible, at `battlefield`).

    `item` is the chain item a `played` event is about (its additional costs paid, an activated
    ability); `known` what the cards were before the event moved them (`last_known`); `only` the
    sources that see it, when an effect « activates » their abilities (383.4.g.1); `means` how a kill
    was done (`kill_attribution`: spell, ability, combat)."""
    about = tuple(cards)
    sources = game.board_cards()
    from_trash = _trash_sources(game, key) if key in TRASH_TRIGGER_KEYS else []
    if (
        only is None
        and not game.delayed
        and not from_trash
        and not (_waits(key, sources) or _waits(key, about))
        # Temporaire, Vision: the rules' own text, on any card that has the keyword
        and not (keyword_abilities.waits(key, sources) or keyword_abilities.waits(key, about))
    ):
        return  # no ability waits for it (most events): the event need not be built
    board = frozenset(map(id, sources))
    event = _Event(key, about, player, battlefield, item, dict(known or {}), board, means)
    found: list[tuple[Card, Triggered, int, str, _Event]] = []
    if only is not None:  # 383.4.g.1: no such event happened; only these sources' abilities see it
        chosen = tuple(only)
        sources = [s for s in sources if any(s is c for c in chosen)]
    for card in (*about, *from_trash):
        if id(card) not in board and all(card is not s for s in sources):
            sources.append(card)  # a trigger about its source works wherever the event left it
    for source in sources:
        definition = source.definition
        if definition is None:
            continue
        waiting: list[tuple[int, Any]] = list(definition.triggered_by_key.get(key, ()))
        if key in keyword_abilities.KEYS:  # 816.1.b: a keyword whose text the rules fix (Temporaire)
            waiting += keyword_abilities.keyword_triggers(game, source, key)
        for index, ability in waiting:
            # 383.2.c.1: an ability working from a trash is its owner's, whoever controlled the card before
            trash = ability.active_in is AbilityZone.TRASH
            controller = source.owner if trash else _controller(game, source, event)
            if ability.by_actor and event.player is not None:
                controller = event.player  # 190.6.c: the player the ability names makes its choices
            for each in _occurrences(event, source, ability):
                if _fires(game, source, ability, index, controller, each):
                    found.append((source, ability, index, controller, each))
                    if ability.once_per_turn or getattr(ability.when, "nth_this_turn", None):
                        break  # 383.1.b, 383.3.e.1: simultaneous occurrences trigger it once
    for delayed in list(game.delayed) if only is None else []:
        if delayed.turn is not None and delayed.turn != game.turn.number:
            game.delayed.remove(delayed)  # « pendant ce tour »: its window is over (390.2)
            continue
        when = delayed.when
        if when is None or when.KEY != key or delayed.source is None:
            continue
        if _condition_met(
            game, delayed.source, delayed.ability, when, delayed.controller, event, anywhere=True
        ):
            game.delayed.remove(delayed)  # 391: it triggers once, in its window
            found.append((delayed.source, delayed.ability, -1, delayed.controller, event))
    for source, ability, index, controller, each in found:
        _queue(game, source, ability, index, controller, each)


def _trash_sources(game: Game, key: str) -> list[Card]:
    """The cards in a trash with a triggered ability for `key` that works from there (383.2.c.1)."""
    return [
        card
        for player in game.players.values()
        for card in player.zone(Zone.TRASH)
        if card.definition is not None and key in card.definition.trash_trigger_keys
    ]


def _waits(key: str, cards: Iterable[Card]) -> bool:
    """Whether one of `cards` has a triggered ability waiting for `key`."""
    for card in cards:
        if card.definition is not None and key in card.definition.triggered_by_key:
            return True
    return False


#: Events where each card is its own occurrence (each unit that dies, moves…); the others (« lorsque vous
#: défaussez une ou plusieurs cartes », a draw) happen once for the whole action.
PER_CARD = frozenset(
    {"played", "attacks", "defends", "moves", "dies", "kills", "stuns", "equipped", "leaves", "wins_combat"}
)


def _occurrences(event: _Event, source: Card, ability: Triggered) -> list[_Event]:
    """The occurrences of the event this ability may trigger on, each with the cards it is about."""
    if event.key in OBJECT_KEYS and getattr(ability.when, "filter", None) is None:
        if all(card is not source for card in event.cards):
            return []
        return [replace(event, cards=(source,))]  # about its source itself
    if event.key in PER_CARD and len(event.cards) > 1:
        return [replace(event, cards=(card,)) for card in event.cards]
    return [event]


@dataclass(frozen=True)
class _Event:
    key: str
    cards: tuple[Card, ...]
    player: str | None
    battlefield: str | None
    item: ChainItem | None
    known: dict[int, Known]
    board: frozenset[int] = frozenset()  # id() of every card on the board after the event
    means: str | None = None  # a kill's: spell, ability or combat (428.5)


def _controller(game: Game, source: Card, event: _Event) -> str:
    known = event.known.get(source.uid)
    if known is not None and id(source) not in event.board:
        return known.controller  # a dead unit's Agonie: its controller when it died (323.4)
    return source.controlled_by


def _fires(game: Game, source: Card, ability: Triggered, index: int, controller: str, event: _Event) -> bool:
    """Whether this ability of `source` triggers on the event (383.2)."""
    when = ability.when
    assert when is not None
    if ability.once_per_turn and _uses(game, source, index) >= 1:
        return False  # 383.3.e.1: already done this turn
    return _condition_met(game, source, ability, when, controller, event, anywhere=False, index=index)


def _uses(game: Game, source: Card, index: int) -> int:
    return sum(
        1 for t, uid, i in game.trigger_uses if t == game.turn.number and uid == source.uid and i == index
    )


def _condition_met(
    game: Game,
    source: Card,
    ability: Triggered,
    when: TriggerEvent,
    controller: str,
    event: _Event,
    *,
    anywhere: bool,
    index: int = -1,
) -> bool:
    flt: Filter | None = getattr(when, "filter", None)
    about_self = event.key in OBJECT_KEYS and flt is None and not anywhere
    if about_self:
        if all(c is not source for c in event.cards):
            return False
    elif ability.active_in is AbilityZone.TRASH:
        if not anywhere and game.zone_of(source) != str(Zone.TRASH):
            return False  # 383.2.c.1: it works from the trash, where it must be right after the event
    elif not anywhere and id(source) not in event.board:
        return False  # 384.2: a permanent's triggers work on the board (383.2.c.2: not one that left)
    who = getattr(when, "who", Who.ANY)
    if not _responsible(game, who, controller, event.player):
        return False
    if event.key in ("conquers", "holds") and who is Who.ANY and not getattr(when, "here", False):
        # « lorsque je conquiers / j'occupe »: a unit present at the scoring (383.4.c.2, 383.4.d.2),
        # one of the event's cards (the units there)
        if all(c is not source for c in event.cards):
            return False
    if getattr(when, "here", False) and event.battlefield != _battlefield_of(game, source):
        return False
    if event.key in ("phase_starts", "phase_ends") and not _phase_matches(game, when, controller):
        return False
    if flt is not None and not _any_matches(game, source, flt, controller, event):
        return False
    nth = getattr(when, "nth_this_turn", None)
    if nth is not None and not _nth(game, source, when, controller, event, nth, index):
        return False
    if getattr(when, "in_combat", False) and not _in_combat(game, event):
        return False
    if getattr(when, "with_spell", False) and event.means != kill_attribution.SPELL:
        return False  # « avec un sort » (428.5.b, 428.5.c, 428.5.d)
    return ability.condition is None or _holds(game, ability.condition, source, controller, event)


def _in_combat(game: Game, event: _Event) -> bool:
    """« au combat » (808.1.c): a card the event is about was at the battlefield of the combat in
    progress (460, 464) just before the event; its last known place for a death (323.4)."""
    turn = game.turn
    if not turn.combat or turn.showdown is None:
        return False
    where = f"battlefield:{turn.showdown}"
    for card in event.cards:
        known = event.known.get(card.uid)
        zone = known.zone if known is not None else game.zone_of(card)
        if zone == where:
            return True
    return False


def _responsible(game: Game, who: Who, controller: str, player: str | None) -> bool:
    """411.4: « vous » is the player responsible for the game action (none for a rules procedure)."""
    if who in (Who.ANY, Who.EACH):
        return True
    if who in (Who.YOU, Who.CONTROLLER):
        return player == controller
    return player is not None and player in game.opponents(controller)


def _battlefield_of(game: Game, source: Card) -> str | None:
    for bf in game.battlefields:
        if bf.card is source or any(old is source for old in bf.replaced):  # 438.1.a: the same object
            return bf.alias
    zone = game.zone_of(source) or ""
    return zone.removeprefix("battlefield:") if zone.startswith("battlefield:") else None


def _phase_matches(game: Game, when: Any, controller: str) -> bool:
    """315–317: the phase named (the end of the turn is the ending phase's first step, 317.1)."""
    phase = str(game.turn.phase)
    wanted = str(when.phase)
    if wanted == str(Phase.TURN_END):
        wanted = str(Phase.ENDING)
    if phase != wanted:
        return False
    return _responsible(game, when.whose, controller, game.turn.player)


def _any_matches(game: Game, source: Card, flt: Filter, controller: str, event: _Event) -> bool:
    if flt.kind in (ObjectKind.ABILITY, ObjectKind.SPELL_OR_ABILITY) and event.item is not None:
        if event.item.kind == "activate":
            return _ability_matches(flt, event.item)
        if flt.kind is ObjectKind.ABILITY:
            return False
    return any(_card_matches(game, source, c, flt, controller, event) for c in event.cards)


def _ability_matches(flt: Filter, item: ChainItem) -> bool:
    """206.1: an ability's cost, read by an effect, is its base cost, modifications ignored."""
    energy = sum(getattr(p, "amount", 0) for p in getattr(item.ability, "cost", ()) if p.KEY == "energy")
    if flt.cost_min is not None and energy < flt.cost_min:
        return False
    return flt.cost_max is None or energy <= flt.cost_max


def _card_matches(game: Game, source: Card, card: Card, flt: Filter, controller: str, event: _Event) -> bool:
    """The event's card against the trigger's filter, as it was at the event (323.4 for the dead)."""
    known = event.known.get(card.uid)
    kind = known.kind if known is not None else kind_of(card)
    want = flt.kind
    if want is ObjectKind.CARD:
        if kind == "rune":
            return False  # « cards » are Main Deck cards, never runes (the Origins FAQ, Karma)
    elif want is ObjectKind.PERMANENT:
        if kind not in ("unit", "gear"):
            return False
    elif want is ObjectKind.SPELL_OR_ABILITY:
        if kind != "spell":
            return False
    elif kind != want.value:
        return False
    if flt.other and card is source:
        return False
    owner_side = known.controller if known is not None else card.controlled_by
    if flt.side is Side.FRIENDLY and owner_side not in game.teammates(controller):  # 740.1.a: teammates too
        return False
    if flt.side is Side.ENEMY and owner_side in game.teammates(controller):
        return False
    might = known.might if known is not None else card.might
    if flt.might_min is not None and (might or 0) < flt.might_min:
        return False
    if flt.might_max is not None and (might or 0) > flt.might_max:
        return False
    if flt.weaker_than_self and (source is None or (might or 0) >= (source.might or 0)):
        return False
    # 206: an effect that reads a card's cost reads its printed cost, whatever was paid
    printed = card.definition.cost.energy if card.definition is not None else 0
    if flt.cost_min is not None and printed < flt.cost_min:
        return False
    if flt.cost_max is not None and printed > flt.cost_max:
        return False
    names = {card.display, *(() if card.definition is None else (card.definition.name_en or "",))}
    if flt.exclude_tags and names & set(flt.exclude_tags):
        return False  # a token's type is its name (Recrue)
    if flt.tags or flt.power_max is not None or flt.equipped is not None or flt.exhausted is not None:
        raise _stop(game, source, "un déclencheur filtré par étiquette, essence ou statut")
    return flt.buffed is None or bool(card.buffs) == flt.buffed


#: `game.trigger_uses` also counts the occurrences an ability has seen this turn, at SEEN + its index.
SEEN = 10_000


def _nth(game: Game, source: Card, when: Any, controller: str, event: _Event, nth: int, index: int) -> bool:
    """383.1.b: « la Xe fois » this turn: this event is the one that makes it the Xth."""
    key = event.key
    if key == "played":
        return costs.cards_played_this_turn(game, controller) == nth
    if key == "draws":
        total = _this_turn(game, EventKind.DRAW, lambda d: d.get("player") == controller, count=True)
        done = sum(1 for c in event.cards if c.owner == controller) or 1
        return total - done < nth <= total
    if key == "moves":
        ref = source.ref()
        return _this_turn(game, EventKind.MOVE, lambda d: d.get("card") == ref) == nth
    if index < 0:
        raise _stop(game, source, f"« la {nth}e fois » pour un déclencheur différé « {key} »")
    # another event: the occurrences seen this turn while the source was there, this one included
    game.trigger_uses.append((game.turn.number, source.uid, SEEN + index))
    return _uses(game, source, SEEN + index) == nth


def _this_turn(game: Game, kind: EventKind, test: Any, *, count: bool = False) -> int:
    total = 0
    for logged in reversed(game.log):
        if logged.kind is EventKind.TURN:
            break
        if logged.kind is kind and test(logged.data):
            total += int(logged.data.get("count", 1)) if count else 1
    return total


def _holds(game: Game, condition: Any, source: Card, controller: str, event: _Event) -> bool:
    """383.2.a.1: the condition written right after the trigger; 727.1.b.3: all dependent keywords."""
    key = condition.KEY
    if key == "all_of":
        return all(_holds(game, c, source, controller, event) for c in condition.conditions)
    if key == "paid_additional_cost":
        return event.item is not None and bool(event.item.paid)
    return costs.holds(game, condition, source, controller)


def _stop(game: Game, card: Card, what: str) -> NotModelledError:
    return NotModelledError(
        f"{card.display} : {what} — pas encore modélisé",
        details={"step": game.step, "what": "trigger", "card": card.display},
    )


def moved(game: Game, card: Card, player: str | None, origin: str | None, to_zone: str) -> None:
    """A unit moved (420), `player` responsible (411.1): « lorsque je me déplace » and « lorsque je
    quitte un emplacement » (197)."""
    dest = to_zone.removeprefix("battlefield:") if to_zone.startswith("battlefield:") else None
    start = origin.removeprefix("battlefield:") if origin and origin.startswith("battlefield:") else None
    happened(game, "moves", cards=[card], player=player, battlefield=dest)
    happened(game, "leaves", cards=[card], player=player, battlefield=start)


def reflexive(game: Game, effects: tuple[Any, ...], controller: str, source: Card) -> None:
    """386–388.1: « si vous le faites » as a reflexive trigger: a new ability, added to the chain as a
    pending item (its choices made when it finalizes)."""
    _queue(
        game,
        source,
        Triggered(effects=effects),
        -2,
        controller,
        _Event("reflexive", (), controller, None, None, {}),
    )


def _queue(game: Game, source: Card, ability: Triggered, index: int, controller: str, event: _Event) -> None:
    """383.3: it triggered; the `trigger` event says where from, and it waits for the chain."""
    cause = game.log[-1].index if game.log else None
    data: dict[str, Any] = {
        "player": controller,
        "card": source.ref(),
        "ability": describe(ability),
        "trigger": event.key,
    }
    if cause is not None:
        data["from_event"] = cause
    if index == -1:
        data["delayed"] = True
    if any(c is not source for c in event.cards):  # what it saw, when not its source itself
        data["about"] = [c.ref() for c in event.cards]
    rules: tuple[str, ...] = ("383", "383.2.c")
    if index == -1:
        rules = (*rules, "389", "391")
    elif index == -2:
        rules = ("386", "387", "388.1")
    elif index == keyword_abilities.KEYWORD_INDEX:
        rules = (*rules, *keyword_abilities.rules_of(ability))
    if event.player and getattr(ability.when, "who", Who.ANY) in (Who.YOU, Who.OPPONENT):
        rules = (*rules, "411.4")  # « lorsque vous… »: the player responsible
    if ability.active_in is AbilityZone.TRASH:
        rules = (*rules, "383.2.c.1")  # it works from the trash
    if event.key == "kills":
        rules = (*rules, "428.5")  # the kill attributed to the player and the spell
    if event.key in SCORE_KEYS:  # 471.2: a conquest (383.4.c) or hold (383.4.d) effect
        rules = (*rules, "471.2", "383.4.c" if event.key == "conquers" else "383.4.d")
    logged = game.emit(EventKind.TRIGGER, data, rules)
    game.triggered.append(
        Triggering(
            source=source,
            ability=ability,
            index=index,
            controller=controller,
            key=event.key,
            event=logged.index,
            cards=event.cards,
            battlefield=event.battlefield or _noted_battlefield(source, event),
        )
    )


def _noted_battlefield(source: Card, event: _Event) -> str | None:
    """808.1.d.3, 323.4: a source that the event took off the board (an Agonie) is where it was noted
    before it moved: « mon champ de bataille » of Kog'Maw is the one where he died."""
    known = event.known.get(source.uid)
    if known is None or id(source) in event.board or not at_battlefield(known.zone):
        return None
    return str(known.zone).removeprefix("battlefield:")


def add_delayed(game: Game, effect: Delayed, controller: str, source: Card | None) -> None:
    """389–391: a resolving effect creates a delayed trigger (its choices come when it finalizes)."""
    ability = Triggered(
        when=effect.when, optional=effect.optional, targets=effect.targets, effects=effect.effects
    )
    game.delayed.append(
        DelayedTrigger(
            ability=ability,
            source=source,
            controller=controller,
            turn=game.turn.number if effect.this_turn else None,
        )
    )
