"""The cost breakdown (356) under each `cost_computed` line of the trace, as a small accessible table,
on the scenario page and on the ask page alike."""

from __future__ import annotations

import html
import re

import httpx

from judge.web.board_view import cost_table

EXAMPLE = "couts/legion_reduit_fantassin.yaml"  # Légion: Fantassin noxien costs 2 less (356.4)
_TABLE = re.compile(r'<table class="cost-table">.*?</table>', re.S)


def _tables(page: httpx.Response) -> list[str]:
    assert page.status_code == 200, page.text[:300]
    return _TABLE.findall(page.text)


def test_each_computed_cost_gets_its_table_on_both_pages(client: httpx.Client) -> None:
    for path in ("/scenarios", "/demander"):
        tables = _tables(client.get(path, params={"exemple": EXAMPLE}))
        assert len(tables) == 2, path  # Discipline, then Fantassin noxien
        fantassin = tables[1]
        assert "<caption>Calcul du coût de Fantassin noxien</caption>" in fantassin
        headers = re.findall(r'<th scope="col">([^<]+)</th>', fantassin)
        assert headers == ["Étape", "Énergie", "Essence", "Règles"]
        rows = re.findall(r'<tr><th scope="row">([^<]+)</th><td>(\d+)</td><td>([^<]+)</td>', fantassin)
        assert rows == [("Coût de base", "4", "—"), ("Réduction", "2", "—"), ("Total", "2", "—")]
        assert ">356.4<" in fantassin


def test_a_board_without_a_play_has_no_cost_table(client: httpx.Client) -> None:
    assert _tables(client.get("/scenarios", params={"exemple": "exténuation/pioche_3_une_carte.yaml"})) == []


def test_the_essence_column_names_the_domains() -> None:
    event = {
        "kind": "cost_computed",
        "data": {
            "card": {"name": "Trait d'essai"},
            "steps": [{"step": "total", "rules": ["356.5"], "energy": 1, "power": {"fury": 1, "calm": 0}}],
        },
    }
    table = cost_table(event)
    assert table is not None
    assert table["rows"] == [{"step": "Total", "energy": "1", "essence": "1 fureur", "rules": ["356.5"]}]
    assert cost_table({"kind": "cost_paid", "data": event["data"]}) is None


def test_a_resource_ability_used_while_paying_shows_inside_the_play(client: httpx.Client) -> None:
    # 357.1.a: the PO pays Charm's power; its own (empty) cost gets its table, under Charm's play
    example = "couts/charm_paye_avec_le_po_pendant_le_paiement.yaml"
    page = client.get("/scenarios", params={"exemple": example})
    tables = _tables(page)
    assert [re.search(r"<caption>([^<]+)</caption>", t).group(1) for t in tables] == [  # type: ignore[union-attr]
        "Calcul du coût de Charm",
        "Calcul du coût de PO",
    ]
    text = html.unescape(page.text).replace("\xa0", " ")
    play, used = text.index("A joue « Charm »"), text.index("A active une compétence de « PO »")
    assert play < used < text.index("A paie 1 énergie et 1 essence runique de calme pour « Charm »")
