"""Reading a scenario's `setup:` (players, zones, card entries, runes, battlefields, chain)
with line-aware French errors; `loader._Reader` adds the actions and expectations."""

from __future__ import annotations

from typing import Any

from judge.engine.cards import ANONYMOUS_RUNE, DOMAINS, CardDef, CardType, Catalogue
from judge.scenario import schema as sc
from judge.scenario.model import BattlefieldSetup, CardEntry, ChainSetup, PlayerSetup, Setup
from judge.scenario.yaml_nodes import LDict


class SetupReader(sc.Where):
    """Reads `setup:`; `catalogue` and `aliases` are set by the caller before `_setup`."""

    catalogue: Catalogue
    aliases: dict[str, int]
    player_ids: list[str]

    def _setup(self, raw: LDict) -> Setup:
        self.keys(raw, sc.SETUP_KEYS, "setup")
        setup = Setup()
        if "mode" in raw:
            setup.mode = self.choice(raw["mode"], sc.MODES, "le mode", raw.value_line("mode"))
        if raw.get("victory_score") is not None:
            setup.victory_score = self.integer(
                raw["victory_score"], "victory_score", raw.value_line("victory_score"), minimum=1
            )  # 483.3.a: always positive
        players_raw = self.mapping(raw.get("players"), "setup.players", raw.line_of("players"))
        for pid, praw in players_raw.items():
            setup.players.append(self._player(pid, praw, players_raw.value_line(pid)))
        self.player_ids = [p.id for p in setup.players]
        self._check_mode(setup, players_raw)
        for p in setup.players:
            for entries in p.zones.values():
                self._own(entries, p.id)
            self._own(p.runes, p.id)
        if raw.get("turn") is not None:
            turn = self.mapping(raw["turn"], "setup.turn", raw.value_line("turn"))
            self.keys(turn, sc.TURN_KEYS, "setup.turn")
            if "player" in turn:
                setup.turn_player = self.player(turn["player"], turn.value_line("player"))
            if "phase" in turn:
                setup.phase = self.choice(turn["phase"], sc.PHASES, "la phase", turn.value_line("phase"))
            if "number" in turn:
                setup.turn_number = self.integer(
                    turn["number"], "turn.number", turn.value_line("number"), minimum=1
                )
        if raw.get("battlefields") is not None:
            seq = self.sequence(raw["battlefields"], "setup.battlefields", raw.value_line("battlefields"))
            for i, item in enumerate(seq):
                setup.battlefields.append(self._battlefield(item, seq.line_at(i)))
            names = [b.alias for b in setup.battlefields]
            for b in setup.battlefields:
                if names.count(b.alias) > 1:
                    self.fail(
                        f"deux champs de bataille s'appellent « {b.alias} » : donnez-leur un `id`", b.line
                    )
        if raw.get("chain") is not None:
            seq = self.sequence(raw["chain"], "setup.chain", raw.value_line("chain"))
            for i, item in enumerate(seq):
                setup.chain.append(self._chain_item(item, seq.line_at(i)))
        return setup

    def _check_mode(self, setup: Setup, players_raw: LDict) -> None:
        if setup.mode == "duel" and len(setup.players) != 2:
            self.fail(
                f"le mode duel se joue à deux joueurs, pas {len(setup.players)} (485.1)", players_raw.line
            )
        if setup.mode == "2v2":
            teams: dict[str, list[PlayerSetup]] = {}
            for p in setup.players:
                if p.team is None:
                    self.fail(f"en 2v2, le joueur {p.id} doit avoir une `team`", p.line)
                teams.setdefault(p.team, []).append(p)
            if len(setup.players) != 4 or len(teams) != 2 or any(len(t) != 2 for t in teams.values()):
                self.fail("le mode 2v2 demande 4 joueurs en 2 équipes de 2 (489.1-489.2)", players_raw.line)
            for members in teams.values():
                given = {m.points for m in members if m.points_given}
                if len(given) == 1:
                    # 489.8.d.1: a team has one score; writing it on one teammate is enough
                    for m in members:
                        m.points = next(iter(given))
                if len({m.points for m in members}) > 1:
                    self.fail(
                        f"les coéquipiers {', '.join(m.id for m in members)} partagent leurs points "
                        "(489.8.d.1) : "
                        "donnez-leur le même nombre de points",
                        members[1].line,
                    )

    def player(self, value: Any, line: int) -> str:
        """A known player id, or an error with the closest ids."""
        return self.choice(value, self.player_ids, "le joueur", line)

    def _own(self, entries: list[CardEntry], pid: str) -> None:
        for e in entries:
            if e.owner is not None and e.owner not in self.player_ids:
                self.player(e.owner, e.line)
            if e.controller is not None and e.controller not in self.player_ids:
                self.player(e.controller, e.line)
            self._own(e.attached, pid)

    def _player(self, pid: str, raw: Any, line: int) -> PlayerSetup:
        player = PlayerSetup(id=pid, line=line)
        if raw is None:
            return player
        raw = self.mapping(raw, f"le joueur {pid}", line)
        self.keys(raw, sc.PLAYER_KEYS, f"le joueur {pid}")
        if "points" in raw:
            player.points = self.integer(raw["points"], "points", raw.value_line("points"))
            player.points_given = True
        if "xp" in raw:
            player.xp = self.integer(raw["xp"], "xp", raw.value_line("xp"))
        if raw.get("team") is not None:
            player.team = self.text(raw["team"], "team", raw.value_line("team"))
        for zone in sc.LIST_ZONES:
            if raw.get(zone) is not None:
                player.zones[zone] = self._zone(
                    raw[zone], zone, raw.value_line(zone), rune_zone=zone == "rune_deck"
                )
                if zone != "base":
                    self._no_tokens(player.zones[zone], zone)
                if zone == "main_deck":
                    self._no_runes(player.zones[zone])
                if zone == "rune_deck":
                    self._only_runes(player.zones[zone])
        for zone in sc.SINGLE_ZONES:
            if raw.get(zone) is not None:
                player.zones[zone] = [self._entry(raw[zone], raw.value_line(zone))]
        if raw.get("runes") is not None:
            seq = raw["runes"]
            if isinstance(seq, int) and not isinstance(seq, bool):
                self.fail(
                    "`runes` liste des runes par domaine, par ex. [fury, calm]", raw.value_line("runes")
                )
            seq = self.sequence(seq, "runes", raw.value_line("runes"))
            player.runes = [self._rune(item, seq.line_at(i)) for i, item in enumerate(seq)]
        # 107.1.c: runes in play reside in the base; the format names their zone `runes` (a rune card
        # written under `base:` is a rune in play).
        base = player.zones.get("base", [])
        player.runes.extend(e for e in base if e.domain is not None)
        if "base" in player.zones:
            player.zones["base"] = [e for e in base if e.domain is None]
        if raw.get("rune_pool") is not None:
            pool = self.mapping(raw["rune_pool"], "rune_pool", raw.value_line("rune_pool"))
            self.keys(pool, sc.POOL_KEYS, "rune_pool")
            if "energy" in pool:
                player.energy = self.integer(pool["energy"], "l'énergie", pool.value_line("energy"))
            if pool.get("power") is not None:
                power = self.mapping(pool["power"], "rune_pool.power", pool.value_line("power"))
                for dom, n in power.items():
                    self.choice(dom, (*DOMAINS, "universal"), "le domaine", power.line_of(dom))
                    player.power[dom] = self.integer(n, f"l'essence {dom}", power.value_line(dom))
        return player

    def _no_tokens(self, entries: list[CardEntry], zone: str) -> None:
        """186: a token exists only on the board or on the chain."""
        for e in entries:
            if e.definition is not None and e.definition.type is CardType.TOKEN:
                self.fail(
                    f"« {e.name} » est une création : elle n'existe que sur le plateau ou la chaîne (186), "
                    f"pas en {zone}",
                    e.line,
                )

    def _no_runes(self, entries: list[CardEntry]) -> None:
        """161.1: a rune is not a main-deck card; it is kept in the rune deck (161.2)."""
        for e in entries:
            if e.domain is not None:
                what = f"« {e.name} »" if e.name else f"la rune {e.domain}"
                self.fail(
                    f"{what} est une rune : ce n'est pas une carte du deck principal (161.1), "
                    "elle se range dans `rune_deck` (161.2) ou, en jeu, dans `runes`",
                    e.line,
                )

    def _only_runes(self, entries: list[CardEntry]) -> None:
        """161.2, 103.3: the rune deck holds rune cards only."""
        for e in entries:
            if e.domain is None and not (e.definition is not None and e.definition.type is CardType.RUNE):
                self.fail(
                    f"« {e.name} » n'est pas une rune : le deck de runes ne contient que des runes "
                    "(161.2, 103.3)",
                    e.line,
                )

    def _zone(self, value: Any, zone: str, line: int, *, rune_zone: bool = False) -> list[CardEntry]:
        if isinstance(value, int) and not isinstance(value, bool):
            return self._anonymous(value, zone, line)
        seq = self.sequence(value, f"la zone {zone} (un nombre ou une liste)", line)
        out: list[CardEntry] = []
        for i, item in enumerate(seq):
            at = seq.line_at(i)
            if isinstance(item, int) and not isinstance(item, bool):
                out.extend(self._anonymous(item, zone, at))
            elif isinstance(item, str) and item in DOMAINS and (rune_zone or zone == "base"):
                out.append(CardEntry(line=at, domain=item))
            elif isinstance(item, LDict) and "domain" in item and (rune_zone or zone == "base"):
                out.append(self._rune(item, at))
            else:
                out.append(self._entry(item, at))
        return out

    def _anonymous(self, count: int, zone: str, line: int) -> list[CardEntry]:
        """`count` anonymous cards (a bounded count: each one is built); a rune deck holds runes (161.2)."""
        what = f"le nombre de cartes de {zone}"
        rune = ANONYMOUS_RUNE if zone == "rune_deck" else None
        return [
            CardEntry(line=line, definition=rune)
            for _ in range(self.integer(count, what, line, maximum=sc.MAX_CARD_COUNT))
        ]

    def _rune(self, item: Any, line: int) -> CardEntry:
        if isinstance(item, LDict):
            self.keys(item, sc.RUNE_KEYS, "une rune")
            entry = CardEntry(line=line, domain=self.choice(item.get("domain"), DOMAINS, "le domaine", line))
            if "exhausted" in item:
                entry.exhausted = self.boolean(item["exhausted"], "exhausted", item.value_line("exhausted"))
            if item.get("id") is not None:
                entry.alias = self._alias(item["id"], item.value_line("id"))
            return entry
        return CardEntry(line=line, domain=self.choice(item, DOMAINS, "le domaine de la rune", line))

    def _alias(self, value: Any, line: int) -> str:
        alias = self.text(value, "l'id", line)
        if alias in self.aliases:
            self.fail(f"id « {alias} » déjà donné à une autre carte (ligne {self.aliases[alias]})", line)
        self.aliases[alias] = line
        return alias

    def card_name(self, value: Any, line: int) -> CardDef:
        """The definition for a card name, or an error suggesting the closest names."""
        name = self.text(value, "le nom de carte", line)
        definition = self.catalogue.get(name)
        if definition is None:
            hint = ", ".join(f"« {n} »" for n in self.catalogue.suggestions(name))
            self.fail(
                f"carte « {name} » inconnue du catalogue et de `cards:`"
                + (f" (vouliez-vous dire : {hint} ?)" if hint else "")
                + " ; définissez-la dans `cards:` du scénario",
                line,
            )
        return definition

    def _entry(self, item: Any, line: int) -> CardEntry:
        if not isinstance(item, LDict):
            d = self.card_name(item, line)
            return CardEntry(line=line, name=d.name, definition=d, might=d.might, domain=_rune_domain(d))
        self.keys(item, sc.ENTRY_KEYS, "une carte")
        if "card" not in item:
            self.fail("une carte écrite en mapping a besoin de `card: NOM`", item.line)
        d = self.card_name(item["card"], item.value_line("card"))
        entry = CardEntry(line=item.line, name=d.name, definition=d, might=d.might, domain=_rune_domain(d))
        if item.get("id") is not None:
            entry.alias = self._alias(item["id"], item.value_line("id"))
        if "exhausted" in item:
            entry.exhausted = self.boolean(item["exhausted"], "exhausted", item.value_line("exhausted"))
        for key in ("damage", "buffs"):
            if key in item:
                setattr(entry, key, self.integer(item[key], key, item.value_line(key)))
        if entry.buffs:
            self._check_buff(entry, d, item.value_line("buffs"))
        if "stunned" in item:
            entry.stunned = self.boolean(item["stunned"], "stunned", item.value_line("stunned"))
        if item.get("keywords") is not None:
            seq = self.sequence(item["keywords"], "keywords", item.value_line("keywords"))
            entry.keywords = tuple(self.text(k, "un mot-clé", seq.line_at(i)) for i, k in enumerate(seq))
        if item.get("might") is not None:
            entry.might = self.integer(item["might"], "might", item.value_line("might"))
        for key in ("owner", "controller"):
            if item.get(key) is not None:
                setattr(entry, key, self.text(item[key], key, item.value_line(key)))
        if item.get("attached") is not None:
            seq = self.sequence(item["attached"], "attached", item.value_line("attached"))
            entry.attached = [self._entry(x, seq.line_at(i)) for i, x in enumerate(seq)]
        return entry

    def _check_buff(self, entry: CardEntry, d: CardDef, line: int) -> None:
        """702.3: one buff at most on a unit (a second is not placed, 702.3.a); only units are buffed
        (702.2.a)."""
        if not d.is_unit:
            self.fail(f"« {d.name} » n'est pas une unité : seul une unité reçoit un buff (702.2.a)", line)
        if entry.buffs > 1:
            self.fail(
                f"buffs: {entry.buffs} est impossible : une unité n'a qu'un seul buff à la fois (702.3), "
                "un buff de plus n'est pas placé (702.3.a) ; écrivez buffs: 1",
                line,
            )

    def _battlefield(self, item: Any, line: int) -> BattlefieldSetup:
        if not isinstance(item, LDict):
            entry = self._entry(item, line)
            raw = LDict()
            raw.line, raw.key_lines, raw.value_lines = line, {}, {}
        else:
            raw = item
            self.keys(raw, sc.BATTLEFIELD_KEYS, "un champ de bataille")
            if "card" not in raw:
                self.fail("un champ de bataille a besoin de `card: NOM`", raw.line)
            d = self.card_name(raw["card"], raw.value_line("card"))
            entry = CardEntry(line=raw.line, name=d.name, definition=d)
        if entry.definition is not None and entry.definition.type is not CardType.BATTLEFIELD:
            self.fail(f"« {entry.name} » n'est pas un champ de bataille (type {entry.definition.type})", line)
        alias = self._alias(raw["id"], raw.value_line("id")) if raw.get("id") is not None else str(entry.name)
        bf = BattlefieldSetup(entry=entry, alias=alias, line=line)
        entry.alias = alias if raw.get("id") is not None else None
        if raw.get("controller") is not None:
            bf.controller = self.player(raw["controller"], raw.value_line("controller"))
        if raw.get("scored_this_turn") is not None:
            seq = self.sequence(
                raw["scored_this_turn"], "scored_this_turn", raw.value_line("scored_this_turn")
            )
            bf.scored_this_turn = [self.player(x, seq.line_at(i)) for i, x in enumerate(seq)]
        if "contested" in raw:
            bf.contested = self.boolean(raw["contested"], "contested", raw.value_line("contested"))
        if raw.get("units") is not None:
            units = self.mapping(raw["units"], "units", raw.value_line("units"))
            for pid, value in units.items():
                self.player(pid, units.line_of(pid))
                entries = (
                    self._zone(value, f"units.{pid}", units.value_line(pid)) if value is not None else []
                )
                self._own(entries, pid)
                bf.units[pid] = entries
        return bf

    def _chain_item(self, item: Any, line: int) -> ChainSetup:
        raw = self.mapping(item, "un objet de la chaîne", line)
        self.keys(raw, ("play", "activate", "controller"), "un objet de la chaîne")
        kinds = [k for k in ("play", "activate") if k in raw]
        if len(kinds) != 1:
            self.fail(
                "un objet de la chaîne s'écrit `{play: {...}, controller: ID}` ou `{activate: ...}`", raw.line
            )
        kind = kinds[0]
        args = self.mapping(raw[kind], kind, raw.value_line(kind))
        allowed = sc.VERBS[kind]
        self.keys(args, (*allowed[0], *allowed[1], "choices"), f"l'objet {kind}")
        controller_raw = raw.get("controller", args.get("player"))
        if controller_raw is None:
            self.fail("un objet de la chaîne a besoin de `controller: ID`", raw.line)
        controller = self.player(controller_raw, raw.line_of("controller"))
        entry = None
        if kind == "play" and args.get("card") is not None:
            entry = self._entry(args["card"], args.value_line("card"))
            entry.owner = entry.owner or controller
        return ChainSetup(controller=controller, kind=kind, entry=entry, line=line)


def _rune_domain(d: CardDef) -> str | None:
    """161: a rune card keeps its type wherever it is written; its domain makes it a rune for the engine."""
    if d.type is not CardType.RUNE:
        return None
    return d.domains[0] if d.domains else "universal"
