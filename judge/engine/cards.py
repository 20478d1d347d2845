"""Card definitions: the catalogue (`rules_corpus/cards.yaml`) plus a scenario's inline `cards:`.

A definition is data (STYLE habit 6); names are looked up in French or English,
ignoring case, and an unknown name gets the closest known names as suggestions.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property, lru_cache
from typing import Any

from rapidfuzz import process

from judge.corpus.abilities import AbilityError, CardAbility, cards_named, parse_abilities, parse_keyword
from judge.corpus.abilities.kinds import Triggered
from judge.corpus.abilities.lines import line_in_catalogue
from judge.corpus.abilities.replacement import ReplacementAbility
from judge.corpus.cards import cards_path, read_catalogue
from judge.errors import CorpusError
from judge.text import fold


class CardType(StrEnum):
    """Card types of the scenario format."""

    UNIT = "unit"
    SPELL = "spell"
    GEAR = "gear"
    RUNE = "rune"
    BATTLEFIELD = "battlefield"
    LEGEND = "legend"
    TOKEN = "token"


DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")


#: The trigger keys that some card definition has from the trash (383.2.c.1: Phénix immortel, `kills`).
TRASH_TRIGGER_KEYS: set[str] = set()


@dataclass(frozen=True)
class Cost:
    """An energy cost and power costs by domain (131)."""

    energy: int = 0
    power: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True)
class CardDef:
    """One card as the catalogue describes it."""

    name: str
    type: CardType
    name_en: str | None = None
    aliases: tuple[str, ...] = ()
    might: int | None = None
    cost: Cost = Cost()
    domains: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    text: str = ""
    abilities: tuple[CardAbility, ...] = field(default=(), hash=False)

    @property
    def is_token(self) -> bool:
        """Tokens are created and may vanish (the card-conservation invariant ignores them)."""
        return self.type is CardType.TOKEN

    @property
    def is_unit(self) -> bool:
        """A unit card, or a unit token (a token with Might, 187.1)."""
        return self.type is CardType.UNIT or (self.type is CardType.TOKEN and self.might is not None)

    @property
    def is_gear(self) -> bool:
        """A gear card, or a gear token (a token without Might that the text calls « équipement »)."""
        if self.type is CardType.GEAR:
            return True
        return self.type is CardType.TOKEN and self.might is None and "équipement" in self.text.casefold()

    def names(self) -> tuple[str, ...]:
        """Every name this card answers to."""
        return (self.name, *((self.name_en,) if self.name_en else ()), *self.aliases)

    # The two readings below are asked at every event and every move, for every card on the board: each
    # is computed once and kept on the definition itself (frozen, so it never goes stale), and goes when
    # the definition goes, so no module-level cache grows with the definitions a server reads.

    @cached_property
    def triggered_by_key(self) -> dict[str, tuple[tuple[int, Triggered], ...]]:
        """Its triggered abilities with a trigger condition, by the condition's key (`played`, `dies`…),
        each with its index among the card's abilities (`triggers.happened`)."""
        by_key: dict[str, list[tuple[int, Triggered]]] = {}
        for index, ability in enumerate(self.abilities):
            if isinstance(ability, Triggered) and ability.when is not None:
                by_key.setdefault(ability.when.KEY, []).append((index, ability))
        return {key: tuple(found) for key, found in by_key.items()}

    @cached_property
    def trash_trigger_keys(self) -> frozenset[str]:
        """The trigger keys of its triggered abilities that work from the trash (383.2.c.1)."""
        return frozenset(
            ability.when.KEY
            for ability in self.abilities
            if isinstance(ability, Triggered)
            and ability.when is not None
            and ability.active_in.value == "trash"
        )

    def __post_init__(self) -> None:
        # every trigger key some definition has from the trash, so that `triggers.happened` looks in the
        # trashes only for those (a scan of every trash at every event costs)
        TRASH_TRIGGER_KEYS.update(self.trash_trigger_keys)

    @cached_property
    def replacement_abilities(self) -> tuple[tuple[int, ReplacementAbility], ...]:
        """Its replacement abilities that name what they replace, each with its index
        (`replacements_cards.board_replacements`)."""
        return tuple(
            (i, a) for i, a in enumerate(self.abilities) if isinstance(a, ReplacementAbility) and a.replaces
        )


#: An anonymous card of a rune deck (`rune_deck: 4`): a rune of no particular domain (161.2).
ANONYMOUS_RUNE = CardDef(name="rune", type=CardType.RUNE)


class DefinitionError(ValueError):
    """A card definition that does not follow the schema; `key` names the bad field, `path` the
    place inside `abilities:` of a bad ability."""

    def __init__(self, message: str, key: str | None = None, path: tuple[str | int, ...] = ()) -> None:
        super().__init__(message)
        self.key = key
        self.path = path


CARD_KEYS = ("type", "might", "cost", "domains", "keywords", "text", "abilities", "name_en", "aliases")


