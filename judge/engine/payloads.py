"""Typed event payloads: one `TypedDict` per event kind (`PAYLOADS`), read by render, ask and web.

An event's `data` is a plain mapping (it goes to JSON as it is), typed by its kind's payload here;
`check_payload` says what does not fit, and tests/test_engine_payloads.py runs it over every
event of every scenario, so a consumer never has to guess a key. Shared fields (see
`judge.engine.events`): `CardRef` for a card, zones as the spec's `.zone` values.

Something that follows from an event but is not modelled yet is the structured `not_modelled`
field (`NotModelledData`: a stable `what` and a French `text`), never a word in a note.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Mapping
from typing import Any, TypedDict

from judge.engine.events import EventKind


class CardRef(TypedDict, total=False):
    """A card in an event: its display name (None for an anonymous card), its alias, a rune's domain;
    `rune` marks an anonymous rune (`rune_deck: 3`)."""

    name: str | None
    id: str | None
    domain: str
    rune: bool


class NotModelledData(TypedDict):
    """What the engine does not model yet, as a stable key and a French sentence."""

    what: str
    text: str


class ThenData(TypedDict):
    """One `then:` instruction of a look, as written."""

    to: str
    count: int


class ActionData(TypedDict, total=False):
    """`action`: the root of one scenario action: its verb and arguments (cards as `CardRef`)."""

    verb: str
    player: str
    count: int
    cards: list[CardRef]
    to: str
    standard: bool
    reason: str
    mode: str
    then: list[ThenData]
    card: CardRef
    source: CardRef
    ability: int | str  # activate: its number, or the words that name it
    pay: Any
    from_zone: str
    battlefield: str  # take_control, conquer, hold
    no_targets: bool  # play: `targets: []` written, « jusqu'à N » chooses none (355.13)


class TakeData(TypedDict, total=False):
    """`draw`, `burn`: cards taken from the top of the main deck (431.2.a: maybe fewer)."""

    player: str
    count: int
    requested: int
    done: int
    cards: list[CardRef]
    from_zone: str
    to_zone: str
    resumed: bool  # the rest of the action after a burn out (431.2.d)
    reason: str  # `channel`, `first_turn_channel` for the `channel` event (430, 485.7, 489.7)


class SeeData(TypedDict, total=False):
    """`look`, `reveal`: cards seen on top of the main deck (431.1.c: never a burn out)."""

    player: str
    count: int
    requested: int
    cards: list[CardRef]
    from_zone: str
    mode: str


class CardMoveData(TypedDict, total=False):
    """`banish`, `kill`, `discard`, `recycle`, `move`, `put`: cards from one zone to another."""

    player: str
    card: CardRef
    cards: list[CardRef]
    count: int
    requested: int
    from_zone: str
    to_zone: str
    reason: str
    simultaneous: bool
    ceases_to_exist: bool
    standard: bool
    not_modelled: NotModelledData
    controller: str  # the card's controller when another player is responsible (411.1)
    from_player: str  # `recall`: whose base the card was in (323.7)
    from_card: CardRef  # `detach`: the top-most card it left (719.5)
    source: CardRef  # `banish` by an effect: the object that banished it (427.3)
    source_uid: int  # … its identity, for « les cartes bannies avec ceci » (393, 427.3.a)
    card_uid: int  # … and the banished card's


class SkipData(TypedDict, total=False):
    """`skip`: a part of an instruction that needed cards that were not there (431.1.c.1)."""

    player: str
    requested: int
    count: int
    to_zone: str
    reason: str  # `first_turn_draw` (489.7), illegal_target, void (359.3.e.12), linked (359.3.e.14.a),
    # group_restriction (355.11.b)
    effect: str
    cards: list[CardRef]


class BurnoutData(TypedDict):
    """`burnout`: burn out number `sequence` of one action, caused by a draw or a burn (431)."""

    player: str
    sequence: int
    cause: str


class ChoiceData(TypedDict):
    """`choice`: a choice the rules gave a player and the answer taken."""

    player: str
    choice: str
    options: list[str]
    answer: Any  # an option, or a structured answer (`Game.choose_value`)
    automatic: bool


class PointData(TypedDict, total=False):
    """`gain_point`: `amount` points to `player` (and team), new total `points`."""

    player: str
    amount: int
    points: int
    reason: str
    players: list[str]
    sequence: int
    preventable: bool
    burned_out: str
    battlefield: str  # the battlefield scored (conquest, hold)


class WinData(TypedDict, total=False):
    """`win`: the game's `Outcome` as logged."""

    player: str
    winner: str
    points: int
    immediate: bool
    players: list[str]
    team: str | None


