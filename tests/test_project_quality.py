"""Project-wide checks: lint, types, and the docs that promise the commands and the CI."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from judge.cli import build_parser

ROOT = Path(__file__).resolve().parents[1]


def _tool(name: str) -> list[str]:
    """Run a tool from the same environment as the tests."""
    local = Path(sys.executable).parent / name
    if local.exists():
        return [str(local)]
    found = shutil.which(name)
    if found is None:
        pytest.skip(f"{name} n'est pas installé (il fait partie des extras de test)")
    return [found]


def test_ruff_is_clean() -> None:
    proc = subprocess.run(
        [*_tool("ruff"), "check", "judge", "tests", "benchmarks"], cwd=ROOT, capture_output=True, text=True
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_mypy_strict_is_clean() -> None:
    proc = subprocess.run([*_tool("mypy"), "judge"], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_ci_runs_exactly_the_readme_test_command() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    last = [line for line in ci.splitlines() if line.strip() and not line.startswith("#")][-1]
    assert last.strip() in readme, f"la commande de test de .ci/run n'est pas dans le README : {last}"


def test_readme_documents_every_command() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command")
    for name in sub.choices:  # type: ignore[union-attr]
        assert re.search(rf"judge {name}\b", readme), f"`judge {name}` n'est pas documenté dans le README"
