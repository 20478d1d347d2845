"""The ability vocabulary, construct by construct: each reads and writes back, and bad input gets a
French error naming the card, the key, what was found and what the vocabulary knows."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from judge.corpus.abilities import (
    AbilityError,
    all_constructs,
    dump_abilities,
    parse_abilities,
    parse_keyword,
)
from judge.corpus.abilities.base import Construct
from judge.corpus.abilities.kinds import Activated
from judge.corpus.abilities.lines import line_in_catalogue
from judge.corpus.abilities.parser import Reader, dump, field_types
from judge.errors import ScenarioError
from judge.scenario.loader import load_text

CONSTRUCTS = all_constructs()
IDS = [f"{c.FAMILY}:{c.KEY}" for c in CONSTRUCTS]


def _hint(cls: type[Construct]) -> Any:
    # Values are written as their body; every other construct as `key: body` within its family.
    return cls if cls.FAMILY == "value" else cls.__mro__[1]


def _error(raw: Any, hint: Any) -> AbilityError:
    with pytest.raises(AbilityError) as caught:
        Reader("Carte d'essai").value(raw, hint, (0,))
    return caught.value


@pytest.mark.parametrize("cls", CONSTRUCTS, ids=IDS)
def test_each_construct_reads_and_writes_back(cls: type[Construct]) -> None:
    made = cls()
    written = dump(made, _hint(cls))
    assert Reader("Carte d'essai").value(written, _hint(cls), (0,)) == made


@pytest.mark.parametrize("cls", CONSTRUCTS, ids=IDS)
def test_each_construct_refuses_an_unknown_field(cls: type[Construct]) -> None:
    raw: Any = {"champ_inconnu": 1} if cls.FAMILY == "value" else {cls.KEY: {"champ_inconnu": 1}}
    if cls.SHORT is not None:
        return  # an unknown key there is read as the main field's mapping: see the next test
    err = _error(raw, _hint(cls))
    assert "« Carte d'essai »" in err.message and "champ_inconnu" in err.message
    assert "champs : " in err.message


@pytest.mark.parametrize(
    "cls", [c for c in CONSTRUCTS if field_types(c)], ids=lambda c: f"{c.FAMILY}:{c.KEY}"
)
def test_each_construct_refuses_a_value_of_the_wrong_kind(cls: type[Construct]) -> None:
    first = next(iter(field_types(cls)))
    bad = {first: {"inconnu": []}}
    err = _error(bad if cls.FAMILY == "value" else {cls.KEY: bad}, _hint(cls))
    assert err.message.startswith("« Carte d'essai », abilities[0]")
    assert "trouvé" in err.message or "inconnu" in err.message


@pytest.mark.parametrize(
    "cls", [c for c in CONSTRUCTS if "…" not in c.FORM and "..." not in c.FORM], ids=lambda c: c.KEY
)
def test_each_documented_form_reads(cls: type[Construct]) -> None:
    import yaml

    raw = yaml.safe_load(cls.FORM.split("  #")[0])
    if cls.FAMILY == "value":
        Reader("Carte d'essai").value(raw, cls, (0,))
    else:
        Reader("Carte d'essai").value(raw, cls.__mro__[1], (0,))


def test_an_unknown_construct_lists_the_vocabulary() -> None:
    with pytest.raises(AbilityError) as caught:
        parse_abilities("Soldat", [{"triggered": {"when": "played", "effects": [{"degats": 2}]}}])
    message = caught.value.message
    assert "« Soldat », abilities[0].triggered.effects[0] : construction « degats » inconnue" in message
    assert "damage, kill, draw" in message
    assert caught.value.path == (0, "triggered", "effects", 0)


def test_a_reference_to_an_undeclared_target_is_refused() -> None:
    with pytest.raises(AbilityError, match=r"référence « ennemi » inconnue .* références possibles : allie"):
        parse_abilities(
            "Défi",
            [
                {
                    "spell": {
                        "targets": [{"name": "allie"}],
                        "effects": [{"damage": {"amount": 1, "to": "ennemi"}}],
                    }
                }
            ],
        )


def test_a_target_declared_twice_is_refused() -> None:
    with pytest.raises(AbilityError, match="la cible « x » est déclarée deux fois"):
        parse_abilities("Défi", [{"spell": {"targets": [{"name": "x"}, {"name": "x"}]}}])


def test_a_spell_has_no_activated_ability_and_a_unit_no_spell_instructions() -> None:
    with pytest.raises(AbilityError, match="un sort ne porte pas de compétence « activated »"):
        parse_abilities("Sort", [{"activated": {"effects": ["predict"]}}], "spell")
    with pytest.raises(AbilityError, match="« spell » décrit les instructions d'un sort"):
        parse_abilities("Unité", [{"spell": {"effects": ["predict"]}}], "unit")


def test_abilities_must_be_a_list() -> None:
    with pytest.raises(AbilityError, match="une liste de compétences est attendue"):
        parse_abilities("Carte", {"spell": {}})


def test_the_official_keywords_with_their_values() -> None:
    assert parse_keyword("Assaut").amount == 1  # 807.1.b.3: X omitted is 1
    assert parse_keyword("Assaut 3").amount == 3
    assert parse_keyword("Deflect 2").keyword.name == "Protection"
    assert parse_keyword("Niveau 11").keyword.rule == "824"
    with pytest.raises(ValueError, match="ne prend pas de valeur"):
        parse_keyword("Tank 2")
    with pytest.raises(ValueError, match="mot-clé « Vol » inconnu des règles 805–829"):
        parse_keyword("Vol")


def test_an_ability_that_adds_resources_skips_the_chain() -> None:
    # 168, 429: an activated ability that adds resources resolves as it finalizes.
    (gold,) = parse_abilities(
        "PO",
        [
            {
                "activated": {
                    "cost": ["kill_self", "exhaust_self"],
                    "effects": [{"add": {"power": {"universal": 1}}}],
                }
            }
        ],
    )
    assert isinstance(gold, Activated) and gold.adds_resources
    (hook,) = parse_abilities("Leurre", [{"activated": {"cost": ["exhaust_self"], "effects": [{"draw": 1}]}}])
    assert isinstance(hook, Activated) and not hook.adds_resources


def test_the_source_page_skip_examples_read() -> None:
    # 443: skip the next move of a unit, a draw phase, the next conquest point.
    abilities = [
        {"replacement": {"replaces": {"would_move": {"to": "self"}}, "outcome": "skip", "next_only": True}},
        {"replacement": {"replaces": "would_draw_phase", "outcome": "skip"}},
        {
            "replacement": {
                "replaces": {"would_score": {"filter": {"kind": "player"}}},
                "outcome": "skip",
                "next_only": True,
            }
        },
    ]
    parsed = parse_abilities("Passer", abilities)
    assert [a.outcome.KEY for a in parsed] == ["skip", "skip", "skip"]  # type: ignore[union-attr]
    assert parse_abilities("Passer", dump_abilities(parsed)) == parsed


def test_an_inline_card_with_an_unknown_construct_is_an_invalid_file_at_its_line() -> None:
    text = (
        "name: essai\n"
        "cards:\n"
        "  Soldat:\n"
        "    type: unit\n"
        "    might: 2\n"
        "    abilities:\n"
        "      - triggered:\n"
        "          when: played\n"
        "          effects:\n"
        "            - degats: 2\n"
        "setup:\n"
        "  players: {A: {}, B: {}}\n"
        "actions: []\n"
    )
    with pytest.raises(ScenarioError) as caught:
        load_text(text, "essai.yaml")
    assert caught.value.line == 10 and caught.value.file == "essai.yaml"
    assert "construction « degats » inconnue" in caught.value.message
    assert "le vocabulaire connaît ici (effet) : damage" in caught.value.message


def test_an_inline_card_with_abilities_is_typed() -> None:
    text = (
        "name: essai\n"
        "cards:\n"
        "  Soldat: {type: unit, might: 2, abilities: [triggered: {when: played, effects: [draw: 1]}]}\n"
        "setup:\n"
        "  players: {A: {hand: [Soldat]}, B: {}}\n"
        "actions: []\n"
    )
    scenario = load_text(text, "essai.yaml")
    entry = next(p for p in scenario.setup.players if p.id == "A").zones["hand"][0]
    assert entry.definition is not None
    assert [a.KEY for a in entry.definition.abilities] == ["triggered"]


def test_a_bad_ability_in_the_catalogue_file_is_located(tmp_path: Path) -> None:
    path = tmp_path / "cards.yaml"
    path.write_text(
        "cards:\n  Essai:\n    type: spell\n    abilities:\n"
        "      - spell:\n          effects:\n            - degats: 2\n",
        encoding="utf-8",
    )
    assert line_in_catalogue(path, "Essai", (0, "spell", "effects", 0)) == 7


def test_a_bad_ability_in_the_catalogue_stops_the_loader_with_file_and_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from judge.corpus import cards as corpus_cards
    from judge.engine import cards as engine_cards
    from judge.errors import CorpusError

    path = tmp_path / "cards.yaml"
    path.write_text(
        "cards:\n  Essai:\n    type: spell\n    abilities:\n      - spell:\n"
        "          effects:\n            - degats: 2\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(engine_cards, "cards_path", lambda: path)
    monkeypatch.setattr(engine_cards, "read_catalogue", lambda: corpus_cards.read_catalogue(path))
    with pytest.raises(CorpusError) as caught:
        engine_cards.default_catalogue.__wrapped__()
    assert caught.value.file == str(path) and caught.value.line == 7
    assert "construction « degats » inconnue" in caught.value.message


def test_a_token_the_catalogue_does_not_know_stops_the_loader(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from judge.corpus import cards as corpus_cards
    from judge.engine import cards as engine_cards
    from judge.errors import CorpusError

    path = tmp_path / "cards.yaml"
    path.write_text(
        "cards:\n  Essai:\n    type: spell\n    abilities:\n"
        "      - spell: {effects: [create: {token: Dragonnet}]}\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(engine_cards, "cards_path", lambda: path)
    monkeypatch.setattr(engine_cards, "read_catalogue", lambda: corpus_cards.read_catalogue(path))
    with pytest.raises(CorpusError, match="« Essai » crée « Dragonnet », que le catalogue ne connaît pas"):
        engine_cards.default_catalogue.__wrapped__()
