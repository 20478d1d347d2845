"""`/docs`: the OpenAPI description as a plain page (no CDN: the Swagger UI would load files from outside)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from starlette.responses import Response

from judge.errors import NotFoundError
from judge.web.forms import page_context
from judge.web.guide import guide_path, markdown_html
from judge.web.templating import render

router = APIRouter()


#: where a parameter goes, in French.
_WHERE = {"query": "dans l'URL, après « ? »", "path": "dans le chemin", "header": "en-tête"}


_TYPES = {"string": "texte", "integer": "entier", "number": "nombre", "boolean": "booléen",
          "object": "objet", "array": "liste", "null": "null"}  # fmt: skip


def _type(part: dict[str, Any]) -> str:
    """`texte`, `entier`, `texte ou null`, `ChoiceAnswer ou null`: a JSON schema type in French."""
    if "anyOf" in part:
        return " ou ".join(_type(p) for p in part["anyOf"])
    if "$ref" in part:
        return str(part["$ref"]).rsplit("/", 1)[-1]
    return _TYPES.get(str(part.get("type", "")), "valeur JSON")


def _body(schema: dict[str, Any], part: dict[str, Any]) -> str:
    """A request body as `champ : type` lines (a `$ref` opened one level), or its type alone."""
    ref = part.get("$ref")
    if isinstance(ref, str):
        part = schema.get("components", {}).get("schemas", {}).get(ref.rsplit("/", 1)[-1], part)
    fields = part.get("properties")
    if not isinstance(fields, dict):
        return _type(part)
    required = set(part.get("required", ()))
    return "\n".join(
        f"{name} : {_type(spec)}" + ("" if name in required else " (facultatif)")
        for name, spec in fields.items()
    )


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
                    "body": [(ctype, _body(schema, spec.get("schema", {}))) for ctype, spec in body.items()],
                }
            )
    return out


@router.get("/docs", include_in_schema=False)
def page_docs(request: Request) -> Response:
    """The API page, built from the app's own OpenAPI schema (`/openapi.json`)."""
    schema = request.app.openapi()
    return render(
        "docs.html", page_context("docs", "API", operations=operations(schema), info=schema.get("info", {}))
    )


@router.get("/scenarios/format", include_in_schema=False)
async def page_format_guide() -> Response:
    """The guide of the scenario format, linked from the editor."""
    path = guide_path()
    if not path.is_file():
        raise NotFoundError(
            "le guide du format des scénarios n'est pas installé (docs/format-des-scenarios.md)"
        )
    body = markdown_html(path.read_text(encoding="utf-8"))
    return render("guide.html", page_context("scenarios", "Le format des scénarios", body=body))
