"""`judge serve`: the web application under uvicorn."""

from __future__ import annotations

import argparse
import socket
import sys

import uvicorn

from judge.errors import InputError
from judge.search.api import search
from judge.web.protocol import NoDelayH11Protocol

#: Seconds a worker may take to answer the supervisor's health ping before it is killed and
#: replaced (uvicorn's default: 5). A killed worker resets every connection it holds: the resets
#: measured at 64 clients with `--workers 2` were workers killed while a heavy board stalled them.
#: The run budget now keeps every request short; this margin covers a machine that is only slow.
WORKER_HEALTHCHECK = 30


def _check_free(host: str, port: int) -> None:
    """A French error now rather than uvicorn's English one when the address is taken."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except OSError as err:
        raise InputError(f"adresse d'écoute invalide « {host} » : {err}") from err
    family, kind, proto, _, address = infos[0]
    with socket.socket(family, kind, proto) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind(address)
        except OSError as err:
            reason = err.strerror or str(err)
            message = f"impossible d'écouter sur {host}:{port} (port déjà utilisé ?) : {reason}"
            raise InputError(message) from err


def cmd_serve(args: argparse.Namespace) -> int:
    """Serve the app on `--host`/`--port` with `--workers` processes (each opens the index read-only)."""
    if not 0 <= args.port <= 65535:
        raise InputError(f"port invalide : {args.port}")
    if args.workers < 1:
        raise InputError(f"--workers doit valoir au moins 1 (reçu : {args.workers})")
    _check_free(args.host, args.port)
    # Build the index once here, so that the workers only open it (one writer at a time).
    search("règle", limit=1)
    sys.stderr.write(f"Juge Riftbound : http://{args.host}:{args.port}/ (Ctrl+C pour arrêter)\n")
    uvicorn.run(
        "judge.web.app:create_app",
        factory=True,
        host=args.host,
        port=args.port,
        workers=args.workers,
        http=NoDelayH11Protocol,
        timeout_worker_healthcheck=WORKER_HEALTHCHECK,
        log_level="warning",
        access_log=False,
    )
    return 0
