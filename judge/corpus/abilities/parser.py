"""Reading abilities from YAML mappings, and writing them back (round trip).

One generic reader walks the dataclass fields of each construct: the type of a field says how its
value is written (an integer, a list, a filter's body, or a one-key mapping naming a construct of a
family). Every mistake is an `AbilityError` naming the card, the key path, what was found and what
the vocabulary knows there.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Mapping
from enum import StrEnum
from typing import Any, Union, get_args, get_origin

from judge.corpus.abilities.base import FAMILY_NAMES, REGISTRY, AbilityError, Construct, shown
from judge.corpus.abilities.keywords import KeywordInstance, parse_keyword
from judge.corpus.abilities.values import Domain, DomainAmounts

Path = tuple[str | int, ...]


_FIELD_TYPES: dict[type[Construct], dict[str, Any]] = {}


def field_types(cls: type[Construct]) -> dict[str, Any]:
    """Field name → resolved type, in declaration order (computed once per class)."""
    found = _FIELD_TYPES.get(cls)
    if found is None:
        hints = typing.get_type_hints(cls)
        found = _FIELD_TYPES[cls] = {f.name: hints[f.name] for f in dataclasses.fields(cls)}
    return found


def _union_args(hint: Any) -> tuple[Any, ...] | None:
    if get_origin(hint) in (Union, types.UnionType):
        return get_args(hint)
    return None


def _choices(args: tuple[Any, ...]) -> dict[str, type[Construct]]:
    """YAML key → class for the constructs a (union) type accepts in keyed form."""
    out: dict[str, type[Construct]] = {}
    for arg in args:
        if isinstance(arg, type) and issubclass(arg, Construct):
            if arg.KEY:
                out[arg.KEY] = arg
            else:
                out.update(REGISTRY.get(arg.FAMILY, {}))
    return out


def _families(choices: Mapping[str, type[Construct]]) -> str:
    names = dict.fromkeys(FAMILY_NAMES.get(c.FAMILY, c.FAMILY) for c in choices.values())
    return " ou ".join(names)


class Reader:
    """Reads the abilities of one card; `fail` raises at a path."""

    def __init__(self, card: str) -> None:
        self.card = card

    def fail(
        self, path: Path, problem: str, found: Any = dataclasses.MISSING, known: str = ""
    ) -> typing.NoReturn:
        """Raises the `AbilityError` for `path`."""
        err = AbilityError("", self.card, path)
        message = f"« {self.card} », {err.where()} : {problem}"
        if found is not dataclasses.MISSING:
            message += f" (trouvé : {shown(found)})"
        if known:
            message += f" ; {known}"
        err.message = message
        err.args = (message,)
        raise err

    def value(self, raw: Any, hint: Any, path: Path) -> Any:
        """`raw` read as the type `hint`."""
        union = _union_args(hint)
        if union is not None:
            if raw is None and type(None) in union:
                return None
            rest = tuple(a for a in union if a is not type(None))
            if int in rest and isinstance(raw, int) and not isinstance(raw, bool):
                return raw
            constructs = tuple(a for a in rest if isinstance(a, type) and issubclass(a, Construct))
            if len(rest) == 1:
                return self.value(raw, rest[0], path)
            return self.keyed(raw, _choices(constructs), path, allow_int=int in rest)
        origin = get_origin(hint)
        if origin is tuple:
            item = get_args(hint)[0]
            if not isinstance(raw, list):
                self.fail(path, "une liste est attendue", raw)
            return tuple(self.value(x, item, (*path, i)) for i, x in enumerate(raw))
        if hint is bool:
            if not isinstance(raw, bool):
                self.fail(path, "true ou false est attendu", raw)
            return raw
        if hint is int:
            if not isinstance(raw, int) or isinstance(raw, bool):
                self.fail(path, "un nombre entier est attendu", raw)
            return raw
        if hint is str:
            if not isinstance(raw, (str, int)) or isinstance(raw, bool) or raw == "":
                self.fail(path, "un texte non vide est attendu", raw)
            return str(raw)
        if isinstance(hint, type) and issubclass(hint, StrEnum):
            options = [m.value for m in hint]
            if raw not in options:
                self.fail(path, "valeur inconnue", raw, "attendu : " + ", ".join(options))
            return hint(raw)
        if hint is KeywordInstance:
            try:
                return parse_keyword(str(raw))
            except ValueError as err:
                self.fail(path, str(err))
        if hint is DomainAmounts:
            return self.domains(raw, path)
        if isinstance(hint, type) and issubclass(hint, Construct):
            if hint.KEY:  # one named construct: its body is written directly
                return self.body(raw, hint, path)
            return self.keyed(raw, _choices((hint,)), path)
        raise TypeError(f"type de champ non pris en charge : {hint!r}")  # a programming error

    def domains(self, raw: Any, path: Path) -> DomainAmounts:
        """`{fury: 1, universal: 2}`."""
        domains = [d.value for d in Domain]
        if not isinstance(raw, Mapping):
            self.fail(
                path, "un mapping domaine → nombre est attendu", raw, "domaines : " + ", ".join(domains)
            )
        items = []
        for dom, n in raw.items():
            if dom not in domains:
                self.fail((*path, str(dom)), "domaine inconnu", dom, "domaines : " + ", ".join(domains))
            if not isinstance(n, int) or isinstance(n, bool) or n < 0:
                self.fail((*path, str(dom)), "un nombre entier positif ou nul est attendu", n)
            items.append((Domain(dom), n))
        return DomainAmounts(tuple(sorted(items)))

    def keyed(
        self, raw: Any, choices: Mapping[str, type[Construct]], path: Path, allow_int: bool = False
    ) -> Construct:
        """A one-key mapping `key: body` (or a bare `key`) naming one of `choices`."""
        known = f"le vocabulaire connaît ici ({_families(choices)}) : " + ", ".join(choices)
        if allow_int:
            known = "un nombre entier, ou " + known
        if isinstance(raw, str):
            key, body = raw, None
        elif isinstance(raw, Mapping) and len(raw) == 1:
            key, body = next(iter(raw.items()))
        else:
            self.fail(path, "une construction `clé: valeur` (une seule clé) est attendue", raw, known)
        cls = choices.get(str(key))
        if cls is None:
            self.fail(path, f"construction « {key} » inconnue", raw, known)
        return self.body(body, cls, (*path, str(key)))

    def body(self, raw: Any, cls: type[Construct], path: Path) -> Construct:
        """The fields of `cls` from a mapping, a scalar for its `SHORT` field, or nothing."""
        fields = field_types(cls)
        if raw is None:
            raw = {}
        elif isinstance(raw, Mapping) and cls.SHORT and not set(map(str, raw)) <= set(fields):
            raw = {cls.SHORT: raw}  # `power: {order: 1}`, `kill_ally: {kind: unit}`: the main field's mapping
        elif not isinstance(raw, Mapping):
            if cls.SHORT is None:
                self.fail(
                    path,
                    f"un mapping de champs est attendu pour « {cls.KEY} »",
                    raw,
                    "champs : " + (", ".join(fields) or "aucun"),
                )
            raw = {cls.SHORT: raw}
        values: dict[str, Any] = {}
        for key, item in raw.items():
            if key not in fields:
                self.fail(
                    (*path, str(key)),
                    f"champ « {key} » inconnu pour « {cls.KEY} »",
                    item,
                    "champs : " + (", ".join(fields) or "aucun"),
                )
            values[str(key)] = self.value(item, fields[str(key)], (*path, str(key)))
        return cls(**values)


def _is_body(hint: Any, obj: Construct) -> bool:
    """Whether a field of type `hint` writes `obj` as its body (one named construct) or keyed."""
    if hint is None:
        return False
    union = _union_args(hint)
    rest = [a for a in union if a is not type(None)] if union is not None else [hint]
    return len(rest) == 1 and rest[0] is type(obj) and bool(obj.KEY)


def dump(obj: Any, hint: Any = None) -> Any:
    """The YAML data that reads back as `obj` (default fields left out, bare keys when empty)."""
    if isinstance(obj, Construct):
        body = {}
        for f in dataclasses.fields(obj):
            value = getattr(obj, f.name)
            if value != f.default:
                body[f.name] = dump(value, field_types(type(obj))[f.name])
        if _is_body(hint, obj):
            return body
        return {obj.KEY: body} if body else obj.KEY
    if isinstance(obj, tuple):
        item = get_args(hint)[0] if hint is not None and get_origin(hint) is tuple else None
        return [dump(x, item) for x in obj]
    if isinstance(obj, StrEnum):
        return obj.value
    if isinstance(obj, KeywordInstance):
        return str(obj)
    if isinstance(obj, DomainAmounts):
        return {d.value: n for d, n in obj.items}
    return obj
