"""The judges' phrasings of each rule, analysed once when the index is built and stored beside it.

The search reads them for every candidate (judge.search.ranking: the coverage credit, the lift of a
phrasing that asks the question) and the relevance floor counts their words as held. Reading them
from the YAML tables (judge.corpus.asked) would cost every process the parsing of 15,000 lines; the
build writes them once as JSON instead (`phrasings.json`: passage id → the terms of each phrasing).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path

from judge.search.analysis import analyze

#: Passage id → the analysed terms of each of its phrasings, in the order written.
Analysed = Mapping[str, tuple[frozenset[str], ...]]


def analysed(written: Mapping[str, tuple[str, ...]]) -> dict[str, tuple[frozenset[str], ...]]:
    """Passage id → the analysed terms of each of its phrasings (`written`: passage id → the
    phrasings judge.corpus.asked.rule_phrasings gives it)."""
    return {pid: tuple(frozenset(analyze(p)) for p in texts) for pid, texts in written.items() if texts}


def save(path: Path, phrasings: Analysed) -> None:
    """Write the analysed phrasings as JSON (passage id → [[term, …], …], terms sorted)."""
    data = {pid: [sorted(terms) for terms in sets] for pid, sets in phrasings.items()}
    path.write_text(json.dumps(data, ensure_ascii=False, sort_keys=True), encoding="utf-8")


def load(path: Path) -> dict[str, tuple[frozenset[str], ...]]:
    """Read what `save` wrote; raises ValueError or TypeError on a malformed file, OSError when it
    cannot be read."""
    raw = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(raw, dict):
        raise TypeError("tournures : un objet JSON est attendu")
    return {str(pid): tuple(frozenset(map(str, terms)) for terms in sets) for pid, sets in raw.items()}
