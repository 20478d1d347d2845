"""Retrieval quality on a question file: recall@1, recall@5 and MRR@10, overall and per style.

A question file is a YAML list of `{q, expect, rules, style}`. A question is answered at rank r
when the r-th hit is one of its `rules` or a sub-rule of one, or when the hit's text contains one
of its `expect` phrases, both normalised like ../shared/tools/eval_search.py (lower case, no
accents, every run of other characters turned into one space). Used by
`benchmarks/search_quality.py` and by the quality floor of the tests.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from judge.corpus.passage import Passage
from judge.search.api import search
from judge.text import plain

#: Rank cut-offs of the figures.
TOP = 5
DEPTH = 10


def question_sets(root: Path) -> dict[str, Path]:
    """The question sets of the repository at `root` (tests/data, and ../shared/eval beside it): the
    public set, those tuned on, those held out (never read one by one: see each file's header), then
    the older ones."""
    data = root / "tests" / "data"
    return {
        "public": root.parent / "shared" / "eval" / "questions.yaml",
        "tune": data / "search_questions_tune.yaml",
        "holdout": data / "search_questions_holdout.yaml",  # held out in session 3, tuned on since
        "tune2": data / "search_questions_tune2.yaml",  # session 6
        "holdout2": data / "search_questions_holdout2.yaml",  # session 4, never tuned on
        "holdout3": data / "search_questions_holdout3.yaml",  # session 5, never tuned on
        "holdout4": data / "search_questions_holdout4.yaml",  # session 6, never tuned on
        "holdout5": data / "search_questions_holdout5.yaml",  # session 7, never tuned on
        "holdout6": data / "search_questions_holdout6.yaml",  # session 8, never tuned on
        "holdout7": data / "search_questions_holdout7.yaml",  # session 9, never tuned on
        "seed_pages": data / "search_questions_seed_pages.yaml",
        "embedded": data / "search_questions_embedded.yaml",
        "extra": data / "search_questions_extra.yaml",
    }


def norm(text: str) -> str:
    """Lower case, accents removed, every run of non-alphanumerics turned into one space (as
    ../shared/tools/eval_search.py compares)."""
    return plain(text)


def answers(question: Mapping[str, Any], passage: Passage) -> bool:
    """True when `passage` answers `question`: an expected rule, one of its sub-rules, or a phrase."""
    rule = passage.rule or ""
    for expected in question.get("rules", []):
        if rule == expected or rule.startswith(expected + ".") or expected in passage.parent_rules:
            return True
    text = norm(passage.text)
    return any(norm(p) in text for p in question.get("expect", []))


@dataclass(frozen=True)
class Ranked:
    """One question and the rank of its first answer (None: not in the first `DEPTH` hits)."""

    question: Mapping[str, Any]
    rank: int | None
    top: tuple[str, ...]  # the first hits' rule numbers (else ids)


@dataclass(frozen=True)
class Figures:
    """The figures of a question file."""

    ranked: tuple[Ranked, ...]
    styles: Mapping[str, tuple[int, int]] = field(default_factory=dict)  # style → (in top 5, asked)

    @property
    def recall1(self) -> float:
        return self._share(lambda r: r.rank == 1)

    @property
    def recall5(self) -> float:
        return self._share(lambda r: r.rank is not None and r.rank <= TOP)

    @property
    def mrr(self) -> float:
        return sum(1 / r.rank for r in self.ranked if r.rank) / max(1, len(self.ranked))

    def _share(self, test: Callable[[Ranked], bool]) -> float:
        return sum(1 for r in self.ranked if test(r)) / max(1, len(self.ranked))


def load_questions(path: Path, *, official: bool) -> list[dict[str, Any]]:
    """The questions of `path`; those answered by rule numbers only are left out when the corpus has
    no official rules (`official` False: the embedded corpus alone)."""
    import yaml

    questions: list[dict[str, Any]] = yaml.safe_load(path.read_text(encoding="utf-8"))
    return [q for q in questions if official or q.get("expect")]


def measure(questions: Sequence[Mapping[str, Any]], *, home: Path | None = None) -> Figures:
    """Search every question and rank its first answer."""
    ranked: list[Ranked] = []
    styles: dict[str, tuple[int, int]] = {}
    for q in questions:
        hits = [h.passage for h in search(q["q"], limit=DEPTH, home=home).hits]
        rank = next((i + 1 for i, h in enumerate(hits) if answers(q, h)), None)
        ranked.append(Ranked(q, rank, tuple(h.rule or h.id for h in hits[:TOP])))
        found, asked = styles.get(q.get("style", "-"), (0, 0))
        styles[q.get("style", "-")] = (found + int(rank is not None and rank <= TOP), asked + 1)
    return Figures(tuple(ranked), styles)
