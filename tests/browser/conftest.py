"""A real server and Debian's chromium driven by Playwright (no downloaded browser)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = Path("/usr/bin/chromium")
ROOT = Path(__file__).resolve().parents[2]
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    "--disable-quic",
]
#: axe-core, installed by .ci/run (`npm install --prefix tests/browser axe-core`).
AXE = Path(__file__).resolve().parent / "node_modules" / "axe-core" / "axe.min.js"
VIEWPORTS = {"telephone": {"width": 390, "height": 844}, "ordinateur": {"width": 1366, "height": 900}}

if not CHROMIUM.exists():
    pytest.skip(
        "chromium absent de /usr/bin/chromium (apt-get install chromium ; .ci/run l'installe)",
        allow_module_level=True,
    )

sync_api = pytest.importorskip("playwright.sync_api", reason="playwright n'est pas installé (extras de test)")


@pytest.fixture(scope="session")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    from judge.web.background import running_server

    with running_server(tmp_path_factory.mktemp("judge_home")) as url:
        yield url


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=ARGS)
        yield b
        b.close()


@pytest.fixture
def page(browser: Any, base_url: str) -> Iterator[Any]:
    # the service worker keeps ~170 pages when it installs: only the offline tests let it run
    context = browser.new_context(
        base_url=base_url,
        viewport={"width": 1000, "height": 900},
        locale="fr-FR",
        service_workers="block",
    )
    pg = context.new_page()
    outside: list[str] = []
    pg.on("request", lambda r: outside.append(r.url) if not r.url.startswith(base_url) else None)
    yield pg
    context.close()
    assert not outside, f"la page a demandé des fichiers hors de la machine : {outside}"


@pytest.fixture(params=list(VIEWPORTS), ids=list(VIEWPORTS))
def viewport_page(request: pytest.FixtureRequest, browser: Any, base_url: str) -> Iterator[Any]:
    """A page at the phone's (390×844, touch) or the laptop's (1366×900) size."""
    phone = request.param == "telephone"
    offline = "offline" in request.node.name  # the offline tests need the service worker
    context = browser.new_context(
        base_url=base_url,
        viewport=VIEWPORTS[request.param],
        is_mobile=phone,
        has_touch=phone,
        locale="fr-FR",
        service_workers="allow" if offline else "block",
    )
    pg = context.new_page()
    yield pg
    context.close()


@pytest.fixture(scope="session")
def axe_source() -> str:
    """axe-core's script; absent outside CI: the accessibility tests say how to install it."""
    if not AXE.is_file():
        if os.environ.get("CI"):
            raise AssertionError(f"axe-core manque ({AXE}) : .ci/run doit l'installer avec npm")
        pytest.skip("axe-core absent : npm install --prefix tests/browser axe-core (comme .ci/run)")
    return AXE.read_text(encoding="utf-8")


@pytest.fixture
def screenshot() -> Any:
    """Save `docs/NAME.png` when JUDGE_SCREENSHOTS=1 (to refresh the README's pictures)."""

    def take(pg: Any, name: str, *, full_page: bool = True) -> None:
        if os.environ.get("JUDGE_SCREENSHOTS") == "1":
            pg.screenshot(path=str(ROOT / "docs" / f"{name}.png"), full_page=full_page)

    return take
