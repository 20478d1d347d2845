"""The engine's dependencies point one way: `game` knows no rule module, and no module of
`judge/engine` imports, even indirectly, a module that imports it back (read from the sources)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[1] / "judge" / "engine"
RULE_MODULES = {"draw", "burnout", "exhaust", "move", "removal", "scoring", "cleanup", "turn", "battlefields",
                "chain", "play", "costs", "effects", "filters"}


def _is_type_checking(node: ast.If) -> bool:
    return isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"


def _imports(path: Path) -> set[str]:
    """The `judge.engine` modules a file imports when it runs (TYPE_CHECKING blocks left out)."""
    found: set[str] = set()

    def visit(nodes: list[ast.stmt]) -> None:
        for node in nodes:
            if isinstance(node, ast.If) and _is_type_checking(node):
                continue
            if isinstance(node, ast.ImportFrom) and node.module:
                if node.module == "judge.engine":
                    found.update(alias.name for alias in node.names)
                elif node.module.startswith("judge.engine."):
                    found.add(node.module.removeprefix("judge.engine.").split(".")[0])
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name.startswith("judge.engine."):
                        found.add(alias.name.removeprefix("judge.engine.").split(".")[0])
            for field in ("body", "orelse", "finalbody", "handlers"):
                inner = getattr(node, field, None)
                if isinstance(inner, list):
                    visit([n for n in inner if isinstance(n, ast.stmt)] + [
                        s for h in inner if isinstance(h, ast.ExceptHandler) for s in h.body
                    ])  # fmt: skip

    visit(ast.parse(path.read_text(encoding="utf-8")).body)
    return found


def _graph() -> dict[str, set[str]]:
    return {p.stem: _imports(p) - {p.stem} for p in ENGINE.glob("*.py") if p.stem != "__init__"}


def test_game_imports_no_rule_module() -> None:
    graph = _graph()
    reached: set[str] = set()
    stack = ["game"]
    while stack:
        for dep in graph[stack.pop()]:
            if dep not in reached:
                reached.add(dep)
                stack.append(dep)
    assert not reached & RULE_MODULES, sorted(reached & RULE_MODULES)


def test_there_is_no_import_cycle_in_the_engine() -> None:
    graph = _graph()
    state: dict[str, int] = {}  # 1: being visited, 2: done

    def visit(module: str, path: list[str]) -> None:
        state[module] = 1
        for dep in sorted(graph.get(module, ())):
            assert state.get(dep) != 1, "cycle d'imports : " + " → ".join([*path, module, dep])
            if dep not in state:
                visit(dep, [*path, module])
        state[module] = 2

    for module in sorted(graph):
        if module not in state:
            visit(module, [])


def test_importing_game_loads_no_rule_module() -> None:
    code = "import sys, judge.engine.game; print(' '.join(sorted(sys.modules)))"
    loaded = set(
        subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=True
        ).stdout.split()
    )
    assert not {f"judge.engine.{m}" for m in RULE_MODULES} & loaded
