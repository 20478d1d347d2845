"""Property-based fuzz of the JSON API over HTTP: any input answers < 500, errors follow the schema."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

import httpx
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

FUZZ = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def _check(r: httpx.Response) -> None:
    assert r.status_code < 500, (r.request.url, r.text[:500])
    if r.status_code >= 400:
        error = r.json()["error"]
        assert isinstance(error["code"], str) and isinstance(error["message"], str)
        assert error["line"] is None or isinstance(error["line"], int)


_words = st.sampled_from(
    [
        "épuiser",
        "exténuation",
        "burnout",
        "règle",
        "431.2.b",
        "deck",
        "?",
        "AND",
        "*",
        "NOT",
        '"',
        "'",
        "(",
        "pioche",
        "conquète",
        "999.999",
        "x" * 60,
    ]
)
_queries = st.one_of(st.text(max_size=120), st.lists(_words, max_size=8).map(" ".join))


@FUZZ
@given(q=_queries, limit=st.one_of(st.none(), st.integers(-5, 200).map(str), st.text(max_size=5)))
def test_fuzz_search(client: httpx.Client, q: str, limit: str | None) -> None:
    params = {"q": q} | ({"limit": limit} if limit is not None else {})
    _check(client.get("/api/search", params=params))


@FUZZ
@given(
    number=st.one_of(
        st.from_regex(r"\d{1,4}(\.\d{1,3}){0,3}(\.[a-z])?", fullmatch=True), st.text(min_size=1, max_size=30)
    )
)
def test_fuzz_rules(client: httpx.Client, number: str) -> None:
    _check(client.get("/api/rules/" + quote(number, safe="")))


_scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 12), st.sampled_from(["A", "B", "main", "fury", "x"])
)
_actions = st.lists(
    st.dictionaries(
        st.sampled_from(
            ["draw", "burn", "exhaust", "move", "end_turn", "pass", "resolve", "gain_points", "play", "voler"]
        ),
        st.dictionaries(st.sampled_from(["player", "count", "target", "card", "to"]), _scalars, max_size=3),
        min_size=1,
        max_size=1,
    ),
    max_size=4,
)
_boards = st.builds(
    lambda players, actions, mode: {
        "name": "fuzz",
        "setup": {"mode": mode, "players": players},
        "actions": actions,
    },
    st.dictionaries(
        st.sampled_from(["A", "B", "C"]),
        st.dictionaries(
            st.sampled_from(["main_deck", "trash", "points", "hand", "team"]), _scalars, max_size=3
        ),
        max_size=3,
    ),
    _actions,
    st.sampled_from(["duel", "2v2", "x"]),
)


@FUZZ
@given(board=st.one_of(_boards.map(lambda b: yaml.safe_dump(b, allow_unicode=True)), st.text(max_size=300)))
def test_fuzz_scenarios_run(client: httpx.Client, board: str) -> None:
    _check(client.post("/api/scenarios/run", content=board.encode("utf-8")))


@FUZZ
@given(
    body=st.one_of(
        st.fixed_dictionaries(
            {"question": st.one_of(st.none(), _queries)},
            optional={"board": _boards.map(yaml.safe_dump), "limit": st.integers(-1, 60)},
        ),
        st.dictionaries(st.text(max_size=8), st.one_of(_scalars, st.text(max_size=20)), max_size=4),
    )
)
def test_fuzz_ask(client: httpx.Client, body: dict[str, Any]) -> None:
    _check(client.post("/api/ask", json=body))
