# ruff: noqa: E501  (a data table: one keyword a line)
"""The official keywords (rules 805–829) as data: French name, English name, rule, sort, value.

A card's `keywords:` and the keywords that effects grant are written with their French name and,
for valued keywords, their value (`Assaut 2`, `Niveau 6`; without a value, 1: 807.1.b.3).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class KeywordSort(StrEnum):
    """What a keyword is (801.1, and each keyword's first rule)."""

    PASSIVE = "passive"
    TRIGGERED = "triggered"
    ACTIVATED = "activated"
    PERMISSIVE = "permissive"
    DEPENDENT = "dependent"
    OPTIONAL_COST = "optional_cost"
    DECK = "deck"


@dataclass(frozen=True)
class Keyword:
    """One official keyword."""

    name: str
    en: str
    rule: str
    sort: KeywordSort
    #: Valued keywords take a number (Assaut 2) or a cost (Équiper, Répétition, Flux).
    valued: bool = False
    #: Values of several instances add up (807.2, 809.2, 814.2, 823.2); otherwise redundant.
    cumulative: bool = False
    summary: str = ""


S = KeywordSort
KEYWORDS: tuple[Keyword, ...] = (
    Keyword("Accélération", "Accelerate", "805", S.OPTIONAL_COST,
            summary="coût supplémentaire optionnel [1] + une essence du domaine : l'unité arrive préparée"),
    Keyword("Action", "Action", "806", S.PERMISSIVE, summary="peut être joué ou activé pendant les confrontations"),
    Keyword("Assaut", "Assault", "807", S.PASSIVE, valued=True, cumulative=True,
            summary="+X puissance tant que l'unité attaque"),
    Keyword("Agonie", "Deathknell", "808", S.TRIGGERED, summary="« lorsque je suis éliminé, … »"),
    Keyword("Protection", "Deflect", "809", S.PASSIVE, valued=True, cumulative=True,
            summary="les sorts et compétences adverses qui la choisissent coûtent X essences de plus"),
    Keyword("Gank", "Ganking", "810", S.PASSIVE, summary="déplacement standard d'un champ de bataille à un autre"),
    Keyword("Caché", "Hidden", "811", S.PERMISSIVE, summary="peut être caché face cachée puis joué avec Réaction"),
    Keyword("Légion", "Legion", "812", S.DEPENDENT,
            summary="le texte est actif si vous avez finalisé une autre carte ce tour"),
    Keyword("Réaction", "Reaction", "813", S.PERMISSIVE, summary="peut être joué ou activé pendant les états fermés"),
    Keyword("Bouclier", "Shield", "814", S.PASSIVE, valued=True, cumulative=True,
            summary="+X puissance tant que l'unité défend"),
    Keyword("Tank", "Tank", "815", S.PASSIVE, summary="reçoit en premier les dégâts mortels de combat"),
    Keyword("Temporaire", "Temporary", "816", S.TRIGGERED,
            summary="éliminé au début de la phase de départ de son contrôleur"),
    Keyword("Vision", "Vision", "817", S.TRIGGERED, summary="« lorsque ceci est joué, prédisez »"),
    Keyword("Équiper", "Equip", "818", S.ACTIVATED, valued=True, summary="[coût] : équipez ceci à une unité alliée"),
    Keyword("Dégainer", "Quick-Draw", "819", S.TRIGGERED,
            summary="Réaction, et « lorsque vous jouez ceci, équipez-le à une unité alliée »"),
    Keyword("Répétition", "Repeat", "820", S.OPTIONAL_COST, valued=True,
            summary="coût optionnel : les instructions s'exécutent une fois de plus"),
    Keyword("Expert en armes", "Weaponmaster", "821", S.TRIGGERED,
            summary="« lorsque vous me jouez, vous pouvez m'équiper d'un objet » avec réduction"),
    Keyword("Embuscade", "Ambush", "822", S.PASSIVE,
            summary="peut être jouée sur un champ de bataille où vous avez des unités, avec Réaction"),
    Keyword("Chasse", "Hunt", "823", S.TRIGGERED, valued=True, cumulative=True,
            summary="effet de conquête et d'occupation : gagnez X XP"),
    Keyword("Niveau", "Level", "824", S.DEPENDENT, valued=True,
            summary="le texte est actif tant que le contrôleur a au moins N XP"),
    Keyword("Unique", "Unique", "825", S.DECK, summary="un seul exemplaire de ce nom par deck"),
    Keyword("Arrière-ligne", "Backline", "826", S.PASSIVE, summary="reçoit en dernier les dégâts mortels de combat"),
    Keyword("Amplification", "Empower", "827", S.ACTIVATED, valued=True, summary="[coût] : amplifiez ceci"),
    Keyword("Amplifié", "Empowered", "828", S.DEPENDENT, summary="le texte est actif tant que la carte est amplifiée"),
    Keyword("Flux", "Flow", "829", S.PASSIVE, valued=True,
            summary="peut être joué depuis la défausse pour son coût de Flux, puis banni"),
)  # fmt: skip

BY_NAME: dict[str, Keyword] = {k.name.casefold(): k for k in KEYWORDS} | {
    k.en.casefold(): k for k in KEYWORDS
}


@dataclass(frozen=True)
class KeywordInstance:
    """A keyword as a card carries it or an effect grants it: `Assaut 2` (807.1.b)."""

    keyword: Keyword
    value: int | None = None

    @property
    def amount(self) -> int:
        """The value, 1 when omitted (807.1.b.3, 809.1.b.3, 814.1.b.3, 823.1.c.2)."""
        return 1 if self.value is None else self.value

    def __str__(self) -> str:
        return self.keyword.name + ("" if self.value is None else f" {self.value}")


def parse_keyword(text: str) -> KeywordInstance:
    """`Assaut 2` → Assaut with value 2; `ValueError` (French) for a word the rules do not define."""
    words = str(text).strip()
    value: int | None = None
    head, _, tail = words.rpartition(" ")
    if head and tail.isdigit():
        words, value = head, int(tail)
    keyword = BY_NAME.get(words.casefold())
    if keyword is None:
        known = ", ".join(k.name for k in KEYWORDS)
        raise ValueError(f"mot-clé « {text} » inconnu des règles 805–829 (mots-clés connus : {known})")
    if value is not None and not keyword.valued:
        raise ValueError(f"le mot-clé « {keyword.name} » ne prend pas de valeur (trouvé : « {text} »)")
    return KeywordInstance(keyword, value)
