"""The real app on a free 127.0.0.1 port in a background thread (for tests and screenshots)."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import uvicorn

from judge.web.app import create_app


def free_port() -> int:
    """A TCP port nobody listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@contextmanager
def running_server(home: Path | None = None, *, timeout: float = 20.0) -> Iterator[str]:
    """Serve `create_app(home)` with uvicorn until the block ends; yields the base URL."""
    port = free_port()
    config = uvicorn.Config(
        create_app(home), host="127.0.0.1", port=port, log_level="warning", access_log=False, lifespan="off"
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, name=f"judge-web-{port}", daemon=True)
    thread.start()
    deadline = time.monotonic() + timeout
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError(f"le serveur de test n'a pas démarré sur le port {port}")
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout)
