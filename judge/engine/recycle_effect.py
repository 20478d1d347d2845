"""« Recyclez… » in an effect (416): the cards it names, or cards its controller chooses at resolution.

`to` / `each` name the cards; `from_trash: N` lets the controller choose N cards of their trash (choice
`recycle_trash`), `runes: N` N of their runes on the board (choice `recycle_rune`; « vous devez
recycler une de vos runes » targets nothing, the player chooses at resolution, 355.10.f). With fewer
cards than asked, all of them go (as much as possible, 055). They then go as one recycling: main-deck
cards under the deck in random order, runes under the rune deck in their owner's order (416.5,
`removal.do_recycle`). A recycled rune adds nothing: only paying a cost with it does (164.2.b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge.engine import actions as act
from judge.engine import effects
from judge.engine.choices import unique_labels
from judge.engine.removal import do_recycle
from judge.engine.state import Card, Zone

if TYPE_CHECKING:
    from judge.engine.effects import Context
    from judge.engine.game import Game


def _chosen(game: Game, player: str, pool: list[Card], count: int, choice: str) -> list[Card]:
    """`count` cards of `pool` that `player` picks one at a time (all of them when no more are there)."""
    picked: list[Card] = []
    for _ in range(min(count, len(pool))):
        left = [c for c in pool if all(c is not p for p in picked)]
        labels = unique_labels(left)  # two runes of one domain stay two options
        answer = game.choose(player, choice, labels, ("416", "355.10.f"))
        picked.append(left[labels.index(answer)])
    return picked


def recycle(ctx: Context, effect: Any) -> None:
    """416: the cards the effect names or its controller chooses go to the bottom of their decks."""
    game = ctx.game
    cards: list[Card] = []
    if effect.to is not None or effect.each is not None:
        found = effects.refs(ctx, effect.to, effect.each)
        if not isinstance(found, list):
            return  # 359.3.e.12: an illegal target is not recycled
        cards += found
    if effect.from_trash:
        trash = list(game.players[ctx.controller].zone(Zone.TRASH))
        cards += _chosen(game, ctx.controller, trash, effect.from_trash, "recycle_trash")
    if effect.runes:
        runes = list(game.players[ctx.controller].zone(Zone.RUNES))
        cards += _chosen(game, ctx.controller, runes, effect.runes, "recycle_rune")
    if cards:
        do_recycle(game, act.Recycle(targets=tuple(c.uid for c in cards)))


effects.HANDLERS["recycle"] = recycle
