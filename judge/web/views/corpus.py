"""The corpus page (`/corpus`): documents, versions, dates, and how to import the official PDF."""

from __future__ import annotations

from fastapi import APIRouter, Request
from starlette.responses import JSONResponse, Response

from judge.corpus.labels import document_kind_label
from judge.corpus.store import load_corpus
from judge.web.forms import home, page_context
from judge.web.templating import render

router = APIRouter()


@router.get(
    "/api/corpus",
    tags=["API"],
    summary="Les documents du corpus",
    description=(
        "Les documents du corpus, le nombre de passages et les avertissements (un document importé "
        "endommagé), comme `judge corpus list --json`."
    ),
)
def api_corpus(request: Request) -> Response:
    """The documents of the corpus, as `judge corpus list --json`."""
    corpus = load_corpus(home(request))
    return JSONResponse(
        {
            "documents": [d.to_json() for d in corpus.documents],
            "passages": len(corpus.passages),
            "warnings": corpus.warnings,  # a damaged stored document, and how to re-import it
        }
    )


@router.get(
    "/healthz",
    tags=["API"],
    summary="État du service",
    description='`{"status": "ok", "passages": N}` quand le service répond.',
)
def healthz(request: Request) -> Response:
    """`{"status": "ok", "passages": N}`."""
    return JSONResponse({"status": "ok", "passages": len(load_corpus(home(request)).passages)})


@router.get("/corpus", include_in_schema=False)
def page_corpus(request: Request) -> Response:
    """The corpus page."""
    corpus = load_corpus(home(request))
    docs = [{**d.to_json(), "kind_label": document_kind_label(d)} for d in corpus.documents]
    return render(
        "corpus.html", page_context("corpus", "Corpus", documents=docs, passages=len(corpus.passages))
    )
