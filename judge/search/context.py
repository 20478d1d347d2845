"""Everything a search needs, loaded once per JUDGE_HOME and corpus: index, speller, maps.

The corpus, the glossary and the spelling vocabulary are read once per process; each
thread gets its own engine searcher over the same on-disk index.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path
from typing import TypeVar

from judge.corpus import glossary
from judge.corpus.paraphrases import load_paraphrases
from judge.corpus.passage import Passage
from judge.corpus.store import Corpus, load_corpus
from judge.paths import judge_home
from judge.search.analysis import analyze, normalized
from judge.search.cards import CardNames, keyword_rule_map
from judge.search.engine_whoosh import EngineSearcher
from judge.search.english import ENGLISH_TO_FRENCH
from judge.search.french_words import is_common_word
from judge.search.index import (
    index_folder,
    is_damaged,
    load_associations,
    load_phrasings,
    load_vocabulary,
    thread_searcher,
)
from judge.search.paraphrase import Paraphrases
from judge.search.spelling import ENGLISH_WORDS, Speller
from judge.text import fold

# "Bannir est l'action…", "L'exténuation est une action…", "Conquérir signifie…", "469.1. Conquérir :
# un joueur gagne…", "Les effets de conquête sont…": the term a passage opens by defining.
_DEFINES_RE = re.compile(
    r"^\W*(?:(?:l|d)['’]\s*|les?\s+|la\s+|un\s+|une\s+|des\s+)?(?P<term>[\w’'-]+(?:\s+[\w’'-]+){0,3}?)"
    r"(?:\s+(?:est|sont|signifie|signifient|désigne|désignent|représente)\s|\s*:\s)",
    re.IGNORECASE,
)
_NOT_A_SUBJECT = (
    "lorsqu",
    "si",
    "quand",
    "s'",
    "s’",
    "dès",
    "chaque",
    "tout",
    "pour",
    "il",
    "elle",
    "ce",
    "cela",
    "on",
)

_SENTENCE_END_RE = re.compile(r"[.:;!?]\s*$")


def _is_name(text: str) -> bool:
    """True for a rule text that is only a name ("Phase d'éveil"), not a sentence."""
    return len(text.split()) <= 5 and not _SENTENCE_END_RE.search(text) and not text[:1].isdigit()


#: Two query words count as a phrase in a passage when at most this many words apart there.
NEAR = 3


@dataclass
class SearchContext:
    """The loaded corpus and what was derived from it for searching."""

    corpus: Corpus
    folder: Path
    speller: Speller
    expansions: Mapping[str, Sequence[str]]
    glossary_terms: tuple[str, ...]
    by_id: dict[str, Passage]
    rule_passage: dict[str, Passage]
    compounds: frozenset[tuple[str, ...]] = frozenset()  # analysed glossary terms of several words
    cards: CardNames | None = None  # the catalogue cards, found by name
    next_passage: dict[str, Passage] = field(default_factory=dict)
    paraphrases: Paraphrases = field(default_factory=lambda: Paraphrases(()))  # judges' words → the rules'
    #: passage id → the analysed terms of each judges' phrasing of it (judge.search.phrasings)
    phrasings: Mapping[str, tuple[frozenset[str], ...]] = field(default_factory=dict)
    #: judges' word → the rules' words it goes with (judge.search.associations), learned at indexing
    associations: Mapping[str, tuple[tuple[str, float], ...]] = field(default_factory=dict)
    _passage_terms: dict[str, frozenset[str]] = field(default_factory=dict)
    _asked_terms: dict[str, frozenset[str]] = field(default_factory=dict)
    _pairs: dict[str, dict[tuple[str, str], int]] = field(default_factory=dict)
    _texts: dict[str, str] = field(default_factory=dict)
    _sequences: dict[str, str] = field(default_factory=dict)

    def searcher(self) -> EngineSearcher:
        """This thread's engine searcher."""
        return thread_searcher(self.folder)

    def rule_exists(self, number: str) -> bool:
        """True when `number` is a rule (or heading) of the corpus."""
        return number in self.rule_passage

    def title_terms(self, passage: Passage) -> frozenset[str]:
        """The analysed terms of the title of a rule, heading or glossary entry (else empty)."""
        return _cached(self._passage_terms, "title:" + passage.id, lambda: _title_terms(passage))

    def subtitle_terms(self, passage: Passage) -> frozenset[str]:
        """The terms of the nearest sub-heading over a rule: a rule that is only a name ("315.1.
        Phase d'éveil", "103.3. Deck de runes") titles the rules under it (else empty)."""
        return _cached(self._passage_terms, "subtitle:" + passage.id, lambda: self._subtitle(passage))

    def _subtitle(self, passage: Passage) -> frozenset[str]:
        """`subtitle_terms` before caching: the rule itself or the nearest parent that is a name."""
        if passage.kind != "rule":
            return frozenset()
        for number in (passage.rule, *reversed(passage.parent_rules)):
            owner = self.rule_passage.get(number) if number else None
            if owner is not None and owner.kind == "rule" and _is_name(owner.text):
                return frozenset(analyze(owner.text))
        return frozenset()

    def defined_terms(self, passage: Passage) -> frozenset[str]:
        """The terms of the word a passage opens by defining ("Bannir est l'action…" → bann), or of
        the title of a seed excerpt's glossary line, or empty."""
        return _cached(self._passage_terms, "defined:" + passage.id, lambda: _defined_terms(passage))

    def defining_passage(self, number: str) -> Passage | None:
        """The passage that says what rule `number` is: its first sub-rule with text (807.1 under
        the heading 807 « Assaut »), else the rule itself; None when the corpus lacks it."""
        own = self.rule_passage.get(number)
        first = self.rule_passage.get(number + ".1")
        if own is not None and own.kind == "heading" and first is not None:
            return first
        return own or first

    def following(self, passage: Passage) -> Passage | None:
        """The next passage of the same document (by order), if any."""
        return self.next_passage.get(passage.id)

    def normalized_text(self, passage: Passage) -> str:
        """The passage text lower case, without accents or punctuation (cached, for deduplication)."""
        return _cached(self._texts, passage.id, lambda: normalized(passage.text))

    def near_pairs(self, passage: Passage) -> Mapping[tuple[str, str], int]:
        """(a, b) → fewest words from a to a later b, for terms at most `NEAR` words apart in the
        passage (1: side by side, in that order); for phrase-like matches."""
        return _cached(self._pairs, passage.id, lambda: _near_pairs(analyze(passage.text)))

    def term_sequence(self, passage: Passage) -> str:
        """The passage's analysed terms in order, one space apart with spaces around (cached): a
        query phrase is in the passage when `" " + " ".join(terms) + " "` is in it."""
        return _cached(self._sequences, passage.id, lambda: " " + " ".join(analyze(passage.text)) + " ")

    def parent_terms(self, passage: Passage) -> frozenset[str]:
        """The analysed terms of a passage's parents' titles (an explanation page's question)."""
        key = "parents:" + passage.id
        return _cached(self._passage_terms, key, lambda: frozenset(analyze(" ".join(passage.parents))))

    def asked_terms(self, passage: Passage) -> frozenset[str]:
        """The analysed terms of the judges' phrasings of a rule (judge.corpus.asked), cached."""
        return _cached(
            self._asked_terms, passage.id, lambda: frozenset().union(*self.phrasing_terms(passage))
        )

    def phrasing_terms(self, passage: Passage) -> tuple[frozenset[str], ...]:
        """The analysed terms of each judges' phrasing of a rule, one set per phrasing."""
        return self.phrasings.get(passage.id, ())

    def own_terms(self, passage: Passage) -> frozenset[str]:
        """The analysed terms a passage holds itself: its text, title and terms, and for an
        explanation its page's question; not the judges' phrasings of it (cached)."""
        if passage.kind != "explanation":
            return self.passage_terms(passage)
        key = "own:" + passage.id
        return _cached(
            self._passage_terms, key, lambda: self.passage_terms(passage) | self.parent_terms(passage)
        )

    def passage_terms(self, passage: Passage) -> frozenset[str]:
        """The analysed terms of a passage's text, title and terms (cached)."""
        return _cached(
            self._passage_terms,
            passage.id,
            lambda: frozenset(analyze(" ".join((passage.title, passage.text, " ".join(passage.terms))))),
        )


