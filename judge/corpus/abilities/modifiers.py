"""Cost modifications, in the order of the play process (356.1–356.6; the seed page on costs)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from judge.corpus.abilities.amounts import Amount
from judge.corpus.abilities.base import Construct, construct
from judge.corpus.abilities.conditions import Condition
from judge.corpus.abilities.costs import Modifier
from judge.corpus.abilities.values import NO_POWER, DomainAmounts, Filter


class Applies(StrEnum):
    """Which plays a modification changes."""

    SELF = "self"
    SPELLS = "spells"
    ENEMY_SPELLS = "enemy_spells"
    NEXT_SPELL = "next_spell"
    UNITS = "units"
    OPTIONAL_COSTS = "optional_costs"
    ABILITY = "ability"


class Component(StrEnum):
    """What a reduction reduces: one component (356.4.c) or the total cost (356.4.d)."""

    TOTAL = "total"
    ENERGY = "energy"
    POWER = "power"
    ADDITIONAL = "additional"


@construct
@dataclass(frozen=True)
class CostCut(Construct):
    """One alternative of a reduction « [1] ou [A] de moins »."""

    KEY = "cost_cut"
    FAMILY = "value"
    RULES = ("356.4", "135.2.e.5")
    DOC = (
        "Une des réductions au choix d'un `reduce_cost: {any_of: […]}` : `energy` et `power` de moins ; "
        "`power: {universal: N}` (« une essence », [A], 135.2.e.5) ôte N essences de n'importe quel "
        "domaine du coût réduit, celles du premier domaine qu'il demande d'abord."
    )
    FORM = "{power: {universal: 1}}"
    EXAMPLE = "Ezreal, Prodige"

    energy: int = 0
    power: DomainAmounts = NO_POWER


@construct
@dataclass(frozen=True)
class ReduceCost(Modifier):
    KEY = "reduce_cost"
    RULES = ("356.4", "356.4.c", "356.4.d", "356.4.e", "356.6")
    DOC = (
        "Réduction : `energy`/`power` de moins (fois `for_each` quand il est donné), pour ce que dit "
        "`applies` ; `component` dit si elle vise un composant (appliquée quand il est ajouté, "
        "356.4.c) ou le total ; `minimum` ne borne que cette réduction (356.4.e) ; jamais sous 0. "
        "`any_of` (à la place de `energy`/`power`) : des réductions au choix du contrôleur (« [1] ou "
        "[A] de moins ») ; seules celles qui changent le coût sont proposées, une seule s'applique "
        "sans question."
    )
    FORM = "reduce_cost: {energy: 1, for_each: {points_of: opponent}, minimum: 1, applies: self}"
    EXAMPLE = "Bélier"

    energy: int = 0
    power: DomainAmounts = NO_POWER
    any_of: tuple[CostCut, ...] = ()
    for_each: Amount | None = None
    by: Amount | None = None
    minimum: int | None = None
    applies: Applies = Applies.SELF
    component: Component = Component.TOTAL
    filter: Filter | None = None
    condition: Condition | None = None


@construct
@dataclass(frozen=True)
class IncreaseCost(Modifier):
    KEY = "increase_cost"
    RULES = ("356.3",)
    DOC = "Augmentation : `energy`/`power` de plus (par `for_each`), appliquée avant les réductions (356.3)."
    FORM = "increase_cost: {power: {universal: 1}, applies: units}"
    EXAMPLE = "Vex, Cheerless"

    energy: int = 0
    power: DomainAmounts = NO_POWER
    for_each: Amount | None = None
    applies: Applies = Applies.SELF
    filter: Filter | None = None
    condition: Condition | None = None


@construct
@dataclass(frozen=True)
class IgnoreCost(Modifier):
    KEY = "ignore_cost"
    RULES = ("356.1.b", "356.1.b.1", "356.1.b.3")
    DOC = (
        "Jouer « en ignorant son coût » (coût de base à 0, 356.1.b.1) ; `energy_only: true` pour "
        "« sans payer son énergie ». Les coûts supplémentaires restent dus (356.1.b.3)."
    )
    FORM = "ignore_cost: {energy_only: false}"
    EXAMPLE = "Baited Hook"

    energy_only: bool = False
