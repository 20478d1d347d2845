"""Reading a scenario file (spec/scenario-format.md) into a checked `Scenario`.

Every mistake is a `ScenarioError` in French with the file and line, suggesting the
closest known names (rapidfuzz) for an unknown key, verb, player, zone or card.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from judge.engine.cards import (
    DOMAINS,
    CardDef,
    CardType,
    DefinitionError,
    default_catalogue,
    parse_definition,
)
from judge.engine.events import EventKind
from judge.engine.state_paths import PathError, path_shape
from judge.errors import ScenarioError
from judge.scenario import schema as sc
from judge.scenario.model import (
    ActionSpec,
    BattlefieldSetup,
    CardEntry,
    ChainSetup,
    EventPattern,
    Expect,
    PlayerSetup,
    Scenario,
    Setup,
    StateExpectation,
)
from judge.scenario.refs import check_action_refs
from judge.scenario.yaml_nodes import LDict, LList, parse

_RULE_REF = re.compile(r"^[0-9]{3}(\.[0-9a-z]+)*$|^[\w:.\-/]+$")


def load_file(path: str | Path) -> Scenario:
    """Reads and checks one scenario file; `ScenarioError` (file, line) when it is invalid."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as err:
        raise ScenarioError(f"fichier illisible : {err.strerror or err}", file=str(path)) from None
    except UnicodeDecodeError:
        raise ScenarioError("le fichier n'est pas en UTF-8", file=str(path)) from None
    return load_text(text, str(path))


def load_text(text: str, filename: str = "<plateau>") -> Scenario:
    """Reads and checks a scenario from its YAML text."""
    return _Reader(filename).scenario(parse(text, filename))


