"""Spelling correction of query words with rapidfuzz, against the corpus vocabulary and names.

Per word: fold it; a known word is kept (and its accents restored from the corpus:
`bruler` → `brûler`); short words and stop words are left alone; otherwise the nearest
vocabulary word by OSA distance (a transposition counts as one edit) within 2 edits, 1 for
words of 5 letters or fewer, ties broken by corpus frequency; failing that, a rough French
phonetic key (`défose` → `défausse`). Names (cards, glossary terms) are matched as whole
phrases with `fuzz.ratio`, so that an ordinary word never turns into a card name.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA

from judge.search.analysis import STOP_WORDS, term_of
from judge.search.french_words import is_common_word
from judge.text import fold

_MIN_CORRECTED_LENGTH = 5
#: A correction of one edit on a word this long is no guess (« reaktion » → « réaction »): the
#: relevance floor counts it as typed (judge.search.relevance), not at a guess's half weight.
SURE_LENGTH = 6
_ELISION_RE = re.compile(r"^(?:qu|[ldsncj])['’]")
_NAME_MIN_SCORE = 88.0

# English words of the jargon and of card texts that must never be "corrected" into French.
ENGLISH_WORDS: frozenset[str] = frozenset(
    """
    the a an of to in on at for with from by and or not is are be it its this that my your their
    when what how can does do if then than all any each one two three card cards unit units enemy
    friendly ally move moves play plays deck empty draw hand turn damage kill stun ready exhaust
    exhausted burn out burnout hold conquer conquest score point points token tokens spell spells
    gear rune runes legend champion battlefield battlefields trash discard recycle banish chain
    showdown combat attack attacker defender might power energy cost costs hunt
    """.split()
)

_PHONETIC_RULES: tuple[tuple[str, str], ...] = (
    (r"eaux?", "o"),
    (r"au", "o"),
    (r"ph", "f"),
    (r"qu", "k"),
    (r"c(?=[eiy])", "s"),
    (r"c", "k"),
    (r"g(?=[eiy])", "j"),
    (r"z", "s"),
    (r"[ae]i", "e"),
    (r"e[tr]$|ez$", "e"),
    (r"([a-z])\1", r"\1"),
    (r"h", ""),
    (r"[stdx]$", ""),
    (r"e$", ""),
)


def phonetic_key(word: str) -> str:
    """A rough French sound key of a folded word (`defausse` and `defose` → `defos`)."""
    key = word
    for pattern, repl in _PHONETIC_RULES:
        key = re.sub(pattern, repl, key)
    return key


def _same_start(typed: str, word: str) -> bool:
    """True when `word` starts like `typed` (same first letter, or its first two letters swapped)."""
    return typed[:1] == word[:1] or (len(typed) > 1 and typed[1::-1] == word[:2])


@dataclass(frozen=True)
class Vocabulary:
    """The words of a corpus: folded word → (most frequent written form, frequency), every written
    form, and every index term."""

    words: Mapping[str, tuple[str, int]]
    forms: frozenset[str] = frozenset()
    terms: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Correction:
    """One word or name of the query as the user wrote it, and what it became."""

    start: int
    end: int
    written: str
    corrected: str


class Speller:
    """Corrects query words against a vocabulary (folded word → written form, frequency) and names."""

    def __init__(
        self,
        vocabulary: Vocabulary | Mapping[str, tuple[str, int]],
        *,
        names: Iterable[str] = (),
        known: Iterable[str] = (),
    ) -> None:
        if not isinstance(vocabulary, Vocabulary):
            vocabulary = Vocabulary(vocabulary)
        self._vocab = dict(vocabulary.words)
        self._forms = vocabulary.forms
        self._terms = vocabulary.terms
        self._known = {fold(w) for w in known} | ENGLISH_WORDS
        candidates = [w for w in self._vocab if len(w) >= 3 and w.isalpha()]
        self._choices = candidates
        self._freq = [self._vocab[w][1] for w in candidates]
        self._phonetic_map: dict[str, list[str]] | None = None  # built on the first hard typo
        self._names = sorted({n for n in names if len(fold(n)) >= 5})
        self._names_folded = [fold(n) for n in self._names]

    def _phonetic(self) -> dict[str, list[str]]:
        """Sound key → vocabulary words (built once, when first needed: it costs ~0.1 s)."""
        if self._phonetic_map is None:
            sounds: dict[str, list[str]] = {}
            for w in self._choices:
                sounds.setdefault(phonetic_key(w), []).append(w)
            self._phonetic_map = sounds
        return self._phonetic_map

    def is_known(self, word: str) -> bool:
        """True when the folded word is in the corpus vocabulary or the known words."""
        folded = fold(word)
        return folded in self._vocab or folded in self._known

    def correct_word(self, word: str) -> str:
        """The word as it should be written (itself when known, short, a stop word or hopeless)."""
        folded = fold(word)
        if word in self._forms:
            return word  # written as the corpus writes it
        entry = self._vocab.get(folded)
        if entry is not None:
            # Restore accents only on words typed without any (bruler → brûler), never on stop words.
            restore = len(folded) >= 4 and entry[0] not in STOP_WORDS and word not in STOP_WORDS
            return entry[0] if restore else word
        if (
            folded in self._known
            or is_common_word(folded)  # a correct French word the corpus lacks ("demain", "tarte")
            or (self._terms and term_of(word) in self._terms)  # another form of an indexed word (attaché)
            or len(folded) < _MIN_CORRECTED_LENGTH
            or word in STOP_WORDS
            or not folded.isalpha()
        ):
            return word
        max_edits = 1 if len(folded) <= 5 else 2
        found = process.extract(folded, self._choices, scorer=OSA.distance, score_cutoff=max_edits, limit=25)
        # Candidates: near in spelling, or sounding the same (défose → défausse, not défense).
        # A typo rarely falls on the first letter: "tarte" is not "carte" (a swap, "ipocher", still is).
        costs: dict[str, float] = {c[0]: float(c[1]) for c in found if _same_start(folded, c[0])}
        for sound in self._phonetic().get(phonetic_key(folded), ()) if len(folded) >= 5 else ():
            distance = OSA.distance(folded, sound)
            if distance <= max_edits + 2:
                costs[sound] = min(costs.get(sound, 9.0), distance - 1.5)
        if not costs:
            return word
        best = min(costs, key=lambda w: (costs[w], -self._vocab[w][1], w))
        return self._vocab[best][0]

    def correct_names(self, text: str) -> list[Correction]:
        """Card names and glossary terms written with typos inside `text` (1 to 4 words each)."""
        if not self._names:
            return []
        spans = [(m.start(), m.end()) for m in re.finditer(r"[\w'’-]+", text)]
        out: list[Correction] = []
        used_until = -1
        for i in range(len(spans)):
            if spans[i][0] < used_until:
                continue
            best: tuple[float, int, int, str] | None = None  # score, start, end, name
            for n in range(4, 1, -1):  # multi-word names only: one word is the word corrector's job
                if i + n > len(spans):
                    continue
                start, end = spans[i][0], spans[i + n - 1][1]
                if all(self.is_known(text[s:e]) for s, e in spans[i : i + n]):
                    continue  # every word is right: nothing to correct ("un deck principal")
                phrase = fold(text[start:end])
                hit = process.extractOne(
                    phrase, self._names_folded, scorer=fuzz.ratio, score_cutoff=_NAME_MIN_SCORE
                )
                if hit and len(hit[0].split()) != n:
                    hit = None  # "un deck principal" is not the name "Deck principal"
                if hit and (best is None or hit[1] > best[0]):
                    best = (hit[1], start, end, self._names[hit[2]])
            if best is not None:
                _, start, end, name = best
                written = text[start:end]
                if written[:1].islower() and name[1:] == name[1:].lower():
                    name = name[:1].lower() + name[1:]  # a common noun ("champ de bataille"), as typed
                if fold(written) != fold(name):
                    out.append(Correction(start, end, written, name))
                used_until = end
        return out


def correct_text(
    speller: Speller, text: str, protected: Sequence[tuple[int, int]] = ()
) -> tuple[str, bool, str]:
    """`text` with names then words corrected; True when something changed beyond accents; and
    `text` with only the sure corrections (`is_sure`) made."""
    corrections = speller.correct_names(text)
    taken = [(c.start, c.end) for c in corrections] + list(protected)
    for m in re.finditer(r"\w+(?:['’]\w+)*", text):
        if any(s <= m.start() < e for s, e in taken):
            continue
        word = m.group(0)
        lower = word.lower()
        prefix = ""
        for elision in ("qu'", "qu’", "l'", "l’", "d'", "d’", "s'", "s’", "n'", "n’", "c'", "c’", "j'", "j’"):
            if lower.startswith(elision):
                prefix, lower = word[: len(elision)], lower[len(elision) :]
                break
        if not lower.isalpha():
            continue
        fixed = speller.correct_word(lower)
        if fixed != lower:
            if word[len(prefix) : len(prefix) + 1].isupper():
                fixed = fixed[:1].upper() + fixed[1:]
            corrections.append(Correction(m.start(), m.end(), word, prefix + fixed))
    corrections.sort(key=lambda c: c.start)
    sure = [c for c in corrections if is_sure(c)]
    return _applied(text, corrections), bool(corrections), _applied(text, sure)


def is_sure(correction: Correction) -> bool:
    """True for one edit on a word of `SURE_LENGTH` letters or more (« reaktion » → « réaction »):
    « impôts » → « importe » (two edits) or « paris » → « pris » (five letters) stay guesses. An
    elision is no letter of the word (« l'acton » is a five-letter guess)."""
    written, corrected = (
        _ELISION_RE.sub("", fold(correction.written)),
        _ELISION_RE.sub("", fold(correction.corrected)),
    )
    return len(written) >= SURE_LENGTH and " " not in corrected and OSA.distance(written, corrected) <= 1


def _applied(text: str, corrections: Sequence[Correction]) -> str:
    """`text` with `corrections` (in order, not overlapping) made."""
    out, last = [], 0
    for c in corrections:
        out.append(text[last : c.start])
        out.append(c.corrected)
        last = c.end
    out.append(text[last:])
    return "".join(out)
