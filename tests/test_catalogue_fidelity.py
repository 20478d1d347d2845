"""No catalogue card runs as a vanilla card: every rules text is modelled, or marked where it acts.

A held-out board uses real catalogue cards. A card whose text the engine silently ignores gives a
wrong ruling with no warning, the worst defect for a judge's tool. These tests read
`rules_corpus/cards.yaml` and fail on a text left without abilities, on a mark the engine could
never reach, and on a trigger the engine never fires.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from judge.corpus.abilities import iter_constructs, not_modelled, unmodelled_texts
from judge.corpus.abilities.effects import UnmodelledEffect
from judge.corpus.abilities.kinds import Activated, Passive, Triggered
from judge.corpus.cards import read_catalogue
from judge.engine.cards import CardDef, default_catalogue
from judge.engine.interpreted import INTERPRETED

#: Cards with a text and `abilities: []`: their text says nothing their keywords (in `keywords:`, run
#: by the engine) or their type do not already say. Each entry says why.
NO_RULES_TEXT = {
    "Recrue": "création : le texte dit seulement ce qu'elle est (une unité de 1 de puissance, 187)",
    "Soldat de sable": "création : le texte dit seulement ce qu'elle est (unité de 2 de puissance, 187.3)",
    "Mecha": "création : le texte dit seulement ce qu'elle est (une unité de 3 de puissance, 187.4)",
    "Farfadet": (
        "création de 3 de puissance : son seul texte est le mot-clé Temporaire (816), que le moteur exécute "
        "au début de la phase de départ de son contrôleur (keyword_abilities)"
    ),
    "Oiseau": "création de 1 de puissance : son seul texte est le mot-clé Protection (809)",
    "Reflet": (
        "création : « devient une copie en arrivant » est l'effet qui la crée (`create: {copy_of: …}`, "
        "tokens.copied, 187.5) ; sans effet qui la crée, elle n'a rien à copier"
    ),
    "Blazing Scorcher": "son seul texte est le mot-clé Accélération (805), rappel compris",
    "Légionnaire d'arrière-garde": "son seul texte est le mot-clé Accélération (805), rappel compris",
    "Poro en armure": "son seul texte est le mot-clé Bouclier (814), rappel compris",
    "Laurent Bladekeeper": "son seul texte est le mot-clé Gank (810), rappel compris",
    "Daring Poro": "son seul texte est le mot-clé Assaut (807), rappel compris",
    "Officier pirate": "son seul texte est le mot-clé Assaut (807), rappel compris",
    "Garen, Rugged": "« Champion » est une catégorie ; le reste : les mots-clés Assaut 2 et Bouclier 2",
}

#: Types that are never played: a text on them acts on the board, so a bare `not_modelled` (which
#: stops only when the card is played) would never be reached.
NEVER_PLAYED = ("battlefield", "legend", "token")

ENGLISH = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "cards-en.json"


def _catalogue() -> list[tuple[str, CardDef]]:
    cat = default_catalogue()
    out = []
    for name in read_catalogue():
        card = cat.get(name)
        assert card is not None
        out.append((name, card))
    return out


def test_every_card_with_a_text_has_abilities_or_is_justified() -> None:
    raw = read_catalogue()
    bare = [n for n, e in raw.items() if e.get("text") and "abilities" not in e]
    assert bare == [], "des cartes à texte sans `abilities` tourneraient en vanille"
    empty = sorted(n for n, e in raw.items() if e.get("text") and e.get("abilities") == [])
    assert empty == sorted(NO_RULES_TEXT), "chaque `abilities: []` avec un texte est justifiée ici"


def test_the_justified_cards_have_only_keywords_or_are_created() -> None:
    for name, card in _catalogue():
        if name in NO_RULES_TEXT:
            assert card.keywords or card.is_token, name


def test_a_bare_mark_is_only_on_a_card_that_is_played() -> None:
    # Battlefields, legends and tokens are never played: their mark goes in the ability that says
    # when the text acts (triggered, static, replacement, activated).
    wrong = [n for n, c in _catalogue() if c.type.value in NEVER_PLAYED and not_modelled(c.abilities)]
    assert wrong == []


def test_every_mark_names_its_text() -> None:
    for name, card in _catalogue():
        for text in unmodelled_texts(card.abilities):
            assert len(text) > 10, f"{name} : « {text} » ne dit pas quel texte n'est pas modélisé"


def test_every_trigger_of_the_catalogue_is_one_the_engine_fires() -> None:
    # a triggered ability whose moment the engine never reports would never act: silently vanilla
    unfired = [
        f"{name} : {a.when.KEY}"
        for name, card in _catalogue()
        for a in iter_constructs(card.abilities)
        if isinstance(a, Triggered) and a.when is not None and ("trigger", a.when.KEY) not in INTERPRETED
    ]
    assert unfired == []


def test_a_marked_effect_is_in_an_ability_the_engine_reaches() -> None:
    # the effect form of the mark stops when its ability acts: a trigger, a passive, an activated
    # ability, a replacement's outcome or a spell, never inside something the engine skips
    for name, card in _catalogue():
        for ability in card.abilities:
            marks = [c for c in iter_constructs(ability) if isinstance(c, UnmodelledEffect)]
            if marks:
                assert ability.KEY in ("triggered", "static", "activated", "replacement", "spell"), name
                if isinstance(ability, (Triggered, Passive, Activated)):
                    assert any(m in ability.effects for m in marks) or ability.KEY == "triggered", name


@pytest.mark.skipif(not ENGLISH.is_file(), reason="le texte officiel anglais n'est pas disponible")
def test_every_card_the_official_text_gives_rules_to_has_a_text() -> None:
    # a card cannot escape these checks by having no `text`: the official English text decides
    english = {c["name"].casefold(): c for c in json.loads(ENGLISH.read_text(encoding="utf-8"))["cards"]}
    missing = []
    for name, card in _catalogue():
        official = english.get((card.name_en or name).casefold())
        rules = re.sub(r"\([^)]*\)", "", official.get("abilityText") or "").strip() if official else ""
        if rules and not card.text:
            missing.append(name)
    assert missing == []


def test_every_replacement_of_the_catalogue_is_one_the_replacement_step_applies() -> None:
    # the replacement step skips a replacement it cannot apply: from the board it would be silent
    from judge.corpus.abilities.replacement import ReplacementAbility
    from judge.engine import replacements_cards

    skipped = [
        name
        for name, card in _catalogue()
        for a in iter_constructs(card.abilities)
        if isinstance(a, ReplacementAbility) and not replacements_cards.runs(a)
    ]
    assert skipped == []


def test_every_keyword_that_stands_for_an_ability_is_declared_by_its_card() -> None:
    # Agonie, Chasse, Expert en armes and Équiper stand for an ability (808, 823, 821, 818): the card
    # declares it (`keyword:` of a triggered ability, `keywords:` of an activated one), or it would not run
    missing = []
    for name, card in _catalogue():
        for word in card.keywords:
            head = word.split(" ")[0]
            if head not in ("Agonie", "Chasse", "Expert", "Équiper"):
                continue
            if not any(
                (isinstance(a, Triggered) and a.keyword and str(a.keyword.keyword.name).split(" ")[0] == head)
                or (isinstance(a, Activated) and any(str(w).split(" ")[0] == head for w in a.keywords))
                for a in card.abilities
            ):
                missing.append(f"{name} : {word}")
    assert missing == []
