"""Trigger conditions (382–392, 411) and delayed triggers: parsed and validated now, fired by the
trigger work (issue 8)."""

from __future__ import annotations

from dataclasses import dataclass

from judge.corpus.abilities.base import Construct, construct
from judge.corpus.abilities.effects import Effect
from judge.corpus.abilities.values import Filter, Phase, Target, Who


@dataclass(frozen=True)
class TriggerEvent(Construct):
    """What a triggered ability waits for (family `trigger`).

    Without `filter`, the event is about the source itself (« lorsque vous me jouez »); `who` is
    the player responsible for the game action (411: « lorsque vous… »).
    """

    FAMILY = "trigger"


def _event(key: str, rules: tuple[str, ...], doc: str, example: str, form: str = "") -> type[TriggerEvent]:
    @dataclass(frozen=True)
    class Event(TriggerEvent):
        filter: Filter | None = None
        who: Who = Who.ANY
        here: bool = False
        in_combat: bool = False
        nth_this_turn: int | None = None

    Event.KEY, Event.RULES, Event.EXAMPLE = key, rules, example
    Event.DOC = doc + (
        " `filter` : un autre objet que la source ; `who` : le joueur responsable (411) ; "
        "`nth_this_turn` : la N-ième fois ce tour (« la première fois… », « votre deuxième carte »)."
    )
    Event.FORM = form or key
    Event.__name__ = Event.__qualname__ = "On" + "".join(w.title() for w in key.split("_"))
    return construct(Event)


OnPlayed = _event(
    "played",
    ("383", "355.5.b", "411"),
    "Lorsqu'une carte est jouée (« lorsque vous me jouez »).",
    "Demacian Diplomat",
    "played  # ou played: {filter: {kind: spell}, who: you}",
)
OnAttacks = _event("attacks", ("383", "807.1.d"), "Lorsque j'attaque.", "Yasuo, Repenti")
OnDefends = _event("defends", ("383", "814.1.d"), "Lorsque je défends.", "Fan excessif")
OnMoves = _event(
    "moves",
    ("383", "420", "411"),
    "Lorsque je me déplace (ou qu'une unité filtrée se déplace).",
    "Chasseuse de trésors",
)
OnConquers = _event(
    "conquers",
    ("383.4.c", "469.1"),
    "Lorsque vous conquérez (`here` : ce champ de bataille).",
    "Pic de Targon",
    "conquers: {here: true, who: you}",
)
OnHolds = _event(
    "holds",
    ("383", "469"),
    "Lorsque vous occupez (`here` : ce champ de bataille).",
    "Shadow Temple",
    "holds: {here: true, who: you}",
)
OnDies = _event(
    "dies",
    ("808.1.c", "808.1.d", "383"),
    "Lorsque je suis éliminé (Agonie) ou qu'une unité filtrée meurt (`in_combat` : au combat).",
    "Marchande honnête",
)


@construct
@dataclass(frozen=True)
class OnKills(TriggerEvent):
    """« Lorsque vous éliminez une unité (avec un sort) »: a kill attributed to a player (428.5)."""

    KEY = "kills"
    RULES = ("428.5", "428.5.a", "428.5.b", "428.5.c", "428.5.c.1", "428.5.c.2", "411")
    DOC = (
        "Lorsque vous éliminez une unité (`with_spell` : avec un sort) : l'élimination est attribuée au "
        "sort ou à la compétence qui contient l'instruction Éliminer (428.5.b), ou qui a infligé les dégâts "
        "mortels en se résolvant juste avant le nettoyage (428.5.c), et son contrôleur en est responsable "
        "(428.5.c.1) ; au combat, aux unités qui ont infligé les dégâts, et leur contrôleur en est "
        "responsable (428.5.c.2). `filter` : l'objet éliminé (la source comprise, 383.2.c.1) ; `who` : le "
        "joueur responsable."
    )
    FORM = "kills: {filter: {kind: unit}, who: you, with_spell: true}"
    EXAMPLE = "Phénix immortel"

    filter: Filter | None = None
    who: Who = Who.YOU
    here: bool = False
    in_combat: bool = False
    nth_this_turn: int | None = None
    with_spell: bool = False


OnDraws = _event("draws", ("383", "413"), "Lorsqu'un joueur pioche.", "Frigid Jewel")
OnDiscards = _event(
    "discards", ("383", "422", "411"), "Lorsque vous défaussez une ou plusieurs cartes.", "Jinx, Rebelle"
)
OnStuns = _event(
    "stuns", ("383", "423", "411"), "Lorsque vous étourdissez une unité filtrée.", "Héraut de l'éclipse"
)
OnRecycles = _event(
    "recycles", ("383", "416", "411"), "Lorsque vous recyclez une ou plusieurs cartes.", "Karma, Channeler"
)
OnEquipped = _event("equipped", ("383", "818.2.a"), "Lorsqu'on m'attache un équipement.", "Aphelios, Exalted")
OnLeaves = _event("leaves", ("383", "197"), "Lorsque je quitte un emplacement.", "Lillia, Faon féérique")
OnShowdown = _event(
    "showdown_starts", ("341", "344"), "Lorsqu'une confrontation commence (`here`).", "Diana, Lunari"
)
OnWinsCombat = _event("wins_combat", ("459", "466"), "Lorsque je gagne un combat.", "Draven, Vanquisher")


@construct
@dataclass(frozen=True)
class PhaseStarts(TriggerEvent):
    KEY = "phase_starts"
    RULES = ("315", "383", "816.1.c")
    DOC = "Au début d'une phase (`whose` : votre tour, par défaut)."
    FORM = "phase_starts: {phase: beginning, whose: you}"
    EXAMPLE = "Gâchette folle"
    SHORT = "phase"

    phase: Phase = Phase.BEGINNING
    whose: Who = Who.YOU


@construct
@dataclass(frozen=True)
class PhaseEnds(TriggerEvent):
    KEY = "phase_ends"
    RULES = ("317", "383", "389")
    DOC = "À la fin d'une phase ou du tour (`turn_end`) ; `whose` : votre tour par défaut."
    FORM = "phase_ends: {phase: turn_end, whose: you}"
    EXAMPLE = "Dark Child - Starter"
    SHORT = "phase"

    phase: Phase = Phase.TURN_END
    whose: Who = Who.YOU


@construct
@dataclass(frozen=True)
class Delayed(Effect):
    KEY = "delayed"
    RULES = ("389", "390", "391", "392")
    DOC = (
        "Déclencheur différé : crée une compétence qui se déclenche à `when` ; ses cibles et choix "
        "sont faits à sa finalisation, pas maintenant (la page source : Pic de Targon)."
    )
    FORM = "delayed: {when: {phase_ends: turn_end}, effects: [ready_runes: {count: 2}]}"
    EXAMPLE = "Pic de Targon"

    when: TriggerEvent | None = None
    targets: tuple[Target, ...] = ()
    effects: tuple[Effect, ...] = ()
    optional: bool = False
    this_turn: bool = True


OnChosen = _event(
    "chosen",
    ("355.5", "383", "411"),
    "Lorsqu'un sort ou une compétence choisit un objet pour cible (`filter` : l'objet choisi ; `who` : le "
    "joueur qui contrôle le sort ou la compétence) ; aussi le moment où une restriction de ciblage "
    "(« ne peut pas être choisi par les sorts et compétences ennemis ») compterait.",
    "The Dreaming Tree",
    "chosen: {who: opponent, filter: {kind: unit, side: friendly}}",
)
