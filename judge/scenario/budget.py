"""A run's budget (`judge.engine.limits`): actions, engine steps and events in all.

The engine stops one looping action at `STEP_LIMIT`; this module stops a whole run that is
long without looping (thousands of `end_turn`, a hundred aliased `burn`), so that no board
keeps the server or `judge run` busy for seconds. Crossing it ends the run with `step_limit`,
a value in `RunResult.error` like any other stop.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.limits import CARD_ACTION_LIMIT, RUN_EVENT_LIMIT, RUN_STEP_LIMIT
from judge.errors import RulesError, ScenarioError

if TYPE_CHECKING:
    from judge.engine.game import Game


class RunBudget:
    """Counts what the actions of one run have cost so far; `spend` raises past the limits."""

    def __init__(self, *, steps: int | None = None, events: int | None = None) -> None:
        self.step_limit = steps if steps is not None else RUN_STEP_LIMIT
        self.event_limit = events if events is not None else RUN_EVENT_LIMIT
        self.steps = 0

    def check_size(self, game: Game, actions: int, line: int | None) -> None:
        """Refuse a board whose cards times actions exceed `CARD_ACTION_LIMIT` (before any work)."""
        cards = sum(1 for _ in game.all_cards())
        work = cards * actions
        if work > CARD_ACTION_LIMIT:
            raise ScenarioError(
                f"plateau trop lourd : {cards} cartes et {actions} actions ({work} cartes × actions, "
                f"{CARD_ACTION_LIMIT} au plus) ; retirez des cartes ou des actions",
                line=line,
            )

    def spend(self, game: Game, step: int) -> None:
        """Adds the action just applied (`step`, from 0) to the run's cost; `step_limit` past a limit."""
        # The engine counts the steps of the current action only; the run adds them up.
        self.steps += game.steps_taken
        if self.steps > self.step_limit:
            raise self._stop(step, f"{self.steps} étapes du moteur en tout, {self.step_limit} au plus")
        events = len(game.log)
        if events > self.event_limit:
            raise self._stop(step, f"{events} événements dans la trace, {self.event_limit} au plus")

    def _stop(self, step: int, what: str) -> RulesError:
        return RulesError(
            f"budget de la simulation dépassé après l'action {step + 1} ({what}) : arrêt ; "
            "raccourcissez le scénario (moins d'actions, de cartes à piocher ou à brûler)",
            code="step_limit",
            details={"step": step, "limit": self.step_limit, "events_limit": self.event_limit},
        )
