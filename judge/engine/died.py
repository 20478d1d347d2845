"""« Si elle meurt » read at the cleanup that follows the resolution (the FAQ, Immortal Phoenix; 428.5.c).

A spell's damage does not kill during its resolution: no cleanup happens while an item resolves (321,
321.1); the unit with lethal damage dies at the cleanup right after (323.5, 142.4.b, 428.4), and that
death is the spell's (428.5.c). So the instructions that depend on « si elle meurt » wait (`effects`
puts them in `game.awaiting_deaths`) and run right after that cleanup, if and only if the target did
die: this very card was killed (its death not replaced: 370.1.b) and it is in its owner's trash, or,
a token, it ceased to exist (186.1). Otherwise `otherwise` runs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge.engine import cleanup, effects, registry
from judge.engine.events import EventKind
from judge.engine.state import Zone

if TYPE_CHECKING:
    from judge.engine.game import Game


def died(game: Game, waiting: effects.AwaitingDeath) -> bool:
    """Whether the awaited target really died since its item's effects began (428.2, 370.1.b): this
    very card was killed (`removal.kill_cards` marks it; a replaced death is not) and it is in the
    trash, or, a token, it ceased to exist (186.1)."""
    zone = game.zone_of(waiting.card)
    return waiting.killed and (zone == str(Zone.TRASH) or (zone is None and waiting.card.is_token))


def run_awaiting(game: Game) -> None:
    """Right after the cleanup: each awaited « si elle meurt » in order, its effects, then a cleanup (319)."""
    while game.awaiting_deaths and not game.over:
        waiting: effects.AwaitingDeath = game.awaiting_deaths.pop(0)
        ctx = waiting.ctx
        dead = died(game, waiting)
        data: dict[str, Any] = {
            "player": ctx.controller,
            "target": waiting.card.ref(),
            "reason": "died" if dead else "survived_otherwise" if waiting.effect.otherwise else "survived",
        }
        if ctx.source is not None:
            data["source"] = ctx.source.ref()
        event = game.emit(EventKind.DEATH_CHECK, data, ("428.5.c", "323.5", "428.2"))
        with game.inside(event):
            effects.run(ctx, waiting.effect.effects if dead else waiting.effect.otherwise)
            effects.run(ctx, waiting.rest, waiting.mode)  # 359.3.d: then what the card writes after it
        cleanup.run_cleanup(game)


# right after the cleanup, before what waits for the chain or a phase (triggers, combat, showdowns)
registry.STATE_CHECKS.insert(registry.STATE_CHECKS.index(cleanup.run_cleanup) + 1, run_awaiting)
