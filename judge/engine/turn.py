"""The turn's phases (315-317): `next_phase` enters the next phase and runs its tasks;
`end_turn` runs the ending phase and passes the turn.

Being "in" a phase means its starting tasks are done: awaken readies the turn player's
permanents (315.1.b), beginning scores the battlefields they hold (315.2.b, `battlefields`
scoring step), channel puts up to 2 runes into play, ready (315.3.b, 430.2.a), draw draws 1 with
burn out (315.4.b), main empties the rune pools (316.3). Leaving the ending phase runs the
expiration step (317.2: a special cleanup whose usual tasks come first, so a unit with lethal
damage dies (323.5) rather than heals; then healing, "this turn" effects ending, rune pools
emptying), then the next player in turn order starts their turn (317.3) at the awaken phase.
The first round's adjustments (483.7) are modelled: in a duel the player going second channels an
extra rune at their first channel phase (485.7); in 2v2 the player going first does not draw at
their first draw phase and the player going last channels an extra rune (489.7). Turn `number` 1 to
N are the first round: each player's first turn, in the written order. What triggers at the start of a
phase (« au début de votre phase », Temporaire) triggers as it is entered; in the beginning phase the
scoring step waits until it has resolved (315.2.a.1, 315.2.b, 816.1.b: `Turn.phase_step`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge.engine import actions as act
from judge.engine import battlefields, chain, cleanup, registry, triggers
from judge.engine.draw import take_from_deck
from judge.engine.events import EventKind, NotModelled
from judge.engine.exhaust import on_board, ready_card
from judge.engine.registry import Verb, register
from judge.engine.replacement import Pending, replaced
from judge.engine.state import Phase, Zone
from judge.engine.zones import Place, move_top

if TYPE_CHECKING:
    from judge.engine.game import Game

ORDER = (Phase.AWAKEN, Phase.BEGINNING, Phase.CHANNEL, Phase.DRAW, Phase.MAIN, Phase.ENDING)
_PHASE_RULES = {
    Phase.AWAKEN: ("315.1",),
    Phase.BEGINNING: ("315.2",),
    Phase.CHANNEL: ("315.3",),
    Phase.DRAW: ("315.4",),
    Phase.MAIN: ("316",),
    Phase.ENDING: ("317", "317.1"),
}


def empty_rune_pools(game: Game, rules: tuple[str, ...]) -> None:
    """167: every player's unspent energy and power is lost."""
    for pid in game.order:
        pool = game.players[pid].rune_pool
        if pool.is_empty():
            continue
        lost = {"energy": pool.energy, "power": {d: n for d, n in pool.power.items() if n}}
        pool.energy = 0
        pool.power = {}
        game.emit(EventKind.RUNE_POOL_EMPTIED, {"player": pid, "lost": lost}, rules)


def enter_phase(game: Game, phase: Phase) -> None:
    """Enters `phase` of the turn player's turn and runs its starting tasks."""
    pid = game.turn.player
    if phase is Phase.DRAW and replaced(game, Pending(EventKind.PHASE, {"player": pid, "phase": str(phase)})):
        enter_phase(game, Phase.MAIN)  # 443.2: a skipped draw phase is replaced by nothing; the turn goes on
        return
    if game.turn.phase is not Phase.ENDING and game.turn.phase is not phase:
        triggers.happened(game, "phase_ends", player=pid)  # « à la fin de votre phase … »
    game.turn.phase = phase
    event = game.emit(EventKind.PHASE, {"player": pid, "phase": str(phase)}, _PHASE_RULES[phase])
    with game.inside(event):
        # « au début de votre phase … » (315.2.a.1); the end of turn is the ending phase's first step (317.1)
        triggers.happened(game, "phase_ends" if phase is Phase.ENDING else "phase_starts", player=pid)
        if phase is Phase.AWAKEN:
            for card, _zone in list(game.all_cards()):
                if card.controlled_by == pid and card.exhausted and on_board(game, card):
                    ready_card(game, card, ("315.1.b", "415.3.a"))
        elif phase is Phase.BEGINNING:
            if game.triggered:  # 315.2.a.1, 816.1.b: what the phase's start triggered resolves first
                game.turn.phase_step = SCORING
            else:
                battlefields.scoring_step(game, pid)  # 315.2.b.2: hold every battlefield they control
        elif phase is Phase.CHANNEL:
            channel_phase(game, pid)
        elif phase is Phase.DRAW:
            if game.mode == "2v2" and first_turn_position(game) == 1:
                # 489.7: the player going first does not draw in their first draw phase (2v2).
                game.emit(EventKind.SKIP, {"player": pid, "reason": "first_turn_draw"}, ("489.7", "315.4.b"))
            else:
                take_from_deck(
                    game, pid, 1, EventKind.DRAW, Zone.HAND, ("315.4.b", "413.2.a"),
                    burnout_rules=("315.4.b", "315.4.b.1"), resume_rules=("315.4.b.2",),
                )  # fmt: skip
        elif phase is Phase.MAIN:
            empty_rune_pools(game, ("316.3", "167"))


