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