_T = TypeVar("_T")


def _cached(cache: dict[str, _T], key: str, compute: Callable[[], _T]) -> _T:
    """`cache[key]`, computed and stored on first use (what the context derives per passage)."""
    found = cache.get(key)
    if found is None:
        found = compute()
        cache[key] = found
    return found


def _title_terms(passage: Passage) -> frozenset[str]:
    """`SearchContext.title_terms` before caching."""
    if passage.kind in ("rule", "heading", "glossary"):
        return frozenset(analyze(passage.title))
    return frozenset()


def _defined_terms(passage: Passage) -> frozenset[str]:
    """`SearchContext.defined_terms` before caching."""
    if passage.kind == "glossary" and passage.document.startswith("seed:"):
        # The glossary line that closes a seed excerpt defines its title ("Conquérir": "Gagner un
        # combat… = +1 point"). Measured: public set MRR 0.925 → 0.948 embedded, 0.817 → 0.845 full.
        return frozenset(analyze(passage.title))
    match = _DEFINES_RE.match(passage.text)
    subject = match.group("term") if match else ""
    first = subject.split()[0].lower() if subject.split() else ""
    if first.startswith(_NOT_A_SUBJECT):
        subject = ""  # "Lorsqu'une carte est bannie": a condition, not a definition
    return frozenset(analyze(subject))


def _near_pairs(terms: Sequence[str]) -> dict[tuple[str, str], int]:
    """(a, b) → fewest words from a to a later b, for terms at most `NEAR` apart in `terms`."""
    found: dict[tuple[str, str], int] = {}
    for i, a in enumerate(terms):
        for gap, b in enumerate(terms[i + 1 : i + 1 + NEAR], start=1):
            if gap < found.get((a, b), NEAR + 1):
                found[(a, b)] = gap
    return found


