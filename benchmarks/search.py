"""Search speed on the full imported corpus: import time, cold `judge search`, query latency.

    .venv/bin/python benchmarks/search.py [--rounds 5]

Imports the official French Core Rules from ../shared/corpus into a temporary JUDGE_HOME when
they are there (else measures the embedded corpus), then prints: the import time (which
includes building the index), the wall time of a cold `judge search` process, and the median
and p99 latency of queries once the index is loaded (targets: 10 ms and 50 ms). Run by
hand; never a timed test.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml

_ROOT = Path(__file__).resolve().parents[1]
_SHARED = _ROOT.parent / "shared"
_CORE = _SHARED / "corpus" / "regles-du-jeu-fr-v1.4.txt"
_QUESTION_FILES = [
    _SHARED / "eval" / "questions.yaml",
    _ROOT / "tests" / "data" / "search_questions_extra.yaml",
]

_MORE_QUERIES = [
    "431.2.b",
    "règle 469",
    "epuisser une unite",
    "burn out",
    "Que se passe-t-il si mon adversaire joue un sort pendant une confrontation alors que j'ai la "
    "priorité et que la chaîne contient déjà une compétence déclenchée par la mort d'une unité ?",
    "Lorsque plusieurs unités attaquent sur un champ de bataille contrôlé par un adversaire qui a des "
    "unités avec Tank et Bouclier, dans quel ordre faut-il assigner les dégâts de combat et que "
    "se passe-t-il si une unité est étourdie ou si un effet de remplacement empêche les dégâts ?",
    "x" * 10_000,
    'coût (énergie) AND NOT "essence" OR * ~ : ?',
]


def _judge(home: Path) -> list[str]:
    exe = Path(sys.executable).with_name("judge")
    return [str(exe)] if exe.exists() else [sys.executable, "-m", "judge.cli"]


def _queries() -> list[str]:
    queries: list[str] = []
    for path in _QUESTION_FILES:
        if path.is_file():
            queries += [q["q"] for q in yaml.safe_load(path.read_text(encoding="utf-8"))]
    return queries + _MORE_QUERIES


def main() -> int:
    """Print the figures; returns 0."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=5, help="passes over the queries (5)")
    args = ap.parse_args()
    home = Path(tempfile.mkdtemp(prefix="juge-bench-"))
    env = {**os.environ, "JUDGE_HOME": str(home)}
    judge = _judge(home)
    if _CORE.is_file():
        t0 = time.perf_counter()
        subprocess.run([*judge, "corpus", "import", str(_CORE)], env=env, check=True, capture_output=True)
        print(f"import (Core Rules + index build): {time.perf_counter() - t0:.2f} s")
    else:
        print("../shared/corpus absent: embedded corpus only")
    subprocess.run([*judge, "search", "--json", "épuiser"], env=env, check=True, capture_output=True)
    colds = []
    for query in ("épuiser une unité", "exténuation", "431.2"):
        t0 = time.perf_counter()
        subprocess.run([*judge, "search", "--json", query], env=env, check=True, capture_output=True)
        colds.append(time.perf_counter() - t0)
    print(f"cold `judge search` process: median {statistics.median(colds):.3f} s (target ≤ 1 s)")

    os.environ["JUDGE_HOME"] = str(home)
    from judge.search.api import search

    t0 = time.perf_counter()
    search("épuiser")
    print(
        f"first search in process (corpus, index, speller loaded): {(time.perf_counter() - t0) * 1000:.0f} ms"
    )
    queries = _queries()
    times: list[float] = []
    for _ in range(args.rounds):
        for query in queries:
            t0 = time.perf_counter()
            search(query)
            times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    print(
        f"query latency over {len(times)} searches ({len(queries)} queries): "
        f"median {statistics.median(times):.1f} ms, p99 {p99:.1f} ms, max {times[-1]:.1f} ms "
        "(targets ≤ 10 ms / ≤ 50 ms)"
    )
    shutil.rmtree(home, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
