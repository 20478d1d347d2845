"""Reading a scenario file (spec/scenario-format.md) into a checked `Scenario`.

Every mistake is a `ScenarioError` in French with the file and line, suggesting the
closest known names (rapidfuzz) for an unknown key, verb, player, zone or card.
"""

from __future__ import annotations

import re
import stat
from pathlib import Path
from typing import Any

from judge.engine import registry
from judge.engine.ability_names import activated_of, find_ability
from judge.engine.cards import DOMAINS, CardDef, default_catalogue
from judge.engine.draw import THEN_TARGETS
from judge.engine.events import EventKind
from judge.engine.limits import ACTION_LIMIT, BOARD_CARD_LIMIT, MAX_FILE_BYTES
from judge.engine.state_paths import PathError, path_shape
from judge.errors import ScenarioError, os_reason
from judge.scenario import schema as sc
from judge.scenario.inline_cards import read_cards
from judge.scenario.model import (
    ActionSpec,
    EventPattern,
    Expect,
    Scenario,
    Setup,
    StateExpectation,
)
from judge.scenario.refs import check_action_refs
from judge.scenario.rules_list import unknown_rules
from judge.scenario.setup_reader import SetupReader
from judge.scenario.yaml_nodes import LDict, LList, parse

_RULE_REF = re.compile(r"^[0-9]{3}(\.[0-9a-z]+)*$|^[\w:.\-/]+$")


def load_file(path: str | Path) -> Scenario:
    """Reads and checks one scenario file; `ScenarioError` (file, line) when it is invalid."""
    return load_text(read_scenario_text(path), str(path))


def _shown_path(path: str | Path) -> str:
    """A path as a message shows it: a 300-character name is cut."""
    text = str(path)
    return text if len(text) <= 120 else text[:117] + "…"


def read_scenario_text(path: str | Path) -> str:
    """The text of a scenario file, at most `MAX_FILE_BYTES` (`/dev/zero` is refused, not read);
    a French `ScenarioError` naming the file for anything unreadable."""
    p = Path(path)
    try:
        if stat.S_ISFIFO(p.stat().st_mode):  # opening a named pipe would wait for a writer forever
            raise ScenarioError("c'est un tube nommé, pas un fichier de scénario", file=_shown_path(path))
        with p.open("rb") as handle:
            raw = handle.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        raise ScenarioError("fichier introuvable", file=str(path)) from None
    except IsADirectoryError:
        raise ScenarioError(
            "c'est un dossier : donnez un fichier .yaml (judge check parcourt un dossier)", file=str(path)
        ) from None
    except PermissionError:
        raise ScenarioError("lecture du fichier refusée (droits d'accès)", file=str(path)) from None
    except OSError as err:
        raise ScenarioError(f"fichier illisible ({os_reason(err)})", file=_shown_path(path)) from None
    if len(raw) > MAX_FILE_BYTES:
        raise ScenarioError(
            f"fichier trop volumineux : un scénario fait {MAX_FILE_BYTES // 1024} Kio au plus", file=str(path)
        )
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ScenarioError("le fichier n'est pas en UTF-8", file=str(path)) from None


def load_text(text: str, filename: str = "<plateau>") -> Scenario:
    """Reads and checks a scenario from its YAML text."""
    return _Reader(filename).scenario(parse(text, filename))


