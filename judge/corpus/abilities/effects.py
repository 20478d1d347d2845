"""Effects: what a spell or an ability does when it resolves (359.3.d; game actions 407–458).

An effect acts on `to` (a target's name, or `self`, `attached`, `triggering`, `cost_paid`,
`created`: see REFS) or on `each` object that passes a filter (no choice, 355.10.d).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from judge.corpus.abilities.amounts import Amount
from judge.corpus.abilities.base import SOURCE_PAGE_COSTS, SOURCE_PAGE_LINKED, Construct, construct
from judge.corpus.abilities.conditions import Condition
from judge.corpus.abilities.costs import CostPart
from judge.corpus.abilities.keywords import KeywordInstance
from judge.corpus.abilities.modifiers import IgnoreCost, ReduceCost
from judge.corpus.abilities.values import (
    ANY_OBJECT,
    NO_POWER,
    Destination,
    DomainAmounts,
    Duration,
    Filter,
    Place,
    Target,
    Who,
)

#: References that need no declared target: the source, the unit it is attached to, the object of
#: the trigger, what was paid as a cost, what the effect created, the player who controls the source,
#: the cards this same object banished (427.3, 393: « les cartes bannies avec ceci »).
REFS = ("self", "attached", "triggering", "cost_paid", "created", "controller", "banished_by_this")


@dataclass(frozen=True)
class Effect(Construct):
    """An effect (family `effect`)."""

    FAMILY = "effect"


def _acts(doc: str) -> str:
    return doc + " Sur `to` (une cible nommée ou une référence) ou sur `each` objet d'un filtre."


@construct
@dataclass(frozen=True)
class Damage(Effect):
    KEY = "damage"
    RULES = ("417", "355.14", "359.3.e.12")
    DOC = _acts(
        "Infliger `amount` dégâts ; `source` inflige (sa puissance avec `might_of`) ; "
        "`split: true` pour des dégâts répartis (355.14)."
    )
    FORM = "damage: {amount: 3, to: cible}"
    EXAMPLE = "Rayon Hextech"

    amount: Amount = 0
    to: str | None = None
    each: Filter | None = None
    source: str = "self"
    split: bool = False


@construct
@dataclass(frozen=True)
class Kill(Effect):
    KEY = "kill"
    RULES = ("428",)
    DOC = _acts("Éliminer (vers la défausse).")
    FORM = "kill: {to: cible}"
    EXAMPLE = "Vengeance"
    SHORT = "to"

    to: str | None = None
    each: Filter | None = None


@construct
@dataclass(frozen=True)
class Draw(Effect):
    KEY = "draw"
    RULES = ("413", "431", "359.3.e.14")
    DOC = (
        "Piocher `count` cartes (`who` : vous par défaut) ; avec `to`, piocher ces cartes-là depuis leur "
        "zone (413.1 : « piochez-la », la carte bannie avec ceci : `to: banished_by_this`) ; avec `of`, "
        "c'est le joueur qui contrôle cette cible qui pioche (« son contrôleur pioche 2 ») : une "
        "instruction liée, ignorée quand la cible est devenue illégale (359.3.e.14.a), exécutée même si "
        "l'instruction d'avant a été remplacée (359.3.e.14.b)."
    )
    FORM = "draw: 1"
    EXAMPLE = "Discipline"
    SHORT = "count"

    count: Amount = 1
    who: Who = Who.YOU
    to: str | None = None
    of: str | None = None


@construct
@dataclass(frozen=True)
class PlayersKill(Effect):
    KEY = "players_kill"
    RULES = ("355.10.e", "411.1", "428")
    DOC = (
        "« Chaque joueur élimine une de ses unités » (`who` : each, opponent, you) : chaque joueur "
        "concerné choisit à la résolution `count` de ses propres cartes de `filter` (ce n'est pas un "
        "ciblage, 355.10.e) et en est responsable (411.1) ; elles sont éliminées en même temps. Un joueur "
        "qui n'en contrôle aucune n'élimine rien."
    )
    FORM = "players_kill: {who: each, filter: {kind: unit}}"
    EXAMPLE = "Supplice de la planche"

    who: Who = Who.EACH
    filter: Filter = ANY_OBJECT  # a unit: the filter's default kind
    count: int = 1


@construct
@dataclass(frozen=True)
class NextSpell(Effect):
    KEY = "next_spell"
    RULES = ("389", "391", "356.4", "713")
    DOC = (
        "« Le prochain sort que vous jouez pendant ce tour coûte N énergie de moins » (`energy_less`) ou "
        "« inflige N dégât bonus » (`bonus_damage`) : une compétence différée pour ce seul sort (391, "
        "l'exemple de Tome corvus) ; la réduction compte dans son coût total (356.4), le bonus dans "
        "chacune de ses instructions qui infligent des dégâts (713–715) ; sans sort joué, elle prend fin "
        "avec le tour."
    )
    FORM = "next_spell: {energy_less: 5}"
    EXAMPLE = "Tome corvus"

    energy_less: int = 0
    bonus_damage: int = 0


@construct
@dataclass(frozen=True)
class ExtraTurn(Effect):
    KEY = "extra_turn"
    RULES = ("734", "735", "737", "738")
    DOC = (
        "« Jouez un tour supplémentaire après celui-ci » : un tour de plus pour vous, inséré dans la file "
        "des tours juste après le tour en cours, devant ceux qui attendent déjà (735, l'exemple de 738) ; "
        "l'ordre des tours reprend ensuite après le dernier tour normal (737)."
    )
    FORM = "extra_turn"
    EXAMPLE = "Distorsion temporelle"


@construct
@dataclass(frozen=True)
class DiscardCards(Effect):
    KEY = "discard"
    RULES = ("422",)
    DOC = "Défausser `count` cartes de sa main (`who`)."
    FORM = "discard: 1"
    EXAMPLE = "Brute techno-chimique"
    SHORT = "count"

    count: int = 1
    who: Who = Who.YOU


@construct
@dataclass(frozen=True)
class Buff(Effect):
    KEY = "buff"
    RULES = ("426",)
    DOC = _acts("Buffer (un pion de +1 puissance, un seul par unité).")
    FORM = "buff: {to: cible}"
    EXAMPLE = "Fosse de combat navori"
    SHORT = "to"

    to: str | None = None
    each: Filter | None = None


@construct
@dataclass(frozen=True)
class GiveMight(Effect):
    KEY = "give_might"
    RULES = ("801.3.a.2", "137")
    DOC = _acts(
        "Donner `amount` puissance (négatif pour un malus) pendant `duration` "
        "(`this_turn` : « pendant ce tour »), au minimum `minimum`."
    )
    FORM = "give_might: {amount: 2, to: cible, duration: this_turn}"
    EXAMPLE = "Discipline"

    amount: Amount = 0
    to: str | None = None
    each: Filter | None = None
    duration: Duration = Duration.THIS_TURN
    minimum: int | None = None


@construct
@dataclass(frozen=True)
class BonusDamage(Effect):
    KEY = "bonus_damage"
    RULES = ("713", "714", "714.1", "715", "715.1", "715.2", "715.4", "715.4.a")
    DOC = (
        "Dans une compétence passive : les sorts et compétences de `by` (`you` : les vôtres, `any` : "
        "tous) infligent `amount` dégâts bonus, à toute cible ou aux cartes de `each` (« aux unités "
        "ici »). Ajoutés à chaque cible d'une instruction qui inflige des dégâts, toutes les instances "
        "additionnées une fois (714, 715.2), jamais à une instruction qui n'en inflige pas (715.4) ; un "
        "blocage ou un remplacement compte avec eux (715.4.a). Pas les dégâts de combat."
    )
    FORM = "bonus_damage: {amount: 1, by: you}"
    EXAMPLE = "Annie, Enflammée"
    SHORT = "amount"

    amount: int = 1
    by: Who = Who.YOU
    each: Filter | None = None


@construct
@dataclass(frozen=True)
class NoCombatDamage(Effect):
    KEY = "no_combat_damage"
    RULES = ("363", "465.2.a")
    DOC = (
        "Dans une compétence passive : les unités de `each` n'infligent pas de dégâts de combat (« les "
        "unités ennemies ici moins puissantes que moi », Vilemaw) : leur puissance ne compte pas dans le "
        "total de leur camp (465.2.a), lu au moment des dégâts."
    )
    FORM = "no_combat_damage: {each: {kind: unit, side: enemy, place: here, weaker_than_self: true}}"
    EXAMPLE = "Vilemaw"

    to: str | None = None
    each: Filter | None = None


@construct
@dataclass(frozen=True)
class CombatDamageLast(Effect):
    KEY = "combat_damage_last"
    RULES = ("826.3", "465.2.c.6", "465.2.c.8")
    DOC = (
        "Dans une compétence passive : « je reçois les dégâts de combat en dernier », le texte dont "
        "Arrière-ligne est la version condensée (826.3) : les dégâts mortels de combat ne lui sont "
        "assignés qu'après les autres unités de son joueur qui n'ont ni ce texte ni Arrière-ligne."
    )
    FORM = "combat_damage_last: {to: self}"
    EXAMPLE = "Caitlyn, Patrouilleuse"

    to: str | None = None
    each: Filter | None = None


@construct
@dataclass(frozen=True)
class Untargetable(Effect):
    KEY = "untargetable"
    RULES = ("757", "757.1", "758", "758.1")
    DOC = (
        "Dans une compétence passive : ne peut pas être choisi par les sorts et compétences ennemis "
        "(`to: self`, ou `each` : les cartes qu'elle protège) ; jamais une cible légale pour eux (758), "
        "et plus une cible légale s'il le devient après avoir été choisi (758.1, 758.2)."
    )
    FORM = "untargetable: {to: self}"
    EXAMPLE = "Pilleuse de ruines"

    to: str | None = None
    each: Filter | None = None


@construct
@dataclass(frozen=True)
class GiveKeyword(Effect):
    KEY = "give_keyword"
    RULES = ("801.3.a", "801.3.a.2", "801.3.a.3", "807.2")
    DOC = _acts("Octroyer des mots-clés (`Assaut 3`, `Tank`) pendant `duration`.")
    FORM = "give_keyword: {keywords: [Assaut 3], to: cible, duration: this_turn}"
    EXAMPLE = "Fendoir"

    keywords: tuple[KeywordInstance, ...] = ()
    to: str | None = None
    each: Filter | None = None
    duration: Duration = Duration.THIS_TURN


@construct
@dataclass(frozen=True)
class Move(Effect):
    KEY = "move"
    RULES = ("420", "445", "449", "355.4")
    DOC = _acts(
        "Déplacer vers `destination` (`base`, `battlefield` choisi, `here`, `any`, ou "
        "`target_location` : l'emplacement de la cible `near`). La destination est un choix (355.4)."
    )
    FORM = "move: {to: cible, destination: any}"
    EXAMPLE = "Charm"

    to: str | None = None
    each: Filter | None = None
    destination: Destination = Destination.ANY
    near: str | None = None


def _simple(key: str, rules: tuple[str, ...], doc: str, example: str) -> type[Effect]:
    """An effect that only names what it acts on (`ready: {to: cible}`, `stun: cible`)."""

    @dataclass(frozen=True)
    class Simple(Effect):
        to: str | None = None
        each: Filter | None = None

    Simple.KEY, Simple.RULES, Simple.DOC, Simple.EXAMPLE = key, rules, _acts(doc), example
    Simple.FORM, Simple.SHORT = f"{key}: {{to: cible}}", "to"
    Simple.__name__ = Simple.__qualname__ = "".join(w.title() for w in key.split("_"))
    return construct(Simple)


Ready = _simple("ready", ("415",), "Préparer.", "Courant d'air")
Exhaust = _simple("exhaust", ("414",), "Épuiser (rien ne se passe si c'est déjà épuisé).", "Unchecked Power")
Stun = _simple("stun", ("423",), "Étourdir.", "Blast Cone")
Heal = _simple("heal", ("418",), "Soigner (retirer tous les dégâts).", "Sablier de Zhonya")
Recall = _simple(
    "recall", ("454", "455", "456"), "Rappeler dans la base (ce n'est pas un déplacement).", "Possession"
)
Banish = _simple("banish", ("427",), "Bannir (vers la zone de bannissement).", "Thrill of the Hunt")
ReturnToHand = _simple("return_to_hand", ("419",), "Renvoyer dans la main de son propriétaire.", "Réprimande")
Counter = _simple("counter", ("425",), "Contrer un sort ou une compétence sur la chaîne.", "Contre-sort")
Detach = _simple("detach", ("435",), "Détacher l'équipement de l'unité nommée.", "Strike Down")
TakeControl = _simple("take_control", ("188", "191"), "Prendre le contrôle.", "Possession")


@construct
@dataclass(frozen=True)
class Attach(Effect):
    KEY = "attach"
    RULES = ("434", "818.2")
    DOC = "Attacher l'équipement `gear` (une cible ou `self`) à l'unité `to`."
    FORM = "attach: {gear: self, to: cible}"
    EXAMPLE = "Brutaliseur"

    gear: str = "self"
    to: str = "cible"


@construct
@dataclass(frozen=True)
class Weaponmaster(Effect):
    KEY = "weaponmaster"
    RULES = ("821.1.b", "821.1.c", "821.1.c.2", "821.1.c.3", "821.1.c.4", "821.1.c.5", "821.1.c.6")
    DOC = (
        "Expert en armes : choisir un équipement que vous contrôlez (choix `weaponmaster_gear`), payer le "
        "coût de sa compétence Équiper, modifications comprises (821.1.c.2), réduit de [A] (821.1.c.3), "
        "et l'équiper à moi ; sans Équiper ou impayable, il reste où il est (821.1.c.4, 821.1.c.5)."
    )
    FORM = "weaponmaster"
    EXAMPLE = SOURCE_PAGE_COSTS + " : Expert en armes"


@construct
@dataclass(frozen=True)
class Create(Effect):
    KEY = "create"
    RULES = ("439", "179", "182", "183", "186", "187")
    DOC = (
        "Créer `count` créations `token` (un nom du catalogue) à `place`, préparées si `ready`, "
        "avec `keywords` ; `copy_of` en fait une copie (Reflet). Elles deviennent la référence `created`."
    )
    FORM = "create: {token: Recrue, count: 1, place: base, ready: false}"
    EXAMPLE = "Marchande honnête"

    token: str = ""
    count: Amount = 1
    place: Place = Place.BASE
    ready: bool = False
    copy_of: str | None = None
    keywords: tuple[KeywordInstance, ...] = ()


@construct
@dataclass(frozen=True)
class Add(Effect):
    KEY = "add"
    RULES = ("429", "168", "165")
    DOC = (
        "Ajouter de l'énergie et de l'essence à la réserve runique. Une compétence qui ajoute des "
        "ressources se résout dès sa finalisation, sans la chaîne (168, 429)."
    )
    FORM = "add: {energy: 0, power: {universal: 1}}"
    EXAMPLE = "PO"

    energy: Amount = 0
    power: DomainAmounts = NO_POWER


@construct
@dataclass(frozen=True)
class Channel(Effect):
    KEY = "channel"
    RULES = ("430",)
    DOC = "Canaliser `count` runes du deck de runes (épuisées si `exhausted`)."
    FORM = "channel: {count: 1, exhausted: true}"
    EXAMPLE = "Find Your Center"

    count: int = 1
    exhausted: bool = False


@construct
@dataclass(frozen=True)
class ReadyRunes(Effect):
    KEY = "ready_runes"
    RULES = ("415", "355.13")
    DOC = "Préparer `count` runes (`up_to: true` : jusqu'à N, choisies à la résolution)."
    FORM = "ready_runes: {count: 2, up_to: true}"
    EXAMPLE = "Pic de Targon"

    count: int = 1
    up_to: bool = True


@construct
@dataclass(frozen=True)
class Burn(Effect):
    KEY = "burn"
    RULES = ("440", "431")
    DOC = "Brûler N : les N cartes du dessus du deck principal vont à la défausse (exténuation possible)."
    FORM = "burn: 3"
    EXAMPLE = "Shadow Temple"
    SHORT = "count"

    count: int = 1


@construct
@dataclass(frozen=True)
class BanishTop(Effect):
    KEY = "banish_top"
    RULES = ("427", "427.3", "431.1.b")
    DOC = (
        "Bannir les `count` premières cartes de son deck principal ; elles restent liées à ce qui les a "
        "bannies (`banished_by_this`, 427.3, 393)."
    )
    FORM = "banish_top: 1"
    EXAMPLE = SOURCE_PAGE_LINKED + (
        " : « Bannissez la première carte de votre deck principal. Lorsque vous conquérez pendant ce tour, "
        "piochez-la. »"
    )
    SHORT = "count"

    count: int = 1


@construct
@dataclass(frozen=True)
class RecycleCards(Effect):
    KEY = "recycle"
    RULES = ("416", "355.10.f")
    DOC = _acts(
        "Recycler (sous le deck, 416) ; `from_trash: N` pour N cartes de votre défausse, `runes: N` pour N "
        "de vos runes (« vous devez recycler une de vos runes », 355.10.f), choisies à la résolution."
    )
    FORM = "recycle: {from_trash: 3}"
    EXAMPLE = "Dr. Mundo, Expert"

    to: str | None = None
    each: Filter | None = None
    from_trash: int = 0
    runes: int = 0


@construct
@dataclass(frozen=True)
class GainXp(Effect):
    KEY = "gain_xp"
    RULES = ("824",)
    DOC = "Gagner N XP."
    FORM = "gain_xp: 1"
    EXAMPLE = "Demacian Diplomat"
    SHORT = "amount"

    amount: Amount = 1


@construct
@dataclass(frozen=True)
class Score(Effect):
    KEY = "score"
    RULES = ("468", "469")
    DOC = "Gagner N points (`who` : vous, ou un adversaire choisi)."
    FORM = "score: 1"
    EXAMPLE = "Renata Glasc, Mastermind"
    SHORT = "points"

    points: int = 1
    who: Who = Who.YOU


@construct
@dataclass(frozen=True)
class Predict(Effect):
    KEY = "predict"
    RULES = ("436", "817")
    DOC = "Prédire : regarder la carte du dessus du deck principal, la recycler ou non."
    FORM = "predict"
    EXAMPLE = "Éclipse"


class Then(StrEnum):
    """What happens to the card chosen among those looked at."""

    TO_HAND = "to_hand"
    BANISH_AND_PLAY = "banish_and_play"
    PLAY = "play"


class Rest(StrEnum):
    """Where the others go."""

    RECYCLE = "recycle"
    TRASH = "trash"
    STAY = "stay"


@construct
@dataclass(frozen=True)
class Look(Effect):
    KEY = "look"
    RULES = ("424", "436", "431.3", "359.3.e.12")
    DOC = (
        "Regarder (ou `reveal`) les `count` cartes du dessus, en choisir `choose_count` qui passent "
        "`choose` (`optional` : « vous pouvez »), en faire `then`, puis `rest` pour les autres. "
        "Jamais d'exténuation (431.3) ; `play_cost` dit comment la carte jouée est payée."
    )
    FORM = (
        "look: {count: 5, choose: {kind: unit, might_max: 2}, optional: true, then: banish_and_play, "
        "play_cost: {ignore_cost: {}}, rest: recycle}"
    )
    EXAMPLE = "Baited Hook"

    count: int = 1
    reveal: bool = False
    choose: Filter | None = None
    choose_might_max: Amount | None = None
    choose_count: int = 1
    optional: bool = False
    then: Then = Then.TO_HAND
    play_cost: IgnoreCost | ReduceCost | None = None
    rest: Rest = Rest.RECYCLE


@construct
@dataclass(frozen=True)
class PlayCard(Effect):
    KEY = "play_card"
    RULES = ("419", "350", "355.2", "355.2.a", "355.2.b", "356.1.b", "356.1.b.1", "359.2.c", "383.4.a.2")
    DOC = (
        "Jouer une unité depuis `zone` : `ref` (`self` : cette carte, ou une cible nommée) ou une carte "
        "de la zone passant `filter` (choix `play_card`), payée à la résolution selon `cost` (ignorer le "
        "coût, ou son énergie seulement ; réduction) ; `optional` pour « vous pouvez » ; `place` : la base, "
        "un champ de bataille que vous contrôlez (`any_battlefield` : n'importe lequel, 355.2.b) ou l'un "
        "ou l'autre (choix `play_place`, 355.2) ; `by_owner` : « son propriétaire la rejoue ». Elle entre "
        "épuisée (359.2.c), puis « lorsque vous me jouez » (383.4.a.2)."
    )
    FORM = "play_card: {zone: trash, filter: {kind: unit}, cost: {ignore_cost: {}}, optional: true}"
    EXAMPLE = "The Harrowing"

    zone: str = "hand"
    filter: Filter | None = None
    ref: str | None = None
    cost: IgnoreCost | ReduceCost | None = None
    optional: bool = False
    place: Place = Place.BASE
    any_battlefield: bool = False  # « sur n'importe quel champ de bataille » (355.2.b), not only yours
    by_owner: bool = False  # « son propriétaire la rejoue »: its owner plays it, not you


@construct
@dataclass(frozen=True)
class Mode(Construct):
    KEY = "mode"
    FAMILY = "value"
    RULES = ("355.3",)
    DOC = "Un mode de « choisissez un » : un libellé, ses cibles et ses effets."
    FORM = "{label: 'Infligez 4', targets: [...], effects: [...]}"
    EXAMPLE = "Barrage de roquettes"

    label: str = ""
    targets: tuple[Target, ...] = ()
    effects: tuple[Effect, ...] = ()


@construct
@dataclass(frozen=True)
class ChooseOne(Effect):
    KEY = "choose_one"
    RULES = ("355.3",)
    DOC = "« Choisissez un » : le mode est choisi en jouant la carte (355.3), avant les cibles."
    FORM = "choose_one: {modes: [{label: …, targets: […], effects: […]}]}"
    EXAMPLE = "Barrage de roquettes"

    modes: tuple[Mode, ...] = ()


@construct
@dataclass(frozen=True)
class IfYouDo(Effect):
    KEY = "if_you_do"
    RULES = ("386", "387", "388")
    DOC = (
        "« Si vous le faites, … » : ce qui suit une instruction optionnelle ou un paiement ; quand "
        "c'est une compétence déclenchée par l'instruction, c'est un déclencheur réflexe (386)."
    )
    FORM = "if_you_do: {effects: [...]}"
    EXAMPLE = "Pickpocket"

    effects: tuple[Effect, ...] = ()
    reflexive: bool = False


@construct
@dataclass(frozen=True)
class If(Effect):
    KEY = "if"
    RULES = ("359.3.d",)
    DOC = "Des effets soumis à une condition lue à la résolution ; `otherwise` : « sinon »."
    FORM = "if: {condition: {target_died: cible}, effects: [draw: 1]}"
    EXAMPLE = "Disintegrate"

    condition: Condition | None = None
    effects: tuple[Effect, ...] = ()
    otherwise: tuple[Effect, ...] = ()


@construct
@dataclass(frozen=True)
class PayOptional(Effect):
    KEY = "pay_to"
    RULES = ("444", "203", "359.3.d")
    DOC = (
        "« Vous pouvez payer X pour Y » dans un effet : payé à la résolution, pas en jouant la carte "
        "(la page source sur les coûts)."
    )
    FORM = "pay_to: {cost: [power: {order: 1}], effects: [ready: created]}"
    EXAMPLE = "Guards!"

    cost: tuple[CostPart, ...] = ()
    effects: tuple[Effect, ...] = ()


@construct
@dataclass(frozen=True)
class ReplaceBattlefield(Effect):
    KEY = "replace_battlefield"
    RULES = ("438", "438.1", "438.1.a")
    DOC = (
        "Remplacer le champ de bataille de l'événement déclencheur (« ce champ de bataille ») par une "
        "création de champ de bataille `token` : c'est le même élément de jeu pour les effets qui le "
        "visent ou y font référence, son « ici » compris (438.1.a)."
    )
    FORM = "replace_battlefield: {token: Hautes herbes}"
    EXAMPLE = "Aîné de la forêt"

    token: str = ""


@construct
@dataclass(frozen=True)
class ActivateConquerEffects(Effect):
    KEY = "activate_conquer_effects"
    RULES = ("383.4.g", "383.4.g.1", "383.4.c")
    DOC = (
        "Activer les effets de conquête des unités ici : la condition de chacun est vérifiée comme si "
        "la conquête avait eu lieu ici ; celui dont toutes les autres conditions sont remplies va sur "
        "la chaîne comme s'il venait de se déclencher, les autres non (383.4.g.1). Aucune conquête n'a lieu."
    )
    FORM = "activate_conquer_effects: {}"
    EXAMPLE = "Arène de l'Ordalie"


@construct
@dataclass(frozen=True)
class SwapBack(Effect):
    KEY = "swap_back"
    RULES = ("438.7", "438.7.b", "438.7.b.1", "438.7.c")
    DOC = (
        "Échanger à nouveau : cette création de champ de bataille cesse d'exister et une carte qu'elle a "
        "remplacée, encore en bannissement, reprend sa place avec ses effets et statuts (au choix s'il y "
        "en a plusieurs, `swap_back`) ; s'il n'y en a plus, rien (438.7.c)."
    )
    FORM = "swap_back: {}"
    EXAMPLE = "Hautes herbes"


@construct
@dataclass(frozen=True)
class UnmodelledEffect(Effect):
    KEY = "not_modelled"
    RULES = ("360",)
    DOC = (
        "Ce que fait une compétence et que le vocabulaire ne dit pas encore, quand le moment où elle agit, "
        "lui, est modélisé : la carte se joue, puis le moteur s'arrête avec `not_modelled` en citant ce "
        "texte dès que cette partie servirait : la compétence déclenchée qui se déclenche, la compétence "
        "activée qu'on active, la compétence passive présente sur le plateau (chaque nettoyage), le sort "
        "qu'on joue ; jamais en vanille."
    )
    FORM = 'triggered: {when: moves, effects: [not_modelled: "piochez une unité révélée…"]}'
    EXAMPLE = "Rift Herald"
    SHORT = "text"

    text: str = ""
