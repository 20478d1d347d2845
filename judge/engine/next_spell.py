"""« Le prochain sort que vous jouez pendant ce tour… » (389, 391): a delayed ability for one spell.

The effect (Raging Firebrand: « coûte [5] de moins » ; Tome corvus: « inflige 1 dégât bonus ») waits in
`Turn.next_spell` for its controller's next spell this turn. That spell's total cost counts the reduction
(356.4, `costs.total_cost`); when it is finalized it takes the waiting abilities (and its bonus damage,
`ChainItem.bonus`, counted by each of its damage instructions, 713–715), which then end. Unused, they end
with the turn (317.2.c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge.engine import effects
from judge.engine.events import EventKind
from judge.engine.state import NextSpell

if TYPE_CHECKING:
    from judge.engine.effects import Context
    from judge.engine.game import Game
    from judge.engine.state import ChainItem


def next_spell(ctx: Context, effect: Any) -> None:
    """391: the ability waits for the controller's next spell this turn."""
    game = ctx.game
    uid = ctx.source.uid if ctx.source is not None else -1
    game.turn.next_spell.append(NextSpell(ctx.controller, effect.energy_less, effect.bonus_damage, uid))
    game.emit(
        EventKind.NOTHING,
        {"player": ctx.controller, "reason": "next_spell"},
        ("389", "391"),
    )


def take(game: Game, item: ChainItem) -> None:
    """391: the spell `item` just finalized takes its controller's waiting abilities; they end."""
    waiting = game.turn.waiting_for_next_spell(item.controller)
    if not waiting:
        return
    game.turn.next_spell = [w for w in game.turn.next_spell if w.player != item.controller]
    item.bonus += sum(w.bonus_damage for w in waiting)
    item.bonus_from = [w.source_uid for w in waiting if w.bonus_damage and w.source_uid >= 0]


effects.HANDLERS["next_spell"] = next_spell
