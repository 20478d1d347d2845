"""Every route of the web app, over HTTP against a real uvicorn server with an on-disk index."""

from __future__ import annotations

import re

import httpx
import pytest

from judge.web.boards import encode_board

BURNOUT = """\
name: "Exténuation : piocher 3 cartes avec une seule carte restante"
question: "Je dois piocher 3 cartes mais mon deck n'en contient plus qu'une. Que se passe-t-il ?"
seed: 7
setup:
  turn: {player: A, phase: main}
  players:
    A:
      main_deck: 1
      trash: 6
    B:
      points: 0
actions:
  - draw: {player: A, count: 3}
"""

CHOICE = """\
name: "2c2 : choix manquant"
setup:
  mode: 2v2
  turn: {player: A, phase: main}
  players:
    A: {team: rouge, main_deck: 0, trash: 2}
    B: {team: bleu}
    C: {team: rouge}
    D: {team: bleu}
actions:
  - draw: {player: A, count: 1}
"""

EXHAUSTED = """\
name: "Épuiser une unité déjà épuisée"
question: "Un effet me demande d'épuiser une unité qui est déjà épuisée. Que se passe-t-il ?"
cards:
  Soldat d'essai: {type: unit, might: 2, cost: {energy: 2}}
setup:
  turn: {player: A, phase: main}
  players:
    A:
      base: [{card: Soldat d'essai, id: s1, exhausted: true}]
    B: {}
actions:
  - exhaust: {target: s1}
"""

PAGE_LIMIT = 100_000


def _a_rule(client: httpx.Client, query: str = "épuiser") -> str:
    hits = client.get("/api/search", params={"q": query}).json()["hits"]
    return next(h["rule"] for h in hits if h["rule"])


def test_healthz_counts_passages(client: httpx.Client) -> None:
    r = client.get("/healthz")
    assert r.status_code == 200
    body = r.json()
    assert body["status"] == "ok" and body["passages"] > 0


def test_api_search_follows_the_contract(client: httpx.Client) -> None:
    r = client.get("/api/search", params={"q": "épuiser une unité", "limit": 3})
    assert r.status_code == 200
    body = r.json()
    assert body["query"] == "épuiser une unité" and 1 <= len(body["hits"]) <= 3
    for hit in body["hits"]:
        assert set(hit) >= {"id", "rule", "title", "kind", "source", "text", "snippet", "score", "url"}
    assert any("<mark>" in h["snippet"] for h in body["hits"])


def test_api_search_corrects_typos(client: httpx.Client) -> None:
    body = client.get("/api/search", params={"q": "exténuaton"}).json()
    assert body["corrected"] and "exténuation" in body["corrected"]


def test_api_rule_and_rule_page(client: httpx.Client) -> None:
    number = _a_rule(client)
    data = client.get(f"/api/rules/{number}").json()
    assert data["rule"] == number
    page = client.get(f"/regles/{number}")
    assert page.status_code == 200 and number in page.text
    assert f'href="/regles/{number}"' in page.text  # the permalink


def test_rule_references_in_a_rule_page_are_links(client: httpx.Client) -> None:
    corpus = client.get("/api/search", params={"q": "voir règle", "limit": 20}).json()["hits"]
    citing = [h for h in corpus if h["rule"] and re.search(r"r[eè]gle \d{3}", h["text"])]
    if not citing:
        pytest.skip("aucun passage du corpus embarqué ne cite une autre règle")
    page = client.get(f"/regles/{citing[0]['rule']}").text
    # a cited rule in the corpus is a link; one without text is marked « non importée », not linked
    linked = re.findall(r'règles? <a href="/regles/(\d{3}[^"]*)">', page)
    marked = re.findall(r'règles? <span class="absent-rule">(\d{3}[\w.]*)<small> \(non importée\)', page)
    assert linked or marked
    for number in marked:
        assert client.get(f"/api/rules/{number}").status_code == 404


def test_search_page_without_javascript(client: httpx.Client) -> None:
    page = client.get("/", params={"q": "épuiser"})
    assert page.status_code == 200
    assert "<mark>" in page.text and 'name="q"' in page.text and "épuiser" in page.text
    assert "<script>" not in page.text.split("recherche.js")[0].split("<body")[1]
    fragment = client.get("/", params={"q": "épuiser", "fragment": "1"})
    assert fragment.status_code == 200 and "<html" not in fragment.text and "<mark>" in fragment.text


