"""The `rules:` list of a scenario must exist in the corpus, as far as the loaded corpus can tell.

With the official Core Rules imported, an unknown number is a `ScenarioError` naming the
file, the line and the closest numbers; with only the embedded corpus (the seed excerpts)
the number is checked against the stored list of Core Rules numbers (numbers, not text).
A passage id is checked when its document is loaded.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.corpus.passage import Document, Passage
from judge.corpus.store import Corpus, clear_cache
from judge.errors import ScenarioError
from judge.scenario import rules_list
from judge.scenario.loader import load_file, load_text

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
RULES_FR = SHARED / "corpus" / "regles-du-jeu-fr-v1.4.txt"
SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"

TEXT = """name: règles
rules:
  - "431.2.c"
  - RULE
setup:
  players: {A: {}, B: {}}
actions: []
"""


def _passage(number: str, order: int) -> Passage:
    parents = tuple(number.split(".")[:i] for i in range(1, number.count(".") + 1))
    return Passage(
        id=f"core:{number}",
        kind="rule",
        text=f"texte de {number}",
        document="core",
        source="essai",
        rule=number,
        parent_rules=tuple(".".join(p) for p in parents),
        order=order,
    )


def _small_official_corpus() -> Corpus:
    numbers = ["431", "431.2", "431.2.a", "431.2.b", "431.2.c", "431.2.d", "431.3", "194", "194.2"]
    core = Document(id="core", title="Règles du jeu", kind="core", version="1.4", date="", passage_count=9)
    return Corpus(passages=[_passage(n, i) for i, n in enumerate(numbers)], documents=[core], fingerprint="x")


@pytest.fixture
def official(monkeypatch: pytest.MonkeyPatch) -> None:
    """A loaded corpus that holds (a few of) the official Core Rules."""
    monkeypatch.setattr(rules_list, "_stored_documents_exist", lambda: True)
    monkeypatch.setattr(rules_list, "_corpus", _small_official_corpus)


@pytest.fixture
def embedded_only(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A JUDGE_HOME without any imported document."""
    monkeypatch.setenv("JUDGE_HOME", str(tmp_path))
    clear_cache()


def test_an_unknown_number_names_file_line_and_closest_numbers(official: None) -> None:
    with pytest.raises(ScenarioError) as err:
        load_text(TEXT.replace("RULE", '"431.2.e"'), "regles.yaml")
    assert err.value.file == "regles.yaml" and err.value.line == 4
    assert "431.2.e" in err.value.message and "v1.4" in err.value.message
    # `closest_numbers`: the two nearest siblings, then the nearest number in rule order (431.3).
    assert "numéros proches : 431.2.d, 431.2.c, 431.3" in err.value.message


def test_a_number_without_existing_parent_gets_similar_numbers(official: None) -> None:
    with pytest.raises(ScenarioError) as err:
        load_text(TEXT.replace("RULE", '"195.2"'), "regles.yaml")
    assert "194.2" in err.value.message


def test_existing_numbers_load(official: None) -> None:
    scenario = load_text(TEXT.replace("RULE", '"194.2"'), "regles.yaml")
    assert scenario.rules == ["431.2.c", "194.2"]


def test_embedded_corpus_checks_numbers_against_the_stored_list(
    embedded_only: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    def never() -> Corpus:
        raise AssertionError("le corpus n'a pas à être chargé : la liste des numéros suffit")

    monkeypatch.setattr(rules_list, "_corpus", never)
    scenario = load_text(TEXT.replace("RULE", '"431.2.d"'), "regles.yaml")
    assert scenario.rules == ["431.2.c", "431.2.d"]  # a real rule the excerpts do not hold
    with pytest.raises(ScenarioError) as err:
        load_text(TEXT.replace("RULE", '"431.9.z"'), "regles.yaml")
    assert err.value.line == 4 and "431.9.z" in err.value.message and "numéros proches" in err.value.message


def test_the_stored_numbers_are_the_core_rules_numbers(shared_corpus: Path) -> None:
    from judge.corpus.rule_titles import load_rule_numbers, numbers_version
    from judge.corpus.rules_text import parse_rules_text

    text = (shared_corpus / "regles-du-jeu-fr-v1.4.txt").read_text(encoding="utf-8")
    assert load_rule_numbers() == {raw.number for raw in parse_rules_text(text).rules}
    assert numbers_version() == "1.4"


def test_the_form_is_checked_whatever_the_corpus(embedded_only: None) -> None:
    with pytest.raises(ScenarioError) as err:
        load_text(TEXT.replace("RULE", '"règle quatre"'), "regles.yaml")
    assert err.value.line == 4 and "numéro de règle" in err.value.message


def test_passage_ids_are_checked_when_their_document_is_loaded(embedded_only: None) -> None:
    assert load_text(TEXT.replace("RULE", "seed:000:1"), "r.yaml").rules[1] == "seed:000:1"
    # the Core Rules are not imported here: a `core:` id cannot be verified, so it is accepted
    assert load_text(TEXT.replace("RULE", '"core:431.2.e"'), "r.yaml").rules[1] == "core:431.2.e"
    with pytest.raises(ScenarioError) as err:
        load_text(TEXT.replace("RULE", "seed:000:999"), "r.yaml")
    assert err.value.line == 4 and "seed:000:999" in err.value.message


def test_with_the_real_core_rules_imported(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    if not RULES_FR.is_file():
        pytest.skip(f"{RULES_FR} absent : les Règles du jeu officielles (../shared) ne sont pas là")
    from judge.corpus.importer import import_document

    monkeypatch.setenv("JUDGE_HOME", str(tmp_path))
    clear_cache()
    import_document(RULES_FR)
    try:
        for path in sorted(SCENARIOS.rglob("*.yaml")):
            load_file(path)  # every project scenario cites existing rules
        with pytest.raises(ScenarioError) as err:
            load_text(TEXT.replace("RULE", '"323.9.z"'), "regles.yaml")
        assert err.value.line == 4 and "numéros proches : 323" in err.value.message
    finally:
        clear_cache()
