"""Naming an activated ability in a scenario (`activate.ability`, `pay.use`): its number from 0, or
the words a judge would type (« ajouter », « piocher », « Équiper », a piece of the card's text).

Each activated ability has a short French description built from its data (`describe`: its cost,
its keywords, what it does), the one the errors list. A text names the ability whose description
(with the English keys of its constructs, and the card's text when the card has one activated
ability) holds every word typed, each word as the start of one of its words; else the closest one
by fuzzy match, when it is clearly the closest. No match, or several, is a French error that lists
the card's activated abilities (376).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rapidfuzz import fuzz

from judge.corpus.abilities.costs import Energy, Power
from judge.corpus.abilities.kinds import Activated
from judge.render.words import cost_phrase
from judge.text import plain

#: The French of each non-resource cost part (357.2).
_COST_WORDS = {
    "exhaust_self": "épuiser ceci", "banish_self": "bannir ceci", "kill_self": "éliminer ceci",
    "kill_ally": "éliminer un allié", "exhaust_ally": "épuiser un allié", "discard": "défausser",
    "recycle_trash": "recycler de la défausse", "spend_buff": "dépenser un buff",
}  # fmt: skip
#: Words that name nothing by themselves: a typed text is matched without them.
_STOP = frozenset(
    "a au aux d de des du en et l la le les un une ce ceci cette pour ou avec sur".split()
    + "the an of to and or this".split()
)
#: Other words a judge types for what an effect does (matched, never shown).
_ALSO = {
    "score": "marquer point points", "damage": "degats blesser", "draw": "carte cartes",
    "kill": "tuer detruire", "add": "ressource ressources energie essence", "attach": "equiper",
    "return_to_hand": "main renvoyer",
}  # fmt: skip
#: The noun after an effect's number (« piocher 1 carte », « infliger 2 dégâts »).
_NOUNS = {
    "score": ("point", "points"), "damage": ("dégât", "dégâts"), "draw": ("carte", "cartes"),
    "give_might": ("puissance", "puissance"),
}  # fmt: skip
#: The lowest fuzzy score that names an ability, and the lead it needs over the next one.
_FUZZY_MIN, _FUZZY_LEAD = 75.0, 10.0


def _effect_word(effect: Any) -> str:
    """The French verb of an effect: the first word of its documentation (« Infliger », « Ajouter »)."""
    if effect.KEY == "add":
        gained = {"energy": getattr(effect, "energy", 0), "power": dict(effect.power.items)}
        amount = cost_phrase(gained) if isinstance(gained["energy"], int) else "des ressources"
        return f"ajouter {amount}"
    first = str(type(effect).DOC).split(" ", 1)[0].strip("«»`,.;: ")
    word = first.lower() if first.isalpha() else effect.KEY.replace("_", " ")
    numbers = (getattr(effect, f, None) for f in ("amount", "count", "points"))
    n = next((v for v in numbers if isinstance(v, int)), None)
    if n is None or isinstance(n, bool):
        return word
    one, many = _NOUNS.get(effect.KEY, ("", ""))
    if effect.KEY == "create":
        one = many = str(getattr(effect, "token", ""))
    return f"{word} {n} {one if n == 1 else many}".rstrip()


def describe(ability: Activated) -> str:
    """`1 énergie, épuiser ceci : Réaction — ajouter 1 essence runique universelle`."""
    costs: list[str] = []
    resources: dict[str, Any] = {"energy": 0, "power": {}}
    for part in ability.cost:
        if isinstance(part, Energy):
            resources["energy"] += part.amount if isinstance(part.amount, int) else 0
        elif isinstance(part, Power):
            for dom, n in part.amounts.items:
                resources["power"][str(dom)] = resources["power"].get(str(dom), 0) + n
        else:
            costs.append(_COST_WORDS.get(part.KEY, part.KEY.replace("_", " ")))
    if resources["energy"] or resources["power"]:
        costs.insert(0, cost_phrase(resources))
    keywords = ", ".join(k.keyword.name for k in ability.keywords)
    does = ", ".join(_effect_word(e) for e in ability.effects) or "aucun effet modélisé"
    return f"{', '.join(costs) or 'sans coût'} : {keywords + ' — ' if keywords else ''}{does}"


def listing(abilities: Sequence[Activated]) -> str:
    """`0 : … ; 1 : …`, for an error; `aucune` when the card has none."""
    return " ; ".join(f"{i} : {describe(a)}" for i, a in enumerate(abilities)) or "aucune"


def _haystack(ability: Activated, card_text: str, alone: bool) -> str:
    english = [p.KEY for p in ability.cost] + [e.KEY for e in ability.effects]
    english += [k.keyword.en for k in ability.keywords] + [_ALSO.get(e.KEY, "") for e in ability.effects]
    return plain(" ".join([describe(ability), *english, card_text if alone else ""]))


def _names(words: list[str], hay: str) -> bool:
    have = hay.split()
    return all(any(h.startswith(w) for h in have) for w in words)


def find_ability(wanted: Any, abilities: Sequence[Activated], card: str, card_text: str = "") -> int | str:
    """The index of the activated ability `wanted` names, or a French reason listing them."""
    if isinstance(wanted, bool):
        return f"`ability` est un numéro ou un texte, pas {wanted} (compétences : {listing(abilities)})"
    if isinstance(wanted, int) or (isinstance(wanted, str) and wanted.strip().isdigit()):
        index = int(wanted)
        if 0 <= index < len(abilities):
            return index
        return (
            f"{card} n'a pas de compétence activée n° {index} (compétences activées, numérotées à "
            f"partir de 0 : {listing(abilities)})"
        )
    typed = plain(str(wanted))
    words = [w for w in typed.split() if w not in _STOP] or typed.split()
    if not words:
        return f"`ability` est vide ; compétences activées de {card} : {listing(abilities)}"
    hays = [_haystack(a, card_text, len(abilities) == 1) for a in abilities]
    named = [i for i, hay in enumerate(hays) if typed in hay or _names(words, hay)]
    if len(named) == 1:
        return named[0]
    if len(named) > 1:
        shown = " ; ".join(f"{i} : {describe(abilities[i])}" for i in named)
        return (
            f"« {wanted} » désigne plusieurs compétences activées de {card} ({shown}) : "
            "écrivez son numéro ou plus de mots (376)"
        )
    scores = sorted(((fuzz.partial_ratio(typed, hay), i) for i, hay in enumerate(hays)), reverse=True)
    best = scores[0] if scores else (0.0, -1)
    if best[0] >= _FUZZY_MIN and (len(scores) == 1 or best[0] - scores[1][0] >= _FUZZY_LEAD):
        return best[1]
    return (
        f"{card} n'a pas de compétence activée « {wanted} » (compétences activées, numérotées à partir "
        f"de 0 : {listing(abilities)})"
    )


def activated_of(abilities: Sequence[Any]) -> list[Activated]:
    """The activated abilities among a card's abilities, in the card's order (their numbers)."""
    return [a for a in abilities if isinstance(a, Activated)]
