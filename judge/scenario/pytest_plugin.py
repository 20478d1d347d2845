"""pytest plugin: every `scenarios/**/*.yaml` becomes a test item (pytest's "non-python tests").

A failing scenario shows the file, the step, expected against actual and the trace around it.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from judge.errors import ScenarioError
from judge.scenario.report import failure_lines
from judge.scenario.result import RunResult
from judge.scenario.runner import run_file


def pytest_collect_file(parent: pytest.Collector, file_path: Path) -> ScenarioFile | None:
    """Collects YAML files under `<rootdir>/scenarios/`."""
    if file_path.suffix not in (".yaml", ".yml"):
        return None
    root = parent.config.rootpath / "scenarios"
    if root not in file_path.parents:
        return None
    return ScenarioFile.from_parent(parent, path=file_path)


class ScenarioFile(pytest.File):
    """One scenario file: one item."""

    def collect(self) -> Iterator[ScenarioItem]:
        """The file's single item, named after the file."""
        yield ScenarioItem.from_parent(self, name=self.path.stem)


class ScenarioFailed(Exception):
    """The run's failures, for `repr_failure`."""

    def __init__(self, result: RunResult) -> None:
        super().__init__(result.scenario.name)
        self.result = result


class ScenarioItem(pytest.Item):
    """Runs one scenario and fails with its readable report."""

    def runtest(self) -> None:
        """Runs the scenario; raises when it does not pass."""
        result = run_file(self.path)
        if result.scenario.expect is None:
            raise ScenarioError(
                "`expect:` absent ; un scénario vérifié doit dire ce qu'il établit", file=str(self.path)
            )
        if not result.ok:
            raise ScenarioFailed(result)

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> str:
        """The scenario, each failure with expected/actual and the trace around it."""
        exc = excinfo.value
        if isinstance(exc, ScenarioFailed):
            r = exc.result
            lines = [f"scénario « {r.scenario.name} » ({r.scenario.filename})"]
            if r.error is not None and r.scenario.expect is None:
                lines.append(f"  arrêt ({r.error.code}) : {r.error.located()}")
            for f in r.failures:
                lines.extend(failure_lines(r, f))
            return "\n".join(lines)
        if isinstance(exc, ScenarioError):
            return f"scénario invalide : {exc.located()}"
        return str(super().repr_failure(excinfo))

    def reportinfo(self) -> tuple[Path, int, str]:
        """Where the item comes from, for pytest's report."""
        return self.path, 0, f"scénario : {self.path.name}"
