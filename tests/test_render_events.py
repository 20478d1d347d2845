"""French sentences for every event kind (judge.render)."""

from __future__ import annotations

from typing import Any

import pytest

from judge.engine.events import Event, EventKind
from judge.render import render_data, render_event
from judge.render.kinds import EVENT_KIND_NAMES, event_kind_name
from judge.render.messages import MESSAGES

SOLDAT = {"name": "Soldat d'essai", "id": "s1"}
ANONYME = {"name": None, "id": None}


def ev(kind: EventKind, data: dict[str, Any] | None = None, *, parent: int | None = None) -> Event:
    return Event(index=0, kind=kind, data=data or {}, rules=(), parent=parent, step=0)


#: Realistic data for every kind, in the engine's conventions.
SAMPLES: dict[EventKind, dict[str, Any]] = {
    EventKind.ACTION: {"verb": "draw", "player": "A", "count": 3},
    EventKind.DRAW: {"player": "A", "count": 2, "requested": 2, "done": 2},
    EventKind.BURN: {"player": "A", "count": 3, "requested": 3, "done": 3},
    EventKind.LOOK: {"player": "A", "count": 2, "requested": 5, "mode": "look"},
    EventKind.REVEAL: {"player": "A", "count": 1, "requested": 3, "mode": "reveal"},
    EventKind.BURNOUT: {"player": "A", "sequence": 1, "cause": "draw"},
    EventKind.RECYCLE: {"player": "A", "count": 5, "reason": "burnout", "to_zone": "main_deck"},
    EventKind.GAIN_POINT: {"player": "B", "amount": 1, "points": 1, "reason": "burnout", "burned_out": "A"},
    EventKind.WIN: {"player": "B", "winner": "B", "points": 8, "immediate": False},
    EventKind.EXHAUST: {"card": SOLDAT, "player": "A"},
    EventKind.READY: {"card": SOLDAT, "player": "A"},
    EventKind.MOVE: {"card": SOLDAT, "player": "A", "from_zone": "base", "to_zone": "battlefield:bf1"},
    EventKind.BANISH: {"card": SOLDAT, "player": "A", "from_zone": "hand", "to_zone": "banishment"},
    EventKind.KILL: {"card": SOLDAT, "player": "A", "from_zone": "base", "to_zone": "trash"},
    EventKind.DISCARD: {"card": SOLDAT, "player": "A", "from_zone": "hand", "to_zone": "trash"},
    EventKind.PLAY: {"card": SOLDAT, "player": "A"},
    EventKind.CHAIN_ADD: {"card": SOLDAT, "player": "A"},
    EventKind.FINALIZE: {"card": SOLDAT},
    EventKind.RESOLVE: {"card": SOLDAT},
    EventKind.TRIGGER: {"card": SOLDAT, "ability": "Lorsque vous me jouez, piochez 1 carte"},
    EventKind.TRIGGER_DECLINED: {"card": SOLDAT, "player": "A"},
    EventKind.REPLACE: {"note": "l'exténuation remplace la pioche"},
    EventKind.SKIP: {"player": "A", "requested": 3, "count": 1, "to_zone": "hand"},
    EventKind.COST_COMPUTED: {"card": SOLDAT, "cost": {"energy": 2, "power": {"fury": 1}}},
    EventKind.COST_PAID: {"player": "A", "card": SOLDAT, "cost": {"energy": 2}},
    EventKind.PLAY_CANCELLED: {"player": "A", "card": SOLDAT},
    EventKind.TAKE_CONTROL: {"player": "A", "battlefield": "bf1"},
    EventKind.LOSE_CONTROL: {"player": "B", "battlefield": "bf1"},
    EventKind.CONQUER: {"player": "A", "battlefield": "bf1"},
    EventKind.HOLD: {"player": "A", "battlefield": {"name": "Champ d'essai", "id": "bf1"}},
    EventKind.DRAW_INSTEAD_OF_POINT: {"player": "A"},
    EventKind.RUNE_POOL_EMPTIED: {"player": "A", "lost": {"energy": 3, "power": {"fury": 1}}},
    EventKind.PHASE: {"player": "A", "phase": "ending"},
    EventKind.TURN: {"player": "B", "number": 2, "phase": "awaken"},
    EventKind.CHOICE: {"player": "A", "choice": "burnout_opponent", "options": ["B", "D"], "answer": "D"},
    EventKind.NOTHING: {"card": SOLDAT, "reason": "already_exhausted"},
    EventKind.CLEANUP: {},
    EventKind.EFFECT_ENDED: {"effect": "+2 de puissance pendant ce tour"},
    EventKind.STEP_LIMIT: {"limit": 200},
}
# kinds added by the engine after the first list (looked up by value so this file stays importable)
_LATER: dict[str, dict[str, Any]] = {
    "put": {"player": "A", "count": 1, "cards": [SOLDAT], "from_zone": "main_deck", "to_zone": "hand"},
    "heal": {"card": SOLDAT, "amount": 2},
    "pass": {"player": "A", "next": "B"},
    "damage": {"amount": 3, "source": SOLDAT, "target": SOLDAT},
    "add_resource": {"player": "A", "energy": 1, "power": {}},
    "stun": {"card": SOLDAT, "player": "B"},
    "create": {"player": "A", "card": SOLDAT, "to_zone": "base"},
    "channel": {"player": "A", "count": 2, "requested": 2, "cards": [{"name": "Rune de fureur"}] * 2},
    "recall": {"card": SOLDAT, "player": "A", "from_zone": "battlefield:bf1", "to_zone": "base"},
    "return": {"card": SOLDAT, "player": "A", "from_zone": "base", "to_zone": "hand"},
    "buff": {"card": SOLDAT, "player": "A"},
    "might": {"card": SOLDAT, "amount": 2, "duration": "this_turn"},
    "keyword": {"card": SOLDAT, "keywords": ["Assaut 2"]},
    "detach": {"card": SOLDAT, "from_card": SOLDAT, "player": "A", "to_zone": "battlefield:bf1"},
    "replace_battlefield": {
        "card": {"name": "Hautes herbes"},
        "from_card": {"name": "Fosse de combat navori"},
        "battlefield": "fosse",
    },
    "xp": {"player": "A", "amount": 1, "xp": 3},
    "extra_turn": {"player": "A", "queue": ["A"]},
    "replacement_created": {
        "player": "A", "source": SOLDAT, "replaced": "would_move", "outcome": "skip", "cards": [SOLDAT]
    },
    "contested": {"player": "A", "battlefield": "bf1"},
    "showdown": {"player": "A", "battlefield": "bf1", "step": "start", "focus": "A", "combat": False},
    "combat": {"battlefield": "bf1", "step": "start", "attacker": "A", "defender": "B"},
    "counter": {"player": "B", "card": SOLDAT},
    "attach": {"player": "A", "card": SOLDAT, "target": SOLDAT, "from_zone": "base", "to_zone": "base"},
    "repeat": {"player": "A", "card": SOLDAT},
    "death_check": {"player": "A", "source": SOLDAT, "target": SOLDAT, "reason": "died"},
}
SAMPLES.update({EventKind(k): v for k, v in _LATER.items() if k in EventKind.__members__.values()})


