"""Matching judges' phrasings in a query (`rules_corpus/paraphrases.yaml`): « on les remet sous le
deck » → « recycler ».

A phrasing matches on its index terms, not its letters (« remet », « remettre » and « remettez »
are one term), in any order, within a window barely longer than itself: « les cartes, on les remet
où, dessous le deck ? » holds « remettre dessous le deck ». The rules' words are then searched
beside the query's own, like a glossary expansion, and a passage holding them counts as holding
the phrasing.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from judge.corpus.paraphrases import Paraphrase
from judge.search.analysis import analyze

#: A phrasing of n terms matches when its terms lie within n + this many terms of the query.
WINDOW_SLACK = 2


class Paraphrases:
    """The phrasings of the table, by their terms, ready to be found in queries."""

    def __init__(self, entries: Iterable[Paraphrase]) -> None:
        self._keys: dict[tuple[str, ...], list[tuple[str, str]]] = {}
        for entry in entries:
            for phrase in entry.player:
                key = tuple(dict.fromkeys(analyze(phrase)))
                # A phrasing that is the rules' own words needs no help, and an empty one matches all.
                if key and set(key) != set(analyze(entry.rules_words)):
                    self._keys.setdefault(key, []).append((phrase, entry.rules_words))

    def __len__(self) -> int:
        return len(self._keys)

    def words(self) -> list[str]:
        """Every word of every phrasing (for the speller: they are no typos)."""
        return [w for key in self._keys.values() for phrase, _ in key for w in phrase.split()]

    def find(self, terms: Sequence[str]) -> list[tuple[str, str]]:
        """(phrasing, rules' words) for each phrasing the query's terms hold, longest first; the
        terms of a longer match are not matched again by a shorter one."""
        positions: dict[str, list[int]] = {}
        for i, term in enumerate(terms):
            positions.setdefault(term, []).append(i)
        out: list[tuple[str, str]] = []
        used: set[int] = set()
        for key in sorted(self._keys, key=len, reverse=True):
            if not all(t in positions for t in key):
                continue
            span = _span(key, positions, len(key) + WINDOW_SLACK)
            if span is None or used & span:
                continue
            used |= span
            out.extend(self._keys[key])
        return out


def _span(key: Sequence[str], positions: dict[str, list[int]], window: int) -> set[int] | None:
    """The query positions of `key`'s terms when they all fit in `window` terms, else None."""
    if len(key) == 1:
        return {positions[key[0]][0]}
    for start in positions[key[0]]:
        picked = {start}
        for term in key[1:]:
            near = [p for p in positions[term] if abs(p - start) < window and p not in picked]
            if not near:
                break
            picked.add(near[0])
        else:
            if max(picked) - min(picked) < window:
                return picked
    return None
