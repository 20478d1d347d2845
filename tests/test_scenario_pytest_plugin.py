"""The pytest plugin turns `scenarios/**/*.yaml` into test items with readable failures."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

FIXTURES = Path(__file__).parent / "fixtures" / "scenarios"


def test_scenarios_become_items_and_failures_show_expected_and_actual(pytester: pytest.Pytester) -> None:
    folder = pytester.path / "scenarios" / "pioche"
    folder.mkdir(parents=True)
    failing = (FIXTURES / "echec_attendu.yaml").read_text("utf-8")
    (folder / "faux.yaml").write_text(failing, encoding="utf-8")
    (folder / "bon.yaml").write_text(
        failing.replace("players.B.points: 0", "players.B.points: 1"), encoding="utf-8"
    )
    (pytester.path / "elsewhere.yaml").write_text("not: a scenario\n", encoding="utf-8")
    result = pytester.runpytest("-p", "no:cacheprovider", "scenarios")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(["*faux.yaml:10*players.B.points : attendu 0, obtenu 1*", "*attendu : 0*"])
