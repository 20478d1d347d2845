"""The same query gives the same hits and scores in every process (no dependence on hash order)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

QUERIES = [
    "Que se passe-t-il quand je dois piocher mais que mon deck principal est vide ?",
    "gagner le dernier point",
    "burnout empty deck",
    "bannisement zone",
]


def _run(home: Path, hash_seed: str) -> list[dict[str, object]]:
    env = {**os.environ, "JUDGE_HOME": str(home), "PYTHONHASHSEED": hash_seed}
    proc = subprocess.run(
        [sys.executable, "-m", "judge.cli", "search", "--batch", "--json", "--limit", "10"],
        input="\n".join(QUERIES) + "\n",
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    return [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]


def test_hits_and_scores_do_not_depend_on_the_hash_seed(tmp_path: Path) -> None:
    first = _run(tmp_path, "1")
    second = _run(tmp_path, "4242")
    assert len(first) == len(QUERIES)
    for a, b in zip(first, second, strict=True):
        assert [(h["id"], h["score"]) for h in a["hits"]] == [(h["id"], h["score"]) for h in b["hits"]]
