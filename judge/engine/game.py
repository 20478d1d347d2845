"""The `Game`: the whole board, its log, its seeded random generator and its choice interface.

Query, then change (STYLE habit 2): `legality(action)` answers without side effects;
`apply(action)` checks, performs the action through the rule modules (each citing its
rule numbers), then runs the state checks at their one point (`judge.engine.cleanup`).
Every change is an event appended to `log`. `copy()` gives an exact snapshot, the way
costs paid during a play will be rewound; `replacements` holds the replacement effects in
force (`judge.engine.replacement`). Where the next features plug in: `judge.engine`'s docstring.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache
from typing import Any

from judge.engine import actions as act
from judge.engine.burnout import BURN_OUT
from judge.engine.choices import Choices
from judge.engine.events import Event, EventKind
from judge.engine.limits import STEP_LIMIT
from judge.engine.replacement import Replacement
from judge.engine.state import Battlefield, Card, ChainItem, Location, Phase, Player, Turn, Zone
from judge.errors import RulesError

#: Victory score by mode (194.3, 485.3-489.3).
VICTORY_SCORES = {"duel": 8, "2v2": 11}


class GameOver(Exception):
    """Raised inside an action when a player wins at once (431.3.c.1); stops the action."""


class StepLimitError(RulesError):
    """An action took more than `STEP_LIMIT` engine steps (a loop)."""

    code = "step_limit"


class Game:
    """A Riftbound board in play."""

    def __init__(
        self,
        players: list[Player],
        *,
        mode: str = "duel",
        victory_score: int | None = None,
        seed: int = 0,
        turn: Turn | None = None,
    ) -> None:
        self.players: dict[str, Player] = {p.id: p for p in players}
        self.order: list[str] = [p.id for p in players]
        self.mode = mode
        self.victory_score = victory_score if victory_score is not None else VICTORY_SCORES.get(mode, 8)
        self.seed = seed
        self.rng = random.Random(seed)
        self.turn = turn or Turn(player=self.order[0])
        self.battlefields: list[Battlefield] = []
        self.chain: list[ChainItem] = []
        self.log: list[Event] = []
        self.winner: str | None = None
        self.turn_effects: list[str] = []  # "this turn" effects, ended at 317.2.c
        # Replacement effects in force, the rules' own first (431.5); see `replacement`.
        self.replacements: list[Replacement] = [BURN_OUT]
        self.step = -1
        self._parents: list[int] = []
        self._steps_taken = 0
        self._choices = Choices([], -1)
        self._next_uid = 0

    # ----- cards and places -------------------------------------------------------------

    def new_uid(self) -> int:
        """A fresh card identity."""
        self._next_uid += 1
        return self._next_uid

    def locations(self) -> Iterator[Location]:
        """Every list that holds cards, with its zone name and owner."""
        for pid, player in self.players.items():
            for zone, cards in player.zones.items():
                yield Location(str(zone), pid, cards)
        for bf in self.battlefields:
            for pid, units in bf.units.items():
                yield Location(bf.zone_name, pid, units)

    def all_cards(self) -> Iterator[tuple[Card, str]]:
        """Every card in a zone (attached gear included) or on the chain, with its zone name."""
        for loc in self.locations():
            for card in loc.container:
                yield card, loc.zone
                for gear in card.attached:
                    yield gear, loc.zone
        for item in self.chain:
            if item.card is not None:
                yield item.card, str(Zone.CHAIN)
        for bf in self.battlefields:
            yield bf.card, bf.zone_name

    def locate(self, card: Card) -> Location | None:
        """Where a card is, or None (on the chain, attached, or gone)."""
        for loc in self.locations():
            if any(c is card for c in loc.container):
                return loc
        return None

    def zone_of(self, card: Card) -> str | None:
        """The spec's `.zone` value for a card."""
        for c, zone in self.all_cards():
            if c is card:
                return zone
        return None

    def card_by_uid(self, uid: int) -> Card:
        """The card with this identity; a `RulesError` if it has left the game."""
        for c, _zone in self.all_cards():
            if c.uid == uid:
                return c
        raise RulesError(f"la carte n°{uid} n'est plus en jeu")

    def battlefield(self, alias: str) -> Battlefield | None:
        """A battlefield by its alias (or its card name when it has no alias)."""
        for bf in self.battlefields:
            if bf.alias == alias:
                return bf
        return None

    def take(self, card: Card) -> Location:
        """Removes a card from where it is and says where that was."""
        loc = self.locate(card)
        if loc is None:
            raise RulesError(f"{card.display} n'est dans aucune zone d'où elle puisse partir")
        loc.container.remove(card)
        return loc

    # ----- players ----------------------------------------------------------------------

    def teammates(self, pid: str) -> list[str]:
        """Players of the same team (489.8), the player included."""
        team = self.players[pid].team
        if team is None:
            return [pid]
        return [q for q in self.order if self.players[q].team == team]

    def opponents(self, pid: str) -> list[str]:
        """Every player not on this player's team, in turn order."""
        mates = set(self.teammates(pid))
        return [q for q in self.order if q not in mates]

    # ----- the log ----------------------------------------------------------------------

    def emit(self, kind: EventKind, data: dict[str, Any], rules: tuple[str, ...] = ()) -> Event:
        """Appends one event, inside the current parent, and returns it."""
        event = Event(
            index=len(self.log),
            kind=kind,
            data=data,
            rules=rules,
            parent=self._parents[-1] if self._parents else None,
            step=self.step,
        )
        self.log.append(event)
        return event

    @contextmanager
    def inside(self, event: Event) -> Iterator[Event]:
        """Events emitted in this block are children of `event`."""
        self._parents.append(event.index)
        try:
            yield event
        finally:
            self._parents.pop()

    def tick(self) -> None:
        """Counts one engine step; stops a looping action at `STEP_LIMIT` (see `limits`)."""
        self._steps_taken += 1
        if self._steps_taken > STEP_LIMIT:
            self.emit(EventKind.STEP_LIMIT, {"limit": STEP_LIMIT})
            raise StepLimitError(
                f"limite de {STEP_LIMIT} étapes atteinte pendant l'action {self.step + 1} : "
                "la partie boucle (exténuations répétées sans vainqueur possible, déclencheurs qui se "
                "redéclenchent) ; arrêt",
                details={"step": self.step, "limit": STEP_LIMIT},
            )

    # ----- choices ----------------------------------------------------------------------

    def choose(self, player: str, name: str, options: list[str], rules: tuple[str, ...] = ()) -> str:
        """Asks `player` the choice `name`; answered from the action's `choices:` (see `choices`)."""
        answer, automatic = self._choices.choose(player, name, options)
        self.emit(
            EventKind.CHOICE,
            {
                "player": player,
                "choice": name,
                "options": list(options),
                "answer": answer,
                "automatic": automatic,
            },
            rules,
        )
        return answer

    # ----- query, then change -----------------------------------------------------------

    def legality(self, action: act.Action) -> str | None:
        """Why `action` is illegal on this board (a French reason), or None; no side effects."""
        if self.winner is not None:
            return f"la partie est terminée : {self.winner} a gagné"
        check = _legality_checks().get(type(action))
        return check(self, action) if check is not None else None

    def apply(self, action: act.Action, step: int | None = None) -> None:
        """Checks and performs one action, then runs the state checks (cleanup)."""
        from judge.engine import cleanup

        self.step = step if step is not None else self.step + 1
        reason = self.legality(action)
        if reason is not None:
            raise RulesError(
                f"action illégale : {reason}", code="illegal_action", details={"step": self.step}
            )
        self._steps_taken = 0
        self._choices = Choices(action.choices, self.step)
        root = self.emit(EventKind.ACTION, {"verb": action.verb, **_action_data(self, action)})
        with self.inside(root):
            try:
                _performers()[type(action)](self, action)
                cleanup.run_cleanup(self)
            except GameOver:
                pass
        leftover = self._choices.unused()
        if leftover and self.winner is None:
            raise RulesError(
                f"réponse(s) de `choices:` jamais demandée(s) : {', '.join(map(str, leftover))}",
                code="unused_choice",
                details={"step": self.step},
            )

    def copy(self) -> Game:
        """An exact, independent snapshot (random generator state included), e.g. to rewind a play.

        What never changes is shared rather than copied: the events already logged (an event is
        never changed once emitted) and card definitions (see `Card.__deepcopy__`).
        """
        rng = random.Random()
        rng.setstate(self.rng.getstate())  # far cheaper than deep-copying the state tuple
        memo: dict[int, Any] = {id(event): event for event in self.log}
        memo[id(self.rng)] = rng
        return copy.deepcopy(self, memo)

    @property
    def phase(self) -> Phase:
        """The current phase."""
        return self.turn.phase


