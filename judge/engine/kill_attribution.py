"""428.5: who killed a unit, and with what (« lorsque vous éliminez une unité avec un sort »).

- An instruction « Éliminez » makes its spell or ability responsible, and its controller (428.5.b).
- A unit that dies at a cleanup from lethal damage was killed by the spell or ability that resolved
  just before that cleanup and dealt it damage; the player responsible for dealing the damage is
  responsible for the kill (428.5.c, 428.5.c.1). Each damage marks the unit with what dealt it
  (`Card.damage_by`): the resolution's log index, so that damage dealt by an earlier resolution, made
  lethal later by a might loss, is nobody's kill.
- After combat damage, the units that dealt it, and their controller (428.5.c.2).

A spell's own instructions, and the triggered abilities it makes (« faites ceci deux fois »), are the
spell's (428.5.d): their source is the spell card.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from judge.engine.events import EventKind
from judge.engine.state import Card

if TYPE_CHECKING:
    from judge.engine.game import Game

SPELL, ABILITY, COMBAT, UNIT = "spell", "ability", "combat", "unit"
#: 411.6: a kill attributed to a spell another player controls (« chaque joueur élimine une de ses unités »):
#: the one responsible did not do it « avec un sort », since the spell is not theirs.
OTHERS_SPELL = "others_spell"


@dataclass(frozen=True)
class Killer:
    """The player responsible for a kill and its means: `spell`, `ability` or `combat`."""

    player: str | None
    means: str


def means_of(source: Card | None) -> str:
    """A spell's instructions are a spell's (428.5.d); anything else is an ability's."""
    definition = source.definition if source is not None else None
    return SPELL if definition is not None and definition.type.value == "spell" else ABILITY


def mark_damage(
    game: Game, card: Card, source: Card | None, combat_player: str | None = None, by_unit: bool = False
) -> None:
    """Notes on `card` what just dealt it damage: the resolving spell or ability `source` (428.5.c); with
    `by_unit`, the unit `source` an instruction named as the source (417.6.b.3, Défi); with
    `combat_player`, the combat damage that player's units dealt (428.5.c.2)."""
    if combat_player is not None:
        card.damage_by = (len(game.log), combat_player, COMBAT)
        return
    resolving = game.enclosing(EventKind.RESOLVE, outermost=True)  # not a unit it plays meanwhile
    if resolving is None:
        card.damage_by = None  # damage outside any resolution (a scenario's own action): nobody's kill
        return
    if by_unit and source is not None:
        # 417.6.b.3, 417.6.b.4: a unit named as the source deals it; its controller is responsible
        card.damage_by = (resolving.index, source.controlled_by, UNIT)
        return
    player = resolving.data.get("player")
    card.damage_by = (resolving.index, str(player) if player is not None else None, means_of(source))


def at_cleanup(game: Game, cards: list[Card]) -> dict[int, Killer]:
    """428.5.c: who killed each of `cards`, dying now of lethal damage (by uid; nobody, absent): the
    resolution just before this cleanup, if it dealt it damage; the combat damage, if no resolution came
    after it (428.5.c.2)."""
    marked = [(c, c.damage_by) for c in cards if c.damage_by is not None]
    if not marked:
        return {}
    last = _last_resolution(game)  # read once: the log is walked back from its end
    found: dict[int, Killer] = {}
    for card, (index, player, means) in marked:
        if (last is None or last < index) if means == COMBAT else index == last:
            found[card.uid] = Killer(player, means)
    return found


def _last_resolution(game: Game) -> int | None:
    """The log index of the last item that began to resolve from the chain (340.1): a unit that an effect
    played meanwhile, resolving inside it (337.2), does not count."""
    for event in reversed(game.log):
        if event.kind is EventKind.RESOLVE and not _inside_resolution(game, event.parent):
            return event.index
    return None


def _inside_resolution(game: Game, parent: int | None) -> bool:
    while parent is not None:
        above = game.log[parent]
        if above.kind is EventKind.RESOLVE:
            return True
        parent = above.parent
    return False
