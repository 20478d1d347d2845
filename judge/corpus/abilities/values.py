"""Closed sets and small values of the vocabulary: who, where, what kind, how long, and filters."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from judge.corpus.abilities.base import Construct, construct


class Side(StrEnum):
    """Whose game object (« allié », « ennemi », 189–192)."""

    FRIENDLY = "friendly"
    ENEMY = "enemy"
    ANY = "any"


class Place(StrEnum):
    """Where a game object is (197–200): at a battlefield, here (the source's battlefield), a base."""

    ANY = "any"
    BATTLEFIELD = "battlefield"
    HERE = "here"
    BASE = "base"
    ELSEWHERE = "elsewhere"
    THERE = "there"  # « y », « là où j'étais »: where the trigger's event happened (359.3.f.3)


class ObjectKind(StrEnum):
    """What a target or a filter chooses (355.9.a)."""

    UNIT = "unit"
    GEAR = "gear"
    PERMANENT = "permanent"
    SPELL = "spell"
    ABILITY = "ability"
    SPELL_OR_ABILITY = "spell_or_ability"
    RUNE = "rune"
    PLAYER = "player"
    OPPONENT = "opponent"
    BATTLEFIELD = "battlefield"
    CARD = "card"


class Duration(StrEnum):
    """How long an effect lasts (801.3.a.2–3): « pendant ce tour », or while on the board."""

    THIS_TURN = "this_turn"
    PERMANENT = "permanent"


class Destination(StrEnum):
    """Where a move sends a unit (355.4, 420)."""

    BASE = "base"
    BATTLEFIELD = "battlefield"
    HERE = "here"
    ANY = "any"
    TARGET_LOCATION = "target_location"


class Zone(StrEnum):
    """Zones a card is taken from or put into (105–108)."""

    HAND = "hand"
    TRASH = "trash"
    MAIN_DECK = "main_deck"
    BANISHMENT = "banishment"
    BOARD = "board"
    BASE = "base"
    HERE = "here"


class Domain(StrEnum):
    """Domains (134.2) and universal power (165)."""

    FURY = "fury"
    CALM = "calm"
    MIND = "mind"
    BODY = "body"
    CHAOS = "chaos"
    ORDER = "order"
    UNIVERSAL = "universal"


class Phase(StrEnum):
    """Phases and moments of a turn (315–317) that triggers and delayed abilities name."""

    AWAKEN = "awaken"
    BEGINNING = "beginning"
    CHANNEL = "channel"
    DRAW = "draw"
    MAIN = "main"
    ENDING = "ending"
    TURN_END = "turn_end"


class Who(StrEnum):
    """The player an instruction or a trigger speaks of (411: « vous »)."""

    YOU = "you"
    OPPONENT = "opponent"
    EACH = "each"
    ANY = "any"
    CONTROLLER = "controller"


@dataclass(frozen=True)
class DomainAmounts:
    """Rune power by domain, `{fury: 1, universal: 2}` (131, 165); universal pays any domain."""

    items: tuple[tuple[Domain, int], ...] = ()

    def total(self) -> int:
        """All the power, whatever its domain."""
        return sum(n for _d, n in self.items)


@construct
@dataclass(frozen=True)
class Filter(Construct):
    """Restrictions on what is chosen or counted."""

    KEY = "filter"
    FAMILY = "value"
    RULES = ("355.9", "355.9.b", "197")
    DOC = (
        "Restrictions d'une cible ou d'un groupe : genre (unité, équipement, sort…), camp "
        "(allié, ennemi), emplacement (champ de bataille, ici, base, ou `at` : là où est une cible "
        "nommée, un champ de bataille choisi), puissance ou coût bornés "
        "(énergie, essence), moins puissante que moi (`weaker_than_self`), équipée, épuisée, autre "
        "que moi, étiquettes exigées ou exclues ; "
        "`controlled_by` : contrôlé par le joueur d'une cible nommée (« qu'il contrôle »)."
    )
    FORM = "{kind: unit, side: enemy, place: battlefield, might_max: 3, other: true}"
    EXAMPLE = "Rayon Hextech"

    kind: ObjectKind = ObjectKind.UNIT
    side: Side = Side.ANY
    place: Place = Place.ANY
    at: str | None = None
    might_max: int | None = None
    might_min: int | None = None
    cost_max: int | None = None
    cost_min: int | None = None
    power_max: int | None = None
    equipped: bool | None = None
    exhausted: bool | None = None
    buffed: bool | None = None
    weaker_than_self: bool = False  # « moins puissantes que moi » : less might than the ability's source
    controlled_by: str | None = None
    other: bool = False
    tags: tuple[str, ...] = ()
    exclude_tags: tuple[str, ...] = ()
    zone: Zone | None = None


#: No power at all, and a filter that lets everything through (shared frozen defaults).
NO_POWER = DomainAmounts()
ANY_OBJECT = Filter()


@construct
@dataclass(frozen=True)
class Target(Construct):
    """A choice made when the item finalizes (355.5–355.13), checked again at resolution (359.3.e)."""

    KEY = "target"
    FAMILY = "value"
    RULES = ("355.5", "355.9", "355.11", "355.13", "359.3.e.1", "359.3.e.12")
    DOC = (
        "Une cible nommée, choisie à la finalisation avec ses restrictions (`filter`), "
        "`count` et `up_to` pour « jusqu'à N », `different_from` pour « une autre », "
        "`same_controller_as` pour « de même contrôleur », `any_number` pour « des unités » (n'importe "
        "quel nombre, zéro compris), `total_might_max` et `one_battlefield` pour une restriction que le "
        "groupe remplit ensemble (« d'un champ de bataille dont la puissance totale est de 4 ou moins », "
        "355.11 ; choix `target_subset` à la résolution), "
        "vérifiée de nouveau à la résolution ; `filter: {kind: opponent}` (ou `player`) choisit un "
        "joueur (355.9.a, choix `player`)."
    )
    FORM = "{name: cible, filter: {kind: unit, place: battlefield}, count: 1, up_to: false}"
    EXAMPLE = "Rayon Hextech"

    name: str = "cible"
    filter: Filter = ANY_OBJECT
    count: int = 1
    up_to: bool = False
    different_from: str | None = None
    same_controller_as: str | None = None
    optional: bool = False
    any_number: bool = False  # « des unités »: any number of targets, zero included (355.13)
    total_might_max: int | None = None  # 355.11: the group's total might at most this
    one_battlefield: bool = False  # 355.11: the whole group at one battlefield (« d'un champ de bataille »)

    @property
    def is_group(self) -> bool:
        """Whether the targets meet a restriction as a group (355.11)."""
        return self.total_might_max is not None or self.one_battlefield
