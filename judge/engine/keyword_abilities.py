"""The triggered abilities a keyword stands for, when the keyword's text is fixed by the rules.

A keyword « est la version condensée de » a text (816.1.b). When that text says everything (no effect
left to the card), the engine reads it from here for every permanent that has the keyword, printed,
granted by an effect or by a passive ability: no card needs to write it. Temporaire (816): « Au début de
la phase de départ du joueur qui contrôle ce permanent, avant d'octroyer les points, éliminez cet
élément » (the beginning phase's scoring step waits for it: `Turn.phase_step`, 315.2.b); several
instances are redundant: it triggers once (816.2.a). Vision (817): « Lorsque ceci est joué, prédisez »;
each instance triggers on its own (817.2).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from judge.corpus.abilities import parse_abilities, parse_keyword
from judge.corpus.abilities.kinds import Triggered
from judge.engine.state import Card, is_board_zone

if TYPE_CHECKING:
    from judge.engine.game import Game

#: The index these abilities take among their source's (`triggers.Triggering.index`): not a printed one.
KEYWORD_INDEX = -3


def _triggered(keyword: str, raw: dict[str, object]) -> Triggered:
    """The triggered ability `raw` (the vocabulary's YAML form) that `keyword` stands for."""
    (ability,) = parse_abilities(keyword, [{"triggered": {**raw, "keyword": keyword}}])
    assert isinstance(ability, Triggered)
    return ability


#: 816.1.b, 816.1.c: Temporaire, by its French name (`Card.has_keyword`), and the trigger key it waits for.
TEMPORARY = _triggered("Temporaire", {"when": {"phase_starts": {"phase": "beginning", "whose": "you"}},
                                      "effects": [{"kill": "self"}]})  # fmt: skip
#: 817.1.b, 817.1.c: Vision, « lorsque ceci est joué, prédisez » (the permanent on the board, 383.4.a.2).
VISION = _triggered("Vision", {"when": "played", "effects": ["predict"]})
_BY_KEY: dict[str, tuple[tuple[str, Triggered], ...]] = {
    "phase_starts": (("Temporaire", TEMPORARY),),
    "played": (("Vision", VISION),),
}
#: The rules that say what each of these abilities is and when it triggers.
_RULES: dict[str, tuple[str, ...]] = {
    "Temporaire": ("816.1.b", "816.1.c", "816.2.a"),
    "Vision": ("817.1.b", "817.1.c", "817.2"),
}
#: Keywords whose instances trigger separately (817.2); the others are redundant, once (816.2.a).
_SEPARATE = frozenset({"Vision"})
#: The trigger keys some keyword ability waits for (`triggers.happened` asks only for these).
KEYS = frozenset(_BY_KEY)


def waits(key: str, cards: Iterable[Card]) -> bool:
    """Whether one of `cards` has a keyword whose fixed ability waits for trigger `key`."""
    names = [name for name, _ in _BY_KEY.get(key, ())]
    return bool(names) and any(card.has_keyword(name) for card in cards for name in names)


def keyword_triggers(game: Game, card: Card, key: str) -> list[tuple[int, Triggered]]:
    """The keyword abilities of `card` waiting for trigger `key` (once each, however many instances:
    816.2.a), unless its own text already declares that keyword's ability. An attached card's printed
    text is inactive (135.4, 718.2): only a keyword granted to it works (the FAQ, Hache tournoyante)."""
    wanted = [(name, ability) for name, ability in _BY_KEY.get(key, ()) if card.has_keyword(name)]
    if not wanted:
        return []  # the usual case, read without looking for where the card is
    printed = () if _attached(game, card) else (card.definition.keywords if card.definition else ())
    given = (*card.granted_keywords, *card.lasting_keywords, *card.static_keywords)
    words = [parse_keyword(str(w)).keyword.name for w in (*printed, *given)]
    declared = {
        str(a.keyword.keyword.name)
        for a in (card.definition.abilities if card.definition else ())
        if isinstance(a, Triggered) and a.keyword is not None
    }
    out: list[tuple[int, Triggered]] = []
    for name, ability in wanted:
        if name not in declared:
            times = words.count(name) if name in _SEPARATE else min(1, words.count(name))
            out += [(KEYWORD_INDEX, ability)] * times
    return out


def _attached(game: Game, card: Card) -> bool:
    """Whether `card` is attached to another card (719)."""
    return any(card is gear for holder in game.cards_where(is_board_zone) for gear in holder.attached)


def rules_of(ability: Triggered) -> tuple[str, ...]:
    """The rules of the keyword `ability` stands for (its `trigger` event cites them)."""
    return _RULES.get(ability.keyword.keyword.name, ()) if ability.keyword is not None else ()


def keyword_of(ability: Triggered) -> str | None:
    """The keyword `ability` is the condensed text of, when it is one of these (the trace names it)."""
    for entries in _BY_KEY.values():
        for name, known in entries:
            if ability is known:
                return name
    return None
