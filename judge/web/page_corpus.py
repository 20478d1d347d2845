"""Which corpus the page being rendered reads: the app's JUDGE_HOME, set for each request.

The banner « règles officielles non importées » and the « non importée » marks of rule links
are on every page, whichever view renders it, so the templates read the corpus from here.
"""

from __future__ import annotations

from contextvars import ContextVar
from pathlib import Path
from typing import Any

current_home: ContextVar[Path | None] = ContextVar("current_home", default=None)


class CorpusHome:
    """ASGI middleware: sets `current_home` to the app's `state.home` for the request."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        """Runs the request with the app's home as the current one."""
        app = scope.get("app")
        home = getattr(getattr(app, "state", None), "home", None)
        token = current_home.set(home)
        try:
            await self.app(scope, receive, send)
        finally:
            current_home.reset(token)
