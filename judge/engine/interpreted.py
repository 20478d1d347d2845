"""Which constructs of the ability vocabulary the engine runs (STYLE habit 6: never silently vanilla).

The catalogue declares abilities in the vocabulary of `judge.corpus.abilities`; the engine runs a
card's abilities only when it interprets every construct they use and nothing is marked
`not_modelled`. The chain interpreter adds each construct here when it runs it; until then a card
with a text is reported as not modelled (`judge.ask_cards`, the `not_modelled` error).
"""

from __future__ import annotations

from judge.corpus.abilities import iter_constructs, not_modelled
from judge.engine.cards import CardDef

#: (family, key) of every construct the engine interprets.
INTERPRETED: frozenset[tuple[str, str]] = frozenset()


def missing_constructs(card: CardDef) -> list[str]:
    """`famille:clé` of each construct of the card the engine does not run yet, in order, once each."""
    keys = (
        f"{c.FAMILY}:{c.KEY}" for c in iter_constructs(card.abilities) if (c.FAMILY, c.KEY) not in INTERPRETED
    )
    return list(dict.fromkeys(keys))


def runs_abilities(card: CardDef) -> bool:
    """Whether the engine runs this card's abilities exactly as declared."""
    return bool(card.abilities) and not not_modelled(card.abilities) and not missing_constructs(card)
