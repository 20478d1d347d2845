"""Rule pages as a judge reads the rulebook: whole sections, the table of contents, rules without
text marked « non importée », numbers the rules do not have, the offline files, French typography."""

from __future__ import annotations

import json
import re
from pathlib import Path

import httpx
import pytest

from judge.corpus.importer import import_document
from judge.web.background import running_server
from judge.web.typography import french_number, french_typography


def test_french_typography_for_display() -> None:
    assert french_typography("Que se passe-t-il ?") == "Que se passe-t-il\u202f?"
    assert french_typography("« Exténuation »") == "«\u00a0Exténuation\u00a0»"
    assert french_typography("Exemple 1 - Piocher") == "Exemple 1\u00a0– Piocher"
    assert french_typography("l' unité et le coût , puis") == "l'unité et le coût, puis"
    assert french_typography("Note: voir 431.2") == "Note\u00a0: voir 431.2"
    assert french_typography("épuisez -la") == "épuisez-la"
    assert french_typography("http://127.0.0.1:8000 à 12:30") == "http://127.0.0.1:8000 à 12:30"
    assert french_number(2911) == "2\u202f911"


def test_table_of_contents_lists_chapters_and_sections(client: httpx.Client) -> None:
    page = client.get("/regles")
    assert page.status_code == 200 and page.text.count("<h1>") == 1
    assert 'id="chapitre-300"' in page.text and "Jouer au jeu" in page.text
    # a section with an embedded excerpt is a link; one without any text is marked, not linked
    assert 'href="/regles/427"' in page.text
    assert re.search(
        r'<span class="num">101</span> Construction de deck <span class="not-imported">', page.text
    )
    assert 'href="/regles/101"' not in page.text


def test_the_banner_says_the_rules_are_not_imported(client: httpx.Client) -> None:
    for path in ("/", "/glossaire", "/regles", "/scenarios"):
        assert "Les règles officielles ne sont pas importées" in client.get(path).text, path


def test_manifest_service_worker_and_offline_page(client: httpx.Client) -> None:
    manifest = client.get("/manifest.webmanifest")
    assert manifest.headers["content-type"].startswith("application/manifest+json")
    assert json.loads(manifest.text)["start_url"] == "/regles"
    worker = client.get("/sw.js")
    assert worker.headers["service-worker-allowed"] == "/" and "no-cache" in worker.headers["cache-control"]
    pages = json.loads(re.search(r"var PAGES = (\[.*?\]);", worker.text).group(1))  # type: ignore[union-attr]
    assert {"/regles", "/glossaire", "/hors-ligne", "/static/style.css", "/regles/431"} <= set(pages)
    assert "__PAGES__" not in worker.text
    offline = client.get("/hors-ligne")
    assert "Serveur injoignable" in offline.text and 'href="/regles"' in offline.text


def test_glossary_filter_without_javascript_in_either_language(client: httpx.Client) -> None:
    page = client.get("/glossaire", params={"filtre": "burn out"}).text
    assert "Exténuation" in page and "Épuiser" not in page
    both = client.get("/glossaire", params={"filtre": "amplification"}).text
    assert 'Amplification <span class="sense">(mot-clé)</span>' in both
    assert 'Amplification <span class="sense">(action)</span>' in both
    nothing = client.get("/glossaire", params={"filtre": "zorglub"}).text
    assert "Aucun terme ne contient" in nothing


def test_the_format_guide_is_a_page(client: httpx.Client) -> None:
    page = client.get("/scenarios/format")
    assert page.status_code == 200 and page.text.count("<h1>") == 1
    assert "<h1>Le format des scénarios</h1>" in page.text and "<table>" in page.text
    assert 'href="/scenarios/format"' in client.get("/scenarios").text


@pytest.fixture(scope="module")
def imported(tmp_path_factory: pytest.TempPathFactory) -> httpx.Client:
    from tests.conftest import _small_core_text

    home = tmp_path_factory.mktemp("home")
    text = tmp_path_factory.mktemp("src") / "regles-du-jeu-v1.4.txt"
    text.write_text(_small_core_text(), encoding="utf-8")
    import_document(text, home=home)
    with running_server(home) as base, httpx.Client(base_url=base, timeout=30) as http:
        yield http  # type: ignore[misc]


def test_a_rule_page_shows_the_whole_section_once_imported(imported: httpx.Client) -> None:
    page = imported.get("/regles/414.2").text
    numbers = re.findall(r'<li id="r-([\d.a-z]+)"', page)
    assert numbers[0] == "414.1" and "414.2" in numbers and len(numbers) > 3
    assert re.search(r'<li id="r-414\.2" class="d1 current"', page)
    assert "…" not in page.split('class="section-rules"')[1].split("</ol>")[0]
    assert "Les règles officielles ne sont pas importées" not in page
    heading = imported.get("/regles/414").text
    # the section's own page does not repeat its title as its body
    assert heading.count("Épuiser") >= 1 and '<p class="rule-text">Épuiser</p>' not in heading


def test_after_an_import_nothing_says_text_to_import(imported: httpx.Client) -> None:
    board = (
        Path(__file__).resolve().parents[1] / "scenarios" / "exténuation" / "pioche_3_une_carte.yaml"
    ).read_text(encoding="utf-8")
    page = imported.post("/demander", data={"question": "", "board": board}).text
    assert "texte à importer" not in page and "texte non importé" not in page
    assert "corpus embarqué" not in page


def test_pages_show_french_typography_but_the_stored_text_is_unchanged(client: httpx.Client) -> None:
    page = client.get("/passages/expl:004:14").text
    assert "<h1>Exemple 1\u00a0– Piocher 3 cartes" in page
    stored = client.get("/api/search", params={"q": "Exemple 1 Piocher 3 cartes", "limit": 20}).json()["hits"]
    assert any(h["title"].startswith("Exemple 1 - Piocher") for h in stored)
    from judge.web.templating import environment

    # « 2 911 passages »: thousands with a narrow non-breaking space
    assert environment().from_string("{{ 2911 | number }} passages").render() == "2\u202f911 passages"


def test_a_chapter_page_lists_its_sections(client: httpx.Client) -> None:
    page = client.get("/regles/300")
    assert page.status_code == 200 and '<h1><span class="num">300</span> Jouer au jeu</h1>' in page.text
    assert 'href="/regles/427"' in page.text and "Concepts du jeu" not in page.text
