"""The verb registry: each verb declared once, with every part; everything else reads it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from judge.engine import registry
from judge.engine.decisions import CHOICE_NAMES
from judge.engine.registry import Verb
from judge.render import render_data
from judge.scenario import schema

ROOT = Path(__file__).resolve().parents[1]
SPEC_VERBS = {
    "draw", "burn", "look", "reveal", "predict", "exhaust", "ready", "move", "banish", "recycle",
    "discard", "kill", "play", "activate", "pass", "resolve", "gain_points", "take_control",
    "conquer", "hold", "end_turn", "next_phase",
}  # fmt: skip


def test_every_verb_of_the_format_is_declared_with_every_part() -> None:
    verbs = registry.verbs()
    assert SPEC_VERBS <= set(verbs)
    for name, verb in verbs.items():
        assert verb.missing() == [], f"le verbe « {name} » n'a pas : {', '.join(verb.missing())}"
        assert verb.name == name


def test_a_declaration_that_lacks_a_part_is_caught() -> None:
    assert Verb("essai", french="essayer", doc="un essai").missing() == [
        "action", "build", "legality", "perform", "candidates"
    ]  # fmt: skip
    assert Verb("essai", french="", doc="", not_modelled="rien").missing() == ["french", "doc"]


def test_the_loader_reads_its_verbs_and_arguments_from_the_registry() -> None:
    assert schema.VERBS == {n: (v.required, v.optional) for n, v in registry.verbs().items()}


def test_the_renderer_names_each_verb_in_french_from_the_registry() -> None:
    for name, verb in registry.verbs().items():
        assert verb.french in render_data("action", {"verb": name, "step": 0})


def test_each_verb_has_its_line_in_the_docs() -> None:
    text = (ROOT / "docs" / "architecture-verbes.md").read_text(encoding="utf-8")
    lines = {m.group(1): m.group(0) for m in re.finditer(r"^\| `(\w+)` \|.*$", text, re.MULTILINE)}
    for name, verb in registry.verbs().items():
        assert name in lines, f"docs/architecture-verbes.md : pas de ligne pour « {name} »"
        assert verb.french in lines[name] and verb.doc in lines[name], lines[name]
    assert set(lines) <= set(registry.verbs()), "docs/architecture-verbes.md décrit un verbe qui n'existe pas"


def test_a_verb_declared_twice_differently_is_an_error() -> None:
    with pytest.raises(ValueError, match="deux fois"):
        registry.register(Verb("draw", french="tirer", doc="autre"))


def test_every_choice_the_engine_asks_has_a_documented_name() -> None:
    asked = set()
    for path in (ROOT / "judge" / "engine").glob("*.py"):
        asked |= set(
            re.findall(r"\.choose(?:_value)?\(\s*\w+,\s*\"(\w+)\"", path.read_text(encoding="utf-8"))
        )
    assert asked and asked <= set(CHOICE_NAMES), sorted(asked - set(CHOICE_NAMES))


def test_a_modelled_declaration_takes_the_place_of_the_unmodelled_one() -> None:
    saved = dict(registry._VERBS)
    try:
        registry.register(Verb("essai_verbe", french="essayer", doc="pas encore", not_modelled="un essai"))
        modelled = Verb("essai_verbe", french="essayer", doc="un essai", action=None)
        registry.register(modelled)
        assert registry.verb("essai_verbe") is modelled
        registry.register(Verb("essai_verbe", french="essayer", doc="pas encore", not_modelled="un essai"))
        assert registry.verb("essai_verbe") is modelled  # in either order
    finally:
        registry._VERBS.clear()
        registry._VERBS.update(saved)
