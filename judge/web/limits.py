"""A limit on request bodies, checked before the app reads them (a pure ASGI middleware)."""

from __future__ import annotations

import json
from typing import Any

from starlette.responses import Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from judge.engine.limits import MAX_FILE_BYTES
from judge.errors import JudgeError

#: the largest body accepted: a scenario is a few kilobytes (the same limit as `judge run`'s).
MAX_BODY = MAX_FILE_BYTES
#: the largest JSON answer sent (a run's budget, `judge.engine.limits`, keeps a trace far below it).
MAX_RESPONSE = 4 * 1024 * 1024


class ResponseTooLarge(JudgeError):
    """An answer larger than `MAX_RESPONSE`: refused rather than sent."""

    code = "too_large"
    http_status = 422


def json_answer(data: Any) -> Response:
    """`data` as a JSON response, refused with a French 422 past `MAX_RESPONSE` bytes."""
    payload = json.dumps(data, ensure_ascii=False, allow_nan=False, separators=(",", ":")).encode("utf-8")
    if len(payload) > MAX_RESPONSE:
        raise ResponseTooLarge(
            f"réponse trop volumineuse ({len(payload) // 1024} Kio, {MAX_RESPONSE // 1024} Kio au plus) : "
            "raccourcissez le plateau (moins d'actions ou de cartes)"
        )
    return Response(payload, media_type="application/json")


#: bytes of an oversized body still read (and dropped) before the 413: a server that closes a
#: connection with unread data makes the system reset it, and the client may never see the 413.
DRAIN_LIMIT = 4 * 1024 * 1024


class BodyLimit:
    """Answer 413 with the French error object when a body exceeds `limit` bytes."""

    def __init__(self, app: ASGIApp, limit: int = MAX_BODY) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = dict(scope.get("headers") or [])
        declared = headers.get(b"content-length")
        if declared is not None:
            try:
                too_big = int(declared) > self.limit
            except ValueError:
                too_big = True
            if too_big:
                if declared.isdigit() and int(declared) <= DRAIN_LIMIT:
                    await _drain(receive, DRAIN_LIMIT)
                await self._refuse(send)
                return
        # Read the whole body now (bounded), then replay it to the app.
        chunks: list[bytes] = []
        size = 0
        more = True
        while more:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.limit:
                if message.get("more_body", False):
                    await _drain(receive, DRAIN_LIMIT - size)
                await self._refuse(send)
                return
            chunks.append(chunk)
            more = bool(message.get("more_body", False))
        body = b"".join(chunks)
        sent = False

        async def replay() -> Message:
            nonlocal sent
            if not sent:
                sent = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)

    async def _refuse(self, send: Send) -> None:
        error: dict[str, Any] = {
            "code": "too_large",
            "message": f"requête trop volumineuse : {self.limit // 1024} Kio au plus",
            "line": None,
        }
        payload = json.dumps({"error": error}, ensure_ascii=False).encode("utf-8")
        await send(
            {
                "type": "http.response.start",
                "status": 413,
                "headers": [
                    (b"content-type", b"application/json"),
                    (b"content-length", str(len(payload)).encode()),
                    (b"connection", b"close"),
                ],
            }
        )
        await send({"type": "http.response.body", "body": payload})


async def _drain(receive: Receive, budget: int) -> None:
    """Read and drop the rest of a request body, `budget` bytes at most."""
    while budget > 0:
        message = await receive()
        if message["type"] == "http.disconnect":
            return
        budget -= len(message.get("body", b""))
        if not message.get("more_body", False):
            return
