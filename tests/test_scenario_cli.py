"""`judge run` and `judge check` as a user calls them: exit codes, messages, JSON."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from judge.cli import main

FIXTURES = Path(__file__).parent / "fixtures" / "scenarios"

GOOD = """name: "Piocher 3 avec 1 carte"
seed: 7
setup:
  players:
    A: {main_deck: 1, trash: 6}
    B: {}
actions:
  - draw: {player: A, count: 3}
expect:
  state:
    players.A.hand.count: 3
    players.B.points: 1
  events: [draw, burnout, recycle, gain_point, draw]
"""


def judge(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "judge.cli", *args], capture_output=True, text=True, check=False, timeout=60
    )


def test_run_prints_the_trace_and_exits_0(tmp_path: Path) -> None:
    f = tmp_path / "bon.yaml"
    f.write_text(GOOD, encoding="utf-8")
    done = judge("run", str(f))
    assert done.returncode == 0, done.stderr
    assert "431.2.b" in done.stdout and "OK" in done.stdout


def test_run_json_has_the_contract_keys(tmp_path: Path) -> None:
    f = tmp_path / "bon.yaml"
    f.write_text(GOOD, encoding="utf-8")
    out = json.loads(judge("run", str(f), "--json").stdout)
    assert {"scenario", "ok", "events", "state", "failures", "error"} <= set(out)
    assert out["ok"] is True
    assert all({"kind", "text", "rules", "parent"} <= set(e) for e in out["events"])


def test_run_a_failing_expectation_exits_1() -> None:
    done = judge("run", str(FIXTURES / "echec_attendu.yaml"))
    assert done.returncode == 1
    assert "players.B.points : attendu 0, obtenu 1" in done.stdout


def test_bad_files_exit_2_with_a_french_message_and_no_traceback() -> None:
    for f in sorted(FIXTURES.glob("*.yaml")):
        if f.name == "echec_attendu.yaml":
            continue
        done = judge("run", str(f))
        assert done.returncode == 2, f.name
        assert "Traceback" not in done.stderr
        assert f"{f}:" in done.stderr, done.stderr


def test_check_counts_and_exit_codes(tmp_path: Path) -> None:
    (tmp_path / "bon.yaml").write_text(GOOD, encoding="utf-8")
    done = judge("check", str(tmp_path))
    assert done.returncode == 0 and done.stdout.strip().endswith("1 passed, 0 failed")
    (tmp_path / "faux.yaml").write_text(
        (FIXTURES / "echec_attendu.yaml").read_text("utf-8"), encoding="utf-8"
    )
    done = judge("check", str(tmp_path))
    assert done.returncode == 1 and done.stdout.strip().endswith("1 passed, 1 failed")
    assert "faux.yaml" in done.stdout and "attendu" in done.stdout
    done = judge("check", str(tmp_path / "absent"))
    assert done.returncode == 2 and "introuvable" in done.stderr


def test_check_requires_expect(tmp_path: Path) -> None:
    (tmp_path / "sans_attente.yaml").write_text(GOOD.split("expect:")[0], encoding="utf-8")
    done = judge("check", str(tmp_path))
    # A file `judge check` cannot check is bad input (exit 2), named with its line and what is expected.
    assert done.returncode == 2 and "sans_attente.yaml:1" in done.stdout and "`expect:`" in done.stdout
    assert done.stdout.strip().endswith("0 passed, 1 failed")


def test_run_json_follows_the_spec_for_every_event_and_failure() -> None:
    from judge.engine.events import EventKind
    from judge.scenario.runner import run_file, run_text

    out = json.loads(json.dumps(run_text(GOOD).to_json(), ensure_ascii=False))
    indexes = set()
    for event in out["events"]:
        assert event["kind"] in {k.value for k in EventKind}
        assert isinstance(event["data"], dict) and isinstance(event["rules"], list)
        assert isinstance(event["text"], str) and event["text"] != event["kind"]  # a French sentence
        assert event["parent"] is None or event["parent"] in indexes  # the tree points backwards
        indexes.add(event["index"])
    assert out["state"]["players"]["A"]["counts"]["hand"] == 3
    failed = run_file(FIXTURES / "echec_attendu.yaml").to_json()
    assert failed["ok"] is False and failed["failures"]
    assert all(
        {"what", "message", "expected", "actual", "line", "step"} <= set(f) for f in failed["failures"]
    )


# --- hostile paths and files (issue: nothing on disk can break the tool) ---------------------


def test_run_and_ask_refuse_an_endless_file_in_french(tmp_path: Path) -> None:
    for argv in (["run", "/dev/zero"], ["ask", "x", "--board", "/dev/zero"]):
        done = subprocess.run(
            [sys.executable, "-m", "judge.cli", *argv], capture_output=True, text=True, timeout=60
        )
        assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
        assert "trop volumineux" in done.stderr and "256 Kio" in done.stderr


def test_check_a_name_too_long_is_a_french_error(tmp_path: Path) -> None:
    long_name = str(tmp_path / ("a" * 300))
    done = subprocess.run(
        [sys.executable, "-m", "judge.cli", "check", long_name], capture_output=True, text=True
    )
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "nom trop long" in done.stderr


def test_check_a_folder_without_scenarios_says_so_and_exits_2(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("rien", encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "judge.cli", "check", str(tmp_path)], capture_output=True, text=True
    )
    assert done.returncode == 2 and "aucun scénario" in done.stderr and "passed" not in done.stdout


def test_check_skips_a_file_removed_during_the_walk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from judge.scenario import commands

    good = tmp_path / "a.yaml"
    good.write_text(
        "name: a\nsetup:\n  players: {A: {main_deck: 1}, B: {}}\nactions:\n  - draw: {player: A, count: 1}\n"
        "expect:\n  state:\n    players.A.hand.count: 1\n",
        encoding="utf-8",
    )
    gone = tmp_path / "b.yaml"
    gone.write_text("name: b\n", encoding="utf-8")
    listed = commands.scenario_files([str(tmp_path)])
    gone.unlink()  # vanishes between the walk and its check
    monkeypatch.setattr(commands, "scenario_files", lambda _paths: listed)
    assert main(["check", str(tmp_path)]) == 0


def test_a_system_error_anywhere_is_french_without_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    long_name = str(tmp_path / ("a" * 300))
    for argv in (["corpus", "import", long_name], ["run", long_name], ["ask", "x", "--board", long_name]):
        assert main(argv) == 2
        assert "nom trop long pour le système" in capsys.readouterr().err


def test_a_bug_is_reported_in_french_with_exit_3(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from judge.scenario import commands

    def broken(_args: object) -> int:
        raise RuntimeError("bogue simulé")

    monkeypatch.delenv("JUDGE_DEBUG", raising=False)
    monkeypatch.setattr(commands, "cmd_run", broken)
    assert main(["run", "x.yaml"]) == 3
    err = capsys.readouterr().err
    assert "erreur interne (RuntimeError)" in err and "JUDGE_DEBUG=1" in err and "Traceback" not in err


def test_a_named_pipe_is_refused_without_waiting(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pipe = tmp_path / "tube.yaml"
    os.mkfifo(pipe)
    assert main(["run", str(pipe)]) == 2
    assert "tube nommé" in capsys.readouterr().err
