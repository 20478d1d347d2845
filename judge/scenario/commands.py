"""`judge run FILE [--json]` and `judge check [PATH ...]` (spec/interfaces.md)."""

from __future__ import annotations

import argparse
import io
import json
import os
import sys
from pathlib import Path

from judge.errors import InputError, ScenarioError, os_reason
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
    """Every scenario file under the paths, sorted; `InputError` for a path that does not exist.

    A folder is walked without following links; what cannot be read or vanishes during the walk
    (a file deleted meanwhile, a name too long for the system) is left out, not a traceback.
    """
    files: list[Path] = []
    for raw in paths:
        p = Path(raw)
        try:
            is_dir, is_file = p.is_dir(), p.is_file()
        except OSError as err:
            raise InputError(f"chemin illisible : {_short(raw)} ({os_reason(err)})") from None
        if is_dir:
            found: list[Path] = []
            for folder, _dirs, names in os.walk(p, onerror=lambda _err: None):
                found.extend(Path(folder) / n for n in names if n.endswith(SUFFIXES))
            files.extend(sorted(found))
        elif is_file:
            files.append(p)
        else:
            raise InputError(f"chemin introuvable : {_short(raw)}")
    return files


def _still_there(path: Path) -> bool:
    try:
        return path.exists()
    except OSError:
        return True


def _short(raw: str) -> str:
    """A path as shown in a message: a 300-character name is cut."""
    return raw if len(raw) <= 120 else raw[:117] + "…"


def cmd_check(args: argparse.Namespace) -> int:
    """Runs every scenario under the paths; ends with `N passed, M failed`.

    Exit code: 0 all pass, 1 one failed, 2 one is not a valid scenario file.
    """
    paths = list(args.paths) or ["scenarios"]
    files = scenario_files(paths)
    if not files:
        raise InputError(
            f"aucun scénario (fichier .yaml ou .yml) trouvé dans : {', '.join(map(_short, paths))}"
        )
    as_json = bool(getattr(args, "json", False))
    out = io.StringIO() if as_json else sys.stdout
    report: list[dict[str, object]] = []  # one object per file for `--json`
    passed = failed = invalid = 0
    for f in files:
        try:
            result = run_file(f)
        except ScenarioError as err:
            if not _still_there(f):
                continue  # removed while the folder was being checked: nothing to check
            invalid += 1
            failed += 1
            out.write(f"INVALIDE {f}\n  {err.located()}\n")
            report.append({"file": str(f), "status": "invalid", "error": err.to_json()})
            continue
        if result.scenario.expect is None:
            # The spec: `judge check` requires `expect` (a file without it is not a check: bad input).
            invalid += 1
            failed += 1
            message = (
                "clé `expect:` absente ; judge check exige ce que le scénario doit "
                "établir (attendu : `expect:` avec `state`, `events`, `no_events` ou `error`)"
            )
            out.write(f"INVALIDE {f}\n  {f}:1 : {message}\n")
            error = {"code": "invalid_scenario", "message": message, "line": 1, "file": str(f)}
            report.append({"file": str(f), "status": "invalid", "error": error})
            continue
        if result.ok:
            passed += 1
            report.append({"file": str(f), "status": "passed", "name": result.scenario.name})
            continue
        failed += 1
        out.write(f"ÉCHEC {f} — {result.scenario.name}\n")
        lines = [line for failure in result.failures for line in failure_lines(result, failure)]
        if lines:
            out.write("\n".join(lines) + "\n")
        report.append({"file": str(f), "status": "failed", "name": result.scenario.name, "failures": lines})
    if as_json:
        summary = {"passed": passed, "failed": failed, "invalid": invalid, "files": report}
        sys.stdout.write(json.dumps(summary, ensure_ascii=False, indent=2) + "\n")
    else:
        sys.stdout.write(f"{passed} passed, {failed} failed\n")
    if invalid:
        return 2
    return 1 if failed else 0
