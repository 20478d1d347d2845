"""The phone at a venue without network: the web manifest (`/manifest.webmanifest`), the service
worker (`/sw.js`) that keeps the rules, glossary and table of contents, and the « hors ligne » page."""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache

from fastapi import APIRouter, Request
from starlette.responses import Response

from judge.corpus.store import load_corpus
from judge.paths import web_dir
from judge.web.forms import home, page_context
from judge.web.rule_section import headings
from judge.web.templating import render

router = APIRouter()

MANIFEST = {
    "name": "Juge Riftbound",
    "short_name": "Juge",
    "description": "Règles de Riftbound en français, glossaire et simulation, pour l'arbitre à la table.",
    "lang": "fr",
    "start_url": "/regles",
    "scope": "/",
    "display": "standalone",
    "background_color": "#fbfaf7",
    "theme_color": "#2a1840",
    "icons": [{"src": "/static/favicon.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "any"}],
}


@lru_cache(maxsize=1)
def static_files() -> tuple[str, ...]:
    """The static files a page may load, as URLs (the service worker keeps them all)."""
    folder = web_dir() / "static"
    return tuple(f"/static/{p.name}" for p in sorted(folder.iterdir()) if p.is_file() and p.name != "sw.js")


def _static_digest() -> str:
    digest = hashlib.sha256()
    folder = web_dir() / "static"
    for url in static_files():
        digest.update((folder / url.removeprefix("/static/")).read_bytes())
    for name in ("base.html", "regle.html", "_section.html", "glossaire.html", "regles.html"):
        digest.update((web_dir() / "templates" / name).read_bytes())
    return digest.hexdigest()[:12]


@router.get("/manifest.webmanifest", include_in_schema=False)
async def manifest() -> Response:
    """The web manifest: installable on a phone's home screen."""
    return Response(json.dumps(MANIFEST, ensure_ascii=False), media_type="application/manifest+json")


@router.get("/sw.js", include_in_schema=False)
async def service_worker(request: Request) -> Response:
    """The service worker, with this corpus's section pages to keep (new corpus: new cache)."""
    corpus = load_corpus(home(request))
    sections = [h.number for h in headings(corpus)]
    pages = ["/hors-ligne", "/regles", "/glossaire", "/manifest.webmanifest", *static_files()]
    pages += [f"/regles/{n}" for n in sections]
    source = (web_dir() / "static" / "sw.js").read_text(encoding="utf-8")
    body = (
        source.replace("__VERSION__", f"{corpus.fingerprint[:12]}-{_static_digest()}")
        .replace("__PAGES__", json.dumps(pages))
        .replace("__SECTIONS__", json.dumps(sections))
    )
    headers = {"cache-control": "no-cache", "service-worker-allowed": "/"}
    return Response(body, media_type="text/javascript", headers=headers)


@router.get("/hors-ligne", include_in_schema=False)
async def page_offline() -> Response:
    """What a page that needs the server shows when the phone is offline."""
    return render("hors_ligne.html", page_context("hors-ligne", "Hors ligne"))
