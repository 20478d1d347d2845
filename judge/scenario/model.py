"""A scenario file once read and checked: plain typed values, each with the line it came from."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from judge.engine.cards import CardDef, Catalogue


@dataclass
class CardEntry:
    """One card written in a setup (`name` None for an anonymous card; `domain` for a rune)."""

    line: int
    name: str | None = None
    definition: CardDef | None = None
    alias: str | None = None
    exhausted: bool = False
    damage: int = 0
    might: int | None = None
    buffs: int = 0
    owner: str | None = None
    controller: str | None = None
    domain: str | None = None
    attached: list[CardEntry] = field(default_factory=list)
    stunned: bool = False
    keywords: tuple[str, ...] = ()  # granted this turn by an effect (spec: card entries)


@dataclass
class PlayerSetup:
    """A player as written in `setup.players`."""

    id: str
    line: int
    team: str | None = None
    points: int = 0
    # 489.8.d.1: in 2v2 an omitted `points` takes the teammate's written value
    points_given: bool = False
    xp: int = 0
    zones: dict[str, list[CardEntry]] = field(default_factory=dict)
    runes: list[CardEntry] = field(default_factory=list)
    energy: int = 0
    power: dict[str, int] = field(default_factory=dict)


@dataclass
class BattlefieldSetup:
    """A battlefield as written in `setup.battlefields`."""

    entry: CardEntry
    alias: str
    line: int
    controller: str | None = None
    scored_this_turn: list[str] = field(default_factory=list)
    units: dict[str, list[CardEntry]] = field(default_factory=dict)
    contested: bool = False  # 190.3: contested (spec: a battlefield entry may carry `contested: true`)


@dataclass
class ChainSetup:
    """An item already on the chain (bottom first)."""

    controller: str
    kind: str
    entry: CardEntry | None
    line: int


@dataclass
class Setup:
    """The board before the actions."""

    mode: str = "duel"
    victory_score: int | None = None
    turn_player: str | None = None
    phase: str = "main"
    turn_number: int = 1
    players: list[PlayerSetup] = field(default_factory=list)
    battlefields: list[BattlefieldSetup] = field(default_factory=list)
    chain: list[ChainSetup] = field(default_factory=list)


@dataclass
class ActionSpec:
    """One action as written: its verb, arguments and `choices:` answers."""

    index: int
    verb: str
    args: dict[str, Any]
    line: int
    choices: list[Any] = field(default_factory=list)
    arg_lines: dict[str, int] = field(default_factory=dict)


@dataclass
class EventPattern:
    """An item of `expect.events`: a kind, and fields that must match."""

    kind: str
    fields: dict[str, Any]
    line: int


@dataclass
class StateExpectation:
    """One `expect.state` entry."""

    path: str
    value: Any
    line: int


@dataclass
class Expect:
    """What must hold after the run."""

    line: int
    state: list[StateExpectation] = field(default_factory=list)
    events: list[EventPattern] = field(default_factory=list)
    no_events: list[EventPattern] = field(default_factory=list)
    error: str | None = None
    error_line: int | None = None


@dataclass
class Scenario:
    """A whole scenario file, checked against the format."""

    name: str
    filename: str
    setup: Setup
    actions: list[ActionSpec]
    catalogue: Catalogue
    question: str | None = None
    rules: list[str] = field(default_factory=list)
    rules_version: str | None = None
    seed: int = 0
    cards: dict[str, CardDef] = field(default_factory=dict)
    expect: Expect | None = None
    aliases: set[str] = field(default_factory=set)
