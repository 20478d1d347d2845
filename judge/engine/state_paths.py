"""The spec's expectation paths (`players.A.hand.count`, `cards.c1.zone`, `winner`, …) and the
board as plain data (`state_dict`), both read-only views of a `Game`."""

from __future__ import annotations

from typing import Any

from judge.engine import chain
from judge.engine.game import Game
from judge.engine.state import PLAYER_ZONES, Card, Zone

#: Zones a path may name under `players.ID.` (the spec's zones plus `runes`, runes in play).
PATH_ZONES = tuple(str(z) for z in (*PLAYER_ZONES, Zone.RUNES))
CARD_FIELDS = ("exhausted", "zone", "might", "damage", "controller", "owner", "buffs", "stunned")
#: `turn.` fields: the spec's, plus priority, focus and the state of the turn (307-313).
TURN_FIELDS = ("player", "phase", "number", "priority", "focus", "state")
_DECKS = (str(Zone.MAIN_DECK), str(Zone.RUNE_DECK))


class PathError(ValueError):
    """A path that is not in the spec, or names something absent; the message is French."""


def path_shape(path: str) -> list[str]:
    """Checks a path's form against the spec (names are checked later); returns its parts."""
    parts = path.split(".")
    head = parts[0]
    ok = False
    if head == "players" and len(parts) >= 3:
        rest = parts[2:]
        if rest in (["points"], ["xp"], ["rune_pool", "energy"]):
            ok = True
        elif len(rest) == 3 and rest[:2] == ["rune_pool", "power"]:
            ok = True
        elif rest[0] == "runes" and rest[1:] in (["ready", "count"], ["exhausted", "count"]):
            ok = True
        elif rest[0] in PATH_ZONES and (len(rest) == 1 or (len(rest) == 2 and rest[1] in ("count", "top"))):
            ok = True
        elif rest in (["runes", "ready", "count"], ["runes", "exhausted", "count"]):
            ok = True
    elif head == "cards" and len(parts) == 3 and parts[2] in CARD_FIELDS:
        ok = True
    elif head == "battlefields" and len(parts) >= 3:
        rest = parts[2:]
        ok = rest in (["controller"], ["scored_this_turn"], ["contested"]) or (
            len(rest) in (3, 2) and rest[0] == "units" and (len(rest) == 2 or rest[2] == "count")
        )
    elif head == "chain" and parts[1:] in (["count"], ["top"], ["items"]):
        ok = True
    elif head == "winner" and len(parts) == 1:
        ok = True
    elif head == "turn" and len(parts) == 2 and parts[1] in TURN_FIELDS:
        ok = True
    if not ok:
        raise PathError(
            f"chemin « {path} » inconnu ; chemins possibles : players.ID.points, players.ID.xp, "
            f"players.ID.ZONE, players.ID.ZONE.count, players.ID.ZONE.top (ZONE : {'|'.join(PATH_ZONES)}), "
            "players.ID.runes.(ready|exhausted).count, "
            "players.ID.rune_pool.energy, players.ID.rune_pool.power.DOMAINE, "
            f"cards.ALIAS.({'|'.join(CARD_FIELDS)}), battlefields.ALIAS.controller, "
            "battlefields.ALIAS.scored_this_turn, battlefields.ALIAS.contested, battlefields.ALIAS.units.ID, "
            "battlefields.ALIAS.units.ID.count, chain.(count|top|items), winner, "
            f"turn.({'|'.join(TURN_FIELDS)}), "
            "players.ID.runes.(ready|exhausted).count"
        )
    return parts


def value_at(game: Game, path: str) -> Any:
    """The value a path names on this board; `PathError` when it names nothing."""
    parts = path_shape(path)
    head = parts[0]
    if head == "winner":
        return game.winner
    if head == "turn":
        return turn_field(game, parts[1])
    if head == "chain":
        if parts[1] == "top":
            return game.chain[-1].name if game.chain else None
        if parts[1] == "items":
            return [item.name for item in game.chain]
        return len(game.chain)
    if head == "players":
        player = game.players.get(parts[1])
        if player is None:
            raise PathError(f"joueur « {parts[1]} » inconnu (joueurs : {', '.join(game.order)})")
        rest = parts[2:]
        if rest == ["points"]:
            return player.points
        if rest == ["xp"]:
            return player.xp
        if rest[0] == "rune_pool":
            return player.rune_pool.energy if rest[1] == "energy" else player.rune_pool.power.get(rest[2], 0)
        if len(rest) == 3:  # players.ID.runes.ready|exhausted.count
            return sum(1 for r in player.zone(Zone.RUNES) if r.exhausted == (rest[1] == "exhausted"))
        cards = player.zone(Zone(rest[0]))
        if len(rest) == 3:  # players.ID.runes.ready.count (164: only a ready rune is exhausted to pay)
            return sum(1 for c in cards if c.exhausted == (rest[1] == "exhausted"))
        if len(rest) == 1:
            return [card_label(c) for c in cards]
        if rest[1] == "count":
            return len(cards)
        if not cards:
            return None
        return card_label(cards[0] if rest[0] in _DECKS else cards[-1])
    if head == "cards":
        card = find_alias(game, parts[1])
        if card is None:
            # the loader checked every alias: a missing one is a token that ceased to exist (186.1)
            return None
        return card_field(game, card, parts[2])
    bf = game.battlefield(parts[1])
    if bf is None:
        raise PathError(f"champ de bataille « {parts[1]} » inconnu")
    if parts[2] == "controller":
        return bf.controller
    if parts[2] == "scored_this_turn":
        return list(bf.scored_this_turn)
    if parts[2] == "contested":
        return bf.contested
    units = bf.units.get(parts[3], [])
    return len(units) if len(parts) == 5 else [card_label(c) for c in units]


