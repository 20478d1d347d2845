"""The ask page (`/demander`: a question plus an optional board) and `POST /api/ask`."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import urlencode

from fastapi import APIRouter, Request
from pydantic import BaseModel, Field
from starlette.responses import Response

from judge.ask import MAX_QUESTION, ask
from judge.ask.choices import answer_choice
from judge.ask.render import option_label
from judge.errors import InputError, JudgeError
from judge.web.blocking import off_loop
from judge.web.board_view import board_view, source_lines, trace_tree
from judge.web.boards import decode_board, encode_board, example_groups, example_text, matching_example
from judge.web.forms import form_fields, home, page_context, parse_limit
from judge.web.limits import MAX_BODY, json_answer
from judge.web.templating import render

router = APIRouter()


class ChoiceAnswer(BaseModel):
    """The judge's answer to a `choice_required`: which action (from 0) and which option."""

    step: int = Field(ge=0, le=10_000)
    option: Any


class AskRequest(BaseModel):
    """`POST /api/ask`: a question and/or a board (scenario YAML)."""

    question: str | None = Field(default=None, max_length=MAX_QUESTION)
    board: str | None = Field(default=None, max_length=MAX_BODY)
    limit: int = Field(default=5, ge=1, le=50)
    choice: ChoiceAnswer | None = None


@router.post(
    "/api/ask",
    tags=["API"],
    summary="Question et plateau : extraits et simulation",
    description=(
        "Les extraits pour la question et, avec un plateau (YAML de scénario), la simulation, son "
        "verdict et les règles appliquées ; `choice` répond à un choix demandé."
    ),
)
async def api_ask(request: Request, body: AskRequest) -> Response:
    """Excerpts for the question and, with a board, the simulated outcome, its verdict and applied rules."""
    return await off_loop(request, _api_ask, request, body)


def _api_ask(request: Request, body: AskRequest) -> Response:
    """`POST /api/ask` off the event loop."""
    board = body.board
    if body.choice is not None:
        if not board:
            raise InputError("un choix ne peut être donné qu'avec un plateau")
        board = answer_choice(board, body.choice.step, body.choice.option)
    answer = ask(body.question, board, limit=body.limit, home=home(request))
    return json_answer(answer.to_json())


def _answer_page(request: Request, question: str, board: str, limit: int) -> Response:
    """The ask page; with a question or a board, the answer (or the error, with its line) below the form."""
    answer_json: dict[str, Any] | None = None
    error: JudgeError | None = None
    if question or board.strip():
        try:
            answer = ask(question or None, board or None, limit=limit, home=home(request))
            answer_json = answer.to_json()
            question = answer.question
        except JudgeError as err:
            error = err
    simulation = answer_json.get("simulation") if answer_json else None
    context = page_context(
        "demander",
        f"{question} — Demander" if question else "Demander",
        question=question,
        board=board,
        answer=answer_json,
        error=error.to_json() if error else None,
        lines=source_lines(board, error.line if error else None),
        tree=trace_tree(list(simulation.get("events") or [])) if simulation else [],
        final=board_view(simulation.get("state")) if simulation else None,
        permalink=_permalink(question, board),
        token=encode_board(board) if board.strip() else "",
        examples=example_groups(),
        selected=matching_example(board),
        choice_options=_choice_options(answer_json),
    )
    return render("demander.html", context, status=error.http_status if error else 200)


def _choice_options(answer: dict[str, Any] | None) -> list[tuple[str, str]]:
    """The legal options of a `choice_required` as (JSON value, label) for radio buttons."""
    choice = (answer or {}).get("choice") or {}
    return [(json.dumps(o, ensure_ascii=False), option_label(o)) for o in choice.get("options") or []]


def _permalink(question: str, board: str) -> str | None:
    if not question and not board.strip():
        return None
    params = {"q": question} if question else {}
    if board.strip():
        params["b"] = encode_board(board)
    return "/demander?" + urlencode(params)


@router.get("/demander", include_in_schema=False)
async def page_ask(
    request: Request,
    q: str | None = None,
    b: str | None = None,
    exemple: str | None = None,
    limit: str | None = None,
) -> Response:
    """The ask form; with `q` and/or `b` (a board permalink) or `exemple`, the answer below it."""
    board = decode_board(b) if b else (example_text(exemple) if exemple else "")
    question, count = (q or "").strip(), parse_limit(limit, default=5)
    return await off_loop(request, _answer_page, request, question, board, count)


@router.post("/demander", include_in_schema=False)
async def page_ask_post(request: Request) -> Response:
    """The form's answer; `choice_step` + `choice_option` answer a `choice_required` and run on."""
    fields = await form_fields(request)
    board = fields.get("board", "")
    if fields.get("choice_step") and "choice_option" in fields:
        try:
            step = int(fields["choice_step"])
            option = json.loads(fields["choice_option"])
        except (ValueError, RecursionError):
            raise InputError("choix illisible : choisissez une des options proposées") from None
        choice: tuple[int, object] | None = (step, option)
    else:
        choice = None
    question, limit = fields.get("question", "").strip(), parse_limit(fields.get("limit"), default=5)
    return await off_loop(request, _chosen_page, request, question, board, limit, choice)


def _chosen_page(
    request: Request, question: str, board: str, limit: int, choice: tuple[int, object] | None
) -> Response:
    """The ask page, with the judge's choice (step, option) added to the board first."""
    if choice is not None:
        board = answer_choice(board, *choice)
    return _answer_page(request, question, board, limit)
