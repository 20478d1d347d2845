"""Triggered abilities on the chain (383.3, 334–337): pending items, ordered, then finalized.

At the state checks' point, once the current task is over (334.2: after an action, a chain item's
resolution, a phase's tasks), the abilities that triggered (`game.triggered`) go on the chain as
pending items (383.3, 383.4.a.2), each named after its source. 383.3.d.1: each player, in turn
order from the turn player, chooses the order of their own (choice `trigger_order`: the order they
are put on the chain, so the last one put resolves first). 337.1, 337.1.b: the oldest pending item
finalizes first; its controller makes its choices now, never when its source was played (355.5.b):
« vous pouvez » (choice `use_trigger`, 383.3.a; declined, it leaves the chain as if it had not
triggered, and a once-per-turn one stays available: 383.3.a.2, 383.3.e.2), its cost (383.3.b),
then its modes, destinations and targets with the code of playing a card (`play.make_choices`).
337.4: then the controller of the top item gets priority. Each item put on the chain is one engine
step (`game.tick`): a trigger that re-triggers itself forever stops at the step limit.
"""

from __future__ import annotations

from itertools import permutations
from typing import TYPE_CHECKING, Any

from judge.corpus.abilities.kinds import Triggered
from judge.engine import cleanup, effects, filters, play, registry, snapshot
from judge.engine.chain import resolve_item
from judge.engine.choices import is_yes, yes_no_problem
from judge.engine.costs import Resources
from judge.engine.events import EventKind
from judge.engine.state import Card, ChainItem
from judge.engine.trigger_text import describe, looping
from judge.engine.triggers import Triggering
from judge.errors import RulesError

if TYPE_CHECKING:
    from judge.engine.game import Game

#: Above this many triggers of one player, the order is answered as a list (not every permutation).
MAX_LISTED = 4


def settle(game: Game) -> None:
    """The state checks' last task (registered after cleanup): what triggered goes on the chain and
    the pending trigger items finalize (337.1–337.4), until nothing more triggers."""
    if game.over or not (game.triggered or _pending(game)):
        return
    while not game.over and (game.triggered or _pending(game)):
        if game.triggered:
            _put_on_chain(game)
        changed = False
        for item in _pending(game):  # 337.1.b: in the order they were put on the chain
            if item in game.chain and item.pending and not game.over:
                changed = _finalize(game, item) or changed
        if changed:  # 319.3, 319.4: a cleanup after items are finalized (only a cost changed the board)
            cleanup.run_cleanup(game)
    if game.chain:
        game.turn.priority = game.chain[-1].controller  # 337.4
        game.turn.passes.clear()


def _placing_order(game: Game, queued: list[Triggering]) -> list[str]:
    """Who places first: the turn player, then turn order (383.3.d.1); for what establishing the attacker
    and the defender set off, the attacker first, then the other players in turn order, the defender
    last (464.2.e.1)."""
    turn = game.turn
    first = turn.player
    combat_start = turn.combat and any(q.key in ("attacks", "defends") for q in queued)
    if combat_start and turn.attacker in game.order:
        first = turn.attacker
    start = game.order.index(first) if first in game.order else 0
    order = game.order[start:] + game.order[:start]
    if combat_start and turn.defender in order:
        order = [p for p in order if p != turn.defender] + [turn.defender]
    return order


def _pending(game: Game) -> list[ChainItem]:
    return [i for i in game.chain if i.pending and i.kind == "trigger"]


def _put_on_chain(game: Game) -> None:
    """383.3.d, 383.3.d.1: each player in turn order, from the turn player, orders theirs."""
    queued: list[Triggering] = list(game.triggered)
    game.triggered.clear()
    for pid in _placing_order(game, queued):
        for q in _ordered(game, pid, [q for q in queued if q.controller == pid]):
            _tick(game, q)
            item = ChainItem(controller=pid, kind="trigger", source=q.source, ability=q.ability, trigger=q)
            game.chain.append(item)
            with game.inside(game.log[q.event]):
                game.emit(
                    EventKind.CHAIN_ADD,
                    {
                        "player": pid,
                        "source": q.source.ref(),
                        "ability": describe(q.ability),
                        "to_zone": "chain",
                    },
                    ("383.3", "329", "383.3.c"),
                )


def _tick(game: Game, q: Triggering) -> None:
    """One step per item put on the chain: a trigger that re-triggers itself forever is a loop, stopped
    at the step limit with a message that names it."""
    try:
        game.tick()
    except RulesError as err:
        if err.code != "step_limit":
            raise
        raise looping(err, q.source, q.ability) from err


def labels(queued: list[Triggering]) -> list[str]:
    """One French label per trigger, its source's id or name (numbered when two share it)."""
    out: list[str] = []
    names = [q.source.alias or q.source.display for q in queued]
    for q, base in zip(queued, names, strict=True):
        if names.count(base) > 1 and q.cards:  # the same source twice: say what each is about
            base = f"{base} ({q.cards[0].alias or q.cards[0].display})"
        label, n = base, 1
        while label in out:
            n += 1
            label = f"{base} n° {n}"
        out.append(label)
    return out


