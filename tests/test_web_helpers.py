"""Board permalinks, snippet sanitising and rule links, without a server."""

from __future__ import annotations

import base64
import zlib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from judge.errors import InputError
from judge.web.board_view import board_view, trace_tree
from judge.web.boards import decode_board, encode_board
from judge.web.templating import link_rules, safe_snippet


@given(st.text(max_size=2000))
def test_board_permalink_round_trips(text: str) -> None:
    assert decode_board(encode_board(text)) == text


@pytest.mark.parametrize(
    "token", ["%%%", "abc", "A" * 20000, base64.urlsafe_b64encode(b"pas du zlib").decode()]
)
def test_a_broken_permalink_is_a_french_input_error(token: str) -> None:
    with pytest.raises(InputError):
        decode_board(token)


def test_a_compressed_bomb_is_refused() -> None:
    token = base64.urlsafe_b64encode(zlib.compress(b"a" * 10_000_000, 9)).decode()
    with pytest.raises(InputError, match="volumineux"):
        decode_board(token)


def test_snippet_keeps_only_mark() -> None:
    out = safe_snippet("<script>x</script> l'<mark>épuisé</mark> &amp; <b>gras</b>")
    assert "<script>" not in out and "<b>" not in out
    assert "<mark>épuisé</mark>" in out
    assert "&amp;amp;" not in out  # escaped exactly once


def test_rule_references_become_links() -> None:
    html = str(link_rules("Voir règle 431.2.b et 413.4 ; <i>pas</i> v1.4"))
    assert '<a href="/regles/431.2.b">431.2.b</a>' in html
    assert '<a href="/regles/413.4">413.4</a>' in html
    assert "&lt;i&gt;" in html and "v1.4" in html and "/regles/1.4" not in html
    deep = str(link_rules("Règles proches : 359.3.e.12, 829.1.b.1. Voir règle 393."))
    assert '<a href="/regles/359.3.e.12">359.3.e.12</a>' in deep
    assert '<a href="/regles/829.1.b.1">829.1.b.1</a>.' in deep and '<a href="/regles/393">393</a>' in deep


def test_trace_tree_nests_by_parent() -> None:
    events = [
        {"index": 0, "parent": None},
        {"index": 1, "parent": 0},
        {"index": 2, "parent": 1},
        {"index": 3, "parent": None},
    ]
    roots = trace_tree(events)
    assert [n.event["index"] for n in roots] == [0, 3]
    assert roots[0].children[0].children[0].event["index"] == 2


def test_board_view_reads_zones_as_lists_or_counts() -> None:
    view = board_view(
        {
            "players": {"A": {"points": 3, "hand": [{"card": "Charme", "id": "c1"}], "trash": 4}},
            "winner": None,
        }
    )
    player = view["players"][0]
    assert ("Points", 3) in player["facts"]
    zones = {z["key"]: z for z in player["zones"]}
    assert zones["hand"]["cards"] == ["Charme [c1]"] and zones["trash"]["count"] == 4
