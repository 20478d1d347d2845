"""Extra turns (734–738): « jouez un tour supplémentaire après celui-ci ».

The effect puts a turn for its controller in the queue right after the current turn, ahead of the extra
turns already waiting (735; the example of 738: the Distorsion temporelle that resolves last is played
first). The turn order does not change: once the extra turns are played, it resumes after the player of
the last regular turn (737, `turn.leave_ending`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge.engine import effects
from judge.engine.events import EventKind

if TYPE_CHECKING:
    from judge.engine.effects import Context


def extra_turn(ctx: Context, effect: Any) -> None:
    """735: an extra turn for the effect's controller, next in the queue."""
    game = ctx.game
    game.turn.extra_turns.insert(0, ctx.controller)
    game.emit(
        EventKind.EXTRA_TURN,
        {"player": ctx.controller, "queue": list(game.turn.extra_turns)},
        ("734", "735", "737", "738"),
    )


effects.HANDLERS["extra_turn"] = extra_turn
