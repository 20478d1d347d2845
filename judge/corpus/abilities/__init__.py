"""The ability vocabulary: card behaviour as typed data (STYLE habit 6, DESIGN « Cards »).

`parse_abilities(card, raw)` reads a card's `abilities:` list into frozen constructs, or raises
`AbilityError` (French, naming the card, the key path, what was found and the constructs known).
`dump_abilities` writes them back. The chain interpreter reads these constructs; nothing here
runs a game. Documentation: `docs/abilities.md`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any, get_args, get_origin

from judge.corpus.abilities import (
    amounts,
    conditions,
    costs,
    effects,
    kinds,
    modifiers,
    replacement,
    triggers,
)
from judge.corpus.abilities.base import (
    FAMILY_NAMES,
    REGISTRY,
    Ability,
    AbilityError,
    Construct,
    all_constructs,
    family_keys,
)
from judge.corpus.abilities.costs import Modifier
from judge.corpus.abilities.effects import REFS
from judge.corpus.abilities.keywords import KEYWORDS, Keyword, KeywordInstance, parse_keyword
from judge.corpus.abilities.kinds import NotModelled
from judge.corpus.abilities.parser import Reader, _is_body, dump, field_types
from judge.corpus.abilities.values import Target

__all__ = [
    "FAMILY_NAMES",
    "KEYWORDS",
    "REGISTRY",
    "Ability",
    "AbilityError",
    "CardAbility",
    "Construct",
    "Keyword",
    "KeywordInstance",
    "Modifier",
    "NotModelled",
    "all_constructs",
    "dump_abilities",
    "family_keys",
    "iter_constructs",
    "not_modelled",
    "parse_abilities",
    "parse_keyword",
    "unmodelled_texts",
]  # fmt: skip

_MODULES = (
    amounts,
    conditions,
    costs,
    effects,
    kinds,
    modifiers,
    replacement,
    triggers,
)  # registered on import

#: What a card's `abilities:` list holds: abilities and cost modifications of the card itself.
CardAbility = Ability | Modifier

#: Fields that name a target or a reference.
REF_FIELDS = (
    "to", "source", "ref", "near", "copy_of", "gear", "different_from", "same_controller_as", "at", "of",
)  # fmt: skip

#: Abilities a spell has, and those it cannot have (a spell has no activated ability: 153–159, 376).
_SPELL_ONLY = {"spell"}
_NOT_ON_SPELLS = {"activated", "static"}


def parse_abilities(card: str, raw: Any, card_type: str | None = None) -> tuple[CardAbility, ...]:
    """The abilities of `card` read from its `abilities:` value (None or a list).

    Raises `AbilityError` for an unknown construct or field, a bad value, a reference to a target
    no ability declares, or an ability its card type cannot have.
    """
    if raw is None:
        return ()
    reader = Reader(card)
    if not isinstance(raw, list):
        reader.fail((), "une liste de compétences est attendue", raw)
    out: list[CardAbility] = []
    hint: Any = CardAbility
    for i, item in enumerate(raw):
        ability = reader.value(item, hint, (i,))
        _check_refs(reader, ability, (i,), set(), hint)
        zone = getattr(ability, "active_in", None)
        if ability.KEY == "triggered" and zone is not None and zone.value not in ("board", "trash"):
            # 383.2.c.1: the engine runs triggers from the board or a trash; any other zone is refused here
            # rather than silently never triggering
            reader.fail(
                (i,), f"une compétence déclenchée active depuis « {zone.value} » : board ou trash attendu"
            )
        if card_type is not None:
            if card_type == "spell" and ability.KEY in _NOT_ON_SPELLS:
                reader.fail((i,), f"un sort ne porte pas de compétence « {ability.KEY} » (153, 376)")
            if card_type != "spell" and ability.KEY in _SPELL_ONLY:
                reader.fail(
                    (i,), f"« spell » décrit les instructions d'un sort, pas d'une carte de type {card_type}"
                )
        out.append(ability)
    return tuple(out)


def dump_abilities(abilities: tuple[CardAbility, ...]) -> list[Any]:
    """The YAML data that `parse_abilities` reads back as `abilities` (round trip)."""
    return [dump(a) for a in abilities]


def not_modelled(abilities: tuple[Any, ...]) -> tuple[str, ...]:
    """The texts a card marks as not modelled (`not_modelled: …`)."""
    return tuple(a.text for a in abilities if isinstance(a, NotModelled))


def unmodelled_texts(abilities: tuple[Any, ...]) -> tuple[str, ...]:
    """Every text a card marks as not modelled: its `not_modelled` abilities, then the `not_modelled`
    effects inside its abilities (the part the engine stops on when it would act)."""
    nested = (c.text for c in iter_constructs(abilities) if isinstance(c, effects.UnmodelledEffect))
    return tuple(dict.fromkeys((*not_modelled(abilities), *nested)))


def cards_named(abilities: tuple[Any, ...]) -> tuple[str, ...]:
    """The card names abilities refer to (the tokens they create), to check against a catalogue."""
    return tuple(c.token for c in iter_constructs(abilities) if isinstance(c, effects.Create) and c.token)


def iter_constructs(obj: Any) -> Iterator[Construct]:
    """Every construct inside `obj` (itself included), depth first."""
    if isinstance(obj, Construct):
        yield obj
        for f in dataclasses.fields(obj):
            yield from iter_constructs(getattr(obj, f.name))
    elif isinstance(obj, tuple):
        for x in obj:
            yield from iter_constructs(x)


def _declared(obj: Construct) -> list[Target]:
    return list(getattr(obj, "targets", ()) or ())


def _check_refs(
    reader: Reader, obj: Any, path: tuple[str | int, ...], names: set[str], hint: Any = None
) -> None:
    """Every reference names a target declared by this ability (or an enclosing one) or a REFS word."""
    if isinstance(obj, tuple):
        item = get_args(hint)[0] if get_origin(hint) is tuple else None
        for i, x in enumerate(obj):
            _check_refs(reader, x, (*path, i), names, item)
        return
    if not isinstance(obj, Construct):
        return
    if hint is not None and not _is_body(hint, obj):
        path = (*path, obj.KEY)  # written `key: body` in the file
    seen = [t.name for t in _declared(obj)]
    for name in seen:
        if seen.count(name) > 1:
            reader.fail((*path, "targets"), f"la cible « {name} » est déclarée deux fois")
    names = names | set(seen)
    types_ = field_types(type(obj))
    for f in dataclasses.fields(obj):
        value = getattr(obj, f.name)
        if f.name in REF_FIELDS and isinstance(value, str) and value not in names and value not in REFS:
            known = ", ".join([*sorted(names), *REFS])
            reader.fail(
                (*path, f.name), f"référence « {value} » inconnue", value, f"références possibles : {known}"
            )
        if isinstance(value, (Construct, tuple)):
            _check_refs(reader, value, (*path, f.name), names, types_[f.name])
