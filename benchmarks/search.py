"""Search quality and speed, side by side: this project, plain whoosh BM25, SQLite FTS5 bm25().

    .venv/bin/python benchmarks/search.py [--rounds 3]

Imports the official French Core Rules from ../shared/corpus into a temporary JUDGE_HOME when
they are there (else measures the embedded corpus), then, over the same passages (one per rule,
explanation paragraph, glossary entry: what the project indexes) and the same questions:

- quality: recall@5 and MRR@10 on each question set of tests/data (the unseen tune, holdout and
  seed-page sets, and the older ones), scored as benchmarks/search_quality.py scores them;
- speed: median and p99 per query once loaded, over every question of every set;

for this project's search (`judge.search.api.search`), for plain whoosh BM25F over one field of
the same French terms (no re-ranking, no expansions, no spelling), and for SQLite FTS5 `bm25()`
over the same terms; then the ratios to the project. The two baselines get the project's French
analysis (judge.search.analysis), so the figures compare ranking, not tokenisation. It also prints
the import time and a cold `judge search` process (targets: median ≤ 10 ms, p99 ≤ 50 ms, cold ≤
1 s). A benchmark run by hand, never a timed test.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

_ROOT = Path(__file__).resolve().parents[1]
_SHARED = _ROOT.parent / "shared"
_CORE = _SHARED / "corpus" / "regles-du-jeu-fr-v1.4.txt"
TOP = 5
DEPTH = 10

Searcher = Callable[[str], list[Any]]  # query → passages, best first


def _judge() -> list[str]:
    exe = Path(sys.executable).with_name("judge")
    return [str(exe)] if exe.exists() else [sys.executable, "-m", "judge.cli"]


def _whoosh_baseline(passages: Sequence[Any], folder: Path) -> Searcher:
    """Plain whoosh BM25F (default parameters) over one text field of the project's French terms."""
    from whoosh import index as whoosh_index
    from whoosh import scoring
    from whoosh.analysis import SpaceSeparatedTokenizer
    from whoosh.fields import ID, TEXT, Schema
    from whoosh.query import Or, Term

    from judge.search.analysis import analyze
    from judge.search.index import index_fields

    schema = Schema(id=ID(stored=True, unique=True), body=TEXT(analyzer=SpaceSeparatedTokenizer()))
    folder.mkdir(parents=True, exist_ok=True)
    ix = whoosh_index.create_in(str(folder), schema)
    writer = ix.writer()
    for p in passages:
        fields = index_fields(p)
        writer.add_document(id=p.id, body=" ".join(analyze(f"{fields['title']} {fields['text']}")))
    writer.commit()
    searcher = ix.searcher(weighting=scoring.BM25F())
    by_id = {p.id: p for p in passages}

    def run(query: str) -> list[Any]:
        terms = list(dict.fromkeys(analyze(query)))
        if not terms:
            return []
        hits = searcher.search(Or([Term("body", t) for t in terms]), limit=DEPTH)
        return [by_id[h["id"]] for h in hits]

    return run


def _fts5_baseline(passages: Sequence[Any]) -> Searcher:
    """SQLite FTS5 with `bm25()` over the same French terms (OR of the query's terms)."""
    from judge.search.analysis import analyze
    from judge.search.index import index_fields

    db = sqlite3.connect(":memory:")
    db.execute("CREATE VIRTUAL TABLE p USING fts5(id UNINDEXED, body, tokenize='unicode61')")
    rows = []
    for p in passages:
        fields = index_fields(p)
        rows.append((p.id, " ".join(analyze(f"{fields['title']} {fields['text']}"))))
    db.executemany("INSERT INTO p (id, body) VALUES (?, ?)", rows)
    by_id = {p.id: p for p in passages}

    def run(query: str) -> list[Any]:
        terms = [t for t in dict.fromkeys(analyze(query)) if t.replace(".", "").isalnum()]
        if not terms:
            return []
        match = " OR ".join('"' + t.replace('"', "") + '"' for t in terms)
        found = db.execute(
            "SELECT id FROM p WHERE p MATCH ? ORDER BY bm25(p) LIMIT ?", (match, DEPTH)
        ).fetchall()
        return [by_id[i] for (i,) in found]

    return run


def _project() -> Searcher:
    from judge.search.api import search

    return lambda query: [h.passage for h in search(query, limit=DEPTH).hits]


