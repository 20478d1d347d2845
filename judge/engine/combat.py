"""Combat (459–466) in the rules' three steps: the combat showdown, damage, resolution.

`begin` opens a combat at a contested battlefield with units of two opposing players (460, 464.1):
the player who contested it is the attacker, the other the defender (464.2.c), their units there get
the designation (464.2.c.3; `cleanup` keeps them up to date, 323.2) and the attacker gains focus
(464.2.c.1, 464.2.d) for the combat showdown (`showdown`). When it closes, `fight` runs the other
two steps. Damage (465): each side sums the might of its units there (465.2.a-b; Assaut and Bouclier
count, 807, 814; a stunned unit adds nothing, 423.1.b; a negative might counts 0, 143.2.b), then,
attacker first, each player assigns it among the other side's units (465.2.c, a choice checked by
`combat_damage`), and all of it is dealt at once (465.2.c.1, 465.2.d), each unit's damage through
the replacement step (465.2.c.5: Lotus Trap doubles it, Contre-attaque prevents it; applied once, to
the assignment). Resolution (466): a combat cleanup kills the units with lethal damage, then heals
every unit and recalls the attackers when defenders remain (466.1); the result (466.3); control to
the only side left, a conquest when not scored this turn (466.5); the combat ends (466.7). Each of
these three steps waits for the chain to be empty (466.2, 466.4, 466.6): what triggered before it
goes on the chain and the players resolve it, passing in turn; the step waiting is
`Turn.combat_step`, and the state check `resume` takes it up once the chain is empty.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge.engine import battlefields, cleanup, combat_damage, kill_attribution, registry, statics, triggers
from judge.engine.choices import Unanswered
from judge.engine.events import EventKind
from judge.engine.replacement import Pending, replaced
from judge.engine.state import Battlefield, Card, Zone
from judge.engine.zones import Place, move_cards

if TYPE_CHECKING:
    from judge.engine.game import Game


def side(bf: Battlefield, pid: str | None) -> list[Card]:
    """The units `pid` controls at `bf`."""
    return [c for c in bf.units.get(pid or "", []) if c.is_unit] if pid else []


def begin(game: Game, bf: Battlefield, pair: tuple[str, str], *, converting: bool) -> None:
    """460, 464.1-464.2: combat opens at `bf` between `pair` (attacker first): with a combat showdown,
    or the ongoing showdown becoming one (460.1, 323.14)."""
    attacker, defender = pair
    turn = game.turn
    turn.showdown, turn.combat, turn.attacker, turn.defender = bf.alias, True, attacker, defender
    if not converting:
        turn.focus = attacker  # 464.2.c.1, 464.2.d
        turn.focus_passes.clear()
    game.tick()
    rules = ("323.14", "460.1", "464.1", "464.2") if converting else ("323.13", "460", "464.1", "464.2")
    event = game.emit(
        EventKind.COMBAT,
        {"battlefield": bf.alias, "step": "start", "attacker": attacker, "defender": defender},
        rules,
    )
    with game.inside(event):
        if not converting:
            game.emit(
                EventKind.SHOWDOWN,
                {
                    "player": attacker,
                    "battlefield": bf.alias,
                    "step": "start",
                    "focus": attacker,
                    "combat": True,
                },
                ("316.8.a", "344.1", "464.2.c.1", "464.2.d", "313.2"),
            )
            triggers.happened(game, "showdown_starts", player=attacker, battlefield=bf.alias)  # 464.2.b
        cleanup.designate(game)  # 464.2.c.3, with the attack and defence triggers (`attacks`, `defends`)


def fight(game: Game, bf: Battlefield) -> None:
    """464-466: after the combat showdown, the damage step (both sides there, 465.1), then resolution."""
    cleanup.designate(game)
    turn = game.turn
    attackers, defenders = side(bf, turn.attacker), side(bf, turn.defender)
    if attackers and defenders:
        _damage_step(game, bf, attackers, defenders)
    _resolution(game, bf)


def _contribution(game: Game, card: Card) -> int:
    """465.2.a: the might a unit adds: none when stunned (423.1.b) or when a passive ability says it
    deals no combat damage (Vilemaw), a negative might as 0 (143.2.b)."""
    if card.stunned or statics.silencer(game, card) is not None:
        return 0
    return max(0, card.might or 0)


def _damage_step(game: Game, bf: Battlefield, attackers: list[Card], defenders: list[Card]) -> None:
    """465.2: summed might, assignment (attacker first), then all damage dealt at once."""
    turn = game.turn
    assert turn.attacker is not None and turn.defender is not None
    game.tick()
    totals = {
        turn.attacker: sum(_contribution(game, c) for c in attackers),
        turn.defender: sum(_contribution(game, c) for c in defenders),
    }
    silenced = {c.uid: s for c in (*attackers, *defenders) if (s := statics.silencer(game, c)) is not None}
    units: list[dict[str, Any]] = [
        {
            "card": c.ref(),
            "player": c.controlled_by,
            "might": _contribution(game, c),
            **({"stunned": True} if c.stunned else {}),
            **({"silenced_by": silenced[c.uid].ref()} if c.uid in silenced else {}),
        }
        for c in (*attackers, *defenders)
    ]
    # 465.2.c.5: replacement effects would apply to the damage of some unit (they apply to its assignment)
    replacing = any(combat_damage.replaced_factor(game, c) != 1 for c in (*attackers, *defenders))
    event = game.emit(
        EventKind.COMBAT,
        {
            "battlefield": bf.alias,
            "step": "damage",
            "attacker": turn.attacker,
            "defender": turn.defender,
            "might": totals,
            "units": units,
        },
        (
            "465",
            "465.1",
            "465.2",
            "465.2.a",
            "465.2.b",
            *(("423.1.b",) if any(u.get("stunned") for u in units) else ()),
            *(("363",) if silenced else ()),  # a passive ability: these units deal no combat damage
            *(("465.2.c.5",) if replacing else ()),
            *(("807.1.c",) if any(c.combat_might for c in attackers) else ()),  # Assaut
            *(("814.1.c",) if any(c.combat_might for c in defenders) else ()),  # Bouclier
        ),
    )
    with game.inside(event):
        plans = [
            (turn.attacker, attackers, _assign(game, turn.attacker, totals[turn.attacker], defenders)),
            (turn.defender, defenders, _assign(game, turn.defender, totals[turn.defender], attackers)),
        ]
        by_uid = {c.uid: c for c in (*attackers, *defenders)}
        for pid, side_units, plan in plans:  # 465.2.c.1, 465.2.d: dealt simultaneously
            # 417.6.c.1: the other side's units are the source; one that adds no might deals nothing (423.1.b)
            sources = [c for c in side_units if _contribution(game, c) > 0]
            for uid, amount in plan.items():  # in the order of the assignment
                card = by_uid[uid]
                if amount <= 0:
                    continue
                # 465.2.c.5: the replacements that would apply to this damage (Lotus Trap doubles it,
                # Contre-attaque prevents it) apply once, to the assignment: not again when dealt
                pending = Pending(
                    EventKind.DAMAGE,
                    {
                        "card": card,
                        "amount": amount,
                        "source": sources[0] if len(sources) == 1 else None,
                        "reason": "combat",
                    },
                )
                if replaced(game, pending):
                    continue
                card.damage += amount
                kill_attribution.mark_damage(game, card, None, combat_player=pid)  # 428.5.c.2
                data: dict[str, Any] = {
                    "amount": amount,
                    "target": card.ref(),
                    "player": pid,
                    "sources": [s.ref() for s in sources],
                    "reason": "combat",
                    "simultaneous": True,
                }
                if len(sources) == 1:
                    data["source"] = sources[0].ref()
                game.emit(EventKind.DAMAGE, data, ("465.2.d", "465.2.c.1", "417.6.c.1"))


def _assign(game: Game, pid: str, total: int, cards: list[Card]) -> dict[int, int]:
    """465.2.c: `pid` assigns `total` damage among `cards` (choice `combat_damage`, automatic when the
    rules leave one assignment)."""
    targets = combat_damage.targets_of(cards, game)  # 465.2.c.4 (a), 465.2.c.5: replacements counted
    if total <= 0 or not targets:
        return {}
    rules: tuple[str, ...] = ("465.2.c", "465.2.c.3", "465.2.c.4", "465.2.c.6")
    if any(t.need != combat_damage.lethal_need(t.card) for t in targets):
        rules = (*rules, "465.2.c.5")  # with 465.2.c.4, its paragraph a (the least applied lethal value)
    if any(combat_damage.TANK in t.classes for t in targets):
        rules = (*rules, "815.1.b")
    if any(combat_damage.BACKLINE in t.classes for t in targets):
        rules = (*rules, "826.3")
    only = combat_damage.single_assignment(targets, total)
    if only is not None:
        labels = {t.card.uid: t.label for t in targets}
        game.emit(
            EventKind.CHOICE,
            {
                "player": pid,
                "choice": "combat_damage",
                "options": [],
                "answer": {labels[uid]: n for uid, n in only.items()},
                "automatic": True,
            },
            rules,
        )
        return only

    def check(answer: Any) -> str | None:
        plan = combat_damage.read_answer(targets, answer)
        return plan if isinstance(plan, str) else combat_damage.refusal(targets, total, plan)

    try:
        answer = game.choose_value(pid, "combat_damage", check, rules)
    except Unanswered as ask:  # say what the answer is made of (the file or the judge writes it)
        needs = ", ".join(f"{t.label} ({t.need} pour mourir)" for t in targets)
        ask.hint += f" ; {pid} répartit {total} dégât(s) entre {needs}, par exemple {{{targets[0].label}: …}}"
        raise
    plan = combat_damage.read_answer(targets, answer)
    assert not isinstance(plan, str)  # checked by `check`
    return plan


def _resolution(game: Game, bf: Battlefield) -> None:
    """466: the combat cleanup (466.1), then the result, control and end, each once the chain is empty
    (466.2, 466.4, 466.6: `_proceed`)."""
    turn = game.turn
    attacker, defender = turn.attacker, turn.defender
    game.tick()
    event = game.emit(
        EventKind.COMBAT,
        {
            "battlefield": bf.alias,
            "step": "resolution",
            "attacker": attacker or "",
            "defender": defender or "",
        },
        ("466", "466.1", "466.1.a"),
    )
    with game.inside(event):
        # 466.1.a: a special cleanup: the usual tasks first (victory, lethal damage, 323.5), then 3c, 3d
        cleanup.run_cleanup(game)
        if game.over:
            return
        _heal_all(game)
        recalled = _recall_attackers(game, bf)
        cleanup.run_cleanup(game)  # 324.2: the cleanup those changes call for
        if game.over:
            return
    turn.combat_step = RECALLED if recalled else RESULT  # 466.2: the result waits for the chain
    _proceed(game)
    game.run_state_checks()  # 319.1: the state changed; another staged combat may begin (460)


#: The steps of resolution that wait for the chain to be empty (`Turn.combat_step`): the result
#: (466.3, after 466.2; « recalled »: attackers were recalled in 466.1.a.2), control (466.5, after
#: 466.4), the end (466.7, after 466.6).
RESULT, RECALLED, CONTROL, END = "result", "result_recalled", "control", "end"


def _proceed(game: Game) -> None:
    """466.2, 466.4, 466.6: what triggered goes on the chain; while the chain holds an item the players
    resolve it, passing in turn (`resume`, a state check, takes over once it is empty); then the next
    step. The step is cleared while it runs, so the state checks inside it do not run it twice."""
    turn = game.turn
    while turn.combat_step is not None and not game.over:
        step, turn.combat_step = turn.combat_step, None
        game.run_state_checks()  # the cleanup, then what triggered joins the chain (383.3, `trigger_items`)
        if game.over:
            return
        if game.chain:
            turn.combat_step = step  # 466.2: not before every item on the chain resolved
            return
        bf = game.battlefield(turn.showdown or "")
        assert bf is not None  # the combat's battlefield stays `turn.showdown` until it ends
        if step in (RESULT, RECALLED):
            _result(game, bf, step == RECALLED)
            turn.combat_step = CONTROL
        elif step == CONTROL:
            _control(game, bf)
            turn.combat_step = END
        else:
            _end(game, bf)


def resume(game: Game) -> None:
    """A state check: combat resolution goes on once the chain is empty (466.2, 466.4, 466.6)."""
    if game.turn.combat_step is not None and not game.chain and not game.over:
        _proceed(game)


registry.STATE_CHECKS.append(resume)


def _heal_all(game: Game) -> None:
    """466.1.a.1, 143.3.b.2: heal all units."""
    for loc in game.locations():
        for card in loc.container:
            if card.damage:
                healed, card.damage = card.damage, 0
                game.emit(
                    EventKind.HEAL,
                    {"card": card.ref(), "amount": healed, "reason": "combat"},
                    ("466.1.a.1", "143.3.b.2"),
                )


def _recall_attackers(game: Game, bf: Battlefield) -> bool:
    """466.1.a.2: attackers still here are recalled to their base when defenders are too (a recall is
    not a move, 456). True when some were."""
    turn = game.turn
    attackers, defenders = side(bf, turn.attacker), side(bf, turn.defender)
    if not attackers or not defenders:
        return False
    moves = [(card, Place(str(Zone.BASE), card.controlled_by)) for card in attackers]
    move_cards(
        game,
        moves,
        EventKind.RECALL,
        ("466.1.a.2", "455", "456"),
        {"player": turn.attacker or "", "reason": "combat"},
    )
    return True


def _result(game: Game, bf: Battlefield, recalled: bool) -> None:
    """466.3: the only player of the combat with units left wins it; no result when attackers were
    recalled, or when both or neither side remain."""
    turn = game.turn
    left = [p for p in (turn.attacker, turn.defender) if p is not None and side(bf, p)]
    winner = left[0] if len(left) == 1 and not recalled else None
    data: dict[str, Any] = {
        "battlefield": bf.alias,
        "step": "result",
        "result": "won" if winner else "no_result",
        "winner": winner,
    }
    if recalled:
        data["recalled"] = True
    rules = ("466.3", "466.3.a", "466.3.b", "466.3.c") if winner else ("466.3", "466.3.d")
    event = game.emit(EventKind.COMBAT, data, rules)
    if winner is not None:
        with game.inside(event):
            triggers.happened(
                game, "wins_combat", cards=side(bf, winner), player=winner, battlefield=bf.alias
            )


def _control(game: Game, bf: Battlefield) -> None:
    """466.5: the contested status cleared; the only player with units here establishes control (a
    conquest if not scored this turn); with no units left, nobody controls it (466.5.b). The combat
    goes on at `turn.showdown` until it ends (466.7): no other showdown opens before."""
    present = bf.players_with_units()
    if len(present) > 1:
        return  # 466.3.d.1: both sides remain, a showdown and a combat are staged again
    bf.contested_by = None  # 466.5.a
    if not present:
        if bf.controller is not None:
            former, bf.controller = bf.controller, None
            game.emit(
                EventKind.LOSE_CONTROL, {"player": former, "battlefield": bf.alias}, ("466.5.b", "190.2.a")
            )
        return
    if bf.controller != present[0]:
        battlefields.establish_control(game, present[0], bf, ("466.5", "466.5.d", "466.5.e"))


def _end(game: Game, bf: Battlefield) -> None:
    """466.7: combat ends; designations are removed (466.7.a)."""
    turn = game.turn
    game.emit(EventKind.COMBAT, {"battlefield": bf.alias, "step": "end"}, ("466.7", "466.7.a"))
    turn.showdown, turn.combat, turn.focus = None, False, None
    turn.attacker = turn.defender = None
    turn.focus_passes.clear()
    for loc in game.locations():
        for card in loc.container:
            card.designation = None
