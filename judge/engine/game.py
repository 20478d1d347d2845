"""The `Game`: the whole board, its log, its seeded random generator and its choice interface.

Query, then change (STYLE habit 2): `legality(action)` and `legal_actions()` answer without side
effects; `apply(action)` is a transaction: it checks the action, performs it through the verb
registry (`registry`: each verb's performer lives in its rule module, which this module never
imports), then runs the state checks at their one point (`cleanup`, reached through the
registry's hook). An action that is refused, that the engine does not model or that loops leaves
the board exactly as before (`snapshot`); a choice nobody answered leaves it as before too, with
the `Decision` pending, and `answer` resumes it. The end of the game is `outcome`, a value.
Every change is an event appended to `log`; `replacements` holds the replacement effects in
force (`replacement`). Where the next features plug in: `judge.engine`'s docstring.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator
from typing import Any

from judge.engine import actions as act
from judge.engine import registry, snapshot
from judge.engine.choices import Choices, Unanswered
from judge.engine.decisions import Decision
from judge.engine.events import Event, EventKind, NotModelled
from judge.engine.limits import STEP_LIMIT
from judge.engine.outcome import Outcome
from judge.engine.replacement import Replacement
from judge.engine.rng import GameRandom
from judge.engine.state import (
    Battlefield,
    Card,
    ChainItem,
    Location,
    Phase,
    Player,
    Turn,
    Zone,
    is_board_zone,
)
from judge.errors import JudgeError, NotModelledError, RulesError

#: Victory score by mode (194.3, 485.3-489.3).
VICTORY_SCORES = {"duel": 8, "2v2": 11}

#: The verbs whose refusal is logged as `play_cancelled` once the board is rewound.
CANCELLABLE = ("play", "activate")
#: A refusal's code → the rules of the cancel: a check of 358 failed (358.5), the costs (358.2, 444.2.a).
CANCEL_RULES: dict[str, tuple[str, ...]] = {
    "cost_unpaid": ("358.2", "358.5", "444.2.a"),
    "illegal_action": ("358.5",),
}


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
        registry.verbs()  # every rule module registered (verbs, state checks, the rules' replacements)
        self.players: dict[str, Player] = {p.id: p for p in players}
        self.order: list[str] = [p.id for p in players]
        self.mode = mode
        self.victory_score = victory_score if victory_score is not None else VICTORY_SCORES.get(mode, 8)
        self.seed = seed
        self.rng = GameRandom(seed)
        self.turn = turn or Turn(player=self.order[0])
        self.battlefields: list[Battlefield] = []
        self.chain: list[ChainItem] = []
        self.log: list[Event] = []
        self.outcome: Outcome | None = None
        self.pending: Decision | None = None
        self.turn_effects: list[str] = []  # "this turn" effects, ended at 317.2.c
        # Replacement effects in force, the rules' own first (431.5); see `replacement`.
        self.replacements: list[Replacement] = list(registry.RULES_REPLACEMENTS)
        # Triggered abilities (382–392, `triggers`): triggered and waiting to go on the chain, the
        # delayed ones in force, and (turn, source uid, ability index) of each one done (383.3.e).
        self.triggered: list[Any] = []
        self.delayed: list[Any] = []
        self.trigger_uses: list[tuple[int, int, int]] = []
        # « si elle meurt » read at the cleanup after the resolution (428.5.c, `died`)
        self.awaiting_deaths: list[Any] = []
        self.step = -1
        self._parents: list[int] = []
        self._steps_taken = 0
        self._choices = Choices([], -1)
        self._next_uid = 0
        self._by_uid: dict[int, Card] = {}
        self._by_alias: dict[str, Card] = {}
        self._player_locations = [
            Location(str(zone), pid, cards)
            for pid, p in self.players.items()
            for zone, cards in p.zones.items()
        ]
        # The players' board lists (base, legend, runes), in `locations` order: a zone's list is never
        # replaced, only changed in place, so this holds for the whole game (read at every cleanup pass).
        self._player_board = [loc.container for loc in self._player_locations if is_board_zone(loc.zone)]
        self._player_lists = [(loc.zone, loc.container) for loc in self._player_locations]

    # ----- cards and places -------------------------------------------------------------

    def new_uid(self) -> int:
        """A fresh card identity."""
        self._next_uid += 1
        return self._next_uid

    def locations(self) -> Iterator[Location]:
        """Every list that holds cards, with its zone name and owner."""
        yield from self._player_locations
        for bf in self.battlefields:
            zone = bf.zone_name
            for pid, units in bf.units.items():
                yield Location(zone, pid, units)

    def zone_lists(self) -> list[tuple[str, list[Card]]]:
        """Every list that holds cards with its zone name, in `locations` order (no `Location` built)."""
        pairs = list(self._player_lists)
        for bf in self.battlefields:
            zone = bf.zone_name
            pairs.extend((zone, units) for units in bf.units.values())
        return pairs

    def all_cards(self) -> list[tuple[Card, str]]:
        """Every card in a zone (attached gear included) or on the chain, with its zone name."""
        out: list[tuple[Card, str]] = []
        for zone, cards in self.zone_lists():
            for card in cards:
                out.append((card, zone))
                if card.attached:
                    out.extend((gear, zone) for gear in card.attached)
        chain = str(Zone.CHAIN)
        out.extend((item.card, chain) for item in self.chain if item.card is not None)
        out.extend((bf.card, bf.zone_name) for bf in self.battlefields)
        return out

    def cards(self) -> list[Card]:
        """The cards of `all_cards`, in its order, without their zone names (no pair built)."""
        out = _with_attached([cards for _zone, cards in self.zone_lists()])
        out.extend(item.card for item in self.chain if item.card is not None)
        out.extend(bf.card for bf in self.battlefields)
        return out

    def cards_where(self, test: Callable[[str], bool]) -> list[Card]:
        """The cards (attached gear included) of every zone whose name passes `test`, e.g. `is_board_zone`."""
        if test is is_board_zone:
            return self.board_cards()
        lists = [loc.container for loc in self._player_locations if test(loc.zone)]
        for bf in self.battlefields:
            if test(bf.zone_name):
                lists.extend(bf.units.values())
        out = _with_attached(lists)
        if self.chain and test(str(Zone.CHAIN)):
            out.extend(item.card for item in self.chain if item.card is not None)
        out.extend(bf.card for bf in self.battlefields if test(bf.zone_name))
        return out

    def board_cards(self) -> list[Card]:
        """The cards on the board (107), attached gear included, in `locations` order: the bases, legends
        and runes, the units at each battlefield, then the battlefields themselves."""
        lists = list(self._player_board)
        for bf in self.battlefields:
            lists.extend(bf.units.values())
        out = _with_attached(lists)
        out.extend(bf.card for bf in self.battlefields)
        return out

    def card_by_alias(self, alias: str) -> Card | None:
        """The card a scenario's `id` names, or None when no card in the game has it (any more)."""
        card = self._by_alias.get(alias)
        if card is None or card.is_token:
            self._by_alias = {c.alias: c for c, _zone in self.all_cards() if c.alias}
            card = self._by_alias.get(alias)
        return card

    def locate(self, card: Card) -> Location | None:
        """Where a card is, or None (on the chain, attached, or gone)."""
        # `in` compares cards by identity (`Card` has eq=False), at C speed
        for loc in self._player_locations:
            if card in loc.container:
                return loc
        for bf in self.battlefields:
            for pid, units in bf.units.items():
                if card in units:
                    return Location(bf.zone_name, pid, units)
        return None

    def zone_of(self, card: Card) -> str | None:
        """The spec's `.zone` value for a card."""
        # `all_cards` order, list by list: a card in a list, or attached to one of its cards, is in its
        # zone; `in` compares cards by identity (`Card` has eq=False), at C speed
        for zone, cards in self.zone_lists():
            if card in cards:
                return zone
            for other in cards:
                if other.attached and card in other.attached:
                    return zone
        if any(item.card is card for item in self.chain):
            return str(Zone.CHAIN)
        for bf in self.battlefields:
            if bf.card is card:
                return bf.zone_name
        return None

    def card_by_uid(self, uid: int) -> Card:
        """The card with this identity; a `RulesError` if it has left the game.

        Only a token leaves the game (186.1), so another card found once is found for good."""
        card = self._by_uid.get(uid)
        if card is None or card.is_token:
            self._by_uid = {c.uid: c for c, _zone in self.all_cards()}
            card = self._by_uid.get(uid)
            if card is None:
                raise RulesError(f"la carte n°{uid} n'est plus en jeu")
        return card

    def battlefield(self, alias: str) -> Battlefield | None:
        """A battlefield by its alias (or its card name when it has no alias)."""
        for bf in self.battlefields:
            if bf.alias == alias:
                return bf
        return None

    # ----- players and the end of the game ----------------------------------------------

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

    @property
    def winner(self) -> str | None:
        """The winner's id once the game is over (`outcome`), else None."""
        return self.outcome.winner if self.outcome is not None else None

    @property
    def over(self) -> bool:
        """True once a player has won: rule modules still running stop at this check."""
        return self.outcome is not None

    # ----- the log ----------------------------------------------------------------------

    def emit(self, kind: EventKind, data: dict[str, Any], rules: tuple[str, ...] = ()) -> Event:
        """Appends one event, inside the current parent, and returns it (data typed in `payloads`)."""
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

    def enclosing(self, kind: EventKind, outermost: bool = False) -> Event | None:
        """The innermost (or `outermost`) event of `kind` that the events emitted now are inside (a
        resolution…), or None."""
        for index in self._parents if outermost else reversed(self._parents):
            if self.log[index].kind is kind:
                return self.log[index]
        return None

    def inside(self, event: Event) -> _Inside:
        """Events emitted in this block (`with game.inside(event):`) are children of `event`."""
        return _Inside(self._parents, event)

    @property
    def steps_taken(self) -> int:
        """Engine steps the current action has taken so far (a run adds them up: `scenario.budget`)."""
        return self._steps_taken

    def tick(self) -> None:
        """Counts one engine step; stops a looping action at `STEP_LIMIT` (see `limits`)."""
        self._steps_taken += 1
        if self._steps_taken > STEP_LIMIT:
            raise StepLimitError(
                f"limite de {STEP_LIMIT} étapes atteinte pendant l'action {self.step + 1} : "
                "la partie boucle (exténuations répétées sans vainqueur possible, déclencheurs qui se "
                "redéclenchent) ; arrêt, plateau remis comme avant l'action",
                details={"step": self.step, "limit": STEP_LIMIT},
            )

    # ----- choices ----------------------------------------------------------------------

    def next_choice_name(self) -> str | None:
        """The name the next answer of `choices:` gives its choice, if it names one (a player's order of
        payment, 357.2)."""
        return self._choices.next_name()

    def next_choice_is_list(self, name: str) -> bool:
        """Whether the next answer of `choices:` for choice `name` is a list (several picks answered at
        once, spec « Choices »: `- [r1, r2]`)."""
        return self._choices.next_is_list(name)

    def choose(self, player: str, name: str, options: list[str], rules: tuple[str, ...] = ()) -> str:
        """Asks `player` the choice `name` (documented in `decisions.CHOICE_NAMES`).

        The answer comes from the action's `choices:`, or is the only legal option; otherwise the
        action stops here and `apply` leaves the decision pending (`decisions`)."""
        try:
            answer, automatic = self._choices.choose(player, name, options)
        except Unanswered as ask:
            ask.rules = rules
            raise
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
        )  # fmt: skip
        return answer

    def choose_value(
        self,
        player: str,
        name: str,
        check: Callable[[Any], str | None],
        rules: tuple[str, ...] = (),
        shown: tuple[str, ...] = (),
    ) -> Any:
        """Asks `player` a choice with a structured answer (a split, several targets), refused by `check`
        with a French reason; like `choose`, an unanswered one leaves a `Decision` pending (offering
        `shown`, e.g. « oui » and « non », to a judge)."""
        try:
            answer = self._choices.choose_value(player, name, check, shown)
        except Unanswered as ask:
            ask.rules = rules
            raise
        self.emit(
            EventKind.CHOICE,
            {"player": player, "choice": name, "options": [], "answer": answer, "automatic": False},
            rules,
        )
        return answer

    # ----- query, then change -----------------------------------------------------------

    def legality(self, action: act.Action) -> str | NotModelled | None:
        """Why `action` cannot be applied now (a French reason, or `NotModelled`), or None.

        No side effects: the web page and `legal_actions` ask it freely."""
        if self.outcome is not None:
            return f"la partie est terminée : {self.outcome.winner} a gagné"
        if self.pending is not None:
            return f"un choix attend sa réponse : « {self.pending.choice} » pour {self.pending.player}"
        verb = registry.for_action(action)
        if verb.legality is None:
            return NotModelled(verb.name, verb.not_modelled or verb.name)
        return verb.legality(self, action)

    def legal_actions(self) -> list[act.Action]:
        """Every action the registry's verbs offer on this board that is legal now (no side effects)."""
        if self.outcome is not None or self.pending is not None:
            return []
        return [
            action
            for verb in registry.verbs().values()
            if verb.candidates is not None
            for action in verb.candidates(self)
            if self.legality(action) is None
        ]

    def apply(self, action: act.Action, step: int | None = None) -> Outcome | Decision | None:
        """Checks and performs one action as a transaction, then runs the state checks.

        Returns the `Outcome` when the game is over, the pending `Decision` when a choice waits
        for an answer (the board is as before the action), else None. A refusal raises a
        `JudgeError` (`illegal_action`, `not_modelled`, `step_limit`, `unused_choice`) and leaves
        the board, the log and the random generator exactly as before, except that a refused
        `play` or `activate` (`cost_unpaid`, `illegal_action`) then logs one `play_cancelled`
        event saying why (358.5)."""
        before = snapshot.take(self)
        self.step = step if step is not None else self.step + 1
        try:
            reason = self.legality(action)
            if isinstance(reason, NotModelled):
                raise NotModelledError(
                    f"{reason.text} — pas encore modélisé", details={"step": self.step, "what": reason.what}
                )
            if reason is not None:
                raise RulesError(
                    f"action illégale : {reason}", code="illegal_action", details={"step": self.step}
                )
            self._perform(action)
        except Unanswered as ask:
            snapshot.restore(self, before)
            self.step = step if step is not None else before.scalars["step"] + 1
            self.pending = Decision(
                player=ask.player,
                choice=ask.name,
                options=ask.options,
                rules=ask.rules,
                step=self.step,
                action=action,
                at=ask.at,
                hint=ask.hint,
                check=ask.check,
            )
            return self.pending
        except JudgeError as err:
            snapshot.restore(self, before)
            self._log_cancelled(action, err, step if step is not None else before.scalars["step"] + 1)
            raise
        return self.outcome

    def _log_cancelled(self, action: act.Action, err: JudgeError, step: int) -> None:
        """After the rewind, the one trace of a play or activation that was refused (358.5: what
        the process did is undone and the action is cancelled; 444.2.a: an unpaid cost cancels it)."""
        if action.verb not in CANCELLABLE or err.code not in CANCEL_RULES:
            return
        data: dict[str, Any] = {"reason": err.code, "message": err.message}
        player = getattr(action, "player", None)
        if isinstance(player, str):
            data["player"] = player
        uid = getattr(action, "card", getattr(action, "source", None))
        if isinstance(uid, int):
            try:
                data["card"] = self.card_by_uid(uid).ref()
            except RulesError:
                pass  # a token gone from the game: the cancel is logged without it
        if action.verb == "activate":
            data["ability"] = str(getattr(action, "ability", ""))
        kept, self.step = self.step, step
        try:
            self.emit(EventKind.PLAY_CANCELLED, data, rules=CANCEL_RULES[err.code])
        finally:
            self.step = kept  # the board's step stays as before the refused action

    def _perform(self, action: act.Action) -> None:
        """The action's performer inside its root event, the state checks, then leftover answers."""
        self._steps_taken = 0
        self._choices = Choices(action.choices, self.step)
        root = self.emit(EventKind.ACTION, {"verb": action.verb, **_action_data(self, action)})
        perform = registry.for_action(action).perform
        assert perform is not None  # a verb without a performer has no legality: refused above
        with self.inside(root):
            perform(self, action)
            self.run_state_checks()
        leftover = self._choices.unused()
        if leftover and self.outcome is None:
            raise RulesError(
                f"réponse(s) de `choices:` jamais demandée(s) : {', '.join(map(str, leftover))}",
                code="unused_choice",
                details={"step": self.step},
            )

    def run_state_checks(self) -> None:
        """The state checks at their one point (cleanup, 318-323): after every action, and where the
        rules add one (a chain item resolved, the expiration step); nothing once the game is over."""
        if self.outcome is None:
            for check in registry.STATE_CHECKS:
                check(self)

    def answer(self, value: Any) -> Outcome | Decision | None:
        """Answers the pending decision and resumes the game from it (as `apply` returns).

        The action that asked runs again from the same state with `value` put where the choice
        was asked, so it goes on from that point; an illegal answer raises `illegal_action` and
        leaves the decision pending."""
        decision = self.pending
        if decision is None:
            raise RulesError("aucun choix n'attend de réponse", code="unused_choice")
        refusal = decision.refusal(value)
        if refusal is not None:
            raise RulesError(refusal, code="illegal_action", details=decision.to_json())
        given = decision.action.choices
        answers = (*given[: decision.at], {decision.choice: value}, *given[decision.at :])
        self.pending = None
        try:
            return self.apply(_with_choices(decision.action, answers), step=decision.step)
        except JudgeError:
            self.pending = decision
            raise

    def copy(self) -> Game:
        """An exact, independent twin (random generator state included), e.g. to try an action.

        What never changes is shared rather than copied: the events already logged (an event is
        never changed once emitted) and card definitions (see `Card.__deepcopy__`). To undo in
        place, `snapshot.take` and `snapshot.restore` are cheaper.
        """
        rng = GameRandom()
        rng.setstate(self.rng.getstate())  # far cheaper than deep-copying the state tuple
        memo: dict[int, Any] = {id(event): event for event in self.log}
        memo[id(self.rng)] = rng
        return copy.deepcopy(self, memo)

    @property
    def phase(self) -> Phase:
        """The current phase."""
        return self.turn.phase


