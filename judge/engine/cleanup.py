"""State checks at their one point (STYLE habit 7): cleanup (318-323) after every action.

What is modelled: the victory step (323.1, 194.2) and units with lethal damage dying
(323.5, 142.4.b, 428.4). Combat designations and pending board states are not modelled yet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine import removal, scoring
from judge.engine.state import is_permanent_zone

if TYPE_CHECKING:
    from judge.engine.game import Game


def run_cleanup(game: Game) -> None:
    """One cleanup; repeats while it changes the board (322), each pass one engine step (`tick`)."""
    while True:
        scoring.victory_check(game)
        if game.winner is not None:
            return
        dying = [
            card
            for loc in game.locations()
            if is_permanent_zone(loc.zone)
            for card in loc.container
            if card.might is not None and card.damage > 0 and card.damage >= card.might
        ]
        if not dying:
            return
        game.tick()
        # 323.5 (task 3b): lethal damage (142.4.b) kills, a passive kill (428.1.a.2) from cleanup (428.4).
        removal.kill_cards(game, dying, rules=("323.5", "142.4.b", "428.1.a.2", "428.4"))
