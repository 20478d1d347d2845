"""YAML with line numbers: PyYAML's node marks kept beside plain Python values.

Mappings become `LDict` (with the line of each key and value), sequences `LList` (with
the line of each item); scalars stay plain. Errors then name the file and the line.
"""

from __future__ import annotations

import re
from typing import Any

import yaml

from judge.errors import ScenarioError

#: libyaml's loader when PyYAML was built with it (several times faster), else the pure-Python one.
_Loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class LDict(dict[str, Any]):
    """A mapping that remembers where it and each of its keys were written (1-based lines)."""

    line: int = 0
    key_lines: dict[str, int]
    value_lines: dict[str, int]

    def line_of(self, key: str) -> int:
        """The line of a key (or of the mapping when the key is absent)."""
        return self.key_lines.get(key, self.line)

    def value_line(self, key: str) -> int:
        """The line of a key's value."""
        return self.value_lines.get(key, self.line_of(key))


class LList(list[Any]):
    """A sequence that remembers the line of each item (1-based)."""

    line: int = 0
    lines: list[int]

    def line_at(self, index: int) -> int:
        """The line of item `index`."""
        return self.lines[index] if 0 <= index < len(self.lines) else self.line


#: Nodes one file may expand to; anchors repeated inside anchors ("billion laughs") stop here.
NODE_LIMIT = 100_000


def parse(text: str, filename: str) -> Any:
    """The document as LDict/LList/scalars; every malformed input becomes a `ScenarioError`.

    YAML errors keep their line; a character YAML refuses (a control character such as
    `\\x1f`, a lone surrogate) is located by its position in the text.
    """
    loader: Any = None
    try:
        loader = _Loader(text)
        node = loader.get_single_node()
        return None if node is None else _Converter(loader, filename).convert(node)
    except yaml.reader.ReaderError as err:
        raise _bad_character(text, err.position, err.character, filename) from None
    except UnicodeError as err:  # libyaml encodes the text first: a lone surrogate fails there
        position = err.start if isinstance(err, UnicodeEncodeError) else 0
        raise _bad_character(text, position, text[position : position + 1], filename) from None
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        line = mark.line + 1 if mark is not None else None
        problem = err.problem or "erreur"
        if mark is not None and text[mark.index : mark.index + 1] == "\t":
            problem = "found a tab character"  # libyaml only says the character cannot start a token
        raise ScenarioError(f"YAML invalide : {_french_problem(problem)}", file=filename, line=line) from None
    except yaml.YAMLError as err:
        first = str(err).splitlines()[0] if str(err) else type(err).__name__
        raise ScenarioError(f"YAML invalide : {first} (message de l'analyseur YAML)", file=filename) from None
    except RecursionError:
        raise ScenarioError("YAML trop imbriqué pour être lu", file=filename) from None
    finally:
        if loader is not None:
            loader.dispose()


def _bad_character(text: str, position: int, character: Any, filename: str) -> ScenarioError:
    """A character YAML refuses, named by its code point, at its line and column."""
    before = text[:position]
    line = before.count("\n") + 1
    column = position - (before.rfind("\n") + 1) + 1
    if isinstance(character, str) and len(character) == 1:
        character = ord(character)  # PyYAML gives the character, libyaml its code point
    code = character if isinstance(character, int) else None
    shown = f"U+{code:04X}" if code is not None else repr(character)
    kind = "caractère de contrôle" if code is not None and (code < 32 or 127 <= code < 160) else "caractère"
    return ScenarioError(
        f"YAML invalide : {kind} {shown} interdit (colonne {column}) ; retirez-le ou écrivez-le en "
        'échappement "\\xNN" entre guillemets doubles',
        file=filename,
        line=line,
    )


_PROBLEMS = (
    (r"mapping values are not allowed", "deux-points inattendu ici (indentation ou guillemets manquants ?)"),
    (r"found (a tab character|character '\\t')", "tabulation interdite (espaces seulement)"),
    (r"exceeded maximum nesting depth", "listes ou mappings trop imbriqués"),
    (r"found undefined alias", "ancre YAML (*alias) inconnue"),
    (r"block sequence entries are not allowed", "élément de liste « - » interdit ici (indentation ?)"),
    (r"did not find expected key", "clé attendue (indentation incohérente ?)"),
    (r"did not find expected '-' indicator", "« - » attendu (indentation incohérente d'une liste ?)"),
    (r"found unexpected end of stream", "fin de fichier inattendue (guillemet ou crochet non fermé ?)"),
    (r"found unknown escape character", "séquence d'échappement inconnue dans un texte entre guillemets"),
    (r"found character that cannot start any token", "caractère qui ne peut pas commencer une valeur YAML"),
    (
        r"could not determine a constructor for the tag '([^']*)'",
        "étiquette YAML « {0} » inconnue ; retirez-la",
    ),
    (r"but found another document", "un seul document par fichier : « --- » ou « ... » en trop"),
    (r"second occurrence", "ancre YAML (&nom) donnée deux fois"),
)


