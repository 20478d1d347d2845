"""One place that maps exceptions to answers: a `JudgeError` carries its HTTP status, and
every error is the French object `{"error": {"code", "message", "line"}}` (an HTML page
outside `/api`). Nothing a user sends may produce a 500.
"""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.responses import JSONResponse, Response

from judge.errors import JudgeError
from judge.web.forms import page_context
from judge.web.templating import render

_log = logging.getLogger("judge.web")

#: French messages for the HTTP errors raised by the framework itself.
_HTTP_MESSAGES: dict[int, tuple[str, str]] = {
    404: ("not_found", "page introuvable"),
    405: ("method_not_allowed", "méthode HTTP non acceptée pour cette adresse"),
    413: ("too_large", "requête trop volumineuse"),
    415: ("unsupported_media_type", "type de contenu non accepté"),
}


def wants_json(request: Request) -> bool:
    """API routes answer JSON; pages answer HTML."""
    path = request.url.path
    return path.startswith("/api/") or path in ("/healthz", "/openapi.json")


def error_response(
    request: Request, status: int, error: dict[str, Any], headers: dict[str, str] | None = None
) -> Response:
    """The French error as JSON (API) or as an HTML page (pages)."""
    error.setdefault("line", None)
    if wants_json(request):
        return JSONResponse({"error": error}, status_code=status, headers=headers)
    context = page_context("erreur", f"Erreur {status}", error=error, status=status)
    return render("erreur.html", context, status=status, headers=headers)


async def _judge_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, JudgeError)
    return error_response(request, exc.http_status, exc.to_json())


async def _validation_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, RequestValidationError)
    problems = []
    for err in exc.errors():
        where = ".".join(str(p) for p in err.get("loc", ()) if p != "body")
        problems.append(f"{where or 'corps'} : {_french_validation(str(err.get('type', '')))}")
    message = "requête invalide — " + "; ".join(problems) if problems else "requête invalide"
    return error_response(request, 422, {"code": "bad_request", "message": message})


def _french_validation(kind: str) -> str:
    return {
        "missing": "valeur manquante",
        "string_type": "texte attendu",
        "int_type": "nombre entier attendu",
        "int_parsing": "nombre entier attendu",
        "json_invalid": "JSON illisible",
        "model_attributes_type": "objet JSON attendu",
        "dict_type": "objet JSON attendu",
        "string_too_long": "texte trop long",
        "greater_than_equal": "valeur trop petite",
        "less_than_equal": "valeur trop grande",
    }.get(kind, f"valeur refusée ({kind})")


async def _http_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, StarletteHTTPException)
    code, message = _HTTP_MESSAGES.get(exc.status_code, ("http_error", f"erreur HTTP {exc.status_code}"))
    return error_response(request, exc.status_code, {"code": code, "message": message})


async def _unexpected(request: Request, exc: Exception) -> Response:
    # A bug of ours, not the user's: logged in full, answered in French without a traceback.
    _log.exception("erreur interne sur %s", request.url.path)
    # The server closes the connection after an unexpected error: say so, so that the client
    # opens a new one instead of seeing its next request reset.
    error = {"code": "internal_error", "message": "erreur interne du serveur"}
    return error_response(request, 500, error, headers={"connection": "close"})


def install(app: FastAPI) -> None:
    """Register the handlers on the app."""
    app.add_exception_handler(JudgeError, _judge_error)
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(StarletteHTTPException, _http_error)
    app.add_exception_handler(Exception, _unexpected)