#: The beginning phase's scoring step (315.2.b), waiting for its initial step's chain (`Turn.phase_step`).
SCORING = "scoring"


def resume_phase(game: Game) -> None:
    """A state check: the beginning phase's scoring step (315.2.b) comes once what triggered at its start
    (315.2.a.1: Temporaire, 816.1.b) has gone on the chain and resolved (335: the turn goes on with an
    empty chain). The step is cleared while it runs, so the state checks inside it do not run it twice."""
    turn = game.turn
    if turn.phase_step is None or game.chain or game.over:
        return
    step, turn.phase_step = turn.phase_step, None
    game.run_state_checks()  # the cleanup, then what triggered joins the chain (383.3)
    if game.over:
        return
    if game.chain or game.triggered:
        turn.phase_step = step  # not before every item on the chain resolved
        return
    battlefields.scoring_step(game, turn.player)  # 315.2.b.2: hold every battlefield they control
    game.run_state_checks()  # 319.1: a hold may win (323.1) or trigger (471.2.b)


registry.STATE_CHECKS.append(resume_phase)


def first_turn_position(game: Game) -> int | None:
    """483.7: during the first round (turns 1 to N of N players) the turn player is on their first turn;
    their position (1 = going first) is their place in the turn order, the order the file writes the
    players. None after the first round."""
    if not 1 <= game.turn.number <= len(game.order):
        return None
    return game.order.index(game.turn.player) + 1


def channel_phase(game: Game, pid: str) -> None:
    """315.3.b: the turn player channels 2 runes (as many as there are, 315.3.b.1, 430.3); at their first
    channel phase the player going second in a duel (485.7), or last in 2v2 (489.7), channels one more."""
    count = 2
    rules: tuple[str, ...] = ("315.3.b", "430.1", "430.2.a")
    position = first_turn_position(game)
    if game.mode == "duel" and position == 2:
        count, rules = 3, (*rules, "485.7")
    elif game.mode == "2v2" and position == len(game.order):
        count, rules = 3, (*rules, "489.7")
    deck = game.players[pid].zone(Zone.RUNE_DECK)
    runes = deck[:count]
    for rune in runes:
        # 124.1: leaving a non-board zone clears every status; 430.2.a: a rune is channelled ready.
        rune.clear_modifications()
        rune.controller = pid
    if len(runes) < count:
        rules = (*rules, "315.3.b.1", "430.3")
    move_top(
        game,
        deck,
        len(runes),
        Place(str(Zone.RUNES), pid),
        EventKind.CHANNEL,
        rules,
        {"player": pid, "count": len(runes), "requested": count},
        from_zone=str(Zone.RUNE_DECK),
        reason="first_turn_channel" if count > 2 else "channel",
    )


def _end_turn_statuses(game: Game) -> None:
    """317.2.c (task 3d): stunned units lose the status (423.1.a.2); keywords granted this turn end."""
    for card, _zone in list(game.all_cards()):
        if card.stunned:
            card.stunned = False
            game.emit(
                EventKind.EFFECT_ENDED,
                {"card": card.ref(), "reason": "stun", "effect": "étourdi"},
                ("317.2.c", "423.1.a.2"),
            )
        if card.granted_keywords:
            words = ", ".join(card.granted_keywords)
            card.granted_keywords = ()
            game.emit(
                EventKind.EFFECT_ENDED,
                {"card": card.ref(), "reason": "granted_keywords", "effect": words},
                ("317.2.c",),
            )


