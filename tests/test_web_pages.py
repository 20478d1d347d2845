"""What the pages show: the example picker follows the editor, French labels, navigation on error pages."""

from __future__ import annotations

import re
from pathlib import Path

import httpx
import pytest

from judge.corpus.importer import import_document
from judge.web.background import running_server
from judge.web.boards import encode_board

EXAMPLE = "exténuation/pioche_3_une_carte.yaml"
EXAMPLE_TEXT = (Path(__file__).resolve().parents[1] / "scenarios" / EXAMPLE).read_text(encoding="utf-8")
_SELECTED = re.compile(r'<option value="([^"]*)" selected>')


def _selected(page: httpx.Response) -> list[str]:
    assert page.status_code == 200, page.text[:300]
    return _SELECTED.findall(page.text)


def test_the_example_picker_shows_the_board_in_the_editor(client: httpx.Client) -> None:
    assert _selected(client.get("/scenarios", params={"exemple": EXAMPLE})) == [EXAMPLE]
    assert _selected(client.get("/demander", params={"exemple": EXAMPLE})) == [EXAMPLE]
    assert _selected(client.get("/scenarios", params={"b": encode_board(EXAMPLE_TEXT)})) == [EXAMPLE]
    # a textarea sends CRLF line ends: still the same example
    assert _selected(client.post("/scenarios", data={"board": EXAMPLE_TEXT.replace("\n", "\r\n")})) == [
        EXAMPLE
    ]
    edited = EXAMPLE_TEXT.replace("seed: 7", "seed: 8")
    assert _selected(client.post("/scenarios", data={"board": edited})) == [""]
    assert _selected(client.get("/demander")) == [""]
    first = _selected(client.get("/scenarios"))
    assert len(first) == 1 and first[0] and first[0] != EXAMPLE


def test_topics_are_in_french_alphabetical_order(client: httpx.Client) -> None:
    topics = re.findall(r'<optgroup label="([^"]+)">', client.get("/scenarios").text)
    assert topics.index("Éliminer") < topics.index("Exténuation") < topics.index("Pioche")


def test_labels_are_french(client: httpx.Client) -> None:
    corpus = client.get("/corpus").text
    assert "extraits des règles" in corpus and "<td>seed</td>" not in corpus
    assert "graine" not in corpus and "extrait 000" not in corpus and "Sorte" not in corpus
    search = client.get("/", params={"q": "exténuation"}).text
    assert "· Explication</p>" in search and "· explanation</p>" not in search
    run = client.post("/scenarios", data={"board": EXAMPLE_TEXT}).text
    assert (
        '<span class="ev-kind">exténuation</span>' in run
        and '<span class="ev-kind">burnout</span>' not in run
    )
    docs = client.get("/docs").text
    assert "Ranked rule excerpts" not in docs and "Extraits des règles classés" in docs
    assert "(query" not in docs and "dans le chemin" in docs


def test_applied_rules_without_text_are_grouped_once(client: httpx.Client) -> None:
    page = client.get("/demander", params={"exemple": EXAMPLE}).text
    applied = page.split('id="regles-appliquees"', 1)[1].split("</section>", 1)[0]
    assert applied.count('class="absent"') == 1 and applied.count("judge corpus import") == 1
    assert 'id="regle-431.2.c"' in applied and 'id="regle-431"' in applied  # every trace link has a target
    assert "En bref (glossaire" in applied


def test_error_pages_keep_the_navigation(client: httpx.Client) -> None:
    for path in ("/nimporte-quoi", "/scenarios?exemple=../x", "/passages/inconnu"):
        page = client.get(path)
        assert page.status_code in (400, 404) and 'aria-label="Pages"' in page.text
        assert "<title>Erreur" in page.text


def test_a_rule_page_offers_the_english_text_once_imported(
    tmp_path: Path, small_core: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    english = tmp_path / "core-rules-en-v1.4.txt"
    lines = ["Riftbound Core Rules", "400. Playing the Game", "414. Exhaust"]
    lines += [f"414.{i}. The text of the rule {i} of the game and of the players." for i in range(1, 12)]
    english.write_text("\n".join(lines) + "\n", encoding="utf-8")
    home = tmp_path / "home"
    monkeypatch.setenv("JUDGE_HOME", str(home))
    import_document(small_core)
    import_document(english)
    with running_server(home) as base, httpx.Client(base_url=base, timeout=30) as http:
        page = http.get("/regles/414.2").text
    assert 'class="english"' in page and "The text of the rule 2 of the game" in page
    # French first (shown with French typography: non-breaking spaces inside « »)
    assert page.index("Épuisé\u00a0» est un état") < page.index("The text of the rule 2")


def test_large_pages_are_sent_compressed(client: httpx.Client) -> None:
    page = client.get("/glossaire", headers={"accept-encoding": "gzip"})
    assert page.headers.get("content-encoding") == "gzip"
    assert int(page.headers["content-length"]) < len(page.content) / 2
