"""Property-based fuzz of the JSON API over HTTP: any input answers < 500, errors follow the schema."""

from __future__ import annotations

import json
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


# --- hostile fuzz: every route, typed YAML values, anchors, odd choices ---------------------------
# Bounded: about 20 seconds on a loaded 2-core machine (the whole file stays well under a minute).

HOSTILE = settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))

_typed = st.sampled_from(
    [".nan", ".inf", "-.inf", "1.5", "2001-02-03", "2001-02-30", "2001-01-01 10:00:00", "!!binary aGVsbG8=",
     "!!timestamp x", "!!int abc", "!!float abc", "!!bool maybe", "!!str", "!!set {a, b}", "!!omap [a: 1]",
     "~", "*nope", "&a [*a]", "'x'", '"\\x00"', "[" * 50, "{a: " * 30, "0x1F", "1_000", "-0",
     "99999999999999999999"]
)  # fmt: skip
_verbs = st.sampled_from(["draw", "burn", "end_turn", "exhaust", "move", "gain_points", "recycle", "kill"])


def _hostile_board(name: str, verb: str, value: str, repeat: int, where: int) -> str:
    """A board with `value` put in one of several places, and an action repeated by a YAML alias."""
    slots = ["NAME", "COUNT", "STATE", "PLAYER", "SEED"]
    chosen = slots[where % len(slots)]
    text = (
        "name: NAME\nseed: SEED\nsetup:\n  players:\n    A: {main_deck: 5, trash: 1}\n    PLAYER: {}\n"
        "actions:\n  - &act {VERB: {player: A, count: COUNT}}\n"
        + "  - *act\n" * repeat
        + "expect:\n  state:\n    players.A.hand.count: STATE\n"
    )
    defaults = {"NAME": "fuzz", "COUNT": "1", "STATE": "1", "PLAYER": "B", "SEED": "0"}
    for slot in slots:
        text = text.replace(slot, value if slot == chosen else defaults[slot])
    return text.replace("VERB", verb)


@HOSTILE
@given(
    name=st.text(max_size=20),
    verb=_verbs,
    value=st.one_of(_typed, st.text(max_size=30)),
    repeat=st.integers(0, 40),
    where=st.integers(0, 4),
)
def test_fuzz_hostile_boards(
    client: httpx.Client, name: str, verb: str, value: str, repeat: int, where: int
) -> None:
    board = _hostile_board(name, verb, value, repeat, where)
    _check(client.post("/api/scenarios/run", content=board.encode("utf-8", "surrogatepass")))
    r = client.post("/api/ask", json={"board": board, "question": "piocher"})
    _check(r)
    if r.status_code == 200:
        r.json()  # valid JSON: no NaN, no Infinity


_json_values: st.SearchStrategy[Any] = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(),
        st.floats(allow_nan=False, allow_infinity=False),
        st.text(max_size=20),
    ),
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=8), inner, max_size=3)
    ),
    max_leaves=12,
)

_CHOICE_BOARD = (
    "name: choix\nsetup:\n  mode: 2v2\n  players:\n    A: {team: rouge, main_deck: 0, trash: 2}\n"
    "    B: {team: bleu}\n    C: {team: rouge}\n    D: {team: bleu}\n"
    "actions:\n  - draw: {player: A, count: 1}\n"
)


@HOSTILE
@given(
    step=st.one_of(st.integers(-5, 20_000), st.text(max_size=5), st.none()),
    option=_json_values,
    prefix=st.one_of(st.just(""), _typed.map(lambda v: f"x: {v}\n")),
)
def test_fuzz_ask_choices(client: httpx.Client, step: Any, option: Any, prefix: str) -> None:
    body = {"board": prefix + _CHOICE_BOARD, "choice": {"step": step, "option": option}}
    _check(client.post("/api/ask", json=body))
    form = {"board": prefix + _CHOICE_BOARD, "choice_step": str(step), "choice_option": json.dumps(option)}
    r = client.post("/demander", data=form)
    assert r.status_code < 500, r.text[:300]


_PAGES = [
    ("GET", "/"), ("GET", "/demander"), ("POST", "/demander"), ("GET", "/scenarios"), ("POST", "/scenarios"),
    ("GET", "/scenarios/telecharger"), ("POST", "/scenarios/telecharger"), ("GET", "/glossaire"),
    ("GET", "/corpus"), ("GET", "/docs"), ("GET", "/regles/{x}"), ("GET", "/passages/{x}"),
    ("GET", "/api/search"), ("GET", "/api/rules/{x}"), ("POST", "/api/ask"), ("POST", "/api/scenarios/run"),
    ("GET", "/api/glossary"), ("GET", "/api/corpus"), ("GET", "/healthz"), ("GET", "/openapi.json"),
    ("PUT", "/api/ask"), ("DELETE", "/"), ("GET", "/static/{x}"), ("GET", "/{x}"),
]  # fmt: skip
_params = st.dictionaries(
    st.sampled_from(["q", "b", "limit", "exemple", "kind", "document", "fragment", "board", "x"]),
    st.one_of(st.text(max_size=40), st.sampled_from(["eJxLz", "../../etc/passwd", "%00", "9" * 400])),
    max_size=4,
)


@HOSTILE
@given(
    route=st.sampled_from(_PAGES),
    segment=st.text(max_size=30),
    params=_params,
    body=st.one_of(st.none(), st.binary(max_size=200), _json_values.map(lambda v: json.dumps(v).encode())),
    ctype=st.sampled_from(["application/json", "application/x-www-form-urlencoded", "text/plain", "", "x/y"]),
)
def test_fuzz_every_route(
    client: httpx.Client,
    route: tuple[str, str],
    segment: str,
    params: dict[str, str],
    body: bytes | None,
    ctype: str,
) -> None:
    method, path = route
    path = path.replace("{x}", quote(segment, safe="") or "x")
    headers = {"content-type": ctype} if ctype else {}
    r = client.request(method, path, params=params, content=body, headers=headers)
    assert r.status_code < 500, (method, path, params, body, r.text[:300])
    if path.startswith("/api/") and r.status_code >= 400:
        _check(r)
