"""State checks at their one point (STYLE habit 7): cleanup (318-323) after every action.

What is modelled: the victory step (323.1, 194.2), combat designations (323.2), units with lethal
damage dying (323.5, 142.4.b, 428.4), control lost over a battlefield its controller's units no
longer occupy, unless a showdown or combat goes on there (323.6, 190.4.b), and the recall step
(323.7: unattached gear and runes at battlefields, permanents and runes in another player's base,
back to their controller's base; hidden cards are not modelled). The last steps, staging and opening
showdowns and combats (323.8-323.14), are `showdown.stage_and_open`, the next state check.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine import registry, removal, scoring, statics, triggers
from judge.engine.events import EventKind
from judge.engine.state import BATTLEFIELD_PREFIX, Card, Location, Zone
from judge.engine.zones import Place, move_cards

if TYPE_CHECKING:
    from judge.engine.game import Game


#: Zone names as plain strings, as `game.locations()` gives them (a plain string compared with a `Zone`
#: member is slower): the bases hold permanents (428.1), and another player's cards are recalled from a
#: base or a rune zone (323.7).
_BASE, _RUNES = Zone.BASE.value, Zone.RUNES.value


def run_cleanup(game: Game) -> None:
    """One cleanup; repeats while it changes the board (322), each pass one engine step (`tick`)."""
    while True:
        scoring.victory_check(game)
        if game.winner is not None:
            return
        # One walk of the zones for the whole pass: designating, the passive abilities and the lethal
        # damage move no card, and a pass that kills or recalls ends here (its next pass walks anew).
        locations = list(game.locations())
        designate(game, locations)
        statics.refresh(game)  # 363, 727.1.c.2: passive abilities as the board is now
        permanents, recalled_from = _sorted(locations)
        dying = [
            card
            for loc in permanents
            for card in loc.container
            if card.damage > 0 and card.might is not None and card.damage >= card.might
        ]
        if dying:
            game.tick()
            # 323.5 (task 3b): lethal damage (142.4.b) kills, a passive kill (428.1.a.2) from cleanup (428.4).
            removal.kill_cards(game, dying, rules=("323.5", "142.4.b", "428.1.a.2", "428.4"), lethal=True)
            continue
        changed = _lose_control(game)
        changed = _recall(game, recalled_from) or changed
        if not changed:
            return
        game.tick()


def _sorted(locations: list[Location]) -> tuple[list[Location], list[Location]]:
    """The zones where permanents stand (bases and battlefields, 428.1) and those the recall step reads
    (battlefields, bases and rune zones, 323.7), in `locations` order, each name read once."""
    permanents: list[Location] = []
    recalled_from: list[Location] = []
    for loc in locations:
        zone = loc.zone
        if zone == _BASE or zone.startswith(BATTLEFIELD_PREFIX):
            permanents.append(loc)
            recalled_from.append(loc)
        elif zone == _RUNES:
            recalled_from.append(loc)
    return permanents, recalled_from


def designate(game: Game, locations: list[Location] | None = None) -> None:
    """323.2: during a combat, units at its battlefield take their controller's designation (attacker or
    defender, 464.2.c.3); units elsewhere lose theirs (323.2.c). A unit that becomes an attacker or a
    defender, when the combat opens or when it joins it, is what `attacks` and `defends` wait for.

    `locations`: the zones as `game.locations()` lists them now, when the caller has them."""
    turn = game.turn
    if not turn.combat:  # no combat: no card has a designation to keep (323.2.c)
        for loc in game.locations() if locations is None else locations:
            for card in loc.container:
                if card.designation is not None:
                    card.designation = None
        return
    roles = {turn.attacker: "attacker", turn.defender: "defender"}
    became: dict[str, list[Card]] = {"attacker": [], "defender": []}
    for loc in game.locations() if locations is None else locations:
        here = loc.zone == f"battlefield:{turn.showdown}"
        for card in loc.container:
            role = roles.get(card.controlled_by) if here and card.is_unit else None
            if card.designation != role:
                card.designation = role
                if role is not None:
                    became[role].append(card)
    for role, key, pid in (("attacker", "attacks", turn.attacker), ("defender", "defends", turn.defender)):
        if became[role]:
            triggers.happened(game, key, cards=became[role], player=pid, battlefield=turn.showdown)


def _lose_control(game: Game) -> bool:
    """323.6 (task 4): in an open turn (309.2: no chain), a controlled battlefield none of its
    controller's units occupy becomes uncontrolled (190.2). True when one did."""
    if game.chain:
        return False
    changed = False
    for bf in game.battlefields:
        # 323.6: its *units* occupy it; a gear or a rune left there does not (it is recalled, 323.7)
        if game.turn.showdown == bf.alias:
            continue  # 323.6, 190.4.b: not while a showdown or combat goes on there
        if bf.controller is not None and not any(c.is_unit for c in bf.units.get(bf.controller, [])):
            former, bf.controller = bf.controller, None
            game.emit(
                EventKind.LOSE_CONTROL,
                {"player": former, "battlefield": bf.alias},
                ("323.6", "190.2.a"),
            )
            changed = True
    return changed


def _recall(game: Game, locations: list[Location]) -> bool:
    """323.7 (task 5): recall (455, not a move: 456) every unattached non-unit gear (457.1) and rune at a
    battlefield, and every permanent and rune in a base other than its controller's (107.1.c), to its
    controller's base; its damage and statuses stay (458.1). True when something was recalled.

    `locations`: the battlefields, bases and rune zones, as `game.locations()` lists them now."""
    recalls: list[tuple[Card, Location, tuple[str, ...]]] = []
    for loc in locations:
        if loc.zone.startswith(BATTLEFIELD_PREFIX):
            for card in loc.container:
                if card.is_rune:
                    recalls.append((card, loc, ("323.7", "455")))
                elif card.is_gear:
                    recalls.append((card, loc, ("323.7", "457.1", "455")))
        else:  # a base or a rune zone
            for card in loc.container:
                if card.controlled_by != loc.player:
                    recalls.append((card, loc, ("323.7", "107.1.c", "455")))
    for card, loc, rules in recalls:
        pid = card.controlled_by
        to_zone = Zone.RUNES if card.is_rune else Zone.BASE
        data: dict[str, object] = {"player": pid}
        if not loc.zone.startswith("battlefield:"):
            data["from_player"] = loc.player  # whose base it was in
        move_cards(game, [(card, Place(str(to_zone), pid))], EventKind.RECALL, rules, data)
    return bool(recalls)


registry.STATE_CHECKS.append(run_cleanup)