class CardStateData(TypedDict, total=False):
    """`exhaust`, `ready`, `nothing`, `heal`, `stun`: one card's state changes (or does not)."""

    card: CardRef
    player: str | None
    reason: str
    amount: int
    controller: str  # the card's controller when another player is responsible (411.1)


class BattlefieldData(TypedDict, total=False):
    """`take_control`, `lose_control`, `conquer`, `hold`, `draw_instead_of_point`, `showdown`, `combat`:
    a battlefield."""

    player: str | None
    battlefield: str
    previous: str  # take_control: the former controller (190.2.b)
    no_units: bool  # take_control: the player has no unit there, control is lost at cleanup (323.6)
    scored: bool  # conquer, hold: whether the battlefield was scored (470, 469.1.a)
    reason: str  # conquer, hold: why not scored (`already_scored`, `teammate_held`, `cannot_score`)
    missing: list[str]  # draw_instead_of_point: the battlefields not scored this turn (471.1.b.1)
    points: int  # draw_instead_of_point: the player's total, kept (471.1.b.1)
    step: str  # showdown: `start`, `close`; combat: `start`, `damage`, `resolution`, `result`, `end`
    focus: str  # showdown: who gains focus (345, 464.2.c.1)
    combat: bool  # showdown: a combat showdown (316.8.a.1)
    attacker: str  # combat: the attacker (464.2.c.1)
    defender: str  # combat: the defender (464.2.c.2)
    winner: str | None  # combat result: who won, None for no result (466.3)
    result: str  # combat result: `won`, `no_result` (466.3)
    recalled: bool  # combat result: attackers were recalled (466.3.d)
    might: dict[str, int]  # combat damage: each player's summed might (465.2.a, 465.2.b)
    units: list[Any]  # combat damage: each unit, its controller, the might it adds (465.2.a, 423.1.b)
    cards: list[CardRef]  # combat start: the attackers and defenders; showdown start: units there
    card: CardRef  # take_control: the unit an effect takes control of (188, 191)


class PhaseData(TypedDict, total=False):
    """`phase`, `turn`, `cleanup`: the turn's structure."""

    player: str
    phase: str
    number: int
    step: str
    tasks: list[str]  # the expiration step's tasks (317.2)
    extra: bool  # `turn`: an extra turn (734–738)


class ExtraTurnData(TypedDict):
    """`extra_turn`: `player` will play an extra turn after the current one; `queue`, the extra turns
    now waiting, the next first (735, 738)."""

    player: str
    queue: list[str]


class PoolData(TypedDict, total=False):
    """`rune_pool_emptied`: what a player's rune pool lost (167)."""

    player: str
    lost: dict[str, Any]


class EffectData(TypedDict, total=False):
    """`effect_ended`: a "this turn" effect ends (317.2.c); a stun (423.1.a.2) or keywords granted
    this turn on `card` (`reason`: `stun`, `granted_keywords`)."""

    effect: str
    card: CardRef
    reason: str


class LimitData(TypedDict):
    """`step_limit`: the run loops (`limits`)."""

    limit: int


class ChainData(TypedDict, total=False):
    """`play`, `chain_add`, `finalize`, `resolve`, `trigger`, `trigger_declined`, `replace`,
    `draw_instead_of_point`, `cost_computed`, `cost_paid`, `play_cancelled`: the chain's events
    (the spec's fields; the chain work fills them in)."""

    player: str
    card: CardRef
    source: CardRef
    target: CardRef
    energy: int
    power: dict[str, int]
    steps: list[Any]
    cost: dict[str, Any]
    reason: str
    ability: str
    from_zone: str
    to_zone: str
    targets: list[CardRef]
    mode: int
    automatic: bool
    illegal: list[CardRef]
    not_modelled: NotModelledData
    message: str  # `play_cancelled`: the refusal's French message (358.5)
    trigger: str  # `trigger`: the trigger condition's key (`played`, `dies`…)
    from_event: int  # `trigger`: the index of the event it came from (383.2.c)
    delayed: bool  # `trigger`: a delayed trigger (389–392)
    about: list[CardRef]  # `trigger`: the cards the triggering event was about
    replacement: str  # `replace`: the replacement's name (371.1 counts its applications this turn)
    replaced: str  # `replace`: what it replaced (`die`, `move`, `point`, `draw_phase`, `damage`, …)
    outcome: str  # `replace`: what happens instead (`instead`, `skip`, `prevent`, `enters_ready`, …)
    label: str  # `replace`: the replacement's source as shown in a choice
    amount: int  # `replace`: the damage or points replaced
    phase: str  # `replace`: the phase skipped
    affected: str  # `replace`: the player the event happened to
    target_player: str  # `replace`, `replacement_created`: the player chosen (443.1.b)
    cards: list[CardRef]  # `replacement_created`: the objects it is bound to