def parse_definition(name: str, raw: Mapping[str, Any]) -> CardDef:
    """A `CardDef` from its mapping; raises `DefinitionError` with a French message."""
    for key in raw:
        if key not in CARD_KEYS:
            raise DefinitionError(f"clé de carte inconnue « {key} » (attendu : {', '.join(CARD_KEYS)})", key)
    kind = raw.get("type")
    if kind not in {t.value for t in CardType}:
        raise DefinitionError(
            f"type de carte « {kind} » inconnu pour {name} "
            f"(attendu : {', '.join(t.value for t in CardType)})",
            "type",
        )
    might = raw.get("might")
    if might is not None and (not isinstance(might, int) or isinstance(might, bool) or might < 0):
        raise DefinitionError(f"la puissance de {name} doit être un entier positif ou nul", "might")
    domains = tuple(str(d) for d in raw.get("domains") or ())
    for d in domains:
        if d not in DOMAINS:
            raise DefinitionError(f"domaine « {d} » inconnu (attendu : {', '.join(DOMAINS)})", "domains")
    keywords = tuple(str(k) for k in raw.get("keywords") or ())
    for k in keywords:
        try:
            parse_keyword(k)  # 805–829: the official keywords only
        except ValueError as err:
            raise DefinitionError(f"{name} : {err}", "keywords") from None
    try:
        abilities = parse_abilities(name, raw.get("abilities"), str(kind))
    except AbilityError as err:
        raise DefinitionError(err.message, "abilities", err.path) from None
    return CardDef(
        name=name,
        type=CardType(kind),
        name_en=raw.get("name_en"),
        aliases=tuple(raw.get("aliases") or ()),
        might=might,
        cost=parse_cost(raw.get("cost") or {}, domains),
        domains=domains,
        keywords=keywords,
        text=str(raw.get("text") or ""),
        abilities=abilities,
    )


#: `power: {own: N}`: [C] on a card of several domains, a power of any of them (135.2.e.6.c, Danse de
#: défi); the cost holds it as those domains joined by `|` (`calm|chaos`), which any of them pays.
OWN_DOMAINS = "own"


def domain_choice(domains: tuple[str, ...]) -> str:
    """The cost key of « a power of one of these domains » (`calm|chaos`; one domain is itself; none is
    `any`, a power of any domain, as for the Accélération of a unit without domain, 805.1.a.2)."""
    return "|".join(domains) if domains else "any"


def parse_cost(raw: Mapping[str, Any], domains: tuple[str, ...] = ()) -> Cost:
    """A `Cost` from `{energy: 2, power: {fury: 1}}`; `own` is a power of one of the card's `domains`."""
    if not isinstance(raw, Mapping):
        raise DefinitionError("un coût s'écrit {energy: N, power: {domaine: N}}", "cost")
    for key in raw:
        if key not in ("energy", "power"):
            raise DefinitionError(f"clé de coût inconnue « {key} » (attendu : energy, power)", "cost")
    energy = raw.get("energy", 0)
    power = raw.get("power") or {}
    if not isinstance(energy, int) or energy < 0 or not isinstance(power, Mapping):
        raise DefinitionError("un coût s'écrit {energy: N, power: {domaine: N}} avec N ≥ 0", "cost")
    for dom, n in power.items():
        if dom not in (*DOMAINS, "universal", OWN_DOMAINS) or not isinstance(n, int) or n < 0:
            raise DefinitionError(f"essence « {dom}: {n} » invalide dans un coût", "cost")
        if dom == OWN_DOMAINS and len(domains) < 2:
            raise DefinitionError(
                "« own » (une essence de l'un des domaines) demande une carte à plusieurs domaines", "cost"
            )
    keyed = {domain_choice(domains) if d == OWN_DOMAINS else str(d): int(n) for d, n in power.items()}
    return Cost(energy=energy, power=tuple(sorted(keyed.items())))


@functools.lru_cache(maxsize=8192)  # every scenario keys the whole catalogue again: 385 names a run
def card_key(name: str) -> str:
    """A card name as looked up: without case, accents or typographic apostrophes
    (`Aine de la foret` is « Aîné de la forêt », `Kog’Maw` is `Kog'Maw`)."""
    return " ".join(fold(name).split())


class Catalogue:
    """Card definitions by every name they answer to (case and accents ignored)."""

    def __init__(self, defs: Iterable[CardDef] = ()) -> None:
        self._by_name: dict[str, CardDef] = {}
        self._display: dict[str, str] = {}
        for d in defs:
            self.add(d)

    def add(self, definition: CardDef) -> None:
        """Adds (or, for a scenario's inline card, overrides) a definition under all its names."""
        for n in definition.names():
            self._by_name[card_key(n)] = definition
            self._display[card_key(n)] = n

    def get(self, name: str) -> CardDef | None:
        """The definition for a name, or None."""
        return self._by_name.get(card_key(name))

    def suggestions(self, name: str, limit: int = 3) -> list[str]:
        """The closest known names (rapidfuzz), for an error message."""
        found = process.extract(card_key(name), list(self._display), limit=limit, score_cutoff=50)
        return [self._display[k] for k, _score, _i in found]

    def with_inline(self, defs: Iterable[CardDef]) -> Catalogue:
        """A copy with a scenario's inline definitions added."""
        cat = Catalogue()
        cat._by_name = dict(self._by_name)
        cat._display = dict(self._display)
        for d in defs:
            cat.add(d)
        return cat


@lru_cache(maxsize=1)
def default_catalogue() -> Catalogue:
    """The embedded catalogue, read once per process."""
    # The YAML is read by the corpus package, which also makes the cards searchable.
    defs = []
    for name, raw in read_catalogue().items():
        try:
            defs.append(parse_definition(name, raw))
        except DefinitionError as err:
            line = line_in_catalogue(cards_path(), name, err.path) if err.key == "abilities" else None
            raise CorpusError(f"catalogue de cartes : {err}", file=str(cards_path()), line=line) from None
    catalogue = Catalogue(defs)
    for d in defs:  # a created token is a catalogue card (187)
        for token in cards_named(d.abilities):
            if catalogue.get(token) is None:
                raise CorpusError(
                    f"catalogue de cartes : « {d.name} » crée « {token} », que le catalogue ne connaît pas",
                    file=str(cards_path()),
                )
    return catalogue
