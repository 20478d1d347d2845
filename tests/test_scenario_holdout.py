"""The held-out set: scenarios written from the official FAQs on playing, paying and timing, kept out of
`scenarios/` (never used to shape the engine), run against it like the others: each must pass."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.scenario.runner import run_file

HELD_OUT = sorted((Path(__file__).parent / "data" / "scenarios_tenus_a_l_ecart").glob("*.yaml"))


def test_the_held_out_set_is_there() -> None:
    assert len(HELD_OUT) >= 7


@pytest.mark.parametrize("path", HELD_OUT, ids=lambda p: p.stem)
def test_a_held_out_scenario_comes_out_as_the_faq_says(path: Path) -> None:
    result = run_file(path)
    assert result.ok, [f.message for f in result.failures]
