"""Search: the home page (`/`, results as you type with JavaScript) and `GET /api/search`."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Request
from starlette.responses import JSONResponse, Response

from judge.ask.rules import closest_glossary_terms
from judge.corpus.labels import passage_kind_label
from judge.corpus.passage import PASSAGE_KINDS
from judge.corpus.store import load_corpus
from judge.search.api import search
from judge.web.forms import check_query, home, page_context, parse_limit
from judge.web.templating import render

router = APIRouter()

#: a query parameter that may be repeated (`kind=rule&kind=example`).
_Multi = Annotated[list[str] | None, Query()]


def search_context(
    request: Request, q: str, limit: int, kinds: list[str] | None, documents: list[str] | None
) -> dict[str, Any]:
    """The search result as the contract's JSON, plus what the page needs (suggestions)."""
    result = search(q, limit=limit, kinds=kinds or None, documents=documents or None, home=home(request))
    data: dict[str, Any] = result.to_json()
    corrected = data.get("corrected")
    data["did_you_mean"] = corrected if corrected and corrected.strip().lower() != q.strip().lower() else None
    return data


@router.get(
    "/api/search",
    tags=["API"],
    summary="Chercher dans les règles",
    description=(
        "Extraits des règles classés pour une requête en français (ou en jargon anglais), comme "
        "`judge search --json`. `kind` et `document` se répètent pour filtrer."
    ),
)
def api_search(
    request: Request,
    q: str | None = None,
    limit: str | None = None,
    kind: _Multi = None,
    document: _Multi = None,
) -> Response:
    """Ranked rule excerpts for a French (or English-jargon) query, as `judge search --json`."""
    query = check_query(q)
    data = search_context(request, query, parse_limit(limit, default=10), kind, document)
    data.pop("did_you_mean", None)
    return JSONResponse(data)


@router.get("/", include_in_schema=False)
def page_search(
    request: Request,
    q: str | None = None,
    limit: str | None = None,
    kind: _Multi = None,
    document: _Multi = None,
    fragment: str | None = None,
) -> Response:
    """The search page; `fragment=1` answers only the results (for results as you type)."""
    query = check_query(q, required=False)
    kinds = [k for k in (kind or []) if k]
    docs = [d for d in (document or []) if d]
    data: dict[str, Any] | None = None
    glossary: list[dict[str, Any]] = []
    if query:
        data = search_context(request, query, parse_limit(limit, default=10), kinds, docs)
        if not data.get("hits"):
            glossary = closest_glossary_terms(query)
    corpus = load_corpus(home(request))
    context = page_context(
        "recherche",
        f"{query} — Recherche" if query else "Recherche dans les règles",
        q=query,
        result=data,
        glossary=glossary,
        kinds=[(k, passage_kind_label(k)) for k in PASSAGE_KINDS],
        selected_kinds=kinds,
        documents=[(d.id, d.title) for d in corpus.documents],
        selected_documents=docs,
    )
    if fragment:
        return render("_resultats.html", context)
    return render("recherche.html", context)