class PassData(TypedDict, total=False):
    """`pass`: a player passes priority to the next in turn order (338.1.b.1), or focus in a
    showdown (`focus: true`, 347.2)."""

    player: str
    next: str
    focus: bool


class DamageData(TypedDict, total=False):
    """`damage`: `amount` damage dealt by `source` to `target` (417)."""

    amount: int
    source: CardRef
    target: CardRef
    card: CardRef
    player: str | None
    sources: list[CardRef]  # combat damage: the opposing units (417.6.c.1)
    reason: str  # `combat` for combat damage (465.2.d)
    simultaneous: bool  # combat damage is dealt at once (465.2.c.1)
    bonus: int  # the bonus damage `amount` holds (713–715)
    bonus_from: list[CardRef]  # the cards whose passive abilities grant it


class ResourceData(TypedDict, total=False):
    """`add_resource`: energy and power by domain added to `player`'s rune pool (429)."""

    player: str
    energy: int
    power: dict[str, int]
    card: CardRef
    source: CardRef


class EffectCardData(TypedDict, total=False):
    """`stun`, `buff`, `might`, `keyword`, `create`, `channel`: what an effect did to a card."""

    player: str | None
    card: CardRef
    cards: list[CardRef]
    source: CardRef
    amount: int
    count: int
    keywords: list[str]
    duration: str
    from_zone: str
    to_zone: str
    reason: str
    might: int | None  # `create`: the token's might (187)
    cost_energy: int  # `create`: its energy cost, 0 unless a copy gave it one (185.3.a)
    exhausted: bool  # `create`: whether it entered exhausted (184.1)
    copy_of: CardRef  # `create`: what it is a copy of (477.1.b.1)
    cost: dict[str, Any]  # `create`: its whole cost (energy, power)


class ReplacedBattlefieldData(TypedDict, total=False):
    """`replace_battlefield`: the token (`card`) now in the battlefield's place, the card it replaced
    (`from_card`), the battlefield's alias and its controller (438.1.a)."""

    player: str | None
    battlefield: str
    card: CardRef
    from_card: CardRef
    reason: str  # `swap_back`: the replaced card back in the token's place (438.7.b)


class XpData(TypedDict):
    """`xp`: a player gains XP (824); `xp` is the new total."""

    player: str
    amount: int
    xp: int


class AttachData(TypedDict, total=False):
    """`attach`: the card equipped (`card`) to its top-most card (`target`), at its place (434.4)."""

    player: str
    card: CardRef
    target: CardRef
    from_zone: str
    to_zone: str


class DeathCheckData(TypedDict, total=False):
    """`death_check`: « si elle meurt » of `source` about `target`, read at the cleanup after the
    resolution (428.5.c); `reason`: `awaiting` (the resolution ends first), `died`, `survived` or
    `survived_otherwise` (its « sinon » runs)."""

    player: str
    source: CardRef
    target: CardRef
    reason: str


