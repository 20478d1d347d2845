"""The end of a turn (317): end-of-turn step, expiration step, and the next player's turn.

Modelled: the expiration step's healing (317.2.b), "this turn" effects ending (317.2.c),
rune pools emptying (317.2.d, 167), battlefields' "scored this turn" lists clearing (470),
then the next player in turn order becomes the turn player (317.3), whose turn starts at
the awaken phase. The phases of the new turn (awaken, beginning with hold scoring,
channel, draw) are not run yet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine import actions as act
from judge.engine.events import EventKind
from judge.engine.state import Phase

if TYPE_CHECKING:
    from judge.engine.game import Game


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


def do_end_turn(game: Game, action: act.EndTurn) -> None:
    """317: ending phase of the turn player, then 317.3 passes the turn."""
    current = game.turn.player
    game.turn.phase = Phase.ENDING
    game.emit(EventKind.PHASE, {"player": current, "phase": str(Phase.ENDING)}, ("317", "317.1"))
    # 317.2: the expiration step's special cleanup.
    for loc in game.locations():
        for card in loc.container:
            if card.damage:
                healed = card.damage
                card.damage = 0
                game.emit(EventKind.HEAL, {"card": card.ref(), "amount": healed}, ("317.2.b",))
    for effect in game.turn_effects:
        game.emit(EventKind.EFFECT_ENDED, {"effect": effect}, ("317.2.c",))
    game.turn_effects.clear()
    empty_rune_pools(game, ("317.2.d", "167"))
    for bf in game.battlefields:
        bf.scored_this_turn.clear()
    nxt = game.order[(game.order.index(current) + 1) % len(game.order)]
    game.turn.player = nxt
    game.turn.number += 1
    game.turn.phase = Phase.AWAKEN
    game.emit(
        EventKind.TURN, {"player": nxt, "number": game.turn.number, "phase": str(Phase.AWAKEN)}, ("317.3",)
    )
