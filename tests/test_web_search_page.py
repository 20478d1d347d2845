"""The search page and API: true count, « voir plus » without JavaScript, `explain=1`, nothing relevant."""

from __future__ import annotations

import html
import re

import httpx


def test_the_page_counts_every_result_and_links_to_more(client: httpx.Client) -> None:
    page = client.get("/", params={"q": "épuiser une unité", "limit": "3"})
    assert page.status_code == 200
    count = re.search(r'<p class="count">(?:plus de )?(\d+) résultats', page.text)
    assert count and int(count.group(1)) > 3
    assert page.text.count('<li class="hit') == 3
    # A plain link (no script needed) shows ten more.
    more = re.search(r'<p class="more" id="plus"><a href="([^"]+)"', page.text)
    assert more
    following = client.get(html.unescape(more.group(1)).split("#")[0])
    assert following.text.count('<li class="hit') == 13


def test_explain_shows_each_factor_on_the_page_and_in_the_api(client: httpx.Client) -> None:
    page = client.get("/", params={"q": "épuiser une unité", "explain": "1"})
    assert "Pourquoi ce classement" in page.text and "BM25F" in page.text and "couverture" in page.text
    data = client.get("/api/search", params={"q": "épuiser une unité", "explain": "1"}).json()
    assert data["hits"][0]["explain"]["factors"][0]["factor"] == "BM25F"
    assert "explain" not in client.get("/api/search", params={"q": "épuiser"}).json()["hits"][0]


def test_nonsense_gets_nothing_relevant_and_glossary_topics(client: httpx.Client) -> None:
    page = client.get("/", params={"q": "combien coûte un booster en euros"})
    assert "Rien de pertinent" in page.text and '<li class="hit' not in page.text
    assert "Termes du glossaire les plus proches" in page.text
    data = client.get("/api/search", params={"q": "combien coûte un booster en euros"}).json()
    assert data["hits"] == [] and data["nothing_relevant"] and data["suggestions"]


def test_accents_alone_offer_no_correction(client: httpx.Client) -> None:
    assert "Vouliez-vous dire" not in client.get("/", params={"q": "EPUISER une unite"}).text
    assert "Vouliez-vous dire" in client.get("/", params={"q": "epuisser une unite"}).text