class _Reader(sc.Where):
    def scenario(self, doc: Any) -> Scenario:
        if doc is None:
            self.fail("le fichier est vide ; un scénario a au moins `name`, `setup` et `actions`", 1)
        top = self.mapping(doc, "le scénario", 1)
        self.keys(top, sc.TOP_KEYS, "le scénario")
        for key in ("name", "setup", "actions"):
            if key not in top:
                self.fail(f"clé obligatoire « {key} » absente du scénario", top.line)
        name = self.text(top["name"], "name", top.value_line("name"))
        cards: dict[str, CardDef] = {}
        if top.get("cards") is not None:
            raw_cards = self.mapping(top["cards"], "cards", top.value_line("cards"))
            for card_name, raw in raw_cards.items():
                definition = self.mapping(raw, f"la carte « {card_name} »", raw_cards.value_line(card_name))
                try:
                    cards[card_name] = parse_definition(card_name, definition)
                except DefinitionError as err:
                    line = definition.line_of(err.key) if err.key else definition.line
                    self.fail(str(err), line)
        self.catalogue = default_catalogue().with_inline(cards.values())
        seed = 0
        if "seed" in top:
            seed = self.integer(top["seed"], "seed", top.value_line("seed"), minimum=-(2**63))
        rules = self._rules(top)
        self.aliases: dict[str, int] = {}
        setup = self._setup(self.mapping(top["setup"], "setup", top.value_line("setup")))
        actions_raw = top["actions"] if top["actions"] is not None else LList()
        actions = self._actions(self.sequence(actions_raw, "actions", top.value_line("actions")), setup)
        expect = None
        if top.get("expect") is not None:
            expect = self._expect(self.mapping(top["expect"], "expect", top.value_line("expect")), setup)
        question = top.get("question")
        version = top.get("rules_version")
        return Scenario(
            name=name,
            filename=self.filename,
            setup=setup,
            actions=actions,
            catalogue=self.catalogue,
            question=str(question) if question is not None else None,
            rules=rules,
            rules_version=str(version) if version is not None else None,
            seed=seed,
            cards=cards,
            expect=expect,
            aliases=set(self.aliases),
        )

    def _rules(self, top: LDict) -> list[str]:
        if top.get("rules") is None:
            return []
        seq = self.sequence(top["rules"], "rules", top.value_line("rules"))
        out = []
        for i, item in enumerate(seq):
            ref = self.text(item, "un numéro de règle", seq.line_at(i))
            if not _RULE_REF.match(ref):
                self.fail(
                    f"« {ref} » n'est pas un numéro de règle (par ex. 431.2.b) ni un identifiant",
                    seq.line_at(i),
                )
            out.append(ref)
        return out

    # ----- setup --------------------------------------------------------------------------

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
        if "xp" in raw:
            player.xp = self.integer(raw["xp"], "xp", raw.value_line("xp"))
        if raw.get("team") is not None:
            player.team = self.text(raw["team"], "team", raw.value_line("team"))
        for zone in sc.LIST_ZONES:
            if raw.get(zone) is not None:
                player.zones[zone] = self._zone(
                    raw[zone], zone, raw.value_line(zone), rune_zone=zone == "rune_deck"
                )
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

    def _zone(self, value: Any, zone: str, line: int, *, rune_zone: bool = False) -> list[CardEntry]:
        if isinstance(value, int) and not isinstance(value, bool):
            return [
                CardEntry(line=line)
                for _ in range(self.integer(value, f"le nombre de cartes de {zone}", line))
            ]
        seq = self.sequence(value, f"la zone {zone} (un nombre ou une liste)", line)
        out: list[CardEntry] = []
        for i, item in enumerate(seq):
            at = seq.line_at(i)
            if isinstance(item, int) and not isinstance(item, bool):
                out.extend(
                    CardEntry(line=at)
                    for _ in range(self.integer(item, f"le nombre de cartes de {zone}", at))
                )
            elif rune_zone and isinstance(item, str) and item in DOMAINS:
                out.append(CardEntry(line=at, domain=item))
            elif rune_zone and isinstance(item, LDict) and "domain" in item:
                out.append(self._rune(item, at))
            else:
                out.append(self._entry(item, at))
        return out

    def _rune(self, item: Any, line: int) -> CardEntry:
        if isinstance(item, LDict):
            self.keys(item, sc.RUNE_KEYS, "une rune")
            entry = CardEntry(line=line, domain=self.choice(item.get("domain"), DOMAINS, "le domaine", line))
            entry.exhausted = bool(item.get("exhausted", False))
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
            return CardEntry(line=line, name=d.name, definition=d, might=d.might)
        self.keys(item, sc.ENTRY_KEYS, "une carte")
        if "card" not in item:
            self.fail("une carte écrite en mapping a besoin de `card: NOM`", item.line)
        d = self.card_name(item["card"], item.value_line("card"))
        entry = CardEntry(line=item.line, name=d.name, definition=d, might=d.might)
        if item.get("id") is not None:
            entry.alias = self._alias(item["id"], item.value_line("id"))
        entry.exhausted = bool(item.get("exhausted", False))
        for key in ("damage", "buffs"):
            if key in item:
                setattr(entry, key, self.integer(item[key], key, item.value_line(key)))
        if item.get("might") is not None:
            entry.might = self.integer(item["might"], "might", item.value_line("might"))
        for key in ("owner", "controller"):
            if item.get(key) is not None:
                setattr(entry, key, self.text(item[key], key, item.value_line(key)))
        if item.get("attached") is not None:
            seq = self.sequence(item["attached"], "attached", item.value_line("attached"))
            entry.attached = [self._entry(x, seq.line_at(i)) for i, x in enumerate(seq)]
        return entry

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

    # ----- actions ------------------------------------------------------------------------

    def _actions(self, seq: LList, setup: Setup) -> list[ActionSpec]:
        out = []
        for i, item in enumerate(seq):
            line = seq.line_at(i)
            if isinstance(item, str) and item in sc.VERBS:
                raw = LDict({item: None})
                raw.line, raw.key_lines, raw.value_lines = line, {item: line}, {item: line}
                item = raw
            raw = self.mapping(item, f"l'action {i + 1}", line)
            if len(raw) != 1:
                self.fail(
                    f"une action est un mapping à une seule clé `verbe: arguments`, pas {len(raw)} clés",
                    raw.line,
                )
            ((verb, args),) = raw.items()
            if verb not in sc.VERBS:
                self.fail(
                    f"verbe « {verb} » inconnu{sc.suggest(verb, sc.VERBS)} ; "
                    f"verbes connus : {', '.join(sc.VERBS)}",
                    raw.line_of(verb),
                )
            if args is None:
                args = LDict()
                args.line, args.key_lines, args.value_lines = raw.line, {}, {}
            args = self.mapping(args, f"les arguments de {verb}", raw.value_line(verb))
            required, optional = sc.VERBS[verb]
            self.keys(args, (*required, *optional, "choices"), f"l'action {verb}")
            for key in required:
                if key not in args:
                    self.fail(f"argument « {key} » manquant pour {verb}", args.line)
            choices: list[Any] = []
            if args.get("choices") is not None:
                choices = list(self.sequence(args["choices"], "choices", args.value_line("choices")))
            spec = ActionSpec(
                index=i,
                verb=verb,
                args={k: v for k, v in args.items() if k != "choices"},
                line=raw.line_of(verb),
                choices=choices,
                arg_lines={k: args.value_line(k) for k in args},
            )
            self._check_args(spec, setup)
            out.append(spec)
        return out

    def _check_args(self, spec: ActionSpec, setup: Setup) -> None:
        a, lines = spec.args, spec.arg_lines
        if "player" in a:
            self.player(a["player"], lines["player"])
        if "count" in a:
            self.integer(a["count"], "count", lines["count"])
        if spec.verb in ("exhaust", "ready", "banish", "recycle", "discard", "kill") and not (
            {"target", "targets", "card"} & set(a)
        ):
            self.fail(f"{spec.verb} a besoin de `targets` (ou `target`, ou `card` + `from`)", spec.line)
        if spec.verb == "move" and not ({"unit", "units"} & set(a)):
            self.fail("move a besoin de `unit` (ou `units`)", spec.line)
        if "from" in a:
            self.choice(a["from"], (*sc.LIST_ZONES, *sc.SINGLE_ZONES, "runes"), "la zone", lines["from"])
        if spec.verb == "move":
            self.choice(
                a["to"], ["base", *(b.alias for b in setup.battlefields)], "la destination", lines["to"]
            )
        if "then" in a:
            seq = self.sequence(a["then"], "then", lines["then"])
            from judge.engine.draw import THEN_TARGETS

            for i, t in enumerate(seq):
                t = self.mapping(t, "une instruction `then`", seq.line_at(i))
                self.keys(t, ("to", "count"), "une instruction `then`")
                self.choice(t.get("to"), THEN_TARGETS, "la destination", t.line_of("to"))
                self.integer(t.get("count", 1), "count", t.value_line("count"))
        if spec.verb == "gain_points" and a.get("reason") is not None:
            self.text(a["reason"], "reason", lines["reason"])
        check_action_refs(self, spec, setup)

    # ----- expect -------------------------------------------------------------------------

    def _expect(self, raw: LDict, setup: Setup) -> Expect:
        self.keys(raw, sc.EXPECT_KEYS, "expect")
        expect = Expect(line=raw.line)
        if raw.get("state") is not None:
            state = self.mapping(raw["state"], "expect.state", raw.value_line("state"))
            for path, value in state.items():
                self._check_path(path, state.line_of(path), setup)
                expect.state.append(StateExpectation(path=path, value=value, line=state.line_of(path)))
        for key in ("events", "no_events"):
            if raw.get(key) is None:
                continue
            seq = self.sequence(raw[key], f"expect.{key}", raw.value_line(key))
            patterns = [self._pattern(item, seq.line_at(i)) for i, item in enumerate(seq)]
            setattr(expect, key, patterns)
        if raw.get("error") is not None:
            expect.error = self.choice(
                raw["error"], sc.ERROR_CODES, "le code d'erreur", raw.value_line("error")
            )
            expect.error_line = raw.value_line("error")
        return expect

    def _pattern(self, item: Any, line: int) -> EventPattern:
        kinds = [k.value for k in EventKind]
        if isinstance(item, LDict):
            if "kind" not in item:
                self.fail("un événement attendu en mapping a besoin de `kind`", item.line)
            kind = self.choice(item["kind"], kinds, "le type d'événement", item.value_line("kind"))
            return EventPattern(
                kind=kind, fields={k: v for k, v in item.items() if k != "kind"}, line=item.line
            )
        return EventPattern(kind=self.choice(item, kinds, "le type d'événement", line), fields={}, line=line)

    def _check_path(self, path: str, line: int, setup: Setup) -> None:
        try:
            parts = path_shape(path)
        except PathError as err:
            self.fail(str(err), line)
        if parts[0] == "players" or (parts[0] == "battlefields" and len(parts) >= 4):
            pid = parts[1] if parts[0] == "players" else parts[3]
            self.player(pid, line)
        if parts[0] == "cards" and parts[1] not in self.aliases:
            hint = sc.suggest(parts[1], self.aliases)
            self.fail(f"carte « {parts[1]} » inconnue dans le chemin {path}{hint} ; "
                      "seules les cartes ayant un `id` ont un chemin cards.ID", line)  # fmt: skip
        if parts[0] == "battlefields":
            aliases = [b.alias for b in setup.battlefields]
            self.choice(parts[1], aliases, "le champ de bataille", line)
