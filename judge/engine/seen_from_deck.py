"""Texts that act when a card is looked at or revealed on top of its deck (Titan souterrain, Nocturne).

« Quand je suis révélé depuis votre deck principal, [Ajoutez] [2] » is a replacement effect: the reveal
becomes the reveal plus the card's action (369.1, 370.1.b.1), done at once by the card's owner, without
the chain. Looking at a card is not revealing it. A text the vocabulary does not say yet (`not_modelled`
with `seen_from_deck`) stops the engine the moment the card is seen, whichever way it is seen: by an
effect (`look`) or by a scenario's `look` action.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from judge.corpus.abilities.kinds import NotModelled as NotModelledAbility
from judge.corpus.abilities.kinds import WhenRevealed
from judge.engine import draw, effects
from judge.engine.events import EventKind
from judge.engine.state import Card

if TYPE_CHECKING:
    from judge.engine.game import Game


def check_seen(game: Game, cards: Sequence[Card]) -> None:
    """Before the cards are seen: a text that would act then and that is not modelled stops here."""
    for card in cards:
        abilities = card.definition.abilities if card.definition is not None else ()
        marked = [a.text for a in abilities if isinstance(a, NotModelledAbility) and a.seen_from_deck]
        if marked:
            raise effects.stop(game, card, f"« {marked[0]} »")


def revealed(game: Game, cards: Sequence[Card]) -> None:
    """370.1.b.1: each revealed card's « quand je suis révélé » effects, run by its owner now."""
    for card in cards:
        for ability in card.definition.abilities if card.definition is not None else ():
            if isinstance(ability, WhenRevealed):
                effects.check_effects(game, card, ability.effects)
                data = {"card": card.ref(), "source": card.ref(), "replaced": "reveal", "outcome": "also"}
                with game.inside(game.emit(EventKind.REPLACE, data, ("369.1", "370.1.b.1"))):
                    effects.run(effects.Context(game, card.owner, card), ability.effects)


draw.WHEN_SEEN.append(check_seen)
draw.WHEN_REVEALED.append(revealed)
