"""The end of a game as a value (STYLE habit 8): `Outcome`, never an exception.

A win is recorded by `scoring.declare_winner` as `game.outcome`; from then on the game takes no
more actions (`Game.legality` refuses them) and every rule module that is still running stops at
its next check of `game.over` (431.3.c.1: a repeated burn out ends the game at once).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Outcome:
    """Who won, with their team in 2v2 (489.6.a.3), and whether it was outside cleanup (431.3.c.1)."""

    winner: str
    players: tuple[str, ...]
    points: int
    immediate: bool
    rules: tuple[str, ...] = ()
    team: str | None = None

    def __repr__(self) -> str:
        how = "immédiate" if self.immediate else "au nettoyage"
        return f"<Outcome {self.winner} {self.points} pts, {how}>"