class _Reader(SetupReader):
    """Reads a whole file: top-level keys, `setup` (`SetupReader`), actions and `expect`."""

    def scenario(self, doc: Any) -> Scenario:
        """The checked `Scenario` of a parsed document."""
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
            cards = read_cards(self, self.mapping(top["cards"], "cards", top.value_line("cards")))
        self.catalogue = default_catalogue().with_inline(cards.values())
        seed = 0
        if "seed" in top:
            seed = self.integer(top["seed"], "seed", top.value_line("seed"), minimum=-(2**63))
        rules = self._rules(top)
        self.aliases: dict[str, int] = {}
        _check_board_size(top["setup"], top.value_line("setup"), self.filename)
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
        # Each must exist in the corpus, as far as the loaded corpus can tell (see `rules_list`).
        unknown = unknown_rules([(ref, seq.line_at(i)) for i, ref in enumerate(out)])
        if unknown:
            self.fail(unknown[0].message, unknown[0].line)
        return out

    # ----- actions ------------------------------------------------------------------------

    def _actions(self, seq: LList, setup: Setup) -> list[ActionSpec]:
        if len(seq) > ACTION_LIMIT:
            # the run's budget (judge.engine.limits): refused before any work
            self.fail(f"trop d'actions : {len(seq)}, un scénario en compte {ACTION_LIMIT} au plus", seq.line)
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
            bare_count = isinstance(args, int) and not isinstance(args, bool)
            if verb == "resolve" and (args == "all" or bare_count):
                # the spec's "`count` or `all`": `resolve: all` and `resolve: 2` read as the mapping
                key = "all" if args == "all" else "count"
                args = LDict({key: True if key == "all" else args})
                vline = raw.value_line(verb)
                args.line, args.key_lines, args.value_lines = vline, {key: vline}, {key: vline}
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
        if "count" in a and not (spec.verb == "resolve" and a["count"] == "all"):
            self.integer(a["count"], "count", lines["count"])
        verb = registry.verb(spec.verb)
        refs = verb.refs if verb is not None and verb.modelled else ()
        if refs and not set(refs) & set(a):
            # a verb that names cards needs one of its reference arguments (`target`, `units`…)
            self.fail(f"{spec.verb} a besoin de " + " ou ".join(f"`{r}`" for r in refs), spec.line)
        if "from" in a:
            self.choice(a["from"], (*sc.LIST_ZONES, *sc.SINGLE_ZONES, "runes"), "la zone", lines["from"])
        if spec.verb == "move":
            if isinstance(a.get("to"), str):
                a["to"] = battlefield_alias(setup, a["to"])
            self.choice(
                a["to"], ["base", *(b.alias for b in setup.battlefields)], "la destination", lines["to"]
            )
        if "standard" in a:
            self.boolean(a["standard"], "standard", lines["standard"])
        if "then" in a:
            seq = self.sequence(a["then"], "then", lines["then"])
            for i, t in enumerate(seq):
                t = self.mapping(t, "une instruction `then`", seq.line_at(i))
                self.keys(t, ("to", "count"), "une instruction `then`")
                self.choice(t.get("to"), THEN_TARGETS, "la destination", t.line_of("to"))
                self.integer(t.get("count", 1), "count", t.value_line("count"))
        for key in ("card", "source"):  # play, activate: one card, the others are `targets`
            if spec.verb in ("play", "activate") and isinstance(a.get(key), (list, dict)):
                self.fail(f"`{key}` nomme une seule carte (son `id` ou son nom), pas une liste", lines[key])
        if "pay" in a:
            self._pay(a["pay"], lines["pay"], setup)
        if spec.verb == "activate" and "ability" in a:
            self._ability(a, lines.get("ability", spec.line), setup)
        if spec.verb == "gain_points" and a.get("reason") is not None:
            self.text(a["reason"], "reason", lines["reason"])
        check_action_refs(self, spec, setup)

    def _pay(self, pay: Any, line: int, setup: Setup) -> None:
        """`pay: auto` or `{exhaust: N|[ids], recycle: [ids|domains]}` naming the setup's runes (164, 165)."""
        if pay == "auto":
            return
        mapping = self.mapping(
            pay, "`pay` (auto, ou {exhaust: N|[ids], recycle: [ids|domaines], use: [ids]})", line
        )
        self.keys(mapping, ("exhaust", "recycle", "use"), "pay")
        if mapping.get("use") is not None:
            self._uses(mapping["use"], mapping.value_line("use"), setup)
        runes = [e.alias for p in setup.players for e in p.runes if e.alias]
        exhaust = mapping.get("exhaust")
        if isinstance(exhaust, int) and not isinstance(exhaust, bool):
            self.integer(exhaust, "pay.exhaust", mapping.value_line("exhaust"))
            named: list[Any] = []
        else:
            named = []
            if exhaust is not None:
                named = list(self.sequence(exhaust, "pay.exhaust", mapping.value_line("exhaust")))
        recycle = mapping.get("recycle")
        recycled: list[Any] = []
        if recycle is not None:
            recycled = list(self.sequence(recycle, "pay.recycle", mapping.value_line("recycle")))
        for ref in [*named, *(r for r in recycled if r not in DOMAINS)]:
            if str(ref) not in runes:
                known = ", ".join(runes) or "aucune rune n'a d'id"
                hint = sc.suggest(str(ref), runes)
                said = f"`pay` nomme la rune « {ref} », qu'aucun joueur n'a en jeu{hint}"
                self.fail(f"{said} (runes connues : {known})", line)

    def _uses(self, uses: Any, line: int, setup: Setup) -> None:
        """`pay.use`: the sources whose resource abilities pay (357.1.a), an id or `{source, ability}`."""
        seq = self.sequence(uses, "pay.use", line)
        for i, entry in enumerate(seq):
            at = seq.line_at(i) or line
            if isinstance(entry, LDict):
                self.keys(entry, ("source", "ability"), "un élément de `pay.use`")
                if "source" not in entry:
                    self.fail("un élément de `pay.use` en mapping a besoin de `source`", at)
                if "ability" in entry:
                    self._ability(entry, at, setup)
                source = entry["source"]
            else:
                source = entry
            if not isinstance(source, (str, int)) or isinstance(source, bool):
                self.fail(f"`pay.use` attend des id de cartes, pas {source!r}", at)
            if self._entry_with_id(setup, str(source)) is None:
                self.fail(f"`pay.use` nomme « {source} », qu'aucune carte du plateau n'a pour id", at)

    def _entry_with_id(self, setup: Setup, alias: str) -> Any:
        """The setup's card entry with this `id`, or None."""
        stack = [e for p in setup.players for z in p.zones.values() for e in z]
        stack += [e for bf in setup.battlefields for units in bf.units.values() for e in units]
        return next((e for e in stack if e.alias == alias), None)

    def _ability(self, a: dict[str, Any], line: int, setup: Setup) -> None:
        """`ability:` names one of the source's activated abilities (376): its number from 0, or words
        of it (`judge/engine/ability_names.py`)."""
        wanted = a["ability"]
        if not isinstance(wanted, (int, str)) or isinstance(wanted, bool):
            said = "le numéro d'une compétence activée ou des mots qui la nomment"
            self.fail(f"`ability` est {said}, pas {wanted!r}", line)
        if isinstance(wanted, int):
            self.integer(wanted, "ability", line)
        source = str(a.get("source"))
        entry = self._entry_with_id(setup, source)
        if entry is None or entry.definition is None:
            return
        activated = activated_of(entry.definition.abilities)
        name = f"« {source} » ({entry.definition.name})"
        found = find_ability(wanted, activated, name, entry.definition.text)
        if isinstance(found, str):
            self.fail(found, line)

    # ----- expect -------------------------------------------------------------------------

    def _expect(self, raw: LDict, setup: Setup) -> Expect:
        self.keys(raw, sc.EXPECT_KEYS, "expect")
        expect = Expect(line=raw.line)
        if raw.get("state") is not None:
            state = self.mapping(raw["state"], "expect.state", raw.value_line("state"))
            for written, value in state.items():
                path = self._battlefield_path(written, state.line_of(written), setup)
                if path.endswith(".zone") and isinstance(value, str) and value.startswith("battlefield:"):
                    value = "battlefield:" + battlefield_alias(setup, value.removeprefix("battlefield:"))
                self._check_path(path, state.line_of(written), setup)
                line = state.line_of(written)
                expect.state.append(StateExpectation(path=path, value=value, line=line))
        for key in ("events", "no_events"):
            if raw.get(key) is None:
                continue
            seq = self.sequence(raw[key], f"expect.{key}", raw.value_line(key))
            patterns = [self._pattern(item, seq.line_at(i)) for i, item in enumerate(seq)]
            for pattern in patterns:
                for field_name in ("to", "from"):
                    if isinstance(pattern.fields.get(field_name), str):
                        pattern.fields[field_name] = battlefield_alias(setup, pattern.fields[field_name])
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

    def _battlefield_path(self, path: str, line: int, setup: Setup) -> str:
        """`battlefields.NAME...` with NAME in any language of the card, as its alias."""
        try:
            parts = path_shape(path)
        except PathError as err:
            self.fail(str(err), line)
        if parts[0] != "battlefields" or len(parts) < 2:
            return path
        return ".".join([parts[0], battlefield_alias(setup, parts[1]), *parts[2:]])

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


def _card_bound(value: Any) -> int:
    """At least the cards `setup` would make: every count a zone may hold and every list item."""
    if isinstance(value, bool):
        return 0
    if isinstance(value, int):
        return value if 0 <= value <= sc.MAX_CARD_COUNT else 0  # out of range: refused by its reader
    if isinstance(value, dict):
        return sum(_card_bound(v) for v in value.values())
    if isinstance(value, list):
        return len(value) + sum(_card_bound(v) for v in value)
    return 0


def _check_board_size(setup: Any, line: int, filename: str) -> None:
    """Refuse a board of more than `BOARD_CARD_LIMIT` cards before any card is made (run budget)."""
    bound = _card_bound(setup)
    if bound > BOARD_CARD_LIMIT:
        message = f"plateau trop grand : jusqu'à {bound} cartes, {BOARD_CARD_LIMIT} au plus"
        raise ScenarioError(message, file=filename, line=line)


def battlefield_alias(setup: Setup, ref: str) -> str:
    """A battlefield without `id` is referred to by its card name, French or English (spec)."""
    for b in setup.battlefields:
        if b.entry.alias is None and b.entry.definition is not None:
            if ref.casefold() in (n.casefold() for n in b.entry.definition.names()):
                return b.alias
    return ref
