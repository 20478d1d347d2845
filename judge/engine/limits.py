"""The engine's safety limit, in one documented place.

A run that would loop forever (repeated burn out with no winner in sight because the
victory score cannot be reached, triggers that re-trigger) stops when one scenario
action has caused `STEP_LIMIT` engine steps; the run ends with the error `step_limit` and, like
every refused action, the board is put back as it was before that action (`Game.apply`).
One step is one replacement applied (each burn out, 431.3, 431.5), one lethal-damage
cleanup or, later, one trigger or chain resolution.
"""

from __future__ import annotations

#: Engine steps one action may take before the run stops with `step_limit`.
STEP_LIMIT = 200

#: A whole run's budget, checked by the scenario layer (`judge.scenario.budget`): a board sent
#: to the web app or to `judge run` cannot make the server work for seconds.
#: Actions one scenario may list (checked when the file is read).
ACTION_LIMIT = 500
#: Engine steps all the actions of one run may take together (the run then ends with `step_limit`).
RUN_STEP_LIMIT = 500
#: Events one run may log in all (the run then ends with `step_limit`); one trace line is one event.
RUN_EVENT_LIMIT = 3000
#: Cards one board may hold, counted on the file before any card is made (a few hundred
#: players of 1,000-card decks in 12 KB took 3 s to set up).
BOARD_CARD_LIMIT = 10_000
#: Cards on the board times actions: each action looks at every card (phases, cleanup, the
#: invariants), so four thousand cards and five hundred `end_turn` took 8 s; past this the file is refused.
CARD_ACTION_LIMIT = 50_000
#: Bytes of one scenario file or board (`judge run`, `judge ask --board`, the web's request body).
MAX_FILE_BYTES = 256 * 1024
