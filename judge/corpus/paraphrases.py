"""Judges' and players' own words for what the rules call otherwise (`rules_corpus/paraphrases.yaml`).

« on les remet sous le deck » is what the rules call « recycler », « bouger une unité » is
« déplacer ». Each entry gives the rules' words and the phrasings heard at a table; the search
adds the rules' words to a query holding one of those phrasings (judge.search.paraphrase).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

from judge.corpus.data_yaml import read_yaml
from judge.errors import CorpusError
from judge.paths import rules_corpus_dir

PARAPHRASES_FILE = "paraphrases.yaml"


@dataclass(frozen=True)
class Paraphrase:
    """One concept: the words the rules use, and how people say it."""

    rules_words: str
    player: tuple[str, ...]
    where: str  # a rule that uses the rules' words (documentation)


def paraphrases_path() -> Path:
    """The embedded paraphrase table."""
    return rules_corpus_dir() / PARAPHRASES_FILE


def load_paraphrases(path: Path | None = None) -> tuple[Paraphrase, ...]:
    """Every entry of the table (none when the file is missing); a malformed entry is an error
    naming the file and the entry."""
    path = path or paraphrases_path()
    if not path.is_file():
        return ()
    return _load(path, path.stat().st_mtime_ns)


@functools.lru_cache(maxsize=2)
def _load(path: Path, stamp: int) -> tuple[Paraphrase, ...]:
    """`load_paraphrases` of one version of the file (`stamp`: its modification time)."""
    raw = read_yaml(path, "tournures des juges") or []
    if not isinstance(raw, list):
        raise CorpusError(f"{path} : une liste d'entrées est attendue")
    out: list[Paraphrase] = []
    for number, entry in enumerate(raw, start=1):
        words = entry.get("rules_words") if isinstance(entry, dict) else None
        player = entry.get("player") if isinstance(entry, dict) else None
        if (
            not isinstance(words, str)
            or not isinstance(player, list)
            or not all(isinstance(p, str) for p in player)
        ):
            raise CorpusError(
                f"{path}, entrée {number} : `rules_words` (texte) et `player` (liste de textes) sont attendus"
            )
        out.append(
            Paraphrase(
                words.strip(), tuple(p.strip() for p in player if p.strip()), str(entry.get("where", ""))
            )
        )
    return tuple(out)
