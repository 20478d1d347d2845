"""Triggered abilities (382–392, 411): the one call a rule module makes when something happens that a
triggered ability may wait for.

A rule module that performs a game action a trigger condition names (a combat's attack and defence,
a conquest, a hold, a death, a draw…) calls `happened(game, key, ...)` once the action is done,
with `key` the trigger construct's key (`judge.corpus.abilities.triggers`: `attacks`, `defends`,
`conquers`, `holds`, `dies`, `draws`, …), the cards it is about, the player responsible (411) and
the battlefield. Until triggered abilities are run, a card on the board whose ability waits for that
key stops the action with `not_modelled` (never silently vanilla; the action is rewound).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from judge.corpus.abilities.kinds import Triggered
from judge.engine.state import Card, is_board_zone
from judge.errors import NotModelledError

if TYPE_CHECKING:
    from judge.engine.game import Game


def happened(
    game: Game,
    key: str,
    *,
    cards: Iterable[Card] = (),
    player: str | None = None,
    battlefield: str | None = None,
) -> None:
    """Tells triggered abilities that `key` happened to `cards` (`player` responsible, at `battlefield`)."""
    del cards, player, battlefield  # read once triggered abilities are run
    for card in game.cards_where(is_board_zone):
        abilities = card.definition.abilities if card.definition else ()
        if any(isinstance(a, Triggered) and a.when is not None and a.when.KEY == key for a in abilities):
            raise NotModelledError(
                f"{card.display} : sa compétence déclenchée « {key} » — pas encore modélisé",
                details={"step": game.step, "what": "trigger", "card": card.display},
            )
