"""Costs (201–205, 356–357, 444) and cost modifications (356.1–356.6, 206).

A cost is a list of parts: resources (energy, power by domain) and the other costs a judge must
see paid (« [E] », banish this, kill or exhaust an ally, discard, recycle from the trash…).
"""

from __future__ import annotations

from dataclasses import dataclass

from judge.corpus.abilities.base import Construct, construct
from judge.corpus.abilities.values import ANY_OBJECT, NO_POWER, DomainAmounts, Filter


@dataclass(frozen=True)
class CostPart(Construct):
    """One part of a cost (family `cost`)."""

    FAMILY = "cost"


@construct
@dataclass(frozen=True)
class Energy(CostPart):
    KEY = "energy"
    RULES = ("131", "202", "357.1")
    DOC = (
        "Payer de l'énergie (sans domaine) ; `any_amount: true` pour « payez autant d'énergie que "
        "vous voulez »."
    )
    FORM = "energy: 2"
    EXAMPLE = "Baited Hook"
    SHORT = "amount"

    amount: int = 0
    any_amount: bool = False


@construct
@dataclass(frozen=True)
class Power(CostPart):
    KEY = "power"
    RULES = ("131", "165", "357.1")
    DOC = "Payer de l'essence runique par domaine ; `universal` se paie avec n'importe quel domaine."
    FORM = "power: {order: 1}"
    EXAMPLE = "Baited Hook"
    SHORT = "amounts"

    amounts: DomainAmounts = NO_POWER
    any_amount: bool = False


@construct
@dataclass(frozen=True)
class ExhaustSelf(CostPart):
    KEY = "exhaust_self"
    RULES = ("414", "204", "377")
    DOC = "« [E] » : épuiser la source (impossible si elle est déjà épuisée)."
    FORM = "exhaust_self"
    EXAMPLE = "Baited Hook"


@construct
@dataclass(frozen=True)
class BanishSelf(CostPart):
    KEY = "banish_self"
    RULES = ("427", "204")
    DOC = "« bannissez ceci » en coût."
    FORM = "banish_self"
    EXAMPLE = "Clepsydre-zéro"


@construct
@dataclass(frozen=True)
class KillSelf(CostPart):
    KEY = "kill_self"
    RULES = ("428", "204")
    DOC = "« éliminez ceci » en coût (un PO qui se sacrifie)."
    FORM = "kill_self"
    EXAMPLE = "PO"


@construct
@dataclass(frozen=True)
class KillAlly(CostPart):
    KEY = "kill_ally"
    RULES = ("428", "204", "357.2", "357.3")
    DOC = "Éliminer une unité (ou un équipement) alliée en coût ; elle devient la référence `cost_paid`."
    FORM = "kill_ally: {kind: unit}"
    EXAMPLE = "Stratège cruel"

    SHORT = "filter"

    filter: Filter = ANY_OBJECT


@construct
@dataclass(frozen=True)
class ExhaustAlly(CostPart):
    KEY = "exhaust_ally"
    RULES = ("414", "204")
    DOC = "Épuiser une unité alliée préparée en coût (une unité déjà épuisée ne peut pas le payer)."
    FORM = "exhaust_ally: {kind: unit}"
    EXAMPLE = "Meditation"

    SHORT = "filter"

    filter: Filter = ANY_OBJECT


@construct
@dataclass(frozen=True)
class Discard(CostPart):
    KEY = "discard"
    RULES = ("422", "204")
    DOC = "Défausser N cartes de sa main en coût."
    FORM = "discard: 1"
    EXAMPLE = "Brazen Buccaneer"
    SHORT = "count"

    count: int = 1


@construct
@dataclass(frozen=True)
class RecycleFromTrash(CostPart):
    KEY = "recycle_trash"
    RULES = ("416", "204")
    DOC = "Recycler N cartes de sa défausse en coût."
    FORM = "recycle_trash: 3"
    EXAMPLE = "Collecteur de camelote"
    SHORT = "count"

    count: int = 1


@construct
@dataclass(frozen=True)
class SpendBuff(CostPart):
    KEY = "spend_buff"
    RULES = ("426", "204")
    DOC = "Dépenser un buff d'une unité alliée en coût."
    FORM = "spend_buff"
    EXAMPLE = "Monastery of Hirana"


@dataclass(frozen=True)
class Modifier(Construct):
    """A cost modification (family `modifier`), applied in the order of 356.1–356.5."""

    FAMILY = "modifier"
