"""The trace as a tree, and rule numbers (judge.render.render_trace, render_rules)."""

from __future__ import annotations

from judge.engine.events import Event, EventKind
from judge.render import render_rules, render_trace


def test_render_rules() -> None:
    assert render_rules([]) == ""
    assert render_rules(["431.2.a"]) == "règle 431.2.a"
    assert render_rules(("431.2.a", "431.2.c")) == "règles 431.2.a, 431.2.c"
    assert render_rules(["", " "]) == ""


def _burn_out_log() -> list[Event]:
    return [
        Event(0, EventKind.ACTION, {"verb": "draw", "player": "A"}, (), None, 0),
        Event(1, EventKind.DRAW, {"player": "A", "count": 1, "requested": 3, "done": 1}, ("431.2.a",), 0, 0),
        Event(2, EventKind.BURNOUT, {"player": "A", "sequence": 1}, ("431", "431.2"), 0, 0),
        Event(3, EventKind.RECYCLE, {"player": "A", "count": 6, "reason": "burnout"}, ("431.2.b",), 2, 0),
        Event(
            4,
            EventKind.GAIN_POINT,
            {"player": "B", "amount": 1, "points": 1, "reason": "burnout", "burned_out": "A"},
            ("431.2.c",),
            2,
            0,
        ),
        Event(5, EventKind.DRAW, {"player": "A", "count": 2, "requested": 3, "done": 3}, ("431.2.d",), 0, 0),
    ]


def test_trace_is_indented_by_parent_depth() -> None:
    assert render_trace(_burn_out_log()) == [
        "Action 1 : piocher (A).",
        "  A pioche 1 carte (il en fallait 3). (règle 431.2.a)",
        "  A s'exténue. (règles 431, 431.2)",
        "    La défausse de A (6 cartes) est recyclée sous son deck principal dans un ordre aléatoire. "
        "(règle 431.2.b)",
        "    B gagne 1 point (exténuation de A) : il a maintenant 1 point. (règle 431.2.c)",
        "  A pioche encore 2 cartes (3 sur 3). (règle 431.2.d)",
    ]


def test_trace_without_rules_and_custom_indent() -> None:
    lines = render_trace(_burn_out_log()[:3], indent="- ", rules=False)
    assert lines == ["Action 1 : piocher (A).", "- A pioche 1 carte (il en fallait 3).", "- A s'exténue."]


def test_unknown_or_later_parent_is_a_root() -> None:
    events = [
        Event(0, EventKind.BURNOUT, {"player": "A"}, (), 7, 0),
        Event(1, EventKind.BURNOUT, {"player": "A"}, (), 1, 0),
    ]
    assert render_trace(events) == ["A s'exténue.", "A s'exténue."]


def test_empty_trace() -> None:
    assert render_trace([]) == []
