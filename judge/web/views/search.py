"""Search: the home page (`/`, results as you type with JavaScript) and `GET /api/search`."""

from __future__ import annotations

from typing import Annotated, Any
from urllib.parse import urlencode

from fastapi import APIRouter, Query, Request
from starlette.responses import JSONResponse, Response

from judge.ask.rules import closest_glossary_terms
from judge.corpus.labels import passage_kind_label
from judge.corpus.passage import PASSAGE_KINDS
from judge.corpus.store import load_corpus
from judge.search.api import MAX_LIMIT, search
from judge.search.commands import count_label
from judge.web.forms import check_query, home, page_context, parse_limit
from judge.web.templating import render

router = APIRouter()

#: a query parameter that may be repeated (`kind=rule&kind=example`).
_Multi = Annotated[list[str] | None, Query()]


#: How many more hits « voir plus » shows.
MORE_STEP = 10


def search_context(
    request: Request,
    q: str,
    limit: int,
    kinds: list[str] | None,
    documents: list[str] | None,
    *,
    explain: bool = False,
) -> dict[str, Any]:
    """The search result as the contract's JSON, plus what the page needs (the correction to offer,
    the « voir plus » link)."""
    result = search(q, limit=limit, kinds=kinds or None, documents=documents or None, home=home(request))
    data: dict[str, Any] = result.to_json(explain=explain)
    # The search reports a correction only for a real typo (never accents or case alone).
    data["did_you_mean"] = data.get("corrected")
    data["count_label"] = count_label(result)
    shown = len(result.hits)
    if shown < result.total or (not result.total_exact and shown == limit):
        params: list[tuple[str, str]] = [("q", q), ("limit", str(min(MAX_LIMIT, limit + MORE_STEP)))]
        params += [("kind", k) for k in kinds or []] + [("document", d) for d in documents or []]
        if explain:
            params.append(("explain", "1"))
        data["more_url"] = "/?" + urlencode(params) + "#plus" if limit < MAX_LIMIT else None
    return data


@router.get(
    "/api/search",
    tags=["API"],
    summary="Chercher dans les règles",
    description=(
        "Extraits des règles classés pour une requête en français (ou en jargon anglais), comme "
        "`judge search --json`. `kind` et `document` se répètent pour filtrer ; `explain=1` ajoute à "
        "chaque extrait sa pertinence et chaque facteur de son score."
    ),
)
def api_search(
    request: Request,
    q: str | None = None,
    limit: str | None = None,
    kind: _Multi = None,
    document: _Multi = None,
    explain: str | None = None,
) -> Response:
    """Ranked rule excerpts for a French (or English-jargon) query, as `judge search --json`."""
    query = check_query(q)
    data = search_context(
        request,
        query,
        parse_limit(limit, default=10, maximum=MAX_LIMIT),
        kind,
        document,
        explain=explain == "1",
    )
    for key in ("did_you_mean", "count_label", "more_url"):
        data.pop(key, None)
    return JSONResponse(data)


@router.get("/", include_in_schema=False)
def page_search(
    request: Request,
    q: str | None = None,
    limit: str | None = None,
    kind: _Multi = None,
    document: _Multi = None,
    fragment: str | None = None,
    explain: str | None = None,
) -> Response:
    """The search page; `fragment=1` answers only the results (for results as you type)."""
    query = check_query(q, required=False)
    kinds = [k for k in (kind or []) if k]
    docs = [d for d in (document or []) if d]
    data: dict[str, Any] | None = None
    glossary: list[dict[str, Any]] = []
    if query:
        shown = parse_limit(limit, default=10, maximum=MAX_LIMIT)
        data = search_context(request, query, shown, kinds, docs, explain=explain == "1")
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
        explain=explain == "1",
    )
    if fragment:
        return render("_resultats.html", context)
    return render("recherche.html", context)
