"""Events: every change to the board is one event in the game's log (STYLE habit 3).

An event has a stable `kind` (the scenario spec's list), its data (player ids, card
aliases, amounts), the rule numbers it applies and the event it happened inside
(`parent`), so that the log reads as a tree. French sentences are made from events by
`judge.render`; the engine never builds display strings.

Data conventions (the renderer relies on them):

- `player` (a player id), `opponent`, `players` (ids, e.g. a whole team);
- `card` = `{"name": display name or None for an anonymous card, "id": alias or None}`,
  `cards` = a list of those;
- `count` (cards actually moved), `requested` (what the instruction asked), `done` (so far);
- `from_zone`, `to_zone`: `hand`, `main_deck`, `rune_deck`, `trash`, `banishment`, `base`,
  `legend`, `champion`, `runes`, `chain`, or `battlefield:ALIAS`;
- `points` (the new total), `amount` (points gained); `reason` (`burnout`, `effect`, …);
- `sequence`: the burn out's number within one action (1, 2, …); `preventable` (431.3.b);
- choices: `choice` (stable name: `burnout_opponent`, `rune_order`), `options`, `answer`,
  `automatic` (true when the rules left a single option);
- `winner`, `immediate` (true for 431.3.c.1, false at cleanup); `phase`; `number` (turn);
- `simultaneous` (one of several cards moved at once); `standard` (a standard move);
- `not_modelled`: what follows from the event but is not modelled yet, structured as
  `NotModelled.to_json()` (`{"what", "text"}`), never a word searched in a note.

Each kind's fields are typed in `judge.engine.payloads` (one `TypedDict` per kind).

The root of each action's events is an `action` event whose data is `verb` plus the
action's arguments (cards as above). Kinds added beside the spec's list: `put` (a card
seen by look/reveal/predict, put into a zone; `to_zone: main_deck_top` when put back on top),
`heal` (317.2.b), `recall` (455, 323.7), `detach` (719.5: `from_card` is the top-most card) and
`channel` (430; the spec lists it). A token that leaves the board has `ceases_to_exist: true` on the
event that moved it (186.1); a draw or burn finishing an action after a burn out has `resumed: true`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class EventKind(StrEnum):
    """The closed set of event kinds; values are the stable names of the scenario spec."""

    ACTION = "action"  # one scenario action as a whole; the root of the events it causes
    DRAW = "draw"
    BURN = "burn"
    LOOK = "look"
    REVEAL = "reveal"
    BURNOUT = "burnout"
    RECYCLE = "recycle"
    GAIN_POINT = "gain_point"
    WIN = "win"
    EXHAUST = "exhaust"
    READY = "ready"
    MOVE = "move"
    BANISH = "banish"
    KILL = "kill"
    DISCARD = "discard"
    PLAY = "play"
    CHAIN_ADD = "chain_add"
    FINALIZE = "finalize"
    RESOLVE = "resolve"
    TRIGGER = "trigger"
    TRIGGER_DECLINED = "trigger_declined"
    REPLACE = "replace"
    SKIP = "skip"
    COST_COMPUTED = "cost_computed"
    COST_PAID = "cost_paid"
    PLAY_CANCELLED = "play_cancelled"
    TAKE_CONTROL = "take_control"
    LOSE_CONTROL = "lose_control"  # a controller with no units left there loses control (323.6)
    CONQUER = "conquer"
    HOLD = "hold"
    DRAW_INSTEAD_OF_POINT = "draw_instead_of_point"
    RUNE_POOL_EMPTIED = "rune_pool_emptied"
    PHASE = "phase"
    TURN = "turn"
    CHOICE = "choice"  # a choice the rules gave a player, with the answer taken
    NOTHING = "nothing"  # an instruction that did nothing (exhausting an exhausted object, 414.1.c)
    CLEANUP = "cleanup"
    EFFECT_ENDED = "effect_ended"
    STEP_LIMIT = "step_limit"
    PUT = "put"  # cards seen by a look, reveal or predict put into another zone (431.1.c.1)
    HEAL = "heal"  # damage removed from units at the end of turn (317.2.b)
    PASS = "pass"  # a player passes priority (338.1.b)
    DAMAGE = "damage"  # damage dealt to a unit (417)
    ADD_RESOURCE = "add_resource"  # energy or power added to a rune pool (429, 164, 165)
    STUN = "stun"  # 423
    CREATE = "create"  # a token created (439)
    CHANNEL = "channel"  # runes channelled from the rune deck (430)
    RECALL = "recall"  # a unit recalled to its base (454)
    RETURN = "return"  # a card returned to its owner's hand (419)
    BUFF = "buff"  # a buff counter given (426)
    MIGHT = "might"  # might given for a duration (801.3.a.2)
    KEYWORD = "keyword"  # keywords granted for a duration (801.3.a)
    DETACH = "detach"  # an attached card left where its top-most card was (719.5, 435.4)
    REPLACE_BATTLEFIELD = "replace_battlefield"  # a battlefield token took a battlefield's place (438.1)
    XP = "xp"  # XP gained (728–729, 824)
    EXTRA_TURN = "extra_turn"  # an extra turn queued right after the current one (734–738)
    REPLACEMENT_CREATED = "replacement_created"  # an effect created a delayed replacement (367, 389)
    CONTESTED = "contested"  # a battlefield becomes contested (190.3.a, 450)
    SHOWDOWN = "showdown"  # a showdown begins or closes (341-348)
    COMBAT = "combat"  # a combat's steps: start, damage, resolution, result, end (459-466)
    COUNTER = "counter"  # a spell or an ability on the chain is countered (425)
    ATTACH = "attach"  # a card equipped to a top-most card, not a move (434, 434.4.a, 818.2)
    REPEAT = "repeat"  # an item's instructions executed once more, a Répétition paid (820.1.d)
    DEATH_CHECK = "death_check"  # « si elle meurt » read at the cleanup after the resolution (428.5.c)


@dataclass(frozen=True)
class NotModelled:
    """The structured signal for what the engine does not model yet: a stable key and French text.

    A legality query returns it to stop an action with `not_modelled` (before anything changes);
    an event carries `to_json()` as its `not_modelled` field for what follows it.
    """

    what: str
    text: str

    def to_json(self) -> dict[str, str]:
        """`{"what", "text"}`, as in an event's data."""
        return {"what": self.what, "text": self.text}


@dataclass(frozen=True)
class Event:
    """One entry of the log.

    `index` is the position in the log, `parent` the index of the enclosing event (or None),
    `step` the index of the scenario action that caused it (-1 for setup).
    """

    index: int
    kind: EventKind
    data: dict[str, Any] = field(default_factory=dict, hash=False)
    rules: tuple[str, ...] = ()
    parent: int | None = None
    step: int = -1

    def to_json(self) -> dict[str, Any]:
        """The event as in `judge run --json` (without its French sentence, added by the renderer)."""
        return {
            "index": self.index,
            "kind": str(self.kind),
            "data": dict(self.data),
            "rules": list(self.rules),
            "parent": self.parent,
            "step": self.step,
        }

    def __repr__(self) -> str:
        args = ", ".join(f"{k}={v!r}" for k, v in self.data.items())
        return f"<{self.kind.value} {args} {list(self.rules)}>"
