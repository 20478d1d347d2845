"""`judge run FILE [--json]` and `judge check [PATH ...]` (spec/interfaces.md)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from judge.errors import InputError, ScenarioError
from judge.scenario.report import failure_lines, result_lines
from judge.scenario.runner import run_file

SUFFIXES = (".yaml", ".yml")


def cmd_run(args: argparse.Namespace) -> int:
    """Runs one scenario and prints its trace (or the JSON object); exit 1 when it fails."""
    result = run_file(args.file)
    if args.json:
        sys.stdout.write(json.dumps(result.to_json(), ensure_ascii=False, indent=2) + "\n")
    else:
        sys.stdout.write("\n".join(result_lines(result)) + "\n")
    return 0 if result.ok else 1


def scenario_files(paths: list[str]) -> list[Path]:
    """Every scenario file under the paths, sorted; `InputError` for a path that does not exist."""
    files: list[Path] = []
    for raw in paths:
        p = Path(raw)
        if p.is_dir():
            files.extend(sorted(f for f in p.rglob("*") if f.suffix in SUFFIXES and f.is_file()))
        elif p.is_file():
            files.append(p)
        else:
            raise InputError(f"chemin introuvable : {raw}")
    return files


def cmd_check(args: argparse.Namespace) -> int:
    """Runs every scenario under the paths; ends with `N passed, M failed`.

    Exit code: 0 all pass, 1 one failed, 2 one is not a valid scenario file.
    """
    files = scenario_files(list(args.paths) or ["scenarios"])
    passed = failed = invalid = 0
    for f in files:
        try:
            result = run_file(f)
        except ScenarioError as err:
            invalid += 1
            failed += 1
            sys.stdout.write(f"INVALIDE {f}\n  {err.located()}\n")
            continue
        if result.scenario.expect is None:
            # The spec: `judge check` requires `expect` (a file without it is not a check: bad input).
            invalid += 1
            failed += 1
            sys.stdout.write(
                f"INVALIDE {f}\n  {f}:1 : clé `expect:` absente ; judge check exige ce que le scénario doit "
                "établir (attendu : `expect:` avec `state`, `events`, `no_events` ou `error`)\n"
            )
            continue
        if result.ok:
            passed += 1
            continue
        failed += 1
        sys.stdout.write(f"ÉCHEC {f} — {result.scenario.name}\n")
        for failure in result.failures:
            sys.stdout.write("\n".join(failure_lines(result, failure)) + "\n")
    sys.stdout.write(f"{passed} passed, {failed} failed\n")
    if invalid:
        return 2
    return 1 if failed else 0