def _action_data(game: Game, action: act.Action) -> dict[str, Any]:
    """The root event's data: the action's arguments, with cards as `{"name", "id"}`."""
    data: dict[str, Any] = {}
    for key, value in vars(action).items():
        if key == "choices":
            continue
        if key in ("targets", "units"):
            data["cards"] = [game.card_by_uid(uid).ref() for uid in value]
        elif key == "then":
            data["then"] = [{"to": t.to, "count": t.count} for t in value]
        else:
            data[key] = value
    return data


@cache
def _performers() -> dict[type[act.Action], Callable[[Game, Any], None]]:
    """Action type → the rule module's function that performs it (built once)."""
    # Imported here: the rule modules import this one for `Game` and `GameOver`.
    from judge.engine import draw, exhaust, move, removal, scoring, turn

    return {
        act.Draw: draw.do_draw,
        act.Burn: draw.do_burn,
        act.Look: draw.do_look,
        act.Exhaust: exhaust.do_exhaust,
        act.Ready: exhaust.do_ready,
        act.Move: move.do_move,
        act.Banish: removal.do_banish,
        act.Recycle: removal.do_recycle,
        act.Discard: removal.do_discard,
        act.Kill: removal.do_kill,
        act.GainPoints: scoring.do_gain_points,
        act.EndTurn: turn.do_end_turn,
        act.NextPhase: turn.do_next_phase,
    }


@cache
def _legality_checks() -> dict[type[act.Action], Callable[[Game, Any], str | None]]:
    """Action type → its legality query, for the actions the rules can forbid (built once)."""
    from judge.engine import move, removal

    return {
        act.Move: move.move_legality,
        act.Banish: removal.banish_legality,
        act.Discard: removal.discard_legality,
        act.Kill: removal.kill_legality,
        act.Recycle: removal.recycle_legality,
    }
