"""A rule's page (`/regles/431.2.b`), a passage's page (`/passages/ID`) and `GET /api/rules/{number}`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from fastapi import APIRouter, Request
from starlette.responses import JSONResponse, Response

from judge.corpus.importer import document_id
from judge.corpus.rule_numbers import normalize_rule_number
from judge.corpus.rule_titles import related_numbers, unknown_rule_message
from judge.corpus.store import Corpus, load_corpus
from judge.errors import InputError, NotFoundError
from judge.search.api import RuleView, get_rule
from judge.web.forms import home, page_context
from judge.web.rule_section import known_numbers, section, table_of_contents
from judge.web.templating import render

router = APIRouter()

#: a rule number as written in the rules: 3 digits, dotted parts, letters ("431.2.c.1").
_MAX_NUMBER = 40


def _check_number(number: str) -> str:
    number = number.strip()
    if not number or len(number) > _MAX_NUMBER:
        raise InputError(f"numéro de règle invalide : « {number[:_MAX_NUMBER]} »")
    return number


def _ref(item: object) -> dict[str, Any]:
    """A reference to another rule as `{"number","title"}`, from a string, a mapping or a passage."""
    if isinstance(item, str):
        return {"number": item, "title": ""}
    if isinstance(item, Mapping):
        number = item.get("rule") or item.get("number") or ""
        return {
            "number": str(number),
            "title": str(item.get("title") or ""),
            "text": item.get("text"),
            "url": item.get("url") or (f"/regles/{number}" if number else None),
        }
    return {"number": str(getattr(item, "rule", "") or ""), "title": str(getattr(item, "title", ""))}


def rule_context(view: RuleView) -> dict[str, Any]:
    """The rule page's context from a `RuleView` (through its JSON, the same as the API's)."""
    data: dict[str, Any] = view.to_json()
    document = data.get("document") or {}
    return {
        "number": str(data.get("rule") or ""),
        "title": data.get("title") or "",
        "text": data.get("text") or "",
        "kind": data.get("kind") or "rule",
        "source": data.get("source") or "",
        "document": document,
        "parents": [_ref(p) for p in data.get("breadcrumb") or []],
        "children": [_ref(c) for c in data.get("children") or []],
        # an official rule's text already holds its examples ("Exemple : …"): show them once
        "examples": [str(e) for e in data.get("examples") or [] if str(e) not in (data.get("text") or "")],
        "cites": [_ref(c) for c in data.get("cites") or []],
        "previous": _ref(data["previous"]) if data.get("previous") else None,
        "next": _ref(data["next"]) if data.get("next") else None,
    }


def _english(request: Request, rule: dict[str, Any]) -> dict[str, Any] | None:
    """The same rule in the English Core Rules (`core-en`), when imported and not the text shown already."""
    english_core = document_id("core", "en")
    if (rule["document"] or {}).get("id") == english_core:
        return None
    passage = load_corpus(home(request)).by_id(f"{english_core}:{rule['number']}")
    return passage.to_json() if passage is not None else None


@router.get(
    "/api/rules/{number}",
    tags=["API"],
    summary="Une règle par son numéro",
    description=(
        "Une règle avec ses parents, ses sous-règles, ses exemples et les règles qu'elle cite, "
        "comme `judge rule --json`."
    ),
)
def api_rule(request: Request, number: str) -> Response:
    """One rule with its parents, children, examples and the rules it cites, as `judge rule --json`."""
    view = get_rule(_check_number(number), home=home(request))
    return JSONResponse(view.to_json())


def _section_context(number: str, corpus: Corpus) -> dict[str, Any] | None:
    """The whole section holding `number` (every sub-rule inline), or None without a known heading."""
    found = section(number, corpus)
    if found is None:
        return None
    return {
        "heading": found.heading,
        "chapter": found.chapter,
        "rules": found.rules,
        "previous": found.previous,
        "next": found.next,
        "absent": sum(1 for r in found.rules if not r.present),
    }


@router.get("/regles", include_in_schema=False)
def page_contents(request: Request) -> Response:
    """The table of contents: the chapters of the rules and their sections."""
    corpus = load_corpus(home(request))
    toc = table_of_contents(corpus)
    return render("regles.html", page_context("regles", "Table des matières des règles", toc=toc))


@router.get("/regles/{number}", include_in_schema=False)
def page_rule(request: Request, number: str) -> Response:
    """The rule page: the whole section, the requested rule highlighted. A number the rules do not
    have, or a rule whose text is not imported, is a French 404 that says which."""
    number = _check_number(number)
    corpus = load_corpus(home(request))
    normal = normalize_rule_number(number) or number
    for chapter, sections in table_of_contents(corpus):
        if chapter.chapter and chapter.number == normal:
            # a chapter (300 « Jouer au jeu ») is read as its list of sections
            title = f"{chapter.number} {chapter.title}"
            context = page_context("regles", title, toc=[(chapter, sections)], chapter=chapter)
            return render("regles.html", context)
    try:
        view = get_rule(number, home=home(request))
    except NotFoundError:
        normal = normalize_rule_number(number) or number
        unknown = unknown_rule_message(normal)
        found = _section_context(normal, corpus) if unknown is None else None
        if unknown is not None:
            message = unknown
        else:
            where = f" (section {found['heading'].number} « {found['heading'].title} »)" if found else ""
            message = f"la règle {normal}{where} n'a pas de texte dans le corpus"
            if not corpus.has_official_rules:
                message += (
                    ", qui ne contient que des extraits tant que les règles officielles ne sont pas importées"
                )
        context = page_context(
            "regle",
            f"Règle {normal} inexistante" if unknown else f"Règle {normal} non importée",
            number=normal,
            exists=unknown is None,
            message=message[:1].upper() + message[1:] + ".",
            related=related_numbers(normal, known_numbers(corpus)) if unknown else [],
            section=found,
            hint="",
        )
        return render("regle_absente.html", context, status=404)
    context = rule_context(view)
    title = f"Règle {context['number']} {context['title']}".strip()
    english = _english(request, context)
    return render(
        "regle.html",
        page_context(
            "regle", title, rule=context, english=english, section=_section_context(context["number"], corpus)
        ),
    )


@router.get("/passages/{pid:path}", include_in_schema=False)
def page_passage(request: Request, pid: str) -> Response:
    """A passage without a rule number (glossary entry, explanation, card)."""
    passage = load_corpus(home(request)).by_id(pid[:200])
    if passage is None:
        raise NotFoundError(f"passage introuvable : « {pid[:80]} »")
    if passage.rule:
        return Response(status_code=307, headers={"location": passage.url})
    return render(
        "passage.html", page_context("passage", passage.title or passage.id, passage=passage.to_json())
    )
