"""Actions: one frozen value per scenario verb, with card references already resolved to uids.

`choices` answers, in order, the choices the rules give a player while the action happens.
The scenario loader builds these from the file through the verb registry (`registry`), where
each verb names its action type; `Game.apply` checks and performs them. A new verb's action may
be declared in its own rule module, beside its performer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, kw_only=True)
class Action:
    """Base of every action."""

    choices: tuple[Any, ...] = ()

    @property
    def verb(self) -> str:
        """The scenario verb this action is written with."""
        return VERB_NAMES.get(type(self), type(self).__name__.lower())


@dataclass(frozen=True, kw_only=True)
class OnCards(Action):
    """Base of the actions done to cards named in the file: `targets`, as card uids."""

    targets: tuple[int, ...]


@dataclass(frozen=True, kw_only=True)
class Draw(Action):
    """413: draw `count` cards from the top of the main deck."""

    player: str
    count: int


@dataclass(frozen=True, kw_only=True)
class Burn(Action):
    """440: put the top `count` cards of the main deck into the trash."""

    player: str
    count: int


@dataclass(frozen=True, kw_only=True)
class Then:
    """One instruction after a look, reveal or predict: move `count` of the cards seen to `to`."""

    to: str  # hand, trash, banishment, main_deck_top, main_deck_bottom
    count: int


@dataclass(frozen=True, kw_only=True)
class Look(Action):
    """Look at (431.1.c), reveal, or predict (436) the top `count` cards; never burns out."""

    player: str
    count: int
    mode: str = "look"  # look, reveal, predict
    then: tuple[Then, ...] = ()

    @property
    def verb(self) -> str:
        """`look`, `reveal` or `predict`."""
        return self.mode


@dataclass(frozen=True, kw_only=True)
class Exhaust(OnCards):
    """414: exhaust each target; `player` is responsible (411.1), by default the turn player."""

    player: str | None = None


@dataclass(frozen=True, kw_only=True)
class Ready(OnCards):
    """415: ready each target; `player` is responsible (411.1), by default the turn player."""

    player: str | None = None


@dataclass(frozen=True, kw_only=True)
class Move(Action):
    """420/446: move units to a battlefield alias or `base`; `standard` pays the exhaust cost (144.2)."""

    units: tuple[int, ...]
    to: str
    standard: bool = False
    player: str | None = None  # who is responsible (411.1); by default the turn player


@dataclass(frozen=True, kw_only=True)
class Banish(OnCards):
    """427: each target straight to its owner's banishment."""


@dataclass(frozen=True, kw_only=True)
class Recycle(OnCards):
    """416: each target to the bottom of its owner's deck (runes to the rune deck)."""


@dataclass(frozen=True, kw_only=True)
class Discard(OnCards):
    """422: each target from its owner's hand to their trash."""


@dataclass(frozen=True, kw_only=True)
class Kill(OnCards):
    """428: each target permanent from the board to its owner's trash, simultaneously."""


@dataclass(frozen=True, kw_only=True)
class GainPoints(Action):
    """194.1: a player gains points."""

    player: str
    count: int
    reason: str = "effect"


@dataclass(frozen=True, kw_only=True)
class EndTurn(Action):
    """317: the ending phase, then the next player's turn begins."""


@dataclass(frozen=True, kw_only=True)
class NextPhase(Action):
    """315-317: enter the next phase and run its tasks."""


#: Action type → its scenario verb, filled by `registry.register` (each verb is declared once there).
VERB_NAMES: dict[type[Action], str] = {}
