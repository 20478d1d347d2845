"""Exact undo for `Game.apply` (python-chess's `push`/`pop`): `take` records, `restore` puts back.

A snapshot keeps, for every list that holds cards, its cards in order, and for every card its
fields, so that restoring puts the very same objects back where they were (identities, hence the
uids the actions name, never change). It also keeps the players' counters and pools, the
battlefields, the chain, the turn, the random generator's state, the log's length (events are
never changed once logged, so cutting the log is exact) and the outcome. It is cheap (a few tens
of microseconds for a 55-card board), so every action is a transaction.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from judge.engine.rng import Checkpoint
from judge.engine.state import Card

if TYPE_CHECKING:
    from judge.engine.game import Game


#: A battlefield and what the rules change on it: controller, scored, units, scoring-step controller,
#: card, the cards it replaced (438.1.a) and who contested it (190.3.a).
_BattlefieldFields = tuple[
    Any, str | None, tuple[str, ...], dict[str, list[Card]], str | None, Card, tuple[Card, ...], str | None
]


@dataclass(frozen=True)
class Snapshot:
    """What `restore` needs to put a game back exactly as it was."""

    containers: tuple[tuple[list[Card], tuple[Card, ...]], ...]
    cards: tuple[tuple[Card, dict[str, Any]], ...]
    players: tuple[tuple[Any, int, int, str | None, int, dict[str, int]], ...]
    battlefields: tuple[_BattlefieldFields, ...]
    chain: tuple[Any, ...]
    chain_items: tuple[tuple[Any, dict[str, Any]], ...]
    turn: dict[str, Any]
    rng: Checkpoint
    log_length: int
    scalars: dict[str, Any]
    lists: tuple[tuple[list[Any], tuple[Any, ...]], ...]


#: The fields of a card that the rules change (the others are its identity: uid, name, owner…), the ones
#: `restore` puts back; `take` copies a card's whole `__dict__`, which costs half of reading these.
CARD_FIELDS = (
    "exhausted", "damage", "buffs", "controller", "base_might", "domain", "alias", "might_bonus", "stunned",
    "granted_keywords", "designation",
    "static_might", "static_keywords",
    "lasting_keywords", "damage_by", "incarnation",
)  # fmt: skip

#: The field values `_fields` copies rather than keeps (a tuple: `isinstance` reads it faster than a union).
_MUTABLE = (list, dict, set)


def _cards_of(game: Game, lists: list[list[Card]]) -> list[Card]:
    cards = [c for held in lists for c in held]
    cards += [gear for c in cards if c.attached for gear in c.attached]
    cards += [item.card for item in game.chain if item.card is not None]
    cards += [bf.card for bf in game.battlefields]
    return cards


def _fields(obj: object) -> dict[str, Any]:
    """An object's fields, its lists, sets and dicts copied (the turn, a chain item: priority, passes…)."""
    return {k: v.copy() if isinstance(v, _MUTABLE) else v for k, v in vars(obj).items()}


def take(game: Game) -> Snapshot:
    """A snapshot of `game` now."""
    lists = [held for _zone, held in game.zone_lists()]
    cards = _cards_of(game, lists)
    containers = [(held, tuple(held)) for held in lists]
    containers += [(c.attached, tuple(c.attached)) for c in cards if c.attached]
    return Snapshot(
        containers=tuple(containers),
        cards=tuple([(c, c.__dict__.copy()) for c in cards]),
        players=tuple(
            (p, p.points, p.xp, p.team, p.rune_pool.energy, dict(p.rune_pool.power))
            for p in game.players.values()
        ),
        battlefields=tuple(
            (
                bf, bf.controller, tuple(bf.scored_this_turn), dict(bf.units), bf.scoring_step_controller,
                bf.card, tuple(bf.replaced), bf.contested_by,
            )
            for bf in game.battlefields
        ),
        chain=tuple(game.chain),
        chain_items=tuple((item, _fields(item)) for item in game.chain),
        turn=_fields(game.turn),
        rng=game.rng.checkpoint(),
        log_length=len(game.log),
        scalars={
            "outcome": game.outcome,
            "pending": game.pending,
            "step": game.step,
            "_next_uid": game._next_uid,
        },
        lists=(
            (game.turn_effects, tuple(game.turn_effects)),
            (game.replacements, tuple(game.replacements)),
            (game.triggered, tuple(game.triggered)),
            (game.delayed, tuple(game.delayed)),
            (game.trigger_uses, tuple(game.trigger_uses)),
            (game.awaiting_deaths, tuple(game.awaiting_deaths)),
        ),
    )


