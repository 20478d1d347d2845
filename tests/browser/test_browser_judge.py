"""The judge at the table, at a phone's and a laptop's size: whole sections, the table of contents,
« non importée » marks, offline rules, large choice buttons, the glossary filter, the editor, axe-core."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
CHOICE = (ROOT / "scenarios" / "choix" / "deux_contre_deux_choix_manquant.yaml").read_text(encoding="utf-8")
EXAMPLE = "exténuation/pioche_3_une_carte.yaml"

PAGES = [
    "/",
    "/?q=exténuation",
    "/regles",
    "/regles/427.1",
    "/regles/431.2.c",
    "/regles/999.9",
    "/glossaire",
    "/corpus",
    "/scenarios",
    f"/scenarios?exemple={EXAMPLE}",
    f"/demander?exemple={EXAMPLE}",
    "/scenarios/format",
    "/docs",
    "/hors-ligne",
    "/regles/300",
    "/passages/expl:004:0",
    "/page-inconnue",
]


def test_every_page_has_one_h1_and_no_serious_accessibility_violation(
    viewport_page: Any, axe_source: str
) -> None:
    page = viewport_page
    problems: list[str] = []
    for path in PAGES:
        page.goto(path)
        assert page.locator("h1").count() == 1, f"{path} : un seul <h1> attendu"
        assert page.inner_text("h1").strip(), f"{path} : <h1> vide"
        page.evaluate(axe_source)
        found = page.evaluate("axe.run(document, {resultTypes: ['violations']}).then(r => r.violations)")
        for v in found:
            if v["impact"] in ("serious", "critical"):
                problems.append(f"{path} : {v['id']} ({v['impact']}) {[n['target'] for n in v['nodes']][:3]}")
    assert not problems, "\n".join(problems)


def test_a_rule_page_shows_its_whole_section_with_the_rule_highlighted(viewport_page: Any) -> None:
    page = viewport_page
    page.goto("/regles/427.3.a")
    current = page.locator(".section-rules li.current")
    assert current.count() == 1 and current.get_attribute("id") == "r-427.3.a"
    # the whole section 427 inline: 427.1 to the last sub-rule, sub-rules a/b in place
    numbers = page.locator(".section-rules li").evaluate_all("els => els.map(e => e.id)")
    assert numbers[0] == "r-427.1" and "r-427.2.a" in numbers and "r-427.2.b" in numbers
    assert "…" not in page.inner_text(".section-rules")
    box = current.bounding_box()
    assert box is not None and 0 <= box["y"] < page.viewport_size["height"], "la règle demandée est à l'écran"
    header = page.locator("header.top").bounding_box()
    assert header is not None and header["y"] == 0  # the compact header stays on screen, with the search
    assert page.locator("header.top #top-q").is_visible()


def test_table_of_contents_and_section_neighbours(viewport_page: Any) -> None:
    page = viewport_page
    page.goto("/regles")
    assert page.inner_text("h1") == "Table des matières des règles"
    assert "300 Jouer au jeu" in page.inner_text(".toc")
    page.click('.toc a[href="/regles/427"]')
    page.wait_for_url(re.compile(r"/regles/427$"))
    nav = page.locator('nav.prevnext[aria-label="Sections voisines"]')
    assert nav.locator("a[rel=prev]").count() == 1 and nav.locator("a[rel=next]").count() == 1
    page.click(".breadcrumbs a:has-text('Règles')")
    page.wait_for_url(re.compile(r"/regles$"))


def test_rules_without_text_are_marked_not_linked_with_a_banner(viewport_page: Any) -> None:
    page = viewport_page
    page.goto("/regles/431.2.c")
    assert "non importée" in page.inner_text("h1")
    row = page.locator("#r-431.2.c".replace(".", "\\."))
    assert "non importée" in row.inner_text() and row.locator("a").count() == 0
    banner = page.locator("aside.banner")
    assert "ne sont pas importées" in banner.inner_text()
    assert banner.locator('a[href="/corpus#importer"]').count() == 1
    page.goto("/regles/999.9")
    assert "n'existe pas dans les Règles du jeu v1.4" in page.inner_text(".error")
    page.goto("/regles/431.9")
    assert "Règles liées" in page.inner_text("main")


def test_rules_and_glossary_work_offline_and_the_rest_says_the_server_is_needed(viewport_page: Any) -> None:
    page = viewport_page
    context = page.context
    page.goto("/regles/427.1")
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    # every section page is kept when the service worker installs
    page.wait_for_function(
        "caches.keys().then(ks => Promise.all(ks.map(k => caches.open(k).then(c => c.keys()))))"
        ".then(ls => ls.flat().some(r => r.url.endsWith('/regles/431')))",
        timeout=60_000,
        polling=250,
    )
    page.wait_for_function(
        "caches.keys().then(ks => Promise.all(ks.map(k => caches.open(k).then(c => c.keys()))))"
        ".then(ls => ls.flat().length >= 170)",
        timeout=60_000,
        polling=250,
    )
    context.set_offline(True)
    page.goto("/regles/431.2.c")  # never opened: served from its section's page, rule highlighted
    assert page.locator("#r-431\\.2\\.c.current").count() == 1
    page.goto("/glossaire")
    assert page.locator(".glossary dt").count() > 50
    page.goto("/regles")
    assert "Table des matières" in page.inner_text("h1")
    page.goto("/?q=exténuation")
    assert "Serveur injoignable" in page.inner_text("h1")
    page.goto("/scenarios")
    assert "Serveur injoignable" in page.inner_text("h1")
    assert page.locator("#hors-ligne").is_visible()
    context.set_offline(False)


def test_manifest_makes_the_site_installable(page: Any) -> None:
    response = page.request.get("/manifest.webmanifest")
    manifest = response.json()
    assert manifest["lang"] == "fr" and manifest["display"] == "standalone" and manifest["icons"]
    page.goto("/")
    assert page.locator('link[rel=manifest][href="/manifest.webmanifest"]').count() == 1


def test_choice_is_asked_in_french_with_large_buttons(viewport_page: Any) -> None:
    page = viewport_page
    page.goto("/demander")
    page.fill("#question", "Qui gagne le point ?\nEt pourquoi ?")  # a multi-line question field
    page.click("details summary")
    page.fill("#board", CHOICE)
    page.click("form.ask button[type=submit]")
    page.wait_for_selector("form.choice")
    text = page.inner_text("form.choice")
    assert "burnout_opponent" not in text and "doit faire un choix" in text
    for button in page.locator(".choice-buttons button").all():
        box = button.bounding_box()
        assert box is not None and box["height"] >= 44 and box["width"] >= 44
    assert page.locator(".board-summary").is_visible()  # the board beside (or under) the verdict
    page.click(".choice-buttons button[value='\"D\"']")
    page.wait_for_selector(".verdict")
    assert "D gagne 1 point" in page.inner_text(".verdict")


def test_tap_targets_are_44_px(viewport_page: Any) -> None:
    page = viewport_page
    page.goto(f"/scenarios?exemple={EXAMPLE}")
    page.click("form.editor button:has-text('Exécuter')")
    page.wait_for_selector(".timeline .rule-ref")
    small = page.evaluate(
        """() => [...document.querySelectorAll('.rule-ref, header a, header button, button, select, '
                 + 'input[type=search], .letters a')]
            .filter(e => e.offsetParent !== null)
            .map(e => [e.outerHTML.slice(0, 60), e.getBoundingClientRect()])
            .filter(([, r]) => r.height < 44 || r.width < 24)
            .map(([h, r]) => h + ' ' + Math.round(r.width) + 'x' + Math.round(r.height))"""
    )
    assert not small, small


def test_glossary_filter_in_either_language_and_without_javascript(
    viewport_page: Any, browser: Any, base_url: str
) -> None:
    page = viewport_page
    page.goto("/glossaire")
    page.fill("#filtre", "empower")  # English → French
    page.wait_for_function("document.querySelectorAll('.glossary dt:not([hidden])').length < 10")
    shown = page.locator(".glossary dt:not([hidden])").all_inner_texts()
    amplification = [t for t in shown if t.startswith("Amplification")]
    assert len(amplification) == 2 and "(mot-clé)" in amplification[0] + amplification[1]
    assert "(action)" in amplification[0] + amplification[1]
    page.fill("#filtre", "")
    page.evaluate("window.scrollTo(0, 3000)")
    letters = page.locator(".letters").bounding_box()
    assert letters is not None and 0 <= letters["y"] < 200  # the letter bar stays on screen
    context = browser.new_context(base_url=base_url, java_script_enabled=False)
    nojs = context.new_page()
    nojs.goto("/glossaire")
    nojs.fill("#filtre", "exhaust")
    nojs.click(".glossary-filter button")
    nojs.wait_for_url(re.compile(r"filtre=exhaust"))
    assert "Épuiser" in nojs.inner_text(".glossary")
    context.close()


def test_scenario_editor_lines_do_not_wrap_and_picking_an_example_loads_it(viewport_page: Any) -> None:
    page = viewport_page
    page.goto("/scenarios")
    assert page.locator('a[href="/scenarios/format"]').count() == 1
    page.select_option("#exemple", EXAMPLE)
    page.wait_for_url(re.compile(r"exemple="))
    assert page.input_value("#board").startswith('name: "Exténuation')
    lines = page.input_value("#board").count("\n") + 1
    assert page.inner_text(".line-numbers").split()[:lines] == [str(i) for i in range(1, lines + 1)]
    page.fill("#board", "name: " + "x" * 300 + "\n")
    wraps = page.eval_on_selector("#board", "e => e.scrollWidth > e.clientWidth")
    assert wraps, "une ligne YAML longue défile au lieu de passer à la ligne"
