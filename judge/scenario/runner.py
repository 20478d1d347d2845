"""Running a scenario: build the board, apply each action, check invariants after every
step, then check `expect:`. A run the rules stop (illegal action, missing choice, step
limit, something not modelled) is a value in `RunResult.error`, not an exception; a file
that breaks the format raises `ScenarioError` (exit code 2)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from judge.engine.state_paths import state_dict
from judge.errors import JudgeError, ScenarioError
from judge.scenario.board import build_game
from judge.scenario.expectations import check_expect
from judge.scenario.invariants import Invariants
from judge.scenario.loader import load_file, load_text
from judge.scenario.model import Scenario
from judge.scenario.result import Answer, Failure, RunResult
from judge.scenario.verbs import to_action

__all__ = ["Answer", "Failure", "RunResult", "run_file", "run_scenario", "run_text"]


def run_text(text: str, *, filename: str = "<plateau>", answers: Sequence[Answer] = ()) -> RunResult:
    """Loads and runs a scenario from its YAML text (`answers`: see `run_scenario`)."""
    return run_scenario(load_text(text, filename), answers=answers)


def run_file(path: str | Path) -> RunResult:
    """Loads and runs one scenario file."""
    return run_scenario(load_file(path))


def run_scenario(scenario: Scenario, *, answers: Sequence[Answer] = ()) -> RunResult:
    """Runs a checked scenario: actions in order, invariants after each, then `expect:`.

    A choice that an action's `choices:` does not answer leaves the game waiting on a pending
    decision; `answers` (a judge's picks, e.g. from the web page) resume it there, in order, when
    they are for that action; otherwise the run ends with `choice_required`."""
    game = build_game(scenario)
    invariants = Invariants(game)
    failures: list[Failure] = []
    error: JudgeError | None = None
    waiting = list(answers)
    for spec in scenario.actions:
        try:
            game.apply(to_action(game, spec, scenario.filename, scenario.aliases), step=spec.index)
            while game.pending is not None and waiting and waiting[0].step == spec.index:
                game.answer(waiting.pop(0).value)
            if game.pending is not None:
                raise game.pending.error()
        except JudgeError as err:
            err.file = err.file or scenario.filename
            err.line = err.line if err.line is not None else spec.line
            if isinstance(err, ScenarioError):
                raise  # the file is wrong, not the play: exit code 2
            err.details.setdefault("step", spec.index)
            error = err
            break
        finally:
            failures.extend(invariants.check(game, spec.index))
    if scenario.expect is not None:
        failures.extend(check_expect(scenario.expect, game, error))
    return RunResult(
        scenario=scenario,
        events=list(game.log),
        state=state_dict(game),
        failures=failures,
        error=error,
        pending=game.pending,
        answers=[a for a in answers if a not in waiting],
    )
