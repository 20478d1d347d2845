"""The board's pieces: cards, players and their zones, battlefields, chain items, the turn.

A `Card` keeps its identity (`uid`) across zones so that the log, the aliases of a
scenario file and the invariants can follow it (124 says a card changing to or from an
off-board zone becomes a new object for the rules; the engine still tracks the
physical card). Anonymous cards (`name` None) stand for counts.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache
from typing import Any, NamedTuple

from judge.corpus.abilities.keywords import KeywordInstance, parse_keyword
from judge.engine.cards import CardDef


class Zone(StrEnum):
    """A player's zones (105-108), plus `runes` for runes in play and `chain`."""

    HAND = "hand"
    MAIN_DECK = "main_deck"
    RUNE_DECK = "rune_deck"
    TRASH = "trash"
    BANISHMENT = "banishment"
    BASE = "base"
    LEGEND = "legend"
    CHAMPION = "champion"
    RUNES = "runes"
    CHAIN = "chain"


#: Zones a setup's player may list (the order of the spec's table).
PLAYER_ZONES: tuple[Zone, ...] = (
    Zone.HAND,
    Zone.MAIN_DECK,
    Zone.RUNE_DECK,
    Zone.TRASH,
    Zone.BANISHMENT,
    Zone.BASE,
    Zone.LEGEND,
    Zone.CHAMPION,
)

#: Zones of a player that are on the board (107: base with its runes, legend); battlefields are too.
BOARD_ZONES = frozenset({Zone.BASE, Zone.LEGEND, Zone.RUNES})
#: The `.zone` of a card at a battlefield is this prefix and the battlefield's alias.
BATTLEFIELD_PREFIX = "battlefield:"

#: 164.1: the basic runes' French names, by domain (a rune written `fury` in a setup).
RUNE_NAMES: dict[str, str] = {
    "fury": "Rune de fureur",
    "calm": "Rune de calme",
    "mind": "Rune d'esprit",
    "body": "Rune de corps",
    "chaos": "Rune de chaos",
    "order": "Rune d'ordre",
}


#: The same names as plain strings, for the tests below, asked for every zone at every cleanup pass: a
#: plain string compared with a `Zone` member takes the slower reflected `==` of a subclass.
_BOARD_NAMES = frozenset(z.value for z in BOARD_ZONES)
_BASE_NAME = Zone.BASE.value


def at_battlefield(zone: str | None) -> bool:
    """True for `battlefield:ALIAS`."""
    return zone is not None and zone.startswith(BATTLEFIELD_PREFIX)


def is_board_zone(zone: str | None) -> bool:
    """107: a base (runes included), a legend zone or a battlefield."""
    return zone is not None and (zone in _BOARD_NAMES or zone.startswith(BATTLEFIELD_PREFIX))


def is_permanent_zone(zone: str | None) -> bool:
    """Where permanents (units, gear) stand: a base or a battlefield (428.1)."""
    return zone is not None and (zone == _BASE_NAME or zone.startswith(BATTLEFIELD_PREFIX))


@lru_cache(maxsize=512)
def _keyword(word: str) -> KeywordInstance | None:
    """A written keyword (`Assaut 2`, `Shield`) as the rules' keyword, None for an unknown word."""
    try:
        return parse_keyword(word)
    except ValueError:
        return None


class Phase(StrEnum):
    """Turn phases (315-317)."""

    AWAKEN = "awaken"
    BEGINNING = "beginning"
    CHANNEL = "channel"
    DRAW = "draw"
    MAIN = "main"
    ENDING = "ending"


