"""The game's seeded random generator, which a snapshot can put back without copying its state first.

`Game.apply` takes a snapshot before every action (`snapshot`), and copying the Mersenne Twister's
whole state (`getstate`: a tuple of some six hundred integers) was a fifth of that snapshot's cost, for
actions that almost never shuffle.
`checkpoint` instead returns an empty `Checkpoint`; the generator fills every open checkpoint with its
state just before that state first changes (a draw, `seed`, `setstate`), so an empty checkpoint means
the state is still the one it had then, and `rewind` has nothing to do.

It draws exactly as `random.Random` does: every method of `random.Random` draws through `random` or
`getrandbits` (defining `getrandbits` keeps `random.Random`'s own `_randbelow`, hence the same shuffles).
"""

from __future__ import annotations

import random
import weakref
from typing import Any


class Checkpoint:
    """The generator's state when a snapshot was taken, copied only once the state changes (else None)."""

    __slots__ = ("__weakref__", "state")

    def __init__(self) -> None:
        self.state: Any = None


class GameRandom(random.Random):
    """`random.Random` with `checkpoint` and `rewind` (see the module's docstring)."""

    def __init__(self, seed: int = 0) -> None:
        # weak: a snapshot dropped once its action succeeded takes its checkpoint with it
        self._open: weakref.WeakSet[Checkpoint] = weakref.WeakSet()
        super().__init__(seed)

    def checkpoint(self) -> Checkpoint:
        """A checkpoint of the state now, for `rewind`."""
        mark = Checkpoint()
        self._open.add(mark)
        return mark

    def rewind(self, mark: Checkpoint) -> None:
        """Puts the state back as it was at `mark` (nothing to do when it has not changed since)."""
        if mark.state is not None:
            self.setstate(mark.state)

    def _before_change(self) -> None:
        """The open checkpoints receive the state about to change."""
        if self._open:
            state = super().getstate()
            for mark in self._open:
                mark.state = state
            self._open.clear()

    def random(self) -> float:
        """As `random.Random.random`."""
        self._before_change()
        return super().random()

    def getrandbits(self, k: int, /) -> int:
        """As `random.Random.getrandbits`."""
        self._before_change()
        return super().getrandbits(k)

    def seed(self, a: Any = None, version: int = 2) -> None:
        """As `random.Random.seed`."""
        self._before_change()
        super().seed(a, version)

    def setstate(self, state: Any) -> None:
        """As `random.Random.setstate`."""
        self._before_change()
        super().setstate(state)
