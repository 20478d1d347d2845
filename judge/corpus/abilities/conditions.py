"""Conditions that an ability, a trigger or a cost modification reads (dependent keywords, 727)."""

from __future__ import annotations

from dataclasses import dataclass

from judge.corpus.abilities.base import SOURCE_PAGE_DEPENDENT, Construct, construct
from judge.corpus.abilities.values import ANY_OBJECT, Filter, Zone


@dataclass(frozen=True)
class Condition(Construct):
    """A condition (family `condition`)."""

    FAMILY = "condition"


@construct
@dataclass(frozen=True)
class Legion(Condition):
    KEY = "legion"
    RULES = ("812.1.b.1", "812.1.c", "727")
    DOC = "[Légion] : vous avez finalisé une autre carte pendant ce tour."
    FORM = "legion"
    EXAMPLE = "Fantassin noxien"


@construct
@dataclass(frozen=True)
class Level(Condition):
    KEY = "level"
    RULES = ("824.1.b.1", "824.1.c", "727")
    DOC = (
        "[Niveau N] : le contrôleur a au moins N XP ; `below` : et moins de M XP (le niveau suivant "
        "s'applique « à la place »)."
    )
    FORM = "level: 3"
    EXAMPLE = "Saute-nuages"
    SHORT = "xp"

    xp: int = 1
    below: int | None = None


@construct
@dataclass(frozen=True)
class AtBattlefield(Condition):
    KEY = "at_battlefield"
    RULES = ("197", "146")
    DOC = "La source est sur un champ de bataille (« tant que je suis sur un champ de bataille »)."
    FORM = "at_battlefield"
    EXAMPLE = "Apprenti motivé"


@construct
@dataclass(frozen=True)
class OpponentControlsBattlefield(Condition):
    KEY = "opponent_controls_battlefield"
    RULES = ("188", "190")
    DOC = "Un adversaire contrôle un champ de bataille."
    FORM = "opponent_controls_battlefield"
    EXAMPLE = "Vayne, Hunter"


@construct
@dataclass(frozen=True)
class PlayedSpellThisTurn(Condition):
    KEY = "played_spell_this_turn"
    RULES = ("350",)
    DOC = "Vous avez joué un sort pendant ce tour."
    FORM = "played_spell_this_turn"
    EXAMPLE = "Crescent Guardian"


@construct
@dataclass(frozen=True)
class Exists(Condition):
    KEY = "exists"
    RULES = ("359.3.d",)
    DOC = (
        "Il y a sur le plateau au moins une carte de `filter`, vue par le contrôleur de la source, « ici » "
        "étant là où est la source (« s'il y a une unité ennemie préparée ici »), lue quand elle compte."
    )
    FORM = "exists: {filter: {kind: unit, side: enemy, place: here, exhausted: false}}"
    EXAMPLE = "Dune Drake"

    filter: Filter = ANY_OBJECT


@construct
@dataclass(frozen=True)
class AttachedThisTurn(Condition):
    KEY = "attached_this_turn"
    RULES = ("136.2.d", "434")
    DOC = (
        "L'équipement source a été attaché pendant ce tour à la carte qui le porte maintenant (« si ceci "
        "m'était équipé pendant ce tour »)."
    )
    FORM = "attached_this_turn"
    EXAMPLE = "Brutaliseur"


@construct
@dataclass(frozen=True)
class Mighty(Condition):
    KEY = "mighty"
    RULES = ("143",)
    DOC = "La source est Puissante (au moins 5 puissance)."
    FORM = "mighty"
    EXAMPLE = "Fiora, Victorieuse"


@construct
@dataclass(frozen=True)
class OpponentNearVictory(Condition):
    KEY = "opponent_near_victory"
    RULES = ("193", "468")
    DOC = "Un adversaire est à N points ou moins de la victoire."
    FORM = "opponent_near_victory: 3"
    EXAMPLE = "Find Your Center"
    SHORT = "within"

    within: int = 3


@construct
@dataclass(frozen=True)
class PlayedFrom(Condition):
    KEY = "played_from"
    RULES = ("350", "353")
    DOC = "La carte est jouée depuis une zone (`not_zone` : d'ailleurs que cette zone)."
    FORM = "played_from: {not_zone: hand}"
    EXAMPLE = "Void Drone"

    zone: Zone | None = None
    not_zone: Zone | None = None


@construct
@dataclass(frozen=True)
class TargetDied(Condition):
    KEY = "target_died"
    RULES = ("428.5.c", "321", "323.5", "359.3.e.12")
    DOC = (
        "« Si elle meurt… » : la cible nommée est vraiment morte (dans la défausse, ou une création qui a "
        "cessé d'exister ; pas une mort remplacée) au nettoyage qui suit la résolution, où meurt une unité "
        "aux dégâts mortels ; la suite attend ce nettoyage (la FAQ, Immortal Phoenix)."
    )
    FORM = "target_died: cible"
    EXAMPLE = "Disintegrate"
    SHORT = "ref"

    ref: str = "cible"


@construct
@dataclass(frozen=True)
class PaidAdditionalCost(Condition):
    KEY = "paid_additional_cost"
    RULES = ("356.2.b", "356.4.f.1")
    DOC = "Le coût supplémentaire optionnel a été payé (« si vous avez payé le coût supplémentaire »)."
    FORM = "paid_additional_cost"
    EXAMPLE = "Meditation"


@construct
@dataclass(frozen=True)
class InCombat(Condition):
    KEY = "in_combat"
    RULES = ("459", "461", "740.2.c")
    DOC = (
        "La source est en combat : elle occupe le champ de bataille du combat en cours et a une "
        "désignation d'attaquant ou de défenseur (740.2.c)."
    )
    FORM = "in_combat"
    EXAMPLE = "Vex, Cheerless"


@construct
@dataclass(frozen=True)
class HandSize(Condition):
    KEY = "hand_at_most"
    RULES = ("108",)
    DOC = "Vous avez au plus N cartes en main."
    FORM = "hand_at_most: 1"
    EXAMPLE = "Gâchette folle"
    SHORT = "count"

    count: int = 0


@construct
@dataclass(frozen=True)
class AllOf(Condition):
    KEY = "all_of"
    RULES = ("727.1.b.3", "727.1.c.1")
    DOC = (
        "Plusieurs mots-clés dépendants sur une même compétence (« [Niveau 11][Légion] ») : elle n'est "
        "active que si toutes leurs conditions sont remplies ; une compétence déclenchée inactive ne "
        "se déclenche pas."
    )
    FORM = "all_of: [level: 11, legion]"
    EXAMPLE = SOURCE_PAGE_DEPENDENT + " : « [Niveau 11][Légion] Lorsque vous conquérez, gagnez 1 point »"
    SHORT = "conditions"

    conditions: tuple[Condition, ...] = ()


@construct
@dataclass(frozen=True)
class ConqueredUncontrolled(Condition):
    KEY = "conquered_uncontrolled"
    RULES = ("469.1", "190.2.b", "383.4.g.1")
    DOC = (
        "Le champ de bataille que la source vient de conquérir n'était contrôlé par personne juste avant "
        "(« lorsque je conquiers un champ de bataille qui était libre », l'errata et la FAQ de Yone) ; "
        "des effets de conquête activés sans conquête (383.4.g.1) ne la remplissent pas."
    )
    FORM = "conquered_uncontrolled"
    EXAMPLE = "Yone, Blademaster"
