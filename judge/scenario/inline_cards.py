"""A scenario's `cards:` (inline definitions, same schema as the catalogue): each value is
checked for its shape here, with the line of the bad key, before `parse_definition` reads it."""

from __future__ import annotations

from typing import Any

from judge.corpus.abilities.lines import line_in_values
from judge.engine.cards import CardDef, DefinitionError, parse_definition
from judge.scenario.schema import Where
from judge.scenario.yaml_nodes import LDict

#: Keys whose value is a list of texts, and keys whose value is one text.
_TEXT_LISTS = ("domains", "keywords", "aliases")
_TEXTS = ("type", "text", "name_en")


def read_cards(where: Where, raw: LDict) -> dict[str, CardDef]:
    """Every definition of `cards:`, name → `CardDef`; `ScenarioError` at the bad line."""
    cards: dict[str, CardDef] = {}
    for name, value in raw.items():
        definition = where.mapping(value, f"la carte « {name} »", raw.value_line(name))
        _check_shapes(where, name, definition)
        try:
            cards[name] = parse_definition(name, definition)
        except DefinitionError as err:
            line = definition.line_of(err.key) if err.key else definition.line
            if err.path:  # a bad ability: the line of the bad construct inside `abilities:`
                line = line_in_values(definition["abilities"], err.path) or line
            where.fail(str(err), line)
        except (TypeError, ValueError, AttributeError, KeyError) as err:
            # A shape `_check_shapes` does not know yet: still a located French error.
            where.fail(f"définition de « {name} » illisible ({type(err).__name__})", definition.line)
    return cards


def _check_shapes(where: Where, name: str, definition: LDict) -> None:
    """Types of the values the catalogue schema fixes (unknown keys are `parse_definition`'s)."""
    for key in _TEXTS:
        if definition.get(key) is not None:
            where.text(definition[key], f"{key} de « {name} »", definition.value_line(key))
    if definition.get("might") is not None:
        where.integer(definition["might"], f"might de « {name} »", definition.value_line("might"))
    for key in _TEXT_LISTS:
        if definition.get(key) is not None:
            items = where.sequence(definition[key], f"{key} de « {name} »", definition.value_line(key))
            for i, item in enumerate(items):
                where.text(item, f"un élément de {key} de « {name} »", items.line_at(i))
    if definition.get("abilities") is not None:
        where.sequence(
            definition["abilities"], f"abilities de « {name} »", definition.value_line("abilities")
        )
    cost: Any = definition.get("cost")
    if cost is not None:
        cost = where.mapping(cost, f"le coût de « {name} »", definition.value_line("cost"))
        if "energy" in cost:
            where.integer(cost["energy"], "l'énergie du coût", cost.value_line("energy"))
        if cost.get("power") is not None:
            power = where.mapping(cost["power"], "la puissance du coût", cost.value_line("power"))
            for domain, amount in power.items():
                where.integer(amount, f"l'essence {domain} du coût", power.value_line(domain))
