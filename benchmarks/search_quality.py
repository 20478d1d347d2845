"""Retrieval quality on a question file whose answers are rule numbers and/or phrases.

    JUDGE_HOME=… .venv/bin/python benchmarks/search_quality.py QUESTIONS.yaml [--show-misses] [--show-ranks]

A question is answered at rank r when the r-th hit is one of its `rules` or a sub-rule of one,
or when the hit's text contains one of its `expect` phrases (normalised like
../shared/tools/eval_search.py: lower case, no accents, runs of other characters → one space).
Prints recall@1, recall@5 and MRR@10, overall and per style. Questions with only `rules` are
skipped when the corpus has no official rules (embedded corpus alone). The counting lives in
judge.search.quality, which the quality floor of the tests uses too.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def main() -> int:
    """Print the figures; returns 0."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "questions",
        type=Path,
        nargs="?",
        help="a question file; without one, every set of tests/data and ../shared/eval, one line each",
    )
    ap.add_argument(
        "--skip", action="append", default=[], help="without a file: leave out this set (holdout)"
    )
    ap.add_argument("--show-misses", action="store_true")
    ap.add_argument("--show-ranks", action="store_true", help="also show answers found below rank 1")
    ap.add_argument(
        "--floor",
        action="store_true",
        help="relevance floor off: print the relevance of each answer (and of the first hit of a "
        "question without answers, e.g. tests/data/search_nonsense.yaml)",
    )
    args = ap.parse_args()
    from judge.corpus.store import load_corpus
    from judge.search.quality import TOP, load_questions, measure

    official = any(not d.embedded for d in load_corpus().documents)
    if args.questions is None:
        return _every_set(official, args.skip)
    if args.floor:
        return _floor(args.questions)
    figures = measure(load_questions(args.questions, official=official))
    for r in figures.ranked:
        found = r.rank is not None and r.rank <= TOP
        if (args.show_misses and not found) or (args.show_ranks and r.rank != 1):
            label = "RANG" if found else "MISS"
            print(f"{label} rank={r.rank} q={r.question['q']!r} top5={list(r.top)}")
    styles = " ".join(f"{k}={found}/{asked}" for k, (found, asked) in sorted(figures.styles.items()))
    print("per style (recall@5): " + styles)
    print(
        f"recall@1={figures.recall1:.3f} recall@5={figures.recall5:.3f} mrr@10={figures.mrr:.3f} "
        f"n={len(figures.ranked)}"
    )
    return 0


_ROOT = Path(__file__).resolve().parents[1]


def _every_set(official: bool, skip: list[str]) -> int:
    """One line of figures per question set (the card questions of tune and holdout apart too)."""
    from judge.search.quality import load_questions, measure, question_sets

    for name, path in question_sets(_ROOT).items():
        if name in skip or not path.is_file():
            continue
        questions = load_questions(path, official=official)
        if not questions:
            continue
        f = measure(questions)
        print(f"{name:<11} recall@5={f.recall5:.3f} mrr@10={f.mrr:.3f} n={len(f.ranked)}")
        cards = [q for q in questions if q.get("style") == "card"]
        if cards:
            c = measure(cards)
            print(f"{name + ' card':<11} recall@5={c.recall5:.3f} mrr@10={c.mrr:.3f} n={len(c.ranked)}")
    return 0


def _floor(path: Path) -> int:
    """With the relevance floor off, the relevance of every question's answer (or first hit)."""
    import yaml

    import judge.search.api as api
    from judge.search.quality import DEPTH, answers

    # The floors off, so that every share is seen (the api imports them from judge.search.relevance).
    api.RELEVANCE_FLOOR = api.HIT_FLOOR = 0.0  # type: ignore[attr-defined]
    questions = yaml.safe_load(path.read_text(encoding="utf-8"))
    shares: list[float] = []
    for q in questions:
        hits = api.search(q["q"], limit=DEPTH).hits
        graded = q.get("rules") or q.get("expect")
        hit = (
            next((h for h in hits if answers(q, h.passage)), None) if graded else (hits[0] if hits else None)
        )
        if hit is not None:
            shares.append(hit.relevance)
            print(f"{hit.relevance:.3f} {q['q']!r}")
    shares.sort()
    if shares:
        low, high = shares[0], shares[-1]
        print(f"relevance: min={low:.3f} 5%={shares[len(shares) // 20]:.3f} max={high:.3f} n={len(shares)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
