"""`/docs`: the OpenAPI description as a plain page (no CDN: the Swagger UI would load files from outside)."""

from __future__ import annotations

import json
from typing import Any

from fastapi import APIRouter, Request
from starlette.responses import Response

from judge.web.forms import page_context
from judge.web.templating import render

router = APIRouter()


#: where a parameter goes, in French.
_WHERE = {"query": "dans l'URL, après « ? »", "path": "dans le chemin", "header": "en-tête"}


def _resolve(schema: dict[str, Any], part: dict[str, Any]) -> dict[str, Any]:
    """A `{"$ref": "#/components/schemas/X"}` body replaced by X's own schema (one level)."""
    ref = part.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/components/schemas/"):
        found = schema.get("components", {}).get("schemas", {}).get(ref.rsplit("/", 1)[1])
        if isinstance(found, dict):
            return found
    return part


def operations(schema: dict[str, Any]) -> list[dict[str, Any]]:
    """One entry per path and method: summary, description, parameters, request body types."""
    out: list[dict[str, Any]] = []
    for path, methods in schema.get("paths", {}).items():
        for method, op in methods.items():
            body = (op.get("requestBody") or {}).get("content") or {}
            out.append(
                {
                    "path": path,
                    "method": method.upper(),
                    "summary": op.get("summary", ""),
                    "description": op.get("description", ""),
                    "parameters": [
                        (p.get("name"), _WHERE.get(p.get("in", ""), p.get("in")), p.get("required", False))
                        for p in op.get("parameters", [])
                    ],
                    "body": [
                        (
                            ctype,
                            json.dumps(
                                _resolve(schema, spec.get("schema", {})), ensure_ascii=False, indent=1
                            ),
                        )
                        for ctype, spec in body.items()
                    ],
                }
            )
    return out


@router.get("/docs", include_in_schema=False)
async def page_docs(request: Request) -> Response:
    """The API page, built from the app's own OpenAPI schema (`/openapi.json`)."""
    schema = request.app.openapi()
    return render(
        "docs.html", page_context("docs", "API", operations=operations(schema), info=schema.get("info", {}))
    )
