"""Retrieval quality on a question file whose answers are rule numbers and/or phrases.

    JUDGE_HOME=… .venv/bin/python benchmarks/search_quality.py QUESTIONS.yaml [--show-misses] [--show-ranks]

A question is answered at rank r when the r-th hit is one of its `rules` or a sub-rule of one,
or when the hit's text contains one of its `expect` phrases (normalised like
../shared/tools/eval_search.py: lower case, no accents, runs of other characters → one space).
Prints recall@1, recall@5 and MRR@10, overall and per style. Questions with only `rules` are
skipped when the corpus has no official rules (embedded corpus alone).
"""

from __future__ import annotations

import argparse
import re
import sys
import unicodedata
from pathlib import Path
from typing import Any

import yaml

from judge.corpus.passage import Passage


def norm(text: str) -> str:
    """Lower case, accents removed, every run of non-alphanumerics turned into one space."""
    text = unicodedata.normalize("NFKD", text.lower().replace("’", "'"))
    text = "".join(c for c in text if not unicodedata.combining(c)).replace("œ", "oe").replace("æ", "ae")
    return " ".join(re.findall(r"[a-z0-9]+", text))


def answers(question: dict[str, Any], passage: Passage) -> bool:
    """True when `passage` answers `question`: an expected rule, one of its sub-rules, or a phrase."""
    rule = passage.rule or ""
    for expected in question.get("rules", []):
        if rule == expected or rule.startswith(expected + ".") or expected in passage.parent_rules:
            return True
    text = norm(passage.text)
    return any(norm(p) in text for p in question.get("expect", []))


def main() -> int:
    """Print the figures; returns 0."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("questions", type=Path)
    ap.add_argument("--show-misses", action="store_true")
    ap.add_argument("--show-ranks", action="store_true", help="also show answers found below rank 1")
    args = ap.parse_args()
    from judge.corpus.store import load_corpus
    from judge.search.api import search

    official = any(not d.embedded for d in load_corpus().documents)
    questions = yaml.safe_load(args.questions.read_text(encoding="utf-8"))
    if not official:
        questions = [q for q in questions if q.get("expect")]
    r1 = r5 = mrr = 0.0
    styles: dict[str, list[int]] = {}
    for q in questions:
        hits = [h.passage for h in search(q["q"], limit=10).hits]
        rank = next((i + 1 for i, h in enumerate(hits) if answers(q, h)), None)
        r1 += rank == 1
        r5 += bool(rank and rank <= 5)
        mrr += 1 / rank if rank else 0.0
        styles.setdefault(q.get("style", "-"), []).append(int(bool(rank and rank <= 5)))
        if (args.show_misses and not (rank and rank <= 5)) or (args.show_ranks and rank != 1):
            label = "RANG" if rank and rank <= 5 else "MISS"
            print(f"{label} rank={rank} q={q['q']!r} top5={[h.rule or h.id for h in hits[:5]]}")
    n = max(1, len(questions))
    print("per style (recall@5): " + " ".join(f"{k}={sum(v)}/{len(v)}" for k, v in sorted(styles.items())))
    print(f"recall@1={r1 / n:.3f} recall@5={r5 / n:.3f} mrr@10={mrr / n:.3f} n={len(questions)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
