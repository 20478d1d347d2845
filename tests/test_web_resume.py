"""« Choisir et continuer » resumes the paused game: the board is never rewritten, so its
comments survive, and the answers travel beside it."""

from __future__ import annotations

import html
import json
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

BOARD = """\
# Plateau d'un juge, avec ses commentaires
name: "2c2 : choix manquant"
setup:
  mode: 2v2
  turn: {player: A, phase: main}
  players:
    A: {team: rouge, main_deck: 0, trash: 2}   # deck vide : A s'exténue
    B: {team: bleu}
    C: {team: rouge}
    D: {team: bleu}
actions:
  # le scénario ne dit pas quel adversaire gagne le point
  - draw: {player: A, count: 1}
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


def test_an_answer_on_the_page_resumes_the_game_and_keeps_the_comments(client: httpx.Client) -> None:
    asked = client.post("/demander", data={"question": "qui gagne le point ?", "board": BOARD})
    assert 'name="choice_option"' in asked.text
    picked = client.post(
        "/demander",
        data={
            "question": "qui gagne le point ?",
            "board": _hidden(asked.text, "board"),
            "answers": _hidden(asked.text, "answers"),
            "choice_step": "0",
            "choice_option": json.dumps("D"),
        },
    )
    assert picked.status_code == 200
    assert 'name="choice_option"' not in picked.text  # answered: the game went on
    assert "gagne 1 point" in picked.text
    page = html.unescape(picked.text)
    for comment in ("# Plateau d'un juge, avec ses commentaires", "# deck vide : A s'exténue",
                    "# le scénario ne dit pas quel adversaire gagne le point"):  # fmt: skip
        assert comment in page


def test_the_api_resumes_with_the_answers_and_gives_them_back(client: httpx.Client) -> None:
    first = client.post("/api/ask", json={"board": BOARD, "question": "qui gagne ?"}).json()
    assert first["choice"]["options"] == ["B", "D"] and first["answers"] == []
    body = {"board": BOARD, "question": "qui gagne ?", "choice": {"step": 0, "option": "D"}}
    second = client.post("/api/ask", json=body).json()
    assert second["choice"] is None and second["answers"] == [{"step": 0, "option": "D"}]
    points = second["simulation"]["state"]["players"]
    assert points["D"]["points"] == 1 and points["B"]["points"] == 1
    # C is A's teammate, not an opponent (431.2.c): the run stops on that answer, board untouched.
    refused = client.post("/api/ask", json={**body, "choice": {"step": 0, "option": "C"}}).json()
    error = refused["simulation"]["error"]
    assert error["code"] == "illegal_action" and "illégale" in error["message"]
    assert refused["simulation"]["state"]["players"]["B"]["points"] == 0
