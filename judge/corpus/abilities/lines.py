"""The line of a path inside a card's `abilities:`: from the scenario reader's LDict/LList, or
from the YAML nodes of the catalogue file (composed again only when an error must be located)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import yaml

_Loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def line_in_values(raw: Any, path: Sequence[str | int]) -> int | None:
    """The deepest line known along `path` in values that carry lines (`line_of`, `line_at`)."""
    line: int | None = getattr(raw, "line", None) or None
    node = raw
    for step in path:
        if isinstance(step, int) and isinstance(node, list) and 0 <= step < len(node):
            if hasattr(node, "line_at"):
                line = node.line_at(step) or line
            node = node[step]
        elif isinstance(step, str) and isinstance(node, dict) and step in node:
            if hasattr(node, "line_of"):
                line = node.line_of(step) or line
            node = node[step]
        elif isinstance(step, str) and isinstance(node, str) and node == step:
            continue  # a bare key (`exhaust_self`) is its own construct
        else:
            break
        if getattr(node, "line", None):
            line = node.line
    return line


def line_in_catalogue(path_to_file: Path, card: str, path: Sequence[str | int]) -> int | None:
    """The line of `cards.CARD.abilities` + `path` in the catalogue file (1-based), or None."""
    try:
        node = yaml.compose(path_to_file.read_text(encoding="utf-8"), Loader=_Loader)
    except (OSError, yaml.YAMLError):
        return None
    line: int | None = None
    for step in ("cards", card, "abilities", *path):
        child = None
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                if key.value == step:
                    line, child = key.start_mark.line + 1, value
                    break
        elif isinstance(node, yaml.SequenceNode) and isinstance(step, int) and 0 <= step < len(node.value):
            child = node.value[step]
            line = child.start_mark.line + 1
        if child is None:
            break
        node = child
    return line
