"""The frame of the ability vocabulary: constructs, the families they belong to, and the error.

A construct is a frozen dataclass written in YAML as a one-key mapping `key: body` (STYLE habit 6).
Each class declares its YAML key, the rules it implements, a French description, the YAML form and
an example card; the registry built from these declarations feeds the parser, `docs/abilities.md`
and the tests, so a construct exists in one place only.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar


class AbilityError(ValueError):
    """An ability that does not follow the vocabulary; the French message names the card and the key.

    `path` locates the bad value inside the card's `abilities:` list (indices and keys), so that a
    loader that knows lines (scenario files, the catalogue's YAML nodes) can give the line.
    """

    def __init__(self, message: str, card: str, path: tuple[str | int, ...] = ()) -> None:
        super().__init__(message)
        self.message = message
        self.card = card
        self.path = path

    def where(self) -> str:
        """`abilities[0].effects[1]`: the path as a judge reads it."""
        out = "abilities"
        for step in self.path:
            out += f"[{step}]" if isinstance(step, int) else f".{step}"
        return out


@dataclass(frozen=True)
class Construct:
    """Base of every construct of the vocabulary."""

    #: The YAML key (`damage`, `exhaust_self`…).
    KEY: ClassVar[str] = ""
    #: The family the construct belongs to (`effect`, `cost`, `trigger`…).
    FAMILY: ClassVar[str] = ""
    #: Rule numbers the construct implements.
    RULES: ClassVar[tuple[str, ...]] = ()
    #: What it means, in French, for the documentation.
    DOC: ClassVar[str] = ""
    #: Its YAML form, as written in a card.
    FORM: ClassVar[str] = ""
    #: A catalogue card that uses it.
    EXAMPLE: ClassVar[str] = ""
    #: The field a scalar body fills (`draw: 2` is `draw: {count: 2}`).
    SHORT: ClassVar[str | None] = None


@dataclass(frozen=True)
class Ability(Construct):
    """One ability of a card (family `ability`): the kinds are in `kinds` and `replacement`."""

    FAMILY = "ability"


#: The EXAMPLE of a construct that only the source pages' examples use (no printed card says it yet).
SOURCE_PAGE = "exemple de la page source 001 (règle 443)"
#: The same for the source page's example of several dependent keywords on one ability (727.1.b.3).
SOURCE_PAGE_DEPENDENT = "exemple de la page source 001 (règle 727)"
#: The same for the source page's example of a spell linked to the card it banished (427.3.a, 393).
SOURCE_PAGE_LINKED = "exemple de la page source 002 (règle 427.3.a)"
#: The same for the source page on costs: its examples of base and modified costs (206.1).
SOURCE_PAGE_COSTS = "exemple de la page source sur les coûts (règle 206.1)"

#: family → YAML key → class; filled by `construct`.
REGISTRY: dict[str, dict[str, type[Construct]]] = {}

#: French names of the families, for errors and the documentation (in documentation order).
FAMILY_NAMES = {
    "ability": "compétence",
    "cost": "coût",
    "modifier": "modification de coût",
    "effect": "effet",
    "amount": "quantité calculée",
    "condition": "condition",
    "trigger": "déclencheur",
    "replaced": "événement remplacé",
    "outcome": "remplacement",
    "value": "valeur",
}


C = TypeVar("C", bound="type[Construct]")


def construct(cls: C) -> C:
    """Class decorator: registers a construct under its family and key (each key once)."""
    family = REGISTRY.setdefault(cls.FAMILY, {})
    if not cls.KEY or cls.KEY in family:
        raise RuntimeError(f"construction mal déclarée : {cls.__name__}")  # a programming error
    family[cls.KEY] = cls
    return cls


def family_keys(family: str) -> tuple[str, ...]:
    """The YAML keys a family knows, in declaration order."""
    return tuple(REGISTRY.get(family, {}))


def all_constructs() -> list[type[Construct]]:
    """Every construct, family by family in documentation order."""
    return [cls for fam in FAMILY_NAMES for cls in REGISTRY.get(fam, {}).values()]


def shown(value: Any, width: int = 60) -> str:
    """A found value for an error message, cut when long."""
    text = repr(value)
    return text if len(text) <= width else text[: width - 1] + "…"
