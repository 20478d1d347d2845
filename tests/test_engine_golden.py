"""Golden playthroughs (OpenSpiel's habit): a scenario's whole trace is stored and diffed, so
any change to events, their data, rule numbers or the seeded order shows up in review.

Regenerate after an intended change with `JUDGE_REGEN_GOLDEN=1 pytest tests/test_engine_golden.py`.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from judge.scenario.runner import run_file

GOLDEN = Path(__file__).parent / "fixtures" / "golden"


@pytest.mark.parametrize("scenario", sorted(GOLDEN.glob("*.yaml")), ids=lambda p: p.stem)
def test_trace_matches_its_golden_file(scenario: Path) -> None:
    result = run_file(scenario)
    trace = {
        "events": [e.to_json() for e in result.events],
        "state": result.state,
        "error": result.error.to_json() if result.error else None,
    }
    golden = scenario.with_suffix(".json")
    if os.environ.get("JUDGE_REGEN_GOLDEN") or not golden.exists():
        golden.write_text(json.dumps(trace, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    assert trace == json.loads(golden.read_text(encoding="utf-8"))