def test_search_page_says_did_you_mean(client: httpx.Client) -> None:
    page = client.get("/", params={"q": "exténuaton"}).text
    assert "Vouliez-vous dire" in page


def test_search_page_filters_by_kind(client: httpx.Client) -> None:
    body = client.get("/api/search", params={"q": "épuiser", "kind": "glossary", "limit": 5}).json()
    assert all(h["kind"] == "glossary" for h in body["hits"])
    page = client.get("/", params={"q": "épuiser", "kind": "glossary"})
    assert page.status_code == 200 and 'value="glossary" checked' in page.text


def test_unknown_rule_page_is_a_french_404(client: httpx.Client) -> None:
    page = client.get("/regles/999.9")
    assert page.status_code == 404 and "n&#39;existe pas dans les Règles du jeu v1.4" in page.text
    assert "<h1>Règle" in page.text and "inexistante</h1>" in page.text
    # a rule of v1.4 without text is not "inexistante": its section is shown, the rule marked
    absent = client.get("/regles/431.2.c")
    assert absent.status_code == 404 and 'id="r-431.2.c" class="d2 current absent"' in absent.text
    assert "non importée" in absent.text and "/corpus#importer" in absent.text


def test_glossary_and_corpus_pages(client: httpx.Client) -> None:
    glossary = client.get("/glossaire")
    assert (
        glossary.status_code == 200 and 'id="lettre-E"' in glossary.text and '<i lang="en">' in glossary.text
    )
    corpus = client.get("/corpus")
    assert corpus.status_code == 200 and "judge corpus import" in corpus.text


def test_scenario_page_runs_a_board_and_shows_the_timeline(client: httpx.Client) -> None:
    editor = client.get("/scenarios")
    assert editor.status_code == 200 and "<textarea" in editor.text
    page = client.post("/scenarios", data={"board": BURNOUT})
    assert page.status_code == 200
    assert 'class="timeline"' in page.text and 'id="ev-0"' in page.text and "Plateau final" in page.text
    token = encode_board(BURNOUT)
    assert f"/scenarios?b={token}" in page.text
    again = client.get("/scenarios", params={"b": token})
    assert again.status_code == 200 and 'class="timeline"' in again.text


def test_scenario_download_is_a_yaml_file(client: httpx.Client) -> None:
    r = client.get("/scenarios/telecharger", params={"b": encode_board(BURNOUT)})
    assert r.status_code == 200 and r.text == BURNOUT
    assert r.headers["content-disposition"].startswith('attachment; filename="extenuation_')
    posted = client.post("/scenarios/telecharger", data={"board": BURNOUT})
    assert posted.text == BURNOUT and "attachment" in posted.headers["content-disposition"]


def test_api_run_returns_the_run_json(client: httpx.Client) -> None:
    r = client.post(
        "/api/scenarios/run", content=BURNOUT.encode(), headers={"content-type": "application/x-yaml"}
    )
    assert r.status_code == 200
    body = r.json()
    assert set(body) >= {"scenario", "ok", "events", "state", "failures"}
    assert any(e["kind"] == "burnout" for e in body["events"])


def test_api_ask_links_the_simulation_and_the_excerpts(client: httpx.Client) -> None:
    r = client.post("/api/ask", json={"board": BURNOUT})
    assert r.status_code == 200
    body = r.json()
    assert body["question"].startswith("Je dois piocher 3 cartes")  # the board's own question
    assert body["verdict"].startswith("B gagne 1 point : exténuation de A")
    assert body["applied_rules"] and all(r["events"] for r in body["applied_rules"])
    cited = {rule for e in body["simulation"]["events"] for rule in e["rules"]}
    assert {r["rule"] for r in body["applied_rules"]} == cited
    assert body["nothing_found"] is False
    # The embedded corpus holds only excerpts: a missing rule still shows, with the import pointer.
    assert all(r["in_corpus"] == (r["text"] is not None) for r in body["applied_rules"])


