"""Replacement effects (367-375, 443): the one step every event a replacement can alter goes through.

A game action a replacement effect could alter is described as a `Pending` event and
`replaced(game, pending)` is asked before it happens (370.1.c): `zones` before every card moves
(a death, a move, a card leaving the chain…), `draw` before taking from a deck that is too short,
`effects.deal_damage` before damage, `scoring.gain_point` before a point, `turn` before a draw
phase, `chain` as a permanent enters. When a replacement applies, it performs what happens
instead (370.1.b) and the caller does nothing more; otherwise the caller makes the change itself.

Which replacements are in force: `game.replacements` (the rules' own, burn out 431.5 first, then
the delayed ones effects created: « la prochaine fois… ce tour », Flux 829.1.b.1) and those every
`SOURCES` function reads on the board now (a card's `replacement` ability, active only while its
source is in the zone where it works: 370.3; cards that arrive in the same simultaneous action are
not there yet, 370.4 keeps those that leave with it).

Each application is one engine step and one `replace` event that says what it replaced, its rule,
its source and controller; what happens instead are its children (the rules' burn out is its own
`burnout` event, citing 431.5, rather than a `replace` around it). 370.2: a replacement applies once
to an event and to whatever replaces that event (the names applied travel with the events created
inside it). 372: when several apply, the affected object's controller (or the affected player)
orders them (choice `replacement_order`). 371: « vous pouvez » is its controller's choice
(`apply_replacement`; declined, it is not applied to that event and stays available: the
Zilean example of 371.2.b), « une fois par tour » counts this turn's `replace` events. 431.3.b: an
event built with `replaceable=False` is never replaced.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from contextvars import ContextVar
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from judge.engine.choices import is_yes, yes_no_problem
from judge.engine.events import EventKind
from judge.errors import RulesError

if TYPE_CHECKING:
    from judge.engine.game import Game
    from judge.engine.state import Card


@dataclass(frozen=True)
class Pending:
    """An event about to happen (370.1.c: replacements apply before it does), with its data.

    `data` holds live objects (`card`: the `Card` affected) for the replacements to read."""

    kind: EventKind
    data: Mapping[str, Any]
    applied: frozenset[str] = frozenset()  # 370.2: each replacement applies once to an event
    replaceable: bool = True  # 431.3.b: the later burn-out points of a sequence are never replaced

    @property
    def card(self) -> Card | None:
        """The card the event happens to, if any."""
        from judge.engine.state import Card

        card = self.data.get("card")
        return card if isinstance(card, Card) else None

    @property
    def what(self) -> str:
        """What kind of event this is, as the `replace` event names it (`die`, `move`, `point`…)."""
        if self.data.get("from_zone") == "chain" and self.kind is not EventKind.CHAIN_ADD:
            return "leave_chain"
        if self.data.get("enters"):
            return "enter"
        return _WHAT.get(self.kind, str(self.kind))


_WHAT = {
    EventKind.KILL: "die",
    EventKind.MOVE: "move",
    EventKind.DAMAGE: "damage",
    EventKind.GAIN_POINT: "point",
    EventKind.PHASE: "draw_phase",
    EventKind.DRAW: "draw",
    EventKind.BURN: "burn",
}


@dataclass(frozen=True)
class Replacement:
    """A replacement effect: `applies` reads a pending event, `instead` performs what replaces it.

    `controller` is its source's controller (374; None for the rules' own), `source` that card's
    uid, `label` its French name in a choice; `outcome` says what it does (`instead`, `skip`,
    `prevent`, `double`, `enters_ready`, `enters_exhausted`, `banish_instead`, `burn_out`).
    `next_only` removes it from `game.replacements` once applied (« la prochaine fois »), `turn`
    limits it to that turn number (« pendant ce tour »). Closures keep uids, never `Card` objects
    (a `Game.copy` must not reach into the original)."""

    name: str
    rules: tuple[str, ...]
    applies: Callable[[Game, Pending], bool]
    instead: Callable[[Game, Pending], None]
    controller: str | None = None
    source: int | None = None
    label: str = ""
    outcome: str = ""
    optional: bool = False
    once_per_turn: bool = False
    next_only: bool = False
    turn: int | None = None
    logged: bool = True  # False: its own event says it is a replacement (burn out's `burnout`, 431.5)

    def __repr__(self) -> str:
        return f"<Replacement {self.name} {list(self.rules)}>"


#: Functions that list the replacements cards on the board have now (`replacements_cards`).
SOURCES: list[Callable[[Game], Iterable[Replacement]]] = []

#: 370.2: the replacements already applied to the event being replaced, inherited by the events its
#: replacement creates (a context variable: the web app may run games in several threads).
_APPLYING: ContextVar[frozenset[str]] = ContextVar("replacements_applying", default=frozenset())


def in_force(game: Game) -> list[Replacement]:
    """Every replacement that could apply now: `game.replacements`, then the board's."""
    found = [r for r in game.replacements if r.turn is None or r.turn == game.turn.number]
    for source in SOURCES:
        found.extend(source(game))
    return found


def used_this_turn(game: Game, name: str) -> int:
    """How many times the replacement `name` applied this turn (371.1), read in the log."""
    count = 0
    for event in reversed(game.log):
        if event.kind is EventKind.TURN:
            break
        if event.kind is EventKind.REPLACE and event.data.get("replacement") == name:
            count += 1
    return count


