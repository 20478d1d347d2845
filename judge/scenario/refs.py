"""Card references in actions (`target: c1`, `targets: [Charm]`, `card` + `from`): checked
when the file is read, resolved to a card of the board when the action runs.

A reference is an `id` alias, or a card name (French or English) when exactly one copy
could be meant; two copies make an error that asks for an `id`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge.engine import registry
from judge.engine.cards import card_key
from judge.engine.game import Game
from judge.engine.state import Card
from judge.errors import RulesError, ScenarioError
from judge.scenario.model import ActionSpec, CardEntry, Setup
from judge.scenario.schema import suggest
from judge.scenario.yaml_nodes import LList

if TYPE_CHECKING:
    from judge.scenario.loader import _Reader

def refs_of(spec: ActionSpec) -> list[tuple[str, int]]:
    """Every card reference an action writes (the arguments its verb declares as `refs`), with its line."""
    out: list[tuple[str, int]] = []
    verb = registry.verb(spec.verb)
    for key in verb.refs if verb is not None else ():
        if key not in spec.args:
            continue
        value = spec.args[key]
        line = spec.arg_lines.get(key, spec.line)
        if isinstance(value, list):
            lines = value.lines if isinstance(value, LList) else [line] * len(value)
            out.extend((str(v), ln) for v, ln in zip(value, lines, strict=True))
        else:
            out.append(("" if value is None else str(value), line))
    return out


def _setup_names(setup: Setup) -> list[str]:
    entries: list[CardEntry] = []
    for p in setup.players:
        for zone in p.zones.values():
            entries.extend(zone)
        entries.extend(p.runes)
    for bf in setup.battlefields:
        entries.append(bf.entry)
        for units in bf.units.values():
            entries.extend(units)
    for item in setup.chain:
        if item.entry is not None:
            entries.append(item.entry)
    names: list[str] = []
    stack = list(entries)
    while stack:
        e = stack.pop()
        stack.extend(e.attached)
        if e.definition is not None:
            names.extend(e.definition.names())
    return names


def check_action_refs(reader: _Reader, spec: ActionSpec, setup: Setup) -> None:
    """Each reference names an alias or a card of the setup; else an error with suggestions."""
    verb = registry.verb(spec.verb)
    if verb is None or not verb.modelled:
        return
    names = _setup_names(setup)
    folded = {card_key(n) for n in names}
    for single, plural in (("target", "targets"), ("unit", "units")):
        if single in spec.args and plural in spec.args:
            reader.fail(f"donnez `{single}` ou `{plural}`, pas les deux", spec.line)
    seen: set[str] = set()
    # 820.2.a: a play's Répétition may choose the same target again; the engine checks each execution
    again = {str(t) for t in spec.args.get("targets") or ()} if spec.verb == "play" else set()
    for ref, line in refs_of(spec):
        if not ref:
            reader.fail("une cible est vide : donnez un `id` ou un nom de carte", line)
        if ref in seen and ref not in again:
            reader.fail(f"la carte « {ref} » est visée deux fois par la même action", line)
        seen.add(ref)
        if ref in reader.aliases or card_key(ref) in folded:
            continue
        reader.fail(
            f"carte « {ref} » inconnue : ni un `id` ni le nom d'une carte du plateau"
            f"{suggest(ref, [*reader.aliases, *names])}",
            line,
        )


def resolve(
    game: Game,
    ref: str,
    line: int,
    filename: str,
    scope: list[Card] | None = None,
    aliases: frozenset[str] | set[str] = frozenset(),
) -> Card:
    """The card a reference names on the board now.

    An `id` alias names one card wherever it is (the rules then judge the action); a name is
    looked for in `scope` first (the zone the action reads), then everywhere.
    """
    by_alias = game.card_by_alias(ref)
    if by_alias is not None:
        return by_alias
    everything = [c for c, _z in game.all_cards()]
    if ref in aliases:
        # The file gave this id to a card that no longer exists (a token off the board, 186.1).
        raise RulesError(
            f"action illégale : la carte « {ref} » n'existe plus "
            "(une création cesse d'exister hors du plateau, 186.1)",
            file=filename,
            line=line,
        )
    key = card_key(ref)

    def named(cards: list[Card]) -> list[Card]:
        """The cards answering to the name (French, English or an alias)."""
        return [
            c
            for c in cards
            if c.definition is not None and any(card_key(n) == key for n in c.definition.names())
        ]

    matches = named(scope) if scope is not None else []
    if not matches:
        matches = named(everything)
    if len(matches) > 1:
        where = ", ".join(sorted({str(game.zone_of(c)) for c in matches}))
        raise ScenarioError(
            f"« {ref} » peut désigner {len(matches)} exemplaires (zones : {where}) : "
            "donnez un `id` à celui que "
            "l'action vise",
            file=filename,
            line=line,
        )
    if not matches:
        known: list[Any] = [c.alias for c in everything if c.alias] + [c.name for c in everything if c.name]
        raise ScenarioError(
            f"aucune carte « {ref} » sur le plateau au moment de l'action{suggest(ref, known)}",
            file=filename,
            line=line,
        )
    return matches[0]
