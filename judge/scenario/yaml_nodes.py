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


def parse(text: str, filename: str) -> Any:
    """The document as LDict/LList/scalars; YAML errors become a `ScenarioError` with the line."""
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        return _convert(loader, node, filename)
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        line = mark.line + 1 if mark is not None else None
        problem = err.problem or "erreur"
        raise ScenarioError(f"YAML invalide : {_french_problem(problem)}", file=filename, line=line) from None
    except yaml.YAMLError as err:
        raise ScenarioError(f"YAML invalide : {err}", file=filename) from None
    finally:
        loader.dispose()


_PROBLEMS = (
    (r"mapping values are not allowed", "deux-points inattendu ici (indentation ou guillemets manquants ?)"),
    (r"found (a tab character|character '\\t')", "tabulation interdite (espaces seulement)"),
    (r"found undefined alias", "ancre YAML (*alias) inconnue"),
    (r"block sequence entries are not allowed", "élément de liste « - » interdit ici (indentation ?)"),
    (r"did not find expected key", "clé attendue (indentation incohérente ?)"),
    (r"did not find expected '-' indicator", "« - » attendu (indentation incohérente d'une liste ?)"),
    (r"found unexpected end of stream", "fin de fichier inattendue (guillemet ou crochet non fermé ?)"),
    (r"found unknown escape character", "séquence d'échappement inconnue dans un texte entre guillemets"),
    (r"found character that cannot start any token", "caractère qui ne peut pas commencer une valeur YAML"),
)


def _french_problem(problem: str) -> str:
    for pattern, french in _PROBLEMS:
        if re.match(pattern, problem):
            return french
    found = re.match(r"(?:could not find|did not find) expected (.+)$", problem) or re.match(
        r"expected (.+?), but (?:found|got) (.+)$", problem
    )
    if found:
        expected = found.group(1).replace("' or '", "' ou '")
        return f"{expected} attendu" + (f", trouvé {found.group(2)}" if found.lastindex == 2 else "")
    return f"{problem} (message de l'analyseur YAML)"


def _convert(loader: Any, node: yaml.Node, filename: str) -> Any:
    if isinstance(node, yaml.MappingNode):
        loader.flatten_mapping(node)
        out = LDict()
        out.line = node.start_mark.line + 1
        out.key_lines = {}
        out.value_lines = {}
        for key_node, value_node in node.value:
            key = _convert(loader, key_node, filename)
            if isinstance(key, (dict, list)):
                raise ScenarioError(
                    "une clé doit être un simple mot", file=filename, line=key_node.start_mark.line + 1
                )
            key = str(key) if key is not None else "null"
            if key in out:
                raise ScenarioError(
                    f"clé « {key} » écrite deux fois (la première ligne {out.key_lines[key]})",
                    file=filename,
                    line=key_node.start_mark.line + 1,
                )
            out[key] = _convert(loader, value_node, filename)
            out.key_lines[key] = key_node.start_mark.line + 1
            out.value_lines[key] = value_node.start_mark.line + 1
        return out
    if isinstance(node, yaml.SequenceNode):
        seq = LList(_convert(loader, item, filename) for item in node.value)
        seq.line = node.start_mark.line + 1
        seq.lines = [item.start_mark.line + 1 for item in node.value]
        return seq
    return loader.construct_object(node, deep=True)
