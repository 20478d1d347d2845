"""Quantities computed when the item resolves or its cost is computed; void when their object is
gone (359.3.e.12)."""

from __future__ import annotations

from dataclasses import dataclass

from judge.corpus.abilities.base import SOURCE_PAGE_COSTS, Construct, construct
from judge.corpus.abilities.values import ANY_OBJECT, Filter, Who


@dataclass(frozen=True)
class AmountExpr(Construct):
    """A computed number (family `amount`); an integer is written as itself."""

    FAMILY = "amount"


@construct
@dataclass(frozen=True)
class MightOf(AmountExpr):
    KEY = "might_of"
    RULES = ("359.3.e.12", "359.3.e.12.a")
    DOC = (
        "La puissance d'une cible nommée (ou de `self`), plus `plus` ; nulle et le calcul annulé si "
        "la cible n'est plus légale ou a changé de zone (359.3.e.12)."
    )
    FORM = "{might_of: {ref: allie, plus: 1}}"
    EXAMPLE = "Baited Hook"
    SHORT = "ref"

    ref: str = "self"
    plus: int = 0


@construct
@dataclass(frozen=True)
class CostOf(AmountExpr):
    KEY = "cost_of"
    RULES = ("206", "356.1.c", "359.3.e.12")
    DOC = (
        "Le coût en énergie d'une carte nommée : le coût de base (206) sauf si `modified: true` "
        "(la carte dit qu'elle compte les modifications)."
    )
    FORM = "{cost_of: {ref: cost_paid, modified: false}}"
    EXAMPLE = "Atakhan"
    SHORT = "ref"

    ref: str = "self"
    modified: bool = False


@construct
@dataclass(frozen=True)
class CountOf(AmountExpr):
    KEY = "count_of"
    RULES = ("355.10.d",)
    DOC = "Le nombre d'objets qui passent un filtre (« pour chaque… »)."
    FORM = "{count_of: {kind: gear, side: friendly}}"
    EXAMPLE = "Arise!"

    SHORT = "filter"

    filter: Filter = ANY_OBJECT


@construct
@dataclass(frozen=True)
class PointsOf(AmountExpr):
    KEY = "points_of"
    RULES = ("468", "469")
    DOC = (
        "Les points d'un joueur (`who` : un adversaire choisi, vous…, ou `ref` : le joueur d'une cible "
        "nommée, « l'adversaire choisi ») ; `scored_this_turn: hold` ou "
        "`conquer` pour les seuls points marqués ce tour de cette façon."
    )
    FORM = "{points_of: {who: you, scored_this_turn: hold}}"
    EXAMPLE = "Needlessly Large Yordle"
    SHORT = "who"

    who: Who = Who.OPPONENT
    scored_this_turn: str | None = None
    ref: str | None = None


@construct
@dataclass(frozen=True)
class CardsPlayedThisTurn(AmountExpr):
    KEY = "cards_played_this_turn"
    RULES = ("350", "812.1.c")
    DOC = "Le nombre de cartes que vous avez jouées ce tour."
    FORM = "cards_played_this_turn"
    EXAMPLE = "Bélier"


@construct
@dataclass(frozen=True)
class AmountPaid(AmountExpr):
    KEY = "amount_paid"
    RULES = ("444",)
    DOC = "Ce qui a été payé pour un coût « autant que vous voulez » (X)."
    FORM = "amount_paid"
    EXAMPLE = "Barrage de plomb"


@construct
@dataclass(frozen=True)
class HighestMight(AmountExpr):
    KEY = "highest_might"
    RULES = ("355.10.d",)
    DOC = "La plus forte puissance parmi les objets d'un filtre."
    FORM = "{highest_might: {kind: unit, side: friendly}}"
    EXAMPLE = "Foudroiement"

    SHORT = "filter"

    filter: Filter = ANY_OBJECT


@construct
@dataclass(frozen=True)
class BattlefieldsControlled(AmountExpr):
    KEY = "battlefields_controlled"
    RULES = ("170", "171")
    DOC = (
        "Le nombre de champs de bataille contrôlés par `who` (« pour chaque champ de bataille ennemi "
        "contrôlé par un adversaire » : `opponent`)."
    )
    FORM = "{battlefields_controlled: {who: opponent}}"
    EXAMPLE = SOURCE_PAGE_COSTS + " : « pour chaque champ de bataille ennemi »"
    SHORT = "who"

    who: Who = Who.OPPONENT


Amount = int | AmountExpr
