"""Glossary terms to offer when nothing answers: the nearest topics to the query's words."""

from __future__ import annotations

from rapidfuzz import fuzz

from judge.corpus.glossary import GlossaryEntry, load_glossary
from judge.search.analysis import STOP_WORDS
from judge.text import fold, strip_elision, words

#: Words are compared by their first letters: a crude stem (épuisée, épuiser → epuis).
_PREFIX = 5
#: Shorter words are no topic ("de", "un", "mon").
_MIN_LEN = 3


def _stems(text: str) -> list[str]:
    """The query's content words, folded and cut to `_PREFIX` letters, without repeats."""
    out: list[str] = []
    for word in words(text):
        bare = strip_elision(word)
        if len(bare) < _MIN_LEN or bare in STOP_WORDS or bare[:1].isdigit():
            continue
        stem = fold(bare)[:_PREFIX]
        if stem not in out:
            out.append(stem)
    return out


def closest_entries(text: str, *, count: int = 5) -> list[GlossaryEntry]:
    """The `count` glossary entries whose French or English names come nearest the words of `text`."""
    stems = sorted(_stems(text)) or [fold(text)]
    scored: list[tuple[float, int, GlossaryEntry]] = []
    for order, entry in enumerate(load_glossary()):
        best = 0.0
        for name in entry.names:
            for part in fold(name).split():
                for stem in stems:
                    best = max(best, fuzz.ratio(stem, part[: max(len(stem), _PREFIX)]))
        scored.append((best, order, entry))
    scored.sort(key=lambda item: (-item[0], item[1]))
    return [entry for _, _, entry in scored[:count]]