def test_api_ask_lifts_the_excerpts_of_the_applied_rules(client: httpx.Client) -> None:
    body = client.post("/api/ask", json={"board": EXHAUSTED, "limit": 5}).json()
    applied = {r["rule"]: r for r in body["applied_rules"]}
    assert "414.1.c" in applied and applied["414.1.c"]["text"]  # the rule an exhausted target cites
    lifted = [h for h in body["hits"] if h["applied"]]
    assert lifted and all(h["rule"] in applied for h in lifted)
    plain = client.post("/api/ask", json={"question": body["question"], "limit": 5}).json()

    def rank(hits: list[dict[str, object]]) -> int:
        return next((i for i, h in enumerate(hits) if h["rule"] in applied), len(hits))

    assert rank(body["hits"]) <= rank(plain["hits"])


def test_api_ask_says_when_nothing_is_found(client: httpx.Client) -> None:
    body = client.post("/api/ask", json={"question": "recette de la tarte aux pommes"}).json()
    assert body["nothing_found"] is True and body["hits"] == [] and body["suggestions"]


def test_api_ask_choice_required_then_the_judge_picks(client: httpx.Client) -> None:
    body = client.post("/api/ask", json={"board": CHOICE, "question": "qui gagne le point ?"}).json()
    assert body["choice"] and body["choice"]["options"]
    assert body["verdict"].startswith("Question pour le juge")
    option = body["choice"]["options"][0]
    picked = client.post(
        "/api/ask",
        json={
            "board": CHOICE,
            "question": "qui gagne le point ?",
            "choice": {"step": body["choice"]["step"], "option": option},
        },
    ).json()
    assert picked["choice"] is None
    assert "gagne 1 point" in picked["verdict"]


def test_ask_page_shows_verdict_applied_rules_and_choice_form(client: httpx.Client) -> None:
    page = client.post("/demander", data={"question": "", "board": BURNOUT})
    assert page.status_code == 200
    assert 'class="verdict"' in page.text and "Règles appliquées" in page.text
    choice = client.post("/demander", data={"question": "qui gagne ?", "board": CHOICE})
    assert 'name="choice_option"' in choice.text and "Question pour le juge" in choice.text


def test_openapi_docs(client: httpx.Client) -> None:
    assert client.get("/docs").status_code == 200
    paths = client.get("/openapi.json").json()["paths"]
    assert {"/api/search", "/api/rules/{number}", "/api/ask", "/api/scenarios/run", "/healthz"} <= set(paths)


@pytest.mark.parametrize(
    "path",
    [
        "/",
        "/?q=exténuation",
        "/glossaire",
        "/corpus",
        "/scenarios",
        "/demander",
        "/static/style.css",
        "/static/recherche.js",
    ],
)
def test_every_page_is_under_100_kb(client: httpx.Client, path: str) -> None:
    r = client.get(path)
    assert r.status_code == 200 and len(r.content) < PAGE_LIMIT


def test_pages_load_nothing_from_outside(client: httpx.Client) -> None:
    for path in ("/", "/glossaire", "/corpus", "/scenarios", "/demander"):
        html = client.get(path).text
        assert not re.search(r'(src|href)="(https?:)?//', html), path


def test_passage_page_for_a_passage_without_number(client: httpx.Client) -> None:
    page = client.get("/passages/glossary:extenuation")
    assert page.status_code == 200 and "Exténuation" in page.text
    assert client.get("/passages/inconnu:rien").status_code == 404


def test_ask_permalinks_and_examples(client: httpx.Client) -> None:
    page = client.get("/demander", params={"q": "épuiser une unité déjà épuisée"})
    assert page.status_code == 200 and "Extraits des règles" in page.text
    token = encode_board(BURNOUT)
    linked = client.get("/demander", params={"b": token})
    assert linked.status_code == 200 and 'class="verdict"' in linked.text
    example = client.get("/scenarios").text
    path = re.search(r'<option value="([^"]+)"', example)
    assert path is not None
    shown = client.get("/demander", params={"exemple": path.group(1)})
    assert shown.status_code == 200 and 'class="verdict"' in shown.text


def test_json_glossary_and_corpus(client: httpx.Client) -> None:
    entries = client.get("/api/glossary").json()["entries"]
    assert any(e["term"] == "Exténuation" and e["en"] for e in entries)
    corpus = client.get("/api/corpus").json()
    assert corpus["documents"] and corpus["passages"] > 0


def test_pages_forbid_outside_files(client: httpx.Client) -> None:
    csp = client.get("/").headers["content-security-policy"]
    assert "default-src 'self'" in csp and "script-src 'self'" in csp