def _ordered(game: Game, pid: str, mine: list[Triggering]) -> list[Triggering]:
    """The order `pid` puts their simultaneous triggers on the chain (choice `trigger_order`)."""
    if len(mine) <= 1:
        return mine
    names = labels(mine)
    by_name = dict(zip(names, mine, strict=True))
    rules = ("383.3.d", "383.3.d.1")
    if len(mine) <= MAX_LISTED and not game.next_choice_is_list("trigger_order"):
        options = {" > ".join(p): [by_name[n] for n in p] for p in permutations(names)}
        return options[game.choose(pid, "trigger_order", list(options), rules)]

    def check(value: Any) -> str | None:  # a list, first placed first (as `A > B`)
        if not isinstance(value, list) or sorted(map(str, value)) != sorted(names):
            return f"la réponse est la liste de ces déclenchements, chacun une fois : {', '.join(names)}"
        return None

    answer = game.choose_value(pid, "trigger_order", check, rules)
    return [by_name[str(n)] for n in answer]


def _finalize(game: Game, item: ChainItem) -> bool:
    """337.1: its controller makes its choices and pays its cost; then it is finalized (359.1). True
    when that changed the board (a cost paid, a resource ability resolved)."""
    q: Triggering = item.trigger
    ability: Triggered = item.ability
    pid = item.controller
    with game.inside(game.log[q.event]):
        missing = play.triggered_problem(ability)
        if missing:
            raise effects.stop(
                game, q.source, f"sa compétence déclenchée « {describe(ability)} » : {missing}"
            )
        if _no_target(game, item):  # without all its targets it never goes further: nothing to decide
            _leave(game, item, "no_target", ("355.5", "358.1"))
            return False
        if ability.optional:  # 383.3.a: « vous pouvez », decided now
            rules = ("383.3.a", "383.3.e.2")
            answer = game.choose_value(pid, "use_trigger", yes_no_problem, rules, ("oui", "non"))
            if not (is_yes(answer)):
                _leave(game, item, "declined", ("383.3.a.2", "383.3.e.2"))
                return False
        if ability.cost and not _paid(game, item, q.source):
            return False
        play.make_choices(game, pid, item, (), q.source)
        if play.deflect_costs(game, pid, item):  # 809.1.c: pay Protection to finalize it, or let it go (FAQ)
            raise effects.stop(game, q.source, "choisir une unité avec Protection (809.1.c)")
        if q.cards:  # « la » / « it »: the card the event was about (Blast Cone stuns the moved unit)
            item.targets.setdefault("triggering", [c.uid for c in q.cards])
        if q.index >= 0:
            game.trigger_uses.append((game.turn.number, q.source.uid, q.index))  # 383.3.e.1
        item.pending = False
        game.emit(
            EventKind.FINALIZE,
            {"player": pid, "source": q.source.ref(), "ability": describe(ability)},
            ("337.1", "359.1", "383.3"),
        )
    if ability.effects and all(e.KEY == "add" for e in ability.effects):
        resolve_item(game, item, ("337.2", "400.2"))  # an ability that adds resources resolves at once
        return True
    return bool(ability.cost)


def _leave(game: Game, item: ChainItem, reason: str, rules: tuple[str, ...]) -> None:
    """It leaves the chain without being finalized (as if it had not triggered, 383.3.a.2)."""
    if item in game.chain:
        game.chain.remove(item)
    q: Triggering = item.trigger
    game.emit(
        EventKind.TRIGGER_DECLINED,
        {
            "player": item.controller,
            "source": q.source.ref(),
            "ability": describe(item.ability),
            "reason": reason,
        },
        rules,
    )


def _no_target(game: Game, item: ChainItem) -> bool:
    """355.5, 358.1: a target it must choose has no legal choice: it cannot be finalized."""
    for decl in getattr(item.ability, "targets", ()) or ():
        if decl.up_to or decl.optional or effects.unsupported_filter(decl.filter):
            continue
        if not effects.candidates(game, decl, item.controller, item.source, filters.event_zone(item)):
            return True
    return False


def _paid(game: Game, item: ChainItem, source: Card) -> bool:
    """383.3.b, 383.3.b.1: the cost at the start of its effect is paid to finalize it. A mandatory one
    that cannot be paid leaves the chain; an optional one chosen and unpaid is refused (358.5)."""
    cost, other = play.cost_parts(item.ability.cost)
    total = Resources.of(cost)
    steps = [
        {"step": "base", "rules": ["383.3.b"], **total.to_json()},
        {"step": "total", "rules": ["356.5"], **total.to_json()},
    ]
    before = snapshot.take(game)
    try:
        play.pay_cost(game, item.controller, total, steps, other, source)
    except RulesError as err:
        if item.ability.optional or err.code != "cost_unpaid":
            raise
        snapshot.restore(game, before)
        _leave(game, item, "cost_unpaid", ("383.3.b.1", "358.5"))
        return False
    return True


registry.STATE_CHECKS.append(settle)
