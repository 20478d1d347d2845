"""Reading what a page or an API call sends: query limits and urlencoded forms, with French errors."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

from starlette.requests import Request

from judge.errors import InputError

#: the longest search query accepted, in characters.
MAX_QUERY = 500

#: the pages of the navigation bar: (path, French label, page key).
NAV: tuple[tuple[str, str, str], ...] = (
    ("/", "Recherche", "recherche"),
    ("/regles", "Règles", "regles"),
    ("/demander", "Demander", "demander"),
    ("/scenarios", "Scénarios", "scenarios"),
    ("/glossaire", "Glossaire", "glossaire"),
    ("/corpus", "Corpus", "corpus"),
)


def home(request: Request) -> Path | None:
    """The JUDGE_HOME the app was created with (None: the environment's)."""
    value: Path | None = getattr(request.app.state, "home", None)
    return value


def page_context(page: str, title: str, **extra: Any) -> dict[str, Any]:
    """The context every page template gets: which page, its title, the navigation."""
    return {"page": page, "title": title, "nav": NAV, **extra}


def parse_limit(raw: str | None, *, default: int, maximum: int = 50) -> int:
    """A `limit` parameter: an integer from 1 to `maximum`."""
    if raw is None or raw == "":
        return default
    try:
        value = int(raw)
    except ValueError:
        raise InputError(f"« limit » doit être un nombre entier (reçu : « {raw[:40]} »)") from None
    if not 1 <= value <= maximum:
        raise InputError(f"« limit » doit être entre 1 et {maximum} (reçu : {value})")
    return value


def check_query(q: str | None, *, required: bool = True) -> str:
    """A search query: present (when required), not too long, without control characters."""
    text = (q or "").strip()
    if required and not text:
        raise InputError("la requête « q » est vide : écrivez quelques mots ou un numéro de règle")
    if len(text) > MAX_QUERY:
        raise InputError(f"requête trop longue ({len(text)} caractères, {MAX_QUERY} au plus)")
    if any(ord(ch) < 32 and ch not in "\t\n\r" for ch in text):
        raise InputError("la requête contient des caractères de contrôle")
    return text


async def form_fields(request: Request) -> dict[str, str]:
    """An `application/x-www-form-urlencoded` body as field → value (the last one wins)."""
    body = await request.body()
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        raise InputError("le formulaire n'est pas en UTF-8") from None
    ctype = request.headers.get("content-type", "")
    if ctype and not ctype.startswith("application/x-www-form-urlencoded"):
        raise InputError("formulaire attendu (application/x-www-form-urlencoded)")
    try:
        fields = parse_qs(text, keep_blank_values=True, max_num_fields=50, strict_parsing=False)
    except ValueError:
        raise InputError("formulaire illisible ou trop de champs") from None
    return {k: v[-1] for k, v in fields.items()}


async def body_text(request: Request) -> str:
    """The raw body as UTF-8 text (a scenario YAML)."""
    body = await request.body()
    try:
        return body.decode("utf-8")
    except UnicodeDecodeError:
        raise InputError("le corps de la requête n'est pas du texte UTF-8") from None
