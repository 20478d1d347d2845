"""French rendering of the engine's events: sentences, rule numbers and the trace tree."""

from judge.render.trace import render_data, render_event, render_rules, render_trace

__all__ = ["render_data", "render_event", "render_rules", "render_trace"]