def replaced(game: Game, pending: Pending) -> bool:
    """True when a replacement performed something instead of `pending` (the caller then stops)."""
    return replace_step(game, pending) is not None


def replace_step(game: Game, pending: Pending) -> str | None:
    """Applies the replacement that replaces `pending`, if any, and returns its name (None: none did).

    A caller that modifies an event rather than replacing it (a unit entering) asks again with the
    returned name added to `applied`, until none applies (370.2)."""
    applied = pending.applied | _APPLYING.get()
    candidates = applicable(game, pending)
    while candidates:
        chosen = candidates[0] if len(candidates) == 1 else _order(game, pending, candidates)
        candidates.remove(chosen)
        if chosen.optional and not _accepted(game, chosen):
            applied |= {chosen.name}  # 371.2.b: not applied to this event; still there for the next one
            continue
        _apply(game, chosen, replace(pending, applied=applied | {chosen.name}))
        return chosen.name
    return None


def applicable(game: Game, pending: Pending) -> list[Replacement]:
    """The replacements that would apply to `pending` now (no side effect: nothing is applied)."""
    if not pending.replaceable:
        return []
    applied = pending.applied | _APPLYING.get()
    return [
        r
        for r in in_force(game)
        if r.name not in applied
        and not (r.once_per_turn and used_this_turn(game, r.name) >= 1)
        and r.applies(game, pending)
    ]


def affected_player(game: Game, pending: Pending) -> str:
    """372: who orders the replacements: the affected object's controller, else the affected player,
    else the turn player (372.2)."""
    card = pending.card
    if card is not None:
        return card.controlled_by
    player = pending.data.get("player")
    return str(player) if player else game.turn.player


def _labels(candidates: list[Replacement]) -> dict[str, Replacement]:
    labels: dict[str, Replacement] = {}
    for r in candidates:
        label = r.label or r.name
        n = 2
        while label in labels:
            label, n = f"{r.label or r.name} ({n})", n + 1
        labels[label] = r
    return labels


def _order(game: Game, pending: Pending, candidates: list[Replacement]) -> Replacement:
    """372, 372.1: the affected object's controller chooses which replacement applies first: one label
    (its source's id), or the whole order as a list of them, the first applied first (`- [z2, z1]`)."""
    labels = _labels(candidates)
    who, rules = affected_player(game, pending), ("372", "372.1")
    if not game.next_choice_is_list("replacement_order"):
        return labels[game.choose(who, "replacement_order", list(labels), rules)]

    def check(answer: Any) -> str | None:
        names = [str(a) for a in answer] if isinstance(answer, (list, tuple)) else []
        if not names or any(n not in labels for n in names) or len(set(names)) != len(names):
            return f"une liste sans doublon parmi {', '.join(labels)}, la première appliquée en tête (372.1)"
        return None

    answer = game.choose_value(who, "replacement_order", check, rules, tuple(labels))
    return labels[str(answer[0])]


def _accepted(game: Game, chosen: Replacement) -> bool:
    """371.2.a: the controller of a « vous pouvez » replacement decides to apply it (true/false)."""
    who = chosen.controller or game.turn.player
    answer = game.choose_value(who, "apply_replacement", yes_no_problem, ("371.2", "371.2.a"))
    return is_yes(answer)


def _apply(game: Game, chosen: Replacement, pending: Pending) -> None:
    """One engine step: the `replace` event, then what happens instead, as its children."""
    game.tick()  # a replacement that keeps applying stops at the step limit
    if chosen.next_only and chosen in game.replacements:
        game.replacements.remove(chosen)  # « la prochaine fois » : used up once applied
    token = _APPLYING.set(pending.applied)
    try:
        if not chosen.logged:
            chosen.instead(game, pending)
            return
        event = game.emit(EventKind.REPLACE, _event_data(game, chosen, pending), ("370.1.b", *chosen.rules))
        with game.inside(event):
            chosen.instead(game, pending)
    finally:
        _APPLYING.reset(token)


def _event_data(game: Game, chosen: Replacement, pending: Pending) -> dict[str, Any]:
    data: dict[str, Any] = {
        "player": chosen.controller or affected_player(game, pending),
        "replacement": chosen.name,
        "replaced": pending.what,
        "outcome": chosen.outcome,
    }
    card = pending.card
    if card is not None:
        data["card"] = card.ref()
    if chosen.source is not None:
        try:
            data["source"] = game.card_by_uid(chosen.source).ref()
        except RulesError:
            pass  # a source gone from the game (a token): the event still reads
    if chosen.label:
        data["label"] = chosen.label
    for key in ("amount", "reason", "to_zone", "from_zone", "phase"):
        value = pending.data.get(key)
        if isinstance(value, (str, int)) and not isinstance(value, bool):
            data[key] = value
    target = pending.data.get("target_player")
    if isinstance(target, str):
        data["target_player"] = target
    if pending.kind in (EventKind.GAIN_POINT, EventKind.PHASE, EventKind.DRAW, EventKind.BURN):
        who = pending.data.get("player")
        if isinstance(who, str):
            data["affected"] = who
    return data