def _french_problem(problem: str) -> str:
    for pattern, french in _PROBLEMS:
        match = re.match(pattern, problem)
        if match:
            return french.format(*match.groups())
    found = re.match(r"(?:could not find|did not find) expected (.+)$", problem) or re.match(
        r"expected (.+?), but (?:found|got) (.+)$", problem
    )
    if found:
        expected = found.group(1).replace("' or '", "' ou '")
        return f"{expected} attendu" + (f", trouvé {found.group(2)}" if found.lastindex == 2 else "")
    return f"{problem} (message de l'analyseur YAML)"


#: French names of the YAML types a scenario refuses.
_KINDS = {
    "float": "nombre décimal",
    "date": "date",
    "datetime": "date et heure",
    "bytes": "données binaires (!!binary)",
}


def _tag(node: yaml.Node) -> str:
    """`int`, `timestamp`, `binary`… for `tag:yaml.org,2002:int`."""
    return str(node.tag).rsplit(":", 1)[-1][:40]


def _shown(node: yaml.Node) -> str:
    """The scalar as written, cut to stay readable in a message."""
    text = str(node.value)
    return text if len(text) <= 60 else text[:57] + "…"


class _Converter:
    """PyYAML nodes to LDict/LList/scalars, with a guard against self-containing or exploding anchors."""

    def __init__(self, loader: Any, filename: str) -> None:
        self.loader = loader
        self.filename = filename
        self.nodes = 0
        self.open: set[int] = set()  # nodes being converted: an anchor inside itself is a cycle

    def fail(self, message: str, node: yaml.Node) -> ScenarioError:
        """A `ScenarioError` at the node's line."""
        return ScenarioError(message, file=self.filename, line=node.start_mark.line + 1)

    def convert(self, node: yaml.Node) -> Any:
        """The plain value of `node`, lines kept on mappings and sequences."""
        self.nodes += 1
        if self.nodes > NODE_LIMIT:
            raise self.fail(f"YAML trop grand : plus de {NODE_LIMIT} valeurs (ancres répétées ?)", node)
        if id(node) in self.open:
            raise self.fail("YAML invalide : une ancre (&nom) se contient elle-même (*nom)", node)
        if not isinstance(node, (yaml.MappingNode, yaml.SequenceNode)):
            return self._scalar(node)
        self.open.add(id(node))
        try:
            return self._mapping(node) if isinstance(node, yaml.MappingNode) else self._sequence(node)
        finally:
            self.open.discard(id(node))

    def _scalar(self, node: yaml.Node) -> Any:
        try:
            value = self.loader.construct_object(node, deep=True)
        except yaml.YAMLError:
            raise
        except Exception:
            # A tagged or dated value that does not parse (`!!int x`, `2001-02-30`, `!!timestamp x`).
            raise self.fail(
                f"YAML invalide : valeur « {_shown(node)} » illisible ({_tag(node)}) ; "
                "mettez-la entre guillemets pour un texte",
                node,
            ) from None
        if value is None or isinstance(value, (str, int)):  # bool is an int
            return value
        # A scenario holds texts, whole numbers, booleans, lists and mappings (spec): a float
        # (`.nan`, `.inf`, `1.5`), a date, `!!binary`… would compare wrongly and break the JSON.
        kind = _KINDS.get(type(value).__name__, type(value).__name__)
        raise self.fail(
            f"valeur « {_shown(node)} » refusée : {kind} ; une valeur de scénario est un texte, un nombre "
            "entier, un booléen (true/false), une liste ou un mapping (mettez-la entre guillemets pour un "
            "texte)",
            node,
        )

    def _mapping(self, node: yaml.MappingNode) -> LDict:
        self.loader.flatten_mapping(node)
        out = LDict()
        out.line = node.start_mark.line + 1
        out.key_lines = {}
        out.value_lines = {}
        for key_node, value_node in node.value:
            key = self.convert(key_node)
            if isinstance(key, (dict, list)):
                raise self.fail("une clé doit être un simple mot", key_node)
            key = str(key) if key is not None else "null"
            if key in out:
                raise self.fail(
                    f"clé « {key} » écrite deux fois (la première ligne {out.key_lines[key]})", key_node
                )
            out[key] = self.convert(value_node)
            out.key_lines[key] = key_node.start_mark.line + 1
            out.value_lines[key] = value_node.start_mark.line + 1
        return out

    def _sequence(self, node: yaml.SequenceNode) -> LList:
        seq = LList(self.convert(item) for item in node.value)
        seq.line = node.start_mark.line + 1
        seq.lines = [item.start_mark.line + 1 for item in node.value]
        return seq
