"""The on-disk index in JUDGE_HOME/index: built from the corpus passages, swapped in atomically.

Layout: `index/CURRENT` names the live build folder (`build-…`); each build folder holds the
engine files, `stamp` (analysis version + corpus fingerprint), `vocabulary.json` (the
words of the corpus for spelling correction), `phrasings.json` (the judges' phrasings of each
rule, analysed: judge.search.phrasings), `associations.json` (the judges' words → the rules'
words: judge.search.associations) and `manifest.json` (size and SHA-256 of every other file).
A build goes into a fresh uniquely named folder and only then is `CURRENT`
replaced (`os.replace`, atomic), so a reader never sees a half-built index; a lock file lets
one writer build at a time.

The index is a cache of the corpus: a build whose files do not match its manifest (a segment
truncated, flipped or deleted, a garbage `.toc`, a damaged `vocabulary.json`), an unreadable
`stamp` or `CURRENT`, or any failure of the engine while reading it, is rebuilt, said once in
French on standard error, and the query answered.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import shutil
import tempfile
import threading
import uuid
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Protocol

from judge.corpus.asked import asked_fingerprint, load_asked, rule_phrasings
from judge.corpus.cards import CARDS_DOCUMENT
from judge.corpus.passage import Passage
from judge.notices import warn_once
from judge.paths import judge_home
from judge.search import associations, phrasings
from judge.search.analysis import ANALYSIS_VERSION, term_of, vocabulary_words
from judge.search.engine_whoosh import EngineSearcher, IndexReadError, build
from judge.search.spelling import Vocabulary
from judge.text import fold

ASSOCIATIONS_FILE = "associations.json"
PHRASINGS_FILE = "phrasings.json"
#: Part of the stamp: bump when the indexed fields change.
SCHEMA_VERSION = "10"  # 10: associations.json and phrasings.json beside the index
_KEEP_OLD_BUILDS = 1  # the previous build stays for readers that opened it just before a swap
_BUILD_NAME = re.compile(r"build-[0-9a-f]{12}")
_MANIFEST = "manifest.json"


class IndexedCorpus(Protocol):
    """What the index needs of a corpus (judge.corpus.store.Corpus has it)."""

    @property
    def passages(self) -> Sequence[Passage]: ...

    @property
    def fingerprint(self) -> str: ...


def index_root(home: Path | None = None) -> Path:
    """The folder that holds the index builds: JUDGE_HOME/index."""
    return (home if home is not None else judge_home()) / "index"


def stamp_of(corpus: IndexedCorpus) -> str:
    """What an index must have been built from to serve `corpus`."""
    learned = associations.version()
    return f"{ANALYSIS_VERSION}/{SCHEMA_VERSION}/{learned}/{asked_fingerprint()}/{corpus.fingerprint}"


def ancestors_text(passage: Passage, rule_text: Mapping[str, str]) -> str:
    """The texts of the rules over a sub-rule (117 « …effectuent leur mulligan » over 117.1), nearest
    last; section headings are left out (their titles are the `parents` field). Only those words
    were tried too (the passage's own terms left out): every set level with no ancestors at all, so
    the field works as a topic prior of the rule family, the parent's words repeated included."""
    return " ; ".join(rule_text[r] for r in passage.parent_rules if r in rule_text)


def index_fields(passage: Passage, ancestors: str = "", asked: str = "") -> dict[str, str]:
    """The field → text mapping indexed for one passage (`ancestors`: see `ancestors_text`; `asked`:
    how judges ask about the rule, judge.corpus.asked)."""
    title = passage.title
    if passage.rule:
        title = f"{passage.rule} {title}"
    text = passage.text
    if passage.document == CARDS_DOCUMENT:
        text = str(passage.extra.get("seed_text", ""))  # a seed's reference card: its English text, as before
    elif passage.title and text.startswith(passage.title + "\n"):
        # An explanation page's opening repeats its question, the title: counted once, in the title.
        text = text[len(passage.title) + 1 :]
    return {
        "id": passage.id,
        "rule": passage.rule or "",
        "kind": passage.kind,
        "document": passage.document,
        "text": text,
        "title": title,
        "parents": " ; ".join(passage.parents),
        # The title is already its own field: counted again here it would outweigh everything.
        "terms": " ; ".join(t for t in passage.terms if t != passage.title),
        "ancestors": ancestors,
        "asked": asked,
    }


def rule_texts(passages: Sequence[Passage]) -> dict[str, str]:
    """Rule number → its text, for the official and seed rules (the first passage read wins)."""
    out: dict[str, str] = {}
    for p in passages:
        if p.rule and p.kind == "rule" and p.extra.get("lang", "fr") == "fr":
            out.setdefault(p.rule, p.text)
    return out


def is_indexed(passage: Passage) -> bool:
    """False for a catalogue card that is not also a seed's reference card: cards are found by name
    (judge.search.cards), since 249 card summaries full of "coût", "unité", "énergie" in the index
    would change every rule word's rarity (measured: public questions recall@5 0.958 → 0.917)."""
    return passage.document != CARDS_DOCUMENT or "seed_text" in passage.extra


def _vocabulary(passages: Sequence[Passage]) -> dict[str, object]:
    """The spelling vocabulary: folded word → [most frequent written form, frequency], every
    written form, and every index term (a word whose term is indexed is never "corrected")."""
    forms: Counter[str] = Counter()
    for p in passages:
        for text in (p.text, p.title, " ".join(p.parents), " ".join(p.terms)):
            forms.update(vocabulary_words(text))
    written: dict[str, str] = {}  # folded word → its most frequent written form (the first seen)
    counts: Counter[str] = Counter()
    for form, count in forms.most_common():
        key = fold(form)
        written.setdefault(key, form)
        counts[key] += count
    words = {key: [form, counts[key]] for key, form in written.items()}
    terms = sorted({t for form in forms if (t := term_of(form))})
    return {"words": words, "forms": sorted(forms), "terms": terms}


def _say_rebuilt(reason: str) -> None:
    """Once per process and reason: the index is a cache, rebuilt from the corpus."""
    warn_once(f"index de recherche endommagé ({reason}) : il est reconstruit à partir du corpus")


def _read_current(root: Path) -> Path | None:
    """The build folder `CURRENT` names, None when there is none or it is incomplete."""
    pointer = root / "CURRENT"
    try:
        name = pointer.read_text(encoding="utf-8").strip()
    except FileNotFoundError:
        return None
    except (OSError, ValueError):  # a folder, not UTF-8 (a binary CURRENT)
        name = ""
    if not _BUILD_NAME.fullmatch(name):
        _say_rebuilt("fichier CURRENT illisible")
        return None
    folder = root / name
    try:
        if (folder / "stamp").is_file():
            return folder
    except OSError:
        pass
    # CURRENT only ever names a finished build (stamp written last): this one was damaged since
    _say_rebuilt("fichier stamp absent")
    return None


def _stamp_at(folder: Path) -> str:
    """The stamp of a build folder (empty when unreadable: the build is then stale)."""
    try:
        return (folder / "stamp").read_text(encoding="utf-8").strip()
    except (OSError, ValueError):  # unreadable or not UTF-8
        _say_rebuilt("fichier stamp illisible")
        return ""


@contextlib.contextmanager
def _writer_lock(root: Path) -> Iterator[None]:
    """One builder at a time across processes (flock where the platform has it).

    A `.lock` that is not a plain file (a folder) is replaced; when no lock file can be opened at
    all, this process builds under its own lock only (the atomic swap still protects readers).
    """
    lock = root / ".lock"
    try:
        if lock.is_symlink() or (lock.exists() and not lock.is_file()):
            if lock.is_dir() and not lock.is_symlink():
                shutil.rmtree(lock)
            else:
                lock.unlink()
        handle = open(lock, "a+")
    except OSError:
        yield
        return
    try:
        try:
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
        except ImportError:  # pragma: no cover - Windows: the atomic swap still protects readers
            pass
        yield
    finally:
        handle.close()


_process_lock = threading.Lock()


def _build_into(root: Path, corpus: IndexedCorpus, stamp: str) -> Path:
    """Build a fresh folder under `root`, then point `CURRENT` at it (atomic swap)."""
    folder = root / f"build-{uuid.uuid4().hex[:12]}"
    try:
        passages = [p for p in corpus.passages if is_indexed(p)]
        rule_text = rule_texts(corpus.passages)
        table = load_asked()
        # Each rule's phrasings, looked up once: the `asked` field and phrasings.json both hold them.
        written = {p.id: found for p in passages if (found := rule_phrasings(p, table))}
        build(
            folder,
            (
                index_fields(p, ancestors_text(p, rule_text), " ; ".join(written.get(p.id, ())))
                for p in passages
            ),
        )
        vocab = _vocabulary(passages)
        (folder / "vocabulary.json").write_text(json.dumps(vocab, ensure_ascii=False), encoding="utf-8")
        analysed = phrasings.analysed(written)
        phrasings.save(folder / PHRASINGS_FILE, analysed)
        associations.save(folder / ASSOCIATIONS_FILE, associations.from_passages(passages, analysed))
        manifest = json.dumps(_fingerprints(folder), sort_keys=True)
        (folder / _MANIFEST).write_text(manifest, encoding="utf-8")
        (folder / "stamp").write_text(stamp, encoding="utf-8")
    except BaseException:
        shutil.rmtree(folder, ignore_errors=True)
        raise
    pointer = root / f"CURRENT.{uuid.uuid4().hex[:8]}.tmp"
    pointer.write_text(folder.name, encoding="utf-8")
    if (root / "CURRENT").is_dir():  # a folder in the way of the pointer: not an index file
        shutil.rmtree(root / "CURRENT", ignore_errors=True)
    os.replace(pointer, root / "CURRENT")
    return folder


def _remove_old_builds(root: Path, current: Path) -> None:
    """Remove every build but `current` and the `_KEEP_OLD_BUILDS` newest others, and stray pointers."""
    builds = sorted(
        (p for p in root.glob("build-*") if p.is_dir() and p != current),
        key=lambda p: p.stat().st_mtime,
        reverse=True,
    )
    for old in builds[_KEEP_OLD_BUILDS:]:
        shutil.rmtree(old, ignore_errors=True)
    for stale in root.glob("CURRENT.*.tmp"):
        with contextlib.suppress(OSError):
            stale.unlink()


def _fingerprints(folder: Path) -> dict[str, list[object]]:
    """Size and SHA-256 of every file of a build but the manifest and the stamp."""
    out: dict[str, list[object]] = {}
    for path in sorted(folder.iterdir()):
        if path.name in (_MANIFEST, "stamp") or not path.is_file():
            continue
        out[path.name] = [path.stat().st_size, hashlib.sha256(path.read_bytes()).hexdigest()]
    return out


def damage(folder: Path) -> str | None:
    """Why a build cannot be trusted (a French reason), or None when its files match its manifest."""
    try:
        expected = json.loads((folder / _MANIFEST).read_text(encoding="utf-8"))
        actual = _fingerprints(folder)
    except (OSError, ValueError, RecursionError):
        return "manifeste absent ou illisible"
    if not isinstance(expected, dict) or not expected:
        return "manifeste mal formé"
    for name in sorted(set(expected) | set(actual)):
        if name not in actual:
            return f"fichier « {name[:60]} » absent"
        if name not in expected:
            return f"fichier « {name[:60]} » inattendu"
        if expected[name] != actual[name]:
            return f"fichier « {name[:60]} » modifié ou tronqué"
    return None


_verified: set[Path] = set()  # builds checked against their manifest by this process
_damaged: set[Path] = set()  # builds that failed while being read: never used again by this process
_state_lock = threading.Lock()


def mark_damaged(folder: Path, reason: str) -> None:
    """Stop using a build that failed while being read; the next `index_folder` rebuilds the index."""
    with _state_lock:
        _damaged.add(folder)
        _verified.discard(folder)
    _say_rebuilt(reason)
    cache: dict[Path, EngineSearcher] | None = getattr(_local, "searchers", None)
    if cache is not None and folder in cache:
        with contextlib.suppress(Exception):
            cache.pop(folder).close()


def is_damaged(folder: Path) -> bool:
    """True for a build this process found damaged while reading it."""
    return folder in _damaged


def _usable(folder: Path | None, stamp: str) -> bool:
    """The build serves `stamp`, is not known damaged and matches its manifest (checked once)."""
    if folder is None or folder in _damaged or _stamp_at(folder) != stamp:
        return False
    if folder in _verified:
        return True
    reason = damage(folder)
    if reason is not None:
        _say_rebuilt(reason)
        return False
    with _state_lock:
        _verified.add(folder)
    return True


def index_folder(corpus: IndexedCorpus, home: Path | None = None) -> Path:
    """The build folder that serves `corpus`, built first when missing, stale or damaged."""
    root = index_root(home)
    stamp = stamp_of(corpus)
    current = _read_current(root)
    if current is not None and _usable(current, stamp):
        return current
    try:
        root.mkdir(parents=True, exist_ok=True)
    except OSError:
        # JUDGE_HOME not writable (or `index` is not a folder): a private index for this process only.
        root = Path(tempfile.mkdtemp(prefix="juge-index-"))
    with _process_lock, _writer_lock(root):
        current = _read_current(root)  # another writer may have built it while we waited
        if current is not None and _usable(current, stamp):
            return current
        try:
            current = _build_into(root, corpus, stamp)
        except OSError:
            # The index folder cannot be written (full disk, a file in the way): build privately.
            root = Path(tempfile.mkdtemp(prefix="juge-index-"))
            current = _build_into(root, corpus, stamp)
        with _state_lock:
            _verified.add(current)
        with contextlib.suppress(OSError):
            _remove_old_builds(root, current)
        return current


def ensure_index(corpus: IndexedCorpus, home: Path | None = None) -> None:
    """Build the index of `corpus` in JUDGE_HOME/index unless the current one already matches it."""
    index_folder(corpus, home)


def load_vocabulary(folder: Path) -> Vocabulary:
    """The spelling vocabulary stored with a build; `IndexReadError` when it is unreadable."""
    try:
        raw = json.loads((folder / "vocabulary.json").read_text(encoding="utf-8"))
        words = {str(key): (str(value[0]), int(value[1])) for key, value in raw["words"].items()}
        return Vocabulary(words, frozenset(map(str, raw["forms"])), frozenset(map(str, raw["terms"])))
    except (OSError, ValueError, KeyError, TypeError, IndexError, AttributeError, RecursionError) as err:
        raise IndexReadError(folder, f"vocabulaire illisible : {type(err).__name__}") from err


def load_phrasings(folder: Path) -> phrasings.Analysed:
    """The analysed judges' phrasings stored with a build; `IndexReadError` when unreadable."""
    try:
        return phrasings.load(folder / PHRASINGS_FILE)
    except (OSError, ValueError, TypeError, RecursionError) as err:
        raise IndexReadError(folder, f"tournures illisibles : {type(err).__name__}") from err


def load_associations(folder: Path) -> associations.Associations:
    """The judges' words → rules' words stored with a build; `IndexReadError` when unreadable."""
    try:
        return associations.load(folder / ASSOCIATIONS_FILE)
    except (OSError, ValueError, KeyError, TypeError, OverflowError, RecursionError) as err:
        raise IndexReadError(folder, f"associations illisibles : {type(err).__name__}") from err


_local = threading.local()


def thread_searcher(folder: Path) -> EngineSearcher:
    """This thread's searcher over the build `folder` (a searcher is never shared across threads)."""
    cache: dict[Path, EngineSearcher] | None = getattr(_local, "searchers", None)
    if cache is None:
        cache = {}
        _local.searchers = cache
    searcher = cache.get(folder)
    if searcher is None:
        # A newer build of the same index replaces the old one: close the old files.
        for old in [f for f in cache if f.parent == folder.parent]:
            cache.pop(old).close()
        searcher = EngineSearcher(folder)  # IndexReadError when the engine cannot open it
        cache[folder] = searcher
    return searcher
