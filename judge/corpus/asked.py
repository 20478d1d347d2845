"""How judges ask about each official rule, in their own words (`rules_corpus/asked/*.yaml`).

Document expansion: the rules say « Les unités entrent sur le plateau en étant épuisées », a judge
asks « une unité que je joue arrive prête ? ». Each entry, keyed by rule number, gives a few such
phrasings; the index adds them to the rule as a low-weight field (judge.search.index), so that a
question in other words still finds it. The official rules are never in the project: an entry
applies only to an imported rule whose text begins with the entry's `start` (another version of
the rules, renumbered, gets nothing wrong, only nothing).
"""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import yaml

from judge.corpus.passage import Passage
from judge.errors import InputError
from judge.paths import rules_corpus_dir
from judge.text import plain

ASKED_FOLDER = "asked"


@dataclass(frozen=True)
class Asked:
    """The phrasings of one rule, and the first words of the rule they were written for."""

    start: str
    phrasings: tuple[str, ...]


def asked_folder() -> Path:
    """The embedded folder of phrasings."""
    return rules_corpus_dir() / ASKED_FOLDER


def load_asked(folder: Path | None = None) -> Mapping[str, Asked]:
    """Rule number → its phrasings, from every file of `folder` (none when it is missing); a
    malformed entry is an error naming the file and the rule."""
    folder = folder or asked_folder()
    files = tuple(sorted(folder.glob("*.yaml"))) if folder.is_dir() else ()
    return _load(files, tuple(f.stat().st_mtime_ns for f in files))


def asked_fingerprint(folder: Path | None = None) -> str:
    """A short digest of the phrasings (the index is rebuilt when they change)."""
    digest = hashlib.sha256()
    for number, entry in sorted(load_asked(folder).items()):
        digest.update(f"{number}\0{entry.start}\0{chr(1).join(entry.phrasings)}\n".encode())
    return digest.hexdigest()[:12]


def phrasings_for(rule: str | None, text: str, table: Mapping[str, Asked]) -> tuple[str, ...]:
    """The phrasings of rule `rule` when its `text` is the one they were written for, else none."""
    entry = table.get(rule or "")
    if entry is None or not plain(text).startswith(plain(entry.start)):
        return ()
    return entry.phrasings


def rule_phrasings(passage: Passage, table: Mapping[str, Asked]) -> tuple[str, ...]:
    """The phrasings of a French rule passage (official or quoted by the seeds), else none."""
    if passage.kind != "rule" or passage.extra.get("lang", "fr") != "fr":
        return ()
    return phrasings_for(passage.rule, passage.text, table)


@functools.lru_cache(maxsize=2)
def _load(files: tuple[Path, ...], stamps: tuple[int, ...]) -> Mapping[str, Asked]:
    """`load_asked` of one version of the files (`stamps`: their modification times)."""
    out: dict[str, Asked] = {}
    for path in files:
        raw = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        if not isinstance(raw, dict):
            raise InputError(f"{path} : une table « numéro de règle → tournures » est attendue")
        for number, entry in raw.items():
            start = entry.get("start") if isinstance(entry, dict) else None
            asked = entry.get("asked") if isinstance(entry, dict) else None
            if not isinstance(start, str) or not isinstance(asked, list) or not all(isinstance(a, str) for a in asked):
                raise InputError(
                    f"{path}, règle {number} : `start` (texte) et `asked` (liste de textes) sont attendus"
                )
            out[str(number)] = Asked(start.strip(), tuple(a.strip() for a in asked if a.strip()))
    return out
