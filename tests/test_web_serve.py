"""`judge serve`: the real command with two workers, and a French error when the port is taken."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from judge.cli import main
from judge.web.background import free_port


def test_a_taken_port_is_a_french_error(capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        assert main(["serve", "--port", str(port)]) == 2
    assert "port déjà utilisé" in capsys.readouterr().err


def test_serve_with_two_workers(tmp_path: Path) -> None:
    port = free_port()
    env = dict(os.environ, JUDGE_HOME=str(tmp_path / "home"))
    proc = subprocess.Popen(
        [sys.executable, "-m", "judge.cli", "serve", "--port", str(port), "--workers", "2"],
        env=env,
        start_new_session=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                r = httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=2)
                break
            except httpx.TransportError:
                assert proc.poll() is None, proc.stderr.read().decode() if proc.stderr else ""
                assert time.monotonic() < deadline, "judge serve n'a pas démarré"
                time.sleep(0.2)
        assert r.json()["status"] == "ok"
        hits = httpx.get(f"http://127.0.0.1:{port}/api/search", params={"q": "épuiser"}, timeout=10).json()[
            "hits"
        ]
        assert hits
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=30)