def leave_ending(game: Game) -> None:
    """317.2 expiration step, then 317.3: the next player's turn begins at awaken."""
    tasks = ["victory", "lethal_damage", "lose_control", "recall", "heal", "this_turn_effects", "rune_pools"]
    event = game.emit(
        EventKind.CLEANUP,
        {"player": game.turn.player, "step": "expiration", "tasks": tasks},
        ("317.2", "317.2.a", "317.2.b", "317.2.c", "317.2.d"),
    )
    with game.inside(event):
        # 317.2.a: a special cleanup, so its usual tasks (victory 323.1, lethal damage 323.5) come
        # before the inserted healing (317.2.b): a unit with lethal damage dies, it is not healed.
        cleanup.run_cleanup(game)
        if game.winner is not None:
            return
        for loc in game.locations():
            for card in loc.container:
                if card.damage:
                    healed = card.damage
                    card.damage = 0
                    game.emit(EventKind.HEAL, {"card": card.ref(), "amount": healed}, ("317.2.b",))
        for effect in game.turn_effects:
            game.emit(EventKind.EFFECT_ENDED, {"effect": effect}, ("317.2.c",))
        game.turn_effects.clear()
        game.turn.next_spell.clear()  # 391, 317.2.c: « ce tour » — unused, they end with the turn
        _end_turn_statuses(game)
        for card in game.cards_where(lambda _zone: True):
            card.might_bonus = 0  # "this turn" might ends (317.2.c)
        empty_rune_pools(game, ("317.2.d", "167"))
        for bf in game.battlefields:
            bf.scored_this_turn.clear()  # 470: once per battlefield per turn
            bf.scoring_step_controller = None  # 489.8.b: recorded again at the next scoring step
    turn = game.turn
    extra = bool(turn.extra_turns)
    # 737: an extra turn comes next without changing the turn order, which then resumes after the last
    # regular turn's player
    regular = turn.regular or turn.player
    nxt = turn.extra_turns.pop(0) if extra else game.order[(game.order.index(regular) + 1) % len(game.order)]
    turn.regular = regular if extra else None
    turn.player = nxt
    turn.number += 1
    data: dict[str, Any] = {"player": nxt, "number": turn.number, **({"extra": True} if extra else {})}
    game.emit(EventKind.TURN, data, ("317.3", *(("734", "737") if extra else ())))
    enter_phase(game, Phase.AWAKEN)


def _chain_open(game: Game) -> str | None:
    """335, 336: the turn does not go on while the chain holds an item (pass or resolve it first)."""
    if game.chain:
        n = len(game.chain)
        return f"la chaîne n'est pas vide ({n} objet(s)) : passez ou résolvez-la d'abord (335, 336)"
    return None


def next_phase_legality(game: Game, action: act.NextPhase | act.EndTurn) -> str | NotModelled | None:
    """The turn waits for an empty chain (335, 336)."""
    if game.chain:
        return _chain_open(game)
    return None


def do_next_phase(game: Game, action: act.NextPhase) -> None:
    """Moves to the next phase (from the ending phase: to the next player's turn), once any showdown and
    combat are over (335: every player passes)."""
    chain.settle(game)
    if game.over:
        return
    if game.turn.phase is Phase.ENDING:
        leave_ending(game)
    else:
        enter_phase(game, ORDER[ORDER.index(game.turn.phase) + 1])


def do_end_turn(game: Game, action: act.EndTurn) -> None:
    """The rest of the turn: every phase still to come, in order (315-317; none is skipped, so a turn
    ended from its awaken phase still channels and draws), then the turn passes (317.3). A showdown or
    combat still open is played out first, every player passing (335, 347.2)."""
    chain.settle(game)
    if game.over:
        return
    while game.turn.phase is not Phase.ENDING:
        enter_phase(game, ORDER[ORDER.index(game.turn.phase) + 1])
        _settle(game)  # 319.2: a cleanup after each transition (a hold may win, 323.1)
        if game.winner is not None:
            return
    leave_ending(game)


def _settle(game: Game) -> None:
    """The cleanup after a transition (319.2), then what triggered goes on the chain and resolves and any
    showdown or combat it opened plays out, every player passing (335: the turn goes on once no chain
    item is left and no showdown is in progress)."""
    game.run_state_checks()
    chain.settle(game)


register(
    Verb(
        "end_turn",
        french="finir le tour",
        doc="la phase de fin, l'étape d'expiration, puis le tour du joueur suivant jusqu'à son éveil (317)",
        action=act.EndTurn,
        build=lambda w: act.EndTurn(choices=w.choices),
        legality=next_phase_legality,
        perform=do_end_turn,
        candidates=lambda game: [act.EndTurn()],
    ),
    Verb(
        "next_phase",
        french="passer à la phase suivante",
        doc="entrer dans la phase suivante et faire ses tâches (315-317)",
        action=act.NextPhase,
        build=lambda w: act.NextPhase(choices=w.choices),
        legality=next_phase_legality,
        perform=do_next_phase,
        candidates=lambda game: [act.NextPhase()],
    ),
)
