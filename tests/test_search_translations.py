"""French and English Core Rules imported together: the French text stands for a rule both have."""

from __future__ import annotations

from pathlib import Path

from judge.corpus.importer import import_document
from judge.search.api import search

# A small English Core Rules text written for these tests (not the official wording): rules 414 and
# 427 that the French fixture also has, and rule 428 that only English has.
_SMALL_ENGLISH = """Core Rules
Last updated: July 16, 2026
400. Playing the Game
414. Exhaust
414.1. Exhaust is the action of turning a game object of the board sideways to show it has been spent.
414.1.a. An exhausted object cannot be exhausted again.
414.2. Exhausted is a state of the objects of the board that the rules and effects can check.
414.3. Exhaust is a limited action.
427. Banish
427.1. Banish is the action of moving a card from any zone to the banishment zone.
427.2. A banished card goes to the banishment zone directly from the zone it was in.
427.2.a. Banishing is not the same as killing.
427.3. Banish is a limited action.
428. Recall
428.1. Recall is the action of returning a unit of the board to the hand of its owner.
428.2. A recalled unit loses all of the damage and the effects that were on it.
428.3. Recall is a limited action.
"""


def _import(tmp_path: Path, name: str, text: str, home: Path) -> None:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    import_document(path, home=home)


def test_english_copy_gives_way_to_french(tmp_path: Path, home: Path, small_core_text: str) -> None:
    _import(tmp_path, "regles-du-jeu-v1.4.txt", small_core_text, home)
    _import(tmp_path, "core-rules-en-v1.4.txt", _SMALL_ENGLISH, home)
    hits = search("exhausted again banish zone", limit=20, home=home).hits
    shown = [(h.passage.document, h.passage.rule) for h in hits]
    assert shown and not any(doc == "core-en" for doc, _ in shown)  # every rule found has French
    assert ("core", "414.1.b") in shown and ("core", "427.1") in shown
    numbers = [rule for doc, rule in shown if doc.startswith("core")]
    assert len(numbers) == len(set(numbers))  # one passage per rule number
    # A rule only English has is still found, in English.
    recall = search("recall returns unit hand owner", limit=5, home=home).hits
    assert recall[0].passage.document == "core-en" and recall[0].passage.rule == "428.1"
    # A rule number shows the French rule first.
    assert search("427.2.a", limit=1, home=home).hits[0].passage.id == "core:427.2.a"


def test_english_only_import_still_works(tmp_path: Path, home: Path) -> None:
    _import(tmp_path, "core-rules-en-v1.4.txt", _SMALL_ENGLISH, home)
    # The embedded pages quote 414.1.a in French: the French quote stands for it.
    exhausted = [h.passage for h in search("exhausted object exhausted again", limit=5, home=home).hits]
    assert exhausted and all(p.id != "core-en:414.1.a" for p in exhausted)
    assert any(p.rule == "414.1.a" for p in exhausted)
    assert search("recall unit hand owner", limit=1, home=home).hits[0].passage.id == "core-en:428.1"
