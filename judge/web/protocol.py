"""uvicorn's HTTP protocol with TCP_NODELAY on every connection.

With `--workers`, uvicorn binds the listening socket itself without `IPPROTO_TCP`, so asyncio
does not set TCP_NODELAY on accepted connections; the response body then waits for the
client's delayed ACK (about 40 ms a request on Linux). Setting it here removes that wait.
"""

from __future__ import annotations

import asyncio
import socket

from uvicorn.protocols.http.h11_impl import H11Protocol


class NoDelayH11Protocol(H11Protocol):
    """The h11 protocol, with Nagle's algorithm off for the connection."""

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        """Turn Nagle off, then let h11 take the connection."""
        sock = transport.get_extra_info("socket")
        if sock is not None:
            try:
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            except OSError:  # not a TCP socket (a Unix socket): nothing to do
                pass
        super().connection_made(transport)