def _figures(run: Searcher, questions: Sequence[Mapping[str, Any]]) -> tuple[float, float]:
    """recall@5 and MRR@10 of `run` on `questions`."""
    from judge.search.quality import answers

    found = mrr = 0.0
    for q in questions:
        hits = run(q["q"])
        rank = next((i + 1 for i, p in enumerate(hits[:DEPTH]) if answers(q, p)), None)
        found += rank is not None and rank <= TOP
        mrr += 1 / rank if rank else 0.0
    n = max(1, len(questions))
    return found / n, mrr / n


def _speed(run: Searcher, queries: Sequence[str], rounds: int) -> tuple[float, float]:
    """Median and p99 latency (ms) of `run` over `rounds` passes on `queries`."""
    times: list[float] = []
    for _ in range(rounds):
        for query in queries:
            t0 = time.perf_counter()
            run(query)
            times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    return statistics.median(times), times[min(len(times) - 1, int(len(times) * 0.99))]


def main() -> int:
    """Print the figures; returns 0."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=3, help="passes over the queries for the speed (3)")
    ap.add_argument("--skip", action="append", default=[], help="leave out a question set (e.g. holdout)")
    args = ap.parse_args()
    home = Path(tempfile.mkdtemp(prefix="juge-bench-"))
    env = {**os.environ, "JUDGE_HOME": str(home)}
    judge = _judge()
    if _CORE.is_file():
        t0 = time.perf_counter()
        subprocess.run([*judge, "corpus", "import", str(_CORE)], env=env, check=True, capture_output=True)
        print(f"import (Core Rules + index build): {time.perf_counter() - t0:.2f} s")
    else:
        print("../shared/corpus absent: embedded corpus only")
    subprocess.run([*judge, "search", "--json", "épuiser"], env=env, capture_output=True)
    colds = []
    for query in ("épuiser une unité", "exténuation", "431.2"):
        t0 = time.perf_counter()
        subprocess.run([*judge, "search", "--json", query], env=env, capture_output=True)
        colds.append(time.perf_counter() - t0)
    print(f"cold `judge search` process: median {statistics.median(colds):.3f} s (target ≤ 1 s)")

    os.environ["JUDGE_HOME"] = str(home)
    from judge.corpus.store import load_corpus
    from judge.search.index import is_indexed
    from judge.search.quality import load_questions, question_sets

    corpus = load_corpus()
    official = any(not d.embedded for d in corpus.documents)
    passages = [p for p in corpus.passages if is_indexed(p)]
    systems = {
        "projet": _project(),
        "whoosh BM25": _whoosh_baseline(passages, home / "baseline-whoosh"),
        "FTS5 bm25()": _fts5_baseline(passages),
    }
    sets = {
        name: load_questions(path, official=official)
        for name, path in question_sets(_ROOT).items()
        if path.is_file() and name not in args.skip
    }
    print(f"{len(passages)} passages; questions: " + ", ".join(f"{k} {len(v)}" for k, v in sets.items()))
    quality: dict[str, dict[str, tuple[float, float]]] = {}
    for name, run in systems.items():
        quality[name] = {s: _figures(run, qs) for s, qs in sets.items() if qs}
    print("\nqualité (recall@5 / MRR@10) :")
    print(f"  {'jeu':<12}" + "".join(f"{name:>22}" for name in systems))
    for s in next(iter(quality.values())):
        cells = "".join(f"{quality[n][s][0]:>12.3f} / {quality[n][s][1]:.3f}" for n in systems)
        print(f"  {s:<12}{cells}")
    queries = [q["q"] for qs in sets.values() for q in qs]
    speed = {name: _speed(run, queries, args.rounds) for name, run in systems.items()}
    print(f"\nvitesse sur {len(queries)} requêtes × {args.rounds} (médiane / p99, ms) :")
    base = speed["projet"]
    for name, (median, p99) in speed.items():
        ratio = (
            f"  (projet ÷ {name} : {base[0] / median:.1f}× / {base[1] / p99:.1f}×)"
            if name != "projet"
            else ""
        )
        print(f"  {name:<12} {median:6.2f} / {p99:6.2f}{ratio}")
    print("\nrapports de qualité (projet ÷ référence, recall@5 / MRR@10) :")
    for name in list(systems)[1:]:
        cells = ", ".join(
            f"{s} {quality['projet'][s][0] / max(1e-9, quality[name][s][0]):.2f}"
            f"/{quality['projet'][s][1] / max(1e-9, quality[name][s][1]):.2f}"
            for s in quality["projet"]
        )
        print(f"  {name}: {cells}")
    shutil.rmtree(home, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
