"""The kinds of abilities a card declares (360–406): a spell's instructions, activated, triggered,
passive, additional costs; and the explicit mark of what is not modelled."""

from __future__ import annotations

from dataclasses import dataclass

from judge.corpus.abilities.base import Ability, construct
from judge.corpus.abilities.conditions import Condition
from judge.corpus.abilities.costs import CostPart
from judge.corpus.abilities.effects import Effect
from judge.corpus.abilities.keywords import KeywordInstance
from judge.corpus.abilities.modifiers import IgnoreCost, ReduceCost
from judge.corpus.abilities.triggers import TriggerEvent
from judge.corpus.abilities.values import Target, Zone


@construct
@dataclass(frozen=True)
class SpellAbility(Ability):
    KEY = "spell"
    RULES = ("153", "157", "158", "355.5", "359.3.d", "359.3.e")
    DOC = (
        "Les instructions d'un sort : `targets` choisies en le jouant (355.5), `effects` exécutés de "
        "haut en bas à la résolution (359.3.d) ; une cible illégale à la résolution est ignorée et "
        "ses informations valent zéro (359.3.e.12)."
    )
    FORM = (
        "spell: {targets: [{name: cible, filter: {kind: unit, place: battlefield}}], "
        "effects: [damage: {amount: 3, to: cible}]}"
    )
    EXAMPLE = "Rayon Hextech"

    targets: tuple[Target, ...] = ()
    effects: tuple[Effect, ...] = ()


@construct
@dataclass(frozen=True)
class Activated(Ability):
    KEY = "activated"
    RULES = ("376", "377", "378", "381", "398", "399", "400", "168")
    DOC = (
        "Compétence activée « [coût] : effet » : `cost` (liste de parties), `targets`, `effects`, "
        "`keywords` pour [Réaction] ou [Action] (813, 806), `condition`, `reduce_cost` pour « cette "
        "compétence coûte … de moins » (356.4, lue après les choix ; un effet qui lit son coût lit "
        "le coût de base, 206.1). Elle va sur la chaîne, sauf si elle ajoute des ressources (168, 429)."
    )
    FORM = "activated: {cost: [energy: 1, power: {order: 1}, exhaust_self], targets: [...], effects: [...]}"
    EXAMPLE = "Baited Hook"

    cost: tuple[CostPart, ...] = ()
    targets: tuple[Target, ...] = ()
    effects: tuple[Effect, ...] = ()
    keywords: tuple[KeywordInstance, ...] = ()
    condition: Condition | None = None
    once_per_turn: bool = False
    reduce_cost: tuple[ReduceCost, ...] = ()

    @property
    def adds_resources(self) -> bool:
        """An ability whose effects only add resources resolves at once, without the chain (168)."""
        return bool(self.effects) and all(e.KEY == "add" for e in self.effects)


@construct
@dataclass(frozen=True)
class Triggered(Ability):
    KEY = "triggered"
    RULES = ("382", "383", "383.3.e.2", "371", "411", "355.5.b", "383.2.c.1", "190.6.c")
    DOC = (
        "Compétence déclenchée : `when` (le déclencheur), `optional` pour « vous pouvez » (décidé à la "
        "finalisation, 383.3.e.2), `once_per_turn`, `cost` payé en la finalisant (383.3.b), `condition`, "
        "`keyword` quand elle vient d'un mot-clé (Agonie, Chasse…), `active_in: trash` pour une "
        "compétence qui agit depuis la défausse (383.2.c.1, Phénix immortel), `by_actor` quand elle nomme le "
        "joueur qui fait le choix (« il peut », 190.6.c, Hall abandonné). Ses cibles sont choisies "
        "quand elle finalise, jamais quand sa source est jouée (355.5.b)."
    )
    FORM = "triggered: {when: played, optional: true, targets: [...], effects: [...]}"
    EXAMPLE = "Demacian Diplomat"

    when: TriggerEvent | None = None
    optional: bool = False
    once_per_turn: bool = False
    cost: tuple[CostPart, ...] = ()
    condition: Condition | None = None
    targets: tuple[Target, ...] = ()
    effects: tuple[Effect, ...] = ()
    keyword: KeywordInstance | None = None
    active_in: Zone = Zone.BOARD  # 383.2.c.1: the zone its trigger works from (the trash: Phénix immortel)
    #: 190.6.c: « il peut… » names the player who did the action (Hall abandonné): that player controls it
    by_actor: bool = False


