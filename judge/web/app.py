"""The web application: `create_app()` builds it; one router per page (`judge/web/views/`)."""

from __future__ import annotations

from pathlib import Path

from fastapi import FastAPI
from starlette.middleware.gzip import GZipMiddleware
from starlette.staticfiles import StaticFiles

from judge.paths import web_dir
from judge.web import errors
from judge.web.blocking import share_the_interpreter
from judge.web.headers import SecurityHeaders
from judge.web.limits import MAX_BODY, BodyLimit
from judge.web.page_corpus import CorpusHome
from judge.web.views import ask, corpus, docs, glossary, offline, rules, scenarios, search

DESCRIPTION = (
    "Juge Riftbound : recherche dans les règles françaises et simulation de plateaux. "
    'Les erreurs sont des objets `{"error": {"code", "message", "line"}}` en français.'
)


def create_app(home: Path | None = None) -> FastAPI:
    """A new app over the corpus and index of `home` (default: `JUDGE_HOME`)."""
    app = FastAPI(title="Juge Riftbound", version="1", description=DESCRIPTION, docs_url=None, redoc_url=None)
    app.state.home = home
    share_the_interpreter()
    errors.install(app)
    for module in (search, rules, ask, scenarios, glossary, corpus, docs, offline):
        app.include_router(module.router)
    app.mount("/static", StaticFiles(directory=str(web_dir() / "static")), name="static")
    app.add_middleware(BodyLimit, limit=MAX_BODY)
    # venue Wi-Fi is slow: the glossary page is ~80 KB of HTML, ~22 KB compressed
    # level 6, not Starlette's 9: the compression runs on the event loop, and a 1.3 MB trace took
    # 20 ms at level 9 against 5 ms at 6, for 7 % more bytes
    app.add_middleware(GZipMiddleware, minimum_size=2048, compresslevel=6)
    app.add_middleware(SecurityHeaders)
    app.add_middleware(CorpusHome)  # the pages' banner and « non importée » marks read the app's corpus
    return app
