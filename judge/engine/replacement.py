"""Replacement effects (367-371): the one point where an event is seen before it happens.

A change that a replacement effect could alter is described as a `Pending` event and
`replaced(game, pending)` is asked before it happens: `zones` asks it before every card moves,
`draw` before taking from a deck that is too short. The first replacement of
`game.replacements` that applies performs what happens instead (370.1.b) and the caller does
nothing more; otherwise the caller makes the change itself. The rules' own replacement
effects are installed like a card's will be: burn out (431.5, `burnout.BURN_OUT`) replaces
taking cards from a main deck that is too short.

Not modelled yet (the shape leaves room for them): a player choosing the order when several
replacements apply, optional ("vous pouvez") and once-per-turn replacements (371), events
that may not be replaced (431.3.b); a card's replacement will be a `Replacement` built from
its abilities and added to `game.replacements` while its source is where it works (370.3).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from judge.engine.events import EventKind

if TYPE_CHECKING:
    from judge.engine.game import Game


@dataclass(frozen=True)
class Pending:
    """An event about to happen (370.1.c: replacements apply before it does), with its data."""

    kind: EventKind
    data: Mapping[str, Any]
    applied: frozenset[str] = frozenset()  # 370.2: each replacement applies once to an event


@dataclass(frozen=True)
class Replacement:
    """A replacement effect: `applies` reads a pending event, `instead` performs what replaces it."""

    name: str
    rules: tuple[str, ...]
    applies: Callable[[Game, Pending], bool]
    instead: Callable[[Game, Pending], None]

    def __repr__(self) -> str:
        return f"<Replacement {self.name} {list(self.rules)}>"


def replaced(game: Game, pending: Pending) -> bool:
    """True when a replacement performed something instead of `pending` (the caller then stops)."""
    for replacement in game.replacements:
        if replacement.name not in pending.applied and replacement.applies(game, pending):
            game.tick()  # one engine step: a replacement that keeps applying stops at the step limit
            replacement.instead(game, replace(pending, applied=pending.applied | {replacement.name}))
            return True
    return False
