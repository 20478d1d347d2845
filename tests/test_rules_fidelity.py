"""Every rule number the engine cites exists in the official French Core Rules.

Three sources of citations are gathered: the rule numbers written in the engine's code
(comments, docstrings, string constants, `(446-447)` ranges included), the numbers in the
`rules:` lists of the scenarios under `scenarios/`, and the numbers on every event of every
run: each scenario, the golden boards, and the boards of the engine's own tests (their test
functions are called again while `Game.emit` records). Each number must start a line of
`../shared/corpus/regles-du-jeu-fr-v1.4.txt` (the text extraction of the official PDF);
these tests skip, saying why, on a machine without `../shared` (the last one, against the numbers
stored in `rules_corpus/rule_titles.yaml`, runs everywhere). What each cited rule *says*
is checked against the behaviour in `test_rules_fidelity_pins.py`.
"""

from __future__ import annotations

import functools
import importlib.util
import io
import re
import tokenize
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from judge.corpus.rule_numbers import is_rule_number, sort_key
from judge.corpus.rules_text import parse_rules_text
from judge.engine.events import Event, EventKind
from judge.engine.game import Game
from judge.scenario.loader import load_file
from judge.scenario.runner import run_scenario, run_text

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
RULES_FR = SHARED / "corpus" / "regles-du-jeu-fr-v1.4.txt"
ENGINE = ROOT / "judge" / "engine"
SCENARIOS = ROOT / "scenarios"
TESTS = Path(__file__).resolve().parent

_NUMBER = r"\d{3}(?:\.(?:\d{1,2}|[a-z]))*"
_LINE_START = re.compile(rf"^({_NUMBER})\.\s")
# A number in prose, alone or as the two ends of a range (`446-447`, `485.3-489.3`).
_CITED = re.compile(rf"(?<![\d.\w])({_NUMBER})(?:\s*[-–]\s*({_NUMBER}))?(?![\d\w])")


def official_rules() -> dict[str, str]:
    """Rule number → its French text (wrapped lines joined), or a skip when ../shared is absent."""
    if not RULES_FR.is_file():
        pytest.skip(f"{RULES_FR} absent : les Règles du jeu officielles (../shared) ne sont pas là")
    return _parse_rules(RULES_FR)


@functools.cache
def _parse_rules(path: Path) -> dict[str, str]:
    rules: dict[str, str] = {}
    current: str | None = None
    for line in path.read_text(encoding="utf-8").splitlines():
        m = _LINE_START.match(line)
        if m and m.group(1) not in rules:
            current = m.group(1)
            rules[current] = line[m.end() :].strip()
        elif current is not None and line.strip():
            rules[current] += " " + line.strip()
    # A sub-rule printed on its parent's line (« … 359.3.e.14.a.   Pour qu'une … ») is found by the
    # importer's own parser; the text is the one the importer gives it.
    for raw in parse_rules_text(path.read_text(encoding="utf-8")).rules:
        rules.setdefault(raw.number, raw.text)
    return rules


def _numbers_in(text: str) -> Iterator[str]:
    for m in _CITED.finditer(text):
        yield m.group(1)
        if m.group(2):
            yield m.group(2)


@functools.cache
def engine_source_citations() -> dict[str, tuple[str, ...]]:
    """Rule numbers written in `judge/engine` comments and strings → where (`move.py:45`)."""
    found: dict[str, list[str]] = {}
    prose = {tokenize.COMMENT, tokenize.STRING, getattr(tokenize, "FSTRING_MIDDLE", tokenize.STRING)}
    for path in sorted(ENGINE.glob("*.py")):
        source = path.read_text(encoding="utf-8")
        for tok in tokenize.generate_tokens(io.StringIO(source).readline):
            if tok.type not in prose:
                continue
            for number in _numbers_in(tok.string):
                found.setdefault(number, []).append(f"{path.name}:{tok.start[0]}")
    return {n: tuple(w) for n, w in found.items()}


def scenario_files() -> list[Path]:
    """Every scenario of the project."""
    return sorted(SCENARIOS.rglob("*.yaml"))


@functools.cache
def scenario_citations() -> tuple[dict[str, tuple[str, ...]], dict[str, tuple[str, ...]]]:
    """(`rules:` numbers → files, event rule numbers → `file:step:kind`) over every scenario."""
    listed: dict[str, list[str]] = {}
    on_events: dict[str, list[str]] = {}
    for path in scenario_files():
        scenario = load_file(path)
        name = str(path.relative_to(ROOT))
        for ref in scenario.rules:
            if is_rule_number(ref):
                listed.setdefault(ref, []).append(name)
        for event in run_scenario(scenario).events:
            for number in event.rules:
                on_events.setdefault(number, []).append(f"{name}:{event.step}:{event.kind}")
    return {n: tuple(w) for n, w in listed.items()}, {n: tuple(w) for n, w in on_events.items()}


