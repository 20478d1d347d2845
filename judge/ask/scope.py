"""Questions the game rules do not answer: said plainly, with the nearest topics they do cover.

Prices, whether a given deck list is legal in a format (banned cards, rotations), a card the
catalogue does not know, tournament penalties while the tournament rules are not imported:
`judge ask` answers that the rules do not cover it instead of padding with loose excerpts.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from judge.text import fold


@dataclass(frozen=True)
class OutOfScope:
    """Why the rules do not answer, in French, and the topics that come nearest (search links)."""

    topic: str  # a stable key: price, deck_legality, unknown_card, tournament
    message: str
    nearest: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        """`{"topic", "message", "nearest"}`."""
        return {"topic": self.topic, "message": self.message, "nearest": list(self.nearest)}


# Matched on the folded question (no accents, lower case).
_PRICE_RE = re.compile(
    r"\b(?:prix|euros?|dollars?|cote|valeur\s+marchande|acheter|achete|vendre|revendre|booster|display)\b|[€$]"
)
# « Combien coûte… » is a price unless it asks about a game resource (« combien coûte-t-il en énergie »).
_HOW_MUCH_RE = re.compile(r"\bcombien\s+(?:coute|coutent|vaut|valent)\b")
_GAME_RESOURCE_RE = re.compile(
    r"\b(?:energie|puissance|runes?|essence|mana|points?|xp|cout\s+en|cartes?\s+en\s+main)\b"
)
_LEGALITY_RE = re.compile(
    r"\b(?:(?:mon|ce|le|un)\s+deck\s+(?:est[\s-]*(?:il|elle)?\s*)?(?:legal|valide|autorise)"
    r"|legal(?:e|ite)?\s+en\s+(?:tournoi|format|competition)|banlist|ban\s*list|bannie?s?\s+en\s+tournoi"
    r"|cartes?\s+(?:interdites?|bannies\s+du\s+format)|format\s+(?:standard|officiel)|rotation)\b"
)
_TOURNAMENT_RE = re.compile(
    r"\b(?:penalites?|sanctions?|avertissements?|disqualifi\w*|game\s+loss|infractions?|tricher\w*"
    r"|triche|arbitre\s+de\s+tournoi|juge\s+principal|retard\s+au\s+match|slow\s*play|lenteur)\b"
)
# « la carte Foo Bar », « la carte « Foo » » : a name the judge gives as a card's.
_CARD_NAME_RE = re.compile(
    r"\bcartes?\s+[«\"“]\s*([^»\"”]{2,40}?)\s*[»\"”]|\bcartes?\s+((?:[A-Z][\w’'-]+\s?){1,4})"
)

_PRICE = (
    "Les règles ne parlent pas du prix ni de la valeur des cartes : c'est une affaire de boutique ou "
    "de marché, pas de règle du jeu."
)
_LEGALITY = (
    "Les règles du jeu disent comment construire un deck (règle 103 : taille, exemplaires, domaines), "
    "mais pas quelles cartes un format de tournoi autorise ou interdit : voyez la liste officielle du "
    "format pour savoir si un deck précis est légal."
)
_TOURNAMENT = (
    "Les pénalités et la conduite en tournoi relèvent des règles de tournoi, qui ne sont pas dans le "
    "corpus : importez-les avec « judge corpus import FICHIER » pour chercher dedans."
)


def _unknown_card(question: str, is_card: Callable[[str], bool]) -> str | None:
    """The name the question gives as a card's when the catalogue does not know it."""
    for match in _CARD_NAME_RE.finditer(question):
        name = (match.group(1) or match.group(2) or "").strip()
        if name and not is_card(name):
            return name
    return None


def out_of_scope(
    question: str,
    *,
    is_card: Callable[[str], bool],
    documents: Iterable[str],
) -> OutOfScope | None:
    """The reason the rules do not answer `question`, or None when they may. `is_card(name)` says
    whether the catalogue knows a card name; `documents` are the corpus document kinds and ids
    (tournament rules count once imported)."""
    folded = fold(question)
    if _PRICE_RE.search(folded) or (_HOW_MUCH_RE.search(folded) and not _GAME_RESOURCE_RE.search(folded)):
        return OutOfScope("price", _PRICE, ("Coût", "Carte", "Construction de deck"))
    if _LEGALITY_RE.search(folded):
        return OutOfScope(
            "deck_legality", _LEGALITY, ("Construction de deck", "Deck principal", "Cartes signatures")
        )
    if _TOURNAMENT_RE.search(folded) and not any("tourn" in fold(d) for d in documents):
        return OutOfScope("tournament", _TOURNAMENT, ("Priorité", "Tour", "Joueur du tour"))
    name = _unknown_card(question, is_card)
    if name is not None:
        message = (
            f"La carte « {name} » n'est pas dans le catalogue des cartes connues : les règles ne disent "
            "rien d'elle en particulier. Vérifiez son nom, ou cherchez ses mots-clés."
        )
        return OutOfScope("unknown_card", message, ("Carte", "Mot-clé", "Champion"))
    return None
