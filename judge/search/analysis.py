"""French analysis of passages and queries: words to index terms.

The order matters (see the search measurements): a tokenizer that keeps elisions and rule
numbers whole, lower case, elision stripping, French stop words (accented, so before
folding), the Snowball French stemmer (before folding: folding first stems worse), the
game lemma table, accent folding last. Plain Python; the stemmer comes from the search
engine module, the only one allowed to import whoosh.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache

from judge.text import TOKEN_RE, fold, plain, strip_elision

#: Bump when the analysis changes: the index is rebuilt when this differs from the stored one.
ANALYSIS_VERSION = "fr-13"

_NUMBER_RE = re.compile(r"\d")

#: French stop words (accented: removed before folding), and the English ones of jargon questions.
STOP_WORDS: frozenset[str] = frozenset(
    """
    a ai aie aient aies ait as au aura aurai auraient aurais aurait auras aurez auriez aurions
    aurons auront aux avaient avais avait avec avez aviez avions avons ayant ayez ayons c ce ceci
    cela celle celles celui ces cet cette ceux d dans de des du elle elles en es est et eu eue
    eues eurent eus eut eux furent fus fut il ils j je l la le les leur leurs lui m ma mais me mes
    moi mon même mêmes n ne nos notre nous on ont ou où par pas pour qu que quel quelle quelles
    quels qui quoi s sa se sera serai seraient serais serait seras serez seriez serions serons
    seront ses si soient sois soit sommes son sont soyez soyons suis sur t ta te tes toi ton tu
    un une vos votre vous y à ça été étaient étais était étant êtes été donc alors ainsi
    the an of to in at for with and or not is are be it its this that by from as
    do does did was were been has have had what where when which who how why can could should
    would will my your his her their our these those there here into onto if then than any all
    some each get gets go goes happen happens you we they he she them
    """.split()
)

# Unaccented endings whose accent changes the Snowball stem (epuisee → épuisée), for words the
# corpus vocabulary could not restore.
_ACCENT_ENDINGS = (
    ("ees", "ées"),
    ("ee", "ée"),
    ("eres", "ères"),
    ("ere", "ère"),
    ("ites", "ités"),
    ("ite", "ité"),
)

# Snowball keeps -ent on third-person plurals (piochent, entrent, peuvent): the rules write them
# 2,000 times, while the words in -ent that are no verb are few. Those keep it, as do the -ment
# words (moment, comment, élément) and the -ient forms (devient, obtient: another stem).
_NOT_VERBS_IN_ENT: frozenset[str] = frozenset(
    """
    absent accent accident adjacent agent argent cent client cohérent compétent conséquent content
    continent courant dent différent équivalent évident excellent fréquent immanent inhérent
    incohérent indépendant intelligent lent parent patient permanent pertinent précédent présent
    récent serpent souvent talent torrent urgent vent
    """.split()
)

#: Stems (folded) joined to one lemma after stemming: one idea, one term.
LEMMAS: dict[str, str] = {
    # 469.1 Conquérir: conquérir, conquête, conquis(e), conquiert, conquièrent, conquérant
    "conquet": "conquer",
    "conqu": "conquer",
    "conquis": "conquer",
    "conquiert": "conquer",
    "conqui": "conquer",
    "conquier": "conquer",
    # 441 / 827 Amplification: amplifier, amplifié
    "amplifi": "amplif",
    # 179 Création / 439 Créer
    "cre": "creat",
    "creation": "creat",
    # 371 déclencheur, déclenchée, déclencher, déclenchement
    "declencheur": "declench",
    # 464.2.c défendre, défenseur
    "defendr": "defend",
    "defenseur": "defend",
    "defens": "defend",
    # 423 étourdir, étourdissement
    "etourdiss": "etourd",
    # 431 s'exténuer: exténuation, exténué, exténuer
    "extenuat": "extenu",
    # 443 payer, paie, paient, payez
    "pai": "pay",
    "paient": "pay",
    "paiement": "pay",
    # 416 recycler: recyclage
    "recyclag": "recycl",
    # 131.3 essence runique: runique, runes
    "runiqu": "run",
    # 417 / 465 dégâts, dommages
    "dommag": "deg",
    "degat": "deg",
    # 440 brûler, brûlure
    "brulur": "brul",
    # 469.2 occuper, occupation, occupant
    "occupant": "occup",
    # 808 Agonie: mourir, meurt, meurent, mort(e)
    "meurt": "mort",
    "meur": "mort",
    "mour": "mort",
    # détruire, détruit(e)
    "detruir": "detruit",
    # choisir, choix, choisissez
    "choix": "chois",
    # 355.6 ciblage, cible, cibler
    "ciblag": "cibl",
    # 188 contrôle, contrôleur, contrôler
    "controleur": "control",
    # 359 résoudre, résolution, résolu, résolvez
    "resoudr": "resolu",
    "resolv": "resolu",
    # 460 combat, combattre
    "combattr": "combat",
    # Nouns and verbs of one action, which the stemmer keeps apart:
    # nettoyage, nettoyer, nettoie
    "nettoi": "nettoyag",
    # réduction, réduire, réduit, réduisez
    "reduct": "reduir",
    "reduit": "reduir",
    "reduis": "reduir",
    # modification, modifier, modifié
    "modif": "modifi",
    # 436 prédire, Prédiction
    "predict": "predir",
    # copie, copier
    "cop": "copi",
    # résout (résoudre, résolution)
    "resout": "resolu",
    # construction, construire
    "construct": "construir",
    # remplissage, remplir, remplit
    "remplissag": "rempl",
    # restriction, restreindre
    "restrict": "restreindr",
    # exécution, exécuter; invocation, invoquer; retrait, retirer
    "execu": "execut",
    "invoc": "invoqu",
    "retr": "retir",
    # blocage, bloquer, bloqueur
    "blocag": "bloqu",
    "bloqueur": "bloqu",
}


@lru_cache(maxsize=1)
def _stemmer() -> Callable[[str], str]:
    """The Snowball French stemmer, loaded on first use."""
    # It ships with the search engine, and only that module imports whoosh (it imports this one).
    from judge.search.engine_whoosh import french_stemmer

    return french_stemmer()


def normalized(text: str) -> str:
    """Lower case, no accents, words separated by one space (to compare passage texts)."""
    return plain(text)


_FOLDED_STOP_WORDS = frozenset(fold(w) for w in STOP_WORDS) - {"des", "la", "ou", "sur"}


@dataclass(frozen=True)
class Token:
    """One analysed word: its index term, its place in the text and the word as written."""

    term: str
    start: int
    end: int
    pos: int
    word: str


#: Numbers written out, as digits: the rules write "réduits à moins de 0", "jusqu'à 3 cartes",
#: players "en dessous de zéro", "trois exemplaires" (and the reverse). "un" is a stop word, "neuf"
#: also means new. Ordinals likewise: "2eme", "2e", "deuxième" are one term; "1er" is "premier".
NUMBER_WORDS: dict[str, str] = {
    "zéro": "0", "zero": "0", "deux": "2", "trois": "3", "quatre": "4", "cinq": "5", "six": "6",
    "sept": "7", "huit": "8", "dix": "10",
    "deuxième": "2e", "troisième": "3e", "quatrième": "4e", "cinquième": "5e", "sixième": "6e",
}  # fmt: skip
_ORDINAL_RE = re.compile(r"^(\d+)(?:e|eme|ème|emes|èmes|es|nd|nde)$")
_FIRST_RE = re.compile(r"^1(?:er|re|ère|ere)s?$")


@lru_cache(maxsize=65536)
def term_of(word: str) -> str | None:
    """The index term of one lower-case word, or None for a stop word (`épuisées` → `epuis`)."""
    if _NUMBER_RE.match(word):
        if _FIRST_RE.match(word):
            return LEMMAS.get("premi", "premi")
        ordinal = _ORDINAL_RE.match(word)
        if ordinal:
            return ordinal.group(1) + "e"
        return word.replace(",", ".").rstrip(".")
    word = strip_elision(word)
    if word in NUMBER_WORDS:
        return NUMBER_WORDS[word]
    if "'" in word:
        # Compound such as aujourd'hui: keep it whole.
        return fold(word.replace("'", ""))
    if word in STOP_WORDS or len(word) < 2 or word in _FOLDED_STOP_WORDS:
        return None
    if word.isascii():
        for plain, accented in _ACCENT_ENDINGS:
            if word.endswith(plain) and len(word) > len(plain) + 2:
                word = word[: -len(plain)] + accented
                break
    # A third-person plural is stemmed as its singular (entrent → entre): Snowball leaves -ent.
    stem = fold(_stemmer()(word[:-2] if _is_plural_verb(word) else word))
    if stem in LEMMAS:
        return LEMMAS[stem]
    # Snowball keeps the r of infinitives in -ttre and -dre (mettr, prendr) but not of their other
    # forms (met, prend): « remettre » and « il remet » are one verb.
    if word.endswith("ttre") and stem.endswith("ttr"):
        stem = stem[:-2]
    elif word.endswith("dre") and stem.endswith("dr"):
        stem = stem[:-1]
    return LEMMAS.get(stem, stem)


def _is_plural_verb(word: str) -> bool:
    """True for a third-person plural as Snowball leaves it (`entrent`, `doivent`), not `moment`."""
    return (
        word.endswith("ent")
        and not word.endswith(("ment", "ient"))
        and len(word) > 5
        and word not in _NOT_VERBS_IN_ENT
    )


def iter_tokens(text: str) -> Iterator[Token]:
    """Every indexable word of `text` with its term and character offsets, stop words left out."""
    pos = 0
    for match in TOKEN_RE.finditer(text):
        word = match.group(0)
        term = term_of(word.lower())
        if not term:
            continue
        yield Token(term, match.start(), match.end(), pos, word)
        pos += 1


def analyze(text: str) -> list[str]:
    """The index terms of `text`, in order (`L'exténuation donne un point` → `extenu don point`)."""
    return [token.term for token in iter_tokens(text)]


def vocabulary_words(text: str) -> list[str]:
    """The words of `text` for a spelling vocabulary: lower case, elisions stripped, no numbers."""
    out: list[str] = []
    for m in TOKEN_RE.finditer(text):
        word = strip_elision(m.group(0).lower())
        if word and not word[0].isdigit() and "'" not in word:
            out.append(word)
    return out