class _Inside:
    """`Game.inside`'s block: a class rather than a `contextmanager` generator, five times cheaper, and
    entered about seventy times per twenty actions (every chain item, trigger and resolution)."""

    __slots__ = ("_event", "_parents")

    def __init__(self, parents: list[int], event: Event) -> None:
        self._parents = parents
        self._event = event

    def __enter__(self) -> Event:
        self._parents.append(self._event.index)
        return self._event

    def __exit__(self, *_exc: object) -> None:
        self._parents.pop()  # whatever the block raised, which goes on


def _with_attached(lists: list[list[Card]]) -> list[Card]:
    """The cards of `lists`, in order, each followed by the cards attached to it (one call for all the
    lists: the board queries run at every cleanup pass, and a call per list costs more than its loop)."""
    out: list[Card] = []
    for cards in lists:
        for card in cards:
            out.append(card)
            if card.attached:
                out.extend(card.attached)
    return out


def _with_choices(action: act.Action, answers: tuple[Any, ...]) -> act.Action:
    """The same action with other `choices:` answers."""
    import dataclasses

    return dataclasses.replace(action, choices=answers)


def _action_data(game: Game, action: act.Action) -> dict[str, Any]:
    """The root event's data: the action's arguments, with cards as `{"name", "id"}`."""
    data: dict[str, Any] = {}
    for key, value in vars(action).items():
        if key == "choices" or value is None:
            continue  # an optional argument not written (`player` of a move)
        if key in ("card", "source") and isinstance(value, int):  # play, activate: a card's uid
            data[key] = game.card_by_uid(value).ref()
        elif key in ("targets", "units"):
            data["cards"] = [game.card_by_uid(uid).ref() for uid in value]
        elif key == "then":
            data["then"] = [{"to": t.to, "count": t.count} for t in value]
        else:
            data[key] = value
    return data
