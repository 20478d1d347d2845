"""Checking a scenario's `expect:` against a run: state paths, ordered events, absent events, error."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from judge.engine.events import Event
from judge.engine.game import Game
from judge.engine.state import Card, Zone
from judge.engine.state_paths import PathError, value_at
from judge.errors import JudgeError
from judge.scenario.event_match import card_names, matches, values_equal
from judge.scenario.model import EventPattern, Expect
from judge.scenario.result import Failure


def check_expect(expect: Expect, game: Game, error: JudgeError | None) -> list[Failure]:
    """Every failure of `expect` for this final board, log and error."""
    failures: list[Failure] = []
    for item in expect.state:
        failures.extend(_check_state(game, item.path, item.value, item.line))
    names = card_names(game)
    failures.extend(_check_events(game.log, expect.events, names))
    for pattern in expect.no_events:
        for event in game.log:
            if matches(event, pattern, names):
                failures.append(
                    Failure(
                        event.step,
                        "no_events",
                        f"événement interdit « {pattern.kind} » survenu (événement n° {event.index})",
                        expected=f"aucun {pattern.kind}",
                        actual=event.data,
                        line=pattern.line,
                        event=event.index,
                    )
                )
                break
    actual_code = error.code if error is not None else None
    if expect.error != actual_code:
        step = error.details.get("step") if error is not None else None
        failures.append(
            Failure(
                step if isinstance(step, int) else None,
                "error",
                f"erreur attendue : {expect.error or 'aucune'} ; obtenue : {actual_code or 'aucune'}"
                + (f" ({error.message})" if error is not None else ""),
                expected=expect.error,
                actual=actual_code,
                line=expect.error_line or expect.line,
            )
        )
    return failures


def _card_matches(card: Card, expected: Any) -> bool:
    if expected is None:
        return card.name is None and card.domain is None
    text = str(expected).casefold()
    if card.alias is not None and card.alias.casefold() == text:
        return True
    names = card.definition.names() if card.definition is not None else ((card.name,) if card.name else ())
    if card.domain is not None:
        names = (*names, card.domain, f"rune {card.domain}", card.display)
    return any(n.casefold() == text for n in names)


def _same_cards(cards: list[Card], expected: Sequence[Any]) -> bool:
    """Multiset equality, each expected item matching a card by `id` or any of its names."""
    if len(cards) != len(expected):
        return False
    left = list(cards)
    # aliases first, so a name never takes the card an id names
    for item in sorted(expected, key=lambda e: 0 if any(c.alias == str(e) for c in left) else 1):
        for card in left:
            if _card_matches(card, item):
                left.remove(card)
                break
        else:
            return False
    return True


def _zone_cards(game: Game, parts: list[str]) -> list[Card] | None:
    if parts[0] == "players" and len(parts) in (3, 4) and parts[2] in {z.value for z in Zone}:
        return game.players[parts[1]].zone(Zone(parts[2]))
    if parts[0] == "battlefields" and len(parts) == 4 and parts[2] == "units":
        bf = game.battlefield(parts[1])
        return bf.units.get(parts[3], []) if bf is not None else []
    return None


def _check_state(game: Game, path: str, expected: Any, line: int) -> list[Failure]:
    try:
        actual = value_at(game, path)
    except PathError as err:
        return [Failure(None, "state", str(err), path=path, expected=expected, line=line)]
    parts = path.split(".")
    cards = _zone_cards(game, parts)
    if cards is not None and len(parts) in (3, 4) and parts[-1] != "count" and parts[-1] != "top":
        if isinstance(expected, list) and _same_cards(cards, expected):
            return []
    elif cards is not None and parts[-1] == "top":
        top = None
        if cards:
            top = cards[0] if parts[2] in (Zone.MAIN_DECK, Zone.RUNE_DECK) else cards[-1]
        if (top is None and expected is None) or (top is not None and _card_matches(top, expected)):
            return []
    elif values_equal(actual, expected):
        return []
    elif path == "winner" and actual is not None and str(expected) in game.teammates(str(actual)):
        return []  # 489.6.a.3: in 2v2 the whole team wins; any of its players may be named
    return [
        Failure(
            None,
            "state",
            f"{path} : attendu {_show(expected)}, obtenu {_show(actual)}",
            path=path,
            expected=expected,
            actual=actual,
            line=line,
        )
    ]


def _show(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    return repr(value) if isinstance(value, str) else str(value)


def _check_events(log: list[Event], patterns: list[EventPattern], names: dict[str, str]) -> list[Failure]:
    """The patterns must occur in this order (other events may come between)."""
    i = 0
    last = -1
    for pattern in patterns:
        while i < len(log) and not matches(log[i], pattern, names):
            i += 1
        if i == len(log):
            shown = f"{pattern.kind}" + (f" {pattern.fields}" if pattern.fields else "")
            return [
                Failure(
                    log[last].step if last >= 0 else None,
                    "events",
                    f"événement attendu « {shown} » introuvable après l'événement n° {last}"
                    f" ; suite obtenue : {', '.join(str(e.kind) for e in log[last + 1 :]) or 'rien'}",
                    expected=[p.kind for p in patterns],
                    actual=[str(e.kind) for e in log],
                    line=pattern.line,
                    event=last if last >= 0 else None,
                )
            ]
        last = i
        i += 1
    return []
