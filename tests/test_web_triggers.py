"""A triggered ability's « vous pouvez » and the order of simultaneous triggers are questions for the
judge on the ask page and in `POST /api/ask`, never answered silently; « Choisir et continuer »
resumes the game at that point."""

from __future__ import annotations

import html
import json
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

MAY = """\
name: "vous pouvez"
cards:
  Bouclier d'essai: {type: gear, cost: {energy: 1}}
setup:
  turn: {player: A, phase: main}
  players:
    A:
      hand: [{card: Disarming Rake, id: rake}]
      rune_pool: {energy: 3, power: {calm: 1}}
    B:
      base: [{card: Bouclier d'essai, id: g}]
actions:
  - play: {player: A, card: rake}
  - resolve: all
"""

ORDER = """\
name: "ordre des déclenchements"
cards:
  Soldat d'essai: {type: unit, might: 2, cost: {energy: 2}}
  Gardien d'essai:
    type: unit
    might: 2
    cost: {energy: 2}
    abilities:
      - triggered: {when: {dies: {filter: {kind: unit}}}, effects: [draw: 1]}
setup:
  turn: {player: A, phase: main}
  players:
    A:
      base: [{card: Gardien d'essai, id: ga}, {card: Gardien d'essai, id: gb}, {card: Soldat d'essai, id: a1}]
      main_deck: 2
    B: {}
actions:
  - kill: {target: a1}
"""


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[httpx.Client]:
    """An HTTP client on the real app (uvicorn on a free port) over an empty JUDGE_HOME."""
    from judge.web.background import running_server

    home: Path = tmp_path_factory.mktemp("judge_home")
    with running_server(home) as base, httpx.Client(base_url=base, timeout=30) as http:
        yield http


def _hidden(page: str, name: str) -> str:
    start = page.index(f'name="{name}" value="') + len(f'name="{name}" value="')
    return html.unescape(page[start : page.index('"', start)])


def test_a_may_trigger_is_asked_on_the_page_and_the_answer_resumes(client: httpx.Client) -> None:
    asked = client.post("/demander", data={"question": "que se passe-t-il ?", "board": MAY})
    assert 'name="choice_option"' in asked.text and "use_trigger" in html.unescape(asked.text)
    picked = client.post(
        "/demander",
        data={
            "question": "que se passe-t-il ?",
            "board": _hidden(asked.text, "board"),
            "answers": _hidden(asked.text, "answers"),
            "choice_step": "0",
            "choice_option": json.dumps("oui"),
        },
    )
    assert picked.status_code == 200
    assert 'name="choice_option"' not in picked.text  # answered: the ability finalized and resolved
    assert "Élimination" in html.unescape(picked.text)


def test_the_api_asks_the_order_of_simultaneous_triggers_then_resumes(client: httpx.Client) -> None:
    first = client.post("/api/ask", json={"board": ORDER, "question": "dans quel ordre ?"}).json()
    assert first["choice"]["choice"] == "trigger_order" and first["choice"]["player"] == "A"
    assert sorted(first["choice"]["options"]) == ["ga > gb", "gb > ga"]
    body = {"board": ORDER, "question": "dans quel ordre ?", "choice": {"step": 0, "option": "gb > ga"}}
    second = client.post("/api/ask", json=body).json()
    assert second["choice"] is None and second["answers"] == [{"step": 0, "option": "gb > ga"}]
    chain = second["simulation"]["state"]["chain"]
    assert [item["name"] for item in chain] == ["Gardien d'essai", "Gardien d'essai"]


def test_the_scenario_page_names_the_waiting_may_trigger(client: httpx.Client) -> None:
    page = html.unescape(client.post("/scenarios", data={"board": MAY}).text)
    # the run stops on the question, with its name and options: never answered silently
    assert "choice_required" in page or "choix requis" in page
    assert "use_trigger" in page and "oui" in page and "non" in page