def _load_test_module(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"_fidelity_{name}", TESTS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _zero_argument_tests(module: ModuleType) -> Iterator[Callable[[], Any]]:
    for name, func in sorted(vars(module).items()):
        code = getattr(func, "__code__", None)
        if name.startswith("test_") and code is not None and code.co_argcount == 0:
            yield func


# Every verb of the random-play board once, so its rule numbers are seen without hypothesis.
_RANDOM_PLAY_ACTIONS = [
    "draw: {player: A, count: 6}",
    "burn: {player: B, count: 3}",
    "look: {player: A, count: 5, then: [{to: trash, count: 1}]}",
    "exhaust: {targets: [s1]}",
    "exhaust: {targets: [s1]}",
    "ready: {targets: [s1]}",
    "ready: {targets: [s1]}",
    "move: {unit: s1, to: bf1, standard: true}",
    "move: {unit: e1, to: bf1, standard: false}",
    "kill: {targets: [k1, s2]}",
    "recycle: {targets: [s2]}",
    "recycle: {targets: [r1]}",
    "banish: {targets: [h1]}",
    "gain_points: {player: B, count: 2}",
    "end_turn:",
    "next_phase:",
    "next_phase:",
    "next_phase:",
    "next_phase:",
]


def engine_test_events(monkeypatch: pytest.MonkeyPatch) -> list[Event]:
    """Every event emitted while the engine's own tests run their boards again."""
    seen: list[Event] = []
    original = Game.emit

    def recording(self: Game, kind: EventKind, data: dict[str, Any], rules: tuple[str, ...] = ()) -> Event:
        event = original(self, kind, data, rules)
        seen.append(event)
        return event

    monkeypatch.setattr(Game, "emit", recording)
    for path in sorted(TESTS.glob("test_engine_*.py")):
        if path.stem in ("test_engine_random_play", "test_engine_golden"):
            continue  # hypothesis drives the first (replayed below), the second reruns the golden boards
        for test in _zero_argument_tests(_load_test_module(path.stem)):
            test()
    random_play = _load_test_module("test_engine_random_play")
    actions = "\n".join(f"  - {a}" for a in _RANDOM_PLAY_ACTIONS)
    run_text(random_play.BOARD.format(seed=3, actions=actions))
    for golden in sorted((TESTS / "fixtures" / "golden").glob("*.yaml")):
        run_scenario(load_file(golden))
    return seen


def _missing(cited: dict[str, tuple[str, ...]], rules: dict[str, str]) -> list[str]:
    return [f"{n} (cité : {', '.join(sorted(set(w))[:4])})" for n, w in sorted(
        cited.items(), key=lambda item: sort_key(item[0])) if n not in rules]  # fmt: skip


# ----- the official text is read as expected ---------------------------------------------


def test_the_official_text_is_parsed_into_its_numbered_rules() -> None:
    rules = official_rules()
    assert len(rules) > 2000
    assert rules["431"] == "Exténuation"
    assert rules["431.3.c.1"].startswith("Le joueur remporte immédiatement")
    assert "489.3" in rules and "144.4.c.1" in rules


def test_citations_are_found_in_engine_code_ranges_included() -> None:
    assert list(_numbers_in("(446-447) et 431.2.c ; 485.3-489.3, pas 1234 ni x431")) == [
        "446", "447", "431.2.c", "485.3", "489.3"
    ]  # fmt: skip
    cited = engine_source_citations()
    assert {"431.3.c.1", "144.2", "323.5", "370.1.a.2"} <= set(cited)
    assert "200" not in cited  # STEP_LIMIT is code, not a citation


# ----- every citation exists -------------------------------------------------------------


def test_every_rule_number_written_in_the_engine_exists() -> None:
    rules = official_rules()
    assert _missing(engine_source_citations(), rules) == []


def test_every_rule_number_in_a_scenario_rules_list_exists() -> None:
    rules = official_rules()
    listed, _events = scenario_citations()
    assert listed, "aucun numéro de règle dans les `rules:` des scénarios"
    assert _missing(listed, rules) == []


def test_every_rule_number_on_a_scenario_event_exists() -> None:
    rules = official_rules()
    _listed, on_events = scenario_citations()
    assert len(on_events) > 40
    assert _missing(on_events, rules) == []


def test_every_rule_number_on_an_engine_test_event_exists(monkeypatch: pytest.MonkeyPatch) -> None:
    rules = official_rules()
    cited: dict[str, list[str]] = {}
    for event in engine_test_events(monkeypatch):
        for number in event.rules:
            cited.setdefault(number, []).append(str(event.kind))
    assert {"431.3.c.1", "414.1.c", "186.1", "317.3"} <= set(cited)
    assert _missing({n: tuple(w) for n, w in cited.items()}, rules) == []


def test_every_event_rule_is_also_written_in_the_engine_code() -> None:
    """An event's number comes from a literal in the engine, so reading the code finds them all."""
    _listed, on_events = scenario_citations()
    assert sorted(set(on_events) - set(engine_source_citations()), key=sort_key) == []


def test_every_rule_number_in_the_engine_is_a_stored_core_rules_number() -> None:
    """The same check without ../shared: against the numbers stored in rules_corpus/rule_titles.yaml."""
    from judge.corpus.rule_titles import load_rule_numbers

    known = dict.fromkeys(load_rule_numbers(), "")
    assert len(known) > 2000
    assert _missing(engine_source_citations(), known) == []
