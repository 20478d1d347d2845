"""Typed event payloads: every kind has one, and every event of every scenario fits its kind's."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.engine.events import EventKind
from judge.engine.payloads import PAYLOADS, check_payload
from judge.scenario.runner import run_file

SCENARIOS = sorted((Path(__file__).resolve().parents[1] / "scenarios").rglob("*.yaml"))


def test_every_event_kind_has_a_payload() -> None:
    assert set(PAYLOADS) == set(EventKind)


def test_a_guessed_key_does_not_fit() -> None:
    assert check_payload(EventKind.GAIN_POINT, {"player": "A", "amount": 1, "burnout_player": "B"}) == [
        "clé « burnout_player » inconnue"
    ]
    assert check_payload(EventKind.BURNOUT, {"player": "A", "sequence": "1", "cause": "draw"}) == [
        "clé « sequence » : '1' n'est pas du type attendu"
    ]


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_every_event_of_a_scenario_fits_its_payload(path: Path) -> None:
    for event in run_file(path).events:
        assert check_payload(event.kind, event.data) == [], (event.index, event.kind, event.data)


def test_what_is_not_modelled_is_a_structured_signal() -> None:
    conquered = run_file(next(p for p in SCENARIOS if p.stem == "competence_de_conquete_du_champ"))
    assert conquered.error is not None and conquered.error.code == "not_modelled"
    assert (
        conquered.error.details["what"] == "ability"
        and conquered.error.details["card"] == "Monastery of Hirana"
    )
    assert "spend_buff" in conquered.error.message  # the construct the vocabulary lacks, named
