"""`judge serve`: the web application under uvicorn."""

from __future__ import annotations

import argparse
import sys

import uvicorn

from judge.errors import InputError


def cmd_serve(args: argparse.Namespace) -> int:
    """Serve the app on `--host`/`--port` with `--workers` processes (each opens the index read-only)."""
    if not 0 <= args.port <= 65535:
        raise InputError(f"port invalide : {args.port}")
    if args.workers < 1:
        raise InputError(f"--workers doit valoir au moins 1 (reçu : {args.workers})")
    sys.stderr.write(f"Juge Riftbound : http://{args.host}:{args.port}/ (Ctrl+C pour arrêter)\n")
    uvicorn.run(
        "judge.web.app:create_app",
        factory=True,
        host=args.host,
        port=args.port,
        workers=args.workers,
        log_level="warning",
        access_log=False,
    )
    return 0
