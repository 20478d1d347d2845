"""Bounded load against `judge serve` (2 workers) on 127.0.0.1, in a temporary JUDGE_HOME.

Prints requests/s, median, p99 and errors for `/api/search` (varied French queries) and
`/api/ask` (a 20-action board); then, at 1, 8, 32 and 64 concurrent keep-alive clients for
`--seconds` each, a mix of searches, asks and health checks with its errors (a status other than
200) and connection resets counted apart; then each page's size. Targets (2-core machine):
search ≥ 200 req/s with p99 ≤ 100 ms and no errors; ask ≥ 50 req/s; no error and no reset at
any concurrency; every page < 100 KB. Loopback only, bounded in time (about a minute).
Run by hand: `.venv/bin/python benchmarks/load.py [--requests 3000] [--clients 4] [--seconds 5]`.
No asserts.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from pathlib import Path

QUERIES = [
    "épuiser une unité",
    "exténuation",
    "Que se passe-t-il quand je dois piocher avec un deck vide ?",
    "burnout empty deck",
    "exténuaton",
    "recycler la défausse",
    "431.2",
    "brûler des cartes",
    "conquérir un champ de bataille",
    "coût de base d'une compétence",
    "bannir",
    "défausser une carte",
    "victoire immédiate",
    "épuiser une carte déjà épuisée",
    "deck principal vide",
    "point adversaire",
    "exhaust",
    "la chaîne",
    "phase de pioche",
    "runes",
]

BOARD_HEAD = """\
name: "Charge : vingt actions de pioche et de brûlage"
question: "Mon deck se vide à force de piocher et de brûler : combien de points gagne mon adversaire ?"
seed: 3
setup:
  turn: {player: A, phase: main}
  players:
    A: {main_deck: 24, trash: 5}
    B: {main_deck: 30, points: 0}
