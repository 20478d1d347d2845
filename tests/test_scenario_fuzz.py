"""Any text given as a scenario gets a French `ScenarioError` (or a run result), never a traceback.

Hypothesis feeds `load_text` and `run_text` arbitrary text, arbitrary YAML-ish mappings built
from the format's own words, and project scenarios with one value replaced or a few characters
inserted; only `JudgeError` subclasses (`ScenarioError`, `NotModelledError`) may escape.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.errors import JudgeError, ScenarioError
from judge.scenario import schema as sc
from judge.scenario.loader import load_text
from judge.scenario.runner import run_text

SCENARIOS = sorted((Path(__file__).resolve().parents[1] / "scenarios").rglob("*.yaml"))
TEXTS = [p.read_text("utf-8") for p in SCENARIOS]

#: Every code point, surrogates and control characters included.
ANY_CHAR = st.characters(min_codepoint=0, max_codepoint=0x10FFFF, blacklist_categories=())
WORDS = st.sampled_from(
    sorted(
        {*sc.TOP_KEYS, *sc.SETUP_KEYS, *sc.PLAYER_KEYS, *sc.VERBS, *sc.ENTRY_KEYS, *sc.BATTLEFIELD_KEYS}
        | {"A", "B", "C", "Charm", "fury", "c1", "s1", "bf1", "base", "state", "events", "kind", "unit"}
        | {"players.A.hand.count", "cards.s1.zone", "winner", "draw", "burnout", "type", "cost", "energy"}
    )
)
SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 12), st.floats(allow_nan=True), WORDS, st.text(max_size=6)
)
TREES = st.recursive(
    SCALARS, lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(WORDS, inner, max_size=4)),
    max_leaves=30,
)  # fmt: skip
FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck), database=None)


def _only_judge_errors(text: str) -> None:
    """Runs the text; a `JudgeError` is an answer, any other exception fails the test."""
    try:
        run_text(text, filename="fuzz.yaml")
    except JudgeError as err:
        assert err.message, "un message en français est attendu"
        if isinstance(err, ScenarioError):
            assert err.file == "fuzz.yaml"


def _replace_somewhere(data: st.DataObject, value: Any, depth: int = 0) -> Any:
    """`value` with one nested value replaced by a generated tree."""
    if isinstance(value, dict) and value and depth < 5 and data.draw(st.booleans()):
        key = data.draw(st.sampled_from(sorted(value, key=str)))
        return {**value, key: _replace_somewhere(data, value[key], depth + 1)}
    if isinstance(value, list) and value and depth < 5 and data.draw(st.booleans()):
        i = data.draw(st.integers(0, len(value) - 1))
        return [*value[:i], _replace_somewhere(data, value[i], depth + 1), *value[i + 1 :]]
    return data.draw(TREES)


@FUZZ
@given(st.text(alphabet=ANY_CHAR))
def test_arbitrary_text_loads_or_raises_a_scenario_error(text: str) -> None:
    try:
        load_text(text, "fuzz.yaml")
    except JudgeError as err:
        assert isinstance(err, ScenarioError) and err.file == "fuzz.yaml"


@FUZZ
@given(TREES)
def test_arbitrary_mappings_run_or_raise_a_judge_error(tree: Any) -> None:
    _only_judge_errors(yaml.safe_dump(tree, allow_unicode=True))


@FUZZ
@given(st.data())
def test_project_scenarios_with_one_value_replaced(data: st.DataObject) -> None:
    doc = yaml.safe_load(data.draw(st.sampled_from(TEXTS)))
    _only_judge_errors(yaml.safe_dump(_replace_somewhere(data, doc), allow_unicode=True))


@FUZZ
@given(st.data())
def test_project_scenarios_with_characters_inserted(data: st.DataObject) -> None:
    text = data.draw(st.sampled_from(TEXTS))
    at = data.draw(st.integers(0, len(text)))
    cut = data.draw(st.integers(0, 3))
    _only_judge_errors(text[:at] + data.draw(st.text(alphabet=ANY_CHAR, max_size=3)) + text[at + cut :])


GOOD_HEAD = "name: x\nsetup: {players: {A: {}, B: {}}}\nactions: []\n"


@pytest.mark.parametrize(
    ("text", "line", "needle"),
    [
        ("name: a\x1f\n", 1, "U+001F"),  # a control character: PyYAML's reader error
        ("name: x\nsetup:\n\tplayers: {}\n", 3, "tabulation"),
        ("name: x\nquestion: \ud800\n", 2, "U+D800"),  # a lone surrogate: libyaml cannot encode it
        ("name: x\nseed: !!int douze\n", 2, "« douze »"),  # a tag whose value does not parse
        ("name: x\nquestion: 2001-02-30\n", 2, "2001-02-30"),  # a date that does not exist
        ("name: x\nrules: &r [*r]\n", 2, "se contient elle-même"),  # an anchor inside itself
        ("name: x\nrules: " + "[" * 3000 + "]" * 3000 + "\n", 2, "imbriqués"),
        (GOOD_HEAD + "cards:\n  X: {type: unit, domains: 5}\n", 5, "domains"),
        (GOOD_HEAD + "cards:\n  X: {type: unit, aliases: [[a]]}\n", 5, "aliases"),
        (GOOD_HEAD.replace("A: {}", "A: {main_deck: 100000000}"), 2, "maximum"),
        (GOOD_HEAD.replace("A: {}", "A: {base: [{card: Charm, exhausted: non}]}"), 2, "true ou false"),
    ],
)
def test_malformed_input_is_a_located_french_error(text: str, line: int, needle: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        run_text(text, filename="mauvais.yaml")
    assert caught.value.file == "mauvais.yaml" and caught.value.line == line
    assert needle in caught.value.message


def test_anchors_that_multiply_stop_at_the_node_limit() -> None:
    lines = ["a0: &a0 [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]"]
    lines += [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]" for i in range(1, 7)]
    with pytest.raises(ScenarioError, match="trop grand"):
        load_text("\n".join(lines) + "\n", "rires.yaml")
