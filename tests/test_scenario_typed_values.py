"""A scenario value is a text, a whole number, a boolean, a list or a mapping: YAML's other types
(`.nan`, `.inf`, dates, `!!binary`, `!!timestamp`) make an invalid file with its line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from judge.errors import ScenarioError
from judge.scenario.loader import load_text

BOARD = """\
name: {name}
setup:
  players:
    A: {{main_deck: 2}}
    B: {{}}
actions:
  - draw: {{player: A, count: 1}}
expect:
  state:
    players.A.hand.count: {value}
"""

TYPED = [
    ".nan",
    ".NaN",
    ".inf",
    "-.inf",
    "1.5",
    "1.0e+3",
    "2001-02-03",
    "2001-02-03 10:00:00",
    "!!binary aGVsbG8=",
    "!!timestamp x",
    "!!timestamp 2001-02-30",
    "2001-02-30",
    "!!int abc",
    "!!float abc",
    "!!bool maybe",
]


@pytest.mark.parametrize("value", TYPED)
def test_a_typed_value_in_expect_state_is_an_invalid_file_at_its_line(value: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        load_text(BOARD.format(name="x", value=value), "typé.yaml")
    assert caught.value.line == 10 and caught.value.file == "typé.yaml"
    assert "entre guillemets" in caught.value.message


@pytest.mark.parametrize("value", [".nan", "2001-02-03", "!!binary aGVsbG8=", "!!timestamp x"])
def test_a_typed_value_as_the_name_is_an_invalid_file_too(value: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        load_text(BOARD.format(name=value, value=1), "typé.yaml")
    assert caught.value.line == 1


def test_quoted_the_same_values_are_texts() -> None:
    scenario = load_text(BOARD.format(name='"2001-02-03"', value=1), "x.yaml")
    assert scenario.name == "2001-02-03"


@pytest.mark.parametrize("value", [".nan", ".inf", "2001-02-03", "!!binary aGVsbG8="])
def test_judge_run_json_never_prints_invalid_json(tmp_path: Path, value: str) -> None:
    path = tmp_path / "typé.yaml"
    path.write_text(BOARD.format(name="x", value=value), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "judge.cli", "run", str(path), "--json"], capture_output=True, text=True
    )
    assert done.returncode == 2 and "Traceback" not in done.stderr
    # With --json the error is the API's JSON error object, on standard error.
    error = json.loads(done.stderr)["error"]
    assert error["file"] == str(path) and error["line"] == 10
    assert "refusée" in error["message"] or "illisible" in error["message"]
    assert "NaN" not in done.stdout and "Infinity" not in done.stdout
    if done.stdout.strip():
        json.loads(done.stdout)


@pytest.mark.parametrize("value", [".nan", "-.inf", "2001-02-03", "!!binary aGVsbG8=", "!!timestamp x"])
def test_the_api_answers_422_with_the_line(client: httpx.Client, value: str) -> None:
    board = BOARD.format(name="x", value=value)
    r = client.post("/api/scenarios/run", content=board.encode("utf-8"))
    assert r.status_code == 422 and r.json()["error"]["line"] == 10
    r = client.post("/api/ask", json={"board": board, "question": "piocher"})
    assert r.status_code == 422 and r.json()["error"]["line"] == 10
    r = client.post("/api/ask", json={"board": BOARD.format(name=value, value=1)})
    assert r.status_code == 422 and r.json()["error"]["line"] == 1
