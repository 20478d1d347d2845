"""Bad input over HTTP: always a 4xx with the French error object, never a 500."""

from __future__ import annotations

import httpx
import pytest

from judge.web.limits import MAX_BODY


def _error(r: httpx.Response, status: int) -> dict[str, object]:
    assert r.status_code == status, r.text
    error = r.json()["error"]
    assert set(error) >= {"code", "message", "line"}
    assert isinstance(error["message"], str) and error["message"]
    return error  # type: ignore[no-any-return]


def test_malformed_yaml_points_at_the_line(client: httpx.Client) -> None:
    body = "name: x\nsetup:\n  players: {A: {}\nactions: []\n"
    error = _error(client.post("/api/scenarios/run", content=body.encode()), 422)
    assert isinstance(error["line"], int)


def test_invalid_scenario_names_the_line(client: httpx.Client) -> None:
    body = "name: x\nsetup:\n  players:\n    A: {}\n    B: {}\nactions:\n  - voler: {player: A}\n"
    error = _error(client.post("/api/scenarios/run", content=body.encode()), 422)
    assert error["line"] == 7 and "voler" in str(error["message"])


def test_not_utf8_body(client: httpx.Client) -> None:
    _error(client.post("/api/scenarios/run", content=b"name: \xff\xfe"), 400)


def test_huge_bodies_are_refused(client: httpx.Client) -> None:
    big = b"#" * (MAX_BODY + 1)
    assert _error(client.post("/api/scenarios/run", content=big), 413)["code"] == "too_large"
    _error(client.post("/api/ask", content=big, headers={"content-type": "application/json"}), 413)


def test_unknown_and_invalid_rule_numbers(client: httpx.Client) -> None:
    assert _error(client.get("/api/rules/999.9"), 404)["code"] == "not_found"
    _error(client.get("/api/rules/abc"), 400)
    _error(client.get("/api/rules/" + "1" * 300), 400)


@pytest.mark.parametrize(
    "params",
    [
        {},
        {"q": ""},
        {"q": "   "},
        {"q": "x", "limit": "abc"},
        {"q": "x", "limit": "0"},
        {"q": "x", "limit": "100000"},
        {"q": "a" * 2000},
        {"q": "a\x00b"},
    ],
)
def test_odd_search_queries(client: httpx.Client, params: dict[str, str]) -> None:
    error = _error(client.get("/api/search", params=params), 400)
    assert error["code"] == "bad_input"


@pytest.mark.parametrize(
    "body",
    [
        b"{",
        b"[]",
        b'{"question": 3}',
        b'{"limit": "x", "question": "a"}',
        b'{"question": "a", "choice": {"step": -1, "option": 1}}',
    ],
)
def test_bad_ask_bodies(client: httpx.Client, body: bytes) -> None:
    _error(client.post("/api/ask", content=body, headers={"content-type": "application/json"}), 422)


def test_ask_without_question_nor_board(client: httpx.Client) -> None:
    _error(client.post("/api/ask", json={}), 400)


def test_ask_with_a_malformed_board(client: httpx.Client) -> None:
    error = _error(client.post("/api/ask", json={"question": "x", "board": "name: [\n"}), 422)
    assert isinstance(error["line"], int)


def test_unknown_routes_and_methods(client: httpx.Client) -> None:
    assert _error(client.get("/api/nope"), 404)["code"] == "not_found"
    _error(client.delete("/api/search"), 405)
    page = client.get("/nulle-part")
    assert page.status_code == 404 and "page introuvable" in page.text and "<html" in page.text


def test_bad_permalink_pages(client: httpx.Client) -> None:
    for path in ("/scenarios?b=%%%", "/scenarios?b=abcd", "/demander?b=zzzz", "/scenarios/telecharger?b=!"):
        r = client.get(path)
        assert r.status_code == 400, path
        assert "lien de plateau" in r.text


def test_a_malformed_board_in_the_editor_highlights_the_line(client: httpx.Client) -> None:
    page = client.post("/scenarios", data={"board": "name: x\nsetup: [\n"})
    assert page.status_code == 422 and 'class="error-line"' in page.text


def test_unknown_example_is_a_400(client: httpx.Client) -> None:
    assert client.get("/scenarios", params={"exemple": "../../etc/passwd"}).status_code == 400
