"""« Chaque joueur élimine une de ses unités » (355.10.e, 411.1): a choice each player makes for themself.

No target is chosen when the item finalizes: at resolution each player concerned (all of them, the
opponents or you, in turn order from the player whose turn it is) picks their own cards (choice
`kill_own`, automatic with one option), and is the one responsible for their death (411.1). The chosen
cards are then killed together, one action (428, 370.1.a.2). Impossibility to target (758) does not
protect a card here: nothing is targeted.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from judge.corpus.abilities.values import Side, Who
from judge.engine import effects, filters, kill_attribution
from judge.engine.choices import unique_labels
from judge.engine.events import EventKind
from judge.engine.removal import kill_cards
from judge.engine.state import Card

if TYPE_CHECKING:
    from judge.engine.effects import Context
    from judge.engine.game import Game

RULES = ("355.10.e", "411.1")


def _players(game: Game, controller: str, who: Who) -> list[str]:
    """The players who choose, in turn order from the player whose turn it is."""
    start = game.order.index(game.turn.player) if game.turn.player in game.order else 0
    order = game.order[start:] + game.order[:start]
    if who is Who.YOU:
        return [controller]
    if who is Who.OPPONENT:
        return [p for p in order if p in game.opponents(controller)]
    return order


def players_kill(ctx: Context, effect: Any) -> None:
    """355.10.e: each player concerned kills `count` of their own cards that pass `filter`."""
    game = ctx.game
    own = replace(effect.filter, side=Side.ANY)  # « une de ses unités »: read from the chooser's side
    chosen: list[Card] = []
    for player in _players(game, ctx.controller, effect.who):
        options = [
            c
            for c in game.board_cards()
            if c.definition is not None
            and c.controlled_by == player
            and filters.matches(game, c, own, player, source=ctx.source)
        ]
        if not options:  # 359.3.e.11: that player's part of the instruction does nothing
            game.emit(EventKind.NOTHING, {"player": player, "reason": "nothing_to_kill"}, RULES)
            continue
        for _ in range(min(effect.count, len(options))):
            labels = unique_labels(options)  # two units of one name stay two options
            answer = game.choose(player, "kill_own", labels, RULES)
            card = options.pop(labels.index(answer))
            chosen.append(card)
    if chosen:
        # 411.1, 428.5.b: each player kills their own, with the spell only if it is theirs (411.6)
        means = kill_attribution.means_of(ctx.source)
        others = kill_attribution.OTHERS_SPELL if means == kill_attribution.SPELL else means
        killers = {
            c.uid: kill_attribution.Killer(
                c.controlled_by, means if c.controlled_by == ctx.controller else others
            )
            for c in chosen
        }
        kill_cards(game, chosen, ("428.1", "428.2", *RULES), killers=killers)


effects.HANDLERS["players_kill"] = players_kill
