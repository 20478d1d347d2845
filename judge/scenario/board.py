"""Building the engine's `Game` from a checked scenario's setup."""

from __future__ import annotations

from judge.engine import statics
from judge.engine.game import Game
from judge.engine.state import Battlefield, Card, ChainItem, Phase, Player, RunePool, Turn, Zone
from judge.errors import NotModelledError
from judge.scenario.model import CardEntry, Scenario


def build_game(scenario: Scenario) -> Game:
    """A fresh `Game` with the scenario's board, seed and turn."""
    setup = scenario.setup
    players = [
        Player(
            id=p.id,
            team=p.team,
            points=p.points,
            xp=p.xp,
            rune_pool=RunePool(energy=p.energy, power=dict(p.power)),
        )
        for p in setup.players
    ]
    game = Game(
        players,
        mode=setup.mode,
        victory_score=setup.victory_score,
        seed=scenario.seed,
        turn=Turn(
            player=setup.turn_player or players[0].id,
            phase=Phase(setup.phase),
            number=setup.turn_number,
        ),
    )
    for p in setup.players:
        player = game.players[p.id]
        for zone_name, entries in p.zones.items():
            zone = Zone(zone_name)
            board = zone in (Zone.BASE, Zone.LEGEND)
            player.zone(zone).extend(_card(game, e, p.id, board) for e in entries)
        player.zone(Zone.RUNES).extend(_card(game, e, p.id, True) for e in p.runes)
    for b in setup.battlefields:
        bf = Battlefield(
            card=_card(game, b.entry, b.controller or game.order[0], False),
            alias=b.alias,
            controller=b.controller,
            scored_this_turn=list(b.scored_this_turn),
        )
        if game.turn.phase is not Phase.AWAKEN:
            # past the scoring step (315.2.b): it saw the board's control as written (469.1.a, 489.8.b)
            bf.scoring_step_controller = b.controller
        for pid, entries in b.units.items():
            bf.units[pid] = [_card(game, e, pid, True) for e in entries]
        if b.contested:  # 190.3.a: applied by a player with units there who does not control it
            present = [pid for pid, entries in b.units.items() if entries and pid != b.controller]
            bf.contested_by = game.turn.player if game.turn.player in present or not present else present[0]
        game.battlefields.append(bf)
    for item in setup.chain:
        card = _card(game, item.entry, item.controller, False) if item.entry is not None else None
        # an item written in `setup.chain` is finalized (337): its spell's instructions come from its card
        abilities = card.definition.abilities if card is not None and card.definition is not None else ()
        ability = next((a for a in abilities if a.KEY == "spell"), None)
        game.chain.append(
            ChainItem(controller=item.controller, kind=item.kind, card=card, pending=False, ability=ability)
        )
    try:
        statics.refresh(game)  # 363: the board's passive abilities are in force from the start
    except NotModelledError:
        pass  # the first action's cleanup stops on it with `not_modelled`, in the run's report
    return game


def _card(game: Game, e: CardEntry, pid: str, on_board: bool) -> Card:
    owner = e.owner or pid
    card = Card(
        uid=game.new_uid(),
        name=e.name,
        owner=owner,
        definition=e.definition,
        alias=e.alias,
        controller=(e.controller or pid) if on_board else None,
        exhausted=e.exhausted,
        damage=e.damage,
        base_might=e.might,
        buffs=e.buffs,
        domain=e.domain,
        stunned=e.stunned,
        granted_keywords=e.keywords,
    )
    card.attached = [_card(game, a, pid, on_board) for a in e.attached]
    return card
