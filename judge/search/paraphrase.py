"""Matching judges' phrasings in a query (`rules_corpus/paraphrases.yaml`): « on les remet sous le
deck » → « recycler ».

A phrasing matches on its index terms, not its letters (« remet », « remettre » and « remettez »
are one term), in its order, with at most `GAP` other terms between two of them: « on les remet
vite sous le deck » holds « remettre sous le deck ». A phrasing of several words that analysis
leaves with one term (« si vous le faites » → `fait`) would match any « faites »: it matches only
word for word. The rules' words are then searched beside the query's own, like a glossary
expansion, and a passage holding them counts as holding the phrasing.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from judge.corpus.paraphrases import Paraphrase
from judge.search.analysis import analyze
from judge.text import plain

#: How many other query terms may come between two terms of a phrasing.
GAP = 1


class Paraphrases:
    """The phrasings of the table, by their terms, ready to be found in queries."""

    def __init__(self, entries: Iterable[Paraphrase]) -> None:
        self._keys: dict[tuple[str, ...], list[tuple[str, str]]] = {}
        self._verbatim: dict[str, list[tuple[str, str]]] = {}
        for entry in entries:
            for phrase in entry.player:
                key = tuple(dict.fromkeys(analyze(phrase)))
                # A phrasing that is the rules' own words needs no help, and an empty one matches all.
                if not key or set(key) == set(analyze(entry.rules_words)):
                    continue
                if len(key) == 1 and len(phrase.split()) > 1:
                    self._verbatim.setdefault(" " + plain(phrase) + " ", []).append(
                        (phrase, entry.rules_words)
                    )
                else:
                    self._keys.setdefault(key, []).append((phrase, entry.rules_words))
        self._longest_first = sorted(self._keys, key=len, reverse=True)

    def __len__(self) -> int:
        return len(self._keys) + len(self._verbatim)

    def words(self) -> list[str]:
        """Every word of every phrasing (for the speller: they are no typos)."""
        found = [*self._keys.values(), *self._verbatim.values()]
        return [w for pairs in found for phrase, _ in pairs for w in phrase.split()]

    def find(self, text: str) -> list[tuple[str, str]]:
        """(phrasing, rules' words) for each phrasing the query `text` holds, longest first; the
        terms of a longer match are not matched again by a shorter one."""
        terms = analyze(text)
        folded = " " + plain(text) + " "
        out: list[tuple[str, str]] = [
            pair for phrase, pairs in self._verbatim.items() if phrase in folded for pair in pairs
        ]
        positions: dict[str, list[int]] = {}
        for i, term in enumerate(terms):
            positions.setdefault(term, []).append(i)
        used: set[int] = set()
        for key in self._longest_first:
            if not all(t in positions for t in key):
                continue
            span = _span(key, positions)
            if span is None or used & span:
                continue
            used |= span
            out.extend(self._keys[key])
        return out


def _span(key: Sequence[str], positions: dict[str, list[int]]) -> set[int] | None:
    """The query positions of `key`'s terms when they come in its order, each at most `GAP` terms
    after the one before; else None."""
    for start in positions[key[0]]:
        picked = [start]
        for term in key[1:]:
            after = [p for p in positions[term] if 0 < p - picked[-1] <= GAP + 1]
            if not after:
                break
            picked.append(after[0])
        else:
            return set(picked)
    return None
