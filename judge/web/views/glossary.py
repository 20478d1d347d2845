"""The glossary page (`/glossaire`): French terms A–Z with their English equivalents."""

from __future__ import annotations

from collections import Counter
from typing import Any

from fastapi import APIRouter
from starlette.responses import JSONResponse, Response

from judge.corpus.glossary import load_glossary
from judge.text import fold
from judge.web.forms import page_context
from judge.web.templating import render

router = APIRouter()


#: the glossary's categories as a judge names them (to tell two entries of the same term apart).
CATEGORY_LABELS = {
    "action": "action",
    "card_type": "type de carte",
    "chain": "chaîne",
    "combat": "combat",
    "concept": "notion",
    "cost": "coût",
    "keyword": "mot-clé",
    "mode": "mode de jeu",
    "phase": "phase",
    "resource": "ressource",
    "state": "état",
    "zone": "zone",
}
_MAX_FILTER = 80


def _words(entry: dict[str, Any]) -> str:
    """Everything an entry can be looked up by, folded: French term, English term, synonyms."""
    return " ".join(fold(w) for w in (entry["term"], entry.get("en") or "", *(entry.get("synonyms") or ())))


def glossary_context(filtre: str = "") -> dict[str, Any]:
    """Entries grouped by the first letter of the French term (accents folded), A to Z; with
    `filtre`, only the entries whose French or English term or synonym holds it."""
    entries = sorted((e.to_json() for e in load_glossary()), key=lambda e: fold(e["term"]))
    twice = Counter(fold(e["term"]) for e in entries)
    for entry in entries:
        # two entries of one term (« Amplification » the keyword, « Amplification » the action)
        label = CATEGORY_LABELS.get(str(entry.get("category") or ""), "")
        entry["sense"] = label if twice[fold(entry["term"])] > 1 else ""
        entry["words"] = _words(entry)
    wanted = fold(filtre.strip()[:_MAX_FILTER])
    shown = [e for e in entries if wanted in e["words"]] if wanted else entries
    letters: dict[str, list[dict[str, Any]]] = {}
    for entry in shown:
        first = fold(entry["term"])[:1].upper() or "#"
        letters.setdefault(first if first.isalpha() else "#", []).append(entry)
    return {
        "letters": letters,
        "count": len(shown),
        "total": len(entries),
        "filtre": filtre.strip()[:_MAX_FILTER],
    }


@router.get(
    "/api/glossary",
    tags=["API"],
    summary="Le glossaire français–anglais",
    description="Chaque entrée : terme français, terme anglais, règle, synonymes, définition.",
)
def api_glossary() -> Response:
    """Every glossary entry: French term, English term, rule, synonyms, definition."""
    context = glossary_context()
    entries = [e for group in context["letters"].values() for e in group]
    return JSONResponse({"entries": [{k: v for k, v in e.items() if k != "words"} for e in entries]})


@router.get("/glossaire", include_in_schema=False)
def page_glossary(filtre: str | None = None) -> Response:
    """The glossary page; `?filtre=` keeps the matching entries (the filter field without JavaScript)."""
    return render("glossaire.html", page_context("glossaire", "Glossaire", **glossary_context(filtre or "")))