@dataclass(eq=False)
class Card:
    """One physical card (or token, or rune) with its board state."""

    uid: int
    name: str | None
    owner: str
    definition: CardDef | None = None
    alias: str | None = None
    controller: str | None = None
    exhausted: bool = False
    damage: int = 0
    base_might: int | None = None
    buffs: int = 0
    domain: str | None = None  # for runes
    attached: list[Card] = field(default_factory=list)
    might_bonus: int = 0  # "this turn" might from effects (801.3.a.2), ended at 317.2.c
    stunned: bool = False  # 423
    granted_keywords: tuple[str, ...] = ()  # keywords an effect granted this turn (124.1 clears them)
    designation: str | None = None  # `attacker` or `defender` during a combat (323.2, 464.2.c.3)
    static_might: int = 0  # what passive abilities give it now (363, `statics.refresh`)
    static_keywords: tuple[str, ...] = ()  # keywords passive abilities give it now (`statics.refresh`)
    lasting_keywords: tuple[str, ...] = ()  # granted with no duration (« donnez-lui Temporaire »), 124.1
    #: Who dealt its last damage (428.5.c, `kill_attribution`): the log index of the resolution (or of the
    #: combat damage), the player responsible, and `spell`, `ability` or `combat`.
    damage_by: tuple[int, str | None, str] | None = None
    #: How many times it went to a zone off the board: each time it is a new object (124.1, 359.3.e.4).
    incarnation: int = 0

    @property
    def is_rune(self) -> bool:
        """161: Rune is a card type, wherever the card is (a rune written by domain, or a rune card)."""
        return self.domain is not None or (self.definition is not None and self.definition.type == "rune")

    @property
    def is_unit(self) -> bool:
        """A unit (or unit token); an anonymous card on the board stands for a unit."""
        if self.definition is None:
            return self.domain is None
        return self.definition.is_unit

    @property
    def is_gear(self) -> bool:
        """A gear (or gear token) that is not also a unit (457.1, 323.7)."""
        return self.definition is not None and self.definition.is_gear and not self.is_unit

    def clear_modifications(self) -> None:
        """124.1: a card changing zones to or from a non-board zone loses its temporary modifications
        and statuses (damage, exhausted, stunned, buffs, granted keywords, control); it is a new object
        (359.3.e.4: no longer the target it was)."""
        self.incarnation += 1
        self.exhausted = False
        self.damage = 0
        self.damage_by = None
        self.buffs = 0
        self.stunned = False
        self.granted_keywords = ()
        self.might_bonus = 0
        self.designation = None
        self.controller = None
        self.static_might = 0
        self.static_keywords = ()
        self.lasting_keywords = ()

    @property
    def is_token(self) -> bool:
        """A token may be created or cease to exist (invariants ignore it)."""
        return self.definition is not None and self.definition.is_token

    @property
    def controlled_by(self) -> str:
        """The controller, or the owner for a card nobody controls (off the board)."""
        return self.controller or self.owner

    def keyword_values(self, name: str) -> list[int]:
        """The values of each instance of keyword `name` (its French name) the card has, printed or
        granted (801.3.a): `[2, 1]` for Assaut 2 granted Assaut; empty when it has none."""
        words = (
            *(self.definition.keywords if self.definition else ()),
            *self.granted_keywords,
            *self.static_keywords,
            *self.lasting_keywords,
        )
        found = [_keyword(str(w)) for w in words]
        return [k.amount for k in found if k is not None and k.keyword.name == name]

    def has_keyword(self, name: str) -> bool:
        """Whether the card has keyword `name` (French name), printed or granted."""
        return bool(self.keyword_values(name))

    @property
    def combat_might(self) -> int:
        """807.1.c, 814.1.c: +X while an attacker with Assaut X, +X while a defender with Bouclier X
        (the values of several instances add up, 807.2, 814.2)."""
        if self.designation == "attacker":
            return sum(self.keyword_values("Assaut"))
        if self.designation == "defender":
            return sum(self.keyword_values("Bouclier"))
        return 0

    @property
    def might(self) -> int | None:
        """Might with buffs (703: each buff gives +1) and, in combat, Assaut or Bouclier (807, 814)."""
        if self.base_might is None:
            return None
        real = self.real_might
        return None if real is None else max(0, real)  # 143.2.b: below 0, it counts as 0

    @property
    def real_might(self) -> int | None:
        """Its might as modified, which may be below 0: « elle n'est pas égale à 0 » (143.2.b.1), what
        an expectation reads and what the next increase or decrease starts from."""
        if self.base_might is None:
            return None
        bonus = self.combat_might if self.designation is not None else 0
        return self.base_might + self.buffs + self.might_bonus + self.static_might + bonus

    @property
    def display(self) -> str:
        """The name shown to people; anonymous cards have none."""
        if self.name is not None:
            return self.name
        if self.domain is not None:
            return RUNE_NAMES.get(self.domain, f"rune {self.domain}")
        return "carte"

    def ref(self) -> dict[str, Any]:
        """The event-data form of this card: `{"name", "id"}`."""
        ref: dict[str, Any] = {
            "name": self.display if self.name is not None or self.domain else None,
            "id": self.alias,
        }
        if self.domain is not None:
            ref["domain"] = self.domain  # a rune: the renderer names its domain in French
        elif self.name is None and self.is_rune:
            ref["rune"] = True  # an anonymous rune: « une rune », not « une carte »
        return ref

    def __repr__(self) -> str:
        return f"<Card {self.alias or self.display}#{self.uid}>"

    def __deepcopy__(self, memo: dict[int, Any]) -> Card:
        """For `Game.copy`: every field but `attached` is immutable (the definition is a frozen
        catalogue entry, shared), so a shallow copy with copied attachments is exact."""
        twin = copy.copy(self)
        memo[id(self)] = twin
        twin.attached = [copy.deepcopy(gear, memo) for gear in self.attached]
        return twin


