"""The product in a real browser: search, rules, scenarios, ask, glossary, corpus, on a phone too."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
BURNOUT = (ROOT / "scenarios" / "exténuation" / "pioche_3_une_carte.yaml").read_text(encoding="utf-8")
CHOICE = (ROOT / "scenarios" / "choix" / "deux_contre_deux_choix_manquant.yaml").read_text(encoding="utf-8")


def test_search_as_you_type_open_a_result_and_follow_a_rule_reference(page: Any, screenshot: Any) -> None:
    page.goto("/")
    page.fill("#q", "bannir une carte")
    page.wait_for_selector('a.hit-title[href="/regles/427.1"]')  # results as you type, without submitting
    assert page.locator("#resultats mark").count() > 0
    screenshot(page, "recherche")
    page.click('a.hit-title[href="/regles/427.1"]')
    page.wait_for_url(re.compile(r"/regles/427\.1$"))
    assert "427.1" in page.inner_text("h1")
    assert page.locator(".breadcrumbs a").count() >= 1
    screenshot(page, "regle")
    # 108.6 has no text in the embedded corpus: marked « non importée », not a link to a 404
    assert page.locator('.rule-text a[href="/regles/108.6"]').count() == 0
    assert "108.6 (non importée)" in page.inner_text(".current .rule-text")


def test_search_works_without_javascript(browser: Any, base_url: str) -> None:
    context = browser.new_context(base_url=base_url, java_script_enabled=False, service_workers="block")
    pg = context.new_page()
    pg.goto("/")
    pg.fill("#q", "exténuaton")
    pg.click("form.search button[type=submit]")
    pg.wait_for_url(re.compile(r"q="))
    assert "Vouliez-vous dire" in pg.inner_text("#resultats")
    context.close()


def test_run_a_scenario_and_read_its_timeline(page: Any, screenshot: Any) -> None:
    page.goto("/scenarios")
    page.fill("#board", BURNOUT)
    page.click("form.editor button:has-text('Exécuter')")
    page.wait_for_selector(".timeline .ev")
    timeline = page.inner_text(".result .timeline")
    assert "s'exténue" in timeline and "gagne 1 point" in timeline
    assert page.locator(".timeline .timeline .ev").count() > 0  # nested events: the trace is a tree
    assert "Joueur B" in page.inner_text(".board")
    screenshot(page, "scenario")
    page.click("text=Lien permanent vers ce plateau")
    page.wait_for_url(re.compile(r"/scenarios\?b="))
    assert page.locator(".timeline .ev").count() > 0


def test_a_malformed_board_points_at_the_line(page: Any) -> None:
    page.goto("/scenarios")
    page.fill("#board", "name: x\nsetup:\n  players: {A: {}, B: {}}\nactions:\n  - voler: {player: A}\n")
    page.click("form.editor button:has-text('Exécuter')")
    assert "ligne 5" in page.inner_text(".error")
    assert "voler" in page.inner_text(".error-line")


def test_ask_with_a_board_shows_the_verdict_and_the_applied_rules(page: Any, screenshot: Any) -> None:
    page.goto("/demander")
    page.click("details summary")
    page.fill("#board", BURNOUT)
    page.click("form.ask button[type=submit]")
    page.wait_for_selector(".verdict")
    assert page.inner_text(".verdict").startswith("B gagne 1 point\u00a0: exténuation de A")
    page.click('.verdict a[href="#regle-431.2.c"]')  # the verdict's rule numbers are links
    assert page.url.endswith("#regle-431.2.c")
    applied = page.inner_text("#regles-appliquees")
    assert "Règles appliquées" in applied and "431.2.c" in applied
    page.click('.timeline a.rule-ref[href="#regle-431.2.c"] >> nth=0')  # a trace step links to its rule
    assert page.url.endswith("#regle-431.2.c")
    screenshot(page, "demander")


def test_a_missing_choice_is_asked_to_the_judge(page: Any) -> None:
    page.goto("/demander")
    page.fill("#question", "Qui gagne le point ?")
    page.click("details summary")
    page.fill("#board", CHOICE)
    page.click("form.ask button[type=submit]")
    page.wait_for_selector("form.choice")
    assert "Question pour le juge" in page.inner_text(".verdict")
    page.click("form.choice button[value='\"D\"']")
    page.wait_for_selector(".verdict")
    assert "D gagne 1 point" in page.inner_text(".verdict")
    assert page.locator("form.choice").count() == 0


def test_glossary_and_corpus_pages(page: Any, screenshot: Any) -> None:
    page.goto("/glossaire")
    assert page.locator(".glossary dt").count() > 50
    screenshot(page, "glossaire", full_page=False)
    page.goto("/corpus")
    assert "judge corpus import" in page.inner_text("main")
    screenshot(page, "corpus")


EXAMPLE = "exténuation/pioche_3_une_carte.yaml"


@pytest.mark.parametrize(
    "path",
    [
        "/",
        "/?q=exténuation",
        "/regles/427.1",
        "/glossaire",
        "/corpus",
        "/scenarios",
        "/demander",
        "/docs",
        f"/scenarios?exemple={EXAMPLE}",
        f"/demander?exemple={EXAMPLE}",
        "/regles/999.9",
        "/page-inconnue",
        "/regles",
        "/regles/300",
        "/regles/431.2.c",
        "/glossaire?filtre=burn",
        "/scenarios/format",
        "/hors-ligne",
    ],
)
def test_phone_viewport_has_no_horizontal_scroll(
    browser: Any, base_url: str, path: str, screenshot: Any
) -> None:
    context = browser.new_context(
        base_url=base_url,
        viewport={"width": 390, "height": 844},
        is_mobile=True,
        has_touch=True,
        device_scale_factor=2,
        service_workers="block",
    )
    pg = context.new_page()
    pg.goto(path)
    overflow = pg.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"{path} déborde de {overflow} px sur un téléphone"
    if path == f"/demander?exemple={EXAMPLE}":
        screenshot(pg, "telephone", full_page=False)
    context.close()


def test_the_example_picker_names_the_board_in_the_editor(page: Any) -> None:
    page.goto(f"/scenarios?exemple={EXAMPLE}")
    assert page.eval_on_selector("#exemple", "e => e.value") == EXAMPLE
    assert page.input_value("#board").startswith('name: "Exténuation : piocher 3 cartes')
    page.fill("#board", BURNOUT.replace("seed: 7", "seed: 8"))
    page.click("form.editor button:has-text('Exécuter')")
    page.wait_for_selector(".timeline .ev")
    assert page.eval_on_selector("#exemple", "e => e.value") == ""  # an edited board is no example


def test_keyboard_focus_is_visible_and_skips_to_the_content(page: Any) -> None:
    page.goto("/scenarios")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.textContent") == "Aller au contenu"
    for _ in range(8):
        width = page.evaluate("parseFloat(getComputedStyle(document.activeElement).outlineWidth)")
        assert width >= 2, page.evaluate("document.activeElement.outerHTML")
        page.keyboard.press("Tab")