#: Every event kind's payload (tests/test_engine_payloads.py checks that none is missing).
PAYLOADS: dict[EventKind, type] = {
    EventKind.ACTION: ActionData,
    EventKind.DRAW: TakeData,
    EventKind.BURN: TakeData,
    EventKind.LOOK: SeeData,
    EventKind.REVEAL: SeeData,
    EventKind.BURNOUT: BurnoutData,
    EventKind.RECYCLE: CardMoveData,
    EventKind.GAIN_POINT: PointData,
    EventKind.WIN: WinData,
    EventKind.EXHAUST: CardStateData,
    EventKind.READY: CardStateData,
    EventKind.MOVE: CardMoveData,
    EventKind.BANISH: CardMoveData,
    EventKind.KILL: CardMoveData,
    EventKind.DISCARD: CardMoveData,
    EventKind.PLAY: ChainData,
    EventKind.CHAIN_ADD: ChainData,
    EventKind.FINALIZE: ChainData,
    EventKind.RESOLVE: ChainData,
    EventKind.TRIGGER: ChainData,
    EventKind.TRIGGER_DECLINED: ChainData,
    EventKind.REPLACE: ChainData,
    EventKind.SKIP: SkipData,  # also an instruction ignored for an illegal target (359.3.e.12)
    EventKind.COST_COMPUTED: ChainData,
    EventKind.COST_PAID: ChainData,
    EventKind.PLAY_CANCELLED: ChainData,
    EventKind.TAKE_CONTROL: BattlefieldData,
    EventKind.LOSE_CONTROL: BattlefieldData,
    EventKind.CONQUER: BattlefieldData,
    EventKind.HOLD: BattlefieldData,
    EventKind.DRAW_INSTEAD_OF_POINT: BattlefieldData,
    EventKind.RUNE_POOL_EMPTIED: PoolData,
    EventKind.PHASE: PhaseData,
    EventKind.TURN: PhaseData,
    EventKind.CHOICE: ChoiceData,
    EventKind.NOTHING: CardStateData,
    EventKind.CLEANUP: PhaseData,
    EventKind.EFFECT_ENDED: EffectData,
    EventKind.STEP_LIMIT: LimitData,
    EventKind.PUT: CardMoveData,
    EventKind.HEAL: CardStateData,
    EventKind.PASS: PassData,
    EventKind.DAMAGE: DamageData,
    EventKind.ADD_RESOURCE: ResourceData,
    EventKind.STUN: EffectCardData,
    EventKind.CREATE: EffectCardData,
    EventKind.CHANNEL: TakeData,
    EventKind.RECALL: CardMoveData,
    EventKind.RETURN: CardMoveData,
    EventKind.BUFF: EffectCardData,
    EventKind.MIGHT: EffectCardData,
    EventKind.KEYWORD: EffectCardData,
    EventKind.DETACH: CardMoveData,
    EventKind.REPLACE_BATTLEFIELD: ReplacedBattlefieldData,
    EventKind.XP: XpData,
    EventKind.EXTRA_TURN: ExtraTurnData,
    EventKind.REPLACEMENT_CREATED: ChainData,
    EventKind.CONTESTED: BattlefieldData,
    EventKind.SHOWDOWN: BattlefieldData,
    EventKind.COMBAT: BattlefieldData,
    EventKind.COUNTER: ChainData,
    EventKind.ATTACH: AttachData,
    EventKind.REPEAT: ChainData,
    EventKind.DEATH_CHECK: DeathCheckData,
}


def _fits(value: Any, hint: Any) -> bool:
    """A shallow check of `value` against a type hint (enough to catch a wrong or guessed key)."""
    origin = typing.get_origin(hint)
    if hint is Any:
        return True
    if origin in (typing.Union, types.UnionType):
        return any(_fits(value, h) for h in typing.get_args(hint))
    if hint is type(None):
        return value is None
    if origin is list:
        (item,) = typing.get_args(hint)
        return isinstance(value, list) and all(_fits(v, item) for v in value)
    if origin is dict:
        return isinstance(value, dict)
    if typing.is_typeddict(hint):
        return isinstance(value, Mapping) and not check_mapping(value, hint)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, hint)


def check_mapping(data: Mapping[str, Any], payload: type) -> list[str]:
    """What in `data` does not fit `payload` (unknown keys, missing required ones, wrong types)."""
    hints = typing.get_type_hints(payload)
    problems = [f"clé « {k} » inconnue" for k in data if k not in hints]
    required: frozenset[str] = getattr(payload, "__required_keys__", frozenset())
    problems += [f"clé « {k} » absente" for k in sorted(required) if k not in data]
    problems += [
        f"clé « {k} » : {data[k]!r} n'est pas du type attendu"
        for k in data
        if k in hints and not _fits(data[k], hints[k])
    ]
    return problems


def check_payload(kind: EventKind, data: Mapping[str, Any]) -> list[str]:
    """What in an event's `data` does not fit its kind's payload (empty when it fits)."""
    return check_mapping(data, PAYLOADS[kind])