def _check_sentence(text: str) -> None:
    assert text[:1].isupper() or text.startswith("«"), text
    assert text.endswith("."), text
    assert "{" not in text and "}" not in text, text
    assert "None" not in text, text


@pytest.mark.parametrize("kind", list(EventKind), ids=str)
def test_every_kind_has_a_template_and_a_sample(kind: EventKind) -> None:
    assert str(kind) in MESSAGES, f"pas de message pour {kind}"
    data = SAMPLES.get(kind, {"player": "A", "card": SOLDAT, "count": 1})
    _check_sentence(render_event(ev(kind, data)))


@pytest.mark.parametrize("kind", list(EventKind), ids=str)
def test_every_kind_renders_without_data(kind: EventKind) -> None:
    _check_sentence(render_event(ev(kind)))


@pytest.mark.parametrize("kind", list(EventKind), ids=str)
def test_every_kind_survives_odd_data(kind: EventKind) -> None:
    odd = {"player": None, "card": "texte", "cards": 3, "count": "beaucoup", "points": [1], "cost": "x"}
    _check_sentence(render_event(ev(kind, odd)))


def test_unknown_kind_is_generic() -> None:
    assert render_data("teleportation", {"player": "A"}) == "Événement « teleportation » : A."
    assert render_data("teleportation", None) == "Événement « teleportation »."


def test_samples_cover_every_kind() -> None:
    missing = [k for k in EventKind if k not in SAMPLES]
    assert not missing


def test_every_event_kind_has_a_french_tag() -> None:
    assert sorted(EVENT_KIND_NAMES) == sorted(k.value for k in EventKind)
    assert event_kind_name(EventKind.BURNOUT) == "exténuation" and event_kind_name("inconnu") == "inconnu"
