"""Everyday English words of players' questions, in French: the glossary translates the game's
jargon ("burn out" → Exténuation), this table the plain words around it ("empty" → vide), so
"burnout empty deck" also finds "deck principal vide".

Only English words that are not French words too (never "main", "deck", "point", "combat"),
and no game term (those belong to rules_corpus/glossary.yaml).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

#: Folded English word → French words (analysed later like the query).
ENGLISH_TO_FRENCH: Mapping[str, str] = {
    "empty": "vide",
    "draw": "piocher",
    "draws": "pioche",
    "drawing": "piocher",
    "hand": "main",
    "turn": "tour",
    "turns": "tours",
    "twice": "deux fois",
    "opponent": "adversaire",
    "opponents": "adversaires",
    "enemy": "ennemi",
    "friendly": "allié",
    "unit": "unité",
    "units": "unités",
    "damage": "dégâts",
    "kill": "éliminer",
    "killed": "éliminé",
    "dies": "meurt",
    "die": "mourir",
    "win": "gagner",
    "wins": "gagne",
    "lose": "perdre",
    "first": "premier",
    "last": "dernier",
    "cost": "coût",
    "costs": "coûts",
    "pay": "payer",
    "play": "jouer",
    "played": "joué",
    "move": "déplacer",
    "moves": "déplace",
    "top": "dessus",
    "bottom": "dessous",
    "random": "aléatoire",
    "shuffle": "mélanger",
    "look": "regarder",
    "copies": "exemplaires",
    "same": "même",
    "name": "nom",
    "limit": "limite",
    "before": "avant",
    "after": "après",
    "end": "fin",
    "beginning": "début",
    "start": "début",
    "during": "pendant",
    "again": "nouveau",
    "cards": "cartes",
    "card": "carte",
    "battlefield": "champ de bataille",
    "battlefields": "champs de bataille",
    "equipment": "équipement",
    "spell": "sort",
    "spells": "sorts",
    "token": "jeton",
    # Everyday words of English questions (measured on the tune set's English questions: see README).
    "already": "déjà",
    "both": "deux",
    "next": "prochain",
    "only": "seul",
    "more": "plus",
    "less": "moins",
    "until": "jusqu'à",
    "enter": "entrer",
    "enters": "entre",
    "attacks": "attaque",
    "controls": "contrôle",
    "effect": "effet",
    "effects": "effets",
    "step": "étape",
    "steps": "étapes",
    "simultaneous": "simultané",
    "choose": "choisir",
    "choice": "choix",
    "put": "mettre",
    "under": "sous",
    "another": "autre",
    "other": "autre",
    "copy": "copie",
    "ends": "fin",
}


def translate(folded_words: Sequence[str]) -> list[str]:
    """French words for the plain English words among `folded_words`."""
    return [ENGLISH_TO_FRENCH[w] for w in folded_words if w in ENGLISH_TO_FRENCH]
