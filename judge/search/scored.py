"""A candidate passage and its score while ranking (shared by the ranking and the card lookup)."""

from __future__ import annotations

from dataclasses import dataclass

from judge.corpus.passage import Passage


@dataclass
class Scored:
    """One candidate passage and its score while ranking (mutable: the re-ranking lifts it)."""

    passage: Passage
    score: float
    matched: frozenset[str]
