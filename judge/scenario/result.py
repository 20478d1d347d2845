"""The outcome of running a scenario: `RunResult` and its `Failure`s (values, not exceptions)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from judge.engine.decisions import Decision
from judge.engine.events import Event
from judge.errors import JudgeError
from judge.render import render_event
from judge.scenario.model import Scenario


@dataclass
class Failure:
    """One thing that did not hold: `what` is state, events, no_events, error or invariant."""

    step: int | None
    what: str
    message: str
    path: str | None = None
    expected: Any = None
    actual: Any = None
    line: int | None = None
    event: int | None = None  # index of the event the failure is about, for the trace around it

    def to_json(self) -> dict[str, Any]:
        """Plain data for `judge run --json`."""
        return {
            "step": self.step,
            "what": self.what,
            "path": self.path,
            "expected": self.expected,
            "actual": self.actual,
            "message": self.message,
            "line": self.line,
        }


def render_text(event: Event) -> str:
    """The French sentence for an event (`judge.render`); its kind should the renderer fail."""
    try:
        return render_event(event)
    except Exception:  # a renderer bug must not hide the trace
        return str(event.kind)


def rule_url(rule: str) -> str:
    """The web page of a rule (interfaces contract: `/regles/NUMBER`)."""
    return f"/regles/{rule}"


@dataclass(frozen=True)
class Answer:
    """A judge's answer to a pending decision: for which action (`step`, from 0), and the value."""

    step: int
    value: Any

    def to_json(self) -> dict[str, Any]:
        """`{"step", "option"}`, as the web form and `POST /api/ask` carry it."""
        return {"step": self.step, "option": self.value}


@dataclass
class RunResult:
    """A scenario's run: its events, final board, failures and the error that stopped it, if any."""

    scenario: Scenario
    events: list[Event]
    state: dict[str, Any]
    failures: list[Failure] = field(default_factory=list)
    error: JudgeError | None = None
    pending: Decision | None = None  # the decision the game waits on when the run ended
    answers: list[Answer] = field(default_factory=list)  # the judge's answers that were used

    @property
    def ok(self) -> bool:
        """No failures and, when nothing is expected, no error."""
        if self.failures:
            return False
        return not (self.scenario.expect is None and self.error is not None)

    def to_json(self) -> dict[str, Any]:
        """The `judge run --json` object."""
        s = self.scenario
        return {
            "scenario": {
                "name": s.name,
                "question": s.question,
                "rules": list(s.rules),
                "filename": s.filename,
                "seed": s.seed,
            },
            "ok": self.ok,
            "events": [
                {
                    **e.to_json(),
                    "text": render_text(e),
                    "links": [{"rule": r, "url": rule_url(r)} for r in e.rules],
                }
                for e in self.events
            ],
            "state": self.state,
            "failures": [f.to_json() for f in self.failures],
            "error": self.error.to_json() if self.error is not None else None,
            "pending": self.pending.to_json() if self.pending is not None else None,
            "answers": [a.to_json() for a in self.answers],
        }
