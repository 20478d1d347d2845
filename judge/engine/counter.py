"""Countering (425): a spell or an ability on the chain does nothing and leaves the chain.

`counter: cible` names a chain item's card (a spell: its target declaration has `kind: spell`, chosen
among the spells on the chain, 355.5). The countered card goes from the chain to its owner's trash
(425.1.a.1) through `zones`, so a replacement of its leaving the chain applies (Flux: banished
instead, 829.1.b.1); the costs paid stay paid (425.1.c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge.engine import effects, zones
from judge.engine.events import EventKind
from judge.engine.state import Zone

if TYPE_CHECKING:
    from judge.engine.effects import Context


def counter(ctx: Context, effect: Any) -> None:
    """425.1.a: each named chain item is removed from the chain, its card to its owner's trash."""
    game = ctx.game
    found = effects.refs(ctx, effect.to, effect.each)
    if not isinstance(found, list):
        return  # 359.3.e.12: an illegal target is not countered
    for card in found:
        if not zones.on_chain(game, card):
            continue  # it resolved or left the chain meanwhile: nothing to counter (425.1.a)
        event = game.emit(
            EventKind.COUNTER, {"player": ctx.controller, "card": card.ref()}, ("425", "425.1.a")
        )
        with game.inside(event):
            zones.move_cards(
                game,
                [(card, zones.Place(str(Zone.TRASH), card.owner))],
                EventKind.PUT,
                ("425.1.a.1",),
                {"reason": "countered"},
            )


effects.HANDLERS["counter"] = counter
