"""A candidate passage and its score while ranking (shared by the ranking and the card lookup)."""

from __future__ import annotations

from dataclasses import dataclass, field

from judge.corpus.passage import Passage

#: One step of a passage's score, for `judge search --explain`: (what, how, value), `how` being
#: "×" for a factor that multiplies the score and "=" for a score given (the engine's, a lift).
Factor = tuple[str, str, float]


@dataclass
class Scored:
    """One candidate passage and its score while ranking (mutable: the re-ranking lifts it)."""

    passage: Passage
    score: float
    matched: frozenset[str]
    factors: list[Factor] = field(default_factory=list)

    def times(self, label: str, factor: float) -> None:
        """Multiply the score by `factor`, noting why (a factor of 1 is left out)."""
        if factor != 1.0:
            self.score *= factor
            self.factors.append((label, "×", factor))

    def lift(self, label: str, score: float) -> None:
        """Raise the score to `score` (a lift by another passage), noting why."""
        if score > self.score:
            self.score = score
            self.factors.append((label, "=", score))
