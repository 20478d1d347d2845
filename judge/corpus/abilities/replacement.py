"""Replacement effects (367–375, 438, 443): the event they rewrite and what happens instead.

The engine's one replacement step (`judge.engine.replacement`) applies them: a card's
`replacement` while its source is where it works (370.3), a `create_replacement` for its duration.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from judge.corpus.abilities.base import SOURCE_PAGE, Ability, Construct, construct
from judge.corpus.abilities.conditions import Condition
from judge.corpus.abilities.costs import CostPart
from judge.corpus.abilities.effects import Effect
from judge.corpus.abilities.values import Duration, Filter, Target, Who, Zone


@dataclass(frozen=True)
class ReplacedEvent(Construct):
    """The event a replacement listens to before it happens (family `replaced`)."""

    FAMILY = "replaced"


def _replaced(key: str, rules: tuple[str, ...], doc: str, example: str) -> type[ReplacedEvent]:
    @dataclass(frozen=True)
    class Replaced(ReplacedEvent):
        to: str | None = None
        filter: Filter | None = None

    Replaced.KEY, Replaced.RULES, Replaced.EXAMPLE = key, rules, example
    Replaced.DOC = doc + " Sur `to` (une référence), les objets d'un `filter`, ou la source."
    Replaced.FORM = f"{key}: {{filter: {{kind: unit, side: friendly}}}}"
    Replaced.__name__ = Replaced.__qualname__ = "Would" + "".join(w.title() for w in key.split("_"))
    return construct(Replaced)


WouldDie = _replaced(
    "would_die", ("367", "428", "808.1.d.1"), "Une unité devrait mourir.", "Sablier de Zhonya"
)
class DamageBy(StrEnum):
    """What deals the damage a replacement listens to: combat (465.2.d), or spells and abilities."""

    COMBAT = "combat"
    SPELLS_AND_ABILITIES = "spells_and_abilities"


@construct
@dataclass(frozen=True)
class WouldTakeDamage(ReplacedEvent):
    KEY = "would_take_damage"
    RULES = ("367", "417", "417.6")
    DOC = (
        "Des dégâts devraient être infligés. Sur `to` (une référence), les objets d'un `filter`, ou la "
        "source ; `by` : seulement ceux des sorts et compétences (`spells_and_abilities`) ou du combat."
    )
    FORM = "would_take_damage: {filter: {kind: unit, side: friendly}, by: spells_and_abilities}"
    EXAMPLE = "Contre-attaque"

    to: str | None = None
    filter: Filter | None = None
    by: DamageBy | None = None
WouldEnter = _replaced(
    "would_enter", ("367", "359.2.c"), "Un permanent devrait entrer sur le plateau.", "Baliste de fer"
)
WouldMove = _replaced(
    "would_move",
    ("443", "367"),
    "Une unité devrait se déplacer.",
    SOURCE_PAGE + " : passer le prochain déplacement",
)


@construct
@dataclass(frozen=True)
class WouldDrawPhase(ReplacedEvent):
    KEY = "would_draw_phase"
    RULES = ("443", "367", "315.4")
    DOC = "La phase de pioche d'un joueur (`who` : vous par défaut, relativement au contrôleur)."
    FORM = "would_draw_phase: {who: you}"
    EXAMPLE = SOURCE_PAGE + " : passer la phase de pioche"

    who: Who = Who.YOU
    to: str | None = None
    filter: Filter | None = None


@construct
@dataclass(frozen=True)
class WouldScore(ReplacedEvent):
    KEY = "would_score"
    RULES = ("443", "367", "468")
    DOC = (
        "Un joueur devrait gagner un point : `who` (relativement au contrôleur), ou `filter` de genre "
        "`opponent`/`player` ; `reason` le limite à une façon de marquer (`conquest`, `hold`) ; "
        "`choose_player` : un joueur choisi quand l'effet se crée (« choisissez un joueur »)."
    )
    FORM = "would_score: {who: opponent, reason: conquest}"
    EXAMPLE = "Tianna Crownguard"

    who: Who = Who.ANY
    reason: str | None = None
    choose_player: bool = False
    to: str | None = None
    filter: Filter | None = None


WouldDraw = WouldDrawPhase
WouldLeaveChain = _replaced(
    "would_leave_chain",
    ("829.1.b.1", "367", "389"),
    "Un sort devrait quitter la chaîne (remplacement différé).",
    "Distorsion temporelle",
)


@dataclass(frozen=True)
class Outcome(Construct):
    """What happens instead (family `outcome`)."""

    FAMILY = "outcome"


@construct
@dataclass(frozen=True)
class Instead(Outcome):
    KEY = "instead"
    RULES = ("367", "368", "438")
    DOC = "« À la place » : les effets donnés remplacent l'événement."
    FORM = "instead: {effects: [kill: self, heal: triggering, exhaust: triggering, recall: triggering]}"
    EXAMPLE = "Sablier de Zhonya"
    SHORT = None

    effects: tuple[Effect, ...] = ()


@construct
@dataclass(frozen=True)
class Skip(Outcome):
    KEY = "skip"
    RULES = ("443",)
    DOC = "Passer : l'événement est remplacé par rien."
    FORM = "skip"
    EXAMPLE = "Tianna Crownguard"


@construct
@dataclass(frozen=True)
class Prevent(Outcome):
    KEY = "prevent"
    RULES = ("367", "417")
    DOC = "Empêcher (des dégâts)."
    FORM = "prevent"
    EXAMPLE = "Contre-attaque"


@construct
@dataclass(frozen=True)
class Double(Outcome):
    KEY = "double"
    RULES = ("432", "367")
    DOC = "Doubler (les dégâts)."
    FORM = "double"
    EXAMPLE = "Lotus Trap"


@construct
@dataclass(frozen=True)
class EntersExhausted(Outcome):
    KEY = "enters_exhausted"
    RULES = ("367", "359.2.d")
    DOC = "Le permanent entre épuisé."
    FORM = "enters_exhausted"
    EXAMPLE = "Baliste de fer"


@construct
@dataclass(frozen=True)
class EntersReady(Outcome):
    KEY = "enters_ready"
    RULES = ("367", "805.6", "359.2.c")
    DOC = "L'unité entre préparée (comme Accélération, 805.6)."
    FORM = "enters_ready"
    EXAMPLE = "Eager Drakehound"


@construct
@dataclass(frozen=True)
class BanishInstead(Outcome):
    KEY = "banish_instead"
    RULES = ("829.1.b.1", "367")
    DOC = "Le sort est banni au lieu de quitter la chaîne vers la défausse."
    FORM = "banish_instead"
    EXAMPLE = "Distorsion temporelle"


@construct
@dataclass(frozen=True)
class ReplacementAbility(Ability):
    KEY = "replacement"
    RULES = ("367", "368", "370", "371", "372", "374", "375")
    DOC = (
        "Effet de remplacement : `replaces` l'événement, `outcome` ce qui arrive à la place ; actif "
        "seulement si sa source est déjà dans `active_in` avant l'événement (370) ; `optional` "
        "(« vous pouvez »), `once_per_turn` (371), `cost` payé en remplaçant."
    )
    FORM = (
        "replacement: {replaces: {would_die: {filter: {kind: unit, side: friendly}}}, optional: true, "
        "outcome: {instead: {effects: [...]}}}"
    )
    EXAMPLE = "Sablier de Zhonya"

    replaces: ReplacedEvent | None = None
    outcome: Outcome | None = None
    optional: bool = False
    once_per_turn: bool = False
    cost: tuple[CostPart, ...] = ()
    active_in: Zone = Zone.BOARD
    next_only: bool = False
    condition: Condition | None = None


@construct
@dataclass(frozen=True)
class CreateReplacement(Effect):
    KEY = "create_replacement"
    RULES = ("367", "389", "801.3.a.2")
    DOC = (
        "Un effet qui crée un remplacement pour une durée (« la prochaine fois que… ce tour », "
        "« empêchez tous les dégâts… ce tour ») ; `targets` de la cible qu'il protège."
    )
    FORM = (
        "create_replacement: {duration: this_turn, replacement: {replaces: …, outcome: …, next_only: true}}"
    )
    EXAMPLE = "Contre-attaque"

    replacement: ReplacementAbility = ReplacementAbility()
    duration: Duration = Duration.THIS_TURN
    targets: tuple[Target, ...] = ()
