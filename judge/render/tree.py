"""The one trace tree: each event under the event it happened inside (`parent`).

Used by the text report (`scenario.report`), the renderer (`render_trace`), `judge ask`'s text and
the web's board view. It takes the engine's `Event`s or their JSON form (mappings with `index`
and `parent`); a parent that is missing or later in the log makes a root, so it never loops.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from judge.engine.events import Event

TraceEvent = Event | Mapping[str, Any]


def _links(event: TraceEvent) -> tuple[int | None, int | None]:
    if isinstance(event, Event):
        return event.index, event.parent
    index, parent = event.get("index"), event.get("parent")
    return (index if isinstance(index, int) else None), (parent if isinstance(parent, int) else None)


@dataclass
class Node:
    """One event of the trace, its depth, and the events that happened inside it."""

    event: Any  # an `Event` or its JSON mapping, as given
    depth: int = 0
    children: list[Node] = field(default_factory=list)


def trace_tree(events: Sequence[TraceEvent]) -> list[Node]:
    """The events as a forest, in log order: each under its `parent` (roots have none)."""
    nodes: dict[int, Node] = {}
    roots: list[Node] = []
    for event in events:
        index, parent = _links(event)
        holder = nodes.get(parent) if parent is not None else None
        node = Node(event, holder.depth + 1 if holder is not None else 0)
        if index is not None:
            nodes[index] = node
        (holder.children if holder is not None else roots).append(node)
    return roots


def depths(events: Sequence[TraceEvent]) -> dict[int, int]:
    """Each event's depth in the tree (index → depth), for a trace written as indented lines."""
    out: dict[int, int] = {}
    stack = list(reversed(trace_tree(events)))
    while stack:
        node = stack.pop()
        index, _parent = _links(node.event)
        if index is not None:
            out[index] = node.depth
        stack.extend(reversed(node.children))
    return out