@dataclass
class RunePool:
    """Energy and power in a player's rune pool (166-167)."""

    energy: int = 0
    power: dict[str, int] = field(default_factory=dict)

    def is_empty(self) -> bool:
        """True when nothing is left to lose."""
        return self.energy == 0 and not any(self.power.values())


@dataclass(eq=False)
class Player:
    """A player: zones (top of a deck first), runes in play, rune pool, points and XP."""

    id: str
    team: str | None = None
    points: int = 0
    xp: int = 0
    zones: dict[Zone, list[Card]] = field(
        default_factory=lambda: {z: [] for z in (*PLAYER_ZONES, Zone.RUNES)}
    )
    rune_pool: RunePool = field(default_factory=RunePool)

    def zone(self, zone: Zone) -> list[Card]:
        """The list of cards of one zone (decks: top first)."""
        return self.zones[zone]


@dataclass(eq=False)
class Battlefield:
    """A battlefield (169-170): its card, controller, and units by controlling player."""

    card: Card
    alias: str
    controller: str | None = None
    scored_this_turn: list[str] = field(default_factory=list)
    units: dict[str, list[Card]] = field(default_factory=dict)
    # 469.1.a, 489.8.b, 489.8.g.1: who controlled it at this turn's scoring step (315.2.b), None before it
    scoring_step_controller: str | None = None
    # 438.1.a: the cards it replaced (oldest first); the battlefield stays the same game object
    replaced: list[Card] = field(default_factory=list)
    contested_by: str | None = None  # the player who applied the Contested status (190.3.a, 450)

    @property
    def contested(self) -> bool:
        """190.3: whether the battlefield is contested."""
        return self.contested_by is not None

    def players_with_units(self) -> list[str]:
        """The players who control units here (gear and runes do not count, 323.6)."""
        return [pid for pid, cards in self.units.items() if any(c.is_unit for c in cards)]

    @property
    def zone_name(self) -> str:
        """`battlefield:ALIAS`, as in the spec's `.zone` values."""
        return f"{BATTLEFIELD_PREFIX}{self.alias}"


@dataclass(frozen=True)
class Execution:
    """820.1.d, 820.2: the choices of one more execution of an item's instructions (a Répétition paid):
    made when it is played, like the first ones, and free to differ from them (820.2.a)."""

    targets: dict[str, list[int]]
    mode: int | None
    destinations: list[str]
    players: dict[str, str]