@construct
@dataclass(frozen=True)
class Passive(Ability):
    KEY = "static"
    RULES = ("363", "364", "365", "366")
    DOC = (
        "Compétence passive : des effets continus (`give_might`/`give_keyword` sur `each`, sans "
        "durée) actifs tant que `condition` tient."
    )
    FORM = (
        "static: {condition: at_battlefield, "
        "effects: [give_might: {amount: 1, each: {...}, duration: permanent}]}"
    )
    EXAMPLE = "Garen, Commander"

    effects: tuple[Effect, ...] = ()
    condition: Condition | None = None


@construct
@dataclass(frozen=True)
class AdditionalCost(Ability):
    KEY = "additional_cost"
    RULES = ("356.2", "356.2.a", "356.2.b", "356.4.f", "356.4.f.1", "355.1.a")
    DOC = (
        "Coût supplémentaire en jouant la carte : obligatoire, ou `optional: true` (choisi en premier, "
        "355.1.a) ; `if_paid` : ce que le paiement donne (une réduction, une entrée préparée, des "
        "effets). Choisi et réduit à 0, il compte comme payé (356.4.f.1)."
    )
    FORM = "additional_cost: {optional: true, cost: [discard: 1], if_paid: [reduce_cost: {energy: 2}]}"
    EXAMPLE = "Brazen Buccaneer"

    cost: tuple[CostPart, ...] = ()
    optional: bool = False
    if_paid: tuple[Effect | ReduceCost, ...] = ()
    condition: Condition | None = None
    label: str = ""


@construct
@dataclass(frozen=True)
class AlternativeCost(Ability):
    KEY = "alternative_cost"
    RULES = ("356.1.a", "829.1.c.1")
    DOC = (
        "Jouer « pour [coût] » à la place du coût de base (356.1.a), éventuellement depuis une autre "
        "zone (`from_zone`), sous `condition`."
    )
    FORM = "alternative_cost: {cost: [energy: 3, power: {fury: 1}], from_zone: trash, condition: legion}"
    EXAMPLE = "Légion immortelle"

    cost: tuple[CostPart, ...] = ()
    from_zone: str = "hand"
    condition: Condition | None = None
    ignore: IgnoreCost | None = None


@construct
@dataclass(frozen=True)
class WhenRevealed(Ability):
    KEY = "when_revealed"
    RULES = ("369.1", "370.1.b.1", "424")
    DOC = (
        "« Quand je suis révélé depuis votre deck principal, … » : un effet de remplacement qui ajoute "
        "ses `effects` à la révélation (370.1.b.1), exécutés par le propriétaire de la carte dès qu'elle "
        "est révélée du dessus de son deck, sans passer par la chaîne ; regarder la carte n'est pas la "
        "révéler."
    )
    FORM = "when_revealed: {effects: [add: {energy: 2}]}"
    EXAMPLE = "Titan souterrain"

    effects: tuple[Effect, ...] = ()


@construct
@dataclass(frozen=True)
class NotModelled(Ability):
    KEY = "not_modelled"
    RULES = ("360",)
    DOC = (
        "Marque explicite de ce que le vocabulaire n'exprime pas encore sur une carte en partie "
        "modélisée, pour un texte qui agit quand la carte est jouée (son coût, sa façon d'arriver) : "
        "jouer la carte s'arrête avec `not_modelled` en citant ce texte, jamais en vanille ; "
        "`seen_from_deck: true` pour un texte qui agit quand on regarde ou révèle la carte au-dessus du "
        "deck (l'effet `look` s'arrête). Un texte qui agit sur le plateau s'écrit avec l'effet "
        "`not_modelled` dans la compétence (déclenchée, passive, activée, remplacement) qui dit quand."
    )
    FORM = 'not_modelled: "la seconde phrase (…)"'
    EXAMPLE = "Jhin, Meticulous Killer"
    SHORT = "text"

    text: str = ""
    seen_from_deck: bool = False


@construct
@dataclass(frozen=True)
class NoScoreHere(Ability):
    KEY = "no_score_here"
    RULES = ("468", "469", "471.2.c")
    DOC = (
        "Un champ de bataille où l'on ne peut pas marquer avant son `from_own_turn`-ième tour : ni point, "
        "ni compétence de conquête ou d'occupation ; le contrôle, lui, se prend toujours."
    )
    FORM = "no_score_here: {from_own_turn: 3}"
    EXAMPLE = "Forgotten Monument"

    from_own_turn: int = 1
