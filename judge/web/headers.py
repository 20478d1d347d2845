"""Headers on every answer: the pages may load nothing from outside the machine (CSP)."""

from __future__ import annotations

from starlette.types import ASGIApp, Message, Receive, Scope, Send

#: only files of this server; no inline script, no CDN, no web font from the network.
CSP = (
    b"default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    b"font-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
)


class SecurityHeaders:
    """Add `Content-Security-Policy` and `X-Content-Type-Options` to every HTTP response."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers") or [])
                headers.append((b"content-security-policy", CSP))
                headers.append((b"x-content-type-options", b"nosniff"))
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, with_headers)