_contexts: dict[tuple[Path, str], SearchContext] = {}
_lock = threading.Lock()


def _glossary() -> tuple[Mapping[str, Sequence[str]], tuple[str, ...], tuple[str, ...]]:
    """Glossary expansions, every term (French and English) and the French terms alone ("Champ de
    bataille", "Deck principal")."""
    entries = glossary.load_glossary()
    names: list[str] = []
    for entry in entries:
        names.append(entry.term)
        if entry.en:
            names.append(entry.en)
    return _plain_senses(glossary.expansions()), tuple(names), tuple(entry.term for entry in entries)


_QUALIFIER_RE = re.compile(r"\s*\([^)]*\)")


def _plain_senses(expansions: Mapping[str, Sequence[str]]) -> dict[str, list[str]]:
    """The expansions, a word of several senses ("préparé": Préparer, Préparé (combat ou
    confrontation)) without the words that tell its senses apart: they are not in the question."""
    return {
        key: [_QUALIFIER_RE.sub("", term) for term in terms] if len(terms) > 1 else list(terms)
        for key, terms in expansions.items()
    }


def card_names(corpus: Corpus) -> list[str]:
    """Every name of every card (display name, English name, aliases), once each."""
    names = (n for p in corpus.passages if p.kind == "card" for n in (p.title, *p.terms) if n)
    return list(dict.fromkeys(names))


def _rank_for_rule(passage: Passage | None) -> tuple[int, int]:
    """Which passage stands for a rule number, lowest first: a rule or heading over a quote, then
    French over an imported translation (`core-en`); the first one read wins a tie."""
    if passage is None:
        return (9, 9)
    return (passage.kind not in ("rule", "heading"), passage.extra.get("lang", "fr") != "fr")


def _build_context(corpus: Corpus, home: Path) -> SearchContext:
    """Index (built when stale), speller, card names and passage maps for `corpus`."""
    folder = index_folder(corpus, home)
    expansions, glossary_terms, french_terms = _glossary()
    all_names = card_names(corpus)
    names = [*glossary_terms, *all_names]
    known = [w for key in expansions for w in key.split()] + list(ENGLISH_TO_FRENCH)
    vocabulary = load_vocabulary(folder)
    learned = load_associations(folder)
    ordinary = {fold(w) for w in known} | ENGLISH_WORDS | set(vocabulary.words)

    def is_ordinary(word: str) -> bool:
        # A word the rules, the jargon or French already use ("Block", "Défi") names a card only alone.
        return fold(word) in ordinary or is_common_word(fold(word))

    keywords = keyword_rule_map((e.term, e.rule, e.category) for e in glossary.load_glossary())
    cards = CardNames((p for p in corpus.passages if p.kind == "card"), is_ordinary, keywords)
    # The words of card names are words, not typos ("Bladekeeper", "Fendoir").
    known += [w for name in all_names for w in re.findall(r"[^\W\d_]+", name)]
    paraphrases = Paraphrases(load_paraphrases())
    known += paraphrases.words()
    speller = Speller(vocabulary, names=names, known=known)
    by_id = {p.id: p for p in corpus.passages}
    rule_passage: dict[str, Passage] = {}
    for p in corpus.passages:
        if p.rule and _rank_for_rule(p) < _rank_for_rule(rule_passage.get(p.rule)):
            rule_passage[p.rule] = p
    by_document: dict[str, list[Passage]] = {}
    for p in corpus.passages:
        by_document.setdefault(f"{p.document}/{p.kind}", []).append(p)
    next_passage: dict[str, Passage] = {}
    for members in by_document.values():
        members.sort(key=lambda p: p.order)
        next_passage.update((a.id, b) for a, b in pairwise(members))
    compounds = frozenset(t for t in (tuple(analyze(name)) for name in french_terms) if len(t) >= 2)
    return SearchContext(
        cards=cards,
        compounds=compounds,
        next_passage=next_passage,
        corpus=corpus,
        folder=folder,
        speller=speller,
        expansions=expansions,
        paraphrases=paraphrases,
        phrasings=load_phrasings(folder),
        associations=learned,
        glossary_terms=glossary_terms,
        by_id=by_id,
        rule_passage=rule_passage,
    )


def get_context(home: Path | None = None) -> SearchContext:
    """The search context of JUDGE_HOME (or `home`), loaded and indexed on first use."""
    resolved = (home if home is not None else judge_home()).expanduser()
    corpus = load_corpus(home)
    key = (resolved, str(corpus.fingerprint))
    with _lock:
        context = _contexts.get(key)
        if context is None or is_damaged(context.folder):  # a damaged index is rebuilt (index.py)
            context = _build_context(corpus, resolved)
            # The corpus of this home changed (an import): forget what was derived from the old one.
            for old in [k for k in _contexts if k[0] == resolved]:
                del _contexts[old]
            _contexts[key] = context
        return context