actions:
"""


def board_20() -> str:
    """A board with 20 actions (draws and burns that run A's deck out several times)."""
    lines = []
    for i in range(20):
        verb = "draw" if i % 2 == 0 else "burn"
        player = "A" if i % 4 < 3 else "B"
        lines.append(f"  - {verb}: {{player: {player}, count: {1 + i % 3}}}")
    return BOARD_HEAD + "\n".join(lines) + "\n"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_ready(port: int, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            conn.request("GET", "/healthz")
            if conn.getresponse().status == 200:
                return
        except OSError:
            time.sleep(0.2)
    raise SystemExit("le serveur n'a pas démarré")


def run_load(port: int, requests: list[tuple[str, str, bytes | None]], clients: int) -> dict[str, float]:
    """Send every request once over `clients` keep-alive connections; latency and error figures."""
    latencies: list[float] = []
    errors = 0
    lock = threading.Lock()
    share = [requests[i::clients] for i in range(clients)]

    def worker(items: list[tuple[str, str, bytes | None]]) -> None:
        nonlocal errors
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        mine: list[float] = []
        bad = 0
        for method, path, body in items:
            start = time.perf_counter()
            try:
                headers = {"content-type": "application/json"} if body else {}
                conn.request(method, path, body=body, headers=headers)
                resp = conn.getresponse()
                resp.read()
                if resp.status != 200:
                    bad += 1
            except OSError:
                bad += 1
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            mine.append(time.perf_counter() - start)
        with lock:
            latencies.extend(mine)
            errors += bad

    threads = [threading.Thread(target=worker, args=(s,)) for s in share]
    start = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    elapsed = time.perf_counter() - start
    latencies.sort()
    return {
        "requests": len(latencies),
        "rps": len(latencies) / elapsed,
        "median_ms": statistics.median(latencies) * 1000,
        "p99_ms": latencies[max(0, int(len(latencies) * 0.99) - 1)] * 1000,
        "errors": errors,
    }


#: what a client sees when the server drops its connection instead of answering.
RESETS = (ConnectionResetError, BrokenPipeError, ConnectionAbortedError, http.client.RemoteDisconnected)


def run_concurrent(
    port: int, requests: list[tuple[str, str, bytes | None]], clients: int, seconds: float
) -> dict[str, float]:
    """`clients` keep-alive connections cycling through `requests` for `seconds`: figures, resets apart."""
    latencies: list[float] = []
    counts = {"errors": 0, "resets": 0, "timeouts": 0}
    lock = threading.Lock()
    deadline = time.monotonic() + seconds

    def worker(offset: int) -> None:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        mine: list[float] = []
        mine_counts = dict.fromkeys(counts, 0)
        i = offset
        while time.monotonic() < deadline:
            method, path, body = requests[i % len(requests)]
            i += 1
            start = time.perf_counter()
            try:
                headers = {"content-type": "application/json"} if body else {}
                conn.request(method, path, body=body, headers=headers)
                resp = conn.getresponse()
                resp.read()
                if resp.status != 200:
                    mine_counts["errors"] += 1
                if resp.getheader("connection", "").lower() == "close":
                    conn.close()
            except RESETS:
                mine_counts["resets"] += 1
                conn.close()
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            except TimeoutError:
                mine_counts["timeouts"] += 1
                conn.close()
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            mine.append(time.perf_counter() - start)
        conn.close()
        with lock:
            latencies.extend(mine)
            for key, value in mine_counts.items():
                counts[key] += value

    threads = [threading.Thread(target=worker, args=(k * 7,)) for k in range(clients)]
    start = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    elapsed = time.perf_counter() - start
    latencies.sort()
    n = len(latencies)
    return {
        "requests": n,
        "rps": n / elapsed,
        "median_ms": statistics.median(latencies) * 1000 if n else 0.0,
        "p99_ms": latencies[max(0, int(n * 0.99) - 1)] * 1000 if n else 0.0,
        **counts,
    }


def page_sizes(port: int, board: str) -> dict[str, int]:
    """Bytes of each page (HTML only; the CSS and JS are counted on their own lines)."""
    from judge.web.boards import encode_board

    token = encode_board(board)
    paths = [
        "/",
        "/?q=" + urllib.parse.quote("exténuation"),
        "/regles/427.1",
        "/regles/431.2",
        "/glossaire",
        "/corpus",
        "/scenarios",
        "/scenarios?b=" + token,
        "/demander",
        "/demander?b=" + token,
        "/docs",
        "/static/style.css",
        "/static/recherche.js",
    ]
    sizes = {}
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    for path in paths:
        conn.request("GET", path)
        resp = conn.getresponse()
        sizes[path if len(path) < 40 else path[:37] + "…"] = len(resp.read())
    return sizes


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--requests", type=int, default=3000, help="requêtes /api/search (3000)")
    parser.add_argument("--ask-requests", type=int, default=600, help="requêtes /api/ask (600)")
    parser.add_argument("--clients", type=int, default=4, help="connexions simultanées (4)")
    parser.add_argument("--workers", type=int, default=2, help="processus uvicorn (2)")
    parser.add_argument("--seconds", type=float, default=5.0, help="durée de chaque palier de clients (5 s)")
    parser.add_argument(
        "--levels", default="1,8,32,64", help="nombres de clients simultanés, séparés par des virgules"
    )
    args = parser.parse_args()

    home = Path(tempfile.mkdtemp(prefix="judge-load-"))
    env = dict(os.environ, JUDGE_HOME=str(home))
    # Build the index once before the workers start, so that they only open it.
    subprocess.run(
        [sys.executable, "-m", "judge.cli", "search", "exténuation", "--json"],
        env=env,
        check=True,
        capture_output=True,
    )
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "judge.cli", "serve", "--port", str(port), "--workers", str(args.workers)],
        env=env,
        start_new_session=True,
    )
    try:
        wait_ready(port)
        board = board_20()
        searches: list[tuple[str, str, bytes | None]] = [
            ("GET", "/api/search?" + urllib.parse.urlencode({"q": QUERIES[i % len(QUERIES)]}), None)
            for i in range(args.requests)
        ]
        ask_body = json.dumps({"board": board}).encode()
        asks: list[tuple[str, str, bytes | None]] = [
            ("POST", "/api/ask", ask_body) for _ in range(args.ask_requests)
        ]
        run_load(port, searches[:100] + asks[:20], args.clients)  # warm up each worker
        print(f"machine : {os.cpu_count()} cœurs · {args.workers} workers · {args.clients} clients")
        for name, load, target in (
            ("/api/search", searches, "≥ 200 req/s, p99 ≤ 100 ms"),
            ("/api/ask (20 actions)", asks, "≥ 50 req/s"),
        ):
            r = run_load(port, load, args.clients)
            print(
                f"{name:24} {r['requests']:5.0f} requêtes  {r['rps']:7.1f} req/s"
                f"  médiane {r['median_ms']:6.1f} ms  p99 {r['p99_ms']:6.1f} ms"
                f"  erreurs {r['errors']:.0f}   (cible {target})"
            )
        mix = [*searches[:40], *asks[:10], *([("GET", "/healthz", None)] * 5)]
        print(f"paliers de {args.seconds:g} s (recherche, demande, santé ; cible : 0 erreur, 0 coupure) :")
        for level in (int(x) for x in args.levels.split(",")):
            r = run_concurrent(port, mix, level, args.seconds)
            print(
                f"  {level:3d} clients  {r['requests']:6.0f} requêtes  {r['rps']:7.1f} req/s"
                f"  médiane {r['median_ms']:7.1f} ms  p99 {r['p99_ms']:7.1f} ms"
                f"  erreurs {r['errors']:.0f}  coupures {r['resets']:.0f}  délais {r['timeouts']:.0f}"
            )
        print("taille des pages (cible < 100 000 octets) :")
        for path, size in page_sizes(port, board).items():
            print(f"  {path:42} {size:7d} octets")
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=20)
    return 0


if __name__ == "__main__":
    sys.exit(main())
