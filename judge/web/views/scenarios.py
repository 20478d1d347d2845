"""The scenario page (`/scenarios`): YAML editor, run, trace as a tree, final board; the board's
permalink and download; and `POST /api/scenarios/run`.
"""

from __future__ import annotations

import re
from typing import Any

from fastapi import APIRouter, Request
from starlette.responses import Response

from judge.ask import run_board
from judge.ask.verdict import verdict
from judge.errors import JudgeError
from judge.text import plain
from judge.web.blocking import off_loop
from judge.web.board_view import board_view, source_lines, trace_tree
from judge.web.boards import (
    decode_board,
    encode_board,
    example_groups,
    example_text,
    examples,
    matching_example,
)
from judge.web.forms import body_text, form_fields, page_context
from judge.web.limits import json_answer
from judge.web.templating import render

router = APIRouter()

_YAML_BODY = {
    "requestBody": {"required": True, "content": {"application/x-yaml": {"schema": {"type": "string"}}}}
}


def _simulation_context(
    board: str, simulation: dict[str, Any] | None, error: JudgeError | None
) -> dict[str, Any]:
    """What the editor and a result need: source lines, trace tree, board, error, permalink."""
    failure = simulation.get("error") if simulation else None
    line = error.line if error else (failure.get("line") if isinstance(failure, dict) else None)
    return {
        "board": board,
        "lines": source_lines(board, line if isinstance(line, int) else None),
        "simulation": simulation,
        "verdict": verdict(simulation),
        "tree": trace_tree(list(simulation.get("events") or [])) if simulation else [],
        "final": board_view(simulation.get("state")) if simulation else None,
        "error": error.to_json() if error else None,
        "token": encode_board(board) if board.strip() else "",
    }


def _try_run(board: str) -> tuple[dict[str, Any] | None, JudgeError | None]:
    """Run a board; a malformed one gives its error (with the line) instead of a simulation."""
    try:
        return run_board(board, filename="plateau.yaml").to_json(), None
    except JudgeError as err:
        return None, err


def _page(board: str, *, run: bool) -> Response:
    simulation, error = _try_run(board) if run and board.strip() else (None, None)
    context = page_context(
        "scenarios",
        "Scénarios",
        examples=example_groups(),
        selected=matching_example(board),
        **_simulation_context(board, simulation, error),
    )
    return render("scenarios.html", context, status=error.http_status if error else 200)


@router.get("/scenarios", include_in_schema=False)
async def page_scenarios(request: Request, exemple: str | None = None, b: str | None = None) -> Response:
    """The editor, prefilled from an example (`?exemple=…`) or a permalink (`?b=…`, run at once)."""
    if b:
        return await off_loop(request, _page, decode_board(b), run=True)
    listed = examples()
    rel = exemple or (listed[0].path if listed else "")
    board = example_text(rel) if rel else ""
    return await off_loop(request, _page, board, run=bool(exemple))


@router.post("/scenarios", include_in_schema=False)
async def run_scenario_form(request: Request) -> Response:
    """Run the board typed in the editor."""
    fields = await form_fields(request)
    return await off_loop(request, _page, fields.get("board", ""), run=True)


def _filename(board: str) -> str:
    match = re.search(r"^name:\s*['\"]?(.+?)['\"]?\s*$", board, re.MULTILINE)
    name = match.group(1) if match else "plateau"
    slug = "_".join(plain(name).split())[:60].strip("_")
    return (slug or "plateau") + ".yaml"


def download(board: str) -> Response:
    """The board as a scenario file to save under `scenarios/`."""
    return Response(
        board.encode("utf-8"),
        media_type="application/x-yaml; charset=utf-8",
        headers={"content-disposition": f'attachment; filename="{_filename(board)}"'},
    )


@router.get("/scenarios/telecharger", include_in_schema=False)
def download_get(b: str) -> Response:
    """Download the board of a permalink."""
    return download(decode_board(b))


@router.post("/scenarios/telecharger", include_in_schema=False)
async def download_post(request: Request) -> Response:
    """Download the board typed in the editor."""
    return download((await form_fields(request)).get("board", ""))


@router.post(
    "/api/scenarios/run",
    tags=["API"],
    summary="Exécuter un scénario",
    description="Exécute le scénario YAML envoyé comme corps ; répond l'objet de `judge run --json`.",
    openapi_extra=_YAML_BODY,
)
async def api_run(request: Request) -> Response:
    """Run the scenario YAML sent as the body; answers the `judge run --json` object."""
    text = await body_text(request)
    return await off_loop(request, _api_run, text)


def _api_run(text: str) -> Response:
    """`POST /api/scenarios/run` off the event loop: the run and its JSON (bounded in size)."""
    return json_answer(run_board(text, filename="plateau.yaml").to_json())