def turn_field(game: Game, name: str) -> Any:
    """`turn.player|phase|number`, and what the rules derive from the board:

    - `state`: `showdown_…` while a showdown or combat is in progress (308.1), else `neutral_…`;
      `…_closed` with a chain, `…_open` without (309, 310);
    - `priority`: with a chain, the player holding priority (334-337, `turn.priority`); in a showdown
      without one, the player with focus (313.2); the turn player in a neutral open state of their
      main phase (312.2.a); else nobody (312.1.b);
    - `focus`: the player with focus in a showdown, nobody in a neutral state (313.5).
    """
    if name == "player":
        return game.turn.player
    if name == "phase":
        return str(game.turn.phase)
    if name == "number":
        return game.turn.number
    if name == "state":
        return chain.turn_state(game)
    if name == "focus":
        return game.turn.focus if game.turn.showdown is not None else None
    if game.winner is not None and not game.chain and game.turn.showdown is None:
        return None  # a game that is over: nobody receives priority
    return chain.priority_holder(game)


def card_label(card: Card) -> str | None:
    """A card as it appears in a zone list: its name (None for an anonymous card)."""
    if card.name is not None:
        return card.name
    return card.display if card.domain else None


def find_alias(game: Game, alias: str) -> Card | None:
    """The card with this `id` alias, wherever it is."""
    for card, _zone in game.all_cards():
        if card.alias == alias:
            return card
    return None


def card_field(game: Game, card: Card, name: str) -> Any:
    """One of `CARD_FIELDS` for a card."""
    if name == "zone":
        return game.zone_of(card)
    if name == "might":  # 143.2.b.1: the real value, below 0 included
        return card.real_might
    if name == "controller":
        return card.controlled_by
    return getattr(card, name)


def _card_data(game: Game, card: Card, on_board: bool) -> dict[str, Any]:
    out: dict[str, Any] = {"name": card_label(card), "id": card.alias}
    if on_board:
        # 143.2.b.1: the real might, below 0 included, as the expectations read it
        out.update(
            exhausted=card.exhausted, damage=card.damage, might=card.real_might, controller=card.controller
        )
        if card.stunned:
            out["stunned"] = True
        if card.granted_keywords or card.lasting_keywords:
            out["keywords"] = [*card.granted_keywords, *card.lasting_keywords]
    if card.attached:
        out["attached"] = [_card_data(game, g, on_board) for g in card.attached]
    return out


def state_dict(game: Game) -> dict[str, Any]:
    """The whole board as plain JSON-able data (for `judge run --json` and the web page)."""
    players: dict[str, Any] = {}
    for pid in game.order:
        p = game.players[pid]
        zones = {
            str(z): [_card_data(game, c, z in (Zone.BASE, Zone.LEGEND)) for c in p.zone(z)]
            for z in PLAYER_ZONES
        }
        players[pid] = {
            "points": p.points,
            "xp": p.xp,
            "team": p.team,
            "zones": zones,
            "counts": {z: len(cards) for z, cards in zones.items()},
            "runes": [
                {"domain": r.domain, "id": r.alias, "exhausted": r.exhausted} for r in p.zone(Zone.RUNES)
            ],
            "rune_pool": {"energy": p.rune_pool.energy, "power": dict(p.rune_pool.power)},
        }
    return {
        "mode": game.mode,
        "victory_score": game.victory_score,
        "seed": game.seed,
        "turn": {"player": game.turn.player, "phase": str(game.turn.phase), "number": game.turn.number},
        "players": players,
        "battlefields": [
            {
                "id": bf.alias,
                "name": bf.card.display,
                "controller": bf.controller,
                "scored_this_turn": list(bf.scored_this_turn),
                "contested": bf.contested,
                "units": {pid: [_card_data(game, c, True) for c in units] for pid, units in bf.units.items()},
                "scoring_step_controller": bf.scoring_step_controller,  # 469.1.a, 489.8.g.1
                "replaced": [c.display for c in bf.replaced],  # 438.1.a
            }
            for bf in game.battlefields
        ],
        "chain": [
            {
                "controller": i.controller,
                "kind": i.kind,
                "card": _card_data(game, i.card, False) if i.card else None,
                "name": i.name,  # the card's, or the source's for an ability (spec: chain.items)
                "pending": i.pending,
                "source": _card_data(game, i.source, True) if i.source else None,
            }
            for i in game.chain
        ],
        "winner": game.winner,
    }