def _copied(fields: dict[str, Any]) -> dict[str, Any]:
    # a snapshot can be restored more than once (`Game.answer` after a refused answer)
    return {k: v.copy() if isinstance(v, _MUTABLE) else v for k, v in fields.items()}


def restore(game: Game, snap: Snapshot) -> None:
    """Puts `game` back exactly as it was when `snap` was taken (the log cut to its length then)."""
    for bf, controller, scored, units, at_scoring, bf_card, replaced, contested_by in snap.battlefields:
        bf.controller = controller
        bf.contested_by = contested_by
        bf.scored_this_turn[:] = scored
        bf.units.clear()
        bf.units.update(units)
        bf.scoring_step_controller = at_scoring
        bf.card = bf_card
        bf.replaced[:] = replaced
    for container, content in snap.containers:
        container[:] = content
    for card, values in snap.cards:
        for name in CARD_FIELDS:
            setattr(card, name, values[name])
    for player, points, xp, team, energy, power in snap.players:
        player.points, player.xp, player.team = points, xp, team
        player.rune_pool.energy = energy
        player.rune_pool.power = dict(power)
    game.chain[:] = snap.chain
    for item, fields in snap.chain_items:
        item.__dict__.update(_copied(fields))
    game.turn.__dict__.update(_copied(snap.turn))
    game.rng.rewind(snap.rng)
    del game.log[snap.log_length :]
    for name, value in snap.scalars.items():
        setattr(game, name, value)
    for target, content in snap.lists:
        target[:] = content


def full_state(game: Game) -> dict[str, Any]:
    """Everything a game holds, as plain data, to compare two states exactly (the tests do).

    Every card with all its fields where it is, the players, battlefields, chain, turn, the random
    generator's state, the whole log, the outcome, the pending decision and the effects in force."""

    def card(c: Card) -> dict[str, Any]:
        out = {k: v for k, v in c.__dict__.items() if k != "attached"}
        out["attached"] = [card(g) for g in c.attached]
        return out

    return {
        "zones": [(loc.zone, loc.player, [card(c) for c in loc.container]) for loc in game.locations()],
        "players": [
            (p.id, p.team, p.points, p.xp, p.rune_pool.energy, dict(p.rune_pool.power))
            for p in game.players.values()
        ],
        "battlefields": [
            (
                bf.alias, bf.controller, list(bf.scored_this_turn), sorted(bf.units), card(bf.card),
                bf.scoring_step_controller, [card(c) for c in bf.replaced], bf.contested_by,
            )
            for bf in game.battlefields
        ],
        "chain": [(i.controller, i.kind, i.pending, card(i.card) if i.card else None) for i in game.chain],
        "turn": _fields(game.turn),  # lists copied: a later pass must not change this record
        "rng": game.rng.getstate(),
        "log": [e.to_json() for e in game.log],
        "outcome": game.outcome,
        "pending": game.pending.to_json() if game.pending else None,
        "replacements": [r.name for r in game.replacements],
        "turn_effects": list(game.turn_effects),
        "triggered": [(q.source.uid, q.key) for q in game.triggered],
        "delayed": [(d.controller, d.when.KEY if d.when else None) for d in game.delayed],
        "trigger_uses": list(game.trigger_uses),
        "awaiting_deaths": [(w.ctx.controller, w.card.uid) for w in game.awaiting_deaths],
        "next_uid": game._next_uid,
    }
