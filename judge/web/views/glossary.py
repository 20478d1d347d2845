"""The glossary page (`/glossaire`): French terms A–Z with their English equivalents."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter
from starlette.responses import JSONResponse, Response

from judge.corpus.glossary import load_glossary
from judge.text import fold
from judge.web.forms import page_context
from judge.web.templating import render

router = APIRouter()


def glossary_context() -> dict[str, Any]:
    """Entries grouped by the first letter of the French term (accents folded), A to Z."""
    entries = sorted((e.to_json() for e in load_glossary()), key=lambda e: fold(e["term"]))
    letters: dict[str, list[dict[str, Any]]] = {}
    for entry in entries:
        first = fold(entry["term"])[:1].upper() or "#"
        letters.setdefault(first if first.isalpha() else "#", []).append(entry)
    return {"letters": letters, "count": len(entries)}


@router.get(
    "/api/glossary",
    tags=["API"],
    summary="Le glossaire français–anglais",
    description="Chaque entrée : terme français, terme anglais, règle, synonymes, définition.",
)
def api_glossary() -> Response:
    """Every glossary entry: French term, English term, rule, synonyms, definition."""
    context = glossary_context()
    return JSONResponse({"entries": [e for group in context["letters"].values() for e in group]})


@router.get("/glossaire", include_in_schema=False)
def page_glossary() -> Response:
    """The glossary page."""
    return render("glossaire.html", page_context("glossaire", "Glossaire", **glossary_context()))
