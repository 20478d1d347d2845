"""`judge serve`: the real command with two workers (no reset at 64 clients, heavy boards mixed in),
and a French error when the port is taken."""

from __future__ import annotations

import http.client
import os
import signal
import socket
import subprocess
import sys
import threading
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
        resets, statuses = _load(port, clients=64, seconds=4)
        assert resets == 0 and set(statuses) == {200}, (resets, statuses)
        assert statuses[200] > 64
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=30)


# The heaviest board the run budget lets through, mixed in with searches and health checks.
_HEAVY = (
    "name: lourd\nsetup:\n  victory_score: 100000\n  players:\n    A: {main_deck: 0, trash: 1}\n    B: {}\n"
    "actions:\n" + "  - burn: {player: A, count: 190}\n" * 300
).encode()
_MIX = [
    ("GET", "/api/search?q=%C3%A9puiser", None),
    ("GET", "/healthz", None),
    ("GET", "/api/search?q=ext%C3%A9nuation", None),
]
_RESETS = (ConnectionResetError, BrokenPipeError, ConnectionAbortedError, http.client.RemoteDisconnected)


def _load(port: int, *, clients: int, seconds: float) -> tuple[int, dict[int, int]]:
    """`clients` keep-alive connections for `seconds`, two of them sending heavy boards, the others
    cycling through `_MIX`: how many resets, and the statuses."""
    deadline = time.monotonic() + seconds
    resets = 0
    statuses: dict[int, int] = {}
    lock = threading.Lock()

    def client(offset: int) -> None:
        nonlocal resets
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        i = offset
        while time.monotonic() < deadline:
            heavy = ("POST", "/api/scenarios/run", _HEAVY)
            method, path, body = _MIX[i % len(_MIX)] if offset >= 2 else heavy
            i += 1
            try:
                conn.request(method, path, body=body)
                response = conn.getresponse()
                response.read()
                with lock:
                    statuses[response.status] = statuses.get(response.status, 0) + 1
            except _RESETS:
                with lock:
                    resets += 1
                conn.close()
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        conn.close()

    threads = [threading.Thread(target=client, args=(k,)) for k in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    return resets, statuses
