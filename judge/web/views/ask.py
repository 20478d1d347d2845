"""The ask page (`/demander`: a question plus an optional board) and `POST /api/ask`."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import urlencode

from fastapi import APIRouter, Request
from pydantic import BaseModel, Field
from starlette.responses import JSONResponse, Response

from judge.ask import MAX_QUESTION, ask
from judge.ask_render import option_label
from judge.errors import InputError, JudgeError
from judge.scenario.answers import read_answers, write_answers
from judge.scenario.result import Answer
from judge.web.board_view import board_view, source_lines, trace_tree
from judge.web.boards import decode_board, encode_board, example_groups, example_text, matching_example
from judge.web.forms import form_fields, home, page_context, parse_limit
from judge.web.limits import MAX_BODY
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
    answers: list[ChoiceAnswer] = Field(default_factory=list, max_length=200)  # earlier picks, in order


@router.post(
    "/api/ask",
    tags=["API"],
    summary="Question et plateau : extraits et simulation",
    description=(
        "Les extraits pour la question et, avec un plateau (YAML de scénario), la simulation, son "
        "verdict et les règles appliquées ; `choice` répond à un choix demandé (la partie reprend au "
        "choix en attente, le plateau n'est pas réécrit) ; `answers` redonne les réponses précédentes."
    ),
)
async def api_ask(request: Request, body: AskRequest) -> Response:
    """Excerpts for the question and, with a board, the simulated outcome, its verdict and applied rules."""
    picks = [*body.answers, *([body.choice] if body.choice is not None else [])]
    if picks and not body.board:
        raise InputError("un choix ne peut être donné qu'avec un plateau")
    answers = [Answer(step=p.step, value=p.option) for p in picks]
    answer = ask(body.question, body.board, limit=body.limit, home=home(request), answers=answers)
    return JSONResponse(answer.to_json())


def _answer_page(
    request: Request, question: str, board: str, limit: int, answers: list[Answer] | None = None
) -> Response:
    """The ask page; with a question or a board, the answer (or the error, with its line) below the form.

    `answers` are the judge's picks so far: the paused game resumes with them (the board is as typed)."""
    answer_json: dict[str, Any] | None = None
    error: JudgeError | None = None
    if question or board.strip():
        try:
            picks = answers or []
            answer = ask(question or None, board or None, limit=limit, home=home(request), answers=picks)
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
        answers=write_answers(answers or []),
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
    return _answer_page(request, (q or "").strip(), board, parse_limit(limit, default=5))


@router.post("/demander", include_in_schema=False)
async def page_ask_post(request: Request) -> Response:
    """The form's answer; `choice_step` + `choice_option` answer a `choice_required` and run on."""
    fields = await form_fields(request)
    board = fields.get("board", "")
    answers = read_answers(fields.get("answers"))
    if fields.get("choice_step") and "choice_option" in fields:
        try:
            step = int(fields["choice_step"])
            option = json.loads(fields["choice_option"])
        except ValueError:
            raise InputError("choix illisible : choisissez une des options proposées") from None
        answers.append(Answer(step=step, value=option))
    limit = parse_limit(fields.get("limit"), default=5)
    return _answer_page(request, fields.get("question", "").strip(), board, limit, answers)
