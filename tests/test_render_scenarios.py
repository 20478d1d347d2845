"""Every event of every scenario under scenarios/ reads as a specific French sentence."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.render import render_event, render_trace
from judge.scenario.runner import run_file

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
FILES = sorted(SCENARIOS.rglob("*.yaml"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(SCENARIOS)))
def test_each_event_has_its_own_sentence(path: Path) -> None:
    result = run_file(path)
    # an illegal action stops the run before any event; every other scenario logs some
    assert result.events or result.error is not None, "aucun événement"
    for event in result.events:
        text = render_event(event)
        assert not text.startswith("Événement «"), f"{event!r} rendu de façon générique : {text}"
        assert "None" not in text and "{" not in text, text


def test_seed_example_one_reads_as_the_seed_page() -> None:
    result = run_file(SCENARIOS / "exténuation" / "pioche_3_une_carte.yaml")
    lines = render_trace(result.events, rules=False)
    assert lines == [
        "Action 1 : piocher (A).",
        "  A pioche 1 carte (il en fallait 3).",
        "  A s'exténue.",
        "    La défausse de A (6 cartes) est recyclée sous son deck principal dans un ordre aléatoire.",
        "    Un seul choix possible pour l'adversaire qui gagne le point : B, retenu d'office.",
        "    B gagne 1 point (exténuation de A) : il a maintenant 1 point.",
        "  A pioche encore 2 cartes (3 sur 3).",
    ]


def test_repeated_burn_out_ends_with_an_immediate_win() -> None:
    result = run_file(SCENARIOS / "exténuation" / "repetition_victoire_immediate.yaml")
    lines = render_trace(result.events, rules=False)
    assert lines[-1].strip() == "B gagne sur-le-champ avec 8 points, sans attendre le nettoyage."
    assert "  A s'exténue de nouveau (exténuation n° 2 de la séquence)." in lines
