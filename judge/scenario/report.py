"""Plain-text reports of a run, for `judge run`, `judge check` and the pytest plugin (French)."""

from __future__ import annotations

from judge.engine.events import Event
from judge.render.tree import depths
from judge.scenario.result import Failure, RunResult, render_text


def trace_lines(events: list[Event], start: int = 0, stop: int | None = None) -> list[str]:
    """The trace as indented lines: `n° [rules] sentence`, children under their parent."""
    levels = depths(events)
    out = []
    for e in events[start:stop]:
        rules = f" [{', '.join(e.rules)}]" if e.rules else ""
        out.append(f"{e.index:>4} {'  ' * levels.get(e.index, 0)}{render_text(e)}{rules}")
    return out


def failure_lines(result: RunResult, failure: Failure, context: int = 3) -> list[str]:
    """One failure: where, expected against actual, and the trace around the event concerned."""
    s = result.scenario
    where = f"{s.filename}:{failure.line}" if failure.line else s.filename
    step = f"action {failure.step + 1}" if failure.step is not None else "fin du scénario"
    lines = [f"  {where} ({step}, {failure.what}) : {failure.message}"]
    if failure.path is not None or failure.expected is not None:
        lines.append(f"    attendu : {failure.expected!r}")
        lines.append(f"    obtenu  : {failure.actual!r}")
    around = failure.event
    if around is None and failure.step is not None:
        in_step = [e.index for e in result.events if e.step == failure.step]
        around = in_step[-1] if in_step else None
    if around is None and result.events:
        around = result.events[-1].index  # an end-of-scenario failure: show how the run ended
    if around is not None:
        lines.append("    trace autour :")
        lines.extend(
            "    " + ln for ln in trace_lines(result.events, max(0, around - context), around + context + 1)
        )
    return lines


def result_lines(result: RunResult) -> list[str]:
    """The full text report of one run."""
    s = result.scenario
    out = [f"Scénario : {s.name}"]
    if s.question:
        out.append(f"Question : {s.question}")
    if s.rules:
        out.append(f"Règles : {', '.join(s.rules)}")
    out.append("")
    out.extend(trace_lines(result.events))
    out.append("")
    winner = result.state.get("winner")
    out.append(f"Vainqueur : {winner}" if winner else "Pas de vainqueur.")
    points = ", ".join(f"{pid} {p['points']}" for pid, p in result.state["players"].items())
    out.append(f"Points : {points}")
    if result.error is not None:
        out.append(f"Arrêt ({result.error.code}) : {result.error.located()}")
    for f in result.failures:
        out.extend(failure_lines(result, f))
    out.append("OK" if result.ok else "ÉCHEC")
    return out
