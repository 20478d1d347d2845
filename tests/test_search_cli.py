"""`judge search` and `judge rule` through the real command line (subprocess)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest


def _judge(args: list[str], home: Path, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "JUDGE_HOME": str(home)}
    return subprocess.run(
        [sys.executable, "-m", "judge.cli", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("judge_home_cli")


def test_batch_json_one_line_per_query_in_order(home: Path) -> None:
    queries = ["épuiser une unité", "", "epuisser", "431.2", 'AND (x OR "y") *:* ?', "burn out"]
    proc = _judge(["search", "--batch", "--json", "--limit", "3"], home, "\n".join(queries) + "\n")
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert len(lines) == len(queries)
    objects = [json.loads(line) for line in lines]
    assert [o["query"] for o in objects] == queries
    assert objects[1]["hits"] == [] and objects[1]["corrected"] is None
    assert objects[2]["corrected"] == "épuiser"
    assert all(len(o["hits"]) <= 3 for o in objects)
    assert objects[0]["hits"] and set(objects[0]["hits"][0]) == {
        "id", "rule", "title", "kind", "source", "text", "snippet", "score", "url",
    }  # fmt: skip
    assert (home / "index" / "CURRENT").is_file()


def test_plain_output_marks_matches_and_shows_the_correction(home: Path) -> None:
    proc = _judge(["search", "epuisser", "une", "unite", "--limit", "2"], home)
    assert proc.returncode == 0, proc.stderr
    assert "Recherche corrigée : épuiser une unité" in proc.stdout
    assert "1. " in proc.stdout and "[" in proc.stdout and "<mark>" not in proc.stdout


def test_empty_query_exits_2_in_french(home: Path) -> None:
    proc = _judge(["search"], home)
    assert proc.returncode == 2 and "vide" in proc.stderr and "Traceback" not in proc.stderr


def test_rule_command(home: Path) -> None:
    proc = _judge(["rule", "414.1", "--json"], home)
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert data["rule"] == "414.1" and data["text"]
    plain = _judge(["rule", "414.1"], home)
    assert plain.returncode == 0 and "Règle 414.1" in plain.stdout


def test_unknown_rule_exits_1_in_french(home: Path) -> None:
    proc = _judge(["rule", "999.9"], home)
    assert proc.returncode == 1 and "999.9" in proc.stderr and "Traceback" not in proc.stderr


def test_nonsense_gets_nothing_relevant_and_exits_1(home: Path) -> None:
    # A query that shares at most a common word with the rules is not answered with random passages.
    proc = _judge(["search", "combien", "coûte", "un", "booster", "en", "euros"], home)
    assert proc.returncode == 1, proc.stdout
    assert "Rien de pertinent" in proc.stdout and "1. " not in proc.stdout
    data = json.loads(_judge(["search", "--json", "combien coûte un booster en euros"], home).stdout)
    assert data["hits"] == [] and data["total"] == 0


def test_explain_shows_each_factor_of_the_score(home: Path) -> None:
    proc = _judge(["search", "--explain", "--limit", "1", "épuiser une unité"], home)
    assert proc.returncode == 0, proc.stderr
    assert "BM25F : =" in proc.stdout and "couverture : ×" in proc.stdout and "pertinence" in proc.stdout
    data = json.loads(_judge(["search", "--json", "--explain", "--limit", "1", "épuiser"], home).stdout)
    factors = data["hits"][0]["explain"]["factors"]
    assert factors[0]["factor"] == "BM25F" and all(f["op"] in ("×", "=") for f in factors)


def test_count_is_the_true_count_not_the_page_size(home: Path) -> None:
    data = json.loads(_judge(["search", "--json", "--limit", "3", "épuiser une unité"], home).stdout)
    assert len(data["hits"]) == 3 and data["total"] > 3
    assert data["total"] == len(json.loads(
        _judge(["search", "--json", "--limit", "100", "épuiser une unité"], home).stdout
    )["hits"]) or not data["total_exact"]  # fmt: skip
