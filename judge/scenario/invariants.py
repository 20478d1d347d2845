"""Invariants checked after every step of every scenario (STYLE habit 10): no card is
created or lost across zones (tokens aside), no card is in two places, points never go down."""

from __future__ import annotations

from collections import Counter

from judge.engine.game import Game
from judge.scenario.result import Failure


class Invariants:
    """Remembers the board's cards and points, then checks each later board against them."""

    def __init__(self, game: Game) -> None:
        self.cards = {c.uid for c, _z in game.all_cards() if not c.is_token}
        self.points = {pid: p.points for pid, p in game.players.items()}

    def check(self, game: Game, step: int) -> list[Failure]:
        """Failures for this board (after action `step`); updates the remembered points."""
        failures: list[Failure] = []
        cards = game.cards()
        uids = [c.uid for c in cards]
        present = set(uids)
        if len(present) < len(uids):  # counted only then: this check runs after every action
            twice = sorted(uid for uid, n in Counter(uids).items() if n > 1)
            failures.append(Failure(step, "invariant", f"carte(s) à deux endroits à la fois : n° {twice}"))
        # `self.cards` holds no token, and a token's uid is never one of the setup's cards (`new_uid`):
        # the same set of uids means no card lost and none new, without reading each card's type
        if present != self.cards:
            now = {c.uid for c in cards if not c.is_token}
            lost, created = self.cards - now, now - self.cards
            if lost:
                failures.append(
                    Failure(step, "invariant", f"carte(s) perdue(s) entre les zones : n° {sorted(lost)}")
                )
            if created:
                failures.append(
                    Failure(step, "invariant", f"carte(s) apparue(s) de nulle part : n° {sorted(created)}")
                )
        for pid, p in game.players.items():
            if p.points < self.points[pid]:
                failures.append(
                    Failure(
                        step,
                        "invariant",
                        f"les points de {pid} ont baissé ({self.points[pid]} → {p.points}) (194.4)",
                        path=f"players.{pid}.points",
                        expected=f">= {self.points[pid]}",
                        actual=p.points,
                    )
                )
            self.points[pid] = p.points
        return failures