@dataclass(eq=False)
class ChainItem:
    """An item on the chain (bottom first in `Game.chain`); `card` is None for an ability.

    `ability` is the vocabulary construct it executes (a spell's instructions, an activated
    ability), `targets` the uids chosen for each declared target name (355.5), `mode` the mode
    chosen (355.3), `to` where a unit enters (355.2), `paid` the additional costs paid (356.2)."""

    controller: str
    kind: str  # "play", "activate" or "trigger"
    card: Card | None = None
    source: Card | None = None
    pending: bool = True
    ability: Any = None
    targets: dict[str, list[int]] = field(default_factory=dict)
    mode: int | None = None
    to: str | None = None
    paid: list[str] = field(default_factory=list)
    destinations: list[str] = field(default_factory=list)  # chosen for its moves (355.4)
    trigger: Any = None  # a triggered ability's item: what triggered it (`triggers.Triggering`)
    from_zone: str | None = None  # the zone a played card came from (`played_from`, 829.1.b)
    players: dict[str, str] = field(default_factory=dict)  # the players chosen as targets (355.5)
    repeats: list[Execution] = field(default_factory=list)  # 820.2: each Répétition paid, its own choices
    bonus: int = 0  # bonus damage a « prochain sort » gave this spell (391, 713)
    bonus_from: list[int] = field(default_factory=list)  # the uids of the cards that gave it
    #: Each target's `Card.incarnation` when it was chosen: one that left for a zone off the board since
    #: is a new object, no longer a legal target even back where it was (359.3.e.4).
    chosen_as: dict[int, int] = field(default_factory=dict)

    @property
    def name(self) -> str:
        """The item's name in `chain.top`/`chain.items`: its card's, or its source's for an ability."""
        shown = self.card or self.source
        return shown.display if shown is not None else "compétence"


class NextSpell(NamedTuple):
    """« Le prochain sort que vous jouez ce tour… » waiting for `player`'s next spell (391)."""

    player: str
    energy_less: int
    bonus_damage: int
    source_uid: int  # the card whose ability it is (-1: none)


@dataclass
class Turn:
    """Whose turn, which phase, which turn number."""

    player: str
    phase: Phase = Phase.MAIN
    number: int = 1
    priority: str | None = None  # who holds priority (334); None: the turn player in an open state
    passes: list[str] = field(default_factory=list)  # players who passed in sequence (339.1)
    showdown: str | None = None  # the battlefield where a showdown or a combat is ongoing (308.1, 341)
    combat: bool = False  # that showdown is a combat showdown (316.8.a.1, 464)
    focus: str | None = None  # who has focus in the showdown (313, 345)
    focus_passes: list[str] = field(default_factory=list)  # who passed focus in sequence (347.2.a)
    attacker: str | None = None  # the combat's attacker (464.2.c.1)
    defender: str | None = None  # the combat's defender (464.2.c.2)
    combat_step: str | None = None  # the combat's next step, waiting for the chain to be empty (466.2-466.6)
    phase_step: str | None = None  # the phase's next step, waiting for the chain to be empty (315.2.b)
    extra_turns: list[str] = field(default_factory=list)  # extra turns waiting, the next first (735, 738)
    regular: str | None = None  # in an extra turn: the player of the last regular turn (737)
    next_spell: list[NextSpell] = field(default_factory=list)  # waiting for a player's next spell (391)

    def waiting_for_next_spell(self, player: str) -> list[NextSpell]:
        """What waits for `player`'s next spell this turn (391)."""
        return [w for w in self.next_spell if w.player == player]


@dataclass(frozen=True)
class Location:
    """Where a card is: a zone name (`battlefield:ALIAS` for battlefields) and the list's owner."""

    zone: str
    player: str | None
    container: list[Card] = field(compare=False, hash=False, repr=False)
